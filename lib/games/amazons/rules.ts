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
import { definePartizan, longestPlay, type NormalForm, type PartizanRuleset } from "../../ruleset";

/** An empty square. */
export const EMPTY = 0;
/** Left's amazon `x`. */
export const LEFT_AMAZON = 1;
/** Right's amazon `o`. */
export const RIGHT_AMAZON = 2;
/** A burnt (or blocked) square `#`. */
export const BURNT = 3;

/** The picture alphabet: `.` empty, `x` Left, `o` Right, `#` burnt (`X`/`O` accepted). */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Amazons", ".xo#", { X: 1, O: 2 }, (v) =>
  v === 1 ? { kind: "stone", fill: "#222" } : v === 2 ? { kind: "stone", fill: "#fff", stroke: "#222" } : v === 3 ? { kind: "blocked" } : { kind: "empty" },
);

const COMPASS = G.ADJACENCY_8;

/** Options of a player (1 = Left's amazons, 2 = Right's). O(amazons · (8·side)²). */
function options(grid: G.Grid, us: number): G.Grid[] {
  const { height: h, width: w, cells } = grid;
  const out: G.Grid[] = [];
  const a = cells.slice();
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== us) continue;
    const r0 = Math.floor(i / w);
    const c0 = i % w;
    a[i] = EMPTY; // the vacated square is free for the arrow
    for (const [dr, dc] of COMPASS) {
      for (let r = r0 + dr, c = c0 + dc; r >= 0 && r < h && c >= 0 && c < w && a[r * w + c] === EMPTY; r += dr, c += dc) {
        for (const [er, ec] of COMPASS) {
          for (let s = r + er, t = c + ec; s >= 0 && s < h && t >= 0 && t < w && a[s * w + t] === EMPTY; s += er, t += ec) {
            const next = a.slice();
            next[r * w + c] = us;
            next[s * w + t] = BURNT;
            out.push(G.Grid.unsafeWrap(h, w, next, grid.alphabet));
          }
        }
      }
    }
    a[i] = us;
  }
  return out;
}

/** The 8-connected regions of unburnt squares that hold an amazon, cropped with burnt filler. O(cells). */
const REGIONS: G.ComponentOptions = { occupied: (v) => v !== BURNT, adjacency: "8", fill: BURNT }; // made once, not per call

function components(grid: G.Grid): G.Grid[] {
  return G.connectedComponents(grid, REGIONS)
    .filter((p) => p.grid.cells.some((v) => v === LEFT_AMAZON || v === RIGHT_AMAZON))
    .map((p) => p.grid);
}

function trimBurnt(grid: G.Grid): G.Grid {
  const { height: h, width: w, cells } = grid;
  let top = h;
  let bottom = -1;
  let left = w;
  let right = -1;
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) {
    if (cells[r * w + c] === BURNT) continue;
    top = Math.min(top, r);
    bottom = Math.max(bottom, r);
    left = Math.min(left, c);
    right = Math.max(right, c);
  }
  if (bottom < 0) return G.Grid.of(0, 0);
  return top === 0 && left === 0 && bottom === h - 1 && right === w - 1 ? grid : grid.crop(top, left, bottom - top + 1, right - left + 1);
}

const GROUP: G.GridSymmetryGroup = { symmetries: G.ALL_SYMMETRIES, colourSwap: [0, 2, 1, 3] };

/** Key folded over burnt borders, the 8 symmetries and the colour swap (negating). O(16 · cells). */
function normalize(grid: G.Grid): NormalForm {
  const folded = G.foldedGridKey(trimBurnt(grid), GROUP);
  return { key: folded.key, negated: folded.swapsPlayers };
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

/** Amazons as a partizan ruleset with pictures and a drawing. */
export interface AmazonsRuleset extends PartizanRuleset<G.Grid> {
  /** A position from its picture (`.` empty, `x` Left, `o` Right, `#` burnt). */
  readonly parse: (picture: string) => G.Grid;
  /** The picture of a position, rows joined by `|`. */
  readonly format: (position: G.Grid) => string;
  /** An SVG drawing (black and white amazons, burnt squares grey). */
  readonly draw: (position: G.Grid) => string;
}

/**
 * Amazons over grids (small boards: the game tree grows like (moves per turn)^(empty squares)).
 * `solvers.canonicalValue(games.amazons.ruleset, games.amazons.ruleset.parse("x..#|....|.#.o"))`.
 */
export const ruleset: AmazonsRuleset = definePartizan<G.Grid>({
  name: "Amazons",
  leftOptions: (g: G.Grid) => options(g, LEFT_AMAZON),
  rightOptions: (g: G.Grid) => options(g, RIGHT_AMAZON),
  key: G.gridKey,
  isPosition: (x: unknown) => x instanceof G.Grid && x.cells.every((v) => v <= BURNT),
  components,
  normalize,
  knownValue,
  parse: (picture: string) => G.parseGrid(picture, ALPHABET),
  format: (g: G.Grid) => G.formatGrid(g, ALPHABET),
  draw: (g: G.Grid) =>
    G.gridSvg(g, {
      glyph: (v) => (v === LEFT_AMAZON ? { kind: "stone", fill: "#222" } : v === RIGHT_AMAZON ? { kind: "stone", fill: "#fff", stroke: "#222" } : v === BURNT ? { kind: "blocked" } : { kind: "empty" }),
      title: `Amazons ${G.formatGrid(g, ALPHABET)}`,
    }),
}) as AmazonsRuleset;
