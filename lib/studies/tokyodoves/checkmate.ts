/**
 * Checkmates (詰み) and non-suicidal moves (自滅しない手) in Tokyo Doves, tested by search.
 *
 * - An action is *suicidal* when it ends the game with the mover losing (own boss surrounded;
 *   both surrounded counts as a loss under the default rule).
 * - A live position (neither boss surrounded) with X to move is a *checkmate* when every action
 *   of X either loses at once or lets the opponent Y win with one action (Y surrounds X's boss
 *   and, by the both-surrounded rule, does not lose by it). An action that wins or draws at once
 *   is never losing. This is the seed's definition (自分が何を指しても次に相手が自分のボスを
 *   囲むことができる状態).
 * - The seed's necessary condition: if X's boss has a legal move after which it is surrounded on
 *   at most 2 sides (包囲度 ≤ 2), the position is not a checkmate, whatever the other doves'
 *   labels. It depends only on the shape and the boss cell, see {@link bossEscapes}.
 *
 * Two checkmate tests are provided: {@link Checker} on the bitboard generator and
 * {@link isCheckmateReference} on the reference generator (for cross-checks on small cases).
 */
import * as td from "../../games/tokyodoves";

type Position = td.Position;
type Rules = td.Rules;
type FastBoard = td.FastBoard;

const CONTINUE = 0;
const WIN = 1;
const LOSS = 2;
const DRAW = 3;
/** Outcome codes of {@link Checker.outcomeCode} for the mover: the game goes on. */
export const OUTCOME_CONTINUE = CONTINUE;
/** The mover wins at once. */
export const OUTCOME_WIN = WIN;
/** The mover loses at once. */
export const OUTCOME_LOSS = LOSS;
/** The game ends drawn (only under the "draw" both-surrounded rule). */
export const OUTCOME_DRAW = DRAW;

