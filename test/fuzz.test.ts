// Standing fuzz suite (issue 18): property-based tests with fast-check over every public parser
// and constructor. Seeded, so a run is reproducible; CGTLAB_FUZZ_RUNS=N multiplies the case
// counts by N (e.g. CGTLAB_FUZZ_RUNS=100 for a long night run), CGTLAB_FUZZ_SEED picks the seed.
// Properties: bad input ends in InputError (never a raw TypeError/RangeError, a hang or a wrong
// answer), round trips hold, the fast paths agree with the plain reference implementations,
// and symmetries hold (definitions: Winning Ways ch. 2 for Domineering's transpose = negation).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as domineering from "../lib/games/domineering";
import * as gobblet from "../lib/games/gobblet";
import * as konane from "../lib/games/konane";
import { Engine } from "../lib/solvers";
import { PackedKeyInterner, type RunOptions } from "../lib/util";
import * as octal from "../lib/games/octal";
import * as partizanarckayles from "../lib/games/partizanarckayles";
import * as solvers from "../lib/solvers";
import * as tokyodoves from "../lib/games/tokyodoves";
import * as janken from "../lib/studies/janken";
import { resultsPath } from "../lib/notebook/paths";
import { tableColumns, tableHtml, toCsv } from "../lib/notebook/table";
import { Budget, BudgetExceededError, InputError, checkInteger } from "../lib/util";
import * as wythoff from "../lib/games/wythoff";

/** A region's value through the one front door (issue 26). */
const domineeringValue = (r: domineering.Region, options?: RunOptions): cgt.Game => solvers.canonicalValue(domineering.ruleset, r, options);

const SCALE = Math.max(1, Number(process.env.CGTLAB_FUZZ_RUNS ?? "1") || 1);
const SEED = Number(process.env.CGTLAB_FUZZ_SEED ?? "20261122");
const runs = (n: number) => ({ numRuns: n * SCALE, seed: SEED });

const resultsTmp = mkdtempSync(join(tmpdir(), "cgtlab-fuzz-"));
process.env.CGTLAB_RESULTS_DIR = resultsTmp;
afterAll(() => { rmSync(resultsTmp, { recursive: true, force: true }); });

/** `f()` either returns or throws an InputError; any other exception fails the property. */
function onlyInputErrors<T>(f: () => T): T | InputError {
  try {
    return f();
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
}

/** Anything at all, including values a type system would forbid. */
const anything = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer({ min: -3, max: 70000 })),
);

describe("cgt parser and printer", () => {
  it("parse: any string gives a game or an InputError", () => {
    // Tokens of the notation; numbers stay small (integers up to 2^20 are explicit chains, so a
    // 6-digit integer costs seconds the first time: a cost, not a bug).
    const token = fc.constantFrom("{", "}", "|", ",", "0", "1", "2", "17", "*", "*3", "^", "v", "↑", "↓", "⇑", "⇓", "±", "/", "1/2", "-", ".", "+", " ", "3.↑");
    const notation = fc.array(token, { maxLength: 16 }).map((t) => t.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), notation).filter((s) => !/\d{4}/.test(s)), (s) => {
        onlyInputErrors(() => cgt.parse(s));
      }),
      runs(1500),
    );
  }, 300_000);

  it("parse: non-strings give an InputError", () => {
    fc.assert(
      fc.property(anything.filter((x) => typeof x !== "string"), (x) => {
        expect(() => cgt.parse(x as string)).toThrow(InputError);
      }),
      runs(500),
    );
  });

  it("parse(format(g)) = g on random canonical games", () => {
    const games = cgt.randomCanonicalGames(SEED, 40 * SCALE, 4);
    for (const g of games) expect(cgt.parse(cgt.format(g))).toBe(g);
  });
});

