/**
 * Value statistics of a subgame database, per size and over all sizes: the counts Uiterwijk and
 * Barton tabulate for their Domineering databases ("New results for Domineering from combinatorial
 * game theory endgame databases", Theoretical Computer Science 592, 2015): numbers, nimbers by
 * value, ups and downs (x + n·↑ + *m with n ≠ 0) and their largest multiplicity, tinies and minies,
 * kinds (number, infinitesimal, tepid, switch, hot) and the largest temperature. Computed from the
 * database itself (each distinct value once), so it states what the file holds.
 */
import * as cgt from "../../cgt";
import type { SubgameDatabase } from "./database";

const ops = cgt.ops;

/** One row of {@link summarizeSubgameDatabase}: one size, or all sizes (`size` "all"). */
export interface SubgameSizeSummary {
  [column: string]: string | number;
  size: number | string;
  /** Entries (positions, one per folded key). */
  entries: number;
  /**
   * Distinct values of these positions in every orientation: the stored values and their negatives
   * (a transposed region has the negative value, so the set of a size's values is closed under
   * negation whichever orientation the database stores).
   */
  distinctValues: number;
  numbers: number;
  /** Entries of value 0 (second-player wins; counted in numbers too). */
  zeros: number;
  integers: number;
  /** Entries of value *1, *2, *3 and of a larger nimber. */
  star1: number;
  star2: number;
  star3: number;
  starAbove3: number;
  /** Entries of value x + n·↑ + *m with n ≠ 0 (x a number), and the largest |n| met (0 if none). */
  upsDowns: number;
  maxUpMultiple: number;
  /** The largest n of a value exactly n·↑ or n·↓ (no number, no star; 0 if none). */
  maxPlainUpMultiple: number;
  /** Entries whose value is a tiny or a miny ({0 || 0 | −G} or its negative: CGSuite's IsNumberTiny with x = 0). */
  tinyMiny: number;
  /** Distinct tinies among these positions' values in every orientation (each with its miny, its negative). */
  tinyValues: number;
  infinitesimal: number;
  tepid: number;
  switch: number;
  hot: number;
  /** The largest temperature (exact; "-1" when only integers) and how many entries have it. */
  maxTemperature: string;
  atMaxTemperature: number;
}

interface NodeFacts {
  number: boolean;
  integer: boolean;
  zero: boolean;
  nimber: number;
  ups: number;
  plainUps: number;
  tiny: boolean;
  kind: cgt.ValueKind;
  temperature: cgt.Dyadic;
}

/**
 * Per-size statistics of a database's values and a last row over all sizes. Cost: O(entries)
 * plus, per distinct value, its kind, temperature and shape tests (memoized in the store).
 */
export function summarizeSubgameDatabase(db: SubgameDatabase): SubgameSizeSummary[] {
  const facts = new Map<number, NodeFacts>();
  const factsOf = (node: number): NodeFacts => {
    let f = facts.get(node);
    if (f !== undefined) return f;
    const id = db.valueOfNode(node);
    const g = ops.value(id);
    const nus = cgt.upStarOf(g);
    const isNum = ops.isNumber(id);
    f = {
      number: isNum,
      integer: isNum && Number.isInteger(ops.numberValue(id)),
      zero: id === ops.ZERO,
      nimber: ops.nimberValue(id),
      ups: nus === undefined ? 0 : nus.ups,
      plainUps: nus?.x === 0 && nus.star === 0 ? nus.ups : 0,
      tiny: !isNum && cgt.isInfinitesimal(g) && cgt.isNumberTiny(g),
      kind: cgt.valueKind(g),
      temperature: cgt.temperature(g),
    };
    facts.set(node, f);
    return f;
  };
  const fam = db.header.family;
  const bySize = db.nodeCountsBySize();
  const row = (size: number | string, counts: ReadonlyMap<number, number>): SubgameSizeSummary => {
    const r: SubgameSizeSummary = {
      size, entries: 0, distinctValues: 0, numbers: 0, zeros: 0, integers: 0, star1: 0, star2: 0, star3: 0, starAbove3: 0,
      upsDowns: 0, maxUpMultiple: 0, maxPlainUpMultiple: 0, tinyMiny: 0, tinyValues: 0, infinitesimal: 0, tepid: 0, switch: 0, hot: 0, maxTemperature: "", atMaxTemperature: 0,
    };
    let tMax: cgt.Dyadic | undefined;
    const values = new Set<cgt.GameId>();
    const tinies = new Set<cgt.GameId>();
    for (const [node, n] of counts) {
      const f = factsOf(node);
      const id = db.valueOfNode(node);
      const neg = ops.neg(id);
      values.add(id).add(neg);
      r.entries += n;
      if (f.number) r.numbers += n;
      if (f.zero) r.zeros += n;
      if (f.integer) r.integers += n;
      if (f.nimber === 1) r.star1 += n;
      else if (f.nimber === 2) r.star2 += n;
      else if (f.nimber === 3) r.star3 += n;
      else if (f.nimber > 3) r.starAbove3 += n;
      if (f.ups !== 0) {
        r.upsDowns += n;
        r.maxUpMultiple = Math.max(r.maxUpMultiple, Math.abs(f.ups));
        r.maxPlainUpMultiple = Math.max(r.maxPlainUpMultiple, Math.abs(f.plainUps));
      }
      if (f.tiny) {
        r.tinyMiny += n;
        tinies.add(Math.min(id, neg)); // one of each tiny–miny pair
      }
      if (f.kind !== "number") r[f.kind] = (r[f.kind] as number) + n;
      // compared as doubles: exact for temperatures of up to 53 significant bits
      const c = tMax === undefined ? 1 : Math.sign(cgt.dyadicToNumber(f.temperature) - cgt.dyadicToNumber(tMax));
      if (c > 0) {
        tMax = f.temperature;
        r.atMaxTemperature = n;
      } else if (c === 0) r.atMaxTemperature += n;
    }
    r.distinctValues = values.size;
    r.tinyValues = tinies.size;
    r.maxTemperature = tMax === undefined ? "" : cgt.dyadicToString(tMax);
    return r;
  };
  const rows = bySize.map((m, i) => row(fam.minSize + i, m));
  const all = new Map<number, number>();
  for (const m of bySize) for (const [node, n] of m) all.set(node, (all.get(node) ?? 0) + n);
  rows.push(row(`${fam.minSize}..${fam.maxSize}`, all));
  return rows;
}
