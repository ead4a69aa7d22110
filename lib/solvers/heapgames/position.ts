/**
 * Analysis of a position of an octal game (a multiset of heaps): nim-value, outcome and every
 * winning move, with the nim-sequence from the fast engine when none is given.
 */
import { positionNimValue, toOctalGame, validateHeaps, winningMoves, type OctalGame, type Outcome, type PositionMove } from "../../games/octal";
import { nimSequence } from "./engine";

/** Analysis of a position. */
export interface PositionAnalysis {
  readonly heaps: readonly number[];
  readonly nimValue: number;
  readonly outcome: Outcome;
  /** All moves to a position of nim-value 0 (empty for P-positions). */
  readonly winningMoves: readonly PositionMove[];
}

/**
 * Analyse a position: nim-value, outcome and all winning moves. Computes the nim-sequence up
 * to the largest heap with {@link nimSequence} (fast) unless one is passed. O(N) + moves.
 */
export function analysePosition(game: OctalGame | string, heaps: readonly number[], G?: ArrayLike<number>): PositionAnalysis {
  const g = toOctalGame(game);
  const hs = validateHeaps(heaps);
  const seq = G ?? nimSequence(g, hs.reduce((m, h) => Math.max(m, h), 0)).values;
  const nimValue = positionNimValue(seq, hs);
  return { heaps: hs, nimValue, outcome: nimValue === 0 ? "P" : "N", winningMoves: winningMoves(g, seq, hs) };
}
