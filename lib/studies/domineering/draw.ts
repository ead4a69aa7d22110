/**
 * HTML galleries of Domineering regions drawn by `games.domineering.regionSvg`, and the
 * rectangle table coloured by outcome (plain strings; the notebook layer displays them with
 * `notebook.html`).
 */
import { checkOptions, optionNames } from "../../util";
import { regionSvg, type Region, type RegionSvgOptions } from "../../games/domineering";

function escape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One tile of a {@link galleryHtml}: a region and caption lines. */
export interface GalleryItem {
  region: Region | string;
  caption: readonly string[];
  /** Optional fill colour for this region. */
  fill?: string;
}

/** The options {@link galleryHtml} takes. */
const GALLERY_OPTION_NAMES = optionNames<RegionSvgOptions>({ cellSize: true, fill: true });

/**
 * HTML block of region drawings (`games.domineering.regionSvg`, cells 14 px unless
 * `options.cellSize` says otherwise) with captions, wrapped in rows. O(total grid size).
 */
export function galleryHtml(items: readonly GalleryItem[], options: RegionSvgOptions = {}): string {
  checkOptions(options, GALLERY_OPTION_NAMES, "galleryHtml");
  const tiles = items.map((it) => {
    const svg = regionSvg(it.region, { cellSize: options.cellSize ?? 14, fill: it.fill ?? options.fill });
    const cap = it.caption.map((c) => `<div>${escape(c)}</div>`).join("");
    return `<div style="display:inline-flex;flex-direction:column;align-items:center;margin:6px 10px;font:12px sans-serif;text-align:center">${svg}${cap}</div>`;
  });
  return `<div style="display:flex;flex-wrap:wrap;align-items:flex-end">${tiles.join("")}</div>`;
}

/** Background colours of the outcome classes (Left = blue, Right = red as in seed 001). */
export const OUTCOME_COLORS: Readonly<Record<string, string>> = {
  L: "#cfe0fb",
  R: "#f9d0cc",
  N: "#fdf1b8",
  P: "#dddddd",
};

/**
 * HTML grid of rectangle values: row m, column n holds the value of the m×n rectangle,
 * coloured by outcome (see {@link OUTCOME_COLORS}); blank where not computed. O(rows).
 */
export function rectangleGridHtml(rows: readonly { m: number; n: number; value: string; outcome: string }[]): string {
  const maxM = Math.max(0, ...rows.map((r) => r.m));
  const maxN = Math.max(0, ...rows.map((r) => r.n));
  const at = new Map(rows.map((r) => [`${r.m}x${r.n}`, r]));
  const td = "border:1px solid #999;padding:3px 6px;font:12px monospace;text-align:center";
  let html = `<table style="border-collapse:collapse"><tr><th style="${td}">m \\ n</th>`;
  for (let n = 1; n <= maxN; n++) html += `<th style="${td}">${n}</th>`;
  html += "</tr>";
  for (let m = 1; m <= maxM; m++) {
    html += `<tr><th style="${td}">${m}</th>`;
    for (let n = 1; n <= maxN; n++) {
      const r = at.get(`${m}x${n}`);
      const bg = r && r.value !== "" ? (OUTCOME_COLORS[r.outcome] ?? "#fff") : "#fff";
      html += `<td style="${td};background:${bg}">${r ? escape(r.value) : ""}</td>`;
    }
    html += "</tr>";
  }
  return html + "</table>";
}
