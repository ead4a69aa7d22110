/**
 * Reference enumeration of one round: every hand vector (3^n for janken, 2^n for two-pen) in
 * reveal order. The only rule used is "who survives" for a complete hand vector; the steps of a
 * vector are the smallest k such that every completion of its first k hands gives the same
 * survivors (then the round's result is certain and nobody else needs to be looked at).
 * No closed form and no draw-detection shortcut is assumed, so this checks both the
 * probabilities p(n→m) and the step counts s(n→m) of the formulas in `exact.ts`.
 */
import { Budget, InputError, popcount32, requireInteger, optionNames, type RunOptions } from "../../util";
import { requireGame, roundTransitions, type Game, type Transition } from "./exact";
import { Rational } from "./rational";

/** Janken hands: 0 rock, 1 scissors, 2 paper; hand h beats hand (h + 1) mod 3. */
export const JANKEN_HANDS = 3;
/** Two-pen hands: 0 rock, 1 scissors. */
export const TWOPEN_HANDS = 2;

/** Number of distinct hands in `game`. */
export function handCount(game: Game): number {
  return game === "janken" ? JANKEN_HANDS : TWOPEN_HANDS;
}

/**
 * The survivors of one complete round as a bit mask over players 0..n−1 (all bits set = draw).
 * Two-pen with n = 2: player 0 is the parent (親), who wins on equal hands. O(n).
 */
export function survivors(game: Game, hands: readonly number[]): number {
  const n = hands.length;
  if (n < 2 || n > 30) throw new InputError(`a round needs 2..30 hands here, got ${n}`);
  const k = handCount(game);
  const counts = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const h = hands[i]!;
    if (!Number.isInteger(h) || h < 0 || h >= k) throw new InputError(`invalid ${game} hand ${h}`, `index ${i}`);
    counts[h]!++;
  }
  const all = 2 ** n - 1;
  const maskOf = (hand: number): number => hands.reduce((m, h, i) => (h === hand ? m | (1 << i) : m), 0);
  if (game === "janken") {
    const kinds = counts.filter((c) => c > 0).length;
    if (kinds !== 2) return all;
    const absent = counts.findIndex((c) => c === 0);
    // The two present hands are absent+1 and absent+2 (mod 3); absent+1 beats absent+2.
    return maskOf((absent + 1) % 3);
  }
  if (n === 2) return hands[0] === hands[1] ? 1 : 2;
  const [rock, scissors] = counts as [number, number, number];
  if (rock === 0 || scissors === 0 || rock === scissors) return all;
  return maskOf(rock < scissors ? 0 : 1);
}

/** Options of {@link enumerateRound}: budget/progress plus what must be certain before the round ends. */
export interface EnumerateOptions extends RunOptions {
  /** "survivors" (default): who survives must be certain; "count": only how many survive. */
  decide?: "survivors" | "count";
}


/** The fields of {@link EnumerateOptions}. */
const ENUMERATE_OPTION_NAMES = optionNames<EnumerateOptions>({ decide: true, budget: true, onProgress: true });

/**
 * All outcomes of one round with n players by enumerating every hand vector (the reference for
 * `roundTransitions`). Cost Θ(k^n · n) with k = 3 (janken) or 2 (two-pen); each vector spends
 * one budget unit, so pass `{ budget: { maxPositions } }` to cap it (default: unlimited).
 * `decide: "count"` stops looking as soon as the *number* of survivors is certain (not who they
 * are) — an aside showing why the seed's model needs the full survivor set.
 */
export function enumerateRound(game: Game, n: number, options?: EnumerateOptions): Transition[] {
  requireGame(game);
  requireInteger("n (players in a round)", n, 2, 20);
  const budget = Budget.from(options, `${game} enumeration, n = ${n}`, ENUMERATE_OPTION_NAMES);
  const decide = options?.decide ?? "survivors";
  if (decide !== "survivors" && decide !== "count") throw new InputError(`decide must be "survivors" or "count", got ${JSON.stringify(decide)}`);
  const byCount = decide === "count";
  const k = handCount(game);
  const count = new Array<bigint>(n + 1).fill(0n); // vectors with m survivors
  const stepSum = new Array<bigint>(n + 1).fill(0n); // Σ steps over those vectors
  const hands: number[] = [];
  const MIXED = -1;
  const leaves = (depth: number): bigint => BigInt(k) ** BigInt(n - depth);

  /** Outcome (survivor mask, or count) common to all completions of `hands`, or MIXED; counts decided subtrees. */
  const visit = (): number => {
    const depth = hands.length;
    if (depth === n) {
      budget.spend();
      const mask = survivors(game, hands);
      return byCount ? popcount32(mask) : mask;
    }
    const results: number[] = [];
    for (let h = 0; h < k; h++) {
      hands.push(h);
      results.push(visit());
      hands.pop();
    }
    const first = results[0]!;
    if (first !== MIXED && results.every((r) => r === first)) return first;
    // Mixed here: each uniform child is the shallowest decided node of its subtree.
    for (const r of results) {
      if (r === MIXED) continue;
      const m = byCount ? r : popcount32(r);
      count[m]! += leaves(depth + 1);
      stepSum[m]! += BigInt(depth + 1) * leaves(depth + 1);
    }
    return MIXED;
  };
  const root = visit();
  if (root !== MIXED) {
    // decided before any hand is seen (only possible with decide: "count", e.g. two-pen n = 2)
    count[byCount ? root : popcount32(root)] = leaves(0);
  }
  budget.report(budget.spent, budget.spent);

  const total = BigInt(k) ** BigInt(n);
  const out: Transition[] = [];
  for (let m = 1; m <= n; m++) {
    if (count[m] === 0n) continue;
    out.push({ from: n, to: m, p: Rational.of(count[m]!, total), s: Rational.of(stepSum[m]!, count[m]!) });
  }
  return out;
}

/** One line of a closed-form vs enumeration comparison. */
export interface RoundCheck {
  game: Game;
  n: number;
  /** Number of outcomes m with p(n→m) > 0. */
  outcomes: number;
  /** Every p(n→m) and s(n→m) is the same rational in both tables. */
  identical: boolean;
}

/**
 * Compare the closed-form round tables with {@link enumerateRound} for n = 2..nMax.
 * Cost Θ(k^nMax · nMax) (k = 3 janken, 2 two-pen); the budget is shared by all n.
 */
export function compareWithEnumeration(game: Game, nMax: number, options?: RunOptions): RoundCheck[] {
  requireGame(game);
  requireInteger("nMax", nMax, 2, 20);
  const budget = Budget.from(options, `${game} enumeration, n ≤ ${nMax}`);
  const out: RoundCheck[] = [];
  for (let n = 2; n <= nMax; n++) {
    const brute = enumerateRound(game, n, { budget });
    const exact = roundTransitions(game, n);
    const identical =
      brute.length === exact.length &&
      brute.every((t, i) => t.to === exact[i]!.to && t.p.equals(exact[i]!.p) && t.s.equals(exact[i]!.s));
    out.push({ game, n, outcomes: exact.length, identical });
  }
  return out;
}
