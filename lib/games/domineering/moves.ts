/**
 * Domineering moves on bit-packed regions: the regions after each of Left's (vertical) and Right's
 * (horizontal) moves, and the number of disjoint dominoes a row holds (the value of a region where
 * only one player can move). The values themselves come from the generic engine of lib/solvers on
 * `games.domineering.ruleset`: `solvers.canonicalValue(games.domineering.ruleset, region)`.
 */
import { checkRegion, makeRegion, type Region } from "./region";

/** Maximum number of disjoint horizontal dominoes in one row mask: Σ⌊run/2⌋. O(width). */
export function rowDominoes(m: number): number {
  let n = 0;
  let run = 0;
  while (m !== 0) {
    if (m & 1) run++;
    else {
      n += run >> 1;
      run = 0;
    }
    m >>>= 1;
  }
  return n + (run >> 1);
}

/** The regions after each of Left's (vertical) moves, in row-major order of the domino's top cell. O(moves · height). */
export function leftMoves(region: Region): Region[] {
  checkRegion(region);
  const out: Region[] = [];
  const { rows, height } = region;
  for (let r = 0; r + 1 < height; r++) {
    let m = rows[r] & rows[r + 1];
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const next = rows.slice();
      next[r] = (rows[r] & ~bit) >>> 0;
      next[r + 1] = (rows[r + 1] & ~bit) >>> 0;
      out.push(makeRegion(height, region.width, next));
    }
  }
  return out;
}

/** The regions after each of Right's (horizontal) moves, in row-major order of the domino's left cell. O(moves · height). */
export function rightMoves(region: Region): Region[] {
  checkRegion(region);
  const out: Region[] = [];
  const { rows, height } = region;
  for (let r = 0; r < height; r++) {
    let m = rows[r] & (rows[r] >>> 1);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const next = rows.slice();
      next[r] = (rows[r] & ~(bit | (bit << 1))) >>> 0;
      out.push(makeRegion(height, region.width, next));
    }
  }
  return out;
}
