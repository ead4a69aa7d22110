/**
 * The public, value-level functions of lib/cgt (issue 15): each takes and returns {@link Game}
 * objects, converts them to store ids at entry (InputError for a non-value, StaleValueError for a
 * value from before `resetStore()`), calls the id-level function of the same name in store.ts,
 * notation.ts, thermo.ts, temperature.ts or allsmall.ts, and converts the result back. The cost is
 * that function's plus O(1) per game passed or returned. Engines use the id-level functions
 * directly through `cgt.ops`.
 */
import { InputError, type RunOptions } from "../util";
import * as S from "./store";
import * as N from "./notation";
import * as T from "./thermo";
import * as Te from "./temperature";
import * as A from "./allsmall";
import * as R from "./random";
import * as M from "./misere";
import { dyadicFromDouble, dyadicToString, type Dyadic } from "./dyadic";
import type { GameTree } from "./reference";
import { Game, toId, toIds, value, values } from "./value";

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

/** The canonical form of {left | right} (see store.ts `game` for the canonicalization cost). */
export function game(left: readonly Game[], right: readonly Game[]): Game {
  return value(S.game(toIds(left, "left option"), toIds(right, "right option")));
}
/** The integer n (|n| ≤ MAX_INTEGER). O(1). */
export function integer(n: number | bigint): Game {
  return value(S.integer(n));
}
/** The number numerator / 2^log2Denominator. O(1). */
export function dyadic(numerator: bigint | number, log2Denominator: number): Game {
  return value(S.dyadic(numerator, log2Denominator));
}
/** The nimber *n. O(1). */
export function nimber(n: number): Game {
  return value(S.nimber(n));
}
/** n·↑ + *m. O(1). */
export function upStar(n: number, m: number): Game {
  return value(N.upStar(n, m));
}
/** x + n·↑ + *m for a number x given as an exact double. O(1). */
export function numberUpStar(x: number, n: number, m: number): Game {
  return value(S.upStarGame(x, n, m));
}
/** Parse CGT notation (both styles of `format`, and CGSuite's output). InputError with the position. */
export function parse(s: string): Game {
  return value(N.parse(s));
}
/** Canonical values of random game trees (see random.ts). */
export function randomCanonicalGames(seed: number, perRound: number, rounds: number, maxOptions = 2): Game[] {
  return values(R.randomCanonicalGames(seed, perRound, rounds, maxOptions));
}

// --- arithmetic and order -------------------------------------------------------------------------

/** g + h. Memoized per id pair. */
export function add(g: Game, h: Game): Game {
  return value(S.add(toId(g, "add: first game"), toId(h, "add: second game")));
}
/** Sum of a list of games (budgeted by `options`). */
export function sum(gs: readonly Game[], options?: RunOptions): Game {
  return value(S.sum(toIds(gs, "sum: game"), options));
}
/** −g. O(canonical size) the first time, then O(1). */
export function neg(g: Game): Game {
  return value(S.neg(toId(g, "neg: game")));
}
/** g − h. */
export function sub(g: Game, h: Game): Game {
  return value(S.sub(toId(g, "sub: first game"), toId(h, "sub: second game")));
}
/** g ≤ h. Memoized per id pair. */
export function leq(g: Game, h: Game): boolean {
  return S.leq(toId(g, "leq: first game"), toId(h, "leq: second game"));
}
/** "<", "=", ">" or "||". */
export function compare(g: Game, h: Game): "<" | "=" | ">" | "||" {
  return S.compare(toId(g, "compare: first game"), toId(h, "compare: second game"));
}
/** Outcome class L, R, N or P. */
export function outcome(g: Game): "L" | "R" | "P" | "N" {
  return S.outcome(toId(g, "outcome: game"));
}

// --- structure ------------------------------------------------------------------------------------

