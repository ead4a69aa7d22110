/**
 * Temperature theory on canonical short games: cooling, heating, overheating, freezing, Norton
 * products, incentives, stop counts and strong stops.
 *
 * Sources for the definitions: Winning Ways (Berlekamp, Conway, Guy), ch. 6 ("cooling" and
 * "heating", Norton's "overheating"); Lessons in Play (Albert, Nowakowski, Wolfe), ch. 6 and 8;
 * A. N. Siegel, Combinatorial Game Theory (AMS 2013), ch. II.5–II.6; CGSuite's documentation of
 * `CanonicalShortGame` (Cool, Heat, Overheat, Freeze, NortonProduct, Incentives, StopCount,
 * StrongStop). Every operation is applied to the canonical form of its argument (heating,
 * overheating and Norton products depend on the form of G; the canonical form is the one used, as
 * in CGSuite).
 *
 * Temperatures passed to {@link cool} are exact dyadic rationals ({@link TemperatureInput}); the
 * heating / overheating amounts and Norton units are games.
 */
import { InputError, type RunOptions } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { type Dyadic, dCmp, dyadicToString, dyadicFromDouble, makeDyadic } from "./dyadic";
import { mean, numberValueExact, temperature as temperatureOf, leftStop, rightStop } from "./thermo";

/**
 * A temperature given as an exact value: a {@link Dyadic}, a string `"p"` or `"p/q"` (q a power
 * of two, e.g. `"3/4"`), or a JS number whose binary expansion ends within 2^-32 (e.g. `0.5`,
 * `1.25`; not `1/3`). It is a value, never a game id.
 */
export type TemperatureInput = Dyadic | string | number;

/** Largest denominator exponent accepted for a temperature given as a JS number. */
const MAX_DOUBLE_EXP = 32;

/**
 * The exact dyadic value of a temperature input; InputError (naming `what`) if it is not a
 * dyadic rational, or is below the least value allowed: `min` "zero" (the default: negative is
 * an error), "aboveMinusOne" (cooling: t > −1) or "any". O(length of the input).
 */
export function toTemperature(t: TemperatureInput, what = "temperature", min: "zero" | "aboveMinusOne" | "any" = "zero"): Dyadic {
  let d: Dyadic;
  if (typeof t === "number") {
    if (!Number.isFinite(t)) throw new InputError(`${what}: ${t} is not a finite number`);
    d = dyadicFromDouble(t);
    if (d.exp > MAX_DOUBLE_EXP) {
      throw new InputError(
        `${what}: ${t} is not a dyadic rational with denominator ≤ 2^${MAX_DOUBLE_EXP} (pass an exact string such as "3/8" or a Dyadic)`,
      );
    }
  } else if (typeof t === "string") {
    const m = /^\s*(-?\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(t);
    if (!m) throw new InputError(`${what}: cannot read "${t}" as a dyadic rational (expected "p" or "p/q" with q a power of two)`);
    const q = m[2] === undefined ? 1n : BigInt(m[2]);
    if (q <= 0n || (q & (q - 1n)) !== 0n) {
      throw new InputError(`${what}: "${t}" is not a dyadic rational (the denominator ${q} is not a power of two)`);
    }
    d = makeDyadic(BigInt(m[1]), q.toString(2).length - 1);
  } else if (t && typeof t === "object" && typeof t.num === "bigint" && Number.isInteger(t.exp) && t.exp >= 0) {
    d = makeDyadic(t.num, t.exp);
  } else {
    throw new InputError(`${what}: expected a Dyadic, a string "p/q" or a number, got ${String(t)}`);
  }
  if (min === "zero" && d.num < 0n) throw new InputError(`${what}: must be ≥ 0, got ${dyadicToString(d)} (a negative temperature is not a cooling)`);
  if (min === "aboveMinusOne" && dCmp(d, makeDyadic(-1n)) <= 0) {
    throw new InputError(`${what}: must be > −1, got ${dyadicToString(d)} (cooling by t ≤ −1 is not defined)`);
  }
  return d;
}

function isInteger(g: GameId): boolean {
  const v = numberValueExact(g);
  return v?.exp === 0;
}

function integerValue(g: GameId): bigint {
  const v = numberValueExact(g);
  if (v?.exp !== 0) throw new Error(`internal: game ${g} is not an integer`);
  return v.num;
}

/** The number game with value d. */
function numberGame(d: Dyadic): GameId {
  return S.dyadic(d.num, d.exp);
}

/** Memo tables, one per operation and parameter, dropped with the store. */
let memos = new Map<string, Map<GameId, GameId>>();
S.onReset(() => {
  memos = new Map();
});
function memoFor(key: string): Map<GameId, GameId> {
  let m = memos.get(key);
  if (!m) {
    m = new Map();
    memos.set(key, m);
  }
  return m;
}

/**
 * G cooled by t > −1 (written G_t): integers are unchanged; otherwise
 * G_t = {G^L_t − t | G^R_t + t}, unless G_t' is infinitesimally close to a number x for some
 * t' < t, in which case G_t = x for the least such t' — which happens exactly when t exceeds the
 * temperature of G, and then x is the mean of G (Winning Ways ch. 6; Lessons in Play ch. 8;
 * CGSuite `Cool`). Cooling shifts the thermograph down: the walls of G_t at u ≥ 0 are those of G
 * at u + t. For −1 < t < 0 the same formula is applied, as CGSuite's `Cool` does (integers
 * unchanged, a game whose temperature is below t becomes its mean, otherwise {G^L_t − t | G^R_t + t}):
 * e.g. 1/4 cooled by −1/4 is 1/4* and {3||2*|1*} cooled by −1/2 is {7/2|||5/2|3/2||±1/2}
 * (CGSuite's GameTest.scala). `t` is an exact value
 * (see {@link TemperatureInput}); t ≤ −1 or a non-dyadic t is an InputError. Cost: one
 * canonicalization per canonical subposition of G (memoized per t), each polynomial in the option
 * counts; canonical forms of cooled games can be large, so it takes a budget (`options`).
 */
export function cool(g: GameId, t: TemperatureInput, options?: RunOptions): GameId {
  S.checkGame(g);
  const tt = toTemperature(t, "cool(): temperature t", "aboveMinusOne");
  const tg = numberGame(tt);
  const memo = memoFor(`cool ${dyadicToString(tt)}`);
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let res: GameId;
    if (isInteger(x)) res = x;
    else if (dCmp(temperatureOf(x), tt) < 0) res = numberGame(mean(x));
    else {
      res = S.game(
        S.leftOptions(x).map((y) => S.sub(rec(y), tg)),
        S.rightOptions(x).map((y) => S.add(rec(y), tg)),
      );
    }
    memo.set(x, res);
    return res;
  };
  return S.withBudget(options, () => rec(g), "cool()");
}

