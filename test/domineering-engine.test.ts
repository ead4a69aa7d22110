// Domineering as a ruleset on the generic engine (lib/solvers) against the undecomposed reference
// and the plain minimax outcome: small rectangles and random regions; checkRuleset on small regions
// with all eight grid symmetries. (The dedicated solver this engine replaced was deleted once the
// engine was measured at least as fast; the component counts it gave are pinned below.)
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { definePartizan } from "../lib/ruleset";
import { canonicalValue, checkRuleset, Engine, outcomeClass, referenceValue } from "../lib/solvers";
import { clobber } from "../lib/games/clobber";
import { InputError } from "../lib/util";
import { minimaxOutcome, parseRegion, transpose, rectangle, ruleset, rulesetSymmetries, type Region } from "../lib/games/domineering";
import { randomRegion } from "./fixtures/random-regions";
/** The undecomposed value (no components, no symmetry): solvers.referenceValue on the ruleset. */
const valueWithoutDecomposition = (r: Region): cgt.Game => referenceValue(ruleset, r);

describe("Domineering on the generic engine", () => {
  it("equals the undecomposed reference on every rectangle up to 12 cells, and searches the components the dedicated solver did", () => {
    const engine = new Engine(ruleset);
    for (let m = 1; m <= 4; m++) {
      for (let n = 1; n <= 4; n++) {
        if (m * n > 12) continue;
        expect(cgt.format(engine.value(rectangle(m, n))), `${m}×${n}`).toBe(cgt.format(valueWithoutDecomposition(rectangle(m, n))));
      }
    }
    // regression pins (cgtlab-produced): the distinct folded components searched, as counted by the deleted
    // dedicated solver's memo on the same rectangles (the "components" column of notebook 02's rectangle table)
    for (const [m, n, count] of [[4, 6, 16237], [3, 7, 2763], [2, 9, 186], [5, 4, 2303]] as const) {
      const e = new Engine(ruleset);
      e.value(rectangle(m, n));
      expect(e.stats.valueEntries, `${m}×${n}`).toBe(count);
    }
    // published: 2×2 = ±1, 3×3 = ±1 (Winning Ways / CGSuite's Domineering examples)
    expect(cgt.format(engine.value(rectangle(2, 2)))).toBe("±1");
    expect(cgt.format(engine.value(rectangle(3, 3)))).toBe("±1");
    // by hand from the definitions, 2 rows × 3 columns: Left's vertical domino in an outer column leaves a 2×2 (±1),
    // in the middle column two 2×1 strips (1 + 1 = 2, which dominates ±1); Right's horizontal domino leaves an L
    // of four cells = {−1 | 0, 1} = {−1 | 0} = −1/2 (Left's one move leaves a 1×2 = −1; Right's leave a 2×1 = 1 or two single cells = 0)
    expect(cgt.format(engine.value(rectangle(2, 3)))).toBe("{2|-1/2}");
    expect(cgt.format(engine.value(rectangle(3, 2)))).toBe("{1/2|-2}");
  });

  it("equals the undecomposed reference and the minimax outcome on random regions, and is symmetric", () => {
    const rand = cgt.mulberry32(2026);
    const engine = new Engine(ruleset);
    for (let t = 0; t < 300; t++) {
      const h = 1 + Math.floor(rand() * 5);
      const w = 1 + Math.floor(rand() * 6);
      const r = randomRegion(rand, h, w, 0.4 + rand() * 0.4);
      const v = engine.value(r);
      expect(engine.value(transpose(r)), JSON.stringify(r)).toBe(cgt.neg(v));
      if (r.rows.reduce((a, m) => a + m.toString(2).split("1").length - 1, 0) <= 16) {
        expect(v).toBe(valueWithoutDecomposition(r));
        expect(engine.outcome(r)).toBe(minimaxOutcome(r));
      }
    }
  });

  it("passes checkRuleset (keys, pictures, components, normalize, the one-sided shortcut), also with the eight grid symmetries", () => {
    const report = checkRuleset(ruleset, [parseRegion("####|####|###."), parseRegion("#.##|####")], { maxExplored: 300 });
    expect(report.checks.components).toBeGreaterThan(100);
    expect(report.checks["known-value"]).toBeGreaterThan(10);
    const withSymmetries = definePartizan({ ...ruleset, kind: undefined, normalize: undefined, symmetries: rulesetSymmetries });
    expect(checkRuleset(withSymmetries, [parseRegion("####|###.|.##.")], { maxExplored: 200 }).checks.symmetry).toBeGreaterThan(7 * 50);
    expect(new Engine(withSymmetries).value(rectangle(3, 4))).toBe(referenceValue(ruleset, rectangle(3, 4)));
  });

  it("a malformed picture names the character, row and column", () => {
    expect(() => ruleset.parse!("..#|.x.")).toThrow(/unexpected character "x" in Domineering picture.*row 2, column 2/);
    expect(() => ruleset.parse!("xo|ox")).toThrow(/"x" in Domineering picture.*row 1, column 1/); // a Clobber picture
    expect(() => ruleset.parse!("..|.")).toThrow(/Domineering picture row 2 has 1 cells but row 1 has 2/);
  });
});

