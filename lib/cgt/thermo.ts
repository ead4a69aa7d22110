/**
 * Stops, thermographs, mean and temperature, with exact dyadic arithmetic.
 *
 * Conventions (those of CGSuite and Siegel's *Combinatorial Game Theory*):
 *  - walls are functions of the temperature t on [-1, ∞); the left wall L(t) and right wall R(t)
 *    of a non-integer G are L(t) = max over G^L of (R_{G^L}(t) − t) and
 *    R(t) = min over G^R of (L_{G^R}(t) + t); the temperature T is the least t ≥ -1 with
 *    L(t) ≤ R(t), above which both walls are the vertical mast at the mean L(T) = R(T);
 *  - an integer n is a mast at n from t = -1: **temperature(n) = -1**;
 *  - a non-integer number m/2^k (m odd) then gets temperature -1/2^k (it comes out of the
 *    recursion, e.g. 1/2 = {0|1} has walls -t and 1+t meeting at t = -1/2);
 *  - every non-number has temperature ≥ 0 (infinitesimals such as *, ↑ have temperature 0).
 *
 * Every wall is piecewise linear with slopes in {-1, 0, +1} and dyadic corners.
 *
 * Cost: one wall merge per option of each canonical subposition (O(corners) each), memoized per
 * subposition. The walls are computed in doubles with every operation checked exact (the fast
 * path below) and in BigInt dyadics only for a game whose values leave 53 bits; the BigInt engine
 * this replaced is kept as thermoReference.ts, and the tests check that both give the same walls.
 */
import { checkNumber } from "../util";
import * as S from "./store";
import { type Dyadic, DyadicValue, dCmp, dyadicFromDouble, dyadicToNumber, dyadicToString } from "./dyadic";
import {
  type Thermo,
  type Wall,
  evalAt,
  integerThermo,
  thermoFromOptionWalls,
  thermoReference,
} from "./thermoReference";

/*
 * The fast path. Every value on a wall is a dyadic rational m/2^e; a double holds such a value
 * exactly while |m| < 2^53 (the numerator and the exponent in machine words), so the walls are
 * computed in doubles, each sum checked exact by Knuth's two-sum (its rounding error must be 0)
 * and each division by a power of two checked by multiplying back. A wall is a flat array of
 * (t, x, slope) triples. A game whose walls would leave that range (or an integer leaf that is
 * not a double: a big number) is computed by the BigInt code of thermoReference.ts from its
 * options' walls converted exactly, and so is every game above it: the answer is the same either
 * way, only the cost differs.
 */

/** A wall in the fast path: (t, x, slope) triples, t increasing from -1. */
type FastWall = number[];

/** A memoized record: fast (walls in doubles) or big (the BigInt reference's record). */
interface Rec {
  left: FastWall;
  right: FastWall;
  temp: number;
  mast: number;
  big: Thermo | undefined;
  /** A fast record converted for a parent that falls back (kept: a game has many parents). */
  asBig: Thermo | undefined;
}

let cache = new Map<number, Rec>();
S.onReset(() => {
  cache = new Map();
});

/** Games whose record needed the BigInt fallback since the process started (a test hook). */
let fallbacks = 0;

/** Forget every memoized thermograph (the next call is cold; the store is untouched). O(1). */
export function clearThermoCache(): void {
  cache = new Map();
}

/** How many games the fast path handed to the BigInt fallback so far (tests check it is exercised). O(1). */
export function thermoFallbackCount(): number {
  return fallbacks;
}

/** Set when a fast operation was not exact; checked once per game. */
let inexact = false;

/** a + b, flagging a rounded (or overflowing) result. */
function add(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  if (a - (s - bb) + (b - bb) !== 0) inexact = true;
  return s;
}

/** a / k for k = ± a power of two (flags anything else, or an underflow). */
function divPow2(a: number, k: number): number {
  const m = k < 0 ? -k : k;
  if (m === 0 || (m & (m - 1)) !== 0) {
    inexact = true;
    return 0;
  }
  const q = a / k;
  if (q * k !== a) inexact = true;
  return q;
}

/** x + (t − t0)·s for a slope s ∈ {-1, 0, 1} (others flag: they never occur, the reference decides). */
function along(x: number, t0: number, s: number, t: number): number {
  if (s === 0) return x;
  const d = add(t, -t0);
  if (s === 1) return add(x, d);
  if (s === -1) return add(x, -d);
  inexact = true;
  return x;
}

