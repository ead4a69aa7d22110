// Claims as data (issue 15): verdict rules of lib/studies/claims, and seed 002's claims table
// (lib/studies/janken/claims.ts) whose verdicts must follow the data and the claimed numbers.
import { describe, expect, it } from "vitest";
import { InputError } from "../lib/util";
import { abbreviate, allOf, claimsTable, describeSet, equals, forAll, growthOf, near, tally } from "../lib/studies/claims";
import {
  SEED_002_CLAIMED,
  compareWithEnumeration,
  firstRatioAtLeast,
  seedClaims,
  stepDrops,
  stepsTable,
  twopenDropsDescription,
  type StepsRow,
} from "../lib/studies/janken";

describe("verdict rules", () => {
  it("equals and near judge from the numbers given", () => {
    expect(equals(3, 3).status).toBe("confirmed");
    expect(equals("linear", "exponential" as string).status).toBe("not confirmed");
    expect(near(3.98, 5, { relative: 0.1 })).toEqual({ status: "not confirmed", because: "ours = 3.98 is 20% below 5 (tolerance 10%)" });
    expect(near(4.6, 5, { relative: 0.1 }).status).toBe("confirmed");
    expect(near(5.4, 5.5, { absolute: 0.25 }).status).toBe("confirmed");
    expect(near(5.5, 5.5, { absolute: 0 }).because).toBe("ours = 5.5, exactly as claimed");
    // either tolerance suffices
    expect(near(0.2, 0, { relative: 0.1, absolute: 0.5 }).status).toBe("confirmed");
  });

  it("forAll says where a claim fails, allOf combines", () => {
    const cases = [2, 3, 4, 5].map((n) => ({ n, holds: n !== 4 }));
    expect(forAll(cases)).toEqual({ status: "partly", because: "fails for n ∈ {4} (1 of 4 cases)" });
    expect(forAll(cases.map((c) => ({ ...c, holds: true }))).status).toBe("confirmed");
    expect(forAll(cases.map((c) => ({ ...c, holds: false }))).status).toBe("not confirmed");
    expect(forAll(cases.map((c) => ({ ...c, holds: c.n === 2 }))).because).toBe("holds only for n ∈ {2} (1 of 4 cases)");
    expect(allOf(equals(1, 1), equals(2, 2)).status).toBe("confirmed");
    expect(allOf(equals(1, 1), equals(2, 3)).status).toBe("partly");
    expect(allOf(equals(1, 2), equals(2, 3)).status).toBe("not confirmed");
  });

  it("describeSet computes the exceptions to a pattern, and falls back to a list", () => {
    const evens = { name: "even n from 4 to 12", members: [4, 6, 8, 10, 12] };
    expect(describeSet([4, 6, 10, 12], evens).text).toBe("every even n from 4 to 12 except n = 8");
    expect(describeSet([4, 6, 8, 10, 12], evens)).toEqual({ text: "every even n from 4 to 12", except: [], extra: [], exact: true });
    expect(describeSet([4, 6, 8, 9, 10, 12], evens).text).toBe("every even n from 4 to 12, and also n = 9");
    expect(describeSet([3, 5, 7], evens).text).toBe("n ∈ {3, 5, 7}");
    expect(describeSet([], evens).text).toBe("no n");
    expect(abbreviate([1, 2, 3, 4, 7, 9, 10])).toBe("1..4, 7, 9, 10");
  });

  it("growthOf tells 2^n from 2n and from n²", () => {
    const seq = (f: (n: number) => number) => Array.from({ length: 31 }, (_, n) => f(n));
    expect(growthOf(seq((n) => 2 ** n), 1).growth).toBe("exponential");
    expect(growthOf(seq((n) => 2 * n + (n % 2 ? 0.3 : -0.2) * n), 1).growth).toBe("linear");
    expect(growthOf(seq((n) => n * n), 1).growth).toBe("other");
  });

  it("bad input is an InputError naming what was wrong", () => {
    expect(() => near(Number.NaN, 5, { relative: 0.1 })).toThrow(/claims.near: our value must be a finite number/);
    expect(() => near(1, 5, {})).toThrow(InputError);
    expect(() => near(1, 5, { relative: -1 })).toThrow(/tolerances must be ≥ 0/);
    expect(() => forAll([])).toThrow(/no cases/);
    expect(() => allOf()).toThrow(InputError);
    expect(() => growthOf([1, 2, 3, 4], 1)).toThrow(/need at least 4 values/);
  });
});

