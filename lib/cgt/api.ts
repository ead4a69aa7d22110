/**
 * The public, value-level functions of lib/cgt (issue 15): each takes and returns {@link Game}
 * objects, converts them to store ids at entry (InputError for a non-value, StaleValueError for a
 * value from before `resetStore()`), calls the id-level function of the same name in store.ts,
 * notation.ts, thermo.ts, temperature.ts, allsmall.ts, numberTiny.ts or subordinate.ts, and
 * converts the result back. The cost is that function's plus O(1) per game passed or returned. Engines use the id-level functions
 * directly through `cgt.ops`.
 *
 * Why one file of ~1,200 lines: one-line wrappers, each carrying the full doc comment of what it
 * wraps (the reference shows them): two thirds of the lines are those comments.
 */
import { InputError, type RunOptions } from "../util";
import * as S from "./store";
import * as N from "./notation";
import * as T from "./thermo";
import * as Te from "./temperature";
import * as A from "./allsmall";
import * as R from "./random";
import * as M from "./misere";
import * as NT from "./numberTiny";
import * as Sub from "./subordinate";
import { dyadicFromDouble, dyadicToString, type Dyadic } from "./dyadic";
import type { GameTree } from "./reference";
import { Game, toId, toIds, value, values } from "./value";
import { isInfinitesimalId } from "./kinds";
import * as Fo from "./formsApi";
import * as Pw from "./powers";

// --- constants ---------------------------------------------------------------------------------

/** The game 0 = {|}. */
export const ZERO: Game = value(S.ZERO);
/** The game * = {0|0}. */
export const STAR: Game = value(S.STAR);
/** The game ↑ = {0|*}. */
export const UP: Game = value(S.UP);
/** The game ↓ = {*|0}. */
export const DOWN: Game = value(S.DOWN);
/** The game 1 = {0|}. */
export const ONE: Game = value(S.ONE);
/** The game -1 = {|0}. */
export const MINUS_ONE: Game = value(S.MINUS_ONE);

// --- construction -------------------------------------------------------------------------------

/**
 * Canonical form of {left | right} (options are game ids; any order, duplicates allowed).
 * O(n log n) for n options when the raw form was seen before (a cache lookup); else O(canonicalization).
 *
 * Value-level form of the id-level `ops.game` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function game(left: readonly Game[], right: readonly Game[]): Game {
  return value(S.game(toIds(left, "left option"), toIds(right, "right option")));
}
/**
 * The integer n ({n-1|} for n > 0), any size: a safe integer or a bigint (beyond 2^53 − 1 = {@link
 * MAX_INTEGER} a big number node, exact BigInt arithmetic), or an integer-valued double (its exact
 * value). InputError otherwise. O(1) for safe integers, else O(size of n).
 *
 * Value-level form of the id-level `ops.integer` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function integer(n: number | bigint): Game {
  return value(S.integer(n));
}
/**
 * The number numerator / 2^log2Denominator (0 ≤ log2Denominator ≤ 1000), numerator of any size;
 * InputError otherwise. O(1) when the value is an exact double (53 significant bits), else
 * O(size) (a big number node, exact BigInt arithmetic); its options appear when asked for.
 *
 * Value-level form of the id-level `ops.dyadic` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function dyadic(numerator: bigint | number, log2Denominator: number): Game {
  return value(S.dyadic(numerator, log2Denominator));
}
/**
 * The nimber *n = {0,*,…,*(n-1) | 0,*,…,*(n-1)}, 0 ≤ n ≤ 2^31 − 1; InputError otherwise. O(1) (a closed-form node).
 *
 * Value-level form of the id-level `ops.nimber` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function nimber(n: number): Game {
  return value(S.nimber(n));
}
/**
 * n·↑ + *m (n may be negative), in O(1): a closed-form node of the store.
 *
 * Value-level form of the id-level `upStar` of lib/cgt/notation.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function upStar(n: number, m: number): Game {
  return value(N.upStar(n, m));
}
/**
 * The game x + n·↑ + *m in O(1) (closed form; no sums): x a number given as an exact double,
 * n an integer, m ≥ 0 (|n|, m ≤ {@link MAX_NUS_COMPONENT}). InputError otherwise.
 *
 * Value-level form of the id-level `ops.upStarGame` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function numberUpStar(x: number, n: number, m: number): Game {
  return value(S.upStarGame(x, n, m));
}
/**
 * Parse a game string (see the module header for the accepted notation) and return its canonical
 * form. Malformed input throws InputError naming the character position and what was expected.
 * Cost: one canonicalization per brace pair, plus the sums written; no recursion over prefix
 * chains (`-----*`), only over brace nesting (at most `MAX_NESTING` = 1000).
 *
 * Value-level form of the id-level `parse` of lib/cgt/notation.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // ↑ = {0|*} (Winning Ways ch. 3); values are interned, so equal games are the same object
 * cgt.parse("{0|*}"); // → ↑
 * cgt.parse("{0|*}") === cgt.UP; // → true
 * cgt.format(cgt.parse("{0|↑}"), { style: "ascii" }); // → "^^*"
 * ```
 */
export function parse(s: string): Game {
  return value(N.parse(s));
}
/**
 * Random canonical games grown bottom-up: start from 0, *, 1, -1, ↑, 1/2 and, for each of
 * `rounds` rounds, add `perRound` games {L|R} whose 1–2 options a side are drawn from everything
 * so far. Returns the whole pool (seeds included). Birthdays grow by about one per round.
 *
 * Value-level form of the id-level `randomCanonicalGames` of lib/cgt/random.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function randomCanonicalGames(seed: number, perRound: number, rounds: number, maxOptions = 2): Game[] {
  return values(R.randomCanonicalGames(seed, perRound, rounds, maxOptions));
}

// --- arithmetic and order -------------------------------------------------------------------------

/**
 * G + H in canonical form. 0 and numbers are shortcuts (number + number exactly; number x +
 * non-number H = {H^L + x | H^R + x} by the number translation theorem); otherwise
 * {G^L+H, G+H^L | G^R+H, G+H^R} canonicalized. Memoized by unordered id pair.
 *
 * Value-level form of the id-level `ops.add` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // ↑ + * is fuzzy: a first-player win (Winning Ways ch. 3)
 * cgt.add(cgt.UP, cgt.STAR); // → ↑*
 * cgt.add(cgt.UP, cgt.STAR).outcome; // → "N"
 * ```
 */
