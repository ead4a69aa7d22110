/**
 * The tables of notebook 06 built from the study's computations (issue 26: the notebook states
 * the question and shows the answer; the rows are formed here, tested in test/janken-report.test.ts):
 * the draw-step table, the "who survives" vs "how many survive" comparison, the simulation
 * against the exact t_n with its interval coverage, the calibration runs, the growth columns of
 * the charts and the conclusions, each sentence derived from the rows it is given.
 */
import type { ProgressReporter } from "../../util";
import type { Rational } from "./rational";
import { GAMES, expectedSteps, jankenDrawSteps, roundTransitions, type Game, type StepsRow } from "./exact";
import { enumerateRound } from "./bruteforce";
import { intervalCoverage, type CoverageResult, type SimulationResult } from "./simulate";
import { SEED_002_CLAIMED, firstRatioAtLeast, twopenDropsDescription } from "./claims";
import type { ClaimRecord } from "../claims";

/** s(n→n) of janken (the seed's closed form) for each n, exact and decimal. O(Σ n). */
export function drawStepsRows(ns: readonly number[]): { n: number; s_nn: string; s_nn_decimal: number }[] {
  return ns.map((n) => {
    const s = jankenDrawSteps(n);
    return { n, s_nn: s.toString(), s_nn_decimal: s.toNumber() };
  });
}

/** An outcome n→m whose mean steps drop when only the number of survivors has to be certain. */
export interface CountGainRow { game: Game; n: number; m: number; p: string; s_who_survives: string; s_how_many_survive: string }

/**
 * For each game and n of `ns`: the outcomes n→m whose mean steps s(n→m) differ between the
 * seed's rule (stop when *who* survives is certain) and stopping when only *how many* survive is
 * certain (`enumerateRound(…, { decide: "count" })`), and the n where some outcome differs, by game.
 * Cost: the enumeration's, Θ(3^n) hand vectors for janken, Θ(2^n) for two-pen.
 */
export function countDecisionGains(ns: readonly number[]): { rows: CountGainRow[]; gainsIn: Record<Game, number[]> } {
  const rows: CountGainRow[] = [];
  for (const game of GAMES) {
    for (const n of ns) {
      const full = roundTransitions(game, n);
      for (const t of enumerateRound(game, n, { decide: "count" })) {
        const who = full.find((f) => f.to === t.to)!.s.toString();
        if (who !== t.s.toString()) rows.push({ game, n, m: t.to, p: t.p.toString(), s_who_survives: who, s_how_many_survive: t.s.toString() });
      }
    }
  }
  const gainsIn = Object.fromEntries(GAMES.map((g) => [g, [...new Set(rows.filter((r) => r.game === g).map((r) => r.n))]])) as Record<Game, number[]>;
  return { rows, gainsIn };
}

/** One simulated t_n beside the exact one. */
export interface SimulationRow {
  game: Game; n: number; trials: number; seed: number; exact: number; mean: number;
  ci95_low: number; ci95_high: number; rel_error: number;
  /** The interval relative to the exact value: ci95_low / exact − 1 and ci95_high / exact − 1. */
  rel_ci95_low: number; rel_ci95_high: number; z: number; in_ci95: boolean;
}

/** The simulations beside the exact t_n: relative error, z-score and whether the 95% interval holds the exact value. O(rows). */
export function simulationRows(sims: readonly SimulationResult[], exact: Record<Game, readonly Rational[]>): SimulationRow[] {
  return sims.map((r) => {
    const t = exact[r.game][r.n]!.toNumber();
    return {
      game: r.game, n: r.n, trials: r.trials, seed: r.seed, exact: t, mean: r.mean, ci95_low: r.ci95[0], ci95_high: r.ci95[1],
      rel_error: r.mean / t - 1, rel_ci95_low: r.ci95[0] / t - 1, rel_ci95_high: r.ci95[1] / t - 1, z: r.stderr > 0 ? (r.mean - t) / r.stderr : 0, in_ci95: r.ci95[0] <= t && t <= r.ci95[1],
    };
  });
}

/** The coverage of a run's 95% intervals (see {@link simulationCoverage}). */
export interface SimulationCoverage {
  covered: number; total: number; random: number; misses: number; expectedMisses: number; missSd: number; withinTwoSd: boolean; chi2: number;
}

/**
 * How many 95% intervals hold the exact value, against what chance allows: the random intervals
 * (two-pen n = 2 always takes exactly 2 steps, a point, and is left out), the expected misses
 * 0.05·k with binomial sd √(k·0.05·0.95), whether the misses are within two sd, and Σz² (χ² with k
 * degrees of freedom if the estimates are right). O(rows).
 */
