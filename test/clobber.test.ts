// Clobber and its generalisations (lib/games/clobber): values against CGSuite's published test values,
// known theory, the engine against the plain reference search on random small positions, the ruleset
// contract (checkRuleset), pictures, drawings and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { antiClobber, checkerboard, checkerboardPicture, clobber, genClobber, hotClobber, kings, knights, queens, rooks, type ClobberRuleset } from "../lib/games/clobber";
import { cram, triomineering } from "../lib/games";
import { rectangle } from "../lib/games/domineering";
import { Grid } from "../lib/grid";
import { canonicalValue, checkRuleset, outcomeClass, referenceValue, solve } from "../lib/solvers";
import { InputError } from "../lib/util";
import { generalPlainComponents, plainClobberComponents } from "../lib/games/clobber/rules";

const value = (rs: ClobberRuleset, picture: string): string => cgt.format(canonicalValue(rs, rs.parse(picture)));
const same = (rs: ClobberRuleset, picture: string, expected: string): void => {
  expect(canonicalValue(rs, rs.parse(picture))).toBe(cgt.parse(expected));
};

describe("Clobber family: values published in CGSuite's tests", () => {
  // Source: CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala, "define Clobber properly".
  it("Clobber xox|ox. = {^^*|*,v}", () => { same(clobber, "xox|ox.", "{^^*|*,v}"); });
  it("Clobber with diagonal moves xoxo|oox.|xxx. = {0,v*|vv}", () => {
    same(genClobber({ directions: "diagonal" }), "xoxo|oox.|xxx.", "{0,v*|vv}");
  });
  it("Kings xox|ox. = {^^*|*,v[2]} (CGSuite's ^[2] is {^|*}: EvalTest 'PowTo', so v[2] = {*|v})", () => {
    same(kings, "xox|ox.", "{^^*|*,{*|v}}");
  });
  it("Rooks xox|ox. = {^^*|0,*}", () => { same(rooks, "xox|ox.", "{^^*|0,*}"); });
  it("Queens xox|ox. = ^", () => { same(queens, "xox|ox.", "^"); });
  it("AntiClobber xoxo|oo.. = {*|-1}", () => { same(antiClobber, "xoxo|oo..", "{*|-1}"); });
});

describe("Clobber family: values from the definitions", () => {
  it("xo = * and xxo = ↑ (Left's only move leaves 0, Right's leaves xo = *)", () => {
    expect(value(clobber, "xo")).toBe("*");
    expect(value(clobber, "xxo")).toBe("↑");
    expect(value(clobber, "oox")).toBe("↓");
  });
  it("a single colour and separated stones are 0", () => {
    expect(value(clobber, "xxx|x.x")).toBe("0");
    expect(value(clobber, "x.o|.x.")).toBe("0");
    expect(value(clobber, "x.o|o.x")).toBe("0");
  });
  it("HotClobber lets a stone clobber its own colour: xx = {0|} = 1, xo = {0|0} = *, ooo = -2", () => {
    expect(value(hotClobber, "xx")).toBe("1");
    expect(value(hotClobber, "xo")).toBe("*");
    expect(value(hotClobber, "ooo")).toBe("-2");
  });
  it("Knights capture only a knight's move away: xo = 0 but x..|..o = *", () => {
    expect(value(knights, "xo")).toBe("0");
    expect(value(knights, "x..|..o")).toBe("*");
  });
  it("Rooks slide over empty squares: x...o = * (Clobber gives 0)", () => {
    expect(value(rooks, "x...o")).toBe("*");
    expect(value(clobber, "x...o")).toBe("0");
  });
  it("AntiClobber is Clobber backwards: x. has one Left move, to ox (CGSuite's AntiClobber documentation)", () => {
    const opts = [...antiClobber.leftOptions(antiClobber.parse("x."))].map((g) => antiClobber.format(g));
    expect(opts).toEqual(["ox"]);
    expect([...antiClobber.rightOptions(antiClobber.parse("x."))]).toEqual([]);
    // and for every Clobber option G → H, AntiClobber has the option H → G (checked on a small board)
    const start = clobber.parse("xo.|ox.");
    for (const h of clobber.leftOptions(start)) {
      expect([...antiClobber.leftOptions(h)].map((g) => g.toKey())).toContain(start.toKey());
    }
  });
});