describe("Domineering regions", () => {
  const picture = fc.array(fc.string({ unit: fc.constantFrom("#", "."), minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }).map((rows) => rows.join("|"));

  it("parseRegion: any string gives a region or an InputError; formatRegion round-trips", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), picture), (s) => {
        const r = onlyInputErrors(() => domineering.parseRegion(s));
        if (r instanceof InputError) return;
        expect(domineering.sameCells(domineering.parseRegion(domineering.formatRegion(r)), r)).toBe(true);
      }),
      runs(4000),
    );
  });

  it("hand-built regions: value() returns or throws InputError, never hangs or misreads", () => {
    const region = fc.record({
      height: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double()),
      width: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.double()),
      rows: fc.array(fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.string()), { maxLength: 40 }),
    });
    fc.assert(
      fc.property(fc.oneof(region, anything), (r) => {
        let v: unknown;
        try {
          v = onlyInputErrors(() => domineeringValue(r as domineering.Region, { budget: { maxPositions: 2000 } }));
        } catch (err) {
          if (!(err instanceof BudgetExceededError)) throw err; // a big valid region: stopped by its budget
          v = undefined;
        }
        if (v instanceof InputError) return;
        // Accepted (a value or a budget stop): it really is a valid region.
        expect(domineering.checkRegion(r)).toBe(r);
      }),
      runs(3000),
    );
  });

  it("engine value = undecomposed reference, transpose negates, mirror keeps (random regions ≤ 10 cells)", () => {
    fc.assert(
      fc.property(picture, (s) => {
        const r = domineering.parseRegion(s);
        if (domineering.cellCount(r) > 10) return;
        const v = domineeringValue(r);
        expect(cgt.format(v)).toBe(cgt.format(solvers.referenceValue(domineering.ruleset, r)));
        expect(domineeringValue(domineering.transpose(r))).toBe(cgt.neg(v));
        expect(domineeringValue(domineering.flipLeftRight(r))).toBe(v);
      }),
      runs(300),
    );
  });
});

describe("Gobblet Gobblers codes", () => {
  const rules = new gobblet.GobbletRules(gobblet.FULL_GAME);

  it("layerCode: any pair of numbers gives a code or an InputError; layerOf inverts it", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 1100 }), fc.double()), fc.oneof(fc.integer({ min: -10, max: 1100 }), fc.double()), (m, y) => {
        const c = onlyInputErrors(() => gobblet.layerCode(m, y));
        if (c instanceof InputError) return;
        expect(gobblet.layerOf(c)).toEqual({ mine: m + 0, yours: y + 0 }); // + 0: -0 is the mask 0
      }),
      runs(4000),
    );
  });

  it("hands/stacks: any code is rejected or gives counts in [0, piecesPerSize] matching the stacks", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: rules.codeSpace + 5 }), fc.double()), (code) => {
        const h = onlyInputErrors(() => rules.hands(code));
        if (h instanceof InputError) return;
        const onBoard = [0, 0, 0, 0, 0, 0];
        for (const stack of rules.stacks(code)) for (const p of stack) onBoard[p.owner * 3 + p.size]! += 1;
        for (let s = 0; s < 3; s++) {
          expect(h[0][s]).toBe(2 - onBoard[s]!);
          expect(h[1][s]).toBe(2 - onBoard[3 + s]!);
          expect(h[0][s]).toBeGreaterThanOrEqual(0);
          expect(h[1][s]).toBeGreaterThanOrEqual(0);
        }
      }),
      runs(4000),
    );
  });

  it("fast move generation = reference expansion on random valid codes", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 511 }), fc.integer({ min: 0, max: 511 })), { minLength: 3, maxLength: 3 }), (layers) => {
        const ls = layers.map(([m, y]) => ({ mine: m & ~y & 511, yours: y & ~m & 511 }));
        const code = onlyInputErrors(() => rules.encode(ls));
        if (code instanceof InputError) return;
        const fast: number[] = [];
        const ref: number[] = [];
        const a = rules.expand(code, fast);
        const b = gobblet.referenceExpand(gobblet.FULL_GAME, code, ref);
        expect(a).toBe(b);
        expect([...fast].sort((x, y) => x - y)).toEqual([...ref].sort((x, y) => x - y));
      }),
      runs(1000),
    );
  });
});