/** Index of the segment of f (triple index) holding t, scanning on from segment k. */
function seek(f: FastWall, k: number, t: number): number {
  while (3 * k + 3 < f.length && f[3 * k + 3] <= t) k++;
  return k;
}

/** Push (t, x, s) onto out, dropping a segment that continues the last one's slope. */
function pushSeg(out: FastWall, t: number, x: number, s: number): void {
  const n = out.length;
  if (n > 0) {
    if (out[n - 1] === s) return;
    if (out[n - 3] === t) {
      out[n - 2] = x;
      out[n - 1] = s;
      return;
    }
  }
  out.push(t, x, s);
}

/** The wall f shifted by k·t for k = ±1 (slopes + k), as fresh flat segments. */
function shiftFast(f: FastWall, k: number): FastWall {
  const out: FastWall = new Array<number>(f.length);
  for (let i = 0; i < f.length; i += 3) {
    const t = f[i];
    out[i] = t;
    out[i + 1] = add(f[i + 1], k === 1 ? t : -t);
    out[i + 2] = f[i + 2] + k;
  }
  return out;
}

/** Scratch for the merged corner temperatures of two walls (reused: no allocation per merge). */
const ts: number[] = [];

/** Fill `ts` with the sorted distinct temperatures of the corners of f and g (a merge); returns their count. */
function breakpointsFast(f: FastWall, g: FastWall): number {
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < f.length || j < g.length) {
    let t: number;
    if (j >= g.length || (i < f.length && f[i] <= g[j])) {
      t = f[i];
      i += 3;
    } else {
      t = g[j];
      j += 3;
    }
    if (n === 0 || ts[n - 1] !== t) ts[n++] = t;
  }
  return n;
}

/**
 * Pointwise max (sign = 1) or min (sign = -1) of f and of g shifted by k·t (k = ±1: g's values
 * + k·t, slopes + k, without building the shifted wall); the reference's `extremum` in doubles.
 */
function extremumFast(f: FastWall, g: FastWall, k: number, sign: number): FastWall {
  const n = breakpointsFast(f, g);
  const out: FastWall = [];
  let kf = 0;
  let kg = 0;
  for (let i = 0; i < n; i++) {
    const a = ts[i];
    kf = seek(f, kf, a);
    kg = seek(g, kg, a);
    const sf = f[3 * kf + 2];
    const gt = g[3 * kg];
    const sgl = g[3 * kg + 2] + k;
    const fa = along(f[3 * kf + 1], f[3 * kf], sf, a);
    const ga = along(add(g[3 * kg + 1], k === 1 ? gt : -gt), gt, sgl, a);
    const d0 = (fa < ga ? -1 : fa > ga ? 1 : 0) * sign;
    const ds = (sf - sgl) * sign;
    const pickF = d0 > 0 || (d0 === 0 && ds >= 0);
    if (pickF) pushSeg(out, a, fa, sf);
    else pushSeg(out, a, ga, sgl);
    if ((pickF && ds < 0 && d0 > 0) || (!pickF && ds > 0 && d0 < 0)) {
      const tc = add(a, -divPow2(add(fa, -ga), sf - sgl));
      if (tc > a && (i + 1 >= n || tc < ts[i + 1])) {
        // No corner of f or g lies in (a, tc]: both are still on the segments holding a.
        if (pickF) pushSeg(out, tc, along(ga, a, sgl, tc), sgl);
        else pushSeg(out, tc, along(fa, a, sf, tc), sf);
      }
    }
  }
  return out;
}

/** The value of f at t. O(segments). */
function evalFast(f: FastWall, t: number): number {
  const k = seek(f, 0, t);
  return along(f[3 * k + 1], f[3 * k], f[3 * k + 2], t);
}

/** Least t ≥ -1 with L(t) ≤ R(t); NaN (with the flag set) if the doubles cannot say. */
function crossingFast(L: FastWall, R: FastWall): number {
  const n = breakpointsFast(L, R);
  let kl = 0;
  let kr = 0;
  for (let i = 0; i < n; i++) {
    const a = ts[i];
    kl = seek(L, kl, a);
    kr = seek(R, kr, a);
    const d = add(along(L[3 * kl + 1], L[3 * kl], L[3 * kl + 2], a), -along(R[3 * kr + 1], R[3 * kr], R[3 * kr + 2], a));
    if (d <= 0) return a;
    const s = L[3 * kl + 2] - R[3 * kr + 2];
    if (s < 0) {
      const tc = add(a, divPow2(d, -s));
      if (i + 1 >= n || tc <= ts[i + 1]) return tc;
    }
  }
  inexact = true; // the reference decides (it reports walls that never meet)
  return NaN;
}

