/**
 * Gobblet Gobblers on a 3×3 board under the correct rules, for 1–3 piece sizes and 1–3 pieces
 * of each size per player (the full game is 3 sizes × 2; the seed's simplified game 2 × 2).
 *
 * Rules: a square holds a stack; only its top piece is visible and can move; a piece may be
 * placed from hand or moved from the board onto an empty square or over any smaller piece
 * (of either player), never back onto its own square; three visible pieces of one player in
 * a line win. Reveal rule (lifting a piece can expose a line):
 * - `"official"`: the move is completed and judged on the final board — the opponent's line
 *   still visible means the mover loses (even if the mover also made a line), so the mover
 *   survives only by covering that line with the moving piece;
 * - `"loseAtOnce"` (the seed notebook's rule): the game ends at the lift — the mover loses if
 *   the opponent's line is exposed, wins if their own line is exposed.
 *
 * Encoding: one base-3 digit per square and size (0 empty, 1 player to move, 2 the other);
 * layer code `c_s = Σ_q digit · 3^q` < 19683 and state `Σ_s c_s · 19683^s` (< 7.7·10^12, a
 * safe integer). The player to move is always "mine" (side to move normalised as in the seed).
 * Canonical codes are the minimum over the 8 symmetries of the square.
 */
import { describeValue, InputError, popcount32, requireInteger } from "../../util";

/** How lifting a piece that exposes a line is judged. */
export type RevealRule = "official" | "loseAtOnce";

/** A variant of the game. */
export interface GobbletConfig {
  /** Number of piece sizes (1 = Small only … 3 = Small, Medium, Large); the largest sizes are kept. */
  sizes: number;
  /** Pieces of each size per player. */
  piecesPerSize: number;
  revealRule: RevealRule;
}

/** The full game: Small, Medium, Large, two of each per player, official reveal rule. */
export const FULL_GAME: Readonly<GobbletConfig> = Object.freeze({ sizes: 3, piecesPerSize: 2, revealRule: "official" });
/** The seed's simplified game: two Medium and two Large per player, official reveal rule. */
export const SIMPLIFIED_GAME: Readonly<GobbletConfig> = Object.freeze({ sizes: 2, piecesPerSize: 2, revealRule: "official" });

/** Base of one size layer's code (3^9). */
export const LAYER = 19683;

/** Throw {@link InputError} unless `config` is a supported variant. O(1). */
export function validateConfig(config: GobbletConfig): GobbletConfig {
  requireInteger("config.sizes", config.sizes, 1, 3);
  requireInteger("config.piecesPerSize", config.piecesPerSize, 1, 3);
  if (config.revealRule !== "official" && config.revealRule !== "loseAtOnce") {
    throw new InputError(`config.revealRule must be "official" or "loseAtOnce", got ${JSON.stringify(config.revealRule)}`);
  }
  return config;
}

/** The 8 winning lines as square masks (square q = row·3 + col is bit q). */
export const LINES: readonly number[] = [
  0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100, 0b100010001, 0b001010100,
];

/** `IS_LINE[mask]` = 1 when the 9-bit mask contains a line. */
export const IS_LINE: Uint8Array = (() => {
  const t = new Uint8Array(512);
  for (let m = 0; m < 512; m++) for (const l of LINES) if ((m & l) === l) t[m] = 1;
  return t;
})();

/** The 8 symmetries of the square as maps (row, col) → (row', col'), identity first. */
export const SYMMETRIES: readonly (readonly number[])[] = [
  (r: number, c: number) => [r, c],
  (r: number, c: number) => [c, 2 - r], // rotate 90° clockwise
  (r: number, c: number) => [2 - r, 2 - c], // rotate 180°
  (r: number, c: number) => [2 - c, r], // rotate 270°
  (r: number, c: number) => [2 - r, c], // flip top/bottom
  (r: number, c: number) => [r, 2 - c], // flip left/right
  (r: number, c: number) => [c, r], // mirror in the 0-4-8 diagonal
  (r: number, c: number) => [2 - c, 2 - r], // mirror in the 2-4-6 diagonal
].map((f) => Array.from({ length: 9 }, (_, q) => {
  const [r, c] = f(Math.floor(q / 3), q % 3) as [number, number];
  return r * 3 + c;
}));

