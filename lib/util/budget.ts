/**
 * Budgets and progress for long computations.
 *
 * Every exponential search in cgtlab takes a {@link Budget}: a cap on positions, wall time
 * and heap growth. When a cap is passed the search stops with a {@link BudgetExceededError}
 * that names the limit, instead of exhausting memory and killing the process (or the Jupyter
 * kernel), as the seeds' programs did.
 */

import * as os from "node:os";
import * as v8 from "node:v8";
import { describeValue, InputError } from "./errors";

/** One progress report from a long computation. */
export interface Progress {
  /** Units of work done so far (positions, rows, ...). */
  done: number;
  /** Total units, when known in advance. */
  total?: number;
  /** Short human-readable stage description, e.g. "3×14 maximal-jump". */
  message?: string;
}

/** Receives progress reports; implementations must be cheap (they are throttled by the caller). */
export type ProgressReporter = (progress: Progress) => void;

/** The limits a {@link Budget} enforces. Every field is optional; absent fields are unlimited. */
export interface BudgetLimits {
  /** Maximum number of positions (or other work units) counted with {@link Budget.spend}. */
  maxPositions?: number;
  /** Maximum wall-clock time in milliseconds. */
  maxMillis?: number;
  /**
   * Maximum growth of the process's memory (bytes) since the budget was created: the larger of
   * the resident set's growth (which counts typed arrays and other off-heap memory) and the V8
   * heap's growth. Checked often enough (about every 10 ms of work) that the overshoot stays
   * small, and before large allocations announced with {@link Budget.reserve}.
   */
  maxHeapBytes?: number;
}

/**
 * The field names of an options type `O`, listed once as an object `{ name: true, ... }` that the
 * compiler checks against `O` (a missing or an unknown name is a type error), for
 * {@link checkOptionNames} and {@link Budget.from}:
 * `const CENSUS_OPTION_NAMES = optionNames<CensusOptions>({ rules: true, prune: true, shard: true, budget: true, onProgress: true })`.
 * O(fields).
 */
export function optionNames<O extends object>(fields: { readonly [K in keyof Required<O>]: true }): readonly string[] {
  return Object.freeze(Object.keys(fields));
}

/** The fields of {@link RunOptions}, for {@link checkOptionNames} in a function that takes no others (the names {@link Budget.from} checks by default). */
export const RUN_OPTION_NAMES: readonly string[] = Object.freeze(["budget", "onProgress"]);

/**
 * The rest parameter of {@link Budget.from}: the option names, required when the options' type
 * has fields beyond {@link RunOptions} (so a function with more options cannot forget to name them).
 */
export type OptionNamesArgument<O> = [Exclude<keyof O, keyof RunOptions>] extends [never] ? [names?: readonly string[]] : [names: readonly string[]];

/** Options accepted by long computations: a budget and an optional progress reporter. */
export interface RunOptions {
  budget?: Budget | BudgetLimits;
  onProgress?: ProgressReporter;
}

/**
 * The name of a limit that can stop a computation: a {@link BudgetLimits} field, or an option
 * of the function itself (e.g. `maxLength`, the longest string Konane's gameString builds).
 */
export type LimitName = keyof BudgetLimits | "maxLength" | "maxElements";

/** The origin named by the heap guard's errors (see {@link heapGuardBytes}). */
const HEAP_GUARD_ORIGIN =
  "the memory guard that is always on (75% of the JavaScript heap's headroom; a larger maxHeapBytes cannot switch it off, since past it V8 aborts the process)";

/** Thrown when a computation passes one of its {@link BudgetLimits}; `limit` names which. */
export class BudgetExceededError extends Error {
  constructor(
    readonly limit: LimitName,
    readonly value: number,
    readonly spent: number,
    context?: string,
    /** Where the limit came from when not from the caller (e.g. the notebook default). */
    readonly origin?: string,
  ) {
    super(
      `budget exceeded: ${limit} = ${value.toLocaleString("en-US")} ` +
        `(spent ${Math.round(spent).toLocaleString("en-US")})` +
        (context ? ` while computing ${context}` : "") +
        (origin ? `; this limit is ${origin}` : "") +
        (limit === "maxLength" || limit === "maxElements"
          ? `; raise the ${limit} option to go further`
          : origin === HEAP_GUARD_ORIGIN
            ? "; run node with a larger heap (--max-old-space-size=MB, or CGTLAB_KERNEL_HEAP_MB for notebooks) to go further"
            : `; raise the ${limit} budget to go further`),
    );
    this.name = "BudgetExceededError";
  }
}

