import { type Board } from "./board";
import { hashWords as hashWordsImport } from "../../util";
import * as StateM from "./componentsState";

// Bound once with `var` (see componentsState.ts: no temporal-dead-zone check, no import getter per call).
var hashWords = hashWordsImport;
var K = StateM.state;
var BLACK = StateM.BLACK;
var EXACT_MAX_POSITIONS = StateM.EXACT_MAX_POSITIONS;
var EXACT_MAX_STONES = StateM.EXACT_MAX_STONES;
var WHITE = StateM.WHITE;

// ---------------------------------------------------------------------------------------------
// Exact reach by depth-first search with in-place jumps (module state for the recursion).

const xCell = new Int32Array(EXACT_MAX_STONES);
const xColour = new Uint8Array(EXACT_MAX_STONES);
const xAlive = new Uint8Array(EXACT_MAX_STONES);
const undoStack = new Int32Array(EXACT_MAX_STONES + 1);

/**
 * Visited set of one exact-reach search (both searches: the cell-by-cell one with its packed
 * board, words = ⌈cells / 16⌉, hashed by util's hashWords; the bit-row one with its 2·rows words
 * and its Zobrist hash): VISITED_SLOTS records of stride ≥ 2 + words (the stamp of the search
 * that filled it, the position's hash, its words), one record per probe so a lookup touches one
 * cache line; cleared in O(1) by the stamp (setStampNow, incremented per search; a new layout is
 * all zero, i.e. unstamped). A search visits at most EXACT_MAX_POSITIONS + 1 positions, so the
 * load stays below one half. Why its own table and not util's PackedKeyInterner: the bit-row
 * search brings its own Zobrist hash (kept up to date by each jump), a record per probe fits one
 * cache line, and the set is emptied in O(1) by the stamp for each of the many small searches.
 */
const VISITED_SLOTS = 2048;

/** Room in the visited set for positions of `words` words. O(1) unless its records grow. */
function ensureVisited(words: number): void {
  if (K.visitedStride >= 2 + words) return;
  K.visitedStride = 2 + words;
  K.visited = new Int32Array(VISITED_SLOTS * K.visitedStride);
}

/**
 * Whether the position `key[0 .. words)` with hash `h` was not in the visited set of this search
 * yet (then it is added). O(words) on a hash match, else O(1) per probe.
 */
function visitedInsert(h: number, key: Int32Array, words: number): boolean {
  const set = K.visited;
  const stride = K.visitedStride;
  const stamp = K.setStampNow;
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
  K.scratchBoard[p] = v;
  const w = p >> 4;
  const sh = (p & 15) << 1;
  K.xPacked[w] = (K.xPacked[w]! & ~(3 << sh)) | (v << sh);
}

