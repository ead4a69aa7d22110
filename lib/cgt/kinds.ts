/**
 * The one classification of values, on store ids: infinitesimal or not, and the kind of a value
 * (number, infinitesimal, tepid, switch, hot). `Game.describe()`, `cgt.valueKind`, `cgt.valueInfo`
 * and `cgt.isInfinitesimal` all read it from here. Id-level (store.ts, thermo.ts), below value.ts,
 * so the Game class can use it without an import cycle.
 */
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { leftStop, rightStop } from "./thermo";

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

/** True if the game of id g is infinitesimal (both stops 0; 0 included). O(1). */
export function isInfinitesimalId(g: GameId): boolean {
  return S.leftStopValue(g) === 0 && S.rightStopValue(g) === 0;
}

/**
 * Kind of the game of id g (see {@link ValueKind}): a number; else infinitesimal when both stops
 * are 0; else tepid when the stops are equal; else a switch when it is `{a|b}` with numbers a, b;
 * else hot. Cost: O(size of the canonical form) for the stops (memoized in the store).
 */
export function kindOfId(g: GameId): ValueKind {
  if (S.isNumber(g)) return "number";
  if (isInfinitesimalId(g)) return "infinitesimal";
  const l = leftStop(g);
  const r = rightStop(g);
  if (l.num === r.num && l.exp === r.exp) return "tepid";
  if (S.leftCount(g) === 1 && S.rightCount(g) === 1 && S.isNumber(S.leftOption(g, 0)) && S.isNumber(S.rightOption(g, 0))) return "switch";
  return "hot";
}
