// Standing fuzz suite, issue 25 "Bad input": ruleset definitions with wrong shapes and outputs, and
// workers. Seeded (CGTLAB_FUZZ_SEED) and scalable (CGTLAB_FUZZ_RUNS=N multiplies the case counts),
// as test/fuzz.test.ts. Properties:
//  - definePartizan / defineImpartial / defineGridRuleset whose move generators return, at some
//    positions, a non-list (number, string, Promise, undefined, null, a single position, an object),
//    a list holding non-positions, or throw: the value is right (the fault never fired, or it was
//    harmless: a generator or a Set is a list) or the call ends in a one-line InputError naming the
//    ruleset, the function (side) and the position; a ruleset's own exception comes out as itself.
//    Never another exception, never a wrong value.
//  - wrong keys (NaN, objects, undefined, one key for different positions, a different key each
//    time) and bad components (non-lists, non-positions, a component dropped or doubled, throwing):
//    in debug mode the right value or a one-line InputError; keys that are not keys fail in plain
//    mode too.
//  - worker sweeps and runInWorker with bad options, or positions that cannot cross (functions,
//    symbols, objects with methods): an InputError before any worker starts (the pool's start
//    counter does not move).
// Reference values: two counters [a, b] (Left takes from a, Right from b) are the integer a − b;
// Nim heaps have the nim-sum of the heaps as nim-value (Bouton 1901-02); Cram on a 1×n strip is
// Dawson's Kayles (octal 0.07, Winning Ways ch. 15), here cross-checked against games.cram.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as games from "../lib/games";
import { defineImpartial, defineImpartialGridRuleset, definePartizan } from "../lib/ruleset";
import { canonicalValue, nimValue } from "../lib/solvers";
import { InputError } from "../lib/util";
import { runInWorker, shutdownWorkers, sweepValues, workerPoolStats } from "../lib/notebook";

const SCALE = Math.max(1, Number(process.env.CGTLAB_FUZZ_RUNS ?? "1") || 1);
const SEED = Number(process.env.CGTLAB_FUZZ_SEED ?? "20261125");
const runs = (n: number) => ({ numRuns: n * SCALE, seed: SEED });

afterAll(() => shutdownWorkers());

class OwnError extends Error {}

/** What a faulty generator returns instead of its good list (given the good list and the position). */
const OPTION_FAULTS = {
  number: () => 3,
  string: () => "ab",
  promise: (good: unknown[]) => Promise.resolve(good),
  undefined: () => undefined,
  null: () => null,
  object: () => ({ a: 1 }),
  singlePosition: (good: unknown[], p: unknown) => good[0] ?? p,
  holdsUndefined: (good: unknown[]) => [...good, undefined],
  holdsNull: (good: unknown[]) => [null, ...good],
  holdsNumber: (good: unknown[]) => [...good, 7],
  holdsString: (good: unknown[]) => ["x", ...good],
  throws: () => {
    throw new OwnError("the ruleset's own bug");
  },
  generator: (good: unknown[]) => (function* () {
    yield* good;
  })(),
  set: (good: unknown[]) => new Set(good),
} as const;
type OptionFault = keyof typeof OPTION_FAULTS;
const HARMLESS: ReadonlySet<OptionFault> = new Set(["generator", "set"]);

/**
 * The outcome of a faulty call: the right value, or (when the fault fired and is not harmless) a
 * one-line InputError naming the ruleset and `mustName`, or the ruleset's own exception. Anything
 * else fails the property.
 */
function judge(call: () => string, right: string, fired: () => boolean, harmless: boolean, mustName: readonly string[]): void {
  let got: string;
  try {
    got = call();
  } catch (e) {
    if (e instanceof OwnError) return; // the ruleset's own exception, as itself
    if (!(e instanceof InputError)) throw e;
    expect(e.message.includes("\n"), e.message).toBe(false);
    for (const m of mustName) expect(e.message, e.message).toContain(m);
    expect(fired() && !harmless, `an InputError although the fault ${fired() ? "was harmless" : "never fired"}: ${e.message}`).toBe(true);
    return;
  }
  expect(got, `a wrong value (the fault ${fired() ? "fired" : "never fired"})`).toBe(right);
}

type Piles = readonly [number, number];
const pile = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }));