/**
 * G frozen: G cooled by its own temperature, G_{t(G)}; numbers are unchanged (CGSuite `Freeze`;
 * Winning Ways ch. 6). The result is infinitesimally close to a number (the mean of G). Cost: as
 * {@link cool}.
 */
export function freeze(g: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  if (S.isNumber(g)) return g;
  return cool(g, temperatureOf(g), options);
}

/**
 * G heated by the game t, ∫^t G: numbers are unchanged, otherwise
 * ∫^t G = {∫^t G^L + t | ∫^t G^R − t} (Winning Ways ch. 6 "heating"; Lessons in Play ch. 8;
 * CGSuite `Heat`, which takes any game t, e.g. t = * in the reduced canonical form). Applied to
 * the canonical form of G (heating depends on the form). Cost: one canonicalization per
 * canonical subposition of G, memoized per t; takes a budget.
 */
export function heat(g: GameId, t: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  S.checkGame(t, "heat(): the heating amount t");
  const memo = memoFor(`heat ${t}`);
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    const res = S.isNumber(x)
      ? x
      : S.game(
          S.leftOptions(x).map((y) => S.add(rec(y), t)),
          S.rightOptions(x).map((y) => S.sub(rec(y), t)),
        );
    memo.set(x, res);
    return res;
  };
  return S.withBudget(options, () => rec(g), "heat()");
}

/**
 * G overheated from s to t, ∫_s^t G: an integer n becomes the Norton product n·s (n copies of s);
 * otherwise ∫_s^t G = {∫_s^t G^L + t | ∫_s^t G^R − t} (Winning Ways ch. 6, Norton's
 * overheating; CGSuite `Overheat(s, t)`, whose definition this follows). Applied to the canonical
 * form of G. Cost: memoized per canonical subposition; the integer leaves cost O(log n) sums of
 * s; takes a budget.
 */
export function overheat(g: GameId, s: GameId, t: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  S.checkGame(s, "overheat(): s");
  S.checkGame(t, "overheat(): t");
  const memo = memoFor(`overheat ${s} ${t}`);
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    const res = isInteger(x)
      ? multiplyInteger(s, integerValue(x))
      : S.game(
          S.leftOptions(x).map((y) => S.add(rec(y), t)),
          S.rightOptions(x).map((y) => S.sub(rec(y), t)),
        );
    memo.set(x, res);
    return res;
  };
  return S.withBudget(options, () => rec(g), "overheat()");
}

/** n·G for an integer n by binary doubling: O(log |n|) additions. */
export function multiplyInteger(g: GameId, n: number | bigint): GameId {
  let k = BigInt(n);
  let base = k < 0n ? S.neg(g) : g;
  if (k < 0n) k = -k;
  let acc: GameId = S.ZERO;
  while (k > 0n) {
    if ((k & 1n) === 1n) acc = S.add(acc, base);
    k >>= 1n;
    if (k > 0n) base = S.add(base, base);
  }
  return acc;
}

