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

/** Throw an {@link InputError} unless `n` is a safe integer within [min, max]. */
export function requireInteger(name: string, n: unknown, min = -Infinity, max = Infinity): number {
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    throw new InputError(`${name} must be an integer, got ${JSON.stringify(n)}`);
  }
  if (n < min || n > max) {
    throw new InputError(`${name} must be in [${min}, ${max}], got ${n}`);
  }
  return n;
}