/** Supplies the limits used when a caller passes no budget (see {@link setDefaultBudget}). */
export type DefaultBudget = () => { limits: BudgetLimits; origin: string };

/**
 * The default memory guard: `maxHeapBytes` = the smaller of 90% of the V8 heap's headroom
 * (`heap_size_limit` − heap in use, so the JS heap never hits V8's fatal limit) and 90% of the
 * memory the machine has available now (MemAvailable, so typed arrays never exhaust it).
 * Computed when a budget is created, a reading reused for 100 ms. Cost: two system calls, or O(1)
 * within 100 ms of the last reading.
 */
export function machineMemoryBudget(): { limits: BudgetLimits; origin: string } {
  // at most one reading per MACHINE_BUDGET_MS: a value call on a small position (tens of µs) would
  // otherwise spend more on these readings (~40–70 µs here) than on its search
  const now = Date.now();
  if (lastMachineBudget !== undefined && now - lastMachineBudgetAt < MACHINE_BUDGET_MS && now >= lastMachineBudgetAt) return lastMachineBudget;
  lastMachineBudget = readMachineMemoryBudget();
  lastMachineBudgetAt = now;
  return lastMachineBudget;
}

/** How long a reading of {@link machineMemoryBudget} is reused (ms): the headroom changes little in that time. */
const MACHINE_BUDGET_MS = 100;
let lastMachineBudget: { limits: BudgetLimits; origin: string } | undefined;
let lastMachineBudgetAt = 0;

function readMachineMemoryBudget(): { limits: BudgetLimits; origin: string } {
  const heap = v8.getHeapStatistics();
  const heapRoom = 0.9 * (heap.heap_size_limit - heap.used_heap_size);
  const machineRoom = 0.9 * os.freemem();
  const limit = Math.max(0, Math.floor(Math.min(heapRoom, machineRoom)));
  const which = heapRoom <= machineRoom ? "90% of the JavaScript heap's headroom" : "90% of the machine's available memory";
  return { limits: { maxHeapBytes: limit }, origin: `the default memory guard, ${which}` };
}

let defaultBudget: DefaultBudget | undefined = machineMemoryBudget;

/**
 * Set (or clear, with undefined) the limits applied by {@link Budget.from} to computations
 * called without a budget, and to the limits a caller left out. By default it is
 * {@link machineMemoryBudget}, so that a forgotten budget (in a notebook or a script) ends with
 * a {@link BudgetExceededError} instead of V8's fatal heap error killing the kernel. Cost: O(1).
 */
export function setDefaultBudget(provider: DefaultBudget | undefined): void {
  defaultBudget = provider;
}

/** The default limits in force now, if any (see {@link setDefaultBudget}). */
export function currentDefaultBudget(): { limits: BudgetLimits; origin: string } | undefined {
  return defaultBudget?.();
}

const TARGET_CHECK_MS = 10;

/**
 * Milliseconds between resident-set readings from `spend`: 10, or 100 times the last reading's
 * cost when that is more (a reading was measured at 4 µs in a fresh process and 90 µs to 1 ms in
 * one whose solver tables had grown, 5–8% of a Cram search's time; up to 2 ms on the loaded 2-core
 * machine), so that readings stay under 1% of the time; the heap and typed arrays are still
 * sampled at every check. Shared by all budgets: back-to-back small computations (a solve values
 * each small component under the solve's budget, but a notebook cell may run hundreds of solves,
 * each with its own) would otherwise each start again at 10 ms (a warm Clobber 2×8 solve read it 3
 * to 6 times, 0.9–9 ms in all, beside a CI run; CPU profiles overstate the reading several times,
 * the sampling signal landing in the system call).
 */
let rssEvery = TARGET_CHECK_MS;

/** V8's heap statistics with `external_memory` (in Node 20's statistics, missing from its type). */
type HeapStatistics = v8.HeapInfo & { external_memory?: number };

