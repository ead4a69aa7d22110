/**
 * Fission (CGSuite's game.grid.Fission, cgt-tools' Fission): stones on a grid; Left replaces a stone
 * whose north and south neighbours are empty by two stones on them, Right likewise with east and west.
 * Cells: 0 `.` empty, 1 `x` a stone, 2 `#` blocked (for non-rectangular boards). Off the board counts
 * as not empty. Transposing the board exchanges the players (the value is negated); the other
 * symmetries keep it. The stone count grows by one per move, so play ends (each move needs two empties).
 */
import * as cgt from "../../cgt";
import * as G from "../../grid";
import { defineGridRuleset, longestPlay, type GridMove, type GridRuleset } from "../../ruleset";

/** An empty cell. */
export const EMPTY = 0;
/** A stone. */
export const STONE = 1;
/** A blocked cell. */
export const BLOCKED = 2;

/** The moves of a player: Left splits stones vertically (dr = 1, dc = 0), Right horizontally; each reported to `move`. O(cells), plus O(cells) per option. */
function splits(grid: G.Grid, dr: number, dc: number, move: GridMove): void {
  const { height: h, width: w, cells } = grid;
  for (let r = dr; r + dr < h; r++) {
    for (let c = dc; c + dc < w; c++) {
      const i = r * w + c;
      const d = dr * w + dc;
      if (cells[i] !== STONE || cells[i - d] !== EMPTY || cells[i + d] !== EMPTY) continue;
      move(i, EMPTY, i - d, STONE, i + d, STONE);
    }
  }
}

/** The options of a player as grids (for {@link knownValue}'s one-sided search): Left's when dr = 1. O(cells²). */
function options(grid: G.Grid, dr: number): Iterable<G.Grid> {
  return dr === 1 ? ruleset.leftOptions(grid) : ruleset.rightOptions(grid);
}

/** Whether three cells in a line along (dr, dc) are all non-blocked somewhere: needed for any split in that direction, now or later. O(cells). */
function hasRun3(grid: G.Grid, dr: number, dc: number): boolean {
  const { height: h, width: w, cells } = grid;
  for (let r = dr; r + dr < h; r++)
    for (let c = dc; c + dc < w; c++) {
      const i = r * w + c;
      const d = dr * w + dc;
      if (cells[i] !== BLOCKED && cells[i - d] !== BLOCKED && cells[i + d] !== BLOCKED) return true;
    }
  return false;
}

/** Most positions {@link knownValue} explores for a one-player position before leaving it to the engine. */
const ONE_SIDED_LIMIT = 4096;

/**
 * Values known without search: positions in which one player can never split. Left's split needs a
 * stone with empty cells north and south, so three vertically consecutive non-blocked cells; blocked
 * cells never change, so without such a run Left never moves (likewise Right, horizontally). Then the
 * value is the integer given by the other player's longest play (lib/ruleset `longestPlay`; Winning
 * Ways vol. 1 ch. 1: {n|} = n + 1), negated for Right; 0 when neither can ever move. Every split fills
 * one more cell, so the empty cells bound the length. Explores at most 4,096 positions, else undefined.
 * Cost O(cells) to test, then O(min(reachable, 4,096) · cells).
 */
export function knownValue(grid: G.Grid): cgt.Game | undefined {
  const leftCan = hasRun3(grid, 1, 0);
  const rightCan = hasRun3(grid, 0, 1);
  if (leftCan && rightCan) return undefined;
  if (!leftCan && !rightCan) return cgt.ZERO;
  const dr = leftCan ? 1 : 0;
  const empty = grid.cells.filter((v) => v === EMPTY).length;
  const n = longestPlay((g: G.Grid) => options(g, dr), G.gridKey, grid, ONE_SIDED_LIMIT, empty);
  return n === undefined ? undefined : cgt.integer(leftCan ? n : -n);
}

/** Fission as a partizan grid ruleset (pictures, a drawing, keys, components from the base). */
export type FissionRuleset = GridRuleset;

/**
 * Fission over grids; `solvers.canonicalValue(games.fission.ruleset, games.fission.ruleset.parse("..x.|...."))`.
 * Positions: `.` empty, `x` stone (`X` accepted), `#` blocked. The key folds blocked borders and the
 * 8 symmetries (the transposing ones negate); components are the 4-connected regions of non-blocked
 * cells holding a stone. Moves O(cells) each; values exponential in the board size (give the engine a budget).
 */
export const ruleset: FissionRuleset = defineGridRuleset({
  name: "Fission",
  cells: [
    { char: ".", name: "empty" },
    { char: "x", name: "stone", aliases: "X", glyph: { kind: "stone", fill: "#222" } },
    { char: "#", name: "blocked", glyph: { kind: "blocked" } },
  ],
  moves: (g, player, move) => {
    if (player === 0) splits(g, 1, 0, move);
    else splits(g, 0, 1, move);
  },
  symmetries: "all",
  swapsPlayers: "transpose",
  background: [BLOCKED],
  components: { of: (v) => v !== BLOCKED, fill: BLOCKED, keep: (region) => region.cells.includes(STONE) },
  knownValue,
});

/** The picture alphabet: `.` empty, `x` stone, `#` blocked (`X` accepted). */
export const ALPHABET: G.CellAlphabet = ruleset.alphabet;
