/**
 * Take-and-break heap games as impartial rulesets for the generic engine (lib/solvers), for any code
 * of CGSuite's syntax (see `heapcode.ts`): Nim `0.[3]`, Kayles `0.77`, Dawson's Kayles `0.07`,
 * Grundy's game `4!.0`, subtraction and all-but subtraction games, hexadecimal codes, `{...}` digits.
 *
 * A position is a multiset of heaps: an ascending array of positive heap sizes (`[]` is the empty
 * position). Pictures are heap sizes joined by "+" ("3+5+7"; "0" is the empty position).
 */
import { InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { parseTakeAndBreak, subtractionCode, takeAndBreakOptions, type TakeAndBreakCode } from "./heapcode";

/** A position of a heap game: heap sizes, ascending, all ≥ 1. */
export type Heaps = readonly number[];

function toCode(code: TakeAndBreakCode | string): TakeAndBreakCode {
  return typeof code === "string" ? parseTakeAndBreak(code) : code;
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

/** Options of {@link takeAndBreak}. */
export interface TakeAndBreakOptions {
  /**
   * Where single heaps' nim-values come from: a function giving G(0..N) of a code, e.g.
   * `solvers.takeAndBreakNimSequence` (rare values and proven periods for octal codes). The ruleset
   * then answers single heaps from it (`knownNimValue`, grown by doubling as larger heaps appear).
   * Without it the engine computes single heaps by search like any other position (same values).
   */
  heapNimValues?: (code: string, N: number) => ArrayLike<number>;
}

/**
 * The take-and-break game of a code (CGSuite's `TakeAndBreak(code)`) as an impartial ruleset over
 * multisets of heaps: options replace one heap by the heaps one of its options leaves; components
 * are the single heaps; with `heapNimValues` single heaps are read off a nim-sequence (tested
 * against the search). Cost per position: O(options of its heaps). Throws InputError for a
 * malformed code or an unknown option.
 */
export function takeAndBreak(code: TakeAndBreakCode | string, options: TakeAndBreakOptions = {}): ImpartialRuleset<Heaps> {
  for (const k of Object.keys(options)) if (k !== "heapNimValues") throw new InputError(`takeAndBreak(): unknown option "${k}"; the only option is heapNimValues`);
  const c = toCode(code);
  const heapNimValues = options.heapNimValues;
  let known: ArrayLike<number> = [];
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
    knownNimValue: heapNimValues
      ? (heaps) => {
          if (heaps.length !== 1) return undefined;
          const n = heaps[0];
          if (n >= known.length) known = heapNimValues(c.code, Math.max(2 * n, 64));
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
