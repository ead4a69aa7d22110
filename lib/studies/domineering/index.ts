/**
 * Domineering analyses (seed 001): the 35 hexomino values matched against the seed's up to
 * transposition, values of every free polyomino up to 12 cells with kinds and temperatures,
 * rectangle tables, named values, galleries. Values come from the generic engine of lib/solvers on
 * `games.domineering.ruleset` (`solvers.canonicalValue(games.domineering.ruleset, region)`).
 *
 * @module
 */
export * from "./seed";
export * from "./sweeps";
export * from "./draw";
export * from "./named";
export * from "./report";
export * from "./solved";
