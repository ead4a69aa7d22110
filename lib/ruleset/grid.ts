/**
 * Grid rulesets: one base for games played on rectangular boards (Clobber, Cram, Fission, Amazons,
 * Ski-Jumps, Triomineering, ...), after CGSuite's `GridRuleset`, where a game is a character map,
 * its icons and its moves. A game here states
 *
 *  - its **cells**: a character map (`".xo#"`: 0 `.`, 1 `x`, ...), optionally with a name and a
 *    drawing (glyph) per cell;
 *  - its **moves**: `moves(grid, player, move)` reads the grid and reports each move as the cells
 *    it changes (`move(i, v, j, w, ...)`: cell index i becomes v, j becomes w, ...); impartial games
 *    `moves(grid, move)`;
 *  - what is **invariant**: which of the 8 symmetries of the rectangle keep the value
 *    (`symmetries`), which of them exchange the players (`swapsPlayers`), a colour swap that exchanges
 *    them (`colourSwap`), which cells act as the edge of the board (`background`, so translates share
 *    a key), and how a position falls apart into independent **components**.
 *
 * The base owns everything else: positions are `grid.Grid` values; `parse` (picture → grid, an
 * InputError naming the row and column of a bad character), `format` (grid → picture), `draw` (SVG
 * with the cells' glyphs), `isPosition`, the key (`grid.gridKey`: one number of packed bits for
 * small boards), the key folded over the symmetry group (`grid.foldedGridKey`), and the components
 * (`grid.connectedComponents`). Because a game only reports cell changes and never builds a
 * position itself, the position representation stays the base's to choose (a later packed,
 * word-sized representation can apply the same changes as bit operations).
 *
 * Escape hatches, for games whose rules need them: `leftOptions`/`rightOptions` (or `options`)
 * returning grids instead of `moves`, a custom `components` function, a custom `normalize` (keys
 * folded in a way the symmetry group cannot say, e.g. Ski-Jumps' mirror-with-colour-swap), and
 * `knownValue` / `knownNimValue` shortcuts, and `knowledge` for the outcome solver (move counts, a
 * component size: Clobber's). `solvers.checkRuleset` checks every part against a plain search.
 *
 * Games whose positions keep a representation of their own (Domineering's row bitmasks, Konane's
 * boards, Toads and Frogs' strings) take only the pictures from the base: {@link gridPictures} gives
 * `parse`, `format` and `draw` from the same character map through the game's `toGrid` / `fromGrid`.
 * `isPosition` of a grid ruleset refuses a grid of another game (its alphabet disagrees), and the
 * engines of lib/solvers check a position with `isPosition` where it is handed to them.
 */
import type { Game } from "../cgt";
import * as G from "../grid";
import { describeValue, InputError } from "../util";
import { definePartizan, defineImpartial } from "./define";
import type { ImpartialRuleset, NormalForm, PartizanRuleset, PositionKey, SolveKnowledge } from "./ruleset";

/** The player a grid move is for: 0 = Left, 1 = Right (as CGSuite's `player.Ordinal` − 1). */
export type GridPlayer = 0 | 1;

/**
 * Reports one move as the cells it changes, in order (a later change of the same cell wins):
 * `move(i, v)` sets cell index i (row-major, `r * width + c`) to value v; up to three changes
 * as arguments, or any number as one flat list `move([i1, v1, i2, v2, ...])`.
 */
export interface GridMove {
  (i: number, v: number, j?: number, w?: number, k?: number, x?: number): void;
  (changes: ArrayLike<number>): void;
}

/** One cell of a grid ruleset's character map. */
export interface GridCell {
  /** The character of the cell in pictures (one character, not `|` or a line break). */
  readonly char: string;
  /** What the cell is, for readers (e.g. "Left stone"); not used by the engine. */
  readonly name?: string;
  /** How the cell is drawn (default: `.` or space empty, `#` blocked, any other character as a letter). */
  readonly glyph?: G.CellGlyph;
  /** Extra characters read as this cell (e.g. "X" for "x"). */
  readonly aliases?: string;
}

/** Components from the grid: the connected regions of the cells `of`, each cropped to its bounding box. */
export interface GridComponentRule {
  /** The cells that make up regions: a list of cell values or a test of a value. */
  readonly of: readonly number[] | ((value: number) => boolean);
  /** Neighbours: "4" (default, orthogonal), "8" (with diagonals) or a list of [dRow, dColumn] offsets. */
  readonly adjacency?: "4" | "8" | G.Adjacency;
  /** The value written into a region's bounding box outside the region (default: the first `background` value, else 0). */
  readonly fill?: number;
  /** Regions of fewer cells are dropped (they have no move; default 1). */
  readonly minCells?: number;
  /** Regions for which this is false are dropped (e.g. a region without a stone has no move). */
  readonly keep?: (region: G.Grid) => boolean;
}

