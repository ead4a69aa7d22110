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
import { defineImpartial, type ImpartialRuleset, type NormalForm } from "../../ruleset";

/** An empty cell. */
export const EMPTY = 0;
/** A filled (blocked or covered) cell. */
export const FILLED = 1;

/** The picture alphabet: `.` empty, `#` filled (`x` and `X` accepted for filled). */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Cram", ".#", { x: 1, X: 1 });

/** Every placement of a domino on two adjacent empty cells, vertical ones first. O(cells²). */
export function cramOptions(grid: G.Grid): G.Grid[] {
  const { height: h, width: w, cells } = grid;
  const out: G.Grid[] = [];
  const place = (i: number, j: number): void => {
    const next = cells.slice();
    next[i] = FILLED;
    next[j] = FILLED;
    out.push(G.Grid.unsafeWrap(h, w, next, grid.alphabet));
  };
  for (let r = 0; r + 1 < h; r++) for (let c = 0; c < w; c++) if (cells[r * w + c] === EMPTY && cells[(r + 1) * w + c] === EMPTY) place(r * w + c, (r + 1) * w + c);
  for (let r = 0; r < h; r++) for (let c = 0; c + 1 < w; c++) if (cells[r * w + c] === EMPTY && cells[r * w + c + 1] === EMPTY) place(r * w + c, r * w + c + 1);
  return out;
}

/** The 4-connected regions of empty cells with at least two cells, each cropped (filled around). O(cells). */
const REGIONS: G.ComponentOptions = { occupied: (v) => v === EMPTY, fill: FILLED }; // made once, not per call

function regions(grid: G.Grid): G.Grid[] {
  return G.connectedComponents(grid, REGIONS)
    .filter((p) => p.cells >= 2)
    .map((p) => p.grid);
}


/** The cells a key keeps: the empty ones (filled border rows and columns are trimmed away). */
const isEmpty = (v: number): boolean => v === EMPTY;

const GROUP: G.GridSymmetryGroup = { symmetries: G.ALL_SYMMETRIES };

/** Key folded over translation and the 8 symmetries of the grid (Cram is impartial: none negates). O(8 · cells). */
function normalize(grid: G.Grid): NormalForm {
  return { key: G.foldedGridKey(grid.trim(isEmpty), GROUP).key, negated: false };
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

/** The shortcut nim-value of a region (a strip, or a full even×even rectangle), else undefined. O(cells). */
function knownNimValue(grid: G.Grid): number | undefined {
  const t = grid.trim(isEmpty);
  if (t.cells.some((v) => v !== EMPTY)) return undefined;
  if (t.height === 1 || t.width === 1) return stripNimValue(t.size);
  if (t.height % 2 === 0 && t.width % 2 === 0) return 0;
  return undefined;
}

/** Whether x is a Cram grid (cell values 0 and 1). O(cells). */
function isCramGrid(x: unknown): boolean {
  return x instanceof G.Grid && x.cells.every((v) => v <= FILLED);
}

/** Cram as an impartial ruleset over grids, with pictures, a drawing, components, symmetry folding and shortcuts. */
export interface CramRuleset extends ImpartialRuleset<G.Grid> {
  /** A position from its picture (`.` empty, `#` filled; rows by `|` or newlines). */
  readonly parse: (picture: string) => G.Grid;
  /** The picture of a position, rows joined by `|`. */
  readonly format: (position: G.Grid) => string;
  /** An SVG drawing (filled cells dark). */
  readonly draw: (position: G.Grid) => string;
}

/**
 * Cram (impartial Domineering) on grids; use `solvers.nimValue(games.cram.ruleset, games.cram.ruleset.parse("...|..."))`.
 * Moves O(cells) each; nim-values exponential in the number of empty cells (give a budget).
 */
export const ruleset: CramRuleset = defineImpartial<G.Grid>({
  name: "Cram",
  options: cramOptions,
  key: G.gridKey,
  isPosition: isCramGrid,
  components: regions,
  normalize,
  knownNimValue,
  parse: (picture: string) => G.parseGrid(picture, ALPHABET),
  format: (g: G.Grid) => G.formatGrid(g, ALPHABET),
  draw: (g: G.Grid) => G.gridSvg(g, { glyph: (v) => (v === FILLED ? { kind: "blocked" } : { kind: "empty" }), title: `Cram ${G.formatGrid(g, ALPHABET)}` }),
}) as CramRuleset;

/** A rows × columns board of empty cells. Throws InputError for a bad size. O(cells). */
export function emptyBoard(rows: number, columns: number): G.Grid {
  return G.Grid.of(rows, columns, EMPTY, ALPHABET);
}
