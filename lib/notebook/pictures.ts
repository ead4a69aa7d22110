/**
 * Tables with a picture beside each row's values (issue 15, item 6): an HTML table whose first
 * column holds an SVG drawing (a board, a region) produced by the game's own drawing helper,
 * the other columns the row's cells as text. The plain-text fallback is the table without
 * pictures, so a non-HTML front end still shows the values.
 */
import { InputError, checkOptions, optionNames } from "../util";
import { displayBundle, escapeHtml } from "./display";
import { tableColumns, tableText, type Rows } from "./table";

/** Options of {@link pictureTableHtml}. */
export interface PictureTableOptions {
  /** Heading of the picture column (default "position"). */
  pictureHeading?: string;
  caption?: string;
}

/** The options {@link pictureTableHtml} takes. */
const PICTURE_TABLE_OPTION_NAMES = optionNames<PictureTableOptions>({ pictureHeading: true, caption: true });

/**
 * HTML table of `rows` with `picture(row, i)` (SVG or other trusted HTML from a drawing helper)
 * in a first column; cell texts are escaped. Throws InputError when `picture` is not a function.
 * O(cells + picture sizes).
 */
export function pictureTableHtml<R extends object>(rows: readonly R[], picture: (row: R, index: number) => string, options: PictureTableOptions = {}): string {
  checkOptions(options, PICTURE_TABLE_OPTION_NAMES, "pictureTableHtml");
  if (typeof picture !== "function") throw new InputError("pictureTableHtml(rows, picture): picture must be a function returning an SVG string");
  const { columns, rows: cells } = tableColumns(rows);
  const head = `<tr><th>${escapeHtml(options.pictureHeading ?? "position")}</th>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join("")}</tr>`;
  const body = cells
    .map((r, i) => `<tr><td style="text-align:center">${picture(rows[i]!, i)}</td>${r.map((v) => `<td style="vertical-align:middle">${escapeHtml(v === null || v === undefined ? "" : String(v))}</td>`).join("")}</tr>`)
    .join("");
  const caption = options.caption ? `<caption style="caption-side:top;text-align:left;font-weight:bold">${escapeHtml(options.caption)}</caption>` : "";
  return `<table class="dataframe cgtlab-table cgtlab-pictures">${caption}<thead>${head}</thead><tbody>${body}</tbody></table>`;
}

/** Display {@link pictureTableHtml} (HTML, with the plain table as text fallback). O(cells). */
export function showPictureTable<R extends object>(rows: readonly R[], picture: (row: R, index: number) => string, options: PictureTableOptions = {}): void {
  checkOptions(options, PICTURE_TABLE_OPTION_NAMES, "showPictureTable");
  displayBundle({ "text/html": pictureTableHtml(rows, picture, options), "text/plain": (options.caption ? options.caption + "\n" : "") + tableText(rows as Rows) });
}
