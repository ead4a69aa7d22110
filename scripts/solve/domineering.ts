// Writes results/solve/domineering.csv (issue 30 item 5): every m×n Domineering board with
// 2 ≤ m ≤ MAX_ROWS, 2 ≤ n ≤ MAX_COLS (default 8 × 8), each player moving first, solved by
// solvers.solve and set beside every published statement that covers it
// (studies.domineering.DOMINEERING_STATEMENTS: Lachmann, Moore and Rapaport; Uiterwijk's theorems;
// Obsequi's table; a board that contradicts a source stops the run). Columns: ruleset, rows, cols,
// to_move, winner, nodes, source (source "" where no encoded source covers the board). Seconds go to
// the git-ignored sidecar results/solve/domineering.timings.csv (timings are kept apart from results).
// Each board has a budget (default 300 s a player to move): a player whose solve overruns it leaves
// its row out (named on stdout; the other player's row is kept, and a resumed run does not retry it:
// delete the state to), and a board where both overrun ends its row count (the larger boards of
// that m are skipped and named on stdout). The first player's row goes into the state as soon as it
// is solved, so a run stopped during the second player's solve keeps it (and does not retry that board). Both files are written whole
// at the end (temp file, then rename); the rows so far are kept in
// results/.tmp/solve-domineering.state.json after each board, so a run stopped at any point (Ctrl-C,
// kill) resumes from the last finished board when started again with the same arguments.
// A board with a record in results/solve/boards (domineering-MxN-left|right.json, written by
// `scripts/solve/solve.ts board --result`: a resumable solve in slices, for boards a one-call solve
// would not finish within its budget) is not solved again: its row is the record's (method
// "resumable search: …"; every other row's method is "search").
// At the end the theorem checks: for each statement, the rows it covers and whether all agree.
// Usage: npx tsx scripts/solve/domineering.ts [MAX_ROWS [MAX_COLS]] [--seconds S] [--max-area A] [--long N] [--add]
//   (--long N: also the long boards m×n with 2 ≤ m ≤ 5 and MAX_COLS < n ≤ N, wide orientation only,
//   as far as each row count m gets within the budget: Obsequi's table and the theorems on 2k×odd,
//   3×n and 5×2k boards reach past 8 columns)
//   (boards in order of area; --max-area leaves the boards of more cells not yet solved out, named on
//   stdout: rows a resumed state already holds are kept; --add keeps the rows of the CSV already
//   written, with their seconds where the timings file has them, and solves only the boards it lacks)
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { studies, util } from "../../lib";
import { writeFileAtomic } from "../../lib/util";
import { BOARD_RECORDS, csvText, domineeringRowsFromRecords, finishTable, integerArgument, keptRows, reportInputErrors, runTable, tableArguments, type DomineeringRow } from "./tables";

type Row = DomineeringRow;

/** Long boards (--long N): m×n with 2 ≤ m ≤ this and MAX_COLS < n ≤ N, the wide orientation only (Horizontal first on m×n is Vertical first on its transpose, so both players' rows check the statements on n×m too). */
const LONG_ROWS = 5;

// the budget, --add and the own flags as the other table scripts read them; the two sizes named here
reportInputErrors("solve domineering");
const { seconds, add, flags, positional } = tableArguments(process.argv.slice(2), [], 12, ["--max-area", "--long"]);
if (positional.length > 2) throw new util.InputError(`at most two numbers (MAX_ROWS MAX_COLS), got ${positional.length}: ${positional.join(" ")}`);
const maxArea = integerArgument("--max-area", flags.get("--max-area") ?? "144", 4, 144);
const maxRows = integerArgument("MAX_ROWS", positional[0] ?? "8", 2, 12);
const maxCols = integerArgument("MAX_COLS", positional[1] ?? String(maxRows), 2, 12);
const longCols = flags.has("--long") ? integerArgument("--long", flags.get("--long"), 2, 40) : 0;
/** Whether the m×n board is one of this run's: in the MAX_ROWS × MAX_COLS block, or a long board (--long). */
const inTable = (m: number, n: number): boolean => (m <= maxRows && n <= maxCols) || (m <= LONG_ROWS && n > maxCols && n <= longCols);
const boards: [number, number][] = [];
const left: string[] = [];
for (let m = 2; m <= Math.max(maxRows, longCols > 0 ? LONG_ROWS : 0); m++) {
  for (let n = 2; n <= Math.max(maxCols, longCols); n++) {
    if (!inTable(m, n)) continue;
    // --max-area bounds the block; the long boards stop at each row count's first overrun instead
    if (m * n <= maxArea || n > maxCols) boards.push([m, n]);
    else left.push(`${m}×${n}`);
  }
}
// smallest area first: the log shows the growth, and a long run has the small boards done first
boards.sort((a, b) => a[0] * a[1] - b[0] * b[1] || a[0] - b[0]);
const out = resolve(__dirname, "../../results/solve");
const statePath = resolve(__dirname, "../../results/.tmp/solve-domineering.state.json");
const files = { results: join(out, "domineering.csv"), timings: join(out, "domineering.timings.csv"), statePath };
// boards settled by a record (both players, or one: the other is then solved here as usual)
const recorded = domineeringRowsFromRecords(join(out, BOARD_RECORDS)).filter((r) => inTable(r.rows, r.cols));
const isRecorded = (m: number, n: number, toMove?: string): boolean => recorded.some((r) => r.rows === m && r.cols === n && (toMove === undefined || r.to_move === toMove));
const kept = add ? keptRows<Row>(files, ["rows", "cols", "nodes"], ["rows", "cols", "to_move"], { method: "search" }).filter((r) => inTable(r.rows, r.cols) && !isRecorded(r.rows, r.cols, r.to_move)) : [];