const POW3 = Array.from({ length: 9 }, (_, q) => 3 ** q);
/** `TERNARY[mask]` = Σ_{q in mask} 3^q. */
const TERNARY = new Int32Array(512);
for (let m = 0; m < 512; m++) for (let q = 0; q < 9; q++) if ((m >> q) & 1) TERNARY[m]! += POW3[q]!;
const DEC_MINE = new Uint16Array(LAYER);
const DEC_YOURS = new Uint16Array(LAYER);
for (let c = 0; c < LAYER; c++) {
  let x = c;
  for (let q = 0; q < 9; q++) {
    const d = x % 3;
    x = (x - d) / 3;
    if (d === 1) DEC_MINE[c]! |= 1 << q;
    else if (d === 2) DEC_YOURS[c]! |= 1 << q;
  }
}
const PERM_MASK: Uint16Array[] = SYMMETRIES.map((p) => {
  const t = new Uint16Array(512);
  for (let m = 0; m < 512; m++) for (let q = 0; q < 9; q++) if ((m >> q) & 1) t[m]! |= 1 << p[q]!;
  return t;
});
const PERM_CODE: Uint16Array[] = PERM_MASK.map((pm) => {
  const t = new Uint16Array(LAYER);
  for (let c = 0; c < LAYER; c++) t[c] = TERNARY[pm[DEC_MINE[c]!]!]! + 2 * TERNARY[pm[DEC_YOURS[c]!]!]!;
  return t;
});
const SWAP_CODE = new Uint16Array(LAYER);
for (let c = 0; c < LAYER; c++) SWAP_CODE[c] = TERNARY[DEC_YOURS[c]!]! + 2 * TERNARY[DEC_MINE[c]!]!;

/** The same layer seen from the other player (mine ↔ yours). O(1). */
export function swapLayer(code: number): number {
  return SWAP_CODE[code]!;
}

/** Image of a layer code under symmetry `g` (index into {@link SYMMETRIES}). O(1). */
export function layerImage(code: number, g: number): number {
  return PERM_CODE[g]![code]!;
}

/**
 * Visible pieces of a position given per-size masks (smallest size first): fills `above[s]`
 * with the squares holding a larger piece than size s and returns `visibleMine | visibleYours << 9`.
 * O(sizes).
 */
export function visibility(sizes: number, mine: ArrayLike<number>, yours: ArrayLike<number>, above: Record<number, number>): number {
  let cov = 0;
  let vm = 0;
  let vy = 0;
  for (let s = sizes - 1; s >= 0; s--) {
    above[s] = cov;
    vm |= mine[s]! & ~cov;
    vy |= yours[s]! & ~cov;
    cov |= mine[s]! | yours[s]!;
  }
  return vm | (vy << 9);
}

/**
 * The piece that lifting the size-`s` piece from square mask `bit` reveals (the largest smaller
 * piece there), as `mineBit | yoursBit << 9`; 0 when the square empties. O(sizes).
 */
export function revealedBelow(s: number, bit: number, mine: ArrayLike<number>, yours: ArrayLike<number>): number {
  for (let u = s - 1; u >= 0; u--) {
    if (((mine[u]! | yours[u]!) & bit) !== 0) return (mine[u]! & bit) | ((yours[u]! & bit) << 9);
  }
  return 0;
}

/** Square masks of one size layer: pieces of the player to move and of the other player. */
export interface Layer {
  mine: number;
  yours: number;
}

/** Layer code of two disjoint 9-bit square masks; throws {@link InputError} for overlapping or out-of-range masks. O(1). */
export function layerCode(mine: number, yours: number): number {
  if (!Number.isInteger(mine) || !Number.isInteger(yours) || mine < 0 || yours < 0 || mine > 511 || yours > 511 || (mine & yours) !== 0) {
    throw new InputError(`layer masks must be disjoint 9-bit masks (integers in [0, 511]), got mine = ${JSON.stringify(mine)}, yours = ${JSON.stringify(yours)}`);
  }
  return TERNARY[mine]! + 2 * TERNARY[yours]!;
}

/** Pieces of the player to move / the other player in a layer code. O(1). */
export function layerOf(code: number): Layer {
  return { mine: DEC_MINE[code]!, yours: DEC_YOURS[code]! };
}

