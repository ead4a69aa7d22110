// The tables of notebook 06 formed in lib/studies/janken/report.ts (issue 26, item 6).
import { describe, expect, it } from "vitest";
import { studies } from "../lib";

const jk = studies.janken;

describe("janken report tables", () => {
  it("s(n→n) of janken: 2 players need both hands, 3 players all three (an all-same draw, or the third kind on hand 3); → 11/2 (seed 002)", () => {
    const rows = jk.drawStepsRows([2, 3, 60]);
    expect(rows.slice(0, 2).map((r) => r.s_nn)).toEqual(["2/1", "3/1"]);
    expect(rows[2]!.s_nn_decimal).toBeCloseTo(5.5, 6);
  });

  it("only two-pen gains when just the number of survivors must be certain; n = 3: s(3→1) drops from 3 to 7/3", () => {
    // Two-pen, 3 players: two different first hands already leave exactly one survivor (prob 1/2, 2 steps); equal ones
    // need the third hand (1/4 to 3 steps for one survivor): s = (1/2·2 + 1/4·3) / (3/4) = 7/3. Janken's count is never
    // certain before the last hand (it can still bring the third kind, or an all-same draw).
    const { rows, gainsIn } = jk.countDecisionGains([3, 4, 5, 6]);
    expect(gainsIn.janken).toEqual([]);
    expect(gainsIn.twopen).toContain(3);
    expect(rows.find((r) => r.game === "twopen" && r.n === 3 && r.m === 1)).toMatchObject({ p: "3/4", s_who_survives: "3/1", s_how_many_survive: "7/3" });
  });

  it("simulation rows: z, relative interval and coverage arithmetic; the point interval of two-pen n = 2 is not counted as random", () => {
    const exact = { janken: jk.expectedSteps("janken", 3), twopen: jk.expectedSteps("twopen", 3) };
    // exact t_2: janken 3 (Σ draws: 2 steps each, decided with probability 2/3), two-pen 2
    expect([exact.janken[2]!.toString(), exact.twopen[2]!.toString()]).toEqual(["3/1", "2/1"]);
    const sim = (game: "janken" | "twopen", n: number, mean: number, stderr: number) => ({ game, n, trials: 100, seed: 1, mean, sd: stderr * 10, stderr, meanRounds: 1, ci95: [mean - jk.Z95 * stderr, mean + jk.Z95 * stderr] as [number, number] });
    const rows = jk.simulationRows([sim("janken", 2, 2.5, 0.25), sim("twopen", 2, 2, 0)], exact);
    expect(rows[0]).toMatchObject({ exact: 3, z: -2, in_ci95: false });
    expect(rows[0]!.rel_error).toBeCloseTo(-1 / 6, 12);
    expect(rows[0]!.rel_ci95_high).toBeCloseTo((2.5 + jk.Z95 * 0.25) / 3 - 1, 12);
    expect(rows[1]).toMatchObject({ exact: 2, z: 0, in_ci95: true });
    const cov = jk.simulationCoverage(rows);
    expect(cov).toMatchObject({ covered: 1, total: 2, random: 1, misses: 1, chi2: 4 });
    expect(cov.missSd).toBeCloseTo(Math.sqrt(0.0475), 12);
  });

  it("growth columns and conclusions follow the exact table (every sentence's numbers from the rows)", () => {
    const steps = jk.stepsTable(30);
    const g = jk.growthRows(steps);
    expect(g[0]).toMatchObject({ n: 2, janken: 3, twopen: 2, ratio: 1.5, twopen_per_n: 1, parity: "two-pen, even n" });
    const lines = jk.conclusions(steps, jk.seedClaims({ steps, enumeration: [...jk.compareWithEnumeration("janken", 5), ...jk.compareWithEnumeration("twopen", 6)], simulation: { covered: 19, total: 20 } }));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("Two-pen is faster for every n = 2..30");
    expect(lines[3]).toContain(jk.twopenDropsDescription(steps).text);
  });
});
