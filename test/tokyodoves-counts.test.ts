import { describe, expect, it } from "vitest";
import * as c from "../lib/studies/tokyodoves/counts";
import * as bb from "../lib/games/tokyodoves/bitboard";
import { BudgetExceededError, InputError } from "../lib/util";

const shapes = c.countingShapes();
const exact = c.positionCounts({ shapes });

describe("crude formula", () => {
  it("reproduces the seed's 4,545,963,055,440 (its Python: 14Pk)", () => {
    const rows = c.crudeCounts();
    expect(rows.map((r) => r.doves)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(4_545_963_055_440);
  });

  it("equals Σ 10C(n−2)·16Pn (all placements of the chosen doves in the frame)", () => {
    for (const r of c.crudeCounts()) expect(r.count).toBe(c.comb(10, r.doves - 2) * c.perm(16, r.doves));
  });

  it("the seed's typeset formula with 14Ck gives a different number", () => {
    expect(c.crudeCounts("comb").reduce((s, r) => s + r.count, 0)).toBe(470_701_440);
  });
});

describe("canonical shapes", () => {
  it("are the non-isolated orbits of the 65,536 boards (checked by union-find)", () => {
    const parent = Int32Array.from({ length: 0x10000 }, (_, i) => i);
    const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a]!)));
    for (let x = 0; x < 0x10000; x++) {
      for (const y of [bb.applySymmetry(1, x), bb.applySymmetry(4, x), bb.shiftN(x), bb.shiftE(x)]) {
        if (bb.popcount(y) === bb.popcount(x)) parent[find(x)] = find(y);
      }
    }
    const orbits = new Map<number, number>();
    for (let x = 0; x < 0x10000; x++) {
      const n = bb.popcount(x);
      if (n >= 2 && n <= 12 && !bb.hasIsolatedReference(x) && find(x) === x) orbits.set(n, (orbits.get(n) ?? 0) + 1);
    }
    for (const row of exact) expect(row.shapes).toBe(orbits.get(row.doves));
    expect(shapes.length).toBe(5171);
  });

  it("only the straight lines of 2–4 doves on a mirror axis have a pointwise symmetry", () => {
    const lines = shapes.filter((s) => s.pointwiseOrder === 2).map((s) => bb.boardToString(s.board).replace(/\n/g, "/"));
    expect(lines.sort()).toEqual(
      [
        "..../..../..../..xx",
        "..../..../..../.xxx",
        "..../..../..../xxxx",
        "..../..../...x/..x.",
        "..../...x/..x./.x..",
        "...x/..x./.x../x...",
      ].sort(),
    );
    for (const s of shapes) expect(s.order % s.pointwiseOrder).toBe(0);
  });
});

describe("two-stage count vs brute force", () => {
  it("n = 2 by hand: two shapes, one position each (swapping the bosses is a symmetry)", () => {
    expect(exact[0]).toEqual({ doves: 2, shapes: 2, positions: 2, positions_realistic: 2 });
    // the seed's division by the stabilizer would give 2/4 + 2/4 = 1
    expect(c.positionCounts({ shapes, division: "stabilizer" })[0]!.positions).toBe(1);
  });

  it("agrees with the placement-by-placement Set enumeration for n ≤ 5", () => {
    const brute = c.bruteForceCounts(5, { method: "set" });
    for (const r of brute) {
      const e = exact[r.doves - 2]!;
      expect([r.doves, r.positions, r.positions_realistic]).toEqual([e.doves, e.positions, e.positions_realistic]);
    }
    expect(brute[3]!.examined).toBe(c.perm(16, 5));
  });

  it("agrees with the representative enumeration of labelled positions for n ≤ 7", () => {
    const brute = c.bruteForceCounts(7);
    expect(brute.map((r) => r.positions)).toEqual(exact.slice(0, 6).map((r) => r.positions));
    expect(brute.map((r) => r.positions_realistic)).toEqual(exact.slice(0, 6).map((r) => r.positions_realistic));
    expect(brute.map((r) => r.positions)).toEqual([2, 180, 28_620, 1_558_800, 50_954_400, 890_326_080]);
  });

  it("Burnside per shape: orbits of labellings counted directly on small shapes", () => {
    for (const s of shapes.filter((sh) => sh.size <= 4)) {
      // labellings of the shape's cells by n distinct labels, modulo the stabilizer
      const cells = bb.cellsOf(s.board);
      const maps: number[][] = [];
      for (let g = 0; g < 8; g++) {
        const y = bb.applySymmetry(g, s.board);
        const shift = bb.normalizationShift(y);
        if (y >>> shift === s.board) maps.push(cells.map((cell) => bb.mapCell(cell, g, shift)));
      }
      const seen = new Set<string>();
      const permute = (rest: number[], acc: number[]): void => {
        if (rest.length === 0) {
          const keys = maps.map((m) => {
            const img = acc.map((cell) => m[cells.indexOf(cell)]!);
            return img.join(",");
          });
          seen.add(keys.sort()[0]!);
          return;
        }
        rest.forEach((v, i) => { permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, v]); });
      };
      permute(cells, []);
      const others = c.perm(10, s.size - 2) / c.perm(s.size - 2, s.size - 2); // 10C(n-2)
      expect(seen.size * others).toBe(c.shapePositions(s));
    }
  });
});

