/**
 * Cram, the impartial variant of Domineering, on cell sets (`grid.CellSet`: `.` empty, `#` filled): {@link ruleset} for the
 * generic engines (`solvers.nimValue`), with Dawson's Kayles strips and even×even rectangles as shortcuts.
 *
 * @module
 */
export { ruleset, cramOptions, emptyBoard, stripNimValue, ALPHABET, EMPTY, FILLED, type CramRuleset } from "./rules";
