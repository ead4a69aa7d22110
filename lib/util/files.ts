import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { InputError } from "./errors";

/**
 * Write `data` to `path` whole or not at all: write a temporary file in the same directory,
 * then rename it over the target (atomic on POSIX file systems). Creates parent directories.
 * Throws {@link InputError} for a path that is not a non-empty string, holds a NUL byte or ends
 * with `/`; file-system errors are rethrown as they happened (removing the temporary file never
 * replaces the first error). O(size of data).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  if (typeof path !== "string" || path === "") throw new InputError(`writeFileAtomic needs a file path, got ${JSON.stringify(path)}`);
  if (path.includes("\0")) throw new InputError(`file path contains a NUL byte: ${JSON.stringify(path)}`);
  if (/[\\/]$/.test(path)) throw new InputError(`file path names a folder (ends with "/"): ${JSON.stringify(path)}`);
  if (typeof data !== "string" && !(data instanceof Uint8Array)) {
    throw new InputError(`writeFileAtomic writes a string or bytes, got ${data === null ? "null" : typeof data}`);
  }
  mkdirSync(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${basename(path).slice(0, 200)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (err) {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // The first error is the one to report.
    }
    throw err;
  }
}
