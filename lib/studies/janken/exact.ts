/**
 * Exact transition probabilities p(n→m), mean steps s(n→m) and expected steps t_n until one
 * winner is left, for janken (rock–paper–scissors, じゃんけん) and two-pen (ツーペン), following
 * the step-counting model of seed 002 ("1 step" = looking at one player's hand):
 *
 * - janken, one round with n ≥ 2 players, hands uniform on {rock, paper, scissors}: exactly two
 *   kinds shown → the players of the stronger kind survive (m < n); one or three kinds → draw
 *   (あいこ, m = n). Hands are revealed one at a time; a draw is declared the moment the third
 *   kind appears, otherwise all n hands must be seen (an all-same draw and every win need n).
 * - two-pen, hands uniform on {rock, scissors}: n = 2 → parent wins on equal hands, child on
 *   different ones (always decided, both hands needed); n ≥ 3 → the minority survives, all-same
 *   or exactly half-half is a draw. Every round needs all n hands.
 *
 * t_n = (p(n→n)·s(n→n) + Σ_{m<n} p(n→m)·(s(n→m) + t_m)) / (1 − p(n→n)), t_1 = 0.
 */
import { Budget, checkInteger, InputError, requireInteger, type RunOptions } from "../../util";
import { Rational, binomial } from "./rational";

/** The two selection games compared in seed 002. */
export type Game = "janken" | "twopen";

/** All games, in the order used by tables. */
export const GAMES: readonly Game[] = ["janken", "twopen"];

/** One possible outcome of a round: n players → m survivors with probability p, in s steps on average. */
export interface Transition {
  from: number;
  to: number;
  /** Probability p(n→m) of this outcome. */
  p: Rational;
  /** Mean number of revealed hands s(n→m) given this outcome. */
  s: Rational;
}

/** Throw InputError unless `game` is "janken" or "twopen". */
export function requireGame(game: unknown): Game {
  if (game !== "janken" && game !== "twopen") {
    throw new InputError(`game must be "janken" or "twopen", got ${JSON.stringify(game)}`);
  }
  return game;
}

const pow = (b: bigint, e: number): bigint => b ** BigInt(e);

/**
 * The most players the exact functions take: their fractions have about 1.6·n bits, and the
 * reductions cost O(bits²) each (s(n→n) for n = 10^5 took 6 s, n = 10^7 would take days; all round outcomes for n = 10^4 take about 5 s), so a
 * larger n is an InputError naming this limit rather than a call that never returns.
 */
export const MAX_EXACT_PLAYERS = 10_000;

function requirePlayers(name: string, n: unknown, min: number): number {
  return checkInteger(n, name, { min, max: MAX_EXACT_PLAYERS });
}

/**
 * Seed 002's closed form for janken's mean steps of a draw,
 * s(n→n) = ((4n+3) − (n+3)·2^(n+1) + 11·3^(n−1)) / (2·(3^(n−1) − (2^n − 2))), n ≥ 1. O(n) bits.
 */
export function jankenDrawSteps(n: number): Rational {
  requirePlayers("jankenDrawSteps(): n (players)", n, 1);
  const N = BigInt(n);
  const num = 4n * N + 3n - (N + 3n) * pow(2n, n + 1) + 11n * pow(3n, n - 1);
  const den = 2n * (pow(3n, n - 1) - (pow(2n, n) - 2n));
  return Rational.of(num, den);
}

/**
 * Janken's s(n→n) from first principles (the reference for {@link jankenDrawSteps}):
 * P(third kind first appears at hand k) = 3·(2^(k−1) − 2)/3^k for 3 ≤ k ≤ n, P(all same) = 3/3^n
 * (then n steps), so s(n→n) = (Σ_k k·(2^(k−1) − 2)·3^(n−k) + n) / (3^(n−1) − 2^n + 2). O(n) BigInt terms.
 */
export function jankenDrawStepsBySum(n: number): Rational {
  requirePlayers("jankenDrawStepsBySum(): n (players)", n, 1);
  let weighted = BigInt(n); // all-same draw: 3 of 3^n vectors, n steps; scaled by 3^(n-1)
  for (let k = 3; k <= n; k++) {
    weighted += BigInt(k) * (pow(2n, k - 1) - 2n) * pow(3n, n - k);
  }
  return Rational.of(weighted, pow(3n, n - 1) - pow(2n, n) + 2n);
}

/**
 * The outcomes of one round with n ≥ 2 players (only those with p > 0, by increasing m),
 * from the closed-form probabilities. O(n) rationals of O(n) bits (the binomials C(n, m) built
 * one from the last); one unit of `options.budget` per outcome, so a large n stops with the
 * budget. n ≤ {@link MAX_EXACT_PLAYERS}.
 */
