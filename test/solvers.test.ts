// The generic engine (lib/solvers) on toy rulesets defined here with lib/ruleset: values against
// published ones and known theory, the engine against the plain reference search on random small
// positions, and every bad-input case of issue 13 (options not positions, unstable key, wrong
// decomposition, wrong symmetry, loop, budget overrun, malformed definitions).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { defineImpartial, definePartizan, defineRuleset, type PartizanRuleset } from "../lib/ruleset";
import { checkRuleset, Engine, engineFor, nimValue, outcomeClass, referenceNimValue, referenceValue, RulesetCheckError, canonicalValue } from "../lib/solvers";
import { BudgetExceededError, InputError } from "../lib/util";

// ---------------------------------------------------------------------------------------------
// Toy rulesets
// ---------------------------------------------------------------------------------------------

/**
 * Blue-Red Hackenbush strings, several stalks separated by spaces, each written from the ground up
 * ("BBR" = two blue edges then a red one). Cutting an edge removes everything above it.
 */
const swapColours = (s: string): string => s.replace(/[BR]/g, (c) => (c === "B" ? "R" : "B"));
function cuts(s: string, colour: string): string[] {
  const stalks = s.split(" ").filter((x) => x !== "");
  const out: string[] = [];
  stalks.forEach((t, j) => {
    for (let i = 0; i < t.length; i++) if (t[i] === colour) out.push([...stalks.slice(0, j), t.slice(0, i), ...stalks.slice(j + 1)].filter((x) => x !== "").join(" "));
  });
  return out;
}
const hackenbush = definePartizan({
  name: "Blue-Red Hackenbush strings",
  leftOptions: (s: string) => cuts(s, "B"),
  rightOptions: (s: string) => cuts(s, "R"),
  components: (s: string) => s.split(" ").filter((x) => x !== ""),
  symmetries: [{ name: "swap colours", apply: swapColours, swapsPlayers: true }],
  format: (s: string) => s,
  parse: (s: string) => s,
});

/**
 * Berlekamp's rule for a Hackenbush string (Winning Ways, Berlekamp–Conway–Guy, vol. 1, "Hackenbush
 * strings"; Lessons in Play, Albert–Nowakowski–Wolfe, the sign-expansion rule): the first run of equal
 * colours counts ±1 per edge, and after the first change of colour the edges count ±1/2, ±1/4, … (+ blue).
 */
function berlekamp(s: string): number {
  let v = 0;
  let i = 0;
  while (i < s.length && s[i] === s[0]) v += s[i++] === "B" ? 1 : -1;
  for (let w = 0.5; i < s.length; i++, w /= 2) v += s[i] === "B" ? w : -w;
  return v;
}

/** Clobber on one row: "x" Left's stones, "o" Right's, "." empty; a stone captures an adjacent enemy stone. In 12 lines. */
function clobberMoves(s: string, me: string, you: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== me) continue;
    for (const j of [i - 1, i + 1]) if (s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? "." : k === j ? me : c)).join(""));
  }
  return out;
}
const clobber = definePartizan({
  name: "Clobber strip",
  leftOptions: (s: string) => clobberMoves(s, "x", "o"),
  rightOptions: (s: string) => clobberMoves(s, "o", "x"),
  components: (s: string) => s.split(".").filter((t) => t.length > 1),
  symmetries: [
    { name: "reverse", apply: (s: string) => [...s].reverse().join(""), swapsPlayers: false },
    { name: "swap colours", apply: (s: string) => s.replace(/[xo]/g, (c) => (c === "x" ? "o" : "x")), swapsPlayers: true },
  ],
});

/** A partizan subtraction game on one heap: Left takes 1 or 2, Right takes 1 or 3 (no shortcut, no symmetry). */
const partizanSubtraction = definePartizan({
  name: "partizan subtraction {1,2 | 1,3}",
  leftOptions: (n: number) => [1, 2].filter((k) => k <= n).map((k) => n - k),
  rightOptions: (n: number) => [1, 3].filter((k) => k <= n).map((k) => n - k),
});

/** Nim: a position is a list of heap sizes; the components are the heaps. */
const nim = defineImpartial({
  name: "Nim",
  options: (heaps: number[]) => heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => heaps.map((x, j) => (j === i ? k : x)))),
  components: (heaps: number[]) => heaps.filter((h) => h > 0).map((h) => [h]),
  key: (heaps: number[]) => heaps.join(","),
});

/** A subtraction game on one heap with subtraction set s. */
const subtraction = (s: readonly number[]) =>
  defineImpartial({ name: `subtraction game S(${s.join(",")})`, options: (n: number) => s.filter((k) => k <= n).map((k) => n - k) });

/** Kayles: rows of pins; knock down one pin or two adjacent ones, splitting a row in two; the rows are components. */
const kayles = defineImpartial({
  name: "Kayles",
  options: (rows: number[]) => {
    const out: number[][] = [];
    rows.forEach((n, i) => {
      for (const take of [1, 2]) for (let a = 0; a + take <= n; a++) out.push([...rows.slice(0, i), a, n - a - take, ...rows.slice(i + 1)].filter((x) => x > 0));
    });
    return out;
  },
  key: (rows: number[]) => rows.join(","),
  components: (rows: number[]) => rows.map((n) => [n]),
});

