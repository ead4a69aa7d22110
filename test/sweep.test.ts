// Sweeps as data (issue 13, item 5): the generic sweep loop, value and outcome sweeps over any
// ruleset, the time-sliced in-kernel variant, runInWorker typed by a function reference resolved
// through the library's export registry, notebook.sweepValues in a worker (library ruleset by
// reference, a ruleset module file by path) and in the kernel (a ruleset defined in place), the
// Konane 3×n tables as one family of the generic sweep, and every bad-input case.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as lib from "../lib/index";
import { definePartizan } from "../lib/ruleset";
import {
  canonicalValue,
  outcomeSweep,
  referenceValue,
  sweep,
  sweepSliced,
  valueSweep,
  valueSweepSliced,
  valueSweepEvaluator,
  type ValueSweepRow,
} from "../lib/solvers";
import { Budget, BudgetExceededError, InputError } from "../lib/util";
import { rectangle, ruleset as domineering, type Region } from "../lib/games/domineering";
import { growthTable, valuesTable } from "../lib/studies/konane";
import { standardRuleset, threeByNBoard, threeByNFamily } from "../lib/games/konane";
import { exportAt, exportPathOf, runInWorker, runSweepJob, sweepOutcomes, sweepValues, toCsv } from "../lib/notebook";

const FIXTURE = join(__dirname, "fixtures", "clobber-strip.ruleset.ts");

// Clobber on one row, defined here (as in a notebook cell): "x" Left's stones, "o" Right's.
function moves(s: string, me: string, you: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++)
    for (const j of [i - 1, i + 1]) if (s[i] === me && s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? "." : k === j ? me : c)).join(""));
  return out;
}
const clobber = definePartizan({
  name: "Clobber strip (test)",
  leftOptions: (s: string) => moves(s, "x", "o"),
  rightOptions: (s: string) => moves(s, "o", "x"),
  format: (s: string) => s,
  parse: (s: string) => s,
});

const mulberry = cgt.mulberry32;
function randomStrips(count: number, seed: number): string[] {
  const rnd = mulberry(seed);
  return Array.from({ length: count }, () => Array.from({ length: 2 + Math.floor(rnd() * 6) }, () => ".xo"[Math.floor(rnd() * 3)]).join(""));
}

/** A row without its timing and work columns (which depend on what earlier rows left in the table). */
const stable = (r: ValueSweepRow) => ({ ...r, time_ms: 0, searched: 0 });

