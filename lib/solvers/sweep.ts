/**
 * Sweeps: a table over a family of positions, the family given as data (an array, or any
 * iterable or generator of positions). {@link sweep} is the generic loop — one row per position
 * computed by a caller's `evaluate`, a budget per position and for the whole sweep, progress, and
 * a clean stop at the first position past its budget (recorded in `stopped`, never thrown);
 * {@link valueSweep} and {@link outcomeSweep} are its instances for canonical values and outcome
 * classes of any ruleset. {@link sweepSliced} is the same loop made asynchronous: it returns to the
 * event loop every `sliceMillis` between positions, so a notebook kernel stays responsive and an
 * abort signal (a kernel interrupt) stops it between two positions.
 *
 * Rows are plain data (values printed by `cgt.format`, exact dyadic strings), never game ids,
 * so they survive a worker boundary and a store reset.
 */
import * as cgt from "../cgt";
import { Budget, BudgetExceededError, InputError, checkOptionNames, type BudgetLimits, type Progress, type ProgressReporter } from "../util";
import type { Ruleset } from "../ruleset";
import { engineFor, type OutcomeClass } from "./engine";

/** Where and why a sweep stopped early: the first position not computed and the budget message, or "interrupted". */
export interface SweepStop {
  /** Index of that position in the family (0-based). */
  readonly index: number;
  /** Its label (the ruleset's picture or the caller's label); "" when an interrupt came between two positions (the next one was not drawn from the family). */
  readonly label: string;
  /** The budget error's message (it names the limit), or "interrupted" (a kernel interrupt or an abort signal). */
  readonly reason: string;
}

/** {@link SweepStop.reason} of a sweep stopped by an interrupt or an abort signal. */
export const INTERRUPTED = "interrupted";

/** The rows computed, and where the sweep stopped if a budget stopped it (null when complete). */
export interface SweepResult<R> {
  rows: R[];
  stopped: SweepStop | null;
}

/** Options of every sweep. All plain data except the functions, so a sweep's options can cross to a worker without them. */
export interface SweepOptions<P> {
  /** Limits for the whole sweep (positions searched over all rows, total wall time, heap growth). */
  budget?: BudgetLimits;
  /** Limits for each position on its own (e.g. `{ maxMillis: 10_000 }`: stop at the first slow one). */
  perPosition?: BudgetLimits;
  /** Progress: `done` counts rows, `total` is the family's size when known, `message` the current position. */
  onProgress?: ProgressReporter;
  /** Size of the family when it is not an array (for the progress bar). */
  total?: number;
  /** Label of a position in rows and messages (default: the ruleset's picture, else its index). */
  label?: (position: P, index: number) => string;
  /**
   * Value and outcome sweeps: search each position in the engines' debug mode (see
   * `solvers.EngineOptions`): the ruleset's keys, options and components are checked on every
   * position visited, from empty tables (slower; for small positions; `searched` is then 0).
   */
  debug?: boolean;
}

/**
 * A family item: a position and fields of the caller's own (e.g. `{ position, n: 5, label: "5 heaps" }`),
 * which the sweep copies into the item's row beside the computed columns.
 */
export type FamilyItem<P, X extends object = object> = { readonly position: P } & X;

/** A family given as items ({@link FamilyItem}): each row carries its item's own fields. */
export interface ItemFamily<P, X extends object = object> {
  readonly items: Iterable<FamilyItem<P, X>>;
}

/** Column names of value and outcome rows, which an item's own fields may not use. */
const ROW_COLUMNS: ReadonlySet<string> = new Set(["index", "position", "picture", "value", "nim_value", "birthday", "temperature", "left_stop", "right_stop", "mean", "outcome", "searched", "time_ms"]);

