/**
 * Claims as data (issue 15): a published claim, where it was published, what we computed, and a
 * verdict derived from our numbers by an explicit rule, never written by hand. A notebook builds
 * its claims table from these records, so a verdict, an "all correct" or an exception list reads
 * differently as soon as the data it describes differ.
 *
 * Every function here is pure; the rules cost O(size of the data they are given).
 *
 * @module
 */
import { InputError } from "../../util";

/** How a claim fared: confirmed, true only in part, contradicted by our numbers. */
export type VerdictStatus = "confirmed" | "partly" | "not confirmed";

/** A verdict: its status and one sentence saying why, built from the numbers it judged. */
export interface Verdict {
  status: VerdictStatus;
  /** Why, in a few words with our numbers in them ("3.98 is 20.4% below 5; tolerance 10%"). */
  because: string;
}

/** A checked claim, one row of a claims table. */
export interface ClaimRecord {
  /** The claim, quoted or paraphrased from the source. */
  claim: string;
  /** Where it was published: a seed document (one of the five in SOURCES.md) and its section, a paper, a program. */
  source: string;
  /** The claimed number or statement ("about 5", "5.5", "no draws"). */
  claimed: string;
  /** Our number(s), computed in this run. */
  ours: string;
  /** Derived by the claim's rule from our numbers. */
  verdict: Verdict;
}

/** One row of a rendered claims table (plain strings: ready for showTable / saveTable). */
export interface ClaimRow { claim: string; source: string; claimed: string; ours: string; verdict: string }

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : Number(x.toPrecision(6)).toString());

function requireFinite(x: number, what: string, where: string): void {
  if (typeof x !== "number" || !Number.isFinite(x)) throw new InputError(`${where}: ${what} must be a finite number, got ${String(x)}`);
}

/** The verdict "confirmed" exactly when `ours === claimed` (strict equality; numbers, strings, booleans, bigints). O(1). */
export function equals<T extends number | string | boolean | bigint>(ours: T, claimed: T, label = "ours"): Verdict {
  return ours === claimed
    ? { status: "confirmed", because: `${label} = ${String(ours)}, as claimed` }
    : { status: "not confirmed", because: `${label} = ${String(ours)}, claimed ${String(claimed)}` };
}

/** Tolerance of {@link near}: relative (a fraction of the claimed value) or absolute, or both (either suffices). */
export interface Tolerance {
  relative?: number;
  absolute?: number;
}

/**
 * "About `claimed`": confirmed when |ours − claimed| is within the tolerance (relative to |claimed|,
 * or absolute; either one suffices). The reason gives the deviation. O(1); InputError for a
 * non-finite number or a missing or negative tolerance.
 */
export function near(ours: number, claimed: number, tolerance: Tolerance, label = "ours"): Verdict {
  requireFinite(ours, "our value", "claims.near");
  requireFinite(claimed, "the claimed value", "claims.near");
  const { relative, absolute } = tolerance;
  if (relative === undefined && absolute === undefined) throw new InputError("claims.near: give a relative or an absolute tolerance");
  if ((relative ?? 0) < 0 || (absolute ?? 0) < 0) throw new InputError("claims.near: tolerances must be ≥ 0");
  const diff = ours - claimed;
  const ok = (relative !== undefined && Math.abs(diff) <= relative * Math.abs(claimed)) || (absolute !== undefined && Math.abs(diff) <= absolute);
  const dev =
    claimed !== 0 ? `${Number((Math.abs(diff / claimed) * 100).toPrecision(2))}% ${diff < 0 ? "below" : "above"}` : `${fmt(Math.abs(diff))} ${diff < 0 ? "below" : "above"}`;
  const tol = [relative !== undefined ? `${fmt(relative * 100)}%` : "", absolute !== undefined ? `±${fmt(absolute)}` : ""].filter((s) => s !== "").join(" or ");
  return {
    status: ok ? "confirmed" : "not confirmed",
    because: diff === 0 ? `${label} = ${fmt(ours)}, exactly as claimed` : `${label} = ${fmt(ours)} is ${dev} ${fmt(claimed)} (tolerance ${tol})`,
  };
}

/** One case of a claim "for every n": the case's parameter and whether the claim holds there. */
export interface Case {
  n: number;
  holds: boolean;
}

/**
 * "For every n": confirmed if the claim holds in every case, "partly" if in some, "not confirmed"
 * if in none; the reason lists the cases where it fails (or holds), as computed. O(cases).
 */
export function forAll(cases: readonly Case[], what = "n"): Verdict {
  if (cases.length === 0) throw new InputError("claims.forAll: no cases to check");
  const fail = cases.filter((c) => !c.holds).map((c) => c.n);
  const hold = cases.filter((c) => c.holds).map((c) => c.n);
  const range = `${what} = ${cases[0]!.n}..${cases[cases.length - 1]!.n}`;
  if (fail.length === 0) return { status: "confirmed", because: `holds for every ${range} checked (${cases.length} cases)` };
  if (hold.length === 0) return { status: "not confirmed", because: `fails for every ${range} checked (${cases.length} cases)` };
  return fail.length <= hold.length
    ? { status: "partly", because: `fails for ${what} ∈ {${firstFew(fail)}} (${fail.length} of ${cases.length} cases)` }
    : { status: "partly", because: `holds only for ${what} ∈ {${firstFew(hold)}} (${hold.length} of ${cases.length} cases)` };
}

/** At most eight members (runs abbreviated), then "…". */
function firstFew(ns: readonly number[]): string {
  return ns.length <= 8 ? abbreviate(ns) : `${abbreviate(ns.slice(0, 6))}, …`;
}

