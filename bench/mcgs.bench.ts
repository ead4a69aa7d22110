/**
 * cgtlab's outcome solver side by side with MCGS (issue 30 item 6): Folkersen, Müller and Du's
 * Minimax-based Combinatorial Game Solver, University of Alberta, tagged release v1.5
 * (github.com/ualberta-mueller-group/MCGS), built from its published source with its own makefile
 * as its authors build it for their experiments (`make DEBUG=0`, experiments/acg_2025/experiments.sh),
 * no database. A benchmark step, not a dependency: nothing of MCGS is in this repository.
 *
 * Where MCGS comes from, first that applies:
 *  1. `MCGS_BIN`: a built MCGS v1.5 binary;
 *  2. an earlier build of this bench in `MCGS_BUILD_DIR` (default `<os tmpdir>/cgtlab-mcgs-v1.5`);
 *  3. its source, the tag v1.5 of `MCGS_SOURCE` (anything `git clone` takes: a URL or a local
 *     clone or mirror; default the GitHub repository), only the files the build needs checked out
 *     (or without git, GitHub's tarball of the tag through curl), built by `make -j DEBUG=0 MCGS`
 *     (about 5 CPU minutes) in a temporary directory renamed into place when complete.
 * Without a C++ toolchain (`c++`, `make`) or without the source, the bench is skipped with one line.
 *
 * Measured, board by board, cgtlab and MCGS one after the other in one run (the machine may be
 * shared: the times are noisy, node counts are not):
 *  - cgtlab: `solvers.solve` (default options: negamax, simplification, knowledge) in a fresh
 *    process per board and player (bench/mcgs-child.ts; cold tables, as MCGS starts with an empty
 *    table), the solve call's wall and CPU milliseconds; cold code (the process's first solve: V8
 *    runs the solver for the first time), warm code (after 2 s of solves of a smaller board of
 *    the game and `cgt.resetStore()`: what a notebook kernel that has solved before pays) and, for
 *    boards whose cold solves take under RERUN_BELOW_MS each, rerun code (after 2 s of solves of the
 *    board itself and `cgt.resetStore()`: a kernel rerunning the cell; the median of five such
 *    solves, each from an emptied store; on the smallest boards the first solve of a board
 *    recompiles code the smaller board never reached);
 *  - MCGS: one process per board solving `{B, W}` with `--clear-tt` (each solve starts from an
 *    empty table); **its own reported solve time** (`Time (ms)`, a stopwatch around the search,
 *    which excludes the 1.78 GB table MCGS allocates and fills at start-up and the clearing) is the
 *    headline; beside it the process's CPU time minus that of a run on a trivial game (the
 *    start-up cost, measured once in the same run).
 * The notes name where MCGS came from without this machine's paths. Ratios are cgtlab ÷ MCGS (below 1: cgtlab faster). The winners must agree (an error otherwise):
 * Left = MCGS's Black (Domineering: vertical; Clobber: `x` = `X`), Cram = `[impartial domineering]`.
 * Boards: MCGS_BOARDS (default "clobber:2x6,clobber:2x8,clobber:2x10,clobber:2x12,clobber:4x5,clobber:3x8,
 * clobber:4x6,domineering:5x6,domineering:6x6,cram:5x6"); a cap per process MCGS_TIMEOUT_S (default 600).
 */
import { spawnSync } from "node:child_process";
import { cpus, tmpdir } from "node:os";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { machineInfo, median, runSolveChild, type BenchReport, type BenchRow, type TimedSolve } from "./harness";
import { games } from "../lib";

const TAG = "v1.5";
const REPOSITORY = "https://github.com/ualberta-mueller-group/MCGS";
const DEFAULT_BOARDS = "clobber:2x6,clobber:2x8,clobber:2x10,clobber:2x12,clobber:4x5,clobber:3x8,clobber:4x6,domineering:5x6,domineering:6x6,cram:5x6";

type Player = "left" | "right";

/** Boards whose cold solves each take less than this (wall ms) are also timed as a rerun (the warm-up solves the board itself, two players × at least three rounds). */
const RERUN_BELOW_MS = 2000;

function runs(cmd: string, args: readonly string[], cwd?: string): boolean {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return r.status === 0;
}

