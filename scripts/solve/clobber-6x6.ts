// Writes results/solve/clobber-6x6.csv (issue 30 items 5 and 7): the positions of the opening lines
// on the MCGS group's page "Solving 6x6 Clobber" (University of Alberta; MCGS repository,
// docs/6x6clobber.html, updated 2026-06-01; scripts/solve/tables.ts SIX_BY_SIX_STATEMENTS), each
// solved by solvers.solve with the player to move after the moves (default options and a Clobber
// subgame database, --database), and set beside what the page states: a position the page has
// solved must come out as it says (a contradiction stops the run); one it lists as unsolved (MCGS
// ran out of time) is a new result, its row's source starting "new:", and is solved a second time
// by df-pn (search "pns", another search order; nodes in check_nodes; budget --check-seconds,
// default 4 × --seconds) and must agree.
// A position with a record in results/solve/boards (clobber-6x6-game-G-after-K.json, written by
// `solve.ts board --game clobber --rows 6 --cols 6 --moves "…" --result …`: a resumable solve in
// slices for the positions a one-call solve does not finish within the budget) is not solved again:
// its row is the record's (method "resumable search: …"), and a record of the df-pn check
// (clobber-6x6-game-G-after-K-pns.json, the same command with --search pns) is its second check.
// Columns: ruleset, rows, cols, position,
// moves, picture, to_move, winner, nodes, check_nodes, method, source; seconds go to the git-ignored
// clobber-6x6.timings.csv, the solver's version, the database's checksum and the machine to
// clobber-6x6.evidence.json. Each solve has a budget (--seconds, default 600): a position past it
// is left out and named on stdout. Rows so far are kept in results/.tmp/solve-clobber-6x6.state.json
// after each position (a stopped run resumes); the files are written whole at the end.
// Usage: npx tsx scripts/solve/clobber-6x6.ts --database FILE [--seconds S] [--check-seconds S] [--positions "ID;ID"] [--add]
//   (--add keeps the rows of the CSV already written and solves only the positions it lacks;
//   --positions solves only these, by the ids of SIX_BY_SIX_STATEMENTS such as "game 5 after 4",
//   keeping the other rows as --add does; FILE is a Clobber subgame database, e.g. the 3×5 one of
//   README's "Clobber 3×10" paragraph)
import { existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import { games, solvers, util } from "../../lib";
import { writeFileAtomic } from "../../lib/util";
import { readBoardRecord, recordTotals } from "./board-record";
import { BOARD_RECORDS, cgtlabVersion, clobberAfterMoves, countOf, csvText, finishTable, integerArgument, keptRows, reportInputErrors, sixBySixSource, tableArguments, SIX_BY_SIX_STATEMENTS } from "./tables";

reportInputErrors("solve clobber-6x6");
const ROOT = resolve(__dirname, "../..");
const OUT = join(ROOT, "results/solve");
const files = { results: join(OUT, "clobber-6x6.csv"), timings: join(OUT, "clobber-6x6.timings.csv"), statePath: join(ROOT, "results/.tmp/solve-clobber-6x6.state.json") };
const EVIDENCE = join(OUT, "clobber-6x6.evidence.json");

/** One row of clobber-6x6.csv, with its seconds (to the timings file). */
interface Row {
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly position: string;
  readonly moves: string;
  readonly picture: string;
  readonly to_move: "left" | "right";
  readonly winner: "left" | "right";
  readonly nodes: number;
  /** The second check's nodes (df-pn), for the positions the page lists unsolved; "" otherwise. */
  readonly check_nodes: number | "";
  readonly method: string;
  readonly source: string;
  readonly seconds: number;
  readonly check_seconds: number | "";
}

const { seconds, add, flags, positional } = tableArguments(process.argv.slice(2), [], 0, ["--database", "--check-seconds", "--positions"]);
const only = flags.has("--positions") ? flags.get("--positions")!.split(/\s*;\s*/).filter((x) => x !== "") : undefined;
for (const id of only ?? []) {
  if (!SIX_BY_SIX_STATEMENTS.some((s) => s.id === id)) throw new util.InputError(`no position ${JSON.stringify(id)} on the page (ids: ${SIX_BY_SIX_STATEMENTS.map((s) => s.id).join("; ")})`, "--positions");
}
const checkSeconds = integerArgument("--check-seconds", flags.get("--check-seconds") ?? String(4 * seconds), 1, 864_000);
if (positional.length > 0) throw new util.InputError(`takes no numbers (the positions are the page's), got ${positional.join(" ")}`);
const dbPath = flags.get("--database");
if (dbPath === undefined) throw new util.InputError("--database FILE is required (a Clobber subgame database: solvers.loadSubgameDatabase)", "--database");
const clobber = games.clobber.clobber;
const database = solvers.loadSubgameDatabase(resolve(dbPath), clobber);
/** The record file of a position ("game 5 after 4" → clobber-6x6-game-5-after-4.json; its df-pn check's: …-pns.json). */
const recordFile = (id: string, check = false): string => join(OUT, BOARD_RECORDS, `clobber-6x6-${id.replace(/ /g, "-")}${check ? "-pns" : ""}.json`);
const log = (line: string): void => {
  process.stdout.write(`cgtlab: solve clobber-6x6: ${line}\n`);
};

/** The run's settings: a state of other settings is refused. */
const config = `clobber-6x6 database ${database.header.checksum} budget ${seconds}s check ${checkSeconds}s`;
function readState(): Row[] {
  if (!existsSync(files.statePath)) return [];
  const st = JSON.parse(readFileSync(files.statePath, "utf8")) as { config?: string; rows: Row[] };
  if (st.config !== config) throw new util.InputError(`a state of another run (${JSON.stringify(st.config)}, not ${JSON.stringify(config)}): finish that run or delete the file`, files.statePath);
  return st.rows;
}
const kept = add || only !== undefined ? keptRows<Row>(files, ["rows", "cols", "nodes"], ["position"], { check_nodes: "", check_seconds: "" }) : [];
const rows: Row[] = [...kept, ...readState().filter((r) => !kept.some((k) => k.position === r.position))];
const overrun: string[] = [];

/** Solve one position, or undefined past the budget. */
function timedSolve(picture: string, toMove: "left" | "right", search: "negamax" | "pns"): { winner: "left" | "right"; nodes: number; seconds: number } | undefined {
  const t0 = Date.now();
  try {
    const r = solvers.solve(clobber, clobber.parse(picture), { toMove, database, search, budget: { maxMillis: (search === "pns" ? checkSeconds : seconds) * 1000 } });
    return { winner: r.winner, nodes: r.nodes, seconds: (Date.now() - t0) / 1000 };
  } catch (e) {
    if (e instanceof util.BudgetExceededError) return undefined;
    throw e;
  }
}

/** A position's board record, checked: of this position and player, by this search (an InputError naming the file otherwise). */
function record(path: string, id: string, picture: string, toMove: "left" | "right", search: "negamax" | "pns") {
  const rec = readBoardRecord(path);
  if (rec.picture !== picture || rec.toMove !== toMove) throw new util.InputError(`the record is of ${rec.picture} with ${rec.toMove} first, not ${id} (${picture} with ${toMove} first)`, path);
  if ((rec.options.search ?? "negamax") !== search) throw new util.InputError(`the record is of search ${JSON.stringify(rec.options.search)}, not ${search}`, path);
  if (rec.options.database !== database.header.checksum) throw new util.InputError(`the record was solved with database ${JSON.stringify(rec.options.database)}, not this run's ${database.header.checksum}`, path);
  return rec;
}

for (const s of SIX_BY_SIX_STATEMENTS) {
  if (rows.some((r) => r.position === s.id) || (only !== undefined && !only.includes(s.id))) continue;
  const { picture, toMove } = clobberAfterMoves(6, 6, s.moves);
  const published = sixBySixSource(s);
  let row: Omit<Row, "source"> | undefined;
  if (existsSync(recordFile(s.id))) {
    const rec = record(recordFile(s.id), s.id, picture, toMove, "negamax");
    const t = recordTotals(rec);
    row = { ruleset: "Clobber", rows: 6, cols: 6, position: s.id, moves: s.moves, picture, to_move: toMove, winner: rec.winner, nodes: rec.nodes, check_nodes: "", method: `resumable search: ${countOf(t.slices + 1, "slice")} in ${countOf(t.runs, "run")}; nodes over every slice`, seconds: t.wallSeconds, check_seconds: "" };
  } else {
    const r = timedSolve(picture, toMove, "negamax");
    if (r === undefined) {
      overrun.push(`${s.id} (${toMove} to move)`);
      log(`${s.id}: past ${seconds} s; left out`);
      continue;
    }
    row = { ruleset: "Clobber", rows: 6, cols: 6, position: s.id, moves: s.moves, picture, to_move: toMove, winner: r.winner, nodes: r.nodes, check_nodes: "", method: "search", seconds: r.seconds, check_seconds: "" };
  }
  if (s.winner !== undefined && s.winner !== row.winner) throw new Error(`${s.id}: ${row.winner} wins with ${toMove} to move, but the page states ${s.winner} (${published})`);
  let source = published;
  if (s.winner === undefined) {
    // not settled on the page: a second search in another order must agree before it counts
    const checkRecord = existsSync(recordFile(s.id, true)) ? record(recordFile(s.id, true), s.id, picture, toMove, "pns") : undefined;
    const check = checkRecord !== undefined ? { winner: checkRecord.winner, nodes: checkRecord.nodes, seconds: recordTotals(checkRecord).wallSeconds } : timedSolve(picture, toMove, "pns");
    if (check === undefined) {
      overrun.push(`${s.id}: the second check (df-pn)`);
      log(`${s.id}: ${row.winner} wins, but the second check (df-pn) ran past ${checkSeconds} s; left out`);
      continue;
    }
    if (check.winner !== row.winner) throw new Error(`${s.id}: negamax says ${row.winner} wins, df-pn says ${check.winner}`);
    row = { ...row, check_nodes: check.nodes, check_seconds: check.seconds };
    source = `new: ${row.winner === "left" ? "Left (Black)" : "Right (White)"} wins with ${toMove === "left" ? "Left (Black)" : "Right (White)"} to move, by negamax and by df-pn; the page lists it unsolved (${published})`;
  }
  rows.push({ ...row, source });
  log(`${s.id}: ${row.winner} wins with ${toMove} to move (${row.nodes} nodes, ${row.seconds.toFixed(1)} s)`);
  writeFileAtomic(files.statePath, JSON.stringify({ config, rows }));
}

const order = new Map(SIX_BY_SIX_STATEMENTS.map((s, i) => [s.id, i]));
const sorted = rows.filter((r) => order.has(r.position)).sort((a, b) => order.get(a.position)! - order.get(b.position)!);
const results = csvText<Row>(["ruleset", "rows", "cols", "position", "moves", "picture", "to_move", "winner", "nodes", "check_nodes", "method", "source"], sorted);
const timings = csvText<Row>(["position", "to_move", "nodes", "seconds", "check_seconds"], sorted);
finishTable(files, results, timings);
writeFileAtomic(EVIDENCE, JSON.stringify({
  what: "the run that wrote results/solve/clobber-6x6.csv (each position's nodes there: negamax, and df-pn as the second check of the positions the page lists unsolved; their seconds in the git-ignored clobber-6x6.timings.csv; positions from board records: their own records)",
  solver: `${cgtlabVersion()}, solvers.solve default options with a subgame database, node ${process.version}`,
  database: database.header.checksum,
  machine: `${(cpus()[0]?.model ?? "unknown").split(" ").slice(0, 2).join(" ")}, ${cpus().length} cores`,
  date: new Date().toISOString().slice(0, 10),
  positions: sorted.length,
}, null, 1) + "\n");
const fresh = sorted.filter((r) => r.source.startsWith("new:")).length;
log(`${sorted.length} of ${SIX_BY_SIX_STATEMENTS.length} positions; ${sorted.length - fresh} agree with the page, ${fresh} new; results/solve/clobber-6x6.csv`);
for (const o of overrun) log(`not reached within ${seconds} s: ${o}`);
