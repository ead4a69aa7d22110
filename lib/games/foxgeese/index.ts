/**
 * Fox and Geese (Winning Ways ch. 20, Berlekamp–Conway–Guy 1982, as CGSuite's documentation cites it; CGSuite's
 * `game.grid.FoxAndGeese` and `GenFoxAndGeese`), a loopy ruleset: on the white squares of a
 * checkerboard of `boardWidth` columns (rows numbered from 1 at the bottom, columns from 1 at
 * the left, a square (row, col) white when row + col is even), Left moves one goose one square
 * diagonally down; Right moves the fox like a checkers king, any diagonal direction, up to
 * `foxRange` squares in a straight line and never over a goose. A player who cannot move loses;
 * the fox can move back and forth, so positions repeat and the values are loopy games
 * (`solvers.loopyValue`).
 *
 * As in CGSuite, a fox level with the highest goose or above it, or one row below it with an open
 * square diagonally up, has escaped: the geese can never trap it, and the position's value is
 * `off` (`knownLoopyValue`, which also keeps the board finite: the fox is never explored above
 * the geese).
 *
 * Positions are plain data `{ geese, fox }` of (row, col) pairs, geese sorted; pictures are rows
 * from the top, `x` a goose, `o` the fox, `.` any other square (CGSuite's letters).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { definePartizan, type PartizanRuleset, type Symmetry } from "../../ruleset";
import { InputError, describeValue } from "../../util";

/** A square: [row, col], rows from 1 at the bottom, columns from 1 at the left. */
export type Square = readonly [row: number, col: number];

/** A position: the geese (sorted by row, then column) and the fox. */
export interface FoxGeesePosition {
  readonly geese: readonly Square[];
  readonly fox: Square;
}

/** Parameters of a Fox and Geese ruleset (CGSuite's GenFoxAndGeese). */
export interface FoxAndGeeseOptions {
  /** Number of columns (default 8, the checkerboard). */
  readonly boardWidth?: number;
  /** How far the fox moves in one direction (default 1; 2 is Ceylonese Fox and Geese). */
  readonly foxRange?: number;
}

const same = (a: Square, b: Square): boolean => a[0] === b[0] && a[1] === b[1];
const bySquare = (a: Square, b: Square): number => a[0] - b[0] || a[1] - b[1];

function checkSquare(s: unknown, width: number, what: string): Square {
  if (!Array.isArray(s) || s.length !== 2 || !s.every((x) => Number.isInteger(x))) throw new InputError(`Fox and Geese: ${what} must be a square [row, col] of integers, got ${describeValue(s)}`, what);
  const [row, col] = s as [number, number];
  if (row < 1 || col < 1 || col > width || (row + col) % 2 !== 0) {
    throw new InputError(`Fox and Geese: ${what} [${row}, ${col}] is not a white square of the board (1 ≤ col ≤ ${width}, row ≥ 1, row + col even)`, what);
  }
  return [row, col];
}

/**
 * A position from the geese's squares and the fox's square, checked as CGSuite checks them: each
 * a white square of a board `boardWidth` wide (row ≥ 1, 1 ≤ col ≤ width, row + col even), no two
 * pieces on one square; InputError naming the piece otherwise. O(geese · log geese).
 */
export function position(geese: readonly Square[], fox: Square, boardWidth = 8): FoxGeesePosition {
  if (!Array.isArray(geese)) throw new InputError(`Fox and Geese: geese must be an array of squares [row, col], got ${describeValue(geese)}`, "geese");
  const gs = geese.map((g, i) => checkSquare(g, boardWidth, `goose ${i + 1}`)).sort(bySquare);
  const f = checkSquare(fox, boardWidth, "the fox");
  for (let i = 0; i < gs.length; i++) {
    if ((i > 0 && same(gs[i - 1], gs[i])) || same(gs[i], f)) throw new InputError(`Fox and Geese: two pieces on square [${gs[i][0]}, ${gs[i][1]}]`, `goose on [${gs[i][0]}, ${gs[i][1]}]`);
  }
  return Object.freeze({ geese: Object.freeze(gs), fox: f });
}

/** The highest row of a goose (0 without geese). */
function topGooseRow(p: FoxGeesePosition): number {
  return p.geese.length === 0 ? 0 : p.geese[p.geese.length - 1][0];
}

