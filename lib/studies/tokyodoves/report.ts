/**
 * Seed 002's published numbers (smooth-pudding's blog on Tokyo Doves, see SOURCES.md) and the
 * tables and claim records notebooks 04 and 05 show: counts of positions beside the seed's three
 * figures, the readings that might explain the differences, and the seed's theorems and checkmate
 * total. Every row and verdict is computed from the caller's data by a rule of studies/claims.
 */
import { allOf, equals, type ClaimRecord } from "../claims";
import {
  countTotals,
  positionCounts,
  prefixCongruences,
  surroundVariantTotals,
  type BruteForceRow,
  type CountRow,
  type HypothesisRow,
  type ShapeInfo,
  type SurroundRule,
  type SurroundVariantRow,
} from "./counts";
import { estimateSurvey, type SurveyResult } from "./survey";
import type { CensusSizeStatus } from "./censusfiles";

/** Numbers printed by seed 002 (two articles of the blog ぷりんの雑記帳, smooth-pudding). */
export const SEED_002 = Object.freeze({
  /** 実現可能局面数をざっくり見積もってみる: the crude formula Σ 16P2 · 10Ck · 14Pk. */
  crude: 4_545_963_055_440,
  /** The same article: translation/rotation/reflection identified, no isolated dove. */
  positions: 509_462_034_903,
  /** The same article: "realistic" positions (neither boss surrounded, or only the own boss). */
  positionsRealistic: 318_195_819_783,
  /** 詰み局面: checkmates up to symmetry, the author's rerun of 2022/11/12. */
  checkmates: 4_779_515_952,
  /** The same count, first run. */
  checkmatesFirstRun: 4_779_499_398,
});

const SEED_COUNTS = "seed 002 (実現可能局面数をざっくり見積もってみる)";
const SEED_MATES = "seed 002 (詰み局面の数)";
const c = (n: number): string => n.toLocaleString("en-US");

/** The shapes by number of doves: how many, by stabilizer order |H| and |K| = 2, and how many are 8-connected. O(shapes). */
export function shapeSymmetryTable(shapes: readonly ShapeInfo[]): Record<string, number>[] {
  return Array.from({ length: 11 }, (_, i) => i + 2).map((n) => {
    const s = shapes.filter((x) => x.size === n);
    const order = (h: number): number => s.filter((x) => x.order === h).length;
    return { doves: n, shapes: s.length, "|H|=1": order(1), "|H|=2": order(2), "|H|=4": order(4), "|H|=8": order(8), "|K|=2": s.filter((x) => x.pointwiseOrder === 2).length, connected: s.filter((x) => x.connected).length };
  });
}

/** A shape's caption in a gallery: doves, |H| and |K| when 2. */
export function shapeCaption(s: ShapeInfo): string {
  return `n=${s.size} |H|=${s.order}${s.pointwiseOrder > 1 ? " |K|=2" : ""}`;
}

/** The Burnside counts beside both brute forces (the Set one may stop at fewer doves), per number of doves. O(rows). */
export function bruteForceAgreement(counts: readonly CountRow[], representatives: readonly BruteForceRow[], set: readonly BruteForceRow[]): { doves: number; formula: number | null; brute_representatives: number; brute_set: number | null; formula_realistic: number | null; brute_realistic: number; agree: boolean }[] {
  return representatives.map((r) => {
    const e = counts.find((x) => x.doves === r.doves);
    const s = set.find((x) => x.doves === r.doves);
    const agree = e?.positions === r.positions && e.positions_realistic === r.positions_realistic && (!s || (s.positions === e.positions && s.positions_realistic === e.positions_realistic));
    return { doves: r.doves, formula: e?.positions ?? null, brute_representatives: r.positions, brute_set: s ? s.positions : null, formula_realistic: e?.positions_realistic ?? null, brute_realistic: r.positions_realistic, agree };
  });
}

/** The hypotheses' totals beside the seed's figures, and which reproduce them exactly. O(rows). */
export function hypothesisTable(hyp: readonly HypothesisRow[]): { rows: Record<string, string | number>[]; refinedMatches: string[]; realisticMatches: string[] } {
  return {
    rows: hyp.map((h) => ({ hypothesis: h.name, positions: h.positions, minus_seed: h.positions - SEED_002.positions, realistic: h.positions_realistic, realistic_minus_seed: h.positions_realistic - SEED_002.positionsRealistic })),
    refinedMatches: hyp.filter((h) => h.positions === SEED_002.positions).map((h) => h.name),
    realisticMatches: hyp.filter((h) => h.positions_realistic === SEED_002.positionsRealistic).map((h) => h.name),
  };
}

/**
 * The congruence test of {@link prefixCongruences} for the seed's refined figure (exact and seed's
 * division) and its realistic figure (three readings, seed's division): how far each reading is
 * consistent and where it first fails. O(shapes · 3).
 */
