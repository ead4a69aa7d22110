/**
 * Clobber and its generalisations (CGSuite's `GenClobber` schema) as partizan rulesets on grids.
 *
 * Cells: 0 `.` empty, 1 `x` a Left (black) stone, 2 `o` a Right (white) stone, 3 `#` a blocked cell
 * (never played on). A move picks one of the mover's stones at c and a direction d; the stone goes
 * up to `maxDistance` steps along d while the squares passed are empty, and must end on a square
 * whose content is in the mover's `clobbered` set; it lands there and leaves `leftBehind` at c.
 * Ordinary Clobber: orthogonal steps of 1 onto an enemy stone, leaving an empty square. The
 * variants, as CGSuite defines them (lib/core/.../game/grid/constants.cgs):
 *  - AntiClobber: moves onto an empty square, leaving an enemy stone behind (Clobber backwards);
 *  - HotClobber: a stone may clobber a stone of either colour;
 *  - Kings: orthogonal and diagonal steps; Knights: knight's moves (jumping);
 *  - Rooks: any distance orthogonally over empty squares (no jumping); Queens: rooks and diagonals.
 */
import * as cgt from "../../cgt";
import * as G from "../../grid";
import { defineGridRuleset, type GridMove, type GridPlayer, type GridRuleset, type MoveCounts } from "../../ruleset";
import { InputError } from "../../util";

/** Cell values of Clobber grids. */
export const EMPTY = 0;
/** A Left (black, `x`) stone. */
export const LEFT_STONE = 1;
/** A Right (white, `o`) stone. */
export const RIGHT_STONE = 2;
/** A blocked cell (`#`), part of no move. */
export const BLOCKED = 3;

/** The picture alphabet: `.` empty, `x` Left, `o` Right, `#` blocked (`X`/`O` accepted). */
export const ALPHABET: G.CellAlphabet = G.cellAlphabet("Clobber", ".xo#", { X: 1, O: 2 }, (v) => glyph(v));

