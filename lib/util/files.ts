import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
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
  checkPath(path);
  if (typeof data !== "string" && !(data instanceof Uint8Array)) {
    throw new InputError(`writeFileAtomic writes a string or bytes, got ${data === null ? "null" : typeof data}`);
  }
  replaceWhole(path, (tmp) => {
    writeFileSync(tmp, data);
  });
}

/**
 * Write `lines` (each followed by "\n") to `path` whole or not at all, as {@link writeFileAtomic}
 * does, taking the lines one at a time: a file larger than the longest string V8 can hold (512 MB)
 * is written from an iterable that yields it in pieces, and an error thrown by the iterable leaves
 * the old file in place. Same errors as writeFileAtomic. O(total size); memory O(longest line).
 */
export function writeLinesAtomic(path: string, lines: Iterable<string>): void {
  checkPath(path);
  replaceWhole(path, (tmp) => {
    const fd = openSync(tmp, "w");
    try {
      for (const line of lines) {
        const bytes = Buffer.from(line + "\n", "utf8");
        for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
      }
    } finally {
      closeSync(fd);
    }
  });
}

function checkPath(path: string): void {
  if (typeof path !== "string" || path === "") throw new InputError(`writeFileAtomic needs a file path, got ${JSON.stringify(path)}`);
  if (path.includes("\0")) throw new InputError(`file path contains a NUL byte: ${JSON.stringify(path)}`);
  if (/[\\/]$/.test(path)) throw new InputError(`file path names a folder (ends with "/"): ${JSON.stringify(path)}`);
}

/** Write a temporary file beside `path` with `write`, then rename it over `path`; on any error remove it and rethrow. */
function replaceWhole(path: string, write: (tmp: string) => void): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${basename(path).slice(0, 200)}.${process.pid}.${Date.now()}.tmp`);
  try {
    write(tmp);
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
