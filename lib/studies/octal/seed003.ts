/**
 * Seed document 003 (碁石を一直線に置いていくゲーム, ぱずきち; see SOURCES.md) as data, and the
 * tables notebook 03 shows: the seed's lists and its readers' answers typed in verbatim, and the
 * rows that set each list beside what cgtlab computes. Nothing here states a result: every row is
 * computed from the classifier and nim-sequence the caller passes.
 */
import { InputError } from "../../util";
import { octal } from "../../games";
import { valueResidues } from "../../solvers";
import type { SeedClassifier } from "./seedMethod";
import { classPeriodExceptions } from "./seedMethod";
import { describeCell, firstMoveTable } from "./readers";
import { gf2Rank, pairCoverCheck, periodicMirrorSum, scoreFirstMoveClaims, xorZeroSubsets, type ScoredFirstMoveClaim } from "./claims";
import { chartSymmetry, mirrorBreaks, type SymmetryReport } from "./twoHeaps";

/** What seed 003 and its readers printed, verbatim (section numbers are the seed's). */
export const SEED_003 = Object.freeze({
  /** §3: the nine equivalence classes of 0..204, each list in increasing order. */
  classes: [
    [0, 4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58, 62, 72, 76, 88, 92, 96, 106, 110, 122, 126, 130, 140, 144, 156, 160, 164, 174, 178, 190, 194, 198],
    [1, 2, 6, 7, 21, 22, 26, 27, 35, 36, 40, 41, 55, 56, 60, 61, 69, 70, 74, 75, 89, 90, 94, 95, 103, 104, 108, 109, 123, 124, 128, 129, 137, 138, 142, 143, 157, 158, 162, 163, 171, 172, 176, 177, 191, 192, 196, 197],
    [3, 11, 12, 16, 17, 25, 31, 37, 45, 46, 51, 59, 71, 79, 80, 93, 105, 113, 114, 127, 139, 147, 148, 161, 173, 181, 182, 195],
    [5, 9, 10, 18, 19, 23, 39, 43, 44, 52, 53, 57, 65, 73, 77, 78, 86, 87, 91, 99, 107, 111, 112, 120, 121, 125, 133, 141, 145, 146, 154, 155, 159, 167, 175, 179, 180, 188, 189, 193, 201],
    [13, 29, 33, 47, 48, 63, 67, 81, 82, 97, 101, 115, 116, 131, 135, 149, 150, 165, 169, 183, 184, 199, 203],
    [15, 30, 49, 50, 64, 83, 84, 98, 117, 118, 132, 151, 152, 166, 185, 186, 200],
    [32, 66, 100, 134, 168, 202],
    [68, 102, 136, 170, 204],
    [85, 119, 153, 187],
  ] as readonly (readonly number[])[],
  /** §3: the range the classes were computed over. */
  classesUpTo: 204,
  /** §3: "g(48)=13 ≠ g(14)=0, g(50) …, g(85)=85 ≠ g(51)=3; after that it looks periodic" (period 34, not proven). */
  exceptions: [48, 50, 65, 68, 85] as readonly number[],
  period: 34,
  /** §4: the 15 second-player-win reduced patterns. */
  secondPlayerPatterns: [
    [1, 3, 5], [1, 13, 15], [1, 68, 85], [3, 15, 32], [5, 13, 32],
    [1, 3, 13, 32], [1, 5, 15, 32], [3, 5, 13, 15], [3, 5, 68, 85], [13, 15, 68, 85],
    [3, 13, 32, 68, 85], [5, 15, 32, 68, 85],
    [1, 3, 15, 32, 68, 85], [1, 5, 13, 32, 68, 85],
    [1, 3, 5, 13, 15, 68, 85],
  ] as readonly (readonly number[])[],
  /** The comment's second-player-win lengths ("4, 8, 14, …, 62 …?", called unsolved). */
  commentSecondPlayerLengths: [4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58, 62] as readonly number[],
  /** Y.M.Ojisan's table: N, first player wins (1) or not (0), the winning first move. */
  ojisan: [
    [3, 1, "中央"], [4, 0, ""], [5, 1, "中央"], [6, 1, "端から2番目"], [7, 1, "中央"], [8, 0, ""], [9, 1, "中央"],
    [10, 1, "端から2番目"], [11, 1, "中央"], [12, 1, "端から4番目"], [13, 1, "中央"], [14, 0, ""], [15, 1, "中央"],
    [16, 1, "端から2番目"], [17, 1, "中央"], [18, 1, "端から5番目"], [19, 1, "中央"], [20, 0, ""],
  ] as readonly (readonly [number, 0 | 1, string])[],
  /** MJ's answers to 問題1–7: N, first player wins, the first cells named (empty: second player wins). */
  mj: [[4, false, []], [5, true, [3]], [6, true, [1, 6]], [7, true, [2]], [8, false, []], [9, true, [5]], [10, true, [1]]] as readonly (readonly [number, boolean, readonly number[]])[],
  /** A reader's symmetry centres of the two-heap chart: 4 and 14 seen, 31 suspected. */
  readerCentres: [4, 14, 31] as readonly number[],
});

