// Heap games beyond octal (issue 29, item 5): spawning codes (lib/games/octal/spawning.ts), heap
// rulesets from a function (heaprules.ts), additive take-and-break digits (heapcode.ts), nim-sequences
// of any heap rules and periodicity proofs for non-octal codes (lib/solvers/heapgames/heaprules.ts).
// Expected values are CGSuite's, with the file named beside each group; the rest are cross-checks
// against plain references written here from the definitions.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";
import {
  forEachTakeAndBreakOption,
  functionalHeapRules,
  heapRuleset,
  parseSpawning,
  parseTakeAndBreak,
  spawning,
  spawningOptions,
  spawningRules,
  takeAndBreak,
  takeAndBreakOptions,
  takeAndBreakRules,
} from "../lib/games/octal";
import {
  checkRuleset,
  generalTheoremCheckTo,
  heapNimSequence,
  nimValue,
  periodicityTheoremFor,
  provenPeriod,
  referenceNimValue,
  takeAndBreakNimSequence,
  takeAndBreakPeriodicity,
  theoremCheckTo,
} from "../lib/solvers";

const arr = (a: ArrayLike<number>): number[] => Array.from(a);

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "define other heap games
// properly": Spawning(code), the number of options of a heap of 20, [rs(n).NimValue for n from 0 to 20].
const CGSUITE_SPAWNING: [string, string, number, number[]][] = [
  ["Mock Turtles", "1-3", 191, [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]],
  ["Moidores", "1-9", 169766, [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 511, 512, 1024, 2048, 4096, 7711, 8192, 16384, 26215, 32768, 43691]],
  ["Triplets", "3", 171, [0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]],
  ["Ruler", "1+C", 20, [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]],
  ["Mock Turtle Fives", "1-3C(5)", 11, [0, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8, 1, 2, 4, 7, 8]],
  ["Triplet Fives", "3C(5)", 6, [0, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4, 0, 0, 1, 2, 4]],
  ["Ruler Fives", "1-5C", 5, [0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]],
  ["Turnips", "3E", 9, [0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]],
  ["Grunt", "4FS", 9, [0, 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]],
  ["Sym", "1+S", 2046, [0, 1, 2, 4, 3, 6, 7, 8, 16, 18, 25, 32, 11, 64, 31, 128, 10, 256, 5, 512, 28]],
];

