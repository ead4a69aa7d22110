/**
 * Thermographs with BigInt dyadic arithmetic: the plain reference implementation (the engine
 * before the fixed-width fast path of thermo.ts, kept unchanged) and the exact fallback that
 * thermo.ts uses when a wall leaves the range a double holds exactly.
 *
 * Conventions (those of CGSuite and Siegel's *Combinatorial Game Theory*, see thermo.ts):
 * walls are piecewise-linear functions of the temperature t on [-1, ∞), each a list of segments
 * (value x at temperature t, then slope s up to the next segment); the left wall of a non-integer
 * G is L(t) = max over G^L of (R_{G^L}(t) − t), the right wall R(t) = min over G^R of
 * (L_{G^R}(t) + t); the temperature T is the least t ≥ -1 with L(t) ≤ R(t), above which both
 * walls are the mast at the mean L(T) = R(T); an integer n is a mast at n from t = -1.
 */
import * as S from "./store";
import { type Dyadic, dAdd, dCmp, dDivSmall, dInt, dMulInt, dSub } from "./dyadic";

/** One segment of a piecewise-linear wall: value x at temperature t, then slope s up to the next segment. */
export interface Seg {
  t: Dyadic;
  x: Dyadic;
  s: number;
}
/** A wall: segments in increasing t, the first at t = -1. */
export type Wall = Seg[];

/** Thermograph record: both walls (each ending with the mast segment), temperature and mean. */
export interface Thermo {
  left: Wall;
  right: Wall;
  temp: Dyadic;
  mast: Dyadic;
}

let cache = new Map<number, Thermo>();
S.onReset(() => {
  cache = new Map();
});

/** Forget every thermograph the reference memoized (the next reference call is cold). O(1). */
export function clearThermoReferenceCache(): void {
  cache = new Map();
}

const MINUS_ONE_T = dInt(-1);

/** The wall's value at t. O(segments). */
export function evalAt(f: Wall, t: Dyadic): Dyadic {
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

/** The record of the integer n: both walls the mast at n from t = -1, temperature -1. O(1). */
export function integerThermo(n: Dyadic): Thermo {
  const w: Wall = [{ t: MINUS_ONE_T, x: n, s: 0 }];
  return { left: w, right: w, temp: MINUS_ONE_T, mast: n };
}

/**
 * Thermograph record of g by the reference, memoized per canonical subposition in its own table.
 * Post-order over the canonical DAG with an explicit stack (any depth). Cost: O(canonical size ×
 * wall complexity²) BigInt dyadic operations, each allocating.
 */
export function thermoReference(g: number): Thermo {
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
      cache.set(x, integerThermo(v));
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
    const th = (o: number): Thermo => cache.get(o)!;
    const lefts: Wall[] = [];
    const rights: Wall[] = [];
    for (let i = 0; i < nl; i++) lefts.push(th(S.leftOption(x, i)).right);
    for (let i = 0; i < nr; i++) rights.push(th(S.rightOption(x, i)).left);
    cache.set(x, thermoFromOptionWalls(lefts, rights));
  }
  return cache.get(g)!;
}

/**
 * Walls of a non-integer game from its options' walls (Siegel's definition, module header):
 * `leftOptionRightWalls` are the right walls of the Left options, `rightOptionLeftWalls` the left
 * walls of the Right options (each non-empty). O(options × wall complexity²) BigInt operations.
 */
export function thermoFromOptionWalls(leftOptionRightWalls: readonly Wall[], rightOptionLeftWalls: readonly Wall[]): Thermo {
  let L = shift(leftOptionRightWalls[0], -1);
  for (let i = 1; i < leftOptionRightWalls.length; i++) L = extremum(L, shift(leftOptionRightWalls[i], -1), 1);
  let R = shift(rightOptionLeftWalls[0], 1);
  for (let i = 1; i < rightOptionLeftWalls.length; i++) R = extremum(R, shift(rightOptionLeftWalls[i], 1), -1);
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
