/**
 * Canonicalization in the store: {@link game} (sort and deduplicate the options, then the raw-form
 * cache), dominated options removed, reversible ones bypassed against the pending game with
 * per-call memoized comparisons, and `intern`, which hash-conses the result (closed forms go to
 * their triple). Internal to the store's files; `game` is re-exported by store.ts.
 */
import { InputError } from "../util";
import * as Nodes from "./storeNodes";
import { type Game } from "./storeNodes";
import * as Numbers from "./storeNumbers";
import * as Compare from "./storeCompare";
import { FormCache } from "./storeMemo";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var N = Nodes.nodes;
var checkGame = Nodes.checkGame;
var newNode = Nodes.newNode;
var growOpts = Nodes.growOpts;
var rehash = Nodes.rehash;
var hashOptions = Nodes.hashOptions;
var sameOptions = Nodes.sameOptions;
var stopCmp = Nodes.stopCmp;
var depthError = Nodes.depthError;
var recognizeNus = Numbers.recognizeNus;
var materialize = Numbers.materialize;
var numberCmp = Numbers.numberCmp;
var simplestBetweenGame = Numbers.simplestBetweenGame;
var leqRaw = Compare.leqRaw;

// ---------------------------------------------------------------------------------------------
// Canonicalization
// ---------------------------------------------------------------------------------------------

// Comparisons against a pending (not yet canonical) game G = {pL | pR}, memoized per
// canonicalization with generation stamps: bit 0 = computed "X ≤ G", bit 1 = its value,
// bit 2 = computed "G ≤ X", bit 3 = its value.
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
  for (let i = 0; i < L.length; i++) if (N.rStop[L[i]] > ls) ls = N.rStop[L[i]];
  for (let i = 0; i < R.length; i++) if (N.lStop[R[i]] < rs) rs = N.lStop[R[i]];
  pLS = ls;
  pRS = rs;
  pStops = ls >= rs;
  stamp++;
  if (stamp === 0x7fffffff) {
    N.pendStamp.fill(0);
    stamp = 1;
  }
}

/** X ≤ G where G is the pending game. */
function leqPending(x: number): boolean {
  if (N.pendStamp[x] === stamp) {
    const v = N.pendVal[x];
    if (v & 1) return (v & 2) !== 0;
  } else {
    N.pendStamp[x] = stamp;
    N.pendVal[x] = 0;
  }
  if (pStops) {
    // X ≤ G needs LS(X) ≤ LS(G) and RS(X) ≤ RS(G); LS(X) < RS(G) puts a number between them.
    if (N.lStop[x] > pLS || N.rStop[x] > pRS) {
      N.pendVal[x] |= 1;
      return false;
    }
    if (N.lStop[x] < pRS) {
      N.pendVal[x] |= 3;
      return true;
    }
  }
  let res = true;
  if (N.optStart[x] < 0) materialize(x);
  const s = N.optStart[x];
  for (let i = 0, n = N.nLeft[x]; i < n && res; i++) if (pendingLeq(N.opts[s + i])) res = false;
  for (let i = 0; i < pR.length && res; i++) if (leqRaw(pR[i], x)) res = false;
  N.pendVal[x] |= 1 | (res ? 2 : 0);
  return res;
}

/** G ≤ Y where G is the pending game. */
function pendingLeq(y: number): boolean {
  if (N.pendStamp[y] === stamp) {
    const v = N.pendVal[y];
    if (v & 4) return (v & 8) !== 0;
  } else {
    N.pendStamp[y] = stamp;
    N.pendVal[y] = 0;
  }
  if (pStops) {
    if (pLS > N.lStop[y] || pRS > N.rStop[y]) {
      N.pendVal[y] |= 4;
      return false;
    }
    if (pLS < N.rStop[y]) {
      N.pendVal[y] |= 12;
      return true;
    }
  }
  let res = true;
  for (let i = 0; i < pL.length && res; i++) if (leqRaw(y, pL[i])) res = false;
  if (N.optStart[y] < 0) materialize(y);
  const s = N.optStart[y] + N.nLeft[y];
  for (let i = 0, n = N.nRight[y]; i < n && res; i++) if (leqPending(N.opts[s + i])) res = false;
  N.pendVal[y] |= 4 | (res ? 8 : 0);
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
export function removeDominatedGrouped(a: number[], b: number[], left: boolean): number[] {
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
export function canonical(L: number[], R: number[], dominanceDone = false): Game {
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
    const v = N.numVal[L[i]];
    if (v !== v) allNum = false;
    else if (v > maxL || (v === maxL && numberCmp(L[i], iMax) > 0)) {
      maxL = v;
      iMax = L[i];
    }
  }
  for (let i = 0; i < R.length && allNum; i++) {
    const v = N.numVal[R[i]];
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
      if (N.optStart[a] < 0) materialize(a);
      const s = N.optStart[a] + N.nLeft[a];
      for (let i = 0, n = N.nRight[a]; i < n; i++) {
        if (leqPending(N.opts[s + i])) {
          rev = N.opts[s + i];
          break;
        }
      }
      if (rev < 0) nL.push(a);
      else {
        changed = true;
        if (N.optStart[rev] < 0) materialize(rev);
        const t = N.optStart[rev];
        for (let i = 0, n = N.nLeft[rev]; i < n; i++) nL.push(N.opts[t + i]);
      }
    }
    for (const b of R) {
      // b is reversible if some left option bL of b has G ≤ bL: replace b by bL's right options.
      let rev = -1;
      if (N.optStart[b] < 0) materialize(b);
      const s = N.optStart[b];
      for (let i = 0, n = N.nLeft[b]; i < n; i++) {
        if (pendingLeq(N.opts[s + i])) {
          rev = N.opts[s + i];
          break;
        }
      }
      if (rev < 0) nR.push(b);
      else {
        changed = true;
        if (N.optStart[rev] < 0) materialize(rev);
        const t = N.optStart[rev] + N.nLeft[rev];
        for (let i = 0, n = N.nRight[rev]; i < n; i++) nR.push(N.opts[t + i]);
      }
    }
    if (!changed) break;
    L = removeDominated(sortUnique(nL), true);
    R = removeDominated(sortUnique(nR), false);
  }
  return intern(L, R);
}

