/**
 * Survey of several octal games: how far each nim-sequence was computed, its period (proven by
 * the octal periodicity theorem or only a candidate), and its sparse-space statistics.
 */
import { Budget, type RunOptions } from "../../util";
import { nimSequence, sparseSpace } from "../../solvers";

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
export function periodGrid(values: ArrayLike<number>, period: number, rows: number): Array<Array<number | null>> {
  const z: Array<Array<number | null>> = [];
  for (let r = 0; r < rows; r++) {
    const row: Array<number | null> = [];
    for (let c = 0; c < period; c++) {
      const n = r * period + c;
      row.push(n < values.length ? values[n] : null);
    }
    z.push(row);
  }
  return z;
}
