// Issue 15, "Done when" (the kernel part this branch delivers): in a fresh tslab kernel, run
// headless by the project's own executor, a Konane board shows as its picture, notebook.show draws
// positions, values and game trees, and a user error shows as one line without lib/dist frames
// while an unexpected error keeps its stack.
// Values: a cell whose last expression is cgt.parse("{0|*}") prints "↑", a Domineering value prints
// its notation, cgt.temperature(cgt.parse("{2|-1}")) prints "3/2", and a value kept across
// cgt.resetStore() fails with one clear line.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cellStream, fixtureNotebook as makeNotebook, joined, readNotebook, reproduce as reproduceArgs, type Output } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-display-"));
const fixtures: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  for (const d of fixtures) rmSync(d, { recursive: true, force: true });
});

/** A notebook of these code cells under .jupyter/ (removed after the tests). */
function fixtureNotebook(name: string, sources: string[]): string {
  const { path, dir } = makeNotebook(name, sources, "test-display-");
  fixtures.push(dir);
  return path;
}

/** Runs the notebook by `cgtlab reproduce` into folders named by `label`; its exit code, output and executed folder. */
function reproduce(notebook: string, label: string): { code: number | null; out: string; executed: string } {
  const executed = join(tmp, `${label}-executed`);
  const r = reproduceArgs([notebook, "--results", join(tmp, `${label}-results`), "--executed", executed]);
  return { code: r.status, out: r.out, executed };
}

