// Writes results/solve/cram.csv (issue 30 item 5): nim-values of m×n Cram boards by the impartial
// engine (solvers.nimValue on games.cram; even×even boards, which games.cram answers by the
// half-turn theorem, are searched in the shortcut-free impartial variant of Domineering), each set
// beside its published value (scripts/solve/tables.ts names the sources: the MCGS results page for
// 2×n, Lemoine and Viennot for 3×n, Beling for 4×n…7×n; a value that contradicts its source stops
// the run). Boards of 3+ rows and more than 33 cells are settled by proof search of G + *k instead (solvers.solve
// with plus: *k; method column). Columns: ruleset, rows, cols, nim_value, winner, nodes, method, source. Seconds go to the
// git-ignored results/solve/cram.timings.csv. Each board has a budget (default 300 s): a board that
// overruns it ends its row count (named on stdout). Files written whole at the end; the rows so far
// are kept in results/.tmp/solve-cram.state.json after each board, so a stopped run resumes.
// Usage: npx tsx scripts/solve/cram.ts [MAX_COLS_2 [MAX_COLS_3 [MAX_COLS_4 [MAX_COLS_5 [MAX_COLS_6 [MAX_COLS_7]]]]]] [--seconds S] [--add]
//   (defaults 20 16 8 6 0 0; 0 leaves a row count out; boards m×n with m ≤ n; --add keeps the rows of
//   the CSV already written and solves only the boards it lacks)
import { join, resolve } from "node:path";
import { cramBoard, csvText, finishTable, keptRows, reportInputErrors, runTable, tableArguments, type CramRow } from "./tables";

reportInputErrors("solve cram");
const { seconds, maxCols, add } = tableArguments(process.argv.slice(2), [20, 16, 8, 6, 0, 0], 40);
const boards: [number, number][] = [];
maxCols.forEach((max, i) => {
  for (let n = i + 2; n <= max; n++) boards.push([i + 2, n]);
});
const out = resolve(__dirname, "../../results/solve");
const statePath = resolve(__dirname, "../../results/.tmp/solve-cram.state.json");
const files = { results: join(out, "cram.csv"), timings: join(out, "cram.timings.csv"), statePath };
// rows written before the method column were all computed by the nim-value engine
const kept = add ? keptRows<CramRow>(files, ["rows", "cols", "nim_value", "nodes"], ["rows", "cols"], { method: "nim-value" }).filter((r) => r.cols <= maxCols[r.rows - 2]!) : [];

const { rows, stopped } = runTable<CramRow>({
  config: `cram ${maxCols.join(" ")} budget ${seconds}s${add ? " add" : ""}`,
  boards,
  solveBoard: (m, n) => [cramBoard(m, n, { maxMillis: seconds * 1000 }, undefined, (line) => process.stdout.write(`cgtlab: solve cram: ${line}\n`))],
  statePath,
  log: (line) => process.stdout.write(`cgtlab: solve cram: ${line}\n`),
  kept,
});
const sorted = [...rows].sort((a, b) => a.rows - b.rows || a.cols - b.cols);
const results = csvText<CramRow>(["ruleset", "rows", "cols", "nim_value", "winner", "nodes", "method", "source"], sorted);
const timings = csvText<CramRow>(["rows", "cols", "method", "nodes", "seconds"], sorted);
finishTable(files, results, timings);
const covered = sorted.filter((r) => r.source !== "").length;
const total = sorted.reduce((s, r) => s + (Number.isFinite(r.seconds) ? r.seconds : 0), 0);
process.stdout.write(`cgtlab: solve: ${sorted.length} Cram boards in ${total.toFixed(1)} s; ${covered} agree with a published value, ${sorted.length - covered} not covered by one; results/solve/cram.csv\n`);
for (const s of stopped) process.stdout.write(`cgtlab: solve: not reached within ${seconds} s: ${s}\n`);
