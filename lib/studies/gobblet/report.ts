/**
 * The tables, drawings and prose of notebook 07 formed from the study's results (issue 26: the
 * notebook states question, method, result and check; the rows are built here and tested in
 * test/gobblet-report.test.ts). Values are for the player to move: W = win (1), L = loss (−1),
 * D = draw (0). Every sentence is derived from the results it is given.
 */
import { GobbletRules, boardSvg, seedCheckResult, seedHand, seedStacks, type GobbletConfig } from "../../games/gobblet";
import type { ClaimRecord } from "../claims";
import type { PlacementCount } from "./count";
import type { PvStep, ProofResult } from "./proof";
import type { SeedEnumeration, SeedRetrogradeResult } from "./seed";
import { SEED_004_PRINTED, firstMoveSizes } from "./claims";
import type { GobbletSolution, MoveValue, SeedVariantRow } from "./solve";
import type { GobbletTablebase } from "./tablebase";

/** "W", "L" or "D" for a value 1, −1, 0 of the player to move. */
export function valueLetter(v: number): "W" | "L" | "D" {
  return v === 1 ? "W" : v === -1 ? "L" : "D";
}

const count = (n: number): string => n.toLocaleString("en-US");
const flexRow = (svgs: readonly string[], gap = 24): string => `<div style="display:flex;flex-wrap:wrap;gap:${gap}px">${svgs.join("")}</div>`;

/** The seed's per-iteration prints beside the faithful port's (counts before each sweep). O(iterations). */
export function seedIterationRows(r: SeedRetrogradeResult): { iteration: number; "seed 勝ち/負け/引分": string; "port wins/losses/draws": string; equal: boolean }[] {
  const printed = SEED_004_PRINTED.iterationLines;
  return r.lines.map((l, i) => ({
    iteration: l.iteration,
    "seed 勝ち/負け/引分": printed[i] ? printed[i]!.map(count).join(" / ") : "",
    "port wins/losses/draws": [l.wins, l.losses, l.draws].map(count).join(" / "),
    equal: printed[i]?.join() === [l.wins, l.losses, l.draws].join(),
  }));
}

/**
 * The first of the seed's states that it calls terminal only because of bug 2 (a covered Medium
 * of the player to move still counts for a line), or 0 if there is none. O(states).
 */
export function falseTerminalState(r: SeedRetrogradeResult): number {
  return r.states.find((s) => seedCheckResult(s)[0] === 1 && seedCheckResult(s, { coveredMediumMovable: true, coveredPiecesVisible: false })[0] === 0) ?? 0;
}

/** Three seed positions drawn side by side: the seed's `visual_state` example, a false terminal position, the initial one with the seed's verdict. */
export function seedKeyPositionsHtml(r: SeedRetrogradeResult): string {
  const draw = (s: number, caption: string): string => boardSvg(seedStacks(s), { sizes: 2, caption, hands: [seedHand(s).slice(0, 2), seedHand(s).slice(2)] });
  const falseTerminal = falseTerminalState(r);
  return flexRow([
    draw(parseInt("000000010001000000000100000010000000", 2), "seed visual_state example"),
    draw(falseTerminal, `seed: terminal (${falseTerminal})`),
    draw(0, `initial: seed says ${valueLetter(r.initialValue)}`),
  ]);
}

/** One row per solution of the simplified game (and the seed's buggy pipeline last): positions, W/L/D, the initial value, times. */
export function simplifiedRows(solutions: Record<string, GobbletSolution>, seedEnum: SeedEnumeration, seedRes: SeedRetrogradeResult) {
  return [
    ...Object.entries(solutions).map(([rule, s]) => ({
      rule, positions: s.positions, terminal: s.terminalPositions, wins: s.wins, losses: s.losses, draws: s.draws, initial: valueLetter(s.initial.value),
      longest_win_or_loss: s.solution.maxDistance as number | null, enumerate_ms: s.millis.enumerate as number | null, solve_ms: s.millis.solve as number | null,
    })),
    { rule: "seed (buggy)", positions: seedEnum.setStates.length, terminal: seedEnum.terminalPositions, wins: seedRes.wins, losses: seedRes.losses, draws: seedRes.draws, initial: valueLetter(seedRes.initialValue), longest_win_or_loss: null, enumerate_ms: null, solve_ms: null },
  ];
}