/** All of several verdicts: confirmed if all are, not confirmed if none is, else partly; reasons joined. O(verdicts). */
export function allOf(...verdicts: Verdict[]): Verdict {
  if (verdicts.length === 0) throw new InputError("claims.allOf: no verdicts to combine");
  const ok = verdicts.filter((v) => v.status === "confirmed").length;
  const status: VerdictStatus = ok === verdicts.length ? "confirmed" : ok === 0 && verdicts.every((v) => v.status === "not confirmed") ? "not confirmed" : "partly";
  return { status, because: verdicts.map((v) => v.because).join("; ") };
}

/** A list of integers with runs of 4 or more written a..b: [2,4,5,6,7,9] → "2, 4..7, 9" (consecutive runs only). O(length). */
export function abbreviate(ns: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ns.length; ) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j++;
    if (j - i >= 3) out.push(`${ns[i]}..${ns[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(ns[k]));
    i = j + 1;
  }
  return out.join(", ");
}

/** A named set of integers to describe a computed set against ("even n from 4 to 28"). */
export interface Pattern {
  name: string;
  members: readonly number[];
}

/** A computed set described against a pattern: the pattern, the exceptions (missing) and the extras. */
export interface SetDescription {
  /** Prose: "every even n from 4 to 28 except n = 8", or the plain list when the pattern fits poorly. */
  text: string;
  /** Pattern members not in the set. */
  except: number[];
  /** Set members not in the pattern. */
  extra: number[];
  /** True when the set equals the pattern exactly. */
  exact: boolean;
}

/**
 * Describe the computed `set` as `pattern` with exceptions: "every <pattern> except n = 8" (and
 * "plus n = …" for members outside the pattern). When the pattern explains less than half of the
 * set (or misses more than half of itself) the plain list is given instead. The exception list is
 * computed from the data, so it changes when the data change. O((|set| + |pattern|) log).
 */
export function describeSet(set: readonly number[], pattern: Pattern, what = "n"): SetDescription {
  const s = new Set(set);
  const p = new Set(pattern.members);
  const except = [...p].filter((x) => !s.has(x)).sort((a, b) => a - b);
  const extra = [...s].filter((x) => !p.has(x)).sort((a, b) => a - b);
  const sorted = [...s].sort((a, b) => a - b);
  const fits = p.size > 0 && except.length * 2 <= p.size && extra.length * 2 <= s.size;
  const list = (xs: number[]): string => (xs.length === 1 ? `${what} = ${xs[0]}` : `${what} ∈ {${abbreviate(xs)}}`);
  const text = !fits
    ? sorted.length === 0
      ? `no ${what}`
      : list(sorted)
    : `every ${pattern.name}` + (except.length > 0 ? ` except ${list(except)}` : "") + (extra.length > 0 ? `, and also ${list(extra)}` : "");
  return { text, except, extra, exact: except.length === 0 && extra.length === 0 };
}

/** Growth of a sequence read from its tail, as {@link growthOf} classifies it. */
export type Growth = "exponential" | "linear" | "other";

/**
 * Classify the growth of f(n) given as `values[n]` for n = from..values.length−1, from the upper half
 * of the range: "exponential" if every successive ratio f(n+1)/f(n) there exceeds 1 + `minRate`
 * (default 0.1) and they settle (max/min of the ratios ≤ 1.1); "linear" if f(n)/n stays positive and
 * within a factor 1.5 band (so f is Θ(n) there, zigzags allowed); else "other". Also returns the
 * numbers it judged. O(length). Needs at least 4 values in the upper half.
 */
export function growthOf(values: readonly number[], from = 1, minRate = 0.1): { growth: Growth; lastRatio: number; perN: [number, number]; rates: [number, number] } {
  const last = values.length - 1;
  const start = Math.max(from, Math.floor((from + last) / 2));
  if (last - start < 3) throw new InputError(`claims.growthOf: need at least 4 values in the upper half of n = ${from}..${last}`);
  const ratios: number[] = [];
  const perN: number[] = [];
  for (let n = start; n <= last; n++) {
    requireFinite(values[n]!, `f(${n})`, "claims.growthOf");
    perN.push(values[n]! / n);
    if (n < last) ratios.push(values[n + 1]! / values[n]!);
  }
  const rMin = Math.min(...ratios);
  const rMax = Math.max(...ratios);
  const pMin = Math.min(...perN);
  const pMax = Math.max(...perN);
  const lastRatio = ratios[ratios.length - 1]!;
  const growth: Growth =
    rMin > 1 + minRate && rMax / rMin <= 1.1 ? "exponential" : pMin > 0 && pMax / pMin <= 1.5 ? "linear" : "other";
  return { growth, lastRatio, perN: [pMin, pMax], rates: [rMin, rMax] };
}

/** Render checked claims as table rows; the verdict column is "status: reason", derived from each record. O(claims). */
export function claimsTable(records: readonly ClaimRecord[]): ClaimRow[] {
  return records.map((r) => ({ claim: r.claim, source: r.source, claimed: r.claimed, ours: r.ours, verdict: `${r.verdict.status}: ${r.verdict.because}` }));
}

/** Counts of the verdicts of a claims table, e.g. for a one-line summary. O(claims). */
export function tally(records: readonly ClaimRecord[]): Record<VerdictStatus, number> {
  const t: Record<VerdictStatus, number> = { confirmed: 0, partly: 0, "not confirmed": 0 };
  for (const r of records) t[r.verdict.status]++;
  return t;
}
