// Issue 25, items 1 (worker side), 6 and 7 (sweep rows): positions of every shape cross to a
// worker as themselves and the worker's rows equal the in-process ones; positions that cannot
// cross are refused before a worker starts; an interrupted worker sweep returns the rows done; the
// warm pool reuses its workers (counted, not timed); one .ts module serves the kernel and a worker;
// the `ruleset` name clash is explained; runInWorker's options are checked; sweep rows carry the
// position itself, its picture and (impartial rulesets) a numeric nim_value.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as lib from "../lib/index";
import { nimSequence, valueSweep, outcomeSweep, type ValueSweepRow } from "../lib/solvers";
import { InputError } from "../lib/util";
import { loadRuleset, runInWorker, setWorkerPoolSize, shutdownWorkers, sweepOutcomes, sweepValues, toCsv, workerPoolStats } from "../lib/notebook";

const { games } = lib;
const FIXTURES = join(__dirname, "fixtures");
const HEAPS = join(FIXTURES, "heap-class.ruleset.ts");
const STRIP = join(FIXTURES, "clobber-strip.ruleset.ts");

afterAll(() => shutdownWorkers());

/** A row without its timing and work columns (they depend on what earlier rows and sweeps left in the tables) and with the position as its text. */
const stable = (r: ValueSweepRow) => ({ ...r, position: String(r.position), time_ms: 0, searched: 0 });

