/** Layer 2: one module per game (rules, positions, moves). Imports only lib/util and lib/cgt. */
export * as konane from "./konane";
export * as domineering from "./domineering";
export * as octal from "./octal";
export * as tokyodoves from "./tokyodoves";
export * as gobblet from "./gobblet";
export * as hackenbush from "./hackenbush";
export * as toadsfrogs from "./toadsfrogs";
export * as toppling from "./toppling";
export * as colsnort from "./colsnort";
export * as kayles from "./kayles";
export * as digraph from "./digraph";
