/**
 * Sides of loopy games (issue 28, items 1 and 2): the onside G⁺ and offside G⁻ of a game that is
 * not a stopper, the order of sides, and the simplification that finds them.
 *
 * Theory (Conway, "Loopy games", Ann. Discrete Math. 3, 1978; Winning Ways ch. 11 "sidling",
 * Berlekamp–Conway–Guy 1982; Siegel, "Coping with cycles", Games of No Chance 3, 2009, and
 * *Combinatorial Game Theory*, 2013, ch. VI §§3–5): every game G with a finite graph has two
 * sides, the onside G⁺ (infinite play counts for Left) and the offside G⁻ (it counts for
 * Right), with G⁺ ≥ G⁻, and G ≥ H iff G⁺ ≥ H⁺ and G⁻ ≥ H⁻. For a stopper G⁺ = G⁻ = G. The
 * order of sides is survival with a rule for infinite play: G ≤ H onside when Left, moving
 * second in H − G, can make Right run out of moves or keep play going with infinitely many
 * moves in H (offside: infinitely many moves in −G). For stoppers both rules are plain survival
 * (an infinite play of H − G moves infinitely often in each stopper).
 *
 * The sides are found as CGSuite does (LoopyGame.simplifyGraph, Siegel): the graph of G is
 * simplified in the side's order, edges on alternating cycles that do not change the side
 * removed one at a time (each removal checked by a comparison), until the graph is a stopper,
 * which is then put in canonical form. When no removal gives a stopper the simplified graph is
 * kept (CGSuite's SidedValue for games such as Bach's Carousel, whose sides are not stoppers).
 *
 * @module
 */
import { BudgetExceededError, InputError } from "../util";
import type { Game } from "./value";
import { GraphBuilder, LoopyGame, asLoopy, isStopper, pack, shortParts } from "./loopyGraph";
import { toId } from "./value";
import { type LoopyPlayBudget, canonical, maxStatesOf } from "./loopyPlay";
import { type Lists, alternatingReach, basicSimplifications, buchiLost, fuseEqual, obviousReductions, reachable, selfAlternating } from "./loopySimplify";

/** A side of a loopy game: "onside" (infinite play is Left's) or "offside" (it is Right's). */
export type Side = "onside" | "offside";

/** InputError unless `side` is "onside" or "offside". */
function checkSide(side: unknown, what: string): asserts side is Side {
  if (side !== "onside" && side !== "offside") throw new InputError(`${what}: side must be "onside" or "offside", got ${String(side)}`);
}

/**
 * Whether Left, with Right to move in H − G from the start (0, 0), survives under the side's
 * rule for infinite play (see the module comment). Only the (x, y, player to move) states
 * reachable from the start are built.
 *
 * Algorithm (a Büchi game, as CGSuite's markGoodStates / markBadStatesLost): repeat (i) close the
 * lost states under Right's attraction (a Left state all of whose moves are lost, a Right state
 * with a move to a lost state); (ii) mark good the states from which Left can force a move in
 * the favoured component (H onside, −G offside) without entering a lost state — a least fixed
 * point with a counter of Right's other moves per state; (iii) mark lost every state not good;
 * until (iii) adds nothing. O(k · (S + M)) for the S reachable states and their M moves, with
 * k ≤ S rounds (a few in practice); S ≤ 2·|G|·|H|.
 */
