// Issue 25, item 7, "the first chart of a notebook under 5 s": a cell that shows a chart and then
// exports it as SVG (notebooks 02/06/08/10) used to hold the chart back until Chromium had started
// (loading playwright and launching the browser block the kernel's event loop for seconds, and the
// chart's output was still queued behind the plotly library's). exportFigure now waits until the
// outputs displayed before it have gone out (kernel.outputsSent). Checked as orderings, not
// timings: in a real kernel the chart's display message reaches the client before the export
// finishes; and outputsSent waits for every queued send (a fake socket with slow sends).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outputsSent, queuedSend } from "../lib/notebook/kernel";
import { hasKernel, runKernelCells } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-chart-first-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

describe("outputsSent", () => {
  it("resolves only after every send queued before it went out", async () => {
    const log: string[] = [];
    const slow = function (this: unknown, message: unknown): Promise<void> {
      return new Promise((done) => setTimeout(() => {
        log.push(`sent ${String(message)}`);
        done();
      }, 50));
    };
    const socket = { send: queuedSend(slow) };
    void socket.send("library");
    void socket.send("chart");
    await outputsSent();
    log.push("export starts");
    expect(log).toEqual(["sent library", "sent chart", "export starts"]);
    await expect(outputsSent()).resolves.toBeUndefined(); // nothing queued: at once
  });
});

describe.skipIf(!hasKernel)("the first chart of a cell that also exports it", () => {
  it("reaches the client before the export finishes", () => {
    const cells = [
      { code: 'import { notebook } from "cgtlab";' },
      {
        code: [
          'const fig = { data: [{ type: "scatter", x: [1, 2, 3], y: [1, 4, 9] }], layout: { title: { text: "first chart" } } };',
          "await notebook.show(fig);",
          'await notebook.exportFigure(fig, "chart-first/first.svg");',
          'console.log("export done");',
        ].join("\n"),
      },
    ];
    const report = runKernelCells(cells, { env: { CGTLAB_RESULTS_DIR: join(tmp, "results") } });
    const msgs = report[1]!.messages;
    const chart = msgs.findIndex((m) => m.type === "display_data" && (m.mimes ?? []).includes("application/vnd.plotly.v1+json"));
    const done = msgs.findIndex((m) => m.type === "stream" && m.text.includes("export done"));
    expect(chart, JSON.stringify(msgs)).toBeGreaterThanOrEqual(0);
    expect(done, JSON.stringify(msgs)).toBeGreaterThan(chart);
    expect(msgs.some((m) => m.type === "error"), JSON.stringify(msgs)).toBe(false);
    expect(existsSync(join(tmp, "results", "chart-first", "first.svg"))).toBe(true);
    // (informative, not asserted: seconds from the execute_request to the chart and to the export's end)
    console.log(`chart shown after ${msgs[chart]!.t} s, export done after ${msgs[done]!.t} s`);
  }, 600_000);
});