/**
 * V8 heap in use (the `heapUsed` of `process.memoryUsage()`) and the memory V8 knows is held
 * outside it (typed arrays' backing stores: `external_memory`), in bytes. Cost: one
 * `v8.getHeapStatistics()`, 0.5–2 µs here, against 16–35 µs for `process.memoryUsage()`, whose
 * resident-set reading (a read of /proc) is what costs; so a typed array's growth is seen at every
 * check, not only at the resident-set readings.
 */
function memoryNow(): { heap: number; external: number } {
  const s = v8.getHeapStatistics() as HeapStatistics;
  return { heap: s.used_heap_size, external: s.external_memory ?? 0 };
}


const LIMIT_NAMES = ["maxPositions", "maxMillis", "maxHeapBytes"] as const;

/** Whether an option's name is a budget limit's (written beside `budget` when it is an option). O(1). */
const isLimitName = (key: string): boolean => (LIMIT_NAMES as readonly string[]).includes(key);

/**
 * The error for a budget limit written beside `budget` instead of inside it (`{ maxPositions: 50 }`
 * for `{ budget: { maxPositions: 50 } }`): no computation has an option of that name, so it would
 * otherwise be ignored and the search run unlimited.
 */
function limitBesideBudget(key: string, value: unknown, context: string | undefined): InputError {
  return new InputError(`${context ? `${context}: ` : ""}${key} is a budget limit, not an option: write { budget: { ${key}: ${describeValue(value)} } }`);
}

/**
 * {@link checkOptionNames} for a function whose options are its own (not a search's): `options`
 * must be undefined or a plain object whose fields are all in `allowed`, else an InputError
 * naming `context` and the field. O(fields).
 */
export function checkOptions(options: unknown, allowed: readonly string[], context: string): void {
  if (options === undefined) return;
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new InputError(`${context}: options must be an object, got ${describeValue(options)}`);
  checkOptionNames(options, allowed, context);
}

/**
 * Checks that an options object has only the named fields, for functions whose options are
 * {@link RunOptions} plus their own: an unknown field (a misspelt option, or a budget limit
 * written beside `budget`) is an InputError naming it, the context and the options there are,
 * never silently ignored. Without a context, a limit's message names none and an unknown field's
 * says "a computation". O(number of options).
 */
export function checkOptionNames(options: object | undefined, allowed: readonly string[], context: string | undefined): void {
  if (options === undefined || options === null || typeof options !== "object") return;
  for (const key in options) {
    if (allowed.includes(key)) continue;
    if (isLimitName(key)) throw limitBesideBudget(key, (options as Record<string, unknown>)[key], context);
    throw new InputError(`${context ?? "a computation"}: unknown option "${key}" (the options are ${allowed.join(", ")})`);
  }
}

/**
 * Throw an {@link InputError} for a malformed budget: not a plain object of limits, an unknown
 * limit (a misspelt `maxMilis` would otherwise be dropped in silence), or a limit that is not a
 * non-negative number (NaN, a string, a negative number). +Infinity means no limit. O(keys).
 */
function checkLimits(limits: BudgetLimits): void {
  if (typeof limits !== "object" || limits === null || Array.isArray(limits)) {
    throw new InputError(`a budget must be an object of limits such as { maxMillis: 10000 }, got ${describeValue(limits)}`);
  }
  for (const key of Object.keys(limits)) {
    if (!(LIMIT_NAMES as readonly string[]).includes(key)) {
      throw new InputError(`a budget has an unknown limit "${key}" (the limits are maxPositions, maxMillis, maxHeapBytes)`);
    }
  }
  for (const key of LIMIT_NAMES) {
    const v = limits[key];
    if (v !== undefined && !(typeof v === "number" && v >= 0)) {
      throw new InputError(`budget ${key} must be a non-negative number, got ${describeValue(v)}`);
    }
  }
}

/**
 * The memory guard no caller can switch off: 75% of the V8 heap's headroom when a budget starts
 * (`heap_size_limit` − the young generation's 64 MB − heap in use). Past it V8 aborts the whole process with a fatal
 * out-of-memory error, which no `maxHeapBytes`, however large, can make survivable; so every
 * {@link Budget} checks the heap's growth against this too. Cost: one `v8.getHeapStatistics()`.
 */
export function heapGuardBytes(): number {
  return guardOf(v8.getHeapStatistics());
}

function guardOf(heap: v8.HeapInfo): number {
  return Math.max(0, Math.floor(GUARD_SHARE * (heap.heap_size_limit - YOUNG_GENERATION_BYTES - heap.used_heap_size)));
}

