/**
 * What others printed or claimed about Gobblet Gobblers, as data: seed document 004's printed
 * numbers (seed 004, Pythonでゴブレットゴブラーズ(簡易)の解析; see SOURCES.md) and Gobblet.jl's
 * statement about the full game's first moves. Each record carries the claimed value, our value
 * computed in the caller's run and a verdict derived by a rule of studies/claims; nothing here
 * states a verdict by itself.
 */
import { allOf, equals, type ClaimRecord } from "../claims";
import { sizeName, type Move } from "../../games/gobblet";
import type { SeedBugs, SeedEnumeration, SeedRetrogradeResult } from "./seed";
import { seedBugVariants, type SeedVariantRow } from "./solve";

/** The numbers seed document 004 prints, with the cell that prints them. */
export interface SeedPrintedNumbers {
  allStates: number;
  setStates: number;
  liftedStates: number;
  loopIterations: number;
  iterations: number;
  printedAsWins: number;
  printedAsLosses: number;
  draws: number;
  initialValue: number;
  initialSweep: number;
  /** `勝ち : …, 負け : …, 引分 : …` printed before each sweep (as the seed labels them: count[2], count[0], count[1]). */
  iterationLines: readonly (readonly [number, number, number])[];
  /** Wall times the seed reports for its two cells, seconds. */
  enumerateSeconds: number;
  retrogradeSeconds: number;
}

/** Seed document 004's printed output (§全状態の列挙, §後退解析 and its result DataFrame). */
export const SEED_004_PRINTED: Readonly<SeedPrintedNumbers> = Object.freeze({
  allStates: 212_878,
  setStates: 212_626,
  liftedStates: 92_808,
  loopIterations: 3_228_077,
  iterations: 7,
  printedAsWins: 61_053,
  printedAsLosses: 151_817,
  draws: 8,
  initialValue: 1,
  initialSweep: 5,
  iterationLines: [
    [0, 35_324, 177_554] as const,
    [141_508, 39_890, 31_480] as const,
    [148_454, 56_655, 7_769] as const,
    [151_167, 60_425, 1_286] as const,
    [151_741, 60_985, 152] as const,
    [151_811, 61_049, 18] as const,
    [151_817, 61_053, 8] as const,
  ],
  enumerateSeconds: 2 * 60 + 36,
  retrogradeSeconds: 2 * 3600 + 24 * 60 + 7,
});

const SEED = "seed document 004 (Pythonでゴブレットゴブラーズ(簡易)の解析)";
const c = (n: number): string => n.toLocaleString("en-US");

/**
 * The seed's printed numbers against the faithful port's (studies.gobblet.enumerateSeedStates and
 * seedRetrograde with the seed's bugs): one record per number, verdict by `equals`, the meaning of
 * each number in `claim`. `printed` can be changed to see the verdicts follow. O(1).
 */
