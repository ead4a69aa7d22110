/**
 * Layer 5 (above games, below studies): generic engines — for any ruleset of lib/ruleset,
 * canonical values with a transposition table, components and symmetry folding; outcome classes
 * by plain search; nim-values of impartial rulesets; plain reference searches; a debug mode
 * (`checkRuleset`) that says which rule of the ruleset contract broke on which position; sweeps
 * over families. For heap games given by a take-and-break code, nim-sequences with periodicity
 * proofs and misère genera (`heapgames/`, exported flat: `solvers.nimSequence`). For any game given
 * as a state graph, retrograde analysis (`solvers.retrograde`). For loopy rulesets (positions that
 * can repeat), values on the game graph: `loopyValue`, `loopyOutcomeClass`, `loopyNimValue`.
 *
 * @module
 */
export { type OutcomeClass, type EngineStats, type EngineOptions, type DefaultProgress, Engine, engineFor, canonicalValue, outcomeClass, nimValue, setDefaultProgress } from "./engine";
export { referenceValue, referenceNimValue } from "./reference";
export { misereOutcomeClass } from "./misere";
export { type LoopyValueOptions, type LoopyGraph, loopyGraph, loopyValue, loopyOutcomeClass, loopyNimValue } from "./loopy";
export { type RulesetRule, type RulesetCheckReport, type CheckOptions, RulesetCheckError, checkRuleset } from "./check";
export { INTERRUPTED } from "./sweep";
export { type FamilyRow, valueFamily } from "./family";
export {
  type SweepStop,
  type SweepResult,
  type SweepOptions,
  type FamilyItem,
  type ItemFamily,
  isItemFamily,
  familyPositions,
  withItemFields,
  type SlicedSweepOptions,
  type ValueColumns,
  type ValueSweepRow,
  type OutcomeSweepRow,
  sweep,
  sweepSliced,
  valueSweep,
  outcomeSweep,
  valueSweepSliced,
  outcomeSweepSliced,
  valueColumns,
  positionText,
  valueSweepEvaluator,
  outcomeSweepEvaluator,
} from "./sweep";
export * from "./heapgames";
export * as retrograde from "./retrograde";
// after ./engine: solve/ reaches the engine through this index (read at call time)
export * from "./solve";
