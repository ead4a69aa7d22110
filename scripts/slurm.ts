/**
 * Slurm batch scripts for a job array and its dependent merge, shared by the sharded commands
 * (`scripts/tokyodoves/cli.ts census slurm`, `scripts/solve/database.ts slurm`,
 * `scripts/solve/solve.ts slurm`): one array element per task (its number in `SLURM_ARRAY_TASK_ID`),
 * logs under `<logDir>`, and submission with the merge held until the array succeeded.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { writeFileAtomic } from "../lib/util";

/** Quote a word for bash. */
export function shq(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** What {@link slurmArrayScripts} writes. */
export interface SlurmJob {
  /** Job name of the array (the merge is `<name>-merge`). */
  jobName: string;
  /** Number of array tasks (elements 0..tasks−1). */
  tasks: number;
  /** The task's command (already quoted), `"$SLURM_ARRAY_TASK_ID"` where the task number goes. */
  taskCommand: string;
  /** The merge's command (already quoted). */
  mergeCommand: string;
  /** Folder of the logs. */
  logDir: string;
  /** Working directory of the jobs. */
  workdir: string;
  partition?: string;
  timeLimit?: string;
  /** The array's elements when not all of 0..tasks−1 (Slurm's list, e.g. "19,20"; Slurm starts the lowest first). */
  elements?: readonly number[];
  /** At most this many elements at once (Slurm's `%N`), if given. */
  throttle?: number;
}

/** The two scripts: the array (one task per element) and the merge. */
export function slurmArrayScripts(job: SlurmJob): { array: string; merge: string } {
  const head = (name: string): string[] => [
    "#!/bin/bash",
    `#SBATCH --job-name=${name}`,
    "#SBATCH --ntasks=1",
    "#SBATCH --cpus-per-task=1",
    `#SBATCH --chdir=${job.workdir}`,
    ...(job.partition ? [`#SBATCH --partition=${job.partition}`] : []),
    ...(job.timeLimit ? [`#SBATCH --time=${job.timeLimit}`] : []),
  ];
  const elements = job.elements === undefined ? `0-${job.tasks - 1}` : job.elements.join(",");
  const array = [...head(job.jobName), `#SBATCH --array=${elements}${job.throttle === undefined ? "" : `%${job.throttle}`}`, `#SBATCH --output=${join(job.logDir, "task-%A_%a.log")}`, "set -euo pipefail", `exec ${job.taskCommand}`, ""].join("\n");
  const merge = [...head(`${job.jobName}-merge`), `#SBATCH --output=${join(job.logDir, "merge-%j.log")}`, "set -euo pipefail", `exec ${job.mergeCommand}`, ""].join("\n");
  return { array, merge };
}

/**
 * Write `<scriptBase>-array.sbatch` and `<scriptBase>-merge.sbatch`; with `submit`, submit both
 * (the merge with `--dependency=afterok:<array job>`) and return the job ids.
 */
export function writeAndSubmit(scriptBase: string, scripts: { array: string; merge: string }, submit: boolean, sbatch = "sbatch"): { arrayJob: string; mergeJob: string } | undefined {
  writeFileAtomic(`${scriptBase}-array.sbatch`, scripts.array);
  writeFileAtomic(`${scriptBase}-merge.sbatch`, scripts.merge);
  if (!submit) return undefined;
  const arrayJob = execFileSync(sbatch, ["--parsable", `${scriptBase}-array.sbatch`], { encoding: "utf8" }).trim().split(";")[0]!;
  if (!/^\d+$/.test(arrayJob)) throw new Error(`sbatch returned ${JSON.stringify(arrayJob)}, not a job id`);
  const mergeJob = execFileSync(sbatch, ["--parsable", `--dependency=afterok:${arrayJob}`, `${scriptBase}-merge.sbatch`], { encoding: "utf8" }).trim().split(";")[0]!;
  return { arrayJob, mergeJob };
}
