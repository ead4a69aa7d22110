// Long solves that survive being stopped (issue 30 item 4), of Domineering rectangles (default),
// Clobber checkerboards (--game clobber: x in the top-left corner, as in results/solve/clobber.csv)
// or Cram rectangles (--game cram). Usage (every command takes [--game domineering|clobber|cram]):
//   npx tsx scripts/solve/solve.ts board --rows M --cols N --to-move left|right --state FILE
//        [--checkpoint-seconds S (default 30) | --checkpoint-nodes N] [--max-minutes T] [--max-slices K] [--database FILE] [--plain] [--result RECORD]
//        [--search negamax|pns] (df-pn: a second check in another search order) [--table-slots N] (the
//        transposition table's slots, default the game's: 2^20, Domineering past 42 cells 2^22)
//        [--moves "f2e2 b1c1 …"] (Clobber: the position after these moves from the checkerboard, squares
//        a1… from the top-left, Left first, as scripts/solve/tables.ts clobberAfterMoves reads them)
//     solvers.ResumableSolve in slices of S seconds: after each slice the state (proved tables and
//     open subproblems) is written to FILE whole (temp + rename; the tables stay in memory for the
//     next slice, FILE is read only when a run starts); SIGINT / SIGTERM (Slurm's
//     pre-emption signal) stop the run at the next checkpoint with the state saved (exit code 75),
//     --max-minutes (or --max-slices, slices of --checkpoint-nodes search nodes) ends it the same way; a rerun with the same FILE resumes. Prints the result as JSON.
//     Each run stopped is logged in FILE.runs.json (start, wall and CPU seconds, slices); --result RECORD:
//     once solved, the board's record (winner, nodes, runs, options, commit: scripts/solve/board-record.ts)
//     is written to RECORD whole, where the table scripts read it (results/solve/boards/GAME-MxN-PLAYER.json).
//   npx tsx scripts/solve/solve.ts first-moves --rows M --cols N --to-move P --shard i/K --dir DIR [--database FILE] [--plain] [--distinct]
//     shard i of K of the first moves, written to DIR/first-moves-III-of-KKK.json (a valid one is skipped);
//     --distinct: only the moves to positions distinct up to the board's symmetries (mirror images solved once);
//     --moves and --search as for board (the first moves of a Clobber opening position);
//     --checkpoint-seconds S | --checkpoint-nodes N [--max-minutes T] [--max-slices K]: resumably, a move at a time, each in slices of S seconds (N nodes)
//     (its state in DIR/state/move-JJJ.state.json, its result in DIR/state/move-JJJ.json until the shard
//     file is written); SIGINT / SIGTERM stop at the next checkpoint (exit 75), a rerun goes on
//   npx tsx scripts/solve/solve.ts merge --dir DIR     the strict merge of DIR's first-move shards (all of
//     them, or, for a first-player win, those present when one holds a winning move: "complete": false)
//   npx tsx scripts/solve/solve.ts slurm --rows M --cols N --to-move P --shards K --dir DIR [--submit] [--tasks I,J,…] [--throttle T] [...]
//     a K-task job array of first-move shards and the dependent merge (scripts/slurm.ts); --tasks: only
//     those shards (a board its first player wins needs one winning move: submit the moves thought
//     best alone first; Slurm starts an array's tasks lowest index first), --throttle: at most T at once
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { games, solvers, util, type ruleset as rulesets } from "../../lib";
import { InputError, requireInteger, writeFileAtomic } from "../../lib/util";
import { BOARD_RECORD_FORMAT, BOARD_RECORD_KIND, readBoardRecord, writeBoardRecord, type BoardRun } from "./board-record";
import { parseShard } from "../../lib/studies/tokyodoves";
import { parseArgs, type FlagKind } from "../tokyodoves/cliargs";
import { clobberAfterMoves, gitHead } from "./tables";
import { shq, slurmArrayScripts, writeAndSubmit } from "../slurm";

