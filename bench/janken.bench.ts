/**
 * Janken vs two-pen: cost of the exact closed-form recursion (t_n up to 100, BigInt rationals)
 * against the brute-force enumeration of all hand vectors, measured side by side, plus the
 * throughput of the hand-by-hand Monte Carlo simulation.
 */
import { loadavg } from "node:os";
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import { enumerateRound, expectedSteps, roundTransitions, simulateSteps, solveExpectedSteps, type Game } from "../lib/studies/janken";

export async function run(): Promise<BenchReport> {
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};

  const exact100 = bestOf(3, () => [expectedSteps("janken", 100), expectedSteps("twopen", 100)]);
  const t100 = exact100.value[0]![100]!;
  rows.push({
    name: "closed form + recursion, t_1..t_100, both games",
    ms: exact100.ms,
    janken_t100_digits: t100.num.toString().length + t100.den.toString().length,
  });

  const cases: [Game, number][] = [["janken", 12], ["twopen", 20]];
  for (const [game, nMax] of cases) {
    const formula = bestOf(3, () => solveExpectedSteps(nMax, (n) => roundTransitions(game, n)));
    const brute = bestOf(1, () => solveExpectedSteps(nMax, (n) => enumerateRound(game, n)));
    const agree = formula.value.every((t, n) => t.equals(brute.value[n]!));
    rows.push({ name: `${game} t_2..t_${nMax} from closed-form rounds`, ms: formula.ms, agree });
    rows.push({ name: `${game} t_2..t_${nMax} from brute-force rounds`, ms: brute.ms, agree });
    ratios[`${game}_bruteforce_over_formula_n${nMax}_time`] = brute.ms / formula.ms;
  }

  for (const [game, n, trials] of [["janken", 20, 1000], ["twopen", 30, 100_000]] as [Game, number, number][]) {
    const sim = bestOf(1, () => simulateSteps(game, n, trials, 12345));
    const hands = sim.value.mean * trials;
    rows.push({
      name: `${game} simulation n = ${n}, ${trials} selections`,
      ms: sim.ms,
      mean: sim.value.mean,
      hands_per_second: Math.round(hands / (sim.ms / 1000)),
    });
  }

  return {
    topic: "janken",
    rows,
    ratios,
    notes: [
      "brute force enumerates 3^n (janken) or 2^n (two-pen) hand vectors per round size; the closed forms are O(n) rationals per round",
      "agree = the exact t_n from both round tables are identical rationals",
      `1-minute load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after the run (shared machine: absolute times are noisy)`,
    ],
  };
}
