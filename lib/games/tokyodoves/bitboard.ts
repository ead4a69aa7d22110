/**
 * 4×4 bitboards for Tokyo Doves (トウキョウのハト).
 *
 * A board is a 16-bit integer (a JS number in 0..0xffff): bit `i` set = cell `i` occupied.
 * The cell numbering is the one of the seed blog (smooth-pudding, 「実現可能局面数」):
 *
 * ```
 *   15 14 13 12        row 0 (top)
 *   11 10  9  8        row 1
 *    7  6  5  4        row 2
 *    3  2  1  0        row 3 (bottom)
 *   col 0 ... col 3
 * ```
 *
 * so bit 0 is the bottom-right cell, bit 15 the top-left one, and printing the 16 bits most
 * significant first, four per line, draws the board as seen (see {@link boardToString}).
 * Inside the module the cell `i` has the "internal" coordinates `c = i & 3` (columns counted
 * from the right) and `r = i >> 2` (rows counted from the bottom); the public helpers
 * {@link cellAt}, {@link rowOf}, {@link colOf} use reading order (row 0 = top, col 0 = left).
 *
 * Directions: N = up (towards bit 15's row), S = down, W = left, E = right. Every shift drops
 * the doves that would leave the 4×4 frame (edge masks as in the blog: `0x7777` before a
 * west shift, `0xeeee` before an east shift).
 *
 * The 8 symmetries of the square are numbered 0..7 as in {@link SYMMETRY_NAMES}; the fast
 * {@link applySymmetry} uses two 256-entry lookup tables per symmetry.
 *
 * All functions are O(1) (a few dozen machine operations) unless stated otherwise. Hot-path
 * functions do not validate their arguments; {@link requireBoard} and {@link requireCell}
 * do, for code that takes boards from outside.
 */
import { InputError } from "../../util";

/** A 16-bit board: bit `i` set means cell `i` is occupied. Integer in 0..0xffff. */
export type Board = number;

/** All 16 cells. */
export const FULL_BOARD: Board = 0xffff;
/** The bottom row (cells 0..3). */
export const ROW_BOTTOM: Board = 0x000f;
/** The top row (cells 12..15). */
export const ROW_TOP: Board = 0xf000;
/** The rightmost column (cells 0, 4, 8, 12). */
export const COLUMN_RIGHT: Board = 0x1111;
/** The leftmost column (cells 3, 7, 11, 15). */
export const COLUMN_LEFT: Board = 0x8888;

// ---------------------------------------------------------------------------------------------
// cells

/** Throw {@link InputError} unless `x` is an integer board in 0..0xffff. O(1). */
export function requireBoard(x: unknown, where = "board"): Board {
  if (typeof x !== "number" || !Number.isInteger(x) || x < 0 || x > 0xffff) {
    throw new InputError(`a 4×4 board must be an integer in 0..65535, got ${JSON.stringify(x)}`, where);
  }
  return x;
}

/** Throw {@link InputError} unless `i` is a cell index in 0..15. O(1). */
export function requireCell(i: unknown, where = "cell"): number {
  if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i > 15) {
    throw new InputError(`a cell index must be an integer in 0..15, got ${JSON.stringify(i)}`, where);
  }
  return i;
}

/** Cell index of (row, col) in reading order: row 0 = top, col 0 = left. Validates. O(1). */
export function cellAt(row: number, col: number): number {
  if (!Number.isInteger(row) || row < 0 || row > 3) throw new InputError(`row must be in 0..3, got ${row}`, "row");
  if (!Number.isInteger(col) || col < 0 || col > 3) throw new InputError(`col must be in 0..3, got ${col}`, "col");
  return 15 - 4 * row - col;
}

/** Reading-order row of cell `i` (0 = top). O(1). */
export function rowOf(i: number): number {
  return 3 - (i >> 2);
}

/** Reading-order column of cell `i` (0 = left). O(1). */
export function colOf(i: number): number {
  return 3 - (i & 3);
}

/** The one-cell board {i}. O(1). */
export function bit(i: number): Board {
  return 1 << i;
}

/** Whether cell `i` is occupied on `x`. O(1). */
export function has(x: Board, i: number): boolean {
  return ((x >>> i) & 1) === 1;
}

/** Number of occupied cells (population count) of a 16-bit board. O(1). */
export function popcount(x: Board): number {
  x = x - ((x >>> 1) & 0x5555);
  x = (x & 0x3333) + ((x >>> 2) & 0x3333);
  x = (x + (x >>> 4)) & 0x0f0f;
  return (x + (x >>> 8)) & 0x1f;
}

