/**
 * Loopy games (issue 28, part 1), the `cgt.loopy` namespace: games whose positions may repeat,
 * given as finite game graphs (Winning Ways ch. 11, Berlekamp–Conway–Guy 1982; Conway, "Loopy
 * games", 1978; Siegel, "Coping with cycles", 2009, and *Combinatorial Game Theory*, 2013, ch. VI).
 *
 *  - construction: `graph` (labelled nodes, cycles allowed; an option naming no node is an
 *    InputError naming the node), `braces` with `pass` (CGSuite's `{pass|*}`), `fromShort`, and
 *    the constants `on`, `off`, `dud`, `over`, `under`, `upon`, `tis`, `tisn`, `zero`;
 *  - play: `outcome(g, first)` and `outcomeClass(g)` (CGSuite's classes L, R, N, P and the loopy
 *    D, PHat, PCheck, NHat, NCheck), by backward induction in O(V + E);
 *  - structure: `isLoopfree`, `isStopper`, `isPlumtree`, `toShort`;
 *  - arithmetic: `add`, `sum`, `sub`, `neg` (a sum of stoppers need not be a stopper);
 *  - order of stoppers: `leq`, `geq`, `equal`, `compare` (survival in the difference), and
 *    `canonical`, the simplest form of a stopper;
 *  - stops: `stops`, `leftStop`, `rightStop` (pseudonumbers with their over/under adornments),
 *    `isInfinitesimal`, `isNumberish`, `isNumberTiny`;
 *  - impartial loopy games: `impartialGraph`, `loopyNimValues` (Smith's generalized
 *    Sprague-Grundy values, finite or ∞(K));
 *  - notation: `format` and `parse` in CGSuite's syntax (slashes, `pass`, labels `a{0|a}`, names).
 *
 *  - sides (loopySides.ts, simplified as CGSuite simplifies them: loopySimplify.ts): `onside`,
 *    `offside`, `side`, and the order of sides `sideLeq`, `sideEqual` (survival with a rule for
 *    infinite play), for games that are not stoppers;
 *  - sided values (loopySided.ts): `value` (a `LoopyValue`: the canonical stopper, or the sided
 *    value when the game equals no stopper, as CGSuite gives it), `SidedValue` (S & T), `sides`,
 *    `sided` (CGSuite's `&`),
 *    `sidedNeg`, `sidedAdd`, `sidedSub`, `sidedLeq`, `sidedEqual`, `sidedCompare`,
 *    `sidedOutcomeClass`, `isStopperSided`, `isStopperValue`, `isIdempotent`,
 *    `isSidedInfinitesimal`, `isSidedNumberish`, `formatSided`, `parseSided`;
 *  - stoppers' upsums and degrees (loopyDegree.ts): `upsum`, `downsum`, `degree`,
 *    `upsumVariety`, `downsumVariety`, `variety`, `isStable`, `followers`, `followerCount`.
 *
 * Loopy rulesets (positions that repeat) are valued in lib/solvers (`solvers.loopyValue`, which
 * builds a position's game graph and returns its `loopy.value`). Not yet (issue 28): unravelling
 * in the sides' simplification (CGSuite's unravelFully; cgtlab searches for a stopper instead).
 *
 * @module
 */
export {
  LoopyGame,
  type LoopyNode,
  type LoopyOption,
  type LoopyBudget,
  type BracesOption,
  DEFAULT_MAX_LOOPY_VERTICES,
  graph,
  braces,
  pass,
  type Pass,
  fromShort,
  on,
  off,
  dud,
  over,
  under,
  upon,
  tis,
  tisn,
  neg,
  add,
  sum,
  sub,
  isLoopfree,
  isStopper,
  isPlumtree,
  toShort,
} from "./loopyGraph";
export {
  type LoopyOutcome,
  type LoopyOutcomeClass,
  type LoopyPlayBudget,
  LOOPY_OUTCOME_CLASSES,
  DEFAULT_MAX_LOOPY_STATES,
  outcome,
  outcomeClass,
  outcomeClassOf,
  outcomeLabels,
  leq,
  geq,
  equal,
  compare,
  canonical,
  zero,
} from "./loopyPlay";
export { type LoopyFormatOptions, format, parse } from "./loopyNotation";
export {
  type Pseudonumber,
  comparePseudonumbers,
  formatPseudonumber,
  stops,
  leftStop,
  rightStop,
  isInfinitesimal,
  isNumberish,
  isNumberTiny,
} from "./loopyStops";
export {
  type LoopyNimValue,
  type LoopyNimBudget,
  impartialGraph,
  loopyNimValues,
  loopyNimValue,
  formatLoopyNimValue,
} from "./loopyImpartial";
export { type Side, sideSurvives, sideLeq, sideEqual, side, onside, offside } from "./loopySides";
export {
  SidedValue,
  type SidedInput,
  type LoopyValue,
  value,
  sides,
  sided,
  sidedNeg,
  sidedAdd,
  sidedSub,
  sidedLeq,
  sidedEqual,
  sidedCompare,
  sidedOutcomeClass,
  isStopperSided,
  isStopperValue,
  isIdempotent,
  isSidedInfinitesimal,
  isSidedNumberish,
  formatSided,
  parseSided,
} from "./loopySided";
export { upsum, downsum, degree, upsumVariety, downsumVariety, variety, isStable, followers, followerCount } from "./loopyDegree";