export function sideSurvives(g: LoopyGame, h: LoopyGame, side: Side, budget?: LoopyPlayBudget): boolean {
  checkSide(side, "loopy.sideSurvives");
  const ng = g.size;
  const nh = h.size;
  const max = maxStatesOf(budget, "loopy.sideSurvives");
  if (2 * ng * nh > max) throw new BudgetExceededError("maxPositions", max, 2 * ng * nh, `a comparison of sides (${ng} × ${nh} positions, 2 players to move)`);
  const onside = side === "onside";
  // states reachable from (0, 0, Right to move), in breadth-first order, with their moves
  // (typed arrays grown by doubling: the comparisons of a side's simplification run this often)
  const local = new Int32Array(2 * ng * nh).fill(-1);
  let order = new Int32Array(64);
  let edgeStart = new Int32Array(65);
  let target = new Int32Array(256);
  let fav = new Uint8Array(256);
  let count0 = 1;
  let edges = 0;
  order[0] = 1;
  local[1] = 0;
  const favH = onside ? 1 : 0;
  const favG = onside ? 0 : 1;
  const visit = (t: number, f: number): void => {
    let j = local[t];
    if (j < 0) {
      if (count0 === order.length) {
        const grown = new Int32Array(2 * order.length);
        grown.set(order);
        order = grown;
      }
      j = local[t] = count0;
      order[count0++] = t;
    }
    if (edges === target.length) {
      const t2 = new Int32Array(2 * edges);
      t2.set(target);
      target = t2;
      const f2 = new Uint8Array(2 * edges);
      f2.set(fav);
      fav = f2;
    }
    target[edges] = j;
    fav[edges++] = f;
  };
  for (let i = 0; i < count0; i++) {
    const s = order[i];
    const pair = s >> 1;
    const x = Math.floor(pair / nh);
    const y = pair - x * nh;
    if ((s & 1) === 0) {
      for (const y2 of h.left[y]) visit((x * nh + y2) * 2 + 1, favH);
      for (const x2 of g.right[x]) visit((x2 * nh + y) * 2 + 1, favG);
    } else {
      for (const y2 of h.right[y]) visit((x * nh + y2) * 2, favH);
      for (const x2 of g.left[x]) visit((x2 * nh + y) * 2, favG);
    }
    if (i + 2 > edgeStart.length) {
      const e2 = new Int32Array(2 * edgeStart.length);
      e2.set(edgeStart);
      edgeStart = e2;
    }
    edgeStart[i + 1] = edges;
  }
  const n = count0;
  const leftMoves = new Uint8Array(n);
  for (let i = 0; i < n; i++) leftMoves[i] = (order[i] & 1) === 0 ? 1 : 0;
  return buchiLost(n, leftMoves, edgeStart, target, fav, 0)[0] === 0;
}

/**
 * G ≤ H in a side: Left survives H − G moving second under the side's rule for infinite play
 * (Siegel, CGT ch. VI §3; "Coping with cycles" 2009): "onside" compares G⁺ with H⁺, "offside"
 * G⁻ with H⁻, for any loopy games (stoppers or not). For stoppers both are `loopy.leq`.
 * Cost: {@link sideSurvives}.
 *
 * @example
 * ```ts
 * // dud = on & off: its onside is on, so 0 ≤ dud onside and dud ≤ 0 offside (Winning Ways ch. 11)
 * cgt.loopy.sideLeq(cgt.ZERO, cgt.loopy.dud, "onside"); // → true
 * cgt.loopy.sideLeq(cgt.loopy.dud, cgt.ZERO, "onside"); // → false
 * ```
 */
export function sideLeq(g: Game | LoopyGame, h: Game | LoopyGame, side: Side, budget?: LoopyPlayBudget): boolean {
  checkSide(side, "loopy.sideLeq");
  const a = asLoopy(g, "loopy.sideLeq: first game");
  const b = asLoopy(h, "loopy.sideLeq: second game");
  return sideSurvives(a, b, side, budget);
}

/** G and H have the same side (G ≤ H and H ≤ G in that side). Cost: two {@link sideLeq}. */
export function sideEqual(g: Game | LoopyGame, h: Game | LoopyGame, side: Side, budget?: LoopyPlayBudget): boolean {
  return sideLeq(g, h, side, budget) && sideLeq(h, g, side, budget);
}

/**
 * The simplified side of a loopy game: G itself (canonical) if it is a stopper; otherwise the
 * graph simplified in the side's order as CGSuite does (LoopyGame.simplifyGraph, Siegel), so that
 * a side that is not a stopper prints as CGSuite prints it:
 *  1. loop-free positions replaced by their canonical forms; the obvious reductions
 *     (loopySimplify.obviousReductions);
 *  2. the basic simplifications: the side's order on all pairs of vertices, then reversible
 *     options bypassed and dominated options removed, vertex by vertex (basicSimplifications);
 *  3. the edges on alternating cycles removed one at a time where the side is kept (removing a
 *     Left edge can only lower G, so G' ≥ G is checked; a Right edge, G' ≤ G);
 *  4. the basic simplifications again (as for a stopper if no alternating cycle is left), then
 *     every edge of a vertex with an option on an alternating cycle tried as in 3;
 *  5. a stopper is put in canonical form; otherwise equal vertices below which there is no
 *     alternating cycle are fused, and a last search removes edges while the side is kept until
 *     the graph is a stopper (CGSuite unravels cycles instead, which cgtlab does not do): its
 *     canonical form if it gets there, else the graph of step 5.
 * The result is checked equal to G in the side. Cost: three labellings of the side's order on
 * all pairs of G's positions (O(k · |G|² · degree) each), then one {@link sideSurvives} of the
 * (smaller) simplified graph per cyclic edge tried.
 */
