/**
 * Issue 16, items 4–5: numbers without caps, x + n·↑ + *m in closed form, CGSuite's notation in
 * and out. Sources are named beside each published value; "regression pin" marks values that
 * only cgtlab produced.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as N from "../lib/cgt/notation";
import { InputError } from "../lib/util";

const P = cgt.parse;
// notation.ts's helpers work on store ids (cgt.ops); these wrap them in values.
const upPow = (n: number): cgt.Game => cgt.ops.value(N.upPow(n));
const upPowTo = (n: number): cgt.Game => cgt.ops.value(N.upPowTo(n));
const tinyOf = (g: cgt.Game): cgt.Game => cgt.ops.value(N.tinyOf(cgt.ops.id(g)));
const minyOf = (g: cgt.Game): cgt.Game => cgt.ops.value(N.minyOf(cgt.ops.id(g)));
const uptimalOf = (g: cgt.Game) => {
  const u = N.uptimalOf(cgt.ops.id(g));
  return u === undefined ? undefined : { ...u, x: cgt.ops.value(u.x) };
};
const F = cgt.format;
const A = (g: cgt.Game): string => cgt.format(g, { style: "ascii" });

/** x + n·↑ + *m by plain sums of explicit trees, canonicalized step by step by the reference. */
function refUpStar(x: cgt.GameTree, n: number, m: number): cgt.GameTree {
  let t = x;
  const u = cgt.toTree(n > 0 ? cgt.UP : cgt.DOWN);
  for (let i = 0; i < Math.abs(n); i++) t = cgt.refCanonical(cgt.refAdd(t, u));
  return cgt.refCanonical(cgt.refAdd(t, cgt.toTree(cgt.nimber(m))));
}