function outcomeCode(flags: number, mover: number, rules: Rules): number {
  const own = (flags >>> mover) & 1;
  const other = (flags >>> (1 - mover)) & 1;
  if (own && other) return rules.bothSurrounded === "moverLoses" ? LOSS : rules.bothSurrounded === "moverWins" ? WIN : DRAW;
  return own ? LOSS : other ? WIN : CONTINUE;
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- a static method that never reads `this`, bound once for the hot loop
const surroundedIn = td.FastBoard.surroundedIn;

/**
 * Allocation-free checkmate and non-suicide tests on the bitboard generator. One instance per
 * thread; methods take normalized dove cells (12 entries, -1 in hand) and the player to move.
 */
export class Checker {
  private readonly x: FastBoard;
  private readonly y: FastBoard;
  /** Number of action evaluations (both plies) since construction: the unit of work. */
  work = 0;

  constructor(readonly rules: Rules = td.DEFAULT_RULES) {
    this.x = new td.FastBoard(rules);
    this.y = new td.FastBoard(rules);
  }

  /** Outcome code (OUTCOME_*) for the mover of action `i` of the loaded board `b`; counts one unit of work. O(1). */
  outcomeCode(b: FastBoard, i: number): number {
    this.work++;
    return this.outcome(b, i);
  }

  /** Outcome code for the mover of action `i` of board `b`. */
  private outcome(b: FastBoard, i: number): number {
    const occ = b.actOcc[i]!;
    const me = b.turn;
    const ownBoss = b.actDove[i] === 6 * me ? b.actTo[i]! : b.sq[6 * me]!;
    const other = surroundedIn(occ, b.sq[6 * (1 - me)]!) ? 1 : 0;
    const own = surroundedIn(occ, ownBoss) ? 1 : 0;
    return outcomeCode(own << me | other << (1 - me), me, this.rules);
  }

  /** Whether the mover of the loaded board `b` has an action that wins at once. */
  private canWin(b: FastBoard): boolean {
    const n = b.generate(true, true); // a win depends only on where doves stand; moves surround sooner
    const other = b.sq[6 * (1 - b.turn)]!;
    for (let i = 0; i < n; i++) {
      this.work++;
      // the opposing boss cannot move on our turn: test it first, it is almost never surrounded
      if (surroundedIn(b.actOcc[i]!, other) && this.outcome(b, i) === WIN) return true;
    }
    return false;
  }

  /** Whether the live position `cells` with `turn` to move is a checkmate. O(actions²) worst case. */
  isCheckmate(cells: ArrayLike<number>, turn: 0 | 1 = 0): boolean {
    const x = this.x.loadCells(cells, turn);
    // Puts of different doves onto one square are interchangeable here: the immediate outcome
    // depends only on where doves stand, and the opponent's replies depend on the occupancy, the
    // opponent's own doves and our boss's square — not on which of our doves was put.
    const n = x.generate(true);
    for (let i = 0; i < n; i++) {
      this.work++;
      const out = this.outcome(x, i);
      if (out === LOSS) continue;
      if (out !== CONTINUE) return false;
      if (!this.canWin(this.y.loadSuccessor(x, i))) return false;
    }
    return true;
  }

  /** Whether the player to move has an action that does not lose at once. O(actions). */
  hasNonSuicidalAction(cells: ArrayLike<number>, turn: 0 | 1 = 0): boolean {
    const x = this.x.loadCells(cells, turn);
    const n = x.generate(true); // the outcome depends only on where doves stand
    for (let i = 0; i < n; i++) {
      this.work++;
      if (this.outcome(x, i) !== LOSS) return true;
    }
    return false;
  }

  /**
   * Whether action `i` of the loaded board `b` (its mover to play) escapes: it wins or draws at
   * once, or it continues and the opponent has no winning reply. An action that loses at once
   * never escapes. The per-action step of {@link Checker.isCheckmate}. O(opponent's actions).
   */
  actionEscapes(b: FastBoard, i: number): boolean {
    this.work++;
    const out = this.outcome(b, i);
    if (out === LOSS) return false;
    if (out !== CONTINUE) return true;
    return !this.canWin(this.y.loadSuccessor(b, i));
  }

  /** Whether the player to move can win with one action (surround the other boss and not lose). O(actions). */
  canWinNow(cells: ArrayLike<number>, turn: 0 | 1 = 0): boolean {
    return this.canWin(this.y.loadCells(cells, turn));
  }
}

/** {@link Checker.isCheckmate} for a `Position` (must be live). O(actions²). */
export function isCheckmate(p: Position, rules: Rules = td.DEFAULT_RULES): boolean {
  return new Checker(rules).isCheckmate(p.cells, p.turn);
}

/**
 * The same checkmate test on the reference generator and the reference surrounded test, written
 * directly from the definition. Slow (milliseconds per position): for cross-checks.
 */
export function isCheckmateReference(p: Position, rules: Rules = td.DEFAULT_RULES): boolean {
  const me = p.turn;
  for (const { position: q } of td.referenceSuccessors(p, rules)) {
    const s = td.referenceSurroundedBosses(q);
    const mine = td.outcomeFromFlags(s[me]!, s[1 - me]!, rules);
    if (mine === "win" || mine === "draw") return false;
    if (mine === "loss") continue;
    const yWins = td.referenceSuccessors(q, rules).some(({ position: r }) => {
      const t = td.referenceSurroundedBosses(r);
      return td.outcomeFromFlags(t[1 - me]!, t[me]!, rules) === "win";
    });
    if (!yWins) return false;
  }
  return true;
}

/** Reference non-suicide test: some action of the player to move does not lose at once. */
export function hasNonSuicidalActionReference(p: Position, rules: Rules = td.DEFAULT_RULES): boolean {
  const me = p.turn;
  return td.referenceSuccessors(p, rules).some(({ position: q }) => {
    const s = td.referenceSurroundedBosses(q);
    return td.outcomeFromFlags(s[me]!, s[1 - me]!, rules) !== "loss";
  });
}

/**
 * The seed's necessary condition, from the shape alone: whether the boss on `bossCell` of the
 * 16-bit shape `board` has a legal move (one step in 8 directions onto an empty square, no dove
 * left isolated, field fits in 4×4) after which it is surrounded on at most 2 sides (doves or
 * walls). If so, no labelling of the shape with the mover's boss there is a checkmate (seed 002,
 * 詰み局面となるための必要条件). Written with coordinates and loops. O(8 · 16).
 */
export function bossEscapes(board: number, bossCell: number): boolean {
  const cells = td.cellsOf(board).map((c) => [3 - (c >> 2), 3 - (c & 3)] as const);
  const b = [3 - (bossCell >> 2), 3 - (bossCell & 3)] as const;
  const others = cells.filter(([r, c]) => r !== b[0] || c !== b[1]);
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      const t = [b[0] + dr, b[1] + dc] as const;
      if (others.some(([r, c]) => r === t[0] && c === t[1])) continue;
      const after = [...others, t];
      const rows = after.map((s) => s[0]);
      const cols = after.map((s) => s[1]);
      const minR = Math.min(...rows), maxR = Math.max(...rows), minC = Math.min(...cols), maxC = Math.max(...cols);
      if (maxR - minR > 3 || maxC - minC > 3) continue;
      const isolated = after.some(([r, c], i) => !after.some(([r2, c2], j) => j !== i && Math.max(Math.abs(r - r2), Math.abs(c - c2)) === 1));
      if (isolated) continue;
      let degree = 0;
      for (const [er, ec] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
        const r = t[0] + er, c = t[1] + ec;
        if (others.some(([r2, c2]) => r2 === r && c2 === c)) degree++;
        else if ((maxR - minR === 3 && (r < minR || r > maxR)) || (maxC - minC === 3 && (c < minC || c > maxC))) degree++;
      }
      if (degree <= 2) return true;
    }
  }
  return false;
}
