/**
 * The process-wide hash-consed store of canonical short partizan games.
 *
 * Every canonical form is stored exactly once and named by an integer id (≥ 0), so equal games
 * have equal ids and equality is an integer comparison. A node is a flat slice of one growing
 * `Int32Array` of option ids (left options, then right options, each sorted by id); per-node
 * facts (birthday, number value, nim value, stops, negative) live in parallel typed arrays.
 * `add` and `leq` are memoized in 4-way set-associative tables keyed by id pairs (they grow to a
 * cap, then evict their oldest entries, so memory stays bounded); `neg` is memoized per node;
 * `game()` remembers raw option lists it has canonicalized (a bounded cache, cleared when full).
 *
 * Canonicalization ({@link game}, and every sum): sort and deduplicate the options, remove
 * dominated ones, then bypass reversible ones — comparisons against the not-yet-canonical game
 * are memoized per call with generation stamps — repeating until neither applies; the result
 * is hash-consed. Shortcuts: numbers compare and add by value; number + G uses the number
 * translation theorem; *a + *b = *(a⊕b); stops prune comparisons (G ≤ H needs LS(G) ≤ LS(H) and
 * RS(G) ≤ RS(H); LS(G) < RS(H) implies G < H).
 *
 * Numbers, nimbers and every x + n·↑ + *m (x a number, n an integer, m ≥ 0: CGSuite's "NUS"
 * values) are *closed-form nodes*: they are named by the triple (x, n, m), hash-consed in maps
 * keyed by it, and their options are materialized only when something asks for them (one level
 * at a time: the options are again closed-form nodes). So the integer 10^15 or *43784 is one
 * node, not a chain of 10^15 nodes or 43784² option slots. Sums, negatives and comparisons of two
 * closed-form nodes are computed from the triples in O(1): (x, n, m) + (y, k, j) =
 * (x+y, n+k, m⊕j) and x + n·↑ + *m ≥ 0 iff x > 0, or x = 0 and n·↑ + *m ≥ 0, i.e. (n, m) = (0, 0),
 * n ≥ 2, or n = 1 and m ≠ 1. Their canonical forms (Winning Ways ch. 3; checked against the
 * general sum in the tests): n·↑ + *m = {0 | (n−1)·↑ + *(m⊕1)} for n ≥ 1 except ↑* = {0,* | 0};
 * x + G = {x + G^L | x + G^R} for a number x (number translation); *m = {*0…*(m−1) | *0…*(m−1)}.
 * A canonical form built by {@link game} that has one of these shapes is recognized in `intern`
 * and mapped to the closed-form node, so ids stay unique.
 *
 * Numbers of any size. The fast path holds the value as an exact double (any integer
 * |n| ≤ 2^53 − 1, any m/2^k with 53-bit m). Every other number (an integer beyond 2^53, more
 * significant bits) is a big number node: its exact value is a BigInt dyadic (bigVals) and its
 * double (numVal, stops) the nearest one clamped to ±1e300. Rounding is monotone, so a strict
 * comparison of doubles is exact and only equal doubles need the exact values (numberCmp); a
 * stop that is a big number also records its node (lStopId/rStopId, else -1: the double is exact). x + n·↑ + *m with a big x has no closed form: it is an explicit node. Sums,
 * negatives and simplest numbers move to BigInt arithmetic only when a value leaves the fast
 * range; nothing is ever rounded.
 */
import { Budget, BudgetExceededError, InputError, enterRegion, leaveRegion, repairCutRegions, type CutRegion, type RunOptions } from "../util";
import { type Dyadic, dAdd, dCmp, dNeg, dyadicFromDouble, dyadicToExactDouble, dyadicToNumber, makeDyadic } from "./dyadic";

/** Id of a canonical short game in the process-wide hash-consed store (integers ≥ 0). Equal ids ⇔ equal games. */
export type Game = number;

/**
 * Largest |n| of the fast integer path: 2^53 − 1 (these numbers are exact doubles). Larger
 * integers, and dyadics with more than 53 significant bits, are big number nodes with exact
 * BigInt values (slower, any size). Every integer is a closed-form node, O(1) or O(size) to build.
 */
export const MAX_INTEGER = Number.MAX_SAFE_INTEGER;

/** Largest |n| and m for x + n·↑ + *m closed-form nodes (they are stored in int32 arrays). */
export const MAX_NUS_COMPONENT = 0x7fffffff;

// ---------------------------------------------------------------------------------------------
// Node storage
// ---------------------------------------------------------------------------------------------

// The store's mutable state is declared with `var`, not `let`: run unbundled (tsx in tests and
// benchmarks) or compiled to CommonJS (lib/dist in notebooks), every read of a module-level `let`
// from a function pays a temporal-dead-zone check. Each is initialized before any function of the
// module can run.
var cap = 0;
var count = 0;
var optStart: Int32Array = new Int32Array(0);
var nLeft: Int32Array = new Int32Array(0);
var nRight: Int32Array = new Int32Array(0);
var birth: Float64Array = new Float64Array(0);
var hashOf: Int32Array = new Int32Array(0);
var numVal: Float64Array = new Float64Array(0); // NaN if the node is not a number
var nimVal: Int32Array = new Int32Array(0); // -1 if the node is not a nimber
var lStop: Float64Array = new Float64Array(0);
var rStop: Float64Array = new Float64Array(0);
var negOf: Int32Array = new Int32Array(0); // -1 while unknown
// Closed-form nodes x + n·↑ + *m: nusStar = m (≥ 0), nusUp = n, x = lStop; nusStar = -1 otherwise.
var nusUp: Int32Array = new Int32Array(0);
// Numbers that are not exact doubles (integers beyond 2^53, dyadics with more than 53 significant
// bits): numVal holds the nearest double clamped to ±1e300 (rounding is monotone, so a strict <
// between two numVals — or stops — is exact; only equal doubles need the exact values), and
// bigOf the index of the exact value in bigVals. They are not closed-form nodes (nusStar = -1)
// and get their options on demand like them (materialize).
var bigOf: Int32Array = new Int32Array(0); // -1, or the index of the exact value in bigVals
var bigVals: Dyadic[] = [];
var bigIds = new Map<string, number>();
// Each stop's big number node, or -1 when the stop is exactly the double in lStop/rStop (the
// common case: nothing to look up when closed-form nodes are made). See leftStopGame.
var lStopId: Int32Array = new Int32Array(0);
var rStopId: Int32Array = new Int32Array(0);
var nusStar: Int32Array = new Int32Array(0);
var opts: Int32Array = new Int32Array(0);
var optsLen = 0;
var table: Int32Array = new Int32Array(0); // id + 1, 0 = empty
var tableMask = 0;
var numberIds = new Map<number, number>();
var maxGames = Infinity;
const resetHooks: Array<() => void> = [];

/** Initial sizes of the node arrays, the option array and the hash table (see init). */
const INITIAL_NODES = 1024;
const INITIAL_OPTS = 4096;
const INITIAL_TABLE = 2048;

function growNodes(min: number): void {
  let n = Math.max(INITIAL_NODES, cap);
  while (n < min) n *= 2;
  if (n === cap) return;
  const g32 = (a: Int32Array, fill?: number): Int32Array => {
    const b = new Int32Array(n);
    b.set(a);
    if (fill !== undefined) b.fill(fill, a.length);
    return b;
  };
  const g64 = (a: Float64Array): Float64Array => {
    const b = new Float64Array(n);
    b.set(a);
    return b;
  };
  optStart = g32(optStart);
  nLeft = g32(nLeft);
  nRight = g32(nRight);
  birth = g64(birth);
  hashOf = g32(hashOf);
  numVal = g64(numVal);
  nimVal = g32(nimVal);
  lStop = g64(lStop);
  rStop = g64(rStop);
  negOf = g32(negOf, -1);
  nusUp = g32(nusUp);
  nusStar = g32(nusStar, -1);
  bigOf = g32(bigOf, -1);
  lStopId = g32(lStopId);
  rStopId = g32(rStopId);
  pendStamp = g32(pendStamp);
  pendVal = g32(pendVal);
  cap = n;
}

function growOpts(min: number): void {
  let n = Math.max(INITIAL_OPTS, opts.length);
  while (n < min) n *= 2;
  if (n === opts.length) return;
  const b = new Int32Array(n);
  b.set(opts.subarray(0, optsLen));
  opts = b;
}

/**
 * Double the hash table: the entries of the old table are moved into a new one, which replaces it
 * only when complete. (Interrupt-safe: an interrupt — V8's TerminateExecution, which runs no
 * `finally` — can cut any loop; cut here, the old table stays in force. Only committed nodes are
 * ever in the table, so a node an interrupt left half-built is never moved into it.)
 */
function rehash(size: number): void {
  const old = table;
  const t = new Int32Array(size);
  const mask = size - 1;
  for (let j = 0; j < old.length; j++) {
    const e = old[j];
    if (e === 0) continue;
    let i = hashOf[e - 1] & mask;
    while (t[i] !== 0) i = (i + 1) & mask;
    t[i] = e;
  }
  table = t;
  tableMask = mask;
}

function hashOptions(L: ArrayLike<number>, R: ArrayLike<number>): number {
  return hashSlices(L, L.length, R, R.length);
}

