// Named Domineering values recognised by value, not by printed string (issue 15 item 5).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as ad from "../lib/studies/domineering";
import { canonicalValue } from "../lib/solvers";
import { parseRegion, ruleset } from "../lib/games/domineering";

describe("tinyMinyParameter", () => {
  it("recognises tiny-x and miny-x (Winning Ways ch. 5: tiny-x = {0 ‖ 0 | −x}) and nothing else", () => {
    const one = cgt.ONE;
    expect(ad.tinyMinyParameter(cgt.tiny(one))).toEqual({ kind: "tiny", x: one });
    const two = cgt.integer(2);
    expect(ad.tinyMinyParameter(cgt.miny(two))).toEqual({ kind: "miny", x: two });
    expect(ad.tinyMinyParameter(cgt.parse("{0||0|-1/2}"))).toEqual({ kind: "tiny", x: cgt.parse("1/2") });
    for (const s of ["0", "*", "↑", "{0|*}", "±1", "{0||0|0}", "{0||0|*}", "{0||0|1}"]) expect(ad.tinyMinyParameter(cgt.parse(s)), s).toBeNull();
  });

  it("the 2×4 rectangle is miny-2 ({{2|0}|0}: Left vertical)", () => {
    // Regression pin (cgtlab's value of the 2×4 board, which the earlier string-matching recogniser also reported).
    expect(ad.tinyMinyParameter(canonicalValue(ruleset, parseRegion("####|####")))).toEqual({ kind: "miny", x: cgt.integer(2) });
  });
});

describe("namedFirstAppearances", () => {
  const rows = ad.polyominoValues(8);
  it("finds the same first regions as the former string matching did up to 8 cells (results/domineering/first_appearances.csv)", () => {
    const firsts = ad.namedFirstAppearances(rows);
    const get = (what: string) => firsts.find((f) => f.what === what);
    // Regression pins from the committed first_appearances.csv (computed by string matching of printed values).
    expect(get("*")).toMatchObject({ cells: 3, id: 2, value: "*" });
    expect(get("↑ or ↓")).toMatchObject({ cells: 6, id: 33, value: "↓" });
    expect(get("↑* or ↓*")).toMatchObject({ cells: 8, id: 152, value: "↓*" });
    expect(get("tiny or miny")).toMatchObject({ cells: 8, id: 2 });
    expect(get("±1")).toMatchObject({ cells: 4, id: 2 });
    expect(get("temperature ≥ 3/2")).toMatchObject({ cells: 8, id: 39, value: "±3/2" });
    expect(get("*2")).toBeUndefined(); // first at 11 cells
  });

  it("counts agree with a direct comparison against parsed reference values", () => {
    const { counts, byUpMultiple } = ad.namedValueCounts(rows);
    const star = rows.filter((r) => cgt.compare(cgt.parse(r.value), cgt.STAR) === "=").length;
    expect(counts["*"]).toBe(star);
    const ups = rows.filter((r) => { const g = cgt.parse(r.value); return cgt.compare(g, cgt.UP) === "=" || cgt.compare(g, cgt.DOWN) === "="; }).length;
    expect(counts["↑ or ↓"]).toBe(ups);
    expect(byUpMultiple[1]).toBeGreaterThanOrEqual(ups);
    expect(byUpMultiple[3] ?? 0).toBe(0); // none up to 8 cells (Uiterwijk–Barton: multiplicity ≤ 2 up to 15 squares)
  });
});
