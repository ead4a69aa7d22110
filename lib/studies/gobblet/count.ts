/**
 * Counting Gobblet board configurations (with the player to move normalised) up to the 8
 * symmetries of the square, by Burnside's lemma: a configuration is one independent layer per
 * size (at most k pieces of that size per player, on distinct squares), so the number fixed by
 * a symmetry g is fix_g(layer)^sizes.
 */
import { popcount32 } from "../../util";
import { LAYER, layerImage, layerOf, validateConfig, type GobbletConfig } from "../../games/gobblet";

/** Counts of all placements of a variant's pieces (not only reachable ones). */
export interface PlacementCount {
  /** Layer configurations of one size (e.g. 1423 for two pieces per player). */
  perLayer: number;
  /** All configurations (perLayer^sizes). */
  raw: number;
  /** Configurations up to the 8 symmetries (Burnside). */
  upToSymmetry: number;
}

/** Count all placements of a variant, raw and up to symmetry. Cost: O(8 · 19683). */
export function countPlacements(config: GobbletConfig): PlacementCount {
  validateConfig(config);
  const k = config.piecesPerSize;
  const fixed = new Array<number>(8).fill(0);
  let perLayer = 0;
  for (let c = 0; c < LAYER; c++) {
    const { mine, yours } = layerOf(c);
    if (popcount32(mine) > k || popcount32(yours) > k) continue;
    perLayer++;
    for (let g = 0; g < 8; g++) if (layerImage(c, g) === c) fixed[g]!++;
  }
  const sum = fixed.reduce((s, f) => s + f ** config.sizes, 0);
  return { perLayer, raw: perLayer ** config.sizes, upToSymmetry: sum / 8 };
}
