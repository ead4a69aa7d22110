/**
 * The local simplification of a side of a loopy game (issue 28, item 2): the order of sides on
 * every pair of a graph's vertices at once, and the moves that keep a vertex's side while making
 * its graph simpler — bypassing reversible options, removing dominated options (each only where
 * an alternating cycle does not forbid it in that side), and fusing equal vertices below which
 * there is no alternating cycle.
 *
 * Theory: Siegel, *Combinatorial Game Theory*, 2013, ch. VI §§3–5 (simplification of stoppers
 * and of sides); Siegel, "Coping with cycles", Games of No Chance 3, 2009. The order in which
 * the moves are made (vertices in index order, Left's options before Right's, dominated options
 * removed pairwise in list order, a vertex fused into the first equal one) follows CGSuite's
 * LoopyGame.simplifyGraph (A. N. Siegel), so that the sides print as CGSuite prints them; the
 * code is cgtlab's own.
 *
 * The option lists are mutable arrays indexed by vertex; vertex 0 is the game. Every function
 * here keeps the value of every vertex in the side it is given (the guards are Siegel's), and
 * `loopy.side` checks its final result against the game once more.
 *
 * @module
 */
import { BudgetExceededError } from "../util";

/** Mutable option lists of a graph (vertex 0 is the game). */
export type Lists = number[][];

/** "onside", "offside", or "stopper" (no alternating cycle from the vertices concerned: both orders agree). */
export type SimplifySide = "onside" | "offside" | "stopper";

/**
 * The Büchi labelling behind the order of sides (CGSuite's markGoodStates / markBadStatesLost,
 * Siegel CGT ch. VI §3): states 0..n−1, `leftMoves[i]` whether Left is to move in state i, the
 * moves of state i are `target[edgeStart[i] .. edgeStart[i+1])` with `fav[k]` = 1 when move k is
 * in the favoured component (infinite play with infinitely many favoured moves is Left's).
 * Returns `lost` (1: Right can force Left out of moves or into finitely many favoured moves).
 * Repeat (i) close the lost states under Right's attraction; (ii) mark good the states from
 * which Left can force a favoured move avoiding lost states; (iii) mark lost every state not
 * good; until (iii) adds nothing. O(k · (n + M)) for M moves, k ≤ n rounds (a few in practice).
 */
export function buchiLost(n: number, leftMoves: Uint8Array, edgeStart: Int32Array, target: Int32Array, fav: Uint8Array, stopAt = -1): Uint8Array {
  const edges = edgeStart[n];
  const predStart = new Int32Array(n + 1);
  for (let k = 0; k < edges; k++) predStart[target[k] + 1]++;
  for (let i = 0; i < n; i++) predStart[i + 1] += predStart[i];
  const pred = new Int32Array(edges);
  const predFav = new Uint8Array(edges);
  const fill = predStart.slice(0, n);
  for (let i = 0; i < n; i++) {
    for (let k = edgeStart[i]; k < edgeStart[i + 1]; k++) {
      pred[fill[target[k]]] = i;
      predFav[fill[target[k]]++] = fav[k];
    }
  }
  const lost = new Uint8Array(n);
  const count = new Int32Array(n);
  const good = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (let round = 0; ; round++) {
    // (i) Right's attractor to the lost states (Left to move with no move is lost)
    let tail = 0;
    for (let i = 0; i < n; i++) {
      if (lost[i]) queue[tail++] = i;
      else if (leftMoves[i]) {
        count[i] = edgeStart[i + 1] - edgeStart[i];
        if (count[i] === 0) {
          lost[i] = 1;
          queue[tail++] = i;
        }
      }
    }
    for (let head = 0; head < tail; head++) {
      const t = queue[head];
      for (let k = predStart[t]; k < predStart[t + 1]; k++) {
        const p = pred[k];
        if (lost[p]) continue;
        if (!leftMoves[p] || --count[p] === 0) {
          lost[p] = 1;
          queue[tail++] = p;
        }
      }
    }
    // (ii) good: Left can force a favoured move (by either player) while avoiding lost states
    good.fill(0);
    tail = 0;
    for (let i = 0; i < n; i++) {
      if (lost[i]) continue;
      let ok = false;
      let others = 0;
      for (let k = edgeStart[i]; k < edgeStart[i + 1]; k++) {
        if (fav[k] === 1) ok ||= !lost[target[k]];
        else others++;
      }
      count[i] = others;
      if (leftMoves[i] ? ok : others === 0) {
        good[i] = 1;
        queue[tail++] = i;
      }
    }
    for (let head = 0; head < tail; head++) {
      const t = queue[head];
      for (let k = predStart[t]; k < predStart[t + 1]; k++) {
        if (predFav[k] === 1) continue;
        const p = pred[k];
        if (lost[p] || good[p]) continue;
        if (leftMoves[p] || --count[p] === 0) {
          good[p] = 1;
          queue[tail++] = p;
        }
      }
    }
    // (iii) every state that is not good is lost
    let added = 0;
    for (let i = 0; i < n; i++) {
      if (!lost[i] && !good[i]) {
        lost[i] = 1;
        added++;
      }
    }
    if (added === 0 || (stopAt >= 0 && lost[stopAt])) break;
    if (round > n) throw new Error("loopy sides: the labelling did not settle (an internal error: please report the games)");
  }
  return lost;
}

