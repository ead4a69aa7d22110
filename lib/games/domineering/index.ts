/**
 * Domineering: Left places vertical dominoes, Right horizontal ones (2×1 = 1, 1×2 = −1).
 * Regions are arbitrary cell sets written as pictures ("##.|.##", `#` = cell, `.` = none).
 * Values are canonical `cgt.Game`s computed by component decomposition with a symmetry-aware
 * memo; a plain minimax outcome solver and an undecomposed value search serve as oracles.
 */
export * from "./region";
export { components, normalize, type Component, type NormalizedComponent } from "./components";
export * from "./solver";
export * from "./reference";
export * from "./polyomino";
export { ruleset, rulesetSymmetries } from "./ruleset";