export function seedNumberClaims(e: SeedEnumeration, r: SeedRetrogradeResult, printed: SeedPrintedNumbers = SEED_004_PRINTED): ClaimRecord[] {
  const enumeration = `${SEED}, 全状態の列挙`;
  const retro = `${SEED}, 後退解析`;
  const row = (claim: string, source: string, claimed: number, ours: number, label: string): ClaimRecord => ({
    claim,
    source,
    claimed: c(claimed),
    ours: c(ours),
    verdict: equals(ours, claimed, label),
  });
  const nonTerminal = e.setStates.length - e.terminalPositions;
  return [
    row("all状態数: positions ∪ lifted states, canonical under the 8 symmetries", enumeration, printed.allStates, e.allStates.length, "all_states"),
    row(`set状態数: distinct positions reached by the BFS (${c(e.terminalPositions)} terminal, not expanded)`, enumeration, printed.setStates, e.setStates.length, "set states"),
    row(`choise状態数: boards with the moving piece in the air (${c(e.liftedOnly)} of them are not positions)`, enumeration, printed.liftedStates, e.liftedStates.length, "lifted states"),
    row(
      "all − set: lifted-only states, later analysed as if they were positions",
      `${enumeration} (212,878 − 212,626)`,
      printed.allStates - printed.setStates,
      e.liftedOnly,
      "lifted-only",
    ),
    row(`loop回数: queue pops = 1 + all moves generated from the ${c(nonTerminal)} non-terminal positions`, enumeration, printed.loopIterations, e.loopIterations, "pops"),
    row("iterations: in-place sweeps, the last one changing nothing", retro, printed.iterations, r.iterations, "sweeps"),
    row("勝ち盤面 (printed 'wins'): count[0], which the loop increments for losses of the player to move", retro, printed.printedAsWins, r.printedAsWins, "count[0]"),
    row("負け盤面 (printed 'losses'): count[2], the wins of the player to move", retro, printed.printedAsLosses, r.printedAsLosses, "count[2]"),
    row("引分盤面: states never decided", retro, printed.draws, r.draws, "draws"),
    row("initial state RESULT: 1 = 'win for the player to move'", `${retro}, result DataFrame row 0`, printed.initialValue, r.initialValue, "RESULT"),
    row("initial state RESULT_NUM: the sweep that decided it (not a distance)", `${retro}, result DataFrame row 0`, printed.initialSweep, r.initialCount, "RESULT_NUM"),
    {
      claim: "no child lookup fails (the seed prints no 'はどこにもないです')",
      source: retro,
      claimed: "0 messages",
      ours: `${c(r.missingChildren)} failed lookups`,
      verdict: equals(r.missingChildren, 0, "failed lookups"),
    },
    {
      claim: "per-sweep prints 勝ち / 負け / 引分 (counts before each sweep)",
      source: retro,
      claimed: `${printed.iterationLines.length} lines`,
      ours: `${r.lines.length} lines`,
      verdict: allOf(
        equals(r.lines.length, printed.iterationLines.length, "lines"),
        ...printed.iterationLines.map((p, i) => {
          const l = r.lines[i];
          const ours = l === undefined ? "missing" : [l.wins, l.losses, l.draws].map(c).join(" / ");
          return equals(ours, p.map(c).join(" / "), `iteration ${i + 1}`);
        }),
      ),
    },
  ];
}

/** First moves (as a tablebase or proof search values them) as data: the piece moved and the value for the mover. */
export interface FirstMoveValue {
  piece: Move;
  /** 1 = the move wins, -1 = loses, 0 = draw or undecided. */
  value: number;
}

/** Names of the sizes whose first moves have `value` for the first player ("S", "L"), sorted, distinct. O(moves). */
export function firstMoveSizes(moves: readonly FirstMoveValue[], value: number, sizes: number): string[] {
  return [...new Set(moves.filter((m) => m.value === value).map((m) => m.piece.size))].sort((a, b) => a - b).map((s) => sizeName(s, sizes));
}

/**
 * Gobblet.jl's statement (jonathan-laurent/Gobblet.jl, README): in the full game (3 sizes × 2) "the
 * first player can always secure a win, provided that their first move is to place a small or large
 * goblet" (and not a medium one), against our root value and first-move values. Verdict: the root is a
 * win, the winning first moves are exactly those with S or L, and the losing or drawing ones those with M.
 * O(moves).
 */
export function gobbletJlClaim(root: { value: number; distance: number }, moves: readonly FirstMoveValue[]): ClaimRecord {
  const wins = firstMoveSizes(moves, 1, 3);
  const others = [...new Set([...firstMoveSizes(moves, 0, 3), ...firstMoveSizes(moves, -1, 3)])].sort();
  const rootText = root.value === 1 ? `W in ${root.distance}` : root.value === -1 ? `L in ${root.distance}` : "D";
  return {
    claim: "the first player wins, provided the first move places a Small or a Large (not a Medium)",
    source: "Gobblet.jl (jonathan-laurent/Gobblet.jl), README",
    claimed: "root W; winning first pieces S, L; M does not win",
    ours: `root ${rootText}; winning first pieces ${wins.join(", ") || "none"}; not winning: ${others.join(", ") || "none"}`,
    verdict: allOf(equals(root.value, 1, "root value"), equals(wins.join(","), "S,L", "winning sizes"), equals(others.join(","), "M", "non-winning sizes")),
  };
}

