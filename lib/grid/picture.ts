/**
 * Pictures of grids: one character per cell, rows separated by `|` or by newlines, one
 * character map ({@link CellAlphabet}) per ruleset. `.` is the empty cell as CGSuite and
 * cgt-tools write it (e.g. Clobber `"xo.|.ox"`, Domineering `"..#|..."`).
 *
 * Rules of the reader ({@link parseGrid}):
 * - Rows are separated by `|` or by a newline (`\n` or `\r\n`); both may be mixed. Leading and
 *   trailing blank lines are dropped, so template literals work; in multi-line pictures leading
 *   and trailing spaces of each line are dropped unless the alphabet uses the space character.
 * - Every row must have the same number of cells; every character must be in the alphabet (or
 *   one of its aliases).
 * - Errors are {@link InputError}s naming the character, its row and column — both counted
 *   from 1, and the message says so — and what was expected. The column counts characters of
 *   the row as written (so it matches an editor's column for indented multi-line pictures).
 *
 * Domineering pictures: cgtlab's seed used `#` for a *playable* cell and `.` for a missing one,
 * the opposite of CGSuite and cgt-tools, where `.` is an empty (playable) cell and `#` a blocked
 * one. The rule (lib/games/domineering/region.ts): the ruleset's `parse`, `format`, `draw` and a
 * region's printed picture use the peers' convention; a picture without any `.` (a full board in
 * the seed's convention) is an InputError, never a silent 0; the seed's convention is read only by
 * the separate `parseRegion`. A picture mixing `#` and `.` cannot say which convention it is in,
 * which is why there is no guessing between the two. {@link parseGridFirstFit} reads a picture
 * with the first of several alphabets that accepts it, for rulesets whose conventions do not clash.
 */
import { describeValue, InputError } from "../util";
import { Grid } from "./grid";
import type { CellGlyph } from "./svg";

/** A ruleset's character map: `chars[v]` draws cell value v; `aliases` are extra accepted characters. */
export interface CellAlphabet {
  /** Name used in messages, e.g. "Clobber". */
  readonly name: string;
  /** One character per cell value, in value order (e.g. ".xo": 0 empty, 1 x, 2 o). */
  readonly chars: string;
  /** Extra characters accepted on input, mapped to a cell value (e.g. { X: 1 }). */
  readonly aliases: Readonly<Record<string, number>>;
  /** How a cell value is drawn in the grid's SVG picture (default: `.` empty, `#` blocked, other letters as letters). */
  readonly glyph?: (value: number) => CellGlyph;
}

const SEPARATORS = new Set(["|", "\n", "\r"]);

/**
 * A validated {@link CellAlphabet}: `chars` gives one distinct character per cell value (at most
 * 256; not `|`, newline or carriage return), `aliases` extra input characters, `glyph` how a
 * value is drawn (grids carrying this alphabet draw themselves with it). O(k).
 */
export function cellAlphabet(name: string, chars: string, aliases: Record<string, number> = {}, glyph?: (value: number) => CellGlyph): CellAlphabet {
  if (typeof name !== "string") throw new InputError(`cellAlphabet(name, chars): name must be a string (the game's name, for messages), got ${describeValue(name)}`);
  if (typeof chars !== "string") throw new InputError(`cellAlphabet(${JSON.stringify(name)}, chars): chars must be a string with one character per cell value, got ${describeValue(chars)}`);
  if (typeof aliases !== "object" || aliases === null) throw new InputError(`cellAlphabet(${JSON.stringify(name)}, chars, aliases): aliases must be an object such as { X: 1 }, got ${describeValue(aliases)}`);
  const list = [...chars];
  if (list.length < 1 || list.length > 256) throw new InputError(`${name} alphabet must have 1 to 256 characters, got ${list.length}`);
  const seen = new Set<string>();
  for (const [i, ch] of [...list, ...Object.keys(aliases)].entries()) {
    if (SEPARATORS.has(ch) || [...ch].length !== 1) throw new InputError(`${name} alphabet: ${JSON.stringify(ch)} cannot be a cell character (one character, not "|" or a line break)`);
    if (seen.has(ch)) throw new InputError(`${name} alphabet: character ${JSON.stringify(ch)} appears twice`);
    seen.add(ch);
    if (i >= list.length) {
      const v = aliases[ch]!;
      if (!Number.isInteger(v) || v < 0 || v >= list.length) throw new InputError(`${name} alphabet: alias ${JSON.stringify(ch)} maps to ${v}, not a cell value in [0, ${list.length - 1}]`);
    }
  }
  return glyph ? { name, chars: list.join(""), aliases: { ...aliases }, glyph } : { name, chars: list.join(""), aliases: { ...aliases } };
}

/**
 * Throw an {@link InputError} unless `alphabet` is a {@link CellAlphabet} object (name, chars,
 * aliases), saying how to make one; a bare string such as ".xo" is the usual slip. O(1).
 */
export function checkAlphabet(alphabet: unknown, fn: string): CellAlphabet {
  const a = alphabet as CellAlphabet | null;
  if (typeof a !== "object" || a === null || typeof a.chars !== "string" || typeof a.aliases !== "object" || a.aliases === null) {
    const hint = typeof alphabet === "string" ? ` (write grid.cellAlphabet("My game", ${JSON.stringify(alphabet)}) and pass that)` : "";
    throw new InputError(`${fn}: the alphabet must be a cell alphabet made by grid.cellAlphabet(name, chars), got ${typeof alphabet === "string" ? "the string " : ""}${describeValue(alphabet)}${hint}`);
  }
  return a;
}

