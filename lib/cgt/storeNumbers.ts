/**
 * The store's closed-form nodes (see store.ts): numbers, nimbers and every x + n·↑ + *m, named by
 * the triple (x, n, m) and hash-consed in maps keyed by it, their options materialized on demand;
 * numbers on the exact-double fast path and big numbers (BigInt dyadics); the recognition of a
 * canonical form that has a closed form; simplest numbers between two numbers. Internal to the
 * store's files; the public functions are re-exported by store.ts.
 */
import { InputError } from "../util";
import { type Dyadic, dAdd, dCmp, dNeg, dyadicFromDouble, dyadicToExactDouble, dyadicToNumber, makeDyadic } from "./dyadic";
import * as Nodes from "./storeNodes";
import { type Game } from "./storeNodes";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var N = Nodes.nodes;
var MAX_NUS_COMPONENT = Nodes.MAX_NUS_COMPONENT;
var roomIn = Nodes.roomIn;
var newNode = Nodes.newNode;
var growOpts = Nodes.growOpts;
var checkGame = Nodes.checkGame;

// Number nodes by value: exact doubles, and big numbers by their exact value ("num/exp").
var numberIds = new Map<number, number>();
var bigIds = new Map<string, number>();

/** Forget every closed-form node (resetStore: the node arrays are emptied at the same time). */
export function resetNumbers(): void {
  numberIds = new Map();
  bigIds = new Map();
  nusIds = new Map();
  nusIdsSmall = new Map();
  nusBig = new Map();
}

// ---------------------------------------------------------------------------------------------
// Closed-form nodes x + n·↑ + *m
// ---------------------------------------------------------------------------------------------

// Closed-form non-number nodes by (x, n, m): x → (n·2^20 + m) → id for |n| ≤ 2^9 and m < 2^20 (a
// small-integer key: no heap number is allocated per lookup), x → (n·2^32 + m) → id while
// |n| < 2^20 (an exact double key), else a string key.
var nusIdsSmall = new Map<number, Map<number, number>>(); // |n| ≤ 2^9, m < 2^20
var nusIds = new Map<number, Map<number, number>>();
var nusBig = new Map<string, number>();

/**
 * If {L | R} (canonical, sorted) is the canonical form of some x + n·↑ + *m, its closed-form node;
 * else -1. Only looks at the options' triples: O(|L| + |R|).
 */
export function recognizeNus(L: ArrayLike<number>, R: ArrayLike<number>): number {
  const nl = L.length;
  const nr = R.length;
  for (let k = 0; k < nl; k++) if (N.nusStar[L[k]] < 0) return -1;
  for (let k = 0; k < nr; k++) if (N.nusStar[R[k]] < 0) return -1;
  if (nl === 0 && nr === 0) return numberGame(0);
  // All options numbers: a number iff every left option < every right option.
  // (Closed-form options are exact doubles below 2^53: plain comparisons are exact here.)
  let allNum = true;
  let maxL = -Infinity;
  let minR = Infinity;
  let iMax = -1;
  let iMin = -1;
  for (let k = 0; k < nl && allNum; k++) {
    const v = N.numVal[L[k]];
    if (v !== v) allNum = false;
    else if (v > maxL) {
      maxL = v;
      iMax = L[k];
    }
  }
  for (let k = 0; k < nr && allNum; k++) {
    const v = N.numVal[R[k]];
    if (v !== v) allNum = false;
    else if (v < minR) {
      minR = v;
      iMin = R[k];
    }
  }
  if (allNum && maxL < minR) return simplestBetweenGame(iMax, iMin);
  if (nl === 0 || nr === 0) return -1;
  const x = N.lStop[L[0]];
  for (let k = 0; k < nl; k++) if (N.lStop[L[k]] !== x) return -1;
  for (let k = 0; k < nr; k++) if (N.lStop[R[k]] !== x) return -1;
  // x + *m: the same options on both sides, x + *0 … x + *(m-1).
  if (nl === nr) {
    let same = true;
    for (let k = 0; k < nl && same; k++) same = L[k] === R[k] && N.nusUp[L[k]] === 0 && N.nusStar[L[k]] < nl;
    if (same) return nusGame(x, 0, nl);
  }
  if (nl === 1 && nr === 1) {
    const a = L[0];
    const c = R[0];
    // {x | x + k·↑ + *j} = x + (k+1)·↑ + *(j⊕1) for k ≥ 1, or k = 0 and j ≥ 1.
    if (N.numVal[a] === x) {
      const k = N.nusUp[c];
      const j = N.nusStar[c];
      if (k >= 1 || (k === 0 && j >= 1)) return nusGame(x, k + 1, j ^ 1);
    }
    if (N.numVal[c] === x) {
      const k = -N.nusUp[a];
      const j = N.nusStar[a];
      if (k >= 1 || (k === 0 && j >= 1)) return nusGame(x, -(k + 1), j ^ 1);
    }
    return -1;
  }
  // x + ↑* = {x, x* | x} and x + ↓* = {x | x, x*}.
  if (nl === 2 && nr === 1 && isPlain(R[0], x, 0) && isPair(L, x)) return nusGame(x, 1, 1);
  if (nl === 1 && nr === 2 && isPlain(L[0], x, 0) && isPair(R, x)) return nusGame(x, -1, 1);
  return -1;
}

