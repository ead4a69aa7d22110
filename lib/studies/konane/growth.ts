/**
 * The seed's 3×n experiment: rows `'.'*n`, `('BW.'*n)[:n]`, `('WB.'*n)[:n]`, for n = 1, 2, ...
 * — the growth of the game-tree string, and (beyond the seed) the canonical values.
 */
import * as cgt from "../../cgt";
import { InputError, requireInteger, type ProgressReporter } from "../../util";
import { sweep, valueColumns, type ValueColumns } from "../../solvers";
import { VARIANTS, checkVariant, parseBoard, type Board, type Variant } from "../../games/konane";
import { gameStringStats } from "./stringStats";
import { KonaneValueCache, canonicalValue } from "./values";

/** The seed's 3×n board (3×9 is `.........` / `BW.BW.BW.` / `WB.WB.WB.`). O(n). */
export function threeByNBoard(n: number): Board {
  requireInteger("n", n, 1, 10_000);
  return parseBoard([".".repeat(n), "BW.".repeat(n).slice(0, n), "WB.".repeat(n).slice(0, n)]);
}

/**
 * The seed's 3×n family as data: the boards {@link threeByNBoard}(n) for n = 1..nMax, lazily.
 * A family for `solvers.sweep` like any other list or generator of positions. O(n) per board.
 */
export function threeByNFamily(nMax: number): Generator<Board> {
  requireInteger("threeByNFamily(nMax): nMax", nMax, 1, 10_000); // checked at the call, not at the first row
  return (function* () {
    for (let n = 1; n <= nMax; n++) yield threeByNBoard(n);
  })();
}

/** One row of `results/konane/3xn_growth.csv`. */
export interface GrowthRow {
  variant: Variant;
  n: number;
  /** Exact length of the seed's string, as a decimal string (it outgrows 2^53). */
  string_length: string;
  /** The seed's memo.size(): distinct boards visited. */
  unique_positions: number;
  time_ms: number;
}

/** Result of {@link growthTable}: the rows, and per variant where and why it stopped. */
export interface GrowthTable {
  rows: GrowthRow[];
  /** Per variant: the first n not computed and the budget message, if a budget stopped it. */
  stopped: { variant: Variant; n: number; reason: string }[];
}

/** Arguments of {@link growthTable} (plain data, so it can run in a worker). */
export interface GrowthArgs {
  /** Largest n to try. */
  nMax: number;
  /** Variants to run (default both). */
  variants?: Variant[];
  /** Stop a variant when one n takes longer than this (ms); that n is not reported. */
  maxMillisPerN?: number;
  /** Stop a variant at the first n with more distinct positions than this. */
  maxPositionsPerN?: number;
  onProgress?: ProgressReporter;
}

/**
 * String length and distinct positions of the 3×n boards for n = 1..nMax and each variant,
 * with the fast exact method ({@link gameStringStats}); a variant stops at the first n that
 * passes its budget (recorded in `stopped`, never thrown). Cost ≈ Σ positions(n), which grows
 * about 2.2× per n.
 */
export function growthTable(args: GrowthArgs): GrowthTable {
  const nMax = requireInteger("nMax", args.nMax, 1, 1000);
  const variants = (args.variants ?? [...VARIANTS]).map(checkVariant);
  const rows: GrowthRow[] = [];
  const stopped: GrowthTable["stopped"] = [];
  for (const variant of variants) {
    // One generic sweep per variant over the 3×n family; each n has its own budget.
    const result = sweep(
      threeByNFamily(nMax),
      (board, i, budget): GrowthRow => {
        const t0 = performance.now();
        const s = gameStringStats(board, variant, { budget });
        return {
          variant,
          n: i + 1,
          string_length: s.length.toString(),
          unique_positions: s.uniquePositions,
          time_ms: Math.round((performance.now() - t0) * 10) / 10,
        };
      },
      {
        perPosition: { maxMillis: args.maxMillisPerN, maxPositions: args.maxPositionsPerN },
        total: nMax,
        label: (b) => `3×${b.cols} string statistics (${variant})`,
        onProgress: args.onProgress,
      },
    );
    rows.push(...result.rows);
    if (result.stopped) stopped.push({ variant, n: result.stopped.index + 1, reason: result.stopped.reason });
  }
  return { rows, stopped };
}

