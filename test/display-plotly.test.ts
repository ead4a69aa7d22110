// Issue 25, item 7 (lean outputs): a chart shown inline is a small output (plotly JSON and a
// little HTML, no PNG unless asked for), plotly.js travels once, compressed, in its own output:
// plotly's cartesian partial bundle for cartesian charts, the whole library once for a chart
// that needs another trace type. The HTML draws in a real browser under the conditions of the
// classic Notebook (require.js's `define` present, scripts run while the output is still
// detached), including charts that come before the library output and a page whose library
// output is gone. The trace-type lists are checked against each installed bundle's own schema.
// Static exports load the cartesian bundle when the figure allows. Rendering a PNG leaves no
// playwright signal handler behind (its SIGINT handler exited the kernel on an interrupt).
import { gunzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath, plotlySource, withPlotPage, type PlotlyBundle } from "../lib/notebook/browser";
import { closeBrowser, renderFigure, type Figure } from "../lib/notebook";
import {
  CARTESIAN_TRACE_TYPES,
  figureBundle,
  libraryToSend,
  PLOTLY_TRACE_TYPES,
  plotlyBundleFor,
  plotlyLibraryBundle,
  plotlyLibraryHtml,
} from "../lib/notebook/plot";
import { InputError } from "../lib/util";

const line: Figure = {
  data: [{ type: "scatter", mode: "lines+markers", name: "a </script><b>name</b>", x: [1, 2, 3], y: [2, 4, 3] }],
  layout: { title: { text: "first chart" }, width: 500, height: 300 },
};
const bars: Figure = {
  data: [{ type: "bar", x: ["L", "R"], y: [3, 5] }],
  layout: { title: { text: "second chart" }, width: 500, height: 300 },
};
const cloud: Figure = {
  data: [{ type: "scatter3d", mode: "markers", x: [0, 1, 2], y: [0, 1, 0], z: [1, 0, 2] }],
  layout: { title: { text: "a 3D chart" }, width: 500, height: 300 },
};
const rings: Figure = {
  data: [{ type: "sunburst", labels: ["root", "L", "R"], parents: ["", "root", "root"], values: [0, 3, 5] }],
  layout: { title: { text: "a sunburst" }, width: 400, height: 300 },
};
const html = (b: Record<string, unknown>): string => b["text/html"] as string;
const packedSource = (h: string): string => {
  const packed = /atob\("([A-Za-z0-9+/=]+)"\)/.exec(h)?.[1];
  expect(packed).toBeDefined();
  return gunzipSync(Buffer.from(packed!, "base64")).toString("utf8");
};