describe("sweep (the generic loop)", () => {
  it("computes one row per position of an array, an iterable or a generator, with progress per row", () => {
    const seen: [number, number | undefined][] = [];
    const square = (n: number) => n * n;
    expect(sweep([1, 2, 3], square, { onProgress: (p) => seen.push([p.done, p.total]) })).toEqual({ rows: [1, 4, 9], stopped: null });
    expect(seen).toEqual([[1, 3], [2, 3], [3, 3]]);
    function* gen() {
      for (let i = 1; i <= 4; i++) yield i;
    }
    expect(sweep(gen(), square, { total: 4 }).rows).toEqual([1, 4, 9, 16]);
    expect(sweep(new Set([5]), square).rows).toEqual([25]);
  });

  it("stops cleanly at the first position past its own budget or the sweep's, naming the limit", () => {
    const spendN = (n: number, _i: number, b: Budget) => {
      b.spend(n);
      return n;
    };
    const perPos = sweep([1, 2, 5, 1], spendN, { perPosition: { maxPositions: 3 }, label: (n) => `pos ${n}` });
    expect(perPos.rows).toEqual([1, 2]);
    expect(perPos.stopped).toMatchObject({ index: 2, label: "pos 5" });
    expect(perPos.stopped!.reason).toMatch(/maxPositions = 3/);
    const whole = sweep([1, 2, 5, 1], spendN, { budget: { maxPositions: 4 } });
    expect(whole.rows).toEqual([1, 2]);
    expect(whole.stopped).toMatchObject({ index: 2 });
    expect(whole.stopped!.reason).toMatch(/maxPositions = 4.*the sweep/);
    // other errors propagate
    expect(() => sweep([1], () => { throw new RangeError("boom"); })).toThrow(RangeError);
  });

  it("rejects bad input with InputError", async () => {
    expect(() => sweep(42 as unknown as number[], (x) => x)).toThrow(/must be an array, iterable or generator/);
    expect(() => sweep("xo" as unknown as string[], (x) => x)).toThrow(InputError);
    expect(() => sweep(null as unknown as number[], (x) => x)).toThrow(InputError);
    expect(() => sweep([1], 3 as unknown as () => number)).toThrow(/evaluate must be a function/);
    expect(() => sweep([1], (x) => x, { budget: { maxPositons: 3 } as never })).toThrow(/unknown limit "maxPositons"/);
    expect(() => sweep([1], (x) => x, { perPosition: { maxMillis: -1 } })).toThrow(/perPosition.maxMillis must be a non-negative number/);
    expect(() => sweep([1], (x) => x, { budget: 5 as never })).toThrow(/budget must be an object of limits/);
    expect(() => sweep([1], (x) => x, { label: "x" as never })).toThrow(/label must be a function/);
    // options are checked by name (a limit beside budget ran the sweep unlimited, a misspelt option did nothing)
    expect(() => sweep([1], (x) => x, { maxMillis: 5 } as never)).toThrow(/sweep: maxMillis is a budget limit, not an option: write \{ budget: \{ maxMillis: 5 \} \}/);
    expect(() => valueSweep(domineering, [rectangle(2, 2)], { perPositon: { maxMillis: 5 } } as never)).toThrow(/sweep: unknown option "perPositon" \(the options are budget, perPosition, onProgress, total, label, debug\)/);
    expect(() => sweep([1], (x) => x, { sliceMillis: 5 } as never)).toThrow(/unknown option "sliceMillis"/);
    await expect(sweepSliced([1], (x) => x, { sliceMillis: 5 })).resolves.toEqual({ rows: [1], stopped: null });
    await expect(sweepSliced([1], (x) => x, { slicemillis: 5 } as never)).rejects.toThrow(/sweepSliced: unknown option "slicemillis"/);
  });
});

describe("valueSweep / outcomeSweep over rulesets", () => {
  it("Clobber strips: values from the definitions, and the engine's rows equal the plain reference search on random strips", () => {
    // From the definitions: xo = {x.|.o} = {0|0} = *; xxo: Left's only move gives x.x = 0, Right's gives xo. = *, so {0|*} = ↑;
    // xxoo: Left's move x.xo = *, Right's xo.o = * ... = {*|*} = 0.
    const { rows, stopped } = valueSweep(clobber, ["xo", "xxo", "xxoo", "oox"]);
    expect(stopped).toBeNull();
    expect(rows.map((r) => [r.position, r.value, r.outcome])).toEqual([["xo", "*", "N"], ["xxo", "↑", "L"], ["xxoo", "0", "P"], ["oox", "↓", "R"]]);
    const strips = randomStrips(60, 13);
    const swept = valueSweep(clobber, strips).rows;
    strips.forEach((s, i) => {
      const ref = referenceValue(clobber, s);
      expect(swept[i]!.value, s).toBe(cgt.format(ref));
      expect(swept[i]!.temperature).toBe(cgt.dyadicToString(cgt.temperature(ref)));
      expect(swept[i]!.left_stop).toBe(cgt.dyadicToString(cgt.leftStop(ref)));
      expect(swept[i]!.outcome).toBe(cgt.outcome(ref));
    });
    // The outcome sweep (plain search, no canonical forms) agrees with the values' outcomes.
    expect(outcomeSweep(clobber, strips).rows.map((r) => r.outcome)).toEqual(swept.map((r) => r.outcome));
  });

  it("Domineering (a library ruleset): known values of strips and the 2×2 square", () => {
    // Known theory: a 1×n strip is −⌊n/2⌋ (Right places ⌊n/2⌋ dominoes, Left none), n×1 is +⌊n/2⌋;
    // the 2×2 square is ±1 (Winning Ways, Berlekamp–Conway–Guy, vol. 1, Domineering).
    const family: Region[] = [rectangle(1, 2), rectangle(1, 5), rectangle(6, 1), rectangle(2, 2)];
    const rows = valueSweep(domineering, family).rows;
    expect(rows.map((r) => r.value)).toEqual(["-1", "-2", "3", "±1"]);
    expect(rows[3]!.temperature).toBe("1");
    // each row's value is the engine's value of that position
    for (const [i, p] of family.entries()) expect(rows[i]!.value).toBe(cgt.format(canonicalValue(domineering, p)));
  });

  it("stops at a position past its budget and keeps the rows before it", () => {
    cgt.resetStore();
    const r = valueSweep(domineering, [rectangle(2, 2), rectangle(5, 5), rectangle(1, 3)], { perPosition: { maxPositions: 50 } });
    expect(r.rows.map((x) => x.value)).toEqual(["±1"]);
    expect(r.stopped?.index).toBe(1);
    expect(r.stopped?.reason).toMatch(/maxPositions = 50/);
  });

  it("rejects a non-ruleset", () => {
    expect(() => valueSweep({} as never, [])).toThrow(/needs a ruleset/);
  });
});

