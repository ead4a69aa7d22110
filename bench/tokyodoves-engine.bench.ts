/**
 * Tokyo Doves engine benchmark: move generation (bitboard vs reference, side by side), the
 * checkmate test (complete surveys of 5 and 6 doves) and the extrapolated cost of the complete
 * 2..12-dove checkmate enumeration (full search and the seed's pruned enumeration), from sampled
 * throughput per size and exact position counts.
 */
import * as td from "../lib/games/tokyodoves";
import * as an from "../lib/studies/tokyodoves";
import { timeIt, type BenchReport, type BenchRow } from "./harness";

const SEED_RUST_NOTE = "seed 002: the pruned enumeration in Rust took 'several days' (数日程度?) for 4,779,515,952 checkmates";

function cpuTime<T>(fn: () => T): { ms: number; cpuMs: number; value: T } {
  const c0 = process.cpuUsage();
  const t = timeIt(fn);
  const c = process.cpuUsage(c0);
  return { ms: t.ms, cpuMs: (c.user + c.system) / 1000, value: t.value };
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];

  // --- move generation, side by side on the same positions ---------------------------------
  const rnd = td.seededRandom(42);
  const positions = Array.from({ length: 20_000 }, () => td.randomPosition(rnd));
  const fb = new td.FastBoard();
  const cells = new Int8Array(12);
  const bestCpu = (repeats: number, fn: () => number): { ms: number; cpuMs: number; value: number } => {
    let best = cpuTime(fn);
    for (let i = 1; i < repeats; i++) {
      const r = cpuTime(fn);
      if (r.cpuMs < best.cpuMs) best = r;
    }
    return best;
  };
  const fast = bestCpu(3, () => {
    let succ = 0;
    for (const p of positions) {
      fb.load(p);
      const n = fb.generate();
      for (let i = 0; i < n; i++) fb.successorCells(fb.actDove[i]!, fb.actTo[i]!, fb.actOcc[i]!, cells);
      succ += n;
    }
    return succ;
  });
  const api = bestCpu(2, () => positions.reduce((s, p) => s + td.successors(p).length, 0));
  const ref = bestCpu(2, () => positions.reduce((s, p) => s + td.referenceSuccessors(p).length, 0));
  if (fast.value !== ref.value || api.value !== ref.value) throw new Error("generators disagree on the number of successors");
  const perCpuS = (k: number, cpuMs: number): number => Math.round((k / cpuMs) * 1000);
  for (const [name, r] of [
    ["movegen bitboard (buffer + normalized cells)", fast],
    ["movegen bitboard successors() (Position objects)", api],
    ["movegen reference (arrays and loops)", ref],
  ] as const) {
    rows.push({
      name, positions: positions.length, successors: r.value, ms: r.ms, cpu_ms: r.cpuMs,
      positions_per_cpu_s: perCpuS(positions.length, r.cpuMs), successors_per_cpu_s: perCpuS(r.value, r.cpuMs),
    });
  }

  // --- checkmate test on complete sizes ----------------------------------------------------------
  const full5 = cpuTime(() => an.surveyPositions(5, { method: "full" }));
  const full6 = cpuTime(() => an.surveyPositions(6, { method: "pruned" }));
  for (const [name, r] of [["checkmate+no-suicide survey, 5 doves, full search", full5], ["checkmate+no-suicide survey, 6 doves, pruned", full6]] as const) {
    rows.push({
      name, positions: r.value.positionsChecked, checkmates: r.value.checkmates, ms: r.ms, cpu_ms: r.cpuMs,
      positions_per_s: Math.round((r.value.positionsChecked / r.ms) * 1000), positions_per_cpu_s: Math.round((r.value.positionsChecked / r.cpuMs) * 1000),
    });
  }

  // --- extrapolation of the complete enumeration ---------------------------------------------------
  let fullSeconds = 0;
  let prunedSeconds = 0;
  let fullPositions = 0;
  let prunedPositions = 0;
  for (let n = 2; n <= 12; n++) {
    for (const method of ["full", "pruned"] as const) {
      const e = an.estimateSurvey(n, { method, units: 24, positionsPerUnit: 1500 });
      if (method === "full") {
        fullSeconds += e.estimatedSeconds;
        fullPositions += e.positionsToCheck;
      } else {
        prunedSeconds += e.estimatedSeconds;
        prunedPositions += e.positionsToCheck;
      }
      rows.push({
        name: `estimate ${n} doves ${method}`, positions_to_check: e.positionsToCheck, sampled: e.sampledPositions,
        sampled_checkmates: e.sampledCheckmates, positions_per_cpu_s: Math.round(e.positionsPerSecond), estimated_cpu_hours: +(e.estimatedSeconds / 3600).toFixed(3),
      });
    }
  }
  rows.push({ name: "estimate all sizes full search", positions_to_check: fullPositions, estimated_cpu_hours: +(fullSeconds / 3600).toFixed(1), estimated_cpu_days: +(fullSeconds / 86400).toFixed(2) });
  rows.push({ name: "estimate all sizes pruned (seed's method)", positions_to_check: prunedPositions, estimated_cpu_hours: +(prunedSeconds / 3600).toFixed(1), estimated_cpu_days: +(prunedSeconds / 86400).toFixed(2) });
  notes.push(SEED_RUST_NOTE);
  notes.push("estimates: exact position counts per size (formula) / throughput sampled on 24 evenly spaced work units per size, one thread, CPU time; divide by the number of threads/machines (work units shard without communication)");
  notes.push("timings on a shared 2-core machine; CPU-time rates are the robust ones");
  return {
    topic: "tokyodoves-engine",
    rows,
    ratios: {
      movegen_bitboard_over_reference_cpu: +(ref.cpuMs / fast.cpuMs).toFixed(1),
      movegen_successors_api_over_reference_cpu: +(ref.cpuMs / api.cpuMs).toFixed(1),
      full_enumeration_estimated_cpu_days: +(fullSeconds / 86400).toFixed(2),
      pruned_enumeration_estimated_cpu_days: +(prunedSeconds / 86400).toFixed(2),
      pruned_over_full_positions: +(prunedPositions / fullPositions).toFixed(3),
    },
    notes,
  };
}
