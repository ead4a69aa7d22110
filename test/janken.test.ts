import { describe, expect, it } from "vitest";
import { BudgetExceededError, InputError } from "../lib/util";
import {
  GAMES,
  Rational,
  Rng,
  binomial,
  compareWithEnumeration,
  confidenceInterval,
  enumerateRound,
  expectedSteps,
  intervalCoverage,
  jankenDrawSteps,
  jankenDrawStepsBySum,
  playRound,
  roundTransitions,
  simulateRange,
  simulateSteps,
  solveExpectedSteps,
  stepsTable,
  survivors,
  transitionRows,
  type Game,
  type Transition,
} from "../lib/studies/janken";

const q = (n: number | bigint, d: number | bigint = 1): Rational => Rational.of(n, d);
const show = (ts: Transition[]): string[] => ts.map((t) => `${t.from}->${t.to} p=${t.p} s=${t.s}`);

describe("Rational", () => {
  it("normalises, does arithmetic exactly and prints num/den", () => {
    expect(q(6, -4).toString()).toBe("-3/2");
    expect(q(1, 3).add(q(1, 6)).toString()).toBe("1/2");
    expect(q(1, 3).sub(q(1, 2)).toString()).toBe("-1/6");
    expect(q(2, 3).mul(q(9, 4)).toString()).toBe("3/2");
    expect(q(2, 3).div(q(4, 9)).toString()).toBe("3/2");
    expect(q(3).toString()).toBe("3/1");
    expect(q(1, 3).compare(q(1, 2))).toBe(-1);
    expect(Rational.parse("-22/7").equals(q(-22, 7))).toBe(true);
    expect(Rational.parse("5").equals(q(5))).toBe(true);
    expect(q(22, 7).toDecimal(4)).toBe("3.1428");
    expect(q(-1, 8).toDecimal(3)).toBe("-0.125");
  });

  it("converts huge numerators and denominators to the nearest double", () => {
    const big = 3n ** 2000n;
    expect(Rational.of(big * 7n, big * 2n).toNumber()).toBe(3.5);
    expect(Rational.of(big + 1n, big).toNumber()).toBe(1);
    const r = Rational.of(10n ** 400n + 12345n, 10n ** 380n).toNumber();
    expect(r / 1e20).toBeCloseTo(1, 14);
    expect(q(-1, 3).toNumber()).toBe(-1 / 3);
  });

  it("rejects a zero denominator, division by zero and bad text", () => {
    expect(() => q(1, 0)).toThrow(InputError);
    expect(() => q(1).div(Rational.ZERO)).toThrow(InputError);
    expect(() => Rational.parse("1/2/3")).toThrow(InputError);
    expect(() => q(0.5)).toThrow(InputError);
  });

  it("binomial coefficients", () => {
    expect(binomial(5, 2)).toBe(10n);
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n);
    expect(binomial(4, 5)).toBe(0n);
  });
});

describe("janken draw steps s(n→n)", () => {
  it("the seed's closed form equals the first-principles sum for n = 1..100", () => {
    for (let n = 1; n <= 100; n++) expect(jankenDrawSteps(n).equals(jankenDrawStepsBySum(n)), `n = ${n}`).toBe(true);
  });

  it("small cases by hand and the seed's large-n limit of about 5.5", () => {
    // n = 2, 3: a draw needs every hand.
    expect(jankenDrawSteps(2).toString()).toBe("2/1");
    expect(jankenDrawSteps(3).toString()).toBe("3/1");
    // n = 4: third kind first at hand 3 w.p. 6/27, at hand 4 w.p. 6/27, all same w.p. 1/27 (4 steps):
    // (3·6 + 4·6 + 4·1)/27 = 46/27 over P(draw) = 13/27
    expect(jankenDrawSteps(4).toString()).toBe("46/13");
    expect(jankenDrawSteps(100).toNumber()).toBeCloseTo(5.5, 10);
  });
});