function isPlain(g: number, x: number, m: number): boolean {
  return N.lStop[g] === x && N.nusUp[g] === 0 && N.nusStar[g] === m;
}

function isPair(a: ArrayLike<number>, x: number): boolean {
  return (isPlain(a[0], x, 0) && isPlain(a[1], x, 1)) || (isPlain(a[0], x, 1) && isPlain(a[1], x, 0));
}

/**
 * The closed-form node x + n·↑ + *m (x an exact double, n an integer, m ≥ 0), created without
 * its options (see {@link materialize}). O(1) expected.
 */
export function nusGame(x: number, n: number, m: number): Game {
  if (n === 0 && m === 0) return numberGame(x);
  if (x === 0) x = 0; // -0 → 0
  // the node is registered in its map (made visible) only once its facts are written: interrupt-safe
  // (see intern); the map and key are kept in locals rather than a closure (no allocation per node)
  let small: Map<number, Game> | undefined;
  let wide: Map<number, Game> | undefined;
  let k = 0;
  let key = "";
  if (n < 0x200 && n >= -0x200 && m < 0x100000) {
    // Small (n, m): a small-integer key n·2^20 + m (|key| < 2^30), so the lookup allocates nothing.
    k = n * 0x100000 + m;
    small = nusIdsSmall.get(x);
    if (small === undefined) {
      roomIn(nusIdsSmall, "x + n·↑ + *m values");
      small = new Map();
      nusIdsSmall.set(x, small);
    }
    const known = small.get(k);
    if (known !== undefined) return known;
    roomIn(small, "x + n·↑ + *m values");
  } else if (n < 0x100000 && n > -0x100000) {
    k = n * 4294967296 + m;
    wide = nusIds.get(x);
    if (wide === undefined) {
      roomIn(nusIds, "x + n·↑ + *m values");
      wide = new Map();
      nusIds.set(x, wide);
    }
    const known = wide.get(k);
    if (known !== undefined) return known;
    roomIn(wide, "x + n·↑ + *m values");
  } else {
    key = `${x},${n},${m}`;
    const known = nusBig.get(key);
    if (known !== undefined) return known;
    roomIn(nusBig, "x + n·↑ + *m values");
  }
  const id = newNode();
  N.nusUp[id] = n;
  N.nusStar[id] = m;
  N.optStart[id] = -1;
  N.numVal[id] = NaN;
  N.nimVal[id] = x === 0 && n === 0 ? m : -1;
  N.lStop[id] = x;
  N.rStop[id] = x;
  N.lStopId[id] = -1;
  N.rStopId[id] = -1;
  N.hashOf[id] = 0;
  const bx = numberBirthday(x);
  if (n === 0) {
    N.nLeft[id] = m;
    N.nRight[id] = m;
    N.birth[id] = bx + m;
  } else {
    const a = Math.abs(n);
    const special = a === 1 && m === 1;
    N.nLeft[id] = n > 0 && special ? 2 : 1;
    N.nRight[id] = n < 0 && special ? 2 : 1;
    // n·↑*m → (n-1)·↑*(m⊕1) → … → ↑*m1 (m1 = m ⊕ ((|n|-1) mod 2)); ↑* has birthday 2, ↑*m1 has 1 + (m1⊕1).
    const m1 = m ^ ((a - 1) & 1);
    N.birth[id] = bx + (a - 1) + (m1 === 1 ? 2 : 1 + (m1 ^ 1));
  }
  if (small !== undefined) small.set(k, id);
  else if (wide !== undefined) wide.set(k, id);
  else nusBig.set(key, id);
  return id;
}

