/**
 * The outcome solver for large positions (issue 30): who wins with a given player moving first,
 * by proof search with a bounded transposition table, move ordering and sum simplification
 * (small components replaced by their canonical values from the engine), and its plain reference.
 *
 * @module
 */
export { type Player, type SimplifyOptions, type SolveOptions, type SolveCallOptions, type SolveResult, Solver, solve } from "./search";
export { referenceSolve } from "./reference";
export { type Replacement, type SolveTableStats } from "./table";
export {
  SUBGAME_DATABASE_FORMAT,
  SUBGAME_DATABASE_KIND,
  SubgameDatabase,
  type SubgameDatabaseHeader,
  type SubgameSectionCounts,
  type SubgameEntries,
  type SubgameFamily,
  type SubgameBuildOptions,
  buildSubgameEntries,
  loadSubgameDatabase,
  mergeSubgameShards,
  readSubgameShard,
  subgameDatabaseBytes,
  writeSubgameDatabase,
} from "./database";
export { type KeyJson, type SolverTables, type TableChunk } from "./search";
export {
  FIRST_MOVES_KIND,
  SOLVE_FILE_FORMAT,
  SOLVE_STATE_FORMAT,
  SOLVE_STATE_KIND,
  ResumableSolve,
  type FirstMoveResult,
  type FirstMovesResult,
  type FirstMovesProgress,
  type FirstMovesPlan,
  type FirstMovesShard,
  type ResumableResult,
  mergeFirstMoves,
  firstMovesProgress,
  planFirstMoves,
  readFirstMovesShard,
  readSolveStateHeader,
  solveFirstMoves,
  solveResumable,
  writeFirstMovesShard,
} from "./resumable";
export { FlatValueTable, LazyValueTable, ValueTableWriter, flattenValueNodes, type ValueNodes } from "./values";
export { type SubgameSizeSummary, summarizeSubgameDatabase } from "./dbsummary";
export { type GridFamily, type GridFamilySpec, gridComponentFamily } from "./gridfamily";
