/**
 * Konane analyses (seed 000_280edabfccf82ce1): the seed's game-tree string, its exact length and
 * distinct-position count far beyond the seed's C++, canonical values, and the 3×n experiment.
 *
 * @module
 */
export * from "./gameString";
export * from "./stringStats";
export * from "./values";
export * from "./valuesReference";
export * from "./growth";
