/**
 * Tables: plain row objects or danfojs DataFrames, shown inline as HTML and saved as CSV.
 * danfojs-node is loaded lazily (it pulls in TensorFlow.js), only when a DataFrame is built.
 */
import type { DataFrame } from "danfojs-node";
import { InputError, writeFileAtomic } from "../util";
import { displayBundle, escapeHtml } from "./display";
import { resultsPath } from "./paths";

/** A table cell value. BigInts are written exactly. */
export type Cell = string | number | bigint | boolean | null | undefined;
/**
 * A table as rows of plain objects (all rows share the first row's columns). Declared as
 * `object` so that rows typed by interfaces are accepted; values are written with String(),
 * BigInts exactly.
 */
export type Rows = ReadonlyArray<object>;

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

function cellText(v: unknown): string {
  return v === null || v === undefined ? "" : String(v);
}

/** One CSV field (RFC 4180 quoting when needed). */
function csvField(v: unknown): string {
  const s = cellText(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text of a table (header line + one line per row, "\n" line ends). */
export function toCsv(table: Rows | DataFrame): string {
  const { columns, rows } = tableColumns(table);
  return [columns.map(csvField).join(","), ...rows.map((r) => r.map(csvField).join(","))].join("\n") + "\n";
}

function requireMaxRows(maxRows: unknown): number {
  if (typeof maxRows !== "number" || !Number.isInteger(maxRows) || maxRows < 1) {
    throw new InputError(`maxRows must be an integer ≥ 1, got ${JSON.stringify(maxRows)}`);
  }
  return maxRows;
}

/**
 * HTML <table> of a table: all rows when there are at most `maxRows`, else exactly `maxRows`
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
        : `<tr>${r.map((v) => `<td>${escapeHtml(cellText(v))}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<table class="dataframe cgtlab-table"><thead>${headRow}</thead><tbody>${body}</tbody></table>` +
    `<p style="font-size:smaller">${rows.length} rows × ${columns.length} columns</p>`;
}

/** Plain-text rendering of a table (for non-HTML frontends). */
export function tableText(table: Rows | DataFrame, maxRows = 30): string {
  requireMaxRows(maxRows);
  const { columns, rows } = tableColumns(table);
  const shown = rows.slice(0, maxRows).map((r) => r.map(cellText));
  const widths = columns.map((c, i) => Math.max(c.length, ...shown.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join("  ");
  const out = [line(columns), ...shown.map(line)];
  if (rows.length > maxRows) out.push(`… ${rows.length - maxRows} more rows`);
  return out.join("\n");
}

/** Show a table inline (HTML with a text fallback). */
export function showTable(table: Rows | DataFrame, opts: { maxRows?: number; caption?: string } = {}): void {
  const caption = opts.caption ? `<p><b>${escapeHtml(opts.caption)}</b></p>` : "";
  displayBundle({ "text/html": caption + tableHtml(table, opts.maxRows), "text/plain": tableText(table) });
}

/** Save a table as CSV under results/ (whole or not at all); returns the absolute path. */
export function saveTable(table: Rows | DataFrame, relativePath: string): string {
  if (typeof relativePath !== "string" || !relativePath.toLowerCase().endsWith(".csv")) {
    throw new InputError(`saveTable writes CSV: the path must end in .csv, got ${JSON.stringify(relativePath)}`);
  }
  const text = toCsv(table); // validated before any file is touched
  const path = resultsPath(relativePath);
  writeFileAtomic(path, text);
  return path;
}

/**
 * danfojs-node, an optional peer dependency of the package: a project that installed cgtlab gets
 * it with `npx cgtlab setup-kernel --danfo` (it needs npm overrides that only a project can set).
 */
function loadDanfo(): typeof import("danfojs-node") {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require("danfojs-node") as typeof import("danfojs-node");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || !String((err as Error).message).includes("'danfojs-node'")) throw err;
    throw new Error("DataFrames need danfojs-node, which is not installed in this project: run `npx cgtlab setup-kernel --danfo` there (or pass rows, which every table helper takes)");
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

/** Save a value as JSON under results/ (whole or not at all); returns the absolute path. */
export function saveJson(value: unknown, relativePath: string): string {
  if (typeof relativePath !== "string" || !relativePath.toLowerCase().endsWith(".json")) {
    throw new InputError(`saveJson writes JSON: the path must end in .json, got ${JSON.stringify(relativePath)}`);
  }
  const path = resultsPath(relativePath);
  writeFileAtomic(path, toJson(value));
  return path;
}