/**
 * What `heap_size_limit` counts beyond the old generation (the young generation's semi-spaces, up
 * to ~64 MB on 64-bit node): objects surviving there move to the old generation, whose limit
 * (`--max-old-space-size`) is the one that aborts; measured: a 160 MB old space reports a limit of 218 MB.
 */
const YOUNG_GENERATION_BYTES = 64 << 20;

/**
 * The share of the free old-generation room the guard lets a computation take: V8 aborts with
 * "ineffective mark-compacts near heap limit" before the room is truly full, and a check samples
 * the heap only every ~10 ms of work (0.9 aborted node on a loaded machine: test/noabort.test.ts).
 */
const GUARD_SHARE = 0.75;


/**
 * Tracks work against {@link BudgetLimits}. `spend(n)` is O(1); the clock and memory are
 * sampled every `checkEvery` units, where `checkEvery` adapts (halving or doubling, never above
 * the value given) so that a check happens about every 10 ms of work whatever a unit costs,
 * and more often when memory grows fast: with `maxHeapBytes` set, checks start at every unit and
 * the units between them are capped so that ~1/32 of the limit is allocated between samples
 * (the overshoot past the limit: ~3% plus one unit's allocation).
 *
 * Memory is the V8 heap in use plus the memory V8 holds outside it (typed arrays), both from one
 * `v8.getHeapStatistics()` (~1 µs), and the resident set (4 µs to 1 ms a reading, at most every
 * 10 ms or 100 times the last reading's cost) when `maxHeapBytes` is set; heap growth is measured
 * from the budget's construction, the resident set's from its first reading (at the first check
 * that many ms after construction, or at a `reserve`: a computation shorter than that never reads
 * it — the reading was most of the fixed cost of a small call, 13–25 µs of a 40 µs memo hit — and
 * what it allocates meanwhile on the heap or in typed arrays is seen by the heap readings), each
 * baseline lowered to the lowest level seen (memory freed below it was garbage at construction).
 */
export class Budget {
  private positions = 0;
  private sinceCheck = 0;
  private readonly start = Date.now();
  /** The resident set at its first reading (−1 until then) and the heap in use at construction (see {@link Budget}). */
  private startRss = -1;
  private startHeap = -1;
  private startExternal = 0;
  private lastReport = 0;
  private lastCheck = Date.now();
  private lastMemoryCheck = 0;
  /** When this budget last read the resident set (Date.now() ms; its construction counts as one, so its first reading comes `rssEvery` ms later). */
  private lastRssCheck = Date.now();
  private every: number;
  /**
   * The most units between checks that memory's growth allows: set when a sample finds more than
   * 1/32 of `maxHeapBytes` grown since the last one, so that the overshoot past the limit stays
   * within ~3% of it (plus one unit's allocation) however fast the units allocate.
   */
  private everyCap = Infinity;
  private lastGrown = 0;
  private lastSampleUnits = 0;
  /** The heap growth allowed by {@link heapGuardBytes}, whatever the limits say (set with the heap baseline). */
  private heapCap = 0;

  constructor(
    readonly limits: BudgetLimits = {},
    private readonly onProgress?: ProgressReporter,
    readonly context?: string,
    private readonly checkEvery = 4096,
    /** Limits not given by the caller: where they came from (named in the error when one fires). */
    readonly defaults?: { origin: string; limits: readonly (keyof BudgetLimits)[] },
  ) {
    checkLimits(limits);
    this.heapBaseline();
    // With a memory limit, checks start at every unit and widen as time and memory's pace allow,
    // so that units allocating megabytes each cannot pass a small limit before the first sample.
    this.every = limits.maxHeapBytes !== undefined ? 1 : Math.max(1, Math.min(64, checkEvery));
  }

