/**
 * Seed 002's claims about janken and two-pen (seed document 002, see SOURCES.md:
 * article 改良版じゃんけん「ツーペン」の効率について) as data: the claim, its section, the claimed
 * number, our number computed from the tables of this module, and a verdict rule from
 * studies/claims. Nothing here states a verdict; each one is derived from the numbers passed in.
 */
import { allOf, describeSet, equals, forAll, growthOf, near, type ClaimRecord } from "../claims";
import { InputError } from "../../util";
import { jankenDrawSteps, jankenDrawStepsBySum, roundTransitions, type StepsRow } from "./exact";
import type { RoundCheck } from "./bruteforce";
import { Rational } from "./rational";

/** The numbers seed 002 states, each with the words it uses (the claimed side of the claims table). */
export interface JankenSeedClaimed {
  /** 数値計算の結果: "例えば n = 8 の場合は5倍近くの差がある" — the ratio t_janken / t_twopen at n. */
  ratioAt: { n: number; ratio: number; relativeTolerance: number };
  /** 普通のじゃんけんの場合: "人数が多いときはおおよそ5.5人ぐらい確認するとあいこが判明する". */
  drawHands: { hands: number; absoluteTolerance: number };
}

/** What seed 002 claims; tolerances are our reading of 近く ("nearly": 10 %) and おおよそ ("about": ±0.25 hands). */
export const SEED_002_CLAIMED: Readonly<JankenSeedClaimed> = Object.freeze({
  ratioAt: { n: 8, ratio: 5, relativeTolerance: 0.1 },
  drawHands: { hands: 5.5, absoluteTolerance: 0.25 },
});

/** Everything the claims are judged on, computed in the caller's run. */
export interface JankenClaimData {
  /** `stepsTable(N)`: rows for n = 1..N (N ≥ 9). */
  steps: readonly StepsRow[];
  /** `compareWithEnumeration` rows of both games. */
  enumeration: readonly RoundCheck[];
  /** Optional simulation summary: exact t_n inside the 95 % interval in `covered` of `total` runs. */
  simulation?: { covered: number; total: number };
}

const SOURCE = "seed document 002 (改良版じゃんけん「ツーペン」の効率について)";

/**
 * The n with t_n > t_(n+1) for `game` ("janken" or "twopen"), compared exactly on the rationals
 * of the table. O(N).
 */
export function stepDrops(steps: readonly StepsRow[], game: "janken" | "twopen"): number[] {
  const exact = steps.map((r) => Rational.parse(game === "janken" ? r.janken_exact : r.twopen_exact));
  const out: number[] = [];
  for (let i = 1; i + 1 < steps.length; i++) if (exact[i]!.compare(exact[i + 1]!) > 0) out.push(steps[i]!.n);
  return out;
}

/**
 * Describes where two-pen's t_n decreases against the pattern "even n from 4 to N − 2" (the half–half
 * draws of even n): e.g. "every even n from 4 to 28 except n = 8". The exceptions are computed. O(N).
 */
export function twopenDropsDescription(steps: readonly StepsRow[]): ReturnType<typeof describeSet> {
  const N = steps.length;
  const evens: number[] = [];
  for (let n = 4; n <= N - 2; n += 2) evens.push(n);
  return describeSet(stepDrops(steps, "twopen"), { name: `even n from 4 to ${evens[evens.length - 1] ?? 4}`, members: evens });
}

/** The first n with t_janken / t_twopen ≥ `ratio`, or undefined within the table. O(N). */
export function firstRatioAtLeast(steps: readonly StepsRow[], ratio: number): number | undefined {
  return steps.find((r) => r.ratio !== null && r.ratio >= ratio)?.n;
}

const f4 = (x: number): string => x.toFixed(4);

/**
 * Seed 002's claims checked against our numbers: nine records (seven of the seed's, one implicit in
 * its chart, one about its formulas), each verdict derived by a rule from `data`. `claimed` can be
 * changed to see the verdicts follow. Cost O(N²) rational operations for N = data.steps.length (the
 * closed form is compared with the sum, and the round tables are formed, for every n ≤ N).
 */
