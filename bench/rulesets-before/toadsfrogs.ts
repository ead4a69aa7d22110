// Toads and Frogs as lib/games/toadsfrogs was at commit 58f0ace (before the word positions and packed keys of
// issue 27), kept only so that bench/rulesets-graphs.bench.ts can time today's ruleset against it
// side by side in one run, through the same engine. Not library code.
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
import * as cgt from "../../lib/cgt";
import { Grid } from "../../lib/grid";
import { definePartizan, gridPictures, type PartizanRuleset } from "../../lib/ruleset";
import { InputError } from "../../lib/util";

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

function movesOf(s: string, me: string, you: string, dir: number, maxSlide: number, maxJump: number, back: boolean): string[] {
  const out: string[] = [];
  const put = (from: number, to: number): void => {
    const a = s.split("");
    a[from] = ".";
    a[to] = me;
    out.push(a.join(""));
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== me) continue;
    for (let k = 1; k <= maxSlide && s[i + k * dir] === "."; k++) put(i, i + k * dir);
    if (back && s[i - dir] === ".") put(i, i - dir);
    for (let k = 1; k <= maxJump && s[i + k * dir] === you; k++) if (s[i + (k + 1) * dir] === ".") put(i, i + (k + 1) * dir);
  }
  return out;
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

/** Drop the frogs stuck at the left end and the toads stuck at the right end (no backsliding: they never move or matter). O(length). */
function trimDead(s: string): string {
  let a = 0;
  while (s[a] === "f") a++;
  let b = s.length;
  while (b > a && s[b - 1] === "t") b--;
  return s.slice(a, b);
}

/**
 * A Toads-and-Frogs-like partizan ruleset over strip strings. Throws InputError for an unknown
 * parameter or a value out of range. Each position's moves cost O(length · (maxSlide + maxJump)).
 */
export function toadsAndFrogs(options: ToadsAndFrogsOptions = {}): PartizanRuleset<string> {
  for (const k of Object.keys(options)) if (!OPTION_NAMES.has(k)) throw new InputError(`toadsAndFrogs(): unknown parameter "${k}"; parameters are maxSlide, maxJump, backsliding`, `parameter ${k}`);
  const maxSlide = options.maxSlide ?? 1;
  const maxJump = options.maxJump ?? 1;
  const back = options.backsliding ?? false;
  if (!Number.isInteger(maxSlide) || maxSlide < 1) throw new InputError(`toadsAndFrogs(): maxSlide must be an integer ≥ 1, got ${JSON.stringify(maxSlide)}`, "parameter maxSlide");
  if (!Number.isInteger(maxJump) || maxJump < 0) throw new InputError(`toadsAndFrogs(): maxJump must be an integer ≥ 0, got ${JSON.stringify(maxJump)}`, "parameter maxJump");
  if (typeof back !== "boolean") throw new InputError(`toadsAndFrogs(): backsliding must be true or false, got ${JSON.stringify(back)}`, "parameter backsliding");
  const name = back ? "Backsliding Toads and Frogs" : maxJump === 0 ? "Elephants and Rhinos" : "Toads and Frogs";
  const plainForward = !back && maxSlide === 1;
  return definePartizan<string>({
    name: maxSlide === 1 && maxJump <= 1 ? name : `${name} (maxSlide ${maxSlide}, maxJump ${maxJump})`,
    leftOptions: (s) => movesOf(s, "t", "f", 1, maxSlide, maxJump, back),
    rightOptions: (s) => movesOf(s, "f", "t", -1, maxSlide, maxJump, back),
    isPosition: (x) => typeof x === "string" && /^[tf.]*$/.test(x),
    components: back ? undefined : (s) => {
      const t = trimDead(s);
      return t.length === 0 ? [] : [t];
    },
    symmetries: [{ name: "reverse and swap toads and frogs", apply: mirror, swapsPlayers: true }],
    knownValue: plainForward ? separatedValue : undefined,
    parse: parseStrip,
    format: (s) => s,
    draw: PICTURES.draw,
    loopy: back,
  });
}

/** Toads and Frogs (slide 1, jump 1). */
export const ruleset: PartizanRuleset<string> = toadsAndFrogs();
/** Elephants and Rhinos: Toads and Frogs without jumps (CGSuite's ElephantsAndRhinos). */
export const elephantsAndRhinos: PartizanRuleset<string> = toadsAndFrogs({ maxJump: 0 });
/** Backsliding Toads and Frogs: also one cell back; a loopy ruleset, valued by `solvers.loopyValue` (the short-game engines refuse it). */
export const backsliding: PartizanRuleset<string> = toadsAndFrogs({ backsliding: true });
/** The same moves as {@link ruleset} with no components, symmetry or shortcut: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<string> = definePartizan<string>({
  name: "Toads and Frogs (plain)",
  leftOptions: (s) => movesOf(s, "t", "f", 1, 1, 1, false),
  rightOptions: (s) => movesOf(s, "f", "t", -1, 1, 1, false),
});
