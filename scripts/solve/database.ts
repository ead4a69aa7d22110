// Subgame databases (issue 30 item 3): the canonical value of every position of a family, built by
// solvers.buildSubgameEntries, sharded like the Tokyo Doves census, each shard a binary file written
// whole, merged strictly (util.checkShardCover) into one database file that solvers.loadSubgameDatabase
// reads, with a CSV summary of its values per size (solvers.summarizeSubgameDatabase). Two families:
//  - Domineering (default, --max-cells N): every region of minCells..maxCells cells, one per class
//    under the board's eight symmetries (the free polyominoes); shard i of N takes the free
//    polyominoes whose canonical parent is number j ≡ i (mod N) among the polyominoes one cell
//    smaller (games.domineering.freePolyominoShard: no shard holds the set of all regions of the
//    largest size).
//  - Clobber (--game clobber --max-dims R,C): every one-component position on a board of at most
//    R × C cells in either orientation (MCGS's "max_dims"; solvers.gridComponentFamily), sized by
//    stones from 2; shard i of N takes the positions whose folded key hashes to i (mod N), so each
//    class of positions is valued in one shard.
// Usage (every command but merge and summary takes the family's flags: [--game domineering] --max-cells N [--min-cells 1], or --game clobber --max-dims R,C):
//   npx tsx scripts/solve/database.ts shard <family> --shard i/N --dir DIR
//   npx tsx scripts/solve/database.ts run   <family> --shards N --dir DIR [--workers 2] [--out FILE] [--summary CSV]
//   npx tsx scripts/solve/database.ts merge [--game G] --dir DIR [--out FILE] [--summary CSV]
//   npx tsx scripts/solve/database.ts summary [--game G] --db FILE --summary CSV
//   npx tsx scripts/solve/database.ts slurm <family> --shards N --dir DIR --out FILE [--submit] [--partition P] [--time-limit T]
// `run` keeps --workers child processes busy, one shard each, skipping shards already written and
// valid (a killed run loses only the shards in progress); then merges into --out (default
// DIR/database.cgtdb) and writes the summary (default DIR/summary.csv), each file whole.
// The repository's summaries are rebuilt by
//   nice -n 5 npx tsx scripts/solve/database.ts run --max-cells 15 --shards 8 --workers 2 --dir <scratch folder> --summary results/solve/domineering-database-summary.csv
//   nice -n 5 npx tsx scripts/solve/database.ts run --game clobber --max-dims 3,5 --shards 4 --workers 2 --dir <scratch folder> --summary results/solve/clobber-database-summary.csv
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { writeFileAtomic } from "../../lib/util";
import { join, resolve } from "node:path";
import { games, solvers, type ruleset } from "../../lib";
import { InputError, requireInteger } from "../../lib/util";
import { parseShard } from "../../lib/studies/tokyodoves";
import { parseArgs, type FlagKind } from "../tokyodoves/cliargs";
import { shq, slurmArrayScripts, writeAndSubmit } from "../slurm";

const dom = games.domineering;
const DOMINEERING_FAMILY = "free polyominoes (Domineering regions up to the 8 symmetries of the board), shards by canonical parent";
const COMMON: Record<string, FlagKind> = { dir: "string", game: "string", "max-cells": "positive", "min-cells": "positive", "max-dims": "string" };
const GAMES = ["domineering", "clobber"] as const;
type GameName = (typeof GAMES)[number];

/** A family to build: its ruleset, sizes and name, where shard i's positions come from, and the flags that name it (for child processes and Slurm tasks). */
interface FamilySpec {
  readonly ruleset: ruleset.Ruleset<unknown>;
  readonly family: solvers.SubgameFamily;
  /** Shard i's positions of a size (each family splits itself: every class in one shard). */
  readonly positions: (size: number, shard: { index: number; count: number } | null) => Iterable<unknown>;
  readonly flags: readonly string[];
}

function gameOf(flags: Map<string, string>): GameName {
  const g = flags.get("game") ?? "domineering";
  if (!(GAMES as readonly string[]).includes(g)) throw new InputError(`--game must be ${GAMES.join(" or ")}, got ${JSON.stringify(g)}`, "--game");
  return g as GameName;
}

function rulesetOf(game: GameName): ruleset.Ruleset<unknown> {
  return (game === "clobber" ? games.clobber.clobber : dom.ruleset) as ruleset.Ruleset<unknown>;
}

