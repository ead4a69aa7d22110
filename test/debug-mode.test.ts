// Issue 25, item 2: "a debug mode that also checks keys and components on the positions actually
// visited, for small positions, is one option away". `{ debug: true }` on canonicalValue /
// outcomeClass / nimValue and the sweeps: a ruleset with a wrong key or wrong components fails
// with a RulesetCheckError (an InputError) naming the ruleset, the rule and the position, where
// the same call without the option gives a silently wrong value; correct rulesets give the same
// values in both modes.
// Known values used: two counters (Left removes a counter from her pile, Right from his) are the
// integer a − b (Winning Ways vol. 1 ch. 1, "Hackenbush" integers: a moves for Left against b);
// Nim heaps nim-sum (Bouton's theorem, 1901-02); Clobber xxo = ↑, xo = * (Lessons in Play ch. 2);
// Domineering 2×2 = ±1 (Winning Ways vol. 1, Domineering).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as games from "../lib/games";
import { defineImpartial, definePartizan } from "../lib/ruleset";
import { canonicalValue, nimValue, outcomeClass, outcomeSweep, RulesetCheckError, valueSweep } from "../lib/solvers";
import { InputError } from "../lib/util";

type Piles = readonly [number, number];
const down = (a: number): number[] => (a > 0 ? [a - 1] : []);
const counters = (extra: object = {}) =>
  definePartizan<Piles>({
    name: "Two counters",
    leftOptions: (p) => down(p[0]).map((a) => [a, p[1]] as const),
    rightOptions: (p) => down(p[1]).map((b) => [p[0], b] as const),
    format: (p) => `${p[0]}-${p[1]}`,
    ...extra,
  });

/** Nim on a list of heaps; components one heap each (or what `split` says). */
const nim = (split: (p: readonly number[]) => readonly (readonly number[])[]) =>
  defineImpartial<readonly number[]>({
    name: "Nim heaps",
    options: (p) => p.flatMap((h, i) => Array.from({ length: h }, (_, k) => [...p.slice(0, i), k, ...p.slice(i + 1)].filter((x) => x > 0).sort((a, b) => a - b))),
    components: split,
    format: (p) => p.join(" "),
  });

describe("debug mode catches a wrong key", () => {
  // the key a + b gives 2-0, 1-1 and 0-2 one key: different positions, one table entry
  const wrongKey = counters({ key: (p: Piles) => p[0] + p[1] });

  it("without debug the value is silently wrong (or a false loop), with debug a key-collision error names the ruleset and the position", () => {
    let silent: string;
    try {
      silent = cgt.format(canonicalValue(wrongKey, [3, 1]));
    } catch (e) {
      silent = `error: ${(e as Error).message}`;
    }
    expect(silent).not.toBe("2"); // the truth is 3 − 1 = 2 (see the right key below)
    let err: unknown;
    try {
      canonicalValue(wrongKey, [3, 1], { debug: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesetCheckError);
    expect(err).toBeInstanceOf(InputError);
    const e = err as RulesetCheckError;
    expect(e.rule).toBe("key-collision");
    expect(e.message).toMatch(/^Two counters breaks the rule "key-collision" on position "\d-\d": it has the key \d of "\d-\d" but different options$/);
    expect(() => outcomeClass(wrongKey, [3, 1], { debug: true })).toThrow(/Two counters breaks the rule "key-collision"/);
  });

  it("an unstable key (different each time) is reported as such", () => {
    let n = 0;
    const unstable = counters({ key: (p: Piles) => `${p[0]},${p[1]},${n++}` });
    expect(() => canonicalValue(unstable, [1, 1], { debug: true })).toThrow(/Two counters breaks the rule "unstable-key" on position "1-1": key\(\) gave 1,1,\d+ and then 1,1,\d+/);
  });

  it("the right key gives a − b in both modes", () => {
    const right = counters();
    for (const [a, b] of [[3, 1], [0, 2], [4, 4]] as const) {
      expect(cgt.format(canonicalValue(right, [a, b], { debug: true }))).toBe(String(a - b));
      expect(cgt.format(canonicalValue(right, [a, b]))).toBe(String(a - b));
    }
  });
});

describe("debug mode catches wrong components", () => {
  it("partizan: components that drop Right's pile give a silently wrong value without debug, a components error with it", () => {
    const dropRight = counters({ components: (p: Piles) => [[p[0], 0] as const] });
    expect(cgt.format(canonicalValue(dropRight, [3, 1]))).toBe("3"); // wrong: 3 − 1 = 2
    expect(() => canonicalValue(dropRight, [3, 1], { debug: true })).toThrow(
      /^Two counters breaks the rule "components" on position "3-1": its components \["3-0"\] add up to 3, but the position's value is 2$/,
    );
    expect(() => valueSweep(dropRight, [[1, 0], [3, 1]], { debug: true })).toThrow(RulesetCheckError);
  });

  it("components that are not positions are named", () => {
    const bad = counters({ components: (p: Piles) => [p[0], p[1]] as unknown as Piles[] });
    expect(() => canonicalValue(bad, [1, 1], { debug: true })).toThrow(/Two counters breaks the rule "components" on position "1-1": component 1 is a number, not a position of this ruleset/);
  });

  it("impartial: a split that keeps only the first heap is caught in nimValue's debug mode", () => {
    const wrong = nim((p) => [p.slice(0, 1)]);
    expect(nimValue(wrong, [1, 2])).toBe(1); // wrong: 1 ⊕ 2 = 3
    expect(() => nimValue(wrong, [1, 2], { debug: true })).toThrow(/^Nim heaps breaks the rule "components" on position "1 2": its components \["1"\] add up to \*1, but the position's value is \*3$/);
    const right = nim((p) => p.map((h) => [h]));
    expect(nimValue(right, [1, 2, 4], { debug: true })).toBe(7);
    expect(nimValue(right, [3, 5, 6], { debug: true })).toBe(0);
  });
});

describe("correct rulesets pass debug mode with the same values", () => {
  it("Clobber, Domineering and the sweeps", () => {
    const c = games.clobber.clobber;
    expect(cgt.format(canonicalValue(c, c.parse!("xxo"), { debug: true }))).toBe("↑");
    expect(outcomeClass(c, c.parse!("xo"), { debug: true })).toBe("N");
    for (const pic of ["xoxo", "xxo.ox", "xo|ox"]) {
      expect(cgt.format(canonicalValue(c, c.parse!(pic), { debug: true }))).toBe(cgt.format(canonicalValue(c, c.parse!(pic))));
    }
    const d = games.domineering.ruleset;
    const sq = games.domineering.rectangle(2, 2);
    expect(cgt.format(canonicalValue(d, sq, { debug: true }))).toBe("±1");
    const rect = games.domineering.rectangle(3, 3);
    expect(cgt.format(canonicalValue(d, rect, { debug: true }))).toBe(cgt.format(canonicalValue(d, rect)));
    const sweep = valueSweep(c, [c.parse!("xo"), c.parse!("xxo")], { debug: true });
    expect(sweep.rows.map((r) => r.value)).toEqual(["*", "↑"]);
    expect(outcomeSweep(c, [c.parse!("xo")], { debug: true }).rows[0]!.outcome).toBe("N");
  });

  it("a debug option that is not a boolean is an InputError", () => {
    const c = games.clobber.clobber;
    expect(() => canonicalValue(c, c.parse!("xo"), { debug: "yes" as unknown as boolean })).toThrow(/the debug option must be true or false, got "yes"/);
  });
});
