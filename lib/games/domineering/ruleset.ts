/**
 * Domineering as a lib/ruleset ruleset, so that the generic engines of lib/solvers compute its
 * values and outcomes: positions are {@link Region}s (row bitmasks), Left places vertical dominoes,
 * Right horizontal ones. Components are the 4-connected parts (single cells dropped: they are 0);
 * `normalize` folds translation, the four player-keeping symmetries and transposition (which swaps
 * the players) into one packed number key (a string beyond 48 cells of bounding box); components
 * whose grid has at most 16 cells also get a dense slot (a 2.3 MB typed array once used); regions where
 * only one player can move get their integer value directly (`knownValue`). Regions of at most 64
 * cells take the bitboard path of bitregion.ts; `plainRuleset` is the row-mask path alone.
 */
import * as cgt from "../../cgt";
import { definePartizan, type NormalForm, type PartizanRuleset, type Symmetry } from "../../ruleset";
import { extractComponent, newNormalizeOutput, normalizeRows } from "./components";
import { BitRegion, checkRegion, crop, flipLeftRight, flipUpDown, formatPicture, formatRegion, makeRegion, parsePicture, regionSvg, transpose, type Region } from "./region";
import { leftMoves, rightMoves, rowDominoes } from "./moves";
import { freeCells, moveCounts } from "./counts";
import { movePreference } from "./preference";
import { bitComponents, bitLeftOptions, bitMovers, bitNormalize, bitRightOptions, bitsOf } from "./bitregion";

// imported functions read once (module getters otherwise run on every call of the hot path)
const extract = extractComponent;
const normalizeInto = normalizeRows;

const SCRATCH_REM = new Int32Array(33);
const SCRATCH_COMP = new Int32Array(33);
const KEY = newNormalizeOutput();

/** The 4-connected components of a region with at least two cells, each cropped. O(cells · height). */
function splitRegion(region: Region): Region[] {
  const h = region.height;
  const rem = SCRATCH_REM;
  const comp = SCRATCH_COMP;
  for (let r = 0; r < h; r++) rem[r] = region.rows[r];
  const out: Region[] = [];
  let dropped = false;
  for (let r0 = 0; r0 < h; r0++) {
    while (rem[r0] !== 0) {
      const bottom = extract(rem, 0, h, r0, comp);
      let or = 0;
      for (let r = r0; r <= bottom; r++) or |= comp[r];
      if (bottom === r0 && (or & (or - 1)) === 0) {
        dropped = true;
        continue; // a single cell: value 0
      }
      const left = 31 - Math.clz32(or & -or);
      if (!dropped && out.length === 0 && r0 === 0 && bottom === h - 1 && left === 0 && 32 - Math.clz32(or) === region.width && allZero(rem, h)) {
        return [region]; // one component filling the whole (cropped) grid: the region itself, no copy
      }
      const rows = new Array<number>(bottom - r0 + 1);
      for (let r = r0; r <= bottom; r++) rows[r - r0] = comp[r] >>> left;
      out.push(makeRegion(bottom - r0 + 1, 32 - Math.clz32(or) - left, rows));
    }
  }
  return out;
}

function allZero(rows: Int32Array, h: number): boolean {
  for (let r = 0; r < h; r++) if (rows[r] !== 0) return false;
  return true;
}

/** Folded key of a region: same key ⇔ same cells up to translation, reflections and transposition (negated). O(cells + height·width). */
function normalizeRegion(region: Region): NormalForm {
  const c = region.height > 0 && region.rows[0] !== 0 && region.rows[region.height - 1] !== 0 ? region : crop(region);
  if (c.height === 0) return { key: 0, negated: false };
  let or = 0;
  for (let r = 0; r < c.height; r++) or |= c.rows[r];
  const shift = 31 - Math.clz32(or & -or);
  normalizeInto(c.rows, 0, c.height, 32 - Math.clz32(or) - shift, shift, KEY);
  return { key: KEY.str ?? KEY.hi * 4294967296 + (KEY.lo >>> 0), negated: KEY.negated };
}

/**
 * The integer value of a region where one player has no move (then the other player's dominoes
 * never interfere across lines: the value is ±Σ⌊run/2⌋), else undefined. O(height·width).
 */
function oneSidedValue(region: Region): cgt.Game | undefined {
  const { rows, height: h, width: w } = region;
  let anyLeft = false;
  for (let r = 0; r + 1 < h && !anyLeft; r++) if ((rows[r] & rows[r + 1]) !== 0) anyLeft = true;
  let anyRight = false;
  for (let r = 0; r < h && !anyRight; r++) if ((rows[r] & (rows[r] >>> 1)) !== 0) anyRight = true;
  if (anyLeft && anyRight) return undefined;
  if (!anyLeft) {
    let n = 0;
    for (let r = 0; r < h; r++) n += rowDominoes(rows[r]);
    return cgt.integer(-n);
  }
  let n = 0;
  for (let c = 0; c < w; c++) {
    let col = 0;
    for (let r = 0; r < h; r++) col |= ((rows[r] >>> c) & 1) << r;
    n += rowDominoes(col);
  }
  return cgt.integer(n);
}

export { moveCounts };