/**
 * The order of a side on every pair of vertices of one graph: `leq[x · V + y]` = 1 when x ≤ y in
 * the side (Left survives y − x moving second, infinite play counted by the side's rule; for
 * "stopper", plain survival with infinite play Left's, which is the order of vertices without
 * alternating cycles below them). One Büchi labelling of all 2V² states (CGSuite's
 * markStatesWonForRight). O(k · V² · degree); BudgetExceededError past `maxStates` states.
 */
export function sideOrder(L: Lists, R: Lists, side: SimplifySide, maxStates: number): Uint8Array {
  const V = L.length;
  const n = 2 * V * V;
  if (n > maxStates) throw new BudgetExceededError("maxPositions", maxStates, n, `the order of a side on all pairs of ${V} positions`);
  const edgeStart = new Int32Array(n + 1);
  // state (x, y, m) = (x·V + y)·2 + m; m = 0 Left to move (Left's moves in y, Right's in x)
  for (let x = 0; x < V; x++) {
    for (let y = 0; y < V; y++) {
      const s = (x * V + y) * 2;
      edgeStart[s + 1] = L[y].length + R[x].length;
      edgeStart[s + 2] = R[y].length + L[x].length;
    }
  }
  for (let i = 0; i < n; i++) edgeStart[i + 1] += edgeStart[i];
  const target = new Int32Array(edgeStart[n]);
  const fav = new Uint8Array(edgeStart[n]);
  const leftMoves = new Uint8Array(n);
  // onside: moves in y (the H of y − x) are favoured; offside: moves in x (the −G); stopper: all
  const favY = side === "offside" ? 0 : 1;
  const favX = side === "onside" ? 0 : 1;
  for (let x = 0; x < V; x++) {
    for (let y = 0; y < V; y++) {
      const s = (x * V + y) * 2;
      leftMoves[s] = 1;
      let k = edgeStart[s];
      const put = (t: number, f: number): void => {
        target[k] = t;
        fav[k++] = f;
      };
      for (const y2 of L[y]) put((x * V + y2) * 2 + 1, favY);
      for (const x2 of R[x]) put((x2 * V + y) * 2 + 1, favX);
      k = edgeStart[s + 1];
      for (const y2 of R[y]) put((x * V + y2) * 2, favY);
      for (const x2 of L[x]) put((x2 * V + y) * 2, favX);
    }
  }
  const lost = buchiLost(n, leftMoves, edgeStart, target, fav);
  const leq = new Uint8Array(V * V);
  for (let p = 0; p < V * V; p++) leq[p] = lost[2 * p + 1] ? 0 : 1;
  return leq;
}

/**
 * Whether some alternating run from vertex `from` (the first move by `mover`: 0 Left, 1 Right)
 * reaches vertex `to` with `toMover` to move. O(V + E).
 */
export function alternatingReach(L: readonly (readonly number[])[], R: readonly (readonly number[])[], from: number, mover: number, to: number, toMover: number): boolean {
  const seen = new Uint8Array(2 * L.length);
  const stack = [2 * from + mover];
  seen[2 * from + mover] = 1;
  while (stack.length > 0) {
    const s = stack.pop()!;
    const v = s >> 1;
    const m = s & 1;
    if (v === to && m === toMover) return true;
    for (const w of m === 0 ? L[v] : R[v]) {
      const t = 2 * w + (1 - m);
      if (!seen[t]) {
        seen[t] = 1;
        stack.push(t);
      }
    }
  }
  return false;
}

