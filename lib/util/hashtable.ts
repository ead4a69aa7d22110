/**
 * lib/util's hash tables, the two every layer uses: {@link IntHashTable} (integer keys → int32
 * values: the engines' transposition tables and visited sets) and {@link PackedKeyInterner}
 * (variable-length packed keys → dense numbers 0, 1, 2, ...). Open addressing on typed arrays
 * (linear probing, power-of-two capacity, load ≤ 1/2): no per-entry objects, so millions of entries
 * cost a few typed arrays instead of a `Map`'s boxed entries. Tables that stay specialised elsewhere
 * say why in their headers (a bounded cache, or a measured speed reason).
 */
import { InputError } from "./errors";

const MAX_CAPACITY = 1 << 30;
const TWO_32 = 4294967296;
const TWO_53 = 9007199254740992;
/** The value of an empty slot (never a stored value). */
const EMPTY = -2147483648;
/** What {@link IntHashTable.get} returns for an absent key; writing it forgets the key. */
const MISSING = -1;

function capacityFor(expected: number): number {
  let cap = 16;
  while (cap < expected * 2 && cap < MAX_CAPACITY) cap *= 2;
  return cap;
}

function hashInteger(k: number): number {
  const lo = k >>> 0;
  const hi = (k - lo) / TWO_32;
  let h = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

function checkEntry(key: number, value: number): void {
  if (!(key >= 0 && key < TWO_53 && Math.floor(key) === key)) throw new InputError(`IntHashTable keys must be integers in [0, 2^53), got ${key}`);
  if (!(value === (value | 0) && value !== EMPTY)) throw new InputError(`IntHashTable values must be int32 numbers above -2^31, got ${value}`);
}

/**
 * Map from integers in [0, 2^53) (packed positions, ranks) to int32 values; −1 stands for "absent":
 * `get` returns it for a key never set, and `set(key, -1)` forgets the key (a marker that keeps the
 * probe chain whole, dropped at the next growth). A slot is a Float64 key and an Int32 value, the
 * value −2^31 marking it empty (so no stamp array and one probe per `set`). `get`, `set`, `has`,
 * `add` are expected O(1); the table doubles when half its slots have been used (O(slots) per
 * growth, amortised O(1)), building the new arrays aside and committing them at the end, so an
 * interrupt (V8's TerminateExecution, which runs no `finally`) cutting a growth leaves the old table
 * whole. `clear` is O(slots) the first time and O(slots taken since the last clear) after it (a
 * cleared table logs the slots it takes), so a small visited set cleared per call costs what it
 * holds. Memory: 12 bytes a slot, slots ≤ 4 × entries (plus forgotten ones); 2 bytes a slot more for
 * the log of a table that has been cleared.
 */
export class IntHashTable {
  private keys: Float64Array;
  private vals: Int32Array;
  private mask: number;
  /** Slots taken (entries and forgotten ones). */
  private used = 0;
  /** Entries (slots whose value is not −1). */
  private live = 0;
  /**
   * Once the table has been cleared: the slots taken since then, in order (log[j] for j < used;
   * capacity / 2 long, the most slots taken before a growth).
   */
  private log: Int32Array | undefined;

  /**
   * An empty table sized for about `expectedSize` entries without growing; with 0 (the default) no
   * slots until the first `set`, which takes 64 (an engine made for one small position allocates little). O(expectedSize).
   */
  constructor(expectedSize = 0) {
    const cap = expectedSize > 0 ? capacityFor(expectedSize) : 0;
    const [keys, vals] = cap > 0 ? slotArrays(cap) : [NO_KEYS, NO_VALUES];
    this.keys = keys;
    this.vals = vals;
    this.mask = cap - 1;
  }

  /** Number of entries. O(1). */
  get size(): number {
    return this.live;
  }

  /** Number of slots currently allocated (a power of two, or 0 before the first `set`). O(1). */
  get capacity(): number {
    return this.keys.length;
  }

  /**
   * Bytes held by the table's typed arrays. They live outside the V8 heap (`heapUsed` does not
   * count them), so a search that budgets memory should add this figure. O(1).
   */
  get bytes(): number {
    return this.keys.byteLength + this.vals.byteLength + (this.log?.byteLength ?? 0);
  }

  /** The value stored for `key`, or −1 when absent (any other number, e.g. 1.5, is absent). Expected O(1). */
  get(key: number): number {
    if (this.mask < 0) return MISSING;
    const { keys, vals, mask } = this;
    for (let i = hashInteger(key) & mask; ; i = (i + 1) & mask) {
      const v = vals[i]!;
      if (v === EMPTY) return MISSING;
      if (keys[i] === key) return v;
    }
  }

  /** Whether `key` has an entry. Expected O(1). */
  has(key: number): boolean {
    return this.get(key) !== MISSING;
  }

  /**
   * Store `value` (an int32 above −2^31) for `key` (an integer in [0, 2^53)), replacing any earlier
   * value; −1 forgets the key. Throws {@link InputError} for a key or value outside those ranges.
   * Expected amortised O(1).
   */
  set(key: number, value: number): void {
    checkEntry(key, value);
    this.put(key, value);
  }

  /**
   * {@link set} without the range checks, for a caller that has checked the key (the engine's
   * transposition table tests its keys to tell integers from other keys) and writes int32 values
   * above −2^31. Expected amortised O(1).
   */
  put(key: number, value: number): void {
    if (this.used * 2 >= this.keys.length) this.grow();
    const { keys, vals, mask } = this;
    for (let i = hashInteger(key) & mask; ; i = (i + 1) & mask) {
      const v = vals[i]!;
      if (v === EMPTY) {
        if (value === MISSING) return;
        keys[i] = key;
        vals[i] = value;
        const log = this.log;
        if (log !== undefined) log[this.used] = i;
        this.used++;
        this.live++;
        return;
      }
      if (keys[i] === key) {
        if (v === MISSING && value !== MISSING) this.live++;
        else if (v !== MISSING && value === MISSING) this.live--;
        vals[i] = value;
        return;
      }
    }
  }

  /**
   * Insert `key` with `value` (default 0) unless it has an entry; returns true if inserted, false
   * if the key was there (its value unchanged). The visited-set idiom in one probe. Expected O(1).
   */
  add(key: number, value = 0): boolean {
    checkEntry(key, value);
    if (value === MISSING) throw new InputError("IntHashTable.add: the value -1 stands for absent");
    if (this.used * 2 >= this.keys.length) this.grow();
    const { keys, vals, mask } = this;
    for (let i = hashInteger(key) & mask; ; i = (i + 1) & mask) {
      const v = vals[i]!;
      if (v === EMPTY) {
        keys[i] = key;
        vals[i] = value;
        const log = this.log;
        if (log !== undefined) log[this.used] = i;
        this.used++;
        this.live++;
        return true;
      }
      if (keys[i] === key) {
        if (v !== MISSING) return false;
        vals[i] = value;
        this.live++;
        return true;
      }
    }
  }

  /** Forget `key` (the same as `set(key, -1)`); returns whether it had an entry. Expected O(1). */
  delete(key: number): boolean {
    if (!this.has(key)) return false;
    this.put(key, MISSING);
    return true;
  }

  /**
   * Remove every entry, keeping the capacity. O(capacity) the first time (the values refilled), then
   * O(slots taken since the last clear): the logged slots are emptied newest first, so an interrupt
   * cutting it leaves the table as it was after its first j insertions, consistent.
   */
  clear(): void {
    const log = this.log;
    if (log === undefined) {
      const n = this.keys.length;
      const fresh = new Int32Array(n >>> 1);
      this.vals.fill(EMPTY);
      this.used = 0;
      this.live = 0;
      this.log = fresh;
      return;
    }
    const vals = this.vals;
    let live = this.live;
    for (let j = this.used - 1; j >= 0; j--) {
      const s = log[j]!;
      if (vals[s] !== MISSING) live--;
      vals[s] = EMPTY;
      this.used = j;
      this.live = live;
    }
  }

  /** Call `fn(key, value)` for every entry, in slot order (not insertion order). O(capacity). */
  forEach(fn: (key: number, value: number) => void): void {
    const { keys, vals } = this;
    for (let i = 0; i < keys.length; i++) {
      const v = vals[i]!;
      if (v !== EMPTY && v !== MISSING) fn(keys[i]!, v);
    }
  }

  /**
   * Grow the slots (64 at first, then four times while below {@link QUADRUPLE_BELOW} slots, twice
   * beyond), dropping forgotten keys. The new arrays are filled aside and replace the old ones only
   * when complete: an interrupt cutting the copy leaves the old table in force, whole. A small table
   * grows in fewer, larger steps because each step's allocation, not its copy, is most of its cost
   * (a fresh engine's tables on a position of a few hundred options grew four or five times).
   */
  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const old = oldKeys.length;
    const n = old === 0 ? 64 : old < QUADRUPLE_BELOW ? old * 4 : old * 2;
    if (n > MAX_CAPACITY) throw new RangeError(`IntHashTable cannot grow beyond ${MAX_CAPACITY} slots`);
    const [keys, vals] = slotArrays(n);
    const mask = n - 1;
    let live = 0;
    for (let j = 0; j < oldKeys.length; j++) {
      const v = oldVals[j]!;
      if (v === EMPTY || v === MISSING) continue;
      let i = hashInteger(oldKeys[j]!) & mask;
      while (vals[i] !== EMPTY) i = (i + 1) & mask;
      keys[i] = oldKeys[j]!;
      vals[i] = v;
      live++;
    }
    let log: Int32Array | undefined;
    if (this.log !== undefined) {
      // a cleared table logs its slots: the moved entries, in slot order
      log = new Int32Array(n >>> 1);
      let j = 0;
      for (let i = 0; i < n; i++) if (vals[i] !== EMPTY) log[j++] = i;
    }
    this.keys = keys;
    this.vals = vals;
    this.mask = mask;
    this.used = live;
    this.live = live;
    this.log = log;
  }
}

