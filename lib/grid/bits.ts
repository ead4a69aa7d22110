/**
 * Bit-grid fast paths: packed keys of grids (shape included, so a 1×512 and a 2×256 grid never
 * share a key), one uint32 bitmask per row for grids up to 32 wide (bit c = column c), and
 * bitboard helpers for move generators on those masks.
 */
import { InputError, popcount32 } from "../util";
import { Grid, MAX_GRID_SIDE } from "./grid";

/** Bits per cell accepted by packed keys. */
export type BitsPerCell = 1 | 2 | 4 | 8;

function requireBits(bits: number): void {
  if (bits !== 1 && bits !== 2 && bits !== 4 && bits !== 8) throw new InputError(`bits per cell must be 1, 2, 4 or 8, got ${bits}`);
}

/** Words of a packed key of a grid with `cells` cells: 1 header word + ⌈cells·bits/32⌉. O(1). */
export function packedKeyWords(cells: number, bitsPerCell: BitsPerCell): number {
  requireBits(bitsPerCell);
  return 1 + Math.ceil((cells * bitsPerCell) / 32);
}

/**
 * Write the packed key of `grid` into `out[offset .. offset + words)`: word 0 is
 * height·2^16 + width, then the cells row-major, `bitsPerCell` bits each (cell i at bit
 * (i·bits mod 32) of word 1 + ⌊i·bits/32⌋), zero-padded up to `words` (default: exactly the
 * key's length). Keys of different shapes differ in word 0; equal shapes give equal lengths,
 * so the key is injective. Throws {@link InputError} if a cell value needs more bits or `words`
 * is too small. O(words).
 */
export function writePackedKey(grid: Grid, bitsPerCell: BitsPerCell, out: Uint32Array, offset = 0, words?: number): number {
  const need = packedKeyWords(grid.size, bitsPerCell);
  const total = words ?? need;
  if (total < need) throw new InputError(`packed key of a ${grid.height}×${grid.width} grid needs ${need} words, only ${total} given`);
  if (offset < 0 || offset + total > out.length) throw new InputError(`packed key of ${total} words does not fit at offset ${offset} of an array of length ${out.length}`);
  out.fill(0, offset, offset + total);
  out[offset] = ((grid.height << 16) | grid.width) >>> 0;
  const limit = 1 << bitsPerCell;
  const cells = grid.cells;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v >= limit) throw new InputError(`cell value ${v} does not fit in ${bitsPerCell} bit(s)`, `row ${Math.floor(i / grid.width) + 1}, column ${(i % grid.width) + 1} (1-based)`);
    const bit = i * bitsPerCell;
    out[offset + 1 + (bit >>> 5)] |= v << (bit & 31);
  }
  return total;
}

/** The packed key of `grid` as a new array (see {@link writePackedKey}). O(cells). */
export function packedKey(grid: Grid, bitsPerCell: BitsPerCell): Uint32Array {
  const out = new Uint32Array(packedKeyWords(grid.size, bitsPerCell));
  writePackedKey(grid, bitsPerCell, out);
  return out;
}

/** The grid of a packed key (inverse of {@link packedKey}). Throws {@link InputError} for a malformed key. O(cells). */
export function gridOfPackedKey(key: Uint32Array, bitsPerCell: BitsPerCell): Grid {
  requireBits(bitsPerCell);
  if (key.length < 1) throw new InputError("packed key is empty: word 0 must hold the shape");
  const height = key[0]! >>> 16;
  const width = key[0]! & 0xffff;
  if (height > MAX_GRID_SIDE || width > MAX_GRID_SIDE) throw new InputError(`packed key shape ${height}×${width} is too large`);
  const n = height * width;
  if (key.length < packedKeyWords(n, bitsPerCell)) throw new InputError(`packed key of a ${height}×${width} grid needs ${packedKeyWords(n, bitsPerCell)} words, got ${key.length}`);
  const cells = new Uint8Array(n);
  const mask = (1 << bitsPerCell) - 1;
  for (let i = 0; i < n; i++) {
    const bit = i * bitsPerCell;
    cells[i] = (key[1 + (bit >>> 5)]! >>> (bit & 31)) & mask;
  }
  return Grid.of(height, width, cells);
}

