/**
 * What notebook 02 shows beyond the sweeps themselves: seed 001's printed values, the tables and
 * galleries built from sweep rows, the independent checks (the undecomposed search, plain minimax),
 * and the published statements as claim records (studies/claims) with derived verdicts. Every
 * function here works on rows computed by the caller; nothing states a result by itself.
 */
import * as cgt from "../../cgt";
import { minimaxOutcome, parseRegion, rectangle, ruleset } from "../../games/domineering";
import { referenceValue } from "../../solvers";
import { allOf, equals, type ClaimRecord } from "../claims";
import { namedValueCounts } from "./named";
import { nonNumberSums, type HexominoRow, type NonNumberSumRow, type PolyominoRow, type RectangleRow } from "./sweeps";

/**
 * Seed 001 (Qiita, 超現実数応用編: Domineeringの局面の値(その4)) prints the values of the 35
 * hexominoes as Python tuples, verbatim ("1: G = -3/2, 2: G = ((0, 0), -1/2), …"); `(a, b)` is
 * {a | b}. It checks them against Winning Ways, Figure 20.
 */
export const SEED_001_VALUES: readonly string[] = Object.freeze([
  "-3/2", "((0, 0), -1/2)", "-3", "((0, 0), -2)", "(1, 1)", "0", "((0, 0), 0)", "(-1, -1)", "-1/2",
  "(2, (0, 0))", "-1/2", "-3/2", "3/4", "0", "(2, -1/2)", "-3/2", "((0, 0), -1)", "((0, 0), -1/2)",
  "(2, -1/2)", "(2, 1)", "(1, 1)", "(1, -1)", "((0, 0), -1)", "0", "3/4", "0", "(0, -2)", "0",
  "(1, -1)", "(1, 0)", "(1, -1)", "(-1, -2)", "(0, -1)", "(-1, -1)", "(-1, -1)",
]);

/** A tile of a region gallery (the shape `galleryHtml` takes). */
export interface RegionTile {
  region: string;
  caption: string[];
  fill?: string;
}

/** Fill colours of gallery tiles by value kind: numbers green, hot values and switches orange, the rest violet. */
export function kindFill(kind: string): string {
  return kind === "number" ? "#dfe8d8" : kind === "hot" || kind === "switch" ? "#f6d8c8" : "#e4dcf0";
}

/** Gallery tiles of the hexominoes: our value and the seed's matched value ("(T)" when the seed's region is our transpose). O(rows). */
export function hexominoTiles(rows: readonly HexominoRow[]): RegionTile[] {
  return rows.map((r) => ({
    region: r.picture,
    caption: [`#${r.id}: ${r.value}`, `seed ${r.seed_no}: ${r.seed_value}${r.seed_orientation === "transposed" ? " (T)" : ""}`],
    fill: kindFill(r.kind),
  }));
}

/**
 * The distinct hot values (temperature > 0) among rows with a `value` column, hottest first, each
 * named with its temperature and the ids (or names) of the rows that have it, for a thermograph
 * figure. O(rows).
 */
export function hotValues(rows: readonly { value: string; label: string }[], limit = Infinity): { name: string; game: cgt.Game }[] {
  const byValue = new Map<cgt.Game, { value: string; labels: string[]; t: cgt.Dyadic }>();
  for (const r of rows) {
    const g = cgt.parse(r.value);
    const t = cgt.temperature(g);
    if (cgt.dyadicToNumber(t) <= 0) continue;
    const e = byValue.get(g) ?? { value: r.value, labels: [], t };
    e.labels.push(r.label);
    byValue.set(g, e);
  }
  return [...byValue.entries()]
    .sort(([, a], [, b]) => cgt.dyadicToNumber(b.t) - cgt.dyadicToNumber(a.t))
    .slice(0, limit)
    .map(([game, e]) => ({ name: `${e.value.length > 40 ? e.value.slice(0, 37) + "…" : e.value} (t = ${cgt.dyadicToString(e.t)}; ${e.labels.join(", ")})`, game }));
}

/**
 * The first moves (by region size) that leave two or more non-number components
 * ({@link nonNumberSums}), each region's value re-checked against the search without
 * decomposition or symmetry. Cost: the sums' sweep plus one undecomposed search per row
 * (exponential in the region; keep maxCells ≤ 10). Returns the rows and the pictures where the
 * two disagree (empty when all agree).
 */
