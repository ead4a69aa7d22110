// Triomineering (lib/games/triomineering), the worked example of DEVELOPING.md's "How to add a
// ruleset": values derived by hand from the rules, the grid ruleset against the string-based
// definition DEVELOPING.md used before (an independent implementation: moves on strings, symmetries
// as string maps) on random boards, the ruleset contract, pictures, and that DEVELOPING.md shows the
// module as it is and its defineImpartial example computes what it says.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { triomineering } from "../lib/games";
import * as ruleset from "../lib/ruleset";
import * as solvers from "../lib/solvers";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";

const rs = triomineering.ruleset;
const val = (p: string): string => cgt.format(canonicalValue(rs, rs.parse(p)));
const rect = (h: number, w: number): string => Array(h).fill(".".repeat(w)).join("|");

/** Triomineering as DEVELOPING.md wrote it before the grid base: positions are picture strings. */
const rowsOf = (p: string): string[] => p.split("|");
const transpose = (p: string): string => {
  const r = rowsOf(p);
  return Array.from(r[0]!, (_, c) => r.map((row) => row[c]).join("")).join("|");
};
const horizontalMoves = (p: string): string[] => {
  const r = rowsOf(p);
  const out: string[] = [];
  r.forEach((row, i) => {
    for (let c = 0; c + 3 <= row.length; c++)
      if (row.slice(c, c + 3) === "...") out.push([...r.slice(0, i), row.slice(0, c) + "###" + row.slice(c + 3), ...r.slice(i + 1)].join("|"));
  });
  return out;
};
const byStrings = ruleset.definePartizan({
  name: "Triomineering (strings)",
  leftOptions: (p: string) => horizontalMoves(transpose(p)).map(transpose),
  rightOptions: horizontalMoves,
});

describe("Triomineering: values from the rules", () => {
  it("1×w = −⌊w/3⌋ and 2×w = −2⌊w/3⌋ (Left, vertical, has no move; Right fills ⌊w/3⌋ per row), w×1 = ⌊w/3⌋", () => {
    for (let w = 1; w <= 9; w++) {
      expect(val(rect(1, w))).toBe(String(-Math.floor(w / 3)));
      expect(val(rect(2, w))).toBe(String(-2 * Math.floor(w / 3)));
      expect(val(rowsOf(rect(1, w)).join("").split("").join("|"))).toBe(String(Math.floor(w / 3)));
    }
  });
  it("3×3 = ±2: the first tromino leaves its owner two more lines and the opponent none", () => {
    expect(val(rect(3, 3))).toBe("±2");
  });
  it("a filled cell splits a strip: ...#... = −2, and filled borders change nothing", () => {
    expect(val("...#...")).toBe("-2");
    expect(val("#####|#...#|#####")).toBe("-1");
  });
});

describe("Triomineering: the grid ruleset against the string definition", () => {
  it("equal values on 60 random boards up to 4×4 (engine with folding and components vs plain search on strings)", () => {
    const rand = cgt.mulberry32(26);
    for (let k = 0; k < 60; k++) {
      const h = 1 + Math.floor(rand() * 4);
      const w = 1 + Math.floor(rand() * 4);
      const p = Array.from({ length: h }, () => Array.from({ length: w }, () => (rand() < 0.2 ? "#" : ".")).join("")).join("|");
      expect(canonicalValue(rs, rs.parse(p)), p).toBe(referenceValue(byStrings, p));
    }
  });
  it("the options are the string definition's, as pictures, in some order", () => {
    for (const p of ["....|.#..|....", rect(3, 4), "...#|....|#..."]) {
      expect([...rs.leftOptions(rs.parse(p))].map(rs.format).sort()).toEqual([...byStrings.leftOptions(p)].sort());
      expect([...rs.rightOptions(rs.parse(p))].map(rs.format).sort()).toEqual([...byStrings.rightOptions(p)].sort());
    }
  });
  it("checkRuleset passes (keys, components, the transposition negating)", () => {
    expect(checkRuleset(rs, [rs.parse("....|.#..|...."), rs.parse(rect(3, 4))], { maxExplored: 500 }).positions).toBeGreaterThan(50);
  });
});

describe("Triomineering: pictures", () => {
  it("round-trips, draws filled cells as blocked squares, and names a bad character's row and column", () => {
    const g = rs.parse("..#|#..");
    expect(rs.format(g)).toBe("..#|#..");
    expect(String(g)).toBe("..#\n#..");
    expect(rs.draw(g).match(/<rect x="\d+" y="\d+" width="32" height="32" fill="#333"\/>/g)).toHaveLength(2);
    expect(() => rs.parse("...|.x.")).toThrow(InputError);
    expect(() => rs.parse("...|.x.")).toThrow(/"x" in Triomineering picture.*row 2, column 2/);
  });
});

describe("DEVELOPING.md, How to add a ruleset", () => {
  const text = readFileSync(join(__dirname, "..", "DEVELOPING.md"), "utf8");
  const section = text.slice(text.indexOf("## How to add a ruleset"), text.indexOf("## Game values"));
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  it("shows lib/games/triomineering/index.ts as it is", () => {
    const module = readFileSync(join(__dirname, "..", "lib", "games", "triomineering", "index.ts"), "utf8");
    expect(blocks[0]).toBe(module);
  });
  it("the defineImpartial example (Kayles rows) computes the nim-values its comments say", () => {
    const block = blocks.find((b) => b.includes("defineImpartial"))!;
    // each line `solvers.nimValue(...);   // n` becomes a check; the import is replaced by the library's modules
    const checks: [string, number][] = [];
    const body = block
      .replace(/^import .*$/m, "")
      .replace(/^(solvers\.[^;]+);\s*\/\/\s*(?:.*= )?(\d+)\s*$/gm, (_, expr: string, n: string) => {
        checks.push([expr, Number(n)]);
        return `__results.push(${expr});`;
      });
    expect(checks.length).toBeGreaterThanOrEqual(2);
    const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None } }).outputText;
    const results: number[] = [];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- runs DEVELOPING's example code, the subject of this test
    new Function("ruleset", "solvers", "__results", js)(ruleset, solvers, results);
    expect(results).toEqual(checks.map(([, n]) => n));
    // Kayles's nim-values 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6 (Berlekamp, Conway, Guy, Winning Ways, vol. 1, ch. 4, 1982) hold for this definition
    const kayles = ruleset.defineImpartial({
      name: "Kayles rows (test)",
      options: (rows: readonly number[]) =>
        rows.flatMap((n, i) => {
          const rest = rows.filter((_, j) => j !== i);
          const out: number[][] = [];
          for (const take of [1, 2]) for (let a = 0; a + take <= n; a++) out.push([...rest, a, n - a - take].filter((x) => x > 0).sort((x, y) => x - y));
          return out;
        }),
    });
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => solvers.nimValue(kayles, n === 0 ? [] : [n]))).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
  });
});