export function side(g: Game | LoopyGame, which: Side, budget?: LoopyPlayBudget): LoopyGame {
  checkSide(which, "loopy.side");
  const x = asLoopy(g, `loopy.${which}: game`);
  if (isStopper(x)) return canonical(x, budget);
  const maxStates = maxStatesOf(budget, `loopy.${which}`);
  const start = compress(x);
  const L = start.left.map((l) => [...l]);
  const R = start.right.map((r) => [...r]);
  obviousReductions(L, R, which);
  basicSimplifications(L, R, which, maxStates);
  removeIrrelevantCyclicEdges(L, R, which, false, budget);
  basicSimplifications(L, R, isStopper(pack(L, R, 0)) ? "stopper" : which, maxStates);
  removeIrrelevantCyclicEdges(L, R, which, true, budget);
  let result: LoopyGame;
  if (isStopper(pack(L, R, 0))) result = canonical(pack(L, R, 0), budget);
  else {
    fuseEqual(L, R, which, maxStates);
    const simplified = pack(L, R, 0);
    const stopper = searchStopper(simplified, which, budget);
    result = stopper === undefined ? simplified : canonical(stopper, budget);
  }
  // every step keeps the side; check the whole once more against the compressed graph
  if (!sideEqual(result, start, which, budget)) throw new Error(`loopy.${which}: the simplified side is not equal to the game (an internal error: please report the game)`);
  return result;
}

/**
 * Step 3 of {@link side} (CGSuite's eliminateIrrelevantCyclicEdges), vertex by vertex in index
 * order among those reachable from 0, Left's edges then Right's: an edge is tried when it lies on
 * an alternating cycle, or (`all`) when some option of the vertex for that player lies on one;
 * it is removed when the game's side is kept (checked by {@link sideSurvives} from vertex 0).
 */
function removeIrrelevantCyclicEdges(L: Lists, R: Lists, which: Side, all: boolean, budget: LoopyPlayBudget | undefined): void {
  let reference = pack(L, R, 0);
  for (let v = 0; v < L.length; v++) {
    if (!reachable(L, R)[v]) continue;
    for (const p of [0, 1] as const) {
      const lists = p === 0 ? L : R;
      const checkAll = all && lists[v].some((t) => selfAlternating(L, R, t, (1 - p) as 0 | 1));
      for (let i = 0; i < lists[v].length; i++) {
        const t = lists[v][i];
        if (!checkAll && !alternatingReach(L, R, t, 1 - p, v, p)) continue;
        lists[v].splice(i, 1);
        const candidate = pack(L, R, 0);
        const keeps = p === 0 ? sideSurvives(reference, candidate, which, budget) : sideSurvives(candidate, reference, which, budget);
        if (keeps) {
          reference = candidate;
          i--;
        } else lists[v].splice(i, 0, t);
      }
    }
  }
}

/**
 * A last search for a stopper equal to G in the side (cgtlab's, where CGSuite unravels): one
 * player's edges on alternating cycles removed in halving groups while the side is kept, then
 * one edge at a time, then every edge, until the graph is a stopper. Undefined when none is
 * found. O(E · k · |G|² · degree).
 */
function searchStopper(g: LoopyGame, which: Side, budget: LoopyPlayBudget | undefined): LoopyGame | undefined {
  const L = g.left.map((l) => [...l]);
  const R = g.right.map((r) => [...r]);
  let reference = g; // the last graph accepted: equal to g in the side
  const tryRemove = (v: number, sideOfEdge: "L" | "R", i: number): boolean => {
    const lists = sideOfEdge === "L" ? L : R;
    const removed = lists[v].splice(i, 1);
    const candidate = pack(L, R, 0);
    // removing a Left edge can only lower the game, a Right edge only raise it: check the other way
    const keeps = sideOfEdge === "L" ? sideSurvives(reference, candidate, which, budget) : sideSurvives(candidate, reference, which, budget);
    if (keeps) reference = candidate;
    else lists[v].splice(i, 0, removed[0]);
    return keeps;
  };
  const done = (): boolean => isStopper(pack(L, R, 0));
  // first in groups (one player's edges at a time, so each removal moves the game one way):
  // remove a whole group if the side is kept, else halve it (group testing: few comparisons
  // when few edges matter)
  const removeGroup = (p: "L" | "R", edges: readonly (readonly [number, number])[]): void => {
    if (edges.length === 0) return;
    const lists = p === "L" ? L : R;
    const saved = new Map<number, number[]>();
    for (const [v, t] of edges) {
      if (!saved.has(v)) saved.set(v, lists[v]);
      lists[v] = lists[v].filter((w) => w !== t);
    }
    const candidate = pack(L, R, 0);
    const keeps = p === "L" ? sideSurvives(reference, candidate, which, budget) : sideSurvives(candidate, reference, which, budget);
    if (keeps) {
      reference = candidate;
      return;
    }
    for (const [v, list] of saved) lists[v] = list;
    if (edges.length === 1) return;
    const mid = edges.length >> 1;
    removeGroup(p, edges.slice(0, mid));
    removeGroup(p, edges.slice(mid));
  };
  for (const p of which === "onside" ? (["R", "L"] as const) : (["L", "R"] as const)) {
    if (done()) break;
    const edges: [number, number][] = [];
    const seen = reachable(L, R);
    for (let v = 0; v < L.length; v++) {
      if (!seen[v]) continue;
      for (const w of p === "L" ? L[v] : R[v]) {
        if (p === "L" ? alternatingReach(L, R, w, 1, v, 0) : alternatingReach(L, R, w, 0, v, 1)) edges.push([v, w]);
      }
    }
    removeGroup(p, edges);
  }
  passes: for (const all of [false, true]) {
    if (done()) break;
    for (let v = 0; v < L.length; v++) {
      if (!reachable(L, R)[v]) continue;
      for (const s of ["L", "R"] as const) {
        const lists = s === "L" ? L : R;
        for (let i = 0; i < lists[v].length; i++) {
          const w = lists[v][i];
          const cyclic = s === "L" ? alternatingReach(L, R, w, 1, v, 0) : alternatingReach(L, R, w, 0, v, 1);
          if (!all && !cyclic) continue;
          if (tryRemove(v, s, i)) i--;
        }
      }
      if (done()) break passes;
    }
  }
  return done() ? pack(L, R, 0) : undefined;
}


