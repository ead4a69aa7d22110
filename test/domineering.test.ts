import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";
import { Engine, canonicalValue, referenceValue } from "../lib/solvers";
import {
  applySymmetry,
  cellCount,
  components,
  countFixedPolyominoes,
  fixedPolyominoes,
  flipLeftRight,
  flipUpDown,
  formatRegion,
  freePolyominoes,
  keepsPlayers,
  leftMoves,
  minimaxOutcome,
  normalize,
  parseRegion,
  rectangle,
  regionFromCells,
  rightMoves,
  ruleset,
  SYMMETRIES,
  transpose,
  type Region,
} from "../lib/games/domineering";
import { randomRegion } from "./fixtures/random-regions";

/** Deterministic PRNG (lib/cgt's mulberry32). */
const rng = (seed: number): (() => number) => cgt.mulberry32(seed);

// values through the front door: solvers.canonicalValue(games.domineering.ruleset, region) (the shared engine)
const regionOf = (r: Region | string): Region => (typeof r === "string" ? parseRegion(r) : r);
const solver = {
  value: (r: Region | string): cgt.Game => canonicalValue(ruleset, regionOf(r)),
  leftOptionValues: (r: string): cgt.Game[] => leftMoves(parseRegion(r)).map((o) => canonicalValue(ruleset, o)),
  rightOptionValues: (r: string): cgt.Game[] => rightMoves(parseRegion(r)).map((o) => canonicalValue(ruleset, o)),
};
/** The undecomposed value: solvers.referenceValue on the ruleset (no components, no symmetry). */
const valueWithoutDecomposition = (r: Region | string, options?: { budget: { maxPositions: number } }): cgt.Game => referenceValue(ruleset, regionOf(r), options);
const v = (picture: string): cgt.Game => solver.value(picture);

describe("pictures", () => {
  it("parses newline and | separated rows the same way, with ragged rows", () => {
    const a = parseRegion("##.\n.##");
    const b = parseRegion("##.|.##");
    expect(a).toEqual(b);
    expect(a).toEqual({ height: 2, width: 3, rows: [0b011, 0b110] });
    expect(parseRegion("#|##")).toEqual({ height: 2, width: 2, rows: [1, 3] });
    expect(parseRegion("\n  ##.|.##\n")).toEqual(b); // surrounding whitespace is ignored
    expect(formatRegion(a, "|")).toBe("##.|.##");
    expect(cellCount(a)).toBe(4);
    expect(parseRegion(".")).toEqual({ height: 1, width: 1, rows: [0] });
  });

  it("rejects bad pictures with InputError saying where", () => {
    expect(() => parseRegion("")).toThrow(InputError);
    expect(() => parseRegion("   \n ")).toThrow(/empty Domineering picture/);
    expect(() => parseRegion("##.|.x#")).toThrow(/unknown character "x".*row 2, column 2/);
    expect(() => parseRegion("## |.##")).toThrow(/row 1, column 3/);
    expect(() => parseRegion("##||##")).toThrow(/empty row.*row 2/);
    expect(() => parseRegion("#".repeat(33))).toThrow(/at most 32/);
    expect(() => parseRegion(Array(33).fill("#").join("|"))).toThrow(/33 rows/);
    expect(() => rectangle(2, -1)).toThrow(InputError);
    expect(() => regionFromCells([{ row: -1, col: 0 }])).toThrow(InputError);
    expect(() => solver.value("#.?")).toThrow(InputError);
  });

  it("moves: Left vertical, Right horizontal", () => {
    const r = parseRegion("##|#.");
    expect(leftMoves(r).map((x) => formatRegion(x, "|"))).toEqual([".#|.."]);
    expect(rightMoves(r).map((x) => formatRegion(x, "|"))).toEqual(["..|#."]);
  });
});

describe("components and normalization", () => {
  it("splits into 4-connected components, cropped", () => {
    const parts = components(parseRegion("##.#|#..#|..##|#..."));
    expect(parts.map((p) => formatRegion(p, "|"))).toEqual(["##|#.", ".#|.#|##", "#"]);
    expect(components(parseRegion("#.#|.#."))).toHaveLength(3); // diagonal cells are not connected
  });

  it("keys are invariant under the 8 symmetries; the sign flips exactly with transposition", () => {
    const rand = rng(7);
    for (let i = 0; i < 300; i++) {
      const base = components(randomRegion(rand, 4, 5, 0.7))[0];
      if (!base) continue;
      const n0 = normalize(base);
      for (const s of SYMMETRIES) {
        const n1 = normalize(applySymmetry(base, s));
        expect(n1.key).toBe(n0.key);
        // value(image) = ±value(keyed) must agree with value(image) = ±value(base)
        if (n1.negated !== n0.negated) expect(keepsPlayers(s)).toBe(false);
      }
    }
  });
});

