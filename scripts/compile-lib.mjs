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

/**
 * The JavaScript of `export * as name from "./module"` as a namespace loaded on first use. tsc
 * writes `exports.name = __importStar(require("./module"))`, which loads every namespace with the
 * package; this transformer writes instead a getter on `exports` that reads `name` from one object
 * per file whose own getter requires the module the first time and then keeps it as a plain value:
 *
 *     const lazyNamespaces = { get name() { const namespace = require("./module");
 *       Object.defineProperty(this, "name", { value: namespace }); return namespace; } };
 *     Object.defineProperty(exports, "name", { enumerable: true, get: function () { return lazyNamespaces.name; } });
 *
 * `require("cgtlab")` then loads only the namespaces a caller touches: the package root, `games`
 * (one module per game), `studies` (one per study), `cgt.ops` and `solvers.retrograde` (issue 27:
 * loading every namespace cost about 0.3 s of CPU and 20 MiB). The getter has the one form Node's
 * ES-module loader (cjs-module-lexer) recognizes as an export, so `import { cgt } from "cgtlab"`
 * in an .mjs file still works (that loader reads every export at once). Types are untouched: the
 * declaration output keeps `export * as name from "./module"`, so `cgt.Game` stays a type and a
 * value. Code compiled from the sources by tsx or vitest loads its namespaces at once, as before.
 * Each such file also gets a non-enumerable `exports[Symbol.for("cgtlab.isNamespaceLoaded")](name)`,
 * false only for a namespace loaded on first use whose module is not loaded yet (by its getter or by
 * any other import), true for any other name: the export registry of lib/notebook walks only loaded
 * namespaces, since a value it is asked about comes from one.
 */
export function lazyNamespaceExports(context) {
  const LOADED_SYMBOL = "cgtlab.isNamespaceLoaded";
  const f = context.factory;
  const HOLDER = "lazyNamespaces";
  const isNamespaceExport = (s) =>
    ts.isExportDeclaration(s) && !s.isTypeOnly && s.exportClause !== undefined && ts.isNamespaceExport(s.exportClause) &&
    ts.isIdentifier(s.exportClause.name) && s.moduleSpecifier !== undefined && ts.isStringLiteral(s.moduleSpecifier);
  const defineProperty = (target, name, properties) =>
    f.createExpressionStatement(
      f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier("Object"), "defineProperty"), undefined, [
        target,
        f.createStringLiteral(name),
        f.createObjectLiteralExpression(properties, false),
      ]),
    );
  const loader = (name, specifier) =>
    f.createGetAccessorDeclaration(undefined, f.createIdentifier(name), [], undefined,
      f.createBlock([
        f.createVariableStatement(undefined, f.createVariableDeclarationList(
          [f.createVariableDeclaration("namespace", undefined, undefined, f.createCallExpression(f.createIdentifier("require"), undefined, [f.createStringLiteral(specifier)]))],
          ts.NodeFlags.Const)),
        defineProperty(f.createThis(), name, [f.createPropertyAssignment("value", f.createIdentifier("namespace"))]),
        f.createReturnStatement(f.createIdentifier("namespace")),
      ], true));
  const exportGetter = (name) =>
    defineProperty(f.createIdentifier("exports"), name, [
      f.createPropertyAssignment("enumerable", f.createTrue()),
      f.createPropertyAssignment("get", f.createFunctionExpression(undefined, undefined, undefined, undefined, [], undefined,
        f.createBlock([f.createReturnStatement(f.createPropertyAccessExpression(f.createIdentifier(HOLDER), name))], false))),
    ]);
  // Object.defineProperty(exports, Symbol.for("cgtlab.isNamespaceLoaded"), { value: function (name) {
  //   const specifier = { __proto__: null, name: "./module", ... }[name];
  //   return specifier === undefined || require.cache[require.resolve(specifier)] !== undefined; } });
  // (not enumerable: the library's export registry asks it, so that its walk loads nothing new)
  const isLoaded = (lazy) => {
    const specifier = f.createIdentifier("specifier");
    const body = f.createBlock([
      f.createVariableStatement(undefined, f.createVariableDeclarationList([f.createVariableDeclaration(specifier, undefined, undefined,
        f.createElementAccessExpression(
          f.createObjectLiteralExpression([
            f.createPropertyAssignment("__proto__", f.createNull()),
            ...lazy.map((s) => f.createPropertyAssignment(f.createIdentifier(s.exportClause.name.text), f.createStringLiteral(s.moduleSpecifier.text))),
          ], false),
          f.createIdentifier("name")))], ts.NodeFlags.Const)),
      f.createReturnStatement(f.createLogicalOr(
        f.createStrictEquality(specifier, f.createVoidZero()),
        f.createStrictInequality(
          f.createElementAccessExpression(f.createPropertyAccessExpression(f.createIdentifier("require"), "cache"),
            f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier("require"), "resolve"), undefined, [specifier])),
          f.createVoidZero()))),
    ], true);
    const symbol = f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier("Symbol"), "for"), undefined, [f.createStringLiteral(LOADED_SYMBOL)]);
    return f.createExpressionStatement(f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier("Object"), "defineProperty"), undefined, [
      f.createIdentifier("exports"),
      symbol,
      f.createObjectLiteralExpression([f.createPropertyAssignment("value",
        f.createFunctionExpression(undefined, undefined, undefined, undefined, [f.createParameterDeclaration(undefined, undefined, "name")], undefined, body))], false),
    ]));
  };
  return (sourceFile) => {
    const lazy = sourceFile.statements.filter(isNamespaceExport);
    if (lazy.length === 0) return sourceFile;
    const holder = f.createVariableStatement(undefined, f.createVariableDeclarationList(
      [f.createVariableDeclaration(HOLDER, undefined, undefined,
        f.createObjectLiteralExpression(lazy.map((s) => loader(s.exportClause.name.text, s.moduleSpecifier.text)), true))],
      ts.NodeFlags.Const));
    const statements = sourceFile.statements.flatMap((s) => {
      if (!isNamespaceExport(s)) return [s];
      const define = exportGetter(s.exportClause.name.text);
      return s === lazy[0] ? [holder, isLoaded(lazy), define] : [define];
    });
    return f.updateSourceFile(sourceFile, statements);
  };
}

/** The custom transformers of every emit of lib/ (one-off and watch). */
const TRANSFORMERS = { before: [lazyNamespaceExports] };

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
  const emitted = program.emit(undefined, (fileName, text, bom) => { writeOutputAtomic(fileName, text, bom); }, undefined, false, TRANSFORMERS);
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
  // The watch compiler emits through the builder program: pass the same transformers to its emit.
  const afterProgramCreate = host.afterProgramCreate;
  host.afterProgramCreate = (builder) => {
    const emit = builder.emit.bind(builder);
    builder.emit = (target, writeFile, cancel, onlyDts, custom) => emit(target, writeFile, cancel, onlyDts, custom ?? TRANSFORMERS);
    afterProgramCreate?.(builder);
  };
  ts.createWatchProgram(host);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--watch")) compileWatching();
  else compileOnce();
}
