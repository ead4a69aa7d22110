/**
 * Konane on bitboards (lib/grid's two-word boards): a board of at most 64 cells as a
 * {@link BitBoard}, its black and its white stones as two words each, cell (r, c) = bit r·cols + c.
 * Options are generated from the words in place (one small object per option, no cell array),
 * keys are the four words after the shape, and the folded key is lib/grid's least two-colour image
 * over the rectangle's symmetries and the colour swap (byte tables, no cell loop). A BitBoard is a
 * {@link Board} like any other: its `cells` are built from the words on first read (pictures,
 * plain references), so every function on boards takes it.
 *
 * The ruleset (ruleset.ts) plays every board that fits on its bitboard; larger ones keep the
 * `Uint8Array` path of moves.ts, which is also the plain reference the ruleset checker compares
 * these moves with (`plainMoves`).
 */
import { definePicture } from "../../util";
import * as G from "../../grid";
import { boardRows, boardSvg, formatBoard, type Board } from "./board";

// imported functions read once (module getters otherwise run on every call of the hot path)
const shapeOf = G.bitShape;
const leastImage = G.leastTwoColourImage;

/**
 * A Konane board of at most 64 cells held as words: `bLo`/`bHi` the black stones (Left),
 * `wLo`/`wHi` the white ones (Right), bits 0..31 and 32..63 of the cells in reading order. Its
 * `cells` array is built on first read (O(cells) once). O(1) to make.
 */
export class BitBoard implements Board {
  declare readonly rows: number;
  declare readonly cols: number;
  /** Black stones, cells 0..31 and 32..63 (int32 words). */
  declare readonly bLo: number;
  declare readonly bHi: number;
  /** White stones, cells 0..31 and 32..63 (int32 words). */
  declare readonly wLo: number;
  declare readonly wHi: number;
  #cells: Uint8Array | undefined;
  constructor(rows: number, cols: number, bLo: number, bHi: number, wLo: number, wHi: number) {
    (this as { rows: number }).rows = rows;
    (this as { cols: number }).cols = cols;
    (this as { bLo: number }).bLo = bLo;
    (this as { bHi: number }).bHi = bHi;
    (this as { wLo: number }).wLo = wLo;
    (this as { wHi: number }).wHi = wHi;
    this.#cells = undefined;
  }
  /** The cells (0 empty, 1 black, 2 white), built from the words on first read. O(cells) once. */
  get cells(): Uint8Array {
    if (this.#cells === undefined) {
      const n = this.rows * this.cols;
      const cells = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
        const b = i < 32 ? (this.bLo >>> i) & 1 : (this.bHi >>> (i - 32)) & 1;
        const w = i < 32 ? (this.wLo >>> i) & 1 : (this.wHi >>> (i - 32)) & 1;
        cells[i] = b | (w << 1);
      }
      this.#cells = cells;
    }
    return this.#cells;
  }
}

definePicture(BitBoard.prototype, {
  label: (b) => `Konane ${b.rows}×${b.cols}`,
  text: (b) => formatBoard(b),
  json: (b) => ({ rows: b.rows, cols: b.cols, cells: Array.from(b.cells), picture: boardRows(b).join("|") }),
  svg: (b) => boardSvg(b),
});

/** Whether a rows × cols board has a bitboard (at most 64 cells). O(1). */
export function fitsBits(rows: number, cols: number): boolean {
  return rows * cols <= G.BITBOARD_CELLS;
}

/** The board as a {@link BitBoard} (itself if it is one); the board must have at most 64 cells. O(cells). */
export function toBits(board: Board): BitBoard {
  if (board instanceof BitBoard) return board;
  const { rows, cols, cells } = board;
  let bLo = 0, bHi = 0, wLo = 0, wHi = 0;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v === 0) continue;
    if (i < 32) {
      if (v === 1) bLo |= 1 << i;
      else wLo |= 1 << i;
    } else if (v === 1) bHi |= 1 << (i - 32);
    else wHi |= 1 << (i - 32);
  }
  return new BitBoard(rows, cols, bLo, bHi, wLo, wHi);
}

/**
 * The boards after each move of Left (`left`: black jumps over white) or Right, in the order of
 * moves.ts' `options` (stones in reading order; up, down, left, right; each landing of a
 * multi-jump in the standard variant, only the last one when `maximal`). Every test and update is
 * a word operation; one object per option. O(stones × 4 + jumps).
 */