describe("closed-form x + n·↑ + *m", () => {
  const xs: [number, cgt.Game][] = [[0, cgt.ZERO], [1, cgt.ONE], [-1.5, cgt.dyadic(-3, 1)]];
  it("their canonical forms and birthdays equal the reference procedure's (definitions)", () => {
    for (const [xv, x] of xs) {
      for (let n = -3; n <= 3; n++) {
        for (let m = 0; m <= 3; m++) {
          const g = cgt.add(x, cgt.upStar(n, m));
          const ref = refUpStar(cgt.toTree(x), n, m);
          expect(cgt.refEqual(cgt.toTree(g), ref)).toBe(true);
          expect(cgt.birthday(g)).toBe(cgt.refBirthday(ref));
          // The same form built option by option is recognized as the closed-form node.
          expect(cgt.fromTree(ref)).toBe(g);
          expect(cgt.upStarOf(g)).toEqual({ x: xv, ups: n, star: m });
        }
      }
    }
  });

  it("sums, negatives and comparisons agree with the general algorithm on the explicit forms", () => {
    const vals: cgt.Game[] = [];
    for (const x of [cgt.ZERO, cgt.ONE]) for (let n = -2; n <= 2; n++) for (let m = 0; m <= 2; m++) vals.push(cgt.add(x, cgt.upStar(n, m)));
    const r = cgt.mulberry32(16);
    for (let k = 0; k < 60; k++) {
      const a = vals[Math.floor(r() * vals.length)];
      const b = vals[Math.floor(r() * vals.length)];
      const ta = cgt.toTree(a);
      const tb = cgt.toTree(b);
      expect(cgt.leq(a, b)).toBe(cgt.refLeq(ta, tb));
      expect(cgt.refEqual(cgt.toTree(cgt.add(a, b)), cgt.refCanonical(cgt.refAdd(ta, tb)))).toBe(true);
      expect(cgt.refEqual(cgt.toTree(cgt.neg(a)), cgt.refCanonical(cgt.refNeg(ta)))).toBe(true);
    }
  });

  it("mixes with general games exactly as explicit forms do (random games + closed forms vs reference)", () => {
    const pool = cgt.randomCanonicalGames(5, 20, 3);
    const r = cgt.mulberry32(3);
    for (let k = 0; k < 60; k++) {
      const g = pool[Math.floor(r() * pool.length)];
      const u = cgt.numberUpStar(Math.floor(r() * 5) - 2, Math.floor(r() * 5) - 2, Math.floor(r() * 4));
      const ref = cgt.refCanonical(cgt.refAdd(cgt.toTree(g), cgt.toTree(u)));
      expect(cgt.refEqual(cgt.toTree(cgt.add(g, u)), ref)).toBe(true);
      expect(cgt.leq(u, g)).toBe(cgt.refLeq(cgt.toTree(u), cgt.toTree(g)));
      expect(cgt.leq(g, u)).toBe(cgt.refLeq(cgt.toTree(g), cgt.toTree(u)));
    }
  });

  it("known values (Winning Ways ch. 3 / Siegel CGT II.2)", () => {
    expect(P("{0|↑*}")).toBe(P("⇑")); // ⇑ = {0|↑*}
    expect(P("{0|↑}")).toBe(P("⇑*")); // ⇑* = {0|↑}
    expect(P("{0,*|0}")).toBe(P("↑*")); // ↑* = {0,*|0}
    expect(cgt.outcome(P("↑*"))).toBe("N"); // ↑* is fuzzy
    expect(cgt.outcome(P("↑*2"))).toBe("L"); // ↑*m > 0 for m ≠ 1
    expect(cgt.outcome(P("⇑*"))).toBe("L");
    expect(cgt.compare(P("↑"), P("*"))).toBe("||");
  });

  it("the issue's slow and stack-overflowing cases are O(1) or iterative now", () => {
    // issue 16: parse("5*437") took minutes, -2*73 + 2*73 ~6 s, ↑2000 / 4096.↑ / "-"×20000 + "*" overflowed.
    expect(F(P("5*437"))).toBe("5*437");
    expect(P("-2*73 + 2*73")).toBe(cgt.ZERO);
    expect(F(P("↑2000"))).toBe("↑2000");
    expect(P("4096.↑")).toBe(P("↑4096"));
    expect(P("-".repeat(20000) + "*")).toBe(cgt.STAR);
    expect(P("-".repeat(20001) + "↑")).toBe(cgt.DOWN);
    expect(P("±".repeat(20001) + "0")).toBe(cgt.STAR); // ±0 = *, ±* = {*|*} = 0
    expect(P("1±".repeat(3) + "0")).toBe(P("1±(1±(1±0))"));
    const big = P("*43784");
    expect(cgt.nimberValue(big)).toBe(43784);
    expect(cgt.leftCount(big)).toBe(43784);
    expect(cgt.nimberValue(cgt.leftOption(big, 43783))).toBeLessThan(43784);
    expect(cgt.add(big, P("*43785"))).toBe(cgt.STAR);
  });

  it("recursion too deep for the stack ends with a clear RangeError, and the store stays usable", () => {
    let g = cgt.ZERO;
    for (let k = 0; k < 30000; k++) g = cgt.game([g], [cgt.integer(-k - 10)]);
    expect(() => cgt.add(g, cgt.UP)).toThrow(/nested too deeply/);
    expect(cgt.neg(cgt.neg(g))).toBe(g); // iterative
    expect(F(g).length).toBe(cgt.formattedLength(g)); // iterative
    expect(cgt.add(cgt.UP, cgt.UP)).toBe(P("⇑"));
  });
});