describe("round transitions: closed forms vs brute-force enumeration of all hand vectors", () => {
  const limits: Record<Game, number> = { janken: 10, twopen: 16 };
  for (const game of GAMES) {
    it(`${game}: p(n→m) and s(n→m) agree exactly for n = 2..${limits[game]}`, () => {
      for (let n = 2; n <= limits[game]; n++) {
        expect(show(enumerateRound(game, n)), `${game} n = ${n}`).toEqual(show(roundTransitions(game, n)));
      }
    });
  }

  it("table helpers: compareWithEnumeration and transitionRows", () => {
    expect(compareWithEnumeration("twopen", 8).every((r) => r.identical)).toBe(true);
    expect(compareWithEnumeration("janken", 5).map((r) => r.outcomes)).toEqual([2, 3, 4, 5]);
    expect(() => compareWithEnumeration("janken", 12, { budget: { maxPositions: 10_000 } })).toThrow(BudgetExceededError);
    const rows = transitionRows("janken", 4, 4);
    expect(rows.map((r) => `${r.m}:${r.p}:${r.s}`)).toEqual(["1:4/27:4/1", "2:2/9:4/1", "3:4/27:4/1", "4:13/27:46/13"]);
    expect(rows[3]!.s_decimal).toBeCloseTo(46 / 13, 12);
    expect(() => transitionRows("twopen", 5, 4)).toThrow(InputError);
  });

  it('decide: "count" stops once the number of survivors is certain (two-pen odd n saves a hand)', () => {
    // n = 3: after two different hands one player survives whatever the third shows
    expect(show(enumerateRound("twopen", 3, { decide: "count" }))).toEqual(["3->1 p=3/4 s=7/3", "3->3 p=1/4 s=3/1"]);
    expect(show(enumerateRound("twopen", 2, { decide: "count" }))).toEqual(["2->1 p=1/1 s=0/1"]);
    expect(show(enumerateRound("twopen", 6, { decide: "count" }))).toEqual(show(roundTransitions("twopen", 6)));
    for (let n = 2; n <= 7; n++) {
      expect(show(enumerateRound("janken", n, { decide: "count" }))).toEqual(show(roundTransitions("janken", n)));
    }
    expect(() => enumerateRound("janken", 3, { decide: "who" as "count" })).toThrow(InputError);
  });

  it("probabilities sum to 1 and s(n→m) = n except janken draws (n ≤ 60)", () => {
    for (const game of GAMES) {
      for (let n = 2; n <= 60; n++) {
        const ts = roundTransitions(game, n);
        expect(ts.reduce((a, t) => a.add(t.p), Rational.ZERO).equals(Rational.ONE)).toBe(true);
        for (const t of ts) if (!(game === "janken" && t.to === n)) expect(t.s.equals(q(n))).toBe(true);
      }
    }
  });

  it("the seed's tables: janken p(n→m) = C(n,m)/3^(n−1), two-pen draws, n = 2 parent/child", () => {
    expect(show(roundTransitions("janken", 3))).toEqual(["3->1 p=1/3 s=3/1", "3->2 p=1/3 s=3/1", "3->3 p=1/3 s=3/1"]);
    expect(show(roundTransitions("twopen", 2))).toEqual(["2->1 p=1/1 s=2/1"]);
    // n = 6: m = 1, 2 (minority), draw (2 + C(6,3))/2^6 = 22/64
    expect(show(roundTransitions("twopen", 6))).toEqual(["6->1 p=3/16 s=6/1", "6->2 p=15/32 s=6/1", "6->6 p=11/32 s=6/1"]);
    expect(show(roundTransitions("twopen", 5))).toEqual(["5->1 p=5/16 s=5/1", "5->2 p=5/8 s=5/1", "5->5 p=1/16 s=5/1"]);
  });

  it("survivor rules of a complete hand vector", () => {
    // janken: 0 rock, 1 scissors, 2 paper
    expect(survivors("janken", [0, 1, 1])).toBe(0b001); // rock beats scissors
    expect(survivors("janken", [2, 0, 0])).toBe(0b001); // paper beats rock
    expect(survivors("janken", [1, 2, 2])).toBe(0b001); // scissors beat paper
    expect(survivors("janken", [0, 1, 2])).toBe(0b111); // three kinds: draw
    expect(survivors("twopen", [0, 0])).toBe(0b01); // parent wins on equal hands
    expect(survivors("twopen", [0, 1])).toBe(0b10); // child wins on different hands
    expect(survivors("twopen", [0, 1, 1, 1])).toBe(0b0001); // minority wins
    expect(survivors("twopen", [0, 1, 1, 0])).toBe(0b1111); // half-half: draw
    expect(() => survivors("janken", [0, 3])).toThrow(InputError);
    expect(() => survivors("twopen", [0, 2, 1])).toThrow(/index 1/);
  });
});

