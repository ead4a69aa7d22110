/**
 * Domineering regions: arbitrary finite sets of grid cells, stored as row bitmasks.
 *
 * Conventions used throughout cgtlab's Domineering:
 * - Row `r` counts from the top, column `c` from the left; bit `c` of `rows[r]` is set when the
 *   cell (r, c) belongs to the region (is empty and playable).
 * - **Left places vertical dominoes** (cells (r, c) and (r + 1, c)), **Right places horizontal
 *   dominoes** (cells (r, c) and (r, c + 1)). So a 2×1 region (2 rows, 1 column) has value 1 and
 *   a 1×2 region has value −1. Seed 001 draws Left's (vertical) dominoes blue and Right's red.
 * - Reflecting a region left–right or up–down keeps its value; transposing it (swapping rows
 *   and columns) swaps the players and negates the value.
 *
 * Pictures, the game's convention (CGSuite's and cgt-tools'; `ruleset.parse` / `ruleset.format` /
 * `ruleset.draw`, {@link parsePicture}, {@link formatPicture}, and how a region prints): one row of
 * text per row of the board, rows separated by `|` or newlines, `.` an empty cell (a cell of the
 * region, to play on) and `#` a blocked or covered one (outside the region); all rows equally long.
 * A picture without any `.` is refused (it would be a board with nothing to play, and it is how the
 * seed's convention writes a full board): an InputError, never a silent 0.
 *
 * The seed's convention, kept for the seed's files and the studies' tables ({@link parseRegion},
 * {@link formatRegion}): the opposite, `#` marks a cell of the region and `.` a cell outside it, as
 * polyomino pictures draw the region itself; rows may have different lengths (missing cells on the
 * right are outside the region). Blank lines at the start and end and surrounding whitespace of the
 * whole picture are ignored, so template literals work. Regions are limited to {@link MAX_SIDE} rows
 * and columns.
 */
import { InputError, definePicture, checkOptions, optionNames } from "../../util";
import { bitRow, formatGrid, Grid, gridSvg } from "../../grid";
import { gridPictures } from "../../ruleset";

/** Largest number of rows or columns of a region (row masks are 32-bit integers). */
export const MAX_SIDE = 32;

/** A set of grid cells as row bitmasks: bit `c` of `rows[r]` is the cell (row r, column c). */
export interface Region {
  /** Number of rows of the bounding grid (including rows without cells). */
  readonly height: number;
  /** Number of columns of the bounding grid. */
  readonly width: number;
  /** `height` row masks, each below 2^width (as unsigned 32-bit values). */
  readonly rows: readonly number[];
}

/**
 * The library's regions: a {@link Region} that prints as its picture (`Domineering region 2×3⟨###|##.⟩`
 * in a line, the picture on its own lines at the top level), keeps its data in `JSON.stringify`
 * (`height`, `width`, `rows`, `picture`) and draws itself in `notebook.show`. O(1) to make.
 */
class DomineeringRegion implements Region {
  // `declare` fields and plain assignments keep construction as cheap as an object literal.
  declare readonly height: number;
  declare readonly width: number;
  declare readonly rows: readonly number[];
  constructor(height: number, width: number, rows: readonly number[]) {
    (this as { height: number }).height = height;
    (this as { width: number }).width = width;
    (this as { rows: readonly number[] }).rows = rows;
  }
}

definePicture(DomineeringRegion.prototype, {
  label: (r) => `Domineering region ${r.height}×${r.width}`,
  text: (r) => PICTURES.format(r).replace(/\|/g, "\n"),
  json: (r) => ({ height: r.height, width: r.width, rows: [...r.rows], picture: PICTURES.format(r) }),
  svg: (r) => regionSvg(r),
});

/**
 * A region of at most 64 grid cells as a bitboard (lib/grid: cell (r, c) = bit r·width + c of the
 * two words `lo`, `hi`): what the ruleset's moves produce for such regions (see bitregion.ts), so
 * that an option costs one object and no row array. It is a {@link Region} like any other: `rows`
 * is built on first read (O(height)) and kept; it prints, draws and serialises as a region does.
 */
