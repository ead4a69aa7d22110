// notebook.rowsFigure, the one chart builder (issue 26: one name and one place per concept), and the figures
// the notebooks and lib/notebook's study figures draw with it. notebook.lineFigure and notebook.seriesFigure were
// folded into it; the literal figures below are REGRESSION PINS: what those removed builders returned for the
// same data (captured from them before they were deleted), so that the committed results/ SVGs drawn from these
// figures (konane/3xn_*.svg, domineering/kinds_by_size.svg, kayles/misere_values.svg, tokyodoves/*_by_doves.svg)
// stay as they were. Plotly draws the same picture from the same figure; the one difference is named where it is.
import { describe, expect, it } from "vitest";
import * as notebook from "../lib/notebook";
import { InputError } from "../lib/util";

const layoutOf = (fig: notebook.Figure): Record<string, unknown> => fig.layout!;

describe("rowsFigure: what notebook.lineFigure drew (notebook 01, cells 9 and 12)", () => {
  it("the growth chart: two measured lines and two dotted fits on a log axis, one tick per column (a fit that failed is a line of NaN)", () => {
    const gs = { lengthFit: { factor: 16, intercept: 0, slope: Math.log10(16) }, positionsFit: undefined as { factor: number; intercept: number; slope: number } | undefined };
    const maximal = [{ n: 1, variant: "maximal", string_length: "12", unique_positions: 4 }, { n: 2, variant: "maximal", string_length: "340", unique_positions: 30 }, { n: 3, variant: "maximal", string_length: "5600", unique_positions: 200 }];
    const fitAt = (f: typeof gs.lengthFit | undefined, n: number) => (f ? 10 ** (f.intercept + f.slope * n) : NaN);
    // the call of notebook 01, cell 9
    const fig = notebook.rowsFigure(maximal.map((r) => ({ ...r, fit_length: fitAt(gs.lengthFit, r.n), fit_positions: fitAt(gs.positionsFit, r.n) })), {
      title: "3×n Konane: size of the seed's game-tree string", x: "n", y: ["string_length", "unique_positions", "fit_length", "fit_positions"], xTitle: "n (columns)", yTitle: "count (log scale)",
      names: { string_length: "string length", unique_positions: "distinct positions (memo.size())", fit_length: `fit: ×${gs.lengthFit.factor.toFixed(2)} per column`, fit_positions: `fit: ×7.00 per column` },
      styles: { fit_length: { dash: "dot" }, fit_positions: { dash: "dot" } }, logY: true, integerX: true, width: 820, height: 460 });
    // regression pin: lineFigure's figure for the same series
    expect(fig).toEqual({
      data: [
        { type: "scatter", mode: "lines+markers", name: "string length", x: [1, 2, 3], y: [12, 340, 5600] },
        { type: "scatter", mode: "lines+markers", name: "distinct positions (memo.size())", x: [1, 2, 3], y: [4, 30, 200] },
        { type: "scatter", mode: "lines", name: "fit: ×16.00 per column", x: [1, 2, 3], y: [1, 2, 3].map((n) => fitAt(gs.lengthFit, n)), line: { dash: "dot" } },
        { type: "scatter", mode: "lines", name: "fit: ×7.00 per column", x: [1, 2, 3], y: [NaN, NaN, NaN], line: { dash: "dot" } },
      ],
      layout: { title: { text: "3×n Konane: size of the seed's game-tree string" }, xaxis: { title: { text: "n (columns)" }, dtick: 1 }, yaxis: { title: { text: "count (log scale)" }, type: "log" }, width: 820, height: 460 },
    });
    expect((fig.data[2]!.y as number[]).map((v) => Math.round(v))).toEqual([16, 256, 4096]);
  });

  it("raw game tree vs canonical form: three lines, the string lengths as bigints", () => {
    const sizes = [{ n: 1, stringLength: 12n, canonicalChars: 1, canonicalSize: 1 }, { n: 2, stringLength: 340n, canonicalChars: 5, canonicalSize: 3 }];
    const fig = notebook.rowsFigure(sizes, { title: "3×n Konane: raw game tree vs canonical form", x: "n", y: ["stringLength", "canonicalChars", "canonicalSize"], xTitle: "n (columns)", yTitle: "size (log scale)",
      names: { stringLength: "raw string length (seed)", canonicalChars: "canonical form: printed length", canonicalSize: "canonical form: distinct subpositions" }, logY: true, integerX: true, width: 820, height: 460 });
    // regression pin: lineFigure's figure
    expect(fig).toEqual({
      data: [
        { type: "scatter", mode: "lines+markers", name: "raw string length (seed)", x: [1, 2], y: [12, 340] },
        { type: "scatter", mode: "lines+markers", name: "canonical form: printed length", x: [1, 2], y: [1, 5] },
        { type: "scatter", mode: "lines+markers", name: "canonical form: distinct subpositions", x: [1, 2], y: [1, 3] },
      ],
      layout: { title: { text: "3×n Konane: raw game tree vs canonical form" }, xaxis: { title: { text: "n (columns)" }, dtick: 1 }, yaxis: { title: { text: "size (log scale)" }, type: "log" }, width: 820, height: 460 },
    });
  });

  it("temperature and birthday: exact temperatures read from text, the birthday on a second axis on the right", () => {
    const rows = [{ n: 1, value: "1", temperature: "-1", birthday: 0 }, { n: 2, value: "±1/2", temperature: "1/2", birthday: 2 }, { n: 3, value: "x", temperature: "3/4", birthday: 3 }];
    const fig = notebook.rowsFigure(rows, { title: "3×n Konane: temperature and birthday of the canonical value", x: "n", y: ["temperature", "birthday"], yTitle: "temperature", y2Title: "birthday",
      styles: { birthday: { secondAxis: true } }, integerX: true, width: 820, height: 420 });
    // regression pin: lineFigure's figure
    expect(fig).toEqual({
      data: [
        { type: "scatter", mode: "lines+markers", name: "temperature", x: [1, 2, 3], y: [-1, 0.5, 0.75] },
        { type: "scatter", mode: "lines+markers", name: "birthday", x: [1, 2, 3], y: [0, 2, 3], yaxis: "y2" },
      ],
      layout: { title: { text: "3×n Konane: temperature and birthday of the canonical value" }, xaxis: { title: { text: "n" }, dtick: 1 }, yaxis: { title: { text: "temperature" } },
        width: 820, height: 420, yaxis2: { title: { text: "birthday" }, overlaying: "y", side: "right" } },
    });
  });
});

