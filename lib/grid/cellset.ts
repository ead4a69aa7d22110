/**
 * Cell sets: the free cells of a rectangular board, for placement games (a move fills the free
 * cells of one piece: Cram's dominoes, Domineering's, Triomineering's trominoes). A board of at most
 * {@link BITBOARD_CELLS} cells and 32 columns is two machine words (lib/grid's bitboards: cell
 * (r, c) = bit r·width + c), so that a position's options, its components, its crop and its images
 * under the symmetries of the rectangle are word operations and an option is one small object;
 * larger boards keep a {@link Grid} of 0 (free) and 1 (filled) cells and take the grid toolkit's
 * general paths (the same results, cell by cell). Pieces are {@link CellPattern}s.
 *
 * Keys: {@link cellSetKey} (the board as it is) and {@link foldedCellSetKey} (its free cells
 * cropped and folded over a symmetry group) are numbers below 2^53 for at most 40 cells, a
 * six-character string up to 64, and a string starting "g" on the general path: never equal for
 * different boards (or images). test/cellset.test.ts checks both paths against plain cell-by-cell
 * reference code on random boards, at 63, 64 and 65 cells and at 127, 128 and 129.
 */
import { definePicture, InputError } from "../util";
import { Grid } from "./grid";
import { formatGrid, type CellAlphabet } from "./picture";
import { BITBOARD_CELLS, bitImage, bitRow, bitShape, lowestComponent, patternAnchors, popcountWord, type BitShape, type CellPattern, type PatternMoves } from "./bitboard";
import { bitBox, connectedComponents } from "./components";
import { foldedGridKey, gridKey } from "./fastkey";
import { gridSvg } from "./svg";
import type { GridSymmetryGroup, Symmetry } from "./symmetry";

/** Cell value of a free cell in a cell set's {@link Grid} form. */
export const FREE = 0;
/** Cell value of a filled (covered or blocked) cell in a cell set's {@link Grid} form. */
export const FILLED = 1;

/**
 * The free cells of an h × w board (immutable). Boards of at most 64 cells and 32 columns hold them
 * in `lo` / `hi` (bit r·width + c; `grid` undefined); larger ones in `grid` (0 free, 1 filled;
 * `lo` = `hi` = 0). `alphabet` (two characters: free, filled) is how it prints, kept by every move,
 * component and crop. Make them with {@link cellSetOfGrid} or {@link cellSetOfBits}.
 */
export class CellSet {
  // `declare` fields and plain assignments keep construction as cheap as an object literal (one per option)
  declare readonly height: number;
  declare readonly width: number;
  declare readonly lo: number;
  declare readonly hi: number;
  declare readonly grid: Grid | undefined;
  declare readonly alphabet: CellAlphabet | undefined;
  /** Prefer {@link cellSetOfBits} / {@link cellSetOfGrid}, which check their input. O(1). */
  constructor(height: number, width: number, lo: number, hi: number, grid: Grid | undefined, alphabet: CellAlphabet | undefined) {
    (this as { height: number }).height = height;
    (this as { width: number }).width = width;
    (this as { lo: number }).lo = lo;
    (this as { hi: number }).hi = hi;
    (this as { grid: Grid | undefined }).grid = grid;
    (this as { alphabet: CellAlphabet | undefined }).alphabet = alphabet;
  }
}

/** Whether an h × w board is kept as two words: at most 64 cells and 32 columns. O(1). */
export function fitsCellBits(height: number, width: number): boolean {
  return height * width <= BITBOARD_CELLS && width <= 32;
}

/** The free cells (lo, hi) of an h × w board that fits in two words (InputError otherwise, or for bits off the board). O(1). */
export function cellSetOfBits(height: number, width: number, lo: number, hi: number, alphabet?: CellAlphabet): CellSet {
  if (!Number.isInteger(height) || !Number.isInteger(width) || height < 0 || width < 0 || !fitsCellBits(height, width)) {
    throw new InputError(`cellSetOfBits: a ${height}×${width} board is not one of at most ${BITBOARD_CELLS} cells and 32 columns (use cellSetOfGrid)`);
  }
  const s = height * width === 0 ? undefined : bitShape(height, width);
  if (((lo & ~(s?.fullLo ?? 0)) | (hi & ~(s?.fullHi ?? 0))) !== 0) throw new InputError(`cellSetOfBits: the words (${lo >>> 0}, ${hi >>> 0}) have bits off the ${height}×${width} board`);
  return new CellSet(height, width, lo | 0, hi | 0, undefined, alphabet);
}