/** Direction sets by name, as CGSuite's `Coordinates.Orthogonal`, `Diagonal`, `Compass`, `KnightsMove`. */
export const DIRECTIONS = {
  orthogonal: [[-1, 0], [0, -1], [0, 1], [1, 0]],
  diagonal: [[-1, -1], [-1, 1], [1, -1], [1, 1]],
  compass: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  knight: [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** Name of a direction set of {@link DIRECTIONS}. */
export type DirectionSetName = keyof typeof DIRECTIONS;

/** Parameters of a Clobber-like ruleset (CGSuite's GenClobber); every field optional, defaults give Clobber. */
export interface ClobberParameters {
  /** Directions of movement: a name of {@link DIRECTIONS} or a list of [dRow, dColumn] steps (default "orthogonal"). */
  readonly directions?: DirectionSetName | readonly (readonly [number, number])[];
  /** Cell contents each player's stone may land on (0 empty, 1 Left stone, 2 Right stone); default Left {2}, Right {1}. */
  readonly clobbered?: { readonly left: readonly number[]; readonly right: readonly number[] };
  /** What a moving stone leaves on its origin square (0, 1 or 2); default 0 for both. */
  readonly leftBehind?: { readonly left: number; readonly right: number };
  /** Most steps of one move, a positive integer or Infinity (default 1). */
  readonly maxDistance?: number;
  /** Name used in messages (default "Clobber variant"). */
  readonly name?: string;
}

/** The checked parameters. */
interface Rules {
  readonly name: string;
  readonly steps: readonly (readonly [number, number])[];
  /** The steps as lib/grid adjacency ("4" / "8" when they are the orthogonal / compass sets: no per-call validation). */
  readonly adjacency: "4" | "8" | readonly (readonly [number, number])[];
  /** clobberable[player][cell value] for player 0 = Left, 1 = Right. */
  readonly clobberable: readonly (readonly boolean[])[];
  readonly leftBehind: readonly [number, number];
  readonly maxDistance: number;
  /** Whether swapping the stone colours swaps the players (the rules are colour-symmetric). */
  readonly colourSymmetric: boolean;
  /** Whether every direction set image under the 8 grid symmetries is the set itself. */
  readonly gridSymmetric: boolean;
}

const PARAMETER_FIELDS = new Set(["directions", "clobbered", "leftBehind", "maxDistance", "name"]);

function checkCellValues(what: string, values: unknown): number[] {
  if (!Array.isArray(values)) throw new InputError(`${what} must be a list of cell values (0 empty, 1 Left stone, 2 Right stone), got ${JSON.stringify(values)}`);
  for (const v of values) {
    if (v !== 0 && v !== 1 && v !== 2) throw new InputError(`${what}: ${JSON.stringify(v)} is not a cell value (0 empty, 1 Left stone, 2 Right stone)`);
  }
  return values as number[];
}

function checkRules(p: ClobberParameters): Rules {
  if (typeof p !== "object" || p === null || Array.isArray(p)) throw new InputError(`Clobber parameters must be an object such as { directions: "compass" }, got ${JSON.stringify(p)}`);
  for (const k of Object.keys(p)) {
    if (!PARAMETER_FIELDS.has(k)) throw new InputError(`unknown Clobber parameter "${k}"; allowed: ${[...PARAMETER_FIELDS].join(", ")}`, `parameter ${k}`);
  }
  const name = p.name ?? "Clobber variant";
  if (typeof name !== "string" || name === "") throw new InputError(`Clobber parameter name must be a non-empty string`, "parameter name");
  let steps: readonly (readonly [number, number])[];
  const d = p.directions ?? "orthogonal";
  if (typeof d === "string") {
    if (!Object.prototype.hasOwnProperty.call(DIRECTIONS, d)) throw new InputError(`unknown direction set "${d}"; use one of ${Object.keys(DIRECTIONS).join(", ")} or a list of [dRow, dColumn] steps`, "parameter directions");
    steps = DIRECTIONS[d as DirectionSetName];
  } else if (Array.isArray(d) && d.length > 0) {
    const seen = new Set<string>();
    d.forEach((s, i) => {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- checks an untyped user value; Array.isArray types it any[]
      if (!Array.isArray(s) || s.length !== 2 || !Number.isInteger(s[0]) || !Number.isInteger(s[1]) || (s[0] === 0 && s[1] === 0) || Math.abs(s[0]) > 8 || Math.abs(s[1]) > 8) {
        throw new InputError(`a direction must be a pair [dRow, dColumn] of integers in [-8, 8], not [0, 0]; got ${JSON.stringify(s)}`, `directions[${i}]`);
      }
      if (seen.has(`${s[0]},${s[1]}`)) throw new InputError(`direction ${JSON.stringify(s)} is listed twice`, `directions[${i}]`);
      seen.add(`${s[0]},${s[1]}`);
    });
    steps = d;
  } else {
    throw new InputError(`directions must be a name (${Object.keys(DIRECTIONS).join(", ")}) or a non-empty list of [dRow, dColumn] steps, got ${JSON.stringify(d)}`, "parameter directions");
  }
  const cl = p.clobbered ?? { left: [2], right: [1] };
  if (typeof cl !== "object" || cl === null || Object.keys(cl).some((k) => k !== "left" && k !== "right")) throw new InputError(`clobbered must be { left: [...], right: [...] }, got ${JSON.stringify(cl)}`, "parameter clobbered");
  const cLeft = checkCellValues("clobbered.left", cl.left);
  const cRight = checkCellValues("clobbered.right", cl.right);
  const lb = p.leftBehind ?? { left: 0, right: 0 };
  if (typeof lb !== "object" || lb === null || Object.keys(lb).some((k) => k !== "left" && k !== "right")) throw new InputError(`leftBehind must be { left: 0|1|2, right: 0|1|2 }, got ${JSON.stringify(lb)}`, "parameter leftBehind");
  for (const side of ["left", "right"] as const) {
    if (lb[side] !== 0 && lb[side] !== 1 && lb[side] !== 2) throw new InputError(`leftBehind.${side} must be 0 (empty), 1 (Left stone) or 2 (Right stone), got ${JSON.stringify(lb[side])}`, "parameter leftBehind");
  }
  const maxDistance = p.maxDistance ?? 1;
  if (maxDistance !== Infinity && (!Number.isInteger(maxDistance) || maxDistance < 1)) throw new InputError(`maxDistance must be a positive integer or Infinity, got ${JSON.stringify(maxDistance)}`, "parameter maxDistance");
  const swap = [0, 2, 1];
  const colourSymmetric = lb.right === swap[lb.left] && cRight.length === cLeft.length && cLeft.every((v) => cRight.includes(swap[v]!));
  const stepSet = new Set(steps.map(([a, b]) => `${a},${b}`));
  const gridSymmetric = steps.every(([a, b]) => [[-a, b], [a, -b], [b, a]].every(([x, y]) => stepSet.has(`${x},${y}`)));
  const clobberable = [cLeft, cRight].map((vs) => [0, 1, 2, 3].map((v) => vs.includes(v)));
  const sameSet = (a: readonly (readonly [number, number])[]): boolean => a.length === steps.length && a.every(([x, y]) => stepSet.has(`${x},${y}`));
  const adjacency = sameSet(DIRECTIONS.orthogonal) ? "4" : sameSet(DIRECTIONS.compass) ? "8" : steps;
  return { name, steps, adjacency, clobberable, leftBehind: [lb.left, lb.right], maxDistance, colourSymmetric, gridSymmetric };
}

/** The moves of `player` (0 = Left, 1 = Right) in `grid` under `rules`, each reported to `move`. O(stones · directions · maxDistance) plus O(cells) per option. */
function moves(rules: Rules, grid: G.Grid, player: GridPlayer, move: GridMove): void {
  const { height: h, width: w, cells } = grid;
  const us = player + 1;
  const clob = rules.clobberable[player]!;
  const lb = rules.leftBehind[player]!;
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      if (cells[r * w + c] !== us) continue;
      for (const [dr, dc] of rules.steps) {
        let n = 1;
        let tr = r + dr;
        let tc = c + dc;
        while (n < rules.maxDistance && tr >= 0 && tr < h && tc >= 0 && tc < w && cells[tr * w + tc] === EMPTY) {
          n++;
          tr += dr;
          tc += dc;
        }
        if (tr < 0 || tr >= h || tc < 0 || tc >= w || !clob[cells[tr * w + tc]!]) continue;
        move(r * w + c, lb, tr * w + tc, us);
      }
    }
  }
}

