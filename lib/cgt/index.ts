/**
 * Layer 1: canonical short partizan games.
 *
 * A {@link Game} is a value: a small immutable object (value.ts) naming a canonical form in a
 * process-wide hash-consed store (`store.ts`), interned so that equal games are the same object,
 * printing in CGT notation (toString, util.inspect, JSON). Inside the library, engines work on
 * the store's integer ids through {@link ops} (`ops.add`, `ops.game`, ... and `ops.id(g)` /
 * `ops.value(id)` at the boundary), as CGSuite does: int ids in the engine, thin objects outside.
 * The store keeps each canonical form once (flat option lists in typed arrays); add / leq are
 * memoized by id pair, neg per id, game() by raw option list, in bounded tables. `storeStats()`
 * reports the store size, `configureStore` caps it, `withBudget` / `sum(gs, options)` stop runaway
 * computations with BudgetExceededError, and `resetStore()` gives the memory back: it starts a new
 * store generation, and a value from an older one (except the constants ZERO … MINUS_ONE) throws
 * {@link StaleValueError} wherever it is used. The store is per thread (per worker isolate): a
 * value means nothing in another worker or process — pass `format(g)` strings across and `parse`
 * them there.
 *
 * Conventions:
 *  - printing (`notation.ts`): numbers `3/4`, nimbers `*2`, x + n·↑ + *m as `1/2↑*` (any n, m),
 *    with the up multiplicity as a suffix count: `↑` `⇑` `↑3` `↓` `⇓` `↓3`; switches `±1`;
 *    everything else `{L|R}`, options in CGSuite's order (a function of the games alone, so
 *    printing never depends on store ids). `format(g, { style: "ascii" })` writes CGSuite's output
 *    instead (`^^*`, `v3`, `+-1`, slash notation `{3||2|1}`, `^<2>`, `^[3]*`, `Tiny(3/2)`). The parser reads both, and everything CGSuite prints for short games
 *    (test/data/cgsuite-printed-values.tsv). `parse(format(g)) = g` in every style.
 *  - numbers, nimbers and x + n·↑ + *m are closed-form nodes of the store (O(1) to build, add,
 *    negate and compare; their options appear when asked for): safe integers (up to 2^53 − 1)
 *    and dyadics with 53 significant bits on the fast double path; numbers of any size beyond
 *    that (−1823437481924·10^9, (2^80+1)/2^7) on an exact BigInt path (`isBigNumber`,
 *    `numberExact`; O(size of the number) per operation); |n| and m up to 2^31 − 1. x + n·↑ + *m
 *    with a big x is held as an explicit form, not a closed-form node.
 *  - temperature (`thermo.ts`): integers have temperature -1 (CGSuite's convention), m/2^k has
 *    -1/2^k, non-numbers ≥ 0; thermographs are walls over t ∈ [-1, ∞) given as corner lists.
 *  - stops, means, temperatures are exact {@link Dyadic}s (BigInt numerators), for numbers of
 *    any size; `numberValue` / `leftStopValue` are doubles (exact on the fast path only).
 *  - isInfinitesimal(0) is true (0 is infinitesimal: -x < 0 < x for all positive numbers x).
 *
 * `temperature.ts`: cooling, heating, overheating, freezing, Norton products, incentives, stop
 * counts; `allsmall.ts`: atomic weights, reduced canonical forms, companions, uptimals, Tiny/Miny,
 * parities, multiples, ordinal / conjunctive / selective sums (definitions and sources in each).
 *
 * `kinds.ts`: the one classification of values (number, infinitesimal, tepid, switch, hot), on
 * store ids; `Game.describe()` is the one record of a value's facts, and `classify.ts` gives
 * `valueKind` and `valueInfo` (the description in table form).
 *
 * `misere.ts` (misère canonical forms, genus), `misereTheory.ts` (tame / restive family, parity,
 * parts and partitions), `misereLinks.ts` (links, distinguishers), `misereNotation.ts` (CGSuite's
 * misère notations): impartial games in misère play (ONAG ch. 12).
 * `misereForm.ts` (misère outcome classes of partizan forms) and `misereDeadEnd.ts` (left dead
 * ends: order, sums, reduced forms, enumeration by birthday): partizan games in misère play.
 *
 * `reference.ts` is a naive tree implementation (definitions only) that the tests use to
 * cross-check canonical forms, sums, comparisons and thermographs on small games.
 *
 * @module
 */
export { Game, StaleValueError, storeGeneration, type GameDescription } from "./value";
export type { StoreStats } from "./store";
/**
 * The id-level engine interface (issue 15): the store's functions on integer ids, for solvers'
 * hot loops (transposition tables, option lists), with `ops.id(g)` / `ops.value(id)` at the
 * boundary. An id is valid only until `resetStore()` and only in its own thread; public APIs hand
 * out values, not ids.
 */
