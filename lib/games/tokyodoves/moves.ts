/**
 * Fast bitboard move generation for Tokyo Doves.
 *
 * Generation works on a 30-bit "wide" board: 5 rows × 6 columns, bit `6R + C` (R counted from
 * the bottom, C from the right, like `bitboard.ts`). The normalized 4×4 field is embedded with
 * one free column on each side (C = 1..4) and one free row below it (R = offR..offR+3 with
 * offR = 1), so every square a dove can legally reach — always a neighbour of some other dove,
 * hence inside the field's bounding box grown by one — is on the wide board. The only exception
 * needs a field 4 rows high whose mover's Totsuhato is alone in the bottom row and slides up
 * past the top row; in that case the field is embedded with offR = 0 (the free row is then
 * above), which loses nothing: a square below the field can only be reached by a dove alone in
 * the top row sliding 4 squares, i.e. that same Totsuhato.
 *
 * Every rule is a few word operations: put targets = empty ∩ N8(own) ∩ ¬N4(opposing boss) ∩
 * fit-region; a move to `t` needs `t` empty, in the fit region of the other doves, next to one of
 * them, and next to every dove that the move would otherwise leave isolated; a return needs the
 * remaining doves to have no isolated one. Results are translated back to the normalized 4×4
 * field. Cross-checked against `reference.ts` on random positions by the tests.
 */
import { enclosedCells as enclosedCellsImported } from "./bitboard";
import { DovesPosition, DOVE_COUNT as DOVE_COUNT_IMPORTED, TOTSUHATO as TOTSUHATO_IMPORTED, DEFAULT_RULES, type Colour, type Position, type Rules, type ActionOutcome, outcomeFromFlags } from "./position";
import type { Action, Successor, Square } from "./reference";

// Module bindings are copied into locals: transpiled imports are property reads (getters under
// tsx), which cost more than the rest of the hot loop.
const enclosedCells = enclosedCellsImported;
const DOVE_COUNT = DOVE_COUNT_IMPORTED;
const TOTSUHATO = TOTSUHATO_IMPORTED;
const W = 6;
const H = 5;
const NSQ = W * H;
const FULL = (1 << NSQ) - 1;
const NOT_LEFT = FULL & ~(0b100000100000100000100000100000); // clears C = 5
const NOT_RIGHT = FULL & ~(0b000001000001000001000001000001); // clears C = 0

function wideN8(x: number): number {
  const h = ((x & NOT_LEFT) << 1) | ((x & NOT_RIGHT) >>> 1);
  const row = h | x;
  return h | ((row << W) & FULL) | (row >>> W);
}

function onBoard(R: number, C: number): boolean {
  return R >= 0 && R < H && C >= 0 && C < W;
}

const NB8 = new Int32Array(NSQ);
const NB4 = new Int32Array(NSQ);
/** Step targets per kind: STEPS[kind][sq] = list of destination squares (not for Totsuhato). */
const STEPS: number[][][] = [];
/** Totsuhato rays: RAYS[sq] = 4 arrays of squares in sliding order. */
const RAYS: number[][][] = [];
const COLMASK = new Int32Array(W);
const ROWMASK = new Int32Array(H);
{
  const king: Square[] = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];
  const ortho: Square[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
  const diag: Square[] = [[-1, -1], [-1, 1], [1, -1], [1, 1]];
  const knight: Square[] = [[-2, -1], [-2, 1], [2, -1], [2, 1], [-1, -2], [1, -2], [-1, 2], [1, 2]];
  const kindSteps = [king, king, ortho, diag, [], knight];
  for (let k = 0; k < 6; k++) STEPS.push([]);
  for (let s = 0; s < NSQ; s++) {
    const R = Math.floor(s / W);
    const C = s % W;
    COLMASK[C] |= 1 << s;
    ROWMASK[R] |= 1 << s;
    for (const [dr, dc] of king) if (onBoard(R + dr, C + dc)) NB8[s] |= 1 << ((R + dr) * W + C + dc);
    for (const [dr, dc] of ortho) if (onBoard(R + dr, C + dc)) NB4[s] |= 1 << ((R + dr) * W + C + dc);
    for (let k = 0; k < 6; k++) {
      STEPS[k]!.push(kindSteps[k]!.filter(([dr, dc]) => onBoard(R + dr, C + dc)).map(([dr, dc]) => (R + dr) * W + C + dc));
    }
    RAYS.push(
      ortho.map(([dr, dc]) => {
        const ray: number[] = [];
        for (let j = 1; onBoard(R + j * dr, C + j * dc); j++) ray.push((R + j * dr) * W + C + j * dc);
        return ray;
      }),
    );
  }
}

