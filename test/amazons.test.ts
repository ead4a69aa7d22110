// Amazons (lib/games/amazons): CGSuite's value of x..#|....|.#.o (as cgt-tools' test quotes it, "confirmed
// with cgsuite"), values from the definitions, the engine against the reference, the ruleset contract,
// pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { amazons } from "../lib/games";
import { Grid } from "../lib/grid";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";

const rs = amazons.ruleset;
const val = (p: string): string => cgt.format(canonicalValue(rs, rs.parse(p)));

describe("Amazons: published values", () => {
  it("x..#|....|.#.o (cgt-tools, cgt/short/partizan/games/amazons.rs, test canonical_form: 'Confirmed with cgsuite')", () => {
    const expected = cgt.parse(
      "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}",
    );
    expect(canonicalValue(rs, rs.parse("x..#|....|.#.o"))).toBe(expected);
  });
});

describe("Amazons: from the definitions", () => {
  it("small strips: x. = 1, x.. = 2, xo = 0, x.o = *", () => {
    expect(val("x.")).toBe("1"); // x moves to the other square and burns the one it left; then no room
    expect(val("x..")).toBe("2");
    expect(val("xo")).toBe("0");
    expect(val("x.o")).toBe("*"); // whoever moves burns the last free square
  });
  it("the colour swap negates and the grid symmetries keep the value", () => {
    expect(canonicalValue(rs, rs.parse("o..|.#.|..x"))).toBe(cgt.neg(canonicalValue(rs, rs.parse("x..|.#.|..o"))));
    expect(canonicalValue(rs, rs.parse("x.|..|.o"))).toBe(canonicalValue(rs, rs.parse("x..|..o"))); // transpose
  });
});

describe("Amazons: engine against the reference", () => {
  it("25 random boards up to 3×3 agree with referenceValue", () => {
    const rand = cgt.mulberry32(31);
    for (let k = 0; k < 25; k++) {
      const h = 1 + Math.floor(rand() * 3);
      const w = 1 + Math.floor(rand() * 3);
      const g = Grid.of(h, w, Array.from({ length: h * w }, () => { const u = rand(); return u < 0.2 ? 1 : u < 0.4 ? 2 : u < 0.5 ? 3 : 0; }));
      expect(canonicalValue(rs, g), rs.format(g)).toBe(referenceValue(rs, g));
    }
  });
  it("checkRuleset passes (8-connected components, symmetry and colour folding)", () => {
    expect(checkRuleset(rs, [rs.parse("x.#.|..#o|#...")], { maxExplored: 300 }).positions).toBeGreaterThan(30);
  });
});

describe("Amazons: pictures and bad input", () => {
  it("round-trips and draws", () => {
    expect(rs.format(rs.parse("X.#|..O"))).toBe("x.#|..o");
    expect(rs.draw(rs.parse("x.o")).match(/<circle/g)).toHaveLength(2);
  });
  it("names the bad character's row and column", () => {
    expect(() => rs.parse("x..|..q")).toThrow(/"q".*row 2, column 3/);
  });
});
