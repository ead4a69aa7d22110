/**
 * Plotly figures: inline display (`show`) and export to .html / .svg / .png (`exportFigure`).
 */
import { existsSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { InputError, writeFileAtomic } from "../util";
import { plotlySource, withPlotPage } from "./browser";
import { displayBundle, escapeHtml } from "./display";
import { trackPending } from "./kernel";
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

function checkFigure(fig: Figure): void {
  if (!fig || !Array.isArray(fig.data)) {
    throw new InputError("a plotly figure must be an object with a `data` array of traces");
  }
}

/**
 * Render a figure to SVG text or PNG bytes in headless Chromium with plotly.js's `toImage`.
 * Cost: one page evaluation (~100 ms) once the shared browser runs (~1 s to start).
 */
export async function renderFigure(fig: Figure, format: "svg", opts?: ImageOptions): Promise<string>;
export async function renderFigure(fig: Figure, format: "png", opts?: ImageOptions): Promise<Uint8Array>;
export async function renderFigure(
  fig: Figure,
  format: "svg" | "png",
  opts: ImageOptions = {},
): Promise<string | Uint8Array> {
  checkFigure(fig);
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

let plotlyEmbedded = false;
let plotCounter = 0;

/** The <script> tags that define window.Plotly, also under classic Notebook's require.js. */
function plotlyScripts(): string {
  return (
    "<script>window.__cgtlabDefine = window.define; window.define = undefined;</script>" +
    `<script>${plotlySource().replace(/<\/script/gi, "<\\/script")}</script>` +
    "<script>window.define = window.__cgtlabDefine;</script>"
  );
}

/**
 * Show a plotly figure inline as ONE output holding: `application/vnd.plotly.v1+json`
 * (JupyterLab, VS Code), `text/html` that draws it with plotly.js embedded offline at most once
 * per kernel session (classic Notebook), and a static PNG (GitHub, nbviewer; also shown inside
 * the HTML until the script replaces it). Cost: one headless-Chromium render for the PNG.
 */
export function showFigure(fig: Figure, opts: ImageOptions & { staticImage?: boolean } = {}): Promise<void> {
  return trackPending(showNow(fig, opts));
}

async function showNow(fig: Figure, opts: ImageOptions & { staticImage?: boolean }): Promise<void> {
  checkFigure(fig);
  let png: string | undefined;
  if (opts.staticImage !== false) {
    try {
      png = Buffer.from(await renderFigure(fig, "png", opts)).toString("base64");
    } catch (err) {
      console.warn(`cgtlab: no static image for this chart (${(err as Error).message})`);
    }
  }
  const id = `cgtlab-plot-${process.pid}-${++plotCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const title = figureTitle(fig);
  const img = png
    ? `<img alt="${escapeHtml(title || "plot")}" style="max-width:100%" src="data:image/png;base64,${png}">`
    : "";
  const head = plotlyEmbedded ? "" : plotlyScripts();
  plotlyEmbedded = true;
  const script =
    `<script>(function(){var fig=${scriptJson(fig)};var n=0;function draw(){` +
    `if(!window.Plotly){if(++n<400)setTimeout(draw,50);return;}` +
    `var el=document.getElementById(${JSON.stringify(id)});if(!el)return;el.innerHTML="";` +
    `window.Plotly.newPlot(el,fig.data,fig.layout||{},Object.assign({responsive:true},fig.config||{}));}draw();})();</script>`;
  const bundle: Record<string, string | object> = {
    "application/vnd.plotly.v1+json": { data: fig.data, layout: fig.layout ?? {}, config: fig.config ?? {} },
    "text/html": `${head}<div id="${id}" class="cgtlab-plot">${img}</div>${script}`,
    "text/plain": `<plotly figure${title ? `: ${title}` : ""}>`,
  };
  if (png) bundle["image/png"] = png;
  displayBundle(bundle);
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

/**
 * Export a figure under results/ by extension: `.html` (interactive, offline: loads the shared
 * `results/vendor/plotly.min.js`), `.svg` or `.png` (rendered in headless Chromium). Written
 * whole or not at all. Returns the published name `results/<relativePath>` (never the staging path).
 */
export function exportFigure(fig: Figure, relativePath: string, opts: ImageOptions = {}): Promise<string> {
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
  } else if (ext === ".svg") {
    writeFileAtomic(path, await renderFigure(fig, "svg", opts));
  } else if (ext === ".png") {
    writeFileAtomic(path, await renderFigure(fig, "png", opts));
  } else {
    throw new InputError(`exportFigure: unsupported extension "${ext}" in "${relativePath}" (use .html, .svg or .png)`);
  }
  return publishedName(relativePath);
}

/** Forget that plotly.js was embedded (a new kernel session embeds it again). For tests. */
export function resetEmbedding(): void {
  plotlyEmbedded = false;
}

