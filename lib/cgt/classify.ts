/**
 * Kinds of values (number, infinitesimal, tepid, switch, hot) and a plain-data description of a
 * value (kind, outcome, temperature, mean, birthday, canonical size) for tables and worker threads.
 * Built on the value-level functions of api.ts and dyadic.ts.
 */
import type { Game } from "./value";
import {
  birthday,
  canonicalSize,
  format,
  isInfinitesimal,
  isNumber,
  leftOptions,
  leftStop,
  mean,
  outcome,
  rightOptions,
  rightStop,
  temperature,
} from "./api";
import { dyadicToNumber, dyadicToString } from "./dyadic";

/**
 * Kinds of values, in increasing "heat":
 * - `number`: a dyadic rational (including 0);
 * - `infinitesimal`: non-zero, infinitely close to 0 (`*`, `↑`, `{0|↓}`, …);
 * - `tepid`: a non-zero number plus a non-zero infinitesimal (`1*`, `-1/2↑`, …): equal stops, not a number;
 * - `switch`: `{a|b}` with numbers a > b (the simplest hot games, `x ± y`);
 * - `hot`: any other game whose left stop exceeds its right stop.
 */
export type ValueKind = "number" | "infinitesimal" | "tepid" | "switch" | "hot";

/** All kinds in the order of {@link ValueKind} (increasing heat). */
export const VALUE_KINDS: readonly ValueKind[] = ["number", "infinitesimal", "tepid", "switch", "hot"];

/**
 * Kind of a canonical value (see {@link ValueKind}): a number; else infinitesimal when both stops
 * are 0; else tepid when the stops are equal; else a switch when it is `{a|b}` with numbers a, b;
 * else hot. Cost: O(size of the canonical form) for the stops (memoized in the store).
 *
 * @example
 * ```ts
 * cgt.valueKind(cgt.parse("1/2")); // → "number"
 * cgt.valueKind(cgt.UP); // → "infinitesimal"
 * cgt.valueKind(cgt.parse("1*")); // → "tepid"
 * cgt.valueKind(cgt.parse("±1")); // → "switch"
 * ```
 */
export function valueKind(g: Game): ValueKind {
  if (isNumber(g)) return "number";
  if (isInfinitesimal(g)) return "infinitesimal";
  const l = leftStop(g);
  const r = rightStop(g);
  if (l.num === r.num && l.exp === r.exp) return "tepid";
  const lo = leftOptions(g);
  const ro = rightOptions(g);
  if (lo.length === 1 && ro.length === 1 && isNumber(lo[0]!) && isNumber(ro[0]!)) return "switch";
  return "hot";
}

/** Plain-data description of a value (worker- and table-safe), made by {@link valueInfo}. */
export interface ValueInfo {
  /** Canonical form as printed by `cgt.format`. */
  value: string;
  /** Outcome class: L, R, N or P. */
  outcome: "L" | "R" | "N" | "P";
  /** Kind of value ({@link valueKind}). */
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

/**
 * Describe a canonical value as plain data: printed form, outcome, {@link valueKind}, temperature
 * (as a number and exactly), mean, birthday and canonical size. Cost: a few passes over its
 * canonical form (memoized in the store).
 *
 * @example
 * ```ts
 * const info = cgt.valueInfo(cgt.parse("±1"));
 * info.kind; // → "switch"
 * info.temperatureText; // → "1"
 * info.outcome; // → "N"
 * ```
 */
export function valueInfo(g: Game): ValueInfo {
  const t = temperature(g);
  return {
    value: format(g),
    outcome: outcome(g),
    kind: valueKind(g),
    temperature: dyadicToNumber(t),
    temperatureText: dyadicToString(t),
    mean: dyadicToNumber(mean(g)),
    birthday: birthday(g),
    canonicalSize: canonicalSize(g),
  };
}
