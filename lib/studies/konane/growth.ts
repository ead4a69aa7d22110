/**
 * The seed's 3×n experiment on `games.konane.threeByNFamily` (rows `'.'*n`, `('BW.'*n)[:n]`,
 * `('WB.'*n)[:n]`, for n = 1, 2, ...): the growth of the game-tree string, and (beyond the seed)
 * the canonical values through `solvers.canonicalValue`. The tables take the budget options of
 * `solvers.sweep` under the same names.
 */
import * as cgt from "../../cgt";
import { InputError, requireInteger } from "../../util";
import { canonicalValue, engineFor, sweep, valueColumns, type SweepOptions, type ValueColumns } from "../../solvers";
import { VARIANTS, checkVariant, rulesetFor, threeByNFamily, type Board, type Variant } from "../../games/konane";
import { gameStringStats } from "./stringStats";

/** The budget options of the 3×n tables: those of `solvers.sweep` (`budget` for the whole table, `perPosition` for each n, `onProgress`). */
export type TableOptions = Pick<SweepOptions<Board>, "budget" | "perPosition" | "onProgress">;

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

/**
 * Arguments of {@link growthTable} (plain data, so it can run in a worker): `perPosition` limits
 * each n (`maxMillis`: stop a variant at the first n slower than this, not reported;
 * `maxPositions`: at the first n with more distinct positions), `budget` each variant's whole run.
 */
export interface GrowthArgs extends TableOptions {
  /** Largest n to try. */
  nMax: number;
  /** Variants to run (default both). */
  variants?: Variant[];
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
        budget: args.budget,
        perPosition: args.perPosition,
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
  /** Entries of the variant's shared engine table so far (symmetry classes valued; cumulative over n: the table is shared along the family). */
  memo_boards: number;
  time_ms: number;
}

/**
 * Arguments of {@link valuesTable} (plain data, so it can run in a worker): `perPosition.maxMillis`
 * stops at the first n slower than this; `budget.maxPositions` bounds the positions searched
 * along the whole table (one unit per newly valued symmetry class).
 */
export interface ValuesArgs extends TableOptions {
  nMax: number;
  /** Rule variant (default "standard", the usual Konane rule). */
  variant?: Variant;
}

/**
 * Canonical values of the 3×n boards for n = 1..nMax through `solvers.canonicalValue` on the
 * variant's ruleset (`games.konane.rulesetFor(variant)`: sum decomposition, symmetry folding, and
 * the ruleset's shared engine table, so components recur for free along the table). Stops at the
 * first n past its budget (reported in `stopped`, never thrown). Cost grows roughly 2× per n.
 */
export function valuesTable(args: ValuesArgs): { rows: ValueRow[]; stopped: { n: number; reason: string } | null } {
  const nMax = requireInteger("nMax", args.nMax, 1, 1000);
  const variant = checkVariant(args.variant ?? "standard");
  const ruleset = rulesetFor(variant);
  const engine = engineFor(ruleset);
  // One generic sweep over the 3×n family, sharing the engine's table along it.
  const result = sweep(
    threeByNFamily(nMax),
    (board, i, budget): ValueRow => {
      const t0 = performance.now();
      const g = canonicalValue(ruleset, board, { budget });
      const columns = valueColumns(g);
      return {
        n: i + 1,
        ...columns,
        infinitesimal: g !== cgt.ZERO && cgt.isInfinitesimal(g),
        canonical_size: cgt.canonicalSize(g),
        canonical_chars: columns.value.length,
        outcome: cgt.outcome(g),
        memo_boards: engine.stats.valueEntries,
        time_ms: Math.round((performance.now() - t0) * 10) / 10,
      };
    },
    {
      budget: args.budget,
      perPosition: args.perPosition,
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
