import { beforeAll, describe, expect, it } from "vitest";
import {
  FULL_GAME,
  GobbletRules,
  LAYER,
  SYMMETRIES,
  SEED_TRANSFORM_TABLES,
  boardSvg,
  referenceExpand,
  seedCheckResult,
  seedChoosablePieces,
  seedHand,
  seedLegalActions,
  seedNormalize,
  seedSettingAxes,
  seedStacks,
  seedBoards as G_boards,
  type GobbletConfig,
} from "../lib/games/gobblet";
import {
  GobbletProver,
  compareWithSeed,
  countPlacements,
  countReachablePositions,
  solveGobbletTablebase,
  enumerateSeedStates,
  principalVariation,
  proveGobblet,
  seedMoveValues,
  seedRetrograde,
  seedValueChanges,
  solveGobblet,
  type GobbletSolution,
  type SeedEnumeration,
  type SeedRetrogradeResult,
} from "../lib/studies/gobblet";
import { boundedNegamax, buildStateGraph, solveBySweeps } from "../lib/solvers/retrograde";
import { BudgetExceededError, InputError } from "../lib/util";

const bin = (s: string) => parseInt(s.replace(/_/g, ""), 2);
const NO_BUGS = {
  coveredMediumMovable: false,
  coveredPiecesVisible: false,
  revealLosesPosition: false,
  liftedStatesAnalysed: false,
  inPlaceSweep: false,
};

describe("seed port: the notebook's own printed checks", () => {
  it("create_hand, legal_actions and can_choising_pieces", () => {
    expect(seedHand(bin("01001000010000000000000000000001100"))).toEqual([0, 1, 2, 0]);
    expect(seedLegalActions(0)).toHaveLength(18);
    const chosen = seedChoosablePieces(bin("100000000_000100000_000000000_000000000"));
    expect(chosen.map((a) => a.toString(2).padStart(11, "0"))).toEqual([
      "01000000000", "11000000000", "10000100000", "00100000000",
    ]);
  });

  it("can_setting_axis example, including the covered Medium the seed lets move", () => {
    const state = bin("110000000_010000001_001100000_001010000");
    const out = seedChoosablePieces(state).map((b) => [b, seedSettingAxes(b, state).map((x) => x.toString(2).padStart(9, "0"))]);
    expect(out).toEqual([
      [0b1_0_000000001, ["000000010", "000000100", "000001000"]],
      [0b0_0_010000000, ["000000001", "000000010", "000000100", "000001000", "000010000"]],
      [0b1_0_010000000, ["000000010", "000000100", "000001000"]], // Medium under my own Large
      [0b0_0_100000000, ["000000001", "000000010", "000000100", "000001000", "000010000"]],
    ]);
    // With the `==` bug fixed the covered Medium is not movable.
    expect(seedChoosablePieces(state, { coveredMediumMovable: false, coveredPiecesVisible: true })).toHaveLength(3);
  });

  it("normalisation and check_result examples", () => {
    expect(seedNormalize(bin("111000000_000000000_000000000_000000000"))).toBe(bin("000000111_000000000_000000000_000000000"));
    expect(seedCheckResult(0)).toEqual([0, 0]);
    expect(seedCheckResult(bin("110000000001000000000000000000000000"))).toEqual([1, 0]);
    expect(seedCheckResult(bin("000000000000000000110000000101000000"))).toEqual([1, 1]);
    // Bug: my Medium under the opponent's Large still completes my line.
    const covered = bin("000000000_111000000_100000000_000000000");
    expect(seedCheckResult(covered)).toEqual([1, 0]);
    expect(seedCheckResult(covered, { coveredMediumMovable: true, coveredPiecesVisible: false })).toEqual([0, 0]);
  });

  it("the seed's 8 transforms are exactly the 8 symmetries of the square", () => {
    const seedToMine = (m: number) => {
      let r = 0;
      for (let p = 0; p < 9; p++) if ((m >> (8 - p)) & 1) r |= 1 << p;
      return r;
    };
    const asPerm = (t: Uint16Array) =>
      Array.from({ length: 9 }, (_, p) => Math.log2(seedToMine(t[1 << (8 - p)]!))).join(",");
    const seedPerms = new Set(SEED_TRANSFORM_TABLES.map(asPerm));
    expect(seedPerms.size).toBe(8);
    expect(seedPerms).toEqual(new Set(SYMMETRIES.map((p) => p.join(","))));
  });
});

