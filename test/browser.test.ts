// A real-browser check: `npm run notebook` serves the executed quickstart notebook on
// localhost, headless Chromium opens it, and the plotly chart must actually render (an SVG
// inside the plot element). A screenshot is saved to results/quickstart/.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../lib/notebook/browser";
import { writeFileAtomic } from "../lib/util";

const ROOT = resolve(__dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-browser-"));
let server: ChildProcess | undefined;
let browser: Browser | undefined;

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
});

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
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
      [join(ROOT, "scripts", "cgtlab.mjs"), "reproduce", "notebooks/00-quickstart.ipynb", "--profile", "test",
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
    await page.goto(`http://127.0.0.1:${port}/notebooks/00-quickstart.ipynb?token=${token}`);
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
  }, 300_000);
});