/** Flattened step tables: STEP_SQ[(kind·NSQ + sq)·8 + j] for j < STEP_N[kind·NSQ + sq]. */
const STEP_SQ = new Int8Array(6 * NSQ * 8);
const STEP_N = new Uint8Array(6 * NSQ);
/** Flattened rays: RAY_SQ[(sq·4 + r)·5 + j] for j < RAY_N[sq·4 + r]. */
const RAY_SQ = new Int8Array(NSQ * 4 * 5);
const RAY_N = new Uint8Array(NSQ * 4);
for (let k = 0; k < 6; k++) {
  for (let s = 0; s < NSQ; s++) {
    const list = STEPS[k]![s]!;
    STEP_N[k * NSQ + s] = list.length;
    list.forEach((t, j) => (STEP_SQ[(k * NSQ + s) * 8 + j] = t));
  }
}
for (let s = 0; s < NSQ; s++) {
  for (let r = 0; r < 4; r++) {
    const ray = RAYS[s]![r]!;
    RAY_N[s * 4 + r] = ray.length;
    ray.forEach((t, j) => (RAY_SQ[(s * 4 + r) * 5 + j] = t));
  }
}

function colMask(x: number): number {
  return (x | (x >>> 6) | (x >>> 12) | (x >>> 18) | (x >>> 24)) & 63;
}
function rowMask(x: number): number {
  // bit 6R of b = OR of row R; then gather bits 0, 6, 12, 18, 24 into bits 24..28 with one multiply
  const a = x | (x >>> 1) | (x >>> 2);
  const b = a | (a >>> 3);
  return (Math.imul(b & 0x1041041, 0x1084210) >>> 24) & 31;
}
function lowBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}
function highBit(m: number): number {
  return 31 - Math.clz32(m);
}

/** FIT_COLS[m]: squares whose column lies within 3 of every column in the column mask m. */
const FIT_COLS = new Int32Array(64);
const FIT_ROWS = new Int32Array(32);
for (let m = 0; m < 64; m++) {
  for (let C = 0; C < W; C++) if (m === 0 || (C >= highBit(m) - 3 && C <= lowBit(m) + 3)) FIT_COLS[m] |= COLMASK[C]!;
}
for (let m = 0; m < 32; m++) {
  for (let R = 0; R < H; R++) if (m === 0 || (R >= highBit(m) - 3 && R <= lowBit(m) + 3)) FIT_ROWS[m] |= ROWMASK[R]!;
}
const OFF = new Uint8Array(NSQ).map((_, s) => {
  const R = Math.floor(s / W);
  const C = s % W;
  return (R === 0 ? 1 : 0) | (R === H - 1 ? 2 : 0) | (C === 0 ? 4 : 0) | (C === W - 1 ? 8 : 0);
});
const SQ_ROW = new Uint8Array(NSQ).map((_, s) => Math.floor(s / W));
const SQ_COL = new Uint8Array(NSQ).map((_, s) => s % W);
const SPAN = new Uint8Array(64).map((_, m) => (m === 0 ? 0 : highBit(m) - lowBit(m) + 1));
/** Maximum number of actions in one position (puts ≤ 5·20, moves ≤ 48, returns ≤ 5). */
const MAX_ACTIONS = 256;

/** TO16[i]: wide index (relative to the field's lower-right corner) → 16-bit cell. */
const TO16 = new Int8Array(NSQ).map((_, i) => ((i % W) < 4 && Math.floor(i / W) < 4 ? 4 * Math.floor(i / W) + (i % W) : -1));

/** Compress a wide board whose field fits in 4×4 to the normalized 16-bit board; returns the shift too. */
function compress(x: number): number {
  const y = x >>> (W * lowBit(rowMask(x)) + lowBit(colMask(x)));
  return (y & 15) | ((y >>> 2) & 0xf0) | ((y >>> 4) & 0xf00) | ((y >>> 6) & 0xf000);
}
function shiftOf(x: number): number {
  return W * lowBit(rowMask(x)) + lowBit(colMask(x));
}

/** Action kinds reported by {@link FastBoard.forEachAction}. */
export const PUT = 0;
/** A move on the field. */
export const MOVE = 1;
/** A return to hand. */
export const RETURN = 2;

/**
 * Called for each legal action: `type` ({@link PUT}, {@link MOVE}, {@link RETURN}), the dove,
 * its wide source and target squares (-1 when absent) and the wide occupancy after the action.
 * Return true to stop the enumeration.
 */
export type ActionVisitor = (type: number, dove: number, from: number, to: number, occAfter: number) => boolean;