describe("expected steps t_n", () => {
  it("small values by hand", () => {
    const j = expectedSteps("janken", 4);
    const w = expectedSteps("twopen", 5);
    expect(j.slice(1).map(String)).toEqual(["0/1", "3/1", "6/1", "72/7"]);
    expect(w.slice(1).map(String)).toEqual(["0/1", "2/1", "4/1", "8/1", "20/3"]);
  });

  it("the recursion on brute-force tables gives the same t_n (janken n ≤ 9, two-pen n ≤ 14)", () => {
    const cases: [Game, number][] = [["janken", 9], ["twopen", 14]];
    for (const [game, nMax] of cases) {
      const brute = solveExpectedSteps(nMax, (n) => enumerateRound(game, n));
      const exact = expectedSteps(game, nMax);
      expect(brute.map(String)).toEqual(exact.map(String));
    }
  });

  it("seed claims: janken grows like (3/2)^n, two-pen about 2n; the n = 8 ratio is about 4, not 5", () => {
    const rows = stepsTable(100);
    const r = (n: number) => rows[n - 1]!;
    expect(r(100).janken / r(99).janken).toBeCloseTo(1.5, 3);
    expect(r(100).twopen / 100).toBeGreaterThan(1.85);
    expect(r(100).twopen / 100).toBeLessThan(2);
    // the seed says "n = 8 の場合は5倍近くの差": exactly it is 3.98…; the ratio first passes 5 at n = 9
    expect(r(8).ratio).toBeCloseTo(3.9806, 3);
    expect(r(9).ratio).toBeCloseTo(5.715, 3);
    expect(r(1).ratio).toBeNull();
    expect(Rational.parse(r(8).janken_exact).toNumber()).toBe(r(8).janken);
  });

  it("two-pen t_n is not monotone: t_n > t_(n+1) exactly for even n ≥ 4 except n = 8 (n < 100)", () => {
    const w = expectedSteps("twopen", 100);
    const drops: number[] = [];
    for (let n = 1; n < 100; n++) if (w[n]!.compare(w[n + 1]!) > 0) drops.push(n);
    const expected = [4, 6];
    for (let n = 10; n < 100; n += 2) expected.push(n);
    expect(drops).toEqual(expected);
    const j = expectedSteps("janken", 100);
    for (let n = 1; n < 100; n++) expect(j[n]!.compare(j[n + 1]!)).toBe(-1);
  });

  it("bad input is an InputError", () => {
    expect(() => roundTransitions("janken", 1)).toThrow(InputError);
    expect(() => roundTransitions("chess" as Game, 3)).toThrow(/janken/);
    expect(() => expectedSteps("twopen", 0)).toThrow(InputError);
    expect(() => jankenDrawSteps(2.5)).toThrow(InputError);
    expect(() => solveExpectedSteps(3, (n) => [{ from: n, to: n, p: Rational.ONE, s: q(n) }])).toThrow(/never ends/);
    expect(() => solveExpectedSteps(3, () => [{ from: 9, to: 1, p: Rational.ONE, s: q(1) }])).toThrow(InputError);
  });
});

describe("brute force and simulation budgets and input", () => {
  it("enumeration stops with BudgetExceededError naming maxPositions", () => {
    expect(() => enumerateRound("janken", 10, { budget: { maxPositions: 1000 } })).toThrow(BudgetExceededError);
    expect(() => enumerateRound("janken", 10, { budget: { maxPositions: 1000 } })).toThrow(/maxPositions/);
    expect(() => enumerateRound("janken", 21)).toThrow(InputError);
  });

  it("simulation stops with BudgetExceededError and rejects bad input", () => {
    expect(() => simulateSteps("janken", 25, 100, 1, { budget: { maxPositions: 10_000 } })).toThrow(/maxPositions/);
    expect(() => simulateSteps("janken", 5, 1, 1)).toThrow(InputError);
    expect(() => new Rng(-1)).toThrow(InputError);
    expect(() => playRound("janken", 1, new Rng(1))).toThrow(InputError);
    expect(() => playRound("go" as Game, 3, new Rng(1))).toThrow(InputError);
  });
});

