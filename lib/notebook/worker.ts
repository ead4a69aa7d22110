/**
 * Heavy cgtlab computations in worker threads, so the tslab kernel (which runs cell code on its
 * own main thread) stays responsive: progress keeps updating and "Interrupt kernel" (SIGINT)
 * stops the computation.
 *
 * **The warm pool.** Starting a worker (a thread that loads the whole library) costs far more
 * than a small job, so workers are kept: started lazily by the first job that needs one, reused
 * by the next jobs (one job at a time per worker), at most {@link setWorkerPoolSize} of them kept
 * idle (the others are terminated when their job ends), never keeping the process alive when idle
 * (they are unreferenced, so a kernel or script exits as if they were not there), and replaced
 * by a fresh one after an interrupt terminated one. A warm worker keeps what its engines learnt
 * (transposition tables), as the kernel does between two sweeps; {@link shutdownWorkers} ends
 * them all. {@link workerPoolStats} counts workers started and jobs that reused one.
 *
 * **Interrupts.** A kernel interrupt or an abort signal terminates the worker running the job
 * (the only way to stop synchronous work in it): a call rejects with {@link InterruptedError}, a
 * sweep resolves with the rows received so far (see worker-sweep.ts).
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { INSPECT, InputError, type Progress, type ProgressReporter } from "../util";
import { resolveExport } from "./exports";
import { onInterrupt } from "./interrupt";
import { progress as progressDisplay } from "./progress";
import { requireExportPath } from "./registry";
import { decodeGames, encodeGames } from "./transfer";

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

/** Default heap limit of a worker in MiB. */
export const DEFAULT_WORKER_HEAP_MIB = 8192;

/** Options of {@link runInWorker}: progress display, cancellation, the worker's heap (checked: an unknown key or a wrong type is an InputError naming it). */
export interface WorkerOptions {
  /** Progress display label (a progress output is shown when given), or a reporter. */
  progress?: string | ProgressReporter;
  /** Abort the computation (terminates the worker). */
  signal?: AbortSignal;
  /** Heap limit of the worker in MiB (default 8192; an integer ≥ 64). */
  maxHeapMiB?: number;
}

const WORKER_OPTION_TYPES: Readonly<Record<keyof WorkerOptions, string>> = {
  progress: "a label string or a progress reporter function",
  signal: "an AbortSignal",
  maxHeapMiB: "an integer number of MiB ≥ 64",
};

/**
 * `opts` checked: a plain object whose keys are options of {@link WorkerOptions} (or of `also`,
 * checked by the caller), each of its type. InputError naming the option otherwise. O(keys).
 */
export function checkWorkerOptions(what: string, opts: unknown, also: readonly string[] = []): WorkerOptions {
  if (opts === undefined) return {};
  if (typeof opts !== "object" || opts === null || Array.isArray(opts)) {
    throw new InputError(`${what}: options must be an object such as { progress: "label" }, got ${opts === null ? "null" : Array.isArray(opts) ? "an array" : typeof opts}`);
  }
  const o = opts as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!(key in WORKER_OPTION_TYPES) && !also.includes(key)) {
      throw new InputError(`${what}: unknown option "${key}" (known: ${[...Object.keys(WORKER_OPTION_TYPES), ...also].join(", ")})`, `option ${key}`);
    }
  }
  const bad = (key: keyof WorkerOptions): never => {
    throw new InputError(`${what}: option ${key} must be ${WORKER_OPTION_TYPES[key]}, got ${JSON.stringify(o[key]) ?? typeof o[key]}`, `option ${key}`);
  };
  if (o.progress !== undefined && typeof o.progress !== "string" && typeof o.progress !== "function") bad("progress");
  if (o.signal !== undefined && !(o.signal instanceof AbortSignal)) bad("signal");
  if (o.maxHeapMiB !== undefined && (typeof o.maxHeapMiB !== "number" || !Number.isSafeInteger(o.maxHeapMiB) || o.maxHeapMiB < 64)) bad("maxHeapMiB");
  return o as WorkerOptions;
}

function entryPath(): string {
  const compiled = join(__dirname, "worker-entry.js");
  if (existsSync(compiled)) return compiled;
  const fromSource = join(__dirname, "..", "dist", "notebook", "worker-entry.js");
  if (existsSync(fromSource)) return fromSource;
  throw new Error("runInWorker needs the compiled library: run `npm run build`");
}

// ---------------------------------------------------------------------------------------------
// The pool

interface Slot {
  readonly worker: Worker;
  readonly heapMiB: number;
  busy: boolean;
  /** The running job's handler of the worker's death (error or exit), if a job runs. */
  onDeath?: (why: { error?: Error; code?: number }) => void;
}

const slots = new Set<Slot>();
let poolSize = Math.max(1, Math.min(4, availableParallelism()));
const counters = { started: 0, reused: 0, terminated: 0 };
let nextJobId = 1;

