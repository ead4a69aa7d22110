/**
 * Plain reference searches for any ruleset, straight from the definitions: a position's value is
 * `{ values of Left's options | values of Right's options }` (its nim-value the mex of its options'),
 * memoized by the ruleset's plain key only — no components, no symmetries, no known-value
 * shortcut. The tests and `checkRuleset` compare the engine against these.
 * Cost: O(reachable positions × move generation); recursive, so for small positions only.
 */
import * as cgt from "../cgt";
import { Budget, InputError, type RunOptions } from "../util";
import { describePosition, leftOptionsOf, rightOptionsOf, type PositionKey, type Ruleset } from "../ruleset";

function loopError<P>(ruleset: Ruleset<P>, p: P): InputError {
  return new InputError(`${ruleset.name}: position ${describePosition(ruleset, p)} can be reached again from itself (a loop); the engines handle short (loop-free) games only`);
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
    const L = Array.from(leftOptionsOf(ruleset, p), rec);
    const R = Array.from(rightOptionsOf(ruleset, p), rec);
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
    const seen = new Set(Array.from(ruleset.options(p), rec));
    onPath.delete(k);
    let mex = 0;
    while (seen.has(mex)) mex++;
    memo.set(k, mex);
    return mex;
  };
  return rec(position);
}