describe("seed port: the notebook's numbers, exactly", () => {
  let e: SeedEnumeration;
  let r: SeedRetrogradeResult;
  beforeAll(() => {
    e = enumerateSeedStates();
    r = seedRetrograde(e);
  });

  it("enumeration: 212,878 states, 212,626 set, 92,808 lifted, 3,228,077 loops", () => {
    expect(e.allStates.length).toBe(212878);
    expect(e.setStates.length).toBe(212626);
    expect(e.liftedStates.length).toBe(92808);
    expect(e.liftedOnly).toBe(252);
    expect(e.loopIterations).toBe(3228077);
    expect([...e.allStates.slice(0, 5)]).toEqual([0, 1, 2, 3, 5]);
    expect(e.allStates[e.allStates.length - 1]).toBe(9194308164);
    // create_hand is right on every state: no piece type ever has more than two bits.
    expect(e.allStates.every((s) => seedHand(s).every((h) => h >= 0 && h <= 2))).toBe(true);
    const pop = (m: number) => m.toString(2).replace(/0/g, "").length;
    expect(e.allStates.every((s) => G_boards(s).every((m) => pop(m) <= 2))).toBe(true);
  });

  it("retrograde prints, per iteration and final (labels swapped)", () => {
    expect(r.lines.map((l) => [l.wins, l.losses, l.draws])).toEqual([
      [0, 35324, 177554],
      [141508, 39890, 31480],
      [148454, 56655, 7769],
      [151167, 60425, 1286],
      [151741, 60985, 152],
      [151811, 61049, 18],
      [151817, 61053, 8],
    ]);
    expect(r.iterations).toBe(7);
    expect([r.wins, r.losses, r.draws]).toEqual([151817, 61053, 8]);
    expect([r.printedAsWins, r.printedAsLosses]).toEqual([61053, 151817]);
    expect(r.missingChildren).toBe(0);
  });

  it("the CSV rows shown in the seed (RESULT, RESULT_NUM)", () => {
    const rows: [number, number, number][] = [
      [0, 1, 5], [1, -1, 5], [2, -1, 6], [3, -1, 4], [5, -1, 3],
      [9194308114, -1, 0], [9194308116, -1, 0], [9194308130, 1, 1], [9194308136, 1, 1], [9194308164, 1, 1],
    ];
    for (const [state, res, num] of rows) {
      const i = r.states.indexOf(state);
      expect([r.winLose[i], r.winLoseCount[i]]).toEqual([res, num]);
    }
    expect([r.initialValue, r.initialCount]).toEqual([1, 5]);
    // For the seed every first move wins (children decided in sweeps 5, 5, 4, 5, 6, 4).
    expect(seedMoveValues(r, 0).map((m) => [m.move, m.value, m.sweep])).toEqual([
      ["L→c1", 1, 5], ["L→b1", 1, 5], ["L→b2", 1, 4], ["M→c1", 1, 5], ["M→b1", 1, 6], ["M→b2", 1, 4],
    ]);
  });

  it("the seed with every bug fixed equals the correct lose-at-once solution, position by position", () => {
    const ef = enumerateSeedStates(NO_BUGS);
    const rf = seedRetrograde(ef, NO_BUGS);
    const correct = solveGobblet({ sizes: 2, piecesPerSize: 2, revealRule: "loseAtOnce" });
    const cmp = compareWithSeed(rf, ef.setStates, correct);
    expect(cmp.table).toEqual({
      W: { W: correct.wins, L: 0, D: 0, unreachable: 0 },
      L: { W: 0, L: correct.losses, D: 0, unreachable: 0 },
      D: { W: 0, L: 0, D: correct.draws, unreachable: 0 },
    });
    expect(cmp.missingInSeed).toBe(0);
    // Jacobi sweeps: the seed counter is then the exact distance (+1 for the last, idle sweep).
    expect(rf.iterations).toBe(correct.solution.maxDistance + 1);
  });

  it("aliasing changes only the sweep counts, not the values", () => {
    const jacobi = seedRetrograde(e, { inPlaceSweep: false });
    expect([jacobi.wins, jacobi.losses, jacobi.draws]).toEqual([151817, 61053, 8]);
    expect([...jacobi.winLose]).toEqual([...r.winLose]);
    expect(jacobi.iterations).toBe(11);
    expect(seedValueChanges(r, jacobi)).toEqual({});
    // Dropping the 252 lifted-only states changes no other value.
    expect(seedValueChanges(r, seedRetrograde(e, { liftedStatesAnalysed: false }))).toEqual({ "only in a": 252 });
  });
});

