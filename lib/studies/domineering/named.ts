/**
 * Named values among Domineering regions, recognised by value (canonical forms compared in the
 * game store), never by matching printed strings: nimbers, multiples of up with or without a
 * star, tinies and minies, ±1. Rows carry their value as printed text; each is parsed once.
 */
import * as cgt from "../../cgt";
import { InputError } from "../../util";
import { firstAppearances, type FirstAppearance, type PolyominoRow } from "./sweeps";

/**
 * If g is tiny-x = {0 ‖ 0 | −x} or miny-x = {x | 0 ‖ 0} for a number x > 0 (Winning Ways ch. 5),
 * which of the two and x; else null. Checked by rebuilding `cgt.tiny(x)` / `cgt.miny(x)` from the
 * candidate x and comparing values. O(one canonicalization).
 */
export function tinyMinyParameter(g: cgt.Game): { kind: "tiny" | "miny"; x: cgt.Game } | null {
  const tryTiny = (h: cgt.Game): cgt.Game | null => {
    const R = cgt.rightOptions(h);
    if (R.length !== 1 || cgt.leftOptions(h).length !== 1) return null;
    const RR = cgt.rightOptions(R[0]!);
    if (RR.length !== 1 || !cgt.isNumber(RR[0]!)) return null;
    const x = cgt.neg(RR[0]!);
    return cgt.compare(x, cgt.ZERO) === ">" && cgt.compare(cgt.tiny(x), h) === "=" ? x : null;
  };
  const t = tryTiny(g);
  if (t !== null) return { kind: "tiny", x: t };
  const m = tryTiny(cgt.neg(g));
  return m === null ? null : { kind: "miny", x: m };
}

/** Whether g = n·↑ + *m (no number part) with |n| = `ups` and m in `stars`. O(1). */
function upMultiple(g: cgt.Game, ups: number, stars: readonly number[]): boolean {
  const u = cgt.upStarOf(g);
  return u?.x === 0 && Math.abs(u.ups) === ups && stars.includes(u.star);
}

/** Named values tested by value: label → test on a canonical value. */
export const NAMED_VALUE_TESTS: Readonly<Record<string, (g: cgt.Game) => boolean>> = {
  "*": (g) => upMultiple(g, 0, [1]),
  "↑ or ↓": (g) => upMultiple(g, 1, [0]),
  "↑* or ↓*": (g) => upMultiple(g, 1, [1]),
  "⇑ or ⇓ (± a star)": (g) => upMultiple(g, 2, [0, 1]),
  "*2": (g) => upMultiple(g, 0, [2]),
  "*3": (g) => upMultiple(g, 0, [3]),
  "tiny or miny": (g) => tinyMinyParameter(g) !== null,
  "±1": (g) => cgt.compare(g, cgt.game([cgt.ONE], [cgt.MINUS_ONE])) === "=",
};

/** Parse each row's printed value once (rows of one sweep share the store). O(rows × value size). */
function parsedValues(_rows: readonly PolyominoRow[]): (row: PolyominoRow) => cgt.Game {
  const memo = new Map<string, cgt.Game>();
  return (row) => {
    let g = memo.get(row.value);
    if (g === undefined) {
      try {
        g = cgt.parse(row.value);
      } catch (err) {
        throw new InputError(`region ${row.cells} cells #${row.id} has an unreadable value "${row.value}": ${(err as Error).message}`);
      }
      memo.set(row.value, g);
    }
    return g;
  };
}

/**
 * The smallest region (fewest cells, then lowest id; rows in that order) of each value kind, of
 * each value in {@link NAMED_VALUE_TESTS}, and of temperature ≥ each of `temperatures`.
 * Values are compared as games. O(rows × tests).
 */
export function namedFirstAppearances(rows: readonly PolyominoRow[], temperatures: readonly number[] = [1.5, 1.75]): FirstAppearance[] {
  const valueOf = parsedValues(rows);
  const labels: Record<string, (row: PolyominoRow) => boolean> = {};
  for (const [label, test] of Object.entries(NAMED_VALUE_TESTS)) labels[label] = (r) => test(valueOf(r));
  for (const t of temperatures) labels[`temperature ≥ ${cgt.dyadicToString(cgt.dyadicFromDouble(t))}`] = (r) => r.temperature >= t;
  return firstAppearances(rows, labels);
}

/**
 * How many rows have each named value, and how many are x + n·↑ + *m (x a number) for each
 * |n| ≥ 1 (`byUpMultiple[n]`), and the largest m of a nimber *m among them. O(rows).
 */
export function namedValueCounts(rows: readonly PolyominoRow[]): { counts: Record<string, number>; byUpMultiple: Record<number, number>; maxNimber: number } {
  const valueOf = parsedValues(rows);
  const counts: Record<string, number> = Object.fromEntries(Object.keys(NAMED_VALUE_TESTS).map((k) => [k, 0]));
  const byUpMultiple: Record<number, number> = {};
  let maxNimber = 0;
  for (const r of rows) {
    const g = valueOf(r);
    for (const [label, test] of Object.entries(NAMED_VALUE_TESTS)) if (test(g)) counts[label]!++;
    const u = cgt.upStarOf(g);
    if (u?.x === 0 && u.ups === 0) maxNimber = Math.max(maxNimber, u.star);
    if (u !== undefined && u.ups !== 0) byUpMultiple[Math.abs(u.ups)] = (byUpMultiple[Math.abs(u.ups)] ?? 0) + 1;
  }
  return { counts, byUpMultiple, maxNimber };
}
