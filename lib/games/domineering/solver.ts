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
import { components, normalize, type Component } from "./components";
import { cellCount, formatRegion, parseRegion, type Region } from "./region";

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
function rowDominoes(m: number): number {
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
 * Memory grows with the number of distinct components (roughly 150–250 bytes each).
 */
export class DomineeringSolver {
  private readonly memo = new Map<string, cgt.Game>();
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
    const r = typeof region === "string" ? parseRegion(region) : region;
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
    const r = typeof region === "string" ? parseRegion(region) : region;
    return leftMoves(r).map((next) => this.value(next, options));
  }

  /** Values of the regions after each of Right's (horizontal) moves, in board order. Cost: as {@link value}. */
  rightOptionValues(region: Region | string, options?: RunOptions): cgt.Game[] {
    const r = typeof region === "string" ? parseRegion(region) : region;
    return rightMoves(r).map((next) => this.value(next, options));
  }

  /** Memo counters. O(1). */
  get stats(): SolverStats {
    return { components: this.memo.size, hits: this.hitCount, misses: this.memo.size };
  }

  /** Forget all memoized components. O(1). */
  clear(): void {
    this.memo.clear();
    this.hitCount = 0;
  }

  private regionValue(rows: readonly number[], h: number, w: number): cgt.Game {
    let total: cgt.Game | undefined;
    for (const comp of components({ height: h, width: w, rows })) {
      if (comp.height * comp.width === 1) continue; // single cell: 0
      const v = this.componentValue(comp);
      total = total === undefined ? v : cgt.add(total, v);
    }
    return total ?? cgt.ZERO;
  }

  private componentValue(comp: Component): cgt.Game {
    const n = normalize(comp);
    let v = this.memo.get(n.key);
    if (v === undefined) {
      this.budget?.spend(1);
      v = this.computeNormalized(n.rows, n.height, n.width);
      this.memo.set(n.key, v);
    } else this.hitCount++;
    return n.negated ? cgt.neg(v) : v;
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
    const left = new Set<cgt.Game>();
    const right = new Set<cgt.Game>();
    const next = rows.slice();
    for (let r = 0; r + 1 < h; r++) {
      let m = rows[r] & rows[r + 1];
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        next[r] = rows[r] & ~bit;
        next[r + 1] = rows[r + 1] & ~bit;
        left.add(this.regionValue(next, h, w));
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
        right.add(this.regionValue(next, h, w));
        next[r] = rows[r];
      }
    }
    return cgt.game([...left], [...right]);
  }
}

/** The regions after each of Left's (vertical) moves, in row-major order of the domino's top cell. O(moves · height). */
export function leftMoves(region: Region): Region[] {
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
      out.push({ ...region, rows: next });
    }
  }
  return out;
}

/** The regions after each of Right's (horizontal) moves, in row-major order of the domino's left cell. O(moves · height). */
export function rightMoves(region: Region): Region[] {
  const out: Region[] = [];
  const { rows, height } = region;
  for (let r = 0; r < height; r++) {
    let m = rows[r] & (rows[r] >>> 1);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const next = rows.slice();
      next[r] = (rows[r] & ~(bit | (bit << 1))) >>> 0;
      out.push({ ...region, rows: next });
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
