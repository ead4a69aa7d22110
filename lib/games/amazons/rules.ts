/**
 * Amazons on small boards (CGSuite's game.grid.Amazons, cgt-tools' Amazons). Left's amazons `x`, Right's
 * `o`, burnt squares `#`. A move: one of the mover's amazons moves like a chess queen (any distance in one
 * of 8 directions over empty squares), then fires an arrow like a queen from its new square (it may pass
 * over or land on the square it just left) and the arrow's square is burnt. Every move burns a square, so
 * play ends. Components are the 8-connected regions of unburnt squares holding an amazon; the key folds
 * the 8 grid symmetries and the colour swap (which negates the value).
 */
import * as cgt from "../../cgt";
import * as G from "../../grid";
import { defineGridRuleset, longestPlay, type GridMove, type GridRuleset } from "../../ruleset";

/** An empty square. */
export const EMPTY = 0;
/** Left's amazon `x`. */
export const LEFT_AMAZON = 1;
/** Right's amazon `o`. */
export const RIGHT_AMAZON = 2;
/** A burnt (or blocked) square `#`. */
export const BURNT = 3;

const COMPASS = G.ADJACENCY_8;

/**
 * The moves of a player (1 = Left's amazons, 2 = Right's), each reported to `move` as three changes:
 * the amazon leaves its square, lands, and burns the arrow's square (which may be the square it left).
 * O(amazons · (8·side)²), plus O(cells) per option.
 */
function queenMoves(grid: G.Grid, us: number, move: GridMove): void {
  const { height: h, width: w, cells } = grid;
  const a = cells.slice(); // the board as the arrow sees it: the moving amazon's square is free
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== us) continue;
    const r0 = Math.floor(i / w);
    const c0 = i % w;
    a[i] = EMPTY;
    for (const [dr, dc] of COMPASS) {
      for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < h && c >= 0 && c < w && a[r * w + c] === EMPTY; r += dr, c += dc) {
        for (const [er, ec] of COMPASS) {
          for (let s = r + er, t = c + ec; s >= 0 && s < h && t >= 0 && t < w && a[s * w + t] === EMPTY; s += er, t += ec) {
            move(i, EMPTY, r * w + c, us, s * w + t, BURNT);
          }
        }
      }
    }
    a[i] = us;
  }
}

/** The options of a player as grids (for {@link knownValue}'s one-sided search). O(amazons · (8·side)² · cells). */
function options(grid: G.Grid, us: number): Iterable<G.Grid> {
  return us === LEFT_AMAZON ? ruleset.leftOptions(grid) : ruleset.rightOptions(grid);
}

/** Most positions {@link knownValue} explores in a one-player region before leaving it to the engine. */
const ONE_SIDED_LIMIT = 4096;

/**
 * Values known without search: a position in which only one player has amazons (or no amazon can
 * ever move). The other player never has a move, so the value is the integer given by the longest
 * sequence of moves of the amazons' owner (lib/ruleset `longestPlay`; Winning Ways vol. 1 ch. 1:
 * {n|} = n + 1), negated for Right. Every move burns one square, so the
 * empty squares bound the length. Explores at most 4,096 positions, else undefined (the engine
 * searches). Cost O(cells) to test, then O(min(reachable, 4,096) · moves per position).
 */
export function knownValue(grid: G.Grid): cgt.Game | undefined {
  let left = false;
  let right = false;
  let empty = 0;
  for (const v of grid.cells) {
    if (v === LEFT_AMAZON) left = true;
    else if (v === RIGHT_AMAZON) right = true;
    else if (v === EMPTY) empty++;
  }
  if (left && right) return undefined;
  if (!left && !right) return cgt.ZERO;
  const us = left ? LEFT_AMAZON : RIGHT_AMAZON;
  const n = longestPlay((g: G.Grid) => options(g, us), G.gridKey, grid, ONE_SIDED_LIMIT, empty);
  return n === undefined ? undefined : cgt.integer(left ? n : -n);
}

/** Amazons as a partizan grid ruleset (pictures, a drawing, keys, components from the base). */
export type AmazonsRuleset = GridRuleset;

/**
 * Amazons over grids (small boards: the game tree grows like (moves per turn)^(empty squares)).
 * `solvers.canonicalValue(games.amazons.ruleset, games.amazons.ruleset.parse("x..#|....|.#.o"))`.
 * Positions: `.` empty, `x` Left, `o` Right (`X`/`O` accepted), `#` burnt.
 */
export const ruleset: AmazonsRuleset = defineGridRuleset({
  name: "Amazons",
  cells: [
    { char: ".", name: "empty" },
    { char: "x", name: "Left's amazon", aliases: "X", glyph: { kind: "stone", fill: "#222" } },
    { char: "o", name: "Right's amazon", aliases: "O", glyph: { kind: "stone", fill: "#fff", stroke: "#222" } },
    { char: "#", name: "burnt", glyph: { kind: "blocked" } },
  ],
  moves: (g, player, move) => { queenMoves(g, player + 1, move); },
  symmetries: "all",
  colourSwap: [0, 2, 1, 3],
  background: [BURNT],
  components: { of: (v) => v !== BURNT, adjacency: "8", fill: BURNT, keep: (region) => region.cells.some((v) => v === LEFT_AMAZON || v === RIGHT_AMAZON) },
  knownValue,
});

/** The picture alphabet: `.` empty, `x` Left, `o` Right, `#` burnt (`X`/`O` accepted). */
export const ALPHABET: G.CellAlphabet = ruleset.alphabet;
