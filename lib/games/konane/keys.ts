/**
 * Packed keys of Konane boards for transposition tables: a header of the shape (one word
 * `rows · 65536 + cols` when rows < 32768 and cols < 65536 — every board met in practice — else
 * two words `−rows, cols`; the shape is part of every key, so boards of different shapes never
 * share one, and the sign tells the two header forms apart), then the cells 2 bits each (0 empty,
 * 1 `B`, 2 `W`; cell p in word h + (p >> 4) at bit 2·(p & 15), h the header's length).
 *
 * {@link symmetryClassKey} folds the symmetries of Konane: the 8 symmetries of the rectangle
 * (rotations, reflections: the rules are invariant under them) and the colour swap, which maps
 * a position to its negative (Left and Right exchange their stones). Boards in one class share
 * the key; `swapped` tells whether the key's representative is the colour-swapped board.
 */
import type { Board } from "./board";

/** Number of int32 words of the key of a rows×cols board (at most 2 + cells / 16). O(1). */
export function keyWords(rows: number, cols: number): number {
  return headerWords(rows, cols) + Math.ceil((rows * cols) / 16);
}

/** Words of the shape header: 1 for the boards met in practice, 2 for huge ones. O(1). */
function headerWords(rows: number, cols: number): number {
  return rows < 32768 && cols < 65536 ? 1 : 2;
}

/** Writes the shape header of a rows×cols key into `out`; returns its length (see the module comment). O(1). */
function writeHeader(rows: number, cols: number, out: Int32Array): number {
  if (rows < 32768 && cols < 65536) {
    out[0] = rows * 65536 + cols;
    return 1;
  }
  out[0] = -rows;
  out[1] = cols;
  return 2;
}

/**
 * Writes the key of `board` as given (no symmetry) into `out`; returns its length. One pass over
 * the cells, each word built from its 16 cells (highest first) and stored once: O(cells). This is
 * the engine's per-option key (every option met is packed before its table look-up), so it avoids
 * `packCells`' permutation and colour look-ups.
 */
export function positionKey(board: Board, out: Int32Array): number {
  const cells = board.cells;
  const n = cells.length;
  let w = writeHeader(board.rows, board.cols, out);
  for (let i = 0; i < n; i += 16) {
    let acc = 0;
    for (let j = (i + 16 < n ? i + 16 : n) - 1; j >= i; j--) acc = (acc << 2) | cells[j]!;
    out[w++] = acc;
  }
  return w;
}

/**
 * Packs the cells after the `w` header words of `out`, 2 bits each: cell i of the key is
 * `cells[perm[i]]`, colour-swapped (B ↔ W) when `swap`. Each word is built from its 16 cells and
 * swapped as a whole (exchanging the two bits of every cell). Returns the key length. O(cells).
 */
function packCells(cells: Uint8Array, perm: Int32Array, swap: boolean, out: Int32Array, w: number): number {
  const n = cells.length;
  for (let i = 0; i < n; i += 16) {
    let acc = 0;
    for (let j = (i + 16 < n ? i + 16 : n) - 1; j >= i; j--) acc = (acc << 2) | cells[perm[j]!]!;
    out[w++] = swap ? ((acc << 1) & 0xaaaaaaaa) | ((acc >>> 1) & 0x55555555) : acc;
  }
  return w;
}

const permCache = new Map<number, Int32Array[]>();

/**
 * The cell permutations of the rectangle symmetries of a rows×cols board that put it in its
 * orientation with fewer rows than columns (all 8 for a square, 4 otherwise): entry i of a
 * permutation is the source cell of cell i of the transformed board. Cached per shape.
 */
export function orientationPermutations(rows: number, cols: number): readonly Int32Array[] {
  const id = rows * 65536 + cols;
  let perms = permCache.get(id);
  if (perms) return perms;
  perms = [];
  for (let t = 0; t < 8; t++) {
    const transpose = (t & 4) !== 0;
    if (transpose ? cols > rows : rows > cols) continue;
    const h = transpose ? cols : rows;
    const w = transpose ? rows : cols;
    const perm = new Int32Array(rows * cols);
    let i = 0;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++, i++) {
        let sr = transpose ? c : r;
        let sc = transpose ? r : c;
        if (t & 1) sr = rows - 1 - sr;
        if (t & 2) sc = cols - 1 - sc;
        perm[i] = sr * cols + sc;
      }
    }
    perms.push(perm);
  }
  if (rows < 65536 && cols < 65536) permCache.set(id, perms);
  return perms;
}

/** Result of {@link symmetryClassKey}: key length and whether the colours were swapped. */
export interface SymmetryClassKey {
  length: number;
  swapped: boolean;
}

/** Cell value after the colour swap (B ↔ W, empty stays). */
const SWAP_COLOUR = [0, 2, 1, 3];

/**
 * Writes into `out` the key of the least image of the board's symmetry class — over the rectangle
 * symmetries in the orientation with fewer rows, each with and without the colour swap, images
 * compared as sequences of cell values (empty < B < W) in row-major order — and sets
 * `result.length` and `result.swapped` (true when the representative is colour-swapped, whose
 * value is the negative of the board's). Boards have equal keys iff they are in the same class.
 * The images are compared cell by cell, dropping each as soon as it is larger than another, and
 * only the least is packed: O(cells) when the images differ early, O(8 × cells) at worst
 * (symmetric boards).
 */
export function symmetryClassKey(board: Board, out: Int32Array, result: SymmetryClassKey): void {
  const { rows, cols, cells } = board;
  const perms = orientationPermutations(rows, cols);
  const candidates = perms.length * 2; // candidate c: orientation c >> 1, colours swapped when c & 1
  const n = cells.length;
  let alive = (1 << candidates) - 1;
  for (let i = 0; i < n && (alive & (alive - 1)) !== 0; i++) {
    let least = 4;
    let keep = 0;
    for (let o = 0; 2 * o < candidates; o++) {
      const pair = (alive >> (2 * o)) & 3; // candidates 2o (as is) and 2o + 1 (colours swapped) of orientation o
      if (pair === 0) continue;
      const v = cells[perms[o]![i]!]!;
      if ((pair & 1) !== 0) {
        if (v < least) {
          least = v;
          keep = 1 << (2 * o);
        } else if (v === least) keep |= 1 << (2 * o);
      }
      if ((pair & 2) !== 0) {
        const sv = SWAP_COLOUR[v]!;
        if (sv < least) {
          least = sv;
          keep = 2 << (2 * o);
        } else if (sv === least) keep |= 2 << (2 * o);
      }
    }
    alive = keep;
  }
  const chosen = 31 - Math.clz32(alive & -alive); // the first of the least images
  const perm = perms[chosen >> 1]!;
  const swap = (chosen & 1) !== 0;
  const h = writeHeader(Math.min(rows, cols), Math.max(rows, cols), out);
  result.length = packCells(cells, perm, swap, out, h);
  result.swapped = swap;
}
