/**
 * Nim-sequences G(0..N) of octal games: a plain O(N²) reference and the "rare values"
 * (sparse space) method used in octal-game research (Gangolli–Plambeck 1989, Flammenkamp).
 *
 * Sparse space: fix a bit mask `x`; call a nim-value v *rare* when popcount(v & x) is even
 * (0 is always rare) and *common* otherwise. Rare values form a subgroup under XOR and common
 * ones its coset, so common ⊕ common and rare ⊕ rare are rare while rare ⊕ common is common.
 * Hence a two-heap option can only have a common value if one of its heaps has a rare value:
 * the common values among the options of heap n are found exactly by pairing every *rare
 * position* with its partner (O(#rare) work). The mex candidate c is the least common value
 * not found; it is the answer unless some rare value v < c is missing — and rare values are
 * produced by the abundant common ⊕ common pairs, so a short scan usually finds them all and
 * stops early. Only when a rare value really is missing does the scan run to the end.
 * The method is exact for every mask; the mask only decides the speed. It is chosen
 * automatically (the mask minimising the number of rare positions, re-examined at powers of 2).
 */
import { Budget, InputError, optionNames, type RunOptions } from "../../util";
import { requireHeap, toOctalGame, type OctalGame } from "../../games/octal";

/** Largest nim-value representable (values are stored as 16-bit integers). */
export const MAX_NIM_VALUE = 0xffff;

/** Work counters of one nim-sequence computation (for benchmarks and reports). */
export interface NimSequenceStats {
  /** Heaps whose value was computed by a mex over options (the rest came from a proven period). */
  computed: number;
  /** Pairs (a, m−a) whose XOR was formed. */
  pairChecks: number;
  /** Rare-values method: heaps where the common⊕common scan had to run to the end. */
  fullScans: number;
  /** Rare-values method: final sparse-space mask (0 = every value rare, i.e. no saving). */
  mask: number;
  /** Rare-values method: number of rare positions 1..N at the end. */
  rarePositions: number;
}

/** Options of the nim-sequence functions. */
export interface NimSequenceOptions extends RunOptions {
  /** Fix the sparse-space mask instead of choosing it automatically (rare-values method only). */
  mask?: number;
}

/** The fields of {@link NimSequenceOptions}. */
const RARE_OPTION_NAMES = optionNames<NimSequenceOptions>({ budget: true, onProgress: true, mask: true });

function checkN(N: number): number {
  requireHeap(N, "N (largest heap size)");
  if (N > 2e8) throw new InputError(`N = ${N} is too large: nim-sequences go up to heaps of 2·10^8 (a 400 MB table)`);
  return N;
}

/** Per-heap option structure: which removals leave 0, 1 or 2 heaps. */
interface MoveTable {
  none: number[];
  one: number[];
  two: number[];
}

function moveTable(game: OctalGame): MoveTable {
  const t: MoveTable = { none: [], one: [], two: [] };
  for (const r of game.rules) {
    if (r.leaveNone && r.remove > 0) t.none.push(r.remove);
    if (r.leaveOne && r.remove > 0) t.one.push(r.remove);
    if (r.leaveTwo) t.two.push(r.remove);
  }
  return t;
}

/**
 * Reference nim-sequence: G(n) = mex over all options, every split (a, m−a) formed.
 * Cost O(k·N²/2) time, O(N) memory — the test oracle for small N. Spends one budget unit
 * per pair, so a {@link Budget} with `maxPositions` or `maxMillis` stops it with
 * BudgetExceededError.
 */
