// Writes results/solve/clobber.csv (issue 30 item 5): the Clobber checkerboards of the MCGS results
// table (x in the top-left corner; 2×2…2×17, 3×3…3×10, 4×4…4×7, 5×5, 5×6), each player moving
// first, solved by solvers.solve and set beside the published outcome (scripts/solve/tables.ts
// names the sources; a board that contradicts its source stops the run). Columns: ruleset, rows,
// cols, to_move, winner, nodes, method, source. Seconds go to the git-ignored results/solve/clobber.timings.csv.
// A board whose first-move shards are all in results/solve/first-moves (both players; a Slurm job
// array of scripts/solve/solve.ts slurm --game clobber, committed shard by shard) is not solved
// again: its rows are the merge of its shards (method "first-move shards: …"). One player's shards
// are enough when the board's colour swap is one of its reflections (an even side): the other
// player's row follows by symmetry (method "by symmetry from the …-first shards (…)", tables.ts).
// Each solve has a budget (default 300 s): a board that overruns it ends its row count (the larger
// boards of that m are skipped and named on stdout), so the table holds the boards reached. Both
// files are written whole at the end (temp file, then rename); the rows so far are kept in
// results/.tmp/solve-clobber.state.json after each board, so a run stopped at any point (Ctrl-C,
// kill) resumes from the last finished board when started again with the same arguments.
// Usage: npx tsx scripts/solve/clobber.ts [MAX_COLS_2 [MAX_COLS_3 [MAX_COLS_4 [MAX_COLS_5]]]] [--seconds S] [--add]
//   (defaults 17 10 7 6: the published table; 0 leaves a row count out; --add keeps the rows of the
//   CSV already written, with their seconds where the timings file has them, and solves only the boards it lacks)
import { join, resolve } from "node:path";
import { PUBLISHED_CLOBBER_BOARDS, clobberRowsFromShards, csvText, finishTable, keptRows, reportInputErrors, runTable, solveClobberBoard, tableArguments, type ClobberRow } from "./tables";

reportInputErrors("solve clobber");
const { seconds, maxCols, add } = tableArguments(process.argv.slice(2), [17, 10, 7, 6], 30);
const out = resolve(__dirname, "../../results/solve");
const sharded = clobberRowsFromShards(join(out, "first-moves")).filter((r) => r.cols <= maxCols[r.rows - 2]!);
const bySharded = (m: number, n: number): boolean => sharded.filter((r) => r.rows === m && r.cols === n).length === 2;
const boards = PUBLISHED_CLOBBER_BOARDS.filter(([m, n]) => n <= maxCols[m - 2]! && !bySharded(m, n));
const statePath = resolve(__dirname, "../../results/.tmp/solve-clobber.state.json");
const files = { results: join(out, "clobber.csv"), timings: join(out, "clobber.timings.csv"), statePath };
const kept = add ? keptRows<ClobberRow>(files, ["rows", "cols", "nodes"], ["rows", "cols", "to_move"], { method: "search" }).filter((r) => r.cols <= maxCols[r.rows - 2]! && !bySharded(r.rows, r.cols)) : [];

const { rows, stopped } = runTable<ClobberRow>({
  config: `clobber ${maxCols.join(" ")} budget ${seconds}s${add ? " add" : ""}`,
  boards,
  solveBoard: (m, n) => (["left", "right"] as const).map((toMove) => solveClobberBoard(m, n, toMove, { maxMillis: seconds * 1000 })),
  statePath,
  log: (line) => process.stdout.write(`cgtlab: solve clobber: ${line}\n`),
  kept,
});
const sorted = [...rows, ...sharded.filter((r) => bySharded(r.rows, r.cols))].sort((a, b) => a.rows - b.rows || a.cols - b.cols || a.to_move.localeCompare(b.to_move));
const results = csvText<ClobberRow>(["ruleset", "rows", "cols", "to_move", "winner", "nodes", "method", "source"], sorted);
const timings = csvText<ClobberRow>(["rows", "cols", "to_move", "nodes", "seconds"], sorted);
finishTable(files, results, timings);
const total = sorted.reduce((s, r) => s + (Number.isFinite(r.seconds) ? r.seconds : 0), 0);
process.stdout.write(`cgtlab: solve: ${sorted.length / 2} Clobber checkerboards (each player first) in ${total.toFixed(1)} s of search, every one agreeing with its published source; results/solve/clobber.csv\n`);
for (const s of stopped) process.stdout.write(`cgtlab: solve: not reached within ${seconds} s: ${s}\n`);
