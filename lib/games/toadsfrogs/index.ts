/**
 * Toads and Frogs on a strip (Winning Ways, vol. 1, ch. 1; Lessons in Play, ch. 1) and its variants
 * as parameters (the generalisation of CGSuite's GenToadsAndFrogs): Left's toads `t` move right,
 * Right's frogs `f` move left, `.` is empty. A unit slides 1..maxSlide empty cells forward (with
 * backsliding also one cell back) or jumps over 1..maxJump adjacent enemy units onto an empty cell.
 *
 *  - Toads and Frogs: maxSlide 1, maxJump 1 ({@link ruleset});
 *  - Elephants and Rhinos: no jumps, maxJump 0 ({@link elephantsAndRhinos});
 *  - Backsliding Toads and Frogs: units may also slide one cell back ({@link backsliding}): a loopy
 *    ruleset (`loopy: true`), valued by `solvers.loopyValue` (Winning Ways ch. 11; CGSuite's
 *    BackslidingToadsAndFrogs);
 *  - {@link toadsAndFrogs}(options) for any other combination.
 *
 * Positions are strings over `t f .`, which are also their pictures (CGSuite's letters; `T F` and `_`
 * are read too, as in cgt-tools): the character map, reader and drawing are the grid base's
 * (`ruleset.gridPictures`), on a board of one row.
 *
 * @module
 */
import * as cgt from "../../cgt";
import { Grid } from "../../grid";
import { definePartizan, gridPictures, type PartizanRuleset } from "../../ruleset";
import { definePicture, describeValue, InputError } from "../../util";
import { separatedStripValue, Strip, STRIP_MAX_CELLS, stripIsWhole, stripMoves, stripOf, stripPicture } from "./strip";

export type { Strip } from "./strip";
export { STRIP_MAX_CELLS, stripOf, stripPicture } from "./strip";

const CHARS = ".tf";

/** The strip's pictures from the grid base: `.` empty (also `_`), `t` toad (also `T`), `f` frog (also `F`). */
const PICTURES = gridPictures<string>({
  name: "Toads and Frogs",
  cells: [
    { char: ".", name: "empty", aliases: "_" },
    { char: "t", name: "toad (Left, moves east)", aliases: "T", glyph: { kind: "stone", fill: "#1f5fd1" } },
    { char: "f", name: "frog (Right, moves west)", aliases: "F", glyph: { kind: "stone", fill: "#d12a1f" } },
  ],
  toGrid: (s: string) => {
    const cells = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) cells[i] = CHARS.indexOf(s[i]!);
    return Grid.unsafeWrap(1, s.length, cells);
  },
  fromGrid: (g: Grid) => {
    if (g.height !== 1) throw new InputError(`Toads and Frogs is played on a strip: the picture has ${g.height} rows, write one row of t, f, .`, "row 2");
    let s = "";
    for (const v of g.cells) s += CHARS[v];
    return s;
  },
});

/** Parameters of a Toads-and-Frogs-like ruleset. */
export interface ToadsAndFrogsOptions {
  /** Longest forward slide (default 1). */
  readonly maxSlide?: number;
  /** Longest jump, in adjacent enemy units jumped (default 1; 0 = Elephants and Rhinos). */
  readonly maxJump?: number;
  /** Units may also slide one cell back (default false; makes the game loopy). */
  readonly backsliding?: boolean;
}

const OPTION_NAMES = new Set(["maxSlide", "maxJump", "backsliding"]);

/**
 * Read a strip picture over `t` (toad), `f` (frog), `.` (empty); `T`/`F`/`_` are read as `t`/`f`/`.`;
 * the empty picture is the empty strip. Throws InputError naming the game, the character and its
 * row and column (from 1), or a picture of more than one row. O(length).
 */
export function parseStrip(picture: string): string {
  if (picture === "") return "";
  return PICTURES.parse(picture);
}

/**
 * The strips after each move of `me` (moving in direction `dir`, jumping `you`): one string per move,
 * built from three slices of the strip (no array per move). O(length · (maxSlide + maxJump)) to scan,
 * O(length) per move.
 */
function movesOf(s: string, me: string, you: string, dir: number, maxSlide: number, maxJump: number, back: boolean): string[] {
  const out: string[] = [];
  const put = (from: number, to: number): void => {
    if (from < to) out.push(s.slice(0, from) + "." + s.slice(from + 1, to) + me + s.slice(to + 1));
    else out.push(s.slice(0, to) + me + s.slice(to + 1, from) + "." + s.slice(from + 1));
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== me) continue;
    for (let k = 1; k <= maxSlide && s[i + k * dir] === "."; k++) put(i, i + k * dir);
    if (back && s[i - dir] === ".") put(i, i - dir);
    for (let k = 1; k <= maxJump && s[i + k * dir] === you; k++) if (s[i + (k + 1) * dir] === ".") put(i, i + (k + 1) * dir);
  }
  return out;
}

