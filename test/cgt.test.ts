import { beforeAll, describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";

const P = cgt.parse;
const F = cgt.format;
const ds = cgt.dyadicToString;

const rng = cgt.mulberry32;
const randomTree = cgt.randomGameTree;
const randomGames = (seed: number, n: number, rounds = 4): cgt.Game[] => cgt.randomCanonicalGames(seed, n, rounds);

describe("cgt: identities from theory", () => {
  const cases: [string, string][] = [
    ["{0|0}", "*"],
    ["{0|*}", "↑"],
    ["{*|0}", "↓"],
    ["{0|}", "1"],
    ["{|0}", "-1"],
    ["{|}", "0"],
    ["{0|1}", "1/2"],
    ["{1/2|1}", "3/4"],
    ["{-2|-1}", "-3/2"],
    ["↑+↑+*", "⇑*"],
    ["*+*", "0"],
    ["{0,*|0,*}", "*2"],
    ["{1|-1}", "±1"],
    ["{0,*|0}", "↑*"],
    // ⇑* = {0|↑} (Winning Ways; n·↑* = {0|(n-1)·↑} for n ≥ 2). The brief wrote "{0|↑} = ↑*",
    // which is not right: ↑* = {0,*|0}; see the reference cross-check below.
    ["{0|↑}", "⇑*"],
    ["{0|↑*}", "⇑"],
    ["↑+↑", "⇑"],
    ["↑+↓", "0"],
    ["*2+*3", "*"],
    ["*+↑", "↑*"],
    ["{↑|↓}", "*"],
    ["1/2+1/2", "1"],
    ["{2|1/2}", "{2|1/2}"],
    ["1+*", "1*"],
    ["{1|1}", "1*"],
  ];
  it.each(cases)("%s = %s", (a, b) => {
    expect(P(a)).toBe(P(b));
    expect(F(P(a))).toBe(b);
  });

  it("the constants have the expected forms", () => {
    expect(F(cgt.ZERO)).toBe("0");
    expect(F(cgt.STAR)).toBe("*");
    expect(F(cgt.UP)).toBe("↑");
    expect(F(cgt.DOWN)).toBe("↓");
    expect(F(cgt.ONE)).toBe("1");
    expect(F(cgt.MINUS_ONE)).toBe("-1");
    expect(cgt.integer(5)).toBe(P("{4|}"));
    expect(cgt.dyadic(-3, 1)).toBe(P("-3/2"));
    expect(cgt.dyadic(6n, 2)).toBe(P("3/2"));
    expect(cgt.nimber(3)).toBe(P("{0,*,*2|0,*,*2}"));
    expect(cgt.game([cgt.ZERO], [cgt.STAR])).toBe(cgt.UP);
  });

  it("{0|↑} is ⇑* and not ↑*, checked on explicit trees by the definition", () => {
    const t = (s: string): cgt.GameTree => cgt.toTree(P(s));
    const g = t("{0|↑}");
    const dblUpStar = cgt.refAdd(cgt.refAdd(t("↑"), t("↑")), t("*"));
    const upStar = cgt.refAdd(t("↑"), t("*"));
    const eq = (a: cgt.GameTree, b: cgt.GameTree): boolean => cgt.refLeq(a, b) && cgt.refLeq(b, a);
    expect(eq(g, dblUpStar)).toBe(true);
    expect(eq(g, upStar)).toBe(false);
  });

  it("outcome classes and comparisons", () => {
    expect(cgt.outcome(cgt.ZERO)).toBe("P");
    expect(cgt.outcome(cgt.STAR)).toBe("N");
    expect(cgt.outcome(cgt.UP)).toBe("L");
    expect(cgt.outcome(cgt.DOWN)).toBe("R");
    expect(cgt.outcome(P("±1"))).toBe("N");
    expect(cgt.outcome(P("↑*"))).toBe("N");
    expect(cgt.outcome(P("⇑*"))).toBe("L");
    expect(cgt.compare(cgt.UP, cgt.STAR)).toBe("||");
    expect(cgt.compare(P("⇑"), cgt.STAR)).toBe(">");
    expect(cgt.compare(P("1/2"), P("{0|1}"))).toBe("=");
    expect(cgt.compare(P("1/4"), cgt.UP)).toBe(">");
    expect(cgt.compare(P("-1/64"), cgt.DOWN)).toBe("<");
    expect(cgt.compare(P("±1"), cgt.ZERO)).toBe("||");
    expect(cgt.leq(P("-2"), P("±1"))).toBe(true);
  });

  it("recognizes numbers, nimbers and infinitesimals", () => {
    expect(cgt.isNumber(P("-3/2"))).toBe(true);
    expect(cgt.isNumber(cgt.STAR)).toBe(false);
    expect(cgt.isNimber(P("*5"))).toBe(true);
    expect(cgt.isNimber(cgt.ZERO)).toBe(true);
    expect(cgt.isNimber(cgt.UP)).toBe(false);
    expect(cgt.nimberValue(P("*2+*5"))).toBe(7);
    expect(cgt.isInfinitesimal(P("↑*"))).toBe(true);
    expect(cgt.isInfinitesimal(P("1/1024"))).toBe(false);
    expect(cgt.isInfinitesimal(P("±1"))).toBe(false);
  });
});

describe("cgt: the seed's strings (000_280edabfccf82ce1)", () => {
  it("figure 4.5: {{|0}|0,{0|}} is the seed's {-1|0,1}, whose canonical value is -1/2", () => {
    expect(P("{{|0}|0,{0|}}")).toBe(P("{-1|0,1}"));
    expect(F(P("{-1|0,1}"))).toBe("-1/2");
  });
  it("figure 5.1: {0|} = 1, {{0|}|} = 2, {|{|{|0}}} = -3", () => {
    expect(F(P("{0|}"))).toBe("1");
    expect(F(P("{{0|}|}"))).toBe("2");
    expect(F(P("{|{|{|0}}}"))).toBe("-3");
  });
  it("figures 4.4 / 4.10: {0,{0|0}|0} = ↑* and {0|0,{0|0}} = ↓*", () => {
    expect(F(P("{0,{0|0}|0}"))).toBe("↑*");
    expect(F(P("{0|0,{0|0}}"))).toBe("↓*");
    expect(cgt.outcome(P("{0,{0|0}|0}"))).toBe("N");
  });
});

describe("cgt: printer and parser", () => {
  const forms = [
    "0", "*", "*7", "↑", "↓", "⇑", "⇓", "↑3", "↓5", "↑*", "⇑*", "↓*3", "↑3*2", "3/4", "-3/2", "1*", "1/2↑",
    "-1⇓*", "±1", "±1/2", "{2|1/2}", "{1|*}", "{{2|1}|0}", "{0|{0|-1}}", "{3|±1}", "{↑|-1}",
  ];
  it.each(forms)("round-trips %s", (s) => {
    expect(F(P(s))).toBe(s);
  });

  it("accepts ASCII alternatives and whitespace", () => {
    expect(P("^")).toBe(cgt.UP);
    expect(P("v")).toBe(cgt.DOWN);
    expect(P("^^*")).toBe(P("⇑*"));
    expect(P("^3")).toBe(P("↑3"));
    expect(P("↑↑↑")).toBe(P("↑3"));
    expect(P("3.↑")).toBe(P("↑3"));
    expect(P("3.^*")).toBe(P("↑3*"));
    expect(P("2.↓")).toBe(P("⇓"));
    expect(P("vv")).toBe(P("⇓"));
    expect(P("+-1")).toBe(P("±1"));
    expect(P(" { 0 , * | 0 , * } ")).toBe(P("*2"));
    expect(P("2±1")).toBe(P("{3|1}"));
    expect(P("-{2|1}")).toBe(P("{-1|-2}"));
    expect(P("-↑")).toBe(cgt.DOWN);
    expect(P("{1|0}+{1|0}")).toBe(cgt.ONE); // 1/2±1/2 twice: ±1/2 ± 1/2 = 0
    expect(P("↑ + ↑ + *")).toBe(P("⇑*"));
  });

  it("parses deep nesting up to the limit", () => {
    expect(P("{".repeat(300) + "0" + "|}".repeat(300))).toBe(cgt.integer(300));
    expect(P("{|".repeat(300) + "0" + "}".repeat(300))).toBe(cgt.integer(-300));
  });

  it("round-trips random canonical games; formattedLength is the printed length", () => {
    for (const g of randomGames(7, 40)) {
      expect(P(F(g))).toBe(g);
      expect(cgt.formattedLength(g)).toBe(F(g).length);
    }
  });

  it("refuses to print past maxLength, naming the limit", () => {
    const g = P("{2|1/2}+↑+{1|*}+±1");
    const n = cgt.formattedLength(g);
    expect(cgt.format(g, n)).toHaveLength(n);
    expect(() => cgt.format(g, n - 1)).toThrow(/maxLength/);
  });

  const bad: [string, number, RegExp][] = [
    ["", 0, /expected a game/],
    ["{0|1", 4, /expected '}' or ','/],
    ["{0 1|}", 3, /expected '\|' or ','/],
    ["{0|1}}", 5, /expected '\+' or end of input/],
    ["1/3", 2, /power-of-two denominator/],
    ["{0|x}", 3, /expected a game/],
    ["{,|}", 1, /expected a game/],
    ["*a", 1, /end of input/],
    ["1/", 2, /denominator/],
    ["⇑2", 1, /no count/],
    ["{".repeat(1001) + "|" + "}".repeat(1001), 1000, /at most 1000 nested braces/],
    // the CGSuite notation of cgt-numbers.test.ts (separators, Tiny, ^<n>, ^[n], ±(…), n.G, big nimbers)
    ["{1|2|3}", 4, /one main separator/],
    ["{1||2||3}", 5, /one main separator/],
    ["Tiny 2", 5, /'\(' after Tiny/],
    ["Tiny(2", 6, /'\)'/],
    ["^<3", 3, /'>'/],
    ["^[x]", 2, /exponent/],
    ["+-(1,2", 6, /'\)' or ','/],
    ["{1|,2}", 3, /expected a game/],
    ["2.", 2, /expected a game/],
    ["*99999999999", 1, /nim heap size/],
  ];
  it.each(bad)("rejects %j at position %i", (s, pos, msg) => {
    let err: unknown;
    try {
      P(s);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).where).toBe(`position ${pos}`);
    expect((err as Error).message).toMatch(msg);
  });
});

