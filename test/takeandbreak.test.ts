// Take-and-break heap games in CGSuite's code syntax (lib/games/octal/heapcode.ts, takeandbreak.ts):
// the parser against CGSuite's normal forms and rejections, nim-sequences and option counts against
// CGSuite's own test table, the generic engine against the plain reference on random positions.
import { describe, expect, it } from "vitest";
import { InputError } from "../lib/util";
import { nimValue, referenceNimValue, checkRuleset, nimSequenceNaive, takeAndBreakNimSequence } from "../lib/solvers";
import {
  grundysGame,
  parseHeaps,
  formatHeaps,
  parseTakeAndBreak,
  subtraction,
  subtractionCode,
  takeAndBreak,
  takeAndBreakOptions,
} from "../lib/games/octal";

const arr = (a: ArrayLike<number>): number[] => Array.from(a);

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala ("define TakeAndBreak
// properly"): for each ruleset its normal code, the number of options of a heap of 20, and
// [rs(n).NimValue for n from 0 to 20].
const CGSUITE_HEAPS: [string, string, number, number[]][] = [
  ["0.[3]", "0.[3]", 20, Array.from({ length: 21 }, (_, n) => n)], // game.heap.Nim
  ["4!.0", "4!.0", 9, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]], // GrundysGame
  ["0.77", "0.77", 20, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]], // Kayles
  ["0.07", "0.07", 10, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]], // DawsonsKayles
  [subtractionCode([2, 3, 7]), "0.0330003", 3, [0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0]], // Subtraction([2,3,7])
  [subtractionCode([2, 3, 7], true), "0.3003330[3]", 17, [0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9, 8, 9, 10]], // allbut => true
  ["0.3F", "0.3F", 38, [0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11]], // TakeAndBreak("0.3F")
];

describe("take-and-break codes (CGSuite syntax)", () => {
  it.each(CGSUITE_HEAPS)("%s: CGSuite's code, option count of a heap of 20 and G(0..20)", (code, normal, count, G) => {
    const c = parseTakeAndBreak(code);
    expect(c.code).toBe(normal);
    expect(takeAndBreakOptions(c, 20).length).toBe(count);
    expect(arr(takeAndBreakNimSequence(c, 20))).toEqual(G);
    // the engine on the ruleset (single heaps, no knownNimValue shortcut) agrees
    const rs = takeAndBreak(c);
    expect(Array.from({ length: 13 }, (_, n) => nimValue(rs, n === 0 ? [] : [n]))).toEqual(G.slice(0, 13));
  });

  it("normalises codes as CGSuite does", () => {
    expect(parseTakeAndBreak(".07").code).toBe("0.07");
    expect(parseTakeAndBreak("0.0700").code).toBe("0.07");
    expect(parseTakeAndBreak("0.3[00]").code).toBe("0.3"); // an all-zero period is dropped
    expect(parseTakeAndBreak("0.f").code).toBe("0.F"); // base-32 digits are case-insensitive
    expect(parseTakeAndBreak("0.&7;").code).toBe("0.7");
    expect(parseTakeAndBreak("0.&64;").code).toBe("0.&64;");
    expect(parseTakeAndBreak("0.{1,2}").code).toBe("0.6");
    expect(parseTakeAndBreak("0.{2+}=").code).toBe("0.{2+}=");
    expect(parseTakeAndBreak("0.{0,1,2+}").code).toBe("0.*");
    expect(parseTakeAndBreak("{2!,3=}.0").code).toBe("{2!,3=}.0");
    expect(parseTakeAndBreak("4!.0").digits[0].counts).toEqual(["none", "none", "unequal"]);
  });

  it("generalised digits enumerate exactly the constrained partitions", () => {
    // d1 = 8 (bit 3): take one token, leave exactly three heaps
    expect(takeAndBreakOptions(parseTakeAndBreak("0.8"), 7)).toEqual([[1, 1, 4], [1, 2, 3], [2, 2, 2]]);
    expect(takeAndBreakOptions(parseTakeAndBreak("0.8!"), 7)).toEqual([[1, 2, 3]]);
    expect(takeAndBreakOptions(parseTakeAndBreak("0.8?"), 7)).toEqual([[1, 1, 4], [1, 2, 3]]);
    expect(takeAndBreakOptions(parseTakeAndBreak("0.8="), 7)).toEqual([[2, 2, 2]]);
    // "*": any number of heaps, here from a heap of 4 after taking one
    expect(takeAndBreakOptions(parseTakeAndBreak("0.*"), 4)).toEqual([[3], [1, 2], [1, 1, 1]]);
    // Grundy's game from the definition: unequal splits only
    expect(takeAndBreakOptions(parseTakeAndBreak("4!.0"), 6)).toEqual([[1, 5], [2, 4]]);
  });

  it("octal codes: the general path equals the old octal reference", () => {
    for (const code of ["0.137", "0.77", "4.07", "0.6", "0.51"]) {
      const c = parseTakeAndBreak(code);
      const plain: number[] = [];
      for (let n = 0; n <= 40; n++) {
        const seen = new Set<number>();
        for (const o of takeAndBreakOptions(c, n)) seen.add(o.reduce((x, h) => x ^ plain[h], 0));
        let v = 0;
        while (seen.has(v)) v++;
        plain.push(v);
      }
      expect(plain).toEqual(arr(nimSequenceNaive(code, 40)));
    }
  });

  it.each([
    ["", /empty/],
    ["07", /no point/],
    ["0.1.2", /a second point.*character 4/],
    ["0.1[2", /never closed/],
    ["[0].1", /"\[" before the point/],
    ["0.1]", /"\]" without "\["/],
    ["0.[1]2", /must end the code/],
    ["0.[1][2]", /must end the code/],
    ["0.[]", /empty repeating part/],
    ["0.{2,3", /without a closing "}"/],
    ["0.{2,x}", /"x" in \{2,x\} is not a number of heaps/],
    ["0.{2!}=", /both inside the braces and after them/],
    ["0.{64}", /at most 63/],
    ["0.&12", /without a closing ";"/],
    ["0.&x;", /not a decimal digit value/],
    ["0.W", /"W" is not a digit.*character 3/],
    ["0.1-", /"-" is not a digit.*character 4/],
    ["44.0", /the additive digit 4 adds 1 token and may leave 2 heaps.*character 1/],
    ["800.0", /the additive digit 8 adds 2 tokens and may leave 3 heaps.*character 1/],
    ["1.0", /d0 = 1 may leave no heap/],
    ["2.3", /d0 = 2 may leave one heap/],
  ])("rejects %j with a clear InputError", (code, msg) => {
    expect(() => parseTakeAndBreak(code)).toThrow(InputError);
    expect(() => parseTakeAndBreak(code)).toThrow(msg);
  });
});

