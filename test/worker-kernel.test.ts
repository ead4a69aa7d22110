// Issue 25, items 1 and 6, in a real tslab kernel run headless by the project's executor: one .ts
// ruleset module beside the notebook serves the kernel (notebook.loadRuleset) and a worker (a sweep
// of the loaded ruleset), the second sweep reuses the warm worker, and a kernel interrupt (SIGINT)
// during a worker sweep lets the cell go on with the rows computed so far.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cellStream, fixtureNotebook, readNotebook, reproduce } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-worker-kernel-"));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const STRIP = [
  "// Clobber on one row; the library's ruleset namespace imported under another name (the name clash's workaround).",
  'import { ruleset as rules } from "cgtlab";',
  'const moves = (s: string, me: string, you: string): string[] => [...s].flatMap((c, i) => [i - 1, i + 1].filter((j) => c === me && s[j] === you).map((j) => Array.from(s, (d, k) => (k === i ? "." : k === j ? me : d)).join("")));',
  'export const ruleset = rules.definePartizan({ name: "Clobber strip", leftOptions: (s: string) => moves(s, "x", "o"), rightOptions: (s: string) => moves(s, "o", "x") });',
  "",
].join("\n");

const SLOW = [
  'import { ruleset } from "cgtlab";',
  "const busy = (ms: number) => { const end = Date.now() + ms; while (Date.now() < end); };",
  "// the subtraction game S = {1, 2}, 40 ms per move generation",
  'export const slow = ruleset.defineImpartial({ name: "Slow heaps", options: (n: number) => { busy(40); return Array.from({ length: Math.min(n, 2) }, (_, k) => n - 1 - k); } });',
  "",
].join("\n");

describe("worker sweeps in a tslab kernel", () => {
  it("one .ts module in the kernel and a worker, a warm second sweep, and an interrupt that returns the rows done to the cell", () => {
    const { path, dir } = fixtureNotebook("workers.ipynb", [
      'import { cgt, solvers, notebook } from "cgtlab";\nconst strip = notebook.loadRuleset<string>("./strip.ts");\nconsole.log("kernel", cgt.format(solvers.canonicalValue(strip, "xxo")));',
      'const a = await notebook.sweepValues(strip, ["xo", "xxo", "xxoo"]);\nconst b = await notebook.sweepValues(strip, ["oox"]);\nconst s = notebook.workerPoolStats();\nconsole.log("worker", a.rows.map((r) => r.value).join(" "), b.rows[0].value, "started", s.started, "reused", s.reused);',
      'const r = await notebook.sweepValues(notebook.loadRuleset<number>("./slow.ts"), Array.from({ length: 300 }, (_, i) => i), {\n  progress: (p) => { if (p.done === 3) process.kill(process.pid, "SIGINT"); },\n});\nconsole.log("partial", r.rows.length >= 3 && r.rows.length < 300, r.stopped?.reason, r.stopped?.index === r.rows.length, r.rows.every((x, i) => x.nim_value === i % 3));',
      'const t = notebook.workerPoolStats();\nconst again = await notebook.sweepValues(strip, ["xo"]);\nconsole.log("after", again.rows[0].value, "started", notebook.workerPoolStats().started - t.started);',
    ], "test-workers-");
    dirs.push(dir);
    writeFileSync(join(dir, "strip.ts"), STRIP);
    writeFileSync(join(dir, "slow.ts"), SLOW);
    const executed = join(tmp, "executed");
    const r = reproduce([path, "--results", join(tmp, "results"), "--executed", executed]);
    expect(r.status, r.out).toBe(0);
    const nb = readNotebook(join(executed, "workers.ipynb"));
    const stdout = nb.cells.map((_, i) => cellStream(nb, i, "stdout"));
    expect(stdout[0]).toBe("kernel ↑\n"); // Clobber: xxo = ↑ (Albert, Nowakowski, Wolfe, Lessons in Play)
    expect(stdout[1]).toBe("worker * ↑ 0 ↓ started 1 reused 1\n");
    expect(stdout[2]).toBe("partial true interrupted true true\n");
    expect(stdout[3]).toBe("after * started 1\n"); // the interrupted worker was terminated: a new one starts
  }, 600_000);
});
