/**
 * The README's performance table from the last engine-speed run: reads
 * results/bench/engine-speed.json (written by `npm run bench -- engine-speed`) and prints one
 * Markdown row per family size (positions, cold whole-process CPU and warm CPU of the frozen and
 * today's library, and the two speedups), then the run's date and notes. Usage:
 *   npx tsx bench/engine-speed-table.ts
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

interface Row {
  name: string;
  positions_today: number;
  cold_process_cpu_ms_frozen: number;
  cold_process_cpu_ms_today: number;
  warm_cpu_ms_frozen: number;
  warm_cpu_ms_today: number;
  warm_us_per_position_today: number | null;
  cold_speedup: number;
  warm_speedup: number;
}

const file = join(resolve(__dirname, ".."), "results", "bench", "engine-speed.json");
const report = JSON.parse(readFileSync(file, "utf8")) as { rows: Row[]; notes: string[]; machine: { date: string; cores: number; cpu: string } };
const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const lines = [
  "| position | positions | cold CPU ms, frozen → today | cold speedup | warm CPU ms, frozen → today | warm speedup | warm µs / position today |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...report.rows.map(
    (r) =>
      `| ${r.name} | ${r.positions_today.toLocaleString("en-US")} | ${ms(r.cold_process_cpu_ms_frozen)} → ${ms(r.cold_process_cpu_ms_today)} | ${r.cold_speedup.toFixed(2)} | ${ms(r.warm_cpu_ms_frozen)} → ${ms(r.warm_cpu_ms_today)} | ${r.warm_speedup.toFixed(2)} | ${r.warm_us_per_position_today === null ? "–" : r.warm_us_per_position_today.toFixed(1)} |`,
  ),
  "",
  `Run of ${report.machine.date.slice(0, 10)} (${report.machine.cpu}, ${report.machine.cores} cores). ${report.notes.join("; ")}.`,
];
console.log(lines.join("\n"));
