/**
 * Generic retrograde analysis for two-player, alternating, win/loss/draw games given as a
 * state graph over integer-encoded states (values are always from the point of view of the
 * player to move). Draws are positions from which neither side can force a win (e.g. infinite
 * play through repeated positions).
 */
import { Budget, InputError, type RunOptions } from "../../util";

/** A finite game graph in compressed sparse row form. */
export interface StateGraph {
  /** Number of states (indices 0 .. size-1). */
  size: number;
  /** `offsets[i] .. offsets[i+1]` index the successors of state i in `targets` (length size+1). */
  offsets: Int32Array;
  /** Successor state indices (duplicates allowed; they are counted once). */
  targets: Int32Array;
  /** Terminal outcome for the player to move: 1 = won, -1 = lost, 0 = not terminal. */
  terminal: Int8Array;
}

/** Result of {@link solveRetrograde}. */
export interface RetrogradeSolution {
  /** 1 = win for the player to move, -1 = loss, 0 = draw. */
  value: Int8Array;
  /**
   * Exact distance to the end in plies under optimal play (the winner hurries, the loser
   * delays); 0 for terminal states, -1 for draws.
   */
  distance: Int32Array;
  wins: number;
  losses: number;
  draws: number;
  /** Largest finite distance. */
  maxDistance: number;
}

/** Throw {@link InputError} unless `graph` is a well-formed {@link StateGraph}. O(size + edges). */
export function validateStateGraph(graph: StateGraph): void {
  const { size, offsets, targets, terminal } = graph;
  if (!Number.isSafeInteger(size) || size < 0) throw new InputError(`graph size must be a non-negative integer, got ${size}`);
  if (offsets.length !== size + 1) throw new InputError(`offsets must have size+1 = ${size + 1} entries, got ${offsets.length}`, "offsets");
  if (terminal.length !== size) throw new InputError(`terminal must have ${size} entries, got ${terminal.length}`, "terminal");
  if (offsets[0] !== 0 || offsets[size] !== targets.length) {
    throw new InputError(`offsets must start at 0 and end at targets.length = ${targets.length}`, "offsets");
  }
  for (let i = 0; i < size; i++) {
    if (offsets[i + 1]! < offsets[i]!) throw new InputError("offsets must be non-decreasing", `offsets[${i + 1}]`);
    const t = terminal[i]!;
    if (t !== 0 && t !== 1 && t !== -1) throw new InputError(`terminal values must be -1, 0 or 1, got ${t}`, `terminal[${i}]`);
  }
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k]!;
    if (t < 0 || t >= size) throw new InputError(`successor index ${t} out of range [0, ${size})`, `targets[${k}]`);
  }
}

/**
 * Solve a game graph by retrograde analysis with predecessor counting: terminal states seed a
 * FIFO queue; a resolved loss makes every predecessor a win, a resolved win decrements each
 * predecessor's count of unresolved successors, and a count reaching zero makes it a loss.
 * Processing in FIFO order gives exact distances. Non-terminal states without successors are
 * losses at distance 0. Everything left unresolved is a draw.
 * Cost: O(size + edges) time, ~12 bytes per edge and ~20 bytes per state of memory.
 */
export function solveRetrograde(graph: StateGraph, options?: RunOptions): RetrogradeSolution {
  validateStateGraph(graph);
  const budget = Budget.from(options, "retrograde analysis");
  const { size: n, offsets, targets, terminal } = graph;
  // Distinct-successor counts and the reverse (predecessor) graph, one entry per distinct edge.
  const remaining = new Int32Array(n);
  const predCount = new Int32Array(n + 1);
  const mark = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
      const j = targets[k]!;
      if (mark[j] === i) continue;
      mark[j] = i;
      remaining[i]!++;
      predCount[j + 1]!++;
    }
  }
  for (let j = 0; j < n; j++) predCount[j + 1]! += predCount[j]!;
  const predOffsets = predCount;
  const fill = predOffsets.slice(0, n);
  const preds = new Int32Array(predOffsets[n]!);
  mark.fill(-1);
  for (let i = 0; i < n; i++) {
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
      const j = targets[k]!;
      if (mark[j] === i) continue;
      mark[j] = i;
      preds[fill[j]!++] = i;
    }
  }
  const value = new Int8Array(n);
  const distance = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const t = terminal[i]!;
    if (t !== 0 || remaining[i] === 0) {
      value[i] = t !== 0 ? t : -1;
      distance[i] = 0;
      queue[tail++] = i;
    }
  }
  let maxDistance = 0;
  while (head < tail) {
    const j = queue[head++]!;
    budget.spend();
    const d = distance[j]! + 1;
    const lost = value[j] === -1;
    for (let k = predOffsets[j]!; k < predOffsets[j + 1]!; k++) {
      const p = preds[k]!;
      if (value[p] !== 0 || terminal[p] !== 0) continue;
      if (lost) {
        value[p] = 1;
      } else if (--remaining[p] === 0) {
        value[p] = -1;
      } else continue;
      distance[p] = d;
      if (d > maxDistance) maxDistance = d;
      queue[tail++] = p;
    }
  }
  return retrogradeSolution(value, distance, maxDistance);
}