export function add(g: Game, h: Game): Game {
  return value(S.add(toId(g, "add: first game"), toId(h, "add: second game")));
}
/**
 * Sum of many games. Numbers are added exactly and nimbers by nim-addition first, then the other
 * terms in increasing order of birthday (small intermediate sums), with memoized additions.
 * Sums can be exponential: `options.budget` counts the new canonical games created (maxPositions)
 * and checks time/heap, stopping with BudgetExceededError; the store stays consistent.
 *
 * Value-level form of the id-level `ops.sum` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function sum(gs: readonly Game[], options?: RunOptions): Game {
  return value(S.sum(toIds(gs, "sum: game"), options));
}
/**
 * -G = {-G^R | -G^L} (already canonical); -(x + n·↑ + *m) = -x + (-n)·↑ + *m in O(1). Memoized
 * per node; O(canonical size) the first time, iterative (any depth).
 *
 * Value-level form of the id-level `ops.neg` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function neg(g: Game): Game {
  return value(S.neg(toId(g, "neg: game")));
}
/**
 * G - H.
 *
 * Value-level form of the id-level `ops.sub` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function sub(g: Game, h: Game): Game {
  return value(S.sub(toId(g, "sub: first game"), toId(h, "sub: second game")));
}
/**
 * G ≤ H. Memoized by id pair; numbers compare by value; stops prune (G ≤ H implies
 * LS(G) ≤ LS(H) and RS(G) ≤ RS(H); a number x is < H when x < RS(H) and > H when x > LS(H)).
 * Worst case O(product of the canonical sizes), usually far less.
 *
 * Value-level form of the id-level `ops.leq` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leq(g: Game, h: Game): boolean {
  return S.leq(toId(g, "leq: first game"), toId(h, "leq: second game"));
}
/**
 * "<", "=", ">" or "||" (confused). Two memoized {@link leq} calls.
 *
 * Value-level form of the id-level `ops.compare` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function compare(g: Game, h: Game): "<" | "=" | ">" | "||" {
  return S.compare(toId(g, "compare: first game"), toId(h, "compare: second game"));
}
/**
 * Outcome class: "L" (Left wins whoever starts), "R", "P" (second player wins), "N" (first player wins).
 *
 * Value-level form of the id-level `ops.outcome` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function outcome(g: Game): "L" | "R" | "P" | "N" {
  return S.outcome(toId(g, "outcome: game"));
}

// --- structure ------------------------------------------------------------------------------------

/**
 * Left options of the canonical form of g (a fresh array, sorted by id). O(#options).
 *
 * Value-level form of the id-level `ops.leftOptions` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftOptions(g: Game): readonly Game[] {
  return values(S.leftOptions(toId(g, "leftOptions: game")));
}
/**
 * Right options of the canonical form of g (a fresh array, sorted by id). O(#options).
 *
 * Value-level form of the id-level `ops.rightOptions` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightOptions(g: Game): readonly Game[] {
  return values(S.rightOptions(toId(g, "rightOptions: game")));
}
/**
 * Number of Left options of the canonical form. O(1) (closed forms: O(options)).
 *
 * Value-level form of the id-level `ops.leftCount` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftCount(g: Game): number {
  return S.leftCount(toId(g, "leftCount: game"));
}
/**
 * Number of right options of g's canonical form. O(1).
 *
 * Value-level form of the id-level `ops.rightCount` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightCount(g: Game): number {
  return S.rightCount(toId(g, "rightCount: game"));
}
/**
 * The i-th left option of g (0 ≤ i < leftCount(g)); no allocation. O(1).
 *
 * Value-level form of the id-level `ops.leftOption` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftOption(g: Game, i: number): Game {
  return value(S.leftOption(toId(g, "leftOption: game"), i));
}
/**
 * The i-th right option of g (0 ≤ i < rightCount(g)); no allocation. O(1).
 *
 * Value-level form of the id-level `ops.rightOption` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightOption(g: Game, i: number): Game {
  return value(S.rightOption(toId(g, "rightOption: game"), i));
}
/**
 * True if g is (equal to) a number. O(1).
 *
 * Value-level form of the id-level `ops.isNumber` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isNumber(g: Game): boolean {
  return S.isNumber(toId(g, "isNumber: game"));
}
/**
 * True if G is a number, or x + a tiny {x | {x | z}} with mean(z) < x, or x + a miny
 * {{y | x} | x} with mean(y) > x, for a number x, read on the canonical form (CGSuite
 * `IsNumberTiny`; definition from CGSuite's CanonicalShortGame.scala, A. N. Siegel: G has one
 * Left and one Right option, one of them a number x, and the other has the single option x on
 * x's side and a single option of mean beyond x on the other). Cost: O(1) plus one mean.
 *
 * Value-level form of the id-level `isNumberTiny` of lib/cgt/numberTiny.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // CGSuite's CanonicalShortGameTestCase.scala: Tiny(3/2) and Miny({5||3|1}) are, ↑ is not
 * cgt.isNumberTiny(cgt.parse("{0||0|-3/2}")); // → true
 * cgt.isNumberTiny(cgt.parse("{5||3|1|||0||||0}")); // → true
 * cgt.isNumberTiny(cgt.UP); // → false
 * ```
 */
export function isNumberTiny(g: Game): boolean {
  return NT.isNumberTiny(toId(g, "isNumberTiny: game"));
}
/**
 * True if g is a nimber *n (including 0 = *0). O(1).
 *
 * Value-level form of the id-level `ops.isNimber` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isNimber(g: Game): boolean {
  return S.isNimber(toId(g, "isNimber: game"));
}
/**
 * n if g = *n, else -1. O(1).
 *
 * Value-level form of the id-level `ops.nimberValue` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function nimberValue(g: Game): number {
  return S.nimberValue(toId(g, "nimberValue: game"));
}
/**
 * Birthday (height of the canonical game tree; 0 for 0). O(1): stored at creation. A RangeError
 * if it exceeds 2^53 − 1 (games with big numbers: the integer 2^60 is born on day 2^60), where a
 * double cannot hold it exactly.
 *
 * Value-level form of the id-level `ops.birthday` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function birthday(g: Game): number {
  return S.birthday(toId(g, "birthday: game"));
}
/**
 * The triple (x, n, m) if g = x + n·↑ + *m (numbers and nimbers included), else undefined. O(1).
 *
 * Value-level form of the id-level `ops.nusOf` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function upStarOf(g: Game): { x: number; ups: number; star: number } | undefined {
  return S.nusOf(toId(g, "upStarOf: game"));
}
/** True if g is infinitesimal: -x < g < x for every positive number x (0 included); i.e. both stops are 0. O(1). */
export function isInfinitesimal(g: Game): boolean {
  return isInfinitesimalId(toId(g, "isInfinitesimal: game"));
}

