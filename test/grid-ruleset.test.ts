// The grid ruleset base (lib/ruleset/grid.ts: defineGridRuleset, defineImpartialGridRuleset): the key
// folding against the plain reference (canonicalImage of the trimmed grid) on random grids, moves given
// as cell changes (three arguments or a flat list) against options written out by hand, the checks of a
// definition and of a move, re-entrant move generation, and an impartial grid ruleset (Cram written
// again with flat-list moves) against games.cram.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { cram } from "../lib/games";
import * as G from "../lib/grid";
import { defineGridRuleset, defineImpartialGridRuleset, definePartizan, gridPictures, type GridMove } from "../lib/ruleset";
import { checkRuleset, nimValue } from "../lib/solvers";
import { InputError } from "../lib/util";

const EMPTY = 0;
const LEFT = 1;
const RIGHT = 2;
const BLOCKED = 3;
/** A Clobber-like test game: a stone captures an orthogonal enemy neighbour (moves as two changes). */
const captures = (g: G.Grid, player: 0 | 1, move: GridMove): void => {
  const { height: h, width: w, cells } = g;
  const us = player + 1;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== us) continue;
    const r = Math.floor(i / w);
    const c = i % w;
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
      const r2 = r + dr;
      const c2 = c + dc;
      if (r2 >= 0 && r2 < h && c2 >= 0 && c2 < w && cells[r2 * w + c2] === 3 - us) move(i, EMPTY, r2 * w + c2, us);
    }
  }
};
const randomGrid = (rand: () => number, h: number, w: number, k: number): G.Grid => G.Grid.of(h, w, Array.from({ length: h * w }, () => Math.floor(rand() * k)));

describe("grid ruleset base: keys", () => {
  it("normalize is the key of canonicalImage of the grid trimmed of background borders, on 400 random grids", () => {
    const rand = cgt.mulberry32(2026);
    const rs = defineGridRuleset({ name: "Test", cells: ".xo#", moves: captures, symmetries: "all", colourSwap: [0, 2, 1, 3], background: [EMPTY, BLOCKED] });
    const group = rs.symmetryGroup!;
    expect(group.symmetries).toEqual(G.ALL_SYMMETRIES);
    for (let n = 0; n < 400; n++) {
      const g = randomGrid(rand, 1 + Math.floor(rand() * 5), 1 + Math.floor(rand() * 5), rand() < 0.5 ? 2 : 4);
      const trimmed = g.trim((v) => v !== EMPTY && v !== BLOCKED);
      const reference = G.canonicalImage(trimmed, group);
      const folded = rs.normalize!(g);
      expect(folded.key, rs.format(g)).toBe(G.gridKey(reference.grid));
      expect(folded.negated).toBe(reference.swapsPlayers);
    }
  });
  it("without symmetries, colour swap or background the key is the plain gridKey and there is no normalize", () => {
    const rs = defineGridRuleset({ name: "Plain", cells: ".xo", moves: captures });
    expect(rs.normalize).toBeUndefined();
    expect(rs.key(rs.parse("xo.|..o"))).toBe(G.gridKey(rs.parse("xo.|..o")));
  });
  it("swapsPlayers: transpose negates the transposed images", () => {
    const rs = defineGridRuleset({ name: "T", cells: ".#", moves: () => { /* no moves */ }, symmetries: "all", swapsPlayers: "transpose" });
    const a = rs.normalize!(rs.parse("..#|..."));
    const b = rs.normalize!(rs.parse("..|..|#."));
    expect(a.key).toBe(b.key);
    expect(a.negated).not.toBe(b.negated);
  });
});

