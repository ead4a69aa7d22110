/**
 * Cutcake, Maundy Cake and Eatcake (Winning Ways ch. 2 and 8; CGSuite's `game.heap.Cutcake`,
 * `MaundyCake`, `Eatcake` and `GenCutcake(..., twisted)`): partizan games on rectangles m × n
 * (m rows, n columns). Left acts on the columns (vertical cuts), Right on the rows, by one rule:
 *
 *  - `"cut"` (Cutcake): cut the piece into two pieces of a and n − a columns (1 ≤ a < n).
 *  - `"maundy"` (Maundy Cake): cut it into k ≥ 2 equal pieces of n / k columns.
 *  - `"eat"` (Eatcake): eat one whole column; the rest stays as one piece or falls into two.
 *
 * With `twisted` (CGSuite's `GenCutcake(..., twisted => true)`), every piece left by a move is turned
 * a quarter: Left breaks the rows m of m × n into parts a, leaving pieces n × a; Right breaks the
 * columns, leaving a × m (the orientation that reproduces CGSuite's table).
 * A position is a list of pieces `[m, n]` (sorted); pictures are "8x3+2x2". Rows 0 or columns 0
 * are allowed, as in CGSuite (a 0-column piece still has Right's row moves).
 * Cost of a value: O(pieces reached × options), pieces reached ≤ (m + 1)(n + 1).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { checkInteger, InputError } from "../../util";
import { definePartizan, type PartizanRuleset } from "../../ruleset";

/** A piece of cake: [rows, columns]. */
export type Piece = readonly [number, number];
/** A position: pieces, sorted by rows then columns. */
export type Cake = readonly Piece[];
/** The move rule of a cake game. */
export type CakeRule = "cut" | "maundy" | "eat";

const RULES: readonly CakeRule[] = ["cut", "maundy", "eat"];

