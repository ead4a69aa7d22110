/**
 * The engines' transposition table: position key → small integer (a game id, a nim-value, outcome
 * bits, or a marker). Integer keys in [0, 2^53) — packed bit keys — live in an open-addressing
 * table of typed arrays (16 bytes a slot, no per-entry objects, no boxed numbers); other keys
 * (strings, bigints, other numbers) in a Map. Expected O(1) per operation; the typed part doubles
 * when half full.
 */

/** Returned by {@link KeyTable.get} for an absent key. */
export const ABSENT = -1;

const TWO_32 = 4294967296;

function hashInteger(k: number): number {
  const lo = k >>> 0;
  const hi = (k - lo) / TWO_32;
  let h = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** Position key → integer ≥ −1 (−1 = {@link ABSENT}; writing ABSENT forgets an entry). */
export class KeyTable {
  private keys: Float64Array = new Float64Array(0);
  private vals: Int32Array = new Int32Array(0);
  private mask = -1;
  private used = 0;
  private live = 0;
  private other = new Map<string | number | bigint, number>();

  /** Entries present (not ABSENT). O(1). */
  get size(): number {
    return this.live + this.other.size;
  }

  /** The value stored for key, or ABSENT. Expected O(1). */
  get(key: string | number | bigint): number {
    if (typeof key === "number" && key >= 0 && key < 9007199254740992 && Math.floor(key) === key) {
      if (this.mask < 0) return ABSENT;
      let i = hashInteger(key) & this.mask;
      for (;;) {
        const v = this.vals[i];
        if (v === -3) return ABSENT; // empty slot
        if (this.keys[i] === key) return v;
        i = (i + 1) & this.mask;
      }
    }
    const v = this.other.get(key);
    return v === undefined ? ABSENT : v;
  }

  /** Store value (≥ −2) for key; ABSENT (−1) forgets it. Expected O(1), amortized. */
  set(key: string | number | bigint, value: number): void {
    if (typeof key === "number" && key >= 0 && key < 9007199254740992 && Math.floor(key) === key) {
      if (this.used * 2 >= this.keys.length) this.grow();
      let i = hashInteger(key) & this.mask;
      for (;;) {
        const v = this.vals[i];
        if (v === -3) {
          if (value === ABSENT) return;
          this.keys[i] = key;
          this.vals[i] = value;
          this.used++;
          this.live++;
          return;
        }
        if (this.keys[i] === key) {
          if (v === ABSENT && value !== ABSENT) this.live++;
          else if (v !== ABSENT && value === ABSENT) this.live--;
          this.vals[i] = value;
          return;
        }
        i = (i + 1) & this.mask;
      }
    }
    if (value === ABSENT) this.other.delete(key);
    else this.other.set(key, value);
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldVals = this.vals;
    const n = Math.max(1024, oldKeys.length * 2);
    this.keys = new Float64Array(n);
    this.vals = new Int32Array(n).fill(-3);
    this.mask = n - 1;
    this.used = 0;
    this.live = 0;
    for (let j = 0; j < oldKeys.length; j++) {
      const v = oldVals[j];
      if (v === -3 || v === ABSENT) continue;
      let i = hashInteger(oldKeys[j]) & this.mask;
      while (this.vals[i] !== -3) i = (i + 1) & this.mask;
      this.keys[i] = oldKeys[j];
      this.vals[i] = v;
      this.used++;
      this.live++;
    }
  }
}

/** What the engine needs of a table: {@link KeyTable} for any keys, {@link DenseTable} for interned packed-key numbers. */
export interface ValueTable {
  readonly size: number;
  get(key: string | number | bigint): number;
  set(key: string | number | bigint, value: number): void;
}

/**
 * A table keyed by dense numbers 0, 1, 2, ... (the numbers a PackedKeyInterner gives packed keys):
 * one Int32Array indexed by the key, no hashing. O(1) per operation (amortised: the array doubles
 * to fit the largest key); memory 4 bytes per number up to the largest key set.
 */
export class DenseTable implements ValueTable {
  private vals: Int32Array = new Int32Array(1024).fill(ABSENT);
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
      let n = this.vals.length * 2;
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
