// Fault injection for `npm run reproduce` (issue 18): each reproducer of the issue as a test.
// Notebooks are small fixtures in the gitignored .jupyter/ folder; results go to temp folders.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, fixtureFolder, reproduce as run, ROOT, writeNotebook, type CellSpec } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-faults-"));
const nbDir = fixtureFolder("faults-");
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(nbDir, { recursive: true, force: true });
});

function reproduce(args: string[], env: Record<string, string> = {}) {
  const r = run(args, { env });
  return { code: r.status, signal: r.signal, out: r.out };
}

/** A tslab notebook with the given code cells (inside the project so that "cgtlab" resolves). */
function fixture(name: string, cells: (string | CellSpec)[], metadata: object = {}): string {
  return writeNotebook(join(nbDir, name), cells, metadata);
}

const IMPORT = 'import { notebook } from "cgtlab";';

function outDirs(label: string) {
  const results = join(tmp, `${label}-results`);
  return { results, executed: join(tmp, `${label}-executed`), args: ["--results", results, "--executed", join(tmp, `${label}-executed`)] };
}

describe("reproduce under output pressure", () => {
  it("a cell that displays 1,200 outputs synchronously succeeds and its outputs arrive in order", () => {
    // Before the fix the 513th synchronous send threw "Socket is busy writing" and the cell
    // failed with an empty "<Error>:" — the notebook-07 failure under load.
    const nb = fixture("busy.ipynb", [IMPORT, 'for (let i = 0; i < 1200; i++) notebook.markdown("line " + i);']);
    const d = outDirs("busy");
    const r = reproduce([nb, ...d.args]);
    expect(r.code, r.out).toBe(0);
    const executed = JSON.parse(readFileSync(join(d.executed, "busy.ipynb"), "utf8")) as { cells: { outputs: { data?: Record<string, unknown> }[] }[] };
    const texts = executed.cells[1]!.outputs.map((o) => String(o.data?.["text/markdown"]));
    // The cell succeeds and more than 512 outputs arrive (the old code threw at the 513th send),
    // in order. All 1,200 arrive on a quiet machine; under heavy load ZeroMQ's PUB socket drops
    // messages beyond its high-water mark (1,000) when nbclient reads too slowly (991 of 1,200
    // arrived in one loaded run), which the kernel cannot see: a known limit, not a pass condition.
    expect(texts.length).toBeGreaterThan(512);
    expect(texts.length).toBeLessThanOrEqual(1200);
    expect(texts[0]).toBe("line 0");
    const indices = texts.map((t) => Number(/^line (\d+)$/.exec(t)?.[1] ?? NaN));
    for (let i = 1; i < indices.length; i++) expect(indices[i]).toBeGreaterThan(indices[i - 1]!);
    expect(executed.cells.length).toBe(2); // the executor's final check is not saved
  }, 600_000);
});

describe("errors after a cell fail the run", () => {
  it("an exception thrown from a timer after its cell ended", () => {
    const nb = fixture("late.ipynb", [IMPORT, 'setTimeout(() => { throw new Error("late timer 7"); }, 10);']);
    const d = outDirs("late");
    const r = reproduce([nb, ...d.args]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/late\.ipynb: .*failed: .*late timer 7/);
    expect(existsSync(join(d.executed, "late.ipynb"))).toBe(false);
  }, 600_000);

  it("an unhandled promise rejection", () => {
    const nb = fixture("reject.ipynb", [IMPORT, 'void Promise.reject(new Error("nobody awaits 9"));\n"after";']);
    const d = outDirs("reject");
    const r = reproduce([nb, ...d.args]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/reject\.ipynb: .*nobody awaits 9/);
  }, 600_000);

  it("an un-awaited exportFigure is waited for and written (not silently lost)", () => {
    const nb = fixture("unawaited.ipynb", [IMPORT, 'notebook.exportFigure({ data: [{ type: "bar", x: [1, 2], y: [3, 4] }] }, "u/fig.svg");']);
    const d = outDirs("unawaited");
    const r = reproduce([nb, ...d.args]);
    expect(r.code, r.out).toBe(0);
    expect(readFileSync(join(d.results, "u", "fig.svg"), "utf8")).toContain("<svg");
  }, 600_000);

  it("an un-awaited exportFigure that fails fails the run", () => {
    const nb = fixture("badexport.ipynb", [IMPORT, 'notebook.exportFigure({ data: [] }, "u/fig.gif").catch((e) => { throw e; });']);
    const d = outDirs("badexport");
    const r = reproduce([nb, ...d.args]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/unsupported extension "\.gif"/);
  }, 600_000);
});

