/**
 * Col and Snort on grids (map-colouring games of Winning Ways, chapter 2): `col` and `snort` rulesets over
 * grid pictures (`.` empty, `x` Left's colour, `o` Right's, `#` off the map). Graph versions live elsewhere.
 *
 * @module
 */
import { colouringGame, type ColouringRuleset } from "./rules";

export { colouringGame, ALPHABET, EMPTY, LEFT_COLOUR, RIGHT_COLOUR, BLOCKED, type ColouringRule, type ColouringRuleset } from "./rules";

/** Col on grids: never colour a cell next to your own colour. */
export const col: ColouringRuleset = colouringGame("col");
/** Snort on grids: never colour a cell next to the other player's colour. */
export const snort: ColouringRuleset = colouringGame("snort");