const sameList = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
const runsKey = (runs: readonly number[]): string => runs.filter((x) => x > 0).sort((a, b) => a - b).join("+") || "∅";

/**
 * The seed's placement rule against the moves of the octal code 0.137, as sets of resulting runs
 * for every run length 0..maxN: whether they coincide everywhere, and the rows for n = 1..7 to show.
 * O(maxN²).
 */
export function placementRuleAgreement(maxN = 300): { same: boolean; maxN: number; rows: { n: number; placements_leave: string; octal_0_137_leaves: string }[] } {
  const game = octal.parseOctalCode("0.137");
  let same = true;
  const rows: { n: number; placements_leave: string; octal_0_137_leaves: string }[] = [];
  for (let n = 0; n <= maxN; n++) {
    const fromLine = new Set<string>();
    for (let j = 1; j <= n; j++) fromLine.add(runsKey(octal.placementResult(n, j)));
    const a = [...fromLine].sort().join(" ");
    const b = [...new Set(octal.heapOptions(game, n).map((o) => runsKey([...o.leaves])))].sort().join(" ");
    if (a !== b) same = false;
    if (n >= 1 && n <= 7) rows.push({ n, placements_leave: a, octal_0_137_leaves: b });
  }
  return { same, maxN, rows };
}

function requireCovers(G: ArrayLike<number>, n: number, what: string): void {
  if (G.length <= n) throw new InputError(`${what}: the nim-sequence covers 0..${G.length - 1}, need ${n}`);
}

/** One class of the seed's method beside the seed's list and the nim-values. */
export interface SeedClassRow {
  class_rep: number;
  nim_value: number;
  members: number;
  seed_members: number;
  identical_to_seed_list: boolean;
  one_nim_value: boolean;
  first_members: string;
}

/** The classifier's classes beside {@link SEED_003}'s lists, with the nim-value of each (G must cover the classifier's range). O(N). */
export function seedClassRows(classifier: SeedClassifier, G: ArrayLike<number>): SeedClassRow[] {
  requireCovers(G, classifier.N, "seedClassRows");
  return classifier.classes().map((members, i) => {
    const seed = SEED_003.classes[i] ?? [];
    return {
      class_rep: members[0]!,
      nim_value: G[members[0]!]!,
      members: members.length,
      seed_members: seed.length,
      identical_to_seed_list: sameList(members, seed),
      one_nim_value: members.every((n) => G[n] === G[members[0]!]),
      first_members: members.slice(0, 8).join(", ") + (members.length > 8 ? ", …" : ""),
    };
  });
}

/** Every n with g(n) ≠ g(n − period) in the classifier's range, beside the nim-values and the seed's list. O(N). */
export function classExceptionRows(classifier: SeedClassifier, G: ArrayLike<number>, period = SEED_003.period): { n: number; g_n: number; g_n_minus_p: number; G_n: number; G_n_minus_p: number; listed_by_seed: boolean }[] {
  requireCovers(G, classifier.N, "classExceptionRows");
  return classPeriodExceptions(classifier, period).map((n) => ({
    n, g_n: classifier.classOf(n), g_n_minus_p: classifier.classOf(n - period), G_n: G[n]!, G_n_minus_p: G[n - period]!, listed_by_seed: SEED_003.exceptions.includes(n),
  }));
}