/** Birthday of the number x: |x| for integers, ⌊|x|⌋ + k + 1 for m/2^k (m odd, k ≥ 1). O(k). */
function numberBirthday(x: number): number {
  if (Number.isInteger(x)) return Math.abs(x);
  let k = 0;
  let y = x;
  while (!Number.isInteger(y)) {
    y *= 2;
    k++;
  }
  return Math.floor(Math.abs(x)) + k + 1;
}

/**
 * Write the options of the closed-form node g into the option array (once): they are closed-form
 * nodes themselves, created lazily. O(number of options) — |m| options for x + *m.
 */
export function materialize(g: number): void {
  if (N.optStart[g] >= 0) return;
  if (N.bigOf[g] >= 0) {
    materializeBig(g);
    return;
  }
  const x = N.lStop[g];
  const n = N.nusUp[g];
  const m = N.nusStar[g];
  let L: number[];
  let R: number[];
  if (n === 0 && m === 0) {
    if (Number.isInteger(x)) {
      L = x > 0 ? [numberGame(x - 1)] : [];
      R = x < 0 ? [numberGame(x + 1)] : [];
    } else {
      let k = 0;
      let y = x;
      while (!Number.isInteger(y)) {
        y *= 2;
        k++;
      }
      const s = 2 ** k;
      L = [numberGame((y - 1) / s)];
      R = [numberGame((y + 1) / s)];
    }
  } else if (n === 0) {
    if (m > 1 << 24) throw new RangeError(`cgt: refusing to list the ${m} options of ${x === 0 ? "" : x}*${m} (more than 2^24)`);
    L = new Array<number>(m);
    for (let k = 0; k < m; k++) L[k] = nusGame(x, 0, k);
    R = L.slice();
  } else if (n > 0) {
    L = n === 1 && m === 1 ? [numberGame(x), nusGame(x, 0, 1)] : [numberGame(x)];
    R = n === 1 && m === 1 ? [numberGame(x)] : [nusGame(x, n - 1, m ^ 1)];
  } else {
    L = n === -1 && m === 1 ? [numberGame(x)] : [nusGame(x, n + 1, m ^ 1)];
    R = n === -1 && m === 1 ? [numberGame(x), nusGame(x, 0, 1)] : [numberGame(x)];
  }
  L.sort((a, b) => a - b);
  R.sort((a, b) => a - b);
  const need = L.length + R.length;
  if (N.optsLen + need > N.opts.length) growOpts(N.optsLen + need);
  const start = N.optsLen;
  for (const o of L) N.opts[N.optsLen++] = o;
  for (const o of R) N.opts[N.optsLen++] = o;
  N.optStart[g] = start;
}

