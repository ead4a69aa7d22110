// Cell sets (lib/grid/cellset.ts) and placement rulesets (lib/ruleset/placement.ts): the two-word
// path against plain cell-by-cell reference code on random boards (options, components, keys), the
// boundary of the two-word representation (63, 64 and 65 cells; 127, 128 and 129 on the general
// path), Cram on cell sets against Cram written cell by cell on grids, and every bad definition.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as G from "../lib/grid";
import * as games from "../lib/games";
import { cram } from "../lib/games";
import { defineImpartialGridRuleset, defineImpartialPlacementRuleset, definePlacementRuleset, type GridMove } from "../lib/ruleset";
import { checkRuleset, nimValue, canonicalValue, RulesetCheckError } from "../lib/solvers";
import { InputError } from "../lib/util";

const VERTICAL: G.CellPattern = [[0, 0], [1, 0]];
const HORIZONTAL: G.CellPattern = [[0, 0], [0, 1]];
const PIECES: G.CellPattern[] = [VERTICAL, HORIZONTAL, [[0, 0], [0, 1], [0, 2]], [[0, 0], [1, 0], [1, 1]], [[0, 0], [1, -1], [1, 0]]];

/** A random h × w grid of 0 (free, probability p) and 1. */
function randomGrid(rand: () => number, h: number, w: number, p: number): G.Grid {
  return G.Grid.of(h, w, Array.from({ length: h * w }, () => (rand() < p ? 0 : 1)));
}
/** The picture of a cell set as free/filled characters. */
const pic = (s: G.CellSet): string => G.cellSetPicture(s);
/** The same board forced onto the general path (a grid kept whatever its size). */
const general = (s: G.CellSet): G.CellSet => new G.CellSet(s.height, s.width, 0, 0, G.cellSetGrid(s), s.alphabet);

const SHAPES: [number, number][] = [[1, 1], [1, 7], [2, 2], [3, 5], [4, 4], [5, 6], [7, 9], [8, 8], [2, 32], [6, 10], [4, 16], [9, 7]];