describe("no recursion a legal input can drive past the stack (issue 16 item 4)", () => {
  // G_0 = 0, G_{k+1} = {G_k | -k-10}: canonical, nested 30000 deep (the recursive versions of
  // thermograph / toTree / fromTree overflowed the stack near depth 20000).
  // By the definition (Siegel CGT ch. II.5): G_1 = {0|-10} has temperature 5, mean -5; G_2 has left wall
  // R_{G_1}(t) - t = -10 for t ≤ 5 and right wall -11 + t, meeting at t = 1, mean -10; inductively
  // G_n (n ≥ 2) has left wall -(n+8) up to t = 1 and right wall -(n+9) + t: temperature 1, mean -(n+8).
  const deep = (n: number): cgt.Game => {
    let g = cgt.ZERO;
    for (let k = 0; k < n; k++) g = cgt.game([g], [cgt.integer(-k - 10)]);
    return g;
  };
  it("thermograph at depth 30000 (and the small cases by hand above)", () => {
    const g = deep(30000);
    const th = cgt.thermograph(g);
    expect(cgt.dyadicToString(th.temperature)).toBe("1");
    expect(cgt.dyadicToString(th.mean)).toBe("-30008");
    expect(cgt.dyadicToString(cgt.temperature(deep(1)))).toBe("5");
    expect(cgt.dyadicToString(cgt.mean(deep(1)))).toBe("-5");
    expect(cgt.dyadicToString(cgt.mean(deep(2)))).toBe("-10");
    // ↑30000 = {0 | ↑29999*}: a closed-form chain 30000 deep; infinitesimal, so temperature 0, mean 0.
    const u = cgt.numberUpStar(0, 30000, 0);
    expect(cgt.dyadicToString(cgt.temperature(u))).toBe("0");
    expect(cgt.dyadicToString(cgt.mean(u))).toBe("0");
  });
  it("toTree, fromTree and canonicalSize at depth 30000", () => {
    const g = deep(30000);
    const t = cgt.toTree(g);
    let d = 0;
    for (let x = t; x.left.length > 0; x = x.left[0]) d++;
    expect(d).toBe(30000);
    expect(cgt.fromTree(t)).toBe(g);
    // canonicalSize against a plain walk over the options.
    const seen = new Set<number>();
    const walk = [g];
    while (walk.length > 0) {
      const x = walk.pop() as number;
      if (seen.has(x)) continue;
      seen.add(x);
      walk.push(...cgt.leftOptions(x), ...cgt.rightOptions(x));
    }
    expect(cgt.canonicalSize(g)).toBe(seen.size);
    const n = cgt.integer(30000);
    expect(cgt.fromTree(cgt.toTree(n))).toBe(n);
    // A plain explicit chain {{{…|}|}|} of depth 30000 is the integer 30000.
    let chain: cgt.GameTree = { left: [], right: [] };
    for (let k = 0; k < 30000; k++) chain = { left: [chain], right: [] };
    expect(cgt.fromTree(chain)).toBe(n);
  });
  it("fromTree rejects malformed and cyclic trees with InputError", () => {
    const bad = { left: [{ left: [], right: "x" }], right: [] } as unknown as cgt.GameTree;
    expect(() => cgt.fromTree(bad)).toThrow(/depth 1/);
    const cyc: cgt.GameTree = { left: [], right: [] };
    cyc.left.push({ left: [cyc], right: [] });
    expect(() => cgt.fromTree(cyc)).toThrow(InputError);
    expect(() => cgt.fromTree(cyc)).toThrow(/cycle/);
  });
});

describe("numbers without chains", () => {
  it("builds large integers and dyadics in O(1), with their options on demand", () => {
    const n = cgt.integer(2 ** 53 - 1);
    expect(F(n)).toBe("9007199254740991");
    expect(cgt.birthday(n)).toBe(2 ** 53 - 1);
    expect(cgt.leftOptions(n)).toEqual([cgt.integer(2 ** 53 - 2)]);
    expect(cgt.integer(-(2n ** 40n))).toBe(P("-1099511627776"));
    // CGSuite IntegerTest/CanonicalShortGameTestCase print -1823437481924 (see the corpus file).
    expect(F(P("-1823437481924"))).toBe("-1823437481924");
    const d = cgt.dyadic(2n ** 52n + 1n, 60); // 53 significant bits, value < 1
    expect(cgt.leftOptions(d)).toEqual([cgt.dyadic(2n ** 52n, 60)]);
    expect(cgt.rightOptions(d)).toEqual([cgt.dyadic(2n ** 52n + 2n, 60)]);
    expect(cgt.birthday(P("3/4"))).toBe(3); // {1/2|1}
    expect(cgt.birthday(P("-5/2"))).toBe(4); // {-3|-2}
    expect(cgt.add(P("1000000000000"), P("-999999999999"))).toBe(cgt.ONE);
    expect(cgt.leq(P("123456789012"), P("{123456789013|}"))).toBe(true);
    // Comparison against non-numbers needs no number options (number translation).
    expect(cgt.compare(P("1000000000000"), P("{1000000000001|999999999999}"))).toBe("||");
  });

  it("sums that need more than 53 significant bits are exact (BigInt path), never rounded", () => {
    const s = cgt.add(cgt.integer(2 ** 53 - 1), cgt.dyadic(1, 1)); // 2^53 − 1/2: 54 significant bits
    expect(cgt.format(s)).toBe("18014398509481983/2");
    expect(cgt.isBigNumber(s)).toBe(true);
    expect(cgt.format(cgt.integer(2 ** 53))).toBe("9007199254740992");
    expect(cgt.format(P("123456789012345678901234567890"))).toBe("123456789012345678901234567890");
  });
});

