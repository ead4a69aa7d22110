/**
 * Sweeps over Domineering regions: the 35 hexominoes against seed 001, every free polyomino up
 * to a size, and rectangles m×n. Rows are plain data (strings and numbers), so they can be saved
 * as CSV and returned from worker threads.
 */
import * as cgt from "../../cgt";
import {
  components,
  formatRegion,
  freePolyominoes,
  leftMoves,
  rectangle,
  rightMoves,
  ruleset,
  type Region,
} from "../../games/domineering";
import { Engine, type SweepOptions } from "../../solvers";
import { Budget, BudgetExceededError, requireInteger, optionNames, type BudgetLimits, type RunOptions } from "../../util";
import { matchUpToSign, parseSeedValue } from "./seed";

/**
 * The evaluator of the sweeps: a generic engine of lib/solvers on `games.domineering.ruleset`
 * (by default a fresh one per sweep, so its table describes that sweep alone).
 */
export type RegionEvaluator = Pick<Engine<Region>, "value">;

/** Memoized `cgt.valueInfo` per game value (values repeat a lot in sweeps; values are interned). */
function describer(): (g: cgt.Game) => cgt.ValueInfo {
  const memo = new Map<cgt.Game, cgt.ValueInfo>();
  return (g) => {
    let info = memo.get(g);
    if (info === undefined) {
      info = cgt.valueInfo(g);
      memo.set(g, info);
    }
    return info;
  };
}

// ---------------------------------------------------------------- hexominoes vs seed 001

/** One hexomino with our value and the seed value matched to it. */
export interface HexominoRow {
  [column: string]: string | number;
  /** Our id: 1-based position in `freePolyominoes(6)` (canonical-key order). */
  id: number;
  /** Our orientation, rows separated by `|`. */
  picture: string;
  /** Our canonical value (Left vertical). */
  value: string;
  /** The seed's value matched to this region, as the seed printed it. */
  seed_value: string;
  /** The seed's number (1..35) of the matched value. */
  seed_no: number;
  /** "same" when the seed value equals ours, "transposed" when it is our value negated. */
  seed_orientation: string;
  kind: cgt.ValueKind;
  temperature: string;
}

/** Result of {@link compareHexominoesWithSeed}. */
export interface SeedComparison {
  /** True when a perfect matching exists (every seed value is ± one of our values, one-to-one). */
  agree: boolean;
  /** One row per hexomino (seed columns empty when there is no matching). */
  rows: HexominoRow[];
  /** Seed numbers whose value differs from its region's as computed by us (empty when agree). */
  unmatched: number[];
}

/**
 * Values of the 35 free hexominoes, matched against a list of 35 values in seed 001's tuple
 * notation (see {@link parseSeedValue}) up to transposition. Milliseconds.
 */
export function compareHexominoesWithSeed(
  seedValues: readonly string[],
  solver: RegionEvaluator = new Engine(ruleset),
): SeedComparison {
  const polys = freePolyominoes(6);
  const ours = polys.map((p) => solver.value(p.region));
  const theirs = seedValues.map((s) => parseSeedValue(s));
  const matching = matchUpToSign(ours, theirs);
  const describe = describer();
  const rows: HexominoRow[] = polys.map((p, j) => {
    const info = describe(ours[j]);
    const m = matching?.find((x) => x.ours === j);
    return {
      id: p.id,
      picture: formatRegion(p.region, "|"),
      value: info.value,
      seed_value: m ? seedValues[m.theirs] : "",
      seed_no: m ? m.theirs + 1 : 0,
      seed_orientation: m ? (m.negated ? "transposed" : "same") : "",
      kind: info.kind,
      temperature: info.temperatureText,
    };
  });
  const unmatched: number[] = [];
  if (!matching) {
    // Report seed entries whose value is not ± any of ours (the usual cause of no matching).
    theirs.forEach((t, i) => {
      if (!ours.some((g) => g === t || cgt.neg(g) === t)) unmatched.push(i + 1);
    });
  }
  return { agree: matching !== undefined, rows, unmatched };
}

// ---------------------------------------------------------------- all polyominoes

/** One free polyomino (in its canonical orientation) with its Domineering value. */
export interface PolyominoRow extends cgt.ValueInfo {
  [column: string]: string | number;
  cells: number;
  id: number;
  picture: string;
  /** Order of its symmetry group (1, 2, 4 or 8). */
  symmetries: number;
}

/** The options {@link polyominoValues} takes. */
const POLYOMINO_OPTION_NAMES = optionNames<RunOptions & { minCells?: number; solver?: RegionEvaluator }>({ minCells: true, solver: true, budget: true, onProgress: true });

/**
 * Domineering values of every free polyomino with `minCells..maxCells` cells (each in the
 * canonical orientation of `freePolyominoes`; other orientations have the same value or its
 * negative). One shared evaluator (by default a fresh generic engine), so every sub-component is
 * computed once. Cost: about 86,000 regions and as many table entries for maxCells = 12. Budget: one unit per polyomino
 * and per new component; progress per polyomino.
 */