/** The segments of f below T, then the mast (T, mast, slope 0). */
function truncateFast(f: FastWall, T: number, mast: number): FastWall {
  const out: FastWall = [];
  for (let i = 0; i < f.length && f[i] < T; i += 3) pushSeg(out, f[i], f[i + 1], f[i + 2]);
  pushSeg(out, T, mast, 0);
  return out;
}

/** A fast wall as the reference's segments (exact: every double is a dyadic). O(segments). */
function toBigWall(f: FastWall): Wall {
  const out: Wall = [];
  for (let i = 0; i < f.length; i += 3) out.push({ t: dyadicFromDouble(f[i]), x: dyadicFromDouble(f[i + 1]), s: f[i + 2] });
  return out;
}

/** The reference's record of a game, whichever path made it. */
function bigOf(r: Rec): Thermo {
  if (r.big) return r.big;
  if (r.asBig) return r.asBig;
  const left = toBigWall(r.left);
  const right = r.right === r.left ? left : toBigWall(r.right);
  r.asBig = { left, right, temp: dyadicFromDouble(r.temp), mast: dyadicFromDouble(r.mast) };
  return r.asBig;
}

const NO_WALL: FastWall = [];

function bigRec(th: Thermo): Rec {
  return { left: NO_WALL, right: NO_WALL, temp: NaN, mast: NaN, big: th, asBig: undefined };
}

/**
 * The store's accessors, read once. Under tsx (tests, benches) every property of an imported
 * namespace is a getter called per access, which cost more than a wall merge of a small game
 * (see bench/cgt.bench.ts); compiled code has no such getter, and there this changes nothing.
 */
const { leftCount, rightCount, leftOption, rightOption, numberValue, isBigNumber, numberExact } = S;

/**
 * Thermograph record of g, memoized per canonical subposition. Post-order over the canonical DAG
 * with an explicit stack (no recursion: any depth, e.g. ↑30000, is fine).
 */
