// Issue 25 item 1 in a real kernel (and the heartbeat of item 7): the project's tslab kernel, started
// through jupyter_client, is interrupted (SIGINT, as Jupyter's Interrupt button) during an in-kernel
// sweep of a ruleset defined in a cell — before the fix the kernel died — and during a plain
// canonicalValue call; the kernel stays alive, the sweep returns the rows computed so far with
// stopped.reason "interrupted", and the value computed again equals this (never interrupted)
// process's. Results go through files written by the cells.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgt, games, solvers } from "../lib";
import { cellOutputs, hasKernel, runKernelCells } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-kernel-interrupt-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

describe.skipIf(!hasKernel)("interrupting a real tslab kernel", () => {
  it("an in-kernel sweep returns its rows, a cut value leaves no false loop, the kernel lives; a long value shows a heartbeat", () => {
    const out = (name: string) => JSON.stringify(join(tmp, name));
    const cells = [
      { code: 'import { cgt, ruleset, solvers, notebook, games } from "cgtlab";\nimport { writeFileSync } from "node:fs";' },
      {
        code:
          "const moves = (s: string, me: string, you: string): string[] => { const out: string[] = []; for (let i = 0; i < s.length; i++) for (const j of [i - 1, i + 1]) if (s[i] === me && s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? '.' : k === j ? me : c)).join('')); return out; };\n" +
          "const strip = ruleset.definePartizan({ name: 'Clobber strip', leftOptions: (s: string) => moves(s, 'x', 'o'), rightOptions: (s: string) => moves(s, 'o', 'x') });\n" +
          "function* fam() { for (let n = 2; n < 40; n++) yield 'xo'.repeat(n); }",
      },
      { code: `const r = await notebook.sweepValues(strip, fam(), { progress: 'strip' }); writeFileSync(${out("sweep.json")}, JSON.stringify({ rows: r.rows.map((x) => x.value), stopped: r.stopped }));`, interrupt: 5, timeout: 120 },
      { code: `writeFileSync(${out("value.json")}, JSON.stringify([cgt.format(solvers.canonicalValue(games.clobber.clobber, games.clobber.clobber.parse('xoxo|oxox|xoxo'))), cgt.format(solvers.canonicalValue(strip, 'xoxoxoxoxo'))]));`, timeout: 180 },
      // a value call that runs far past the heartbeat's 2 s (3×6 Clobber takes about 30 s alone), cut
      // off by its own 5 s budget: the heartbeat must have shown, and the budget error names the limit
      { code: "let ended = 'finished';\ntry { solvers.canonicalValue(games.clobber.clobber, games.clobber.clobber.parse('xoxoxo|oxoxox|xoxoxo'), { budget: { maxMillis: 5000 } }); } catch (e) { ended = String(e); }\nended", timeout: 240 },
      // last: a plain value call cut off by the interrupt (tslab then drops the work of the next few
      // requests, with main's library too, so the recomputation after a cut is checked in plain Node:
      // test/interrupts.test.ts)
      { code: "solvers.canonicalValue(games.clobber.clobber, games.clobber.clobber.parse('xoxox|oxoxo|xoxox|oxoxo'))", interrupt: 3, timeout: 120 },
    ];
    const report = runKernelCells(cells);
    expect(report.length, JSON.stringify(report)).toBe(cells.length);
    for (const cell of report) expect(cell.alive).toBe(true);
    // the sweep: interrupted, alive, the rows computed so far are right, and the stop says so
    const sweep = JSON.parse(readFileSync(join(tmp, "sweep.json"), "utf8")) as { rows: string[]; stopped: { index: number; reason: string } };
    expect(sweep.stopped.reason).toBe("interrupted");
    expect(sweep.stopped.index).toBe(sweep.rows.length);
    expect(sweep.rows.length).toBeLessThan(38);
    const strip = games.clobber.clobber; // the same strips as one-row Clobber boards
    sweep.rows.forEach((v, i) => { expect(v, `xo×${i + 2}`).toBe(cgt.format(solvers.canonicalValue(strip, strip.parse("xo".repeat(i + 2))))); });
    // values computed in the kernel after the interrupted sweep equal this process's
    expect(existsSync(join(tmp, "value.json")), JSON.stringify(report)).toBe(true);
    const values = JSON.parse(readFileSync(join(tmp, "value.json"), "utf8")) as string[];
    expect(values[0]).toBe(cgt.format(solvers.canonicalValue(games.clobber.clobber, games.clobber.clobber.parse("xoxo|oxox|xoxo"))));
    expect(values[1]).toBe(cgt.format(solvers.canonicalValue(strip, strip.parse("xoxoxoxoxo"))));
    // the heartbeat of a value call longer than 2 s, without being asked for, and its budget's end
    expect(cellOutputs(report[4]!).join("\n")).toMatch(/Clobber value: [\d,]+ positions searched — \d+\.\d s/);
    expect(cellOutputs(report[4]!).join("\n")).toMatch(/budget exceeded: maxMillis/);
    // a plain value call cut off: the interrupt stops it and the kernel lives
    expect(report[5]!.interrupted).toBe(true);
    expect(cellOutputs(report[5]!).join("\n")).toMatch(/interrupted/i);
  }, 600_000);
});
