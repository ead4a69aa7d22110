// Issue 26's size rules, checked on the repository as it is: notebooks are narrative with a few calls
// each (all notebooks' code cells together at most 1,100 lines, half of the 2,251 they had), and
// every file in lib/ stays under ~600 lines or says in its header why it is one file.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const NOTEBOOK_CODE_LINES = 1_100;
const FILE_LINES = 600;

interface NotebookCell {
  cell_type: string;
  source: string | string[];
}

/** Lines of code in a notebook's code cells (blank lines included, as a reader scrolls them). */
export function notebookCodeLines(text: string): number {
  const nb = JSON.parse(text) as { cells: NotebookCell[] };
  let lines = 0;
  for (const cell of nb.cells) {
    if (cell.cell_type !== "code") continue;
    const source = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
    if (source.length > 0) lines += source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
  }
  return lines;
}

function libFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "dist" || entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...libFiles(path));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

describe("sizes (issue 26)", () => {
  it("counts a notebook's code lines (the counter itself, on a made-up notebook)", () => {
    const nb = { cells: [{ cell_type: "code", source: ["a\n", "b\n", "c"] }, { cell_type: "markdown", source: "x\ny" }, { cell_type: "code", source: "d\n" }] };
    expect(notebookCodeLines(JSON.stringify(nb))).toBe(4);
  });

  it(`all notebooks' code cells together have at most ${NOTEBOOK_CODE_LINES} lines`, () => {
    const dir = join(ROOT, "notebooks");
    const counts = readdirSync(dir)
      .filter((f) => f.endsWith(".ipynb"))
      .map((f) => ({ f, lines: notebookCodeLines(readFileSync(join(dir, f), "utf8")) }));
    expect(counts.length).toBeGreaterThanOrEqual(11);
    const total = counts.reduce((s, c) => s + c.lines, 0);
    expect(total, counts.map((c) => `${c.f}: ${c.lines}`).join("\n")).toBeLessThanOrEqual(NOTEBOOK_CODE_LINES);
  });

  it(`every file in lib/ has at most ${FILE_LINES} lines or says in its header why it is one file`, () => {
    const offenders = libFiles(join(ROOT, "lib"))
      .map((path) => ({ path, text: readFileSync(path, "utf8") }))
      .filter(({ text }) => text.split("\n").length > FILE_LINES)
      .filter(({ text }) => !/^ \* Why one file of ~[\d,]+ lines: \S/m.test(text.split("\n").slice(0, 60).join("\n")))
      .map(({ path }) => path.slice(ROOT.length + 1));
    expect(offenders).toEqual([]);
  });
});
