// Shared fixtures of the Konane tests (test/konane.test.ts, test/konane-engine.test.ts): random
// boards and the plain value (no decomposition, no symmetry) the fast paths are checked against.
import * as cgt from "../lib/cgt";
import { boardKey, options, parseBoard, type Board, type Variant } from "../lib/games/konane";

/** A random board of 1..maxRows × 1..maxCols cells, each B or W with probability fill/2, else empty. */
export function randomBoard(rand: () => number, maxRows: number, maxCols: number, fill = 0.55): Board {
  const rows = 1 + Math.floor(rand() * maxRows);
  const cols = 1 + Math.floor(rand() * maxCols);
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    let s = "";
    for (let c = 0; c < cols; c++) {
      const x = rand();
      s += x < fill / 2 ? "B" : x < fill ? "W" : ".";
    }
    lines.push(s);
  }
  return parseBoard(lines);
}

/** {@link randomBoard}, drawn again until it has at least 3 rows and 5 columns (room for splits). */
export function randomRoot(rand: () => number, maxRows: number, maxCols: number, fill: number): Board {
  let b = randomBoard(rand, maxRows, maxCols, fill);
  while (b.rows < 3 || b.cols < 5) b = randomBoard(rand, maxRows, maxCols, fill);
  return b;
}

/**
 * A fresh memo of plain values: {L|R} over the options of the board itself (no decomposition, no
 * symmetry folding), the reference the fast splits are checked against.
 */
export function plainValues(): (b: Board, v: Variant) => cgt.Game {
  const memo = new Map<string, cgt.Game>();
  const plain = (b: Board, v: Variant): cgt.Game => {
    const key = `${v}:${boardKey(b)}`;
    let g = memo.get(key);
    if (g === undefined) {
      g = cgt.game(options(b, "L", v).map((o) => plain(o, v)), options(b, "R", v).map((o) => plain(o, v)));
      memo.set(key, g);
    }
    return g;
  };
  return plain;
}
