// Notebook 02's logic moved to lib (issue 26 item 6): seed 001's values as data, the checks against
// independent solvers, the tables and galleries, and the published values as claim records.
import { describe, expect, it } from "vitest";
import * as ad from "../lib/studies/domineering";
import * as cgt from "../lib/cgt";

describe("Domineering report (notebook 02)", () => {
  it("seed 001's 35 printed values match our hexominoes up to transposition (seed 001; Winning Ways, Figure 20)", () => {
    const hex = ad.compareHexominoesWithSeed(ad.SEED_001_VALUES);
    expect(hex.agree).toBe(true);
    const tiles = ad.hexominoTiles(hex.rows);
    expect(tiles.length).toBe(35);
    expect(tiles.every((t) => t.fill === ad.kindFill(hex.rows[tiles.indexOf(t)]!.kind))).toBe(true);
    const claims = ad.domineeringClaims(hex, [], []);
    expect(claims[0]!.verdict.status).toBe("confirmed");
    // A wrong seed list (one value replaced by 5, which no hexomino has) is not confirmed.
    const wrong = ad.compareHexominoesWithSeed([...ad.SEED_001_VALUES.slice(0, 34), "5"]);
    expect(ad.domineeringClaims(wrong, [], [])[0]!.verdict.status).toBe("not confirmed");
  });

  it("hotValues: distinct hot values, hottest first ({2|-1} has temperature 3/2, ±1 has 1; numbers are not hot)", () => {
    const hot = ad.hotValues([{ value: "±1", label: "a" }, { value: "1", label: "b" }, { value: "{2|-1}", label: "c" }, { value: "±1", label: "d" }]);
    expect(hot.map((h) => h.name)).toEqual(["{2|-1} (t = 3/2; c)", "±1 (t = 1; a, d)"]);
    expect(hot[0]!.game).toBe(cgt.parse("{2|-1}"));
  });

  it("sums of non-numbers agree with the search without decomposition (cross-check)", () => {
    const s = ad.checkedNonNumberSums(8, 3);
    expect(s.rows.length).toBeGreaterThan(0);
    expect(s.disagreements).toEqual([]);
  });

  it("rectangles: minimax agrees on every computed outcome; published values judged (Winning Ways ch. 1)", () => {
    const rect = ad.rectangleValues([5, 3, 3]);
    const mm = ad.minimaxRectangleCheck(rect, 16);
    expect(mm.checked).toBeGreaterThan(5);
    expect(mm.disagreements).toEqual([]);
    const claims = ad.domineeringClaims({ agree: true, rows: [], unmatched: [] }, [], rect);
    const byClaim = Object.fromEntries(claims.map((c) => [c.claim, c]));
    for (const k of ["2×1", "1×2", "2×2", "3×3", "1×5"]) expect(byClaim[`the ${k} rectangle (m rows × n columns, Left vertical)`]!.verdict.status).toBe("confirmed");
    expect(byClaim["the 5×5 rectangle (m rows × n columns, Left vertical)"]).toBeUndefined(); // not computed: left out
    const s = ad.rectangleSummary(rect);
    expect(s.table.length).toBe(rect.filter((r) => r.status === "computed").length);
    expect(s.text).toMatch(/^Largest rectangle \(by cells\) computed here: \*\*3×3\*\*/);
    const hot = ad.hottestRectangles(rect, 2);
    const maxT = Math.max(...rect.filter((r) => r.status === "computed").map((r) => r.temperature ?? -1));
    expect(hot[0]!.t).toBe(maxT);
    expect(hot[1]!.t).toBeLessThanOrEqual(hot[0]!.t);
    expect(hot.find((h) => h.row.m === 2 && h.row.n === 2)?.t ?? 1).toBe(1); // 2×2 = ±1 has temperature 1 (Winning Ways, ch. 1)
  });

  it("polyomino tables: temperature counts and galleries ordered as documented", () => {
    const poly = ad.polyominoValues(5, {});
    const counts = ad.temperatureCounts(poly);
    expect(counts.reduce((a, c) => a + c.regions, 0)).toBe(poly.filter((r) => r.temperature >= 0).length);
    expect(counts.map((c) => c.temperature)).toEqual([...new Set(poly.filter((r) => r.temperature >= 0).sort((a, b) => a.temperature - b.temperature).map((r) => r.temperatureText))]);
    const hottest = ad.topRegionTiles(poly, "temperature", 3);
    const maxT = Math.max(...poly.map((r) => r.temperature));
    expect(hottest[0]!.caption[2]).toBe(`t = ${poly.find((r) => r.temperature === maxT)!.temperatureText}`);
    const claims = ad.domineeringClaims({ agree: true, rows: [], unmatched: [] }, poly, []);
    expect(claims[1]!.verdict.status).toBe("confirmed"); // Uiterwijk and Barton: nimbers ≤ *3, ups ≤ 2 (≤ 15 squares)
  });
});
