/**
 * Spawning codes, CGSuite's `game.heap.Spawning(code)`: coin-turning games (Winning Ways ch. 14
 * "Turn and Turn About") written as heap games. A heap of n is a head at coin n (coins 1, 2, …); a
 * move turns coin n to tails and turns some other coins at 1 … n − 1, and since a sum of heads is a
 * nim-sum, the option is the heaps at those other coins. So an option of a heap of n is a set of
 * distinct smaller heaps.
 *
 * A code is a comma-separated list of elements; each says how many coins a move may turn (coin n
 * included) and how they lie:
 *
 *  - `3` exactly three coins, `1-3` one to three, `2+` two or more (the range comes first);
 *  - `C(k)`: all turned coins lie within k consecutive coins (the lowest ≥ n − k + 1);
 *  - `C`: the turned coins are consecutive (n − m + 1 … n for m coins);
 *  - `E`: they are equally spaced (n − s·(m − 1), …, n − s, n for some spacing s ≥ 1);
 *  - `S`: they are symmetric about their centre (x and x0 + n − x both turned, x0 the lowest);
 *  - `F`: the lowest turned coin is coin 1 (for moves turning two or more coins).
 *
 * Flags follow the range in any order and case (`1-3C(5)`, `4FS`, `1+c`); at most one of C, E, S.
 * Mock Turtles is `1-3`, Moidores `1-9`, Triplets `3`, Ruler `1+C`, Turnips `3E`, Grunt `4FS`,
 * Sym `1+S`. An element whose window k is smaller than its least count is dropped, as in CGSuite.
 * One difference: CGSuite lets `F` with a window `C(k)` also forbid turning coin n alone when the
 * window does not reach coin 1; here `F` only constrains moves that turn two or more coins.
 */
import { InputError } from "../../util";

/** How the turned coins of one element lie. */
export type SpawningSpacing = "any" | "consecutive" | "equal" | "symmetric";

/** One element of a spawning code. */
export interface SpawningElement {
  /** Least number of coins turned (coin n included), ≥ 1. */
  readonly min: number;
  /** Greatest number of coins turned (Infinity for `m+`), already capped by the window. */
  readonly max: number;
  /** `C(k)`: every turned coin is one of the k coins n − k + 1 … n (Infinity without `C(k)`). */
  readonly window: number;
  readonly spacing: SpawningSpacing;
  /** `F`: the lowest turned coin is coin 1. */
  readonly first: boolean;
}

/** A parsed spawning code. */
export interface SpawningCode {
  /** The code as given, trimmed, in upper case. */
  readonly code: string;
  /** Its elements (those with a window smaller than their least count dropped). */
  readonly elements: readonly SpawningElement[];
}

function fail(code: string, at: number, why: string): never {
  throw new InputError(`spawning code "${code}": ${why}`, `character ${at + 1}`);
}

const SPACING_FLAG: Record<string, SpawningSpacing> = { C: "consecutive", E: "equal", S: "symmetric" };

/**
 * Parse a spawning code (syntax in the module comment). Throws {@link InputError} naming the
 * character and what was expected: an empty element, a missing or zero count, a range `a-b` with
 * b < a, `C(` without `)` or a window that is not a positive integer, an unknown flag, two spacing
 * flags in one element. Cost: O(length of the code).
 */
export function parseSpawning(code: string): SpawningCode {
  if (typeof code !== "string") throw new InputError(`spawning code must be a string like "1-3" or "1+C", got ${JSON.stringify(code)}`);
  const s = code.trim().toUpperCase();
  if (s.length === 0) throw new InputError('spawning code is empty; expected elements such as "1-3", "3E" or "1+C", separated by commas');
  const elements: SpawningElement[] = [];
  let i = 0;
  while (i <= s.length) {
    while (s[i] === " ") i++;
    const start = i;
    const num = (): number => {
      const from = i;
      while (i < s.length && s[i] >= "0" && s[i] <= "9") i++;
      if (i === from) fail(s, from, `expected a number of coins turned (e.g. "3", "1-3", "2+") ${from < s.length ? `but found "${s[from]}"` : "at the end of the code"}`);
      const v = Number(s.slice(from, i));
      if (!Number.isSafeInteger(v)) fail(s, from, `the number ${s.slice(from, i)} is too large`);
      return v;
    };
    const min = num();
    if (min < 1) fail(s, start, "a move turns at least one coin (the coin of the heap itself): expected a count ≥ 1");
    let max = min;
    if (s[i] === "+") {
      max = Infinity;
      i++;
    } else if (s[i] === "-") {
      i++;
      const at = i;
      max = num();
      if (max < min) fail(s, at, `the range ${min}-${max} is empty: expected a second count ≥ ${min}`);
    }
    let window = Infinity;
    let spacing: SpawningSpacing = "any";
    let first = false;
    while (i < s.length && s[i] !== ",") {
      const ch = s[i];
      if (ch === "C" && s[i + 1] === "(") {
        const close = s.indexOf(")", i);
        if (close < 0) fail(s, i, '"C(" without a closing ")": expected C(k) with k a positive integer');
        const text = s.slice(i + 2, close).trim();
        if (!/^[0-9]+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) fail(s, i + 2, `"C(${text})": expected a positive integer window k in C(k)`);
        window = Number(text);
        i = close + 1;
      } else if (ch in SPACING_FLAG) {
        if (spacing !== "any") fail(s, i, `a second spacing flag "${ch}": an element has at most one of C (consecutive), E (equally spaced), S (symmetric)`);
        spacing = SPACING_FLAG[ch];
        i++;
      } else if (ch === "F") {
        first = true;
        i++;
      } else if (ch === " ") {
        i++;
      } else {
        fail(s, i, `"${ch}" is not a flag: expected C, C(k), E, S, F, or "," before the next element`);
      }
    }
    if (window >= min) elements.push({ min, max: Math.min(max, window), window, spacing, first });
    if (i >= s.length) break;
    i++; // the comma
    if (i >= s.length) fail(s, i - 1, 'a "," ends the code: expected another element after it');
  }
  return { code: s, elements };
}

