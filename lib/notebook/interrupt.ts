/**
 * Kernel interrupts (SIGINT) for cgtlab's long computations in a notebook kernel or a script.
 *
 * Two facts about Node and tslab shape this module (issue 25, "Kernel died" on interrupting an
 * in-kernel sweep of a ruleset defined in a cell):
 *
 * 1. tslab runs each cell with `vm.runInThisContext(…, { breakOnSigint: true })`. For the length of
 *    that call Node removes every SIGINT listener, lets its watchdog own the signal, and re-adds the
 *    listeners afterwards. A listener added *during* the call — the synchronous part of a cell, such
 *    as the start of an awaited sweep — starts libuv's signal handler while the watchdog owns SIGINT;
 *    when the call returns the watchdog restores the default disposition over it, and re-adding the
 *    old listeners does not reinstall the handler (one is "already running"). The next interrupt
 *    then kills the kernel. So listeners are added and removed here only from a later event-loop
 *    turn (`setImmediate`), never inside a cell's synchronous part.
 * 2. tslab's own listener rejects the awaited cell at once ("Interrupted asynchronously"): a
 *    computation that stops cleanly and returns what it has (a sweep's rows) would finish after its
 *    cell was abandoned. While such a computation runs (`keepCell`), the kernel's listeners are held
 *    back, so an interrupt reaches only cgtlab and the cell goes on with the rows; the first
 *    interrupt gives them back, so a second one abandons the cell as before.
 *
 * {@link runInterruptibly} runs a piece of synchronous work under vm's breakOnSigint itself, so an
 * interrupt stops even one long position (V8 TerminateExecution; the engines and the cgt store are
 * safe against it, see lib/util/interrupts.ts).
 */
import vm from "node:vm";
import { checkOptions, optionNames } from "../util";
import { inKernel } from "./display";

type Listener = (...args: unknown[]) => void;

const running = new Set<() => void>();
let holders = 0;
/** The first interrupt gave the kernel's listeners back; they stay back until every holder is gone. */
let holdReleased = false;
let listening = false;
let suspended: Listener[] | undefined;
let syncScheduled = false;

function dispatch(): void {
  restoreKernelListeners(); // a second interrupt reaches the kernel as usual
  holdReleased = true;
  for (const stop of [...running]) {
    try {
      stop();
    } catch {
      // a stop function must not keep the others from running
    }
  }
}

function restoreKernelListeners(): void {
  if (suspended === undefined) return;
  const present = new Set(process.rawListeners("SIGINT"));
  for (const h of suspended) if (!present.has(h)) process.on("SIGINT", h);
  suspended = undefined;
}

/** Bring the SIGINT listeners in line with what is registered. Runs only from its own event-loop turn (see fact 1). */
function sync(): void {
  syncScheduled = false;
  if (running.size > 0 && !listening) {
    process.on("SIGINT", dispatch);
    listening = true;
  }
  const hold = holders > 0 && !holdReleased && running.size > 0;
  if (hold && suspended === undefined) {
    // ours is in place first, so the signal never falls back to its default (the process's death)
    suspended = (process.rawListeners("SIGINT") as Listener[]).filter((h) => h !== dispatch);
    for (const h of suspended) process.off("SIGINT", h);
  } else if (!hold) restoreKernelListeners();
  if (running.size === 0 && listening) {
    process.off("SIGINT", dispatch);
    listening = false;
  }
  if (holders === 0) holdReleased = false;
}

function scheduleSync(): void {
  if (syncScheduled) return;
  syncScheduled = true;
  setImmediate(sync);
}

/** The options {@link onInterrupt} takes. */
const INTERRUPT_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof onInterrupt>[1]>>({ keepCell: true });

/**
 * Call `stop` when SIGINT arrives (a kernel interrupt, Ctrl-C) until the returned function is
 * called. With `keepCell` inside a tslab kernel, the kernel's own SIGINT listeners are held back
 * meanwhile, so the interrupt does not abandon the running cell (see the module comment); the
 * first interrupt gives them back. The listeners change on the next event-loop turn, never inside
 * a cell's synchronous part. O(1) (O(listeners) on that turn).
 */
export function onInterrupt(stop: () => void, options: { keepCell?: boolean } = {}): () => void {
  checkOptions(options, INTERRUPT_OPTION_NAMES, "onInterrupt");
  const hold = options.keepCell === true && inKernel();
  const token = (): void => { stop(); };
  running.add(token);
  if (hold) holders++;
  scheduleSync();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    running.delete(token);
    if (hold) holders--;
    scheduleSync();
  };
}

const SLICE = Symbol.for("cgtlab.interruptibleSlice");
let sliceScript: vm.Script | undefined;

function isInterrupt(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === "ERR_SCRIPT_EXECUTION_INTERRUPTED";
}

/**
 * Run `work` synchronously under vm's breakOnSigint: an interrupt (SIGINT) during it stops it at
 * once — inside a long search too — and this returns false; true when it ran to its end. Other
 * errors propagate. Call it from an event-loop turn of its own (after an `await`), not inside a
 * cell's synchronous part (a nested breakOnSigint run would make the interrupt abandon the cell as
 * well). What the work leaves half-done must be safe against a cut (the engines and the cgt store
 * are). Cost: a few microseconds per call.
 */
export function runInterruptibly(work: () => void): boolean {
  const g = globalThis as Record<symbol, unknown>;
  sliceScript ??= new vm.Script(`globalThis[Symbol.for("cgtlab.interruptibleSlice")]()`, { filename: "cgtlab-interruptible-slice" });
  const outer = g[SLICE];
  g[SLICE] = work;
  try {
    sliceScript.runInThisContext({ breakOnSigint: true });
    return true;
  } catch (err) {
    if (isInterrupt(err)) return false;
    throw err;
  } finally {
    g[SLICE] = outer;
  }
}