/** A move: piece size (0 = smallest), origin square (-1 = from hand) and destination square. */
export interface Move {
  size: number;
  from: number;
  to: number;
}

/** Move descriptor packed in an integer: `size | (from + 1) << 2 | to << 6`. */
export function packMove(m: Move): number {
  return m.size | ((m.from + 1) << 2) | (m.to << 6);
}

/** Inverse of {@link packMove}. */
export function unpackMove(x: number): Move {
  return { size: x & 3, from: ((x >> 2) & 15) - 1, to: x >> 6 };
}

const SIZE_NAMES = ["S", "M", "L"];
const SQUARE_NAMES = ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"];

/** Name of a size index in a game with `sizes` sizes (largest = "L"). */
export function sizeName(size: number, sizes: number): string {
  return SIZE_NAMES[size + 3 - sizes] ?? `#${size}`;
}

/** Human-readable move, e.g. `L→b2` (from hand) or `M a3→c1` (board move); squares a–c left to right, 3 = top row. */
export function formatMove(m: Move, sizes: number): string {
  const s = sizeName(m.size, sizes);
  return m.from < 0 ? `${s}→${SQUARE_NAMES[m.to]}` : `${s} ${SQUARE_NAMES[m.from]}→${SQUARE_NAMES[m.to]}`;
}

/**
 * The rules engine for one {@link GobbletConfig}: encoding, symmetry, terminal test and move
 * generation on integer codes. Two extra codes stand for the end of the game at a lift under
 * `"loseAtOnce"`: {@link GobbletRules.moverLost} (terminal, the player to move — the
 * opponent — has won) and {@link GobbletRules.moverWon}.
 */
export class GobbletRules {
  readonly config: GobbletConfig;
  /** Code of the empty board with full hands. */
  readonly initial = 0;
  /** Number of real codes (LAYER^sizes); codes ≥ this are the two virtual end states. */
  readonly codeSpace: number;
  /** Virtual terminal code: the mover lost at the lift (a win for the player to move). */
  readonly moverLost: number;
  /** Virtual terminal code: the mover exposed their own line at the lift (a loss for the player to move). */
  readonly moverWon: number;
  private readonly k: number;
  private readonly S: number;
  // scratch
  private readonly mine = new Int32Array(3);
  private readonly yours = new Int32Array(3);
  private readonly codes = new Int32Array(3);
  /** Of the last state passed to {@link terminal}: squares above each size, and visible pieces. */
  private readonly above = new Int32Array(3);
  private visible = 0;

  constructor(config: GobbletConfig) {
    this.config = { ...validateConfig(config) };
    this.S = config.sizes;
    this.k = config.piecesPerSize;
    this.codeSpace = LAYER ** this.S;
    this.moverLost = this.codeSpace;
    this.moverWon = this.codeSpace + 1;
  }

  /** Layer codes of a state, smallest size first. Throws InputError for codes out of range. O(sizes). */
  layers(code: number): number[] {
    if (!Number.isSafeInteger(code) || code < 0 || code >= this.codeSpace) {
      throw new InputError(`state code must be an integer in [0, ${this.codeSpace}), got ${code}`);
    }
    const out: number[] = [];
    let x = code;
    for (let s = 0; s < this.S; s++) {
      const c = x % LAYER;
      out.push(c);
      x = (x - c) / LAYER;
    }
    return out;
  }

  /** State code from layers (smallest size first), checking piece counts and disjointness. O(sizes). */
  encode(layers: readonly Layer[]): number {
    if (layers.length !== this.S) throw new InputError(`expected ${this.S} layers, got ${layers.length}`);
    let code = 0;
    for (let s = this.S - 1; s >= 0; s--) {
      const { mine, yours } = layers[s]!;
      if ((mine | yours) >>> 9 !== 0 || (mine & yours) !== 0) throw new InputError("layer masks must be disjoint 9-bit masks", `layer ${s}`);
      if (popcount32(mine) > this.k || popcount32(yours) > this.k) {
        throw new InputError(`at most ${this.k} pieces of a size per player`, `layer ${s}`);
      }
      code = code * LAYER + layerCode(mine, yours);
    }
    return code;
  }

  /** The same board with the other player to move. O(sizes). */
  swapSides(code: number): number {
    const ls = this.layers(code);
    let out = 0;
    for (let s = this.S - 1; s >= 0; s--) out = out * LAYER + SWAP_CODE[ls[s]!]!;
    return out;
  }

