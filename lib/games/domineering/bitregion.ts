/**
 * Domineering on bitboards (lib/grid's two-word boards): regions of at most 64 grid cells as
 * {@link BitRegion}s, whose options, components, folded keys and dense slots are word operations
 * (no row array per option). The ruleset (ruleset.ts) takes this path for every region that fits
 * and the row-mask path (moves.ts, components.ts) for larger ones; the row-mask path is also the
 * plain reference the ruleset checker compares these moves with (`plainMoves`).
 *
 * Keys: a component's folded key is the key of one of its orientations of height ≤ width (the
 * least as a 64-bit number here, the least row list on the row-mask path), written in the
 * row-mask path's format (rows concatenated, width − 1 in bits 48..52; a string beyond 48 cells),
 * so a key always names one oriented board and both paths may share one table.
 */
import * as G from "../../grid";
import { BitRegion, type Region } from "./region";

const VERTICAL: G.CellPattern = [[0, 0], [1, 0]];
const HORIZONTAL: G.CellPattern = [[0, 0], [0, 1]];

// imported functions read once (module getters otherwise run on every call of the hot path)
const shapeOf = G.bitShape;
const image = G.bitImage;
const rowOf = G.bitRow;
const ofRows = G.bitsOfRows;
const fitAnchors = G.patternAnchors;
const box = G.bitBox;
const crop = G.cropWords;
const split = G.splitWords;

const TMP = new Int32Array(2);

/** The region as a bitboard when its grid has at most 64 cells (the region itself if it is one), else undefined. O(height). */
export function bitsOf(region: Region): BitRegion | undefined {
  if (region instanceof BitRegion) return region;
  const { height: h, width: w } = region;
  if (h * w > G.BITBOARD_CELLS) return undefined;
  ofRows(region.rows, 0, h, w, 0, TMP);
  return new BitRegion(h, w, TMP[0]!, TMP[1]!);
}

// the move tables of each shape (index height · 65 + width), read without a map look-up
const TABLES: (G.PatternMoves | undefined)[][] = [VERTICAL, HORIZONTAL].map(() => new Array<G.PatternMoves | undefined>(65 * 65).fill(undefined));

/** The anchors (two words) where `pattern` fits on the cells of b, written to TMP. O(|pattern|). */
function anchors(b: BitRegion, pattern: G.CellPattern): G.PatternMoves {
  const table = TABLES[pattern === VERTICAL ? 0 : 1]!;
  const id = b.height * 65 + b.width;
  const m = table[id] ?? (table[id] = shapeOf(b.height, b.width).moves(pattern));
  fitAnchors(m, b.lo, b.hi, TMP);
  return m;
}

/** The regions after each move of `pattern` (in order of the anchor cell, row-major): one object per option. O(moves). */
function options(b: BitRegion, pattern: G.CellPattern): BitRegion[] {
  const m = anchors(b, pattern);
  const out: BitRegion[] = [];
  const { height: h, width: w, lo, hi } = b;
  const cl = m.cellsLo;
  const ch = m.cellsHi;
  let a = TMP[0]!;
  while (a !== 0) {
    const i = 31 - Math.clz32(a & -a);
    a &= a - 1;
    out.push(new BitRegion(h, w, lo ^ cl[i]!, hi ^ ch[i]!));
  }
  a = TMP[1]!;
  while (a !== 0) {
    const i = 32 + 31 - Math.clz32(a & -a);
    a &= a - 1;
    out.push(new BitRegion(h, w, lo ^ cl[i]!, hi ^ ch[i]!));
  }
  return out;
}

/** Left's options (vertical dominoes), in the order of {@link leftMoves}. O(moves). */
export function bitLeftOptions(b: BitRegion): BitRegion[] {
  return options(b, VERTICAL);
}

/** Right's options (horizontal dominoes), in the order of {@link rightMoves}. O(moves). */
export function bitRightOptions(b: BitRegion): BitRegion[] {
  return options(b, HORIZONTAL);
}