/** Which of the 8 symmetries of the rectangle (lib/grid: 0..7) keep a position's value. */
export type GridSymmetries = "all" | "rectangle" | "none" | readonly G.Symmetry[];

/** The parts both kinds of grid rulesets share. */
interface GridDefinitionParts {
  /** The game's name, used in messages, pictures' labels and drawings' titles. */
  readonly name: string;
  /**
   * The character map: a string with one character per cell value (`".xo#"`: 0 `.`, 1 `x`, 2 `o`,
   * 3 `#`), a list of {@link GridCell}s, or a ready `grid.CellAlphabet` (shared by a family of rulesets).
   */
  readonly cells: string | readonly GridCell[] | G.CellAlphabet;
  /** With `cells` as a string: extra characters and the value each is read as (e.g. `{ X: 1 }`). */
  readonly aliases?: Readonly<Record<string, number>>;
  /** The symmetries that keep the value (default "none"); "rectangle" = identity, both flips, half turn. */
  readonly symmetries?: GridSymmetries;
  /** Which symmetries negate the value (exchange the players): "transpose" (every transposing one, as in Domineering), or a test. */
  readonly swapsPlayers?: "transpose" | ((s: G.Symmetry) => boolean);
  /** A permutation of cell values that exchanges the players on its own (Clobber's x ↔ o: `[0, 2, 1, 3]`); each symmetry is also used with it. */
  readonly colourSwap?: readonly number[];
  /** Cell values that act as the edge of the board: border rows and columns made only of them are dropped from keys, so translates share one. */
  readonly background?: readonly number[];
  /** How a position splits into independent parts: a {@link GridComponentRule}, or a function. */
  readonly components?: GridComponentRule | ((grid: G.Grid) => readonly G.Grid[]);
  /** A custom key folding (instead of `symmetries`, `colourSwap`, `background`), for foldings the group cannot say. */
  readonly normalize?: (grid: G.Grid) => NormalForm;
  /** The plain key (default `grid.gridKey`: packed bits for small boards). */
  readonly key?: (grid: G.Grid) => PositionKey;
  /** What the outcome solver may know of the game (`solvers.solve`): move counts, a component size, ... (lib/ruleset's `SolveKnowledge`, checked as `definePartizan` checks it). */
  readonly knowledge?: SolveKnowledge<G.Grid>;
}

/** What {@link defineGridRuleset} takes: the cells, the moves (either form) and what is invariant. */
export interface PartizanGridDefinition extends GridDefinitionParts {
  /** The moves of `player` (0 Left, 1 Right) in `grid`, each reported to `move` as the cells it changes. */
  readonly moves?: (grid: G.Grid, player: GridPlayer, move: GridMove) => void;
  /** Instead of `moves`: Left's options as grids (give `rightOptions` too). */
  readonly leftOptions?: (grid: G.Grid) => Iterable<G.Grid>;
  /** Instead of `moves`: Right's options as grids. */
  readonly rightOptions?: (grid: G.Grid) => Iterable<G.Grid>;
  /** The value of positions whose value is known without search, else undefined. */
  readonly knownValue?: (grid: G.Grid) => Game | undefined;
}

/** What {@link defineImpartialGridRuleset} takes (no `swapsPlayers` or `colourSwap`: nothing negates an impartial game). */
export interface ImpartialGridDefinition extends Omit<GridDefinitionParts, "swapsPlayers" | "colourSwap"> {
  /** The moves in `grid` (either player's), each reported to `move` as the cells it changes. */
  readonly moves?: (grid: G.Grid, move: GridMove) => void;
  /** Instead of `moves`: the options as grids. */
  readonly options?: (grid: G.Grid) => Iterable<G.Grid>;
  /** The nim-value of positions whose nim-value is known without search, else undefined. */
  readonly knownNimValue?: (grid: G.Grid) => number | undefined;
}

/** What a grid ruleset has beyond a ruleset: pictures and drawings always, its alphabet and symmetry group. */
interface GridRulesetExtras {
  /** A position from its picture (rows by `|` or newlines); InputError naming a bad character's row and column. O(characters). */
  readonly parse: (picture: string) => G.Grid;
  /** The picture of a position, rows joined by `|`. O(cells). */
  readonly format: (position: G.Grid) => string;
  /** An SVG drawing with the cells' glyphs. O(cells). */
  readonly draw: (position: G.Grid) => string;
  /** The character map (grids made by this ruleset print with it). */
  readonly alphabet: G.CellAlphabet;
  /** The symmetry group its keys are folded over (undefined with a custom `normalize` or none). */
  readonly symmetryGroup: G.GridSymmetryGroup | undefined;
}