/** Package values and distances as a {@link RetrogradeSolution} (counts W/L/D). O(size). */
export function retrogradeSolution(value: Int8Array, distance: Int32Array, maxDistance: number): RetrogradeSolution {
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === 1) wins++;
    else if (value[i] === -1) losses++;
  }
  return { value, distance, wins, losses, draws: value.length - wins - losses, maxDistance };
}

/** How a state expands: its terminal outcome for the player to move and its successors. */
export type ExpandState = (state: number, children: number[]) => number;

/** Result of {@link buildStateGraph}: the reachable states (BFS order) and their graph. */
export interface ReachableGraph {
  /** `states[i]` is the integer code of graph node i; node 0 is the first root. */
  states: Float64Array;
  /** Map from state code to node index. */
  index: Map<number, number>;
  graph: StateGraph;
}

/**
 * Enumerate every state reachable from `roots` by breadth-first search and build its
 * {@link StateGraph}. `expand(state, children)` must push the successor codes of `state` into
 * `children` (not expanded further when the state is terminal) and return its terminal outcome
 * (1, -1 or 0). State codes must be safe integers (use canonical codes for symmetry reduction).
 * Cost: O(states + edges) expansions and Map operations; one budget unit per state. The state
 * index is a JavaScript Map, so at most ~16.7 million states (V8's Map limit).
 */
export function buildStateGraph(roots: readonly number[], expand: ExpandState, options?: RunOptions): ReachableGraph {
  const budget = Budget.from(options, "state-graph enumeration");
  const index = new Map<number, number>();
  const states: number[] = [];
  for (const r of roots) {
    if (!Number.isSafeInteger(r)) throw new InputError(`state codes must be safe integers, got ${r}`, "roots");
    if (!index.has(r)) {
      index.set(r, states.length);
      states.push(r);
    }
  }
  const offsets: number[] = [0];
  const targets: number[] = [];
  const terminal: number[] = [];
  const children: number[] = [];
  for (let i = 0; i < states.length; i++) {
    budget.spend();
    children.length = 0;
    const t = expand(states[i]!, children);
    if (t !== 0 && t !== 1 && t !== -1) throw new InputError(`expand must return -1, 0 or 1, got ${t}`, `state ${states[i]}`);
    terminal.push(t);
    if (t === 0) {
      for (const c of children) {
        let j = index.get(c);
        if (j === undefined) {
          if (!Number.isSafeInteger(c)) throw new InputError(`state codes must be safe integers, got ${c}`, `child of ${states[i]}`);
          j = states.length;
          index.set(c, j);
          states.push(c);
        }
        targets.push(j);
      }
    }
    offsets.push(targets.length);
  }
  return {
    states: Float64Array.from(states),
    index,
    graph: {
      size: states.length,
      offsets: Int32Array.from(offsets),
      targets: Int32Array.from(targets),
      terminal: Int8Array.from(terminal),
    },
  };
}

/** Histogram of finite distances: `counts[d] = [wins at d, losses at d]`. O(size). */
export function distanceHistogram(solution: RetrogradeSolution, include?: (i: number) => boolean): { distance: number; wins: number; losses: number }[] {
  const rows = Array.from({ length: solution.maxDistance + 1 }, (_, d) => ({ distance: d, wins: 0, losses: 0 }));
  for (let i = 0; i < solution.value.length; i++) {
    if (include && !include(i)) continue;
    const d = solution.distance[i]!;
    if (d < 0) continue;
    if (solution.value[i] === 1) rows[d]!.wins++;
    else rows[d]!.losses++;
  }
  return rows;
}
