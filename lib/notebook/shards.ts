/**
 * Sharded work over worker threads: one worker per shard of a shardable library function (a
 * survey, a census), all running at once, the results returned in shard order for the caller's
 * merge (e.g. `studies.tokyodoves.mergeSurveys`).
 */
import { InputError } from "../util";
import { runInWorker, type WorkerOptions } from "./worker";

/** Shard `index` of `count`: the argument shardable functions take. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * Run `fn(...args)` once per shard i = 0..count-1, each in its own worker thread, concurrently,
 * with `shard: { index: i, count }` set on the last argument (an options object, as
 * `studies.tokyodoves.surveyPositions` takes); resolves with the results in shard order (rejects
 * with the first failure). The progress label, if any, is shown for shard 0 (shards have equal
 * shares). InputError when the count is not an integer ≥ 1 or the last argument is not a plain
 * object. Cost: that of the shards, divided by the threads available.
 *
 * @typeParam F - the shardable library function: its parameters type `args`, its return type each shard's result.
 */
export async function runShards<F extends (...args: never[]) => unknown>(
  fn: F,
  count: number,
  args: Parameters<F>,
  opts: WorkerOptions = {},
): Promise<Awaited<ReturnType<F>>[]> {
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 1) throw new InputError(`runShards: the shard count must be an integer ≥ 1, got ${JSON.stringify(count)}`);
  const list = args as readonly unknown[];
  const last = list[list.length - 1];
  if (typeof last !== "object" || last === null || Array.isArray(last)) {
    throw new InputError("runShards: the last argument must be the function's options object (the shard is set on it)");
  }
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const shardArgs = [...list.slice(0, -1), { ...last, shard: { index, count } satisfies Shard }] as unknown as Parameters<F>;
      return runInWorker(fn, shardArgs, { ...opts, progress: index === 0 ? opts.progress : undefined });
    }),
  );
}