const hasGoose = (p: FoxGeesePosition, s: Square): boolean => p.geese.some((g) => same(g, s));

/**
 * Whether the fox has escaped (CGSuite's GenFoxAndGeese decomposition): it is level with the
 * highest goose or above, or one row below with an open square diagonally up. O(geese).
 */
export function escaped(p: FoxGeesePosition, boardWidth = 8): boolean {
  const top = topGooseRow(p);
  const [row, col] = p.fox;
  if (row >= top) return true;
  if (row !== top - 1) return false;
  return (col > 1 && !hasGoose(p, [row + 1, col - 1])) || (col < boardWidth && !hasGoose(p, [row + 1, col + 1]));
}

/** The plain key: the fox's square, then the geese's. O(geese). */
function keyOf(p: FoxGeesePosition): string {
  let k = `${p.fox[0]},${p.fox[1]}`;
  for (const g of p.geese) k += `;${g[0]},${g[1]}`;
  return k;
}

/** The picture: rows from the highest piece down to row 1, `x` goose, `o` fox, `.` other squares. O(rows · width). */
export function format(p: FoxGeesePosition, boardWidth = 8): string {
  const top = Math.max(topGooseRow(p), p.fox[0]);
  const rows: string[] = [];
  for (let r = top; r >= 1; r--) {
    let line = "";
    for (let c = 1; c <= boardWidth; c++) line += same(p.fox, [r, c]) ? "o" : hasGoose(p, [r, c]) ? "x" : ".";
    rows.push(line);
  }
  return rows.join("\n");
}

/**
 * Read a picture (rows from the top, the last line row 1; `x` goose, `o` fox, `.` empty, each row
 * `boardWidth` characters); InputError naming the row and column of a bad character or a piece on
 * a black square, a missing or second fox. O(size).
 */
export function parse(picture: string, boardWidth = 8): FoxGeesePosition {
  if (typeof picture !== "string") throw new InputError(`Fox and Geese: a picture must be a string, got ${describeValue(picture)}`);
  const lines = picture.split(/\r?\n|\|/).map((l) => l.trim()).filter((l) => l !== "");
  const geese: Square[] = [];
  let fox: Square | undefined;
  lines.forEach((line, i) => {
    const row = lines.length - i;
    if (line.length !== boardWidth) throw new InputError(`Fox and Geese: row ${i + 1} of the picture has ${line.length} squares, the board is ${boardWidth} wide`, `row ${i + 1}`);
    [...line].forEach((ch, j) => {
      if (ch === ".") return;
      if (ch !== "x" && ch !== "o") throw new InputError(`Fox and Geese: unknown character ${JSON.stringify(ch)} at row ${i + 1}, column ${j + 1} (x goose, o fox, . empty)`, `row ${i + 1}, column ${j + 1}`);
      if (ch === "o") {
        if (fox !== undefined) throw new InputError(`Fox and Geese: a second fox at row ${i + 1}, column ${j + 1}`, `row ${i + 1}, column ${j + 1}`);
        fox = [row, j + 1];
      } else geese.push([row, j + 1]);
    });
  });
  if (fox === undefined) throw new InputError("Fox and Geese: the picture has no fox (o)");
  return position(geese, fox, boardWidth);
}

