// One property table of named values (issue 26, item 5), in the style of CGSuite's
// CanonicalShortGameTestCase.scala: one row per value with its outcome class, stops, mean,
// temperature, atomic weight, reduced canonical form and birthday, every column asserted through
// the public API (cgt.parse, Game.outcome, cgt.leftStop, …, cgt.birthday) and every row citing
// where the value is published. The sources are listed in SOURCES.md:
//
//   CGSuite   CGSuite's lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
//             (birthday, LeftStop, RightStop, Mean, Temperature, printed form of its 12 values; the
//             AtomicWeight and ReducedCanonicalForm columns of the version transcribed in
//             test/cgt-allsmall.test.ts)
//   WW        Berlekamp, Conway, Guy, Winning Ways, 2nd ed. (2001–2004), chapter given per row
//   LiP       Albert, Nowakowski, Wolfe, Lessons in Play (2007; 2nd ed. 2019), chapter per row
//   Siegel    Siegel, Combinatorial Game Theory (AMS 2013), section per row
//
// Columns a row's source does not print are derived from the definitions and say so in the row's
// `derived` note; they are known theory, not cgtlab's output:
//   - outcome from the sign of the value (G > 0 ⇔ L, G < 0 ⇔ R, G = 0 ⇔ P, G ‖ 0 ⇔ N), which
//     for these values the source states or the row's note shows by play;
//   - birthday(G) = 1 + the largest birthday of an option of the canonical form (shown in `ours`);
//   - reduced canonical form (Siegel III.2): the simplest game infinitesimally close to G, so 0 for
//     every infinitesimal and G itself for a number or a game without infinitesimal parts;
//   - a switch {a|b} with a > b numbers: stops a and b, mean (a+b)/2, temperature (a−b)/2 (LiP ch. 6).
// A cell `undefined` is neither published nor derived here and is not asserted (the atomic weight of
// hot games such as ±1, which CGSuite does not print for them).
//
// Where the sources print a value differently from cgtlab, the row records both printings
// (`printed` beside `ours`) and the test checks they parse to the same game; no source value
// disagrees with cgtlab's as a game. CGSuite's `IsAtomic` is false for numbers and numbers plus
// nimbers (5, −1/2, 9/8*, …); cgtlab's isAtomic agrees on each of its rows.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";

interface Row {
  /** Name in the field's words. */
  name: string;
  /** The value as the source writes it (CGSuite's ASCII input or the book's notation). */
  input: string;
  /** How cgtlab prints it (cgt.format). */
  ours: string;
  /** How the source prints it, when that differs from `ours` (must parse to the same game). */
  printed?: string;
  outcome: "L" | "R" | "N" | "P";
  leftStop: string;
  rightStop: string;
  mean: string;
  temperature: string;
  /** The atomic weight, "not atomic", or undefined (not asserted). */
  atomicWeight: string | undefined;
  reduced: string;
  birthday: number;
  /** Where the value and its properties are published. */
  source: string;
  /** Which columns are derived from the definitions (see the header), and how. */
  derived?: string;
}

const CGS = "CGSuite CanonicalShortGameTestCase.scala";
const CGS_COLUMNS = `${CGS} (birthday, stops, mean, temperature; AtomicWeight and ReducedCanonicalForm columns as in test/cgt-allsmall.test.ts)`;