describe("seeded Monte Carlo simulation (hands revealed one at a time)", () => {
  it("simulateRange seeds each n separately and reports progress per n", () => {
    const seen: number[] = [];
    const all = simulateRange("twopen", 6, 300, 5, { onProgress: (p) => seen.push(p.done) });
    expect(all.map((r) => r.n)).toEqual([2, 3, 4, 5, 6]);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(all[3]).toEqual(simulateSteps("twopen", 5, 300, 5 + 7919 * 5));
    expect(all[0]!.sd).toBe(0); // n = 2: always exactly 2 steps
    expect(() => simulateRange("janken", 20, 1000, 1, { budget: { maxPositions: 50_000 } })).toThrow(BudgetExceededError);
  });

  it("the 95% intervals are calibrated: coverage over 200 independent seeds (two-pen n = 9, janken n = 8)", () => {
    const tw = intervalCoverage("twopen", 9, 400, 200, 3, expectedSteps("twopen", 9)[9]!.toNumber());
    const ja = intervalCoverage("janken", 8, 200, 200, 4, expectedSteps("janken", 8)[8]!.toNumber());
    for (const c of [tw, ja]) {
      // binomial(200, 0.95) has sd 1.5%: 4 sd either side
      expect(c.coverage95).toBeGreaterThan(0.89);
      expect(c.coverage95).toBeLessThanOrEqual(1);
      expect(Math.abs(c.meanZ)).toBeLessThan(0.3); // sd of a mean of 200 z-scores is 0.07
      expect(c.varZ).toBeGreaterThan(0.7);
      expect(c.varZ).toBeLessThan(1.35);
    }
    // a wrong reference is detected
    expect(intervalCoverage("twopen", 9, 400, 50, 3, 15.5).coverage95).toBeLessThan(0.5);
    expect(() => intervalCoverage("twopen", 9, 400, 50, 3, NaN)).toThrow(InputError);
  });

  it("is reproducible from its seed", () => {
    expect(simulateSteps("janken", 7, 500, 42)).toEqual(simulateSteps("janken", 7, 500, 42));
    expect(simulateSteps("janken", 7, 500, 42).mean).not.toBe(simulateSteps("janken", 7, 500, 43).mean);
  });

  it("round frequencies and janken draw step counts match p(n→m) and s(n→n)", () => {
    const rng = new Rng(7);
    const rounds = 200_000;
    for (const [game, n] of [["janken", 6], ["twopen", 8]] as [Game, number][]) {
      const freq = new Array<number>(n + 1).fill(0);
      const steps = new Array<number>(n + 1).fill(0);
      for (let i = 0; i < rounds; i++) {
        const r = playRound(game, n, rng);
        freq[r.survivors]!++;
        steps[r.survivors]! += r.steps;
      }
      for (const t of roundTransitions(game, n)) {
        const p = t.p.toNumber();
        const sigma = Math.sqrt((p * (1 - p)) / rounds);
        expect(Math.abs(freq[t.to]! / rounds - p), `${game} ${n}→${t.to}`).toBeLessThan(4.5 * sigma);
        // mean steps per outcome: steps are in [2, n], so 4.5·n/(2√count) bounds 4.5 standard errors
        expect(Math.abs(steps[t.to]! / freq[t.to]! - t.s.toNumber())).toBeLessThan((4.5 * n) / (2 * Math.sqrt(freq[t.to]!)));
      }
    }
  });

  it("simultaneous intervals for t_n contain the exact values (janken n ≤ 16, two-pen n ≤ 30)", () => {
    // 44 intervals; Bonferroni at family level 1% needs z = 3.69 per interval: use 3.9.
    const z = 3.9;
    const cases: [Game, number][] = [["janken", 16], ["twopen", 30]];
    let covered95 = 0;
    let total = 0;
    for (const [game, nMax] of cases) {
      const exact = expectedSteps(game, nMax);
      for (let n = 2; n <= nMax; n++) {
        const sim = simulateSteps(game, n, 3000, 1000 * n + (game === "janken" ? 1 : 2));
        const t = exact[n]!.toNumber();
        const [lo, hi] = confidenceInterval(sim, z);
        expect(lo <= t && t <= hi, `${game} n = ${n}: ${t} not in [${lo}, ${hi}]`).toBe(true);
        total++;
        if (sim.ci95[0] <= t && t <= sim.ci95[1]) covered95++;
      }
    }
    // the plain 95% intervals should cover about 95% of the exact values
    expect(covered95 / total).toBeGreaterThan(0.85);
  });
});