  /** Image of a state under symmetry `g` (index into {@link SYMMETRIES}). O(sizes). */
  transform(code: number, g: number): number {
    const ls = this.layers(code);
    const t = PERM_CODE[g];
    if (!t) throw new InputError(`symmetry index must be 0..7, got ${g}`);
    let out = 0;
    for (let s = this.S - 1; s >= 0; s--) out = out * LAYER + t[ls[s]!]!;
    return out;
  }

  /** Canonical code: the minimum over the 8 symmetries. O(8 · sizes). */
  canonical(code: number): number {
    const ls = this.layers(code);
    for (let s = 0; s < this.S; s++) this.codes[s] = ls[s]!;
    return this.canonicalOfCodes();
  }

  private canonicalOfCodes(): number {
    const c = this.codes;
    let best = Infinity;
    for (let g = 0; g < 8; g++) {
      const t = PERM_CODE[g]!;
      let v = 0;
      for (let s = this.S - 1; s >= 0; s--) v = v * LAYER + t[c[s]!]!;
      if (v < best) best = v;
    }
    return best;
  }

  private load(code: number): void {
    let x = code;
    for (let s = 0; s < this.S; s++) {
      const c = x % LAYER;
      x = (x - c) / LAYER;
      this.mine[s] = DEC_MINE[c]!;
      this.yours[s] = DEC_YOURS[c]!;
    }
  }

  /**
   * Terminal outcome for the player to move: 1 if they show a line (the previous mover
   * exposed it and did not cover it), else -1 if the other player shows one, else 0. O(sizes).
   */
  terminal(code: number): number {
    if (code === this.moverLost) return 1;
    if (code === this.moverWon) return -1;
    if (!Number.isSafeInteger(code) || code < 0 || code >= this.codeSpace) {
      throw new InputError(`state code must be an integer in [0, ${this.codeSpace + 2}), got ${describeValue(code)}`);
    }
    this.load(code);
    for (let s = 0; s < this.S; s++) {
      const m = popcount32(this.mine[s]!);
      const y = popcount32(this.yours[s]!);
      if (m > this.k || y > this.k) {
        throw new InputError(
          `state code ${code} is not a position: the player ${m > this.k ? "to move" : "not to move"} has ${Math.max(m, y)} pieces of size ${sizeName(s, this.S)} on the board, and each player has ${this.k} of each size`,
        );
      }
    }
    return this.outcome(code);
  }

  /** {@link terminal} without the checks, for the move generator's hot loop (codes it made itself). O(sizes). */
  private outcome(code: number): number {
    if (code === this.moverLost) return 1;
    if (code === this.moverWon) return -1;
    if (!(code >= 0 && code < this.codeSpace && Number.isInteger(code))) {
      throw new InputError(`state code must be an integer in [0, ${this.codeSpace + 2}), got ${describeValue(code)}`);
    }
    this.load(code);
    this.visible = visibility(this.S, this.mine, this.yours, this.above);
    return IS_LINE[this.visible & 511] ? 1 : IS_LINE[this.visible >> 9] ? -1 : 0;
  }

