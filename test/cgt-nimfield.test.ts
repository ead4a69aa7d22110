import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";

const { nimProduct: mul, nimInverse: inv, nimDivide: div, nimSquareRoot: sqrt, nimPower: pow } = cgt;

describe("nim-field arithmetic", () => {
  it("agrees with Conway's mex definition on all a, b < 64", () => {
    const N = 64;
    const ref = cgt.nimProductReferenceTable(N);
    for (let a = 0; a < N; a++) for (let b = 0; b < N; b++) expect(mul(a, b), `${a}⊗${b}`).toBe(ref[a * N + b]);
  });

  it("published values", () => {
    // ONAG ch. 6 / Winning Ways ch. 14 ("The Curious Field On₂"): 2⊗2 = 3, 4⊗4 = 6, 8⊗8 = 13,
    // 16⊗16 = 24 (a Fermat 2-power F squares to 3F/2); 2⊗3 = 1.
    expect(mul(2, 2)).toBe(3);
    expect(mul(2, 3)).toBe(1);
    expect(mul(3, 3)).toBe(2);
    expect(mul(4, 4)).toBe(6);
    expect(mul(8, 8)).toBe(13);
    expect(mul(16, 16)).toBe(24);
    expect(mul(256, 256)).toBe(384);
    expect(mul(65536, 65536)).toBe(98304);
    expect(mul(2n ** 32n, 2n ** 32n)).toBe(3n * 2n ** 31n);
    expect(mul(2n ** 64n, 2n ** 64n)).toBe(3n * 2n ** 63n);
    // Row 2 of the 16×16 nim-multiplication table (ONAG ch. 6; OEIS A051775 row 2).
    expect(Array.from({ length: 16 }, (_, b) => mul(2, b))).toEqual([0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]);
    // Distinct Fermat 2-powers multiply as ordinary integers (ONAG ch. 6): 2⊗4 = 8, 4⊗16 = 64, 2⊗16⊗256 = 8192.
    expect(mul(2, 4)).toBe(8);
    expect(mul(4, 16)).toBe(64);
    expect(mul(mul(2, 16), 256)).toBe(8192);
    // the multiplicative group of GF(4) = {1,2,3} has order 3, GF(16)* order 15: a^15 = 1.
    for (let a = 1; a < 16; a++) expect(pow(a, 15)).toBe(1);
  });

  it("field axioms on random values up to 2^128 (bigint) and 2^32 (number)", () => {
    const r = cgt.mulberry32(2026);
    const big = (): bigint => {
      let x = 0n;
      for (let i = 0; i < 4; i++) x = (x << 32n) | BigInt(Math.floor(r() * 2 ** 32));
      return x >> BigInt(Math.floor(r() * 128));
    };
    for (let i = 0; i < 60; i++) {
      const a = big(), b = big(), c = big();
      expect(mul(a, b)).toBe(mul(b, a));
      expect(mul(mul(a, b), c)).toBe(mul(a, mul(b, c)));
      expect(mul(a, b ^ c)).toBe(mul(a, b) ^ mul(a, c));
      expect(mul(a, 1n)).toBe(a);
      if (a !== 0n) {
        expect(mul(a, inv(a))).toBe(1n);
        expect(mul(div(b, a), a)).toBe(b);
      }
      expect(mul(sqrt(a), sqrt(a))).toBe(a);
    }
    for (let i = 0; i < 300; i++) {
      const a = Math.floor(r() * 2 ** 32), b = Math.floor(r() * 2 ** 32), c = Math.floor(r() * 2 ** 16);
      expect(mul(a, b)).toBe(mul(b, a));
      expect(mul(a, b)).toBe(Number(mul(BigInt(a), BigInt(b))));
      expect(mul(mul(a, b), c)).toBe(mul(a, mul(b, c)));
      expect(mul(a, (b ^ c) >>> 0)).toBe((mul(a, b) ^ mul(a, c)) >>> 0);
      if (a !== 0) expect(mul(a, inv(a))).toBe(1);
      expect(mul(sqrt(a), sqrt(a))).toBe(a);
    }
  });

  it("the nimbers below 2^(2^k) are closed under ⊗ (subfields)", () => {
    for (const F of [4, 16, 256]) {
      const r = cgt.mulberry32(F);
      for (let i = 0; i < 200; i++) {
        const a = Math.floor(r() * F), b = Math.floor(r() * F);
        expect(mul(a, b)).toBeLessThan(F);
      }
    }
  });

  it("numbers up to 2^53: exact, or an InputError naming the overflow", () => {
    const a = 2 ** 40 + 12345, b = 3;
    expect(mul(a, b)).toBe(Number(mul(BigInt(a), BigInt(b))));
    // 2^52 ⊗ 3 = 13510798882111488 > 2^53 (checked with bigints on the next line)
    expect(() => mul(2 ** 52, 3)).toThrow(/exceeds 2\^53/);
    expect(mul(2n ** 52n, 3n)).toBeGreaterThan(2n ** 53n);
  });

  it("bad input is an InputError", () => {
    expect(() => mul(-1, 2)).toThrow(InputError);
    expect(() => mul(1.5, 2)).toThrow(InputError);
    expect(() => mul(2 ** 60, 2)).toThrow(InputError);
    expect(() => mul(-3n, 2n)).toThrow(InputError);
    expect(() => inv(0)).toThrow(/no nim inverse/);
    expect(() => inv(0n)).toThrow(InputError);
    expect(() => div(5, 0)).toThrow(/division by zero/);
    expect(() => sqrt(-2)).toThrow(InputError);
    expect(() => pow(2, -1)).toThrow(InputError);
  });
});
