/**
 * BENCHMARK ONLY: lib/studies/konane/values.ts as it was before Konane moved onto the generic
 * engine of lib/solvers (its own memoized recursion, class `LegacyValueCache`), kept here so that
 * bench/konane.bench.ts measures the engine path against it side by side in one run. Not part of
 * the library; delete it once the engine path's numbers are recorded.
 *
 * Canonical values of Konane positions (via lib/cgt): memoized recursion over positions up to
 * symmetry, with each position split into independent components first.
 *
 * The rules are used only through the pure functions of games/konane — `options` (Left's and
 * Right's moves), `components` (the independence split, proven in components.ts), `positionKey`
 * and `symmetryClassKey` (packed keys that include the board's shape, folding the rectangle's
 * symmetries and the colour swap, which negates the value) — so the recursion below is the
 * generic canonical-value recursion and can move onto a ruleset engine unchanged.
 * valuesReference.ts keeps the previous implementation for the side-by-side benchmark.
 */
import * as cgt from "../lib/cgt";
import { Budget, type RunOptions } from "../lib/util";
import {
  VarKeyTable,
  checkVariant,
  components,
  options as moveOptions,
  type Board,
  type Variant,
} from "../lib/games/konane";

// games/konane's key functions as they were before the engine (keys.ts at the time; the library's
// versions have since been made faster), so this path is measured as it was.
/** Number of int32 words of the key of a rows×cols board. O(1). */
function keyWords(rows: number, cols: number): number {
  return 2 + Math.ceil((rows * cols) / 16);
}

/** Writes the key of `board` as given (no symmetry) into `out`; returns its length. O(cells). */
function positionKey(board: Board, out: Int32Array): number {
  const { rows, cols, cells } = board;
  const words = keyWords(rows, cols);
  out.fill(0, 0, words);
  out[0] = rows;
  out[1] = cols;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v !== 0) out[2 + (i >> 4)]! |= v << ((i & 15) << 1);
  }
  return words;
}

const permCache = new Map<number, Int32Array[]>();

/**
 * The cell permutations of the rectangle symmetries of a rows×cols board that put it in its
 * orientation with fewer rows than columns (all 8 for a square, 4 otherwise): entry i of a
 * permutation is the source cell of cell i of the transformed board. Cached per shape.
 */
function orientationPermutations(rows: number, cols: number): readonly Int32Array[] {
  const id = rows * 65536 + cols;
  let perms = permCache.get(id);
  if (perms) return perms;
  perms = [];
  for (let t = 0; t < 8; t++) {
    const transpose = (t & 4) !== 0;
    if (transpose ? cols > rows : rows > cols) continue;
    const h = transpose ? cols : rows;
    const w = transpose ? rows : cols;
    const perm = new Int32Array(rows * cols);
    let i = 0;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++, i++) {
        let sr = transpose ? c : r;
        let sc = transpose ? r : c;
        if (t & 1) sr = rows - 1 - sr;
        if (t & 2) sc = cols - 1 - sc;
        perm[i] = sr * cols + sc;
      }
    }
    perms.push(perm);
  }
  if (rows < 65536 && cols < 65536) permCache.set(id, perms);
  return perms;
}

/** Result of {@link symmetryClassKey}: key length and whether the colours were swapped. */
interface SymmetryClassKey {
  length: number;
  swapped: boolean;
}

let tmpA: Int32Array = new Int32Array(8);
let tmpB: Int32Array = new Int32Array(8);

function lessFrom(a: Int32Array, b: Int32Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (a[k] !== b[k]) return a[k]! < b[k]!;
  }
  return false;
}

/**
 * Writes into `out` the least key (word-wise) over the board's symmetry class — the rectangle
 * symmetries in the orientation with fewer rows, each with and without the colour swap — and
 * sets `result.length` and `result.swapped` (true when the representative is colour-swapped,
 * whose value is the negative of the board's). Boards have equal keys iff they are in the same
 * class. O(16 × cells).
 */
function symmetryClassKey(board: Board, out: Int32Array, result: SymmetryClassKey): void {
  const { rows, cols, cells } = board;
  const words = keyWords(rows, cols);
  if (tmpA.length < words) {
    tmpA = new Int32Array(words * 2);
    tmpB = new Int32Array(words * 2);
  }
  const h0 = Math.min(rows, cols);
  const w0 = Math.max(rows, cols);
  let have = false;
  let swapped = false;
  for (const perm of orientationPermutations(rows, cols)) {
    tmpA.fill(0, 0, words);
    tmpB.fill(0, 0, words);
    for (let i = 0; i < perm.length; i++) {
      const v = cells[perm[i]!]!;
      if (v !== 0) {
        const w = 2 + (i >> 4);
        const sh = (i & 15) << 1;
        tmpA[w]! |= v << sh;
        tmpB[w]! |= (3 - v) << sh;
      }
    }
    if (!have || lessFrom(tmpA, out, 2, words)) {
      out.set(tmpA.subarray(0, words));
      have = true;
      swapped = false;
    }
    if (lessFrom(tmpB, out, 2, words)) {
      out.set(tmpB.subarray(0, words));
      swapped = true;
    }
  }
  out[0] = h0;
  out[1] = w0;
  result.length = words;
  result.swapped = swapped;
}