describe("spawning codes (CGSuite's Spawning)", () => {
  it.each(CGSUITE_SPAWNING)("%s Spawning(%j): CGSuite's option count of a heap of 20, NimValueSequence(20), NimValue by the engine", (_name, code, count, G) => {
    expect(spawningOptions(code, 20).length).toBe(count);
    expect(arr(heapNimSequence(spawningRules(code), 20))).toEqual(G);
    // the generic engine on the ruleset, heap by heap (no shortcut), as [rs(n).NimValue for n ...]
    const rs = spawning(code);
    const upTo = code === "1-9" || code === "1+S" ? 12 : 20;
    expect(Array.from({ length: upTo + 1 }, (_, n) => nimValue(rs, n === 0 ? [] : [n]))).toEqual(G.slice(0, upTo + 1));
  });

  // A plain reference written from the coin-turning definition (Winning Ways ch. 14): every set of
  // coins below n, kept when it satisfies the element's count, window and spacing predicates.
  function referenceSpawningOptions(code: string, n: number): string[] {
    const out: string[] = [];
    for (const e of parseSpawning(code).elements) {
      for (let mask = 0; mask < 1 << Math.max(0, n - 1); mask++) {
        const coins: number[] = [];
        for (let x = 1; x < n; x++) if (mask & (1 << (x - 1))) coins.push(x);
        const all = [...coins, n];
        const m = all.length;
        if (n < 1 || m < e.min || m > e.max) continue;
        if (all[0] < n - e.window + 1) continue;
        if (e.first && m >= 2 && all[0] !== 1) continue;
        const gaps = all.slice(1).map((x, i) => x - all[i]);
        if (e.spacing === "consecutive" && gaps.some((g) => g !== 1)) continue;
        if (e.spacing === "equal" && gaps.some((g) => g !== gaps[0])) continue;
        if (e.spacing === "symmetric" && all.some((x, i) => x + all[m - 1 - i] !== all[0] + n)) continue;
        out.push(coins.join(","));
      }
    }
    return out.sort();
  }

  it("options equal the definition's (all coin sets filtered by the flags) for every flag combination, n ≤ 11", () => {
    const codes = ["1-3", "3", "2+", "1+C", "1-3C(5)", "3C(4)", "2-4E", "3E", "1+E", "4FS", "1+S", "2-5S", "3F", "1+F", "2+FC", "2-4FE", "3C(6)E", "1+SC(7)", "2,3E", "5", "1-2C(1)"];
    for (const code of codes) {
      for (let n = 0; n <= 11; n++) {
        const ours = spawningOptions(code, n).map((o) => o.join(",")).sort();
        expect(ours, `${code} at ${n}`).toEqual(referenceSpawningOptions(code, n));
      }
    }
  });

  it("the engine equals the plain reference search on multi-heap positions; checkRuleset passes", () => {
    const rng = cgt.mulberry32(29);
    for (const code of ["1-3", "3E", "4FS", "1+S", "1-3C(5)"]) {
      const rs = spawning(code);
      const G = heapNimSequence(spawningRules(code), 9);
      for (let t = 0; t < 4; t++) {
        const heaps = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => 1 + Math.floor(rng() * 5)).sort((a, b) => a - b);
        const v = nimValue(rs, heaps);
        expect(v, `${code} ${heaps.join("+")}`).toBe(referenceNimValue(rs, heaps));
        expect(v).toBe(heaps.reduce((x, h) => x ^ G[h], 0)); // Sprague–Grundy: the nim-sum of the heaps
      }
      expect(checkRuleset(rs, [[2, 4], [1, 3, 4]]).positions).toBeGreaterThan(3);
    }
  });

  it.each([
    ["", /empty/],
    ["1-3,", /a "," ends the code: expected another element.*character 4/],
    ["1,,3", /expected a number of coins turned.*found ",".*character 3/],
    ["C", /expected a number of coins turned.*found "C".*character 1/],
    ["0", /at least one coin.*character 1/],
    ["3-2", /the range 3-2 is empty.*character 3/],
    ["3C(5", /"C\(" without a closing "\)".*character 2/],
    ["3C(x)", /"C\(X\)": expected a positive integer window.*character 4/],
    ["3C(0)", /expected a positive integer window/],
    ["3Q", /"Q" is not a flag: expected C, C\(k\), E, S, F.*character 2/],
    ["3CE", /a second spacing flag "E".*character 3/],
  ])("rejects %j with an InputError naming the character and what was expected", (code, msg) => {
    expect(() => parseSpawning(code)).toThrow(InputError);
    expect(() => parseSpawning(code)).toThrow(msg);
  });

  it("reads flags in any case and order, with spaces after commas; drops an element whose window is below its count (as CGSuite)", () => {
    expect(parseSpawning("1-3c(5)").elements).toEqual(parseSpawning("1-3C(5)").elements);
    expect(parseSpawning("4sf").elements).toEqual(parseSpawning("4FS").elements);
    expect(parseSpawning("1, 2").elements.length).toBe(2);
    expect(parseSpawning("3C(2)").elements).toEqual([]);
    expect(() => parseSpawning(3 as unknown as string)).toThrow(InputError);
  });
});

