/**
 * Nim-field arithmetic: the nimbers 0, 1, 2, … with nim-addition ⊕ (XOR) and Conway's
 * nim-multiplication ⊗ form a field; the nimbers below each Fermat 2-power 2^(2^k) form the
 * subfield GF(2^(2^k)) (Conway, *On Numbers and Games*, ch. 6; *Winning Ways*, ch. 14).
 *
 * Definition (the "plain reference", {@link nimProductReferenceTable}):
 *   a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }.
 *
 * Fast algorithm (used by {@link nimProduct}): for a, b < F² with F = 2^(2^k) a Fermat 2-power,
 * write a = a1·F ⊕ a0 and b = b1·F ⊕ b0 with a0, a1, b0, b1 < F. Nim-multiplication by F of a
 * number below F is ordinary multiplication, and F ⊗ F = 3F/2 = F ⊕ F/2, so
 *   a ⊗ b = ((a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1))·F ⊕ (a0⊗b0) ⊕ (a1⊗b1)⊗(F/2),
 * and Karatsuba's trick gives a1⊗b0 ⊕ a0⊗b1 = (a1⊕a0)⊗(b1⊕b0) ⊕ a1⊗b1 ⊕ a0⊗b0. Four
 * half-size products per level: O(n²) word operations for n-bit operands. Below 2^16 the
 * product is a table lookup: log / antilog tables of GF(2^16) over a generator of its cyclic
 * multiplicative group (built once from a 256×256 table, itself built by the recursion); below
 * 2^32 plain numbers, above that bigints split down to 32-bit halves.
 *
 * Inverse: over GF(F), x = F satisfies x² = x ⊕ c with c = F/2, whose other root is x ⊕ 1. So
 * the conjugate of a = a1·x ⊕ a0 is a1·x ⊕ (a1 ⊕ a0) and the norm a ⊗ conj(a) =
 * a1²⊗c ⊕ a1⊗a0 ⊕ a0² lies in GF(F): a⁻¹ = conj(a) ⊗ norm⁻¹ — one half-size inverse and a
 * few half-size products per level, O(n²) in all. Square root (Frobenius is a bijection in
 * characteristic 2): √(a1·x ⊕ a0) = √a1·x ⊕ √(a0 ⊕ a1⊗c), also O(n²).
 *
 * Values are `number`s (non-negative safe integers; a result above 2^53 − 1 throws an
 * InputError telling you to pass bigints) or `bigint`s of any size. Mixing returns a bigint.
 */
import { InputError } from "../util";

/** A nim value: a non-negative integer, as a safe `number` or a `bigint` of any size. */
export type NimValue = number | bigint;

// ---------------------------------------------------------------------------------------------
// 8-bit product table (GF(256)), built lazily by the recursion itself
// ---------------------------------------------------------------------------------------------

let MUL8: Uint8Array | null = null;

function mulRec(a: number, b: number, bits: number): number {
  if (bits === 1) return a & b;
  const half = bits >>> 1;
  const mask = (1 << half) - 1;
  const a1 = a >>> half, a0 = a & mask, b1 = b >>> half, b0 = b & mask;
  const p11 = mulRec(a1, b1, half);
  const p00 = mulRec(a0, b0, half);
  const pm = mulRec(a1 ^ a0, b1 ^ b0, half);
  return ((pm ^ p00) << half) ^ p00 ^ mulRec(p11, 1 << (half - 1), half);
}

function tables(): Uint8Array {
  if (MUL8) return MUL8;
  const t = new Uint8Array(65536);
  for (let a = 0; a < 256; a++) for (let b = 0; b < 256; b++) t[(a << 8) | b] = mulRec(a, b, 8);
  MUL8 = t;
  return t;
}

/** Smallest field width 2^k (in bits, ≥ 8) holding x < 2^32. */
function widthOf(x: number): number {
  let w = 8;
  while (w < 32 && x >= 2 ** w) w *= 2;
  return w;
}

// ---------------------------------------------------------------------------------------------
// GF(2^16): log / antilog tables over a generator of the multiplicative group (order 65535)
// ---------------------------------------------------------------------------------------------

