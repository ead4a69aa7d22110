/**
 * Canonical values of Domineering regions (Left vertical, Right horizontal).
 *
 * The value of a region is the sum of the values of its connected components. A component's
 * value is `{ values after each vertical domino | values after each horizontal domino }`,
 * canonicalized by lib/cgt, and memoized under a key that forgets translation, the reflections
 * that keep the players (left–right, up–down, half-turn) and transposition (which negates the
 * value). Components where only one player can move are integers read off directly: if Left
 * (vertical) cannot move, Right's moves never interfere across rows and the value is
 * −Σ⌊run/2⌋ over the horizontal runs; symmetrically for Right.
 */
import * as cgt from "../../cgt";
import { Budget, type RunOptions } from "../../util";
import { extractComponent, newNormalizeOutput, normalizeRows } from "./components";
import { ComponentMemo } from "./memo";
import { cellCount, checkRegion, formatRegion, parseRegion, type Region } from "./region";

/** Components whose bounding box has at most this many cells use a direct table (no normalization). */
const SMALL_CELLS = 16;
/** SMALL_OFFSET[h·17 + w] = start of the h×w block (2^(h·w) entries) in the small-component table. */
const SMALL_OFFSET = new Int32Array((SMALL_CELLS + 1) * (SMALL_CELLS + 1));
const SMALL_SIZE = (() => {
  let size = 0;
  for (let h = 1; h <= SMALL_CELLS; h++) {
    for (let w = 1; h * w <= SMALL_CELLS; w++) {
      SMALL_OFFSET[h * (SMALL_CELLS + 1) + w] = size;
      size += 2 ** (h * w);
    }
  }
  return size;
})();

/** Scratch rows of the component being extracted (consumed before any recursion). */
const COMP = new Int32Array(33);

/** Counters of a {@link DomineeringSolver}. */
export interface SolverStats {
  /** Distinct normalized components whose value was computed (memo entries). */
  readonly components: number;
  /** Component look-ups answered from the memo. */
  readonly hits: number;
  /** Component look-ups that had to be computed (= components). */
  readonly misses: number;
}

/** Maximum number of disjoint horizontal dominoes in one row mask: Σ⌊run/2⌋. O(width). */
export function rowDominoes(m: number): number {
  let n = 0;
  let run = 0;
  while (m !== 0) {
    if (m & 1) run++;
    else {
      n += run >> 1;
      run = 0;
    }
    m >>>= 1;
  }
  return n + (run >> 1);
}

/**
 * A Domineering evaluator with its own component memo. Reuse one solver across many regions to
 * share work (every sub-component is memoized); create a fresh one to measure a region alone.
 * Memory: the component memo takes 24–48 bytes per distinct component (an open-addressing
 * table), a 2.3 MB direct table for components whose bounding box has ≤ 16 cells (allocated on
 * first use), plus lib/cgt's store for the distinct values reached. The memo holds `cgt.Game` ids:
 * after `cgt.resetStore()` call {@link DomineeringSolver.clear} (or use a new solver).
 */
export class DomineeringSolver {
  private readonly memo = new ComponentMemo();
  private readonly key = newNormalizeOutput();
  private hitCount = 0;
  private budget: Budget | undefined;

  /**
   * Canonical value (a `cgt.Game` id) of a region given as a {@link Region} or a picture.
   * Exponential in the region size in the worst case; cost is dominated by the number of
   * distinct components reached (see {@link stats}). Takes a {@link RunOptions} budget: every
   * newly computed component spends one unit; on exhaustion a `BudgetExceededError` is thrown
   * (the memo keeps what was finished, so a retry with a larger budget resumes).
   */
  value(region: Region | string, options?: RunOptions): cgt.Game {
    const r = typeof region === "string" ? parseRegion(region) : checkRegion(region);
    const previous = this.budget;
    this.budget = Budget.from(options, `Domineering value of ${cellCount(r)}-cell region ${formatRegion(r, "|")}`);
    try {
      return this.regionValue(r.rows, r.height, r.width);
    } finally {
      this.budget = previous;
    }
  }

