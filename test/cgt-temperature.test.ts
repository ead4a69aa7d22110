// Temperature theory (lib/cgt/temperature.ts): cooling, heating, overheating, freezing, Norton
// products, incentives, stop counts, strong stops, thermographs of cooled games.
// Checked (a) against plain implementations of the definitions on random small games and
// (b) against values published by others, with the source next to each value.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";
import { unslash } from "./cgsuite-slash";

const P = (s: string): cgt.Game => cgt.parse(unslash(s));
const F = cgt.format;
const ds = cgt.dyadicToString;
const FS = (gs: readonly cgt.Game[]): string[] => gs.map((g) => F(g)).sort();

/** Random canonical games (some hot) from the library's seeded generator. */
const pool = (seed: number, n = 12, rounds = 3): cgt.Game[] => cgt.randomCanonicalGames(seed, n, rounds);

/** The number game of a dyadic. */
const num = (d: cgt.Dyadic): cgt.Game => cgt.dyadic(d.num, d.exp);

// CGSuite's test suite: lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
// (github.com/aaron-siegel/cgsuite), columns StopCount, Freeze, Incentives, LeftIncentives,
// RightIncentives. Inputs are its `x` strings (slash notation rewritten into braces by unslash).
describe("temperature: CGSuite's CanonicalShortGameTestCase values", () => {
  const stopCounts: [string, bigint][] = [
    ["0", 1n],
    ["5", 1n],
    ["-1823437481924", 1n], // an integer beyond the old 2^20 cap (CGSuite's row, same file)
    ["-1/2", 1n],
    ["25/16", 1n],
    ["*8", 4374n],
    ["9/8+*", 2n],
    ["^", 3n],
    ["v*", 4n],
    ["6+^*", 4n],
    ["^*6", 1459n],
    ["73/16+v9*8", 13131n],
    ["{0|*||*|||*||||*}", 9n],
    ["{0||0|v*}", 6n],
    ["{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", 79n],
    ["{0||0|vvv}", 7n],
    ["{^^^|vv}", 10n],
    ["{0||0|-3/2}", 3n],
    ["{0|||0||-1|-3}", 4n],
    ["{5||3|1|||0||||0}", 5n],
    ["{1|^^||^}", 9n],
    ["{1|^^^||^}", 9n],
    ["{3||2+*|1+*}", 5n],
    ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", 11n],
  ];
  it.each(stopCounts)("StopCount(%s) = %s", (x, n) => {
    expect(cgt.stopCount(P(x))).toBe(n);
  });

  const freezes: [string, string][] = [
    ["0", "0"],
    ["5", "5"],
    ["-1823437481924", "-1823437481924"],
    ["-1/2", "-1/2"],
    ["*8", "*8"],
    ["9/8+*", "9/8*"],
    ["{0|*||*|||*||||*}", "{0|*||*|||*||||*}"],
    ["{3||2+*|1+*}", "9/4*"],
    ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "-5/16*"],
  ];
  it.each(freezes)("Freeze(%s) = %s", (x, y) => {
    expect(cgt.freeze(P(x))).toBe(P(y));
  });

  const incentiveCases: [string, string[], string[], string[]][] = [
    // [x, Incentives, LeftIncentives, RightIncentives]
    ["5", ["-1"], ["-1"], []],
    ["-1823437481924", ["-1"], [], ["-1"]],
    ["-1/2", ["-1/2"], ["-1/2"], ["-1/2"]],
    ["25/16", ["-1/16"], ["-1/16"], ["-1/16"]],
    ["*8", ["*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"], ["*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"], ["*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"]],
    ["9/8+*", ["*"], ["*"], ["*"]],
    ["{^^^|vv}", ["{^5|0}"], ["{^5|0}"], ["{^5|0}"]],
    ["{3||2+*|1+*}", ["{2*|1*||0}"], ["{2*|1*||0}"], ["{2*|1*||0}"]],
    ["{0||0|vvv}", ["{^3,{^3|0}|0}"], ["{^3|0||0}"], ["{^3,{^3|0}|0}"]], // the Left incentive is dominated in the union
    ["{0||0|-3/2}", ["{3/2,{3/2|0}|0}"], ["{3/2|0||0}"], ["{3/2,{3/2|0}|0}"]], // LeftIncentives printed "Miny(3/2)" = {3/2|0||0}
  ];
  it.each(incentiveCases)("Incentives(%s)", (x, all, left, right) => {
    const g = P(x);
    const norm = (ss: string[]): string[] =>
      ss.map((s) => F(s.endsWith("+*") ? cgt.add(P(s.slice(0, -2)), cgt.STAR) : P(s))).sort();
    expect(FS(cgt.incentives(g))).toEqual(norm(all));
    expect(FS(cgt.leftIncentives(g))).toEqual(norm(left));
    expect(FS(cgt.rightIncentives(g))).toEqual(norm(right));
  });

  it("Incentives of the uptimals ↑^[4] and {0|↑^<2>}: CGSuite prints {^[4]*}, Left {v<4>}, Right {^[4]*}; {^[2]*}, Left {{v<2>|0}}, Right {^[2]*}", () => {
    const up4 = P("{0|*||*|||*||||*}");
    expect(up4).toBe(cgt.powTo(cgt.UP, 4));
    expect(cgt.incentives(up4)).toEqual([cgt.add(up4, cgt.STAR)]);
    expect(cgt.leftIncentives(up4)).toEqual([cgt.neg(cgt.pow(cgt.UP, 4))]);
    expect(cgt.rightIncentives(up4)).toEqual([cgt.add(up4, cgt.STAR)]);
    const g = P("{0||0|v*}");
    expect(g).toBe(cgt.game([cgt.ZERO], [cgt.pow(cgt.UP, 2)]));
    const up2star = cgt.add(cgt.powTo(cgt.UP, 2), cgt.STAR);
    expect(cgt.incentives(g)).toEqual([up2star]);
    expect(cgt.leftIncentives(g)).toEqual([cgt.game([cgt.neg(cgt.pow(cgt.UP, 2))], [cgt.ZERO])]);
    expect(cgt.rightIncentives(g)).toEqual([up2star]);
  });

  it("strong stops equal the stops for short games (CGSuite StrongStop doc) — CGSuite's stops of the test games", () => {
    // LeftStop / RightStop columns of the same file.
    const cases: [string, string, string][] = [
      ["{3||2+*|1+*}", "3", "2"],
      ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "1/2", "-1"],
      ["73/16+v9*8", "73/16", "73/16"],
    ];
    for (const [x, l, r] of cases) {
      const s = cgt.strongStops(P(x));
      expect([ds(s.left), ds(s.right)]).toEqual([l, r]);
    }
  });
});

