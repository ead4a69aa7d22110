/**
 * The reference ("obviously correct") Tokyo Doves move generator: plain arrays of (row, col)
 * coordinates on an unbounded grid and loops that spell out each rule. It is slow on purpose
 * and shares no move logic with the bitboard generator in `moves.ts`; the tests use it as the
 * oracle for that generator, and for the surrounded test of `bitboard.ts`.
 *
 * Rules as implemented (official rule book, seed 002, semantics as in the seed author's crate):
 * - put: a dove from hand on an empty square touching (side or corner) one of the mover's doves,
 *   not orthogonally adjacent to the opposing boss; afterwards the field fits in 4×4;
 * - move: Boss, Aniki one step in 8 directions; Yaibato one step orthogonally; Mamedeppou one
 *   step diagonally; Totsuhato any distance orthogonally over empty squares; Hajikehato a
 *   knight's move (2 + 1), jumping, onto an empty square. Afterwards no dove is isolated (the
 *   moved one touches another dove) and the field fits in 4×4;
 * - return (optional rule): a non-boss dove goes back to hand; no dove is left isolated.
 * A boss is surrounded when each of its 4 orthogonal neighbours is a dove or a wall; walls stand
 * beyond the outermost columns (rows) when the doves span 4 columns (rows).
 */
import { DOVE_COUNT, BOSS, TOTSUHATO, HAJIKEHATO, ANIKI, YAIBATO, MAMEDEPPOU, DEFAULT_RULES, makePosition, type Colour, type Position, type Rules } from "./position";

/** A square in reading order: row 0 = top, col 0 = left (may be negative off the diagram). */
export type Square = readonly [row: number, col: number];

/** One action. `from`/`to` are relative to the top-left corner of the current field's bounding box. */
export interface Action {
  type: "put" | "move" | "return";
  /** Dove index (6·colour + kind). */
  dove: number;
  /** Where the dove was (move, return). */
  from?: Square;
  /** Where the dove goes (put, move). */
  to?: Square;
}

/** An action and the position it leads to (the other player to move). */
export interface Successor {
  action: Action;
  position: Position;
}

const KING: readonly Square[] = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];
const ORTHO: readonly Square[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const DIAG: readonly Square[] = [[-1, -1], [-1, 1], [1, -1], [1, 1]];
const KNIGHT: readonly Square[] = [[-2, -1], [-2, 1], [2, -1], [2, 1], [-1, -2], [1, -2], [-1, 2], [1, 2]];

/** What {@link coordinatesOf} returns: one square, or null, per dove slot. */
export type Coords = (Square | null)[];

/** Dove coordinates in reading order relative to the field's top-left corner. O(12). */
export function coordinatesOf(p: Position): Coords {
  const raw: Coords = [];
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = p.cells[d]!;
    raw.push(c < 0 ? null : [3 - (c >> 2), 3 - (c & 3)]);
  }
  const on = raw.filter((s): s is Square => s !== null);
  const minR = Math.min(...on.map((s) => s[0]));
  const minC = Math.min(...on.map((s) => s[1]));
  return raw.map((s) => (s === null ? null : ([s[0] - minR, s[1] - minC] as const)));
}

function doveAt(coords: Coords, r: number, c: number): number {
  for (let d = 0; d < DOVE_COUNT; d++) {
    const s = coords[d];
    if (s?.[0] === r && s[1] === c) return d;
  }
  return -1;
}

function touching(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;
}

/** Whether every dove on the field fits in a 4×4 square. */
function fits(coords: Coords): boolean {
  const on = coords.filter((s): s is Square => s !== null);
  const rows = on.map((s) => s[0]);
  const cols = on.map((s) => s[1]);
  return Math.max(...rows) - Math.min(...rows) <= 3 && Math.max(...cols) - Math.min(...cols) <= 3;
}

/** Whether some dove on the field has no other dove among its 8 neighbours. */
function someIsolated(coords: Coords): boolean {
  for (let d = 0; d < DOVE_COUNT; d++) {
    const s = coords[d];
    if (!s) continue;
    let found = false;
    for (let e = 0; e < DOVE_COUNT; e++) {
      const t = coords[e];
      if (e !== d && t && touching(s, t)) found = true;
    }
    if (!found) return true;
  }
  return false;
}