function expectedList(alphabet: CellAlphabet): string {
  return [...alphabet.chars, ...Object.keys(alphabet.aliases)].map((c) => JSON.stringify(c)).join(", ");
}

/**
 * Read a picture into a {@link Grid} with the given alphabet (rules in this module's doc).
 * Throws {@link InputError} naming the character, row and column (1-based). O(characters).
 */
export function parseGrid(picture: string, alphabet: CellAlphabet): Grid {
  checkAlphabet(alphabet, "parseGrid(picture, alphabet)");
  if (typeof picture !== "string") throw new InputError(`${alphabet.name} picture must be a string, got ${typeof picture}`);
  const valueOf = new Map<string, number>();
  [...alphabet.chars].forEach((ch, v) => valueOf.set(ch, v));
  for (const [ch, v] of Object.entries(alphabet.aliases)) valueOf.set(ch, v);
  const spaceIsCell = valueOf.has(" ");
  const multiLine = picture.includes("\n");
  // split into rows, remembering each row's 1-based column offset within its line for messages
  let rows = picture.replace(/\r\n?/g, "\n").split(/[|\n]/);
  let leads = rows.map(() => 0); // characters trimmed before each row, so columns match the input
  if (multiLine) {
    while (rows.length > 0 && rows[0]!.trim() === "") rows.shift();
    while (rows.length > 0 && rows[rows.length - 1]!.trim() === "") rows.pop();
    if (!spaceIsCell) {
      leads = rows.map((r) => [...r].length - [...r.trimStart()].length);
      rows = rows.map((r) => r.trim());
    }
  }
  if (rows.length === 0 || (rows.length === 1 && rows[0] === "")) {
    throw new InputError(`empty ${alphabet.name} picture; write at least one row of cells (${expectedList(alphabet)}), rows separated by "|" or newlines`);
  }
  const width = [...rows[0]!].length;
  const cells = new Uint8Array(rows.length * width);
  rows.forEach((row, r) => {
    const chars = [...row];
    chars.forEach((ch, c) => {
      const v = valueOf.get(ch);
      if (v === undefined) {
        throw new InputError(
          `unexpected character ${JSON.stringify(ch)} in ${alphabet.name} picture; expected one of ${expectedList(alphabet)}, rows separated by "|" or newlines`,
          `row ${r + 1}, column ${c + 1 + leads[r]!} (1-based)`,
        );
      }
      if (c < width) cells[r * width + c] = v;
    });
    if (chars.length !== width) {
      throw new InputError(
        `${alphabet.name} picture row ${r + 1} has ${chars.length} cells but row 1 has ${width}; all rows must have the same width`,
        `row ${r + 1}, column ${Math.min(chars.length, width) + 1 + leads[r]!} (1-based)`,
      );
    }
  });
  return Grid.unsafeWrap(rows.length, width, cells, alphabet);
}

/**
 * The picture of `grid` in `alphabet`, rows joined by `separator` (default "|"). Throws
 * {@link InputError} if a cell value has no character. O(cells).
 */
export function formatGrid(grid: Grid, alphabet: CellAlphabet, separator: "|" | "\n" = "|"): string {
  checkAlphabet(alphabet, "formatGrid(grid, alphabet)");
  const chars = [...alphabet.chars];
  const rows: string[] = [];
  for (let r = 0; r < grid.height; r++) {
    let s = "";
    for (let c = 0; c < grid.width; c++) {
      const ch = chars[grid.cells[r * grid.width + c]!];
      if (ch === undefined) throw new InputError(`cell value ${grid.cells[r * grid.width + c]} has no character in the ${alphabet.name} alphabet`, `row ${r + 1}, column ${c + 1} (1-based)`);
      s += ch;
    }
    rows.push(s);
  }
  return rows.join(separator);
}

/**
 * Read a picture with the first of several alphabets that accepts every character of it (or
 * with the one named `chosen`), e.g. a ruleset's legacy and current conventions; returns the
 * grid and the name of the alphabet used. When none fits, throws the {@link InputError} of the
 * last alphabet (list the preferred convention last). O(|alphabets| · characters).
 */
export function parseGridFirstFit(picture: string, alphabets: readonly CellAlphabet[], chosen?: string): { grid: Grid; alphabet: string } {
  if (alphabets.length === 0) throw new InputError("parseGridFirstFit needs at least one alphabet");
  if (chosen !== undefined) {
    const a = alphabets.find((x) => x.name === chosen);
    if (!a) throw new InputError(`unknown picture convention ${JSON.stringify(chosen)}; expected one of ${alphabets.map((x) => JSON.stringify(x.name)).join(", ")}`);
    return { grid: parseGrid(picture, a), alphabet: a.name };
  }
  for (let i = 0; i < alphabets.length - 1; i++) {
    try {
      return { grid: parseGrid(picture, alphabets[i]!), alphabet: alphabets[i]!.name };
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
    }
  }
  const last = alphabets[alphabets.length - 1]!;
  return { grid: parseGrid(picture, last), alphabet: last.name };
}
