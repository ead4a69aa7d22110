/**
 * What each simplification of the outcome solver (solvers.solve) saves: the same boards solved
 * with each one switched off in turn, and with all of them on, counting search nodes and CPU time.
 * The switches are the solver's own options, so the answer must not change (a row that differs is
 * reported, not hidden): sum simplification as a whole (`simplify: false`), small components'
 * values (rule 1; `simplify: { maxSize: 0 }` keeps the split into components but values none),
 * G + (−G) cancellation (rule 2; `simplify: { cancel: false }`), impartial sums split into the
 * nim-values of their parts (rule 6; `simplify: { splitNimbers: false }`) and the ruleset's
 * knowledge (static decisions from safe-move counts; `knowledge: false`).
 *
 * @module
 */
import * as games from "../../games";
import * as solvers from "../../solvers";
import { BudgetExceededError, InputError, checkOptions, optionNames, type BudgetLimits } from "../../util";
import type { Ruleset } from "../../ruleset";
import type { SolveSizeRow } from "./tables";

/** A board to solve: a ruleset, a position and its label. */
export interface SavingsBoard<P = unknown> {
  readonly ruleset: Ruleset<P>;
  readonly position: P;
  /** The ruleset's name and the board, e.g. "Domineering 5×5". */
  readonly label: string;
  /** Cells of the board (for ordering and charts). */
  readonly cells: number;
}

/** The games {@link standardBoard} builds: empty Domineering and Cram boards, Clobber checkerboards (x in the top-left corner). */
export type StandardGame = "domineering" | "clobber" | "cram";

/**
 * The m×n board of a standard game as the tables of results/solve/ have it: Domineering and Cram
 * empty, Clobber the checkerboard with Left's stone (x) in the top-left corner. O(m·n).
 */
export function standardBoard(game: StandardGame, rows: number, cols: number): SavingsBoard {
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1 || rows * cols > 400) {
    throw new InputError(`standardBoard: rows and cols must be positive integers with at most 400 cells, got ${rows}×${cols}`);
  }
  const picture = (cell: (r: number, c: number) => string) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cell(r, c)).join("")).join("|");
  const ruleset = (game === "domineering" ? games.domineering.ruleset : game === "cram" ? games.cram.ruleset : game === "clobber" ? games.clobber.clobber : undefined) as Ruleset<unknown> | undefined;
  if (ruleset === undefined) throw new InputError(`standardBoard: game must be "domineering", "clobber" or "cram", got ${JSON.stringify(game)}`);
  const position = ruleset.parse!(picture(game === "clobber" ? (r, c) => ((r + c) % 2 === 0 ? "x" : "o") : () => "."));
  return { ruleset, position, label: `${ruleset.name} ${rows}×${cols}`, cells: rows * cols };
}

/** One setting of the solver: a name and the options it passes. */
export interface Simplification {
  readonly name: string;
  /** What is switched off ("" for the setting with everything on). */
  readonly off: string;
  readonly options: { readonly simplify?: false | { readonly maxSize?: number; readonly cancel?: boolean; readonly splitNimbers?: boolean }; readonly knowledge?: boolean };
}

/** The settings compared, everything on first (the reference of the ratios). */
export const SIMPLIFICATIONS: readonly Simplification[] = [
  { name: "all on", off: "", options: {} },
  { name: "no values of small components", off: "rule 1: small components replaced by their canonical values", options: { simplify: { maxSize: 0 } } },
  { name: "no G + (−G) cancellation", off: "rule 2: a component and its negative cancel", options: { simplify: { cancel: false } } },
  { name: "no ruleset knowledge", off: "static decisions and subgame size from the ruleset's safe-move counts", options: { knowledge: false } },
  { name: "no nim-value split", off: "rule 6: an impartial sum of large parts settled by the nim-values of its parts (impartial rulesets only)", options: { simplify: { splitNimbers: false } } },
  { name: "no sum simplification", off: "components, values and cancellation (whole positions searched)", options: { simplify: false } },
  { name: "none", off: "sum simplification and ruleset knowledge (table and move ordering only)", options: { simplify: false, knowledge: false } },
];

/** One board solved with one setting (see {@link simplificationSavings}). */
export interface SavingsRow {
  readonly board: string;
  readonly cells: number;
  readonly to_move: solvers.Player;
  readonly setting: string;
  /** The winner, or "" when the budget ran out. */
  readonly winner: solvers.Player | "";
  readonly finished: boolean;
  /** Search nodes (up to the budget when not finished). */
  readonly nodes: number;
  /** nodes ÷ nodes with everything on (a lower bound when not finished). */
  readonly nodes_ratio: number;
  readonly valued_components: number;
  readonly cancelled_pairs: number;
  readonly static_decisions: number;
  /** CPU milliseconds of the solve (user + system; see {@link simplificationSavings}): a timing, kept apart from results. */
  readonly cpu_ms: number;
}

/** Options of {@link simplificationSavings}. */
export interface SavingsOptions {
  /** The players to move first (default ["left"]; an impartial ruleset is solved once, with "left"). */
  readonly toMove?: readonly solvers.Player[];
  /** The settings (default {@link SIMPLIFICATIONS}; the first is the reference of the ratios). */
  readonly settings?: readonly Simplification[];
  /** Budget of each solve (default 2,000,000 nodes); a solve past it is a row with finished = false. */
  readonly budget?: BudgetLimits;
  /** Called after each solve with its row (progress). */
  readonly onRow?: (row: SavingsRow, done: number, total: number) => void;
}

/** The fields of {@link SavingsOptions}. */
const SAVINGS_OPTION_NAMES = optionNames<SavingsOptions>({ toMove: true, settings: true, budget: true, onRow: true });

