/**
 * Hare and Hounds, the French Military Game (Lucas, *Récréations mathématiques* III, 1893;
 * Gardner, "Mathematical Games", *Scientific American*, October 1963; Berlekamp, Conway and Guy,
 * *Winning Ways*, 1982, the chapter "Fox and Geese; Hare and Hounds"), a loopy partizan ruleset.
 *
 * The board: three rows (top, middle, bottom) of `columns` points each, with one more point at each
 * end of the middle row; lines join neighbours along rows and columns, each end to the three points
 * of its nearest column, and the diagonals of the alquerque pattern (between (row, col) and
 * (row ± 1, col ± 1) when row + col is odd, rows 0 … 2 from the top, columns from 0 at the left
 * end), so the standard board (`columns` 3) has 11 points, the square's two diagonals crossing at
 * the centre. Left has the hounds: a move slides one hound along a line to an empty point to its
 * right or straight up or down, never back to the left. Right has the hare: a move slides it along
 * any line to an empty point. A player who cannot move loses (the hounds win by trapping the hare).
 * A hare strictly to the left of every hound has escaped: the hounds (who never move left) can no
 * longer reach it, and by the game's rule the hare has won: such a position's value is `off`
 * (`knownLoopyValue`), as CGSuite values an escaped fox in Fox and Geese.
 *
 * The traditional stalling rule (the hare wins when the hounds make ten vertical moves in a row)
 * is left out: without it the hounds' vertical moves and the hare's moves can repeat positions, so
 * this is a loopy game, and play that goes on for ever is a draw (Winning Ways ch. 11; Siegel,
 * *Combinatorial Game Theory*, 2013, ch. VI). The stalling rule only takes wins from the hounds, so
 * a position the hounds win with it they also win here.
 *
 * Points are numbered column by column from the left: 0 the left end, then top, middle, bottom of
 * column 1 (1, 2, 3), of column 2 (4, 5, 6), …, and 3·columns + 1 the right end. Positions are
 * plain data `{ hounds, hare }` (hounds sorted); pictures are three rows from the top, `x` a hound,
 * `o` the hare, `.` an empty point, the top and bottom rows one point shorter at each end
 * (`"x..|x...o|x.."` or the same rows on three lines, the short rows indented by a space).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { definePartizan, type PartizanRuleset, type Symmetry } from "../../ruleset";
import { InputError, describeValue } from "../../util";

/** A position: the hounds' points (sorted) and the hare's point. */
export interface HareHoundsPosition {
  readonly hounds: readonly number[];
  readonly hare: number;
}

/** Parameters of a Hare and Hounds ruleset. */
export interface HareAndHoundsOptions {
  /** Number of three-point columns between the two ends: an odd integer ≥ 1 (default 3, the standard 11-point board). */
  readonly columns?: number;
}

/** The board: points with their (row, column), and each point's neighbours. */
export interface HareHoundsBoard {
  /** Number of three-point columns. */
  readonly columns: number;
  /** Number of points, 3·columns + 2. */
  readonly size: number;
  /** Row of each point: 0 top, 1 middle, 2 bottom. */
  readonly row: readonly number[];
  /** Column of each point: 0 the left end … columns + 1 the right end. */
  readonly col: readonly number[];
  /** Neighbours of each point along a line, ascending. */
  readonly neighbours: readonly (readonly number[])[];
}

const boards = new Map<number, HareHoundsBoard>();

/**
 * The board with `columns` three-point columns (an odd integer ≥ 1; InputError otherwise): points
 * numbered as in the module comment, the lines of the alquerque pattern. O(columns), cached.
 */
export function board(columns = 3): HareHoundsBoard {
  if (!Number.isInteger(columns) || columns < 1 || columns % 2 === 0) throw new InputError(`Hare and Hounds: columns must be an odd integer ≥ 1 (the board's ends are triangles only then), got ${describeValue(columns)}`, "parameter columns");
  const known = boards.get(columns);
  if (known !== undefined) return known;
  const size = 3 * columns + 2;
  const row: number[] = [1];
  const col: number[] = [0];
  for (let c = 1; c <= columns; c++) {
    for (let r = 0; r < 3; r++) {
      row.push(r);
      col.push(c);
    }
  }
  row.push(1);
  col.push(columns + 1);
  const at = new Map<string, number>();
  for (let p = 0; p < size; p++) at.set(`${row[p]},${col[p]}`, p);
  const neighbours = Array.from({ length: size }, (_, p) => {
    const out: number[] = [];
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
      const diagonal = dr !== 0 && dc !== 0;
      if (diagonal && (row[p] + col[p]) % 2 === 0) continue;
      const q = at.get(`${row[p] + dr},${col[p] + dc}`);
      if (q !== undefined) out.push(q);
    }
    return out.sort((a, b) => a - b);
  });
  const b: HareHoundsBoard = Object.freeze({ columns, size, row: Object.freeze(row), col: Object.freeze(col), neighbours: Object.freeze(neighbours.map((n) => Object.freeze(n))) });
  boards.set(columns, b);
  return b;
}

