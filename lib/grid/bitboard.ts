/**
 * Bitboards: a set of cells of an h × w board of at most 64 cells as two 32-bit words, cell
 * (r, c) = bit i = r·w + c (bits 0..31 in `lo`, 32..63 in `hi`), so that a position's moves, its
 * connected components, its crop and its images under the 8 symmetries of the rectangle are a few
 * word operations instead of a board per step. A ruleset opts in by declaring its moves as cell
 * patterns (cellset.ts's `placementOptions`: Domineering's vertical domino is the cells (0, 0) and (1, 0));
 * boards of more than {@link BITBOARD_CELLS} cells have no bitboard (`fitsBitboard` is false) and
 * stay in the ruleset's general representation.
 *
 * Everything here is per board shape: {@link bitShape} caches a shape's masks, move tables and
 * symmetry tables (byte-indexed: an image is ⌈cells/8⌉ table look-ups), at most 2 KB per byte of
 * board and symmetry (≤ 25 MB over every shape of ≤ 64 cells, built on first use of a shape).
 * Words are int32 (signed); compare them through `>>> 0`.
 */
import { InputError } from "../util";
import { imageShape, mapCell, type Symmetry } from "./symmetry";

/** Most cells of a bitboard (two 32-bit words). */
export const BITBOARD_CELLS = 64;

/** Whether an h × w board has a bitboard: h, w ≥ 0 and h·w ≤ {@link BITBOARD_CELLS}. O(1). */
export function fitsBitboard(height: number, width: number): boolean {
  return Number.isInteger(height) && Number.isInteger(width) && height >= 0 && width >= 0 && height * width <= BITBOARD_CELLS;
}

/**
 * A move pattern: the [row, column] offsets of the cells a move takes, relative to its anchor, the
 * pattern's first cell in reading order (so every offset is a bit distance r·w + c ≥ 0).
 */
export type CellPattern = readonly (readonly [number, number])[];

/** The moves of one pattern on one board shape (see {@link BitShape.moves}). */
export interface PatternMoves {
  /** The anchors where the pattern fits on the board (two words). */
  readonly fitLo: number;
  readonly fitHi: number;
  /** The pattern's cell offsets as bit distances (anchor + offset = cell), least first. */
  readonly offsets: Int32Array;
  /** For each anchor i, the pattern's cells as two words: `cellsLo[i]`, `cellsHi[i]`. */
  readonly cellsLo: Int32Array;
  readonly cellsHi: Int32Array;
}

/** A board shape's cached masks and tables (see {@link bitShape}). */
export interface BitShape {
  readonly height: number;
  readonly width: number;
  /** All cells of the board (two words). */
  readonly fullLo: number;
  readonly fullHi: number;
  /** Cells not in the first column / not in the last column (two words each). */
  readonly notFirstLo: number;
  readonly notFirstHi: number;
  readonly notLastLo: number;
  readonly notLastHi: number;
  /** The moves of a pattern (cached per pattern object). O(cells · |pattern|) on first use. */
  moves(pattern: CellPattern): PatternMoves;
  /** Byte tables of symmetry s (built on first use; see {@link bitImage}). */
  images(s: Symmetry): Int32Array;
  /**
   * The orthogonal neighbours of every cell: `steps[4·i + d]` is the cell next to cell i in
   * direction d (0 up, 1 down, 2 left, 3 right), −1 off the board. For moves that walk along a
   * line (jumps, captures): a step is one look-up, no row or column arithmetic.
   */
  readonly steps: Int8Array;
}

/** Bit i as two words. */
function bitLo(i: number): number {
  return i < 32 ? 1 << i : 0;
}
function bitHi(i: number): number {
  return i >= 32 ? 1 << (i - 32) : 0;
}

class Shape implements BitShape {
  readonly fullLo: number;
  readonly fullHi: number;
  readonly notFirstLo: number;
  readonly notFirstHi: number;
  readonly notLastLo: number;
  readonly notLastHi: number;
  readonly steps: Int8Array;
  private readonly patterns = new Map<CellPattern, PatternMoves>();
  private readonly tables: (Int32Array | undefined)[] = [];

