/**
 * The cgt store's nodes and its hash-consing table (see store.ts for the design): the per-node
 * facts in parallel typed arrays held by one object {@link nodes} (shared by the store's files:
 * storeNumbers, storeCompare, storeCanonical, storeArith, store), their growth, the option hash,
 * node creation under the store's budget, id checks and the stack-depth guard.
 * The hash-consing table is the store's own, not util's PackedKeyInterner: a node's key is its
 * option lists, which already live in the store's option array (an interner would keep a second
 * copy of every list), and each node keeps its hash for the table's growth.
 *
 * The state lives in one object, not in module variables, because the store is split over several
 * files and an imported `let` cannot be assigned by its importer; every file binds it once
 * (`const N = nodes`), so a read is one field load, as fast as the module variable it replaced.
 */
import { BudgetExceededError, InputError, type Budget } from "../util";
import { type Dyadic, dCmp, dyadicFromDouble } from "./dyadic";

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

/** Initial sizes of the node arrays, the option array and the hash table (see init). */
export const INITIAL_NODES = 1024;
export const INITIAL_OPTS = 4096;
export const INITIAL_TABLE = 2048;

export function growNodes(min: number): void {
  let n = Math.max(INITIAL_NODES, N.cap);
  while (n < min) n *= 2;
  if (n === N.cap) return;
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
  N.optStart = g32(N.optStart);
  N.nLeft = g32(N.nLeft);
  N.nRight = g32(N.nRight);
  N.birth = g64(N.birth);
  N.hashOf = g32(N.hashOf);
  N.numVal = g64(N.numVal);
  N.nimVal = g32(N.nimVal);
  N.lStop = g64(N.lStop);
  N.rStop = g64(N.rStop);
  N.negOf = g32(N.negOf, -1);
  N.nusUp = g32(N.nusUp);
  N.nusStar = g32(N.nusStar, -1);
  N.bigOf = g32(N.bigOf, -1);
  N.lStopId = g32(N.lStopId);
  N.rStopId = g32(N.rStopId);
  N.pendStamp = g32(N.pendStamp);
  N.pendVal = g32(N.pendVal);
  N.cap = n;
}

export function growOpts(min: number): void {
  let n = Math.max(INITIAL_OPTS, N.opts.length);
  while (n < min) n *= 2;
  if (n === N.opts.length) return;
  const b = new Int32Array(n);
  b.set(N.opts.subarray(0, N.optsLen));
  N.opts = b;
}

/**
 * Double the hash table: the entries of the old table are moved into a new one, which replaces it
 * only when complete. (Interrupt-safe: an interrupt — V8's TerminateExecution, which runs no
 * `finally` — can cut any loop; cut here, the old table stays in force. Only committed nodes are
 * ever in the table, so a node an interrupt left half-built is never moved into it.)
 * The hash-consing table is the store's own, not a util table: its entries are node ids whose keys
 * (option lists) live in the store's option array, compared in place, so no key is stored twice.
 */
export function rehash(size: number): void {
  const old = N.table;
  const t = new Int32Array(size);
  const mask = size - 1;
  for (let j = 0; j < old.length; j++) {
    const e = old[j];
    if (e === 0) continue;
    let i = N.hashOf[e - 1] & mask;
    while (t[i] !== 0) i = (i + 1) & mask;
    t[i] = e;
  }
  N.table = t;
  N.tableMask = mask;
}

export function hashOptions(L: ArrayLike<number>, R: ArrayLike<number>): number {
  return hashSlices(L, L.length, R, R.length);
}

/** The hash of the option lists L[0..nl) and R[0..nr) (plain arrays or game()'s typed scratch: the same value for the same ids). */
export function hashSlices(L: ArrayLike<number>, nl: number, R: ArrayLike<number>, nr: number): number {
  let h = Math.imul(nl + 0x9e3779b9, 0x85ebca6b) ^ nr;
  for (let i = 0; i < nl; i++) h = Math.imul(h ^ L[i], 0x01000193) + 0x7f4a7c15;
  h = Math.imul(h ^ 0x5bd1e995, 0xcc9e2d51);
  for (let i = 0; i < nr; i++) h = Math.imul(h ^ R[i], 0x01000193) + 0x27d4eb2f;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}

export function sameOptions(id: number, L: ArrayLike<number>, R: ArrayLike<number>): boolean {
  if (N.nLeft[id] !== L.length || N.nRight[id] !== R.length) return false;
  let o = N.optStart[id];
  for (let i = 0; i < L.length; i++) if (N.opts[o++] !== L[i]) return false;
  for (let i = 0; i < R.length; i++) if (N.opts[o++] !== R[i]) return false;
  return true;
}

export const MAP_LIMIT = 16777216;

/**
 * Throw a clean error before a store index map passes V8's Map limit, so that nothing is half
 * made: the store stays consistent, and usable again after {@link resetStore}. O(1).
 */
