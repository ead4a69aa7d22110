/**
 * The state of the Konane split (components.ts): constants, scratch memory grown on demand and
 * reused by every call (the split is single-threaded), the cell-by-cell reach memo and the
 * cut-out box helpers, and {@link SplitState}, every mutable variable of the split's files in one
 * object ({@link state}), so that they can live in several files.
 *
 * The state was module `var`s (a module-level `let` read from a function pays a temporal-dead-zone
 * check unbundled under tsx and in CommonJS; `var` made the hot functions ≈10% faster). Split over
 * files, it is one object bound with `var K = state` in each, and each file binds the functions
 * it calls from the others with `var` once (an imported binding is a module getter per call under
 * tsx): one field load per read, as before.
 */
import { PackedKeyInterner } from "../../util";

export const BLACK = 1;
export const WHITE = 2;
export const INF = 0x7fff;

/** Groups with at most this many stones get an exact reach (the value decompose.ts uses). */
export const EXACT_MAX_STONES = 12;
/** Cap on the positions enumerated for one exact reach before the jump-bounded one is used. */
export const EXACT_MAX_POSITIONS = 1000;
/** The reach memo is dropped when it holds more groups than this (bounded memory). */
export const REACH_MEMO_LIMIT = 1 << 19;
/** Words of metadata per bit-row memo entry (componentsBitReach.ts). */
export const META = 8;

// ---------------------------------------------------------------------------------------------
// Scratch memory, grown on demand and reused by every call (the module is single-threaded).


export function ensureScratch(n: number): void {
  if (n <= K.capCells) return;
  let cap = Math.max(64, K.capCells);
  while (cap < n) cap *= 2;
  K.capCells = cap;
  K.parent = new Int32Array(cap);
  K.stones = new Int32Array(cap);
  K.rootGroup = new Int32Array(cap).fill(-1);
  K.groupOf = new Int32Array(cap);
  K.groupStart = new Int32Array(cap + 1);
  K.groupFill = new Int32Array(cap);
  K.groupStones = new Int32Array(cap);
  K.groupRoot = new Int32Array(cap);
  K.owner = new Int32Array(cap);
  K.ownerMask = new Uint8Array(cap);
  K.labB = new Int16Array(cap).fill(INF);
  K.labW = new Int16Array(cap).fill(INF);
  K.work = new Int32Array(64);
  K.touched = new Int32Array(cap);
  K.scratchBoard = new Uint8Array(cap);
  K.stoneAt = new Int16Array(cap);
  K.rmask = new Uint8Array(cap);
  K.groupKey = new Int32Array(3 + Math.ceil(cap / 16));
}

// ---------------------------------------------------------------------------------------------
// The reach memo: group key (rows, cols, the group's stones packed 2 bits per cell) → reach.


export function resetMemo(): void {
  K.memoKeys = new PackedKeyInterner();
  K.memoUsed = 0;
}

/**
 * `a` itself when it holds `need` entries, else a copy of it doubled in length until it does (the
 * same typed-array kind). O(length) when it grows, O(1) otherwise; `a` must not be empty.
 */
export function growArray<T extends Int32Array | Int16Array | Uint8Array>(a: T, need: number): T {
  if (a.length >= need) return a;
  let cap = a.length;
  while (cap < need) cap *= 2;
  const b = new (a.constructor as new (length: number) => T)(cap);
  b.set(a);
  return b;
}


/**
 * Stores the cut-out box r0..r1 × c0..c1 as four int16 at `box[at .. at+4)`, relative to the
 * group's stone-box origin (gr, gc) (both memos: the cell-by-cell one at 4·entry, the bit-row one
 * inside the entry's record). O(1).
 */
export function saveBox(box: Int16Array, at: number, r0: number, r1: number, c0: number, c1: number, gr: number, gc: number): void {
  box[at] = r0 - gr;
  box[at + 1] = r1 - gr;
  box[at + 2] = c0 - gc;
  box[at + 3] = c1 - gc;
}