/** Left options of the canonical form (a fresh array). */
export function leftOptions(g: Game): readonly Game[] {
  return values(S.leftOptions(toId(g, "leftOptions: game")));
}
/** Right options of the canonical form (a fresh array). */
export function rightOptions(g: Game): readonly Game[] {
  return values(S.rightOptions(toId(g, "rightOptions: game")));
}
/** Number of Left options of the canonical form. O(1) (closed forms: O(options)). */
export function leftCount(g: Game): number {
  return S.leftCount(toId(g, "leftCount: game"));
}
/** Number of Right options of the canonical form. */
export function rightCount(g: Game): number {
  return S.rightCount(toId(g, "rightCount: game"));
}
/** The i-th Left option of the canonical form. */
export function leftOption(g: Game, i: number): Game {
  return value(S.leftOption(toId(g, "leftOption: game"), i));
}
/** The i-th Right option of the canonical form. */
export function rightOption(g: Game, i: number): Game {
  return value(S.rightOption(toId(g, "rightOption: game"), i));
}
/** True if g is a number. O(1). */
export function isNumber(g: Game): boolean {
  return S.isNumber(toId(g, "isNumber: game"));
}
/** True if g is a nimber. O(1). */
export function isNimber(g: Game): boolean {
  return S.isNimber(toId(g, "isNimber: game"));
}
/** n if g = *n, else -1. O(1). */
export function nimberValue(g: Game): number {
  return S.nimberValue(toId(g, "nimberValue: game"));
}
/** Birthday of the canonical form. O(1). */
export function birthday(g: Game): number {
  return S.birthday(toId(g, "birthday: game"));
}
/** The triple (x, n, m) if g = x + n·↑ + *m, else undefined. O(1). */
export function upStarOf(g: Game): { x: number; ups: number; star: number } | undefined {
  return S.nusOf(toId(g, "upStarOf: game"));
}
/** True if g is infinitesimal: -x < g < x for every positive number x (0 included); i.e. both stops are 0. O(1). */
export function isInfinitesimal(g: Game): boolean {
  const id = toId(g, "isInfinitesimal: game");
  return S.leftStopValue(id) === 0 && S.rightStopValue(id) === 0;
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
    const x = stack.pop() as number;
    const exact = S.numberExact(x);
    if (exact !== undefined) {
      numbers.set(dyadicToString(exact), exact);
      continue;
    }
    const nus = S.nusOf(x);
    if (nus !== undefined && nus.ups === 0 && nus.star > 0) {
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
    for (let i = 0; i < nl; i++) left.push(memo.get(S.leftOption(x, i)) as GameTree);
    for (let i = 0; i < nr; i++) right.push(memo.get(S.rightOption(x, i)) as GameTree);
    memo.set(x, { left, right });
  }
  return memo.get(root) as GameTree;
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
    memo.set(x, S.game(x.left.map((c) => memo.get(c) as number), x.right.map((c) => memo.get(c) as number)));
  }
  return value(memo.get(t) as number);
}

// --- printing ---------------------------------------------------------------------------------------

/** CGT notation of g (see notation.ts for the styles and options). */
export function format(g: Game, options?: number | N.FormatOptions): string {
  return N.format(toId(g, "format: game"), options);
}
/** Length of `format(g, options)` without building the string. */
export function formattedLength(g: Game, options?: number | N.FormatOptions): number {
  return N.formattedLength(toId(g, "formattedLength: game"), options);
}

// --- stops, thermographs ------------------------------------------------------------------------------

