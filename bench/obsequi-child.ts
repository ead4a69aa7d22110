/**
 * A child process of bench/obsequi.bench.ts: one Domineering rectangle solved as the results table
 * solves it (studies.domineering.solveDomineeringRectangle: the "safe-moves" ordering, its table
 * size, the size limit 12), in a fresh process. Arguments: rows, columns, who moves first (left |
 * right). Prints one JSON line: winner, nodes, wall ms and CPU ms of the solve call alone.
 */
import { studies } from "../lib";
import { printTimedSolve } from "./harness";

const [m, n, toMove] = process.argv.slice(2) as [string, string, "left" | "right"];
// the solver's modules are loaded before the clock starts (the package loads namespaces on first use)
const solveRectangle = studies.domineering.solveDomineeringRectangle;
printTimedSolve(() => solveRectangle(Number(m), Number(n), toMove));