describe("cell sets: the two-word path against the plain reference", () => {
  it("options of five pieces (dominoes, a straight and two bent trominoes) on 600 random boards up to 64 cells: the same boards in the same order as placing them cell by cell", () => {
    const rand = cgt.mulberry32(5);
    for (let t = 0; t < 600; t++) {
      const [h, w] = SHAPES[t % SHAPES.length]!;
      const s = G.cellSetOfGrid(randomGrid(rand, h, w, 0.3 + 0.6 * rand()));
      expect(s.grid, `${h}×${w}`).toBeUndefined();
      const fast: G.CellSet[] = [];
      G.placementOptions(s, PIECES, fast);
      expect(fast.map(pic), pic(s)).toEqual(G.plainPlacementOptions(s, PIECES).map(pic));
      expect(G.hasPlacement(s, PIECES)).toBe(fast.length > 0);
    }
  });

  it("components on 600 random boards: the grid toolkit's flood fill (4-adjacency, cropped, in order of their first cell), regions below the size dropped", () => {
    const rand = cgt.mulberry32(6);
    for (let t = 0; t < 600; t++) {
      const [h, w] = SHAPES[t % SHAPES.length]!;
      const g = randomGrid(rand, h, w, 0.3 + 0.5 * rand());
      const min = 1 + (t % 3);
      const s = G.cellSetOfGrid(g);
      const want = G.floodFillComponents(g, { occupied: (v) => v === 0, fill: 1 }).filter((c) => c.cells >= min).map((c) => pic(G.cellSetOfGrid(c.grid)));
      expect(G.cellSetComponents(s, min).map(pic), pic(s)).toEqual(want);
      expect(G.cellSetComponents(general(s), min).map(pic), `${pic(s)} (general path)`).toEqual(want);
    }
  });

  it("one region filling its board is the board itself (no copy), on both paths", () => {
    const s = cram.ruleset.parse("..|..");
    expect(G.cellSetComponents(s, 2)[0]).toBe(s);
    const big = cram.ruleset.parse(Array.from({ length: 9 }, () => ".........").join("|"));
    expect(big.grid).toBeDefined();
    expect(G.cellSetComponents(big, 2)[0]).toBe(big);
  });

  it("folded keys: equal exactly when the cropped boards are images under the group (the grid toolkit's canonicalKey is the reference), with the player swap of the image chosen", () => {
    const rand = cgt.mulberry32(7);
    const groups: G.GridSymmetryGroup[] = [
      { symmetries: G.ALL_SYMMETRIES },
      { symmetries: G.ALL_SYMMETRIES, swapsPlayers: G.transposes },
      { symmetries: G.RECTANGLE_SYMMETRIES },
      { symmetries: [G.IDENTITY] },
    ];
    for (const group of groups) {
      const byKey = new Map<number | string, string>();
      const byRef = new Map<string, number | string>();
      for (let t = 0; t < 500; t++) {
        const h = 1 + Math.floor(rand() * 4);
        const w = 1 + Math.floor(rand() * 4);
        const g = randomGrid(rand, h, w, 0.6);
        const s = G.cellSetOfGrid(g);
        const k = G.foldedCellSetKey(s, group);
        const ref = String(G.canonicalKey(g.trim((v) => v === 0), group));
        // a bijection between folded keys and reference keys
        expect(byKey.get(k.key) ?? ref, pic(s)).toBe(ref);
        expect(byRef.get(ref) ?? k.key, pic(s)).toBe(k.key);
        byKey.set(k.key, ref);
        byRef.set(ref, k.key);
        // every image has the same key; its swap flag flips with a swapping symmetry (unless the board is its own swapped image)
        for (const sym of group.symmetries) {
          const img = G.cellSetOfGrid(G.applySymmetry(g, sym));
          const ki = G.foldedCellSetKey(img, group);
          expect(ki.key, `${pic(s)} under ${G.symmetryName(sym)}`).toBe(k.key);
          const selfSwapped = group.symmetries.some((x) => (group.swapsPlayers?.(x) ?? false) && G.foldedCellSetKey(G.cellSetOfGrid(G.applySymmetry(g, x)), { symmetries: [G.IDENTITY] }).key === G.foldedCellSetKey(s, { symmetries: [G.IDENTITY] }).key);
          if (!selfSwapped) expect(ki.swapsPlayers !== k.swapsPlayers, `${pic(s)} under ${G.symmetryName(sym)}`).toBe(group.swapsPlayers?.(sym) ?? false);
        }
      }
    }
  });

  it("plain keys are injective across shapes and paths (numbers up to 40 cells, six characters to 64, 'g' strings beyond)", () => {
    const rand = cgt.mulberry32(8);
    const seen = new Map<number | string, string>();
    for (let t = 0; t < 2000; t++) {
      const h = 1 + Math.floor(rand() * 12);
      const w = 1 + Math.floor(rand() * 12);
      const s = G.cellSetOfGrid(randomGrid(rand, h, w, 0.5));
      const id = `${h}×${w}:${pic(s)}`;
      const k = G.cellSetKey(s);
      expect(seen.get(k) ?? id, id).toBe(id);
      seen.set(k, id);
      expect(typeof k === "number" ? h * w <= 40 : true).toBe(true);
    }
  });

  it("cellSetOfBits refuses boards past 64 cells or 32 columns and bits off the board", () => {
    expect(() => G.cellSetOfBits(5, 13, 1, 0)).toThrow(/5×13 board is not one of at most 64 cells/);
    expect(() => G.cellSetOfBits(1, 40, 1, 0)).toThrow(/1×40 board/);
    expect(() => G.cellSetOfBits(2, 3, 1 << 6, 0)).toThrow(/bits off the 2×3 board/);
    expect(G.cellSetSize(G.cellSetOfBits(8, 8, -1, -1))).toBe(64);
  });
});

/** Cram's moves cell by cell on a grid of 0 (free) and 1: both dominoes on every pair of free neighbours. */
function cramMoves(g: G.Grid, move: GridMove): void {
  const { height: h, width: w, cells } = g;
  for (let i = 0; i < h * w; i++) {
    if (cells[i] !== 0) continue;
    if (i + w < h * w && cells[i + w] === 0) move(i, 1, i + w, 1);
    if ((i % w) + 1 < w && cells[i + 1] === 0) move(i, 1, i + 1, 1);
  }
}