/**
 * Independent parts of a position: for one-step rules, the connected groups of cells a move can
 * touch — the stones (under the rules' steps) when no player lands on an empty square, else the
 * non-blocked cells — each cropped (blocked filler); groups that are empty or hold one stone
 * colour only and cannot move are dropped when no move lands on an empty square. Longer moves
 * (Rooks, Queens) pass over empty squares, so the position is kept whole. O(cells · directions).
 */
function components(rules: Rules, split: G.ComponentOptions, grid: G.Grid): G.Grid[] {
  if (rules.maxDistance !== 1) return [grid];
  const ontoEmpty = rules.clobberable[0]![EMPTY] || rules.clobberable[1]![EMPTY];
  if (ontoEmpty && !grid.cells.includes(BLOCKED)) return grid.cells.length < 2 ? [] : [grid]; // a full rectangle cannot split
  const parts = G.connectedComponents(grid, split);
  const out: G.Grid[] = [];
  for (const p of parts) {
    if (p.cells < 2) continue; // a lone cell (or lone stone) has no move
    if (!ontoEmpty && !canMove(rules, p.grid)) continue;
    out.push(p.grid);
  }
  return out;
}

/**
 * {@link components} for plain Clobber on a board of at most 64 cells and 32 columns, on its
 * bitboard (lib/grid's two words): the x and the o stones read once, each stone group grown with
 * `lowestComponent`, and a group kept only when it holds both colours — a connected group with
 * both has an x next to an o, so a move; with one colour (or one stone) it has none — tested on the
 * words, so dead groups are never cut out. The same parts, in the same order, as the general path
 * (`grid.connectedComponents` of the stones, then the groups that can move), the whole grid itself
 * when it is one group filling its box with only empty cells around (test/clobber.test.ts compares
 * the two on random boards). O(cells) to read, then per group O(its diameter) word steps and
 * O(its box) to cut it out.
 */