describe("Clobber family: engine against the plain reference search", () => {
  const all: [string, ClobberRuleset][] = [
    ["Clobber", clobber], ["AntiClobber", antiClobber], ["HotClobber", hotClobber], ["Kings", kings],
    ["Knights", knights], ["Rooks", rooks], ["Queens", queens],
  ];
  const rand = cgt.mulberry32(1414);
  const randomGrid = (h: number, w: number, blocked: boolean): Grid => {
    const cells: number[] = [];
    for (let i = 0; i < h * w; i++) {
      const u = rand();
      cells.push(u < 0.35 ? 1 : u < 0.7 ? 2 : blocked && u < 0.8 ? 3 : 0);
    }
    return Grid.of(h, w, cells);
  };
  for (const [name, rs] of all) {
    it(`${name}: 25 random positions up to 3×3 agree with referenceValue`, () => {
      for (let i = 0; i < 25; i++) {
        const h = 1 + Math.floor(rand() * 3);
        const w = 1 + Math.floor(rand() * 3);
        const g = randomGrid(h, w, name === "AntiClobber");
        expect(canonicalValue(rs, g), rs.format(g)).toBe(referenceValue(rs, g));
      }
    });
  }
  it("checkRuleset passes for every variant (components, symmetry folding, keys)", () => {
    for (const [, rs] of all) {
      const report = checkRuleset(rs, [rs.parse("xox|ox.|.xo"), rs.parse("xo.o|o.xx")], { maxExplored: 300 });
      expect(report.positions).toBeGreaterThan(10);
    }
  });
  it("outcome classes agree with the values' signs (xoxo strip is N, xxo is L)", () => {
    expect(outcomeClass(clobber, clobber.parse("xoxo"))).toBe("N");
    expect(outcomeClass(clobber, clobber.parse("xxo"))).toBe("L");
  });
});

describe("Clobber's knowledge for the outcome solver (move counts, component size)", () => {
  const rand = cgt.mulberry32(20261129);
  const randomGrid = (h: number, w: number): Grid => Grid.of(h, w, Array.from({ length: h * w }, () => {
    const u = rand();
    return u < 0.4 ? 1 : u < 0.8 ? 2 : u < 0.9 ? 3 : 0;
  }));
  const counts = clobber.knowledge!.moveCounts!;
  const size = clobber.knowledge!.componentSize!;
  /** The most moves Left (Right) makes along any line of play, both players moving in any order: by the definition, over the game tree. */
  const most = (g: Grid, left: boolean, memo = new Map<string, number>()): number => {
    const k = g.toKey();
    const known = memo.get(k);
    if (known !== undefined) return known;
    let m = 0;
    for (const o of clobber.leftOptions(g)) m = Math.max(m, (left ? 1 : 0) + most(o, left, memo));
    for (const o of clobber.rightOptions(g)) m = Math.max(m, (left ? 0 : 1) + most(o, left, memo));
    memo.set(k, m);
    return m;
  };
  it("on 300 random boards up to 4×5 (blocked cells too): leftMoves and rightMoves are the numbers of options, the most-move bounds hold over the whole game tree (boards up to 3×3), the size counts the picture's . x o", () => {
    for (let t = 0; t < 300; t++) {
      const g = randomGrid(1 + Math.floor(rand() * 4), 1 + Math.floor(rand() * 5));
      const c = counts(g);
      const where = clobber.format(g);
      expect(c.leftMoves, where).toBe([...clobber.leftOptions(g)].length);
      expect(c.rightMoves, where).toBe([...clobber.rightOptions(g)].length);
      expect([c.leftSafe, c.rightSafe], where).toEqual([0, 0]);
      expect(size(g), where).toBe([...where].filter((ch) => ".xo".includes(ch)).length);
      if (g.cells.length <= 9) {
        expect(c.leftMost, where).toBeGreaterThanOrEqual(most(g, true));
        expect(c.rightMost, where).toBeGreaterThanOrEqual(most(g, false));
      }
    }
  });
  it("the solver's winner is the same with the knowledge and without it on 40 random 3×4 and 4×4 boards, both players first", () => {
    for (let t = 0; t < 40; t++) {
      const g = randomGrid(3 + (t % 2), 4);
      for (const toMove of ["left", "right"] as const) {
        expect(solve(clobber, g, { toMove }).winner, clobber.format(g)).toBe(solve(clobber, g, { toMove, knowledge: false }).winner);
      }
    }
  });
  it("only plain Clobber has move counts (a variant's moves are not the pairs counted); every variant has the component size", () => {
    expect(antiClobber.knowledge?.moveCounts).toBeUndefined();
    expect(kings.knowledge?.moveCounts).toBeUndefined();
    expect(rooks.knowledge?.componentSize?.(rooks.parse("x.#|o##"))).toBe(3);
  });
});

