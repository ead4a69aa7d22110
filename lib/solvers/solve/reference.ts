/**
 * The plain reference of {@link solve}: who wins a position with a given player moving first,
 * straight from the definition (the player to move wins iff some option is lost by the opponent
 * moving first there), on whole positions — no transposition table, no components, no symmetry,
 * no values, no move ordering. The tests compare the fast solver against it on small positions.
 * Cost: O(nodes of the game tree) (exponential, with no memo); one budget unit per node.
 */
import { Budget, InputError, optionNames, type RunOptions } from "../../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type PositionKey, type Ruleset } from "../../ruleset";
import { checkPlayer, checkSolveInput, type Player } from "./search";

/** The options {@link referenceSolve} takes. */
const REFERENCE_OPTION_NAMES = optionNames<RunOptions & { toMove: Player }>({ toMove: true, budget: true, onProgress: true });

/**
 * Who wins `position` with `options.toMove` moving first, by plain recursion over the game tree
 * (see the module comment). A loop (a position reached again from itself) is an InputError.
 *
 * @example
 * ```ts
 * const dom = games.domineering;
 * solvers.referenceSolve(dom.ruleset, dom.rectangle(2, 3), { toMove: "right" }); // → "right"
 * ```
 */
export function referenceSolve<P>(ruleset: Ruleset<P>, position: P, options: RunOptions & { toMove: Player }): Player {
  checkSolveInput(ruleset, position);
  if (typeof options !== "object" || (options as unknown) === null) throw new InputError(`${ruleset.name} referenceSolve: options must be an object such as { toMove: "left" }`);
  const toMove = checkPlayer(ruleset.name, options.toMove);
  const budget = Budget.from(options, `${ruleset.name} reference solve`, REFERENCE_OPTION_NAMES);
  const onPath = new Set<PositionKey>();
  const wins = (p: P, player: number): boolean => {
    const k = ruleset.key(p);
    if (onPath.has(k)) throw new InputError(`${ruleset.name}: position ${describePosition(ruleset, p)} can be reached again from itself (a loop); solve handles short (loop-free) games only`);
    budget.spend(1);
    const side = ruleset.kind === "impartial" ? "options" : player === 0 ? "leftOptions" : "rightOptions";
    const opts = optionList(ruleset, p, side, player === 0 ? leftOptionsOf(ruleset, p) : rightOptionsOf(ruleset, p), budget);
    onPath.add(k);
    try {
      for (const o of opts) if (!wins(o, 1 - player)) return true;
      return false;
    } finally {
      onPath.delete(k);
    }
  };
  const leftFirst = toMove === "left";
  return wins(position, leftFirst ? 0 : 1) === leftFirst ? "left" : "right";
}
