// The study notebooks' figures (lib/notebook/studyfigures.ts): pure functions of computed data.
import { describe, expect, it } from "vitest";
import * as nb from "../lib/notebook";
import * as ko from "../lib/studies/octal";
import * as ad from "../lib/studies/domineering";
import * as solvers from "../lib/solvers";
import * as SF from "../lib/notebook/studyfigures";

const G = solvers.nimSequence("0.137", 200).values;

describe("study figures", () => {
  it("periodHeatmapFigure folds G by the period: z[r][c] = G(r·p + c), exceptions boxed at (n mod p, n div p)", () => {
    const f = nb.periodHeatmapFigure(G, 34, 3, [14, 48], "t");
    const z = f.data[0]!.z as (number | null)[][];
    expect(z[1]![5]).toBe(G[34 + 5]);
    expect(f.data[1]!.x).toEqual([14, 14]);
    expect(f.data[1]!.y).toEqual([0, 1]);
    expect(f.data[2]!.y).toEqual([1, 2]); // the partners n + 34
    expect((f.layout!.title as { text: string }).text).toBe("t");
  });

  it("twoHeapFigure: 0 exactly where G(a) = G(b); one square per centre that fits", () => {
    const f = nb.twoHeapFigure(G, 20, [4, 14, 31]);
    const z = f.data[0]!.z as number[][];
    for (let a = 0; a <= 20; a++) for (let b = 0; b <= 20; b++) expect(z[a]![b]).toBe(G[a] === G[b] ? 0 : 1);
    expect((f.layout!.shapes as unknown[]).length).toBe(1); // 2·14 > 20
  });

  it("misereLinesFigure: one trace per series, markers at the P-positions", () => {
    const rows = ko.misereLineRows(solvers.misereGenusSequence("0.137", 10));
    const f = nb.misereLinesFigure(rows, "m");
    expect(f.data.length).toBe(5);
    expect(f.data[2]!.x).toEqual(rows.filter((r) => r.misere_outcome === "P").map((r) => r.n));
  });

  it("kindsBySizeFigure: the five kinds' fractions add up to 1 at every size", () => {
    const summary = ad.summarizeBySize(ad.polyominoValues(5, {}));
    const f = nb.kindsBySizeFigure(summary);
    expect(f.data.map((t) => t.name)).toEqual(["number", "infinitesimal", "tepid", "switch", "hot"]);
    summary.forEach((_, i) => { expect(f.data.reduce((a, t) => a + (t.y as number[])[i]!, 0)).toBeCloseTo(1, 12); });
  });
});

// Issue 25 item 7, "a chart's HTML output under 200 KB": notebook 02's temperatures-by-size chart carried
// every hot region's temperature (a 267 KB output); its boxes now carry their statistics only.
describe("boxes with precomputed statistics (temperatureBySizeFigure)", () => {
  const byHand = (sorted: number[], p: number): number => { // plotly.js Lib.interp, written out
    const at = p * sorted.length - 0.5;
    if (at <= 0) return sorted[0]!;
    if (at >= sorted.length - 1) return sorted[sorted.length - 1]!;
    const lo = Math.floor(at);
    return sorted[lo]! + (at - lo) * (sorted[lo + 1]! - sorted[lo]!);
  };
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rows: { cells: number; temperature: number }[] = [];
  for (let cells = 4; cells <= 10; cells++) for (let i = 0; i < 40 + cells * 31; i++) rows.push({ cells, temperature: Math.floor(rnd() * 9) / 4 + (rnd() < 0.1 ? 3 : 0) });
  rows.push({ cells: 11, temperature: 0 }); // a size with no hot region: an empty box, as before

  it("plotly's linear quartiles: [1,2,3,4] → 1.5, 2.5, 3.5; a single value is every quartile", () => {
    expect([0.25, 0.5, 0.75].map((p) => SF.plotlyQuantile([1, 2, 3, 4], p))).toEqual([1.5, 2.5, 3.5]);
    expect([0.25, 0.5, 0.75].map((p) => SF.plotlyQuantile([7], p))).toEqual([7, 7, 7]);
    expect(() => SF.plotlyQuantile([], 0.5)).toThrow(/empty/);
    for (let t = 0; t < 200; t++) {
      const s = Array.from({ length: 1 + Math.floor(rnd() * 30) }, () => Math.floor(rnd() * 40) / 4).sort((a, b) => a - b);
      for (const p of [0.25, 0.5, 0.75]) expect(SF.plotlyQuantile(s, p)).toBeCloseTo(byHand(s, p), 12);
    }
  });

  it("each box carries q1, median, q3 and min/max whiskers of its sample, and no sample", () => {
    const f = nb.temperatureBySizeFigure(rows as never);
    const box5 = f.data.find((t) => t.name === "5")!;
    const s = rows.filter((r) => r.cells === 5 && r.temperature > 0).map((r) => r.temperature).sort((a, b) => a - b);
    expect(box5).toMatchObject({ x: ["5"], q1: [byHand(s, 0.25)], median: [byHand(s, 0.5)], q3: [byHand(s, 0.75)], lowerfence: [s[0]], upperfence: [s.at(-1)], boxpoints: false });
    expect(box5.y).toBeUndefined();
    expect(f.data.find((t) => t.name === "11")).toMatchObject({ y: [] });
    const many = Array.from({ length: 60_000 }, (_, i) => ({ cells: 4 + (i % 12), temperature: 1 + (i % 17) / 8 }));
    expect(JSON.stringify(nb.temperatureBySizeFigure(many as never)).length).toBeLessThan(5_000);
  });

  it("Chromium draws the same SVG as from the whole samples", async () => {
    const f = nb.temperatureBySizeFigure(rows as never);
    const sizes = [...new Set(rows.map((r) => r.cells))].sort((a, b) => a - b);
    const fromSamples = { data: sizes.map((k) => ({ type: "box", name: String(k), y: rows.filter((r) => r.cells === k && r.temperature > 0).map((r) => r.temperature), boxpoints: false, marker: { color: nb.KIND_COLORS.hot } })), layout: f.layout };
    const strip = (svg: string) => svg.replace(/ id="[^"]*"/g, "").replace(/clip[0-9a-z]+/g, "clip");
    const [a, b] = [await nb.renderFigure(fromSamples, "svg"), await nb.renderFigure(f, "svg")];
    await nb.closeBrowser();
    expect(strip(b)).toBe(strip(a));
  }, 120_000);
});