const dom = games.domineering;
const BOARD: Record<string, FlagKind> = { game: "string", rows: "positive", cols: "positive", "to-move": "string", database: "string", plain: "switch", moves: "string", search: "string", "table-slots": "positive" };
/** The flags of the first-move commands (first-moves, task, slurm) beyond the board's. */
const FIRST_MOVES: Record<string, FlagKind> = { ...BOARD, distinct: "switch" };
/** A first-move shard solved resumably, a move at a time (its states in DIR/state/). */
const RESUMABLE_SHARDS: Record<string, FlagKind> = { "checkpoint-seconds": "positive", "checkpoint-nodes": "positive", "max-minutes": "minutes", "max-slices": "positive" };
const GAMES = ["domineering", "clobber", "cram"] as const;
type GameName = (typeof GAMES)[number];

/**
 * The ruleset and the starting m×n board of --game, and the solver options the results tables use
 * for it (Domineering: the "safe-moves" ordering and a table of 2^22 slots past 42 cells, as
 * studies.domineering.solveDomineeringRectangle; Clobber and Cram: the defaults, as scripts/solve/tables.ts).
 */
function gameBoard(game: GameName, rows: number, cols: number): { ruleset: rulesets.Ruleset<unknown>; position: unknown; options: solvers.SolveOptions<unknown> | Record<string, never> } {
  if (game === "clobber") return { ruleset: games.clobber.clobber as rulesets.Ruleset<unknown>, position: games.clobber.checkerboard(rows, cols), options: {} };
  if (game === "cram") return { ruleset: games.cram.ruleset as rulesets.Ruleset<unknown>, position: games.cram.emptyBoard(rows, cols), options: {} };
  return { ruleset: dom.ruleset as rulesets.Ruleset<unknown>, position: dom.rectangle(rows, cols), options: { ordering: "safe-moves", tableSlots: rows * cols > 42 ? 1 << 22 : 1 << 20 } as solvers.SolveOptions<unknown> };
}
/**
 * The slices of a resumable run and when it stops (--checkpoint-seconds S, default 30, or
 * --checkpoint-nodes N; --max-minutes, --max-slices; SIGINT / SIGTERM, whose handlers it installs:
 * they only mark the run, which stops at its next checkpoint). `stopReason(slices)`: why to stop
 * after that many slices were cut off, or undefined to go on.
 */
function checkpoints(flags: Map<string, string>): { sliceBudget: util.BudgetLimits; sliceText: string; stopReason: (slices: number) => string | undefined } {
  const slice = 1000 * Number(flags.get("checkpoint-seconds") ?? "30");
  if (!(slice > 0)) throw new InputError("--checkpoint-seconds must be positive", "--checkpoint-seconds");
  const maxMillis = flags.has("max-minutes") ? 60_000 * Number(flags.get("max-minutes")) : Infinity;
  const maxSlices = flags.has("max-slices") ? Number(flags.get("max-slices")) : Infinity;
  let signalled = "";
  const onSignal = (s: string) => () => {
    signalled = s;
  };
  process.on("SIGINT", onSignal("SIGINT"));
  process.on("SIGTERM", onSignal("SIGTERM"));
  const t0 = Date.now();
  return {
    sliceBudget: flags.has("checkpoint-nodes") ? { maxPositions: Number(flags.get("checkpoint-nodes")) } : { maxMillis: slice },
    sliceText: flags.has("checkpoint-nodes") ? `${flags.get("checkpoint-nodes")!} nodes` : `${slice / 1000} s`,
    stopReason: (slices) => (signalled !== "" ? signalled : slices >= maxSlices ? "--max-slices" : Date.now() - t0 >= maxMillis ? "--max-minutes" : undefined),
  };
}

/** Exit code of a run stopped with its state saved (EX_TEMPFAIL: try again). */
const SUSPENDED = 75;

