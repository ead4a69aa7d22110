/**
 * cgtlab's Domineering outcome solver side by side with Obsequi, the α-β Domineering solver of
 * Bullock's M.Sc. thesis ("Domineering: Solving Large Combinatorial Search Spaces", University of
 * Alberta, 2002; github.com/nathanbullock/obsequi), built from its published source. A benchmark
 * step, not a dependency: nothing of Obsequi is in this repository. It measures how far cgtlab's
 * generic solver (the ruleset's move counts, sum simplification) is from a dedicated bitboard
 * solver with Bullock's evaluation, move ordering and safe-move handling, in nodes and in time.
 *
 * Where Obsequi comes from, first that applies:
 *  1. `OBSEQUI_BIN`: a built binary;
 *  2. an earlier build of this bench in `OBSEQUI_BUILD_DIR` (default `<os tmpdir>/cgtlab-obsequi`);
 *  3. its source (`OBSEQUI_SOURCE`: anything `git clone` takes; default the GitHub repository),
 *     built by its own makefile (`make Obsequi`) after `protoc` generates the one protocol-buffer
 *     header its scoring file includes (and the `objs` folder its makefile expects). Today's g++ needs the C headers the 2016 source took for
 *     granted: they are given on the command line (`-include cstdio …`), the source is not changed.
 * Without `c++`, `make`, `protoc` or the source, the bench is skipped with one line.
 *
 * Measured, board by board and player by player, one after the other in one run:
 *  - cgtlab: the results table's solve (studies.domineering.solveDomineeringRectangle) in a fresh
 *    process (bench/obsequi-child.ts): nodes (states expanded) and the solve call's CPU ms;
 *  - Obsequi: `solve rows M cols N bits 24 V|H` (a table of 2^24 entries, as its README solves
 *    8×8) in one process: its node count (every call of its negamax, table hits and static
 *    decisions included, so it counts more than cgtlab's expanded states would) and the process's
 *    CPU ms (start-up included: filling its table of 2^24 entries costs about 0.25 s here, so the
 *    CPU ratio means something only on boards that take Obsequi longer than that).
 * The winners must agree (an error otherwise): Left = Vertical (V), Right = Horizontal (H).
 * Boards: OBSEQUI_BOARDS (default "6x6,6x7,7x6,7x7,8x7"); a cap per process OBSEQUI_TIMEOUT_S (default 900).
 */
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { machineInfo, runSolveChild, type BenchReport, type BenchRow } from "./harness";

const REPOSITORY = "https://github.com/nathanbullock/obsequi";
const DEFAULT_BOARDS = "6x6,6x7,7x6,7x7,8x7";
/** The C headers the source uses without including them (g++ 12 no longer pulls them in). */
const FLAGS = "-std=c++17 -O3 -march=native -include cstdio -include cstdlib -include cstring -include cstdint";

type Player = "left" | "right";

function runs(cmd: string, args: readonly string[], cwd?: string): boolean {
  return spawnSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).status === 0;
}