/**
 * Whether the seed pipeline with every bug fixed gives the same counts as the generic solver under
 * the lose-at-once rule, and whether its sweeps are one per ply, as one sentence; "" when the
 * variant table has no "all fixed" row. O(1).
 */
export function allFixedSentence(variants: readonly SeedVariantRow[], loseAtOnce: GobbletSolution): string {
  const a = variants.find((v) => v.variant === "all fixed");
  if (a === undefined) return "";
  const l = loseAtOnce;
  const same = a.positions === l.positions && a.wins === l.wins && a.losses === l.losses && a.draws === l.draws;
  return `The seed pipeline with every bug fixed: ${count(a.positions)} positions, W/L/D ${[a.wins, a.losses, a.draws].map(count).join(" / ")}; ` +
    `cgtlab's solver, lose-at-once rule: ${count(l.positions)} positions, W/L/D ${[l.wins, l.losses, l.draws].map(count).join(" / ")} — **${same ? "the same" : "DIFFERENT"}**. ` +
    `Its ${a.iterations} sweeps ${a.iterations === l.solution.maxDistance + 1 ? "are" : "are not"} one per ply: longest distance ${l.solution.maxDistance} + 1 idle sweep.`;
}

/** The first moves of each solution as rows: rule, move, equivalent moves, value letter, distance. */
export function firstMoveRows(solutions: Record<string, GobbletSolution>) {
  return Object.entries(solutions).flatMap(([rule, s]) => s.firstMoves.map((m) => ({ rule, move: m.move, equivalent: m.equivalent, value: valueLetter(m.value), distance: m.distance })));
}

/** The positions after each first move of a solution, drawn from the first player's side, captioned with value and distance. */
export function firstMoveBoardsHtml(s: GobbletSolution): string {
  return flexRow(s.firstMoves.map((m) => boardSvg(s.rules.stacks(s.rules.swapSides(m.child)), { sizes: s.config.sizes, caption: `${m.move}: ${valueLetter(m.value)}${m.distance >= 0 ? ` in ${m.distance}` : ""}` })));
}