function board(flags: Map<string, string>) {
  const rows = requireInteger("--rows", Number(flags.get("rows")), 1, 32);
  const cols = requireInteger("--cols", Number(flags.get("cols")), 1, 32);
  const toMove = flags.get("to-move");
  if (toMove !== "left" && toMove !== "right") throw new InputError(`--to-move must be left or right, got ${JSON.stringify(toMove)}`, "--to-move");
  const game = (flags.get("game") ?? "domineering") as GameName;
  if (!GAMES.includes(game)) throw new InputError(`--game must be ${GAMES.join(", ")}, got ${JSON.stringify(flags.get("game"))}`, "--game");
  const g = gameBoard(game, rows, cols);
  const moves = flags.get("moves");
  if (moves !== undefined) {
    // a position of the board's opening: the moves played from the checkerboard (the MCGS group's 6×6 page's notation)
    if (game !== "clobber") throw new InputError(`--moves is for --game clobber (moves from the checkerboard such as "f2e2 b1c1"), not ${game}`, "--moves");
    g.position = games.clobber.clobber.parse(clobberAfterMoves(rows, cols, moves).picture);
  }
  const db = flags.get("database");
  const searchFlag = flags.get("search");
  if (searchFlag !== undefined && searchFlag !== "negamax" && searchFlag !== "pns") throw new InputError(`--search must be negamax or pns, got ${JSON.stringify(searchFlag)}`, "--search");
  const search = searchFlag as "negamax" | "pns" | undefined;
  const options = {
    ...g.options,
    ...(search !== undefined ? { search } : {}),
    ...(flags.has("table-slots") ? { tableSlots: requireInteger("--table-slots", Number(flags.get("table-slots")), 1, 2 ** 26) } : {}),
    ...(flags.has("plain") ? { simplify: false as const } : {}),
    ...(db !== undefined ? { database: solvers.loadSubgameDatabase(resolve(db), g.ruleset) } : {}),
  };
  return { game, rows, cols, toMove, moves, ruleset: g.ruleset, position: g.position, options } as const;
}

/**
 * Let the SIGINT / SIGTERM handlers run: a signal that arrived during a slice (synchronous work) is
 * read by one event-loop turn and its handler called in the next, so two turns (measured: after one,
 * a signal sent during the first slice was not yet seen, and the run went on into its next slice).
 */
const signalTurns = async (): Promise<void> => {
  for (let i = 0; i < 2; i++) await new Promise<void>((r) => setImmediate(r));
};

/** The runs log beside a state file (FILE.runs.json): one entry per invocation of `board` on it. */
function readRuns(path: string): BoardRun[] {
  try {
    const runs = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return Array.isArray(runs) ? (runs as BoardRun[]) : [];
  } catch {
    return [];
  }
}

