// Issue 25, item 7 (lean outputs): a chart shown inline is a small output (plotly JSON and a
// little HTML, no PNG unless asked for), plotly.js travels once, compressed, in its own output,
// and the HTML draws in a real browser under the conditions of the classic Notebook (require.js's
// `define` present, scripts run while the output is still detached), including charts that come
// before the library output and a page whose library output is gone. Rendering a PNG leaves no
// playwright signal handler behind (its SIGINT handler exited the kernel on an interrupt).
import { gunzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath, plotlySource } from "../lib/notebook/browser";
import { closeBrowser, renderFigure, type Figure } from "../lib/notebook";
import { figureBundle, plotlyLibraryBundle, plotlyLibraryHtml } from "../lib/notebook/plot";
import { InputError } from "../lib/util";

const line: Figure = {
  data: [{ type: "scatter", mode: "lines+markers", name: "a </script><b>name</b>", x: [1, 2, 3], y: [2, 4, 3] }],
  layout: { title: { text: "first chart" }, width: 500, height: 300 },
};
const bars: Figure = {
  data: [{ type: "bar", x: ["L", "R"], y: [3, 5] }],
  layout: { title: { text: "second chart" }, width: 500, height: 300 },
};
const html = (b: Record<string, unknown>): string => b["text/html"] as string;

describe("a chart's output is small and carries no PNG unless asked", () => {
  it("plotly JSON, HTML and text; the HTML holds the figure once, escaped for a <script>", () => {
    const b = figureBundle(line, "plot-1");
    expect(Object.keys(b).sort()).toEqual(["application/vnd.plotly.v1+json", "text/html", "text/plain"]);
    expect(b["application/vnd.plotly.v1+json"]).toEqual({ data: line.data, layout: line.layout, config: {} });
    expect(b["text/plain"]).toBe("<plotly figure: first chart>");
    expect(html(b)).toContain('id="plot-1" class="cgtlab-plot"');
    expect(html(b)).not.toContain("</script><b>"); // a trace name cannot end the script
    expect(html(b)).toContain("\\u003c/script>\\u003cb>name");
    expect(html(b).length).toBeLessThan(4_000);
    expect(html(b)).not.toContain("DecompressionStream"); // the library is not in the chart
  });

  it("a chart of 20,000 points stays under 200 KB of HTML", () => {
    const n = 20_000;
    const big: Figure = { data: [{ type: "scatter", x: Array.from({ length: n }, (_, i) => i), y: Array.from({ length: n }, (_, i) => (i * 7919) % 1000) }] };
    expect(html(figureBundle(big, "big")).length).toBeLessThan(200_000);
  });

  it("with a PNG: image/png and an <img> shown until the script draws", () => {
    const b = figureBundle(bars, "plot-2", "iVBORw0KGgo=");
    expect(b["image/png"]).toBe("iVBORw0KGgo=");
    expect(html(b)).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("refuses what is not a figure", () => {
    expect(() => figureBundle({} as Figure, "x")).toThrow(InputError);
  });
});

describe("plotly.js travels once, gzip-compressed, in its own output", () => {
  it("the library output unpacks to exactly the installed plotly.js and is under half its size", () => {
    const h = plotlyLibraryHtml();
    const packed = /atob\("([A-Za-z0-9+/=]+)"\)/.exec(h)?.[1];
    expect(packed).toBeDefined();
    expect(gunzipSync(Buffer.from(packed!, "base64")).toString("utf8")).toBe(plotlySource());
    expect(h.length).toBeLessThan(plotlySource().length / 2);
    expect(plotlyLibraryBundle()["text/plain"]).toMatch(/^plotly\.js \d+\.\d+\.\d+ for the charts of this notebook$/);
  });
});

describe("the HTML draws in a real browser as the classic Notebook inserts it", () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  });
  afterAll(async () => {
    await browser?.close();
    await closeBrowser();
  });

  /**
   * A page with require.js's `define` and outputs inserted the way classic Notebook's jQuery
   * does: parsed into a detached element, scripts run, the element attached afterwards.
   */
  async function notebookPage(outputs: string[]): Promise<Page> {
    const page = await browser!.newPage();
    await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
    await page.evaluate(() => {
      const define = Object.assign(() => undefined, { amd: {} });
      (window as unknown as { define: unknown }).define = define;
    });
    for (const output of outputs) {
      await page.evaluate((h) => {
        const area = document.createElement("div");
        area.className = "output_area";
        area.innerHTML = h;
        for (const old of Array.from(area.querySelectorAll("script"))) {
          const s = document.createElement("script");
          s.text = old.text;
          document.head.appendChild(s);
        }
        setTimeout(() => document.body.appendChild(area), 100);
      }, output);
    }
    return page;
  }

  it("charts after the library output and one before it all draw; require.js's define is left as it was", async () => {
    const page = await notebookPage([
      html(figureBundle(bars, "early")), // a chart above the library output (its cell was run later)
      plotlyLibraryHtml(),
      html(figureBundle(line, "first")),
      html(figureBundle(bars, "second")),
    ]);
    for (const id of ["first", "second", "early"]) {
      await page.locator(`#${id} svg.main-svg`).first().waitFor({ state: "attached", timeout: 60_000 });
    }
    expect(await page.locator("#first .scatterlayer .trace").count()).toBe(1);
    expect(await page.locator("#second .barlayer .trace").count()).toBe(1);
    expect(await page.locator("#early .barlayer .trace").count()).toBe(1);
    expect(await page.evaluate(() => typeof (window as unknown as { define?: { amd?: unknown } }).define?.amd)).toBe("object");
    // a second library output (a kernel restarted in the same page) does not load plotly.js again
    await page.evaluate(() => {
      (window as unknown as { Plotly: { cgtlabMark?: number } }).Plotly.cgtlabMark = 1;
    });
    await page.evaluate((h) => {
      const area = document.createElement("div");
      area.innerHTML = h;
      const s = document.createElement("script");
      s.text = area.querySelector("script")!.text;
      document.head.appendChild(s);
    }, plotlyLibraryHtml());
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { Plotly: { cgtlabMark?: number } }).Plotly.cgtlabMark)).toBe(1);
    await page.close();
  }, 120_000);

  it("a chart whose library output is gone says so instead of staying blank", async () => {
    const page = await notebookPage([html(figureBundle(line, "orphan"))]);
    const note = page.locator("#orphan .cgtlab-plot-note");
    expect(await note.textContent()).toContain("draws where the notebook's scripts run");
    await page.waitForFunction(() => /not loaded on this page/.test(document.querySelector("#orphan")?.textContent ?? ""), undefined, { timeout: 20_000 });
    expect(await note.textContent()).toMatch(/^plotly\.js is not loaded on this page: .*Restart the kernel and run all cells/);
    await page.close();
  }, 60_000);
});

