/**
 * Strong solution of small Gobblet variants (the seed's 2 Large + 2 Medium game, reduced piece
 * sets) by generic retrograde analysis, and the comparison with the seed's buggy analysis.
 */
import { type RunOptions } from "../../util";
import {
  GobbletRules,
  formatMove,
  unpackMove,
  type GobbletConfig,
  type Move,
} from "../../games/gobblet";
import { seedBoards } from "../../games/gobblet";
import { retrograde } from "../../solvers";
import { SEED_BUGS, enumerateSeedStates, seedRetrograde, type SeedBugs } from "./seed";

/** Value of one move: for the player making it, with the game length counted from before it. */
export interface MoveValue {
  move: string;
  /** The move as data (size, origin square or -1 for the hand, destination; squares 0..8 row by row from a3). */
  piece: Move;
  /** Number of moves from the position reaching the same canonical child. */
  equivalent: number;
  /** 1 = the move wins, -1 = loses, 0 = draws. */
  value: number;
  /** Plies to the end with optimal play counted from before the move, -1 for a draw. */
  distance: number;
  /** Canonical code of the resulting position. */
  child: number;
}

/** Result of {@link solveGobblet}. */
export interface GobbletSolution {
  config: GobbletConfig;
  rules: GobbletRules;
  reachable: retrograde.ReachableGraph;
  solution: retrograde.RetrogradeSolution;
  /** Reachable positions (excluding the two virtual end-at-lift states). */
  positions: number;
  /** Terminal positions among them. */
  terminalPositions: number;
  wins: number;
  losses: number;
  draws: number;
  initial: { value: number; distance: number };
  firstMoves: MoveValue[];
  /** Distance histogram over real positions. */
  histogram: { distance: number; wins: number; losses: number }[];
  millis: { enumerate: number; solve: number };
}

/**
 * Enumerate all positions reachable from the initial one (canonical under the 8 symmetries)
 * and solve them by retrograde analysis with predecessor counting.
 * Cost: O(positions · moves); ~0.25 M positions and ~3 M moves for the simplified game.
 */
export function solveGobblet(config: GobbletConfig, options?: RunOptions): GobbletSolution {
  const rules = new GobbletRules(config);
  const t0 = Date.now();
  const reachable = retrograde.buildStateGraph([rules.initial], (s, ch) => rules.expand(s, ch), options);
  const t1 = Date.now();
  const solution = retrograde.solveRetrograde(reachable.graph, options);
  const t2 = Date.now();
  const isReal = (i: number) => reachable.states[i]! < rules.codeSpace;
  let positions = 0;
  let terminalPositions = 0;
  let wins = 0;
  let losses = 0;
  for (let i = 0; i < reachable.graph.size; i++) {
    if (!isReal(i)) continue;
    positions++;
    if (reachable.graph.terminal[i] !== 0) terminalPositions++;
    if (solution.value[i] === 1) wins++;
    else if (solution.value[i] === -1) losses++;
  }
  const sol: GobbletSolution = {
    config: { ...config },
    rules,
    reachable,
    solution,
    positions,
    terminalPositions,
    wins,
    losses,
    draws: positions - wins - losses,
    initial: { value: solution.value[0]!, distance: solution.distance[0]! },
    firstMoves: [],
    histogram: retrograde.distanceHistogram(solution, isReal),
    millis: { enumerate: t1 - t0, solve: t2 - t1 },
  };
  sol.firstMoves = moveValues(sol, rules.initial);
  return sol;
}

/** Value and distance of a canonical position in a solution, or undefined if unreachable. O(1). */
export function positionValue(sol: GobbletSolution, code: number): { value: number; distance: number } | undefined {
  const i = sol.reachable.index.get(code);
  if (i === undefined) return undefined;
  return { value: sol.solution.value[i]!, distance: sol.solution.distance[i]! };
}

/** Values of every distinct move from a reachable position (best first). O(moves). */
export function moveValues(sol: GobbletSolution, code: number): MoveValue[] {
  return rankMoves(sol.rules, code, (c) => positionValue(sol, c));
}

/**
 * Values of every distinct move from a position given a lookup of canonical children's values
 * (for the child's player to move; undefined = draw/unknown), best first for the mover. O(moves).
 */
export function rankMoves(
  rules: GobbletRules,
  code: number,
  valueOf: (canonicalChild: number) => { value: number; distance: number } | undefined,
): MoveValue[] {
  const kids: number[] = [];
  const moves: number[] = [];
  rules.expand(code, kids, moves);
  const byChild = new Map<number, MoveValue>();
  kids.forEach((c, i) => {
    const prior = byChild.get(c);
    if (prior) {
      prior.equivalent++;
      return;
    }
    const v = valueOf(c) ?? { value: 0, distance: -1 };
    const piece = unpackMove(moves[i]!);
    byChild.set(c, {
      move: formatMove(piece, rules.config.sizes),
      piece,
      equivalent: 1,
      value: v.value === 0 ? 0 : -v.value,
      distance: v.value === 0 ? -1 : v.distance + 1,
      child: c,
    });
  });
  const score = (m: MoveValue) => (m.value === 1 ? 1e6 - m.distance : m.value === -1 ? -1e6 + m.distance : 0);
  return [...byChild.values()].sort((a, b) => score(b) - score(a));
}

function reverse9(m: number): number {
  let r = 0;
  for (let p = 0; p < 9; p++) if ((m >> p) & 1) r |= 1 << (8 - p);
  return r;
}

/**
 * Convert a seed 36-bit state (Large/Medium, seed square p = bit 8-p) to the canonical code
 * of the 2-size {@link GobbletRules} (Medium = size 0, Large = size 1). O(1).
 */
