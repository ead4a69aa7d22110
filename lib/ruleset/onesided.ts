/**
 * Games in which only one player can ever move. If Right has no move in G nor in any position
 * reachable from G, then G is the non-negative integer equal to the length of the longest play
 * (by induction: {} = 0 and, for integers a₁…a_k ≥ 0, {a₁, …, a_k | } = max aᵢ + 1 by the simplicity
 * rule — Winning Ways, vol. 1, ch. 1 ("{n|} = n + 1"); Lessons in Play, ch. 4 (integers)). The same
 * holds for Right with the negated length. Rulesets use this as a `knownValue` shortcut when their
 * rules show that one player can never move in a position.
 */
import type { PositionKey } from "./ruleset";

/**
 * The length of the longest sequence of moves from `position` under `moves` (one player's moves
 * only), by depth-first search memoised on `key`; `undefined` when more than `maxPositions` distinct
 * positions would be explored (the caller then falls back to its full search), or as soon as the
 * length reaches `upperBound` (when given) it stops searching and returns it. Cost:
 * O(min(reachable positions, maxPositions) × move generation); recursion depth = the longest play.
 */
export function longestPlay<P>(moves: (position: P) => Iterable<P>, key: (position: P) => PositionKey, position: P, maxPositions: number, upperBound = Infinity): number | undefined {
  const memo = new Map<PositionKey, number>();
  let explored = 0;
  let overflow = false;
  const rec = (p: P, depthLeft: number): number => {
    const k = key(p);
    const m = memo.get(k);
    if (m !== undefined) return m;
    if (++explored > maxPositions) {
      overflow = true;
      return 0;
    }
    let best = 0;
    for (const q of moves(p)) {
      const v = 1 + rec(q, depthLeft - 1);
      if (overflow) return 0;
      if (v > best) best = v;
      if (best >= depthLeft) break; // cannot do better than the bound
    }
    memo.set(k, best);
    return best;
  };
  const n = rec(position, upperBound);
  return overflow ? undefined : n;
}
