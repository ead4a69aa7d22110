/**
 * A child process of bench/mcgs.bench.ts: one `solvers.solve` in a fresh process (cold tables, as
 * each MCGS run starts with an empty transposition table and no database). Arguments: game
 * (clobber | domineering | cram), rows, columns, who moves first (left | right), search (negamax |
 * pns). Prints one JSON line: winner, nodes, wall ms and CPU ms of the solve call alone.
 */
import { games, solvers } from "../lib";
import { printTimedSolve } from "./harness";

function main(): void {
  const [game, m, n, toMove, search] = process.argv.slice(2) as [string, string, string, "left" | "right", "negamax" | "pns"];
  const rows = Number(m);
  const cols = Number(n);
  // the board and the solver's module are made ready before the clock starts (the package loads its
  // namespaces on first use): the solve call alone is timed, as MCGS times its search alone
  const solve = solvers.solve;
  const board = game === "clobber" ? { ruleset: games.clobber.clobber, position: games.clobber.checkerboard(rows, cols) } : game === "domineering" ? { ruleset: games.domineering.ruleset, position: games.domineering.rectangle(rows, cols) } : game === "cram" ? { ruleset: games.cram.ruleset, position: games.cram.emptyBoard(rows, cols) } : undefined;
  if (board === undefined) throw new Error(`mcgs-child: unknown game ${game}`);
  printTimedSolve(() => solve(board.ruleset as Parameters<typeof solve>[0], board.position, { toMove, search }));
}

main();
