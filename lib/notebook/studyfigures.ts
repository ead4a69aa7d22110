/**
 * The figures of the study notebooks (02 Domineering, 03 Dawson's chess, 04–05 Tokyo Doves) as
 * pure functions of computed data, so that a notebook cell states what it plots in one call; the
 * charts of rows are drawn by {@link rowsFigure}, the one chart builder.
 * Nothing is computed here beyond arranging the numbers it is given; nothing is displayed or
 * written except by {@link showThenExport}.
 */
import { octal, type domineering, type tokyodoves } from "../studies";
import { InputError } from "../util";
import { exportFigure, type Figure, type PlotlyTrace } from "./plot";
import { rowsFigure } from "./rowcharts";
import { show } from "./show";

/**
 * Display a figure, then export it under results/ (`relativePath`, by extension as
 * `exportFigure`): the picture appears before the slower SVG rendering in Chromium starts.
 * Resolves to nothing, so that a cell ending with it prints no file name.
 */
export async function showThenExport(fig: Figure, relativePath: string): Promise<void> {
  await show(fig);
  await exportFigure(fig, relativePath);
}

const axis = (text: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ title: { text }, ...extra });

/**
 * A nim-sequence folded by its period as a heatmap (column n mod p, row n div p), the exceptions
 * G(n) ≠ G(n + p) boxed and their partners n + p circled. O(rows · p).
 */
export function periodHeatmapFigure(G: ArrayLike<number>, period: number, rows: number, exceptions: readonly number[], title: string): Figure {
  const grid = octal.periodGrid(G, period, rows);
  const ring = (name: string, ns: readonly number[], symbol: string, color: string): PlotlyTrace => ({
    type: "scatter", mode: "markers", name, x: ns.map((n) => n % period), y: ns.map((n) => Math.floor(n / period)), marker: { symbol, size: 22, color, line: { width: 3 } },
  });
  return {
    data: [
      { type: "heatmap", z: grid, x: Array.from({ length: period }, (_, c) => c), y: Array.from({ length: rows }, (_, r) => r), colorscale: "Viridis", colorbar: { title: { text: "G(n)" } },
        text: grid.map((row) => row.map((v) => (v === null ? "" : String(v)))), texttemplate: "%{text}", hovertemplate: `n = %{y}·${period} + %{x}<br>G = %{z}<extra></extra>` },
      ring(`G(n) ≠ G(n+${period})`, exceptions, "square-open", "red"),
      ring(`n + ${period} of an exception`, exceptions.map((n) => n + period), "circle-open", "orange"),
    ],
    layout: { title: { text: title }, xaxis: axis(`n mod ${period}`, { dtick: 1, range: [-0.5, period - 0.5], zeroline: false }),
      yaxis: axis(`n div ${period}`, { range: [rows - 0.5, -0.5], dtick: 1, zeroline: false }), width: 1100, height: 520, legend: { orientation: "h", y: -0.15 } },
  };
}

/** The two-heap chart {a, b}, 0 ≤ a, b ≤ max (red = second-player win), with squares [0, 2c]² for the given centres (the last dotted). O(max²). */
export function twoHeapFigure(G: ArrayLike<number>, max: number, centres: readonly number[]): Figure {
  const z = Array.from({ length: max + 1 }, (_, a) => Array.from({ length: max + 1 }, (_, b) => (G[a] === G[b] ? 0 : 1)));
  return {
    data: [{ type: "heatmap", z, colorscale: [[0, "#d62728"], [1, "#f7f7f7"]], showscale: false, hovertemplate: "a = %{y}, b = %{x}<br>%{z}<extra>1 = first player wins</extra>" }],
    layout: {
      title: { text: `Two runs {a, b}: second-player wins (red) ⇔ G(a) = G(b), a, b ≤ ${max}` }, xaxis: axis("b"), yaxis: axis("a", { scaleanchor: "x" }), width: 760, height: 760,
      shapes: centres.filter((c) => 2 * c <= max).map((c, i, all) => ({ type: "rect", x0: -0.5, y0: -0.5, x1: 2 * c + 0.5, y1: 2 * c + 0.5, line: { color: "#1f77b4", width: 2, dash: i === all.length - 1 && all.length > 2 ? "dot" : "solid" } })),
    },
  };
}

