// cgt.isNumberTiny and cgt.subordinate (issue 29, item 4): CGSuite's `IsNumberTiny` and
// `Subordinate`. Sources (SOURCES.md: CGSuite, Aaron Siegel; the commit of 2024-01-15):
//   CGS-T   lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala, the
//           `isNumberTiny` column of its 25 rows (every row is encoded below);
//   CGS-G   lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, its 7 short-game
//           `Subordinate` expectations (every one is encoded below);
//   the definitions: CanonicalShortGame.scala (`isNumberTiny`, `subordinate`) and
//   CanonicalStopper.cgs ("G.Subordinate(B) is the unique H such that G = B:H").
// Beyond them: a plain reference of each definition, cross-checked on random canonical games, and
// bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";

// [CGSuite input, IsNumberTiny] for the 25 rows of CGS-T, in its order.
const NUMBER_TINY: readonly (readonly [string, boolean])[] = [
  ["0", true],
  ["5", true],
  ["-1823437481924", true],
  ["-1/2", true],
  ["25/16", true],
  ["*8", false],
  ["9/8+*", false],
  ["^", false],
  ["v*", false],
  ["6+^*", false],
  ["^*6", false],
  ["73/16+v9*8", false],
  ["{0|*||*|||*||||*}", false],
  ["{0||0|v*}", false],
  ["{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", false],
  ["{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", false],
  ["{0||0|vvv}", false],
  ["{^^^|vv}", false],
  ["{0||0|-3/2}", true],
  ["{0|||0||-1|-3}", true],
  ["{5||3|1|||0||||0}", true],
  ["{1|^^||^}", false],
  ["{1|^^^||^}", false],
  ["{3||2+*|1+*}", false],
  ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", false],
];

/**
 * Plain reference of CGSuite's definition, through the public value-level API only: a number, or
 * one Left and one Right option, one a number x, the other with the single option x on x's side
 * and a single option whose mean lies beyond x (below it for {x | {x | z}}, above for {{y | x} | x}).
 */
function refNumberTiny(g: cgt.Game): boolean {
  if (cgt.isNumber(g)) return true;
  const lo = cgt.leftOptions(g);
  const ro = cgt.rightOptions(g);
  if (lo.length !== 1 || ro.length !== 1) return false;
  const meanGame = (a: cgt.Game): cgt.Game => cgt.parse(cgt.dyadicToString(cgt.mean(a)));
  const below = (a: cgt.Game, b: cgt.Game): boolean => !cgt.leq(meanGame(b), meanGame(a)); // mean(a) < mean(b), numbers
  const rl = cgt.leftOptions(ro[0]);
  const rr = cgt.rightOptions(ro[0]);
  const ll = cgt.leftOptions(lo[0]);
  const lr = cgt.rightOptions(lo[0]);
  const tiny = cgt.isNumber(lo[0]) && rl.length === 1 && rr.length === 1 && rl[0].equals(lo[0]) && below(rr[0], lo[0]);
  const miny = cgt.isNumber(ro[0]) && ll.length === 1 && lr.length === 1 && lr[0].equals(ro[0]) && below(ro[0], ll[0]);
  return tiny || miny;
}

describe("cgt.isNumberTiny", () => {
  it.each(NUMBER_TINY)("CGS-T: (%s).IsNumberTiny = %s", (input, expected) => {
    expect(cgt.isNumberTiny(cgt.parse(input))).toBe(expected);
  });

  it("agrees with the plain reference on random canonical games and on built {x | {x | z}}, {{y | x} | x}", () => {
    const pool = cgt.randomCanonicalGames(291, 12, 4);
    const numbers = pool.filter((g) => cgt.isNumber(g));
    let positives = 0;
    const cases: cgt.Game[] = [...pool];
    for (const x of numbers) {
      for (const z of pool.slice(0, 40)) {
        cases.push(cgt.game([x], [cgt.game([x], [z])]), cgt.game([cgt.game([z], [x])], [x]));
      }
    }
    for (const g of cases) {
      const got = cgt.isNumberTiny(g);
      expect(got, cgt.format(g)).toBe(refNumberTiny(g));
      expect(cgt.isNumberTiny(cgt.neg(g)), `-(${cgt.format(g)})`).toBe(got); // the definition is symmetric
      if (got && !cgt.isNumber(g)) {
        positives++;
        // Known theory: both stops of {x | {x | z}} (mean z < x) are x, so G is x + an infinitesimal.
        expect(cgt.dyadicToString(cgt.leftStop(g))).toBe(cgt.dyadicToString(cgt.rightStop(g)));
        expect(cgt.isNumber(cgt.leftOptions(g)[0]) ? cgt.leftOptions(g)[0] : cgt.rightOptions(g)[0]).toEqual(cgt.parse(cgt.dyadicToString(cgt.leftStop(g))));
      }
    }
    expect(positives).toBeGreaterThan(20); // the check saw number-tiny games that are not numbers
  });

  it("rejects a non-value with an InputError naming the function", () => {
    expect(() => cgt.isNumberTiny(3 as unknown as cgt.Game)).toThrow(InputError);
    expect(() => cgt.isNumberTiny(3 as unknown as cgt.Game)).toThrow(/isNumberTiny/);
  });
});

