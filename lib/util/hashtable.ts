/**
 * Open-addressing hash tables on typed arrays (linear probing, power-of-two capacity, load ≤ 1/2),
 * mapping integer or packed keys to int32 values. One shared implementation for transposition
 * tables and visited sets: no per-entry objects, so millions of entries cost a few typed arrays
 * instead of a `Map`'s boxed entries. `clear()` is O(1) (a generation stamp per slot).
 */
import { InputError } from "./errors";

const MIN_CAPACITY = 16;
const MAX_CAPACITY = 1 << 30;

function capacityFor(expected: number): number {
  let cap = MIN_CAPACITY;
  while (cap < expected * 2 && cap < MAX_CAPACITY) cap *= 2;
  return cap;
}

function mixHash(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 13);
}

/**
 * Map from safe integers (|key| < 2^53, e.g. packed positions or ranks) to int32 values.
 * `get`, `set`, `has` are expected O(1); the table doubles when half full (O(size) per growth,
 * amortised O(1)); `clear` is O(1) (O(capacity) once every 2^32 − 1 clears).
 * Memory: 16 bytes per slot (Float64 key, Int32 value, Uint32 stamp), slots ≤ 4 × size.
 */
export class IntHashTable {
  private keys: Float64Array;
  private values: Int32Array;
  private stamps: Uint32Array;
  private stamp = 1;
  private mask: number;
  private count = 0;

  /** An empty table sized for about `expectedSize` entries without growing. O(expectedSize). */
  constructor(expectedSize = 8) {
    const cap = capacityFor(expectedSize);
    this.keys = new Float64Array(cap);
    this.values = new Int32Array(cap);
    this.stamps = new Uint32Array(cap);
    this.mask = cap - 1;
  }

  /** Number of entries. O(1). */
  get size(): number {
    return this.count;
  }

  /** Number of slots currently allocated (a power of two). O(1). */
  get capacity(): number {
    return this.mask + 1;
  }

