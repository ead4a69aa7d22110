/**
 * Layer 6: the studies — reproductions of the five seed documents (a seed is one of the five source
 * documents named in SOURCES.md whose experiments cgtlab reproduces) and their checks, one module
 * per topic: enumeration, counting and the claims tables, built on lib/games and lib/solvers.
 *
 * @module
 */
export * as konane from "./konane";
export * as domineering from "./domineering";
export * as octal from "./octal";
export * as tokyodoves from "./tokyodoves";
export * as gobblet from "./gobblet";
export * as janken from "./janken";
export * as claims from "./claims";
export * as solving from "./solving";