describe("heap rulesets given as a function (CGSuite's FunctionalHeapRuleset)", () => {
  // CGSuite, GameHeapTest.scala ("define other heap games properly"):
  // FunctionalHeapRuleset(k -> [[a,b] for a from 0 to k - 1 for b from 0 to a - 1]): 190 options of a heap
  // of 20 and G(0..20) below (Mock Turtles shifted by one: heaps of 0 are empty).
  const G = [0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37];
  const pairs = (k: number): number[][] => {
    const out: number[][] = [];
    for (let a = 0; a <= k - 1; a++) for (let b = 0; b <= a - 1; b++) out.push([a, b]);
    return out;
  };

  it("CGSuite's row: options of a heap of 20, NimValueSequence(20), NimValue by the engine", () => {
    const rules = functionalHeapRules("pairs", pairs);
    let count = 0;
    rules.forEachOption(20, () => count++);
    expect(count).toBe(190);
    expect(arr(heapNimSequence(rules, 20))).toEqual(G);
    const rs = heapRuleset("pairs", pairs);
    expect(Array.from({ length: 13 }, (_, n) => nimValue(rs, n === 0 ? [] : [n]))).toEqual(G.slice(0, 13));
    expect(rs.name).toBe("pairs");
  });

  it("a function giving a code's options is the code's game (engine, sequence, reference)", () => {
    const code = parseTakeAndBreak("0.3F");
    const rs = heapRuleset("0.3F by hand", (n) => takeAndBreakOptions(code, n));
    const want = arr(takeAndBreakNimSequence(code, 14));
    expect(Array.from({ length: 15 }, (_, n) => nimValue(rs, n === 0 ? [] : [n]))).toEqual(want);
    expect(nimValue(rs, [3, 5, 6])).toBe(referenceNimValue(takeAndBreak(code), [3, 5, 6]));
  });

  it("a wrong shape is an InputError naming the ruleset and the heap", () => {
    const bad = (f: (n: number) => unknown): (() => number) => () => nimValue(heapRuleset("mine", f as (n: number) => number[][]), [4]);
    expect(bad(() => 3)).toThrow(InputError);
    expect(bad(() => 3)).toThrow(/heap ruleset "mine": options\(4\) must return an array.*heap 4/);
    expect(bad(() => [[1], 2])).toThrow(/option 1 of a heap of 4 must be an array of heap sizes, got 2/);
    expect(bad(() => [[1, -1]])).toThrow(/option 0 of a heap of 4 has -1 at index 1; a heap size is a non-negative integer/);
    expect(bad(() => [[1.5]])).toThrow(/has 1\.5 at index 0/);
    expect(bad(() => [["2"]])).toThrow(/has "2" at index 0/);
    expect(() => heapRuleset("mine", 5 as unknown as (n: number) => number[][])).toThrow(/options must be a function/);
    expect(() => heapRuleset("", () => [])).toThrow(/name must be a non-empty string/);
    // a heap that does not shrink: the nim-sequence says where
    expect(() => heapNimSequence(functionalHeapRules("grow", (n) => (n === 3 ? [[3]] : [])), 5)).toThrow(/"grow": a heap of 3 has an option leaving a heap of 3.*heap 3/);
    expect(() => heapNimSequence({} as never, 5)).toThrow(InputError);
    expect(() => heapNimSequence(spawningRules("1-3"), -1)).toThrow(InputError);
  });
});