/**
 * Each board solved with each setting (a fresh solver per solve, the ruleset's shared engine
 * cleared before it so that every setting pays for its own engine lookups; an unrecorded solve
 * with everything on first, so the canonical forms in lib/cgt's store are warm for every setting
 * alike): nodes, the rules' counters and CPU time. A solve that runs out of budget gives a row with finished = false and the nodes
 * it spent; any other error propagates. Cost: boards × players × settings solves, each
 * exponential in the board, bounded by the budget.
 */
export function simplificationSavings(boards: readonly SavingsBoard[], options: SavingsOptions = {}): SavingsRow[] {
  checkOptions(options, SAVINGS_OPTION_NAMES, "simplificationSavings");
  const settings = options.settings ?? SIMPLIFICATIONS;
  if (settings.length === 0) throw new InputError("simplificationSavings: settings must not be empty");
  const budget = options.budget ?? { maxPositions: 2_000_000 };
  const players = options.toMove ?? ["left"];
  const jobs = boards.flatMap((b) => (b.ruleset.kind === "impartial" ? ["left" as const] : players).map((toMove) => ({ b, toMove })));
  const total = jobs.length * settings.length;
  const rows: SavingsRow[] = [];
  for (const { b, toMove } of jobs) {
    let reference = 0;
    // one unrecorded solve first: the canonical forms of the board's small components are then in
    // lib/cgt's store for every setting alike (the engine's position table is cleared before each)
    try {
      new solvers.Solver(b.ruleset).solve(b.position, { toMove, budget });
    } catch (err) {
      if (!(err instanceof BudgetExceededError)) throw err;
    }
    settings.forEach((s, i) => {
      solvers.engineFor(b.ruleset).clear();
      const solver = new solvers.Solver(b.ruleset, s.options as solvers.SolveOptions<unknown>);
      const c0 = process.cpuUsage();
      let r: solvers.SolveResult | undefined;
      try {
        r = solver.solve(b.position, { toMove, budget });
      } catch (err) {
        if (!(err instanceof BudgetExceededError)) throw err;
      }
      const cpu = process.cpuUsage(c0);
      const nodes = r?.nodes ?? solver.lastNodes;
      if (i === 0) reference = nodes;
      const row: SavingsRow = {
        board: b.label,
        cells: b.cells,
        to_move: toMove,
        setting: s.name,
        winner: r?.winner ?? "",
        finished: r !== undefined,
        nodes,
        nodes_ratio: reference === 0 ? (nodes === 0 ? 1 : Infinity) : Math.round((nodes / reference) * 100) / 100,
        valued_components: r?.valuedComponents ?? 0,
        cancelled_pairs: r?.cancelledPairs ?? 0,
        static_decisions: r?.staticDecisions ?? 0,
        cpu_ms: Math.round((cpu.user + cpu.system) / 100) / 10,
      };
      rows.push(row);
      options.onRow?.(row, rows.length, total);
    });
  }
  return rows;
}

/**
 * The boards where the settings disagree on the winner (finished solves only): must be empty,
 * since every switch keeps the answer (each rule is sound). O(rows).
 */
export function savingsDisagreements(rows: readonly SavingsRow[]): string[] {
  const winners = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.finished) continue;
    const k = `${r.board}, ${r.to_move} to move`;
    winners.set(k, (winners.get(k) ?? new Set()).add(r.winner));
  }
  return [...winners].filter(([, w]) => w.size > 1).map(([k, w]) => `${k}: ${[...w].join(" vs ")}`);
}

/** One line per setting: its median node ratio over the finished boards (rounded to 0.01), for the prose. O(rows). */
export function savingsSummary(rows: readonly SavingsRow[]): { setting: string; boards: number; median_nodes_ratio: number; unfinished: number }[] {
  const names = [...new Set(rows.map((r) => r.setting))];
  return names.map((setting) => {
    const mine = rows.filter((r) => r.setting === setting);
    const ratios = mine.filter((r) => r.finished).map((r) => r.nodes_ratio).sort((a, b) => a - b);
    const mid = ratios.length === 0 ? NaN : ratios.length % 2 === 1 ? ratios[(ratios.length - 1) / 2]! : (ratios[ratios.length / 2 - 1]! + ratios[ratios.length / 2]!) / 2;
    return { setting, boards: mine.length, median_nodes_ratio: Math.round(mid * 100) / 100, unfinished: mine.length - ratios.length };
  });
}

/**
 * The solves of one setting (default "all on") as board-size rows for the nodes-and-time chart
 * (studies.solving.SolveSizeRow): one row per board, nodes and CPU seconds summed over the players
 * to move, the table named "this run: <ruleset>"; a board with an unfinished solve is left out. O(rows).
 */
export function savingsSizeRows(rows: readonly SavingsRow[], setting = "all on"): SolveSizeRow[] {
  const byBoard = new Map<string, { table: string; board: string; cells: number; nodes: number; ms: number; finished: boolean }>();
  for (const r of rows) {
    if (r.setting !== setting) continue;
    const cut = r.board.lastIndexOf(" ");
    const b = byBoard.get(r.board) ?? { table: `this run: ${r.board.slice(0, cut)}`, board: r.board.slice(cut + 1), cells: r.cells, nodes: 0, ms: 0, finished: true };
    b.nodes += r.nodes;
    b.ms += r.cpu_ms;
    b.finished &&= r.finished;
    byBoard.set(r.board, b);
  }
  return [...byBoard.values()].filter((b) => b.finished).map((b) => ({ table: b.table, board: b.board, cells: b.cells, nodes: b.nodes, seconds: Math.round(b.ms) / 1000 }));
}
