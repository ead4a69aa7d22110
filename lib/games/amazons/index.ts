/**
 * Amazons on small boards (`.` empty, `x` Left's amazon, `o` Right's, `#` burnt).
 *
 * @module
 */
export { ruleset, knownValue, ALPHABET, EMPTY, LEFT_AMAZON, RIGHT_AMAZON, BURNT, type AmazonsRuleset } from "./rules";
