import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeBrowser,
  deterministicSvg,
  exportFigure,
  figureHtml,
  progress,
  renderFigure,
  resultsPath,
  runInWorker,
  saveJson,
  saveTable,
  tableHtml,
  toCsv,
  toDataFrame,
  type Figure,
} from "../lib/notebook";
import { InputError, writeFileAtomic } from "../lib/util";

const fig: Figure = {
  data: [{ type: "scatter", x: [1, 2, 3], y: [2, 4, 8], name: "growth" }],
  layout: { title: { text: "test figure" } },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cgtlab-results-"));
  process.env.CGTLAB_RESULTS_DIR = dir;
});
afterAll(async () => {
  delete process.env.CGTLAB_RESULTS_DIR;
  await closeBrowser();
  rmSync(dir, { recursive: true, force: true });
});

describe("tables", () => {
  it("writes CSV with quoting and exact BigInts", () => {
    const csv = toCsv([
      { n: 1, value: "{0|*}", big: 12345678901234567890n },
      { n: 2, value: 'say "hi", ok', big: null },
    ]);
    expect(csv).toBe('n,value,big\n1,{0|*},12345678901234567890\n2,"say ""hi"", ok",\n');
  });

  it("rejects rows with columns missing from the header", () => {
    expect(() => toCsv([{ a: 1 }, { a: 2, b: 3 }])).toThrow(/row 1 has columns not in the first row: b/);
  });

  it("accepts danfojs DataFrames", () => {
    const df = toDataFrame([{ x: 1, y: "a" }, { x: 2, y: "b" }]);
    expect(toCsv(df)).toBe("x,y\n1,a\n2,b\n");
    expect(tableHtml(df)).toContain("<th>x</th>");
  });

  it("saves tables and JSON under the results directory, whole", () => {
    // the published name, never the (staging) folder written to: it is what a cell shows
    const p = saveTable([{ a: 1 }], "t/x.csv");
    expect(p).toBe("results/t/x.csv");
    expect(p).not.toContain(dir);
    expect(readFileSync(join(dir, "t", "x.csv"), "utf8")).toBe("a\n1\n");
    const j = saveJson({ big: 2n ** 70n }, "t/x.json");
    expect(j).toBe("results/t/x.json");
    expect(JSON.parse(readFileSync(join(dir, "t", "x.json"), "utf8"))).toEqual({ big: "1180591620717411303424" });
    expect(readdirSync(join(dir, "t")).sort()).toEqual(["x.csv", "x.json"]); // no temp files left
  });

  it("refuses paths outside results/ and wrong extensions", () => {
    expect(() => resultsPath("../escape.csv")).toThrow(InputError);
    expect(() => resultsPath("/abs.csv")).toThrow(/relative/);
    expect(() => saveTable([{ a: 1 }], "t/x.txt")).toThrow(/must end in \.csv/);
  });
});

describe("atomic writes", () => {
  it("leaves the old file intact when the write fails", () => {
    const p = join(dir, "atomic.txt");
    writeFileAtomic(p, "old");
    expect(() => { writeFileAtomic(join(p, "not-a-dir", "x.txt"), "new"); }).toThrow();
    expect(readFileSync(p, "utf8")).toBe("old");
  });
});