/** An SVG drawing: the board's squares up to the highest piece, geese black, the fox white. O(rows · width). */
export function draw(p: FoxGeesePosition, boardWidth = 8): string {
  const top = Math.max(topGooseRow(p), p.fox[0]);
  const s = 18;
  const parts: string[] = [];
  for (let r = top; r >= 1; r--) {
    for (let c = 1; c <= boardWidth; c++) {
      const x = (c - 1) * s;
      const y = (top - r) * s;
      parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${(r + c) % 2 === 0 ? "#f0e6d2" : "#8b6f47"}"/>`);
      const piece = same(p.fox, [r, c]) ? "#ffffff" : hasGoose(p, [r, c]) ? "#222222" : undefined;
      if (piece !== undefined) parts.push(`<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.36}" fill="${piece}" stroke="#222222"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${boardWidth * s}" height="${top * s}" viewBox="0 0 ${boardWidth * s} ${top * s}">${parts.join("")}</svg>`;
}

/**
 * A Fox and Geese ruleset (CGSuite's GenFoxAndGeese): geese are Left's, the fox is Right's; a
 * loopy ruleset whose escaped positions are `off`. InputError for an unknown parameter or a value
 * out of range. Moves cost O(geese) per goose move and O(foxRange · geese) per fox move.
 */
export function foxAndGeese(options: FoxAndGeeseOptions = {}): PartizanRuleset<FoxGeesePosition> {
  for (const k of Object.keys(options)) if (k !== "boardWidth" && k !== "foxRange") throw new InputError(`foxAndGeese(): unknown parameter "${k}"; parameters are boardWidth, foxRange`, `parameter ${k}`);
  const width = options.boardWidth ?? 8;
  const range = options.foxRange ?? 1;
  if (!Number.isInteger(width) || width < 2) throw new InputError(`foxAndGeese(): boardWidth must be an integer ≥ 2, got ${JSON.stringify(width)}`, "parameter boardWidth");
  if (!Number.isInteger(range) || range < 1) throw new InputError(`foxAndGeese(): foxRange must be an integer ≥ 1, got ${JSON.stringify(range)}`, "parameter foxRange");
  const name = range === 1 && width === 8 ? "Fox and Geese" : range === 2 && width === 8 ? "Ceylonese Fox and Geese" : `Fox and Geese (boardWidth ${width}, foxRange ${range})`;
  const onBoard = (r: number, c: number): boolean => r >= 1 && c >= 1 && c <= width;
  const geeseMoves = (p: FoxGeesePosition): FoxGeesePosition[] => {
    const out: FoxGeesePosition[] = [];
    p.geese.forEach((g, i) => {
      for (const dc of [-1, 1]) {
        const to: Square = [g[0] - 1, g[1] + dc];
        if (!onBoard(to[0], to[1]) || same(to, p.fox) || hasGoose(p, to)) continue;
        const geese = p.geese.map((h, j) => (j === i ? to : h)).sort(bySquare);
        out.push({ geese, fox: p.fox });
      }
    });
    return out;
  };
  const foxMoves = (p: FoxGeesePosition): FoxGeesePosition[] => {
    const out: FoxGeesePosition[] = [];
    for (const [dr, dc] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
      for (let d = 1; d <= range; d++) {
        const to: Square = [p.fox[0] + d * dr, p.fox[1] + d * dc];
        if (!onBoard(to[0], to[1]) || hasGoose(p, to)) break;
        out.push({ geese: p.geese, fox: to });
      }
    }
    return out;
  };
  // a mirror image keeps the white squares only on a board of odd width
  const mirror = (p: FoxGeesePosition): FoxGeesePosition => ({ geese: p.geese.map(([r, c]): Square => [r, width + 1 - c]).sort(bySquare), fox: [p.fox[0], width + 1 - p.fox[1]] });
  const symmetries: Symmetry<FoxGeesePosition>[] | undefined = width % 2 === 1 ? [{ name: "mirror", apply: mirror, swapsPlayers: false }] : undefined;
  return definePartizan<FoxGeesePosition>({
    name,
    loopy: true,
    leftOptions: geeseMoves,
    rightOptions: foxMoves,
    key: keyOf,
    isPosition: (x) => {
      if (typeof x !== "object" || x === null) return false;
      const p = x as Partial<FoxGeesePosition>;
      try {
        position(p.geese as Square[], p.fox!, width); // a missing fox or geese throws there
        return true;
      } catch {
        return false;
      }
    },
    symmetries,
    knownLoopyValue: (p) => (escaped(p, width) ? cgt.loopy.off : undefined),
    parse: (picture) => parse(picture, width),
    format: (p) => format(p, width),
    draw: (p) => draw(p, width),
  });
}

/** Fox and Geese on the 8-wide checkerboard, the fox moving one square (CGSuite's FoxAndGeese). */
export const ruleset: PartizanRuleset<FoxGeesePosition> = foxAndGeese();
/** Ceylonese Fox and Geese: the fox moves up to two squares in a line (CGSuite's CeyloneseFoxAndGeese). */
export const ceylonese: PartizanRuleset<FoxGeesePosition> = foxAndGeese({ foxRange: 2 });
