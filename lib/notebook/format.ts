/**
 * Number, share, size and duration formatting shared by the notebooks (issue 15: one copy, not
 * one per notebook). Every function is pure, O(digits), and writes English-locale output so that
 * committed results do not depend on the machine's locale.
 */
import { InputError } from "../util";

function finite(x: number, what: string, where: string): void {
  if (typeof x !== "number" || Number.isNaN(x)) throw new InputError(`${where}: ${what} must be a number, got ${String(x)}`);
}

/** An integer or count with thousands separators: `count(4779515952)` is `"4,779,515,952"`. Bigints too. */
export function count(n: number | bigint): string {
  if (typeof n === "bigint") return n.toLocaleString("en-US");
  finite(n, "the count", "count");
  return n.toLocaleString("en-US", { maximumFractionDigits: 3 });
}

/**
 * `part` as a percentage of `whole`, with one decimal, or three below 0.1 %: `percent(1, 3)` is
 * `"33.3%"`, `percent(1, 2000)` is `"0.050%"`. A zero whole gives `"n/a"` rather than `NaN%`.
 */
export function percent(part: number, whole: number): string {
  finite(part, "the part", "percent");
  finite(whole, "the whole", "percent");
  if (whole === 0) return "n/a";
  const x = (100 * part) / whole;
  return `${Math.abs(x) < 0.1 && x !== 0 ? x.toFixed(3) : x.toFixed(1)}%`;
}

/** A byte count in binary units: `bytes(1536)` is `"1.5 KiB"`, `bytes(3 * 2 ** 30)` is `"3.0 GiB"`. */
export function bytes(n: number): string {
  finite(n, "the size", "bytes");
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let x = n;
  let u = 0;
  while (Math.abs(x) >= 1024 && u < units.length - 1) {
    x /= 1024;
    u++;
  }
  return u === 0 ? `${x} B` : `${x.toFixed(1)} ${units[u]}`;
}

/** Drops trailing zeros after a decimal point: "8.50" → "8.5", "850" stays. */
function trimZeros(x: string): string {
  return x.includes(".") ? x.replace(/0+$/, "").replace(/\.$/, "") : x;
}

/** `x` to three significant digits, as a number (so that a carry shows: 59.96 → 60). */
function sig3(x: number): number {
  return Number(x.toPrecision(3));
}

/**
 * A duration given in seconds, to a precision a reader needs: `"850 µs"`, `"12.3 ms"`, `"4.56 s"`,
 * `"3 min 07 s"`, `"2 h 05 min"`. Rounding happens before the unit is chosen, so a carry moves
 * to the next unit: 59.96 s is `"1 min 00 s"` (never "60.0 s"), 1679.6 s `"28 min 00 s"` (never
 * "27 min 60 s"), 3599.9 s `"1 h 00 min"` (never "60 min" or "1 h 60 min"). InputError for NaN
 * or an infinite duration. O(1).
 */
export function duration(seconds: number): string {
  finite(seconds, "the duration", "duration");
  if (!Number.isFinite(seconds)) throw new InputError(`duration: the duration must be finite, got ${String(seconds)}`);
  const s = Math.abs(seconds);
  const sign = seconds < 0 ? "-" : "";
  if (s < 1e-3 && sig3(s * 1e6) < 1000) return `${sign}${trimZeros(sig3(s * 1e6).toPrecision(3))} µs`;
  if (s < 1 && sig3(s * 1e3) < 1000) return `${sign}${trimZeros(sig3(s * 1e3).toPrecision(3))} ms`;
  if (sig3(s) < 60) return `${sign}${sig3(s).toPrecision(3)} s`;
  const wholeSeconds = Math.round(s);
  if (wholeSeconds < 3600) {
    const m = Math.floor(wholeSeconds / 60);
    return `${sign}${m} min ${String(wholeSeconds - 60 * m).padStart(2, "0")} s`;
  }
  const wholeMinutes = Math.round(s / 60);
  const h = Math.floor(wholeMinutes / 60);
  return `${sign}${h} h ${String(wholeMinutes - 60 * h).padStart(2, "0")} min`;
}

/**
 * A number as a table shows it: integers exactly; other finite numbers rounded to six
 * significant digits (at least one decimal when the integer part is longer), trailing zeros
 * dropped, so binary noise such as `0.07540000000000001` shows as `0.0754`. Only for display:
 * CSV and JSON keep every digit. O(1).
 */
export function displayNumber(x: number): string {
  if (typeof x !== "number" || Number.isInteger(x) || !Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  if (a >= 1e15 || a < 1e-6) {
    const [mantissa, exponent] = x.toExponential(5).split("e");
    return `${trimZeros(mantissa!)}e${exponent}`;
  }
  if (a < 1) return trimZeros(x.toPrecision(6));
  const intDigits = Math.floor(Math.log10(a)) + 1;
  return trimZeros(x.toFixed(Math.max(1, 6 - intDigits)));
}

/** A ratio as `"153.8×"` (one decimal; three significant digits below 1). */
export function times(ratio: number): string {
  finite(ratio, "the ratio", "times");
  return `${Math.abs(ratio) < 1 ? ratio.toPrecision(3) : ratio.toFixed(1)}×`;
}

/** Joins items as English prose: `["a"]` → `"a"`, `["a","b"]` → `"a and b"`, `["a","b","c"]` → `"a, b and c"`. */
export function listProse(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
