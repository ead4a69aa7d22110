/**
 * Budgets and progress for long computations.
 *
 * Every exponential search in cgtlab takes a {@link Budget}: a cap on positions, wall time
 * and heap growth. When a cap is passed the search stops with a {@link BudgetExceededError}
 * that names the limit, instead of exhausting memory and killing the process (or the Jupyter
 * kernel), as the seeds' programs did.
 */

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
  /** Maximum growth of the V8 heap (bytes) since the budget was created. */
  maxHeapBytes?: number;
}

/** Options accepted by long computations: a budget and an optional progress reporter. */
export interface RunOptions {
  budget?: Budget | BudgetLimits;
  onProgress?: ProgressReporter;
}

/** Thrown when a computation passes one of its {@link BudgetLimits}; `limit` names which. */
export class BudgetExceededError extends Error {
  constructor(
    readonly limit: keyof BudgetLimits,
    readonly value: number,
    readonly spent: number,
    context?: string,
  ) {
    super(
      `budget exceeded: ${limit} = ${value.toLocaleString("en-US")} ` +
        `(spent ${Math.round(spent).toLocaleString("en-US")})` +
        (context ? ` while computing ${context}` : "") +
        `; raise the ${limit} budget to go further`,
    );
    this.name = "BudgetExceededError";
  }
}

/**
 * Tracks work against {@link BudgetLimits}. `spend(n)` is O(1); the clock and heap are only
 * sampled every `checkEvery` units so the budget costs nothing measurable in hot loops.
 */
export class Budget {
  private positions = 0;
  private sinceCheck = 0;
  private readonly start = Date.now();
  private readonly startHeap: number;
  private lastReport = 0;

  constructor(
    readonly limits: BudgetLimits = {},
    private readonly onProgress?: ProgressReporter,
    readonly context?: string,
    private readonly checkEvery = 4096,
  ) {
    this.startHeap = limits.maxHeapBytes !== undefined ? process.memoryUsage().heapUsed : 0;
  }

  /** Build a budget from {@link RunOptions} (reusing a passed Budget instance as is). */
  static from(options: RunOptions | undefined, context?: string): Budget {
    const b = options?.budget;
    if (b instanceof Budget) return b;
    return new Budget(b ?? {}, options?.onProgress, context);
  }

  /** Number of units spent so far. */
  get spent(): number {
    return this.positions;
  }

  /** Milliseconds since the budget was created. */
  get elapsedMillis(): number {
    return Date.now() - this.start;
  }

  /** Record `n` units of work; throws {@link BudgetExceededError} when a limit is passed. */
  spend(n = 1): void {
    this.positions += n;
    const max = this.limits.maxPositions;
    if (max !== undefined && this.positions > max) {
      throw new BudgetExceededError("maxPositions", max, this.positions, this.context);
    }
    this.sinceCheck += n;
    if (this.sinceCheck >= this.checkEvery) {
      this.sinceCheck = 0;
      this.check();
    }
  }

  /** Check the time and heap limits now, and emit a throttled progress report. */
  check(total?: number): void {
    const now = Date.now();
    const { maxMillis, maxHeapBytes } = this.limits;
    if (maxMillis !== undefined && now - this.start > maxMillis) {
      throw new BudgetExceededError("maxMillis", maxMillis, now - this.start, this.context);
    }
    if (maxHeapBytes !== undefined) {
      const grown = process.memoryUsage().heapUsed - this.startHeap;
      if (grown > maxHeapBytes) {
        throw new BudgetExceededError("maxHeapBytes", maxHeapBytes, grown, this.context);
      }
    }
    if (this.onProgress && now - this.lastReport >= 250) {
      this.lastReport = now;
      this.onProgress({ done: this.positions, total, message: this.context });
    }
  }

  /** Emit a progress report unconditionally (e.g. at the end of a stage). */
  report(done: number, total?: number, message?: string): void {
    this.onProgress?.({ done, total, message: message ?? this.context });
  }
}
