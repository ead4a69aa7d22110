/**
 * The per-position checks of the ruleset contract, shared by `checkRuleset` (which explores the
 * positions reachable from a few starting positions) and the engines' debug mode (`{ debug: true }`
 * on `canonicalValue`, `outcomeClass`, `nimValue` and the sweeps, which checks the positions the
 * search actually visits):
 *
 *  - keys ({@link KeyChecks}): `key` gives a string, number or bigint, the same one twice; positions
 *    with equal keys have the same options (compared by option keys), so two different positions
 *    never share a key unnoticed; with `format`, equal pictures give equal keys and, with `parse`,
 *    `parse(format(p))` has p's key and picture; with `packed`, `packed.write` gives equal words
 *    exactly for equal keys, within `packed.maxWords`.
 *  - components ({@link checkComponents}): `components` returns a list of positions of the ruleset
 *    whose values add up to the value of the whole position computed without splitting it (its
 *    nim-values nim-sum to the whole's nim-value).
 *
 * A broken rule is a {@link RulesetCheckError} (an InputError) naming the ruleset, the rule, the
 * position and what was wrong.
 */
import * as cgt from "../cgt";
import { InputError, type Budget } from "../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type OptionSide, type PositionKey, type Ruleset } from "../ruleset";

/** The rules `checkRuleset` verifies (see lib/solvers/check.ts); the debug mode checks the first four and "loop". */
export type RulesetRule = "option-not-position" | "unstable-key" | "key-collision" | "components" | "symmetry" | "known-value" | "engine" | "loop" | "plain-moves";

/** A broken rule on a position. */
export class RulesetCheckError extends InputError {
  constructor(
    readonly rule: RulesetRule,
    /** The position as a person reads it (its picture when the ruleset has `format`). */
    readonly position: string,
    detail: string,
    rulesetName: string,
  ) {
    super(`${rulesetName} breaks the rule "${rule}" on position ${position}: ${detail}`);
    this.name = "RulesetCheckError";
  }
}

/** Throws the {@link RulesetCheckError} of a broken rule on position p. */
export type Fail<P> = (rule: RulesetRule, p: P, detail: string) => never;

/** The failure function of a ruleset: a {@link RulesetCheckError} naming it and the position's picture. */
export function failFor<P>(ruleset: Ruleset<P>): Fail<P> {
  return (rule, p, detail) => {
    throw new RulesetCheckError(rule, describePosition(ruleset, p), detail, ruleset.name);
  };
}

/** Whether two values are the same kind of JavaScript value (typeof, array-ness, constructor or plain record fields). O(fields). */
export function sameKind(a: unknown, b: unknown): boolean {
  if (typeof a !== typeof b) return false;
  if (typeof a !== "object" || a === null || b === null) return a !== null && b !== null;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const pa: unknown = Object.getPrototypeOf(a);
  const pb: unknown = Object.getPrototypeOf(b);
  if (pa === pb) return true;
  // A plain record and a library object that prints as its picture (e.g. a Konane board written
  // as { rows, cols, cells } beside one the library made) are the same kind when their fields are.
  if (pa !== Object.prototype && pb !== Object.prototype) return false;
  const ka = Object.keys(a as object).sort().join();
  return ka === Object.keys(b as object).sort().join();
}

/** The ruleset's own position test, else "the same kind of value as `sample`" ({@link sameKind}). */
export function positionTest<P>(ruleset: Ruleset<P>, sample: P): (x: unknown) => boolean {
  return ruleset.isPosition ?? ((x: unknown) => x !== undefined && x !== null && sameKind(x, sample));
}

/**
 * The key rules of the contract, checked position by position with what earlier positions gave
 * (see the module comment). Memory: one entry per distinct key, picture and packed key seen.
 */
export class KeyChecks<P> {
  private readonly byKey = new Map<PositionKey, { p: P; opts: string }>();
  private readonly byPicture = new Map<string, PositionKey>();
  private readonly keyOfPacked = new Map<string, PositionKey>();
  private readonly packedOfKey = new Map<PositionKey, string>();
  private packedBuf = new Int32Array(64);

  constructor(
    private readonly ruleset: Ruleset<P>,
    private readonly fail: Fail<P>,
  ) {}

  /** p's key, which must be a string, number (not NaN) or bigint. O(key). */
  keyOf(p: P): PositionKey {
    const k = this.ruleset.key(p);
    const t = typeof k;
    if ((t !== "string" && t !== "number" && t !== "bigint") || (t === "number" && Number.isNaN(k))) this.fail("unstable-key", p, `key() returned ${t === "number" ? "NaN" : t}, not a string, number or bigint`);
    return k;
  }

  /** p's key, asked twice: the same both times. O(key). */
  stableKey(p: P): PositionKey {
    const k = this.keyOf(p);
    const k2 = this.keyOf(p);
    if (k !== k2) this.fail("unstable-key", p, `key() gave ${String(k)} and then ${String(k2)}`);
    return k;
  }

