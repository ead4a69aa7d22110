/**
 * Generic retrograde analysis (win/loss/draw with exact distance to the end) by predecessor
 * counting, usable for any game given a state graph or a successor function over
 * integer-encoded states, plus two simple reference solvers for cross-checks.
 *
 * @module
 */
export {
  buildStateGraph,
  distanceHistogram,
  solveRetrograde,
  validateStateGraph,
  type ExpandState,
  type ReachableGraph,
  type RetrogradeSolution,
  type StateGraph,
} from "./graph";
export { boundedNegamax, solveBySweeps, type BoundedOutcome } from "./reference";
