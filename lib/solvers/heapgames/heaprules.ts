/**
 * Nim-sequences of any heap rules (take-and-break codes, spawning codes, a user's function: the
 * `games.octal` HeapRules), and periodicity proofs for take-and-break codes beyond octal.
 *
 * **Periodicity theorem for take-and-break codes with at most m heaps** (the induction of R. K. Guy
 * and C. A. B. Smith, "The G-values of various games", 1956, for octal games, m = 2; for m = 3,
 * hexadecimal games, the bound 3n0 + 2p + k is A. Howse and R. J. Nowakowski's, "Periodicity and
 * arithmetic-periodicity in hexadecimal games", Theoretical Computer Science 313, 2004). Condition:
 * the code has no repeating tail (a move removes at most k tokens), every digit — additive ones
 * included — leaves at most m heaps (no `*`, no `+`), and no digit has a constraint `!`, `?` or `=`.
 * Then, if G(n + p) = G(n) for every n with
 *
 *     n0 ≤ n ≤ m·n0 + (m − 1)·p + k − 1      (and also n = (m − 1)·p + k when n0 = 0),
 *
 * G(n + p) = G(n) for every n ≥ n0. Proof, for n past that range: an option of the heap n + p takes
 * i ≤ k tokens (or adds −i) and leaves c ≤ m heaps summing to n + p − i, so its largest heap b is at
 * least (n + p − k)/m ≥ n0 + p (and b > p when n0 = 0), and smaller than n + p (the parser allows
 * only digits whose heaps are smaller than the heap moved in); replacing b by b − p gives an option
 * of n (same digit, same number of heaps: no constraint to break) of the same value, by induction.
 * Conversely the largest heap a of an option of n is at least (n − k)/m ≥ n0, and a + p gives an
 * option of n + p of the same value. So both heaps have the same option values. With m = 2 this is
 * exactly the octal theorem of `period.ts`. A constrained digit breaks the correspondence (b − p may
 * equal another heap), and with `*` or a repeating tail no finite bound exists: then no proof is
 * claimed (CGSuite's `CheckPeriodicity` likewise answers Nothing, e.g. for Grundy's game `4!.0`).
 * Arithmetic periodicity (a saltus) is not checked: CGSuite checks saltus 0 for these codes too.
 */
import { Budget, InputError, checkInteger, type RunOptions } from "../../util";
import { parseTakeAndBreak, takeAndBreakRules, type HeapRules, type TakeAndBreakCode } from "../../games/octal";
import { preperiodFor } from "./period";
import { takeAndBreakNimSequence } from "./takeandbreak";

/**
 * Nim-sequence G(0..N) of heap rules by the definition: G(n) is the mex of the nim-sums of the heaps
 * each option of n leaves. Every heap left must be smaller than n (else an {@link InputError} naming
 * the rules and the heap). Cost: O(Σ_{n ≤ N} options(n) × heaps per option), one budget unit per
 * option, progress by heap; 4 bytes per value reserved.
 */
export function heapNimSequence(rules: HeapRules, N: number, options?: RunOptions): Uint32Array {
  if (typeof rules !== "object" || typeof (rules as Partial<HeapRules>).forEachOption !== "function") {
    throw new InputError("heapNimSequence(): expected heap rules, e.g. games.octal.spawningRules(\"1-3\") or games.octal.functionalHeapRules(name, n => [...])");
  }
  checkInteger(N, "heapNimSequence(): N (the largest heap)", { min: 0 });
  const budget = Budget.from(options, `nim-sequence of ${rules.name} up to ${N}`);
  budget.reserve(4 * (N + 1), "the nim-value table");
  const G = new Uint32Array(N + 1);
  let xors = new Uint32Array(64);
  let seen = new Uint32Array(64);
  for (let n = 0; n <= N; n++) {
    let count = 0;
    rules.forEachOption(n, (parts, len) => {
      let v = 0;
      for (let i = 0; i < len; i++) {
        const h = parts[i];
        if (h >= n) throw new InputError(`heap ruleset "${rules.name}": a heap of ${n} has an option leaving a heap of ${h}; a nim-sequence needs every heap left smaller than the heap moved in`, `heap ${n}`);
        v ^= G[h];
      }
      if (count === xors.length) {
        const grown = new Uint32Array(2 * count);
        grown.set(xors);
        xors = grown;
      }
      xors[count++] = v;
      if ((count & 4095) === 0) budget.spend(4096);
    });
    budget.spend((count & 4095) + 1);
    if (seen.length < count + 1) seen = new Uint32Array(2 * (count + 1));
    const stamp = n + 1;
    for (let i = 0; i < count; i++) if (xors[i] <= count) seen[xors[i]] = stamp;
    let v = 0;
    while (seen[v] === stamp) v++;
    G[n] = v;
    if ((n & 255) === 0) budget.report(n + 1, N + 1);
  }
  return G;
}

