/**
 * A child process of bench/mcgs.bench.ts: one `solvers.solve` in a fresh process (cold tables, as
 * each MCGS run starts with an empty transposition table and no database). Arguments: game
 * (clobber | domineering | cram), rows, columns, who moves first (left | right), search (negamax |
 * pns), and the code's state: "cold" (default: the solve is the process's first, V8 runs the
 * solver's code for the first time), "warm" (as in a notebook kernel that has solved before:
 * first the board two columns narrower, or one row fewer, is solved each player first, from an
 * empty store each round, for 2 s of CPU (at least three rounds, at most 1,000), then
 * `cgt.resetStore()` empties the store and every engine's tables, so the timed solve has warm code
 * and cold tables) or "rerun" (a kernel rerunning the cell: the same, but the warm-up solves the
 * board itself, so that V8 has also compiled the paths only that board reaches; on Clobber 2×8 the
 * first solve after warming up on 2×6 recompiled some 30 functions for want of type feedback; a
 * rerun is timed five times, each from an emptied store, and the medians printed).
 * Prints one JSON line: winner, nodes, wall ms and CPU ms of the solve call alone.
 */
import { cgt, games, solvers } from "../lib";
import { median, printTimed, printTimedSolve, timedSolve, type TimedSolve } from "./harness";

type Game = "clobber" | "domineering" | "cram";

/** CPU spent warming up (at least three rounds, at most 1,000). */
const WARM_UP_CPU_MS = 2000;

function boardOf(game: string, rows: number, cols: number): { ruleset: Parameters<typeof solvers.solve>[0]; position: unknown } {
  if (game === "clobber") return { ruleset: games.clobber.clobber as Parameters<typeof solvers.solve>[0], position: games.clobber.checkerboard(rows, cols) };
  if (game === "domineering") return { ruleset: games.domineering.ruleset as Parameters<typeof solvers.solve>[0], position: games.domineering.rectangle(rows, cols) };
  if (game === "cram") return { ruleset: games.cram.ruleset as Parameters<typeof solvers.solve>[0], position: games.cram.emptyBoard(rows, cols) };
  throw new Error(`mcgs-child: unknown game ${game}`);
}

function main(): void {
  const [game, m, n, toMove, search, code = "cold"] = process.argv.slice(2) as [Game, string, string, "left" | "right", "negamax" | "pns", string?];
  if (code !== "cold" && code !== "warm" && code !== "rerun") throw new Error(`mcgs-child: the code's state must be cold, warm or rerun, got ${code}`);
  const rows = Number(m);
  const cols = Number(n);
  // the board and the solver's module are made ready before the clock starts (the package loads its
  // namespaces on first use): the solve call alone is timed, as MCGS times its search alone
  const solve = solvers.solve;
  const board = boardOf(game, rows, cols);
  if (code !== "cold") {
    const warmUp = code === "rerun" ? board : cols > 3 ? boardOf(game, rows, cols - 2) : boardOf(game, Math.max(1, rows - 1), cols);
    const cpu0 = process.cpuUsage();
    const cpuMs = (): number => {
      const c = process.cpuUsage(cpu0);
      return (c.user + c.system) / 1000;
    };
    for (let i = 0; i < 3 || (cpuMs() < WARM_UP_CPU_MS && i < 1000); i++) {
      cgt.resetStore();
      for (const first of ["left", "right"] as const) solve(warmUp.ruleset, warmUp.position, { toMove: first, search });
    }
    cgt.resetStore();
  }
  if (code !== "rerun") {
    printTimedSolve(() => solve(board.ruleset, board.position, { toMove, search }));
    return;
  }
  // a rerun is timed RERUNS times, each from an emptied store, and the median reported: one such
  // solve of a few milliseconds moves by 20-50% with where a collection lands
  const runs: TimedSolve[] = [];
  for (let i = 0; i < RERUNS; i++) {
    if (i > 0) cgt.resetStore();
    runs.push(timedSolve(() => solve(board.ruleset, board.position, { toMove, search })));
  }
  const out: TimedSolve = { winner: runs[0]!.winner, nodes: runs[0]!.nodes, ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)) };
  if (runs.some((r) => r.winner !== out.winner || r.nodes !== out.nodes)) throw new Error(`mcgs-child: the ${RERUNS} reruns of ${game} ${rows}x${cols} differ in winner or nodes`);
  printTimed(out);
}

/** Timed solves of a rerun (odd: the median is one of them). */
const RERUNS = 5;

main();