/** The MCGS binary to run, or why there is none (one line). Builds it when it has to (see the module comment). */
export function findMcgs(): { bin: string; how: string } | { skip: string } {
  const given = process.env.MCGS_BIN;
  if (given !== undefined && given !== "") {
    return existsSync(given) ? { bin: resolve(given), how: "the binary MCGS_BIN" } : { skip: `MCGS_BIN=${given} does not exist` };
  }
  const dir = process.env.MCGS_BUILD_DIR ?? join(tmpdir(), `cgtlab-mcgs-${TAG}`);
  if (existsSync(join(dir, "MCGS"))) return { bin: join(dir, "MCGS"), how: "built earlier by this bench (MCGS_BUILD_DIR)" };
  if (!runs("make", ["--version"]) || !runs("c++", ["--version"])) return { skip: "no C++ toolchain (c++ and make) on this machine" };
  const source = process.env.MCGS_SOURCE ?? `${REPOSITORY}.git`;
  const work = mkdtempSync(join(tmpdir(), "cgtlab-mcgs-build-"));
  const src = join(work, "MCGS");
  let fetched: string;
  if (runs("git", ["--version"])) {
    // the tag, without checking out the large files the build does not need (a mirror may lack them)
    // (a shallow clone first; a local mirror missing some large objects refuses to pack one, but
    // a plain local clone of it, which copies no pack, works)
    const cloned = runs("git", ["clone", "--quiet", "--depth", "1", "--no-checkout", "--branch", TAG, source, src]) || (rmSync(src, { recursive: true, force: true }), runs("git", ["clone", "--quiet", "--no-checkout", "--branch", TAG, source, src]));
    if (!cloned || !runs("git", ["checkout", "HEAD", "--", "makefile", "src", "README.md", "LICENSE.md"], src)) {
      rmSync(work, { recursive: true, force: true });
      return { skip: `could not fetch MCGS ${TAG} from ${source} (no network? set MCGS_SOURCE to a clone, or MCGS_BIN to a binary)` };
    }
    fetched = `git clone --branch ${TAG} ${/^[a-z]+:\/\//.test(source) ? source : "of a local clone (MCGS_SOURCE)"}`;
  } else {
    const tarball = `${REPOSITORY}/archive/refs/tags/${TAG}.tar.gz`;
    if (!runs("sh", ["-c", `mkdir -p "$1" && curl -fsSL "$2" | tar xz -C "$1" --strip-components=1`, "sh", src, tarball])) {
      rmSync(work, { recursive: true, force: true });
      return { skip: `could not download ${tarball} (no git, no network?)` };
    }
    fetched = `tarball ${tarball}`;
  }
  const readme = existsSync(join(src, "README.md")) ? readFileSync(join(src, "README.md"), "utf8").split("\n")[0] ?? "" : "";
  if (!readme.includes("MCGS V1.5")) {
    rmSync(work, { recursive: true, force: true });
    return { skip: `the source fetched from ${source} is not MCGS V1.5 (its README begins "${readme}")` };
  }
  console.log(`bench mcgs: building MCGS ${TAG} in ${src} (make DEBUG=0, about 5 CPU minutes)`);
  const jobs = String(Math.max(1, cpus().length));
  const made = spawnSync("make", ["-j", jobs, "DEBUG=0", "MCGS"], { cwd: src, encoding: "utf8", maxBuffer: 1 << 26 });
  if (made.status !== 0 || !existsSync(join(src, "MCGS"))) {
    rmSync(work, { recursive: true, force: true });
    return { skip: `building MCGS ${TAG} failed: ${(made.stderr || "").trim().split("\n").pop() ?? ""}` };
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(src, dir); // whole or not at all
  rmSync(work, { recursive: true, force: true });
  return { bin: join(dir, "MCGS"), how: `${fetched}, built with make DEBUG=0` };
}

interface McgsRun {
  /** Per player (B then W): winner as Left/Right and MCGS's own solve time. */
  solves: { winner: Player; ms: number }[];
  /** The process's CPU milliseconds (user + system), start-up included. */
  cpuMs: number;
}

/** Run MCGS on one input under `sh`, whose `times` gives the child's CPU time; "timeout" when it ran past `timeoutS` (the process is killed). */
function runMcgs(bin: string, input: string, timeoutS: number): McgsRun | "timeout" {
  const r = spawnSync("sh", ["-c", `"$1" --clear-tt "$2" 2>&1; echo "exit=$?"; times`, "sh", bin, input], { encoding: "utf8", timeout: timeoutS * 1000, maxBuffer: 1 << 24, killSignal: "SIGKILL" });
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT") {
    spawnSync("pkill", ["-KILL", "-f", `^${bin} --clear-tt`]); // the MCGS under the killed shell
    return "timeout";
  }
  const out = r.stdout;
  if (r.status !== 0 || !out.includes("exit=0")) throw new Error(`MCGS failed on ${input}: ${out}${r.stderr}${r.error ? String(r.error) : ""}`);
  const solves: { winner: Player; ms: number }[] = [];
  for (const block of out.split("Test type:").slice(1)) {
    const player = /Player: ([BW])/.exec(block)?.[1];
    const got = /Got: (Win|Loss)/.exec(block)?.[1];
    const ms = Number(/Time \(ms\): ([\d.]+)/.exec(block)?.[1]);
    if (player === undefined || got === undefined || !Number.isFinite(ms)) throw new Error(`MCGS output not understood on ${input}: ${block}`);
    const mover: Player = player === "B" ? "left" : "right";
    solves.push({ winner: got === "Win" ? mover : mover === "left" ? "right" : "left", ms });
  }
  // `times`: the shell's user and system time, then its children's
  const t = [...out.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => (Number(m[1]) * 60 + Number(m[2])) * 1000);
  if (t.length < 4) throw new Error(`no CPU times from sh's times for ${input}: ${out}`);
  return { solves, cpuMs: t[2]! + t[3]! };
}