/** Cram written again cell by cell on grids (no shortcuts, no pieces): the reference the cell sets are checked against. */
const plainCram = defineImpartialGridRuleset({
  name: "Cram on grids",
  cells: ".#",
  moves: cramMoves,
  symmetries: "all",
  background: [1],
  components: { of: [0], minCells: 2 },
});

describe("the boundary of two words: 63, 64, 65 cells and 127, 128, 129", () => {
  it("Cram nim-values on cell sets equal Cram on grids on random boards of each size, both sides of the boundary (the 65+ boards on the general path)", () => {
    const rand = cgt.mulberry32(9);
    const shapes: [number, number][] = [[7, 9], [9, 7], [8, 8], [2, 32], [1, 63], [1, 64], [5, 13], [13, 5], [1, 65], [1, 127], [8, 16], [16, 8], [3, 43], [43, 3]];
    for (const [h, w] of shapes) {
      for (let t = 0; t < 3; t++) {
        const g = randomGrid(rand, h, w, 0.42);
        const s = G.cellSetOfGrid(g, 0, cram.ALPHABET);
        expect(s.grid === undefined, `${h}×${w}`).toBe(h * w <= 64 && w <= 32);
        const picture = cram.ruleset.format(s);
        expect(nimValue(cram.ruleset, s), `${h}×${w} ${picture}`).toBe(nimValue(plainCram, plainCram.parse(picture)));
        // the options of the general path are the plain ones, and the two-word options of the cropped board agree with them
        expect(cram.cramOptions(s).map(pic)).toEqual(G.plainPlacementOptions(s, [VERTICAL, HORIZONTAL]).map(pic));
      }
    }
  });

  it("a board past 64 cells whose free cells fit in 64 has the key of its crop: the same table entry as the small board", () => {
    const small = cram.ruleset.parse("....|.#..|....");
    const padded = cram.ruleset.parse(["##########", "###....###", "###.#..###", "###....###", "##########", "##########", "##########"].join("|"));
    expect(padded.grid).toBeDefined();
    expect(small.grid).toBeUndefined();
    expect(cram.ruleset.normalize!(padded).key).toBe(cram.ruleset.normalize!(small).key);
    expect(nimValue(cram.ruleset, padded)).toBe(nimValue(cram.ruleset, small));
    // and the general path's own keys never equal a two-word key
    const wide = cram.ruleset.parse(".".repeat(70));
    expect(String(cram.ruleset.normalize!(wide).key).startsWith("g")).toBe(true);
    expect(String(cram.ruleset.key!(wide)).startsWith("g")).toBe(true);
  });
});

