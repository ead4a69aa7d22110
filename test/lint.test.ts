// ESLint over the repository (issue 26 item 7), so that `npm test` fails on a lint error: the
// configuration is eslint.config.mjs (typescript-eslint's strict and stylistic type-checked rule
// sets over lib/, test/, bench/, scripts/; ESLint's recommended rules over .mjs/.cjs). Also checks
// that the configuration keeps its promise: the strict rules are on, every rule turned off there
// says why on its line, and the linter really reports a violation (so this test can fail).
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");

describe("lint", () => {
  const eslint = new ESLint({ cwd: ROOT });

  it("eslint . reports nothing", async () => {
    const results = await eslint.lintFiles(["."]);
    expect(results.length).toBeGreaterThan(100);
    const messages = results.flatMap((r) =>
      r.messages.map((m) => `${relative(ROOT, r.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId ?? "parse"})`),
    );
    expect(messages).toEqual([]);
  }, 900_000);

  it("every rule the configuration turns off says why on its line or the line above", () => {
    const lines = readFileSync(join(ROOT, "eslint.config.mjs"), "utf8").split("\n");
    const unexplained = lines.flatMap((line, i) => {
      if (!/:\s*\[?\s*["']off["']|:\s*\[?\s*0\s*[,\]]/.test(line)) return [];
      const explained = line.includes("//") || /^\s*\/\//.test(lines[i - 1] ?? "");
      return explained ? [] : [`eslint.config.mjs:${i + 1}: ${line.trim()}`];
    });
    expect(unexplained).toEqual([]);
  });

  it("the strict type-checked rules are on for the library", async () => {
    const config = (await eslint.calculateConfigForFile(join(ROOT, "lib/index.ts"))) as { rules: Record<string, unknown> };
    const severity = (rule: string): unknown => {
      const entry = config.rules[rule];
      return Array.isArray(entry) ? entry[0] : entry;
    };
    for (const rule of [
      "@typescript-eslint/no-explicit-any",
      "@typescript-eslint/no-unsafe-argument",
      "@typescript-eslint/no-floating-promises",
      "@typescript-eslint/no-unsafe-member-access",
      "@typescript-eslint/no-misused-promises",
      "@typescript-eslint/restrict-template-expressions",
      "@eslint-community/eslint-comments/require-description",
    ]) {
      expect([rule, severity(rule)]).toEqual([rule, 2]);
    }
  }, 120_000);

  it("reports a violation and an eslint-disable without a reason (the check can fail)", async () => {
    const [result] = await eslint.lintText(
      "export function f(x: unknown): number {\n  // eslint-disable-next-line @typescript-eslint/no-unsafe-return\n  return (x as any).n;\n}\n",
      { filePath: join(ROOT, "lib/util/index.ts") },
    );
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules).toContain("@typescript-eslint/no-explicit-any");
    expect(rules).toContain("@eslint-community/eslint-comments/require-description");
  }, 300_000);
});
