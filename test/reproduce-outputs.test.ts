// `npm run reproduce` as a reader meets it (issue 25): a run without Chromium when no notebook
// exports an image, one summary line at the end, executed notebooks readable like every other
// result (0644), and no staging or machine path in what the cells show. Fixture notebooks live in
// the gitignored .jupyter/ folder; results go to temp folders.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { exportsImage } from "../scripts/cgtlab.mjs";
import { CLI, fixtureFolder, reproduce as run, ROOT, writeNotebook } from "./fixtures/processes";

const tmp = mkdtempSync(join(tmpdir(), "cgtlab-outputs-"));
const nbDir = fixtureFolder("outputs-");
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(nbDir, { recursive: true, force: true });
});

/** No Chromium anywhere (and no apt-get to install one). */
const NO_CHROMIUM = { CGTLAB_CHROMIUM: join(tmp, "no-such-chromium"), CGTLAB_NO_INSTALL: "1" };

function fixture(name: string, cells: string[]): string {
  return writeNotebook(join(nbDir, name), cells);
}

function reproduce(nb: string, label: string, env: Record<string, string> = {}) {
  const results = join(tmp, `${label}-results`);
  const executed = join(tmp, `${label}-executed`);
  const r = run([nb, "--results", results, "--executed", executed], { env });
  const lines = r.stdout.trim().split("\n");
  const errLines = r.stderr.trim().split("\n");
  return { code: r.status, out: r.out, lastOut: lines[lines.length - 1] ?? "", lastErr: errLines[errLines.length - 1] ?? "", results, executed };
}

const IMPORT = 'import { notebook } from "cgtlab";';

describe("which notebooks need Chromium", () => {
  it("an .svg or .png export or a non-literal path does; .html exports and inline charts do not", () => {
    const cases: [string, boolean][] = [
      ['await notebook.show({ data: [] });\nnotebook.saveTable([{ a: 1 }], "t/a.csv");', false],
      ['await notebook.exportFigure(fig, "t/a.html");', false],
      ['await notebook.exportFigure(fig, "t/a.svg");', true],
      ['await notebook.showThenExport(fig, "t/a.svg");', true],
      ['await notebook.showThenExport(fig, "t/a.html");', false],
      ["await notebook.exportFigure({ data: [{ type: \"bar\" }] }, `${OUT}/a.png`);", true],
      ["await notebook.exportFigure(fig, path);", true],
      ['const png = await notebook.renderFigure(fig, "png");', true],
    ];
    for (const [source, want] of cases) expect([source, exportsImage(fixture("probe.ipynb", [source]))]).toEqual([source, want]);
    // the committed notebooks: 09 exports no image (its SVG drawings are written without a browser)
    expect(exportsImage(join(ROOT, "notebooks", "09-rulesets.ipynb"))).toBe(false);
    expect(exportsImage(join(ROOT, "notebooks", "01-konane.ipynb"))).toBe(true);
  });
});

describe("reproduce: without Chromium, a summary line, 0644, no staging path", () => {
  it("a notebook that exports no image runs without Chromium and ends with one summary line", () => {
    const nb = fixture("noimage.ipynb", [
      IMPORT,
      'notebook.showTable([{ seconds: 0.07540000000000001 }]);\nnotebook.saveTable([{ seconds: 0.07540000000000001 }], "u/t.csv");',
    ]);
    const r = reproduce(nb, "noimage", NO_CHROMIUM);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain("Chromium is not needed");
    expect(r.lastOut).toMatch(/^cgtlab: reproduce: 1 notebook\(s\) OK in (\d+\.\d s|\d+ min \d\d s) \(full profile, results in .*\)$/);
    // the executed notebook is a result like the others: mode 0644 under umask 022 (never 0600)
    const executed = join(r.executed, "noimage.ipynb");
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- reads the umask to predict file modes; Node has no other way to read it
    const umask = process.umask();
    expect((statSync(executed).mode & 0o777).toString(8)).toBe((0o666 & ~umask).toString(8));
    expect((statSync(join(r.results, "u", "t.csv")).mode & 0o777).toString(8)).toBe((0o666 & ~umask).toString(8));
    // what the cells show: the table rounded, the CSV exact, and no staging or temp path anywhere
    const text = readFileSync(executed, "utf8");
    expect(text).toContain("<td>0.0754</td>");
    expect(text).toContain("results/u/t.csv"); // the cell's value: the published name
    expect(text).not.toContain(".staging");
    expect(text).not.toContain(tmp);
    expect(readFileSync(join(r.results, "u", "t.csv"), "utf8")).toBe("seconds\n0.07540000000000001\n");
  }, 600_000);

  it("a notebook that exports an image still asks for Chromium; a failure ends with the FAILED summary", () => {
    const svg = fixture("image.ipynb", [IMPORT, 'await notebook.exportFigure({ data: [{ type: "bar", x: [1], y: [1] }] }, "u/f.svg");']);
    const r = reproduce(svg, "image", NO_CHROMIUM);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/Chromium is missing/);
    const bad = fixture("fails.ipynb", [IMPORT, 'throw new Error("boom");']);
    const f = reproduce(bad, "fails", NO_CHROMIUM);
    expect(f.code).toBe(1);
    expect(f.lastErr).toMatch(/^cgtlab: reproduce: FAILED at \.jupyter\/outputs-\w+\/fails\.ipynb after 0 of 1 notebook\(s\) OK in (\d+\.\d s|\d+ min \d\d s) \(/);
  }, 600_000);
});

describe("npm run notebook stops cleanly", () => {
  it("Ctrl-C (SIGINT to the terminal's process group) with a kernel running: exit 0, no Python traceback", async () => {
    const port = String(20000 + (process.pid % 20000));
    // detached: its own process group, as a terminal's foreground job is; no apt-get
    const child = spawn(process.execPath, [CLI, "notebook", "--no-browser", `--port=${port}`], {
      cwd: ROOT, detached: true, env: { ...process.env, CGTLAB_NO_INSTALL: "1" }, stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr!.on("data", (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((res) => child.on("exit", (code) => { res(code); }));
    try {
      const started = Date.now();
      while (!/token=([0-9a-f]+)/.test(out)) {
        if (Date.now() - started > 300_000) throw new Error(`the server did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      const token = /token=([0-9a-f]+)/.exec(out)![1]!;
      const r = await fetch(`http://127.0.0.1:${port}/api/kernels?token=${token}`, { method: "POST", body: JSON.stringify({ name: "tslab" }) });
      expect(r.status).toBe(201);
      await new Promise((res) => setTimeout(res, 5000)); // let the kernel start
      process.kill(-child.pid!, "SIGINT"); // what Ctrl-C in a terminal does
      const code = await exited;
      expect(out).toContain("stopping the notebook server and its kernels");
      expect(out).not.toMatch(/Traceback|KeyboardInterrupt/);
      expect(code, out).toBe(0);
    } finally {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, 400_000);
});
