// Wythoff (and a-Wythoff), Fibonacci Nim / take-away c, Mem / GenMem against CGSuite's GameHeapTest
// ("define coordinate games properly") and known theory (Wythoff's and Fraenkel's P-positions, Zeckendorf).
import { describe, expect, it } from "vitest";
import { InputError } from "../lib/util";
import { nimValue, referenceNimValue, checkRuleset } from "../lib/solvers";
import { defineImpartial } from "../lib/ruleset";
import { isWythoffPPosition, parsePair, wythoff } from "../lib/games/wythoff";
import { fibonacciNim, smallestZeckendorfTerm, takeAway } from "../lib/games/fibonaccinim";
import { genMem, mem } from "../lib/games/mem";

type Pair = readonly [number, number];
const row10 = (rs: Parameters<typeof nimValue<Pair>>[0]): number[] => Array.from({ length: 21 }, (_, n) => nimValue(rs, [10, n] as Pair));
const count = (rs: { options: (p: Pair) => Iterable<Pair> }, p: Pair): number => [...rs.options(p)].length;

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala: rs((10,10)).Options.Size and
// [rs((10,n)).NimValue for n from 0 to 20].
describe("coordinate heap games against CGSuite's GameHeapTest", () => {
  it("Wythoff: 30 options, row 10", () => {
    expect(count(wythoff(), [10, 10])).toBe(30);
    expect(row10(wythoff())).toEqual([10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28]);
  });
  it("GenWythoff(x -> x + 2) = a-Wythoff with |k − l| < 2: 48 options, row 10", () => {
    expect(count(wythoff(2), [10, 10])).toBe(48);
    expect(row10(wythoff(2))).toEqual([10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30]);
  });
  it("FibonacciNim and TakeAway(3): 10 options, row 10", () => {
    expect(count(fibonacciNim(), [10, 10])).toBe(10);
    expect(row10(fibonacciNim())).toEqual([0, 2, 2, 2, ...new Array<number>(17).fill(5)]);
    expect(count(takeAway(3), [10, 10])).toBe(10);
    expect(row10(takeAway(3))).toEqual([0, 2, 2, ...new Array<number>(18).fill(6)]);
  });
  it("Mem: 1 option, row 10", () => {
    expect(count(mem(), [10, 10])).toBe(1);
    expect(row10(mem())).toEqual([3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, ...new Array<number>(10).fill(0)]);
  });
  it("GenMem((memory, j) -> j != memory): 9 options, row 10 and CGSuite's NimValueTable(10, 10)", () => {
    const g = genMem((m, j) => j !== m);
    expect(count(g, [10, 10])).toBe(9);
    expect(row10(g)).toEqual([6, 6, 6, 4, 6, 6, 3, ...new Array<number>(14).fill(6)]);
    const table = [
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [2, 2, 2, 0, 2, 2, 2, 2, 2, 2, 2],
      [3, 2, 3, 3, 0, 3, 3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3],
      [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      [4, 4, 4, 4, 4, 4, 4, 0, 4, 4, 4],
      [5, 4, 5, 3, 5, 5, 5, 5, 5, 5, 5],
      [5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 5],
      [6, 6, 6, 4, 6, 6, 3, 6, 6, 6, 6],
    ];
    expect(table.map((r, h) => r.map((_, m) => nimValue(g, [h, m] as Pair)))).toEqual(table);
  });
  it("GenWythoff(x -> x + r), r = 1..5: Fraenkel's first 15 P-positions have nim-value 0 (as CGSuite's test checks)", () => {
    for (let r = 1; r <= 5; r++) {
      const alpha = 0.5 * (2 - r + Math.sqrt(r * r + 4));
      const rs = wythoff(r);
      for (let i = 0; i < 15; i++) expect(nimValue(rs, [Math.floor(i * alpha), Math.floor(i * (alpha + r))] as Pair), `r=${r} i=${i}`).toBe(0);
    }
  });
});

describe("theory and the reference search", () => {
  it("Wythoff's P-positions (⌊nφ⌋, ⌊nφ²⌋) are exactly the zeros of the search (knownNimValue off)", () => {
    const plain = defineImpartial({ ...wythoff(), knownNimValue: undefined });
    for (let a = 0; a <= 30; a++) for (let b = 0; b <= 30; b++) expect(nimValue(plain, [a, b] as Pair) === 0, `${a},${b}`).toBe(isWythoffPPosition(a, b));
  });
  it("Fibonacci Nim: with the limit L = 2m < h, [h, m] is a P-position iff L < the smallest Zeckendorf term of h (Whinihan 1963)", () => {
    const f = fibonacciNim();
    for (let h = 1; h <= 40; h++) for (let m = 1; 2 * m < h; m++) expect(nimValue(f, [h, m] as Pair) === 0, `${h},${m}`).toBe(2 * m < smallestZeckendorfTerm(h));
  });
  it("engine = reference on small positions; checkRuleset passes", () => {
    for (const rs of [wythoff(), wythoff(3), fibonacciNim(), mem(), genMem((m, j) => j !== m)]) {
      for (const p of [[4, 5], [6, 2], [7, 7], [3, 0]] as Pair[]) expect(nimValue(rs, p), `${rs.name} ${p.join(",")}`).toBe(referenceNimValue(rs, p));
      expect(checkRuleset(rs, [[5, 4]]).positions).toBeGreaterThan(1);
    }
  });
  it("bad input", () => {
    expect(() => wythoff(0)).toThrow(/positive integer/);
    expect(() => takeAway(-1)).toThrow(InputError);
    expect(() => genMem(3 as never)).toThrow(InputError);
    expect(() => parsePair("3;x")).toThrow(/"a,b"/);
    expect(() => fibonacciNim().parse!("5")).toThrow(InputError);
    expect(() => smallestZeckendorfTerm(0)).toThrow(InputError);
    expect(parsePair("3, 5")).toEqual([3, 5]);
    expect(wythoff().draw!([2, 3])).toMatch(/^<svg/);
  });
});
