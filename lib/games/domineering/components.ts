/**
 * Connected components and symmetry-normalized keys of Domineering regions (bit-packed rows).
 *
 * A component is 4-connected (cells sharing an edge). Domineering on a disconnected region is
 * the disjoint sum of the games on its components, so values are computed per component and
 * memoized under a key that forgets translation, left–right and up–down reflection (which keep
 * the value) and transposition (which negates it; the key records the sign).
 *
 * These functions are the engine's inner loop on Domineering: they avoid closures and temporary arrays.
 */
import { makeRegion, reverseBits, type Region } from "./region";

/** A cropped component: bounding box `height`×`width` and its row masks. */
export type Component = Region;

/** Grow the cells `x` of a row to the whole runs of `live` that contain them. */
function fillRuns(x: number, live: number): number {
  let y = (x | (x << 1) | (x >>> 1)) & live;
  while (y !== x) {
    x = y;
    y = (x | (x << 1) | (x >>> 1)) & live;
  }
  return x;
}

/**
 * Low-level: move the component containing the lowest cell of row `r0` from `rem` (rows at
 * `rem[base + r]`, r < h; rows above r0 must be empty) into `comp[r]` (absolute rows and
 * columns, rows r0..bottom; other entries of comp in r0..h−1 are zeroed) and return `bottom`.
 * O(cells · height). Used by the ruleset's split with reused buffers to avoid allocation.
 */
export function extractComponent(rem: Int32Array, base: number, h: number, r0: number, comp: Int32Array): number {
  for (let r = r0; r < h; r++) comp[r] = 0;
  comp[r0] = rem[base + r0] & -rem[base + r0];
  let changed = true;
  while (changed) {
    changed = false;
    // Downward sweep then upward sweep; each fills whole runs within a row.
    for (let r = r0; r < h; r++) {
      const x = fillRuns((comp[r] | (r > r0 ? comp[r - 1] : 0) | (r + 1 < h ? comp[r + 1] : 0)) & rem[base + r], rem[base + r]);
      if (x !== comp[r]) {
        comp[r] = x;
        changed = true;
      }
    }
    for (let r = h - 2; r >= r0; r--) {
      const x = fillRuns((comp[r] | comp[r + 1]) & rem[base + r], rem[base + r]);
      if (x !== comp[r]) {
        comp[r] = x;
        changed = true;
      }
    }
  }
  let bottom = r0;
  for (let r = r0; r < h; r++) {
    if (comp[r] !== 0) {
      bottom = r;
      rem[base + r] &= ~comp[r];
    }
  }
  return bottom;
}

/**
 * Split a region into its 4-connected components, each cropped to its bounding box, in order
 * of their first cell (row-major). Components of a single cell are kept. O(cells · height).
 */
export function components(region: Region): Component[] {
  const h = region.height;
  const rem = Int32Array.from(region.rows);
  const comp = new Int32Array(h);
  const out: Component[] = [];
  for (let r0 = 0; r0 < h; r0++) {
    while (rem[r0] !== 0) {
      const bottom = extractComponent(rem, 0, h, r0, comp);
      let or = 0;
      for (let r = r0; r <= bottom; r++) or |= comp[r];
      const left = 31 - Math.clz32(or & -or);
      const rows: number[] = [];
      for (let r = r0; r <= bottom; r++) rows.push(comp[r] >>> left);
      out.push(makeRegion(bottom - r0 + 1, 32 - Math.clz32(or) - left, rows));
    }
  }
  return out;
}

/** Result of {@link normalize}: a key and whether the keyed orientation is the transpose. */
export interface NormalizedComponent {
  /** Same key ⇔ same component up to translation, the 4 player-keeping symmetries, and transposition. */
  readonly key: string;
  /** Rows of the keyed orientation (height ≤ width). */
  readonly rows: readonly number[];
  readonly height: number;
  readonly width: number;
  /** True when the keyed orientation is a transpose of the input: value(input) = −value(keyed). */
  readonly negated: boolean;
}

const src = new Int32Array(33); // current source orientation (plain or transposed)
const rev = new Int32Array(33); // its rows reversed left–right

/** Row i of variant v of (src, rev): v bit 0 = left–right flip, bit 1 = up–down flip. */
function variantRow(v: number, i: number, h: number): number {
  const j = v & 2 ? h - 1 - i : i;
  return (v & 1 ? rev[j] : src[j]) >>> 0;
}

