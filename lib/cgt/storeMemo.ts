/**
 * The store's two bounded caches: {@link PairMemo}, a lossy 4-way set-associative (a, b) → int32
 * table for the leq and add memos, and {@link FormCache}, game()'s cache of raw option lists →
 * canonical id. Both grow by building the new table aside and committing it at the end, so an
 * interrupt leaves the old one in force. Internal to the store's files.
 */
import * as Nodes from "./storeNodes";

// Bound once with `var` (see storeNodes.ts: no temporal-dead-zone check, no import getter per call).
var hashOptions = Nodes.hashOptions;
var hashSlices = Nodes.hashSlices;

/**
 * Lossy (a, b) → int32 cache: 4-way set-associative buckets (a bounded memo that evicts, which util's
 * exact tables do not). It doubles while it is less than
 * 2^maxLog2 entries; at that size a full bucket evicts its oldest entry, so memory is bounded
 * and hot entries survive (a wholesale clear would make deep comparisons recompute everything).
 */
export class PairMemo {
  private ka: Int32Array = new Int32Array(1 << 12); // a + 1, 0 = empty
  private kb: Int32Array = new Int32Array(1 << 12);
  private vals: Int32Array = new Int32Array(1 << 12);
  private bucketMask = (1 << 10) - 1;
  size = 0;
  evictions = 0;
  clears = 0;
  constructor(public maxLog2: number) {}

  private bucket(a: number, b: number): number {
    // One more multiply-xorshift round than a plain product hash: the low bits (the bucket) then
    // depend on all bits of both ids. With the plain one, ids from some store histories crowded a
    // few buckets, and since a full bucket below the cap doubles the table, the leq memo grew to
    // 2^19 slots for 16,000 entries (sum_hot_8 of bench/cgt.bench.ts ran 1.8× slower).
    let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x632be5ab, 0x85ebca77);
    h ^= h >>> 16;
    h = Math.imul(h, 0x7feb352d);
    h ^= h >>> 15;
    return (h & this.bucketMask) << 2;
  }

  get(a: number, b: number): number {
    const i = this.bucket(a, b);
    const A = a + 1;
    const ka = this.ka;
    const kb = this.kb;
    if (ka[i] === A && kb[i] === b) return this.vals[i];
    if (ka[i + 1] === A && kb[i + 1] === b) return this.vals[i + 1];
    if (ka[i + 2] === A && kb[i + 2] === b) return this.vals[i + 2];
    if (ka[i + 3] === A && kb[i + 3] === b) return this.vals[i + 3];
    return -1;
  }

  set(a: number, b: number, v: number): void {
    if (this.size * 4 > this.ka.length * 3 && this.ka.length < 1 << this.maxLog2) this.resize(this.ka.length * 2);
    // A full bucket grows the table only when it is at least half full: at a lower load a full
    // bucket is a chance cluster, and doubling for it (as before) let the table grow with every
    // unlucky insertion — 2^19 slots for 16,000 entries on bench/cgt.bench.ts sum_hot_8. There it
    // evicts its oldest entry instead (a memo: only a recomputation is lost). At the cap it always evicts.
    while (!this.put(a, b, v, this.ka.length >= 1 << this.maxLog2 || this.size * 2 < this.ka.length)) this.resize(this.ka.length * 2);
  }

  /** Insert or update; returns false (and does nothing) if the bucket is full and `evict` is false. */
  private put(a: number, b: number, v: number, evict = true): boolean {
    const i = this.bucket(a, b);
    const A = a + 1;
    for (let j = i; j < i + 4; j++) {
      if (this.ka[j] === 0) {
        this.ka[j] = A;
        this.kb[j] = b;
        this.vals[j] = v;
        this.size++;
        return true;
      }
      if (this.ka[j] === A && this.kb[j] === b) {
        this.vals[j] = v;
        return true;
      }
    }
    if (!evict) return false;
    // Full bucket: drop the oldest (last), shift, insert first.
    this.evictions++;
    for (let j = i + 3; j > i; j--) {
      this.ka[j] = this.ka[j - 1];
      this.kb[j] = this.kb[j - 1];
      this.vals[j] = this.vals[j - 1];
    }
    this.ka[i] = A;
    this.kb[i] = b;
    this.vals[i] = v;
    return true;
  }

  private resize(n: number): void {
    const { ka, kb, vals } = this;
    // Built aside and committed at the end (an interrupt cutting the copy leaves the old table).
    const grown = new PairMemo(this.maxLog2);
    grown.ka = new Int32Array(n);
    grown.kb = new Int32Array(n);
    grown.vals = new Int32Array(n);
    grown.bucketMask = n / 4 - 1;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== 0) grown.put(ka[i] - 1, kb[i], vals[i]);
    this.ka = grown.ka;
    this.kb = grown.kb;
    this.vals = grown.vals;
    this.bucketMask = grown.bucketMask;
    this.size = grown.size;
  }

  /**
   * Empty the table. At its initial size (a table that never grew) it is zeroed in place — an
   * entry is empty iff its key slot is 0 — instead of reallocated: resetStore() runs this for
   * both memos, and reallocating was a measurable part of a reset (bench/cgt.bench.ts). A grown
   * table is replaced by a fresh small one, so its memory is released. O(initial size).
   */
  clear(): void {
    if (this.ka.length === 1 << 12) this.ka.fill(0);
    else {
      this.ka = new Int32Array(1 << 12);
      this.kb = new Int32Array(1 << 12);
      this.vals = new Int32Array(1 << 12);
    }
    this.bucketMask = (1 << 10) - 1;
    this.size = 0;
    this.clears++;
  }

  get bytes(): number {
    return this.ka.length * 12;
  }
}