/** The vertices reachable from vertex 0. O(V + E). */
export function reachable(L: Lists, R: Lists): Uint8Array {
  const seen = new Uint8Array(L.length);
  const stack = [0];
  seen[0] = 1;
  while (stack.length > 0) {
    const u = stack.pop()!;
    for (const w of [...L[u], ...R[u]]) {
      if (!seen[w]) {
        seen[w] = 1;
        stack.push(w);
      }
    }
  }
  return seen;
}

/** Vertex v is on = {pass | } (its only option is Left's, to itself). */
const isOn = (L: Lists, R: Lists, v: number): boolean => L[v].length === 1 && L[v][0] === v && R[v].length === 0;
/** Vertex v is off = { | pass}. */
const isOff = (L: Lists, R: Lists, v: number): boolean => R[v].length === 1 && R[v][0] === v && L[v].length === 0;
/** Vertex v is dud = {pass | pass}. */
const isDud = (L: Lists, R: Lists, v: number): boolean => L[v].length === 1 && L[v][0] === v && R[v].length === 1 && R[v][0] === v;

/**
 * The obvious reductions of a side at every vertex reachable from 0 (Siegel; CGSuite's
 * eliminateObviouslyIrrelevantEdges): a Left move to on (or to dud, onside) makes every other
 * Left move irrelevant; a Left move to off (or to dud, offside) is never useful; in the offside a
 * Left move that Right can undo at once (an alternating 2-cycle) is irrelevant, since infinite
 * play is Right's. The same for Right with the sides exchanged. O(E · degree).
 */
export function obviousReductions(L: Lists, R: Lists, side: "onside" | "offside"): void {
  const seen = reachable(L, R);
  for (let v = 0; v < L.length; v++) {
    if (!seen[v]) continue;
    const left: number[] = [];
    for (const t of L[v]) {
      if (isOn(L, R, t) || (side === "onside" && isDud(L, R, t))) {
        left.length = 0;
        left.push(t);
        break;
      }
      if (isOff(L, R, t) || (side === "offside" && isDud(L, R, t))) continue;
      if (side === "offside" && R[t].includes(v)) continue;
      left.push(t);
    }
    L[v] = left;
    const right: number[] = [];
    for (const t of R[v]) {
      if (isOff(L, R, t) || (side === "offside" && isDud(L, R, t))) {
        right.length = 0;
        right.push(t);
        break;
      }
      if (isOn(L, R, t) || (side === "onside" && isDud(L, R, t))) continue;
      if (side === "onside" && L[t].includes(v)) continue;
      right.push(t);
    }
    R[v] = right;
  }
}

/**
 * Bypass the reversible options of vertex v for the player whose lists are `mine` (Left: `mine`
 * = L, `mover` 0), in list order: an option a is reversible through an opponent's option b of a
 * when b ≥ v for Right's options, b ≤ v for Left's… precisely, for Left, b ≤ v (Right's reply
 * leaves Left no worse than before), and in a side also when no alternating run from b with the
 * player to move returns to a with the opponent to move (Siegel CGT ch. VI §5). Option a is then
 * replaced by b's options for the player (those not already there, appended). O(degree² · (V + E)).
 */
function bypassReversible(L: Lists, R: Lists, v: number, mover: 0 | 1, leq: Uint8Array, side: SimplifySide): void {
  const V = L.length;
  const mine = mover === 0 ? L : R;
  const theirs = mover === 0 ? R : L;
  for (let i = 0; i < mine[v].length; i++) {
    const a = mine[v][i];
    for (const b of theirs[a]) {
      const reverses = mover === 0 ? leq[b * V + v] === 1 : leq[v * V + b] === 1;
      if (!reverses) continue;
      if (side !== "stopper" && alternatingReach(L, R, b, mover, a, 1 - mover)) continue;
      const old = mine[v];
      const extra = mine[b].filter((w) => !old.includes(w));
      mine[v] = [...old.slice(0, i), ...old.slice(i + 1), ...extra];
      i--;
      break;
    }
  }
}

/**
 * Remove dominated options of vertex v, pairwise in list order (for Left, option j dominated by
 * option i when G^j ≤ G^i, duplicates dropped); in the offside a Left option that can come back
 * to v by alternating play does not dominate (in the onside the same for Right's options).
 * O(degree² · (V + E)).
 */
