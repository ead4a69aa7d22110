/**
 * Konane benchmark (issue 3). Side by side in one run:
 *  1. the seed's C++ (maximal-jump program, g++ -O2, compiled into a temp dir) against cgtlab on
 *     3×11 and 3×12: string length and distinct positions must agree; compute time (cgtlab: best
 *     of 5 JIT-warm runs after a cold first run in its process, and that cold first run) and peak RSS of each process (C++ under /usr/bin/time -v when available, else its /proc status; cgtlab
 *     in a fresh node process reporting process.resourceUsage().maxRSS);
 *  2. the seed metrics (string length, distinct positions) for 3×n, n = 1, 2, ... with cgtlab:
 *     maximal jumps to KONANE_BENCH_STATS_NMAX (default 20), standard to
 *     KONANE_BENCH_STATS_STANDARD_NMAX (default 18);
 *  3. canonical values of 3×n (standard rules), side by side: the engine path (solvers.canonicalValue's
 *     generic engine of lib/solvers on games.konane.standardRuleset) and the previous path
 *     (canonicalValueReference, the code at the time issue 13 was filed, frozen in
 *     bench/konane-reference/values-reference.cjs since issue 26 took it out of the library). (Konane's own recursion
 *     before the engine was measured beside them once and then deleted: results/bench/konane.json
 *     of commit 8c5c1c2 has its "values.ts path" rows.)
 *     Both run in child processes on the compiled library (bench/konane-values-child.cjs: plain node
 *     on lib/dist, which `npm run bench` builds first), the code a notebook kernel runs.
 *     - warm: one process per path, as in a kernel, n = 1, 2, ...
 *       with its memo shared along n (the notebook's valuesTable protocol; JIT-warm from the
 *       smaller n); separate processes so that no path profits from another's module-level memo
 *       (components.ts' reach memo would serve both paths); wall ms, process CPU ms and CPU µs
 *       per position visited (memo entries added: symmetry classes valued, the same count on every
 *       path); the engine path to KONANE_BENCH_VALUES_NMAX (default 22), the previous one to
 *       KONANE_BENCH_REF_NMAX (default 20), each with a per-n cap KONANE_BENCH_VALUES_MAX_S (default 600 s);
 *     - warm, the engine without decomposition: the same engine on games.konane.standardRuleset
 *       with its `components` left out (every board valued whole, still folded over the
 *       symmetries), to KONANE_BENCH_UNDECOMPOSED_NMAX (default 17): what the independence split
 *       costs and saves, and how much per position the engine spends on everything else;
 *     - cold: a new process per n computing that one value, n in KONANE_BENCH_COLD_NS
 *       (default 8,10,12,14,16).
 *     KONANE_BENCH_PARTS (default "seed,stats,values") selects the sections to run.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { growthTable } from "../lib/studies/konane";
import type { BenchReport, BenchRow } from "./harness";

interface Measured {
  length: string;
  positions: number;
  ms: number;
  /** cgtlab only: the first run in the fresh process, including V8's JIT warm-up. */
  coldMs?: number;
  peakRssKiB: number;
}

function runSeed(bin: string, n: number): Measured {
  const haveTime = existsSync("/usr/bin/time");
  const res = haveTime
    ? spawnSync("/usr/bin/time", ["-v", bin, String(n)], { encoding: "utf8", maxBuffer: 1 << 20 })
    : spawnSync(bin, [String(n)], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`seed binary failed on 3×${n}: ${res.stderr}`);
  const [length, positions, ms] = res.stdout.trim().split("\n")[0]!.split(",");
  const rss = haveTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(res.stderr)?.[1] ?? NaN) : NaN;
  return { length: length!, positions: Number(positions), ms: Number(ms), peakRssKiB: rss };
}

function runCgtlab(root: string, variant: string, n: number): Measured {
  const out = execFileSync(
    process.execPath,
    ["--max-old-space-size=4096", "--import", "tsx", join(root, "bench/seed/cgtlab_child.ts"), variant, String(n)],
    { encoding: "utf8", cwd: root },
  );
  const j = JSON.parse(out.trim().split("\n").pop()!) as {
    string_length: string;
    unique_positions: number;
    ms: number;
    cold_ms: number;
    max_rss_kib: number;
  };
  return { length: j.string_length, positions: j.unique_positions, ms: j.ms, coldMs: j.cold_ms, peakRssKiB: j.max_rss_kib };
}

