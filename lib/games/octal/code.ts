/**
 * Octal game codes (Winning Ways, ch. 4 "Taking and Breaking").
 *
 * A code `d0.d1d2…dk` describes a heap game: digit `di` (0–7) says what may be left after
 * removing `i` tokens from one heap — bit 1: nothing (only when the heap had exactly `i`),
 * bit 2: one non-empty heap, bit 4: two non-empty heaps. `d0` may only be 0 or 4 (splitting a
 * heap without taking anything); 1, 2 would be "take nothing and leave nothing / the same heap",
 * which is not a finite game.
 */
import { Budget, InputError, type RunOptions } from "../../util";
import { parseTakeAndBreak, type HeapDigit } from "./heapcode";

/** What may be left after removing `remove` tokens, decoded from one non-zero digit. */
export interface OctalRule {
  /** Number of tokens removed (the digit's position after the point; 0 for `d0`). */
  readonly remove: number;
  /** Bit 1: the heap may be taken whole (heap size must equal `remove`). */
  readonly leaveNone: boolean;
  /** Bit 2: one non-empty heap may remain. */
  readonly leaveOne: boolean;
  /** Bit 4: the remainder may be split into two non-empty heaps. */
  readonly leaveTwo: boolean;
}

/** A parsed, validated octal game. */
export interface OctalGame {
  /** Normalised code, e.g. `"0.137"` (trailing zero digits dropped, leading "0" restored). */
  readonly code: string;
  /** Digits `d0, d1, …, dk` with trailing zeros dropped (so `digits[k]` is non-zero unless k = 0). */
  readonly digits: readonly number[];
  /** Index of the last non-zero digit: the largest number of tokens a move can remove. */
  readonly k: number;
  /** One rule per non-zero digit, by increasing `remove`. */
  readonly rules: readonly OctalRule[];
}

const MAX_DIGITS = 64;

/**
 * Parse and validate an octal code such as `"0.137"`, `".07"`, `"0.77"` or `"4.07"`: the
 * take-and-break parser ({@link parseTakeAndBreak}, CGSuite's syntax) reads it, then the code must
 * be octal (digits 0–7, no `!?=*{}&[]`), which the nim-sequence engines need. Throws
 * {@link InputError} naming the offending character for anything else (empty code, missing point,
 * a digit beyond 7 or a letter, `d0` other than 0 or 4, no digit after the point, more than 64
 * digits). Cost: O(length of code).
 */
export function parseOctalCode(code: string): OctalGame {
  if (typeof code !== "string") {
    throw new InputError(`octal code must be a string like "0.137", got ${JSON.stringify(code)}`);
  }
  const s = code.trim();
  if (s.length === 0) throw new InputError('octal code is empty; expected something like "0.137"');
  // The general take-and-break syntax first (its errors name the character and the reason) ...
  const tb = parseTakeAndBreak(s);
  if (tb.additive.length > 0) {
    throw new InputError(
      `octal code "${s}": the digits before d0 add tokens (CGSuite's additive digits), which octal codes do not have (use solvers.takeAndBreakNimSequence or the games.octal.takeAndBreak ruleset)`,
      "character 1",
    );
  }
  // ... then what the octal engines need: digits 0-7 only, no constraints, no repeating tail.
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (s[i] !== "." && !(c >= 48 && c <= 55)) {
      throw new InputError(
        `octal code "${s}": "${s[i]}" is not an octal digit 0–7 (the code is a valid take-and-break code beyond octal: use solvers.takeAndBreakNimSequence or the games.octal.takeAndBreak ruleset)`,
        `character ${i + 1}`,
      );
    }
  }
  const dot = s.indexOf(".");
  const tail = s.slice(dot + 1);
  if (tail.length === 0) throw new InputError(`octal code "${s}" has no digits after the point`);
  if (tail.length > MAX_DIGITS) {
    throw new InputError(`octal code "${s}" has ${tail.length} digits after the point; at most ${MAX_DIGITS} supported`);
  }
  const digits = tb.digits.map(digitValue);
  const k = digits.length - 1;
  const rules: OctalRule[] = [];
  digits.forEach((d, i) => {
    if (d !== 0) rules.push({ remove: i, leaveNone: (d & 1) !== 0, leaveOne: (d & 2) !== 0, leaveTwo: (d & 4) !== 0 });
  });
  return { code: tb.code, digits, k, rules };
}