function sortCake(pieces: Piece[]): Cake {
  return pieces.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** The ways one dimension n may be broken by a rule: lists of the parts left. O(n). */
export function cakeSplits(rule: CakeRule, n: number): number[][] {
  const out: number[][] = [];
  if (rule === "cut") for (let a = 1; 2 * a <= n; a++) out.push([a, n - a]);
  else if (rule === "maundy") {
    for (let k = 2; k <= n; k++) if (n % k === 0) out.push(new Array<number>(k).fill(n / k));
  } else if (n >= 1) {
    out.push(n === 1 ? [] : [n - 1]);
    for (let a = 1; 2 * a <= n - 1; a++) out.push([a, n - 1 - a]);
  }
  return out;
}

/** Read "8x3+2x2" (pieces rows×columns; "0" = no cake). Throws InputError naming the bad piece. O(length). */
export function parseCake(picture: string): Cake {
  if (typeof picture !== "string") throw new InputError(`a cake picture must be a string like "8x3+2x2", got ${JSON.stringify(picture)}`);
  const t = picture.trim();
  if (t === "" || t === "0") return [];
  const out: Piece[] = [];
  let at = 0;
  for (const part of t.split("+")) {
    const m = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/.exec(part);
    if (!m) throw new InputError(`cake picture "${picture}": "${part.trim()}" is not a piece rows×columns such as 8x3`, `character ${at + 1}`);
    out.push([Number(m[1]), Number(m[2])]);
    at += part.length + 1;
  }
  return sortCake(out);
}

/** Write pieces as "8x3+2x2" ("0" for none). O(pieces). */
export function formatCake(cake: Cake): string {
  return cake.length === 0 ? "0" : cake.map(([m, n]) => `${m}x${n}`).join("+");
}

/** An SVG drawing: each piece as a grid of unit squares, side by side. O(total area). */
export function drawCake(cake: Cake): string {
  const u = 12;
  let x = 4;
  const h = Math.max(1, ...cake.map((p) => p[0])) * u + 8;
  const parts: string[] = [];
  for (const [m, n] of cake) {
    for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) parts.push(`<rect x="${x + j * u}" y="${4 + i * u}" width="${u}" height="${u}" fill="#d9a066" stroke="#7a4b1e"/>`);
    x += Math.max(1, n) * u + u;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${x}" height="${h}" viewBox="0 0 ${x} ${h}">${parts.join("")}</svg>`;
}

/**
 * Winning Ways' Cutcake formula (ch. 2): an m × n cake (m, n ≥ 1) is worth the integer
 * ⌊n / 2^⌊log₂ m⌋⌋ − 1 when n ≥ m, and −(⌊m / 2^⌊log₂ n⌋⌋ − 1) when m ≥ n. O(log).
 */
export function cutcakeValue(m: number, n: number): number {
  const pow = (x: number): number => 2 ** Math.floor(Math.log2(x));
  checkInteger(m, "cutcakeValue(m, n): m", { min: 1 });
  checkInteger(n, "cutcakeValue(m, n): n", { min: 1 });
  return n >= m ? Math.floor(n / pow(m)) - 1 : -(Math.floor(m / pow(n)) - 1);
}

/**
 * A cake game as a partizan ruleset: `rule` for both players (see the module comment), optional
 * `twisted`. Components are the pieces; transposing a piece swaps the players. Cutcake has the
 * Winning Ways formula as `knownValue` (tested against the search). Throws InputError for an
 * unknown rule or option.
 */
export function cakeRuleset(rule: CakeRule = "cut", options: { twisted?: boolean } = {}): PartizanRuleset<Cake> {
  if (!RULES.includes(rule)) throw new InputError(`unknown cake rule ${JSON.stringify(rule)}; expected one of ${RULES.join(", ")}`);
  for (const k of Object.keys(options)) if (k !== "twisted") throw new InputError(`cakeRuleset(): unknown option "${k}"; the only option is twisted`);
  const twisted = options.twisted ?? false;
  const moves = (cake: Cake, left: boolean): Cake[] => {
    const out: Cake[] = [];
    cake.forEach(([m, n], i) => {
      if (i > 0 && cake[i - 1][0] === m && cake[i - 1][1] === n) return;
      const rest = cake.slice(0, i).concat(cake.slice(i + 1));
      // untwisted: Left breaks the columns n, Right the rows m; twisted (CGSuite's convention, checked
      // against its table): Left breaks the rows m and each piece turns to [n, a], Right breaks the columns → [a, m].
      const breaksColumns = left !== twisted;
      for (const parts of cakeSplits(rule, breaksColumns ? n : m)) {
        const pieces = parts.map((a): Piece => (twisted ? (left ? [n, a] : [a, m]) : left ? [m, a] : [a, n]));
        out.push(sortCake(rest.concat(pieces)));
      }
    });
    return out;
  };
  const name = { cut: "Cutcake", maundy: "Maundy Cake", eat: "Eatcake" }[rule] + (twisted ? " (twisted)" : "");
  return definePartizan<Cake>({
    name,
    leftOptions: (c) => moves(c, true),
    rightOptions: (c) => moves(c, false),
    key: formatCake,
    isPosition: (v) => Array.isArray(v) && v.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => Number.isSafeInteger(x) && x >= 0)),
    components: (c) => (c.length <= 1 ? [c] : c.map((p) => [p])),
    symmetries: [{ name: "transpose", apply: (c) => sortCake(c.map(([m, n]): Piece => [n, m])), swapsPlayers: true }],
    knownValue:
      rule === "cut" && !twisted
        ? (c) => (c.length === 1 && c[0][0] >= 1 && c[0][1] >= 1 ? cgt.integer(cutcakeValue(c[0][0], c[0][1])) : undefined)
        : undefined,
    parse: parseCake,
    format: formatCake,
    draw: drawCake,
  });
}

/** Cutcake (Winning Ways ch. 2). */
export const cutcake = (): PartizanRuleset<Cake> => cakeRuleset("cut");
/** Maundy Cake (Winning Ways ch. 2). */
export const maundyCake = (): PartizanRuleset<Cake> => cakeRuleset("maundy");
/** Eatcake (Winning Ways ch. 8). */
export const eatcake = (): PartizanRuleset<Cake> => cakeRuleset("eat");