describe("a fresh kernel shows positions, values and errors readably", () => {
  it("positions print as pictures, show() draws them, user errors print one line, bugs keep their stack", () => {
    const path = fixtureNotebook("display.ipynb", [
      'import { cgt, games, solvers, studies, notebook } from "cgtlab";',
      'games.konane.parseBoard(["BW.", "..W"])',
      'await notebook.show(games.konane.parseBoard(["BW.", "..W"]))',
      'notebook.showValue(cgt.parse("{0|*}"))',
      'await notebook.show(notebook.gameTree(cgt.parse("{0|*}")))',
      'await notebook.show(cgt.temperature(cgt.parse("{2|-1}")))',
      // tslab prints a failed cell's error with console.error(err): the same call, caught, so the run goes on
      'try { games.konane.parseBoard(["BX.", "..W"]); } catch (e) { console.error(e); }',
      'try { (null as unknown as { x: number }).x; } catch (e) { console.error(e); }',
      'cgt.parse("{0|*}")',
      'solvers.canonicalValue(games.domineering.ruleset, games.domineering.parseRegion("###|###|###"))',
      'cgt.temperature(cgt.parse("{2|-1}"))',
      'const kept = cgt.parse("{3|1}"); cgt.resetStore(); try { cgt.add(kept, cgt.ONE); } catch (e) { console.error(e); }',
      'solvers.canonicalValue(games.domineering.ruleset, games.domineering.parseRegion("###|###|###"))',
    ]);
    const r = reproduce(path, "display");
    expect(r.code, r.out).toBe(0);
    const nb = readNotebook(join(r.executed, "display.ipynb"));
    const outs = nb.cells.map((c) => c.outputs ?? []);
    const stdout = (i: number) => cellStream(nb, i, "stdout");
    const stderr = (i: number) => cellStream(nb, i, "stderr");
    const data = (i: number) => outs[i]!.find((o) => o.output_type === "display_data")?.data ?? {};
    expect(stdout(1)).toBe("Konane 2×3\nBW.\n..W\n");
    expect(joined(data(2)["text/plain"])).toBe("Konane 2×3\nBW.\n..W");
    expect(joined(data(2)["image/svg+xml"])).toMatch(/^<svg [^]*<title>[^<]*BW\.[^<]*\.\.W<\/title>/);
    expect(joined(data(3)["text/plain"])).toBe("↑");
    expect(joined(data(3)["text/html"])).toContain("↑</span>");
    expect(joined(data(4)["text/plain"])).toBe("game tree of ↑: 5 nodes, depth 2 (notebook.show draws it)");
    expect(joined(data(4)["image/svg+xml"])).toMatch(/^<svg /);
    expect(joined(data(5)["text/plain"])).toBe("3/2"); // the temperature of {2|-1} (Lessons in Play ch. 6)
    expect(stderr(6)).toBe('InputError: unknown Konane cell "X"; expected "B", "W" or "." (at row 1, column 2)\n');
    expect(stderr(7)).toMatch(/^TypeError: Cannot read properties of null[^\n]*\n\s+at /);
    expect(stdout(8)).toBe("↑\n"); // ↑ = {0|*} (Winning Ways ch. 3), never its store id
    expect(stdout(9)).toBe("±1\n"); // 3×3 Domineering (Winning Ways ch. 5)
    expect(stdout(10)).toBe("3/2\n"); // the temperature of {2|-1} (Lessons in Play ch. 6)
    expect(stderr(11)).toMatch(/^StaleValueError: [^\n]*resetStore[^\n]*\n$/); // one line, no stack
    expect(stdout(12)).toBe("±1\n"); // after the reset: ±1 again, not {1|*} from stale solver ids
  }, 600_000);

  it("charts: the cartesian plotly.js bundle once before the first chart, the whole library once before the first 3D/sunburst chart, small chart outputs, a PNG only on request, one browser per kernel (issue 25)", () => {
    const path = fixtureNotebook("charts.ipynb", [
      'import { notebook } from "cgtlab";\nimport { execSync } from "node:child_process";\n' +
        'const fig = (t: string): notebook.Figure => ({ data: [{ type: "bar", x: ["a", "b"], y: [1, 2] }], layout: { title: { text: t } } });\n' +
        'const cloud = (t: string): notebook.Figure => ({ data: [{ type: "scatter3d", mode: "markers", x: [0, 1], y: [1, 0], z: [2, 3] }], layout: { title: { text: t } } });\n' +
        'const rings: notebook.Figure = { data: [{ type: "sunburst", labels: ["r", "a"], parents: ["", "r"], values: [0, 1] }], layout: { title: { text: "rings" } } };\n' +
        'const chromium = () => execSync(`ps -o pid=,comm= --ppid ${process.pid}`).toString().split("\\n").filter((l) => /chrom/i.test(l)).map((l) => l.trim().split(/\\s+/)[0]);',
      'await notebook.show(fig("one"));\nawait notebook.show(fig("two"));',
      'await notebook.show(fig("three"), { staticImage: true });',
      // past the 5 s after which a script closes an idle browser: the kernel keeps its one browser
      'const before = chromium();\nawait new Promise((r) => setTimeout(r, 6500));\nawait notebook.exportFigure(fig("four"), "charts/four.svg");\nconsole.log(JSON.stringify({ before, after: chromium() }));',
      'await notebook.show(cloud("five"));\nawait notebook.show(fig("six"));',
      'await notebook.show(rings);\nawait notebook.show(cloud("eight"));',
    ]);
    const r = reproduce(path, "charts");
    expect(r.code, r.out).toBe(0);
    const nb = readNotebook(join(r.executed, "charts.ipynb"));
    const outputs = nb.cells.flatMap((c) => c.outputs ?? []);
    const library = outputs.filter((o) => joined(o.data?.["text/html"]).includes("DecompressionStream"));
    const charts = outputs.filter((o) => o.data?.["application/vnd.plotly.v1+json"]);
    const kind = (o: Output) => /data-bundle="(\w+)"/.exec(joined(o.data!["text/html"]))?.[1];
    expect(library.map(kind)).toEqual(["cartesian", "full"]);
    expect(charts.map((o) => joined(o.data!["text/plain"]))).toEqual(
      ["one", "two", "three", "five", "six", "rings", "eight"].map((t) => `<plotly figure: ${t}>`),
    );
    expect(nb.cells[1]!.outputs!.indexOf(library[0]!)).toBe(0); // in the cell of the first chart, before it
    expect(nb.cells[4]!.outputs!.indexOf(library[1]!)).toBe(0); // in the cell of the first 3D chart, before it
    expect(charts.map((o) => /data-plotly="(\w+)"/.exec(joined(o.data!["text/html"]))?.[1])).toEqual(
      ["cartesian", "cartesian", "cartesian", "full", "cartesian", "full", "full"],
    );
    const size = (o: Output) => joined(o.data!["text/html"]).length;
    expect(size(library[0]!)).toBeLessThan(700_000); // the cartesian bundle: 0.63 MB
    expect(size(library[1]!)).toBeLessThan(2_100_000); // the whole library: 1.97 MB
    expect(charts.map((o) => "image/png" in o.data!)).toEqual([false, false, true, false, false, false, false]);
    for (const o of charts) expect(size(o)).toBeLessThan(200_000);
    const kept = JSON.parse(joined(nb.cells[3]!.outputs!.find((o) => o.name === "stdout")?.text)) as { before: string[]; after: string[] };
    expect(kept.before.length).toBe(1); // the browser started for the PNG is still there
    expect(kept.after).toEqual(kept.before); // and the export used it
  }, 600_000);

  it("a cell that fails with a user error is reported as one line with no lib/dist frames", () => {
    const path = fixtureNotebook("bad-board.ipynb", ['import { games } from "cgtlab";', 'games.konane.parseBoard(["BX.", "..W"])']);
    const r = reproduce(path, "bad-board");
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/bad-board\.ipynb: code cell 2 .*failed: InputError: unknown Konane cell "X"; expected "B", "W" or "\." \(at row 1, column 2\)/);
    // the cell's own stderr, echoed indented by the executor: exactly the one line
    const echoed = r.out.split("\n").filter((l) => l.startsWith("    "));
    expect(echoed).toEqual(['    InputError: unknown Konane cell "X"; expected "B", "W" or "." (at row 1, column 2)']);
    expect(r.out).not.toMatch(/lib[\\/]dist/);
    expect(existsSync(join(tmp, "bad-board-executed", "bad-board.ipynb"))).toBe(false);
  }, 600_000);
});