const mulberry = cgt.mulberry32;

// ---------------------------------------------------------------------------------------------
// Values against published ones and known theory
// ---------------------------------------------------------------------------------------------

describe("canonical values", () => {
  it("Hackenbush strings are the numbers of Berlekamp's rule (Winning Ways)", () => {
    const rand = mulberry(7);
    for (let t = 0; t < 300; t++) {
      const len = 1 + Math.floor(rand() * 9);
      const s = Array.from({ length: len }, () => (rand() < 0.5 ? "B" : "R")).join("");
      const g = canonicalValue(hackenbush, s);
      expect(cgt.isNumber(g), s).toBe(true);
      expect(cgt.dyadicToNumber(cgt.mean(g)), s).toBe(berlekamp(s));
    }
    // Winning Ways' small examples: BR = 1/2, BRR = 1/4, BBR = 3/2, RB = -1/2
    expect(cgt.format(canonicalValue(hackenbush, "BR"))).toBe("1/2");
    expect(cgt.format(canonicalValue(hackenbush, "BRR"))).toBe("1/4");
    expect(cgt.format(canonicalValue(hackenbush, "BBR"))).toBe("3/2");
    expect(cgt.format(canonicalValue(hackenbush, "RB"))).toBe("-1/2");
    // a sum of stalks: BR + BR + R = 1/2 + 1/2 - 1 = 0
    expect(canonicalValue(hackenbush, "BR BR R")).toBe(cgt.ZERO);
  });

  it("Clobber strips from the rules: xo = *, xxo = ↑ (derived by hand: {0|0} and {0|*})", () => {
    expect(cgt.format(canonicalValue(clobber, "xo"))).toBe("*");
    expect(cgt.format(canonicalValue(clobber, "xxo"))).toBe("↑");
    expect(cgt.format(canonicalValue(clobber, "oox"))).toBe("↓");
    expect(canonicalValue(clobber, "xo.xo")).toBe(cgt.ZERO); // * + * = 0
  });

  it("the engine equals the plain reference search on random small positions", () => {
    const rand = mulberry(11);
    for (let t = 0; t < 150; t++) {
      const len = 2 + Math.floor(rand() * 7);
      const s = Array.from({ length: len }, () => "xo."[Math.floor(rand() * 3)]).join("");
      const fresh = new Engine(clobber);
      expect(fresh.value(s), s).toBe(referenceValue(clobber, s));
      expect(canonicalValue(clobber, s), s).toBe(referenceValue(clobber, s)); // shared, warm engine
      expect(outcomeClass(clobber, s), s).toBe(cgt.outcome(referenceValue(clobber, s)));
    }
    for (let n = 0; n <= 40; n++) {
      expect(canonicalValue(partizanSubtraction, n), `heap ${n}`).toBe(referenceValue(partizanSubtraction, n));
      expect(outcomeClass(partizanSubtraction, n), `heap ${n}`).toBe(cgt.outcome(referenceValue(partizanSubtraction, n)));
    }
    for (let t = 0; t < 100; t++) {
      const stalks = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => Array.from({ length: 1 + Math.floor(rand() * 4) }, () => (rand() < 0.5 ? "B" : "R")).join(""));
      const s = stalks.join(" ");
      expect(canonicalValue(hackenbush, s), s).toBe(referenceValue(hackenbush, s));
    }
  });

  it("impartial rulesets get nimber values, and outcome search agrees (nim heaps: *n)", () => {
    for (let n = 0; n < 8; n++) expect(canonicalValue(nim, [n])).toBe(cgt.nimber(n));
    expect(outcomeClass(nim, [1, 2, 3])).toBe("P"); // 1 ⊕ 2 ⊕ 3 = 0 (Bouton)
    expect(outcomeClass(nim, [1, 2, 4])).toBe("N");
  });
});