function runCgtlab(root: string, game: string, m: number, n: number, toMove: Player, timeoutS: number, code: "cold" | "warm" | "rerun"): TimedSolve {
  return runSolveChild(root, "mcgs-child.ts", [game, String(m), String(n), toMove, "negamax", code], timeoutS, `${game} ${m}x${n} ${toMove} first (${code} code)`);
}

/** MCGS's input for a board: its game section and grid (rows joined by `|`), both players to move. */
function mcgsInput(game: string, m: number, n: number): string {
  if (game === "clobber") return `[clobber] ${games.clobber.checkerboardPicture(m, n).toUpperCase()} {B, W}`;
  const empty = Array.from({ length: m }, () => ".".repeat(n)).join("|");
  if (game === "domineering") return `[domineering] ${empty} {B, W}`;
  if (game === "cram") return `[impartial domineering] ${empty} {B, W}`;
  throw new Error(`bench mcgs: unknown game "${game}" in MCGS_BOARDS (clobber, domineering, cram)`);
}


export function run(): Promise<BenchReport> {
  const found = findMcgs();
  if ("skip" in found) return Promise.resolve({ topic: "mcgs", rows: [], skipped: `MCGS side by side skipped: ${found.skip}` });
  const root = resolve(__dirname, "..");
  const timeoutS = Number(process.env.MCGS_TIMEOUT_S ?? 600);
  const boards = (process.env.MCGS_BOARDS ?? DEFAULT_BOARDS).split(",").map((b) => {
    const [game, size] = b.trim().split(":") as [string, string];
    const [m, n] = size.split("x").map(Number) as [number, number];
    return { game, m, n };
  });
  // the start-up cost of an MCGS process (allocating and filling its table), on a trivial game:
  // three runs, the median the cost and their spread the noise below which a difference means nothing
  const startups = [0, 1, 2].map(() => {
    const r = runMcgs(found.bin, "[clobber] XO {B}", timeoutS);
    if (r === "timeout") throw new Error(`MCGS ran past ${timeoutS} s on a trivial game`);
    return r.cpuMs;
  });
  const startup = { cpuMs: median(startups), noiseMs: Math.max(...startups) - Math.min(...startups) };
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const msRatios: number[] = [];
  const warmRatios: number[] = [];
  for (const { game, m, n } of boards) {
    const ours = (["left", "right"] as const).map((toMove) => runCgtlab(root, game, m, n, toMove, timeoutS, "cold"));
    const warm = (["left", "right"] as const).map((toMove) => runCgtlab(root, game, m, n, toMove, timeoutS, "warm"));
    const rerun = ours.every((o) => o.ms < RERUN_BELOW_MS) ? (["left", "right"] as const).map((toMove) => runCgtlab(root, game, m, n, toMove, timeoutS, "rerun")) : undefined;
    const theirs = runMcgs(found.bin, mcgsInput(game, m, n), timeoutS);
    const board = `${game} ${m}x${n}`;
    if (theirs === "timeout") {
      // both players in one MCGS process: it took more than the cap for the two
      (["left", "right"] as const).forEach((toMove, i) => {
        const a = ours[i]!;
        rows.push({ name: `${board} ${toMove} first`, winner: a.winner, cgtlab_nodes: a.nodes, cgtlab_ms: Math.round(a.ms), cgtlab_cpu_ms: Math.round(a.cpuMs), mcgs_ms: null, note: `MCGS did not solve both players within ${timeoutS} s (MCGS_TIMEOUT_S)` });
      });
      ratios[`cgtlab_over_mcgs_ms_${game}_${m}x${n}_both_at_most`] = (ours[0]!.ms + ours[1]!.ms) / (timeoutS * 1000);
      console.log(`bench mcgs: ${board}: cgtlab ${ours.map((o) => Math.round(o.ms)).join("/")} ms, MCGS over ${timeoutS} s for both (left/right first)`);
      continue;
    }
    (["left", "right"] as const).forEach((toMove, i) => {
      const a = ours[i]!;
      const w = warm[i]!;
      const b = theirs.solves[i]!;
      const r = rerun?.[i];
      if (a.winner !== b.winner || w.winner !== b.winner || (r !== undefined && r.winner !== b.winner)) throw new Error(`${board} ${toMove} first: cgtlab says ${a.winner} wins (${w.winner} with warm code${r === undefined ? "" : `, ${r.winner} rerun`}), MCGS says ${b.winner}`);
      rows.push({
        name: `${board} ${toMove} first`, winner: a.winner, cgtlab_nodes: a.nodes, cgtlab_ms: Math.round(a.ms), cgtlab_cpu_ms: Math.round(a.cpuMs), cgtlab_warm_ms: Math.round(w.ms),
        ...(r === undefined ? {} : { cgtlab_rerun_ms: Math.round(r.ms * 10) / 10 }),
        mcgs_ms: Math.round(b.ms * 10) / 10, ratio_ms: a.ms / b.ms, ratio_warm_ms: w.ms / b.ms, ...(r === undefined ? {} : { ratio_rerun_ms: r.ms / b.ms }),
      });
      if (r !== undefined) ratios[`cgtlab_rerun_over_mcgs_ms_${game}_${m}x${n}_${toMove}`] = r.ms / b.ms;
      ratios[`cgtlab_over_mcgs_ms_${game}_${m}x${n}_${toMove}`] = a.ms / b.ms;
      ratios[`cgtlab_warm_over_mcgs_ms_${game}_${m}x${n}_${toMove}`] = w.ms / b.ms;
      msRatios.push(a.ms / b.ms);
      warmRatios.push(w.ms / b.ms);
    });
    const mcgsCpu = theirs.cpuMs - startup.cpuMs;
    const ourCpu = ours[0]!.cpuMs + ours[1]!.cpuMs;
    // a difference within the start-up's own spread (or below zero) is not a measurement of the solve
    const measurable = mcgsCpu > Math.max(startup.noiseMs, 0);
    rows.push({
      name: `${board} both players (CPU)`,
      cgtlab_cpu_ms: Math.round(ourCpu),
      mcgs_cpu_ms_minus_startup: measurable ? Math.round(mcgsCpu) : null,
      mcgs_process_cpu_ms: Math.round(theirs.cpuMs),
      mcgs_startup_cpu_ms: Math.round(startup.cpuMs),
      ...(measurable ? { ratio_cpu: ourCpu / mcgsCpu } : { note: `MCGS's solve CPU is within the spread of its start-up (${Math.round(startup.noiseMs)} ms over 3 runs): no CPU ratio` }),
    });
    if (measurable) ratios[`cgtlab_over_mcgs_cpu_${game}_${m}x${n}`] = ourCpu / mcgsCpu;
    console.log(`bench mcgs: ${board}: cgtlab ${ours.map((o) => Math.round(o.ms)).join("/")} ms (warm code ${warm.map((o) => Math.round(o.ms)).join("/")}${rerun === undefined ? "" : `, rerun ${rerun.map((o) => o.ms.toFixed(1)).join("/")}`}), MCGS ${theirs.solves.map((s) => Math.round(s.ms)).join("/")} ms (left/right first)`);
  }
  ratios.median_cgtlab_over_mcgs_ms = median(msRatios);
  ratios.median_cgtlab_warm_over_mcgs_ms = median(warmRatios);
  return Promise.resolve({
    topic: "mcgs",
    rows,
    ratios,
    notes: [
      JSON.stringify(machineInfo()),
      `MCGS ${TAG}: ${found.how}; no database; --clear-tt (every solve from an empty table)`,
      "ratio_warm_ms: the same solve after warm-up solves of a smaller board of the game (2 s of CPU) and cgt.resetStore() (warm code, empty tables: a notebook kernel that has solved before) ÷ MCGS's solve time",
      `ratio_rerun_ms (boards whose cold solves take under ${RERUN_BELOW_MS} ms): the median of five such solves, each after cgt.resetStore(), following warm-up solves of the board itself (2 s of CPU, at least three rounds): a kernel rerunning the cell, ÷ MCGS's solve time`,
      "ratio_ms: cgtlab's solve call (wall ms, fresh process) ÷ MCGS's own reported solve time (Time (ms), wall, excluding its start-up table allocation); ratio_cpu: cgtlab's CPU ms ÷ (MCGS process CPU ms − the median CPU ms of 3 MCGS processes on a trivial game), left out where that difference is within the 3 start-ups' spread",
      "cgtlab: solvers.solve with default options (negamax, sum simplification, knowledge); winners checked equal",
      "the machine may be shared: times are noisy; boards measured one after the other, cgtlab then MCGS",
    ],
  });
}
