// Issue 15 item 1: game values are values. cgt.Game is an interned thin object over the store id
// (CGSuite's model: int ids in the engine, thin objects outside) that prints in CGT notation,
// combines through readable methods, and fails clearly once resetStore() has emptied its store.
import { deepStrictEqual } from "node:assert";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";
import { Engine, canonicalValue } from "../lib/solvers";
import * as domineering from "../lib/games/domineering";
import { standardRuleset, threeByNBoard } from "../lib/games/konane";

const domineeringValue = (picture: string): cgt.Game => canonicalValue(domineering.ruleset, domineering.parseRegion(picture));

const P = cgt.parse;

describe("a game value prints as its notation", () => {
  it("String, template strings, + \"\" and toString give the notation", () => {
    const up = P("{0|*}");
    expect(String(up)).toBe("↑");
    expect(`${up}`).toBe("↑");
    // eslint-disable-next-line @typescript-eslint/restrict-plus-operands -- the check: a Game prints through `+ ""` too
    expect(up + "").toBe("↑");
    expect(up.toString()).toBe("↑");
    expect(String(P("{2|-1}"))).toBe("{2|-1}");
    expect(String(P("{1|-1}"))).toBe("±1");
  });

  it("util.inspect (console.log, a notebook cell's last expression) shows the notation, also inside structures", () => {
    expect(inspect(P("{0|*}"))).toBe("↑");
    expect(inspect([cgt.UP, cgt.STAR, P("{2|-1}")])).toBe("[ ↑, *, {2|-1} ]");
    expect(inspect({ value: P("3/2") })).toBe("{ value: 3/2 }");
  });

  it("JSON.stringify gives the notation (tables and CSV show values, never store ids)", () => {
    expect(JSON.stringify(cgt.UP)).toBe('"↑"');
    expect(JSON.stringify({ n: 3, value: P("{1|-1}") })).toBe('{"n":3,"value":"±1"}');
  });

  it("misère values print their misère notation everywhere too", () => {
    const g = cgt.misereHeap(2);
    expect(String(g)).toBe("*[2]");
    expect(`${g}`).toBe("*[2]");
    expect(inspect(g)).toBe("*[2]");
    expect(JSON.stringify([g])).toBe('["*[2]"]');
  });
});

describe("values are interned: equal games are the same object", () => {
  it("parse, constructors and arithmetic give the constants' objects", () => {
    expect(P("{0|*}")).toBe(cgt.UP);
    expect(cgt.game([cgt.ZERO], [cgt.STAR])).toBe(cgt.UP);
    expect(cgt.add(cgt.STAR, cgt.STAR)).toBe(cgt.ZERO);
    expect(cgt.integer(7)).toBe(cgt.integer(7));
    expect(P("{2|-1}")).toBe(P("{2|-1}"));
    expect(new Set([P("1/2"), cgt.dyadic(1, 1), cgt.game([cgt.ZERO], [cgt.ONE])]).size).toBe(1);
    const m = new Map<cgt.Game, string>([[P("±1"), "switch"]]);
    expect(m.get(cgt.game([cgt.ONE], [cgt.MINUS_ONE]))).toBe("switch");
  });

  it("deep equality (toEqual, assert.deepStrictEqual) tells different games apart, and shows no store id", () => {
    expect([cgt.UP]).not.toEqual([cgt.STAR]);
    expect({ v: cgt.UP }).toEqual({ v: P("{0|*}") });
    expect(() => { deepStrictEqual(cgt.UP, cgt.STAR); }).toThrow();
    expect(Object.keys(cgt.UP)).toEqual([]);
    expect(Object.isFrozen(cgt.UP)).toBe(true);
  });

  it("cgt.ops.id / cgt.ops.value convert at the boundary and round-trip", () => {
    const g = P("{2|-1}");
    const id = cgt.ops.id(g);
    expect(typeof id).toBe("number");
    expect(cgt.ops.value(id)).toBe(g);
    expect(cgt.ops.value(cgt.ops.add(id, cgt.ops.id(cgt.ONE)))).toBe(P("{3|0}"));
    expect(() => cgt.ops.value(-1)).toThrow(InputError);
  });

  it("a number where a value belongs is an InputError naming the function and the argument", () => {
    expect(() => cgt.add(cgt.ONE, 2 as never)).toThrow(/add: second game must be a game value \(cgt.Game\), got the number 2 \(a store id\? convert ids with cgt.ops.value\(id\)\)/);
    expect(() => cgt.format("↑" as never)).toThrow(/format: game must be a game value \(cgt.Game\), got string ↑/);
    expect(() => cgt.game([cgt.ZERO, {} as never], [])).toThrow(/left option 1 must be a game value/);
    expect(() => cgt.ops.id(null as never)).toThrow(InputError);
    expect(() => cgt.genusOf(3 as never)).toThrow(/genusOf needs an impartial tree, a \{left, right\} tree or a game value \(cgt.Game\), got the number 3/);
    expect(cgt.formatGenus(cgt.genusOf(cgt.nimber(3)))).toBe("3^31"); // a value still works (CGSuite's genus of *3)
  });
});

