/**
 * Period detection for nim-sequences and the octal periodicity theorem that turns a detected
 * period into a proof.
 *
 * **Octal periodicity theorem** (R. K. Guy and C. A. B. Smith, "The G-values of various
 * games", Proc. Cambridge Philos. Soc. 52 (1956) 514–526; Berlekamp, Conway, Guy, *Winning
 * Ways*, ch. 4 "Taking and Breaking"). Let an octal game have a finite code whose last
 * non-zero digit is d_k (no move removes more than k tokens). If
 *
 *     G(n + p) = G(n)   for all n with  n0 ≤ n < 2·n0 + p + k,
 *
 * then G(n + p) = G(n) for all n ≥ n0: the sequence is periodic for ever with period p and
 * preperiod n0.
 *
 * Proof (induction on n ≥ 2n0 + p + k, as we use it). Take a two-heap option (a, b) of heap
 * n + p, a + b = n + p − i with 0 ≤ i ≤ k and b ≥ a. Then b ≥ (2n0 + 2p + k − i)/2 ≥ n0 + p and
 * b < n + p, so G(b) = G(b − p) by hypothesis/induction, and (a, b − p) is the matching option
 * of heap n with the same value. It is a *legal* two-heap move only if b − p ≥ 1, which can fail
 * solely when n0 = 0, i = k and a = b = p at the very first step n = p + k; so for n0 = 0 we
 * also check n = p + k (one value past the bound above — this is the only place where we are
 * stricter than the form quoted above). The extra check is needed: for 0.4 (take one, split
 * the rest in two) G = 0, 0, 0, 1, … satisfies G(n + 1) = G(n) for 0 ≤ n < 0 + 1 + 1, yet is
 * not constant; likewise 0.04, 0.004 and 4.0 (see test/octal.test.ts). An exhaustive search
 * over all codes d0.d1d2d3 (d0 ∈ {0, 4}; n0 ≤ 40, p ≤ 60, G up to 600) found no failure of the
 * strict bound with n0 ≥ 1, as the proof predicts. One-heap options n + p − i ↔ n − i correspond the same
 * way (n − i ≥ p ≥ 1), and conversely every option (a, b) of n has max(a, b) ≥ n0, giving the
 * option (a, b + p) of n + p. So both heaps have the same option values and G(n + p) = G(n).
 * The argument also covers d0 = 4 (i = 0: splitting without taking).
 */
import { checkInteger, InputError, checkOptions, optionNames } from "../../util";

/** A (preperiod, period) pair and whether the theorem proves it from the data it came from. */
export interface PeriodResult {
  /** The period p: G(n + p) = G(n) for preperiod ≤ n ≤ N − p. */
  readonly period: number;
  /** Least n0 with G(n + p) = G(n) for all n0 ≤ n ≤ N − p (the last exception is n0 − 1). */
  readonly preperiod: number;
  /** Whether the octal periodicity theorem proves this period for all n ≥ preperiod. */
  readonly proven: boolean;
  /** Last index of the data used (N). */
  readonly computedTo: number;
  /** k: the last non-zero code digit's position, used in the bound. */
  readonly k: number;
  /** The theorem needs G(n + p) = G(n) for preperiod ≤ n ≤ checkTo ... */
  readonly checkTo: number;
  /** ... i.e. G known up to requiredN = checkTo + p. `proven` ⇔ computedTo ≥ requiredN. */
  readonly requiredN: number;
}

/**
 * Last n that the periodicity theorem needs checked: 2·n0 + p + k − 1 (the bound
 * n < 2n0 + p + k), or p + k when n0 = 0 (see the proof in this module's comment). O(1).
 */
export function theoremCheckTo(preperiod: number, period: number, k: number): number {
  checkInteger(preperiod, "theoremCheckTo(): preperiod", { min: 0 });
  checkInteger(period, "theoremCheckTo(): period", { min: 1 });
  checkInteger(k, "theoremCheckTo(): k (the longest removal)", { min: 0 });
  return preperiod === 0 ? period + k : 2 * preperiod + period + k - 1;
}

/** Least n0 such that G(n + p) = G(n) for all n0 ≤ n ≤ N − p (scans backwards; O(N − n0)). */
export function preperiodFor(values: ArrayLike<number>, p: number): number {
  let n = values.length - 1 - p;
  while (n >= 0 && values[n] === values[n + p]) n--;
  return n + 1;
}

/**
 * Check the hypothesis of the periodicity theorem for a claimed (preperiod, period): every
 * G(n + p) = G(n) for preperiod ≤ n ≤ {@link theoremCheckTo}. Returns whether the data is long
 * enough, whether all equalities hold, and the first failure if any. Cost O(n0 + p + k).
 */
export function checkPeriodicityTheorem(
  values: ArrayLike<number>,
  k: number,
  period: number,
  preperiod: number,
): { longEnough: boolean; holds: boolean; checkFrom: number; checkTo: number; requiredN: number; equalities: number; firstFailure?: number } {
  if (!Number.isSafeInteger(period) || period < 1) throw new InputError(`period must be a positive integer, got ${period}`);
  if (!Number.isSafeInteger(preperiod) || preperiod < 0) {
    throw new InputError(`preperiod must be a non-negative integer, got ${preperiod}`);
  }
  if (!Number.isSafeInteger(k) || k < 0) throw new InputError(`k must be a non-negative integer, got ${k}`);
  const checkTo = theoremCheckTo(preperiod, period, k);
  const requiredN = checkTo + period;
  const N = values.length - 1;
  const longEnough = N >= requiredN;
  let equalities = 0;
  const last = Math.min(checkTo, N - period);
  for (let n = preperiod; n <= last; n++) {
    if (values[n] !== values[n + period]) {
      return { longEnough, holds: false, checkFrom: preperiod, checkTo, requiredN, equalities, firstFailure: n };
    }
    equalities++;
  }
  return { longEnough, holds: longEnough, checkFrom: preperiod, checkTo, requiredN, equalities };
}