describe("Tokyo Doves parsers and codes", () => {
  const diagram = fc
    .array(fc.string({ unit: fc.constantFrom(..."BAYMTHbaymth.. -".split("")), maxLength: 5 }), { minLength: 1, maxLength: 5 })
    .map((rows) => rows.join("\n"));

  it("parsePosition / parseBoard: any input gives a result or an InputError", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), diagram, anything), (s) => {
        onlyInputErrors(() => tokyodoves.parsePosition(s as string));
        onlyInputErrors(() => tokyodoves.parseBoard(s as string));
      }),
      runs(4000),
    );
  });

  it("decodePosition(encodePosition(p)) = p, and formatPosition round-trips through parsePosition", () => {
    fc.assert(
      fc.property(diagram, fc.constantFrom(0, 1), (s, turn) => {
        const p = onlyInputErrors(() => tokyodoves.parsePosition(s, turn as 0 | 1));
        if (p instanceof InputError) return;
        const code = tokyodoves.encodePosition(p);
        expect(tokyodoves.encodePosition(tokyodoves.decodePosition(code))).toBe(code);
        expect(tokyodoves.encodePosition(tokyodoves.parsePosition(tokyodoves.formatPosition(p)))).toBe(code);
      }),
      runs(3000),
    );
  });

  it("decodePosition: any number gives a position that re-encodes to it, or an InputError", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 2 ** 40 }), fc.double(), fc.maxSafeNat()), (code) => {
        const p = onlyInputErrors(() => tokyodoves.decodePosition(code));
        if (!(p instanceof InputError)) expect(tokyodoves.encodePosition(p)).toBe(code);
      }),
      runs(4000),
    );
  });
});

describe("octal codes", () => {
  it("parseOctalCode: any input gives a game or an InputError", () => {
    const code = fc.string({ unit: fc.constantFrom(..."0123456789.&dx ".split("")), maxLength: 10 });
    fc.assert(
      fc.property(fc.oneof(code, fc.string(), anything), (s) => {
        onlyInputErrors(() => octal.parseOctalCode(s as string));
      }),
      runs(4000),
    );
  });

  it("the period-aware engine = the O(N²) reference on random codes", () => {
    const code = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }).map((d) => "0." + d.join(""));
    fc.assert(
      fc.property(code, (c) => {
        const g = onlyInputErrors(() => octal.parseOctalCode(c));
        if (g instanceof InputError) return;
        const fast = solvers.nimSequence(g, 60);
        expect(Array.from(fast.values.slice(0, 61))).toEqual(Array.from(solvers.nimSequenceNaive(g, 60)));
      }),
      runs(300),
    );
  });
});

describe("heap codes and strands (issue 29)", () => {
  it("parseTakeAndBreak (additive digits too): a code or an InputError; the normal form reads back to itself; every heap left is smaller", () => {
    const code = fc.string({ unit: fc.constantFrom(..."0123489CF.[]!?=*{},+&; ".split("")), maxLength: 9 });
    fc.assert(
      fc.property(fc.oneof(code, anything), (s) => {
        const c = onlyInputErrors(() => octal.parseTakeAndBreak(s as string));
        if (c instanceof InputError) return;
        expect(octal.parseTakeAndBreak(c.code).code).toBe(c.code);
        for (let n = 0; n <= 7; n++) octal.forEachTakeAndBreakOption(c, n, (parts, k) => { for (let i = 0; i < k; i++) expect(parts[i]).toBeLessThan(n); });
      }),
      runs(3000),
    );
  });

  it("parseSpawning: a code or an InputError; options are distinct heaps below n", () => {
    const code = fc.string({ unit: fc.constantFrom(..."0123459+-,CESF()xq ".split("")), maxLength: 9 });
    fc.assert(
      fc.property(fc.oneof(code, anything), (s) => {
        const c = onlyInputErrors(() => octal.parseSpawning(s as string));
        if (c instanceof InputError) return;
        for (let n = 0; n <= 7; n++) {
          for (const o of octal.spawningOptions(c, n)) {
            expect(new Set(o).size).toBe(o.length);
            for (const h of o) expect(h >= 1 && h < n).toBe(true);
          }
        }
      }),
      runs(3000),
    );
  });

  it("partizanarckayles.fromStrands / parse: a position or an InputError; pictures round-trip", () => {
    const strands = fc.string({ unit: fc.constantFrom(..."lreLx(;) ".split("")), maxLength: 10 });
    fc.assert(
      fc.property(fc.oneof(strands, anything), (s) => {
        const p = onlyInputErrors(() => partizanarckayles.fromStrands(s as string));
        if (p instanceof InputError) return;
        expect(partizanarckayles.parse(partizanarckayles.format(p))).toEqual({ ...p });
        onlyInputErrors(() => partizanarckayles.parse(s as string));
      }),
      runs(2000),
    );
  });
});

