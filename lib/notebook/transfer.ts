/**
 * Game values across threads (issue 15). A `cgt.Game` names a canonical form in its own thread's
 * store and is a class instance, so structured cloning would turn it into `{}`. Before a value
 * crosses to or from a worker, {@link encodeGames} replaces every Game (inside arrays, plain
 * objects and Maps, at any depth) with `{ [GAME_MARK]: notation }`, and {@link decodeGames} parses
 * each back in the receiving thread's store. Cost: O(size of the structure) plus one format /
 * parse per game value.
 */
import * as cgt from "../cgt";

/** The key of an encoded game value. */
export const GAME_MARK = "__cgtlabGameNotation";

function isPlain(x: object): boolean {
  const p = Object.getPrototypeOf(x);
  return p === Object.prototype || p === null;
}

function walk(x: unknown, leaf: (x: unknown) => unknown, seen: Map<object, unknown>): unknown {
  const l = leaf(x);
  if (l !== x || typeof x !== "object" || x === null) return l;
  const done = seen.get(x);
  if (done !== undefined) return done;
  if (Array.isArray(x)) {
    const out: unknown[] = new Array(x.length);
    seen.set(x, out);
    for (let i = 0; i < x.length; i++) out[i] = walk(x[i], leaf, seen);
    return out;
  }
  if (x instanceof Map) {
    const out = new Map<unknown, unknown>();
    seen.set(x, out);
    for (const [k, v] of x) out.set(walk(k, leaf, seen), walk(v, leaf, seen));
    return out;
  }
  if (!isPlain(x)) return x;
  const out: Record<string, unknown> = {};
  seen.set(x, out);
  for (const k of Object.keys(x)) out[k] = walk((x as Record<string, unknown>)[k], leaf, seen);
  return out;
}

/** A copy of `x` with every cgt.Game replaced by its encoded notation (see the module comment). */
export function encodeGames(x: unknown): unknown {
  return walk(x, (y) => (y instanceof cgt.Game ? { [GAME_MARK]: cgt.format(y) } : y), new Map());
}

/** A copy of `x` with every encoded game parsed back into this thread's store. */
export function decodeGames(x: unknown): unknown {
  return walk(
    x,
    (y) => {
      if (typeof y !== "object" || y === null || !isPlain(y)) return y;
      const text = (y as Record<string, unknown>)[GAME_MARK];
      return typeof text === "string" && Object.keys(y).length === 1 ? cgt.parse(text) : y;
    },
    new Map(),
  );
}
