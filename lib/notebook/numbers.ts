/**
 * Game values and exact numbers as short text for tables and prose (issue 15: shared, not one
 * private copy per notebook). Pure functions.
 */
import * as cgt from "../cgt";
import { InputError } from "../util";

/** Longest printed form {@link valueText} prints in order to cut it (beyond it only the length is given). */
const MAX_PRINTED = 1_000_000;

/**
 * A game value (or its notation, already printed) as text for a table cell: the whole notation when it has at most `maxChars`
 * characters, else its first `maxChars` characters, "…" and the full length, e.g.
 * `"{3|{2|1}…(412 characters)"`: a cut value never passes for a complete one. Cost: O(canonical
 * size) to measure, plus the printed size when it is printed (at most 10⁶ characters; longer
 * forms give only "(N characters; birthday B)").
 */
export function valueText(g: cgt.Game | string, maxChars = 80): string {
  if (!Number.isInteger(maxChars) || maxChars < 1) throw new InputError(`valueText: maxChars must be a positive integer, got ${String(maxChars)}`);
  if (typeof g === "string") return g.length <= maxChars ? g : `${g.slice(0, maxChars)}…(${g.length.toLocaleString("en-US")} characters)`;
  const len = cgt.formattedLength(g);
  if (len <= maxChars) return cgt.format(g, len);
  if (len > MAX_PRINTED) return `(${len.toLocaleString("en-US")} characters; birthday ${cgt.birthday(g)})`;
  return `${cgt.format(g, len).slice(0, maxChars)}…(${len.toLocaleString("en-US")} characters)`;
}

/**
 * An exact number printed as `"n"` or `"n/d"` (dyadic rationals as sweeps and CSV files write
 * them: "9/8", "-3", "-1/4") as a JavaScript number, for plotting. O(digits). InputError naming
 * the text when it is not such a number.
 */
export function exactNumber(text: string): number {
  const m = /^\s*(-?\d+)(?:\/(\d+))?\s*$/.exec(String(text));
  if (m === null || m[2] === "0") throw new InputError(`exactNumber: "${String(text)}" is not an integer or a fraction n/d`);
  return Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
}
