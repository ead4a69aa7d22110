/**
 * Fibonacci Nim and its generalisation "take-away c" (CGSuite's `game.heap.FibonacciNim` and
 * `TakeAway(c)`; Whinihan 1963), in CGSuite's coordinates: a position [h, m] is a heap of h tokens
 * after a move that took m; the next move takes k with 1 ≤ k ≤ min(h, c·m) and leaves [h − k, k]
 * (c = 2: Fibonacci Nim; the opening move of a heap of n, which may take anything but all, is not a
 * position of this form). Impartial. Cost of a nim-value: O(h²) positions × O(min(h, c·m)) options.
 *
 * @module
 */
import { InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";

/** A heap with the previous move: [tokens, number the previous move took]. */
export type LimitedHeap = readonly [number, number];

/** Read "h,m". Throws InputError. O(length). */
export function parseLimitedHeap(picture: string): LimitedHeap {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(String(picture));
  if (!m) throw new InputError(`a limited heap is written "h,m" (h tokens, m taken by the previous move), got ${JSON.stringify(picture)}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * Zeckendorf's theorem gives Fibonacci Nim's P-positions (Whinihan 1963): when at most L < h tokens
 * may be taken, the position is a P-position iff L is less than the smallest Fibonacci number in
 * h's Zeckendorf representation. Returns that smallest term. O(log h).
 */
export function smallestZeckendorfTerm(h: number): number {
  if (!Number.isSafeInteger(h) || h < 1) throw new InputError(`smallestZeckendorfTerm needs a positive integer, got ${JSON.stringify(h)}`);
  const fib = [1, 2];
  while (fib[fib.length - 1] <= h) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
  let rest = h;
  let last = 0;
  for (let i = fib.length - 1; i >= 0; i--) if (fib[i] <= rest) {
    rest -= fib[i];
    last = fib[i];
  }
  return last;
}

/** Take-away c (c = 2: Fibonacci Nim) as an impartial ruleset. Throws InputError for c < 1. */
export function takeAway(c = 2): ImpartialRuleset<LimitedHeap> {
  if (!Number.isSafeInteger(c) || c < 1) throw new InputError(`takeAway(c): c must be a positive integer, got ${JSON.stringify(c)}`);
  return defineImpartial<LimitedHeap>({
    name: c === 2 ? "Fibonacci Nim" : `Take-away ${c}`,
    options: ([h, m]) => Array.from({ length: Math.min(h, c * m) }, (_, i): LimitedHeap => [h - i - 1, i + 1]),
    key: ([h, m]) => h * 2 ** 26 + m,
    isPosition: (v) => Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0 && x < 2 ** 26),
    parse: parseLimitedHeap,
    format: ([h, m]) => `${h},${m}`,
  });
}

/** Fibonacci Nim: {@link takeAway} with c = 2. */
export const fibonacciNim = (): ImpartialRuleset<LimitedHeap> => takeAway(2);
