// Claims tables of notebook 07 as data (issue 15): seed document 004's printed numbers against the
// faithful port, and Gobblet.jl's statement about the full game's first moves.
import { describe, expect, it } from "vitest";
import { claimsTable, tally } from "../lib/studies/claims";
import {
  SEED_004_PRINTED,
  enumerateSeedStates,
  firstMoveSizes,
  gobbletJlClaim,
  proveGobblet,
  seedNumberClaims,
  seedBugFindings,
  seedRetrograde,
  type FirstMoveValue,
  type SeedVariantRow,
} from "../lib/studies/gobblet";
import { GobbletRules, unpackMove } from "../lib/games/gobblet";

describe("seed document 004's printed numbers", () => {
  const e = enumerateSeedStates();
  const r = seedRetrograde(e);

  it("are all reproduced by the faithful port (the seed's own output, §全状態の列挙 and §後退解析)", () => {
    const records = seedNumberClaims(e, r);
    expect(records).toHaveLength(13);
    expect(records.filter((c) => c.verdict.status !== "confirmed").map((c) => c.claim)).toEqual([]);
    expect(claimsTable(records)[0]).toMatchObject({ claimed: "212,878", ours: "212,878", verdict: "confirmed: all_states = 212878, as claimed" });
  });

  it("a verdict changes when a printed number or an iteration line changes", () => {
    const records = seedNumberClaims(e, r, { ...SEED_004_PRINTED, loopIterations: 3_228_078 });
    expect(records.find((c) => c.claim.startsWith("loop回数"))!.verdict.status).toBe("not confirmed");
    const lines = SEED_004_PRINTED.iterationLines.map((l, i) => (i === 3 ? ([l[0], l[1] + 1, l[2]] as const) : l));
    const perSweep = seedNumberClaims(e, r, { ...SEED_004_PRINTED, iterationLines: lines }).at(-1)!;
    expect(perSweep.verdict.status).toBe("partly");
    expect(perSweep.verdict.because).toContain("iteration 4 = 151,167 / 60,425 / 1,286, claimed 151,167 / 60,426 / 1,286");
    expect(tally(seedNumberClaims(e, r, { ...SEED_004_PRINTED, draws: 0 }))).toEqual({ confirmed: 12, partly: 0, "not confirmed": 1 });
  });
});

describe("Gobblet.jl's first-move statement", () => {
  const move = (size: number, to: number, value: number): FirstMoveValue => ({ piece: { size, from: -1, to }, value });
  // Gobblet.jl README: the first player wins provided the first piece is a Small or a Large.
  const asPublished = [move(0, 1, 1), move(2, 4, 1), move(1, 0, -1), move(1, 4, -1)];

  it("is judged from the values of the first moves", () => {
    expect(firstMoveSizes(asPublished, 1, 3)).toEqual(["S", "L"]);
    expect(gobbletJlClaim({ value: 1, distance: 13 }, asPublished).verdict.status).toBe("confirmed");
    // A winning Medium, or a drawn root, contradicts it.
    expect(gobbletJlClaim({ value: 1, distance: 13 }, [...asPublished, move(1, 8, 1)]).verdict.status).toBe("partly");
    expect(gobbletJlClaim({ value: 0, distance: -1 }, asPublished.map((m) => ({ ...m, value: 0 }))).verdict.status).toBe("not confirmed");
  });

  it("proof-search first moves carry their piece and child as data, matching the move generator", () => {
    const config = { sizes: 2, piecesPerSize: 1, revealRule: "official" as const };
    const p = proveGobblet(config, 4);
    const rules = new GobbletRules(config);
    const kids: number[] = [];
    const moves: number[] = [];
    rules.expand(rules.initial, kids, moves);
    for (const m of p.firstMoves) {
      const i = kids.indexOf(m.child);
      expect(i, m.move).toBeGreaterThanOrEqual(0);
      expect(unpackMove(moves[i]!)).toEqual(m.piece);
    }
  });
});

describe("the bug table's findings", () => {
  // Rows as seedBugTable computed them in cgtlab's run of the faithful port (regression pin; the seed
  // row's numbers are the seed's own printed ones).
  const row = (variant: string, v: Partial<SeedVariantRow>): SeedVariantRow => ({
    variant, positions: 212626, liftedStates: 92808, analysedStates: 212878, loopIterations: 3228077, wins: 151817, losses: 61053,
    draws: 8, iterations: 7, initialValue: 1, initialSweep: 5, millis: 0, ...v,
  });
  const rows = [
    row("seed (all bugs)", {}),
    row("fix only coveredMediumMovable", { loopIterations: 2786611, wins: 151749, losses: 61121, iterations: 8 }),
    row("fix only liftedStatesAnalysed", { analysedStates: 212626, losses: 60801 }),
    row("fix only inPlaceSweep", { iterations: 11, initialSweep: 7 }),
    row("all fixed", { positions: 226220, analysedStates: 226220, wins: 162439, losses: 52702, draws: 11079, iterations: 40, initialValue: 0, initialSweep: 0 }),
  ];

  it("are computed from the rows and change with them", () => {
    const f = seedBugFindings(rows);
    expect(f).toContain("Bug 1 alone (covered Medium movable): the same positions, 441,466 fewer moves generated, wins 151,817 → 151,749.");
    expect(f).toContain("Bug 4 alone (lifted states analysed): 252 states fewer analysed, all of them counted as losses by the seed.");
    expect(f).toContain("Bug 5 alone (in-place sweeps): the same wins, losses and draws, 7 → 11 sweeps.");
    expect(f.at(-1)).toBe("On all 5 rows the initial position is a win (W) exactly when bug 2 or bug 3 is present, and D otherwise.");
    const changed = seedBugFindings(rows.map((r) => (r.variant === "all fixed" ? { ...r, initialValue: 1 } : r)));
    expect(changed.at(-1)).toBe('"The initial position is W exactly when bug 2 or bug 3 is present" fails on all fixed (W).');
    expect(seedBugFindings(rows.slice(0, 1))).toEqual([]);
  });
});
