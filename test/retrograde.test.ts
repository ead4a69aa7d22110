import { describe, expect, it } from "vitest";
import {
  boundedNegamax,
  buildStateGraph,
  distanceHistogram,
  solveBySweeps,
  solveRetrograde,
  type StateGraph,
} from "../lib/solvers/retrograde";
import { BudgetExceededError, InputError } from "../lib/util";

/** Subtraction game on n tokens: take 1, 2 or 3; whoever cannot move loses (n = 0 is lost). */
function subtraction(n: number, children: number[]): number {
  for (let k = 1; k <= 3 && k <= n; k++) children.push(n - k);
  return n === 0 ? -1 : 0;
}

/** A random game graph with cycles, terminal wins and losses, deterministic. */
function randomGraph(n: number, seed: number): StateGraph {
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  const offsets = [0];
  const targets: number[] = [];
  const terminal: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd();
    terminal.push(r < 0.1 ? -1 : r < 0.13 ? 1 : 0);
    const deg = Math.floor(rnd() * 4);
    for (let k = 0; k < deg; k++) targets.push(Math.floor(rnd() * n));
    offsets.push(targets.length);
  }
  return { size: n, offsets: Int32Array.from(offsets), targets: Int32Array.from(targets), terminal: Int8Array.from(terminal) };
}

describe("retrograde analysis", () => {
  it("solves the subtraction game: multiples of 4 are losses, distances are exact", () => {
    const { states, graph } = buildStateGraph([20], subtraction);
    const sol = solveRetrograde(graph);
    for (let i = 0; i < states.length; i++) {
      const n = states[i]!;
      expect(sol.value[i]).toBe(n % 4 === 0 ? -1 : 1);
      expect(sol.distance[i]).toBe(n % 4 === 0 ? n / 2 : 2 * Math.floor(n / 4) + 1);
    }
    expect(sol.draws).toBe(0);
  });

  it("marks cycles without escape as draws", () => {
    // 0 <-> 1 cycle, 1 -> 2 which is a terminal win for its mover (so a bad move).
    const graph: StateGraph = {
      size: 3,
      offsets: Int32Array.from([0, 1, 3, 3]),
      targets: Int32Array.from([1, 0, 2]),
      terminal: Int8Array.from([0, 0, 1]),
    };
    const sol = solveRetrograde(graph);
    expect([...sol.value]).toEqual([0, 0, 1]);
    expect([...sol.distance]).toEqual([-1, -1, 0]);
  });

  it("agrees with full sweeps and with bounded negamax on random graphs", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const g = randomGraph(400, seed);
      const a = solveRetrograde(g);
      const b = solveBySweeps(g);
      expect([...a.value]).toEqual([...b.value]);
      expect([...a.distance]).toEqual([...b.distance]);
      const expand = (s: number, ch: number[]) => {
        if (g.terminal[s] !== 0) return g.terminal[s]!;
        for (let k = g.offsets[s]!; k < g.offsets[s + 1]!; k++) ch.push(g.targets[k]!);
        return 0;
      };
      const memo = new Map<number, number>();
      for (let s = 0; s < g.size; s++) {
        const o = boundedNegamax(s, expand, a.maxDistance + 1, undefined, memo);
        expect(o.value).toBe(a.value[s]);
        expect(o.distance).toBe(a.distance[s]);
      }
    }
  });

  it("histograms distances", () => {
    const { graph } = buildStateGraph([9], subtraction);
    const h = distanceHistogram(solveRetrograde(graph));
    expect(h.reduce((s, r) => s + r.wins + r.losses, 0)).toBe(10);
    expect(h[0]).toEqual({ distance: 0, wins: 0, losses: 1 });
  });

  it("rejects malformed graphs with InputError", () => {
    const bad: StateGraph = { size: 2, offsets: Int32Array.from([0, 1, 1]), targets: Int32Array.from([5]), terminal: new Int8Array(2) };
    expect(() => solveRetrograde(bad)).toThrow(InputError);
    expect(() => solveRetrograde({ ...bad, offsets: Int32Array.from([0, 1]) })).toThrow(/size\+1/);
    expect(() => solveRetrograde({ ...bad, targets: Int32Array.from([1]), terminal: Int8Array.from([0, 3]) })).toThrow(/terminal\[1\]/);
    expect(() => buildStateGraph([0.5], subtraction)).toThrow(InputError);
    expect(() => boundedNegamax(3, subtraction, 500)).toThrow(InputError);
  });

  it("stops with BudgetExceededError naming the limit", () => {
    expect(() => buildStateGraph([1000], subtraction, { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
    const { graph } = buildStateGraph([1000], subtraction);
    expect(() => solveRetrograde(graph, { budget: { maxPositions: 10 } })).toThrow(/maxPositions/);
    expect(() => boundedNegamax(1000, subtraction, 100, { budget: { maxPositions: 10 } })).toThrow(BudgetExceededError);
  });
});