describe("additive take-and-break digits (CGSuite's TBCode)", () => {
  // CGSuite, lib/core/src/test/scala/org/cgsuite/core/impartial/TBCodeTest.scala, normalizations and
  // the traversal of "80.0" on a heap of 7.
  it.each([
    ["04.30", "4.3"],
    ["04.00[30]", "4.00[30]"],
    ["04.00[00]", "4.0"],
    ["00.00[00]", "0.0"],
  ])("normalises %j to %j", (code, normal) => {
    expect(parseTakeAndBreak(code).code).toBe(normal);
  });
  it("80.0 on a heap of 7: add one token, split the 8 into three heaps (TBCodeTest traversal)", () => {
    expect(takeAndBreakOptions(parseTakeAndBreak("80.0"), 7).map((o) => o.join(",")).join("  ")).toBe("1,1,6  1,2,5  1,3,4  2,2,4  2,3,3");
    expect(parseTakeAndBreak("80.0").code).toBe("80.0");
    expect(parseTakeAndBreak("80.0").additive.length).toBe(1);
  });

  // The rest of TBCodeTest's traversal table (option lists in CGSuite's order).
  const TRAVERSALS: [string, number, string][] = [
    ["0.3", 9, "8"],
    ["0.7", 9, "8  1,7  2,6  3,5  4,4"],
    ["0.77", 9, "8  1,7  2,6  3,5  4,4  7  1,6  2,5  3,4"],
    ["4.0", 8, "1,7  2,6  3,5  4,4"],
    ["4!.0", 8, "1,7  2,6  3,5"],
    ["0.3F", 9, "8  7  1,6  2,5  3,4  1,1,5  1,2,4  1,3,3  2,2,3"],
    ["0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"],
    ["0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"],
    ["0.*3", 7, "6  1,5  2,4  3,3  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1  5"],
    ["0.*!3", 7, "6  1,5  2,4  1,2,3  5"],
    ["0.[3]", 7, "6  5  4  3  2  1  -"],
    ["0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"],
    ["0.*=", 11, "10  5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"],
    ["{2+}=.0", 10, "5,5  2,2,2,2,2  1,1,1,1,1,1,1,1,1,1"],
    ["0.{0,1,3+}", 7, "6  1,1,4  1,2,3  2,2,2  1,1,1,3  1,1,2,2  1,1,1,1,2  1,1,1,1,1,1"],
    ["0.{2,3?+}", 7, "1,5  2,4  3,3  1,1,4  1,2,3  1,1,1,3  1,1,2,2  1,1,1,1,2"],
  ];
  it.each(TRAVERSALS)("%s on a heap of %i lists CGSuite's options in CGSuite's order", (code, n, want) => {
    expect(takeAndBreakOptions(parseTakeAndBreak(code), n).map((o) => (o.length === 0 ? "-" : o.join(","))).join("  ")).toBe(want);
  });

  it("codes with additive digits: the fast sequence, the general enumerator and the engine agree", () => {
    for (const code of ["80.0", "84.0", "{3+}0.7", "&16;00.3", "80.F", "8C.07"]) {
      const c = parseTakeAndBreak(code);
      const fast = arr(takeAndBreakNimSequence(c, 40));
      expect(arr(heapNimSequence(takeAndBreakRules(c), 40)), code).toEqual(fast);
      const rs = takeAndBreak(c);
      expect(Array.from({ length: 9 }, (_, n) => nimValue(rs, n === 0 ? [] : [n])), code).toEqual(fast.slice(0, 9));
      // every heap an option leaves is smaller than the heap (the parser's finiteness rule)
      for (let n = 0; n <= 12; n++) forEachTakeAndBreakOption(c, n, (parts, k) => { for (let i = 0; i < k; i++) expect(parts[i]).toBeLessThan(n); });
    }
  });
});

