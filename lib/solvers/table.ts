/**
 * The engines' transposition tables: position key → small integer (a game id, a nim-value, outcome
 * bits, or a marker): lib/util's KeyTable for any keys. Expected O(1) per operation. {@link DenseTable} holds values by interned key
 * number (an array, no hashing); {@link RawKeyCache} is the bounded, lossy option table of packed
 * keys, its own table because util's tables are exact and grow with every key they meet.
 */

import { hashWords as utilHashWords } from "../util";

// read once: a re-exported binding is a module getter on every call in the compiled code
const hashWords = utilHashWords;

/** Returned by util's KeyTable and IntHashTable for an absent key. */
export const ABSENT = -1;

/** What the engine needs of a table: util's KeyTable for any keys, {@link DenseTable} for interned packed-key numbers. */
export interface ValueTable {
  readonly size: number;
  get(key: string | number | bigint): number;
  set(key: string | number | bigint, value: number): void;
}

const NO_VALUES = new Int32Array(0);

/**
 * A table keyed by dense numbers 0, 1, 2, ... (the numbers a PackedKeyInterner gives packed keys):
 * one Int32Array indexed by the key, no hashing. O(1) per operation (amortised: the array, none
 * before the first entry, then 1024 slots, doubles to fit the largest key); memory 4 bytes per number up to the largest key set.
 */
export class DenseTable implements ValueTable {
  /** No slots until the first entry (an engine's three tables are made on every store reset, and most stay empty). */
  private vals: Int32Array = NO_VALUES;
  private live = 0;

  /** Entries present (not ABSENT). O(1). */
  get size(): number {
    return this.live;
  }

  /** The value stored for key (a number ≥ 0), or ABSENT. O(1). */
  get(key: string | number | bigint): number {
    const k = key as number;
    return k < this.vals.length ? this.vals[k] : ABSENT;
  }

  /** Store value (≥ −2) for key (a number ≥ 0); ABSENT (−1) forgets it. Amortised O(1). */
  set(key: string | number | bigint, value: number): void {
    const k = key as number;
    if (k >= this.vals.length) {
      if (value === ABSENT) return;
      let n = Math.max(1024, this.vals.length * 2);
      while (n <= k) n *= 2;
      const grown = new Int32Array(n).fill(ABSENT);
      grown.set(this.vals);
      this.vals = grown;
    }
    const old = this.vals[k];
    if (old === ABSENT && value !== ABSENT) this.live++;
    else if (old !== ABSENT && value === ABSENT) this.live--;
    this.vals[k] = value;
  }
}

/** Key words a {@link RawKeyCache}'s slots hold at first (a longer key widens them, up to {@link RAW_CACHE_WORDS}). */
export const RAW_CACHE_MIN_WORDS = 8;
/**
 * Longest packed key, in int32 words, that a {@link RawKeyCache} holds (longer keys are never
 * cached): 34 is a Digraph Placement position of 32 vertices, the largest on words.
 */
export const RAW_CACHE_WORDS = 34;
/** The slots of a RawKeyCache before its first key. */
const NO_SLOTS = new Int32Array(0);
/** Slot layout of a RawKeyCache: [key length (0: empty), value, version, key words…]. */
const HEADER = 3;
/** A handle is version · 2^SLOT_BITS + slot (exact in a double while version < 2^30). */
const SLOT_BITS = 23;
const SLOT_LIMIT = 1 << SLOT_BITS;
const VERSION_LIMIT = 2 ** 30;

