/**
 * Toads and Frogs strips as bit masks: the engine's working form of a strip of at most
 * {@link STRIP_MAX_CELLS} cells under the forward rules with slides of one cell and jumps over at
 * most one unit (Toads and Frogs, Elephants and Rhinos). Cell i is bit i of `toads` or `frogs`;
 * the strip carries its number key (the base-3 number of index.ts's `stripKey`: 3^length +
 * Σ digit(cell i)·3^i, `.` 0, `t` 1, `f` 2) and its mirror's (reversed, toads and frogs swapped),
 * both updated by a move in O(1), so the plain and the folded key of an option cost nothing. Moves
 * are found by shifts and masks: a toad at i slides when bit i + 1 is empty and jumps when i + 1
 * holds a frog and i + 2 is empty (frogs the other way). A strip prints as its picture (`tt..ff`).
 *
 * The string functions of index.ts stay the reference and the path of longer strips and of the
 * other parameters; test/toadsfrogs.test.ts compares the two on random strips.
 */
import * as cgt from "../../cgt";
import { lowestBit32 } from "../../util";

/** Longest strip held as bit masks (a jump's landing bit i + 2 stays within a 32-bit word). */
export const STRIP_MAX_CELLS = 30;

/** 3^i for i ≤ 32 (exact doubles). */
const POW3: Float64Array = (() => {
  const p = new Float64Array(33);
  p[0] = 1;
  for (let i = 1; i < p.length; i++) p[i] = p[i - 1]! * 3;
  return p;
})();

/** A strip of `length` cells as two bit masks, with its base-3 key and its mirror's. Immutable. */
export class Strip {
  constructor(
    /** Number of cells (≤ {@link STRIP_MAX_CELLS}). */
    readonly length: number,
    /** Bit i set: a toad (Left's unit, moving east) on cell i. */
    readonly toads: number,
    /** Bit i set: a frog (Right's unit, moving west) on cell i. */
    readonly frogs: number,
    /** The strip's number key (`stripKey` of its picture). */
    readonly key: number,
    /** The mirror's number key (reversed, toads and frogs swapped: the value negated). */
    readonly mirrorKey: number,
  ) {}
}

/** The picture of a strip: `t`, `f`, `.` per cell. O(length). */
export function stripPicture(s: Strip): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += (s.toads >>> i) & 1 ? "t" : (s.frogs >>> i) & 1 ? "f" : ".";
  return out;
}

/** The strip of a picture over `t f .` of at most {@link STRIP_MAX_CELLS} cells (checked by the caller). O(length). */
export function stripOf(picture: string): Strip {
  const n = picture.length;
  let toads = 0;
  let frogs = 0;
  let k = 1;
  let km = 1;
  for (let i = n - 1; i >= 0; i--) {
    const c = picture.charCodeAt(i);
    k = k * 3 + (c === 116 ? 1 : c === 102 ? 2 : 0);
  }
  for (let i = 0; i < n; i++) {
    const c = picture.charCodeAt(i);
    // the mirror's cell n−1−i is this cell with toads and frogs swapped: read backwards, most significant first
    km = km * 3 + (c === 116 ? 2 : c === 102 ? 1 : 0);
    if (c === 116) toads |= 1 << i;
    else if (c === 102) frogs |= 1 << i;
  }
  return new Strip(n, toads, frogs, k, km);
}

/** The empty cells of a strip as a mask. O(1). */
function emptyCells(s: Strip): number {
  return ~(s.toads | s.frogs) & ((1 << s.length) - 1); // length ≤ STRIP_MAX_CELLS < 32
}

/**
 * A player's options: Left's toads move east, Right's frogs west; each unit slides one cell onto an
 * empty cell or (with `jumps`) jumps one enemy unit onto the empty cell behind it; in the order of
 * index.ts's string moves (by cell, the slide first). The keys follow the move: the unit's digit
 * (toad 1, frog 2) leaves cell i for cell `to`, and in the mirror the other digit leaves n−1−i for
 * n−1−to. O(1) per option.
 */