/** A partizan ruleset over grids made by {@link defineGridRuleset}. */
export interface GridRuleset extends Omit<PartizanRuleset<G.Grid>, "parse" | "format" | "draw">, GridRulesetExtras {}

/** An impartial ruleset over grids made by {@link defineImpartialGridRuleset}. */
export interface ImpartialGridRuleset extends Omit<ImpartialRuleset<G.Grid>, "parse" | "format" | "draw">, GridRulesetExtras {}

const COMMON_FIELDS = ["name", "cells", "aliases", "symmetries", "swapsPlayers", "colourSwap", "background", "components", "normalize", "key", "knowledge"];
const PARTIZAN_FIELDS = new Set([...COMMON_FIELDS, "moves", "leftOptions", "rightOptions", "knownValue"]);
const IMPARTIAL_FIELDS = new Set([...COMMON_FIELDS.filter((f) => f !== "swapsPlayers" && f !== "colourSwap"), "moves", "options", "knownNimValue"]);

/** The glyph a cell character gets when its cell names none: `.`/space empty, `#` blocked, else a letter. */
function defaultGlyph(ch: string): G.CellGlyph {
  if (ch === "." || ch === " ") return { kind: "empty" };
  if (ch === "#") return { kind: "blocked" };
  return { kind: "letter", text: ch };
}

/** The alphabet of a definition's `cells` (checked). O(cells of the map). */
export function alphabetOf(what: string, name: string, cells: unknown, aliases: unknown): G.CellAlphabet {
  if (aliases !== undefined && (typeof aliases !== "object" || aliases === null || Array.isArray(aliases))) {
    throw new InputError(`${what}: aliases must be an object such as { X: 1 }, got ${JSON.stringify(aliases)}`, "field aliases");
  }
  if (typeof cells === "string") {
    const chars = [...cells];
    const glyphs = chars.map(defaultGlyph);
    return G.cellAlphabet(name, cells, (aliases ?? {}) as Record<string, number>, (v) => glyphs[v] ?? { kind: "empty" });
  }
  if (Array.isArray(cells)) {
    if (aliases !== undefined) throw new InputError(`${what}: with cells as a list, give each cell's aliases in the cell ({ char, aliases })`, "field aliases");
    const extra: Record<string, number> = {};
    const glyphs: G.CellGlyph[] = [];
    let chars = "";
    cells.forEach((cell: unknown, v: number) => {
      const c = cell as Partial<GridCell> | null;
      if (typeof c !== "object" || c === null || typeof c.char !== "string" || [...c.char].length !== 1) {
        throw new InputError(`${what}: each cell must be { char: one character, name?, glyph?, aliases? }, got ${JSON.stringify(cell)}`, `cells[${v}]`);
      }
      if (c.aliases !== undefined && typeof c.aliases !== "string") throw new InputError(`${what}: a cell's aliases must be a string of characters, got ${JSON.stringify(c.aliases)}`, `cells[${v}]`);
      if (c.glyph !== undefined && (typeof c.glyph !== "object" || c.glyph === null || typeof (c.glyph as { kind?: unknown }).kind !== "string")) {
        throw new InputError(`${what}: a cell's glyph must be a grid.CellGlyph such as { kind: "stone", fill: "#222" }`, `cells[${v}]`);
      }
      chars += c.char;
      glyphs.push(c.glyph ?? defaultGlyph(c.char));
      for (const a of [...(c.aliases ?? "")]) extra[a] = v;
    });
    return G.cellAlphabet(name, chars, extra, (v) => glyphs[v] ?? { kind: "empty" });
  }
  const a = cells as Partial<G.CellAlphabet> | null;
  if (typeof a === "object" && a !== null && typeof a.chars === "string" && typeof a.name === "string" && typeof a.aliases === "object") {
    if (aliases !== undefined) throw new InputError(`${what}: a ready CellAlphabet carries its own aliases`, "field aliases");
    const glyph = a.glyph;
    if (glyph !== undefined) return a as G.CellAlphabet;
    const glyphs = [...a.chars].map(defaultGlyph);
    return G.cellAlphabet(a.name, a.chars, { ...a.aliases }, (v) => glyphs[v] ?? { kind: "empty" });
  }
  throw new InputError(`${what}: cells must be a string of cell characters (".xo#"), a list of { char, name?, glyph? } or a grid.CellAlphabet, got ${JSON.stringify(cells)}`, "field cells");
}

/** A list of cell values checked against the alphabet's size. */
function cellValues(what: string, field: string, values: unknown, k: number): number[] {
  if (!Array.isArray(values)) throw new InputError(`${what}: ${field} must be a list of cell values, got ${JSON.stringify(values)}`, `field ${field}`);
  for (const v of values) {
    if (!Number.isInteger(v) || v < 0 || v >= k) throw new InputError(`${what}: ${field} holds ${JSON.stringify(v)}, not a cell value in [0, ${k - 1}]`, `field ${field}`);
  }
  return values as number[];
}

