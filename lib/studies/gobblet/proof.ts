/**
 * Depth-bounded proof search for Gobblet positions too large for full retrograde analysis
 * (the full game): AND/OR search for "the player to move can force a win within d plies" with
 * a transposition table of proven bounds, iterated over d = 1, 2, 3, … so the first success
 * gives the exact distance (wins of even length exist: the loser's last move may be forced to
 * expose the winner's line). "Win within d" does not depend on the path, so repetitions need no
 * special handling and every table entry stays valid.
 */
import { Budget, requireInteger, type RunOptions } from "../../util";
import { GobbletRules, formatMove, unpackMove, type GobbletConfig, type Move } from "../../games/gobblet";

const NONE = 127;

/**
 * Bounded win/loss prover over canonical codes of one {@link GobbletConfig}. Table entries
 * pack four 7-bit fields: proven win within (NONE = unknown), no win within, proven loss
 * within, no loss within.
 */
export class GobbletProver {
  readonly rules: GobbletRules;
  /** Nodes expanded so far. */
  nodes = 0;
  private readonly tt = new Map<number, number>();
  private budget: Budget;

  constructor(config: GobbletConfig, options?: RunOptions) {
    this.rules = new GobbletRules(config);
    this.budget = Budget.from(options, "Gobblet proof search");
  }

  /** Number of transposition-table entries. */
  get tableSize(): number {
    return this.tt.size;
  }

  /** Replace the budget (e.g. for the next iteration). */
  setBudget(options?: RunOptions): void {
    this.budget = Budget.from(options, "Gobblet proof search");
  }

  private entry(code: number): [number, number, number, number] {
    const e = this.tt.get(code);
    if (e === undefined) return [NONE, 0, NONE, 0];
    return [e & 127, (e >> 7) & 127, (e >> 14) & 127, (e >> 21) & 127];
  }

  private store(code: number, f: [number, number, number, number]): void {
    this.tt.set(code, f[0] | (f[1] << 7) | (f[2] << 14) | (f[3] << 21));
  }

  /** Open (non-terminal) children, or null when the player to move can win at once. */
  private openChildren(code: number): number[] | null {
    this.nodes++;
    this.budget.spend();
    const kids: number[] = [];
    const moves: number[] = [];
    const status: number[] = [];
    this.rules.expand(code, kids, moves, status);
    const open: number[] = [];
    this.lastMoves.length = 0;
    for (let i = 0; i < kids.length; i++) {
      if (status[i] === -1) return null;
      if (status[i] === 0) {
        open.push(kids[i]!);
        this.lastMoves.push(moves[i]!);
      }
    }
    return open;
  }

  private readonly lastMoves: number[] = [];
  /** History heuristic: how often a packed move decided a node (weighted by depth). */
  private readonly history = new Float64Array(1 << 10);

  /** Can the player to move (in a non-terminal position) force a win within `d` plies? */
  winWithin(code: number, d: number): boolean {
    if (d < 1) return false;
    const e = this.entry(code);
    if (e[0] <= d) return true;
    if (e[1] >= d) return false;
    let ok = false;
    if (d === 1) {
      this.nodes++;
      this.budget.spend();
      ok = this.rules.hasWinningMove(code);
      if (ok) e[0] = 1;
    } else {
      const open = this.openChildren(code);
      if (open === null) {
        ok = true;
        e[0] = 1;
      } else {
        // Children already known to be lost within d-1 first.
        const mv = this.lastMoves.slice();
        const keys = open.map((c, i) => this.entry(c)[2] * 1e12 - this.history[mv[i]!]!);
        const order = open.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]!);
        for (const i of order) {
          if (this.loseWithin(open[i]!, d - 1)) {
            this.history[mv[i]!]! += d * d;
            ok = true;
            e[0] = Math.min(e[0], d);
            break;
          }
        }
      }
    }
    if (!ok) e[1] = Math.max(e[1], d);
    this.store(code, e);
    return ok;
  }

  /** Must the player to move (in a non-terminal position) lose within `d` plies whatever they do? */
  loseWithin(code: number, d: number): boolean {
    if (d < 1) return false;
    const e = this.entry(code);
    if (e[2] <= d) return true;
    if (e[3] >= d) return false;
    const open = this.openChildren(code);
    if (open === null) {
      e[3] = NONE - 1; // an immediate win: never lost
      this.store(code, e);
      return false;
    }
    // Children already known not to be won within d-1 first (cheap refutations).
    const mv = this.lastMoves.slice();
    const keys = open.map((c, i) => -this.entry(c)[1] * 1e12 - this.history[mv[i]!]!);
    const order = open.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]!);
    for (const i of order) {
      if (!this.winWithin(open[i]!, d - 1)) {
        this.history[mv[i]!]! += d * d;
        e[3] = Math.max(e[3], d);
        this.store(code, e);
        return false;
      }
    }
    e[2] = Math.min(e[2], d);
    this.store(code, e);
    return true;
  }
}

/** Value of one first move found by {@link proveGobblet}. */
export interface ProvedMove {
  move: string;
  /** The move as data (size, origin square or -1 for the hand, destination). */
  piece: Move;
  /** Canonical code of the resulting position (other player to move), as GobbletRules.expand gives it. */
  child: number;
  /** Number of first moves equivalent to this one under symmetry. */
  equivalent: number;
  /** 1 = proven win for the mover, -1 = proven loss, 0 = not decided within the depth. */
  value: number;
  /** Plies to the end of the game counted from before the move (exact when value ≠ 0), else -1. */
  distance: number;
}

