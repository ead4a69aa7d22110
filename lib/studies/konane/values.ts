/**
 * Canonical values of Konane positions through the generic engine of lib/solvers on the Konane
 * rulesets of games/konane (`standardRuleset`, `maximalRuleset`): each position is split into
 * independent components (components.ts), each component's value is `{ values of Left's options |
 * values of Right's options }` canonicalized by lib/cgt, memoized under its packed key folded over
 * the rectangle's symmetries and the colour swap (which negates the value), with a first-level memo
 * on the board as given (a bounded cache: it may forget a board, whose value the folded memo still has). valuesReference.ts keeps the implementation from before issue 13 for the
 * side-by-side benchmark, and {@link canonicalValueNaive} is the plain reference for tests.
 */
import * as cgt from "../../cgt";
import { Budget, InputError, type RunOptions } from "../../util";
import { Engine, engineFor } from "../../solvers";
import { boardKey, checkVariant, options as moveOptions, rulesetFor, type Board, type Variant } from "../../games/konane";

/**
 * A memo of position values for one rule variant, reusable across calls (e.g. along the 3×n table,
 * where components recur): a generic engine (lib/solvers `Engine`) of the variant's ruleset, with
 * its own tables. Holds store ids of the current cgt store; `cgt.resetStore()` clears it.
 */
export class KonaneValueCache {
  /** The engine holding the memo. */
  readonly engine: Engine<Board>;
  constructor(readonly variant: Variant) {
    checkVariant(variant);
    this.engine = new Engine(rulesetFor(variant));
  }
  /** Forget every entry (done for every cache by `cgt.resetStore()`). O(1). */
  clear(): void {
    this.engine.clear();
  }
  /** Number of memoized positions up to symmetry (components valued, and positions that split into them). O(1). */
  get size(): number {
    return this.engine.stats.valueEntries;
  }
}

/**
 * Canonical value of `board` under `variant`, through the engine of `options.cache` or, without
 * one, the variant ruleset's shared engine (`solvers.engineFor`; its memo persists between calls
 * until `cgt.resetStore()`). Every position met (the root, options, components) is memoized by its
 * symmetry class; a new one is split into components: none → 0, one equal to the position →
 * `{leftValues|rightValues}` by recursion over its options, otherwise the sum of the components'
 * values. Spends one budget unit per component searched (a "position visited"). Exponential in the
 * worst case; each visited position costs its move generation, its split and an O(16 × cells) key.
 */
export function canonicalValue(
  board: Board,
  variant: Variant,
  options: RunOptions & { cache?: KonaneValueCache } = {},
): cgt.Game {
  checkVariant(variant);
  const cache = options.cache;
  if (cache !== undefined && cache.variant !== variant) {
    throw new InputError(`Konane canonical value: the cache is for ${cache.variant} rules but the call asks for ${variant}; make one with new KonaneValueCache("${variant}")`, "option cache");
  }
  const engine = cache?.engine ?? engineFor(rulesetFor(variant));
  const budget = Budget.from(options, `Konane canonical value (${variant}, ${board.rows}×${board.cols})`);
  return engine.value(board, { budget });
}

/**
 * Reference canonical value without decomposition or symmetry: memoized recursion over whole
 * boards, `cgt.game(leftValues, rightValues)`. For cross-checking {@link canonicalValue} on small
 * boards. Cost O(reachable positions × moves).
 */
export function canonicalValueNaive(board: Board, variant: Variant, options: RunOptions = {}): cgt.Game {
  checkVariant(variant);
  const budget = Budget.from(options, `Konane naive value (${variant}, ${board.rows}×${board.cols})`);
  const memo = new Map<string, cgt.Game>();
  const visit = (b: Board): cgt.Game => {
    const key = boardKey(b);
    const known = memo.get(key);
    if (known !== undefined) return known;
    budget.spend();
    const g = cgt.game(moveOptions(b, "L", variant).map(visit), moveOptions(b, "R", variant).map(visit));
    memo.set(key, g);
    return g;
  };
  return visit(board);
}
