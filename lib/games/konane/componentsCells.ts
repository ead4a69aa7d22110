import { makeBoard, type Board } from "./board";
import type { Component } from "./decompose";
import * as StateM from "./componentsState";
import * as ExactM from "./componentsExact";

// Bound once with `var` (see componentsState.ts: no temporal-dead-zone check, no import getter per call).
var K = StateM.state;
var BLACK = StateM.BLACK;
var EXACT_MAX_STONES = StateM.EXACT_MAX_STONES;
var INF = StateM.INF;
var REACH_MEMO_LIMIT = StateM.REACH_MEMO_LIMIT;
var WHITE = StateM.WHITE;
var appendReach = StateM.appendReach;
var ensureScratch = StateM.ensureScratch;
var exactBox = ExactM.exactBox;
var exactReach = ExactM.exactReach;
var growArray = StateM.growArray;
var loadBox = StateM.loadBox;
var resetMemo = StateM.resetMemo;
var saveBox = StateM.saveBox;

// ---------------------------------------------------------------------------------------------
// Jump-bounded reach (see the module comment).

function pushWork(top: number, entry: number): number {
  if (top >= K.work.length) {
    const w = new Int32Array(K.work.length * 2);
    w.set(K.work);
    K.work = w;
  }
  K.work[top] = entry;
  return top + 1;
}

function boundedReach(board: Board, from: number, to: number): number {
  const { rows, cols, cells } = board;
  let nB = 0;
  let nW = 0;
  let top = 0;
  let count = 0;
  for (let k = from; k < to; k++) {
    const p = K.groupStones[k]!;
    if (cells[p] === BLACK) {
      nB++;
      K.labB[p] = 0;
      top = pushWork(top, p * 2);
    } else {
      nW++;
      K.labW[p] = 0;
      top = pushWork(top, p * 2 + 1);
    }
    K.touched[count++] = p;
  }
  // K_B = number of W stones (jumps a B stone can make), K_W = number of B stones.
  while (top > 0) {
    const e = K.work[--top]!;
    const p = e >> 1;
    const white = (e & 1) === 1;
    const own = white ? K.labW : K.labB;
    const other = white ? K.labB : K.labW;
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
            if (own[x] === INF && other[x] === INF) K.touched[count++] = x;
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
            if (other[y] === INF && own[y] === INF) K.touched[count++] = y;
            other[y] = da + 1;
            top = pushWork(top, y * 2 + (white ? 0 : 1));
          }
        }
      }
    }
  }
  for (let k = 0; k < count; k++) {
    const x = K.touched[k]!;
    K.rmask[x] = (K.labB[x]! < INF ? BLACK : 0) | (K.labW[x]! < INF ? WHITE : 0);
    K.labB[x] = INF;
    K.labW[x] = INF;
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
    const p = K.groupStones[k]!;
    const r = (p / cols) | 0;
    const c = p - r * cols;
    if (r < r0) r0 = r;
    if (r > r1) r1 = r;
    if (c < c0) c0 = c;
    if (c > c1) c1 = c;
    if (cells[p] === BLACK) nB++;
  }
  K.groupR0[g] = r0;
  K.groupC0[g] = c0;
  const far = 2 * Math.max(nB, to - from - nB);
  const h = r1 - r0 + 1;
  const w = c1 - c0 + 1;
  const words = 3 + ((h * w + 15) >> 4);
  K.groupKey.fill(0, 0, words);
  K.groupKey[0] = h | (w << 16);
  K.groupKey[1] = Math.min(r0, far) | (Math.min(rows - 1 - r1, far) << 16);
  K.groupKey[2] = Math.min(c0, far) | (Math.min(cols - 1 - c1, far) << 16);
  for (let k = from; k < to; k++) {
    const p = K.groupStones[k]!;
    const r = (p / cols) | 0;
    const q = (r - r0) * w + (p - r * cols - c0);
    K.groupKey[3 + (q >> 4)]! |= cells[p]! << ((q & 15) << 1);
  }
  const before = K.memoKeys.size;
  const idx = K.memoKeys.intern(K.groupKey, words);
  if (idx < before) return idx;
  K.memoBStart = growArray(K.memoBStart, idx + 1);
  K.memoBEnd = growArray(K.memoBEnd, idx + 1);
  K.memoEStart = growArray(K.memoEStart, idx + 1);
  K.memoEEnd = growArray(K.memoEEnd, idx + 1);
  K.memoBoxKnown = growArray(K.memoBoxKnown, idx + 1);
  K.memoBox = growArray(K.memoBox, 4 * (idx + 1));
  K.memoBoxKnown[idx] = 0;
  const count = boundedReach(board, from, to);
  K.memoBStart[idx] = appendReach(count, cols, r0, c0);
  K.memoBEnd[idx] = K.memoUsed;
  // A lone stone never moves, and big groups are not enumerated: the bounded reach is final.
  K.memoEStart[idx] = to - from === 1 || to - from > exactMax ? -2 : -1;
  return idx;
}

