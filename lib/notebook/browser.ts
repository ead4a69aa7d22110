/**
 * Headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core) for rendering
 * plotly figures to SVG/PNG (exports and charts that ask for a static image; a chart shown
 * inline needs none). One browser per process, started on first use. In a script or a test it
 * closes after a few idle seconds so the process can exit; in a kernel
 * ({@link keepBrowserUntilShutdown}) it stays until the kernel shuts down, so a notebook starts
 * Chromium at most once. Never downloads a browser.
 *
 * playwright's own SIGINT/SIGTERM/SIGHUP handlers are off: its SIGINT handler closes the
 * browser and exits the process with code 130, which killed the kernel on a Jupyter interrupt
 * (tslab interrupts a cell with SIGINT). Chromium still goes with the process: playwright kills it
 * on exit, and it ends by itself when its pipe to a killed process closes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const IDLE_CLOSE_MS = 5000;

/** Flags for a headless Chromium on a machine without network (see the environment notes). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Path of the Chromium executable: `$CGTLAB_CHROMIUM` or Debian's; throws a one-line fix if absent. */
export function chromiumPath(): string {
  const env = process.env.CGTLAB_CHROMIUM;
  if (env && existsSync(env)) return env;
  const found = CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error("Chromium is missing: install it with `sudo apt-get install chromium` (or run `npm run setup`)");
  }
  return found;
}

/**
 * Which plotly.js: `"cartesian"` is plotly's official partial bundle plotly.js-cartesian-dist-min
 * (12 trace types, see plot.ts's `CARTESIAN_TRACE_TYPES`; 1.4 MB minified), `"full"` the whole
 * library from plotly.js-dist (every trace type, 4.9 MB once minified by the build).
 */
export type PlotlyBundle = "cartesian" | "full";

/** The npm package of each bundle (the version shown in a notebook is that package's). */
export const PLOTLY_PACKAGES: Readonly<Record<PlotlyBundle, string>> = {
  cartesian: "plotly.js-cartesian-dist-min",
  full: "plotly.js-dist",
};

/**
 * plotly.js source of a bundle (default the whole library): for `"full"` the minified copy made
 * by the build (lib/dist/vendor) or plotly.js-dist itself, for `"cartesian"` the installed
 * plotly.js-cartesian-dist-min (already minified). Read once per process.
 */
export function plotlySource(bundle: PlotlyBundle = "full"): string {
  const cached = cachedPlotly.get(bundle);
  if (cached) return cached;
  let path: string;
  if (bundle === "cartesian") {
    path = require.resolve(PLOTLY_PACKAGES.cartesian);
  } else {
    const candidates = [
      join(__dirname, "..", "vendor", "plotly.min.js"), // lib/dist/notebook → lib/dist/vendor
      join(__dirname, "..", "dist", "vendor", "plotly.min.js"), // lib/notebook (source) → lib/dist/vendor
    ];
    path = candidates.find((p) => existsSync(p)) ?? require.resolve(PLOTLY_PACKAGES.full);
  }
  const source = readFileSync(path, "utf8");
  cachedPlotly.set(bundle, source);
  return source;
}
const cachedPlotly = new Map<PlotlyBundle, string>();

/** The installed version of a bundle's npm package ("" if it cannot be read). */
export function plotlyVersion(bundle: PlotlyBundle = "full"): string {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional dependency, loaded lazily only when a figure is rendered to an image
    return (require(`${PLOTLY_PACKAGES[bundle]}/package.json`) as { version: string }).version;
  } catch {
    return "";
  }
}

let browserPromise: Promise<Browser> | undefined;
/** One page per bundle (a cartesian figure is always rendered by the cartesian bundle). */
let pagePromises: Partial<Record<PlotlyBundle, Promise<Page>>> = {};
let idleTimer: NodeJS.Timeout | undefined;
let busy = 0;
let closeWhenIdle = true;
let launches = 0;

/**
 * Keep the shared browser open between renders until {@link closeBrowser} (the kernel calls it
 * when it shuts down) instead of closing it after a few idle seconds. Set in a kernel.
 */
export function keepBrowserUntilShutdown(): void {
  closeWhenIdle = false;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
}

/** How many times this process started Chromium (for tests: one browser per kernel). */
export function browserLaunches(): number {
  return launches;
}

async function launch(): Promise<Browser> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional dependency, loaded lazily only when a figure is rendered to an image
  const { chromium } = require("playwright-core") as typeof import("playwright-core");
  launches++;
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

async function plotPage(bundle: PlotlyBundle): Promise<Page> {
  browserPromise ??= launch();
  const browser = browserPromise;
  let pagePromise = pagePromises[bundle];
  if (!pagePromise) {
    pagePromise = (async () => {
      const page = await (await browser).newPage();
      await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
      await page.addScriptTag({ content: plotlySource(bundle) });
      return page;
    })();
    pagePromises[bundle] = pagePromise;
  }
  return pagePromise;
}

/** Close the shared browser now (also happens automatically after a few idle seconds). */
export async function closeBrowser(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const b = browserPromise;
  browserPromise = undefined;
  pagePromises = {};
  if (b) await (await b).close().catch(() => undefined);
}

/**
 * Run `fn` with the shared page that has loaded plotly.js `bundle` (default the whole library),
 * keeping the browser alive while busy. The first use of a bundle loads it into a new page (its
 * script alone, one sample under load: 5.2 s for the cartesian bundle, 18.4 s for the whole library).
 */
export async function withPlotPage<T>(fn: (page: Page) => Promise<T>, bundle: PlotlyBundle = "full"): Promise<T> {
  busy++;
  if (idleTimer) clearTimeout(idleTimer);
  try {
    return await fn(await plotPage(bundle));
  } catch (err) {
    await closeBrowser();
    throw err;
  } finally {
    busy--;
    if (busy === 0 && closeWhenIdle) {
      idleTimer = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS);
      idleTimer.unref();
    }
  }
}
