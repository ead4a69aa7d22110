/**
 * Input errors. Every parser and constructor in cgtlab throws {@link InputError} for bad
 * input, with the place (line/column or index) and what was expected, so that a researcher
 * sees what is wrong instead of a crash deep inside a solver.
 */
export class InputError extends Error {
  constructor(
    message: string,
    /** Where in the input the problem is (e.g. "row 2, column 3" or "index 7"), if known. */
    readonly where?: string,
  ) {
    super(where ? `${message} (at ${where})` : message);
    this.name = "InputError";
  }
}

/**
 * A value as an error message shows it: numbers as JavaScript writes them (`NaN`, `Infinity`,
 * `-0` as `0`, never JSON's `null`), bigints with their `n`, strings quoted, `undefined`, arrays
 * and plain objects as short JSON (cut at 80 characters), anything else by its type. O(size, capped).
 */
export function describeValue(v: unknown): string {
  if (typeof v === "number") return String(v);
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "string") return JSON.stringify(v.length > 80 ? v.slice(0, 77) + "..." : v);
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  if (typeof v === "function") return `a function${v.name ? ` (${v.name})` : ""}`;
  if (typeof v === "symbol") return String(v);
  if (typeof v === "boolean") return String(v);
  try {
    const text = JSON.stringify(v, (_k, x: unknown) => (typeof x === "number" && !Number.isFinite(x) ? String(x) : typeof x === "bigint" ? `${x}n` : x));
    if (text === undefined) return typeof v;
    return text.length > 80 ? text.slice(0, 77) + "..." : text;
  } catch {
    return Array.isArray(v) ? "an array" : "an object";
  }
}

/** Throw an {@link InputError} unless `n` is a safe integer within [min, max]. */
export function requireInteger(name: string, n: unknown, min = -Infinity, max = Infinity): number {
  checkInteger(n, name);
  if ((n as number) < min || (n as number) > max) throw new InputError(`${name} must be in [${min}, ${max}], got ${n as number}`);
  return n as number;
}

/** Bounds and place for {@link checkInteger} / {@link checkNumber}. */
export interface NumberCheck {
  /** Least allowed value (inclusive); default −∞. */
  min?: number;
  /** Greatest allowed value (inclusive); default +∞. */
  max?: number;
  /** Where the argument is (e.g. "heap index 2"), added to the message. */
  where?: string;
}

/**
 * Check that `value` (the argument called `name`, e.g. `"pow(): the exponent n"`) is an integer a
 * double holds exactly (a safe integer, |n| ≤ 2^53 − 1) within [min, max], and return it.
 * Otherwise throw an {@link InputError} saying which argument was wrong and how: not a number,
 * NaN, ±Infinity, not an integer, or out of range (naming the bounds). O(1).
 */
export function checkInteger(value: unknown, name: string, check: NumberCheck = {}): number {
  const { min = -Infinity, max = Infinity, where } = check;
  if (typeof value !== "number") {
    throw new InputError(`${name} must be an integer${rangeText(min, max)}, got ${typeof value === "string" ? `the string ${describeValue(value)}` : describeValue(value)}`, where);
  }
  if (!Number.isFinite(value)) throw new InputError(`${name} must be a finite integer${rangeText(min, max)}, got ${value}`, where);
  if (!Number.isInteger(value)) throw new InputError(`${name} must be an integer${rangeText(min, max)}, got ${value}`, where);
  if (!Number.isSafeInteger(value)) {
    throw new InputError(`${name} = ${value} is beyond 2^53 − 1, the largest integer a JavaScript number holds exactly`, where);
  }
  if (value < min || value > max) throw new InputError(`${name} must be an integer${rangeText(min, max)}, got ${value}`, where);
  return value;
}

/**
 * Check that `value` (the argument called `name`) is a number, not NaN, within [min, max]
 * (±Infinity pass only when the bounds allow them: `max: Infinity` admits +Infinity), and return
 * it; otherwise an {@link InputError} naming the argument. O(1).
 */
export function checkNumber(value: unknown, name: string, check: NumberCheck = {}): number {
  const { min = -Infinity, max = Infinity, where } = check;
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new InputError(`${name} must be a number${rangeText(min, max)}, got ${typeof value === "string" ? `the string ${describeValue(value)}` : describeValue(value)}`, where);
  }
  if (value < min || value > max) throw new InputError(`${name} must be a number${rangeText(min, max)}, got ${value}`, where);
  return value;
}

function rangeText(min: number, max: number): string {
  if (min === -Infinity && max === Infinity) return "";
  if (max === Infinity) return min === 0 ? " ≥ 0" : min === 1 ? " ≥ 1" : ` ≥ ${min}`;
  if (min === -Infinity) return ` ≤ ${max}`;
  return ` in [${min}, ${max}]`;
}