/**
 * A reusable scratch board for fast generation. `load(position)` embeds a position; then
 * {@link FastBoard.forEachAction} enumerates the mover's legal actions with O(1) word operations
 * each, and {@link FastBoard.successorCells} materializes the position after an action.
 * Allocation-free after construction.
 */
export class FastBoard {
  /** Wide square of each dove, -1 in hand. */
  readonly sq = new Int32Array(DOVE_COUNT);
  /** Wide occupancy. */
  occ = 0;
  /** Wide occupancy of each colour. */
  readonly own = new Int32Array(2);
  /** The player to move. */
  turn: Colour = 0;
  /** Row offset of the embedding (1, or 0 for the Totsuhato exception). */
  offR = 1;
  /** Number of columns the field spans. */
  w = 0;
  /** Number of rows the field spans. */
  h = 0;

  constructor(public rules: Rules = DEFAULT_RULES) {}

  /** Embed a position (its field must be normalized, as every {@link Position} is). O(12). */
  load(p: Position): this {
    return this.loadCells(p.cells, p.turn);
  }

  /** {@link FastBoard.load} from raw normalized cells. O(12). */
  loadCells(cells: ArrayLike<number>, turn: Colour): this {
    this.turn = turn;
    let occ16 = 0;
    for (let d = 0; d < DOVE_COUNT; d++) if (cells[d]! >= 0) occ16 |= 1 << cells[d]!;
    let rows = 0;
    for (let r = 0; r < 4; r++) if ((occ16 >>> (4 * r)) & 15) rows = r + 1;
    const cols = 32 - Math.clz32((occ16 | (occ16 >>> 4) | (occ16 >>> 8) | (occ16 >>> 12)) & 15);
    this.w = cols;
    this.h = rows;
    const t = cells[6 * turn + TOTSUHATO]!;
    this.offR = rows === 4 && t >= 0 && (occ16 & 15) === 1 << t ? 0 : 1;
    let occ = 0;
    this.own[0] = 0;
    this.own[1] = 0;
    for (let d = 0; d < DOVE_COUNT; d++) {
      const c = cells[d]!;
      if (c < 0) {
        this.sq[d] = -1;
        continue;
      }
      const s = W * ((c >> 2) + this.offR) + (c & 3) + 1;
      this.sq[d] = s;
      occ |= 1 << s;
      this.own[d < 6 ? 0 : 1] |= 1 << s;
    }
    this.occ = occ;
    return this;
  }

  /** Action buffer filled by {@link FastBoard.generate}: type, dove, source, target, occupancy after. */
  readonly actType = new Int8Array(MAX_ACTIONS);
  readonly actDove = new Int8Array(MAX_ACTIONS);
  readonly actFrom = new Int8Array(MAX_ACTIONS);
  readonly actTo = new Int8Array(MAX_ACTIONS);
  readonly actOcc = new Int32Array(MAX_ACTIONS);

  private push(n: number, type: number, dove: number, from: number, to: number, occ: number): number {
    this.actType[n] = type;
    this.actDove[n] = dove;
    this.actFrom[n] = from;
    this.actTo[n] = to;
    this.actOcc[n] = occ;
    return n + 1;
  }

  /**
   * Write the mover's legal actions into the action buffer (puts, then moves, then returns when
   * the rules allow them) and return their number. With `onePutPerSquare`, puts onto the same
   * square by different doves (same occupancy afterwards) are listed once, with the first dove in
   * hand: enough for questions that depend only on where doves stand and on the other player's
   * doves, e.g. "can the mover surround the other boss". With `movesFirst`, moves come before
   * puts (a search for a surrounding action finds it sooner). O(actions) word operations.
   */
  generate(onePutPerSquare = false, movesFirst = false): number {
    let n = movesFirst ? this.genMoves(0) : this.genPuts(0, onePutPerSquare);
    n = movesFirst ? this.genPuts(n, onePutPerSquare) : this.genMoves(n);
    return this.genReturns(n);
  }

  private genPuts(n: number, onePutPerSquare: boolean): number {
    const me = this.turn;
    const occ = this.occ;
    const base = 6 * me;
    const sq = this.sq;
    // puts
    let inHand = false;
    for (let k = 1; k < 6; k++) if (sq[base + k]! < 0) inHand = true;
    if (inHand) {
      const fit = FIT_COLS[colMask(occ)]! & FIT_ROWS[rowMask(occ)]!;
      let targets = ~occ & wideN8(this.own[me]!) & ~NB4[sq[6 * (1 - me)]!]! & fit;
      while (targets !== 0) {
        const low = targets & -targets;
        targets ^= low;
        const t = 31 - Math.clz32(low);
        for (let k = 1; k < 6; k++) {
          if (sq[base + k]! >= 0) continue;
          n = this.push(n, PUT, base + k, -1, t, occ | low);
          if (onePutPerSquare) break;
        }
      }
    }
    return n;
  }

