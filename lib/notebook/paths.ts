import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, resolve, sep } from "node:path";
import { InputError } from "../util";

/**
 * The project root: `$CGTLAB_ROOT` when set (the kernel spec sets it), else for an installed
 * package the project whose node_modules holds cgtlab, else the folder holding lib/, notebooks/
 * and results/ (this repository). O(1) file checks.
 */
export function projectRoot(): string {
  if (process.env.CGTLAB_ROOT) return resolve(process.env.CGTLAB_ROOT);
  // Installed by `npm install cgtlab-*.tgz`: <project>/node_modules/cgtlab/dist/notebook. (In this
  // repository node_modules/cgtlab is a symlink to lib/, and __dirname is the real path.)
  const installed = __dirname.indexOf(`${sep}node_modules${sep}`);
  if (installed > 0) return __dirname.slice(0, installed);
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

/** Longest file or folder name most file systems accept (bytes, UTF-8). */
const MAX_NAME_BYTES = 255;

/**
 * Absolute path of a results file given relative to the results directory, e.g. "konane/3xn.csv".
 * Throws {@link InputError} for a non-string, empty, absolute or escaping path (`..`), a NUL byte,
 * a trailing `/` (a folder, not a file), or a name longer than 255 bytes. The check is made on
 * real paths: the deepest existing folder on the way is resolved through symlinks and must still
 * lie inside the results directory, so a symlinked folder cannot send a write elsewhere. O(depth).
 */
export function resultsPath(relative: unknown): string {
  if (typeof relative !== "string") {
    throw new InputError(`a results path must be a string relative to results/, got ${relative === null ? "null" : typeof relative}`);
  }
  if (relative.trim() === "" || isAbsolute(relative)) {
    throw new InputError(`results path must be relative to results/, got ${JSON.stringify(relative)}`);
  }
  if (relative.includes("\0")) throw new InputError(`results path contains a NUL byte: ${JSON.stringify(relative)}`);
  if (/[\\/]$/.test(relative)) {
    throw new InputError(`results path must name a file, not a folder (it ends with "/"): ${JSON.stringify(relative)}`);
  }
  const norm = normalize(relative);
  if (norm === "." || norm === "") {
    throw new InputError(`results path must name a file inside results/, got ${JSON.stringify(relative)} (the results folder itself)`);
  }
  const parts = norm.split(sep);
  if (parts.includes("..")) {
    throw new InputError(`results path must stay inside results/, got ${JSON.stringify(relative)}`);
  }
  const long = parts.find((p) => Buffer.byteLength(p, "utf8") > MAX_NAME_BYTES);
  if (long !== undefined) {
    throw new InputError(`results path has a name of ${Buffer.byteLength(long, "utf8")} bytes; at most ${MAX_NAME_BYTES} are allowed`, JSON.stringify(long.slice(0, 40) + "…"));
  }
  const root = resultsDir();
  const path = join(root, norm);
  checkInsideRealPath(root, path, relative);
  return path;
}

/**
 * The name a results file is published under, `results/<relative>` with "/" separators (relative to
 * the project): what {@link saveTable}, {@link saveJson} and `exportFigure` return and what a cell
 * shows. Never the absolute path: during `reproduce` a notebook writes into a staging folder that
 * is gone once the run publishes, and a machine's paths do not belong in a published notebook.
 * Read a file back with `readResult(relative)`. Validates like {@link resultsPath}. O(depth).
 */
export function publishedName(relative: string): string {
  resultsPath(relative);
  return ["results", ...normalize(relative).split(sep)].join("/");
}

/** Throw unless the deepest existing ancestor of `path` resolves (symlinks followed) inside `root`. */
function checkInsideRealPath(root: string, path: string, shown: string): void {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return; // the results folder does not exist yet: nothing inside it can be a symlink
  }
  let probe = path;
  for (;;) {
    try {
      const real = realpathSync(probe);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) {
        throw new InputError(`results path ${JSON.stringify(shown)} leads outside results/ through a symbolic link (to ${real})`);
      }
      return;
    } catch (err) {
      if (err instanceof InputError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw err;
      const up = dirname(probe);
      if (up === probe || probe === root) return;
      probe = up;
    }
  }
}