export function stripMoves(s: Strip, left: boolean, jumps: boolean): Strip[] {
  const { length: n, toads: t, frogs: f, key: k, mirrorKey: km } = s;
  const e = emptyCells(s);
  const mine = left ? t : f;
  const slide = left ? mine & (e >>> 1) : mine & (e << 1);
  const jump = !jumps ? 0 : left ? mine & (f >>> 1) & (e >>> 2) : mine & (t << 1) & (e << 2);
  const digit = left ? 1 : 2;
  const out: Strip[] = [];
  let all = slide | jump;
  while (all !== 0) {
    const b = all & -all;
    all ^= b;
    const i = 31 - Math.clz32(b);
    for (let d = 1; d <= 2; d++) {
      if (((d === 1 ? slide : jump) & b) === 0) continue;
      const to = left ? i + d : i - d;
      const moved = b ^ (1 << to);
      out.push(new Strip(n, left ? t ^ moved : t, left ? f : f ^ moved, k + digit * (POW3[to]! - POW3[i]!), km + (3 - digit) * (POW3[n - 1 - to]! - POW3[n - 1 - i]!)));
    }
  }
  return out;
}

/**
 * Whether index.ts's split would leave the strip as it is: no wall (maxJump + 1 toads followed by
 * maxJump + 1 frogs) and no dead end (a frog on the first cell or a toad on the last; toads at the
 * west end followed by more than maxJump frogs; more than maxJump toads followed by frogs at the
 * east end). O(1).
 */
export function stripIsWhole(s: Strip, maxJump: number): boolean {
  const { length: n, toads: t, frogs: f } = s;
  if (n === 0) return false;
  if (((f & 1) | ((t >>> (n - 1)) & 1)) !== 0) return false;
  const wall = maxJump === 0 ? t & (f >>> 1) : t & (t >>> 1) & (f >>> 2) & (f >>> 3);
  if (wall !== 0) return false;
  if ((t & 1) !== 0 && onesFrom(f, onesFrom(t, 0)) > maxJump) return false;
  const top = n - 1;
  if (((f >>> top) & 1) !== 0) {
    const frogRun = onesDown(f, top);
    if (onesDown(t, top - frogRun) > maxJump) return false;
  }
  return true;
}

/** The number of consecutive set bits of x from bit i upwards (as an index: the first clear bit at or above i, minus i). O(1). */
function onesFrom(x: number, i: number): number {
  return i >= 32 ? 0 : lowestBit32(~(x >>> i)); // ~(x >>> i) ≠ 0 for i > 0; for i = 0 and x = −1, 32
}

/** The number of consecutive set bits of x from bit i downwards (0 when i < 0). O(1). */
function onesDown(x: number, i: number): number {
  if (i < 0) return 0;
  const y = ~(x << (31 - i)); // bit i moved to bit 31
  return y === 0 ? i + 1 : Math.clz32(y);
}

/**
 * The value of a strip whose frogs are all west of its toads (they never meet), as index.ts's
 * `separatedValue`: each toad moves once per empty cell east of it, each frog once per empty cell
 * west of it; undefined otherwise. O(length).
 */
export function separatedStripValue(s: Strip): cgt.Game | undefined {
  const { length: n, toads: t, frogs: f } = s;
  if (t !== 0 && f !== 0 && 31 - Math.clz32(f) > lowestBit32(t)) return undefined;
  let v = 0;
  let empties = 0;
  for (let i = n - 1; i >= 0; i--) {
    if ((t >>> i) & 1) v += empties;
    else if (((f >>> i) & 1) === 0) empties++;
  }
  empties = 0;
  for (let i = 0; i < n; i++) {
    if ((f >>> i) & 1) v -= empties;
    else if (((t >>> i) & 1) === 0) empties++;
  }
  return cgt.integer(v);
}
