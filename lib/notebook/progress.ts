import { checkOptions, optionNames, type Progress, type ProgressReporter } from "../util";
import { setDefaultProgress } from "../solvers";
import { escapeHtml, tslabModule } from "./display";

function describe(label: string, p: Progress, elapsedMs: number): { text: string; fraction?: number } {
  const fraction = p.total ? Math.min(1, p.done / p.total) : undefined;
  const amount = p.total
    ? `${p.done.toLocaleString("en-US")} / ${p.total.toLocaleString("en-US")} (${(100 * fraction!).toFixed(1)}%)`
    : p.done.toLocaleString("en-US");
  const msg = p.message ? ` — ${p.message}` : "";
  return { text: `${label}: ${amount}${msg} — ${(elapsedMs / 1000).toFixed(1)} s`, fraction };
}

/**
 * A progress display for long computations: in a tslab kernel it updates ONE output in place
 * (a bar when the total is known); elsewhere it writes throttled lines to stderr. Long runs
 * update less often (every `elapsed / 100`, between `minIntervalMs` and 5 s).
 * Pass it as `onProgress` to any cgtlab computation that takes RunOptions.
 *
 * tslab sends outputs on a ZeroMQ socket whose delayed sends complete only when the event
 * loop runs; during a long synchronous computation a later send then throws "Socket is busy
 * writing". Such an update is dropped (the display shows the last one that went through and
 * catches up when the cell ends): a progress display never aborts the computation it reports.
 */
export function progress(label: string, minIntervalMs = 200): ProgressReporter {
  const start = Date.now();
  let last = 0;
  const tslab = tslabModule();
  const display = tslab?.newDisplay();
  return (p: Progress) => {
    const now = Date.now();
    const final = p.total !== undefined && p.done >= p.total;
    const interval = Math.max(minIntervalMs, Math.min(5000, (now - start) / 100));
    if (!final && now - last < interval) return;
    last = now;
    const { text, fraction } = describe(label, p, now - start);
    if (display) {
      const bar =
        fraction === undefined
          ? ""
          : `<div style="width:320px;height:8px;background:#eee;border-radius:4px;margin-top:2px">` +
            `<div style="width:${(fraction * 100).toFixed(1)}%;height:8px;background:#4c78a8;border-radius:4px"></div></div>`;
      try {
        display.html(`<div style="font-family:monospace;font-size:12px">${escapeHtml(text)}${bar}</div>`);
      } catch {
        // The kernel's output socket is busy (see above): drop this update.
      }
    } else {
      process.stderr.write(`${text}\n`);
    }
  };
}

/** The options {@link heartbeat} takes. */
const HEARTBEAT_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof heartbeat>[1]>>({ afterMs: true });

/**
 * A heartbeat for long engine calls made without a progress reporter (`solvers.canonicalValue`,
 * `outcomeClass`, `nimValue`, an `Engine`'s methods): after `afterMs` (default 2 s) of one call, a
 * light line "Clobber value: 1,234,567 positions searched — 3.1 s" appears and is updated in place
 * about once a second (in a kernel; elsewhere a line on stderr every few seconds). Installed when
 * cgtlab's notebook layer loads inside a tslab kernel; scripts and tests stay silent unless they call
 * `heartbeat()`. `heartbeat(false)` turns it off. Calls with their own `onProgress` or budget
 * object (sweeps) are not affected. Cost: one closure per engine call, nothing per position.
 */
export function heartbeat(on = true, options: { afterMs?: number } = {}): void {
  checkOptions(options, HEARTBEAT_OPTION_NAMES, "heartbeat");
  if (!on) {
    setDefaultProgress(undefined);
    return;
  }
  const after = options.afterMs ?? 2000;
  setDefaultProgress((context) => {
    const start = Date.now();
    let display: ReturnType<typeof progress> | undefined;
    let last = 0;
    return (p: Progress) => {
      const now = Date.now();
      if (now - start < after || now - last < 1000) return;
      last = now;
      display ??= beat(context, start);
      display({ done: p.done });
    };
  });
}

/** One heartbeat output: "context: N positions searched — t s", one output updated in place in a kernel, throttled stderr lines elsewhere. */
function beat(context: string, start: number): ProgressReporter {
  const tslab = tslabModule();
  const display = tslab?.newDisplay();
  let lastLine = 0;
  return (p: Progress) => {
    const text = `${context}: ${p.done.toLocaleString("en-US")} positions searched — ${((Date.now() - start) / 1000).toFixed(1)} s`;
    if (display) {
      try {
        display.html(`<div style="font-family:monospace;font-size:12px;color:#666">${escapeHtml(text)}</div>`);
      } catch {
        // the kernel's output socket is busy (see progress): drop this beat
      }
    } else if (Date.now() - lastLine >= 5000) {
      lastLine = Date.now();
      process.stderr.write(`${text}\n`);
    }
  };
}
