/**
 * A past commit's library, compiled: the "before" of a benchmark that compares today's engine with a
 * frozen one (bench/engine-speed, bench/konane-bitboard). `git archive <commit>` of lib/ and what
 * builds it, compiled with this checkout's TypeScript (the commit's scripts/compile-lib.mjs when it
 * has one, else `tsc -p tsconfig.json`, as its build did) into a folder under the system's temporary
 * directory that later runs reuse. Whole or not at all: built in a sibling folder, then renamed.
 * Throws with the reason (no git, a commit not in a shallow clone's history, a compile error); the
 * benches turn that into their one-line skip.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "..");

/** lib/dist of `commit`, compiled once into the temporary directory; returns its path. */
export function frozenLibrary(commit: string): string {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`a frozen library needs a commit id, not "${commit}"`);
  const full = execFileSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  const dir = join(tmpdir(), "cgtlab-bench", `lib-${full.slice(0, 12)}`);
  const dist = join(dir, "lib", "dist");
  if (existsSync(join(dist, "index.js"))) return dist;
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const paths = execFileSync("git", ["ls-tree", "--name-only", full, "lib", "tsconfig.json", "package.json", "scripts/compile-lib.mjs"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
    const tar = join(work, "src.tar");
    execFileSync("git", ["archive", "--output", tar, full, ...paths], { cwd: ROOT, stdio: "pipe" });
    execFileSync("tar", ["-xf", tar, "-C", work]);
    rmSync(tar);
    symlinkSync(join(ROOT, "node_modules"), join(work, "node_modules"));
    const compiler = paths.includes("scripts/compile-lib.mjs")
      ? [join(work, "scripts", "compile-lib.mjs")]
      : [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(work, "tsconfig.json")];
    execFileSync(process.execPath, compiler, { cwd: work, stdio: "pipe" });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, ".."), { recursive: true });
    renameSync(work, dir);
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
  return dist;
}
