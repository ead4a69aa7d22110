/**
 * Layer 4: one module per game — its rules only (positions, moves, pictures, its ruleset). Imports
 * util, cgt, grid and ruleset, never another game or an engine of lib/solvers.
 *
 * @module
 */
export * as konane from "./konane";
export * as domineering from "./domineering";
export * as octal from "./octal";
export * as cake from "./cake";
export * as wythoff from "./wythoff";
export * as fibonaccinim from "./fibonaccinim";
export * as mem from "./mem";
export * as partizansubtraction from "./partizansubtraction";
export * as turning from "./turning";
export * as euclid from "./euclid";
export * as tokyodoves from "./tokyodoves";
export * as gobblet from "./gobblet";
export * as clobber from "./clobber";
export * as cram from "./cram";
export * as gridcolouring from "./gridcolouring";
export * as fission from "./fission";
export * as skijumps from "./skijumps";
export * as amazons from "./amazons";
export * as hackenbush from "./hackenbush";
export * as toadsfrogs from "./toadsfrogs";
export * as toppling from "./toppling";
export * as colsnort from "./colsnort";
export * as kayles from "./kayles";
export * as digraph from "./digraph";
export * as fjords from "./fjords";
export * as quicksort from "./quicksort";
export * as partizanarckayles from "./partizanarckayles";
export * as triomineering from "./triomineering";
export * as foxgeese from "./foxgeese";
export * as tokenwalk from "./tokenwalk";
export * as windup from "./windup";
export * as harehounds from "./harehounds";
