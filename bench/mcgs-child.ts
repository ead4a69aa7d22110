/**
 * A child process of bench/mcgs.bench.ts: one `solvers.solve` in a fresh process (cold tables, as
 * each MCGS run starts with an empty transposition table and no database). Arguments: game
 * (clobber | domineering | cram), rows, columns, who moves first (left | right), search (negamax |
 * pns). Prints one JSON line: winner, nodes, wall ms and CPU ms of the solve call alone.
 */
import { games, solvers } from "../lib";
import { checkerboard } from "./mcgs.bench";

function main(): void {
  const [game, m, n, toMove, search] = process.argv.slice(2) as [string, string, string, "left" | "right", "negamax" | "pns"];
  const rows = Number(m);
  const cols = Number(n);
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let r: solvers.SolveResult;
  if (game === "clobber") {
    const c = games.clobber.clobber;
    r = solvers.solve(c, c.parse!(checkerboard(rows, cols)), { toMove, search });
  } else if (game === "domineering") r = solvers.solve(games.domineering.ruleset, games.domineering.rectangle(rows, cols), { toMove, search });
  else if (game === "cram") r = solvers.solve(games.cram.ruleset, games.cram.emptyBoard(rows, cols), { toMove, search });
  else throw new Error(`mcgs-child: unknown game ${game}`);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ winner: r.winner, nodes: r.nodes, ms, cpuMs: (cpu.user + cpu.system) / 1000 }) + "\n");
}

main();