export function nimSequenceNaive(game: OctalGame | string, N: number, options?: RunOptions): Uint16Array {
  const g = toOctalGame(game);
  checkN(N);
  const budget = Budget.from(options, `nim-sequence of ${g.code} (reference) up to ${N}`);
  const mv = moveTable(g);
  const G = new Uint16Array(N + 1);
  const mark = new Int32Array(MAX_NIM_VALUE + 2);
  for (let n = 0; n <= N; n++) {
    const stamp = n + 1;
    for (const i of mv.none) if (n === i) mark[0] = stamp;
    for (const i of mv.one) if (n > i) mark[G[n - i]] = stamp;
    let work = 0;
    for (const i of mv.two) {
      const m = n - i;
      for (let a = 1; 2 * a <= m; a++) mark[G[a] ^ G[m - a]] = stamp;
      if (m >= 2) work += m >> 1;
    }
    let v = 0;
    while (mark[v] === stamp) v++;
    if (v > MAX_NIM_VALUE) throw new RangeError(`nim-value above ${MAX_NIM_VALUE} at n = ${n}`);
    G[n] = v;
    budget.spend(work + 1);
  }
  return G;
}

function popParity(v: number): number {
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
}

/** Number of positions 1..n whose value is rare under `mask`, from a histogram of values. */
function rareCountFor(hist: Int32Array, maxValue: number, mask: number): number {
  let c = 0;
  for (let v = 0; v <= maxValue; v++) if (hist[v] !== 0 && popParity(v & mask) === 0) c += hist[v];
  return c;
}

/**
 * The best sparse-space mask for a value histogram: the mask x (1 ≤ x < 2^bits) minimising
 * the number of positions whose value v has popcount(v & x) even. Cost O(4^bits).
 */
function bestMask(hist: Int32Array, maxValue: number): { mask: number; rare: number } {
  let bits = 1;
  while (1 << bits <= maxValue) bits++;
  let best = { mask: 0, rare: rareCountFor(hist, maxValue, 0) };
  for (let x = 1; x < 1 << bits; x++) {
    const r = rareCountFor(hist, maxValue, x);
    if (r < best.rare) best = { mask: x, rare: r };
  }
  return best;
}

/**
 * Incremental nim-sequence computer with the rare-values method. Used by
 * {@link nimSequenceRare} and by the period-aware engine `nimSequence`.
 */
export class RareValuesComputer {
  readonly G: Uint16Array;
  readonly stats: NimSequenceStats;
  private readonly mv: MoveTable;
  private readonly mark = new Int32Array(MAX_NIM_VALUE + 2);
  private readonly hist = new Int32Array(MAX_NIM_VALUE + 1);
  private readonly isRare = new Uint8Array(MAX_NIM_VALUE + 1);
  private rare: Int32Array;
  private rareLen = 0;
  private maxValue = 0;
  private mask = 0;
  private readonly fixedMask: boolean;
  /** Next heap size to compute. */
  next = 0;

  constructor(
    readonly game: OctalGame,
    readonly N: number,
    mask?: number,
  ) {
    checkN(N);
    if (mask !== undefined) requireHeap(mask, "mask");
    this.G = new Uint16Array(N + 1);
    this.mv = moveTable(game);
    this.rare = new Int32Array(Math.min(N + 1, 1024));
    this.fixedMask = mask !== undefined;
    this.setMask(mask ?? 0);
    this.stats = { computed: 0, pairChecks: 0, fullScans: 0, mask: this.mask, rarePositions: 0 };
  }

  private setMask(mask: number): void {
    this.mask = mask;
    for (let v = 0; v <= MAX_NIM_VALUE; v++) this.isRare[v] = popParity(v & mask) === 0 ? 1 : 0;
    this.rareLen = 0;
    for (let a = 1; a < this.next; a++) if (this.isRare[this.G[a]]) this.pushRare(a);
  }

  private pushRare(a: number): void {
    if (this.rareLen === this.rare.length) {
      const bigger = new Int32Array(Math.min(this.N + 1, this.rare.length * 2));
      bigger.set(this.rare);
      this.rare = bigger;
    }
    this.rare[this.rareLen++] = a;
  }