/** Index of the lowest occupied cell, or -1 for the empty board. O(1). */
export function lowestCell(x: Board): number {
  return x === 0 ? -1 : 31 - Math.clz32(x & -x);
}

/** Occupied cells in increasing index order. O(popcount). */
export function cellsOf(x: Board): number[] {
  const out: number[] = [];
  while (x !== 0) {
    const low = x & -x;
    out.push(31 - Math.clz32(low));
    x ^= low;
  }
  return out;
}

/** The board whose occupied cells are `cells` (validated; duplicates allowed). O(n). */
export function boardFromCells(cells: readonly number[]): Board {
  if (!Array.isArray(cells)) throw new InputError(`boardFromCells takes an array of cells 0..15, got ${cells === null ? "null" : typeof cells}`);
  let x = 0;
  cells.forEach((c, k) => {
    x |= 1 << requireCell(c, `cells[${k}]`);
  });
  return x;
}

// ---------------------------------------------------------------------------------------------
// shifts

/** Shift every dove one cell up (north); the top row falls off. O(1). */
export function shiftN(x: Board): Board {
  return (x << 4) & 0xffff;
}
/** Shift every dove one cell down (south); the bottom row falls off. O(1). */
export function shiftS(x: Board): Board {
  return x >>> 4;
}
/** Shift every dove one cell left (west); the left column falls off. O(1). */
export function shiftW(x: Board): Board {
  return (x & 0x7777) << 1;
}
/** Shift every dove one cell right (east); the right column falls off. O(1). */
export function shiftE(x: Board): Board {
  return (x & 0xeeee) >>> 1;
}
/** Shift up-left. O(1). */
export function shiftNW(x: Board): Board {
  return ((x & 0x0777) << 5) & 0xffff;
}
/** Shift up-right. O(1). */
export function shiftNE(x: Board): Board {
  return ((x & 0x0eee) << 3) & 0xffff;
}
/** Shift down-left. O(1). */
export function shiftSW(x: Board): Board {
  return (x & 0x7770) >>> 3;
}
/** Shift down-right. O(1). */
export function shiftSE(x: Board): Board {
  return (x & 0xeee0) >>> 5;
}

/** The 8 directions, in the order used by {@link shiftDir} and {@link DIRECTION_DELTAS}. */
export const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
/** A compass direction on the board. */
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Reading-order displacement [dRow, dCol] of each direction (N = [-1, 0], E = [0, 1], ...),
 * indexed like {@link DIRECTIONS}.
 */
export const DIRECTION_DELTAS: readonly (readonly [number, number])[] = [
  [-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1],
];

const SHIFTS: readonly ((x: Board) => Board)[] = [shiftN, shiftNE, shiftE, shiftSE, shiftS, shiftSW, shiftW, shiftNW];

/** Shift by one cell in direction `d` (index into {@link DIRECTIONS} or its name). O(1). */
export function shiftDir(x: Board, d: number | Direction): Board {
  const k = typeof d === "number" ? d : DIRECTIONS.indexOf(d);
  const f = SHIFTS[k];
  if (f === undefined) throw new InputError(`unknown direction ${JSON.stringify(d)}`, "direction");
  return f(x);
}

/**
 * Translate by `dRow` rows down and `dCol` columns right (reading order; negative = up/left),
 * dropping doves that leave the frame. O(|dRow| + |dCol|).
 */
export function shiftBy(x: Board, dRow: number, dCol: number): Board {
  for (let k = 0; k < dRow; k++) x = shiftS(x);
  for (let k = 0; k > dRow; k--) x = shiftN(x);
  for (let k = 0; k < dCol; k++) x = shiftE(x);
  for (let k = 0; k > dCol; k--) x = shiftW(x);
  return x;
}

/** Union of the 8 one-cell shifts: every cell that has an occupied cell among its 8 neighbours. O(1). */
export function neighbours8(x: Board): Board {
  const we = shiftW(x) | shiftE(x);
  const row = we | x;
  return shiftN(row) | shiftS(row) | we;
}

/** Union of the 4 orthogonal one-cell shifts. O(1). */
export function neighbours4(x: Board): Board {
  return shiftN(x) | shiftS(x) | shiftW(x) | shiftE(x);
}

/** `NEIGHBOURS8[i]`: the board of the (up to 8) cells adjacent to cell `i`, diagonals included. */
export const NEIGHBOURS8: Uint16Array = new Uint16Array(16).map((_, i) => neighbours8(1 << i));
/** `NEIGHBOURS4[i]`: the board of the (up to 4) cells orthogonally adjacent to cell `i`. */
export const NEIGHBOURS4: Uint16Array = new Uint16Array(16).map((_, i) => neighbours4(1 << i));