/** Below this many slots a table grows fourfold (64, 256, 1,024, 4,096), then twofold. */
const QUADRUPLE_BELOW = 4096;

/** The arrays of every table without slots (shared, never written: a table grows before its first write). */
const NO_KEYS = new Float64Array(0);
const NO_VALUES = new Int32Array(0);

/** The key and value arrays of n slots in one allocation (values EMPTY). O(n). */
function slotArrays(n: number): [Float64Array, Int32Array] {
  const buffer = new ArrayBuffer(n * 12);
  return [new Float64Array(buffer, 0, n), new Int32Array(buffer, n * 8, n).fill(EMPTY)];
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
  private chunks: Int32Array[];
  /** Global end offset of the keys of each chunk that is full (a later key began a new chunk). */
  private chunkEnd: number[] = [];
  /** start[i]: global offset of key i; start[size]: the next free offset. */
  private start: Int32Array;
  private used = 0;
  /** Index slots as pairs (key number + 1, the key's full hash); 0 marks an empty slot. */
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  /**
   * An empty interner sized for about `expectedKeys` keys (of about 4 words) without growing; the
   * default 1024 takes 36 KB, a search that makes many small interners gives a smaller figure.
   * O(expectedKeys).
   */
  constructor(expectedKeys = 1024) {
    const cap = capacityFor(expectedKeys);
    this.slots = new Int32Array(2 * cap);
    this.mask = cap - 1;
    this.start = new Int32Array(Math.max(16, cap / 2));
    this.chunks = [new Int32Array(Math.min(CHUNK_WORDS, Math.max(16, 2 * cap)))];
  }

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

  /**
   * The number of the key `src[off .. off + len)`, inserting it when new (then it is {@link size} − 1
   * after the call, so `intern(...) === size - 1` tells a new key). Amortised O(len).
   */
  intern(src: Int32Array, len: number, off = 0): number {
    const start = this.start;
    const slots = this.slots;
    const mask = this.mask;
    const h = hashWords(src, off, len);
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
          while (i < len && pool[o + i] === src[off + i]) i++;
          if (i === len) return e - 1;
        }
      }
      s = (s + 2) & (2 * mask + 1);
    }
    if (len > CHUNK_WORDS) throw new InputError(`PackedKeyInterner: a key of ${len} words is longer than the limit of ${CHUNK_WORDS} words`);
    const idx = this.count++;
    this.append(src, off, len);
    if (this.count + 1 > start.length) this.start = growWords(start, this.count + 1);
    this.start[idx] = this.used - len;
    this.start[this.count] = this.used;
    slots[s] = idx + 1;
    slots[s + 1] = h;
    if (this.count * 2 > mask + 1) this.rehash();
    return idx;
  }

  /** Copy a new key to the end of the pool (opening a chunk when it does not fit in the last one). */
  private append(src: Int32Array, off: number, len: number): void {
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
    for (let i = 0; i < len; i++) pool[o + i] = src[off + i]!; // no subarray view allocated per key
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
    const pool = this.chunks[a >>> CHUNK_SHIFT]!;
    for (let i = 0; i < len; i++) out[i] = pool[o + i]!; // no subarray view allocated per read
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

/**
 * Position key → integer ≥ −2 (a game id, a nim-value, an option count, outcome bits, or a marker;
 * −1 is absent: `get` returns it for a key never set, and writing it forgets an entry): integer
 * keys in [0, 2^53) — the packed and bit keys of the grid rulesets — in an {@link IntHashTable}
 * (typed arrays, no per-entry objects, no boxed numbers), other keys (strings, bigints, other
 * numbers) in a Map. Measured on random keys below 2^52 with 70% hits (one process, the two
 * alternated): 30–120 ns a look-up against 75–500 ns for a Map of the same number keys, at
 * 2·10^4 … 5·10^5 entries (a Map hashes a heap number on every access). The engines' transposition
 * tables and the outcome solver's memos. Expected O(1) per operation (strings O(length)).
 */
export class KeyTable {
  private readonly ints = new IntHashTable();
  /** The other keys (made at the first: a fresh engine's tables of integer keys allocate no Map). */
  private other: Map<string | number | bigint, number> | undefined;

  /** Entries present (not −1). O(1). */
  get size(): number {
    return this.ints.size + (this.other?.size ?? 0);
  }

  /** The value stored for key, or −1. Expected O(1). */
  get(key: string | number | bigint): number {
    if (typeof key === "number" && key >= 0 && key < TWO_53 && Math.floor(key) === key) return this.ints.get(key);
    const v = this.other?.get(key);
    return v ?? MISSING;
  }

  /** Store value (an int32 ≥ −2) for key; −1 forgets it. Expected O(1), amortized. */
  set(key: string | number | bigint, value: number): void {
    if (typeof key === "number" && key >= 0 && key < TWO_53 && Math.floor(key) === key) this.ints.put(key, value);
    else if (value === MISSING) this.other?.delete(key);
    else (this.other ??= new Map()).set(key, value);
  }
}