export class BitRegion implements Region {
  declare readonly height: number;
  declare readonly width: number;
  /** Cells 0..31 (row-major) as an int32. */
  declare readonly lo: number;
  /** Cells 32..63 as an int32. */
  declare readonly hi: number;
  #rows: readonly number[] | undefined;
  constructor(height: number, width: number, lo: number, hi: number) {
    (this as { height: number }).height = height;
    (this as { width: number }).width = width;
    (this as { lo: number }).lo = lo;
    (this as { hi: number }).hi = hi;
    this.#rows = undefined;
  }
  /** The row masks (built from the words on first read). O(height) once. */
  get rows(): readonly number[] {
    if (this.#rows === undefined) {
      const { height: h, width: w } = this;
      const rows = new Array<number>(h);
      for (let r = 0; r < h; r++) rows[r] = bitRow(this.lo, this.hi, w, r);
      this.#rows = rows;
    }
    return this.#rows;
  }
}

definePicture(BitRegion.prototype, {
  label: (r) => `Domineering region ${r.height}×${r.width}`,
  text: (r) => PICTURES.format(r).replace(/\|/g, "\n"),
  json: (r) => ({ height: r.height, width: r.width, rows: [...r.rows], picture: PICTURES.format(r) }),
  svg: (r) => regionSvg(r),
});

/** The grid of a region in the game's character map: 0 `.` a cell of the region, 1 `#` none. O(height·width). */
function regionGrid(region: Region): Grid {
  const { height: h, width: w, rows } = region;
  const cells = new Uint8Array(h * w);
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) cells[r * w + c] = (rows[r]! >>> c) & 1 ? 0 : 1;
  return Grid.unsafeWrap(h, w, cells, PICTURES.alphabet);
}

/** The region of a grid read from a picture (`.` cells); InputError for a board over {@link MAX_SIDE} or a picture without `.`. O(cells). */
function regionOfGrid(grid: Grid): Region {
  const { height: h, width: w, cells } = grid;
  if (h > MAX_SIDE || w > MAX_SIDE) {
    throw new InputError(`Domineering picture is ${h}×${w}; at most ${MAX_SIDE} rows and columns are supported`, h > MAX_SIDE ? `row ${MAX_SIDE + 1}` : `row 1, column ${MAX_SIDE + 1} (1-based)`);
  }
  const rows = new Array<number>(h);
  let any = false;
  for (let r = 0; r < h; r++) {
    let mask = 0;
    for (let c = 0; c < w; c++) if (cells[r * w + c] === 0) mask |= 1 << c;
    rows[r] = mask >>> 0;
    if (mask !== 0) any = true;
  }
  if (!any) {
    throw new InputError(
      `Domineering picture ${JSON.stringify(formatGrid(grid, PICTURES.alphabet))} has no empty cell: in Domineering pictures "." is an empty cell to play on and "#" a blocked one ` +
        `(CGSuite's convention), so this board has nothing to play; a picture in the seed's convention ("#" = a cell of the region) is read by games.domineering.parseRegion`,
      "row 1, column 1 (1-based)",
    );
  }
  return makeRegion(h, w, rows);
}

/** Domineering's pictures from the grid base: `.` empty (a cell of the region), `#` blocked or covered. */
const PICTURES = gridPictures<Region>({
  name: "Domineering",
  cells: [
    { char: ".", name: "empty: a cell of the region, to play on" },
    { char: "#", name: "blocked or covered: outside the region", glyph: { kind: "blocked", fill: "#555" } },
  ],
  toGrid: regionGrid,
  fromGrid: regionOfGrid,
});

/**
 * Read a Domineering picture in the game's convention (`.` an empty cell to play on, `#` a blocked
 * or covered one; rows by `|` or newlines, all equally long) into a {@link Region} on the picture's
 * grid: what `ruleset.parse` does. The empty picture is the empty board (0×0). Throws InputError
 * naming the game, the row and the column of a character that is neither, for ragged rows, more than
 * {@link MAX_SIDE} rows or columns, and for a picture without any `.` (a full board in the seed's
 * convention: read those with {@link parseRegion}). O(characters).
 */