/** Percentage of cells of [0, 2c]² breaking the point symmetry, by centre c. O(scan). */
export function symmetryScanFigure(scan: readonly octal.SymmetryReport[]): Figure {
  return {
    data: [{ type: "scatter", mode: "lines+markers", x: scan.map((r) => r.centre), y: scan.map((r) => (100 * r.mismatchedCells) / r.cells) }],
    layout: { title: { text: "Point symmetry of the two-heap chart about (c, c): % of cells of [0, 2c]² that break it" }, xaxis: axis("centre c"), yaxis: axis("mismatched cells (%)"), width: 900, height: 400 },
  };
}

/** Normal and misère nim-values of lines, with rows of markers for the P-positions and the lines that are not nim-heaps. O(rows). */
export function misereLinesFigure(rows: readonly octal.MisereLineRow[], title: string): Figure {
  const [normal, misere, misereP, normalP, notHeap] = ["normal nim-value G⁺(n)", "misère nim-value G⁻(n)", "misère P (G⁻ = 0)", "normal P (G⁺ = 0)", "not a nim-heap in misère play"] as const;
  const line = (series: string, value: (r: octal.MisereLineRow) => number) => rows.map((r) => ({ series, n: r.n, y: value(r) }));
  const marks = (series: string, pick: (r: octal.MisereLineRow) => boolean, y: number) => rows.filter(pick).map((r) => ({ series, n: r.n, y }));
  const points = [...line(normal, (r) => r.normal_value), ...line(misere, (r) => r.misere_value),
    ...marks(misereP, (r) => r.misere_outcome === "P", -0.6), ...marks(normalP, (r) => r.normal_outcome === "P", -1.2), ...marks(notHeap, (r) => !r.is_nim_heap, -1.8)];
  return rowsFigure(points, {
    title, x: "n", y: "y", xTitle: "n (cells)", yTitle: "nim-value", groupBy: "series", groups: [normal, misere, misereP, normalP, notHeap],
    styles: { [misereP]: { kind: "markers", symbol: "triangle-up", color: "#d62728" }, [normalP]: { kind: "markers", symbol: "triangle-up", color: "#1f77b4" }, [notHeap]: { kind: "markers", symbol: "x", color: "#555" } },
    width: 1000, height: 460, legend: "below",
  });
}

/** Colours of the value kinds in Domineering charts. */
export const KIND_COLORS: Readonly<Record<string, string>> = { number: "#7fa37a", infinitesimal: "#9b86c4", tepid: "#7fb0d0", switch: "#e0a060", hot: "#c8553d" };

/** Stacked bars: the fraction of regions of each value kind (default: the five of {@link KIND_COLORS}), by size. O(sizes · kinds). */
export function kindsBySizeFigure(summary: readonly domineering.SizeSummary[], kinds: readonly string[] = Object.keys(KIND_COLORS)): Figure {
  const rows: Record<string, number>[] = summary.map((s) => ({ cells: s.cells, ...Object.fromEntries(kinds.map((k) => [k, s[k]! / s.regions])) }));
  const styles = Object.fromEntries(kinds.map((k) => [k, { color: KIND_COLORS[k] }]));
  return rowsFigure(rows, { title: "Kinds of Domineering values of polyomino regions", x: "cells", y: kinds, xTitle: "cells", yTitle: "fraction of free polyominoes",
    kind: "bar", barmode: "stack", styles, yTicks: "percent", integerX: true, legend: "below", width: 760, height: 420 });
}