describe("janken and budgets", () => {
  it("budget limits: anything that is not a non-negative number is an InputError", () => {
    fc.assert(
      fc.property(fc.record({ maxPositions: anything, maxMillis: anything, maxHeapBytes: anything }, { requiredKeys: [] }), (limits) => {
        onlyInputErrors(() => new Budget(limits as never));
      }),
      runs(2000),
    );
  });

  it("expectedSteps: bad arguments are InputErrors", () => {
    fc.assert(
      fc.property(anything, fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double(), anything), (game, n) => {
        onlyInputErrors(() => janken.expectedSteps(game as janken.Game, n as number, { budget: { maxMillis: 2000 } }));
      }),
      runs(1000),
    );
  });
});

describe("notebook helpers", () => {
  it("resultsPath: any input is an InputError or a path inside the results folder", () => {
    const segs = fc.array(fc.oneof(fc.constantFrom("..", ".", "", "a", "b.csv", "\0", "x".repeat(300), "/"), fc.string()), { maxLength: 5 }).map((p) => p.join("/"));
    fc.assert(
      fc.property(fc.oneof(segs, fc.string(), anything), (p) => {
        const out = onlyInputErrors(() => resultsPath(p));
        if (out instanceof InputError) return;
        expect(out.startsWith(resultsTmp + sep)).toBe(true);
        expect(out.includes("\0")).toBe(false);
      }),
      runs(4000),
    );
  });

  it("tables: any rows give CSV/HTML or an InputError; tableHtml(rows, n) shows at most n rows", () => {
    const row = fc.dictionary(fc.constantFrom("a", "b", "c"), fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.bigInt()));
    fc.assert(
      fc.property(fc.oneof(fc.array(row, { maxLength: 30 }), fc.array(anything, { maxLength: 5 }), anything), fc.integer({ min: 1, max: 40 }), (rows, n) => {
        const cols = onlyInputErrors(() => tableColumns(rows as never));
        if (cols instanceof InputError) return;
        onlyInputErrors(() => toCsv(rows as never));
        const html = tableHtml(rows as never, n);
        const body = html.slice(html.indexOf("<tbody>"));
        const shown = (body.match(/<tr>(?!<td colspan)/g) ?? []).length; // data rows (not the "… more rows" line)
        expect(shown).toBe(Math.min(n, cols.rows.length));
      }),
      runs(3000),
    );
  });
});

describe("showing things (issue 15)", () => {
  it("notebook.show: anything is displayed or refused with an InputError (never another error)", async () => {
    const { show } = await import("../lib/notebook/show");
    const log = console.log;
    console.log = () => undefined; // outside a kernel show() prints the text form
    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anything, fc.array(fc.dictionary(fc.constantFrom("a", "b"), fc.integer()), { minLength: 1, maxLength: 4 })), async (x) => {
          try {
            await show(x as object, { staticImage: false });
          } catch (err) {
            if (!(err instanceof InputError)) throw err;
          }
        }),
        runs(300),
      );
    } finally {
      console.log = log;
    }
  });

  it("gameTree: any options give a drawing or an InputError; the drawing never has more than maxNodes nodes", async () => {
    const { gameTree } = await import("../lib/notebook/gametree");
    const games = cgt.randomCanonicalGames(11, 6, 3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: games.length - 1 }), fc.oneof(fc.integer({ min: -2, max: 60 }), anything), (i, maxNodes) => {
        const t = onlyInputErrors(() => gameTree(games[i]!, { maxNodes: maxNodes as number }));
        if (t instanceof InputError) return;
        expect(t.nodes).toBeLessThanOrEqual(typeof maxNodes === "number" ? maxNodes : 40);
      }),
      runs(300),
    );
  });
});

