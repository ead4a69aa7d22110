/**
 * Connected components and symmetry-normalized keys of Domineering regions (bit-packed rows).
 *
 * A component is 4-connected (cells sharing an edge). Domineering on a disconnected region is
 * the disjoint sum of the games on its components, so values are computed per component and
 * memoized under a key that forgets translation, left–right and up–down reflection (which keep
 * the value) and transposition (which negates it; the key records the sign).
 */
import { ctz32, reverseBits, type Region } from "./region";

/** A cropped component: bounding box `height`×`width` and its row masks. */
export type Component = Region;

/**
 * Split a region into its 4-connected components, each cropped to its bounding box, in order
 * of their first cell (row-major). Components of a single cell are kept. O(cells · height).
 */
export function components(region: Region): Component[] {
  const h = region.height;
  const rem = region.rows.slice();
  const out: Component[] = [];
  const comp = new Array<number>(h).fill(0);
  for (let r0 = 0; r0 < h; r0++) {
    while (rem[r0] !== 0) {
      for (let r = r0; r < h; r++) comp[r] = 0;
      comp[r0] = rem[r0] & -rem[r0];
      let last = r0;
      let changed = true;
      while (changed) {
        changed = false;
        for (let r = r0; r < h; r++) {
          const x = comp[r];
          const up = r > r0 ? comp[r - 1] : 0;
          const down = r + 1 < h ? comp[r + 1] : 0;
          const nx = (x | (x << 1) | (x >>> 1) | up | down) & rem[r];
          if (nx !== x) {
            comp[r] = nx;
            changed = true;
            if (r > last) last = r;
          }
        }
      }
      let or = 0;
      let bottom = r0;
      for (let r = r0; r <= last; r++) {
        if (comp[r] !== 0) {
          or |= comp[r];
          bottom = r;
          rem[r] &= ~comp[r];
        }
      }
      const left = ctz32(or);
      const width = 32 - Math.clz32(or) - left;
      const rows: number[] = [];
      for (let r = r0; r <= bottom; r++) rows.push(comp[r] >>> left);
      out.push({ height: bottom - r0 + 1, width, rows });
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

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] < b[i];
  }
  return false;
}

function transposeRows(rows: readonly number[], w: number): number[] {
  const t = new Array<number>(w).fill(0);
  for (let r = 0; r < rows.length; r++) {
    let m = rows[r];
    while (m !== 0) {
      const c = 31 - Math.clz32(m & -m);
      t[c] |= 1 << r;
      m &= m - 1;
    }
  }
  return t.map((m) => m >>> 0);
}

/**
 * Normalize a cropped component: among its orientations with height ≤ width (the four images
 * under identity / left–right / up–down / half-turn of the wide orientation; all eight when
 * square), pick the lexicographically least row list. O(cells + height·width).
 */
export function normalize(c: Component): NormalizedComponent {
  let best: number[] | undefined;
  let bestNeg = false;
  const consider = (rows: readonly number[], w: number, neg: boolean): void => {
    const lr = rows.map((m) => reverseBits(m, w));
    const ud = rows.slice().reverse();
    const rot = lr.slice().reverse();
    for (const cand of [rows, lr, ud, rot]) {
      // Strict comparison: on ties (transpose-symmetric squares) the plain orientation, which is
      // considered first, wins, so the sign is deterministic.
      if (best === undefined || lexLess(cand, best)) {
        best = cand.slice();
        bestNeg = neg;
      }
    }
  };
  if (c.height <= c.width) consider(c.rows, c.width, false);
  if (c.height >= c.width) consider(transposeRows(c.rows, c.width), c.height, true);
  const rows = best as number[];
  const height = Math.min(c.height, c.width);
  const width = Math.max(c.height, c.width);
  let key = String.fromCharCode(width);
  if (width <= 16) for (const m of rows) key += String.fromCharCode(m);
  else for (const m of rows) key += String.fromCharCode(m & 0xffff, m >>> 16);
  return { key, rows, height, width, negated: bestNeg };
}
