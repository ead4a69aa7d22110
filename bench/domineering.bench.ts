/**
 * Domineering benchmarks: the 35 hexominoes, all free polyominoes up to 10 and 12 cells,
 * rectangles up to the largest that fits the budget, and the component decomposition against
 * the undecomposed reference search (side by side, same run). Wall and CPU times are both
 * reported: the machine is shared, CPU time is the steadier figure.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import * as cgt from "../lib/cgt";
import { countFixedPolyominoes, freePolyominoes, rectangle, ruleset } from "../lib/games/domineering";
import { Engine, referenceValue } from "../lib/solvers";
import { polyominoValues } from "../lib/studies/domineering";
import { BudgetExceededError } from "../lib/util";
import type { BenchReport, BenchRow } from "./harness";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap plus off-heap (typed array) bytes in use. */
function memoryInUse(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
}

/**
 * Time `fn` (wall and CPU) and the memory its result retains: in-use bytes after a full GC
 * while the result is still referenced, minus before.
 */
function measure<T>(fn: () => T): { ms: number; cpuMs: number; retainedBytes: number; value: T } {
  gc();
  const m0 = memoryInUse();
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const value = fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  gc();
  const retainedBytes = memoryInUse() - m0;
  return { ms, cpuMs: (c.user + c.system) / 1000, retainedBytes, value };
}

const round = (x: number): number => Math.round(x * 10) / 10;

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  const ratios: Record<string, number> = {};

  // warm-up (JIT) on small rectangles, before anything is measured
  for (let i = 0; i < 5; i++) {
    for (const [m, n] of [[4, 4], [3, 6], [4, 5]] as const) {
      cgt.resetStore();
      new Engine(ruleset).value(rectangle(m, n));
    }
  }
  cgt.resetStore();
  notes.push(
    "values come from the generic engine (lib/solvers on games.domineering.ruleset); the dedicated solver it replaced was deleted after one side-by-side run of this benchmark gave dedicated/engine CPU ≥ 0.9 on 3×6 … 5×6 and the 12-cell polyomino sweep (issue 13; the figures are in that commit's message)",
  );

  // enumeration (cold: the free-polyomino cache is empty at this point)
  const en = measure(() => {
    for (let k = 1; k <= 12; k++) freePolyominoes(k);
  });
  rows.push({ name: "enumerate free polyominoes 1..12 (87,146)", ms: round(en.ms), cpu_ms: round(en.cpuMs) });
  const red = measure(() => countFixedPolyominoes(12));
  rows.push({ name: "Redelmeier count fixed polyominoes 1..12", ms: round(red.ms), cpu_ms: round(red.cpuMs), total: red.value.reduce((a, b) => a + b, 0) });

  // the 35 hexominoes (fresh solver; enumeration already cached)
  const hex = measure(() => {
    const e = new Engine(ruleset);
    for (const p of freePolyominoes(6)) e.value(p.region);
    return e.stats.valueEntries;
  });
  rows.push({ name: "35 hexominoes, fresh engine", ms: round(hex.ms), cpu_ms: round(hex.cpuMs), components: hex.value });

  // all free polyominoes up to 10 and up to 12 cells (values + kinds + temperatures)
  for (const k of [10, 12]) {
    const r = measure(() => {
      const solver = new Engine(ruleset);
      const out = polyominoValues(k, { solver });
      return { n: out.length, components: solver.stats.valueEntries, solver, out };
    });
    rows.push({
      name: `all free polyominoes ≤ ${k} cells (values, kinds, temperatures)`,
      ms: round(r.ms),
      cpu_ms: round(r.cpuMs),
      regions: r.value.n,
      components: r.value.components,
      retained_mib: round(r.retainedBytes / 2 ** 20),
    });
    r.value.solver.clear();
  }

  // decomposition vs undecomposed reference, side by side
  for (const [m, n] of [
    [3, 4],
    [4, 4],
  ] as const) {
    const fast = measure(() => new Engine(ruleset).value(rectangle(m, n)));
    const slow = measure(() => referenceValue(ruleset, rectangle(m, n)));
    if (fast.value !== slow.value) throw new Error(`${m}×${n}: decomposed and undecomposed values differ`);
    rows.push({ name: `${m}×${n} decomposed engine`, ms: round(fast.ms), cpu_ms: round(fast.cpuMs) });
    rows.push({ name: `${m}×${n} undecomposed reference`, ms: round(slow.ms), cpu_ms: round(slow.cpuMs) });
    ratios[`undecomposed_over_decomposed_${m}x${n}_cpu`] = round(slow.cpuMs / Math.max(fast.cpuMs, 0.1));
  }

  // rectangles, each with a fresh solver, in increasing difficulty; stop a family at the budget
  const families: [number, number][][] = [
    [[2, 12], [2, 16], [2, 18], [2, 20], [2, 22]],
    [[3, 8], [3, 10], [3, 11], [3, 12]],
    [[4, 4], [4, 6], [4, 7], [4, 8]],
    [[5, 5], [5, 6], [5, 7]],
    [[6, 6]],
  ];
  // 5×7 needs ~2.5 CPU minutes and 4.6 million components; 6×6 is out of reach (see notes).
  const limitMillis = (m: number, n: number): number => (m === 5 && n === 7 ? 900_000 : m === 6 ? 120_000 : 150_000);
  let largest = { cells: 0, name: "" };
  let mostComponents = { components: 0, name: "", ms: 0 };
  for (const fam of families) {
    for (const [m, n] of fam) {
      const solver = new Engine(ruleset);
      let status = "computed";
      const r = measure(() => {
        try {
          solver.value(rectangle(m, n), { budget: { maxMillis: limitMillis(m, n), maxHeapBytes: 3 * 2 ** 30 } });
        } catch (err) {
          if (!(err instanceof BudgetExceededError)) throw err;
          status = `budget (${err.limit})`;
        }
        return solver; // keep the memo alive until its memory is measured
      });
      rows.push({
        name: `rectangle ${m}×${n}`,
        ms: round(r.ms),
        cpu_ms: round(r.cpuMs),
        components: solver.stats.valueEntries,
        retained_mib: round(r.retainedBytes / 2 ** 20),
        status,
      });
      if (status !== "computed") {
        solver.clear();
        break;
      }
      if (m * n > largest.cells) largest = { cells: m * n, name: `${m}×${n}` };
      if (solver.stats.valueEntries > mostComponents.components) {
        mostComponents = { components: solver.stats.valueEntries, name: `${m}×${n}`, ms: r.ms };
      }
      if (m === 5 && n === 6) {
        ratios.rectangle_5x6_seconds = round(r.ms / 1000);
        ratios.rectangle_5x6_cpu_seconds = round(r.cpuMs / 1000);
      }
      solver.clear(); // free the memo before the next measurement
    }
  }
  notes.push(
    `hardest rectangle computed: ${mostComponents.name} with ${mostComponents.components.toLocaleString("en-US")} distinct components in ${round(mostComponents.ms / 1000)} s wall`,
  );
  notes.push(`largest rectangle computed (cells): ${largest.name} (per-rectangle wall limit 150 s; 900 s for 5×7, 120 s for 6×6; 3 GiB heap)`);
  notes.push(
    "retained_mib = heap + typed-array memory still in use after a full GC (the engine's tables; values added to the process-wide lib/cgt store stay too); cpu_ms = user+system CPU of this process (the machine is shared: wall ms can be several times cpu_ms)",
  );
  return { topic: "domineering", rows, ratios, notes };
}
