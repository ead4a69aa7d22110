/**
 * Readable dyadics and thermographs (issue 15 item 2): the values cgtlab returns print in the
 * field's notation through toString, template strings, JSON and Node's util.inspect.
 */
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";

describe("Dyadic printing", () => {
  it("prints 3/2, -1/4, 5 and 0 every way", () => {
    const cases: [cgt.Dyadic, string][] = [
      [cgt.makeDyadic(3n, 1), "3/2"],
      [cgt.makeDyadic(-1n, 2), "-1/4"],
      [cgt.makeDyadic(10n, 1), "5"], // normalized: 10/2 = 5
      [cgt.makeDyadic(0n, 7), "0"],
    ];
    for (const [d, s] of cases) {
      expect(String(d)).toBe(s);
      expect(`${d}`).toBe(s);
      expect(inspect(d)).toBe(s);
      expect(JSON.stringify(d)).toBe(JSON.stringify(s));
      expect(JSON.stringify({ v: d })).toBe(`{"v":"${s}"}`);
    }
  });

  it("keeps its fields and arithmetic shape: num / 2^exp", () => {
    const d = cgt.makeDyadic(-6n, 3); // -6/8 = -3/4
    expect(d.num).toBe(-3n);
    expect(d.exp).toBe(2);
    expect(d).toEqual({ num: -3n, exp: 2 });
    expect(d).toBeInstanceOf(cgt.DyadicValue);
  });

  it("stops, means and temperatures come back printable", () => {
    // {2|1}: stops 2 and 1, mean 3/2, temperature 1/2 (Lessons in Play ch. 6: a switch {a|b} has mean (a+b)/2, temperature (a-b)/2)
    const g = cgt.parse("{2|1}");
    expect(String(cgt.leftStop(g))).toBe("2");
    expect(String(cgt.rightStop(g))).toBe("1");
    expect(`${cgt.mean(g)}`).toBe("3/2");
    expect(inspect(cgt.temperature(g))).toBe("1/2");
    // integers have temperature -1, m/2^k has -1/2^k (CGSuite's convention, lib/cgt/thermo.ts header)
    expect(String(cgt.temperature(cgt.parse("5")))).toBe("-1");
    expect(String(cgt.temperature(cgt.parse("-3/8")))).toBe("-1/8");
    expect(String(cgt.numberValueExact(cgt.parse("-1/4")))).toBe("-1/4");
  });
});

describe("Thermograph printing", () => {
  it("prints the walls' corners (t, x) and the mast", () => {
    // {2|1}: left wall 2 - t (3 at t = -1), right wall 1 + t from 0, meeting at t = 1/2, x = 3/2
    const th = cgt.thermograph(cgt.parse("{2|1}"));
    const text = "Thermograph(left wall (t, x): (-1, 3) (1/2, 3/2); right wall (t, x): (-1, 0) (1/2, 3/2); mast at 3/2 above t = 1/2)";
    expect(String(th)).toBe(text);
    expect(`${th}`).toBe(text);
    expect(inspect(th)).toBe(text);
    expect(th).toBeInstanceOf(cgt.ThermographValue);
  });

  it("prints a wall with a vertical piece: {3|{0|-4}}", () => {
    // Right wall: min over G^R of L_{G^R}(t) + t; {0|-4} has left wall -t up to t = 2, so G's right
    // wall is 0 up to t = 2, then rises with slope 1; it meets Left's wall 3 - t at t = 5/2, x = 1/2.
    const th = cgt.thermograph(cgt.parse("{3|{0|-4}}"));
    expect(String(th)).toBe("Thermograph(left wall (t, x): (-1, 4) (5/2, 1/2); right wall (t, x): (-1, 0) (2, 0) (5/2, 1/2); mast at 1/2 above t = 5/2)");
  });

  it("an integer is a mast from t = -1", () => {
    expect(String(cgt.thermograph(cgt.parse("-2")))).toBe("Thermograph(left wall (t, x): (-1, -2); right wall (t, x): (-1, -2); mast at -2 above t = -1)");
  });

  it("JSON gives the fields with dyadics as strings", () => {
    const th = cgt.thermograph(cgt.parse("1/2"));
    expect(JSON.parse(JSON.stringify(th))).toEqual({
      leftWall: [{ t: "-1", x: "1" }, { t: "-1/2", x: "1/2" }],
      rightWall: [{ t: "-1", x: "0" }, { t: "-1/2", x: "1/2" }],
      temperature: "-1/2",
      mean: "1/2",
    });
  });
});