/**
 * The cell set of a grid's cells equal to `free` (default 0): two words when the board fits, else a
 * grid of 0 and 1. `alphabet` (default the grid's own) is how it prints. O(cells).
 */
export function cellSetOfGrid(grid: Grid, free = FREE, alphabet: CellAlphabet | undefined = grid.alphabet): CellSet {
  const { height: h, width: w, cells } = grid;
  if (fitsCellBits(h, w)) {
    let lo = 0, hi = 0;
    for (let i = 0; i < h * w; i++) {
      if (cells[i] !== free) continue;
      if (i < 32) lo |= 1 << i;
      else hi |= 1 << (i - 32);
    }
    return new CellSet(h, w, lo, hi, undefined, alphabet);
  }
  const out = new Uint8Array(h * w);
  for (let i = 0; i < out.length; i++) out[i] = cells[i] === free ? FREE : FILLED;
  return new CellSet(h, w, 0, 0, Grid.unsafeWrap(h, w, out, alphabet), alphabet);
}

/** The board as a grid: 0 free, 1 filled (printed with the set's alphabet). O(cells). */
export function cellSetGrid(set: CellSet): Grid {
  if (set.grid !== undefined) return set.grid;
  const { height: h, width: w, lo, hi } = set;
  const out = new Uint8Array(h * w).fill(FILLED);
  for (let i = 0; i < h * w; i++) if (((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) !== 0) out[i] = FREE;
  return Grid.unsafeWrap(h, w, out, set.alphabet);
}

/** Number of free cells. O(1) on two words, O(cells) on a grid. */
export function cellSetSize(set: CellSet): number {
  return set.grid === undefined ? popcountWord(set.lo) + popcountWord(set.hi) : set.grid.count(FREE);
}

// ---------------------------------------------------------------------------------------------
// pieces
// ---------------------------------------------------------------------------------------------

/**
 * Checks a list of pieces (`what` names them in the message): each a non-empty list of distinct
 * [row, column] offsets whose first cell is its anchor (the first in reading order), 4-connected (a
 * move must lie inside one component of free cells). Returns them (the same objects: the bitboards
 * cache their move tables per piece object). O(total cells²).
 */
export function checkPieces(what: string, pieces: unknown): readonly CellPattern[] {
  if (!Array.isArray(pieces) || pieces.length === 0) throw new InputError(`${what} must be a non-empty list of pieces, each a list of [row, column] cells, got ${JSON.stringify(pieces)}`);
  pieces.forEach((p: unknown, k: number) => {
    const where = `${what}[${k}]`;
    if (!Array.isArray(p) || p.length === 0) throw new InputError(`${where} must be a non-empty list of [row, column] cells, got ${JSON.stringify(p)}`);
    const seen = new Set<string>();
    (p as unknown[]).forEach((cell, j) => {
      if (!Array.isArray(cell) || cell.length !== 2 || !Number.isInteger(cell[0]) || !Number.isInteger(cell[1]) || Math.abs(cell[0] as number) > 64 || Math.abs(cell[1] as number) > 64) {
        throw new InputError(`${where}: cell ${j} must be [row, column] (integers), got ${JSON.stringify(cell)}`);
      }
      const [dr, dc] = cell as [number, number];
      if (dr < 0 || (dr === 0 && dc < 0)) throw new InputError(`${where}: cell ${j} ${JSON.stringify(cell)} comes before the anchor [0, 0] in reading order; list a piece's cells from its first (top row, then leftmost)`);
      if (j === 0 && (dr !== 0 || dc !== 0)) throw new InputError(`${where}: the first cell must be the anchor [0, 0], got ${JSON.stringify(cell)}`);
      if (seen.has(`${dr},${dc}`)) throw new InputError(`${where}: cell ${JSON.stringify(cell)} is listed twice`);
      seen.add(`${dr},${dc}`);
    });
    // 4-connected: grow from the anchor
    const reached = new Set<string>(["0,0"]);
    const queue: [number, number][] = [[0, 0]];
    while (queue.length > 0) {
      const [r, c] = queue.pop()!;
      for (const [a, b] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
        const id = `${a},${b}`;
        if (seen.has(id) && !reached.has(id)) {
          reached.add(id);
          queue.push([a, b]);
        }
      }
    }
    if (reached.size !== seen.size) throw new InputError(`${where}: the cells ${JSON.stringify(p)} are not 4-connected (a piece must lie inside one region of free cells, or splitting positions into regions would be unsound)`);
  });
  return pieces as readonly CellPattern[];
}

/** The piece's cells as a translation-free shape string (sorted "r,c" after moving its least row and column to 0), for comparing pieces. O(cells log cells). */
export function pieceShape(piece: CellPattern): string {
  const minR = Math.min(...piece.map(([r]) => r));
  const minC = Math.min(...piece.map(([, c]) => c));
  return piece.map(([r, c]) => `${r - minR},${c - minC}`).sort().join(" ");
}

// ---------------------------------------------------------------------------------------------
// options
// ---------------------------------------------------------------------------------------------

const TMP = new Int32Array(4);

/**
 * Appends to `out` the board after each placement of each piece on free cells (pieces in order,
 * then anchors in reading order). O(pieces · |piece|) word operations plus one object per option
 * on two words; O(pieces · cells · |piece|) on a grid.
 */
export function placementOptions(set: CellSet, pieces: readonly CellPattern[], out: CellSet[]): void {
  if (set.grid !== undefined) {
    gridPlacements(set, pieces, out);
    return;
  }
  const { height: h, width: w, lo, hi, alphabet } = set;
  if (h * w === 0) return;
  const shape = bitShape(h, w);
  for (let k = 0; k < pieces.length; k++) {
    const m = anchors(shape, pieces[k]!, lo, hi);
    let aLo = ANCHORS[0]!;
    let aHi = ANCHORS[1]!;
    const cl = m.cellsLo;
    const ch = m.cellsHi;
    while (aLo !== 0) {
      const i = 31 - Math.clz32(aLo & -aLo);
      aLo &= aLo - 1;
      out.push(new CellSet(h, w, lo ^ cl[i]!, hi ^ ch[i]!, undefined, alphabet));
    }
    while (aHi !== 0) {
      const i = 63 - Math.clz32(aHi & -aHi);
      aHi &= aHi - 1;
      out.push(new CellSet(h, w, lo ^ cl[i]!, hi ^ ch[i]!, undefined, alphabet));
    }
  }
}

const ANCHORS = new Int32Array(2);

/** The anchors (two words, into ANCHORS) where `piece` fits on the free cells (lo, hi) of `shape`, and the piece's move tables. O(|piece|). */
function anchors(shape: BitShape, piece: CellPattern, lo: number, hi: number): PatternMoves {
  const m = shape.moves(piece);
  patternAnchors(m, lo, hi, ANCHORS);
  return m;
}

/** {@link placementOptions} on a grid, cell by cell (also the plain reference of the word path). O(pieces · cells · |piece|). */
function gridPlacements(set: CellSet, pieces: readonly CellPattern[], out: CellSet[]): void {
  const g = cellSetGrid(set);
  const { height: h, width: w } = set;
  for (const piece of pieces) {
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        if (!piece.every(([dr, dc]) => r + dr < h && c + dc >= 0 && c + dc < w && g.cells[(r + dr) * w + c + dc] === FREE)) continue;
        const cells = g.cells.slice();
        for (const [dr, dc] of piece) cells[(r + dr) * w + c + dc] = FILLED;
        const next = Grid.unsafeWrap(h, w, cells, set.alphabet);
        out.push(set.grid !== undefined ? new CellSet(h, w, 0, 0, next, set.alphabet) : cellSetOfGrid(next, FREE, set.alphabet));
      }
    }
  }
}

