/**
 * Cram: the impartial variant of Domineering — either player places a domino on two orthogonally
 * adjacent empty cells, in either orientation; who cannot move loses. Positions are grids with
 * 0 `.` empty and 1 `#` filled (blocked or covered), as CGSuite writes Domineering and Cram boards.
 *
 * Shortcuts from theory (both tested against the search):
 *  - a 1×n (or n×1) strip of empty cells is Dawson's Kayles, the octal game 0.07 (a domino removes two
 *    adjacent cells of a row, splitting it in two): its nim-value is G(n) = mex{G(a) ⊕ G(n−2−a)};
 *  - a full even×even rectangle is 0 (Winning Ways, Cram: the second player answers each domino by its
 *    image under the half-turn, which never overlaps it because the centre is a lattice point).
 */
import * as G from "../../grid";
import { checkInteger } from "../../util";
import { defineImpartialPlacementRuleset, type GridMove, type ImpartialPlacementRuleset } from "../../ruleset";

/** An empty cell (in a position's grid form, `grid.cellSetGrid`). */
export const EMPTY = G.FREE;
/** A filled (blocked or covered) cell. */
export const FILLED = G.FILLED;

/** The two pieces: a vertical domino (its anchor and the cell below) and a horizontal one. */
const VERTICAL: G.CellPattern = [[0, 0], [1, 0]];
const HORIZONTAL: G.CellPattern = [[0, 0], [0, 1]];

/** Every placement of a domino on two adjacent empty cells of a grid, vertical ones first, reported to `move`: the plain reference of the pieces. O(cells). */
function dominoes(grid: G.Grid, move: GridMove): void {
  const { height: h, width: w, cells } = grid;
  for (let r = 0; r + 1 < h; r++) for (let c = 0; c < w; c++) if (cells[r * w + c] === EMPTY && cells[(r + 1) * w + c] === EMPTY) move(r * w + c, FILLED, (r + 1) * w + c, FILLED);
  for (let r = 0; r < h; r++) for (let c = 0; c + 1 < w; c++) if (cells[r * w + c] === EMPTY && cells[r * w + c + 1] === EMPTY) move(r * w + c, FILLED, r * w + c + 1, FILLED);
}

// Dawson's Kayles (0.07) nim-values G(n) of strips of n cells, grown on demand.
const dawson: number[] = [0, 0];
/** Nim-value of a 1×n Cram strip (Dawson's Kayles 0.07 on a heap of n). O(n²) for the first call up to n, then O(1). */
export function stripNimValue(n: number): number {
  checkInteger(n, "stripNimValue(n): n (strip length; O(n²) to compute)", { min: 0, max: 10_000 });
  for (let m = dawson.length; m <= n; m++) {
    const seen = new Set<number>();
    for (let a = 0; a <= m - 2 - a; a++) seen.add(dawson[a]! ^ dawson[m - 2 - a]!);
    let g = 0;
    while (seen.has(g)) g++;
    dawson.push(g);
  }
  return dawson[n]!;
}

/** The shortcut nim-value of a region (its free cells a full strip, or a full even×even rectangle), else undefined. O(height) on two words. */
function knownNimValue(region: G.CellSet): number | undefined {
  const t = G.cropCellSet(region);
  if (G.cellSetSize(t) !== t.height * t.width) return undefined;
  if (t.height === 1 || t.width === 1) return stripNimValue(t.height * t.width);
  if (t.height % 2 === 0 && t.width % 2 === 0) return 0;
  return undefined;
}

/** Cram as an impartial placement ruleset: pictures, a drawing, components, symmetry folding and shortcuts. */
export type CramRuleset = ImpartialPlacementRuleset;

/**
 * Cram (impartial Domineering); use `solvers.nimValue(games.cram.ruleset, games.cram.ruleset.parse("...|..."))`.
 * Positions are cell sets (`grid.CellSet`: `.` empty, `#` filled; `x`/`X` read as filled), two
 * machine words up to 64 cells and 32 columns; the key crops and folds the 8 symmetries; components
 * are the 4-connected regions of two or more empty cells. Options O(1) word operations each (O(cells)
 * past 64 cells); nim-values exponential in the number of empty cells (give a budget). `plainMoves`
 * is the same game written cell by cell on grids, which `solvers.checkRuleset` compares with.
 */
export const ruleset: CramRuleset = defineImpartialPlacementRuleset({
  name: "Cram",
  cells: [
    { char: ".", name: "empty" },
    { char: "#", name: "filled", aliases: "xX", glyph: { kind: "blocked" } },
  ],
  pieces: [VERTICAL, HORIZONTAL],
  symmetries: "all",
  knownNimValue,
  plainMoves: dominoes,
});

/** The picture alphabet: `.` empty, `#` filled (`x` and `X` accepted for filled). */
export const ALPHABET: G.CellAlphabet = ruleset.alphabet;

/** Every placement of a domino on two adjacent empty cells, vertical ones first. O(cells) per option past 64 cells, O(1) below. */
export function cramOptions(board: G.CellSet): G.CellSet[] {
  return [...ruleset.options(board)];
}

/** A rows × columns board of empty cells. Throws InputError for a bad size. O(cells). */
export function emptyBoard(rows: number, columns: number): G.CellSet {
  return ruleset.board(rows, columns);
}