/** The second-player-win reduced patterns of the seed's method, their nim-values and XOR, and whether the seed lists each. O(2^reps). */
export function patternRows(classifier: SeedClassifier, G: ArrayLike<number>): { size: number; pattern: string; nim_values: string; xor: number; in_seed_list: boolean }[] {
  const seedKeys = new Set(SEED_003.secondPlayerPatterns.map((p) => p.join(",")));
  return classifier.secondPlayerPatterns().map((p) => ({
    size: p.length, pattern: `{${p.join(", ")}}`, nim_values: p.map((x) => G[x]).join(" ⊕ "), xor: p.reduce((x, n) => x ^ G[n]!, 0), in_seed_list: seedKeys.has(p.join(",")),
  }));
}

/** Y.M.Ojisan's table scored: our winning cells beside each claimed move, and the verdict of each row. O(Σ N). */
export function ojisanRows(G: ArrayLike<number>): { scored: ScoredFirstMoveClaim[]; rows: { N: number; first_player_wins: boolean; winning_moves: string; seed_claim: string; seed_claim_correct: boolean; described: string; why: string }[] } {
  const last = SEED_003.ojisan[SEED_003.ojisan.length - 1]![0];
  requireCovers(G, last, "ojisanRows");
  const table = firstMoveTable(G, 3, last);
  const scored = scoreFirstMoveClaims(table, SEED_003.ojisan.map(([N, fpw, move]) => ({ N, firstPlayerWins: fpw === 1, move })));
  const rows = SEED_003.ojisan.map(([N, fpw, move], i) => {
    const row = table.find((r) => r.N === N)!;
    return {
      N, first_player_wins: row.firstPlayerWins, winning_moves: row.winningMoves.join(" "), seed_claim: move ? `${fpw} ${move}` : `${fpw}`,
      seed_claim_correct: scored[i]!.correct, described: [...new Set(row.winningMoves.map((j) => describeCell(N, j)))].join(", "), why: scored[i]!.reason,
    };
  });
  return { scored, rows };
}

/** MJ's answers beside every winning first cell. O(Σ N). */
export function mjRows(G: ArrayLike<number>): { N: number; mj_first_player_wins: boolean; mj_first_cells: string; winning_moves: string; correct: boolean }[] {
  return SEED_003.mj.map(([N, fpw, cells]) => {
    const wins = octal.winningPlacements(G, N);
    return { N, mj_first_player_wins: fpw, mj_first_cells: cells.join(" "), winning_moves: wins.join(" "), correct: (G[N] !== 0) === fpw && cells.every((c) => wins.includes(c)) };
  });
}

/** Facts about the reduced patterns: XOR-zero subsets of the representatives, their rank over GF(2), the cover claim. O(2^reps). */
export function patternFacts(classifier: SeedClassifier, G: ArrayLike<number>): { reps: number[]; xorZero: number[][]; rank: number; agreesWithSeedMethod: boolean; cover: ReturnType<typeof pairCoverCheck>; triples: number } {
  const reps = classifier.reps.slice(1);
  const xorZero = xorZeroSubsets(reps, (n) => G[n]!);
  const patterns = classifier.secondPlayerPatterns();
  const keys = new Set(xorZero.map((z) => z.join(",")));
  const triples = patterns.filter((p) => p.length === 3);
  return {
    reps, xorZero, rank: gf2Rank(reps.map((n) => G[n]!)),
    agreesWithSeedMethod: xorZero.length === patterns.length && patterns.every((p) => keys.has(p.join(","))),
    cover: pairCoverCheck(reps, triples, 4), triples: triples.length,
  };
}

/**
 * The second-player-win line lengths for every N, from a proven period: the residues mod the
 * period where G is 0, and the exceptions of the preperiod, as one sentence. O(preperiod + period).
 */
export function secondPlayerLengths(G: ArrayLike<number>, period: number, preperiod: number): { residues: number[]; extra: number[]; missing: number[]; text: string } {
  const r = valueResidues(G, period, preperiod, 0);
  const text = `N mod ${period} ∈ {${r.residues.join(", ")}}` + (r.missing.length ? ` (except N = ${r.missing.join(", ")})` : "") + (r.extra.length ? `, or N ∈ {${r.extra.join(", ")}}` : "");
  return { ...r, text };
}

