import { PackedKeyInterner, popcount32 as popcount32Import } from "../../util";
import * as StateM from "./componentsState";
import * as ExactM from "./componentsExact";

// Bound once with `var` (see componentsState.ts: no temporal-dead-zone check, no import getter per call).
var K = StateM.state;
var bitSearchRun = ExactM.bitSearchRun;
var bitSearchStart = ExactM.bitSearchStart;
var growArray = StateM.growArray;
var META = StateM.META;

// ---------------------------------------------------------------------------------------------
// Bit-row components (boards of at most 31 columns, e.g. the 3×n boards): the same partition
// rule, memo keys and cut-outs as componentsCellwise, with every group and reach held as two
// masks per row (black, white; bit c = column c). Clusters by mask flood fill, the jump-bounded
// reach by layered shifts, the conflict test of two groups by ANDs of their reach rows and of
// their one-step dilations: O(rows) per pair instead of O(cells) per round.

var popcount = popcount32Import;

/**
 * Per entry, one record of META words (one cache line holds two): [TOP] first stored row
 * relative to the group's top row (−top clamp), [NROWS] stored rows, [LEFT] column base relative
 * to the group's left column (−left clamp), [BND] pool offset of the jump-bounded reach rows,
 * [EX] of the exact ones (−1 not yet, −2 never), [BOXKNOWN] 1 once the cut-out box is known,
 * and the box itself as four int16 (saveBox at {@link boxAt}) in the last two words.
 */
const TOP = 0;
const NROWS = 1;
const LEFT = 2;
const BND = 3;
export const EX = 4;
export const BOXKNOWN = 5;

/** Offset in bMeta16 of entry idx's cut-out box (words 6 and 7 of its record). O(1). */
export function boxAt(idx: number): number {
  return 2 * META * idx + 12;
}

/**
 * Front cache of the bit path's memo (a lossy direct-mapped cache in front of util's
 * PackedKeyInterner, which no exact util table can replace): direct-mapped, FRONT_SLOTS slots of one key each (stride
 * frontStride words: the longest key of the board's rows) and its memo index + 1 (0: empty).
 * A group key recurring soon (a child position keeps most of its parent's groups) is found here
 * in O(key length) in a table small enough to stay in cache, not by the memo's larger one.
 */
const FRONT_SLOTS = 1 << 12;
const frontIdx = new Int32Array(FRONT_SLOTS);

/** Room in the front cache for keys of boards of `rows` rows; empties it when it grows. O(1) unless it grows. */
export function ensureFront(rows: number): void {
  if (K.frontStride >= 3 + 2 * rows) return;
  K.frontStride = 3 + 2 * rows;
  K.frontKeys = new Int32Array(FRONT_SLOTS * K.frontStride);
  frontIdx.fill(0);
}

export function bReset(): void {
  K.bKeys = new PackedKeyInterner();
  K.bPoolUsed = 0;
  frontIdx.fill(0);
}


/** Room for `need` groups of `rows` rows, keeping the contents (the arrays only grow). */
export function ensureGroups(need: number, rows: number): void {
  if (K.rowScratch.length < 10 * rows) K.rowScratch = growArray(K.rowScratch.length > 0 ? K.rowScratch : new Int32Array(10), 10 * rows);
  if (need * rows <= K.gB.length && need <= K.gCap) return;
  K.gCap = Math.max(need, 2 * K.gCap, 16);
  const words = Math.max(K.gCap * rows, K.gB.length);
  const keep = (a: Int32Array, n: number): Int32Array => {
    const b = new Int32Array(n);
    b.set(a);
    return b;
  };
  K.gB = keep(K.gB, words);
  K.gW = keep(K.gW, words);
  K.rB = keep(K.rB, words);
  K.rW = keep(K.rW, words);
  K.gR0 = keep(K.gR0, K.gCap);
  K.gC0 = keep(K.gC0, K.gCap);
  K.gIdx = keep(K.gIdx, K.gCap);
  K.gSize = keep(K.gSize, K.gCap);
  K.gUf = keep(K.gUf, K.gCap);
  K.gNew = keep(K.gNew, K.gCap);
  K.gRoot = keep(K.gRoot, K.gCap);
  K.gFresh = keep(K.gFresh, K.gCap);
  K.gList = keep(K.gList, K.gCap);
  K.rAny = keep(K.rAny, K.gCap);
}

/**
 * Appends `nr` reach rows to the pool, each shifted right by `shift`: row i's black mask from
 * `src[black + i·step]`, its white one from `src[white + i·step]`; returns their pool offset. O(nr).
 */
