/**
 * Charts of table rows in one call (issue 26: notebooks state what to plot, not how to build a
 * plotly figure): {@link rowsFigure} turns rows — the same objects `showTable` / `saveTable` take —
 * into a plotly {@link Figure}, one trace per y column or per group of rows. Cells may be numbers
 * or exact numbers printed as text ("9/8", "-1": sweeps write them so), read by `exactNumber`.
 * Pure functions: nothing is displayed or written here.
 */
import { InputError } from "../util";
import { exactNumber } from "./numbers";
import type { Figure, PlotlyTrace } from "./plot";

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
  /** Trace names by y column (default: the column name). */
  names?: Partial<Record<keyof R & string, string>>;
  /** One trace per distinct value of this column (in order of first appearance), named `groupName(value)`; needs a single y column. */
  groupBy?: keyof R & string;
  /** The trace name of a group of {@link groupBy} (default: the group value as a string). */
  groupName?: (group: unknown) => string;
  /** Error bars from an interval per row: columns of its low and high ends (in y units). */
  interval?: { low: keyof R & string; high: keyof R & string };
  /** "lines" (lines and markers, the default), "markers" or "bar". */
  kind?: "lines" | "markers" | "bar";
  /** Bars side by side ("group", the default) or stacked ("stack"). */
  barmode?: "group" | "stack";
  /** A logarithmic y axis. */
  logY?: boolean;
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

function trace(kind: "lines" | "markers" | "bar", name: string, x: unknown[], y: (number | null)[], band?: [(number | null)[], (number | null)[]]): PlotlyTrace {
  const t: PlotlyTrace = kind === "bar" ? { type: "bar", name, x, y } : { type: "scatter", mode: kind === "lines" ? "lines+markers" : "markers", name, x, y };
  if (band !== undefined) {
    const gap = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);
    t.error_y = { type: "data", symmetric: false, array: y.map((v, i) => gap(band[1][i]!, v)), arrayminus: y.map((v, i) => gap(v, band[0][i]!)) };
  }
  return t;
}

/**
 * A plotly figure of `rows`: x from column `spec.x`, one trace per y column (or per group of
 * rows when `groupBy` is given), titles on the chart and both axes. O(rows × traces).
 * InputError when a named column is missing from the first row or a y cell is not a number.
 *
 * @example
 * ```ts
 * const fig = notebook.rowsFigure([{ n: 1, t: "1/2" }, { n: 2, t: "3/4" }], { title: "t by n", x: "n", y: "t" });
 * fig.data[0].y; // → [0.5, 0.75]
 * ```
 */
export function rowsFigure<R extends object>(rows: readonly R[], spec: RowsChart<R>): Figure {
  if (!Array.isArray(rows as unknown)) throw new InputError(`rowsFigure: rows must be an array of objects, got ${typeof rows}`);
  const ys: readonly string[] = typeof spec.y === "string" ? [spec.y] : spec.y;
  const first = rows[0] as Record<string, unknown> | undefined;
  for (const col of [spec.x, ...ys, ...(spec.groupBy !== undefined ? [spec.groupBy] : []), ...(spec.interval ? [spec.interval.low, spec.interval.high] : [])]) {
    if (first !== undefined && !(col in first)) throw new InputError(`rowsFigure "${spec.title}": no column "${col}" in the rows (columns: ${Object.keys(first).join(", ")})`);
  }
  const kind = spec.kind ?? "lines";
  const cell = (r: R, c: string): unknown => (r as Record<string, unknown>)[c];
  const band = (rs: readonly R[]): [(number | null)[], (number | null)[]] | undefined =>
    spec.interval === undefined ? undefined : [rs.map((r) => chartNumber(cell(r, spec.interval!.low))), rs.map((r) => chartNumber(cell(r, spec.interval!.high)))];
  let data: PlotlyTrace[];
  if (spec.groupBy !== undefined) {
    if (ys.length !== 1) throw new InputError(`rowsFigure "${spec.title}": groupBy needs exactly one y column, got ${ys.length}`);
    const by = spec.groupBy;
    const groups = [...new Set(rows.map((r) => cell(r, by)))];
    data = groups.map((g) => {
      const rs = rows.filter((r) => cell(r, by) === g);
      return trace(kind, spec.groupName ? spec.groupName(g) : String(g), rs.map((r) => cell(r, spec.x)), rs.map((r) => chartNumber(cell(r, ys[0]!))), band(rs));
    });
  } else {
    const names = (spec.names ?? {}) as Record<string, string | undefined>;
    data = ys.map((c) => trace(kind, names[c] ?? c, rows.map((r) => cell(r, spec.x)), rows.map((r) => chartNumber(cell(r, c))), band(rows)));
  }
  const layout: Record<string, unknown> = {
    title: { text: spec.title },
    xaxis: { title: { text: spec.xTitle ?? spec.x } },
    yaxis: { title: { text: spec.yTitle ?? (ys.length === 1 ? ys[0] : "value") }, ...(spec.logY === true ? { type: "log" } : {}) },
  };
  if (kind === "bar") layout.barmode = spec.barmode ?? "group";
  if (spec.width !== undefined) layout.width = spec.width;
  if (spec.height !== undefined) layout.height = spec.height;
  return { data, layout };
}