export function congruenceTable(shapes: readonly ShapeInfo[], exact: readonly CountRow[], seedLike: readonly CountRow[]): { figure: string; reading: string; consistent_for_doves_up_to: number; first_failure: string }[] {
  const summary = (target: number, values: number[]): { consistent_for_doves_up_to: number; first_failure: string } => {
    const fail = prefixCongruences(target, values).find((r) => !r.consistent);
    return { consistent_for_doves_up_to: fail ? fail.doves - 1 : 11, first_failure: fail ? `n ≤ ${fail.doves}: residue ${fail.residue} mod ${fail.modulus}` : "none" };
  };
  const rules: SurroundRule[] = ["opponentNotSurrounded", "neitherSurrounded", "notBothSurrounded"];
  return [
    { figure: "refined", reading: "exact (Burnside)", ...summary(SEED_002.positions, exact.map((r) => r.positions)) },
    { figure: "refined", reading: "seed's division", ...summary(SEED_002.positions, seedLike.map((r) => r.positions)) },
    ...rules.map((rule) => ({
      figure: "realistic", reading: `${rule}, seed's division`,
      ...summary(SEED_002.positionsRealistic, positionCounts({ shapes, division: "seedFrame", realistic: rule }).map((r) => r.positions_realistic)),
    })),
  ];
}

/** The variant surrounded tests ({@link surroundVariantTotals}) sorted by distance to the seed's realistic figure, and those that reproduce it. O(shapes · 162). */
export function closestSurroundVariants(shapes: readonly ShapeInfo[]): { variants: number; closest: (SurroundVariantRow & { minus_seed: number })[]; exact: SurroundVariantRow[] } {
  const variants = surroundVariantTotals(shapes);
  const closest = variants.map((v) => ({ ...v, minus_seed: v.positions_realistic - SEED_002.positionsRealistic })).sort((a, b) => Math.abs(a.minus_seed) - Math.abs(b.minus_seed));
  return { variants: variants.length, closest, exact: variants.filter((v) => v.positions_realistic === SEED_002.positionsRealistic) };
}

/**
 * Seed 002's three counts as claim records: the crude total (equal or not), the refined total
 * against our Burnside count and against the reconstruction of the seed's division, and the
 * realistic total against our count and the readings tried. O(1) beyond the caller's rows.
 */
export function countClaims(e: { crudeTotal: number; exact: CountRow[]; seedLike: CountRow[]; realisticMatches: readonly string[]; exactVariants: number }): ClaimRecord[] {
  const exact = countTotals(e.exact);
  const seedLike = countTotals(e.seedLike);
  return [
    { claim: "crude count Σ 16P2 · 10Ck · 14Pk", source: SEED_COUNTS, claimed: c(SEED_002.crude), ours: c(e.crudeTotal), verdict: equals(e.crudeTotal, SEED_002.crude, "crude total") },
    {
      claim: "positions up to translation, rotation and reflection, no isolated dove", source: SEED_COUNTS, claimed: c(SEED_002.positions),
      ours: `${c(exact.positions)} (Burnside); ${c(seedLike.positions)} with the seed's reconstructed division`, verdict: equals(exact.positions, SEED_002.positions, "Burnside count"),
    },
    {
      claim: "the seed's refined figure comes from its division by the symmetries fixing the first-met combination in place", source: `${SEED_COUNTS} (program not published; our reconstruction)`,
      claimed: c(SEED_002.positions), ours: c(seedLike.positions), verdict: equals(seedLike.positions, SEED_002.positions, "reconstruction"),
    },
    {
      claim: "realistic positions (our reading: the boss of the player who just moved not surrounded; the other readings as tried above)", source: SEED_COUNTS, claimed: c(SEED_002.positionsRealistic),
      ours: `${c(exact.positions_realistic)}; readings reproducing it: ${e.realisticMatches.length + e.exactVariants}`,
      verdict: allOf(equals(exact.positions_realistic, SEED_002.positionsRealistic, "our count"), equals(e.realisticMatches.length + e.exactVariants > 0, true, "some reading reproduces it")),
    },
  ];
}

/**
 * Seed 002's two theorems and its checkmate total as claim records, from the full surveys (every
 * live position with up to k doves) and, when every size 2..12 is complete, the census total
 * (null otherwise: the total is then not judged). O(surveys).
 */
