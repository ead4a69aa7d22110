/**
 * Tokyo Doves position counts: the two-stage formula count (all sizes 2..12, exact and the
 * seed-reconstruction variants) against the brute-force enumerations that check it.
 */
import {
  bruteForceCounts,
  countHypotheses,
  countTotals,
  countingShapes,
  crudeCounts,
  positionCounts,
  surroundVariantTotals,
} from "../lib/studies/tokyodoves/counts";
import { bestOf, timeIt, type BenchReport, type BenchRow } from "./harness";

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];

  // Cold: the first call in a fresh process, as in a notebook cell.
  const cold = timeIt(() => {
    const shapes = countingShapes();
    return { shapes, rows: positionCounts({ shapes }) };
  });
  const t = countTotals(cold.value.rows);
  rows.push({ name: "shapes + exact counts (first call, cold)", ms: cold.ms, shapes: t.shapes, positions: t.positions, positions_realistic: t.positions_realistic });

  const crude = bestOf(5, () => crudeCounts());
  rows.push({ name: "crude formula", ms: crude.ms, positions: crude.value.reduce((s, r) => s + r.count, 0) });

  const shapes = bestOf(5, () => countingShapes());
  rows.push({ name: "canonical shapes (65,536 boards)", ms: shapes.ms, shapes: shapes.value.length });

  const counts = bestOf(5, () => positionCounts({ shapes: shapes.value }));
  rows.push({ name: "exact counts from shapes", ms: counts.ms, positions: countTotals(counts.value).positions });

  const pipeline = bestOf(5, () => {
    const s = countingShapes();
    positionCounts({ shapes: s });
    return countHypotheses(s);
  });
  rows.push({ name: "shapes + counts + 24 seed hypotheses", ms: pipeline.ms, hypotheses: pipeline.value.length });

  const variants = bestOf(3, () => surroundVariantTotals(shapes.value));
  rows.push({ name: "972 variant surrounded tests (seed realistic search)", ms: variants.ms, totals: variants.value.length });

  const set5 = timeIt(() => bruteForceCounts(5, { method: "set" }));
  rows.push({ name: "brute force, Set of placements, n ≤ 5", ms: set5.ms, examined: set5.value.reduce((s, r) => s + r.examined, 0) });

  const rep7 = timeIt(() => bruteForceCounts(7));
  rows.push({ name: "brute force, representatives, n ≤ 7", ms: rep7.ms, examined: rep7.value.reduce((s, r) => s + r.examined, 0) });

  const rep9 = timeIt(() => bruteForceCounts(9));
  const agree = rep9.value.every((r) => {
    const e = cold.value.rows[r.doves - 2]!;
    return e.positions === r.positions && e.positions_realistic === r.positions_realistic;
  });
  rows.push({
    name: "brute force, representatives, n ≤ 9",
    ms: rep9.ms,
    examined: rep9.value.reduce((s, r) => s + r.examined, 0),
    agrees_with_formula: agree,
  });

  return {
    topic: "tokyodoves-counts",
    rows,
    ratios: {
      bruteforce_n9_over_formula_all_sizes_time: rep9.ms / counts.ms,
      bruteforce_n9_over_shapes_plus_counts_time: rep9.ms / (shapes.ms + counts.ms),
    },
    notes: [
      "All counts (shapes, exact, seed reconstruction) are computed well under a second; the brute force checks n ≤ 9 in the same run.",
      "The 'cold' row is the first call in the process (JIT warm-up included), the others are best of 5.",
    ],
  };
}