describe("grid ruleset base: moves as cell changes", () => {
  const rs = defineGridRuleset({ name: "Captures", cells: ".xo#", moves: captures, components: { of: [LEFT, RIGHT], fill: EMPTY, minCells: 2 } });
  it("options apply the changes to a copy and print in the ruleset's alphabet", () => {
    const p = rs.parse("xo.|.x.");
    expect([...rs.leftOptions(p)].map(rs.format).sort()).toEqual([".x.|.x.", "xx.|..."]);
    expect([...rs.rightOptions(p)].map(rs.format).sort()).toEqual(["o..|.x.", "x..|.o."].sort());
    expect(rs.format(p)).toBe("xo.|.x."); // the position itself is unchanged
    expect(String([...rs.leftOptions(p)][0])).toBe(".x.\n.x.");
  });
  it("the flat-list form and the argument form give the same options; the last change of a cell wins", () => {
    const listed = defineGridRuleset({
      name: "Captures (list)",
      cells: ".xo#",
      moves: (g, player, move) => { captures(g, player, (i: number | ArrayLike<number>, v?: number, j?: number, w?: number) => { move([i as number, v!, j!, w!]); }); },
    });
    const p = listed.parse("xox|oxo|x.x");
    for (const side of ["leftOptions", "rightOptions"] as const) expect([...listed[side](p)].map(listed.format)).toEqual([...rs[side](rs.parse("xox|oxo|x.x"))].map(rs.format));
    const twice = defineGridRuleset({ name: "Twice", cells: ".x", moves: (_g, _p, move) => { move(0, 1, 0, 0); } });
    expect([...twice.leftOptions(twice.parse("..."))].map(twice.format)).toEqual(["..."]);
  });
  it("components from the grid: regions of stones, cropped, lone stones dropped", () => {
    expect(rs.components!(rs.parse("xo..x|....o|#..xo")).map(rs.format)).toEqual(["xo", ".x|.o|xo"]);
  });
  it("a change off the grid or outside the alphabet is an InputError naming the ruleset and the position", () => {
    const off = defineGridRuleset({ name: "Off", cells: ".x", moves: (g, _p, move) => { move(g.size, 1); } });
    expect(() => [...off.leftOptions(off.parse("..|.."))]).toThrow(InputError);
    expect(() => [...off.leftOptions(off.parse("..|.."))]).toThrow(/Off: a move sets cell index 4 to 1.*2×2 grid/);
    const value = defineGridRuleset({ name: "Value", cells: ".x", moves: (_g, _p, move) => { move(0, 2); } });
    expect(() => [...value.rightOptions(value.parse(".."))]).toThrow(/values 0\.\.1/);
    const negative = defineGridRuleset({ name: "Negative", cells: ".x", moves: (_g, _p, move) => { move(-1, 1); } });
    expect(() => [...negative.rightOptions(negative.parse(".."))]).toThrow(InputError);
    const odd = defineGridRuleset({ name: "Odd", cells: ".x", moves: (_g, _p, move) => { move([0, 1, 1]); } });
    expect(() => [...odd.rightOptions(odd.parse(".."))]).toThrow(/pairs/);
    expect(() => [...off.leftOptions(off.parse("..|.."))]).toThrow(/\(at position \.\.\|\.\.\)/);
  });
  it("moves that expand another position meanwhile still give each call its own options", () => {
    const inner = defineGridRuleset({ name: "Inner", cells: ".x", moves: (g, _p, move) => { for (let i = 0; i < g.size; i++) if (g.cells[i] === 0) move(i, 1); } });
    const outer = defineGridRuleset({
      name: "Outer",
      cells: ".x",
      moves: (g, _player, move) => {
        for (let i = 0; i < g.size; i++) {
          if (g.cells[i] !== 0) continue;
          const before = [...inner.leftOptions(G.Grid.of(1, 3, 0))].length; // same base, another position
          expect(before).toBe(3);
          move(i, 1);
        }
      },
    });
    expect([...outer.leftOptions(outer.parse("..x"))].map(outer.format)).toEqual(["x.x", ".xx"]);
    expect([...inner.leftOptions(inner.parse("x."))].map(inner.format)).toEqual(["xx"]);
  });
  it("grids made by the ruleset are its positions; other cell values are not", () => {
    expect(rs.isPosition!(rs.parse("xo#"))).toBe(true);
    expect(rs.isPosition!(G.Grid.of(1, 2, [0, 4]))).toBe(false);
    expect(rs.isPosition!("xo#")).toBe(false);
  });
});

describe("grid ruleset base: cells, pictures, drawings", () => {
  it("cells as a list with names, aliases and glyphs", () => {
    const rs = defineGridRuleset({
      name: "Stones",
      cells: [{ char: ".", name: "empty" }, { char: "x", name: "Left stone", aliases: "X", glyph: { kind: "stone", fill: "#222" } }, { char: "#" }],
      moves: () => { /* no moves */ },
    });
    expect(rs.format(rs.parse("xX.|#.."))).toBe("xx.|#..");
    const svg = rs.draw(rs.parse("xX.|#.."));
    expect(svg.match(/<circle/g)).toHaveLength(2);
    expect(svg).toContain("<title>Stones xx.|#..</title>");
    expect(() => rs.parse("x.|.y")).toThrow(/"y" in Stones picture.*row 2, column 2/);
  });
  it("a shared CellAlphabet keeps its name in messages; string cells draw . empty, # blocked, letters", () => {
    const alphabet = G.cellAlphabet("Shared", ".ab");
    const rs = defineGridRuleset({ name: "Uses shared", cells: alphabet, moves: () => { /* no moves */ } });
    expect(() => rs.parse("ac")).toThrow(/Shared picture/);
    expect(rs.draw(rs.parse("ab")).match(/<text/g)).toHaveLength(2);
    const plain = defineGridRuleset({ name: "P", cells: ".#L", moves: () => { /* no moves */ } });
    const svg = plain.draw(plain.parse(".#L"));
    expect(svg).toContain('fill="#333"');
    expect(svg).toContain(">L</text>");
  });
  it("alphabet and symmetryGroup are not enumerable, so a spread copy is a plain definition", () => {
    const rs = defineGridRuleset({ name: "Spread", cells: ".x", moves: () => { /* no moves */ }, symmetries: "rectangle" });
    expect(Object.keys(rs)).not.toContain("alphabet");
    expect(rs.alphabet.chars).toBe(".x");
    expect(() => definePartizan({ ...rs, name: "copy" })).not.toThrow();
  });
});

