// The analyses behind notebook 01 (lib/studies/konane/report.ts): the textbook figures against the
// seed's printed strings, the growth summary and the values summary, each checked against data
// whose answer is known (the seed's strings, synthetic rows with an exact growth factor).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { figureTable, growthSummary, growthTable, valuesSummary, valuesTable, TEXTBOOK_FIGURES, type GrowthRow } from "../lib/studies/konane";

describe("figureTable", () => {
  it("reproduces the seed's strings of its textbook figures and gives their values (seed 000_280edabfccf82ce1, p83)", () => {
    const rows = figureTable();
    expect(rows.map((r) => r.matches_seed)).toEqual(TEXTBOOK_FIGURES.map(() => true));
    const value = (figure: string, v: "standard" | "maximal") => rows.find((r) => r.figure === figure)![`value (${v})`];
    // 図5.1 (1)(2)(3) are 1, 2 and −3; 図4.5 {{|0}|0,{0|}} = {−1|0,1} = −1/2 (Right's 1 is dominated by 0)
    expect([value("図5.1 (1)", "standard"), value("図5.1 (2)", "standard"), value("図5.1 (3)", "standard"), value("図4.5", "standard")]).toEqual(["1", "2", "-3", "-1/2"]);
    // 図4.4: the standard rule adds the single jump: {0,*|0} = ↑*; the maximal rule keeps {0|0} = *
    expect([value("図4.4", "standard"), value("図4.4", "maximal")]).toEqual(["↑*", "*"]);
  });

  it("says so when a string differs from the seed's", () => {
    const [row] = figureTable([{ figure: "wrong", rows: ["...", "...", "...", "W..", "B.."], seed: "{|0}" }]);
    expect(row!.matches_seed).toBe(false);
    expect(row!["ours (standard)"]).toBe("{0|}");
  });
});

describe("growthSummary", () => {
  const synthetic = (factor: number, nMax: number, variant: "maximal" | "standard" = "maximal"): GrowthRow[] =>
    Array.from({ length: nMax }, (_, i) => ({ variant, n: i + 1, string_length: String(factor ** (i + 1)), unique_positions: 2 ** (i + 1), time_ms: 0 }));

  it("fits an exact exponential exactly, and compares the variants", () => {
    const s = growthSummary([...synthetic(3, 9), ...synthetic(3, 9, "standard")], { fitFrom: 2, scanNMax: 3 });
    expect(s.lengthFit!.factor).toBeCloseTo(3, 10);
    expect(s.lengthFit!.r2).toBeCloseTo(1, 10);
    expect(s.positionsFit!.factor).toBeCloseTo(2, 10);
    expect(s.factorRange).toEqual([3, 3]);
    expect(s.sameVariants).toBe(true);
    const changed = synthetic(3, 9, "standard").map((r) => (r.n === 4 ? { ...r, unique_positions: 1 } : r));
    expect(growthSummary([...synthetic(3, 9), ...changed], { scanNMax: 3 }).sameVariants).toBe(false);
    expect(growthSummary(synthetic(3, 4), { fitFrom: 6, scanNMax: 1 }).lengthFit).toBeNull();
  });

  it("on the real 3×n rows: the variants agree and no position reachable from 3×n (n ≤ 8) has a multi-jump (regression pin of cgtlab's own run)", () => {
    const s = growthSummary(growthTable({ nMax: 8 }).rows, { fitFrom: 4, scanNMax: 8 });
    expect(s.sameVariants).toBe(true);
    expect(s.scan.nMax).toBe(8);
    expect(s.scan.positions).toBeGreaterThan(100);
    expect(s.scan.withMultiJump).toBe(0);
    expect(s.lengthFit!.factor).toBeGreaterThan(1);
  });
});

describe("valuesSummary", () => {
  it("joins values with string sizes, and finds infinitesimals and the hottest boards from the values", () => {
    const values = valuesTable({ nMax: 9 }).rows;
    const growth = growthTable({ nMax: 8, variants: ["maximal"] }).rows;
    const s = valuesSummary(values, growth, 3);
    expect(s.sizes.map((x) => x.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(s.sizes[7]!.stringLength).toBe(BigInt(growth[7]!.string_length));
    const games = values.map((r) => cgt.parse(r.value));
    expect(s.infinitesimal.map((x) => x.n)).toEqual(values.filter((_, i) => games[i] !== cgt.ZERO && cgt.isInfinitesimal(games[i]!)).map((r) => r.n));
    const temps = s.hottest.map((h) => cgt.dyadicToNumber(cgt.temperature(h.game)));
    expect(temps.every((t) => t > 0)).toBe(true);
    expect([...temps].sort((a, b) => b - a)).toEqual(temps);
    const hotCount = games.filter((g) => cgt.dyadicToNumber(cgt.temperature(g)) > 0).length;
    expect(s.hottest.length).toBe(Math.min(3, hotCount));
  });
});
