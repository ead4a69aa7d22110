/**
 * Run a heavy cgtlab computation in a worker thread, so the tslab kernel (which runs cell code
 * on its own main thread) stays responsive: progress keeps updating and "Interrupt kernel"
 * (SIGINT) terminates the worker and rejects the cell's promise.
 */
import { decodeGames, encodeGames } from "./transfer";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { INSPECT, InputError, type ProgressReporter } from "../util";
import { progress as progressDisplay } from "./progress";
import { requireExportPath } from "./registry";
import { resolveExport } from "./exports";

/** Thrown when a worker computation is interrupted (SIGINT / kernel interrupt) or aborted. */
export class InterruptedError extends Error {
  constructor(what: string) {
    super(`interrupted: ${what}`);
    this.name = "InterruptedError";
  }
}

/**
 * Names of the errors a user causes (input, budget, interrupt; see errors.ts): raised in a
 * worker, they are re-created here by name and show as one line like their kernel-side classes.
 */
export const USER_ERROR_NAMES: ReadonlySet<string> = new Set(["InputError", "RulesetCheckError", "StaleValueError", "BudgetExceededError", "InterruptedError"]);

const active = new Set<Worker>();
let sigintHooked = false;

function hookSigint(): void {
  if (sigintHooked) return;
  sigintHooked = true;
  // tslab installs its own SIGINT handler (it rejects the awaited cell); ours runs too and
  // stops the computation itself.
  process.on("SIGINT", () => {
    for (const w of active) void w.terminate();
  });
}

function entryPath(): string {
  const compiled = join(__dirname, "worker-entry.js");
  if (existsSync(compiled)) return compiled;
  const fromSource = join(__dirname, "..", "dist", "notebook", "worker-entry.js");
  if (existsSync(fromSource)) return fromSource;
  throw new Error("runInWorker needs the compiled library: run `npm run build`");
}

/** Options of {@link runInWorker}: progress display, cancellation, the worker's heap. */
export interface WorkerOptions {
  /** Progress display label (a progress output is shown when given), or a reporter. */
  progress?: string | ProgressReporter;
  /** Abort the computation (terminates the worker). */
  signal?: AbortSignal;
  /** Heap limit of the worker in MiB (default 8192). */
  maxHeapMiB?: number;
}

/**
 * Call one of cgtlab's exported functions with `args` in a worker thread and resolve with its
 * result (structured-cloned: plain data, BigInt, Map, typed arrays). Pass the function itself
 * (`runInWorker(studies.konane.valuesTable, [{ nMax: 12 }])`): the arguments are checked against
 * its parameters and the result is typed by its return type, and its export path is looked up in
 * the library's registry before the worker starts (an InputError if it is not an export). A
 * dotted path string ("studies.konane.growthTable") is still accepted, with the result type
 * given by hand. Only the library's own exported functions can be named (own properties of
 * its namespaces; see exports.ts), checked against the compiled library the worker loads:
 * anything else rejects with an InputError before a worker starts. When progress is requested, `{ onProgress }` is merged into the last argument
 * if it is a plain options object, or appended otherwise.
 *
 * @typeParam F - the library function to run: its parameters type `args`, its return type the result.
 */
export function runInWorker<F extends (...args: never[]) => unknown>(fn: F, args: Parameters<F>, opts?: WorkerOptions): Promise<Awaited<ReturnType<F>>>;
export function runInWorker<T = unknown>(exportPath: string, args?: unknown[], opts?: WorkerOptions): Promise<T>;
export function runInWorker<T>(target: string | ((...args: never[]) => unknown), args: readonly unknown[] = [], opts: WorkerOptions = {}): Promise<T> {
  let exportPath: string;
  try {
    exportPath = typeof target === "function" ? requireExportPath(target, "runInWorker") : target;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    resolveExport(require(join(dirname(entryPath()), "..", "index.js")) as object, exportPath);
    if (!Array.isArray(args)) throw new InputError(`runInWorker: args must be an array, got ${typeof args}`);
  } catch (err) {
    return Promise.reject(err);
  }
  hookSigint();
  const reporter = typeof opts.progress === "string" ? progressDisplay(opts.progress) : opts.progress;
  const worker = new Worker(entryPath(), {
    workerData: { exportPath, args: encodeGames(args), withProgress: reporter !== undefined },
    resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMiB ?? 8192 },
  });
  active.add(worker);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      active.delete(worker);
      fn();
    };
    const onAbort = () => {
      void worker.terminate();
      finish(() => reject(new InterruptedError(exportPath)));
    };
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (msg: { type: string; [k: string]: unknown }) => {
      if (msg.type === "progress") reporter?.(msg.progress as Parameters<ProgressReporter>[0]);
      else if (msg.type === "result") {
        finish(() => resolve(decodeGames(msg.result) as T));
        void worker.terminate();
      } else if (msg.type === "error") {
        const err = new Error(String(msg.message));
        err.name = String(msg.name);
        err.stack = String(msg.stack);
        // A user error raised in the worker shows in the cell as one line, as in the kernel.
        const hook = (InputError.prototype as unknown as Record<symbol, unknown>)[INSPECT];
        if (typeof hook === "function" && USER_ERROR_NAMES.has(err.name)) Object.defineProperty(err, INSPECT, { value: hook, configurable: true, writable: true });
        finish(() => reject(err));
        void worker.terminate();
      }
    });
    worker.on("error", (err) => finish(() => reject(err)));
    worker.on("exit", (code) => finish(() => reject(code === 1 ? new InterruptedError(exportPath) : new Error(`worker for ${exportPath} exited with code ${code}`))));
  });
}