/** The symmetry group of a definition, or undefined when keys are not folded. */
export function groupOf(what: string, d: GridDefinitionParts, k: number): G.GridSymmetryGroup | undefined {
  const s = d.symmetries ?? "none";
  let symmetries: readonly G.Symmetry[];
  if (s === "all") symmetries = G.ALL_SYMMETRIES;
  else if (s === "rectangle") symmetries = G.RECTANGLE_SYMMETRIES;
  else if (s === "none") symmetries = [G.IDENTITY];
  else if (Array.isArray(s as unknown) && s.every((x) => Number.isInteger(x) && x >= 0 && x <= 7)) {
    if (!G.isSubgroup(s)) throw new InputError(`${what}: symmetries [${s.join(", ")}] are not a group (it must contain 0, the identity, and be closed under composition)`, "field symmetries");
    symmetries = [...s];
  } else throw new InputError(`${what}: symmetries must be "all", "rectangle", "none" or a list of grid symmetries 0..7, got ${JSON.stringify(s)}`, "field symmetries");
  let swapsPlayers: ((s: G.Symmetry) => boolean) | undefined;
  if (d.swapsPlayers === "transpose") swapsPlayers = G.transposes;
  else if (typeof d.swapsPlayers === "function") swapsPlayers = d.swapsPlayers;
  else if (d.swapsPlayers !== undefined) throw new InputError(`${what}: swapsPlayers must be "transpose" or a function of a symmetry, got ${JSON.stringify(d.swapsPlayers)}`, "field swapsPlayers");
  let colourSwap: readonly number[] | undefined;
  if (d.colourSwap !== undefined) {
    colourSwap = cellValues(what, "colourSwap", d.colourSwap, k);
    if (colourSwap.length !== k || colourSwap.some((v, i) => colourSwap![v] !== i)) {
      throw new InputError(`${what}: colourSwap must give each of the ${k} cell values its partner (an involution: swap[swap[v]] = v), got [${colourSwap.join(", ")}]`, "field colourSwap");
    }
  }
  if (symmetries.length === 1 && colourSwap === undefined) return swapsPlayers ? undefined : { symmetries };
  return { symmetries, ...(swapsPlayers ? { swapsPlayers } : {}), ...(colourSwap ? { colourSwap } : {}) };
}

/** The key folding of a definition: trim the background, fold over the group. O(|group| · cells). */
function normalizerOf(group: G.GridSymmetryGroup | undefined, background: readonly number[]): ((grid: G.Grid) => NormalForm) | undefined {
  const folds = group !== undefined && (group.symmetries.length > 1 || group.colourSwap !== undefined);
  if (!folds && background.length === 0) return undefined;
  const g = group ?? { symmetries: [G.IDENTITY] };
  const isBackground = new Uint8Array(256);
  for (const v of background) isBackground[v] = 1;
  const trims = background.length > 0;
  return (grid: G.Grid): NormalForm => {
    const folded = G.foldedGridKey(trims ? trimBackground(grid, isBackground) : grid, g);
    return { key: folded.key, negated: folded.swapsPlayers };
  };
}

/**
 * The grid without its border rows and columns made only of background cells (`isBackground[v]`
 * = 1): the grid itself when there are none, the empty 0×0 grid when every cell is background (as
 * `Grid.trim`). Scans inwards from each side, so a board with a foreground cell on every side costs
 * O(its perimeter), at most O(cells).
 */
function trimBackground(grid: G.Grid, isBackground: Uint8Array): G.Grid {
  const { height: h, width: w, cells } = grid;
  let top = 0;
  scan: for (; top < h; top++) for (let c = 0; c < w; c++) if (isBackground[cells[top * w + c]!] === 0) break scan;
  if (top === h) return h === 0 && w === 0 ? grid : G.Grid.unsafeWrap(0, 0, new Uint8Array(0), grid.alphabet);
  let bottom = h - 1;
  scan: for (; bottom > top; bottom--) for (let c = 0; c < w; c++) if (isBackground[cells[bottom * w + c]!] === 0) break scan;
  let left = 0;
  scan: for (; left < w; left++) for (let r = top; r <= bottom; r++) if (isBackground[cells[r * w + left]!] === 0) break scan;
  let right = w - 1;
  scan: for (; right > left; right--) for (let r = top; r <= bottom; r++) if (isBackground[cells[r * w + right]!] === 0) break scan;
  if (top === 0 && left === 0 && bottom === h - 1 && right === w - 1) return grid;
  return grid.crop(top, left, bottom - top + 1, right - left + 1);
}

