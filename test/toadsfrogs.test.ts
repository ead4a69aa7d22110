// Toads and Frogs, Elephants and Rhinos and Backsliding Toads and Frogs (lib/games/toadsfrogs):
// values against CGSuite's tests (lib/core/src/test/scala/org/cgsuite/lang/GameStripTest.scala) and
// cgt-tools' tests (cgt/short/partizan/games/toads_and_frogs.rs), the separated-strip shortcut and the
// engine against the plain reference search on random strips, pictures and bad input.
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { clobber, toadsfrogs } from "../lib/games";
import { canonicalValue, checkRuleset, loopyValue, outcomeClass, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";
import { cgsuiteGame } from "./cgsuite-notation";
import { definePartizan } from "../lib/ruleset";
import * as before from "../bench/rulesets-before/toadsfrogs";

const { ruleset, plainRuleset, elephantsAndRhinos, backsliding, toadsAndFrogs, parseStrip, separatedValue, pictureOf } = toadsfrogs;
/** The parts of a strip as pictures (the forward rulesets give them as bit strips, which print as their pictures). */
const parts = (rs: typeof ruleset, s: string): string[] => rs.components!(s).map(pictureOf);
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

describe("Toads and Frogs: number keys, the folded mirror and walls (issue 27) against the plain definitions", () => {
  const strip = (rng: () => number, n: number): string => Array.from({ length: n }, () => ".tf"[Math.floor(rng() * 3)]!).join("");
  const allStrips = (n: number): string[] => (n === 0 ? [""] : allStrips(n - 1).flatMap((s) => [s + ".", s + "t", s + "f"]));
  it("stripKey: distinct numbers for all 1,093 strips of up to 6 cells; the strip itself from 33 cells on", () => {
    const strips = [0, 1, 2, 3, 4, 5, 6].flatMap(allStrips);
    expect(new Set(strips.map(toadsfrogs.stripKey)).size).toBe(strips.length);
    expect(typeof toadsfrogs.stripKey("t".repeat(32))).toBe("number");
    expect(toadsfrogs.stripKey("t".repeat(33))).toBe("t".repeat(33));
    // the largest 32-cell key is exact: below 2^53
    expect(toadsfrogs.stripKey("f".repeat(32))).toBeLessThan(2 ** 53);
  });
  it("foldedStripKey: a strip and its mirror share the key with opposite flags (unless the strip is its own mirror), at 5, 32 and 40 cells", () => {
    const rng = cgt.mulberry32(8);
    for (const n of [5, 32, 40]) {
      for (let t = 0; t < 50; t++) {
        const s = strip(rng, n);
        const a = toadsfrogs.foldedStripKey(s);
        const b = toadsfrogs.foldedStripKey(toadsfrogs.mirror(s));
        expect(b.key).toBe(a.key);
        if (s !== toadsfrogs.mirror(s)) expect(b.negated).toBe(!a.negated);
        // the key is the key of the strip or of its mirror
        expect(a.key).toBe(toadsfrogs.stripKey(a.negated ? toadsfrogs.mirror(s) : s));
      }
    }
  });
  it("moves by slices equal the plain moves (array per move) on 300 random strips, both players, in order", () => {
    const rng = cgt.mulberry32(81);
    for (let t = 0; t < 300; t++) {
      const s = strip(rng, 1 + Math.floor(rng() * 14));
      expect([...ruleset.leftOptions(s)]).toEqual([...plainRuleset.leftOptions(s)]);
      expect([...ruleset.rightOptions(s)]).toEqual([...plainRuleset.rightOptions(s)]);
    }
  });
  it("walls: ttff cuts the strip (tf for Elephants and Rhinos), dead ends trimmed", () => {
    expect(parts(ruleset, "t.ttff.f")).toEqual(["t.", ".f"]);
    expect(parts(ruleset, ".t.tttfff.f.")).toEqual([".t.", ".f."]);
    expect(parts(ruleset, "ttff")).toEqual([]);
    expect(parts(ruleset, "t.tf.f")).toEqual(["t.tf.f"]);
    expect(parts(elephantsAndRhinos, "t.tf.f")).toEqual(["t.", ".f"]);
  });
  it("dead runs at the ends: toads then more than maxJump frogs at the left end, more than maxJump toads then frogs at the right end, are dropped (and a run the front unit can jump is kept)", () => {
    expect(parts(ruleset, "tff.t.f")).toEqual([".t.f"]);
    expect(parts(ruleset, "t.f.ttf")).toEqual(["t.f."]);
    expect(parts(ruleset, "fttfff.t.f.tttf")).toEqual([".t.f."]);
    expect(parts(ruleset, "tf.t.f")).toEqual(["tf.t.f"]);
    expect(parts(ruleset, "tff")).toEqual([]);
    expect(parts(elephantsAndRhinos, "tf.t.")).toEqual([".t."]);
    expect(parts(toadsAndFrogs({ maxJump: 2 }), "tfff.t.")).toEqual([".t."]);
    expect(parts(toadsAndFrogs({ maxJump: 2 }), "tff.t.")).toEqual(["tff.t."]);
  });
  it("dead runs at the ends: values equal a plain search over the same moves on 120 random strips between dead or nearly dead end runs (maxJump 0, 1, 2)", () => {
    const rng = cgt.mulberry32(2611);
    for (const maxJump of [0, 1, 2]) {
      const rs = toadsAndFrogs({ maxJump });
      const plain = definePartizan<toadsfrogs.StripPosition>({ name: `${rs.name} (plain)`, leftOptions: rs.leftOptions, rightOptions: rs.rightOptions });
      for (let t = 0; t < 40; t++) {
        const left = "t".repeat(1 + Math.floor(rng() * 2)) + "f".repeat(maxJump + Math.floor(rng() * 2));
        const right = "t".repeat(maxJump + Math.floor(rng() * 2)) + "f".repeat(1 + Math.floor(rng() * 2));
        const s = left + strip(rng, 1 + Math.floor(rng() * 5)) + right;
        expect(canonicalValue(rs, s), `${rs.name} ${s}`).toBe(referenceValue(plain, s));
      }
    }
  });
  it("values equal the plain reference and the frozen ruleset (bench/rulesets-before) on 150 random strips of up to 11 cells", () => {
    const rng = cgt.mulberry32(1234);
    for (let t = 0; t < 150; t++) {
      const s = strip(rng, 1 + Math.floor(rng() * 11));
      const v = canonicalValue(ruleset, s);
      expect(referenceValue(plainRuleset, s), s).toBe(v);
      expect(canonicalValue(before.ruleset, s), s).toBe(v);
    }
  });
  it("variants (Elephants and Rhinos, maxSlide 2, maxJump 2) equal a plain search over their own moves on 60 random strips each", () => {
    const rng = cgt.mulberry32(77);
    for (const rs of [elephantsAndRhinos, toadsAndFrogs({ maxSlide: 2 }), toadsAndFrogs({ maxJump: 2 }), toadsAndFrogs({ maxSlide: 2, maxJump: 2 })]) {
      const plain = definePartizan<toadsfrogs.StripPosition>({ name: `${rs.name} (plain)`, leftOptions: rs.leftOptions, rightOptions: rs.rightOptions });
      for (let t = 0; t < 60; t++) {
        const s = strip(rng, 1 + Math.floor(rng() * 9));
        expect(canonicalValue(rs, s), `${rs.name} ${s}`).toBe(referenceValue(plain, s));
      }
    }
  });
  it("checkRuleset: number keys, the folded mirror and the walls hold on strips with walls", () => {
    expect(checkRuleset(ruleset, ["t.ttff.ft", "tt.t.fff", ".t.tf.f."]).positions).toBeGreaterThan(20);
  });
});

describe("Toads and Frogs: bit strips (issue 27) against the string moves", () => {
  const strip = (rng: () => number, n: number): string => Array.from({ length: n }, () => ".tf.t"[Math.floor(rng() * 5)]!).join("");
  const { stripOf, stripPicture, STRIP_MAX_CELLS } = toadsfrogs;
  it("on 3,000 random strips of 0 to 30 cells (both rule sets): options in the same order, keys, folded keys, parts and the separated shortcut equal the strings'", () => {
    const rng = cgt.mulberry32(3107);
    for (const rs of [ruleset, elephantsAndRhinos]) {
      for (let t = 0; t < 1500; t++) {
        const s = strip(rng, t < 1400 ? Math.floor(rng() * 13) : 13 + Math.floor(rng() * (STRIP_MAX_CELLS - 12)));
        const b = stripOf(s);
        expect(stripPicture(b)).toBe(s);
        expect(rs.key(b), s).toBe(rs.key(s));
        expect(rs.normalize!(b), s).toEqual(rs.normalize!(s));
        // options of a strip are strips, of a picture pictures: the same moves in the same order, each strip's incremental keys equal to a fresh strip's
        for (const side of ["leftOptions", "rightOptions"] as const) {
          const fast = [...rs[side](b)];
          expect(fast.map(pictureOf), `${rs.name} ${side} ${s}`).toEqual([...rs[side](s)]);
          for (const o of fast) expect([rs.key(o), rs.normalize!(o)], `${s} → ${pictureOf(o)}`).toEqual([rs.key(pictureOf(o)), rs.normalize!(pictureOf(o))]);
        }
        expect(rs.components!(b).map(pictureOf), s).toEqual(parts(rs, s));
        const known = rs.knownValue?.(b);
        const knownOfString = rs.knownValue?.(s);
        expect(known === undefined ? undefined : cgt.format(known), s).toBe(knownOfString === undefined ? undefined : cgt.format(knownOfString));
      }
    }
  });
  it("a strip that the split leaves whole is its own part (the same object); past 30 cells the parts stay pictures", () => {
    const b = stripOf("t.tf.f");
    expect(ruleset.components!(b)[0]).toBe(b);
    const long = "t." + ".tf".repeat(10); // 32 cells
    expect(long.length).toBeGreaterThan(STRIP_MAX_CELLS);
    expect(ruleset.components!(long).every((p) => typeof p === "string")).toBe(true);
    expect(typeof ruleset.components!(long.slice(0, STRIP_MAX_CELLS))[0]).toBe("object");
    // values across the boundary agree with the frozen ruleset (strings throughout)
    for (const n of [29, 30, 31]) {
      const s = "t.t" + ".".repeat(n - 4) + "f";
      expect(s.length).toBe(n);
      expect(canonicalValue(ruleset, s), s).toBe(canonicalValue(before.ruleset, s));
    }
  });
  it("checkRuleset on strips: the bit moves against the plain moves, keys, folding and parts", () => {
    expect(checkRuleset(ruleset, [stripOf("t.ttff.ft"), stripOf("tt.t.fff"), ".t.tf.f."]).positions).toBeGreaterThan(20);
    expect(checkRuleset(elephantsAndRhinos, [stripOf("tt.t..ff")]).positions).toBeGreaterThan(5);
  });
  it("a strip prints as its picture; one whose masks and keys disagree is refused where it is handed over", () => {
    const b = stripOf("tt..ff");
    expect(String(b)).toBe("tt..ff");
    expect(JSON.stringify([b])).toBe('["tt..ff"]');
    expect(inspect([b])).toBe("[ Toads and Frogs strip of 6⟨tt..ff⟩ ]");
    expect(ruleset.format!(b)).toBe("tt..ff");
    expect(ruleset.draw!(b).match(/<circle/g)!.length).toBe(4);
    const StripClass = b.constructor as new (length: number, toads: number, frogs: number, key: number, mirrorKey: number) => toadsfrogs.Strip;
    const forged = new StripClass(6, b.toads, b.frogs, b.key + 1, b.mirrorKey); // a key that is not this strip's
    expect(() => canonicalValue(ruleset, forged)).toThrow(/Toads and Frogs: value\(\) was handed .*which is not a position of Toads and Frogs/);
    expect(() => canonicalValue(ruleset, new StripClass(3, 1, 1, 0, 0))).toThrow(InputError); // a toad and a frog on one cell
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