  /**
   * Build a budget from {@link RunOptions} (reusing a passed Budget instance as is). Limits the
   * caller left out are filled from the default budget when one is set ({@link setDefaultBudget}).
   * The options are checked by name ({@link checkOptionNames}): a limit written beside `budget`
   * and any field not in `names` are refused. `names` defaults to {@link RUN_OPTION_NAMES} and is
   * required (by the type) when the options' type has other fields: give them all, e.g. with
   * {@link optionNames}. O(fields).
   */
  static from<O extends RunOptions>(options: O | undefined, context?: string, ...rest: OptionNamesArgument<O>): Budget {
    if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
      throw new InputError(`${context ? `${context}: ` : ""}options must be an object such as { budget: { maxMillis: 10000 } }, got ${describeValue(options)}`);
    }
    if (options !== undefined) checkOptionNames(options, rest[0] ?? RUN_OPTION_NAMES, context);
    const b = options?.budget;
    if (b instanceof Budget) return b;
    if (b !== undefined) checkLimits(b);
    const given = b ?? {};
    const fallback = defaultBudget?.();
    if (fallback) {
      const merged: BudgetLimits = { ...fallback.limits, ...given };
      const fromDefault = (Object.keys(fallback.limits) as (keyof BudgetLimits)[]).filter((k) => given[k] === undefined);
      if (fromDefault.length > 0) return new Budget(merged, options?.onProgress, context, undefined, { origin: fallback.origin, limits: fromDefault });
    }
    return new Budget(given, options?.onProgress, context);
  }

  /** Number of units spent so far. */
  get spent(): number {
    return this.positions;
  }

  /** Milliseconds since the budget was created. */
  get elapsedMillis(): number {
    return Date.now() - this.start;
  }

  /** Memory grown since the budget was created (bytes; see {@link BudgetLimits.maxHeapBytes}). */
  get memoryGrowth(): number {
    this.heapBaseline();
    const m = this.lowWater(memoryNow());
    return Math.max(this.rssGrowth(), m.heap - this.startHeap + Math.max(0, m.external - this.startExternal));
  }

  /**
   * Lowers the baselines to a reading below them: memory freed below the level at construction was
   * garbage then (a collection came later), and growth is measured from the lowest level seen, so
   * that garbage freed during the computation cannot hide what it allocates. O(1).
   */
  private lowWater(m: { heap: number; external: number }): { heap: number; external: number } {
    if (m.heap < this.startHeap) this.startHeap = m.heap;
    if (m.external < this.startExternal) this.startExternal = m.external;
    return m;
  }

  /** Reads the heap baseline and the heap guard (at construction). O(1) after. */
  private heapBaseline(): void {
    if (this.startHeap >= 0) return;
    const heap = v8.getHeapStatistics() as HeapStatistics;
    this.startHeap = heap.used_heap_size;
    this.startExternal = heap.external_memory ?? 0;
    this.heapCap = guardOf(heap);
  }

  /**
   * The resident set's growth since its first reading (0 at that reading). Cost: one reading
   * (4 µs to 2 ms, see {@link rssEvery}, which it sets from the reading's measured cost).
   */
  private rssGrowth(): number {
    const t0 = performance.now();
    const rss = process.memoryUsage.rss();
    rssEvery = Math.max(TARGET_CHECK_MS, 100 * (performance.now() - t0));
    if (this.startRss < 0 || rss < this.startRss) this.startRss = rss; // first reading, or a low-water mark (see lowWater)
    return rss - this.startRss;
  }

  private exceeded(limit: keyof BudgetLimits, value: number, spent: number, context = this.context): BudgetExceededError {
    const origin = this.defaults?.limits.includes(limit) ? this.defaults.origin : undefined;
    return new BudgetExceededError(limit, value, spent, context, origin);
  }

  /** Record `n` units of work; throws {@link BudgetExceededError} when a limit is passed. */
  spend(n = 1): void {
    this.positions += n;
    const max = this.limits.maxPositions;
    if (max !== undefined && this.positions > max) {
      throw this.exceeded("maxPositions", max, this.positions);
    }
    this.sinceCheck += n;
    if (this.sinceCheck >= this.every) {
      this.sinceCheck = 0;
      const now = Date.now();
      const took = now - this.lastCheck;
      this.lastCheck = now;
      if (took > 2 * TARGET_CHECK_MS) this.every = Math.max(1, this.every >> 1);
      else if (took < TARGET_CHECK_MS / 2) this.every = Math.min(this.checkEvery, this.everyCap, this.every * 2);
      this.check(undefined, now);
    }
  }

  /**
   * Announce an allocation of `bytes` about to be made (a typed array, a table): throws
   * {@link BudgetExceededError} naming maxHeapBytes if the memory grown so far plus `bytes`
   * would pass the limit, so that the allocation never happens; `onHeap` (JavaScript objects and
   * arrays rather than typed arrays) checks the always-on heap guard too. Cost: one memory sample.
   */
  reserve(bytes: number, what?: string, onHeap = false): void {
    const max = this.limits.maxHeapBytes;
    const ctx = what ? `${what} of ${this.context ?? "a computation"}` : this.context;
    if (onHeap) {
      this.heapBaseline();
      const heapTotal = Math.max(0, memoryNow().heap - this.startHeap) + bytes;
      if (heapTotal > this.heapCap && (max === undefined || this.heapCap < max)) {
        throw new BudgetExceededError("maxHeapBytes", this.heapCap, heapTotal, ctx, HEAP_GUARD_ORIGIN);
      }
    }
    if (max === undefined) return;
    const total = Math.max(0, this.memoryGrowth) + bytes;
    if (total > max) {
      throw this.exceeded("maxHeapBytes", max, total, ctx);
    }
  }

  /**
   * Check the time and memory limits now, and emit a throttled progress report. (From
   * {@link spend}, memory is sampled at most once a millisecond while units are heavy enough for
   * `checkEvery` to have adapted down — the overshoot is then ~1 ms of allocation — and every
   * 10 ms in loops of cheap units, where a sample, which costs microseconds, would show.)
   */
  check(total?: number, fromSpend?: number): void {
    const now = fromSpend ?? Date.now();
    const { maxMillis, maxHeapBytes } = this.limits;
    if (maxMillis !== undefined && now - this.start > maxMillis) {
      throw this.exceeded("maxMillis", maxMillis, now - this.start);
    }
    // Heavy units (checkEvery adapted down) are sampled every millisecond, cheap ones every 10 ms,
    // units that allocate fast (everyCap set) at every check: the heap and typed arrays, ~1 µs. The
    // resident set (memory V8 does not know of), 4 µs to 1 ms a reading, at most every rssEvery ms:
    // a profiled 20 s outcome search spent 7% of its time reading it every millisecond, a Cram search
    // 5–8% every 10 ms. Tables announce their typed arrays through reserve(), which reads it at once.
    const memoryEvery = this.everyCap < Infinity ? 0 : this.every < this.checkEvery ? 1 : TARGET_CHECK_MS;
    if (fromSpend === undefined || now - this.lastMemoryCheck >= memoryEvery) {
      this.lastMemoryCheck = now;
      this.heapBaseline();
      const m = this.lowWater(memoryNow());
      const heapGrown = m.heap - this.startHeap;
      let grown = heapGrown + Math.max(0, m.external - this.startExternal);
      if (maxHeapBytes !== undefined && (fromSpend === undefined || now - this.lastRssCheck >= rssEvery)) {
        this.lastRssCheck = now;
        grown = Math.max(this.rssGrowth(), grown);
      }
      if (maxHeapBytes !== undefined) this.paceByMemory(grown, maxHeapBytes);
      if (maxHeapBytes !== undefined && grown > maxHeapBytes && !(heapGrown > this.heapCap && this.heapCap < maxHeapBytes)) {
        throw this.exceeded("maxHeapBytes", maxHeapBytes, grown);
      }
      if (heapGrown > this.heapCap) {
        throw new BudgetExceededError("maxHeapBytes", this.heapCap, heapGrown, this.context, HEAP_GUARD_ORIGIN);
      }
    }
    if (this.onProgress && now - this.lastReport >= 250) {
      this.lastReport = now;
      this.onProgress({ done: this.positions, total, message: this.context });
    }
  }

  /**
   * Lower the units between checks when memory grew by more than 1/32 of `max` since the last
   * sample (see {@link everyCap}). O(1).
   */
  private paceByMemory(grown: number, max: number): void {
    const delta = grown - this.lastGrown;
    const units = this.positions - this.lastSampleUnits;
    this.lastGrown = grown;
    this.lastSampleUnits = this.positions;
    if (units <= 0 || delta <= max / 32) return;
    this.everyCap = Math.max(1, Math.floor((max / 32) / (delta / units)));
    this.every = Math.min(this.every, this.everyCap);
  }

  /** Emit a progress report unconditionally (e.g. at the end of a stage). */
  report(done: number, total?: number, message?: string): void {
    this.onProgress?.({ done, total, message: message ?? this.context });
  }
}
