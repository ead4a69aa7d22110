/**
 * Comparison of canonical games in the store: G ≤ H by the definition, with the shortcuts that
 * keep it cheap (numbers by value, stops, x + n·↑ + *m by their triples) and a bounded memo by id
 * pair; `compare` and `outcome` on top. Internal to the store's files; re-exported by store.ts.
 */
import * as Nodes from "./storeNodes";
import { type Game } from "./storeNodes";
import * as Numbers from "./storeNumbers";
import { PairMemo } from "./storeMemo";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var N = Nodes.nodes;
var checkGame = Nodes.checkGame;
var SHALLOW = Nodes.SHALLOW;
var depthError = Nodes.depthError;
var numberCmp = Numbers.numberCmp;
var materialize = Numbers.materialize;
var upStarNonNegative = Numbers.upStarNonNegative;

/** The leq memo (2^23 entries at most by default; configureStore). */
export const leqMemo = new PairMemo(23);

// ---------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------

/**
 * G ≤ H. Memoized by id pair; numbers compare by value; stops prune (G ≤ H implies
 * LS(G) ≤ LS(H) and RS(G) ≤ RS(H); a number x is < H when x < RS(H) and > H when x > LS(H)).
 * Worst case O(product of the canonical sizes), usually far less.
 */
export function leq(g: Game, h: Game): boolean {
  // The id checks of checkGame, inlined (as in game()): a call per operand was a tenth of a memo hit.
  if (typeof g !== "number" || !(g >= 0 && g < N.count) || (g | 0) !== g) checkGame(g);
  if (typeof h !== "number" || !(h >= 0 && h < N.count) || (h | 0) !== h) checkGame(h);
  leqCalls++;
  const q = leqQuick(g, h);
  if (q >= 0) return q === 1;
  // Only a memo miss recurses, and only games born late can recurse past the stack: the birth
  // check and the guard (try/catch) stay off the memo-hit path.
  if (N.birth[g] + N.birth[h] < SHALLOW) return leqSlow(g, h);
  return leqGuarded(g, h);
}

/**
 * leqSlow with the stack-depth guard. A function of its own, not a closure inside `leq`: a closure
 * capturing g and h made V8 allocate a context on every `leq` call, even on the shallow path
 * (that allocation made memo-hit comparisons ~1.3× slower than the previous store).
 */
function leqGuarded(g: number, h: number): boolean {
  try {
    return leqSlow(g, h);
  } catch (e) {
    throw depthError(e, "leq");
  }
}

var leqCalls = 0;
var leqComputed = 0;

/** The comparison counters since the last reset (storeStats). O(1). */
export function leqCounts(): { leqCalls: number; leqComputed: number } {
  return { leqCalls, leqComputed };
}

/** Zero the comparison counters (resetStore). */
export function resetLeqCounts(): void {
  leqCalls = 0;
  leqComputed = 0;
}

/** G ≤ H, recursive. */
export function leqRaw(g: number, h: number): boolean {
  leqCalls++;
  const q = leqQuick(g, h);
  return q >= 0 ? q === 1 : leqSlow(g, h);
}

/**
 * G ≤ H decided without recursion when possible: 1 (true), 0 (false) or -1 (unknown, a memo
 * miss). Numbers by value, stops, then the memo. O(1).
 */
function leqQuick(g: number, h: number): number {
  if (g === h) return 1;
  const x = N.numVal[g];
  const y = N.numVal[h];
  if (x === x) {
    if (y === y) return x < y ? 1 : x > y ? 0 : numberCmp(g, h) <= 0 ? 1 : 0;
    if (x < N.rStop[h]) return 1;
    if (x > N.lStop[h]) return 0;
  } else if (y === y) {
    if (N.lStop[g] < y) return 1;
    if (N.rStop[g] > y) return 0;
  }
  if (N.lStop[g] > N.lStop[h] || N.rStop[g] > N.rStop[h]) return 0;
  // A number fits strictly between: G < x < H.
  if (N.lStop[g] < N.rStop[h]) return 1;
  return leqMemo.get(g, h);
}

/** G ≤ H by the definition (memo miss): kept out of leqQuick so that the hot checks stay small. */
function leqSlow(g: number, h: number): boolean {
  // Two closed-form nodes with equal stops x: compare n·↑ + *m parts (H - G ≥ 0), O(1), no memo
  // entry (here rather than in leqQuick: memo hits of other games then pay nothing for it).
  if (N.nusStar[g] >= 0 && N.nusStar[h] >= 0) return upStarNonNegative(N.nusUp[h] - N.nusUp[g], N.nusStar[h] ^ N.nusStar[g]);
  leqComputed++;
  if (N.activeBudget !== undefined && (leqComputed & 0xffff) === 0) N.activeBudget.check();
  let res = true;
  // No H^R ≤ G and no G^L ≥ H (checking H^R first was ~8% fewer comparisons on random sums).
  // When one side is a number x and the other H is not, x ≤ H iff no H^R ≤ x (number
  // translation: H - x = {H^L - x | H^R - x}), so the number's own options are never needed.
  if (N.numVal[h] !== N.numVal[h]) {
    if (N.optStart[h] < 0) materialize(h);
    const sh = N.optStart[h] + N.nLeft[h];
    for (let i = 0, n = N.nRight[h]; i < n; i++) {
      if (leqRaw(N.opts[sh + i], g)) {
        res = false;
        break;
      }
    }
  }
  if (res && N.numVal[g] !== N.numVal[g]) {
    if (N.optStart[g] < 0) materialize(g);
    const sg = N.optStart[g];
    for (let i = 0, n = N.nLeft[g]; i < n; i++) {
      if (leqRaw(h, N.opts[sg + i])) {
        res = false;
        break;
      }
    }
  }
  leqMemo.set(g, h, res ? 1 : 0);
  return res;
}

/** "<", "=", ">" or "||" (confused). Two memoized {@link leq} calls. */
export function compare(g: Game, h: Game): "<" | "=" | ">" | "||" {
  const a = leq(g, h);
  const b = leq(h, g);
  return a ? (b ? "=" : "<") : b ? ">" : "||";
}

/** Outcome class: "L" (Left wins whoever starts), "R", "P" (second player wins), "N" (first player wins). */
export function outcome(g: Game): "L" | "R" | "P" | "N" {
  const ge = leq(0, g);
  const le = leq(g, 0);
  return ge ? (le ? "P" : "L") : le ? "R" : "N";
}
