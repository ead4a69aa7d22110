// Shared value/number text helpers of lib/notebook (issue 15 item 5): valueText cuts long
// notation visibly, exactNumber reads the exact strings sweeps write.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { exactNumber, valueText } from "../lib/notebook/numbers";
import { InputError } from "../lib/util";

describe("valueText", () => {
  it("prints short values whole and cuts long ones with their length", () => {
    expect(valueText(cgt.parse("{0|*}"))).toBe(cgt.format(cgt.parse("{0|*}")));
    // {2|-1} in CGSuite's notation (Winning Ways' switch ±): printed whole when it fits.
    const sw = cgt.parse("{2|-1}");
    expect(valueText(sw, 80)).toBe(cgt.format(sw));
    const long = cgt.parse("{{4|3},{3|{2|1}}|{-1|-2},{-2|{-3|-4}}}");
    const full = cgt.format(long);
    expect(full.length).toBeGreaterThan(10);
    expect(valueText(long, 10)).toBe(`${full.slice(0, 10)}…(${full.length} characters)`);
    expect(valueText(long, full.length)).toBe(full);
    // Already printed notation is cut the same way.
    expect(valueText(full, 10)).toBe(valueText(long, 10));
    expect(valueText("±1", 10)).toBe("±1");
  });

  it("rejects a bad width", () => {
    expect(() => valueText(cgt.ZERO, 0)).toThrow(InputError);
    expect(() => valueText(cgt.ZERO, 2.5)).toThrow(/positive integer/);
  });
});

describe("exactNumber", () => {
  it("reads integers and fractions", () => {
    expect(exactNumber("9/8")).toBe(1.125);
    expect(exactNumber("-1/4")).toBe(-0.25);
    expect(exactNumber("-3")).toBe(-3);
    expect(exactNumber("0")).toBe(0);
  });
  it("rejects anything else, naming the text", () => {
    expect(() => exactNumber("±1")).toThrow(/"±1" is not an integer or a fraction/);
    expect(() => exactNumber("1/0")).toThrow(InputError);
    expect(() => exactNumber("")).toThrow(InputError);
  });
});
