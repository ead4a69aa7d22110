import { existsSync } from "node:fs";
import { isAbsolute, join, normalize, resolve, sep } from "node:path";
import { InputError } from "../util";

/** The project root (the folder holding lib/, notebooks/, results/). */
export function projectRoot(): string {
  if (process.env.CGTLAB_ROOT) return resolve(process.env.CGTLAB_ROOT);
  // This file lives in lib/notebook (source) or lib/dist/notebook (compiled).
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, "notebooks")) && existsSync(join(dir, "lib"))) return dir;
    dir = resolve(dir, "..");
  }
  return resolve(__dirname, "..", "..");
}

/**
 * The directory results are written to: `$CGTLAB_RESULTS_DIR` when set (the notebook executor
 * points it at a staging folder and moves the files into results/ only if the whole notebook
 * succeeds), else `<project>/results`.
 */
export function resultsDir(): string {
  return process.env.CGTLAB_RESULTS_DIR ? resolve(process.env.CGTLAB_RESULTS_DIR) : join(projectRoot(), "results");
}

/** Absolute path of a results file given relative to the results directory, e.g. "konane/3xn.csv". */
export function resultsPath(relative: string): string {
  if (relative.trim() === "" || isAbsolute(relative)) {
    throw new InputError(`results path must be relative to results/, got "${relative}"`);
  }
  const norm = normalize(relative);
  if (norm.split(sep).includes("..")) {
    throw new InputError(`results path must stay inside results/, got "${relative}"`);
  }
  return join(resultsDir(), norm);
}
