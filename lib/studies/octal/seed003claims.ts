/**
 * Seed 003's claims and its readers' claims as claim records (studies/claims): each carries the
 * claimed list or statement, our numbers from the caller's classifier and nim-sequence, and a
 * verdict derived by a rule of studies/claims. Nothing here states a verdict by itself.
 */
import { InputError } from "../../util";
import { allOf, equals, forAll, type ClaimRecord } from "../claims";
import type { SeedClassifier } from "./seedMethod";
import { classPeriodExceptions } from "./seedMethod";
import { describeCentre, mjRows, ojisanRows, patternFacts, SEED_003 } from "./seed003";

const SEED = "seed 003 (碁石を一直線に置いていくゲーム)";
const list = (xs: readonly number[]): string => xs.join(", ");

/** What the claims are judged on: the seed's method, G of 0.137, and the period found on G(0..classesUpTo). */
export interface Seed003Evidence {
  classifier: SeedClassifier;
  /** G(0..N) of 0.137; N ≥ the classifier's range. */
  G: ArrayLike<number>;
  /** The period found on the seed's range and whether the periodicity theorem proves it. */
  period: { period: number; preperiod: number; proven: boolean };
  /** Odd line lengths are checked up to this N (default min(N, 100 000)). */
  oddUpTo?: number;
}

/**
 * The claims of seed 003 (classes, exceptions, period, second-player lengths, the 15 patterns and
 * their properties) and of its readers (first-move tables, symmetry centres), each with a derived
 * verdict. Cost: the seed method's pattern search (2^8 subsets) plus O(oddUpTo + Σ N).
 */
