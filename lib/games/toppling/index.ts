/**
 * Toppling Dominoes (Lessons in Play, ch. 2 and 5; CGSuite's TopplingDominoes; cgt-tools): rows of
 * dominoes, blue `l` (Left's), red `r` (Right's) and grey `e` (either player's). A player topples one
 * of the dominoes they may move, to the left or to the right, removing it and every domino beyond it
 * in that direction. Positions are strings of rows separated by spaces (a sum of rows); the letters
 * are CGSuite's (`lrrlrrl`; cgt-tools writes x and o, read here as l and r).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { definePartizan, type PartizanRuleset, type Symmetry } from "../../ruleset";
import { InputError } from "../../util";

/**
 * Read a picture: rows of `l` (blue), `r` (red), `e` (grey) separated by spaces; `x`/`o` (cgt-tools'
 * blue/red) are read as `l`/`r`. Throws InputError naming the character and its column. O(length).
 */
export function parse(picture: string): string {
  if (typeof picture !== "string") throw new InputError(`Toppling Dominoes: a picture must be a string, got ${typeof picture}`);
  let out = "";
  for (let i = 0; i < picture.length; i++) {
    const c = picture[i]!;
    const d = c === "x" || c === "L" || c === "B" ? "l" : c === "o" || c === "R" ? "r" : c === "G" || c === "E" ? "e" : c;
    if (d === "l" || d === "r" || d === "e") out += d;
    else if (c === " ") out += " ";
    else throw new InputError(`Toppling Dominoes: unexpected character ${JSON.stringify(c)}; use l (blue), r (red), e (grey), spaces between rows`, `row 1, column ${i + 1}`);
  }
  return out.split(" ").filter((r) => r !== "").join(" ");
}

function topples(s: string, colour: string): string[] {
  const rows = s.split(" ").filter((r) => r !== "");
  const out: string[] = [];
  rows.forEach((row, j) => {
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== colour && row[i] !== "e") continue;
      for (const rest of [row.slice(i + 1), row.slice(0, i)]) out.push([...rows.slice(0, j), rest, ...rows.slice(j + 1)].filter((r) => r !== "").join(" "));
    }
  });
  return out;
}

/** Swap blue and red (the value is negated). O(length). */
export function swapColours(s: string): string {
  return s.replace(/[lr]/g, (c) => (c === "l" ? "r" : "l"));
}

/** Reverse every row (the value is unchanged). O(length). */
export function reverseRows(s: string): string {
  return s.split(" ").map((r) => [...r].reverse().join("")).join(" ");
}

/**
 * The value of a one-colour row: n blue dominoes are n (Left topples one end, one domino at a time),
 * n red ones −n; else undefined. O(length).
 */
export function knownValue(s: string): cgt.Game | undefined {
  if (s === "") return cgt.ZERO;
  if (/^l+$/.test(s)) return cgt.integer(s.length);
  if (/^r+$/.test(s)) return cgt.integer(-s.length);
  return undefined;
}

/**
 * Folded key of a position under row reversal and colour swap (the swap negates): the least of the
 * four images, with whether it is a swapped one. Equivalent to the two symmetries but cheaper than
 * the engine's generic folding for these short strings. O(length).
 */
export function normalize(s: string): { key: string; negated: boolean } {
  const r = reverseRows(s);
  const w = swapColours(s);
  const wr = reverseRows(w);
  const key = s < r ? s : r;
  const neg = w < wr ? w : wr;
  return neg < key ? { key: neg, negated: true } : { key, negated: false };
}

/** The row symmetries as ruleset symmetries (reversal keeps the value, the colour swap negates it); for checks. */
export const rowSymmetries: readonly Symmetry<string>[] = [
  { name: "reverse the rows", apply: reverseRows, swapsPlayers: false },
  { name: "swap blue and red", apply: swapColours, swapsPlayers: true },
] as const;

function svg(s: string): string {
  const rows = s.split(" ").filter((r) => r !== "");
  const w = 14;
  const h = 40;
  const width = Math.max(1, ...rows.map((r) => r.length)) * (w + 6) + 6;
  const height = Math.max(1, rows.length) * (h + 10) + 4;
  const fill: Record<string, string> = { l: "#1f5fd1", r: "#d12a1f", e: "#888" };
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`];
  rows.forEach((r, j) => { [...r].forEach((c, i) => parts.push(`<rect x="${6 + i * (w + 6)}" y="${4 + j * (h + 10)}" width="${w}" height="${h}" rx="2" fill="${fill[c]}" stroke="#222"/>`)); });
  parts.push("</svg>");
  return parts.join("");
}

/**
 * Toppling Dominoes as a partizan ruleset over strings of rows; a row of n dominoes has O(n) options,
 * each an O(n) string; the values of all rows of length n take O(n²) positions per row (suffix/prefix slices).
 */
export const ruleset: PartizanRuleset<string> = definePartizan<string>({
  name: "Toppling Dominoes",
  leftOptions: (s) => topples(s, "l"),
  rightOptions: (s) => topples(s, "r"),
  isPosition: (x) => typeof x === "string" && /^[lre ]*$/.test(x),
  components: (s) => s.split(" ").filter((r) => r !== ""),
  normalize,
  knownValue,
  parse,
  format: (s) => s,
  draw: svg,
});

/** The same moves without components, symmetries or shortcut: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<string> = definePartizan<string>({
  name: "Toppling Dominoes (plain)",
  leftOptions: (s) => topples(s, "l"),
  rightOptions: (s) => topples(s, "r"),
});