async function runBoard(flags: Map<string, string>): Promise<void> {
  const { game, rows, cols, toMove, moves, ruleset, position, options } = board(flags);
  const picture = ruleset.format?.(position) ?? "";
  const statePath = resolve(flags.get("state") ?? "");
  if (!flags.has("state")) throw new InputError("--state FILE is required (where the search state is kept)", "--state");
  const resultPath = flags.has("result") ? resolve(flags.get("result")!) : undefined;
  if (resultPath !== undefined && existsSync(resultPath)) {
    // solved before: the record says so (checked, and of this board), nothing to search
    const done = readBoardRecord(resultPath);
    if (done.game !== game || done.rows !== rows || done.cols !== cols || done.toMove !== toMove || done.picture !== picture) {
      throw new InputError(`the record there is of ${done.game} ${done.rows}×${done.cols} ${done.picture} with ${done.toMove} first, not this board (${picture} with ${toMove} first)`, resultPath);
    }
    process.stdout.write(JSON.stringify({ game, rows, cols, toMove, winner: done.winner, totalNodes: done.nodes, recorded: true }) + "\n");
    return;
  }
  const runsPath = `${statePath}.runs.json`;
  const started = new Date();
  // reads the state file (if any) once; each slice goes on from the tables in memory and writes them to the file if cut off
  const session = new solvers.ResumableSolve(ruleset, position, { toMove, statePath, ...options });
  const nodesBefore = session.nodesBefore;
  const cpu0 = process.cpuUsage();
  /** This run as an entry of the runs log. */
  const thisRun = (slices: number, ended: BoardRun["ended"]): BoardRun => {
    const c = process.cpuUsage(cpu0);
    return { started: started.toISOString(), wallSeconds: Math.round((Date.now() - started.getTime()) / 100) / 10, cpuSeconds: Math.round((c.user + c.system) / 1e5) / 10, slices, nodesBefore, ended };
  };
  const { sliceBudget, sliceText, stopReason } = checkpoints(flags);
  let slices = 0;
  const t0 = Date.now();
  process.stderr.write(`solve: ${game} ${rows}×${cols}${moves !== undefined ? ` after ${moves} (${picture})` : ""} with ${toMove} first, ${nodesBefore > 0 ? `resuming a state of ${nodesBefore} nodes` : "from the start"}; a checkpoint every ${sliceText} in ${statePath} (SIGINT / SIGTERM: stop at the next one)\n`);
  for (;;) {
    try {
      const r = session.run({ budget: sliceBudget });
      process.stdout.write(JSON.stringify({ game, rows, cols, toMove, winner: r.winner, nodes: r.nodes, totalNodes: r.totalNodes, resumed: r.resumed }) + "\n");
      if (resultPath !== undefined) {
        const { database, ...rest } = options as { database?: { header: { checksum: string } } } & Record<string, unknown>;
        writeBoardRecord(resultPath, {
          kind: BOARD_RECORD_KIND,
          format: BOARD_RECORD_FORMAT,
          game,
          ruleset: ruleset.name,
          rows,
          cols,
          toMove,
          picture,
          ...(moves !== undefined ? { moves } : {}),
          winner: r.winner,
          nodes: r.totalNodes,
          finalSliceNodes: r.nodes,
          options: { ...rest, database: database === undefined ? null : database.header.checksum, slice: sliceText },
          runs: [...readRuns(runsPath), thisRun(slices, "solved")],
          commit: gitHead() ?? "",
          node: process.version,
        });
        process.stderr.write(`solve: the record is in ${resultPath}\n`);
      }
      if (existsSync(statePath)) rmSync(statePath); // solved: the state is no longer needed
      if (existsSync(runsPath)) rmSync(runsPath);
      return;
    } catch (err) {
      if (!(err instanceof util.BudgetExceededError)) throw err;
      // progress: one line a checkpoint (the slice's nodes, the table's proved entries, the open states)
      process.stderr.write(`solve: checkpoint ${slices + 1} at ${((Date.now() - t0) / 60_000).toFixed(1)} min: ${err.message}\n`);
    }
    await signalTurns(); // let SIGINT / SIGTERM handlers run
    slices++;
    const stop = stopReason(slices);
    if (stop !== undefined) {
      writeFileAtomic(runsPath, JSON.stringify([...readRuns(runsPath), thisRun(slices, "stopped")]));
      process.stderr.write(`solve: stopped (${stop}); state saved in ${statePath}: run the same command again to resume\n`);
      process.exit(SUSPENDED);
    }
  }
}

const p3 = (x: number): string => String(x).padStart(3, "0");

function dirOf(flags: Map<string, string>): string {
  const d = flags.get("dir");
  if (d === undefined) throw new InputError("--dir is required (the folder of the first-move shards)", "--dir");
  return resolve(d);
}