/** Regions whose grid has at most this many cells get a dense slot (their raw picture, no folding). */
const DENSE_CELLS = 16;
const DENSE_OFFSET = new Int32Array((DENSE_CELLS + 1) * (DENSE_CELLS + 1));
const DENSE_SIZE = (() => {
  let size = 0;
  for (let h = 1; h <= DENSE_CELLS; h++) {
    for (let w = 1; h * w <= DENSE_CELLS; w++) {
      DENSE_OFFSET[h * (DENSE_CELLS + 1) + w] = size;
      size += 2 ** (h * w);
    }
  }
  return size;
})();

/** Slot of a region whose grid has ≤ 16 cells: the offset of its h×w block plus its raw picture bits; else −1. O(height). */
function denseSlot(region: Region): number {
  const h = region.height;
  const w = region.width;
  if (h * w > DENSE_CELLS || h === 0 || w === 0) return -1;
  if (region instanceof BitRegion) return DENSE_OFFSET[h * (DENSE_CELLS + 1) + w] + region.lo; // the same picture bits
  let packed = 0;
  for (let r = 0; r < h; r++) packed |= region.rows[r] << (r * w);
  return DENSE_OFFSET[h * (DENSE_CELLS + 1) + w] + packed;
}

/** Whether x is a region within bounds ({@link checkRegion}: sides in [0, 32], `height` row masks each below 2^width). O(height). */
function isRegion(x: unknown): boolean {
  try {
    checkRegion(x);
    return true;
  } catch {
    return false;
  }
}

/** Left's options: on the bitboard of a region of at most 64 cells, else the row masks. O(moves) on bitboards. */
function leftOptions(region: Region): Region[] {
  if (region instanceof BitRegion) return bitLeftOptions(region);
  const b = bitsOf(checkRegion(region));
  return b === undefined ? leftMoves(region) : bitLeftOptions(b);
}

/** Right's options (see {@link leftOptions}). */
function rightOptions(region: Region): Region[] {
  if (region instanceof BitRegion) return bitRightOptions(region);
  const b = bitsOf(checkRegion(region));
  return b === undefined ? rightMoves(region) : bitRightOptions(b);
}

/** The components (see {@link splitRegion}): by word operations on a bitboard. */
function components(region: Region): Region[] {
  const b = bitsOf(region);
  return b === undefined ? splitRegion(region) : bitComponents(b);
}

/** The folded key (see {@link normalizeRegion}): by the bitboard's symmetry tables when it has one. */
function normalize(region: Region): NormalForm {
  const b = bitsOf(region);
  return b === undefined ? normalizeRegion(region) : bitNormalize(b);
}

/** {@link oneSidedValue}, asking the bitboard first whether both players can move (the common case: no value). */
function knownValue(region: Region): cgt.Game | undefined {
  if (region instanceof BitRegion && bitMovers(region) === 3) return undefined;
  return oneSidedValue(region);
}

const COMMON = {
  key: (r: Region) => formatRegion(crop(r), "|"),
  isPosition: isRegion,
  dense: { size: DENSE_SIZE, index: denseSlot },
  parse: parsePicture,
  format: formatPicture,
  draw: regionSvg,
  knowledge: { moveCounts, maxSubgameSize: 12, combineValues: "all" as const, componentSize: freeCells, movePreference },
};

/**
 * Domineering as a partizan ruleset (Left vertical, Right horizontal) over {@link Region}s; pictures
 * in the game's convention, from the grid base ({@link parsePicture}: `.` an empty cell to play on,
 * `#` a blocked one; a picture without `.` is an InputError). Regions of at most 64 grid cells are
 * played on lib/grid's bitboards (options are {@link BitRegion}s: one object per option, moves,
 * components and folded keys by word operations); larger ones on row masks, which are also the
 * `plainMoves` that `solvers.checkRuleset` compares the bitboard moves with. Use with
 * `solvers.canonicalValue(games.domineering.ruleset, games.domineering.ruleset.parse("..|.."))`.
 */
export const ruleset: PartizanRuleset<Region> = definePartizan<Region>({
  name: "Domineering",
  ...COMMON,
  leftOptions,
  rightOptions,
  components,
  normalize,
  knownValue,
  plainMoves: { leftOptions: leftMoves, rightOptions: rightMoves },
});

/**
 * Domineering on row masks only (no bitboards): the plain reference of {@link ruleset}'s bitboard
 * path, with the same values, for cross-checks and side-by-side benchmarks. Same parts otherwise.
 */
export const plainRuleset: PartizanRuleset<Region> = definePartizan<Region>({
  name: "Domineering (row masks)",
  ...COMMON,
  leftOptions: leftMoves,
  rightOptions: rightMoves,
  components: splitRegion,
  normalize: normalizeRegion,
  knownValue: oneSidedValue,
});

/** The eight symmetries of the grid as ruleset symmetries (transposing ones swap the players); for checks. */
export const rulesetSymmetries: readonly Symmetry<Region>[] = [
  { name: "left–right", apply: flipLeftRight, swapsPlayers: false },
  { name: "up–down", apply: flipUpDown, swapsPlayers: false },
  { name: "half-turn", apply: (r: Region) => flipUpDown(flipLeftRight(r)), swapsPlayers: false },
  { name: "transpose", apply: transpose, swapsPlayers: true },
  { name: "anti-transpose", apply: (r: Region) => transpose(flipUpDown(flipLeftRight(r))), swapsPlayers: true },
  { name: "quarter-turn", apply: (r: Region) => transpose(flipUpDown(r)), swapsPlayers: true },
  { name: "three-quarter-turn", apply: (r: Region) => transpose(flipLeftRight(r)), swapsPlayers: true },
] as const;
