import { describe, expect, it } from "vitest";
import { BudgetExceededError, InputError } from "../lib/util";
import { heapOptions, parseOctalCode, placementResult, positionNimValue, validateHeaps, winningMoves, winningPlacements } from "../lib/games/octal";
import {
  analysePosition,
  checkPeriodicityTheorem,
  findPeriod,
  formatPeriodProof,
  nimSequence,
  nimSequenceNaive,
  nimSequenceRare,
  periodExceptions,
  sparseSpace,
  theoremCheckTo,
} from "../lib/solvers";
import { octalSplits, seedWinBruteForce } from "../lib/studies/octal";

const arr = (a: ArrayLike<number>): number[] => Array.from(a);

describe("octal codes", () => {
  it("parses and normalises valid codes", () => {
    const g = parseOctalCode("0.137");
    expect(g.code).toBe("0.137");
    expect(g.k).toBe(3);
    expect(g.digits).toEqual([0, 1, 3, 7]);
    expect(g.rules.map((r) => [r.remove, r.leaveNone, r.leaveOne, r.leaveTwo])).toEqual([
      [1, true, false, false],
      [2, true, true, false],
      [3, true, true, true],
    ]);
    expect(parseOctalCode(".07").code).toBe("0.07");
    expect(parseOctalCode(" 0.0700 ").code).toBe("0.07");
    expect(parseOctalCode("0.0700").k).toBe(2);
    expect(parseOctalCode("4.7").digits).toEqual([4, 7]);
    expect(parseOctalCode("0.0").k).toBe(0);
  });

  it.each([
    ["", /empty/],
    ["137", /no point/],
    ["0.138", /"8" is not an octal digit/],
    ["0.1a", /"a" is not an octal digit.*character 4/],
    ["1.07", /d0 = 1 may leave no heap/],
    ["2.7", /d0 = 2 may leave one heap/],
    ["0..7", /a second point/],
    ["0.", /no digits after the point/],
    ["14.7", /the additive digit 1 adds 1 token and may leave 0 heaps/],
    ["84.7", /additive digits.*octal codes do not have/],
    ["0." + "1".repeat(65), /at most 64/],
  ])("rejects %j with a clear InputError", (code, msg) => {
    expect(() => parseOctalCode(code)).toThrow(InputError);
    expect(() => parseOctalCode(code)).toThrow(msg);
  });

  it("rejects non-strings, negative and non-integer heap sizes", () => {
    expect(() => parseOctalCode(42 as unknown as string)).toThrow(InputError);
    expect(() => nimSequence("0.137", -1)).toThrow(/non-negative/);
    expect(() => nimSequence("0.137", 2.5)).toThrow(InputError);
    expect(() => nimSequenceNaive("0.77", Number.NaN)).toThrow(InputError);
    expect(() => nimSequenceRare("0.77", -3)).toThrow(InputError);
    expect(() => heapOptions("0.77", -2)).toThrow(InputError);
    expect(() => validateHeaps([3, -1])).toThrow(/heap index 1/);
    expect(() => validateHeaps([2.5])).toThrow(/heap index 0/);
    expect(() => validateHeaps(["3" as unknown as number])).toThrow(InputError);
    expect(() => analysePosition("0.137", [4, -2])).toThrow(/heap index 1/);
    expect(() => positionNimValue([0, 1], [5])).toThrow(/covers heaps up to 1/);
    expect(() => placementResult(5, 6)).toThrow(/1\.\.5/);
  });
});

describe("the seed's line game is the octal game 0.137", () => {
  it("placement options coincide with the heap options of 0.137 for n ≤ 60", () => {
    for (let n = 0; n <= 60; n++) {
      const fromLine = new Set<string>();
      for (let j = 1; j <= n; j++) {
        const [a, b] = placementResult(n, j);
        fromLine.add([a, b].filter((x) => x > 0).sort((x, y) => x - y).join("+"));
      }
      const fromCode = new Set(heapOptions("0.137", n).map((o) => o.leaves.join("+")));
      expect([...fromCode].sort()).toEqual([...fromLine].sort());
    }
  });

  it("Dawson's chess 0.137 is Dawson's Kayles 0.07 shifted by one", () => {
    const a = nimSequence("0.137", 2000).values;
    const b = nimSequence("0.07", 2001).values;
    for (let n = 0; n <= 2000; n++) expect(a[n]).toBe(b[n + 1]);
  });
});

