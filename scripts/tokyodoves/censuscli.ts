/**
 * `cli.ts census …`: run, resume, merge and submit the Tokyo Doves checkmate census
 * (see censusfiles.ts for the shard files and the header of cli.ts for the flags).
 *
 * `census run` keeps `--workers` child processes busy, one task each, skipping tasks whose shard
 * file is already there and valid; each child writes its shard whole (temporary file + rename), so
 * a killed run loses only the shards in progress and a rerun recomputes just those.
 * `census slurm` writes a job-array script (one task per array element, from
 * `SLURM_ARRAY_TASK_ID`) and a merge script, and with `--submit` submits both, the merge with
 * `--dependency=afterok:<array job>`.
 */
import { spawn, execFileSync } from "node:child_process";
import { basename, join, resolve } from "node:path";
import { InputError, requireInteger, writeFileAtomic } from "../../lib/util";
import { shq, slurmArrayScripts } from "../slurm";
import { parseArgs, type FlagKind } from "./cliargs";
import { parseShard } from "../../lib/studies/tokyodoves";
import { censusPlan, censusStatus, censusTotal, checkCensusOutputPath, runCensusTask, shardState, type CensusParameters, type CensusTask } from "../../lib/studies/tokyodoves";

const COMMON: Record<string, FlagKind> = { dir: "string", "max-doves": "count", "min-doves": "count", "shards-per-size": "positive", "no-prune": "switch", quiet: "switch" };

function cliPath(): string {
  return join(__dirname, basename(__filename).replace("censuscli", "cli"));
}

function plan(a: { flags: Map<string, string> }): { dir: string; max: number; min: number; params: CensusParameters; tasks: CensusTask[] } {
  const dir = a.flags.get("dir");
  if (dir === undefined) throw new InputError("--dir is required (the census folder, e.g. results/tokyodoves/census)", "--dir");
  const max = Number(a.flags.get("max-doves") ?? "12");
  const min = Number(a.flags.get("min-doves") ?? "2");
  requireInteger("--max-doves", max, 2, 12);
  requireInteger("--min-doves", min, 2, max);
  const params: CensusParameters = { switches: { prune: !a.flags.has("no-prune") } };
  const per = a.flags.get("shards-per-size");
  return { dir: resolve(dir), max, min, params, tasks: censusPlan(max, min, per === undefined ? undefined : () => Number(per)) };
}

function passThrough(a: { flags: Map<string, string> }): string[] {
  const out = ["--max-doves", a.flags.get("max-doves") ?? "12", "--min-doves", a.flags.get("min-doves") ?? "2"];
  if (a.flags.has("no-prune")) out.push("--no-prune");
  const per = a.flags.get("shards-per-size");
  if (per !== undefined) out.push("--shards-per-size", per);
  return out;
}

function describe(t: Omit<CensusTask, "task">): string {
  return `k=${t.doves} shard ${t.index}/${t.count}`;
}

function runTaskHere(dir: string, t: Omit<CensusTask, "task">, params: CensusParameters, quiet: boolean): void {
  const { shard, skipped } = runCensusTask(dir, t, params);
  if (!quiet) {
    process.stderr.write(`${describe(t)}: ${skipped ? "already done" : "done"}, ${shard.counts.checkmates} checkmates, ${shard.counts.positionsChecked} positions, ${(shard.counts.cpuMillis / 1000).toFixed(1)} s CPU\n`);
  }
}