function plainComponents(grid: G.Grid): G.Grid[] {
  const { height, width, cells } = grid;
  const n = cells.length;
  if (n > G.BITBOARD_CELLS || width > 32) return generalPlainComponents(grid);
  let xLo = 0;
  let xHi = 0;
  let oLo = 0;
  let oHi = 0;
  let filled = true; // every cell without a stone is empty (the crop's filler)
  for (let i = 0; i < n; i++) {
    const v = cells[i]!;
    if (v === LEFT_STONE) {
      if (i < 32) xLo |= 1 << i;
      else xHi |= 1 << (i - 32);
    } else if (v === RIGHT_STONE) {
      if (i < 32) oLo |= 1 << i;
      else oHi |= 1 << (i - 32);
    } else if (v !== EMPTY) filled = false;
  }
  let lo = xLo | oLo;
  let hi = xHi | oHi;
  const out: G.Grid[] = [];
  if (lo === 0 && hi === 0) return out;
  const allLo = lo;
  const allHi = hi;
  const shape = G.bitShape(height, width);
  while (lo !== 0 || hi !== 0) {
    G.lowestComponent(shape, lo, hi, GROUP);
    const cLo = GROUP[0]!;
    const cHi = GROUP[1]!;
    lo &= ~cLo;
    hi &= ~cHi;
    if (((cLo & xLo) === 0 && (cHi & xHi) === 0) || ((cLo & oLo) === 0 && (cHi & oHi) === 0)) continue;
    G.bitBox(cLo, cHi, width, BOX);
    const h = BOX[2]!;
    const w = BOX[3]!;
    // the grid itself when this group is every stone on it, fills its box and has only empty cells around
    if (cLo === allLo && cHi === allHi && filled && h === height && w === width) {
      out.push(grid);
      return out;
    }
    out.push(G.cutOutBits(grid, cLo, cHi, BOX[0]!, BOX[1]!, h, w, EMPTY));
  }
  return out;
}

const GROUP = new Int32Array(2);
const BOX = new Int32Array(4);
const PLAIN_RULES = checkRules({});
const PLAIN_SPLIT = splitOptions(PLAIN_RULES);

/** Plain Clobber's parts by the general path ({@link components}): the reference of {@link plainComponents}, and its path past 64 cells. */
export function generalPlainComponents(grid: G.Grid): G.Grid[] {
  return components(PLAIN_RULES, PLAIN_SPLIT, grid);
}

/** Plain Clobber's parts (see {@link plainComponents}), exported for the cross-check. */
export const plainClobberComponents: (grid: G.Grid) => G.Grid[] = plainComponents;

/** The options of {@link components}' grid split under `rules` (made once per ruleset, not per call). O(1). */
function splitOptions(rules: Rules): G.ComponentOptions {
  const ontoEmpty = rules.clobberable[0]![EMPTY] || rules.clobberable[1]![EMPTY];
  const occupied = ontoEmpty ? (v: number) => v !== BLOCKED : (v: number) => v === LEFT_STONE || v === RIGHT_STONE;
  return { occupied, adjacency: rules.adjacency, fill: ontoEmpty ? BLOCKED : EMPTY };
}