/**
 * The graph with every loop-free position replaced by its canonical short form (equal positions
 * then share one vertex): equal games are interchangeable in every sum, so each side is kept,
 * and the sums of numbers that fill a sum's graph collapse. O(V + E) plus the store's work.
 */
function compress(g: LoopyGame): LoopyGame {
  const short = shortParts(g);
  const b = new GraphBuilder(undefined);
  // shortParts leaves holes for loopy positions: index it, never map over it
  const vertexOf = Array.from({ length: g.size }, (_, v) => {
    const s = short[v];
    return s === undefined ? b.vertex() : b.short(toId(s));
  });
  for (let v = 0; v < g.size; v++) {
    if (short[v] !== undefined) continue;
    b.left[vertexOf[v]] = g.left[v].map((w) => vertexOf[w]);
    b.right[vertexOf[v]] = g.right[v].map((w) => vertexOf[w]);
  }
  return b.finish(vertexOf[0]);
}

/**
 * The onside G⁺ (Conway 1978; Winning Ways ch. 11; Siegel, CGT ch. VI §3): the canonical stopper
 * equal to G when infinite play is Left's, or, when no stopper is found (games such as Bach's
 * Carousel, whose sides are not stoppers), a simplified graph with the same onside. G itself (in
 * canonical form) for a stopper. Cost: see {@link side}.
 *
 * @example
 * ```ts
 * // dud = {pass | pass} = on & off (Winning Ways ch. 11)
 * cgt.loopy.format(cgt.loopy.onside(cgt.loopy.dud)); // → "on"
 * ```
 */
export function onside(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  return side(g, "onside", budget);
}

/**
 * The offside G⁻ (as {@link onside}, infinite play Right's). Cost: see {@link side}.
 *
 * @example
 * ```ts
 * // tis = {tisn | }, tisn = { | tis}: tis = 1 & 0 (Winning Ways ch. 11; CGSuite SidedValueTestCase)
 * cgt.loopy.format(cgt.loopy.offside(cgt.loopy.tis)); // → "0"
 * ```
 */
export function offside(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  return side(g, "offside", budget);
}

/** InputError unless G is a stopper: `what` names the operation that needs one. */
export function requireStopper(g: LoopyGame, what: string): void {
  if (!isStopper(g)) {
    throw new InputError(`${what} is not a stopper (from some position the players can alternate moves for ever), and this operation is defined for stoppers only; take its sides (loopy.sides, loopy.onside, loopy.offside) first`);
  }
}

/**
 * The side of a stopper-valued operation, which must be a stopper (Siegel's Finite Sides
 * Conjecture for sums of stoppers: CGSuite reports a counterexample): an Error if the
 * simplification leaves alternating cycles, saying so.
 */
export function stopperSide(g: LoopyGame, which: Side, what: string, budget?: LoopyPlayBudget): LoopyGame {
  const s = side(g, which, budget);
  if (!isStopper(s)) {
    throw new Error(`${what}: the ${which} of the sum was not reduced to a stopper by cgtlab's simplification (removal of irrelevant cyclic edges; CGSuite also tries unravelling), so it cannot be returned as a canonical stopper`);
  }
  return s;
}