export function parsePicture(picture: string): Region {
  if (typeof picture === "string" && picture.trim() === "") return makeRegion(0, 0, []);
  return PICTURES.parse(picture);
}

/**
 * The picture of a region in the game's convention (`.` a cell of the region, `#` none), rows joined
 * by `|`: what `ruleset.format` does; a region without cells is the empty picture "" (so that
 * {@link parsePicture} reads every picture this writes). O(cells of the grid).
 */
export function formatPicture(region: Region): string {
  for (let r = 0; r < region.height; r++) if (region.rows[r] !== 0) return PICTURES.format(region);
  return "";
}

/** A region over the given row masks (not copied or checked: for fast paths) that prints as its picture. O(1). */
export function makeRegion(height: number, width: number, rows: readonly number[]): Region {
  return new DomineeringRegion(height, width, rows);
}

/** Options of {@link regionSvg}. */
export interface RegionSvgOptions {
  /** Side of one cell in pixels (default 32, as every grid drawing). */
  readonly cellSize?: number;
  /** Fill colour of the region's cells (default: none, the board's colour), e.g. to colour a gallery by outcome. */
  readonly fill?: string;
}

/** The fields of {@link RegionSvgOptions}. */
const SVG_OPTION_NAMES = optionNames<RegionSvgOptions>({ cellSize: true, fill: true });

/**
 * An SVG drawing of a region (a {@link Region} or a picture): its cells as empty squares (or
 * filled with `options.fill`), the rest of its bounding grid dark, titled by its picture. The one
 * drawing of Domineering regions: `notebook.show` uses it, and so do the galleries of the studies.
 * Throws InputError for a bad picture or region. O(cells of the grid).
 */
export function regionSvg(region: Region | string, options: RegionSvgOptions = {}): string {
  checkOptions(options, SVG_OPTION_NAMES, "regionSvg");
  const r = typeof region === "string" ? parseRegion(region) : checkRegion(region);
  const cells = new Uint8Array(r.height * r.width);
  for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) cells[y * r.width + x] = (r.rows[y]! >>> x) & 1 ? 0 : 1;
  const fill = options.fill;
  return gridSvg(Grid.unsafeWrap(r.height, r.width, cells), {
    glyph: (v) => (v === 1 ? { kind: "blocked", fill: "#555" } : fill === undefined ? { kind: "empty" } : { kind: "blocked", fill }),
    cellSize: options.cellSize,
    title: `Domineering ${PICTURES.format(r)}`,
  });
}

/** Cell coordinates (row from the top, column from the left). */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/**
 * Parse a picture in the seed's convention (`#` = cell of the region, `.` = not in the region,
 * the opposite of the game's {@link parsePicture}; rows separated by newlines or `|`) into a
 * {@link Region}: for the seed's files and the studies' tables. O(characters). Throws {@link InputError} naming the row and
 * column of an unknown character, for an empty picture, or for more than {@link MAX_SIDE}
 * rows or columns. The result keeps the picture's grid (it is not cropped; see {@link crop}).
 */