function checkPoint(b: HareHoundsBoard, p: unknown, what: string): number {
  if (!Number.isInteger(p) || (p as number) < 0 || (p as number) >= b.size) throw new InputError(`Hare and Hounds: ${what} must be a point 0..${b.size - 1} of the board, got ${describeValue(p)}`, what);
  return p as number;
}

/**
 * A position from the hounds' points and the hare's point on the board with `columns` columns,
 * checked: each a point of the board, no two pieces on one point; InputError naming the piece
 * otherwise. O(hounds · log hounds).
 */
export function position(hounds: readonly number[], hare: number, columns = 3): HareHoundsPosition {
  const b = board(columns);
  if (!Array.isArray(hounds)) throw new InputError(`Hare and Hounds: hounds must be an array of points, got ${describeValue(hounds)}`, "hounds");
  const hs = hounds.map((h, i) => checkPoint(b, h, `hound ${i + 1}`)).sort((x, y) => x - y);
  const h = checkPoint(b, hare, "the hare");
  for (let i = 0; i < hs.length; i++) {
    if ((i > 0 && hs[i - 1] === hs[i]) || hs[i] === h) throw new InputError(`Hare and Hounds: two pieces on point ${hs[i]}`, `point ${hs[i]}`);
  }
  return Object.freeze({ hounds: Object.freeze(hs), hare: h });
}

/** The standard opening (Gardner 1963): hounds on the left end and the two corners beside it, the hare on the right end (or, `hareInCentre`, on the centre point). */
export function start(columns = 3, hareInCentre = false): HareHoundsPosition {
  const b = board(columns);
  const centre = 3 * ((columns + 1) / 2 - 1) + 2;
  return position([0, 1, 3], hareInCentre ? centre : b.size - 1, columns);
}

/** Whether the hare has escaped: it stands strictly left of every hound (true without hounds). O(hounds). */
export function escaped(p: HareHoundsPosition, columns = 3): boolean {
  const b = board(columns);
  return p.hounds.every((h) => b.col[h] > b.col[p.hare]);
}

/** The hounds' moves (Left): one hound along a line to an empty point not to its left. O(hounds · 8). */
export function houndMoves(p: HareHoundsPosition, columns = 3): HareHoundsPosition[] {
  const b = board(columns);
  const out: HareHoundsPosition[] = [];
  p.hounds.forEach((h, i) => {
    for (const q of b.neighbours[h]) {
      if (b.col[q] < b.col[h] || q === p.hare || p.hounds.includes(q)) continue;
      out.push({ hounds: p.hounds.map((x, j) => (j === i ? q : x)).sort((x, y) => x - y), hare: p.hare });
    }
  });
  return out;
}

/** The hare's moves (Right): along any line to an empty point. O(8 · hounds). */
export function hareMoves(p: HareHoundsPosition, columns = 3): HareHoundsPosition[] {
  const b = board(columns);
  return b.neighbours[p.hare].filter((q) => !p.hounds.includes(q)).map((q) => ({ hounds: p.hounds, hare: q }));
}

/** The three rows of the picture (top, middle, bottom), `x` hound, `o` hare, `.` empty. O(size). */
function rowsOf(p: HareHoundsPosition, b: HareHoundsBoard): [string, string, string] {
  const rows = ["", "", ""];
  for (let q = 0; q < b.size; q++) rows[b.row[q]] += q === p.hare ? "o" : p.hounds.includes(q) ? "x" : ".";
  return [rows[0], rows[1], rows[2]];
}

/** The picture on three lines, the top and bottom rows indented by one space (`" x..\nx...o\n x.."`). O(size). */
export function format(p: HareHoundsPosition, columns = 3): string {
  const [t, m, u] = rowsOf(p, board(columns));
  return ` ${t}\n${m}\n ${u}`;
}

/**
 * Read a picture: three rows from the top separated by newlines or `|` (spaces around a row are
 * ignored), the top and bottom rows `columns` points long, the middle row `columns` + 2; `x` a
 * hound, `o` the hare, `.` empty. InputError naming the row and point of a bad character, a row of
 * the wrong length, a missing or second hare. O(size).
 */
