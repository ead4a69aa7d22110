// lib/grid/fastkey.ts: the fast folded key against the plain reference (canonicalImage + toKey) on random grids.
import { describe, expect, it } from "vitest";
import { ALL_SYMMETRIES, Grid, RECTANGLE_SYMMETRIES, STRIP_SYMMETRIES, applySymmetry, canonicalImage, foldedGridKey, gridKey, transposes, type GridSymmetryGroup } from "../lib/grid";
import { mulberry32 } from "../lib/cgt";
import { InputError } from "../lib/util";

const groups: [string, GridSymmetryGroup][] = [
  ["all 8", { symmetries: ALL_SYMMETRIES }],
  ["all 8, transposes swap", { symmetries: ALL_SYMMETRIES, swapsPlayers: transposes }],
  ["all 8 + colour swap", { symmetries: ALL_SYMMETRIES, colourSwap: [0, 2, 1, 3] }],
  ["rectangle", { symmetries: RECTANGLE_SYMMETRIES }],
  ["strip + colour swap", { symmetries: STRIP_SYMMETRIES, colourSwap: [0, 1, 3, 2] }],
];

describe("foldedGridKey", () => {
  const rand = mulberry32(4242);
  for (const [name, group] of groups) {
    it(`${name}: the key of the reference canonical image, with its swap flag (600 random grids)`, () => {
      const seen = new Map<string, number | string>(); // reference key → fast key
      const back = new Map<number | string, string>();
      for (let k = 0; k < 600; k++) {
        const h = 1 + Math.floor(rand() * 3);
        const w = 1 + Math.floor(rand() * 3);
        const g = Grid.of(h, w, Array.from({ length: h * w }, () => Math.floor(rand() * 4)));
        const g2 = rand() < 0.5 ? applySymmetry(g, ALL_SYMMETRIES[Math.floor(rand() * 8)]!) : g;
        for (const x of [g, g2]) {
          const ref = canonicalImage(x, group);
          const fast = foldedGridKey(x, group);
          expect(fast.swapsPlayers, x.toKey()).toBe(ref.swapsPlayers);
          // the very key of the reference image (subgame databases and resumable states store these keys)
          expect(fast.key, x.toKey()).toBe(gridKey(ref.grid));
          const rk = ref.grid.toKey();
          if (seen.has(rk)) expect(fast.key).toBe(seen.get(rk));
          else seen.set(rk, fast.key);
          if (back.has(fast.key)) expect(back.get(fast.key)).toBe(rk);
          else back.set(fast.key, rk);
        }
      }
      expect(seen.size).toBeGreaterThan(50);
    });
  }
  it("gridKey is a number for small grids and a string beyond, injective on shapes and values", () => {
    expect(typeof gridKey(Grid.of(2, 3, [0, 1, 2, 3, 0, 1]))).toBe("number");
    expect(typeof gridKey(Grid.of(5, 5, 3))).toBe("string");
    expect(gridKey(Grid.of(1, 2, [0, 1]))).not.toBe(gridKey(Grid.of(2, 1, [0, 1])));
    expect(gridKey(Grid.of(1, 2, [0, 1]))).not.toBe(gridKey(Grid.of(1, 2, [1, 0])));
    expect(gridKey(Grid.of(1, 1, [1]))).not.toBe(gridKey(Grid.of(1, 1, [3])));
  });
  it("string keys are \"HxW:\" and one character 48 + value per cell, at every length (subgame databases and resumable solve states store them)", () => {
    // the 5×6 Clobber checkerboard as the first-move shard files of results/solve name it
    expect(gridKey(Grid.of(5, 6, Array.from({ length: 30 }, (_, i) => 1 + ((Math.floor(i / 6) + i) % 2))))).toBe("5x6:121212212121121212212121121212");
    const rand = mulberry32(30);
    for (const [h, w] of [[3, 9], [1, 256], [1, 257], [16, 16], [80, 80]] as const) {
      for (let t = 0; t < 3; t++) {
        const cells = Array.from({ length: h * w }, () => Math.floor(rand() * 5));
        expect(gridKey(Grid.of(h, w, cells))).toBe(`${h}x${w}:` + cells.map((v) => String.fromCharCode(48 + v)).join(""));
      }
    }
  });
  it("rejects a set that is not a group and cells outside the colour swap", () => {
    expect(() => foldedGridKey(Grid.of(1, 1), { symmetries: [0, 4, 1] })).toThrow(/not a group/);
    expect(() => foldedGridKey(Grid.of(1, 1, [5]), { symmetries: [0], colourSwap: [0, 2, 1] })).toThrow(InputError);
  });
});
