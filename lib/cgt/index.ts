/**
 * Layer 1: canonical short partizan games.
 *
 * A {@link Game} is an integer id into a process-wide hash-consed store of canonical forms
 * (`store.ts`): each canonical form is stored once (flat option lists in typed arrays), equal
 * games have equal ids, and add / leq are memoized by id pair, neg per id, game() by raw option
 * list, in bounded tables. `storeStats()` reports the store size, `configureStore` caps it,
 * `withBudget` / `sum(gs, options)` stop runaway computations with BudgetExceededError, and
 * `resetStore()` gives the memory back (invalidating all ids except the constants).
 * The store is per thread (per worker isolate): a Game id means nothing in another worker or
 * process — pass `format(g)` strings across and `parse` them there.
 *
 * Conventions:
 *  - printing (`notation.ts`): numbers `3/4`, nimbers `*2`, x + n·↑ + *m as `1/2↑*` (any n, m),
 *    with the up multiplicity as a suffix count: `↑` `⇑` `↑3` `↓` `⇓` `↓3`; switches `±1`;
 *    everything else `{L|R}`. `format(g, { style: "ascii" })` writes CGSuite's output instead
 *    (`^^*`, `v3`, `+-1`, slash notation `{3||2|1}`, `^<2>`, `^[3]*`, `Tiny(3/2)`, CGSuite's
 *    option order). The parser reads both, and everything CGSuite prints for short games
 *    (test/data/cgsuite-printed-values.tsv). `parse(format(g)) = g` in every style.
 *  - numbers, nimbers and x + n·↑ + *m are closed-form nodes of the store (O(1) to build, add,
 *    negate and compare; their options appear when asked for): integers up to 2^53 − 1, dyadics
 *    with 53 significant bits, |n| and m up to 2^31 − 1.
 *  - temperature (`thermo.ts`): integers have temperature -1 (CGSuite's convention), m/2^k has
 *    -1/2^k, non-numbers ≥ 0; thermographs are walls over t ∈ [-1, ∞) given as corner lists.
 *  - stops, means, temperatures are exact {@link Dyadic}s (BigInt numerators). Number games keep
 *    their value as an exact double internally (at most 53 significant bits; anything else is
 *    rejected, never rounded), |n| ≤ {@link MAX_INTEGER} = 2^53 − 1 for integers.
 *  - isInfinitesimal(0) is true (0 is infinitesimal: -x < 0 < x for all positive numbers x).
 *
 * `temperature.ts`: cooling, heating, overheating, freezing, Norton products, incentives, stop
 * counts; `allsmall.ts`: atomic weights, reduced canonical forms, companions, uptimals, Tiny/Miny,
 * parities, multiples, ordinal / conjunctive / selective sums (definitions and sources in each).
 *
 * `reference.ts` is a naive tree implementation (definitions only) that the tests use to
 * cross-check canonical forms, sums, comparisons and thermographs on small games.
 */
import * as S from "./store";
import { InputError } from "../util";
import type { GameTree } from "./reference";

export type { Game, StoreStats } from "./store";
/**
 * The id-level engine interface (issue 15): the store's functions on integer ids, for solvers'
 * hot loops (transposition tables, option lists). An id is valid only until `resetStore()` and
 * only in its own thread; public APIs hand out values, not ids.
 */
