// Issue 30 items 3 and 4 on a REAL one-node Slurm cluster (test/fixtures/slurm-cluster.ts, the
// census test's set-up; daemons started here and stopped by PID): the Domineering subgame database
// of regions up to 7 cells as a 3-task job array plus the dependent merge (scripts/solve/database.ts
// slurm --submit), and Domineering 5×5's first moves as a 2-task array plus merge
// (scripts/solve/solve.ts slurm --submit). Expected: the free polyomino counts (OEIS A000105:
// 1, 1, 2, 5, 12, 35, 108) and the in-process build's values; 5×5 a second-player win (Lachmann,
// Moore and Rapaport, 2002).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { games, solvers } from "../lib";
import { slurmSkipReason, startCluster, stopCluster, waitForJobs, type TestCluster } from "./fixtures/slurm-cluster";

const ROOT = resolve(__dirname, "..");
if (slurmSkipReason) console.warn(slurmSkipReason);
let cluster: TestCluster | undefined;
afterAll(() => stopCluster(cluster));

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, script), ...args], { env, encoding: "utf8", cwd: ROOT });

describe("solver databases and first-move shards on a real one-node Slurm cluster", () => {
  it.skipIf(slurmSkipReason !== "")("a 3-task database array and a 2-task first-move array, each with its dependent merge", async () => {
    cluster = await startCluster("cgtlab-solve-slurm-");
    const dbDir = join(cluster.tmp, "db");
    const db = tsx("scripts/solve/database.ts", ["slurm", "--dir", dbDir, "--max-cells", "7", "--shards", "3", "--submit"], cluster.env);
    expect(db.status, db.stderr).toBe(0);
    const dbJobs = JSON.parse(db.stdout.trim().split("\n").pop()!) as { arrayJob: string; mergeJob: string; tasks: number; out: string };
    expect(readFileSync(join(dbDir, "slurm", "database-array.sbatch"), "utf8")).toMatch(/#SBATCH --array=0-2/);
    const fmDir = join(cluster.tmp, "fm");
    const fm = tsx("scripts/solve/solve.ts", ["slurm", "--rows", "5", "--cols", "5", "--to-move", "left", "--shards", "2", "--dir", fmDir, "--submit"], cluster.env);
    expect(fm.status, fm.stderr).toBe(0);
    const fmJobs = JSON.parse(fm.stdout.trim().split("\n").pop()!) as { arrayJob: string; mergeJob: string };
    await waitForJobs(cluster, [dbJobs.arrayJob, dbJobs.mergeJob, fmJobs.arrayJob, fmJobs.mergeJob], 300_000);
    if (!existsSync(dbJobs.out)) throw new Error(`the merge job wrote no ${dbJobs.out}\n${spawnSync("sh", ["-c", `tail -n 20 ${dbDir}/slurm/*.log`], { encoding: "utf8" }).stdout}`);
    const dom = games.domineering;
    const loaded = solvers.loadSubgameDatabase(dbJobs.out, dom.ruleset);
    expect(loaded.header.entriesBySize).toEqual([1, 1, 2, 5, 12, 35, 108]);
    const here = solvers.buildSubgameEntries(dom.ruleset, { name: loaded.header.family.name, minSize: 1, maxSize: 7 }, (k) => dom.freePolyominoes(k).map((p) => p.region));
    here.keys.forEach((k, i) => { expect(loaded.valueOfKey(k)).toBe(here.values[i]); });
    const logs = spawnSync("sh", ["-c", `ls ${fmDir}/slurm/merge-*.log`], { encoding: "utf8" }).stdout.trim().split("\n");
    const merged = JSON.parse(readFileSync(logs[0]!, "utf8").trim().split("\n").pop()!) as { winner: string; shards: number; moves: number };
    expect(merged).toMatchObject({ winner: "right", shards: 2, moves: 20 });
  }, 600_000);
});
