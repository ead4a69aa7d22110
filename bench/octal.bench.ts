/**
 * Octal nim-sequences: cost growth of the engine (rare values + proven period), the pure
 * rare-values method and the O(N²) reference, side by side in one run.
 *  - 0.137 (Dawson's chess, the seed's game): periodic, no sparse space.
 *  - 0.16: a sparse-space game with no known period, where the rare-values method itself shines.
 */
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import { nimSequence, nimSequenceNaive, nimSequenceRare } from "../lib/solvers";
import { parseOctalCode as parseOctalCodeBefore } from "./octal-before/code";

function same(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const notes: string[] = [];
  const ms: Record<string, number> = {};

  // warm-up (JIT)
  nimSequenceNaive("0.137", 2000);
  nimSequenceRare("0.137", 2000);
  nimSequence("0.137", 2000);
  nimSequenceRare("0.16", 5000);

  // 1. The engine on 0.137 up to 10^7.
  for (const N of [1e4, 1e5, 1e6, 1e7]) {
    const r = bestOf(N <= 1e6 ? 3 : 1, () => nimSequence("0.137", N));
    const s = r.value;
    rows.push({
      name: `0.137 engine N=${N}`,
      game: "0.137",
      method: "engine (rare values + proven period)",
      N,
      ms: +r.ms.toFixed(2),
      computed_directly: s.computedDirectly,
      period: s.period?.period ?? null,
      preperiod: s.period?.preperiod ?? null,
      proven: s.period?.proven ?? false,
      pair_checks: s.stats.pairChecks,
    });
    ms[`engine_0.137_${N}`] = r.ms;
  }

  // 2. Reference and pure rare values on 0.137 (both quadratic: no sparse space).
  for (const N of [1e4, 3e4, 1e5]) {
    const naive = bestOf(N <= 3e4 ? 2 : 1, () => nimSequenceNaive("0.137", N));
    const rare = bestOf(N <= 3e4 ? 2 : 1, () => nimSequenceRare("0.137", N));
    const eng = bestOf(3, () => nimSequence("0.137", N));
    const ok = same(naive.value, rare.value.values) && same(naive.value, eng.value.values);
    rows.push({ name: `0.137 reference N=${N}`, game: "0.137", method: "reference O(N²)", N, ms: +naive.ms.toFixed(2), agree: ok });
    rows.push({
      name: `0.137 rare-values N=${N}`,
      game: "0.137",
      method: "rare values only",
      N,
      ms: +rare.ms.toFixed(2),
      agree: ok,
      pair_checks: rare.value.stats.pairChecks,
      rare_positions: rare.value.stats.rarePositions,
      mask: rare.value.stats.mask,
      full_scans: rare.value.stats.fullScans,
    });
    ratios[`0.137_reference_over_engine_N${N}`] = +(naive.ms / eng.ms).toFixed(1);
    ratios[`0.137_rare_over_reference_N${N}`] = +(rare.ms / naive.ms).toFixed(2);
  }

  // 3. 0.16: rare values vs reference.
  for (const N of [1e4, 3e4, 1e5, 1e6, 1e7]) {
    const rare = bestOf(N <= 1e5 ? 2 : 1, () => nimSequenceRare("0.16", N));
    const row: BenchRow = {
      name: `0.16 rare-values N=${N}`,
      game: "0.16",
      method: "rare values only",
      N,
      ms: +rare.ms.toFixed(2),
      pair_checks: rare.value.stats.pairChecks,
      pairs_per_heap: +(rare.value.stats.pairChecks / (N + 1)).toFixed(1),
      rare_positions: rare.value.stats.rarePositions,
      mask: rare.value.stats.mask,
      full_scans: rare.value.stats.fullScans,
    };
    ms[`rare_0.16_${N}`] = rare.ms;
    if (N <= 1e5) {
      const naive = bestOf(N <= 3e4 ? 2 : 1, () => nimSequenceNaive("0.16", N));
      row.agree = same(naive.value, rare.value.values);
      rows.push({ name: `0.16 reference N=${N}`, game: "0.16", method: "reference O(N²)", N, ms: +naive.ms.toFixed(2) });
      ratios[`0.16_reference_over_rare_N${N}`] = +(naive.ms / rare.ms).toFixed(1);
    }
    rows.push(row);
  }
  ratios["0.16_rare_growth_1e7_over_1e6"] = +(ms["rare_0.16_10000000"] / ms["rare_0.16_1000000"]).toFixed(2);
  ratios["0.137_engine_growth_1e7_over_1e6"] = +(ms["engine_0.137_10000000"] / ms["engine_0.137_1000000"]).toFixed(2);

  // 4. The parser move: the engine fed by the old octal parser (bench/octal-before) against the engine
  // fed by the take-and-break parser, interleaved, best of 5 each (ratio = before / after; ≥ 0.9 wanted).
  for (const [code, N, how] of [["0.137", 1e6, "engine"], ["0.16", 1e6, "rare"], ["0.77", 3e4, "rare"], ["0.07", 2e5, "engine"]] as const) {
    const f = (parsed: () => Parameters<typeof nimSequence>[0]) =>
      how === "engine" ? nimSequence(parsed(), N).values : nimSequenceRare(parsed(), N).values;
    let before = Infinity;
    let after = Infinity;
    let agree = true;
    for (let rep = 0; rep < 5; rep++) {
      const b = bestOf(1, () => f(() => parseOctalCodeBefore(code)));
      const a = bestOf(1, () => f(() => code));
      before = Math.min(before, b.ms);
      after = Math.min(after, a.ms);
      agree &&= same(a.value, b.value);
    }
    rows.push({ name: `parser move ${code} ${how} N=${N}`, game: code, method: `${how}: old parser vs take-and-break parser`, N, ms_before: +before.toFixed(2), ms_after: +after.toFixed(2), agree });
    ratios[`parser_move_${code}_${how}_N${N}_before_over_after`] = +(before / after).toFixed(3);
  }

  notes.push(
    "Section 4 (parser move): the octal engines now read codes with the take-and-break parser (CGSuite syntax); the " +
      "old parser is kept in bench/octal-before only as this reference. Ratios before/after near 1 mean no loss of speed.",
    "0.137 (the seed's game) has no sparse space: the best mask leaves ~40% of positions rare, so the pure rare-values " +
      "method is quadratic and slower than the plain reference; the engine is fast because the octal periodicity " +
      "theorem proves period 34 from G(0..255), after which G(n) = G(n-34) exactly.",
    "0.16 has a sparse space (≈50 rare positions up to 10^7): there the rare-values method is near-linear.",
  );
  return { topic: "octal", rows, ratios, notes };
}
