/**
 * The outcome solver's bounded transposition table: a fixed number of buckets of two slots, each
 * slot a key (any position key, or a sum's composite key) and four outcome bits (Left moving first:
 * known, wins; Right moving first: known, wins) with the work (search nodes) its result cost.
 *
 * Replacement policy ({@link Replacement}), after Breuker, Uiterwijk and van den Herik, "Replacement
 * schemes and two-level tables", ICCA Journal 19(3), 1996, whose two-level "TwoBig" scheme their
 * "Solving 8×8 Domineering" (Theoretical Computer Science 230, 2000) used:
 *  - `"two-tier"` (default): slot 0 of a bucket keeps the result that cost the most work; a new
 *    result that cost at least as much moves the old one to slot 1, otherwise it goes to slot 1
 *    (always replaced). Expensive results survive, and recent cheap ones still get a place.
 *  - `"always"`: one slot a bucket, the newest result replaces the old one.
 *  - `"work"`: one slot a bucket, a result replaces the old one only if it cost at least as much.
 *
 * Measured (bench/solve.bench.ts, Domineering 6×6 with Left first, no simplification, a table of
 * 1,024 slots, so that it is full): two-tier 311,193 nodes, always-replace 404,674 (1.30×),
 * replace-if-costlier 758,971 (2.44×); with 2^20 slots 105,934 / 119,467 / 138,652. Node counts do
 * not depend on the machine; they do on the store's game ids (a sum's key holds its value's id).
 *
 * Writes are ordered so that an interrupt (V8's TerminateExecution, which runs no `finally`)
 * between any two of them leaves a slot either empty or whole: the key is cleared first and written
 * last. A key met again has its bits OR-ed in (known results only accumulate).
 * Its own table, not util's IntHashTable: it is bounded (a fixed number of buckets that replace
 * entries by the policy above), where util's tables are exact and grow with every key.
 * Memory: about 17 bytes a slot plus the keys' own strings; every operation O(1) expected (plus
 * the key's length for string keys).
 */
import type { PositionKey } from "../../ruleset";

/** How a full bucket chooses what to keep: see the module comment. */
export type Replacement = "two-tier" | "always" | "work";

/** Outcome bits: Left moving first is known (1) and wins (2); Right moving first is known (4) and wins (8). */
export const LEFT_KNOWN = 1;
export const LEFT_WINS = 2;
export const RIGHT_KNOWN = 4;
export const RIGHT_WINS = 8;

/** The bits with Left and Right exchanged (a player-swapping symmetry). O(1). */
export function swapSides(bits: number): number {
  return ((bits & 3) << 2) | ((bits >> 2) & 3);
}

/** A 32-bit hash of a position key (numbers, strings and bigints). O(1), strings O(length). */
export function hashKey(key: PositionKey): number {
  if (typeof key === "number") {
    const lo = key >>> 0;
    const hi = Math.floor(key / 4294967296) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return (h ^ (h >>> 13)) | (Number.isInteger(key) ? 0 : hashString(String(key)));
  }
  return hashString(typeof key === "string" ? key : `${key}n`);
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  return Math.imul(h, 0x2c1b3c6d) ^ (h >>> 13);
}

/** Counters of the solver's transposition table (one for single positions, one for sums). */
export interface SolveTableStats {
  /** Slots (two a bucket for "two-tier", one otherwise). */
  readonly slots: number;
  /** Slots holding a result now. */
  readonly entries: number;
  /** Results stored. */
  readonly stores: number;
  /** Results that pushed another key's result out. */
  readonly replacements: number;
  /** Look-ups that found the key. */
  readonly hits: number;
}

/** The slots' arrays, swapped as one reference when the table grows (interrupt-safe). */
interface Slots {
  readonly keys: (PositionKey | undefined)[];
  readonly hashes: Int32Array;
  readonly bits: Uint8Array;
  readonly work: Float64Array;
  readonly mask: number;
}

function newSlots(n: number, ways: number): Slots {
  return { keys: new Array<PositionKey | undefined>(n).fill(undefined), hashes: new Int32Array(n), bits: new Uint8Array(n), work: new Float64Array(n), mask: n / ways - 1 };
}

/** See the module comment. */
export class SolveTable {
  private t: Slots;
  private readonly ways: number;
  /** The most slots the table may grow to (a power of two). */
  readonly maxSlots: number;
  private used = 0;
  private stores = 0;
  private replacements = 0;
  private hits = 0;

