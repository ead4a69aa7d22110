/**
 * Misère outcome classes of a ruleset's positions (issue 29): who wins when the player who cannot
 * move wins. The misère outcome is a function of the game form, not of the normal-play value, and
 * components do not simply add in misère play (the misère outcome of G + H is not a function of
 * the outcomes, nor of the normal-play values, of G and H), so this is a plain search on *whole*
 * positions: the ruleset's `components`, `knownValue` and `dense` (normal-play facts) are not used.
 * Positions are keyed as the engine keys them, by the ruleset's `key` folded over its `normalize`
 * or `symmetries` (a symmetry must map a position to an isomorphic game form, as a board's
 * reflections do; a player-swapping one exchanges the two outcome bits); packed keys are not used.
 *
 * Definitions: Left moving first wins a position in misère play iff she has no move there or
 * some Left option is not won by Right moving first (and symmetrically for Right); see
 * lib/cgt/misereForm.ts for the sources.
 *
 * @module
 */
import { Budget, InputError, describeValue, type RunOptions } from "../util";
import { describePosition, optionList, type PositionKey, type Ruleset } from "../ruleset";
import { foldedKey } from "./folding";
import type { OutcomeClass } from "./engine";

/** The finished misère outcome bits of one ruleset's positions, by folded key (1 = Left moving first wins, 2 = Right moving first wins). */
const tables = new WeakMap<object, Map<PositionKey, number>>();

function swapBits(b: number): number {
  return ((b & 1) << 1) | ((b & 2) >> 1);
}

function classOfBits(bits: number): OutcomeClass {
  return bits === 3 ? "N" : bits === 1 ? "L" : bits === 2 ? "R" : "P";
}

interface Frame<P> {
  readonly pos: P;
  readonly key: PositionKey;
  readonly swapped: boolean;
  readonly lo: readonly P[];
  readonly ro: readonly P[];
  i: number;
  bits: number;
}

/**
 * Misère outcome class of a position of any ruleset (partizan or impartial): L, R, N or P with
 * the player who cannot move winning. A depth-first search with an explicit stack over whole
 * positions (see the module comment: no components, no normal-play shortcuts), stopping at the
 * first winning move of each side, with a table of finished results per ruleset (kept between
 * calls; an interrupted or failed search leaves only finished entries in it). The position is
 * checked by the ruleset's `isPosition`; a position reachable from itself is an InputError naming
 * it; a ruleset's options that are not a list are an InputError naming the ruleset, the function
 * and the position. Cost: O(positions visited × move generation), at most the reachable positions
 * folded by symmetry; one budget unit (`maxPositions`) per expanded position, so that
 * `{ budget: { maxPositions: n } }` ends a long search with a BudgetExceededError.
 *
 * @example
 * ```ts
 * // Domineering on an empty 2×4 board: N in misère play (CGSuite's GameTest, "MisereOutcomeClass")
 * const d = games.domineering.ruleset;
 * solvers.misereOutcomeClass(d, d.parse!("....|....")); // → "N"
 * // Kayles (octal 0.77): one pin is a misère P-position (the mover must take the last pin), two pins N
 * const kayles = games.octal.takeAndBreak("0.77");
 * solvers.misereOutcomeClass(kayles, kayles.parse!("1")); // → "P"
 * solvers.misereOutcomeClass(kayles, kayles.parse!("2")); // → "N"
 * ```
 */
export function misereOutcomeClass<P>(ruleset: Ruleset<P>, position: P, options?: RunOptions): OutcomeClass {
  const r = ruleset;
  if (position === undefined || position === null) throw new InputError(`${r.name}: misereOutcomeClass() needs a position, got ${String(position)}`);
  if (r.isPosition !== undefined && !r.isPosition(position)) {
    throw new InputError(`${r.name}: misereOutcomeClass() was handed ${describeValue(position)}, which is not a position of ${r.name}`, "position");
  }
  const budget = Budget.from(options, `${r.name} misère outcome`);
  let table = tables.get(r);
  if (table === undefined) tables.set(r, (table = new Map<PositionKey, number>()));
  const done = table;
  const onPath = new Set<PositionKey>();
  const stack: Frame<P>[] = [];

  /** Bits of p when known (≥ 0), else push p's frame and return −1. */
  const resolve = (p: P): number => {
    const { key, swapped } = foldedKey(r, p);
    const hit = done.get(key);
    if (hit !== undefined) return swapped ? swapBits(hit) : hit;
    if (onPath.has(key)) throw new InputError(`${r.name}: position ${describePosition(r, p)} can be reached again from itself (a loop); misère outcomes are for short (loop-free) games only`);
    budget.spend(1);
    const lo = r.kind === "partizan" ? optionList(r, p, "leftOptions", r.leftOptions(p), budget) : optionList(r, p, "options", r.options(p), budget);
    const ro = r.kind === "partizan" ? optionList(r, p, "rightOptions", r.rightOptions(p), budget) : lo;
    // a player with no move wins moving first
    stack.push({ pos: p, key, swapped, lo, ro, i: 0, bits: (lo.length === 0 ? 1 : 0) | (ro.length === 0 ? 2 : 0) });
    onPath.add(key);
    return -1;
  };
  /** Take the last child's bits (< 0: none) into f; the next option to resolve, or undefined when f is decided. */
  const next = (f: Frame<P>, bits: number): P | undefined => {
    const nl = f.lo.length;
    const n = nl + f.ro.length;
    if (bits >= 0) {
      if (f.i < nl) {
        if ((bits & 2) === 0) { f.bits |= 1; f.i = nl; } else f.i++;
      } else if ((bits & 1) === 0) { f.bits |= 2; f.i = n; } else f.i++;
    }
    if (f.i >= n) return undefined;
    const o = f.i < nl ? f.lo[f.i] : f.ro[f.i - nl];
    if (o === undefined || o === null) throw new InputError(`${r.name}: ${f.i < nl ? (r.kind === "partizan" ? "leftOptions" : "options") : "rightOptions"}(${describePosition(r, f.pos)}) returned ${String(o)} as an option, which is not a position`);
    return o;
  };

  let ret = resolve(position);
  if (ret >= 0) return classOfBits(ret);
  ret = -1;
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    let child = next(f, ret);
    ret = -1;
    while (child !== undefined) {
      const v = resolve(child);
      if (v < 0) break;
      child = next(f, v);
    }
    if (child !== undefined) continue;
    ret = f.bits;
    done.set(f.key, f.swapped ? swapBits(f.bits) : f.bits);
    onPath.delete(f.key);
    stack.pop();
  }
  return classOfBits(ret);
}
