/**
 * Domineering: Left places vertical dominoes, Right horizontal ones (2×1 = 1, 1×2 = −1).
 * Regions are arbitrary cell sets. Pictures follow CGSuite's convention (`ruleset.parse("..#|#..")`,
 * `.` = an empty cell to play on, `#` = a blocked one; a picture without `.` is an InputError); the
 * seed's opposite convention (`#` = cell, `.` = none) is read by `parseRegion` for the seed's files.
 * `ruleset` is Domineering as a lib/ruleset ruleset: the generic engine of lib/solvers computes
 * its values (`solvers.canonicalValue(games.domineering.ruleset, region)`);
 * a plain minimax outcome solver and `solvers.referenceValue` serve as oracles. `regionSvg` draws a region.
 *
 * @module
 */
export * from "./region";
export { components, normalize, type Component, type NormalizedComponent } from "./components";
export * from "./moves";
export * from "./reference";
export * from "./polyomino";
export { moveCounts, plainRuleset, ruleset, rulesetSymmetries } from "./ruleset";
export { movePreference } from "./preference";
