// Notebooks 04 and 05's logic moved to lib (issue 26 item 6): seed 002's figures as data, the
// tables beside them, and the seed's counts, theorems and checkmate total as claim records.
import { describe, expect, it } from "vitest";
import * as td from "../lib/studies/tokyodoves";

const shapes = td.countingShapes();
const exact = td.positionCounts({ shapes });
const seedLike = td.positionCounts({ shapes, division: "seedFrame" });

describe("Tokyo Doves counts report (notebook 04)", () => {
  it("two doves: the orthogonal and the diagonal pair, each with |H| = 4 and |K| = 2 (a reflection in their axis moves neither)", () => {
    const row = td.shapeSymmetryTable(shapes).find((r) => r.doves === 2)!;
    expect(row).toEqual({ doves: 2, shapes: 2, "|H|=1": 0, "|H|=2": 0, "|H|=4": 2, "|H|=8": 0, "|K|=2": 2, connected: 2 });
    expect(td.shapeCaption(shapes.find((s) => s.size === 2)!)).toBe("n=2 |H|=4 |K|=2");
  });

  it("the Burnside counts agree with both brute forces (cross-check), and a changed count is flagged", () => {
    const rows = td.bruteForceAgreement(exact, td.bruteForceCounts(5), td.bruteForceCounts(4, { method: "set" }));
    expect(rows.map((r) => r.doves)).toEqual([2, 3, 4, 5]);
    expect(rows.every((r) => r.agree)).toBe(true);
    expect(rows[3]!.brute_set).toBeNull();
    const off = exact.map((r) => (r.doves === 3 ? { ...r, positions: r.positions + 1 } : r));
    expect(td.bruteForceAgreement(off, td.bruteForceCounts(3), []).map((r) => r.agree)).toEqual([true, false]);
  });

  it("seed 002's figures as claims: the crude total equals the seed's; the refined one is the seed's division, not Burnside", () => {
    const crudeTotal = td.crudeCounts().reduce((s, r) => s + r.count, 0);
    const hyp = td.hypothesisTable(td.countHypotheses(shapes));
    const claims = td.countClaims({ crudeTotal, exact, seedLike, realisticMatches: hyp.realisticMatches, exactVariants: 0 });
    // seed 002 prints 4,545,963,055,440 and 509,462,034,903.
    expect(claims.map((c) => c.verdict.status)).toEqual(["confirmed", "not confirmed", "confirmed", "not confirmed"]);
    expect(td.countTotals(seedLike).positions).toBe(td.SEED_002.positions);
    // Regression pin (cgtlab's Burnside count; the brute force above checks it for n ≤ 5, notebook 04 for n ≤ 9).
    expect(td.countTotals(exact).positions).toBe(508_064_190_482);
    expect(hyp.refinedMatches.length).toBeGreaterThan(0);
  });

  it("congruences: the refined figure is consistent at every n with the seed's division and fails at n = 2 with Burnside", () => {
    const t = td.congruenceTable(shapes, exact, seedLike);
    expect(t[0]).toMatchObject({ figure: "refined", reading: "exact (Burnside)", consistent_for_doves_up_to: 1 });
    expect(t[1]).toMatchObject({ figure: "refined", reading: "seed's division", first_failure: "none" });
    expect(t.length).toBe(5);
  });
});

const survey = (doves: number, method: "full" | "pruned", over: Partial<td.SurveyResult> = {}): td.SurveyResult => ({
  doves, method, rules: {} as td.SurveyResult["rules"], shards: ["0/1"], units: 10, unitsPruned: 4, livePositions: 100, positionsChecked: 100,
  checkmates: 3, checkmatesInPrunedUnits: 0, noSuicideViolations: 0, work: 0, millis: 1000, examples: [], violations: [], ...over,
});

describe("Tokyo Doves analysis report (notebook 05)", () => {
  it("the theorems' verdicts follow the survey counts; the total is judged only when given", () => {
    const ok = td.analysisClaims([survey(2, "full"), survey(3, "full")], null);
    expect(ok.map((c) => c.verdict.status)).toEqual(["confirmed", "confirmed"]);
    const bad = td.analysisClaims([survey(2, "full", { noSuicideViolations: 1 }), survey(3, "full", { checkmatesInPrunedUnits: 2 })], td.SEED_002.checkmates);
    expect(bad.map((c) => c.verdict.status)).toEqual(["not confirmed", "not confirmed", "confirmed", "not confirmed"]);
    expect(td.analysisClaims([], 5).map((c) => c.verdict.status)).toEqual(["not confirmed", "not confirmed"]);
  });

  it("tables: the full survey is preferred per size; census beside the pruned survey", () => {
    const all = [survey(2, "pruned", { checkmates: 1 }), survey(2, "full", { checkmates: 2 }), survey(3, "pruned", { checkmates: 5 })];
    expect(td.checkmatesByDoves(all).map((r) => [r.doves, r.method, r.checkmates])).toEqual([[2, "full", 2], [3, "pruned", 5]]);
    expect(td.surveyTable([{ survey: all[0]!, source: "CLI" }])[0]).toMatchObject({ method: "pruned (CLI)", checkmates_in_pruned_units: null, seconds: 1 });
    const counts = { checkmates: 5, positionsChecked: 100, cpuMillis: 2000 } as unknown as td.CensusSize["counts"];
    const state = [{ doves: 3, shardsDone: 1, shardCount: 1, complete: { counts } }, { doves: 4, shardsDone: 0, shardCount: 0, complete: null }] as unknown as td.CensusSizeStatus[];
    expect(td.censusTable(state)).toEqual([
      { doves: 3, shards: "1/1", complete: true, checkmates: 5, positions_checked: 100, cpu_seconds: 2 },
      { doves: 4, shards: "0/?", complete: false, checkmates: null, positions_checked: null, cpu_seconds: null },
    ]);
    expect(td.censusSurveyAgreement(all, state)).toEqual([{ doves: 3, census: 5, survey: 5, identical: true }]);
  });
});