/** Distinct values, with the ones dominated by (≤) another removed. O(k²) comparisons. */
function maximal(xs: readonly GameId[]): GameId[] {
  const d = [...new Set(xs)];
  return d.filter((x) => !d.some((y) => y !== x && S.leq(x, y)));
}

/**
 * Left incentives of G: the values G^L − G over the Left options of the canonical form, distinct
 * and with dominated ones (those ≤ another incentive) removed, as CGSuite's `LeftIncentives`
 * returns them (Winning Ways ch. 6 / Lessons in Play ch. 8: the incentive of a move is how much
 * the mover gains). Cost: one subtraction per option plus O(k²) comparisons.
 */
export function leftIncentives(g: GameId): GameId[] {
  S.checkGame(g);
  return maximal(S.leftOptions(g).map((gl) => S.sub(gl, g)));
}

/** Right incentives of G: the values G − G^R (see {@link leftIncentives}); CGSuite `RightIncentives`. Same cost. */
export function rightIncentives(g: GameId): GameId[] {
  S.checkGame(g);
  return maximal(S.rightOptions(g).map((gr) => S.sub(g, gr)));
}

/** All incentives of G (Left's and Right's together, distinct, dominated ones removed); CGSuite `Incentives`. Same cost. */
export function incentives(g: GameId): GameId[] {
  S.checkGame(g);
  return maximal([...S.leftOptions(g).map((gl) => S.sub(gl, g)), ...S.rightOptions(g).map((gr) => S.sub(g, gr))]);
}

/**
 * Norton product G·U of G by the unit U: if G is an integer n, the sum of n copies of U (−n copies
 * of −U if n < 0); otherwise G·U = {G^L·U + U + I | G^R·U − (U + I)} with I ranging over the
 * incentives of U (Winning Ways ch. 6 "Norton multiplication"; Siegel CGT II.5; CGSuite
 * `NortonProduct`). It does not depend on the form of G when U > 0; the canonical form of G is
 * used. Cost: memoized per canonical subposition of G, each with |options| × |incentives of U|
 * sums; takes a budget.
 */
export function norton(g: GameId, u: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  S.checkGame(u, "norton(): the unit u");
  const memo = memoFor(`norton ${u}`);
  const plus = incentives(u).map((i) => S.add(u, i));
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let res: GameId;
    if (isInteger(x)) res = multiplyInteger(u, integerValue(x));
    else {
      const lo: GameId[] = [];
      const ro: GameId[] = [];
      for (const y of S.leftOptions(x)) {
        const yu = rec(y);
        for (const p of plus) lo.push(S.add(yu, p));
      }
      for (const y of S.rightOptions(x)) {
        const yu = rec(y);
        for (const p of plus) ro.push(S.sub(yu, p));
      }
      res = S.game(lo, ro);
    }
    memo.set(x, res);
    return res;
  };
  return S.withBudget(options, () => rec(g), "norton()");
}

let stopCounts = new Map<GameId, bigint>();
S.onReset(() => {
  stopCounts = new Map();
});

/**
 * Stop count of G: the number of stopping positions (numbers) in the complete game tree of the
 * canonical form, SC(x) = 1 for a number x, SC(G) = Σ SC(G^L) + Σ SC(G^R) otherwise (CGSuite
 * `StopCount`; e.g. SC(*n) = 2·3^(n−1)). Exact (BigInt); O(canonical size) with memoization.
 */
export function stopCount(g: GameId): bigint {
  S.checkGame(g);
  const rec = (x: GameId): bigint => {
    const known = stopCounts.get(x);
    if (known !== undefined) return known;
    let c = 0n;
    if (S.isNumber(x)) c = 1n;
    else {
      for (let i = 0, n = S.leftCount(x); i < n; i++) c += rec(S.leftOption(x, i));
      for (let i = 0, n = S.rightCount(x); i < n; i++) c += rec(S.rightOption(x, i));
    }
    stopCounts.set(x, c);
    return c;
  };
  return rec(g);
}

/**
 * Strong Left and Right stops. CGSuite's `StrongStop` differs from the ordinary stop only for
 * loopy stoppers (it disregards `x + over` / `x + under` stopping positions); for short games,
 * the only kind cgtlab has, the strong stops equal the stops: L(x) = R(x) = x for a number x,
 * L(G) = max R(G^L), R(G) = min L(G^R) otherwise. Exact; O(1).
 */
export function strongStops(g: GameId): { left: Dyadic; right: Dyadic } {
  S.checkGame(g);
  return { left: leftStop(g), right: rightStop(g) };
}