describe("rowsFigure: what notebook.seriesFigure drew (notebook 05 and lib/notebook/studyfigures.ts)", () => {
  const legendBelow = { orientation: "h", y: -0.2 };

  it("notebook 05's census CPU times: bars, one tick per number of doves, the legend below", () => {
    const done = [{ doves: 2, shards: "1/1", complete: true, checkmates: 0, positions_checked: 10, cpu_seconds: 0.5 }, { doves: 3, shards: "1/1", complete: true, checkmates: 4, positions_checked: 90, cpu_seconds: 1.5 }];
    const fig = notebook.rowsFigure(done, { title: "Census CPU time per k (sum over shards)", x: "doves", y: "cpu_seconds", names: { cpu_seconds: "CPU seconds" }, xTitle: "doves on the field", yTitle: "CPU seconds",
      kind: "bar", integerX: true, legend: "below", width: 760, height: 360 });
    // regression pin: seriesFigure's figure
    expect(fig).toEqual({
      data: [{ type: "bar", name: "CPU seconds", x: [2, 3], y: [0.5, 1.5] }],
      layout: { title: { text: "Census CPU time per k (sum over shards)" }, barmode: "group", xaxis: { title: { text: "doves on the field" }, dtick: 1 }, yaxis: { title: { text: "CPU seconds" } }, width: 760, height: 360, legend: legendBelow },
    });
  });

  it("misereLinesFigure: two lines of nim-values and three rows of markers at the P-positions and the non-heaps", () => {
    const row = (n: number, normal_value: number, misere_value: number, is_nim_heap: boolean) => ({
      n, normal_value, misere_value, normal_outcome: normal_value === 0 ? "P" as const : "N" as const, misere_outcome: misere_value === 0 ? "P" as const : "N" as const, genus: "", genus_of_a_heap: is_nim_heap, is_nim_heap, birthday: n,
    });
    const fig = notebook.misereLinesFigure([row(1, 1, 0, true), row(2, 0, 1, true), row(3, 2, 2, false)], "m");
    // regression pin: seriesFigure's figure, but for the layout's barmode: "group", which seriesFigure also wrote for a
    // chart without bars, where plotly reads no barmode (bar traces bring it), so the drawing is the same
    expect(fig).toEqual({
      data: [
        { type: "scatter", mode: "lines+markers", name: "normal nim-value G⁺(n)", x: [1, 2, 3], y: [1, 0, 2] },
        { type: "scatter", mode: "lines+markers", name: "misère nim-value G⁻(n)", x: [1, 2, 3], y: [0, 1, 2] },
        { type: "scatter", mode: "markers", name: "misère P (G⁻ = 0)", x: [1], y: [-0.6], marker: { color: "#d62728", symbol: "triangle-up", size: 9 } },
        { type: "scatter", mode: "markers", name: "normal P (G⁺ = 0)", x: [2], y: [-1.2], marker: { color: "#1f77b4", symbol: "triangle-up", size: 9 } },
        { type: "scatter", mode: "markers", name: "not a nim-heap in misère play", x: [3], y: [-1.8], marker: { color: "#555", symbol: "x", size: 9 } },
      ],
      layout: { title: { text: "m" }, xaxis: { title: { text: "n (cells)" } }, yaxis: { title: { text: "nim-value" } }, width: 1000, height: 460, legend: legendBelow },
    });
    // every marker row stays in the legend when no line has it (seriesFigure drew an empty trace)
    const none = notebook.misereLinesFigure([row(1, 1, 1, true)], "m");
    expect(none.data.map((t) => [t.name, t.x])).toEqual([["normal nim-value G⁺(n)", [1]], ["misère nim-value G⁻(n)", [1]], ["misère P (G⁻ = 0)", []], ["normal P (G⁺ = 0)", []], ["not a nim-heap in misère play", []]]);
  });

  it("kindsBySizeFigure: stacked bars of fractions in the kinds' colours, y ticks in percent", () => {
    const summary = [{ cells: 1, regions: 1, number: 1, infinitesimal: 0, tepid: 0, switch: 0, hot: 0, zero: 1 }, { cells: 2, regions: 4, number: 2, infinitesimal: 1, tepid: 0, switch: 1, hot: 0, zero: 0 }];
    const bar = (name: string, y: number[], color: string) => ({ type: "bar", name, x: [1, 2], y, marker: { color } });
    // regression pin: seriesFigure's figure
    expect(notebook.kindsBySizeFigure(summary)).toEqual({
      data: [bar("number", [1, 0.5], "#7fa37a"), bar("infinitesimal", [0, 0.25], "#9b86c4"), bar("tepid", [0, 0], "#7fb0d0"), bar("switch", [0, 0.25], "#e0a060"), bar("hot", [0, 0], "#c8553d")],
      layout: { title: { text: "Kinds of Domineering values of polyomino regions" }, barmode: "stack", xaxis: { title: { text: "cells" }, dtick: 1 },
        yaxis: { title: { text: "fraction of free polyominoes" }, tickformat: ".0%" }, width: 760, height: 420, legend: legendBelow },
    });
    // a kind without a colour gets plotly's (no marker); seriesFigure drew it so too
    const odd = notebook.kindsBySizeFigure([{ cells: 1, regions: 2, number: 1, infinitesimal: 0, tepid: 0, switch: 0, hot: 1, zero: 1 }], ["number", "odd"]);
    expect(odd.data).toEqual([{ type: "bar", name: "number", x: [1], y: [0.5], marker: { color: "#7fa37a" } }, { type: "bar", name: "odd", x: [1], y: [NaN] }]);
  });

  it("dovesCountFigure and positionCountsFigure: bars (and a line) on a log axis with powers of ten", () => {
    const layout = (title: string, width: number) => ({ title: { text: title }, barmode: "group", xaxis: { title: { text: "doves on the field" }, dtick: 1 },
      yaxis: { title: { text: "count" }, type: "log", exponentformat: "power" }, width, height: 420, legend: legendBelow });
    // regression pins: seriesFigure's figures
    expect(notebook.dovesCountFigure("d", [2, 3], { name: "checkmates", y: [0, 12] })).toEqual({ data: [{ type: "bar", name: "checkmates", x: [2, 3], y: [0, 12] }], layout: layout("d", 760) });
    expect(notebook.dovesCountFigure("d", [2, 3], { name: "checkmates", y: [0, 12] }, { name: "positions checked", y: [5, 300] })).toEqual({
      data: [{ type: "bar", name: "checkmates", x: [2, 3], y: [0, 12] }, { type: "scatter", mode: "lines+markers", name: "positions checked", x: [2, 3], y: [5, 300] }], layout: layout("d", 760),
    });
    const crude = [{ doves: 2, count: 240 }, { doves: 3, count: 5000 }, { doves: 4, count: 90000 }];
    const counts = [{ doves: 2, shapes: 1, positions: 3, positions_realistic: 3 }, { doves: 3, shapes: 2, positions: 40, positions_realistic: 38 }];
    expect(notebook.positionCountsFigure(crude, counts)).toEqual({
      data: [
        { type: "bar", name: "crude formula (fixed frame)", x: [2, 3, 4], y: [240, 5000, 90000] },
        { type: "bar", name: "positions (symmetry identified, no isolated dove)", x: [2, 3], y: [3, 40] },
        { type: "bar", name: "realistic positions", x: [2, 3], y: [3, 38] },
      ],
      layout: layout("Tokyo Doves positions by number of doves on the field", 900),
    });
  });
});

