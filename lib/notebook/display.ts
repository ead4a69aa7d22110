/**
 * Rich display in the tslab kernel. tslab's public `display` sends one MIME type per output;
 * `displayBundle` sends several in ONE output (so a chart carries its plotly JSON, its HTML and
 * a static PNG together). Outside a kernel (tests, scripts) outputs fall back to plain text.
 */
import { closeBrowser, keepBrowserUntilShutdown } from "./browser";
import { conciseUserErrors } from "./errors";
import { installOutputQueue, onKernelShutdown, recordLateErrors, settle } from "./kernel";

import type { MimeBundle } from "../util";

/** A Jupyter MIME bundle (defined in lib/util/show.ts with the Showable protocol). */
export type { MimeBundle };

interface TslabJupyter {
  lastWriteDisplayData:
    | ((data: { data: MimeBundle; metadata: object; transient: object }, update: boolean) => void)
    | null;
}
interface TslabDisplay {
  html(s: string): void;
  markdown(s: string): void;
  text(s: string): void;
}
interface TslabModule {
  display: TslabDisplay;
  newDisplay(): TslabDisplay;
}

/**
 * tslab's jupyter module when this process has loaded it, else undefined. Only a running kernel's
 * own instance can be in a kernel (a fresh copy has no `lastWriteDisplayData`), so the module is
 * looked up in the require cache and never loaded here: loading it outside a kernel would load
 * tslab's TypeScript compiler, about 0.45 s of CPU and 30 MiB. It keeps no module-level state: the
 * notebook index calls {@link inKernel} while it loads, which can be while this module is still
 * loading (an import cycle through the package root), and a module-level `let` is then not yet
 * initialized. O(1) (Node caches the resolution).
 */
function tslabJupyter(): TslabJupyter | undefined {
  try {
    return require.cache[require.resolve("tslab/dist/jupyter")]?.exports as TslabJupyter | undefined;
  } catch {
    return undefined; // tslab is not installed
  }
}

/** The tslab module when running inside a tslab kernel cell, else undefined. */
export function tslabModule(): TslabModule | undefined {
  if (!inKernel()) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily at run time, only inside the tslab kernel (tslab is not a dependency of the library)
  return require("tslab") as TslabModule;
}

/**
 * True when code runs inside a tslab Jupyter kernel with a cell being executed. The first time
 * it is, the kernel's output socket gets its send queue (see kernel.ts), errors raised after
 * a cell are recorded for the executor's final check, errors a user causes show as one line
 * (see errors.ts), and the headless browser (started only for image exports) is kept for the
 * kernel's life and closed when it shuts down (see browser.ts).
 */
export function inKernel(): boolean {
  const yes = tslabJupyter()?.lastWriteDisplayData != null;
  if (yes && !kernelPrepared) {
    kernelPrepared = true;
    installOutputQueue();
    recordLateErrors();
    conciseUserErrors();
    keepBrowserUntilShutdown();
    onKernelShutdown(closeBrowser);
    (globalThis as Record<string, unknown>).__cgtlabSettle = settle;
  }
  return yes;
}
let kernelPrepared = false;

/** Display several representations of one object as a single output. */
export function displayBundle(bundle: MimeBundle): void {
  const writer = inKernel() ? tslabJupyter()?.lastWriteDisplayData : undefined;
  if (writer) {
    const message = { data: bundle, metadata: {}, transient: {} };
    try {
      writer(message, false);
    } catch (err) {
      // The output queue makes sends wait instead of throwing; should a send still fail
      // (queue unavailable), retry once the event loop turns instead of failing the cell.
      if (!(err instanceof Error && /busy writing/i.test(err.message))) throw err;
      setImmediate(() => { writer(message, false); });
    }
    return;
  }
  const text = bundle["text/plain"] ?? bundle["text/markdown"] ?? "[rich output]";
  console.log(typeof text === "string" ? text : JSON.stringify(text));
}

/** Display HTML (plain text outside a kernel). */
export function html(s: string, fallbackText = "[html output]"): void {
  displayBundle({ "text/html": s, "text/plain": fallbackText });
}

/** Display Markdown. */
export function markdown(s: string): void {
  displayBundle({ "text/markdown": s, "text/plain": s });
}

/** Escape text for inclusion in HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
