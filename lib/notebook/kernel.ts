/**
 * Robust kernel output and end-of-run checks for the tslab kernel.
 *
 * **Why outputs could fail.** tslab publishes every output (stream text, display data, the
 * kernel's busy/idle status) on one ZeroMQ PUB socket without awaiting the send. zeromq.js 6
 * completes up to 512 sends synchronously, then delays one until the event loop runs; any
 * further send before that throws "Socket is busy writing" *synchronously*. So the 513th
 * output of a synchronous stretch (a loop of displays, or the busy status followed by a cell's
 * first `display`) threw inside the cell, and tslab's own `console.error` of that exception was
 * dropped the same way: the cell failed with an empty error (issue 18, notebook 07 under load,
 * where time-throttled progress updates made the count timing-dependent).
 *
 * {@link installOutputQueue} wraps the PUB socket's `send` so that a send issued while another
 * is in flight is queued behind it (order preserved, nothing thrown, nothing dropped); queued
 * outputs go out as soon as the event loop turns, and always before the cell's idle status,
 * which is queued behind them. It is installed when cgtlab's notebook layer is first used in a
 * kernel. Cost: one promise per output.
 *
 * {@link trackPending} and {@link settle} let the executor wait for outputs promised but not
 * awaited (an un-awaited `exportFigure`) and fail the run on errors raised after a cell ended
 * (timer exceptions, unhandled rejections).
 */
import { dirname } from "node:path";

interface SendingSocket {
  send(message: unknown): Promise<void>;
}
type SendFn = (this: SendingSocket, message: unknown) => Promise<void>;

const QUEUED = Symbol.for("cgtlab.outputQueue");
const tails = new WeakMap<object, Promise<void>>();
/** The tail of the most recent queued send of any socket (settles once it and every send before it on its socket went out). */
let lastTail: Promise<void> | undefined;

function isBusy(err: unknown): boolean {
  return err instanceof Error && /busy writing/i.test(err.message);
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Send `message` with `original`, retrying on the next event-loop turns while the socket
 * reports it is busy (a send issued before the queue was installed may still be in flight).
 */
async function sendWhenFree(socket: SendingSocket, original: SendFn, message: unknown): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await original.call(socket, message); return;
    } catch (err) {
      if (!isBusy(err) || attempt >= 10_000) throw err;
      await nextTurn();
    }
  }
}

/** `send` that queues behind the socket's previous send instead of throwing when it is busy. */
export function queuedSend(original: SendFn): SendFn {
  return function send(this: SendingSocket, message: unknown): Promise<void> {
    const previous = tails.get(this);
    let sent: Promise<void>;
    if (previous === undefined) {
      try {
        sent = original.call(this, message);
      } catch (err) {
        if (!isBusy(err)) throw err;
        sent = nextTurn().then(() => sendWhenFree(this, original, message));
      }
    } else {
      sent = previous.then(() => sendWhenFree(this, original, message));
    }
    const tail = sent.then(
      () => undefined,
      () => undefined,
    );
    tails.set(this, tail);
    lastTail = tail;
    void tail.then(() => {
      if (tails.get(this) === tail) tails.delete(this);
      if (lastTail === tail) lastTail = undefined;
    });
    return sent;
  };
}

/**
 * Resolves once every output queued so far has gone out on the socket, or after `maxMillis`
 * (default 5 s), whichever comes first; at once when nothing is queued. Called before work that
 * blocks the event loop (loading and starting Chromium for an image export), so that a chart
 * displayed just before goes out first instead of waiting behind it. Cost: one event-loop wait.
 */
export function outputsSent(maxMillis = 5000): Promise<void> {
  const tail = lastTail;
  if (tail === undefined) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxMillis);
    timer.unref();
  });
  return Promise.race([tail, limit]).then(() => { clearTimeout(timer); });
}

/** zeromq's socket classes as loaded by tslab (the same module instance), or undefined. */
function tslabZeromq(): Record<string, { prototype: object } | undefined> | undefined {
  try {
    const tslabDir = dirname(require.resolve("tslab/package.json"));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily at run time, only inside the tslab kernel (tslab is not a dependency of the library)
    return require(require.resolve("zeromq", { paths: [tslabDir] })) as Record<string, { prototype: object } | undefined>;
  } catch {
    return undefined;
  }
}

/**
 * Make the kernel's output socket queue sends instead of throwing "Socket is busy writing"
 * (see the module comment). Idempotent; a no-op outside a tslab kernel. Returns whether the
 * queue is in place.
 */
