// Lenstra's constants of transfinite nim arithmetic (cgt.lenstraQSet / lenstraExcess / lenstraAlpha, issue 29 item 4,
// "nim-field calculator tables"): against CGSuite's NimFieldConstants (the expectation of its NimFieldCalculatorTest),
// Conway's On Numbers and Games ch. 6 (ω³ = 2, (ω^ω)⁵ = 4, (ω^(ω²))⁷ = ω + 1) and plain checks of the definition
// (α_p = the least ordinal below κ_p with no p-th root there) in fields small enough to search.
import { describe, expect, it } from "vitest";
import { BudgetExceededError, InputError } from "../lib/util";
import { lenstraAlpha, lenstraExcess, lenstraQSet, nimPower, nimProduct, nimProductReferenceTable } from "../lib/cgt";

describe("against CGSuite's NimFieldConstants (NimFieldCalculatorTest: 'compute excess and Q-sets correctly for p <= 43')", () => {
  // CGSuite, lib/core/src/main/scala/org/cgsuite/core/impartial/arithmetic/NimFieldConstants.scala: qSet and excess
  // for the primes 3 … 43 (indices 1 … 13 of its tables), which its NimFieldCalculatorTest recomputes.
  const cgsuite: [number, number[], number][] = [
    [3, [2], 0], [5, [4], 0], [7, [3], 1], [11, [5], 1], [13, [4, 3], 0], [17, [8], 0], [19, [9], 4],
    [23, [11], 1], [29, [4, 7], 0], [31, [5], 1], [37, [4, 9], 0], [41, [5], 1], [43, [7], 1],
  ];
  for (const [p, q, m] of cgsuite) {
    it(`p = ${p}: Q(p) = {${q.join(",")}}, excess ${m}`, () => {
      expect(lenstraQSet(p)).toEqual([...q].sort((a, b) => a - b));
      expect(lenstraExcess(p)).toBe(m);
    });
  }
  it("p = 229 (CGSuite's second case: α_19, a component, has excess 4 > 1): Q(229) = {19}, excess 1", () => {
    // CGSuite NimFieldConstants index 49 (p = 229): qSet (19), excess 1; NimFieldCalculatorTest "compute excess and
    // Q-set correctly for p = 229". A field of degree 684 (19 · 9 · 4): about 4 s here on a shared machine.
    expect(lenstraQSet(229)).toEqual([19]);
    expect(lenstraExcess(229)).toBe(1);
    expect(lenstraAlpha(229)).toBe("ω^(ω^6) + 1"); // 19 is the 7th prime: κ_19 = ω^(ω^6)
  }, 120_000);
  it("p = 2: the empty Q-set and excess 0 (index 0 of CGSuite's tables)", () => {
    expect(lenstraQSet(2)).toEqual([]);
    expect(lenstraExcess(2)).toBe(0);
  });
});

describe("α_p in Cantor normal form", () => {
  it("ONAG ch. 6: ω³ = 2, (ω^ω)⁵ = 4, (ω^(ω²))⁷ = ω + 1; then α_11 … α_43 from the Q-sets and excesses above", () => {
    expect([3, 5, 7].map((p) => lenstraAlpha(p))).toEqual(["2", "4", "ω + 1"]);
    // κ_5 = ω^ω, κ_9 = ω^3, κ_7 = ω^(ω²), κ_11 = ω^(ω³); 2-power parts are finite (κ_4 = 4, κ_8 = 16)
    expect([11, 13, 17, 19, 23, 29].map((p) => lenstraAlpha(p))).toEqual(["ω^ω + 1", "ω + 4", "16", "ω^3 + 4", "ω^(ω^3) + 1", "ω^(ω^2) + 4"]);
  });
});

describe("the nim-multiplication table of 0..15 (Conway, On Numbers and Games, ch. 6; OEIS A051775)", () => {
  it("nimProduct and the plain mex definition both give the published table", () => {
    const published = [
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5],
      [0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10],
      [0, 4, 8, 12, 6, 2, 14, 10, 11, 15, 3, 7, 13, 9, 5, 1],
      [0, 5, 10, 15, 2, 7, 8, 13, 3, 6, 9, 12, 1, 4, 11, 14],
      [0, 6, 11, 13, 14, 8, 5, 3, 7, 1, 12, 10, 9, 15, 2, 4],
      [0, 7, 9, 14, 10, 13, 3, 4, 15, 8, 6, 1, 5, 2, 12, 11],
      [0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2],
      [0, 9, 14, 7, 15, 6, 1, 8, 5, 12, 11, 2, 10, 3, 4, 13],
      [0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 4, 2, 8, 13, 7],
      [0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15, 14, 5, 3, 8],
      [0, 12, 4, 8, 13, 1, 9, 5, 6, 10, 2, 14, 11, 7, 15, 3],
      [0, 13, 6, 11, 9, 4, 15, 2, 14, 3, 8, 5, 7, 10, 1, 12],
      [0, 14, 7, 9, 5, 11, 2, 12, 10, 4, 13, 3, 15, 1, 8, 6],
      [0, 15, 5, 10, 1, 14, 4, 11, 2, 13, 7, 8, 3, 12, 6, 9],
    ];
    expect(published.map((row, a) => row.map((_, b) => nimProduct(a, b)))).toEqual(published);
    const ref = nimProductReferenceTable(16);
    expect(published.map((row, a) => row.map((_, b) => ref[a * 16 + b]))).toEqual(published);
  });
});