/** The plain moves, as they were written first: the strip copied to an array per move (the reference for {@link movesOf} and the strip moves; `jumps` false: Elephants and Rhinos). O(length) per move. */
function plainMovesOf(s: string, me: string, you: string, dir: number, jumps = true): string[] {
  const out: string[] = [];
  const put = (from: number, to: number): void => {
    const a = s.split("");
    a[from] = ".";
    a[to] = me;
    out.push(a.join(""));
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== me) continue;
    if (s[i + dir] === ".") put(i, i + dir);
    if (jumps && s[i + dir] === you && s[i + 2 * dir] === ".") put(i, i + 2 * dir);
  }
  return out;
}

/** Longest strip keyed by a number ({@link stripKey}): 3^33 > 2^53. */
export const MAX_NUMBER_KEY_CELLS = 32;

/** Cell digits of the number keys: `.` 0, `t` 1, `f` 2 (char codes 46, 116, 102). */
const digit = (c: number): number => (c === 116 ? 1 : c === 102 ? 2 : 0);

/**
 * The key of a strip: for at most {@link MAX_NUMBER_KEY_CELLS} cells the number 3^length + Σ digit(cell i)·3^i
 * (exact below 2^53; the leading 3^length tells lengths apart), else the strip itself. O(length).
 */
export function stripKey(s: string): number | string {
  const n = s.length;
  if (n > MAX_NUMBER_KEY_CELLS) return s;
  let k = 1;
  for (let i = n - 1; i >= 0; i--) k = k * 3 + digit(s.charCodeAt(i));
  return k;
}

/**
 * The key folded over the mirror (reverse and swap toads and frogs, which negates the value): the
 * lesser of the strip's key and its mirror's, computed in one pass without building the mirror
 * (numbers for short strips, strings for longer ones, as {@link stripKey}). O(length).
 */
export function foldedStripKey(s: string): { key: number | string; negated: boolean } {
  const n = s.length;
  if (n > MAX_NUMBER_KEY_CELLS) {
    const m = mirror(s);
    return m < s ? { key: m, negated: true } : { key: s, negated: false };
  }
  let k = 1;
  let km = 1;
  for (let i = n - 1; i >= 0; i--) k = k * 3 + digit(s.charCodeAt(i));
  for (let i = 0; i < n; i++) {
    const d = digit(s.charCodeAt(i));
    km = km * 3 + (d === 0 ? 0 : 3 - d);
  }
  return km < k ? { key: km, negated: true } : { key: k, negated: false };
}

/** Reverse the strip and swap toads and frogs: the value is negated. O(length). */
export function mirror(s: string): string {
  let out = "";
  for (let i = s.length - 1; i >= 0; i--) out += s[i] === "t" ? "f" : s[i] === "f" ? "t" : ".";
  return out;
}

/**
 * The value of a strip where every frog is left of every toad (they never meet): each toad makes
 * one move per empty cell to its right, each frog one per empty cell to its left, so the value is
 * the integer (toad moves − frog moves). Only for forward slides of 1 without backsliding; else undefined. O(length).
 */
export function separatedValue(s: string): cgt.Game | undefined {
  const firstToad = s.indexOf("t");
  if (firstToad >= 0 && s.lastIndexOf("f") > firstToad) return undefined;
  let n = 0;
  let empties = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    if (s[i] === ".") empties++;
    else if (s[i] === "t") n += empties;
  }
  empties = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === ".") empties++;
    else if (s[i] === "f") n -= empties;
  }
  return cgt.integer(n);
}

/**
 * Drop the units that can never move at either end of a strip without backsliding (they never
 * matter): frogs at the left end, toads at the right end, and at the left end a run of toads
 * followed by more than `maxJump` frogs (each toad faces its own kind or more frogs than it can
 * jump; the front frog faces the toads and the end, the others their own kind; nothing from the
 * right passes the frogs), and its mirror at the right end (more than `maxJump` toads followed by
 * a run of frogs). What is left keeps a frog (or the end) on its left and a toad (or the end) on
 * its right, which act as the strip's end. O(length).
 */
function trimDead(s: string, maxJump: number): string {
  let a = 0;
  let b = s.length;
  for (let changed = true; changed; ) {
    changed = false;
    while (a < b && s.charCodeAt(a) === F) a++;
    let i = a;
    while (i < b && s.charCodeAt(i) === T) i++;
    let k = i;
    while (k < b && s.charCodeAt(k) === F) k++;
    if (i > a && k - i > maxJump) {
      a = k;
      changed = true;
    }
    while (b > a && s.charCodeAt(b - 1) === T) b--;
    i = b;
    while (i > a && s.charCodeAt(i - 1) === F) i--;
    k = i;
    while (k > a && s.charCodeAt(k - 1) === T) k--;
    if (i < b && i - k > maxJump) {
      b = k;
      changed = true;
    }
  }
  return a === 0 && b === s.length ? s : s.slice(a, b);
}