  /**
   * Write only the legal moves on the field of the mover's dove of kind `k` (0 = boss .. 5) into
   * the action buffer and return their number (0 when that dove is in hand). For searches that
   * treat one dove at a time, e.g. the census's per-label escape test. O(moves).
   */
  generateDoveMoves(k: number): number {
    return this.genDoveMoves(0, k);
  }

  private genMoves(n: number): number {
    for (let k = 0; k < 6; k++) n = this.genDoveMoves(n, k);
    return n;
  }

  private genDoveMoves(n: number, k: number): number {
    const occ = this.occ;
    const d = 6 * this.turn + k;
    const o = this.sq[d]!;
    if (o < 0) return n;
    const others = occ ^ (1 << o);
    const fit = FIT_COLS[colMask(others)]! & FIT_ROWS[rowMask(others)]!;
    const nOthers = wideN8(others);
    const lonely = others & ~nOthers;
    const ok = ~others & fit & nOthers;
    if (k === TOTSUHATO) {
      for (let r = 0; r < 4; r++) {
        const len = RAY_N[o * 4 + r]!;
        const at = (o * 4 + r) * 5;
        for (let j = 0; j < len; j++) {
          const t = RAY_SQ[at + j]!;
          if ((others >>> t) & 1) break;
          if ((ok >>> t) & 1 && (lonely & ~NB8[t]!) === 0) n = this.push(n, MOVE, d, o, t, others | (1 << t));
        }
      }
    } else {
      const len = STEP_N[k * NSQ + o]!;
      const at = (k * NSQ + o) * 8;
      for (let j = 0; j < len; j++) {
        const t = STEP_SQ[at + j]!;
        if ((ok >>> t) & 1 && (lonely & ~NB8[t]!) === 0) n = this.push(n, MOVE, d, o, t, others | (1 << t));
      }
    }
    return n;
  }

  private genReturns(n: number): number {
    const me = this.turn;
    const occ = this.occ;
    const base = 6 * me;
    const sq = this.sq;
    // returns
    if (this.rules.returns) {
      for (let k = 1; k < 6; k++) {
        const d = base + k;
        const o = sq[d]!;
        if (o < 0) continue;
        const others = occ ^ (1 << o);
        if ((others & ~wideN8(others)) === 0) n = this.push(n, RETURN, d, o, -1, others);
      }
    }
    return n;
  }

  /**
   * Enumerate the mover's legal actions in {@link FastBoard.generate} order, calling `visit`
   * for each until it returns true. Returns true iff stopped early. O(actions).
   */
  forEachAction(visit: ActionVisitor): boolean {
    const n = this.generate();
    for (let i = 0; i < n; i++) {
      if (visit(this.actType[i]!, this.actDove[i]!, this.actFrom[i]!, this.actTo[i]!, this.actOcc[i]!)) return true;
    }
    return false;
  }

  /**
   * Whether a dove on wide square `b` is surrounded in the wide occupancy `occ` (each orthogonal
   * neighbour a dove, or a wall: outside the field's rows/columns when they span 4). O(1).
   */
  static surroundedIn(occ: number, b: number): boolean {
    let free = NB4[b]! & ~occ;
    const off = OFF[b]!;
    if (free === 0 && off === 0) return true;
    const rm = rowMask(occ);
    const cm = colMask(occ);
    const rowsFull = SPAN[rm] === 4;
    const colsFull = SPAN[cm] === 4;
    if ((off & 3) !== 0 && !rowsFull) return false;
    if ((off & 12) !== 0 && !colsFull) return false;
    const col = SQ_COL[b]!;
    while (free !== 0) {
      const low = free & -free;
      free ^= low;
      const t = 31 - Math.clz32(low);
      if (SQ_COL[t] === col) {
        const R = SQ_ROW[t]!;
        if (!rowsFull || (R >= lowBit(rm) && R <= highBit(rm))) return false;
      } else {
        const C = SQ_COL[t]!;
        if (!colsFull || (C >= lowBit(cm) && C <= highBit(cm))) return false;
      }
    }
    return true;
  }