function thermo(g: number): Rec {
  const known = cache.get(g);
  if (known) return known;
  const stack: number[] = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (cache.has(x)) {
      stack.pop();
      continue;
    }
    const v = numberValue(x);
    if (v === v) {
      // x is a number: an integer is a leaf (a mast from t = -1); a fraction recurses to its options.
      if (isBigNumber(x)) {
        const d = numberExact(x)!;
        if (d.exp === 0) {
          stack.pop();
          cache.set(x, bigRec(integerThermo(d)));
          continue;
        }
      } else if (Number.isInteger(v)) {
        stack.pop();
        const w: FastWall = [-1, v, 0];
        cache.set(x, { left: w, right: w, temp: -1, mast: v, big: undefined, asBig: undefined });
        continue;
      }
    }
    const nl = leftCount(x);
    const nr = rightCount(x);
    if (nl === 0 || nr === 0) throw new Error(`internal: non-integer canonical game ${x} with an empty side`);
    let ready = true;
    for (let i = 0; i < nl; i++) {
      const o = leftOption(x, i);
      if (!cache.has(o)) {
        stack.push(o);
        ready = false;
      }
    }
    for (let i = 0; i < nr; i++) {
      const o = rightOption(x, i);
      if (!cache.has(o)) {
        stack.push(o);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop();
    cache.set(x, thermoFromOptions(x, nl, nr));
  }
  return cache.get(g)!;
}

/** Walls of the non-integer g from its options' records: in doubles if exact, else by the BigInt fallback. */
function thermoFromOptions(g: number, nl: number, nr: number): Rec {
  const c = cache;
  const lefts: Rec[] = [];
  const rights: Rec[] = [];
  let anyBig = false;
  for (let i = 0; i < nl; i++) {
    const r = c.get(leftOption(g, i))!;
    if (r.big) anyBig = true;
    lefts.push(r);
  }
  for (let i = 0; i < nr; i++) {
    const r = c.get(rightOption(g, i))!;
    if (r.big) anyBig = true;
    rights.push(r);
  }
  if (!anyBig) {
    inexact = false;
    let L = nl === 1 ? shiftFast(lefts[0].right, -1) : extremumFast(shiftFast(lefts[0].right, -1), lefts[1].right, -1, 1);
    for (let i = 2; i < nl; i++) L = extremumFast(L, lefts[i].right, -1, 1);
    let R = nr === 1 ? shiftFast(rights[0].left, 1) : extremumFast(shiftFast(rights[0].left, 1), rights[1].left, 1, -1);
    for (let i = 2; i < nr; i++) R = extremumFast(R, rights[i].left, 1, -1);
    if (!inexact) {
      const T = crossingFast(L, R);
      if (!inexact) {
        const mast = evalFast(L, T);
        const left = truncateFast(L, T, mast);
        const right = truncateFast(R, T, mast);
        if (!inexact) return { left, right, temp: T, mast, big: undefined, asBig: undefined };
      }
    }
  }
  fallbacks++;
  return bigRec(
    thermoFromOptionWalls(
      lefts.map((r) => bigOf(r).right),
      rights.map((r) => bigOf(r).left),
    ),
  );
}

/** A corner of a thermograph wall: at temperature t the wall is at value x. */
export interface ThermographPoint {
  t: Dyadic;
  x: Dyadic;
}

/**
 * Thermograph of g: each wall as its corner points from t = -1 up to the temperature (the last
 * point of both walls is (temperature, mean)); above it the thermograph is a vertical mast at the
 * mean. Exact. Memoized per canonical subposition; O(canonical size × wall complexity).
 */
export interface Thermograph {
  leftWall: ThermographPoint[];
  rightWall: ThermographPoint[];
  temperature: Dyadic;
  mean: Dyadic;
}

/** "(t, x)" pairs of a wall, e.g. "(-1, 2) (1/2, 3/2)". */
function wallText(w: readonly ThermographPoint[]): string {
  return w.map((p) => `(${dyadicToString(p.t)}, ${dyadicToString(p.x)})`).join(" ");
}

/**
 * A {@link Thermograph} that prints as its walls: `Thermograph(left wall (t, x): (-1, 2) (1/2, 3/2);
 * right wall (t, x): (-1, 1) (1/2, 3/2); mast at 3/2 above t = 1/2)` — every corner (t, x) from
 * t = -1 up to the temperature, x the value (Left's direction positive), then the vertical mast.
 * The same text through `String(th)`, template strings and Node's util.inspect; `JSON.stringify`
 * gives the fields with every dyadic as a string ("3/2"). O(corners) to print.
 */
export class ThermographValue implements Thermograph {
  leftWall: ThermographPoint[];
  rightWall: ThermographPoint[];
  temperature: Dyadic;
  mean: Dyadic;
  constructor(leftWall: ThermographPoint[], rightWall: ThermographPoint[], temperature: Dyadic, mean: Dyadic) {
    this.leftWall = leftWall;
    this.rightWall = rightWall;
    this.temperature = temperature;
    this.mean = mean;
  }
  /** The walls as corner lists and the mast (see the class comment). */
  toString(): string {
    const T = dyadicToString(this.temperature);
    return `Thermograph(left wall (t, x): ${wallText(this.leftWall)}; right wall (t, x): ${wallText(this.rightWall)}; mast at ${dyadicToString(this.mean)} above t = ${T})`;
  }
  /** Plain data: corners and dyadics as strings ("3/2"). */
  toJSON(): { leftWall: { t: string; x: string }[]; rightWall: { t: string; x: string }[]; temperature: string; mean: string } {
    const pts = (w: readonly ThermographPoint[]): { t: string; x: string }[] => w.map((p) => ({ t: dyadicToString(p.t), x: dyadicToString(p.x) }));
    return { leftWall: pts(this.leftWall), rightWall: pts(this.rightWall), temperature: dyadicToString(this.temperature), mean: dyadicToString(this.mean) };
  }
  /** Node's util.inspect (console.log, the REPL, tslab) prints the same text as toString. */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.toString();
  }
}

function corners(f: Wall, T: Dyadic): ThermographPoint[] {
  const pts = f.map((sg) => ({ t: sg.t, x: sg.x }));
  if (dCmp(pts[pts.length - 1].t, T) < 0) pts.push({ t: T, x: evalAt(f, T) });
  return pts;
}

