// The study notebooks' figures (lib/notebook/studyfigures.ts): pure functions of computed data.
import { describe, expect, it } from "vitest";
import * as nb from "../lib/notebook";
import * as ko from "../lib/studies/octal";
import * as ad from "../lib/studies/domineering";
import * as solvers from "../lib/solvers";

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