export function seed003Claims(e: Seed003Evidence): ClaimRecord[] {
  const { classifier, G } = e;
  if (G.length <= classifier.N) throw new InputError(`seed003Claims: G covers 0..${G.length - 1}, the classifier 0..${classifier.N}`);
  const classes = classifier.classes();
  const exceptions = classPeriodExceptions(classifier, SEED_003.period);
  const patterns = classifier.secondPlayerPatterns();
  const facts = patternFacts(classifier, G);
  const evenP = Array.from({ length: 63 }, (_, n) => n).filter((n) => n > 0 && n % 2 === 0 && G[n] === 0);
  const oddUpTo = Math.min(e.oddUpTo ?? 100_000, G.length - 1);
  const odd = Array.from({ length: Math.ceil(oddUpTo / 2) }, (_, i) => 2 * i + 1).map((n) => ({ n, holds: G[n] !== 0 }));
  const { scored } = ojisanRows(G);
  const mj = mjRows(G);
  const centres = SEED_003.readerCentres.filter((c) => 2 * c < G.length).map((c) => ({ c, ...describeCentre(G, c) }));
  const claims: ClaimRecord[] = [
    {
      claim: "the lengths 0..204 fall into nine equivalence classes, listed", source: `${SEED}, §3`, claimed: "9 classes (lists)",
      ours: `${classes.length} classes up to ${classifier.N}`,
      verdict: allOf(equals(classes.length, SEED_003.classes.length, "classes"),
        forAll(SEED_003.classes.map((s, i) => ({ n: i + 1, holds: (classes[i] ?? []).join(",") === s.join(",") })), "class")),
    },
    {
      claim: "g(n) ≠ g(n − 34) only at these n; after that g looks periodic", source: `${SEED}, §3`, claimed: list(SEED_003.exceptions),
      ours: list(exceptions), verdict: equals(list(exceptions), list(SEED_003.exceptions), "exceptions"),
    },
    {
      claim: "g is almost periodic with period 34 (whether for ever is unclear)", source: `${SEED}, §3`, claimed: `period ${SEED_003.period}`,
      ours: `period ${e.period.period} from n = ${e.period.preperiod}, ${e.period.proven ? "proven by the octal periodicity theorem" : "not proven"}`,
      verdict: allOf(equals(e.period.period, SEED_003.period, "period"), equals(e.period.proven, true, "proven")),
    },
    {
      claim: "second-player-win lengths 4, 8, 14, …, 62 (even N ≤ 62; called unsolved)", source: `${SEED}, comment`, claimed: list(SEED_003.commentSecondPlayerLengths),
      ours: list(evenP), verdict: equals(list(evenP), list(SEED_003.commentSecondPlayerLengths), "even P lengths ≤ 62"),
    },
    {
      claim: "odd lengths are first-player wins (centre, then mirror play)", source: `${SEED}, §2`, claimed: "every odd N",
      ours: `G(N) ≠ 0 checked for odd N ≤ ${oddUpTo}`, verdict: forAll(odd, "odd N"),
    },
    {
      claim: "15 reduced patterns are second-player wins, listed", source: `${SEED}, §4`, claimed: `${SEED_003.secondPlayerPatterns.length} patterns`,
      ours: `${patterns.length} patterns (seed's method); ${facts.xorZero.length} with nim-value XOR 0`,
      verdict: allOf(equals(patterns.length, SEED_003.secondPlayerPatterns.length, "patterns"),
        forAll(SEED_003.secondPlayerPatterns.map((p, i) => ({ n: i + 1, holds: (patterns[i] ?? []).join(",") === p.join(",") })), "seed pattern"),
        equals(facts.agreesWithSeedMethod, true, "XOR test agrees")),
    },
    {
      claim: "no pattern of one or two classes is a second-player win", source: `${SEED}, §4`, claimed: "sizes ≥ 3",
      ours: `smallest size ${Math.min(...patterns.map((p) => p.length))}`, verdict: equals(patterns.every((p) => p.length >= 3), true, "all sizes ≥ 3"),
    },
    {
      claim: "the full set of eight representatives is a first-player win", source: `${SEED}, §4`, claimed: "first player wins",
      ours: classifier.wins(facts.reps) ? "first player wins" : "second player wins", verdict: equals(classifier.wins(facts.reps), true, "first player wins"),
    },
    {
      claim: "every subset of ≥ 4 representatives contains two elements of one of the triples", source: `${SEED}, §4`, claimed: "every subset",
      ours: facts.cover.holds ? `${facts.cover.subsetsChecked} subsets checked` : `fails for {${facts.cover.counterexample!.join(", ")}}`,
      verdict: equals(facts.cover.holds, true, "cover"),
    },
    {
      claim: "Y.M.Ojisan's table: who wins a line of N cells", source: `${SEED}, reader Y.M.Ojisan`, claimed: "N = 3..20",
      ours: `${scored.filter((r) => r.outcomeCorrect).length} of ${scored.length} outcomes agree`, verdict: forAll(scored.map((r) => ({ n: r.N, holds: r.outcomeCorrect })), "N"),
    },
    {
      claim: "Y.M.Ojisan's table: a winning first move", source: `${SEED}, reader Y.M.Ojisan`, claimed: "N = 3..20",
      ours: `${scored.filter((r) => r.correct).length} of ${scored.length} moves win`, verdict: forAll(scored.map((r) => ({ n: r.N, holds: r.correct })), "N"),
    },
    {
      claim: "MJ's answers to 問題1–7", source: `${SEED}, reader MJ`, claimed: "N = 4..10",
      ours: `${mj.filter((r) => r.correct).length} of ${mj.length} right`, verdict: forAll(mj.map((r) => ({ n: r.N, holds: r.correct })), "N"),
    },
  ];
  if (centres.length > 0) {
    claims.push({
      claim: "the two-heap chart is point-symmetric about (4, 4), (14, 14) and perhaps (31, 31)", source: `${SEED}, a reader`, claimed: list(SEED_003.readerCentres),
      ours: centres.map((x) => `c = ${x.c}: ${x.report.mismatchedCells === 0 ? "exact" : `${x.report.mismatchedCells} cells break it`}`).join("; "),
      verdict: forAll(centres.map((x) => ({ n: x.c, holds: x.report.mismatchedCells === 0 })), "c"),
    });
  }
  return claims;
}
