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
 *  - `plain-moves`: with `plainMoves`, the fast move generators give the same options as the plain
 *    ones (as multisets of pictures); the first move that differs is named.
 *
 * Values are computed by the plain reference search (lib/solvers/reference), so keep the starting
 * positions small. Cost: O(explored positions × (move generation + symmetries × reference value)).
 */
import * as cgt from "../cgt";
import { Budget, InputError, checkOptionNames, optionNames, type RunOptions } from "../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type OptionSide, type PositionKey, type Ruleset } from "../ruleset";
import { Engine } from "./engine";
import { referenceNimValue, referenceValue } from "./reference";
import { KeyChecks, RulesetCheckError, checkComponents, failFor, positionTest, type RulesetRule } from "./debug";

export { RulesetCheckError, type RulesetRule } from "./debug";

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

/** The fields of {@link CheckOptions}. */
const CHECK_OPTION_NAMES = optionNames<CheckOptions>({ budget: true, onProgress: true, maxExplored: true });

/**
 * Verify a ruleset's contract on the positions reachable from `positions` (breadth first, at most
 * `maxExplored`). Returns what was checked; throws {@link RulesetCheckError} naming the first broken
 * rule and the position. Cost: see the module comment.
 */
export function checkRuleset<P>(ruleset: Ruleset<P>, positions: readonly P[], options?: CheckOptions): RulesetCheckReport {
  if (!Array.isArray(positions as unknown) || positions.length === 0) throw new InputError("checkRuleset() needs a non-empty array of starting positions");
  checkOptionNames(options, CHECK_OPTION_NAMES, `checkRuleset(${ruleset.name})`);
  const maxExplored = options?.maxExplored ?? 2000;
  const budget = Budget.from({ budget: options?.budget, onProgress: options?.onProgress }, `checking ruleset ${ruleset.name}`); // names checked above
  const checks: Record<RulesetRule, number> = { "option-not-position": 0, "unstable-key": 0, "key-collision": 0, components: 0, symmetry: 0, "known-value": 0, engine: 0, loop: 0, "plain-moves": 0 };
  const show = (p: P): string => describePosition(ruleset, p);
  const fail = failFor(ruleset);
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

  const isPosition = positionTest(ruleset, positions[0]);
  const keys = new KeyChecks(ruleset, fail);
  const normal = new Map<PositionKey, { v: number; neg: boolean; p: P }>();
  const packedNormal = new Map<string, { v: number; neg: boolean; p: P }>();
  const engine = new Engine(ruleset);
  const queue: P[] = [];
  const explored: { p: P; v: number }[] = [];
  for (const p of positions) {
    if (!isPosition(p)) fail("option-not-position", p, "a starting position is not a position of this ruleset");
    queue.push(p);
  }
  let head = 0;
  while (head < queue.length && keys.size < maxExplored) {
    const p = queue[head++];
    const k = keys.stableKey(p);
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
    // a fast move generator against the plain one it stands beside
    if (ruleset.plainMoves !== undefined) {
      const pm = ruleset.plainMoves;
      const plainL = listOf(impartial ? "options" : "leftOptions", "options" in pm ? pm.options(p) : pm.leftOptions(p));
      const plainR = impartial ? plainL : listOf("rightOptions", "rightOptions" in pm ? pm.rightOptions(p) : []);
      for (const [side, fast, plain] of [["Left", lo, plainL], ["Right", ro, plainR]] as const) {
        const diff = firstDifference(ruleset, fast, plain);
        if (diff !== undefined) {
          const who = impartial ? "The move" : `${side}'s move`;
          const fn = impartial ? "options" : side === "Left" ? "leftOptions" : "rightOptions";
          fail("plain-moves", p, diff.inFast ? `${who} to ${show(diff.option)} (option ${diff.index + 1} of ${fn}) is not one of plainMoves.${fn}` : `${who} to ${show(diff.option)} (option ${diff.index + 1} of plainMoves.${fn}) is missing from ${fn}`);
        }
        checks["plain-moves"]++;
        if (impartial) break;
      }
    }
    // packed keys: one packed key per key and one key per packed key
    if (keys.packed(p, k)) checks["unstable-key"]++;
    if (keys.seenBefore(p, k, lo, ro)) {
      checks["key-collision"]++;
      continue;
    }
    // pictures
    if (keys.pictures(p, k)) checks["unstable-key"]++;
    budget.spend(1);
    const v = valueOf(p);
    // components
    if (ruleset.components !== undefined) {
      checkComponents(ruleset, p, v, valueOf, isPosition, fail);
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
      const n = keys.packedText(p, ruleset.packed.normalize, "normalize");
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
  return { positions: keys.size, checks };
}

/**
 * The first option where two lists of options differ as multisets, compared by picture (`format`,
 * which keeps a position's frame) or else by key: the first option of `fast` that `plain` lacks,
 * else the first of `plain` that `fast` lacks; undefined when they agree. O(options).
 */
function firstDifference<P>(ruleset: Ruleset<P>, fast: readonly P[], plain: readonly P[]): { option: P; index: number; inFast: boolean } | undefined {
  const id = (o: P): PositionKey => (ruleset.format ? ruleset.format(o) : ruleset.key(o));
  const left = new Map<PositionKey, number>();
  for (const o of plain) left.set(id(o), (left.get(id(o)) ?? 0) + 1);
  for (let i = 0; i < fast.length; i++) {
    const k = id(fast[i]);
    const n = left.get(k) ?? 0;
    if (n === 0) return { option: fast[i], index: i, inFast: true };
    left.set(k, n - 1);
  }
  for (let i = 0; i < plain.length; i++) {
    const k = id(plain[i]);
    const n = left.get(k) ?? 0;
    if (n > 0) return { option: plain[i], index: i, inFast: false };
  }
  return undefined;
}