describe("static images", () => {
  it("rendering a PNG installs no signal handler (playwright's SIGINT handler exited the process)", async () => {
    const before = ["SIGINT", "SIGTERM", "SIGHUP"].map((s) => process.listenerCount(s));
    const png = await renderFigure(bars, "png", { width: 300, height: 200, scale: 1 });
    expect(Buffer.from(png).subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(["SIGINT", "SIGTERM", "SIGHUP"].map((s) => process.listenerCount(s))).toEqual(before);
    await closeBrowser();
  }, 120_000);
});

describe("the kernel's browser is released when the kernel shuts down", () => {
  it("onKernelShutdown runs its hook once, from tslab's close, before the sockets close", async () => {
    const { onKernelShutdown } = await import("../lib/notebook/kernel");
    const { ZmqServer } = (await import("tslab/dist/jupyter")) as unknown as { ZmqServer: { prototype: { close(this: unknown): void } } };
    const order: string[] = [];
    const release = () => void order.push("release");
    expect(onKernelShutdown(release)).toBe(true);
    expect(onKernelShutdown(release)).toBe(true); // registered once
    const socket = (name: string) => ({ close: () => void order.push(name) });
    const server = { handler: { close: () => void order.push("handler") }, iopub: socket("iopub"), shell: socket("shell"), control: socket("control"), stdin: socket("stdin"), hb: socket("hb") };
    ZmqServer.prototype.close.call(server);
    expect(order).toEqual(["release", "handler", "iopub", "shell", "control", "stdin", "hb"]);
    ZmqServer.prototype.close.call(server);
    expect(order.filter((x) => x === "release").length).toBe(1);
  });
});
