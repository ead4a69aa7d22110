/** Layer 2: one module per game (rules, positions, moves). Imports only lib/util and lib/cgt. */
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
