/**
 * Fission (CGSuite's game.grid.Fission, cgt-tools' Fission): stones on a grid; Left replaces a stone
 * whose north and south neighbours are empty by two stones on them, Right likewise with east and west.
 * Cells: 0 `.` empty, 1 `x` a stone, 2 `#` blocked (for non-rectangular boards). Off the board counts
 * as not empty. Transposing the board exchanges the players (the value is negated); the other
 * symmetries keep it. The stone count grows by one per move, so play ends (each move needs two empties).
 */
import * as cgt from "../../cgt";
import * as G from "../../grid";
import { definePartizan, longestPlay, type NormalForm, type PartizanRuleset } from "../../ruleset";

/** An empty cell. */
export const EMPTY = 0;
/** A stone. */
export const STONE = 1;
/** A blocked cell. */
export const BLOCKED = 2;

/** The picture alphabet: `.` empty, `x` stone, `#` blocked (`X` accepted). */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Fission", ".x#", { X: 1 }, (v) => (v === 1 ? { kind: "stone", fill: "#222" } : v === 2 ? { kind: "blocked" } : { kind: "empty" }));

/** The options of a player: Left splits stones vertically (dr = 1, dc = 0), Right horizontally. O(cells²). */
function options(grid: G.Grid, dr: number, dc: number): G.Grid[] {
  const { height: h, width: w, cells } = grid;
  const out: G.Grid[] = [];
  for (let r = dr; r + dr < h; r++) {
    for (let c = dc; c + dc < w; c++) {
      const i = r * w + c;
      const d = dr * w + dc;
      if (cells[i] !== STONE || cells[i - d] !== EMPTY || cells[i + d] !== EMPTY) continue;
      const next = cells.slice();
      next[i] = EMPTY;
      next[i - d] = STONE;
      next[i + d] = STONE;
      out.push(G.Grid.unsafeWrap(h, w, next, grid.alphabet));
    }
  }
  return out;
}

/** The grid without blocked border rows and columns. O(cells). */
function trimBlocked(grid: G.Grid): G.Grid {
  const { height: h, width: w, cells } = grid;
  let top = h;
  let bottom = -1;
  let left = w;
  let right = -1;
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) {
    if (cells[r * w + c] === BLOCKED) continue;
    top = Math.min(top, r);
    bottom = Math.max(bottom, r);
    left = Math.min(left, c);
    right = Math.max(right, c);
  }
  if (bottom < 0) return G.Grid.of(0, 0);
  return top === 0 && left === 0 && bottom === h - 1 && right === w - 1 ? grid : grid.crop(top, left, bottom - top + 1, right - left + 1);
}

/**
 * Independent parts: the 4-connected regions of non-blocked cells that hold a stone (a region without
 * stones has no move), each cropped with blocked filler. O(cells).
 */
const REGIONS: G.ComponentOptions = { occupied: (v) => v !== BLOCKED, fill: BLOCKED }; // made once, not per call

function components(grid: G.Grid): G.Grid[] {
  return G.connectedComponents(grid, REGIONS)
    .filter((p) => p.grid.cells.includes(STONE))
    .map((p) => p.grid);
}

const GROUP: G.GridSymmetryGroup = { symmetries: G.ALL_SYMMETRIES, swapsPlayers: G.transposes };

/** Key folded over blocked borders and the 8 symmetries (transposing ones negate). O(8 · cells). */
function normalize(grid: G.Grid): NormalForm {
  const folded = G.foldedGridKey(trimBlocked(grid), GROUP);
  return { key: folded.key, negated: folded.swapsPlayers };
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
  const [dr, dc] = leftCan ? [1, 0] : [0, 1];
  const empty = grid.cells.filter((v) => v === EMPTY).length;
  const n = longestPlay((g: G.Grid) => options(g, dr, dc), G.gridKey, grid, ONE_SIDED_LIMIT, empty);
  return n === undefined ? undefined : cgt.integer(leftCan ? n : -n);
}

/** Fission as a partizan ruleset with pictures and a drawing. */
export interface FissionRuleset extends PartizanRuleset<G.Grid> {
  /** A position from its picture (`.` empty, `x` stone, `#` blocked; rows by `|` or newlines). */
  readonly parse: (picture: string) => G.Grid;
  /** The picture of a position, rows joined by `|`. */
  readonly format: (position: G.Grid) => string;
  /** An SVG drawing. */
  readonly draw: (position: G.Grid) => string;
}

/**
 * Fission over grids; `solvers.canonicalValue(games.fission.ruleset, games.fission.ruleset.parse("..x.|...."))`.
 * Moves O(cells) each; values exponential in the board size (give the engine a budget).
 */
export const ruleset: FissionRuleset = definePartizan<G.Grid>({
  name: "Fission",
  leftOptions: (g: G.Grid) => options(g, 1, 0),
  rightOptions: (g: G.Grid) => options(g, 0, 1),
  key: G.gridKey,
  isPosition: (x: unknown) => x instanceof G.Grid && x.cells.every((v) => v <= BLOCKED),
  components,
  normalize,
  knownValue,
  parse: (picture: string) => G.parseGrid(picture, ALPHABET),
  format: (g: G.Grid) => G.formatGrid(g, ALPHABET),
  draw: (g: G.Grid) => G.gridSvg(g, { glyph: (v) => (v === STONE ? { kind: "stone", fill: "#222" } : v === BLOCKED ? { kind: "blocked" } : { kind: "empty" }), title: `Fission ${G.formatGrid(g, ALPHABET)}` }),
}) as FissionRuleset;
