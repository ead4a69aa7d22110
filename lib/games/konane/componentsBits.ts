import { makeBoard as makeBoardImport, type Board } from "./board";
import { BitBoard, bitBoardOfRows as bitBoardOfRowsImport } from "./bitboard";
import { popcount32 as popcount32Import } from "../../util";
import { bitRow as bitRowImport } from "../../grid";
import type { Component } from "./decompose";
import * as StateM from "./componentsState";
import * as ExactM from "./componentsExact";
import * as BitReachM from "./componentsBitReach";

// Bound once with `var` (see componentsState.ts: no temporal-dead-zone check, no import getter per call).
var popcount = popcount32Import;
var K = StateM.state;
var makeBoard = makeBoardImport;
var bitBoardOfRows = bitBoardOfRowsImport;
var bitRow = bitRowImport;
var BLACK = StateM.BLACK;
var BOXKNOWN = BitReachM.BOXKNOWN;
var EX = BitReachM.EX;
var EXACT_MAX_POSITIONS = StateM.EXACT_MAX_POSITIONS;
var EXACT_MAX_STONES = StateM.EXACT_MAX_STONES;
var META = StateM.META;
var REACH_MEMO_LIMIT = StateM.REACH_MEMO_LIMIT;
var WHITE = StateM.WHITE;
var bConflict = BitReachM.bConflict;
var bGroupMemo = BitReachM.bGroupMemo;
var bMaterialize = BitReachM.bMaterialize;
var bReset = BitReachM.bReset;
var bSeed = BitReachM.bSeed;
var bUpgrade = BitReachM.bUpgrade;
var bitSearchRun = ExactM.bitSearchRun;
var boxAt = BitReachM.boxAt;
var ensureFront = BitReachM.ensureFront;
var ensureGroups = BitReachM.ensureGroups;
var ensureScratch = StateM.ensureScratch;
var growArray = StateM.growArray;
var loadBox = StateM.loadBox;
var rowsBox = BitReachM.rowsBox;
var saveBox = StateM.saveBox;
var ufFind = BitReachM.ufFind;

/**
 * {@link components} on bit rows (boards of at most 31 columns): the rule, reaches, memo keys and
 * cut-outs of componentsCellwise (the tests check both against the plain values and each other's
 * cut-outs); a partition may differ from the cellwise one only where the two happen to give
 * exact reaches to different groups of a conflict first (both sound). Cost O(rows) per group
 * and per pair of groups per round, plus the reaches of groups not in the memo.
 */
export function componentsBits(board: Board, exactMaxStones: number): Component[] {
  const { rows, cols } = board;
  const full = cols >= 32 ? -1 : (1 << cols) - 1;
  const exactMax = Math.min(exactMaxStones, EXACT_MAX_STONES);
  if (exactMax !== K.bLimit) {
    bReset();
    K.bLimit = exactMax;
  }
  if (K.bKeys.size > REACH_MEMO_LIMIT) bReset();
  ensureScratch(rows * cols);
  if (K.groupKey.length < 3 + 2 * rows) K.groupKey = new Int32Array(3 + 2 * rows);
  ensureFront(rows);
  // the board's rows, and the stones not yet in a cluster (rowScratch [4 rows, 8 rows)); lone stones [8 rows, 10 rows)
  const BB = 4 * rows;
  const WW = 5 * rows;
  const remB = 6 * rows;
  const remW = 7 * rows;
  ensureGroups(8, rows);
  let stonesLeft = 0;
  let stoneCount = 0;
  const bits = board instanceof BitBoard ? board : undefined;
  const cells = bits === undefined ? board.cells : undefined;
  for (let r = 0; r < rows; r++) {
    let b = 0;
    let w = 0;
    if (bits !== undefined) {
      // the rows straight from the words (no cell array)
      b = bitRow(bits.bLo, bits.bHi, cols, r);
      w = bitRow(bits.wLo, bits.wHi, cols, r);
    } else {
      const base = r * cols;
      for (let c = 0; c < cols; c++) {
        // a cell is 0 (empty), 1 (BLACK) or 2 (WHITE): no branch per cell
        const v = cells![base + c]!;
        b |= (v & BLACK) << c;
        w |= (v >> 1) << c;
      }
    }
    K.rowScratch[BB + r] = K.rowScratch[remB + r] = b;
    K.rowScratch[WW + r] = K.rowScratch[remW + r] = w;
    stonesLeft |= b | w;
    stoneCount += popcount(b | w);
  }
  if (stonesLeft === 0) return [];
  // at most one group per stone: room for all of them now, so the arrays below stay put
  ensureGroups(stoneCount, rows);
  const rs = K.rowScratch;
  const GB = K.gB;
  const GW = K.gW;
  const RB = K.rB;
  const RW = K.rW;
  const GIDX = K.gIdx;
  const GUF = K.gUf;
  const GSIZE = K.gSize;
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
        K.rAny[groups] = seed;
        GIDX[groups] = -1;
        K.gR0[groups] = r;
        K.gC0[groups] = 31 - Math.clz32(seed);
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
  groups = mergeRounds(groups, rows, cols, full, exactMax);
  return cutOut(board, groups, rows, cols, full);
}

/**
 * The rounds of {@link componentsBits} on its `groups` clusters (in the state's group arrays):
 * merge every pair in conflict until none is; returns the number of groups left. A function of
 * its own (as {@link cutOut}): V8 compiles each part as it gets hot instead of one large function,
 * whose optimizing compile cost 90–180 ms of CPU in the first reruns of a small position.
 */