/**
 * A bounded, lossy table from packed keys (runs of at most {@link RAW_CACHE_WORDS} int32 words) to
 * values, for the engine's option table: a look-up that can forget is enough there, because every
 * value it holds is also in the engine's exact (folded) table. Direct-mapped: a key's slot is its
 * hash; a new key takes its slot, and the key it held is forgotten. {@link handle} finds or takes
 * the slot of a key and returns a handle (slot and the slot's version); `get` / `set` through the
 * handle reach the entry only while the slot still holds that key (a version bump on every
 * replacement makes older handles miss), so a handle can be kept while other keys are looked up.
 *
 * A slot holds {@link RAW_CACHE_MIN_WORDS} key words at first; the first key longer than that
 * widens every slot to its length (at most {@link RAW_CACHE_WORDS}; the engine's first key is
 * usually its root, the longest), so a ruleset with long keys (Digraph Placement: n + 2 words) is
 * cached too, where a fixed 8 words cached its positions of at most 6 vertices only and every
 * larger option paid its canonical form again (3.3 forms per distinct position on a random
 * digraph of 22 vertices). The slots double (keeping the entries that still fit) when twice as many
 * keys were taken as there are slots (half as many when the slots are wider: a forgotten long key
 * costs more to fold again; the random digraph of 22 vertices 1.16× faster, 7,897 canonical forms
 * for 4,979 distinct connected options against 11,123), up to `maxSlots` slots of the first width
 * and as many fewer as keep the bytes under that bound when wider: memory stays under 44 bytes ×
 * maxSlots (46 MB for the default 2^20) however many positions a search meets, where an exact table
 * of every key grows with them. O(key length) per operation; O(slots) per doubling or widening.
 */
export class RawKeyCache implements ValueTable {
  private data: Int32Array;
  private mask: number;
  /** Key words a slot holds, and the slot's length in words (words + HEADER). */
  private words = RAW_CACHE_MIN_WORDS;
  private stride = RAW_CACHE_MIN_WORDS + HEADER;
  /** Version of a slot's first key after a doubling: larger than every version issued before it. */
  private floor = 1;
  private maxVersion = 1;
  private live = 0;
  private taken = 0;
  /** The most slots at the current width ({@link slotBound}). */
  private bound: number;

  /** The slots are allocated on the first key (an engine that is made, or cleared by a store reset, and never keys a short option pays nothing). */
  constructor(
    private readonly maxSlots = 1 << 20,
    // small at first (11 KB; it doubles as keys come): an engine made for one small position
    // (a worker's, a fresh one per call) paid 2 × 180 KB of zeroed slots before its first key
    private readonly initialSlots = 1 << 8,
  ) {
    this.data = NO_SLOTS;
    this.mask = -1;
    this.bound = maxSlots;
  }

  /** Entries holding a value. O(1). */
  get size(): number {
    return this.live;
  }

  /** Bytes of the slots (outside the V8 heap). O(1). */
  get bytes(): number {
    return this.data.byteLength;
  }

  /** Key words a slot holds now ({@link RAW_CACHE_MIN_WORDS} until a longer key came). O(1). */
  get slotWords(): number {
    return this.words;
  }

  /**
   * The handle of the key `src[0 .. len)`: its slot if the slot holds it, else the slot taken for
   * it (value ABSENT, the previous key forgotten); −1 (never cached) for a key longer than
   * {@link RAW_CACHE_WORDS} words. O(len).
   */
  handle(src: Int32Array, len: number): number {
    if (len > this.words) {
      if (len > RAW_CACHE_WORDS) return -1;
      this.widen(len);
    }
    if (this.mask < 0) {
      const slots = Math.min(this.initialSlots, this.bound);
      this.data = new Int32Array(slots * this.stride);
      this.mask = slots - 1;
    }
    const stride = this.stride;
    const h = hashWords(src, 0, len);
    let slot = h & this.mask;
    let b = slot * stride;
    let d = this.data;
    if (d[b] === len) {
      let i = 0;
      while (i < len && d[b + HEADER + i] === src[i]) i++;
      if (i === len) return d[b + 2]! * SLOT_LIMIT + slot;
    }
    // short keys: double when twice as many keys were taken as there are slots; wider slots (keys
    // whose folds cost more, e.g. a digraph's canonical form) double at half as many
    if (++this.taken > (this.words === RAW_CACHE_MIN_WORDS ? 2 * (this.mask + 1) : (this.mask + 1) >>> 1) && this.mask + 1 < this.bound) {
      this.rebuild(2 * (this.mask + 1), this.words); // the key's slot moves with the mask
      d = this.data;
      slot = h & this.mask;
      b = slot * stride;
    }
    if (d[b] !== 0 && d[b + 1] !== ABSENT) this.live--;
    const old = d[b + 2]!;
    const version = old < this.floor ? this.floor : old + 1;
    if (version >= VERSION_LIMIT) throw new RangeError("RawKeyCache: a slot was replaced 2^30 times");
    if (version > this.maxVersion) this.maxVersion = version;
    // the slot is emptied, filled, then given its length last: an interrupt cutting the copy leaves an empty slot, never a half-written key
    d[b] = 0;
    d[b + 1] = ABSENT;
    d[b + 2] = version;
    for (let i = 0; i < len; i++) d[b + HEADER + i] = src[i]!;
    d[b] = len;
    return version * SLOT_LIMIT + slot;
  }

