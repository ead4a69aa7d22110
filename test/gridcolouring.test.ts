// Col and Snort on grids (lib/games/gridcolouring): values against CGSuite's published GameGraphTest values
// (their graphs drawn as grids), Winning Ways theory (Col values are numbers or numbers + *), the engine
// against the plain reference search, the ruleset contract, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { gridcolouring } from "../lib/games";
import { Grid } from "../lib/grid";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";

const { col, snort } = gridcolouring;
const val = (rs: gridcolouring.ColouringRuleset, picture: string) => canonicalValue(rs, rs.parse(picture));

describe("Col and Snort: CGSuite's published values (GameGraphTest 'define Col properly')", () => {
  // CGSuite labels a vertex L or R when it is tinted (next to a coloured vertex); on a grid a tint is a
  // stone next to the cell, so each labelled path vertex gets its stone in a row above it, with # between.
  it('Col("R-.-R-.-L-.-R-.-R-.") = 7/8: the path below o#o#x#o#o#', () => {
    expect(cgt.format(val(col, "o#o#x#o#o#|.........."))).toBe("7/8");
  });
  it('Snort("L-.-.-.-L") = {4|0,+-1}: the path below x###x', () => {
    expect(val(snort, "x###x|.....")).toBe(cgt.parse("{4|0,{1|-1}}"));
  });
  it('Snort(".-.-.(-.;-.)") = +-{3|2}: the tree v1-v2-v3, v3-v4, v3-v5 as "....|##.#"', () => {
    expect(val(snort, "....|##.#")).toBe(cgt.parse("{{3|2}|{-2|-3}}"));
  });
});

describe("Col and Snort: values from the definitions and Winning Ways", () => {
  it("one cell is * in both; two adjacent cells are 0 in Col and ±1 in Snort", () => {
    expect(cgt.format(val(col, "."))).toBe("*");
    expect(cgt.format(val(snort, "."))).toBe("*");
    expect(cgt.format(val(col, ".."))).toBe("0");
    expect(cgt.format(val(snort, ".."))).toBe("±1");
  });
  it("a cell next to x: Col gives it to Right (-1), Snort to Left (1)", () => {
    expect(cgt.format(val(col, "x."))).toBe("-1");
    expect(cgt.format(val(snort, "x."))).toBe("1");
    expect(cgt.format(val(col, "x.o"))).toBe("0");
  });
  it("every Col position is a number or a number plus * (Winning Ways, chapter 2): all 2×3 and 3×3 boards with up to 2 stones", () => {
    let checked = 0;
    for (const [h, w] of [[2, 3], [3, 3]] as const) {
      const n = h * w;
      for (let i = -1; i < n; i++) for (let j = -1; j < n; j++) for (const [a, b] of [[1, 2], [1, 1], [2, 2]]) {
        const cells = new Array<number>(n).fill(0);
        if (i >= 0) cells[i] = a!;
        if (j >= 0) cells[j] = b!;
        const v = canonicalValue(col, Grid.of(h, w, cells));
        const isNumberish = cgt.isNumber(v) || cgt.isNumber(cgt.add(v, cgt.nimber(1)));
        expect(isNumberish, col.format(Grid.of(h, w, cells))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe("Col and Snort: engine against the reference", () => {
  const rand = cgt.mulberry32(2024);
  for (const rs of [col, snort]) {
    it(`${rs.name}: 30 random boards up to 3×3 agree with referenceValue`, () => {
      for (let k = 0; k < 30; k++) {
        const h = 1 + Math.floor(rand() * 3);
        const w = 1 + Math.floor(rand() * 3);
        const g = Grid.of(h, w, Array.from({ length: h * w }, () => {
          const u = rand();
          return u < 0.6 ? 0 : u < 0.75 ? 1 : u < 0.9 ? 2 : 3;
        }));
        expect(canonicalValue(rs, g), rs.format(g)).toBe(referenceValue(rs, g));
      }
    });
    it(`${rs.name}: checkRuleset passes (components with their stones, tint keys, colour swap)`, () => {
      const report = checkRuleset(rs, [rs.parse("..x.|.#..|o..."), rs.parse("...|.o.|...")], { maxExplored: 400 });
      expect(report.positions).toBeGreaterThan(30);
    });
  }
  it("components keep the stones next to each group and the values add up", () => {
    const g = snort.parse("..#..|x.#.o");
    const parts = snort.components!(g);
    expect(parts.map((p) => snort.format(p))).toEqual(["####|#..#|#x.#|####", "####|#..#|#.o#|####"]);
    expect(val(snort, "..#..|x.#.o")).toBe(cgt.add(val(snort, "..|x."), val(snort, "..|.o")));
  });
});

describe("Col and Snort: pictures, drawing, bad input", () => {
  it("pictures round-trip and the drawing is SVG", () => {
    expect(col.format(col.parse("xO.|#.."))).toBe("xo.|#..");
    expect(col.draw(col.parse("x.o")).match(/<circle/g)).toHaveLength(2);
  });
  it("bad characters name row and column; unknown rules are rejected", () => {
    expect(() => snort.parse("..|.y")).toThrow(/"y".*row 2, column 2/);
    expect(() => gridcolouring.colouringGame("cols" as never)).toThrow(/unknown colouring rule "cols"/);
  });
});