// ---------------------------------------------------------------------------------------------
// span, translation to the canonical corner

/** Bitmask of occupied columns, bit `c` = internal column `c` (0 = rightmost). O(1). */
export function columnMask(x: Board): number {
  return (x | (x >>> 4) | (x >>> 8) | (x >>> 12)) & 0xf;
}

/** Bitmask of occupied rows, bit `r` = internal row `r` (0 = bottom). O(1). */
export function rowMask(x: Board): number {
  let x1 = x | (x >>> 1);
  x1 |= x1 >>> 2;
  // bit 4r of x1 is set iff row r is non-empty
  return (x1 & 1) | ((x1 >>> 3) & 2) | ((x1 >>> 6) & 4) | ((x1 >>> 9) & 8);
}

const SPAN = new Uint8Array(16).map((_, m) => (m === 0 ? 0 : 32 - Math.clz32(m) - (31 - Math.clz32(m & -m))));

/** Width of the occupied region (0..4): number of columns from the leftmost to the rightmost dove. O(1). */
export function width(x: Board): number {
  return SPAN[columnMask(x)]!;
}

/** Height of the occupied region (0..4). O(1). */
export function height(x: Board): number {
  return SPAN[rowMask(x)]!;
}

/**
 * The amount `normalize` shifts by: `4·(lowest occupied row) + (rightmost occupied column)`,
 * so that `normalize(x) === x >>> normalizationShift(x)`. 0 for the empty board. O(1).
 */
export function normalizationShift(x: Board): number {
  if (x === 0) return 0;
  const minRow = (31 - Math.clz32(x & -x)) >> 2;
  const cols = columnMask(x);
  return 4 * minRow + (31 - Math.clz32(cols & -cols));
}

/**
 * Translate `x` into the canonical corner: as far down and right as possible (the blog's
 * `limit_shift_se`), so bit 0's row and column are both occupied. O(1).
 */
export function normalize(x: Board): Board {
  return x >>> normalizationShift(x);
}

/** Reference `normalize`: shift east / south one cell at a time, as in the blog. O(1). */
export function normalizeReference(x: Board): Board {
  if (x === 0) return 0;
  while ((x & COLUMN_RIGHT) === 0) x = shiftE(x);
  while ((x & ROW_BOTTOM) === 0) x = shiftS(x);
  return x;
}

// ---------------------------------------------------------------------------------------------
// symmetries

/** Names of the 8 symmetries, indexed 0..7 (rotations are counterclockwise as seen). */
export const SYMMETRY_NAMES = [
  "identity",
  "rot90", // counterclockwise quarter turn: bottom-right corner goes to top-right
  "rot180",
  "rot270", // clockwise quarter turn
  "flipH", // mirror left <-> right
  "flipV", // mirror top <-> bottom
  "transpose", // reflection in the top-left / bottom-right diagonal (matrix transpose, the blog's 転置)
  "antiTranspose", // reflection in the bottom-left / top-right diagonal
] as const;
/** Name of one of the 8 symmetries. */
export type SymmetryName = (typeof SYMMETRY_NAMES)[number];

/** Image of the visual coordinates (X from the left, Y from the bottom, both 0..3) under symmetry s. */
function symXY(s: number, X: number, Y: number): [number, number] {
  switch (s) {
    case 0: return [X, Y];
    case 1: return [3 - Y, X];
    case 2: return [3 - X, 3 - Y];
    case 3: return [Y, 3 - X];
    case 4: return [3 - X, Y];
    case 5: return [X, 3 - Y];
    case 6: return [3 - Y, 3 - X];
    default: return [Y, X];
  }
}

/**
 * `SYMMETRY_PERMUTATIONS[s][i]`: the cell that cell `i` goes to under symmetry `s`
 * (the blog's `MAP` table, in this module's symmetry order).
 */
export const SYMMETRY_PERMUTATIONS: readonly Uint8Array[] = Array.from({ length: 8 }, (_, s) =>
  new Uint8Array(16).map((_, i) => {
    const [X, Y] = symXY(s, 3 - (i & 3), i >> 2);
    return 4 * Y + (3 - X);
  }),
);

/** Reference symmetry: move every occupied cell through {@link SYMMETRY_PERMUTATIONS}. O(16). */
export function applySymmetryReference(s: number, x: Board): Board {
  const p = SYMMETRY_PERMUTATIONS[s]!;
  let y = 0;
  for (let i = 0; i < 16; i++) if ((x >>> i) & 1) y |= 1 << p[i]!;
  return y;
}

