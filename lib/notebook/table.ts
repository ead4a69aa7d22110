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
  return typeof x === "object" && x !== null && Array.isArray((x as FrameLike).columns) && Array.isArray((x as FrameLike).values);
}

/** Columns and row arrays of a table given as rows or a DataFrame. */
export function tableColumns(table: Rows | DataFrame): { columns: string[]; rows: Cell[][] } {
  if (isFrameLike(table)) {
    return { columns: [...table.columns], rows: table.values.map((r) => (Array.isArray(r) ? (r as Cell[]) : [r as Cell])) };
  }
  if (!Array.isArray(table)) throw new InputError("a table must be an array of row objects or a danfojs DataFrame");
  const rows = table as Rows;
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

/** HTML <table> of (at most `maxRows` rows of) a table. */
export function tableHtml(table: Rows | DataFrame, maxRows = 60): string {
  const { columns, rows } = tableColumns(table);
  const shown = rows.length > maxRows ? [...rows.slice(0, maxRows - 10), null, ...rows.slice(-10)] : rows;
  const head = `<tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join("")}</tr>`;
  const body = shown
    .map((r) =>
      r === null
        ? `<tr><td colspan="${columns.length}" style="text-align:center">… ${rows.length - maxRows + 10} more rows …</td></tr>`
        : `<tr>${r.map((v) => `<td>${escapeHtml(cellText(v))}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<table class="dataframe cgtlab-table"><thead>${head}</thead><tbody>${body}</tbody></table>` +
    `<p style="font-size:smaller">${rows.length} rows × ${columns.length} columns</p>`;
}

/** Plain-text rendering of a table (for non-HTML frontends). */
export function tableText(table: Rows | DataFrame, maxRows = 30): string {
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
  if (!relativePath.toLowerCase().endsWith(".csv")) {
    throw new InputError(`saveTable writes CSV: the path must end in .csv, got "${relativePath}"`);
  }
  const path = resultsPath(relativePath);
  writeFileAtomic(path, toCsv(table));
  return path;
}

/** Build a danfojs DataFrame from rows (BigInts become strings: danfo has no BigInt dtype). */
export function toDataFrame(rows: Rows): DataFrame {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dfd = require("danfojs-node") as typeof import("danfojs-node");
  const { columns, rows: data } = tableColumns(rows);
  const plain = data.map((r) => r.map((v) => (typeof v === "bigint" ? v.toString() : v ?? null)));
  return new dfd.DataFrame(plain as (string | number | boolean | null)[][], { columns });
}

/** JSON text with BigInts written as decimal strings. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2) + "\n";
}

/** Save a value as JSON under results/ (whole or not at all); returns the absolute path. */
export function saveJson(value: unknown, relativePath: string): string {
  if (!relativePath.toLowerCase().endsWith(".json")) {
    throw new InputError(`saveJson writes JSON: the path must end in .json, got "${relativePath}"`);
  }
  const path = resultsPath(relativePath);
  writeFileAtomic(path, toJson(value));
  return path;
}