/**
 * Number of distinct canonical subpositions (followers) of g, g included (0 counts too):
 * CGSuite's `FollowerCount`. Numbers and x + *m are counted in closed form, without building
 * their followers: the followers of a number x are x and its ancestors in the tree of numbers
 * (each option of a canonical number is an ancestor, its parent among them), birthday(x) + 1 in
 * all (the integer −1823437481924 has 1823437481925); the followers of x + *m are x + *j for
 * 1 ≤ j ≤ m and those of x. The number followers of several subpositions are the union of such
 * root paths, counted from the sorted numbers and the birthdays of the simplest numbers between
 * neighbours. Other subpositions are visited one by one. Cost: O(non-number, non-x+*m followers
 * × their options) plus O(d log d) big-number steps for the d distinct numbers met; InputError
 * if the count passes 2^53 − 1.
 */
export function canonicalSize(g: Game): number {
  const root = toId(g, "canonicalSize: game");
  const seen = new Set<number>([root]);
  const stack = [root];
  const numbers = new Map<string, Dyadic>();
  const starsOf = new Map<string, { x: Dyadic; m: number }>(); // x + *m: the largest m per number x
  let others = 0;
  while (stack.length > 0) {
    const x = stack.pop()!;
    const exact = S.numberExact(x);
    if (exact !== undefined) {
      numbers.set(dyadicToString(exact), exact);
      continue;
    }
    const nus = S.nusOf(x);
    if (nus?.ups === 0 && nus.star > 0) {
      const d = dyadicFromDouble(nus.x);
      const key = dyadicToString(d);
      numbers.set(key, d);
      const had = starsOf.get(key);
      if (had === undefined || had.m < nus.star) starsOf.set(key, { x: d, m: nus.star });
      continue;
    }
    others++;
    for (let i = 0, n = S.leftCount(x); i < n; i++) visit(S.leftOption(x, i));
    for (let i = 0, n = S.rightCount(x); i < n; i++) visit(S.rightOption(x, i));
  }
  let total = BigInt(others) + numberFollowerCount([...numbers.values()]);
  for (const { m } of starsOf.values()) total += BigInt(m);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InputError(`canonicalSize: the game has ${total} followers, more than 2^53 − 1 (a JavaScript number cannot hold the count exactly)`);
  }
  return Number(total);
  function visit(y: number): void {
    if (!seen.has(y)) {
      seen.add(y);
      stack.push(y);
    }
  }
}