/** Result of {@link proveGobblet}. */
export interface ProofResult {
  config: GobbletConfig;
  /** 1 = the first player wins, 0 = undecided within `depthSearched`. */
  value: number;
  /** Exact length of the forced win in plies, or -1. */
  distance: number;
  depthSearched: number;
  firstMoves: ProvedMove[];
  nodes: number;
  tableEntries: number;
  /** V8 heap in use at the end of the search (transposition table still alive), bytes. */
  heapUsedBytes: number;
  millis: number;
}

/**
 * Prove the initial position of a Gobblet variant by iterative deepening (d = 1, 2, …,
 * maxDepth) and then value every distinct first move: the shortest forced win or loss for
 * the first player of total length ≤ maxDepth plies, or undecided (a draw or longer). Cost: exponential in the depth; bounded by
 * the budget (BudgetExceededError names the limit).
 */
export function proveGobblet(config: GobbletConfig, maxDepth: number, options?: RunOptions): ProofResult {
  requireInteger("maxDepth", maxDepth, 1, 100);
  const t0 = Date.now();
  const prover = new GobbletProver(config, options);
  const rules = prover.rules;
  let value = 0;
  let distance = -1;
  let depth = 0;
  for (let d = 1; d <= maxDepth; d++) {
    depth = d;
    options?.onProgress?.({ done: d, total: maxDepth, message: `proof search depth ${d}` });
    if (prover.winWithin(rules.initial, d)) {
      value = 1;
      distance = d;
      break;
    }
  }
  const kids: number[] = [];
  const moves: number[] = [];
  rules.expand(rules.initial, kids, moves);
  const seen = new Map<number, ProvedMove>();
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i]!;
    const prior = seen.get(c);
    if (prior) {
      prior.equivalent++;
      continue;
    }
    let v = 0;
    let dist = -1;
    // Increasing length d+1 from before the move (a suicidal last move makes even wins possible).
    for (let d = 1; d < maxDepth && v === 0; d++) {
      if (prover.loseWithin(c, d)) v = 1;
      else if (prover.winWithin(c, d)) v = -1;
      if (v !== 0) dist = d + 1;
    }
    const piece = unpackMove(moves[i]!);
    seen.set(c, { move: formatMove(piece, config.sizes), piece, child: c, equivalent: 1, value: v, distance: dist });
  }
  return {
    config: { ...config },
    value,
    distance,
    depthSearched: depth,
    firstMoves: [...seen.values()],
    nodes: prover.nodes,
    tableEntries: prover.tableSize,
    heapUsedBytes: process.memoryUsage().heapUsed,
    millis: Date.now() - t0,
  };
}

/** One ply of a principal variation, seen from the first player (owner 0 = first player). */
export interface PvStep {
  /** 1-based ply number of the move that led here (0 for the start position). */
  ply: number;
  /** The move played (in the board's fixed orientation), empty for the start. */
  move: string;
  /** Position after the move, with the first player's pieces as "mine" (not canonicalised). */
  board: number;
  /** Plies left to the end with optimal play from here. */
  remaining: number;
}

/**
 * A principal variation of a proven win from `code` (non-terminal, player to move wins): the
 * winner always plays a fastest winning move, the loser the reply that resists longest (the
 * first such in move order). Boards keep one orientation. Cost: a few bounded searches per ply
 * (tiny once the position has been proven with the same prover).
 */
export function principalVariation(prover: GobbletProver, code: number, maxDepth: number): PvStep[] {
  requireInteger("maxDepth", maxDepth, 1, 100);
  const rules = prover.rules;
  const exactWin = (c: number, limit: number): number => {
    for (let d = 1; d <= limit; d++) if (prover.winWithin(rules.canonical(c), d)) return d;
    return -1;
  };
  let cur = code;
  let remaining = exactWin(cur, maxDepth);
  if (remaining < 0) return [];
  const steps: PvStep[] = [{ ply: 0, move: "", board: cur, remaining }];
  let attacker = true;
  for (let ply = 1; remaining > 0; ply++) {
    const kids: number[] = [];
    const moves: number[] = [];
    const status: number[] = [];
    rules.expand(cur, kids, moves, status, false, false);
    let pick = -1;
    let best = -1;
    for (let i = 0; i < kids.length; i++) {
      // Distance left after this move, if it keeps the optimal result.
      let left: number;
      if (status[i] !== 0) left = 0;
      else if (attacker) left = prover.loseWithin(rules.canonical(kids[i]!), remaining - 1) ? remaining - 1 : -1;
      else left = exactWin(kids[i]!, remaining - 1);
      const good = attacker ? status[i] === -1 || left === remaining - 1 : status[i] === 1 ? remaining === 1 : left === remaining - 1;
      if (good && left > best) {
        best = left;
        pick = i;
        if (attacker) break;
      }
    }
    if (pick < 0) break;
    const virtual = kids[pick]! >= rules.codeSpace; // the game ended at the lift ("loseAtOnce")
    const move = formatMove(unpackMove(moves[pick]!), rules.config.sizes) + (virtual ? " (ends at the lift)" : "");
    remaining = status[pick] !== 0 ? 0 : remaining - 1;
    if (virtual) {
      steps.push({ ply, move, board: steps[steps.length - 1]!.board, remaining });
      break;
    }
    cur = kids[pick]!;
    steps.push({ ply, move, board: ply % 2 === 0 ? cur : rules.swapSides(cur), remaining });
    attacker = !attacker;
  }
  return steps;
}