describe("placement rulesets", () => {
  const domineering = definePlacementRuleset({ name: "Domineering (placement)", left: [VERTICAL], right: [HORIZONTAL], symmetries: "all", swapsPlayers: "transpose" });

  it("Domineering declared by its two dominoes has the published values: 2×2 is ±1 and 0 (1 for the vertical domino board), the 3×3 board is ±1 (Winning Ways, Domineering), checkRuleset passes", () => {
    expect(cgt.format(canonicalValue(domineering, domineering.parse("..|..")))).toBe("±1");
    expect(cgt.format(canonicalValue(domineering, domineering.parse(".|.")))).toBe("1");
    expect(cgt.format(canonicalValue(domineering, domineering.parse("..")))).toBe("-1");
    expect(cgt.format(canonicalValue(domineering, domineering.board(3, 3)))).toBe("±1");
    expect(checkRuleset(domineering, [domineering.parse("...|..#|..."), domineering.board(2, 4)], { maxExplored: 300 }).positions).toBeGreaterThan(30);
  });

  it("Triomineering declared by its two trominoes has games.triomineering's values (a grid ruleset, moves written cell by cell) on 60 random boards up to 4×5, transposes negated", () => {
    const trio = definePlacementRuleset({ name: "Triomineering (placement)", left: [[[0, 0], [1, 0], [2, 0]]], right: [[[0, 0], [0, 1], [0, 2]]], symmetries: "all", swapsPlayers: "transpose" });
    const rand = cgt.mulberry32(10);
    for (let t = 0; t < 60; t++) {
      const h = 2 + Math.floor(rand() * 3);
      const w = 2 + Math.floor(rand() * 4);
      const picture = G.cellSetPicture(G.cellSetOfGrid(randomGrid(rand, h, w, 0.75)));
      const v = canonicalValue(trio, trio.parse(picture));
      expect(cgt.format(v), picture).toBe(cgt.format(canonicalValue(games.triomineering.ruleset, games.triomineering.ruleset.parse(picture))));
      const transposed = G.cellSetPicture(G.cellSetOfGrid(G.applySymmetry(G.cellSetGrid(trio.parse(picture)), G.TRANSPOSE)));
      expect(cgt.format(canonicalValue(trio, trio.parse(transposed))), transposed).toBe(cgt.format(cgt.neg(v)));
    }
  });

  it("Cram passes checkRuleset with its plain moves (cell by cell on grids) beside the pieces", () => {
    expect(cram.ruleset.plainMoves).toBeDefined();
    expect(checkRuleset(cram.ruleset, [cram.ruleset.parse("....|.#..|...."), cram.emptyBoard(3, 4)], { maxExplored: 400 }).positions).toBeGreaterThan(50);
  });

  it("pieces that differ from their plain moves: checkRuleset names the move that differs", () => {
    const wrong = defineImpartialPlacementRuleset({
      name: "Cram with a slip",
      pieces: [VERTICAL], // the horizontal domino forgotten
      plainMoves: cramMoves,
    });
    expect(() => checkRuleset(wrong, [wrong.parse("..|..")])).toThrow(RulesetCheckError);
    expect(() => checkRuleset(wrong, [wrong.parse("..|..")])).toThrow(/Cram with a slip breaks the rule "plain-moves" on position "\.\.\|\.\.": The move to "##\|\.\." \(option 2 of plainMoves\.options\) is missing from options/);
  });

  it("bad definitions are InputErrors naming the ruleset and the field", () => {
    expect(() => defineImpartialPlacementRuleset({ name: "Split", pieces: [[[0, 0], [0, 2]]] })).toThrow(/"Split"\): pieces\[0\]: the cells \[\[0,0\],\[0,2\]\] are not 4-connected/);
    expect(() => defineImpartialPlacementRuleset({ name: "Late anchor", pieces: [[[0, 0], [-1, 0]]] })).toThrow(/comes before the anchor/);
    expect(() => defineImpartialPlacementRuleset({ name: "No pieces", pieces: [] })).toThrow(/pieces must be a non-empty list/);
    expect(() => definePlacementRuleset({ name: "Domineering, symmetries wrong", left: [VERTICAL], right: [HORIZONTAL], symmetries: "all" })).toThrow(
      /symmetry .* maps Left's piece 1 \[\[0,0\],\[1,0\]\] to a shape that is not one of Left's pieces/,
    );
    expect(() => defineImpartialPlacementRuleset({ name: "L only", pieces: [[[0, 0], [1, 0], [1, 1]]], symmetries: "all" })).toThrow(/field symmetries/);
    expect(() => defineImpartialPlacementRuleset({ name: "Three cells", cells: ".#x", pieces: [VERTICAL] })).toThrow(/exactly two cells, free then filled/);
    expect(() => defineImpartialPlacementRuleset({ name: "Typo", pieces: [VERTICAL], symetries: "all" } as never)).toThrow(/unknown field "symetries"/);
    expect(() => nimValue(defineImpartialPlacementRuleset({ name: "Bad", pieces: [VERTICAL] }), "..|.." as never)).toThrow(InputError);
  });

  it("a cell set prints as its game's picture and keeps its data in JSON", () => {
    const s = cram.ruleset.parse("..|.#");
    expect(String(s)).toBe("..\n.#");
    expect(JSON.stringify(s)).toBe('{"height":2,"width":2,"picture":"..|.#"}');
    expect(cram.ruleset.draw(s)).toContain("<svg");
  });
});