  constructor(
    readonly height: number,
    readonly width: number,
  ) {
    let fl = 0, fh = 0, nfl = 0, nfh = 0, nll = 0, nlh = 0;
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const i = r * width + c;
        fl |= bitLo(i);
        fh |= bitHi(i);
        if (c > 0) { nfl |= bitLo(i); nfh |= bitHi(i); }
        if (c + 1 < width) { nll |= bitLo(i); nlh |= bitHi(i); }
      }
    }
    this.fullLo = fl; this.fullHi = fh;
    this.notFirstLo = nfl; this.notFirstHi = nfh;
    this.notLastLo = nll; this.notLastHi = nlh;
    const steps = new Int8Array(4 * height * width);
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        const i = 4 * (r * width + c);
        steps[i] = r > 0 ? (r - 1) * width + c : -1;
        steps[i + 1] = r + 1 < height ? (r + 1) * width + c : -1;
        steps[i + 2] = c > 0 ? r * width + c - 1 : -1;
        steps[i + 3] = c + 1 < width ? r * width + c + 1 : -1;
      }
    }
    this.steps = steps;
  }

  moves(pattern: CellPattern): PatternMoves {
    let m = this.patterns.get(pattern);
    if (m === undefined) {
      m = patternMoves(this.height, this.width, pattern);
      this.patterns.set(pattern, m);
    }
    return m;
  }

  images(s: Symmetry): Int32Array {
    let t = this.tables[s];
    if (t === undefined) {
      t = imageTable(this.height, this.width, s);
      this.tables[s] = t;
    }
    return t;
  }
}

function patternMoves(h: number, w: number, pattern: CellPattern): PatternMoves {
  if (!Array.isArray(pattern as unknown) || pattern.length === 0) throw new InputError(`a move pattern must be a non-empty list of [row, column] offsets, got ${JSON.stringify(pattern)}`);
  for (const p of pattern) {
    if (!Array.isArray(p as unknown) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1]) || p[0] < 0 || (p[0] === 0 && p[1] < 0)) {
      throw new InputError(`a move pattern's cells are [row, column] offsets from the anchor, its first cell in reading order (row ≥ 0, and column ≥ 0 in row 0), got ${JSON.stringify(p)}`);
    }
  }
  const cellsLo = new Int32Array(64);
  const cellsHi = new Int32Array(64);
  let fitLo = 0, fitHi = 0;
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      let lo = 0, hi = 0, fits = true;
      for (const [dr, dc] of pattern) {
        const r2 = r + dr, c2 = c + dc;
        if (r2 >= h || c2 < 0 || c2 >= w) { fits = false; break; }
        lo |= bitLo(r2 * w + c2);
        hi |= bitHi(r2 * w + c2);
      }
      if (!fits) continue;
      fitLo |= bitLo(i); fitHi |= bitHi(i);
      cellsLo[i] = lo; cellsHi[i] = hi;
    }
  }
  const offsets = Int32Array.from(pattern.map(([dr, dc]) => dr * w + dc)).sort();
  return { fitLo, fitHi, offsets, cellsLo, cellsHi };
}

/**
 * Byte tables of symmetry s on an h × w board: entry (k·256 + b)·2 and +1 are the two words of
 * the image of byte k of the board (cells 8k..8k+7) holding b. O(cells · 256 / 8) to build.
 */
function imageTable(h: number, w: number, s: Symmetry): Int32Array {
  const n = h * w;
  const bytes = Math.max(1, Math.ceil(n / 8));
  const [, w2] = imageShape(s, h, w);
  const dest = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const [r2, c2] = mapCell(s, h, w, Math.floor(i / w), i % w);
    dest[i] = r2 * w2 + c2;
  }
  const t = new Int32Array(bytes * 512);
  for (let k = 0; k < bytes; k++) {
    for (let b = 1; b < 256; b++) {
      let lo = 0, hi = 0;
      for (let j = 0; j < 8; j++) {
        const i = 8 * k + j;
        if (i < n && (b >>> j) & 1) { lo |= bitLo(dest[i]!); hi |= bitHi(dest[i]!); }
      }
      t[(k * 256 + b) * 2] = lo;
      t[(k * 256 + b) * 2 + 1] = hi;
    }
  }
  return t;
}

// indexed by height · 65 + width; filled with undefined so that V8 keeps it a packed array (a sparse one is a dictionary)
const shapes: (Shape | undefined)[] = new Array<Shape | undefined>(65 * 65).fill(undefined);