/** Whether a connected stone group (no move onto empty squares) can have a move: both colours, or one that may clobber its own. O(cells). */
function canMove(rules: Rules, grid: G.Grid): boolean {
  let l = false;
  let r = false;
  for (const v of grid.cells) {
    if (v === LEFT_STONE) l = true;
    else if (v === RIGHT_STONE) r = true;
  }
  return (l && r) || (l && rules.clobberable[0]![LEFT_STONE]!) || (r && rules.clobberable[1]![RIGHT_STONE]!);
}

/** Whether the rules are plain Clobber's (orthogonal captures of an enemy stone, origin left empty, one step). */
function isPlainClobber(rules: Rules): boolean {
  const c = rules.clobberable;
  return rules.adjacency === "4" && rules.maxDistance === 1 && rules.leftBehind[0] === EMPTY && rules.leftBehind[1] === EMPTY &&
    !c[0]![EMPTY] && !c[0]![LEFT_STONE] && c[0]![RIGHT_STONE]! && !c[1]![EMPTY] && c[1]![LEFT_STONE]! && !c[1]![RIGHT_STONE];
}

/**
 * Plain Clobber with at most three stones on the board, from the definition (the small values of
 * Albert, Grossman, Nowakowski and Wolfe, "An introduction to Clobber", Integers 5(2), 2005, and
 * Lessons in Play, ch. 1–2: `xo` = *, `xxo` = ↑): the stones split into groups connected by orthogonal
 * adjacency, which play independently (a capture moves a stone onto a neighbour's square, so groups
 * never meet). A lone stone or a one-colour group has no move: 0. Two stones x, o: each player's only
 * capture leaves one stone, {0|0} = *. Three stones form a path (the grid graph has no triangles):
 * a middle stone with two enemy ends, e.g. `oxo`, is {0|0} = * (every capture leaves two non-adjacent
 * stones or two friends); a middle stone with one friendly end and one enemy end, e.g. `xxo`, is
 * {0|*} = ↑ (Left's capture leaves `x.x`, Right's leaves `xo`), and `oox` is ↓. Undefined for more
 * stones. O(cells).
 */
function smallClobberValue(grid: G.Grid): cgt.Game | undefined {
  const { width: w, cells } = grid;
  const stones: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === LEFT_STONE || cells[i] === RIGHT_STONE) {
      if (stones.length === 3) return undefined;
      stones.push(i);
    }
  }
  const adjacent = (a: number, b: number): boolean => {
    const ra = Math.floor(a / w), ca = a % w, rb = Math.floor(b / w), cb = b % w;
    return Math.abs(ra - rb) + Math.abs(ca - cb) === 1;
  };
  const colour = (i: number): number => cells[stones[i]!]!;
  const edges: [number, number][] = [];
  for (let i = 0; i < stones.length; i++) for (let j = i + 1; j < stones.length; j++) if (adjacent(stones[i]!, stones[j]!)) edges.push([i, j]);
  if (stones.length === 3 && edges.length === 2) {
    const degree = [0, 0, 0];
    for (const [a, b] of edges) {
      degree[a]!++;
      degree[b]!++;
    }
    const mid = degree.indexOf(2);
    const ends = [0, 1, 2].filter((i) => i !== mid);
    const enemies = ends.filter((e) => colour(e) !== colour(mid)).length;
    if (enemies === 0) return cgt.ZERO;
    if (enemies === 2) return cgt.STAR;
    // one friendly end: ↑ when the middle stone is Left's, ↓ when Right's
    return colour(mid) === LEFT_STONE ? cgt.UP : cgt.neg(cgt.UP);
  }
  // at most one adjacent pair: a pair of different colours is *, everything else 0
  let value: cgt.Game = cgt.ZERO;
  for (const [a, b] of edges) if (colour(a) !== colour(b)) value = cgt.add(value, cgt.STAR);
  return value;
}


/**
 * The size of a component as the solver's sum simplification measures it: its cells that are not
 * blocked (the number of `.`, `x` and `o` in its picture, which the solver would otherwise count
 * from a string built per component). O(cells).
 */
function componentSize(grid: G.Grid): number {
  let n = 0;
  for (const v of grid.cells) if (v !== BLOCKED) n++;
  return n;
}

