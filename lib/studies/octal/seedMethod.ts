/**
 * The seed's own method (seed 003, ぱずきち): win/loss only, no Sprague–Grundy theory.
 *
 * f(A) = 1 if the pattern (multiset of free run lengths) A is a first-player win, else 0;
 * f(A) = 1 − Π f(A′) over the moves. Properties used: f(A + A) = 0; f(A) = 0 ⇒ f(A + B) = f(B);
 * "f(A + B) = 0" is an equivalence A ≡ B. Integers n ≡ m when f({n, m}) = 0; g(n) is the least
 * member of n's class, and f(A) = f(g(A)). To find g(n) the seed temporarily sets g(n) = n and
 * tests f({r, n}) = 0 for each known class representative r (r = 0 means f({n}) = 0).
 * Patterns are reduced by replacing each n by g(n), cancelling equal pairs and dropping 0, so a
 * reduced pattern is a *set* of class representatives, which we store as a bitmask.
 *
 * {@link seedWinBruteForce} is the seed's plain recursion on raw patterns (no equivalences):
 * the oracle for small patterns.
 */
import { Budget, InputError, optionNames, type RunOptions } from "../../util";
import { octal } from "../../games";

/** Options of one run of length n, as the pair of runs left (0 = nothing). */
export type SplitRule = (n: number) => readonly (readonly [number, number])[];

/**
 * The seed's move rule: placing at cell j of a run n leaves (j − 2, n − j − 1); by symmetry only
 * 1 ≤ j ≤ ⌊(n + 1)/2⌋ (the seed's range). O(n).
 */
export const seedPlacementSplits: SplitRule = (n) => {
  const out: (readonly [number, number])[] = [];
  for (let j = 1; j <= Math.floor((n + 1) / 2); j++) out.push(octal.placementResult(n, j));
  return out;
};

/** The split rule of any octal game (heap options as pairs, 0 for "no heap"). O(k·n). */
export function octalSplits(game: octal.OctalGame | string): SplitRule {
  const g = octal.toOctalGame(game);
  return (n) => octal.heapOptions(g, n).map((o) => [o.leaves[0] ?? 0, o.leaves[1] ?? 0] as const);
}

function validatePattern(pattern: readonly number[]): number[] {
  if (!Array.isArray(pattern)) throw new InputError(`pattern must be an array of run lengths, got ${JSON.stringify(pattern)}`);
  return pattern.map((x, i) => octal.requireHeap(x, "run length", `pattern index ${i}`));
}

/** The options {@link seedWinBruteForce} and {@link seedEquivalenceClasses} take. */
const SPLITS_OPTION_NAMES = optionNames<RunOptions & { splits?: SplitRule }>({ splits: true, budget: true, onProgress: true });

/**
 * f(A) by the seed's plain recursion over raw patterns, memoised on the sorted multiset.
 * Exponential in the pattern size; budgeted per pattern evaluated (BudgetExceededError).
 */
export function seedWinBruteForce(pattern: readonly number[], options?: RunOptions & { splits?: SplitRule }): boolean {
  const splits = options?.splits ?? seedPlacementSplits;
  const budget = Budget.from(options, `brute-force f(${JSON.stringify(pattern)})`, SPLITS_OPTION_NAMES);
  const memo = new Map<string, boolean>();
  const f = (p: number[]): boolean => {
    const key = p.join(",");
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    budget.spend();
    let win = false;
    for (let i = 0; i < p.length && !win; i++) {
      if (i > 0 && p[i] === p[i - 1]) continue;
      for (const [a, b] of splits(p[i])) {
        const q = p.slice(0, i).concat(p.slice(i + 1));
        if (a > 0) q.push(a);
        if (b > 0) q.push(b);
        q.sort((x, y) => x - y);
        if (!f(q)) {
          win = true;
          break;
        }
      }
    }
    memo.set(key, win);
    return win;
  };
  return f(validatePattern(pattern).filter((x) => x > 0).sort((x, y) => x - y));
}

const MAX_CLASSES = 30;

/**
 * The seed's equivalence-class computation, extendable run by run. Class representatives get
 * bit indices in order of discovery; a reduced pattern is a bitmask over them.
 */
export class SeedClassifier {
  /** g(n): least member of n's class, for n ≤ N. */
  private g: number[] = [0];
  /** Class representatives in increasing order; reps[0] = 0. */
  readonly reps: number[] = [0];
  private readonly repBit = new Map<number, number>();
  /** For each representative (by bit index), the distinct option deltas (bitmask of g(a) ⊕ g(b)). */
  private readonly deltas: number[][] = [];
  /** f on reduced patterns that use representatives only (valid for ever). */
  private readonly memo = new Map<number, boolean>();
  /** Number of reduced patterns evaluated. */
  evaluations = 0;

  constructor(private readonly splits: SplitRule = seedPlacementSplits) {}

  /** Largest n classified so far. */
  get N(): number {
    return this.g.length - 1;
  }

  private bitOf(rep: number): number {
    return rep === 0 ? 0 : 1 << (this.repBit.get(rep)!);
  }

  private optionDeltas(n: number): number[] {
    const set = new Set<number>();
    for (const [a, b] of this.splits(n)) set.add(this.bitOf(this.g[a]) ^ this.bitOf(this.g[b]));
    return [...set];
  }