/**
 * Call `visit(parts, count)` for each option of a heap of n: the heaps left, `parts[0..count)`
 * ascending (distinct, each < n), one reused buffer. Options of different elements that coincide
 * are visited once per element (CGSuite lists them so too). Cost: O(options × heaps per option);
 * the number of options grows like n^(max count − 1) (2^(n−1) for `1+`).
 */
export function forEachSpawningOption(code: SpawningCode, n: number, visit: (parts: readonly number[], count: number) => void): void {
  const buf: number[] = [];
  for (const e of code.elements) {
    if (n < 1) continue;
    const lo = e.window === Infinity ? 1 : Math.max(1, n - e.window + 1);
    const cMax = Math.min(e.max - 1, n - 1);
    for (let c = e.min - 1; c <= cMax; c++) {
      if (c === 0) {
        visit(buf, 0);
        continue;
      }
      spawnHeaps(e, n, lo, c, buf, visit);
    }
  }
}

/** The c heaps (coins other than n) of one element's moves turning c + 1 coins. */
function spawnHeaps(e: SpawningElement, n: number, lo: number, c: number, buf: number[], visit: (parts: readonly number[], count: number) => void): void {
  if (e.spacing === "consecutive") {
    const low = n - c;
    if (low < lo || (e.first && low !== 1)) return;
    for (let i = 0; i < c; i++) buf[i] = low + i;
    visit(buf, c);
    return;
  }
  if (e.spacing === "equal") {
    for (let step = Math.floor((n - lo) / c); step >= 1; step--) {
      const low = n - step * c;
      if (e.first && low !== 1) continue;
      for (let i = 0; i < c; i++) buf[i] = low + step * i;
      visit(buf, c);
    }
    return;
  }
  if (e.spacing === "symmetric") {
    // lowest coin x0; the other c − 1 coins pair up as x and x0 + n − x strictly between x0 and n,
    // with the centre (x0 + n)/2 turned too when c − 1 is odd
    if (e.first && lo !== 1) return;
    for (let x0 = lo; x0 <= n - c && (!e.first || x0 === 1); x0++) {
      const inner = c - 1;
      const centre = (x0 + n) / 2;
      if (inner % 2 === 1 && !Number.isInteger(centre)) continue;
      const pairs = Math.floor(inner / 2);
      const below: number[] = [];
      const rec = (from: number, left: number): void => {
        if (left === 0) {
          let k = 0;
          buf[k++] = x0;
          for (const x of below) buf[k++] = x;
          if (inner % 2 === 1) buf[k++] = centre;
          for (let j = below.length - 1; j >= 0; j--) buf[k++] = x0 + n - below[j];
          visit(buf, k);
          return;
        }
        for (let x = from; x < centre && x0 + n - x > x; x++) {
          below.push(x);
          rec(x + 1, left - 1);
          below.pop();
        }
      };
      rec(x0 + 1, pairs);
    }
    return;
  }
  // any c coins of lo … n − 1 (with F: coin 1 among them)
  const rec = (i: number, from: number): void => {
    if (i === c) {
      visit(buf, c);
      return;
    }
    for (let x = from; x <= n - 1 - (c - 1 - i); x++) {
      buf[i] = x;
      rec(i + 1, x + 1);
      if (e.first && i === 0) return;
    }
  };
  if (e.first && lo !== 1) return;
  rec(0, lo);
}

/** Every option of a heap of n as an array of heaps (see {@link forEachSpawningOption}). Same cost. */
export function spawningOptions(code: SpawningCode | string, n: number): number[][] {
  const c = typeof code === "string" ? parseSpawning(code) : code;
  const out: number[][] = [];
  forEachSpawningOption(c, n, (parts, count) => out.push(parts.slice(0, count)));
  return out;
}
