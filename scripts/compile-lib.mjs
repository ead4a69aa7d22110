#!/usr/bin/env node
// Compile lib/ to lib/dist with the project's TypeScript (tsconfig.json), as `tsc -p tsconfig.json`
// does, but writing each output whole or not at all: a file is written to a temporary name beside
// it and renamed over the old one, and an output whose text is unchanged is not written. `tsc`
// truncates a file and then writes it, so a compiler stopped in between (Ctrl-C, or the end of the
// notebook server that runs `--watch`) left an empty module behind, and a program loading lib/dist
// while tsc rewrote it could read one: `Te.cool is not a function` in a test that ran while the
// previous test's `tsc --watch` was being stopped. With this script a reader sees the old file or
// the new one, and a rebuild with nothing changed writes nothing.
//
//   node scripts/compile-lib.mjs            compile once; exit 1 on a type error (outputs are still written, as tsc does)
//   node scripts/compile-lib.mjs --watch    compile, then recompile on every change of lib/
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CONFIG = join(ROOT, "tsconfig.json");

/** Files written and files left alone because their text was unchanged, for the summary line. */
const counts = { written: 0, unchanged: 0 };

/**
 * Write `text` to `path` whole or not at all (temporary file beside it, then rename); do nothing
 * when the file already holds exactly this text.
 */
export function writeOutputAtomic(path, text, writeByteOrderMark = false) {
  const data = writeByteOrderMark ? "\uFEFF" + text : text;
  if (existsSync(path)) {
    try {
      if (readFileSync(path, "utf8") === data) {
        counts.unchanged++;
        return;
      }
    } catch {
      // unreadable: write it anew
    }
  }
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  counts.written++;
}

/** ts.sys with atomic, change-only output writes: what both the one-off and the watch compiler use. */
const system = { ...ts.sys, writeFile: writeOutputAtomic };

const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => ts.sys.newLine,
};

function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const pretty = process.stdout.isTTY === true;
  process.stderr.write(pretty ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost));
}

function compileOnce() {
  const config = ts.getParsedCommandLineOfConfigFile(CONFIG, {}, {
    ...system,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      report([d]);
      process.exit(1);
    },
  });
  if (config === undefined) process.exit(1);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  const emitted = program.emit(undefined, (fileName, text, bom) => { writeOutputAtomic(fileName, text, bom); });
  const diagnostics = ts.sortAndDeduplicateDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics]);
  report(diagnostics);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(`compiled lib/: ${counts.written} file(s) written, ${counts.unchanged} unchanged${errors > 0 ? `, ${errors} error(s)` : ""}\n`);
  process.exit(errors > 0 || emitted.emitSkipped ? 1 : 0);
}

function compileWatching() {
  const host = ts.createWatchCompilerHost(
    CONFIG,
    {},
    system,
    ts.createEmitAndSemanticDiagnosticsBuilderProgram,
    (d) => { report([d]); },
    (d) => {
      process.stdout.write(`${ts.flattenDiagnosticMessageText(d.messageText, "\n")}${d.code === 6194 || d.code === 6193 ? ` (${counts.written} file(s) written, ${counts.unchanged} unchanged)` : ""}\n`);
      counts.written = 0;
      counts.unchanged = 0;
    },
  );
  ts.createWatchProgram(host);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--watch")) compileWatching();
  else compileOnce();
}