describe("nim-sequences: known values and three methods agree", () => {
  it("Kayles 0.77 matches the known sequence (OEIS A002186)", () => {
    const known = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8];
    expect(arr(nimSequenceNaive("0.77", known.length - 1))).toEqual(known);
  });

  it("Dawson's chess 0.137 starts as the seed's classes imply", () => {
    expect(arr(nimSequence("0.137", 20).values)).toEqual([0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0]);
  });

  const codes = ["0.137", "0.07", "0.77", "0.16", "0.106", "0.6", "0.376", "0.454", "4.7", "0.51", "0.127", "0.007", "0.0", "4.07", "0.72"];
  it.each(codes)("%s: reference, rare values (auto and fixed masks) and engine agree up to 1500", (code) => {
    const N = 1500;
    const ref = arr(nimSequenceNaive(code, N));
    expect(arr(nimSequenceRare(code, N).values)).toEqual(ref);
    for (const mask of [0, 1, 5, 0x2d]) expect(arr(nimSequenceRare(code, 400, { mask }).values)).toEqual(ref.slice(0, 401));
    expect(arr(nimSequence(code, N).values)).toEqual(ref);
    expect(arr(nimSequence(code, N, { usePeriodicity: false }).values)).toEqual(ref);
  });

  it("the engine's period extension agrees with direct computation far beyond the proof (0.137, 0.77 to 6000)", () => {
    for (const code of ["0.137", "0.77"]) {
      const fast = nimSequence(code, 6000);
      expect(fast.computedDirectly).toBeLessThan(600);
      expect(fast.period?.proven).toBe(true);
      expect(arr(fast.values)).toEqual(arr(nimSequenceRare(code, 6000).values));
    }
  });

  it("Dawson's chess has no sparse space: the best mask leaves ~40% of positions rare", () => {
    const sp = sparseSpace(nimSequenceNaive("0.137", 2000));
    expect(sp.rareFraction).toBeGreaterThan(0.35);
    const sp16 = sparseSpace(nimSequenceRare("0.16", 20000).values);
    expect(sp16.rareFraction).toBeLessThan(0.01);
  });

  it("budgets stop the reference and the engine with BudgetExceededError naming the limit", () => {
    expect(() => nimSequenceNaive("0.137", 5000, { budget: { maxPositions: 10_000 } })).toThrow(BudgetExceededError);
    try {
      nimSequenceRare("0.106", 5000, { budget: { maxPositions: 10_000 } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BudgetExceededError);
      expect((e as BudgetExceededError).limit).toBe("maxPositions");
      expect(String(e)).toMatch(/maxPositions/);
    }
  });
});

