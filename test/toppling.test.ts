// Toppling Dominoes (lib/games/toppling): values against CGSuite's tests
// (lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala) and cgt-tools' tests
// (cgt/short/partizan/games/toppling_dominoes.rs), the one-colour shortcut and the engine against the
// plain reference search on random rows, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { toppling } from "../lib/games";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";
import { cgsuiteGame } from "./cgsuite-notation";

const { ruleset, plainRuleset, parse, knownValue } = toppling;

describe("Toppling Dominoes: published values", () => {
  it("CGSuite GameStripTest: TopplingDominoes(\"lrrlrrl\") = Tiny(1/2)", () => {
    expect(canonicalValue(ruleset, parse("lrrlrrl"))).toBe(cgsuiteGame("Tiny(1/2)"));
    expect(cgt.format(canonicalValue(ruleset, parse("lrrlrrl")))).toBe("{0|{0|-1/2}}") // cgtlab's printing of the same game (regression pin of the format);
  });
  it("CGSuite GameStripTest: TopplingDominoes(\"lere\") (grey domino) = {1|0,{0|-1}}", () => {
    expect(canonicalValue(ruleset, parse("lere"))).toBe(cgsuiteGame("{1|0,{0|-1}}"));
  });
  it("cgt-tools toppling_dominoes.rs: BRRBB = {1|*}, and its move lists (x = blue, o = red)", () => {
    expect(cgt.format(canonicalValue(ruleset, parse("xooxx")))).toBe("{1|*}");
    const asCgtTools = (xs: Iterable<string>): string[] => [...new Set([...xs].map((s) => s.replace(/l/g, "x").replace(/r/g, "o")))].sort();
    expect(asCgtTools(ruleset.leftOptions("lrrll"))).toEqual(["", "ooxx", "xoo", "x", "xoox", ""].filter((v, i, a) => a.indexOf(v) === i).sort());
    expect(asCgtTools(ruleset.rightOptions("lrrll"))).toEqual(["x", "oxx", "xo", "xx"].sort());
  });
  it("from the definitions: lr = {−1,0 | 0,1} = *; a grey domino alone is *", () => {
    expect(cgt.format(canonicalValue(ruleset, "lr"))).toBe("*");
    expect(cgt.format(canonicalValue(ruleset, "e"))).toBe("*");
  });
});

describe("Toppling Dominoes: shortcut and engine against the reference", () => {
  const rng = cgt.mulberry32(77);
  const randomRow = (n: number, letters: string): string => Array.from({ length: n }, () => letters[Math.floor(rng() * letters.length)]).join("");
  it("one-colour rows: knownValue ±n equals the plain search", () => {
    for (let n = 1; n <= 8; n++) {
      expect(knownValue("l".repeat(n))).toBe(referenceValue(plainRuleset, "l".repeat(n)));
      expect(knownValue("r".repeat(n))).toBe(referenceValue(plainRuleset, "r".repeat(n)));
    }
  });
  it("canonicalValue equals referenceValue on 150 random sums of rows (up to 10 dominoes)", () => {
    for (let t = 0; t < 150; t++) {
      const s = [randomRow(1 + Math.floor(rng() * 6), "lre"), randomRow(Math.floor(rng() * 4), "lrre")].filter((r) => r).join(" ");
      expect(canonicalValue(ruleset, s), s).toBe(referenceValue(plainRuleset, s));
    }
  });
  it("checkRuleset: rows as components and the normalize fold hold", () => {
    expect(checkRuleset(ruleset, ["lrel rrl", "lerrl"]).positions).toBeGreaterThan(10);
  });
  it("the two row symmetries preserve (reversal) or negate (colour swap) the value on random rows, and normalize folds them", () => {
    const rng2 = cgt.mulberry32(8);
    for (let t = 0; t < 60; t++) {
      const s = randomRow(1 + Math.floor(rng2() * 8), "lre");
      const v = referenceValue(plainRuleset, s);
      expect(referenceValue(plainRuleset, toppling.reverseRows(s))).toBe(v);
      expect(referenceValue(plainRuleset, toppling.swapColours(s))).toBe(cgt.neg(v));
      const n = toppling.normalize(s);
      expect(n.negated ? cgt.neg(referenceValue(plainRuleset, n.key)) : referenceValue(plainRuleset, n.key)).toBe(v);
      expect(toppling.normalize(toppling.reverseRows(toppling.swapColours(s))).key).toBe(n.key);
    }
    expect(toppling.rowSymmetries.length).toBe(2);
  });
});

describe("Toppling Dominoes: pictures and bad input", () => {
  it("parse normalises spaces and cgt-tools letters; draw gives one rectangle per domino", () => {
    expect(parse("  xo  le ")).toBe("lr le");
    expect(ruleset.draw!("lr le").match(/<rect/g)!.length).toBe(4);
  });
  it("a bad character names it and its column", () => {
    expect(() => parse("lr.l")).toThrow(/"\.".*row 1, column 3/);
  });
});