  /** A packed writer's words as text, after checking its length against packed.maxWords. */
  packedText(p: P, write: (p: P, out: Int32Array) => number, what: string): { text: string; negated: boolean } {
    const max = this.ruleset.packed!.maxWords(p);
    if (!Number.isSafeInteger(max) || max < 1) this.fail("unstable-key", p, `packed.maxWords() returned ${String(max)}, not a positive integer`);
    if (this.packedBuf.length < max) this.packedBuf = new Int32Array(max);
    const n = write(p, this.packedBuf);
    const len = Math.abs(n);
    if (!Number.isInteger(n) || len < 1 || len > max) this.fail("unstable-key", p, `packed.${what}() returned length ${String(n)}, outside [1, ${max}] (packed.maxWords)`);
    return { text: Array.from(this.packedBuf.subarray(0, len)).join(","), negated: n < 0 };
  }

  /** With packed keys: one packed key per key and one key per packed key. Returns whether it checked anything. */
  packed(p: P, k: PositionKey): boolean {
    const pk = this.ruleset.packed;
    if (pk === undefined) return false;
    const t = this.packedText(p, pk.write, "write").text;
    const otherKey = this.keyOfPacked.get(t);
    if (otherKey !== undefined && otherKey !== k) this.fail("unstable-key", p, `packed.write() gives it the packed key [${t}] of the position with key ${String(otherKey)}, but its key is ${String(k)}`);
    const otherPacked = this.packedOfKey.get(k);
    if (otherPacked !== undefined && otherPacked !== t) this.fail("unstable-key", p, `packed.write() gives [${t}] for the key ${String(k)}, which had [${otherPacked}] before`);
    this.keyOfPacked.set(t, k);
    this.packedOfKey.set(k, t);
    return true;
  }

  /**
   * Key collisions: a position whose key k an earlier position had must have that position's
   * options (by option keys). Returns true when k was seen before (the position needs no further
   * checks), false for a new key. O(options).
   */
  seenBefore(p: P, k: PositionKey, lo: readonly P[], ro: readonly P[]): boolean {
    const optText = lo.map((o) => String(this.keyOf(o))).sort().join(",") + "|" + ro.map((o) => String(this.keyOf(o))).sort().join(",");
    const seen = this.byKey.get(k);
    if (seen !== undefined) {
      if (seen.opts !== optText) this.fail("key-collision", p, `it has the key ${String(k)} of ${describePosition(this.ruleset, seen.p)} but different options`);
      return true;
    }
    this.byKey.set(k, { p, opts: optText });
    return false;
  }

  /** Distinct keys seen. */
  get size(): number {
    return this.byKey.size;
  }

  /** With `format`: equal pictures have equal keys; with `parse` too, the picture reads back as p. Returns whether it checked anything. */
  pictures(p: P, k: PositionKey): boolean {
    const r = this.ruleset;
    if (r.format === undefined) return false;
    const pic = r.format(p);
    const other = this.byPicture.get(pic);
    if (other !== undefined && other !== k) this.fail("unstable-key", p, `two positions drawn ${JSON.stringify(pic)} have different keys ${String(other)} and ${String(k)}`);
    this.byPicture.set(pic, k);
    if (r.parse !== undefined) {
      const back = r.parse(pic);
      if (this.keyOf(back) !== k) this.fail("unstable-key", p, `parse(format(p)) has key ${String(this.keyOf(back))}, p has ${String(k)}`);
      if (r.format(back) !== pic) this.fail("unstable-key", p, `format(parse(${JSON.stringify(pic)})) is ${JSON.stringify(r.format(back))}`);
    }
    return true;
  }
}

/**
 * The components rule on p (the ruleset must have `components`): they are a list of positions
 * (`isPosition`) whose values (`valueOf`: store ids, or nim-values when `impartial`) add up to
 * `whole`, the value of p computed without splitting it. Cost: the components' values.
 */
export function checkComponents<P>(
  ruleset: Ruleset<P>,
  p: P,
  whole: number,
  valueOf: (c: P) => number,
  isPosition: (x: unknown) => boolean,
  fail: Fail<P>,
): void {
  const impartial = ruleset.kind === "impartial";
  let cs: readonly P[];
  try {
    cs = optionList(ruleset, p, "components", ruleset.components!(p));
  } catch (e) {
    if (e instanceof InputError && !(e instanceof RulesetCheckError)) fail("components", p, e.message);
    throw e;
  }
  let s: number = impartial ? 0 : cgt.ops.ZERO;
  cs.forEach((c, i) => {
    if (!isPosition(c)) fail("components", p, `component ${i + 1} is ${c === null || c === undefined ? String(c) : typeof c === "object" ? "an object of another kind" : `a ${typeof c}`}, not a position of this ruleset`);
  });
  for (const c of cs) s = impartial ? s ^ valueOf(c) : cgt.ops.add(s, valueOf(c));
  if (s !== whole) {
    const show = (v: number): string => (impartial ? `*${v}` : cgt.format(cgt.ops.value(v)));
    fail("components", p, `its components [${cs.map((c) => describePosition(ruleset, c)).join(", ")}] add up to ${show(s)}, but the position's value is ${show(whole)}`);
  }
}

