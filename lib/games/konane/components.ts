/**
 * Fast decomposition of a Konane position into independent components (the engine-ready
 * `components(board)` of the Konane rules; {@link decompose} in decompose.ts is the plain
 * reference it is tested against).
 *
 * ## What is decided, and why it is sound
 *
 * The partition rule and its proof are those of decompose.ts (read its module comment): the
 * stones are split into groups; each group G gets a *reach* R(G), a superset of the cells (with
 * colours) that G's stones can ever occupy when G is alone on the board; the partition is
 * *stable* when (1) no two groups' reaches share a cell and (2) no reach cell of one group with
 * a colour c is orthogonally adjacent to a reach cell of another group that may hold a colour
 * other than c (unless both cells can only hold the same single colour). The proof there shows
 * that a stable partition's groups never interact, in either rule variant, so the position is
 * the disjunctive sum of the groups, each cut out to the bounding box of its reach. That proof
 * only uses that each R(G) is a *superset* of G's reachable cells; any sound reach works, and a
 * smaller one splits more often.
 *
 * Two reaches are used here, both sound:
 *
 * - **Jump-bounded reach** (every group, first): labels d_B(x), d_W(x) ∈ ℕ ∪ {∞}; the least
 *   labelling with d_c(s) = 0 for every c-stone s of G, closed under: if d_c(a) = d < K_c and
 *   colour c' (the other one) may be at b (d_c'(b) < ∞), where a, b, x are consecutive cells of
 *   a row or column, then d_c(x) ≤ d + 1. Here K_c is the number of c' stones in G. R(G) holds
 *   c at x iff d_c(x) < ∞. Soundness, by induction on the moves of G alone: in every reachable
 *   position, a c-stone at x that has made j jumps so far has d_c(x) ≤ j, and j ≤ K_c (each
 *   jump removed a different c' stone of G). A jump of that stone from a over a c'-stone at b
 *   onto x then satisfies the rule's premises (d_c(a) ≤ j < K_c since one more c' stone is
 *   captured, and the c'-stone at b has a finite label by the induction hypothesis), so
 *   d_c(x) ≤ j + 1. This is the fixpoint of decompose.ts with the extra jump bound, hence never
 *   larger than it: the bound stops the "alternating pair spreads along an empty line forever"
 *   over-estimate. Computed by a label-correcting worklist (labels only decrease, each takes at
 *   most K_c + 2 values): O(cells × K) per group.
 * - **Exact reach** (for a group in a conflict under the cheap reaches, and for cutting out a
 *   final component — the smallest sound box, so components recur as the same board — with 2 to
 *   {@link EXACT_MAX_STONES} stones and at most {@link EXACT_MAX_POSITIONS} reachable
 *   positions): the union of G's cells over all positions G reaches alone, enumerated by a
 *   depth-first search that applies jumps in place and undoes them (no allocation per
 *   position), deduplicated by the packed board in a stamped hash set. It is the reach
 *   decompose.ts uses, so the conflicts it decides are decided as there.
 *
 * Mixing the two in one check is sound: each is a superset of G's reachable cells. In a
 * conflict the smaller group gets its exact reach first, the larger one only if the conflict
 * remains. A lone stone (no adjacent stone of the other colour) never moves: its reach is its
 * cell.
 *
 * The groups start as the components of "orthogonally adjacent stones of opposite colours"
 * (such stones always violate (2)); groups whose reaches violate (1) or (2) are merged and the
 * check repeats until the partition is stable; merging is always allowed (stability concerns
 * only the final partition). Groups with no move now are dropped (they never move: value 0).
 *
 * Both reaches are memoized by a translation-invariant key (the group's stones in their bounding
 * box, and the distances from the box to the edges capped at 2·max(#B, #W), beyond which no edge
 * stops a jump of the group alone), so a group recurring anywhere on any board is looked up.
 * A final component is cut out to the box of its exact reach, found by the same search stopped
 * as soon as the stones have filled the jump-bounded reach's box (often at once).
 *
 * Boards of at most 31 columns (the 3×n boards) run on bit rows: groups and reaches as two masks
 * per row, the exact search with jumps found by shifts, conflicts by ANDs of rows. Wider boards
 * run cell by cell ({@link componentsCellwise}). The bit-row path skips checks whose answer is
 * known, without changing the partition: two lone stones never conflict (distinct cells, and
 * adjacent ones have the same colour, else they would be one cluster); after a round of merging
 * only pairs with a merged group are checked (every other pair was free of conflict at the end
 * of the last round, and a group's active reach only shrinks while it is not merged: exact ⊆
 * jump-bounded, and both conditions are monotone in the reaches); after exact reaches are
 * computed only the pairs in conflict so far are checked again. The pairs found are those of
 * the full double loop, in its order. Its exact search deduplicates positions by a Zobrist hash
 * kept up to date by each jump, every hash match confirmed by comparing the position's words.
 *
 * Cost: O(rounds × (groups + cells)) cell by cell, O(rounds × groups² × rows) on bit rows (the
 * pairs with a new group only, after the first round), plus, per group not in the memo,
 * O(cells × K) for the jump-bounded reach (O(K × rows) per round of colours on bit rows) and,
 * when it is needed, O(positions × stones × 4) for the exact one (O(positions × rows) plus
 * O(1) per jump on bit rows).
 */
import { makeBoard, type Board } from "./board";
import { PackedKeyInterner, hashWords as hashWordsImport, popcount32 as popcount32Import } from "../../util";
import type { Component } from "./decompose";

// read once: an imported binding is a module getter on every call in the compiled code
const hashWords = hashWordsImport;

const BLACK = 1;
const WHITE = 2;
const INF = 0x7fff;

// The module's mutable state (scratch memory, memos, search state) is declared with `var`, not
// `let`: the notebooks and benchmarks run each file unbundled (tsx), where every read of a
// module-level `let` from a function pays a temporal-dead-zone check; with `var` the hot
// functions ran ≈10% faster (the 269,449 calls of a warm 3×1..3×16 run, replayed). Every one
// is initialized before any function of the module can run.

/** Groups with at most this many stones get an exact reach (the value decompose.ts uses). */
export const EXACT_MAX_STONES = 12;
/** Cap on the positions enumerated for one exact reach before the jump-bounded one is used. */
export const EXACT_MAX_POSITIONS = 1000;
/** The reach memo is dropped when it holds more groups than this (bounded memory). */
const REACH_MEMO_LIMIT = 1 << 19;

// ---------------------------------------------------------------------------------------------
// Scratch memory, grown on demand and reused by every call (the module is single-threaded).

var capCells = 0;
var parent: Int32Array = new Int32Array(0);
var stones: Int32Array = new Int32Array(0);
var rootGroup: Int32Array = new Int32Array(0);
var groupOf: Int32Array = new Int32Array(0);
var groupStart: Int32Array = new Int32Array(0);
var groupFill: Int32Array = new Int32Array(0);
var groupStones: Int32Array = new Int32Array(0);
var groupRoot: Int32Array = new Int32Array(0);
var owner: Int32Array = new Int32Array(0);
var ownerMask: Uint8Array = new Uint8Array(0);
var labB: Int16Array = new Int16Array(0);
var labW: Int16Array = new Int16Array(0);
var work: Int32Array = new Int32Array(0);
var touched: Int32Array = new Int32Array(0);
var scratchBoard: Uint8Array = new Uint8Array(0);
var stoneAt: Int16Array = new Int16Array(0);
var rmask: Uint8Array = new Uint8Array(0);
var groupKey: Int32Array = new Int32Array(0);

function ensureScratch(n: number): void {
  if (n <= capCells) return;
  let cap = Math.max(64, capCells);
  while (cap < n) cap *= 2;
  capCells = cap;
  parent = new Int32Array(cap);
  stones = new Int32Array(cap);
  rootGroup = new Int32Array(cap).fill(-1);
  groupOf = new Int32Array(cap);
  groupStart = new Int32Array(cap + 1);
  groupFill = new Int32Array(cap);
  groupStones = new Int32Array(cap);
  groupRoot = new Int32Array(cap);
  owner = new Int32Array(cap);
  ownerMask = new Uint8Array(cap);
  labB = new Int16Array(cap).fill(INF);
  labW = new Int16Array(cap).fill(INF);
  work = new Int32Array(64);
  touched = new Int32Array(cap);
  scratchBoard = new Uint8Array(cap);
  stoneAt = new Int16Array(cap);
  rmask = new Uint8Array(cap);
  groupKey = new Int32Array(3 + Math.ceil(cap / 16));
}

// ---------------------------------------------------------------------------------------------
// The reach memo: group key (rows, cols, the group's stones packed 2 bits per cell) → reach.

var memoKeys = new PackedKeyInterner();
/** Per memo entry: the jump-bounded reach's range in the pool, and the exact reach's range
 * (start -1: not computed yet, -2: more than EXACT_MAX_POSITIONS positions or too many stones). */
var memoBStart: Int32Array = new Int32Array(1 << 12);
var memoBEnd: Int32Array = new Int32Array(1 << 12);
var memoEStart: Int32Array = new Int32Array(1 << 12);
var memoEEnd: Int32Array = new Int32Array(1 << 12);
/** Per memo entry: the cut-out box relative to the group's stone box (row 0, row 1, col 0, col 1), once known. */
var memoBox: Int16Array = new Int16Array(4 << 12);
var memoBoxKnown: Uint8Array = new Uint8Array(1 << 12);
/** Reach cells relative to the group's stone bounding box (row and column offsets) and their colour masks. */
var memoDr: Int16Array = new Int16Array(1 << 14);
var memoDc: Int16Array = new Int16Array(1 << 14);
var memoMasks: Uint8Array = new Uint8Array(1 << 14);
var memoUsed = 0;
var memoLimit = EXACT_MAX_STONES;

function resetMemo(): void {
  memoKeys = new PackedKeyInterner();
  memoUsed = 0;
}