  /**
   * Surrounded flags after an action, as a 2-bit mask (bit 0 red boss, bit 1 green boss):
   * `occAfter` is the wide occupancy, `dove`/`to` the moved dove and its target (a boss may
   * have moved). O(1).
   */
  surroundedAfter(dove: number, to: number, occAfter: number): number {
    const shift = shiftOf(occAfter);
    const enc = enclosedCells(compress(occAfter));
    const rb = dove === 0 ? to : this.sq[0]!;
    const gb = dove === 6 ? to : this.sq[6]!;
    return ((enc >>> TO16[rb - shift]!) & 1) | (((enc >>> TO16[gb - shift]!) & 1) << 1);
  }

  /** Outcome for the mover of an action given its {@link FastBoard.surroundedAfter} flags. O(1). */
  outcomeOf(flags: number): ActionOutcome {
    const me = this.turn;
    return outcomeFromFlags(((flags >>> me) & 1) === 1, ((flags >>> (1 - me)) & 1) === 1, this.rules);
  }

  /**
   * Load the position reached by action `i` of `src`'s action buffer (the other player to move),
   * re-embedding the wide squares directly (same as successorCells + loadCells, cheaper). O(12).
   */
  loadSuccessor(src: FastBoard, i: number): this {
    const occ = src.actOcc[i]!;
    const moved = src.actDove[i]!;
    const to = src.actTo[i]!;
    const turn = (1 - src.turn) as Colour;
    const rm = rowMask(occ);
    const cm = colMask(occ);
    const bottom = lowBit(rm);
    const shift = W * bottom + lowBit(cm);
    this.turn = turn;
    this.h = SPAN[rm]!;
    this.w = SPAN[cm]!;
    const t = src.sq[6 * turn + TOTSUHATO]!;
    this.offR = this.h === 4 && t >= 0 && (occ & ROWMASK[bottom]!) === 1 << t ? 0 : 1;
    const delta = W * this.offR + 1 - shift;
    this.occ = delta >= 0 ? occ << delta : occ >>> -delta;
    let own0 = 0;
    let own1 = 0;
    for (let d = 0; d < DOVE_COUNT; d++) {
      const s = d === moved ? to : src.sq[d]!;
      if (s < 0) {
        this.sq[d] = -1;
        continue;
      }
      const v = s + delta;
      this.sq[d] = v;
      if (d < 6) own0 |= 1 << v;
      else own1 |= 1 << v;
    }
    this.own[0] = own0;
    this.own[1] = own1;
    return this;
  }

  /** Normalized 16-bit cells of the position after an action, written into `out`. O(12). */
  successorCells(dove: number, to: number, occAfter: number, out: Int8Array): void {
    const shift = shiftOf(occAfter);
    const sq = this.sq;
    for (let d = 0; d < DOVE_COUNT; d++) {
      const s = d === dove ? to : sq[d]!;
      out[d] = s < 0 ? -1 : TO16[s - shift]!;
    }
  }

  /** Reading-order square of a wide square, relative to the top-left of the current field. */
  readingSquare(s: number): Square {
    return [this.offR + this.h - 1 - Math.floor(s / W), this.w - (s % W)];
  }
}

/**
 * All legal actions of the player to move and the positions they lead to, by the bitboard
 * generator (same order and action format as `referenceSuccessors`). O(actions · 12).
 */
export function successors(p: Position, rules: Rules = DEFAULT_RULES): Successor[] {
  const fb = new FastBoard(rules).load(p);
  const out: Successor[] = [];
  const next = (1 - p.turn) as Colour;
  fb.forEachAction((type, dove, from, to, occAfter) => {
    const cells = new Int8Array(DOVE_COUNT);
    fb.successorCells(dove, to, occAfter, cells);
    const action: Action = { type: type === PUT ? "put" : type === MOVE ? "move" : "return", dove };
    if (from >= 0) action.from = fb.readingSquare(from);
    if (to >= 0) action.to = fb.readingSquare(to);
    out.push({ action, position: new DovesPosition(cells, next) });
    return false;
  });
  return out;
}

/** Number of legal actions of the player to move (bitboard generator). O(actions). */
export function countActions(p: Position, rules: Rules = DEFAULT_RULES): number {
  let n = 0;
  new FastBoard(rules).load(p).forEachAction(() => {
    n++;
    return false;
  });
  return n;
}

/** Outcome for the mover of each legal action, in generation order (bitboard generator). O(actions). */
export function actionOutcomes(p: Position, rules: Rules = DEFAULT_RULES): ActionOutcome[] {
  const fb = new FastBoard(rules).load(p);
  const out: ActionOutcome[] = [];
  fb.forEachAction((_t, dove, _f, to, occAfter) => {
    out.push(fb.outcomeOf(fb.surroundedAfter(dove, to, occAfter)));
    return false;
  });
  return out;
}
