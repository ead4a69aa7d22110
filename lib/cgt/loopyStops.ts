/**
 * Stops of stoppers with their adornments (issue 28, part 1): the left and right stops of a
 * stopper are pseudonumbers, a number x, x over, x under, on or off (Winning Ways ch. 11
 * "stoppers have stops"; Siegel, CGT ch. VI §4; CGSuite's CanonicalStopper.leftStop).
 *
 * @module
 */
import { InputError } from "../util";
import { ZERO, compare as compareShort, format as formatShort, isNumber, isNumberTiny as isNumberTinyShort } from "./api";
import { LoopyGame, asLoopy, isLoopfree, shortParts, sub, toShort, under } from "./loopyGraph";
import { canonical, equal, leq, type LoopyPlayBudget } from "./loopyPlay";
import type { Game } from "./value";

/**
 * A pseudonumber (Siegel, CGT ch. VI): on, off, or a number x with an adornment, x under < x <
 * x over, ordered by x first. `number` is the short number (absent for on and off).
 */
export interface Pseudonumber {
  readonly kind: "on" | "off" | "number" | "over" | "under";
  readonly number?: Game;
}

/** Rank of the adornments within one number: under < plain < over. */
const ADORN: Record<Pseudonumber["kind"], number> = { off: 0, under: -1, number: 0, over: 1, on: 0 };

/** Order of pseudonumbers: −1, 0 or 1. O(1) for numbers on the store's fast path. */
export function comparePseudonumbers(a: Pseudonumber, b: Pseudonumber): number {
  const rank = (p: Pseudonumber): number => (p.kind === "on" ? 1 : p.kind === "off" ? -1 : 0);
  if (rank(a) !== rank(b) || rank(a) !== 0) return Math.sign(rank(a) - rank(b));
  const c = compareShort(a.number!, b.number!);
  if (c !== "=") return c === "<" ? -1 : 1;
  return Math.sign(ADORN[a.kind] - ADORN[b.kind]);
}

/** CGSuite's text of a pseudonumber: `on`, `off`, `3/2`, `over`, `-5under`. */
export function formatPseudonumber(p: Pseudonumber): string {
  if (p.kind === "on" || p.kind === "off") return p.kind;
  const x = formatShort(p.number!, { style: "ascii" });
  if (p.kind === "number") return x;
  return (x === "0" ? "" : x) + p.kind;
}

/** The pseudonumber position v is (on, off, a number, {x | pass}, {pass | x}), if it is one. O(degree). */
function pseudonumberAt(g: LoopyGame, v: number, short: readonly (Game | undefined)[]): Pseudonumber | undefined {
  const L = g.left[v];
  const R = g.right[v];
  const s = short[v];
  if (s !== undefined) return isNumber(s) ? { kind: "number", number: s } : undefined;
  const self = (ws: readonly number[]): boolean => ws.length === 1 && ws[0] === v;
  if (self(L) && R.length === 0) return { kind: "on" };
  if (L.length === 0 && self(R)) return { kind: "off" };
  const num = (w: number): Game | undefined => {
    const x = short[w];
    return x !== undefined && isNumber(x) ? x : undefined;
  };
  if (L.length === 1 && self(R) && num(L[0]) !== undefined) return { kind: "over", number: num(L[0]) };
  if (self(L) && R.length === 1 && num(R[0]) !== undefined) return { kind: "under", number: num(R[0]) };
  return undefined;
}

/**
 * The left and right stops of a stopper, on its canonical form: a position that is a
 * pseudonumber is its own stop; otherwise the left stop is the largest right stop of a Left
 * option and the right stop the smallest left stop of a Right option (Siegel, CGT ch. VI §4;
 * CGSuite's CanonicalStopper). The recursion alternates sides, so it ends on a stopper (no
 * infinite alternating run). InputError if G is not a stopper. Cost: the canonical form, then
 * O(V + E) pseudonumber comparisons.
 */
