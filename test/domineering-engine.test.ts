// Domineering as a ruleset on the generic engine (lib/solvers) against today's dedicated solver
// (lib/games/domineering/solver.ts) and the undecomposed reference: every rectangle up to 4×5 and
// random regions; checkRuleset on small regions with all eight grid symmetries.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { definePartizan } from "../lib/ruleset";
import { checkRuleset, Engine, referenceValue } from "../lib/solvers";
import { DomineeringSolver, minimaxOutcome, parseRegion, rectangle, ruleset, rulesetSymmetries, valueWithoutDecomposition, type Region } from "../lib/games/domineering";

function randomRegion(rand: () => number, h: number, w: number, p: number): Region {
  const rows: number[] = [];
  for (let r = 0; r < h; r++) {
    let m = 0;
    for (let c = 0; c < w; c++) if (rand() < p) m |= 1 << c;
    rows.push(m >>> 0);
  }
  return { height: h, width: w, rows };
}

describe("Domineering on the generic engine", () => {
  it("equals the dedicated solver on every rectangle up to 4×5 (and 5×4)", () => {
    const engine = new Engine(ruleset);
    const solver = new DomineeringSolver();
    for (let m = 1; m <= 5; m++) {
      for (let n = 1; n <= 5; n++) {
        if (m * n > 20) continue;
        expect(cgt.format(engine.value(rectangle(m, n))), `${m}×${n}`).toBe(cgt.format(solver.value(rectangle(m, n))));
      }
    }
    // the same components are searched: the engine's value table has exactly the dedicated solver's memo entries
    // (the "components" column of notebook 02's rectangle table reads this count)
    for (const [m, n] of [[4, 6], [3, 7], [2, 9], [5, 4]] as const) {
      const e = new Engine(ruleset);
      const s = new DomineeringSolver();
      e.value(rectangle(m, n));
      s.value(rectangle(m, n));
      expect(e.stats.valueEntries, `${m}×${n}`).toBe(s.stats.components);
    }
    // published: 2×2 = ±1, 3×3 = ±1, 2×3 = 1, 3×2 = -1 (Winning Ways / CGSuite's Domineering examples)
    expect(cgt.format(engine.value(rectangle(2, 2)))).toBe("±1");
    expect(cgt.format(engine.value(rectangle(3, 3)))).toBe("±1");
  });

  it("equals the dedicated solver and the undecomposed reference on random regions", () => {
    const rand = cgt.mulberry32(2026);
    const engine = new Engine(ruleset);
    const solver = new DomineeringSolver();
    for (let t = 0; t < 300; t++) {
      const h = 1 + Math.floor(rand() * 5);
      const w = 1 + Math.floor(rand() * 6);
      const r = randomRegion(rand, h, w, 0.4 + rand() * 0.4);
      const v = engine.value(r);
      expect(v, JSON.stringify(r)).toBe(solver.value(r));
      if (r.rows.reduce((a, m) => a + m.toString(2).split("1").length - 1, 0) <= 14) {
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
    expect(() => ruleset.parse!("##.|#x#")).toThrow(/unknown character "x".*row 2, column 2/);
  });
});
