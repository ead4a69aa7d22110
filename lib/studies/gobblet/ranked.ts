/**
 * Dense ranking of Gobblet positions for whole-game tables (the full game: 1423³ ≈ 2.9·10⁹
 * indices), with move and un-move generation directly on ranks.
 *
 * A size layer is one of the R layer codes with at most k pieces per player (R = 1423 for
 * k = 2), ranked in code order; a position is `Σ_s rank_s · R^s`. Ranking keeps the order of
 * layer codes, so the least index over the 8 symmetries is the index of the canonical code of
 * {@link GobbletRules.canonical}. A move changes only the layer of the moving piece's size, so
 * for each decoded position the symmetric images of the other (side-swapped) layers are summed
 * once and each child or parent costs 8 table lookups to canonicalise.
 *
 * Internal to `studies/gobblet` (not re-exported): the public entry points are
 * {@link countReachablePositions} and {@link solveGobbletTablebase}.
 */
import { InputError, IntHashTable, popcount32 } from "../../util";
import {
  IS_LINE,
  LAYER,
  layerImage,
  layerOf,
  revealedBelow,
  swapLayer,
  validateConfig,
  visibility,
  type GobbletConfig,
} from "../../games/gobblet";

/** Largest number of moves (or un-moves) of one position: 3 sizes × 3 origins × 9 squares. */
export const MAX_BRANCHING = 96;

/**
 * Move generation on dense position indices for one {@link GobbletConfig}. Call
 * {@link RankedGobblet.load} first; {@link RankedGobblet.children} and
 * {@link RankedGobblet.parents} then work on the loaded position.
 */
export class RankedGobblet {
  readonly config: GobbletConfig;
  /** Number of layer codes per size. */
  readonly R: number;
  /** Size of the index space, R^sizes. */
  readonly size: number;
  /** After {@link children}: a lift ended the game in the mover's favour / against them ("loseAtOnce" only). */
  liftWin = false;
  liftLoss = false;
  /** After {@link children} with `stopAtWin`: the loaded position has a move that wins at once. */
  immediateWin = false;

  private readonly S: number;
  private readonly k: number;
  private readonly loseAtOnce: boolean;
  /** Layer code of each rank. */
  private readonly CODES: Uint16Array;
  private readonly MINE: Uint16Array;
  private readonly YOURS: Uint16Array;
  /** `rankOfMasks[mine << 9 | yours]`: rank of a layer, -1 if invalid. */
  private readonly rankOfMasks: Int32Array;
  /** Rank of a layer code, -1 if it has too many pieces. */
  private readonly rankOfCode: Int32Array;
  private readonly SWAP: Uint16Array;
  private readonly PERM: Uint16Array;
  private readonly POW: number[];
  private readonly rs = new Int32Array(3);
  private readonly mine = new Int32Array(3);
  private readonly yours = new Int32Array(3);
  private readonly above = new Int32Array(3);
  private vm = 0;
  private vy = 0;
  private readonly rest = new Float64Array(24);
  /** Canonical children (or parents) already listed by the current call. */
  private readonly seen = new IntHashTable(MAX_BRANCHING);

  constructor(config: GobbletConfig) {
    validateConfig(config);
    this.config = { ...config };
    this.S = config.sizes;
    this.k = config.piecesPerSize;
    this.loseAtOnce = config.revealRule === "loseAtOnce";
    const rankOfMasks = new Int32Array(512 * 512).fill(-1);
    const rankOfCode = new Int32Array(LAYER).fill(-1);
    const codes: number[] = [];
    for (let c = 0; c < LAYER; c++) {
      const { mine: m, yours: y } = layerOf(c);
      if (popcount32(m) > this.k || popcount32(y) > this.k) continue;
      rankOfCode[c] = codes.length;
      rankOfMasks[(m << 9) | y] = codes.length;
      codes.push(c);
    }
    const R = codes.length;
    this.R = R;
    this.size = R ** this.S;
    this.CODES = Uint16Array.from(codes);
    this.MINE = Uint16Array.from(codes, (c) => layerOf(c).mine);
    this.YOURS = Uint16Array.from(codes, (c) => layerOf(c).yours);
    this.rankOfMasks = rankOfMasks;
    this.rankOfCode = rankOfCode;
    this.SWAP = Uint16Array.from(codes, (c) => rankOfCode[swapLayer(c)]!);
    this.PERM = new Uint16Array(8 * R);
    for (let g = 0; g < 8; g++) for (let r = 0; r < R; r++) this.PERM[g * R + r] = rankOfCode[layerImage(codes[r]!, g)]!;
    this.POW = [1, R, R * R];
  }