describe("cgt.subordinate", () => {
  const p = cgt.parse;
  it("CGS-G: the 7 short-game Subordinate expectations", () => {
    expect(cgt.subordinate(p("1/8"), cgt.ONE)).toEqual(p("-3")); // (1/8).Subordinate(1) = -3
    expect(cgt.subordinate(cgt.add(cgt.powTo(cgt.UP, 5), cgt.STAR), cgt.STAR)).toEqual(p("5")); // (^.PowTo(5)+*).Subordinate(*) = 5
    expect(() => cgt.subordinate(cgt.STAR, cgt.ONE)).toThrow(/is not an ordinal sum/); // *.Subordinate(1): "cannot be subordinated"
    expect(cgt.subordinate(p("+-1"), cgt.ZERO)).toEqual(p("+-1")); // (+-1).Subordinate(0) = +-1
    expect(cgt.subordinate(p("+-1"), p("+-1"))).toEqual(cgt.ZERO); // (+-1).Subordinate(+-1) = 0
    expect(cgt.subordinate(p("-13/16"), cgt.MINUS_ONE)).toEqual(p("3/8")); // (-13/16).Subordinate(-1) = 3/8
    // ^.PowTo(5).Subordinate('{*|*}') = 5: a non-canonical base, given as a form.
    expect(cgt.subordinate(cgt.powTo(cgt.UP, 5), { left: [cgt.STAR], right: [cgt.STAR] })).toEqual(p("5"));
  });

  it("the CanonicalStopper.cgs example (3/8).Subordinate(1) is the H with 1:H = 3/8 (derived: 1:(-3/2) = {1:-2 | 1:-1} = {1/4|1/2})", () => {
    expect(cgt.subordinate(p("3/8"), cgt.ONE)).toEqual(p("-3/2"));
    expect(cgt.ordinalSum(cgt.ONE, p("-3/2"))).toEqual(p("3/8"));
  });

  it("inverts the ordinal sum on random canonical bases and games: subordinate(B:H, B) = H", () => {
    const pool = cgt.randomCanonicalGames(307, 8, 3);
    let n = 0;
    for (const b of pool.slice(0, 25)) {
      for (const h of pool.slice(0, 25)) {
        const g = cgt.ordinalSum(b, h);
        expect(cgt.subordinate(g, b), `${cgt.format(b)} : ${cgt.format(h)}`).toEqual(h);
        n++;
      }
    }
    expect(n).toBe(625);
  });

  it("agrees with a brute-force search of B:H = G over a pool of H (the definition) on random G, B", () => {
    const pool = cgt.randomCanonicalGames(313, 8, 3);
    const hs = pool.slice(0, 40);
    let found = 0;
    let refused = 0;
    for (const b of pool.slice(0, 15)) {
      const sums = new Map<cgt.Game, cgt.Game>(); // B:H → H over the pool
      for (const h of hs) sums.set(cgt.ordinalSum(b, h), h);
      for (const g of [...pool.slice(0, 30), ...sums.keys()]) {
        let got: cgt.Game | undefined;
        try {
          got = cgt.subordinate(g, b);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
        }
        if (got === undefined) {
          refused++;
          expect(sums.has(g), `${cgt.format(g)} is ${cgt.format(b)} : something`).toBe(false);
        } else {
          found++;
          expect(cgt.ordinalSum(b, got)).toEqual(g);
          const h = sums.get(g);
          if (h !== undefined) expect(got).toEqual(h);
        }
      }
    }
    expect(found).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(50);
  });

  it("bad input: a non-value game or base, a malformed form, an exhausted budget", () => {
    expect(() => cgt.subordinate(1 as unknown as cgt.Game, cgt.ONE)).toThrow(InputError);
    expect(() => cgt.subordinate(cgt.ONE, "1" as unknown as cgt.Game)).toThrow(/base must be a game or a form/);
    expect(() => cgt.subordinate(cgt.ONE, { left: [cgt.ZERO] } as unknown as cgt.OrdinalBaseForm)).toThrow(/base must be a game or a form/);
    expect(() => cgt.subordinate(cgt.ONE, { left: [2], right: [] } as unknown as cgt.OrdinalBaseForm)).toThrow(/base Left option 0/);
    expect(() => cgt.subordinate(cgt.STAR, cgt.ONE)).toThrow(InputError);
    // ↑→300 = {*|*} : 300: the subordinate builds the integers 0 … 300, new to the store here.
    expect(() => cgt.subordinate(cgt.powTo(cgt.UP, 300), { left: [cgt.STAR], right: [cgt.STAR] }, { budget: { maxPositions: 5 } })).toThrow(BudgetExceededError);
  });
});