export function simulationCoverage(rows: readonly SimulationRow[]): SimulationCoverage {
  const covered = rows.filter((r) => r.in_ci95).length;
  const random = rows.filter((r) => r.ci95_high > r.ci95_low);
  const expectedMisses = 0.05 * random.length;
  const missSd = Math.sqrt(random.length * 0.05 * 0.95);
  const misses = rows.length - covered;
  return { covered, total: rows.length, random: random.length, misses, expectedMisses, missSd, withinTwoSd: Math.abs(misses - expectedMisses) <= 2 * missSd, chi2: random.reduce((a, r) => a + r.z * r.z, 0) };
}

/** The calibration runs of notebook 06: game, n and simulated selections per run (large enough for a normal interval). */
export const CALIBRATION_CASES: readonly (readonly [Game, number, number])[] = [
  ["janken", 6, 1000], ["janken", 12, 300], ["janken", 18, 300], ["twopen", 8, 1000], ["twopen", 15, 1000], ["twopen", 30, 1000],
];

/** {@link intervalCoverage} for each case against the exact t_n, case i seeded with seed + 97·(i + 1). Cost: Σ reps · trials · t_n hands. */
export function calibrate(cases: readonly (readonly [Game, number, number])[], reps: number, seed: number, progress?: (label: string) => ProgressReporter): CoverageResult[] {
  return cases.map(([game, n, trials], i) =>
    intervalCoverage(game, n, trials, reps, seed + 97 * (i + 1), expectedSteps(game, n)[n]!.toNumber(), { onProgress: progress?.(`calibration ${game} n = ${n}`) }),
  );
}

/** One row of {@link growthRows}. */
export interface GrowthRow { n: number; janken: number; twopen: number; ratio: number; twopen_per_n: number; parity: string; janken_growth: number }

/** Columns for the charts, n ≥ 2: t_n of both games, their ratio, two-pen's t_n / n and parity, janken's t_n / ((11/6)·1.5^n). O(rows). */
export function growthRows(steps: readonly StepsRow[]): GrowthRow[] {
  return steps.filter((r) => r.n >= 2).map((r) => ({
    n: r.n, janken: r.janken, twopen: r.twopen, ratio: r.ratio ?? 0, twopen_per_n: r.twopen / r.n,
    parity: r.n % 2 === 0 ? "two-pen, even n" : "two-pen, odd n", janken_growth: r.janken / ((11 / 6) * Math.pow(1.5, r.n)),
  }));
}

/**
 * The notebook's closing findings as Markdown list items, each derived from `steps` (the exact t_n
 * for n = 1..N) and `claims` (seedClaims' records): the formulas' verdict, the growth of both games,
 * the seed's ratio claim and where two-pen's t_n drops. O(N).
 */
export function conclusions(steps: readonly StepsRow[], claims: readonly ClaimRecord[]): string[] {
  const N = steps.length;
  const at = (n: number): StepsRow => steps[n - 1]!;
  const verdictOf = (start: string) => claims.find((c) => c.claim.startsWith(start))!.verdict;
  const formulas = verdictOf("closed form");
  const { ratio, n: ratioN } = SEED_002_CLAIMED.ratioAt;
  const firstAt = firstRatioAtLeast(steps, ratio);
  const slower = steps.filter((r) => r.n >= 2 && r.ratio !== null && r.ratio <= 1).map((r) => r.n);
  const gapN = Math.min(20, N);
  return [
    `The seed's formulas: **${formulas.status}** against a first-principles derivation, brute-force enumeration and a hand-by-hand simulation (${formulas.because}).`,
    `Janken needs t_n ≈ (11/6)(3/2)^n steps (t_${N}/((11/6)·1.5^${N}) = ${(at(N).janken / ((11 / 6) * Math.pow(1.5, N))).toFixed(4)}); two-pen about ${(at(N).twopen / N).toFixed(2)}·n at n = ${N}. ` +
      (slower.length === 0
        ? `Two-pen is faster for every n = 2..${N} (t_2: ${at(2).janken} vs ${at(2).twopen}, t_3: ${at(3).janken} vs ${at(3).twopen}) and the gap grows: ${at(gapN).ratio!.toFixed(1)}× at n = ${gapN}.`
        : `Two-pen is NOT faster for n ∈ {${slower.join(", ")}}.`),
    `The seed's "about ${ratio} times at n = ${ratioN}": **${verdictOf("at n =").status}**; the exact ratio there is ${N >= ratioN ? at(ratioN).ratio!.toFixed(2) : "(beyond this table)"}` +
      (firstAt === undefined ? `, and it stays below ${ratio} up to n = ${N}.` : `; it first reaches ${ratio} at n = ${firstAt}.`),
    `Two-pen's t_n decreases from n to n + 1 for ${twopenDropsDescription(steps).text}: the even-n half–half draws make it zigzag.`,
  ];
}
