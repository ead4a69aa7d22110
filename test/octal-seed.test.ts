/**
 * Seed 003 (Dawson's chess on a line): every list of the seed, checked by the seed's own
 * win/loss method, by a brute-force game tree and by Sprague–Grundy values.
 */
import { describe, expect, it } from "vitest";
import { BudgetExceededError, InputError } from "../lib/util";
import { placementResult, winningPlacements } from "../lib/games/octal";
import { nimSequence, nimSequenceNaive, valueResidues } from "../lib/solvers";
import {
  SeedClassifier,
  chartSymmetry,
  checkFirstMoveClaim,
  classPeriodExceptions,
  describeCell,
  firstMoveTable,
  mirrorBreaks,
  octalSplits,
  periodGrid,
  parseCellClaim,
  seedEquivalenceClasses,
  seedWinBruteForce,
  surveyOctalGames,
  symmetryScan,
  twoHeapMatrix,
} from "../lib/studies/octal";

// The seed's nine classes for n ≤ 204, copied verbatim (section 3 of the seed).
const SEED_CLASSES: number[][] = [
  [0, 4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58, 62, 72, 76, 88, 92, 96, 106, 110, 122, 126, 130, 140, 144, 156, 160, 164, 174, 178, 190, 194, 198],
  [1, 2, 6, 7, 21, 22, 26, 27, 35, 36, 40, 41, 55, 56, 60, 61, 69, 70, 74, 75, 89, 90, 94, 95, 103, 104, 108, 109, 123, 124, 128, 129, 137, 138, 142, 143, 157, 158, 162, 163, 171, 172, 176, 177, 191, 192, 196, 197],
  [3, 11, 12, 16, 17, 25, 31, 37, 45, 46, 51, 59, 71, 79, 80, 93, 105, 113, 114, 127, 139, 147, 148, 161, 173, 181, 182, 195],
  [5, 9, 10, 18, 19, 23, 39, 43, 44, 52, 53, 57, 65, 73, 77, 78, 86, 87, 91, 99, 107, 111, 112, 120, 121, 125, 133, 141, 145, 146, 154, 155, 159, 167, 175, 179, 180, 188, 189, 193, 201],
  [13, 29, 33, 47, 48, 63, 67, 81, 82, 97, 101, 115, 116, 131, 135, 149, 150, 165, 169, 183, 184, 199, 203],
  [15, 30, 49, 50, 64, 83, 84, 98, 117, 118, 132, 151, 152, 166, 185, 186, 200],
  [32, 66, 100, 134, 168, 202],
  [68, 102, 136, 170, 204],
  [85, 119, 153, 187],
];

// The seed's 15 second-player-win reduced patterns (section 4).
const SEED_P_PATTERNS: number[][] = [
  [1, 3, 5], [1, 13, 15], [1, 68, 85], [3, 15, 32], [5, 13, 32],
  [1, 3, 13, 32], [1, 5, 15, 32], [3, 5, 13, 15], [3, 5, 68, 85], [13, 15, 68, 85],
  [3, 13, 32, 68, 85], [5, 15, 32, 68, 85],
  [1, 3, 15, 32, 68, 85], [1, 5, 13, 32, 68, 85],
  [1, 3, 5, 13, 15, 68, 85],
];

// Y.M.Ojisan's table, N = 3..20: first player wins? and the winning first move.
const OJISAN: [number, boolean, string][] = [
  [3, true, "中央"], [4, false, ""], [5, true, "中央"], [6, true, "端から2番目"], [7, true, "中央"],
  [8, false, ""], [9, true, "中央"], [10, true, "端から2番目"], [11, true, "中央"], [12, true, "端から4番目"],
  [13, true, "中央"], [14, false, ""], [15, true, "中央"], [16, true, "端から2番目"], [17, true, "中央"],
  [18, true, "端から5番目"], [19, true, "中央"], [20, false, ""],
];

const classifier = seedEquivalenceClasses(204);
const G = nimSequence("0.137", 2000).values;