describe("uptimals, Tiny and Miny (CGSuite's definitions)", () => {
  it("match the values in CGSuite's tests", () => {
    // CanonicalShortGameTestCase.scala: {0|*||*|||*||||*} prints as ^[4]; CgsuiteLangTest PowTo: {^|*} = ^[2], {0,^*|0} = ^[2]*.
    expect(P("{0|*||*|||*||||*}")).toBe(P("^[4]"));
    expect(A(P("{0|*||*|||*||||*}"))).toBe("^[4]");
    expect(A(P("{^|*}"))).toBe("^[2]");
    expect(A(P("{0,^*|0}"))).toBe("^[2]*");
    // CgsuiteLangTest: ^.Pow(3) = ^<3>; ^.Pow(7/4)'s integer cases: ↑² = {0|↓*} (Winning Ways ch. 3).
    expect(A(upPow(3))).toBe("^<3>");
    expect(upPow(2)).toBe(P("{0|↓*}"));
    // CanonicalShortGameTestCase.scala: {0||0|-3/2} = Tiny(3/2), {0|||0||-1|-3} = Tiny({3|1}).
    expect(A(P("{0||0|-3/2}"))).toBe("Tiny(3/2)");
    expect(A(P("{0|||0||-1|-3}"))).toBe("Tiny({3|1})");
    expect(P("Miny({5||3|1})")).toBe(cgt.neg(P("Tiny({5||3|1})")));
  });

  it("↑^[n] = ↑ + ↑² + … + ↑ⁿ (Siegel, Combinatorial Game Theory, uptimal notation) for n ≤ 6", () => {
    let s = cgt.ZERO;
    for (let n = 1; n <= 6; n++) {
      s = cgt.add(s, upPow(n));
      expect(upPowTo(n)).toBe(s);
    }
  });

  it("Tiny(G) is a positive infinitesimal smaller than ↑ for positive numbers G (Winning Ways ch. 5)", () => {
    for (const x of ["1", "2", "1/2", "5"]) {
      const t = tinyOf(P(x));
      expect(cgt.outcome(t)).toBe("L");
      expect(cgt.isInfinitesimal(t)).toBe(true);
      expect(cgt.compare(t, cgt.UP)).toBe("<");
      expect(cgt.add(t, minyOf(P(x)))).toBe(cgt.ZERO);
    }
    // Larger subscript, smaller tiny: ⧾_2 < ⧾_1 (Winning Ways ch. 5).
    expect(cgt.compare(P("Tiny(2)"), P("Tiny(1)"))).toBe("<");
  });

  it("rejects bad exponents", () => {
    expect(() => upPow(0)).toThrow(InputError);
    expect(() => upPowTo(1.5)).toThrow(InputError);
    expect(() => P("^<0>")).toThrow(InputError);
  });
});

