/**
 * Nim-sequences of take-and-break heap games of any code in CGSuite's syntax (the rules are
 * `games.octal`'s codes): octal codes go to the fast engine, others follow the definition.
 */
import { Budget, InputError, type RunOptions } from "../../util";
import { isOctal, parseTakeAndBreak, takeAndBreakOptions, type TakeAndBreakCode } from "../../games/octal";
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
