// lib/grid's bitboards (issue 27, item 2) against plain cell-by-cell references on random boards of
// every width up to 64 cells, the word boundaries included (1×32, 1×33, 2×32, 1×64, 64×1, 8×8, 7×9):
// components by a breadth-first search, pattern moves by testing each anchor, symmetry images by mapCell.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../lib/cgt";
import * as G from "../lib/grid";

const SHAPES: readonly (readonly [number, number])[] = [[1, 32], [1, 33], [2, 32], [1, 64], [64, 1], [8, 8], [7, 9], [3, 21], [5, 5], [4, 7], [2, 2], [1, 1]];

const has = (lo: number, hi: number, i: number): boolean => ((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 1;
const cellsOf = (lo: number, hi: number, n: number): number[] => [...Array(n).keys()].filter((i) => has(lo, hi, i));

function randomBoard(rand: () => number, n: number, p: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    if (rand() >= p) continue;
    if (i < 32) lo |= 1 << i;
    else hi |= 1 << (i - 32);
  }
  return [lo, hi];
}

/** The 4-connected component of the lowest cell, by breadth-first search over cell indices. */
function plainComponent(h: number, w: number, lo: number, hi: number): number[] {
  const cells = new Set(cellsOf(lo, hi, h * w));
  const start = [...cells][0];
  if (start === undefined) return [];
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const i = queue.shift()!;
    const r = Math.floor(i / w);
    const c = i % w;
    for (const [r2, c2] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
      const j = r2 * w + c2;
      if (r2 >= 0 && r2 < h && c2 >= 0 && c2 < w && cells.has(j) && !seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

describe("bitboards", () => {
  it("the lowest component, pattern moves and symmetry images agree with plain references", () => {
    const rand = mulberry32(2027);
    const out = new Int32Array(2);
    const domino: G.CellPattern = [[0, 0], [1, 0]];
    const ell: G.CellPattern = [[0, 1], [1, 0], [1, 1]]; // an L tromino anchored above its corner's right
    for (const [h, w] of SHAPES) {
      const shape = G.bitShape(h, w);
      const n = h * w;
      for (let t = 0; t < 40; t++) {
        const [lo, hi] = randomBoard(rand, n, 0.3 + rand() * 0.6);
        G.lowestComponent(shape, lo, hi, out);
        expect(cellsOf(out[0]!, out[1]!, n), `${h}×${w}`).toEqual(plainComponent(h, w, lo, hi));
        for (const pattern of [domino, ell]) {
          const m = shape.moves(pattern);
          for (let i = 0; i < n; i++) {
            const r = Math.floor(i / w);
            const c = i % w;
            const fits = pattern.every(([dr, dc]) => r + dr < h && c + dc >= 0 && c + dc < w);
            expect(has(m.fitLo, m.fitHi, i), `${h}×${w} anchor ${i}`).toBe(fits);
            if (fits) expect(cellsOf(m.cellsLo[i]!, m.cellsHi[i]!, n)).toEqual(pattern.map(([dr, dc]) => (r + dr) * w + c + dc).sort((a, b) => a - b));
          }
        }
        for (let s = 0; s < 8; s++) {
          G.bitImage(shape, s, lo, hi, out);
          const [, w2] = G.imageShape(s, h, w);
          const want = cellsOf(lo, hi, n).map((i) => {
            const [r2, c2] = G.mapCell(s, h, w, Math.floor(i / w), i % w);
            return r2 * w2 + c2;
          });
          expect(cellsOf(out[0]!, out[1]!, n), `${h}×${w} symmetry ${s}`).toEqual(want.sort((a, b) => a - b));
        }
        for (let r = 0; r < h && w <= 32; r++) {
          let row = 0;
          for (let c = 0; c < w; c++) if (has(lo, hi, r * w + c)) row |= 1 << c;
          expect(G.bitRow(lo, hi, w, r)).toBe(row >>> 0);
        }
      }
    }
  });

  it("has no bitboard beyond 64 cells (63, 64, 65; 127, 128, 129): an InputError naming the shape", () => {
    expect(G.fitsBitboard(7, 9)).toBe(true);
    expect(G.fitsBitboard(8, 8)).toBe(true);
    expect(G.fitsBitboard(5, 13)).toBe(false);
    for (const [h, w] of [[5, 13], [127, 1], [8, 16], [3, 43]] as const) {
      expect(G.fitsBitboard(h, w)).toBe(false);
      expect(() => G.bitShape(h, w)).toThrow(new RegExp(`${h}×${w} board has more than 64 cells`));
    }
    expect(() => G.bitShape(2, 2).moves([[0, 0], [-1, 0]])).toThrow(/first cell in reading order/);
    expect(() => G.bitShape(2, 2).moves([[0, 0], [0, -1]])).toThrow(/first cell in reading order/);
    expect(() => G.bitShape(2, 2).moves([])).toThrow(/non-empty list/);
  });
});
