/**
 * Tables: plain row objects or danfojs DataFrames, shown inline as HTML and saved as CSV.
 * danfojs-node is loaded lazily (it pulls in TensorFlow.js), only when a DataFrame is built.
 */
import type { DataFrame } from "danfojs-node";
import { InputError, writeFileAtomic, checkOptions, optionNames } from "../util";
import { positionText } from "../solvers";
import { displayBundle, escapeHtml } from "./display";
import { displayNumber } from "./format";
import { publishedName, resultsPath } from "./paths";

/** A table cell value. BigInts are written exactly. */
export type Cell = string | number | bigint | boolean | null | undefined;
/**
 * A table as rows of plain objects (all rows share the first row's columns). Declared as
 * `object` so that rows typed by interfaces are accepted; values are written with String(),
 * BigInts exactly.
 */
export type Rows = readonly object[];

interface FrameLike {
  columns: string[];
  values: unknown[][];
}

function isFrameLike(x: unknown): x is FrameLike {
  return typeof x === "object" && x !== null && !Array.isArray(x) && "columns" in x && "values" in x;
}

/**
 * Columns and row arrays of a table given as rows or a DataFrame. Throws {@link InputError}
 * for anything else: a row that is not a plain object (null, a number, an array), a row with
 * columns the first row lacks, or a DataFrame-like object whose columns are not strings or whose
 * values are not rows of that many cells. O(cells).
 */
export function tableColumns(table: Rows | DataFrame): { columns: string[]; rows: Cell[][] } {
  if (isFrameLike(table)) {
    const { columns, values } = table as { columns: unknown; values: unknown };
    if (!Array.isArray(columns) || !columns.every((c) => typeof c === "string")) {
      throw new InputError("a DataFrame's columns must be an array of strings");
    }
    if (!Array.isArray(values)) throw new InputError("a DataFrame's values must be an array of rows");
    const rows = values.map((r: unknown, i) => {
      const row = Array.isArray(r) ? r : [r];
      if (row.length !== columns.length) {
        throw new InputError(`DataFrame row has ${row.length} cells for ${columns.length} columns`, `row ${i}`);
      }
      return row as Cell[];
    });
    return { columns: [...columns] as string[], rows };
  }
  if (!Array.isArray(table)) throw new InputError("a table must be an array of row objects or a danfojs DataFrame");
  const rows = table as Rows;
  rows.forEach((row: unknown, i) => {
    if (typeof row !== "object" || row === null || Array.isArray(row)) {
      throw new InputError(`a table row must be a plain object of column values, got ${row === null ? "null" : Array.isArray(row) ? "an array" : typeof row}`, `row ${i}`);
    }
  });
  if (rows.length === 0) return { columns: [], rows: [] };
  const columns = Object.keys(rows[0]!);
  rows.forEach((row, i) => {
    const extra = Object.keys(row).filter((k) => !columns.includes(k));
    if (extra.length > 0) throw new InputError(`row ${i} has columns not in the first row: ${extra.join(", ")}`);
  });
  return { columns, rows: rows.map((r) => columns.map((c) => (r as Record<string, Cell>)[c])) };
}

/**
 * A cell's text: strings, numbers and BigInts as themselves; an object that prints as a picture
 * (its own `toString`: positions, game values) by that picture on one line (`|` between rows); a
 * plain object (a position record of a ruleset without pictures) as JSON, never "[object Object]".
 */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && !Array.isArray(v)) return positionText({}, v);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- only arrays (their comma-joined cells) and primitives are left here
  return String(v);
}

/** A cell as a shown table prints it: numbers rounded for reading ({@link displayNumber}); CSV keeps {@link cellText}. */
function displayText(v: unknown): string {
  return typeof v === "number" ? displayNumber(v) : cellText(v);
}