  /**
   * Successors of a non-terminal state: for every legal move, the canonical code of the
   * resulting position with the other player to move (a virtual end code when the game ends
   * at the lift). Pushes into `children`; if given, the packed move into `moves` and the
   * child's terminal outcome (as {@link terminal} would return it) into `status`. With
   * `onlyWin`, stops at the first move that wins at once and returns 2 (no canonicalisation).
   * With `canonicalize = false` the children keep the board's orientation (still side-swapped).
   * Returns the state's terminal outcome (children are generated only when it is 0).
   * Cost: O(moves · 8 · sizes), at most ~60 moves.
   */
  expand(code: number, children: number[], moves?: number[], status?: number[], onlyWin = false, canonicalize = true): number {
    const t = this.outcome(code);
    if (t !== 0) return t;
    const S = this.S;
    const mine = this.mine;
    const yours = this.yours;
    // Loaded by terminal().
    const above = this.above;
    const vm = this.visible & 511;
    const vy = this.visible >> 9;
    const loseAtOnce = this.config.revealRule === "loseAtOnce";
    const codes = this.codes;
    for (let s = 0; s < S; s++) {
      const blocked = mine[s]! | yours[s]! | above[s]!;
      const free = ~blocked & 511;
      const hand = popcount32(mine[s]!) < this.k;
      const movable = mine[s]! & ~above[s]!;
      // q = -1: from hand; q = 0..8: lift the piece on square q.
      for (let q = hand ? -1 : 0; q < 9; q++) {
        let base = mine[s]!;
        let lm = vm;
        let ly = vy;
        let end = 0;
        if (q >= 0) {
          if (((movable >> q) & 1) === 0) continue;
          const bit = 1 << q;
          base &= ~bit;
          lm &= ~bit;
          // The exposed piece under q: the largest smaller size present there.
          const shown = revealedBelow(s, bit, mine, yours);
          lm |= shown & 511;
          ly |= shown >> 9;
          if (loseAtOnce && shown !== 0) end = IS_LINE[ly] ? -1 : IS_LINE[lm] ? 1 : 0;
        }
        for (let r = 0; r < 9; r++) {
          if (r === q || ((free >> r) & 1) === 0) continue;
          const rbit = 1 << r;
          // Child's outcome for its player to move (= the opponent of the mover).
          let childStatus: number;
          if (end !== 0) childStatus = -end;
          else childStatus = IS_LINE[ly & ~rbit] ? 1 : IS_LINE[lm | rbit] ? -1 : 0;
          if (onlyWin) {
            if (childStatus === -1) return 2;
            continue;
          }
          if (end !== 0) children.push(end < 0 ? this.moverLost : this.moverWon);
          else {
            for (let t2 = 0; t2 < S; t2++) {
              codes[t2] =
                t2 === s ? TERNARY[yours[t2]!]! + 2 * TERNARY[base | rbit]! : TERNARY[yours[t2]!]! + 2 * TERNARY[mine[t2]!]!;
            }
            if (canonicalize) children.push(this.canonicalOfCodes());
            else {
              let v = 0;
              for (let t2 = S - 1; t2 >= 0; t2--) v = v * LAYER + codes[t2]!;
              children.push(v);
            }
          }
          moves?.push(s | ((q + 1) << 2) | (r << 6));
          status?.push(childStatus);
        }
      }
    }
    return 0;
  }

  /** Does the player to move (in a non-terminal position) have a move that wins at once? O(moves). */
  hasWinningMove(code: number): boolean {
    return this.expand(code, [], undefined, undefined, true) === 2;
  }

  /** Stacks of a state, bottom piece first, owner 0 = player to move. O(27). */
  stacks(code: number): { size: number; owner: 0 | 1 }[][] {
    const ls = this.checkState(code);
    const out: { size: number; owner: 0 | 1 }[][] = Array.from({ length: 9 }, () => []);
    for (let s = 0; s < this.S; s++) {
      const m = DEC_MINE[ls[s]!]!;
      const y = DEC_YOURS[ls[s]!]!;
      for (let q = 0; q < 9; q++) {
        if ((m >> q) & 1) out[q]!.push({ size: s, owner: 0 });
        else if ((y >> q) & 1) out[q]!.push({ size: s, owner: 1 });
      }
    }
    return out;
  }

  /**
   * Layer codes of a state after checking that it is a position of this variant: a code in
   * range with at most `piecesPerSize` pieces of each size per player. Throws
   * {@link InputError} naming the size otherwise. O(sizes).
   */
  checkState(code: number): number[] {
    const ls = this.layers(code);
    ls.forEach((c, s) => {
      const m = popcount32(DEC_MINE[c]!);
      const y = popcount32(DEC_YOURS[c]!);
      if (m > this.k || y > this.k) {
        throw new InputError(
          `impossible position: ${Math.max(m, y)} pieces of one size for a player, at most ${this.k} in this variant`,
          `size ${s} (${sizeName(s, this.S)})`,
        );
      }
    });
    return ls;
  }

  /** Pieces in hand `[mine[], yours[]]` per size; throws {@link InputError} for an impossible position. O(sizes). */
  hands(code: number): [number[], number[]] {
    const ls = this.checkState(code);
    return [ls.map((c) => this.k - popcount32(DEC_MINE[c]!)), ls.map((c) => this.k - popcount32(DEC_YOURS[c]!))];
  }
}