export type { Game as GameId } from "./store";
export * as ops from "./ops";
export {
  MAX_INTEGER,
  MAX_NUS_COMPONENT,
  withBudget,
  storeSize,
  storeStats,
  configureStore,
  type StoreConfiguration,
  clearMemos,
  resetStore,
  onReset,
} from "./store";
export {
  ZERO,
  STAR,
  UP,
  DOWN,
  ONE,
  MINUS_ONE,
  game,
  integer,
  dyadic,
  nimber,
  upStar,
  numberUpStar,
  parse,
  randomCanonicalGames,
  add,
  sum,
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
  isNumberTiny,
  isBigNumber,
  numberExact,
  leftStopGame,
  rightStopGame,
  isNimber,
  nimberValue,
  birthday,
  upStarOf,
  isInfinitesimal,
  canonicalSize,
  toTree,
  fromTree,
  format,
  formattedLength,
  leftStop,
  rightStop,
  mean,
  temperature,
  thermograph,
  thermographPlot,
  numberValueExact,
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
  subordinate,
  type OrdinalBaseForm,
  conjunctiveSum,
  selectiveSum,
  powTo,
  pow,
  uptimalExpansion,
  companion,
  starProjection,
  reducedCanonicalForm,
  farStar,
  isAtomic,
  atomicWeight,
  misereCanonicalForm,
  genusOf,
  normalPlayValue,
} from "./api";
export { type ValueKind, VALUE_KINDS } from "./kinds";
export { valueKind, type ValueInfo, valueInfo } from "./classify";
export { type CoolingLaws, coolingLawsCheck, atomicWeightText, randomAllSmallGames, type TwoAheadReport, twoAheadRuleCheck } from "./laws";
export { mulberry32, randomGameTree } from "./random";
export { UP_LIMIT, STAR_LIMIT, DEFAULT_MAX_FORMAT_LENGTH, type FormatOptions } from "./notation";
export { notationHtml } from "./typeset";
export {
  type Dyadic,
  DyadicValue,
  dyadicToString,
  dyadicToNumber,
  dyadicFromDouble,
  makeDyadic,
} from "./dyadic";
export { type Thermograph, type ThermographPoint, ThermographValue } from "./thermo";
export { type TemperatureInput, toTemperature } from "./temperature";
export { type UptimalExpansion, uptimalToString } from "./allsmall";
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
export { lenstraQSet, lenstraExcess, lenstraAlpha } from "./lenstra";
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
  normalNimValue,
  misereNimValue,
  misereOutcome,
  misereBirthday,
  genus,
  mate,
  misereStoreSize,
  resetMisereStore,
} from "./misere";
// --- issue 29: misère impartial theory (tame / restive family, parts, links) and CGSuite's notation ---
export {
  type MiserePhylum,
  isMisereEven,
  isMisereOdd,
  misereEvenPart,
  isNimHeap,
  miserePhylum,
  formatGenusAbbreviated,
  isTame,
  isGenerallyTame,
  isTameable,
  isRestive,
  isGenerallyRestive,
  isRestless,
  isHalfTame,
  misereOrder,
  misereParts,
  isMiserePrime,
  misereDifference,
  miserePartitions,
  isExtraverted,
  isIntroverted,
} from "./misereTheory";
export { isMisereLinked, misereLink, misereDistinguisher } from "./misereLinks";
// --- issue 29 item 4: compounds on forms, Conway and ordinal products, dyadic exponents, ugly product ---
export {
  type GameForm,
  type GameFormTree,
  formValue,
  impartialForm,
  conwayProduct,
  ordinalProduct,
} from "./formsApi";
export { type ExponentInput } from "./powers";
export { uglyProduct } from "./ugly";
export { type MisereNotationOptions, formatMisere, parseMisere } from "./misereNotation";
// --- issue 28 part 1: loopy games (finite game graphs, outcomes with draws, stoppers) ---
/**
 * Loopy games (issue 28): finite game graphs with cycles, their outcomes (draws included),
 * sums, stoppers, the order and canonical forms of stoppers, onsides and offsides, sided values
 * `S & T`, upsums, degrees and varieties, CGSuite's notation. See loopy.ts.
 */
export * as loopy from "./loopy";
// --- issue 29: misère play of partizan forms (outcome classes) and left dead ends ---
export { type MisereOutcomeClass, misereOutcomeClass, refMisereOutcome } from "./misereForm";
export {
  LeftDeadEnd,
  leftDeadEnd,
  leftDeadEndInteger,
  parseLeftDeadEnd,
  leftDeadEndSum,
  leftDeadEndGeq,
  leftDeadEndCompare,
  leftDeadEndBirthday,
  leftDeadEndReduced,
  leftDeadEndsBornBy,
  leftDeadEndToTree,
  leftDeadEndFromTree,
  resetLeftDeadEnds,
} from "./misereDeadEnd";