/** The hash of the option lists L[0..nl) and R[0..nr) (plain arrays or game()'s typed scratch: the same value for the same ids). */
function hashSlices(L: ArrayLike<number>, nl: number, R: ArrayLike<number>, nr: number): number {
  let h = Math.imul(nl + 0x9e3779b9, 0x85ebca6b) ^ nr;
  for (let i = 0; i < nl; i++) h = Math.imul(h ^ L[i], 0x01000193) + 0x7f4a7c15;
  h = Math.imul(h ^ 0x5bd1e995, 0xcc9e2d51);
  for (let i = 0; i < nr; i++) h = Math.imul(h ^ R[i], 0x01000193) + 0x27d4eb2f;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}

function sameOptions(id: number, L: ArrayLike<number>, R: ArrayLike<number>): boolean {
  if (nLeft[id] !== L.length || nRight[id] !== R.length) return false;
  let o = optStart[id];
  for (let i = 0; i < L.length; i++) if (opts[o++] !== L[i]) return false;
  for (let i = 0; i < R.length; i++) if (opts[o++] !== R[i]) return false;
  return true;
}

/**
 * Id of the game whose canonical form is exactly {L | R}. L and R must be sorted ascending,
 * without duplicates, and the form must already be canonical (the caller guarantees it).
 * Forms of closed-form values (numbers, nimbers, x + n·↑ + *m) go to {@link nusGame}.
 * O(|L| + |R|) expected.
 */
function intern(L: ArrayLike<number>, R: ArrayLike<number>): Game {
  const nus = recognizeNus(L, R);
  if (nus >= 0) return nus;
  const h = hashOptions(L, R);
  let i = h & tableMask;
  for (;;) {
    const e = table[i];
    if (e === 0) break;
    if (hashOf[e - 1] === h && sameOptions(e - 1, L, R)) return e - 1;
    i = (i + 1) & tableMask;
  }
  // Every fact of the node is written before it becomes visible (table[i] = id + 1, the commit):
  // an interrupt cutting this function anywhere leaves at most an unreachable id, never a node
  // that lookups find half-built (see rehash).
  const id = newNode();
  const nl = L.length;
  const nr = R.length;
  if (optsLen + nl + nr > opts.length) growOpts(optsLen + nl + nr);
  const start = optsLen;
  optStart[id] = start;
  nLeft[id] = nl;
  nRight[id] = nr;
  let b = 0;
  let o = start;
  for (let k = 0; k < nl; k++) {
    opts[o++] = L[k];
    if (birth[L[k]] + 1 > b) b = birth[L[k]] + 1;
  }
  for (let k = 0; k < nr; k++) {
    opts[o++] = R[k];
    if (birth[R[k]] + 1 > b) b = birth[R[k]] + 1;
  }
  optsLen = o;
  birth[id] = b;
  hashOf[id] = h;
  numVal[id] = NaN;
  nimVal[id] = -1;
  // Stops: max of the left options' right stops, min of the right options' left stops. Equal
  // doubles from different number nodes involve a big number: compare those exactly.
  let ls = -Infinity;
  let rs = Infinity;
  let lsId = -1;
  let rsId = -1;
  for (let k = 0; k < nl; k++) {
    const o = L[k];
    const v = rStop[o];
    if (v > ls || (v === ls && rStopId[o] !== lsId && stopCmp(rStopId[o], lsId, v) > 0)) {
      ls = v;
      lsId = rStopId[o];
    }
  }
  for (let k = 0; k < nr; k++) {
    const o = R[k];
    const v = lStop[o];
    if (v < rs || (v === rs && lStopId[o] !== rsId && stopCmp(lStopId[o], rsId, v) < 0)) {
      rs = v;
      rsId = lStopId[o];
    }
  }
  lStop[id] = ls;
  rStop[id] = rs;
  lStopId[id] = lsId;
  rStopId[id] = rsId;
  table[i] = id + 1; // the commit
  if (count * 2 > table.length) rehash(table.length * 2);
  return id;
}

/** V8's largest Map (2^24 entries); one more `set` throws "Map maximum size exceeded". */
const MAP_LIMIT = 16777216;

/**
 * Throw a clean error before a store index map passes V8's Map limit, so that nothing is half
 * made: the store stays consistent, and usable again after {@link resetStore}. O(1).
 */
var indexLimit = MAP_LIMIT - 1;
function roomIn(map: { readonly size: number }, what: string): void {
  if (map.size >= indexLimit) {
    const e = new BudgetExceededError("maxPositions", indexLimit, map.size + 1, `the cgt store's index of ${what}`, "the size limit of a JavaScript Map");
    e.message =
      `the cgt store is full: its index of ${what} holds ${map.size.toLocaleString("en-US")} games, the most ${indexLimit === MAP_LIMIT - 1 ? "a JavaScript Map can hold" : "configureStore's maxIndexEntries allows"}; ` +
      "call cgt.resetStore() to empty the store (values made before it become stale), or compute with fewer distinct games";
    throw e;
  }
}