/** Surrounded test for the dove at `sq` by loops: each orthogonal neighbour is a dove or a wall. */
function surroundedAt(coords: Coords, sq: Square): boolean {
  const on = coords.filter((s): s is Square => s !== null);
  const minR = Math.min(...on.map((s) => s[0]));
  const maxR = Math.max(...on.map((s) => s[0]));
  const minC = Math.min(...on.map((s) => s[1]));
  const maxC = Math.max(...on.map((s) => s[1]));
  for (const [dr, dc] of ORTHO) {
    const r = sq[0] + dr;
    const c = sq[1] + dc;
    if (doveAt(coords, r, c) >= 0) continue;
    const wallRow = maxR - minR === 3 && (r < minR || r > maxR);
    const wallCol = maxC - minC === 3 && (c < minC || c > maxC);
    if (!wallRow && !wallCol) return false;
  }
  return true;
}

/** Reference surrounded status of the two bosses `[red, green]`, by loops over coordinates. O(12²). */
export function referenceSurroundedBosses(p: Position): [boolean, boolean] {
  const coords = coordinatesOf(p);
  return [surroundedAt(coords, coords[0]!), surroundedAt(coords, coords[6]!)];
}

function toPosition(coords: Coords, turn: Colour): Position {
  const on = coords.filter((s): s is Square => s !== null);
  const minR = Math.min(...on.map((s) => s[0]));
  const minC = Math.min(...on.map((s) => s[1]));
  return makePosition(coords.map((s) => (s === null ? -1 : 15 - 4 * (s[0] - minR) - (s[1] - minC))), turn);
}

function movesOf(kind: number): readonly Square[] {
  if (kind === BOSS || kind === ANIKI) return KING;
  if (kind === YAIBATO) return ORTHO;
  if (kind === MAMEDEPPOU) return DIAG;
  if (kind === HAJIKEHATO) return KNIGHT;
  return [];
}

/**
 * Every legal action of the player to move and the position it leads to, by the rules spelled
 * out with loops (see the module comment). Order: puts, moves, returns. Cost O(actions · 12²);
 * some tens of microseconds per position.
 */
export function referenceSuccessors(p: Position, rules: Rules = DEFAULT_RULES): Successor[] {
  const me = p.turn;
  const next = (1 - me) as Colour;
  const coords = coordinatesOf(p);
  const out: Successor[] = [];
  const emit = (action: Action, after: Coords): void => {
    out.push({ action, position: toPosition(after, next) });
  };
  const mine = (d: number): boolean => Math.floor(d / 6) === me;
  const oppBoss = coords[6 * next]!;
  // puts
  const on = coords.filter((s): s is Square => s !== null);
  const minR = Math.min(...on.map((s) => s[0]));
  const maxR = Math.max(...on.map((s) => s[0]));
  const minC = Math.min(...on.map((s) => s[1]));
  const maxC = Math.max(...on.map((s) => s[1]));
  for (let d = 0; d < DOVE_COUNT; d++) {
    if (!mine(d) || coords[d] !== null) continue;
    for (let r = minR - 1; r <= maxR + 1; r++) {
      for (let c = minC - 1; c <= maxC + 1; c++) {
        const to: Square = [r, c];
        if (doveAt(coords, r, c) >= 0) continue;
        let nextToOwn = false;
        for (let e = 0; e < DOVE_COUNT; e++) if (mine(e) && coords[e] && touching(coords[e]!, to)) nextToOwn = true;
        if (!nextToOwn) continue;
        if (Math.abs(oppBoss[0] - r) + Math.abs(oppBoss[1] - c) === 1) continue;
        const after = coords.slice();
        after[d] = to;
        if (!fits(after)) continue;
        emit({ type: "put", dove: d, to }, after);
      }
    }
  }
  // moves
  for (let d = 0; d < DOVE_COUNT; d++) {
    const from = coords[d];
    if (!mine(d) || !from) continue;
    const targets: Square[] = [];
    if (d % 6 === TOTSUHATO) {
      for (const [dr, dc] of ORTHO) {
        for (let k = 1; k <= 6; k++) {
          const r = from[0] + k * dr;
          const c = from[1] + k * dc;
          if (doveAt(coords, r, c) >= 0) break; // cannot pass over a dove
          targets.push([r, c]);
        }
      }
    } else {
      for (const [dr, dc] of movesOf(d % 6)) {
        const r = from[0] + dr;
        const c = from[1] + dc;
        if (doveAt(coords, r, c) < 0) targets.push([r, c]);
      }
    }
    for (const to of targets) {
      const after = coords.slice();
      after[d] = to;
      if (someIsolated(after) || !fits(after)) continue;
      emit({ type: "move", dove: d, from, to }, after);
    }
  }
  // returns
  if (rules.returns) {
    for (let d = 0; d < DOVE_COUNT; d++) {
      const from = coords[d];
      if (!mine(d) || !from || d % 6 === BOSS) continue;
      const after = coords.slice();
      after[d] = null;
      if (someIsolated(after)) continue;
      emit({ type: "return", dove: d, from }, after);
    }
  }
  return out;
}
