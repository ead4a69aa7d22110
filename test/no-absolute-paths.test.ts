// No path of one machine in the repository (issue 26, item 8): every tracked text file (git
// ls-files; results/ excepted: data written by the notebooks) is scanned for absolute paths under
// folders that exist only on some machine (a home, a work or scratch folder, a temporary folder, a
// mount). Sources are cited by title, author and date (SOURCES.md), temporary files go to
// os.tmpdir() / $TMPDIR. The few legitimate absolute paths (programs at the place every Debian
// machine has them, shebangs) are allowed one by one below, each with its reason.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");

/**
 * First components of absolute paths that name one machine's files. Built from words so that this
 * file does not match itself.
 */
const MACHINE_ROOTS = [
  "work", "tmp", "root", "home", "Users", "mnt", "media", "scratch", "shared", "srv", "opt", "var",
  "data", "nfs", "private", "usr", "etc", "lustre", "gpfs", "Volumes",
];

/** Allowed absolute paths: the exact path and why it may be written down. */
const ALLOWED: readonly { path: string; reason: string }[] = [
  { path: "/usr/bin/env", reason: "shebang lines (#!/usr/bin/env node / bash)" },
  { path: "/usr/bin/python3", reason: "Debian's Python, which has Jupyter (setup installs it there; `python3` on PATH may not)" },
  { path: "/usr/bin/chromium", reason: "where Debian's chromium package installs the browser (image export looks there first)" },
  { path: "/usr/bin/chromium-browser", reason: "Ubuntu's name of the same browser" },
  { path: "/usr/bin/google-chrome", reason: "Google's package of the browser, tried last" },
  { path: "/usr/bin/apt-get", reason: "setup checks for Debian's installer before offering the install line" },
  { path: "/usr/bin/time", reason: "GNU time, which the Konane bench uses for a child's peak memory" },
  { path: "/shared/census", reason: "README's Slurm example: a placeholder for the cluster's shared file system, named as such" },
  { path: "/shared/census/slurm/census-array.sbatch", reason: "the same placeholder, the script the example writes there" },
];

const PATH_PATTERN = new RegExp(
  // not inside a word, a relative path, a URL (`//host/...`), `~/` or `$TMPDIR/`, `${x}/`
  String.raw`(?<![\w.~:/\-$\{\}])/(?:` + MACHINE_ROOTS.join("|") + String.raw`)(?:/[^\s"'\x60)\]>,;]*)?` + String.raw`(?=[\s"'\x60)\]>,;]|$)`,
  "g",
);
const WINDOWS_PATTERN = /\b[A-Za-z]:\\(?:Users|home|work|tmp)\\[^\s"'`]*/g;

/** Absolute machine paths in a text, with their 1-based line numbers, less the allowed ones. */
function machinePaths(text: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  text.split("\n").forEach((lineText, i) => {
    for (const re of [PATH_PATTERN, WINDOWS_PATTERN]) {
      for (const m of lineText.matchAll(re)) {
        const path = m[0].replace(/[.:]+$/, "");
        if (!ALLOWED.some((a) => a.path === path)) found.push({ line: i + 1, path });
      }
    }
  });
  return found;
}

function trackedTextFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
  return out
    .split("\0")
    .filter((f) => f !== "" && !f.startsWith("results/") && f !== "package-lock.json");
}

describe("no absolute path of one machine in the repository", () => {
  it("the scanner finds machine paths and lets allowed ones through (fixture)", () => {
    const slash = "/";
    const fixture = [
      `sources are in ${slash}work${slash}shared${slash}seeds${slash} on the dev machine`,
      `log written to ${slash}tmp${slash}x.log; home ${slash}home${slash}alice${slash}notes.md`,
      `#!${slash}usr${slash}bin${slash}env node`,
      "relative lib/work/x, URL https://example.org/work/x, ~/packages, $TMPDIR/tmp/x, a/tmp/b",
      `C:\\Users\\bob\\cgtlab`,
    ].join("\n");
    expect(machinePaths(fixture)).toEqual([
      { line: 1, path: `${slash}work${slash}shared${slash}seeds${slash}` },
      { line: 2, path: `${slash}tmp${slash}x.log` },
      { line: 2, path: `${slash}home${slash}alice${slash}notes.md` },
      { line: 5, path: `C:\\Users\\bob\\cgtlab` },
    ]);
  });

  it("every allowed path is still used somewhere (the allow-list stays short)", () => {
    const files = trackedTextFiles();
    const all = files.map((f) => readText(f) ?? "").join("\n");
    for (const a of ALLOWED) expect(all.includes(a.path), `${a.path} (${a.reason}) is no longer used: remove it`).toBe(true);
  });

  it("tracked files (results/ excepted) name no absolute path of a machine", () => {
    const offenders: string[] = [];
    for (const f of trackedTextFiles()) {
      const text = readText(f);
      if (text === undefined) continue;
      for (const p of machinePaths(text)) offenders.push(`${f}:${p.line}: ${p.path}`);
    }
    expect(offenders, "cite sources by title, author and date (SOURCES.md); use relative paths or os.tmpdir()").toEqual([]);
  });
});

/** A tracked file's text, or undefined for a binary file (a NUL byte) or one deleted from the work tree. */
function readText(f: string): string | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(join(ROOT, f));
  } catch {
    return undefined;
  }
  if (buf.includes(0)) return undefined;
  return buf.toString("utf8");
}