export function seedStateToCode(rules: GobbletRules, seedState: number): number {
  const [myL, myM, yourL, yourM] = seedBoards(seedState);
  return rules.canonical(
    rules.encode([
      { mine: reverse9(myM), yours: reverse9(yourM) },
      { mine: reverse9(myL), yours: reverse9(yourL) },
    ]),
  );
}

/** One row of {@link seedBugTable}: the seed pipeline with some bugs switched off. */
export interface SeedVariantRow {
  variant: string;
  /** Distinct positions reached (seed `set状態数`). */
  positions: number;
  liftedStates: number;
  /** States analysed (seed `all状態数`). */
  analysedStates: number;
  loopIterations: number;
  wins: number;
  losses: number;
  draws: number;
  /** Seed loop counter `c` at the end. */
  iterations: number;
  initialValue: number;
  /** Sweep in which the initial state was decided (0 = never). */
  initialSweep: number;
  millis: number;
}

/** The seed bugs by name, with a one-line description. */
export const SEED_BUG_NAMES: Readonly<Record<keyof SeedBugs, string>> = Object.freeze({
  coveredMediumMovable: "can_choising_pieces `==`: a covered Medium can still be moved",
  coveredPiecesVisible: "create_surface `==`: covered Mediums still count for lines",
  revealLosesPosition: "newWinLose returns -1 for the whole position when one lift reveals the opponent's line",
  liftedStatesAnalysed: "the lifted half-move states are analysed as positions",
  inPlaceSweep: "winLoseNew = winLose aliases the list (in-place sweeps)",
});

/** Run the seed pipeline with the given bugs (missing keys = seed behaviour). Cost: ~3 M moves. */
export function runSeedVariant(variant: string, bugs: Partial<SeedBugs>, options?: RunOptions): SeedVariantRow {
  const t0 = Date.now();
  const e = enumerateSeedStates(bugs, options);
  const r = seedRetrograde(e, bugs, options);
  return {
    variant,
    positions: e.setStates.length,
    liftedStates: e.liftedStates.length,
    analysedStates: r.states.length,
    loopIterations: e.loopIterations,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    iterations: r.iterations,
    initialValue: r.initialValue,
    initialSweep: r.initialCount,
    millis: Date.now() - t0,
  };
}

/**
 * The seed pipeline with every bug present, each bug fixed alone, all fixed, and all fixed
 * but one (up to `limit` rows, in that order). Cost: ~2–10 s per row.
 */
export function seedBugTable(limit = Infinity, options?: RunOptions): SeedVariantRow[] {
  return seedBugVariants()
    .slice(0, limit)
    .map((v) => runSeedVariant(v.variant, v.bugs, options));
}

/**
 * The rows of {@link seedBugTable} as data: each variant's name and its complete bug setting (true =
 * the seed's bug present). O(bugs²).
 */
export function seedBugVariants(): { variant: string; bugs: SeedBugs }[] {
  const keys = Object.keys(SEED_BUG_NAMES) as (keyof SeedBugs)[];
  const allOff = Object.fromEntries(keys.map((k) => [k, false])) as unknown as SeedBugs;
  const variants: { variant: string; bugs: SeedBugs }[] = [{ variant: "seed (all bugs)", bugs: { ...SEED_BUGS } }];
  for (const k of keys) variants.push({ variant: `fix only ${k}`, bugs: { ...SEED_BUGS, [k]: false } });
  variants.push({ variant: "all fixed", bugs: { ...allOff } });
  for (const k of keys) variants.push({ variant: `all fixed but ${k}`, bugs: { ...allOff, [k]: SEED_BUGS[k] } });
  return variants;
}

/** Cross-tabulation of the seed's values against a correct solution on the seed's positions. */
export interface SeedComparison {
  /** counts[seedValue][correctValue] with keys "W", "L", "D", and "unreachable" for the correct side. */
  table: Record<string, Record<string, number>>;
  /** Seed positions whose values differ (seed codes), a few examples. */
  examples: { seedState: number; code: number; seed: number; correct: number | null }[];
  /** Positions reachable under the correct rules but never reached by the seed. */
  missingInSeed: number;
}

/**
 * Compare the seed's faithful values (its positions only, lifted-only states skipped) with a
 * correct 2-size solution, position by position. O(positions).
 */
export function compareWithSeed(
  seed: { states: Float64Array; winLose: Int8Array },
  seedPositions: Float64Array,
  correct: GobbletSolution,
  maxExamples = 10,
): SeedComparison {
  const name = (v: number) => (v === 1 ? "W" : v === -1 ? "L" : "D");
  const table: Record<string, Record<string, number>> = {};
  for (const a of ["W", "L", "D"]) table[a] = { W: 0, L: 0, D: 0, unreachable: 0 };
  const examples: SeedComparison["examples"] = [];
  const seen = new Set<number>();
  const positions = new Set<number>(seedPositions);
  for (let i = 0; i < seed.states.length; i++) {
    const s = seed.states[i]!;
    if (!positions.has(s)) continue;
    const code = seedStateToCode(correct.rules, s);
    seen.add(code);
    const v = positionValue(correct, code);
    const col = v ? name(v.value) : "unreachable";
    table[name(seed.winLose[i]!)]![col]!++;
    if (v?.value !== seed.winLose[i] && examples.length < maxExamples) {
      examples.push({ seedState: s, code, seed: seed.winLose[i]!, correct: v ? v.value : null });
    }
  }
  let missingInSeed = 0;
  for (let i = 0; i < correct.reachable.states.length; i++) {
    const c = correct.reachable.states[i]!;
    if (c < correct.rules.codeSpace && !seen.has(c)) missingInSeed++;
  }
  return { table, examples, missingInSeed };
}