describe("realistic counts", () => {
  it("the surround rules are ordered and symmetric in the two bosses", () => {
    const t = (rule: c.SurroundRule) => c.countTotals(c.positionCounts({ shapes, realistic: rule })).positions_realistic;
    const any = t("any");
    const neither = t("neitherSurrounded");
    const opp = t("opponentNotSurrounded");
    const notBoth = t("notBothSurrounded");
    expect(neither).toBeLessThan(opp);
    expect(opp).toBeLessThan(notBoth);
    expect(notBoth).toBeLessThan(any);
    // "only A surrounded" = "only B surrounded" (relabelling the bosses)
    expect(opp - neither).toBe(notBoth - opp);
  });

  it("no dove can be surrounded with fewer than 5 doves on the field", () => {
    for (const s of shapes) if (s.size < 5) expect(s.surrounded).toBe(0);
    expect(exact.slice(0, 3).every((r) => r.positions === r.positions_realistic)).toBe(true);
  });
});

describe("comparison with the seed", () => {
  const SEED_REFINED = 509_462_034_903;
  const SEED_REALISTIC = 318_195_819_783;

  it("the exact refined count is 508,064,190,482, 1,397,844,421 below the seed's", () => {
    const t = c.countTotals(exact);
    expect(t.positions).toBe(508_064_190_482);
    expect(SEED_REFINED - t.positions).toBe(1_397_844_421);
    expect(t.positions_realistic).toBe(380_382_527_882);
  });

  it("dividing by the symmetries that fix the first-met combination in place reproduces the seed exactly", () => {
    const seedLike = c.countTotals(c.positionCounts({ shapes, division: "seedFrame" }));
    expect(seedLike.positions).toBe(SEED_REFINED);
    // the division by the (translation-aware) stabilizer alone does not
    expect(c.countTotals(c.positionCounts({ shapes, division: "stabilizer" })).positions).toBe(508_064_189_911);
  });

  it("no tested reading of the realistic rule reproduces the seed's realistic figure", () => {
    const h = c.countHypotheses(shapes);
    expect(h.length).toBe(24);
    expect(h.some((r) => r.positions_realistic === SEED_REALISTIC)).toBe(false);
    expect(h.filter((r) => r.positions === SEED_REFINED).map((r) => r.division)).toEqual(["seedFrame", "seedFrame", "seedFrame"]);
  });
});

describe("locating differences by number of doves", () => {
  it("prefix congruences: consistent everywhere for the seed's own division, broken at n = 2 for the exact count", () => {
    const seedLike = c.positionCounts({ shapes, division: "seedFrame" }).map((r) => r.positions);
    expect(c.prefixCongruences(509_462_034_903, seedLike).every((r) => r.consistent)).toBe(true);
    const ex = c.prefixCongruences(509_462_034_903, exact.map((r) => r.positions));
    expect(ex[0]).toMatchObject({ doves: 2, consistent: false });
    // the moduli are 10P(k-1)/8
    expect(ex.map((r) => r.modulus)).toEqual([1.25, 11.25, 90, 630, 3780, 18900, 75600, 226800, 453600, 453600]);
    // a perturbation at n = 7 by one position is detected from k = 7 on, not before
    const moved = [...seedLike];
    moved[5] = moved[5]! + 1;
    const p = c.prefixCongruences(509_462_034_903, moved);
    expect(p.map((r) => r.consistent)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    expect(() => c.prefixCongruences(1, [1, 2, 3])).toThrow(InputError);
  });

  it("the seed's realistic figure: only 'neither surrounded' is consistent for n ≤ 5", () => {
    const depth = (rule: c.SurroundRule) => {
      const rows = c.positionCounts({ shapes, division: "seedFrame", realistic: rule }).map((r) => r.positions_realistic);
      const fail = c.prefixCongruences(318_195_819_783, rows).find((r) => !r.consistent);
      return fail ? fail.doves : 12;
    };
    expect(depth("neitherSurrounded")).toBe(6);
    expect(depth("opponentNotSurrounded")).toBe(5);
    expect(depth("notBothSurrounded")).toBe(5);
  });

  it("variant surrounded tests include the rules' own and none reproduces the seed's realistic figure", () => {
    const v = c.surroundVariantTotals(shapes);
    expect(v.length).toBe(972);
    const rules = v.filter((r) => r.walls === "span/span/span/span" && r.placement === "canonical");
    for (const r of rules) {
      const expected = c.countTotals(c.positionCounts({ shapes, division: r.division, realistic: r.rule })).positions_realistic;
      expect(r.positions_realistic).toBe(expected);
    }
    expect(v.some((r) => r.positions_realistic === 318_195_819_783)).toBe(false);
  });
});

describe("input errors and budgets", () => {
  it("rejects bad arguments with InputError", () => {
    expect(() => c.bruteForceCounts(1)).toThrow(InputError);
    expect(() => c.bruteForceCounts(8, { method: "set" })).toThrow(InputError);
    expect(() => c.labelAssignments(13)).toThrow(/n must be in/);
    expect(() => c.labelAssignments(6, 7)).toThrow(/surrounded/);
    expect(() => c.crudeCounts("x" as "perm")).toThrow(InputError);
    expect(() => c.countingShapes({ minSize: 5, maxSize: 3 })).toThrow(InputError);
  });

  it("the brute force stops with BudgetExceededError naming the limit", () => {
    expect(() => c.bruteForceCounts(9, { budget: { maxPositions: 100_000 } })).toThrow(BudgetExceededError);
    let error: unknown;
    try {
      c.bruteForceCounts(6, { method: "set", budget: { maxPositions: 1000 } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect((error as BudgetExceededError).limit).toBe("maxPositions");
    expect((error as BudgetExceededError).message).toMatch(/maxPositions/);
  });
});
