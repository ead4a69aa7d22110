/**
 * Benchmark harness. Each `bench/<topic>.bench.ts` exports `run(): Promise<BenchReport>`;
 * `npm run bench [topic ...]` runs them one after another and writes `results/bench/<topic>.json`.
 * Ratios must be measured side by side in the same run (the machines are noisy).
 */
import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

export interface BenchRow {
  name: string;
  [field: string]: string | number | boolean | null;
}

export interface BenchReport {
  topic: string;
  /** One row per measurement (timings in ms, memory in bytes). */
  rows: BenchRow[];
  /** Headline ratios, e.g. { "seed_cpp_over_cgtlab_3x12_time": 140.2 }. */
  ratios?: Record<string, number>;
  notes?: string[];
  /** Set when the benchmark could not run here (a missing tool or source): one line, and no results file is written. */
  skipped?: string;
}

/** Time a synchronous function once: wall ms and result. */
export function timeIt<T>(fn: () => T): { ms: number; value: T } {
  const t0 = process.hrtime.bigint();
  const value = fn();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, value };
}

/** Time an async function once. */
export async function timeItAsync<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, value };
}

/** Best (minimum) of `repeats` timings of `fn`. */
export function bestOf<T>(repeats: number, fn: () => T): { ms: number; value: T } {
  let best = timeIt(fn);
  for (let i = 1; i < repeats; i++) {
    const r = timeIt(fn);
    if (r.ms < best.ms) best = r;
  }
  return best;
}

/**
 * CPU ms per call of fn (and its last result): runs of 1, 2, 4, … calls, the clock read once per
 * run, until they used ≥ minMs of CPU. Read once per run because `process.cpuUsage()` itself costs
 * about a microsecond, as much as a small call: read after every call, it made a 0.3 µs
 * thermograph read 1.6 µs. CPU time, not wall time: the machine may be shared.
 */
export function cpuPerCall<T>(fn: () => T, minMs: number): { ms: number; calls: number; value: T } {
  const c0 = process.cpuUsage();
  const usedMs = (): number => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  let value = fn();
  let calls = 1;
  let used = usedMs();
  for (let run = 2; used < minMs; run *= 2) {
    for (let i = 0; i < run; i++) value = fn();
    calls += run;
    used = usedMs();
  }
  return { ms: used / calls, calls, value };
}

export function machineInfo(): Record<string, string | number> {
  return {
    node: process.version,
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memory_gib: Math.round(totalmem() / 2 ** 30),
    date: new Date().toISOString(),
  };
}

/** What a solve child prints ({@link printTimedSolve}): the winner, nodes, and the call's wall and CPU ms. */
export interface TimedSolve {
  winner: "left" | "right";
  nodes: number;
  ms: number;
  cpuMs: number;
}

/** Run one solve call: its winner, nodes, wall ms and CPU ms (the caller loads the modules it needs before, so the clock times the call alone). */
export function timedSolve(solve: () => { winner: "left" | "right"; nodes: number }): TimedSolve {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const r = solve();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  return { winner: r.winner, nodes: r.nodes, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** In a child process: print a {@link TimedSolve} as one JSON line (what {@link runSolveChild} reads). */
export function printTimed(out: TimedSolve): void {
  process.stdout.write(JSON.stringify(out) + "\n");
}

/** In a child process: run one solve call ({@link timedSolve}) and print it ({@link printTimed}). */
export function printTimedSolve(solve: () => { winner: "left" | "right"; nodes: number }): void {
  printTimed(timedSolve(solve));
}

/** The median of a non-empty list (the mean of the middle two for an even length). O(n log n). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Run `bench/<script>` under tsx in a fresh Node process (8 GiB heap, a deep stack) and return the
 * JSON of its last line of output ({@link printTimedSolve}); an Error naming `what` and the child's
 * stderr when it fails or passes `timeoutS`.
 */
export function runSolveChild(root: string, script: string, args: readonly string[], timeoutS: number, what: string): TimedSolve {
  const r = spawnSync(process.execPath, ["--max-old-space-size=8192", "--stack-size=8000", "--import", "tsx", join(root, "bench", script), ...args], { cwd: root, encoding: "utf8", timeout: timeoutS * 1000 });
  if (r.status !== 0) throw new Error(`cgtlab failed on ${what}: ${r.stderr}${r.error ? String(r.error) : ""}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as TimedSolve;
}