/** Char codes of a toad and a frog. */
const T = 116;
const F = 102;

/**
 * Independent parts of a strip without backsliding: maxJump + 1 toads followed by maxJump + 1
 * frogs ("ttff" for Toads and Frogs, "tf" for Elephants and Rhinos) never move (each front unit
 * faces more enemies than it can jump, each back unit its own kind) and nothing crosses them, so
 * each such wall cuts the strip, and to either side it acts as the strip's end (a slide or jump
 * into it is as impossible as one off the board). Each part is trimmed of its dead ends; empty
 * parts are dropped; a strip that neither splits nor trims is returned as itself. O(length).
 */
function splitAtWalls(s: string, wall: string, maxJump: number): string[] {
  let i = s.indexOf(wall);
  if (i < 0) {
    const t = trimDead(s, maxJump);
    return t.length === 0 ? [] : [t];
  }
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const t = trimDead(s.slice(start, i < 0 ? s.length : i), maxJump);
    if (t.length > 0) parts.push(t);
    if (i < 0) return parts;
    start = i + wall.length;
    i = s.indexOf(wall, start);
  }
}

/** The mirror as a symmetry (value negated). */
const MIRROR = { name: "reverse and swap toads and frogs", apply: (s: StripPosition) => mirror(pictureOf(s)), swapsPlayers: true };

/**
 * A position of Toads and Frogs: a strip picture over `t f .` (what users write and what the
 * string moves give), or a {@link Strip} (the bit masks the engine works on: the parts of a strip
 * of at most {@link STRIP_MAX_CELLS} cells under slides of one and jumps over at most one unit).
 * Both print as the picture, and both have the same keys, so tables mix them freely.
 */
export type StripPosition = string | Strip;

/** The picture of a position. O(length). */
export function pictureOf(p: StripPosition): string {
  return typeof p === "string" ? p : stripPicture(p);
}

/** Whether x is a Strip whose masks and keys agree with its length (the engine trusts them). O(length). */
function isStrip(x: unknown): boolean {
  if (!(x instanceof Strip)) return false;
  const { length: n, toads, frogs } = x;
  if (!Number.isInteger(n) || n < 0 || n > STRIP_MAX_CELLS || (toads & frogs) !== 0 || ((toads | frogs) >>> n) !== 0 || toads < 0 || frogs < 0) return false;
  const again = stripOf(stripPicture(x));
  return again.key === x.key && again.mirrorKey === x.mirrorKey;
}

definePicture(Strip.prototype, {
  label: (s) => `Toads and Frogs strip of ${s.length}`,
  text: stripPicture,
  line: stripPicture,
  json: stripPicture,
  svg: (s) => PICTURES.draw(stripPicture(s)),
});

/** A position back from a worker (its picture, as `transfer.encode` made it); InputError naming what is wrong otherwise. O(length). */
function decodeStrip(data: unknown): string {
  if (typeof data !== "string" || !/^[tf.]*$/.test(data)) throw new InputError(`Toads and Frogs: a position from a worker must be a strip picture over t, f, ., got ${describeValue(data)}`);
  return data;
}

/**
 * A Toads-and-Frogs-like partizan ruleset over strips ({@link StripPosition}). Throws InputError for
 * an unknown parameter or a value out of range. Each position's moves cost O(length · (maxSlide +
 * maxJump)) on strings; under slides of one and jumps over at most one unit (Toads and Frogs,
 * Elephants and Rhinos; not backsliding) the engine's positions of at most {@link STRIP_MAX_CELLS}
 * cells are {@link Strip}s, whose moves, keys and folded keys cost O(1) each: `components` turns a
 * picture into strips, while `leftOptions` / `rightOptions` of a picture still give pictures.
 */