/**
 * `a` itself when it holds `need` entries, else a copy of it doubled in length until it does (the
 * same typed-array kind). O(length) when it grows, O(1) otherwise; `a` must not be empty.
 */
function growArray<T extends Int32Array | Int16Array | Uint8Array>(a: T, need: number): T {
  if (a.length >= need) return a;
  let cap = a.length;
  while (cap < need) cap *= 2;
  const b = new (a.constructor as new (length: number) => T)(cap);
  b.set(a);
  return b;
}

// The cut-out box of the last loadBox / rowsBox call (module state: no allocation per component).
var boxR0 = 0;
var boxR1 = 0;
var boxC0 = 0;
var boxC1 = 0;

/**
 * Stores the cut-out box r0..r1 × c0..c1 as four int16 at `box[at .. at+4)`, relative to the
 * group's stone-box origin (gr, gc) (both memos: the cell-by-cell one at 4·entry, the bit-row one
 * inside the entry's record). O(1).
 */
function saveBox(box: Int16Array, at: number, r0: number, r1: number, c0: number, c1: number, gr: number, gc: number): void {
  box[at] = r0 - gr;
  box[at + 1] = r1 - gr;
  box[at + 2] = c0 - gc;
  box[at + 3] = c1 - gc;
}

/** Loads into boxR0..boxC1 the cut-out box stored at `box[at .. at+4)` by {@link saveBox}, placed at the group's stone-box origin (gr, gc). O(1). */
function loadBox(box: Int16Array, at: number, gr: number, gc: number): void {
  boxR0 = gr + box[at]!;
  boxR1 = gr + box[at + 1]!;
  boxC0 = gc + box[at + 2]!;
  boxC1 = gc + box[at + 3]!;
}

/**
 * Moves the `count` touched cells (of a board with `cols` columns) and their rmask into the pool,
 * relative to (`r0`, `c0`), clearing rmask; returns the start.
 */
function appendReach(count: number, cols: number, r0: number, c0: number): number {
  memoDr = growArray(memoDr, memoUsed + count);
  memoDc = growArray(memoDc, memoUsed + count);
  memoMasks = growArray(memoMasks, memoUsed + count);
  const start = memoUsed;
  for (let k = 0; k < count; k++) {
    const x = touched[k]!;
    const r = (x / cols) | 0;
    memoDr[start + k] = r - r0;
    memoDc[start + k] = x - r * cols - c0;
    memoMasks[start + k] = rmask[x]!;
    rmask[x] = 0;
  }
  memoUsed += count;
  return start;
}

// ---------------------------------------------------------------------------------------------
// Exact reach by depth-first search with in-place jumps (module state for the recursion).

var xRows = 0;
var xCols = 0;
var xWords = 0;
var xCount = 0;
var xPositions = 0;
var xAbort = false;
var xTouched = 0;
/** Box mode (see {@link exactBox}): track the stones' extent instead of the reach cells. */
var xBoxMode = false;
var xMinR = 0;
var xMaxR = 0;
var xMinC = 0;
var xMaxC = 0;
var xTR0 = 0;
var xTR1 = 0;
var xTC0 = 0;
var xTC1 = 0;
const xCell = new Int32Array(EXACT_MAX_STONES);
const xColour = new Uint8Array(EXACT_MAX_STONES);
const xAlive = new Uint8Array(EXACT_MAX_STONES);
var xPacked: Int32Array = new Int32Array(8);
const undoStack = new Int32Array(EXACT_MAX_STONES + 1);
var undoTop = 0;

/**
 * Visited set of one exact-reach search (both searches: the cell-by-cell one with its packed
 * board, words = ⌈cells / 16⌉, hashed by util's hashWords; the bit-row one with its 2·rows words
 * and its Zobrist hash): VISITED_SLOTS records of stride ≥ 2 + words (the stamp of the search
 * that filled it, the position's hash, its words), one record per probe so a lookup touches one
 * cache line; cleared in O(1) by the stamp (setStampNow, incremented per search; a new layout is
 * all zero, i.e. unstamped). A search visits at most EXACT_MAX_POSITIONS + 1 positions, so the
 * load stays below one half.
 */
const VISITED_SLOTS = 2048;
var visited: Int32Array = new Int32Array(0);
var visitedStride = 0;
var setStampNow = 0;

/** Room in the visited set for positions of `words` words. O(1) unless its records grow. */
function ensureVisited(words: number): void {
  if (visitedStride >= 2 + words) return;
  visitedStride = 2 + words;
  visited = new Int32Array(VISITED_SLOTS * visitedStride);
}

/**
 * Whether the position `key[0 .. words)` with hash `h` was not in the visited set of this search
 * yet (then it is added). O(words) on a hash match, else O(1) per probe.
 */
function visitedInsert(h: number, key: Int32Array, words: number): boolean {
  const set = visited;
  const stride = visitedStride;
  const stamp = setStampNow;
  let s = (h ^ (h >>> 16)) & (VISITED_SLOTS - 1);
  for (;;) {
    const o = s * stride;
    if (set[o] !== stamp) {
      set[o] = stamp;
      set[o + 1] = h;
      for (let i = 0; i < words; i++) set[o + 2 + i] = key[i]!;
      return true;
    }
    if (set[o + 1] === h) {
      let eq = true;
      for (let i = 0; i < words; i++) {
        if (set[o + 2 + i] !== key[i]) {
          eq = false;
          break;
        }
      }
      if (eq) return false;
    }
    s = (s + 1) & (VISITED_SLOTS - 1);
  }
}

function setCell(p: number, v: number): void {
  scratchBoard[p] = v;
  const w = p >> 4;
  const sh = (p & 15) << 1;
  xPacked[w] = (xPacked[w]! & ~(3 << sh)) | (v << sh);
}

function exactVisit(): void {
  if (!visitedInsert(hashWords(xPacked, 0, xWords), xPacked, xWords)) return;
  if (++xPositions > EXACT_MAX_POSITIONS) {
    xAbort = true;
    return;
  }
  const cols = xCols;
  if (!xBoxMode) {
    for (let s = 0; s < xCount; s++) {
      if (xAlive[s] === 0) continue;
      const p = xCell[s]!;
      if (rmask[p] === 0) touched[xTouched++] = p;
      rmask[p]! |= xColour[s]!;
    }
  }
  for (let s = 0; s < xCount && !xAbort; s++) {
    if (xAlive[s] === 0) continue;
    const me = xColour[s]!;
    const them = 3 - me;
    const p0 = xCell[s]!;
    const r = (p0 / cols) | 0;
    const c = p0 - r * cols;
    for (let d = 0; d < 4 && !xAbort; d++) {
      // up, down, left, right: the step and how many jumps fit before the edge
      const step = d === 0 ? -cols : d === 1 ? cols : d === 2 ? -1 : 1;
      const maxJumps = d === 0 ? r >> 1 : d === 1 ? (xRows - 1 - r) >> 1 : d === 2 ? c >> 1 : (cols - 1 - c) >> 1;
      let cur = p0;
      let k = 0;
      while (k < maxJumps) {
        const b = cur + step;
        const x = b + step;
        if (scratchBoard[b] !== them || scratchBoard[x] !== 0) break;
        const t = stoneAt[b]!;
        setCell(cur, 0);
        setCell(b, 0);
        setCell(x, me);
        xAlive[t] = 0;
        xCell[s] = x;
        stoneAt[x] = s;
        undoStack[undoTop++] = t;
        cur = x;
        k++;
        if (xBoxMode) {
          const xr = (x / cols) | 0;
          const xc = x - xr * cols;
          if (xr < xMinR) xMinR = xr;
          if (xr > xMaxR) xMaxR = xr;
          if (xc < xMinC) xMinC = xc;
          if (xc > xMaxC) xMaxC = xc;
          if (xMinR === xTR0 && xMaxR === xTR1 && xMinC === xTC0 && xMaxC === xTC1) xAbort = true;
        }
        if (!xAbort) exactVisit();
        if (xAbort) break;
      }
      for (; k > 0; k--) {
        const t = undoStack[--undoTop]!;
        const b = cur - step;
        const prev = b - step;
        setCell(cur, 0);
        setCell(b, them);
        setCell(prev, me);
        xAlive[t] = 1;
        stoneAt[b] = t;
        stoneAt[prev] = s;
        xCell[s] = prev;
        cur = prev;
      }
    }
  }
}

/**
 * Exact reach of the group `groupStones[from..to)` alone on the rows×cols board: fills
 * rmask/touched and returns the number of touched cells, or -1 (rmask cleared) when more than
 * EXACT_MAX_POSITIONS positions are reachable.
 */

// ---------------------------------------------------------------------------------------------
// The same depth-first search on bit rows, for boards of at most 31 columns (the 3×n boards):
// the position is two masks per row (black, white; bit c = column c), moves are found by shifts
// and masks, and the reach is the OR of the masks over the positions visited.

/** Boards with at most this many columns use the bit-row search. */
const BIT_MAX_COLS = 31;
/** Position: st[2r] = black stones of row r, st[2r + 1] = white; uni: their union over the search. */
var st: Int32Array = new Int32Array(8);
var uni: Int32Array = new Int32Array(8);
var bitFull = 0;

/**
 * Zobrist values: zob[(2r + colour)·32 + c] for a stone of `colour` (0 black, 1 white) at row r,
 * column c; the position's hash xHash is the XOR over its stones, kept up to date by each jump
 * (three XORs) instead of hashing the 2·rows words at every visit. Each value is a fixed
 * function of its index, so the table grows with the rows without changing.
 */
var zob: Int32Array = new Int32Array(0);
var xHash = 0;

