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
 * The counts add over a sum of components (each property of a count holds for the union).
 *
 * **The second bound, by cells** (when the ruleset gives Y's cells, `rightCells` / `leftCells`: Y's
 * moves number at most ⌊(cells − k)/2⌋, k of the cells covered by X's moves). The same strategy,
 * with the vulnerable moves that cover two of Y's cells ("wide", `leftVulnerableWide`) before the
 * others: weigh an area 4 (X's two moves there cover its four cells, all Y's), a wide vulnerable
 * move 2 (one move, two of Y's cells: one move of Y's less), any other 1. If X loses at its t-th
 * turn, X has made S + (W − 2a − w) moves, w the wide moves taken, and Y at most
 * ⌊cells/2⌋ − 2a − w, so the same comparisons hold with ⌊cells/2⌋ in place of most(Y) and W
 * weighed 4, 2, 1 (in that order in the list). A component without cells counts 2 · most(Y) cells
 * (Y's moves there are at most most(Y)); floors of parts add up to at most the floor of the sum.
 * Each check is a proof on its own (a strategy of X's that wins), so the decision takes either.
 *
 * **The value s of the small components** ({@link ValueCounts}) counts by its game tree (the
 * solver plays in s through the options of its canonical form): Left's sure moves in a game g,
 * with Right free to move in g at any time (also several times in a row, as in a sum),
 * sure(g) = min( min over Right's options g^R of sure(g^R), max(0, max over Left's options g^L of
 * 1 + sure(g^L)) ) — Right moving there first, or Left making its best move when it chooses to — so
 * Left can make sure(g) moves in g whatever Right does there, at turns of Left's choosing; Left's
 * most moves in g are most(g) = max(0, max of 1 + most(g^L), max of most(g^R)) over every line of
 * play in g (both players in any order). These are safe moves and a most in the contract's sense
 * (a move in s takes nothing from the components, and the reverse). An integer n > 0 gives n and
 * n, as the safe-move rule has always counted it; ±1 gives each player 0 sure and 2 most moves.
 */
import * as cgt from "../../cgt";

const ops = cgt.ops;

/** Summed counts of a state (the fields of MoveCounts; absent ones 0, absent cells 2 · most). */
export interface CountTotals {
  leftSafe: number;
  leftMost: number;
  rightSafe: number;
  rightMost: number;
  leftProtective: number;
  leftVulnerable: number;
  rightProtective: number;
  rightVulnerable: number;
  /** Of the vulnerable moves, those covering two of the opponent's cells. */
  leftWide: number;
  rightWide: number;
  /** The cells each player can ever cover (the second bound). */
  leftCells: number;
  rightCells: number;
}

/** Every other item of a list of `n1` items of weight w1, then n2 of w2, then n3 of w3, from the first (`first`) or the second: the sum of their weights. O(1). */
function everyOther(n1: number, w1: number, n2: number, w2: number, n3: number, w3: number, first: boolean): number {
  // (three groups written out: this runs for every state the search meets, and a list of pairs
  // allocated per call showed in the profile)
  let sum = w1 * (first ? (n1 + 1) >> 1 : n1 >> 1);
  let mine = (n1 & 1) === 1 ? !first : first; // whether the next item in the list is the player's
  sum += w2 * (mine ? (n2 + 1) >> 1 : n2 >> 1);
  if ((n2 & 1) === 1) mine = !mine;
  return sum + w3 * (mine ? (n3 + 1) >> 1 : n3 >> 1);
}

/** The weight a player can be sure to take from P protective areas and V vulnerable moves, moving first or second (see the module comment). O(1). */
export function sureWeight(protective: number, vulnerable: number, first: boolean): number {
  return everyOther(protective, 4, vulnerable, 1, 0, 0, first);
}

/** Whether X (sure moves `safe`, areas, vulnerable, wide of them) beats Y's bounds `most` and `cells`: X first (`first`) wins, or X second wins. O(1). */
function beats(safe: number, prot: number, vuln: number, wide: number, most: number, cells: number, first: boolean): boolean {
  const byMost = safe + everyOther(prot, 4, vuln, 1, 0, 0, first);
  const byCells = safe + everyOther(prot, 4, wide, 2, vuln - wide, 1, first);
  const room = Math.floor(cells / 2);
  return first ? byMost > most || byCells > room : byMost >= most || byCells >= room;
}

/**
 * The static outcome for `player` to move (0 Left, 1 Right): 1 the player to move wins, 0 loses,
 * −1 undecided (see the module comment for why each decision is sound). O(1).
 */
export function staticOutcome(t: CountTotals, player: number): number {
  const left = (first: boolean) => beats(t.leftSafe, t.leftProtective, t.leftVulnerable, t.leftWide, t.rightMost, t.rightCells, first);
  const right = (first: boolean) => beats(t.rightSafe, t.rightProtective, t.rightVulnerable, t.rightWide, t.leftMost, t.leftCells, first);
  if (player === 0) return left(true) ? 1 : right(false) ? 0 : -1;
  return right(true) ? 1 : left(false) ? 0 : -1;
}

/**
 * Sure and most moves of each player in a game value (a store id; see the module comment), kept per
 * value (emptied when `cgt.resetStore()` starts a new store generation). O(the value's game tree)
 * the first time, O(1) after.
 */
export class ValueCounts {
  private readonly memo = new Map<number, readonly [number, number, number, number]>();
  private generation = cgt.storeGeneration();

  /** [Left's sure, Left's most, Right's sure, Right's most] moves in the game `id`. */
  of(id: number): readonly [number, number, number, number] {
    if (this.generation !== cgt.storeGeneration()) {
      this.memo.clear();
      this.generation = cgt.storeGeneration();
    }
    return this.count(id);
  }

  private count(id: number): readonly [number, number, number, number] {
    const known = this.memo.get(id);
    if (known !== undefined) return known;
    const nl = ops.leftCount(id);
    const nr = ops.rightCount(id);
    // Left's sure moves: Left's best move now, unless a Right move leaves fewer
    let sureLeftMove = 0;
    let sureRightMove = 0;
    let mostLeft = 0;
    let mostRight = 0;
    let sureLeftAfterRight = Infinity;
    let sureRightAfterLeft = Infinity;
    for (let i = 0; i < nl; i++) {
      const c = this.count(ops.leftOption(id, i));
      sureLeftMove = Math.max(sureLeftMove, 1 + c[0]);
      sureRightAfterLeft = Math.min(sureRightAfterLeft, c[2]);
      mostLeft = Math.max(mostLeft, 1 + c[1]);
      mostRight = Math.max(mostRight, c[3]);
    }
    for (let i = 0; i < nr; i++) {
      const c = this.count(ops.rightOption(id, i));
      sureRightMove = Math.max(sureRightMove, 1 + c[2]);
      sureLeftAfterRight = Math.min(sureLeftAfterRight, c[0]);
      mostRight = Math.max(mostRight, 1 + c[3]);
      mostLeft = Math.max(mostLeft, c[1]);
    }
    const out = [Math.min(sureLeftAfterRight, sureLeftMove), mostLeft, Math.min(sureRightAfterLeft, sureRightMove), mostRight] as const;
    this.memo.set(id, out);
    return out;
  }
}
