// Cutcake, Maundy Cake, Eatcake (lib/games/cake) against CGSuite's GameHeapTest table and Winning Ways' formula.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";
import { canonicalValue, referenceValue } from "../lib/solvers";
import { definePartizan } from "../lib/ruleset";
import { cakeRuleset, cutcake, cutcakeValue, eatcake, formatCake, maundyCake, parseCake, type Cake } from "../lib/games/cake";

const row = (rs: ReturnType<typeof cutcake>): string[] =>
  Array.from({ length: 9 }, (_, n) => cgt.format(canonicalValue(rs, [[8, n]] as Cake)));
const same = (rs: ReturnType<typeof cutcake>, expected: string[]): void => { expected.forEach((e, n) => { expect(canonicalValue(rs, [[8, n]] as Cake), `(8,${n}) = ${e}`).toBe(cgt.parse(e)); }); };

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "define partizan coordinate games
// properly": [rs((8,n)).CanonicalForm for n from 0 to 8] and rs((8,8)).LeftOptions.Size.
describe("cake games against CGSuite's GameHeapTest", () => {
  it("Cutcake (8,0..8) = [-7,-7,-3,-3,-1,-1,-1,-1,0]; 4 left options at (8,8)", () => {
    same(cutcake(), ["-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"]);
    expect([...cutcake().leftOptions([[8, 8]])].length).toBe(4);
  });
  it("Maundy Cake (8,0..8) = [-7,-7,-3,-3,-1,-3,-1,-3,0]; 3 left options", () => {
    same(maundyCake(), ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"]);
    expect([...maundyCake().leftOptions([[8, 8]])].length).toBe(3);
  });
  it("Eatcake (8,0..8); 4 left options", () => {
    same(eatcake(), ["-8", "^", "{^|||^*|v||0}", "{^^|*}", "{^^|*||0,{0|vv*}}", "{^3|^*||*}", "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}", "{0||^^*|0|||*}", "*"]);
    expect([...eatcake().leftOptions([[8, 8]])].length).toBe(4);
  });
  it("twisted Maundy Cake (GenCutcake with {2+}=.0 both sides, twisted => true)", () => {
    same(cakeRuleset("maundy", { twisted: true }), ["1", "1", "{8|-2}", "{8|-3}", "{8|-6}", "{8|-5}", "{8|-6,{-4|-14}}", "{10|-7}", "+-12"]);
  });
});

describe("TurnAndEatcake (twisted Eatcake)", () => {
  it("CGSuite's row (8,0..8) = [0,v,0,v,0,v<3>,0,v,0]: every entry but n = 5, whose printed form v<3> is not in cgtlab's notation", () => {
    const rs = cakeRuleset("eat", { twisted: true });
    ["0", "v", "0", "v", "0", null, "0", "v", "0"].forEach((e, n) => {
      if (e !== null) expect(canonicalValue(rs, [[8, n]]), `(8,${n})`).toBe(cgt.parse(e));
    });
  });
});

describe("cake games: theory and the reference search", () => {
  it("Winning Ways' Cutcake formula = the search without the shortcut on every m, n ≤ 12", () => {
    const plain = cakeRuleset("cut", { twisted: true });
    const untwisted = definePartizan({ ...cutcake(), knownValue: undefined });
    for (let m = 1; m <= 12; m++) for (let n = 1; n <= 12; n++) {
      expect(cutcake().knownValue!([[m, n]])).toBe(cgt.integer(cutcakeValue(m, n)));
      expect(canonicalValue(untwisted, [[m, n]]), `${m}x${n}`).toBe(cgt.integer(cutcakeValue(m, n)));
      if (m + n <= 7) expect(referenceValue(untwisted, [[m, n]]), `${m}x${n}`).toBe(cgt.integer(cutcakeValue(m, n)));
    }
    expect(plain.knownValue).toBeUndefined();
  });
  it("engine = reference on sums of small pieces", () => {
    for (const rs of [cutcake(), maundyCake(), eatcake(), cakeRuleset("eat", { twisted: true })]) {
      for (const pic of ["2x3+1x2", "3x3", "1x4+2x1", "2x0+1x3"]) {
        expect(canonicalValue(rs, parseCake(pic)), `${rs.name} ${pic}`).toBe(referenceValue(rs, parseCake(pic)));
      }
    }
    expect(row(cutcake())[8]).toBe("0");
  });
  it("pictures and bad input", () => {
    expect(parseCake("2x3 + 1x1")).toEqual([[1, 1], [2, 3]]);
    expect(formatCake(parseCake("0"))).toBe("0");
    expect(() => parseCake("2x3+2y3")).toThrow(/"2y3" is not a piece.*character 5/);
    expect(() => cakeRuleset("bake" as never)).toThrow(InputError);
    expect(() => cakeRuleset("cut", { twist: true } as never)).toThrow(/unknown option "twist"/);
    expect(() => cutcakeValue(0, 3)).toThrow(InputError);
    expect(cutcake().draw!([[2, 3]])).toMatch(/^<svg/);
  });
});
