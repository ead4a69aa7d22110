// Fission (lib/games/fission): cgt-tools' published test values, the engine against the plain reference
// search, the ruleset contract, symmetry (transpose negates), pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { fission } from "../lib/games";
import { Grid } from "../lib/grid";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";

const rs = fission.ruleset;
const val = (p: string): string => cgt.format(canonicalValue(rs, rs.parse(p)));

describe("Fission: published values", () => {
  // Source: cgt-tools, cgt/short/partizan/games/fission.rs, test canonical_form (the positions of CGSuite's Fission documentation).
  it.each([
    ["....|..x.|....|....", "0"],
    ["..x.|....|..x.|....", "-2"],
    [".x.x|....|..x.|....", "-1"],
    [".x.x|..x.|....|..x.", "{-1|-4}"],
    ["....|..x.|....|#..#", "0"],
  ])("%s = %s", (p, v) => { expect(val(p)).toBe(v); });
});

describe("Fission: from the definitions", () => {
  it("a lone stone on a 1×3 strip is Right's: -1; on a 3×1 strip Left's: 1; in the centre of 3×3 it is 0 by symmetry", () => {
    expect(val(".x.")).toBe("-1");
    expect(val(".|x|.")).toBe("1");
    expect(val("...|.x.|...")).toBe("0"); // transposition maps the board to itself and negates: G = -G
  });
  it("transposing negates the value", () => {
    const g = rs.parse(".x..|....|x...");
    const t = rs.parse("..x|x..|...|...");
    expect(canonicalValue(rs, t)).toBe(cgt.neg(canonicalValue(rs, g)));
  });
});

describe("Fission: engine against the reference", () => {
  it("30 random boards up to 4×4 agree with referenceValue", () => {
    const rand = cgt.mulberry32(9);
    for (let k = 0; k < 30; k++) {
      const h = 1 + Math.floor(rand() * 4);
      const w = 1 + Math.floor(rand() * 4);
      const g = Grid.of(h, w, Array.from({ length: h * w }, () => { const u = rand(); return u < 0.2 ? 1 : u < 0.3 ? 2 : 0; }));
      expect(canonicalValue(rs, g), rs.format(g)).toBe(referenceValue(rs, g));
    }
  });
  it("checkRuleset passes (components split by blocked cells, symmetry folding)", () => {
    expect(checkRuleset(rs, [rs.parse("..x.|x...|....|.x.."), rs.parse(".x.#.x.|.......")], { maxExplored: 400 }).positions).toBeGreaterThan(15);
  });
});

describe("Fission: pictures and bad input", () => {
  it("round-trips and draws", () => {
    expect(rs.format(rs.parse("X.#|..."))).toBe("x.#|...");
    expect(rs.draw(rs.parse("x.#")).match(/<circle/g)).toHaveLength(1);
  });
  it("names the bad character's row and column", () => {
    expect(() => rs.parse("...|.o.")).toThrow(/"o".*row 2, column 2/);
    expect(() => rs.parse("")).toThrow(/empty Fission picture/);
  });
});