export function parse(picture: string, columns = 3): HareHoundsPosition {
  const b = board(columns);
  if (typeof picture !== "string") throw new InputError(`Hare and Hounds: a picture must be a string, got ${describeValue(picture)}`);
  const lines = picture.split(/\r?\n|\|/).map((l) => l.trim()).filter((l) => l !== "");
  if (lines.length !== 3) throw new InputError(`Hare and Hounds: a picture has three rows (top, middle, bottom), got ${lines.length}`);
  const hounds: number[] = [];
  let hare: number | undefined;
  lines.forEach((line, r) => {
    const want = r === 1 ? columns + 2 : columns;
    if (line.length !== want) throw new InputError(`Hare and Hounds: row ${r + 1} of the picture has ${line.length} points, it should have ${want} (columns ${columns})`, `row ${r + 1}`);
    [...line].forEach((ch, j) => {
      const col = r === 1 ? j : j + 1;
      const q = r === 1 ? (col === 0 ? 0 : col === columns + 1 ? b.size - 1 : 3 * (col - 1) + 2) : 3 * (col - 1) + 1 + r;
      if (ch === ".") return;
      if (ch === "o") {
        if (hare !== undefined) throw new InputError(`Hare and Hounds: a second hare at row ${r + 1}, point ${j + 1}`, `row ${r + 1}, point ${j + 1}`);
        hare = q;
      } else if (ch === "x") hounds.push(q);
      else throw new InputError(`Hare and Hounds: unknown character ${JSON.stringify(ch)} at row ${r + 1}, point ${j + 1} (x hound, o hare, . empty)`, `row ${r + 1}, point ${j + 1}`);
    });
  });
  if (hare === undefined) throw new InputError("Hare and Hounds: the picture has no hare (o)");
  return position(hounds, hare, columns);
}

/** An SVG drawing: the board's lines and points, hounds black, the hare white. O(size). */
export function draw(p: HareHoundsPosition, columns = 3): string {
  const b = board(columns);
  const s = 32;
  const x = (q: number): number => s / 2 + b.col[q] * s;
  const y = (q: number): number => s / 2 + b.row[q] * s;
  const parts: string[] = [];
  for (let q = 0; q < b.size; q++) for (const w of b.neighbours[q]) if (w > q) parts.push(`<line x1="${x(q)}" y1="${y(q)}" x2="${x(w)}" y2="${y(w)}" stroke="#8b6f47" stroke-width="2"/>`);
  for (let q = 0; q < b.size; q++) {
    const fill = q === p.hare ? "#ffffff" : p.hounds.includes(q) ? "#222222" : "#f0e6d2";
    const r = q === p.hare || p.hounds.includes(q) ? s * 0.32 : s * 0.12;
    parts.push(`<circle cx="${x(q)}" cy="${y(q)}" r="${r}" fill="${fill}" stroke="#222222"/>`);
  }
  const w = (columns + 2) * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${3 * s}" viewBox="0 0 ${w} ${3 * s}">${parts.join("")}</svg>`;
}

/** The mirror image top ↔ bottom (a symmetry of the board keeping the players). O(hounds). */
function mirror(p: HareHoundsPosition, b: HareHoundsBoard): HareHoundsPosition {
  const flip = (q: number): number => (b.row[q] === 1 ? q : b.row[q] === 0 ? q + 2 : q - 2);
  return { hounds: p.hounds.map(flip).sort((x, y) => x - y), hare: flip(p.hare) };
}

/**
 * A Hare and Hounds ruleset on the board with `columns` columns (default 3, the standard board):
 * the hounds are Left's, the hare Right's; a loopy ruleset whose escaped positions are `off`,
 * folded over the top–bottom mirror. InputError for an unknown parameter or a bad value. Moves
 * cost O(hounds · 8).
 *
 * @example
 * ```ts
 * // the hare on the right end, one hound beside it on each side and one in front: trapped, the hounds have won
 * const hh = games.harehounds.ruleset;
 * String(solvers.loopyValue(hh, games.harehounds.parse("..x|...xo|..x"))); // → "0"
 * ```
 */
export function hareAndHounds(options: HareAndHoundsOptions = {}): PartizanRuleset<HareHoundsPosition> {
  for (const k of Object.keys(options)) if (k !== "columns") throw new InputError(`hareAndHounds(): unknown parameter "${k}"; the parameter is columns`, `parameter ${k}`);
  const columns = options.columns ?? 3;
  const b = board(columns);
  const name = columns === 3 ? "Hare and Hounds" : `Hare and Hounds (columns ${columns})`;
  const symmetries: Symmetry<HareHoundsPosition>[] = [{ name: "mirror", apply: (p) => mirror(p, b), swapsPlayers: false }];
  return definePartizan<HareHoundsPosition>({
    name,
    loopy: true,
    leftOptions: (p) => houndMoves(p, columns),
    rightOptions: (p) => hareMoves(p, columns),
    key: (p) => `${p.hare}:${p.hounds.join(",")}`,
    isPosition: (x) => {
      if (typeof x !== "object" || x === null) return false;
      const p = x as Partial<HareHoundsPosition>;
      try {
        position(p.hounds as number[], p.hare!, columns);
        return true;
      } catch {
        return false;
      }
    },
    symmetries,
    knownLoopyValue: (p) => (escaped(p, columns) ? cgt.loopy.off : undefined),
    parse: (picture) => parse(picture, columns),
    format: (p) => format(p, columns),
    draw: (p) => draw(p, columns),
  });
}

/** Hare and Hounds on the standard 11-point board. */
export const ruleset: PartizanRuleset<HareHoundsPosition> = hareAndHounds();
