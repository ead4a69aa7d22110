/**
 * Plain reference searches for any ruleset, straight from the definitions: a position's value is
 * `{ values of Left's options | values of Right's options }` (its nim-value the mex of its options'),
 * memoized by the ruleset's plain key only — no components, no symmetries, no known-value
 * shortcut. The tests and `checkRuleset` compare the engine against these.
 * Cost: O(reachable positions × move generation); recursive, so for small positions only.
 */
import * as cgt from "../cgt";
import { Budget, InputError, type RunOptions } from "../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type OptionSide, type PositionKey, type Ruleset } from "../ruleset";

function loopError<P>(ruleset: Ruleset<P>, p: P): InputError {
  return new InputError(`${ruleset.name}: position ${describePosition(ruleset, p)} can be reached again from itself (a loop); the engines handle short (loop-free) games only`);
}

/**
 * The options of p as the ruleset gave them, checked as the engine checks them: a list (see
 * `ruleset.optionList`) of values that are positions (not undefined or null, and of p's type
 * unless the ruleset has `isPosition`). O(options).
 */
function checkedOptions<P>(ruleset: Ruleset<P>, p: P, side: OptionSide, result: Iterable<P>): readonly P[] {
  const list = optionList(ruleset, p, side, result);
  for (let i = 0; i < list.length; i++) {
    const o = list[i];
    if (o === undefined || o === null || (typeof o !== typeof p && ruleset.isPosition === undefined)) {
      throw new InputError(`${ruleset.name}: ${side}(${describePosition(ruleset, p)}) returned ${o === undefined || o === null ? String(o) : `a ${typeof o}`} as option ${i + 1}, which is not a position${o === undefined || o === null ? "" : ` where its positions are of type ${typeof p}`}`);
    }
  }
  return list;
}

/** Canonical value by the definition (no decomposition, no symmetry). Exponential; one budget unit per distinct position. */
export function referenceValue<P>(ruleset: Ruleset<P>, position: P, options?: RunOptions): cgt.Game {
  const budget = Budget.from(options, `${ruleset.name} reference value`);
  const memo = new Map<PositionKey, cgt.Game>();
  const onPath = new Set<PositionKey>();
  const rec = (p: P): cgt.Game => {
    const k = ruleset.key(p);
    const m = memo.get(k);
    if (m !== undefined) return m;
    if (onPath.has(k)) throw loopError(ruleset, p);
    budget.spend(1);
    onPath.add(k);
    const side = ruleset.kind === "partizan" ? "leftOptions" : "options";
    const L = checkedOptions(ruleset, p, side, leftOptionsOf(ruleset, p)).map(rec);
    const R = checkedOptions(ruleset, p, ruleset.kind === "partizan" ? "rightOptions" : "options", rightOptionsOf(ruleset, p)).map(rec);
    onPath.delete(k);
    const g = cgt.game(L, R);
    memo.set(k, g);
    return g;
  };
  return rec(position);
}

/** Nim-value by the definition (mex of the options' nim-values, no decomposition). Exponential; one budget unit per distinct position. */
export function referenceNimValue<P>(ruleset: Ruleset<P>, position: P, options?: RunOptions): number {
  if (ruleset.kind !== "impartial") throw new InputError(`${ruleset.name} is a partizan ruleset; nim-values need an impartial one`);
  const budget = Budget.from(options, `${ruleset.name} reference nim-value`);
  const memo = new Map<PositionKey, number>();
  const onPath = new Set<PositionKey>();
  const rec = (p: P): number => {
    const k = ruleset.key(p);
    const m = memo.get(k);
    if (m !== undefined) return m;
    if (onPath.has(k)) throw loopError(ruleset, p);
    budget.spend(1);
    onPath.add(k);
    const seen = new Set(checkedOptions(ruleset, p, "options", ruleset.options(p)).map(rec));
    onPath.delete(k);
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(k, mex);
    return mex;
  };
  return rec(position);
}