describe("definePartizan / defineImpartial with faulty move generators", () => {
  it("partizan: right value or a one-line InputError naming the ruleset, the side and the position", () => {
    const faults = Object.keys(OPTION_FAULTS) as OptionFault[];
    fc.assert(
      fc.property(pile, fc.constantFrom("leftOptions", "rightOptions"), fc.constantFrom(...faults), fc.integer({ min: 0, max: 4 }), (root, side, fault, at) => {
        let fired = false;
        const good = (p: Piles, s: string): Piles[] => (s === "leftOptions" ? (p[0] > 0 ? [[p[0] - 1, p[1]]] : []) : p[1] > 0 ? [[p[0], p[1] - 1]] : []);
        const gen = (s: string) => (p: Piles): Iterable<Piles> => {
          if (s !== side || p[0] + p[1] !== at) return good(p, s);
          fired = true;
          return OPTION_FAULTS[fault](good(p, s), p) as Iterable<Piles>;
        };
        const r = definePartizan<Piles>({ name: "Fuzzed counters", leftOptions: gen("leftOptions"), rightOptions: gen("rightOptions"), format: (p) => `${p[0]}-${p[1]}` });
        judge(() => cgt.format(canonicalValue(r, root)), String(root[0] - root[1]), () => fired, HARMLESS.has(fault), ["Fuzzed counters", side]);
      }),
      runs(150),
    );
  });

  it("impartial: right nim-value or a one-line InputError naming the ruleset and the position", () => {
    const faults = Object.keys(OPTION_FAULTS) as OptionFault[];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }), fc.constantFrom(...faults), fc.integer({ min: 0, max: 6 }), (heaps, fault, at) => {
        let fired = false;
        const good = (p: readonly number[]): number[][] => p.flatMap((h, i) => Array.from({ length: h }, (_, k) => [...p.slice(0, i), k, ...p.slice(i + 1)].filter((x) => x > 0).sort()));
        const r = defineImpartial<readonly number[]>({
          name: "Fuzzed Nim",
          options: (p) => {
            if (p.reduce((a, b) => a + b, 0) !== at) return good(p);
            fired = true;
            return OPTION_FAULTS[fault](good(p), p) as Iterable<number[]>;
          },
          format: (p) => p.join(" "),
        });
        const root = [...heaps].sort();
        judge(() => String(nimValue(r, root)), String(heaps.reduce((a, b) => a ^ b, 0)), () => fired, HARMLESS.has(fault), ["Fuzzed Nim", "options"]);
      }),
      runs(100),
    );
  });

  it("defineImpartialGridRuleset (Cram on one row) with faulty options: its value or a one-line InputError", () => {
    const cram = games.cram.ruleset;
    const faults = (Object.keys(OPTION_FAULTS) as OptionFault[]).filter((f) => f !== "string" && f !== "holdsString"); // (a grid's picture is a string: covered by the list faults above)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...faults), fc.integer({ min: 0, max: 6 }), (n, fault, at) => {
        let fired = false;
        const strip = defineImpartialGridRuleset({
          name: "Fuzzed strip Cram",
          cells: ".#",
          options: (g) => {
            const out = [];
            for (let c = 0; c + 1 < g.width; c++) if (g.get(0, c) === 0 && g.get(0, c + 1) === 0) out.push(g.with(0, c, 1).with(0, c + 1, 1));
            const empty = Array.from({ length: g.width }, (_, c) => g.get(0, c)).filter((x) => x === 0).length;
            if (empty !== at) return out;
            fired = true;
            return OPTION_FAULTS[fault](out, g) as Iterable<typeof g>;
          },
        });
        const pic = ".".repeat(n);
        judge(() => String(nimValue(strip, strip.parse(pic))), String(nimValue(cram, cram.parse(pic))), () => fired, HARMLESS.has(fault), ["Fuzzed strip Cram", "options"]);
      }),
      runs(60),
    );
  });
});

