// solvers.valueFamily (a family indexed by n, on valueSweep) and notebook.rowsFigure (rows → plotly figure),
// the helpers the thinned notebooks 08 and 09 use (issue 26, item 6).
import { describe, expect, it } from "vitest";
import { games, solvers, notebook } from "../lib";

describe("solvers.valueFamily", () => {
  it("Domineering 1×n strips are −⌊n/2⌋ and 2×2 is ±1 (Winning Ways, ch. 5)", () => {
    const strips = solvers.valueFamily(games.domineering.ruleset, [1, 2, 3, 4, 5, 6], (n) => games.domineering.rectangle(1, n));
    expect(strips.stopped).toBeNull();
    expect(strips.rows.map((r) => [r.n, r.value])).toEqual([[1, "0"], [2, "-1"], [3, "-1"], [4, "-2"], [5, "-2"], [6, "-3"]]);
    expect(strips.rows.map((r) => r.outcome)).toEqual(["P", "R", "R", "R", "R", "R"]);
    const square = solvers.valueFamily(games.domineering.ruleset, [2], (n) => games.domineering.rectangle(n, n)).rows[0]!;
    expect([square.value, square.temperature, square.mean, square.outcome]).toEqual(["±1", "1", "0", "N"]);
    expect(typeof square.picture).toBe("string");
  });

  it("impartial rows carry the nim-value: Cram 1×n is Dawson's Kayles, cross-checked with the octal game 0.07", () => {
    const ns = Array.from({ length: 14 }, (_, i) => i + 1);
    const rows = solvers.valueFamily(games.cram.ruleset, ns, (n) => games.cram.emptyBoard(1, n)).rows;
    const dawson = solvers.nimSequence("0.07", 14).values;
    expect(rows.map((r) => r.nim_value)).toEqual(ns.map((n) => dawson[n]));
    // Winning Ways, ch. 4: Dawson's Kayles 0.07 for heaps 1..8 is 0 1 1 2 0 3 1 1
    expect(rows.slice(0, 8).map((r) => r.nim_value)).toEqual([0, 1, 1, 2, 0, 3, 1, 1]);
  });

  it("stops cleanly at the first member past its budget, keeping the rows before it", () => {
    const r = solvers.valueFamily(games.domineering.ruleset, [1, 2, 6], (n) => games.domineering.rectangle(n, n), { perPosition: { maxPositions: 50 } });
    expect(r.rows.map((x) => x.n)).toEqual([1, 2]);
    expect(r.stopped?.index).toBe(2);
    expect(r.stopped?.reason).toMatch(/50/);
  });
});

describe("notebook.rowsFigure", () => {
  const rows = [
    { n: 1, h: 1, t: "1/2", u: 3 },
    { n: 2, h: 1, t: "-3/4", u: 4 },
    { n: 2, h: 2, t: "", u: 5 },
  ];
  it("one trace per y column, exact numbers read as numbers, empty cells as gaps, titles on chart and axes", () => {
    const fig = notebook.rowsFigure(rows, { title: "T", x: "n", y: ["t", "u"], names: { u: "U" }, logY: true });
    expect(fig.data.map((d) => [d.name, d.x, d.y])).toEqual([["t", [1, 2, 2], [0.5, -0.75, null]], ["U", [1, 2, 2], [3, 4, 5]]]);
    expect(fig.layout).toMatchObject({ title: { text: "T" }, xaxis: { title: { text: "n" } }, yaxis: { title: { text: "value" }, type: "log" } });
  });
  it("groupBy: one trace per group in order of appearance; bars", () => {
    const fig = notebook.rowsFigure(rows, { title: "G", x: "n", y: "u", groupBy: "h", groupName: (h) => `h = ${String(h)}`, kind: "bar", barmode: "stack" });
    expect(fig.data.map((d) => [d.type, d.name, d.x, d.y])).toEqual([["bar", "h = 1", [1, 2], [3, 4]], ["bar", "h = 2", [2], [5]]]);
    expect(fig.layout).toMatchObject({ barmode: "stack", yaxis: { title: { text: "u" } } });
  });
  it("a missing column or a cell that is no number is an InputError naming it", () => {
    expect(() => notebook.rowsFigure(rows, { title: "T", x: "n", y: "nope" as "t" })).toThrow(/no column "nope"/);
    expect(() => notebook.rowsFigure([{ n: 1, t: "abc" }], { title: "T", x: "n", y: "t" })).toThrow(/"abc"/);
  });
});

describe("notebook.rowsFigure: intervals", () => {
  it("error bars reach from each y to its interval's ends", () => {
    const fig = notebook.rowsFigure([{ n: 1, y: 2, lo: 1.5, hi: 3 }, { n: 2, y: 1, lo: 1, hi: 1 }], { title: "I", x: "n", y: "y", interval: { low: "lo", high: "hi" }, kind: "markers" });
    expect(fig.data[0]!.error_y).toEqual({ type: "data", symmetric: false, array: [1, 0], arrayminus: [0.5, 0] });
  });
});