describe("sweepSliced (in the kernel, interruptible)", () => {
  it("gives the same rows as sweep and returns to the event loop between slices", async () => {
    const strips = randomStrips(40, 7);
    const direct = valueSweep(clobber, strips).rows.map(stable);
    cgt.resetStore();
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    const evaluate = valueSweepEvaluator(clobber);
    const slow = (s: string, i: number, b: Budget) => {
      const until = Date.now() + 3;
      while (Date.now() < until);
      return stable(evaluate(s, i, b));
    };
    const sliced = await sweepSliced(strips, slow, { sliceMillis: 5 });
    clearInterval(timer);
    expect(sliced.rows).toEqual(direct);
    expect(turns).toBeGreaterThan(5);
    expect((await valueSweepSliced(clobber, strips)).rows.map(stable)).toEqual(direct);
  });

  it("an abort stops it before the next position, with the rows computed so far and stopped.reason \"interrupted\"", async () => {
    const controller = new AbortController();
    let done = 0;
    const p = sweepSliced(
      Array.from({ length: 1000 }, (_, i) => i),
      (_i) => {
        const until = Date.now() + 2;
        while (Date.now() < until);
        return ++done;
      },
      { sliceMillis: 5, signal: controller.signal },
    );
    setTimeout(() => { controller.abort(new Error("stop now")); }, 20);
    const r = await p;
    expect(done).toBeLessThan(1000);
    expect(r.rows).toEqual(Array.from({ length: done }, (_, i) => i + 1));
    expect(r.stopped).toEqual({ index: done, label: "", reason: "interrupted" });
    // a slice cut off by an interrupt (runSlice returns false) drops the position under way and names it
    let calls = 0;
    const cut = await sweepSliced([10, 20, 30], (x) => x, { runSlice: (work) => (++calls === 1 ? (work(), true) : false), sliceMillis: 1e9 });
    expect(cut.rows).toEqual([10, 20, 30]);
    expect(cut.stopped).toBeNull();
    const cutMid = await sweepSliced(
      [10, 20, 30],
      (x) => {
        if (x === 20) throw new Error("never: the slice is cut before this position");
        return x;
      },
      { runSlice: () => false },
    );
    expect(cutMid.rows).toEqual([]);
    expect(cutMid.stopped).toEqual({ index: 0, label: "", reason: "interrupted" });
    await expect(sweepSliced([1], (x) => x, { sliceMillis: 0 })).rejects.toThrow(/sliceMillis must be a positive number/);
  });
});

describe("export registry and runInWorker by function reference", () => {
  it("names the library's exports and resolves paths to them", () => {
    expect(exportPathOf(lib.games.domineering.ruleset)).toBe("games.domineering.ruleset");
    expect(exportPathOf(lib.studies.konane.valuesTable)).toBe("studies.konane.valuesTable");
    expect(exportPathOf(lib.notebook.runSweepJob)).toBe("notebook.runSweepJob");
    expect(exportPathOf(() => 1)).toBeUndefined();
    expect(exportAt("games.domineering.ruleset")).toBe(lib.games.domineering.ruleset);
    expect(() => exportAt("games.nosuch.ruleset")).toThrow(/"games.nosuch" is not exported/);
    expect(() => exportAt("cgt.parse.constructor")).toThrow(InputError);
    expect(() => exportAt("a..b")).toThrow(InputError);
  });

  it("runs an exported function given by reference and returns its result", async () => {
    expect(await runInWorker(toCsv, [[{ a: 1, b: 2 }]])).toBe("a,b\n1,2\n");
    const seen: number[] = [];
    const inWorker = await runInWorker(valuesTable, [{ nMax: 6 }], { progress: (p) => seen.push(p.done) });
    expect(inWorker.rows.map((r) => r.value)).toEqual(valuesTable({ nMax: 6 }).rows.map((r) => r.value));
    expect(seen).toContain(6);
  });

  it("rejects a function that is not a library export before any worker starts", async () => {
    const local = (x: number) => x + 1;
    await expect(runInWorker(local, [1])).rejects.toThrow(InputError);
    await expect(runInWorker(local, [1])).rejects.toThrow(/the function "local" is not exported by cgtlab/);
  });
});

