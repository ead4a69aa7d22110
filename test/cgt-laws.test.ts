// The law checks of lib/cgt/laws.ts: they report the laws where the theory says they hold, and
// agree with the law written out plainly on random games (so a wrong check fails here).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";

const P = cgt.parse;

describe("coolingLawsCheck (Winning Ways ch. 6)", () => {
  it("holds on switches and hot games; cooling past the temperature is not tested", () => {
    // {3|-1}: temperature 2, mean 1; cooled by 1 it is {2|0} (T = 1, mean 1)
    expect(cgt.coolingLawsCheck(P("{3|-1}"), 1)).toEqual({ frozenAtMean: true, coolingShift: true });
    expect(cgt.coolingLawsCheck(P("{{4|2}|{-1|-3}}"), "1/2")).toEqual({ frozenAtMean: true, coolingShift: true });
    // ±1/4 has temperature 1/4 < 1/2: cooling by 1/2 gives the mean, no shift to test
    expect(cgt.coolingLawsCheck(P("±1/4"), "1/2").coolingShift).toBeNull();
    // numbers: frozen = the number itself
    expect(cgt.coolingLawsCheck(P("3/4")).frozenAtMean).toBe(true);
  });

  it("agrees with a plain check on random games", () => {
    const rnd = cgt.mulberry32(7);
    let cooled = 0;
    for (let i = 0; i < 60; i++) {
      const g = cgt.fromTree(cgt.randomGameTree(rnd, 4, 2));
      const c = cgt.coolingLawsCheck(g, "1/2");
      const f = cgt.freeze(g);
      expect(c.frozenAtMean).toBe(cgt.dyadicToString(cgt.leftStop(f)) === cgt.dyadicToString(cgt.mean(g)) && cgt.dyadicToString(cgt.rightStop(f)) === cgt.dyadicToString(cgt.mean(g)));
      const t = cgt.dyadicToNumber(cgt.temperature(g));
      if (t < 0.5) expect(c.coolingShift).toBeNull();
      else {
        cooled++;
        expect(c.coolingShift).toBe(cgt.dyadicToNumber(cgt.temperature(cgt.cool(g, "1/2"))) === t - 0.5 && cgt.dyadicToString(cgt.mean(cgt.cool(g, "1/2"))) === cgt.dyadicToString(cgt.mean(g)));
      }
    }
    expect(cooled).toBeGreaterThan(5); // the shift law was really tested
  });
});

describe("atomicWeightText", () => {
  it("gives the weight of infinitesimals (Winning Ways ch. 8), nothing for numbers and 0", () => {
    expect(cgt.atomicWeightText(cgt.UP)).toBe("1");
    expect(cgt.atomicWeightText(P("⇑*"))).toBe("2");
    expect(cgt.atomicWeightText(cgt.STAR)).toBe("0");
    expect(cgt.atomicWeightText(cgt.ZERO)).toBe("");
    expect(cgt.atomicWeightText(P("1/2"))).toBe("");
    expect(cgt.atomicWeightText(P("{1|-1}"))).toBe("");
  });
});

describe("randomAllSmallGames and twoAheadRuleCheck (Lessons in Play ch. 9)", () => {
  it("gives all-small games, reproducibly", () => {
    const a = cgt.randomAllSmallGames(80, 5);
    expect(a).toHaveLength(80);
    expect(a.every((g) => cgt.isAllSmall(g))).toBe(true);
    expect(cgt.randomAllSmallGames(80, 5)).toEqual(a);
    expect(a.every((g) => cgt.birthday(g) <= 6)).toBe(true);
  });

  it("the rule holds on random all-small games; ⇑* (weight 2) and ↑3 (weight 3) are positive", () => {
    const r = cgt.twoAheadRuleCheck([...cgt.randomAllSmallGames(150, 2026), P("⇑*"), P("↑3")]);
    expect(r.games).toBe(152);
    expect(r.weightAtLeastTwo).toBeGreaterThanOrEqual(2);
    expect(r.positive).toBe(r.weightAtLeastTwo);
    expect(r.holds).toBe(true);
    expect(r.weights.reduce((s, w) => s + w.games, 0)).toBe(152);
  });

});