const valueName = (v: number): string => (v === 1 ? "W" : v === -1 ? "L" : "D");

/**
 * What the bug table (studies.gobblet.seedBugTable) shows, as sentences computed from its rows:
 * per bug, what fixing it alone changes against the seed row, and which bugs decide the initial
 * position's value (checked on every row present). Rows missing from a shortened table give no
 * sentence. O(rows).
 */
export function seedBugFindings(rows: readonly SeedVariantRow[]): string[] {
  const byName = new Map(rows.map((r) => [r.variant, r]));
  const bugsOf = new Map(seedBugVariants().map((v) => [v.variant, v.bugs]));
  const seed = byName.get("seed (all bugs)");
  const out: string[] = [];
  const fixOnly = (k: keyof SeedBugs): SeedVariantRow | undefined => (seed ? byName.get(`fix only ${k}`) : undefined);
  const b1 = fixOnly("coveredMediumMovable");
  if (seed && b1) {
    out.push(
      `Bug 1 alone (covered Medium movable): ${b1.positions === seed.positions ? "the same positions" : `positions ${c(seed.positions)} → ${c(b1.positions)}`}, ` +
        `${c(Math.abs(seed.loopIterations - b1.loopIterations))} ${b1.loopIterations < seed.loopIterations ? "fewer" : "more"} moves generated, wins ${c(seed.wins)} → ${c(b1.wins)}.`,
    );
  }
  const b2 = fixOnly("coveredPiecesVisible");
  if (seed && b2) {
    out.push(
      `Bug 2 alone (covered pieces visible): positions ${c(seed.positions)} → ${c(b2.positions)}, draws ${c(seed.draws)} → ${c(b2.draws)}` +
        `${b2.positions !== seed.positions ? " — it changes the positions themselves (false terminal positions become playable, and lifts can now reveal lines, which wakes bug 3)" : ""}.`,
    );
  }
  const b4 = fixOnly("liftedStatesAnalysed");
  if (seed && b4) {
    const removed = seed.analysedStates - b4.analysedStates;
    const allLosses = seed.losses - b4.losses === removed && seed.wins === b4.wins && seed.draws === b4.draws;
    out.push(`Bug 4 alone (lifted states analysed): ${c(removed)} states fewer analysed${allLosses ? ", all of them counted as losses by the seed" : `; wins ${c(seed.wins)} → ${c(b4.wins)}, losses ${c(seed.losses)} → ${c(b4.losses)}`}.`);
  }
  const b5 = fixOnly("inPlaceSweep");
  if (seed && b5) {
    const same = seed.wins === b5.wins && seed.losses === b5.losses && seed.draws === b5.draws;
    out.push(`Bug 5 alone (in-place sweeps): ${same ? "the same wins, losses and draws" : "DIFFERENT counts"}, ${seed.iterations} → ${b5.iterations} sweeps.`);
  }
  // Which bugs decide the initial value: W exactly when bug 2 or bug 3 is present?
  const judged = rows.filter((r) => bugsOf.has(r.variant));
  if (judged.length >= 3) {
    const predicts = (r: SeedVariantRow): boolean => {
      const b = bugsOf.get(r.variant)!;
      return (r.initialValue === 1) === (b.coveredPiecesVisible || b.revealLosesPosition);
    };
    const off = judged.filter((r) => !predicts(r));
    out.push(
      off.length === 0
        ? `On all ${judged.length} rows the initial position is a win (W) exactly when bug 2 or bug 3 is present, and ${[...new Set(judged.filter((r) => r.initialValue !== 1).map((r) => valueName(r.initialValue)))].join("/") || "never anything else"} otherwise.`
        : `"The initial position is W exactly when bug 2 or bug 3 is present" fails on ${off.map((r) => `${r.variant} (${valueName(r.initialValue)})`).join(", ")}.`,
    );
  }
  return out;
}