/** Loads into boxR0..boxC1 the cut-out box stored at `box[at .. at+4)` by {@link saveBox}, placed at the group's stone-box origin (gr, gc). O(1). */
export function loadBox(box: Int16Array, at: number, gr: number, gc: number): void {
  K.boxR0 = gr + box[at]!;
  K.boxR1 = gr + box[at + 1]!;
  K.boxC0 = gc + box[at + 2]!;
  K.boxC1 = gc + box[at + 3]!;
}

/**
 * Moves the `count` touched cells (of a board with `cols` columns) and their rmask into the pool,
 * relative to (`r0`, `c0`), clearing rmask; returns the start.
 */
export function appendReach(count: number, cols: number, r0: number, c0: number): number {
  K.memoDr = growArray(K.memoDr, K.memoUsed + count);
  K.memoDc = growArray(K.memoDc, K.memoUsed + count);
  K.memoMasks = growArray(K.memoMasks, K.memoUsed + count);
  const start = K.memoUsed;
  for (let k = 0; k < count; k++) {
    const x = K.touched[k]!;
    const r = (x / cols) | 0;
    K.memoDr[start + k] = r - r0;
    K.memoDc[start + k] = x - r * cols - c0;
    K.memoMasks[start + k] = K.rmask[x]!;
    K.rmask[x] = 0;
  }
  K.memoUsed += count;
  return start;
}

/**
 * The split's mutable state (scratch memory, reach memos, search state), in one object shared by
 * the split's files; see the module comment of components.ts. Internal.
 */