describe("polyomino enumeration", () => {
  // OEIS A000105 (free) and A001168 (fixed)
  const free = [1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600];
  const fixed = [1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861];

  it("Redelmeier counts the fixed polyominoes up to 12 cells (A001168)", () => {
    expect(countFixedPolyominoes(12).slice(1)).toEqual(fixed);
  });

  it("free polyominoes up to 12 cells (A000105), orbit sizes summing to the fixed counts", () => {
    for (let k = 1; k <= 12; k++) {
      const ps = freePolyominoes(k);
      expect(ps.length).toBe(free[k - 1]);
      expect(ps.reduce((a, p) => a + p.fixedCount, 0)).toBe(fixed[k - 1]);
      for (const p of ps) expect(cellCount(p.region)).toBe(k);
    }
    expect(fixedPolyominoes(7).length).toBe(760);
    // symmetry groups: the square tetromino has all 8, the straight ones 4, the F-pentomino 1
    const tetro = freePolyominoes(4);
    expect(tetro.find((p) => formatRegion(p.region, "|") === "##|##")?.symmetries.length).toBe(8);
    expect(tetro.find((p) => formatRegion(p.region, "|") === "####")?.symmetries.length).toBe(4);
    expect(freePolyominoes(5).filter((p) => p.symmetries.length === 1)).toHaveLength(5); // F, L, N, P, Y
  });

  it("rejects bad sizes", () => {
    expect(() => freePolyominoes(0)).toThrow(InputError);
    expect(() => countFixedPolyominoes(2.5)).toThrow(InputError);
  });
});

describe("values", () => {
  it("known small values (Left vertical)", () => {
    expect(v("#|#")).toBe(cgt.ONE); // 2×1
    expect(v("##")).toBe(cgt.MINUS_ONE); // 1×2
    const pm1 = cgt.game([cgt.ONE], [cgt.MINUS_ONE]);
    expect(solver.value(rectangle(2, 2))).toBe(pm1);
    expect(solver.value(rectangle(3, 3))).toBe(pm1);
    expect(v("#.|##")).toBe(cgt.STAR); // L-tromino
    expect(solver.leftOptionValues("##|##")).toEqual([cgt.ONE, cgt.ONE]);
    expect(solver.rightOptionValues("##|##")).toEqual([cgt.MINUS_ONE, cgt.MINUS_ONE]);
    for (let n = 0; n <= 12; n++) {
      expect(solver.value(rectangle(1, n))).toBe(cgt.integer(-Math.floor(n / 2)));
      expect(solver.value(rectangle(n, 1))).toBe(cgt.integer(Math.floor(n / 2)));
    }
    expect(v("#.#|...|#.#")).toBe(cgt.ZERO);
    // 5×5 is a second-player win (Drummond-Cole 2014, and the minimax oracle below), so its value is 0
    expect(solver.value(rectangle(5, 5))).toBe(cgt.ZERO);
  });

  it("reflections keep the value, transposition negates it", () => {
    const rand = rng(11);
    for (let i = 0; i < 200; i++) {
      const r = randomRegion(rand, 3 + (i % 3), 4, 0.75);
      const g = solver.value(r);
      expect(solver.value(flipLeftRight(r))).toBe(g);
      expect(solver.value(flipUpDown(r))).toBe(g);
      expect(solver.value(transpose(r))).toBe(cgt.neg(g));
    }
  });

  it("component decomposition agrees with the undecomposed search", () => {
    for (let k = 2; k <= 7; k++) {
      for (const p of freePolyominoes(k)) expect(solver.value(p.region)).toBe(valueWithoutDecomposition(p.region));
    }
    const rand = rng(3);
    for (let i = 0; i < 120; i++) {
      const r = randomRegion(rand, 4, 4, 0.7); // often disconnected
      expect(solver.value(r)).toBe(valueWithoutDecomposition(r));
      expect(solver.value(r)).toBe(cgt.sum(components(r).map((c) => solver.value(c))));
    }
    for (const [m, n] of [
      [3, 4],
      [2, 6],
      [2, 8],
      [3, 5],
      [4, 4],
    ]) {
      expect(solver.value(rectangle(m, n))).toBe(valueWithoutDecomposition(rectangle(m, n)));
    }
  });

  it("outcome class of the canonical value equals the minimax outcome", () => {
    let checked = 0;
    for (let k = 2; k <= 9; k++) {
      for (const p of freePolyominoes(k)) {
        expect(cgt.outcome(solver.value(p.region))).toBe(minimaxOutcome(p.region));
        checked++;
      }
    }
    const rand = rng(5);
    for (let i = 0; i < 150; i++) {
      const r = randomRegion(rand, 4, 5, 0.75);
      expect(cgt.outcome(solver.value(r))).toBe(minimaxOutcome(r));
      checked++;
    }
    for (let m = 1; m <= 4; m++) {
      for (let n = 1; n <= 4; n++) expect(cgt.outcome(solver.value(rectangle(m, n)))).toBe(minimaxOutcome(rectangle(m, n)));
    }
    expect(minimaxOutcome(rectangle(2, 2))).toBe("N");
    expect(minimaxOutcome("#|#")).toBe("L");
    expect(minimaxOutcome("##")).toBe("R");
    expect(checked).toBeGreaterThan(1900);
  });

  it("stops with BudgetExceededError naming the limit", () => {
    const fresh = new Engine(ruleset);
    expect(() => fresh.value(rectangle(4, 4), { budget: { maxPositions: 10 } })).toThrow(BudgetExceededError);
    expect(() => fresh.value(rectangle(4, 4), { budget: { maxPositions: 10 } })).toThrow(/maxPositions/);
    expect(() => minimaxOutcome(rectangle(4, 4), { budget: { maxPositions: 50 } })).toThrow(/maxPositions/);
    expect(() => valueWithoutDecomposition(rectangle(4, 4), { budget: { maxPositions: 50 } })).toThrow(BudgetExceededError);
    expect(() => countFixedPolyominoes(12, { budget: { maxPositions: 1000 } })).toThrow(/maxPositions/);
    // the memo keeps finished components: a retry with a larger budget completes
    expect(fresh.value(rectangle(4, 4))).toBe(solver.value(rectangle(4, 4)));
  });
});