export function stops(g: Game | LoopyGame, budget?: LoopyPlayBudget): { left: Pseudonumber; right: Pseudonumber } {
  const c = canonical(asLoopy(g, "loopy.stops: game"), budget);
  const short = shortParts(c);
  const memo = new Map<number, Pseudonumber>(); // key 2v (left stop) or 2v + 1 (right stop)
  const stop = (v: number, side: 0 | 1): Pseudonumber => {
    const key = 2 * v + side;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = pseudonumberAt(c, v, short);
    if (result === undefined) {
      const opts = side === 0 ? c.left[v] : c.right[v];
      if (opts.length === 0) throw new InputError(`loopy.stops: position ${v} of the canonical form has no ${side === 0 ? "Left" : "Right"} option and is not a pseudonumber (an internal error: please report the game)`);
      for (const w of opts) {
        const s = stop(w, side === 0 ? 1 : 0);
        if (result === undefined || (side === 0 ? comparePseudonumbers(s, result) > 0 : comparePseudonumbers(s, result) < 0)) result = s;
      }
    }
    memo.set(key, result!);
    return result!;
  };
  return { left: stop(0, 0), right: stop(0, 1) };
}

/** The left stop of a stopper (see {@link stops}). */
export function leftStop(g: Game | LoopyGame, budget?: LoopyPlayBudget): Pseudonumber {
  return stops(g, budget).left;
}

/** The right stop of a stopper (see {@link stops}). */
export function rightStop(g: Game | LoopyGame, budget?: LoopyPlayBudget): Pseudonumber {
  return stops(g, budget).right;
}

/** The number under a pseudonumber's adornment (CGSuite's strongStop), or undefined for on/off. */
function strong(p: Pseudonumber): Game | undefined {
  return p.number;
}

/**
 * True if the stopper is infinitesimal: both strong stops (adornments dropped) are 0, as
 * CGSuite's CanonicalStopper.isInfinitesimal (over and upon are infinitesimal, on is not).
 */
export function isInfinitesimal(g: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  const s = stops(g, budget);
  const zero = (p: Pseudonumber): boolean => {
    const x = strong(p);
    return x !== undefined && compareShort(x, ZERO) === "=";
  };
  return zero(s.left) && zero(s.right);
}

/** True if both strong stops are the same number (CGSuite's CanonicalStopper.isNumberish). */
export function isNumberish(g: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  const s = stops(g, budget);
  const a = strong(s.left);
  const b = strong(s.right);
  return a !== undefined && b !== undefined && compareShort(a, b) === "=";
}

/**
 * Whether the stopper g is a number plus a tiny or minus a miny, in CGSuite's sense
 * (`CanonicalStopper.IsNumberTiny`): its canonical form is {x || x | y} with x a number and
 * y − x ≤ under, or {y | x || x} with x a number and x − y ≤ under, y any stopper (Tiny(over) =
 * {0 || 0 | under} and Miny(on) = {on | 0 || 0} are; over and +-over are not). A loop-free game is
 * a short game in CGSuite and answers as one: `cgt.isNumberTiny` (numbers count, and the test
 * compares means). InputError if g is not a stopper.
 * Cost: one canonical form, then O(1) equalities and comparisons of its followers.
 *
 * @example
 * ```ts
 * cgt.loopy.isNumberTiny(cgt.loopy.parse("{0||0|under}")); // → true
 * cgt.loopy.isNumberTiny(cgt.loopy.over); // → false
 * ```
 */
export function isNumberTiny(g: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  const c = canonical(asLoopy(g, "loopy.isNumberTiny: game"), budget);
  if (isLoopfree(c)) return isNumberTinyShort(toShort(c));
  const lo = c.leftOptions();
  const ro = c.rightOptions();
  if (lo.length !== 1 || ro.length !== 1) return false;
  const [l, r] = [lo[0]!, ro[0]!];
  const isNumberGame = (h: LoopyGame): boolean => isLoopfree(h) && isNumber(toShort(h));
  if (isNumberGame(l)) {
    const [rl, rr] = [r.leftOptions(), r.rightOptions()];
    if (rl.length === 1 && rr.length === 1 && equal(l, rl[0]!, budget) && leq(sub(rr[0]!, l), under, budget)) return true;
  }
  if (isNumberGame(r)) {
    const [ll, lr] = [l.leftOptions(), l.rightOptions()];
    if (ll.length === 1 && lr.length === 1 && equal(r, lr[0]!, budget) && leq(sub(r, ll[0]!), under, budget)) return true;
  }
  return false;
}