export function polyominoValues(
  maxCells: number,
  options: RunOptions & { minCells?: number; solver?: RegionEvaluator } = {},
): PolyominoRow[] {
  requireInteger("maxCells", maxCells, 1, 16);
  const minCells = requireInteger("minCells", options.minCells ?? 1, 1, maxCells);
  const budget = Budget.from(options, `Domineering values of polyominoes up to ${maxCells} cells`, POLYOMINO_OPTION_NAMES);
  const solver = options.solver ?? new Engine(ruleset);
  const describe = describer();
  const rows: PolyominoRow[] = [];
  for (let k = minCells; k <= maxCells; k++) {
    const polys = freePolyominoes(k, { budget });
    for (const p of polys) {
      budget.spend(1);
      const info = describe(solver.value(p.region, { budget }));
      rows.push({ cells: k, id: p.id, picture: formatRegion(p.region, "|"), symmetries: p.symmetries.length, ...info });
    }
    budget.report(rows.length, undefined, `polyominoes of ${k} cells done`);
  }
  return rows;
}

/** Per-size summary of a polyomino sweep. */
export interface SizeSummary {
  [column: string]: number;
  cells: number;
  regions: number;
  number: number;
  infinitesimal: number;
  tepid: number;
  switch: number;
  hot: number;
  /** Regions of value 0 (second-player wins; included in `number`). */
  zero: number;
  /** Distinct values at this size. */
  distinct: number;
  /** Values never seen at a smaller size. */
  newValues: number;
  maxTemperature: number;
  meanTemperatureOfHot: number;
}

/** Counts of kinds, distinct and new values, and temperatures per size. O(rows). */
export function summarizeBySize(rows: readonly PolyominoRow[]): SizeSummary[] {
  const seen = new Set<string>();
  const out: SizeSummary[] = [];
  const sizes = [...new Set(rows.map((r) => r.cells))].sort((a, b) => a - b);
  for (const k of sizes) {
    const at = rows.filter((r) => r.cells === k);
    const distinct = new Set(at.map((r) => r.value));
    let fresh = 0;
    for (const v of distinct) if (!seen.has(v)) fresh++;
    for (const v of distinct) seen.add(v);
    const hot = at.filter((r) => r.temperature > 0);
    const s: SizeSummary = {
      cells: k,
      regions: at.length,
      number: 0,
      infinitesimal: 0,
      tepid: 0,
      switch: 0,
      hot: 0,
      zero: at.filter((r) => r.value === "0").length,
      distinct: distinct.size,
      newValues: fresh,
      maxTemperature: at.reduce((a, r) => Math.max(a, r.temperature), -Infinity),
      meanTemperatureOfHot: hot.length ? hot.reduce((a, r) => a + r.temperature, 0) / hot.length : 0,
    };
    for (const r of at) s[r.kind]++;
    out.push(s);
  }
  return out;
}

/** The first (smallest) region of each kind, and of each value, in a sweep. */
export interface FirstAppearance {
  [column: string]: string | number;
  what: string;
  cells: number;
  id: number;
  picture: string;
  value: string;
}

/**
 * First appearances: for each kind (in `cgt.VALUE_KINDS` order) and for each value matched by
 * one of `labels` (a map from a label to a predicate on rows, e.g. `{"*2": r => r.value === "*2"}`),
 * the smallest region (fewest cells, then lowest id). O(rows · (kinds + labels)).
 */
export function firstAppearances(
  rows: readonly PolyominoRow[],
  labels: Readonly<Record<string, (row: PolyominoRow) => boolean>> = {},
): FirstAppearance[] {
  const tests: [string, (row: PolyominoRow) => boolean][] = [
    ...cgt.VALUE_KINDS.map((k) => [`kind: ${k}`, (r: PolyominoRow) => r.kind === k] as [string, (row: PolyominoRow) => boolean]),
    ...Object.entries(labels),
  ];
  const out: FirstAppearance[] = [];
  for (const [what, test] of tests) {
    const r = rows.find(test);
    if (r) out.push({ what, cells: r.cells, id: r.id, picture: r.picture, value: r.value });
  }
  return out;
}

/** A move after which two or more components have non-number values (seed 001's "not supported" case). */
export interface NonNumberSumRow {
  [column: string]: string | number;
  cells: number;
  id: number;
  picture: string;
  player: string;
  /** The region after the move (rows separated by `|`). */
  after: string;
  /** Values of the components after the move, joined by " + ". */
  parts: string;
  /** Their sum (the option's value). */
  sum: string;
  /** Value of the whole region. */
  value: string;
}

/**
 * The first `limit` moves, over free polyominoes of increasing size up to `maxCells`, that leave
 * two or more components whose values are not numbers. Seed 001's program kept only one such
 * component ("not supported"); here the option is their exact sum. Cost: like
 * {@link polyominoValues} up to the size where `limit` examples are found.
 */