/** A fresh node id (store budget checked); the caller fills in every per-node fact. */
function newNode(): number {
  if (count >= maxGames) {
    throw new BudgetExceededError("maxPositions", maxGames, count + 1, "the cgt store (canonical games)");
  }
  if (activeBudget !== undefined) activeBudget.spend(1);
  const id = count;
  if (id >= cap) growNodes(id + 1);
  negOf[id] = -1;
  nusStar[id] = -1;
  nusUp[id] = 0;
  bigOf[id] = -1;
  count++;
  return id;
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
function recognizeNus(L: ArrayLike<number>, R: ArrayLike<number>): number {
  const nl = L.length;
  const nr = R.length;
  for (let k = 0; k < nl; k++) if (nusStar[L[k]] < 0) return -1;
  for (let k = 0; k < nr; k++) if (nusStar[R[k]] < 0) return -1;
  if (nl === 0 && nr === 0) return numberGame(0);
  // All options numbers: a number iff every left option < every right option.
  // (Closed-form options are exact doubles below 2^53: plain comparisons are exact here.)
  let allNum = true;
  let maxL = -Infinity;
  let minR = Infinity;
  let iMax = -1;
  let iMin = -1;
  for (let k = 0; k < nl && allNum; k++) {
    const v = numVal[L[k]];
    if (v !== v) allNum = false;
    else if (v > maxL) {
      maxL = v;
      iMax = L[k];
    }
  }
  for (let k = 0; k < nr && allNum; k++) {
    const v = numVal[R[k]];
    if (v !== v) allNum = false;
    else if (v < minR) {
      minR = v;
      iMin = R[k];
    }
  }
  if (allNum && maxL < minR) return simplestBetweenGame(iMax, iMin);
  if (nl === 0 || nr === 0) return -1;
  const x = lStop[L[0]];
  for (let k = 0; k < nl; k++) if (lStop[L[k]] !== x) return -1;
  for (let k = 0; k < nr; k++) if (lStop[R[k]] !== x) return -1;
  // x + *m: the same options on both sides, x + *0 … x + *(m-1).
  if (nl === nr) {
    let same = true;
    for (let k = 0; k < nl && same; k++) same = L[k] === R[k] && nusUp[L[k]] === 0 && nusStar[L[k]] < nl;
    if (same) return nusGame(x, 0, nl);
  }
  if (nl === 1 && nr === 1) {
    const a = L[0];
    const c = R[0];
    // {x | x + k·↑ + *j} = x + (k+1)·↑ + *(j⊕1) for k ≥ 1, or k = 0 and j ≥ 1.
    if (numVal[a] === x) {
      const k = nusUp[c];
      const j = nusStar[c];
      if (k >= 1 || (k === 0 && j >= 1)) return nusGame(x, k + 1, j ^ 1);
    }
    if (numVal[c] === x) {
      const k = -nusUp[a];
      const j = nusStar[a];
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
  return lStop[g] === x && nusUp[g] === 0 && nusStar[g] === m;
}

function isPair(a: ArrayLike<number>, x: number): boolean {
  return (isPlain(a[0], x, 0) && isPlain(a[1], x, 1)) || (isPlain(a[0], x, 1) && isPlain(a[1], x, 0));
}

/**
 * The closed-form node x + n·↑ + *m (x an exact double, n an integer, m ≥ 0), created without
 * its options (see {@link materialize}). O(1) expected.
 */
function nusGame(x: number, n: number, m: number): Game {
  if (n === 0 && m === 0) return numberGame(x);
  if (x === 0) x = 0; // -0 → 0
  let id: number;
  // the node is registered in its map (made visible) only once its facts are written: interrupt-safe (see intern)
  let register: () => void;
  if (n < 0x200 && n >= -0x200 && m < 0x100000) {
    // Small (n, m): a small-integer key n·2^20 + m (|key| < 2^30), so the lookup allocates nothing.
    const k = n * 0x100000 + m;
    let inner = nusIdsSmall.get(x);
    if (inner === undefined) {
      roomIn(nusIdsSmall, "x + n·↑ + *m values");
      inner = new Map();
      nusIdsSmall.set(x, inner);
    }
    const known = inner.get(k);
    if (known !== undefined) return known;
    roomIn(inner, "x + n·↑ + *m values");
    id = newNode();
    register = () => inner!.set(k, id);
  } else if (n < 0x100000 && n > -0x100000) {
    const k = n * 4294967296 + m;
    let inner = nusIds.get(x);
    if (inner === undefined) {
      roomIn(nusIds, "x + n·↑ + *m values");
      inner = new Map();
      nusIds.set(x, inner);
    }
    const known = inner.get(k);
    if (known !== undefined) return known;
    roomIn(inner, "x + n·↑ + *m values");
    id = newNode();
    register = () => inner!.set(k, id);
  } else {
    const key = `${x},${n},${m}`;
    const known = nusBig.get(key);
    if (known !== undefined) return known;
    roomIn(nusBig, "x + n·↑ + *m values");
    id = newNode();
    register = () => nusBig.set(key, id);
  }
  nusUp[id] = n;
  nusStar[id] = m;
  optStart[id] = -1;
  numVal[id] = NaN;
  nimVal[id] = x === 0 && n === 0 ? m : -1;
  lStop[id] = x;
  rStop[id] = x;
  lStopId[id] = -1;
  rStopId[id] = -1;
  hashOf[id] = 0;
  const bx = numberBirthday(x);
  if (n === 0) {
    nLeft[id] = m;
    nRight[id] = m;
    birth[id] = bx + m;
  } else {
    const a = Math.abs(n);
    const special = a === 1 && m === 1;
    nLeft[id] = n > 0 && special ? 2 : 1;
    nRight[id] = n < 0 && special ? 2 : 1;
    // n·↑*m → (n-1)·↑*(m⊕1) → … → ↑*m1 (m1 = m ⊕ ((|n|-1) mod 2)); ↑* has birthday 2, ↑*m1 has 1 + (m1⊕1).
    const m1 = m ^ ((a - 1) & 1);
    birth[id] = bx + (a - 1) + (m1 === 1 ? 2 : 1 + (m1 ^ 1));
  }
  register();
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
function materialize(g: number): void {
  if (optStart[g] >= 0) return;
  if (bigOf[g] >= 0) return materializeBig(g);
  const x = lStop[g];
  const n = nusUp[g];
  const m = nusStar[g];
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
  if (optsLen + need > opts.length) growOpts(optsLen + need);
  const start = optsLen;
  for (const o of L) opts[optsLen++] = o;
  for (const o of R) opts[optsLen++] = o;
  optStart[g] = start;
}

/** Options of a big number node: n → {n−1 |} (n > 0), {| n+1} (n < 0); m/2^k → {(m−1)/2^k | (m+1)/2^k}. O(size of the number). */
function materializeBig(g: number): void {
  const d = bigVals[bigOf[g]];
  let L: number[];
  let R: number[];
  if (d.exp === 0) {
    L = d.num > 0n ? [numberExactGame(makeDyadic(d.num - 1n))] : [];
    R = d.num < 0n ? [numberExactGame(makeDyadic(d.num + 1n))] : [];
  } else {
    L = [numberExactGame(makeDyadic(d.num - 1n, d.exp))];
    R = [numberExactGame(makeDyadic(d.num + 1n, d.exp))];
  }
  if (optsLen + 2 > opts.length) growOpts(optsLen + 2);
  const start = optsLen;
  for (const o of L) opts[optsLen++] = o;
  for (const o of R) opts[optsLen++] = o;
  optStart[g] = start;
}

/** The triple (x, n, m) if g = x + n·↑ + *m (numbers and nimbers included), else undefined. O(1). */
export function nusOf(g: Game): { x: number; ups: number; star: number } | undefined {
  checkGame(g);
  if (nusStar[g] < 0) return undefined;
  return { x: lStop[g], ups: nusUp[g], star: nusStar[g] };
}

/**
 * The game x + n·↑ + *m in O(1) (closed form; no sums): x a number given as an exact double,
 * n an integer, m ≥ 0 (|n|, m ≤ {@link MAX_NUS_COMPONENT}). InputError otherwise.
 */
export function upStarGame(x: number, n: number, m: number): Game {
  if (typeof x !== "number" || !Number.isFinite(x)) throw new InputError(`upStarGame(): x must be a finite number, got ${String(x)}`);
  if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_NUS_COMPONENT) throw new InputError(`upStarGame(): the up multiple must be an integer with |n| ≤ ${MAX_NUS_COMPONENT}, got ${String(n)}`);
  if (!Number.isSafeInteger(m) || m < 0 || m > MAX_NUS_COMPONENT) throw new InputError(`upStarGame(): the nim value must be an integer in [0, ${MAX_NUS_COMPONENT}], got ${String(m)}`);
  if (x >= TWO53 || x <= -TWO53) return add(numberGame(x), nusGame(0, n, m)); // no closed form for big x
  return nusGame(x, n, m);
}

/** n·↑ + *m ≥ 0? (n·↑ + *m > 0 iff n ≥ 2, or n = 1 and m ≠ 1.) */
function upStarNonNegative(n: number, m: number): boolean {
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
// Pair memo tables (bounded)
// ---------------------------------------------------------------------------------------------

/**
 * Lossy (a, b) → int32 cache: 4-way set-associative buckets. It doubles while it is less than
 * 2^maxLog2 entries; at that size a full bucket evicts its oldest entry, so memory is bounded
 * and hot entries survive (a wholesale clear would make deep comparisons recompute everything).
 */
class PairMemo {
  private ka: Int32Array = new Int32Array(1 << 12); // a + 1, 0 = empty
  private kb: Int32Array = new Int32Array(1 << 12);
  private vals: Int32Array = new Int32Array(1 << 12);
  private bucketMask = (1 << 10) - 1;
  size = 0;
  evictions = 0;
  clears = 0;
  constructor(public maxLog2: number) {}

  private bucket(a: number, b: number): number {
    // One more multiply-xorshift round than a plain product hash: the low bits (the bucket) then
    // depend on all bits of both ids. With the plain one, ids from some store histories crowded a
    // few buckets, and since a full bucket below the cap doubles the table, the leq memo grew to
    // 2^19 slots for 16,000 entries (sum_hot_8 of bench/cgt.bench.ts ran 1.8× slower).
    let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x632be5ab, 0x85ebca77);
    h ^= h >>> 16;
    h = Math.imul(h, 0x7feb352d);
    h ^= h >>> 15;
    return (h & this.bucketMask) << 2;
  }

  get(a: number, b: number): number {
    const i = this.bucket(a, b);
    const A = a + 1;
    const ka = this.ka;
    const kb = this.kb;
    if (ka[i] === A && kb[i] === b) return this.vals[i];
    if (ka[i + 1] === A && kb[i + 1] === b) return this.vals[i + 1];
    if (ka[i + 2] === A && kb[i + 2] === b) return this.vals[i + 2];
    if (ka[i + 3] === A && kb[i + 3] === b) return this.vals[i + 3];
    return -1;
  }

  set(a: number, b: number, v: number): void {
    if (this.size * 4 > this.ka.length * 3 && this.ka.length < 1 << this.maxLog2) this.resize(this.ka.length * 2);
    // A full bucket grows the table only when it is at least half full: at a lower load a full
    // bucket is a chance cluster, and doubling for it (as before) let the table grow with every
    // unlucky insertion — 2^19 slots for 16,000 entries on bench/cgt.bench.ts sum_hot_8. There it
    // evicts its oldest entry instead (a memo: only a recomputation is lost). At the cap it always evicts.
    while (!this.put(a, b, v, this.ka.length >= 1 << this.maxLog2 || this.size * 2 < this.ka.length)) this.resize(this.ka.length * 2);
  }

  /** Insert or update; returns false (and does nothing) if the bucket is full and `evict` is false. */
  private put(a: number, b: number, v: number, evict = true): boolean {
    const i = this.bucket(a, b);
    const A = a + 1;
    for (let j = i; j < i + 4; j++) {
      if (this.ka[j] === 0) {
        this.ka[j] = A;
        this.kb[j] = b;
        this.vals[j] = v;
        this.size++;
        return true;
      }
      if (this.ka[j] === A && this.kb[j] === b) {
        this.vals[j] = v;
        return true;
      }
    }
    if (!evict) return false;
    // Full bucket: drop the oldest (last), shift, insert first.
    this.evictions++;
    for (let j = i + 3; j > i; j--) {
      this.ka[j] = this.ka[j - 1];
      this.kb[j] = this.kb[j - 1];
      this.vals[j] = this.vals[j - 1];
    }
    this.ka[i] = A;
    this.kb[i] = b;
    this.vals[i] = v;
    return true;
  }

  private resize(n: number): void {
    const { ka, kb, vals } = this;
    // Built aside and committed at the end (an interrupt cutting the copy leaves the old table).
    const grown = new PairMemo(this.maxLog2);
    grown.ka = new Int32Array(n);
    grown.kb = new Int32Array(n);
    grown.vals = new Int32Array(n);
    grown.bucketMask = n / 4 - 1;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== 0) grown.put(ka[i] - 1, kb[i], vals[i]);
    this.ka = grown.ka;
    this.kb = grown.kb;
    this.vals = grown.vals;
    this.bucketMask = grown.bucketMask;
    this.size = grown.size;
  }

  /**
   * Empty the table. At its initial size (a table that never grew) it is zeroed in place — an
   * entry is empty iff its key slot is 0 — instead of reallocated: resetStore() runs this for
   * both memos, and reallocating was a measurable part of a reset (bench/cgt.bench.ts). A grown
   * table is replaced by a fresh small one, so its memory is released. O(initial size).
   */
  clear(): void {
    if (this.ka.length === 1 << 12) this.ka.fill(0);
    else {
      this.ka = new Int32Array(1 << 12);
      this.kb = new Int32Array(1 << 12);
      this.vals = new Int32Array(1 << 12);
    }
    this.bucketMask = (1 << 10) - 1;
    this.size = 0;
    this.clears++;
  }

  get bytes(): number {
    return this.ka.length * 12;
  }
}

const leqMemo = new PairMemo(23);
const addMemo = new PairMemo(22);

// ---------------------------------------------------------------------------------------------
// Options and basic facts
// ---------------------------------------------------------------------------------------------

/** Number of games currently in the store (ids are 0 … storeSize()-1). O(1). */
export function storeSize(): number {
  return count;
}

/** Throw InputError unless `g` is a valid id of this store. O(1). */
export function checkGame(g: unknown, what = "game"): Game {
  if (typeof g !== "number" || !Number.isInteger(g) || g < 0 || g >= count) {
    throw new InputError(`${what} is not a game id of the cgt store: ${String(g)}`);
  }
  return g;
}

/** Left options of the canonical form of g (a fresh array, sorted by id). O(#options). */
export function leftOptions(g: Game): readonly Game[] {
  checkGame(g);
  if (optStart[g] < 0) materialize(g);
  return Array.from(opts.subarray(optStart[g], optStart[g] + nLeft[g]));
}

/** Right options of the canonical form of g (a fresh array, sorted by id). O(#options). */
export function rightOptions(g: Game): readonly Game[] {
  checkGame(g);
  if (optStart[g] < 0) materialize(g);
  const s = optStart[g] + nLeft[g];
  return Array.from(opts.subarray(s, s + nRight[g]));
}

/** Number of Left options of the canonical form. O(1) (closed forms: O(options)). */
export function leftCount(g: Game): number {
  return nLeft[g];
}
/** Number of right options of g's canonical form. O(1). */
export function rightCount(g: Game): number {
  return nRight[g];
}
/** The i-th left option of g (0 ≤ i < leftCount(g)); no allocation. O(1). */
export function leftOption(g: Game, i: number): Game {
  if (optStart[g] < 0) materialize(g);
  return opts[optStart[g] + i];
}
/** The i-th right option of g (0 ≤ i < rightCount(g)); no allocation. O(1). */
export function rightOption(g: Game, i: number): Game {
  if (optStart[g] < 0) materialize(g);
  return opts[optStart[g] + nLeft[g] + i];
}

/**
 * Birthday (height of the canonical game tree; 0 for 0). O(1): stored at creation. A RangeError
 * if it exceeds 2^53 − 1 (games with big numbers: the integer 2^60 is born on day 2^60), where a
 * double cannot hold it exactly.
 */
export function birthday(g: Game): number {
  checkGame(g);
  const b = birth[g];
  if (b > MAX_INTEGER) throw new RangeError(`cgt: the birthday of this game is about ${b.toExponential(3)}, beyond 2^53 − 1 (not exactly representable as a number)`);
  return b;
}

/** The birthday as a double: exact up to 2^53 − 1, beyond that only near it (for size limits and heuristics, never printed). O(1). */
export function birthdayBound(g: Game): number {
  checkGame(g);
  return birth[g];
}

/** True if g is (equal to) a number. O(1). */
export function isNumber(g: Game): boolean {
  checkGame(g);
  return numVal[g] === numVal[g];
}

/** True if g is a nimber *n (including 0 = *0). O(1). */
export function isNimber(g: Game): boolean {
  checkGame(g);
  return nimVal[g] >= 0;
}

/** n if g = *n, else -1. O(1). */
export function nimberValue(g: Game): number {
  checkGame(g);
  return nimVal[g];
}

/**
 * The value of a number game as a double, or NaN if g is not a number. O(1). Exact for safe
 * integers and dyadics with 53 significant bits; for a big number (see {@link numberExact}) the
 * nearest double, clamped to ±1e300 — order-preserving, but not the value.
 */
export function numberValue(g: Game): number {
  checkGame(g);
  return numVal[g];
}

/** The exact value of a number game (any size), or undefined if g is not a number. O(size of the number). */
export function numberExact(g: Game): Dyadic | undefined {
  checkGame(g);
  return numVal[g] === numVal[g] ? numberExactOf(g) : undefined;
}

/** True if g is a number beyond the double fast path (an integer ≥ 2^53 in size, or more than 53 significant bits). O(1). */
export function isBigNumber(g: Game): boolean {
  checkGame(g);
  return bigOf[g] >= 0;
}

/** Left stop as a double (exact unless it is a big number: see {@link numberValue}). O(1): stored at creation. */
export function leftStopValue(g: Game): number {
  checkGame(g);
  return lStop[g];
}

/** Right stop as a double (exact unless it is a big number: see {@link numberValue}). O(1): stored at creation. */
export function rightStopValue(g: Game): number {
  checkGame(g);
  return rStop[g];
}

/** Left stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function leftStopGame(g: Game): Game {
  checkGame(g);
  return stopGame(lStopId[g], lStop[g]);
}

/** Right stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function rightStopGame(g: Game): Game {
  checkGame(g);
  return stopGame(rStopId[g], rStop[g]);
}

// ---------------------------------------------------------------------------------------------
// Numbers and nimbers
// ---------------------------------------------------------------------------------------------

/** Id of the number with value x (an exact double): a closed-form node, O(1) expected. */
function numberGame(x: number): Game {
  // Doubles of magnitude ≥ 2^53 are integers beyond the fast path: big number nodes.
  if (x >= TWO53 || x <= -TWO53) return numberExactGame(dyadicFromDouble(x));
  if (x === 0) x = 0; // -0 → 0
  const known = numberIds.get(x);
  if (known !== undefined) return known;
  roomIn(numberIds, "numbers");
  const id = newNode();
  nusUp[id] = 0;
  nusStar[id] = 0;
  optStart[id] = -1;
  numVal[id] = x;
  nimVal[id] = x === 0 ? 0 : -1;
  lStop[id] = x;
  rStop[id] = x;
  lStopId[id] = -1;
  rStopId[id] = -1;
  hashOf[id] = 0;
  birth[id] = numberBirthday(x);
  if (Number.isInteger(x)) {
    nLeft[id] = x > 0 ? 1 : 0;
    nRight[id] = x < 0 ? 1 : 0;
  } else {
    nLeft[id] = 1;
    nRight[id] = 1;
  }
  numberIds.set(x, id); // visible only once complete: interrupt-safe (see intern)
  return id;
}

const TWO53 = 9007199254740992;
const TWO52 = 4503599627370496;

/**
 * Id of the number with the exact value d, any size. The one rule that keeps each value a single
 * node: safe integers and non-integers that are exact doubles take the fast path (numberGame, a
 * double); every other number is a big node (exact value in bigVals). O(size of the number).
 */
function numberExactGame(d: Dyadic): Game {
  const x = dyadicToExactDouble(d);
  if (x !== undefined && (d.exp > 0 || Number.isSafeInteger(x))) return numberGame(x);
  const key = `${d.num.toString()}/${d.exp}`;
  const known = bigIds.get(key);
  if (known !== undefined) return known;
  roomIn(bigIds, "big numbers");
  const id = newNode();
  bigOf[id] = bigVals.length;
  bigVals.push(makeDyadic(d.num, d.exp));
  optStart[id] = -1;
  const approx = Math.max(-1e300, Math.min(1e300, dyadicToNumber(d)));
  numVal[id] = approx;
  nimVal[id] = -1;
  lStop[id] = approx;
  rStop[id] = approx;
  lStopId[id] = id;
  rStopId[id] = id;
  hashOf[id] = 0;
  // Birthday |n| for integers, ⌊|x|⌋ + k + 1 for m/2^k: beyond 2^53 only approximately (see birthday()).
  const abs = d.num < 0n ? -d.num : d.num;
  birth[id] = d.exp === 0 ? Number(abs) : Number(abs >> BigInt(d.exp)) + d.exp + 1;
  nLeft[id] = d.exp > 0 || d.num > 0n ? 1 : 0;
  nRight[id] = d.exp > 0 || d.num < 0n ? 1 : 0;
  bigIds.set(key, id); // visible only once complete: interrupt-safe (see intern)
  return id;
}

/** The exact value of the number node g. O(1) (a double converted, or the stored big value). */
function numberExactOf(g: number): Dyadic {
  const k = bigOf[g];
  return k >= 0 ? bigVals[k] : dyadicFromDouble(numVal[g]);
}

/** Sign of a − b for two stops at the same double v, given their stop ids (-1: exactly v; else a big number node). */
function stopCmp(a: number, b: number, v: number): number {
  return dCmp(a >= 0 ? bigVals[bigOf[a]] : dyadicFromDouble(v), b >= 0 ? bigVals[bigOf[b]] : dyadicFromDouble(v));
}

/** The number node equal to a stop, from its id (-1: the exact double v). */
function stopGame(id: number, v: number): Game {
  return id >= 0 ? id : numberGame(v);
}

/** Sign of a − b for number nodes a, b: the doubles when they differ (rounding is monotone), else exact. */
function numberCmp(a: number, b: number): number {
  const x = numVal[a];
  const y = numVal[b];
  if (x < y) return -1;
  if (x > y) return 1;
  if (a === b) return 0;
  return dCmp(numberExactOf(a), numberExactOf(b));
}

/** a + b for number nodes: a double sum when exact and in the fast range, else BigInt. O(1) / O(size). */
function addNumbers(a: number, b: number): Game {
  if (bigOf[a] < 0 && bigOf[b] < 0) {
    const x = numVal[a];
    const y = numVal[b];
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
function simplestBetweenGame(a: number, b: number): Game {
  const x = a < 0 ? -Infinity : numVal[a];
  const y = b < 0 ? Infinity : numVal[b];
  // (No closure here: this runs for every game whose options are all numbers.)
  if ((a < 0 || (bigOf[a] < 0 && x < TWO52 && x > -TWO52)) && (b < 0 || (bigOf[b] < 0 && y < TWO52 && y > -TWO52))) {
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

// ---------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------

/**
 * G ≤ H. Memoized by id pair; numbers compare by value; stops prune (G ≤ H implies
 * LS(G) ≤ LS(H) and RS(G) ≤ RS(H); a number x is < H when x < RS(H) and > H when x > LS(H)).
 * Worst case O(product of the canonical sizes), usually far less.
 */
export function leq(g: Game, h: Game): boolean {
  // The id checks of checkGame, inlined (as in game()): a call per operand was a tenth of a memo hit.
  if (typeof g !== "number" || !(g >= 0 && g < count) || (g | 0) !== g) checkGame(g);
  if (typeof h !== "number" || !(h >= 0 && h < count) || (h | 0) !== h) checkGame(h);
  leqCalls++;
  const q = leqQuick(g, h);
  if (q >= 0) return q === 1;
  // Only a memo miss recurses, and only games born late can recurse past the stack: the birth
  // check and the guard (try/catch) stay off the memo-hit path.
  if (birth[g] + birth[h] < SHALLOW) return leqSlow(g, h);
  return leqGuarded(g, h);
}

/**
 * leqSlow with the stack-depth guard. A function of its own, not a closure inside `leq`: a closure
 * capturing g and h made V8 allocate a context on every `leq` call, even on the shallow path
 * (that allocation made memo-hit comparisons ~1.3× slower than the previous store).
 */
function leqGuarded(g: number, h: number): boolean {
  try {
    return leqSlow(g, h);
  } catch (e) {
    throw depthError(e, "leq");
  }
}

var leqCalls = 0;
var leqComputed = 0;

/** G ≤ H, recursive. */
function leqRaw(g: number, h: number): boolean {
  leqCalls++;
  const q = leqQuick(g, h);
  return q >= 0 ? q === 1 : leqSlow(g, h);
}

/**
 * G ≤ H decided without recursion when possible: 1 (true), 0 (false) or -1 (unknown, a memo
 * miss). Numbers by value, stops, then the memo. O(1).
 */
function leqQuick(g: number, h: number): number {
  if (g === h) return 1;
  const x = numVal[g];
  const y = numVal[h];
  if (x === x) {
    if (y === y) return x < y ? 1 : x > y ? 0 : numberCmp(g, h) <= 0 ? 1 : 0;
    if (x < rStop[h]) return 1;
    if (x > lStop[h]) return 0;
  } else if (y === y) {
    if (lStop[g] < y) return 1;
    if (rStop[g] > y) return 0;
  }
  if (lStop[g] > lStop[h] || rStop[g] > rStop[h]) return 0;
  // A number fits strictly between: G < x < H.
  if (lStop[g] < rStop[h]) return 1;
  return leqMemo.get(g, h);
}

/** G ≤ H by the definition (memo miss): kept out of leqQuick so that the hot checks stay small. */
function leqSlow(g: number, h: number): boolean {
  // Two closed-form nodes with equal stops x: compare n·↑ + *m parts (H - G ≥ 0), O(1), no memo
  // entry (here rather than in leqQuick: memo hits of other games then pay nothing for it).
  if (nusStar[g] >= 0 && nusStar[h] >= 0) return upStarNonNegative(nusUp[h] - nusUp[g], nusStar[h] ^ nusStar[g]);
  leqComputed++;
  if (activeBudget !== undefined && (leqComputed & 0xffff) === 0) activeBudget.check();
  let res = true;
  // No H^R ≤ G and no G^L ≥ H (checking H^R first was ~8% fewer comparisons on random sums).
  // When one side is a number x and the other H is not, x ≤ H iff no H^R ≤ x (number
  // translation: H - x = {H^L - x | H^R - x}), so the number's own options are never needed.
  if (numVal[h] !== numVal[h]) {
    if (optStart[h] < 0) materialize(h);
    const sh = optStart[h] + nLeft[h];
    for (let i = 0, n = nRight[h]; i < n; i++) {
      if (leqRaw(opts[sh + i], g)) {
        res = false;
        break;
      }
    }
  }
  if (res && numVal[g] !== numVal[g]) {
    if (optStart[g] < 0) materialize(g);
    const sg = optStart[g];
    for (let i = 0, n = nLeft[g]; i < n; i++) {
      if (leqRaw(h, opts[sg + i])) {
        res = false;
        break;
      }
    }
  }
  leqMemo.set(g, h, res ? 1 : 0);
  return res;
}

/** "<", "=", ">" or "||" (confused). Two memoized {@link leq} calls. */
export function compare(g: Game, h: Game): "<" | "=" | ">" | "||" {
  const a = leq(g, h);
  const b = leq(h, g);
  return a ? (b ? "=" : "<") : b ? ">" : "||";
}

/** Outcome class: "L" (Left wins whoever starts), "R", "P" (second player wins), "N" (first player wins). */
export function outcome(g: Game): "L" | "R" | "P" | "N" {
  const ge = leq(0, g);
  const le = leq(g, 0);
  return ge ? (le ? "P" : "L") : le ? "R" : "N";
}

// ---------------------------------------------------------------------------------------------
// Canonicalization
// ---------------------------------------------------------------------------------------------

// Comparisons against a pending (not yet canonical) game G = {pL | pR}, memoized per
// canonicalization with generation stamps: bit 0 = computed "X ≤ G", bit 1 = its value,
// bit 2 = computed "G ≤ X", bit 3 = its value.
var pendStamp: Int32Array = new Int32Array(0);
var pendVal: Int32Array = new Int32Array(0);
var stamp = 0;
var pL: number[] = [];
var pR: number[] = [];

// Stops of the pending game when usable for pruning: if its form stops satisfy LS ≥ RS they are
// its true stops (a game equal to a number x has form stops LS ≤ x ≤ RS, since a left option
// with right stop > x would be > x = G; so LS > RS means "not a number", and LS = RS = s means
// the value is s or s plus an infinitesimal — stops (s, s) either way). If LS < RS the game is a
// number somewhere in [LS, RS] and the stops are not used.
var pLS = 0;
var pRS = 0;
var pStops = false;

function newPending(L: number[], R: number[]): void {
  pL = L;
  pR = R;
  let ls = -Infinity;
  let rs = Infinity;
  for (let i = 0; i < L.length; i++) if (rStop[L[i]] > ls) ls = rStop[L[i]];
  for (let i = 0; i < R.length; i++) if (lStop[R[i]] < rs) rs = lStop[R[i]];
  pLS = ls;
  pRS = rs;
  pStops = ls >= rs;
  stamp++;
  if (stamp === 0x7fffffff) {
    pendStamp.fill(0);
    stamp = 1;
  }
}

/** X ≤ G where G is the pending game. */
function leqPending(x: number): boolean {
  if (pendStamp[x] === stamp) {
    const v = pendVal[x];
    if (v & 1) return (v & 2) !== 0;
  } else {
    pendStamp[x] = stamp;
    pendVal[x] = 0;
  }
  if (pStops) {
    // X ≤ G needs LS(X) ≤ LS(G) and RS(X) ≤ RS(G); LS(X) < RS(G) puts a number between them.
    if (lStop[x] > pLS || rStop[x] > pRS) {
      pendVal[x] |= 1;
      return false;
    }
    if (lStop[x] < pRS) {
      pendVal[x] |= 3;
      return true;
    }
  }
  let res = true;
  if (optStart[x] < 0) materialize(x);
  const s = optStart[x];
  for (let i = 0, n = nLeft[x]; i < n && res; i++) if (pendingLeq(opts[s + i])) res = false;
  for (let i = 0; i < pR.length && res; i++) if (leqRaw(pR[i], x)) res = false;
  pendVal[x] |= 1 | (res ? 2 : 0);
  return res;
}

/** G ≤ Y where G is the pending game. */
function pendingLeq(y: number): boolean {
  if (pendStamp[y] === stamp) {
    const v = pendVal[y];
    if (v & 4) return (v & 8) !== 0;
  } else {
    pendStamp[y] = stamp;
    pendVal[y] = 0;
  }
  if (pStops) {
    if (pLS > lStop[y] || pRS > rStop[y]) {
      pendVal[y] |= 4;
      return false;
    }
    if (pLS < rStop[y]) {
      pendVal[y] |= 12;
      return true;
    }
  }
  let res = true;
  for (let i = 0; i < pL.length && res; i++) if (leqRaw(y, pL[i])) res = false;
  if (optStart[y] < 0) materialize(y);
  const s = optStart[y] + nLeft[y];
  for (let i = 0, n = nRight[y]; i < n && res; i++) if (leqPending(opts[s + i])) res = false;
  pendVal[y] |= 4 | (res ? 8 : 0);
  return res;
}

function sortUnique(a: number[]): number[] {
  const n = a.length;
  if (n < 2) return a;
  if (n <= 48) {
    for (let i = 1; i < n; i++) {
      const v = a[i];
      let j = i - 1;
      while (j >= 0 && a[j] > v) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  } else {
    const t = Int32Array.from(a).sort();
    for (let i = 0; i < n; i++) a[i] = t[i];
  }
  let w = 1;
  for (let i = 1; i < a.length; i++) if (a[i] !== a[w - 1]) a[w++] = a[i];
  a.length = w;
  return a;
}

/** Remove dominated options: left ones ≤ another left option, right ones ≥ another right option. */
function removeDominated(a: number[], left: boolean): number[] {
  if (a.length < 2) return a;
  const keep: number[] = [];
  for (let i = 0; i < a.length; i++) {
    let dominated = false;
    for (let j = 0; j < a.length && !dominated; j++) {
      if (i === j) continue;
      dominated = left ? leqRaw(a[i], a[j]) : leqRaw(a[j], a[i]);
    }
    if (!dominated) keep.push(a[i]);
  }
  return keep;
}

/**
 * Dominance removal for the options of a sum G + H: the options come in two groups
 * (G^L + H and G + H^L), each pairwise incomparable because G and H are canonical, so only
 * cross-group pairs need comparing. Duplicates across the groups are dropped.
 */
function removeDominatedGrouped(a: number[], b: number[], left: boolean): number[] {
  if (a.length === 0) return sortUnique(b);
  if (b.length === 0) return sortUnique(a);
  const inA = new Set(a);
  const bb = b.filter((x) => !inA.has(x));
  const keep: number[] = [];
  for (const x of a) {
    let dominated = false;
    for (let j = 0; j < bb.length && !dominated; j++) dominated = left ? leqRaw(x, bb[j]) : leqRaw(bb[j], x);
    if (!dominated) keep.push(x);
  }
  for (const y of bb) {
    let dominated = false;
    for (let j = 0; j < a.length && !dominated; j++) dominated = left ? leqRaw(y, a[j]) : leqRaw(a[j], y);
    if (!dominated) keep.push(y);
  }
  return keep.sort((x, y) => x - y);
}

/**
 * Canonical form of {L | R} where all options are canonical ids. Arrays are consumed.
 * Removes duplicates and dominated options, bypasses reversible options until none are left,
 * then hash-conses the result.
 */
function canonical(L: number[], R: number[], dominanceDone = false): Game {
  if (!dominanceDone) {
    L = sortUnique(L);
    R = sortUnique(R);
  }
  // All options numbers: either a number (simplest between) or {max L | min R}.
  let allNum = true;
  let maxL = -Infinity;
  let minR = Infinity;
  let iMax = -1;
  let iMin = -1;
  for (let i = 0; i < L.length && allNum; i++) {
    const v = numVal[L[i]];
    if (v !== v) allNum = false;
    else if (v > maxL || (v === maxL && numberCmp(L[i], iMax) > 0)) {
      maxL = v;
      iMax = L[i];
    }
  }
  for (let i = 0; i < R.length && allNum; i++) {
    const v = numVal[R[i]];
    if (v !== v) allNum = false;
    else if (v < minR || (v === minR && numberCmp(R[i], iMin) < 0)) {
      minR = v;
      iMin = R[i];
    }
  }
  if (allNum) {
    if (maxL < minR || (maxL === minR && numberCmp(iMax, iMin) < 0)) return simplestBetweenGame(iMax, iMin);
    L = [iMax];
    R = [iMin];
  } else if (!dominanceDone) {
    L = removeDominated(L, true);
    R = removeDominated(R, false);
  }
  for (;;) {
    newPending(L, R);
    let changed = false;
    const nL: number[] = [];
    const nR: number[] = [];
    for (const a of L) {
      // a is reversible if some right option aR of a has aR ≤ G: replace a by aR's left options.
      let rev = -1;
      if (optStart[a] < 0) materialize(a);
      const s = optStart[a] + nLeft[a];
      for (let i = 0, n = nRight[a]; i < n; i++) {
        if (leqPending(opts[s + i])) {
          rev = opts[s + i];
          break;
        }
      }
      if (rev < 0) nL.push(a);
      else {
        changed = true;
        if (optStart[rev] < 0) materialize(rev);
        const t = optStart[rev];
        for (let i = 0, n = nLeft[rev]; i < n; i++) nL.push(opts[t + i]);
      }
    }
    for (const b of R) {
      // b is reversible if some left option bL of b has G ≤ bL: replace b by bL's right options.
      let rev = -1;
      if (optStart[b] < 0) materialize(b);
      const s = optStart[b];
      for (let i = 0, n = nLeft[b]; i < n; i++) {
        if (pendingLeq(opts[s + i])) {
          rev = opts[s + i];
          break;
        }
      }
      if (rev < 0) nR.push(b);
      else {
        changed = true;
        if (optStart[rev] < 0) materialize(rev);
        const t = optStart[rev] + nLeft[rev];
        for (let i = 0, n = nRight[rev]; i < n; i++) nR.push(opts[t + i]);
      }
    }
    if (!changed) break;
    L = removeDominated(sortUnique(nL), true);
    R = removeDominated(sortUnique(nR), false);
  }
  return intern(L, R);
}

// game()'s scratch: the raw option lists, sorted and deduplicated in place, so that a raw form
// seen before (a FormCache hit, the common case for engines) allocates nothing.
var scratchL: Int32Array = new Int32Array(64);
var scratchR: Int32Array = new Int32Array(64);

/**
 * Canonical form of {left | right} (options are game ids; any order, duplicates allowed).
 * O(n log n) for n options when the raw form was seen before (a cache lookup); else O(canonicalization).
 */
export function game(left: readonly Game[], right: readonly Game[]): Game {
  if (!Array.isArray(left) || !Array.isArray(right)) throw new InputError("game(left, right) needs two arrays of game ids");
  const nl0 = left.length;
  const nr0 = right.length;
  if (nl0 > scratchL.length) scratchL = new Int32Array(Math.max(nl0, scratchL.length * 2));
  if (nr0 > scratchR.length) scratchR = new Int32Array(Math.max(nr0, scratchR.length * 2));
  const sL = scratchL;
  const sR = scratchR;
  for (let i = 0; i < nl0; i++) {
    const g = left[i];
    if (typeof g !== "number" || !(g >= 0 && g < count) || (g | 0) !== g) checkGame(g, `left option ${i}`);
    sL[i] = g;
  }
  for (let i = 0; i < nr0; i++) {
    const g = right[i];
    if (typeof g !== "number" || !(g >= 0 && g < count) || (g | 0) !== g) checkGame(g, `right option ${i}`);
    sR[i] = g;
  }
  const nl = sortUniqueSlice(sL, nl0);
  const nr = sortUniqueSlice(sR, nr0);
  const cached = formCache.lookup(sL, nl, sR, nr);
  if (cached >= 0) return cached;
  // A miss: plain copies for the cache and for canonical() (which consumes its arrays). The
  // scratch is not read after this point (canonicalization never calls game(), but a budget's
  // progress callback might).
  const L = new Array<number>(nl);
  const R = new Array<number>(nr);
  for (let i = 0; i < nl; i++) L[i] = sL[i];
  for (let i = 0; i < nr; i++) R[i] = sR[i];
  const res = canonicalGuarded(L, R);
  formCache.set(L, R, res);
  return res;
}

/** Sort a[0..n) ascending and drop duplicates in place; returns the new length. O(n²) for n ≤ 48, else O(n log n). */
function sortUniqueSlice(a: Int32Array, n: number): number {
  if (n < 2) return n;
  if (n <= 48) {
    for (let i = 1; i < n; i++) {
      const v = a[i];
      let j = i - 1;
      while (j >= 0 && a[j] > v) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  } else a.subarray(0, n).sort();
  let w = 1;
  for (let i = 1; i < n; i++) if (a[i] !== a[w - 1]) a[w++] = a[i];
  return w;
}

/** canonical() on copies of L and R with the stack-depth guard (no closure: see {@link leqGuarded}). */
function canonicalGuarded(L: number[], R: number[]): number {
  try {
    return canonical(L.slice(), R.slice(), false);
  } catch (e) {
    throw depthError(e, "game");
  }
}

/**
 * Cache of raw (sorted, deduplicated, not necessarily canonical) option lists → canonical id, so
 * that game() on option sets seen before costs one hash lookup. Bounded: cleared when it holds
 * `maxEntries` forms.
 */
class FormCache {
  private table: Int32Array = new Int32Array(1 << 12); // entry index + 1
  private start: Int32Array = new Int32Array(1 << 11);
  private nl: Int32Array = new Int32Array(1 << 11);
  private nr: Int32Array = new Int32Array(1 << 11);
  private res: Int32Array = new Int32Array(1 << 11);
  private hash: Int32Array = new Int32Array(1 << 11);
  private pool: Int32Array = new Int32Array(1 << 14);
  private poolLen = 0;
  size = 0;
  clears = 0;
  constructor(public maxEntries: number) {}

  private find(L: number[], R: number[], h: number): number {
    const mask = this.table.length - 1;
    let i = h & mask;
    for (;;) {
      const e = this.table[i];
      if (e === 0) return -1 - i;
      const k = e - 1;
      if (this.hash[k] === h && this.nl[k] === L.length && this.nr[k] === R.length) {
        let o = this.start[k];
        let same = true;
        for (let j = 0; j < L.length && same; j++) same = this.pool[o++] === L[j];
        for (let j = 0; j < R.length && same; j++) same = this.pool[o++] === R[j];
        if (same) return k;
      }
      i = (i + 1) & mask;
    }
  }

  /** The canonical id cached for the raw form {L[0..nl) | R[0..nr)} (sorted, deduplicated), or -1. O(nl + nr) expected. */
  lookup(L: Int32Array, nl: number, R: Int32Array, nr: number): number {
    const h = hashSlices(L, nl, R, nr);
    const mask = this.table.length - 1;
    const pool = this.pool;
    let i = h & mask;
    for (;;) {
      const e = this.table[i];
      if (e === 0) return -1;
      const k = e - 1;
      if (this.hash[k] === h && this.nl[k] === nl && this.nr[k] === nr) {
        let o = this.start[k];
        let same = true;
        for (let j = 0; j < nl && same; j++) same = pool[o++] === L[j];
        for (let j = 0; j < nr && same; j++) same = pool[o++] === R[j];
        if (same) return this.res[k];
      }
      i = (i + 1) & mask;
    }
  }

  set(L: number[], R: number[], result: number): void {
    if (this.size >= this.maxEntries || this.poolLen >= this.maxEntries * 16) this.clear();
    const h = hashOptions(L, R);
    let slot = this.find(L, R, h);
    if (slot >= 0) return;
    const k = this.size++;
    if (k >= this.res.length) {
      const grow = (a: Int32Array): Int32Array => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.start = grow(this.start);
      this.nl = grow(this.nl);
      this.nr = grow(this.nr);
      this.res = grow(this.res);
      this.hash = grow(this.hash);
    }
    const need = this.poolLen + L.length + R.length;
    if (need > this.pool.length) {
      let n = this.pool.length * 2;
      while (n < need) n *= 2;
      const b = new Int32Array(n);
      b.set(this.pool.subarray(0, this.poolLen));
      this.pool = b;
    }
    this.start[k] = this.poolLen;
    this.nl[k] = L.length;
    this.nr[k] = R.length;
    this.res[k] = result;
    this.hash[k] = h;
    for (let j = 0; j < L.length; j++) this.pool[this.poolLen++] = L[j];
    for (let j = 0; j < R.length; j++) this.pool[this.poolLen++] = R[j];
    this.table[-1 - slot] = k + 1;
    if (this.size * 2 > this.table.length) {
      // from the old table, not from 0 … size: an entry an interrupt cut off before its commit
      // (table[…] = k + 1 above) is never made visible
      const old = this.table;
      const t = new Int32Array(old.length * 2);
      const mask = t.length - 1;
      for (let j = 0; j < old.length; j++) {
        const e = old[j];
        if (e === 0) continue;
        slot = this.hash[e - 1] & mask;
        while (t[slot] !== 0) slot = (slot + 1) & mask;
        t[slot] = e;
      }
      this.table = t;
    }
  }

  /**
   * Forget every form. Arrays still at their initial sizes are reused (only the hash table needs
   * zeroing: entries at index ≥ size are never read); grown ones are replaced by fresh small ones,
   * so their memory is released. O(initial size).
   */
  clear(): void {
    this.poolLen = 0;
    this.size = 0;
    this.clears++;
    if (this.table.length === 1 << 12 && this.res.length === 1 << 11 && this.pool.length === 1 << 14) {
      this.table.fill(0);
      return;
    }
    this.table = new Int32Array(1 << 12);
    this.start = new Int32Array(1 << 11);
    this.nl = new Int32Array(1 << 11);
    this.nr = new Int32Array(1 << 11);
    this.res = new Int32Array(1 << 11);
    this.hash = new Int32Array(1 << 11);
    this.pool = new Int32Array(1 << 14);
  }

  get bytes(): number {
    return this.table.length * 4 + this.res.length * 20 + this.pool.length * 4;
  }
}

const formCache = new FormCache(1 << 20);

// ---------------------------------------------------------------------------------------------
// Negation and sums
// ---------------------------------------------------------------------------------------------

/**
 * -G = {-G^R | -G^L} (already canonical); -(x + n·↑ + *m) = -x + (-n)·↑ + *m in O(1). Memoized
 * per node; O(canonical size) the first time, iterative (any depth).
 */
export function neg(g: Game): Game {
  checkGame(g);
  return negRaw(g);
}

function negRaw(g: number): number {
  if (nusStar[g] >= 0) return nusGame(-lStop[g], -nusUp[g], nusStar[g]);
  if (bigOf[g] >= 0) return numberExactGame(dNeg(bigVals[bigOf[g]]));
  if (negOf[g] >= 0) return negOf[g];
  // Post-order over the not-yet-negated subpositions with an explicit stack.
  const stack: number[] = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (negOf[x] >= 0) {
      stack.pop();
      continue;
    }
    const s = optStart[x];
    const nl = nLeft[x];
    const nr = nRight[x];
    let ready = true;
    for (let i = 0; i < nl + nr; i++) {
      const o = opts[s + i];
      if (nusStar[o] < 0 && bigOf[o] < 0 && negOf[o] < 0) {
        stack.push(o);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop();
    const one = (o: number): number =>
      nusStar[o] >= 0 ? nusGame(-lStop[o], -nusUp[o], nusStar[o]) : bigOf[o] >= 0 ? numberExactGame(dNeg(bigVals[bigOf[o]])) : negOf[o];
    const L: number[] = new Array<number>(nr);
    const R: number[] = new Array<number>(nl);
    for (let i = 0; i < nr; i++) L[i] = one(opts[s + nl + i]);
    for (let i = 0; i < nl; i++) R[i] = one(opts[s + i]);
    L.sort((a, b) => a - b);
    R.sort((a, b) => a - b);
    const res = intern(L, R);
    negOf[x] = res;
    negOf[res] = x;
  }
  return negOf[g];
}

/**
 * Run a recursive store operation; if it overflows the JavaScript stack (games nested thousands
 * of levels deep), throw a RangeError that says so instead of the engine's bare message. The
 * store stays consistent: nothing half-built is ever recorded.
 */
export function guardDepth<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw depthError(e, what);
  }
}

/** Games whose birthdays sum to less than this cannot overflow the stack in add/leq (a few frames per level). */
const SHALLOW = 2000;

/** The error to rethrow for `e`: a clear RangeError for a stack overflow, else `e` itself. */
function depthError(e: unknown, what: string): unknown {
  if (e instanceof RangeError && /call stack/i.test(e.message)) {
    return new RangeError(`cgt: ${what} needs deeper recursion than the JavaScript stack allows (the games are nested too deeply; run node with a larger --stack-size)`);
  }
  return e;
}

/**
 * G + H in canonical form. 0 and numbers are shortcuts (number + number exactly; number x +
 * non-number H = {H^L + x | H^R + x} by the number translation theorem); otherwise
 * {G^L+H, G+H^L | G^R+H, G+H^R} canonicalized. Memoized by unordered id pair.
 */
export function add(g: Game, h: Game): Game {
  checkGame(g);
  checkGame(h);
  if (birth[g] + birth[h] < SHALLOW) return addRaw(g, h);
  return addGuarded(g, h);
}

/** addRaw with the stack-depth guard (no closure: see {@link leqGuarded}). */
function addGuarded(g: number, h: number): number {
  try {
    return addRaw(g, h);
  } catch (e) {
    throw depthError(e, "add");
  }
}

function addRaw(g: number, h: number): number {
  if (g === 0) return h;
  if (h === 0) return g;
  const x = numVal[g];
  const y = numVal[h];
  if (x === x && y === y) return addNumbers(g, h);
  if (nusStar[g] >= 0 && nusStar[h] >= 0) {
    // x + y must stay an exact double below 2^53 for a closed form; else the general sum below.
    const a = lStop[g];
    const b = lStop[h];
    const s = a + b;
    const bb = s - a;
    if (a - (s - bb) + (b - bb) === 0 && s < TWO53 && s > -TWO53) return nusGame(s, addUps(nusUp[g], nusUp[h]), nusStar[g] ^ nusStar[h]);
  }
  if (g > h) return addRaw(h, g);
  const m = addMemo.get(g, h);
  if (m >= 0) return m;
  const LA: number[] = [];
  const RA: number[] = [];
  const LB: number[] = [];
  const RB: number[] = [];
  // Number translation: skip the number's own options.
  if (x !== x) {
    if (optStart[g] < 0) materialize(g);
    const sg = optStart[g];
    for (let i = 0, n = nLeft[g]; i < n; i++) LA.push(addRaw(opts[sg + i], h));
    for (let i = 0, n = nRight[g]; i < n; i++) RA.push(addRaw(opts[sg + nLeft[g] + i], h));
  }
  if (y !== y) {
    if (optStart[h] < 0) materialize(h);
    const sh = optStart[h];
    for (let i = 0, n = nLeft[h]; i < n; i++) LB.push(addRaw(g, opts[sh + i]));
    for (let i = 0, n = nRight[h]; i < n; i++) RB.push(addRaw(g, opts[sh + nLeft[h] + i]));
  }
  const res = canonical(removeDominatedGrouped(LA, LB, true), removeDominatedGrouped(RA, RB, false), true);
  addMemo.set(g, h, res);
  return res;
}

/**
 * Sum of many games. Numbers are added exactly and nimbers by nim-addition first, then the other
 * terms in increasing order of birthday (small intermediate sums), with memoized additions.
 * Sums can be exponential: `options.budget` counts the new canonical games created (maxPositions)
 * and checks time/heap, stopping with BudgetExceededError; the store stays consistent.
 */
export function sum(gs: readonly Game[], options?: RunOptions): Game {
  for (let i = 0; i < gs.length; i++) checkGame(gs[i], `game ${i}`);
  return guardDepth("sum", () => withBudget(options, () => {
    let x = 0; // the number part, as a number node (exact, any size)
    let nim = 0;
    let ups = 0;
    const rest: number[] = [];
    for (const g of gs) {
      if (nusStar[g] >= 0) {
        x = addNumbers(x, stopGame(lStopId[g], lStop[g]));
        ups = addUps(ups, nusUp[g]);
        nim ^= nusStar[g];
      } else if (bigOf[g] >= 0) x = addNumbers(x, g);
      else rest.push(g);
    }
    rest.sort((a, b) => birth[a] - birth[b] || a - b);
    let acc = nusGame(0, ups, nim);
    for (const g of rest) acc = addRaw(acc, g);
    return x === 0 ? acc : addRaw(acc, x);
  }, "a sum of games"));
}

var activeBudget: Budget | undefined;
var budgetSweepQueued = false;

/**
 * Run `fn` (any cgt computation: game, add, sum, …) under a budget: every new canonical game
 * counts one position (maxPositions), time and heap are checked as it goes; past a limit it stops
 * with BudgetExceededError naming the limit. Nested calls keep the outermost budget. The store and
 * its caches stay consistent when it stops (nothing half-built is ever recorded).
 */
export function withBudget<T>(options: RunOptions | undefined, fn: () => T, context = "cgt computation"): T {
  if (options === undefined || (options.budget === undefined && options.onProgress === undefined)) return fn();
  repairCutRegions(); // (a budget an interrupt left installed would otherwise pass for an outer call's)
  if (activeBudget !== undefined) return fn();
  const budget = Budget.from(options, context);
  activeBudget = budget;
  // An interrupt (V8's TerminateExecution runs no `finally`) would leave this budget installed for
  // every later store operation. Two repairs: the next engine call or withBudget finds the region
  // open with no cgtlabStoreBudget frame on the stack (lib/util/interrupts.ts), and a microtask,
  // which runs only once this synchronous computation is over, uninstalls the budget if it is still there.
  enterRegion(budgetRegion);
  if (!budgetSweepQueued) {
    // one microtask per synchronous stretch (a long synchronous run must not queue one per call)
    budgetSweepQueued = true;
    queueMicrotask(() => {
      budgetSweepQueued = false;
      activeBudget = undefined; // no synchronous computation is running when a microtask runs
    });
  }
  try {
    return cgtlabStoreBudget(fn);
  } finally {
    activeBudget = undefined;
    leaveRegion(budgetRegion);
  }
}

/** The frame of a budgeted store computation (its name is counted on the stack, see withBudget). */
function cgtlabStoreBudget<T>(fn: () => T): T {
  return fn();
}

const budgetRegion: CutRegion = {
  frame: "cgtlabStoreBudget",
  repair: () => {
    activeBudget = undefined;
  },
};

/** n + k for up multiples, checked to stay within {@link MAX_NUS_COMPONENT}. */
function addUps(n: number, k: number): number {
  const s = n + k;
  if (s > MAX_NUS_COMPONENT || s < -MAX_NUS_COMPONENT) throw new RangeError(`cgt: up multiple ${s} exceeds ${MAX_NUS_COMPONENT}`);
  return s;
}

/** G - H. */
export function sub(g: Game, h: Game): Game {
  return add(g, neg(h));
}

// ---------------------------------------------------------------------------------------------
// Store management
// ---------------------------------------------------------------------------------------------

/** Sizes of the store and its caches (bytes are typed-array bytes allocated). O(1). */
export interface StoreStats {
  games: number;
  optionSlots: number;
  nodeBytes: number;
  optionBytes: number;
  tableBytes: number;
  leqMemoEntries: number;
  addMemoEntries: number;
  /** Raw option lists remembered by game() (see FormCache). */
  formCacheEntries: number;
  memoBytes: number;
  memoClears: number;
  /** Entries the full (lossy) leq/add memo tables dropped to stay within their size caps. */
  memoEvictions: number;
  totalBytes: number;
  /** Calls of the internal comparison (including trivial ones) since the last reset. */
  leqCalls: number;
  /** Comparisons that missed every shortcut and the memo and were computed by recursion. */
  leqComputed: number;
}

/** Current size of the hash-consed store and its memo tables. O(1). */
export function storeStats(): StoreStats {
  const nodeBytes = cap * (4 * 12 + 8 * 4);
  const optionBytes = opts.length * 4;
  const tableBytes = table.length * 4;
  const memoBytes = leqMemo.bytes + addMemo.bytes + formCache.bytes;
  return {
    games: count,
    optionSlots: optsLen,
    nodeBytes,
    optionBytes,
    tableBytes,
    leqMemoEntries: leqMemo.size,
    addMemoEntries: addMemo.size,
    memoBytes,
    memoClears: leqMemo.clears + addMemo.clears + formCache.clears,
    memoEvictions: leqMemo.evictions + addMemo.evictions,
    formCacheEntries: formCache.size,
    totalBytes: nodeBytes + optionBytes + tableBytes + memoBytes,
    leqCalls,
    leqComputed,
  };
}

/**
 * Limit the number of canonical games the store may hold (default unlimited) and the size of each
 * memo table (default 2^23 entries for leq, 2^22 for add, 12 bytes an entry; a table at its cap
 * evicts old entries instead of growing) and of game()'s raw-form cache (default 2^20 forms, cleared
 * when full; `maxMemoLog2` sets it to 2^(maxMemoLog2-3)).
 * Creating a game beyond `maxGames` throws BudgetExceededError("maxPositions"). `maxIndexEntries`
 * (default and largest 2^24 − 1, V8's Map limit) caps each of the store's index maps (numbers,
 * x + n·↑ + *m); a full index is a clean "store is full" error that leaves the store usable.
 */
export function configureStore(options: { maxGames?: number; maxMemoLog2?: number; maxIndexEntries?: number }): void {
  if (options.maxIndexEntries !== undefined) {
    const k = options.maxIndexEntries;
    if (!Number.isSafeInteger(k) || k < 16 || k > MAP_LIMIT - 1) throw new InputError(`maxIndexEntries must be an integer in [16, ${MAP_LIMIT - 1}], got ${String(k)}`);
    indexLimit = k;
  }
  if (options.maxGames !== undefined) {
    if (!(options.maxGames > 0)) throw new InputError(`maxGames must be positive, got ${options.maxGames}`);
    maxGames = options.maxGames;
  }
  if (options.maxMemoLog2 !== undefined) {
    const k = options.maxMemoLog2;
    if (!Number.isInteger(k) || k < 12 || k > 28) throw new InputError(`maxMemoLog2 must be an integer in [12, 28], got ${k}`);
    leqMemo.maxLog2 = k;
    addMemo.maxLog2 = k;
    formCache.maxEntries = 2 ** (k - 3);
  }
}

/** Drop the add/leq memo tables (the store itself and all ids stay valid). O(1). */
export function clearMemos(): void {
  leqMemo.clear();
  addMemo.clear();
  formCache.clear();
}

/** Register a cache to be dropped by {@link resetStore} (for modules layered on the store). */
export function onReset(hook: () => void): void {
  resetHooks.push(hook);
}

function init(): void {
  count = 0;
  optsLen = 0;
  // A store that never grew keeps its arrays: every per-node fact is written when a node is
  // created (newNode and its callers), and the pending-comparison stamps stay valid because
  // `stamp` only increases, so nothing needs clearing. A grown store gets fresh arrays of the
  // initial size, so its memory is released. (Reallocating the 17 small node arrays was most
  // of the cost of a reset, which bench/cgt.bench.ts pays on every repeat.)
  if (cap !== INITIAL_NODES) {
    cap = 0;
    optStart = new Int32Array(0);
    nLeft = new Int32Array(0);
    nRight = new Int32Array(0);
    birth = new Float64Array(0);
    hashOf = new Int32Array(0);
    numVal = new Float64Array(0);
    nimVal = new Int32Array(0);
    lStop = new Float64Array(0);
    rStop = new Float64Array(0);
    negOf = new Int32Array(0);
    nusUp = new Int32Array(0);
    nusStar = new Int32Array(0);
    bigOf = new Int32Array(0);
    lStopId = new Int32Array(0);
    rStopId = new Int32Array(0);
    pendStamp = new Int32Array(0);
    pendVal = new Int32Array(0);
    growNodes(INITIAL_NODES);
  }
  if (opts.length !== INITIAL_OPTS) {
    opts = new Int32Array(0);
    growOpts(INITIAL_OPTS);
  }
  if (table.length === INITIAL_TABLE) table.fill(0);
  else {
    table = new Int32Array(INITIAL_TABLE); // empty (rehash would move the old entries)
    tableMask = INITIAL_TABLE - 1;
  }
  bigVals = [];
  bigIds = new Map();
  numberIds = new Map();
  nusIds = new Map();
  nusIdsSmall = new Map();
  nusBig = new Map();
  leqMemo.clear();
  addMemo.clear();
  formCache.clear();
  leqMemo.clears = 0;
  addMemo.clears = 0;
  leqMemo.evictions = 0;
  addMemo.evictions = 0;
  formCache.clears = 0;
  leqCalls = 0;
  leqComputed = 0;
  // Fixed ids, in this order: 0, *, ↑, ↓, 1, -1.
  numberGame(0);
  nusGame(0, 0, 1);
  nusGame(0, 1, 0);
  nusGame(0, -1, 0);
  numberGame(1);
  numberGame(-1);
  for (const hook of resetHooks) hook();
}

/**
 * Empty the store and every cache; afterwards only the constants (ZERO, STAR, UP, DOWN, ONE,
 * MINUS_ONE, which keep their ids) are valid — every other id held anywhere becomes meaningless.
 * For benchmarks and long notebook sessions that want their memory back: arrays that grew are
 * replaced by small ones; a store that never grew keeps its arrays (about 0.3 MB with the memo tables), so resetting
 * it costs a few microseconds, plus the {@link onReset} hooks.
 */
export function resetStore(): void {
  init();
}

init();

/** The game 0 = {|}. */
export const ZERO: Game = 0;
/** The game * = {0|0}. */
export const STAR: Game = 1;
/** The game ↑ = {0|*}. */
export const UP: Game = 2;
/** The game ↓ = {*|0}. */
export const DOWN: Game = 3;
/** The game 1 = {0|}. */
export const ONE: Game = numberIds.get(1) as number;
/** The game -1 = {|0}. */
export const MINUS_ONE: Game = numberIds.get(-1) as number;