/** The options {@link findPeriod} takes. */
const PERIOD_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof findPeriod>[2]>>({ maxPeriod: true, minRepeats: true });

/**
 * Detect the period of a computed nim-sequence G(0..N) and prove it when the data suffices.
 * Tries p = 1, 2, … ≤ maxPeriod (default N/2); for each p the preperiod n0(p) comes from a
 * backward scan. The first (least) p that the theorem proves from this data is returned. If none is
 * proven, the candidate with the longest matched tail relative to p (at least `minRepeats`
 * periods, default 3, and preperiod ≤ N/2 so that short chance repeats at the end are ignored) is returned with `proven: false` and the `requiredN` a proof would need;
 * `null` if there is none. Cost: O(N) typically (most p fail within a few steps of the end),
 * O(N·P) worst case.
 */
export function findPeriod(
  values: ArrayLike<number>,
  k: number,
  options: { maxPeriod?: number; minRepeats?: number } = {},
): PeriodResult | null {
  checkOptions(options, PERIOD_OPTION_NAMES, "findPeriod");
  const N = values.length - 1;
  const maxP = Math.min(options.maxPeriod ?? Math.floor(N / 2), N);
  const minRepeats = options.minRepeats ?? 3;
  let candidate: { p: number; n0: number; score: number } | null = null;
  for (let p = 1; p <= maxP; p++) {
    const n0 = preperiodFor(values, p);
    const requiredN = theoremCheckTo(n0, p, k) + p;
    if (N >= requiredN) return { period: p, preperiod: n0, proven: true, computedTo: N, k, checkTo: requiredN - p, requiredN };
    const tail = N - n0 + 1;
    if (tail >= minRepeats * p && 2 * n0 <= N) {
      const score = tail / p;
      if (!candidate || score > candidate.score) candidate = { p, n0, score };
    }
  }
  if (!candidate) return null;
  const checkTo = theoremCheckTo(candidate.n0, candidate.p, k);
  return {
    period: candidate.p,
    preperiod: candidate.n0,
    proven: false,
    computedTo: N,
    k,
    checkTo,
    requiredN: checkTo + candidate.p,
  };
}

/**
 * The exceptions of an eventually periodic sequence: the n < preperiod with G(n) ≠ G(n + p)
 * (the last one is preperiod − 1). O(preperiod).
 */
export function periodExceptions(values: ArrayLike<number>, period: number, preperiod: number): number[] {
  const out: number[] = [];
  for (let n = 0; n < preperiod && n + period < values.length; n++) if (values[n] !== values[n + period]) out.push(n);
  return out;
}

/**
 * A human-readable proof of a period: the theorem, the range checked and its outcome, one line
 * each. `codeLabel` names the game (e.g. "0.137"). O(n0 + p + k).
 */
export function formatPeriodProof(values: ArrayLike<number>, codeLabel: string, k: number, period: number, preperiod: number): string[] {
  const c = checkPeriodicityTheorem(values, k, period, preperiod);
  const N = values.length - 1;
  const lines = [
    `Game ${codeLabel}: last non-zero code digit at position k = ${k}.`,
    `Claim: G(n + ${period}) = G(n) for every n ≥ ${preperiod}.`,
    `Octal periodicity theorem (Guy–Smith 1956; Winning Ways ch. 4): it suffices that G(n + p) = G(n) for ` +
      `n0 ≤ n < 2·n0 + p + k` + (preperiod === 0 ? ` (and n = p + k when n0 = 0)` : "") + `.`,
    `Here n0 = ${preperiod}, p = ${period}: check n = ${c.checkFrom} … ${c.checkTo}, which needs G up to ${c.requiredN}; G is known up to ${N}.`,
  ];
  if (!c.longEnough && c.firstFailure === undefined) {
    lines.push(`NOT PROVEN: the computed range is too short (${N} < ${c.requiredN}); compute G further.`);
  } else if (c.firstFailure !== undefined) {
    const f = c.firstFailure;
    lines.push(`FAILS: G(${f + period}) = ${values[f + period]} ≠ G(${f}) = ${values[f]}.`);
  } else {
    lines.push(`All ${c.equalities} equalities G(n + ${period}) = G(n), n = ${c.checkFrom} … ${c.checkTo}, hold.`);
    lines.push(`Therefore G(n + ${period}) = G(n) for all n ≥ ${preperiod}: the period is proven for ever. ∎`);
  }
  return lines;
}

/**
 * The heaps with nim-value `value` in an eventually periodic sequence, described for all n:
 * the residues r (mod period) where the periodic part equals `value`, the heaps n < preperiod
 * that have the value although their residue does not (`extra`), and those whose residue does
 * but they do not (`missing`). With a proven period this describes the set for every n.
 * O(preperiod + period).
 */
export function valueResidues(
  values: ArrayLike<number>,
  period: number,
  preperiod: number,
  value: number,
): { residues: number[]; extra: number[]; missing: number[] } {
  if (values.length < preperiod + period) {
    throw new InputError(`need G up to ${preperiod + period - 1} to read one full period, have ${values.length - 1}`);
  }
  const residues: number[] = [];
  for (let r = 0; r < period; r++) if (values[preperiod + ((((r - preperiod) % period) + period) % period)] === value) residues.push(r);
  const extra: number[] = [];
  const missing: number[] = [];
  for (let n = 0; n < preperiod; n++) {
    const inResidue = residues.includes(n % period);
    if (values[n] === value && !inResidue) extra.push(n);
    if (values[n] !== value && inResidue) missing.push(n);
  }
  return { residues, extra, missing };
}