export function bitOptions(board: BitBoard, left: boolean, maximal: boolean): BitBoard[] {
  const { rows, cols } = board;
  const steps = shapeOf(rows, cols).steps;
  const meLo = left ? board.bLo : board.wLo;
  const meHi = left ? board.bHi : board.wHi;
  const themLo = left ? board.wLo : board.bLo;
  const themHi = left ? board.wHi : board.bHi;
  const emptyLo = ~(meLo | themLo);
  const emptyHi = ~(meHi | themHi);
  const out: BitBoard[] = [];
  for (let half = 0; half < 2; half++) {
    let stones = half === 0 ? meLo : meHi;
    while (stones !== 0) {
      const low = stones & -stones;
      stones ^= low;
      const from = 31 - Math.clz32(low) + 32 * half;
      for (let d = 0; d < 4; d++) {
        let cur = from;
        let tLo = themLo;
        let tHi = themHi;
        let jumped = false;
        for (;;) {
          const over = steps[4 * cur + d]!;
          if (over < 0) break;
          const land = steps[4 * over + d]!;
          if (land < 0) break;
          // the stone jumped over must be the opponent's, the landing cell empty (the cells of one line are distinct: the board's words answer)
          if ((over < 32 ? (tLo >>> over) & 1 : (tHi >>> (over - 32)) & 1) === 0) break;
          if ((land < 32 ? (emptyLo >>> land) & 1 : (emptyHi >>> (land - 32)) & 1) === 0) break;
          if (over < 32) tLo ^= 1 << over;
          else tHi ^= 1 << (over - 32);
          cur = land;
          jumped = true;
          if (!maximal) out.push(moved(board, left, meLo, meHi, from, cur, tLo, tHi));
        }
        if (maximal && jumped) out.push(moved(board, left, meLo, meHi, from, cur, tLo, tHi));
      }
    }
  }
  return out;
}

/** The board with the mover's stone taken from `from` to `to` and the opponent's stones (tLo, tHi). O(1). */
function moved(board: BitBoard, left: boolean, meLo: number, meHi: number, from: number, to: number, tLo: number, tHi: number): BitBoard {
  let lo = meLo;
  let hi = meHi;
  if (from < 32) lo ^= 1 << from;
  else hi ^= 1 << (from - 32);
  if (to < 32) lo ^= 1 << to;
  else hi ^= 1 << (to - 32);
  return left ? new BitBoard(board.rows, board.cols, lo, hi, tLo, tHi) : new BitBoard(board.rows, board.cols, tLo, tHi, lo, hi);
}

/** Words of a bitboard key: the shape, then black lo, hi, white lo, hi. */
export const BIT_KEY_WORDS = 5;

/** Writes the key of the board as given (shape `rows · 65536 + cols`, then its four words) into `out`; returns 5. O(1). */
export function bitKey(board: BitBoard, out: Int32Array): number {
  out[0] = board.rows * 65536 + board.cols;
  out[1] = board.bLo;
  out[2] = board.bHi;
  out[3] = board.wLo;
  out[4] = board.wHi;
  return BIT_KEY_WORDS;
}

/**
 * Writes the folded key of the board into `out` (the shape with fewer rows first, then the four
 * words of the least image over its orientations of that shape and the colour swap, lib/grid's
 * {@link G.leastTwoColourImage}); returns 5, or −5 when the image is colour-swapped (its value is
 * the negative of the board's). Boards have equal keys iff they are in one symmetry class.
 * O(orientations · ⌈cells/8⌉) table look-ups.
 */
export function bitClassKey(board: BitBoard, out: Int32Array): number {
  const { rows, cols } = board;
  const chosen = leastImage(shapeOf(rows, cols), board.bLo, board.bHi, board.wLo, board.wHi, IMG);
  out[0] = rows <= cols ? rows * 65536 + cols : cols * 65536 + rows;
  out[1] = IMG[0]!;
  out[2] = IMG[1]!;
  out[3] = IMG[2]!;
  out[4] = IMG[3]!;
  return (chosen & 1) !== 0 ? -BIT_KEY_WORDS : BIT_KEY_WORDS;
}

const IMG = new Int32Array(4);

/** Row r of a bitboard's black (`black`) or white stones as a cols-bit mask. O(1). */
export function bitBoardRow(board: BitBoard, black: boolean, r: number): number {
  return black ? G.bitRow(board.bLo, board.bHi, board.cols, r) : G.bitRow(board.wLo, board.wHi, board.cols, r);
}

/** The bitboard of rows × cols (≤ 64 cells) whose row r holds black `bRows[r] >>> shift` and white `wRows[r] >>> shift`, rows from `start`. O(rows). */
export function bitBoardOfRows(rows: number, cols: number, bRows: ArrayLike<number>, wRows: ArrayLike<number>, start: number, shift: number): BitBoard {
  G.bitsOfRows(bRows, start, rows, cols, shift, ROWS);
  const bLo = ROWS[0]!;
  const bHi = ROWS[1]!;
  G.bitsOfRows(wRows, start, rows, cols, shift, ROWS);
  return new BitBoard(rows, cols, bLo, bHi, ROWS[0]!, ROWS[1]!);
}

const ROWS = new Int32Array(2);
