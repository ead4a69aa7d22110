// Toads and Frogs, Elephants and Rhinos and Backsliding Toads and Frogs (lib/games/toadsfrogs):
// values against CGSuite's tests (lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala) and
// cgt-tools' tests (cgt/short/partizan/games/toads_and_frogs.rs), the separated-strip shortcut and the
// engine against the plain reference search on random strips, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { clobber, toadsfrogs } from "../lib/games";
import { canonicalValue, checkRuleset, loopyValue, outcomeClass, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";
import { cgsuiteGame } from "./cgsuite-notation";

const { ruleset, plainRuleset, elephantsAndRhinos, backsliding, toadsAndFrogs, parseStrip, separatedValue } = toadsfrogs;
const cf = (s: string): string => cgt.format(canonicalValue(ruleset, parseStrip(s)));

describe("Toads and Frogs: published values", () => {
  it("cgt-tools toads_and_frogs.rs: canonical forms of its test rows", () => {
    const cases: [string, string][] = [
      ["", "0"], [".", "0"], ["F", "0"], ["T", "0"], ["TFTF.TF", "0"], ["TFTFTF.", "0"], ["TFTFT.F", "*"],
      ["TF.TTFF", "0"], ["TFT.TFF", "↑"], [".TTFTFF", "0"], ["T.TFTFF", "{0|↑}"],
    ];
    // values compared as games: cgt-tools prints {0|^} where cgtlab prints the equal ⇑* (⇑* = {0|↑})
    for (const [row, value] of cases) expect(cf(row), row).toBe(cgt.format(cgt.parse(value)));
    expect(cf("T.TFTFF")).toBe("⇑*");
  });
  it("cgt-tools toads_and_frogs.rs: the move lists of its test rows", () => {
    const L = (s: string): string[] => [...ruleset.leftOptions(parseStrip(s))].sort();
    const R = (s: string): string[] => [...ruleset.rightOptions(parseStrip(s))].sort();
    expect(L("T.TFTFF")).toEqual([".ttftff"]);
    expect(L("TFT.TFF")).toEqual(["tf.ttff"]);
    expect(R("T.TFTFF")).toEqual(["tft.tff"]);
    expect(R(".F.F")).toEqual([".ff.", "f..f"]);
    expect(R("TFT.TFF")).toEqual(["tftft.f"]);
  });
  it("CGSuite GameStripTest: ToadsAndFrogs(\"ttttt..fffff\") = +-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}", () => {
    const expected = cgsuiteGame("+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}");
    expect(canonicalValue(ruleset, "ttttt..fffff")).toBe(expected);
  });
  it("CGSuite GameStripTest: GenToadsAndFrogs(maxJump => 2)(\"tttt..fff\") = {1/2*|v}", () => {
    expect(canonicalValue(toadsAndFrogs({ maxJump: 2 }), "tttt..fff")).toBe(cgsuiteGame("{1/2*|v}"));
  });
  it("CGSuite GameStripTest: ElephantsAndRhinos(\"tttt..fff\") = 1", () => {
    expect(cgt.format(canonicalValue(elephantsAndRhinos, "tttt..fff"))).toBe("1");
  });
  it("CGSuite GameStripTest: BackslidingToadsAndFrogs(\"ttt..fff\") is loopy ({on||0|-1/2} & {1/2|0||off}): the short-game engine refuses the loopy ruleset", () => {
    expect(() => canonicalValue(backsliding, "ttt..fff")).toThrow(/loopy ruleset.*solvers\.loopyValue/);
    expect(() => canonicalValue(backsliding, "ttt..fff")).toThrow(InputError);
    // a position where nobody can move back is still short: its loopy value is loop-free (test/loopy-rulesets has the loopy values)
    expect(String(loopyValue(backsliding, "tf"))).toBe("0");
  });
  it("reading CGSuite notation: ^[3] and v<2> as CGSuite's CanonicalShortGameTestCase defines them", () => {
    expect(cgsuiteGame("^[4]")).toBe(cgsuiteGame("{0|*||*|||*||||*}"));
    expect(cgsuiteGame("{0||0|v*}")).toBe(cgsuiteGame("{0|^<2>}"));
  });
});

describe("Toads and Frogs: shortcut and engine against the reference", () => {
  const rng = cgt.mulberry32(2024);
  const randomStrip = (n: number): string => Array.from({ length: n }, () => "tf.."[Math.floor(rng() * 4)]).join("");
  it("separatedValue (frogs all left of toads: an integer) equals the plain search on random separated strips", () => {
    let checked = 0;
    for (let t = 0; t < 200 && checked < 60; t++) {
      const s = randomStrip(1 + Math.floor(rng() * 9));
      const k = separatedValue(s);
      if (k === undefined) continue;
      checked++;
      expect(k, s).toBe(referenceValue(plainRuleset, s));
    }
    expect(checked).toBe(60);
  });
  it("canonicalValue equals referenceValue on 150 random strips of up to 9 cells (three variants)", () => {
    for (let t = 0; t < 150; t++) {
      const s = randomStrip(1 + Math.floor(rng() * 9));
      expect(canonicalValue(ruleset, s), s).toBe(referenceValue(plainRuleset, s));
      expect(canonicalValue(elephantsAndRhinos, s), s).toBe(referenceValue(elephantsAndRhinos, s));
      const two = toadsAndFrogs({ maxJump: 2, maxSlide: 2 });
      expect(canonicalValue(two, s), s).toBe(referenceValue(two, s));
    }
  });
  it("checkRuleset: dead-end trimming, mirror symmetry and shortcut hold", () => {
    expect(checkRuleset(ruleset, ["ftt.f.tff.t", "tt..ff"]).positions).toBeGreaterThan(10);
  });
});

describe("Toads and Frogs: pictures and bad input", () => {
  it("a position of the wrong type is refused where it is used, naming the ruleset and the position", () => {
    expect(() => canonicalValue(ruleset, clobber.clobber.parse("xo") as never)).toThrow(/Toads and Frogs: value\(\) was handed Clobber 1×2⟨xo⟩, which is not a position of Toads and Frogs/);
    expect(() => canonicalValue(ruleset, "tx.f")).toThrow(/Toads and Frogs: value\(\) was handed "tx\.f", which is not a position/); // was −1, silently
    expect(() => outcomeClass(elephantsAndRhinos, 5 as never)).toThrow(/Elephants and Rhinos: outcome\(\) was handed 5/);
    expect(() => canonicalValue(ruleset, "TT..F")).toThrow(InputError); // a picture, not a position: parse it first
    expect(cgt.format(canonicalValue(ruleset, parseStrip("TT..F")))).toBe(cgt.format(canonicalValue(ruleset, "tt..f")));
  });
  it("parse reads t/f/. and cgt-tools' T/F; draw gives an SVG with one disc per unit", () => {
    expect(parseStrip("TT..F")).toBe("tt..f");
    const svg = ruleset.draw!("tt..f");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<circle/g)!.length).toBe(3);
  });
  it("a bad character names it and its column; unknown or bad parameters are InputErrors", () => {
    expect(() => parseStrip("tt.x.f")).toThrow(/"x" in Toads and Frogs picture.*row 1, column 4/);
    expect(parseStrip("t_F")).toBe("t.f");
    expect(parseStrip("")).toBe(""); // the empty strip
    expect(() => parseStrip("t.|.f")).toThrow(/Toads and Frogs is played on a strip: the picture has 2 rows.*row 2/);
    expect(() => parseStrip(5 as never)).toThrow(/Toads and Frogs: a picture must be a string/);
    expect(() => toadsAndFrogs({ maxJumps: 2 } as never)).toThrow(/unknown parameter "maxJumps"/);
    expect(() => toadsAndFrogs({ maxJump: -1 })).toThrow(/maxJump must be an integer ≥ 0/);
    expect(() => toadsAndFrogs({ maxSlide: 0 })).toThrow(/maxSlide/);
    expect(() => toadsAndFrogs({ backsliding: "yes" as never })).toThrow(/backsliding/);
  });
});