let LOG16: Uint16Array | null = null;
let EXP16: Uint16Array | null = null;

/** Product below 2^16 by the 8-bit table recursion (used to build the log tables). */
function mul16Slow(a: number, b: number): number {
  const t = tables();
  const a1 = a >>> 8, a0 = a & 0xff, b1 = b >>> 8, b0 = b & 0xff;
  const p11 = t[(a1 << 8) | b1], p00 = t[(a0 << 8) | b0], pm = t[((a1 ^ a0) << 8) | (b1 ^ b0)];
  return ((pm ^ p00) << 8) ^ p00 ^ t[(p11 << 8) | 0x80];
}

function pow16Slow(a: number, e: number): number {
  let r = 1;
  while (e > 0) {
    if (e & 1) r = mul16Slow(r, a);
    a = mul16Slow(a, a);
    e >>>= 1;
  }
  return r;
}

/** Build the tables once: find a generator g (g^(65535/p) ≠ 1 for p = 3, 5, 17, 257), then g^i. O(65535). */
function field16(): Uint16Array {
  if (EXP16) return EXP16;
  let g = 2;
  while ([3, 5, 17, 257].some((p) => pow16Slow(g, 65535 / p) === 1)) g++;
  const exp = new Uint16Array(2 * 65535);
  const log = new Uint16Array(65536);
  let x = 1;
  for (let i = 0; i < 65535; i++) {
    exp[i] = x;
    exp[i + 65535] = x;
    log[x] = i;
    x = mul16Slow(x, g);
  }
  LOG16 = log;
  EXP16 = exp;
  return exp;
}

function mul16(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  const exp = field16();
  const log = LOG16!;
  return exp[log[a] + log[b]];
}

// ---------------------------------------------------------------------------------------------
// 32-bit number path
// ---------------------------------------------------------------------------------------------

function mul32(a: number, b: number, bits: number): number {
  if (bits <= 8) return tables()[(a << 8) | b];
  if (bits <= 16) return mul16(a, b);
  const a1 = a >>> 16, a0 = a & 0xffff, b1 = b >>> 16, b0 = b & 0xffff;
  const p11 = mul16(a1, b1);
  const p00 = mul16(a0, b0);
  const pm = mul16(a1 ^ a0, b1 ^ b0);
  return ((((pm ^ p00) << 16) >>> 0) ^ p00 ^ mul16(p11, 0x8000)) >>> 0;
}

function inv32(a: number, bits: number): number {
  if (bits <= 16) {
    const exp = field16();
    return exp[65535 - (LOG16!)[a]];
  }
  const a1 = a >>> 16, a0 = a & 0xffff;
  const norm = mul16(mul16(a1, a1), 0x8000) ^ mul16(a1, a0) ^ mul16(a0, a0);
  const ni = inv32(norm, 16);
  return (((mul16(a1, ni) << 16) >>> 0) ^ mul16(a1 ^ a0, ni)) >>> 0;
}