  /** Compute G(next..upTo); returns the work done (pairs formed). */
  advance(upTo: number, budget: Budget): void {
    const { G, mark, isRare, mv } = this;
    for (let n = this.next; n <= upTo; n++) {
      if (!this.fixedMask && n >= 64 && (n & (n - 1)) === 0) {
        const best = bestMask(this.hist, this.maxValue);
        if (best.mask !== this.mask && best.rare < 0.75 * this.rareLen) this.setMask(best.mask);
      }
      const stamp = n + 1;
      let work = 0;
      for (const i of mv.none) if (n === i) mark[0] = stamp;
      for (const i of mv.one) if (n > i) mark[G[n - i]] = stamp;
      // Step A: every pair with a rare heap (the only source of common option values).
      const rare = this.rare;
      const rl = this.rareLen;
      for (const i of mv.two) {
        const m = n - i;
        for (let j = 0; j < rl; j++) {
          const r = rare[j];
          if (r >= m) break;
          mark[G[r] ^ G[m - r]] = stamp;
        }
        work += rl;
      }
      // Step B: least common value not produced, capped at the least power of two above every
      // value so far (no option can reach it, so the mex is at most the cap).
      let cap = 1;
      while (cap <= this.maxValue) cap <<= 1;
      let c = 0;
      while (c < cap && (isRare[c] || mark[c] === stamp)) c++;
      // Step C: rare values below c that are still missing, looked for among all pairs.
      let missing = 0;
      for (let v = 0; v < c; v++) if (mark[v] !== stamp) missing++;
      let value = c;
      if (missing > 0) {
        scan: for (const i of mv.two) {
          const m = n - i;
          for (let a = 1; 2 * a <= m; a++) {
            const v = G[a] ^ G[m - a];
            if (v < c && mark[v] !== stamp) {
              mark[v] = stamp;
              if (--missing === 0) {
                work += a;
                break scan;
              }
            }
          }
          if (m >= 2) work += m >> 1;
        }
        if (missing > 0) {
          this.stats.fullScans++;
          value = 0;
          while (mark[value] === stamp) value++;
        }
      }
      if (value > MAX_NIM_VALUE) throw new RangeError(`nim-value above ${MAX_NIM_VALUE} at n = ${n}`);
      G[n] = value;
      this.hist[value]++;
      if (value > this.maxValue) this.maxValue = value;
      if (n >= 1 && isRare[value]) this.pushRare(n);
      this.stats.pairChecks += work;
      this.stats.computed++;
      this.next = n + 1;
      budget.spend(work + 1);
    }
    this.stats.mask = this.mask;
    this.stats.rarePositions = this.rareLen;
  }
}

/** A computed nim-sequence with its work counters. */
export interface RareSequenceResult {
  readonly values: Uint16Array;
  readonly stats: NimSequenceStats;
}

/**
 * Nim-sequence G(0..N) by the rare-values method alone (no use of periodicity). Exact for any
 * mask. Cost: O(N·(R + s)) where R is the number of rare positions and s the length of the
 * early-stopping scans — near-linear per heap when a sparse space exists (R small), but
 * O(N²) like the reference when it does not (e.g. Dawson's chess, whose values have no
 * sparse space). Budgeted per pair formed.
 */
export function nimSequenceRare(
  game: OctalGame | string,
  N: number,
  options?: NimSequenceOptions,
): RareSequenceResult {
  const g = toOctalGame(game);
  checkN(N);
  const budget = Budget.from(options, `nim-sequence of ${g.code} (rare values) up to ${N}`, RARE_OPTION_NAMES);
  const comp = new RareValuesComputer(g, N, options?.mask);
  comp.advance(N, budget);
  return { values: comp.G, stats: comp.stats };
}

/**
 * Sparse-space statistics of a nim-sequence: the mask minimising the rare positions among
 * G(1..N), and their number and fraction. Cost O(N + 4^bits) for values below 2^bits.
 */
export function sparseSpace(values: ArrayLike<number>): { mask: number; rare: number; rareFraction: number; maxValue: number } {
  const hist = new Int32Array(MAX_NIM_VALUE + 1);
  let maxValue = 0;
  for (let n = 1; n < values.length; n++) {
    hist[values[n]]++;
    if (values[n] > maxValue) maxValue = values[n];
  }
  const best = bestMask(hist, maxValue);
  const total = Math.max(1, values.length - 1);
  return { mask: best.mask, rare: best.rare, rareFraction: best.rare / total, maxValue };
}