export function seedClaims(data: JankenClaimData, claimed: JankenSeedClaimed = SEED_002_CLAIMED): ClaimRecord[] {
  const rows = data.steps;
  const N = rows.length;
  if (N < Math.max(9, claimed.ratioAt.n)) throw new InputError(`seedClaims: need t_n for n = 1..${Math.max(9, claimed.ratioAt.n)} at least, got ${N} rows`);
  rows.forEach((r, i) => {
    if (r.n !== i + 1) throw new InputError(`seedClaims: steps row ${i} has n = ${r.n}, expected ${i + 1}`);
  });
  const at = (n: number): StepsRow => rows[n - 1]!;
  const jGrowth = growthOf([0, ...rows.map((r) => r.janken)], 2);
  const wGrowth = growthOf([0, ...rows.map((r) => r.twopen)], 2);
  const ratioN = claimed.ratioAt.n;
  const ratio = at(ratioN).ratio!;
  const first = firstRatioAtLeast(rows, claimed.ratioAt.ratio);
  const sN = jankenDrawSteps(N).toNumber();

  const closedForm = Array.from({ length: N }, (_, i) => ({ n: i + 1, holds: jankenDrawSteps(i + 1).equals(jankenDrawStepsBySum(i + 1)) }));
  const enumJ = data.enumeration.filter((c) => c.game === "janken").map((c) => ({ n: c.n, holds: c.identical }));
  const enumW = data.enumeration.filter((c) => c.game === "twopen").map((c) => ({ n: c.n, holds: c.identical }));
  if (enumJ.length === 0 || enumW.length === 0) throw new InputError("seedClaims: the enumeration checks must cover both games");

  const sizes = Array.from({ length: N - 1 }, (_, i) => i + 2);
  const drawP = (game: "janken" | "twopen", n: number): Rational => roundTransitions(game, n).find((t) => t.to === n)?.p ?? Rational.ZERO;
  const atMostHalf = sizes.map((n) => ({ n, holds: roundTransitions("twopen", n).every((t) => t.to === n || 2 * t.to <= n) }));
  const noDraw = sizes.map((n) => ({ n, holds: drawP("twopen", n).isZero() }));
  const fewerDraws = sizes.map((n) => ({ n, holds: drawP("twopen", n).compare(drawP("janken", n)) < 0 }));
  const evenDraw = [4, 6, 10, N - (N % 2)].filter((n, i, a) => n <= N && a.indexOf(n) === i);

  const jDrops = stepDrops(rows, "janken");
  const wDrops = twopenDropsDescription(rows);
  const sim = data.simulation;

  return [
    {
      claim: "janken t_n grows exponentially in n (指数関数的に伸びている)",
      source: `${SOURCE}, 数値計算の結果`,
      claimed: "exponential",
      ours: `t_(n+1)/t_n between ${f4(jGrowth.rates[0])} and ${f4(jGrowth.rates[1])} for n ≥ ${Math.floor((2 + N) / 2)}; t_${N}/t_${N - 1} = ${f4(jGrowth.lastRatio)} (limit 3/2)`,
      verdict: equals(jGrowth.growth, "exponential", "growth read from the tail"),
    },
    {
      claim: "two-pen t_n is roughly linear (概ね線形)",
      source: `${SOURCE}, 数値計算の結果`,
      claimed: "linear",
      ours: `t_n/n between ${wGrowth.perN[0].toFixed(3)} and ${wGrowth.perN[1].toFixed(3)} for n ≥ ${Math.floor((2 + N) / 2)}; t_${N}/${N} = ${(at(N).twopen / N).toFixed(3)}`,
      verdict: equals(wGrowth.growth, "linear", "growth read from the tail"),
    },
    {
      claim: `at n = ${ratioN} janken takes nearly ${claimed.ratioAt.ratio} times as long (5倍近くの差)`,
      source: `${SOURCE}, 数値計算の結果`,
      claimed: `about ${claimed.ratioAt.ratio} (±${claimed.ratioAt.relativeTolerance * 100}%)`,
      ours: `t_${ratioN}: ${at(ratioN).janken_exact} ≈ ${at(ratioN).janken.toFixed(3)} vs ${at(ratioN).twopen_exact} ≈ ${at(ratioN).twopen.toFixed(3)}, ratio ${f4(ratio)}; the ratio first reaches ${claimed.ratioAt.ratio} at ${first === undefined ? `no n ≤ ${N}` : `n = ${first} (${f4(at(first).ratio!)})`}`,
      verdict: near(ratio, claimed.ratioAt.ratio, { relative: claimed.ratioAt.relativeTolerance }, `ratio at n = ${ratioN}`),
    },
    {
      claim: `for many players about ${claimed.drawHands.hands} hands reveal a janken draw (おおよそ5.5人)`,
      source: `${SOURCE}, 普通のじゃんけんの場合`,
      claimed: `about ${claimed.drawHands.hands} (±${claimed.drawHands.absoluteTolerance})`,
      ours: `s(${N}→${N}) = ${sN.toFixed(6)}; s(8→8) = ${jankenDrawSteps(8).toNumber().toFixed(4)}; limit 11/2`,
      verdict: near(sN, claimed.drawHands.hands, { absolute: claimed.drawHands.absoluteTolerance }, `s(${N}→${N})`),
    },
    {
      claim: "closed form of janken s(n→n) and the p/s tables of both games",
      source: `${SOURCE}, 普通のじゃんけんの場合 / ツーペンの場合`,
      claimed: "the formulas",
      ours:
        `closed form vs first-principles sum for n ≤ ${N}; brute-force enumeration for janken n ≤ ${enumJ[enumJ.length - 1]!.n}, two-pen n ≤ ${enumW[enumW.length - 1]!.n}` +
        (sim ? `; the recursion's t_n inside the simulation's 95% interval ${sim.covered} of ${sim.total} times` : ""),
      verdict: allOf(forAll(closedForm), forAll(enumJ), forAll(enumW)),
    },
    {
      claim: "two-pen: s(n→m) = n for every m (全員の手が判明するまで決まらない)",
      source: `${SOURCE}, ツーペンの場合`,
      claimed: "s(n→m) = n",
      ours: `enumeration of every hand vector, n = 2..${enumW[enumW.length - 1]!.n}, result = who survives (if only how many survive must be certain, odd n sometimes saves a hand)`,
      verdict: forAll(enumW),
    },
    {
      claim: "two-pen survivors are always at most half (かならず1/2以下)",
      source: `${SOURCE}, ポイントの整理`,
      claimed: "m ≤ n/2",
      ours: `every decided outcome of the round tables, n = 2..${N}`,
      verdict: forAll(atMostHalf),
    },
    {
      claim: "two-pen has no draws (あいこがない)",
      source: `${SOURCE}, ポイントの整理`,
      claimed: "p(n→n) = 0",
      ours: evenDraw.map((n) => `p(${n}→${n}) = ${f4(drawP("twopen", n).toNumber())}`).join(", ") + `; odd n: 1/2^(n−1)`,
      verdict: forAll(noDraw),
    },
    {
      claim: "two-pen draws less often than janken (あいこになる確率が低い)",
      source: `${SOURCE}, ポイントの整理`,
      claimed: "p_twopen(n→n) < p_janken(n→n)",
      ours: [3, 4, 6, 8].filter((n) => n <= N).map((n) => `n = ${n}: ${f4(drawP("twopen", n).toNumber())} vs ${f4(drawP("janken", n).toNumber())}`).join("; "),
      verdict: forAll(fewerDraws),
    },
    {
      claim: "t_n increases with n (implicit in the seed's chart)",
      source: `${SOURCE}, 数値計算の結果 (figure)`,
      claimed: "t_n < t_(n+1)",
      ours: `janken: t_n > t_(n+1) for ${jDrops.length === 0 ? "no n" : `n ∈ {${jDrops.join(", ")}}`}; two-pen: t_n > t_(n+1) for ${wDrops.text}`,
      verdict: allOf(
        forAll(rows.slice(0, -1).map((r) => ({ n: r.n, holds: !jDrops.includes(r.n) }))),
        forAll(rows.slice(0, -1).map((r) => ({ n: r.n, holds: !stepDrops(rows, "twopen").includes(r.n) }))),
      ),
    },
  ];
}