describe("nim-values", () => {
  it("Nim: the nim-value of heaps is their nim-sum (Bouton's theorem)", () => {
    const rand = mulberry(3);
    for (let t = 0; t < 50; t++) {
      const heaps = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => Math.floor(rand() * 9));
      expect(nimValue(nim, heaps), heaps.join(",")).toBe(heaps.reduce((a, b) => a ^ b, 0));
      if (heaps.reduce((a, b) => a + b, 0) <= 12) expect(referenceNimValue(nim, heaps)).toBe(heaps.reduce((a, b) => a ^ b, 0));
    }
  });

  it("subtraction games: S(1,2,3) is n mod 4, S(1,4) has period 5: 0 1 0 1 2 (Winning Ways, subtraction games)", () => {
    const s123 = subtraction([1, 2, 3]);
    const s14 = subtraction([1, 4]);
    for (let n = 0; n <= 60; n++) {
      expect(nimValue(s123, n)).toBe(n % 4);
      expect(nimValue(s14, n)).toBe([0, 1, 0, 1, 2][n % 5]);
    }
  });

  it("Kayles 0.77 with rows as components: the known sequence (OEIS A002186, as in test/octal.test.ts)", () => {
    const known = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3];
    expect(known.map((_, n) => nimValue(kayles, [n]))).toEqual(known);
  });

  it("the mex at and past 32 (the engine keeps nim-values below 32 as bits, larger ones apart): Nim heaps of 31…70 are their size, and chosen option sets give the mex", () => {
    // Nim: a heap of n has options of every nim-value 0…n−1, so its mex is n (Bouton)
    for (let n = 28; n <= 70; n++) expect(nimValue(nim, [n]), `heap ${n}`).toBe(n);
    // a position "a,b,c" has the single heaps a, b, c as options: its nim-value is the mex of {a, b, c, ...}
    const chosen = defineImpartial({
      name: "chosen option values",
      options: (p: string) => (p.startsWith("heap ") ? Array.from({ length: Number(p.slice(5)) }, (_, k) => `heap ${k}`) : p === "" ? [] : p.split(",").map((v) => `heap ${v}`)),
    });
    const upTo = (n: number): number[] => Array.from({ length: n + 1 }, (_, k) => k);
    const cases: [number[], number][] = [
      [upTo(30), 31], // bits 0…30: the mex is bit 31 (the sign bit of the word)
      [upTo(31), 32], // all 32 bits: the mex continues past them
      [[...upTo(31), 33, 34], 32],
      [[...upTo(31), 32, 34], 33],
      [[...upTo(31), 35, 33, 32, 34, 32], 36], // unsorted, repeated
      [[...upTo(40).filter((v) => v !== 5)], 5], // a gap below 32 wins over any large value
      [[40, 64, 100], 0],
    ];
    for (const [values, mex] of cases) {
      const p = values.join(",");
      expect(nimValue(chosen, p), p).toBe(mex);
      expect(referenceNimValue(chosen, p), p).toBe(mex);
    }
  });

  it("options that split are folded whole first: Kayles rows with their mirror images against the plain reference search", () => {
    // the rows of a position are components and the key sorts them, so an option and its mirror image (the rows reversed) share one folded key
    const mirrored = defineImpartial({
      name: "Kayles rows, order folded",
      options: (rows: number[]) => rows.flatMap((n, i) => {
        const out: number[][] = [];
        for (let take = 1; take <= 2; take++) for (let a = 0; a + take <= n; a++) out.push([...rows.slice(0, i), a, n - a - take, ...rows.slice(i + 1)].filter((x) => x > 0));
        return out;
      }),
      key: (rows: number[]) => rows.join(","),
      normalize: (rows: number[]) => ({ key: [...rows].sort((a, b) => a - b).join(","), negated: false }),
      components: (rows: number[]) => rows.map((n) => [n]),
    });
    const known = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]; // Kayles, OEIS A002186
    const rand = mulberry(11);
    for (let t = 0; t < 40; t++) {
      const rows = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => 1 + Math.floor(rand() * 19));
      const e = new Engine(mirrored);
      expect(e.nimValue(rows), rows.join(",")).toBe(rows.reduce((a, n) => a ^ known[n]!, 0));
      if (rows.reduce((a, b) => a + b, 0) <= 9) expect(referenceNimValue(mirrored, rows), rows.join(",")).toBe(rows.reduce((a, n) => a ^ known[n]!, 0));
    }
  });

  it("a partizan ruleset has no nim-values", () => {
    expect(() => nimValue(clobber, "xo")).toThrow(/partizan/);
  });
});

// ---------------------------------------------------------------------------------------------
// Deep games, store resets, budgets
// ---------------------------------------------------------------------------------------------