/**
 * The debug mode of one engine call: {@link DebugSearch.ruleset} is the ruleset with its moves and
 * components wrapped so that every position the engine expands, splits or is given as an option is
 * checked once ({@link DebugSearch.visit}):
 * its key (stable, no collision with another position met in this call, pictures, packed keys),
 * its options (lists of positions), and its components (their values add up to the value without
 * splitting, by a plain search memoized over the call). Keep the positions small: the checks cost
 * a second move generation per position and the plain search of every position that splits
 * (recursive: deep games overflow it, which is reported as an InputError). The plain search spends
 * the call's budget too.
 */
export class DebugSearch<P> {
  /** The checked ruleset the debug engine searches. */
  readonly ruleset: Ruleset<P>;
  private readonly keys: KeyChecks<P>;
  private readonly fail: Fail<P>;
  private readonly isPosition: (x: unknown) => boolean;
  private readonly visited = new Set<unknown>();
  private readonly memo = new Map<PositionKey, number>();
  private readonly onPath = new Set<PositionKey>();

  constructor(
    private readonly original: Ruleset<P>,
    root: P,
    private readonly budget: Budget,
  ) {
    this.fail = failFor(original);
    this.keys = new KeyChecks(original, this.fail);
    this.isPosition = positionTest(original, root);
    const r = original;
    // every position whose moves or components the engine asks for is checked, and so is every
    // option it is given (the engine may find an option in its table and never expand it: a key
    // shared by two different positions shows exactly there)
    const moves = (side: OptionSide, gen: (p: P) => Iterable<P>) => (p: P): readonly P[] => {
      this.visit(p);
      const list = this.options(p, side, gen(p));
      for (const o of list) this.visit(o);
      return list;
    };
    const components = r.components === undefined ? undefined : (p: P): readonly P[] => (this.visit(p), r.components!(p));
    this.ruleset =
      r.kind === "partizan"
        ? { ...r, components, leftOptions: moves("leftOptions", r.leftOptions), rightOptions: moves("rightOptions", r.rightOptions) }
        : { ...r, components, options: moves("options", r.options) };
  }

  /** Positions checked so far (distinct keys). */
  get positions(): number {
    return this.keys.size;
  }

  /** Check p once (see the class comment); later calls with the same value are free. */
  visit(p: P): void {
    if (this.visited.has(p)) return;
    this.visited.add(p);
    const r = this.original;
    const k = this.keys.stableKey(p);
    const impartial = r.kind === "impartial";
    const lo = this.options(p, impartial ? "options" : "leftOptions", leftOptionsOf(r, p));
    const ro = impartial ? lo : this.options(p, "rightOptions", rightOptionsOf(r, p));
    if (this.keys.seenBefore(p, k, lo, ro)) return;
    this.keys.pictures(p, k);
    this.keys.packed(p, k);
    if (r.components !== undefined) checkComponents(r, p, this.plainValue(p), (c) => this.plainValue(c), this.isPosition, this.fail);
  }

  private options(p: P, side: OptionSide, result: Iterable<P>): readonly P[] {
    let list: readonly P[];
    try {
      list = optionList(this.original, p, side, result);
    } catch (e) {
      if (e instanceof InputError) this.fail("option-not-position", p, e.message);
      throw e;
    }
    list.forEach((o, i) => {
      if (!this.isPosition(o)) this.fail("option-not-position", p, `${side}() gave ${o === null || o === undefined ? String(o) : typeof o === "object" ? "an object of another kind" : `a ${typeof o}`} as option ${i + 1}, not a position of this ruleset`);
    });
    return list;
  }

  /** The value of p by the definition, without splitting, symmetries or known values (a store id, or a nim-value), memoized by key over this call. */
  plainValue(p: P): number {
    try {
      return this.plain(p);
    } catch (e) {
      if (e instanceof RangeError && /call stack/i.test(e.message)) {
        throw new InputError(`${this.original.name}: debug mode checks small positions only: the plain search from ${describePosition(this.original, p)} is too deep for the call stack`);
      }
      throw e;
    }
  }

  private plain(p: P): number {
    const r = this.original;
    const k = this.keys.keyOf(p);
    const m = this.memo.get(k);
    if (m !== undefined) return m;
    if (this.onPath.has(k)) this.fail("loop", p, "it can be reached again from itself (a loop); the engines handle short (loop-free) games only");
    this.budget.spend(1);
    this.onPath.add(k);
    let v: number;
    if (r.kind === "impartial") {
      const seen = new Set(this.options(p, "options", r.options(p)).map((o) => this.plain(o)));
      v = 0;
      while (seen.has(v)) v++;
    } else {
      const L = this.options(p, "leftOptions", r.leftOptions(p)).map((o) => this.plain(o));
      const R = this.options(p, "rightOptions", r.rightOptions(p)).map((o) => this.plain(o));
      v = cgt.ops.game(L, R);
    }
    this.onPath.delete(k);
    this.memo.set(k, v);
    return v;
  }
}