/** One CSV field (RFC 4180 quoting when needed). */
function csvField(v: unknown): string {
  const s = cellText(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text of a table (header line + one line per row, "\n" line ends). */
export function toCsv(table: Rows | DataFrame): string {
  const { columns, rows } = tableColumns(table);
  return csvText(columns, rows);
}

function requireMaxRows(maxRows: unknown): number {
  if (typeof maxRows !== "number" || !Number.isInteger(maxRows) || maxRows < 1) {
    throw new InputError(`maxRows must be an integer ≥ 1, got ${JSON.stringify(maxRows)}`);
  }
  return maxRows;
}

/** Longest cell a displayed table shows whole; a longer one (a large canonical form) is cut, its full text stays in CSV/JSON. */
export const DISPLAY_CELL_CHARS = 160;

/** A cell as a displayed table shows it: {@link displayText}, cut to {@link DISPLAY_CELL_CHARS} with a note of its full length. O(cell). */
export function displayCell(v: unknown): string {
  const text = displayText(v);
  if (text.length <= DISPLAY_CELL_CHARS) return text;
  return `${text.slice(0, DISPLAY_CELL_CHARS - 1)}… (${text.length.toLocaleString("en-US")} characters)`;
}

/**
 * HTML <table> of a table (numbers rounded for display by {@link displayNumber}, cells longer than 160 characters cut; CSV keeps everything): all rows when there are at most `maxRows`, else exactly `maxRows`
 * rows (the first ones and the last up to 10) around a "… n more rows …" line. O(cells shown).
 */
export function tableHtml(table: Rows | DataFrame, maxRows = 60): string {
  requireMaxRows(maxRows);
  const { columns, rows } = tableColumns(table);
  const tail = Math.min(10, Math.floor(maxRows / 2));
  const head = maxRows - tail;
  const shown = rows.length > maxRows ? [...rows.slice(0, head), null, ...(tail > 0 ? rows.slice(-tail) : [])] : rows;
  const headRow = `<tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join("")}</tr>`;
  const body = shown
    .map((r) =>
      r === null
        ? `<tr><td colspan="${Math.max(1, columns.length)}" style="text-align:center">… ${rows.length - maxRows} more rows …</td></tr>`
        : `<tr>${r.map((v) => `<td>${escapeHtml(displayCell(v))}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<table class="dataframe cgtlab-table"><thead>${headRow}</thead><tbody>${body}</tbody></table>` +
    `<p style="font-size:smaller">${rows.length} rows × ${columns.length} columns</p>`;
}

/** Plain-text rendering of a table (for non-HTML frontends). */
export function tableText(table: Rows | DataFrame, maxRows = 30): string {
  requireMaxRows(maxRows);
  const { columns, rows } = tableColumns(table);
  const shown = rows.slice(0, maxRows).map((r) => r.map(displayCell));
  const widths = columns.map((c, i) => Math.max(c.length, ...shown.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join("  ");
  const out = [line(columns), ...shown.map(line)];
  if (rows.length > maxRows) out.push(`… ${rows.length - maxRows} more rows`);
  return out.join("\n");
}

/** The options {@link showTable} takes. */
const SHOW_TABLE_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof showTable>[1]>>({ maxRows: true, caption: true });

/** Show a table inline (HTML with a text fallback). */
export function showTable(table: Rows | DataFrame, opts: { maxRows?: number; caption?: string } = {}): void {
  checkOptions(opts, SHOW_TABLE_OPTION_NAMES, "showTable");
  const caption = opts.caption ? `<p><b>${escapeHtml(opts.caption)}</b></p>` : "";
  displayBundle({ "text/html": caption + tableHtml(table, opts.maxRows), "text/plain": tableText(table) });
}

/** Options of {@link saveTable} and {@link saveJson}. */
export interface SaveOptions {
  /**
   * Columns (keys, at any depth for JSON) that measure this run rather than the result: times,
   * memory. They are left out of the results file, which then changes only when the results do,
   * and the whole table or value is written beside it to the sidecar {@link timingsName} (git-ignored).
   */
  timings?: readonly string[];
}

/**
 * The sidecar a results file's timings go to: `konane/3xn_growth.csv` → `konane/3xn_growth.timings.csv`;
 * a file already named `timings.*` or `*.timings.*` is its own sidecar.
 * Such files (any `timings.csv|json` / `*.timings.csv|json` under results/) are git-ignored: a rerun's times never show as a change. O(1).
 */
export function timingsName(relativePath: string): string {
  const m = /^(.*)(\.[A-Za-z0-9]+)$/.exec(relativePath);
  if (m === null) throw new InputError(`a results path needs an extension, got ${JSON.stringify(relativePath)}`);
  return /(^|[/.])timings$/.test(m[1]!) ? relativePath : `${m[1]}.timings${m[2]}`;
}

function requireTimingKeys(timings: unknown): readonly string[] {
  if (timings === undefined) return [];
  if (!Array.isArray(timings) || !timings.every((t) => typeof t === "string")) {
    throw new InputError(`options.timings must be an array of column names, got ${JSON.stringify(timings)}`);
  }
  return timings;
}

/** The fields of {@link SaveOptions}. */
const SAVE_OPTION_NAMES = optionNames<SaveOptions>({ timings: true });

/**
 * Save a table as CSV under results/ (whole or not at all), full precision; returns the published
 * name `results/<relativePath>` (never the absolute or staging path, see {@link publishedName}).
 * With `{ timings: ["time_ms"] }` those columns go to the git-ignored sidecar only (see {@link SaveOptions}).
 */
export function saveTable(table: Rows | DataFrame, relativePath: string, options: SaveOptions = {}): string {
  checkOptions(options, SAVE_OPTION_NAMES, "saveTable");
  if (typeof relativePath !== "string" || !relativePath.toLowerCase().endsWith(".csv")) {
    throw new InputError(`saveTable writes CSV: the path must end in .csv, got ${JSON.stringify(relativePath)}`);
  }
  const timings = requireTimingKeys(options.timings);
  const { columns, rows } = tableColumns(table); // validated before any file is touched
  const missing = timings.filter((t) => !columns.includes(t));
  if (missing.length > 0 && rows.length > 0) throw new InputError(`saveTable: timing column(s) ${missing.join(", ")} not in the table (columns: ${columns.join(", ")})`, relativePath);
  const keep = columns.map((c, i) => (timings.includes(c) ? -1 : i)).filter((i) => i >= 0);
  const text = csvText(keep.map((i) => columns[i]!), rows.map((r) => keep.map((i) => r[i])));
  if (timings.length > 0) writeFileAtomic(resultsPath(timingsName(relativePath)), csvText(columns, rows));
  writeFileAtomic(resultsPath(relativePath), text);
  return publishedName(relativePath);
}

/**
 * Save measurements of this run (times, memory) as CSV or JSON (by the extension) to the
 * git-ignored sidecar {@link timingsName}(relativePath); returns its published name. O(size).
 */
export function saveTimings(value: unknown, relativePath: string): string {
  const name = timingsName(relativePath);
  if (/\.csv$/i.test(name)) writeFileAtomic(resultsPath(name), toCsv(value as Rows));
  else if (/\.json$/i.test(name)) writeFileAtomic(resultsPath(name), toJson(value));
  else throw new InputError(`saveTimings writes .csv or .json, got ${JSON.stringify(relativePath)}`);
  return publishedName(name);
}

function csvText(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [columns.map(csvField).join(","), ...rows.map((r) => r.map(csvField).join(","))].join("\n") + "\n";
}

/** `value` without the keys `drop`, at any depth (arrays and plain objects copied; other values kept). */
function withoutKeys(value: unknown, drop: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKeys(v, drop));
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !drop.includes(k)).map(([k, v]) => [k, withoutKeys(v, drop)]));
  }
  return value;
}

/**
 * danfojs-node, an optional peer dependency of the package: a project that installed cgtlab gets
 * it with `npx cgtlab setup-kernel --danfo` (it needs npm overrides that only a project can set).
 */
function loadDanfo(): typeof import("danfojs-node") {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional dependency, loaded lazily so that tables work from rows without it
    return require("danfojs-node") as typeof import("danfojs-node");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || !String((err as Error).message).includes("'danfojs-node'")) throw err;
    throw new Error("DataFrames need danfojs-node, which is not installed in this project: run `npx cgtlab setup-kernel --danfo` there (or pass rows, which every table helper takes)", { cause: err });
  }
}

/** Build a danfojs DataFrame from rows (BigInts become strings: danfo has no BigInt dtype). */
export function toDataFrame(rows: Rows): DataFrame {
  const dfd = loadDanfo();
  const { columns, rows: data } = tableColumns(rows);
  const plain = data.map((r) => r.map((v) => (typeof v === "bigint" ? v.toString() : v ?? null)));
  return new dfd.DataFrame(plain as (string | number | boolean | null)[][], { columns });
}

/**
 * JSON text with BigInts written as decimal strings. A value that refers back to itself is an
 * InputError naming the path of the reference (`value.rows[2].parent`), not JSON.stringify's
 * TypeError. O(size of the value).
 */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2) + "\n";
  } catch (e) {
    if (e instanceof TypeError && /circular|cyclic/i.test(e.message)) {
      const path = cyclePath(value);
      throw new InputError(`toJson: the value refers back to itself${path ? ` (${path.from} is ${path.to} again)` : ""}, and JSON cannot hold a cycle; save a copy without the back reference`);
    }
    throw e;
  }
}

/** The first back reference found depth-first: the path where it is and the path of the object it repeats. O(size). */
function cyclePath(root: unknown): { from: string; to: string } | undefined {
  const onPath = new Map<object, string>();
  const walk = (v: unknown, path: string): { from: string; to: string } | undefined => {
    if (typeof v !== "object" || v === null) return undefined;
    const seenAt = onPath.get(v);
    if (seenAt !== undefined) return { from: path, to: seenAt };
    onPath.set(v, path);
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((x, i) => [`${path}[${i}]`, x]) : Object.entries(v).map(([k, x]) => [/^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`, x]);
    for (const [p, x] of entries) {
      const found = walk(x, p);
      if (found) return found;
    }
    onPath.delete(v);
    return undefined;
  };
  return walk(root, "value");
}

/**
 * Save a value as JSON under results/ (whole or not at all); returns the published name
 * `results/<relativePath>`. With `{ timings: ["millis"] }` those keys (at any depth) are left out
 * and the whole value goes to the git-ignored sidecar (see {@link SaveOptions}).
 */
export function saveJson(value: unknown, relativePath: string, options: SaveOptions = {}): string {
  checkOptions(options, SAVE_OPTION_NAMES, "saveJson");
  if (typeof relativePath !== "string" || !relativePath.toLowerCase().endsWith(".json")) {
    throw new InputError(`saveJson writes JSON: the path must end in .json, got ${JSON.stringify(relativePath)}`);
  }
  const timings = requireTimingKeys(options.timings);
  const text = toJson(timings.length > 0 ? withoutKeys(value, timings) : value);
  if (timings.length > 0) writeFileAtomic(resultsPath(timingsName(relativePath)), toJson(value));
  writeFileAtomic(resultsPath(relativePath), text);
  return publishedName(relativePath);
}