export function roundTransitions(game: Game, n: number, options?: RunOptions): Transition[] {
  requireGame(game);
  requirePlayers("roundTransitions(): n (players in a round)", n, 2);
  const budget = Budget.from(options, `the round outcomes of ${game} with ${n} players`);
  const out: Transition[] = [];
  const N = Rational.of(n);
  let c = 1n; // C(n, m), updated as m grows
  if (game === "janken") {
    const scale = pow(3n, n - 1);
    for (let m = 1; m < n; m++) {
      budget.spend(1);
      if (m % 16 === 0) budget.check(); // units of milliseconds at large n: check the clock often
      c = (c * BigInt(n - m + 1)) / BigInt(m);
      out.push({ from: n, to: m, p: Rational.overPrimePower(c, 3n, n - 1), s: N });
    }
    budget.spend(1);
    out.push({ from: n, to: n, p: Rational.of(scale - pow(2n, n) + 2n, scale), s: jankenDrawSteps(n) });
    return out;
  }
  if (n === 2) return [{ from: 2, to: 1, p: Rational.ONE, s: N }];
  const scale = pow(2n, n - 1);
  for (let m = 1; 2 * m < n; m++) {
    budget.spend(1);
    if (m % 16 === 0) budget.check();
    c = (c * BigInt(n - m + 1)) / BigInt(m);
    out.push({ from: n, to: m, p: Rational.overPrimePower(c, 2n, n - 1), s: N });
  }
  const draw = n % 2 === 1 ? Rational.of(1n, scale) : Rational.of(2n + binomial(n, n / 2), 2n * scale);
  out.push({ from: n, to: n, p: draw, s: N });
  return out;
}

/**
 * Solve t_n = (p(n→n)s(n→n) + Σ_{m<n} p(n→m)(s(n→m) + t_m)) / (1 − p(n→n)) for n = 1..nMax
 * with t_1 = 0, given any table of round outcomes (closed form, brute force, ...).
 * Returns an array indexed by n (index 0 is unused and holds 0). O(nMax²) rational operations
 * (with numbers of O(nMax) digits); spends one budget unit per transition, so `{ maxMillis }`
 * or `{ maxPositions }` stops a large nMax with BudgetExceededError.
 */
export function solveExpectedSteps(nMax: number, transitionsOf: (n: number) => Transition[], options?: RunOptions): Rational[] {
  requireInteger("nMax", nMax, 1);
  const budget = Budget.from(options, `expected steps t_n, n ≤ ${nMax}`);
  const t: Rational[] = [Rational.ZERO, Rational.ZERO];
  for (let n = 2; n <= nMax; n++) {
    let stay = Rational.ZERO;
    let acc = Rational.ZERO;
    for (const tr of transitionsOf(n)) {
      budget.spend(1);
      if (tr.from !== n || tr.to < 1 || tr.to > n) {
        throw new InputError(`transition ${tr.from}→${tr.to} does not belong to n = ${n}`);
      }
      if (tr.to === n) {
        stay = stay.add(tr.p);
        acc = acc.add(tr.p.mul(tr.s));
      } else {
        acc = acc.add(tr.p.mul(tr.s.add(t[tr.to]!)));
      }
    }
    if (stay.compare(Rational.ONE) >= 0) {
      throw new InputError(`p(${n}→${n}) = ${stay} ≥ 1: a round with ${n} players never ends`);
    }
    t.push(acc.div(Rational.ONE.sub(stay)));
  }
  return t;
}

/** Exact t_n for n = 1..nMax (array indexed by n, index 0 holds 0). O(nMax²) rational operations; budget as {@link solveExpectedSteps}. */
export function expectedSteps(game: Game, nMax: number, options?: RunOptions): Rational[] {
  requireGame(game);
  return solveExpectedSteps(nMax, (n) => roundTransitions(game, n), options);
}

/** One row of the t_n comparison table (results/janken/t_n.csv); a type alias so it is a table row (index-signature compatible). */
export interface StepsRow {
  n: number;
  /** Exact janken t_n as "num/den". */
  janken_exact: string;
  janken: number;
  /** Exact two-pen t_n as "num/den". */
  twopen_exact: string;
  twopen: number;
  /** t_janken / t_twopen (null at n = 1, where both are 0; an empty CSV cell). */
  ratio: number | null;
}

/** The comparison table for n = 1..nMax: exact and decimal t_n of both games and their ratio. O(nMax²). */
export function stepsTable(nMax: number): StepsRow[] {
  const j = expectedSteps("janken", nMax);
  const w = expectedSteps("twopen", nMax);
  const rows: StepsRow[] = [];
  for (let n = 1; n <= nMax; n++) {
    const a = j[n]!;
    const b = w[n]!;
    rows.push({
      n,
      janken_exact: a.toString(),
      janken: a.toNumber(),
      twopen_exact: b.toString(),
      twopen: b.toNumber(),
      ratio: b.isZero() ? null : a.div(b).toNumber(),
    });
  }
  return rows;
}

/** One outcome of a round as plain data (for tables): exact "num/den" strings and decimals. */
export interface TransitionRow {
  game: Game;
  n: number;
  m: number;
  p: string;
  p_decimal: number;
  s: string;
  s_decimal: number;
}

/** The round outcomes p(n→m), s(n→m) of `game` for n = nMin..nMax as table rows. O(nMax²) rationals. */
export function transitionRows(game: Game, nMin: number, nMax: number): TransitionRow[] {
  requireGame(game);
  requireInteger("nMin", nMin, 2);
  requireInteger("nMax", nMax, nMin);
  const rows: TransitionRow[] = [];
  for (let n = nMin; n <= nMax; n++) {
    for (const t of roundTransitions(game, n)) {
      rows.push({ game, n, m: t.to, p: t.p.toString(), p_decimal: t.p.toNumber(), s: t.s.toString(), s_decimal: t.s.toNumber() });
    }
  }
  return rows;
}
