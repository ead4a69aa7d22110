/**
 * Ski-Jumps (Winning Ways) on grids: `L`/`l` Left's jumper/slipper going east, `R`/`r` Right's going west.
 *
 * @module
 */
export { ruleset, swapPlayers, ALPHABET, EMPTY, LEFT_JUMPER, LEFT_SLIPPER, RIGHT_JUMPER, RIGHT_SLIPPER, type SkiJumpsRuleset } from "./rules";
