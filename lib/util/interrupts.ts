/**
 * Work that an interrupt can cut off in the middle, and its repair.
 *
 * A notebook kernel interrupt (tslab runs every cell with `vm.runInThisContext(…, { breakOnSigint:
 * true })`; Ctrl-C in a script that does the same) stops JavaScript with V8's TerminateExecution:
 * every frame unwinds at once and **no `finally` block runs**. State that a computation marks while
 * it works and clears in a `finally` (an engine's "being computed" marks, a budget installed for a
 * nested call) would stay marked for ever: the next call would report a loop that is not there.
 *
 * A {@link CutRegion} is such a piece of work: {@link enterRegion} when it starts, {@link leaveRegion}
 * when it ends (normally or by an ordinary exception). Every region is entered inside a call of a
 * function whose name is the region's `frame` (a name unique in the library, e.g. the engine's
 * walker `cgtlabEngineWalk`), and stays open only while that call is on the JavaScript stack. A
 * region still open when a later call starts was either cut off by an interrupt, or is an outer
 * call still running (a ruleset's hook calling the engine again). {@link repairCutRegions} tells
 * them apart by counting the region frames on the stack: the most recent k regions of a frame name
 * are live when k such frames are on the stack, and every older one was cut off and is repaired
 * (its `repair()` clears its marks) and closed. An interrupt unwinds everything above the point
 * where it is caught (the cell), so cut-off regions are always older than live ones.
 *
 * Cost: O(1) when no region is open (the common case: one array length read per call); otherwise
 * one stack trace (O(stack depth)), i.e. only for nested calls and once after an interrupt.
 */

/** A piece of work that an interrupt may cut off: see the module comment. */
export interface CutRegion {
  /** Name of the function inside whose call the region lives (counted on the JavaScript stack). */
  readonly frame: string;
  /** Undo what the cut-off work left half-done (idempotent, must not throw). */
  repair(): void;
}

const open: CutRegion[] = [];

/** Open a region (call it inside the function named `region.frame`). O(1). */
export function enterRegion(region: CutRegion): void {
  open.push(region);
}

/** Close a region that ended (normally or with an exception). O(1) for the latest region. */
export function leaveRegion(region: CutRegion): void {
  const n = open.length;
  if (n > 0 && open[n - 1] === region) {
    open.length = n - 1;
    return;
  }
  const i = open.lastIndexOf(region);
  if (i >= 0) open.splice(i, 1);
}

/** Regions open now (cut-off ones included until the next {@link repairCutRegions}). O(1). */
export function openRegionCount(): number {
  return open.length;
}

/** How many times each name of `names` occurs as a function on the current JavaScript stack. O(stack depth). */
function framesOnStack(names: ReadonlySet<string>): Map<string, number> {
  const saved = Error.stackTraceLimit;
  let stack: string;
  try {
    Error.stackTraceLimit = Infinity;
    stack = new Error().stack ?? "";
  } finally {
    Error.stackTraceLimit = saved;
  }
  const counts = new Map<string, number>();
  for (const name of names) {
    const re = new RegExp(`\\b${name}\\b`, "g");
    counts.set(name, (stack.match(re) ?? []).length);
  }
  return counts;
}

/**
 * Repair and close every open region that an interrupt cut off (see the module comment); live
 * ones (outer calls still running) stay open. Call it at the start of each call that may find
 * marks of earlier work. O(1) when nothing is open, else O(stack depth + open regions).
 */
export function repairCutRegions(): void {
  if (open.length === 0) return;
  const names = new Set(open.map((r) => r.frame));
  const live = framesOnStack(names);
  for (let i = open.length - 1; i >= 0; i--) {
    const r = open[i]!;
    const k = live.get(r.frame) ?? 0;
    if (k > 0) {
      live.set(r.frame, k - 1);
      continue;
    }
    try {
      r.repair();
    } catch {
      // a repair must not throw; if one does, the region is closed anyway
    }
    open.splice(i, 1); // after the repair: a cut during it leaves the region open, repaired again next time
  }
}
