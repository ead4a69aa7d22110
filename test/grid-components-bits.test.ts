// lib/grid's connectedComponents on bitboards (4-adjacency, at most 64 cells and 32 columns: issue
// 27 item 2) against its flood fill (floodFillComponents, the plain reference) on random grids of
// shapes at and past the word boundaries: the same components in the same order, the same crops,
// the same counts, and the input grid itself when it cannot split. Also the shapes that keep the
// flood fill (33 columns, 65 cells, 8-adjacency) and a bad fill value on both paths.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../lib/cgt";
import * as G from "../lib/grid";

const SHAPES: readonly (readonly [number, number])[] = [[1, 32], [2, 32], [32, 2], [64, 1], [8, 8], [7, 9], [3, 21], [5, 6], [6, 6], [4, 7], [2, 2], [1, 1], [1, 33], [5, 13], [0, 0], [3, 0]];

function randomGrid(rand: () => number, h: number, w: number, values: number, pEmpty: number): G.Grid {
  const cells = Array.from({ length: h * w }, () => (rand() < pEmpty ? 0 : 1 + Math.floor(rand() * (values - 1))));
  return G.Grid.of(h, w, cells);
}

function plainView(parts: readonly G.GridComponent[], input: G.Grid): unknown[] {
  return parts.map((p) => ({ top: p.top, left: p.left, cells: p.cells, h: p.grid.height, w: p.grid.width, values: Array.from(p.grid.cells), same: p.grid === input }));
}

describe("connectedComponents on bitboards against the flood fill", () => {
  const rand = mulberry32(20261129);
  const options: readonly (G.ComponentOptions | undefined)[] = [
    undefined,
    { adjacency: "4" },
    { adjacency: G.ADJACENCY_4, fill: 3 },
    { occupied: (v) => v === 1 || v === 2, fill: 0 }, // Clobber's stones
    { occupied: (v) => v !== 3, fill: 3 }, // every cell but blocked ones
    { occupied: (v) => v === 0, fill: 1 }, // Domineering's free cells
  ];
  for (const [h, w] of SHAPES) {
    it(`${h}×${w}: 150 random grids, each under six component rules`, () => {
      for (let t = 0; t < 150; t++) {
        const g = randomGrid(rand, h, w, 4, [0.1, 0.3, 0.5, 0.8][t % 4]!);
        for (const o of options) {
          expect(plainView(G.connectedComponents(g, o), g)).toEqual(plainView(G.floodFillComponents(g, o), g));
        }
      }
    });
  }

  it("a full board is one component: the input grid itself, not a copy, on both paths", () => {
    const g = G.Grid.of(6, 6, 1);
    const a = G.connectedComponents(g);
    expect(a).toHaveLength(1);
    expect(a[0]!.grid).toBe(g);
    expect(a[0]!.cells).toBe(36);
    expect(G.floodFillComponents(g)[0]!.grid).toBe(g);
    // a blocked cell that is not the fill value: the component is copied with the fill written in
    const h = G.Grid.of(2, 2, [1, 1, 1, 3]);
    const b = G.connectedComponents(h, { occupied: (v) => v === 1, fill: 0 });
    expect(b[0]!.grid).not.toBe(h);
    expect(Array.from(b[0]!.grid.cells)).toEqual([1, 1, 1, 0]);
  });

  it("two components on the two words of a 2×32 board (a cell on each side of bit 32)", () => {
    const cells = new Array<number>(64).fill(0);
    cells[31] = 1; // row 0, column 31 (low word)
    cells[63] = 1; // row 1, column 31 (high word): adjacent to cell 31
    cells[32] = 1; // row 1, column 0: alone
    const g = G.Grid.of(2, 32, cells);
    expect(plainView(G.connectedComponents(g), g)).toEqual([
      { top: 0, left: 31, cells: 2, h: 2, w: 1, values: [1, 1], same: false },
      { top: 1, left: 0, cells: 1, h: 1, w: 1, values: [1], same: false },
    ]);
  });

  it("a bad fill value is an InputError on both paths", () => {
    const g = G.Grid.of(2, 2, [1, 0, 0, 1]);
    expect(() => G.connectedComponents(g, { fill: 256 })).toThrow(/fill must be a cell value in \[0, 255\], got 256/);
    expect(() => G.connectedComponents(G.Grid.of(1, 40, 1), { fill: -1 })).toThrow(/fill must be a cell value/);
  });
});