  /** Index of a `GobbletRules` state code (any orientation), or -1 if it has too many pieces. O(sizes). */
  indexOfCode(code: number): number {
    if (!Number.isSafeInteger(code) || code < 0 || code >= LAYER ** this.S) {
      throw new InputError(`state code must be an integer in [0, ${LAYER ** this.S}), got ${code}`);
    }
    let x = code;
    let idx = 0;
    for (let s = 0; s < this.S; s++) {
      const c = x % LAYER;
      x = (x - c) / LAYER;
      const r = this.rankOfCode[c]!;
      if (r < 0) return -1;
      idx += r * this.POW[s]!;
    }
    return idx;
  }

  /** The `GobbletRules` state code of an index. O(sizes). */
  codeOfIndex(idx: number): number {
    let x = idx;
    let code = 0;
    let scale = 1;
    for (let s = 0; s < this.S; s++) {
      const r = x % this.R;
      x = (x - r) / this.R;
      code += this.CODES[r]! * scale;
      scale *= LAYER;
    }
    return code;
  }

  /** Fills {@link images} with the index of the position under each of the 8 symmetries. O(8 · sizes). */
  private symmetricImages(idx: number): Float64Array {
    let x = idx;
    for (let s = 0; s < this.S; s++) {
      const r = x % this.R;
      x = (x - r) / this.R;
      this.rs[s] = r;
    }
    for (let g = 0; g < 8; g++) {
      let v = 0;
      for (let s = 0; s < this.S; s++) v += this.PERM[g * this.R + this.rs[s]!]! * this.POW[s]!;
      this.images[g] = v;
    }
    return this.images;
  }

  private readonly images = new Float64Array(8);

  /** Least index over the 8 symmetries. O(8 · sizes). */
  canonicalIndex(idx: number): number {
    const im = this.symmetricImages(idx);
    let best = Infinity;
    for (let g = 0; g < 8; g++) if (im[g]! < best) best = im[g]!;
    return best;
  }

  /** Number of the 8 symmetries that map the position to itself. O(8 · sizes). */
  stabiliserOrder(idx: number): number {
    const im = this.symmetricImages(idx);
    let n = 0;
    for (let g = 0; g < 8; g++) if (im[g] === idx) n++;
    return n;
  }

  /** Pieces on the board of a position. O(sizes). */
  piecesOnBoard(idx: number): number {
    let x = idx;
    let n = 0;
    for (let s = 0; s < this.S; s++) {
      const r = x % this.R;
      x = (x - r) / this.R;
      n += popcount32(this.MINE[r]!) + popcount32(this.YOURS[r]!);
    }
    return n;
  }

  /**
   * Decode a position; returns its terminal outcome for the player to move (1 they show a
   * line, else -1 the other player shows one, else 0), as `GobbletRules.terminal`. O(sizes).
   */
  load(idx: number): number {
    const { S, R, MINE, YOURS, rs, mine, yours, above } = this;
    let x = idx;
    for (let s = 0; s < S; s++) {
      const r = x % R;
      x = (x - r) / R;
      rs[s] = r;
      mine[s] = MINE[r]!;
      yours[s] = YOURS[r]!;
    }
    const visible = visibility(S, mine, yours, above);
    const vm = (this.vm = visible & 511);
    const vy = (this.vy = visible >> 9);
    return IS_LINE[vm] ? 1 : IS_LINE[vy] ? -1 : 0;
  }

  /** rest[g·3 + s] = Σ_{t ≠ s} rank of side-swapped layer t under g · R^t. */
  private prepareRest(): void {
    const { S, R, PERM, SWAP, POW, rs, rest } = this;
    for (let g = 0; g < 8; g++) {
      let total = 0;
      for (let t = 0; t < S; t++) total += PERM[g * R + SWAP[rs[t]!]!]! * POW[t]!;
      for (let s = 0; s < S; s++) rest[g * 3 + s] = total - PERM[g * R + SWAP[rs[s]!]!]! * POW[s]!;
    }
  }

  private canonicalWith(s: number, newRank: number): number {
    const { R, PERM, rest } = this;
    const scale = this.POW[s]!;
    let best = Infinity;
    for (let g = 0; g < 8; g++) {
      const v = rest[g * 3 + s]! + PERM[g * R + newRank]! * scale;
      if (v < best) best = v;
    }
    return best;
  }