/**
 * Cache of raw (sorted, deduplicated, not necessarily canonical) option lists → canonical id, so
 * that game() on option sets seen before costs one hash lookup. Bounded: cleared when it holds
 * `maxEntries` forms. Its own table rather than util's PackedKeyInterner: keys are looked up
 * straight from game()'s typed scratch with the store's option hash, and the cache is bounded.
 */
export class FormCache {
  private table: Int32Array = new Int32Array(1 << 12); // entry index + 1
  private start: Int32Array = new Int32Array(1 << 11);
  private nl: Int32Array = new Int32Array(1 << 11);
  private nr: Int32Array = new Int32Array(1 << 11);
  private res: Int32Array = new Int32Array(1 << 11);
  private hash: Int32Array = new Int32Array(1 << 11);
  private pool: Int32Array = new Int32Array(1 << 14);
  private poolLen = 0;
  size = 0;
  clears = 0;
  constructor(public maxEntries: number) {}

  private find(L: number[], R: number[], h: number): number {
    const mask = this.table.length - 1;
    let i = h & mask;
    for (;;) {
      const e = this.table[i];
      if (e === 0) return -1 - i;
      const k = e - 1;
      if (this.hash[k] === h && this.nl[k] === L.length && this.nr[k] === R.length) {
        let o = this.start[k];
        let same = true;
        for (let j = 0; j < L.length && same; j++) same = this.pool[o++] === L[j];
        for (let j = 0; j < R.length && same; j++) same = this.pool[o++] === R[j];
        if (same) return k;
      }
      i = (i + 1) & mask;
    }
  }

  /** The canonical id cached for the raw form {L[0..nl) | R[0..nr)} (sorted, deduplicated), or -1. O(nl + nr) expected. */
  lookup(L: Int32Array, nl: number, R: Int32Array, nr: number): number {
    const h = hashSlices(L, nl, R, nr);
    const mask = this.table.length - 1;
    const pool = this.pool;
    let i = h & mask;
    for (;;) {
      const e = this.table[i];
      if (e === 0) return -1;
      const k = e - 1;
      if (this.hash[k] === h && this.nl[k] === nl && this.nr[k] === nr) {
        let o = this.start[k];
        let same = true;
        for (let j = 0; j < nl && same; j++) same = pool[o++] === L[j];
        for (let j = 0; j < nr && same; j++) same = pool[o++] === R[j];
        if (same) return this.res[k];
      }
      i = (i + 1) & mask;
    }
  }

  set(L: number[], R: number[], result: number): void {
    if (this.size >= this.maxEntries || this.poolLen >= this.maxEntries * 16) this.clear();
    const h = hashOptions(L, R);
    let slot = this.find(L, R, h);
    if (slot >= 0) return;
    const k = this.size++;
    if (k >= this.res.length) {
      const grow = (a: Int32Array): Int32Array => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.start = grow(this.start);
      this.nl = grow(this.nl);
      this.nr = grow(this.nr);
      this.res = grow(this.res);
      this.hash = grow(this.hash);
    }
    const need = this.poolLen + L.length + R.length;
    if (need > this.pool.length) {
      let n = this.pool.length * 2;
      while (n < need) n *= 2;
      const b = new Int32Array(n);
      b.set(this.pool.subarray(0, this.poolLen));
      this.pool = b;
    }
    this.start[k] = this.poolLen;
    this.nl[k] = L.length;
    this.nr[k] = R.length;
    this.res[k] = result;
    this.hash[k] = h;
    for (let j = 0; j < L.length; j++) this.pool[this.poolLen++] = L[j];
    for (let j = 0; j < R.length; j++) this.pool[this.poolLen++] = R[j];
    this.table[-1 - slot] = k + 1;
    if (this.size * 2 > this.table.length) {
      // from the old table, not from 0 … size: an entry an interrupt cut off before its commit
      // (table[…] = k + 1 above) is never made visible
      const old = this.table;
      const t = new Int32Array(old.length * 2);
      const mask = t.length - 1;
      for (let j = 0; j < old.length; j++) {
        const e = old[j];
        if (e === 0) continue;
        slot = this.hash[e - 1] & mask;
        while (t[slot] !== 0) slot = (slot + 1) & mask;
        t[slot] = e;
      }
      this.table = t;
    }
  }

  /**
   * Forget every form. Arrays still at their initial sizes are reused (only the hash table needs
   * zeroing: entries at index ≥ size are never read); grown ones are replaced by fresh small ones,
   * so their memory is released. O(initial size).
   */
  clear(): void {
    this.poolLen = 0;
    this.size = 0;
    this.clears++;
    if (this.table.length === 1 << 12 && this.res.length === 1 << 11 && this.pool.length === 1 << 14) {
      this.table.fill(0);
      return;
    }
    this.table = new Int32Array(1 << 12);
    this.start = new Int32Array(1 << 11);
    this.nl = new Int32Array(1 << 11);
    this.nr = new Int32Array(1 << 11);
    this.res = new Int32Array(1 << 11);
    this.hash = new Int32Array(1 << 11);
    this.pool = new Int32Array(1 << 14);
  }

  get bytes(): number {
    return this.table.length * 4 + this.res.length * 20 + this.pool.length * 4;
  }
}
