// The tables and prose of notebook 07 formed in lib/studies/gobblet/report.ts (issue 26, item 6): each row is
// cross-checked against the solver results it summarises.
import { describe, expect, it } from "vitest";
import { games, studies } from "../lib";

const gb = studies.gobblet;
const small = { sizes: 3, piecesPerSize: 1, revealRule: "official" } as const;

describe("gobblet report", () => {
  it("value letters", () => {
    expect([1, -1, 0].map(gb.valueLetter)).toEqual(["W", "L", "D"]);
  });

  it("tablebase and proof search on S, M, L × 1: the comparison finds no disagreement, and the facts table restates the counts", () => {
    const tb = gb.solveGobbletTablebase(small);
    const placements = gb.countPlacements(small);
    const rows = gb.tablebaseRows(tb, placements);
    const cell = (q: string) => rows.find((r) => r.quantity.startsWith(q))!;
    expect(cell("wins").value).toBe(tb.wins.toLocaleString("en-US"));
    expect(cell("reachable positions up to symmetry").value).toBe(tb.reachable.positions.toLocaleString("en-US"));
    expect(tb.wins + tb.losses + tb.draws).toBe(tb.positions);
    expect(cell("initial position").value).toBe(gb.valueLetter(tb.valueOf(0)!.value));
    const proof = gb.proveGobblet(small, 9);
    const lao = gb.proveGobblet({ ...small, revealRule: "loseAtOnce" }, 5);
    const cmp = gb.proofComparison(proof, lao, tb.moveValues(0));
    expect(cmp.rows).toHaveLength(proof.firstMoves.length);
    expect(cmp.disagreements).toEqual([]);
    // every first move the search decided carries the tablebase's value and distance
    for (const [i, m] of proof.firstMoves.entries()) if (m.value !== 0) expect(cmp.rows[i]!.agree).toBe(true);
    expect(cmp.decided).toBe(proof.firstMoves.filter((m) => m.value !== 0).length);
    // a tablebase value changed by hand is reported as a disagreement
    const wrong = tb.moveValues(0).map((m) => ({ ...m, value: -m.value || 1 }));
    if (cmp.decided > 0) expect(gb.proofComparison(proof, lao, wrong).disagreements.length).toBeGreaterThan(0);
    expect(gb.slowestPositionsHtml(tb, small)).toContain("<svg");
  });

  it("the all-fixed sentence says 'the same' only when the counts are equal, and whether the sweeps are one per ply", () => {
    const sol = gb.solveGobblet({ sizes: 1, piecesPerSize: 3, revealRule: "loseAtOnce" });
    const row = { variant: "all fixed", positions: sol.positions, liftedStates: 0, analysedStates: 0, loopIterations: 0, wins: sol.wins, losses: sol.losses, draws: sol.draws,
      iterations: sol.solution.maxDistance + 1, initialValue: 0, initialSweep: 0, millis: 0 };
    expect(gb.allFixedSentence([row], sol)).toMatch(/\*\*the same\*\*.*sweeps are one per ply/);
    expect(gb.allFixedSentence([{ ...row, wins: row.wins + 1, iterations: 1 }], sol)).toMatch(/\*\*DIFFERENT\*\*.*are not one per ply/);
    expect(gb.allFixedSentence([{ ...row, variant: "seed" }], sol)).toBe("");
    const moves = gb.firstMoveRows({ loseAtOnce: sol });
    expect(moves.map((m) => m.value)).toEqual(sol.firstMoves.map((m) => gb.valueLetter(m.value)));
  });

  it("a false terminal state of the seed is terminal only under bug 2", () => {
    const seedEnum = gb.enumerateSeedStates();
    const seedRes = gb.seedRetrograde(seedEnum);
    const s = gb.falseTerminalState(seedRes);
    expect(s).toBeGreaterThan(0);
    expect(games.gobblet.seedCheckResult(s)[0]).toBe(1);
    expect(games.gobblet.seedCheckResult(s, { coveredMediumMovable: true, coveredPiecesVisible: false })[0]).toBe(0);
    // the per-iteration prints of the faithful port equal the seed's printed ones (SEED_004_PRINTED, seed 004's output)
    expect(gb.seedIterationRows(seedRes).every((r) => r.equal)).toBe(true);
  }, 120_000);
});
