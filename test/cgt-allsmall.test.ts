// All-small games and infinitesimals (lib/cgt/allsmall.ts): atomic weight, reduced canonical
// form, companion, uptimals, Tiny/Miny, parities, multiples, ordinal / conjunctive / selective sums.
// Checked (a) against plain implementations of the definitions (or theorems) on random small games
// and (b) against values published by others, with the source next to each value.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";
import { unslash } from "./cgsuite-slash";

const P = (s: string): cgt.Game => cgt.parse(unslash(s));
const F = (g: cgt.Game): string => cgt.format(g);
const G = cgt.game;

/** Random all-small games: every position has moves for both players or for neither. */
function randomAllSmall(seed: number, perRound: number, rounds: number): cgt.Game[] {
  const r = cgt.mulberry32(seed);
  let pool: cgt.Game[] = [cgt.ZERO, cgt.STAR, cgt.UP, cgt.DOWN, cgt.nimber(2)];
  for (let k = 0; k < rounds; k++) {
    const next: cgt.Game[] = [];
    for (let i = 0; i < perRound; i++) {
      const pick = (): cgt.Game[] => Array.from({ length: 1 + Math.floor(r() * 2) }, () => pool[Math.floor(r() * pool.length)]);
      next.push(G(pick(), pick()));
    }
    pool = [...pool, ...next];
  }
  return [...new Set(pool)];
}