/** Left stop. Exact; O(1). */
export function leftStop(g: Game): Dyadic {
  return T.leftStop(toId(g, "leftStop: game"));
}
/** Right stop. Exact; O(1). */
export function rightStop(g: Game): Dyadic {
  return T.rightStop(toId(g, "rightStop: game"));
}
/** Mean value (the thermograph's mast). Exact. */
export function mean(g: Game): Dyadic {
  return T.mean(toId(g, "mean: game"));
}
/** Temperature: -1 for integers, -1/2^k for m/2^k, ≥ 0 for non-numbers. Exact. */
export function temperature(g: Game): Dyadic {
  return T.temperature(toId(g, "temperature: game"));
}
/** Thermograph of g (exact walls). Memoized per canonical subposition. */
export function thermograph(g: Game): T.Thermograph {
  return T.thermograph(toId(g, "thermograph: game"));
}
/** Thermograph corners as plain numbers for plotting, the mast extended to tMax (default temperature + 1). */
export function thermographPlot(g: Game, tMax?: number): { left: { t: number; x: number }[]; right: { t: number; x: number }[] } {
  return T.thermographPlot(toId(g, "thermographPlot: game"), tMax);
}
/** Exact value of a number game, or undefined for non-numbers. O(1). */
export function numberValueExact(g: Game): Dyadic | undefined {
  return T.numberValueExact(toId(g, "numberValueExact: game"));
}
/** The exact value of a number game (any size), or undefined if g is not a number. O(size of the number). */
export function numberExact(g: Game): Dyadic | undefined {
  return S.numberExact(toId(g, "numberExact: game"));
}
/** True if g is a number beyond the fast double path (|n| > 2^53 − 1 or more than 53 significant bits). O(1). */
export function isBigNumber(g: Game): boolean {
  return S.isBigNumber(toId(g, "isBigNumber: game"));
}
/** Left stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function leftStopGame(g: Game): Game {
  return value(S.leftStopGame(toId(g, "leftStopGame: game")));
}
/** Right stop as a number game (exact for numbers of any size). O(1) after the store's stop pass. */
export function rightStopGame(g: Game): Game {
  return value(S.rightStopGame(toId(g, "rightStopGame: game")));
}

// --- temperature theory (temperature.ts) ----------------------------------------------------------------

/** g cooled by t. */
export function cool(g: Game, t: Te.TemperatureInput, options?: RunOptions): Game {
  return value(Te.cool(toId(g, "cool: game"), t, options));
}
/** g frozen (cooled by its temperature). */
export function freeze(g: Game, options?: RunOptions): Game {
  return value(Te.freeze(toId(g, "freeze: game"), options));
}
/** g heated by t. */
export function heat(g: Game, t: Game, options?: RunOptions): Game {
  return value(Te.heat(toId(g, "heat: game"), toId(t, "heat: t"), options));
}
/** g overheated from s to t. */
export function overheat(g: Game, s: Game, t: Game, options?: RunOptions): Game {
  return value(Te.overheat(toId(g, "overheat: game"), toId(s, "overheat: s"), toId(t, "overheat: t"), options));
}
/** Norton product g.u. */
export function norton(g: Game, u: Game, options?: RunOptions): Game {
  return value(Te.norton(toId(g, "norton: game"), toId(u, "norton: unit"), options));
}
/** Left incentives G^L − G. */
export function leftIncentives(g: Game): Game[] {
  return values(Te.leftIncentives(toId(g, "leftIncentives: game")));
}
/** Right incentives G − G^R. */
export function rightIncentives(g: Game): Game[] {
  return values(Te.rightIncentives(toId(g, "rightIncentives: game")));
}
/** All incentives (canonical, deduplicated). */
export function incentives(g: Game): Game[] {
  return values(Te.incentives(toId(g, "incentives: game")));
}
/** Number of stop paths (see temperature.ts). */
export function stopCount(g: Game): bigint {
  return Te.stopCount(toId(g, "stopCount: game"));
}
/** Strong Left and Right stops (for short games the stops; see temperature.ts). */
export function strongStops(g: Game): { left: Dyadic; right: Dyadic } {
  return Te.strongStops(toId(g, "strongStops: game"));
}

// --- all-small games (allsmall.ts) -------------------------------------------------------------------------