const SMALL: GobbletConfig[] = [
  { sizes: 1, piecesPerSize: 3, revealRule: "official" },
  { sizes: 2, piecesPerSize: 1, revealRule: "official" },
  { sizes: 2, piecesPerSize: 1, revealRule: "loseAtOnce" },
  { sizes: 3, piecesPerSize: 1, revealRule: "loseAtOnce" },
];

describe("correct rules: fast engine vs reference, retrograde vs oracles", () => {
  it("fast and reference move generators agree on every position of small variants", () => {
    for (const cfg of SMALL.slice(0, 3)) {
      const rules = new GobbletRules(cfg);
      const { states } = buildStateGraph([0], (s, ch) => rules.expand(s, ch));
      for (const s of states) {
        const a: number[] = [];
        const b: number[] = [];
        expect(rules.expand(s, a)).toBe(referenceExpand(cfg, s, b));
        expect(a.sort((x, y) => x - y)).toEqual(b.sort((x, y) => x - y));
      }
    }
  });

  it("fast and reference move generators agree along random games of the full game", () => {
    for (const rule of ["official", "loseAtOnce"] as const) {
      const cfg = { ...FULL_GAME, revealRule: rule };
      const rules = new GobbletRules(cfg);
      let x = 12345;
      for (let game = 0; game < 40; game++) {
        let s = 0;
        for (let ply = 0; ply < 30; ply++) {
          const a: number[] = [];
          const b: number[] = [];
          const t = rules.expand(s, a);
          expect(referenceExpand(cfg, s, b)).toBe(t);
          expect(a.slice().sort((p, q) => p - q)).toEqual(b.sort((p, q) => p - q));
          const real = a.filter((c) => c < rules.codeSpace);
          if (t !== 0 || real.length === 0) break;
          x = (x * 1103515245 + 12345) % 2147483648;
          s = real[x % real.length]!;
        }
      }
    }
  });

  it("retrograde values and distances equal memoised bounded negamax on the reference rules", () => {
    const cases: GobbletConfig[] = [
      { sizes: 1, piecesPerSize: 3, revealRule: "official" },
      { sizes: 1, piecesPerSize: 3, revealRule: "loseAtOnce" },
      { sizes: 3, piecesPerSize: 1, revealRule: "official" },
    ];
    for (const cfg of cases) {
      const sol = solveGobblet(cfg);
      expect(sol.wins + sol.losses).toBeGreaterThan(0);
      const memo = new Map<number, number>();
      const expand = (s: number, ch: number[]) => referenceExpand(cfg, s, ch);
      const step = Math.max(1, Math.floor(sol.reachable.states.length / (cfg.sizes === 1 ? 900 : 60)));
      for (let i = 0; i < sol.reachable.states.length; i += step) {
        const o = boundedNegamax(sol.reachable.states[i]!, expand, sol.solution.maxDistance + 1, undefined, memo);
        expect([o.value, o.distance]).toEqual([sol.solution.value[i], sol.solution.distance[i]]);
      }
    }
  });

  it("on the simplified game, depth-6 bounded negamax agrees with the truncated retrograde values", () => {
    const sol = solveGobblet({ sizes: 2, piecesPerSize: 2, revealRule: "official" });
    const expand = (s: number, ch: number[]) => sol.rules.expand(s, ch);
    const memo = new Map<number, number>();
    const step = Math.floor(sol.reachable.states.length / 25);
    for (let i = 0; i < sol.reachable.states.length; i += step) {
      const o = boundedNegamax(sol.reachable.states[i]!, expand, 6, undefined, memo);
      const d = sol.solution.distance[i]!;
      const within = d >= 0 && d <= 6;
      expect([o.value, o.distance]).toEqual(within ? [sol.solution.value[i], d] : [0, -1]);
    }
  });

  it("the proof search agrees with retrograde distances", () => {
    for (const cfg of [SMALL[0]!, SMALL[3]!, { sizes: 2, piecesPerSize: 2, revealRule: "official" } as GobbletConfig]) {
      const sol = solveGobblet(cfg);
      const prover = new GobbletProver(cfg);
      const step = Math.max(1, Math.floor(sol.reachable.states.length / 300));
      for (let i = 0; i < sol.reachable.states.length; i += step) {
        if (sol.reachable.graph.terminal[i] !== 0) continue;
        const v = sol.solution.value[i];
        const d = sol.solution.distance[i]!;
        for (const k of [1, 2, 3, 4, 5, 6, 7, 8]) {
          expect(prover.winWithin(sol.reachable.states[i]!, k)).toBe(v === 1 && d <= k);
          expect(prover.loseWithin(sol.reachable.states[i]!, k)).toBe(v === -1 && d <= k);
        }
      }
    }
  });

  it("principal variations have the retrograde length and end in a terminal position", () => {
    for (const cfg of [SMALL[0]!, { sizes: 2, piecesPerSize: 2, revealRule: "official" } as GobbletConfig, SMALL[3]!]) {
      const sol = solveGobblet(cfg);
      const prover = new GobbletProver(cfg);
      let checked = 0;
      for (let i = 0; i < sol.reachable.states.length && checked < 25; i += 97) {
        const d = sol.solution.distance[i]!;
        if (sol.solution.value[i] !== 1 || d < 3 || d > 9) continue;
        const pv = principalVariation(prover, sol.reachable.states[i]!, 9);
        expect(pv).toHaveLength(d + 1);
        expect(pv.map((s) => s.remaining)).toEqual(pv.map((_, k) => d - k));
        const last = pv[pv.length - 1]!;
        if (!last.move.includes("lift")) {
          // Seen from the player to move after an odd number of plies, the mover's line shows.
          const toMove = d % 2 === 0 ? last.board : sol.rules.swapSides(last.board);
          expect(sol.rules.terminal(toMove)).toBe(d % 2 === 1 ? -1 : 1);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    }
  });

  it("Burnside counts equal brute-force canonical counts", () => {
    for (const cfg of [SMALL[1]!, { sizes: 1, piecesPerSize: 3, revealRule: "official" } as GobbletConfig]) {
      const rules = new GobbletRules(cfg);
      const c = countPlacements(cfg);
      const seen = new Set<number>();
      const layers: number[] = [];
      const oneSize = new GobbletRules({ ...cfg, sizes: 1 });
      for (let l = 0; l < LAYER; l++) {
        // Layers with at most piecesPerSize pieces per player (hands() now rejects the others).
        const valid = (() => {
          try {
            return oneSize.checkState(l).length === 1;
          } catch {
            return false;
          }
        })();
        if (valid) layers.push(l);
      }
      let raw = 0;
      const combos = cfg.sizes === 1 ? layers : layers.flatMap((a) => layers.map((b) => a + b * LAYER));
      for (const code of combos) {
        raw++;
        seen.add(rules.canonical(code));
      }
      expect(c.raw).toBe(raw);
      expect(c.upToSymmetry).toBe(seen.size);
    }
    expect(countPlacements(FULL_GAME).raw).toBe(1423 ** 3);
  });
});

describe("the simplified and the full game", () => {
  let official: GobbletSolution;
  beforeAll(() => {
    official = solveGobblet({ sizes: 2, piecesPerSize: 2, revealRule: "official" });
  });

  it("simplified game (2 L + 2 M), official rule: the initial position is a draw, not a win", () => {
    expect(official.initial).toEqual({ value: 0, distance: -1 });
    const sweeps = solveBySweeps(official.reachable.graph);
    expect([...sweeps.value]).toEqual([...official.solution.value]);
    expect(official.positions).toBe(official.wins + official.losses + official.draws);
    // Medium on a corner or in the centre loses; every other first move draws.
    const byMove = Object.fromEntries(official.firstMoves.map((m) => [m.move, m.value]));
    expect(byMove).toEqual({ "M→b3": 0, "L→a3": 0, "L→b3": 0, "L→b2": 0, "M→a3": -1, "M→b2": -1 });
  });

  it("full game: the first player wins, in exactly 13 plies", () => {
    const prover = new GobbletProver(FULL_GAME);
    expect(prover.winWithin(0, 12)).toBe(false);
    expect(prover.winWithin(0, 13)).toBe(true);
  });

  it("bad input and budgets", () => {
    expect(() => new GobbletRules({ sizes: 4, piecesPerSize: 2, revealRule: "official" })).toThrow(InputError);
    expect(() => new GobbletRules({ sizes: 2, piecesPerSize: 2, revealRule: "x" as "official" })).toThrow(/revealRule/);
    const rules = new GobbletRules(FULL_GAME);
    expect(() => rules.encode([{ mine: 1, yours: 1 }, { mine: 0, yours: 0 }, { mine: 0, yours: 0 }])).toThrow(/disjoint/);
    expect(() => rules.encode([{ mine: 7, yours: 0 }, { mine: 0, yours: 0 }, { mine: 0, yours: 0 }])).toThrow(/at most 2/);
    expect(() => rules.terminal(-1)).toThrow(InputError);
    expect(() => boardSvg([])).toThrow(InputError);
    expect(() => proveGobblet(FULL_GAME, 0)).toThrow(InputError);
    expect(() => enumerateSeedStates({}, { budget: { maxPositions: 1000 } })).toThrow(BudgetExceededError);
    expect(() => proveGobblet(FULL_GAME, 13, { budget: { maxPositions: 500 } })).toThrow(/maxPositions/);
    expect(() => solveGobblet({ sizes: 2, piecesPerSize: 2, revealRule: "official" }, { budget: { maxPositions: 100 } })).toThrow(
      BudgetExceededError,
    );
  });

  it("draws stacks", () => {
    const svg = boardSvg(seedStacks(bin("000000010_001000000_000100000_010000000")), { sizes: 2, caption: "seed example" });
    expect(svg).toMatch(/^<svg/);
    expect((svg.match(/<circle/g) ?? []).length).toBe(4);
    const rules = new GobbletRules(FULL_GAME);
    const code = rules.encode([{ mine: 1, yours: 0 }, { mine: 0, yours: 1 }, { mine: 1, yours: 0 }]);
    expect(rules.stacks(code)[0]).toEqual([{ size: 0, owner: 0 }, { size: 1, owner: 1 }, { size: 2, owner: 0 }]);
    expect(boardSvg(rules.stacks(code), { hands: rules.hands(code) })).toContain("stroke-dasharray");
  });
});

describe("whole-game tables on dense indices (reachable count, tablebase)", () => {
  const VARIANTS: GobbletConfig[] = [
    { sizes: 2, piecesPerSize: 2, revealRule: "official" },
    { sizes: 2, piecesPerSize: 2, revealRule: "loseAtOnce" },
    { sizes: 3, piecesPerSize: 1, revealRule: "official" },
    { sizes: 3, piecesPerSize: 1, revealRule: "loseAtOnce" },
    { sizes: 1, piecesPerSize: 3, revealRule: "official" },
  ];
  const graphs = new Map<GobbletConfig, GobbletSolution>();
  const solved = (cfg: GobbletConfig) => {
    if (!graphs.has(cfg)) graphs.set(cfg, solveGobblet(cfg));
    return graphs.get(cfg)!;
  };

  it("the bitmap search counts the same positions as the generic enumeration", () => {
    for (const cfg of VARIANTS) {
      const c = countReachablePositions(cfg);
      const s = solved(cfg);
      expect([c.positions, c.terminalPositions]).toEqual([s.positions, s.terminalPositions]);
      expect(c.byDepth.reduce((a, b) => a + b, 0)).toBe(c.positions);
      expect(c.byPiecesOnBoard.reduce((a, b) => a + b, 0)).toBe(c.positions);
    }
  });

  it("oriented counts equal a search without symmetry reduction", () => {
    const cfg: GobbletConfig = { sizes: 3, piecesPerSize: 1, revealRule: "official" };
    const rules = new GobbletRules(cfg);
    const seen = new Set<number>([0]);
    const queue = [0];
    for (let h = 0; h < queue.length; h++) {
      const kids: number[] = [];
      rules.expand(queue[h]!, kids, undefined, undefined, false, false);
      for (const k of kids) {
        if (seen.has(k)) continue;
        seen.add(k);
        queue.push(k);
      }
    }
    expect(countReachablePositions(cfg).orientedPositions).toBe(seen.size);
  });

  it("full game: the first five plies level by level equal the generic search", () => {
    const rules = new GobbletRules(FULL_GAME);
    const seen = new Set<number>([0]);
    let level = [0];
    const sizes = [1];
    for (let d = 1; d <= 5; d++) {
      const next: number[] = [];
      for (const s of level) {
        const kids: number[] = [];
        rules.expand(s, kids);
        for (const k of kids) {
          if (seen.has(k)) continue;
          seen.add(k);
          next.push(k);
        }
      }
      sizes.push(next.length);
      level = next;
    }
    const c = countReachablePositions(FULL_GAME, { maxDepth: 5 });
    expect(c.byDepth).toEqual(sizes);
    expect(c.positions).toBe(seen.size);
    expect(c.byDepth).toEqual([1, 9, 117, 1263, 14949, 102612]);
  });

  it("tablebase values and distances equal the generic retrograde solution, position by position", () => {
    for (const cfg of VARIANTS) {
      const s = solved(cfg);
      const tb = solveGobbletTablebase(cfg);
      expect([tb.positions, tb.wins, tb.losses, tb.draws]).toEqual([s.positions, s.wins, s.losses, s.draws]);
      expect(tb.maxDistance).toBe(s.solution.maxDistance);
      let compared = 0;
      for (let i = 0; i < s.reachable.states.length; i++) {
        const code = s.reachable.states[i]!;
        if (code >= s.rules.codeSpace) continue;
        const v = s.solution.value[i]!;
        const got = tb.valueOf(code);
        if (got?.value !== v || got.distance !== (v === 0 ? -1 : s.solution.distance[i])) {
          expect({ code, got }).toEqual({ code, got: { value: v, distance: v === 0 ? -1 : s.solution.distance[i] } });
        }
        compared++;
      }
      expect(compared).toBe(s.positions);
      expect(tb.moveValues(0)).toEqual(s.firstMoves);
    }
  });

  it("lookups in any orientation; unreachable positions; limits", () => {
    const cfg: GobbletConfig = { sizes: 3, piecesPerSize: 1, revealRule: "official" };
    const tb = solveGobbletTablebase(cfg);
    const rules = new GobbletRules(cfg);
    const kids: number[] = [];
    rules.expand(0, kids, undefined, undefined, false, false);
    for (const k of kids) expect(tb.valueOf(k)).toEqual(tb.valueOf(rules.canonical(k)));
    // Three pieces of the player to move and none of the other: never reached.
    const three = rules.encode([{ mine: 1, yours: 0 }, { mine: 2, yours: 0 }, { mine: 4, yours: 0 }]);
    expect(tb.valueOf(three)).toBeUndefined();
    for (const [v, d] of [[1, 1], [-1, 0], [1, 0], [0, -1]] as const) {
      const codes = tb.positionsWith(v, d, 7);
      expect(codes).toHaveLength(7);
      for (const c of codes) expect([tb.valueOf(c), rules.canonical(c)]).toEqual([{ value: v, distance: d }, c]);
    }
    expect(() => countReachablePositions({ sizes: 3, piecesPerSize: 3, revealRule: "official" })).toThrow(/piecesPerSize/);
    expect(() => solveGobbletTablebase(FULL_GAME, { budget: { maxHeapBytes: 100e6 } })).toThrow(/maxHeapBytes/);
    expect(() => countReachablePositions(cfg, { budget: { maxPositions: 1000 } })).toThrow(BudgetExceededError);
  });
});