describe("Konane rulesets and packed keys", () => {
  it("ruleset parse: any string or non-string gives a board that formats back, or an InputError", () => {
    const picture = fc.string({ unit: fc.constantFrom(..."BW.|\nx ".split("")), maxLength: 14 });
    fc.assert(
      fc.property(fc.oneof(picture, anything), (input) => {
        for (const r of [konane.standardRuleset, konane.maximalRuleset]) {
          const b = onlyInputErrors(() => r.parse!(input as string));
          if (b instanceof InputError) continue;
          expect(r.format!(r.parse!(r.format!(b)))).toBe(r.format!(b));
        }
      }),
      runs(200),
    );
  });

  it("packed keys: the engine on a random small board = the plain value search, and class keys agree across the board's symmetries", () => {
    const board = fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.constantFrom(0, 1, 2), { minLength: 12, maxLength: 12 }))
      .map(([rows, cols, cells]) => konane.makeBoard(rows, cols, Uint8Array.from(cells.slice(0, rows * cols))));
    fc.assert(
      fc.property(board, (b) => {
        const engine = new Engine(konane.standardRuleset);
        const mirrored = konane.makeBoard(b.rows, b.cols, Uint8Array.from(b.cells, (_, i) => b.cells[Math.floor(i / b.cols) * b.cols + (b.cols - 1 - (i % b.cols))]!));
        expect(engine.value(mirrored)).toBe(engine.value(b));
        const swapped = konane.makeBoard(b.rows, b.cols, Uint8Array.from(b.cells, (v) => (v === 0 ? 0 : 3 - v)));
        expect(engine.value(swapped)).toBe(engine.value(b).neg());
        const k1 = new Int32Array(8);
        const k2 = new Int32Array(8);
        const r1 = { length: 0, swapped: false };
        const r2 = { length: 0, swapped: false };
        konane.symmetryClassKey(b, k1, r1);
        konane.symmetryClassKey(swapped, k2, r2);
        expect(Array.from(k2.subarray(0, r2.length))).toEqual(Array.from(k1.subarray(0, r1.length)));
      }),
      runs(100),
    );
  });

  it("PackedKeyInterner: equal runs get equal numbers, unequal runs unequal ones", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 1, maxLength: 3 }), { maxLength: 60 }), (keys) => {
        const interner = new PackedKeyInterner();
        const ids = keys.map((k) => interner.intern(Int32Array.from(k), k.length));
        for (let i = 0; i < keys.length; i++) {
          for (let j = 0; j < keys.length; j++) expect(ids[i] === ids[j]).toBe(keys[i]!.join() === keys[j]!.join());
        }
      }),
      runs(100),
    );
  });
});