/** Compare two dyadics exactly. O(size). */
function dyadicCmp(a: Dyadic, b: Dyadic): number {
  const e = Math.max(a.exp, b.exp);
  const x = a.num << BigInt(e - a.exp);
  const y = b.num << BigInt(e - b.exp);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Birthday of the number x: |x| for an integer, ⌊|x|⌋ + 1 + k for an odd multiple of 2^−k. O(size). */
function numberBirthday(x: Dyadic): bigint {
  const a = x.num < 0n ? -x.num : x.num;
  if (x.exp === 0) return a;
  return (a >> BigInt(x.exp)) + 1n + BigInt(x.exp);
}

/**
 * Birthday of the simplest number in [a, b] (a < b): their nearest common ancestor in the tree of
 * numbers. 0 if the interval holds 0; the least |integer| in it if it holds one; else, inside
 * (n, n + 1), ⌊n⌋ + 1 + k for the least k with a multiple of 2^−k in the interval. O(size²).
 */
function simplestBirthday(a: Dyadic, b: Dyadic): bigint {
  if (a.num <= 0n && b.num >= 0n) return 0n;
  if (b.num < 0n) return simplestBirthday({ num: -b.num, exp: b.exp }, { num: -a.num, exp: a.exp });
  const e = Math.max(a.exp, b.exp);
  const A = a.num << BigInt(e - a.exp);
  const B = b.num << BigInt(e - b.exp);
  const E = BigInt(e);
  const ceilA = (A + (1n << E) - 1n) >> E;
  if (ceilA << E <= B) return ceilA; // an integer in [a, b]: the least one is simplest
  const n = A >> E;
  for (let k = 1n; k <= E; k++) {
    const shift = E - k; // multiples of 2^-k are multiples of 2^shift at scale 2^e
    const c = (A + (1n << shift) - 1n) >> shift;
    if (c << shift <= B) return n + 1n + k;
  }
  throw new Error("internal: no dyadic between two distinct dyadics");
}

/** |⋃ root paths of the numbers xs| in the tree of numbers (duplicates allowed). O(d log d) comparisons. */
function numberFollowerCount(xs: Dyadic[]): bigint {
  if (xs.length === 0) return 0n;
  xs.sort(dyadicCmp);
  let total = numberBirthday(xs[0]) + 1n;
  for (let i = 1; i < xs.length; i++) {
    if (dyadicCmp(xs[i - 1], xs[i]) === 0) continue;
    total += numberBirthday(xs[i]) - simplestBirthday(xs[i - 1], xs[i]);
  }
  return total;
}

/**
 * The canonical form of g as an explicit tree (shared subtrees are shared objects).
 * O(canonical size); iterative post-order, so any depth works (e.g. the integer 30000).
 */
export function toTree(g: Game): GameTree {
  const root = toId(g, "toTree: game");
  const memo = new Map<number, GameTree>();
  const stack: number[] = [root];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (memo.has(x)) {
      stack.pop();
      continue;
    }
    const nl = S.leftCount(x);
    const nr = S.rightCount(x);
    let ready = true;
    for (let i = 0; i < nl + nr; i++) {
      const o = i < nl ? S.leftOption(x, i) : S.rightOption(x, i - nl);
      if (!memo.has(o)) {
        stack.push(o);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop();
    const left: GameTree[] = [];
    const right: GameTree[] = [];
    for (let i = 0; i < nl; i++) left.push(memo.get(S.leftOption(x, i))!);
    for (let i = 0; i < nr; i++) right.push(memo.get(S.rightOption(x, i))!);
    memo.set(x, { left, right });
  }
  return memo.get(root)!;
}

/**
 * Canonical value of an explicit (not necessarily canonical) game tree. O(tree size ×
 * canonicalization); iterative post-order over the tree's nodes (shared subtrees visited once),
 * so any depth works. InputError naming the depth of the first node that is not
 * `{left: GameTree[], right: GameTree[]}`, or of a cycle.
 */
export function fromTree(t: GameTree): Game {
  const isNode = (x: unknown): x is GameTree =>
    typeof x === "object" && x !== null && Array.isArray((x as GameTree).left) && Array.isArray((x as GameTree).right);
  if (!isNode(t)) throw new InputError("fromTree() needs {left: [], right: []} trees");
  const memo = new Map<GameTree, number>();
  const expanded = new Set<GameTree>(); // expanded but not finished: exactly the current path
  const stack: GameTree[] = [t];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (memo.has(x)) {
      stack.pop();
      continue;
    }
    let ready = true;
    for (const side of [x.left, x.right]) {
      for (const c of side) {
        if (!isNode(c)) throw new InputError(`fromTree(): an option at depth ${stack.length} is not a {left: [], right: []} tree: ${String(c)}`);
        if (!memo.has(c)) {
          if (expanded.has(c)) throw new InputError(`fromTree(): the tree has a cycle (a node at depth ${stack.length} is its own subposition); game trees are finite`);
          stack.push(c);
          ready = false;
        }
      }
    }
    if (!ready) {
      expanded.add(x);
      continue;
    }
    stack.pop();
    expanded.delete(x);
    memo.set(x, S.game(x.left.map((c) => memo.get(c)!), x.right.map((c) => memo.get(c)!)));
  }
  return value(memo.get(t)!);
}

// --- printing ---------------------------------------------------------------------------------------

/**
 * The game in the notation described in this module's header; `options` (or, as before, a
 * number = maxLength) picks the style: see {@link FormatOptions}. Cost: proportional to the
 * printed size (the canonical game *tree*, which can be exponential in the DAG size); when that
 * would exceed `maxLength` characters (default {@link DEFAULT_MAX_FORMAT_LENGTH}) a RangeError
 * names the limit instead of exhausting memory — use {@link formattedLength} to check first.
 * Iterative (no recursion over the game's depth).
 *
 * Value-level form of the id-level `format` of lib/cgt/notation.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function format(g: Game, options?: number | N.FormatOptions): string {
  return N.format(toId(g, "format: game"), options);
}
/**
 * Length of format(g, options) in UTF-16 code units, computed over the canonical DAG without printing. O(canonical size).
 *
 * Value-level form of the id-level `formattedLength` of lib/cgt/notation.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function formattedLength(g: Game, options?: number | N.FormatOptions): number {
  return N.formattedLength(toId(g, "formattedLength: game"), options);
}

// --- stops, thermographs ------------------------------------------------------------------------------

/**
 * Left stop (the number reached when Left starts and both play optimally to a number). Exact; O(1).
 *
 * Value-level form of the id-level `leftStop` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftStop(g: Game): Dyadic {
  return T.leftStop(toId(g, "leftStop: game"));
}
/**
 * Right stop. Exact; O(1).
 *
 * Value-level form of the id-level `rightStop` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightStop(g: Game): Dyadic {
  return T.rightStop(toId(g, "rightStop: game"));
}
/**
 * Mean value (the mast of the thermograph). Exact. Cost: as {@link temperature}.
 *
 * Value-level form of the id-level `mean` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function mean(g: Game): Dyadic {
  return T.mean(toId(g, "mean: game"));
}
/**
 * Temperature: -1 for integers, -1/2^k for m/2^k, ≥ 0 for non-numbers (see module header). Exact.
 * Cost: the thermograph's walls (memoized per subposition; see {@link thermograph}).
 *
 * Value-level form of the id-level `temperature` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // a switch {a|b} has temperature (a−b)/2 (Lessons in Play ch. 6); integers −1 (CGSuite)
 * cgt.temperature(cgt.parse("{2|1}")); // → 1/2
 * cgt.temperature(cgt.parse("5")); // → -1
 * ```
 */
export function temperature(g: Game): Dyadic {
  return T.temperature(toId(g, "temperature: game"));
}
/**
 * Thermograph of g (see {@link Thermograph}). Cost: O(canonical size × wall complexity), memoized
 * per subposition; iterative, so any nesting depth works. The walls are computed in doubles,
 * every operation checked exact, with a BigInt fallback per game (lib/cgt/thermo.ts): the
 * result is exact for games of any size.
 *
 * Value-level form of the id-level `thermograph` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function thermograph(g: Game): T.Thermograph {
  return T.thermograph(toId(g, "thermograph: game"));
}
/**
 * Thermograph corners as plain numbers for plotting, with the mast extended up to `tMax`
 * (default: temperature + 1). Points are {t, x}; x is the value axis (Left's direction positive).
 *
 * Value-level form of the id-level `thermographPlot` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function thermographPlot(g: Game, tMax?: number): { left: { t: number; x: number }[]; right: { t: number; x: number }[] } {
  return T.thermographPlot(toId(g, "thermographPlot: game"), tMax);
}
/**
 * Exact value of a number game, or undefined for non-numbers. O(1).
 *
 * Value-level form of the id-level `numberValueExact` of lib/cgt/thermo.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function numberValueExact(g: Game): Dyadic | undefined {
  return T.numberValueExact(toId(g, "numberValueExact: game"));
}
/**
 * The exact value of a number game (any size), or undefined if g is not a number. O(size of the number).
 *
 * Value-level form of the id-level `ops.numberExact` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function numberExact(g: Game): Dyadic | undefined {
  return S.numberExact(toId(g, "numberExact: game"));
}
/**
 * True if g is a number beyond the double fast path (an integer ≥ 2^53 in size, or more than 53 significant bits). O(1).
 *
 * Value-level form of the id-level `ops.isBigNumber` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isBigNumber(g: Game): boolean {
  return S.isBigNumber(toId(g, "isBigNumber: game"));
}
/**
 * Left stop as a number game (exact for numbers of any size). O(1) after the store's stop pass.
 *
 * Value-level form of the id-level `ops.leftStopGame` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftStopGame(g: Game): Game {
  return value(S.leftStopGame(toId(g, "leftStopGame: game")));
}
/**
 * Right stop as a number game (exact for numbers of any size). O(1) after the store's stop pass.
 *
 * Value-level form of the id-level `ops.rightStopGame` (lib/cgt/store.ts): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightStopGame(g: Game): Game {
  return value(S.rightStopGame(toId(g, "rightStopGame: game")));
}

// --- temperature theory (temperature.ts) ----------------------------------------------------------------

/**
 * G cooled by t > −1 (written G_t): integers are unchanged; otherwise
 * G_t = {G^L_t − t | G^R_t + t}, unless G_t' is infinitesimally close to a number x for some
 * t' < t, in which case G_t = x for the least such t' — which happens exactly when t exceeds the
 * temperature of G, and then x is the mean of G (Winning Ways ch. 6; Lessons in Play ch. 8;
 * CGSuite `Cool`). Cooling shifts the thermograph down: the walls of G_t at u ≥ 0 are those of G
 * at u + t. For −1 < t < 0 the same formula is applied, as CGSuite's `Cool` does (integers
 * unchanged, a game whose temperature is below t becomes its mean, otherwise {G^L_t − t | G^R_t + t}):
 * e.g. 1/4 cooled by −1/4 is 1/4* and {3||2*|1*} cooled by −1/2 is {7/2|||5/2|3/2||±1/2}
 * (CGSuite's GameTest.scala). `t` is an exact value (see {@link TemperatureInput}); t ≤ −1 or a
 * non-dyadic t is an InputError. Cost: one canonicalization per canonical subposition of G
 * (memoized per t), each polynomial in the option counts; canonical forms of cooled games can be
 * large, so it takes a budget (`options`).
 *
 * Value-level form of the id-level `cool` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // ±x cooled by x is * (Winning Ways ch. 6); cooled past its temperature a game is its mean
 * cgt.cool(cgt.parse("±1"), 1); // → *
 * cgt.cool(cgt.parse("{2|1}"), 1); // → 3/2
 * ```
 */
export function cool(g: Game, t: Te.TemperatureInput, options?: RunOptions): Game {
  return value(Te.cool(toId(g, "cool: game"), t, options));
}
/**
 * G frozen: G cooled by its own temperature, G_{t(G)}; numbers are unchanged (CGSuite `Freeze`;
 * Winning Ways ch. 6). The result is infinitesimally close to a number (the mean of G). Cost: as
 * {@link cool}.
 *
 * Value-level form of the id-level `freeze` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function freeze(g: Game, options?: RunOptions): Game {
  return value(Te.freeze(toId(g, "freeze: game"), options));
}
/**
 * G heated by the game t, ∫^t G: numbers are unchanged, otherwise
 * ∫^t G = {∫^t G^L + t | ∫^t G^R − t} (Winning Ways ch. 6 "heating"; Lessons in Play ch. 8;
 * CGSuite `Heat`, which takes any game t, e.g. t = * in the reduced canonical form). Applied to
 * the canonical form of G (heating depends on the form). Cost: one canonicalization per
 * canonical subposition of G, memoized per t; takes a budget.
 *
 * Value-level form of the id-level `heat` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function heat(g: Game, t: Game, options?: RunOptions): Game {
  return value(Te.heat(toId(g, "heat: game"), toId(t, "heat: t"), options));
}
/**
 * G overheated from s to t, ∫_s^t G: an integer n becomes the Norton product n·s (n copies of s);
 * otherwise ∫_s^t G = {∫_s^t G^L + t | ∫_s^t G^R − t} (Winning Ways ch. 6, Norton's
 * overheating; CGSuite `Overheat(s, t)`, whose definition this follows). Applied to the canonical
 * form of G. Cost: memoized per canonical subposition; the integer leaves cost O(log n) sums of
 * s; takes a budget.
 *
 * Value-level form of the id-level `overheat` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function overheat(g: Game, s: Game, t: Game, options?: RunOptions): Game {
  return value(Te.overheat(toId(g, "overheat: game"), toId(s, "overheat: s"), toId(t, "overheat: t"), options));
}
/**
 * Norton product G·U of G by the unit U: if G is an integer n, the sum of n copies of U (−n copies
 * of −U if n < 0); otherwise G·U = {G^L·U + U + I | G^R·U − (U + I)} with I ranging over the
 * incentives of U (Winning Ways ch. 6 "Norton multiplication"; Siegel CGT II.5; CGSuite
 * `NortonProduct`). It does not depend on the form of G when U > 0; the canonical form of G is
 * used. Cost: memoized per canonical subposition of G, each with |options| × |incentives of U|
 * sums; takes a budget.
 *
 * Value-level form of the id-level `norton` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function norton(g: Game, u: Game, options?: RunOptions): Game {
  return value(Te.norton(toId(g, "norton: game"), toId(u, "norton: unit"), options));
}
/**
 * Left incentives of G: the values G^L − G over the Left options of the canonical form, distinct
 * and with dominated ones (those ≤ another incentive) removed, as CGSuite's `LeftIncentives`
 * returns them (Winning Ways ch. 6 / Lessons in Play ch. 8: the incentive of a move is how much
 * the mover gains). Cost: one subtraction per option plus O(k²) comparisons.
 *
 * Value-level form of the id-level `leftIncentives` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function leftIncentives(g: Game): Game[] {
  return values(Te.leftIncentives(toId(g, "leftIncentives: game")));
}
/**
 * Right incentives of G: the values G − G^R (see {@link leftIncentives}); CGSuite `RightIncentives`. Same cost.
 *
 * Value-level form of the id-level `rightIncentives` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function rightIncentives(g: Game): Game[] {
  return values(Te.rightIncentives(toId(g, "rightIncentives: game")));
}
/**
 * All incentives of G (Left's and Right's together, distinct, dominated ones removed); CGSuite `Incentives`. Same cost.
 *
 * Value-level form of the id-level `incentives` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function incentives(g: Game): Game[] {
  return values(Te.incentives(toId(g, "incentives: game")));
}
/**
 * Stop count of G: the number of stopping positions (numbers) in the complete game tree of the
 * canonical form, SC(x) = 1 for a number x, SC(G) = Σ SC(G^L) + Σ SC(G^R) otherwise (CGSuite
 * `StopCount`; e.g. SC(*n) = 2·3^(n−1)). Exact (BigInt); O(canonical size) with memoization.
 *
 * Value-level form of the id-level `stopCount` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function stopCount(g: Game): bigint {
  return Te.stopCount(toId(g, "stopCount: game"));
}
/**
 * Strong Left and Right stops. CGSuite's `StrongStop` differs from the ordinary stop only for
 * loopy stoppers (it disregards `x + over` / `x + under` stopping positions); for short games,
 * the only kind cgtlab has, the strong stops equal the stops: L(x) = R(x) = x for a number x,
 * L(G) = max R(G^L), R(G) = min L(G^R) otherwise. Exact; O(1).
 *
 * Value-level form of the id-level `strongStops` of lib/cgt/temperature.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function strongStops(g: Game): { left: Dyadic; right: Dyadic } {
  return Te.strongStops(toId(g, "strongStops: game"));
}

// --- all-small games (allsmall.ts) -------------------------------------------------------------------------

/**
 * If G = x + n·↑ + *m (x a number, n an integer, m a nim value), its parts; otherwise undefined.
 * Found by subtracting the stop x and looking G − x up among the sums n·↑ + *m with |n|, m
 * bounded by the birthday (n·↑ + *m has birthday ≥ max(|n|, m)). Cost: O(b²) sums the first
 * time for birthday b, then O(1) per lookup.
 *
 * Value-level form of the id-level `numberUpStarParts` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function numberUpStarParts(g: Game): { number: Dyadic; ups: number; star: number } | undefined {
  return A.numberUpStarParts(toId(g, "numberUpStarParts: game"));
}
/**
 * True if G is all-small: in every subposition of its canonical form, Left has a move iff Right
 * has one (Winning Ways ch. 9; Lessons in Play ch. 9; CGSuite `IsAllSmall`). All-small games are
 * infinitesimal. O(canonical size), memoized.
 *
 * Value-level form of the id-level `isAllSmall` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isAllSmall(g: Game): boolean {
  return A.isAllSmall(toId(g, "isAllSmall: game"));
}
/**
 * True if G is numberish: infinitesimally close to a number, i.e. its Left and Right stops are equal (CGSuite `IsNumberish`). O(1).
 *
 * Value-level form of the id-level `isNumberish` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isNumberish(g: Game): boolean {
  return A.isNumberish(toId(g, "isNumberish: game"));
}
/**
 * Conway's even (ONAG ch. 16; CGSuite `IsEven`): G is even if every option of its canonical form
 * is odd (so 0 is even); G is odd if G ≠ 0 and every option is even. Integers alternate
 * (0 even, 1 odd, 2 even…); 1/2, ↑, *2 are neither. O(canonical size), memoized.
 *
 * Value-level form of the id-level `isEven` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isEven(g: Game): boolean {
  return A.isEven(toId(g, "isEven: game"));
}
/**
 * Conway's odd; see {@link isEven}. O(canonical size), memoized.
 *
 * Value-level form of the id-level `isOdd` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isOdd(g: Game): boolean {
  return A.isOdd(toId(g, "isOdd: game"));
}
/**
 * Even-tempered (Winning Ways ch. 6 / Siegel CGT; CGSuite `IsEvenTempered`): G is even-tempered
 * if it is a number or every option of its canonical form is odd-tempered; odd-tempered if it is
 * not a number and every option is even-tempered (x* is odd-tempered). O(canonical size).
 *
 * Value-level form of the id-level `isEvenTempered` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isEvenTempered(g: Game): boolean {
  return A.isEvenTempered(toId(g, "isEvenTempered: game"));
}
/**
 * Odd-tempered; see {@link isEvenTempered}. O(canonical size), memoized.
 *
 * Value-level form of the id-level `isOddTempered` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isOddTempered(g: Game): boolean {
  return A.isOddTempered(toId(g, "isOddTempered: game"));
}
/**
 * Tiny(G) = {0 || 0 | −G} (Winning Ways ch. 5 "tiny"; CGSuite `Tiny`; G > 0 gives a positive infinitesimal). O(one canonicalization).
 *
 * Value-level form of the id-level `tiny` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function tiny(g: Game): Game {
  return value(A.tiny(toId(g, "tiny: game")));
}
/**
 * Miny(G) = {G | 0 || 0} = −Tiny(G) (Winning Ways ch. 5; CGSuite `Miny`). O(one canonicalization).
 *
 * Value-level form of the id-level `miny` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function miny(g: Game): Game {
  return value(A.miny(toId(g, "miny: game")));
}
/**
 * n·G for any integer n, by binary doubling (−n copies of −G for n < 0): O(log |n|) additions
 * (each an addition of canonical forms, which can grow; takes a budget).
 *
 * Value-level form of the id-level `multiply` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function multiply(g: Game, n: number, options?: RunOptions): Game {
  return value(A.multiply(toId(g, "multiply: game"), n, options));
}
/**
 * Ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (Winning Ways ch. 7; Siegel CGT; CGSuite
 * `OrdinalSum`): play in H, or in G, which wipes H out. It depends on the form of G (the
 * canonical form is used) and only on the value of H. Cost: one canonicalization per canonical
 * subposition of H; takes a budget.
 *
 * G and H may also be literal forms {@link GameForm}, followed as given (G = {*|*} is another base
 * than 0: `ordinalSum({ left: [STAR], right: [STAR] }, integer(3))` is ↑^[3], CGSuite's
 * CompoundGameTestCase); by the colon principle only the value of H matters.
 *
 * Value-level form of the id-level `ordinalSum` of lib/cgt/allsmall.ts (`ordinalSumOfForms` of compounds.ts for a literal form): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function ordinalSum(g: Fo.GameForm, h: Fo.GameForm, options?: RunOptions): Game {
  if (!(g instanceof Game && h instanceof Game)) return Fo.ordinalSumOfForms(g, h, options);
  return value(A.ordinalSum(toId(g, "ordinalSum: base"), toId(h, "ordinalSum: subordinate"), options));
}
/**
 * A base for {@link subordinate} given as a form {left | right}: its option lists, which need not
 * make a canonical form (the base {*|*} is not the base 0, though both equal 0 as games).
 */
export interface OrdinalBaseForm {
  /** The base's Left options. */
  readonly left: readonly Game[];
  /** The base's Right options. */
  readonly right: readonly Game[];
}
/**
 * Subordinate of G to a base B (CGSuite `Subordinate`), the inverse of {@link ordinalSum}: the H
 * with B:H = G. B is a game (its canonical form is the base) or a form {@link OrdinalBaseForm}.
 * Method (CGSuite's CanonicalShortGame.scala, A. N. Siegel): on G's canonical form, drop the options
 * that are options of B on the same side, after checking that each option of B is dominated or
 * reversible in G, and apply the same to the remaining followers; the result is then checked by
 * forming B:H again. InputError when G is not an ordinal sum on B. Cost: one canonicalization and
 * a few comparisons per canonical follower of G, then one ordinal sum; takes a budget.
 *
 * Value-level form of the id-level `subordinate` / `subordinateToForm` of lib/cgt/subordinate.ts:
 * takes and returns {@link Game} values, converted at the boundary (InputError for a non-value,
 * StaleValueError for a value from before `resetStore()`); cost as stated, plus O(1) per game
 * passed or returned.
 *
 * @example
 * ```ts
 * // CGSuite's GameTest.scala: (1/8).Subordinate(1) = -3, (+-1).Subordinate(+-1) = 0,
 * // ^.PowTo(5).Subordinate('{*|*}') = 5 (a base that is a form, not a canonical game)
 * cgt.subordinate(cgt.parse("1/8"), cgt.ONE); // → -3
 * cgt.subordinate(cgt.parse("+-1"), cgt.parse("+-1")); // → 0
 * cgt.subordinate(cgt.powTo(cgt.UP, 5), { left: [cgt.STAR], right: [cgt.STAR] }); // → 5
 * ```
 */
export function subordinate(g: Game, base: Game | OrdinalBaseForm, options?: RunOptions): Game {
  const id = toId(g, "subordinate: game");
  if (base instanceof Game) return value(Sub.subordinate(id, toId(base, "subordinate: base"), options));
  if (typeof base !== "object" || !Array.isArray(base.left) || !Array.isArray(base.right)) {
    throw new InputError("subordinate: the base must be a game or a form { left: Game[], right: Game[] }");
  }
  return value(Sub.subordinateToForm(id, toIds(base.left, "subordinate: base Left option"), toIds(base.right, "subordinate: base Right option"), options));
}
/**
 * Conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}: a move is a move in both components, and the
 * sum ends as soon as either does (Winning Ways ch. 9; CGSuite `ConjunctiveSum`). It is an
 * operation on forms, not on values; here it is taken of the canonical forms. Cost: up to
 * |subpositions of G| × |subpositions of H| canonicalizations (memoized); takes a budget.
 *
 * G and H may also be literal forms {@link GameForm}, followed as given ({*|*} ∧ 3 = 2 while
 * 0 ∧ 3 = 0).
 *
 * Value-level form of the id-level `conjunctiveSum` of lib/cgt/allsmall.ts (`conjunctiveSumOfForms` of compounds.ts for a literal form): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function conjunctiveSum(g: Fo.GameForm, h: Fo.GameForm, options?: RunOptions): Game {
  if (!(g instanceof Game && h instanceof Game)) return Fo.conjunctiveSumOfForms(g, h, options);
  return value(A.conjunctiveSum(toId(g, "conjunctiveSum: first game"), toId(h, "conjunctiveSum: second game"), options));
}
/**
 * Selective sum G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}: a move is a
 * move in one or both components, and the compound goes on as a selective sum (Winning Ways
 * ch. 9). An operation on forms; here taken of the canonical forms. (CGSuite's `SelectiveSum`
 * continues a one-component move as a disjunctive sum and a two-component move as a conjunctive
 * one, which differs from the definition, e.g. on *5 ∨ *6: test/cgt-products.test.ts.) Cost: up to
 * |subpositions of G| × |subpositions of H| canonicalizations (memoized); takes a budget.
 *
 * G and H may also be literal forms {@link GameForm}, followed as given.
 *
 * Value-level form of the id-level `selectiveSum` of lib/cgt/allsmall.ts (`selectiveSumOfForms` of compounds.ts for a literal form): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function selectiveSum(g: Fo.GameForm, h: Fo.GameForm, options?: RunOptions): Game {
  if (!(g instanceof Game && h instanceof Game)) return Fo.selectiveSumOfForms(g, h, options);
  return value(A.selectiveSum(toId(g, "selectiveSum: first game"), toId(h, "selectiveSum: second game"), options));
}
/**
 * G^[n] ("PowTo", CGSuite `^[n]` for G = ↑): the ordinal sum G : (n − 1) for an integer n ≥ 1,
 * and 0 for n = 0 (CGSuite `PowTo` on integers: the exponent n subordinated to the base 1 is the
 * integer n − 1). Built iteratively as G:0 = G, G:k = {G^L, G:(k−1) | G^R} (the integer k has the
 * one option k − 1), so for G = ↑: ↑^[1] = ↑, ↑^[n] = {↑^[n−1] | *} = ↑ + ↑² + … + ↑ⁿ (Siegel CGT
 * II.7). Cost: n − 1 canonicalizations of a form with |G^L| + 1 left options, about 25 µs each
 * for G = ↑ (↑^[10^5] in a few seconds); no recursion, so any n; one unit of the budget a step.
 * A dyadic exponent x ≥ 0 (a {@link Dyadic}, "7/4" or 1.75) gives G : H with 1:H = x (CGSuite
 * `PowTo`; ↑^[7/4] = {↑|*,↑^[2]||*,↑^[2]}), see lib/cgt/powers.ts.
 *
 * Value-level form of the id-level `powToExponent` of lib/cgt/powers.ts (allsmall.ts's `powTo` for an integer): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function powTo(g: Game, n: Pw.ExponentInput, options?: RunOptions): Game {
  return value(Pw.powToExponent(toId(g, "powTo: game"), n, options));
}
/**
 * G^n ("Pow", CGSuite `^<n>` for G = ↑), defined for a base of the form G = {0 | H} and an integer
 * n ≥ 1: G^n = {0 | H − G^[n−1]} (CGSuite `Pow`; for G = ↑ this is Winning Ways' ↑ⁿ:
 * ↑² = {0 | ↓*}, ↑ⁿ⁺¹ = {0 | ↓^[n] *}). Another base is an InputError. For G = ↑ the right option
 * ↓^[n−1]* is built iteratively in O(n) canonicalizations (↑^<10^5> in a few seconds, any n); for
 * other bases it is the sum H − G^[n−1] (cost of that sum). Takes a budget. A dyadic exponent
 * x ≥ 1 gives {0 | H − G^[x−1]} (CGSuite `Pow`; ↑^<7/4> = {0||0,↓*|0,{0,↓*|0,*}}), see
 * lib/cgt/powers.ts.
 *
 * Value-level form of the id-level `powExponent` of lib/cgt/powers.ts (allsmall.ts's `pow` for an integer): takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function pow(g: Game, n: Pw.ExponentInput, options?: RunOptions): Game {
  return value(Pw.powExponent(toId(g, "pow: game"), n, options));
}
/**
 * The uptimal expansion of G, or undefined if G is not uptimal: G = x + *m + Σ a_i·↑^i with ↑^i
 * = ↑^<i> the ordinal powers (Siegel CGT II.7; CGSuite `UptimalExpansion`, printed e.g. "0.1111"
 * for ↑^[4]). Found by search: x is the common stop; for each nim value m below the first power
 * of two above the birthday, the coefficients are fixed one by one — a_i is an integer with
 * −↑^i < R − a_i·↑^i < ↑^i for the remainder R, since ↑^i exceeds every multiple of ↑^{i+1}
 * (Winning Ways ch. 7), at most two candidates, a wrong one failing at the next step — and the
 * expansion is accepted only if the final remainder is exactly 0 (so a result is always exact).
 * The search is limited to k ≤ b + 1 terms and |a_i| ≤ 2b + 2 for G − x of birthday b (n·↑ alone
 * has birthday n + 1). Cost: O(b³) comparisons and sums of games of birthday about b.
 *
 * Value-level form of the id-level `uptimalExpansion` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function uptimalExpansion(g: Game): A.UptimalExpansion | undefined {
  return A.uptimalExpansion(toId(g, "uptimalExpansion: game"));
}
/**
 * The lattice companion of G (Siegel CGT III.2; CGSuite `Companion`): for n·↑ + *m (number part
 * 0) it is n·↑ + *(m XOR 1) when m ≤ 1 and G itself when m ≥ 2; otherwise
 * {companions of G^L, and 0 if G ≥ 0 | companions of G^R, and 0 if G ≤ 0}. So 0 ↔ *, ↑ ↔ ↑*,
 * numbers are fixed. Cost: memoized per canonical subposition, each O(one canonicalization).
 *
 * Value-level form of the id-level `companion` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function companion(g: Game): Game {
  return value(A.companion(toId(g, "companion: game")));
}
/**
 * Star projection: every subposition x* (x a number) of the canonical form replaced by x, numbers
 * kept, the rest rebuilt from the projected options (as CGSuite's reduced canonical form uses it;
 * Siegel CGT II.4). Cost: memoized per canonical subposition.
 *
 * Value-level form of the id-level `starProjection` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function starProjection(g: Game): Game {
  return value(A.starProjection(toId(g, "starProjection: game")));
}
/**
 * Reduced canonical form of G: the simplest game infinitesimally close to G (Siegel CGT II.4,
 * after Calistrate and Grossman–Siegel; CGSuite `ReducedCanonicalForm`). For x + n·↑ + *m it is
 * x; otherwise it is the star projection of G heated by * (the construction CGSuite uses). So
 * G − rcf(G) is infinitesimal, and G, H infinitesimally close ⇔ rcf(G) = rcf(H). Cost: one
 * heating and one projection, each memoized per canonical subposition.
 *
 * Value-level form of the id-level `reducedCanonicalForm` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // CGSuite (CanonicalShortGameTestCase.scala): ReducedCanonicalForm({3||2+*|1+*}) = {3||2|1}
 * cgt.reducedCanonicalForm(cgt.parse("{3||2*|1*}")); // → {3|{2|1}}
 * cgt.reducedCanonicalForm(cgt.UP); // → 0
 * ```
 */
export function reducedCanonicalForm(g: Game, options?: RunOptions): Game {
  return value(A.reducedCanonicalForm(toId(g, "reducedCanonicalForm: game"), options));
}
/**
 * The far star of G: 1 + the largest nim value *k among the subpositions of the canonical form
 * that are nimbers (at least 1). A nimber *N with N ≥ that is "remote" for G (Winning Ways ch. 8).
 * O(canonical size), memoized.
 *
 * Value-level form of the id-level `farStar` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function farStar(g: Game): number {
  return A.farStar(toId(g, "farStar: game"));
}
/**
 * True if G has an atomic weight (every all-small game does; some other infinitesimals too; CGSuite `IsAtomic`). Cost: as {@link atomicWeight}.
 *
 * Value-level form of the id-level `isAtomic` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function isAtomic(g: Game): boolean {
  return A.isAtomic(toId(g, "isAtomic: game"));
}
/**
 * Atomic weight of G: the game W with G ~ W·↑, where G ~ H iff o(G + X + *m) = o(H + X + *m)
 * for all X and all large m (CGSuite `AtomicWeight`; Winning Ways ch. 8; Lessons in Play ch. 9;
 * Siegel CGT II.7). Computed by the atomic weight calculus with the "eventually" rule against a
 * remote star (see the module source); aw(n·↑ + *m) = n, aw(G + H) = aw(G) + aw(H). For a game
 * that is not infinitesimal, or not all-small and failing the atomicity test, it throws an
 * InputError saying why. Cost: one canonicalization and a few comparisons per canonical
 * subposition (memoized).
 *
 * Value-level form of the id-level `atomicWeight` of lib/cgt/allsmall.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 *
 * @example
 * ```ts
 * // aw(↑) = 1, aw(⇑*) = 2, aw(*n) = 0 (Winning Ways ch. 8; Lessons in Play ch. 9)
 * cgt.atomicWeight(cgt.UP); // → 1
 * cgt.atomicWeight(cgt.parse("^^*")); // → 2
 * cgt.atomicWeight(cgt.nimber(5)); // → 0
 * ```
 */
export function atomicWeight(g: Game): Game {
  return value(A.atomicWeight(toId(g, "atomicWeight: game")));
}

// --- misère play of impartial games -------------------------------------------------------------------------

/**
 * The misère simplest form of an impartial game given as an explicit impartial tree, an explicit
 * {left, right} tree (InputError if partizan), or a canonical normal-play Game (InputError unless
 * it is a nimber *n: every other canonical form is partizan; a nimber becomes the heap *n).
 * O(tree size × canonicalization).
 *
 * Value-level form of the id-level `misereCanonicalForm` of lib/cgt/misere.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function misereCanonicalForm(x: M.ImpartialTree | GameTree | Game): M.MisereGame {
  return M.misereCanonicalForm(impartialInput(x, "misereCanonicalForm"));
}
/**
 * The genus of any impartial game (explicit tree, {left,right} tree or nimber); InputError if partizan.
 *
 * Value-level form of the id-level `genusOf` of lib/cgt/misere.ts: takes and returns {@link Game}
 * values, converted at the boundary (InputError for a non-value, StaleValueError for a value from
 * before `resetStore()`); cost as stated, plus O(1) per game passed or returned.
 */
export function genusOf(x: M.ImpartialTree | GameTree | Game): M.Genus {
  return M.genusOf(impartialInput(x, "genusOf"));
}
/**
 * The normal-play value of a misère canonical game: the same game tree played under the normal
 * convention, whose canonical form is the nimber *G⁺ (Sprague–Grundy). This is how a misère game
 * enters normal-play compounds, as in CGSuite (`*[[[2]],[2],0] + *5` is `*7`). O(1).
 */
export function normalPlayValue(g: M.MisereGame): Game {
  return nimber(M.normalNimValue(g));
}
function impartialInput(x: M.ImpartialTree | GameTree | Game, fn: string): M.ImpartialTree | GameTree | S.Game {
  if (x instanceof Game) return toId(x, `${fn}: game`);
  if (typeof x !== "object" || x === null) throw new InputError(`${fn} needs an impartial tree, a {left, right} tree or a game value (cgt.Game), got ${typeof x === "number" ? `the number ${String(x)}` : String(x)}`);
  return x;
}