describe("notebook.sweepValues / sweepOutcomes", () => {
  const rects = [rectangle(2, 2), rectangle(2, 3), rectangle(3, 3), rectangle(1, 4)];

  it("a library ruleset goes to a worker by reference and gives the in-process rows", async () => {
    const seen: number[] = [];
    const inWorker = await sweepValues(domineering, rects, { progress: (p) => seen.push(p.done) });
    expect(inWorker.rows.map(stable)).toEqual(valueSweep(domineering, rects).rows.map(stable));
    expect(seen).toContain(4);
    const outcomes = await sweepOutcomes(domineering, rects);
    expect(outcomes.rows.map((r) => r.outcome)).toEqual(inWorker.rows.map((r) => r.outcome));
    // a budget stop crosses the worker boundary as data
    const stopped = await sweepValues(domineering, [rectangle(2, 2), rectangle(5, 5)], { perPosition: { maxPositions: 50 } });
    expect(stopped.stopped?.index).toBe(1);
  });

  it("a ruleset module file is loaded by path in the worker (TypeScript via tsx), and in the kernel", async () => {
    const strips = randomStrips(25, 99);
    const expected = valueSweep(clobber, strips).rows.map(stable);
    const inWorker = await sweepValues({ module: FIXTURE }, { pictures: strips });
    expect(inWorker.rows.map((r) => ({ ...stable(r) }))).toEqual(expected);
    const inKernel = await sweepValues({ module: FIXTURE }, { pictures: strips }, { where: "kernel" });
    expect(inKernel.rows.map(stable)).toEqual(expected);
  });

  it("a ruleset defined in place runs in the kernel in time slices", async () => {
    const strips = randomStrips(25, 5);
    const r = await sweepValues(clobber, strips);
    expect(r.rows.map(stable)).toEqual(valueSweep(clobber, strips).rows.map(stable));
  });

  it("bad input fails with InputError before any work", async () => {
    await expect(sweepValues(clobber, ["xo"], { where: "worker" })).rejects.toThrow(/not exported by cgtlab, so a worker cannot load it/);
    await expect(sweepValues({ module: "./no/such/file.ts" }, ["xo"])).rejects.toThrow(/ruleset module not found/);
    await expect(sweepValues({ module: FIXTURE, exportName: "notARuleset" }, { pictures: ["xo"] })).rejects.toThrow(/export "notARuleset" is not a ruleset.*its exports: .*ruleset/);
    await expect(sweepValues({} as never, ["xo"])).rejects.toThrow(/needs a ruleset/);
    await expect(sweepValues(domineering, 7 as never)).rejects.toThrow(/family must be an array or iterable/);
    await expect(sweepValues(lib.games.toadsfrogs.plainRuleset, [{ rows: [1], f: () => 1 }] as never)).rejects.toThrow(/Toads and Frogs \(plain\): position 1 of the family .* holds a function at \.f, which a worker cannot receive/);
    await expect(sweepValues(domineering, rects, { where: "nowhere" as never })).rejects.toThrow(/where must be/);
    expect(() => runSweepJob({ kind: "value", ruleset: "cgt.parse", positions: [] })).toThrow(/not a ruleset exported by cgtlab/);
    expect(() => runSweepJob({ kind: "nim" as never, ruleset: "games.domineering.ruleset", positions: [] })).toThrow(/kind must be/);
    expect(() => runSweepJob({ kind: "value", ruleset: "games.domineering.ruleset" })).toThrow(/needs positions/);
  });
});