/** The parts (number, ups, star) if g = x + n·↑ + *m, else undefined. */
export function numberUpStarParts(g: Game): { number: Dyadic; ups: number; star: number } | undefined {
  return A.numberUpStarParts(toId(g, "numberUpStarParts: game"));
}
/** True if g is all-small. */
export function isAllSmall(g: Game): boolean {
  return A.isAllSmall(toId(g, "isAllSmall: game"));
}
/** True if g is numberish: its Left and Right stops are equal (CGSuite IsNumberish). */
export function isNumberish(g: Game): boolean {
  return A.isNumberish(toId(g, "isNumberish: game"));
}
/** True if g is even (allsmall.ts). */
export function isEven(g: Game): boolean {
  return A.isEven(toId(g, "isEven: game"));
}
/** True if g is odd (allsmall.ts). */
export function isOdd(g: Game): boolean {
  return A.isOdd(toId(g, "isOdd: game"));
}
/** True if g is even-tempered. */
export function isEvenTempered(g: Game): boolean {
  return A.isEvenTempered(toId(g, "isEvenTempered: game"));
}
/** True if g is odd-tempered. */
export function isOddTempered(g: Game): boolean {
  return A.isOddTempered(toId(g, "isOddTempered: game"));
}
/** Tiny(g) = {0 || 0 | −g}. */
export function tiny(g: Game): Game {
  return value(A.tiny(toId(g, "tiny: game")));
}
/** Miny(g) = −Tiny(g). */
export function miny(g: Game): Game {
  return value(A.miny(toId(g, "miny: game")));
}
/** n·g (n an integer). */
export function multiply(g: Game, n: number, options?: RunOptions): Game {
  return value(A.multiply(toId(g, "multiply: game"), n, options));
}
/** Ordinal sum g : h. */
export function ordinalSum(g: Game, h: Game, options?: RunOptions): Game {
  return value(A.ordinalSum(toId(g, "ordinalSum: base"), toId(h, "ordinalSum: subordinate"), options));
}
/** Conjunctive sum g ∧ h. */
export function conjunctiveSum(g: Game, h: Game, options?: RunOptions): Game {
  return value(A.conjunctiveSum(toId(g, "conjunctiveSum: first game"), toId(h, "conjunctiveSum: second game"), options));
}
/** Selective sum g ∨ h. */
export function selectiveSum(g: Game, h: Game, options?: RunOptions): Game {
  return value(A.selectiveSum(toId(g, "selectiveSum: first game"), toId(h, "selectiveSum: second game"), options));
}
/** g^→n (ordinal power "to"). */
export function powTo(g: Game, n: number, options?: RunOptions): Game {
  return value(A.powTo(toId(g, "powTo: game"), n, options));
}
/** g^n (ordinal power). */
export function pow(g: Game, n: number, options?: RunOptions): Game {
  return value(A.pow(toId(g, "pow: game"), n, options));
}
/** The uptimal expansion of g, or undefined. */
export function uptimalExpansion(g: Game): A.UptimalExpansion | undefined {
  return A.uptimalExpansion(toId(g, "uptimalExpansion: game"));
}
/** The companion of g. */
export function companion(g: Game): Game {
  return value(A.companion(toId(g, "companion: game")));
}
/** The star projection of g. */
export function starProjection(g: Game): Game {
  return value(A.starProjection(toId(g, "starProjection: game")));
}
/** The reduced canonical form of g. */
export function reducedCanonicalForm(g: Game, options?: RunOptions): Game {
  return value(A.reducedCanonicalForm(toId(g, "reducedCanonicalForm: game"), options));
}
/** The far star of g (a nim value). */
export function farStar(g: Game): number {
  return A.farStar(toId(g, "farStar: game"));
}
/** True if g is atomic (has an atomic weight). */
export function isAtomic(g: Game): boolean {
  return A.isAtomic(toId(g, "isAtomic: game"));
}
/** The atomic weight of g. */
export function atomicWeight(g: Game): Game {
  return value(A.atomicWeight(toId(g, "atomicWeight: game")));
}

// --- misère play of impartial games -------------------------------------------------------------------------

/**
 * The misère simplest form of an impartial game: an impartial tree, a {left, right} tree
 * (InputError if partizan), or a canonical value (InputError unless a nimber *n).
 */
export function misereCanonicalForm(x: M.ImpartialTree | GameTree | Game): M.MisereGame {
  return M.misereCanonicalForm(impartialInput(x, "misereCanonicalForm"));
}
/** The genus of an impartial game given as misereCanonicalForm accepts. */
export function genusOf(x: M.ImpartialTree | GameTree | Game): M.Genus {
  return M.genusOf(impartialInput(x, "genusOf"));
}
function impartialInput(x: M.ImpartialTree | GameTree | Game, fn: string): M.ImpartialTree | GameTree | S.Game {
  if (x instanceof Game) return toId(x, `${fn}: game`);
  if (typeof x !== "object" || x === null) throw new InputError(`${fn} needs an impartial tree, a {left, right} tree or a game value (cgt.Game), got ${typeof x === "number" ? `the number ${x}` : String(x)}`);
  return x;
}
