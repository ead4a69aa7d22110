/**
 * Negation and sums in the store: -G per node (iterative), G + H memoized by id pair (numbers and
 * x + n·↑ + *m in closed form, number translation, else the canonical form of the sum), sums of
 * many games, and the store's budget ({@link withBudget}). Internal to the store's files;
 * re-exported by store.ts.
 */
import { Budget, InputError, enterRegion, leaveRegion, repairCutRegions, type CutRegion, type RunOptions } from "../util";
import { dNeg } from "./dyadic";
import * as Nodes from "./storeNodes";
import { type Game } from "./storeNodes";
import * as Numbers from "./storeNumbers";
import * as Canonical from "./storeCanonical";
import { PairMemo } from "./storeMemo";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var N = Nodes.nodes;
var MAX_NUS_COMPONENT = Nodes.MAX_NUS_COMPONENT;
var checkGame = Nodes.checkGame;
var guardDepth = Nodes.guardDepth;
var SHALLOW = Nodes.SHALLOW;
var depthError = Nodes.depthError;
var nusGame = Numbers.nusGame;
var numberGame = Numbers.numberGame;
var numberExactGame = Numbers.numberExactGame;
var addNumbers = Numbers.addNumbers;
var materialize = Numbers.materialize;
var stopGame = Numbers.stopGame;
var TWO53 = Numbers.TWO53;
var canonical = Canonical.canonical;
var removeDominatedGrouped = Canonical.removeDominatedGrouped;
var intern = Canonical.intern;

/** The add memo (2^22 entries at most by default; configureStore). */
export const addMemo = new PairMemo(22);

// ---------------------------------------------------------------------------------------------
// Negation and sums
// ---------------------------------------------------------------------------------------------

/**
 * -G = {-G^R | -G^L} (already canonical); -(x + n·↑ + *m) = -x + (-n)·↑ + *m in O(1). Memoized
 * per node; O(canonical size) the first time, iterative (any depth).
 */
export function neg(g: Game): Game {
  checkGame(g);
  return negRaw(g);
}

