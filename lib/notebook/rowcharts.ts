/**
 * Charts of table rows in one call (issue 26: notebooks state what to plot, not how to build a
 * plotly figure): {@link rowsFigure}, the one chart builder of cgtlab, turns rows — the same objects
 * `showTable` / `saveTable` take — into a plotly {@link Figure}, one trace per y column or per group
 * of rows, each drawn as lines, markers or bars (or a dotted fit, on a second axis, in a colour of
 * its own). Cells may be numbers or exact numbers printed as text ("9/8", "-1": sweeps write them
 * so), read by `exactNumber`. Pure functions: nothing is displayed or written here.
 */
import { InputError, checkOptionNames, describeValue, optionNames } from "../util";
import { exactNumber } from "./numbers";
import type { Figure, PlotlyTrace } from "./plot";

/** How one trace of a {@link rowsFigure} is drawn, where it differs from the chart's `kind`. */
export interface TraceStyle {
  /** "lines" (lines and markers), "markers" or "bar" (default: the chart's `kind`). */
  kind?: "lines" | "markers" | "bar";
  /** A dotted or dashed line without markers (a fit, say); only for a "lines" trace. */
  dash?: "dot" | "dash";
  /** The colour of its markers or bars (a CSS colour). */
  color?: string;
  /** A plotly marker symbol ("triangle-up", "x", …), drawn at size 9. */
  symbol?: string;
  /** Plot it against the second y axis, on the right (the chart needs a `y2Title`). */
  secondAxis?: boolean;
}

/** What {@link rowsFigure} draws. Column names are the rows' own keys. */
export interface RowsChart<R> {
  /** The chart's title (shown above the plot and used by exported SVGs). */
  title: string;
  /** Column of the x values (numbers or category labels). */
  x: keyof R & string;
  /** Column(s) of the y values: one trace per column. */
  y: (keyof R & string) | readonly (keyof R & string)[];
  /** Axis titles (default: the column names; with several y columns the y title defaults to "value"). */
  xTitle?: string;
  yTitle?: string;
  /** Title of the second y axis, on the right: needed when a trace has `secondAxis`. */
  y2Title?: string;
  /** Trace names by y column (default: the column name). */
  names?: Partial<Record<keyof R & string, string>>;
  /** One trace per distinct value of this column (in order of first appearance, or of `groups`), named `groupName(value)`; needs a single y column. */
  groupBy?: keyof R & string;
  /** The trace name of a group of {@link groupBy} (default: the group value as a string). */
  groupName?: (group: unknown) => string;
  /** The groups of {@link groupBy} in this order, each a trace even when no row has it; a row of another group is an InputError. */
  groups?: readonly unknown[];
  /** How traces are drawn where they differ from `kind`: by y column, or with `groupBy` by group value as a string. */
  styles?: Readonly<Record<string, TraceStyle>>;
  /** Error bars from an interval per row: columns of its low and high ends (in y units). */
  interval?: { low: keyof R & string; high: keyof R & string };
  /** "lines" (lines and markers, the default), "markers" or "bar". */
  kind?: "lines" | "markers" | "bar";
  /** Bars side by side ("group", the default when there are bars) or stacked ("stack"). */
  barmode?: "group" | "stack";
  /** A logarithmic y axis. */
  logY?: boolean;
  /** y tick labels as percentages ("percent": 0.25 reads 25%) or powers of ten ("powers": 10³). */
  yTicks?: "percent" | "powers";
  /** One tick per integer x (x counts cells, doves, columns); default: plotly's own ticks. */
  integerX?: boolean;
  /** "below": the legend in one row under the plot (default: plotly's, on the right). */
  legend?: "below";
  width?: number;
  height?: number;
}

/** A cell as a y value: numbers as they are, exact numbers printed as text read by `exactNumber`, empty cells as gaps (null). */
export function chartNumber(cell: unknown): number | null {
  if (cell === null || cell === undefined || cell === "") return null;
  if (typeof cell === "number") return cell;
  if (typeof cell === "bigint") return Number(cell);
  if (typeof cell === "string") return exactNumber(cell);
  throw new InputError(`rowsFigure: a y cell must be a number or an exact number as text, got ${typeof cell}`);
}

type Band = [(number | null)[], (number | null)[]];

