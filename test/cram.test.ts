// Cram (lib/games/cram) and the generic impartial variant (ruleset.impartialVariant): values against
// CGSuite's published test value, Winning Ways theory (Dawson's Kayles strips, the half-turn strategy on
// even×even boards), the engine against the plain reference search, Cram against the impartial variant
// of Domineering, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { cram, domineering } from "../lib/games";
import * as solvers from "../lib/solvers";
import { Grid, cellSetOfGrid } from "../lib/grid";
import { definePartizan, impartialVariant } from "../lib/ruleset";
import { checkRuleset, nimValue, referenceNimValue } from "../lib/solvers";
import { InputError } from "../lib/util";

const rs = cram.ruleset;
const nim = (picture: string): number => nimValue(rs, rs.parse(picture));
/** The Domineering region of a Cram picture (domineering.parseRegion reads `#` as a cell to play on). */
const region = (picture: string) => domineering.parseRegion(picture.replace(/[.#]/g, (c) => (c === "." ? "#" : ".")));

describe("Cram: published values", () => {
  it("CGSuite GameGridTest 'define Domineering properly': Cram(\".........|##.######\") = *4", () => {
    expect(nim(".........|##.######")).toBe(4);
  });
  it("1×n strips are Dawson's Kayles 0.07 (Winning Ways): the first values 0,0,1,1,2,0,3,1,1,0,3,3 and the whole sequence of solvers.nimSequence", () => {
    // Winning Ways (Berlekamp–Conway–Guy), Dawson's Kayles nim-sequence, heaps 0..11
    expect(Array.from({ length: 12 }, (_, n) => cram.stripNimValue(n))).toEqual([0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    const seq = solvers.nimSequence("0.07", 80).values;
    for (let n = 0; n <= 80; n++) expect(cram.stripNimValue(n), `n = ${n}`).toBe(seq[n]);
  });
  it("even×even boards are 0 and even×odd boards are not (Winning Ways, Cram: half-turn strategies)", () => {
    for (const [h, w] of [[2, 2], [2, 4], [4, 2], [2, 6]]) expect(nimValue(rs, cram.emptyBoard(h, w)), `${h}×${w}`).toBe(0);
    for (const [h, w] of [[2, 3], [2, 5], [3, 4], [2, 7]]) expect(nimValue(rs, cram.emptyBoard(h, w)), `${h}×${w}`).not.toBe(0);
  });
});

describe("Cram: shortcuts and the engine against the reference", () => {
  it("the strip and even×even shortcuts agree with the plain search (shortcut-free ruleset)", () => {
    const plain = impartialVariant(domineering.ruleset, "Cram via Domineering");
    for (let n = 2; n <= 14; n++) {
      expect(rs.knownNimValue!(cram.emptyBoard(1, n))).toBe(referenceNimValue(plain, region(".".repeat(n))));
    }
    expect(rs.knownNimValue!(cram.emptyBoard(4, 4))).toBe(0);
    expect(referenceNimValue(plain, region("..|..|..|.."))).toBe(0);
  });
  it("40 random boards up to 3×4 with filled cells: engine = referenceNimValue", () => {
    const rand = cgt.mulberry32(77);
    for (let i = 0; i < 40; i++) {
      const h = 1 + Math.floor(rand() * 3);
      const w = 1 + Math.floor(rand() * 4);
      const g = cellSetOfGrid(Grid.of(h, w, Array.from({ length: h * w }, () => (rand() < 0.25 ? 1 : 0)), undefined, cram.ALPHABET), 0, cram.ALPHABET);
      expect(nimValue(rs, g), rs.format(g)).toBe(referenceNimValue(rs, g));
    }
  });
  it("a grid is not a Cram position (positions are cell sets since Cram moved onto them): an InputError naming the game", () => {
    expect(() => nimValue(rs, Grid.of(1, 2) as never)).toThrow(/Cram: nimValue\(\) was handed Grid 1×2⟨00⟩, which is not a position of Cram/);
  });
  it("checkRuleset passes (components, symmetry folding, shortcuts)", () => {
    const report = checkRuleset(rs, [rs.parse("...|.#.|..."), rs.parse("....|..#.")], { maxExplored: 400 });
    expect(report.positions).toBeGreaterThan(20);
  });
});

describe("impartialVariant: Cram is the impartial variant of Domineering", () => {
  const variant = impartialVariant(domineering.ruleset);
  it("agrees with the Cram module on every board up to 3×3 with up to 2 filled cells and on 3×4", () => {
    const pics: string[] = ["....|....|....", "...|...|...", "....|....", "#...|....|...#"];
    for (const h of [1, 2, 3]) for (const w of [2, 3]) {
      for (let mask = 0; mask < 1 << (h * w); mask++) {
        let ones = 0;
        for (let m = mask; m; m &= m - 1) ones++;
        if (ones > 2) continue;
        const rows: string[] = [];
        for (let r = 0; r < h; r++) rows.push(Array.from({ length: w }, (_, c) => ((mask >> (r * w + c)) & 1 ? "#" : ".")).join(""));
        pics.push(rows.join("|"));
      }
    }
    for (const p of pics) expect(nimValue(variant, region(p)), p).toBe(nim(p));
  });
  it("options are Left's then Right's; the player swap of symmetries is dropped; knownValue is dropped", () => {
    const r = region("..|..");
    expect([...variant.options(r)]).toHaveLength(4);
    expect(variant.kind).toBe("impartial");
    expect("knownValue" in variant && (variant as unknown as { knownValue?: unknown }).knownValue).toBeFalsy();
    const toy = definePartizan({
      name: "toy",
      leftOptions: (n: number) => (n > 0 ? [n - 1] : []),
      rightOptions: (n: number) => (n > 1 ? [n - 2] : []),
      symmetries: [{ name: "id", apply: (n: number) => n, swapsPlayers: true }],
    });
    expect(impartialVariant(toy).symmetries![0]!.swapsPlayers).toBe(false);
    // subtraction game {1, 2}: nim-value n mod 3 (Winning Ways, subtraction games)
    for (let n = 0; n < 12; n++) expect(nimValue(impartialVariant(toy), n)).toBe(n % 3);
  });
  it("rejects what is not a partizan ruleset", () => {
    expect(() => impartialVariant(rs as never)).toThrow(/needs a partizan ruleset.*kind "impartial"/);
    expect(() => impartialVariant(null as never)).toThrow(InputError);
    expect(() => impartialVariant(domineering.ruleset, "")).toThrow(/name must be a non-empty string/);
    // a side that returns no list of positions: an InputError naming the ruleset, the side and the position, from either engine
    const bad = definePartizan<number>({ name: "Bad sides", leftOptions: (n) => (n > 0 ? (7 as never) : []), rightOptions: (n) => (n > 0 ? [n - 1] : []), key: (n) => n });
    const variantOfBad = impartialVariant(bad);
    expect(() => solvers.nimValue(variantOfBad, 2)).toThrow(/Bad sides: leftOptions\(key 2\) returned the number 7, not a list of positions/);
    expect(() => solvers.solve(variantOfBad, 2, { toMove: "left" })).toThrow(/Bad sides: leftOptions\(key 2\) returned the number 7, not a list of positions/);
    const badRight = impartialVariant(definePartizan<number>({ name: "Bad right", leftOptions: () => [], rightOptions: () => "x" as never, key: (n) => n }));
    expect(() => solvers.nimValue(badRight, 1)).toThrow(/Bad right: rightOptions\(key 1\) returned the string "x"/);
  });
});

describe("Cram: pictures, drawing, bad input", () => {
  it("pictures round-trip, x is accepted for filled, the drawing has the filled cells", () => {
    expect(rs.format(rs.parse("..x|#.."))).toBe("..#|#..");
    expect(rs.draw(rs.parse("..#|#..")).startsWith("<svg")).toBe(true);
  });
  it("bad characters and ragged rows name row and column", () => {
    expect(() => rs.parse("...|.o.")).toThrow(/"o".*row 2, column 2/);
    expect(() => rs.parse("...|..")).toThrow(/row 2 has 2 cells but row 1 has 3/);
    expect(() => cram.emptyBoard(-1, 3)).toThrow(InputError);
  });
});
