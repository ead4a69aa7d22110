/**
 * Thermographs' fixed-width fast path (lib/cgt/thermo.ts: walls in doubles, every operation
 * checked exact, a BigInt fallback per game) against the plain BigInt reference it replaced
 * (lib/cgt/thermoReference.ts, kept unchanged): the same walls, temperature and mean on hundreds
 * of random hot games, on sums with numbers near and beyond 2^53 (where the fallback must run),
 * on numbers with deep denominators, and on a Domineering value.
 */
import { describe, expect, it } from "vitest";
import * as games from "../lib/games";
import * as solvers from "../lib/solvers";
import { randomCanonicalGames } from "../lib/cgt/random";
import * as S from "../lib/cgt/store";
import { clearThermoCache, mean, temperature, thermoFallbackCount, thermograph, thermographReference } from "../lib/cgt/thermo";
import { clearThermoReferenceCache } from "../lib/cgt/thermoReference";
import { dyadicToString } from "../lib/cgt/dyadic";
import { toId } from "../lib/cgt/value";

/** Fast and reference agree on g: the printed walls (every corner exact), temperature and mean. */
function expectSame(g: S.Game): void {
  const ref = thermographReference(g);
  expect(String(thermograph(g))).toBe(String(ref));
  expect(dyadicToString(temperature(g))).toBe(dyadicToString(ref.temperature));
  expect(dyadicToString(mean(g))).toBe(dyadicToString(ref.mean));
}

describe("thermograph fast path = BigInt reference", () => {
  it("agrees on 600 random canonical games (cold memo for each seed)", () => {
    let hot = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      clearThermoCache();
      clearThermoReferenceCache();
      const pool = randomCanonicalGames(seed, 40, 3, 3).slice(-100);
      for (const g of pool) {
        expectSame(g);
        if (thermograph(g).temperature.num > 0n) hot++;
      }
    }
    expect(hot).toBeGreaterThan(100); // the pool is mostly hot games, not numbers
  });

  it("falls back to BigInt exactly where doubles stop being exact: numbers near and past 2^53", () => {
    const before = thermoFallbackCount();
    const pool = randomCanonicalGames(11, 20, 3, 3).slice(-40);
    const shifts: [bigint, number][] = [
      [2n ** 52n - 1n, 0], // fits: integers to 2^53 are doubles
      [2n ** 53n - 1n, 0], // fits, but x ± t at t = 1/2 does not
      [2n ** 53n, 0],
      [2n ** 53n + 1n, 0], // a big number in the store
      [-(2n ** 60n) - 3n, 0],
      [2n ** 52n + 1n, 1], // 53 significant bits with a fraction
      [3n, 60], // a deep denominator, small numerator: stays fast
      [2n ** 40n + 1n, 20], // 61 bits: a big number
    ];
    for (const [num, exp] of shifts) {
      const x = S.dyadic(num, exp);
      for (const g of pool) expectSame(S.add(g, x));
    }
    expect(thermoFallbackCount()).toBeGreaterThan(before);
  });

  it("falls back on a rounded wall value even when every leaf is a double (the two-sum check)", () => {
    const int = (n: bigint): S.Game => S.dyadic(n, 0);
    // {2^52 | 2^52 − 1}: mean 2^52 − 1/2 has 53 significant bits: stays in doubles.
    const fits = S.game([int(2n ** 52n)], [int(2n ** 52n - 1n)]);
    // {2^53 − 1 | 2^53 − 2}: leaves are doubles, but the mean 2^53 − 3/2 needs 54 bits.
    const over = S.game([int(2n ** 53n - 1n)], [int(2n ** 53n - 2n)]);
    for (const g of [fits, over]) for (const o of [S.leftOption(g, 0), S.rightOption(g, 0)]) expect(S.isBigNumber(o)).toBe(false);
    clearThermoCache();
    let before = thermoFallbackCount();
    expectSame(fits);
    expect(thermoFallbackCount()).toBe(before);
    expect(dyadicToString(mean(fits))).toBe(`${2n ** 53n - 1n}/2`); // a switch {a|b}: mean (a+b)/2, temperature (a−b)/2
    before = thermoFallbackCount();
    expectSame(over);
    expect(thermoFallbackCount()).toBe(before + 1);
    expect(dyadicToString(mean(over))).toBe(`${2n ** 54n - 3n}/2`);
    expect(dyadicToString(temperature(over))).toBe("1/2");
    for (const k of randomCanonicalGames(12, 20, 3, 3).slice(-20)) expectSame(S.add(k, int(2n ** 53n - 1n)));
  });

  it("stays in doubles (no fallback) for small games", () => {
    clearThermoCache();
    const before = thermoFallbackCount();
    for (const g of randomCanonicalGames(21, 30, 3, 3)) thermograph(g);
    expect(thermoFallbackCount()).toBe(before);
  });

  it("agrees on Domineering values (2×6, 3×4, 4×4) and on ↑-towers (deep DAGs)", () => {
    for (const [h, w] of [[2, 6], [3, 4], [4, 4]] as const) {
      clearThermoCache();
      expectSame(toId(solvers.canonicalValue(games.domineering.ruleset, games.domineering.rectangle(h, w))));
    }
    let g = S.UP;
    for (let i = 0; i < 200; i++) g = S.add(g, S.UP);
    clearThermoCache();
    expectSame(S.add(g, S.dyadic(5, 3)));
  });
});