describe("Domineering pictures: one convention (CGSuite's: `.` empty, `#` blocked), the seed's read only by parseRegion", () => {
  const v = (picture: string): string => cgt.format(canonicalValue(ruleset, ruleset.parse!(picture)));
  it("ruleset.parse reads `.` as a cell to play on: known values (Winning Ways ch. 2: 2×1 = 1, 1×2 = −1, 2×2 = ±1)", () => {
    expect(v(".|.")).toBe("1");
    expect(v("..")).toBe("-1");
    expect(v("..|..")).toBe("±1"); // the seed's parse read this as the empty region, 0
    expect(v("..#|..#")).toBe("±1"); // `#` blocks
    expect(cgt.format(canonicalValue(ruleset, parseRegion("##|##")))).toBe("±1"); // the seed's convention, explicitly
  });
  it("a picture without any `.` is refused (a full board in the seed's convention), never a silent 0", () => {
    expect(() => ruleset.parse!("##|##")).toThrow(InputError);
    expect(() => ruleset.parse!("##|##")).toThrow(/Domineering picture "##\|##" has no empty cell.*parseRegion.*row 1, column 1/);
  });
  it("parse is parseRegion with the characters exchanged, and format(parse(p)) = p, on 300 random pictures", () => {
    let seed = 7;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let t = 0; t < 300; t++) {
      const h = 1 + Math.floor(rand() * 4);
      const w = 1 + Math.floor(rand() * 5);
      const rows = Array.from({ length: h }, () => Array.from({ length: w }, () => (rand() < 0.6 ? "." : "#")).join(""));
      const picture = rows.join("|");
      if (!picture.includes(".")) continue;
      const seedPicture = picture.replace(/[.#]/g, (c) => (c === "." ? "#" : "."));
      expect(ruleset.parse!(picture), picture).toEqual(parseRegion(seedPicture));
      expect(ruleset.format!(ruleset.parse!(picture))).toBe(picture);
    }
    expect(ruleset.format!(rectangle(0, 0))).toBe(""); // a region without cells is the empty picture, read back as the empty board
    expect(ruleset.parse!("")).toEqual(rectangle(0, 0));
  });
  it("a position of the wrong type is refused where it is used, naming the ruleset and the position", () => {
    expect(() => canonicalValue(ruleset, "..|.." as never)).toThrow(/Domineering: value\(\) was handed "\.\.\|\.\.", which is not a position of Domineering; .*ruleset\.parse/);
    expect(() => canonicalValue(ruleset, clobber.parse!("xo|ox") as never)).toThrow(/Domineering: value\(\) was handed Clobber 2×2⟨xo\|ox⟩, which is not a position of Domineering/);
    expect(() => outcomeClass(ruleset, { height: 1, width: 2, rows: [4] })).toThrow(InputError); // a row mask wider than the region
    expect(() => outcomeClass(ruleset, { height: 2, width: 2, rows: [3] })).toThrow(/Domineering: outcome\(\) was handed/);
  });
});