/** The components function of a definition. O(cells · |adjacency|) per call. */
function componentsOf(what: string, rule: GridDefinitionParts["components"], background: readonly number[], k: number): ((grid: G.Grid) => readonly G.Grid[]) | undefined {
  if (rule === undefined || typeof rule === "function") return rule;
  if (typeof rule !== "object" || rule === null) throw new InputError(`${what}: components must be { of, adjacency?, fill?, minCells?, keep? } or a function from a grid to its parts`, "field components");
  for (const f of Object.keys(rule)) {
    if (!["of", "adjacency", "fill", "minCells", "keep"].includes(f)) throw new InputError(`${what}: unknown components field "${f}"; allowed: of, adjacency, fill, minCells, keep`, `components.${f}`);
  }
  let occupied: (v: number) => boolean;
  if (typeof rule.of === "function") occupied = rule.of;
  else {
    const inRegion = new Uint8Array(256);
    for (const v of cellValues(what, "components.of", rule.of, k)) inRegion[v] = 1;
    const only = rule.of.length === 1 ? rule.of[0]! : -1;
    occupied = only >= 0 ? (v: number) => v === only : (v: number) => inRegion[v] === 1;
  }
  const fill = rule.fill ?? background[0] ?? 0;
  cellValues(what, "components.fill", [fill], k);
  const minCells = rule.minCells ?? 1;
  if (!Number.isInteger(minCells) || minCells < 1) throw new InputError(`${what}: components.minCells must be a positive integer, got ${JSON.stringify(minCells)}`, "components.minCells");
  if (rule.keep !== undefined && typeof rule.keep !== "function") throw new InputError(`${what}: components.keep must be a function of a region's grid`, "components.keep");
  const split: G.ComponentOptions = { occupied, adjacency: rule.adjacency ?? "4", fill };
  G.connectedComponents(G.Grid.of(1, 1), split); // checks the adjacency once, here, not at the first position
  const keep = rule.keep;
  return (grid: G.Grid): G.Grid[] => {
    const out: G.Grid[] = [];
    for (const p of G.connectedComponents(grid, split)) if (p.cells >= minCells && (keep === undefined || keep(p.grid))) out.push(p.grid);
    return out;
  };
}

/** The InputError of a move that writes off the grid or outside the alphabet. */
function badMove(name: string, alphabet: G.CellAlphabet, grid: G.Grid, i: number, v: number, k: number): never {
  throw new InputError(
    `${name}: a move sets cell index ${i} to ${v}, but the ${grid.height}×${grid.width} grid has cells 0..${grid.size - 1} and values 0..${k - 1}`,
    `position ${G.formatGrid(grid, alphabet)}`,
  );
}

/**
 * `moves` turned into an options function: each reported move is applied to a copy of the cells
 * (O(cells) per option). A cell index off the grid or a value outside the alphabet is an InputError
 * naming the ruleset and the position. One `move` function per ruleset and side, reused by every call
 * (the grid being expanded and the list of options are saved and restored around each call, so a
 * `moves` that expands another position meanwhile is still right).
 */
export function optionsVia<Player>(name: string, alphabet: G.CellAlphabet, generate: (grid: G.Grid, player: Player, move: GridMove) => void, player: Player): (grid: G.Grid) => G.Grid[] {
  const k = [...alphabet.chars].length;
  // `var`, not `let`: read on every move from the closure (no dead-zone checks; DEVELOPING.md, Style)
  /* eslint-disable no-var -- hot closure state: `let` pays a dead-zone check on every read (DEVELOPING, hot code) */
  var grid: G.Grid = G.Grid.of(0, 0);
  var cells: Uint8Array = grid.cells;
  var out: G.Grid[] = [];
  var alpha: G.CellAlphabet = alphabet; // the expanded grid's own alphabet (options print as it does)
  /* eslint-enable no-var */
  // kept small so that the engine's compiler inlines it into the game's move loop
  const move = ((i: number | ArrayLike<number>, v?: number, j?: number, w?: number, kk?: number, x?: number): void => {
    if (typeof i !== "number") { moveList(i); return; }
    const n = cells.length;
    const next = cells.slice();
    // (a >>> 0) < n: a is an index in [0, n) (a negative number wraps to a huge one)
    if ((i >>> 0) >= n || (v! >>> 0) >= k) badMove(name, alphabet, grid, i, v!, k);
    next[i] = v!;
    if (j !== undefined) {
      if ((j >>> 0) >= n || (w! >>> 0) >= k) badMove(name, alphabet, grid, j, w!, k);
      next[j] = w!;
      if (kk !== undefined) {
        if ((kk >>> 0) >= n || (x! >>> 0) >= k) badMove(name, alphabet, grid, kk, x!, k);
        next[kk] = x!;
      }
    }
    out.push(G.Grid.unsafeWrap(grid.height, grid.width, next, alpha));
  }) as GridMove;
  /** A move given as a flat list of changes [i1, v1, i2, v2, ...]. */
  const moveList = (changes: ArrayLike<number>): void => {
    const n = cells.length;
    if (changes.length % 2 !== 0) throw new InputError(`${name}: a move's change list must be pairs [index, value, ...], got ${changes.length} numbers`, `position ${G.formatGrid(grid, alphabet)}`);
    const next = cells.slice();
    for (let t = 0; t < changes.length; t += 2) {
      const a = changes[t]!;
      const b = changes[t + 1]!;
      if (!(Number.isInteger(a) && a >= 0 && a < n && Number.isInteger(b) && b >= 0 && b < k)) badMove(name, alphabet, grid, a, b, k);
      next[a] = b;
    }
    out.push(G.Grid.unsafeWrap(grid.height, grid.width, next, alpha));
  };
  return (position: G.Grid): G.Grid[] => {
    const saved = grid;
    const savedOut = out;
    const savedAlpha = alpha;
    const result: G.Grid[] = [];
    grid = position;
    cells = position.cells;
    out = result;
    alpha = position.alphabet ?? alphabet;
    try {
      generate(position, player, move);
    } finally {
      grid = saved;
      cells = saved.cells;
      out = savedOut;
      alpha = savedAlpha;
    }
    return result;
  };
}

