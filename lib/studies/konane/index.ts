/**
 * Konane analyses (seed 000_280edabfccf82ce1): the seed's game-tree string, its exact length and
 * distinct-position count far beyond the seed's C++, and the 3×n experiment with canonical values
 * (through `solvers.canonicalValue` on the `games.konane` rulesets; the 3×n boards are
 * `games.konane.threeByNBoard`).
 *
 * @module
 */
export * from "./gameString";
export * from "./stringStats";
export * from "./growth";
export * from "./report";
