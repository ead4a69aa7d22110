/**
 * The ugly product of non-negative integers (Winning Ways, Berlekamp, Conway, Guy, ch. 14, as
 * CGSuite's `Integer.UglyProduct` documents it; issue 29, item 4). For n a power of 2 and k < n:
 *   n ⊙ k = ⌊k/2⌋ if k is evil (an even number of 1 bits), n + ⌊k/2⌋ if k is odious (odd),
 *   n ⊙ n = ⌈n/2⌉,
 * commutative, and extended to all integers by distributivity over nim-addition (XOR). On two
 * powers of two, 2^m ⊙ 2^j for m > j is 2^m + ⌊2^j/2⌋ (2^j is odious) and 2^m ⊙ 2^m = ⌈2^m/2⌉, so
 * a ⊙ b is the XOR of those terms over the 1 bits of a and of b.
 */
import { InputError } from "../util";
import type { NimValue } from "./nimfield";

function toBig(x: NimValue, what: string): bigint {
  if (typeof x === "bigint") {
    if (x >= 0n) return x;
  } else if (typeof x === "number" && Number.isSafeInteger(x) && x >= 0) {
    return BigInt(x);
  }
  throw new InputError(`${what} must be a non-negative integer (a safe number or a bigint), got ${String(x)}`);
}

/** 2^m ⊙ 2^j by the definition (see the module header). O(1) bigint operations. */
function powerTerm(m: number, j: number): bigint {
  const hi = Math.max(m, j), lo = Math.min(m, j);
  if (hi === lo) return hi === 0 ? 1n : 1n << BigInt(hi - 1); // ⌈2^m / 2⌉
  return (1n << BigInt(hi)) + (lo === 0 ? 0n : 1n << BigInt(lo - 1)); // 2^hi + ⌊2^lo / 2⌋
}

/** The positions of the 1 bits of x. O(bits). */
function bits(x: bigint): number[] {
  const out: number[] = [];
  for (let i = 0; x > 0n; i++, x >>= 1n) if (x & 1n) out.push(i);
  return out;
}

/**
 * Ugly product a ⊙ b of non-negative integers (Winning Ways ch. 14; CGSuite `UglyProduct`; see the
 * module header): the XOR, over the 1 bits 2^m of a and 2^j of b, of 2^m ⊙ 2^j. Returns a number
 * when both operands are numbers and the result is a safe integer, else a bigint. InputError for
 * a negative or non-integer operand. Cost: O(bits(a) · bits(b)) bigint operations.
 *
 * @example
 * ```ts
 * // CGSuite's GameTest.scala: [14 UglyProduct n for n from 1 to 4] = [14,13,3,13]
 * [1, 2, 3, 4].map((n) => cgt.uglyProduct(14, n)); // → [ 14, 13, 3, 13 ]
 * ```
 */
export function uglyProduct(a: number, b: number): number;
export function uglyProduct(a: bigint, b: bigint): bigint;
export function uglyProduct(a: NimValue, b: NimValue): NimValue;
export function uglyProduct(a: NimValue, b: NimValue): NimValue {
  const x = toBig(a, "uglyProduct: first operand");
  const y = toBig(b, "uglyProduct: second operand");
  let r = 0n;
  const yb = bits(y);
  for (const m of bits(x)) for (const j of yb) r ^= powerTerm(m, j);
  if (typeof a === "bigint" || typeof b === "bigint") return r;
  if (r > BigInt(Number.MAX_SAFE_INTEGER)) throw new InputError(`uglyProduct(${a}, ${b}) = ${r} exceeds 2^53 − 1; pass the operands as bigints`);
  return Number(r);
}
