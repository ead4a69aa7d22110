/**
 * Ski-Jumps (Winning Ways, chapter 2; cgt-tools' SkiJumps). Each skier is Left's (moving east) or
 * Right's (moving west) and is a jumper (`L`, `R`) or a slipper (`l`, `r`). On a turn a player either
 * slides one skier any number of empty squares along its row in its direction, or off the board when
 * the way to the edge is clear; or jumps a jumper over an opposing skier directly below it onto the
 * empty square below that one (not off the board) — the skier jumped over becomes a slipper.
 * Cells: 0 `.`, 1 `L`, 2 `l`, 3 `R`, 4 `r`. Reflecting east–west and swapping the colours exchanges the
 * players (negates the value). Every move removes a skier or moves one east/west or down, so play ends.
 *
 * Shortcut (`knownValue`, tested against the search): when no jumper has an opposing skier in the row
 * below it (rows only change by jumps, so no jump is ever possible) and in every row all of Left's skiers
 * are east of all of Right's (so they never block each other), each side just counts its moves one square
 * at a time: the value is the integer Σ_Left (width − column) − Σ_Right (column + 1) (Winning Ways: once
 * the skiers are past each other, every square is a free move).
 *
 * Peers are not oracles: cgt-tools' jump does not check that the landing square is empty (its own
 * comment says it must be); here it must be, as in Winning Ways.
 */
import * as cgt from "../../cgt";
import * as G from "../../grid";
import { defineGridRuleset, type GridMove, type GridPlayer, type GridRuleset, type NormalForm } from "../../ruleset";

/** An empty square. */
export const EMPTY = 0;
/** Left's jumper `L`. */
export const LEFT_JUMPER = 1;
/** Left's slipper `l`. */
export const LEFT_SLIPPER = 2;
/** Right's jumper `R`. */
export const RIGHT_JUMPER = 3;
/** Right's slipper `r`. */
export const RIGHT_SLIPPER = 4;

const isLeft = (v: number): boolean => v === LEFT_JUMPER || v === LEFT_SLIPPER;
const isRight = (v: number): boolean => v === RIGHT_JUMPER || v === RIGHT_SLIPPER;

/** The moves of Left (player 0, east) or Right (player 1, west), each reported to `move`. O(skiers · width), plus O(cells) per option. */
function skierMoves(grid: G.Grid, player: GridPlayer, move: GridMove): void {
  const { height: h, width: w, cells } = grid;
  const mine = player === 0 ? isLeft : isRight;
  const theirs = player === 0 ? isRight : isLeft;
  const jumper = player === 0 ? LEFT_JUMPER : RIGHT_JUMPER;
  const slipperOfJumped = player === 0 ? RIGHT_SLIPPER : LEFT_SLIPPER;
  const step = player === 0 ? 1 : -1;
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const v = cells[r * w + c]!;
      if (!mine(v)) continue;
      let t = c + step;
      for (; t >= 0 && t < w && cells[r * w + t] === EMPTY; t += step) move(r * w + c, EMPTY, r * w + t, v);
      if (t < 0 || t >= w) move(r * w + c, EMPTY); // off the board
      if (v === jumper && r + 2 < h && theirs(cells[(r + 1) * w + c]!) && cells[(r + 2) * w + c] === EMPTY) {
        move(r * w + c, EMPTY, (r + 1) * w + c, slipperOfJumped, (r + 2) * w + c, v);
      }
    }
  }
}

const SWAP = [0, 3, 4, 1, 2];

/** The east–west mirror image with colours swapped (Left's and Right's skiers exchanged). O(cells). */
export function swapPlayers(grid: G.Grid): G.Grid {
  const m = G.applySymmetry(grid, G.FLIP_COLUMNS);
  return G.Grid.unsafeWrap(m.height, m.width, m.cells.map((v) => SWAP[v]!), grid.alphabet);
}

/** Key: the lesser of the position and its player swap (empty top rows dropped). O(cells). */
function normalize(grid: G.Grid): NormalForm {
  let top = 0;
  while (top < grid.height && grid.cells.subarray(top * grid.width, (top + 1) * grid.width).every((v) => v === EMPTY)) top++;
  const g = top === 0 ? grid : grid.crop(top, 0, grid.height - top, grid.width);
  const a = G.gridKey(g);
  const b = G.gridKey(swapPlayers(g));
  // a total order on keys: numbers before strings, then by value
  const aFirst = typeof a === typeof b ? a <= b : typeof a === "number";
  return aFirst ? { key: a, negated: false } : { key: b, negated: true };
}

/** The integer value of a position where skiers can neither jump nor meet (see the module comment), else undefined. O(cells). */
function separatedValue(grid: G.Grid): cgt.Game | undefined {
  const { height: h, width: w, cells } = grid;
  let total = 0;
  for (let r = 0; r < h; r++) {
    let westmostLeft = w;
    let eastmostRight = -1;
    let below = 0; // bit 1: a Left skier in row r+1, bit 2: a Right skier
    if (r + 1 < h) for (let c = 0; c < w; c++) below |= isLeft(cells[(r + 1) * w + c]!) ? 1 : isRight(cells[(r + 1) * w + c]!) ? 2 : 0;
    for (let c = 0; c < w; c++) {
      const v = cells[r * w + c]!;
      if (v === EMPTY) continue;
      if (isLeft(v)) {
        if (v === LEFT_JUMPER && r + 2 < h && below & 2) return undefined;
        westmostLeft = Math.min(westmostLeft, c);
        total += w - c;
      } else {
        if (v === RIGHT_JUMPER && r + 2 < h && below & 1) return undefined;
        eastmostRight = Math.max(eastmostRight, c);
        total -= c + 1;
      }
    }
    if (eastmostRight > westmostLeft) return undefined;
  }
  return cgt.integer(total);
}

/** Ski-Jumps as a partizan grid ruleset (pictures and a drawing from the base). */
export type SkiJumpsRuleset = GridRuleset;

const LEFT_INK = "#1f5fbf";
const RIGHT_INK = "#c0392b";

/**
 * Ski-Jumps over grids (`.` empty, `L`/`l` Left's jumper/slipper, `R`/`r` Right's). The key is the
 * lesser of the position and its mirror image with the colours swapped (a fold the grid symmetry group
 * cannot say: the mirror alone is not a symmetry), empty top rows dropped. Moves O(skiers · width)
 * each; values exponential in the number of skiers and width.
 */
export const ruleset: SkiJumpsRuleset = defineGridRuleset({
  name: "Ski-Jumps",
  cells: [
    { char: ".", name: "empty" },
    { char: "L", name: "Left's jumper", glyph: { kind: "letter", text: "L", fill: LEFT_INK } },
    { char: "l", name: "Left's slipper", glyph: { kind: "letter", text: "l", fill: LEFT_INK } },
    { char: "R", name: "Right's jumper", glyph: { kind: "letter", text: "R", fill: RIGHT_INK } },
    { char: "r", name: "Right's slipper", glyph: { kind: "letter", text: "r", fill: RIGHT_INK } },
  ],
  moves: skierMoves,
  normalize,
  knownValue: separatedValue,
});

/** The picture alphabet `.LlRr`. */
export const ALPHABET: G.CellAlphabet = ruleset.alphabet;