function mergeRounds(groups: number, rows: number, cols: number, full: number, exactMax: number): number {
  const GB = K.gB;
  const GW = K.gW;
  const RB = K.rB;
  const RW = K.rW;
  const GIDX = K.gIdx;
  const GUF = K.gUf;
  const GSIZE = K.gSize;
  const GFRESH = K.gFresh;
  // Rounds: merge every pair in conflict (after giving small groups their exact reach) until none is.
  // Only pairs with a group new this round (every group in the first) are checked: a pair of
  // groups that are not new was free of conflict at the end of the last round (else it would
  // have merged), and a group's active reach only shrinks while it is not merged. Two lone
  // stones never conflict (distinct single cells, and adjacent ones have the same colour, else
  // they would be one cluster). The pairs found are in the order (g, h) of the full double loop.
  for (let g = 0; g < groups; g++) GFRESH[g] = 1;
  const LIST = K.gList;
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
        if (pairs >= K.pairA.length) {
          K.pairA = growArray(K.pairA, pairs + 1);
          K.pairB = growArray(K.pairB, pairs + 1);
        }
        K.pairA[pairs] = g;
        K.pairB[pairs] = h;
        pairs++;
      }
    }
    while (pairs > 0) {
      // The smaller group of each pair first; the larger one only when the conflict remains.
      let upgraded = false;
      for (let k = 0; k < pairs; k++) {
        const g = K.pairA[k]!;
        const h = K.pairB[k]!;
        const small = GSIZE[g]! <= GSIZE[h]! ? g : h;
        const large = small === g ? h : g;
        if (GIDX[small]! >= 0 && K.bMeta[META * GIDX[small]! + EX] === -1) {
          if (bUpgrade(small, rows, cols)) upgraded = true;
        } else if (bUpgrade(large, rows, cols)) upgraded = true;
      }
      if (!upgraded) break;
      // Reaches only shrank: only the pairs in conflict so far can still be (same order kept).
      let kept = 0;
      for (let k = 0; k < pairs; k++) {
        const g = K.pairA[k]!;
        const h = K.pairB[k]!;
        if (!bConflict(g, h, rows, full)) continue;
        K.pairA[kept] = g;
        K.pairB[kept] = h;
        kept++;
      }
      pairs = kept;
    }
    if (pairs === 0) break;
    for (let g = 0; g < groups; g++) GUF[g] = g;
    for (let k = 0; k < pairs; k++) {
      const a = ufFind(K.pairA[k]!);
      const b = ufFind(K.pairB[k]!);
      if (a !== b) GUF[a < b ? b : a] = a < b ? a : b;
    }
    // Compact: each root (its smallest member, so the order by first stone is kept) becomes a group.
    let next = 0;
    for (let g = 0; g < groups; g++) K.gRoot[g] = ufFind(g);
    for (let g = 0; g < groups; g++) {
      const root = K.gRoot[g]!;
      if (root === g) {
        K.gNew[g] = next;
        if (next !== g) {
          for (let r = 0, to = next * rows, from = g * rows; r < rows; r++) {
            GB[to + r] = GB[from + r]!;
            GW[to + r] = GW[from + r]!;
            RB[to + r] = RB[from + r]!;
            RW[to + r] = RW[from + r]!;
          }
          K.rAny[next] = K.rAny[g]!;
          GIDX[next] = GIDX[g]!;
          K.gR0[next] = K.gR0[g]!;
          K.gC0[next] = K.gC0[g]!;
          GSIZE[next] = GSIZE[g]!;
        }
        next++;
      } else {
        const t = K.gNew[root]!;
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
  return groups;
}

/** The output of {@link componentsBits}: its `groups` groups with a move, cut out of `board` (see there). */
function cutOut(board: Board, groups: number, rows: number, cols: number, full: number): Component[] {
  const rs = K.rowScratch;
  const GB = K.gB;
  const GW = K.gW;
  const GIDX = K.gIdx;
  const BB = 4 * rows;
  const WW = 5 * rows;
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
    const gr = K.gR0[g]!;
    const gc = K.gC0[g]!;
    let r0: number;
    let r1: number;
    let c0: number;
    let c1: number;
    if (K.bMeta[META * idx + BOXKNOWN] === 0) {
      rowsBox(K.rB, o, K.rW, o, 1, rows);
      r0 = K.boxR0;
      r1 = K.boxR1;
      c0 = K.boxC0;
      c1 = K.boxC1;
      if (K.bMeta[META * idx + EX] === -1) {
        // the exact reach's box, by the search that stops once the stones fill this sound box
        rowsBox(K.gB, o, K.gW, o, 1, rows);
        if (K.boxR0 !== r0 || K.boxR1 !== r1 || K.boxC0 !== c0 || K.boxC1 !== c1) {
          K.xBoxMode = true;
          K.xTR0 = r0;
          K.xTR1 = r1;
          K.xTC0 = c0;
          K.xTC1 = c1;
          bSeed(g, rows);
          bitSearchRun(rows, cols);
          if (K.xPositions <= EXACT_MAX_POSITIONS) {
            rowsBox(K.uni, 0, K.uni, 1, 2, rows);
            r0 = K.boxR0;
            r1 = K.boxR1;
            c0 = K.boxC0;
            c1 = K.boxC1;
          }
          K.xBoxMode = false;
        }
      }
      saveBox(K.bMeta16, boxAt(idx), r0, r1, c0, c1, gr, gc);
      K.bMeta[META * idx + BOXKNOWN] = 1;
    } else {
      loadBox(K.bMeta16, boxAt(idx), gr, gc);
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
    if (h * w <= 64) {
      // a bitboard straight from the group's rows
      out.push({ board: bitBoardOfRows(h, w, GB, GW, o + r0, c0), row: r0, col: c0 });
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
