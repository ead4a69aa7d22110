/**
 * Plotly figures: inline display (`show`, see the renderer notes before {@link plotlyLibraryHtml})
 * and export to .html / .svg / .png (`exportFigure`).
 */
import { existsSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { InputError, writeFileAtomic, checkOptions, optionNames, type MimeBundle } from "../util";
import { plotlySource, plotlyVersion, withPlotPage, type PlotlyBundle } from "./browser";
import { displayBundle, escapeHtml, inKernel } from "./display";
import { outputsSent, trackPending } from "./kernel";
import { publishedName, resultsDir, resultsPath } from "./paths";

/** A plotly trace (scatter, bar, heatmap, ...): plotly's own attribute names. */
export type PlotlyTrace = Record<string, unknown> & { type?: string };

/** A plotly figure as plotly.js takes it. */
export interface Figure {
  data: PlotlyTrace[];
  layout?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/** Size of a static rendering in CSS pixels (PNG is rendered at `scale`× for sharpness). */
export interface ImageOptions {
  width?: number;
  height?: number;
  scale?: number;
}

const DEFAULT_W = 800;
const DEFAULT_H = 480;

/**
 * The trace types of plotly's cartesian partial bundle (plotly.js-cartesian-dist-min 3.7.0, as
 * its README lists them; test/display-plotly.test.ts checks the list against the installed
 * bundle's own `Plotly.PlotSchema`).
 */
export const CARTESIAN_TRACE_TYPES: readonly string[] = [
  "bar", "box", "contour", "heatmap", "histogram", "histogram2d", "histogram2dcontour", "image", "pie", "scatter", "scatterternary", "violin",
];

/**
 * Every trace type of the whole library (plotly.js-dist 3.7.0; test/display-plotly.test.ts checks
 * the list against the installed library's `Plotly.PlotSchema`).
 */
export const PLOTLY_TRACE_TYPES: readonly string[] = [
  "bar", "barpolar", "box", "candlestick", "carpet", "choropleth", "choroplethmap", "choroplethmapbox", "cone", "contour",
  "contourcarpet", "densitymap", "densitymapbox", "funnel", "funnelarea", "heatmap", "histogram", "histogram2d",
  "histogram2dcontour", "icicle", "image", "indicator", "isosurface", "mesh3d", "ohlc", "parcats", "parcoords", "pie",
  "sankey", "scatter", "scatter3d", "scattercarpet", "scattergeo", "scattergl", "scattermap", "scattermapbox",
  "scatterpolar", "scatterpolargl", "scattersmith", "scatterternary", "splom", "streamtube", "sunburst", "surface",
  "table", "treemap", "violin", "volume", "waterfall",
];

/** Layout subplots that only the whole library draws (3D scenes, maps, polar and Smith charts). */
const FULL_ONLY_SUBPLOT = /^(scene|geo|map|mapbox|polar|smith)\d*$/;

const CARTESIAN = new Set(CARTESIAN_TRACE_TYPES);
const KNOWN = new Set(PLOTLY_TRACE_TYPES);

/** A trace's type: plotly's default is "scatter". */
function traceType(trace: PlotlyTrace): string {
  return trace.type ?? "scatter";
}

function checkFigure(fig: Figure): void {
  if (!fig || !Array.isArray(fig.data)) {
    throw new InputError("a plotly figure must be an object with a `data` array of traces");
  }
  fig.data.forEach((trace, i) => {
    if (!trace || typeof trace !== "object" || Array.isArray(trace)) {
      throw new InputError("a plotly trace must be an object such as { type: \"scatter\", x, y }", `trace ${i}`);
    }
    const type: unknown = trace.type;
    if (type !== undefined && (typeof type !== "string" || !KNOWN.has(type))) {
      throw new InputError(`plotly.js has no trace type ${JSON.stringify(type)} (its types: ${PLOTLY_TRACE_TYPES.join(", ")})`, `trace ${i}`);
    }
  });
}

/**
 * Which plotly.js a figure needs: `"cartesian"` (the partial bundle) when every trace type is in
 * {@link CARTESIAN_TRACE_TYPES} and the layout has no 3D scene, map, polar or Smith subplot,
 * else `"full"`. O(traces + layout keys).
 */
export function plotlyBundleFor(fig: Figure): PlotlyBundle {
  checkFigure(fig);
  const cartesianTraces = fig.data.every((t) => CARTESIAN.has(traceType(t)));
  const cartesianLayout = !Object.keys(fig.layout ?? {}).some((k) => FULL_ONLY_SUBPLOT.test(k));
  return cartesianTraces && cartesianLayout ? "cartesian" : "full";
}

/**
 * Render a figure to SVG text or PNG bytes in headless Chromium with plotly.js's `toImage`, in
 * a page that loaded the cartesian bundle when the figure allows (`plotlyBundleFor`), else
 * the whole library. Cost: one page evaluation (~100 ms) once the shared browser runs (~1 s to
 * start) and has loaded that bundle. The first SVG of a process, Chromium's start included, took
 * 7.0 s with the cartesian bundle against 10.1 s with the whole library (medians of 3, 2-core
 * machine under load, 2026-11-25).
 */
export async function renderFigure(fig: Figure, format: "svg", opts?: ImageOptions): Promise<string>;
export async function renderFigure(fig: Figure, format: "png", opts?: ImageOptions): Promise<Uint8Array>;
export async function renderFigure(
  fig: Figure,
  format: "svg" | "png",
  opts: ImageOptions = {},
): Promise<string | Uint8Array> {
  const bundle = plotlyBundleFor(fig);
  const width = opts.width ?? (fig.layout?.width as number | undefined) ?? DEFAULT_W;
  const height = opts.height ?? (fig.layout?.height as number | undefined) ?? DEFAULT_H;
  const scale = opts.scale ?? (format === "png" ? 2 : 1);
  // Stable trace uids (plotly draws random ones into the SVG otherwise).
  fig = { ...fig, data: fig.data.map((t, i) => ({ uid: `trace${i}`, ...t })) };
  const url = await withPlotPage((page) =>
    page.evaluate(
      async ({ fig, format, width, height, scale }) => {
        const P = (globalThis as unknown as { Plotly: { toImage: (f: unknown, o: unknown) => Promise<string> } }).Plotly;
        return P.toImage({ data: fig.data, layout: fig.layout ?? {} }, { format, width, height, scale });
      },
      { fig, format, width, height, scale },
    ),
    bundle,
  );
  if (format === "png") return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
  const body = url.slice(url.indexOf(",") + 1);
  return deterministicSvg(url.includes(";base64,") ? Buffer.from(body, "base64").toString("utf8") : decodeURIComponent(body));
}

/**
 * Make an SVG export byte-deterministic. plotly stamps a random 6-hex uid into its element ids
 * (`defs-3f2a1b`, `clip3f2a1bxyplot`), which is replaced by a fixed one, and it does not always
 * write an element's attributes in the same order, so every tag's attributes are sorted by name.
 */
export function deterministicSvg(svg: string): string {
  const uid = /id="defs-([0-9a-f]{6})"/.exec(svg)?.[1];
  const fixed = uid ? svg.split(uid).join("000000") : svg;
  return fixed.replace(/<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")+)\s*(\/?)>/g, (_tag, name: string, attrs: string, close: string) => {
    const sorted = (attrs.match(/[\w:.-]+="[^"]*"/g) ?? []).sort((a, b) => a.slice(0, a.indexOf("=")).localeCompare(b.slice(0, b.indexOf("="))));
    return `<${name} ${sorted.join(" ")}${close}>`;
  });
}

/** The figure's title text ("" when it has none); plotly accepts a string or `{ text }`. */
export function figureTitle(fig: Figure): string {
  const t = fig.layout?.title;
  if (typeof t === "string") return t;
  if (t && typeof t === "object" && typeof (t as { text?: unknown }).text === "string") return (t as { text: string }).text;
  return "";
}

/** JSON for inclusion inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/*
 * How a chart reaches the page: the renderer.
 *
 * Modelled on plotly.py's renderers ("notebook_connected" loads plotly.js from a CDN, "notebook"
 * injects it once per notebook into the first output, "iframe" writes one HTML file per chart,
 * "png" sends a static image). There is no network here and a saved notebook must draw offline,
 * so cgtlab uses plotly.py's "notebook" renderer, made small:
 *
 * - **The library once per kernel session**, as its own output just before the first chart that
 *   needs it ({@link plotlyLibraryBundle}), gzip-compressed and base64-encoded, unpacked in the
 *   page with the browser's `DecompressionStream` and run with require.js's `define` hidden
 *   (classic Notebook). Which library ({@link plotlyBundleFor}): plotly's official cartesian
 *   partial bundle (plotly.js-cartesian-dist-min: scatter, bar, heatmap, box, histogram, contour,
 *   pie, violin, ...; 1.4 MB → an output of 0.63 MB) for the kernel's first chart that is
 *   cartesian, and the whole library (plotly.js-dist, minified by the build: 4.9 MB → 1.97 MB)
 *   once, before the kernel's first chart with another trace type (3D, maps, polar, sunburst,
 *   ...). Each library keeps its own slot in the page (`window.__cgtlabPlotly.cartesian` /
 *   `.full`); a cartesian chart draws with either, preferring the cartesian one, any other chart
 *   only with the whole library. Both are the same plotly.js version (test/package.test.ts).
 * - **Each chart** ({@link figureBundle}) is one output of a few KB: `application/vnd.plotly.v1+json`
 *   (drawn natively by JupyterLab with plotly's extension and by VS Code), `text/html` (a div and
 *   a script that draws the figure once the library it needs is in the page: classic Notebook,
 *   JupyterLab without the extension, nbconvert's HTML) and `text/plain`. A chart whose library
 *   is not in the page says so in place of the chart (never a blank).
 * - **A static PNG only on request** (`show(fig, { staticImage: true })`, or `CGTLAB_STATIC_IMAGES=1`
 *   for every chart of a kernel): the first one starts headless Chromium and loads plotly.js into
 *   it, which made the first chart of every notebook take 27–53 s on a loaded 2-core machine
 *   (about 2 s without it). The PNG goes into `image/png` and, as an `<img>`, into the HTML, where
 *   it shows until the script draws the chart.
 *
 * Sizes (measured 2026-11-25, `--profile test`): the cartesian library output is 0.63 MB in the
 * .ipynb and the whole library's 1.97 MB (plotly.js 3.7.0; the whole library embedded with its
 * HTML was 5.15 MB before), a chart 2–7 KB (with two PNG copies it was 90–420 KB). The executed
 * notebooks 00, 02, 06, 08, 09, 10 (all cartesian) total 4.44 MB: 12.43 MB with the whole library
 * compressed, 38.59 MB before (8.7× smaller). The library is the floor of a notebook with charts:
 * gzip is what every browser can unpack natively; brotli or xz would save a quarter of it but
 * need a decoder shipped in the output.
 *
 * Trade-offs. (a) Classic Notebook and (b) JupyterLab run the scripts of a live session and of a
 * trusted notebook (`reproduce` signs the executed notebooks in the project's Jupyter data
 * directory); an untrusted notebook shows each chart's one-line note (or its PNG). (c) A saved
 * notebook opened offline draws every chart from the library outputs it carries; nbconvert's HTML
 * too. GitHub's viewer runs no scripts: it shows charts only where a PNG was asked for. A library
 * output belongs to the cell of the first chart that needed it: if that cell is run again or
 * cleared, the live page keeps the library but the saved notebook loses it, and the charts that
 * needed it then say so ("restart the kernel and run all cells" embeds it again). Needs a browser
 * with `DecompressionStream` (Chrome/Edge 80, Firefox 113, Safari 16.4 or later). Checked here in
 * classic Notebook 6.4 (test/browser.test.ts) and offline in nbconvert's HTML; JupyterLab was not
 * installed on the machine this was written on.
 */

/** The libraries sent in this kernel session. */
const librariesShown = new Set<PlotlyBundle>();
let plotCounter = 0;
const cachedLibraryHtml = new Map<PlotlyBundle, string>();

/** The event a library output fires on `window` once its library is defined (or failed). */
const READY_EVENT = "cgtlab-plotly-ready";

/**
 * The HTML of a library output: a script that unpacks the gzip-compressed bundle and runs it
 * once per page into `window.__cgtlabPlotly[bundle]` (`window.Plotly` is left as it was when
 * another page script set it, else it is the most complete of cgtlab's libraries). Cost: one
 * gzip of the bundle (~0.1 s cartesian, ~0.4 s whole) on the first call, cached for the kernel.
 */
export function plotlyLibraryHtml(bundle: PlotlyBundle): string {
  const cached = cachedLibraryHtml.get(bundle);
  if (cached) return cached;
  const packed = gzipSync(Buffer.from(plotlySource(bundle), "utf8"), { level: 9 }).toString("base64");
  const html =
    `<div class="cgtlab-plotly-library" data-bundle="${bundle}" style="display:none"></div><script>(function(){` +
    `var L=window.__cgtlabPlotly=window.__cgtlabPlotly||{},k=${JSON.stringify(bundle)};if(L[k])return;var e=L[k]={};` +
    `function best(){return(L.full&&L.full.lib)||(L.cartesian&&L.cartesian.lib);}` +
    `function done(){window.dispatchEvent(new Event(${JSON.stringify(READY_EVENT)}));}` +
    `(async function(){` +
    `var b=atob(${JSON.stringify(packed)}),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);` +
    `var src=await new Response(new Blob([u]).stream().pipeThrough(new DecompressionStream("gzip"))).text();` +
    `var prev=window.Plotly,foreign=prev&&prev!==best();window.Plotly=undefined;` +
    // classic Notebook loads require.js: hide its define so that plotly.js sets window.Plotly
    `var d=window.define;window.define=undefined;try{var s=document.createElement("script");s.text=src;document.head.appendChild(s);}finally{window.define=d;}` +
    `var lib=window.Plotly;if(lib&&typeof lib.newPlot==="function")e.lib=lib;window.Plotly=foreign?prev:best()||prev;` +
    `if(!e.lib)throw new Error("the script did not define Plotly");` +
    `})().then(done,function(err){e.error=String(err);console.error("cgtlab: plotly.js could not be loaded:",err);done();});` +
    `})();</script>`;
  cachedLibraryHtml.set(bundle, html);
  return html;
}

/** The library output shown once per kernel session before the first chart that needs it (see the renderer notes above). */
export function plotlyLibraryBundle(bundle: PlotlyBundle): MimeBundle {
  const what = bundle === "cartesian" ? `cartesian bundle: ${CARTESIAN_TRACE_TYPES.join(", ")}` : "all trace types";
  return {
    "text/html": plotlyLibraryHtml(bundle),
    "text/plain": `plotly.js ${plotlyVersion(bundle)} (${what}) for the charts of this notebook`,
  };
}

/**
 * One chart's output (see the renderer notes above): plotly JSON, a small HTML that draws it
 * with the library it needs ({@link plotlyBundleFor}; waiting for a library output to unpack
 * it), plain text, and the PNG when one is given. `id` must be unique in the page. Size: the
 * figure's JSON twice (plus the PNG twice when given). O(size of the figure).
 */
export function figureBundle(fig: Figure, id: string, pngBase64?: string): MimeBundle {
  const need = plotlyBundleFor(fig);
  const title = figureTitle(fig);
  const label = escapeHtml(title || "plot");
  const waiting = pngBase64
    ? `<img alt="${label}" style="max-width:100%" src="data:image/png;base64,${pngBase64}">`
    : `<div class="cgtlab-plot-note" style="color:#777;font-size:0.85em;padding:4px">plotly chart “${label}”: it draws where the notebook's scripts run (a trusted notebook); a static image: show(figure, { staticImage: true })</div>`;
  const missing =
    `plotly.js${need === "full" ? " (the whole library, which this chart's trace types need)" : ""} is not loaded on this page: ` +
    "the output that carried it (before the kernel session's first chart that needed it) was cleared or is in a cell run again. Restart the kernel and run all cells to draw the charts.";
  // The libraries this chart can draw with, in order of preference.
  const usable = need === "full" ? `[L.full]` : `[L.cartesian,L.full]`;
  const script =
    `<script>(function(){var fig=${scriptJson(fig)},id=${JSON.stringify(id)},t0=Date.now(),drawn=false;` +
    `function libs(){var L=window.__cgtlabPlotly||{};return ${usable}.filter(Boolean);}` +
    `function draw(){if(drawn)return true;var el=document.getElementById(id),lib=libs().map(function(e){return e.lib;}).filter(Boolean)[0];if(!el||!lib)return false;drawn=true;el.innerHTML="";` +
    `lib.newPlot(el,fig.data,fig.layout||{},Object.assign({responsive:true},fig.config||{}));return true;}` +
    `function tick(){if(draw())return;var el=document.getElementById(id),ls=libs(),failed=ls.filter(function(e){return e.error;});` +
    `var why=ls.length&&failed.length===ls.length?"plotly.js could not be loaded: "+failed[0].error:(Date.now()-t0>5000&&!ls.length?${JSON.stringify(missing)}:"");` +
    `if(el&&why&&el.dataset.missing!==why){el.dataset.missing=why;var n=el.querySelector(".cgtlab-plot-note");if(n)n.textContent=why;}` +
    `if(Date.now()-t0<600000)setTimeout(tick,ls.length?50:250);}` +
    `window.addEventListener(${JSON.stringify(READY_EVENT)},draw);tick();})();</script>`;
  const bundle: MimeBundle = {
    "application/vnd.plotly.v1+json": { data: fig.data, layout: fig.layout ?? {}, config: fig.config ?? {} },
    "text/html": `<div id="${escapeHtml(id)}" class="cgtlab-plot" data-plotly="${need}">${waiting}</div>${script}`,
    "text/plain": `<plotly figure${title ? `: ${title}` : ""}>`,
  };
  if (pngBase64) bundle["image/png"] = pngBase64;
  return bundle;
}

/** Whether charts carry a static PNG by default: `CGTLAB_STATIC_IMAGES=1` in the kernel's environment. */
export function staticImagesByDefault(): boolean {
  return /^(1|true|yes)$/i.test(process.env.CGTLAB_STATIC_IMAGES ?? "");
}

/**
 * The library output a chart needing `need` makes the kernel send first, if any: the cartesian
 * bundle before the first chart of the session, the whole library before the first chart that
 * needs it; nothing when a library the chart can draw with was sent already.
 */
export function libraryToSend(need: PlotlyBundle, shown: ReadonlySet<PlotlyBundle>): PlotlyBundle | undefined {
  if (shown.has("full") || shown.has(need)) return undefined;
  return need;
}

/** The options {@link showFigure} takes. */
const SHOW_FIGURE_OPTION_NAMES = optionNames<ImageOptions & { staticImage?: boolean }>({ width: true, height: true, scale: true, staticImage: true });

/**
 * Show a plotly figure inline (see the renderer notes above): in a kernel, the plotly.js it
 * needs is sent once per kernel session as its own output before the first chart that needs it;
 * each chart is one small output. `staticImage: true` (default: `CGTLAB_STATIC_IMAGES=1`) adds
 * a PNG rendered in headless Chromium. Outside a kernel it prints the figure's text. Cost:
 * O(size of the figure); the first chart that needs a library also compresses it (~0.1 s
 * cartesian, ~0.4 s whole); a PNG costs one Chromium render (the browser starts once per kernel,
 * 1–10 s, and loads the bundle once).
 */
export function showFigure(fig: Figure, opts: ImageOptions & { staticImage?: boolean } = {}): Promise<void> {
  checkOptions(opts, SHOW_FIGURE_OPTION_NAMES, "showFigure");
  return trackPending(showNow(fig, opts));
}

async function showNow(fig: Figure, opts: ImageOptions & { staticImage?: boolean }): Promise<void> {
  const need = plotlyBundleFor(fig);
  const id = `cgtlab-plot-${process.pid}-${++plotCounter}-${Math.random().toString(36).slice(2, 8)}`;
  // The library goes out before this chart's (possibly slow) PNG, in the order of the calls.
  const send = inKernel() ? libraryToSend(need, librariesShown) : undefined;
  if (send) {
    librariesShown.add(send);
    displayBundle(plotlyLibraryBundle(send));
  }
  let png: string | undefined;
  if (opts.staticImage ?? staticImagesByDefault()) {
    try {
      await outputsSent(); // the library output goes out before Chromium's start blocks the event loop
      png = Buffer.from(await renderFigure(fig, "png", opts)).toString("base64");
    } catch (err) {
      console.warn(`cgtlab: no static image for this chart (${(err as Error).message})`);
    }
  }
  displayBundle(figureBundle(fig, id, png));
}

/** Copy plotly.js once into `<results>/vendor/plotly.min.js` and return its path. */
function vendorPlotly(): string {
  const target = join(resultsDir(), "vendor", "plotly.min.js");
  if (!existsSync(target)) writeFileAtomic(target, plotlySource());
  return target;
}

/** A standalone offline HTML page for `fig` that loads plotly.js from `plotlyUrl`. */
export function figureHtml(fig: Figure, plotlyUrl: string): string {
  checkFigure(fig);
  const title = escapeHtml(figureTitle(fig) || "cgtlab figure");
  return (
    `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title>` +
    `<script src="${escapeHtml(plotlyUrl)}"></script></head>\n<body><div id="plot" style="width:100%;height:90vh"></div>\n` +
    `<script>var fig=${scriptJson(fig)};Plotly.newPlot("plot",fig.data,fig.layout||{},Object.assign({responsive:true},fig.config||{}));</script>\n` +
    `</body></html>\n`
  );
}

/** The fields of {@link ImageOptions}. */
const IMAGE_OPTION_NAMES = optionNames<ImageOptions>({ width: true, height: true, scale: true });

/**
 * Export a figure under results/ by extension: `.html` (interactive, offline: loads the shared
 * `results/vendor/plotly.min.js`), `.svg` or `.png` (rendered in headless Chromium). Written
 * whole or not at all. Returns the published name `results/<relativePath>` (never the staging path).
 */
export function exportFigure(fig: Figure, relativePath: string, opts: ImageOptions = {}): Promise<string> {
  checkOptions(opts, IMAGE_OPTION_NAMES, "exportFigure");
  // Tracked so that the notebook executor waits for (and reports) an export that was not awaited.
  return trackPending(exportFigureNow(fig, relativePath, opts));
}

async function exportFigureNow(fig: Figure, relativePath: string, opts: ImageOptions): Promise<string> {
  checkFigure(fig);
  const path = resultsPath(relativePath);
  const ext = extname(path).toLowerCase();
  if (ext === ".html") {
    const vendor = vendorPlotly();
    const url = relative(dirname(path), vendor).split("\\").join("/");
    writeFileAtomic(path, figureHtml(fig, url));
  } else if (ext === ".svg" || ext === ".png") {
    // Outputs displayed before (the chart this image is made of, shown in the same cell) go out
    // first: loading playwright and starting Chromium block the kernel's event loop for seconds,
    // which held back a chart displayed just before its export (issue 25: first chart 7–10 s).
    await outputsSent();
    writeFileAtomic(path, ext === ".svg" ? await renderFigure(fig, "svg", opts) : await renderFigure(fig, "png", opts));
  } else {
    throw new InputError(`exportFigure: unsupported extension "${ext}" in "${relativePath}" (use .html, .svg or .png)`);
  }
  return publishedName(relativePath);
}

/** Forget which plotly.js libraries were sent (a new kernel session sends them again). For tests. */
export function resetEmbedding(): void {
  librariesShown.clear();
}