/**
 * One reader's centre c described: the values G(0..2c), and whether the two-heap chart on
 * [0, 2c]² is exactly point-symmetric about (c, c) (a palindrome, or a one-to-one swap of values),
 * or how many cells break it. O(c²).
 */
export function describeCentre(G: ArrayLike<number>, c: number): { report: SymmetryReport; text: string } {
  const r = chartSymmetry(G, 2 * c);
  const swaps = r.relabelling.filter(([u, v]) => u !== v).map(([u, v]) => `${u}→${v}`);
  const values = Array.from({ length: 2 * c + 1 }, (_, x) => G[x]).join(" ");
  if (r.mismatchedCells > 0) {
    return { report: r, text: `c = ${c}: not exact — ${r.mismatchedCells} of ${r.cells} cells break it; G(${2 * c} − x) ≠ G(x) at x = ${r.valueDifferences.join(", ")}` };
  }
  return {
    report: r,
    text: r.valueDifferences.length === 0
      ? `c = ${c}: G(0..${2 * c}) = ${values} is a palindrome, so the chart on [0, ${2 * c}]² is exactly symmetric`
      : `c = ${c}: G(0..${2 * c}) = ${values} reads the same backwards except at x = ${r.valueDifferences.join(", ")}, where the values ${swaps.join(", ")} swap one-to-one, so the chart on [0, ${2 * c}]² is exactly symmetric`,
  };
}

/** The `limit` most symmetric centres of a scan (fewest breaking cells in proportion, then the smaller centre), as table rows. O(scan log scan). */
export function symmetryRanking(scan: readonly SymmetryReport[], limit = 12): { centre: number; mismatched_cells: number; cells: number; mismatch_percent: number; heaps_with_G_2c_minus_x_ne_G_x: number; relabelling: string }[] {
  return scan
    .map((r) => ({
      centre: r.centre, mismatched_cells: r.mismatchedCells, cells: r.cells, mismatch_percent: +((100 * r.mismatchedCells) / r.cells).toFixed(2),
      heaps_with_G_2c_minus_x_ne_G_x: r.valueDifferences.length, relabelling: r.mismatchedCells === 0 ? r.relabelling.map(([u, v]) => `${u}→${v}`).join(" ") : "",
    }))
    .sort((a, b) => a.mismatch_percent - b.mismatch_percent || a.centre - b.centre)
    .slice(0, limit);
}

/**
 * Why symmetry centres recur every period/2 in the periodic range, and whether the class of the
 * most symmetric centre past the preperiod (or, for a short scan, the largest exact centre) is a
 * mirror of the periodic part: a sentence built from {@link mirrorBreaks}. O(scan + period).
 */
export function centreRecurrence(G: ArrayLike<number>, scan: readonly SymmetryReport[], period: number, preperiod: number): { centre: number; breaks: number[]; exactCentres: number[]; text: string } {
  const exactCentres = scan.filter((r) => r.mismatchedCells === 0).map((r) => r.centre);
  const late = scan.filter((r) => r.centre > preperiod);
  const centre = late.length
    ? [...late].sort((a, b) => a.mismatchedCells / a.cells - b.mismatchedCells / b.cells || a.centre - b.centre)[0]!.centre
    : Math.max(...exactCentres);
  const breaks = mirrorBreaks(G, periodicMirrorSum(centre, period, preperiod), preperiod, period);
  const half = period / 2;
  const text = `Centres recur every ${half}: a point reflection about c followed by the translation by the period ${period} is the reflection about c + ${half}, so in the periodic range any mirror symmetry of G recurs every ${half}. ` +
    `${late.length ? `The most symmetric centre past the preperiod (${preperiod}) is ${centre}` : `The largest exact centre is ${centre}`}; for centres c ≡ ${centre % half} (mod ${half}) the periodic part itself ` +
    (breaks.length === 0 ? "is a palindrome about them. " : `is not a palindrome: G(2c − n) = G(n) fails for the residues n mod ${period} ∈ {${breaks.join(", ")}} (${breaks.length} of ${period}), so none of them beyond the preperiod is exact. `) +
    `The exact centres up to ${scan.length ? scan[scan.length - 1]!.centre : 0}: ${exactCentres.join(", ") || "none"}.`;
  return { centre, breaks, exactCentres, text };
}