describe("engine machinery", () => {
  it("is depth-safe: a game 100,000 moves deep does not overflow the stack", () => {
    const takeOne = defineImpartial({ name: "take one", options: (n: number) => (n > 0 ? [n - 1] : []) });
    expect(nimValue(takeOne, 100_000)).toBe(0);
    expect(nimValue(takeOne, 99_999)).toBe(1);
    const leftCounts = definePartizan({ name: "Left counts down", leftOptions: (n: number) => (n > 0 ? [n - 1] : []), rightOptions: () => [] });
    // (values stay small here: lib/cgt builds integers as chains, so a 30,000 chain costs seconds there)
    expect(cgt.format(canonicalValue(leftCounts, 3_000))).toBe("3000");
    expect(outcomeClass(leftCounts, 100_000)).toBe("L");
  });

  it("a store reset clears the engine: no stale ids survive", () => {
    const e = new Engine(clobber);
    const before = cgt.format(e.value("xxoxo.oxx"));
    expect(e.stats.tableEntries).toBeGreaterThan(0);
    cgt.resetStore();
    expect(e.stats.tableEntries).toBe(0);
    expect(cgt.format(e.value("xxoxo.oxx"))).toBe(before);
    cgt.resetStore();
    expect(cgt.format(canonicalValue(clobber, "xxoxo.oxx"))).toBe(before); // the shared engine too
  });

  it("engines that did not search since a reset stay empty through later resets, and one that searched in between is cleared again", () => {
    const e = new Engine(clobber);
    const before = cgt.format(e.value("xxoxo.oxx"));
    cgt.resetStore();
    cgt.resetStore(); // nothing searched since the last clear: nothing to forget
    expect(e.stats.tableEntries).toBe(0);
    expect(cgt.format(e.value("xxoxo.oxx"))).toBe(before);
    expect(e.stats.tableEntries).toBeGreaterThan(0);
    cgt.resetStore();
    expect(e.stats.tableEntries).toBe(0);
    expect(e.stats.valuePositions).toBe(0);
    // a loop of reset + fresh engine + value in one synchronous job (every engine stays alive until it ends)
    const values = new Set<string>();
    for (let i = 0; i < 300; i++) {
      cgt.resetStore();
      values.add(cgt.format(new Engine(clobber).value("xxoxo.oxx")));
    }
    expect([...values]).toEqual([before]);
    // an engine cleared by hand and used again is cleared by the next reset; two engines used between resets both are
    const a = new Engine(clobber);
    const b = new Engine(clobber);
    a.value("xxoxo.oxx");
    a.clear();
    a.value("xo.ox");
    b.value("xxo");
    cgt.resetStore();
    expect([a.stats.tableEntries, b.stats.tableEntries]).toEqual([0, 0]);
    cgt.parse("{1|*}"); // new ids in the new store, so a stale id would now name another game
    expect([cgt.format(a.value("xxoxo.oxx")), cgt.format(b.value("xxoxo.oxx"))]).toEqual([before, before]);
  });

  it("an option met again is looked up by its plain key: no second split or fold (the engine then costs no more per option than the plain reference)", () => {
    let splits = 0;
    let folds = 0;
    const counted = definePartizan({
      name: "Clobber strip (counted)",
      leftOptions: clobber.leftOptions,
      rightOptions: clobber.rightOptions,
      components: (s: string) => {
        splits++;
        return (clobber.components as (s: string) => string[])(s);
      },
      normalize: (s: string) => {
        folds++;
        const r = [...s].reverse().join("");
        return r < s ? { key: r, negated: false } : { key: s, negated: false };
      },
    });
    const e = new Engine(counted);
    const s = "xoxoxo.oxxo";
    const v = e.value(s);
    expect(v).toBe(referenceValue(clobber, s));
    const [splits1, folds1] = [splits, folds];
    expect(e.value(s)).toBe(v);
    expect([splits, folds]).toEqual([splits1, folds1]);
    // each distinct option is split at most once, each distinct component folded at most once
    const distinct = new Set<string>();
    const walk = (p: string): void => {
      if (distinct.has(p)) return;
      distinct.add(p);
      for (const o of [...counted.leftOptions(p), ...counted.rightOptions(p)]) walk(o);
      for (const c of (clobber.components as (s: string) => string[])(p)) walk(c);
    };
    walk(s);
    expect(splits1).toBeLessThanOrEqual(distinct.size);
    expect(folds1).toBeLessThanOrEqual(distinct.size);
  });

  it("a budget overrun names the limit, and a retry with a larger budget resumes", () => {
    const e = new Engine(clobber);
    const s = "xoxoxoxoxo";
    const err = (() => {
      try {
        e.value(s, { budget: { maxPositions: 20 } });
      } catch (x) {
        return x;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect((err as BudgetExceededError).limit).toBe("maxPositions");
    expect(String(err)).toMatch(/maxPositions = 20.*Clobber strip value/);
    expect(e.value(s)).toBe(referenceValue(clobber, s));
    expect(() => new Engine(nim).nimValue([9, 9, 9, 9, 9, 9], { budget: { maxPositions: 5 } })).toThrow(/maxPositions/);
    expect(() => new Engine(clobber).outcome("xoxoxoxoxoxo", { budget: { maxPositions: 5 } })).toThrow(/maxPositions/);
    // time: a big Nim position without components, checked every 4,096 positions
    const slowNim = defineImpartial({ name: "Nim without components", options: nim.options, key: nim.key });
    expect(() => new Engine(slowNim).nimValue([12, 12, 12, 12, 12, 12], { budget: { maxMillis: 1 } })).toThrow(/maxMillis/);
    // heap growth: sampled like time; a 1-byte allowance is passed at the first sample
    expect(() => new Engine(slowNim).nimValue([12, 12, 12, 12, 12, 12], { budget: { maxHeapBytes: 1 } })).toThrow(/maxHeapBytes = 1 /);
  });

  it("reports progress", () => {
    const seen: number[] = [];
    const slowNim = defineImpartial({ name: "Nim without components", options: nim.options, key: nim.key });
    const e = new Engine(slowNim);
    expect(e.nimValue([7, 7, 7, 7, 7], { onProgress: (p) => seen.push(p.done) })).toBe(7);
    expect(e.stats.nimPositions).toBe(8 ** 5); // every position with five heaps ≤ 7 is reachable
    // the budget samples the clock adaptively and reports at most every 250 ms, the first time at once:
    // at least one report, counts that only grow and never pass the positions searched
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen[0]).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen[seen.length - 1]).toBeLessThanOrEqual(8 ** 5);
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input
// ---------------------------------------------------------------------------------------------

describe("bad rulesets and positions", () => {
  it("a loop fails with an InputError naming the position (engine, outcome, nim, reference)", () => {
    const cycle = definePartizan({ name: "cycle", leftOptions: (n: number) => [(n + 1) % 3], rightOptions: () => [], format: (n: number) => `heap ${n}` });
    expect(() => canonicalValue(cycle, 0)).toThrow(InputError);
    expect(() => canonicalValue(cycle, 0)).toThrow(/position "heap 0" can be reached again from itself/);
    expect(() => outcomeClass(cycle, 1)).toThrow(/position "heap 1" can be reached again/);
    expect(() => referenceValue(cycle, 2)).toThrow(/a loop/);
    const icycle = defineImpartial({ name: "impartial cycle", options: (n: number) => [n === 5 ? 3 : n + 1] });
    expect(() => nimValue(icycle, 0)).toThrow(/position key 3 can be reached again/);
    // the engine is usable afterwards (the path was unwound)
    expect(() => canonicalValue(cycle, 0)).toThrow(/loop/);
  });

  it("an option that is not a position: the engine names the move, checkRuleset the rule", () => {
    const holes = definePartizan({ name: "holes", leftOptions: (n: number) => (n > 0 ? [n - 1, undefined as unknown as number] : []), rightOptions: () => [] });
    expect(() => canonicalValue(holes, 2)).toThrow(/leftOptions\(key \d\) returned undefined as option 2, which is not a position/);
    const mixed = definePartizan({ name: "mixed", leftOptions: (s: string) => (s.length > 0 ? [s.slice(1), s.length as unknown as string] : []), rightOptions: () => [] });
    expect(() => checkRuleset(mixed, ["ab"])).toThrow(RulesetCheckError);
    expect(() => checkRuleset(mixed, ["ab"], { maxExplore: 10 } as never)).toThrow(/checkRuleset\(mixed\): unknown option "maxExplore" \(the options are budget, onProgress, maxExplored\)/);
    expect(() => checkRuleset(mixed, ["ab"])).toThrow(/breaks the rule "option-not-position" on position key ab: Left's option 2 is number/);
  });

  it("an unstable key, a colliding key, a non-hashable key", () => {
    let counter = 0;
    const unstable = definePartizan({ ...hackenbushDefinition(), name: "unstable", key: (s: string) => `${s}#${counter++}` });
    expect(() => checkRuleset(unstable, ["BR"])).toThrow(/"unstable-key" on position "BR": key\(\) gave BR#0 and then BR#1/);
    // a key by object identity: equal positions (a parsed copy) get different keys
    const ids = new WeakMap<object, number>();
    const byIdentity = definePartizan({
      name: "identity key",
      leftOptions: (p: { s: string }) => cuts(p.s, "B").map((s) => ({ s })),
      rightOptions: (p: { s: string }) => cuts(p.s, "R").map((s) => ({ s })),
      key: (p: { s: string }) => ids.get(p) ?? (ids.set(p, 0), Math.random()),
      format: (p: { s: string }) => p.s,
      parse: (s: string) => ({ s }),
    });
    expect(() => checkRuleset(byIdentity, [{ s: "BR" }])).toThrow(/"unstable-key" on position "BR"/);
    const coarse = definePartizan({ ...hackenbushDefinition(), name: "coarse", key: (s: string) => s.length, symmetries: undefined });
    expect(() => checkRuleset(coarse, ["BR", "RB"])).toThrow(/"key-collision" on position "RB": it has the key 2 of "BR" but different options/);
    const objectKey = definePartizan({ name: "object key", leftOptions: () => [], rightOptions: () => [], key: () => ({}) as unknown as string });
    expect(() => canonicalValue(objectKey, "a")).toThrow(/key\(\) must return a string, number or bigint, got object/);
  });

  it("a wrong decomposition and a wrong symmetry: checkRuleset says which rule broke where", () => {
    const dropsLast = definePartizan({ ...hackenbushDefinition(), name: "drops a stalk", components: (s: string) => s.split(" ").slice(0, 1) });
    expect(() => checkRuleset(dropsLast, ["B R"])).toThrow(/"components" on position "B R": its components \["B"\] add up to 1, but the position's value is 0/);
    const keepsPlayers = definePartizan({ ...hackenbushDefinition(), name: "bad symmetry", symmetries: [{ name: "swap colours", apply: swapColours, swapsPlayers: false }] });
    expect(() => checkRuleset(keepsPlayers, ["BB"])).toThrow(/"symmetry" on position "BB": symmetry swap colours maps it to "RR" of value -2, expected 2/);
    const wrongNormal = definePartizan({ ...hackenbushDefinition(), name: "bad normalize", symmetries: undefined, normalize: (s: string) => ({ key: s.length, negated: false }) });
    expect(() => checkRuleset(wrongNormal, ["B", "R"])).toThrow(/"symmetry" on position "R": normalize\(\) gives it the key 1 of "B", but their values -1 and 1 do not match/);
    const wrongKnown = definePartizan({ ...hackenbushDefinition(), name: "bad shortcut", knownValue: (s: string) => (s === "BR" ? cgt.ONE : undefined) });
    expect(() => checkRuleset(wrongKnown, ["BRB"])).toThrow(/"known-value" on position "BR": knownValue\(\) says 1, the search gives 1\/2/);
    const badNim = defineImpartial({ name: "bad nim split", options: nim.options, key: nim.key, components: (h: number[]) => h.slice(0, 1) });
    expect(() => checkRuleset(badNim, [[1, 1]])).toThrow(/"components"/);
  });

  it("a correct ruleset passes checkRuleset with every rule exercised", () => {
    const report = checkRuleset(hackenbush, ["BRB RR", "BBRB"]);
    expect(report.positions).toBeGreaterThan(10);
    expect(report.checks.components).toBeGreaterThan(0);
    expect(report.checks.symmetry).toBeGreaterThan(0);
    expect(report.checks.engine).toBe(report.positions);
    const c = checkRuleset(clobber, ["xoxo.ox", "xxoo"]);
    expect(c.checks["option-not-position"]).toBeGreaterThan(0);
    expect(checkRuleset(kayles, [[7]]).checks.components).toBeGreaterThan(0);
  });

  it("malformed definitions get an InputError naming the field", () => {
    expect(() => definePartizan({ name: "x", leftOptions: () => [] } as unknown as PartizanRuleset<string>)).toThrow(/rightOptions must be a function.*field rightOptions/);
    expect(() => definePartizan({ name: "x", leftOptions: () => [], rightOptions: () => [], leftOption: () => [] } as unknown as PartizanRuleset<string>)).toThrow(/unknown field "leftOption"/);
    expect(() => definePartizan({ name: "", leftOptions: () => [], rightOptions: () => [] })).toThrow(/name must be a non-empty string/);
    expect(() => definePartizan({ name: "x", leftOptions: () => [], rightOptions: () => [], symmetries: [{ name: "s", apply: (p: string) => p } as never] })).toThrow(/symmetries\[0\]/);
    expect(() => definePartizan({ name: "x", leftOptions: () => [], rightOptions: () => [], format: "x" as never })).toThrow(/format must be a function or absent/);
    expect(() => defineImpartial({ name: "x" } as never)).toThrow(/options must be a function/);
    expect(() => defineRuleset({ name: "x", options: () => [], leftOptions: () => [], rightOptions: () => [] } as never)).toThrow(/either options/);
    expect(() => defineRuleset(null as never)).toThrow(InputError);
    expect(defineRuleset({ name: "x", options: (n: number) => (n > 0 ? [n - 1] : []) }).kind).toBe("impartial");
    expect(() => new Engine({} as never)).toThrow(/needs a ruleset/);
    expect(() => canonicalValue(clobber, undefined as never)).toThrow(/needs a position/);
    const badKnown = definePartizan({ name: "bad known", leftOptions: () => [], rightOptions: () => [], knownValue: () => -5 as never });
    expect(() => canonicalValue(badKnown, "a")).toThrow(/knownValue\(.*\) returned the number -5, which is not a game value \(cgt.Game\)/);
    // a value kept from before a store reset: the error names the ruleset and the position (the message is written only on this path)
    const kept = cgt.integer(3);
    cgt.resetStore();
    const staleKnown = definePartizan({ name: "stale known", leftOptions: () => [], rightOptions: () => [], knownValue: () => kept });
    expect(() => canonicalValue(staleKnown, "a")).toThrow(/stale known: knownValue\(key a\) is a game value made before cgt.resetStore\(\)/);
    expect(() => canonicalValue(staleKnown, "a")).toThrow(cgt.StaleValueError);
    // an option the engine does not have is refused by name, not ignored (a limit beside budget ran unlimited before)
    expect(() => engineFor(clobber).value("xo.ox", { maxPositions: 1 } as never)).toThrow(/Clobber strip value: maxPositions is a budget limit, not an option: write \{ budget: \{ maxPositions: 1 \} \}/);
    expect(() => outcomeClass(clobber, "xo.ox", { budegt: { maxPositions: 1 } } as never)).toThrow(/outcome: unknown option "budegt" \(the options are budget, onProgress, debug\)/);
    expect(() => nimValue(defineImpartial({ name: "count down", options: (n: number) => (n > 0 ? [n - 1] : []) }), 3, { debgu: true } as never)).toThrow(/count down nim-value: unknown option "debgu"/);
    expect(() => engineFor(clobber).value("xoxox", { budget: { maxPositions: 1 } })).toThrow(BudgetExceededError);
  });

  it("engineFor shares one engine per ruleset", () => {
    expect(engineFor(clobber)).toBe(engineFor(clobber));
    expect(engineFor(clobber)).not.toBe(engineFor(hackenbush));
  });
});

/** The Hackenbush definition as a plain object, to derive broken variants from. */
function hackenbushDefinition() {
  return {
    name: hackenbush.name,
    leftOptions: hackenbush.leftOptions,
    rightOptions: hackenbush.rightOptions,
    components: hackenbush.components,
    symmetries: hackenbush.symmetries,
    format: hackenbush.format,
    parse: hackenbush.parse,
  };
}

describe("the transposition table (util's KeyTable: the engines' tables and the outcome solver's memos) against a Map", () => {
  it("agrees with a Map on random integer, string and odd number keys, and on both sides of 2^53 (the typed table's last integers, then the Map), including forgetting entries", async () => {
    const { KeyTable } = await import("../lib/util");
    const { ABSENT } = await import("../lib/solvers/table");
    const rand = mulberry(5);
    const t = new KeyTable();
    const m = new Map<string | number | bigint, number>();
    const keyOf = (): string | number | bigint => {
      const r = rand();
      if (r < 0.6) return Math.floor(rand() * 2 ** 53); // packed keys: any integer below 2^53
      if (r < 0.7) return Math.floor(rand() * 50); // few small ones, often repeated
      if (r < 0.8) return `s${Math.floor(rand() * 100)}`;
      if (r < 0.85) return BigInt(Math.floor(rand() * 100));
      if (r < 0.9) return rand() < 0.5 ? 2 ** 53 - 1 - Math.floor(rand() * 20) : 2 ** 53 + 2 * Math.floor(rand() * 20);
      return -Math.floor(rand() * 100) - 0.5; // not a packed key: goes to the Map part
    };
    const keys: (string | number | bigint)[] = [];
    for (let i = 0; i < 20000; i++) {
      const k = rand() < 0.5 && keys.length > 0 ? keys[Math.floor(rand() * keys.length)] : keyOf();
      keys.push(k);
      const op = rand();
      if (op < 0.6) {
        const v = Math.floor(rand() * 1000) - 2;
        t.set(k, v);
        if (v === ABSENT) m.delete(k);
        else m.set(k, v);
      } else {
        expect(t.get(k)).toBe(m.get(k) ?? ABSENT);
      }
    }
    expect(t.size).toBe(m.size);
    for (const [k, v] of m) expect(t.get(k)).toBe(v);
  });

  it("RawKeyCache (the bounded option table of packed keys) never answers with another key's value, and keeps what fits", async () => {
    const { RawKeyCache, RAW_CACHE_MIN_WORDS, RAW_CACHE_WORDS, ABSENT } = await import("../lib/solvers/table");
    const rand = mulberry(11);
    // a tiny cache (16 slots, growing to 64) under many keys: slots are taken over all the time
    const cache = new RawKeyCache(64, 16);
    const truth = new Map<string, number>(); // plain reference: every value ever stored, by key text
    const held: { text: string; handle: number }[] = []; // handles kept while other keys are looked up
    const buf = new Int32Array(RAW_CACHE_WORDS + 2);
    let hits = 0;
    for (let t = 0; t < 30000; t++) {
      const len = 1 + Math.floor(rand() * RAW_CACHE_MIN_WORDS);
      for (let i = 0; i < len; i++) buf[i] = Math.floor(rand() * 3);
      const text = Array.from(buf.subarray(0, len)).join(",");
      const h = cache.handle(buf, len);
      const v = cache.get(h);
      if (v !== ABSENT) {
        hits++;
        expect(v).toBe(truth.get(text)); // a value found is the value stored for this very key
      }
      if (!truth.has(text)) truth.set(text, Math.floor(rand() * 1000));
      held.push({ text, handle: h });
      if (held.length > 20 || rand() < 0.3) {
        // store through an older handle: reaches its key's slot, or nothing if the slot was taken since
        const k = held.splice(Math.floor(rand() * held.length), 1)[0]!;
        cache.set(k.handle, truth.get(k.text)!);
      }
    }
    expect(hits).toBeGreaterThan(1000); // it does remember
    expect(cache.size).toBeLessThanOrEqual(64);
    expect(cache.bytes).toBe(64 * (RAW_CACHE_MIN_WORDS + 3) * 4); // grew to its bound and no further
    // a key longer than RAW_CACHE_WORDS is never cached
    expect(cache.handle(new Int32Array(RAW_CACHE_WORDS + 1), RAW_CACHE_WORDS + 1)).toBe(-1);
    expect(cache.get(-1)).toBe(ABSENT);
    cache.set(-1, 5);
    expect(cache.get(-1)).toBe(ABSENT);
    // with room to spare (300 keys, 4096 slots), stored values are found again through a new handle,
    // except for the keys of the slots two keys share (direct-mapped: about 300² / (2 · 4096) ≈ 11 such
    // slots; looking one key up again takes the slot back from the other, so both may be missed)
    const roomy = new RawKeyCache(1 << 12, 1 << 12);
    const keys = Array.from({ length: 300 }, (_, i) => Int32Array.of(i, i * 7, -i));
    const handles = keys.map((k) => roomy.handle(k, 3));
    handles.forEach((h, i) => { roomy.set(h, i); });
    const found = keys.map((k) => roomy.get(roomy.handle(k, 3)));
    found.forEach((v, i) => { expect([i, ABSENT]).toContain(v); });
    expect(found.filter((v) => v !== ABSENT).length).toBeGreaterThan(240);
  });

  it("RawKeyCache widens its slots for a longer key (up to RAW_CACHE_WORDS), keeps its byte bound, and never answers with another key's value", async () => {
    const { RawKeyCache, RAW_CACHE_MIN_WORDS, RAW_CACHE_WORDS, ABSENT } = await import("../lib/solvers/table");
    const rand = mulberry(12);
    const cache = new RawKeyCache(64, 16);
    expect(cache.slotWords).toBe(RAW_CACHE_MIN_WORDS);
    const truth = new Map<string, number>();
    const held: { text: string; handle: number }[] = [];
    const buf = new Int32Array(RAW_CACHE_WORDS + 1);
    let hits = 0;
    let longHits = 0;
    // keys drawn from a pool of 40, short ones first and ever longer ones mixed in: each widening happens with handles held
    const pool = (cap: number): Int32Array[] => Array.from({ length: 40 }, () => Int32Array.from({ length: 1 + Math.floor(rand() * cap) }, () => Math.floor(rand() * 3)));
    let keys = pool(RAW_CACHE_MIN_WORDS);
    for (let t = 0; t < 30000; t++) {
      if (t % 1000 === 999) keys = pool(Math.min(RAW_CACHE_WORDS, RAW_CACHE_MIN_WORDS + Math.floor(t / 1000)));
      const key = keys[Math.floor(rand() * keys.length)]!;
      const len = key.length;
      buf.set(key);
      const text = Array.from(buf.subarray(0, len)).join(",");
      const h = cache.handle(buf, len);
      expect(h).toBeGreaterThanOrEqual(0); // every key up to RAW_CACHE_WORDS words is cached
      const v = cache.get(h);
      if (v !== ABSENT) {
        hits++;
        if (len > RAW_CACHE_MIN_WORDS) longHits++;
        expect(v).toBe(truth.get(text)); // a value found is the value stored for this very key, across widenings
      }
      if (!truth.has(text)) truth.set(text, Math.floor(rand() * 1000));
      held.push({ text, handle: h });
      if (held.length > 20 || rand() < 0.3) {
        const k = held.splice(Math.floor(rand() * held.length), 1)[0]!;
        cache.set(k.handle, truth.get(k.text)!);
      }
    }
    expect(cache.slotWords).toBe(RAW_CACHE_WORDS);
    expect(hits).toBeGreaterThan(1000);
    expect(longHits).toBeGreaterThan(0);
    // the bytes stay within maxSlots slots of the first width: 64 slots of 8 + 3 words, so 16 slots of 34 + 3
    expect(cache.bytes).toBeLessThanOrEqual(64 * (RAW_CACHE_MIN_WORDS + 3) * 4);
    expect(cache.bytes).toBe(16 * (RAW_CACHE_WORDS + 3) * 4);
    expect(cache.size).toBeLessThanOrEqual(16);
    expect(cache.handle(new Int32Array(RAW_CACHE_WORDS + 1), RAW_CACHE_WORDS + 1)).toBe(-1);
    // a cache whose first key is long starts wide (no widening later), within the same bound
    const wide = new RawKeyCache(1 << 8, 1 << 8);
    const long = Int32Array.from({ length: 24 }, (_, i) => i * 3);
    const h = wide.handle(long, 24);
    wide.set(h, 7);
    expect(wide.get(wide.handle(long, 24))).toBe(7);
    expect(wide.slotWords).toBe(24);
    expect(wide.bytes).toBeLessThanOrEqual((1 << 8) * (RAW_CACHE_MIN_WORDS + 3) * 4);
  });

  it("a dense index must be { size, index }", () => {
    expect(() => definePartizan({ name: "x", leftOptions: () => [], rightOptions: () => [], dense: { size: 0, index: () => 0 } })).toThrow(/field dense/);
    const denseHeaps = definePartizan({ ...partizanSubtraction, kind: undefined, name: "dense heaps", dense: { size: 64, index: (n: number) => (n < 64 ? n : -1) } } as never);
    for (let n = 0; n <= 80; n++) expect(canonicalValue(denseHeaps, n), `heap ${n}`).toBe(referenceValue(partizanSubtraction, n));
    expect(() => checkRuleset(denseHeaps as PartizanRuleset<number>, [12])).not.toThrow();
    // slots shared by different heaps: the engine disagrees with the plain search, and checkRuleset says so
    const clashing = definePartizan({ ...partizanSubtraction, kind: undefined, name: "clashing slots", dense: { size: 4, index: (n: number) => n % 4 } } as never) as PartizanRuleset<number>;
    expect(() => checkRuleset(clashing, [9])).toThrow(/"engine" on position key \d+: the engine fails \(clashing slots: position key 5 can be reached again from itself/);
  });
});
