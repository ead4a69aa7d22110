/**
 * What the engine's checks of a ruleset's output cost (issue 25, item 2: "options must be arrays or
 * iterables of positions … in plain engine calls too (cheaply: the check must cost < 3% on the
 * Konane and Domineering benches)"): the same values computed with the checks on and off (an
 * internal switch of lib/solvers/engine.ts, `setOptionChecksForBench`), alternating in this one
 * process, a fresh engine and an empty game store per run, on the Konane 3×n boards and the
 * Domineering rectangles of their benches. Reports the median CPU time of each side and the ratio
 * checked / unchecked per position and overall (the machine is shared: medians of alternating runs).
 * Size: OPTION_CHECK_BENCH_REPS runs per side (default 7), OPTION_CHECK_BENCH_KONANE_N (default
 * 14,16) and OPTION_CHECK_BENCH_DOMINEERING ("5x5,4x6"): the small cases run for tens of ms, too short for a steady ratio.
 */
import * as cgt from "../lib/cgt";
import { rectangle, ruleset as domineering } from "../lib/games/domineering";
import { standardRuleset, threeByNBoard } from "../lib/games/konane";
import { Engine, setOptionChecksForBench } from "../lib/solvers/engine";
import type { Ruleset } from "../lib/ruleset";
import type { BenchReport, BenchRow } from "./harness";

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, d = 1): number => Math.round(x * 10 ** d) / 10 ** d;

/** CPU ms of one value computed from scratch (fresh engine, empty store), with the checks on or off. */
function once<P>(r: Ruleset<P>, p: P, checks: boolean): { cpuMs: number; value: string } {
  cgt.resetStore();
  const was = setOptionChecksForBench(checks);
  try {
    const c0 = process.cpuUsage();
    const value = cgt.format(new Engine(r).value(p));
    const c = process.cpuUsage(c0);
    return { cpuMs: (c.user + c.system) / 1000, value };
  } finally {
    setOptionChecksForBench(was);
  }
}

export async function run(): Promise<BenchReport> {
  const reps = Number(process.env.OPTION_CHECK_BENCH_REPS ?? 7);
  const konaneNs = (process.env.OPTION_CHECK_BENCH_KONANE_N ?? "14,16").split(",").map(Number);
  const rects = (process.env.OPTION_CHECK_BENCH_DOMINEERING ?? "5x5,4x6").split(",").map((s) => s.split("x").map(Number) as [number, number]);
  const cases: { name: string; ruleset: Ruleset<unknown>; position: unknown }[] = [
    ...konaneNs.map((n) => ({ name: `Konane 3×${n}`, ruleset: standardRuleset as Ruleset<unknown>, position: threeByNBoard(n) as unknown })),
    ...rects.map(([h, w]) => ({ name: `Domineering ${h}×${w}`, ruleset: domineering as Ruleset<unknown>, position: rectangle(h, w) as unknown })),
  ];
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  let totalOn = 0;
  let totalOff = 0;
  for (const c of cases) {
    once(c.ruleset, c.position, true); // warm-up (JIT) of both paths
    once(c.ruleset, c.position, false);
    const on: number[] = [];
    const off: number[] = [];
    let value = "";
    for (let i = 0; i < reps; i++) {
      // alternate which side goes first, so that drift of the machine's load hits both alike
      const order = i % 2 === 0 ? [true, false] : [false, true];
      for (const checks of order) {
        const r = once(c.ruleset, c.position, checks);
        if (value !== "" && r.value !== value) throw new Error(`${c.name}: ${r.value} with checks ${checks ? "on" : "off"}, ${value} before`);
        value = r.value;
        (checks ? on : off).push(r.cpuMs);
      }
    }
    const mOn = median(on);
    const mOff = median(off);
    totalOn += mOn;
    totalOff += mOff;
    rows.push({ name: c.name, value: value.length > 40 ? value.slice(0, 40) + "…" : value, runs_per_side: reps, cpu_ms_checked_median: round(mOn), cpu_ms_unchecked_median: round(mOff), checked_over_unchecked: round(mOn / mOff, 3) });
    ratios[`${c.name.replace(/[^A-Za-z0-9]+/g, "_")}_checked_over_unchecked_cpu`] = round(mOn / mOff, 3);
  }
  ratios.all_checked_over_unchecked_cpu = round(totalOn / totalOff, 3);
  return {
    topic: "option-check",
    rows,
    ratios,
    notes: [
      `the engine's checks of what move generators return (a list; each option a position), on against off, ${reps} alternating runs per side in one process, fresh engine and store each run; medians of CPU time; a shared 2-core machine, so single ratios within a few % of 1 are noise`,
    ],
  };
}