/** The octal value of a digit without constraints: bit 2^c for each allowed number c of heaps. */
function digitValue(d: HeapDigit): number {
  let v = 0;
  d.counts.forEach((c, i) => {
    if (c !== "none") v |= 1 << i;
  });
  return v;
}

/** Accept either a parsed game or a code string. Cost: O(code length). */
export function toOctalGame(game: OctalGame | string): OctalGame {
  return typeof game === "string" ? parseOctalCode(game) : game;
}

/** One option of a single heap: `remove` tokens taken, `leaves` the 0, 1 or 2 heaps left. */
export interface HeapOption {
  readonly remove: number;
  readonly leaves: readonly number[];
}

/** Bytes of the JavaScript heap one {@link HeapOption} takes (an object and its leaves array), for budgets. */
const BYTES_PER_OPTION = 120;

/**
 * The number of distinct options of a heap of size `n` ({@link heapOptions}'s length) without
 * listing them. O(k). Throws {@link InputError} for a negative or non-integer `n`.
 */
export function heapOptionCount(game: OctalGame | string, n: number): number {
  const g = toOctalGame(game);
  requireHeap(n, "heap size");
  let count = 0;
  for (const r of g.rules) {
    const rest = n - r.remove;
    if (r.leaveNone && rest === 0 && r.remove > 0) count++;
    if (r.leaveOne && rest >= 1 && r.remove > 0) count++;
    if (r.leaveTwo && rest >= 2) count += Math.floor(rest / 2);
  }
  return count;
}

/**
 * Call `visit(remove, a, b)` for each distinct option of a heap of size `n`: `a`, `b` the heaps
 * left (0 for none; two-heap splits once with a ≤ b), in {@link heapOptions}'s order, spending
 * one unit of `budget` per option when one is given. No allocation per option. O(k·n).
 */
export function forEachHeapOption(g: OctalGame, n: number, visit: (remove: number, a: number, b: number) => void, budget?: Budget): void {
  for (const r of g.rules) {
    const rest = n - r.remove;
    if (r.leaveNone && rest === 0 && r.remove > 0) {
      budget?.spend(1);
      visit(r.remove, 0, 0);
    }
    if (r.leaveOne && rest >= 1 && r.remove > 0) {
      budget?.spend(1);
      visit(r.remove, rest, 0);
    }
    if (r.leaveTwo && rest >= 2) {
      for (let a = 1; 2 * a <= rest; a++) {
        budget?.spend(1);
        visit(r.remove, a, rest - a);
      }
    }
  }
}

/**
 * All distinct options of one heap of size `n` (two-heap splits listed once with a ≤ b).
 * Cost: O(k·n) time and about 120 bytes of heap per option (n/2 options per splitting digit),
 * reserved before the list is built: a list that cannot fit in memory (a heap of 10^9 in
 * "0.137") is a `util.BudgetExceededError` naming maxHeapBytes at once, and `options.budget`
 * (one unit per option) bounds the time. Throws {@link InputError} for a negative or non-integer `n`.
 */
export function heapOptions(game: OctalGame | string, n: number, options?: RunOptions): HeapOption[] {
  const g = toOctalGame(game);
  requireHeap(n, "heap size");
  const count = heapOptionCount(g, n);
  const budget = count > 4096 || options !== undefined ? Budget.from(options, `the options of a heap of ${n} in ${g.code}`) : undefined;
  budget?.reserve(count * BYTES_PER_OPTION, "a list", true);
  const out: HeapOption[] = [];
  forEachHeapOption(g, n, (remove, a, b) => out.push({ remove, leaves: a === 0 ? [] : b === 0 ? [a] : [a, b] }), budget);
  return out;
}

/** Throw {@link InputError} unless `n` is a non-negative safe integer; returns `n`. O(1). */
export function requireHeap(n: unknown, what: string, where?: string): number {
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    throw new InputError(`${what} must be a non-negative integer, got ${JSON.stringify(n)}`, where);
  }
  if (n < 0) throw new InputError(`${what} must be non-negative, got ${n}`, where);
  return n;
}
