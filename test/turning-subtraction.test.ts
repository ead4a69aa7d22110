// Coin-turning games (lib/games/turning) and partizan subtraction games (lib/games/partizansubtraction)
// against CGSuite's GameHeapTest, Winning Ways and the reference search.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";
import { canonicalValue, nimValue, referenceNimValue, referenceValue } from "../lib/solvers";
import { head, mockTurtles, parseCoins, ruler, turningGame } from "../lib/games/turning";
import { parseHeaps, partizanSubtraction } from "../lib/games/partizansubtraction";

const seq = (rs: ReturnType<typeof ruler>): number[] => Array.from({ length: 21 }, (_, n) => nimValue(rs, head(n)));

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "define other heap games properly":
// game.heap.Spawning(code) — [rs(n).NimValue for n from 0 to 20] and rs(20).Options.Size.
describe("turning games against CGSuite's Spawning table", () => {
  it("Mock Turtles (Spawning \"1-3\"): odious numbers, 191 options at 20", () => {
    expect(seq(mockTurtles())).toEqual([0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38]);
    expect([...mockTurtles().options(head(20))].length).toBe(191);
  });
  it("Ruler (Spawning \"1+C\"): 20 options", () => {
    expect(seq(ruler())).toEqual([0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4]);
    expect([...ruler().options(head(20))].length).toBe(20);
  });
  it("Triplets (Spawning \"3\") and Ruler Fives (\"1-5C\")", () => {
    expect(seq(turningGame({ counts: [3] }))).toEqual([0, 0, 0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35]);
    expect([...turningGame({ counts: [3] }).options(head(20))].length).toBe(171);
    expect(seq(turningGame({ counts: [1, 2, 3, 4, 5], consecutive: true }))).toEqual([0, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4]);
  });
});

describe("turning games: theory and the reference", () => {
  it("Mock Turtles: G(n) = the n-th odious number (Winning Ways ch. 14); Ruler: the largest power of 2 dividing n — search without the shortcut", () => {
    const odiousList: number[] = [];
    for (let x = 1; odiousList.length < 30; x++) if (x.toString(2).split("1").length % 2 === 0) odiousList.push(x);
    const plainTurtles = turningGame({ counts: [1, 2, 3] });
    const plainRuler = turningGame({ consecutive: true });
    expect(plainTurtles.knownNimValue).toBeUndefined();
    for (let n = 1; n <= 30; n++) {
      expect(nimValue(plainTurtles, head(n))).toBe(odiousList[n - 1]);
      expect(mockTurtles().knownNimValue!(head(n))).toBe(odiousList[n - 1]);
    }
    for (let n = 1; n <= 40; n++) {
      expect(nimValue(plainRuler, head(n))).toBe(n & -n);
      expect(ruler().knownNimValue!(head(n))).toBe(n & -n);
    }
    expect(mockTurtles().knownNimValue!("HH")).toBeUndefined();
  });
  it("rows of coins: engine = reference (sums of heads)", () => {
    for (const pic of ["HTHH", "THHTH", "HHHHHH"]) {
      expect(nimValue(mockTurtles(), parseCoins(pic))).toBe(referenceNimValue(mockTurtles(), parseCoins(pic)));
      expect(nimValue(ruler(), parseCoins(pic))).toBe(referenceNimValue(ruler(), parseCoins(pic)));
    }
  });
  it("bad input", () => {
    expect(() => parseCoins("HTxH")).toThrow(/"x" is neither.*column 3/);
    expect(() => turningGame({ count: [2] } as never)).toThrow(/unknown option "count"/);
    expect(() => turningGame({ counts: [0] })).toThrow(/counts index 0/);
    expect(() => head(-1)).toThrow(InputError);
    expect(ruler().draw!("HTH")).toMatch(/^<svg/);
  });
});

describe("partizan subtraction", () => {
  it("CGSuite's PartizanSubtraction([1,3],[2,3])(6).CanonicalForm (GameHeapTest, partizan heap games)", () => {
    const rs = partizanSubtraction([1, 3], [2, 3]);
    expect(canonicalValue(rs, [6])).toBe(cgt.parse("{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}"));
  });
  it("L = R gives the impartial subtraction game: {1,2,3} has value *(n mod 4) (Winning Ways ch. 4)", () => {
    const rs = partizanSubtraction([1, 2, 3], [1, 2, 3]);
    for (let n = 0; n <= 12; n++) expect(canonicalValue(rs, n ? [n] : [])).toBe(cgt.nimber(n % 4));
  });
  it("engine = reference on sums", () => {
    const rs = partizanSubtraction([1, 3], [2, 3]);
    for (const pic of ["3+4", "5", "2+2+6"]) expect(canonicalValue(rs, parseHeaps(pic))).toBe(referenceValue(rs, parseHeaps(pic)));
  });
  it("bad input", () => {
    expect(() => partizanSubtraction([], [1])).toThrow(/Left's subtraction set/);
    expect(() => partizanSubtraction([1], [2, -1])).toThrow(/Right set index 1/);
    expect(() => parseHeaps("3+y")).toThrow(/"y" is not a heap size.*character 3/);
  });
});