describe("seed 003: the nine equivalence classes for n ≤ 204", () => {
  it("the seed's method reproduces every class list exactly", () => {
    const classes = classifier.classes();
    expect(classes.length).toBe(9);
    classes.forEach((c, i) => { expect(c).toEqual(SEED_CLASSES[i]); });
    expect(classifier.reps).toEqual([0, 1, 3, 5, 13, 15, 32, 68, 85]);
  });

  it("the classes are exactly the level sets of the nim-values (independent method)", () => {
    const byValue = new Map<number, number[]>();
    for (let n = 0; n <= 204; n++) byValue.set(G[n], [...(byValue.get(G[n]) ?? []), n]);
    const levelSets = [...byValue.values()].sort((a, b) => a[0] - b[0]);
    expect(levelSets).toEqual(SEED_CLASSES);
    // class representatives' nim-values: no class has value 6
    expect(classifier.reps.map((r) => G[r])).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9]);
  });

  it("the seed's exceptions to period 34: g(48)=13≠g(14)=0, g(50)=15≠g(16)=3, g(65)=5≠g(31)=3, g(68)=68≠g(34)=0, g(85)=85≠g(51)=3", () => {
    expect(classPeriodExceptions(classifier, 34)).toEqual([48, 50, 65, 68, 85]);
    const g = (n: number): number => classifier.classOf(n);
    expect([g(48), g(14), g(50), g(16), g(65), g(31), g(68), g(34), g(85), g(51)]).toEqual([13, 0, 15, 3, 5, 3, 68, 0, 85, 3]);
  });

  it("the seed's comment: odd lengths are first-player wins; even P-lengths 4, 8, 14, …, 62", () => {
    for (let n = 1; n <= 204; n += 2) expect(classifier.classOf(n)).not.toBe(0);
    const evenP = [];
    for (let n = 2; n <= 62; n += 2) if (G[n] === 0) evenP.push(n);
    expect(evenP).toEqual([4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58, 62]);
  });

  it("the comment's open question: second-player lengths are N ≡ 4, 8, 20, 24, 28 (mod 34) or N ∈ {0, 14, 34}", () => {
    expect(valueResidues(G, 34, 52, 0)).toEqual({ residues: [4, 8, 20, 24, 28], extra: [0, 14, 34], missing: [] });
    for (let n = 0; n <= 2000; n++) expect(G[n] === 0).toBe([4, 8, 20, 24, 28].includes(n % 34) || [0, 14, 34].includes(n));
    expect(() => valueResidues(G.subarray(0, 60), 34, 52, 0)).toThrow(InputError);
  });

  it("the method also works for another octal game (Kayles): classes = nim-value level sets to 150", () => {
    const k = new SeedClassifier(octalSplits("0.77")).extendTo(150);
    const GK = nimSequenceNaive("0.77", 150);
    for (let n = 0; n <= 150; n++) expect(GK[k.classOf(n)]).toBe(GK[n]);
    for (const r of k.reps) for (let m = 0; m < r; m++) expect(GK[m]).not.toBe(GK[r]);
  });

  it("f(A) by the class method = brute-force game tree = XOR of nim-values on small patterns", () => {
    let seed = 12345;
    const rnd = (m: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % m;
    };
    for (let t = 0; t < 150; t++) {
      const size = 1 + rnd(4);
      const p = Array.from({ length: size }, () => rnd(13));
      const byXor = p.reduce((x, n) => x ^ G[n], 0) !== 0;
      expect(classifier.wins(p)).toBe(byXor);
      expect(seedWinBruteForce(p)).toBe(byXor);
    }
  });

  it("budgets and bad input", () => {
    expect(() => seedEquivalenceClasses(204, { budget: { maxPositions: 50 } })).toThrow(BudgetExceededError);
    expect(() => seedWinBruteForce([30, 30, 7], { budget: { maxPositions: 100 } })).toThrow(/maxPositions/);
    expect(() => classifier.reduce([3, -1])).toThrow(/pattern index 1/);
    expect(() => classifier.reduce([500])).toThrow(InputError);
    expect(() => classifier.classOf(1.5)).toThrow(InputError);
    expect(() => seedEquivalenceClasses(-4)).toThrow(InputError);
  });
});

describe("seed 003: the 15 second-player-win reduced patterns over {1,3,5,13,15,32,68,85}", () => {
  const patterns = classifier.secondPlayerPatterns();

  it("regenerated by the seed's method, identical to the seed's list", () => {
    expect(patterns).toEqual(SEED_P_PATTERNS);
  });

  it("= the non-empty subsets whose nim-values XOR to 0 (2^(8−4) − 1 = 15)", () => {
    const reps = [1, 3, 5, 13, 15, 32, 68, 85];
    const byXor: number[][] = [];
    for (let s = 1; s < 256; s++) {
      const set = reps.filter((_, i) => (s >> i) & 1);
      if (set.reduce((x, n) => x ^ G[n], 0) === 0) byXor.push(set);
    }
    expect(byXor.length).toBe(15);
    expect(byXor.map((s) => s.join(",")).sort()).toEqual(SEED_P_PATTERNS.map((s) => s.join(",")).sort());
  });

  it("the seed's structural claims: sizes 1, 2 and 8 are first-player wins; every ≥4-subset holds 2 elements of a P-triple", () => {
    const reps = [1, 3, 5, 13, 15, 32, 68, 85];
    expect(patterns.filter((p) => p.length <= 2)).toEqual([]);
    expect(classifier.wins(reps)).toBe(true);
    const triples = patterns.filter((p) => p.length === 3);
    for (let s = 1; s < 256; s++) {
      const set = reps.filter((_, i) => (s >> i) & 1);
      if (set.length < 4) continue;
      expect(triples.some((t) => t.filter((x) => set.includes(x)).length >= 2)).toBe(true);
    }
  });

  it("reduction of a pattern: g, cancel pairs, drop 0", () => {
    expect(classifier.reduce([48, 14, 50, 50, 204, 34])).toEqual([13, 68]);
    expect(classifier.wins([48, 14, 50, 50, 204, 34])).toBe(true);
    expect(classifier.reduce([1, 3, 5])).toEqual([1, 3, 5]);
    expect(classifier.wins([2, 11, 9])).toBe(false);
  });
});

