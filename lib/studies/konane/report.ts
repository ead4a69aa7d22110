/**
 * The analyses of notebook 01 as plain functions over the tables of growth.ts: the seed's textbook
 * figures checked against cgtlab's strings (seed 000_280edabfccf82ce1, p83: 図4.4, 図4.5, 図4.10,
 * 図5.1), the summary of the 3×n string growth (exponential fits, whether the variants agree, the
 * multi-jump scan) and of the 3×n values (raw string against canonical form, temperatures,
 * outcomes, infinitesimals, the hottest boards). Every verdict field is computed from the rows it
 * is given, so a notebook's prose built on them changes when the data change.
 */
import * as cgt from "../../cgt";
import { canonicalValue } from "../../solvers";
import { parseBoard, rulesetFor, threeByNBoard, type Variant } from "../../games/konane";
import { checkOptions, optionNames } from "../../util";
import { gameString, multiJumpPositions } from "./gameString";
import { fitExponentialGrowth, type GrowthRow, type ValueRow } from "./growth";

/** One textbook figure as the seed printed it: its rows and the seed's first program's string. */
export interface TextbookFigure {
  readonly figure: string;
  readonly rows: readonly string[];
  /** The string the seed's first (standard-variant) program printed for it. */
  readonly seed: string;
}

/** The seed's textbook figures (seed 000_280edabfccf82ce1, p83) with the strings its first program printed. */
export const TEXTBOOK_FIGURES: readonly TextbookFigure[] = [
  { figure: "図4.4", rows: ["...", ".W.", "...", ".W.", "WB.", "..."], seed: "{0,{0|0}|0}" },
  { figure: "図4.5", rows: ["W..", "WWW", ".BW", "B.."], seed: "{{|0}|0,{0|}}" },
  { figure: "図4.10 (1)", rows: ["...", "W.W", "BW.", "..."], seed: "{0,{0|0}|0}" },
  { figure: "図4.10 (2)", rows: ["...", "B.B", "WB.", "..."], seed: "{0|0,{0|0}}" },
  { figure: "図5.1 (1)", rows: ["...", "...", "...", "W..", "B.."], seed: "{0|}" },
  { figure: "図5.1 (2)", rows: ["...", "...", ".W.", "W..", "B.."], seed: "{{0|}|}" },
  { figure: "図5.1 (3)", rows: ["...", "..B", ".B.", "B.B", "W.."], seed: "{|{|{|0}}}" },
];

/** One row of {@link figureTable}. */
export interface FigureRow {
  [column: string]: string | boolean;
  figure: string;
  board: string;
  seed: string;
  "ours (standard)": string;
  "ours (maximal)": string;
  /** Whether cgtlab's standard-variant string equals the seed's, byte for byte. */
  matches_seed: boolean;
  "value (standard)": string;
  "value (maximal)": string;
}

/**
 * The figures' strings in both variants beside the seed's, and their canonical values
 * (`solvers.canonicalValue` on `games.konane.rulesetFor(variant)`). Milliseconds.
 */
export function figureTable(figures: readonly TextbookFigure[] = TEXTBOOK_FIGURES): FigureRow[] {
  return figures.map((f) => {
    const b = parseBoard(f.rows);
    const value = (v: Variant): string => cgt.format(canonicalValue(rulesetFor(v), b));
    const std = gameString(b, "standard").text;
    return {
      figure: f.figure,
      board: f.rows.join(" / "),
      seed: f.seed,
      "ours (standard)": std,
      "ours (maximal)": gameString(b, "maximal").text,
      matches_seed: std === f.seed,
      "value (standard)": value("standard"),
      "value (maximal)": value("maximal"),
    };
  });
}

/** What {@link growthSummary} finds in the 3×n string statistics. */
export interface GrowthSummary {
  /** The maximal-variant rows (the seed's tiled experiment), in n order. */
  maximal: GrowthRow[];
  /** First n of the fits. */
  fitFrom: number;
  /** Least-squares fits of log10(string length) and log10(distinct positions) over n ≥ fitFrom (null with fewer than 2 points). */
  lengthFit: ReturnType<typeof fitExponentialGrowth> | null;
  positionsFit: ReturnType<typeof fitExponentialGrowth> | null;
  /** Smallest and largest per-column growth factor of the string length (null with fewer than 2 rows). */
  factorRange: [number, number] | null;
  /** Whether both variants gave the same length and count at every n both reached. */
  sameVariants: boolean;
  /** The multi-jump scan of every position reachable from 3×n, n ≤ scanNMax: positions examined and those with a multi-jump. */
  scan: { nMax: number; positions: number; withMultiJump: number };
}

/** The options {@link growthSummary} takes. */
const GROWTH_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof growthSummary>[1]>>({ fitFrom: true, scanNMax: true });