const ROWS: Row[] = [
  // --- CGSuite's CanonicalShortGameTestCase rows --------------------------------------------------
  { name: "zero", input: "0", ours: "0", outcome: "P", leftStop: "0", rightStop: "0", mean: "0", temperature: "-1", atomicWeight: "0", reduced: "0", birthday: 0, source: CGS_COLUMNS, derived: "outcome: 0 is a second-player win (no moves)" },
  { name: "the integer 5", input: "5", ours: "5", outcome: "L", leftStop: "5", rightStop: "5", mean: "5", temperature: "-1", atomicWeight: "not atomic", reduced: "5", birthday: 5, source: CGS_COLUMNS, derived: "outcome: 5 > 0" },
  { name: "the number −1/2", input: "-1/2", ours: "-1/2", outcome: "R", leftStop: "-1/2", rightStop: "-1/2", mean: "-1/2", temperature: "-1/2", atomicWeight: "not atomic", reduced: "-1/2", birthday: 2, source: CGS_COLUMNS, derived: "outcome: −1/2 < 0" },
  { name: "the number 25/16", input: "25/16", ours: "25/16", outcome: "L", leftStop: "25/16", rightStop: "25/16", mean: "25/16", temperature: "-1/16", atomicWeight: "not atomic", reduced: "25/16", birthday: 6, source: CGS_COLUMNS, derived: "outcome: 25/16 > 0" },
  { name: "the nimber *8", input: "*8", ours: "*8", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 8, source: CGS_COLUMNS, derived: "outcome: *n ‖ 0 for n ≥ 1 (the mover takes it to 0; WW ch. 3)" },
  { name: "up", input: "^", ours: "↑", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "1", reduced: "0", birthday: 2, source: `${CGS_COLUMNS}; WW ch. 3 (↑ = {0|*} > 0); WW ch. 8 / LiP ch. 9 (aw(↑) = 1)` },
  { name: "down star", input: "v*", ours: "↓*", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "-1", reduced: "0", birthday: 2, source: `${CGS_COLUMNS}; WW ch. 3 (↑* is fuzzy, so is its negative ↓*)` },
  { name: "6 up star", input: "6+^*", ours: "6↑*", printed: "6^*", outcome: "L", leftStop: "6", rightStop: "6", mean: "6", temperature: "0", atomicWeight: "not atomic", reduced: "6", birthday: 8, source: CGS_COLUMNS, derived: "outcome: 6 + an infinitesimal > 0" },
  { name: "up star-6", input: "^*6", ours: "↑*6", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "1", reduced: "0", birthday: 8, source: `${CGS_COLUMNS}; WW ch. 3 (↑ + *n > 0 for n ≥ 2)` },
  { name: "73/16 down-9 star-8", input: "73/16+v9*8", ours: "73/16↓9*8", printed: "73/16v9*8", outcome: "L", leftStop: "73/16", rightStop: "73/16", mean: "73/16", temperature: "0", atomicWeight: "not atomic", reduced: "73/16", birthday: 27, source: CGS_COLUMNS, derived: "outcome: 73/16 + an infinitesimal > 0" },
  { name: "up-nth (n = 4), ↑^[4]", input: "{0|*||*|||*||||*}", ours: "{{{↑|*}|*}|*}", printed: "{^|*||*|||*}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "1", reduced: "0", birthday: 5, source: `${CGS_COLUMNS}; WW ch. 7 / Siegel (↑^[n+1] = {↑^[n] | *} > 0)` },
  { name: "{0||0|↓*}", input: "{0||0|v*}", ours: "{0|{0|↓*}}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "1", reduced: "0", birthday: 4, source: CGS_COLUMNS, derived: "outcome by play: Left moves to 0 and wins; Right's only move {0|↓*} lets Left move to 0" },
  { name: "9/8 star", input: "9/8+*", ours: "9/8*", outcome: "L", leftStop: "9/8", rightStop: "9/8", mean: "9/8", temperature: "0", atomicWeight: "not atomic", reduced: "9/8", birthday: 6, source: `${CGS} (AtomicWeight, ReducedCanonicalForm, StopCount 2)`, derived: "stops, mean, temperature 0 and outcome of x* for a number x (WW ch. 2); birthday 5 + 1" },
  { name: "Tiny(3/2)", input: "{0||0|-3/2}", ours: "{0|{0|-3/2}}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 5, source: `${CGS} (AtomicWeight 0, ReducedCanonicalForm 0, prints Tiny(3/2)); WW ch. 5 (tiny-x is a positive infinitesimal)`, derived: "stops, mean, temperature of an infinitesimal; birthday from the form" },
  { name: "Tiny({3|1})", input: "{0|||0||-1|-3}", ours: "{0|{0|{-1|-3}}}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 6, source: `${CGS} (AtomicWeight 0, ReducedCanonicalForm 0, prints Tiny({3|1})); WW ch. 5`, derived: "stops, mean, temperature of an infinitesimal; birthday from the form" },
  { name: "{1|⇑||↑}", input: "{1|^^||^}", ours: "{{1|⇑}|↑}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "2", reduced: "0", birthday: 5, source: `${CGS} (AtomicWeight 2, ReducedCanonicalForm 0)`, derived: "outcome: aw ≥ 2 ⇒ G > 0 (the two-ahead rule, LiP ch. 9 / WW ch. 8); stops 0 by play; birthday from the form" },
  { name: "{1|↑3||↑}", input: "{1|^^^||^}", ours: "{{1|↑3}|↑}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "not atomic", reduced: "0", birthday: 6, source: `${CGS} (AtomicWeight: "That game is not atomic", ReducedCanonicalForm 0)`, derived: "outcome by play: Left moves to {1|↑3}, Right's reply ↑3 > 0; Right's move to ↑ > 0; birthday from the form" },
  { name: "{↑3|⇓}", input: "{^^^|vv}", ours: "{↑3|⇓}", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "{1|0}", reduced: "0", birthday: 5, source: `${CGS} (AtomicWeight {1|0}, ReducedCanonicalForm 0)`, derived: "outcome: Left moves to ↑3 > 0, Right to ⇓ < 0; birthday from the form" },
  { name: "{3||2*|1*}", input: "{3||2+*|1+*}", ours: "{3|{2*|1*}}", outcome: "L", leftStop: "3", rightStop: "2", mean: "9/4", temperature: "3/4", atomicWeight: "not atomic", reduced: "{3||2|1}", birthday: 5, source: `${CGS} (not atomic; ReducedCanonicalForm {3||2|1}); LiP ch. 8 / WW ch. 6 (temperature 3/4, freezes to 9/4*)`, derived: "stops by play (Right moves to {2*|1*}, Left to 2*); mean 9/4 from the freeze 9/4*; birthday from the form" },
  // --- Winning Ways, Lessons in Play, Siegel ---------------------------------------------------------
  { name: "star", input: "*", ours: "*", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 1, source: "WW ch. 2–3 (* = {0|0}, a first-player win); WW ch. 8 / LiP ch. 9 (aw(*n) = 0); Siegel II.2", derived: "reduced form: * is infinitesimal" },
  { name: "star two", input: "*2", ours: "*2", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 2, source: "WW ch. 3 (*2 = {0,*|0,*}); WW ch. 8 / LiP ch. 9 (aw(*n) = 0)", derived: "outcome: the mover takes *2 to 0; birthday from the form" },
  { name: "double up", input: "^^", ours: "⇑", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "2", reduced: "0", birthday: 3, source: "WW ch. 3 (⇑ = ↑ + ↑ = {0|↑*} > 0); WW ch. 8 (aw is additive)", derived: "birthday from the form {0|↑*}" },
  { name: "double up star", input: "^^*", ours: "⇑*", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "2", reduced: "0", birthday: 3, source: "WW ch. 3 (⇑* = {0|↑} > 0); WW ch. 8 / LiP ch. 9 (aw(⇑*) = 2)", derived: "birthday from the form {0|↑}" },
  { name: "up star", input: "^*", ours: "↑*", outcome: "N", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "1", reduced: "0", birthday: 2, source: "WW ch. 3 (↑* = {0,*|0} is fuzzy); LiP (↑* = {0,*|0}); WW ch. 8 (aw(↑*) = aw(↑) + aw(*) = 1)", derived: "birthday from the form {0,*|0}" },
  { name: "triple up star", input: "^^^*", ours: "↑3*", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "3", reduced: "0", birthday: 4, source: "WW ch. 3 (n·↑* = {0|(n−1)·↑} for n ≥ 2, > 0); WW ch. 8 / LiP ch. 9 (aw(↑3*) = 3)", derived: "birthday from the form {0|⇑}" },
  { name: "down", input: "v", ours: "↓", outcome: "R", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "-1", reduced: "0", birthday: 2, source: "WW ch. 3 (↓ = {*|0} = −↑ < 0); WW ch. 8 (aw(−G) = −aw(G))" },
  { name: "plus-or-minus one", input: "{1|-1}", ours: "±1", outcome: "N", leftStop: "1", rightStop: "-1", mean: "0", temperature: "1", atomicWeight: undefined, reduced: "±1", birthday: 2, source: "WW ch. 1–2 (2×2 Domineering = ±1, a first-player win); LiP ch. 6 (switch)", derived: "switch columns; reduced form: no infinitesimal part" },
  { name: "plus-or-minus two", input: "{2|-2}", ours: "±2", outcome: "N", leftStop: "2", rightStop: "-2", mean: "0", temperature: "2", atomicWeight: undefined, reduced: "±2", birthday: 3, source: "WW ch. 6 (∫^1 ±1 = ±2); LiP ch. 6 (switch)", derived: "switch columns; birthday from the form" },
  { name: "the switch {2|1}", input: "{2|1}", ours: "{2|1}", outcome: "L", leftStop: "2", rightStop: "1", mean: "3/2", temperature: "1/2", atomicWeight: undefined, reduced: "{2|1}", birthday: 3, source: "LiP ch. 6 (a switch {a|b} has mean (a+b)/2 and temperature (a−b)/2); WW ch. 6", derived: "outcome: both stops positive and the mover's first move leaves a positive number" },
  { name: "the switch {1|0}", input: "{1|0}", ours: "{1|0}", outcome: "N", leftStop: "1", rightStop: "0", mean: "1/2", temperature: "1/2", atomicWeight: undefined, reduced: "{1|0}", birthday: 2, source: "LiP ch. 6 (switch); WW ch. 6", derived: "outcome: Left moves to 1, Right to 0 (then Left cannot move)" },
  { name: "one star", input: "1*", ours: "1*", outcome: "L", leftStop: "1", rightStop: "1", mean: "1", temperature: "0", atomicWeight: undefined, reduced: "1", birthday: 2, source: "LiP ch. 2 (green on blue is {0,1|1} = 1*); WW ch. 2", derived: "x* for a number x: stops x, temperature 0, reduced form x" },
  { name: "tiny-one", input: "{0||0|-1}", ours: "{0|{0|-1}}", outcome: "L", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 3, source: "WW ch. 5 (tiny-x = {0‖0|−x} is a positive infinitesimal below every positive multiple of ↑)", derived: "aw 0 as CGSuite prints for Tiny(3/2) and Tiny({3|1}) (WW ch. 8: a game infinitesimal with respect to ↑, as tiny-x is, has atomic weight 0); birthday from the form" },
  { name: "miny-one", input: "{1|0||0}", ours: "{{1|0}|0}", outcome: "R", leftStop: "0", rightStop: "0", mean: "0", temperature: "0", atomicWeight: "0", reduced: "0", birthday: 3, source: "WW ch. 5 (miny-x = −tiny-x < 0)", derived: "negative of the tiny-one row" },
  { name: "one half", input: "1/2", ours: "1/2", outcome: "L", leftStop: "1/2", rightStop: "1/2", mean: "1/2", temperature: "-1/2", atomicWeight: "not atomic", reduced: "1/2", birthday: 2, source: "WW ch. 1 (1/2 = {0|1}); Siegel / CGSuite convention (m/2^k has temperature −1/2^k); CGSuite (numbers are not atomic)" },
  { name: "minus one", input: "-1", ours: "-1", outcome: "R", leftStop: "-1", rightStop: "-1", mean: "-1", temperature: "-1", atomicWeight: "not atomic", reduced: "-1", birthday: 1, source: "WW ch. 1 (−1 = {|0}); CGSuite convention (integers have temperature −1; numbers are not atomic)" },
  { name: "Siegel's G₁ = {0|−10}", input: "{0|-10}", ours: "{0|-10}", outcome: "N", leftStop: "0", rightStop: "-10", mean: "-5", temperature: "5", atomicWeight: undefined, reduced: "{0|-10}", birthday: 11, source: "Siegel II.5 (G₁ = {0|−10} has temperature 5 and mean −5)", derived: "outcome: Left moves to 0, Right to −10; birthday from the form" },
  { name: "one quarter", input: "1/4", ours: "1/4", outcome: "L", leftStop: "1/4", rightStop: "1/4", mean: "1/4", temperature: "-1/4", atomicWeight: "not atomic", reduced: "1/4", birthday: 3, source: "WW ch. 1 (the Hackenbush string BRR = 1/4 = {0|1/2}); CGSuite convention (m/2^k has temperature −1/2^k; numbers are not atomic)", derived: "birthday from the form {0|1/2}" },
];

const P = (s: string): cgt.Game => cgt.parse(s);
const ds = cgt.dyadicToString;

describe("property table of named values (CGSuite's CanonicalShortGameTestCase style)", () => {
  it("has about thirty distinct values, each with a source", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ROWS.map((r) => cgt.format(P(r.input)))).size).toBe(ROWS.length);
    for (const r of ROWS) expect(r.source.length, r.name).toBeGreaterThan(10);
  });

  it.each(ROWS)("$name = $input", (r) => {
    const g = P(r.input);
    expect(cgt.format(g), "printed form").toBe(r.ours);
    if (r.printed !== undefined) expect(P(r.printed), `the source's printing ${r.printed}`).toBe(g);
    expect(g.outcome, "outcome").toBe(r.outcome);
    expect(cgt.outcome(g), "cgt.outcome").toBe(r.outcome);
    expect(ds(cgt.leftStop(g)), "left stop").toBe(r.leftStop);
    expect(ds(cgt.rightStop(g)), "right stop").toBe(r.rightStop);
    expect(ds(cgt.mean(g)), "mean").toBe(r.mean);
    expect(ds(cgt.temperature(g)), "temperature").toBe(r.temperature);
    if (r.atomicWeight === "not atomic") {
      expect(cgt.isAtomic(g), "not atomic").toBe(false);
      expect(() => cgt.atomicWeight(g)).toThrow();
    } else if (r.atomicWeight !== undefined) {
      expect(cgt.isAtomic(g), "atomic").toBe(true);
      expect(cgt.atomicWeight(g), "atomic weight").toBe(P(r.atomicWeight));
    }
    expect(cgt.reducedCanonicalForm(g), "reduced canonical form").toBe(P(r.reduced));
    expect(cgt.birthday(g), "birthday").toBe(r.birthday);
  });

  it("the outcome column agrees with the sign of the value (the definition it is derived from)", () => {
    for (const r of ROWS) {
      const c = cgt.compare(P(r.input), cgt.ZERO);
      expect({ ">": "L", "<": "R", "=": "P", "||": "N" }[c], r.name).toBe(r.outcome);
    }
  });

  it("a wrong cell fails: the assertions above catch a mistyped row (fixture)", () => {
    const wrong: Row = { ...ROWS.find((r) => r.name === "the switch {2|1}")!, temperature: "1" };
    expect(ds(cgt.temperature(P(wrong.input)))).not.toBe(wrong.temperature);
  });
});