/** Index (0..3) of the lexicographically least of the four variants of (src, rev). */
function leastVariant(h: number): number {
  let bestV = 0;
  for (let v = 1; v < 4; v++) {
    for (let i = 0; i < h; i++) {
      const a = variantRow(v, i, h);
      const b = variantRow(bestV, i, h);
      if (a !== b) {
        if (a < b) bestV = v;
        break;
      }
    }
  }
  return bestV;
}

/** Caller-owned output record of `normalizeRows` (reused between calls). */
export interface NormalizeOutput {
  /** Keyed orientation: `height` ≤ `width`, rows in `rows[0..height)` (unsigned values). */
  height: number;
  width: number;
  rows: Int32Array;
  /** True when the keyed orientation is the transpose of the input: value(input) = −value(keyed). */
  negated: boolean;
  /**
   * Key of grids of at most 48 cells as two 32-bit halves: rows concatenated `width` bits each
   * (low 48 bits), and width − 1 in bits 48..52. `str` is undefined then.
   */
  lo: number;
  hi: number;
  /** Key of larger grids (then `lo` = `hi` = 0). */
  str: string | undefined;
}

/** A fresh {@link NormalizeOutput}. O(1). */
export function newNormalizeOutput(): NormalizeOutput {
  return { height: 0, width: 0, rows: new Int32Array(33), negated: false, lo: 0, hi: 0, str: undefined };
}

/**
 * Low-level normalize: the component with rows `(rows[start + i] >>> shift)`, i < h, cropped to
 * width w. Among its orientations with height ≤ width (the four images under identity /
 * left–right / up–down / half-turn of the wide orientation; all eight when square) pick the
 * lexicographically least row list and write it with its key to `out`.
 * O(cells + height·width); no allocation for grids of ≤ 48 cells.
 */
export function normalizeRows(
  rows: ArrayLike<number>,
  start: number,
  h: number,
  w: number,
  shift: number,
  out: NormalizeOutput,
): void {
  const H = h < w ? h : w;
  const W = h < w ? w : h;
  const best = out.rows;
  let haveBest = false;
  let negated = false;
  if (h <= w) {
    for (let i = 0; i < H; i++) {
      const m = rows[start + i] >>> shift;
      src[i] = m;
      rev[i] = reverseBits(m, W);
    }
    const v = leastVariant(H);
    for (let i = 0; i < H; i++) best[i] = variantRow(v, i, H);
    haveBest = true;
  }
  if (h >= w) {
    // transpose: column j of the input becomes row j
    for (let i = 0; i < H; i++) src[i] = 0;
    for (let r = 0; r < h; r++) {
      let m = rows[start + r] >>> shift;
      while (m !== 0) {
        const col = 31 - Math.clz32(m & -m);
        src[col] |= 1 << r;
        m &= m - 1;
      }
    }
    for (let i = 0; i < H; i++) rev[i] = reverseBits(src[i] >>> 0, W);
    const v = leastVariant(H);
    let better = !haveBest;
    if (haveBest) {
      for (let i = 0; i < H; i++) {
        const a = variantRow(v, i, H);
        if (a !== best[i] >>> 0) {
          better = a < best[i] >>> 0;
          break;
        }
      }
    }
    if (better) {
      for (let i = 0; i < H; i++) best[i] = variantRow(v, i, H);
      negated = true;
    }
  }
  out.height = H;
  out.width = W;
  out.negated = negated;
  if (H * W <= 48) {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < H; i++) {
      const row = best[i] >>> 0;
      const p = i * W;
      if (p < 32) {
        lo |= row << p;
        if (p + W > 32) hi |= row >>> (32 - p);
      } else hi |= row << (p - 32);
    }
    out.lo = lo;
    out.hi = hi | ((W - 1) << 16);
    out.str = undefined;
  } else {
    let key = String.fromCharCode(W);
    if (W <= 16) for (let i = 0; i < H; i++) key += String.fromCharCode(best[i] & 0xffff);
    else for (let i = 0; i < H; i++) key += String.fromCharCode(best[i] & 0xffff, (best[i] >>> 16) & 0xffff);
    out.lo = 0;
    out.hi = 0;
    out.str = key;
  }
}

/**
 * Normalize a cropped component (see `normalizeRows`): its key (a string), the keyed
 * orientation and whether that orientation is the transpose (value negated). O(cells + height·width).
 */
export function normalize(c: Component): NormalizedComponent {
  const out = newNormalizeOutput();
  normalizeRows(c.rows, 0, c.height, c.width, 0, out);
  const rows: number[] = [];
  for (let i = 0; i < out.height; i++) rows.push(out.rows[i] >>> 0);
  const key = out.str ?? `${out.hi}:${out.lo}`;
  return { key, rows, height: out.height, width: out.width, negated: out.negated };
}
