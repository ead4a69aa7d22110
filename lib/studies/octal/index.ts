/**
 * Analysis of octal games: the seed's equivalence-class method (seed 003), the readers' first
 * moves and two-heap chart, and a survey of several games' periods.
 *
 * @module
 */
export * from "./seedMethod";
export * from "./readers";
export * from "./twoHeaps";
export * from "./survey";
export * from "./claims";
export * from "./seed003";
export * from "./seed003claims";
export * from "./misereLines";
export * from "./misereQuotientRows";