// lib/cgt's id-level functions (cgt.ops), bound once: under some loaders (tsx) imported bindings
// and namespace members are getters, too slow for the hot recursion. The recursion works on store
// ids and converts to a cgt.Game only when returning.
const game = cgt.ops.game;
const neg = cgt.ops.neg;
const sum = cgt.ops.sum;
const ZERO = cgt.ops.ZERO;
const options_ = moveOptions;
const components_ = components;
const positionKey_ = positionKey;
const symmetryClassKey_ = symmetryClassKey;

/**
 * A memo of position values for one rule variant, reusable across calls (e.g. along the 3×n
 * table, where components recur). Holds store ids (`cgt.GameId`) of the current cgt store; after
 * `cgt.resetStore()` the next use empties it first.
 */
export class LegacyValueCache {
  /** Interned symmetry-class keys; entry i has value `games[i]` (of the class representative). */
  keys = new VarKeyTable();
  games: Int32Array = new Int32Array(1 << 12);
  /** First-level memo on the board as given (no symmetry search): entry i has value `rawGames[i]`. */
  rawKeys = new VarKeyTable();
  rawGames: Int32Array = new Int32Array(1 << 12);
  /** The cgt store generation its ids belong to: a cache used after `cgt.resetStore()` starts empty again. */
  generation = cgt.storeGeneration();
  constructor(readonly variant: Variant) {
    checkVariant(variant);
  }
  /** Forget every entry (done automatically when the cgt store was reset since the last use). O(1). */
  clear(): void {
    this.keys = new VarKeyTable();
    this.rawKeys = new VarKeyTable();
    this.games = new Int32Array(1 << 12);
    this.rawGames = new Int32Array(1 << 12);
    this.generation = cgt.storeGeneration();
  }
  /** Number of memoized symmetry classes (= positions valued, i.e. visited, so far). */
  get size(): number {
    return this.keys.size;
  }
}

/** `a` itself if it has at least `need` elements, else a doubled copy. */
function ensure(a: Int32Array, need: number): Int32Array {
  if (a.length >= need) return a;
  const grown = new Int32Array(Math.max(a.length * 2, need));
  grown.set(a);
  return grown;
}

function sameBoard(a: Board, b: Board): boolean {
  if (a.rows !== b.rows || a.cols !== b.cols) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/**
 * Canonical value of `board` under `variant`. Every position met (the root, options,
 * components) is memoized by its symmetry class; a new one is split into components
 * (games/konane `components`): none → 0, one equal to the position → `{leftValues|rightValues}`
 * by recursion over its options, otherwise the sum of the components' values. Spends one budget
 * unit per new class (a "position visited"). Exponential in the worst case; each visited
 * position costs O(16 × cells) for its key plus its split and options.
 */
export function legacyCanonicalValue(
  board: Board,
  variant: Variant,
  options: RunOptions & { cache?: LegacyValueCache } = {},
): cgt.Game {
  checkVariant(variant);
  const cache = options.cache ?? new LegacyValueCache(variant);
  if (cache.variant !== variant) checkVariant(`${variant} (cache is for ${cache.variant})`);
  if (cache.generation !== cgt.storeGeneration()) cache.clear();
  const budget = Budget.from(options, `Konane canonical value (${variant}, ${board.rows}×${board.cols})`);
  // Components and options are never larger than the root board.
  const keyBuf = new Int32Array(keyWords(board.rows, board.cols));
  const sk: SymmetryClassKey = { length: 0, swapped: false };
  const value = (b: Board): cgt.GameId => {
    // Most repeated boards recur in the same orientation: look them up as given first.
    const rawLen = positionKey_(b, keyBuf);
    const rawBefore = cache.rawKeys.size;
    const raw = cache.rawKeys.intern(keyBuf, rawLen);
    if (raw < rawBefore) return cache.rawGames[raw]!;
    const g = classValue(b);
    cache.rawGames = ensure(cache.rawGames, raw + 1);
    cache.rawGames[raw] = g;
    return g;
  };
  const classValue = (b: Board): cgt.GameId => {
    symmetryClassKey_(b, keyBuf, sk);
    const swapped = sk.swapped;
    const before = cache.keys.size;
    const idx = cache.keys.intern(keyBuf, sk.length);
    if (idx < before) return swapped ? neg(cache.games[idx]!) : cache.games[idx]!;
    budget.spend();
    const parts = components_(b);
    let g: cgt.GameId;
    if (parts.length === 0) g = ZERO;
    else if (parts.length > 1) g = sum(parts.map((c) => value(c.board)));
    else if (!sameBoard(parts[0]!.board, b)) g = value(parts[0]!.board);
    else g = game(options_(b, "L", variant).map(value), options_(b, "R", variant).map(value));
    cache.games = ensure(cache.games, idx + 1);
    // The memo holds the value of the representative (colour-swapped when `swapped`).
    cache.games[idx] = swapped ? neg(g) : g;
    return g;
  };
  return cgt.ops.value(value(board));
}
