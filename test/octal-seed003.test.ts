// Notebook 03's logic moved to lib (issue 26 item 6): seed 003's lists as data, the rows set beside
// them, the claim records with derived verdicts, the misère facts and the survey prose.
import { describe, expect, it } from "vitest";
import * as ko from "../lib/studies/octal";
import * as solvers from "../lib/solvers";
import { InputError } from "../lib/util";

const G = solvers.nimSequence("0.137", 3000).values;
const classifier = ko.seedEquivalenceClasses(204);

// OEIS A002187 (Dawson's Kayles, 0.07), n = 1..34; Dawson's chess 0.137 has G(n) = A002187(n + 1)
// (Winning Ways, ch. 4: a line of n cells of Dawson's chess is a Dawson's Kayles heap of n + 1).
const A002187_FROM_1 = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4];

describe("seed 003's classes and lists (notebook 03)", () => {
  it("G of 0.137 is OEIS A002187 shifted by one (published values)", () => {
    expect(Array.from(G.subarray(0, 34))).toEqual(A002187_FROM_1);
  });

  it("the placement rule is the octal game 0.137 for every run length (Winning Ways, ch. 4)", () => {
    const r = ko.placementRuleAgreement(80);
    expect(r.same).toBe(true);
    expect(r.rows.map((x) => x.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.rows[2]).toEqual({ n: 3, placements_leave: "1 ∅", octal_0_137_leaves: "1 ∅" }); // centre: nothing left; an end: a run of 1
  });

  it("the seed's method gives the seed's nine lists, each one nim-value (seed 003 §3; A002187)", () => {
    const rows = ko.seedClassRows(classifier, G);
    expect(rows.length).toBe(9);
    expect(rows.every((r) => r.identical_to_seed_list && r.one_nim_value)).toBe(true);
    expect(rows.map((r) => r.class_rep)).toEqual(ko.SEED_003.classes.map((c) => c[0]));
    expect(rows.map((r) => r.nim_value)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9]);
    expect(() => ko.seedClassRows(classifier, G.subarray(0, 100))).toThrow(InputError);
  });

  it("the class exceptions are the seed's five (seed 003 §3)", () => {
    expect(ko.classExceptionRows(classifier, G).map((r) => r.n)).toEqual([...ko.SEED_003.exceptions]);
  });

  it("second-player lengths from the period agree with G itself on 0..3000 (plain reference)", () => {
    const period = solvers.findPeriod(G, 3)!;
    expect([period.period, period.proven]).toEqual([34, true]);
    const s = ko.secondPlayerLengths(G, period.period, period.preperiod);
    for (let n = 0; n < G.length; n++) {
      const predicted = s.extra.includes(n) || (s.residues.includes(n % 34) && !s.missing.includes(n));
      expect([n, predicted]).toEqual([n, G[n] === 0]);
    }
    expect(s.text).toMatch(/^N mod 34 ∈ \{/);
  });

  it("readers: Ojisan's moves wrong exactly for N = 6, 10, 16; MJ right everywhere", () => {
    // By hand for N = 6: 端から2番目 is cell 2 or 5, leaving runs 0 and 3: G(0) ⊕ G(3) = 2 ≠ 0, a losing move;
    // cell 1 leaves a run of 4 (G = 0) and cell 3 runs of 1 and 2 (1 ⊕ 1 = 0): winning moves.
    const o = ko.ojisanRows(G);
    expect(o.scored.filter((r) => !r.correct).map((r) => r.N)).toEqual([6, 10, 16]);
    expect(o.rows.find((r) => r.N === 6)!.winning_moves).toBe("1 3 4 6");
    expect(ko.mjRows(G).every((r) => r.correct)).toBe(true);
  });

  it("centres 4 and 14 are exact, 31 is not (the reader saw 4 and 14, suspected 31)", () => {
    expect(ko.describeCentre(G, 4).report.mismatchedCells).toBe(0);
    expect(ko.describeCentre(G, 14).report.mismatchedCells).toBe(0);
    expect(ko.describeCentre(G, 31).report.mismatchedCells).toBeGreaterThan(0);
    expect(ko.describeCentre(G, 31).text).toMatch(/not exact/);
    const scan = ko.symmetryScan(G, 40);
    const ranking = ko.symmetryRanking(scan, 5);
    expect(ranking.length).toBe(5);
    expect(ranking[0]!.mismatched_cells).toBe(0);
    for (let i = 1; i < ranking.length; i++) expect(ranking[i]!.mismatch_percent).toBeGreaterThanOrEqual(ranking[i - 1]!.mismatch_percent);
    const rec = ko.centreRecurrence(G, scan, 34, 52);
    expect(rec.exactCentres).toContain(4);
    expect(rec.exactCentres).toContain(14);
  });
});

describe("seed 003's claims as records (verdicts derived, not written)", () => {
  const period = solvers.findPeriod(G.subarray(0, 205), 3)!;
  const records = ko.seed003Claims({ classifier, G, period });

  it("every seed claim is confirmed; Ojisan's moves and the 31 centre are partly", () => {
    const status = Object.fromEntries(records.map((r) => [r.claim, r.verdict.status]));
    const partly = records.filter((r) => r.verdict.status !== "confirmed").map((r) => r.claim);
    expect(partly).toEqual(["Y.M.Ojisan's table: a winning first move", "the two-heap chart is point-symmetric about (4, 4), (14, 14) and perhaps (31, 31)"]);
    expect(status["g is almost periodic with period 34 (whether for ever is unclear)"]).toBe("confirmed");
    expect(records.find((r) => r.claim.startsWith("Y.M.Ojisan's table: a winning"))!.verdict.because).toMatch(/6, 10, 16/);
  });

  it("a verdict follows the data: a corrupted G turns the second-player-lengths claim down", () => {
    const bad = Uint16Array.from(G);
    bad[4] = 7; // 4 is the first second-player-win length
    const r = ko.seed003Claims({ classifier, G: bad, period }).find((x) => x.claim.startsWith("second-player-win lengths"))!;
    expect(r.verdict.status).toBe("not confirmed");
    expect(() => ko.seed003Claims({ classifier, G: G.subarray(0, 50), period })).toThrow(InputError);
  });
});

describe("misère lines and the survey table", () => {
  it("misère facts: 1 is the first misère P-line, 0 is not (the mover of an empty line wins); both cross-checks hold", () => {
    const rows = ko.misereLineRows(solvers.misereGenusSequence("0.137", 16));
    const f = ko.misereLineFacts("0.137", rows, G, 14);
    expect(f.miserePositions[0]).toBe(1);
    expect(rows[0]!.misere_outcome).toBe("N");
    expect([f.normalAgrees, f.naiveAgrees, f.checkedTo]).toEqual([true, true, 14]);
    expect(f.normalPositions).toEqual(rows.filter((r) => G[r.n] === 0).map((r) => r.n));
    expect(f.differ).toEqual(rows.filter((r) => (G[r.n] === 0 ? "P" : "N") !== r.misere_outcome).map((r) => r.n));
  });

  it("Kayles 0.77: period 12, last exception 70 (Guy and Smith 1956), with a printed proof", () => {
    const rows = ko.surveyOctalGames(["0.77", "0.6"], 400);
    const t = ko.surveyTable(rows);
    expect(t[0]).toMatchObject({ code: "0.77", name: "Kayles", period: 12, last_exception: 70, proven: true });
    expect(ko.surveyPeriodProof(rows[0]!).at(-1)).toMatch(/proven for ever/);
    expect(ko.unprovenSummary(rows)).toMatch(/^Not proven up to 400: 0\.6/);
    expect(ko.unprovenSummary(rows.slice(0, 1))).toBe("Every surveyed period is proven.");
    expect(() => ko.surveyPeriodProof(rows[1]!)).toThrow(InputError);
  });
});