async function firstMoves(flags: Map<string, string>, index: number, count: number): Promise<void> {
  const { ruleset, position, toMove, options } = board(flags);
  const path = join(dirOf(flags), `first-moves-${p3(index)}-of-${p3(count)}.json`);
  if (existsSync(path)) {
    try {
      solvers.readFirstMovesShard(path);
      process.stderr.write(`first moves ${index}/${count}: already done\n`);
      return;
    } catch {
      // damaged: recompute
    }
  }
  const shard = { index, count };
  if (!flags.has("checkpoint-seconds") && !flags.has("checkpoint-nodes")) {
    const s = solvers.solveFirstMoves(ruleset, position, { toMove, shard, distinct: flags.has("distinct"), ...options });
    solvers.writeFirstMovesShard(path, s);
    process.stderr.write(`first moves ${index}/${count}: ${s.results.length} of ${s.moves} moves -> ${path}\n`);
    return;
  }
  // resumable: each move by a ResumableSolve in slices, its state and then its result in DIR/state/
  const plan = solvers.planFirstMoves(ruleset, position, { toMove, shard, distinct: flags.has("distinct"), ...options });
  const stateDir = join(dirOf(flags), "state");
  const { sliceBudget, stopReason } = checkpoints(flags);
  let slicesCut = 0;
  const t0 = Date.now();
  const results: solvers.FirstMoveResult[] = [];
  for (const m of plan.moves) {
    const done = join(stateDir, `move-${p3(m.move)}.json`);
    if (existsSync(done)) {
      results.push(readMoveResult(done, m, plan.head.options));
      continue;
    }
    const statePath = join(stateDir, `move-${p3(m.move)}.state.json`);
    const session = new solvers.ResumableSolve(ruleset, m.option, { toMove: plan.opponent, statePath, ...options });
    process.stderr.write(`first moves ${index}/${count}: move ${m.move} (${m.position}), ${plan.opponent} first, ${session.fromFile ? `resuming a state of ${session.nodesBefore} nodes` : "from the start"}\n`);
    for (let slices = 1; ; slices++) {
      try {
        const r = session.run({ budget: sliceBudget });
        const result: solvers.FirstMoveResult = { move: m.move, position: m.position, winner: r.winner, nodes: r.totalNodes };
        writeFileAtomic(done, JSON.stringify({ ...result, options: plan.head.options }) + "\n");
        if (existsSync(statePath)) rmSync(statePath);
        results.push(result);
        process.stderr.write(`first moves ${index}/${count}: move ${m.move}: ${r.winner} wins, ${r.totalNodes} nodes\n`);
        break;
      } catch (err) {
        if (!(err instanceof util.BudgetExceededError)) throw err;
        slicesCut++;
        process.stderr.write(`first moves ${index}/${count}: move ${m.move}: checkpoint ${slices} at ${((Date.now() - t0) / 60_000).toFixed(1)} min: ${err.message}\n`);
      }
      await signalTurns();
      const stop = stopReason(slicesCut);
      if (stop !== undefined) {
        process.stderr.write(`first moves ${index}/${count}: stopped (${stop}); state saved in ${statePath}: run the same command again to resume\n`);
        process.exit(SUSPENDED);
      }
    }
  }
  solvers.writeFirstMovesShard(path, { ...plan.head, results });
  for (const m of plan.moves) rmSync(join(stateDir, `move-${p3(m.move)}.json`), { force: true });
  process.stderr.write(`first moves ${index}/${count}: ${results.length} of ${plan.head.moves} moves -> ${path}\n`);
}

/** A finished move's result kept in the state folder, checked against the move it is named for and the shard's options. */
function readMoveResult(path: string, m: { move: number; position: string }, options: Record<string, unknown>): solvers.FirstMoveResult {
  const r = JSON.parse(readFileSync(path, "utf8")) as solvers.FirstMoveResult & { options?: unknown };
  if (r.move !== m.move || r.position !== m.position || JSON.stringify(r.options) !== JSON.stringify(options) || (r.winner !== "left" && r.winner !== "right") || typeof r.nodes !== "number") {
    throw new InputError(`the result there is not of move ${m.move} (${m.position}) with these options: remove it or use another --dir`, path);
  }
  return { move: r.move, position: r.position, winner: r.winner, nodes: r.nodes };
}

function merge(flags: Map<string, string>): void {
  const dir = dirOf(flags);
  const files = readdirSync(dir).filter((f) => /^first-moves-\d+-of-\d+\.json$/.test(f)).sort().map((f) => join(dir, f));
  const r = solvers.mergeFirstMoves(files);
  process.stdout.write(JSON.stringify({ winner: r.winner, toMove: r.toMove, moves: r.moves, movesSolved: r.movesSolved, complete: r.complete, winningMoves: r.winningMoves.map((m) => m.move), nodes: r.nodes, shards: files.length }) + "\n");
}

