/**
 * Game values across threads (issue 15). A `cgt.Game` names a canonical form in its own thread's
 * store and is a class instance, so structured cloning would turn it into `{}`. Before a value
 * crosses to or from a worker, {@link encodeGames} replaces every Game (inside arrays, plain
 * objects and Maps, at any depth) with `{ [GAME_MARK]: notation }`, and {@link decodeGames} parses
 * each back in the receiving thread's store. Cost: O(size of the structure) plus one format /
 * parse per game value.
 */
import * as cgt from "../cgt";
import { InputError } from "../util";

/** The key of an encoded game value. */
export const GAME_MARK = "__cgtlabGameNotation";

function isPlain(x: object): boolean {
  const p = Object.getPrototypeOf(x) as unknown;
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

/**
 * Why `x` cannot cross to a worker as itself, or undefined when it can. Structured cloning keeps
 * strings, numbers, BigInts, booleans, null/undefined, arrays, plain objects, Maps, Sets, Dates
 * and typed arrays (and this module's encoded game values), but turns a class instance into a
 * plain record without its methods (a grid without `trim`) and refuses functions and symbols.
 * O(size of x).
 */
export function unsendable(x: unknown, path = "", seen = new Set<object>()): string | undefined {
  const at = path === "" ? "" : ` at ${path}`;
  if (x === null || x === undefined) return undefined;
  const t = typeof x;
  if (t === "string" || t === "number" || t === "bigint" || t === "boolean") return undefined;
  if (t === "function") return `a function${at}`;
  if (t === "symbol") return `a symbol${at}`;
  const o = x as object;
  if (seen.has(o)) return undefined;
  seen.add(o);
  if (o instanceof cgt.Game) return undefined;
  if (ArrayBuffer.isView(o) || o instanceof ArrayBuffer || o instanceof Date) return undefined;
  const inner = (items: Iterable<[string, unknown]>): string | undefined => {
    for (const [k, y] of items) {
      const why = unsendable(y, `${path}${k}`, seen);
      if (why !== undefined) return why;
    }
    return undefined;
  };
  if (Array.isArray(o)) return inner(o.map((y, i) => [`[${i}]`, y]));
  if (o instanceof Map) return inner([...o].flatMap(([k, v], i): [string, unknown][] => [[`.keys()[${i}]`, k], [`.get(${i})`, v]]));
  if (o instanceof Set) return inner([...o].map((y, i) => [`.values()[${i}]`, y]));
  if (!isPlain(o)) {
    const name = (Object.getPrototypeOf(o) as { constructor?: { name?: string } } | null)?.constructor?.name;
    return `an instance of the class ${name !== undefined && name !== "" ? name : "(anonymous)"}${at}`;
  }
  return inner(Object.entries(o).map(([k, y]) => [/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`, y]));
}

/** What a worker receives for a family: positions as themselves, their `transfer` encodings, or their pictures. */
export type EncodedFamily =
  | { readonly mode: "plain"; readonly data: readonly unknown[] }
  | { readonly mode: "transfer"; readonly data: readonly unknown[] }
  | { readonly mode: "pictures"; readonly data: readonly string[] };

/** The parts of a ruleset that {@link encodeFamily} / {@link decodeFamily} use. */
export interface TransferParts<P> {
  readonly name: string;
  readonly key: (position: P) => unknown;
  /** The ruleset's position test, when it has one: a family member that fails it is refused before the worker starts. */
  readonly isPosition?: (value: unknown) => boolean;
  readonly parse?: (picture: string) => P;
  readonly format?: (position: P) => string;
  readonly transfer?: { readonly encode: (position: P) => unknown; readonly decode: (data: unknown) => P };
}

function shortText(x: unknown, format?: (p: never) => string): string {
  let s: string;
  try {
    s = format ? format(x as never) : typeof x === "string" ? x : JSON.stringify(x) ?? String(x);
  } catch {
    s = String(x);
  }
  s = s.split("\n").join("|");
  return JSON.stringify(s.length > 60 ? s.slice(0, 57) + "..." : s);
}

function sameKey<P>(r: TransferParts<P>, a: P, b: P): boolean {
  try {
    return r.key(a) === r.key(b);
  } catch {
    return false;
  }
}

/**
 * How the positions of a family cross to a worker, decided and checked in this thread before the
 * worker starts: the ruleset's `transfer` when it has one; else the positions as themselves when
 * every one is plain data ({@link unsendable}); else their pictures (`format` out, `parse` in).
 * Each encoding is checked now: the data must be sendable and decode (in this thread) to a
 * position of the same key. Anything else is an InputError naming the ruleset and the position.
 * Cost: O(total size of the family), plus one encode/decode (or format/parse) and two keys per
 * position when the positions are not plain data.
 */
export function encodeFamily<P>(r: TransferParts<P>, positions: readonly P[]): EncodedFamily {
  const where = (i: number, p: P) => `${r.name}: position ${i + 1} of the family (${shortText(p, r.format)})`;
  if (r.isPosition !== undefined) {
    positions.forEach((p, i) => {
      if (!r.isPosition!(p)) throw new InputError(`${r.name}: position ${i + 1} of the family (${shortText(p)}) is not a position of this ruleset (its isPosition says no)`);
    });
  }
  if (r.transfer !== undefined) {
    const { encode, decode } = r.transfer;
    const data = positions.map((p, i) => {
      let d: unknown;
      try {
        d = encode(p);
      } catch (err) {
        throw new InputError(`${where(i, p)}: transfer.encode failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      const why = unsendable(d);
      if (why !== undefined) throw new InputError(`${where(i, p)}: transfer.encode gave data a worker cannot receive (${why}); encode to strings, numbers, plain objects, arrays or typed arrays`);
      let back: P;
      try {
        back = decode(structuredClone(d));
      } catch (err) {
        throw new InputError(`${where(i, p)}: transfer.decode failed on what encode gave: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!sameKey(r, back, p)) throw new InputError(`${where(i, p)}: transfer.decode(transfer.encode(p)) is not the same position (its key differs)`);
      return d;
    });
    return { mode: "transfer", data };
  }
  let first = -1;
  let why: string | undefined;
  for (let i = 0; i < positions.length && why === undefined; i++) {
    why = unsendable(positions[i]);
    if (why !== undefined) first = i;
  }
  if (why === undefined) return { mode: "plain", data: positions };
  if (r.parse === undefined || r.format === undefined) {
    const p = positions[first]!;
    throw new InputError(
      `${where(first, p)} is or holds ${why}, which a worker cannot receive as itself (a class instance arrives without its methods; a function not at all); ` +
        `give the ruleset transfer: { encode, decode } (or parse and format), give the family as { pictures }, or run the sweep with where: "kernel"`,
    );
  }
  const parse = r.parse;
  const format = r.format;
  const data = positions.map((p, i) => {
    let picture: string;
    let back: P;
    try {
      picture = format(p);
      back = parse(picture);
    } catch (err) {
      throw new InputError(`${where(i, p)} is or holds ${unsendable(p) ?? "a position"} and goes to the worker as its picture, but format/parse failed: ${err instanceof Error ? err.message : String(err)}; give the ruleset transfer: { encode, decode }`);
    }
    if (typeof picture !== "string" || !sameKey(r, back, p)) {
      throw new InputError(`${where(i, p)} goes to the worker as its picture, but parse(format(p)) is not the same position (its key differs); give the ruleset transfer: { encode, decode }`);
    }
    return picture;
  });
  return { mode: "pictures", data };
}

/** The positions of an {@link EncodedFamily}, rebuilt in this thread (the worker's side). Cost: one decode or parse per position. */
export function decodeFamily<P>(r: TransferParts<P>, family: EncodedFamily): P[] {
  if (family.mode === "plain") return family.data as P[];
  if (family.mode === "transfer") {
    if (r.transfer === undefined) throw new InputError(`${r.name} has no transfer, but the family was encoded by one`);
    const decode = r.transfer.decode;
    return family.data.map((d) => decode(d));
  }
  if (r.parse === undefined) throw new InputError(`${r.name} has no parse, so a family cannot be given as pictures; pass positions`);
  const parse = r.parse;
  return family.data.map((p, i) => {
    if (typeof p !== "string") throw new InputError(`picture ${i + 1} of the family is a ${typeof p}, not a string`);
    return parse(p);
  });
}