export async function run(): Promise<BenchReport> {
  const root = resolve(__dirname, "..");
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const notes: string[] = [];

  const parts = (process.env.KONANE_BENCH_PARTS ?? "seed,stats,values").split(",");
  notes.push(`sections run: ${parts.join(", ")} (KONANE_BENCH_PARTS)`);
  if (parts.includes("seed")) seedSection(root, rows, ratios, notes);
  if (parts.includes("stats")) statsSection(rows, notes);
  if (parts.includes("values")) valuesSection(root, rows, ratios, notes);
  return { topic: "konane", rows, ratios, notes };
}

function seedSection(root: string, rows: BenchRow[], ratios: Record<string, number>, notes: string[]): void {
  // 1. seed C++ vs cgtlab on 3×11 and 3×12
  const dir = mkdtempSync(join(tmpdir(), "cgtlab-konane-bench-"));
  try {
    const bin = join(dir, "seed_maximal");
    execFileSync("g++", ["-O2", "-o", bin, join(root, "bench/seed/seed_maximal.cpp")]);
    const baseline = runCgtlab(root, "maximal", 1);
    notes.push(`cgtlab child process baseline peak RSS (3×1): ${(baseline.peakRssKiB / 1024).toFixed(1)} MiB`);
    for (const n of [11, 12]) {
      const seed = runSeed(bin, n);
      const ours = runCgtlab(root, "maximal", n);
      const agree = seed.length === ours.length && seed.positions === ours.positions;
      if (!agree) throw new Error(`3×${n}: seed ${seed.length}/${seed.positions} vs cgtlab ${ours.length}/${ours.positions}`);
      rows.push({
        name: `seed C++ 3×${n} (maximal, g++ -O2)`,
        string_length: seed.length,
        unique_positions: seed.positions,
        time_ms: seed.ms,
        peak_rss_mib: Math.round(seed.peakRssKiB / 102.4) / 10,
      });
      rows.push({
        name: `cgtlab 3×${n} (maximal)`,
        string_length: ours.length,
        unique_positions: ours.positions,
        time_ms: Math.round(ours.ms * 10) / 10,
        cold_time_ms: Math.round(ours.coldMs! * 10) / 10,
        peak_rss_mib: Math.round(ours.peakRssKiB / 102.4) / 10,
      });
      ratios[`seed_cpp_over_cgtlab_3x${n}_time`] = Math.round((seed.ms / ours.ms) * 10) / 10;
      ratios[`seed_cpp_over_cgtlab_3x${n}_time_cold_first_run`] = Math.round((seed.ms / ours.coldMs!) * 10) / 10;
      ratios[`seed_cpp_over_cgtlab_3x${n}_peak_rss`] = Math.round((seed.peakRssKiB / ours.peakRssKiB) * 10) / 10;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function statsSection(rows: BenchRow[], notes: string[]): void {
  // 2. seed metrics for 3×n with cgtlab, both variants
  const statsMax = Number(process.env.KONANE_BENCH_STATS_NMAX ?? 20);
  const statsStdMax = Number(process.env.KONANE_BENCH_STATS_STANDARD_NMAX ?? 18);
  const growthMax = growthTable({ nMax: statsMax, variants: ["maximal"], perPosition: { maxMillis: 900_000 } });
  const growthStd = growthTable({ nMax: statsStdMax, variants: ["standard"], perPosition: { maxMillis: 900_000 } });
  const growth = { rows: [...growthMax.rows, ...growthStd.rows], stopped: [...growthMax.stopped, ...growthStd.stopped] };
  for (const r of growth.rows) {
    if (r.n >= 10) rows.push({ name: `cgtlab stats 3×${r.n} (${r.variant})`, ...r });
  }
  for (const r of growthStd.rows) {
    const m = growthMax.rows.find((x) => x.n === r.n);
    if (m && (m.string_length !== r.string_length || m.unique_positions !== r.unique_positions)) {
      notes.push(`3×${r.n}: the variants differ (${m.string_length} vs ${r.string_length})`);
    }
  }
  for (const s of growth.stopped) notes.push(`stats ${s.variant} stopped at 3×${s.n}: ${s.reason}`);
  notes.push(
    `stats (maximal) reached 3×${Math.max(...growthMax.rows.map((r) => r.n))} (asked for ${statsMax}), standard 3×${Math.max(...growthStd.rows.map((r) => r.n))} (asked for ${statsStdMax}); ` +
      `bench process RSS after: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB, peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
}

interface ValueRun {
  ms: number;
  cpuMs: number;
  positions: number;
  value: string;
  peakRssKiB: number;
}

type Impl = "fast" | "reference" | "undecomposed";

/** Runs bench/konane-values-child.cjs (plain node on lib/dist); one ValueRun per JSON line it prints. */
function runChild(root: string, args: string[]): (ValueRun & { n: number })[] {
  const out = execFileSync(
    process.execPath,
    ["--max-old-space-size=8192", join(root, "bench/konane-values-child.cjs"), ...args],
    { encoding: "utf8", cwd: root, maxBuffer: 1 << 26 },
  );
  return out
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      const j = JSON.parse(line) as { n: number; ms: number; cpu_ms: number; positions: number; value: string; max_rss_kib: number };
      return { n: j.n, ms: j.ms, cpuMs: j.cpu_ms, positions: j.positions, value: j.value, peakRssKiB: j.max_rss_kib };
    });
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round2 = (x: number): number => Math.round(x * 100) / 100;

const LABEL: Record<Impl, string> = { fast: "engine path", reference: "previous path", undecomposed: "engine path without decomposition" };

/**
 * What a 10× warm ratio would ask of the engine path, beside what the engine spends without the
 * split, for each n from 14 (JIT-warm) that all three warm runs reached: the previous path's CPU
 * ÷ 10 over the engine path's positions, the engine's CPU per position without decomposition, and
 * how many more positions it then visits.
 */
function decompositionNote(warm: Record<Impl, (ValueRun & { n: number })[]>): string {
  const parts: string[] = [];
  for (const u of warm.undecomposed) {
    const f = warm.fast.find((x) => x.n === u.n);
    const r = warm.reference.find((x) => x.n === u.n);
    if (u.n < 14 || f === undefined || r === undefined || f.positions === 0 || u.positions === 0) continue;
    parts.push(
      `3×${u.n}: ${round2((r.cpuMs * 100) / f.positions)} µs allowed, ${round2((u.cpuMs * 1000) / u.positions)} µs without decomposition ` +
        `(${round1(u.positions / f.positions)}× the positions; with it ${round2((f.cpuMs * 1000) / f.positions)} µs)`,
    );
  }
  return parts.length === 0
    ? "values warm without decomposition: no n ≥ 14 reached by all three paths"
    : "values warm, CPU per position visited that a 10× ratio over the previous path allows the engine path, " +
        "against what the engine spends per position with the split left out: " + parts.join("; ");
}

function valuesSection(root: string, rows: BenchRow[], ratios: Record<string, number>, notes: string[]): void {
  // 3. canonical values of 3×n: the engine path against the previous path, warm (one process per path, memo shared along n) and cold (a process per n)
  const fastMax = Number(process.env.KONANE_BENCH_VALUES_NMAX ?? 22);
  const refMax = Number(process.env.KONANE_BENCH_REF_NMAX ?? 20);
  const wholeMax = Number(process.env.KONANE_BENCH_UNDECOMPOSED_NMAX ?? 17);
  const capMs = Number(process.env.KONANE_BENCH_VALUES_MAX_S ?? 600) * 1000;
  const coldNs = (process.env.KONANE_BENCH_COLD_NS ?? "8,10,12,14,16").split(",").map(Number);
  const warm: Record<Impl, (ValueRun & { n: number })[]> = {
    reference: runChild(root, ["reference", String(refMax), "warm", String(capMs)]),
    fast: runChild(root, ["fast", String(fastMax), "warm", String(capMs)]),
    undecomposed: runChild(root, ["undecomposed", String(wholeMax), "warm", String(capMs)]),
  };
  for (let n = 1; n <= Math.max(fastMax, refMax, wholeMax); n++) {
    const at = (impl: Impl) => warm[impl].find((x) => x.n === n);
    const f = at("fast");
    for (const impl of ["reference", "fast", "undecomposed"] as const) {
      const r = at(impl);
      if (r === undefined) continue;
      if (f !== undefined && r.value !== f.value) throw new Error(`3×${n}: ${LABEL[impl]} ${r.value} but engine path ${f.value}`);
      rows.push({
        name: `value 3×${n} warm (${LABEL[impl]})`,
        n,
        value: r.value.length > 60 ? r.value.slice(0, 60) + "…" : r.value,
        time_ms: round1(r.ms),
        cpu_ms: round1(r.cpuMs),
        positions_visited: r.positions,
        cpu_us_per_position: r.positions > 0 ? round1((r.cpuMs * 1000) / r.positions) : null,
      });
    }
    const r = at("reference");
    const u = at("undecomposed");
    if (f !== undefined && n >= 8) {
      if (r !== undefined) {
        ratios[`values_3x${n}_warm_previous_over_engine_time`] = round1(r.ms / f.ms);
        ratios[`values_3x${n}_warm_previous_over_engine_cpu`] = round1(r.cpuMs / f.cpuMs);
      }
      if (u !== undefined) ratios[`values_3x${n}_warm_undecomposed_over_engine_cpu`] = round1(u.cpuMs / f.cpuMs);
    }
  }
  notes.push(decompositionNote(warm));
  const cum = (impl: Impl): string => {
    const runs = warm[impl];
    const cpu = runs.reduce((a, x) => a + x.cpuMs, 0);
    const pos = runs.reduce((a, x) => a + x.positions, 0);
    const last = runs.at(-1);
    return `${LABEL[impl]} ${round1((cpu * 1000) / pos)} µs (${pos} positions to 3×${last?.n ?? 0}, peak RSS ${round1((last?.peakRssKiB ?? 0) / 1024)} MiB)`;
  };
  notes.push(`values warm (one process per path, asked for 3×${fastMax}, previous path 3×${refMax}): CPU µs per position visited over all n: ${cum("fast")}, ${cum("reference")}`);
  for (const impl of ["fast", "reference"] as const) {
    const runs = warm[impl];
    const within = runs.filter((x) => x.ms <= capMs).map((x) => x.n);
    const over = runs.find((x) => x.ms > capMs);
    notes.push(
      `values reach (${LABEL[impl]}): 3×${Math.max(0, ...within)} is the largest n computed within the ${capMs / 1000} s cap` +
        (over ? `; 3×${over.n} took ${round1(over.ms / 1000)} s` : `; every n asked for (to 3×${runs.at(-1)?.n ?? 0}) stayed within it`),
    );
  }
  for (const n of coldNs) {
    const cold = {} as Record<Impl, ValueRun>;
    for (const impl of ["reference", "fast"] as const) cold[impl] = runChild(root, [impl, String(n)])[0]!;
    const f = cold.fast;
    for (const impl of ["reference", "fast"] as const) {
      const x = cold[impl];
      if (x.value !== f.value) throw new Error(`cold 3×${n}: ${LABEL[impl]} ${x.value} but engine path ${f.value}`);
      rows.push({
        name: `value 3×${n} cold (${LABEL[impl]}, new process)`,
        n,
        time_ms: round1(x.ms),
        cpu_ms: round1(x.cpuMs),
        positions_visited: x.positions,
        cpu_us_per_position: round1((x.cpuMs * 1000) / x.positions),
        peak_rss_mib: round1(x.peakRssKiB / 1024),
      });
    }
    ratios[`values_3x${n}_cold_previous_over_engine_time`] = round1(cold.reference.ms / f.ms);
    ratios[`values_3x${n}_cold_previous_over_engine_cpu`] = round1(cold.reference.cpuMs / f.cpuMs);
  }
  const load = execFileSync("cat", ["/proc/loadavg"], { encoding: "utf8" }).trim();
  notes.push(`load average at the end of the values section: ${load} (2 cores shared with other jobs; CPU times are less sensitive to it than wall times)`);
}