/** A well-mixed 32-bit value of index i (murmur3's finalizer of a Weyl sequence). O(1). */
function zobValue(i: number): number {
  let h = Math.imul(i + 1, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Full hash of every stone in st (at the start of a search). O(stones + rows). */
function zobOf(rows: number): number {
  let h = 0;
  for (let i = 0; i < 2 * rows; i++) {
    let m = st[i]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      h ^= zob[i * 32 + 31 - Math.clz32(low)]!;
    }
  }
  return h;
}


function bitVisit(): void {
  const rows = xRows;
  const words = 2 * rows;
  if (!visitedInsert(xHash, st, words)) return;
  if (++xPositions > EXACT_MAX_POSITIONS) {
    xAbort = true;
    return;
  }
  // uni (the union of the positions visited) is kept up to date by slideRow and slideColumn: a position's stones
  // stand on their start cells or on the cell of a jump's landing, each added there.
  if (xBoxMode) {
    let r0 = -1;
    let r1 = -1;
    let any = 0;
    for (let r = 0; r < rows; r++) {
      const u = uni[2 * r]! | uni[2 * r + 1]!;
      if (u !== 0) {
        if (r0 < 0) r0 = r;
        r1 = r;
        any |= u;
      }
    }
    if (r0 === xTR0 && r1 === xTR1 && 31 - Math.clz32(any & -any) === xTC0 && 31 - Math.clz32(any) === xTC1) {
      xAbort = true;
      return;
    }
  }
  // Every jump now, row by row (the order does not matter: the union of all positions reached,
  // the position count against the cap and a box filled early do not depend on it). A slide
  // leaves st as it found it, so the masks of this row stay valid across the slides.
  const full = bitFull;
  const s = st;
  for (let r = 0; r < rows; r++) {
    const b = s[2 * r]!;
    const w = s[2 * r + 1]!;
    if ((b | w) === 0) continue;
    const e = full & ~(b | w);
    // right: column c over c+1 onto c+2; left: c over c-1 onto c-2 (b, w lie inside full)
    for (let m = b & (w >>> 1) & (e >>> 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, true, 0);
      if (xAbort) return;
    }
    for (let m = b & (w << 1) & (e << 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, false, 0);
      if (xAbort) return;
    }
    for (let m = w & (b >>> 1) & (e >>> 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, true, 1);
      if (xAbort) return;
    }
    for (let m = w & (b << 1) & (e << 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, false, 1);
      if (xAbort) return;
    }
    // down: row r over r+1 onto r+2; up: r over r-1 onto r-2
    if (r + 2 < rows) {
      const e2 = full & ~(s[2 * r + 4]! | s[2 * r + 5]!);
      for (let m = b & s[2 * r + 3]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, 1, m & -m, 0);
        if (xAbort) return;
      }
      for (let m = w & s[2 * r + 2]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, 1, m & -m, 1);
        if (xAbort) return;
      }
    }
    if (r >= 2) {
      const e2 = full & ~(s[2 * r - 4]! | s[2 * r - 3]!);
      for (let m = b & s[2 * r - 1]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, -1, m & -m, 0);
        if (xAbort) return;
      }
      for (let m = w & s[2 * r - 2]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, -1, m & -m, 1);
        if (xAbort) return;
      }
    }
  }
}

/**
 * Plays the jump of the `me` stone (0 black, 1 white) at bit `bit` of row `r` to the right
 * (`right`) or left and every continuation of it in the same direction, visiting each landing
 * position, then restores the row (the visits below leave st as they found it). O(jumps) plus
 * the visits.
 */
function slideRow(r: number, bit: number, right: boolean, me: number): void {
  const mi = 2 * r + me;
  const oi = 2 * r + 1 - me;
  const full = bitFull;
  const mine0 = st[mi]!;
  const over0 = st[oi]!;
  const hash0 = xHash;
  const zm = mi * 32;
  const zo = oi * 32;
  let cb = bit;
  for (;;) {
    const ob = right ? cb << 1 : cb >>> 1;
    const lb = right ? cb << 2 : cb >>> 2;
    if ((lb & full) === 0) break;
    const mine = st[mi]!;
    const over = st[oi]!;
    if ((over & ob) === 0 || ((mine | over) & lb) !== 0) break;
    st[mi] = (mine & ~cb) | lb;
    st[oi] = over & ~ob;
    uni[mi]! |= lb;
    const c = 31 - Math.clz32(cb);
    xHash ^= zob[zm + c]! ^ zob[zo + (right ? c + 1 : c - 1)]! ^ zob[zm + (right ? c + 2 : c - 2)]!;
    cb = lb;
    bitVisit();
    if (xAbort) break;
  }
  st[mi] = mine0;
  st[oi] = over0;
  xHash = hash0;
}

/**
 * Plays the jump of the `me` stone at bit `bit` of row `r` down (`dr` = 1) or up (−1) and every
 * continuation of it in the same direction, visiting each landing position, then undoes them.
 * O(jumps) plus the visits.
 */
function slideColumn(r: number, dr: number, bit: number, me: number): void {
  const them = 1 - me;
  const rows = xRows;
  const hash0 = xHash;
  const c = 31 - Math.clz32(bit);
  let cr = r;
  for (;;) {
    const or = cr + dr;
    const lr = or + dr;
    if (lr < 0 || lr >= rows) break;
    if ((st[2 * or + them]! & bit) === 0 || ((st[2 * lr]! | st[2 * lr + 1]!) & bit) !== 0) break;
    st[2 * cr + me]! &= ~bit;
    st[2 * or + them]! &= ~bit;
    st[2 * lr + me]! |= bit;
    uni[2 * lr + me]! |= bit;
    xHash ^= zob[(2 * cr + me) * 32 + c]! ^ zob[(2 * or + them) * 32 + c]! ^ zob[(2 * lr + me) * 32 + c]!;
    cr = lr;
    bitVisit();
    if (xAbort) break;
  }
  // undo, from the last landing back to the start
  while (cr !== r) {
    const or = cr - dr;
    const pr = or - dr;
    st[2 * cr + me]! &= ~bit;
    st[2 * or + them]! |= bit;
    st[2 * pr + me]! |= bit;
    cr = pr;
  }
  xHash = hash0;
}

/** Runs the bit-row search from group `groupStones[from..to)`; the reach is left in `uni`. */
function bitSearch(board: Board, from: number, to: number): void {
  const { rows, cols, cells } = board;
  bitSearchStart(rows);
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    const r = (p / cols) | 0;
    st[2 * r + cells[p]! - 1]! |= 1 << (p - r * cols);
  }
  bitSearchRun(rows, cols);
}

/** Clears the bit-row search state for a board of `rows` rows (the caller then places the stones in `st`). */
function bitSearchStart(rows: number): void {
  const words = 2 * rows;
  if (st.length < words) {
    st = new Int32Array(words);
    uni = new Int32Array(words);
  }
  ensureVisited(words);
  if (zob.length < 32 * words) {
    zob = new Int32Array(32 * words);
    for (let i = 0; i < zob.length; i++) zob[i] = zobValue(i);
  }
  for (let i = 0; i < words; i++) st[i] = uni[i] = 0;
}

/** Runs the bit-row search from the stones in `st`; the reach is left in `uni`. */
function bitSearchRun(rows: number, cols: number): void {
  xRows = rows;
  xCols = cols;
  bitFull = cols >= 32 ? -1 : (1 << cols) - 1;
  setStampNow++;
  xPositions = 0;
  xAbort = false;
  for (let i = 0; i < 2 * rows; i++) uni[i] = st[i]!;
  xHash = zobOf(rows);
  bitVisit();
}

function exactReach(board: Board, from: number, to: number): number {
  xBoxMode = false;
  if (board.cols <= BIT_MAX_COLS) {
    bitSearch(board, from, to);
    if (xAbort) return -1;
    const cols = board.cols;
    let count = 0;
    for (let r = 0; r < board.rows; r++) {
      const ub = uni[2 * r]!;
      const uw = uni[2 * r + 1]!;
      let u = ub | uw;
      while (u !== 0) {
        const low = u & -u;
        u ^= low;
        const x = r * cols + 31 - Math.clz32(low);
        rmask[x] = ((ub & low) !== 0 ? BLACK : 0) | ((uw & low) !== 0 ? WHITE : 0);
        touched[count++] = x;
      }
    }
    return count;
  }
  startSearch(board, from, to);
  exactVisit();
  for (let s = 0; s < xCount; s++) scratchBoard[groupStones[from + s]!] = 0;
  if (xAbort) {
    for (let k = 0; k < xTouched; k++) rmask[touched[k]!] = 0;
    return -1;
  }
  return xTouched;
}

/**
 * The bounding box of the exact reach of the group `groupStones[from..to)` alone, given the box
 * (`r0`..`r1`, `c0`..`c1`) of a sound reach of it (which contains the exact one): the depth-first
 * search of {@link exactReach} that only tracks the stones' extent and stops as soon as it
 * fills the given box. Returns the box in xMinR..xMaxR, xMinC..xMaxC: the exact reach's box when
 * at most EXACT_MAX_POSITIONS positions are reachable, else the given box — so the same as the
 * box of what {@link upgradeToExact} would give, without enumerating every position when the
 * box fills early. O(positions × stones × 4) at worst, O(stones) when the stones fill the box.
 */
function exactBox(board: Board, from: number, to: number, r0: number, r1: number, c0: number, c1: number): void {
  const cols = board.cols;
  xBoxMode = true;
  xTR0 = r0;
  xTR1 = r1;
  xTC0 = c0;
  xTC1 = c1;
  xMinR = board.rows;
  xMaxR = -1;
  xMinC = cols;
  xMaxC = -1;
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    if (r < xMinR) xMinR = r;
    if (r > xMaxR) xMaxR = r;
    if (c < xMinC) xMinC = c;
    if (c > xMaxC) xMaxC = c;
  }
  if (xMinR === r0 && xMaxR === r1 && xMinC === c0 && xMaxC === c1) return;
  if (cols <= BIT_MAX_COLS) {
    bitSearch(board, from, to);
    if (xPositions <= EXACT_MAX_POSITIONS) {
      xMinR = -1;
      let any = 0;
      for (let r = 0; r < board.rows; r++) {
        const u = uni[2 * r]! | uni[2 * r + 1]!;
        if (u !== 0) {
          if (xMinR < 0) xMinR = r;
          xMaxR = r;
          any |= u;
        }
      }
      xMinC = 31 - Math.clz32(any & -any);
      xMaxC = 31 - Math.clz32(any);
    }
  } else {
    startSearch(board, from, to);
    exactVisit();
    for (let s = 0; s < xCount; s++) scratchBoard[groupStones[from + s]!] = 0;
  }
  if (xPositions > EXACT_MAX_POSITIONS) {
    xMinR = r0;
    xMaxR = r1;
    xMinC = c0;
    xMaxC = c1;
  }
}