/** The facts about a tablebase as (quantity, value, note) rows, every note computed from the counts. */
export function tablebaseRows(tb: GobbletTablebase, placements: PlacementCount) {
  const reach = tb.reachable;
  const root = tb.valueOf(0)!;
  const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)}%`;
  const ms = (x: number): string => `${(x / 1000).toFixed(1)} s`;
  return [
    { quantity: "placements (player to move normalised)", value: count(placements.raw), note: `${count(placements.perLayer)} layer configurations per size, cubed` },
    { quantity: "placements up to symmetry", value: count(placements.upToSymmetry), note: "Burnside's lemma" },
    { quantity: "reachable positions up to symmetry", value: count(reach.positions), note: `${pct(reach.positions, placements.upToSymmetry)} of the placements up to symmetry` },
    { quantity: "reachable positions, oriented boards", value: count(reach.orientedPositions), note: `${pct(reach.orientedPositions, placements.raw)} of all placements` },
    { quantity: "terminal (a line is visible)", value: count(reach.terminalPositions), note: `${pct(reach.terminalPositions, reach.positions)} of the reachable positions` },
    { quantity: "wins for the player to move", value: count(tb.wins), note: pct(tb.wins, tb.positions) },
    { quantity: "losses for the player to move", value: count(tb.losses), note: pct(tb.losses, tb.positions) },
    { quantity: "draws", value: count(tb.draws), note: pct(tb.draws, tb.positions) },
    { quantity: "initial position", value: valueLetter(root.value), note: root.value === 0 ? "neither player can force a win" : `the first player ${root.value === 1 ? "wins" : "loses"} in ${root.distance} plies` },
    { quantity: "longest win or loss", value: `${tb.maxDistance} plies`, note: "distance to the end with optimal play" },
    { quantity: "time: search / count successors / propagate", value: [tb.millis.enumerate, tb.millis.count, tb.millis.propagate].map(ms).join(" / "), note: `${count(reach.expanded)} positions expanded, ${count(reach.children)} moves generated` },
    { quantity: "memory of the tables (MiB)", value: (tb.bytes / 2 ** 20).toFixed(1), note: `plus ${(reach.bitmapBytes / 2 ** 20).toFixed(1)} MiB of bitmaps during the search` },
  ];
}

/** Two slowest wins and two slowest losses of a tablebase (first in index order), drawn with the player to move in orange. */
export function slowestPositionsHtml(tb: GobbletTablebase, config: GobbletConfig): string {
  const maxOf = (key: "wins" | "losses"): number => Math.max(...tb.histogram.filter((h) => h[key] > 0).map((h) => h.distance));
  const [w, l] = [maxOf("wins"), maxOf("losses")];
  const shown = [...tb.positionsWith(1, w, 2).map((c) => ({ c, label: `to move: W in ${w}` })), ...tb.positionsWith(-1, l, 2).map((c) => ({ c, label: `to move: L in ${l}` }))];
  return flexRow(shown.map(({ c, label }) => boardSvg(tb.rules.stacks(c), { sizes: config.sizes, hands: tb.rules.hands(c), caption: label })));
}

/** Value and distance as "W 13", "L 12" or "D". */
const vd = (v: number, d: number): string => (v === 0 ? "D" : `${valueLetter(v)} ${d}`);

/**
 * The proof search's first moves beside the tablebase's (matched by the canonical position they
 * lead to; `tbMoves` empty when no tablebase of the full game was built) and the lose-at-once
 * search's, with `agree` per move; `disagreements` lists the moves the search decided and the
 * tablebase values differently (an undecided move is no disagreement). O(moves²).
 */
export function proofComparison(full: ProofResult, loseAtOnce: ProofResult, tbMoves: readonly MoveValue[]) {
  const rows = full.firstMoves.map((m, i) => {
    const t = tbMoves.find((x) => x.child === m.child);
    const lao = loseAtOnce.firstMoves[i];
    return { move: m.move, equivalent: m.equivalent, tablebase: t ? vd(t.value, t.distance) : "", proof_search: vd(m.value, m.distance), agree: t ? t.value === m.value && t.distance === m.distance : "", loseAtOnce_proof_search: lao ? vd(lao.value, lao.distance) : "" };
  });
  const disagreements = rows.filter((r, i) => r.agree === false && full.firstMoves[i]!.value !== 0).map((r) => r.move);
  return { rows, disagreements, decided: full.firstMoves.filter((m) => m.value !== 0).length };
}

/** A principal variation drawn board by board (the first player orange, one orientation). */
export function principalVariationHtml(pv: readonly PvStep[], config: GobbletConfig): string {
  const R = new GobbletRules(config);
  return flexRow(pv.map((s) => boardSvg(R.stacks(s.board), { sizes: config.sizes, caption: s.ply === 0 ? "start" : `${s.ply}. ${s.move}` })), 16);
}

/**
 * The closing paragraph on the full game's tablebase: the root's value, which first-move sizes win
 * and lose, Gobblet.jl's claim's verdict, reachable positions against placements, draws and the
 * slowest decided positions — all from `tb`, `placements` and the claim record.
 */
export function tablebaseFindings(tb: GobbletTablebase, placements: PlacementCount, claim: ClaimRecord): string {
  const root = tb.valueOf(0)!;
  const moves = tb.moveValues(0);
  const reach = tb.reachable;
  const worst = tb.histogram[tb.maxDistance]!;
  const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)}%`;
  const list = (xs: string[]): string => (xs.length === 0 ? "none" : xs.join(" or "));
  return `**What the tables say.** With perfect play the first player ${root.value === 1 ? "wins" : root.value === -1 ? "loses" : "draws"} the full game${root.value !== 0 ? ` in ${root.distance} plies` : ""}; ` +
    `first moves with a piece of size ${list(firstMoveSizes(moves, 1, 3))} win and with size ${list(firstMoveSizes(moves, -1, 3))} lose. ` +
    `Gobblet.jl (jonathan-laurent/Gobblet.jl) solved the same game by value iteration over all ${count(placements.perLayer)}³ placements; its statement is **${claim.verdict.status}** by these tables (${claim.verdict.because}). ` +
    `Its "about three billion states" are the placements; the positions reachable from the empty board are ${count(reach.positions)} up to symmetry (${count(reach.orientedPositions)} oriented boards), ${pct(reach.positions, placements.upToSymmetry)} of the placements up to symmetry. ` +
    `Draws are ${pct(tb.draws, tb.positions)} of the positions (${count(tb.draws)}) and the slowest decided positions take ${tb.maxDistance} plies (${worst.wins > 0 ? `${count(worst.wins)} wins` : `${count(worst.losses)} loss${worst.losses === 1 ? "" : "es"}`}).`;
}

