/**
 * Line charts as plotly figures from plain series: what the notebooks draw most (a quantity per n,
 * often on a log scale, sometimes with a fitted line or a second axis), in one call instead of a
 * hand-written figure object. Plain data in, a {@link Figure} out; titles as `{ text }` (plotly.js 3).
 */
import { InputError } from "../util";
import type { Figure, PlotlyTrace } from "./plot";

/** One line of a {@link lineFigure}. */
export interface LineSeries {
  /** Legend entry. */
  readonly name: string;
  /** The y values, one per x. */
  readonly y: readonly number[];
  /** Its own x values (default: the figure's `x`). */
  readonly x?: readonly number[];
  /** Dotted (e.g. a fit) or dashed line, without markers (default: solid with markers). */
  readonly dash?: "dot" | "dash";
  /** Plot against the second y axis (`y2Title`), on the right. */
  readonly secondAxis?: boolean;
}

/** A {@link lineFigure}: axis titles, the x values, the lines. */
export interface LineFigureSpec {
  readonly title: string;
  readonly xTitle: string;
  readonly yTitle: string;
  /** The x values shared by the series (each may give its own). */
  readonly x: readonly number[];
  readonly series: readonly LineSeries[];
  /** Log-scale y axis (default false). */
  readonly logY?: boolean;
  /** Title of the second y axis (needed when a series has `secondAxis`). */
  readonly y2Title?: string;
  /** One tick per integer x (default true: x counts columns, cells, n). */
  readonly integerX?: boolean;
  readonly width?: number;
  readonly height?: number;
}

/**
 * A plotly line chart of `spec.series` against x: markers and lines, a dotted or dashed line for a
 * series with `dash`, a right-hand axis for `secondAxis` series, a log y axis with `logY`. Throws
 * InputError when a series' length differs from its x values', or a second-axis series has no
 * `y2Title`. O(points).
 *
 * @example
 * ```ts
 * const fig = notebook.lineFigure({ title: "squares", xTitle: "n", yTitle: "n²", x: [1, 2, 3], series: [{ name: "n²", y: [1, 4, 9] }] });
 * fig.data.length; // → 1
 * (fig.layout!.title as { text: string }).text; // → "squares"
 * ```
 */
export function lineFigure(spec: LineFigureSpec): Figure {
  const data: PlotlyTrace[] = spec.series.map((s, i) => {
    const x = s.x ?? spec.x;
    if (x.length !== s.y.length) throw new InputError(`lineFigure: series ${i + 1} ("${s.name}") has ${s.y.length} y values for ${x.length} x values`);
    if (s.secondAxis === true && spec.y2Title === undefined) throw new InputError(`lineFigure: series ${i + 1} ("${s.name}") is on the second axis, which needs a y2Title`);
    return {
      type: "scatter",
      mode: s.dash === undefined ? "lines+markers" : "lines",
      name: s.name,
      x: [...x],
      y: [...s.y],
      ...(s.dash === undefined ? {} : { line: { dash: s.dash } }),
      ...(s.secondAxis === true ? { yaxis: "y2" } : {}),
    };
  });
  const layout: Record<string, unknown> = {
    title: { text: spec.title },
    xaxis: { title: { text: spec.xTitle }, ...(spec.integerX === false ? {} : { dtick: 1 }) },
    yaxis: { title: { text: spec.yTitle }, ...(spec.logY === true ? { type: "log" } : {}) },
    width: spec.width ?? 820,
    height: spec.height ?? 460,
  };
  if (spec.y2Title !== undefined) layout.yaxis2 = { title: { text: spec.y2Title }, overlaying: "y", side: "right" };
  return { data, layout };
}