/** Counts of the worker pool: workers started so far, jobs that reused a warm worker, workers terminated (interrupts, surplus, shutdown), and those alive now. O(pool size). */
export interface WorkerPoolStats {
  readonly started: number;
  readonly reused: number;
  readonly terminated: number;
  readonly idle: number;
  readonly busy: number;
  /** How many idle workers are kept warm. */
  readonly size: number;
}

/** The pool's counters (see {@link WorkerPoolStats}). O(pool size). */
export function workerPoolStats(): WorkerPoolStats {
  let busy = 0;
  for (const s of slots) if (s.busy) busy++;
  return { ...counters, idle: slots.size - busy, busy, size: poolSize };
}

/** Keep at most `size` idle workers warm (default: the number of cores, at most 4); surplus idle ones are terminated now. InputError for a size that is not an integer ≥ 0. O(pool size). */
export function setWorkerPoolSize(size: number): void {
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) throw new InputError(`setWorkerPoolSize: the size must be an integer ≥ 0, got ${JSON.stringify(size)}`);
  poolSize = size;
  trimIdle();
}

/** Terminate every idle worker of the pool (busy ones end with their job, then are not kept). Resolves when they have exited. */
export async function shutdownWorkers(): Promise<void> {
  const idle = [...slots].filter((s) => !s.busy);
  for (const s of idle) slots.delete(s);
  counters.terminated += idle.length;
  await Promise.all(idle.map((s) => s.worker.terminate()));
}

function trimIdle(): void {
  const idle = [...slots].filter((s) => !s.busy);
  for (const s of idle.slice(poolSize)) discard(s);
}

function discard(slot: Slot): void {
  if (!slots.delete(slot)) return;
  counters.terminated++;
  void slot.worker.terminate();
}

function startWorker(heapMiB: number): Slot {
  const worker = new Worker(entryPath(), { resourceLimits: { maxOldGenerationSizeMb: heapMiB } });
  counters.started++;
  const slot: Slot = { worker, heapMiB, busy: true };
  const died = (why: { error?: Error; code?: number }) => {
    slots.delete(slot);
    const handler = slot.onDeath;
    slot.onDeath = undefined;
    handler?.(why);
  };
  worker.on("error", (error) => { died({ error }); });
  worker.on("exit", (code) => { died({ code }); });
  slots.add(slot);
  return slot;
}

function acquire(heapMiB: number): Slot {
  for (const s of slots) {
    if (!s.busy && s.heapMiB === heapMiB) {
      s.busy = true;
      s.worker.ref();
      counters.reused++;
      return s;
    }
  }
  return startWorker(heapMiB);
}

function release(slot: Slot): void {
  slot.onDeath = undefined;
  slot.worker.removeAllListeners("message");
  if (!slots.has(slot)) return;
  slot.busy = false;
  slot.worker.unref();
  trimIdle();
}

// ---------------------------------------------------------------------------------------------
// Interrupts: SIGINT stops every running job (through ./interrupt, the one place that changes the
// process's SIGINT listeners: never inside a cell's synchronous part, and holding back tslab's own
// listener while a sweep that returns its rows runs).

// ---------------------------------------------------------------------------------------------
// Jobs

/** How a job ended: its result, an error raised in the worker, or a stop (interrupt, abort, the worker's death). */
export type JobEnd =
  | { readonly kind: "result"; readonly result: unknown }
  | { readonly kind: "error"; readonly error: Error }
  | { readonly kind: "stopped"; readonly reason: string; readonly error?: Error };

/** A job for a pooled worker (see worker-entry.ts): its message without the id, and what to do with what it posts. */
export interface Job {
  readonly message: Record<string, unknown> & { readonly type: "call" | "sweep" };
  readonly maxHeapMiB: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: ProgressReporter;
  readonly onRow?: (row: unknown) => void;
  /** A sweep: an interrupt in a kernel lets the cell go on with the rows (see {@link onInterrupt}). */
  readonly keepCellOnInterrupt: boolean;
}

/** A worker error re-created in this thread; user errors print as one line, as in the kernel. */
function workerError(msg: { name?: unknown; message?: unknown; stack?: unknown }): Error {
  const err = new Error(String(msg.message));
  err.name = String(msg.name);
  err.stack = String(msg.stack);
  const hook = (InputError.prototype as unknown as Record<symbol, unknown>)[INSPECT];
  if (typeof hook === "function" && USER_ERROR_NAMES.has(err.name)) Object.defineProperty(err, INSPECT, { value: hook, configurable: true, writable: true });
  return err;
}