// CGSuite's test suite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
// (github.com/aaron-siegel/cgsuite): for each input x, the printed AtomicWeight, Companion,
// ReducedCanonicalForm, UptimalExpansion, then IsAllSmall, IsEven, IsOdd, IsEvenTempered,
// IsOddTempered, IsNumberish, IsAtomic. "!!…" is CGSuite's error text.
type Row = [string, string, string, string, string, boolean, boolean, boolean, boolean, boolean, boolean, boolean];
const CGSUITE: Row[] = [
  ["0", "0", "*", "0", "0.0", true, true, false, true, false, true, true],
  ["5", "!!That game is not atomic: 5", "5", "5", "5.0", false, false, true, true, false, true, false],
  ["-1823437481924", "!!That game is not atomic: -1823437481924", "-1823437481924", "-1823437481924", "-1823437481924.0", false, true, false, true, false, true, false],
  ["-1/2", "!!That game is not atomic: -1/2", "-1/2", "-1/2", "-1/2.0", false, false, false, true, false, true, false],
  ["25/16", "!!That game is not atomic: 25/16", "25/16", "25/16", "25/16.0", false, false, false, true, false, true, false],
  ["*8", "0", "*8", "0", "*8.0", true, false, false, false, false, true, true],
  ["9/8+*", "!!That game is not atomic: 9/8*", "9/8*", "9/8", "9/8*.0", false, false, false, false, true, true, false],
  ["^", "1", "^*", "0", "0.1", true, false, false, false, false, true, true],
  ["v*", "-1", "v", "0", "*.1-", true, false, false, false, false, true, true],
  ["6+^*", "!!That game is not atomic: 6^*", "6^*", "6", "6*.1", false, false, false, false, false, true, false],
  ["^*6", "1", "^*6", "0", "*6.1", true, false, false, false, false, true, true],
  ["73/16+v9*8", "!!That game is not atomic: 73/16v9*8", "73/16v9*8", "73/16", "73/16*8.9-", false, false, false, false, false, true, false],
  ["{0|*||*|||*||||*}", "1", "^[4]*", "0", "0.1111", true, false, false, false, false, true, true],
  ["{0||0|v*}", "1", "{0|^<2>*}", "0", "*.12", true, false, false, false, false, true, true],
  ["{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "0", "{0,{0,*||*,v|vv*}||{0,*||*,v|vv*|||vv*,{*,v|vv*}},{0,*||*,v|vv*}|{0,*||*,v|vv*|||vv*,{*,v|vv*}||||vv*}}", "0", "0.0202", true, false, false, false, false, true, true],
  ["{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "0", "{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "0", "*4.0202", true, false, false, false, false, true, true],
  ["{0||0|vvv}", "0", "{0,*||*|v3*}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", true, false, false, false, false, true, true],
  ["{^^^|vv}", "{1|0}", "{^3*|vv*}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", true, false, false, false, false, true, true],
  ["{0||0|-3/2}", "0", "{0,*||*|-3/2}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, true, true],
  ["{0|||0||-1|-3}", "0", "{0,*|||*||-1|-3}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, true, true],
  ["{5||3|1|||0||||0}", "0", "{5||3|1|||*||||0,*}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, true, true],
  ["{1|^^||^}", "2", "{1|^^*||^*}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, true, true],
  ["{1|^^^||^}", "!!That game is not atomic.", "{1|^3*||^*}", "0", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, true, false],
  ["{3||2+*|1+*}", "!!That game is not atomic.", "{3||2*|1*}", "{3||2|1}", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, true, false, false],
  ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "!!That game is not atomic.", "{3/2*|1/2||{*|-3},{-1*,{-1/2|-1*}|-5/2}}", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}", "!!Not a method or member variable: `UptimalExpansion` (in object of class `game.CanonicalShortGame`)", false, false, false, false, false, false, false],
];

/** CGSuite's printed values that cgt.parse cannot read yet (↑^[n], ↑^<n>), built from their definitions. */
function expected(s: string): cgt.Game {
  if (s === "^[4]*") return cgt.add(cgt.powTo(cgt.UP, 4), cgt.STAR);
  if (s === "{0|^<2>*}") return G([cgt.ZERO], [cgt.add(cgt.pow(cgt.UP, 2), cgt.STAR)]);
  return P(s);
}

describe("all-small: CGSuite's CanonicalShortGameTestCase values", () => {
  it.each(CGSUITE)("%s", (x, aw, comp, rcf, ue, allSmall, even, odd, evenT, oddT, numberish, atomic) => {
    const g = P(x);
    if (aw.startsWith("!!")) {
      expect(() => cgt.atomicWeight(g)).toThrow(InputError);
      expect(cgt.isAtomic(g)).toBe(false);
    } else {
      expect(F(cgt.atomicWeight(g))).toBe(F(expected(aw)));
      expect(cgt.isAtomic(g)).toBe(true);
    }
    expect(cgt.isAtomic(g)).toBe(atomic);
    expect(F(cgt.companion(g))).toBe(F(expected(comp)));
    expect(F(cgt.reducedCanonicalForm(g))).toBe(F(expected(rcf)));
    const e = cgt.uptimalExpansion(g);
    if (ue.startsWith("!!")) expect(e).toBeUndefined();
    else expect(e && cgt.uptimalToString(e)).toBe(ue);
    expect([cgt.isAllSmall(g), cgt.isEven(g), cgt.isOdd(g), cgt.isEvenTempered(g), cgt.isOddTempered(g), cgt.isNumberish(g)]).toEqual([
      allSmall,
      even,
      odd,
      evenT,
      oddT,
      numberish,
    ]);
  });
});

describe("atomic weight", () => {
  it("Winning Ways ch. 8 / Lessons in Play ch. 9: aw(↑) = 1, aw(⇑*) = 2, aw(*n) = 0, aw(↑3*) = 3, aw({0|↑}) = 2", () => {
    expect(cgt.atomicWeight(cgt.UP)).toBe(cgt.ONE);
    expect(cgt.atomicWeight(P("⇑*"))).toBe(cgt.integer(2));
    expect(cgt.atomicWeight(P("*5"))).toBe(cgt.ZERO);
    expect(cgt.atomicWeight(P("↑3*"))).toBe(cgt.integer(3));
    expect(cgt.atomicWeight(P("{0|↑}"))).toBe(cgt.integer(2)); // {0|↑} = ⇑*
  });
  it("the 'eventually' rule: when G° is an integer, G is compared with its remote star (derivations from the rule)", () => {
    // {0 | ↓*} = ↑² (Winning Ways ch. 7), atomic weight 0 from the remote-star rule: G° = {1−2 | −1+2} = {−1|1} = 0,
    // and ↑² is confused with (incomparable to) any remote star, so aw = G° = 0.
    const up2 = cgt.pow(cgt.UP, 2);
    expect(up2).toBe(P("{0|↓*}"));
    expect(cgt.compare(up2, cgt.nimber(cgt.farStar(up2)))).toBe("||");
    expect(cgt.atomicWeight(up2)).toBe(cgt.ZERO);
    // {0 | ↓}: G° = {0−2 | −1+2} = {−2|1} = 0, and G ‖ *2 (its remote star), so aw = G° = 0.
    expect(cgt.compare(P("{0|↓}"), cgt.nimber(2))).toBe("||");
    expect(cgt.atomicWeight(P("{0|↓}"))).toBe(cgt.ZERO);
    // ↑^[4] = ↑ + ↑² + ↑³ + ↑⁴ has weight 1 (CGSuite test file): here G° = {1−2 | 0+2} = {−1|2} = 0 is an
    // integer and ↑^[4] > its remote star *2, so aw is the greatest n with n ⧏ aw(*) + 2 = 2, i.e. 1.
    expect(cgt.compare(cgt.powTo(cgt.UP, 4), cgt.nimber(2))).toBe(">");
    expect(cgt.atomicWeight(cgt.powTo(cgt.UP, 4))).toBe(cgt.ONE);
  });

  it("is the definition on samples: o(G + X + *M) = o(aw(G)·↑ + X + *M) for random all-small G, X and a remote *M", () => {
    const gs = randomAllSmall(41, 8, 3).filter((g) => cgt.birthday(g) <= 4);
    const xs = randomAllSmall(43, 4, 2).filter((g) => cgt.birthday(g) <= 3);
    const M = cgt.nimber(64);
    let checked = 0;
    for (const g of gs) {
      const w = cgt.norton(cgt.atomicWeight(g), cgt.UP);
      for (const x of xs.slice(0, 12)) {
        const a = cgt.outcome(cgt.sum([g, x, M]));
        const b = cgt.outcome(cgt.sum([w, x, M]));
        expect(a, `${F(g)} + ${F(x)} + *64 vs ${F(w)} + ${F(x)} + *64`).toBe(b);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("is additive and odd (Winning Ways ch. 8): aw(G + H) = aw(G) + aw(H), aw(−G) = −aw(G), on random all-small games", () => {
    const gs = randomAllSmall(47, 8, 3).filter((g) => cgt.birthday(g) <= 4);
    for (let i = 0; i + 1 < gs.length; i++) {
      const g = gs[i];
      const h = gs[i + 1];
      expect(cgt.atomicWeight(cgt.add(g, h)), `${F(g)} + ${F(h)}`).toBe(cgt.add(cgt.atomicWeight(g), cgt.atomicWeight(h)));
      expect(cgt.atomicWeight(cgt.neg(g))).toBe(cgt.neg(cgt.atomicWeight(g)));
    }
  });

  it("two-ahead rule (Lessons in Play ch. 9; Winning Ways ch. 8): aw ≥ 2 ⇒ G > 0, aw ≤ −2 ⇒ G < 0, by play on the tree", () => {
    const base = randomAllSmall(53, 12, 3).filter((g) => cgt.birthday(g) <= 4);
    const gs = [...base, ...base.map((g) => cgt.add(g, P("⇑"))), ...base.map((g) => cgt.add(g, P("⇓*")))].filter((g) => cgt.birthday(g) <= 6);
    let seen = 0;
    for (const g of gs) {
      const w = cgt.atomicWeight(g);
      if (cgt.leq(cgt.integer(2), w)) {
        expect(cgt.refOutcome(cgt.toTree(g)), F(g)).toBe("L");
        seen++;
      }
      if (cgt.leq(w, cgt.integer(-2))) {
        expect(cgt.refOutcome(cgt.toTree(g)), F(g)).toBe("R");
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("n·↑ + *m has weight n (Winning Ways ch. 8)", () => {
    for (let n = -4; n <= 4; n++) for (let m = 0; m < 4; m++) expect(cgt.atomicWeight(cgt.add(cgt.multiply(cgt.UP, n), cgt.nimber(m)))).toBe(cgt.integer(n));
  });

  it("outside its domain: InputError saying why", () => {
    expect(() => cgt.atomicWeight(cgt.integer(5))).toThrow(/not infinitesimal/);
    expect(() => cgt.atomicWeight(P("±1"))).toThrow(/not infinitesimal/);
    expect(() => cgt.atomicWeight(P("{1|^^^||^}"))).toThrow(/not all-small/);
    expect(() => cgt.atomicWeight(-1)).toThrow(InputError);
    // Not all-small yet atomic (CGSuite): Tiny(3/2) = {0||0|-3/2} has weight 0.
    expect(cgt.atomicWeight(P("{0||0|-3/2}"))).toBe(cgt.ZERO);
  });
});

describe("reduced canonical form, star projection, companion", () => {
  const gs = cgt.randomCanonicalGames(61, 10, 3);
  it("rcf(G) is infinitesimally close to G, idempotent, no older than G (random games)", () => {
    for (const g of gs) {
      const r = cgt.reducedCanonicalForm(g);
      expect(cgt.isInfinitesimal(cgt.sub(g, r)), F(g)).toBe(true);
      expect(cgt.reducedCanonicalForm(r)).toBe(r);
      expect(cgt.birthday(r)).toBeLessThanOrEqual(cgt.birthday(g));
    }
  });
  it("G, H infinitesimally close ⇔ rcf(G) = rcf(H) (Siegel CGT II.4) on random pairs, including G + ↑ and G + *", () => {
    let close = 0;
    for (let i = 0; i < gs.length; i++) {
      for (const h of [gs[(i + 1) % gs.length], cgt.add(gs[i], cgt.UP), cgt.add(gs[i], cgt.STAR), cgt.add(gs[i], P("{0|↓}"))]) {
        const inf = cgt.isInfinitesimal(cgt.sub(gs[i], h));
        if (inf) close++;
        expect(cgt.reducedCanonicalForm(gs[i]) === cgt.reducedCanonicalForm(h), `${F(gs[i])} vs ${F(h)}`).toBe(inf);
      }
    }
    expect(close).toBeGreaterThan(50);
  });
  it("star projection maps x* to x and keeps numbers", () => {
    expect(cgt.starProjection(P("3/2*"))).toBe(P("3/2"));
    expect(cgt.starProjection(P("{2*|1*}"))).toBe(P("{2|1}"));
    expect(cgt.starProjection(P("5"))).toBe(P("5"));
  });
  it("numbers: companion and Conway parity in closed form equal the plain definitions (all m/8 in [-4, 4])", () => {
    // Plain definitions over the canonical form (Siegel CGT III.2; ONAG ch. 16), no shortcuts:
    // companion(G) = {companion(G^L), 0 if G ≥ 0 | companion(G^R), 0 if G ≤ 0}, with companion(0) = *.
    const refCompanion = (x: cgt.Game): cgt.Game => {
      if (x === cgt.ZERO) return cgt.STAR;
      const lo = cgt.leftOptions(x).map(refCompanion);
      const ro = cgt.rightOptions(x).map(refCompanion);
      if (cgt.leq(cgt.ZERO, x)) lo.push(cgt.ZERO);
      if (cgt.leq(x, cgt.ZERO)) ro.push(cgt.ZERO);
      return cgt.game(lo, ro);
    };
    const even = (t: cgt.GameTree): boolean => [...t.left, ...t.right].every(odd);
    const odd = (t: cgt.GameTree): boolean => (t.left.length > 0 || t.right.length > 0) && [...t.left, ...t.right].every(even);
    for (let m = -32; m <= 32; m++) {
      const x = cgt.dyadic(m, 3);
      expect(cgt.companion(x), F(x)).toBe(refCompanion(x));
      expect([cgt.isEven(x), cgt.isOdd(x)], F(x)).toEqual([even(cgt.toTree(x)), odd(cgt.toTree(x))]);
    }
    // CGSuite (CanonicalShortGameTestCase): IsEven(-1823437481924) = true, companion = itself; O(1) now.
    const big = cgt.integer(-1823437481924);
    expect(cgt.companion(big)).toBe(big);
    expect([cgt.isEven(big), cgt.isOdd(big), cgt.isOdd(cgt.integer(2 ** 53 - 1))]).toEqual([true, false, true]);
  });
  it("companion: Siegel CGT III.2 values (0 ↔ *, ↑ ↔ ↑*, numbers fixed); an order-preserving involution on random games", () => {
    expect(cgt.companion(cgt.ZERO)).toBe(cgt.STAR);
    expect(cgt.companion(cgt.STAR)).toBe(cgt.ZERO);
    expect(cgt.companion(cgt.UP)).toBe(P("↑*"));
    expect(cgt.companion(P("3/4"))).toBe(P("3/4"));
    for (let i = 0; i < gs.length; i++) {
      const c = cgt.companion(gs[i]);
      expect(cgt.companion(c), F(gs[i])).toBe(gs[i]);
      const h = gs[(i + 3) % gs.length];
      expect(cgt.leq(c, cgt.companion(h))).toBe(cgt.leq(gs[i], h));
    }
  });
});

describe("uptimals", () => {
  it("Winning Ways ch. 7 / Siegel CGT: ↑¹ = ↑, ↑² = {0|↓*}, ↑^[2] = {↑|*}, ↑^[n] = ↑ + ↑² + … + ↑ⁿ", () => {
    expect(cgt.pow(cgt.UP, 1)).toBe(cgt.UP);
    expect(cgt.pow(cgt.UP, 2)).toBe(P("{0|↓*}"));
    expect(cgt.powTo(cgt.UP, 1)).toBe(cgt.UP);
    expect(cgt.powTo(cgt.UP, 2)).toBe(P("{↑|*}"));
    expect(cgt.powTo(cgt.UP, 0)).toBe(cgt.ZERO);
    let acc = cgt.ZERO;
    for (let n = 1; n <= 5; n++) {
      acc = cgt.add(acc, cgt.pow(cgt.UP, n));
      expect(cgt.powTo(cgt.UP, n), `↑^[${n}]`).toBe(acc);
    }
    // CGSuite's test file: ^[4] is {0|*||*|||*||||*}
    expect(cgt.powTo(cgt.UP, 4)).toBe(P("{0|*||*|||*||||*}"));
  });
  it("↑ⁿ⁺¹ is infinitesimal with respect to ↑ⁿ: k·↑ⁿ⁺¹ < ↑ⁿ for k ≤ 6, n ≤ 3 (Winning Ways ch. 7)", () => {
    for (let n = 1; n <= 3; n++) {
      for (let k = 1; k <= 6; k++) expect(cgt.compare(cgt.multiply(cgt.pow(cgt.UP, n + 1), k), cgt.pow(cgt.UP, n))).toBe("<");
    }
  });
  it("uptimal expansions are recovered from random sums x + *m + Σ aᵢ↑ⁱ", () => {
    const r = cgt.mulberry32(71);
    for (let trial = 0; trial < 40; trial++) {
      const len = Math.floor(r() * 4);
      const coeffs = Array.from({ length: len }, () => Math.floor(r() * 5) - 2);
      while (coeffs.length > 0 && coeffs[coeffs.length - 1] === 0) coeffs.pop();
      const x = [cgt.ZERO, P("1/2"), P("-3"), P("7/4")][Math.floor(r() * 4)];
      const m = Math.floor(r() * 4);
      let g = cgt.add(x, cgt.nimber(m));
      coeffs.forEach((a, i) => {
        g = cgt.add(g, cgt.multiply(cgt.pow(cgt.UP, i + 1), a));
      });
      const e = cgt.uptimalExpansion(g);
      expect(e, F(g)).toBeDefined();
      expect(e?.coefficients).toEqual(coeffs);
      expect(e?.nimber).toBe(m);
      expect(cgt.dyadic(e!.number.num, e!.number.exp)).toBe(x);
    }
  });
  it("non-uptimals have none: {0||0|v3} and Tiny(3/2) (CGSuite test file), ±1", () => {
    expect(cgt.uptimalExpansion(P("{0||0|vvv}"))).toBeUndefined();
    expect(cgt.uptimalExpansion(P("{0||0|-3/2}"))).toBeUndefined();
    expect(cgt.uptimalExpansion(P("±1"))).toBeUndefined();
  });
  it("bad exponents and bases are InputErrors", () => {
    expect(() => cgt.pow(P("*2"), 2)).toThrow(/form \{0\|H\}/);
    expect(() => cgt.pow(cgt.UP, 0)).toThrow(/exponent/);
    expect(() => cgt.powTo(cgt.UP, -1)).toThrow(/exponent/);
    expect(() => cgt.powTo(cgt.UP, 1 / 3)).toThrow(/exponent/); // (a dyadic exponent such as 1.5 is valid: test/cgt-products.test.ts)
  });
});

describe("Tiny, Miny, parities, all-small", () => {
  it("Winning Ways ch. 5: Tiny(x) = {0||0|−x} is a positive infinitesimal below ↑ and below every positive all-small of weight ≥ 1; Miny(x) = −Tiny(x)", () => {
    const t2 = cgt.tiny(cgt.integer(2));
    expect(t2).toBe(P("{0|{0|-2}}"));
    expect(cgt.compare(t2, cgt.ZERO)).toBe(">");
    expect(cgt.compare(t2, cgt.UP)).toBe("<");
    expect(cgt.isInfinitesimal(t2)).toBe(true);
    expect(cgt.miny(cgt.integer(2))).toBe(cgt.neg(t2));
    expect(cgt.compare(cgt.tiny(cgt.integer(3)), t2)).toBe("<"); // larger x, smaller tiny
    expect(cgt.tiny(P("3/2"))).toBe(P("{0||0|-3/2}")); // CGSuite prints Tiny(3/2)
    expect(cgt.miny(P("{5|{3|1}}"))).toBe(P("{5||3|1|||0||||0}")); // CGSuite prints Miny({5||3|1})
  });

  it("even/odd and all-small agree with plain recursions on explicit canonical trees (random games)", () => {
    const isNum = (t: cgt.GameTree): boolean => cgt.isNumber(cgt.fromTree(t));
    const even = (t: cgt.GameTree): boolean => [...t.left, ...t.right].every(odd);
    const odd = (t: cgt.GameTree): boolean => (t.left.length > 0 || t.right.length > 0) && [...t.left, ...t.right].every(even);
    const evenT = (t: cgt.GameTree): boolean => isNum(t) || [...t.left, ...t.right].every(oddT);
    const oddT = (t: cgt.GameTree): boolean => !isNum(t) && [...t.left, ...t.right].every(evenT);
    const small = (t: cgt.GameTree): boolean => t.left.length > 0 === t.right.length > 0 && [...t.left, ...t.right].every(small);
    for (const g of [...cgt.randomCanonicalGames(73, 10, 3), ...randomAllSmall(79, 8, 3)]) {
      const t = cgt.toTree(g);
      expect([cgt.isEven(g), cgt.isOdd(g), cgt.isEvenTempered(g), cgt.isOddTempered(g), cgt.isAllSmall(g)], F(g)).toEqual([even(t), odd(t), evenT(t), oddT(t), small(t)]);
    }
  });
  it("ONAG ch. 16: integers alternate even/odd; 1/2, ↑, *2 are neither; x* is odd-tempered", () => {
    for (let n = -4; n <= 4; n++) {
      expect(cgt.isEven(cgt.integer(n))).toBe(n % 2 === 0);
      expect(cgt.isOdd(cgt.integer(n))).toBe(n % 2 !== 0);
    }
    for (const s of ["1/2", "↑", "*2"]) expect([cgt.isEven(P(s)), cgt.isOdd(P(s))]).toEqual([false, false]);
    expect(cgt.isOddTempered(P("3/4*"))).toBe(true);
    expect(cgt.isOddTempered(P("±1"))).toBe(true); // {1|-1}: its options are numbers, which are even-tempered
  });
});

describe("multiples and compound sums", () => {
  const gs = cgt.randomCanonicalGames(83, 6, 2).filter((g) => cgt.birthday(g) <= 3);
  it("multiply(G, n) is n-fold addition (negative n: of −G) for n in −5…5 (random games)", () => {
    for (const g of gs) {
      let acc = cgt.ZERO;
      for (let n = 0; n <= 5; n++) {
        expect(cgt.multiply(g, n)).toBe(acc);
        expect(cgt.multiply(g, -n)).toBe(cgt.neg(acc));
        acc = cgt.add(acc, g);
      }
    }
    expect(() => cgt.multiply(cgt.UP, 0.5)).toThrow(InputError);
  });

  const refOrdinal = (g: cgt.GameTree, h: cgt.GameTree): cgt.GameTree => ({
    left: [...g.left, ...h.left.map((x) => refOrdinal(g, x))],
    right: [...g.right, ...h.right.map((x) => refOrdinal(g, x))],
  });
  const refConj = (g: cgt.GameTree, h: cgt.GameTree): cgt.GameTree => ({
    left: g.left.flatMap((a) => h.left.map((b) => refConj(a, b))),
    right: g.right.flatMap((a) => h.right.map((b) => refConj(a, b))),
  });
  const refSel = (g: cgt.GameTree, h: cgt.GameTree): cgt.GameTree => ({
    left: [...g.left.map((a) => refSel(a, h)), ...h.left.map((b) => refSel(g, b)), ...g.left.flatMap((a) => h.left.map((b) => refSel(a, b)))],
    right: [...g.right.map((a) => refSel(a, h)), ...h.right.map((b) => refSel(g, b)), ...g.right.flatMap((a) => h.right.map((b) => refSel(a, b)))],
  });
  it("ordinal, conjunctive and selective sums agree with their definitions on the canonical trees (random pairs)", () => {
    const small = gs.filter((g) => cgt.birthday(g) <= 2);
    for (const g of small) {
      for (const h of small.slice(0, 8)) {
        const tg = cgt.toTree(g);
        const th = cgt.toTree(h);
        expect(cgt.ordinalSum(g, h), `${F(g)} : ${F(h)}`).toBe(cgt.fromTree(refOrdinal(tg, th)));
        expect(cgt.conjunctiveSum(g, h), `${F(g)} ∧ ${F(h)}`).toBe(cgt.fromTree(refConj(tg, th)));
        expect(cgt.selectiveSum(g, h), `${F(g)} ∨ ${F(h)}`).toBe(cgt.fromTree(refSel(tg, th)));
      }
    }
  });
  it("Winning Ways ch. 7 (Hackenbush stalks): 1:1 = 2, 1:−1 = 1/2, −1:1 = −1/2, 1:−1:−1 = 3/4, *:* = *2, *2:*3 = *5", () => {
    expect(cgt.ordinalSum(cgt.ONE, cgt.ONE)).toBe(cgt.integer(2));
    expect(cgt.ordinalSum(cgt.ONE, cgt.MINUS_ONE)).toBe(P("1/2"));
    expect(cgt.ordinalSum(cgt.MINUS_ONE, cgt.ONE)).toBe(P("-1/2"));
    expect(cgt.ordinalSum(cgt.ordinalSum(cgt.ONE, cgt.MINUS_ONE), cgt.MINUS_ONE)).toBe(P("1/4"));
    expect(cgt.ordinalSum(cgt.STAR, cgt.STAR)).toBe(cgt.nimber(2));
    expect(cgt.ordinalSum(cgt.nimber(2), cgt.nimber(3))).toBe(cgt.nimber(5));
  });
  it("conjunctive sum with 0 is 0, selective sum with 0 is the other game (CGSuite Game doc)", () => {
    for (const g of gs) {
      expect(cgt.conjunctiveSum(g, cgt.ZERO)).toBe(cgt.ZERO);
      expect(cgt.selectiveSum(g, cgt.ZERO)).toBe(g);
    }
  });
  it("a budget stops a large selective sum", () => {
    const g = P("{{3|{2|1}}|{0|{-1|-2}}}");
    const h = P("{{2|1*}|{0|-1}}");
    expect(() => cgt.selectiveSum(g, h, { budget: { maxPositions: 5 } })).toThrow(BudgetExceededError);
  });
});