describe("periodicity of any take-and-break code", () => {
  // CGSuite, GameHeapTest.scala ("define TakeAndBreak properly"): rs.CheckPeriodicity(2000).
  it.each([
    ["0.[3]", null], // game.heap.Nim: Nothing
    ["4!.0", null], // GrundysGame: Nothing
    ["0.3003330[3]", null], // Subtraction([2,3,7], allbut => true): Nothing
    ["0.77", [12, 71]], // Kayles: Periodicity(Period => 12, Preperiod => 71, Saltus => 0)
    ["0.07", [34, 53]], // DawsonsKayles: Periodicity(Period => 34, Preperiod => 53, Saltus => 0)
    ["0.0330003", [5, 0]], // Subtraction([2,3,7]): Periodicity(Period => 5, Preperiod => 0, Saltus => 0)
  ] as const)("CheckPeriodicity(2000) of %s", (code, want) => {
    const r = takeAndBreakPeriodicity(code, 2000);
    expect(r === null ? null : [r.period, r.preperiod]).toEqual(want);
    if (r) expect(r.saltus).toBe(0);
  });
  it("CheckPeriodicity(2000) of 0.3F (hexadecimal, m = 3): Nothing, as CGSuite", () => {
    expect(periodicityTheoremFor("0.3F")).toEqual({ applies: true, maxHeaps: 3, k: 2 });
    expect(takeAndBreakPeriodicity("0.3F", 2000)).toBeNull();
  }, 120_000);

  it("says why the theorem does not apply", () => {
    expect(periodicityTheoremFor("0.[3]")).toMatchObject({ applies: false, reason: expect.stringMatching(/repeating tail/) as unknown });
    expect(periodicityTheoremFor("4!.0")).toMatchObject({ applies: false, reason: expect.stringMatching(/constrained digit/) as unknown });
    expect(periodicityTheoremFor("0.*")).toMatchObject({ applies: false, reason: expect.stringMatching(/any number of heaps/) as unknown });
    expect(periodicityTheoremFor("80.07")).toEqual({ applies: true, maxHeaps: 3, k: 2 });
  });

  it("with m = 2 the bound is the octal theorem's (period.ts)", () => {
    for (const [n0, p, k] of [[0, 1, 1], [0, 5, 3], [71, 12, 2], [53, 34, 2], [4, 7, 9]]) {
      expect(generalTheoremCheckTo(n0, p, k, 2)).toBe(theoremCheckTo(n0, p, k));
    }
    expect(generalTheoremCheckTo(10, 4, 2, 3)).toBe(3 * 10 + 2 * 4 + 2 - 1); // Howse–Nowakowski's 3n0 + 2p + k
  });

  it("a period the theorem proves from G(0..N) holds far beyond N, on random codes with up to three heaps (and additive digits)", () => {
    const rng = cgt.mulberry32(2029);
    const digit = (): string => "0123456789ABCDEF"[Math.floor(rng() * 16)];
    let proven = 0;
    for (let t = 0; t < 120; t++) {
      const len = 1 + Math.floor(rng() * 3);
      let tail = "";
      for (let i = 0; i < len; i++) tail += digit();
      const head = rng() < 0.3 ? ["8", "0", "4", "C"][Math.floor(rng() * 4)] : "";
      const code = `${head}${rng() < 0.3 ? "4" : "0"}.${tail}`;
      let c;
      try {
        c = parseTakeAndBreak(code);
      } catch {
        continue; // e.g. an additive digit 4 or C (may leave 2 heaps after adding one token)
      }
      const fit = periodicityTheoremFor(c);
      if (!fit.applies) continue;
      const G = takeAndBreakNimSequence(c, 180);
      const r = provenPeriod(G, fit.k, fit.maxHeaps);
      if (!r) continue;
      proven++;
      const far = takeAndBreakNimSequence(c, 540);
      for (let n = r.preperiod; n + r.period <= 540; n++) expect(far[n + r.period], `${code}: G(${n + r.period}) vs G(${n})`).toBe(far[n]);
    }
    expect(proven).toBeGreaterThan(20);
  }, 120_000);

  it("the loop fast path (≤ 3 unconstrained heaps) equals the general enumerator on random hexadecimal codes", () => {
    const rng = cgt.mulberry32(7);
    for (let t = 0; t < 40; t++) {
      const code = `${rng() < 0.5 ? "0" : "C"}.${Array.from({ length: 1 + Math.floor(rng() * 3) }, () => "0123456789ABCDEF"[Math.floor(rng() * 16)]).join("")}${rng() < 0.2 ? "[3]" : ""}`;
      const c = parseTakeAndBreak(code);
      expect(arr(takeAndBreakNimSequence(c, 60)), code).toEqual(arr(heapNimSequence(takeAndBreakRules(c), 60)));
    }
  });
});