describe("rowsFigure: its own figures (notebooks 00, 06–09) keep their layout", () => {
  it("no tick step, size, legend or barmode unless asked: the layout is the titles (and the log axis, and barmode with bars)", () => {
    const hist = [{ distance: 1, wins: 3, losses: 4 }, { distance: 2, wins: 5, losses: 0 }];
    // regression pin: rowsFigure's figure before lineFigure and seriesFigure were folded into it (notebook 07's histogram call)
    expect(notebook.rowsFigure(hist, { title: "H", x: "distance", y: ["wins", "losses"], kind: "bar", logY: true, xTitle: "distance (plies)", yTitle: "positions" })).toEqual({
      data: [{ type: "bar", name: "wins", x: [1, 2], y: [3, 5] }, { type: "bar", name: "losses", x: [1, 2], y: [4, 0] }],
      layout: { title: { text: "H" }, xaxis: { title: { text: "distance (plies)" } }, yaxis: { title: { text: "positions" }, type: "log" }, barmode: "group" },
    });
    expect(layoutOf(notebook.rowsFigure(hist, { title: "L", x: "distance", y: "wins" }))).toEqual({ title: { text: "L" }, xaxis: { title: { text: "distance" } }, yaxis: { title: { text: "wins" } } });
  });
});

describe("rowsFigure: trace styles, checked", () => {
  const rows = [{ n: 1, a: 1, b: 2 }, { n: 2, a: 3, b: 4 }];
  it("a style naming no trace, a dash on bars or markers, a second axis without its title, a row outside the groups: InputErrors naming them", () => {
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: ["a", "b"], styles: { c: { color: "red" } } })).toThrow(/"c", which name no trace/);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", kind: "bar", styles: { a: { dash: "dot" } } })).toThrow(InputError);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", styles: { a: { kind: "markers", dash: "dash" } } })).toThrow(/only a "lines" trace/);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", styles: { a: { secondAxis: true } } })).toThrow(/y2Title/);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", groupBy: "b", groups: [2] })).toThrow(/b is 4, which is not among the groups \(2\)/);
  });
  it("a field the chart or a style does not have (a misspelt option, dropped before) is an InputError naming it", () => {
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", logy: true } as never)).toThrow(/rowsFigure "t": unknown option "logy" \(the options are title, x, y, xTitle, yTitle, y2Title, .*logY/);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", styles: { a: { colour: "red" } } } as never)).toThrow(/rowsFigure "t": the style of "a": unknown option "colour" \(the options are kind, dash, color, symbol, secondAxis\)/);
    expect(() => notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", styles: { a: "red" } } as never)).toThrow(/the style of "a" must be an object/);
    expect(() => notebook.rowsFigure(rows, "t" as never)).toThrow(/rowsFigure: the chart must be an object/);
  });
  it("styles by group value; per-trace kinds mixed in one chart; bars bring barmode", () => {
    const fig = notebook.rowsFigure(rows, { title: "t", x: "n", y: "a", groupBy: "b", groupName: (g) => `b=${String(g)}`, styles: { 4: { kind: "bar", color: "red" } } });
    expect(fig.data).toEqual([{ type: "scatter", mode: "lines+markers", name: "b=2", x: [1], y: [1] }, { type: "bar", name: "b=4", x: [2], y: [3], marker: { color: "red" } }]);
    expect(layoutOf(fig).barmode).toBe("group");
    expect(layoutOf(notebook.rowsFigure(rows, { title: "t", x: "n", y: "a" })).barmode).toBeUndefined();
  });
});