/**
 * The cached masks and tables of the h × w board (h·w ≤ {@link BITBOARD_CELLS}); InputError for a
 * shape without a bitboard. O(1) after the first call per shape.
 */
export function bitShape(height: number, width: number): BitShape {
  const id = height * 65 + width;
  const s = id >= 0 && id < shapes.length ? shapes[id] : undefined;
  if (s?.height === height && s.width === width) return s;
  if (!fitsBitboard(height, width)) throw new InputError(`a ${height}×${width} board has more than ${BITBOARD_CELLS} cells: it has no bitboard (use the general representation)`);
  const made = new Shape(height, width);
  shapes[id] = made;
  return made;
}

/**
 * Writes the image of the board (lo, hi) of `shape` under symmetry s into out[0], out[1] (its shape
 * is `imageShape(s, h, w)`). O(⌈cells/8⌉) table look-ups.
 */
export function bitImage(shape: BitShape, s: Symmetry, lo: number, hi: number, out: Int32Array): void {
  const t = shape.images(s);
  const n = shape.height * shape.width;
  let a = 0, b = 0;
  for (let k = 0, x = lo; k < 4 && 8 * k < n; k++, x >>>= 8) {
    const j = (k * 256 + (x & 255)) * 2;
    a |= t[j]!; b |= t[j + 1]!;
  }
  for (let k = 4, x = hi; 8 * k < n; k++, x >>>= 8) {
    const j = (k * 256 + (x & 255)) * 2;
    a |= t[j]!; b |= t[j + 1]!;
  }
  out[0] = a;
  out[1] = b;
}

/** The cells of (lo, hi) 4-adjacent to a cell of (xLo, xHi), plus those cells, within (lo, hi). */
function grow(shape: BitShape, xLo: number, xHi: number, lo: number, hi: number, out: Int32Array): void {
  const w = shape.width;
  // right neighbours of x: x << 1 (within the row), left: x >>> 1; below: x << w, above: x >>> w
  const l1Lo = (xLo << 1) & shape.notFirstLo;
  const l1Hi = ((xHi << 1) | (xLo >>> 31)) & shape.notFirstHi;
  const r1Lo = ((xLo >>> 1) | (xHi << 31)) & shape.notLastLo;
  const r1Hi = (xHi >>> 1) & shape.notLastHi;
  let dLo: number, dHi: number, uLo: number, uHi: number;
  if (w < 32) {
    dLo = xLo << w; dHi = (xHi << w) | (w === 0 ? 0 : xLo >>> (32 - w));
    uLo = (xLo >>> w) | (w === 0 ? 0 : xHi << (32 - w)); uHi = xHi >>> w;
  } else if (w < 64) {
    dLo = 0; dHi = w === 32 ? xLo : xLo << (w - 32);
    uLo = w === 32 ? xHi : xHi >>> (w - 32); uHi = 0;
  } else {
    dLo = 0; dHi = 0; uLo = 0; uHi = 0; // one row: no vertical neighbours (a shift by 64 would wrap)
  }
  out[0] = (xLo | l1Lo | r1Lo | dLo | uLo) & lo;
  out[1] = (xHi | l1Hi | r1Hi | dHi | uHi) & hi;
}

/**
 * Writes the 4-connected component of (lo, hi) holding its lowest cell into out[0], out[1] (zero
 * for an empty board). O(component's diameter) word steps.
 */
export function lowestComponent(shape: BitShape, lo: number, hi: number, out: Int32Array): void {
  let xLo = lo & -lo;
  let xHi = xLo === 0 ? hi & -hi : 0;
  for (;;) {
    grow(shape, xLo, xHi, lo, hi, out);
    if (out[0] === xLo && out[1] === xHi) return;
    xLo = out[0]!;
    xHi = out[1]!;
  }
}

/**
 * Writes into out[0], out[1] the anchors where the pattern of `m` fits on the set cells (lo, hi) of
 * its board: the cells i with cell i + d set for every offset d of the pattern (and the pattern on
 * the board from i). O(|pattern|) word operations.
 */
export function patternAnchors(m: PatternMoves, lo: number, hi: number, out: Int32Array): void {
  let aLo = lo & m.fitLo;
  let aHi = hi & m.fitHi;
  const offs = m.offsets;
  for (let j = 0; j < offs.length; j++) {
    const d = offs[j]!;
    if (d === 0) continue;
    // anchors whose cell + d is set: the board shifted down by d bits
    if (d < 32) {
      aLo &= (lo >>> d) | (hi << (32 - d));
      aHi &= hi >>> d;
    } else {
      aLo &= hi >>> (d - 32);
      aHi = 0;
    }
  }
  out[0] = aLo;
  out[1] = aHi;
}

