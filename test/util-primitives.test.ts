// The shared bit and hash-table primitives of lib/util, checked against plain references:
// popcount against a bit-by-bit loop, the hash tables against JavaScript's Map on random operations.
import { describe, expect, it } from "vitest";
import { InputError, IntHashTable, PackedKeyTable, lowestBit32, popcount32 } from "../lib/util";
import { mulberry32 } from "../lib/cgt";

const rng = mulberry32;

function naivePopcount(x: number): number {
  let n = 0;
  for (let b = 0; b < 32; b++) n += (x >>> b) & 1;
  return n;
}

describe("popcount32 and lowestBit32", () => {
  it("agree with a bit-by-bit loop on edge cases and random words", () => {
    const rand = rng(1);
    const cases = [0, 1, -1, 0x80000000, 0x7fffffff, 0x55555555, 0xaaaaaaaa, 0xffffffff];
    for (let i = 0; i < 5000; i++) cases.push((rand() * 4294967296) >>> 0);
    for (const x of cases) {
      expect(popcount32(x)).toBe(naivePopcount(x));
      let low = 32;
      for (let b = 31; b >= 0; b--) if ((x >>> b) & 1) low = b;
      expect(lowestBit32(x)).toBe(low);
    }
    expect(popcount32(-1)).toBe(32);
  });
});

describe("IntHashTable", () => {
  it("behaves like a Map on random set/get/has/add/clear, through growth", () => {
    const rand = rng(2);
    const t = new IntHashTable(4);
    const m = new Map<number, number>();
    for (let step = 0; step < 60000; step++) {
      const op = rand();
      // small key range to force collisions and hits; some keys beyond 2^32 and negative
      const base = Math.floor(rand() * 3000);
      const key = base % 3 === 0 ? base * 4294967296 + 7 : base % 3 === 1 ? -base : base;
      if (op < 0.45) {
        const v = (rand() * 4294967296) | 0;
        t.set(key, v);
        m.set(key, v);
      } else if (op < 0.6) {
        const inserted = t.add(key, 5);
        expect(inserted).toBe(!m.has(key));
        if (inserted) m.set(key, 5);
      } else if (op < 0.9995) {
        expect(t.get(key, -99)).toBe(m.get(key) ?? -99);
        expect(t.has(key)).toBe(m.has(key));
      } else {
        t.clear();
        m.clear();
      }
      expect(t.size).toBe(m.size);
    }
    const seen = new Map<number, number>();
    t.forEach((k, v) => seen.set(k, v));
    expect(seen).toEqual(m);
    expect(t.capacity).toBeGreaterThanOrEqual(2 * t.size);
    expect(t.bytes).toBe(16 * t.capacity); // Float64 key + Int32 value + Uint32 stamp per slot
  });

  it("values are int32 and keys must be safe integers", () => {
    const t = new IntHashTable();
    t.set(2 ** 53 - 1, 2 ** 31); // value wraps to int32 like any Int32Array store
    expect(t.get(2 ** 53 - 1)).toBe(-(2 ** 31));
    expect(() => { t.set(1.5, 0); }).toThrow(InputError);
    expect(() => { t.set(Number.NaN, 0); }).toThrow(InputError);
    expect(() => t.add(2 ** 53, 0)).toThrow(/safe integers/);
  });
});

describe("PackedKeyTable", () => {
  it("behaves like a Map of joined words on random operations, through growth", () => {
    const rand = rng(3);
    const words = 3;
    const t = new PackedKeyTable(words, 2);
    const m = new Map<string, number>();
    const scratch = new Uint32Array(2 + words);
    for (let step = 0; step < 40000; step++) {
      const offset = Math.floor(rand() * 3);
      for (let w = 0; w < words; w++) scratch[offset + w] = w === 2 ? Math.floor(rand() * 40) * 0x9e3779b1 : Math.floor(rand() * 5);
      const k = Array.from(scratch.subarray(offset, offset + words)).join(",");
      const op = rand();
      if (op < 0.5) {
        const v = Math.floor(rand() * 1000);
        t.set(scratch, v, offset);
        m.set(k, v);
      } else if (op < 0.9995) {
        expect(t.get(scratch, offset)).toBe(m.get(k) ?? -1);
        expect(t.has(scratch, offset)).toBe(m.has(k));
      } else {
        t.clear();
        m.clear();
      }
      expect(t.size).toBe(m.size);
    }
    expect(t.bytes % (4 * (words + 2))).toBe(0); // words key words + value + stamp per slot
  });

  it("rejects bad word counts and keys running past the array", () => {
    expect(() => new PackedKeyTable(0)).toThrow(/words per key/);
    const t = new PackedKeyTable(2);
    expect(() => t.get(new Uint32Array(3), 2)).toThrow(/runs past the end/);
    expect(() => { t.set([1], 0); }).toThrow(InputError);
  });
});