describe("cooling: published values and theory", () => {
  it("Winning Ways ch. 6 / Lessons in Play ch. 8: switches cool to their mean, ±x cooled by x is *", () => {
    expect(cgt.cool(P("±1"), 1)).toBe(cgt.STAR); // ±1 cooled by 1 = {0|0} = *
    expect(cgt.cool(P("±1"), "1/2")).toBe(P("±1/2"));
    expect(cgt.cool(P("±1"), 2)).toBe(cgt.ZERO); // above the temperature: the mean
    expect(cgt.cool(P("{4|0}"), 2)).toBe(P("2*")); // {4-2 | 0+2}
    expect(cgt.cool(P("{4|0}"), 3)).toBe(cgt.integer(2));
    expect(cgt.cool(P("{4|0}"), 0)).toBe(P("{4|0}")); // G_0 = G
  });
  it("numbers are fixed: integers always, m/2^k for every t ≥ 0 (its temperature is negative)", () => {
    for (const s of ["0", "5", "-3", "1/2", "-3/8", "25/16"]) {
      for (const t of [0, "1/4", 1, 3]) expect(cgt.cool(P(s), t)).toBe(P(s));
    }
  });
  it("Lessons in Play ch. 8 / Winning Ways ch. 6: the temperature of {3||2*|1*} is 3/4 and it freezes to 9/4* (CGSuite test file)", () => {
    const g = P("{3||2+*|1+*}");
    expect(ds(cgt.temperature(g))).toBe("3/4");
    expect(cgt.cool(g, "3/4")).toBe(P("9/4*"));
    expect(cgt.cool(g, 1)).toBe(P("9/4"));
  });

  it("cooling agrees with the definition (grid search for the first t' < t where G_t' is numberish) on random games", () => {
    // Plain definition, no temperature shortcut: G_t = x if G_t' is infinitesimally close to the
    // number x for some t' < t (searched on the grid of multiples of 1/16, where every
    // temperature of these small games lies), else {G^L_t − t | G^R_t + t}; integers fixed.
    const step: cgt.Dyadic = { num: 1n, exp: 4 };
    const refCool = (g: cgt.Game, t: cgt.Dyadic): cgt.Game => {
      const v = cgt.numberValueExact(g);
      if (v?.exp === 0) return g;
      const formula = (u: cgt.Dyadic): cgt.Game =>
        cgt.game(
          cgt.leftOptions(g).map((x) => cgt.sub(refCool(x, u), num(u))),
          cgt.rightOptions(g).map((x) => cgt.add(refCool(x, u), num(u))),
        );
      const tNum = Number(t.num) / 2 ** t.exp;
      for (let k = 0; k * 2 ** -step.exp < tNum; k++) {
        const u: cgt.Dyadic = { num: BigInt(k), exp: step.exp };
        const h = formula(u);
        const l = cgt.leftStop(h);
        const r = cgt.rightStop(h);
        if (l.num === r.num && l.exp === r.exp) return num(l);
      }
      return formula(t);
    };
    const ts: cgt.Dyadic[] = [
      { num: 0n, exp: 0 },
      { num: 1n, exp: 2 },
      { num: 1n, exp: 1 },
      { num: 1n, exp: 0 },
      { num: 3n, exp: 1 },
    ];
    const gs = pool(7, 10, 3).filter((g) => cgt.birthday(g) <= 4);
    expect(gs.length).toBeGreaterThan(20);
    let checked = 0;
    for (const g of gs) {
      for (const t of ts) {
        expect(cgt.cool(g, t), `${F(g)} cooled by ${ds(t)}`).toBe(refCool(g, t));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("cooling is additive, (G + H)_t = G_t + H_t, and keeps the mean (Winning Ways ch. 6) on random pairs", () => {
    const gs = pool(11, 8, 3).filter((g) => cgt.birthday(g) <= 3);
    for (let i = 0; i + 1 < gs.length; i += 2) {
      const g = gs[i];
      const h = gs[i + 1];
      for (const t of ["1/2", 1]) {
        expect(cgt.cool(cgt.add(g, h), t), `${F(g)} + ${F(h)}`).toBe(cgt.add(cgt.cool(g, t), cgt.cool(h, t)));
      }
      expect(ds(cgt.mean(cgt.cool(g, 1)))).toBe(ds(cgt.mean(g)));
    }
  });

  it("thermograph(cool(G, t)) is G's thermograph shifted down by t: walls at u ≥ 0 equal G's at u + t (random hot games)", () => {
    const wallAt = (pts: { t: number; x: number }[], u: number): number => {
      // piecewise linear through the corners, vertical mast above the last one
      if (u >= pts[pts.length - 1].t) return pts[pts.length - 1].x;
      for (let i = 0; i + 1 < pts.length; i++) {
        const a = pts[i];
        const b = pts[i + 1];
        if (u >= a.t && u <= b.t) return a.x + ((b.x - a.x) * (u - a.t)) / (b.t - a.t);
      }
      return pts[0].x;
    };
    const hot = pool(23, 12, 3).filter((g) => Number(cgt.temperature(g).num) > 0 && cgt.birthday(g) <= 4);
    expect(hot.length).toBeGreaterThan(5);
    for (const g of hot) {
      const T = cgt.dyadicToNumber(cgt.temperature(g));
      for (const t of [0.25, 0.5, 1]) {
        const c = cgt.cool(g, t);
        const a = cgt.thermographPlot(g, T + 4);
        const b = cgt.thermographPlot(c, T + 4);
        for (let u = 0; u <= T + 2; u += 0.125) {
          expect(wallAt(b.left, u), `${F(g)} cooled by ${t}, left wall at ${u}`).toBe(wallAt(a.left, u + t));
          expect(wallAt(b.right, u), `${F(g)} cooled by ${t}, right wall at ${u}`).toBe(wallAt(a.right, u + t));
        }
        if (t <= T) expect(cgt.dyadicToNumber(cgt.temperature(c))).toBe(T - t);
      }
    }
  });

  it("bad temperatures are InputErrors saying why", () => {
    const g = P("±1");
    expect(() => cgt.cool(g, -1)).toThrow(InputError);
    // CGSuite's Cool takes −1 < t (GameTest.scala: "Invalid cooling temperature (must be > -1): -1");
    // −1 < t < 0 is computed by the same formula (test/cgt-products.test.ts)
    expect(() => cgt.cool(g, -1)).toThrow(/must be > −1, got -1/);
    expect(() => cgt.cool(g, "-3/2")).toThrow(/must be > −1/);
    expect(() => cgt.cool(g, "1/3")).toThrow(/not a power of two/);
    expect(() => cgt.cool(g, 1 / 3)).toThrow(/not a dyadic rational/);
    expect(() => cgt.cool(g, "one")).toThrow(/cannot read/);
    expect(() => cgt.cool(g, Number.NaN)).toThrow(/not a finite number/);
    // @ts-expect-error a number is not a game value (store ids go through cgt.ops)
    expect(() => cgt.cool(-5, 1)).toThrow(/cool: game must be a game value \(cgt.Game\), got the number -5/);
    expect(cgt.cool(g, { num: 1n, exp: 0 })).toBe(cgt.STAR);
    expect(cgt.cool(g, "2/2")).toBe(cgt.STAR);
  });
});

describe("heating, overheating, freezing", () => {
  it("heating from the definition (Winning Ways ch. 6): ∫^1 * = ±1, ∫^1 ±1 = ±2, numbers unchanged, ∫^1 ↑ = {1|±1 − 1}", () => {
    expect(cgt.heat(cgt.STAR, cgt.ONE)).toBe(P("±1")); // {0+1 | 0-1}
    expect(cgt.heat(P("±1"), cgt.ONE)).toBe(P("±2"));
    expect(cgt.heat(P("3/4"), cgt.ONE)).toBe(P("3/4")); // numbers are not heated
    expect(cgt.heat(cgt.UP, cgt.ONE)).toBe(P("{1|{0|-2}}")); // {0+1 | ∫*−1} = {1 | ±1 − 1}
  });
  it("heating by a non-number game (CGSuite allows any t): ∫^* * = {0+* | 0−*} = {*|*} = 0, ∫^* 1* = 1", () => {
    expect(cgt.heat(cgt.STAR, cgt.STAR)).toBe(cgt.ZERO);
    expect(cgt.heat(P("1*"), cgt.STAR)).toBe(cgt.ONE); // {1+* | 1+*} = 1
  });

  it("heat agrees with the plain recursive definition on explicit trees (random games, t ∈ {1, *, ↑, 1/2})", () => {
    const refHeat = (x: cgt.GameTree, t: cgt.GameTree): cgt.GameTree => {
      if (cgt.isNumber(cgt.fromTree(x))) return x;
      return {
        left: x.left.map((y) => cgt.refAdd(refHeat(y, t), t)),
        right: x.right.map((y) => cgt.refAdd(refHeat(y, t), cgt.refNeg(t))),
      };
    };
    const gs = pool(3, 8, 3).filter((g) => cgt.birthday(g) <= 3);
    for (const t of [cgt.ONE, cgt.STAR, cgt.UP, P("1/2")]) {
      for (const g of gs) {
        expect(cgt.heat(g, t), `∫^${F(t)} ${F(g)}`).toBe(cgt.fromTree(refHeat(cgt.toTree(g), cgt.toTree(t))));
      }
    }
  });

  it("overheat agrees with the definition on explicit trees; Winning Ways: ∫_1^1 of integers n is n", () => {
    const refOver = (x: cgt.GameTree, s: cgt.Game, t: cgt.GameTree): cgt.GameTree => {
      const g = cgt.fromTree(x);
      const v = cgt.numberValueExact(g);
      if (v?.exp === 0) {
        // n copies of s, summed one by one
        let acc = cgt.toTree(cgt.ZERO);
        const n = Number(v.num);
        const unit = cgt.toTree(n < 0 ? cgt.neg(s) : s);
        for (let i = 0; i < Math.abs(n); i++) acc = cgt.refAdd(acc, unit);
        return acc;
      }
      return {
        left: x.left.map((y) => cgt.refAdd(refOver(y, s, t), t)),
        right: x.right.map((y) => cgt.refAdd(refOver(y, s, t), cgt.refNeg(t))),
      };
    };
    const gs = pool(5, 6, 3).filter((g) => cgt.birthday(g) <= 3);
    const pairs: [cgt.Game, cgt.Game][] = [
      [cgt.ONE, cgt.ONE],
      [cgt.UP, cgt.STAR],
      [P("1/2"), cgt.ONE],
    ];
    for (const [s, t] of pairs) {
      for (const g of gs) {
        expect(cgt.overheat(g, s, t), `∫_${F(s)}^${F(t)} ${F(g)}`).toBe(cgt.fromTree(refOver(cgt.toTree(g), s, cgt.toTree(t))));
      }
    }
    expect(cgt.overheat(cgt.integer(3), cgt.ONE, cgt.ONE)).toBe(cgt.integer(3));
    expect(cgt.overheat(cgt.integer(-2), cgt.UP, cgt.STAR)).toBe(P("⇓"));
  });

  it("freeze(G) = G cooled by its temperature and is infinitesimally close to the mean (random games)", () => {
    for (const g of pool(9, 10, 3).filter((x) => cgt.birthday(x) <= 4)) {
      const f = cgt.freeze(g);
      expect(ds(cgt.leftStop(f))).toBe(ds(cgt.mean(g)));
      expect(ds(cgt.rightStop(f))).toBe(ds(cgt.mean(g)));
      if (!cgt.isNumber(g)) expect(f).toBe(cgt.cool(g, cgt.temperature(g)));
    }
  });
});

describe("Norton products and incentives", () => {
  it("Winning Ways ch. 6: for an integer n, n·U is n copies of U", () => {
    expect(cgt.norton(cgt.integer(3), cgt.UP)).toBe(P("↑3"));
    expect(cgt.norton(cgt.integer(-2), P("±1"))).toBe(cgt.add(P("±1"), P("±1")));
    expect(cgt.norton(cgt.ZERO, cgt.UP)).toBe(cgt.ZERO);
  });

  it("norton agrees with the plain definition, with every incentive of U (random G; U ∈ {↑, 1, ⇑*, ±1})", () => {
    // Plain definition with store sums (explicit trees grow too fast here): integers by repeated
    // addition, every incentive of U kept (no deduplication or domination filter), no memo.
    const refNorton = (g: cgt.Game, u: cgt.Game): cgt.Game => {
      const v = cgt.numberValueExact(g);
      if (v?.exp === 0) {
        let acc = cgt.ZERO;
        const n = Number(v.num);
        for (let i = 0; i < Math.abs(n); i++) acc = cgt.add(acc, n < 0 ? cgt.neg(u) : u);
        return acc;
      }
      const incs = [...cgt.leftOptions(u).map((ul) => cgt.sub(ul, u)), ...cgt.rightOptions(u).map((ur) => cgt.sub(u, ur))];
      return cgt.game(
        cgt.leftOptions(g).flatMap((gl) => incs.map((i) => cgt.add(cgt.add(refNorton(gl, u), u), i))),
        cgt.rightOptions(g).flatMap((gr) => incs.map((i) => cgt.sub(refNorton(gr, u), cgt.add(u, i)))),
      );
    };
    const gs = pool(13, 6, 2).filter((g) => cgt.birthday(g) <= 3);
    for (const u of [cgt.UP, cgt.ONE, P("⇑*"), P("±1")]) {
      for (const g of gs) {
        expect(cgt.norton(g, u), `${F(g)}·${F(u)}`).toBe(refNorton(g, u));
      }
    }
  });

  it("Norton multiplication by U > 0 is additive and order-preserving (Siegel CGT II.5) on random pairs", () => {
    const gs = pool(17, 6, 2).filter((g) => cgt.birthday(g) <= 3);
    for (let i = 0; i + 1 < gs.length; i++) {
      const g = gs[i];
      const h = gs[i + 1];
      expect(cgt.norton(cgt.add(g, h), cgt.UP)).toBe(cgt.add(cgt.norton(g, cgt.UP), cgt.norton(h, cgt.UP)));
      expect(cgt.leq(cgt.norton(g, cgt.UP), cgt.norton(h, cgt.UP))).toBe(cgt.leq(g, h));
    }
  });

  it("incentives are G^L − G and G − G^R with dominated ones removed (random games, plain filter)", () => {
    for (const g of pool(19, 10, 3)) {
      const l = [...new Set(cgt.leftOptions(g).map((x) => cgt.sub(x, g)))];
      const maxl = l.filter((x) => !l.some((y) => y !== x && cgt.leq(x, y)));
      expect(FS(cgt.leftIncentives(g))).toEqual(FS(maxl));
      const r = [...new Set(cgt.rightOptions(g).map((x) => cgt.sub(g, x)))];
      const maxr = r.filter((x) => !r.some((y) => y !== x && cgt.leq(x, y)));
      expect(FS(cgt.rightIncentives(g))).toEqual(FS(maxr));
    }
  });
});

describe("stop count: plain tree count", () => {
  it("equals the number of number-valued leaves of the canonical tree (random games)", () => {
    const count = (t: cgt.GameTree): bigint => {
      if (cgt.isNumber(cgt.fromTree(t))) return 1n;
      let c = 0n;
      for (const x of [...t.left, ...t.right]) c += count(x);
      return c;
    };
    for (const g of pool(29, 10, 4)) expect(cgt.stopCount(g)).toBe(count(cgt.toTree(g)));
  });
});

describe("budgets", () => {
  it("a budget stops a runaway Norton product / overheating with BudgetExceededError", () => {
    const g = P("{{3|{2|1}}|{0|{-1|-2}}}");
    expect(() => cgt.norton(g, P("{{2|1}|{0|-1}}"), { budget: { maxPositions: 3 } })).toThrow(BudgetExceededError);
    expect(() => cgt.overheat(g, P("{2|1}"), P("±1"), { budget: { maxPositions: 3 } })).toThrow(BudgetExceededError);
  });
});
