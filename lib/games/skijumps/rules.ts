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
import { definePartizan, type NormalForm, type PartizanRuleset } from "../../ruleset";

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

/** The picture alphabet `.LlRr`. */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Ski-Jumps", ".LlRr");

const isLeft = (v: number): boolean => v === LEFT_JUMPER || v === LEFT_SLIPPER;
const isRight = (v: number): boolean => v === RIGHT_JUMPER || v === RIGHT_SLIPPER;

/** Options of Left (player 0, east) or Right (player 1, west). O(skiers · width + cells). */
function options(grid: G.Grid, player: 0 | 1): G.Grid[] {
  const { height: h, width: w, cells } = grid;
  const mine = player === 0 ? isLeft : isRight;
  const theirs = player === 0 ? isRight : isLeft;
  const jumper = player === 0 ? LEFT_JUMPER : RIGHT_JUMPER;
  const slipperOfJumped = player === 0 ? RIGHT_SLIPPER : LEFT_SLIPPER;
  const step = player === 0 ? 1 : -1;
  const out: G.Grid[] = [];
  const emit = (f: (a: Uint8Array) => void): void => {
    const next = cells.slice();
    f(next);
    out.push(G.Grid.unsafeWrap(h, w, next, grid.alphabet));
  };
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const v = cells[r * w + c]!;
      if (!mine(v)) continue;
      let t = c + step;
      for (; t >= 0 && t < w && cells[r * w + t] === EMPTY; t += step) {
        const to = t;
        emit((a) => {
          a[r * w + c] = EMPTY;
          a[r * w + to] = v;
        });
      }
      if (t < 0 || t >= w) emit((a) => void (a[r * w + c] = EMPTY));
      if (v === jumper && r + 2 < h && theirs(cells[(r + 1) * w + c]!) && cells[(r + 2) * w + c] === EMPTY) {
        emit((a) => {
          a[r * w + c] = EMPTY;
          a[(r + 1) * w + c] = slipperOfJumped;
          a[(r + 2) * w + c] = v;
        });
      }
    }
  }
  return out;
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

/** Ski-Jumps as a partizan ruleset with pictures and a drawing. */
export interface SkiJumpsRuleset extends PartizanRuleset<G.Grid> {
  /** A position from its picture (`.` empty, `L`/`l` Left's jumper/slipper, `R`/`r` Right's). */
  readonly parse: (picture: string) => G.Grid;
  /** The picture of a position, rows joined by `|`. */
  readonly format: (position: G.Grid) => string;
  /** An SVG drawing (letters). */
  readonly draw: (position: G.Grid) => string;
}

/** Ski-Jumps over grids. Moves O(skiers · width) each; values exponential in the number of skiers and width. */
export const ruleset: SkiJumpsRuleset = definePartizan<G.Grid>({
  name: "Ski-Jumps",
  leftOptions: (g: G.Grid) => options(g, 0),
  rightOptions: (g: G.Grid) => options(g, 1),
  key: G.gridKey,
  isPosition: (x: unknown) => x instanceof G.Grid && x.cells.every((v) => v <= RIGHT_SLIPPER),
  normalize,
  knownValue: separatedValue,
  parse: (picture: string) => G.parseGrid(picture, ALPHABET),
  format: (g: G.Grid) => G.formatGrid(g, ALPHABET),
  draw: (g: G.Grid) =>
    G.gridSvg(g, {
      glyph: (v) => (v === EMPTY ? { kind: "empty" } : { kind: "letter", text: ".LlRr"[v]!, fill: isLeft(v) ? "#1f5fbf" : "#c0392b" }),
      title: `Ski-Jumps ${G.formatGrid(g, ALPHABET)}`,
    }),
}) as SkiJumpsRuleset;