/** Whether a player has a move: Left (vertical) when `vertical`, else Right. O(1). */
function hasMove(b: BitRegion, pattern: G.CellPattern): boolean {
  anchors(b, pattern);
  return (TMP[0]! | TMP[1]!) !== 0;
}

/** Whether the cells (lo, hi) touch all four sides of the h × w grid (the grid is their bounding box). O(1). */
function fillsFrame(h: number, w: number, lo: number, hi: number): boolean {
  if (h === 0 || w === 0) return false;
  const s = shapeOf(h, w);
  if (((lo & ~s.notFirstLo & s.fullLo) | (hi & ~s.notFirstHi & s.fullHi)) === 0) return false; // first column
  if (((lo & ~s.notLastLo & s.fullLo) | (hi & ~s.notLastHi & s.fullHi)) === 0) return false; // last column
  return rowOf(lo, hi, w, 0) !== 0 && rowOf(lo, hi, w, h - 1) !== 0;
}

const BOX = new Int32Array(4);

/** The cells (lo, hi) of an h × w grid cropped to their bounding box (nonempty). O(height). */
function cropBits(h: number, w: number, lo: number, hi: number): BitRegion {
  box(lo, hi, w, BOX);
  crop(w, lo, hi, BOX[0]!, BOX[1]!, BOX[2]!, BOX[3]!, TMP);
  return new BitRegion(BOX[2]!, BOX[3]!, TMP[0]!, TMP[1]!);
}

/** The 4-connected components of b with at least two cells (a single cell is 0), each cropped ([b] when b is one component filling its grid). O(cells · diameter) word steps. */
export function bitComponents(b: BitRegion): BitRegion[] {
  return split(b.height, b.width, b.lo, b.hi, 2, b, makeBits);
}

const makeBits = (_whole: BitRegion, h: number, w: number, lo: number, hi: number): BitRegion => new BitRegion(h, w, lo, hi);

const IMG = new Int32Array(2);

/**
 * Folded key of b (see the module comment) and whether the keyed orientation is a transpose
 * (value negated). O(orientations · ⌈cells/8⌉) table look-ups.
 */
export function bitNormalize(b: BitRegion): { key: number | string; negated: boolean } {
  let c = b;
  if (!fillsFrame(b.height, b.width, b.lo, b.hi)) {
    if ((b.lo | b.hi) === 0) return { key: 0, negated: false };
    c = cropBits(b.height, b.width, b.lo, b.hi);
  }
  const { height: h, width: w } = c;
  const s = shapeOf(h, w);
  // orientations of height ≤ width: the four player-keeping ones (wide boards), the four transposing ones (tall boards), all eight (square)
  const from = h <= w ? 0 : 4;
  const to = h < w ? 4 : 8;
  let bestLo = 0;
  let bestHi = 0;
  let bestS = -1;
  for (let sym = from; sym < to; sym++) {
    image(s, sym, c.lo, c.hi, IMG);
    const lo = IMG[0]! >>> 0;
    const hi = IMG[1]! >>> 0;
    if (bestS < 0 || hi < bestHi || (hi === bestHi && lo < bestLo)) {
      bestLo = lo;
      bestHi = hi;
      bestS = sym;
    }
  }
  const H = h < w ? h : w;
  const W = h < w ? w : h;
  const negated = bestS >= 4;
  if (H * W <= 48) return { key: (bestHi + (W - 1) * 65536) * 4294967296 + bestLo, negated };
  let key = String.fromCharCode(W);
  for (let i = 0; i < H; i++) {
    const row = rowOf(bestLo | 0, bestHi | 0, W, i);
    key += W <= 16 ? String.fromCharCode(row & 0xffff) : String.fromCharCode(row & 0xffff, (row >>> 16) & 0xffff);
  }
  return { key, negated };
}

/** Whether Left (vertical) and Right (horizontal) have a move: bit 1 Left, bit 2 Right. O(1). */
export function bitMovers(b: BitRegion): number {
  return (hasMove(b, VERTICAL) ? 1 : 0) | (hasMove(b, HORIZONTAL) ? 2 : 0);
}