  /**
   * A table that starts with 4096 slots (or `maxSlots` if fewer) and doubles when three quarters
   * full, up to `maxSlots` (rounded up to a power of two, from 16 to 2^26); from then on full
   * buckets replace by the policy. O(1) amortised per store.
   */
  constructor(
    maxSlots: number,
    readonly replacement: Replacement = "two-tier",
  ) {
    let n = 16;
    while (n < maxSlots && n < 1 << 26) n *= 2;
    this.maxSlots = n;
    this.ways = replacement === "two-tier" ? 2 : 1;
    this.t = newSlots(Math.min(n, 4096), this.ways);
  }

  /** The outcome bits stored for `key` (0: nothing known). O(1) expected. */
  get(key: PositionKey, hash: number): number {
    const t = this.t;
    const base = (hash & t.mask) * this.ways;
    for (let w = 0; w < this.ways; w++) {
      if (t.keys[base + w] === key) {
        this.hits++;
        return t.bits[base + w]!;
      }
    }
    return 0;
  }

  /** Store outcome bits for `key` that cost `work` nodes (OR-ed into an entry of the same key). O(1) amortised. */
  put(key: PositionKey, hash: number, bits: number, work: number): void {
    let t = this.t;
    let base = (hash & t.mask) * this.ways;
    this.stores++;
    for (let w = 0; w < this.ways; w++) {
      const i = base + w;
      if (t.keys[i] === key) {
        t.bits[i] = t.bits[i]! | bits; // one write: atomic for an interrupt
        if (work > t.work[i]!) t.work[i] = work;
        return;
      }
    }
    if (t.keys.length < this.maxSlots && 4 * this.used >= 3 * t.keys.length) {
      this.grow();
      t = this.t;
      base = (hash & t.mask) * this.ways;
    }
    if (this.replacement === "always") {
      this.write(base, key, hash, bits, work);
      return;
    }
    if (this.replacement === "work") {
      if (t.keys[base] === undefined || work >= t.work[base]!) this.write(base, key, hash, bits, work);
      return;
    }
    // two-tier: slot 0 keeps the costlier result, slot 1 the newest otherwise
    const deep = t.keys[base];
    if (deep === undefined) this.write(base, key, hash, bits, work);
    else if (work >= t.work[base]!) {
      this.write(base + 1, deep, t.hashes[base]!, t.bits[base]!, t.work[base]!);
      this.write(base, key, hash, bits, work, false);
    } else this.write(base + 1, key, hash, bits, work);
  }

  /** Write one slot: key cleared first, written last (an interrupt leaves it empty or whole); `lost`: whether an old key there is forgotten (not moved). */
  private write(i: number, key: PositionKey, hash: number, bits: number, work: number, lost = true): void {
    const t = this.t;
    const old = t.keys[i];
    if (old !== undefined && lost) this.replacements++;
    if (old === undefined) this.used++;
    t.keys[i] = undefined;
    t.hashes[i] = hash;
    t.bits[i] = bits;
    t.work[i] = work;
    t.keys[i] = key;
  }

  /**
   * Double the slots: the entries are placed into new arrays built aside, which replace the old
   * ones only when complete (an interrupt during the copy leaves the old table in force). An entry
   * whose bucket in the new table is full is dropped (possible only for "always" / "work"). O(slots).
   */
  private grow(): void {
    const old = this.t;
    const ways = this.ways;
    const t = newSlots(old.keys.length * 2, ways);
    let used = 0;
    for (let i = 0; i < old.keys.length; i++) {
      const k = old.keys[i];
      if (k === undefined) continue;
      const base = (old.hashes[i]! & t.mask) * ways;
      let j = base;
      while (j < base + ways && t.keys[j] !== undefined) j++;
      if (j === base + ways) continue;
      t.keys[j] = k;
      t.hashes[j] = old.hashes[i]!;
      t.bits[j] = old.bits[i]!;
      t.work[j] = old.work[i]!;
      used++;
    }
    this.t = t; // one reference: the old slots stay in force until the new ones are whole
    this.used = used;
  }

  /** Every entry now held: key, outcome bits, work. O(slots). */
  *entries(): Generator<[PositionKey, number, number]> {
    const t = this.t;
    for (let i = 0; i < t.keys.length; i++) {
      const k = t.keys[i];
      if (k !== undefined) yield [k, t.bits[i]!, t.work[i]!];
    }
  }

  /** Counters and occupancy. O(1). */
  get stats(): SolveTableStats {
    return { slots: this.t.keys.length, entries: this.used, stores: this.stores, replacements: this.replacements, hits: this.hits };
  }
}