export function parseRegion(picture: string): Region {
  if (typeof picture !== "string") {
    throw new InputError(`a Domineering picture must be a string, got ${typeof picture}`);
  }
  const text = picture.trim();
  if (text.length === 0) {
    throw new InputError(
      'empty Domineering picture; write at least one row, e.g. "." for the empty region or "##" for a 1×2 strip',
    );
  }
  const lines = text.split(/\r?\n|\|/);
  if (lines.length > MAX_SIDE) {
    throw new InputError(`Domineering picture has ${lines.length} rows; at most ${MAX_SIDE} are supported`);
  }
  let width = 0;
  const rows: number[] = [];
  lines.forEach((line, r) => {
    if (line.length > MAX_SIDE) {
      throw new InputError(
        `Domineering picture row has ${line.length} columns; at most ${MAX_SIDE} are supported`,
        `row ${r + 1}`,
      );
    }
    let mask = 0;
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      if (ch === "#") mask |= 1 << c;
      else if (ch !== ".") {
        throw new InputError(
          `unknown character ${JSON.stringify(ch)} in Domineering picture; use "#" for a cell of the region and "." for no cell, rows separated by newlines or "|"`,
          `row ${r + 1}, column ${c + 1}`,
        );
      }
    }
    if (line.length === 0 && lines.length > 1) {
      throw new InputError(
        'empty row in Domineering picture; write a row of "." for a row without cells',
        `row ${r + 1}`,
      );
    }
    rows.push(mask >>> 0);
    width = Math.max(width, line.length);
  });
  return makeRegion(rows.length, width, rows);
}

/**
 * Check a hand-built {@link Region}: `height` and `width` integers in [0, {@link MAX_SIDE}],
 * `rows` an array of `height` integers each in [0, 2^width). Throws {@link InputError} saying
 * what is wrong (a region outside these bounds used to hang or be misread by the solver).
 * Returns the region. O(height).
 */
export function checkRegion(region: unknown, what = "Domineering region"): Region {
  if (typeof region !== "object" || region === null) {
    throw new InputError(`a ${what} must be an object { height, width, rows } or a picture string, got ${region === null ? "null" : typeof region}`);
  }
  const { height, width, rows } = region as Partial<Region>;
  if (!isSide(height)) throw badSide(what, "height", height);
  if (!isSide(width)) throw badSide(what, "width", width);
  if (!Array.isArray(rows) || rows.length !== height) {
    throw new InputError(`${what} rows must be an array of height = ${height} row masks, got ${Array.isArray(rows) ? `${rows.length} rows` : typeof rows}`);
  }
  const limit = 2 ** width;
  for (let r = 0; r < rows.length; r++) {
    const m: unknown = rows[r];
    if (typeof m !== "number" || !Number.isInteger(m) || m < 0 || m >= limit) {
      throw new InputError(`${what} row mask must be an integer in [0, 2^${width}) for width ${width}, got ${JSON.stringify(m)}`, `row ${r + 1}`);
    }
  }
  return region as Region;
}

function isSide(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_SIDE;
}

function badSide(what: string, name: string, v: unknown): InputError {
  return new InputError(`${what} ${name} must be an integer in [0, ${MAX_SIDE}], got ${JSON.stringify(v)}`);
}

/** Region from a list of cells (any coordinates ≥ 0), on the smallest grid containing them. O(cells). */
export function regionFromCells(cells: readonly Cell[]): Region {
  if (!Array.isArray(cells as unknown)) throw new InputError(`regionFromCells takes an array of { row, col } cells, got ${typeof cells}`);
  let height = 0;
  let width = 0;
  for (const cell of cells) {
    if (typeof cell !== "object" || cell === null) throw new InputError(`a cell must be an object { row, col }, got ${JSON.stringify(cell)}`);
    const { row, col } = cell;
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0) {
      throw new InputError(`cell coordinates must be integers ≥ 0, got (${row}, ${col})`);
    }
    height = Math.max(height, row + 1);
    width = Math.max(width, col + 1);
  }
  if (height > MAX_SIDE || width > MAX_SIDE) {
    throw new InputError(`region spans ${height}×${width} cells; at most ${MAX_SIDE} rows and columns are supported`);
  }
  const rows = new Array<number>(height).fill(0);
  for (const { row, col } of cells) rows[row] = (rows[row] | (1 << col)) >>> 0;
  return makeRegion(height, width, rows);
}

