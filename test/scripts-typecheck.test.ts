// The command-line programs in scripts/ (the Tokyo Doves survey and census CLI, the solve tables)
// and the benchmarks in bench/ are outside lib/, so `npm run build` does not compile them and
// `npm test` does not run the benchmarks: type-check them here with the project's TypeScript and
// compiler options, so that a library change that breaks them fails a test.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");

function scriptSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scriptSources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

describe("scripts type-check", () => {
  it("scripts/**/*.ts and bench/**/*.ts compile without errors against lib/", () => {
    const files = [...scriptSources(join(ROOT, "scripts")), ...scriptSources(join(ROOT, "bench"))];
    expect(files.filter((f) => f.includes("/bench/")).length).toBeGreaterThan(0);
    const config = ts.readConfigFile(join(ROOT, "tsconfig.json"), (path) => ts.sys.readFile(path)).config as { compilerOptions: object };
    const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, ROOT);
    const program = ts.createProgram(files, { ...options, noEmit: true, rootDir: ROOT });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? `${d.file.fileName.slice(ROOT.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1}: ` : ""}${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
