/**
 * The solver's component memo: an open-addressing hash table from normalized component keys
 * (two 32-bit halves, see `NormalizeOutput`) to game ids, with a `Map` for the rare string keys
 * of components whose grid exceeds 48 cells. About 12–24 bytes per entry, no per-entry objects.
 */
import type { NormalizeOutput } from "./components";

/** Hash table keyed by normalized components. get/set are O(1) expected. */
export class ComponentMemo {
  private lo = new Int32Array(1 << 12);
  private hi = new Int32Array(1 << 12); // stores hi + 1; 0 marks an empty slot
  private val = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  private count = 0;
  private readonly big = new Map<string, number>();

  /** Number of entries. O(1). */
  get size(): number {
    return this.count + this.big.size;
  }

  /** The value stored for the key in `k`, or −1. O(1) expected. */
  get(k: NormalizeOutput): number {
    if (k.str !== undefined) return this.big.get(k.str) ?? -1;
    const hi1 = k.hi + 1;
    let i = slot(k.lo, k.hi) & this.mask;
    for (;;) {
      const h = this.hi[i];
      if (h === 0) return -1;
      if (h === hi1 && this.lo[i] === k.lo) return this.val[i];
      i = (i + 1) & this.mask;
    }
  }

  /** Store a value (≥ 0) for the key in `k` (which must not be present). O(1) amortized. */
  set(k: NormalizeOutput, value: number): void {
    if (k.str !== undefined) {
      this.big.set(k.str, value);
      return;
    }
    if (2 * (this.count + 1) > this.hi.length) this.grow();
    this.insert(k.lo, k.hi + 1, value);
    this.count++;
  }

  /** Remove everything. O(capacity). */
  clear(): void {
    this.lo = new Int32Array(1 << 12);
    this.hi = new Int32Array(1 << 12);
    this.val = new Int32Array(1 << 12);
    this.mask = (1 << 12) - 1;
    this.count = 0;
    this.big.clear();
  }

  private insert(lo: number, hi1: number, value: number): void {
    let i = slot(lo, hi1 - 1) & this.mask;
    while (this.hi[i] !== 0) i = (i + 1) & this.mask;
    this.lo[i] = lo;
    this.hi[i] = hi1;
    this.val[i] = value;
  }

  private grow(): void {
    const { lo, hi, val } = this;
    const n = hi.length * 2;
    this.lo = new Int32Array(n);
    this.hi = new Int32Array(n);
    this.val = new Int32Array(n);
    this.mask = n - 1;
    for (let i = 0; i < hi.length; i++) if (hi[i] !== 0) this.insert(lo[i], hi[i], val[i]);
  }
}

function slot(lo: number, hi: number): number {
  let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 13);
}