describe("which plotly.js a figure needs", () => {
  it("the cartesian bundle for the notebooks' trace types, the whole library for 3D, sunburst, polar and maps", () => {
    for (const type of ["scatter", "bar", "heatmap", "box", "histogram", "pie"]) {
      expect(plotlyBundleFor({ data: [{ type, x: [1], y: [1] }] }), type).toBe("cartesian");
    }
    expect(plotlyBundleFor({ data: [{ x: [1], y: [2] }] })).toBe("cartesian"); // plotly's default type is scatter
    expect(plotlyBundleFor({ data: [] })).toBe("cartesian");
    expect(plotlyBundleFor(cloud)).toBe("full");
    expect(plotlyBundleFor(rings)).toBe("full");
    expect(plotlyBundleFor({ data: [...bars.data, ...cloud.data] })).toBe("full"); // one trace is enough
    expect(plotlyBundleFor({ data: [{ type: "scatterpolar", r: [1], theta: [0] }] })).toBe("full");
    expect(plotlyBundleFor({ data: [], layout: { polar2: {} } })).toBe("full"); // a subplot only the whole library draws
    expect(plotlyBundleFor({ data: [], layout: { xaxis2: {}, ternary: {} } })).toBe("cartesian");
  });

  it("a trace type plotly.js does not have, or a trace that is not an object, is an InputError naming the trace", () => {
    expect(() => plotlyBundleFor({ data: [{ type: "bar" }, { type: "scater" }] })).toThrow(/plotly\.js has no trace type "scater" .*\(at trace 1\)$/);
    expect(() => plotlyBundleFor({ data: [{ type: 3 as unknown as string }] })).toThrow(InputError);
    expect(() => plotlyBundleFor({ data: [null as unknown as Figure["data"][0]] })).toThrow(/\(at trace 0\)$/);
    expect(() => figureBundle({ data: [{ type: "scater" }] }, "x")).toThrow(InputError);
  });

  it("the kernel sends the cartesian bundle before its first chart and the whole library once, before the first chart needing it", () => {
    const shown = new Set<PlotlyBundle>();
    const sent: (PlotlyBundle | undefined)[] = [];
    for (const need of ["cartesian", "cartesian", "full", "cartesian", "full"] as PlotlyBundle[]) {
      const send = libraryToSend(need, shown);
      if (send) shown.add(send);
      sent.push(send);
    }
    expect(sent).toEqual(["cartesian", undefined, "full", undefined, undefined]);
    // a session whose first chart is 3D needs no cartesian bundle afterwards: the whole library draws everything
    expect(libraryToSend("full", new Set())).toBe("full");
    expect(libraryToSend("cartesian", new Set<PlotlyBundle>(["full"]))).toBeUndefined();
  });
});

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
  it("the cartesian library output unpacks to exactly plotly's cartesian bundle and is under 700 KB", () => {
    const h = plotlyLibraryHtml("cartesian");
    expect(packedSource(h)).toBe(plotlySource("cartesian"));
    expect(plotlySource("cartesian")).toMatch(/^\/\*\*\n\* plotly\.js \(cartesian - minified\) v\d+\.\d+\.\d+/);
    expect(h.length).toBeLessThan(700_000);
    expect(plotlyLibraryBundle("cartesian")["text/plain"]).toBe(
      `plotly.js 3.7.0 (cartesian bundle: ${CARTESIAN_TRACE_TYPES.join(", ")}) for the charts of this notebook`,
    );
  });

  it("the whole library's output unpacks to exactly the installed plotly.js and is under half its size", () => {
    const h = plotlyLibraryHtml("full");
    expect(packedSource(h)).toBe(plotlySource("full"));
    expect(h.length).toBeLessThan(plotlySource("full").length / 2);
    expect(plotlyLibraryBundle("full")["text/plain"]).toBe("plotly.js 3.7.0 (all trace types) for the charts of this notebook");
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
      plotlyLibraryHtml("cartesian"),
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
    }, plotlyLibraryHtml("cartesian"));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { Plotly: { cgtlabMark?: number } }).Plotly.cgtlabMark)).toBe(1);
    await page.close();
  }, 120_000);

  it("each bundle's trace types are the lists the kernel decides by", async () => {
    for (const [bundle, types] of [["cartesian", CARTESIAN_TRACE_TYPES], ["full", PLOTLY_TRACE_TYPES]] as const) {
      const page = await browser!.newPage();
      await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
      await page.addScriptTag({ content: plotlySource(bundle) });
      const schema = await page.evaluate(() => {
        const P = (window as unknown as { Plotly: { PlotSchema: { get(): { traces: object; layout: { layoutAttributes: object } } } } }).Plotly;
        const s = P.PlotSchema.get();
        return { traces: Object.keys(s.traces).sort(), layout: Object.keys(s.layout.layoutAttributes) };
      });
      expect(schema.traces, bundle).toEqual([...types].sort());
      // the subplots the kernel sends the whole library for are exactly those the cartesian bundle lacks
      const subplots = ["scene", "geo", "map", "mapbox", "polar", "smith"].filter((k) => schema.layout.includes(k));
      expect(subplots, bundle).toEqual(bundle === "cartesian" ? [] : ["scene", "geo", "map", "mapbox", "polar", "smith"]);
      await page.close();
    }
  }, 180_000);

  it("a 3D chart and a sunburst draw with the whole library sent after the cartesian bundle; cartesian charts keep the cartesian bundle", async () => {
    const page = await notebookPage([
      plotlyLibraryHtml("cartesian"),
      html(figureBundle(bars, "bars1")),
      plotlyLibraryHtml("full"),
      html(figureBundle(cloud, "cloud1")),
      html(figureBundle(rings, "rings1")),
      html(figureBundle(line, "line2")),
    ]);
    for (const id of ["bars1", "cloud1", "rings1", "line2"]) {
      await page.locator(`#${id} svg.main-svg`).first().waitFor({ state: "attached", timeout: 90_000 });
    }
    expect(await page.locator("#bars1 .barlayer .trace").count()).toBe(1);
    expect(await page.locator("#rings1 .sunburstlayer .trace").count()).toBe(1);
    expect(await page.locator("#line2 .scatterlayer .trace").count()).toBe(1);
    // the 3D chart has its scene (drawn by WebGL where the browser has it)
    expect(await page.evaluate(() => Boolean((document.getElementById("cloud1") as unknown as { _fullLayout?: { scene?: object } })._fullLayout?.scene))).toBe(true);
    const state = await page.evaluate(() => {
      const w = window as unknown as { Plotly: unknown; __cgtlabPlotly: Record<string, { lib: { PlotSchema: { get(): { traces: object } } } }> };
      const L = w.__cgtlabPlotly;
      return {
        slots: Object.keys(L).sort(),
        cartesianTypes: Object.keys(L.cartesian!.lib.PlotSchema.get().traces).length,
        fullTypes: Object.keys(L.full!.lib.PlotSchema.get().traces).length,
        plotlyIsFull: w.Plotly === L.full!.lib,
      };
    });
    expect(state).toEqual({ slots: ["cartesian", "full"], cartesianTypes: CARTESIAN_TRACE_TYPES.length, fullTypes: PLOTLY_TRACE_TYPES.length, plotlyIsFull: true });
    // which library draws what: count the calls of each library's newPlot for two more charts
    await page.evaluate(() => {
      const L = (window as unknown as { __cgtlabPlotly: Record<string, { lib: { newPlot: (...a: unknown[]) => unknown } }> }).__cgtlabPlotly;
      const calls: string[] = ((window as unknown as { calls: string[] }).calls = []);
      for (const k of ["cartesian", "full"]) {
        const lib = L[k]!.lib;
        const orig = lib.newPlot.bind(lib);
        lib.newPlot = (...a: unknown[]) => (calls.push(`${k}:${(a[0] as HTMLElement).id}`), orig(...a));
      }
    });
    for (const [fig, id] of [[bars, "bars3"], [rings, "rings3"]] as const) {
      await page.evaluate((h) => {
        const area = document.createElement("div");
        area.innerHTML = h;
        document.body.appendChild(area);
        const s = document.createElement("script");
        s.text = area.querySelector("script")!.text;
        document.head.appendChild(s);
      }, html(figureBundle(fig, id)));
    }
    await page.locator("#rings3 svg.main-svg").first().waitFor({ state: "attached", timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { calls: string[] }).calls)).toEqual(["cartesian:bars3", "full:rings3"]);
    await page.close();
  }, 180_000);

  it("a chart needing the whole library on a page with only the cartesian bundle says so", async () => {
    const page = await notebookPage([plotlyLibraryHtml("cartesian"), html(figureBundle(bars, "fine")), html(figureBundle(rings, "needsFull"))]);
    await page.locator("#fine svg.main-svg").first().waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForFunction(() => /not loaded on this page/.test(document.querySelector("#needsFull")?.textContent ?? ""), undefined, { timeout: 20_000 });
    expect(await page.locator("#needsFull .cgtlab-plot-note").textContent()).toMatch(
      /^plotly\.js \(the whole library, which this chart's trace types need\) is not loaded on this page: .*Restart the kernel and run all cells/,
    );
    expect(await page.locator("#needsFull svg").count()).toBe(0);
    await page.close();
  }, 60_000);

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
  it("a cartesian figure renders in a page with the cartesian bundle; a sunburst in a second page with the whole library", async () => {
    await closeBrowser();
    const svg = await renderFigure(bars, "svg", { width: 300, height: 200 });
    expect(svg).toMatch(/^<svg [^]*class="barlayer/);
    const probe = (bundle: PlotlyBundle) =>
      withPlotPage(
        async (page) => ({
          types: await page.evaluate(() => Object.keys((window as unknown as { Plotly: { PlotSchema: { get(): { traces: object } } } }).Plotly.PlotSchema.get().traces).length),
          pages: page.context().browser()!.contexts().length,
        }),
        bundle,
      );
    expect(await probe("cartesian")).toEqual({ types: CARTESIAN_TRACE_TYPES.length, pages: 1 }); // the one page bars was drawn in
    const sun = await renderFigure(rings, "svg", { width: 300, height: 200 });
    expect(sun).toMatch(/class="sunburstlayer/);
    expect(await probe("full")).toEqual({ types: PLOTLY_TRACE_TYPES.length, pages: 2 });
    await closeBrowser();
  }, 180_000);

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
