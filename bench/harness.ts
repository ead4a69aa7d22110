/**
 * Benchmark harness. Each `bench/<topic>.bench.ts` exports `run(): Promise<BenchReport>`;
 * `npm run bench [topic ...]` runs them one after another and writes `results/bench/<topic>.json`.
 * Ratios must be measured side by side in the same run (the machines are noisy).
 */
import { cpus, totalmem } from "node:os";

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

export function machineInfo(): Record<string, string | number> {
  return {
    node: process.version,
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memory_gib: Math.round(totalmem() / 2 ** 30),
    date: new Date().toISOString(),
  };
}
