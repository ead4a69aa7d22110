/** Layer 3: enumeration, retrograde analysis, periodicity and counting built on lib/games. */
export * as retrograde from "./retrograde";
export * as konane from "./konane";
export * as domineering from "./domineering";
export * as octal from "./octal";
export * as tokyodoves from "./tokyodoves";
export * as gobblet from "./gobblet";
export * as janken from "./janken";
export * as claims from "./claims";