describe("Clobber family: symmetries and components", () => {
  it("the colour swap negates and the grid symmetries keep the value", () => {
    const g = clobber.parse("xxo|o.x|.ox");
    const v = canonicalValue(clobber, g);
    expect(canonicalValue(clobber, clobber.parse("oox|x.o|.xo"))).toBe(cgt.neg(v));
    expect(canonicalValue(clobber, clobber.parse("xo.|x.o|oxx"))).toBe(v); // transpose
  });
  it("components split at empty cells for one-step rules, never for Rooks", () => {
    expect(clobber.components!(clobber.parse("xo.ox|...x."))).toHaveLength(2);
    expect(rooks.components!(rooks.parse("xo.ox"))).toHaveLength(1);
    expect(antiClobber.components!(antiClobber.parse("xo#.o"))).toHaveLength(2);
  });
  it("plain Clobber's bitboard split gives the general split's parts, in order, the grid itself when it is one group (800 random boards up to 72 cells, blocked cells included)", () => {
    const rand = cgt.mulberry32(20261130);
    let whole = 0;
    let dropped = 0;
    for (let k = 0; k < 800; k++) {
      const h = 1 + Math.floor(rand() * 6);
      const w = 1 + Math.floor(rand() * (k % 10 === 0 ? 40 : 8)); // some boards past 64 cells or 32 columns
      const blocked = rand() < 0.2;
      const empty = rand() * 0.5;
      const cells = Array.from({ length: h * w }, () => {
        const x = rand();
        return x < empty ? 0 : blocked && x < empty + 0.05 ? 3 : x < (1 + empty) / 2 ? 1 : 2;
      });
      const g = Grid.of(h, w, cells, clobber.alphabet);
      const fast = plainClobberComponents(g);
      const general = generalPlainComponents(g);
      expect(fast.map((p) => p.toKey()), clobber.format(g)).toEqual(general.map((p) => p.toKey()));
      expect(fast.map((p) => p === g)).toEqual(general.map((p) => p === g));
      if (fast.length === 1 && fast[0] === g) whole++;
      if (general.length < (clobber.format(g).match(/[xo]+/g) ?? []).length) dropped++;
    }
    expect(whole).toBeGreaterThan(20);
    expect(dropped).toBeGreaterThan(100);
    expect(clobber.components).toBe(plainClobberComponents);
  });
});