async function runAll(a: { flags: Map<string, string> }): Promise<void> {
  const { dir, params, tasks } = plan(a);
  const workers = Number(a.flags.get("workers") ?? "2");
  const quiet = a.flags.has("quiet");
  const todo = tasks.filter((t) => {
    const st = shardState(dir, t, params);
    if (st === "different") throw new InputError(`${describe(t)} exists with other rules or switches: use another --dir`, dir);
    if (st === "corrupt" && !quiet) process.stderr.write(`${describe(t)}: shard file unreadable, recomputing\n`);
    return st !== "done";
  });
  process.stderr.write(`census in ${dir}: ${tasks.length} tasks, ${tasks.length - todo.length} already done, ${todo.length} to run on ${workers} worker(s)\n`);
  let next = 0;
  let finished = 0;
  const children = new Set<ReturnType<typeof spawn>>();
  const stop = (): void => {
    for (const c of children) c.kill("SIGTERM");
    process.exit(130);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const t = todo[next++]!;
      const args = ["census", "task", "--dir", dir, "--task", String(t.task), ...passThrough(a), ...(quiet ? ["--quiet"] : [])];
      await new Promise<void>((res, rej) => {
        const child = spawn(process.execPath, [...process.execArgv, cliPath(), ...args], { stdio: ["ignore", "inherit", "inherit"] });
        children.add(child);
        child.on("error", rej);
        child.on("close", (code) => {
          children.delete(child);
          if (code === 0) res();
          else rej(new Error(`${describe(t)} failed (exit code ${code})`));
        });
      });
      finished++;
      if (!quiet) process.stderr.write(`[${finished}/${todo.length}]\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, Math.max(1, todo.length)) }, worker));
  process.removeListener("SIGINT", stop);
  process.removeListener("SIGTERM", stop);
}

function status(a: { flags: Map<string, string> }): void {
  const { dir, max, min } = plan(a);
  const rows = censusStatus(dir, max, min).map((s) => ({
    doves: s.doves,
    shards: `${s.shardsDone}/${s.shardCount || "?"}`,
    complete: s.complete !== null,
    checkmates: s.complete ? s.complete.counts.checkmates : null,
    positionsChecked: s.complete ? s.complete.counts.positionsChecked : null,
    cpuSeconds: s.complete ? Math.round(s.complete.counts.cpuMillis / 1000) : null,
  }));
  process.stdout.write(JSON.stringify(rows, null, 1) + "\n");
}

function merge(a: { flags: Map<string, string> }): void {
  const { dir, max, min } = plan(a);
  const out = a.flags.get("out");
  if (out) checkCensusOutputPath(dir, out); // before reading anything: never overwrite an input
  const t = censusTotal(dir, max, min);
  const summary = {
    census: "Tokyo Doves checkmates (seed 002), red to move, live positions, up to symmetry",
    doves: `${min}..${max}`,
    version: t.sizes[0]!.version,
    rules: t.sizes[0]!.rules,
    switches: t.sizes[0]!.switches,
    bySize: t.sizes.map((s) => ({ shards: s.shardCount, ...s.counts })),
    checkmates: t.checkmates,
    positionsChecked: t.positionsChecked,
    cpuMillis: t.cpuMillis,
  };
  const text = JSON.stringify(summary, null, 1) + "\n";
  if (out) writeFileAtomic(out, text);
  else process.stdout.write(text);
}

/** The two Slurm batch scripts of a census: the job array (one task per element) and the merge (scripts/slurm.ts). */
export function slurmScripts(opts: { dir: string; tasks: number; taskArgs: string[]; mergeOut: string; partition?: string; timeLimit?: string; workdir: string }): { array: string; merge: string } {
  const node = [process.execPath, ...process.execArgv, cliPath()].map(shq).join(" ");
  return slurmArrayScripts({
    jobName: "doves-census",
    tasks: opts.tasks,
    taskCommand: `${node} census task --dir ${shq(opts.dir)} --task "$SLURM_ARRAY_TASK_ID" ${opts.taskArgs.map(shq).join(" ")} --quiet`,
    mergeCommand: `${node} census merge --dir ${shq(opts.dir)} ${opts.taskArgs.map(shq).join(" ")} --out ${shq(opts.mergeOut)}`,
    logDir: join(opts.dir, "slurm"),
    workdir: opts.workdir,
    partition: opts.partition,
    timeLimit: opts.timeLimit,
  });
}

function slurm(a: { flags: Map<string, string> }): void {
  const { dir, tasks } = plan(a);
  const scriptBase = resolve(a.flags.get("script") ?? join(dir, "slurm", "census"));
  const mergeOut = resolve(a.flags.get("out") ?? join(dir, "census.json"));
  const s = slurmScripts({ dir, tasks: tasks.length, taskArgs: passThrough(a), mergeOut, partition: a.flags.get("partition"), timeLimit: a.flags.get("time-limit"), workdir: process.cwd() });
  writeFileAtomic(`${scriptBase}-array.sbatch`, s.array);
  writeFileAtomic(`${scriptBase}-merge.sbatch`, s.merge);
  process.stdout.write(`wrote ${scriptBase}-array.sbatch (${tasks.length} tasks) and ${scriptBase}-merge.sbatch\n`);
  if (!a.flags.has("submit")) {
    process.stdout.write(`submit with:\n  jid=$(sbatch --parsable ${scriptBase}-array.sbatch)\n  sbatch --dependency=afterok:\${jid%%;*} ${scriptBase}-merge.sbatch\n`);
    return;
  }
  const sbatch = a.flags.get("sbatch") ?? "sbatch";
  const arrayId = execFileSync(sbatch, ["--parsable", `${scriptBase}-array.sbatch`], { encoding: "utf8" }).trim().split(";")[0]!;
  if (!/^\d+$/.test(arrayId)) throw new Error(`sbatch returned ${JSON.stringify(arrayId)}, not a job id`);
  const mergeId = execFileSync(sbatch, ["--parsable", `--dependency=afterok:${arrayId}`, `${scriptBase}-merge.sbatch`], { encoding: "utf8" }).trim().split(";")[0]!;
  process.stdout.write(JSON.stringify({ arrayJob: arrayId, mergeJob: mergeId, tasks: tasks.length, out: mergeOut }) + "\n");
}

/** `cli.ts census <sub> …`. */
export async function census(argv: readonly string[]): Promise<void> {
  const [sub = "", ...rest] = argv;
  if (sub === "run") await runAll(parseArgs(rest, { ...COMMON, workers: "positive" }, "census run"));
  else if (sub === "task") {
    const a = parseArgs(rest, { ...COMMON, task: "count" }, "census task");
    const { dir, params, tasks } = plan(a);
    const t = a.flags.get("task");
    if (t === undefined) throw new InputError("--task is required", "census task");
    const task = tasks[Number(t)];
    if (task === undefined) throw new InputError(`--task must be in 0..${tasks.length - 1} for this plan, got ${t}`, "--task");
    runTaskHere(dir, task, params, a.flags.has("quiet"));
  } else if (sub === "shard") {
    const a = parseArgs(rest, { ...COMMON, doves: "count", shard: "shard" }, "census shard");
    const { dir, params } = plan(a);
    const doves = Number(a.flags.get("doves"));
    requireInteger("--doves", doves, 2, 12);
    const s = a.flags.get("shard");
    if (s === undefined) throw new InputError("--shard i/N is required", "census shard");
    const { index, count } = parseShard(s);
    runTaskHere(dir, { doves, index, count }, params, a.flags.has("quiet"));
  } else if (sub === "status") status(parseArgs(rest, COMMON, "census status"));
  else if (sub === "merge") merge(parseArgs(rest, { ...COMMON, out: "string" }, "census merge"));
  else if (sub === "slurm") {
    slurm(parseArgs(rest, { ...COMMON, script: "string", out: "string", submit: "switch", partition: "string", "time-limit": "string", sbatch: "string" }, "census slurm"));
  } else throw new InputError(`unknown census command ${JSON.stringify(sub)} (run, task, shard, status, merge, slurm)`, "census");
}
