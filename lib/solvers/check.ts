/**
 * Debug mode for rulesets: `checkRuleset` explores the positions reachable from a few small
 * starting positions and verifies the contract of lib/ruleset on each, saying which rule broke on
 * which position (a {@link RulesetCheckError}, an InputError). Rules checked:
 *
 *  - `option-not-position`: the options functions return lists (arrays or other iterables; not a
 *    string, a number, a Promise, undefined or a single position: see `ruleset.optionList`), and
 *    every option is a position (the ruleset's `isPosition`, or else the same kind of JavaScript
 *    value as the starting position: same typeof, array-ness and constructor).
 *  - `unstable-key`: `key` gives a string, number or bigint, the same one twice; with `format`, equal
 *    pictures give equal keys, and with `parse` too, `parse(format(p))` has p's key and picture; with
 *    `packed`, `packed.write` gives equal words exactly for equal keys, within `packed.maxWords`.
 *  - `key-collision`: positions with equal keys have the same options (compared by option keys).
 *  - `components`: the components' values add up to the position's value (nim-sum for nim-values).
 *  - `symmetry`: each symmetry preserves the value, negated when it swaps the players; `normalize`
 *    gives equal keys only to positions of equal (or, when flagged, negated) values; so does `packed.normalize`.
 *  - `known-value`: `knownValue` / `knownNimValue` agree with the search.
 *  - `engine`: the generic engine's value equals the plain reference search's.
 *  - `loop`: no position can be reached again from itself.
 *
 * Values are computed by the plain reference search (lib/solvers/reference), so keep the starting
 * positions small. Cost: O(explored positions × (move generation + symmetries × reference value)).
 */
import * as cgt from "../cgt";
import { Budget, InputError, type RunOptions } from "../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type OptionSide, type PositionKey, type Ruleset } from "../ruleset";
import { Engine } from "./engine";
import { referenceNimValue, referenceValue } from "./reference";

/** The rules {@link checkRuleset} verifies (see the module comment). */
export type RulesetRule = "option-not-position" | "unstable-key" | "key-collision" | "components" | "symmetry" | "known-value" | "engine" | "loop";

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

/** What {@link checkRuleset} verified. */
export interface RulesetCheckReport {
  /** Distinct positions explored (by key). */
  readonly positions: number;
  /** How many checks of each rule passed. */
  readonly checks: Readonly<Record<RulesetRule, number>>;
}

/** Options of {@link checkRuleset}: at most `maxExplored` positions are explored (default 2,000). */
export interface CheckOptions extends RunOptions {
  maxExplored?: number;
}