/** The Obsequi binary to run, or why there is none (one line). Builds it when it has to (see the module comment). */
export function findObsequi(): { bin: string; how: string } | { skip: string } {
  const given = process.env.OBSEQUI_BIN;
  if (given !== undefined && given !== "") return existsSync(given) ? { bin: resolve(given), how: "the binary OBSEQUI_BIN" } : { skip: `OBSEQUI_BIN=${given} does not exist` };
  const dir = process.env.OBSEQUI_BUILD_DIR ?? join(tmpdir(), "cgtlab-obsequi");
  if (existsSync(join(dir, "Obsequi"))) return { bin: join(dir, "Obsequi"), how: "built earlier by this bench (OBSEQUI_BUILD_DIR)" };
  for (const tool of ["make", "c++", "protoc", "git"]) if (!runs(tool, ["--version"])) return { skip: `no ${tool} on this machine (Obsequi is built with make, c++ and protoc from a git clone)` };
  const source = process.env.OBSEQUI_SOURCE ?? `${REPOSITORY}.git`;
  const work = mkdtempSync(join(tmpdir(), "cgtlab-obsequi-build-"));
  const src = join(work, "obsequi");
  const fail = (why: string) => {
    rmSync(work, { recursive: true, force: true });
    return { skip: why };
  };
  if (!runs("git", ["clone", "--quiet", "--depth", "1", source, src])) return fail(`could not fetch Obsequi from ${source} (no network? set OBSEQUI_SOURCE to a clone, or OBSEQUI_BIN to a binary)`);
  const code = join(src, "obsequi");
  if (!existsSync(join(code, "negamax.cc"))) return fail(`the source fetched from ${source} is not Obsequi (no obsequi/negamax.cc)`);
  if (!runs("protoc", ["--cpp_out=.", "obsequi.proto"], code)) return fail("protoc could not generate obsequi.pb.h");
  mkdirSync(join(code, "objs"), { recursive: true }); // the makefile writes its objects there and does not create it
  console.log(`bench obsequi: building Obsequi (make Obsequi, ${FLAGS})`);
  const made = spawnSync("make", ["Obsequi", `CPPFLAGS=${FLAGS}`], { cwd: code, encoding: "utf8", maxBuffer: 1 << 26 });
  if (made.status !== 0 || !existsSync(join(code, "Obsequi"))) return fail(`building Obsequi failed: ${(made.stderr || "").trim().split("\n").pop() ?? ""}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(code, dir); // whole or not at all
  rmSync(work, { recursive: true, force: true });
  const fetched = /^[a-z]+:\/\//.test(source) ? `git clone ${source}` : "git clone of a local clone (OBSEQUI_SOURCE)";
  return { bin: join(dir, "Obsequi"), how: `${fetched}, built with make Obsequi` };
}

interface Run {
  winner: Player;
  nodes: number;
  cpuMs: number;
}

/** Obsequi on the empty m×n board with `toMove` first, under `sh`, whose `times` gives the child's CPU time. */
function runObsequi(bin: string, m: number, n: number, toMove: Player, timeoutS: number): Run {
  const command = `solve rows ${m} cols ${n} bits 24 ${toMove === "left" ? "V" : "H"}`;
  const r = spawnSync("sh", ["-c", `echo "$2" | "$1" 2>&1; echo "exit=$?"; times`, "sh", bin, command], { encoding: "utf8", timeout: timeoutS * 1000, maxBuffer: 1 << 26 });
  const out = r.stdout ?? "";
  const found = /^winner ([VH]), move \([^)]*\), nodes ([\d,]+)\./m.exec(out);
  if (!out.includes("exit=0") || found === null) throw new Error(`Obsequi failed on "${command}": ${out.slice(-500)}${r.error ? String(r.error) : ""}`);
  const t = [...out.matchAll(/(\d+)m([\d.]+)s/g)].map((x) => (Number(x[1]) * 60 + Number(x[2])) * 1000);
  if (t.length < 4) throw new Error(`no CPU times from sh's times for "${command}"`);
  return { winner: found[1] === "V" ? "left" : "right", nodes: Number(found[2]!.replace(/,/g, "")), cpuMs: t[2]! + t[3]! };
}

function runCgtlab(root: string, m: number, n: number, toMove: Player, timeoutS: number): Run {
  return runSolveChild(root, "obsequi-child.ts", [String(m), String(n), toMove], timeoutS, `${m}x${n} ${toMove} first`);
}

export function run(): Promise<BenchReport> {
  const found = findObsequi();
  if ("skip" in found) return Promise.resolve({ topic: "obsequi", rows: [], skipped: `Obsequi side by side skipped: ${found.skip}` });
  const root = resolve(__dirname, "..");
  const timeoutS = Number(process.env.OBSEQUI_TIMEOUT_S ?? 900);
  const boards = (process.env.OBSEQUI_BOARDS ?? DEFAULT_BOARDS).split(",").map((b) => b.trim().split("x").map(Number) as [number, number]);
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  for (const [m, n] of boards) {
    for (const toMove of ["left", "right"] as const) {
      const ours = runCgtlab(root, m, n, toMove, timeoutS);
      const theirs = runObsequi(found.bin, m, n, toMove, timeoutS);
      const name = `domineering ${m}x${n} ${toMove} first`;
      if (ours.winner !== theirs.winner) throw new Error(`${name}: cgtlab says ${ours.winner} wins, Obsequi says ${theirs.winner}`);
      rows.push({ name, winner: ours.winner, cgtlab_nodes: ours.nodes, obsequi_nodes: theirs.nodes, ratio_nodes: ours.nodes / theirs.nodes, cgtlab_cpu_ms: Math.round(ours.cpuMs), obsequi_cpu_ms: Math.round(theirs.cpuMs), ratio_cpu: ours.cpuMs / Math.max(1, theirs.cpuMs) });
      ratios[`cgtlab_over_obsequi_nodes_${m}x${n}_${toMove}`] = ours.nodes / theirs.nodes;
      ratios[`cgtlab_over_obsequi_cpu_${m}x${n}_${toMove}`] = ours.cpuMs / Math.max(1, theirs.cpuMs);
      console.log(`bench obsequi: ${name}: cgtlab ${ours.nodes} nodes ${Math.round(ours.cpuMs)} ms, Obsequi ${theirs.nodes} nodes ${Math.round(theirs.cpuMs)} ms`);
    }
  }
  return Promise.resolve({
    topic: "obsequi",
    rows,
    ratios,
    notes: [
      JSON.stringify(machineInfo()),
      `Obsequi: ${found.how}; solve rows M cols N bits 24 V|H`,
      "nodes: cgtlab's expanded states; Obsequi's calls of its negamax (table hits and static decisions included)",
      "CPU: cgtlab's solve call (fresh process, modules loaded before the clock); Obsequi's whole process (its start-up, mostly filling a table of 2^24 entries, about 0.25 s)",
      "cgtlab: the results table's solve (safe-moves ordering, size limit 12, no database); winners checked equal",
      "the machine may be shared: times are noisy, node counts are not",
    ],
  });
}
