/**
 * Domineering: Left places vertical dominoes, Right horizontal ones (2×1 = 1, 1×2 = −1).
 * Regions are arbitrary cell sets written as pictures ("##.|.##", `#` = cell, `.` = none).
 * `ruleset` is Domineering as a lib/ruleset ruleset: a region's value is
 * `solvers.canonicalValue(games.domineering.ruleset, region)` (the generic engine of lib/solvers);
 * a plain minimax outcome solver serves as an oracle. `regionSvg` draws a region.
 *
 * @module
 */
export * from "./region";
export { components, normalize, type Component, type NormalizedComponent } from "./components";
export * from "./moves";
export * from "./reference";
export * from "./polyomino";
export { ruleset, rulesetSymmetries } from "./ruleset";