/** Whether a family is given as items (`{ items }`), not as positions. O(1). */
export function isItemFamily(family: unknown): family is ItemFamily<unknown> {
  return typeof family === "object" && family !== null && !Array.isArray(family) && typeof (family as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== "function" && "items" in family;
}

/**
 * An item's own fields (all but `position`), checked: the item must be an object with a
 * `position`, and its fields must not be named as a row's columns. O(fields).
 */
export function itemFields(item: unknown, index: number): Record<string, unknown> {
  if (typeof item !== "object" || item === null || Array.isArray(item) || !("position" in item)) {
    throw new InputError(`sweep: family item ${index + 1} must be an object { position, ...fields of your own }, got ${item === null ? "null" : Array.isArray(item) ? "an array" : typeof item}${typeof item === "object" && item !== null && !Array.isArray(item) ? " without a position field" : ""}`);
  }
  const { position: _p, ...fields } = item as Record<string, unknown>;
  for (const name of Object.keys(fields)) {
    if (ROW_COLUMNS.has(name)) throw new InputError(`sweep: family item ${index + 1} has a field "${name}", which is a column of the sweep's rows: rename it`);
  }
  return fields;
}

/**
 * The positions of a family and, for an {@link ItemFamily}, each item's own fields by index (read
 * as the positions are drawn; an array of items is checked whole before the sweep starts). O(1) per item.
 */
export function familyPositions<P>(family: Iterable<P> | ItemFamily<P>): { positions: Iterable<P>; fields: (Record<string, unknown> | undefined)[] | undefined } {
  if (!isItemFamily(family)) return { positions: family as Iterable<P>, fields: undefined };
  const items = (family as ItemFamily<P>).items;
  if (items === null || items === undefined || typeof (items as Iterable<unknown>)[Symbol.iterator] !== "function" || typeof items === "string") {
    throw new InputError(`sweep: { items } must hold an array or iterable of items { position, ...fields }, got ${items === null ? "null" : typeof items}`);
  }
  const fields: Record<string, unknown>[] = [];
  if (Array.isArray(items)) {
    items.forEach((it, i) => fields.push(itemFields(it, i)));
    return { positions: items.map((it: FamilyItem<P>) => it.position), fields };
  }
  function* lazy(): Generator<P> {
    let i = 0;
    for (const it of items) {
      fields.push(itemFields(it, i++));
      yield (it as FamilyItem<P>).position;
    }
  }
  return { positions: lazy(), fields };
}

/** A row with its item's own fields after `index` (the row unchanged without fields). O(fields). */
export function withItemFields<R extends { index: number }>(row: R, fields: Record<string, unknown> | undefined): R {
  if (fields === undefined) return row;
  const { index, ...rest } = row;
  return { index, ...fields, ...rest } as unknown as R;
}

/** A budget charging each unit to its own limits and to a parent budget (the whole sweep). */
class ChildBudget extends Budget {
  constructor(
    private readonly parent: Budget,
    limits: BudgetLimits,
    onProgress: ProgressReporter | undefined,
    context: string,
  ) {
    super(limits, onProgress, context);
  }
  override spend(n = 1): void {
    this.parent.spend(n);
    super.spend(n);
  }
}

function checkLimits(what: string, limits: unknown): BudgetLimits {
  if (limits === undefined) return {};
  if (typeof limits !== "object" || limits === null || Array.isArray(limits)) {
    throw new InputError(`sweep: ${what} must be an object of limits such as { maxMillis: 10000 }, got ${JSON.stringify(limits)}`);
  }
  for (const [k, v] of Object.entries(limits)) {
    if (k !== "maxPositions" && k !== "maxMillis" && k !== "maxHeapBytes") {
      throw new InputError(`sweep: ${what} has an unknown limit "${k}" (known: maxPositions, maxMillis, maxHeapBytes)`);
    }
    if (v !== undefined && (typeof v !== "number" || !(v >= 0))) {
      throw new InputError(`sweep: ${what}.${k} must be a non-negative number, got ${JSON.stringify(v)}`);
    }
  }
  return limits as BudgetLimits;
}

function familyIterator<P>(family: Iterable<P>): Iterator<P> {
  if (family === null || family === undefined || typeof (family as Iterable<P>)[Symbol.iterator] !== "function" || typeof family === "string") {
    throw new InputError(`sweep: the family of positions must be an array, iterable or generator of positions, got ${family === null ? "null" : typeof family}`);
  }
  return family[Symbol.iterator]();
}

/** The state of one sweep, advanced one position at a time (shared by the sync and sliced loops). */
class SweepRun<P, R> {
  readonly rows: R[] = [];
  stopped: SweepStop | null = null;
  private readonly it: Iterator<P>;
  private readonly whole: Budget;
  private readonly perPosition: BudgetLimits;
  private readonly total: number | undefined;
  private index = 0;
  /** The position being evaluated (its index and label), while {@link step} runs: what an interrupt cuts off. */
  private current: { index: number; label: string } | undefined;

  constructor(
    family: Iterable<P>,
    private readonly evaluate: (position: P, index: number, budget: Budget) => R,
    private readonly options: SweepOptions<P>,
    private readonly defaultLabel: (position: P, index: number) => string,
    optionNames: readonly string[],
    what: string,
  ) {
    checkOptionNames(options, optionNames, what);
    if (typeof evaluate !== "function") throw new InputError("sweep: evaluate must be a function (position, index, budget) => row");
    if (options.label !== undefined && typeof options.label !== "function") throw new InputError("sweep: label must be a function (position, index) => string");
    this.whole = new Budget(checkLimits("budget", options.budget), undefined, "the sweep");
    this.perPosition = checkLimits("perPosition", options.perPosition);
    this.total = Array.isArray(family) ? family.length : options.total;
    this.it = familyIterator(family);
  }

  /** Compute the next row; false when the family is exhausted or a budget stopped the sweep. */
  step(): boolean {
    if (this.stopped !== null) return false;
    const next = this.it.next();
    if (next.done === true) return false;
    const i = this.index++;
    const p = next.value;
    const label = (this.options.label ?? this.defaultLabel)(p, i);
    const report = this.options.onProgress;
    const inner: ProgressReporter | undefined =
      report && ((q: Progress) => { report({ done: i, total: this.total, message: `${label}: ${q.done.toLocaleString("en-US")} positions searched` }); });
    const budget = new ChildBudget(this.whole, this.perPosition, inner, label);
    this.current = { index: i, label };
    try {
      this.rows.push(this.evaluate(p, i, budget));
    } catch (err) {
      if (!(err instanceof BudgetExceededError)) throw err;
      this.stopped = { index: i, label, reason: err.message };
      return false;
    } finally {
      this.current = undefined; // (an interrupt skips this: then interrupt() reports the position)
    }
    report?.({ done: i + 1, total: this.total, message: label });
    return true;
  }

  /**
   * Stop as interrupted: at the position an interrupt cut off (its row is dropped; the engines'
   * tables stay consistent, see lib/util/interrupts.ts), or before the next position. O(1).
   */
  interrupt(): void {
    if (this.stopped !== null) return;
    const at = this.current ?? { index: this.index, label: "" };
    this.current = undefined;
    this.stopped = { index: at.index, label: at.label, reason: INTERRUPTED };
  }
}

/**
 * One row per position of `family`, computed by `evaluate(position, index, budget)` (which must
 * spend the budget it is given in its search). Each position has its own budget (`perPosition`)
 * charged also to the sweep's (`budget`); the first position past either stops the sweep, recorded
 * in `stopped`. Other errors propagate. Cost: Σ of evaluate's costs (plus O(1) per row).
 */
export function sweep<P, R>(family: Iterable<P>, evaluate: (position: P, index: number, budget: Budget) => R, options: SweepOptions<P> = {}): SweepResult<R> {
  const run = new SweepRun(family, evaluate, options, (_p, i) => `#${i}`, SWEEP_OPTION_NAMES, "sweep");
  while (run.step());
  return { rows: run.rows, stopped: run.stopped };
}

/** Options of {@link sweepSliced}: a sweep's options, how long to compute between returns to the event loop, and an abort signal. */
export interface SlicedSweepOptions<P> extends SweepOptions<P> {
  /** Milliseconds of computing between two returns to the event loop (default 100). */
  sliceMillis?: number;
  /** Aborting it stops the sweep before the next position: the result has the rows computed so far and `stopped.reason` "interrupted". */
  signal?: AbortSignal;
  /**
   * Runs one slice of work (`slice()`); returns false when an interrupt cut the slice off (then the
   * position under way is dropped and the sweep ends as interrupted, with the rows before it).
   * notebook.sweepValues runs slices under `vm`'s breakOnSigint, so that a kernel interrupt stops
   * even a long single position. Default: call it.
   */
  runSlice?: (slice: () => void) => boolean;
}

/** The fields of {@link SweepOptions} and {@link SlicedSweepOptions}: any other is refused by name (a misspelt option, or a limit beside `budget`, would be ignored). */
const SWEEP_OPTION_NAMES: readonly string[] = ["budget", "perPosition", "onProgress", "total", "label", "debug"];
const SLICED_SWEEP_OPTION_NAMES: readonly string[] = [...SWEEP_OPTION_NAMES, "sliceMillis", "signal", "runSlice"];

/**
 * {@link sweep} in time slices: it computes positions for about `sliceMillis`, then yields to the
 * event loop (so a kernel's outputs go out, progress shows, and an interrupt can be handled), and
 * checks `signal` before each position. An abort (or an interrupt cutting a slice, see `runSlice`)
 * ends the sweep cleanly: the rows computed so far, `stopped: { index, label, reason: "interrupted" }`.
 * Without `runSlice` a single position is never split: one slow position delays the next slice
 * (bound it with `perPosition: { maxMillis }`). Other errors reject. Cost: {@link sweep}'s, plus one
 * event-loop turn per slice.
 */
export async function sweepSliced<P, R>(
  family: Iterable<P>,
  evaluate: (position: P, index: number, budget: Budget) => R,
  options: SlicedSweepOptions<P> = {},
): Promise<SweepResult<R>> {
  const slice = options.sliceMillis ?? 100;
  if (typeof slice !== "number" || !(slice > 0)) throw new InputError(`sweepSliced: sliceMillis must be a positive number, got ${JSON.stringify(options.sliceMillis)}`);
  if (options.runSlice !== undefined && typeof options.runSlice !== "function") throw new InputError("sweepSliced: runSlice must be a function (slice) => boolean");
  const run = new SweepRun(family, evaluate, options, (_p, i) => `#${i}`, SLICED_SWEEP_OPTION_NAMES, "sweepSliced");
  const signal = options.signal;
  let more = true;
  const work = (): void => {
    const end = Date.now() + slice;
    do {
      if (signal?.aborted) {
        run.interrupt();
        more = false;
        return;
      }
      more = run.step();
    } while (more && Date.now() < end);
  };
  while (more) {
    if (options.runSlice === undefined) work();
    else if (!options.runSlice(work)) {
      run.interrupt();
      more = false;
    }
    if (more) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { rows: run.rows, stopped: run.stopped };
}

/** The columns a value table gives every canonical value (see {@link valueColumns}). */
export interface ValueColumns {
  /** Canonical form as printed by `cgt.format`. */
  value: string;
  birthday: number;
  /** Exact dyadic strings; temperature −1 for integers (CGSuite's convention). */
  temperature: string;
  left_stop: string;
  right_stop: string;
  mean: string;
}

/**
 * A canonical value's table columns: its notation, birthday, temperature, stops and mean as exact
 * strings (plain data, worker- and CSV-safe). Cost: a few passes over its canonical form (memoized in lib/cgt).
 */
export function valueColumns(g: cgt.Game): ValueColumns {
  return {
    value: cgt.format(g),
    birthday: cgt.birthday(g),
    temperature: cgt.dyadicToString(cgt.temperature(g)),
    left_stop: cgt.dyadicToString(cgt.leftStop(g)),
    right_stop: cgt.dyadicToString(cgt.rightStop(g)),
    mean: cgt.dyadicToString(cgt.mean(g)),
  };
}

/**
 * One row of a {@link valueSweep}: the position itself, its canonical value and the value's main
 * invariants (plain data beside the position). An impartial ruleset's rows also carry the
 * nim-value as a number (`nim_value`).
 */
export interface ValueSweepRow<P = unknown> extends ValueColumns {
  index: number;
  /** The position itself (as the family gave it). */
  position: P;
  /** The ruleset's picture of it (`format`), when the ruleset has one and the position is not itself a string. */
  picture?: string;
  /** Impartial rulesets only: the nim-value n of the value *n. */
  nim_value?: number;
  /** Outcome class of the value: L, R, N (first player wins) or P (second player wins). */
  outcome: OutcomeClass;
  /** Components the engine searched for this row (table hits from earlier rows are free). */
  searched: number;
  time_ms: number;
}

/** One row of an {@link outcomeSweep}: the position itself and its outcome class. */
export interface OutcomeSweepRow<P = unknown> {
  index: number;
  /** The position itself (as the family gave it). */
  position: P;
  /** The ruleset's picture of it, as in {@link ValueSweepRow}. */
  picture?: string;
  outcome: OutcomeClass;
  /** Positions the outcome search expanded for this row. */
  searched: number;
  time_ms: number;
}

/**
 * A position as one line of text for labels and messages: the ruleset's picture (`format`) when it
 * has one, else strings and numbers as themselves, objects that print as a picture (a `toString`
 * of their own, e.g. grids and boards) by it with line breaks as `|`, and anything else as JSON
 * (BigInts as decimals). Never a bare index. O(size of the position).
 */
export function positionText<P>(ruleset: Pick<Ruleset<P>, "format">, position: P): string {
  if (ruleset.format !== undefined) {
    try {
      return ruleset.format(position);
    } catch {
      // fall through to the position's own text
    }
  }
  return plainText(position);
}

function plainText(x: unknown): string {
  if (typeof x === "string") return x;
  if (typeof x !== "object" || x === null) return String(x);
  const own = (x as { toString?: unknown }).toString;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- x has its own toString (checked on this line)
  if (typeof own === "function" && own !== Object.prototype.toString && own !== Array.prototype.toString) return String(x).split("\n").join("|");
  try {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the last resort when JSON has nothing to say
    return JSON.stringify(x, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v)) ?? String(x);
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the last resort when JSON fails (a cycle)
    return String(x);
  }
}

function rulesetLabel<P>(ruleset: Ruleset<P>): (position: P, index: number) => string {
  return (p) => positionText(ruleset, p);
}

/** The row's position columns: the position itself, and its picture when the ruleset formats a non-string position. */
function positionColumns<P>(ruleset: Ruleset<P>, p: P, label: string): { position: P; picture?: string } {
  return ruleset.format !== undefined && typeof p !== "string" ? { position: p, picture: label } : { position: p };
}

function checkPartizan<P>(ruleset: Ruleset<P>, what: string): void {
  if (typeof ruleset !== "object" || ruleset === null || (ruleset.kind !== "partizan" && ruleset.kind !== "impartial")) {
    throw new InputError(`${what} needs a ruleset made by ruleset.definePartizan / defineImpartial, got ${ruleset === null ? "null" : typeof ruleset}`);
  }
}

function checkDebug(debug: unknown): void {
  if (typeof debug !== "boolean") throw new InputError(`sweep: debug must be true or false, got ${JSON.stringify(debug)}`);
}

/** The evaluate function of {@link valueSweep}, for {@link sweep} / {@link sweepSliced}. */
export function valueSweepEvaluator<P>(ruleset: Ruleset<P>, label = rulesetLabel(ruleset), debug = false): (position: P, index: number, budget: Budget) => ValueSweepRow<P> {
  checkPartizan(ruleset, "valueSweep");
  checkDebug(debug);
  const engine = engineFor(ruleset);
  const impartial = ruleset.kind === "impartial";
  return (p, index, budget) => {
    const t0 = performance.now();
    const before = engine.stats.valuePositions;
    const g = engine.value(p, { budget, debug });
    const columns = valueColumns(g);
    return {
      index,
      ...positionColumns(ruleset, p, label(p, index)),
      value: columns.value,
      ...(impartial ? { nim_value: cgt.nimberValue(g) } : {}),
      birthday: columns.birthday,
      temperature: columns.temperature,
      left_stop: columns.left_stop,
      right_stop: columns.right_stop,
      mean: columns.mean,
      outcome: cgt.outcome(g),
      searched: engine.stats.valuePositions - before,
      time_ms: Math.round((performance.now() - t0) * 100) / 100,
    };
  };
}

/** The evaluate function of {@link outcomeSweep}. */
export function outcomeSweepEvaluator<P>(ruleset: Ruleset<P>, label = rulesetLabel(ruleset), debug = false): (position: P, index: number, budget: Budget) => OutcomeSweepRow<P> {
  checkPartizan(ruleset, "outcomeSweep");
  checkDebug(debug);
  const engine = engineFor(ruleset);
  return (p, index, budget) => {
    const t0 = performance.now();
    const before = engine.stats.outcomePositions;
    const outcome = engine.outcome(p, { budget, debug });
    return { index, ...positionColumns(ruleset, p, label(p, index)), outcome, searched: engine.stats.outcomePositions - before, time_ms: Math.round((performance.now() - t0) * 100) / 100 };
  };
}

/**
 * Canonical values of every position of `family` under `ruleset` (the ruleset's shared engine,
 * so components met in earlier rows are free), one {@link ValueSweepRow} each (with the fields of
 * the family's item when the family is given as `{ items }`, see {@link ItemFamily}); stops at the first
 * position past its budget (see {@link sweep}). Cost: the engine's over the union of the family's
 * positions, plus the invariants of each value (linear in its canonical size).
 *
 * @example
 * ```ts
 * // one row per position; values printed by cgt.format (Lessons in Play: xo = *, xxo = ↑, oox = ↓)
 * const c = games.clobber.clobber;
 * const table = solvers.valueSweep(c, ["xo", "xxo", "oox"].map((p) => c.parse!(p)));
 * table.rows.map((r) => r.value); // → ["*", "↑", "↓"]
 * table.rows.map((r) => r.outcome); // → ["N", "L", "R"]
 * table.stopped; // → null
 * // a family of items: each row carries its item's own fields
 * const items = solvers.valueSweep(c, { items: [{ position: c.parse!("xxo"), n: 3 }] });
 * items.rows[0].n; // → 3
 * ```
 */
export function valueSweep<P, X extends object = object>(ruleset: Ruleset<P>, family: Iterable<P> | ItemFamily<P, X>, options: SweepOptions<P> = {}): SweepResult<ValueSweepRow<P> & X> {
  const label = options.label ?? rulesetLabel(ruleset);
  const { positions, fields } = familyPositions(family as Iterable<P> | ItemFamily<P>);
  const evaluate = valueSweepEvaluator(ruleset, label, options.debug ?? false);
  return sweep(positions, (p, i, b) => withItemFields(evaluate(p, i, b), fields?.[i]), { ...options, label }) as SweepResult<ValueSweepRow<P> & X>;
}

/** Outcome classes of every position of `family` by the engine's plain search (no canonical forms), as {@link valueSweep}. Cost: that search's. */
export function outcomeSweep<P, X extends object = object>(ruleset: Ruleset<P>, family: Iterable<P> | ItemFamily<P, X>, options: SweepOptions<P> = {}): SweepResult<OutcomeSweepRow<P> & X> {
  const label = options.label ?? rulesetLabel(ruleset);
  const { positions, fields } = familyPositions(family as Iterable<P> | ItemFamily<P>);
  const evaluate = outcomeSweepEvaluator(ruleset, label, options.debug ?? false);
  return sweep(positions, (p, i, b) => withItemFields(evaluate(p, i, b), fields?.[i]), { ...options, label }) as SweepResult<OutcomeSweepRow<P> & X>;
}

/** {@link valueSweep} in time slices ({@link sweepSliced}): for rulesets that cannot go to a worker (defined in a notebook cell). */
export function valueSweepSliced<P, X extends object = object>(ruleset: Ruleset<P>, family: Iterable<P> | ItemFamily<P, X>, options: SlicedSweepOptions<P> = {}): Promise<SweepResult<ValueSweepRow<P> & X>> {
  const label = options.label ?? rulesetLabel(ruleset);
  const { positions, fields } = familyPositions(family as Iterable<P> | ItemFamily<P>);
  const evaluate = valueSweepEvaluator(ruleset, label, options.debug ?? false);
  return sweepSliced(positions, (p, i, b) => withItemFields(evaluate(p, i, b), fields?.[i]), { ...options, label }) as Promise<SweepResult<ValueSweepRow<P> & X>>;
}

/** {@link outcomeSweep} in time slices ({@link sweepSliced}). */
export function outcomeSweepSliced<P, X extends object = object>(ruleset: Ruleset<P>, family: Iterable<P> | ItemFamily<P, X>, options: SlicedSweepOptions<P> = {}): Promise<SweepResult<OutcomeSweepRow<P> & X>> {
  const label = options.label ?? rulesetLabel(ruleset);
  const { positions, fields } = familyPositions(family as Iterable<P> | ItemFamily<P>);
  const evaluate = outcomeSweepEvaluator(ruleset, label, options.debug ?? false);
  return sweepSliced(positions, (p, i, b) => withItemFields(evaluate(p, i, b), fields?.[i]), { ...options, label }) as Promise<SweepResult<OutcomeSweepRow<P> & X>>;
}