function startSearch(board: Board, from: number, to: number): void {
  const { rows, cols, cells } = board;
  xRows = rows;
  xCols = cols;
  xWords = Math.ceil((rows * cols) / 16);
  if (xPacked.length < xWords) xPacked = new Int32Array(xWords);
  ensureVisited(xWords);
  xPacked.fill(0, 0, xWords);
  xCount = to - from;
  for (let s = 0; s < xCount; s++) {
    const p = groupStones[from + s]!;
    xCell[s] = p;
    xColour[s] = cells[p]!;
    xAlive[s] = 1;
    stoneAt[p] = s;
    setCell(p, cells[p]!);
  }
  setStampNow++;
  xPositions = 0;
  xAbort = false;
  xTouched = 0;
  undoTop = 0;
}

// ---------------------------------------------------------------------------------------------
// Jump-bounded reach (see the module comment).

function pushWork(top: number, entry: number): number {
  if (top >= work.length) {
    const w = new Int32Array(work.length * 2);
    w.set(work);
    work = w;
  }
  work[top] = entry;
  return top + 1;
}

function boundedReach(board: Board, from: number, to: number): number {
  const { rows, cols, cells } = board;
  let nB = 0;
  let nW = 0;
  let top = 0;
  let count = 0;
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    if (cells[p] === BLACK) {
      nB++;
      labB[p] = 0;
      top = pushWork(top, p * 2);
    } else {
      nW++;
      labW[p] = 0;
      top = pushWork(top, p * 2 + 1);
    }
    touched[count++] = p;
  }
  // K_B = number of W stones (jumps a B stone can make), K_W = number of B stones.
  while (top > 0) {
    const e = work[--top]!;
    const p = e >> 1;
    const white = (e & 1) === 1;
    const own = white ? labW : labB;
    const other = white ? labB : labW;
    const d = own[p]!;
    const kOwn = white ? nB : nW;
    const kOther = white ? nW : nB;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    for (let dir = 0; dir < 4; dir++) {
      const dr = dir === 0 ? -1 : dir === 1 ? 1 : 0;
      const dc = dir === 2 ? -1 : dir === 3 ? 1 : 0;
      const step = dr * cols + dc;
      // p as the jumping cell: p, p+step, p+2·step
      if (d < kOwn) {
        const xr = r + 2 * dr;
        const xc = c + 2 * dc;
        if (xr >= 0 && xr < rows && xc >= 0 && xc < cols && other[p + step]! < INF) {
          const x = p + 2 * step;
          if (own[x]! > d + 1) {
            if (own[x] === INF && other[x] === INF) touched[count++] = x;
            own[x] = d + 1;
            top = pushWork(top, x * 2 + (white ? 1 : 0));
          }
        }
      }
      // p as the jumped cell: the other colour jumps from p-step over p onto p+step
      const ar = r - dr;
      const ac = c - dc;
      const yr = r + dr;
      const yc = c + dc;
      if (ar >= 0 && ar < rows && ac >= 0 && ac < cols && yr >= 0 && yr < rows && yc >= 0 && yc < cols) {
        const da = other[p - step]!;
        if (da < kOther) {
          const y = p + step;
          if (other[y]! > da + 1) {
            if (other[y] === INF && own[y] === INF) touched[count++] = y;
            other[y] = da + 1;
            top = pushWork(top, y * 2 + (white ? 0 : 1));
          }
        }
      }
    }
  }
  for (let k = 0; k < count; k++) {
    const x = touched[k]!;
    rmask[x] = (labB[x]! < INF ? BLACK : 0) | (labW[x]! < INF ? WHITE : 0);
    labB[x] = INF;
    labW[x] = INF;
  }
  return count;
}

/**
 * Memo index of group `groupStones[from..to)` (g), computing its jump-bounded reach when new; sets
 * groupR0[g], groupC0[g] to the top-left corner of the group's stone bounding box, which the memo's
 * relative reach cells are measured from.
 *
 * The key is translation-invariant: the stones inside their bounding box and the distances from
 * the box to the four board edges, each capped at 2·max(#B, #W). No stone of the group alone moves
 * farther than that from the box (a c-stone jumps at most once per stone of the other colour, two
 * cells a jump), so an edge farther away never stops a jump and the reach, relative to the box,
 * is the same on every board with the same key. O(stones + box cells / 16).
 */
function groupMemo(board: Board, g: number, from: number, to: number, exactMax: number): number {
  const { rows, cols, cells } = board;
  let r0 = rows;
  let r1 = -1;
  let c0 = cols;
  let c1 = -1;
  let nB = 0;
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    if (r < r0) r0 = r;
    if (r > r1) r1 = r;
    if (c < c0) c0 = c;
    if (c > c1) c1 = c;
    if (cells[p] === BLACK) nB++;
  }
  groupR0[g] = r0;
  groupC0[g] = c0;
  const far = 2 * Math.max(nB, to - from - nB);
  const h = r1 - r0 + 1;
  const w = c1 - c0 + 1;
  const words = 3 + ((h * w + 15) >> 4);
  groupKey.fill(0, 0, words);
  groupKey[0] = h | (w << 16);
  groupKey[1] = Math.min(r0, far) | (Math.min(rows - 1 - r1, far) << 16);
  groupKey[2] = Math.min(c0, far) | (Math.min(cols - 1 - c1, far) << 16);
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    const r = (p / cols) | 0;
    const q = (r - r0) * w + (p - r * cols - c0);
    groupKey[3 + (q >> 4)]! |= cells[p]! << ((q & 15) << 1);
  }
  const before = memoKeys.size;
  const idx = memoKeys.intern(groupKey, words);
  if (idx < before) return idx;
  memoBStart = growArray(memoBStart, idx + 1);
  memoBEnd = growArray(memoBEnd, idx + 1);
  memoEStart = growArray(memoEStart, idx + 1);
  memoEEnd = growArray(memoEEnd, idx + 1);
  memoBoxKnown = growArray(memoBoxKnown, idx + 1);
  memoBox = growArray(memoBox, 4 * (idx + 1));
  memoBoxKnown[idx] = 0;
  const count = boundedReach(board, from, to);
  memoBStart[idx] = appendReach(count, cols, r0, c0);
  memoBEnd[idx] = memoUsed;
  // A lone stone never moves, and big groups are not enumerated: the bounded reach is final.
  memoEStart[idx] = to - from === 1 || to - from > exactMax ? -2 : -1;
  return idx;
}

/** Makes the exact reach of group g's memo entry available if it can be. */
function upgradeToExact(board: Board, g: number): boolean {
  const idx = groupMemoIdx[g]!;
  if (memoEStart[idx] !== -1) return false;
  const count = exactReach(board, groupStart[g]!, groupStart[g + 1]!);
  if (count < 0) {
    memoEStart[idx] = -2;
    return false;
  }
  memoEStart[idx] = appendReach(count, board.cols, groupR0[g]!, groupC0[g]!);
  memoEEnd[idx] = memoUsed;
  return true;
}

