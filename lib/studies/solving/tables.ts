/**
 * The outcome tables of results/solve/ (one CSV per ruleset, written by scripts/solve/*.ts) read
 * generically, by their columns: a summary per table, nodes and seconds against board size for a
 * chart, and the rows that record a new result (a `source` starting with "new:"). The tables are
 * handed in as parsed rows (the notebook layer reads the files); nothing here reads a file.
 *
 * @module
 */
import { InputError } from "../../util";

/** One table of results/solve/ as rows of text cells, with its timings sidecar when present. */
export interface SolveTable {
  /** The file, relative to results/ (e.g. "solve/domineering.csv"): names the table in every row and message. */
  readonly file: string;
  /** Its rows, each a record of column → text. */
  readonly rows: readonly Readonly<Record<string, string>>[];
  /** The rows of its timings sidecar (`*.timings.csv`: key columns, nodes, seconds), if any. */
  readonly timings?: readonly Readonly<Record<string, string>>[];
}

/** One table summarized (see {@link summarizeSolveTables}). */
export interface SolveTableSummary {
  readonly table: string;
  readonly rulesets: string;
  readonly rows: number;
  readonly boards: number;
  readonly rows_with_source: number;
  readonly rows_without_source: number;
  readonly new_results: number;
  readonly largest_board: string;
  readonly max_nodes: number;
  readonly total_nodes: number;
}

/** A board's search effort (see {@link solveSizeRows}). */
export interface SolveSizeRow {
  readonly table: string;
  readonly board: string;
  readonly cells: number;
  /** Nodes summed over the board's rows (both players to move where the table has both). */
  readonly nodes: number;
  /** Seconds summed over the same rows, from the timings sidecar; null without one (or a row missing there). */
  readonly seconds: number | null;
}

/** A row that records a result no source had published (its `source` starts with "new:"). */
export interface NewResultRow {
  readonly table: string;
  readonly row: Readonly<Record<string, string>>;
}

const NEEDED = ["rows", "cols", "nodes", "source"] as const;

/** The table's name: the file's stem ("solve/cram.csv" → "cram"). */
function tableName(file: string): string {
  const base = file.slice(file.lastIndexOf("/") + 1);
  return base.endsWith(".csv") ? base.slice(0, -4) : base;
}

/** Checks that every row has the columns read here and integer rows, cols and nodes: an InputError naming the file, the row and the column otherwise. O(rows). */
function checked(t: SolveTable): readonly Readonly<Record<string, string>>[] {
  t.rows.forEach((r, i) => {
    for (const c of NEEDED) if (typeof r[c] !== "string") throw new InputError(`${t.file}: row ${i + 1} has no "${c}" column (the solve tables have ${NEEDED.join(", ")})`, t.file);
    for (const c of ["rows", "cols", "nodes"] as const) {
      if (!/^\d+$/.test(r[c]!)) throw new InputError(`${t.file}: row ${i + 1} has ${c} = "${r[c]!}", not a non-negative integer`, t.file);
    }
  });
  return t.rows;
}

const boardOf = (r: Readonly<Record<string, string>>): string => `${r.rows!}×${r.cols!}`;
const cellsOf = (r: Readonly<Record<string, string>>): number => Number(r.rows) * Number(r.cols);

/** Whether a row's source records a new result: it starts with "new:" (after white space). O(1). */
export function isNewResult(row: Readonly<Record<string, string>>): boolean {
  return (row.source ?? "").trimStart().startsWith("new:");
}

/**
 * One summary row per table: its ruleset names, rows, distinct boards, rows with and without a
 * published source, new results, the largest board (by cells) and its node counts. Columns are
 * read by name; a missing column is an InputError naming the file. O(rows).
 */
export function summarizeSolveTables(tables: readonly SolveTable[]): SolveTableSummary[] {
  return tables.map((t) => {
    const rows = checked(t);
    const largest = rows.reduce<Readonly<Record<string, string>> | undefined>((a, r) => (a === undefined || cellsOf(r) > cellsOf(a) ? r : a), undefined);
    const nodes = rows.map((r) => Number(r.nodes));
    const withSource = rows.filter((r) => r.source!.trim() !== "").length;
    return {
      table: tableName(t.file),
      rulesets: [...new Set(rows.map((r) => r.ruleset ?? ""))].filter((s) => s !== "").join("; "),
      rows: rows.length,
      boards: new Set(rows.map(boardOf)).size,
      rows_with_source: withSource,
      rows_without_source: rows.length - withSource,
      new_results: rows.filter(isNewResult).length,
      largest_board: largest === undefined ? "" : boardOf(largest),
      max_nodes: nodes.length === 0 ? 0 : Math.max(...nodes),
      total_nodes: nodes.reduce((a, b) => a + b, 0),
    };
  });
}

/**
 * Nodes and seconds against board size: one row per board of each table (rows of the same board,
 * e.g. each player to move, summed), in order of cells. Seconds come from the table's timings
 * sidecar, matched on the columns both files have other than nodes and seconds; a board with a
 * row missing there gets null. O(rows · log rows).
 */
export function solveSizeRows(tables: readonly SolveTable[]): SolveSizeRow[] {
  const out: SolveSizeRow[] = [];
  for (const t of tables) {
    const rows = checked(t);
    const timings = t.timings ?? [];
    const keyCols = timings.length === 0 ? [] : Object.keys(timings[0]!).filter((c) => c !== "nodes" && c !== "seconds" && c in (rows[0] ?? {}));
    const keyOf = (r: Readonly<Record<string, string>>): string => keyCols.map((c) => r[c] ?? "").join("\u0000");
    const seconds = new Map<string, number>();
    for (const r of timings) if (r.seconds !== undefined && r.seconds.trim() !== "" && Number.isFinite(Number(r.seconds))) seconds.set(keyOf(r), Number(r.seconds));
    const byBoard = new Map<string, { cells: number; nodes: number; seconds: number | null }>();
    for (const r of rows) {
      const b = byBoard.get(boardOf(r)) ?? { cells: cellsOf(r), nodes: 0, seconds: 0 };
      b.nodes += Number(r.nodes);
      const s = keyCols.length === 0 ? undefined : seconds.get(keyOf(r));
      b.seconds = b.seconds === null || s === undefined ? null : b.seconds + s;
      byBoard.set(boardOf(r), b);
    }
    for (const [board, b] of byBoard) out.push({ table: tableName(t.file), board, cells: b.cells, nodes: b.nodes, seconds: b.seconds === null ? null : Math.round(b.seconds * 1000) / 1000 });
  }
  return out.sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : a.cells - b.cells));
}

/** The rows of all tables whose source starts with "new:" (see {@link isNewResult}), with their table. O(rows). */
export function newResults(tables: readonly SolveTable[]): NewResultRow[] {
  return tables.flatMap((t) => checked(t).filter(isNewResult).map((row) => ({ table: tableName(t.file), row })));
}