/**
 * Plain Clobber's move counts for the outcome solver (lib/ruleset's `MoveCounts`), one pass over
 * the cells. Each orthogonally adjacent pair of an `x` and an `o` is one move of each player (Left's
 * `x` takes the `o`, Right's `o` takes the `x`), and there are no others: `leftMoves` =
 * `rightMoves` = the number of such pairs, exactly the number of options. A move of Left's removes
 * one of Right's stones and no move adds one, so Left makes at most as many moves in the rest of
 * the game as there are `o` stones (`leftMost`), Right at most as many as `x` stones. No move is
 * safe (every capture can be taken away: the opponent's stone of the pair may capture first), so
 * both safe counts are 0; the solver's static decision then fires only when the opponent's most
 * moves, the small components' values included, are fewer than the mover's sure moves in them.
 * O(cells).
 */
function clobberMoveCounts(grid: G.Grid): MoveCounts {
  const { height: h, width: w, cells } = grid;
  let pairs = 0;
  let black = 0;
  let white = 0;
  for (let r = 0, i = 0; r < h; r++) {
    for (let c = 0; c < w; c++, i++) {
      const v = cells[i]!;
      if (v !== LEFT_STONE && v !== RIGHT_STONE) continue;
      if (v === LEFT_STONE) black++;
      else white++;
      const other = 3 - v; // the enemy stone's value
      if (c + 1 < w && cells[i + 1] === other) pairs++;
      if (r + 1 < h && cells[i + w] === other) pairs++;
    }
  }
  return { leftSafe: 0, rightSafe: 0, leftMost: white, rightMost: black, leftMoves: pairs, rightMoves: pairs };
}

/** The stone glyphs of the drawing. */
function glyph(v: number): G.CellGlyph {
  if (v === LEFT_STONE) return { kind: "stone", fill: "#222" };
  if (v === RIGHT_STONE) return { kind: "stone", fill: "#fff", stroke: "#222" };
  if (v === BLOCKED) return { kind: "blocked" };
  return { kind: "empty" };
}

/**
 * A Clobber-family ruleset over {@link G.Grid}s (a grid ruleset: `parse` from `.` empty, `x` Left,
 * `o` Right, `#` blocked, rows by `|` or newlines; `format`; `draw` with black stones Left, white Right).
 */
export type ClobberRuleset = GridRuleset;

/**
 * A Clobber-like ruleset (CGSuite's GenClobber) from its parameters; defaults give Clobber. Throws
 * InputError for unknown or ill-typed parameters. Moves cost O(stones · directions · maxDistance ·
 * cells) per position; values are exponential in the number of stones (use the engine's budget).
 * Positions are grids (see {@link ALPHABET}); the key folds translation, and — when the rules allow —
 * the 8 grid symmetries and the colour swap (which negates the value).
 */
export function genClobber(parameters: ClobberParameters = {}): ClobberRuleset {
  const rules = checkRules(parameters);
  const ontoEmpty = rules.clobberable[0]![EMPTY] || rules.clobberable[1]![EMPTY];
  const split = splitOptions(rules);
  return defineGridRuleset({
    name: rules.name,
    cells: ALPHABET,
    moves: (g, player, move) => { moves(rules, g, player, move); },
    symmetries: rules.gridSymmetric ? "all" : "none",
    ...(rules.colourSymmetric ? { colourSwap: [0, 2, 1, 3] } : {}),
    // cells that act as the board's edge: blocked ones, and empty ones when no move lands on an empty square
    background: ontoEmpty ? [BLOCKED] : [EMPTY, BLOCKED],
    components: isPlainClobber(rules) ? plainComponents : (g: G.Grid) => components(rules, split, g),
    ...(isPlainClobber(rules) ? { knownValue: smallClobberValue } : {}),
    knowledge: isPlainClobber(rules) ? { componentSize, moveCounts: clobberMoveCounts } : { componentSize },
  });
}
