/**
 * Konane moves. Left (`B`) jumps orthogonally over an adjacent `W` onto the empty cell behind
 * it, removing the jumped stone; Right (`W`) likewise over `B`. A multi-jump continues in the
 * same straight line. Two rule variants, both used by the seed (000_280edabfccf82ce1):
 *
 * - `"standard"`: the player may stop after any jump of a multi-jump, so every landing cell is
 *   a separate option (the seed's first program; the usual Konane rule).
 * - `"maximal"`: a multi-jump must be continued as far as it goes, so only the final landing
 *   cell is an option (the seed's tiled 3×n / n×n experiment program).
 */
import { InputError } from "../../util";
import { makeBoard as makeBoardImport, type Board } from "./board";

// read once: an imported binding is a module getter on every call in the compiled code (one per option)
const makeBoard = makeBoardImport;

// Local copies of the cell codes (re-exported bindings are getters in some loaders: slow in hot loops).
const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;

/** Rule variant: every landing cell of a multi-jump is an option, or only the final one. */
export type Variant = "standard" | "maximal";
/** The player to move: Left plays `B`, Right plays `W`. */
export type Player = "L" | "R";

/** Both variants, in a fixed order. */
export const VARIANTS: readonly Variant[] = ["standard", "maximal"];

/** Directions in the seed's order: up, down, left, right. */
const DR = [-1, 1, 0, 0] as const;
const DC = [0, 0, -1, 1] as const;

/** Throw {@link InputError} unless `v` is a known variant. O(1). */
export function checkVariant(v: unknown): Variant {
  if (v !== "standard" && v !== "maximal") {
    throw new InputError(`unknown Konane variant ${JSON.stringify(v)}; expected "standard" or "maximal"`);
  }
  return v;
}

/**
 * The boards reachable by one move of `player`, in the seed's generation order (row-major
 * over the moving stone, then up, down, left, right, then — in the standard variant — each
 * landing cell of the multi-jump in turn). Cost O(cells + options × cells).
 */
export function options(board: Board, player: Player, variant: Variant): Board[] {
  checkVariant(variant);
  const { rows, cols, cells } = board;
  const me = player === "L" ? BLACK : WHITE;
  const them = player === "L" ? WHITE : BLACK;
  const out: Board[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] !== me) continue;
      for (let d = 0; d < 4; d++) {
        const dr = DR[d]!;
        const dc = DC[d]!;
        let cr = r;
        let cc = c;
        let next: Uint8Array | null = null;
        for (;;) {
          const lr = cr + 2 * dr;
          const lc = cc + 2 * dc;
          if (lr < 0 || lr >= rows || lc < 0 || lc >= cols) break;
          const src = next ?? cells;
          if (src[(cr + dr) * cols + cc + dc] !== them || src[lr * cols + lc] !== EMPTY) break;
          next = next ? next.slice() : cells.slice();
          next[cr * cols + cc] = EMPTY;
          next[(cr + dr) * cols + cc + dc] = EMPTY;
          next[lr * cols + lc] = me;
          cr = lr;
          cc = lc;
          if (variant === "standard") out.push(makeBoard(rows, cols, next));
        }
        if (variant === "maximal" && next) out.push(makeBoard(rows, cols, next));
      }
    }
  }
  return out;
}

/** Left's (`B`) options; see {@link options}. */
export function leftOptions(board: Board, variant: Variant): Board[] {
  return options(board, "L", variant);
}

/** Right's (`W`) options; see {@link options}. */
export function rightOptions(board: Board, variant: Variant): Board[] {
  return options(board, "R", variant);
}