function sameKind(a: unknown, b: unknown): boolean {
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

/**
 * Verify a ruleset's contract on the positions reachable from `positions` (breadth first, at most
 * `maxExplored`). Returns what was checked; throws {@link RulesetCheckError} naming the first broken
 * rule and the position. Cost: see the module comment.
 */
export function checkRuleset<P>(ruleset: Ruleset<P>, positions: readonly P[], options?: CheckOptions): RulesetCheckReport {
  if (!Array.isArray(positions as unknown) || positions.length === 0) throw new InputError("checkRuleset() needs a non-empty array of starting positions");
  const maxExplored = options?.maxExplored ?? 2000;
  const budget = Budget.from(options, `checking ruleset ${ruleset.name}`);
  const checks: Record<RulesetRule, number> = { "option-not-position": 0, "unstable-key": 0, "key-collision": 0, components: 0, symmetry: 0, "known-value": 0, engine: 0, loop: 0 };
  const show = (p: P): string => describePosition(ruleset, p);
  const fail = (rule: RulesetRule, p: P, detail: string): never => {
    throw new RulesetCheckError(rule, show(p), detail, ruleset.name);
  };
  const impartial = ruleset.kind === "impartial";
  /** Value of p by the plain reference (a store id, cgt.ops, or a nim-value for impartial rulesets). */
  const valueOf = (p: P): number => {
    try {
      return impartial ? referenceNimValue(ruleset, p, { budget }) : cgt.ops.id(referenceValue(ruleset, p, { budget }));
    } catch (e) {
      if (e instanceof InputError && e.message.includes('a loop')) fail("loop", p, e.message);
      throw e;
    }
  };
  const vstr = (v: number): string => (impartial ? `*${v}` : cgt.format(cgt.ops.value(v)));
  const negate = (v: number): number => (impartial ? v : cgt.ops.neg(v));

  const sample = positions[0];
  const isPosition = ruleset.isPosition ?? ((x: unknown) => x !== undefined && x !== null && sameKind(x, sample));
  const keyOf = (p: P): PositionKey => {
    const k = ruleset.key(p);
    const t = typeof k;
    if ((t !== "string" && t !== "number" && t !== "bigint") || (t === "number" && Number.isNaN(k))) fail("unstable-key", p, `key() returned ${t === "number" ? "NaN" : t}, not a string, number or bigint`);
    return k;
  };

  const byKey = new Map<PositionKey, { p: P; opts: string }>();
  const byPicture = new Map<string, PositionKey>();
  const normal = new Map<PositionKey, { v: number; neg: boolean; p: P }>();
  const packedNormal = new Map<string, { v: number; neg: boolean; p: P }>();
  const keyOfPacked = new Map<string, PositionKey>();
  const packedOfKey = new Map<PositionKey, string>();
  let packedBuf = new Int32Array(64);
  /** A packed writer's words as text, after checking its length against packed.maxWords. */
  const packedText = (p: P, write: (p: P, out: Int32Array) => number, what: string): { text: string; negated: boolean } => {
    const max = ruleset.packed!.maxWords(p);
    if (!Number.isSafeInteger(max) || max < 1) fail("unstable-key", p, `packed.maxWords() returned ${String(max)}, not a positive integer`);
    if (packedBuf.length < max) packedBuf = new Int32Array(max);
    const n = write(p, packedBuf);
    const len = Math.abs(n);
    if (!Number.isInteger(n) || len < 1 || len > max) fail("unstable-key", p, `packed.${what}() returned length ${String(n)}, outside [1, ${max}] (packed.maxWords)`);
    return { text: Array.from(packedBuf.subarray(0, len)).join(","), negated: n < 0 };
  };
  const engine = new Engine(ruleset);
  const queue: P[] = [];
  const explored: { p: P; v: number }[] = [];
  for (const p of positions) {
    if (!isPosition(p)) fail("option-not-position", p, "a starting position is not a position of this ruleset");
    queue.push(p);
  }
  let head = 0;
  while (head < queue.length && byKey.size < maxExplored) {
    const p = queue[head++];
    const k = keyOf(p);
    const k2 = keyOf(p);
    if (k !== k2) fail("unstable-key", p, `key() gave ${String(k)} and then ${String(k2)}`);
    checks["unstable-key"]++;
    // options
    const listOf = (side: OptionSide, result: Iterable<P>): readonly P[] => {
      try {
        return optionList(ruleset, p, side, result);
      } catch (e) {
        if (e instanceof InputError) fail("option-not-position", p, e.message);
        throw e;
      }
    };
    const lo = listOf(impartial ? "options" : "leftOptions", leftOptionsOf(ruleset, p));
    const ro = impartial ? lo : listOf("rightOptions", rightOptionsOf(ruleset, p));
    for (const [side, list] of [["Left", lo], ["Right", ro]] as const) {
      list.forEach((o, i) => {
        if (!isPosition(o)) fail("option-not-position", p, `${impartial ? "" : side + "'s "}option ${i + 1} is ${o === null ? "null" : typeof o === "object" ? "an object of another kind" : typeof o}, not a position of this ruleset`);
        checks["option-not-position"]++;
      });
    }
    // packed keys: one packed key per key and one key per packed key
    if (ruleset.packed !== undefined) {
      const t = packedText(p, ruleset.packed.write, "write").text;
      const otherKey = keyOfPacked.get(t);
      if (otherKey !== undefined && otherKey !== k) fail("unstable-key", p, `packed.write() gives it the packed key [${t}] of the position with key ${String(otherKey)}, but its key is ${String(k)}`);
      const otherPacked = packedOfKey.get(k);
      if (otherPacked !== undefined && otherPacked !== t) fail("unstable-key", p, `packed.write() gives [${t}] for the key ${String(k)}, which had [${otherPacked}] before`);
      keyOfPacked.set(t, k);
      packedOfKey.set(k, t);
      checks["unstable-key"]++;
    }
    const optText = lo.map((o) => String(keyOf(o))).sort().join(",") + "|" + ro.map((o) => String(keyOf(o))).sort().join(",");
    const seen = byKey.get(k);
    if (seen !== undefined) {
      if (seen.opts !== optText) fail("key-collision", p, `it has the key ${String(k)} of ${show(seen.p)} but different options`);
      checks["key-collision"]++;
      continue;
    }
    byKey.set(k, { p, opts: optText });
    // pictures
    if (ruleset.format !== undefined) {
      const pic = ruleset.format(p);
      const other = byPicture.get(pic);
      if (other !== undefined && other !== k) fail("unstable-key", p, `two positions drawn ${JSON.stringify(pic)} have different keys ${String(other)} and ${String(k)}`);
      byPicture.set(pic, k);
      if (ruleset.parse !== undefined) {
        const back = ruleset.parse(pic);
        if (keyOf(back) !== k) fail("unstable-key", p, `parse(format(p)) has key ${String(keyOf(back))}, p has ${String(k)}`);
        if (ruleset.format(back) !== pic) fail("unstable-key", p, `format(parse(${JSON.stringify(pic)})) is ${JSON.stringify(ruleset.format(back))}`);
      }
      checks["unstable-key"]++;
    }
    budget.spend(1);
    const v = valueOf(p);
    // components
    if (ruleset.components !== undefined) {
      const raw = ruleset.components(p);
      let cs: readonly P[];
      try {
        cs = optionList(ruleset, p, "components", raw);
      } catch (e) {
        if (e instanceof InputError) fail("components", p, e.message);
        throw e;
      }
      let s: number = impartial ? 0 : cgt.ops.ZERO;
      for (const c of cs) {
        if (!isPosition(c)) fail("components", p, "a component is not a position of this ruleset");
        s = impartial ? s ^ valueOf(c) : cgt.ops.add(s, valueOf(c));
      }
      if (s !== v) fail("components", p, `its components [${cs.map(show).join(", ")}] add up to ${vstr(s)}, but the position's value is ${vstr(v)}`);
      checks.components++;
    }
    // symmetries
    for (const s of ruleset.symmetries ?? []) {
      const img = s.apply(p);
      if (!isPosition(img)) fail("symmetry", p, `symmetry ${s.name} gives something that is not a position`);
      const w = valueOf(img);
      const want = s.swapsPlayers ? negate(v) : v;
      if (w !== want) fail("symmetry", p, `symmetry ${s.name}${s.swapsPlayers ? " (swapping the players)" : ""} maps it to ${show(img)} of value ${vstr(w)}, expected ${vstr(want)}`);
      checks.symmetry++;
    }
    if (ruleset.normalize !== undefined) {
      const n = ruleset.normalize(p);
      const prev = normal.get(n.key);
      const rep = n.negated ? negate(v) : v;
      if (prev === undefined) normal.set(n.key, { v: rep, neg: n.negated, p });
      else if (prev.v !== rep) fail("symmetry", p, `normalize() gives it the key ${String(n.key)}${n.negated ? " (negated)" : ""} of ${show(prev.p)}, but their values ${vstr(v)} and ${vstr(prev.neg ? negate(prev.v) : prev.v)} do not match`);
      checks.symmetry++;
    }
    if (ruleset.packed?.normalize !== undefined) {
      const n = packedText(p, ruleset.packed.normalize, "normalize");
      const prev = packedNormal.get(n.text);
      const rep = n.negated ? negate(v) : v;
      if (prev === undefined) packedNormal.set(n.text, { v: rep, neg: n.negated, p });
      else if (prev.v !== rep) fail("symmetry", p, `packed.normalize() gives it the key [${n.text}]${n.negated ? " (negated)" : ""} of ${show(prev.p)}, but their values ${vstr(v)} and ${vstr(prev.neg ? negate(prev.v) : prev.v)} do not match`);
      checks.symmetry++;
    }
    // known values
    if (ruleset.kind === "partizan" && ruleset.knownValue !== undefined) {
      const known = ruleset.knownValue(p);
      if (known !== undefined) {
        const kv = cgt.ops.id(known, `${ruleset.name}: knownValue(${show(p)})`);
        if (kv !== v) fail("known-value", p, `knownValue() says ${vstr(kv)}, the search gives ${vstr(v)}`);
        checks["known-value"]++;
      }
    }
    if (ruleset.kind === "impartial" && ruleset.knownNimValue !== undefined) {
      const kv = ruleset.knownNimValue(p);
      if (kv !== undefined) {
        if (kv !== v) fail("known-value", p, `knownNimValue() says ${kv}, the search gives ${v}`);
        checks["known-value"]++;
      }
    }
    explored.push({ p, v });
    checks.loop++;
    for (const o of lo) queue.push(o);
    if (!impartial) for (const o of ro) queue.push(o);
  }
  // the engine against the reference, after every specific rule was checked on every position
  for (const { p, v } of explored) {
    let e: number;
    try {
      e = impartial ? engine.nimValue(p, { budget }) : engine.valueId(p, { budget });
    } catch (err) {
      if (!(err instanceof InputError) || err instanceof RulesetCheckError) throw err;
      return fail("engine", p, `the engine fails (${err.message}) where the plain search gives ${vstr(v)}; check the ruleset's dense, normalize and components parts`);
    }
    if (e !== v) fail("engine", p, `the engine gives ${vstr(e)}, the plain search ${vstr(v)}`);
    checks.engine++;
  }
  return { positions: byKey.size, checks };
}