function removeDominated(L: Lists, R: Lists, v: number, leq: Uint8Array, side: SimplifySide): void {
  const V = L.length;
  for (const mover of [0, 1] as const) {
    const mine = mover === 0 ? L : R;
    const opts: number[] = [...mine[v]]; // -1 marks a removed option
    // may option i dominate? not when it can come back to v in the side where that play counts against the mover
    const mayDominate = (i: number): boolean => {
      if (side === "stopper" || side === (mover === 0 ? "onside" : "offside")) return true;
      return !alternatingReach(L, R, opts[i], 1 - mover, v, mover);
    };
    // "better" for the mover: Left wants larger, Right smaller
    const atLeast = (a: number, b: number): boolean => (mover === 0 ? leq[b * V + a] === 1 : leq[a * V + b] === 1);
    for (let i = 0; i < opts.length; i++) {
      if (opts[i] === -1) continue;
      for (let j = i + 1; j < opts.length; j++) {
        if (opts[j] === -1) continue;
        if (opts[i] === opts[j]) opts[j] = -1;
        else if (mayDominate(i) && atLeast(opts[i], opts[j])) opts[j] = -1;
        else if (mayDominate(j) && atLeast(opts[j], opts[i])) {
          opts[i] = -1;
          break;
        }
      }
    }
    mine[v] = opts.filter((w) => w !== -1);
  }
}

/**
 * The basic simplifications of a side (CGSuite's applyBasicSimplifications): the order of the
 * side on all pairs of vertices, then, vertex by vertex in index order among those reachable
 * from 0, Left's reversible options bypassed, Right's, and the dominated options removed. Each
 * keeps every vertex's value in the side, so the order computed first stays valid. Cost: one
 * {@link sideOrder}, then O(V · degree² · (V + E)).
 */
export function basicSimplifications(L: Lists, R: Lists, side: SimplifySide, maxStates: number): void {
  const leq = sideOrder(L, R, side, maxStates);
  let seen = reachable(L, R);
  for (let v = 0; v < L.length; v++) {
    if (!seen[v]) continue;
    bypassReversible(L, R, v, 0, leq, side);
    bypassReversible(L, R, v, 1, leq, side);
    removeDominated(L, R, v, leq, side);
    seen = reachable(L, R);
  }
}

/** Whether no alternating cycle can be reached from vertex v. O(V + E). */
function alternatingCycleFree(L: Lists, R: Lists, v: number): boolean {
  // a cycle of the state graph (vertex, player to move) reachable from v, either player first
  const n = L.length;
  const state = new Uint8Array(2 * n); // 0 new, 1 on the stack, 2 done
  for (const m0 of [0, 1]) {
    const start = 2 * v + m0;
    if (state[start] === 2) continue;
    const stack: [number, number][] = [[start, 0]];
    state[start] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const [s, k] = top;
      const u = s >> 1;
      const m = s & 1;
      const opts = m === 0 ? L[u] : R[u];
      if (k < opts.length) {
        top[1]++;
        const t = 2 * opts[k] + (1 - m);
        if (state[t] === 1) return false;
        if (state[t] === 0) {
          state[t] = 1;
          stack.push([t, 0]);
        }
      } else {
        state[s] = 2;
        stack.pop();
      }
    }
  }
  return true;
}

/**
 * Fusion (CGSuite's fuse, as it does for sides): every vertex reachable from 0 that has no
 * alternating cycle below it and equals (in the given order) such a vertex of lower index is
 * replaced by the first such one in every option list. Below those vertices both orders of
 * sides are the plain order of stoppers. O(V² + V · (V + E)).
 */
export function fuseEqual(L: Lists, R: Lists, side: SimplifySide, maxStates: number): void {
  const V = L.length;
  const leq = sideOrder(L, R, side, maxStates);
  const seen = reachable(L, R);
  const free = Array.from({ length: V }, (_, v) => seen[v] === 1 && (side === "stopper" || alternatingCycleFree(L, R, v)));
  const into = Array.from({ length: V }, (_, v) => v);
  for (let i = 0; i < V; i++) {
    if (!free[i]) continue;
    for (let j = 0; j < i; j++) {
      if (free[j] && leq[i * V + j] === 1 && leq[j * V + i] === 1) {
        into[i] = j;
        break;
      }
    }
  }
  for (let v = 0; v < V; v++) {
    L[v] = [...new Set(L[v].map((w) => into[w]))];
    R[v] = [...new Set(R[v].map((w) => into[w]))];
  }
}

/**
 * Whether vertex t lies on an alternating cycle with `mover` to move at t (CGSuite's
 * isSelfAlternatingFollower). O(degree · (V + E)).
 */
export function selfAlternating(L: Lists, R: Lists, t: number, mover: 0 | 1): boolean {
  return (mover === 0 ? L[t] : R[t]).some((w) => alternatingReach(L, R, w, 1 - mover, t, mover));
}