describe("reporting", () => {
  it("--profile test numbers cells as the user sees them (the injected cell is not counted)", () => {
    const nb = fixture(
      "params.ipynb",
      [{ source: "let N = 100;", tags: ["parameters"] }, 'if (N === 3) throw new Error("small N " + N);'],
      { cgtlab: { test_parameters: { N: 3 } } },
    );
    const d = outDirs("params");
    const r = reproduce([nb, "--profile", "test", ...d.args]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/params\.ipynb: code cell 2 \(cell index 2\) failed: Error: small N 3/);
  }, 600_000);

  it("--profile test refuses to write into the committed results/ and defaults to a temp folder", () => {
    const nb = fixture("tiny.ipynb", ["const x: number = 1;"]);
    const refused = reproduce([nb, "--profile", "test", "--results", join(ROOT, "results")]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("must not write into results/");
    const r = reproduce([nb, "--profile", "test"]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`results go to ${join(tmpdir(), "cgtlab-test-profile")}`);
    expect(existsSync(join(tmpdir(), "cgtlab-test-profile", "notebooks", "tiny.ipynb"))).toBe(true);
    expect(existsSync(join(ROOT, "results", "notebooks", "tiny.ipynb"))).toBe(false);
  }, 600_000);

  it("a heap exhaustion is reported as out of memory with the memory reached", () => {
    const nb = fixture("oom.ipynb", ["const hoard: number[][] = [];\nwhile (true) hoard.push(new Array(100000).fill(1.5));"]);
    const d = outDirs("oom");
    const r = reproduce([nb, ...d.args], { CGTLAB_KERNEL_HEAP_MB: "160" });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/oom\.ipynb: code cell 1 .*failed: out of memory: .* [\d,]+ MB resident at its peak/);
  }, 600_000);
});

describe("a killed run leaves the old results or the new ones", () => {
  const d = outDirs("kill");
  const nb = (value: number) =>
    fixture("pub.ipynb", [IMPORT, `notebook.saveTable([{ v: ${value} }], "pub/a.csv");\nnotebook.saveTable([{ v: ${value} }], "pub/b.csv");`]);

  it("killed after the commit point: the next run completes the publish (all new)", () => {
    expect(reproduce([nb(1), ...d.args]).code).toBe(0);
    const killed = reproduce([nb(2), ...d.args], { CGTLAB_FAULT: "kill-after-commit" });
    expect(killed.signal).toBe("SIGKILL");
    expect(readdirSync(join(d.results, ".publish"))).toEqual(["pub.json"]);
    // Any later reproduce into the same folder completes the journal first.
    const other = fixture("noop.ipynb", ["const y = 2;"]);
    const r = reproduce([other, ...d.args]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("completed the interrupted publish of pub");
    expect(readFileSync(join(d.results, "pub", "a.csv"), "utf8")).toBe("v\n2\n");
    expect(readFileSync(join(d.results, "pub", "b.csv"), "utf8")).toBe("v\n2\n");
    expect(existsSync(join(d.results, ".publish"))).toBe(false);
    expect(existsSync(join(d.results, ".staging"))).toBe(false);
  }, 600_000);

  it("killed before the commit point: results stay old and the stale staging folder is removed", () => {
    const killed = reproduce([nb(3), ...d.args], { CGTLAB_FAULT: "kill-before-commit" });
    expect(killed.signal).toBe("SIGKILL");
    expect(readFileSync(join(d.results, "pub", "a.csv"), "utf8")).toBe("v\n2\n");
    expect(readdirSync(join(d.results, ".staging")).length).toBe(1);
    const r = reproduce([fixture("noop2.ipynb", ["const z = 3;"]), ...d.args]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("removed the stale staging folder");
    expect(existsSync(join(d.results, ".staging"))).toBe(false);
    expect(readFileSync(join(d.results, "pub", "b.csv"), "utf8")).toBe("v\n2\n");
  }, 600_000);

  it("SIGKILL to the run's process group takes the kernel down too", async () => {
    const pidFile = join(tmp, "kernel.pid");
    const nbPath = fixture("sleepy.ipynb", [
      `require("fs").writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\nawait new Promise((r) => setTimeout(r, 120000));`,
    ]);
    const child = spawn(process.execPath, [CLI, "reproduce", nbPath, ...outDirs("sleepy").args], { cwd: ROOT, detached: true, stdio: "ignore" });
    const deadline = Date.now() + 120_000;
    while (!existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const kernelPid = Number(readFileSync(pidFile, "utf8"));
    process.kill(-child.pid!, "SIGKILL");
    const alive = () => {
      try {
        process.kill(kernelPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const until = Date.now() + 10_000;
    while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(alive()).toBe(false);
  }, 600_000);
});