/** Options of a big number node: n → {n−1 |} (n > 0), {| n+1} (n < 0); m/2^k → {(m−1)/2^k | (m+1)/2^k}. O(size of the number). */
function materializeBig(g: number): void {
  const d = N.bigVals[N.bigOf[g]];
  let L: number[];
  let R: number[];
  if (d.exp === 0) {
    L = d.num > 0n ? [numberExactGame(makeDyadic(d.num - 1n))] : [];
    R = d.num < 0n ? [numberExactGame(makeDyadic(d.num + 1n))] : [];
  } else {
    L = [numberExactGame(makeDyadic(d.num - 1n, d.exp))];
    R = [numberExactGame(makeDyadic(d.num + 1n, d.exp))];
  }
  if (N.optsLen + 2 > N.opts.length) growOpts(N.optsLen + 2);
  const start = N.optsLen;
  for (const o of L) N.opts[N.optsLen++] = o;
  for (const o of R) N.opts[N.optsLen++] = o;
  N.optStart[g] = start;
}

/** True if g is x + n·↑ + *m (a number, ups and a star: what {@link nusOf} describes), whose sums have a closed form. O(1), no allocation. */
export function isNus(g: Game): boolean {
  checkGame(g);
  return N.nusStar[g] >= 0;
}

/** The triple (x, n, m) if g = x + n·↑ + *m (numbers and nimbers included), else undefined. O(1). */
export function nusOf(g: Game): { x: number; ups: number; star: number } | undefined {
  checkGame(g);
  if (N.nusStar[g] < 0) return undefined;
  return { x: N.lStop[g], ups: N.nusUp[g], star: N.nusStar[g] };
}

export function upStarNonNegative(n: number, m: number): boolean {
  return (n === 0 && m === 0) || n >= 2 || (n === 1 && m !== 1);
}

/**
 * The simplest number strictly between a and b (a < b; ±Infinity allowed), as an exact double:
 * the integer of least magnitude if one fits, else the dyadic with the least denominator.
 */
export function simplestBetween(a: number, b: number): number {
  if (a < 0 && b > 0) return 0;
  if (a >= 0) {
    const n = Math.floor(a) + 1;
    if (n < b) return n;
  } else {
    const n = Math.ceil(b) - 1;
    if (n > a) return n;
  }
  for (let k = 1; k < 1100; k++) {
    const s = 2 ** k;
    const m = Math.floor(a * s) + 1;
    if (m / s < b) return m / s;
  }
  throw new RangeError(`internal: no dyadic between ${a} and ${b}`);
}

// ---------------------------------------------------------------------------------------------
// Numbers and nimbers
// ---------------------------------------------------------------------------------------------

/** Id of the number with value x (an exact double): a closed-form node, O(1) expected. */
export function numberGame(x: number): Game {
  // Doubles of magnitude ≥ 2^53 are integers beyond the fast path: big number nodes.
  if (x >= TWO53 || x <= -TWO53) return numberExactGame(dyadicFromDouble(x));
  if (x === 0) x = 0; // -0 → 0
  const known = numberIds.get(x);
  if (known !== undefined) return known;
  roomIn(numberIds, "numbers");
  const id = newNode();
  N.nusUp[id] = 0;
  N.nusStar[id] = 0;
  N.optStart[id] = -1;
  N.numVal[id] = x;
  N.nimVal[id] = x === 0 ? 0 : -1;
  N.lStop[id] = x;
  N.rStop[id] = x;
  N.lStopId[id] = -1;
  N.rStopId[id] = -1;
  N.hashOf[id] = 0;
  N.birth[id] = numberBirthday(x);
  if (Number.isInteger(x)) {
    N.nLeft[id] = x > 0 ? 1 : 0;
    N.nRight[id] = x < 0 ? 1 : 0;
  } else {
    N.nLeft[id] = 1;
    N.nRight[id] = 1;
  }
  numberIds.set(x, id); // visible only once complete: interrupt-safe (see intern)
  return id;
}

export const TWO53 = 9007199254740992;
const TWO52 = 4503599627370496;