/**
 * The dyadic equal to the finite double x, already in lowest terms: x·2^e for the least e that
 * makes it an integer has an odd numerator (or e = 0). O(e).
 */
function exactDyadic(x: number): DyadicValue {
  let e = 0;
  while (!Number.isInteger(x)) {
    x *= 2; // exact: doubling a double never rounds
    e++;
  }
  return new DyadicValue(BigInt(x), e);
}

function cornersFast(f: FastWall, T: number): ThermographPoint[] {
  const pts: ThermographPoint[] = [];
  for (let i = 0; i < f.length; i += 3) pts.push({ t: exactDyadic(f[i]), x: exactDyadic(f[i + 1]) });
  if (f[f.length - 3] < T) pts.push({ t: exactDyadic(T), x: exactDyadic(evalFast(f, T)) });
  return pts;
}

function thermographOf(r: Rec): ThermographValue {
  const th = r.big;
  if (th) return new ThermographValue(corners(th.left, th.temp), corners(th.right, th.temp), th.temp, th.mast);
  return new ThermographValue(cornersFast(r.left, r.temp), cornersFast(r.right, r.temp), exactDyadic(r.temp), exactDyadic(r.mast));
}

/**
 * Thermograph of g (see {@link Thermograph}). Cost: O(canonical size × wall complexity), memoized
 * per subposition; iterative, so any nesting depth works. The walls are computed in doubles,
 * every operation checked exact, with a BigInt fallback per game (lib/cgt/thermo.ts): the
 * result is exact for games of any size.
 */
export function thermograph(g: S.Game): ThermographValue {
  S.checkGame(g);
  return thermographOf(thermo(g));
}

/**
 * The thermograph of g by the plain BigInt reference (thermoReference.ts, its own memo table):
 * what {@link thermograph} computed before the fast path, kept to cross-check it and to time it
 * against. Same result; cost O(canonical size × wall complexity²) allocating BigInt operations.
 */
export function thermographReference(g: S.Game): ThermographValue {
  S.checkGame(g);
  const th = thermoReference(g);
  return new ThermographValue(corners(th.left, th.temp), corners(th.right, th.temp), th.temp, th.mast);
}

/**
 * Thermograph corners as plain numbers for plotting, with the mast extended up to `tMax`
 * (default: temperature + 1). Points are {t, x}; x is the value axis (Left's direction positive).
 */
export function thermographPlot(g: S.Game, tMax?: number): { left: { t: number; x: number }[]; right: { t: number; x: number }[] } {
  if (tMax !== undefined) checkNumber(tMax, "thermographPlot(g, tMax): tMax (the top of the temperature axis, which starts at −1)", { min: 0, max: Number.MAX_VALUE });
  const th = thermograph(g);
  const top = tMax ?? dyadicToNumber(th.temperature) + 1;
  const conv = (ps: ThermographPoint[]): { t: number; x: number }[] => {
    const out = ps.map((p) => ({ t: dyadicToNumber(p.t), x: dyadicToNumber(p.x) }));
    if (top > out[out.length - 1].t) out.push({ t: top, x: dyadicToNumber(th.mean) });
    return out;
  };
  return { left: conv(th.leftWall), right: conv(th.rightWall) };
}

/**
 * Temperature: -1 for integers, -1/2^k for m/2^k, ≥ 0 for non-numbers (see module header). Exact.
 * Cost: the thermograph's walls (memoized per subposition; see {@link thermograph}).
 */
export function temperature(g: S.Game): Dyadic {
  S.checkGame(g);
  const r = thermo(g);
  return r.big ? r.big.temp : exactDyadic(r.temp);
}

/** Mean value (the mast of the thermograph). Exact. Cost: as {@link temperature}. */
export function mean(g: S.Game): Dyadic {
  S.checkGame(g);
  const r = thermo(g);
  return r.big ? r.big.mast : exactDyadic(r.mast);
}

/** Left stop (the number reached when Left starts and both play optimally to a number). Exact; O(1). */
export function leftStop(g: S.Game): Dyadic {
  return S.numberExact(S.leftStopGame(g))!;
}

/** Right stop. Exact; O(1). */
export function rightStop(g: S.Game): Dyadic {
  return S.numberExact(S.rightStopGame(g))!;
}

/** Exact value of a number game, or undefined for non-numbers. O(1). */
export function numberValueExact(g: S.Game): Dyadic | undefined {
  return S.numberExact(g);
}
