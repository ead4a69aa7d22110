/**
 * Toads and Frogs on a strip (Winning Ways, vol. 1, ch. 1; Lessons in Play, ch. 1) and its variants
 * as parameters (the generalisation of CGSuite's GenToadsAndFrogs): Left's toads `t` move right,
 * Right's frogs `f` move left, `.` is empty. A unit slides 1..maxSlide empty cells forward (with
 * backsliding also one cell back) or jumps over 1..maxJump adjacent enemy units onto an empty cell.
 *
 *  - Toads and Frogs: maxSlide 1, maxJump 1 ({@link ruleset});
 *  - Elephants and Rhinos: no jumps, maxJump 0 ({@link elephantsAndRhinos});
 *  - Backsliding Toads and Frogs: units may also slide one cell back ({@link backsliding}): a loopy
 *    game, so the short-game engines report the loop (loopy values are future work);
 *  - {@link toadsAndFrogs}(options) for any other combination.
 *
 * Pictures are strings over `t f .` (CGSuite's letters; `T F` are read too, as in cgt-tools).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { definePartizan, type PartizanRuleset } from "../../ruleset";
import { InputError } from "../../util";

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
 * Read a strip picture over `t` (toad), `f` (frog), `.` (empty); `T`/`F` are read as `t`/`f`.
 * Throws InputError naming the character and its column (from 1). O(length).
 */
export function parseStrip(picture: string): string {
  if (typeof picture !== "string") throw new InputError(`Toads and Frogs: a strip picture must be a string, got ${typeof picture}`);
  let out = "";
  for (let i = 0; i < picture.length; i++) {
    const c = picture[i]!;
    if (c === "t" || c === "T") out += "t";
    else if (c === "f" || c === "F") out += "f";
    else if (c === "." || c === "_") out += ".";
    else throw new InputError(`Toads and Frogs: unexpected character ${JSON.stringify(c)}; use t (toad), f (frog), . (empty)`, `row 1, column ${i + 1}`);
  }
  return out;
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
  for (let i = s.length - 1; i >= 0; i--) (s[i] === "." ? empties++ : s[i] === "t" ? (n += empties) : 0);
  empties = 0;
  for (let i = 0; i < s.length; i++) (s[i] === "." ? empties++ : s[i] === "f" ? (n -= empties) : 0);
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
    draw: (s) => stripSvg(s, { t: { fill: "#1f5fd1", text: "T" }, f: { fill: "#d12a1f", text: "F" } }),
  });
}

/** A strip of cells drawn as SVG, one lettered disc per occupied cell. O(length). */
function stripSvg(s: string, glyphs: Record<string, { fill: string; text: string }>): string {
  const c = 32;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${s.length * c + 2}" height="${c + 2}" viewBox="-1 -1 ${s.length * c + 2} ${c + 2}">`];
  parts.push(`<rect x="0" y="0" width="${s.length * c}" height="${c}" fill="#f4ecd8" stroke="#555"/>`);
  for (let i = 0; i < s.length; i++) {
    if (i > 0) parts.push(`<line x1="${i * c}" y1="0" x2="${i * c}" y2="${c}" stroke="#999" stroke-width="0.5"/>`);
    const g = glyphs[s[i]!];
    if (g) parts.push(`<circle cx="${i * c + c / 2}" cy="${c / 2}" r="${c * 0.38}" fill="${g.fill}"/><text x="${i * c + c / 2}" y="${c / 2 + 5}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff">${g.text}</text>`);
  }
  parts.push("</svg>");
  return parts.join("");
}

/** Toads and Frogs (slide 1, jump 1). */
export const ruleset: PartizanRuleset<string> = toadsAndFrogs();
/** Elephants and Rhinos: Toads and Frogs without jumps (CGSuite's ElephantsAndRhinos). */
export const elephantsAndRhinos: PartizanRuleset<string> = toadsAndFrogs({ maxJump: 0 });
/** Backsliding Toads and Frogs: also one cell back; loopy, so the short-game engines stop with a loop error. */
export const backsliding: PartizanRuleset<string> = toadsAndFrogs({ backsliding: true });
/** The same moves as {@link ruleset} with no components, symmetry or shortcut: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<string> = definePartizan<string>({
  name: "Toads and Frogs (plain)",
  leftOptions: (s) => movesOf(s, "t", "f", 1, 1, 1, false),
  rightOptions: (s) => movesOf(s, "f", "t", -1, 1, 1, false),
});