function negRaw(g: number): number {
  if (N.nusStar[g] >= 0) return nusGame(-N.lStop[g], -N.nusUp[g], N.nusStar[g]);
  if (N.bigOf[g] >= 0) return numberExactGame(dNeg(N.bigVals[N.bigOf[g]]));
  if (N.negOf[g] >= 0) return N.negOf[g];
  // Post-order over the not-yet-negated subpositions with an explicit stack.
  const stack: number[] = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (N.negOf[x] >= 0) {
      stack.pop();
      continue;
    }
    const s = N.optStart[x];
    const nl = N.nLeft[x];
    const nr = N.nRight[x];
    let ready = true;
    for (let i = 0; i < nl + nr; i++) {
      const o = N.opts[s + i];
      if (N.nusStar[o] < 0 && N.bigOf[o] < 0 && N.negOf[o] < 0) {
        stack.push(o);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop();
    const one = (o: number): number =>
      N.nusStar[o] >= 0 ? nusGame(-N.lStop[o], -N.nusUp[o], N.nusStar[o]) : N.bigOf[o] >= 0 ? numberExactGame(dNeg(N.bigVals[N.bigOf[o]])) : N.negOf[o];
    const L: number[] = new Array<number>(nr);
    const R: number[] = new Array<number>(nl);
    for (let i = 0; i < nr; i++) L[i] = one(N.opts[s + nl + i]);
    for (let i = 0; i < nl; i++) R[i] = one(N.opts[s + i]);
    L.sort((a, b) => a - b);
    R.sort((a, b) => a - b);
    const res = intern(L, R);
    N.negOf[x] = res;
    N.negOf[res] = x;
  }
  return N.negOf[g];
}

/**
 * G + H in canonical form. 0 and numbers are shortcuts (number + number exactly; number x +
 * non-number H = {H^L + x | H^R + x} by the number translation theorem); otherwise
 * {G^L+H, G+H^L | G^R+H, G+H^R} canonicalized. Memoized by unordered id pair.
 */
export function add(g: Game, h: Game): Game {
  checkGame(g);
  checkGame(h);
  if (N.birth[g] + N.birth[h] < SHALLOW) return addRaw(g, h);
  return addGuarded(g, h);
}

/** addRaw with the stack-depth guard (no closure: see {@link leqGuarded}). */
function addGuarded(g: number, h: number): number {
  try {
    return addRaw(g, h);
  } catch (e) {
    throw depthError(e, "add");
  }
}

function addRaw(g: number, h: number): number {
  if (g === 0) return h;
  if (h === 0) return g;
  const x = N.numVal[g];
  const y = N.numVal[h];
  if (x === x && y === y) return addNumbers(g, h);
  if (N.nusStar[g] >= 0 && N.nusStar[h] >= 0) {
    // x + y must stay an exact double below 2^53 for a closed form; else the general sum below.
    const a = N.lStop[g];
    const b = N.lStop[h];
    const s = a + b;
    const bb = s - a;
    if (a - (s - bb) + (b - bb) === 0 && s < TWO53 && s > -TWO53) return nusGame(s, addUps(N.nusUp[g], N.nusUp[h]), N.nusStar[g] ^ N.nusStar[h]);
  }
  if (g > h) return addRaw(h, g);
  const m = addMemo.get(g, h);
  if (m >= 0) return m;
  const LA: number[] = [];
  const RA: number[] = [];
  const LB: number[] = [];
  const RB: number[] = [];
  // Number translation: skip the number's own options.
  if (x !== x) {
    if (N.optStart[g] < 0) materialize(g);
    const sg = N.optStart[g];
    for (let i = 0, n = N.nLeft[g]; i < n; i++) LA.push(addRaw(N.opts[sg + i], h));
    for (let i = 0, n = N.nRight[g]; i < n; i++) RA.push(addRaw(N.opts[sg + N.nLeft[g] + i], h));
  }
  if (y !== y) {
    if (N.optStart[h] < 0) materialize(h);
    const sh = N.optStart[h];
    for (let i = 0, n = N.nLeft[h]; i < n; i++) LB.push(addRaw(g, N.opts[sh + i]));
    for (let i = 0, n = N.nRight[h]; i < n; i++) RB.push(addRaw(g, N.opts[sh + N.nLeft[h] + i]));
  }
  const res = canonical(removeDominatedGrouped(LA, LB, true), removeDominatedGrouped(RA, RB, false), true);
  addMemo.set(g, h, res);
  return res;
}

/**
 * Sum of many games. Numbers are added exactly and nimbers by nim-addition first, then the other
 * terms in increasing order of birthday (small intermediate sums), with memoized additions.
 * Sums can be exponential: `options.budget` counts the new canonical games created (maxPositions)
 * and checks time/heap, stopping with BudgetExceededError; the store stays consistent.
 */
export function sum(gs: readonly Game[], options?: RunOptions): Game {
  for (let i = 0; i < gs.length; i++) checkGame(gs[i], `game ${i}`);
  return guardDepth("sum", () => withBudget(options, () => {
    let x = 0; // the number part, as a number node (exact, any size)
    let nim = 0;
    let ups = 0;
    const rest: number[] = [];
    for (const g of gs) {
      if (N.nusStar[g] >= 0) {
        x = addNumbers(x, stopGame(N.lStopId[g], N.lStop[g]));
        ups = addUps(ups, N.nusUp[g]);
        nim ^= N.nusStar[g];
      } else if (N.bigOf[g] >= 0) x = addNumbers(x, g);
      else rest.push(g);
    }
    rest.sort((a, b) => N.birth[a] - N.birth[b] || a - b);
    let acc = nusGame(0, ups, nim);
    for (const g of rest) acc = addRaw(acc, g);
    return x === 0 ? acc : addRaw(acc, x);
  }, "a sum of games"));
}

var budgetSweepQueued = false;

/**
 * Run `fn` (any cgt computation: game, add, sum, …) under a budget: every new canonical game
 * counts one position (maxPositions), time and heap are checked as it goes; past a limit it stops
 * with BudgetExceededError naming the limit. Nested calls keep the outermost budget. The store and
 * its caches stay consistent when it stops (nothing half-built is ever recorded).
 */
export function withBudget<T>(options: RunOptions | undefined, fn: () => T, context = "cgt computation"): T {
  if (options === undefined || (options.budget === undefined && options.onProgress === undefined)) return fn();
  repairCutRegions(); // (a budget an interrupt left installed would otherwise pass for an outer call's)
  if (N.activeBudget !== undefined) return fn();
  const budget = Budget.from(options, context);
  N.activeBudget = budget;
  // An interrupt (V8's TerminateExecution runs no `finally`) would leave this budget installed for
  // every later store operation. Two repairs: the next engine call or withBudget finds the region
  // open with no cgtlabStoreBudget frame on the stack (lib/util/interrupts.ts), and a microtask,
  // which runs only once this synchronous computation is over, uninstalls the budget if it is still there.
  enterRegion(budgetRegion);
  if (!budgetSweepQueued) {
    // one microtask per synchronous stretch (a long synchronous run must not queue one per call)
    budgetSweepQueued = true;
    queueMicrotask(() => {
      budgetSweepQueued = false;
      N.activeBudget = undefined; // no synchronous computation is running when a microtask runs
    });
  }
  try {
    return cgtlabStoreBudget(fn);
  } finally {
    N.activeBudget = undefined;
    leaveRegion(budgetRegion);
  }
}

/** The frame of a budgeted store computation (its name is counted on the stack, see withBudget). */
function cgtlabStoreBudget<T>(fn: () => T): T {
  return fn();
}

const budgetRegion: CutRegion = {
  frame: "cgtlabStoreBudget",
  repair: () => {
    N.activeBudget = undefined;
  },
};

/** n + k for up multiples, checked to stay within {@link MAX_NUS_COMPONENT}. */
function addUps(n: number, k: number): number {
  const s = n + k;
  if (s > MAX_NUS_COMPONENT || s < -MAX_NUS_COMPONENT) throw new RangeError(`cgt: up multiple ${s} exceeds ${MAX_NUS_COMPONENT}`);
  return s;
}

/** G - H. */
export function sub(g: Game, h: Game): Game {
  return add(g, neg(h));
}

/**
 * The game x + n·↑ + *m in O(1) (closed form; no sums): x a number given as an exact double,
 * n an integer, m ≥ 0 (|n|, m ≤ {@link MAX_NUS_COMPONENT}). InputError otherwise.
 */
export function upStarGame(x: number, n: number, m: number): Game {
  if (typeof x !== "number" || !Number.isFinite(x)) throw new InputError(`upStarGame(): x must be a finite number, got ${String(x)}`);
  if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_NUS_COMPONENT) throw new InputError(`upStarGame(): the up multiple must be an integer with |n| ≤ ${MAX_NUS_COMPONENT}, got ${String(n)}`);
  if (!Number.isSafeInteger(m) || m < 0 || m > MAX_NUS_COMPONENT) throw new InputError(`upStarGame(): the nim value must be an integer in [0, ${MAX_NUS_COMPONENT}], got ${String(m)}`);
  if (x >= TWO53 || x <= -TWO53) return add(numberGame(x), nusGame(0, n, m)); // no closed form for big x
  return nusGame(x, n, m);
}

