/**
 * A child process of bench/obsequi.bench.ts: one Domineering rectangle solved as the results table
 * solves it (studies.domineering.solveDomineeringRectangle: the "safe-moves" ordering, its table
 * size, the size limit 12), in a fresh process. Arguments: rows, columns, who moves first (left |
 * right). Prints one JSON line: winner, nodes, wall ms and CPU ms of the solve call alone.
 */
import { studies } from "../lib";

function main(): void {
  const [m, n, toMove] = process.argv.slice(2) as [string, string, "left" | "right"];
  // the solver's modules are loaded before the clock starts (the package loads namespaces on first use)
  const solveRectangle = studies.domineering.solveDomineeringRectangle;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const r = solveRectangle(Number(m), Number(n), toMove);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write(JSON.stringify({ winner: r.winner, nodes: r.nodes, ms, cpuMs: (cpu.user + cpu.system) / 1000 }) + "\n");
}

main();
