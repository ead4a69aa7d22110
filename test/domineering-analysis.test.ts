import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";
import { regionSvg } from "../lib/games/domineering";
import {
  compareHexominoesWithSeed,
  firstAppearances,
  galleryHtml,
  matchUpToSign,
  nonNumberSums,
  parseSeedValue,
  polyominoValues,
  rectangleGridHtml,
  rectangleValues,
  summarizeBySize,
} from "../lib/studies/domineering";

/** Seed 001's printed list (its own numbering and orientations). */
const SEED_001 = [
  "-3/2", "((0, 0), -1/2)", "-3", "((0, 0), -2)", "(1, 1)", "0", "((0, 0), 0)", "(-1, -1)", "-1/2",
  "(2, (0, 0))", "-1/2", "-3/2", "3/4", "0", "(2, -1/2)", "-3/2", "((0, 0), -1)", "((0, 0), -1/2)",
  "(2, -1/2)", "(2, 1)", "(1, 1)", "(1, -1)", "((0, 0), -1)", "0", "3/4", "0", "(0, -2)", "0",
  "(1, -1)", "(1, 0)", "(1, -1)", "(-1, -2)", "(0, -1)", "(-1, -1)", "(-1, -1)",
];

describe("seed 001 notation and matching", () => {
  it("parses the seed's tuples", () => {
    expect(parseSeedValue("(0, 0)")).toBe(cgt.STAR);
    expect(parseSeedValue("-3/2")).toBe(cgt.dyadic(-3, 1));
    expect(parseSeedValue("((0, 0), 0)")).toBe(cgt.DOWN);
    expect(parseSeedValue("(1, -1)")).toBe(cgt.game([cgt.ONE], [cgt.MINUS_ONE]));
    expect(parseSeedValue("(1, 1)")).toBe(cgt.add(cgt.ONE, cgt.STAR));
    expect(parseSeedValue("((0, 0), -1/2)")).toBe(cgt.game([cgt.STAR], [cgt.dyadic(-1, 1)]));
  });

  it("rejects bad seed values with InputError and a position", () => {
    expect(() => parseSeedValue("(1, 2")).toThrow(InputError);
    expect(() => parseSeedValue("(1, 2")).toThrow(/index 5/);
    expect(() => parseSeedValue("3/5")).toThrow(/power of 2/);
    expect(() => parseSeedValue("x")).toThrow(/a number or a tuple/);
    expect(() => parseSeedValue("1 2")).toThrow(/end of input/);
  });

  it("matches lists up to sign", () => {
    const a = cgt.ONE;
    const b = cgt.game([cgt.STAR], [cgt.integer(-2)]);
    const m = matchUpToSign([a, b], [cgt.neg(b), a]);
    expect(m).toEqual([
      { theirs: 0, ours: 1, negated: true },
      { theirs: 1, ours: 0, negated: false },
    ]);
    expect(matchUpToSign([a, b], [a, a])).toBeUndefined();
    expect(matchUpToSign([a], [a, b])).toBeUndefined();
  });

  it("our 35 hexomino values agree with the seed up to transposition", () => {
    const c = compareHexominoesWithSeed(SEED_001);
    expect(c.agree).toBe(true);
    expect(c.rows).toHaveLength(35);
    expect(new Set(c.rows.map((r) => r.seed_no)).size).toBe(35);
    for (const r of c.rows) {
      const ours = cgt.parse(r.value);
      const theirs = parseSeedValue(r.seed_value);
      expect(r.seed_orientation === "same" ? ours : cgt.neg(ours)).toBe(theirs);
    }
    // a corrupted list is detected and the bad entry named
    const bad = [...SEED_001];
    bad[12] = "5/4";
    const d = compareHexominoesWithSeed(bad);
    expect(d.agree).toBe(false);
    expect(d.unmatched).toEqual([13]);
  });

  it("the seed's unsupported case: two non-number components after a move, summed exactly", () => {
    const rows = nonNumberSums(8, 3);
    expect(rows).toHaveLength(3);
    expect(rows[0].cells).toBe(8); // nothing smaller has such a move
    expect(rows[0].parts).toBe("* + *");
    expect(rows[0].sum).toBe("0");
  });
});

describe("sweeps", () => {
  it("polyomino values up to 7 cells: counts, summary, first appearances", () => {
    const rows = polyominoValues(7);
    expect(rows).toHaveLength(1 + 1 + 2 + 5 + 12 + 35 + 108);
    const summary = summarizeBySize(rows);
    for (const s of summary) expect(s.number + s.infinitesimal + s.tepid + s.switch + s.hot).toBe(s.regions);
    const first = firstAppearances(rows, { star: (r) => r.value === "*" });
    const at = (what: string) => first.find((f) => f.what === what);
    expect(at("kind: infinitesimal")).toMatchObject({ cells: 3, value: "*" }); // the L-tromino
    expect(at("kind: switch")).toMatchObject({ cells: 4, value: "±1" }); // the 2×2 square
    expect(at("star")?.picture).toBe("#.|##");
  });

  it("stops with BudgetExceededError", () => {
    expect(() => polyominoValues(9, { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
  });

  it("rectangles: known values, transposes, budget and skipped rows", () => {
    const rows = rectangleValues([4, 4, 3]);
    const at = (m: number, n: number) => rows.find((r) => r.m === m && r.n === n);
    expect(at(2, 1)?.value).toBe("1");
    expect(at(1, 2)?.value).toBe("-1");
    expect(at(2, 2)?.value).toBe("±1");
    expect(at(3, 3)?.value).toBe("±1");
    expect(at(1, 4)?.value).toBe("-2");
    expect(at(4, 1)).toMatchObject({ value: "2", status: "transpose", outcome: "L" });
    expect(at(2, 3)?.status).toBe("computed");
    expect(at(3, 2)?.value).toBe(cgt.format(cgt.neg(cgt.parse(at(2, 3)?.value ?? ""))));
    const limited = rectangleValues([0, 0, 0, 6], { perPosition: { maxPositions: 5 } });
    expect(limited.map((r) => r.status)).toEqual(["budget", "skipped", "skipped"]);
    expect(() => rectangleValues([])).toThrow(InputError);
  });
});

describe("drawings", () => {
  it("draws regions and rectangle grids", () => {
    // the one regionSvg (games.domineering): the region's 3 cells, the 4th cell of its grid dark
    expect(regionSvg("##|#.").match(/fill="#555"/g)).toHaveLength(1);
    expect(regionSvg("##|#.", { fill: "#abcdef", cellSize: 10 }).match(/fill="#abcdef"/g)).toHaveLength(3);
    expect(regionSvg("##|#.", { cellSize: 10 })).toContain('width="22"');
    expect(() => regionSvg({ height: 1, width: 2, rows: [4] })).toThrow(InputError);
    expect(galleryHtml([{ region: "##", caption: ["a<b"] }])).toContain("a&lt;b");
    const html = rectangleGridHtml([
      { m: 1, n: 2, value: "-1", outcome: "R" },
      { m: 2, n: 2, value: "±1", outcome: "N" },
    ]);
    expect(html).toContain("#f9d0cc");
    expect(html).toContain("±1");
  });
});
