/**
 * Generalized Konane boards: any rectangle of cells that are empty, black (`B`, Left) or
 * white (`W`, Right). Boards are immutable values: every move builds a new board.
 */
import { InputError, definePicture, checkOptions, optionNames } from "../../util";
import { Grid, gridSvg } from "../../grid";

/** Cell contents: 0 = empty `.`, 1 = black `B` (Left), 2 = white `W` (Right). */
export type Cell = 0 | 1 | 2;
/** The empty cell code. */
export const EMPTY = 0 as const;
/** Black, Left's stone. */
export const BLACK = 1 as const;
/** White, Right's stone. */
export const WHITE = 2 as const;

/** A Konane position: `cells[r * cols + c]` holds the cell at row r, column c (row 0 on top). */
export interface Board {
  readonly rows: number;
  readonly cols: number;
  readonly cells: Uint8Array;
}

const CHAR_OF: readonly string[] = [".", "B", "W"];

/**
 * The library's boards: a {@link Board} that prints as its picture (`console.log`, a cell's last
 * expression, template strings), keeps its data in `JSON.stringify` (`rows`, `cols`, `cells` as an
 * array, `picture`) and draws itself in `notebook.show`. Same fields as any Board; O(1) to make.
 */
class KonaneBoard implements Board {
  // `declare` fields and plain assignments: class-field definitions would make construction,
  // on every move, measurably slower (V8 defines each field instead of storing it).
  declare readonly rows: number;
  declare readonly cols: number;
  declare readonly cells: Uint8Array;
  constructor(rows: number, cols: number, cells: Uint8Array) {
    (this as { rows: number }).rows = rows;
    (this as { cols: number }).cols = cols;
    (this as { cells: Uint8Array }).cells = cells;
  }
}

definePicture(KonaneBoard.prototype, {
  label: (b) => `Konane ${b.rows}×${b.cols}`,
  text: (b) => formatBoard(b),
  json: (b) => ({ rows: b.rows, cols: b.cols, cells: Array.from(b.cells), picture: boardRows(b).join("|") }),
  svg: (b) => boardSvg(b),
});

/**
 * A board of `rows` × `cols` over `cells` (shared, not copied or checked: for move generators
 * and other fast paths that built a valid array) that prints as its picture. O(1).
 */
export function makeBoard(rows: number, cols: number, cells: Uint8Array): Board {
  return new KonaneBoard(rows, cols, cells);
}

/**
 * Parse a board from rows of `B`, `W`, `.` — either an array of row strings or one string with
 * rows separated by newlines (surrounding blank lines and spaces are ignored). O(cells).
 * Throws {@link InputError} for an empty board, ragged rows or unknown characters, naming the
 * row and column.
 */
export function parseBoard(input: string | readonly string[]): Board {
  if (typeof input !== "string" && !Array.isArray(input as unknown)) {
    throw new InputError(`a Konane board is a picture string or an array of row strings, not ${input === null ? "null" : typeof input}`);
  }
  if (typeof input !== "string") {
    (input as readonly unknown[]).forEach((row, r) => {
      if (typeof row !== "string") throw new InputError(`a Konane board row must be a string, not ${row === null ? "null" : typeof row}`, `row ${r + 1}`);
    });
  }
  const rows =
    typeof input === "string"
      ? input
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter((s) => s.length > 0)
      : input.map((s) => s.trim());
  if (rows.length === 0) throw new InputError("empty Konane board: no rows");
  const cols = rows[0]!.length;
  if (cols === 0) throw new InputError("empty Konane board: row 1 has no cells", "row 1");
  const cells = new Uint8Array(rows.length * cols);
  rows.forEach((row, r) => {
    if (row.length !== cols) {
      throw new InputError(
        `ragged Konane board: row ${r + 1} has ${row.length} cells but row 1 has ${cols}`,
        `row ${r + 1}`,
      );
    }
    for (let c = 0; c < cols; c++) {
      const ch = row[c]!;
      const code = ch === "." ? EMPTY : ch === "B" ? BLACK : ch === "W" ? WHITE : -1;
      if (code < 0) {
        throw new InputError(
          `unknown Konane cell ${JSON.stringify(ch)}; expected "B", "W" or "."`,
          `row ${r + 1}, column ${c + 1}`,
        );
      }
      cells[r * cols + c] = code;
    }
  });
  return new KonaneBoard(rows.length, cols, cells);
}

/** The board's rows as strings of `B`, `W`, `.` (inverse of {@link parseBoard}). O(cells). */
export function boardRows(board: Board): string[] {
  const out: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let s = "";
    for (let c = 0; c < board.cols; c++) s += CHAR_OF[board.cells[r * board.cols + c]!];
    out.push(s);
  }
  return out;
}

/** The board as one string, rows joined with "\n". O(cells). */
export function formatBoard(board: Board): string {
  return boardRows(board).join("\n");
}

/** A compact key identifying the board (dimensions and cells), for Maps. O(cells). */
export function boardKey(board: Board): string {
  return `${board.rows}x${board.cols}:${boardRows(board).join("/")}`;
}

/** An all-empty board of the given size. Throws {@link InputError} for non-positive sizes. O(cells). */
export function emptyBoard(rows: number, cols: number): Board {
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(cols) || rows < 1 || cols < 1) {
    throw new InputError(`board size must be positive integers, got ${rows}×${cols}`);
  }
  return new KonaneBoard(rows, cols, new Uint8Array(rows * cols));
}

/** Number of stones of each colour on the board. O(cells). */
export function stoneCounts(board: Board): { black: number; white: number } {
  let black = 0;
  let white = 0;
  for (const v of board.cells) {
    if (v === BLACK) black++;
    else if (v === WHITE) white++;
  }
  return { black, white };
}

/** The options {@link boardSvg} takes. */
const SVG_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof boardSvg>[1]>>({ cellSize: true, title: true });

/**
 * SVG picture of a board (lib/grid's `gridSvg`): black stones (Left) dark, white stones (Right)
 * light with a dark rim, empty cells plain. `cellSize` in px (default 22). Deterministic. O(cells).
 */
export function boardSvg(board: Board, options: { cellSize?: number; title?: string } = {}): string {
  checkOptions(options, SVG_OPTION_NAMES, "boardSvg");
  const grid = Grid.of(board.rows, board.cols, board.cells);
  return gridSvg(grid, {
    cellSize: options.cellSize ?? 22,
    title: options.title ?? formatBoard(board).replace(/\n/g, " / "),
    glyph: (v) => (v === BLACK ? { kind: "stone", fill: "#222" } : v === WHITE ? { kind: "stone", fill: "#fafafa", stroke: "#222" } : { kind: "empty" }),
  });
}
