/**
 * Solving large boards (issue 30, notebook 12): the outcome tables of results/solve/ read by their
 * columns (summaries, nodes and seconds against board size, new results), what each simplification
 * of solvers.solve saves (the same boards with each switched off), and proof trees small enough to
 * draw, re-checked by the plain reference search; where the first-move job arrays stand.
 *
 * @module
 */
export { type SolveTable, type SolveTableSummary, type SolveSizeRow, type NewResultRow, isNewResult, summarizeSolveTables, solveSizeRows, newResults } from "./tables";
export {
  type SavingsBoard,
  type StandardGame,
  type Simplification,
  type SavingsRow,
  type SavingsOptions,
  SIMPLIFICATIONS,
  standardBoard,
  simplificationSavings,
  savingsDisagreements,
  savingsSummary,
  savingsSizeRows,
} from "./savings";
export { type ProofNode, type ProofTree, type ProofTreeOptions, type ProofTreeCheck, proofTree, verifyProofTree } from "./prooftree";
export { type FirstMoveArray, type FirstMoveArrayRow, type FirstMoveNodesRow, firstMoveArrayRows, firstMoveNodeRows } from "./arrays";