export function toadsAndFrogs(options: ToadsAndFrogsOptions = {}): PartizanRuleset<StripPosition> {
  for (const k of Object.keys(options)) if (!OPTION_NAMES.has(k)) throw new InputError(`toadsAndFrogs(): unknown parameter "${k}"; parameters are maxSlide, maxJump, backsliding`, `parameter ${k}`);
  const maxSlide = options.maxSlide ?? 1;
  const maxJump = options.maxJump ?? 1;
  const back = options.backsliding ?? false;
  if (!Number.isInteger(maxSlide) || maxSlide < 1) throw new InputError(`toadsAndFrogs(): maxSlide must be an integer ≥ 1, got ${JSON.stringify(maxSlide)}`, "parameter maxSlide");
  if (!Number.isInteger(maxJump) || maxJump < 0) throw new InputError(`toadsAndFrogs(): maxJump must be an integer ≥ 0, got ${JSON.stringify(maxJump)}`, "parameter maxJump");
  if (typeof back !== "boolean") throw new InputError(`toadsAndFrogs(): backsliding must be true or false, got ${JSON.stringify(back)}`, "parameter backsliding");
  const name = back ? "Backsliding Toads and Frogs" : maxJump === 0 ? "Elephants and Rhinos" : "Toads and Frogs";
  const plainForward = !back && maxSlide === 1;
  // the strip path: slides of one, jumps over at most one unit, no backsliding
  const bits = plainForward && maxJump <= 1;
  const jumps = maxJump === 1;
  const wall = "t".repeat(maxJump + 1) + "f".repeat(maxJump + 1);
  const left = (s: string): string[] => movesOf(s, "t", "f", 1, maxSlide, maxJump, back);
  const right = (s: string): string[] => movesOf(s, "f", "t", -1, maxSlide, maxJump, back);
  const split = (s: string): string[] => splitAtWalls(s, wall, maxJump);
  return definePartizan<StripPosition>({
    name: maxSlide === 1 && maxJump <= 1 ? name : `${name} (maxSlide ${maxSlide}, maxJump ${maxJump})`,
    leftOptions: bits
      ? (p) => (typeof p === "string" ? left(p) : stripMoves(p, true, jumps))
      : (p) => left(pictureOf(p)),
    rightOptions: bits
      ? (p) => (typeof p === "string" ? right(p) : stripMoves(p, false, jumps))
      : (p) => right(pictureOf(p)),
    isPosition: (x) => (typeof x === "string" && /^[tf.]*$/.test(x)) || isStrip(x),
    // forward rulesets: number keys and the mirror folded in one pass (a strip carries both); backsliding (loopy) keeps the picture as key and the mirror as a symmetry
    key: back ? pictureOf : (p) => (typeof p === "string" ? stripKey(p) : p.key),
    components: back
      ? undefined
      : bits
        ? (p) => stripParts(p, maxJump, split)
        : (p) => split(pictureOf(p)),
    symmetries: back ? [MIRROR] : undefined,
    normalize: back ? undefined : (p) => (typeof p === "string" ? foldedStripKey(p) : p.mirrorKey < p.key ? { key: p.mirrorKey, negated: true } : { key: p.key, negated: false }),
    knownValue: plainForward ? (p) => (typeof p === "string" ? separatedValue(p) : separatedStripValue(p)) : undefined,
    plainMoves: bits
      ? { leftOptions: (p) => plainMovesOf(pictureOf(p), "t", "f", 1, jumps), rightOptions: (p) => plainMovesOf(pictureOf(p), "f", "t", -1, jumps) }
      : undefined,
    transfer: { encode: pictureOf, decode: decodeStrip },
    parse: parseStrip,
    format: pictureOf,
    draw: (p) => PICTURES.draw(pictureOf(p)),
    loopy: back,
  });
}

/**
 * The parts of a position on the strip path, as strips: the position itself when the split leaves
 * it whole (one O(1) test on the masks), else the string split's parts, each made a strip. A
 * picture longer than {@link STRIP_MAX_CELLS} cells is split as a picture. O(1) for a whole strip,
 * O(length) otherwise.
 */
function stripParts(p: StripPosition, maxJump: number, split: (s: string) => string[]): StripPosition[] {
  if (typeof p === "string") {
    if (p.length > STRIP_MAX_CELLS) return split(p);
    const s = stripOf(p);
    return stripIsWhole(s, maxJump) ? [s] : split(p).map(stripOf);
  }
  return stripIsWhole(p, maxJump) ? [p] : split(stripPicture(p)).map(stripOf);
}

/** Toads and Frogs (slide 1, jump 1). */
export const ruleset: PartizanRuleset<StripPosition> = toadsAndFrogs();
/** Elephants and Rhinos: Toads and Frogs without jumps (CGSuite's ElephantsAndRhinos). */
export const elephantsAndRhinos: PartizanRuleset<StripPosition> = toadsAndFrogs({ maxJump: 0 });
/** Backsliding Toads and Frogs: also one cell back; a loopy ruleset, valued by `solvers.loopyValue` (the short-game engines refuse it). */
export const backsliding: PartizanRuleset<string> = toadsAndFrogs({ backsliding: true }) as PartizanRuleset<string>; // its moves are the string moves: it never makes a Strip
/** The same moves as {@link ruleset} with no components, symmetry or shortcut: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<string> = definePartizan<string>({
  name: "Toads and Frogs (plain)",
  leftOptions: (s) => plainMovesOf(s, "t", "f", 1),
  rightOptions: (s) => plainMovesOf(s, "f", "t", -1),
});
