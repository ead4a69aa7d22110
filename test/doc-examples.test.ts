// Every `@example` in a doc comment of lib/ runs (issue 26, item 4), and the results it states are
// true. An example is TypeScript in a ```ts fence after `@example`; it sees the library's
// namespaces (`cgt`, `ruleset`, `games`, `solvers`, `studies`, `util`, `grid`, `notebook`) as a
// notebook does after `import { … } from "cgtlab"`, and may use `await`. A statement ending in a
// comment `// → R` states its result: R is compared with the statement's value as JSON when R is
// JSON (`"↑"`, `[0, 1]` — typed arrays compare as arrays —, `true`), else with `String(value)` (`// → ↑` for a game value; a value that
// is not a string also passes when `String(value)` is R, so `// → 2` fits the game 2 and the number 2). An
// example may also throw on its own (`if (…) throw …`). A wrong stated result fails this test: the
// fixture at the end proves it.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as lib from "../lib";
import { allDocComments } from "./doc-comments";

const ROOT = join(__dirname, "..");
const LIB = join(ROOT, "lib");

interface Example {
  file: string;
  line: number;
  code: string;
}

function libFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === "dist" || name === "node_modules") continue;
    if (statSync(p).isDirectory()) out.push(...libFiles(p));
    else if (name.endsWith(".ts") && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** The ```ts blocks that follow an `@example` tag in a doc comment's text. */
function examplesOf(text: string): string[] {
  const out: string[] = [];
  const parts = text.split(/^@example\b.*$/m).slice(1);
  for (const part of parts) {
    const untilNextTag = part.split(/^@(?!example)\w+/m)[0]!;
    const fence = /```(?:ts|typescript)\n([\s\S]*?)```/.exec(untilNextTag);
    if (fence) out.push(fence[1]!);
  }
  return out;
}

function allExamples(): Example[] {
  const out: Example[] = [];
  for (const file of libFiles(LIB)) {
    for (const c of allDocComments(file)) {
      if (!c.text.includes("@example")) continue;
      for (const code of examplesOf(c.text)) out.push({ file: relative(ROOT, file), line: c.line, code });
    }
  }
  return out;
}

/** Turn `expr; // → R` lines into checks, wrap the example in an async function, transpile it. */
function compileExample(code: string): string {
  const lines = code.split("\n").map((line, i) => {
    const m = /^(\s*)(.*?);?\s*\/\/\s*→\s*(.+?)\s*$/.exec(line);
    if (!m || m[2]!.trim() === "") return line;
    return `${m[1]}__check(${m[2]}, ${JSON.stringify(m[3])}, ${i + 1});`;
  });
  const body = `return (async () => {\n${lines.join("\n")}\n})();`;
  const js = ts.transpileModule(`async function __example(${NAMES.join(", ")}, __check: (a: unknown, b: string, line: number) => void) {\n${body}\n}`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None, strict: false },
    reportDiagnostics: false,
  }).outputText;
  return `${js}\nreturn __example;`;
}

const NAMES = ["util", "cgt", "grid", "ruleset", "games", "solvers", "studies", "notebook"] as const;

function jsonOrUndefined(s: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(s) };
  } catch {
    return undefined;
  }
}

/** Compare a statement's value with the result its comment states; throws naming the line. */
function check(actual: unknown, stated: string, line: number): void {
  if (typeof actual !== "string" && String(actual) === stated) return; // a game value, a number, a Dyadic
  const json = jsonOrUndefined(stated);
  if (json !== undefined) {
    const plain: unknown = JSON.parse(JSON.stringify(actual, (_k, v: unknown) => (typeof v === "bigint" ? Number(v) : ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)) ?? "null");
    if (JSON.stringify(plain) !== JSON.stringify(json.value)) {
      throw new Error(`example line ${line}: stated ${stated}, got ${JSON.stringify(plain)}`);
    }
  } else if (String(actual) !== stated) {
    throw new Error(`example line ${line}: stated ${stated}, got ${String(actual)}`);
  }
}

async function runExample(code: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs a doc comment's @example, the subject of this test
  const factory = new Function(compileExample(code)) as () => (...args: unknown[]) => Promise<void>;
  await factory()(...NAMES.map((n) => lib[n]), check);
}

describe("@example blocks of lib/ doc comments", () => {
  const examples = allExamples();

  it("there are examples for values, the engine, rulesets and sweeps", () => {
    const files = new Set(examples.map((e) => e.file.replace(/\\/g, "/")));
    for (const f of ["lib/cgt/api.ts", "lib/ruleset/define.ts", "lib/solvers/engine.ts", "lib/solvers/sweep.ts"]) {
      expect(files.has(f), `an @example in ${f}`).toBe(true);
    }
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const e of examples) expect(e.code, `${e.file}:${e.line} states a result (// → …)`).toMatch(/\/\/\s*→|throw /);
  });

  it.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))("%s", async (_where, e) => {
    await runExample(e.code);
  });

  it("an example whose stated result is wrong fails (fixture)", async () => {
    const broken = ["```ts", 'cgt.format(cgt.parse("{0|*}")); // → "↓"', "```"].join("\n");
    const [code] = examplesOf(`Up.\n\n@example\n${broken}`);
    await expect(runExample(code!)).rejects.toThrow(/stated "↓", got "↑"/);
    const right = 'cgt.format(cgt.parse("{0|*}")); // → "↑"\ncgt.parse("{0|*}"); // → ↑';
    await expect(runExample(right)).resolves.toBeUndefined();
  });
});