  /** Values of the regions after each of Left's (vertical) moves, in board order. Cost: as {@link value}. */
  leftOptionValues(region: Region | string, options?: RunOptions): cgt.Game[] {
    const r = typeof region === "string" ? parseRegion(region) : checkRegion(region);
    return leftMoves(r).map((next) => this.value(next, options));
  }

  /** Values of the regions after each of Right's (horizontal) moves, in board order. Cost: as {@link value}. */
  rightOptionValues(region: Region | string, options?: RunOptions): cgt.Game[] {
    const r = typeof region === "string" ? parseRegion(region) : checkRegion(region);
    return rightMoves(r).map((next) => this.value(next, options));
  }

  /** Memo counters. O(1). */
  get stats(): SolverStats {
    return { components: this.memo.size, hits: this.hitCount, misses: this.memo.size };
  }

  /** Forget all memoized components. O(1). */
  clear(): void {
    this.memo.clear();
    this.small = undefined;
    this.hitCount = 0;
  }

  /** Values of components with small bounding boxes, by raw picture (see SMALL_OFFSET); lazily allocated. */
  private small: Int32Array | undefined;
  /** Depth-indexed buffers of remaining cells (33 rows per recursion level). */
  private remaining = new Int32Array(33 * 64);
  private depth = 0;

  private regionValue(rows: readonly number[], h: number, w: number): cgt.Game {
    if (33 * (this.depth + 1) > this.remaining.length) {
      const bigger = new Int32Array(this.remaining.length * 2);
      bigger.set(this.remaining);
      this.remaining = bigger;
    }
    const base = 33 * this.depth++;
    const rem = this.remaining;
    for (let r = 0; r < h; r++) rem[base + r] = rows[r];
    let total: cgt.Game | undefined;
    try {
      for (let r0 = 0; r0 < h; r0++) {
        while (rem[base + r0] !== 0) {
          const bottom = extractComponent(rem, base, h, r0, COMP);
          let or = 0;
          for (let r = r0; r <= bottom; r++) or |= COMP[r];
          if (bottom === r0 && (or & (or - 1)) === 0) continue; // single cell: 0
          const left = 31 - Math.clz32(or & -or);
          const width = 32 - Math.clz32(or) - left;
          const hh = bottom - r0 + 1;
          let v: cgt.Game;
          if (hh * width <= SMALL_CELLS) {
            // Small bounding box: a direct table indexed by the raw (unnormalized) picture.
            let packed = 0;
            for (let r = r0; r <= bottom; r++) packed |= (COMP[r] >>> left) << ((r - r0) * width);
            const idx = SMALL_OFFSET[hh * (SMALL_CELLS + 1) + width] + packed;
            const small = this.small ?? (this.small = new Int32Array(SMALL_SIZE).fill(-1));
            v = small[idx];
            if (v < 0) {
              v = this.lookup(r0, bottom, left, width);
              small[idx] = v;
            } else this.hitCount++;
          } else v = this.lookup(r0, bottom, left, width);
          total = total === undefined ? v : cgt.add(total, v);
        }
      }
    } finally {
      this.depth--;
    }
    return total ?? cgt.ZERO;
  }

  /** Value of the component in COMP rows r0..bottom (shifted right by `left`), via the normalized memo. */
  private lookup(r0: number, bottom: number, left: number, width: number): cgt.Game {
    const key = this.key;
    normalizeRows(COMP, r0, bottom - r0 + 1, width, left, key);
    const negated = key.negated;
    let v = this.memo.get(key);
    if (v < 0) {
      this.budget?.spend(1);
      const H = key.height;
      const W = key.width;
      const kept: number[] = new Array<number>(H);
      for (let i = 0; i < H; i++) kept[i] = key.rows[i] >>> 0;
      // The recursion reuses this.key: save the key fields needed to store the result.
      const lo = key.lo;
      const hi = key.hi;
      const str = key.str;
      v = this.computeNormalized(kept, H, W);
      key.lo = lo;
      key.hi = hi;
      key.str = str;
      this.memo.set(key, v);
    } else this.hitCount++;
    return negated ? cgt.neg(v) : v;
  }