/** Number of set bits of a 32-bit word. O(1). */
export function popcountWord(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Row r of the board (lo, hi) of width w as a w-bit mask (bit c = column c). O(1). */
export function bitRow(lo: number, hi: number, w: number, r: number): number {
  const p = r * w;
  const mask = w >= 32 ? -1 : (1 << w) - 1;
  let x: number;
  if (p >= 32) x = hi >>> (p - 32);
  else if (p === 0) x = lo;
  else x = (lo >>> p) | (hi << (32 - p));
  return (x & mask) >>> 0;
}

/** The board of the given rows (row r, a w-bit mask, at bits r·w), into out[0], out[1]; needs rows·w ≤ 64. O(rows). */
export function bitsOfRows(rows: ArrayLike<number>, start: number, count: number, w: number, shift: number, out: Int32Array): void {
  let lo = 0, hi = 0;
  for (let r = 0; r < count; r++) {
    const m = rows[start + r]! >>> shift;
    const p = r * w;
    if (p < 32) {
      lo |= m << p;
      if (p + w > 32 && p > 0) hi |= m >>> (32 - p);
    } else hi |= m << (p - 32);
  }
  out[0] = lo;
  out[1] = hi;
}

/**
 * The least image of a two-colour position (cells of colour A: aLo, aHi; of colour B: bLo, bHi) of
 * `shape` over its orientations of height ≤ width (the four that keep the shape when it is wide,
 * the four transposing ones when it is tall, all eight when it is square) and the colour swap (A
 * and B exchanged), as the words (A lo, A hi, B lo, B hi) of that image in `out[0..3]`; images are
 * compared as the unsigned numbers (A hi, A lo, B hi, B lo), most significant first. Returns the
 * chosen image's symmetry times 2, plus 1 when its colours are swapped (for games where the swap
 * negates the value: Konane, Clobber). Positions have the same words iff they are in one class.
 * O(orientations · ⌈cells/8⌉) table look-ups.
 */
export function leastTwoColourImage(shape: BitShape, aLo: number, aHi: number, bLo: number, bHi: number, out: Int32Array): number {
  const h = shape.height;
  const w = shape.width;
  const n = h * w;
  const from = h <= w ? 0 : 4;
  const to = h < w ? 4 : 8;
  let best = -1;
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0; // unsigned: A hi, A lo, B hi, B lo of the best so far
  for (let sym = from; sym < to; sym++) {
    const t = shape.images(sym);
    let x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    for (let k = 0, x = aLo, y = bLo; k < 4 && 8 * k < n; k++, x >>>= 8, y >>>= 8) {
      const base = k * 512;
      const i = base + ((x & 255) << 1);
      const j = base + ((y & 255) << 1);
      x0 |= t[i]!; x1 |= t[i + 1]!;
      y0 |= t[j]!; y1 |= t[j + 1]!;
    }
    for (let k = 4, x = aHi, y = bHi; 8 * k < n; k++, x >>>= 8, y >>>= 8) {
      const base = k * 512;
      const i = base + ((x & 255) << 1);
      const j = base + ((y & 255) << 1);
      x0 |= t[i]!; x1 |= t[i + 1]!;
      y0 |= t[j]!; y1 |= t[j + 1]!;
    }
    const ah = x1 >>> 0, al = x0 >>> 0, bh = y1 >>> 0, bl = y0 >>> 0;
    // as is
    if (best < 0 || ah < b0 || (ah === b0 && (al < b1 || (al === b1 && (bh < b2 || (bh === b2 && bl < b3)))))) {
      best = sym << 1; b0 = ah; b1 = al; b2 = bh; b3 = bl;
    }
    // colours swapped
    if (bh < b0 || (bh === b0 && (bl < b1 || (bl === b1 && (ah < b2 || (ah === b2 && al < b3)))))) {
      best = (sym << 1) | 1; b0 = bh; b1 = bl; b2 = ah; b3 = al;
    }
  }
  out[0] = b1; out[1] = b0; out[2] = b3; out[3] = b2;
  return best;
}
