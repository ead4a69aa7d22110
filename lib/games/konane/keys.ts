/**
 * Packed keys of Konane boards for transposition tables: two header words (rows, cols — the
 * shape is part of every key, so boards of different shapes never share one), then the cells
 * 2 bits each (0 empty, 1 `B`, 2 `W`; cell p in word 2 + (p >> 4) at bit 2·(p & 15)).
 *
 * {@link symmetryClassKey} folds the symmetries of Konane: the 8 symmetries of the rectangle
 * (rotations, reflections: the rules are invariant under them) and the colour swap, which maps
 * a position to its negative (Left and Right exchange their stones). Boards in one class share
 * the key; `swapped` tells whether the key's representative is the colour-swapped board.
 */
import type { Board } from "./board";

/** Number of int32 words of the key of a rows×cols board. O(1). */
export function keyWords(rows: number, cols: number): number {
  return 2 + Math.ceil((rows * cols) / 16);
}

/** Writes the key of `board` as given (no symmetry) into `out`; returns its length. O(cells). */
export function positionKey(board: Board, out: Int32Array): number {
  const { rows, cols, cells } = board;
  const words = keyWords(rows, cols);
  out.fill(0, 0, words);
  out[0] = rows;
  out[1] = cols;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v !== 0) out[2 + (i >> 4)]! |= v << ((i & 15) << 1);
  }
  return words;
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

let tmpA: Int32Array = new Int32Array(8);
let tmpB: Int32Array = new Int32Array(8);

function lessFrom(a: Int32Array, b: Int32Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (a[k] !== b[k]) return a[k]! < b[k]!;
  }
  return false;
}

/**
 * Writes into `out` the least key (word-wise) over the board's symmetry class — the rectangle
 * symmetries in the orientation with fewer rows, each with and without the colour swap — and
 * sets `result.length` and `result.swapped` (true when the representative is colour-swapped,
 * whose value is the negative of the board's). Boards have equal keys iff they are in the same
 * class. O(16 × cells).
 */
export function symmetryClassKey(board: Board, out: Int32Array, result: SymmetryClassKey): void {
  const { rows, cols, cells } = board;
  const words = keyWords(rows, cols);
  if (tmpA.length < words) {
    tmpA = new Int32Array(words * 2);
    tmpB = new Int32Array(words * 2);
  }
  const h0 = Math.min(rows, cols);
  const w0 = Math.max(rows, cols);
  let have = false;
  let swapped = false;
  for (const perm of orientationPermutations(rows, cols)) {
    tmpA.fill(0, 0, words);
    tmpB.fill(0, 0, words);
    for (let i = 0; i < perm.length; i++) {
      const v = cells[perm[i]!]!;
      if (v !== 0) {
        const w = 2 + (i >> 4);
        const sh = (i & 15) << 1;
        tmpA[w]! |= v << sh;
        tmpB[w]! |= (3 - v) << sh;
      }
    }
    if (!have || lessFrom(tmpA, out, 2, words)) {
      out.set(tmpA.subarray(0, words));
      have = true;
      swapped = false;
    }
    if (lessFrom(tmpB, out, 2, words)) {
      out.set(tmpB.subarray(0, words));
      swapped = true;
    }
  }
  out[0] = h0;
  out[1] = w0;
  result.length = words;
  result.swapped = swapped;
}
