// Issue 27, item 2: Domineering on lib/grid's bitboards. The bitboard path (regions of at most 64
// cells) against the row-mask path it replaced on the hot path (`plainRuleset`, the plain reference):
// options, components, folded keys and values on random regions; the 63/64/65-cell boundary (65 and
// more keep the row masks) and 127/128/129 (no four-word bitboard: row masks); checkRuleset naming
// the first move where a ruleset's fast moves and its plainMoves differ.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as G from "../lib/grid";
import { definePartizan } from "../lib/ruleset";
import { checkRuleset, Engine, RulesetCheckError } from "../lib/solvers";
import { BitRegion, formatPicture, leftMoves, plainRuleset, rightMoves, ruleset, type Region } from "../lib/games/domineering";
import { randomRegion } from "./fixtures/random-regions";

const pictures = (list: Iterable<Region>): string[] => [...list].map(formatPicture);

describe("Domineering on bitboards", () => {
  it("gives the plain row-mask moves, components and values on random regions", () => {
    const rand = cgt.mulberry32(27);
    const fast = new Engine(ruleset);
    const plain = new Engine(plainRuleset);
    let bit = 0;
    for (let t = 0; t < 400; t++) {
      const h = 1 + Math.floor(rand() * 8);
      const w = 1 + Math.floor(rand() * 8);
      const r = randomRegion(rand, h, w, 0.3 + rand() * 0.6);
      // options in the same order as the plain generators, as bitboards when the grid has ≤ 64 cells
      const lo = [...ruleset.leftOptions(r)];
      const ro = [...ruleset.rightOptions(r)];
      expect(pictures(lo), JSON.stringify(r)).toEqual(pictures(leftMoves(r)));
      expect(pictures(ro), JSON.stringify(r)).toEqual(pictures(rightMoves(r)));
      for (const o of [...lo, ...ro]) expect(o).toBeInstanceOf(BitRegion);
      if (lo.length > 0) bit++;
      // components: the same cropped pictures (order of their first cell)
      expect(pictures(ruleset.components!(r))).toEqual(pictures(plainRuleset.components!(r)));
      // folded keys: one key per symmetry class, and the sign agrees with the row path's on the same orientation class
      if (r.rows.reduce((n, m) => n + G.popcountWord(m), 0) <= 18) expect(fast.value(r), JSON.stringify(r)).toBe(plain.value(r));
    }
    expect(bit).toBeGreaterThan(200);
  });

  it("folds keys over the eight symmetries: images share a key (negated exactly when transposed)", () => {
    const rand = cgt.mulberry32(64);
    for (let t = 0; t < 200; t++) {
      const h = 1 + Math.floor(rand() * 8);
      const w = 1 + Math.floor(rand() * 8);
      const r = randomRegion(rand, h, w, 0.5 + rand() * 0.4);
      const b = ruleset.leftOptions(r); // a bitboard to start from, if any
      const p = [...b][0];
      if (!(p instanceof BitRegion)) continue;
      const k = ruleset.normalize!(p);
      const shape = G.bitShape(p.height, p.width);
      const out = new Int32Array(2);
      const imageOf = (s: number): BitRegion => {
        G.bitImage(shape, s, p.lo, p.hi, out);
        const [h2, w2] = G.imageShape(s, p.height, p.width);
        return new BitRegion(h2, w2, out[0]!, out[1]!);
      };
      // a position equal to a transposed image of itself has value −value: either sign is right
      const cropped = (s: number): string => gridOf(imageOf(s)).trim((v) => v === 1).toKey();
      const keep = new Set([0, 1, 2, 3].map(cropped));
      const selfNegating = [4, 5, 6, 7].some((s) => keep.has(cropped(s)));
      for (let s = 0; s < 8; s++) {
        const img = imageOf(s);
        // the image drawn from its rows is the symmetry applied cell by cell
        expect(G.applySymmetry(gridOf(p), s).toKey()).toBe(gridOf(img).toKey());
        const k2 = ruleset.normalize!(img);
        expect(k2.key).toBe(k.key);
        if (!selfNegating) expect(k2.negated).toBe(k.negated !== (s >= 4));
      }
    }
  });

  it("keeps bitboards up to 64 cells and row masks beyond (63, 64, 65 and 127, 128, 129 cells), with the same values", () => {
    const rand = cgt.mulberry32(65);
    for (const [h, w] of [[7, 9], [8, 8], [5, 13], [1, 63], [1, 64], [2, 32], [13, 5], [127, 1], [4, 32], [3, 43], [1, 129]] as const) {
      if (h > 32 || w > 32) continue; // Domineering regions are at most 32 × 32
      const r = randomRegion(rand, h, w, 0.85);
      const fits = h * w <= 64;
      for (const o of [...ruleset.leftOptions(r), ...ruleset.rightOptions(r)]) expect(o instanceof BitRegion, `${h}×${w}`).toBe(fits);
      expect(pictures(ruleset.leftOptions(r))).toEqual(pictures(leftMoves(r)));
      expect(pictures(ruleset.rightOptions(r))).toEqual(pictures(rightMoves(r)));
      expect(pictures(ruleset.components!(r))).toEqual(pictures(plainRuleset.components!(r)));
      expect(G.fitsBitboard(h, w)).toBe(fits);
    }
    expect(() => G.bitShape(5, 13)).toThrow(/5×13 board has more than 64 cells/);
    expect(() => G.bitShape(8, 16)).toThrow(/more than 64 cells/);
    // the same value on both paths at the boundary: thin boards of 63, 64 and 65 cells (few moves)
    for (const [h, w] of [[3, 21], [2, 32], [5, 13]] as const) {
      const r = randomRegion(rand, h, w, 0.35);
      expect(new Engine(ruleset).value(r), `${h}×${w}`).toBe(new Engine(plainRuleset).value(r));
    }
  });

  it("checkRuleset compares the fast moves with plainMoves and names the first move that differs", () => {
    const report = checkRuleset(ruleset, [ruleset.parse!("...|...|..#")], { maxExplored: 100 });
    expect(report.checks["plain-moves"]).toBeGreaterThan(50);
    // a fast path that forgets the last vertical domino of the bottom row pair
    const broken = definePartizan<Region>({
      ...ruleset,
      kind: undefined,
      leftOptions: (r: Region) => [...ruleset.leftOptions(r)].filter((o, i, all) => !(r.height === 3 && i === all.length - 1)),
    });
    let err: unknown;
    try {
      checkRuleset(broken, [ruleset.parse!("...|...|..#")], { maxExplored: 100 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesetCheckError);
    expect((err as RulesetCheckError).rule).toBe("plain-moves");
    expect((err as Error).message).toMatch(/Left's move to "\.\.\.\|\.#\.\|\.##" \(option 5 of plainMoves\.leftOptions\) is missing from leftOptions/);
  });
});

function gridOf(r: Region): G.Grid {
  const cells: number[] = [];
  for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) cells.push((r.rows[y]! >>> x) & 1);
  return G.Grid.of(r.height, r.width, cells);
}