describe("wrong keys and bad components, in debug mode", () => {
  const KEY_FAULTS = {
    nan: () => NaN,
    object: () => ({}),
    undefined: () => undefined,
    constant: () => "k",
    sum: (p: Piles) => p[0] + p[1],
    unstable: (() => {
      let n = 0;
      return (p: Piles) => `${p[0]},${p[1]},${n++}`;
    })(),
  } as const;
  const NOT_KEYS: ReadonlySet<string> = new Set(["nan", "object", "undefined"]);
  it("keys: right value or a one-line InputError naming the ruleset (debug mode; keys that are not keys in plain mode too)", () => {
    fc.assert(
      fc.property(pile, fc.constantFrom(...(Object.keys(KEY_FAULTS) as (keyof typeof KEY_FAULTS)[])), fc.boolean(), (root, fault, debug) => {
        if (!debug && !NOT_KEYS.has(fault)) return; // a key that is a key but a wrong one is what debug mode is for
        const r = definePartizan<Piles>({
          name: "Keyed counters",
          leftOptions: (p) => (p[0] > 0 ? [[p[0] - 1, p[1]]] : []),
          rightOptions: (p) => (p[1] > 0 ? [[p[0], p[1] - 1]] : []),
          key: KEY_FAULTS[fault] as (p: Piles) => string,
          format: (p) => `${p[0]}-${p[1]}`,
        });
        let got: string;
        try {
          got = cgt.format(canonicalValue(r, root, { debug }));
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          expect(e.message.includes("\n"), e.message).toBe(false);
          expect(e.message).toContain("Keyed counters");
          return;
        }
        expect(got).toBe(String(root[0] - root[1]));
      }),
      runs(120),
    );
  });

  const COMPONENT_FAULTS = {
    number: () => 5,
    undefined: () => undefined,
    holdsNumber: (p: Piles) => [p, 1],
    holdsNull: (p: Piles) => [p, null],
    dropRight: (p: Piles) => [[p[0], 0]],
    split: (p: Piles) => [[p[0], 0], [0, p[1]]], // right: a − b = (a − 0) + (0 − b)
    doubled: (p: Piles) => [p, p],
    empty: () => [],
    throws: () => {
      throw new OwnError("the ruleset's own bug");
    },
  } as const;
  it("components: right value or a one-line InputError naming the ruleset and the position (debug mode)", () => {
    fc.assert(
      fc.property(pile, fc.constantFrom(...(Object.keys(COMPONENT_FAULTS) as (keyof typeof COMPONENT_FAULTS)[])), (root, fault) => {
        const r = definePartizan<Piles>({
          name: "Split counters",
          leftOptions: (p) => (p[0] > 0 ? [[p[0] - 1, p[1]]] : []),
          rightOptions: (p) => (p[1] > 0 ? [[p[0], p[1] - 1]] : []),
          components: COMPONENT_FAULTS[fault] as (p: Piles) => Piles[],
          format: (p) => `${p[0]}-${p[1]}`,
        });
        let got: string;
        try {
          got = cgt.format(canonicalValue(r, root, { debug: true }));
        } catch (e) {
          if (e instanceof OwnError) return;
          if (!(e instanceof InputError)) throw e;
          expect(e.message.includes("\n"), e.message).toBe(false);
          expect(e.message).toContain("Split counters");
          return;
        }
        expect(got, `${fault} on ${root.join("-")}`).toBe(String(root[0] - root[1]));
        // plain mode may be wrong for a wrong split (that is what debug mode is for), but never crashes
        try {
          canonicalValue(r, root);
        } catch (e) {
          if (!(e instanceof InputError) && !(e instanceof OwnError)) throw e;
        }
      }),
      runs(120),
    );
  });
});

describe("found by this suite", () => {
  it("a search's root that the ruleset's isPosition refuses is an InputError (a function was valued 0 as a Domineering board)", () => {
    const d = games.domineering.ruleset;
    expect(() => canonicalValue(d, (() => 1) as never)).toThrow(/^Domineering: value\(\) was handed a function, which is not a position of Domineering \(at position\)$/);
    expect(() => canonicalValue(d, { a: 1 } as never)).toThrow(InputError);
  });

  it("an option of another type is refused even when the ruleset has isPosition (a number among grid options gave a false loop)", () => {
    const strip = defineImpartialGridRuleset({ name: "Strip", cells: ".#", options: (g) => (g.get(0, 0) === 0 ? [g.with(0, 0, 1), 7 as never] : []) });
    expect(() => nimValue(strip, strip.parse(".."))).toThrow(/^Strip: options\("\.\."\) returned a number as option 2, which is not a position/);
  });
});

describe("workers: what cannot cross is refused before a worker starts", () => {
  const unsendable = fc.constantFrom<unknown>(
    () => 1,
    Symbol("s"),
    { f: () => 1 },
    new (class Board {
      method(): number {
        return 1;
      }
    })(),
  );
  it("sweepValues with positions that cannot cross, or bad options: InputError, no worker started", async () => {
    const before = workerPoolStats().started;
    await fc.assert(
      fc.asyncProperty(
        fc.array(unsendable, { minLength: 1, maxLength: 3 }),
        fc.record({ maxHeapMiB: fc.constantFrom<unknown>(-1, 1.5, "big", 10), where: fc.constantFrom<unknown>("worker", "elsewhere", 3), debug: fc.constantFrom<unknown>("yes", 1), colour: fc.constant("red") }, { requiredKeys: [] }),
        fc.boolean(),
        async (family, opts, badOptions) => {
          const o = badOptions && Object.keys(opts).length > 0 ? opts : { where: "worker" };
          await expect(sweepValues(games.domineering.ruleset, family as never, o as never)).rejects.toBeInstanceOf(InputError);
        },
      ),
      runs(25),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom<unknown>("nope.nothing", "cgt.parse.constructor", "", 3, null), fc.string({ maxLength: 8 })),
        fc.constantFrom<unknown>({ maxHeapMiB: -5 }, { colour: 1 }, "fast", [1], { signal: 3 }),
        async (path, opts) => {
          await expect(runInWorker(path as string, [], opts as never)).rejects.toBeInstanceOf(InputError);
        },
      ),
      runs(25),
    );
    expect(workerPoolStats().started).toBe(before);
  });
});
