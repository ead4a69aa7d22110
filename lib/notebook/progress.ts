import type { Progress, ProgressReporter } from "../util";
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
 * (a bar when the total is known); elsewhere it writes throttled lines to stderr.
 * Pass it as `onProgress` to any cgtlab computation that takes RunOptions.
 */
export function progress(label: string, minIntervalMs = 200): ProgressReporter {
  const start = Date.now();
  let last = 0;
  const tslab = tslabModule();
  const display = tslab?.newDisplay();
  return (p: Progress) => {
    const now = Date.now();
    const final = p.total !== undefined && p.done >= p.total;
    if (!final && now - last < minIntervalMs) return;
    last = now;
    const { text, fraction } = describe(label, p, now - start);
    if (display) {
      const bar =
        fraction === undefined
          ? ""
          : `<div style="width:320px;height:8px;background:#eee;border-radius:4px;margin-top:2px">` +
            `<div style="width:${(fraction * 100).toFixed(1)}%;height:8px;background:#4c78a8;border-radius:4px"></div></div>`;
      display.html(`<div style="font-family:monospace;font-size:12px">${escapeHtml(text)}${bar}</div>`);
    } else {
      process.stderr.write(`${text}\n`);
    }
  };
}
