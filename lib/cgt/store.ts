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
 *
 * The store is split along these seams (each file internal; this one re-exports their public
 * functions, so `./store` is the one import): storeNodes.ts (the node arrays, hash-consing table,
 * growth, node budget), storeNumbers.ts (closed-form nodes and numbers), storeMemo.ts (the bounded
 * pair memo and raw-form cache), storeCompare.ts (≤), storeCanonical.ts (canonicalization and
 * interning), storeArith.ts (negation, sums, budgets); here: the per-node facts and the store's
 * management (stats, limits, reset).
 */
import { InputError, checkOptionNames, describeValue, optionNames } from "../util";
import { type Dyadic } from "./dyadic";
import * as Nodes from "./storeNodes";
import { INITIAL_NODES, INITIAL_OPTS, INITIAL_TABLE, MAP_LIMIT, growNodes, growOpts, type Game } from "./storeNodes";
import * as Numbers from "./storeNumbers";
import { numberGame, nusGame, resetNumbers } from "./storeNumbers";
import { leqCounts, leqMemo, resetLeqCounts } from "./storeCompare";
import { formCache } from "./storeCanonical";
import { addMemo } from "./storeArith";

export { MAX_INTEGER, MAX_NUS_COMPONENT, checkGame, guardDepth, type Game } from "./storeNodes";
export { dyadic, integer, isNus, nimber, numberFromDouble, nusOf, simplestBetween, simplestBetweenExact } from "./storeNumbers";
export { compare, leq, outcome } from "./storeCompare";
export { game } from "./storeCanonical";
export { add, neg, sub, sum, upStarGame, withBudget } from "./storeArith";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var N = Nodes.nodes;
var checkGame = Nodes.checkGame;
var MAX_INTEGER = Nodes.MAX_INTEGER;
var materialize = Numbers.materialize;
var numberExactOf = Numbers.numberExactOf;
var stopGame = Numbers.stopGame;
const resetHooks: (() => void)[] = [];

// ---------------------------------------------------------------------------------------------
// Options and basic facts
// ---------------------------------------------------------------------------------------------

/** Number of games currently in the store (ids are 0 … storeSize()-1). O(1). */
export function storeSize(): number {
  return N.count;
}


/** Left options of the canonical form of g (a fresh array, sorted by id). O(#options). */
export function leftOptions(g: Game): readonly Game[] {
  checkGame(g);
  if (N.optStart[g] < 0) materialize(g);
  return Array.from(N.opts.subarray(N.optStart[g], N.optStart[g] + N.nLeft[g]));
}

/** Right options of the canonical form of g (a fresh array, sorted by id). O(#options). */
export function rightOptions(g: Game): readonly Game[] {
  checkGame(g);
  if (N.optStart[g] < 0) materialize(g);
  const s = N.optStart[g] + N.nLeft[g];
  return Array.from(N.opts.subarray(s, s + N.nRight[g]));
}

/** Number of Left options of the canonical form. O(1) (closed forms: O(options)). */
export function leftCount(g: Game): number {
  return N.nLeft[g];
}
/** Number of right options of g's canonical form. O(1). */
export function rightCount(g: Game): number {
  return N.nRight[g];
}
/** The i-th left option of g (0 ≤ i < leftCount(g)); no allocation. O(1). */
export function leftOption(g: Game, i: number): Game {
  if (N.optStart[g] < 0) materialize(g);
  return N.opts[N.optStart[g] + i];
}
/** The i-th right option of g (0 ≤ i < rightCount(g)); no allocation. O(1). */
export function rightOption(g: Game, i: number): Game {
  if (N.optStart[g] < 0) materialize(g);
  return N.opts[N.optStart[g] + N.nLeft[g] + i];
}

/**
 * Birthday (height of the canonical game tree; 0 for 0). O(1): stored at creation. A RangeError
 * if it exceeds 2^53 − 1 (games with big numbers: the integer 2^60 is born on day 2^60), where a
 * double cannot hold it exactly.
 */
export function birthday(g: Game): number {
  checkGame(g);
  const b = N.birth[g];
  if (b > MAX_INTEGER) throw new RangeError(`cgt: the birthday of this game is about ${b.toExponential(3)}, beyond 2^53 − 1 (not exactly representable as a number)`);
  return b;
}

/** The birthday as a double: exact up to 2^53 − 1, beyond that only near it (for size limits and heuristics, never printed). O(1). */
export function birthdayBound(g: Game): number {
  checkGame(g);
  return N.birth[g];
}

/** True if g is (equal to) a number. O(1). */
export function isNumber(g: Game): boolean {
  checkGame(g);
  return N.numVal[g] === N.numVal[g];
}

/** True if g is a nimber *n (including 0 = *0). O(1). */
export function isNimber(g: Game): boolean {
  checkGame(g);
  return N.nimVal[g] >= 0;
}

/** n if g = *n, else -1. O(1). */
export function nimberValue(g: Game): number {
  checkGame(g);
  return N.nimVal[g];
}

/**
 * The value of a number game as a double, or NaN if g is not a number. O(1). Exact for safe
 * integers and dyadics with 53 significant bits; for a big number (see {@link numberExact}) the
 * nearest double, clamped to ±1e300 — order-preserving, but not the value.
 */
export function numberValue(g: Game): number {
  checkGame(g);
  return N.numVal[g];
}

/** The exact value of a number game (any size), or undefined if g is not a number. O(size of the number). */
export function numberExact(g: Game): Dyadic | undefined {
  checkGame(g);
  return N.numVal[g] === N.numVal[g] ? numberExactOf(g) : undefined;
}