/**
 * Id of the number with the exact value d, any size. The one rule that keeps each value a single
 * node: safe integers and non-integers that are exact doubles take the fast path (numberGame, a
 * double); every other number is a big node (exact value in bigVals). O(size of the number).
 */
export function numberExactGame(d: Dyadic): Game {
  const x = dyadicToExactDouble(d);
  if (x !== undefined && (d.exp > 0 || Number.isSafeInteger(x))) return numberGame(x);
  const key = `${d.num.toString()}/${d.exp}`;
  const known = bigIds.get(key);
  if (known !== undefined) return known;
  roomIn(bigIds, "big numbers");
  const id = newNode();
  N.bigOf[id] = N.bigVals.length;
  N.bigVals.push(makeDyadic(d.num, d.exp));
  N.optStart[id] = -1;
  const approx = Math.max(-1e300, Math.min(1e300, dyadicToNumber(d)));
  N.numVal[id] = approx;
  N.nimVal[id] = -1;
  N.lStop[id] = approx;
  N.rStop[id] = approx;
  N.lStopId[id] = id;
  N.rStopId[id] = id;
  N.hashOf[id] = 0;
  // Birthday |n| for integers, ⌊|x|⌋ + k + 1 for m/2^k: beyond 2^53 only approximately (see birthday()).
  const abs = d.num < 0n ? -d.num : d.num;
  N.birth[id] = d.exp === 0 ? Number(abs) : Number(abs >> BigInt(d.exp)) + d.exp + 1;
  N.nLeft[id] = d.exp > 0 || d.num > 0n ? 1 : 0;
  N.nRight[id] = d.exp > 0 || d.num < 0n ? 1 : 0;
  bigIds.set(key, id); // visible only once complete: interrupt-safe (see intern)
  return id;
}

/** The exact value of the number node g. O(1) (a double converted, or the stored big value). */
export function numberExactOf(g: number): Dyadic {
  const k = N.bigOf[g];
  return k >= 0 ? N.bigVals[k] : dyadicFromDouble(N.numVal[g]);
}

export function stopGame(id: number, v: number): Game {
  return id >= 0 ? id : numberGame(v);
}

/** Sign of a − b for number nodes a, b: the doubles when they differ (rounding is monotone), else exact. */
export function numberCmp(a: number, b: number): number {
  const x = N.numVal[a];
  const y = N.numVal[b];
  if (x < y) return -1;
  if (x > y) return 1;
  if (a === b) return 0;
  return dCmp(numberExactOf(a), numberExactOf(b));
}

/** a + b for number nodes: a double sum when exact and in the fast range, else BigInt. O(1) / O(size). */
export function addNumbers(a: number, b: number): Game {
  if (N.bigOf[a] < 0 && N.bigOf[b] < 0) {
    const x = N.numVal[a];
    const y = N.numVal[b];
    const s = x + y;
    const bb = s - x;
    if (x - (s - bb) + (y - bb) === 0 && s < TWO53 && s > -TWO53) return numberGame(s);
  }
  return numberExactGame(dAdd(numberExactOf(a), numberExactOf(b)));
}

/**
 * The simplest number strictly between the number nodes a and b (-1 for ∓∞; a < b), any size:
 * the double path when both are small and below 2^52, else exact BigInt arithmetic. O(1) / O(size).
 */
export function simplestBetweenGame(a: number, b: number): Game {
  const x = a < 0 ? -Infinity : N.numVal[a];
  const y = b < 0 ? Infinity : N.numVal[b];
  // (No closure here: this runs for every game whose options are all numbers.)
  if ((a < 0 || (N.bigOf[a] < 0 && x < TWO52 && x > -TWO52)) && (b < 0 || (N.bigOf[b] < 0 && y < TWO52 && y > -TWO52))) {
    return numberGame(simplestBetween(x, y));
  }
  return numberExactGame(simplestBetweenExact(a < 0 ? undefined : numberExactOf(a), b < 0 ? undefined : numberExactOf(b)));
}

