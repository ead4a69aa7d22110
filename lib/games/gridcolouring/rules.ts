/**
 * Col and Snort on grids: the players take turns to colour an empty cell with their colour (Left
 * `x`, Right `o`). In Col a cell may not be coloured next to a cell of the SAME colour; in Snort not
 * next to a cell of the OTHER colour (neighbours are the 4 orthogonal ones; `#` cells are not part of
 * the map). Who cannot move loses (Winning Ways, chapter 2).
 *
 * What matters of a position is, for each empty cell, which colours are next to it (its tint), so the
 * engine's key is the grid of tints of the empty cells (cells no one can colour dropped), folded over the
 * 8 grid symmetries and the colour swap (which negates the value). Components are the 4-connected groups
 * of empty cells, each cut out with the stones around it.
 */
import * as G from "../../grid";
import { defineGridRuleset, type GridPlayer, type GridRuleset, type NormalForm } from "../../ruleset";
import { InputError } from "../../util";

/** An empty cell. */
export const EMPTY = 0;
/** A cell coloured by Left (`x`). */
export const LEFT_COLOUR = 1;
/** A cell coloured by Right (`o`). */
export const RIGHT_COLOUR = 2;
/** A cell that is not part of the map (`#`). */
export const BLOCKED = 3;

/** The picture alphabet: `.` empty, `x` Left's colour, `o` Right's, `#` not on the map (`X`/`O` accepted). */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Col/Snort", ".xo#", { X: 1, O: 2 }, (v) =>
  v === 1 ? { kind: "stone", fill: "#1f5fd1" } : v === 2 ? { kind: "stone", fill: "#d12a1f" } : v === 3 ? { kind: "blocked" } : { kind: "empty" },
);

/** Which colouring game: "col" (not next to your own colour) or "snort" (not next to the other colour). */
export type ColouringRule = "col" | "snort";

/** The tint of each cell: bit 0 = next to an x, bit 1 = next to an o. O(cells). */
function tints(grid: G.Grid): Uint8Array {
  const { height: h, width: w, cells } = grid;
  const t = new Uint8Array(cells.length);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const v = cells[r * w + c]!;
      if (v !== LEFT_COLOUR && v !== RIGHT_COLOUR) continue;
      const bit = v === LEFT_COLOUR ? 1 : 2;
      if (r > 0) t[(r - 1) * w + c]! |= bit;
      if (r + 1 < h) t[(r + 1) * w + c]! |= bit;
      if (c > 0) t[r * w + c - 1]! |= bit;
      if (c + 1 < w) t[r * w + c + 1]! |= bit;
    }
  }
  return t;
}

/** Whether `player` (0 Left, 1 Right) may colour a cell of tint t under the rule. O(1). */
function permitted(rule: ColouringRule, player: 0 | 1, t: number): boolean {
  const own = player === 0 ? 1 : 2;
  const other = 3 - own;
  return rule === "col" ? (t & own) === 0 : (t & other) === 0;
}

/**
 * Options of `player` (0 Left, 1 Right): colour one permitted empty cell. Written out as grids rather
 * than reported as `moves` to the grid base: on the benchmark's 3×3 Snort board the base's per-move
 * call cost 9–10% of the engine time (one change per move on a tiny board). O(cells²).
 */
function options(rule: ColouringRule, grid: G.Grid, player: GridPlayer): G.Grid[] {
  const t = tints(grid);
  const out: G.Grid[] = [];
  const colour = player === 0 ? LEFT_COLOUR : RIGHT_COLOUR;
  for (let i = 0; i < grid.cells.length; i++) {
    if (grid.cells[i] !== EMPTY || !permitted(rule, player, t[i]!)) continue;
    const next = grid.cells.slice();
    next[i] = colour;
    out.push(G.Grid.unsafeWrap(grid.height, grid.width, next, grid.alphabet));
  }
  return out;
}

/**
 * The connected groups of empty cells, each cut out with a one-cell margin that keeps the stones next
 * to the group (everything else in the box becomes `#`; the box is padded with `#` at the border). O(cells).
 */
const EMPTY_REGIONS: G.ComponentOptions = { occupied: (v) => v === EMPTY, fill: BLOCKED }; // made once, not per call

