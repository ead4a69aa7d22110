/**
 * Describing Domineering values: kind (number, infinitesimal, tepid, switch, hot), temperature,
 * outcome and complexity, as plain data suitable for tables and worker threads.
 */
import * as cgt from "../../cgt";

/**
 * Kinds of values, in increasing "heat":
 * - `number`: a dyadic rational (including 0);
 * - `infinitesimal`: non-zero, infinitely close to 0 (`*`, `↑`, `{0|↓}`, …);
 * - `tepid`: a non-zero number plus a non-zero infinitesimal (`1*`, `-1/2↑`, …): equal stops, not a number;
 * - `switch`: `{a|b}` with numbers a > b (the simplest hot games, `x ± y`);
 * - `hot`: any other game whose left stop exceeds its right stop.
 */
export type ValueKind = "number" | "infinitesimal" | "tepid" | "switch" | "hot";

/** All kinds in the order above. */
export const VALUE_KINDS: readonly ValueKind[] = ["number", "infinitesimal", "tepid", "switch", "hot"];

/** Kind of a canonical value (see {@link ValueKind}). O(size of the canonical form) via lib/cgt. */
export function classify(g: cgt.Game): ValueKind {
  if (cgt.isNumber(g)) return "number";
  if (cgt.isInfinitesimal(g)) return "infinitesimal";
  const l = cgt.leftStop(g);
  const r = cgt.rightStop(g);
  if (l.num === r.num && l.exp === r.exp) return "tepid";
  const lo = cgt.leftOptions(g);
  const ro = cgt.rightOptions(g);
  if (lo.length === 1 && ro.length === 1 && cgt.isNumber(lo[0]) && cgt.isNumber(ro[0])) return "switch";
  return "hot";
}

/** Plain-data description of a value (worker- and table-safe). */
export interface ValueInfo {
  /** Canonical form as printed by `cgt.format`. */
  value: string;
  /** Outcome class: L, R, N or P. */
  outcome: "L" | "R" | "N" | "P";
  kind: ValueKind;
  /** Temperature as a number (−1 for integers, −1/2^k for other numbers: CGSuite's convention). */
  temperature: number;
  /** Temperature as an exact string ("3/4", "-1"). */
  temperatureText: string;
  /** Mean value as a number. */
  mean: number;
  /** Birthday of the canonical form. */
  birthday: number;
  /** Number of distinct canonical subpositions (a complexity measure). */
  canonicalSize: number;
}

/** Describe a canonical value. Cost: a few passes over its canonical form (memoized in lib/cgt). */
export function describeValue(g: cgt.Game): ValueInfo {
  const t = cgt.temperature(g);
  return {
    value: cgt.format(g),
    outcome: cgt.outcome(g),
    kind: classify(g),
    temperature: cgt.dyadicToNumber(t),
    temperatureText: cgt.dyadicToString(t),
    mean: cgt.dyadicToNumber(cgt.mean(g)),
    birthday: cgt.birthday(g),
    canonicalSize: cgt.canonicalSize(g),
  };
}