/**
 * Summary of {@link growthTable}'s rows: fits from n = `fitFrom` on, per-column factors, the
 * variants compared, and the multi-jump scan of 3×n for n ≤ `scanNMax` (the variants are the same
 * game where no reachable position has a multi-jump). Cost: the scan, O(positions × cells × moves)
 * (3×12: about 16,000 positions).
 */
export function growthSummary(rows: readonly GrowthRow[], options: { fitFrom?: number; scanNMax?: number } = {}): GrowthSummary {
  checkOptions(options, GROWTH_OPTION_NAMES, "growthSummary");
  const fitFrom = options.fitFrom ?? 6;
  const maximal = rows.filter((r) => r.variant === "maximal").sort((a, b) => a.n - b.n);
  const standard = rows.filter((r) => r.variant === "standard");
  const sameVariants = maximal.every((r) => {
    const s = standard.find((x) => x.n === r.n);
    return s === undefined || (s.string_length === r.string_length && s.unique_positions === r.unique_positions);
  });
  const tail = maximal.filter((r) => r.n >= fitFrom);
  const fit = (y: (r: GrowthRow) => number): GrowthSummary["lengthFit"] => (tail.length >= 2 ? fitExponentialGrowth(tail.map((r) => ({ n: r.n, y: y(r) }))) : null);
  const factors = maximal.slice(1).map((r, k) => Number(r.string_length) / Number(maximal[k]!.string_length)).filter((x) => Number.isFinite(x) && x > 0);
  const scanNMax = Math.min(options.scanNMax ?? 12, maximal.at(-1)?.n ?? 1);
  let positions = 0;
  let withMultiJump = 0;
  for (let n = 1; n <= scanNMax; n++) {
    const s = multiJumpPositions(threeByNBoard(n));
    positions += s.positions;
    withMultiJump += s.withMultiJump;
  }
  return {
    maximal,
    fitFrom,
    lengthFit: fit((r) => Number(r.string_length)),
    positionsFit: fit((r) => r.unique_positions),
    factorRange: factors.length > 0 ? [Math.min(...factors), Math.max(...factors)] : null,
    sameVariants,
    scan: { nMax: scanNMax, positions, withMultiJump },
  };
}

/** What {@link valuesSummary} finds in the 3×n values beside the string statistics. */
export interface ValuesSummary {
  /** Per n computed in both tables: the raw string length (seed) and the canonical form's printed length and size. */
  sizes: { n: number; stringLength: bigint; canonicalChars: number; canonicalSize: number }[];
  /** Distinct temperatures and outcome classes for n ≥ 6 (in order of first appearance). */
  temperaturesFrom6: string[];
  outcomesFrom6: string[];
  /** Boards whose value is infinitesimal but not 0. */
  infinitesimal: { n: number; outcome: string }[];
  /** Up to `hottest` boards of positive temperature, hottest first (then smaller n). */
  hottest: { n: number; game: cgt.Game; temperature: string; mean: string; leftStop: string; rightStop: string }[];
}

/**
 * Summary of {@link valuesTable}'s rows joined with {@link growthTable}'s maximal rows: sizes of
 * the raw string against the canonical form, temperatures, outcomes, infinitesimals, and the
 * `hottest` hottest boards (their values parsed back from the rows). O(rows × value size).
 */
export function valuesSummary(values: readonly ValueRow[], growth: readonly GrowthRow[], hottest = 4): ValuesSummary {
  const sizes = values.flatMap((v) => {
    const g = growth.find((r) => r.variant === "maximal" && r.n === v.n);
    return g === undefined ? [] : [{ n: v.n, stringLength: BigInt(g.string_length), canonicalChars: v.canonical_chars, canonicalSize: v.canonical_size }];
  });
  const from6 = values.filter((r) => r.n >= 6);
  const hot = values
    .map((r) => ({ r, game: cgt.parse(r.value) }))
    .map((x) => ({ ...x, t: cgt.dyadicToNumber(cgt.temperature(x.game)) }))
    .filter((x) => x.t > 0)
    .sort((a, b) => b.t - a.t || a.r.n - b.r.n)
    .slice(0, hottest);
  return {
    sizes,
    temperaturesFrom6: [...new Set(from6.map((r) => r.temperature))],
    outcomesFrom6: [...new Set(from6.map((r) => r.outcome))],
    infinitesimal: values.filter((r) => r.infinitesimal).map((r) => ({ n: r.n, outcome: r.outcome })),
    hottest: hot.map((x) => ({ n: x.r.n, game: x.game, temperature: x.r.temperature, mean: x.r.mean, leftStop: x.r.left_stop, rightStop: x.r.right_stop })),
  };
}
