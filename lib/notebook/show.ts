/**
 * `notebook.show(x)`: one call that renders anything a researcher holds in a notebook (issue 15),
 * dispatching on what `x` is:
 *
 * | x | shown as |
 * | --- | --- |
 * | an object implementing the Showable protocol (`[Symbol.for("cgtlab.mime")]()`, see lib/util/show.ts): positions of every ruleset, nim-sequences, `notebook.gameTree(g)` | its MIME bundle (SVG diagrams, text) |
 * | a plotly figure `{ data, layout }` | the figure (plotly JSON and HTML, plotly.js once per kernel; a static PNG with `staticImage: true`) |
 * | a thermograph record `cgt.thermograph(g)` | a plotly figure in CGSuite's orientation |
 * | an exact number (`cgt.Dyadic`, e.g. a temperature) | typeset notation (`3/2`) |
 * | rows (an array of plain records) or a danfo DataFrame | a table |
 * | an array of Showable objects | a gallery, side by side |
 * | a string | text |
 *
 * Game values (`cgt.Game` objects) implement the Showable protocol, so `show(g)` typesets their
 * notation, as `notebook.showValue(g)` does. A plain JS number or bigint shows as itself: a
 * game value is never a number.
 * Anything else is an {@link InputError} naming what it got and what it can show.
 */
import type { DataFrame } from "danfojs-node";
import * as cgt from "../cgt";
import { InputError, MIME, isShowable, checkOptions, optionNames, type MimeBundle, type Showable } from "../util";
import { displayBundle, escapeHtml } from "./display";
import { showFigure, type Figure, type ImageOptions } from "./plot";
import { showTable, type Rows } from "./table";
import { isThermograph, thermographRecordFigure } from "./thermograph";

/**
 * What {@link show} renders (see the module comment). `show` itself takes any value, because the
 * position types of the rulesets are interfaces (a `games.konane.Board` typed value may be a
 * library-made board that draws itself or a plain record that does not): it decides at run time.
 */
export type Displayable = Showable | Figure | cgt.Thermograph | cgt.Dyadic | Rows | DataFrame | readonly Showable[] | string;

/** Options of {@link show}: figure sizes and the static image switch (figures: a PNG only when true, default `CGTLAB_STATIC_IMAGES=1`), a table's row limit and caption. */
export interface ShowOptions extends ImageOptions {
  staticImage?: boolean;
  maxRows?: number;
  caption?: string;
}

function isFigure(x: unknown): x is Figure {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Array.isArray((x as Figure).data);
}

function isDyadic(x: unknown): x is cgt.Dyadic {
  return typeof x === "object" && x !== null && typeof (x as cgt.Dyadic).num === "bigint" && typeof (x as cgt.Dyadic).exp === "number";
}

function isFrameLike(x: unknown): boolean {
  return typeof x === "object" && x !== null && !Array.isArray(x) && "columns" in x && "values" in x;
}

/** The options of {@link show} a figure takes (showFigure checks its own by name). */
function figureOptions(o: ShowOptions): ImageOptions & { staticImage?: boolean } {
  return { width: o.width, height: o.height, scale: o.scale, staticImage: o.staticImage };
}

/** The options of {@link show} a table takes. */
function tableOptions(o: ShowOptions): { maxRows?: number; caption?: string } {
  return { maxRows: o.maxRows, caption: o.caption };
}

function isRecord(x: unknown): boolean {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** A short description of what `x` is, for error messages. O(1). */
function kindOf(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return x.length === 0 ? "an empty array" : `an array whose first element is ${kindOf(x[0])}`;
  if (typeof x === "object") {
    const name = (x as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === "string" && name !== "Object" ? `a ${name} object` : "an object";
  }
  return `a ${typeof x}`;
}

/** The MIME bundle of an exact number: its text (`3/2`) and typeset HTML. O(digits). */
export function dyadicBundle(d: cgt.Dyadic): MimeBundle {
  const text = cgt.dyadicToString(d);
  return { "text/plain": text, "text/html": cgt.notationHtml(text) };
}

/** The MIME bundle of a game value: its own Showable bundle (`cgt.format(g)` as text and as typeset HTML). O(format). */
export function valueBundle(g: cgt.Game): MimeBundle {
  return g[MIME]();
}

/** Display a game value as typeset notation (`↑`, `±1`, `{3|1/2}`). O(format). */
export function showValue(g: cgt.Game): void {
  displayBundle(valueBundle(g));
}

/** One gallery cell: an item's SVG or HTML (else its text), with its text as a caption. O(size of the item's bundle). */
function galleryItem(b: MimeBundle): string {
  const text = typeof b["text/plain"] === "string" ? (b["text/plain"] as string) : "";
  const svg = b["image/svg+xml"];
  const html = b["text/html"];
  const body = typeof svg === "string" ? svg : typeof html === "string" ? html : `<pre>${escapeHtml(text)}</pre>`;
  const caption = typeof svg === "string" || typeof html === "string" ? `<div style="font-size:0.85em;white-space:pre;text-align:center">${escapeHtml(text.split("\n")[0] ?? "")}</div>` : "";
  return `<div style="display:inline-block;margin:4px 10px;vertical-align:top">${body}${caption}</div>`;
}

/** The options {@link show} takes. */
const SHOW_OPTION_NAMES = optionNames<ShowOptions>({ width: true, height: true, scale: true, staticImage: true, maxRows: true, caption: true });

/**
 * Render `x` in the notebook (see the module comment for what it accepts). Returns a promise
 * (a figure asked to carry a static image renders it first); `await` it. Throws
 * {@link InputError} for anything it cannot show, naming what it got. Outside a kernel it prints
 * the text form. Cost: that of the representation (a figure is O(its JSON), plus one headless
 * Chromium render with `staticImage: true`; a table is O(cells)).
 */
export async function show(x: Displayable | object, options: ShowOptions = {}): Promise<void> {
  checkOptions(options, SHOW_OPTION_NAMES, "show");
  const v: unknown = x;
  if (isShowable(v)) { displayBundle(v[MIME]()); return; }
  if (isFigure(v)) return showFigure(v, figureOptions(options));
  if (isThermograph(v)) return showFigure(thermographRecordFigure(v), figureOptions(options));
  if (isDyadic(v)) { displayBundle(dyadicBundle(v)); return; }
  if (typeof v === "string") { displayBundle({ "text/plain": v }); return; }
  if (isFrameLike(v)) { showTable(v as DataFrame, tableOptions(options)); return; }
  if (Array.isArray(v) && v.length > 0 && v.every(isShowable)) {
    const bundles = v.map((item) => (item as Showable)[MIME]());
    const text = bundles.map((b) => { const t = b["text/plain"]; return typeof t === "string" ? t : ""; }).join("\n\n");
    displayBundle({ "text/html": `<div>${bundles.map(galleryItem).join("")}</div>`, "text/plain": text }); return;
  }
  if (Array.isArray(v) && v.length > 0 && v.every(isRecord)) { showTable(v as Rows, tableOptions(options)); return; }
  if (typeof v === "number" || typeof v === "bigint") { displayBundle({ "text/plain": v.toLocaleString("en-US") }); return; }
  throw new InputError(
    `notebook.show cannot show ${kindOf(v)}; it shows plotly figures, positions and other objects with a [Symbol.for("cgtlab.mime")]() method, thermographs (cgt.thermograph(g)), exact numbers (cgt.Dyadic), rows of plain records, danfo DataFrames, arrays of positions and strings (game values: notebook.showValue(g))`,
  );
}