describe("plain checks of the definition", () => {
  /** Least finite nimber x ≥ 1 that is not a p-th power in GF(2^(2^k)) (x < 2^(2^k)): x^((2^(2^k)−1)/p) ≠ 1. */
  const leastNonPower = (p: number, k: number): number => {
    const order = 2n ** (2n ** BigInt(k)) - 1n;
    expect(order % BigInt(p)).toBe(0n);
    for (let x = 1; ; x++) if (nimPower(BigInt(x), order / BigInt(p)) !== 1n) return x;
  };
  it("Fermat primes (Q(p) a single 2-power, α_p finite): α_p is the least nimber with no p-th root, in every GF(2^(2^k)) tried", () => {
    // For p = 3, 5, 17, 257 the field below κ_p is the finite nimbers; v_p(2^(2^k) − 1) does not grow with k, so a
    // nimber without a p-th root in GF(2^(2^k)) has none in any larger finite field: the search is the definition.
    for (const [p, ks] of [[3, [1, 2, 3, 4, 5]], [5, [2, 3, 4, 5]], [17, [3, 4, 5]], [257, [4, 5]]] as const) {
      const alpha = Number(lenstraAlpha(p));
      for (const k of ks) expect(leastNonPower(p, k), `p = ${p}, GF(2^${2 ** k})`).toBe(alpha);
    }
  });

  it("p = 7: in GF(64) = GF(4)(ω), ω³ = 2, the least of 1, 2, 3, ω, ω + 1 with no 7th root is ω + 1", () => {
    // Plain arithmetic: a0 + a1·ω + a2·ω² with a_i in GF(4) (nimbers 0..3), reduced by ω³ = 2 (ONAG ch. 6).
    type E = [number, number, number];
    const t4 = nimProductReferenceTable(4);
    const m4 = (a: number, b: number): number => t4[a * 4 + b];
    const mul = (x: E, y: E): E => {
      const c = [0, 0, 0, 0, 0];
      for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) c[i + j] ^= m4(x[i], y[j]);
      return [c[0] ^ m4(c[3], 2), c[1] ^ m4(c[4], 2), c[2]];
    };
    const pow = (x: E, e: number): E => {
      let r: E = [1, 0, 0];
      for (let i = 0; i < e; i++) r = mul(r, x);
      return r;
    };
    const isSeventhPower = (x: E): boolean => pow(x, 63 / 7).join() === "1,0,0";
    // every finite nimber below ω is a 7th power (7 ∤ 2^(2^k) − 1), ω too, ω + 1 is not
    expect([[1, 0, 0], [2, 0, 0], [3, 0, 0], [0, 1, 0]].map((x) => isSeventhPower(x as E))).toEqual([true, true, true, true]);
    expect(isSeventhPower([1, 1, 0])).toBe(false);
    expect(lenstraAlpha(7)).toBe("ω + 1");
    expect(lenstraQSet(7)).toEqual([3]);
    expect(nimProduct(2, nimProduct(2, 2))).toBe(1); // 2 has order 3 in GF(4)*: ω⁹ = 2³ = 1, so ω is a 7th power in GF(64)
  });
});

describe("bad input and budgets", () => {
  it("p not a prime; α of 2; a budget that ends the search names its limit", () => {
    expect(() => lenstraQSet(4)).toThrow(InputError);
    expect(() => lenstraExcess(1.5)).toThrow(/p must be a prime, got 1.5/);
    expect(() => lenstraQSet(Number.NaN)).toThrow(InputError);
    expect(() => lenstraAlpha(2)).toThrow(/odd prime/);
    let err: unknown;
    try {
      lenstraExcess(47, { budget: { maxPositions: 50 } });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect(String(err)).toMatch(/maxPositions.*Lenstra's excess of 47/);
  });
});
