/**
 * Konane benchmark (issue 3). Side by side in one run:
 *  1. the seed's C++ (maximal-jump program, g++ -O2, compiled into a temp dir) against cgtlab on
 *     3×11 and 3×12: string length and distinct positions must agree; compute time (cgtlab: best
 *     of 5 JIT-warm runs after a cold first run in its process, and that cold first run) and peak RSS of each process (C++ under /usr/bin/time -v when available, else its /proc status; cgtlab
 *     in a fresh node process reporting process.resourceUsage().maxRSS);
 *  2. the seed metrics (string length, distinct positions) for 3×n, n = 1, 2, ... with cgtlab:
 *     maximal jumps to KONANE_BENCH_STATS_NMAX (default 20), standard to
 *     KONANE_BENCH_STATS_STANDARD_NMAX (default 18);
 *  3. canonical values of 3×n (standard rules) as far as KONANE_BENCH_VALUES_NMAX (default 20;
 *     3×21 did not finish within 600 s on the 2-core test machine)
 *     and a per-n time cap (KONANE_BENCH_VALUES_MAX_S, default 600 s) allow.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { growthTable, valuesTable } from "../lib/analysis/konane";
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

  // 2. seed metrics for 3×n with cgtlab, both variants
  const statsMax = Number(process.env.KONANE_BENCH_STATS_NMAX ?? 20);
  const statsStdMax = Number(process.env.KONANE_BENCH_STATS_STANDARD_NMAX ?? 18);
  const growthMax = growthTable({ nMax: statsMax, variants: ["maximal"], maxMillisPerN: 900_000 });
  const growthStd = growthTable({ nMax: statsStdMax, variants: ["standard"], maxMillisPerN: 900_000 });
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

  // 3. canonical values of 3×n
  const valuesMax = Number(process.env.KONANE_BENCH_VALUES_NMAX ?? 20);
  const capS = Number(process.env.KONANE_BENCH_VALUES_MAX_S ?? 600);
  const values = valuesTable({ nMax: valuesMax, variant: "standard", maxMillisPerN: capS * 1000 });
  for (const r of values.rows) {
    rows.push({
      name: `cgtlab value 3×${r.n} (standard)`,
      n: r.n,
      value: r.value.length > 60 ? r.value.slice(0, 60) + "…" : r.value,
      birthday: r.birthday,
      temperature: r.temperature,
      canonical_size: r.canonical_size,
      memo_boards: r.memo_boards,
      time_ms: r.time_ms,
    });
  }
  if (values.stopped) notes.push(`values stopped at 3×${values.stopped.n}: ${values.stopped.reason}`);
  notes.push(
    `values reached 3×${values.rows.at(-1)?.n ?? 0} (asked for ${valuesMax}, cap ${capS} s per n); ` +
      `bench process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
  return { topic: "konane", rows, ratios, notes };
}