export function nonNumberSums(maxCells: number, limit = 10, solver: RegionEvaluator = new Engine(ruleset)): NonNumberSumRow[] {
  requireInteger("maxCells", maxCells, 1, 16);
  const out: NonNumberSumRow[] = [];
  for (let k = 1; k <= maxCells && out.length < limit; k++) {
    for (const p of freePolyominoes(k)) {
      for (const [player, moves] of [
        ["Left", leftMoves(p.region)],
        ["Right", rightMoves(p.region)],
      ] as const) {
        for (const after of moves) {
          const parts = components(after).map((c) => solver.value(c));
          if (parts.filter((g) => !cgt.isNumber(g)).length < 2) continue;
          out.push({
            cells: k,
            id: p.id,
            picture: formatRegion(p.region, "|"),
            player,
            after: formatRegion(after, "|"),
            parts: parts.map((g) => cgt.format(g)).join(" + "),
            sum: cgt.format(cgt.sum(parts)),
            value: cgt.format(solver.value(p.region)),
          });
          if (out.length >= limit) return out;
        }
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- rectangles

/** One rectangle m×n (m rows, n columns; Left vertical). */
export interface RectangleRow {
  [column: string]: string | number | boolean | null;
  m: number;
  n: number;
  /** Canonical value, or "" when not computed. */
  value: string;
  outcome: string;
  /** Temperature as a number (null when not computed). */
  temperature: number | null;
  temperatureText: string;
  kind: string;
  /** Wall seconds with a fresh engine (null for rows derived by transposition or not computed). */
  seconds: number | null;
  /** Distinct normalized components the fresh engine's value table holds (null as for seconds). */
  components: number | null;
  /** "computed", "transpose" (value of n×m negated), "budget" (limit hit) or "skipped". */
  status: string;
}

/** The options {@link rectangleValues} takes. */
const RECTANGLE_OPTION_NAMES = optionNames<Pick<SweepOptions<Region>, "budget" | "perPosition" | "onProgress">>({ budget: true, perPosition: true, onProgress: true });

/**
 * Values of the rectangles m×n for 1 ≤ m ≤ maxColumns.length and m ≤ n ≤ maxColumns[m − 1]
 * (plain data, so the call can run in a worker), each with a fresh generic
 * engine (so `seconds` and `components` describe that rectangle alone), plus the transposed
 * n×m rows (value negated). A rectangle that exceeds the `perPosition` limits is marked "budget" and
 * the longer rectangles of its row are "skipped"; `options.budget.maxMillis` bounds the whole
 * table the same way (no exception: rectangles past the deadline are marked "budget"/"skipped").
 * Cost: dominated by the largest rectangle reached (5×6: 356,382 components).
 */
export function rectangleValues(
  maxColumns: readonly number[],
  options: Pick<SweepOptions<Region>, "budget" | "perPosition" | "onProgress"> = {},
): RectangleRow[] {
  const maxRows = requireInteger("number of row counts (maxColumns.length)", maxColumns.length, 1, 32);
  const total = Budget.from(options, "Domineering rectangles", RECTANGLE_OPTION_NAMES);
  const out: RectangleRow[] = [];
  const blank = { value: "", outcome: "", temperature: null, temperatureText: "", kind: "", seconds: null, components: null };
  new Engine(ruleset).value(rectangle(3, 3)); // warm-up, so the first timing is not start-up cost
  for (let m = 1; m <= maxRows; m++) {
    const last = requireInteger(`maxColumns[${m - 1}]`, maxColumns[m - 1], 0, 32);
    let stopped = false;
    for (let n = m; n <= last; n++) {
      if (stopped) {
        out.push({ m, n, ...blank, status: "skipped" });
        continue;
      }
      // Each rectangle gets the per-rectangle limits, and at most the table's remaining time.
      const limits: BudgetLimits = { ...(options.perPosition ?? {}) };
      const tableMillis = total.limits.maxMillis;
      if (tableMillis !== undefined) {
        const remaining = Math.max(0, tableMillis - total.elapsedMillis);
        limits.maxMillis = Math.min(limits.maxMillis ?? Infinity, remaining);
      }
      const solver = new Engine(ruleset);
      const t0 = process.hrtime.bigint();
      let g: cgt.Game;
      try {
        g = solver.value(rectangle(m, n), { budget: new Budget(limits, undefined, `${m}×${n}`, 256) });
      } catch (err) {
        if (!(err instanceof BudgetExceededError)) throw err;
        stopped = true;
        out.push({ m, n, ...blank, components: solver.stats.valueEntries, status: "budget" });
        continue;
      }
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      total.report(out.length, undefined, `${m}×${n} in ${seconds.toFixed(2)} s`);
      out.push({ m, n, ...rectangleInfo(g), seconds, components: solver.stats.valueEntries, status: "computed" });
      if (m !== n) out.push({ m: n, n: m, ...rectangleInfo(cgt.neg(g)), seconds: null, components: null, status: "transpose" });
    }
  }
  return out.sort((a, b) => a.m - b.m || a.n - b.n);
}

function rectangleInfo(g: cgt.Game): Pick<RectangleRow, "value" | "outcome" | "temperature" | "temperatureText" | "kind"> {
  const info = cgt.valueInfo(g);
  return {
    value: info.value,
    outcome: info.outcome,
    temperature: info.temperature,
    temperatureText: info.temperatureText,
    kind: info.kind,
  };
}