function components(grid: G.Grid): G.Grid[] {
  const { height: h, width: w, cells } = grid;
  const parts = G.connectedComponents(grid, EMPTY_REGIONS);
  if (parts.length === 0) return [];
  if (parts.length === 1 && parts[0]!.grid.height === h && parts[0]!.grid.width === w) return [grid];
  const out: G.Grid[] = [];
  for (const p of parts) out.push(withMargin(p, cells, h, w, grid.alphabet));
  return out;
}

/** One group of empty cells cut out with a one-cell margin keeping the stones next to it (`#` elsewhere). O(box cells). */
function withMargin(p: G.GridComponent, cells: Uint8Array, h: number, w: number, alphabet: G.CellAlphabet | undefined): G.Grid {
  const H = p.grid.height + 2;
  const W = p.grid.width + 2;
  const out = new Uint8Array(H * W).fill(BLOCKED);
  for (let r = 0; r < p.grid.height; r++) {
    for (let c = 0; c < p.grid.width; c++) {
      if (p.grid.cells[r * p.grid.width + c] !== EMPTY) continue;
      out[(r + 1) * W + c + 1] = EMPTY;
      for (let k = 0; k < 4; k++) {
        const dr = k === 0 ? -1 : k === 1 ? 1 : 0;
        const dc = k === 2 ? -1 : k === 3 ? 1 : 0;
        const R = p.top + r + dr;
        const C = p.left + c + dc;
        if (R < 0 || R >= h || C < 0 || C >= w) continue;
        const v = cells[R * w + C]!;
        if (v === LEFT_COLOUR || v === RIGHT_COLOUR) out[(r + 1 + dr) * W + c + 1 + dc] = v;
      }
    }
  }
  return G.Grid.unsafeWrap(H, W, out, alphabet);
}

const TINT_GROUP: G.GridSymmetryGroup = { symmetries: G.ALL_SYMMETRIES, colourSwap: [0, 1, 3, 2] };

/**
 * The key: the grid of empty cells someone may still colour, valued 1 + tint (1 untinted, 2 next to x,
 * 3 next to o), every other cell 0, cropped and folded over the 8 symmetries and the colour swap. O(cells).
 */
/** The cells a key keeps: those someone may still colour (nonzero in the key grid). */
const isColourable = (v: number): boolean => v !== 0;

function normalizer(rule: ColouringRule): (grid: G.Grid) => NormalForm {
  return (grid: G.Grid): NormalForm => {
    const { height: h, width: w, cells } = grid;
    const t = tints(grid);
    const v = new Uint8Array(cells.length);
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== EMPTY || !(permitted(rule, 0, t[i]!) || permitted(rule, 1, t[i]!))) continue;
      v[i] = 1 + t[i]!;
    }
    const cropped = G.Grid.unsafeWrap(h, w, v).trim(isColourable);
    if (cropped.height === 0) return { key: G.gridKey(G.Grid.of(0, 0)), negated: false };
    const folded = G.foldedGridKey(cropped, TINT_GROUP);
    return { key: folded.key, negated: folded.swapsPlayers };
  };
}

/** A Col or Snort ruleset over grids (a grid ruleset: `parse` from `.` empty, `x` Left's colour, `o` Right's, `#` off the map; `format`; `draw` with the alphabet's blue Left and red Right stones). */
export type ColouringRuleset = GridRuleset;

/**
 * Col (`"col"`) or Snort (`"snort"`) on grids. Throws InputError for any other rule. Moves O(cells²) per
 * position; values exponential in the number of empty cells (give the engine a budget). The key and the
 * components are the game's own (tints of the empty cells; groups cut out with their stones).
 */
export function colouringGame(rule: ColouringRule): ColouringRuleset {
  if (rule !== "col" && rule !== "snort") throw new InputError(`unknown colouring rule ${JSON.stringify(rule)}; use "col" or "snort"`);
  return defineGridRuleset({
    name: rule === "col" ? "Col" : "Snort",
    cells: ALPHABET,
    leftOptions: (g: G.Grid) => options(rule, g, 0),
    rightOptions: (g: G.Grid) => options(rule, g, 1),
    components,
    normalize: normalizer(rule),
  });
}