describe("readable methods agree with the free functions and with theory", () => {
  it("{2|-1}: outcome N, stops 2 and -1, mean 1/2, temperature 3/2 (Lessons in Play ch. 6: a switch {a|b} with a > b has mean (a+b)/2 and temperature (a−b)/2)", () => {
    const g = P("{2|-1}");
    expect(g.describe()).toEqual({
      notation: "{2|-1}",
      outcome: "N",
      leftStop: "2",
      rightStop: "-1",
      mean: "1/2",
      temperature: "3/2",
      birthday: 3, // 2 is born on day 2, so {2|-1} on day 3 (Winning Ways ch. 1)
      leftOptions: 1,
      rightOptions: 1,
      kind: "switch", // {a|b} with numbers a > b
      isNumber: false,
      isNimber: false,
      isInfinitesimal: false,
      isAllSmall: false,
    });
    expect(g.outcome).toBe(cgt.outcome(g));
    expect(cgt.dyadicToString(g.temperature)).toBe("3/2");
    expect(cgt.dyadicToString(g.mean)).toBe("1/2");
    expect(cgt.dyadicToString(g.leftStop)).toBe("2");
    expect(cgt.dyadicToString(g.rightStop)).toBe("-1");
    expect(g.thermograph()).toEqual(cgt.thermograph(g));
    expect(g.leftOptions).toEqual([cgt.integer(2)]);
    expect(g.rightOptions).toEqual([cgt.MINUS_ONE]);
  });

  it("↑ is a positive all-small infinitesimal with outcome L (Winning Ways ch. 3); * is a nimber of outcome N", () => {
    const d = cgt.UP.describe();
    expect(d).toMatchObject({ notation: "↑", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", birthday: 2, isNumber: false, isInfinitesimal: true, isAllSmall: true });
    expect(cgt.STAR.describe()).toMatchObject({ notation: "*", outcome: "N", isNimber: true, isNumber: false, birthday: 1 });
    // Integers have temperature -1 (CGSuite's convention) and are numbers.
    expect(cgt.integer(3).describe()).toMatchObject({ notation: "3", outcome: "L", temperature: "-1", isNumber: true, isAllSmall: false });
  });

  it("sum, difference, negation and order", () => {
    const up = cgt.UP;
    expect(up.add(up)).toBe(P("⇑"));
    expect(up.add(cgt.STAR)).toBe(P("↑*"));
    expect(up.sub(up)).toBe(cgt.ZERO);
    expect(up.neg()).toBe(cgt.DOWN);
    expect(cgt.ZERO.leq(up)).toBe(true);
    expect(up.leq(cgt.ZERO)).toBe(false);
    expect(up.geq(cgt.ZERO)).toBe(true);
    expect(up.gt(cgt.ZERO)).toBe(true);
    expect(cgt.DOWN.lt(cgt.ZERO)).toBe(true);
    // ↑* is confused with 0 (Winning Ways ch. 3: ↑* is fuzzy).
    expect(up.add(cgt.STAR).compare(cgt.ZERO)).toBe("||");
    expect(up.add(cgt.STAR).isConfusedWith(cgt.ZERO)).toBe(true);
    expect(P("1/2").add(P("1/2")).equals(cgt.ONE)).toBe(true);
    expect(cgt.STAR.equals(cgt.ZERO)).toBe(false);
  });
});

describe("values from before resetStore() fail clearly (a StaleValueError)", () => {
  it("free functions, methods, printing and ops.id refuse a stale value", () => {
    const g = P("{5|-7/4}");
    const h = cgt.integer(123456);
    cgt.resetStore();
    for (const use of [
      () => cgt.add(g, cgt.ONE),
      () => cgt.format(g),
      () => cgt.temperature(h),
      () => g.neg(),
      () => g.outcome,
      () => String(g),
      () => JSON.stringify(g),
      () => cgt.ops.id(g),
      () => cgt.game([h], []),
    ]) {
      expect(use).toThrow(cgt.StaleValueError);
    }
    expect(() => cgt.add(cgt.ONE, g)).toThrow(/add: second game is a game value made before cgt.resetStore\(\); .* recompute it after the reset/);
    const e = (() => {
      try {
        cgt.neg(g);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(InputError);
    expect((e as Error).name).toBe("StaleValueError");
    // util.inspect never throws: a stale value shows as such, never as another game.
    expect(inspect(g)).toMatch(/stale/);
    // The recomputed value is a new, valid object.
    const g2 = P("{5|-7/4}");
    expect(g2).not.toBe(g);
    expect(String(g2)).toBe("{5|-7/4}");
  });

  it("the constants stay valid across resets and stay interned", () => {
    const up = cgt.UP;
    cgt.resetStore();
    expect(P("{0|*}")).toBe(up);
    expect(String(cgt.UP.add(cgt.STAR))).toBe("↑*");
    expect(cgt.ops.id(cgt.ONE)).toBe(cgt.ops.ONE);
  });
});

describe("value kinds and descriptions (cgt.valueKind, cgt.valueInfo)", () => {
  it("classifies numbers, infinitesimals, tepid games, switches and hot games (Lessons in Play ch. 5–6 for the stops)", () => {
    expect(cgt.valueKind(cgt.ZERO)).toBe("number");
    expect(cgt.valueKind(cgt.dyadic(3, 2))).toBe("number");
    expect(cgt.valueKind(cgt.STAR)).toBe("infinitesimal");
    expect(cgt.valueKind(cgt.UP)).toBe("infinitesimal");
    expect(cgt.valueKind(cgt.add(cgt.ONE, cgt.STAR))).toBe("tepid");
    expect(cgt.valueKind(cgt.game([cgt.ONE], [cgt.MINUS_ONE]))).toBe("switch");
    expect(cgt.valueKind(cgt.game([cgt.STAR], [cgt.integer(-2)]))).toBe("hot");
    expect(cgt.VALUE_KINDS).toEqual(["number", "infinitesimal", "tepid", "switch", "hot"]);
  });

  it("describes a value: ±1 is a switch of temperature 1, mean 0, birthday 2, outcome N (Winning Ways ch. 6)", () => {
    expect(cgt.valueInfo(P("±1"))).toEqual({ value: "±1", outcome: "N", kind: "switch", temperature: 1, temperatureText: "1", mean: 0, birthday: 2, canonicalSize: 4 });
    // integers have temperature −1 (CGSuite's convention), 1/2 has −1/2
    expect(cgt.valueInfo(cgt.integer(3))).toMatchObject({ kind: "number", outcome: "L", temperature: -1, temperatureText: "-1", mean: 3, birthday: 3 });
    expect(cgt.valueInfo(P("1/2"))).toMatchObject({ temperatureText: "-1/2", mean: 0.5, birthday: 2 });
  });

  it("valueInfo is g.describe() in table form and valueKind its kind; the kind follows its definition (plain reference on random games)", () => {
    // The definition of the kinds (lib/cgt/kinds.ts), written again from the public predicates.
    const kindByDefinition = (g: cgt.Game): cgt.ValueKind => {
      if (cgt.isNumber(g)) return "number";
      if (cgt.isInfinitesimal(g)) return "infinitesimal";
      if (cgt.dyadicToString(cgt.leftStop(g)) === cgt.dyadicToString(cgt.rightStop(g))) return "tepid";
      const [l, r] = [cgt.leftOptions(g), cgt.rightOptions(g)];
      return l.length === 1 && r.length === 1 && cgt.isNumber(l[0]!) && cgt.isNumber(r[0]!) ? "switch" : "hot";
    };
    const named = ["0", "*", "↑", "±1", "{2|-1}", "1*", "-1/2↑", "{3|{2|-1}}", "{1|*}", "1/2", "-7", "*2", "{0|↓}"].map(P);
    const games = [...named, ...cgt.randomCanonicalGames(7, 40, 4, 3)];
    const kinds = new Set<cgt.ValueKind>();
    for (const g of games) {
      const d = g.describe();
      const info = cgt.valueInfo(g);
      expect(info, d.notation).toEqual({
        value: d.notation,
        outcome: d.outcome,
        kind: d.kind,
        temperature: cgt.dyadicToNumber(g.temperature),
        temperatureText: d.temperature,
        mean: cgt.dyadicToNumber(g.mean),
        birthday: d.birthday,
        canonicalSize: cgt.canonicalSize(g),
      });
      expect([d.notation, cgt.valueKind(g)]).toEqual([d.notation, d.kind]);
      expect([d.notation, d.kind]).toEqual([d.notation, kindByDefinition(g)]);
      expect(d.isInfinitesimal).toBe(cgt.isInfinitesimal(g));
      kinds.add(d.kind);
    }
    expect([...kinds].sort()).toEqual([...cgt.VALUE_KINDS].sort()); // every kind met
  });
});

describe("every cache of ids is cleared with the store", () => {
  it("the Domineering 3×3 square is ±1 before and after a reset (issue 15: it came back as {1|*})", () => {
    // 3×3 Domineering = ±1 (Winning Ways ch. 5, Domineering table; CGSuite).
    expect(String(domineeringValue("###|###|###"))).toBe("±1");
    // Fill the store with other values so that ids from before the reset would name other games.
    domineeringValue("####|####|###.");
    cgt.resetStore();
    cgt.parse("{1|*}");
    cgt.parse("{3|{2|1}}");
    expect(String(domineeringValue("###|###|###"))).toBe("±1");
    expect(domineeringValue("###|###|###")).toBe(P("±1"));
    const before = String(domineeringValue("####|####|####"));
    cgt.resetStore();
    cgt.parse("{1|*}");
    cgt.parse("{3|{2|1}}");
    expect(String(domineeringValue("####|####|####"))).toBe(before);
  });

  it("a Konane engine used after a reset starts again instead of returning stale ids", () => {
    const engine = new Engine(standardRuleset);
    const before = String(engine.value(threeByNBoard(6)));
    expect(engine.stats.valueEntries).toBeGreaterThan(0);
    cgt.resetStore();
    cgt.parse("{1|*}");
    cgt.parse("{3|{2|1}}");
    const after = engine.value(threeByNBoard(6));
    expect(String(after)).toBe(before);
    expect(after).toBe(canonicalValue(standardRuleset, threeByNBoard(6)));
  });
});