  /** f on a reduced pattern (bitmask over reps, plus optionally the unclassified run `cur`). */
  private f(mask: number, cur: { bit: number; deltas: number[]; memo: Map<number, boolean> } | null, budget: Budget): boolean {
    const memo = cur && mask & cur.bit ? cur.memo : this.memo;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    budget.spend();
    this.evaluations++;
    let win = false;
    for (let m = mask; m !== 0 && !win; m &= m - 1) {
      const bit = m & -m;
      const ds = cur?.bit === bit ? cur.deltas : this.deltas[31 - Math.clz32(bit)];
      for (const d of ds) {
        if (!this.f(mask ^ bit ^ d, cur, budget)) {
          win = true;
          break;
        }
      }
    }
    memo.set(mask, win);
    return win;
  }

  /** Classify runs up to N (the seed's "シラミ潰し"). Budgeted per reduced pattern evaluated. */
  extendTo(N: number, options?: RunOptions): this {
    octal.requireHeap(N, "N");
    const budget = Budget.from(options, `seed equivalence classes up to ${N}`);
    for (let n = this.g.length; n <= N; n++) {
      const idx = this.reps.length - 1; // bit index n would get as a new class
      if (idx >= MAX_CLASSES) throw new RangeError(`more than ${MAX_CLASSES} classes at n = ${n}; bitmask patterns exhausted`);
      const bit = 1 << idx;
      this.repBit.set(n, idx);
      this.g[n] = n; // the seed: "g(n) を求める時だけは一時的に g(n) = n"
      const cur = { bit, deltas: this.optionDeltas(n), memo: new Map<number, boolean>() };
      let rep = n;
      for (const r of this.reps) {
        if (!this.f(bit ^ this.bitOf(r), cur, budget)) {
          rep = r;
          break;
        }
      }
      this.g[n] = rep;
      if (rep === n) {
        this.reps.push(n);
        this.deltas[idx] = cur.deltas;
        for (const [m, v] of cur.memo) this.memo.set(m, v);
      } else {
        this.repBit.delete(n);
      }
      budget.report(n, N);
    }
    return this;
  }

  /** g(n) for 0 ≤ n ≤ N. */
  classOf(n: number): number {
    octal.requireHeap(n, "run length");
    if (n > this.N) throw new InputError(`g(${n}) not computed: classes are known up to ${this.N}`);
    return this.g[n];
  }

  /** The classes as lists of members 0..N, in order of their representatives. */
  classes(): number[][] {
    const byRep = new Map<number, number[]>(this.reps.map((r) => [r, []]));
    this.g.forEach((r, n) => (byRep.get(r)!).push(n));
    return this.reps.map((r) => byRep.get(r)!);
  }

  /** Reduce a pattern: replace each run by g(run), cancel equal pairs, drop 0; sorted. O(r log r). */
  reduce(pattern: readonly number[]): number[] {
    const p = validatePattern(pattern);
    let mask = 0;
    p.forEach((x, i) => {
      if (x > this.N) throw new InputError(`run ${x} is beyond the classified range 0..${this.N}`, `pattern index ${i}`);
      mask ^= this.bitOf(this.g[x]);
    });
    return this.reps.filter((r) => r !== 0 && (mask & this.bitOf(r)) !== 0);
  }

  /** f(A) via the reduction f(A) = f(g(A)) and the class memo. */
  wins(pattern: readonly number[], options?: RunOptions): boolean {
    const budget = Budget.from(options, "seed f(pattern)");
    let mask = 0;
    for (const r of this.reduce(pattern)) mask ^= this.bitOf(r);
    return this.f(mask, null, budget);
  }

  /**
   * All non-empty second-player-win (f = 0) subsets of the non-zero representatives, by size
   * then lexicographically. O(2^(#classes − 1)) reduced patterns.
   */
  secondPlayerPatterns(options?: RunOptions): number[][] {
    const nz = this.reps.slice(1);
    const out: number[][] = [];
    for (let s = 1; s < 1 << nz.length; s++) {
      const set = nz.filter((_, i) => (s >> i) & 1);
      if (!this.wins(set, options)) out.push(set);
    }
    return out.sort((a, b) => a.length - b.length || a.reduce((c, x, i) => c || x - b[i], 0));
  }
}

/**
 * Convenience: the seed's classes for runs 0..N. Budgeted (BudgetExceededError). Cost: per n,
 * at most 2^(#classes) reduced patterns, each with its distinct option deltas.
 */
export function seedEquivalenceClasses(N: number, options?: RunOptions & { splits?: SplitRule }): SeedClassifier {
  const budget = Budget.from(options, `seed equivalence classes up to ${N}`, SPLITS_OPTION_NAMES);
  return new SeedClassifier(options?.splits).extendTo(N, { budget });
}

/**
 * The n (period ≤ n ≤ N) whose class differs from that of n − period — the seed's list of
 * exceptions "g(48) ≠ g(14), …". O(N).
 */
export function classPeriodExceptions(classifier: SeedClassifier, period: number): number[] {
  const out: number[] = [];
  for (let n = period; n <= classifier.N; n++) if (classifier.classOf(n) !== classifier.classOf(n - period)) out.push(n);
  return out;
}
