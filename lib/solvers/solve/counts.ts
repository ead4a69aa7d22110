/**
 * The outcome solver's static decision from a ruleset's move counts (lib/ruleset's
 * {@link MoveCounts}, summed over the components of a state): who wins without search, when the
 * moves one player can be sure of outnumber the moves the other can make at most.
 *
 * **The sure moves of a player X** (the opponent Y) with S safe moves, P protective areas and V
 * vulnerable moves (the contract's words), moving first or second: X's strategy is "play in an
 * intact protective area while there is one, else a vulnerable move while there is one, else a safe
 * move (a protective area X has played in leaves one more safe move)". Weigh a protective area 4
 * (X's two moves there and the two of Y's counted moves it takes away) and a vulnerable move 1, and
 * list the items' weights in decreasing order w1 ≥ w2 ≥ …. Each move of Y takes away at most one
 * item and each move of X takes one, so at X's k-th turn at most 2(k − 1) items are gone when X
 * moves first (2k − 1 when second): the item X takes weighs at least w(2k−1) (w(2k)). Summed, the
 * weight X takes, W, is at least the sum of every other weight from the first (from the second):
 * first: 4⌈P/2⌉ + (P odd ? ⌊V/2⌋ : ⌈V/2⌉), second: 4⌊P/2⌋ + (P odd ? ⌈V/2⌉ : ⌊V/2⌋).
 *
 * **The decision.** Suppose X, following the strategy, has no move at its t-th turn. Then every
 * item is gone and every safe move made, so X has made t − 1 ≥ S + (the weight taken less twice the
 * areas taken, a) moves; Y has made t − 1 (X first) or t (X second) moves, at most
 * most(Y) − 2a (the contract). So S + W ≤ most(Y) with X first, S + W ≤ most(Y) − 1 with X second.
 * Contrapositively: X moving first wins if S + W(first) > most(Y); X moving second wins (the player
 * to move loses) if S + W(second) ≥ most(Y). Without areas and vulnerable moves this is the plain
 * rule of Lachmann, Moore and Rapaport (2002): safe moves outnumber the opponent's most moves.
 * The counts add over a sum of components (each property of a count holds for the union), and an
 * integer n in the sum is n safe moves and at most n moves of its owner.
 */

/** Summed counts of a state (the fields of MoveCounts, absent ones 0). */
export interface CountTotals {
  leftSafe: number;
  leftMost: number;
  rightSafe: number;
  rightMost: number;
  leftProtective: number;
  leftVulnerable: number;
  rightProtective: number;
  rightVulnerable: number;
}

/** The weight a player can be sure to take from P protective areas and V vulnerable moves, moving first or second (see the module comment). O(1). */
export function sureWeight(protective: number, vulnerable: number, first: boolean): number {
  const pOdd = (protective & 1) === 1;
  const areas = first ? (protective + 1) >> 1 : protective >> 1;
  const vFirst = first !== pOdd; // the vulnerable moves start on the player's own turn
  return 4 * areas + (vFirst ? (vulnerable + 1) >> 1 : vulnerable >> 1);
}

/**
 * The static outcome for `player` to move (0 Left, 1 Right): 1 the player to move wins, 0 loses,
 * −1 undecided (see the module comment for why each decision is sound). O(1).
 */
export function staticOutcome(t: CountTotals, player: number): number {
  if (player === 0) {
    if (t.leftSafe + sureWeight(t.leftProtective, t.leftVulnerable, true) > t.rightMost) return 1;
    if (t.rightSafe + sureWeight(t.rightProtective, t.rightVulnerable, false) >= t.leftMost) return 0;
    return -1;
  }
  if (t.rightSafe + sureWeight(t.rightProtective, t.rightVulnerable, true) > t.leftMost) return 1;
  if (t.leftSafe + sureWeight(t.leftProtective, t.leftVulnerable, false) >= t.rightMost) return 0;
  return -1;
}