/** The packed key as one bigint (word 0 lowest), for `Map` keys. O(words). */
export function packedBigKey(grid: Grid, bitsPerCell: BitsPerCell): bigint {
  const words = packedKey(grid, bitsPerCell);
  let k = 0n;
  for (let w = words.length - 1; w >= 0; w--) k = (k << 32n) | BigInt(words[w]!);
  return k;
}

function requireNarrow(grid: Grid): void {
  if (grid.width > 32) throw new InputError(`row bitmasks need a grid at most 32 wide, got width ${grid.width}`);
}

/**
 * One uint32 per row: bit c of `masks[r]` is set when cell (r, c) is selected, either equal to
 * `select` (a value) or accepted by it (a predicate). Width ≤ 32. O(cells).
 */
export function rowMasks(grid: Grid, select: number | ((value: number) => boolean)): Uint32Array {
  requireNarrow(grid);
  const test = typeof select === "number" ? (v: number) => v === select : select;
  const out = new Uint32Array(grid.height);
  for (let r = 0; r < grid.height; r++) {
    let m = 0;
    for (let c = 0; c < grid.width; c++) if (test(grid.cells[r * grid.width + c]!)) m |= 1 << c;
    out[r] = m >>> 0;
  }
  return out;
}

/**
 * A grid from row masks: `layers[k]` (row masks) marks the cells of value `values[k]`; later
 * layers win; unmarked cells get `background` (default 0). O(cells · layers).
 */
export function gridOfRowMasks(height: number, width: number, layers: readonly (readonly number[] | Uint32Array)[], values: readonly number[], background = 0): Grid {
  if (width > 32) throw new InputError(`row bitmasks need a grid at most 32 wide, got width ${width}`);
  if (layers.length !== values.length) throw new InputError(`gridOfRowMasks: ${layers.length} layers but ${values.length} values`);
  const cells = new Array<number>(height * width).fill(background);
  layers.forEach((masks, k) => {
    if (masks.length !== height) throw new InputError(`gridOfRowMasks: layer ${k + 1} has ${masks.length} rows, expected ${height}`);
    for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) if ((masks[r]! >>> c) & 1) cells[r * width + c] = values[k]!;
  });
  return Grid.of(height, width, cells);
}

/** The mask of a full row of `width` ≤ 32 cells. O(1). */
export function fullRowMask(width: number): number {
  return width >= 32 ? 0xffffffff : ((1 << width) - 1) >>> 0;
}

/** Cells with a selected cell immediately to their left (column c − 1), i.e. the row moved one column right, cut at `width`. O(1). */
export function shiftRight(mask: number, width: number): number {
  return ((mask << 1) & fullRowMask(width)) >>> 0;
}

/** The row moved one column left (cell c + 1 → c). O(1). */
export function shiftLeft(mask: number): number {
  return mask >>> 1;
}

/** Columns c where both c and c + 1 are selected (horizontal pairs, e.g. Left's Domineering moves). O(1). */
export function horizontalPairs(mask: number): number {
  return (mask & (mask >>> 1)) >>> 0;
}

/** Number of selected cells over all rows. O(height). */
export function countCells(masks: ArrayLike<number>): number {
  let n = 0;
  for (let r = 0; r < masks.length; r++) n += popcount32(masks[r]!);
  return n;
}

/**
 * Orthogonal neighbourhood: for each row, the cells that have a selected cell directly above,
 * below, left or right (the selected cells themselves only if they have such a neighbour). O(height).
 */
export function neighbours4(masks: ArrayLike<number>, width: number): Uint32Array {
  const h = masks.length;
  const out = new Uint32Array(h);
  for (let r = 0; r < h; r++) {
    const m = masks[r]!;
    let n = shiftRight(m, width) | shiftLeft(m);
    if (r > 0) n |= masks[r - 1]!;
    if (r + 1 < h) n |= masks[r + 1]!;
    out[r] = n >>> 0;
  }
  return out;
}

/** Call `fn(c)` for every set bit c of `mask`, lowest first. O(set bits). */
export function forEachBit(mask: number, fn: (column: number) => void): void {
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    fn(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
}
