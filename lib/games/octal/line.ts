/**
 * The seed's board game (seed 003): stones are placed on free cells of a line; a stone makes
 * itself and both neighbours unusable. Placing at cell j (1-based) of a free run of n cells
 * leaves runs of j − 2 and n − j − 1 cells (negative lengths mean "nothing"). Normal play.
 * This is the octal game 0.137 (Dawson's chess): taking 1 only as a whole heap (n = 1, "1"),
 * 2 from an end leaving one run or nothing ("3"), 3 leaving 0, 1 or 2 runs ("7") —
 * `test/octal.test.ts` checks the two move sets coincide.
 */
import { InputError } from "../../util";
import { requireHeap } from "./code";

/** Runs left after placing at cell j of a free run of n cells, each clamped at 0. O(1). */
export function placementResult(n: number, j: number): [number, number] {
  requireHeap(n, "run length");
  if (!Number.isSafeInteger(j) || j < 1 || j > n) {
    throw new InputError(`cell must be an integer in 1..${n}, got ${JSON.stringify(j)}`);
  }
  return [Math.max(0, j - 2), Math.max(0, n - j - 1)];
}

/**
 * Cells j of a single free run of n cells whose placement wins (leaves nim-value 0), given the
 * nim-sequence G of 0.137 covering n. O(n).
 */
export function winningPlacements(G: ArrayLike<number>, n: number): number[] {
  requireHeap(n, "run length");
  if (n >= G.length) throw new InputError(`nim-sequence covers runs up to ${G.length - 1}, asked for ${n}`);
  const out: number[] = [];
  for (let j = 1; j <= n; j++) {
    const [a, b] = placementResult(n, j);
    if ((G[a] ^ G[b]) === 0) out.push(j);
  }
  return out;
}