/** The parts both kinds share, checked: alphabet, pictures, drawing, key, folding, components. */
function gridParts(what: string, def: unknown, kind: "partizan" | "impartial") {
  if (typeof def !== "object" || def === null || Array.isArray(def)) {
    throw new InputError(`${what}() needs a definition object such as { name, cells, moves }, got ${def === null ? "null" : typeof def}`);
  }
  const d = def as GridDefinitionParts & Record<string, unknown>;
  const allowed = kind === "partizan" ? PARTIZAN_FIELDS : IMPARTIAL_FIELDS;
  for (const f of Object.keys(d)) {
    if (!allowed.has(f)) throw new InputError(`${what}(): unknown field "${f}"; allowed fields are ${[...allowed].join(", ")}`, `field ${f}`);
  }
  if (typeof d.name !== "string" || d.name.trim() === "") throw new InputError(`${what}(): name must be a non-empty string, got ${JSON.stringify(d.name)}`, "field name");
  const w = `${what}(${JSON.stringify(d.name)})`;
  const alphabet = alphabetOf(w, d.name, d.cells, d.aliases);
  const k = [...alphabet.chars].length;
  const background = d.background === undefined ? [] : cellValues(w, "background", d.background, k);
  for (const f of ["normalize", "key"] as const) {
    if (d[f] !== undefined && typeof d[f] !== "function") throw new InputError(`${w}: ${f} must be a function or absent`, `field ${f}`);
  }
  if (d.normalize !== undefined && (d.symmetries !== undefined || d.swapsPlayers !== undefined || d.colourSwap !== undefined || d.background !== undefined)) {
    throw new InputError(`${w}: give either normalize or symmetries/swapsPlayers/colourSwap/background, not both (normalize folds the key itself)`, "field normalize");
  }
  const group = groupOf(w, d, k);
  if (group === undefined && d.swapsPlayers !== undefined) throw new InputError(`${w}: swapsPlayers needs symmetries that transpose ("all" or a list with 4..7)`, "field swapsPlayers");
  const normalize = d.normalize ?? normalizerOf(group, background);
  const components = componentsOf(w, d.components, background, k);
  const pictures = picturesOf(d.name, alphabet, (g: G.Grid) => g, (g: G.Grid) => g);
  return {
    w,
    alphabet,
    symmetryGroup: d.normalize === undefined && normalize !== undefined ? group : undefined,
    common: {
      name: d.name,
      key: d.key ?? G.gridKey,
      isPosition: (x: unknown) => isGridOf(x, alphabet, k),
      ...(components ? { components } : {}),
      ...(normalize ? { normalize } : {}),
      ...(d.knowledge !== undefined ? { knowledge: d.knowledge } : {}),
      parse: pictures.parse,
      format: pictures.format,
      draw: pictures.draw,
    },
  };
}

/**
 * True when `x` is a grid of this character map: a `grid.Grid` whose cells are values of it and whose
 * own alphabet, if it has one, agrees with it on every value it has (so a Cram grid `.#` is no Clobber
 * grid `.xo#`, while a grid made by `Grid.of` without an alphabet is read by value). O(cells).
 */
function isGridOf(x: unknown, alphabet: G.CellAlphabet, k: number): boolean {
  if (!(x instanceof G.Grid)) return false;
  const own = x.alphabet;
  if (own !== undefined && own !== alphabet && own.chars !== alphabet.chars && !alphabet.chars.startsWith(own.chars)) return false;
  const cells = x.cells;
  for (let i = 0; i < cells.length; i++) if (cells[i]! >= k) return false;
  return true;
}