// Issue 25: numbers at the edges for the functions that validate their numbers. Each call either
// answers, or ends in an InputError (or a BudgetExceededError under the small budget given) —
// never a raw TypeError / RangeError, a hang, or a silent answer for NaN or ±Infinity.
describe("numbers at the edges (issue 25)", () => {
  const edgeNumber = fc.oneof(
    fc.constantFrom(NaN, Infinity, -Infinity, -1, -0, 0, 0.5, 1.5, -2.5, 2 ** 53, -(2 ** 53), 2 ** 31, 1e9, 1e15, Number.MAX_VALUE, Number.MIN_VALUE),
    fc.integer({ min: -5, max: 40 }),
    fc.double({ noNaN: false }),
  );
  const small = { budget: { maxMillis: 200 } };
  /** `f()` returns, or throws an InputError or BudgetExceededError; a non-finite or non-integer argument must not be answered silently. */
  function edgeCall(args: readonly unknown[], integerArgs: readonly number[], f: () => unknown): void {
    let out: unknown;
    try {
      out = f();
    } catch (err) {
      if (err instanceof InputError || err instanceof BudgetExceededError) return;
      throw err;
    }
    for (const i of integerArgs) {
      const v = args[i];
      if (typeof v === "number" && !Number.isInteger(v)) throw new Error(`answered ${String(out).slice(0, 40)} for argument ${i} = ${v}, not an integer`);
    }
  }
  const cases: { name: string; arity: number; integerArgs: number[]; call: (a: number[]) => unknown }[] = [
    // dyadic exponents are valid (CGSuite's Pow/PowTo with 7/4, issue 29 item 4): an answer or a clear error for any number
    { name: "cgt.pow(↑, n)", arity: 1, integerArgs: [], call: ([n]) => cgt.pow(cgt.UP, n!, small) },
    { name: "cgt.powTo(↑, n)", arity: 1, integerArgs: [], call: ([n]) => cgt.powTo(cgt.UP, n!, small) },
    {
      name: "cgt.format(g, maxLength)",
      arity: 1,
      integerArgs: [], // Infinity is a valid maxLength (no limit)
      call: ([n]) => {
        try {
          return cgt.format(cgt.UP, n!);
        } catch (e) {
          // A valid maxLength below the printed length is format's documented RangeError naming maxLength.
          if (e instanceof RangeError && e.message.includes('more than maxLength')) return "refused";
          throw e;
        }
      },
    },
    { name: "cgt.thermographPlot(g, tMax)", arity: 1, integerArgs: [], call: ([t]) => cgt.thermographPlot(cgt.parse("{3|-1}"), t!) },
    { name: "cgt.nimber(n)", arity: 1, integerArgs: [0], call: ([n]) => cgt.nimber(n!) },
    { name: "cgt.integer(n)", arity: 1, integerArgs: [0], call: ([n]) => cgt.integer(n!) },
    { name: "cgt.mulberry32(seed)", arity: 1, integerArgs: [0], call: ([n]) => cgt.mulberry32(n!) },
    { name: "cgt.randomCanonicalGames(seed, perRound, rounds)", arity: 3, integerArgs: [0, 1, 2], call: ([a, b, c]) => cgt.randomCanonicalGames(a!, Math.min(b!, 3), Math.min(c!, 2)) },
    { name: "octal.heapOptions(0.137, n)", arity: 1, integerArgs: [0], call: ([n]) => octal.heapOptions("0.137", n!, small) },
    { name: "octal.heapOptionCount(0.137, n)", arity: 1, integerArgs: [0], call: ([n]) => octal.heapOptionCount("0.137", n!) },
    { name: "solvers.analysePosition(0.07, [a, b])", arity: 2, integerArgs: [0, 1], call: ([a, b]) => solvers.analysePosition("0.07", [a!, b!], small) },
    { name: "solvers.nimSequence(0.137, N)", arity: 1, integerArgs: [0], call: ([n]) => solvers.nimSequence("0.137", n!, small) },
    { name: "solvers.theoremCheckTo(pre, p, k)", arity: 3, integerArgs: [0, 1, 2], call: ([a, b, c]) => solvers.theoremCheckTo(a!, b!, c!) },
    { name: "janken.binomial(n, k)", arity: 2, integerArgs: [0, 1], call: ([n, k]) => janken.binomial(n!, k!) },
    { name: "janken.jankenDrawSteps(n)", arity: 1, integerArgs: [0], call: ([n]) => janken.jankenDrawSteps(n!) },
    { name: "janken.roundTransitions(janken, n)", arity: 1, integerArgs: [0], call: ([n]) => janken.roundTransitions("janken", n!, small) },
    { name: "wythoff.isWythoffPPosition(a, b)", arity: 2, integerArgs: [0, 1], call: ([a, b]) => wythoff.isWythoffPPosition(a!, b!) },
    { name: "util.checkInteger(n)", arity: 1, integerArgs: [0], call: ([n]) => checkInteger(n, "n") },
    { name: "Budget.from({ maxMillis })", arity: 1, integerArgs: [], call: ([n]) => Budget.from({ budget: { maxMillis: n } }) },
  ];
  for (const c of cases) {
    it(`${c.name}: answers or a clear error, never silently for a bad number`, () => {
      fc.assert(
        fc.property(fc.array(edgeNumber, { minLength: c.arity, maxLength: c.arity }), (args) => {
          edgeCall(args, c.integerArgs, () => c.call(args));
        }),
        runs(25),
      );
    }, 60_000);
  }
});