describe("kernel interrupt of an in-kernel sweep", () => {
  it("SIGINT stops a sweep of a cell-defined ruleset and resolves with the rows computed so far (stopped.reason \"interrupted\")", async () => {
    const { spawnSync } = await import("node:child_process");
    const script = `
      const { ruleset, notebook } = require(${JSON.stringify(join(__dirname, "..", "lib", "dist"))});
      // each position takes about 20 ms: a slow move generator
      const slow = ruleset.definePartizan({ name: "slow", leftOptions: (n) => { const t = Date.now() + 20; while (Date.now() < t); return n > 0 ? [n - 1] : []; }, rightOptions: () => [] });
      let rows = 0;
      const started = Date.now();
      notebook.sweepValues(slow, Array.from({ length: 2000 }, (_, i) => i), { progress: (p) => { rows = p.done; } }).then(
        (r) => { console.log(JSON.stringify({ rows: r.rows.length, values: r.rows.map((x) => x.value), stopped: r.stopped })); process.exit(0); },
        (e) => { console.log("rejected: " + e.name); process.exit(3); });
      setTimeout(() => process.kill(process.pid, "SIGINT"), 300);`;
    const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { rows: number; values: string[]; stopped: { index: number; label: string; reason: string } };
    expect(out.rows).toBeLessThan(2000);
    // the rows computed are right (position n is the integer n: Left has n moves in a row) and the stop names the next position
    expect(out.values).toEqual(Array.from({ length: out.rows }, (_, n) => String(n)));
    expect(out.stopped.reason).toBe("interrupted");
    expect(out.stopped.index).toBe(out.rows);
  }, 60_000);
});

describe("Konane 3×n tables as one family of the generic sweep", () => {
  it("threeByNFamily yields the seed's boards", () => {
    expect([...threeByNFamily(4)]).toEqual([1, 2, 3, 4].map(threeByNBoard));
  });

  it("valuesTable = a value per board of the family; equal to the committed results (regression pin of cgtlab's own earlier run)", () => {
    const table = valuesTable({ nMax: 9 });
    expect(table.stopped).toBeNull();
    for (const row of table.rows) expect(row.value).toBe(cgt.format(canonicalValue(standardRuleset, threeByNBoard(row.n))));
    const csv = readFileSync(join(__dirname, "..", "results", "konane", "3xn_values.csv"), "utf8").trim().split("\n").slice(1);
    const committed = csv.map((l) => l.split(",")).filter((f) => Number(f[0]) <= 9);
    expect(table.rows.map((r) => [String(r.n), r.value])).toEqual(committed.map((f) => [f[0], f[1]]));
    cgt.resetStore(); // an empty shared engine table, so the positions searched are counted from 3×1
    const capped = valuesTable({ nMax: 12, budget: { maxPositions: 200 } });
    expect(capped.stopped?.reason).toMatch(/maxPositions = 200/);
    expect(capped.rows.length).toBe(capped.stopped!.n - 1);
  });

  it("growthTable = string statistics per board; equal to the committed results (regression pin) and stops per variant", () => {
    const g = growthTable({ nMax: 8 });
    const csv = readFileSync(join(__dirname, "..", "results", "konane", "3xn_growth.csv"), "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    for (const row of g.rows) {
      const c = csv.find((f) => f[0] === row.variant && Number(f[1]) === row.n)!;
      expect([row.string_length, row.unique_positions]).toEqual([c[2], Number(c[3])]);
    }
    expect(g.rows.length).toBe(16);
    const capped = growthTable({ nMax: 12, perPosition: { maxPositions: 100 } });
    expect(capped.stopped.map((s) => s.variant).sort()).toEqual(["maximal", "standard"]);
    for (const s of capped.stopped) expect(s.reason).toMatch(/maxPositions = 100/);
  });
});

describe("budget errors inside a sweep are BudgetExceededError before they are recorded", () => {
  it("the engine throws BudgetExceededError outside a sweep", () => {
    cgt.resetStore();
    expect(() => canonicalValue(domineering, rectangle(5, 5), { budget: { maxPositions: 10 } })).toThrow(BudgetExceededError);
  });
});