/** Everything the notebook computed, as one JSON document (results/gobblet/summary.json; times under `seconds`/`millis`/`heap_used_bytes`). */
export function gobbletSummary(d: {
  seedEnum: SeedEnumeration; seedRes: SeedRetrogradeResult; faithfulSeconds: number; variants: SeedVariantRow[]; simple: Record<string, GobbletSolution>;
  tableName: string; tableGame: GobbletConfig; placements: PlacementCount; tb: GobbletTablebase; full: ProofResult; fullLao: ProofResult; pv: PvStep[];
}): Record<string, unknown> {
  const { seedEnum: e, seedRes: r, tb, full, fullLao } = d;
  const reach = tb.reachable;
  return {
    seed_faithful: {
      all_states: e.allStates.length, set_states: e.setStates.length, lifted_states: e.liftedStates.length, lifted_only: e.liftedOnly, loop_iterations: e.loopIterations,
      terminal_positions: e.terminalPositions, iteration_lines: r.lines, iterations: r.iterations, wins: r.wins, losses: r.losses, draws: r.draws,
      printed_as_wins: r.printedAsWins, printed_as_losses: r.printedAsLosses, initial_value: r.initialValue, initial_sweep: r.initialCount, seconds: d.faithfulSeconds,
    },
    seed_bug_variants: d.variants,
    simplified: Object.fromEntries(Object.entries(d.simple).map(([rule, s]) => [rule, { positions: s.positions, terminal: s.terminalPositions, wins: s.wins, losses: s.losses, draws: s.draws, initial: s.initial, max_distance: s.solution.maxDistance, millis: s.millis }])),
    tablebase: {
      game: d.tableName, config: d.tableGame, placements: d.placements,
      reachable: { positions: reach.positions, oriented_positions: reach.orientedPositions, terminal_positions: reach.terminalPositions, by_depth: reach.byDepth, by_pieces_on_board: reach.byPiecesOnBoard, expanded: reach.expanded, moves_generated: reach.children },
      wins: tb.wins, losses: tb.losses, draws: tb.draws, initial: tb.valueOf(0), max_distance: tb.maxDistance, histogram: tb.histogram,
      first_moves: tb.moveValues(0), millis: tb.millis, table_bytes: tb.bytes, search_bitmap_bytes: reach.bitmapBytes,
    },
    full: {
      value: full.value, distance: full.distance, depth_searched: full.depthSearched, nodes: full.nodes, table_entries: full.tableEntries, millis: full.millis, heap_used_bytes: full.heapUsedBytes,
      first_moves: full.firstMoves, principal_variation: d.pv.map((s) => s.move).slice(1),
      lose_at_once: { value: fullLao.value, distance: fullLao.distance, nodes: fullLao.nodes, millis: fullLao.millis, first_moves: fullLao.firstMoves },
    },
  };
}