describe("take-and-break rulesets on the generic engine", () => {
  it("Grundy's game: multi-heap positions by the engine equal the nim-sum of the sequence (Winning Ways ch. 4 values)", () => {
    const g = grundysGame();
    const G = takeAndBreakNimSequence("4!.0", 20);
    expect(nimValue(g, [5, 7, 13])).toBe(G[5] ^ G[7] ^ G[13]);
    expect(nimValue(g, [3, 4, 20])).toBe(1 ^ 0 ^ 0);
  });

  it("engine = plain reference on random small positions of several codes", () => {
    let seed = 12345;
    const rand = (k: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % k;
    };
    for (const code of ["0.77", "4!.0", "0.3F", "0.8!", "0.{2+}=", "0.1[23]", "0.*"]) {
      const rs = takeAndBreak(code);
      for (let trial = 0; trial < 6; trial++) {
        const heaps = parseHeaps(Array.from({ length: 1 + rand(3) }, () => 1 + rand(6)).join("+"));
        expect(nimValue(rs, heaps), `${code} ${formatHeaps(heaps)}`).toBe(referenceNimValue(rs, heaps));
      }
    }
  });

  it("knownNimValue (heapNimValues: the fast engine, for octal and other codes) agrees with the search", () => {
    const fast = takeAndBreak("0.137", { heapNimValues: takeAndBreakNimSequence });
    const slow = takeAndBreak("0.137");
    expect(slow.knownNimValue).toBeUndefined();
    const grundy = takeAndBreak("4!.0", { heapNimValues: takeAndBreakNimSequence });
    for (let n = 1; n <= 20; n++) expect(grundy.knownNimValue!([n]), `4!.0 heap ${n}`).toBe(nimValue(takeAndBreak("4!.0"), [n]));
    for (let n = 1; n <= 30; n++) expect(fast.knownNimValue!([n])).toBe(nimValue(slow, [n]));
    const report = checkRuleset(fast, [[4, 9], [12]]);
    expect(report.positions).toBeGreaterThan(20);
    expect(report.checks["known-value"]).toBeGreaterThan(0);
    expect(() => takeAndBreak("0.137", { knownValues: true } as never)).toThrow(/unknown option "knownValues"/);
  });

  it("subtraction games: CGSuite's codes and the classic values", () => {
    // Subtraction {1,2,3}: G(n) = n mod 4 (Winning Ways ch. 4; Lessons in Play, subtraction games)
    const s = subtraction([1, 2, 3]);
    for (let n = 0; n <= 12; n++) expect(nimValue(s, n === 0 ? [] : [n])).toBe(n % 4);
    // all-but {1}: every positive number but 1 may be taken — G(n) = floor(n/2) (CGSuite "0.0[3]")
    expect(subtractionCode([1], true)).toBe("0.0[3]");
    expect(arr(takeAndBreakNimSequence("0.0[3]", 9))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(() => subtraction([])).toThrow(/non-empty/);
    expect(() => subtraction([2, 0])).toThrow(/set index 1/);
    expect(() => subtraction([2], { allBut: true } as never)).toThrow(/unknown option "allBut"/);
  });

  it("heap pictures in and out, drawing", () => {
    expect(parseHeaps("7 + 3 5")).toEqual([3, 5, 7]);
    expect(parseHeaps("0")).toEqual([]);
    expect(formatHeaps([3, 5, 7])).toBe("3+5+7");
    expect(formatHeaps([])).toBe("0");
    expect(() => parseHeaps("3+x+5")).toThrow(/"x" is not a heap size.*character 3/);
    expect(() => parseHeaps("3+-1")).toThrow(InputError);
    expect(takeAndBreak("0.77").draw!([1, 3])).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});