describe("figures", () => {
  it("builds an offline HTML page that loads plotly from a local path", () => {
    const html = figureHtml(fig, "../vendor/plotly.min.js");
    expect(html).toContain('<script src="../vendor/plotly.min.js"></script>');
    expect(html).toContain("<title>test figure</title>");
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("normalizes plotly's random uids and attribute order in SVG exports", () => {
    const a = '<svg class="main-svg" style="" viewBox="0 0 4 3"><defs id="defs-3f2a1b"/><g clip-path="url(#clip3f2a1bxy)"/><text x="1">a&lt;b</text></svg>';
    const b = '<svg viewBox="0 0 4 3" class="main-svg" style=""><defs id="defs-77aa00"/><g clip-path="url(#clip77aa00xy)"/><text x="1">a&lt;b</text></svg>';
    expect(deterministicSvg(a)).toBe(deterministicSvg(b));
    expect(deterministicSvg(a)).toBe('<svg class="main-svg" style="" viewBox="0 0 4 3"><defs id="defs-000000"/><g clip-path="url(#clip000000xy)"/><text x="1">a&lt;b</text></svg>');
  });

  it("renders SVG and PNG in headless Chromium and exports all three formats", async () => {
    const svg = await renderFigure(fig, "svg", { width: 400, height: 300 });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("test figure");
    expect(await renderFigure(fig, "svg", { width: 400, height: 300 })).toBe(svg); // deterministic bytes
    const png = await renderFigure(fig, "png", { width: 400, height: 300, scale: 1 });
    expect(Buffer.from(png).subarray(1, 4).toString()).toBe("PNG");
    expect(Buffer.from(await renderFigure(fig, "png", { width: 400, height: 300, scale: 1 })).equals(Buffer.from(png))).toBe(true);
    for (const ext of ["html", "svg", "png"]) {
      expect(await exportFigure(fig, `fig/test.${ext}`)).toBe(`results/fig/test.${ext}`);
      expect(existsSync(join(dir, "fig", `test.${ext}`))).toBe(true);
    }
    expect(existsSync(join(dir, "vendor", "plotly.min.js"))).toBe(true);
    await expect(exportFigure(fig, "fig/test.jpg")).rejects.toThrow(/unsupported extension/);
    await expect(exportFigure({} as Figure, "fig/x.svg")).rejects.toThrow(/`data` array/);
  }, 120_000);
});

describe("runInWorker", () => {
  it("calls a library function in a worker thread and returns its result", async () => {
    const csv = await runInWorker<string>("notebook.toCsv", [[{ a: 1, b: 2 }]]);
    expect(csv).toBe("a,b\n1,2\n");
  });

  it("game values cross to and from a worker as values (issue 15), never as another thread's store ids", async () => {
    const cgt = await import("../lib/cgt");
    // 3×3 Domineering = ±1 (Winning Ways ch. 5); the worker's store ids mean nothing here.
    const v = await runInWorker("cgt.parse", ["{1|-1}"]);
    expect(v).toBe(cgt.parse("±1"));
    const s = await runInWorker("cgt.add", [cgt.parse("{2|-1}"), cgt.UP]);
    expect(String(s)).toBe(String(cgt.add(cgt.parse("{2|-1}"), cgt.UP)));
    const rows = await runInWorker("cgt.leftOptions", [cgt.parse("{0,*,↑|-1}")]);
    expect(rows).toEqual(cgt.leftOptions(cgt.parse("{0,*,↑|-1}")));
  });

  it("rethrows the worker's error with its name and message", async () => {
    await expect(runInWorker("notebook.resultsPath", ["../x"])).rejects.toThrow(/must stay inside results/);
    await expect(runInWorker("no.such.function", [])).rejects.toThrow(/not an exported function/);
  });

  it("forwards progress reports and returns the same result as an in-process call", async () => {
    const { simulateRange } = await import("../lib/studies/janken");
    const seen: number[] = [];
    const inWorker = await runInWorker("studies.janken.simulateRange", ["twopen", 7, 300, 12345], {
      progress: (p) => seen.push(p.done),
    });
    expect(inWorker).toEqual(simulateRange("twopen", 7, 300, 12345));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("terminates the worker when aborted", async () => {
    const controller = new AbortController();
    // A long computation: the JSON serializer on a huge array keeps the worker busy.
    const p = runInWorker("notebook.toJson", [Array.from({ length: 3_000_000 }, (_, i) => ({ i }))], { signal: controller.signal });
    setTimeout(() => { controller.abort(); }, 50);
    await expect(p).rejects.toThrow(/interrupted/);
  });
});

describe("kernel interrupt", () => {
  it("SIGINT terminates running workers and rejects with InterruptedError", async () => {
    const { spawnSync } = await import("node:child_process");
    const script = `
      const nb = require(${JSON.stringify(join(__dirname, "..", "lib", "dist", "notebook"))});
      const big = Array.from({ length: 3000000 }, (_, i) => ({ i }));
      const started = Date.now();
      nb.runInWorker("notebook.toJson", [big]).then(
        () => { console.log("finished"); process.exit(3); },
        (e) => { console.log(e.name + " after " + (Date.now() - started) + " ms"); process.exit(0); });
      setTimeout(() => process.kill(process.pid, "SIGINT"), 300);`;
    const r = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 60_000 });
    expect(r.stdout, r.stderr).toMatch(/^InterruptedError after/);
    expect(r.status).toBe(0);
  }, 60_000);
});

describe("progress display in a kernel whose output socket is busy", () => {
  it("drops the updates that fail instead of aborting the computation", () => {
    const jupyter = createRequire(import.meta.url)("tslab/dist/jupyter") as {
      lastWriteDisplayData: ((d: { data: Record<string, unknown> }, update: boolean) => void) | null;
    };
    const sent: string[] = [];
    let calls = 0;
    jupyter.lastWriteDisplayData = (d) => {
      calls++;
      // As tslab's ZeroMQ socket does once a send had to wait for the (blocked) event loop.
      if (calls > 2) throw new Error("Socket is busy writing; only one send operation may be in progress at any time");
      sent.push(String(d.data["text/html"]));
    };
    try {
      const report = progress("busy test", 0);
      expect(() => {
        // Final reports (done = total) are never throttled.
        for (let i = 1; i <= 10; i++) report({ done: i, total: i });
      }).not.toThrow();
      expect(calls).toBeGreaterThan(2);
      expect(sent).toHaveLength(2);
      expect(sent[0]).toContain("busy test: 1 / 1 ");
    } finally {
      jupyter.lastWriteDisplayData = null;
    }
  });
});

describe("notebook formatting helpers (issue 15: one shared copy)", () => {
  it("formats counts, shares, sizes, durations and ratios", async () => {
    const nb = await import("../lib/notebook");
    expect(nb.count(4779515952)).toBe("4,779,515,952"); // the seed 002 census total (seeds/ Tokyo Doves)
    expect(nb.count(12n ** 20n)).toBe((12n ** 20n).toLocaleString("en-US"));
    expect(nb.percent(1, 3)).toBe("33.3%");
    expect(nb.percent(1, 2000)).toBe("0.050%");
    expect(nb.percent(0, 0)).toBe("n/a");
    expect(nb.bytes(1536)).toBe("1.5 KiB");
    expect(nb.bytes(3 * 2 ** 30)).toBe("3.0 GiB");
    expect(nb.duration(0.00085)).toBe("850 µs");
    expect(nb.duration(0.0125)).toBe("12.5 ms");
    expect(nb.duration(187)).toBe("3 min 07 s");
    expect(nb.duration(7500)).toBe("2 h 05 min");
    expect(nb.times(153.83)).toBe("153.8×");
    expect(nb.listProse(["a", "b", "c"])).toBe("a, b and c");
    expect(() => nb.percent(Number.NaN, 1)).toThrow(/percent: the part must be a number/);
  });
});