/** "R,C" of --max-dims as two positive integers with R · C ≤ 64 (InputError naming the flag otherwise). */
function maxDims(text: string | undefined): [number, number] {
  const m = /^(\d+),(\d+)$/.exec(text ?? "");
  if (m === null) throw new InputError(`--max-dims must be R,C (the largest board, e.g. 3,5), got ${JSON.stringify(text)}`, "--max-dims");
  const r = requireInteger("--max-dims rows", Number(m[1]), 1, 64);
  const c = requireInteger("--max-dims columns", Number(m[2]), 1, 64);
  if (r * c > 64) throw new InputError(`--max-dims ${r},${c}: a board of at most 64 cells, got ${r * c}`, "--max-dims");
  return [r, c];
}

function familyOf(flags: Map<string, string>): FamilySpec {
  const game = gameOf(flags);
  if (game === "clobber") {
    if (flags.has("max-cells") || flags.has("min-cells")) throw new InputError("--game clobber takes --max-dims R,C, not --max-cells / --min-cells", "--max-dims");
    const [rows, cols] = maxDims(flags.get("max-dims"));
    const c = games.clobber;
    const g = solvers.gridComponentFamily(c.clobber, { maxRows: rows, maxCols: cols, filler: c.EMPTY, pieces: [c.LEFT_STONE, c.RIGHT_STONE] });
    return { ruleset: rulesetOf(game), family: g.family, positions: (size, shard) => g.positionsOfSize(size, shard), flags: ["--game", "clobber", "--max-dims", `${rows},${cols}`] };
  }
  if (flags.has("max-dims")) throw new InputError("Domineering takes --max-cells N, not --max-dims", "--max-cells");
  const maxSize = requireInteger("--max-cells", Number(flags.get("max-cells") ?? "NaN"), 1, 16);
  const minSize = requireInteger("--min-cells", Number(flags.get("min-cells") ?? "1"), 1, maxSize);
  return {
    ruleset: rulesetOf(game),
    family: { name: DOMINEERING_FAMILY, minSize, maxSize },
    positions: (k, sh) => dom.freePolyominoShard(k, sh!.index, sh!.count),
    flags: ["--game", "domineering", "--max-cells", String(maxSize), "--min-cells", String(minSize)],
  };
}

function dirOf(flags: Map<string, string>): string {
  const d = flags.get("dir");
  if (d === undefined) throw new InputError("--dir is required (the folder of the shard files)", "--dir");
  return resolve(d);
}

const p3 = (x: number): string => String(x).padStart(3, "0");
const shardPath = (dir: string, index: number, count: number): string => join(dir, `shard-${p3(index)}-of-${p3(count)}.cgtdb`);

function shardDone(path: string, spec: FamilySpec): boolean {
  if (!existsSync(path)) return false;
  try {
    const e = solvers.readSubgameShard(path, spec.ruleset.name);
    return JSON.stringify(e.family) === JSON.stringify(spec.family);
  } catch {
    return false; // damaged: recompute
  }
}

function buildShard(dir: string, spec: FamilySpec, index: number, count: number): void {
  const path = shardPath(dir, index, count);
  if (shardDone(path, spec)) {
    process.stderr.write(`shard ${index}/${count}: already done\n`);
    return;
  }
  const t0 = Date.now();
  const e = solvers.buildSubgameEntries(spec.ruleset, spec.family, spec.positions, { shard: { index, count }, shardedSource: true });
  solvers.writeSubgameDatabase(path, e);
  process.stderr.write(`shard ${index}/${count}: ${e.keys.length} positions in ${((Date.now() - t0) / 1000).toFixed(1)} s -> ${path}\n`);
}

/** The summary CSV of a database (one row per size and one over all sizes), written whole. */
function writeSummary(db: solvers.SubgameDatabase, path: string): void {
  const rows = solvers.summarizeSubgameDatabase(db);
  const cols = Object.keys(rows[0]!);
  writeFileAtomic(path, [cols.join(","), ...rows.map((r) => cols.map((c) => String(r[c])).join(","))].join("\n") + "\n");
}

function merge(rs: ruleset.Ruleset<unknown>, dir: string, out: string, summary: string): void {
  const files = readdirSync(dir).filter((f) => /^shard-\d+-of-\d+\.cgtdb$/.test(f)).sort().map((f) => join(dir, f));
  const t0 = Date.now();
  const e = solvers.mergeSubgameShards(files, rs.name);
  solvers.writeSubgameDatabase(out, e);
  const t1 = Date.now();
  const db = solvers.loadSubgameDatabase(out, rs);
  const loadMs = Date.now() - t1;
  writeSummary(db, summary);
  process.stdout.write(JSON.stringify({ out, entries: e.keys.length, entriesBySize: e.entriesBySize, values: db.valueNodes, shards: files.length, mergeSeconds: (t1 - t0) / 1000, loadMs, summary }) + "\n");
}