export type { Game as GameId } from "./store";
export * as ops from "./store";
export {
  ZERO,
  STAR,
  UP,
  DOWN,
  ONE,
  MINUS_ONE,
  MAX_INTEGER,
  MAX_NUS_COMPONENT,
  game,
  integer,
  dyadic,
  nimber,
  add,
  sum,
  withBudget,
  neg,
  sub,
  leq,
  compare,
  outcome,
  leftOptions,
  rightOptions,
  leftCount,
  rightCount,
  leftOption,
  rightOption,
  isNumber,
  isNimber,
  nimberValue,
  birthday,
  storeSize,
  storeStats,
  configureStore,
  clearMemos,
  resetStore,
  onReset,
  nusOf as upStarOf,
  upStarGame as numberUpStar,
} from "./store";
export { mulberry32, randomGameTree, randomCanonicalGames } from "./random";
export { format, formattedLength, parse, upStar, UP_LIMIT, STAR_LIMIT, DEFAULT_MAX_FORMAT_LENGTH, type FormatOptions } from "./notation";
export { notationHtml } from "./typeset";
export {
  type Dyadic,
  dyadicToString,
  dyadicToNumber,
  dyadicFromDouble,
  makeDyadic,
} from "./dyadic";
export {
  type Thermograph,
  type ThermographPoint,
  leftStop,
  rightStop,
  mean,
  temperature,
  thermograph,
  thermographPlot,
  numberValueExact,
} from "./thermo";
// Temperature theory and all-small games (issue 16, items 1-2).
export {
  type TemperatureInput,
  toTemperature,
  cool,
  freeze,
  heat,
  overheat,
  norton,
  leftIncentives,
  rightIncentives,
  incentives,
  stopCount,
  strongStops,
} from "./temperature";
export {
  type UptimalExpansion,
  numberUpStarParts,
  isAllSmall,
  isNumberish,
  isEven,
  isOdd,
  isEvenTempered,
  isOddTempered,
  tiny,
  miny,
  multiply,
  ordinalSum,
  conjunctiveSum,
  selectiveSum,
  powTo,
  pow,
  uptimalExpansion,
  uptimalToString,
  companion,
  starProjection,
  reducedCanonicalForm,
  farStar,
  isAtomic,
  atomicWeight,
} from "./allsmall";
export {
  type GameTree,
  refCanonical,
  refLeq,
  refAdd,
  refNeg,
  refEqual,
  refBirthday,
  refThermographSampled,
  refOutcome,
} from "./reference";

/** True if g is infinitesimal: -x < g < x for every positive number x (0 included); i.e. both stops are 0. O(1). */
export function isInfinitesimal(g: S.Game): boolean {
  S.checkGame(g);
  return S.leftStopValue(g) === 0 && S.rightStopValue(g) === 0;
}

/** Number of distinct canonical subpositions of g, g included (0 counts too). O(that number). */
export function canonicalSize(g: S.Game): number {
  S.checkGame(g);
  const seen = new Set<number>([g]);
  const stack = [g];
  while (stack.length > 0) {
    const x = stack.pop() as number;
    for (let i = 0, n = S.leftCount(x); i < n; i++) visit(S.leftOption(x, i));
    for (let i = 0, n = S.rightCount(x); i < n; i++) visit(S.rightOption(x, i));
  }
  return seen.size;
  function visit(y: number): void {
    if (!seen.has(y)) {
      seen.add(y);
      stack.push(y);
    }
  }
}

/**
 * The canonical form of g as an explicit tree (shared subtrees are shared objects).
 * O(canonical size); iterative post-order, so any depth works (e.g. the integer 30000).
 */
export function toTree(g: S.Game): GameTree {
  S.checkGame(g);
  const memo = new Map<number, GameTree>();
  const stack: number[] = [g];
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
  return memo.get(g) as GameTree;
}

/**
 * Canonical id of an explicit (not necessarily canonical) game tree. O(tree size ×
 * canonicalization); iterative post-order over the tree's nodes (shared subtrees visited once),
 * so any depth works. InputError naming the depth of the first node that is not
 * `{left: GameTree[], right: GameTree[]}`, or of a cycle.
 */
export function fromTree(t: GameTree): S.Game {
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
  return memo.get(t) as number;
}
// --- issue 16 part 3: nim-field arithmetic and impartial / misère play ---
export {
  type NimValue,
  nimProduct,
  nimInverse,
  nimDivide,
  nimSquareRoot,
  nimPower,
  nimProductReferenceTable,
} from "./nimfield";
export {
  type ImpartialTree,
  type Genus,
  type MisereGame,
  MISERE_ZERO,
  nimHeapTree,
  impartialTreeSum,
  impartialFromGameTree,
  normalNimValueReference,
  misereNimValueReference,
  misereOutcomeReference,
  genusReference,
  genusTerm,
  formatGenus,
  genusFromOptions,
  misereGame,
  misereHeap,
  misereSum,
  misereSumOf,
  misereCanonicalForm,
  normalNimValue,
  misereNimValue,
  misereOutcome,
  misereBirthday,
  genus,
  genusOf,
  mate,
  misereStoreSize,
  resetMisereStore,
  formatMisere,
  parseMisere,
} from "./misere";
