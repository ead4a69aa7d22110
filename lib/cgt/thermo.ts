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
 */
import { checkNumber } from "../util";
import * as S from "./store";
import {
  type Dyadic,
  dAdd,
  dCmp,
  dDivSmall,
  dInt,
  dMulInt,
  dSub,
  dyadicToNumber,
  dyadicToString,
} from "./dyadic";

/** One segment of a piecewise-linear wall: value x at temperature t, then slope s up to the next segment. */
interface Seg {
  t: Dyadic;
  x: Dyadic;
  s: number;
}
type Wall = Seg[];

interface Thermo {
  left: Wall;
  right: Wall;
  temp: Dyadic;
  mast: Dyadic;
}

let cache = new Map<number, Thermo>();
S.onReset(() => {
  cache = new Map();
});

const MINUS_ONE_T = dInt(-1);

function evalAt(f: Wall, t: Dyadic): Dyadic {
  let k = 0;
  while (k + 1 < f.length && dCmp(f[k + 1].t, t) <= 0) k++;
  const sg = f[k];
  return dAdd(sg.x, dMulInt(dSub(t, sg.t), sg.s));
}

function slopeAt(f: Wall, t: Dyadic): number {
  let k = 0;
  while (k + 1 < f.length && dCmp(f[k + 1].t, t) <= 0) k++;
  return f[k].s;
}

function shift(f: Wall, k: number): Wall {
  return f.map((sg) => ({ t: sg.t, x: dAdd(sg.x, dMulInt(sg.t, k)), s: sg.s + k }));
}

function simplify(f: Wall): Wall {
  const out: Wall = [];
  for (const sg of f) {
    const last = out[out.length - 1];
    if (last?.s === sg.s) continue;
    if (last && dCmp(last.t, sg.t) === 0) out[out.length - 1] = sg;
    else out.push(sg);
  }
  return out;
}

function breakpoints(f: Wall, g: Wall): Dyadic[] {
  const all = [...f.map((s) => s.t), ...g.map((s) => s.t)].sort(dCmp);
  return all.filter((t, i) => i === 0 || dCmp(t, all[i - 1]) !== 0);
}

/** Pointwise max (sign = 1) or min (sign = -1) of two walls. */
function extremum(f: Wall, g: Wall, sign: number): Wall {
  const ts = breakpoints(f, g);
  const out: Wall = [];
  for (let i = 0; i < ts.length; i++) {
    const a = ts[i];
    const b = i + 1 < ts.length ? ts[i + 1] : undefined;
    const fa = evalAt(f, a);
    const ga = evalAt(g, a);
    const sf = slopeAt(f, a);
    const sgl = slopeAt(g, a);
    const d0 = dCmp(fa, ga) * sign;
    const ds = (sf - sgl) * sign;
    const pickF = d0 > 0 || (d0 === 0 && ds >= 0);
    out.push(pickF ? { t: a, x: fa, s: sf } : { t: a, x: ga, s: sgl });
    // A crossing strictly inside (a, b) when the picked one falls below the other.
    if ((pickF && ds < 0 && d0 > 0) || (!pickF && ds > 0 && d0 < 0)) {
      const tc = dSub(a, dDivSmall(dSub(fa, ga), sf - sgl));
      if (dCmp(tc, a) > 0 && (b === undefined || dCmp(tc, b) < 0)) {
        out.push(pickF ? { t: tc, x: evalAt(g, tc), s: sgl } : { t: tc, x: evalAt(f, tc), s: sf });
      }
    }
  }
  return simplify(out);
}

function truncate(f: Wall, T: Dyadic, mast: Dyadic): Wall {
  const out = f.filter((sg) => dCmp(sg.t, T) < 0);
  out.push({ t: T, x: mast, s: 0 });
  return simplify(out);
}

/**
 * Thermograph record of g, memoized per canonical subposition. Post-order over the canonical DAG
 * with an explicit stack (no recursion: any depth, e.g. ↑30000, is fine).
 */
function thermo(g: number): Thermo {
  const known = cache.get(g);
  if (known) return known;
  const stack: number[] = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (cache.has(x)) {
      stack.pop();
      continue;
    }
    const v = S.numberExact(x);
    if (v?.exp === 0) {
      stack.pop();
      const d = v;
      const w: Wall = [{ t: MINUS_ONE_T, x: d, s: 0 }];
      cache.set(x, { left: w, right: w, temp: MINUS_ONE_T, mast: d });
      continue;
    }
    const nl = S.leftCount(x);
    const nr = S.rightCount(x);
    if (nl === 0 || nr === 0) throw new Error(`internal: non-integer canonical game ${x} with an empty side`);
    let ready = true;
    for (let i = 0; i < nl; i++) {
      const o = S.leftOption(x, i);
      if (!cache.has(o)) {
        stack.push(o);
        ready = false;
      }
    }
    for (let i = 0; i < nr; i++) {
      const o = S.rightOption(x, i);
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

/** Walls of the non-integer g from its options' cached thermographs (Siegel's definition, module header). */
function thermoFromOptions(g: number, nl: number, nr: number): Thermo {
  const th = (o: number): Thermo => cache.get(o)!;
  let L = shift(th(S.leftOption(g, 0)).right, -1);
  for (let i = 1; i < nl; i++) L = extremum(L, shift(th(S.leftOption(g, i)).right, -1), 1);
  let R = shift(th(S.rightOption(g, 0)).left, 1);
  for (let i = 1; i < nr; i++) R = extremum(R, shift(th(S.rightOption(g, i)).left, 1), -1);
  const T = crossing(L, R);
  const mast = evalAt(L, T);
  return { left: truncate(L, T, mast), right: truncate(R, T, mast), temp: T, mast };
}

/** Least t ≥ -1 with L(t) ≤ R(t) (L − R is non-increasing). */
function crossing(L: Wall, R: Wall): Dyadic {
  const ts = breakpoints(L, R);
  for (let i = 0; i < ts.length; i++) {
    const a = ts[i];
    const d = dSub(evalAt(L, a), evalAt(R, a));
    if (d.num <= 0n) return a;
    const s = slopeAt(L, a) - slopeAt(R, a);
    if (s < 0) {
      const tc = dAdd(a, dDivSmall(d, -s));
      if (i + 1 >= ts.length || dCmp(tc, ts[i + 1]) <= 0) return tc;
    }
  }
  throw new Error("internal: thermograph walls never meet");
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
 * Thermograph of g (see {@link Thermograph}). Cost: O(canonical size × wall complexity), memoized
 * per subposition; iterative, so any nesting depth works.
 */
export function thermograph(g: S.Game): ThermographValue {
  S.checkGame(g);
  const th = thermo(g);
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

/** Temperature: -1 for integers, -1/2^k for m/2^k, ≥ 0 for non-numbers (see module header). Exact. */
export function temperature(g: S.Game): Dyadic {
  S.checkGame(g);
  return thermo(g).temp;
}

/** Mean value (the mast of the thermograph). Exact. */
export function mean(g: S.Game): Dyadic {
  S.checkGame(g);
  return thermo(g).mast;
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
