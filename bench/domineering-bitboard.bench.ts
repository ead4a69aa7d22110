/**
 * Domineering on bitboards against row masks (issue 27, item 2), side by side in one run:
 * `games.domineering.ruleset` (regions of ≤ 64 cells as lib/grid bitboards) and
 * `games.domineering.plainRuleset` (the row-mask path alone) on the same engine, values compared.
 * Warm: one process, JIT warmed, a fresh store and engine per run, the two alternated. Cold: a fresh
 * Node process per run (the built package, lib/dist), alternated; CPU of the value alone and of the
 * whole process. Medians of the runs; ratios are row masks ÷ bitboards (above 1: bitboards faster).
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import * as cgt from "../lib/cgt";
import { plainRuleset, rectangle, ruleset } from "../lib/games/domineering";
import { Engine } from "../lib/solvers";
import type { BenchReport, BenchRow } from "./harness";

const SIZES: readonly (readonly [number, number])[] = [[4, 5], [5, 5], [5, 6]];
const RUNS = 5;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number): number => Math.round(x * 10) / 10;

/** CPU ms of one value from a fresh store and engine, and the value's text. */
function warmRun(bits: boolean, m: number, n: number): { cpu: number; value: string } {
  cgt.resetStore();
  const c0 = process.cpuUsage();
  const v = new Engine(bits ? ruleset : plainRuleset).value(rectangle(m, n));
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, value: cgt.format(v) };
}

// the cold child: loads the built package, computes one value, prints CPU of the value and of the process
const CHILD = `
const L = require(process.argv[1]);
const [which, m, n] = process.argv.slice(2);
const D = L.games.domineering;
const c0 = process.cpuUsage();
const v = new L.solvers.Engine(which === "bits" ? D.ruleset : D.plainRuleset).value(D.rectangle(+m, +n));
const c = process.cpuUsage(c0);
const p = process.cpuUsage();
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, proc: (p.user + p.system) / 1000, value: L.cgt.format(v) }));
`;

function coldRun(bits: boolean, m: number, n: number): { cpu: number; proc: number; value: string } {
  const dist = resolve(__dirname, "..", "lib", "dist");
  const out = execFileSync(process.execPath, ["-e", CHILD, dist, bits ? "bits" : "rows", String(m), String(n)], { encoding: "utf8" });
  return JSON.parse(out) as { cpu: number; proc: number; value: string };
}

export function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  for (let i = 0; i < 3; i++) for (const bits of [false, true]) warmRun(bits, 4, 4);
  for (const [m, n] of SIZES) {
    const warm: Record<"rows" | "bits", number[]> = { rows: [], bits: [] };
    const cold: Record<"rows" | "bits", number[]> = { rows: [], bits: [] };
    const proc: Record<"rows" | "bits", number[]> = { rows: [], bits: [] };
    const values = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      for (const bits of i % 2 === 0 ? [false, true] : [true, false]) {
        const w = warmRun(bits, m, n);
        const c = coldRun(bits, m, n);
        const k = bits ? "bits" : "rows";
        warm[k].push(w.cpu);
        cold[k].push(c.cpu);
        proc[k].push(c.proc);
        values.add(w.value).add(c.value);
      }
    }
    if (values.size !== 1) throw new Error(`Domineering ${m}×${n}: the two paths disagree (${[...values].join(", ")})`);
    const row: BenchRow = { name: `Domineering ${m}×${n} = ${[...values][0]}` };
    for (const [what, t] of [["warm", warm], ["cold", cold], ["cold_process", proc]] as const) {
      row[`${what}_rows_cpu_ms`] = round(median(t.rows));
      row[`${what}_bits_cpu_ms`] = round(median(t.bits));
      ratios[`${what}_rows_over_bits_${m}x${n}`] = Math.round((median(t.rows) / median(t.bits)) * 100) / 100;
    }
    rows.push(row);
  }
  return Promise.resolve({
    topic: "domineering-bitboard",
    rows,
    ratios,
    notes: [`medians of ${RUNS} alternated runs each; CPU times (user + system) on a shared machine`],
  });
}