/** Why the periodicity theorem applies to a code (m, k) or why it does not. */
export type PeriodicityTheoremFit = { readonly applies: true; readonly maxHeaps: number; readonly k: number } | { readonly applies: false; readonly reason: string };

/** Whether the module's periodicity theorem applies to a take-and-break code, with its m and k. O(code length). */
export function periodicityTheoremFor(code: TakeAndBreakCode | string): PeriodicityTheoremFit {
  const c = typeof code === "string" ? parseTakeAndBreak(code) : code;
  if (c.period > 0) return { applies: false, reason: `${c.code} has a repeating tail: moves may remove any number of tokens, so no finite bound exists` };
  const all = [...c.digits, ...c.additive];
  if (all.some((d) => d.allowMore)) return { applies: false, reason: `${c.code} has a digit leaving any number of heaps ("*" or "+")` };
  if (all.some((d) => d.counts.some((k) => k !== "none" && k !== "any"))) return { applies: false, reason: `${c.code} has a constrained digit (!, ? or =): shifting one heap by p may break the constraint` };
  return { applies: true, maxHeaps: Math.max(1, c.maxHeaps), k: c.digits.length - 1 };
}

/**
 * Last n the theorem needs checked: m·n0 + (m − 1)·p + k − 1, or (m − 1)·p + k when n0 = 0 (see
 * the module comment). O(1).
 */
export function generalTheoremCheckTo(preperiod: number, period: number, k: number, maxHeaps: number): number {
  checkInteger(preperiod, "generalTheoremCheckTo(): preperiod", { min: 0 });
  checkInteger(period, "generalTheoremCheckTo(): period", { min: 1 });
  checkInteger(k, "generalTheoremCheckTo(): k", { min: 0 });
  checkInteger(maxHeaps, "generalTheoremCheckTo(): maxHeaps", { min: 1 });
  return maxHeaps * preperiod + (maxHeaps - 1) * period + k - 1 + (preperiod === 0 ? 1 : 0);
}

/** A proven period of a take-and-break code (CGSuite's `Periodicity(Period, Preperiod, Saltus)`). */
export interface HeapPeriodicity {
  readonly period: number;
  readonly preperiod: number;
  /** Always 0: arithmetic periodicity is not checked. */
  readonly saltus: 0;
  /** m and k of the theorem. */
  readonly maxHeaps: number;
  readonly k: number;
  /** The theorem needed G(n + p) = G(n) for preperiod ≤ n ≤ checkTo; G was computed up to computedTo. */
  readonly checkTo: number;
  readonly computedTo: number;
}

/**
 * CGSuite's `CheckPeriodicity(N)` for any take-and-break code: computes G(0..N) and returns the least
 * period p (with its least preperiod) that the module's theorem proves from those values, or null when
 * none is proven — because the theorem does not apply to the code ({@link periodicityTheoremFor} says
 * why) or no period is proven within N. Cost: the nim-sequence's (see `takeAndBreakNimSequence`) plus
 * O(N) per period tried (usually far less); `options.budget` bounds the sequence.
 */
export function takeAndBreakPeriodicity(code: TakeAndBreakCode | string, N: number, options?: RunOptions): HeapPeriodicity | null {
  const c = typeof code === "string" ? parseTakeAndBreak(code) : code;
  checkInteger(N, "takeAndBreakPeriodicity(): N (the largest heap)", { min: 0 });
  const fit = periodicityTheoremFor(c);
  if (!fit.applies) return null;
  const G = takeAndBreakNimSequence(c, N, options);
  return provenPeriod(G, fit.k, fit.maxHeaps);
}

/** The least period the theorem proves on G(0..N) for these k and m, or null. O(N · periods tried). */
export function provenPeriod(G: ArrayLike<number>, k: number, maxHeaps: number): HeapPeriodicity | null {
  const N = G.length - 1;
  for (let p = 1; p <= Math.floor(N / 2); p++) {
    const n0 = preperiodFor(G, p);
    const checkTo = generalTheoremCheckTo(n0, p, k, maxHeaps);
    if (checkTo + p <= N) return { period: p, preperiod: n0, saltus: 0, maxHeaps, k, checkTo, computedTo: N };
  }
  return null;
}

/** The nim-sequence of a take-and-break code through {@link heapNimSequence} (any code, no octal shortcut): a plain cross-check. */
export function takeAndBreakNimSequenceByRules(code: TakeAndBreakCode | string, N: number, options?: RunOptions): Uint32Array {
  return heapNimSequence(takeAndBreakRules(code), N, options);
}
