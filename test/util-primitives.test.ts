// The shared bit and hash-table primitives of lib/util, checked against plain references:
// popcount against a bit-by-bit loop, the hash tables against JavaScript's Map on random operations.
import { describe, expect, it } from "vitest";
import { InputError, IntHashTable, PackedKeyInterner, lowestBit32, popcount32 } from "../lib/util";
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
  it("behaves like a Map on random set/get/has/add/delete/forget/clear, through growth", () => {
    const rand = rng(2);
    for (const expected of [0, 4, 96]) {
      const t = new IntHashTable(expected);
      const m = new Map<number, number>();
      for (let step = 0; step < 25000; step++) {
        const op = rand();
        // small key range to force collisions and hits; some keys beyond 2^32, and 2^53 − 1
        const base = Math.floor(rand() * 3000);
        const key = base % 3 === 0 ? base * 4294967296 + 7 : base % 3 === 1 ? 2 ** 53 - 1 - base : base;
        if (op < 0.35) {
          const raw = (rand() * 4294967296) | 0;
          const v = rand() < 0.1 ? -1 : raw === -(2 ** 31) ? 0 : raw; // −1 forgets; −2^31 (the empty marker) is no value
          t.set(key, v);
          if (v === -1) m.delete(key);
          else m.set(key, v);
        } else if (op < 0.5) {
          const inserted = t.add(key, 5);
          expect(inserted).toBe(!m.has(key));
          if (inserted) m.set(key, 5);
        } else if (op < 0.6) {
          expect(t.delete(key)).toBe(m.delete(key));
        } else if (op < 0.9995) {
          expect(t.get(key)).toBe(m.get(key) ?? -1);
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
    }
  });

  it("a table emptied by clear() many times keeps working (the log of taken slots), and bytes counts its arrays", () => {
    const t = new IntHashTable(96);
    expect(t.capacity).toBe(256);
    expect(t.bytes).toBe(12 * 256); // Float64 key + Int32 value a slot
    for (let round = 0; round < 50; round++) {
      t.clear();
      for (let i = 0; i < 96; i++) expect(t.add(round * 1000 + (i % 60))).toBe(i < 60);
      expect(t.size).toBe(60);
      expect(t.has(round * 1000 + 59)).toBe(true);
      expect(t.has((round - 1) * 1000 + 1)).toBe(false);
    }
    expect(t.bytes).toBe(14 * 256); // plus the log of taken slots, 4 bytes for every second slot
    const lazy = new IntHashTable();
    expect(lazy.capacity).toBe(0);
    expect(lazy.get(3)).toBe(-1);
    lazy.set(3, 4);
    expect(lazy.capacity).toBe(64);
    // a small table grows fourfold (64, 256, 1,024, 4,096), then twofold; every entry kept, the bytes counted
    const steps: number[] = [];
    for (let i = 0; i < 5000; i++) {
      lazy.set(1000 + i * 7, i);
      if (steps[steps.length - 1] !== lazy.capacity) steps.push(lazy.capacity);
    }
    expect(steps).toEqual([64, 256, 1024, 4096, 8192, 16384]);
    expect(lazy.bytes).toBe(12 * 16384);
    for (let i = 0; i < 5000; i++) expect(lazy.get(1000 + i * 7)).toBe(i);
    expect(lazy.get(3)).toBe(4);
  });

  it("keys are integers in [0, 2^53), values int32 above -2^31; other keys are simply absent", () => {
    const t = new IntHashTable();
    t.set(2 ** 53 - 1, 2 ** 31 - 1);
    expect(t.get(2 ** 53 - 1)).toBe(2 ** 31 - 1);
    expect(() => { t.set(1.5, 0); }).toThrow(InputError);
    expect(() => { t.set(Number.NaN, 0); }).toThrow(InputError);
    expect(() => { t.set(-1, 0); }).toThrow(/\[0, 2\^53\)/);
    expect(() => t.add(2 ** 53, 0)).toThrow(/\[0, 2\^53\)/);
    expect(() => { t.set(1, 2 ** 31); }).toThrow(/int32/);
    expect(() => { t.set(1, -(2 ** 31)); }).toThrow(/int32/);
    expect(() => t.add(1, -1)).toThrow(/absent/);
    expect(t.get(1.5)).toBe(-1);
    expect(t.get(Number.NaN)).toBe(-1);
  });
});

describe("PackedKeyInterner", () => {
  it("numbers keys like a Map on their text, on random keys of lengths 0 to 5 through many growths", () => {
    const rand = rng(3);
    const interner = new PackedKeyInterner();
    const byText = new Map<string, number>();
    const buf = new Int32Array(5);
    for (let step = 0; step < 60000; step++) {
      const len = Math.floor(rand() * 6);
      for (let i = 0; i < len; i++) buf[i] = i === 2 ? Math.floor(rand() * 40) * 0x9e3779b1 : Math.floor(rand() * 5) - 2;
      const text = `${len}:${Array.from(buf.subarray(0, len)).join(",")}`;
      const expected = byText.get(text) ?? byText.size;
      byText.set(text, expected);
      expect(interner.intern(buf, len)).toBe(expected);
    }
    expect(interner.size).toBe(byText.size);
    const out = new Int32Array(5);
    for (const [text, id] of byText) {
      const len = interner.read(id, out);
      expect(`${len}:${Array.from(out.subarray(0, len)).join(",")}`).toBe(text);
    }
  });
});
