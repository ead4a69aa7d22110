/**
 * Fission on grids (`.` empty, `x` stone, `#` blocked): Left splits stones north–south, Right east–west.
 *
 * @module
 */
export { ruleset, knownValue, ALPHABET, EMPTY, STONE, BLOCKED, type FissionRuleset } from "./rules";
