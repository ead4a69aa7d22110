/**
 * Sweeps from a notebook: a table of canonical values or outcome classes over any ruleset and any
 * family of positions, with a progress bar, budgets, and a kernel that stays interruptible.
 *
 * Where it runs — a worker thread cannot receive functions, so:
 *  - a ruleset **exported by the library** (`games.domineering.ruleset`) is sent by reference: the
 *    registry gives its export path and the worker takes it from its own copy of the library;
 *  - a ruleset in a **module file** next to the notebook (`{ module: "./my-game.ts" }`, exporting
 *    `ruleset`, importing from "cgtlab") is loaded by path in the worker (TypeScript through tsx,
 *    or compiled JavaScript); the file must exist before the worker starts;
 *  - a ruleset **defined in a notebook cell** runs in the kernel itself, in time slices
 *    (`solvers.sweepSliced`): between slices the kernel handles outputs, and an interrupt stops the
 *    sweep — inside a long position too — with the rows computed so far and `stopped: { index,
 *    label, reason: "interrupted" }`; the cell goes on (a second interrupt abandons it).
 * In a worker the positions are sent as data (structured clone: plain objects, arrays, strings,
 * numbers, typed arrays) or as `{ pictures }` that the ruleset's `parse` reads.
 */
import { existsSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { InputError, type BudgetLimits, type ProgressReporter } from "../util";
import type { Ruleset } from "../ruleset";
import {
  familyPositions,
  isItemFamily,
  outcomeSweep,
  outcomeSweepSliced,
  valueSweep,
  valueSweepSliced,
  type ItemFamily,
  type OutcomeSweepRow,
  type SweepResult,
  type ValueSweepRow,
} from "../solvers";
import { exportAt, exportPathOf } from "./registry";
import { progress as progressDisplay } from "./progress";
import { InterruptedError, checkWorkerOptions } from "./worker";
import { isRuleset, loadRulesetModule, rulesetOrigin } from "./modules";
import { sweepInWorker } from "./worker-sweep";
import { onInterrupt, runInterruptibly } from "./interrupt";

/** A ruleset in a module file: its path (relative to the kernel's working directory, i.e. the notebook's folder) and export name (default "ruleset"). */
export interface RulesetModule {
  readonly module: string;
  readonly exportName?: string;
}

/** A family given by pictures, read by the ruleset's `parse` (in the worker, when it runs in one). */
export interface PictureFamily {
  readonly pictures: readonly string[];
}

/** A sweep as plain data, as it crosses to a worker: see {@link runSweepJob}. */
export interface SweepJob {
  readonly kind: "value" | "outcome";
  /** An export path of the library ("games.domineering.ruleset") or a module file with an absolute path. */
  readonly ruleset: string | { readonly module: string; readonly exportName?: string };
  readonly positions?: readonly unknown[];
  readonly pictures?: readonly string[];
  readonly budget?: BudgetLimits;
  readonly perPosition?: BudgetLimits;
}

/** Options of {@link sweepValues} / {@link sweepOutcomes}. */
export interface NotebookSweepOptions {
  /** A progress display label (shown as a bar) or a reporter. */
  progress?: string | ProgressReporter;
  /** Limits for the whole sweep. */
  budget?: BudgetLimits;
  /** Limits for each position. */
  perPosition?: BudgetLimits;
  /** "auto" (default): a worker when the ruleset can go to one, else in the kernel in time slices. */
  where?: "auto" | "worker" | "kernel";
  /** Stops the sweep (terminates the worker, or stops before the next position in the kernel). */
  signal?: AbortSignal;
  /** Heap limit of the worker in MiB. */
  maxHeapMiB?: number;
  /** Search in the engines' debug mode (`solvers.EngineOptions.debug`): keys, options and components checked on every position visited; for small positions. */
  debug?: boolean;
}

function isModuleRef(value: unknown): value is RulesetModule {
  return typeof value === "object" && value !== null && typeof (value as { module?: unknown }).module === "string";
}

function rulesetOfJob(job: SweepJob): Ruleset<unknown> {
  if (typeof job.ruleset === "string") {
    const r = exportAt(job.ruleset);
    if (!isRuleset(r)) throw new InputError(`"${job.ruleset}" is not a ruleset exported by cgtlab`);
    return r;
  }
  if (isModuleRef(job.ruleset)) return loadRulesetModule(job.ruleset.module, job.ruleset.exportName);
  throw new InputError(`a sweep job's ruleset must be an export path or { module, exportName }, got ${JSON.stringify(job.ruleset)}`);
}

function positionsOf(r: Ruleset<unknown>, positions: readonly unknown[] | undefined, pictures: readonly string[] | undefined): readonly unknown[] {
  if (pictures !== undefined) {
    if (r.parse === undefined) throw new InputError(`${r.name} has no parse, so a family cannot be given as pictures; pass positions`);
    return pictures.map((p, i) => {
      if (typeof p !== "string") throw new InputError(`picture ${i + 1} of the family is a ${typeof p}, not a string`);
      return r.parse!(p);
    });
  }
  if (!Array.isArray(positions)) throw new InputError("a sweep job needs positions (an array) or pictures");
  return positions;
}

/**
 * Run a {@link SweepJob} (plain data) in this thread: resolves the ruleset (library export path or
 * module file), reads the positions, and returns `solvers.valueSweep` / `outcomeSweep`'s result.
 * This is what a worker runs for {@link sweepValues}. Cost: that sweep's.
 */
export function runSweepJob(job: SweepJob, options: { onProgress?: ProgressReporter } = {}): SweepResult<ValueSweepRow> | SweepResult<OutcomeSweepRow> {
  if (typeof job !== "object" || job === null) throw new InputError("runSweepJob needs a job object");
  const r = rulesetOfJob(job);
  const family = positionsOf(r, job.positions, job.pictures);
  const opts = { budget: job.budget, perPosition: job.perPosition, onProgress: options.onProgress };
  if (job.kind === "value") return valueSweep(r, family, opts);
  if (job.kind === "outcome") return outcomeSweep(r, family, opts);
  throw new InputError(`a sweep job's kind must be "value" or "outcome", got ${JSON.stringify(job.kind)}`);
}

function isPictureFamily(f: unknown): f is PictureFamily {
  return typeof f === "object" && f !== null && !Array.isArray(f) && Array.isArray((f as PictureFamily).pictures);
}

/** The job's ruleset reference, or undefined when the ruleset cannot leave this thread. Throws InputError for a missing module file. */
function rulesetReference(r: unknown): SweepJob["ruleset"] | undefined {
  if (isModuleRef(r)) {
    const file = isAbsolute(r.module) ? r.module : resolve(process.cwd(), r.module);
    if (!existsSync(file)) throw new InputError(`ruleset module not found: ${r.module} (resolved to ${file})`);
    return { module: file, exportName: r.exportName };
  }
  if (!isRuleset(r)) throw new InputError(`a sweep needs a ruleset (ruleset.definePartizan / defineImpartial) or { module: "path" }, got ${r === null ? "null" : typeof r}`);
  return exportPathOf(r) ?? rulesetOrigin(r);
}

async function runSweep(kind: "value" | "outcome", r: unknown, family: unknown, opts: NotebookSweepOptions): Promise<SweepResult<ValueSweepRow> | SweepResult<OutcomeSweepRow>> {
  checkWorkerOptions(kind === "value" ? "sweepValues" : "sweepOutcomes", opts, ["budget", "perPosition", "where", "debug"]);
  if (opts.debug !== undefined && typeof opts.debug !== "boolean") throw new InputError(`${kind === "value" ? "sweepValues" : "sweepOutcomes"}: option debug must be true or false, got ${JSON.stringify(opts.debug)}`);
  const where = opts.where ?? "auto";
  if (where !== "auto" && where !== "worker" && where !== "kernel") throw new InputError(`where must be "auto", "worker" or "kernel", got ${JSON.stringify(where)}`);
  if (family === null || typeof family !== "object") throw new InputError(`a sweep's family must be an array or iterable of positions, { pictures } or { items }, got ${family === null ? "null" : typeof family}`);
  const items = isItemFamily(family) ? familyPositions(family) : undefined;
  const ref = rulesetReference(r);
  const pictures = isPictureFamily(family) ? family.pictures : undefined;
  const reporter = typeof opts.progress === "string" ? progressDisplay(opts.progress) : opts.progress;
  if (where === "worker" || (where === "auto" && ref !== undefined)) {
    if (ref === undefined) throw new InputError(`${(r as Ruleset<unknown>).name} is not exported by cgtlab, so a worker cannot load it: put it in a module file ({ module: "./file.ts" }) or use where: "kernel"`);
    const ruleset = isRuleset(r) ? r : loadRulesetModule((ref as { module: string }).module, (ref as { exportName?: string }).exportName);
    const positions = pictures !== undefined ? positionsOf(ruleset, undefined, pictures) : Array.from(items?.positions ?? (family as Iterable<unknown>));
    const common = { budget: opts.budget, perPosition: opts.perPosition, onProgress: reporter, signal: opts.signal, maxHeapMiB: opts.maxHeapMiB, debug: opts.debug };
    return sweepInWorker(kind, ruleset, ref, positions, { ...common, fields: items?.fields });
  }
  const ruleset = isModuleRef(r) ? loadRulesetModule((ref as { module: string }).module, (ref as { exportName?: string }).exportName) : (r as Ruleset<unknown>);
  const positions = pictures !== undefined ? positionsOf(ruleset, undefined, pictures) : (family as Iterable<unknown> | ItemFamily<unknown>);
  return inKernel(kind, ruleset, positions, reporter, opts);
}

async function inKernel(
  kind: "value" | "outcome",
  ruleset: Ruleset<unknown>,
  positions: Iterable<unknown> | ItemFamily<unknown>,
  reporter: ProgressReporter | undefined,
  opts: NotebookSweepOptions,
): Promise<SweepResult<ValueSweepRow> | SweepResult<OutcomeSweepRow>> {
  const controller = new AbortController();
  const onAbort = () => { controller.abort(new InterruptedError(`${ruleset.name} sweep`)); };
  opts.signal?.addEventListener("abort", onAbort, { once: true });
  if (opts.signal?.aborted) onAbort();
  // The interrupt handling starts on the next event-loop turn, outside the cell's synchronous part
  // (registering a SIGINT listener inside it is what killed the kernel on the next interrupt, see
  // interrupt.ts); each slice runs under breakOnSigint, so an interrupt stops even a long position,
  // and the sweep resolves with the rows computed so far (stopped.reason "interrupted").
  const unregister = onInterrupt(onAbort, { keepCell: true });
  try {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const o = { budget: opts.budget, perPosition: opts.perPosition, onProgress: reporter, signal: controller.signal, runSlice: runInterruptibly, debug: opts.debug };
    return kind === "value" ? await valueSweepSliced(ruleset, positions, o) : await outcomeSweepSliced(ruleset, positions, o);
  } finally {
    unregister();
    opts.signal?.removeEventListener("abort", onAbort);
  }
}

/**
 * Canonical values of every position of `family` under `ruleset` (see the module comment for where
 * it runs), one `solvers.ValueSweepRow` each, with progress; a family given as `{ items: [{ position,
 * ...fields }] }` gives rows that carry each item's own fields (e.g. `{ position, h, w }` → rows
 * with `h` and `w`); a budget stops it cleanly (`stopped`).
 * Bad input (not a ruleset, a missing module, positions a worker cannot receive) rejects with
 * InputError before any work starts. Cost: `solvers.valueSweep`'s.
 */
export function sweepValues<P, X extends object = object>(ruleset: Ruleset<P> | RulesetModule, family: Iterable<P> | PictureFamily | ItemFamily<P, X>, options: NotebookSweepOptions = {}): Promise<SweepResult<ValueSweepRow<P> & X>> {
  return runSweep("value", ruleset, family, options).then((r) => r as SweepResult<ValueSweepRow<P> & X>);
}

/** Outcome classes of every position of `family` (plain search, no canonical forms), as {@link sweepValues}. Cost: `solvers.outcomeSweep`'s. */
export function sweepOutcomes<P, X extends object = object>(ruleset: Ruleset<P> | RulesetModule, family: Iterable<P> | PictureFamily | ItemFamily<P, X>, options: NotebookSweepOptions = {}): Promise<SweepResult<OutcomeSweepRow<P> & X>> {
  return runSweep("outcome", ruleset, family, options).then((r) => r as SweepResult<OutcomeSweepRow<P> & X>);
}