async function runAll(flags: Map<string, string>): Promise<void> {
  const dir = dirOf(flags);
  const spec = familyOf(flags);
  const count = Number(flags.get("shards") ?? "1");
  const workers = Number(flags.get("workers") ?? "2");
  const todo = Array.from({ length: count }, (_, i) => i).filter((i) => !shardDone(shardPath(dir, i, count), spec));
  process.stderr.write(`database in ${dir}: ${count} shards, ${count - todo.length} already done, ${todo.length} to run on ${workers} worker(s)\n`);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const i = todo[next++]!;
      await new Promise<void>((res, rej) => {
        const child = spawn(process.execPath, [...process.execArgv, __filename, "shard", "--dir", dir, ...spec.flags, "--shard", `${i}/${count}`], { stdio: ["ignore", "inherit", "inherit"] });
        child.on("error", rej);
        child.on("close", (code) => {
          if (code === 0) res();
          else rej(new Error(`shard ${i}/${count} failed (exit code ${String(code)})`));
        });
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, Math.max(1, todo.length)) }, worker));
  merge(spec.ruleset, dir, resolve(flags.get("out") ?? join(dir, "database.cgtdb")), resolve(flags.get("summary") ?? join(dir, "summary.csv")));
}

async function main(argv: readonly string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  if (sub === "shard") {
    const a = parseArgs(rest, { ...COMMON, shard: "shard" }, "database shard");
    const s = a.flags.get("shard");
    if (s === undefined) throw new InputError("--shard i/N is required", "database shard");
    const { index, count } = parseShard(s);
    buildShard(dirOf(a.flags), familyOf(a.flags), index, count);
  } else if (sub === "task") {
    // a Slurm array element: --task t of --shards N
    const a = parseArgs(rest, { ...COMMON, task: "count", shards: "positive" }, "database task");
    const count = Number(a.flags.get("shards") ?? "1");
    const t = requireInteger("--task", Number(a.flags.get("task")), 0, count - 1);
    buildShard(dirOf(a.flags), familyOf(a.flags), t, count);
  } else if (sub === "run") await runAll(parseArgs(rest, { ...COMMON, shards: "positive", workers: "positive", out: "string", summary: "string" }, "database run").flags);
  else if (sub === "merge") {
    const a = parseArgs(rest, { dir: "string", game: "string", out: "string", summary: "string" }, "database merge");
    merge(rulesetOf(gameOf(a.flags)), dirOf(a.flags), resolve(a.flags.get("out") ?? join(dirOf(a.flags), "database.cgtdb")), resolve(a.flags.get("summary") ?? join(dirOf(a.flags), "summary.csv")));
  } else if (sub === "summary") {
    const a = parseArgs(rest, { db: "string", game: "string", summary: "string" }, "database summary");
    const dbPath = a.flags.get("db");
    const out = a.flags.get("summary");
    if (dbPath === undefined || out === undefined) throw new InputError("--db FILE and --summary CSV are required", "database summary");
    writeSummary(solvers.loadSubgameDatabase(resolve(dbPath), rulesetOf(gameOf(a.flags))), resolve(out));
  } else if (sub === "slurm") {
    const a = parseArgs(rest, { ...COMMON, shards: "positive", out: "string", submit: "switch", partition: "string", "time-limit": "string", sbatch: "string" }, "database slurm");
    const dir = dirOf(a.flags);
    const spec = familyOf(a.flags);
    const count = Number(a.flags.get("shards") ?? "1");
    const out = resolve(a.flags.get("out") ?? join(dir, "database.cgtdb"));
    const node = [process.execPath, ...process.execArgv, __filename].map(shq).join(" ");
    const sizes = spec.flags.map(shq).join(" ");
    const scripts = slurmArrayScripts({
      jobName: "subgame-db",
      tasks: count,
      taskCommand: `${node} task --dir ${shq(dir)} ${sizes} --shards ${count} --task "$SLURM_ARRAY_TASK_ID"`,
      mergeCommand: `${node} merge ${spec.flags.slice(0, 2).map(shq).join(" ")} --dir ${shq(dir)} --out ${shq(out)} --summary ${shq(join(dir, "summary.csv"))}`,
      logDir: join(dir, "slurm"),
      workdir: process.cwd(),
      partition: a.flags.get("partition"),
      timeLimit: a.flags.get("time-limit"),
    });
    const base = join(dir, "slurm", "database");
    const ids = writeAndSubmit(base, scripts, a.flags.has("submit"), a.flags.get("sbatch"));
    process.stdout.write(JSON.stringify({ array: `${base}-array.sbatch`, merge: `${base}-merge.sbatch`, tasks: count, out, ...(ids ?? {}) }) + "\n");
  } else throw new InputError(`unknown command ${JSON.stringify(sub)} (shard, task, run, merge, summary, slurm)`, "database");
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`database: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