// The image of a board is the OR of the images of its two bytes.
const SYM_LO = new Uint16Array(8 * 256);
const SYM_HI = new Uint16Array(8 * 256);
for (let s = 0; s < 8; s++) {
  for (let b = 0; b < 256; b++) {
    SYM_LO[s * 256 + b] = applySymmetryReference(s, b);
    SYM_HI[s * 256 + b] = applySymmetryReference(s, b << 8);
  }
}

/** Image of board `x` under symmetry `s` (0..7) of the 4×4 square; two table lookups. O(1). */
export function applySymmetry(s: number, x: Board): Board {
  const o = s << 8;
  return SYM_LO[o + (x & 0xff)]! | SYM_HI[o + (x >>> 8)]!;
}

/** Image of a single cell under symmetry `s`. O(1). */
export function symmetryOfCell(s: number, i: number): number {
  return SYMMETRY_PERMUTATIONS[s]![i]!;
}

const COMPOSE = new Uint8Array(64);
const INVERSE = new Uint8Array(8);
for (let a = 0; a < 8; a++) {
  for (let b = 0; b < 8; b++) {
    const pa = SYMMETRY_PERMUTATIONS[a]!;
    const pb = SYMMETRY_PERMUTATIONS[b]!;
    const ab = Array.from({ length: 16 }, (_, i) => pa[pb[i]!]!);
    const c = SYMMETRY_PERMUTATIONS.findIndex((p) => p.every((v, i) => v === ab[i]));
    COMPOSE[a * 8 + b] = c;
    if (c === 0) INVERSE[a] = b;
  }
}

/** The symmetry `a ∘ b` (apply `b` first, then `a`). O(1) table lookup. */
export function composeSymmetries(a: number, b: number): number {
  return COMPOSE[a * 8 + b]!;
}

/** The inverse of symmetry `s`. O(1). */
export function inverseSymmetry(s: number): number {
  return INVERSE[s]!;
}

// ---------------------------------------------------------------------------------------------
// canonical forms

/**
 * Canonical form of a shape under translation, rotation and reflection: the minimum over the
 * 8 symmetries `s` of `normalize(applySymmetry(s, x))`. O(8).
 */
export function canonicalForm(x: Board): Board {
  let best = 0x10000;
  for (let s = 0; s < 8; s++) {
    const y = normalize(applySymmetry(s, x));
    if (y < best) best = y;
  }
  return best;
}

/** A shape's canonical form together with its symmetry under translation + the 8 symmetries. */
export interface ShapeSymmetry {
  /** {@link canonicalForm} of the shape. */
  canonical: Board;
  /** Bit `s` set iff `normalize(applySymmetry(s, x)) === normalize(x)` (the stabilizer). */
  stabilizer: number;
  /** Number of symmetries in the stabilizer: 1, 2, 4 or 8. */
  order: number;
  /** Number of distinct normalized images (orbit size) = 8 / order. */
  orbit: number;
}

/** Canonical form and stabilizer of a shape. O(8). */
export function shapeSymmetry(x: Board): ShapeSymmetry {
  const base = normalize(x);
  let best = 0x10000;
  let stabilizer = 0;
  for (let s = 0; s < 8; s++) {
    const y = normalize(applySymmetry(s, x));
    if (y < best) best = y;
    if (y === base) stabilizer |= 1 << s;
  }
  const order = popcount(stabilizer);
  return { canonical: best, stabilizer, order, orbit: 8 / order };
}

/**
 * How to bring `x` to its canonical form: the first symmetry `s` with
 * `normalize(applySymmetry(s, x)) === canonicalForm(x)`, and the shift that normalizes the
 * image. A cell `i` of `x` lands on cell `mapCell(i, symmetry, shift)`. O(8).
 */
export function canonicalTransform(x: Board): { board: Board; symmetry: number; shift: number } {
  let best = 0x10000;
  let symmetry = 0;
  let shift = 0;
  for (let s = 0; s < 8; s++) {
    const y = applySymmetry(s, x);
    const sh = normalizationShift(y);
    if (y >>> sh < best) {
      best = y >>> sh;
      symmetry = s;
      shift = sh;
    }
  }
  return { board: best, symmetry, shift };
}

/** Where cell `i` goes under symmetry `s` followed by a shift right by `shift` bits. O(1). */
export function mapCell(i: number, s: number, shift: number): number {
  return SYMMETRY_PERMUTATIONS[s]![i]! - shift;
}

// ---------------------------------------------------------------------------------------------
// isolation, walls, surrounded

/** Cells of `x` with no other occupied cell among their 8 neighbours (孤立したハト). O(1). */
export function isolatedCells(x: Board): Board {
  return x & ~neighbours8(x) & 0xffff;
}

