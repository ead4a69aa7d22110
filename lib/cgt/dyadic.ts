/**
 * Exact dyadic rationals `num / 2^exp` with BigInt numerators.
 *
 * Values of short games (numbers, stops, means, temperatures, thermograph corners) are all
 * dyadic rationals, so this small arithmetic is exact everywhere it is used.
 */
import { InputError } from "../util";

/**
 * Dyadic rational as an exact fraction: value = num / 2^exp (exp ≥ 0, num odd unless exp = 0).
 * Any object of this shape is accepted as input; the ones cgtlab returns are {@link DyadicValue}s,
 * which print as `3/2`, `-1/4`, `5` (toString, template strings, JSON, Node's inspect).
 */
export interface Dyadic {
  num: bigint;
  exp: number;
}

const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/**
 * The dyadic rational cgtlab hands out: the two fields of {@link Dyadic} plus printing in the
 * field's notation (`3/2`, `-1/4`, `5`): `String(d)`, `${d}`, `JSON.stringify(d)` (a string, since
 * JSON has no bigint) and Node's util.inspect / console.log / tslab's display. O(size of the numbers).
 */
export class DyadicValue implements Dyadic {
  num: bigint;
  exp: number;
  constructor(num: bigint, exp: number) {
    this.num = num;
    this.exp = exp;
  }
  /** "3/2", "-1/4", "5". */
  toString(): string {
    return dyadicToString(this);
  }
  /** The same string as toString (JSON cannot hold a bigint). */
  toJSON(): string {
    return dyadicToString(this);
  }
  /** Node's util.inspect (console.log, the REPL, tslab) prints the value, not the fields. */
  [INSPECT](): string {
    return dyadicToString(this);
  }
}

/** Normalize `num / 2^exp` (make num odd or exp 0). O(exp). */
export function makeDyadic(num: bigint, exp = 0): DyadicValue {
  if (exp < 0) return new DyadicValue(num << BigInt(-exp), 0);
  if (num === 0n) return new DyadicValue(0n, 0);
  while (exp > 0 && (num & 1n) === 0n) {
    num >>= 1n;
    exp--;
  }
  return new DyadicValue(num, exp);
}

/** Exact conversion of a finite double that is a dyadic rational (every finite double is). O(exponent). */
export function dyadicFromDouble(x: number): DyadicValue {
  if (!Number.isFinite(x)) throw new InputError(`not a finite number: ${x}`);
  let exp = 0;
  while (!Number.isInteger(x)) {
    x *= 2; // exact: doubling a double never rounds
    exp++;
  }
  return makeDyadic(BigInt(x), exp);
}

/** Nearest double to the dyadic (exact when the numerator has at most 53 significant bits). O(1). */
export function dyadicToNumber(d: Dyadic): number {
  if (d.exp <= 1000 && d.num >= -(2n ** 53n) && d.num <= 2n ** 53n) return Number(d.num) / 2 ** d.exp;
  const shift = Math.max(0, d.exp - 1000);
  return Number(d.num >> BigInt(shift)) / 2 ** (d.exp - shift);
}

/**
 * The double equal to `d` exactly, or `undefined` if `d` is not representable
 * (more than 53 significant bits or out of exponent range). O(1).
 */
export function dyadicToExactDouble(d: Dyadic): number | undefined {
  const lim = 2n ** 53n;
  if (d.num >= lim || d.num <= -lim || d.exp > 1020) return undefined;
  return Number(d.num) / 2 ** d.exp;
}

/**
 * "3/4", "-3/2", "-1", "0", always in lowest terms: a {@link Dyadic} built by hand and not
 * normalized (`{ num: 2n, exp: 1 }`) prints as "1", never "2/2". O(size of the numbers).
 */
export function dyadicToString(d: Dyadic): string {
  const n = d.exp === 0 || (d.num & 1n) === 1n ? d : makeDyadic(d.num, d.exp);
  if (n.exp === 0) return n.num.toString();
  return `${n.num.toString()}/${(1n << BigInt(n.exp)).toString()}`;
}

/** a + b, exact. */
export function dAdd(a: Dyadic, b: Dyadic): DyadicValue {
  const e = Math.max(a.exp, b.exp);
  return makeDyadic((a.num << BigInt(e - a.exp)) + (b.num << BigInt(e - b.exp)), e);
}

/** -a. */
export function dNeg(a: Dyadic): DyadicValue {
  return new DyadicValue(-a.num, a.exp);
}

/** a - b, exact. */
export function dSub(a: Dyadic, b: Dyadic): DyadicValue {
  return dAdd(a, dNeg(b));
}

/** a · k for a small integer k, exact. */
export function dMulInt(a: Dyadic, k: number): DyadicValue {
  return makeDyadic(a.num * BigInt(k), a.exp);
}

/** a / 2^j, exact. */
export function dDivPow2(a: Dyadic, j: number): DyadicValue {
  return makeDyadic(a.num, a.exp + j);
}

/** Sign of a - b: -1, 0 or 1. */
export function dCmp(a: Dyadic, b: Dyadic): number {
  const d = dSub(a, b).num;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** The integer n as a dyadic. */
export function dInt(n: number | bigint): DyadicValue {
  return new DyadicValue(BigInt(n), 0);
}

/** a / k where k is ± a power of two (throws otherwise: such a division never occurs for short games). */
export function dDivSmall(a: Dyadic, k: number): DyadicValue {
  const m = Math.abs(k);
  const j = Math.log2(m);
  if (!Number.isInteger(j)) throw new Error(`internal: division by ${k} is not dyadic`);
  const q = makeDyadic(a.num, a.exp + j);
  return k < 0 ? dNeg(q) : q;
}
