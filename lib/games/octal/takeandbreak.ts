/**
 * Take-and-break heap games as impartial rulesets on the generic engine (lib/solvers), for any code
 * of CGSuite's syntax (see `heapcode.ts`): Nim `0.[3]`, Kayles `0.77`, Dawson's Kayles `0.07`,
 * Grundy's game `4!.0`, subtraction and all-but subtraction games, hexadecimal codes, `{...}` digits.
 *
 * A position is a multiset of heaps: an ascending array of positive heap sizes (`[]` is the empty
 * position). Pictures are heap sizes joined by "+" ("3+5+7"; "0" is the empty position).
 */
import { Budget, InputError, type RunOptions } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { nimSequence } from "./engine";
import { MAX_NIM_VALUE } from "./sequence";
import { isOctal, parseTakeAndBreak, subtractionCode, takeAndBreakOptions, type TakeAndBreakCode } from "./heapcode";

/** A position of a heap game: heap sizes, ascending, all ≥ 1. */
export type Heaps = readonly number[];

function toCode(code: TakeAndBreakCode | string): TakeAndBreakCode {
  return typeof code === "string" ? parseTakeAndBreak(code) : code;
}

/**
 * Nim-sequence G(0..N) of any take-and-break code by the plain definition: G(n) = mex of the XORs
 * of the G-values of the heaps left by each option of a heap of n. Octal codes go to the fast
 * engine (`nimSequence`: rare values and proven periods). Cost otherwise O(Σ_{n ≤ N} options(n) ×
 * heaps per option): O(N²) for two-heap splits, O(N³) for three, more with `*`; one budget unit per
 * option. Throws InputError for a bad code or N, RangeError for a nim-value above 65535.
 */
export function takeAndBreakNimSequence(code: TakeAndBreakCode | string, N: number, options?: RunOptions): Uint16Array {
  const c = toCode(code);
  if (!Number.isSafeInteger(N) || N < 0) throw new InputError(`N (largest heap size) must be a non-negative integer, got ${JSON.stringify(N)}`);
  if (isOctal(c)) return nimSequence(c.code, N, options).values;
  const budget = Budget.from(options, `nim-sequence of ${c.code} up to ${N}`);
  const G = new Uint16Array(N + 1);
  const mark = new Int32Array(MAX_NIM_VALUE + 2);
  for (let n = 0; n <= N; n++) {
    const opts = takeAndBreakOptions(c, n);
    for (const o of opts) {
      let v = 0;
      for (const h of o) v ^= G[h];
      mark[v] = n + 1;
    }
    let v = 0;
    while (mark[v] === n + 1) v++;
    if (v > MAX_NIM_VALUE) throw new RangeError(`nim-value above ${MAX_NIM_VALUE} at n = ${n}`);
    G[n] = v;
    budget.spend(opts.length + 1);
  }
  return G;
}

/** Ascending heaps with zeros dropped. O(r log r). */
function normalHeaps(heaps: readonly number[]): number[] {
  return heaps.filter((h) => h > 0).sort((a, b) => a - b);
}

/**
 * Read a heap picture: sizes separated by "+", spaces or commas ("3+5+7", "3 5 7"); "0" or "" is
 * the empty position. Throws InputError naming the bad token and its character. O(length).
 */
export function parseHeaps(picture: string): Heaps {
  if (typeof picture !== "string") throw new InputError(`a heap picture must be a string like "3+5+7", got ${JSON.stringify(picture)}`);
  const out: number[] = [];
  const re = /[^+\s,]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(picture)) !== null) {
    if (!/^[0-9]+$/.test(m[0]) || !Number.isSafeInteger(Number(m[0]))) {
      throw new InputError(`heap picture "${picture}": "${m[0]}" is not a heap size (a non-negative integer)`, `character ${m.index + 1}`);
    }
    out.push(Number(m[0]));
  }
  return normalHeaps(out);
}