export function checkedNonNumberSums(maxCells: number, limit = 8): { rows: NonNumberSumRow[]; disagreements: string[] } {
  const rows = nonNumberSums(maxCells, limit);
  const disagreements = rows.filter((r) => cgt.compare(referenceValue(ruleset, parseRegion(r.picture)), cgt.parse(r.value)) !== "=").map((r) => r.picture);
  return { rows, disagreements };
}

/** How many regions have each temperature ≥ 0, coolest first. O(rows log rows). */
export function temperatureCounts(rows: readonly PolyominoRow[]): { temperature: string; regions: number }[] {
  const counts = new Map<string, { temperature: string; value: number; regions: number }>();
  for (const r of rows) {
    if (r.temperature < 0) continue;
    const e = counts.get(r.temperatureText) ?? { temperature: r.temperatureText, value: r.temperature, regions: 0 };
    e.regions++;
    counts.set(r.temperatureText, e);
  }
  return [...counts.values()].sort((a, b) => a.value - b.value).map(({ temperature, regions }) => ({ temperature, regions }));
}

/**
 * The `n` hottest regions (ties: fewer cells, lower id) or the `n` most complex ones (most distinct
 * canonical subpositions), as gallery tiles. O(rows log rows).
 */
export function topRegionTiles(rows: readonly PolyominoRow[], by: "temperature" | "complexity", n: number): RegionTile[] {
  const key = (r: PolyominoRow): number => (by === "temperature" ? r.temperature : r.canonicalSize);
  return [...rows]
    .sort((a, b) => key(b) - key(a) || a.cells - b.cells || a.id - b.id)
    .slice(0, n)
    .map((r) => ({
      region: r.picture,
      caption: by === "temperature"
        ? [`${r.cells} cells #${r.id}`, r.value, `t = ${r.temperatureText}`]
        : [`${r.cells} cells #${r.id}`, r.value.length > 48 ? r.value.slice(0, 45) + "…" : r.value, `size ${r.canonicalSize}, t = ${r.temperatureText}`],
      fill: by === "temperature" ? "#f6d8c8" : "#e4dcf0",
    }));
}

/**
 * Outcome classes of the computed rectangles with at most `maxCells` cells re-checked by the plain
 * minimax solver (no CGT). Exponential in the cells: keep maxCells ≤ 25. Returns how many were
 * checked and the rectangles where the outcomes differ.
 */
export function minimaxRectangleCheck(rows: readonly RectangleRow[], maxCells: number): { checked: number; disagreements: string[] } {
  const todo = rows.filter((r) => r.status === "computed" && r.m * r.n <= maxCells);
  return { checked: todo.length, disagreements: todo.filter((r) => minimaxOutcome(rectangle(r.m, r.n)) !== r.outcome).map((r) => `${r.m}×${r.n}`) };
}

const short = (s: string, n: number): string => (s.length > n ? s.slice(0, n - 3) + "…" : s);

/** The computed rectangles as a table (values cut at 70 characters), and a sentence on the largest, the slowest and those stopped by a limit. O(rows). */
export function rectangleSummary(rows: readonly RectangleRow[]): { table: Record<string, string | number | null>[]; text: string } {
  const computed = rows.filter((r) => r.status === "computed");
  const table = computed.map((r) => ({ "m×n": `${r.m}×${r.n}`, value: short(r.value, 70), outcome: r.outcome, temperature: r.temperatureText, kind: r.kind, seconds: Number((r.seconds ?? 0).toFixed(3)), components: r.components }));
  const largest = [...computed].sort((a, b) => b.m * b.n - a.m * a.n || (b.seconds ?? 0) - (a.seconds ?? 0))[0];
  const slowest = [...computed].sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0))[0];
  const limited = rows.filter((r) => r.status === "budget").map((r) => `${r.m}×${r.n}`);
  const text = !largest || !slowest ? "No rectangle was computed." :
    `Largest rectangle (by cells) computed here: **${largest.m}×${largest.n}** in ${(largest.seconds ?? 0).toFixed(1)} s with ${largest.components ?? 0} distinct components; ` +
    `the slowest: **${slowest.m}×${slowest.n}**, ${(slowest.seconds ?? 0).toFixed(1)} s wall.` + (limited.length ? ` Stopped by the time limit: ${limited.join(", ")}.` : "");
  return { table, text };
}