describe("positions of every shape cross to a worker as themselves", () => {
  const cases: [string, lib.ruleset.Ruleset<unknown>, unknown[]][] = [
    ["strings (Toads and Frogs)", games.toadsfrogs.ruleset as lib.ruleset.Ruleset<unknown>, ["tt..ff", "t.f", "tf.tf", "t..f.tf"]],
    ["grids (Clobber)", games.clobber.clobber as lib.ruleset.Ruleset<unknown>, ["xo.|.ox", "xox|oxo", "xx|oo"].map((p) => games.clobber.clobber.parse(p))],
    ["Konane boards", games.konane.standardRuleset as lib.ruleset.Ruleset<unknown>, ["BW.|..W", "BWB|W..|...", "BW.W|.B.."].map((p) => games.konane.standardRuleset.parse(p))],
    ["graphs (Node Kayles)", games.kayles.nodeKayles as lib.ruleset.Ruleset<unknown>, ["a b c ; a-b b-c", "a b c d ; a-b b-c c-d d-a", "a b c d e ; a-b a-c a-d a-e"].map((p) => games.kayles.nodeKayles.parse(p))],
    ["Cram boards", games.cram.ruleset as lib.ruleset.Ruleset<unknown>, ["...|...", "....|....|..#.", "...|.#.|...", "..|.."].map((p) => games.cram.ruleset.parse(p))],
  ];
  for (const [what, ruleset, family] of cases) {
    it(`${what}: the worker's rows equal the in-process rows, and each row's position is the family's own object`, async () => {
      const inWorker = await sweepValues(ruleset, family);
      expect(inWorker.stopped).toBeNull();
      expect(inWorker.rows.map(stable)).toEqual(valueSweep(ruleset, family).rows.map(stable));
      inWorker.rows.forEach((r, i) => { expect(r.position).toBe(family[i]); });
      const outcomes = await sweepOutcomes(ruleset, family);
      expect(outcomes.rows.map((r) => r.outcome)).toEqual(outcomeSweep(ruleset, family).rows.map((r) => r.outcome));
    });
  }

  it("Cram boards in a worker: Dawson's Kayles on strips and 0 on even×even rectangles, as in-process", async () => {
    // 1×n Cram is Dawson's Kayles 0.07: G(2..9) = 1 1 2 0 3 1 1 0 (Winning Ways, ch. 4; OEIS A002187);
    // an even×even rectangle is 0 (the half-turn strategy, Winning Ways, Cram).
    const strips = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => games.cram.emptyBoard(1, n));
    const squares = [games.cram.emptyBoard(2, 2), games.cram.emptyBoard(2, 4), games.cram.emptyBoard(4, 4)];
    const r = await sweepValues(games.cram.ruleset, [...strips, ...squares, games.cram.ruleset.parse("...|...|...")]);
    expect(r.rows.slice(0, 8).map((x) => x.nim_value)).toEqual([1, 1, 2, 0, 3, 1, 1, 0]);
    expect(r.rows.slice(8, 11).map((x) => x.value)).toEqual(["0", "0", "0"]);
    // the 3×3 board is searched (no shortcut): the worker's value equals the kernel's
    expect(r.rows[11]!.nim_value).toBe(lib.solvers.nimValue(games.cram.ruleset, games.cram.ruleset.parse("...|...|...")));
  });

  it("graphs: Node Kayles on paths of 1..8 vertices is Dawson's chess 0.137 (as the heap-game solver gives it)", async () => {
    const path = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`).join(" ") + " ; " + Array.from({ length: n - 1 }, (_, i) => `v${i}-v${i + 1}`).join(" ");
    const family = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => games.kayles.nodeKayles.parse(path(n)));
    const r = await sweepValues(games.kayles.nodeKayles, family);
    expect(r.rows.map((x) => x.nim_value)).toEqual(Array.from(nimSequence("0.137", 8).values).slice(1, 9));
  });

  it("numbers and class instances of a module's ruleset: transfer: { encode, decode } carries them; Nim heaps have nim-value n", async () => {
    const mod = loadRuleset<{ n: number }>(HEAPS, "withTransfer");
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module loadRuleset just loaded (tsx-registered CommonJS), by the same require
    const Heap = (require(HEAPS) as { Heap: new (n: number) => { n: number } }).Heap;
    const family = [0, 1, 2, 5, 7].map((n) => new Heap(n));
    const r = await sweepValues(mod, family);
    expect(r.rows.map((x) => x.nim_value)).toEqual([0, 1, 2, 5, 7]);
    expect(r.rows.map((x) => x.value)).toEqual(["0", "*", "*2", "*5", "*7"]);
    r.rows.forEach((x, i) => { expect(x.position).toBe(family[i]); });
    const numbers = await sweepValues({ module: HEAPS, exportName: "slow" }, [0, 1, 2, 3]);
    expect(numbers.rows.map((x) => x.position)).toEqual([0, 1, 2, 3]);
  });
});

describe("positions that cannot cross are refused before a worker starts", () => {
  it("class instances of a ruleset without transfer, parse or format: an InputError naming the ruleset and the position", async () => {
    loadRuleset(HEAPS); // registers tsx and loads the module, whose Heap class the family uses
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module loadRuleset just loaded (tsx-registered CommonJS), by the same require
    const Heap = (require(HEAPS) as { Heap: new (n: number) => { n: number } }).Heap;
    const before = workerPoolStats().started;
    const err = await sweepValues({ module: HEAPS }, [new Heap(2), new Heap(3)]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect(String((err as Error).message)).toMatch(/^Heap objects \(test\): position 1 of the family \("\{\\"n\\":2\}"\) is or holds an instance of the class Heap, which a worker cannot receive as itself .* transfer: \{ encode, decode \}/);
    expect(workerPoolStats().started).toBe(before);
  });

  it("a transfer that does not give back the same position, or gives unsendable data, is refused", async () => {
    const heap = (n: number) => ({ n, smaller: () => [] as never[] });
    const lying = lib.ruleset.defineImpartial<{ n: number }>({ name: "Lying transfer", options: () => [], key: (h) => h.n, transfer: { encode: (h) => h.n, decode: () => ({ n: 0 }) } });
    const { sweepInWorker } = await import("../lib/notebook/worker-sweep");
    await expect(sweepInWorker("value", lying, "unused", [heap(3)])).rejects.toThrow(/Lying transfer: position 1 .* is not the same position/);
    const fn = lib.ruleset.defineImpartial<{ n: number }>({ name: "Function transfer", options: () => [], key: (h) => h.n, transfer: { encode: () => () => 1, decode: () => ({ n: 0 }) } });
    await expect(sweepInWorker("value", fn, "unused", [heap(3)])).rejects.toThrow(/Function transfer: position 1 .* gave data a worker cannot receive \(a function\)/);
  });
});

describe("an interrupted worker sweep returns the rows computed so far", () => {
  it("an abort after the third row: rows 0..k−1 equal the in-process rows, stopped = { index: k, reason: interrupted }", async () => {
    const controller = new AbortController();
    const family = Array.from({ length: 200 }, (_, i) => i);
    const r = await sweepValues({ module: HEAPS, exportName: "slow" }, family, {
      signal: controller.signal,
      progress: (p) => {
        if (p.done >= 3) controller.abort();
      },
    });
    expect(r.rows.length).toBeGreaterThanOrEqual(3);
    expect(r.rows.length).toBeLessThan(200);
    expect(r.stopped).toEqual({ index: r.rows.length, label: String(r.rows.length), reason: "interrupted" });
    // the slow heaps: n → n−1, n−2; nim-values 0 1 2 0 1 2 … (the subtraction game S = {1, 2})
    expect(r.rows.map((x) => x.nim_value)).toEqual(r.rows.map((_, i) => i % 3));
    expect(r.rows.map((x) => x.index)).toEqual(r.rows.map((_, i) => i));
  }, 60_000);

  it("SIGINT (a kernel interrupt) terminates the worker and the sweep resolves with the rows done", () => {
    const script = `
      require(${JSON.stringify(require.resolve("tsx/cjs/api"))}).register();
      const { notebook } = require(${JSON.stringify(join(__dirname, "..", "lib", "dist"))});
      let rows = 0;
      notebook.sweepValues({ module: ${JSON.stringify(HEAPS)}, exportName: "slow" }, Array.from({ length: 500 }, (_, i) => i), {
        progress: (p) => { rows = p.done; if (p.done === 3) process.kill(process.pid, "SIGINT"); },
      }).then((r) => {
        const s = notebook.workerPoolStats();
        console.log(JSON.stringify({ rows: r.rows.length, stopped: r.stopped, nim: r.rows.map((x) => x.nim_value), started: s.started, terminated: s.terminated }));
        process.exit(0);
      }, (e) => { console.log("rejected " + e.name + ": " + e.message); process.exit(2); });`;
    const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { rows: number; stopped: { index: number; reason: string }; nim: number[]; started: number; terminated: number };
    expect(out.rows).toBeGreaterThanOrEqual(3);
    expect(out.rows).toBeLessThan(500);
    expect(out.stopped).toMatchObject({ index: out.rows, reason: "interrupted" });
    expect(out.nim).toEqual(out.nim.map((_, i) => i % 3));
    expect([out.started, out.terminated]).toEqual([1, 1]);
  }, 60_000);
});

describe("the warm worker pool", () => {
  it("a second sweep reuses the warm worker; an interrupted one is replaced by a new worker", async () => {
    setWorkerPoolSize(1);
    await shutdownWorkers();
    const family = ["xo", "xxo", "xxoo"];
    const s0 = workerPoolStats();
    await sweepValues(games.toadsfrogs.ruleset, ["t.f"]);
    const s1 = workerPoolStats();
    expect(s1.started - s0.started).toBe(1);
    expect(s1.idle).toBe(1);
    await sweepValues({ module: STRIP }, { pictures: family });
    await runInWorker(toCsv, [[{ a: 1 }]]);
    const s2 = workerPoolStats();
    expect(s2.started).toBe(s1.started);
    expect(s2.reused - s1.reused).toBe(2);
    const controller = new AbortController();
    await sweepValues({ module: HEAPS, exportName: "slow" }, [5, 6, 7, 8, 9, 10], { signal: controller.signal, progress: (p) => { if (p.done >= 1) controller.abort(); } });
    const s3 = workerPoolStats();
    expect(s3.terminated - s2.terminated).toBe(1);
    expect(s3.idle).toBe(0);
    await sweepValues(games.toadsfrogs.ruleset, ["t.f"]);
    expect(workerPoolStats().started - s3.started).toBe(1);
    setWorkerPoolSize(2);
  }, 60_000);
});

describe("one .ts ruleset module for the kernel and a worker", () => {
  it("loadRuleset gives the module's ruleset in this thread, and a sweep of it goes to a worker that loads the same file", async () => {
    const strip = loadRuleset<string>(STRIP);
    expect(strip.name).toBe("Clobber strip");
    const inKernel = lib.cgt.format(lib.solvers.canonicalValue(strip, "xxo"));
    expect(inKernel).toBe("↑"); // Clobber: "xxo" = ↑ (Albert, Nowakowski, Wolfe, Lessons in Play, Clobber)
    const before = workerPoolStats();
    const r = await sweepValues(strip, ["xo", "xxo", "xxoo"]);
    const after = workerPoolStats();
    expect(after.started + after.reused).toBe(before.started + before.reused + 1);
    expect(r.rows.map((x) => x.value)).toEqual(["*", "↑", "0"]);
    const relative = loadRuleset(join("test", "fixtures", "clobber-strip.ruleset.ts"));
    expect(relative).toBe(strip);
  });

  it("the name clash: importing `ruleset` from cgtlab and exporting `ruleset` fails with the workaround; an export under another name is found alone", async () => {
    expect(() => loadRuleset(join(FIXTURES, "clash.ruleset.ts"))).toThrow(/imports "ruleset" from "cgtlab" and exports its own "ruleset".*import \{ ruleset as rules \} from "cgtlab".*export const game =/);
    const renamed = loadRuleset<string>(join(FIXTURES, "renamed.ruleset.ts"));
    expect(renamed.name).toBe("Clobber strip (renamed export)");
    const r = await sweepValues({ module: join(FIXTURES, "renamed.ruleset.ts") }, ["xo", "xxo"]);
    expect(r.rows.map((x) => x.value)).toEqual(["*", "↑"]);
    expect(() => loadRuleset(HEAPS)).not.toThrow();
    expect(() => loadRuleset(join(FIXTURES, "clash.ruleset.ts"), "nothing")).toThrow(InputError);
  });
});

describe("runInWorker and sweep options are checked", () => {
  it("unknown options and wrong types are InputErrors naming the option, before a worker starts", async () => {
    const before = workerPoolStats().started;
    await expect(runInWorker(toCsv, [[{ a: 1 }]], { progres: "x" } as never)).rejects.toThrow(/runInWorker: unknown option "progres"/);
    await expect(runInWorker(toCsv, [[{ a: 1 }]], { maxHeapMiB: "lots" } as never)).rejects.toThrow(/option maxHeapMiB must be an integer number of MiB/);
    await expect(runInWorker(toCsv, [[{ a: 1 }]], { signal: true } as never)).rejects.toThrow(/option signal must be an AbortSignal/);
    await expect(runInWorker(toCsv, [[{ a: 1 }]], { progress: 3 } as never)).rejects.toThrow(/option progress must be a label string or a progress reporter/);
    await expect(runInWorker(toCsv, [[{ a: 1 }]], 5 as never)).rejects.toThrow(/options must be an object/);
    await expect(runInWorker(toCsv, "x" as never)).rejects.toThrow(/args must be an array/);
    await expect(sweepValues(games.cram.ruleset, [], { perposition: {} } as never)).rejects.toThrow(/sweepValues: unknown option "perposition"/);
    expect(workerPoolStats().started).toBe(before);
  });
});

describe("sweep rows carry the position itself", () => {
  it("a ruleset without format: the position object in the row, its JSON in a stop's label and in CSV, never #index", () => {
    const pairs = lib.ruleset.definePartizan<{ a: number; b: number }>({
      name: "Pairs (test)",
      leftOptions: (p) => (p.a > 0 ? [{ a: p.a - 1, b: p.b }] : []),
      rightOptions: (p) => (p.b > 0 ? [{ a: p.a, b: p.b - 1 }] : []),
    });
    const family = [{ a: 1, b: 0 }, { a: 2, b: 3 }, { a: 60, b: 0 }];
    const r = valueSweep(pairs, family, { perPosition: { maxPositions: 30 } });
    expect(r.rows.map((x) => [x.position, x.value])).toEqual([[family[0], "1"], [family[1], "-1"]]);
    expect(r.rows[0]!.position).toBe(family[0]);
    expect(r.rows[0]).not.toHaveProperty("picture");
    expect(r.stopped?.label).toBe('{"a":60,"b":0}');
    expect(toCsv(r.rows.map((x) => ({ position: x.position, value: x.value })))).toBe('position,value\n"{""a"":1,""b"":0}",1\n"{""a"":2,""b"":3}",-1\n');
  });

  it("a ruleset with format: grids keep their object and carry the picture; impartial rows have a numeric nim_value, partizan rows none", () => {
    const boards = ["..|..", "...|..."].map((p) => games.cram.ruleset.parse(p));
    const rows = valueSweep(games.cram.ruleset, boards).rows;
    expect(rows.map((x) => [x.picture, x.value, x.nim_value])).toEqual([["..|..", "0", 0], ["...|...", "*", 1]]);
    expect(toCsv(rows.map((x) => ({ position: x.position })))).toBe("position\n..|..\n...|...\n");
    const strip = valueSweep(games.toadsfrogs.ruleset, ["t.f"]).rows[0]!;
    expect(strip.position).toBe("t.f");
    expect(strip).not.toHaveProperty("picture");
    expect(strip).not.toHaveProperty("nim_value");
  });
});
