// A real-browser check: `npm run notebook` serves the executed quickstart notebook on
// localhost, headless Chromium opens it, and the plotly chart must actually render (an SVG
// inside the plot element). plotly.js travels once per kernel, in an output before the first
// chart (issue 25): the cartesian bundle, and the whole library before the first chart of another
// type (a sunburst), so a notebook with charts in later cells is checked too: every chart draws.
// A screenshot is saved to results/quickstart/ only on request.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../lib/notebook/browser";
import { writeFileAtomic } from "../lib/util";
import { fixtureNotebook } from "./fixtures/processes";

const ROOT = resolve(__dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-browser-"));
let server: ChildProcess | undefined;
let browser: Browser | undefined;
const charts = fixtureNotebook(
  "charts.ipynb",
  [
    'import { notebook } from "cgtlab";\nconst fig = (t: string, type: string): notebook.Figure => ({ data: [{ type, x: ["a", "b", "c"], y: [1, 3, 2] }], layout: { title: { text: t }, width: 500, height: 300 } });',
    'await notebook.show(fig("first", "bar"));',
    'console.log("a cell without a chart");',
    'await notebook.show(fig("second", "scatter"));\nawait notebook.show(fig("third", "bar"));',
    // a trace type outside plotly's cartesian bundle: the kernel sends the whole library before it
    'await notebook.show({ data: [{ type: "sunburst", labels: ["all", "L", "R"], parents: ["", "all", "all"], values: [0, 2, 3] }], layout: { title: { text: "fourth" }, width: 400, height: 300 } });\n' +
      'await notebook.show(fig("fifth", "bar"));',
  ],
  "test-browser-",
);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM"); // the whole group: npm, the script, jupyter, tsc --watch
    } catch {
      /* already gone */
    }
  }
  rmSync(tmp, { recursive: true, force: true });
  rmSync(charts.dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => { res(port); });
    });
    s.on("error", rej);
  });
}

async function waitForServer(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the Jupyter Notebook server did not answer at ${url} within ${ms} ms`);
}

describe("the executed quickstart in a real browser", () => {
  it("renders the plotly chart inside the classic Notebook", async () => {
    const executed = join(tmp, "executed");
    const r = spawnSync(
      process.execPath,
      [join(ROOT, "scripts", "cgtlab.mjs"), "reproduce", "notebooks/00-quickstart.ipynb", charts.path, "--profile", "test",
        "--results", join(tmp, "results"), "--executed", executed],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);

    const port = await freePort();
    const token = "cgtlab-test-token";
    server = spawn("npm", ["run", "notebook", "--", "--no-browser", `--port=${port}`, "--ip=127.0.0.1",
      `--NotebookApp.token=${token}`, `--notebook-dir=${executed}`], { cwd: ROOT, detached: true, stdio: "ignore" });
    await waitForServer(`http://127.0.0.1:${port}/api?token=${token}`, 120_000);

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
    await page.goto(`http://127.0.0.1:${port}/notebooks/00-quickstart.ipynb?token=${token}`, { waitUntil: "domcontentloaded", timeout: 180_000 });
    const svg = page.locator(".cgtlab-plot svg.main-svg").first();
    await svg.waitFor({ state: "attached", timeout: 90_000 });
    expect(await page.locator(".cgtlab-plot .scatterlayer .trace").count()).toBeGreaterThan(0);
    await svg.scrollIntoViewIfNeeded();
    const shot = await page.screenshot({ fullPage: false });
    expect(shot.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The committed results/quickstart/notebook-screenshot.png is refreshed only on request
    // (CGTLAB_UPDATE_SCREENSHOT=1): a plain test run must not rewrite committed results.
    if (process.env.CGTLAB_UPDATE_SCREENSHOT === "1") {
      writeFileAtomic(join(ROOT, "results", "quickstart", "notebook-screenshot.png"), shot);
    }

    // Charts after the first one, in the same cell and in later cells, draw from the one cartesian
    // library output; the sunburst from the whole library, sent once before it.
    const more = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
    await more.goto(`http://127.0.0.1:${port}/notebooks/charts.ipynb?token=${token}`, { waitUntil: "domcontentloaded", timeout: 180_000 });
    const plots = more.locator(".cgtlab-plot");
    for (let i = 0; i < 5; i++) await plots.nth(i).locator("svg.main-svg").first().waitFor({ state: "attached", timeout: 90_000 });
    expect(await plots.count()).toBe(5);
    expect(await more.locator(".cgtlab-plotly-library").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.bundle))).toEqual(["cartesian", "full"]);
    expect(await more.locator(".cgtlab-plot .barlayer .trace").count()).toBe(3);
    expect(await more.locator(".cgtlab-plot .scatterlayer .trace").count()).toBe(1);
    expect(await more.locator(".cgtlab-plot .sunburstlayer .trace").count()).toBe(1);
    const titles = await more.locator(".cgtlab-plot .gtitle").allTextContents();
    expect(titles).toEqual(["first", "second", "third", "fourth", "fifth"]);
  }, 600_000);
});