function bPoolAppend(src: Int32Array, black: number, white: number, step: number, nr: number, shift: number): number {
  K.bPool = growArray(K.bPool, K.bPoolUsed + 2 * nr);
  const start = K.bPoolUsed;
  for (let i = 0; i < nr; i++) {
    K.bPool[start + 2 * i] = src[black + i * step]! >>> shift;
    K.bPool[start + 2 * i + 1] = src[white + i * step]! >>> shift;
  }
  K.bPoolUsed += 2 * nr;
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
  const fb = K.rowScratch; // [0, rows): black may stand; [rows, 2 rows): white may stand
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
export function bGroupMemo(g: number, rows: number, cols: number, full: number, exactMax: number): number {
  const o = g * rows;
  let r0 = -1;
  let r1 = -1;
  let any = 0;
  let nB = 0;
  let nW = 0;
  for (let r = 0; r < rows; r++) {
    const b = K.gB[o + r]!;
    const w = K.gW[o + r]!;
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
  K.gR0[g] = r0;
  K.gC0[g] = c0;
  K.gSize[g] = nB + nW;
  const far = 2 * Math.max(nB, nW);
  const h = r1 - r0 + 1;
  const top = Math.min(r0, far);
  const bottom = Math.min(rows - 1 - r1, far);
  const left = Math.min(c0, far);
  K.groupKey[0] = h | ((c1 - c0 + 1) << 16);
  K.groupKey[1] = top | (bottom << 16);
  K.groupKey[2] = left | (Math.min(cols - 1 - c1, far) << 16);
  let hash = Math.imul(K.groupKey[0] ^ Math.imul(K.groupKey[1], 0x01000193) ^ Math.imul(K.groupKey[2], 0x9e3779b1), 0x85ebca6b);
  for (let r = 0; r < h; r++) {
    const b = K.gB[o + r0 + r]! >>> c0;
    const w = K.gW[o + r0 + r]! >>> c0;
    K.groupKey[3 + 2 * r] = b;
    K.groupKey[4 + 2 * r] = w;
    hash = Math.imul(hash ^ b, 0x01000193) ^ Math.imul(w, 0x9e3779b1);
  }
  const len = 3 + 2 * h;
  // the front cache: a recent key in this slot answers without the memo's table
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x85ebca6b);
  const slot = (hash ^ (hash >>> 13)) & (FRONT_SLOTS - 1);
  const fo = slot * K.frontStride;
  if (frontIdx[slot]! > 0 && K.frontKeys[fo] === K.groupKey[0]) {
    let eq = true;
    for (let i = 1; i < len; i++) {
      if (K.frontKeys[fo + i] !== K.groupKey[i]) {
        eq = false;
        break;
      }
    }
    if (eq) return frontIdx[slot]! - 1;
  }
  const before = K.bKeys.size;
  const idx = K.bKeys.intern(K.groupKey, len);
  for (let i = 0; i < len; i++) K.frontKeys[fo + i] = K.groupKey[i]!;
  frontIdx[slot] = idx + 1;
  if (idx < before) return idx;
  if (K.bMeta.length < META * (idx + 1)) {
    K.bMeta = growArray(K.bMeta, META * (idx + 1));
    K.bMeta16 = new Int16Array(K.bMeta.buffer);
  }
  const m = META * idx;
  const nr = top + h + bottom;
  K.bMeta[m + TOP] = -top;
  K.bMeta[m + NROWS] = nr;
  K.bMeta[m + LEFT] = -left;
  K.bMeta[m + BOXKNOWN] = 0;
  boundedReachBits(rows, full, K.gB, K.gW, o, nB, nW);
  K.bMeta[m + BND] = bPoolAppend(K.rowScratch, r0 - top, rows + r0 - top, 1, nr, c0 - left);
  K.bMeta[m + EX] = nB + nW === 1 || nB + nW > exactMax ? -2 : -1;
  return idx;
}

/** Writes group g's active reach (exact when known, else jump-bounded) into rB/rW. O(rows). */
export function bMaterialize(g: number, rows: number): void {
  const o = g * rows;
  const idx = K.gIdx[g]!;
  if (idx < 0) {
    // a lone stone (no memo entry): it never moves, its reach is its cell
    let any = 0;
    for (let r = 0; r < rows; r++) {
      K.rB[o + r] = K.gB[o + r]!;
      K.rW[o + r] = K.gW[o + r]!;
      any |= K.gB[o + r]! | K.gW[o + r]!;
    }
    K.rAny[g] = any;
    return;
  }
  const meta = K.bMeta;
  const m = META * idx;
  const ex = meta[m + EX]!;
  const start = ex >= 0 ? ex : meta[m + BND]!;
  const first = K.gR0[g]! + meta[m + TOP]!;
  const shift = K.gC0[g]! + meta[m + LEFT]!;
  const last = first + meta[m + NROWS]!;
  // rows outside the stored ones are empty (plain loops: TypedArray.fill costs more on 3 rows)
  let any = 0;
  for (let r = 0; r < rows; r++) {
    let b = 0;
    let w = 0;
    if (r >= first && r < last) {
      const i = start + 2 * (r - first);
      b = K.bPool[i]! << shift;
      w = K.bPool[i + 1]! << shift;
      any |= b | w;
    }
    K.rB[o + r] = b;
    K.rW[o + r] = w;
  }
  K.rAny[g] = any;
}

/** Seeds the bit-row search with group g's stones. */
export function bSeed(g: number, rows: number): void {
  bitSearchStart(rows);
  const o = g * rows;
  for (let r = 0; r < rows; r++) {
    K.st[2 * r] = K.gB[o + r]!;
    K.st[2 * r + 1] = K.gW[o + r]!;
  }
}

/** Computes group g's exact reach into its memo entry if allowed and not known yet; true when it did. */
export function bUpgrade(g: number, rows: number, cols: number): boolean {
  const idx = K.gIdx[g]!;
  if (idx < 0 || K.bMeta[META * idx + EX] !== -1) return false;
  K.xBoxMode = false;
  bSeed(g, rows);
  bitSearchRun(rows, cols);
  if (K.xAbort) {
    K.bMeta[META * idx + EX] = -2;
    return false;
  }
  const m = META * idx;
  const nr = K.bMeta[m + NROWS]!;
  const first = K.gR0[g]! + K.bMeta[m + TOP]!;
  const shift = K.gC0[g]! + K.bMeta[m + LEFT]!;
  K.bMeta[m + EX] = bPoolAppend(K.uni, 2 * first, 2 * first + 1, 2, nr, shift);
  bMaterialize(g, rows);
  return true;
}

/** Whether the active reaches of groups g and h violate condition (1) or (2). O(rows). */
export function bConflict(g: number, h: number, rows: number, full: number): boolean {
  // columns: reaches whose column sets are neither shared nor adjacent cannot conflict
  const ag = K.rAny[g]!;
  if (((ag | (ag << 1) | (ag >>> 1)) & K.rAny[h]!) === 0) return false;
  const og = g * rows;
  const oh = h * rows;
  for (let r = 0; r < rows; r++) {
    const bg = K.rB[og + r]!;
    const wg = K.rW[og + r]!;
    const bh = K.rB[oh + r]!;
    const wh = K.rW[oh + r]!;
    // (1) a shared cell
    if (((bg | wg) & (bh | wh)) !== 0) return true;
    // (2) adjacent cells u (of g), v (of h) unless both hold only the same single colour:
    // that is, a black u next to a white v or a white u next to a black v.
    const nbh = (((bh << 1) | (bh >>> 1)) & full) | (r > 0 ? K.rB[oh + r - 1]! : 0) | (r + 1 < rows ? K.rB[oh + r + 1]! : 0);
    const nwh = (((wh << 1) | (wh >>> 1)) & full) | (r > 0 ? K.rW[oh + r - 1]! : 0) | (r + 1 < rows ? K.rW[oh + r + 1]! : 0);
    if ((bg & nwh) !== 0 || (wg & nbh) !== 0) return true;
  }
  return false;
}

/**
 * Sets boxR0..boxC1 to the bounding box of the cells set in `rows` rows of masks, row r being
 * `black[bo + r·step] | white[wo + r·step]` (bit c = column c); boxR0 = −1 when none is. O(rows).
 */
export function rowsBox(black: Int32Array, bo: number, white: Int32Array, wo: number, step: number, rows: number): void {
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
  K.boxR0 = r0;
  K.boxR1 = r1;
  K.boxC0 = 31 - Math.clz32(any & -any);
  K.boxC1 = 31 - Math.clz32(any);
}

export function ufFind(i: number): number {
  while (K.gUf[i] !== i) {
    K.gUf[i] = K.gUf[K.gUf[i]!]!;
    i = K.gUf[i]!;
  }
  return i;
}