export function installOutputQueue(): boolean {
  const zmq = tslabZeromq();
  const proto = zmq?.Publisher?.prototype as (Record<PropertyKey, unknown> & { send?: SendFn }) | undefined;
  if (!proto || typeof proto.send !== "function") return false;
  if (proto[QUEUED]) return true;
  const original = proto.send;
  Object.defineProperty(proto, "send", { value: queuedSend(original), writable: true, configurable: true });
  Object.defineProperty(proto, QUEUED, { value: true });
  return true;
}

const pending = new Set<Promise<unknown>>();
const lateErrors: string[] = [];
let hooked = false;

function describeError(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

/**
 * Record errors raised outside any cell's await (timer exceptions, unhandled rejections) so
 * that {@link settle} can fail the run with them. tslab keeps its own handlers (which print).
 */
export function recordLateErrors(): void {
  if (hooked) return;
  hooked = true;
  process.on("uncaughtException", (err) => {
    if (!isKernelInternal(err)) lateErrors.push(`uncaught exception: ${describeError(err)}`);
  });
  process.on("unhandledRejection", (reason) => {
    if (!isKernelInternal(reason)) lateErrors.push(`unhandled promise rejection: ${describeError(reason)}`);
  });
}

/**
 * An error thrown by tslab itself (its first stack frame is in tslab's code), e.g. its
 * converter's "Unexpected pending rebuildTimer" under load: the kernel's business, harmless to
 * the notebook's results, and not an error of the notebook.
 */
export function isKernelInternal(err: unknown): boolean {
  const stack = err instanceof Error ? err.stack ?? "" : "";
  const first = stack.split("\n").find((l) => /^\s+at /.test(l)) ?? "";
  return /[\\/]node_modules[\\/]tslab[\\/]/.test(first);
}

/** Track an output promise (an export) so that {@link settle} waits for it. Returns it unchanged. */
export function trackPending<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  const done = () => pending.delete(promise);
  promise.then(done, done);
  return promise;
}

/**
 * Wait until every tracked output promise has settled, then throw an Error listing the
 * errors raised after their cells (late exceptions, rejections, failed un-awaited exports).
 * Run by the notebook executor after the last cell. Cost: waits for the pending work.
 */
export async function settle(): Promise<void> {
  const failures: string[] = [];
  while (pending.size > 0) {
    const batch = [...pending];
    const results = await Promise.allSettled(batch);
    for (const r of results) {
      if (r.status === "rejected") failures.push(`an output that was not awaited failed: ${describeError(r.reason)}`);
    }
    for (const p of batch) pending.delete(p);
  }
  await nextTurn();
  const all = [...lateErrors.splice(0), ...failures];
  if (all.length > 0) {
    const err = new Error(`errors after the cells ended: ${all.join("; ")}`);
    err.name = "LateError";
    throw err;
  }
}

const SHUTDOWN_HOOKS = Symbol.for("cgtlab.shutdownHooks");

/**
 * Run `release` when the tslab kernel shuts down (a Jupyter shutdown request: closing the
 * notebook, a restart, the end of `reproduce`), so that resources the kernel keeps open, such as
 * the headless browser, do not hold the process alive after tslab closed its sockets. A no-op
 * outside a tslab kernel; returns whether the hook is in place. O(1).
 */
export function onKernelShutdown(release: () => unknown): boolean {
  let server: { prototype: Record<PropertyKey, unknown> } | undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily at run time, only inside the tslab kernel (tslab is not a dependency of the library)
    server = (require("tslab/dist/jupyter") as { ZmqServer?: { prototype: Record<PropertyKey, unknown> } }).ZmqServer;
  } catch {
    return false;
  }
  const proto = server?.prototype;
  if (!proto || typeof proto.close !== "function") return false;
  let hooks = proto[SHUTDOWN_HOOKS] as (() => unknown)[] | undefined;
  if (!hooks) {
    const list: (() => unknown)[] = [];
    hooks = list;
    const original = proto.close as (this: unknown) => unknown;
    Object.defineProperty(proto, "close", {
      value: function close(this: unknown) {
        for (const hook of list.splice(0)) {
          try {
            void Promise.resolve(hook()).catch(() => undefined);
          } catch {
            /* a failing release must not keep the kernel from closing */
          }
        }
        return original.call(this);
      },
      writable: true,
      configurable: true,
    });
    Object.defineProperty(proto, SHUTDOWN_HOOKS, { value: list });
  }
  if (!hooks.includes(release)) hooks.push(release);
  return true;
}