/** The full m×n rectangle (m rows, n columns). O(m). */
export function rectangle(m: number, n: number): Region {
  for (const [name, v] of [
    ["rows m", m],
    ["columns n", n],
  ] as const) {
    if (!Number.isInteger(v) || v < 0 || v > MAX_SIDE) {
      throw new InputError(`rectangle ${name} must be an integer in [0, ${MAX_SIDE}], got ${v}`);
    }
  }
  const full = n === 32 ? 0xffffffff : (1 << n) - 1;
  return makeRegion(m, n, new Array<number>(m).fill(full >>> 0));
}

/** Picture of a region in the seed's convention (`#` cells, `.` others; see {@link formatPicture} for the game's), rows joined by `separator` (default newline). O(cells of the grid). */
export function formatRegion(region: Region, separator = "\n"): string {
  const lines: string[] = [];
  for (let r = 0; r < region.height; r++) {
    let s = "";
    for (let c = 0; c < region.width; c++) s += (region.rows[r] >>> c) & 1 ? "#" : ".";
    lines.push(s);
  }
  return lines.length === 0 ? "." : lines.join(separator);
}

/** Number of cells in the region. O(height). */
export function cellCount(region: Region): number {
  let n = 0;
  for (const m of region.rows) n += popcount(m);
  return n;
}

/** The cells of the region in row-major order. O(grid size). */
export function cells(region: Region): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < region.height; r++) {
    for (let c = 0; c < region.width; c++) if ((region.rows[r] >>> c) & 1) out.push({ row: r, col: c });
  }
  return out;
}

/** The region moved to the top-left corner of its bounding box (empty region → 0×0). O(height). */
export function crop(region: Region): Region {
  let top = 0;
  while (top < region.height && region.rows[top] === 0) top++;
  let bottom = region.height;
  while (bottom > top && region.rows[bottom - 1] === 0) bottom--;
  if (top === bottom) return makeRegion(0, 0, []);
  let or = 0;
  for (let r = top; r < bottom; r++) or |= region.rows[r];
  const left = ctz32(or);
  const width = 32 - Math.clz32(or) - left;
  const rows: number[] = [];
  for (let r = top; r < bottom; r++) rows.push(region.rows[r] >>> left);
  return makeRegion(bottom - top, width, rows);
}

/** Swap rows and columns (Left ↔ Right: the value is negated). O(height·width). */
export function transpose(region: Region): Region {
  const rows = new Array<number>(region.width).fill(0);
  for (let r = 0; r < region.height; r++) {
    const m = region.rows[r];
    for (let c = 0; c < region.width; c++) if ((m >>> c) & 1) rows[c] |= 1 << r;
  }
  return makeRegion(region.width, region.height, rows.map((x) => x >>> 0));
}

/** Mirror left–right within the grid (value unchanged). O(height·width). */
export function flipLeftRight(region: Region): Region {
  return makeRegion(region.height, region.width, region.rows.map((m) => reverseBits(m, region.width)));
}

/** Mirror up–down (value unchanged). O(height). */
export function flipUpDown(region: Region): Region {
  return makeRegion(region.height, region.width, [...region.rows].reverse());
}

/** True when the two regions have the same cells (grid sizes may differ). O(height). */
export function sameCells(a: Region, b: Region): boolean {
  const h = Math.max(a.height, b.height);
  for (let r = 0; r < h; r++) if ((a.rows[r] ?? 0) !== (b.rows[r] ?? 0)) return false;
  return true;
}

// ---- bit helpers shared by the ruleset and the polyomino enumeration (internal) ----

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (32 for 0). */
export function ctz32(x: number): number {
  return x === 0 ? 32 : 31 - Math.clz32(x & -x);
}

const REV16 = (() => {
  const t = new Uint16Array(65536);
  for (let i = 1; i < 65536; i++) t[i] = (t[i >>> 1] >>> 1) | ((i & 1) << 15);
  return t;
})();

/** Reverse the low `width` bits of `m` (bit c ↔ bit width−1−c). */
export function reverseBits(m: number, width: number): number {
  if (width <= 16) return REV16[m] >>> (16 - width);
  const full = ((REV16[m & 0xffff] << 16) | REV16[m >>> 16]) >>> 0;
  return full >>> (32 - width);
}