/** Makes the exact reach of group g's memo entry available if it can be. */
function upgradeToExact(board: Board, g: number): boolean {
  const idx = K.groupMemoIdx[g]!;
  if (K.memoEStart[idx] !== -1) return false;
  const count = exactReach(board, K.groupStart[g]!, K.groupStart[g + 1]!);
  if (count < 0) {
    K.memoEStart[idx] = -2;
    return false;
  }
  K.memoEStart[idx] = appendReach(count, board.cols, K.groupR0[g]!, K.groupC0[g]!);
  K.memoEEnd[idx] = K.memoUsed;
  return true;
}

function find(i: number): number {
  while (K.parent[i] !== i) {
    K.parent[i] = K.parent[K.parent[i]!]!;
    i = K.parent[i]!;
  }
  return i;
}

function union(a: number, b: number): boolean {
  const ra = find(a);
  const rb = find(b);
  if (ra === rb) return false;
  if (ra < rb) K.parent[rb] = ra;
  else K.parent[ra] = rb;
  return true;
}

/** Whether some stone of `groupStones[from..to)` can jump now (either player). */
function groupHasMove(board: Board, from: number, to: number): boolean {
  const { rows, cols, cells } = board;
  for (let k = from; k < to; k++) {
    const p = K.groupStones[k]!;
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


/** Active reach range of group g: exact when computed, else jump-bounded. */
function activeStart(g: number): number {
  const idx = K.groupMemoIdx[g]!;
  const e = K.memoEStart[idx]!;
  return e >= 0 ? e : K.memoBStart[idx]!;
}
function activeEnd(g: number): number {
  const idx = K.groupMemoIdx[g]!;
  return K.memoEStart[idx]! >= 0 ? K.memoEEnd[idx]! : K.memoBEnd[idx]!;
}

function addConflict(g: number, h: number): void {
  if (K.conflictCount >= K.conflictA.length) {
    K.conflictA = growArray(K.conflictA, K.conflictCount + 1);
    K.conflictB = growArray(K.conflictB, K.conflictCount + 1);
  }
  K.conflictA[K.conflictCount] = g;
  K.conflictB[K.conflictCount] = h;
  K.conflictCount++;
}

function findConflicts(n: number, cols: number, groups: number): number {
  K.conflictCount = 0;
  K.owner.fill(-1, 0, n);
  for (let g = 0; g < groups; g++) {
    const end = activeEnd(g);
    const base = K.groupR0[g]! * cols + K.groupC0[g]!;
    for (let i = activeStart(g); i < end; i++) {
      const x = base + K.memoDr[i]! * cols + K.memoDc[i]!;
      const o = K.owner[x]!;
      if (o >= 0) addConflict(o, g);
      else {
        K.owner[x] = g;
        K.ownerMask[x] = K.memoMasks[i]!;
      }
    }
  }
  for (let p = 0; p < n; p++) {
    const o = K.owner[p]!;
    if (o < 0) continue;
    const mp = K.ownerMask[p]!;
    if (p % cols + 1 < cols) {
      const q = K.owner[p + 1]!;
      if (q >= 0 && q !== o && !(mp === K.ownerMask[p + 1] && mp !== 3)) addConflict(o, q);
    }
    if (p + cols < n) {
      const q = K.owner[p + cols]!;
      if (q >= 0 && q !== o && !(mp === K.ownerMask[p + cols] && mp !== 3)) addConflict(o, q);
    }
  }
  return K.conflictCount;
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
  if (exactMax !== K.memoLimit) {
    resetMemo();
    K.memoLimit = exactMax;
  }
  if (K.rootStamp.length < K.capCells) {
    K.rootStamp = new Int32Array(K.capCells);
    K.rootSize = new Int32Array(K.capCells);
    K.rootMemo = new Int32Array(K.capCells);
    K.rootR0 = new Int32Array(K.capCells);
    K.rootC0 = new Int32Array(K.capCells);
    K.groupR0 = new Int32Array(K.capCells);
    K.groupC0 = new Int32Array(K.capCells);
    K.groupMemoIdx = new Int32Array(K.capCells);
    K.groupConflict = new Uint8Array(K.capCells);
  }
  if (K.memoKeys.size > REACH_MEMO_LIMIT) resetMemo();
  K.callStamp = (K.callStamp + 1) | 0;
  let ns = 0;
  for (let p = 0; p < n; p++) {
    if (cells[p] === 0) continue;
    K.parent[p] = p;
    K.stones[ns++] = p;
  }
  if (ns === 0) return [];
  for (let k = 0; k < ns; k++) {
    const p = K.stones[k]!;
    const v = cells[p]!;
    const c = p % cols;
    if (c + 1 < cols && cells[p + 1] === 3 - v) union(p, p + 1);
    if (p + cols < n && cells[p + cols] === 3 - v) union(p, p + cols);
  }
  let groups: number;
  for (;;) {
    // Groups in CSR form: groupStones[groupStart[g] .. groupStart[g+1]).
    groups = 0;
    for (let k = 0; k < ns; k++) {
      const root = find(K.stones[k]!);
      let g = K.rootGroup[root]!;
      if (g < 0) {
        g = groups++;
        K.rootGroup[root] = g;
        K.groupRoot[g] = root;
        K.groupFill[g] = 0;
      }
      K.groupOf[k] = g;
      K.groupFill[g]!++;
    }
    K.groupStart[0] = 0;
    for (let g = 0; g < groups; g++) {
      K.groupStart[g + 1] = K.groupStart[g]! + K.groupFill[g]!;
      K.groupFill[g] = K.groupStart[g]!;
      K.rootGroup[K.groupRoot[g]!] = -1;
    }
    for (let k = 0; k < ns; k++) K.groupStones[K.groupFill[K.groupOf[k]!]!++] = K.stones[k]!;
    for (let g = 0; g < groups; g++) {
      // Groups only grow by merging: the same root and size is the same group as last round.
      const root = K.groupRoot[g]!;
      const size = K.groupStart[g + 1]! - K.groupStart[g]!;
      if (K.rootStamp[root] === K.callStamp && K.rootSize[root] === size) {
        K.groupMemoIdx[g] = K.rootMemo[root]!;
        K.groupR0[g] = K.rootR0[root]!;
        K.groupC0[g] = K.rootC0[root]!;
      } else {
        const idx = groupMemo(board, g, K.groupStart[g]!, K.groupStart[g + 1]!, exactMax);
        K.groupMemoIdx[g] = idx;
        K.rootStamp[root] = K.callStamp;
        K.rootSize[root] = size;
        K.rootMemo[root] = idx;
        K.rootR0[root] = K.groupR0[g]!;
        K.rootC0[root] = K.groupC0[g]!;
      }
    }
    if (groups === 1) break;
    // Conflicts under the cheap reaches; a small group in a conflict gets its exact reach (never
    // larger) and the check repeats; what remains is merged.
    let conflicts = findConflicts(n, cols, groups);
    while (conflicts > 0) {
      let upgraded = false;
      for (let k = 0; k < conflicts; k++) {
        const g = K.conflictA[k]!;
        const h = K.conflictB[k]!;
        // The smaller group first (its exact reach is cheaper and more often memoized); the
        // larger one only when the conflict remains.
        const small = K.groupStart[g + 1]! - K.groupStart[g]! <= K.groupStart[h + 1]! - K.groupStart[h]! ? g : h;
        const large = small === g ? h : g;
        if (K.memoEStart[K.groupMemoIdx[small]!] === -1) {
          if (upgradeToExact(board, small)) upgraded = true;
        } else if (upgradeToExact(board, large)) upgraded = true;
      }
      if (!upgraded) break;
      conflicts = findConflicts(n, cols, groups);
    }
    if (conflicts === 0) break;
    for (let k = 0; k < conflicts; k++) union(K.groupRoot[K.conflictA[k]!]!, K.groupRoot[K.conflictB[k]!]!);
  }
  const out: Component[] = [];
  for (let g = 0; g < groups; g++) {
    if (!groupHasMove(board, K.groupStart[g]!, K.groupStart[g + 1]!)) continue;
    let r0 = rows;
    let r1 = -1;
    let c0 = cols;
    let c1 = -1;
    // Cut out to the smallest sound box: the exact reach's when it can be had (memoized, so the
    // same group always gives the same cut-out), else the jump-bounded reach's.
    const gr = K.groupR0[g]!;
    const gc = K.groupC0[g]!;
    const idx = K.groupMemoIdx[g]!;
    if (K.memoBoxKnown[idx] === 0) {
      for (let i = activeStart(g), end = activeEnd(g); i < end; i++) {
        const r = gr + K.memoDr[i]!;
        const c = gc + K.memoDc[i]!;
        if (r < r0) r0 = r;
        if (r > r1) r1 = r;
        if (c < c0) c0 = c;
        if (c > c1) c1 = c;
      }
      if (K.memoEStart[idx] === -1) {
        exactBox(board, K.groupStart[g]!, K.groupStart[g + 1]!, r0, r1, c0, c1);
        r0 = K.xMinR;
        r1 = K.xMaxR;
        c0 = K.xMinC;
        c1 = K.xMaxC;
      }
      saveBox(K.memoBox, 4 * idx, r0, r1, c0, c1, gr, gc);
      K.memoBoxKnown[idx] = 1;
    } else {
      loadBox(K.memoBox, 4 * idx, gr, gc);
      r0 = K.boxR0;
      r1 = K.boxR1;
      c0 = K.boxC0;
      c1 = K.boxC1;
    }
    const h = r1 - r0 + 1;
    const w = c1 - c0 + 1;
    if (h === rows && w === cols && groups === 1) {
      out.push({ board, row: 0, col: 0 });
      continue;
    }
    const sub = new Uint8Array(h * w);
    for (let k = K.groupStart[g]!; k < K.groupStart[g + 1]!; k++) {
      const p = K.groupStones[k]!;
      const r = (p / cols) | 0;
      const c = p - r * cols;
      sub[(r - r0) * w + (c - c0)] = cells[p]!;
    }
    out.push({ board: makeBoard(h, w, sub), row: r0, col: c0 });
  }
  return out;
}
