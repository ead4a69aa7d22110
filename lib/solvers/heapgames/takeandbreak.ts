/**
 * Nim-sequences of take-and-break heap games of any code in CGSuite's syntax (the rules are
 * `games.octal`'s codes): octal codes go to the fast engine, others follow the definition.
 */
import { Budget, InputError, type RunOptions, checkOptionNames, RUN_OPTION_NAMES } from "../../util";
import { digitFor, forEachTakeAndBreakOption, isOctal, parseTakeAndBreak, type TakeAndBreakCode } from "../../games/octal";
import { nimSequence } from "./engine";
import { MAX_NIM_VALUE } from "./sequence";

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
  const context = `nim-sequence of ${c.code} up to ${N}`;
  checkOptionNames(options, RUN_OPTION_NAMES, context);
  if (isOctal(c)) return nimSequence(c.code, N, options).values;
  const budget = Budget.from(options, context);
  const G = new Uint16Array(N + 1);
  const mark = new Int32Array(MAX_NIM_VALUE + 2);
  const fast = atMostThreeUnconstrained(c);
  for (let n = 0; n <= N; n++) {
    let count = 0;
    if (fast) {
      budget.spend(markFast(c, n, G, mark) + 1);
      let v = 0;
      while (mark[v] === n + 1) v++;
      if (v > MAX_NIM_VALUE) throw new RangeError(`nim-value above ${MAX_NIM_VALUE} at n = ${n}`);
      G[n] = v;
      continue;
    }
    forEachTakeAndBreakOption(c, n, (parts, len) => {
      let v = 0;
      for (let i = 0; i < len; i++) v ^= G[parts[i]];
      mark[v] = n + 1;
      if (++count === 4096) {
        budget.spend(count);
        count = 0;
      }
    });
    let v = 0;
    while (mark[v] === n + 1) v++;
    if (v > MAX_NIM_VALUE) throw new RangeError(`nim-value above ${MAX_NIM_VALUE} at n = ${n}`);
    G[n] = v;
    budget.spend(count + 1);
  }
  return G;
}

/** True when every digit leaves at most three heaps, without constraints (the loops of {@link markFast} apply). O(digits). */
function atMostThreeUnconstrained(c: TakeAndBreakCode): boolean {
  return [...c.digits, ...c.additive].every((d) => !d.allowMore && d.counts.length <= 4 && d.counts.every((k) => k === "none" || k === "any"));
}

/**
 * Mark (with n + 1) the nim-values of the options of a heap of n for a code of
 * {@link atMostThreeUnconstrained}: plain loops over the splits into 2 and 3 heaps, no allocation.
 * Returns the number of options. O(options).
 */
function markFast(c: TakeAndBreakCode, n: number, G: Uint16Array, mark: Int32Array): number {
  const stamp = n + 1;
  const maxT = c.period > 0 ? n : Math.min(n, c.digits.length - 1);
  let count = 0;
  for (let t = -c.additive.length; t <= maxT; t++) {
    const counts = digitFor(c, t).counts;
    const rest = n - t;
    if (counts.length > 0 && counts[0] !== "none" && rest === 0 && t > 0) {
      mark[0] = stamp;
      count++;
    }
    if (counts.length > 1 && counts[1] !== "none" && rest >= 1 && t > 0) {
      mark[G[rest]] = stamp;
      count++;
    }
    if (counts.length > 2 && counts[2] !== "none") {
      for (let a = 1; 2 * a <= rest; a++) mark[G[a] ^ G[rest - a]] = stamp;
      count += Math.max(0, Math.floor(rest / 2));
    }
    if (counts.length > 3 && counts[3] !== "none") {
      for (let a = 1; 3 * a <= rest; a++) {
        const ga = G[a];
        for (let b = a; a + 2 * b <= rest; b++) mark[ga ^ G[b] ^ G[rest - a - b]] = stamp;
        count += Math.max(0, Math.floor((rest - a) / 2) - a + 1);
      }
    }
  }
  return count;
}
