/**
 * Seeded random Tokyo Doves positions, for property tests and benchmarks.
 */
import { InputError } from "../../util";
import { mulberry32 } from "../../cgt";
import { hasIsolated } from "./bitboard";
import { DOVE_COUNT, makePosition, type Colour, type Position } from "./position";

/** A deterministic pseudo-random generator (cgt's mulberry32): floats in [0, 1). O(1) per call. */
export const seededRandom: (seed: number) => () => number = mulberry32;

/**
 * A uniformly random legal arrangement with `n` doves on the field (2..12; random when omitted):
 * both bosses plus `n - 2` random other doves on `n` random cells with no isolated dove, random
 * player to move. Either boss may be surrounded. Rejection sampling: O(1) expected tries.
 */
export function randomPosition(random: () => number, n?: number): Position {
  const count = n ?? 2 + Math.floor(random() * 11);
  if (!Number.isInteger(count) || count < 2 || count > 12) throw new InputError(`number of doves must be in 2..12, got ${count}`, "n");
  for (;;) {
    const cells: number[] = [];
    let occ = 0;
    while (cells.length < count) {
      const c = Math.floor(random() * 16);
      if (!((occ >>> c) & 1)) {
        occ |= 1 << c;
        cells.push(c);
      }
    }
    if (hasIsolated(occ)) continue;
    // doves: both bosses, then count-2 of the 10 others
    const others = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11];
    for (let i = others.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [others[i], others[j]] = [others[j]!, others[i]!];
    }
    const doves = [0, 6, ...others.slice(0, count - 2)];
    const out = new Array<number>(DOVE_COUNT).fill(-1);
    doves.forEach((d, i) => (out[d] = cells[i]!));
    return makePosition(out, (random() < 0.5 ? 0 : 1) as Colour);
  }
}