describe("Clobber family: pictures, drawings and bad input", () => {
  it("pictures round-trip and the drawing is an SVG with one stone per stone", () => {
    const g = clobber.parse("xo.|.#O");
    expect(clobber.format(g)).toBe("xo.|.#o");
    const svg = clobber.draw(g);
    expect(svg.startsWith("<svg")).toBe(true);
    expect((svg.match(/<circle/g) ?? []).length).toBe(3);
  });
  it("a bad character is reported with its row and column", () => {
    expect(() => clobber.parse("xo|oz")).toThrow(InputError);
    expect(() => clobber.parse("xo|oz")).toThrow(/"z".*row 2, column 2/);
    expect(() => clobber.parse("xo|o")).toThrow(/row 2 has 1 cells but row 1 has 2/);
  });
  it("a position of the wrong type is refused where it is used, naming the ruleset and the position", () => {
    expect(() => canonicalValue(clobber, "xo" as never)).toThrow(/Clobber: value\(\) was handed "xo", which is not a position of Clobber; .*ruleset\.parse\("xo"\)/);
    expect(() => canonicalValue(clobber, rectangle(2, 2) as never)).toThrow(/Clobber: value\(\) was handed Domineering region 2×2⟨\.\.\|\.\.⟩, which is not a position of Clobber/);
    expect(() => outcomeClass(clobber, triomineering.ruleset.parse("..|.#"))).toThrow(/Clobber: outcome\(\) was handed Triomineering 2×2⟨\.\.\|\.#⟩, which is not a position of Clobber/); // a grid of another game
    expect(() => outcomeClass(clobber, cram.ruleset.parse("..|.#") as never)).toThrow(/Clobber: outcome\(\) was handed Cram 2×2⟨\.\.\|\.#⟩, which is not a position of Clobber/); // a cell set (Cram's positions)
    expect(() => canonicalValue(clobber, Grid.of(1, 2, [1, 7]))).toThrow(InputError); // a cell value outside Clobber's map
    expect(cgt.format(canonicalValue(clobber, Grid.of(1, 2, [1, 2])))).toBe("*"); // a bare grid is read by value: xo = * (Lessons in Play ch. 2)
  });
  it("unknown or ill-typed parameters are rejected with the parameter named", () => {
    expect(() => genClobber({ direction: "compass" } as never)).toThrow(/unknown Clobber parameter "direction"/);
    expect(() => genClobber({ directions: "bishop" as never })).toThrow(/unknown direction set "bishop"/);
    expect(() => genClobber({ directions: [[0, 0]] })).toThrow(/directions\[0\]/);
    expect(() => genClobber({ maxDistance: 0 })).toThrow(/maxDistance must be a positive integer or Infinity/);
    expect(() => genClobber({ clobbered: { left: [3], right: [1] } })).toThrow(/clobbered.left: 3 is not a cell value/);
    expect(() => genClobber({ leftBehind: { left: 5, right: 0 } })).toThrow(/leftBehind.left must be/);
  });
});

describe("Clobber checkerboards", () => {
  it("the picture has a stone on every square, x in the top-left corner and colours alternating (checked cell by cell for m, n ≤ 7)", () => {
    expect(checkerboardPicture(2, 3)).toBe("xox|oxo");
    expect(checkerboardPicture(1, 1)).toBe("x");
    for (let m = 1; m <= 7; m++) {
      for (let n = 1; n <= 7; n++) {
        const rows = checkerboardPicture(m, n).split("|");
        expect(rows.length).toBe(m);
        rows.forEach((row, r) => {
          expect([...row]).toEqual(Array.from({ length: n }, (_, c) => ((r + c) % 2 === 0 ? "x" : "o")));
        });
        expect(clobber.format(checkerboard(m, n))).toBe(checkerboardPicture(m, n));
      }
    }
  });
  it("2×3 and 3×4 are second-player wins, 2×2 and 3×3 first-player wins (MCGS results page, University of Alberta; Grossman, TCS 313, 2004)", () => {
    expect(outcomeClass(clobber, checkerboard(2, 3))).toBe("P");
    expect(outcomeClass(clobber, checkerboard(3, 4))).toBe("P");
    expect(outcomeClass(clobber, checkerboard(2, 2))).toBe("N");
    expect(outcomeClass(clobber, checkerboard(3, 3))).toBe("N");
  });
  it("a size that is not a whole number from 1 to 64 is an InputError naming it", () => {
    expect(() => checkerboardPicture(0, 3)).toThrow(InputError);
    expect(() => checkerboardPicture(0, 3)).toThrow(/Clobber checkerboard rows m must be in \[1, 64\], got 0/);
    expect(() => checkerboard(2, 2.5)).toThrow(/Clobber checkerboard columns n/);
  });
});
