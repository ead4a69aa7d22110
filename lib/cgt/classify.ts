/**
 * The value-level forms of the one classification of values (kinds.ts): `valueKind`, and
 * `valueInfo`, the table form of `Game.describe()` (printed form, outcome, kind, temperature and
 * mean as doubles and exactly, birthday, canonical size) for tables and worker threads.
 */
import { type Game, type GameDescription, toId } from "./value";
import { canonicalSize } from "./api";
import { dyadicToNumber } from "./dyadic";
import { kindOfId, type ValueKind } from "./kinds";

/**
 * Kind of a canonical value (see {@link ValueKind}): a number; else infinitesimal when both stops
 * are 0; else tepid when the stops are equal; else a switch when it is `{a|b}` with numbers a, b;
 * else hot. The same classification as the `kind` of `g.describe()`. Cost: O(size of the canonical
 * form) for the stops (memoized in the store).
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
  return kindOfId(toId(g, "valueKind: game"));
}

/**
 * Plain-data description of a value (worker- and table-safe), made by {@link valueInfo}: the
 * fields of {@link GameDescription} a table sorts and plots by, with the temperature and mean as
 * doubles (and the temperature also exactly), the notation as `value`, and the canonical size.
 */
export interface ValueInfo extends Pick<GameDescription, "outcome" | "kind" | "birthday"> {
  /** Canonical form as printed by `cgt.format` (the description's `notation`). */
  value: string;
  /** Temperature as a number (−1 for integers, −1/2^k for other numbers: CGSuite's convention). */
  temperature: number;
  /** Temperature as an exact string ("3/4", "-1"): the description's `temperature`. */
  temperatureText: string;
  /** Mean value as a number. */
  mean: number;
  /** Number of distinct canonical subpositions (a complexity measure; `cgt.canonicalSize`). */
  canonicalSize: number;
}

/**
 * Describe a canonical value as plain data for a table: `g.describe()` in table form (printed
 * form, outcome, {@link valueKind}, temperature as a number and exactly, mean, birthday) plus the
 * canonical size. Cost: a few passes over its canonical form (memoized in the store).
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
  toId(g, "valueInfo: game"); // an InputError naming valueInfo for a non-value
  const d = g.describe();
  return {
    value: d.notation,
    outcome: d.outcome,
    kind: d.kind,
    temperature: dyadicToNumber(g.temperature),
    temperatureText: d.temperature,
    mean: dyadicToNumber(g.mean),
    birthday: d.birthday,
    canonicalSize: canonicalSize(g),
  };
}