  private computeNormalized(rows: readonly number[], h: number, w: number): cgt.Game {
    let anyLeft = false;
    for (let r = 0; r + 1 < h && !anyLeft; r++) if ((rows[r] & rows[r + 1]) !== 0) anyLeft = true;
    let anyRight = false;
    for (let r = 0; r < h && !anyRight; r++) if ((rows[r] & (rows[r] >>> 1)) !== 0) anyRight = true;
    if (!anyLeft) {
      let n = 0;
      for (const m of rows) n += rowDominoes(m);
      return cgt.integer(-n);
    }
    if (!anyRight) {
      let n = 0;
      for (let c = 0; c < w; c++) {
        let col = 0;
        for (let r = 0; r < h; r++) col |= ((rows[r] >>> c) & 1) << r;
        n += rowDominoes(col);
      }
      return cgt.integer(n);
    }
    const left: cgt.Game[] = [];
    const right: cgt.Game[] = [];
    const next = rows.slice();
    for (let r = 0; r + 1 < h; r++) {
      let m = rows[r] & rows[r + 1];
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        next[r] = rows[r] & ~bit;
        next[r + 1] = rows[r + 1] & ~bit;
        const g = this.regionValue(next, h, w);
        if (!left.includes(g)) left.push(g);
        next[r] = rows[r];
        next[r + 1] = rows[r + 1];
      }
    }
    for (let r = 0; r < h; r++) {
      let m = rows[r] & (rows[r] >>> 1);
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        next[r] = rows[r] & ~(bit | (bit << 1));
        const g = this.regionValue(next, h, w);
        if (!right.includes(g)) right.push(g);
        next[r] = rows[r];
      }
    }
    return cgt.game(left, right);
  }
}

/** The regions after each of Left's (vertical) moves, in row-major order of the domino's top cell. O(moves · height). */
export function leftMoves(region: Region): Region[] {
  checkRegion(region);
  const out: Region[] = [];
  const { rows, height } = region;
  for (let r = 0; r + 1 < height; r++) {
    let m = rows[r] & rows[r + 1];
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const next = rows.slice();
      next[r] = (rows[r] & ~bit) >>> 0;
      next[r + 1] = (rows[r + 1] & ~bit) >>> 0;
      out.push({ height, width: region.width, rows: next });
    }
  }
  return out;
}

/** The regions after each of Right's (horizontal) moves, in row-major order of the domino's left cell. O(moves · height). */
export function rightMoves(region: Region): Region[] {
  checkRegion(region);
  const out: Region[] = [];
  const { rows, height } = region;
  for (let r = 0; r < height; r++) {
    let m = rows[r] & (rows[r] >>> 1);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const next = rows.slice();
      next[r] = (rows[r] & ~(bit | (bit << 1))) >>> 0;
      out.push({ height, width: region.width, rows: next });
    }
  }
  return out;
}

const shared = new DomineeringSolver();

/**
 * Canonical value of a Domineering region (picture or {@link Region}) using a process-wide
 * shared {@link DomineeringSolver} (its memo persists between calls; see {@link sharedSolver}).
 * Cost and budget as {@link DomineeringSolver.value}.
 */
export function value(region: Region | string, options?: RunOptions): cgt.Game {
  return shared.value(region, options);
}

/** The process-wide solver behind {@link value} (for its stats or to clear its memo). O(1). */
export function sharedSolver(): DomineeringSolver {
  return shared;
}
