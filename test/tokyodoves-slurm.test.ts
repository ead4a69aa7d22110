/**
 * The census on a REAL one-node Slurm cluster (no mock): writes a temporary slurm.conf (this host,
 * 2 CPUs, proctrack/linuxproc, task/none, state and spool in a temp folder), starts munged (unless
 * one already answers), slurmctld and slurmd, submits a small census as a 4-task job array plus the
 * dependent merge with `cli.ts census slurm --submit`, waits, compares with the in-process count,
 * and stops only the daemons it started, by PID. Needs root and Debian's slurm-wlm and munge.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as an from "../lib/studies/tokyodoves";

const which = (b: string): boolean => spawnSync("sh", ["-c", `command -v ${b}`]).status === 0;
const haveSlurm = ["sbatch", "squeue", "sinfo", "slurmctld", "slurmd", "munged", "munge"].every(which);
const isRoot = process.getuid?.() === 0;
const reason = !haveSlurm
  ? "Slurm test skipped: install Debian's slurm-wlm and munge (apt-get install slurm-wlm munge), as root"
  : !isRoot
    ? "Slurm test skipped: slurmd needs root"
    : "";
if (reason) console.warn(reason);

const ROOT = resolve(__dirname, "..");
const started: ChildProcess[] = [];
let tmp = "";

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitFor(what: string, test: () => boolean, ms: number): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

afterAll(async () => {
  for (const p of started.reverse()) {
    if (p.pid !== undefined && p.exitCode === null) {
      try {
        process.kill(p.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
  }
  await sleep(1000);
  for (const p of started) if (p.pid !== undefined && p.exitCode === null) process.kill(p.pid, "SIGKILL");
  if (tmp && process.env.CGTLAB_KEEP_SLURM_TMP === undefined) rmSync(tmp, { recursive: true, force: true });
});

describe("census on a real one-node Slurm cluster", () => {
  it.skipIf(reason !== "")("a 4-task job array and the dependent merge give the in-process count", async () => {
    tmp = mkdtempSync(join(tmpdir(), "cgtlab-slurm-"));
    const host = hostname();
    const port = 20000 + Math.floor(Math.random() * 20000);
    for (const d of ["state", "spool", "census"]) mkdirSync(join(tmp, d));
    const conf = join(tmp, "slurm.conf");
    writeFileSync(conf, [
      "ClusterName=cgtlabtest",
      `SlurmctldHost=${host}`,
      "SlurmUser=root",
      "SlurmdUser=root",
      `SlurmctldPort=${port}`,
      `SlurmdPort=${port + 1}`,
      "AuthType=auth/munge",
      `StateSaveLocation=${tmp}/state`,
      `SlurmdSpoolDir=${tmp}/spool`,
      `SlurmctldPidFile=${tmp}/slurmctld.pid`,
      `SlurmdPidFile=${tmp}/slurmd.pid`,
      `SlurmctldLogFile=${tmp}/slurmctld.log`,
      `SlurmdLogFile=${tmp}/slurmd.log`,
      "ProctrackType=proctrack/linuxproc",
      "TaskPlugin=task/none",
      "SelectType=select/cons_tres",
      "SelectTypeParameters=CR_CPU",
      "AccountingStorageType=accounting_storage/none",
      "JobAcctGatherType=jobacct_gather/none",
      "JobCompType=jobcomp/none",
      "MpiDefault=none",
      "ReturnToService=2",
      "SchedulerType=sched/backfill",
      `NodeName=${host} CPUs=2 State=UNKNOWN`,
      `PartitionName=debug Nodes=${host} Default=YES MaxTime=INFINITE State=UP`,
      "",
    ].join("\n"));
    const env = { ...process.env, SLURM_CONF: conf };

    // munge: reuse a running daemon, else start one as user munge on the standard socket
    const mungeOk = (): boolean => spawnSync("sh", ["-c", "munge -n | unmunge"], { stdio: "ignore" }).status === 0;
    if (!mungeOk()) {
      mkdirSync("/run/munge", { recursive: true });
      const ids = spawnSync("id", ["-u", "munge"], { encoding: "utf8" }).stdout.trim();
      const gid = spawnSync("id", ["-g", "munge"], { encoding: "utf8" }).stdout.trim();
      chownSync("/run/munge", Number(ids), Number(gid));
      const m = spawn("runuser", ["-u", "munge", "--", "munged", "--foreground"], { stdio: "ignore" });
      started.push(m);
      await waitFor("munged", mungeOk, 20_000);
    }
    const ctld = spawn("slurmctld", ["-D", "-i", "-f", conf], { env, stdio: ["ignore", "ignore", "pipe"] });
    started.push(ctld);
    await waitFor("slurmctld", () => spawnSync("scontrol", ["ping"], { env, encoding: "utf8" }).stdout.includes("UP"), 60_000);
    const d = spawn("slurmd", ["-D", "-f", conf], { env, stdio: ["ignore", "ignore", "pipe"] });
    started.push(d);
    await waitFor("the node to be idle", () => spawnSync("sinfo", ["-h", "-o", "%t"], { env, encoding: "utf8" }).stdout.includes('idle'), 60_000);

    // submit: 6 doves split into 4 shards = a 4-task array, then the merge after it
    const dir = join(tmp, "census");
    const out = join(tmp, "census.json");
    const sub = spawnSync(
      process.execPath,
      [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/tokyodoves/cli.ts"), "census", "slurm", "--dir", dir, "--min-doves", "6", "--max-doves", "6", "--shards-per-size", "4", "--out", out, "--submit"],
      { env, encoding: "utf8", cwd: ROOT },
    );
    expect(sub.status, sub.stderr).toBe(0);
    const ids = JSON.parse(sub.stdout.trim().split("\n").pop()!) as { arrayJob: string; mergeJob: string; tasks: number };
    expect(ids.tasks).toBe(4);
    expect(readFileSync(join(dir, "slurm", "census-array.sbatch"), "utf8")).toMatch(/#SBATCH --array=0-3/);
    await waitFor(
      "the jobs to finish",
      () => spawnSync("squeue", ["-h", "-j", `${ids.arrayJob},${ids.mergeJob}`], { env, encoding: "utf8" }).stdout.trim() === "",
      240_000,
    );
    if (!existsSync(out)) {
      const logs = existsSync(join(dir, "slurm")) ? spawnSync("sh", ["-c", `tail -n 20 ${dir}/slurm/*.log ${tmp}/slurmctld.log`], { encoding: "utf8" }).stdout : "";
      throw new Error(`the merge job wrote no ${out}\n${logs}`);
    }
    const merged = JSON.parse(readFileSync(out, "utf8")) as { checkmates: number; positionsChecked: number; bySize: { shards: number }[] };
    const here = an.censusCheckmates(6);
    expect(merged.checkmates).toBe(here.checkmates);
    expect(merged.checkmates).toBe(14_310); // the pruned and full surveys (results/tokyodoves/checkmates_by_doves.csv)
    expect(merged.positionsChecked).toBe(here.positionsChecked);
    expect(merged.bySize[0]!.shards).toBe(4);
    // each array task wrote one shard file
    for (let i = 0; i < 4; i++) expect(an.readCensusShard(an.censusShardPath(dir, 6, i, 4)).shard).toEqual({ index: i, count: 4 });
  }, 420_000);
});
