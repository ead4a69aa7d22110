/**
 * Tokyo Doves checkmate census vs today's pruned survey, side by side on the same shards of
 * 8 and 9 doves (CPU time of this process, one thread). Both must report the same checkmates and
 * positions checked; the ratio is old CPU / new CPU. The survey runs the checkmate test only
 * (noSuicide off): the CLI's default survey also runs the non-suicide test and is slower still.
 * Then the projected CPU time of the complete census 2..12 from a sampled shard of each size.
 */
import * as an from "../lib/studies/tokyodoves";
import type { BenchReport, BenchRow } from "./harness";

function cpu<T>(fn: () => T): { cpuMs: number; value: T } {
  const c0 = process.cpuUsage();
  const value = fn();
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000, value };
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  const ratios: Record<string, number> = {};
  let oldTotal = 0;
  let newTotal = 0;
  for (const [n, index, count] of [[8, 5, 128], [8, 77, 128], [9, 7, 256], [9, 100, 256]] as const) {
    const shard = { index, count };
    const survey = cpu(() => an.surveyPositions(n, { method: "pruned", noSuicide: false, shard }));
    const census = cpu(() => an.censusCheckmates(n, { shard }));
    if (survey.value.checkmates !== census.value.checkmates || survey.value.positionsChecked !== census.value.positionsChecked) {
      throw new Error(`census and survey disagree on ${n} doves shard ${index}/${count}`);
    }
    oldTotal += survey.cpuMs;
    newTotal += census.cpuMs;
    for (const [name, r] of [["pruned survey (today)", survey], ["census", census]] as const) {
      rows.push({
        name: `${name}, ${n} doves, shard ${index}/${count}`, checkmates: r.value.checkmates, positions_checked: r.value.positionsChecked,
        cpu_ms: Math.round(r.cpuMs), positions_per_cpu_s: Math.round((r.value.positionsChecked / r.cpuMs) * 1000),
      });
    }
    ratios[`survey_over_census_cpu_${n}_doves_shard_${index}_of_${count}`] = +(survey.cpuMs / census.cpuMs).toFixed(1);
  }
  ratios.survey_over_census_cpu_all_shards = +(oldTotal / newTotal).toFixed(1);

  // projection of the complete census from one sampled shard per size (1/256 of its units)
  let projected = 0;
  for (let n = 8; n <= 12; n++) {
    const N = 256;
    const r = cpu(() => an.censusCheckmates(n, { shard: { index: 3, count: N } }));
    const hours = (r.cpuMs * N) / 3.6e6;
    projected += hours;
    rows.push({ name: `census sample ${n} doves, shard 3/${N}`, checkmates: r.value.checkmates, positions_checked: r.value.positionsChecked, cpu_ms: Math.round(r.cpuMs), projected_cpu_hours: +hours.toFixed(2) });
  }
  ratios.census_projected_cpu_hours_8_to_12 = +projected.toFixed(2);
  notes.push("ratios: CPU time of today's pruned survey (checkmate test only) over the census, same shards, same run");
  notes.push("projection: one shard of 1/256 of the units per size × 256 (units differ in cost; the committed census shards give the measured total)");
  notes.push("a shared 2-core machine; the census itself may be running beside it (CPU time, not wall time, is compared)");
  return { topic: "tokyodoves-census", rows, ratios, notes };
}
