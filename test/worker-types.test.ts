// runInWorker is typed by the function it runs (issue 13, item 5): compile test/fixtures/worker-types.ts
// with the project's TypeScript; it must compile cleanly, and without its three @ts-expect-error
// marks it must fail on exactly those three lines (so the check can fail).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const FIXTURE = join(__dirname, "fixtures", "worker-types.ts");

function diagnostics(text: string, old?: ts.Program): { program: ts.Program; errors: string[] } {
  const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), (path) => ts.sys.readFile(path)).config as { compilerOptions: object };
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, ROOT);
  const opts = { ...options, noEmit: true, rootDir: ROOT, noUnusedLocals: false };
  const host = ts.createCompilerHost(opts);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, onError, create) =>
    name === FIXTURE ? ts.createSourceFile(name, text, lang) : getSourceFile(name, lang, onError, create);
  const program = ts.createProgram([FIXTURE], opts, host, old);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === FIXTURE)
    .map((d) => `${d.file!.getLineAndCharacterOfPosition(d.start!).line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  return { program, errors };
}

describe("runInWorker types", () => {
  it("result and arguments are typed by the function reference", () => {
    const text = readFileSync(FIXTURE, "utf8");
    const clean = diagnostics(text);
    expect(clean.errors).toEqual([]);
    const unmarked = diagnostics(text.replace(/\/\/ @ts-expect-error/g, "//"), clean.program);
    expect(unmarked.errors.map((e) => Number(e.split(":")[0]))).toEqual([11, 13, 15]);
  }, 120_000);
});