/** One row of `results/konane/3xn_values.csv` (plus extra columns for the notebook). */
export interface ValueRow extends ValueColumns {
  n: number;
  /** Whether the value is infinitesimal (both stops 0) without being 0. */
  infinitesimal: boolean;
  /** Number of distinct canonical subpositions of the value (cgt.canonicalSize). */
  canonical_size: number;
  /** Length of the printed canonical form. */
  canonical_chars: number;
  /** Outcome class: L, R, P (second player wins) or N (first player wins). */
  outcome: string;
  /** Boards memoized so far (cumulative over n: the cache is shared along the table). */
  memo_boards: number;
  time_ms: number;
}

/** Arguments of {@link valuesTable} (plain data, so it can run in a worker). */
export interface ValuesArgs {
  nMax: number;
  /** Rule variant (default "standard", the usual Konane rule). */
  variant?: Variant;
  /** Stop at the first n that takes longer than this (ms). */
  maxMillisPerN?: number;
  /** Stop when the shared memo would pass this many boards. */
  maxPositions?: number;
  onProgress?: ProgressReporter;
}

/**
 * Canonical values of the 3×n boards for n = 1..nMax ({@link canonicalValue} with sum
 * decomposition and one memo shared along the table). Stops at the first n past its budget
 * (reported in `stopped`, never thrown). Cost grows roughly 2× per n.
 */
export function valuesTable(args: ValuesArgs): { rows: ValueRow[]; stopped: { n: number; reason: string } | null } {
  const nMax = requireInteger("nMax", args.nMax, 1, 1000);
  const variant = checkVariant(args.variant ?? "standard");
  const cache = new KonaneValueCache(variant);
  // One generic sweep over the 3×n family, sharing the memo along it: the whole sweep's
  // maxPositions bounds the memo (one unit per memoized board), maxMillisPerN each n.
  const result = sweep(
    threeByNFamily(nMax),
    (board, i, budget): ValueRow => {
      const t0 = performance.now();
      const g = canonicalValue(board, variant, { budget, cache });
      const columns = valueColumns(g);
      return {
        n: i + 1,
        ...columns,
        infinitesimal: g !== cgt.ZERO && cgt.isInfinitesimal(g),
        canonical_size: cgt.canonicalSize(g),
        canonical_chars: columns.value.length,
        outcome: cgt.outcome(g),
        memo_boards: cache.size,
        time_ms: Math.round((performance.now() - t0) * 10) / 10,
      };
    },
    {
      budget: { maxPositions: args.maxPositions },
      perPosition: { maxMillis: args.maxMillisPerN },
      total: nMax,
      label: (b) => `3×${b.cols} canonical value (${variant})`,
      onProgress: args.onProgress,
    },
  );
  return { rows: result.rows, stopped: result.stopped && { n: result.stopped.index + 1, reason: result.stopped.reason } };
}

/**
 * Least-squares fit of log10(y) = a + b·n over the given points (y > 0); returns the growth
 * factor per step 10^b and the fit. O(points). Throws InputError for fewer than 2 points.
 */
export function fitExponentialGrowth(points: readonly { n: number; y: number }[]): {
  factor: number;
  intercept: number;
  slope: number;
  r2: number;
} {
  const pts = points.filter((p) => p.y > 0);
  if (pts.length < 2) throw new InputError(`need at least 2 positive points to fit growth, got ${pts.length}`);
  const xs = pts.map((p) => p.n);
  const ys = pts.map((p) => Math.log10(p.y));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return { factor: 10 ** slope, intercept, slope, r2 };
}