export function roomIn(map: { readonly size: number }, what: string): void {
  if (map.size >= N.indexLimit) {
    const e = new BudgetExceededError("maxPositions", N.indexLimit, map.size + 1, `the cgt store's index of ${what}`, "the size limit of a JavaScript Map");
    e.message =
      `the cgt store is full: its index of ${what} holds ${map.size.toLocaleString("en-US")} games, the most ${N.indexLimit === MAP_LIMIT - 1 ? "a JavaScript Map can hold" : "configureStore's maxIndexEntries allows"}; ` +
      "call cgt.resetStore() to empty the store (values made before it become stale), or compute with fewer distinct games";
    throw e;
  }
}

/** A fresh node id (store budget checked); the caller fills in every per-node fact. */
export function newNode(): number {
  if (N.count >= N.maxGames) {
    throw new BudgetExceededError("maxPositions", N.maxGames, N.count + 1, "the cgt store (canonical games)");
  }
  if (N.activeBudget !== undefined) N.activeBudget.spend(1);
  const id = N.count;
  if (id >= N.cap) growNodes(id + 1);
  N.negOf[id] = -1;
  N.nusStar[id] = -1;
  N.nusUp[id] = 0;
  N.bigOf[id] = -1;
  N.count++;
  return id;
}

/** Throw InputError unless `g` is a valid id of this store. O(1). */
export function checkGame(g: unknown, what = "game"): Game {
  if (typeof g !== "number" || !Number.isInteger(g) || g < 0 || g >= N.count) {
    throw new InputError(`${what} is not a game id of the cgt store: ${String(g)}`);
  }
  return g;
}


/** Sign of a − b for two stops at the same double v, given their stop ids (-1: exactly v; else a big number node). */
export function stopCmp(a: number, b: number, v: number): number {
  return dCmp(a >= 0 ? N.bigVals[N.bigOf[a]] : dyadicFromDouble(v), b >= 0 ? N.bigVals[N.bigOf[b]] : dyadicFromDouble(v));
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
export const SHALLOW = 2000;

/** The error to rethrow for `e`: a clear RangeError for a stack overflow, else `e` itself. */
export function depthError(e: unknown, what: string): unknown {
  if (e instanceof RangeError && /call stack/i.test(e.message)) {
    return new RangeError(`cgt: ${what} needs deeper recursion than the JavaScript stack allows (the games are nested too deeply; run node with a larger --stack-size)`);
  }
  return e;
}

/**
 * The store's mutable state: node arrays (index = game id), the option array, the hash-consing
 * table and the limits. One instance, {@link nodes}; fields are replaced (never mutated in shape)
 * as the arrays grow. Internal to the store's files.
 */
export class StoreNodes {
  /** Allocated node slots. */
  cap = 0;
  /** Games in the store (ids 0 … count−1). */
  count = 0;
  optStart: Int32Array = new Int32Array(0); // -1: a closed-form node whose options are not materialized yet
  nLeft: Int32Array = new Int32Array(0);
  nRight: Int32Array = new Int32Array(0);
  birth: Float64Array = new Float64Array(0);
  hashOf: Int32Array = new Int32Array(0);
  numVal: Float64Array = new Float64Array(0); // NaN if the node is not a number
  nimVal: Int32Array = new Int32Array(0); // -1 if the node is not a nimber
  lStop: Float64Array = new Float64Array(0);
  rStop: Float64Array = new Float64Array(0);
  negOf: Int32Array = new Int32Array(0); // -1 while unknown
  // Closed-form nodes x + n·↑ + *m: nusStar = m (≥ 0), nusUp = n, x = lStop; nusStar = -1 otherwise.
  nusUp: Int32Array = new Int32Array(0);
  nusStar: Int32Array = new Int32Array(0);
  // Numbers that are not exact doubles (integers beyond 2^53, dyadics with more than 53 significant
  // bits): numVal holds the nearest double clamped to ±1e300 (rounding is monotone, so a strict <
  // between two numVals — or stops — is exact; only equal doubles need the exact values), and
  // bigOf the index of the exact value in bigVals. They are not closed-form nodes (nusStar = -1)
  // and get their options on demand like them (materialize).
  bigOf: Int32Array = new Int32Array(0); // -1, or the index of the exact value in bigVals
  bigVals: Dyadic[] = [];
  // Each stop's big number node, or -1 when the stop is exactly the double in lStop/rStop (the
  // common case: nothing to look up when closed-form nodes are made). See leftStopGame.
  lStopId: Int32Array = new Int32Array(0);
  rStopId: Int32Array = new Int32Array(0);
  // Comparisons against the game being canonicalized (storeCanonical): generation stamps per node.
  pendStamp: Int32Array = new Int32Array(0);
  pendVal: Int32Array = new Int32Array(0);
  opts: Int32Array = new Int32Array(0);
  optsLen = 0;
  table: Int32Array = new Int32Array(0); // id + 1, 0 = empty
  tableMask = 0;
  maxGames = Infinity;
  /** Largest size of each index map of the store (configureStore's maxIndexEntries). */
  indexLimit = MAP_LIMIT - 1;
  /** The budget of the running withBudget call, if any (storeArith). */
  activeBudget: Budget | undefined = undefined;
}

/** The store's one state object (see {@link StoreNodes}). */
export const nodes = new StoreNodes();
// `var`, not `const`: a module-level const read from a function pays a temporal-dead-zone check
// (unbundled under tsx, or compiled to CommonJS); the store's files bind the state and each other's
// hot functions with `var` for that reason.
var N = nodes;