/** True if g is a number beyond the double fast path (an integer ≥ 2^53 in size, or more than 53 significant bits). O(1). */
export function isBigNumber(g: Game): boolean {
  checkGame(g);
  return N.bigOf[g] >= 0;
}

/** Left stop as a double (exact unless it is a big number: see {@link numberValue}). O(1): stored at creation. */
export function leftStopValue(g: Game): number {
  checkGame(g);
  return N.lStop[g];
}

/** Right stop as a double (exact unless it is a big number: see {@link numberValue}). O(1): stored at creation. */
export function rightStopValue(g: Game): number {
  checkGame(g);
  return N.rStop[g];
}

/** Left stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function leftStopGame(g: Game): Game {
  checkGame(g);
  return stopGame(N.lStopId[g], N.lStop[g]);
}

/** Right stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function rightStopGame(g: Game): Game {
  checkGame(g);
  return stopGame(N.rStopId[g], N.rStop[g]);
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
  const nodeBytes = N.cap * (4 * 12 + 8 * 4);
  const optionBytes = N.opts.length * 4;
  const tableBytes = N.table.length * 4;
  const memoBytes = leqMemo.bytes + addMemo.bytes + formCache.bytes;
  return {
    games: N.count,
    optionSlots: N.optsLen,
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
    ...leqCounts(),
  };
}

/** What {@link configureStore} sets: the most games, the memo tables' size, the index maps' cap. */
export interface StoreConfiguration {
  maxGames?: number;
  maxMemoLog2?: number;
  maxIndexEntries?: number;
}

/** The fields of {@link StoreConfiguration}. */
const STORE_OPTION_NAMES = optionNames<StoreConfiguration>({ maxGames: true, maxMemoLog2: true, maxIndexEntries: true });

/**
 * Limit the number of canonical games the store may hold (default unlimited) and the size of each
 * memo table (default 2^23 entries for leq, 2^22 for add, 12 bytes an entry; a table at its cap
 * evicts old entries instead of growing) and of game()'s raw-form cache (default 2^20 forms, cleared
 * when full; `maxMemoLog2` sets it to 2^(maxMemoLog2-3)).
 * Creating a game beyond `maxGames` throws BudgetExceededError("maxPositions"). `maxIndexEntries`
 * (default and largest 2^24 − 1, V8's Map limit) caps each of the store's index maps (numbers,
 * x + n·↑ + *m); a full index is a clean "store is full" error that leaves the store usable.
 */
export function configureStore(options: StoreConfiguration): void {
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new InputError(`configureStore: options must be an object such as { maxGames: 1e6 }, got ${describeValue(options)}`);
  checkOptionNames(options, STORE_OPTION_NAMES, "configureStore");
  if (options.maxIndexEntries !== undefined) {
    const k = options.maxIndexEntries;
    if (!Number.isSafeInteger(k) || k < 16 || k > MAP_LIMIT - 1) throw new InputError(`maxIndexEntries must be an integer in [16, ${MAP_LIMIT - 1}], got ${String(k)}`);
    N.indexLimit = k;
  }
  if (options.maxGames !== undefined) {
    if (!(options.maxGames > 0)) throw new InputError(`maxGames must be positive, got ${options.maxGames}`);
    N.maxGames = options.maxGames;
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
  N.count = 0;
  N.optsLen = 0;
  // A store that never grew keeps its arrays: every per-node fact is written when a node is
  // created (newNode and its callers), and the pending-comparison stamps stay valid because
  // `stamp` only increases, so nothing needs clearing. A grown store gets fresh arrays of the
  // initial size, so its memory is released. (Reallocating the 17 small node arrays was most
  // of the cost of a reset, which bench/cgt.bench.ts pays on every repeat.)
  if (N.cap !== INITIAL_NODES) {
    N.cap = 0;
    N.optStart = new Int32Array(0);
    N.nLeft = new Int32Array(0);
    N.nRight = new Int32Array(0);
    N.birth = new Float64Array(0);
    N.hashOf = new Int32Array(0);
    N.numVal = new Float64Array(0);
    N.nimVal = new Int32Array(0);
    N.lStop = new Float64Array(0);
    N.rStop = new Float64Array(0);
    N.negOf = new Int32Array(0);
    N.nusUp = new Int32Array(0);
    N.nusStar = new Int32Array(0);
    N.bigOf = new Int32Array(0);
    N.lStopId = new Int32Array(0);
    N.rStopId = new Int32Array(0);
    N.pendStamp = new Int32Array(0);
    N.pendVal = new Int32Array(0);
    growNodes(INITIAL_NODES);
  }
  if (N.opts.length !== INITIAL_OPTS) {
    N.opts = new Int32Array(0);
    growOpts(INITIAL_OPTS);
  }
  if (N.table.length === INITIAL_TABLE) N.table.fill(0);
  else {
    N.table = new Int32Array(INITIAL_TABLE); // empty (rehash would move the old entries)
    N.tableMask = INITIAL_TABLE - 1;
  }
  N.bigVals = [];
  resetNumbers();
  leqMemo.clear();
  addMemo.clear();
  formCache.clear();
  leqMemo.clears = 0;
  addMemo.clears = 0;
  leqMemo.evictions = 0;
  addMemo.evictions = 0;
  formCache.clears = 0;
  resetLeqCounts();
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
export const ONE: Game = numberGame(1);
/** The game -1 = {|0}. */
export const MINUS_ONE: Game = numberGame(-1);