  /** Add `v` to `out[0..n)` unless already listed by this call (`distinct`); returns the new n. */
  private pushDistinct(out: Float64Array, n: number, v: number, distinct: boolean): number {
    if (distinct && !this.seen.add(v)) return n;
    out[n] = v;
    return n + 1;
  }

  /**
   * Canonical indices of the children of the loaded non-terminal position (side swapped), into
   * `out` (length ≥ `MAX_BRANCHING`); returns how many. With `distinct`, each canonical
   * child once. Under "loseAtOnce", moves whose lift ends the game have no child; they set
   * {@link liftWin} / {@link liftLoss}. With `stopAtWin`, stops at the first move that shows
   * the mover's line and not the opponent's (a win at once) and sets {@link immediateWin}.
   * O(moves · 8).
   */
  children(out: Float64Array, distinct = false, stopAtWin = false): number {
    const { S, k, mine, yours, above, rankOfMasks } = this;
    this.prepareRest();
    this.liftWin = false;
    this.liftLoss = false;
    this.immediateWin = false;
    this.seen.clear();
    let n = 0;
    for (let s = 0; s < S; s++) {
      const ms = mine[s]!;
      const ys = yours[s]!;
      const free = ~(ms | ys | above[s]!) & 511;
      const hand = popcount32(ms) < k;
      const movable = ms & ~above[s]!;
      for (let q = hand ? -1 : 0; q < 9; q++) {
        let base = ms;
        // Visible pieces once the moving piece is lifted.
        let lm = this.vm;
        let ly = this.vy;
        if (q >= 0) {
          if (((movable >> q) & 1) === 0) continue;
          const bit = 1 << q;
          base &= ~bit;
          lm &= ~bit;
          const shown = revealedBelow(s, bit, mine, yours);
          lm |= shown & 511;
          ly |= shown >> 9;
          if (this.loseAtOnce) {
            if (IS_LINE[ly]) {
              this.liftLoss = true;
              continue;
            }
            if (IS_LINE[lm]) {
              this.liftWin = true;
              continue;
            }
          }
        }
        for (let r = 0; r < 9; r++) {
          if (r === q || ((free >> r) & 1) === 0) continue;
          const rbit = 1 << r;
          if (stopAtWin && IS_LINE[lm | rbit] && !IS_LINE[ly & ~rbit]) {
            this.immediateWin = true;
            return n;
          }
          // The child's layer s, seen from the new mover: mine = old yours, yours = old mine moved.
          const v = this.canonicalWith(s, rankOfMasks[(ys << 9) | base | rbit]!);
          n = this.pushDistinct(out, n, v, distinct);
        }
      }
    }
    return n;
  }

  /**
   * Canonical indices of the distinct positions from which one legal move leads to the loaded
   * position (side swapped: the parent's mover is this position's "yours"), into `out`; returns
   * how many. Parents may be unreachable or terminal: callers filter. O(un-moves · 8).
   */
  parents(out: Float64Array): number {
    const { S, mine, yours, above, rankOfMasks } = this;
    this.prepareRest();
    this.seen.clear();
    let n = 0;
    for (let s = 0; s < S; s++) {
      const ms = mine[s]!;
      const ys = yours[s]!;
      // The last move put a visible piece of "yours" of size s on square r.
      const landed = ys & ~above[s]!;
      // Squares the piece may have come from: no piece of size ≥ s there.
      let sizeAndAbove = above[s]!;
      for (let t = s; t < S; t++) sizeAndAbove |= mine[t]! | yours[t]!;
      const origins = ~sizeAndAbove & 511;
      for (let r = 0; r < 9; r++) {
        if (((landed >> r) & 1) === 0) continue;
        const rbit = 1 << r;
        const base = ys & ~rbit;
        // From hand.
        n = this.pushDistinct(out, n, this.canonicalWith(s, rankOfMasks[(base << 9) | ms]!), true);
        if (this.loseAtOnce) {
          // A board move to r lifted its piece with the board showing what r shows without it;
          // if that reveals a line the game ended at the lift and never reached this position.
          const shown = revealedBelow(s, rbit, mine, yours);
          if (IS_LINE[(this.vm & ~rbit) | (shown & 511)] || IS_LINE[(this.vy & ~rbit) | (shown >> 9)]) continue;
        }
        for (let q = 0; q < 9; q++) {
          if (q === r || ((origins >> q) & 1) === 0) continue;
          n = this.pushDistinct(out, n, this.canonicalWith(s, rankOfMasks[((base | (1 << q)) << 9) | ms]!), true);
        }
      }
    }
    return n;
  }
}