  /** The most slots at the current width: maxSlots at the first width, fewer (a power of two) when wider, so the bytes stay under maxSlots slots of the first width. O(1). */
  private slotBound(stride: number): number {
    const budget = this.maxSlots * (RAW_CACHE_MIN_WORDS + HEADER);
    let n = this.maxSlots;
    while (n > 1 && n * stride > budget) n >>>= 1;
    return n;
  }

  /** Widen every slot to hold `len` key words (keeping the entries, in as many slots as the bound allows). O(slots). */
  private widen(len: number): void {
    if (this.mask < 0) {
      // computed first, then set with no call between (an interrupt never leaves a width without its bound)
      const stride = len + HEADER;
      const bound = this.slotBound(stride);
      this.words = len;
      this.stride = stride;
      this.bound = bound;
      return;
    }
    this.rebuild(this.mask + 1, len);
  }

  /** The base index of the slot a handle names while that slot still holds its key, else −1. O(1). */
  private base(key: number): number {
    if (key < 0) return -1;
    const slot = key % SLOT_LIMIT;
    if (slot > this.mask) return -1;
    const b = slot * this.stride;
    return this.data[b] !== 0 && this.data[b + 2] === (key - slot) / SLOT_LIMIT ? b : -1;
  }

  /** The value stored through handle `key`, or ABSENT (also when the slot has been taken by another key since). O(1). */
  get(key: string | number | bigint): number {
    const b = this.base(key as number);
    return b < 0 ? ABSENT : this.data[b + 1]!;
  }

  /** Store value (≥ −2) through handle `key`; ABSENT forgets it; a no-op when the slot holds another key now. O(1). */
  set(key: string | number | bigint, value: number): void {
    const b = this.base(key as number);
    if (b < 0) return;
    const old = this.data[b + 1]!;
    if (old === ABSENT && value !== ABSENT) this.live++;
    else if (old !== ABSENT && value === ABSENT) this.live--;
    this.data[b + 1] = value;
  }

  /**
   * New slots: `slots` of them (fewer when the bound at that width is lower), each of `words` key
   * words, holding the entries with a value that land in a free slot. Every handle issued before
   * misses from now on (a new version floor). O(slots).
   */
  private rebuild(slots: number, words: number): void {
    const old = this.data;
    const oldStride = this.stride;
    const stride = words + HEADER;
    const bound = this.slotBound(stride);
    const cap = Math.min(slots, bound, SLOT_LIMIT); // each at least 1
    const d = new Int32Array(cap * stride);
    const mask = cap - 1;
    const floor = this.maxVersion + 1; // every handle issued so far misses from now on
    let live = 0;
    for (let b = 0; b < old.length; b += oldStride) {
      const len = old[b]!;
      if (len === 0 || old[b + 1] === ABSENT) continue;
      const nb = (hashWords(old, b + HEADER, len) & mask) * stride;
      if (d[nb] !== 0) continue;
      d.set(old.subarray(b, b + HEADER + len), nb);
      d[nb + 2] = floor;
      live++;
    }
    // committed at the end (an interrupt cutting the copy leaves the old slots in force)
    this.floor = floor;
    this.maxVersion = floor;
    this.live = live;
    this.data = d;
    this.mask = mask;
    this.words = words;
    this.stride = stride;
    this.bound = bound;
    this.taken = 0;
  }
}