/** Box plots of the positive temperatures of regions by size (sizes ≥ 4). O(rows). */
export function temperatureBySizeFigure(rows: readonly domineering.PolyominoRow[]): Figure {
  const sizes = [...new Set(rows.map((r) => r.cells))].filter((k) => k >= 4).sort((a, b) => a - b);
  return {
    data: sizes.map((k) => boxTrace(String(k), rows.filter((r) => r.cells === k && r.temperature > 0).map((r) => r.temperature))),
    layout: { title: { text: "Temperatures of the hot regions (temperature > 0) by size" }, xaxis: axis("cells"), yaxis: axis("temperature"), showlegend: false, width: 760, height: 420 },
  };
}

/**
 * plotly.js's quantile of a sorted sample (its `Lib.interp`, the default `quartilemethod: "linear"`):
 * position p·n − 0.5, interpolated between neighbours, clamped to the ends. O(1).
 */
export function plotlyQuantile(sorted: readonly number[], p: number): number {
  const n = sorted.length;
  if (n === 0) throw new InputError("plotlyQuantile: the sample is empty");
  const at = p * n - 0.5;
  if (at < 0) return sorted[0]!;
  if (at > n - 1) return sorted[n - 1]!;
  const frac = at % 1;
  return frac * sorted[Math.ceil(at)]! + (1 - frac) * sorted[Math.floor(at)]!;
}

/**
 * One box of a sample with its statistics computed here (q1, median, q3 as plotly.js computes them,
 * whiskers at the sample's minimum and maximum, as plotly draws a box without points), so the chart
 * carries five numbers per box instead of the whole sample: notebook 02's chart of every hot region
 * by size was a 267 KB output with the samples. O(n log n) for a sample of n.
 */
export function boxTrace(name: string, sample: readonly number[]): PlotlyTrace {
  const sorted = [...sample].sort((a, b) => a - b);
  const style = { boxpoints: false, marker: { color: KIND_COLORS.hot } };
  if (sorted.length === 0) return { type: "box", name, y: [], ...style }; // no box, as plotly draws an empty sample
  return {
    type: "box", name, x: [name],
    q1: [plotlyQuantile(sorted, 0.25)], median: [plotlyQuantile(sorted, 0.5)], q3: [plotlyQuantile(sorted, 0.75)],
    lowerfence: [sorted[0]], upperfence: [sorted[sorted.length - 1]], ...style,
  };
}

/** How the Tokyo Doves counts by number of doves are drawn: bars on a log axis with powers of ten, one tick per number of doves. */
const DOVES_AXES = { x: "doves", xTitle: "doves on the field", yTitle: "count", kind: "bar", logY: true, yTicks: "powers", integerX: true, legend: "below", width: 760, height: 420 } as const;

/** Bars of one count per number of doves and a line of a second one, on a log axis (Tokyo Doves surveys and census). O(rows). */
export function dovesCountFigure(title: string, doves: readonly number[], bars: { name: string; y: readonly number[] }, line?: { name: string; y: readonly number[] }): Figure {
  const rows = doves.map((d, i) => ({ doves: d, bars: bars.y[i], line: line?.y[i] }));
  return rowsFigure(rows, { ...DOVES_AXES, title, y: line ? ["bars", "line"] : "bars", names: { bars: bars.name, line: line?.name }, ...(line ? { styles: { line: { kind: "lines" } } } : {}) });
}

/** The three Tokyo Doves position counts by number of doves, grouped bars on a log axis. O(rows). */
export function positionCountsFigure(crude: readonly tokyodoves.CrudeRow[], counts: readonly tokyodoves.CountRow[]): Figure {
  const series = ["crude formula (fixed frame)", "positions (symmetry identified, no isolated dove)", "realistic positions"] as const;
  const rows = [...crude.map((r) => ({ series: series[0], doves: r.doves, count: r.count })), ...counts.map((r) => ({ series: series[1], doves: r.doves, count: r.positions })),
    ...counts.map((r) => ({ series: series[2], doves: r.doves, count: r.positions_realistic }))];
  return rowsFigure(rows, { ...DOVES_AXES, title: "Tokyo Doves positions by number of doves on the field", y: "count", groupBy: "series", groups: series, width: 900 });
}
