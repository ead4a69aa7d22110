/**
 * Domineering values (`value`, through the generic engine) and analyses: seed 001's 35 hexomino values (matched up to transposition), values of
 * every free polyomino up to 12 cells with kinds and temperatures, rectangle tables, drawings.
 *
 * @module
 */
export * from "./value";
export * from "./classify";
export * from "./seed";
export * from "./sweeps";
export * from "./draw";
export * from "./named";
export * from "./report";