/** The `n` hottest computed rectangles (ties: fewer cells), with their values as games. O(rows). */
export function hottestRectangles(rows: readonly RectangleRow[], n = 6): { row: RectangleRow; game: cgt.Game; t: number }[] {
  return rows
    .filter((r) => r.status === "computed")
    .map((row) => ({ row, game: cgt.parse(row.value) }))
    .map((x) => ({ ...x, t: cgt.dyadicToNumber(cgt.temperature(x.game)) }))
    .filter((x) => x.t > 0)
    .sort((a, b) => b.t - a.t || a.row.m * a.row.n - b.row.m * b.row.n)
    .slice(0, n);
}

/** Published rectangle values: m rows, n columns (Left vertical), the value and where it is published or why it holds. */
export const KNOWN_RECTANGLES: readonly { m: number; n: number; value: string; source: string }[] = Object.freeze([
  { m: 2, n: 1, value: "1", source: "Winning Ways, ch. 1 (one vertical domino fits)" },
  { m: 1, n: 2, value: "-1", source: "Winning Ways, ch. 1 (one horizontal domino fits)" },
  { m: 2, n: 2, value: "±1", source: "Winning Ways, ch. 1" },
  { m: 3, n: 3, value: "±1", source: "Winning Ways, ch. 1" },
  { m: 1, n: 5, value: "-2", source: "1×n = −⌊n/2⌋ (Right fits ⌊n/2⌋ dominoes, Left none)" },
  { m: 5, n: 5, value: "0", source: "Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002 (5×5 is a second-player win)" },
]);

/**
 * Seed 001's claim, Uiterwijk and Barton's bounds, and the published rectangle values, as claim
 * records with verdicts derived from the caller's rows (rectangles not computed in this run are
 * left out). O(rows).
 */
export function domineeringClaims(hex: { agree: boolean; rows: readonly HexominoRow[]; unmatched: readonly number[] }, poly: readonly PolyominoRow[], rects: readonly RectangleRow[]): ClaimRecord[] {
  const named = namedValueCounts(poly);
  const ups = Object.keys(named.byUpMultiple).map(Number);
  const maxUp = ups.length ? Math.max(...ups) : 0;
  const maxCells = poly.length ? Math.max(...poly.map((r) => r.cells)) : 0;
  const records: ClaimRecord[] = [
    {
      claim: "the values of the 35 hexominoes (checked against Winning Ways, Figure 20)", source: "seed 001 (Qiita, Domineeringの局面の値(その4))",
      claimed: "35 values", ours: hex.agree ? `${hex.rows.length} values, matched one-to-one up to transposition` : `no matching; seed entries ${hex.unmatched.join(", ")} are ± none of ours`,
      verdict: equals(hex.agree, true, "perfect matching"),
    },
    {
      claim: "single-component positions up to 15 squares have nimbers up to *3 and ups/downs of multiplicity at most 2", source: "Uiterwijk and Barton, New results for Domineering from combinatorial game theory endgame databases, 2015",
      claimed: "nimber ≤ *3, multiplicity ≤ 2", ours: `largest nimber *${named.maxNimber}, largest multiplicity ${maxUp} (polyominoes ≤ ${maxCells} cells)`,
      verdict: allOf(equals(named.maxNimber <= 3, true, "nimber ≤ *3"), equals(maxUp <= 2, true, "multiplicity ≤ 2")),
    },
  ];
  for (const k of KNOWN_RECTANGLES) {
    const r = rects.find((x) => x.m === k.m && x.n === k.n && (x.status === "computed" || x.status === "transpose"));
    if (!r) continue;
    records.push({
      claim: `the ${k.m}×${k.n} rectangle (m rows × n columns, Left vertical)`, source: k.source, claimed: k.value, ours: r.value,
      verdict: equals(cgt.format(cgt.parse(r.value)), cgt.format(cgt.parse(k.value)), "value"),
    });
  }
  return records;
}
