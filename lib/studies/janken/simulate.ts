/**
 * Seeded Monte Carlo simulation of the whole selection process, hand by hand: players show
 * uniformly random hands, an observer looks at them one at a time (one step each) and stops a
 * janken round as soon as three different hands have been seen (draw); otherwise every hand of
 * the round is looked at. Rounds repeat with the survivors until one player is left. This is an
 * operational model independent of the closed forms in `exact.ts` and of the enumeration in
 * `bruteforce.ts`.
 */
import { Budget, InputError, requireInteger, checkOptions, RUN_OPTION_NAMES, type RunOptions } from "../../util";
import { requireGame, type Game } from "./exact";

/** A small seeded PRNG (xoshiro128**, seeded through splitmix32): uniform 32-bit outputs. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seed with any 32-bit integer; equal seeds give equal streams. */
  constructor(seed: number) {
    requireInteger("seed", seed, 0, 0xffffffff);
    let s = seed >>> 0;
    const split = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    if ((this.a | this.b | this.c | this.d) === 0) this.d = 1;
  }

  /** Next uniform integer in [0, 2^32). O(1). */
  nextU32(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }

  /** Uniform integer in [0, k) for 1 ≤ k ≤ 2^32, exactly (rejection sampling). O(1) expected. */
  below(k: number): number {
    const limit = 0x100000000 - (0x100000000 % k); // largest multiple of k not above 2^32
    for (;;) {
      const u = this.nextU32();
      if (u < limit) return u % k;
    }
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** One simulated round: survivors m and the number of hands looked at. */
export interface RoundResult {
  survivors: number;
  steps: number;
}

/**
 * Play one round with n ≥ 2 players (hands revealed one at a time) and return the number of
 * survivors and of steps. O(n).
 */
export function playRound(game: Game, n: number, rng: Rng): RoundResult {
  if (!Number.isSafeInteger(n) || n < 2) throw new InputError(`a round needs an integer n ≥ 2 players, got ${n}`);
  if (game === "janken") {
    const counts = [0, 0, 0];
    let seen = 0;
    for (let k = 1; k <= n; k++) {
      const h = rng.below(3); // 0 rock, 1 scissors, 2 paper; h beats (h + 1) % 3
      counts[h]!++;
      seen |= 1 << h;
      if (seen === 7) return { survivors: n, steps: k }; // third kind: draw detected now
    }
    if (seen === 1 || seen === 2 || seen === 4) return { survivors: n, steps: n }; // all the same
    for (let h = 0; h < 3; h++) {
      if (counts[h]! > 0 && counts[(h + 1) % 3]! > 0) return { survivors: counts[h]!, steps: n };
    }
    throw new Error("unreachable: two kinds present but no winner");
  }
  if (game !== "twopen") requireGame(game);
  let rock = 0;
  for (let k = 0; k < n; k++) rock += rng.below(2) === 0 ? 1 : 0;
  // n = 2: the parent (親) wins on equal hands, the child on different ones; both hands are
  // needed and exactly one player survives either way.
  if (n === 2) return { survivors: 1, steps: 2 };
  const scissors = n - rock;
  if (rock === 0 || scissors === 0 || rock === scissors) return { survivors: n, steps: n };
  return { survivors: Math.min(rock, scissors), steps: n };
}

/** Play a whole selection from n players down to one; returns the total steps and rounds. O(steps). */
export function playSelection(game: Game, n: number, rng: Rng, budget?: Budget): { steps: number; rounds: number } {
  requireGame(game);
  requireInteger("n (players)", n, 1);
  let steps = 0;
  let rounds = 0;
  while (n > 1) {
    const r = playRound(game, n, rng);
    budget?.spend(r.steps);
    steps += r.steps;
    rounds++;
    n = r.survivors;
  }
  return { steps, rounds };
}

/** Summary of a Monte Carlo estimate of t_n. */
export interface SimulationResult {
  game: Game;
  n: number;
  trials: number;
  seed: number;
  /** Sample mean of the total steps (estimate of t_n). */
  mean: number;
  /** Sample standard deviation of the total steps. */
  sd: number;
  /** Standard error sd/√trials. */
  stderr: number;
  /** Mean number of rounds. */
  meanRounds: number;
  /** 95% normal-approximation confidence interval for t_n. */
  ci95: [number, number];
}

/** Two-sided normal quantile for 95% confidence. */
export const Z95 = 1.959963984540054;

/**
 * Estimate t_n by `trials` independent simulated selections from a seeded stream. Cost Θ(trials · t_n)
 * random hands (t_n grows like 1.5^n for janken). Spends one budget unit per step (hand looked at),
 * so `{ budget: { maxPositions } }` or `{ maxMillis }` stops runaway runs with BudgetExceededError.
 */
export function simulateSteps(game: Game, n: number, trials: number, seed: number, options?: RunOptions): SimulationResult {
  requireGame(game);
  requireInteger("n (players)", n, 1);
  requireInteger("trials", trials, 2);
  const rng = new Rng(seed);
  const budget = Budget.from(options, `${game} simulation, n = ${n}`);
  let mean = 0;
  let m2 = 0; // Welford
  let rounds = 0;
  for (let i = 1; i <= trials; i++) {
    const r = playSelection(game, n, rng, budget);
    budget.spend(1);
    rounds += r.rounds;
    const delta = r.steps - mean;
    mean += delta / i;
    m2 += delta * (r.steps - mean);
  }
  budget.report(trials, trials);
  const sd = Math.sqrt(m2 / (trials - 1));
  const stderr = sd / Math.sqrt(trials);
  return {
    game,
    n,
    trials,
    seed,
    mean,
    sd,
    stderr,
    meanRounds: rounds / trials,
    ci95: [mean - Z95 * stderr, mean + Z95 * stderr],
  };
}

/** Normal-approximation interval mean ± z·stderr (e.g. a Bonferroni z for many simultaneous checks). */
export function confidenceInterval(r: SimulationResult, z: number): [number, number] {
  if (!(z > 0)) throw new InputError(`z must be positive, got ${z}`);
  return [r.mean - z * r.stderr, r.mean + z * r.stderr];
}

/** The caller's budget (or a new one from its limits) without its progress reporter: batch runs report per item. */
function sharedBudget(options: RunOptions | undefined, context: string): Budget {
  checkOptions(options, RUN_OPTION_NAMES, context);
  return Budget.from({ budget: options?.budget }, context);
}

/**
 * {@link simulateSteps} for every n = 2..nMax (the stream for n is seeded with seed + 7919·n, so
 * any single n can be re-run alone). Cost Θ(trials · Σ t_n). The budget (shared by all n) counts
 * hands looked at; progress is reported once per finished n.
 */
export function simulateRange(game: Game, nMax: number, trials: number, seed: number, options?: RunOptions): SimulationResult[] {
  requireGame(game);
  requireInteger("nMax", nMax, 2);
  requireInteger("seed", seed, 0, 0xffffffff - 7919 * nMax);
  const budget = sharedBudget(options, `${game} simulation, n ≤ ${nMax}`);
  const out: SimulationResult[] = [];
  for (let n = 2; n <= nMax; n++) {
    out.push(simulateSteps(game, n, trials, seed + 7919 * n, { budget }));
    options?.onProgress?.({ done: n - 1, total: nMax - 1, message: `${game} n = ${n}` });
  }
  return out;
}

/** Calibration of the simulation's 95% intervals against a reference value (see {@link intervalCoverage}). */
export interface CoverageResult {
  game: Game;
  n: number;
  trials: number;
  repetitions: number;
  /** Reference value the intervals were tested against (normally the exact t_n). */
  reference: number;
  /** Fraction of the 95% intervals containing `reference` (≈ 0.95 if the model and intervals are right). */
  coverage95: number;
  /** Mean and variance of z = (mean − reference)/stderr over the repetitions (≈ 0 and ≈ 1). */
  meanZ: number;
  varZ: number;
}

/**
 * Repeat {@link simulateSteps} `repetitions` times with independent seeds (seed + 1000003·i) and
 * report how often the 95% interval contains `reference`, and the mean/variance of the z-scores.
 * Cost Θ(repetitions · trials · t_n) hands; the budget is shared by all repetitions.
 */
export function intervalCoverage(
  game: Game,
  n: number,
  trials: number,
  repetitions: number,
  seed: number,
  reference: number,
  options?: RunOptions,
): CoverageResult {
  requireInteger("repetitions", repetitions, 2);
  requireInteger("seed", seed, 0, 0xffffffff - 1000003 * repetitions);
  if (!Number.isFinite(reference)) throw new InputError(`reference must be a finite number, got ${reference}`);
  const budget = sharedBudget(options, `${game} interval coverage, n = ${n}`);
  let covered = 0;
  let sumZ = 0;
  let sumZ2 = 0;
  for (let i = 0; i < repetitions; i++) {
    const r = simulateSteps(game, n, trials, seed + 1000003 * i, { budget });
    if (r.ci95[0] <= reference && reference <= r.ci95[1]) covered++;
    const z = r.stderr > 0 ? (r.mean - reference) / r.stderr : 0;
    sumZ += z;
    sumZ2 += z * z;
    options?.onProgress?.({ done: i + 1, total: repetitions, message: `${game} n = ${n}` });
  }
  const meanZ = sumZ / repetitions;
  return {
    game,
    n,
    trials,
    repetitions,
    reference,
    coverage95: covered / repetitions,
    meanZ,
    varZ: (sumZ2 - repetitions * meanZ * meanZ) / (repetitions - 1),
  };
}