describe("seed 003: the readers' table N = 3..20", () => {
  const rows = firstMoveTable(G, 3, 20);

  it("winning first moves agree with the brute-force game tree", () => {
    for (const r of rows) {
      const brute: number[] = [];
      for (let j = 1; j <= r.N; j++) if (!seedWinBruteForce(placementResult(r.N, j))) brute.push(j);
      expect(r.winningMoves).toEqual(brute);
      expect(r.firstPlayerWins).toBe(brute.length > 0);
    }
  });

  it("Ojisan's outcomes are all right; his move is confirmed except 端から2番目 for N = 6, 10, 16 (the end cell wins there)", () => {
    const wrong: number[] = [];
    for (const [N, fpw, move] of OJISAN) {
      const v = checkFirstMoveClaim(rows[N - 3], { N, firstPlayerWins: fpw, move });
      if (!v.correct) wrong.push(N);
    }
    expect(wrong).toEqual([6, 10, 16]);
    for (const N of [6, 10, 16]) expect(winningPlacements(G, N)).toContain(1);
    // an off-by-one reading ("2番目" = the end) would instead break N = 12 and 18
    expect(winningPlacements(G, 12)).not.toContain(3);
    expect(winningPlacements(G, 18)).not.toContain(4);
  });

  it("cell descriptions round-trip and bad descriptions are rejected", () => {
    for (let N = 3; N <= 20; N++) for (let j = 1; j <= N; j++) expect(parseCellClaim(N, describeCell(N, j))).toContain(j);
    expect(parseCellClaim(12, "端から４番目")).toEqual([4, 9]);
    expect(() => parseCellClaim(12, "真ん中あたり")).toThrow(InputError);
    expect(() => parseCellClaim(5, "端から9番目")).toThrow(/outside 1..5/);
  });
});

describe("seed 003: the two-heap chart and its symmetry centres", () => {
  it("(a, b) is a second-player win iff G(a) = G(b), checked by brute force for a, b ≤ 12", () => {
    const z = twoHeapMatrix(G, 12);
    for (let a = 0; a <= 12; a++) for (let b = a; b <= 12; b++) expect(z[a][b] === 1).toBe(seedWinBruteForce([a, b]));
  });

  it("exact point symmetry only about 1.5, 4 and 14; 31 is approximate (as the reader suspected)", () => {
    const exact = symmetryScan(G, 120).filter((r) => r.mismatchedCells === 0).map((r) => r.centre);
    expect(exact).toEqual([1.5, 4, 14]);
    const c4 = chartSymmetry(G, 8);
    expect(c4.valueDifferences).toEqual([3, 5]);
    expect(c4.relabelling).toEqual([[2, 3], [3, 2]]);
    expect(chartSymmetry(G, 28).valueDifferences).toEqual([13, 15]);
    expect(mirrorBreaks(G, 198, 52, 34)).toEqual([0, 11, 12, 13, 15, 16, 17, 28, 30, 32]);
    const c31 = chartSymmetry(G, 62);
    expect(c31.mismatchedCells).toBeGreaterThan(0);
    expect(c31.mismatchedCells / c31.cells).toBeLessThan(0.05);
  });
});

describe("survey of octal games", () => {
  it("reports computed range, proven periods and sparse-space fractions", () => {
    const rows = surveyOctalGames(["0.77", "0.137", "0.16"], 2000);
    expect(rows[0]).toMatchObject({ code: "0.77", period: 12, preperiod: 71, lastException: 70, proven: true, computedDirectly: 255 });
    expect(rows[1]).toMatchObject({ code: "0.137", period: 34, preperiod: 52, proven: true });
    expect(rows[2].proven).toBe(false);
    expect(rows[2].rareFraction).toBeLessThan(0.05);
    const grid = periodGrid(G, 34, 3);
    expect(grid[1][14]).toBe(G[48]);
    expect(periodGrid(G.subarray(0, 40), 34, 2)[1][10]).toBeNull();
  });
});