function trace(name: string, x: unknown[], y: (number | null)[], style: TraceStyle, band: Band | undefined): PlotlyTrace {
  const kind = style.kind ?? "lines";
  const t: PlotlyTrace = kind === "bar" ? { type: "bar", name, x, y } : { type: "scatter", mode: kind === "markers" ? "markers" : style.dash === undefined ? "lines+markers" : "lines", name, x, y };
  if (style.dash !== undefined) t.line = { dash: style.dash };
  if (style.color !== undefined || style.symbol !== undefined) t.marker = { ...(style.color !== undefined ? { color: style.color } : {}), ...(style.symbol !== undefined ? { symbol: style.symbol, size: 9 } : {}) };
  if (style.secondAxis === true) t.yaxis = "y2";
  if (band !== undefined) {
    const gap = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);
    t.error_y = { type: "data", symmetric: false, array: y.map((v, i) => gap(band[1][i]!, v)), arrayminus: y.map((v, i) => gap(v, band[0][i]!)) };
  }
  return t;
}

/** The style of trace `key`, checked: a dash only on lines, a second axis only with its title. */
function styleOf<R>(spec: RowsChart<R>, key: string): TraceStyle {
  const style = { kind: spec.kind ?? "lines", ...spec.styles?.[key] };
  const where = `rowsFigure "${spec.title}": trace "${key}"`;
  if (style.dash !== undefined && style.kind !== "lines") throw new InputError(`${where} has a dash, which only a "lines" trace can have (it is "${style.kind}")`);
  if (style.secondAxis === true && spec.y2Title === undefined) throw new InputError(`${where} is on the second axis, which needs a y2Title`);
  return style;
}

/** The fields of {@link RowsChart} and of {@link TraceStyle}. */
const CHART_FIELDS = optionNames<RowsChart<Record<string, unknown>>>({
  title: true, x: true, y: true, xTitle: true, yTitle: true, y2Title: true, names: true, groupBy: true, groupName: true, groups: true,
  styles: true, interval: true, kind: true, barmode: true, logY: true, yTicks: true, integerX: true, legend: true, width: true, height: true,
});
const STYLE_FIELDS = optionNames<TraceStyle>({ kind: true, dash: true, color: true, symbol: true, secondAxis: true });

/**
 * An InputError naming the field when a chart's spec is not an object, has a field {@link RowsChart}
 * does not (a misspelt `ytitle` or `logy` would be dropped), or a style with a field
 * {@link TraceStyle} does not. O(fields).
 */
function checkChartSpec(spec: unknown): void {
  if (typeof spec !== "object" || spec === null || Array.isArray(spec)) throw new InputError(`rowsFigure: the chart must be an object such as { title, x, y }, got ${describeValue(spec)}`);
  const what = `rowsFigure ${JSON.stringify((spec as { title?: unknown }).title)}`;
  checkOptionNames(spec, CHART_FIELDS, what);
  const styles = (spec as { styles?: unknown }).styles;
  if (styles === undefined) return;
  if (typeof styles !== "object" || styles === null || Array.isArray(styles)) throw new InputError(`${what}: styles must be an object of trace styles such as { fit: { dash: "dot" } }, got ${describeValue(styles)}`);
  for (const [trace, style] of Object.entries(styles as Record<string, unknown>)) {
    if (typeof style !== "object" || style === null || Array.isArray(style)) throw new InputError(`${what}: the style of "${trace}" must be an object such as { dash: "dot" }, got ${describeValue(style)}`);
    checkOptionNames(style as object, STYLE_FIELDS, `${what}: the style of "${trace}"`);
  }
}

/**
 * A plotly figure of `rows`: x from column `spec.x`, one trace per y column (or per group of
 * rows when `groupBy` is given), each drawn as `spec.kind` unless `spec.styles` says otherwise,
 * titles on the chart and its axes (`{ text }`, as plotly.js 3 reads them). O(rows × traces).
 * InputError when a named column is missing from the first row, a y cell is not a number, a
 * style names no trace, or a row's group is not among `groups`.
 *
 * @example
 * ```ts
 * const fig = notebook.rowsFigure([{ n: 1, t: "1/2" }, { n: 2, t: "3/4" }], { title: "t by n", x: "n", y: "t" });
 * fig.data[0].y; // → [0.5, 0.75]
 * // a dotted fit beside the data, a second axis, a log scale, one tick per n:
 * const rows = [{ n: 1, size: 10, fit: 9, depth: 1 }, { n: 2, size: 100, fit: 110, depth: 3 }];
 * const two = notebook.rowsFigure(rows, { title: "growth", x: "n", y: ["size", "fit", "depth"], logY: true, integerX: true,
 *   y2Title: "depth", styles: { fit: { dash: "dot" }, depth: { secondAxis: true } } });
 * two.data.map((t) => t.mode); // → ["lines+markers", "lines", "lines+markers"]
 * two.data[2].yaxis; // → "y2"
 * two.layout!.xaxis; // → {"title":{"text":"n"},"dtick":1}
 * ```
 */
