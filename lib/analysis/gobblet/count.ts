/**
 * Counting Gobblet board configurations (with the player to move normalised) up to the 8
 * symmetries of the square, by Burnside's lemma: a configuration is one independent layer per
 * size (at most k pieces of that size per player, on distinct squares), so the number fixed by
 * a symmetry g is fix_g(layer)^sizes.
 */
import { LAYER, SYMMETRIES, layerOf, validateConfig, type GobbletConfig } from "../../games/gobblet/rules";

function popcount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

/** Counts of all placements of a variant's pieces (not only reachable ones). */
export interface PlacementCount {
  /** Layer configurations of one size (e.g. 1423 for two pieces per player). */
  perLayer: number;
  /** All configurations (perLayer^sizes). */
  raw: number;
  /** Configurations up to the 8 symmetries (Burnside). */
  upToSymmetry: number;
}

/** Count all placements of a variant, raw and up to symmetry. Cost: O(8 · 19683 · 9). */
export function countPlacements(config: GobbletConfig): PlacementCount {
  validateConfig(config);
  const k = config.piecesPerSize;
  const fixed = new Array<number>(8).fill(0);
  let perLayer = 0;
  for (let c = 0; c < LAYER; c++) {
    const { mine, yours } = layerOf(c);
    if (popcount(mine) > k || popcount(yours) > k) continue;
    perLayer++;
    SYMMETRIES.forEach((p, g) => {
      let ok = true;
      for (let q = 0; q < 9 && ok; q++) {
        const a = ((mine >> q) & 1) | (((yours >> q) & 1) << 1);
        const b = ((mine >> p[q]!) & 1) | (((yours >> p[q]!) & 1) << 1);
        ok = a === b;
      }
      if (ok) fixed[g]!++;
    });
  }
  const sum = fixed.reduce((s, f) => s + f ** config.sizes, 0);
  return { perLayer, raw: perLayer ** config.sizes, upToSymmetry: sum / 8 };
}
