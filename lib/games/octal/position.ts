/**
 * Positions of octal games as multisets of heaps: nim-value (XOR of the heaps' G-values) and every
 * winning move, given the nim-sequence (`solvers.analysePosition` computes it with the fast engine).
 */
import { Budget, describeValue, InputError, type RunOptions } from "../../util";
import { forEachHeapOption, requireHeap, toOctalGame, type OctalGame } from "./code";

/** Outcome class: "P" — the previous player (second player) wins; "N" — the next player wins. */
export type Outcome = "P" | "N";

/** One move in a multiset of heaps. */
export interface PositionMove {
  /** Index (in the given heap list) of the heap moved in; the first of equal heaps. */
  readonly heapIndex: number;
  /** Size of that heap. */
  readonly heap: number;
  /** Tokens removed. */
  readonly remove: number;
  /** Heaps left in its place (0, 1 or 2). */
  readonly leaves: readonly number[];
  /** The whole resulting position, sorted ascending, zeros dropped. */
  readonly result: readonly number[];
}

/**
 * Validate a multiset of heaps: an array of non-negative integers. Throws {@link InputError}
 * naming the index of the first bad entry. O(r).
 */
export function validateHeaps(heaps: readonly number[]): number[] {
  if (!Array.isArray(heaps)) throw new InputError(`heaps must be an array of non-negative integers, got ${describeValue(heaps)}`);
  return heaps.map((h, i) => requireHeap(h, `heap size`, `heap index ${i}`));
}

function requireCovered(G: ArrayLike<number>, heaps: readonly number[]): void {
  const max = heaps.reduce((m, h) => Math.max(m, h), 0);
  if (max >= G.length) {
    throw new InputError(`nim-sequence covers heaps up to ${G.length - 1} but the position has a heap of ${max}`);
  }
}

/** Nim-value of a position: XOR of G(heap). O(r). */
export function positionNimValue(G: ArrayLike<number>, heaps: readonly number[]): number {
  validateHeaps(heaps);
  requireCovered(G, heaps);
  let x = 0;
  for (const h of heaps) x ^= G[h];
  return x;
}

/**
 * All winning moves (to nim-value 0) of a position, given the game and its nim-sequence
 * covering the largest heap. Equal heaps are treated once. O(Σ distinct heaps · k · heap), one
 * unit of `options.budget` per option looked at (a heap of 10^8 has 5·10^7 splits).
 */
export function winningMoves(game: OctalGame | string, G: ArrayLike<number>, heaps: readonly number[], options?: RunOptions): PositionMove[] {
  const g = toOctalGame(game);
  const hs = validateHeaps(heaps);
  requireCovered(G, hs);
  let total = 0;
  for (const h of hs) total ^= G[h];
  if (total === 0) return [];
  const budget = Budget.from(options, `the winning moves of ${hs.join("+")} in ${g.code}`);
  const out: PositionMove[] = [];
  const seen = new Set<number>();
  hs.forEach((h, i) => {
    if (seen.has(h)) return;
    seen.add(h);
    const target = total ^ G[h];
    forEachHeapOption(
      g,
      h,
      (remove, a, b) => {
        if (((a === 0 ? 0 : G[a]) ^ (b === 0 ? 0 : G[b])) !== target) return;
        const leaves = a === 0 ? [] : b === 0 ? [a] : [a, b];
        const rest = hs.slice(0, i).concat(hs.slice(i + 1), leaves).filter((x) => x > 0).sort((x, y) => x - y);
        out.push({ heapIndex: i, heap: h, remove, leaves, result: rest });
      },
      budget,
    );
  });
  return out;
}