// one player's overrun keeps the other's row; both overrunning stops the row count (runTable)
const playerStopped: string[] = [];
const config = `domineering budget ${seconds}s${add ? " add" : ""}${longCols > 0 ? ` long ${longCols}` : ""}`;
/** A player's row goes into the state at once (runTable writes the board's rows when both are done), so a run stopped during the other player's solve keeps it. */
function keepRow(row: Row): void {
  let state: { config: string; rows: Row[] } = { config, rows: [] };
  try {
    state = JSON.parse(readFileSync(statePath, "utf8")) as { config: string; rows: Row[] };
  } catch {
    // no state yet: this row starts it
  }
  if (state.config !== config) return;
  writeFileAtomic(statePath, JSON.stringify({ config, rows: [...state.rows, row] }));
}
function solveBoard(m: number, n: number): Row[] {
  const out: Row[] = [];
  let overrun: Error | undefined;
  for (const toMove of ["left", "right"] as const) {
    if (isRecorded(m, n, toMove)) continue; // its row is the record's
    try {
      const row = { ...studies.domineering.solveDomineeringRectangle(m, n, toMove, { maxMillis: seconds * 1000 }), method: "search" };
      out.push(row);
      if (out.length === 1) keepRow(row);
    } catch (e) {
      if (!(e instanceof util.BudgetExceededError)) throw e;
      overrun = e;
      playerStopped.push(`${m}×${n} with ${toMove} first: ${e.message}`);
      process.stdout.write(`cgtlab: solve domineering: ${m}×${n} with ${toMove} first stopped by its budget; its row is left out\n`);
    }
  }
  if (out.length === 0 && overrun !== undefined) throw overrun;
  return out;
}

const { rows, stopped } = runTable<Row>({
  config,
  // a board both of whose rows are recorded is not searched (a board with one recorded row is, for the other player)
  boards: boards.filter(([m, n]) => !(isRecorded(m, n, "left") && isRecorded(m, n, "right"))),
  solveBoard,
  statePath,
  log: (line) => process.stdout.write(`cgtlab: solve domineering: ${line}\n`),
  kept,
});
const sorted = [...rows.filter((r) => inTable(r.rows, r.cols) && !isRecorded(r.rows, r.cols, r.to_move)), ...recorded].sort((a, b) => a.rows - b.rows || a.cols - b.cols || a.to_move.localeCompare(b.to_move));
const results = csvText<Row>(["ruleset", "rows", "cols", "to_move", "winner", "nodes", "method", "source"], sorted);
const timings = csvText<Row>(["rows", "cols", "to_move", "nodes", "seconds"], sorted);
finishTable(files, results, timings);
const total = sorted.reduce((s, r) => s + (Number.isFinite(r.seconds) ? r.seconds : 0), 0);
const covered = sorted.filter((r) => r.source !== "").length;
process.stdout.write(`cgtlab: solve: ${sorted.length} Domineering rows (2..${maxRows} × 2..${maxCols}${longCols > 0 ? ` and 2..${LONG_ROWS} × ${maxCols + 1}..${longCols}` : ""}, each player first) in ${total.toFixed(1)} s of search; ${covered} agree with a published source, ${sorted.length - covered} not covered by one; results/solve/domineering.csv\n`);
for (const c of studies.domineering.checkDomineeringStatements(sorted)) {
  process.stdout.write(`cgtlab: solve: ${c.id}: ${c.agreeing} of ${c.covered} rows agree (largest ${c.largestArea} cells)${c.disagreeing.length > 0 ? `; DISAGREE: ${c.disagreeing.join("; ")}` : ""}\n`);
}
// the boards over --max-area with a player's row missing (a record may give one player's)
const notSolved = left.flatMap((b) => (["left", "right"] as const).filter((p) => !sorted.some((r) => `${r.rows}×${r.cols}` === b && r.to_move === p)).map((p) => `${b} with ${p} first`));
if (notSolved.length > 0) process.stdout.write(`cgtlab: solve: left out (area over --max-area ${maxArea}, no record in results/solve/${BOARD_RECORDS}): ${notSolved.join(", ")}\n`);
for (const s of playerStopped) process.stdout.write(`cgtlab: solve: one player not solved within ${seconds} s: ${s}\n`);
for (const s of stopped) process.stdout.write(`cgtlab: solve: not reached within ${seconds} s: ${s}\n`);