describe("notation", () => {
  it("reads slash notation to any depth as nested braces", () => {
    expect(P("{3||2|1}")).toBe(P("{3|{2|1}}"));
    expect(P("{3|||2||1|0}")).toBe(P("{3|{2|{1|0}}}"));
    expect(P("{7/2|||5/2|3/2||+-1/2}")).toBe(P("{7/2|{{5/2|3/2}|±1/2}}"));
    expect(P("{0||||0|||0||0|-1}")).toBe(P("{0|{0|{0|{0|-1}}}}"));
    expect(P("{1|1,{1|0}||0,{1|0}|0|||0,{1|0}|0}")).toBe(P("{{{1|1,{1|0}}|{0,{1|0}|0}}|{0,{1|0}|0}}"));
  });

  it("reads whitespace between all tokens, multiplicities and sets after ±", () => {
    expect(P("1 *")).toBe(P("1*"));
    expect(P("123 v 58 * 43784")).toBe(P("123v58*43784"));
    expect(P("123 v 58 * 43784")).toBe(cgt.numberUpStar(123, -58, 43784));
    expect(P("3.^")).toBe(P("↑3"));
    expect(P("2.{1|0}")).toBe(cgt.ONE);
    expect(P("+-{1,2}")).toBe(P("{1,2|-1,-2}"));
    expect(P("±(1,2)")).toBe(P("{1,2|-1,-2}"));
    expect(P("+-{1|0}")).toBe(P("{{1|0}|{0|-1}}"));
    expect(P("13^3*8")).toBe(cgt.numberUpStar(13, 3, 8));
    expect(F(P("13^3*8"))).toBe("13↑3*8");
    expect(A(P("13^3*8"))).toBe("13^3*8"); // the issue: not {13|{13|{13|13*9}}}
  });

  it("rejects bad format options", () => {
    expect(() => cgt.format(cgt.UP, { style: "latex" as "ascii" })).toThrow(InputError);
    expect(() => cgt.format(cgt.UP, { slash: "always" as "never" })).toThrow(InputError);
  });

  it("round-trips random games in every style: parse(format(g)) = g, formattedLength = printed length", () => {
    const pool = [...cgt.randomCanonicalGames(11, 40, 4), ...cgt.randomCanonicalGames(12, 30, 5, 3)];
    const extra = [P("^[5]*"), P("1^<3>"), P("Tiny({3|1})"), P("-2Miny(1/2)"), P("+-{1,1*}"), P("{0||0|v3}"), P("5*437"), P("↓4000*9")];
    const r = cgt.mulberry32(4);
    const games = [...pool, ...extra];
    for (let k = 0; k < 40; k++) games.push(cgt.game([pool[Math.floor(r() * pool.length)], extra[k % extra.length]], [games[Math.floor(r() * games.length)]]));
    const styles: cgt.FormatOptions[] = [{}, { style: "ascii" }, { style: "unicode", slash: "shorter", names: true }, { style: "ascii", slash: "never", names: false }, { style: "ascii", slash: "shorter" }];
    for (const g of games) {
      for (const st of styles) {
        const s = cgt.format(g, st);
        expect(P(s)).toBe(g);
        expect(cgt.formattedLength(g, st)).toBe(s.length);
      }
      expect(cgt.format(g, { slash: "shorter" }).length).toBeLessThanOrEqual(F(g).length);
    }
  });

  it("writes CGSuite's slash rule: sole braced options inline, never 4 slashes inline", () => {
    // CanonicalShortGameTestCase.scala / CgsuiteLangTest.scala outputs (see the corpus file).
    expect(A(P("{3|{2*|1*}}"))).toBe("{3||2*|1*}");
    // CGSuite's rule (CanonicalShortGame.scala, maxSlashes = 4): a form with 4 slashes is braced
    // and counts as 0 for its parent — as in the corpus value {10||10,10v*|{10vv,10v*||||…}}.
    expect(A(P("{4|{3|{2|{1|0}}}}"))).toBe("{4||||3|||2||1|0}");
    const deep = A(P("{5|{4|{3|{2|{1|0}}}}}"));
    expect(deep).toBe("{5|{4||||3|||2||1|0}}");
    expect(P(deep)).toBe(P("{5|{4|{3|{2|{1|0}}}}}"));
  });
});