/** ⌊d⌋ as a bigint. */
function floorOf(d: Dyadic): bigint {
  return d.exp === 0 ? d.num : d.num >> BigInt(d.exp); // >> floors for negative bigints too
}

/**
 * The simplest dyadic strictly between a and b (a < b; undefined = −∞ / +∞), exact: 0 if it fits,
 * else the integer of least magnitude, else the one with the least denominator (Conway's
 * simplicity rule). O(max exponent) bigint steps.
 */
export function simplestBetweenExact(a: Dyadic | undefined, b: Dyadic | undefined): Dyadic {
  if ((a === undefined || a.num < 0n) && (b === undefined || b.num > 0n)) return makeDyadic(0n);
  if (a !== undefined && a.num >= 0n) {
    const n = makeDyadic(floorOf(a) + 1n);
    if (b === undefined || dCmp(n, b) < 0) return n;
  } else {
    const n = makeDyadic(-floorOf(dNeg(b!)) - 1n); // ⌈b⌉ − 1
    if (a === undefined || dCmp(n, a) > 0) return n;
  }
  // Both finite, no integer strictly between: the least k with an m/2^k in (a, b).
  const lo = a!;
  const hi = b!;
  for (let k = 1; ; k++) {
    const scaled = makeDyadic(lo.num, lo.exp - k); // a · 2^k
    const m = floorOf(scaled) + 1n;
    const c = makeDyadic(m, k);
    if (dCmp(c, hi) < 0) return c;
  }
}

/**
 * The integer n ({n-1|} for n > 0), any size: a safe integer or a bigint (beyond 2^53 − 1 = {@link
 * MAX_INTEGER} a big number node, exact BigInt arithmetic), or an integer-valued double (its exact
 * value). InputError otherwise. O(1) for safe integers, else O(size of n).
 */
export function integer(n: number | bigint): Game {
  if (typeof n === "bigint") return numberExactGame(makeDyadic(n));
  if (typeof n !== "number" || !Number.isInteger(n)) {
    throw new InputError(`integer() needs an integer (a number or a bigint), got ${String(n)}`);
  }
  return numberGame(n);
}

/**
 * The number numerator / 2^log2Denominator (0 ≤ log2Denominator ≤ 1000), numerator of any size;
 * InputError otherwise. O(1) when the value is an exact double (53 significant bits), else
 * O(size) (a big number node, exact BigInt arithmetic); its options appear when asked for.
 */
export function dyadic(numerator: bigint | number, log2Denominator: number): Game {
  if (!Number.isSafeInteger(log2Denominator) || log2Denominator < 0 || log2Denominator > 1000) {
    throw new InputError(`dyadic(): log2Denominator must be an integer in [0, 1000], got ${log2Denominator}`);
  }
  let num: bigint;
  if (typeof numerator === "bigint") num = numerator;
  else if (Number.isSafeInteger(numerator)) num = BigInt(numerator);
  else throw new InputError(`dyadic(): numerator must be an integer, got ${numerator}`);
  return numberExactGame(makeDyadic(num, log2Denominator));
}

/** The number game equal to the exact double x (internal helper, exported for the parser/thermograph). O(1). */
export function numberFromDouble(x: number): Game {
  if (!Number.isFinite(x)) throw new InputError(`number out of the supported range: ${x}`);
  return numberGame(x);
}

/** The nimber *n = {0,*,…,*(n-1) | 0,*,…,*(n-1)}, 0 ≤ n ≤ 2^31 − 1; InputError otherwise. O(1) (a closed-form node). */
export function nimber(n: number): Game {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0 || n > MAX_NUS_COMPONENT) {
    throw new InputError(`nimber() needs an integer 0 ≤ n ≤ ${MAX_NUS_COMPONENT}, got ${String(n)}`);
  }
  return nusGame(0, 0, n);
}
