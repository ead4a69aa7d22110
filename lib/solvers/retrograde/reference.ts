/**
 * Two simple reference solvers used as oracles for {@link solveRetrograde}: full Jacobi sweeps
 * over a graph (what the seed notebook meant to do) and a memoised depth-bounded negamax that
 * works straight from a successor function, without building a graph.
 */
import { Budget, InputError, requireInteger, type RunOptions } from "../../util";
import { retrogradeSolution, validateStateGraph, type ExpandState, type RetrogradeSolution, type StateGraph } from "./graph";

/**
 * Solve a graph by repeated full sweeps (value iteration with a separate "new" array): sweep t
 * resolves exactly the states at distance t. Cost: O((maxDistance + 2) · (size + edges)).
 * Reference only: use {@link solveRetrograde}.
 */
export function solveBySweeps(graph: StateGraph, options?: RunOptions): RetrogradeSolution {
  validateStateGraph(graph);
  const budget = Budget.from(options, "retrograde sweeps");
  const { size: n, offsets, targets, terminal } = graph;
  const value = new Int8Array(n);
  const distance = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (terminal[i] !== 0 || offsets[i + 1] === offsets[i]) {
      value[i] = terminal[i] !== 0 ? terminal[i]! : -1;
      distance[i] = 0;
    }
  }
  let maxDistance = 0;
  for (let t = 1; ; t++) {
    const next = value.slice();
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (value[i] !== 0) continue;
      budget.spend();
      let win = false;
      let allWon = true;
      for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
        const v = value[targets[k]!]!;
        if (v === -1) win = true;
        else if (v === 0) allWon = false;
      }
      if (win || allWon) {
        next[i] = win ? 1 : -1;
        distance[i] = t;
        maxDistance = t;
        changed = true;
      }
    }
    value.set(next);
    if (!changed) break;
  }
  return retrogradeSolution(value, distance, maxDistance);
}

/** Outcome of {@link boundedNegamax}: value for the player to move and distance in plies. */
export interface BoundedOutcome {
  /** 1 = forced win within the depth, -1 = forced loss within the depth, 0 = neither. */
  value: number;
  /** Exact distance to the end when value ≠ 0, else -1. */
  distance: number;
}

/**
 * Memoised negamax bounded by `depth` plies, straight from a successor function: a state is a
 * win within d if some successor is a loss within d-1, a loss within d if every successor is a
 * win within d-1 (distances are then exact). With depth ≥ the longest forced win every
 * non-draw is resolved. Cost: O(depth · reachable states · moves) time and memo entries.
 * Repetitions need no special care: the depth bound makes the recursion finite. Pass the same
 * `memo` to several calls with the same `expand` to share work.
 */
export function boundedNegamax(
  root: number,
  expand: ExpandState,
  depth: number,
  options?: RunOptions,
  memo = new Map<number, number>(),
): BoundedOutcome {
  requireInteger("depth", depth, 0, 127);
  if (!Number.isSafeInteger(root * 128)) throw new InputError(`state code too large for the memo key: ${root}`, "root");
  const budget = Budget.from(options, "bounded negamax");
  // Encoded result: 0 unknown, +(k+1) win in k, -(k+1) loss in k.
  const search = (state: number, d: number): number => {
    const key = state * 128 + d;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    budget.spend();
    const children: number[] = [];
    const t = expand(state, children);
    let res: number;
    if (t !== 0) res = t;
    else if (children.length === 0) res = -1;
    else if (d === 0) res = 0;
    else {
      let bestWin = Infinity;
      let allWon = true;
      let slowest = 0;
      for (const c of children) {
        const r = search(c, d - 1);
        if (r < 0) bestWin = Math.min(bestWin, -r - 1);
        else if (r === 0) allWon = false;
        else slowest = Math.max(slowest, r - 1);
      }
      res = bestWin < Infinity ? bestWin + 2 : allWon ? -(slowest + 2) : 0;
    }
    memo.set(key, res);
    return res;
  };
  const r = search(root, depth);
  return r === 0 ? { value: 0, distance: -1 } : { value: Math.sign(r), distance: Math.abs(r) - 1 };
}