export class SplitState {
  capCells = 0;
  parent: Int32Array = new Int32Array(0);
  stones: Int32Array = new Int32Array(0);
  rootGroup: Int32Array = new Int32Array(0);
  groupOf: Int32Array = new Int32Array(0);
  groupStart: Int32Array = new Int32Array(0);
  groupFill: Int32Array = new Int32Array(0);
  groupStones: Int32Array = new Int32Array(0);
  groupRoot: Int32Array = new Int32Array(0);
  owner: Int32Array = new Int32Array(0);
  ownerMask: Uint8Array = new Uint8Array(0);
  labB: Int16Array = new Int16Array(0);
  labW: Int16Array = new Int16Array(0);
  work: Int32Array = new Int32Array(0);
  touched: Int32Array = new Int32Array(0);
  scratchBoard: Uint8Array = new Uint8Array(0);
  stoneAt: Int16Array = new Int16Array(0);
  rmask: Uint8Array = new Uint8Array(0);
  groupKey: Int32Array = new Int32Array(0);
  memoKeys = new PackedKeyInterner();
  /** Per memo entry: the jump-bounded reach's range in the pool, and the exact reach's range
   * (start -1: not computed yet, -2: more than EXACT_MAX_POSITIONS positions or too many stones). */
  memoBStart: Int32Array = new Int32Array(1 << 12);
  memoBEnd: Int32Array = new Int32Array(1 << 12);
  memoEStart: Int32Array = new Int32Array(1 << 12);
  memoEEnd: Int32Array = new Int32Array(1 << 12);
  /** Per memo entry: the cut-out box relative to the group's stone box (row 0, row 1, col 0, col 1), once known. */
  memoBox: Int16Array = new Int16Array(4 << 12);
  memoBoxKnown: Uint8Array = new Uint8Array(1 << 12);
  /** Reach cells relative to the group's stone bounding box (row and column offsets) and their colour masks. */
  memoDr: Int16Array = new Int16Array(1 << 14);
  memoDc: Int16Array = new Int16Array(1 << 14);
  memoMasks: Uint8Array = new Uint8Array(1 << 14);
  memoUsed = 0;
  memoLimit = EXACT_MAX_STONES;
  // The cut-out box of the last loadBox / rowsBox call (module state: no allocation per component).
  boxR0 = 0;
  boxR1 = 0;
  boxC0 = 0;
  boxC1 = 0;
  xRows = 0;
  xCols = 0;
  xWords = 0;
  xCount = 0;
  xPositions = 0;
  xAbort = false;
  xTouched = 0;
  /** Box mode (see {@link exactBox}): track the stones' extent instead of the reach cells. */
  xBoxMode = false;
  xMinR = 0;
  xMaxR = 0;
  xMinC = 0;
  xMaxC = 0;
  xTR0 = 0;
  xTR1 = 0;
  xTC0 = 0;
  xTC1 = 0;
  xPacked: Int32Array = new Int32Array(8);
  undoTop = 0;
  visited: Int32Array = new Int32Array(0);
  visitedStride = 0;
  setStampNow = 0;
  /** Position: st[2r] = black stones of row r, st[2r + 1] = white; uni: their union over the search. */
  st: Int32Array = new Int32Array(8);
  uni: Int32Array = new Int32Array(8);
  bitFull = 0;
  /**
   * Zobrist values: zob[(2r + colour)·32 + c] for a stone of `colour` (0 black, 1 white) at row r,
   * column c; the position's hash xHash is the XOR over its stones, kept up to date by each jump
   * (three XORs) instead of hashing the 2·rows words at every visit. Each value is a fixed
   * function of its index, so the table grows with the rows without changing.
   */
  zob: Int32Array = new Int32Array(0);
  xHash = 0;
  callStamp = 0;
  rootStamp: Int32Array = new Int32Array(0);
  rootSize: Int32Array = new Int32Array(0);
  rootMemo: Int32Array = new Int32Array(0);
  rootR0: Int32Array = new Int32Array(0);
  rootC0: Int32Array = new Int32Array(0);
  groupR0: Int32Array = new Int32Array(0);
  groupC0: Int32Array = new Int32Array(0);
  groupMemoIdx: Int32Array = new Int32Array(0);
  groupConflict: Uint8Array = new Uint8Array(0);
  conflictA: Int32Array = new Int32Array(64);
  conflictB: Int32Array = new Int32Array(64);
  /**
   * Finds the pairs of groups whose active reaches violate condition (1) or (2) into
   * conflictA/conflictB; returns their number. O(reach cells + cells).
   */
  conflictCount = 0;
  /** Reach memo of the bit path: group key (as groupMemo's, from masks) → reach rows. */
  bKeys = new PackedKeyInterner();
  bLimit = EXACT_MAX_STONES;
  bMeta: Int32Array = new Int32Array(META << 12);
  bMeta16: Int16Array = new Int16Array(this.bMeta.buffer);
  /** Reach rows: 2 words (black, white) per row, shifted right by the entry's column base. */
  bPool: Int32Array = new Int32Array(1 << 16);
  bPoolUsed = 0;
  frontStride = 0;
  frontKeys: Int32Array = new Int32Array(0);
  // Per-call group state: group g's stones in gB/gW[g·rows + r], its active reach in rB/rW, its
  // stone box origin, memo entry and size; scratch rows for the bounded reach.
  gCap = 0;
  gB: Int32Array = new Int32Array(0);
  gW: Int32Array = new Int32Array(0);
  rB: Int32Array = new Int32Array(0);
  rW: Int32Array = new Int32Array(0);
  gR0: Int32Array = new Int32Array(0);
  gC0: Int32Array = new Int32Array(0);
  gIdx: Int32Array = new Int32Array(0);
  gSize: Int32Array = new Int32Array(0);
  gUf: Int32Array = new Int32Array(0);
  gNew: Int32Array = new Int32Array(0);
  gRoot: Int32Array = new Int32Array(0);
  /** Per group: 1 when it is new this round of merging (its pairs must be checked), else 0. */
  gFresh: Int32Array = new Int32Array(0);
  /** Scratch list of group numbers (the new groups that are not lone stones, ascending). */
  gList: Int32Array = new Int32Array(0);
  /** Per group: the columns its active reach touches (OR of its reach rows). */
  rAny: Int32Array = new Int32Array(0);
  rowScratch: Int32Array = new Int32Array(0);
  pairA: Int32Array = new Int32Array(64);
  pairB: Int32Array = new Int32Array(64);
}

/** The split's one state object. */
export const state = new SplitState();
var K = state;