/**
 * Run one job on a warm worker (or a new one) and resolve with how it ended; never rejects for the
 * job's own failures (they come back as `{ kind: "error" }`). An interrupt or abort terminates the
 * worker (`{ kind: "stopped", reason: "interrupted" }`); a worker that dies (out of memory) ends
 * the job as stopped with the reason. Cost: the job's, plus a worker start when none is warm.
 */
export function runJob(job: Job): Promise<JobEnd> {
  if (job.signal?.aborted) return Promise.resolve({ kind: "stopped", reason: "interrupted" });
  const slot = acquire(job.maxHeapMiB);
  const id = nextJobId++;
  return new Promise<JobEnd>((resolve) => {
    let settled = false;
    const finish = (end: JobEnd, keep: boolean) => {
      if (settled) return;
      settled = true;
      unregister();
      job.signal?.removeEventListener("abort", stop);
      if (keep) release(slot);
      else {
        slot.onDeath = undefined;
        discard(slot);
      }
      resolve(end);
    };
    const stop = () => { finish({ kind: "stopped", reason: "interrupted" }, false); };
    const unregister = onInterrupt(stop, { keepCell: job.keepCellOnInterrupt });
    job.signal?.addEventListener("abort", stop, { once: true });
    slot.onDeath = ({ error, code }) => {
      const oom = (error as { code?: string } | undefined)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      const reason = oom ? `the worker ran out of memory (maxHeapMiB = ${job.maxHeapMiB})` : error ? `the worker failed: ${error.message}` : `the worker exited with code ${code}`;
      finish({ kind: "stopped", reason, error }, false);
    };
    slot.worker.on("message", (msg: { type: string; id: number; [k: string]: unknown }) => {
      if (msg.id !== id) return;
      if (msg.type === "progress") job.onProgress?.(msg.progress as Progress);
      else if (msg.type === "row") job.onRow?.(msg.row);
      else if (msg.type === "result") finish({ kind: "result", result: msg.result }, true);
      else if (msg.type === "error") finish({ kind: "error", error: workerError(msg as { name?: unknown; message?: unknown; stack?: unknown }) }, true);
    });
    slot.worker.postMessage({ ...job.message, id });
  });
}

/**
 * Call one of cgtlab's exported functions with `args` in a worker thread of the warm pool and
 * resolve with its result (structured-cloned: plain data, BigInt, Map, typed arrays; game values
 * re-created in this thread). Pass the function itself (`runInWorker(studies.konane.valuesTable,
 * [{ nMax: 12 }])`): the arguments are checked against its parameters and the result is typed by
 * its return type, and its export path is looked up in the library's registry before the worker
 * starts (an InputError if it is not an export). A dotted path string ("studies.konane.growthTable")
 * is still accepted, with the result type given by hand. Only the library's own exported functions
 * can be named (own properties of its namespaces; see exports.ts), checked against the compiled
 * library the worker loads; `args` must be an array and `opts` known options of the right types:
 * anything else rejects with an InputError before a worker starts. When progress is requested,
 * `{ onProgress }` is merged into the last argument if it is a plain options object, or appended
 * otherwise. An interrupt or abort terminates the worker and rejects with {@link InterruptedError}.
 *
 * @typeParam F - the library function to run: its parameters type `args`, its return type the result.
 */
export function runInWorker<F extends (...args: never[]) => unknown>(fn: F, args: Parameters<F>, opts?: WorkerOptions): Promise<Awaited<ReturnType<F>>>;
export function runInWorker<T = unknown>(exportPath: string, args?: unknown[], opts?: WorkerOptions): Promise<T>;
export async function runInWorker<T>(target: string | ((...args: never[]) => unknown), args: readonly unknown[] = [], opts: WorkerOptions = {}): Promise<T> {
  const exportPath = typeof target === "function" ? requireExportPath(target, "runInWorker") : target;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolves the library (CommonJS build) at run time, in the worker thread, without an import cycle
  resolveExport(require(join(dirname(entryPath()), "..", "index.js")) as object, exportPath);
  if (!Array.isArray(args)) throw new InputError(`runInWorker: args must be an array, got ${args === null ? "null" : typeof args}`);
  const o = checkWorkerOptions("runInWorker", opts);
  const reporter = typeof o.progress === "string" ? progressDisplay(o.progress) : o.progress;
  const end = await runJob({
    message: { type: "call", exportPath, args: encodeGames(args) as unknown[], withProgress: reporter !== undefined },
    maxHeapMiB: o.maxHeapMiB ?? DEFAULT_WORKER_HEAP_MIB,
    signal: o.signal,
    onProgress: reporter,
    keepCellOnInterrupt: false,
  });
  if (end.kind === "result") return decodeGames(end.result) as T;
  if (end.kind === "error") throw end.error;
  if (end.reason === "interrupted") throw new InterruptedError(exportPath);
  throw end.error ?? new Error(`worker for ${exportPath}: ${end.reason}`);
}