describe("periods and the octal periodicity theorem", () => {
  it("0.137: period 34, preperiod 52, exceptions 14, 16, 31, 34, 51; proof needs G up to 174", () => {
    const G = nimSequenceNaive("0.137", 300);
    const r = findPeriod(G, 3);
    expect(r).toMatchObject({ period: 34, preperiod: 52, proven: true, checkTo: 140, requiredN: 174 });
    expect(periodExceptions(G, 34, 52)).toEqual([14, 16, 31, 34, 51]);
    // exactly at the boundary: G(0..173) is one value short of a proof, G(0..174) suffices
    const short = findPeriod(G.subarray(0, 174), 3);
    expect(short?.proven).toBe(false);
    expect(short).toMatchObject({ period: 34, preperiod: 52, requiredN: 174 });
    expect(findPeriod(G.subarray(0, 175), 3)).toMatchObject({ period: 34, preperiod: 52, proven: true });
    const text = formatPeriodProof(G, "0.137", 3, 34, 52).join("\n");
    expect(text).toMatch(/All 89 equalities/);
    expect(text).toMatch(/proven for ever/);
    expect(formatPeriodProof(G.subarray(0, 150), "0.137", 3, 34, 52).join("\n")).toMatch(/too short/);
  });

  it("known periods: Kayles 12 (last exception 70), Dawson's Kayles 34 (last exception 52)", () => {
    const k = nimSequence("0.77", 1000).period;
    expect(k).toMatchObject({ period: 12, preperiod: 71, proven: true });
    const d = nimSequence("0.07", 1000).period;
    expect(d).toMatchObject({ period: 34, preperiod: 53, proven: true });
  });

  it("the check detects a failure and handles n0 = 0", () => {
    const G = Array.from(nimSequenceNaive("0.137", 300));
    G[100] ^= 1;
    const c = checkPeriodicityTheorem(G, 3, 34, 52);
    expect(c.holds).toBe(false);
    expect(c.firstFailure).toBe(66);
    expect(theoremCheckTo(0, 5, 2)).toBe(7);
    expect(theoremCheckTo(3, 5, 2)).toBe(12);
    expect(() => checkPeriodicityTheorem(G, 3, 0, 5)).toThrow(InputError);
    // 0.51: G = 0,1,1,1,… -> period 1 from n0 = 1
    expect(nimSequence("0.51", 100).period).toMatchObject({ period: 1, preperiod: 1, proven: true });
  });

  it("n0 = 0 needs the extra check n = p + k: the strict bound alone would 'prove' 0.4 constant", () => {
    // 0.4: take 1 and split the rest into two non-empty heaps. G = 0, 0, 0, 1, …
    for (const [code, k] of [["0.4", 1], ["0.04", 2], ["0.004", 3], ["4.0", 0]] as const) {
      const G = nimSequenceNaive(code, 60);
      let strictHolds = true; // G(n + 1) = G(n) for 0 <= n < 0 + 1 + k
      for (let n = 0; n < 1 + k; n++) strictHolds &&= G[n] === G[n + 1];
      expect(strictHolds).toBe(true);
      expect(G.some((v) => v !== 0)).toBe(true); // but G is not constant
      const c = checkPeriodicityTheorem(G, k, 1, 0);
      expect(c.holds).toBe(false);
      expect(c.firstFailure).toBe(1 + k);
      expect(findPeriod(G, k)?.period).not.toBe(1);
    }
  });

  it("a game with no period in range reports none or an unproven candidate", () => {
    const r = nimSequence("0.16", 3000).period;
    expect(!r?.proven).toBe(true);
  });
});

describe("positions as multisets of heaps", () => {
  it("nim-value, outcome and winning moves agree with a brute-force game tree (Kayles, Dawson's chess)", () => {
    for (const code of ["0.77", "0.137"]) {
      const splits = octalSplits(code);
      const G = nimSequence(code, 20).values;
      const positions = [[1], [4], [3, 5], [2, 7, 9], [14], [6, 6], [1, 2, 3, 4], [5, 8, 11], [10, 10, 1]];
      for (const heaps of positions) {
        const a = analysePosition(code, heaps);
        expect(a.outcome === "N").toBe(seedWinBruteForce(heaps, { splits }));
        const brute: string[] = [];
        heaps.forEach((h, i) => {
          if (heaps.indexOf(h) !== i) return;
          for (const o of heapOptions(code, h)) {
            const rest = heaps.filter((_, j) => j !== i).concat(o.leaves);
            if (!seedWinBruteForce(rest, { splits })) brute.push(`${h}:${o.remove}:${o.leaves.join("+")}`);
          }
        });
        expect(a.winningMoves.map((m) => `${m.heap}:${m.remove}:${m.leaves.join("+")}`).sort()).toEqual(brute.sort());
        for (const m of a.winningMoves) expect(positionNimValue(G, m.result)).toBe(0);
      }
    }
  });

  it("winning moves on big heaps use the fast sequence", () => {
    const G = nimSequence("0.137", 100_000).values;
    const moves = winningMoves("0.137", G, [99_999, 3]);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(positionNimValue(G, m.result)).toBe(0);
  });

  it("winning placements on a line: odd lines are won by the centre (mirror strategy)", () => {
    const G = nimSequence("0.137", 301).values;
    for (let n = 1; n <= 301; n += 2) expect(winningPlacements(G, n)).toContain((n + 1) / 2);
    expect(() => winningPlacements(G, 400)).toThrow(InputError);
  });
});