function find(i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

function union(a: number, b: number): boolean {
  const ra = find(a);
  const rb = find(b);
  if (ra === rb) return false;
  if (ra < rb) parent[rb] = ra;
  else parent[ra] = rb;
  return true;
}

/** Whether some stone of `groupStones[from..to)` can jump now (either player). */
function groupHasMove(board: Board, from: number, to: number): boolean {
  const { rows, cols, cells } = board;
  for (let k = from; k < to; k++) {
    const p = groupStones[k]!;
    const me = cells[p]!;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    if (r >= 2 && cells[p - cols] === 3 - me && cells[p - 2 * cols] === 0) return true;
    if (r + 2 < rows && cells[p + cols] === 3 - me && cells[p + 2 * cols] === 0) return true;
    if (c >= 2 && cells[p - 1] === 3 - me && cells[p - 2] === 0) return true;
    if (c + 2 < cols && cells[p + 1] === 3 - me && cells[p + 2] === 0) return true;
  }
  return false;
}

var callStamp = 0;
var rootStamp: Int32Array = new Int32Array(0);
var rootSize: Int32Array = new Int32Array(0);
var rootMemo: Int32Array = new Int32Array(0);
var rootR0: Int32Array = new Int32Array(0);
var rootC0: Int32Array = new Int32Array(0);
var groupR0: Int32Array = new Int32Array(0);
var groupC0: Int32Array = new Int32Array(0);
var groupMemoIdx: Int32Array = new Int32Array(0);
var groupConflict: Uint8Array = new Uint8Array(0);
var conflictA: Int32Array = new Int32Array(64);
var conflictB: Int32Array = new Int32Array(64);

/** Active reach range of group g: exact when computed, else jump-bounded. */
function activeStart(g: number): number {
  const idx = groupMemoIdx[g]!;
  const e = memoEStart[idx]!;
  return e >= 0 ? e : memoBStart[idx]!;
}
function activeEnd(g: number): number {
  const idx = groupMemoIdx[g]!;
  return memoEStart[idx]! >= 0 ? memoEEnd[idx]! : memoBEnd[idx]!;
}

/**
 * Finds the pairs of groups whose active reaches violate condition (1) or (2) into
 * conflictA/conflictB; returns their number. O(reach cells + cells).
 */
var conflictCount = 0;
function addConflict(g: number, h: number): void {
  if (conflictCount >= conflictA.length) {
    conflictA = growArray(conflictA, conflictCount + 1);
    conflictB = growArray(conflictB, conflictCount + 1);
  }
  conflictA[conflictCount] = g;
  conflictB[conflictCount] = h;
  conflictCount++;
}

function findConflicts(n: number, cols: number, groups: number): number {
  conflictCount = 0;
  owner.fill(-1, 0, n);
  for (let g = 0; g < groups; g++) {
    const end = activeEnd(g);
    const base = groupR0[g]! * cols + groupC0[g]!;
    for (let i = activeStart(g); i < end; i++) {
      const x = base + memoDr[i]! * cols + memoDc[i]!;
      const o = owner[x]!;
      if (o >= 0) addConflict(o, g);
      else {
        owner[x] = g;
        ownerMask[x] = memoMasks[i]!;
      }
    }
  }
  for (let p = 0; p < n; p++) {
    const o = owner[p]!;
    if (o < 0) continue;
    const mp = ownerMask[p]!;
    if (p % cols + 1 < cols) {
      const q = owner[p + 1]!;
      if (q >= 0 && q !== o && !(mp === ownerMask[p + 1] && mp !== 3)) addConflict(o, q);
    }
    if (p + cols < n) {
      const q = owner[p + cols]!;
      if (q >= 0 && q !== o && !(mp === ownerMask[p + cols] && mp !== 3)) addConflict(o, q);
    }
  }
  return conflictCount;
}

/**
 * The independent components of `board` (see the module comment for the proof): their
 * disjunctive sum is the board's value, in both rule variants. Each is the board cut out to the
 * bounding box of its group's exact reach when that can be enumerated, else of its
 * jump-bounded reach, at (`row`, `col`) of the original (the same group always gives the same
 * cut-out); groups with no move are dropped, so a position where nobody can move gives `[]`. Uses module-level scratch memory and a reach memo. Cost: see the
 * module comment; O(cells) per round when every group's reach is memoized.
 * `exactMaxStones` (default {@link EXACT_MAX_STONES}, at most that) lowers the size of groups
 * that may get an exact reach; 0 uses only jump-bounded reaches (for testing that path).
 */
export function components(board: Board, exactMaxStones: number = EXACT_MAX_STONES): Component[] {
  return board.cols <= BIT_MAX_COLS ? componentsBits(board, exactMaxStones) : componentsCellwise(board, exactMaxStones);
}

/**
 * {@link components} computed cell by cell (reaches as cell lists): the path for boards wider than
 * 31 columns, and the plain version the bit-row path is tested against (same partition, same
 * cut-outs, its own reach memo). Cost: see the module comment.
 */
export function componentsCellwise(board: Board, exactMaxStones: number = EXACT_MAX_STONES): Component[] {
  const { rows, cols, cells } = board;
  const n = rows * cols;
  const exactMax = Math.min(exactMaxStones, EXACT_MAX_STONES);
  ensureScratch(n);
  // Entries computed under a lower limit would be reused under another one: keep one memo per limit.
  if (exactMax !== memoLimit) {
    resetMemo();
    memoLimit = exactMax;
  }
  if (rootStamp.length < capCells) {
    rootStamp = new Int32Array(capCells);
    rootSize = new Int32Array(capCells);
    rootMemo = new Int32Array(capCells);
    rootR0 = new Int32Array(capCells);
    rootC0 = new Int32Array(capCells);
    groupR0 = new Int32Array(capCells);
    groupC0 = new Int32Array(capCells);
    groupMemoIdx = new Int32Array(capCells);
    groupConflict = new Uint8Array(capCells);
  }
  if (memoKeys.size > REACH_MEMO_LIMIT) resetMemo();
  callStamp = (callStamp + 1) | 0;
  let ns = 0;
  for (let p = 0; p < n; p++) {
    if (cells[p] === 0) continue;
    parent[p] = p;
    stones[ns++] = p;
  }
  if (ns === 0) return [];
  for (let k = 0; k < ns; k++) {
    const p = stones[k]!;
    const v = cells[p]!;
    const c = p % cols;
    if (c + 1 < cols && cells[p + 1] === 3 - v) union(p, p + 1);
    if (p + cols < n && cells[p + cols] === 3 - v) union(p, p + cols);
  }
  let groups = 0;
  for (;;) {
    // Groups in CSR form: groupStones[groupStart[g] .. groupStart[g+1]).
    groups = 0;
    for (let k = 0; k < ns; k++) {
      const root = find(stones[k]!);
      let g = rootGroup[root]!;
      if (g < 0) {
        g = groups++;
        rootGroup[root] = g;
        groupRoot[g] = root;
        groupFill[g] = 0;
      }
      groupOf[k] = g;
      groupFill[g]!++;
    }
    groupStart[0] = 0;
    for (let g = 0; g < groups; g++) {
      groupStart[g + 1] = groupStart[g]! + groupFill[g]!;
      groupFill[g] = groupStart[g]!;
      rootGroup[groupRoot[g]!] = -1;
    }
    for (let k = 0; k < ns; k++) groupStones[groupFill[groupOf[k]!]!++] = stones[k]!;
    for (let g = 0; g < groups; g++) {
      // Groups only grow by merging: the same root and size is the same group as last round.
      const root = groupRoot[g]!;
      const size = groupStart[g + 1]! - groupStart[g]!;
      if (rootStamp[root] === callStamp && rootSize[root] === size) {
        groupMemoIdx[g] = rootMemo[root]!;
        groupR0[g] = rootR0[root]!;
        groupC0[g] = rootC0[root]!;
      } else {
        const idx = groupMemo(board, g, groupStart[g]!, groupStart[g + 1]!, exactMax);
        groupMemoIdx[g] = idx;
        rootStamp[root] = callStamp;
        rootSize[root] = size;
        rootMemo[root] = idx;
        rootR0[root] = groupR0[g]!;
        rootC0[root] = groupC0[g]!;
      }
    }
    if (groups === 1) break;
    // Conflicts under the cheap reaches; a small group in a conflict gets its exact reach (never
    // larger) and the check repeats; what remains is merged.
    let conflicts = findConflicts(n, cols, groups);
    while (conflicts > 0) {
      let upgraded = false;
      for (let k = 0; k < conflicts; k++) {
        const g = conflictA[k]!;
        const h = conflictB[k]!;
        // The smaller group first (its exact reach is cheaper and more often memoized); the
        // larger one only when the conflict remains.
        const small = groupStart[g + 1]! - groupStart[g]! <= groupStart[h + 1]! - groupStart[h]! ? g : h;
        const large = small === g ? h : g;
        if (memoEStart[groupMemoIdx[small]!] === -1) {
          if (upgradeToExact(board, small)) upgraded = true;
        } else if (upgradeToExact(board, large)) upgraded = true;
      }
      if (!upgraded) break;
      conflicts = findConflicts(n, cols, groups);
    }
    if (conflicts === 0) break;
    for (let k = 0; k < conflicts; k++) union(groupRoot[conflictA[k]!]!, groupRoot[conflictB[k]!]!);
  }
  const out: Component[] = [];
  for (let g = 0; g < groups; g++) {
    if (!groupHasMove(board, groupStart[g]!, groupStart[g + 1]!)) continue;
    let r0 = rows;
    let r1 = -1;
    let c0 = cols;
    let c1 = -1;
    // Cut out to the smallest sound box: the exact reach's when it can be had (memoized, so the
    // same group always gives the same cut-out), else the jump-bounded reach's.
    const gr = groupR0[g]!;
    const gc = groupC0[g]!;
    const idx = groupMemoIdx[g]!;
    if (memoBoxKnown[idx] === 0) {
      for (let i = activeStart(g), end = activeEnd(g); i < end; i++) {
        const r = gr + memoDr[i]!;
        const c = gc + memoDc[i]!;
        if (r < r0) r0 = r;
        if (r > r1) r1 = r;
        if (c < c0) c0 = c;
        if (c > c1) c1 = c;
      }
      if (memoEStart[idx] === -1) {
        exactBox(board, groupStart[g]!, groupStart[g + 1]!, r0, r1, c0, c1);
        r0 = xMinR;
        r1 = xMaxR;
        c0 = xMinC;
        c1 = xMaxC;
      }
      saveBox(memoBox, 4 * idx, r0, r1, c0, c1, gr, gc);
      memoBoxKnown[idx] = 1;
    } else {
      loadBox(memoBox, 4 * idx, gr, gc);
      r0 = boxR0;
      r1 = boxR1;
      c0 = boxC0;
      c1 = boxC1;
    }
    const h = r1 - r0 + 1;
    const w = c1 - c0 + 1;
    if (h === rows && w === cols && groups === 1) {
      out.push({ board, row: 0, col: 0 });
      continue;
    }
    const sub = new Uint8Array(h * w);
    for (let k = groupStart[g]!; k < groupStart[g + 1]!; k++) {
      const p = groupStones[k]!;
      const r = (p / cols) | 0;
      const c = p - r * cols;
      sub[(r - r0) * w + (c - c0)] = cells[p]!;
    }
    out.push({ board: makeBoard(h, w, sub), row: r0, col: c0 });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Bit-row components (boards of at most 31 columns, e.g. the 3×n boards): the same partition
// rule, memo keys and cut-outs as componentsCellwise, with every group and reach held as two
// masks per row (black, white; bit c = column c). Clusters by mask flood fill, the jump-bounded
// reach by layered shifts, the conflict test of two groups by ANDs of their reach rows and of
// their one-step dilations: O(rows) per pair instead of O(cells) per round.

const popcount = popcount32Import;

/** Reach memo of the bit path: group key (as groupMemo's, from masks) → reach rows. */
var bKeys = new PackedKeyInterner();
var bLimit = EXACT_MAX_STONES;
/**
 * Per entry, one record of META words (one cache line holds two): [TOP] first stored row
 * relative to the group's top row (−top clamp), [NROWS] stored rows, [LEFT] column base relative
 * to the group's left column (−left clamp), [BND] pool offset of the jump-bounded reach rows,
 * [EX] of the exact ones (−1 not yet, −2 never), [BOXKNOWN] 1 once the cut-out box is known,
 * and the box itself as four int16 (saveBox at {@link boxAt}) in the last two words.
 */
const META = 8;
const TOP = 0;
const NROWS = 1;
const LEFT = 2;
const BND = 3;
const EX = 4;
const BOXKNOWN = 5;
var bMeta: Int32Array = new Int32Array(META << 12);
var bMeta16: Int16Array = new Int16Array(bMeta.buffer);

/** Offset in bMeta16 of entry idx's cut-out box (words 6 and 7 of its record). O(1). */
function boxAt(idx: number): number {
  return 2 * META * idx + 12;
}
/** Reach rows: 2 words (black, white) per row, shifted right by the entry's column base. */
var bPool: Int32Array = new Int32Array(1 << 16);
var bPoolUsed = 0;

/**
 * Front cache of the bit path's memo: direct-mapped, FRONT_SLOTS slots of one key each (stride
 * frontStride words: the longest key of the board's rows) and its memo index + 1 (0: empty).
 * A group key recurring soon (a child position keeps most of its parent's groups) is found here
 * in O(key length) in a table small enough to stay in cache, not by the memo's larger one.
 */
const FRONT_SLOTS = 1 << 12;
var frontStride = 0;
var frontKeys: Int32Array = new Int32Array(0);
const frontIdx = new Int32Array(FRONT_SLOTS);

/** Room in the front cache for keys of boards of `rows` rows; empties it when it grows. O(1) unless it grows. */
function ensureFront(rows: number): void {
  if (frontStride >= 3 + 2 * rows) return;
  frontStride = 3 + 2 * rows;
  frontKeys = new Int32Array(FRONT_SLOTS * frontStride);
  frontIdx.fill(0);
}

function bReset(): void {
  bKeys = new PackedKeyInterner();
  bPoolUsed = 0;
  frontIdx.fill(0);
}

// Per-call group state: group g's stones in gB/gW[g·rows + r], its active reach in rB/rW, its
// stone box origin, memo entry and size; scratch rows for the bounded reach.
var gCap = 0;
var gB: Int32Array = new Int32Array(0);
var gW: Int32Array = new Int32Array(0);
var rB: Int32Array = new Int32Array(0);
var rW: Int32Array = new Int32Array(0);
var gR0: Int32Array = new Int32Array(0);
var gC0: Int32Array = new Int32Array(0);
var gIdx: Int32Array = new Int32Array(0);
var gSize: Int32Array = new Int32Array(0);
var gUf: Int32Array = new Int32Array(0);
var gNew: Int32Array = new Int32Array(0);
var gRoot: Int32Array = new Int32Array(0);
/** Per group: 1 when it is new this round of merging (its pairs must be checked), else 0. */
var gFresh: Int32Array = new Int32Array(0);
/** Scratch list of group numbers (the new groups that are not lone stones, ascending). */
var gList: Int32Array = new Int32Array(0);
/** Per group: the columns its active reach touches (OR of its reach rows). */
var rAny: Int32Array = new Int32Array(0);
var rowScratch: Int32Array = new Int32Array(0);
var pairA: Int32Array = new Int32Array(64);
var pairB: Int32Array = new Int32Array(64);

/** Room for `need` groups of `rows` rows, keeping the contents (the arrays only grow). */
function ensureGroups(need: number, rows: number): void {
  if (rowScratch.length < 10 * rows) rowScratch = growArray(rowScratch.length > 0 ? rowScratch : new Int32Array(10), 10 * rows);
  if (need * rows <= gB.length && need <= gCap) return;
  gCap = Math.max(need, 2 * gCap, 16);
  const words = Math.max(gCap * rows, gB.length);
  const keep = (a: Int32Array, n: number): Int32Array => {
    const b = new Int32Array(n);
    b.set(a);
    return b;
  };
  gB = keep(gB, words);
  gW = keep(gW, words);
  rB = keep(rB, words);
  rW = keep(rW, words);
  gR0 = keep(gR0, gCap);
  gC0 = keep(gC0, gCap);
  gIdx = keep(gIdx, gCap);
  gSize = keep(gSize, gCap);
  gUf = keep(gUf, gCap);
  gNew = keep(gNew, gCap);
  gRoot = keep(gRoot, gCap);
  gFresh = keep(gFresh, gCap);
  gList = keep(gList, gCap);
  rAny = keep(rAny, gCap);
}

/**
 * Appends `nr` reach rows to the pool, each shifted right by `shift`: row i's black mask from
 * `src[black + i·step]`, its white one from `src[white + i·step]`; returns their pool offset. O(nr).
 */
function bPoolAppend(src: Int32Array, black: number, white: number, step: number, nr: number, shift: number): number {
  bPool = growArray(bPool, bPoolUsed + 2 * nr);
  const start = bPoolUsed;
  for (let i = 0; i < nr; i++) {
    bPool[start + 2 * i] = src[black + i * step]! >>> shift;
    bPool[start + 2 * i + 1] = src[white + i * step]! >>> shift;
  }
  bPoolUsed += 2 * nr;
  return start;
}

/**
 * Jump-bounded reach (module comment) of the group with stone rows `sb`, `sw` (offset `o`) into
 * rowScratch[0..rows) (black) and [rows..2·rows) (white): for each colour c the cells with a
 * label below K_c + 1, by K_c layers of "one more jump over a cell the other colour may hold",
 * alternating the colours until a pass adds nothing (once each colour has had one: the other colour's
 * next pass would then add nothing either). Same fixpoint as boundedReach. O(rounds × K × rows).
 */
function boundedReachBits(rows: number, full: number, sb: Int32Array, sw: Int32Array, o: number, nB: number, nW: number): void {
  const fb = rowScratch; // [0, rows): black may stand; [rows, 2 rows): white may stand
  // layer scratch [2 rows, 4 rows): the current layer and the next one, swapped after each step
  let cur = 2 * rows;
  let nxt = 3 * rows;
  for (let r = 0; r < rows; r++) {
    fb[r] = sb[o + r]!;
    fb[rows + r] = sw[o + r]!;
  }
  // Colours alternate; a pass of one colour depends only on the other's cells, so once a pass
  // (after each colour's first) adds nothing, the other colour's next pass would add nothing too.
  for (let colour = 0, passes = 0; ; colour ^= 1) {
    let changed = false;
    const own = colour === 0 ? 0 : rows;
    const oth = colour === 0 ? rows : 0;
    const k = colour === 0 ? nW : nB; // jumps one stone of this colour can make
    // layer 0: the group's own stones of this colour
    for (let r = 0; r < rows; r++) fb[cur + r] = colour === 0 ? sb[o + r]! : sw[o + r]!;
    for (let j = 0; j < k; j++) {
      let grew = false;
      for (let r = 0; r < rows; r++) {
        const a = fb[cur + r]!;
        let x = a;
        const f = fb[oth + r]!;
        x |= (((a & (f >>> 1)) << 2) | ((a & (f << 1)) >>> 2)) & full;
        if (r >= 2) x |= fb[cur + r - 2]! & fb[oth + r - 1]!;
        if (r + 2 < rows) x |= fb[cur + r + 2]! & fb[oth + r + 1]!;
        fb[nxt + r] = x;
        if (x !== a) grew = true;
      }
      const t = cur;
      cur = nxt;
      nxt = t;
      if (!grew) break;
    }
    for (let r = 0; r < rows; r++) {
      const x = fb[cur + r]! | fb[own + r]!;
      if (x !== fb[own + r]) {
        fb[own + r] = x;
        changed = true;
      }
    }
    passes++;
    if (!changed && passes >= 2) break;
  }
}

/**
 * Memo entry of group g (stone rows in gB/gW), creating it with its jump-bounded reach when new;
 * sets gR0/gC0/gSize. The key is groupMemo's (translation-invariant, edge distances capped at
 * 2·max(#B, #W)) built from the masks. O(rows) plus the reach when new.
 */
function bGroupMemo(g: number, rows: number, cols: number, full: number, exactMax: number): number {
  const o = g * rows;
  let r0 = -1;
  let r1 = -1;
  let any = 0;
  let nB = 0;
  let nW = 0;
  for (let r = 0; r < rows; r++) {
    const b = gB[o + r]!;
    const w = gW[o + r]!;
    if ((b | w) !== 0) {
      if (r0 < 0) r0 = r;
      r1 = r;
      any |= b | w;
      nB += popcount(b);
      nW += popcount(w);
    }
  }
  const c0 = 31 - Math.clz32(any & -any);
  const c1 = 31 - Math.clz32(any);
  gR0[g] = r0;
  gC0[g] = c0;
  gSize[g] = nB + nW;
  const far = 2 * Math.max(nB, nW);
  const h = r1 - r0 + 1;
  const top = Math.min(r0, far);
  const bottom = Math.min(rows - 1 - r1, far);
  const left = Math.min(c0, far);
  groupKey[0] = h | ((c1 - c0 + 1) << 16);
  groupKey[1] = top | (bottom << 16);
  groupKey[2] = left | (Math.min(cols - 1 - c1, far) << 16);
  let hash = Math.imul(groupKey[0] ^ Math.imul(groupKey[1], 0x01000193) ^ Math.imul(groupKey[2], 0x9e3779b1), 0x85ebca6b);
  for (let r = 0; r < h; r++) {
    const b = gB[o + r0 + r]! >>> c0;
    const w = gW[o + r0 + r]! >>> c0;
    groupKey[3 + 2 * r] = b;
    groupKey[4 + 2 * r] = w;
    hash = Math.imul(hash ^ b, 0x01000193) ^ Math.imul(w, 0x9e3779b1);
  }
  const len = 3 + 2 * h;
  // the front cache: a recent key in this slot answers without the memo's table
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x85ebca6b);
  const slot = (hash ^ (hash >>> 13)) & (FRONT_SLOTS - 1);
  const fo = slot * frontStride;
  if (frontIdx[slot]! > 0 && frontKeys[fo] === groupKey[0]) {
    let eq = true;
    for (let i = 1; i < len; i++) {
      if (frontKeys[fo + i] !== groupKey[i]) {
        eq = false;
        break;
      }
    }
    if (eq) return frontIdx[slot]! - 1;
  }
  const before = bKeys.size;
  const idx = bKeys.intern(groupKey, len);
  for (let i = 0; i < len; i++) frontKeys[fo + i] = groupKey[i]!;
  frontIdx[slot] = idx + 1;
  if (idx < before) return idx;
  if (bMeta.length < META * (idx + 1)) {
    bMeta = growArray(bMeta, META * (idx + 1));
    bMeta16 = new Int16Array(bMeta.buffer);
  }
  const m = META * idx;
  const nr = top + h + bottom;
  bMeta[m + TOP] = -top;
  bMeta[m + NROWS] = nr;
  bMeta[m + LEFT] = -left;
  bMeta[m + BOXKNOWN] = 0;
  boundedReachBits(rows, full, gB, gW, o, nB, nW);
  bMeta[m + BND] = bPoolAppend(rowScratch, r0 - top, rows + r0 - top, 1, nr, c0 - left);
  bMeta[m + EX] = nB + nW === 1 || nB + nW > exactMax ? -2 : -1;
  return idx;
}

/** Writes group g's active reach (exact when known, else jump-bounded) into rB/rW. O(rows). */
function bMaterialize(g: number, rows: number): void {
  const o = g * rows;
  const idx = gIdx[g]!;
  if (idx < 0) {
    // a lone stone (no memo entry): it never moves, its reach is its cell
    let any = 0;
    for (let r = 0; r < rows; r++) {
      rB[o + r] = gB[o + r]!;
      rW[o + r] = gW[o + r]!;
      any |= gB[o + r]! | gW[o + r]!;
    }
    rAny[g] = any;
    return;
  }
  const meta = bMeta;
  const m = META * idx;
  const ex = meta[m + EX]!;
  const start = ex >= 0 ? ex : meta[m + BND]!;
  const first = gR0[g]! + meta[m + TOP]!;
  const shift = gC0[g]! + meta[m + LEFT]!;
  const last = first + meta[m + NROWS]!;
  // rows outside the stored ones are empty (plain loops: TypedArray.fill costs more on 3 rows)
  let any = 0;
  for (let r = 0; r < rows; r++) {
    let b = 0;
    let w = 0;
    if (r >= first && r < last) {
      const i = start + 2 * (r - first);
      b = bPool[i]! << shift;
      w = bPool[i + 1]! << shift;
      any |= b | w;
    }
    rB[o + r] = b;
    rW[o + r] = w;
  }
  rAny[g] = any;
}

/** Seeds the bit-row search with group g's stones. */
function bSeed(g: number, rows: number): void {
  bitSearchStart(rows);
  const o = g * rows;
  for (let r = 0; r < rows; r++) {
    st[2 * r] = gB[o + r]!;
    st[2 * r + 1] = gW[o + r]!;
  }
}

/** Computes group g's exact reach into its memo entry if allowed and not known yet; true when it did. */
function bUpgrade(g: number, rows: number, cols: number): boolean {
  const idx = gIdx[g]!;
  if (idx < 0 || bMeta[META * idx + EX] !== -1) return false;
  xBoxMode = false;
  bSeed(g, rows);
  bitSearchRun(rows, cols);
  if (xAbort) {
    bMeta[META * idx + EX] = -2;
    return false;
  }
  const m = META * idx;
  const nr = bMeta[m + NROWS]!;
  const first = gR0[g]! + bMeta[m + TOP]!;
  const shift = gC0[g]! + bMeta[m + LEFT]!;
  bMeta[m + EX] = bPoolAppend(uni, 2 * first, 2 * first + 1, 2, nr, shift);
  bMaterialize(g, rows);
  return true;
}

/** Whether the active reaches of groups g and h violate condition (1) or (2). O(rows). */
function bConflict(g: number, h: number, rows: number, full: number): boolean {
  // columns: reaches whose column sets are neither shared nor adjacent cannot conflict
  const ag = rAny[g]!;
  if (((ag | (ag << 1) | (ag >>> 1)) & rAny[h]!) === 0) return false;
  const og = g * rows;
  const oh = h * rows;
  for (let r = 0; r < rows; r++) {
    const bg = rB[og + r]!;
    const wg = rW[og + r]!;
    const bh = rB[oh + r]!;
    const wh = rW[oh + r]!;
    // (1) a shared cell
    if (((bg | wg) & (bh | wh)) !== 0) return true;
    // (2) adjacent cells u (of g), v (of h) unless both hold only the same single colour:
    // that is, a black u next to a white v or a white u next to a black v.
    const nbh = (((bh << 1) | (bh >>> 1)) & full) | (r > 0 ? rB[oh + r - 1]! : 0) | (r + 1 < rows ? rB[oh + r + 1]! : 0);
    const nwh = (((wh << 1) | (wh >>> 1)) & full) | (r > 0 ? rW[oh + r - 1]! : 0) | (r + 1 < rows ? rW[oh + r + 1]! : 0);
    if ((bg & nwh) !== 0 || (wg & nbh) !== 0) return true;
  }
  return false;
}

/**
 * Sets boxR0..boxC1 to the bounding box of the cells set in `rows` rows of masks, row r being
 * `black[bo + r·step] | white[wo + r·step]` (bit c = column c); boxR0 = −1 when none is. O(rows).
 */
function rowsBox(black: Int32Array, bo: number, white: Int32Array, wo: number, step: number, rows: number): void {
  let r0 = -1;
  let r1 = -1;
  let any = 0;
  for (let r = 0; r < rows; r++) {
    const u = black[bo + r * step]! | white[wo + r * step]!;
    if (u !== 0) {
      if (r0 < 0) r0 = r;
      r1 = r;
      any |= u;
    }
  }
  boxR0 = r0;
  boxR1 = r1;
  boxC0 = 31 - Math.clz32(any & -any);
  boxC1 = 31 - Math.clz32(any);
}

function ufFind(i: number): number {
  while (gUf[i] !== i) {
    gUf[i] = gUf[gUf[i]!]!;
    i = gUf[i]!;
  }
  return i;
}

/**
 * {@link components} on bit rows (boards of at most 31 columns): the rule, reaches, memo keys and
 * cut-outs of componentsCellwise (the tests check both against the plain values and each other's
 * cut-outs); a partition may differ from the cellwise one only where the two happen to give
 * exact reaches to different groups of a conflict first (both sound). Cost O(rows) per group
 * and per pair of groups per round, plus the reaches of groups not in the memo.
 */
function componentsBits(board: Board, exactMaxStones: number): Component[] {
  const { rows, cols, cells } = board;
  const full = cols >= 32 ? -1 : (1 << cols) - 1;
  const exactMax = Math.min(exactMaxStones, EXACT_MAX_STONES);
  if (exactMax !== bLimit) {
    bReset();
    bLimit = exactMax;
  }
  if (bKeys.size > REACH_MEMO_LIMIT) bReset();
  ensureScratch(rows * cols);
  if (groupKey.length < 3 + 2 * rows) groupKey = new Int32Array(3 + 2 * rows);
  ensureFront(rows);
  // the board's rows, and the stones not yet in a cluster (rowScratch [4 rows, 8 rows)); lone stones [8 rows, 10 rows)
  const BB = 4 * rows;
  const WW = 5 * rows;
  const remB = 6 * rows;
  const remW = 7 * rows;
  ensureGroups(8, rows);
  let stonesLeft = 0;
  let stoneCount = 0;
  for (let r = 0; r < rows; r++) {
    let b = 0;
    let w = 0;
    const base = r * cols;
    for (let c = 0; c < cols; c++) {
      // a cell is 0 (empty), 1 (BLACK) or 2 (WHITE): no branch per cell
      const v = cells[base + c]!;
      b |= (v & BLACK) << c;
      w |= (v >> 1) << c;
    }
    rowScratch[BB + r] = rowScratch[remB + r] = b;
    rowScratch[WW + r] = rowScratch[remW + r] = w;
    stonesLeft |= b | w;
    stoneCount += popcount(b | w);
  }
  if (stonesLeft === 0) return [];
  // at most one group per stone: room for all of them now, so the arrays below stay put
  ensureGroups(stoneCount, rows);
  const rs = rowScratch;
  const GB = gB;
  const GW = gW;
  const RB = rB;
  const RW = rW;
  const GIDX = gIdx;
  const GUF = gUf;
  const GSIZE = gSize;
  const GFRESH = gFresh;
  // Lone stones (no orthogonally adjacent stone of the other colour) are one-stone clusters:
  // found for all rows at once, they need no flood fill below.
  const loneB = 8 * rows;
  const loneW = 9 * rows;
  for (let r = 0; r < rows; r++) {
    const b = rs[BB + r]!;
    const w = rs[WW + r]!;
    const up = r > 0 ? r - 1 : -1;
    const down = r + 1 < rows ? r + 1 : -1;
    const nearW = (w << 1) | (w >>> 1) | (up >= 0 ? rs[WW + up]! : 0) | (down >= 0 ? rs[WW + down]! : 0);
    const nearB = (b << 1) | (b >>> 1) | (up >= 0 ? rs[BB + up]! : 0) | (down >= 0 ? rs[BB + down]! : 0);
    rs[loneB + r] = b & ~nearW;
    rs[loneW + r] = w & ~nearB;
  }
  // Clusters: stones joined through orthogonally adjacent stones of the other colour, in the
  // order of their first stone (row-major), by flood fill on the masks.
  let groups = 0;
  for (let r = 0; r < rows; r++) {
    for (;;) {
      const left = rs[remB + r]! | rs[remW + r]!;
      if (left === 0) break;
      const o = groups * rows;
      for (let r = 0; r < rows; r++) GB[o + r] = GW[o + r] = 0;
      const seed = left & -left;
      if (((rs[loneB + r]! | rs[loneW + r]!) & seed) !== 0) {
        // a lone stone: its reach is its cell (materialized here, see bMaterialize)
        if ((rs[loneB + r]! & seed) !== 0) {
          GB[o + r] = seed;
          rs[remB + r]! &= ~seed;
        } else {
          GW[o + r] = seed;
          rs[remW + r]! &= ~seed;
        }
        for (let i = 0; i < rows; i++) {
          RB[o + i] = GB[o + i]!;
          RW[o + i] = GW[o + i]!;
        }
        rAny[groups] = seed;
        GIDX[groups] = -1;
        gR0[groups] = r;
        gC0[groups] = 31 - Math.clz32(seed);
        GSIZE[groups] = 1;
        GUF[groups] = 1; // marks "lone" for the loop below
        groups++;
        continue;
      }
      if ((rs[remB + r]! & seed) !== 0) {
        GB[o + r] = seed;
        rs[remB + r]! &= ~seed;
      } else {
        GW[o + r] = seed;
        rs[remW + r]! &= ~seed;
      }
      for (let grew = true; grew; ) {
        grew = false;
        for (let i = 0; i < rows; i++) {
          const cb = GB[o + i]!;
          const cw = GW[o + i]!;
          const nearB = (cb << 1) | (cb >>> 1) | (i > 0 ? GB[o + i - 1]! : 0) | (i + 1 < rows ? GB[o + i + 1]! : 0);
          const nearW = (cw << 1) | (cw >>> 1) | (i > 0 ? GW[o + i - 1]! : 0) | (i + 1 < rows ? GW[o + i + 1]! : 0);
          const addW = nearB & rs[remW + i]!;
          const addB = nearW & rs[remB + i]!;
          if ((addW | addB) !== 0) {
            GW[o + i] = cw | addW;
            GB[o + i] = cb | addB;
            rs[remW + i]! &= ~addW;
            rs[remB + i]! &= ~addB;
            grew = true;
          }
        }
      }
      GUF[groups] = 0;
      groups++;
    }
  }
  for (let g = 0; g < groups; g++) {
    if (GUF[g] === 0) {
      GIDX[g] = bGroupMemo(g, rows, cols, full, exactMax);
      bMaterialize(g, rows);
    }
  }
  // Rounds: merge every pair in conflict (after giving small groups their exact reach) until none is.
  // Only pairs with a group new this round (every group in the first) are checked: a pair of
  // groups that are not new was free of conflict at the end of the last round (else it would
  // have merged), and a group's active reach only shrinks while it is not merged. Two lone
  // stones never conflict (distinct single cells, and adjacent ones have the same colour, else
  // they would be one cluster). The pairs found are in the order (g, h) of the full double loop.
  for (let g = 0; g < groups; g++) GFRESH[g] = 1;
  const LIST = gList;
  while (groups > 1) {
    let pairs = 0;
    // A new group that is not a lone stone is checked against every later group; any other
    // group only against the later ones of LIST: the new groups that are not lone stones.
    let nList = 0;
    for (let h = 0; h < groups; h++) if (GFRESH[h] === 1 && GIDX[h]! >= 0) LIST[nList++] = h;
    let lp = 0;
    for (let g = 0; g < groups; g++) {
      while (lp < nList && LIST[lp]! <= g) lp++;
      const allLater = GFRESH[g] === 1 && GIDX[g]! >= 0;
      const kEnd = allLater ? groups : nList;
      for (let k = allLater ? g + 1 : lp; k < kEnd; k++) {
        const h = allLater ? k : LIST[k]!;
        if (!bConflict(g, h, rows, full)) continue;
        if (pairs >= pairA.length) {
          pairA = growArray(pairA, pairs + 1);
          pairB = growArray(pairB, pairs + 1);
        }
        pairA[pairs] = g;
        pairB[pairs] = h;
        pairs++;
      }
    }
    while (pairs > 0) {
      // The smaller group of each pair first; the larger one only when the conflict remains.
      let upgraded = false;
      for (let k = 0; k < pairs; k++) {
        const g = pairA[k]!;
        const h = pairB[k]!;
        const small = GSIZE[g]! <= GSIZE[h]! ? g : h;
        const large = small === g ? h : g;
        if (GIDX[small]! >= 0 && bMeta[META * GIDX[small]! + EX] === -1) {
          if (bUpgrade(small, rows, cols)) upgraded = true;
        } else if (bUpgrade(large, rows, cols)) upgraded = true;
      }
      if (!upgraded) break;
      // Reaches only shrank: only the pairs in conflict so far can still be (same order kept).
      let kept = 0;
      for (let k = 0; k < pairs; k++) {
        const g = pairA[k]!;
        const h = pairB[k]!;
        if (!bConflict(g, h, rows, full)) continue;
        pairA[kept] = g;
        pairB[kept] = h;
        kept++;
      }
      pairs = kept;
    }
    if (pairs === 0) break;
    for (let g = 0; g < groups; g++) GUF[g] = g;
    for (let k = 0; k < pairs; k++) {
      const a = ufFind(pairA[k]!);
      const b = ufFind(pairB[k]!);
      if (a !== b) GUF[a < b ? b : a] = a < b ? a : b;
    }
    // Compact: each root (its smallest member, so the order by first stone is kept) becomes a group.
    let next = 0;
    for (let g = 0; g < groups; g++) gRoot[g] = ufFind(g);
    for (let g = 0; g < groups; g++) {
      const root = gRoot[g]!;
      if (root === g) {
        gNew[g] = next;
        if (next !== g) {
          for (let r = 0, to = next * rows, from = g * rows; r < rows; r++) {
            GB[to + r] = GB[from + r]!;
            GW[to + r] = GW[from + r]!;
            RB[to + r] = RB[from + r]!;
            RW[to + r] = RW[from + r]!;
          }
          rAny[next] = rAny[g]!;
          GIDX[next] = GIDX[g]!;
          gR0[next] = gR0[g]!;
          gC0[next] = gC0[g]!;
          GSIZE[next] = GSIZE[g]!;
        }
        next++;
      } else {
        const t = gNew[root]!;
        const o = t * rows;
        const og = g * rows;
        for (let r = 0; r < rows; r++) {
          GB[o + r]! |= GB[og + r]!;
          GW[o + r]! |= GW[og + r]!;
        }
        GSIZE[t] = -1; // changed: new memo entry below
      }
    }
    groups = next;
    for (let g = 0; g < groups; g++) {
      GFRESH[g] = GSIZE[g]! < 0 ? 1 : 0;
      if (GSIZE[g]! >= 0) continue;
      GIDX[g] = bGroupMemo(g, rows, cols, full, exactMax);
      bMaterialize(g, rows);
    }
  }
  // Output: groups with a move, cut out to the box of the exact reach when it can be had.
  const out: Component[] = [];
  for (let g = 0; g < groups; g++) {
    const o = g * rows;
    let moves = 0;
    for (let r = 0; r < rows && moves === 0; r++) {
      const empty = full & ~(rs[BB + r]! | rs[WW + r]!);
      const b = GB[o + r]!;
      const w = GW[o + r]!;
      const ab = rs[BB + r]!;
      const aw = rs[WW + r]!;
      moves |= b & (((aw >>> 1) & (empty >>> 2)) | ((aw << 1) & (empty << 2)));
      moves |= w & (((ab >>> 1) & (empty >>> 2)) | ((ab << 1) & (empty << 2)));
      if (r + 2 < rows) {
        const e2 = full & ~(rs[BB + r + 2]! | rs[WW + r + 2]!);
        moves |= (b & rs[WW + r + 1]! & e2) | (w & rs[BB + r + 1]! & e2);
      }
      if (r >= 2) {
        const e2 = full & ~(rs[BB + r - 2]! | rs[WW + r - 2]!);
        moves |= (b & rs[WW + r - 1]! & e2) | (w & rs[BB + r - 1]! & e2);
      }
    }
    if (moves === 0) continue;
    const idx = GIDX[g]!;
    const gr = gR0[g]!;
    const gc = gC0[g]!;
    let r0: number;
    let r1: number;
    let c0: number;
    let c1: number;
    if (bMeta[META * idx + BOXKNOWN] === 0) {
      rowsBox(rB, o, rW, o, 1, rows);
      r0 = boxR0;
      r1 = boxR1;
      c0 = boxC0;
      c1 = boxC1;
      if (bMeta[META * idx + EX] === -1) {
        // the exact reach's box, by the search that stops once the stones fill this sound box
        rowsBox(gB, o, gW, o, 1, rows);
        if (boxR0 !== r0 || boxR1 !== r1 || boxC0 !== c0 || boxC1 !== c1) {
          xBoxMode = true;
          xTR0 = r0;
          xTR1 = r1;
          xTC0 = c0;
          xTC1 = c1;
          bSeed(g, rows);
          bitSearchRun(rows, cols);
          if (xPositions <= EXACT_MAX_POSITIONS) {
            rowsBox(uni, 0, uni, 1, 2, rows);
            r0 = boxR0;
            r1 = boxR1;
            c0 = boxC0;
            c1 = boxC1;
          }
          xBoxMode = false;
        }
      }
      saveBox(bMeta16, boxAt(idx), r0, r1, c0, c1, gr, gc);
      bMeta[META * idx + BOXKNOWN] = 1;
    } else {
      loadBox(bMeta16, boxAt(idx), gr, gc);
      r0 = boxR0;
      r1 = boxR1;
      c0 = boxC0;
      c1 = boxC1;
    }
    const h = r1 - r0 + 1;
    const w = c1 - c0 + 1;
    if (h === rows && w === cols && groups === 1) {
      out.push({ board, row: 0, col: 0 });
      continue;
    }
    const sub = new Uint8Array(h * w);
    for (let r = r0; r <= r1; r++) {
      const b = GB[o + r]! >>> c0;
      const wm = GW[o + r]! >>> c0;
      let u = b | wm;
      while (u !== 0) {
        const low = u & -u;
        u ^= low;
        const c = 31 - Math.clz32(low);
        sub[(r - r0) * w + c] = (b & low) !== 0 ? BLACK : WHITE;
      }
    }
    out.push({ board: makeBoard(h, w, sub), row: r0, col: c0 });
  }
  return out;
}
