/**
 * Open-addressing hash table over fixed-width packed integer keys, stored in typed arrays (no
 * per-entry objects), for the Konane position searches: millions of boards fit in a few hundred MB.
 * Variable-length keys are interned by lib/util's `PackedKeyInterner` (the engine's table).
 * FixedKeyTable stays beside util's PackedKeyTable because its users (decompose.ts, the string
 * statistics of lib/studies/konane) read the numbered keys back from its `keys` array in place.
 */

import { hashWords as utilHashWords } from "../../util";

// read once: a re-exported binding is a getter on every call in the compiled package
const hashWords = utilHashWords;

const LOAD = 0.5;

/** Grow a typed array to at least `need` elements (doubling), keeping its contents. */
function grow(a: Int32Array, need: number): Int32Array {
  if (need <= a.length) return a;
  let cap = a.length;
  while (cap < need) cap = Math.max(16, cap * 2);
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}

/**
 * A set of fixed-width keys (`width` int32 words each), numbered 0, 1, 2, ... in insertion
 * order. `intern` is amortized O(width).
 */
export class FixedKeyTable {
  keys: Int32Array;
  private slots: Int32Array;
  private mask: number;
  size = 0;

  constructor(readonly width: number, initialCapacity = 1 << 12) {
    let cap = 16;
    while (cap * LOAD < initialCapacity) cap *= 2;
    this.slots = new Int32Array(cap);
    this.mask = cap - 1;
    this.keys = new Int32Array(initialCapacity * width);
  }

  /** Index of the key at `src[off .. off+width)`, or -1. */
  find(src: Int32Array, off: number): number {
    const w = this.width;
    let s = hashWords(src, off, w) & this.mask;
    for (;;) {
      const e = this.slots[s]!;
      if (e === 0) return -1;
      const k = (e - 1) * w;
      let eq = true;
      for (let i = 0; i < w; i++) {
        if (this.keys[k + i] !== src[off + i]) {
          eq = false;
          break;
        }
      }
      if (eq) return e - 1;
      s = (s + 1) & this.mask;
    }
  }

  /** Insert a key known to be absent; returns its new index. */
  insert(src: Int32Array, off: number): number {
    const w = this.width;
    if ((this.size + 1) > this.slots.length * LOAD) this.rehash();
    const idx = this.size++;
    this.keys = grow(this.keys, this.size * w);
    this.keys.set(src.subarray(off, off + w), idx * w);
    let s = hashWords(src, off, w) & this.mask;
    while (this.slots[s] !== 0) s = (s + 1) & this.mask;
    this.slots[s] = idx + 1;
    return idx;
  }

  private rehash(): void {
    const cap = this.slots.length * 2;
    this.slots = new Int32Array(cap);
    this.mask = cap - 1;
    const w = this.width;
    for (let idx = 0; idx < this.size; idx++) {
      let s = hashWords(this.keys, idx * w, w) & this.mask;
      while (this.slots[s] !== 0) s = (s + 1) & this.mask;
      this.slots[s] = idx + 1;
    }
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    return this.keys.byteLength + this.slots.byteLength;
  }
}

/** Grow helper re-exported for the searches. */
export { grow as growInt32 };