/** Pictures in and out and drawings of a game's positions, from its character map (see {@link gridPictures}). */
export interface GridPictures<P> {
  /** A position from its picture (rows by `|` or newlines); InputError naming the game, and a bad character's row and column. O(characters). */
  readonly parse: (picture: string) => P;
  /** The picture of a position, rows joined by `|`. O(cells). */
  readonly format: (position: P) => string;
  /** An SVG drawing with the cells' glyphs, titled with the game's name and the picture. O(cells). */
  readonly draw: (position: P) => string;
  /** The character map. */
  readonly alphabet: G.CellAlphabet;
}

/**
 * What {@link gridPictures} takes: the character map, as for {@link defineGridRuleset}, and, for a
 * game whose positions are not `grid.Grid`s (Domineering's row bitmasks, Toads and Frogs' strings,
 * Konane's boards), the way between its positions and grids.
 */
export interface GridPictureDefinition<P> {
  /** The game's name, used in messages and drawings' titles. */
  readonly name: string;
  /** The character map (as {@link PartizanGridDefinition.cells}). */
  readonly cells: string | readonly GridCell[] | G.CellAlphabet;
  /** With `cells` as a string: extra characters and the value each is read as. */
  readonly aliases?: Readonly<Record<string, number>>;
  /** The grid of a position, its cells as values of the character map. */
  readonly toGrid: (position: P) => G.Grid;
  /**
   * The position of a grid read from a picture. It may refuse a grid the game has no position for
   * (a strip game given two rows, a board too large) with an InputError naming the place.
   */
  readonly fromGrid: (grid: G.Grid) => P;
}

/** The pictures of an alphabet through `toGrid` / `fromGrid`. */
export function picturesOf<P>(name: string, alphabet: G.CellAlphabet, toGrid: (p: P) => G.Grid, fromGrid: (g: G.Grid) => P): GridPictures<P> {
  const glyph = alphabet.glyph!;
  const format = (p: P): string => G.formatGrid(toGrid(p), alphabet);
  return {
    parse: (picture: string) => {
      if (typeof picture !== "string") throw new InputError(`${name}: a picture must be a string such as ${JSON.stringify(sampleRow(alphabet))}, got ${describeValue(picture)}`);
      return fromGrid(G.parseGrid(picture, alphabet));
    },
    format,
    draw: (p: P) => G.gridSvg(toGrid(p), { glyph, title: `${name} ${format(p)}` }),
    alphabet,
  };
}

/** A short picture over an alphabet's characters, for messages. */
function sampleRow(alphabet: G.CellAlphabet): string {
  return [...alphabet.chars].slice(0, 3).join("");
}

/**
 * Pictures in and out and SVG drawings for a game whose positions are not grids (or that defines
 * its ruleset without {@link defineGridRuleset}): the same character map, reader (rows by `|` or
 * newlines, an InputError naming the game, row and column of a bad character) and drawing as a
 * grid ruleset's, through the game's `toGrid` / `fromGrid`. Throws InputError for a bad
 * definition. O(fields) to build; parse O(characters) plus `fromGrid`, format and draw O(cells)
 * plus `toGrid`.
 *
 * ```ts
 * const strip = ruleset.gridPictures<string>({
 *   name: "Toads and Frogs", cells: ".tf", aliases: { T: 1, F: 2 },
 *   toGrid: (s) => grid.Grid.of(1, s.length, [...s].map((c) => ".tf".indexOf(c))),
 *   fromGrid: (g) => [...g.cells].map((v) => ".tf"[v]).join(""),
 * });
 * strip.parse("TT..F"); // → "tt..f"
 * ```
 */
export function gridPictures<P>(definition: GridPictureDefinition<P>): GridPictures<P> {
  const what = "gridPictures";
  if (typeof definition !== "object" || definition === null || Array.isArray(definition)) {
    throw new InputError(`${what}() needs a definition object { name, cells, toGrid, fromGrid }, got ${describeValue(definition)}`);
  }
  for (const f of Object.keys(definition)) {
    if (!["name", "cells", "aliases", "toGrid", "fromGrid"].includes(f)) throw new InputError(`${what}(): unknown field "${f}"; allowed fields are name, cells, aliases, toGrid, fromGrid`, `field ${f}`);
  }
  const d = definition;
  if (typeof d.name !== "string" || d.name.trim() === "") throw new InputError(`${what}(): name must be a non-empty string, got ${describeValue(d.name)}`, "field name");
  for (const f of ["toGrid", "fromGrid"] as const) {
    if (typeof d[f] !== "function") throw new InputError(`${what}(${JSON.stringify(d.name)}): ${f} must be a function`, `field ${f}`);
  }
  const alphabet = alphabetOf(`${what}(${JSON.stringify(d.name)})`, d.name, d.cells, d.aliases);
  return Object.freeze(picturesOf(d.name, alphabet, d.toGrid, d.fromGrid));
}

