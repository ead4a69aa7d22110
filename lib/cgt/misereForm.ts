/**
 * Misère outcome classes of partizan short games (issue 29): who wins when the player who cannot
 * move *wins* (equivalently, the player who makes the last move loses).
 *
 * Misère play is not determined by the normal-play value: 0 = {|} and {*|*} are both 0 in normal
 * play, but {|} is a misère N-position (the player to move has no move and wins) while in {*|*}
 * the player to move must move to * and the opponent then moves to 0, where the first player has
 * no move and wins: also N, yet {0|0} = * is a misère P-position and * + * = 0 is misère N. So the
 * misère outcome is a function of the game *form* (its literal options). For a `cgt.Game` the form
 * is its normal-play canonical form, as in CGSuite, whose `G.MisereOutcomeClass` on a canonical
 * short game searches the canonical form's options (CGSuite, lib/core Game.scala
 * `misereOutcomeClass` / GameReducer.scala `MisereOutcomeReducer`: a player with no move wins,
 * else wins iff some option is lost by the opponent moving first).
 *
 * Definitions (Siegel, *Combinatorial Game Theory* (2013), ch. V.1; Milley and Renault, "Dead
 * ends in misère play: the misère monoid of canonical numbers" (2013)): Left moving first wins G
 * in misère play iff G has no Left option or some G^L is not won by Right moving first; Right
 * symmetrically. The class is L (Left wins whoever starts), R, N (the player to move wins) or P.
 *
 * Shortcuts, each an induction on the form and checked against the plain recursion by the tests:
 * the canonical integer n > 0 is the chain {n−1|}, in which only Left ever moves, so Right wins
 * moving first (no move) and moving second (Left's move hands Right a position with no Right
 * move): R; n < 0 is L; 0 is N. The nimber *1 = {0|0} is P (the mover hands the opponent 0,
 * where the opponent cannot move and wins) and *n for n ≥ 2 is N (move to *1).
 *
 * @module
 */
import { Budget, type RunOptions } from "../util";
import type { GameTree } from "./reference";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { toId, type Game } from "./value";

/** A misère outcome class: L = Left wins whoever starts, R = Right wins, N = the player to move wins, P = the second player wins. */
export type MisereOutcomeClass = "L" | "R" | "N" | "P";

/** Outcome bits: 1 = Left moving first wins, 2 = Right moving first wins. */
function classOfBits(bits: number): MisereOutcomeClass {
  return bits === 3 ? "N" : bits === 1 ? "L" : bits === 2 ? "R" : "P";
}

/** The bits of a closed-form node (an integer or a nimber), or −1 when the node needs a search. O(1) (O(size) for a big number). */
function shortcutBits(g: GameId): number {
  if (S.isNimber(g)) {
    const n = S.nimberValue(g);
    return n === 0 ? 3 : n === 1 ? 0 : 3;
  }
  if (!S.isNumber(g)) return -1;
  const x = S.numberValue(g);
  if (!S.isBigNumber(g)) return Number.isInteger(x) ? (x > 0 ? 2 : x < 0 ? 1 : 3) : -1;
  const d = S.numberExact(g);
  return d?.exp === 0 ? (d.num > 0n ? 2 : 1) : -1;
}

/**
 * Misère outcome class of the canonical form of g (CGSuite's `G.MisereOutcomeClass` for a
 * canonical short game). A depth-first search over the followers of the canonical form with an
 * explicit stack (deep forms cannot overflow the call stack), memoized by store id for the call,
 * stopping at the first winning move of each side; integers and nimbers by the shortcuts of the
 * module comment (so −1823437481924 costs O(1)). Cost: O(followers of the canonical form visited
 * × options), one budget unit per expanded follower (`{ budget: { maxPositions } }` stops it with
 * a BudgetExceededError). An InputError if g is not a game value.
 *
 * @example
 * ```ts
 * // 0: the player to move cannot move, and wins
 * cgt.misereOutcomeClass(cgt.ZERO); // → "N"
 * cgt.misereOutcomeClass(cgt.STAR); // → "P"
 * // CGSuite's CanonicalShortGameTestCase
 * cgt.misereOutcomeClass(cgt.parse("5")); // → "R"
 * cgt.misereOutcomeClass(cgt.parse("^*6")); // → "P"
 * ```
 */
export function misereOutcomeClass(g: Game, options?: RunOptions): MisereOutcomeClass {
  const root = toId(g, "misereOutcomeClass: game");
  const budget = Budget.from(options, "misereOutcomeClass");
  const memo = new Map<number, number>();
  const first = shortcutBits(root);
  if (first >= 0) return classOfBits(first);
  // frame: id, side (0 Left's options, 1 Right's), index, bits so far
  const ids: number[] = [root];
  const pos: number[] = [0];
  const acc: number[] = [0];
  budget.spend(1);
  let ret = -1;
  while (ids.length > 0) {
    const t = ids.length - 1;
    const g0 = ids[t];
    let p = pos[t];
    const nl = S.leftCount(g0);
    const n = nl + S.rightCount(g0);
    if (ret >= 0) {
      // the option at p − 1 just resolved with bits ret
      if (p - 1 < nl) {
        if ((ret & 2) === 0) { acc[t] |= 1; p = nl; }
      } else if ((ret & 1) === 0) { acc[t] |= 2; p = n; }
      ret = -1;
    } else if (p === 0) {
      if (nl === 0) acc[t] |= 1; // Left cannot move: Left moving first wins
      if (n === nl) acc[t] |= 2;
    }
    let descended = false;
    while (p < n) {
      const o = p < nl ? S.leftOption(g0, p) : S.rightOption(g0, p - nl);
      p++;
      let b = memo.get(o);
      if (b === undefined) {
        b = shortcutBits(o);
        if (b >= 0) memo.set(o, b);
      }
      if (b === undefined || b < 0) {
        pos[t] = p;
        budget.spend(1);
        ids.push(o); pos.push(0); acc.push(0);
        descended = true;
        break;
      }
      if (p - 1 < nl) {
        if ((b & 2) === 0) { acc[t] |= 1; p = nl; }
      } else if ((b & 1) === 0) { acc[t] |= 2; p = n; }
    }
    if (descended) continue;
    ret = acc[t];
    memo.set(g0, ret);
    ids.pop(); pos.pop(); acc.pop();
  }
  return classOfBits(ret);
}

/**
 * Misère outcome class of an explicit game form by the plain recursive definition (the
 * reference the tests compare {@link misereOutcomeClass} and the solvers' ruleset search with):
 * no memo, no shortcuts. Exponential in the depth of the tree; keep forms small.
 *
 * @example
 * ```ts
 * cgt.refMisereOutcome({ left: [], right: [] }); // → "N"
 * // {0|} (the integer 1): Right wins whoever starts
 * cgt.refMisereOutcome({ left: [{ left: [], right: [] }], right: [] }); // → "R"
 * ```
 */
export function refMisereOutcome(t: GameTree): MisereOutcomeClass {
  const leftWins = (x: GameTree): boolean => x.left.length === 0 || x.left.some((y) => !rightWins(y));
  const rightWins = (x: GameTree): boolean => x.right.length === 0 || x.right.some((y) => !leftWins(y));
  return classOfBits((leftWins(t) ? 1 : 0) | (rightWins(t) ? 2 : 0));
}