describe("corpus: every short-game value CGSuite prints in its tests", () => {
  const file = join(__dirname, "data", "cgsuite-printed-values.tsv");
  const rows = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const [value, source] = l.split("\t");
      return { value, source };
    });
  it("has the collected strings", () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
  });

  it.each(rows)("$value ($source)", ({ value }) => {
    const g = P(value);
    for (const st of [{}, { style: "ascii" as const }]) expect(P(cgt.format(g, st))).toBe(g);
    // Every string exactly, option order included (CGSuite's DeterministicOrdering, uptimals by expansion).
    expect(A(g)).toBe(value);
  });
});

describe("option order: CGSuite's DeterministicOrdering, a function of the games alone", () => {
  it("orders numbers, nimbers, uptimals by expansion, then the rest by sorted option lists", () => {
    // (These left options are pairwise confused, so all stay in the canonical form.)
    // A number first, then nimbers by size:
    expect(A(P("{*2,0,*|-10}"))).toBe("{0,*,*2|-10}");
    // an uptimal (1* = 1.0 + *) before a general game:
    expect(cgt.format(P("{±5,1*|-10}"))).toBe("{1*,±5|-10}");
    expect(A(P("{*2,*,{1|-1},↑*|-10}"))).toBe("{^*,+-1|-10}");
    // general games by their sorted left option lists: [1] < [2] < [3]
    expect(A(P("{±3,±1,±2|-10}"))).toBe("{+-1,+-2,+-3|-10}");
    // {1*|-1} before {1*|-1*}: equal left lists [1*], then right lists [-1] < [-1*] (a number before an uptimal);
    // a Domineering polyomino value from results/domineering/polyominoes.csv (it printed in both orders before).
    const g = P("{{1*|-1*},{1*|-1}|{-1*|-3},{-1|-3}}");
    expect(cgt.format(g)).toBe("{{1*|-1},{1*|-1*}|{-1|-3},{-1*|-3}}");
    expect(A(g)).toBe("{{1*|-1},+-1*|{-1|-3},{-1*|-3}}"); // CGSuite names the switch {1*|-1*} = ±1*
  });

  it("prints the same strings from stores built in different orders (ids differ)", () => {
    const r = cgt.mulberry32(99);
    const trees = Array.from({ length: 150 }, () => cgt.randomGameTree(r, 4, 3));
    const print = (g: cgt.Game): string => `${cgt.format(g)}\t${A(g)}`;
    cgt.resetStore();
    const first = trees.map((t) => cgt.fromTree(t));
    const firstStrings = first.map(print);
    cgt.resetStore();
    // Other games first (ids shift), then the trees in reverse order.
    cgt.randomCanonicalGames(5, 40, 4, 3);
    const second = [...trees].reverse().map((t) => cgt.fromTree(t)).reverse();
    expect(second.some((g, i) => g !== first[i])).toBe(true); // the ids really differ
    expect(second.map(print)).toEqual(firstStrings);
  });

  it("classifies uptimals as the expansion search of cgt.uptimalExpansion does (random games)", () => {
    cgt.resetStore();
    const pool = cgt.randomCanonicalGames(11, 60, 5, 3);
    // Add known uptimals and their relatives: ↑^[n], ↑ⁿ, sums, with stars and numbers.
    for (let n = 1; n <= 5; n++) {
      for (const h of [upPowTo(n), upPow(n), cgt.add(upPow(n), cgt.UP), cgt.sub(upPow(n), upPowTo(2)), cgt.add(upPow(n), cgt.nimber(3))]) {
        pool.push(h, cgt.neg(h), cgt.add(h, cgt.STAR), cgt.add(h, P("1/2")));
      }
    }
    let uptimals = 0;
    for (const g of pool) {
      if (cgt.isNumber(g)) continue;
      const fast = uptimalOf(g);
      const ref = cgt.uptimalExpansion(g);
      expect(fast === undefined, cgt.format(g)).toBe(ref === undefined);
      if (fast !== undefined && ref !== undefined) {
        uptimals++;
        expect({ x: String(cgt.numberValueExact(fast.x)), m: fast.m, c: fast.c }, cgt.format(g)).toEqual({ x: String(ref.number), m: ref.nimber, c: ref.coefficients });
      }
    }
    expect(uptimals).toBeGreaterThan(30);
  });
});
