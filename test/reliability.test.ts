// Issue 18's reproducers for budgets, validation and security, each as a test that now passes.
// (The reproduce reproducers are in reproduce-faults.test.ts, the fuzz suite in fuzz.test.ts.)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import * as domineering from "../lib/games/domineering";
import { canonicalValue } from "../lib/solvers";
import type { RunOptions } from "../lib/util";
import * as gobblet from "../lib/games/gobblet";
import * as tokyodoves from "../lib/games/tokyodoves";
import { expectedSteps, simulateSteps } from "../lib/studies/janken";
import { resultsPath } from "../lib/notebook/paths";
import { saveTable, tableHtml, toCsv } from "../lib/notebook/table";
import { resolveExport } from "../lib/notebook/exports";
import { Budget, BudgetExceededError, InputError, machineMemoryBudget, setDefaultBudget, writeFileAtomic, writeLinesAtomic } from "../lib/util";
import * as lib from "../lib";

const domineeringValue = (r: domineering.Region, options?: RunOptions) => canonicalValue(domineering.ruleset, r, options);

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-reliability-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

describe("budgets bound memory, including typed arrays", () => {
  // The budget measures net growth: garbage freed during a case (an earlier case's hoard, the test
  // runner's own buffers, collected under the pressure of the hoard) would hide part of the hoard.
  // So each case's hoard stays alive until the end, and a full collection runs before each case.
  const hoards: Uint8Array[][] = [];
  afterAll(() => { hoards.length = 0; });
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  it.each([50e6, 200e6])("maxHeapBytes counts off-heap typed arrays and stops within a tenth of the limit (%s bytes; 1 MiB a unit)", (limit) => {
    collect();
    const budget = new Budget({ maxHeapBytes: limit }, undefined, "typed-array hoard");
    const hoard: Uint8Array[] = [];
    hoards.push(hoard);
    let err: unknown;
    try {
      for (let i = 0; i < 10_000; i++) {
        hoard.push(new Uint8Array(1 << 20).fill(1)); // 1 MiB off the JS heap, touched
        budget.spend(1);
      }
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect((err as BudgetExceededError).limit).toBe("maxHeapBytes");
    expect((err as BudgetExceededError).spent).toBeLessThanOrEqual(1.1 * limit);
    expect(hoard.length * (1 << 20)).toBeLessThanOrEqual(1.1 * limit);
  });

  it("a small call reads no resident set (the reading was most of a memo hit's cost), and a long one still does", () => {
    const usage = process.memoryUsage;
    const rss = Object.getOwnPropertyDescriptor(usage, "rss")!;
    const read = usage.rss.bind(usage);
    let readings = 0;
    usage.rss = () => {
      readings++;
      return read();
    };
    try {
      const r = domineering.ruleset.parse("...|...");
      domineeringValue(r);
      readings = 0;
      // 1,000 calls answered from the engine's table, each with its own default budget (a
      // maxHeapBytes guard): each used to read the resident set when its budget was made
      for (let i = 0; i < 1000; i++) domineeringValue(r);
      expect(readings).toBeLessThan(50);
      // a budget checked past its resident-set interval (10 ms at least) reads it
      const b = new Budget({ maxHeapBytes: 1e15 }, undefined, "a long computation");
      readings = 0;
      const until = Date.now() + 2000;
      while (readings === 0 && Date.now() < until) b.spend(1);
      expect(readings).toBeGreaterThan(0);
    } finally {
      Object.defineProperty(usage, "rss", rss);
    }
  });

  it("reserve() refuses an allocation that would pass the limit before it is made", () => {
    const budget = new Budget({ maxHeapBytes: 50e6 }, undefined, "a tablebase");
    expect(() => { budget.reserve(80e6, "the value table"); }).toThrow(/maxHeapBytes = 50,000,000 .*the value table of a tablebase/);
    expect(() => { budget.reserve(1e6); }).not.toThrow();
  });

  it("a default memory guard derived from the machine fills a missing limit and is named when it fires", () => {
    const guard = machineMemoryBudget();
    expect(guard.limits.maxHeapBytes).toBeGreaterThan(0);
    setDefaultBudget(() => ({ limits: { maxHeapBytes: 1 }, origin: "the test's default" }));
    try {
      const b = Budget.from(undefined, "guarded");
      expect(b.limits.maxHeapBytes).toBe(1);
      const big = new Uint8Array(64 << 20).fill(7);
      expect(() => { b.check(); }).toThrow(/this limit is the test's default/);
      expect(big[0]).toBe(7);
      // A limit the caller gave wins and its error does not blame the default.
      const mine = Budget.from({ budget: { maxMillis: 0, maxHeapBytes: 1e15 } }, "mine");
      expect(() => {
        const until = Date.now() + 5;
        while (Date.now() < until);
        mine.check();
      }).toThrow(/maxMillis = 0 .*raise the maxMillis budget/);
    } finally {
      setDefaultBudget(machineMemoryBudget);
    }
  });

  it("janken expectedSteps takes a budget (n = 1000 used to run unbounded)", () => {
    const t0 = Date.now();
    expect(() => expectedSteps("janken", 1000, { budget: { maxMillis: 300 } })).toThrow(/maxMillis = 300/);
    expect(Date.now() - t0).toBeLessThan(10_000);
    // Unbudgeted small cases are unchanged: t_3 = 6 (worked by hand, as in janken.test.ts).
    expect(expectedSteps("janken", 3)[3]!.toString()).toBe("6/1");
  });

  it("simulateSteps stops on time inside a single huge trial (n = 10^6 ran past 60 s with a 3 s budget)", () => {
    const t0 = Date.now();
    expect(() => simulateSteps("janken", 1e6, 2, 1, { budget: { maxMillis: 500 } })).toThrow(/maxMillis = 500/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it("budget limits must be non-negative numbers", () => {
    expect(() => new Budget({ maxMillis: -1 })).toThrow(InputError);
    expect(() => new Budget({ maxPositions: "10" as unknown as number })).toThrow(/maxPositions must be a non-negative number/);
  });
});

describe("hand-built objects are checked", () => {
  it("Domineering: a 34×1 region is rejected at once instead of looping forever", () => {
    const t0 = Date.now();
    expect(() => domineeringValue({ height: 34, width: 1, rows: Array(34).fill(1) }, { budget: { maxMillis: 3000 } })).toThrow(/Domineering: value\(\) was handed .*34.*not a position of Domineering/);
    expect(() => domineering.checkRegion({ height: 34, width: 1, rows: Array(34).fill(1) })).toThrow(/height must be an integer in \[0, 32\], got 34/);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it("Domineering: a negative row mask is rejected (it used to give -16 for a 1×2 region)", () => {
    expect(() => domineeringValue({ height: 1, width: 2, rows: [-1] })).toThrow(InputError);
    expect(() => domineeringValue({ height: 1, width: 2, rows: [4] })).toThrow(/not a position of Domineering/);
    expect(() => domineering.checkRegion({ height: 1, width: 2, rows: [4] })).toThrow(/row mask must be an integer in \[0, 2\^2\)/);
    expect(() => domineeringValue({ height: 2, width: 1, rows: [1] })).toThrow(/not a position of Domineering/);
    expect(() => domineering.checkRegion({ height: 2, width: 1, rows: [1] })).toThrow(/array of height = 2 row masks/);
    expect(() => domineeringValue("##" as unknown as domineering.Region)).toThrow(/a picture is read into a position by the ruleset's parse/);
    expect(() => domineering.leftMoves(null as never)).toThrow(InputError);
    // The valid 1×2 region is still −1 (Right's single horizontal move; Winning Ways ch. 2).
    expect(domineeringValue({ height: 1, width: 2, rows: [3] })).toBe(domineeringValue(domineering.parseRegion("##")));
  });

  it("Gobblet: an impossible position (nine pieces of a size) is rejected by hands() and stacks()", () => {
    const rules = new gobblet.GobbletRules(gobblet.FULL_GAME);
    expect(() => rules.hands(gobblet.layerCode(511, 0))).toThrow(/impossible position: 9 pieces of one size .*at most 2/);
    expect(() => rules.stacks(gobblet.layerCode(511, 0))).toThrow(InputError);
    expect(() => gobblet.layerCode(3, 1)).toThrow(/disjoint/);
    expect(() => gobblet.layerCode(1e25, 0)).toThrow(InputError);
    expect(rules.hands(rules.initial)).toEqual([[2, 2, 2], [2, 2, 2]]);
  });

  it("non-string input to parsers is an InputError, not a TypeError", () => {
    expect(() => tokyodoves.parseBoard(42 as unknown as string)).toThrow(InputError);
    expect(() => tokyodoves.parsePosition(null as unknown as string)).toThrow(InputError);
    expect(() => tokyodoves.decodePosition("7" as unknown as number)).toThrow(/got "7"/);
    expect(() => tokyodoves.makePosition(null as never)).toThrow(InputError);
    expect(() => tokyodoves.boardFromCells(5 as never)).toThrow(InputError);
    expect(() => domineering.parseRegion(42 as unknown as string)).toThrow(InputError);
  });
});

describe("notebook helpers validate rows and paths", () => {
  it("tableHtml(rows, 5) shows 5 rows (it showed 105 of 110)", () => {
    const rows = Array.from({ length: 110 }, (_, i) => ({ i }));
    const html = tableHtml(rows, 5);
    expect((html.match(/<tr><td>/g) ?? []).length).toBe(5);
    expect(html).toContain("… 105 more rows …");
    expect(() => tableHtml(rows, 0)).toThrow(/maxRows must be an integer ≥ 1/);
  });

  it("rows that are null or not objects, and malformed DataFrame-likes, are InputErrors", () => {
    expect(() => toCsv([null] as never)).toThrow(/row must be a plain object .*got null \(at row 0\)/);
    expect(() => toCsv([{ a: 1 }, 7] as never)).toThrow(/at row 1/);
    expect(() => toCsv({ columns: "a", values: [] } as never)).toThrow(/columns must be an array of strings/);
    expect(() => toCsv({ columns: ["a", "b"], values: [[1]] } as never)).toThrow(/1 cells for 2 columns/);
  });

  it("paths with NUL bytes, over-long names, a trailing '/' or no name are InputErrors", () => {
    process.env.CGTLAB_RESULTS_DIR = join(tmp, "results");
    try {
      expect(() => resultsPath("a\0b.csv")).toThrow(/NUL byte/);
      expect(() => resultsPath("t/" + "n".repeat(300) + ".csv")).toThrow(/304 bytes; at most 255/);
      expect(() => resultsPath("topic/")).toThrow(/not a folder/);
      expect(() => resultsPath("a/..")).toThrow(/the results folder itself/);
      expect(() => saveTable([{ a: 1 }], 42 as unknown as string)).toThrow(InputError);
    } finally {
      delete process.env.CGTLAB_RESULTS_DIR;
    }
  });

  it("a symlinked folder inside results/ cannot send a write outside it", () => {
    const results = join(tmp, "results-link");
    const outside = join(tmp, "outside");
    mkdirSync(results, { recursive: true });
    mkdirSync(outside, { recursive: true });
    symlinkSync(outside, join(results, "escape"));
    process.env.CGTLAB_RESULTS_DIR = results;
    try {
      expect(() => saveTable([{ a: 1 }], "escape/stolen.csv")).toThrow(/leads outside results\/ through a symbolic link/);
      expect(() => saveTable([{ a: 1 }], "escape/deeper/x.csv")).toThrow(/symbolic link/);
      expect(readdirSync(outside)).toEqual([]);
      // the published name comes back (never a machine path), and the file is where it says
      expect(saveTable([{ a: 1 }], "fine/ok.csv")).toBe("results/fine/ok.csv");
      expect(readFileSync(join(results, "fine", "ok.csv"), "utf8")).toContain("a");
    } finally {
      delete process.env.CGTLAB_RESULTS_DIR;
    }
  });

  it("writeFileAtomic reports the first error (a folder in the way), and leaves no temporary file", () => {
    const dir = join(tmp, "atomic");
    mkdirSync(join(dir, "target.csv"), { recursive: true }); // a folder where the file should go
    expect(() => { writeFileAtomic(join(dir, "target.csv"), "x"); }).toThrow(/EISDIR|ENOTEMPTY|EEXIST|directory/i);
    expect(readdirSync(dir)).toEqual(["target.csv"]);
    expect(() => { writeFileAtomic(join(dir, "x\0y"), "x"); }).toThrow(InputError);
    expect(() => { writeFileAtomic(dir + "/", "x"); }).toThrow(/names a folder/);
    writeFileSync(join(dir, "plain.txt"), "old");
    writeFileAtomic(join(dir, "plain.txt"), "new");
    expect(existsSync(join(dir, "plain.txt"))).toBe(true);
  });

  it("writeLinesAtomic writes its lines whole (each ending in a newline, UTF-8), and a failing source of lines leaves the old file and no temporary file", () => {
    const dir = join(tmp, "atomic-lines");
    const file = join(dir, "state.json");
    writeLinesAtomic(file, ["{\"a\":1}", "x ↑ *", ""]);
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\nx ↑ *\n\n');
    function* failing(): Generator<string> {
      yield "half";
      throw new Error("the source failed");
    }
    expect(() => { writeLinesAtomic(file, failing()); }).toThrow(/the source failed/);
    expect(readFileSync(file, "utf8")).toBe('{"a":1}\nx ↑ *\n\n');
    expect(readdirSync(dir)).toEqual(["state.json"]);
    expect(() => { writeLinesAtomic(dir + "/", ["x"]); }).toThrow(/names a folder/);
  });
});

describe("runInWorker accepts only the library's own exported functions", () => {
  it("inherited and function properties are not followed (cgt.parse.constructor reached Function)", () => {
    for (const bad of ["cgt.parse.constructor", "cgt.constructor", "toString", "cgt.__proto__", "cgt.parse.call", "games", "", "a..b"]) {
      expect(() => resolveExport(lib, bad), bad).toThrow(InputError);
    }
    expect(() => resolveExport(lib, 42)).toThrow(InputError);
    expect(resolveExport(lib, "cgt.parse")).toBe(lib.cgt.parse);
  });
});