function exactVisit(): void {
  if (!visitedInsert(hashWords(K.xPacked, 0, K.xWords), K.xPacked, K.xWords)) return;
  if (++K.xPositions > EXACT_MAX_POSITIONS) {
    K.xAbort = true;
    return;
  }
  const cols = K.xCols;
  if (!K.xBoxMode) {
    for (let s = 0; s < K.xCount; s++) {
      if (xAlive[s] === 0) continue;
      const p = xCell[s]!;
      if (K.rmask[p] === 0) K.touched[K.xTouched++] = p;
      K.rmask[p]! |= xColour[s]!;
    }
  }
  for (let s = 0; s < K.xCount && !K.xAbort; s++) {
    if (xAlive[s] === 0) continue;
    const me = xColour[s]!;
    const them = 3 - me;
    const p0 = xCell[s]!;
    const r = (p0 / cols) | 0;
    const c = p0 - r * cols;
    for (let d = 0; d < 4 && !K.xAbort; d++) {
      // up, down, left, right: the step and how many jumps fit before the edge
      const step = d === 0 ? -cols : d === 1 ? cols : d === 2 ? -1 : 1;
      const maxJumps = d === 0 ? r >> 1 : d === 1 ? (K.xRows - 1 - r) >> 1 : d === 2 ? c >> 1 : (cols - 1 - c) >> 1;
      let cur = p0;
      let k = 0;
      while (k < maxJumps) {
        const b = cur + step;
        const x = b + step;
        if (K.scratchBoard[b] !== them || K.scratchBoard[x] !== 0) break;
        const t = K.stoneAt[b]!;
        setCell(cur, 0);
        setCell(b, 0);
        setCell(x, me);
        xAlive[t] = 0;
        xCell[s] = x;
        K.stoneAt[x] = s;
        undoStack[K.undoTop++] = t;
        cur = x;
        k++;
        if (K.xBoxMode) {
          const xr = (x / cols) | 0;
          const xc = x - xr * cols;
          if (xr < K.xMinR) K.xMinR = xr;
          if (xr > K.xMaxR) K.xMaxR = xr;
          if (xc < K.xMinC) K.xMinC = xc;
          if (xc > K.xMaxC) K.xMaxC = xc;
          if (K.xMinR === K.xTR0 && K.xMaxR === K.xTR1 && K.xMinC === K.xTC0 && K.xMaxC === K.xTC1) K.xAbort = true;
        }
        if (!K.xAbort) exactVisit();
        if (K.xAbort) break;
      }
      for (; k > 0; k--) {
        const t = undoStack[--K.undoTop]!;
        const b = cur - step;
        const prev = b - step;
        setCell(cur, 0);
        setCell(b, them);
        setCell(prev, me);
        xAlive[t] = 1;
        K.stoneAt[b] = t;
        K.stoneAt[prev] = s;
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
export const BIT_MAX_COLS = 31;


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
    let m = K.st[i]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      h ^= K.zob[i * 32 + 31 - Math.clz32(low)]!;
    }
  }
  return h;
}


function bitVisit(): void {
  const rows = K.xRows;
  const words = 2 * rows;
  if (!visitedInsert(K.xHash, K.st, words)) return;
  if (++K.xPositions > EXACT_MAX_POSITIONS) {
    K.xAbort = true;
    return;
  }
  // uni (the union of the positions visited) is kept up to date by slideRow and slideColumn: a position's stones
  // stand on their start cells or on the cell of a jump's landing, each added there.
  if (K.xBoxMode) {
    let r0 = -1;
    let r1 = -1;
    let any = 0;
    for (let r = 0; r < rows; r++) {
      const u = K.uni[2 * r]! | K.uni[2 * r + 1]!;
      if (u !== 0) {
        if (r0 < 0) r0 = r;
        r1 = r;
        any |= u;
      }
    }
    if (r0 === K.xTR0 && r1 === K.xTR1 && 31 - Math.clz32(any & -any) === K.xTC0 && 31 - Math.clz32(any) === K.xTC1) {
      K.xAbort = true;
      return;
    }
  }
  // Every jump now, row by row (the order does not matter: the union of all positions reached,
  // the position count against the cap and a box filled early do not depend on it). A slide
  // leaves st as it found it, so the masks of this row stay valid across the slides.
  const full = K.bitFull;
  const s = K.st;
  for (let r = 0; r < rows; r++) {
    const b = s[2 * r]!;
    const w = s[2 * r + 1]!;
    if ((b | w) === 0) continue;
    const e = full & ~(b | w);
    // right: column c over c+1 onto c+2; left: c over c-1 onto c-2 (b, w lie inside full)
    for (let m = b & (w >>> 1) & (e >>> 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, true, 0);
      if (K.xAbort) return;
    }
    for (let m = b & (w << 1) & (e << 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, false, 0);
      if (K.xAbort) return;
    }
    for (let m = w & (b >>> 1) & (e >>> 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, true, 1);
      if (K.xAbort) return;
    }
    for (let m = w & (b << 1) & (e << 2); m !== 0; m &= m - 1) {
      slideRow(r, m & -m, false, 1);
      if (K.xAbort) return;
    }
    // down: row r over r+1 onto r+2; up: r over r-1 onto r-2
    if (r + 2 < rows) {
      const e2 = full & ~(s[2 * r + 4]! | s[2 * r + 5]!);
      for (let m = b & s[2 * r + 3]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, 1, m & -m, 0);
        if (K.xAbort) return;
      }
      for (let m = w & s[2 * r + 2]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, 1, m & -m, 1);
        if (K.xAbort) return;
      }
    }
    if (r >= 2) {
      const e2 = full & ~(s[2 * r - 4]! | s[2 * r - 3]!);
      for (let m = b & s[2 * r - 1]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, -1, m & -m, 0);
        if (K.xAbort) return;
      }
      for (let m = w & s[2 * r - 2]! & e2; m !== 0; m &= m - 1) {
        slideColumn(r, -1, m & -m, 1);
        if (K.xAbort) return;
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
  const full = K.bitFull;
  const mine0 = K.st[mi]!;
  const over0 = K.st[oi]!;
  const hash0 = K.xHash;
  const zm = mi * 32;
  const zo = oi * 32;
  let cb = bit;
  for (;;) {
    const ob = right ? cb << 1 : cb >>> 1;
    const lb = right ? cb << 2 : cb >>> 2;
    if ((lb & full) === 0) break;
    const mine = K.st[mi]!;
    const over = K.st[oi]!;
    if ((over & ob) === 0 || ((mine | over) & lb) !== 0) break;
    K.st[mi] = (mine & ~cb) | lb;
    K.st[oi] = over & ~ob;
    K.uni[mi]! |= lb;
    const c = 31 - Math.clz32(cb);
    K.xHash ^= K.zob[zm + c]! ^ K.zob[zo + (right ? c + 1 : c - 1)]! ^ K.zob[zm + (right ? c + 2 : c - 2)]!;
    cb = lb;
    bitVisit();
    if (K.xAbort) break;
  }
  K.st[mi] = mine0;
  K.st[oi] = over0;
  K.xHash = hash0;
}

/**
 * Plays the jump of the `me` stone at bit `bit` of row `r` down (`dr` = 1) or up (−1) and every
 * continuation of it in the same direction, visiting each landing position, then undoes them.
 * O(jumps) plus the visits.
 */
function slideColumn(r: number, dr: number, bit: number, me: number): void {
  const them = 1 - me;
  const rows = K.xRows;
  const hash0 = K.xHash;
  const c = 31 - Math.clz32(bit);
  let cr = r;
  for (;;) {
    const or = cr + dr;
    const lr = or + dr;
    if (lr < 0 || lr >= rows) break;
    if ((K.st[2 * or + them]! & bit) === 0 || ((K.st[2 * lr]! | K.st[2 * lr + 1]!) & bit) !== 0) break;
    K.st[2 * cr + me]! &= ~bit;
    K.st[2 * or + them]! &= ~bit;
    K.st[2 * lr + me]! |= bit;
    K.uni[2 * lr + me]! |= bit;
    K.xHash ^= K.zob[(2 * cr + me) * 32 + c]! ^ K.zob[(2 * or + them) * 32 + c]! ^ K.zob[(2 * lr + me) * 32 + c]!;
    cr = lr;
    bitVisit();
    if (K.xAbort) break;
  }
  // undo, from the last landing back to the start
  while (cr !== r) {
    const or = cr - dr;
    const pr = or - dr;
    K.st[2 * cr + me]! &= ~bit;
    K.st[2 * or + them]! |= bit;
    K.st[2 * pr + me]! |= bit;
    cr = pr;
  }
  K.xHash = hash0;
}

/** Runs the bit-row search from group `groupStones[from..to)`; the reach is left in `uni`. */
function bitSearch(board: Board, from: number, to: number): void {
  const { rows, cols, cells } = board;
  bitSearchStart(rows);
  for (let k = from; k < to; k++) {
    const p = K.groupStones[k]!;
    const r = (p / cols) | 0;
    K.st[2 * r + cells[p]! - 1]! |= 1 << (p - r * cols);
  }
  bitSearchRun(rows, cols);
}

/** Clears the bit-row search state for a board of `rows` rows (the caller then places the stones in `st`). */
export function bitSearchStart(rows: number): void {
  const words = 2 * rows;
  if (K.st.length < words) {
    K.st = new Int32Array(words);
    K.uni = new Int32Array(words);
  }
  ensureVisited(words);
  if (K.zob.length < 32 * words) {
    K.zob = new Int32Array(32 * words);
    for (let i = 0; i < K.zob.length; i++) K.zob[i] = zobValue(i);
  }
  for (let i = 0; i < words; i++) K.st[i] = K.uni[i] = 0;
}

/** Runs the bit-row search from the stones in `st`; the reach is left in `uni`. */
export function bitSearchRun(rows: number, cols: number): void {
  K.xRows = rows;
  K.xCols = cols;
  K.bitFull = cols >= 32 ? -1 : (1 << cols) - 1;
  K.setStampNow++;
  K.xPositions = 0;
  K.xAbort = false;
  for (let i = 0; i < 2 * rows; i++) K.uni[i] = K.st[i]!;
  K.xHash = zobOf(rows);
  bitVisit();
}

export function exactReach(board: Board, from: number, to: number): number {
  K.xBoxMode = false;
  if (board.cols <= BIT_MAX_COLS) {
    bitSearch(board, from, to);
    if (K.xAbort) return -1;
    const cols = board.cols;
    let count = 0;
    for (let r = 0; r < board.rows; r++) {
      const ub = K.uni[2 * r]!;
      const uw = K.uni[2 * r + 1]!;
      let u = ub | uw;
      while (u !== 0) {
        const low = u & -u;
        u ^= low;
        const x = r * cols + 31 - Math.clz32(low);
        K.rmask[x] = ((ub & low) !== 0 ? BLACK : 0) | ((uw & low) !== 0 ? WHITE : 0);
        K.touched[count++] = x;
      }
    }
    return count;
  }
  startSearch(board, from, to);
  exactVisit();
  for (let s = 0; s < K.xCount; s++) K.scratchBoard[K.groupStones[from + s]!] = 0;
  if (K.xAbort) {
    for (let k = 0; k < K.xTouched; k++) K.rmask[K.touched[k]!] = 0;
    return -1;
  }
  return K.xTouched;
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
export function exactBox(board: Board, from: number, to: number, r0: number, r1: number, c0: number, c1: number): void {
  const cols = board.cols;
  K.xBoxMode = true;
  K.xTR0 = r0;
  K.xTR1 = r1;
  K.xTC0 = c0;
  K.xTC1 = c1;
  K.xMinR = board.rows;
  K.xMaxR = -1;
  K.xMinC = cols;
  K.xMaxC = -1;
  for (let k = from; k < to; k++) {
    const p = K.groupStones[k]!;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    if (r < K.xMinR) K.xMinR = r;
    if (r > K.xMaxR) K.xMaxR = r;
    if (c < K.xMinC) K.xMinC = c;
    if (c > K.xMaxC) K.xMaxC = c;
  }
  if (K.xMinR === r0 && K.xMaxR === r1 && K.xMinC === c0 && K.xMaxC === c1) return;
  if (cols <= BIT_MAX_COLS) {
    bitSearch(board, from, to);
    if (K.xPositions <= EXACT_MAX_POSITIONS) {
      K.xMinR = -1;
      let any = 0;
      for (let r = 0; r < board.rows; r++) {
        const u = K.uni[2 * r]! | K.uni[2 * r + 1]!;
        if (u !== 0) {
          if (K.xMinR < 0) K.xMinR = r;
          K.xMaxR = r;
          any |= u;
        }
      }
      K.xMinC = 31 - Math.clz32(any & -any);
      K.xMaxC = 31 - Math.clz32(any);
    }
  } else {
    startSearch(board, from, to);
    exactVisit();
    for (let s = 0; s < K.xCount; s++) K.scratchBoard[K.groupStones[from + s]!] = 0;
  }
  if (K.xPositions > EXACT_MAX_POSITIONS) {
    K.xMinR = r0;
    K.xMaxR = r1;
    K.xMinC = c0;
    K.xMaxC = c1;
  }
}

function startSearch(board: Board, from: number, to: number): void {
  const { rows, cols, cells } = board;
  K.xRows = rows;
  K.xCols = cols;
  K.xWords = Math.ceil((rows * cols) / 16);
  if (K.xPacked.length < K.xWords) K.xPacked = new Int32Array(K.xWords);
  ensureVisited(K.xWords);
  K.xPacked.fill(0, 0, K.xWords);
  K.xCount = to - from;
  for (let s = 0; s < K.xCount; s++) {
    const p = K.groupStones[from + s]!;
    xCell[s] = p;
    xColour[s] = cells[p]!;
    xAlive[s] = 1;
    K.stoneAt[p] = s;
    setCell(p, cells[p]!);
  }
  K.setStampNow++;
  K.xPositions = 0;
  K.xAbort = false;
  K.xTouched = 0;
  K.undoTop = 0;
}
