/**
 * A small exact rational type on BigInt, enough for the janken / two-pen expectations
 * (sums, products and quotients of probabilities and step counts). Always kept in lowest
 * terms with a positive denominator, so `equals` is structural.
 */
import { checkInteger, InputError } from "../../util";

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

function toBig(x: bigint | number, what: string): bigint {
  if (typeof x === "bigint") return x;
  if (!Number.isSafeInteger(x)) throw new InputError(`${what} must be an integer, got ${x}`);
  return BigInt(x);
}

/**
 * An exact rational number num/den in lowest terms, den > 0. Arithmetic costs one or two
 * BigInt gcds (Euclid, quadratic in the bit length of the operands).
 */
export class Rational {
  /** Numerator (sign of the number). */
  readonly num: bigint;
  /** Denominator, always positive and coprime to `num`. */
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  /** 0. */
  static readonly ZERO = new Rational(0n, 1n);
  /** 1. */
  static readonly ONE = new Rational(1n, 1n);

  /** num/den reduced to lowest terms; throws InputError when den is 0 or an argument is not an integer. Cost: one gcd. */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    let n = toBig(num, "numerator");
    let d = toBig(den, "denominator");
    if (d === 0n) throw new InputError(`denominator must be non-zero (numerator ${n})`);
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n, d);
    return g === 1n ? new Rational(n, d) : new Rational(n / g, d / g);
  }

  /**
   * num / p^e in lowest terms for a prime p, without a gcd: only factors p can cancel, so divide
   * them out (v_p(num) ≤ e steps of O(bits)). For probabilities over 3^(n−1) or 2^(n−1) hands.
   */
  static overPrimePower(num: bigint, p: bigint, e: number): Rational {
    checkInteger(e, "overPrimePower(): e", { min: 0 });
    if (num === 0n) return Rational.ZERO;
    let k = e;
    while (k > 0 && num % p === 0n) {
      num /= p;
      k--;
    }
    return new Rational(num, p ** BigInt(k));
  }

  /** Parse "num/den" or "num" (as written by {@link Rational.toString}); InputError on anything else. O(length). */
  static parse(text: string): Rational {
    const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(text);
    if (!m) throw new InputError(`not a rational "num/den": ${JSON.stringify(text)}`);
    return Rational.of(BigInt(m[1]!), m[2] === undefined ? 1n : BigInt(m[2]));
  }

  /** this + o. */
  add(o: Rational): Rational {
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  /** this − o. */
  sub(o: Rational): Rational {
    return this.add(o.neg());
  }

  /** this × o. */
  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }

  /** this ÷ o; InputError when o is 0. */
  div(o: Rational): Rational {
    if (o.num === 0n) throw new InputError("division of a rational by zero");
    return Rational.of(this.num * o.den, this.den * o.num);
  }

  /** −this. O(1). */
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }

  /** True when this is 0. O(1). */
  isZero(): boolean {
    return this.num === 0n;
  }

  /** Exact equality. O(size). */
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  /** Sign of this − o: −1, 0 or 1. One cross multiplication. */
  compare(o: Rational): -1 | 0 | 1 {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /**
   * Nearest double (within one ulp), also when num and den are far beyond 2^1024 but their
   * quotient is not. O(size).
   */
  toNumber(): number {
    const neg = this.num < 0n;
    const a = neg ? -this.num : this.num;
    if (a === 0n) return 0;
    const d = this.den;
    let x: number;
    if (a <= BigInt(Number.MAX_SAFE_INTEGER) && d <= BigInt(Number.MAX_SAFE_INTEGER)) {
      x = Number(a) / Number(d); // both exact: one correctly rounded division
    } else {
      // Scale so the integer quotient has about 64 significant bits, then scale back.
      const shift = bitLength(d) - bitLength(a) + 64;
      const q = shift >= 0 ? (a << BigInt(shift)) / d : a / (d << BigInt(-shift));
      x = Number(q) * Math.pow(2, -shift);
    }
    return neg ? -x : x;
  }

  /** Decimal with `digits` digits after the point, truncated toward zero (exact, no float). O(size). */
  toDecimal(digits = 6): string {
    const neg = this.num < 0n;
    const a = neg ? -this.num : this.num;
    const scaled = (a * 10n ** BigInt(digits)) / this.den;
    const s = scaled.toString().padStart(digits + 1, "0");
    const int = s.slice(0, s.length - digits);
    const frac = s.slice(s.length - digits);
    return (neg ? "-" : "") + int + (digits > 0 ? "." + frac : "");
  }

  /** "num/den" (always with the slash, e.g. "3/1"), the format of the exact CSV columns. */
  toString(): string {
    return `${this.num}/${this.den}`;
  }
}

/**
 * Binomial coefficient C(n, k) as a BigInt for integers n ≥ 0 and k (0 outside 0 ≤ k ≤ n).
 * O(min(k, n − k)) BigInt steps. InputError for a negative or non-integer n or k (C(−1, 2) is
 * not 0; the generalized binomial is not what this computes).
 */
export function binomial(n: number, k: number): bigint {
  checkInteger(n, "binomial(n, k): n", { min: 0 });
  checkInteger(k, "binomial(n, k): k");
  if (k < 0 || k > n) return 0n;
  if (k > n - k) k = n - k;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}
