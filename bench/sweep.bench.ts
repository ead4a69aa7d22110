/**
 * What a sweep costs on top of the engine, measured side by side in one run (alternating order,
 * a fresh cgt store before each): `solvers.valueSweep` (budgets per position and for the whole
 * sweep, progress, labels, row invariants) against a plain loop of `solvers.canonicalValue` plus
 * the same invariants, over Domineering rectangles with at most 25 cells; and the time-sliced
 * variant (`valueSweepSliced`, 100 ms slices) against the synchronous sweep.
 */
import { loadavg } from "node:os";
import { timeIt, timeItAsync, type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { canonicalValue, valueSweep, valueSweepSliced } from "../lib/solvers";
import { rectangle, ruleset as domineering, type Region } from "../lib/games/domineering";

function family(maxCells: number): Region[] {
  const out: Region[] = [];
  for (let h = 1; h * h <= maxCells; h++) for (let w = h; h * w <= maxCells; w++) out.push(rectangle(h, w));
  return out;
}

function plainLoop(positions: readonly Region[]): string[] {
  return positions.map((p) => {
    const g = canonicalValue(domineering, p);
    // the same invariants a sweep row carries
    cgt.birthday(g);
    cgt.temperature(g);
    cgt.leftStop(g);
    cgt.rightStop(g);
    cgt.mean(g);
    return cgt.format(g);
  });
}

export async function run(): Promise<BenchReport> {
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  const positions = family(25);
  const plain: number[] = [];
  const swept: number[] = [];
  const sliced: number[] = [];
  let same = true;
  for (let round = 0; round < 5; round++) {
    const order = round % 2 === 0 ? ["plain", "sweep", "sliced"] : ["sliced", "sweep", "plain"];
    for (const which of order) {
      cgt.resetStore();
      if (which === "plain") {
        const r = timeIt(() => plainLoop(positions));
        plain.push(r.ms);
      } else if (which === "sweep") {
        const r = timeIt(() => valueSweep(domineering, positions, { perPosition: { maxMillis: 600_000 }, budget: { maxPositions: 1e9 }, onProgress: () => { /* no progress output */ } }));
        swept.push(r.ms);
        cgt.resetStore();
        same &&= JSON.stringify(r.value.rows.map((x) => x.value)) === JSON.stringify(plainLoop(positions));
      } else {
        const r = await timeItAsync(() => valueSweepSliced(domineering, positions, { onProgress: () => { /* no progress output */ } }));
        sliced.push(r.ms);
      }
    }
  }
  const best = (xs: number[]) => Math.min(...xs);
  rows.push({ name: "plain canonicalValue loop", positions: positions.length, ms: best(plain) });
  rows.push({ name: "solvers.valueSweep", positions: positions.length, ms: best(swept) });
  rows.push({ name: "solvers.valueSweepSliced", positions: positions.length, ms: best(sliced) });
  return {
    topic: "sweep",
    rows,
    ratios: {
      plain_over_sweep_time: best(plain) / best(swept),
      sweep_over_sliced_time: best(swept) / best(sliced),
    },
    notes: [
      `Domineering rectangles h×w, h ≤ w, h·w ≤ 25 (${positions.length} boards); best of 5 alternating rounds, fresh store each`,
      `sweep rows equal the plain loop's values: ${same}`,
      `load average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)}`,
    ],
  };
}