/** The shard indices of --tasks ("20,19"): distinct integers in 0..count−1; an InputError naming the flag otherwise. */
function taskList(text: string, count: number): number[] {
  const out: number[] = [];
  for (const t of text.split(",")) {
    const i = requireInteger("--tasks", t.trim() === "" ? Number.NaN : Number(t), 0, count - 1);
    if (out.includes(i)) throw new InputError(`--tasks names shard ${i} twice`, "--tasks");
    out.push(i);
  }
  return out;
}

async function main(argv: readonly string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  if (sub === "board") await runBoard(parseArgs(rest, { ...BOARD, state: "string", "checkpoint-seconds": "positive", "checkpoint-nodes": "positive", "max-minutes": "minutes", "max-slices": "positive", result: "string" }, "solve board").flags);
  else if (sub === "first-moves") {
    const a = parseArgs(rest, { ...FIRST_MOVES, ...RESUMABLE_SHARDS, shard: "shard", dir: "string" }, "solve first-moves");
    const s = a.flags.get("shard");
    if (s === undefined) throw new InputError("--shard i/K is required", "solve first-moves");
    const { index, count } = parseShard(s);
    await firstMoves(a.flags, index, count);
  } else if (sub === "task") {
    const a = parseArgs(rest, { ...FIRST_MOVES, ...RESUMABLE_SHARDS, task: "count", shards: "positive", dir: "string" }, "solve task");
    const count = Number(a.flags.get("shards") ?? "1");
    await firstMoves(a.flags, requireInteger("--task", Number(a.flags.get("task")), 0, count - 1), count);
  } else if (sub === "merge") merge(parseArgs(rest, { dir: "string" }, "solve merge").flags);
  else if (sub === "slurm") {
    const a = parseArgs(rest, { ...FIRST_MOVES, ...RESUMABLE_SHARDS, shards: "positive", dir: "string", submit: "switch", partition: "string", "time-limit": "string", sbatch: "string", tasks: "string", throttle: "positive" }, "solve slurm");
    const { game, rows, cols, toMove } = board(a.flags);
    const dir = dirOf(a.flags);
    const count = Number(a.flags.get("shards") ?? "1");
    const elements = a.flags.has("tasks") ? taskList(a.flags.get("tasks")!, count) : undefined;
    const throttle = a.flags.has("throttle") ? Number(a.flags.get("throttle")) : undefined;
    const node = [process.execPath, ...process.execArgv, __filename].map(shq).join(" ");
    const extra = [...(a.flags.has("plain") ? ["--plain"] : []), ...(a.flags.has("distinct") ? ["--distinct"] : []), ...(a.flags.has("database") ? ["--database", resolve(a.flags.get("database")!)] : []), ...Object.keys(RESUMABLE_SHARDS).flatMap((f) => (a.flags.has(f) ? [`--${f}`, a.flags.get(f)!] : []))].map(shq).join(" ");
    const scripts = slurmArrayScripts({
      jobName: "solve-first-moves",
      tasks: count,
      taskCommand: `${node} task --game ${game} --rows ${rows} --cols ${cols} --to-move ${toMove} --shards ${count} --dir ${shq(dir)} --task "$SLURM_ARRAY_TASK_ID" ${extra}`,
      mergeCommand: `${node} merge --dir ${shq(dir)}`,
      logDir: join(dir, "slurm"),
      workdir: process.cwd(),
      partition: a.flags.get("partition"),
      timeLimit: a.flags.get("time-limit"),
      elements,
      throttle,
    });
    const base = join(dir, "slurm", "first-moves");
    const ids = writeAndSubmit(base, scripts, a.flags.has("submit"), a.flags.get("sbatch"));
    process.stdout.write(JSON.stringify({ array: `${base}-array.sbatch`, merge: `${base}-merge.sbatch`, tasks: count, ...(ids ?? {}) }) + "\n");
  } else throw new InputError(`unknown command ${JSON.stringify(sub)} (board, first-moves, task, merge, slurm)`, "solve");
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`solve: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