/** The plain reference of {@link placementOptions}: every placement found cell by cell on the board's grid, in the same order. O(pieces · cells · |piece|). */
export function plainPlacementOptions(set: CellSet, pieces: readonly CellPattern[]): CellSet[] {
  const out: CellSet[] = [];
  gridPlacements(set, pieces, out);
  return out;
}

/** Whether some piece fits on the free cells. O(pieces · |piece|) on two words. */
export function hasPlacement(set: CellSet, pieces: readonly CellPattern[]): boolean {
  if (set.grid !== undefined) {
    const out: CellSet[] = [];
    gridPlacements(set, pieces, out);
    return out.length > 0;
  }
  const { height: h, width: w, lo, hi } = set;
  if (h * w === 0) return false;
  const shape = bitShape(h, w);
  for (let k = 0; k < pieces.length; k++) {
    anchors(shape, pieces[k]!, lo, hi);
    if ((ANCHORS[0]! | ANCHORS[1]!) !== 0) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// crops and components
// ---------------------------------------------------------------------------------------------

/**
 * The set cells (lo, hi) of a board `w` columns wide (≤ 32) inside the box of bh × bw cells at
 * (top, left), as the two words of that box (bh·bw ≤ 64), into out[0], out[1]. O(bh).
 */
export function cropWords(w: number, lo: number, hi: number, top: number, left: number, bh: number, bw: number, out: Int32Array): void {
  const mask = bw >= 32 ? -1 : (1 << bw) - 1;
  let nlo = 0, nhi = 0;
  for (let r = 0; r < bh; r++) {
    const m = (bitRow(lo, hi, w, top + r) >>> left) & mask;
    const p = r * bw;
    if (p < 32) {
      nlo |= m << p;
      if (p > 0 && p + bw > 32) nhi |= m >>> (32 - p);
    } else nhi |= m << (p - 32);
  }
  out[0] = nlo;
  out[1] = nhi;
}

const BOX = new Int32Array(4);
const CUT = new Int32Array(2);

/** The free cells cropped to their bounding box (the set itself when nothing can go; the 0×0 board when none is free). O(height) on two words, O(cells) on a grid. */
export function cropCellSet(set: CellSet): CellSet {
  if (set.grid !== undefined) {
    const t = set.grid.trim((v) => v === FREE);
    return t === set.grid ? set : cellSetOfGrid(t, FREE, set.alphabet);
  }
  const { width: w, lo, hi } = set;
  if ((lo | hi) === 0) return set.height === 0 && set.width === 0 ? set : new CellSet(0, 0, 0, 0, undefined, set.alphabet);
  bitBox(lo, hi, w, BOX);
  const top = BOX[0]!, left = BOX[1]!, bh = BOX[2]!, bw = BOX[3]!;
  if (bh === set.height && bw === w) return set;
  cropWords(w, lo, hi, top, left, bh, bw, CUT);
  return new CellSet(bh, bw, CUT[0]!, CUT[1]!, undefined, set.alphabet);
}

/**
 * The 4-connected regions of free cells with at least `minCells` cells, each cropped to its bounding
 * box, in the order of their first cell; `[set]` itself when it is one region filling its board.
 * O(cells · diameter) word steps on two words; O(cells) flood fill on a grid.
 */
export function cellSetComponents(set: CellSet, minCells: number): CellSet[] {
  if (set.grid !== undefined) return gridComponents(set, minCells);
  return splitWords(set.height, set.width, set.lo, set.hi, minCells, set, regionOf);
}

/** A region of `whole` as a cell set printed as `whole` is. O(1). */
function regionOf(whole: CellSet, h: number, w: number, lo: number, hi: number): CellSet {
  return new CellSet(h, w, lo, hi, undefined, whole.alphabet);
}

/**
 * The 4-connected regions of the set cells (lo, hi) of an h × w board (≤ 32 columns) with at least
 * `minCells` cells, each cropped to its bounding box and made by `make(whole, …)` (one function per
 * caller, no closure per call), in the order of their lowest cell; `[whole]` when the board is one
 * region filling it. O(cells · diameter) word steps.
 */
export function splitWords<T>(h: number, w: number, lo: number, hi: number, minCells: number, whole: T, make: (whole: T, height: number, width: number, lo: number, hi: number) => T): T[] {
  const out: T[] = [];
  if ((lo | hi) === 0) return out;
  const allLo = lo;
  const allHi = hi;
  const shape = bitShape(h, w);
  while ((lo | hi) !== 0) {
    lowestComponent(shape, lo, hi, TMP);
    const cl = TMP[0]!;
    const ch = TMP[1]!;
    lo ^= cl;
    hi ^= ch;
    if (popcountWord(cl) + popcountWord(ch) < minCells) continue;
    bitBox(cl, ch, w, BOX);
    const top = BOX[0]!, left = BOX[1]!, bh = BOX[2]!, bw = BOX[3]!;
    // the board itself when this region is every set cell and fills the board
    if (cl === allLo && ch === allHi && bh === h && bw === w) return [whole];
    cropWords(w, cl, ch, top, left, bh, bw, CUT);
    out.push(make(whole, bh, bw, CUT[0]!, CUT[1]!));
  }
  return out;
}

function gridComponents(set: CellSet, minCells: number): CellSet[] {
  const parts = connectedComponents(set.grid!, { occupied: (v) => v === FREE, fill: FILLED });
  const out: CellSet[] = [];
  for (const p of parts) {
    if (p.cells < minCells) continue;
    if (parts.length === 1 && p.grid === set.grid) return [set];
    out.push(cellSetOfGrid(p.grid, FREE, set.alphabet));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// keys
// ---------------------------------------------------------------------------------------------

/** The key of the words (lo, hi) of an h × w board: a number for at most 40 cells, else six characters. O(1). */
function wordsKey(h: number, w: number, lo: number, hi: number): number | string {
  if (h * w <= 40) return ((hi >>> 0) * 4294967296 + (lo >>> 0)) * 4096 + h * 64 + w;
  return String.fromCharCode(h, w, lo & 0xffff, lo >>> 16, hi & 0xffff, hi >>> 16);
}

/** The key of a general-path key (a grid's): a string starting "g", never a key of two words. O(key). */
function generalKey(k: number | string): string {
  return "g" + String(k);
}

/** An injective key of the board as it is (shape and free cells; not cropped or folded). O(1) on two words, O(cells) on a grid. */
export function cellSetKey(set: CellSet): number | string {
  return set.grid === undefined ? wordsKey(set.height, set.width, set.lo, set.hi) : generalKey(gridKey(set.grid));
}

/** A folded key and whether the image it names exchanges the players (the value is negated). */
export interface FoldedCellSetKey {
  readonly key: number | string;
  readonly swapsPlayers: boolean;
}

const IMG = new Int32Array(2);

/**
 * The key of the least image of the set's free cells, cropped, over the symmetries of `group`
 * (images compared by height, then width, then cells as an unsigned 64-bit number; among equal
 * images one that keeps the players is preferred), and whether that image exchanges the players.
 * Equal keys ⇔ the cropped boards are images of each other under the group. Keys of boards past two
 * words (after cropping) are `grid.foldedGridKey`'s, prefixed "g". O(|group| · ⌈cells/8⌉) table
 * look-ups on two words.
 */
export function foldedCellSetKey(set: CellSet, group: GridSymmetryGroup): FoldedCellSetKey {
  const c = cropCellSet(set);
  if (c.grid !== undefined) {
    const f = foldedGridKey(c.grid, group);
    return { key: generalKey(f.key), swapsPlayers: f.swapsPlayers };
  }
  const { height: h, width: w } = c;
  if (h * w === 0) return { key: 0, swapsPlayers: false };
  const shape = bitShape(h, w);
  const syms = group.symmetries;
  const swapsOf = group.swapsPlayers;
  let bH = 0, bW = 0, bHi = 0, bLo = 0, bSwaps = false;
  let found = false;
  for (let k = 0; k < syms.length; k++) {
    const s: Symmetry = syms[k]!;
    const h2 = s & 4 ? w : h;
    const w2 = s & 4 ? h : w;
    if (found && (h2 > bH || (h2 === bH && w2 > bW))) continue;
    bitImage(shape, s, c.lo, c.hi, IMG);
    const lo = IMG[0]! >>> 0;
    const hi = IMG[1]! >>> 0;
    const swaps = swapsOf?.(s) ?? false;
    const less = !found || h2 < bH || (h2 === bH && (w2 < bW || (w2 === bW && (hi < bHi || (hi === bHi && (lo < bLo || (lo === bLo && bSwaps && !swaps)))))));
    if (less) {
      found = true;
      bH = h2; bW = w2; bHi = hi; bLo = lo; bSwaps = swaps;
    }
  }
  return { key: wordsKey(bH, bW, bLo | 0, bHi | 0), swapsPlayers: bSwaps };
}

// ---------------------------------------------------------------------------------------------
// pictures
// ---------------------------------------------------------------------------------------------

/** The picture of a cell set in its alphabet (`.` free and `#` filled without one), rows joined by `separator`. O(cells). */
export function cellSetPicture(set: CellSet, separator: "|" | "\n" = "|"): string {
  const g = cellSetGrid(set);
  if (set.alphabet !== undefined) return formatGrid(g, set.alphabet, separator);
  const rows: string[] = [];
  for (let r = 0; r < set.height; r++) {
    let s = "";
    for (let c = 0; c < set.width; c++) s += g.cells[r * set.width + c] === FREE ? "." : "#";
    rows.push(s);
  }
  return rows.join(separator);
}

definePicture(CellSet.prototype, {
  label: (s) => `${s.alphabet?.name ?? "Cells"} ${s.height}×${s.width}`,
  text: (s) => cellSetPicture(s, "\n"),
  json: (s) => ({ height: s.height, width: s.width, picture: cellSetPicture(s) }),
  svg: (s) => {
    const a = s.alphabet;
    const g = cellSetGrid(s);
    return gridSvg(g, { glyph: a?.glyph ?? ((v) => (v === FREE ? { kind: "empty" } : { kind: "blocked" })), title: `${a?.name ?? "Cells"} ${cellSetPicture(s)}` });
  },
});