/** Write heaps as "3+5+7" ("0" for no heaps). O(r). */
export function formatHeaps(heaps: Heaps): string {
  return heaps.length === 0 ? "0" : heaps.join("+");
}

/** An SVG drawing of heaps: one column of tokens per heap, its size below. O(total tokens). */
export function drawHeaps(heaps: Heaps): string {
  const r = 6;
  const col = 22;
  const top = Math.max(1, ...heaps.map((h) => Math.min(h, 40)));
  const w = Math.max(1, heaps.length) * col + 8;
  const h = top * (2 * r + 2) + 24;
  const parts: string[] = [];
  heaps.forEach((n, i) => {
    const x = 4 + i * col + col / 2;
    for (let j = 0; j < Math.min(n, 40); j++) parts.push(`<circle cx="${x}" cy="${h - 20 - r - j * (2 * r + 2)}" r="${r}" fill="#555"/>`);
    parts.push(`<text x="${x}" y="${h - 4}" font-size="11" text-anchor="middle">${n}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
}

function isHeaps(value: unknown): boolean {
  return Array.isArray(value) && value.every((h, i) => Number.isSafeInteger(h) && h > 0 && (i === 0 || h >= value[i - 1]));
}

/**
 * The take-and-break game of a code (CGSuite's `TakeAndBreak(code)`) as an impartial ruleset over
 * multisets of heaps: options replace one heap by the heaps one of its options leaves; components
 * are the single heaps; for octal codes `knownNimValue` reads single heaps off the fast
 * nim-sequence engine (grown by doubling as larger heaps appear), tested against the search.
 * Cost per position: O(options of its heaps). Throws InputError for a malformed code.
 */
export function takeAndBreak(code: TakeAndBreakCode | string, options: { knownValues?: boolean } = {}): ImpartialRuleset<Heaps> {
  const c = toCode(code);
  let known: Uint16Array = new Uint16Array(0);
  const useKnown = (options.knownValues ?? true) && isOctal(c);
  return defineImpartial<Heaps>({
    name: `TakeAndBreak("${c.code}")`,
    options: (heaps) => {
      const out: Heaps[] = [];
      for (let i = 0; i < heaps.length; i++) {
        if (i > 0 && heaps[i] === heaps[i - 1]) continue;
        const rest = heaps.slice(0, i).concat(heaps.slice(i + 1));
        for (const o of takeAndBreakOptions(c, heaps[i])) out.push(normalHeaps(rest.concat(o)));
      }
      return out;
    },
    key: (heaps) => heaps.join("+"),
    isPosition: isHeaps,
    components: (heaps) => (heaps.length <= 1 ? [heaps] : heaps.map((h) => [h])),
    knownNimValue: useKnown
      ? (heaps) => {
          if (heaps.length !== 1) return undefined;
          const n = heaps[0];
          if (n >= known.length) known = nimSequence(c.code, Math.max(2 * n, 64)).values;
          return known[n];
        }
      : undefined,
    parse: parseHeaps,
    format: formatHeaps,
    draw: drawHeaps,
  });
}

/** Grundy's game (Winning Ways ch. 4): split a heap into two unequal heaps; code `4!.0`. */
export function grundysGame(): ImpartialRuleset<Heaps> {
  return takeAndBreak("4!.0");
}

/**
 * A subtraction game (take t ∈ `set` tokens from one heap) or, with `allbut`, an all-but
 * subtraction game (take any positive number except those in `set`), as CGSuite's `Subtraction`:
 * the take-and-break code of {@link subtractionCode}. Throws InputError for a bad set.
 */
export function subtraction(set: readonly number[], options: { allbut?: boolean } = {}): ImpartialRuleset<Heaps> {
  for (const k of Object.keys(options)) if (k !== "allbut") throw new InputError(`subtraction(): unknown option "${k}"; the only option is allbut`);
  return takeAndBreak(subtractionCode(set, options.allbut ?? false));
}