describe("seed 002's claims table", () => {
  const steps = stepsTable(30);
  const enumeration = [...compareWithEnumeration("janken", 6), ...compareWithEnumeration("twopen", 8)];
  const byClaim = (records: ReturnType<typeof seedClaims>, start: string) => records.find((r) => r.claim.startsWith(start))!;

  it("derives every verdict from the data (the known results of the exact computation)", () => {
    const c = seedClaims({ steps, enumeration });
    const status = c.map((r) => r.verdict.status);
    expect(c).toHaveLength(10);
    // t_8: janken 23323688/413385 ≈ 56.42, two-pen 326/23 ≈ 14.17, ratio 536444824/134763510 ≈ 3.98064 (regression pin: cgtlab's exact values,
    // cross-checked in test/janken.test.ts by enumeration and simulation), ratio ≈ 3.98: not "nearly 5".
    expect(byClaim(c, "at n = 8").verdict.status).toBe("not confirmed");
    expect(byClaim(c, "at n = 8").ours).toContain("first reaches 5 at n = 9");
    // s(n→n) → 11/2 (the seed's closed form, proved in notebook 06 by a recursion).
    expect(byClaim(c, "for many players").verdict.status).toBe("confirmed");
    // Two-pen p(n→n) = (2 + C(n, n/2))/2^n for even n: p(4→4) = 1/2 > janken's 1 − 14/27 = 13/27.
    expect(byClaim(c, "two-pen draws less often").verdict.because).toBe("fails for n ∈ {4} (1 of 29 cases)");
    expect(byClaim(c, "two-pen has no draws").verdict.because).toBe("holds only for n ∈ {2} (1 of 29 cases)");
    expect(byClaim(c, "t_n increases").ours).toContain("every even n from 4 to 28 except n = 8");
    expect(status.filter((s) => s === "confirmed")).toHaveLength(6);
    expect(tally(c)).toEqual({ confirmed: 6, partly: 3, "not confirmed": 1 });
    const rows = claimsTable(c);
    expect(rows[2]!.verdict).toBe("not confirmed: ratio at n = 8 = 3.98064 is 20% below 5 (tolerance 10%)");
  });

  it("a verdict changes when a claimed number changes", () => {
    const claimed4 = { ...SEED_002_CLAIMED, ratioAt: { ...SEED_002_CLAIMED.ratioAt, ratio: 4 } };
    expect(byClaim(seedClaims({ steps, enumeration }, claimed4), "at n = 8").verdict.status).toBe("confirmed");
    const claimed9 = { ...SEED_002_CLAIMED, ratioAt: { n: 9, ratio: 5, relativeTolerance: 0.2 } };
    expect(byClaim(seedClaims({ steps, enumeration }, claimed9), "at n = 9").verdict.status).toBe("confirmed");
    const hands = { ...SEED_002_CLAIMED, drawHands: { hands: 4.5, absoluteTolerance: 0.25 } };
    expect(byClaim(seedClaims({ steps, enumeration }, hands), "for many players").verdict.status).toBe("not confirmed");
  });

  it("a verdict and an exception list change when the data change", () => {
    // Make two-pen's t_8 exceed t_9: n = 8 joins the drops and the exception list disappears.
    const bumped: StepsRow[] = steps.map((r) => (r.n === 8 ? { ...r, twopen_exact: "20/1", twopen: 20 } : r));
    expect(stepDrops(steps, "twopen")).not.toContain(8);
    expect(stepDrops(bumped, "twopen")).toContain(8);
    expect(twopenDropsDescription(bumped).text).toBe("every even n from 4 to 28");
    expect(byClaim(seedClaims({ steps: bumped, enumeration }), "t_n increases").ours).toContain("t_n > t_(n+1) for every even n from 4 to 28");
    // One enumeration mismatch turns "the formulas" and "s(n→m) = n" into partial verdicts.
    const broken = enumeration.map((e) => (e.game === "twopen" && e.n === 5 ? { ...e, identical: false } : e));
    const c = seedClaims({ steps, enumeration: broken });
    expect(byClaim(c, "closed form").verdict.status).toBe("partly");
    expect(byClaim(c, "two-pen: s(n→m)").verdict.because).toBe("fails for n ∈ {5} (1 of 7 cases)");
    expect(firstRatioAtLeast(steps, 5)).toBe(9);
    expect(firstRatioAtLeast(steps, 1e9)).toBeUndefined();
  });

  it("rejects tables it cannot judge", () => {
    expect(() => seedClaims({ steps: steps.slice(0, 5), enumeration })).toThrow(/need t_n for n = 1..9/);
    expect(() => seedClaims({ steps: steps.slice(1), enumeration })).toThrow(/steps row 0 has n = 2/);
    expect(() => seedClaims({ steps, enumeration: enumeration.filter((e) => e.game === "janken") })).toThrow(/both games/);
  });
});