describe("grid ruleset base: bad definitions", () => {
  const base = { name: "Bad", cells: ".x", moves: () => { /* no moves */ } };
  it.each([
    [{ ...base, leftOption: () => [] }, /unknown field "leftOption"/],
    [{ ...base, name: "" }, /name must be a non-empty string/],
    [{ ...base, cells: 3 }, /cells must be a string/],
    [{ ...base, cells: "..x" }, /appears twice/],
    [{ ...base, cells: [{ char: "ab" }] }, /each cell must be/],
    [{ ...base, symmetries: [0, 1, 4] }, /not a group/],
    [{ ...base, symmetries: "some" }, /symmetries must be "all"/],
    [{ ...base, swapsPlayers: "transpose" }, /swapsPlayers needs symmetries/],
    [{ ...base, colourSwap: [1, 1] }, /colourSwap must give/],
    [{ ...base, background: [2] }, /background holds 2/],
    [{ ...base, components: { of: [0], adjacency: "6" } }, /adjacency/],
    [{ ...base, components: { of: [0], size: 2 } }, /unknown components field "size"/],
    [{ ...base, symmetries: "all", normalize: () => ({ key: 0, negated: false }) }, /either normalize or symmetries/],
    [{ ...base, leftOptions: () => [] }, /either moves or leftOptions/],
    [{ name: "Bad", cells: ".x" }, /give moves/],
    [{ ...base, knowledge: { moveCounts: 5 } }, /knowledge\.moveCounts must be a function/],
    [{ ...base, knowledge: { safeMoves: () => 0 } }, /unknown field "knowledge\.safeMoves"/],
  ])("%#: %s", (def, message) => {
    expect(() => defineGridRuleset(def as never)).toThrow(InputError);
    expect(() => defineGridRuleset(def as never)).toThrow(message);
  });
  it("knowledge is passed on to the ruleset, for partizan and impartial grid rulesets alike", () => {
    const componentSize = (g: G.Grid): number => g.cells.length;
    expect(defineGridRuleset({ ...base, knowledge: { componentSize } }).knowledge?.componentSize).toBe(componentSize);
    expect(defineImpartialGridRuleset({ name: "I", cells: ".x", moves: () => { /* no moves */ }, knowledge: { maxSubgameSize: 6 } }).knowledge?.maxSubgameSize).toBe(6);
  });
  it("an impartial grid ruleset has no players to swap", () => {
    expect(() => defineImpartialGridRuleset({ name: "I", cells: ".x", moves: () => { /* no moves */ }, colourSwap: [1, 0] } as never)).toThrow(/unknown field "colourSwap"/);
  });
});

describe("grid ruleset base: pictures for positions that are not grids (gridPictures), and whose grid a position is", () => {
  const strip = gridPictures<string>({
    name: "Strip game",
    cells: [{ char: "." }, { char: "t", aliases: "T", glyph: { kind: "stone", fill: "#00f" } }, { char: "f", aliases: "F" }],
    toGrid: (s) => G.Grid.of(1, s.length, [...s].map((c) => ".tf".indexOf(c))),
    fromGrid: (g) => {
      if (g.height !== 1) throw new InputError("one row only", "row 2");
      return [...g.cells].map((v) => ".tf"[v]).join("");
    },
  });
  it("parse, format and draw come from the character map through toGrid / fromGrid", () => {
    expect(strip.parse("Tt..F")).toBe("tt..f");
    expect(strip.format("tt..f")).toBe("tt..f");
    const svg = strip.draw("t.f");
    expect(svg).toMatch(/^<svg .*<title>Strip game t\.f<\/title>/);
    expect(svg.match(/<circle/g)).toHaveLength(1); // the stone glyph; "f" is drawn as a letter
    expect(svg).toMatch(/<text [^>]*>f<\/text>/);
    expect(strip.alphabet.chars).toBe(".tf");
  });
  it("a bad picture is an InputError naming the game, row and column; fromGrid's refusal passes through", () => {
    expect(() => strip.parse("t.x")).toThrow(/"x" in Strip game picture.*row 1, column 3/);
    expect(() => strip.parse("t.|.f")).toThrow(/one row only/);
    expect(() => strip.parse(3 as never)).toThrow(/Strip game: a picture must be a string/);
  });
  it("a bad definition names the field", () => {
    expect(() => gridPictures({ name: "X", cells: ".x", toGrid: (g: G.Grid) => g } as never)).toThrow(/fromGrid must be a function/);
    expect(() => gridPictures({ name: "X", cells: ".x", toGrid: (g: G.Grid) => g, fromGrid: (g: G.Grid) => g, moves: 1 } as never)).toThrow(/unknown field "moves"/);
    expect(() => gridPictures({ name: "X", cells: 5, toGrid: (g: G.Grid) => g, fromGrid: (g: G.Grid) => g } as never)).toThrow(/cells must be/);
  });
  it("isPosition: a grid of this map or a bare grid by value; not a grid of another game, not a cell value outside the map, not a string", () => {
    const rs = defineGridRuleset({ name: "Captures", cells: ".xo#", moves: captures });
    expect(rs.isPosition!(rs.parse("xo.|.#o"))).toBe(true);
    expect(rs.isPosition!(G.Grid.of(1, 2, [1, 2]))).toBe(true);
    expect(rs.isPosition!(G.parseGrid("xo", G.cellAlphabet("Clobber-like", ".xo")))).toBe(true); // agrees on every value it has
    expect(rs.isPosition!(cram.ruleset.parse("..|.#"))).toBe(false); // `#` is 1 in Cram, `x` here
    expect(rs.isPosition!(G.Grid.of(1, 2, [1, 4]))).toBe(false);
    expect(rs.isPosition!("xo")).toBe(false);
  });
});

