/**
 * Canonical values of Domineering regions (Left vertical, Right horizontal) through the generic
 * engine of lib/solvers on `games.domineering.ruleset`: the value of a region is the sum of its
 * 4-connected components' values, each `{ values after each vertical domino | values after each
 * horizontal domino }` canonicalized by lib/cgt and remembered under a key folding translation,
 * the reflections that keep the players and transposition (which negates the value); regions where
 * one player cannot move are integers read off directly. This is the layer that may import both
 * games and solvers, so the public value function of Domineering lives here.
 */
import type * as cgt from "../../cgt";
import { checkRegion, leftMoves, parseRegion, rightMoves, ruleset, type Region } from "../../games/domineering";
import { engineFor } from "../../solvers";
import type { RunOptions } from "../../util";

/** A region given as a {@link Region} or a picture, checked (InputError saying what is wrong and where). O(cells). */
function regionOf(region: Region | string): Region {
  return typeof region === "string" ? parseRegion(region) : checkRegion(region);
}

/**
 * Canonical value of a Domineering region (a picture or a {@link Region}) through the shared
 * engine of `games.domineering.ruleset` (its table persists between calls, so components met before
 * are free; `cgt.resetStore()` clears it). Exponential in the region size in the worst case; the
 * cost is dominated by the distinct folded components reached (5×6: 356,382). One budget unit
 * per newly searched component; on a `BudgetExceededError` the finished components stay, so a
 * retry with a larger budget resumes.
 */
export function value(region: Region | string, options?: RunOptions): cgt.Game {
  return engineFor(ruleset).value(regionOf(region), options);
}

/** Values of the regions after each of Left's (vertical) moves, in board order. Cost: as {@link value} per option. */
export function leftOptionValues(region: Region | string, options?: RunOptions): cgt.Game[] {
  return leftMoves(regionOf(region)).map((next) => value(next, options));
}

/** Values of the regions after each of Right's (horizontal) moves, in board order. Cost: as {@link value} per option. */
export function rightOptionValues(region: Region | string, options?: RunOptions): cgt.Game[] {
  return rightMoves(regionOf(region)).map((next) => value(next, options));
}