  /**
   * Bytes held by the table's typed arrays. They live outside the V8 heap (`heapUsed` does not
   * count them), so a search that budgets memory should add this figure. O(1).
   */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength + this.stamps.byteLength;
  }

  private slotOf(key: number): number {
    const hi = Math.floor(key / 4294967296);
    return mixHash(key | 0, hi) & this.mask;
  }

  /** The value stored for `key`, or `missing` (default −1) when absent. Expected O(1). */
  get(key: number, missing = -1): number {
    const { keys, stamps, stamp, mask } = this;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      if (stamps[i] !== stamp) return missing;
      if (keys[i] === key) return this.values[i]!;
    }
  }

  /** Whether `key` has an entry. Expected O(1). */
  has(key: number): boolean {
    const { keys, stamps, stamp, mask } = this;
    for (let i = this.slotOf(key); ; i = (i + 1) & mask) {
      if (stamps[i] !== stamp) return false;
      if (keys[i] === key) return true;
    }
  }

  /**
   * Store `value` (converted to int32) for `key`, replacing any earlier value. Throws
   * {@link InputError} when `key` is not a safe integer. Expected amortised O(1).
   */
  set(key: number, value: number): void {
    if (!Number.isSafeInteger(key)) throw new InputError(`IntHashTable keys must be safe integers, got ${key}`);
    const { keys, stamps, stamp, mask } = this;
    let i = this.slotOf(key);
    for (; stamps[i] === stamp; i = (i + 1) & mask) {
      if (keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    keys[i] = key;
    this.values[i] = value;
    stamps[i] = stamp;
    if (++this.count * 2 > this.capacity) this.grow();
  }

  /**
   * Insert `key` with `value` unless present; returns true if inserted, false if the key was
   * already there (its value unchanged). The visited-set idiom in one probe. Expected O(1).
   */
  add(key: number, value = 0): boolean {
    if (!Number.isSafeInteger(key)) throw new InputError(`IntHashTable keys must be safe integers, got ${key}`);
    const { keys, stamps, stamp, mask } = this;
    let i = this.slotOf(key);
    for (; stamps[i] === stamp; i = (i + 1) & mask) if (keys[i] === key) return false;
    keys[i] = key;
    this.values[i] = value;
    stamps[i] = stamp;
    if (++this.count * 2 > this.capacity) this.grow();
    return true;
  }

  /** Remove every entry, keeping the allocated capacity. O(1) amortised. */
  clear(): void {
    this.count = 0;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  /** Call `fn(key, value)` for every entry, in slot order (not insertion order). O(capacity). */
  forEach(fn: (key: number, value: number) => void): void {
    for (let i = 0; i <= this.mask; i++) if (this.stamps[i] === this.stamp) fn(this.keys[i]!, this.values[i]!);
  }

  /**
   * Double the slots. The new arrays are filled aside and replace the old ones only when complete:
   * an interrupt (V8's TerminateExecution, which runs no `finally`) cutting the copy leaves the old
   * table in force, whole.
   */
  private grow(): void {
    const { keys, values, stamps, stamp } = this;
    const cap = keys.length * 2;
    if (cap > MAX_CAPACITY) throw new RangeError(`IntHashTable cannot grow beyond ${MAX_CAPACITY} slots`);
    const nKeys = new Float64Array(cap);
    const nValues = new Int32Array(cap);
    const nStamps = new Uint32Array(cap);
    const nMask = cap - 1;
    for (let j = 0; j < keys.length; j++) {
      if (stamps[j] !== stamp) continue;
      const k = keys[j]!;
      let i = mixHash(k | 0, Math.floor(k / 4294967296)) & nMask;
      while (nStamps[i] === 1) i = (i + 1) & nMask;
      nKeys[i] = k;
      nValues[i] = values[j]!;
      nStamps[i] = 1;
    }
    this.keys = nKeys;
    this.values = nValues;
    this.stamps = nStamps;
    this.mask = nMask;
    this.stamp = 1;
  }
}

/**
 * Map from packed keys — fixed-length runs of `words` uint32 words, e.g. a position packed into
 * bits — to int32 values. Keys are read from `source[offset .. offset + words)`, so callers can
 * keep keys in one scratch array without allocating. Costs as {@link IntHashTable} plus O(words)
 * per probe; memory 4·(words + 2) bytes per slot.
 */
export class PackedKeyTable {
  /** Number of uint32 words in every key. */
  readonly words: number;
  private keys: Uint32Array;
  private values: Int32Array;
  private stamps: Uint32Array;
  private stamp = 1;
  private mask: number;
  private count = 0;

  /** An empty table for keys of `words` uint32 words, sized for about `expectedSize` entries. */
  constructor(words: number, expectedSize = 8) {
    if (!Number.isSafeInteger(words) || words < 1 || words > 4096) {
      throw new InputError(`PackedKeyTable: words per key must be an integer in [1, 4096], got ${words}`);
    }
    this.words = words;
    const cap = capacityFor(expectedSize);
    this.keys = new Uint32Array(cap * words);
    this.values = new Int32Array(cap);
    this.stamps = new Uint32Array(cap);
    this.mask = cap - 1;
  }

  /** Number of entries. O(1). */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the typed arrays (outside the V8 heap, like {@link IntHashTable.bytes}). O(1). */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength + this.stamps.byteLength;
  }

  private hashOf(source: ArrayLike<number>, offset: number): number {
    let h = 0x811c9dc5;
    for (let w = 0; w < this.words; w++) h = mixHash(h, source[offset + w]! | 0);
    return h;
  }

  private find(source: ArrayLike<number>, offset: number): number {
    const { keys, stamps, stamp, mask, words } = this;
    for (let i = this.hashOf(source, offset) & mask; ; i = (i + 1) & mask) {
      if (stamps[i] !== stamp) return ~i;
      let w = 0;
      const base = i * words;
      while (w < words && keys[base + w] === source[offset + w]! >>> 0) w++;
      if (w === words) return i;
    }
  }

  private checkKey(source: ArrayLike<number>, offset: number): void {
    if (offset < 0 || offset + this.words > source.length) {
      throw new InputError(`PackedKeyTable: key of ${this.words} words at offset ${offset} runs past the end of an array of length ${source.length}`);
    }
  }

  /** The value for the key at `source[offset..]`, or `missing` (default −1). Expected O(words). */
  get(source: ArrayLike<number>, offset = 0, missing = -1): number {
    this.checkKey(source, offset);
    const i = this.find(source, offset);
    return i >= 0 ? this.values[i]! : missing;
  }

  /** Whether the key at `source[offset..]` has an entry. Expected O(words). */
  has(source: ArrayLike<number>, offset = 0): boolean {
    this.checkKey(source, offset);
    return this.find(source, offset) >= 0;
  }

  /** Store `value` for the key at `source[offset..]` (words taken as uint32). Amortised O(words). */
  set(source: ArrayLike<number>, value: number, offset = 0): void {
    this.checkKey(source, offset);
    const i = this.find(source, offset);
    if (i >= 0) {
      this.values[i] = value;
      return;
    }
    const slot = ~i;
    for (let w = 0; w < this.words; w++) this.keys[slot * this.words + w] = source[offset + w]!;
    this.values[slot] = value;
    this.stamps[slot] = this.stamp;
    if (++this.count * 2 > this.mask + 1) this.grow();
  }

  /** Remove every entry, keeping the capacity. O(1) amortised. */
  clear(): void {
    this.count = 0;
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  private grow(): void {
    const { keys, values, stamps, stamp, words } = this;
    const oldCap = this.mask + 1;
    const cap = oldCap * 2;
    if (cap > MAX_CAPACITY) throw new RangeError(`PackedKeyTable cannot grow beyond ${MAX_CAPACITY} slots`);
    this.keys = new Uint32Array(cap * words);
    this.values = new Int32Array(cap);
    this.stamps = new Uint32Array(cap);
    this.stamp = 1;
    this.mask = cap - 1;
    this.count = 0;
    for (let j = 0; j < oldCap; j++) {
      if (stamps[j] !== stamp) continue;
      const i = ~this.find(keys, j * words);
      this.keys.set(keys.subarray(j * words, (j + 1) * words), i * words);
      this.values[i] = values[j]!;
      this.stamps[i] = 1;
      this.count++;
    }
  }
}

/**
 * Hash of the run src[off .. off+len) of int32 words (a murmur-style mix of each word and the length);
 * callers take its low bits with a power-of-two mask. O(len).
 */
export function hashWords(src: Int32Array, off: number, len: number): number {
  let h = 0x9e3779b9 ^ len;
  for (let i = 0; i < len; i++) {
    h = Math.imul(h ^ src[off + i]!, 0x85ebca6b);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return h ^ (h >>> 15);
}

/** log2 of the words in one pool chunk of {@link PackedKeyInterner} (2^20 words = 4 MiB). */
const CHUNK_SHIFT = 20;
const CHUNK_WORDS = 1 << CHUNK_SHIFT;
const CHUNK_MASK = CHUNK_WORDS - 1;

/**
 * Variable-length packed keys (runs of int32 words, e.g. a board's shape followed by its cells
 * 2 bits each) numbered 0, 1, 2, ... in first-seen order: {@link intern} returns the number of an
 * equal key already present, else stores the key and returns a new number. The numbers are dense,
 * so a caller keeps its values in plain typed arrays indexed by them (the engine of lib/solvers does,
 * for rulesets with packed keys). Keys live in a word pool of fixed 4 MiB chunks (the first one
 * grows from 16 KiB by doubling): a key never straddles two chunks, and the pool never copies
 * itself or holds a doubled array's empty half, so a table of tens of millions of keys has no
 * growth spike and at most one partly filled chunk. No per-key objects.
 * The index slots hold each key's number and full 32-bit hash side by side, so a probe that meets
 * another key reads no key words (one cache line instead of three random reads in a large table)
 * and growing the index rehashes no keys.
 * Amortised O(key length) per call; memory 4·length bytes per key in the pool, 4 (up to 8) bytes
 * per key of starts and 16 (up to 32) bytes per key of index slots (load ≤ 1/2, doubling).
 * Keys are at most 2^20 words long.
 */
export class PackedKeyInterner {
  /** The pool: key words at global offset a live in chunks[a >>> CHUNK_SHIFT] at a & CHUNK_MASK. */
  private chunks: Int32Array[] = [new Int32Array(1 << 12)];
  /** Global end offset of the keys of each chunk that is full (a later key began a new chunk). */
  private chunkEnd: number[] = [];
  /** start[i]: global offset of key i; start[size]: the next free offset. */
  private start: Int32Array = new Int32Array(1 << 10);
  private used = 0;
  /** Index slots as pairs (key number + 1, the key's full hash); 0 marks an empty slot. */
  private slots: Int32Array = new Int32Array(2 << 11);
  private mask = (1 << 11) - 1;
  private count = 0;

  /** Number of distinct keys interned. O(1). */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the typed arrays (outside the V8 heap). O(chunks). */
  get bytes(): number {
    let pool = 0;
    for (const c of this.chunks) pool += c.byteLength;
    return pool + this.start.byteLength + this.slots.byteLength;
  }

  /** Global end offset of key idx (its start is start[idx]). O(1). */
  private endOf(idx: number): number {
    const a = this.start[idx]!;
    const e = this.start[idx + 1]!;
    // the next key either follows in the same chunk or opens the next one (then idx ended its chunk)
    return e >>> CHUNK_SHIFT === a >>> CHUNK_SHIFT ? e : this.chunkEnd[a >>> CHUNK_SHIFT]!;
  }

  /** The number of the key `src[0 .. len)`, inserting it when new (then it is {@link size} − 1 after the call). Amortised O(len). */
  intern(src: Int32Array, len: number): number {
    const start = this.start;
    const slots = this.slots;
    const mask = this.mask;
    const h = hashWords(src, 0, len);
    let s = (h & mask) << 1;
    for (;;) {
      const e = slots[s]!;
      if (e === 0) break;
      if (slots[s + 1] === h) {
        // same full hash: compare the words (a different hash settles it without touching the pool)
        const a = start[e - 1]!;
        if (this.endOf(e - 1) - a === len) {
          const pool = this.chunks[a >>> CHUNK_SHIFT]!;
          const o = a & CHUNK_MASK;
          let i = 0;
          while (i < len && pool[o + i] === src[i]) i++;
          if (i === len) return e - 1;
        }
      }
      s = (s + 2) & (2 * mask + 1);
    }
    if (len > CHUNK_WORDS) throw new InputError(`PackedKeyInterner: a key of ${len} words is longer than the limit of ${CHUNK_WORDS} words`);
    const idx = this.count++;
    this.append(src, len);
    if (this.count + 1 > start.length) this.start = growWords(start, this.count + 1);
    this.start[idx] = this.used - len;
    this.start[this.count] = this.used;
    slots[s] = idx + 1;
    slots[s + 1] = h;
    if (this.count * 2 > mask + 1) this.rehash();
    return idx;
  }

  /** Copy a new key to the end of the pool (opening a chunk when it does not fit in the last one). */
  private append(src: Int32Array, len: number): void {
    let c = this.used >>> CHUNK_SHIFT;
    let o = this.used & CHUNK_MASK;
    let pool = this.chunks[c];
    if (pool === undefined) {
      pool = this.chunks[c] = this.newChunk(c); // the last key filled its chunk exactly
    } else if (o + len > pool.length) {
      if (o + len <= CHUNK_WORDS) this.chunks[c] = pool = growWords(pool, o + len); // only the first chunk starts smaller
      else {
        this.chunkEnd[c] = this.used;
        c++;
        o = 0;
        pool = this.chunks[c] = this.newChunk(c);
        this.used = c << CHUNK_SHIFT;
      }
    }
    for (let i = 0; i < len; i++) pool[o + i] = src[i]!; // no subarray view allocated per key
    this.used += len;
    if ((this.used & CHUNK_MASK) === 0) this.chunkEnd[(this.used >>> CHUNK_SHIFT) - 1] = this.used;
  }

  private newChunk(c: number): Int32Array {
    if (c >= 1 << (31 - CHUNK_SHIFT)) throw new RangeError(`PackedKeyInterner cannot hold more than 2^31 words of keys`);
    return new Int32Array(CHUNK_WORDS);
  }

  /** Copies key number `id` into `out` (from index 0) and returns its length. O(length). */
  read(id: number, out: Int32Array): number {
    if (!Number.isInteger(id) || id < 0 || id >= this.count) throw new InputError(`PackedKeyInterner: no key number ${id} (have ${this.count})`);
    const a = this.start[id]!;
    const len = this.endOf(id) - a;
    const o = a & CHUNK_MASK;
    out.set(this.chunks[a >>> CHUNK_SHIFT]!.subarray(o, o + len));
    return len;
  }

  private rehash(): void {
    const cap = 2 * (this.mask + 1);
    if (cap > MAX_CAPACITY) throw new RangeError(`PackedKeyInterner cannot grow beyond ${MAX_CAPACITY} slots`);
    const old = this.slots;
    const slots = new Int32Array(2 * cap);
    const wrap = 2 * cap - 1;
    // the slots keep each key's full hash, so growing reads no key words
    for (let j = 0; j < old.length; j += 2) {
      const e = old[j]!;
      if (e === 0) continue;
      const h = old[j + 1]!;
      let s = (h & (cap - 1)) << 1;
      while (slots[s] !== 0) s = (s + 2) & wrap;
      slots[s] = e;
      slots[s + 1] = h;
    }
    this.slots = slots;
    this.mask = cap - 1;
  }
}

function growWords(a: Int32Array, need: number): Int32Array {
  let cap = Math.max(16, a.length);
  while (cap < need) cap *= 2;
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}
