/**
 * Survey of several octal games: how far each nim-sequence was computed, its period (proven by
 * the octal periodicity theorem or only a candidate), and its sparse-space statistics.
 */
import { Budget, InputError, type RunOptions } from "../../util";
import { formatPeriodProof, nimSequence, sparseSpace } from "../../solvers";

/** One game of the survey. */
export interface OctalSurveyRow {
  code: string;
  /** G computed for heaps 0..computedTo. */
  computedTo: number;
  /** Heaps computed by a mex (the rest follow from a proven period). */
  computedDirectly: number;
  period: number | null;
  preperiod: number | null;
  proven: boolean;
  /** Last exception (preperiod − 1) when a period is known. */
  lastException: number | null;
  /** G needed up to this n for the theorem to prove the (candidate) period. */
  requiredN: number | null;
  maxValue: number;
  /** Sparse space over the directly computed values: best mask and fraction of rare positions. */
  sparseMask: number;
  rareFraction: number;
  millis: number;
}

/**
 * Compute each game's nim-sequence up to N with the engine and summarise. Cost: one
 * `nimSequence` per code; the budget (if any) is shared.
 */
export function surveyOctalGames(codes: readonly string[], N: number, options?: RunOptions): OctalSurveyRow[] {
  const budget = Budget.from(options, `octal survey up to ${N}`);
  return codes.map((code) => {
    const t0 = Date.now();
    const s = nimSequence(code, N, { budget });
    const sp = sparseSpace(s.values.subarray(0, s.computedDirectly + 1));
    const p = s.period;
    return {
      code: s.game.code,
      computedTo: N,
      computedDirectly: s.computedDirectly,
      period: p ? p.period : null,
      preperiod: p ? p.preperiod : null,
      proven: p ? p.proven : false,
      lastException: p && p.preperiod > 0 ? p.preperiod - 1 : null,
      requiredN: p ? p.requiredN : null,
      maxValue: s.values.reduce((m, v) => Math.max(m, v), 0),
      sparseMask: sp.mask,
      rareFraction: sp.rareFraction,
      millis: Date.now() - t0,
    };
  });
}

/**
 * Heatmap grid of a sequence folded by a period: z[row][col] = G(row·p + col) (null past N).
 * O(N).
 */
export function periodGrid(values: ArrayLike<number>, period: number, rows: number): (number | null)[][] {
  const z: (number | null)[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: (number | null)[] = [];
    for (let c = 0; c < period; c++) {
      const n = r * period + c;
      row.push(n < values.length ? values[n] : null);
    }
    z.push(row);
  }
  return z;
}

/** Common names of some octal games (Winning Ways, ch. 4). */
export const OCTAL_GAME_NAMES: Readonly<Record<string, string>> = { "0.77": "Kayles", "0.07": "Dawson's Kayles", "0.137": "Dawson's chess", "4.7": "Daisies" };

/** Survey rows as a table (snake_case columns, the games' names, mex count = computedDirectly + 1). O(rows). */
export function surveyTable(rows: readonly OctalSurveyRow[]): Record<string, string | number | boolean | null>[] {
  return rows.map((r) => ({
    code: r.code, name: OCTAL_GAME_NAMES[r.code] ?? "", computed_to: r.computedTo, computed_by_mex: r.computedDirectly + 1, period: r.period, preperiod: r.preperiod,
    last_exception: r.lastException, proven: r.proven, needs_G_up_to: r.requiredN, max_value: r.maxValue, rare_fraction: +r.rareFraction.toFixed(4), ms: r.millis,
  }));
}

/** The proof of a surveyed game's proven period, recomputing G only as far as the proof needs. Cost: one `nimSequence` to requiredN + 10. InputError when the row's period is not proven. */
export function surveyPeriodProof(row: OctalSurveyRow): string[] {
  if (!row.proven || row.period === null || row.preperiod === null || row.requiredN === null) throw new InputError(`surveyPeriodProof: ${row.code} has no proven period`);
  const s = nimSequence(row.code, Math.min(row.computedTo, row.requiredN + 10));
  return formatPeriodProof(s.values, row.code, s.game.k, row.period, row.preperiod);
}

/** One sentence: which surveyed periods are not proven and what a proof would need. O(rows). */
export function unprovenSummary(rows: readonly OctalSurveyRow[]): string {
  const open = rows.filter((r) => !r.proven);
  if (open.length === 0) return "Every surveyed period is proven.";
  const N = Math.max(...rows.map((r) => r.computedTo)).toLocaleString("en-US");
  return `Not proven up to ${N}: ` + open.map((r) => (r.period === null ? `${r.code} (no period candidate)` : `${r.code} (candidate period ${r.period}, would need G up to ${r.requiredN})`)).join("; ") + ".";
}