function sqrt32(a: number, bits: number): number {
  if (bits <= 16) {
    if (a === 0) return 0;
    const exp = field16();
    const l = (LOG16!)[a];
    return exp[(l & 1) === 0 ? l >>> 1 : (l + 65535) >>> 1];
  }
  const a1 = a >>> 16, a0 = a & 0xffff;
  return (((sqrt32(a1, 16) << 16) >>> 0) ^ sqrt32(a0 ^ mul16(a1, 0x8000), 16)) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// bigint path (recurses down to the 32-bit path)
// ---------------------------------------------------------------------------------------------

function bitWidth(x: bigint): number {
  let w = 32;
  while (x >> BigInt(w) !== 0n) w *= 2;
  return w;
}

const M32 = 0xffffffffn;

function mulBig(a: bigint, b: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(mul32(Number(a), Number(b), 32));
  if (bits === 64) {
    // 64-bit base case on 32-bit number halves (F = 2^32, F/2 = 2^31)
    const aH = Number(a >> 32n), aL = Number(a & M32), bH = Number(b >> 32n), bL = Number(b & M32);
    const p11 = mul32(aH, bH, 32);
    const p00 = mul32(aL, bL, 32);
    const pm = mul32((aH ^ aL) >>> 0, (bH ^ bL) >>> 0, 32);
    const hi = (pm ^ p00) >>> 0;
    const lo = (p00 ^ mul32(p11, 0x80000000, 32)) >>> 0;
    return (BigInt(hi) << 32n) | BigInt(lo);
  }
  const half = bits >>> 1;
  const h = BigInt(half);
  const mask = (1n << h) - 1n;
  const a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
  const p11 = mulBig(a1, b1, half);
  const p00 = mulBig(a0, b0, half);
  const pm = mulBig(a1 ^ a0, b1 ^ b0, half);
  return ((pm ^ p00) << h) ^ p00 ^ mulBig(p11, 1n << (h - 1n), half);
}

function invBig(a: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(inv32(Number(a), 32));
  const half = bits >>> 1;
  const h = BigInt(half);
  const mask = (1n << h) - 1n;
  const a1 = a >> h, a0 = a & mask;
  const c = 1n << (h - 1n);
  const norm = mulBig(mulBig(a1, a1, half), c, half) ^ mulBig(a1, a0, half) ^ mulBig(a0, a0, half);
  const ni = invBig(norm, half);
  return (mulBig(a1, ni, half) << h) ^ mulBig(a1 ^ a0, ni, half);
}

function sqrtBig(a: bigint, bits: number): bigint {
  if (bits <= 32) return BigInt(sqrt32(Number(a), 32));
  const half = bits >>> 1;
  const h = BigInt(half);
  const mask = (1n << h) - 1n;
  const a1 = a >> h, a0 = a & mask;
  const c = 1n << (h - 1n);
  return (sqrtBig(a1, half) << h) ^ sqrtBig(a0 ^ mulBig(a1, c, half), half);
}

// ---------------------------------------------------------------------------------------------
// Validation and the public functions
// ---------------------------------------------------------------------------------------------

function check(x: unknown, what: string): NimValue {
  if (typeof x === "bigint") {
    if (x < 0n) throw new InputError(`${what} must be a non-negative nim value, got ${x}`);
    return x;
  }
  if (typeof x !== "number" || !Number.isSafeInteger(x) || x < 0) {
    throw new InputError(`${what} must be a non-negative safe integer or a bigint, got ${String(x)}`);
  }
  return x;
}

function toResult(r: bigint, asBig: boolean, what: string): NimValue {
  if (asBig) return r;
  if (r > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InputError(`${what} = ${r} exceeds 2^53 − 1; pass the operands as bigints`);
  }
  return Number(r);
}

const SMALL = 2 ** 32;

/**
 * Nim product a ⊗ b (Conway's nim-multiplication; the field operation of the nimbers).
 * Algorithm: Fermat 2-power splitting with Karatsuba (see the module comment); O(n²) word
 * operations for n-bit operands, a table lookup below 256. Throws InputError for a negative or
 * non-integer operand, or a `number` result above 2^53 − 1 (pass bigints for those).
 */
export function nimProduct(a: number, b: number): number;
export function nimProduct(a: bigint, b: bigint): bigint;
export function nimProduct(a: NimValue, b: NimValue): NimValue;
export function nimProduct(a: NimValue, b: NimValue): NimValue {
  // fast path: two 32-bit unsigned integers
  if (typeof a === "number" && typeof b === "number" && a >>> 0 === a && b >>> 0 === b) return mul32(a, b, 32);
  check(a, "nimProduct: first operand");
  check(b, "nimProduct: second operand");
  const A = BigInt(a), B = BigInt(b);
  const w = Math.max(bitWidth(A), bitWidth(B));
  return toResult(mulBig(A, B, w), typeof a === "bigint" || typeof b === "bigint", `nimProduct(${a}, ${b})`);
}

/**
 * Nim inverse a⁻¹ (the b with a ⊗ b = 1), for a ≠ 0. Algorithm: the norm map of the quadratic
 * tower (module comment), O(n²) for n-bit a. InputError for a = 0 or a bad value.
 */
export function nimInverse(a: number): number;
export function nimInverse(a: bigint): bigint;
export function nimInverse(a: NimValue): NimValue;
export function nimInverse(a: NimValue): NimValue {
  check(a, "nimInverse: operand");
  if (a === 0 || a === 0n) throw new InputError("nimInverse: 0 has no nim inverse (division by zero)");
  if (typeof a === "number" && a < SMALL) return inv32(a, widthOf(a));
  const A = BigInt(a);
  return toResult(invBig(A, bitWidth(A)), typeof a === "bigint", `nimInverse(${a})`);
}

/**
 * Nim quotient a ⊘ b = a ⊗ b⁻¹. O(n²). InputError when b = 0 ("division by zero") or for bad values.
 */
export function nimDivide(a: number, b: number): number;
export function nimDivide(a: bigint, b: bigint): bigint;
export function nimDivide(a: NimValue, b: NimValue): NimValue;
export function nimDivide(a: NimValue, b: NimValue): NimValue {
  check(a, "nimDivide: dividend");
  check(b, "nimDivide: divisor");
  if (b === 0 || b === 0n) throw new InputError(`nimDivide(${a}, 0): division by zero`);
  const inv: NimValue = typeof a === "bigint" ? nimInverse(BigInt(b)) : nimInverse(b);
  return nimProduct(a, inv);
}

/**
 * Nim square root: the unique r with r ⊗ r = a (squaring is a field automorphism in
 * characteristic 2). Recursion √(a1·F ⊕ a0) = √a1·F ⊕ √(a0 ⊕ a1⊗F/2); O(n²).
 */
export function nimSquareRoot(a: number): number;
export function nimSquareRoot(a: bigint): bigint;
export function nimSquareRoot(a: NimValue): NimValue;
export function nimSquareRoot(a: NimValue): NimValue {
  check(a, "nimSquareRoot: operand");
  if (typeof a === "number" && a < SMALL) return sqrt32(a, widthOf(a));
  const A = BigInt(a);
  return toResult(sqrtBig(A, bitWidth(A)), typeof a === "bigint", `nimSquareRoot(${a})`);
}

/**
 * Nim power a^⊗e (e an ordinary non-negative integer exponent) by square-and-multiply:
 * O(log e) nim products. a^⊗0 = 1.
 */
export function nimPower(a: number, e: number | bigint): number;
export function nimPower(a: bigint, e: number | bigint): bigint;
export function nimPower(a: NimValue, e: number | bigint): NimValue;
export function nimPower(a: NimValue, e: number | bigint): NimValue {
  check(a, "nimPower: base");
  check(e, "nimPower: exponent");
  let E = BigInt(e);
  let base: NimValue = a;
  let acc: NimValue = typeof a === "bigint" ? 1n : 1;
  while (E > 0n) {
    if (E & 1n) acc = nimProduct(acc, base);
    E >>= 1n;
    if (E > 0n) base = nimProduct(base, base);
  }
  return acc;
}

/**
 * The plain reference: the table of a ⊗ b for all a, b < size, straight from Conway's
 * definition a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}. Row-major (index a·size + b).
 * O(size⁴) time — for tests (size ≤ 64 or so).
 */
export function nimProductReferenceTable(size: number): number[] {
  if (!Number.isSafeInteger(size) || size < 0 || size > 256) {
    throw new InputError(`nimProductReferenceTable: size must be an integer in 0..256, got ${String(size)}`);
  }
  const t: number[] = new Array<number>(size * size).fill(0);
  const seen = new Uint8Array(size * size + 2);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      seen.fill(0);
      for (let x = 0; x < a; x++) {
        for (let y = 0; y < b; y++) {
          const v = t[x * size + b] ^ t[a * size + y] ^ t[x * size + y];
          if (v < seen.length) seen[v] = 1;
        }
      }
      let m = 0;
      while (seen[m]) m++;
      t[a * size + b] = m;
    }
  }
  return t;
}