/** Whether some dove of `x` is isolated (the blog's `is_isolated`). O(1). */
export function hasIsolated(x: Board): boolean {
  return (x & neighbours8(x)) !== x;
}

/** Reference isolation test, cell by cell through {@link NEIGHBOURS8}. O(16). */
export function hasIsolatedReference(x: Board): boolean {
  for (let i = 0; i < 16; i++) if ((x >>> i) & 1 && (x & NEIGHBOURS8[i]!) === 0) return true;
  return false;
}

/**
 * Whether the doves span all 4 columns (both the leftmost and the rightmost column are
 * occupied, even with an empty column between), so there are walls left and right. O(1).
 */
export function hasWallsLeftRight(x: Board): boolean {
  return (columnMask(x) & 9) === 9;
}

/** Whether the doves span all 4 rows (top and bottom rows occupied): walls above and below. O(1). */
export function hasWallsTopBottom(x: Board): boolean {
  return (rowMask(x) & 9) === 9;
}

/**
 * The cells whose 4 orthogonal neighbours are each a dove or a wall (for any cell, occupied
 * or not). Walls stand outside the frame on the sides the doves span completely; when the
 * doves span fewer than 4 columns (rows), every off-frame neighbour in that dimension counts
 * as empty, whatever the translation of `x`. O(1).
 */
export function enclosedCells(x: Board): Board {
  const lr = (columnMask(x) & 9) === 9;
  const tb = (rowMask(x) & 9) === 9;
  const blockedN = shiftS(x) | (tb ? ROW_TOP : 0);
  const blockedS = shiftN(x) | (tb ? ROW_BOTTOM : 0);
  const blockedW = shiftE(x) | (lr ? COLUMN_LEFT : 0);
  const blockedE = shiftW(x) | (lr ? COLUMN_RIGHT : 0);
  return blockedN & blockedS & blockedW & blockedE;
}

/** The doves of `x` that are surrounded (each orthogonal neighbour a dove or a wall). O(1). */
export function surroundedCells(x: Board): Board {
  return x & enclosedCells(x);
}

/** Whether the dove on cell `i` is surrounded (`x` must contain `i`). O(1). */
export function isSurrounded(x: Board, i: number): boolean {
  return ((enclosedCells(x) >>> i) & 1) === 1;
}

/**
 * Reference surrounded test, neighbour by neighbour from reading-order coordinates: an
 * off-frame neighbour is a wall iff the doves span that whole dimension. O(1).
 */
export function isSurroundedReference(x: Board, i: number): boolean {
  const r = rowOf(i);
  const c = colOf(i);
  const lr = width(x) === 4;
  const tb = height(x) === 4;
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
    const rr = r + dr;
    const cc = c + dc;
    if (rr < 0 || rr > 3) {
      if (!tb) return false;
    } else if (cc < 0 || cc > 3) {
      if (!lr) return false;
    } else if (((x >>> (15 - 4 * rr - cc)) & 1) === 0) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// text

/**
 * Draw a board as 4 lines of 4 characters, top row first (bit 15 top-left, bit 0
 * bottom-right), like the blog's `u16_to_square`. O(16).
 */
export function boardToString(x: Board, occupied = "x", empty = "."): string {
  const lines: string[] = [];
  for (let r = 3; r >= 0; r--) {
    let line = "";
    for (let c = 3; c >= 0; c--) line += (x >>> (4 * r + c)) & 1 ? occupied : empty;
    lines.push(line);
  }
  return lines.join("\n");
}

/**
 * Parse a drawing of at most 4 lines of at most 4 characters (first line = top row, first
 * character = left column; missing lines / characters are empty). `.`, `-`, `0` and space are
 * empty cells, any other character is a dove. Throws {@link InputError} naming the line and
 * column of anything outside the frame. O(length).
 */
export function parseBoard(text: string): Board {
  if (typeof text !== "string") throw new InputError(`a board drawing must be a string, got ${text === null ? "null" : typeof text}`);
  const lines = text.replace(/\r/g, "").split("\n");
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  if (lines.length > 4) throw new InputError(`a board has at most 4 lines, got ${lines.length}`, `line 5`);
  let x = 0;
  lines.forEach((raw, row) => {
    const line = raw.replace(/\s+$/, "");
    if (line.length > 4) {
      throw new InputError(`a board line has at most 4 cells, got ${JSON.stringify(line)}`, `line ${row + 1}, column 5`);
    }
    for (let col = 0; col < line.length; col++) {
      if (!".-0 ".includes(line[col]!)) x |= 1 << (15 - 4 * row - col);
    }
  });
  return x;
}