describe("grid ruleset base: impartial", () => {
  it("Cram written again (flat-list moves, no shortcuts) has games.cram's nim-values on 40 random boards, and passes checkRuleset", () => {
    const plainCram = defineImpartialGridRuleset({
      name: "Cram (test)",
      cells: ".#",
      moves: (g, move) => {
        const { height: h, width: w, cells } = g;
        for (let i = 0; i < cells.length; i++) {
          if (cells[i] !== 0) continue;
          if (i % w + 1 < w && cells[i + 1] === 0) move([i, 1, i + 1, 1]);
          if (Math.floor(i / w) + 1 < h && cells[i + w] === 0) move([i, 1, i + w, 1]);
        }
      },
      symmetries: "all",
      background: [1],
      components: { of: [0], minCells: 2 },
    });
    const rand = cgt.mulberry32(7);
    for (let n = 0; n < 40; n++) {
      const g = G.Grid.of(1 + Math.floor(rand() * 4), 1 + Math.floor(rand() * 4), 0).withAlphabet(undefined);
      const cells = Array.from(g.cells, () => (rand() < 0.25 ? 1 : 0));
      const p = plainCram.parse(G.formatGrid(G.Grid.of(g.height, g.width, cells), plainCram.alphabet));
      expect(nimValue(plainCram, p), plainCram.format(p)).toBe(nimValue(cram.ruleset, cram.ruleset.parse(plainCram.format(p))));
    }
    expect(checkRuleset(plainCram, [plainCram.parse("....|.#..|...."), plainCram.parse("...|...|...")], { maxExplored: 300 }).positions).toBeGreaterThan(30);
  });
});

describe("grid ruleset base: fuzz (fast-check, seeded; the fuzz suite's rule for new constructors and parsers)", () => {
  const SCALE = Math.max(1, Number(process.env.CGTLAB_FUZZ_RUNS ?? "1") || 1);
  const runs = (n: number) => ({ numRuns: n * SCALE, seed: Number(process.env.CGTLAB_FUZZ_SEED ?? "20261122") });
  const any = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -2, max: 9 }), fc.string({ maxLength: 4 }), fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), fc.constantFrom("all", "rectangle", "none", "transpose", ".xo#", ".x", "#"));
  it("any definition gives a grid ruleset or an InputError; its parse gives a grid that formats back, or an InputError", () => {
    fc.assert(
      fc.property(
        fc.record({ cells: any, symmetries: any, swapsPlayers: any, colourSwap: any, background: any, aliases: any }, { requiredKeys: [] }),
        fc.string({ unit: fc.constantFrom(..."x.o#|\nX?".split("")), maxLength: 10 }),
        (fields, picture) => {
          const def = { name: "Fuzz", moves: captures, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
          let rs: ReturnType<typeof defineGridRuleset>;
          try {
            rs = defineGridRuleset(def as never);
          } catch (e) {
            expect(e).toBeInstanceOf(InputError);
            return;
          }
          let g: G.Grid;
          try {
            g = rs.parse(picture);
          } catch (e) {
            expect(e).toBeInstanceOf(InputError);
            return;
          }
          expect(rs.format(rs.parse(rs.format(g)))).toBe(rs.format(g));
          expect(rs.isPosition!(g)).toBe(true);
          if (rs.normalize) rs.normalize(g);
        },
      ),
      runs(300),
    );
  });
});
