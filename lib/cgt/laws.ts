/**
 * Checks of the temperature theory and the all-small theory on given games, for notebooks and
 * tests that apply them to computed values: the cooling laws of Winning Ways ch. 6 (a frozen game
 * is infinitesimally close to the mean; cooling by t ≤ T(G) lowers the temperature by t and keeps
 * the mean) and the two-ahead rule of Lessons in Play ch. 9 (an all-small game of atomic weight
 * ≥ 2 is positive), with a reproducible supply of random all-small games. Each check computes;
 * none assumes the law it tests.
 */
import type { Game } from "./value";
import { atomicWeight, birthday, cool, format, freeze, game, integer, isAtomic, isInfinitesimal, leftStop, leq, mean, nimber, outcome, rightStop, temperature, DOWN, STAR, UP, ZERO } from "./api";
import { dSub, dyadicToString } from "./dyadic";
import { toTemperature, type TemperatureInput } from "./temperature";
import { mulberry32 } from "./random";

/** What {@link coolingLawsCheck} found for one game. */
export interface CoolingLaws {
  /** Both stops of the frozen game equal the mean (Winning Ways ch. 6). */
  frozenAtMean: boolean;
  /** Cooling by t lowered the temperature by exactly t and kept the mean; null when T(G) < t (then G_t is the mean itself). */
  coolingShift: boolean | null;
}

/**
 * Checks the cooling laws on g: freeze(g) has both stops equal to mean(g); and, when T(g) ≥ t,
 * T(cool(g, t)) = T(g) − t and mean(cool(g, t)) = mean(g). Exact dyadic comparisons. Cost: one
 * freeze and one cooling of g (memoized in the store).
 *
 * @example
 * ```ts
 * const g = cgt.parse("{3|-1}"); // temperature 2, mean 1
 * cgt.coolingLawsCheck(g, 1); // → {"frozenAtMean":true,"coolingShift":true}
 * ```
 */
export function coolingLawsCheck(g: Game, t: TemperatureInput = "1/2"): CoolingLaws {
  const m = dyadicToString(mean(g));
  const f = freeze(g);
  const frozenAtMean = dyadicToString(leftStop(f)) === m && dyadicToString(rightStop(f)) === m;
  const td = toTemperature(t);
  const T = temperature(g);
  if (dSub(T, td).num < 0n) return { frozenAtMean, coolingShift: null };
  const c = cool(g, t);
  return { frozenAtMean, coolingShift: dyadicToString(temperature(c)) === dyadicToString(dSub(T, td)) && dyadicToString(mean(c)) === m };
}

/**
 * The atomic weight of g as table text: "" when g is not infinitesimal or is 0, "not atomic" when
 * it has no atomic weight (`isAtomic`), else the weight as printed. Cost: that of `atomicWeight`.
 *
 * @example
 * ```ts
 * cgt.atomicWeightText(cgt.UP); // → "1"
 * cgt.atomicWeightText(cgt.ONE); // → ""
 * ```
 */
export function atomicWeightText(g: Game): string {
  if (g === ZERO || !isInfinitesimal(g)) return "";
  return isAtomic(g) ? format(atomicWeight(g)) : "not atomic";
}

/**
 * `count` random all-small games, reproducibly from `seed`: starting from 0, *, ↑, ↓, *2, each new
 * game is `{ 1–2 earlier games | 1–2 earlier games }` (mulberry32 choices), kept when its birthday
 * is at most `maxBirthday`. A game built from all-small games with options on both sides is
 * all-small. Cost: O(count) canonicalizations (more draws when many are rejected).
 */
export function randomAllSmallGames(count: number, seed = 2026, maxBirthday = 6): Game[] {
  const rnd = mulberry32(seed);
  const pool: Game[] = [ZERO, STAR, UP, DOWN, nimber(2)];
  while (pool.length < count) {
    const pick = (): Game[] => Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => pool[Math.floor(rnd() * pool.length)]!);
    const g = game(pick(), pick());
    if (birthday(g) <= maxBirthday) pool.push(g);
  }
  return pool.slice(0, Math.max(0, count));
}

/** What {@link twoAheadRuleCheck} found. */
export interface TwoAheadReport {
  /** Games examined. */
  games: number;
  /** Of them, with atomic weight ≥ 2. */
  weightAtLeastTwo: number;
  /** Of those, positive (outcome L: Left wins whoever starts). */
  positive: number;
  /** Whether every game of weight ≥ 2 was positive. */
  holds: boolean;
  /** How many games have each atomic weight (printed), most frequent first. */
  weights: { weight: string; games: number }[];
}

/**
 * Checks the two-ahead rule (Lessons in Play ch. 9: an all-small game of atomic weight ≥ 2 is
 * positive) on the given all-small games, deciding positivity by `outcome`, and counts their
 * atomic weights. Cost: one atomic weight and one outcome per game.
 */
export function twoAheadRuleCheck(games: readonly Game[]): TwoAheadReport {
  const two = integer(2);
  let weightAtLeastTwo = 0;
  let positive = 0;
  const counts = new Map<string, number>();
  for (const g of games) {
    const w = atomicWeight(g);
    counts.set(format(w), (counts.get(format(w)) ?? 0) + 1);
    if (leq(two, w)) {
      weightAtLeastTwo++;
      if (outcome(g) === "L") positive++;
    }
  }
  const weights = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([weight, n]) => ({ weight, games: n }));
  return { games: games.length, weightAtLeastTwo, positive, holds: weightAtLeastTwo === positive, weights };
}