/**
 * The ruleset with `alphabet` and `symmetryGroup` added as non-enumerable properties, so that a
 * spread copy (`definePartizan({ ...rs, name })`, a variant without a shortcut) is a plain ruleset
 * definition again. Frozen. O(fields).
 */
function withGridExtras<R extends object>(rs: R, alphabet: G.CellAlphabet, symmetryGroup: G.GridSymmetryGroup | undefined): R {
  const out = { ...rs };
  Object.defineProperty(out, "alphabet", { value: alphabet, enumerable: false });
  Object.defineProperty(out, "symmetryGroup", { value: symmetryGroup, enumerable: false });
  return Object.freeze(out);
}

/**
 * A partizan ruleset over grids from its cells and moves (see the module comment): pictures,
 * drawing, keys, symmetry folding and components come from the base. Throws InputError naming the
 * field for a bad definition. O(fields) to build; each position's options cost the game's `moves`
 * plus O(cells) per option; keys O(|group| · cells).
 *
 * ```ts
 * const triomineering = ruleset.defineGridRuleset({
 *   name: "Triomineering", cells: ".#",                      // 0 free, 1 filled
 *   moves: (g, player, move) => { ... move(i, 1, i + step, 1, i + 2 * step, 1) ... },
 *   symmetries: "all", swapsPlayers: "transpose", background: [1],
 *   components: { of: [0], minCells: 3 },
 * });
 * ```
 */
export function defineGridRuleset(definition: PartizanGridDefinition): GridRuleset {
  const { w, alphabet, symmetryGroup, common } = gridParts("defineGridRuleset", definition, "partizan");
  const d = definition;
  let leftOptions: (grid: G.Grid) => Iterable<G.Grid>;
  let rightOptions: (grid: G.Grid) => Iterable<G.Grid>;
  if (d.moves !== undefined) {
    if (typeof d.moves !== "function") throw new InputError(`${w}: moves must be a function (grid, player, move) => void`, "field moves");
    if (d.leftOptions !== undefined || d.rightOptions !== undefined) throw new InputError(`${w}: give either moves or leftOptions and rightOptions, not both`, "field moves");
    const moves = d.moves;
    leftOptions = optionsVia(d.name, alphabet, moves, 0 as GridPlayer);
    rightOptions = optionsVia(d.name, alphabet, moves, 1 as GridPlayer);
  } else if (typeof d.leftOptions === "function" && typeof d.rightOptions === "function") {
    leftOptions = d.leftOptions;
    rightOptions = d.rightOptions;
  } else {
    throw new InputError(`${w}: give moves: (grid, player, move) => void, or leftOptions and rightOptions`, "field moves");
  }
  const rs = definePartizan<G.Grid>({ ...common, leftOptions, rightOptions, ...(d.knownValue !== undefined ? { knownValue: d.knownValue } : {}) });
  return withGridExtras(rs, alphabet, symmetryGroup) as GridRuleset;
}

/**
 * An impartial ruleset over grids from its cells and moves (`moves(grid, move)`, or `options`);
 * otherwise as {@link defineGridRuleset}, without `swapsPlayers` and `colourSwap` (an impartial game
 * has no players to exchange: those fields are reported as unknown). O(fields) to build.
 */
export function defineImpartialGridRuleset(definition: ImpartialGridDefinition): ImpartialGridRuleset {
  const { w, alphabet, symmetryGroup, common } = gridParts("defineImpartialGridRuleset", definition, "impartial");
  const d = definition;
  let options: (grid: G.Grid) => Iterable<G.Grid>;
  if (d.moves !== undefined) {
    if (typeof d.moves !== "function") throw new InputError(`${w}: moves must be a function (grid, move) => void`, "field moves");
    if (d.options !== undefined) throw new InputError(`${w}: give either moves or options, not both`, "field moves");
    const moves = d.moves;
    options = optionsVia(d.name, alphabet, (g: G.Grid, _: undefined, move: GridMove) => { moves(g, move); }, undefined);
  } else if (typeof d.options === "function") options = d.options;
  else throw new InputError(`${w}: give moves: (grid, move) => void, or options`, "field moves");
  const rs = defineImpartial<G.Grid>({ ...common, options, ...(d.knownNimValue !== undefined ? { knownNimValue: d.knownNimValue } : {}) });
  return withGridExtras(rs, alphabet, symmetryGroup) as ImpartialGridRuleset;
}