export function rowsFigure<R extends object>(rows: readonly R[], spec: RowsChart<R>): Figure {
  if (!Array.isArray(rows as unknown)) throw new InputError(`rowsFigure: rows must be an array of objects, got ${typeof rows}`);
  checkChartSpec(spec);
  const ys: readonly string[] = typeof spec.y === "string" ? [spec.y] : spec.y;
  const first = rows[0] as Record<string, unknown> | undefined;
  for (const col of [spec.x, ...ys, ...(spec.groupBy !== undefined ? [spec.groupBy] : []), ...(spec.interval ? [spec.interval.low, spec.interval.high] : [])]) {
    if (first !== undefined && !(col in first)) throw new InputError(`rowsFigure "${spec.title}": no column "${col}" in the rows (columns: ${Object.keys(first).join(", ")})`);
  }
  const cell = (r: R, c: string): unknown => (r as Record<string, unknown>)[c];
  const band = (rs: readonly R[]): Band | undefined =>
    spec.interval === undefined ? undefined : [rs.map((r) => chartNumber(cell(r, spec.interval!.low))), rs.map((r) => chartNumber(cell(r, spec.interval!.high)))];
  let data: PlotlyTrace[];
  let keys: string[];
  if (spec.groupBy !== undefined) {
    if (ys.length !== 1) throw new InputError(`rowsFigure "${spec.title}": groupBy needs exactly one y column, got ${ys.length}`);
    const by = spec.groupBy;
    const groups = spec.groups ?? [...new Set(rows.map((r) => cell(r, by)))];
    const known = new Set(groups);
    const stray = rows.find((r) => !known.has(cell(r, by)));
    if (stray !== undefined) throw new InputError(`rowsFigure "${spec.title}": a row's ${by} is ${String(cell(stray, by))}, which is not among the groups (${groups.map(String).join(", ")})`);
    keys = groups.map(String);
    data = groups.map((g) => {
      const rs = rows.filter((r) => cell(r, by) === g);
      return trace(spec.groupName ? spec.groupName(g) : String(g), rs.map((r) => cell(r, spec.x)), rs.map((r) => chartNumber(cell(r, ys[0]!))), styleOf(spec, String(g)), band(rs));
    });
  } else {
    const names = (spec.names ?? {}) as Record<string, string | undefined>;
    keys = [...ys];
    data = ys.map((c) => trace(names[c] ?? c, rows.map((r) => cell(r, spec.x)), rows.map((r) => chartNumber(cell(r, c))), styleOf(spec, c), band(rows)));
  }
  const unknown = Object.keys(spec.styles ?? {}).filter((k) => !keys.includes(k));
  if (unknown.length > 0 && (spec.groupBy === undefined || spec.groups !== undefined)) {
    throw new InputError(`rowsFigure "${spec.title}": styles for ${unknown.map((k) => `"${k}"`).join(", ")}, which name no trace (traces: ${keys.join(", ")})`);
  }
  const yaxis: Record<string, unknown> = { title: { text: spec.yTitle ?? (ys.length === 1 ? ys[0] : "value") } };
  if (spec.logY === true) yaxis.type = "log";
  if (spec.yTicks === "powers") yaxis.exponentformat = "power";
  if (spec.yTicks === "percent") yaxis.tickformat = ".0%";
  const layout: Record<string, unknown> = {
    title: { text: spec.title },
    xaxis: { title: { text: spec.xTitle ?? spec.x }, ...(spec.integerX === true ? { dtick: 1 } : {}) },
    yaxis,
  };
  if (spec.y2Title !== undefined) layout.yaxis2 = { title: { text: spec.y2Title }, overlaying: "y", side: "right" };
  if (spec.barmode !== undefined || data.some((t) => t.type === "bar")) layout.barmode = spec.barmode ?? "group";
  if (spec.width !== undefined) layout.width = spec.width;
  if (spec.height !== undefined) layout.height = spec.height;
  if (spec.legend === "below") layout.legend = { orientation: "h", y: -0.2 };
  return { data, layout };
}