export function analysisClaims(full: readonly SurveyResult[], censusTotal: number | null): ClaimRecord[] {
  const k = full.length ? Math.max(...full.map((r) => r.doves)) : 0;
  const checked = full.reduce((s, r) => s + r.positionsChecked, 0);
  const records: ClaimRecord[] = [];
  if (full.length > 0) {
    records.push({
      claim: "自滅しない手が常に存在する: the player to move always has an action that does not surround their own boss", source: "seed 002 (proof by hand)", claimed: "every position",
      ours: `${c(checked)} live positions with ≤ ${k} doves checked`, verdict: equals(full.reduce((s, r) => s + r.noSuicideViolations, 0), 0, "positions without one"),
    });
    records.push({
      claim: "詰みの必要条件: if my boss can step to a square of 包囲度 ≤ 2, it is not a checkmate", source: "seed 002 (proof by hand)", claimed: "no checkmate in such positions",
      ours: `${c(full.reduce((s, r) => s + r.unitsPruned, 0))} ruled-out candidates searched (≤ ${k} doves)`, verdict: equals(full.reduce((s, r) => s + r.checkmatesInPrunedUnits, 0), 0, "checkmates among them"),
    });
  }
  if (censusTotal !== null) {
    records.push({ claim: "checkmates up to symmetry (rerun of 2022/11/12)", source: SEED_MATES, claimed: c(SEED_002.checkmates), ours: c(censusTotal), verdict: equals(censusTotal, SEED_002.checkmates, "census total") });
    records.push({ claim: "checkmates up to symmetry (first run)", source: SEED_MATES, claimed: c(SEED_002.checkmatesFirstRun), ours: c(censusTotal), verdict: equals(censusTotal, SEED_002.checkmatesFirstRun, "census total") });
  }
  return records;
}

/** The surveys as one table (CLI results marked), one row per size and method. O(surveys). */
export function surveyTable(surveys: readonly { survey: SurveyResult; source: string }[]): Record<string, string | number | null>[] {
  return surveys.map(({ survey: r, source }) => ({
    doves: r.doves, method: r.method + (source === "CLI" ? " (CLI)" : ""), live_positions: r.livePositions, positions_checked: r.positionsChecked, units: r.units,
    units_pruned_by_condition: r.unitsPruned, checkmates: r.checkmates, checkmates_in_pruned_units: r.method === "full" ? r.checkmatesInPrunedUnits : null,
    no_suicide_violations: r.method === "full" ? r.noSuicideViolations : null, seconds: Math.round(r.millis / 100) / 10,
  }));
}

/** Per number of doves, the checkmates and positions tested by the full survey, or by the pruned one where only it ran. O(surveys). */
export function checkmatesByDoves(surveys: readonly SurveyResult[]): { doves: number; checkmates: number; positions: number; method: string }[] {
  const best = new Map<number, SurveyResult>();
  for (const r of surveys) if (!best.has(r.doves) || r.method === "full") best.set(r.doves, r);
  return [...best.values()].sort((a, b) => a.doves - b.doves).map((r) => ({ doves: r.doves, checkmates: r.checkmates, positions: r.positionsChecked, method: r.method }));
}

/**
 * Extrapolated one-thread cost of the complete 2..12-dove enumeration, both methods, from
 * throughput samples ({@link estimateSurvey}); also the live positions of all sizes (exact).
 * Cost: about 22 · units · positionsPerUnit checkmate tests.
 */
export function enumerationEstimate(units: number, positionsPerUnit: number): { rows: Record<string, string | number>[]; fullDays: number; prunedDays: number; livePositions: number } {
  const rows: Record<string, string | number>[] = [];
  let fullDays = 0, prunedDays = 0, livePositions = 0;
  for (let k = 2; k <= 12; k++) {
    for (const method of ["full", "pruned"] as const) {
      const e = estimateSurvey(k, { method, units, positionsPerUnit });
      if (method === "full") {
        livePositions += e.livePositions;
        fullDays += e.estimatedSeconds / 86400;
      } else prunedDays += e.estimatedSeconds / 86400;
      rows.push({ doves: k, method, positions_to_check: e.positionsToCheck, sampled: e.sampledPositions, positions_per_cpu_second: Math.round(e.positionsPerSecond), estimated_cpu_hours: Math.round(e.estimatedSeconds / 36) / 100 });
    }
  }
  return { rows, fullDays, prunedDays, livePositions };
}

/** One row per size of a census folder's status: shards present, and the counts when the size is complete (null otherwise). O(sizes). */
export function censusTable(state: readonly CensusSizeStatus[]): { doves: number; shards: string; complete: boolean; checkmates: number | null; positions_checked: number | null; cpu_seconds: number | null }[] {
  return state.map((s) => ({
    doves: s.doves, shards: `${s.shardsDone}/${s.shardCount || "?"}`, complete: s.complete !== null, checkmates: s.complete ? s.complete.counts.checkmates : null,
    positions_checked: s.complete ? s.complete.counts.positionsChecked : null, cpu_seconds: s.complete ? Math.round(s.complete.counts.cpuMillis / 100) / 10 : null,
  }));
}

/** The census beside each pruned survey of the same size (where both exist): checkmates and positions checked must be identical. O(surveys). */
export function censusSurveyAgreement(surveys: readonly SurveyResult[], state: readonly CensusSizeStatus[]): { doves: number; census: number; survey: number; identical: boolean }[] {
  return surveys.filter((r) => r.method === "pruned").flatMap((r) => {
    const c = state.find((s) => s.doves === r.doves)?.complete;
    return c ? [{ doves: r.doves, census: c.counts.checkmates, survey: r.checkmates, identical: c.counts.checkmates === r.checkmates && c.counts.positionsChecked === r.positionsChecked }] : [];
  });
}
