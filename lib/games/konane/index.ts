/**
 * Generalized Konane (seed 000_280edabfccf82ce1, one of the five source documents; see
 * SOURCES.md): boards of `B`, `W`, `.` on any rectangle, moves in the standard and
 * maximal-jump rule variants, decomposition into independent sub-positions (`components`, fast;
 * `decompose`, the reference), packed keys with symmetry folding, and the two variants as rulesets
 * of lib/ruleset (`standardRuleset`, `maximalRuleset`; a board's value is
 * `solvers.canonicalValue(games.konane.standardRuleset, board)`), and the seed's 3×n family
 * (`threeByNBoard`, `threeByNFamily`).
 *
 * @module
 */
export * from "./board";
export * from "./families";
export * from "./moves";
export * from "./decompose";
export * from "./components";
export * from "./keys";
/** Typed-array growth and bit helpers, shared with lib/studies/konane (string statistics); packed boards are numbered by lib/util's PackedKeyInterner. */
export { growInt32 } from "./tables";
export { packedWords, setPacked, getPacked, forEachJump } from "./packed";
export { standardRuleset, maximalRuleset, rulesetFor } from "./ruleset";
export { BitBoard, BIT_KEY_WORDS, bitClassKey, bitKey, bitOptions, fitsBits, toBits } from "./bitboard";
