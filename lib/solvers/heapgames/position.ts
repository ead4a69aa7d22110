/**
 * Analysis of a position of an octal game (a multiset of heaps): nim-value, outcome and every
 * winning move, with the nim-sequence from the fast engine when none is given.
 */
import { positionNimValue, toOctalGame, validateHeaps, winningMoves, type OctalGame, type Outcome, type PositionMove } from "../../games/octal";
import { nimSequence } from "./engine";
import { Budget, checkInteger, describeValue, InputError, optionNames, type RunOptions } from "../../util";

/** Analysis of a position. */
export interface PositionAnalysis {
  readonly heaps: readonly number[];
  readonly nimValue: number;
  readonly outcome: Outcome;
  /** All moves to a position of nim-value 0 (empty for P-positions). */
  readonly winningMoves: readonly PositionMove[];
}

/** Options of {@link analysePosition}. */
export interface AnalysePositionOptions extends RunOptions {
  /**
   * A precomputed nim-sequence G(0), G(1), … covering the largest heap (e.g. `nimSequence(...).values`);
   * computed with {@link nimSequence} under the budget when absent.
   */
  sequence?: ArrayLike<number>;
}

/** The fields of {@link AnalysePositionOptions}. */
const ANALYSE_OPTION_NAMES = optionNames<AnalysePositionOptions>({ sequence: true, budget: true, onProgress: true });

/**
 * Analyse a position: nim-value, outcome and all winning moves. Computes the nim-sequence up
 * to the largest heap with {@link nimSequence} (fast) unless `options.sequence` gives one; the
 * budget covers both the sequence and the winning moves (one unit per option looked at), so a
 * heap of 2·10^8 ends with a BudgetExceededError naming the limit. O(N) + moves.
 *
 * The third argument is an options object; a bare array or typed array there (the old
 * positional nim-sequence) is an InputError, never read as options.
 */
export function analysePosition(game: OctalGame | string, heaps: readonly number[], options: AnalysePositionOptions = {}): PositionAnalysis {
  if (Array.isArray(options) || ArrayBuffer.isView(options)) {
    throw new InputError("analysePosition(game, heaps, options): the third argument is an options object; pass a precomputed nim-sequence as { sequence: G }");
  }
  if (typeof options !== "object" || options === null) {
    throw new InputError(`analysePosition(game, heaps, options): options must be an object such as { sequence, budget }, got ${describeValue(options)}`);
  }
  const g = toOctalGame(game);
  const hs = validateHeaps(heaps);
  const max = hs.reduce((m, h) => Math.max(m, h), 0);
  const budget = Budget.from(options, `the analysis of ${hs.join("+")} in ${g.code}`, ANALYSE_OPTION_NAMES);
  const seq = options.sequence === undefined ? nimSequence(g, max, { budget }).values : checkSequence(options.sequence, hs);
  const nimValue = positionNimValue(seq, hs);
  return { heaps: hs, nimValue, outcome: nimValue === 0 ? "P" : "N", winningMoves: winningMoves(g, seq, hs, { budget }) };
}

/** A given nim-sequence must be array-like with non-negative integer entries at the heaps used. O(heaps). */
function checkSequence(G: ArrayLike<number>, heaps: readonly number[]): ArrayLike<number> {
  if (typeof G !== "object" || G === null || typeof G.length !== "number") {
    throw new InputError(`analysePosition(): options.sequence must be an array of nim-values G(0), G(1), …, got ${describeValue(G)}`);
  }
  for (const h of [0, ...heaps]) {
    if (h < G.length) checkInteger(G[h], `analysePosition(): options.sequence[${h}]`, { min: 0 });
  }
  return G;
}