/**
 * Id of the game whose canonical form is exactly {L | R}. L and R must be sorted ascending,
 * without duplicates, and the form must already be canonical (the caller guarantees it).
 * Forms of closed-form values (numbers, nimbers, x + n·↑ + *m) go to {@link nusGame}.
 * O(|L| + |R|) expected.
 */
export function intern(L: ArrayLike<number>, R: ArrayLike<number>): Game {
  const nus = recognizeNus(L, R);
  if (nus >= 0) return nus;
  const h = hashOptions(L, R);
  let i = h & N.tableMask;
  for (;;) {
    const e = N.table[i];
    if (e === 0) break;
    if (N.hashOf[e - 1] === h && sameOptions(e - 1, L, R)) return e - 1;
    i = (i + 1) & N.tableMask;
  }
  // Every fact of the node is written before it becomes visible (table[i] = id + 1, the commit):
  // an interrupt cutting this function anywhere leaves at most an unreachable id, never a node
  // that lookups find half-built (see rehash).
  const id = newNode();
  const nl = L.length;
  const nr = R.length;
  if (N.optsLen + nl + nr > N.opts.length) growOpts(N.optsLen + nl + nr);
  const start = N.optsLen;
  N.optStart[id] = start;
  N.nLeft[id] = nl;
  N.nRight[id] = nr;
  let b = 0;
  let o = start;
  for (let k = 0; k < nl; k++) {
    N.opts[o++] = L[k];
    if (N.birth[L[k]] + 1 > b) b = N.birth[L[k]] + 1;
  }
  for (let k = 0; k < nr; k++) {
    N.opts[o++] = R[k];
    if (N.birth[R[k]] + 1 > b) b = N.birth[R[k]] + 1;
  }
  N.optsLen = o;
  N.birth[id] = b;
  N.hashOf[id] = h;
  N.numVal[id] = NaN;
  N.nimVal[id] = -1;
  // Stops: max of the left options' right stops, min of the right options' left stops. Equal
  // doubles from different number nodes involve a big number: compare those exactly.
  let ls = -Infinity;
  let rs = Infinity;
  let lsId = -1;
  let rsId = -1;
  for (let k = 0; k < nl; k++) {
    const o = L[k];
    const v = N.rStop[o];
    if (v > ls || (v === ls && N.rStopId[o] !== lsId && stopCmp(N.rStopId[o], lsId, v) > 0)) {
      ls = v;
      lsId = N.rStopId[o];
    }
  }
  for (let k = 0; k < nr; k++) {
    const o = R[k];
    const v = N.lStop[o];
    if (v < rs || (v === rs && N.lStopId[o] !== rsId && stopCmp(N.lStopId[o], rsId, v) < 0)) {
      rs = v;
      rsId = N.lStopId[o];
    }
  }
  N.lStop[id] = ls;
  N.rStop[id] = rs;
  N.lStopId[id] = lsId;
  N.rStopId[id] = rsId;
  N.table[i] = id + 1; // the commit
  if (N.count * 2 > N.table.length) rehash(N.table.length * 2);
  return id;
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
  if (!Array.isArray(left as unknown) || !Array.isArray(right as unknown)) throw new InputError("game(left, right) needs two arrays of game ids");
  const nl0 = left.length;
  const nr0 = right.length;
  if (nl0 > scratchL.length) scratchL = new Int32Array(Math.max(nl0, scratchL.length * 2));
  if (nr0 > scratchR.length) scratchR = new Int32Array(Math.max(nr0, scratchR.length * 2));
  const sL = scratchL;
  const sR = scratchR;
  for (let i = 0; i < nl0; i++) {
    const g = left[i];
    if (typeof g !== "number" || !(g >= 0 && g < N.count) || (g | 0) !== g) checkGame(g, `left option ${i}`);
    sL[i] = g;
  }
  for (let i = 0; i < nr0; i++) {
    const g = right[i];
    if (typeof g !== "number" || !(g >= 0 && g < N.count) || (g | 0) !== g) checkGame(g, `right option ${i}`);
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

export const formCache = new FormCache(1 << 20);
