/**
 * A value or outcome sweep in a worker thread of the warm pool (worker.ts), for
 * `notebook.sweepValues` / `sweepOutcomes`. Before the worker starts, the family is encoded for
 * the crossing (transfer.ts: positions as themselves, by the ruleset's `transfer`, or as pictures)
 * and everything that cannot cross is refused with an InputError naming the ruleset and the
 * position. The worker posts each row as soon as it is computed; the rows come back without their
 * positions and get this thread's own positions again (so a row's `position` is the very object the
 * family gave). An interrupt (kernel interrupt, abort signal) or the worker's death ends the sweep
 * with the rows received so far and `stopped: { index, label, reason: "interrupted" }` (or the
 * reason the worker died, e.g. out of memory).
 */
import type { BudgetLimits, ProgressReporter } from "../util";
import type { Ruleset } from "../ruleset";
import { positionText, withItemFields, type OutcomeSweepRow, type SweepResult, type SweepStop, type ValueSweepRow } from "../solvers";
import { DEFAULT_WORKER_HEAP_MIB, runJob } from "./worker";
import { encodeFamily } from "./transfer";

/** Where the worker finds the ruleset: a library export path, or a module file and its export. */
export type WorkerRulesetRef = string | { readonly module: string; readonly exportName?: string };

/** What {@link sweepInWorker} needs besides the ruleset and the positions. */
export interface WorkerSweepOptions {
  readonly budget?: BudgetLimits;
  readonly perPosition?: BudgetLimits;
  readonly onProgress?: ProgressReporter;
  readonly signal?: AbortSignal;
  readonly maxHeapMiB?: number;
  /** Search in the engines' debug mode (see `solvers.EngineOptions.debug`). */
  readonly debug?: boolean;
  /** Each position's family-item fields by index (`solvers.familyPositions`), copied into its row here (they never cross). */
  readonly fields?: readonly (Record<string, unknown> | undefined)[];
}

/**
 * The sweep of `ruleset` (this thread's copy, for encoding the positions and labelling a stop)
 * over `positions`, computed in a pooled worker that finds the ruleset by `ref`. Rejects with
 * InputError (before any worker starts) for positions that cannot cross, and with the worker's
 * error for a failure in the sweep (a bad move generator, ...). Cost: the sweep's, plus encoding
 * the family (see transfer.ts `encodeFamily`) and a worker start when none is warm.
 */
export async function sweepInWorker<P>(
  kind: "value" | "outcome",
  ruleset: Ruleset<P>,
  ref: WorkerRulesetRef,
  positions: readonly P[],
  opts: WorkerSweepOptions = {},
): Promise<SweepResult<ValueSweepRow<P>> | SweepResult<OutcomeSweepRow<P>>> {
  const family = encodeFamily(ruleset, positions);
  const rows: (ValueSweepRow<P> | OutcomeSweepRow<P>)[] = [];
  const end = await runJob({
    message: { type: "sweep", kind, ruleset: ref, family, budget: opts.budget, perPosition: opts.perPosition, debug: opts.debug === true, withProgress: opts.onProgress !== undefined },
    maxHeapMiB: opts.maxHeapMiB ?? DEFAULT_WORKER_HEAP_MIB,
    signal: opts.signal,
    onProgress: opts.onProgress,
    onRow: (row) => {
      const { index, ...rest } = row as Omit<ValueSweepRow<P>, "position">;
      rows.push(withItemFields({ index, position: positions[index]!, ...rest } as ValueSweepRow<P>, opts.fields?.[index]));
    },
    keepCellOnInterrupt: true,
  });
  if (end.kind === "error") throw end.error;
  if (end.kind === "result") {
    const stopped = (end.result as { stopped: SweepStop | null }).stopped;
    return { rows, stopped } as SweepResult<ValueSweepRow<P>>;
  }
  const index = rows.length;
  const label = index < positions.length ? positionText(ruleset, positions[index]!) : "";
  return { rows, stopped: { index, label, reason: end.reason } } as SweepResult<ValueSweepRow<P>>;
}
