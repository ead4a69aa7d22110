// Executes every notebook headless on the tslab kernel with Jupyter's own executor (nbclient),
// exactly as `npm run reproduce` does but with each notebook's small test parameters, writing
// into temporary folders so the committed results/ are untouched.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureNotebook, readNotebook, reproduce as run, ROOT } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-nb-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

function reproduce(args: string[]) {
  const r = run(args, { timeout: 1_800_000 });
  return { code: r.status, out: r.out };
}

const notebooks = readdirSync(join(ROOT, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();

describe("notebooks execute headless on the tslab kernel", () => {
  const results = join(tmp, "results");
  const executed = join(tmp, "executed");

  it("every notebook runs top to bottom with its test parameters", () => {
    const r = reproduce(["--profile", "test", "--results", results, "--executed", executed]);
    expect(r.code, r.out).toBe(0);
    for (const name of notebooks) {
      const path = join(executed, name);
      expect(existsSync(path), `${name} was not executed`).toBe(true);
      const nb = readNotebook(path);
      const errors = nb.cells.flatMap((c) => c.outputs ?? []).filter((o) => o.output_type === "error");
      expect(errors, name).toEqual([]);
      const code = nb.cells.filter((c) => c.cell_type === "code");
      expect(code.length, name).toBeGreaterThan(0);
    }
  }, 1_800_000);

  it("the quickstart shows its chart inline and writes its four exports", () => {
    const nb = readNotebook(join(executed, "00-quickstart.ipynb"));
    const charts = nb.cells.flatMap((c) => c.outputs ?? []).filter((o) => o.data?.["application/vnd.plotly.v1+json"]);
    expect(charts.length).toBeGreaterThan(0);
    const chart = charts[0]!.data!;
    // No PNG unless asked for (issue 25): plotly JSON, a small HTML that draws it, text.
    expect(Object.keys(chart).sort()).toEqual(["application/vnd.plotly.v1+json", "text/html", "text/plain"]);
    const html = ([] as string[]).concat(chart["text/html"] as string | string[]).join("");
    expect(html).toContain("window.__cgtlabPlotly"); // draws with the library output's plotly.js
    expect(html).toContain('data-plotly="cartesian"');
    expect(html.length).toBeLessThan(200_000);
    // plotly.js itself: once, in its own output before the chart (plotly's cartesian bundle)
    const outputs = nb.cells.flatMap((c) => c.outputs ?? []);
    const library = outputs.filter((o) => ([] as string[]).concat((o.data?.["text/html"] as string | string[] | undefined) ?? []).join("").includes("DecompressionStream"));
    expect(library.length).toBe(1);
    expect(outputs.indexOf(library[0]!)).toBeLessThan(outputs.indexOf(charts[0]!));
    for (const f of ["up_multiples.csv", "up_multiples.html", "up_multiples.svg", "up_multiples.png", "classic_games.csv"]) {
      expect(existsSync(join(results, "quickstart", f)), f).toBe(true);
    }
  });
});

describe("readResult inside reproduce (issue 15, item 4)", () => {
  it("a later notebook of the same run reads the copy an earlier one wrote, not the committed one", () => {
    const token = `run-${process.pid}-${Date.now()}`;
    const { path: writer, dir } = fixtureNotebook("a-writer.ipynb", [
      `import { notebook } from "cgtlab";\nnotebook.saveJson({ token: ${JSON.stringify(token)} }, "handoff/token.json");`,
    ]);
    const { path: reader, dir: dir2 } = fixtureNotebook("b-reader.ipynb", [
      `import { notebook } from "cgtlab";\nconst t = notebook.readResult<{ token: string }>("handoff/token.json");\nnotebook.saveJson({ echoed: t.token }, "handoff/echo.json");`,
      `let missing = "";\ntry { notebook.readResult("tokyodoves/totals.json"); } catch (e) { missing = (e as Error).message; }\nnotebook.saveJson({ missing: missing }, "handoff/missing.json");`,
    ]);
    const results = join(tmp, "handoff-results");
    const r = reproduce([writer, reader, "--results", results, "--executed", join(tmp, "handoff-executed")]);
    for (const d of [dir, dir2]) rmSync(d, { recursive: true, force: true });
    expect(r.code, r.out).toBe(0);
    expect(JSON.parse(readFileSync(join(results, "handoff", "echo.json"), "utf8"))).toEqual({ echoed: token });
    // results/tokyodoves/totals.json is committed, but this run's folder does not have it.
    const { missing } = JSON.parse(readFileSync(join(results, "handoff", "missing.json"), "utf8")) as { missing: string };
    expect(missing).toMatch(/not in this run's results.*04-tokyo-doves-counts\.ipynb/);
  }, 600_000);
});

describe("reproduce reports failures clearly", () => {
  it("names the notebook, the cell and the error, exits non-zero and writes no results", () => {
    const { path: bad, dir: badDir } = fixtureNotebook("bad.ipynb", [
      'import { notebook } from "cgtlab";\nnotebook.saveTable([{ a: 1 }], "bad/partial.csv");',
      'throw new Error("deliberate failure 42");',
    ]);
    const results = join(tmp, "bad-results");
    const r = reproduce([bad, "--results", results, "--executed", join(tmp, "bad-executed")]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/bad\.ipynb: code cell 2 .*failed: Error: deliberate failure 42/);
    expect(existsSync(join(results, "bad", "partial.csv"))).toBe(false);
    expect(existsSync(join(tmp, "bad-executed", "bad.ipynb"))).toBe(false);
    rmSync(badDir, { recursive: true, force: true });
  }, 300_000);

  it("reports TypeScript compile errors with their message", () => {
    const { path: bad, dir: badDir } = fixtureNotebook("typo.ipynb", ['const n: number = "not a number";']);
    const r = reproduce([bad, "--results", join(tmp, "typo-results"), "--executed", join(tmp, "typo-executed")]);
    rmSync(badDir, { recursive: true, force: true });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/typo\.ipynb: code cell 1 .*failed: .*not assignable to type 'number'/);
  }, 300_000);

  it("lists the available notebooks for an unknown one", () => {
    const r = reproduce(["notebooks/no-such-notebook.ipynb"]);
    expect(r.code).toBe(2);
    expect(r.out).toContain('unknown notebook "notebooks/no-such-notebook.ipynb"');
    expect(r.out).toContain("notebooks/00-quickstart.ipynb");
  });
});