describe("cgt: bad arguments and budgets", () => {
  it("throws InputError for invalid ids and arguments", () => {
    expect(() => cgt.game([cgt.storeSize() + 5], [])).toThrow(InputError);
    expect(() => cgt.add(-1, 0)).toThrow(InputError);
    expect(() => cgt.integer(1.5)).toThrow(InputError);
    expect(() => cgt.integer(Infinity)).toThrow(InputError);
    expect(() => cgt.integer("5" as unknown as number)).toThrow(InputError);
    expect(() => cgt.nimber(-1)).toThrow(InputError);
    expect(() => cgt.dyadic(1, -1)).toThrow(InputError);
    expect(() => cgt.dyadic(2n ** 60n + 1n, 1001)).toThrow(InputError);
  });

  it("stops with BudgetExceededError when the store would pass maxGames", () => {
    // Numbers, nimbers and x + n·↑ + *m are single closed-form nodes, so the budget is tested on
    // a chain of switches: {0|-41}, {0|{0|-41}}, … each a new node.
    const chain = "{0|{0|{0|{0|{0|-41}}}}}";
    cgt.configureStore({ maxGames: cgt.storeSize() + 3 });
    try {
      expect(() => P(chain)).toThrow(BudgetExceededError);
      try {
        P(chain);
      } catch (e) {
        expect((e as BudgetExceededError).limit).toBe("maxPositions");
        expect((e as Error).message).toMatch(/cgt store/);
      }
    } finally {
      cgt.configureStore({ maxGames: Infinity });
    }
    expect(F(P(chain))).toBe(chain);
  });

  it("sum() stops with BudgetExceededError naming the limit, and the store stays usable", () => {
    cgt.resetStore();
    const hot = randomGames(1, 60, 4).filter((g) => !cgt.isNumber(g) && !cgt.isInfinitesimal(g));
    const terms = hot.slice(-6);
    let err: unknown;
    try {
      cgt.sum(terms, { budget: { maxPositions: 50 } });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect((err as BudgetExceededError).limit).toBe("maxPositions");
    expect((err as Error).message).toMatch(/a sum of games/);
    // Without a budget the same sum completes and agrees with a plain left fold.
    const s = cgt.sum(terms);
    expect(s).toBe(terms.reduce((a, b) => cgt.add(a, b), cgt.ZERO));
    expect(cgt.sum([P("*3"), P("1/2"), P("*5"), P("↑"), P("-3/2")])).toBe(P("-1↑*6"));
    expect(cgt.withBudget({ budget: { maxMillis: 60_000 } }, () => cgt.add(cgt.UP, cgt.UP))).toBe(P("⇑"));
  });

  it("stays correct with tiny (evicting) memo tables", () => {
    const gs = randomGames(9, 20, 3);
    const expected = gs.map((g, i) => cgt.add(g, gs[(i * 7) % gs.length]));
    const cmp = gs.map((g, i) => cgt.compare(g, gs[(i * 5) % gs.length]));
    cgt.configureStore({ maxMemoLog2: 12 });
    try {
      cgt.clearMemos();
      for (let i = 0; i < gs.length; i++) {
        expect(cgt.add(gs[i], gs[(i * 7) % gs.length])).toBe(expected[i]);
        expect(cgt.compare(gs[i], gs[(i * 5) % gs.length])).toBe(cmp[i]);
      }
      expect(cgt.storeStats().memoEvictions).toBeGreaterThan(0);
    } finally {
      cgt.configureStore({ maxMemoLog2: 23 });
    }
    expect(() => { cgt.configureStore({ maxMemoLog2: 40 }); }).toThrow(InputError);
  });

  it("reports the store size", () => {
    const s = cgt.storeStats();
    expect(s.games).toBe(cgt.storeSize());
    expect(s.totalBytes).toBeGreaterThan(0);
  });
});

describe("cgt: stops, mean, temperature, thermograph", () => {
  const cases: [string, string, string, string, string][] = [
    // game, left stop, right stop, mean, temperature
    ["0", "0", "0", "0", "-1"],
    ["5", "5", "5", "5", "-1"],
    ["-3", "-3", "-3", "-3", "-1"],
    ["1/2", "1/2", "1/2", "1/2", "-1/2"],
    ["3/4", "3/4", "3/4", "3/4", "-1/4"],
    ["-5/8", "-5/8", "-5/8", "-5/8", "-1/8"],
    ["*", "0", "0", "0", "0"],
    ["↑", "0", "0", "0", "0"],
    ["1/2↑*", "1/2", "1/2", "1/2", "0"],
    ["±1", "1", "-1", "0", "1"],
    ["{2|1/2}", "2", "1/2", "5/4", "3/4"],
    ["{1|*}", "1", "0", "1/2", "1/2"],
    ["{3|{2|-1}}", "3", "2", "2", "1"], // R wall = L_{2|-1}(t) + t = 2 until t = 3/2; meets 3 - t at t = 1
    ["{10|{0|-10}}", "10", "0", "5/2", "15/2"],
  ];
  it.each(cases)("%s: stops %s %s, mean %s, temperature %s", (s, ls, rs, m, t) => {
    const g = P(s);
    expect(ds(cgt.leftStop(g))).toBe(ls);
    expect(ds(cgt.rightStop(g))).toBe(rs);
    expect(ds(cgt.mean(g))).toBe(m);
    expect(ds(cgt.temperature(g))).toBe(t);
  });

  it("thermograph of {2|1/2} as point lists", () => {
    const th = cgt.thermograph(P("{2|1/2}"));
    const pts = (w: cgt.ThermographPoint[]): string[] => w.map((p) => `${ds(p.t)}:${ds(p.x)}`);
    expect(pts(th.leftWall)).toEqual(["-1:3", "3/4:5/4"]);
    expect(pts(th.rightWall)).toEqual(["-1:0", "-1/2:0", "3/4:5/4"]);
    const plot = cgt.thermographPlot(P("±1"), 3);
    expect(plot.left).toEqual([{ t: -1, x: 2 }, { t: 1, x: 0 }, { t: 3, x: 0 }]);
  });

  it("agrees with a sampled thermograph computed by the definition on canonical trees", () => {
    const step = 1 / 64;
    const n = 64 * 12 + 1; // t from -1 to 11
    const wallAt = (w: cgt.ThermographPoint[], t: number, mean: number): number => {
      // piecewise-linear interpolation of the exact corners; the mast above the last corner
      const pts = w.map((p) => [cgt.dyadicToNumber(p.t), cgt.dyadicToNumber(p.x)]);
      if (t >= pts[pts.length - 1][0]) return mean;
      let k = 0;
      while (k + 1 < pts.length && pts[k + 1][0] <= t) k++;
      const [t0, x0] = pts[k];
      const [t1, x1] = pts[k + 1];
      return x0 + ((x1 - x0) * (t - t0)) / (t1 - t0);
    };
    const games = [...randomGames(5, 30, 3), ...["±1", "{2|1/2}", "{10|{0|-10}}", "{3|{2|-1}}", "3/4", "-5/8", "1/2↑*"].map(P)];
    let checked = 0;
    for (const g of games) {
      if (cgt.dyadicToNumber(cgt.temperature(g)) > 10) continue;
      const ref = cgt.refThermographSampled(cgt.toTree(g), step, n);
      const th = cgt.thermograph(g);
      const mean = cgt.dyadicToNumber(th.mean);
      expect(cgt.dyadicToNumber(th.temperature)).toBe(ref.temperature);
      expect(mean).toBe(ref.mean);
      for (let i = 0; i < n; i += 3) {
        const t = -1 + i * step;
        expect(wallAt(th.leftWall, t, mean)).toBeCloseTo(ref.left[i], 12);
        expect(wallAt(th.rightWall, t, mean)).toBeCloseTo(ref.right[i], 12);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("mean is additive and temperature sub-additive on random games", () => {
    const gs = randomGames(11, 25, 3);
    const r = rng(5);
    for (let k = 0; k < 120; k++) {
      const g = gs[Math.floor(r() * gs.length)];
      const h = gs[Math.floor(r() * gs.length)];
      const s = cgt.add(g, h);
      expect(ds(cgt.mean(s))).toBe(ds(cgt.makeDyadic(cgt.mean(g).num * 2n ** BigInt(cgt.mean(h).exp) + cgt.mean(h).num * 2n ** BigInt(cgt.mean(g).exp), cgt.mean(g).exp + cgt.mean(h).exp)));
      const ts = cgt.dyadicToNumber(cgt.temperature(s));
      expect(ts).toBeLessThanOrEqual(Math.max(cgt.dyadicToNumber(cgt.temperature(g)), cgt.dyadicToNumber(cgt.temperature(h), ), 0));
      // stops bracket the mean
      expect(cgt.dyadicToNumber(cgt.leftStop(s))).toBeGreaterThanOrEqual(cgt.dyadicToNumber(cgt.mean(s)));
      expect(cgt.dyadicToNumber(cgt.rightStop(s))).toBeLessThanOrEqual(cgt.dyadicToNumber(cgt.mean(s)));
    }
  });
});

describe("cgt: birthday and canonical size", () => {
  it("known birthdays and sizes", () => {
    expect(cgt.birthday(cgt.ZERO)).toBe(0);
    expect(cgt.birthday(cgt.STAR)).toBe(1);
    expect(cgt.birthday(P("↑"))).toBe(2);
    expect(cgt.birthday(P("3/4"))).toBe(3);
    expect(cgt.birthday(P("-7"))).toBe(7);
    expect(cgt.birthday(P("*6"))).toBe(6);
    expect(cgt.canonicalSize(cgt.ZERO)).toBe(1);
    expect(cgt.canonicalSize(cgt.STAR)).toBe(2);
    expect(cgt.canonicalSize(cgt.UP)).toBe(3);
    expect(cgt.canonicalSize(P("1/2"))).toBe(3);
    expect(cgt.canonicalSize(P("*4"))).toBe(5);
  });
});

describe("cgt: properties on random games (fixed seed)", () => {
  // Made when the tests run, not when the file is collected: other tests reset the store, and a
  // value from before a reset throws StaleValueError.
  let gs: cgt.Game[] = [];
  beforeAll(() => {
    gs = randomGames(20261122, 30, 4);
  });
  const r = rng(42);
  const pick = (): cgt.Game => gs[Math.floor(r() * gs.length)];

  it("G + (-G) = 0, and -(-G) = G", () => {
    for (const g of gs) {
      expect(cgt.add(g, cgt.neg(g))).toBe(cgt.ZERO);
      expect(cgt.neg(cgt.neg(g))).toBe(g);
    }
  });

  it("+ is commutative and associative", () => {
    for (let k = 0; k < 150; k++) {
      const [a, b, c] = [pick(), pick(), pick()];
      expect(cgt.add(a, b)).toBe(cgt.add(b, a));
      expect(cgt.add(cgt.add(a, b), c)).toBe(cgt.add(a, cgt.add(b, c)));
    }
  });

  it("comparison agrees with the outcome of G - H", () => {
    const expected = { L: ">", R: "<", P: "=", N: "||" } as const;
    for (let k = 0; k < 300; k++) {
      const [a, b] = [pick(), pick()];
      expect(cgt.compare(a, b)).toBe(expected[cgt.outcome(cgt.sub(a, b))]);
    }
  });

  it("non-numbers have options on both sides and left stop ≥ right stop (the stop pruning relies on it)", () => {
    for (const g of [...gs, ...gs.map((x, i) => cgt.add(x, gs[(i * 3) % gs.length]))]) {
      if (cgt.isNumber(g)) continue;
      expect(cgt.leftOptions(g).length).toBeGreaterThan(0);
      expect(cgt.rightOptions(g).length).toBeGreaterThan(0);
      expect(cgt.dyadicToNumber(cgt.leftStop(g))).toBeGreaterThanOrEqual(cgt.dyadicToNumber(cgt.rightStop(g)));
    }
  });

  it("birthday(G + H) ≤ birthday(G) + birthday(H)", () => {
    for (let k = 0; k < 100; k++) {
      const [a, b] = [pick(), pick()];
      expect(cgt.birthday(cgt.add(a, b))).toBeLessThanOrEqual(cgt.birthday(a) + cgt.birthday(b));
    }
  });
});

describe("cgt: cross-check against the naive tree reference", () => {
  it("canonical forms of random trees equal the textbook procedure's", () => {
    const r = rng(1234);
    for (let k = 0; k < 250; k++) {
      const t = randomTree(r, 3, 3);
      const fast = cgt.fromTree(t);
      const ref = cgt.refCanonical(t);
      expect(cgt.refEqual(cgt.toTree(fast), ref)).toBe(true);
      expect(cgt.birthday(fast)).toBe(cgt.refBirthday(ref));
    }
  });

  it("comparison, outcome (by play, no comparisons) and sums agree with the definitions", () => {
    const r = rng(99);
    for (let k = 0; k < 150; k++) {
      const a = randomTree(r, 3, 2);
      const b = randomTree(r, 3, 2);
      const [ga, gb] = [cgt.fromTree(a), cgt.fromTree(b)];
      expect(cgt.outcome(ga)).toBe(cgt.refOutcome(a));
      expect(cgt.outcome(cgt.sub(ga, gb))).toBe(cgt.refOutcome(cgt.refAdd(a, cgt.refNeg(b))));
      expect(cgt.leq(ga, gb)).toBe(cgt.refLeq(a, b));
      expect(cgt.leq(gb, ga)).toBe(cgt.refLeq(b, a));
      const s = cgt.refCanonical(cgt.refAdd(a, b));
      expect(cgt.refEqual(cgt.toTree(cgt.add(ga, gb)), s)).toBe(true);
      expect(cgt.refEqual(cgt.toTree(cgt.neg(ga)), cgt.refCanonical(cgt.refNeg(a)))).toBe(true);
    }
  });

  it("random option sets over a pool of small canonical games (numbers, infinitesimals, switches)", () => {
    // Forms like {*|1} = 0 or {↑|1} = 1/2 are numbers although an option is not: this exercises
    // the stop-based pruning of comparisons against the not-yet-canonical game.
    const pool = ["0", "*", "↑", "↓", "↑*", "1", "-1", "1/2", "-1/2", "2", "±1", "{1|*}", "1*", "*2", "{2|1/2}", "{0|-1}", "3/4", "⇑"].map(P);
    const trees = pool.map((g) => cgt.toTree(g));
    const r = rng(77);
    for (let k = 0; k < 300; k++) {
      const pick = (): number[] => Array.from({ length: Math.floor(r() * 4) }, () => Math.floor(r() * pool.length));
      const [li, ri] = [pick(), pick()];
      const fast = cgt.game(li.map((i) => pool[i]), ri.map((i) => pool[i]));
      const ref = cgt.refCanonical({ left: li.map((i) => trees[i]), right: ri.map((i) => trees[i]) });
      expect(cgt.refEqual(cgt.toTree(fast), ref)).toBe(true);
    }
    expect(F(P("{*|1}"))).toBe("0");
    expect(F(P("{*|*}"))).toBe("0");
    expect(F(P("{↑|1}"))).toBe("1/2");
    expect(F(P("{1*|1}"))).toBe("1↓");
  });

  it("the fast canonical forms of bigger random games are fixed points of the reference procedure", () => {
    // Random games from the pool have birthdays up to ~6: too deep to canonicalize their sums
    // naively, but the reference can still confirm that no option is dominated or reversible.
    for (const g of randomGames(3, 12, 3).slice(0, 40)) {
      const t = cgt.toTree(g);
      expect(cgt.refEqual(cgt.refCanonical(t), t)).toBe(true);
    }
  });
});

describe("cgt: game() on long, unsorted option lists", () => {
  it("sorts and deduplicates any number of options (past the insertion-sort and scratch sizes) and caches the raw form", () => {
    // game() sorts the raw lists in a reusable typed scratch (insertion sort up to 48 options,
    // grown past 64): the result must not depend on order, duplicates or list length.
    const r = rng(31337);
    const shuffled = (xs: cgt.Game[]): cgt.Game[] => {
      const a = [...xs, ...xs.slice(0, 17)]; // with duplicates
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(r() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    };
    for (const n of [3, 40, 49, 64, 65, 150]) {
      const stars = Array.from({ length: n }, (_, k) => cgt.nimber(k));
      // *n = {*0, …, *(n−1) | *0, …, *(n−1)} (Winning Ways ch. 3), whatever the order.
      expect(cgt.game(shuffled(stars), shuffled(stars))).toBe(cgt.nimber(n));
      // {0, 1, …, n−1 |} = n: dominated options removed (Winning Ways ch. 2).
      const ints = Array.from({ length: n }, (_, k) => cgt.integer(k));
      expect(cgt.game(shuffled(ints), [])).toBe(cgt.integer(n));
      // Nimbers left, integers right: checked against the naive reference procedure.
      const mixed = cgt.game(shuffled(stars.slice(0, 5)), shuffled(ints.slice(0, 5)));
      const ref = cgt.refCanonical({ left: stars.slice(0, 5).map((g) => cgt.toTree(g)), right: ints.slice(0, 5).map((g) => cgt.toTree(g)) });
      expect(cgt.refEqual(cgt.toTree(mixed), ref)).toBe(true);
    }
    // Raw lists that sort and deduplicate to a form seen before are cache hits; a new one is one entry.
    const entries = cgt.storeStats().formCacheEntries;
    const again = Array.from({ length: 150 }, (_, k) => cgt.nimber(k));
    expect(cgt.game(shuffled(again), shuffled(again))).toBe(cgt.nimber(150));
    expect(cgt.game(again, again)).toBe(cgt.nimber(150));
    expect(cgt.storeStats().formCacheEntries).toBe(entries);
    // {*0…*149 |} = {0 |} = 1: each *k (k ≥ 1) reverses through its right option 0 ≤ G (Winning Ways ch. 2).
    expect(cgt.game(shuffled(again), [])).toBe(cgt.ONE);
    expect(cgt.storeStats().formCacheEntries).toBe(entries + 1);
  });
});

describe("cgt: the store after a reset", () => {
  it("keeps the constants' ids and recomputes everything else", () => {
    const before = F(P("{2|1/2}+↑"));
    cgt.resetStore();
    expect(cgt.storeSize()).toBeLessThan(20);
    expect(F(cgt.UP)).toBe("↑");
    expect(cgt.ONE).toBe(P("1"));
    expect(cgt.MINUS_ONE).toBe(P("-1"));
    expect(F(P("{2|1/2}+↑"))).toBe(before);
  });

  it("reuses a small store's arrays and releases a grown store's, with the same results either way", () => {
    // resetStore() keeps the arrays of a store that never grew (stale per-node facts and pending
    // stamps must not leak into the next generation) and replaces grown ones by small ones.
    const work = (): string[] => {
      const r = rng(4242);
      const out: string[] = [];
      for (let k = 0; k < 60; k++) {
        const a = cgt.fromTree(randomTree(r, 3, 2));
        const b = cgt.fromTree(randomTree(r, 3, 2));
        out.push(`${F(cgt.add(a, b))} ${cgt.compare(a, b)} ${F(cgt.neg(a))} ${a} ${b}`);
      }
      return out;
    };
    cgt.resetStore();
    const small = cgt.storeStats();
    const first = work();
    cgt.resetStore();
    expect(work()).toEqual(first); // same values and the same ids on reused arrays
    // Grow the store past its initial capacity, then reset: back to the initial sizes.
    for (let k = 1; k <= 3000; k++) cgt.game([cgt.integer(k), cgt.nimber(k)], [cgt.integer(-k)]); // 9,000 new nodes
    const grown = cgt.storeStats();
    expect(grown.nodeBytes).toBeGreaterThan(small.nodeBytes);
    expect(grown.optionBytes).toBeGreaterThan(small.optionBytes);
    expect(grown.tableBytes).toBeGreaterThan(small.tableBytes);
    cgt.resetStore();
    const after = cgt.storeStats();
    expect(after.nodeBytes).toBe(small.nodeBytes);
    expect(after.optionBytes).toBe(small.optionBytes);
    expect(after.tableBytes).toBe(small.tableBytes);
    expect(after.memoBytes).toBe(small.memoBytes);
    expect(work()).toEqual(first);
  });
});
