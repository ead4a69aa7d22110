/**
 * Play on loopy game graphs (issue 28, part 1): outcomes with either player moving first
 * (backward induction, draws for infinite play), comparison and equality of stoppers (survival in
 * the difference), and the canonical (simplest) form of a stopper.
 *
 * Sources: Winning Ways ch. 11 (Berlekamp–Conway–Guy 1982); Conway, "Loopy games" (Ann.
 * Discrete Math. 3, 1978); Siegel, "Coping with cycles" (in Games of No Chance 3, 2009) and
 * *Combinatorial Game Theory* (2013) ch. VI; CGSuite's LoopyGame.java (Siegel) for the
 * algorithms' shape (retrograde marking of (vertex, mover) states, then simplification by
 * reversible and dominated options and fusion).
 *
 * @module
 */
import { BudgetExceededError, InputError } from "../util";
import type { Game } from "./value";
import { LoopyGame, asLoopy, fromShort, isStopper, loopyLimit, pack } from "./loopyGraph";
import { value } from "./value";
import * as StoreModule from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };

/**
 * Default cap on the (position, player to move) states of one retrograde labelling: 20 million
 * states use about 180 MB (a status byte, a counter and a queue slot each).
 */
export const DEFAULT_MAX_LOOPY_STATES = 20_000_000;

/** Budget of the labellings (outcomes, comparisons, canonical forms). */
export interface LoopyPlayBudget {
  /** Largest number of (position, player to move) states labelled; BudgetExceededError beyond. */
  readonly maxStates?: number;
}

/** The state limit of a {@link LoopyPlayBudget}, checked ({@link loopyLimit}); the default when absent. O(1). */
export function maxStatesOf(budget: LoopyPlayBudget | undefined, what: string): number {
  return loopyLimit(budget, "maxStates", what) ?? DEFAULT_MAX_LOOPY_STATES;
}

/** Who wins a loopy game with a given player moving first, or "Draw" when play goes on for ever. */
export type LoopyOutcome = "LeftWins" | "RightWins" | "Draw";

/**
 * Outcome classes of loopy games, CGSuite's names (org.cgsuite.core.OutcomeClass, Siegel): the
 * pair (outcome with Left first, outcome with Right first) is
 * L (L, L), R (R, R), N (L, R), P (R, L), D (Draw, Draw), NHat (L, Draw), PCheck (R, Draw),
 * PHat (Draw, L), NCheck (Draw, R).
 */
export type LoopyOutcomeClass = "L" | "R" | "N" | "P" | "D" | "NHat" | "PCheck" | "PHat" | "NCheck";

/** Every loopy outcome class, in CGSuite's order of declaration. */
export const LOOPY_OUTCOME_CLASSES: readonly LoopyOutcomeClass[] = Object.freeze(["P", "N", "L", "R", "D", "PHat", "PCheck", "NHat", "NCheck"] as const);

const WIN = 1;
const LOSE = 2;

/** Reverse adjacency: for each vertex, the vertices that have it as an option. O(V + E). */
function reverse(lists: readonly (readonly number[])[]): number[][] {
  const rev: number[][] = lists.map(() => []);
  lists.forEach((ws, v) => {
    for (const w of ws) rev[w].push(v);
  });
  return rev;
}

/**
 * Backward induction on the difference H − G for every pair (x, y) of a vertex x of G and a
 * vertex y of H at once: the state ((x·|H| + y)·2 + m) has m = 0 for Left to move, 1 for Right.
 * Left's moves in y − x are y → y^L and x → x^R, Right's y → y^R and x → x^L. A player with no
 * move loses; a state is WIN (1) for the player to move if some move reaches a LOSE state, LOSE
 * (2) if every move reaches a WIN state, and 0 (a draw: neither can force the other to run out of
 * moves) otherwise. The labels are the least fixed point, computed with a counter per state and a
 * queue (Winning Ways ch. 11; CGSuite's markStrongWins). O(|G|·|H| + |G|·E_H + E_G·|H|).
 */
export function differenceLabels(g: LoopyGame, h: LoopyGame, budget?: LoopyPlayBudget, what = "a loopy comparison"): Uint8Array {
  const ng = g.size;
  const nh = h.size;
  const states = 2 * ng * nh;
  const max = maxStatesOf(budget, what);
  if (states > max) throw new BudgetExceededError("maxPositions", max, states, `${what} (${ng} × ${nh} positions, 2 players to move)`);
  const revLG = reverse(g.left);
  const revRG = reverse(g.right);
  const revLH = reverse(h.left);
  const revRH = reverse(h.right);
  const status = new Uint8Array(states);
  const count = new Int32Array(states);
  const queue = new Int32Array(states);
  let tail = 0;
  for (let x = 0; x < ng; x++) {
    for (let y = 0; y < nh; y++) {
      const s = (x * nh + y) * 2;
      count[s] = h.left[y].length + g.right[x].length;
      count[s + 1] = h.right[y].length + g.left[x].length;
      for (const t of [s, s + 1]) {
        if (count[t] === 0) {
          status[t] = LOSE;
          queue[tail++] = t;
        }
      }
    }
  }
  const visit = (p: number, decided: number): void => {
    if (status[p] !== 0) return;
    if (decided === LOSE) {
      status[p] = WIN;
      queue[tail++] = p;
    } else if (--count[p] === 0) {
      status[p] = LOSE;
      queue[tail++] = p;
    }
  };
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const m = s & 1;
    const pair = s >> 1;
    const x = Math.floor(pair / nh);
    const y = pair - x * nh;
    const decided = status[s];
    if (m === 1) {
      // reached by a Left move: y0 → y with y ∈ L(y0), or x0 → x with x ∈ R(x0)
      for (const y0 of revLH[y]) visit((x * nh + y0) * 2, decided);
      for (const x0 of revRG[x]) visit((x0 * nh + y) * 2, decided);
    } else {
      for (const y0 of revRH[y]) visit((x * nh + y0) * 2 + 1, decided);
      for (const x0 of revLG[x]) visit((x0 * nh + y) * 2 + 1, decided);
    }
  }
  return status;
}

/** The zero game's graph (one vertex, no options), the G of an outcome labelling. */
const ZERO_GRAPH = new LoopyGame([[]], [[]]);

/**
 * The outcome of every position of G with each player moving first: `left[v]` when Left moves
 * first from vertex v, `right[v]` when Right does (Winning Ways ch. 11: a player who cannot move
 * loses, play that never ends is a draw). Backward induction, O(V + E).
 */
export function outcomeLabels(g: LoopyGame, budget?: LoopyPlayBudget): { left: LoopyOutcome[]; right: LoopyOutcome[] } {
  const st = differenceLabels(ZERO_GRAPH, g, budget, "loopy outcomes");
  const left: LoopyOutcome[] = [];
  const right: LoopyOutcome[] = [];
  for (let v = 0; v < g.size; v++) {
    const l = st[2 * v];
    const r = st[2 * v + 1];
    left.push(l === WIN ? "LeftWins" : l === LOSE ? "RightWins" : "Draw");
    right.push(r === WIN ? "RightWins" : r === LOSE ? "LeftWins" : "Draw");
  }
  return { left, right };
}

/** Who wins G when `first` moves first, or "Draw" (infinite play). O(V + E). */
export function outcome(g: Game | LoopyGame, first: "Left" | "Right"): LoopyOutcome {
  if (first !== "Left" && first !== "Right") throw new InputError(`loopy.outcome: first must be "Left" or "Right", got ${String(first)}`);
  const labels = outcomeLabels(asLoopy(g, "loopy.outcome: game"));
  return first === "Left" ? labels.left[0] : labels.right[0];
}

/** The outcome class of a pair (Left first, Right first), CGSuite's names ({@link LoopyOutcomeClass}). */
export function outcomeClassOf(leftFirst: LoopyOutcome, rightFirst: LoopyOutcome): LoopyOutcomeClass {
  const table: Record<LoopyOutcome, Record<LoopyOutcome, LoopyOutcomeClass>> = {
    LeftWins: { LeftWins: "L", RightWins: "N", Draw: "NHat" },
    RightWins: { LeftWins: "P", RightWins: "R", Draw: "PCheck" },
    Draw: { LeftWins: "PHat", RightWins: "NCheck", Draw: "D" },
  };
  return table[leftFirst][rightFirst];
}

/**
 * The outcome class of G under play (both first movers, draws for infinite play), in CGSuite's
 * names: on is L, dud is D, tis is PHat (Left to move passes to tisn for ever; Right to move in
 * tis has no move). O(V + E).
 */
export function outcomeClass(g: Game | LoopyGame): LoopyOutcomeClass {
  const labels = outcomeLabels(asLoopy(g, "loopy.outcomeClass: game"));
  return outcomeClassOf(labels.left[0], labels.right[0]);
}

/** InputError unless G is a stopper, saying why the operation needs one. */
function requireStopper(g: LoopyGame, what: string): void {
  if (!isStopper(g)) {
    throw new InputError(
      `${what} is not a stopper (from some position the players can alternate moves for ever, as in dud = {pass | pass} or on + off), ` +
        "so its order is not the survival order of stoppers: comparing such games compares their onsides and offsides (use loopy.sidedLeq, loopy.sidedCompare or loopy.sides)",
    );
  }
}

/**
 * G ≤ H for stoppers: Left, moving second, survives H − G, i.e. Right cannot force Left to run
 * out of moves (Siegel, CGT ch. VI §2 and "Coping with cycles"; Winning Ways ch. 11). Infinite
 * play counts as survival. InputError if G or H is not a stopper (the order of other loopy games
 * is a comparison of sides: `loopy.sidedLeq`). O(|G|·|H| + |G|·E_H + E_G·|H|).
 */
export function leq(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  const a = asLoopy(g, "loopy.leq: first game");
  const b = asLoopy(h, "loopy.leq: second game");
  requireStopper(a, "loopy.leq: the first game");
  requireStopper(b, "loopy.leq: the second game");
  return differenceLabels(a, b, budget)[1] !== WIN;
}

/** G ≥ H for stoppers (H ≤ G). Cost as {@link leq}. */
export function geq(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  return leq(h, g, budget);
}

/** G = H for stoppers (G ≤ H and H ≤ G). Cost: two {@link leq}. */
export function equal(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  return leq(g, h, budget) && leq(h, g, budget);
}

/** The order of two stoppers: "<", "=", ">" or "||" (confused). Cost: two {@link leq}. */
export function compare(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): "<" | "=" | ">" | "||" {
  const le = leq(g, h, budget);
  const ge = leq(h, g, budget);
  return le ? (ge ? "=" : "<") : ge ? ">" : "||";
}

/**
 * The canonical (simplest) form of a stopper: every position's dominated options removed and
 * reversible options bypassed (G^L with some G^{LR} ≤ G is replaced by the Left options of
 * G^{LR}, and symmetrically), repeated until nothing changes, then equal positions fused (Siegel,
 * CGT ch. VI §4, simplest forms of stoppers: two equal stoppers in simplest form have isomorphic
 * graphs). The order of the positions is one difference labelling of G against itself, computed
 * once (the simplifications keep every position's value). The result is checked equal to G.
 * InputError if G is not a stopper. O(|G|² · degree) for the labelling, plus the passes: a sum of
 * seven small stoppers with 2,880 positions took 13 s (shared machine), so canonicalize the
 * summands first and add canonical forms (`canonical(add(canonical(a), canonical(b)))`).
 */
export function canonical(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const x = asLoopy(g, "loopy.canonical: game");
  requireStopper(x, "loopy.canonical: the game");
  const n = x.size;
  const lab = differenceLabels(x, x, budget, "the canonical form of a stopper");
  const le = (a: number, b: number): boolean => lab[(a * n + b) * 2 + 1] !== WIN;
  const L = x.left.map((l) => [...l]);
  const R = x.right.map((r) => [...r]);
  const limit = 4 * (n + 1) * (n + 1) + 16;
  let steps = 0;
  const tick = (): void => {
    if (++steps > limit) throw new Error(`loopy.canonical: simplification did not settle after ${limit} steps (an internal error: please report the game)`);
  };
  /** Replace reversible options of v on one side; true if something changed. */
  const bypass = (v: number, side: "L" | "R"): boolean => {
    const mine = side === "L" ? L : R;
    const theirs = side === "L" ? R : L;
    let changed = false;
    for (let i = 0; i < mine[v].length; i++) {
      const u = mine[v][i];
      const w = theirs[u].find((t) => (side === "L" ? le(t, v) : le(v, t)));
      if (w === undefined) continue;
      tick();
      const rest = mine[v].filter((_, k) => k !== i);
      for (const z of mine[w]) if (!rest.includes(z)) rest.push(z);
      mine[v] = rest;
      changed = true;
      i = -1; // new options may be reversible too
    }
    return changed;
  };
  /** Remove dominated and duplicate options of v on one side; true if something changed. */
  const prune = (v: number, side: "L" | "R"): boolean => {
    const mine = side === "L" ? L : R;
    const better = (a: number, b: number): boolean => (side === "L" ? le(b, a) : le(a, b)); // a at least as good as b for the mover
    const opts = mine[v];
    const keep = opts.filter((a, i) => !opts.some((b, j) => j !== i && better(b, a) && (!better(a, b) || j < i)));
    if (keep.length === opts.length) return false;
    mine[v] = keep;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const v of reachable(L, R)) {
      if (bypass(v, "L")) changed = true;
      if (bypass(v, "R")) changed = true;
      if (prune(v, "L")) changed = true;
      if (prune(v, "R")) changed = true;
      if (changed) tick();
    }
  }
  // fusion: every position goes to the first reachable position equal to it
  const reach = reachable(L, R).sort((a, b) => a - b);
  const fuse = new Int32Array(n).map((_, v) => v);
  for (let i = 0; i < reach.length; i++) {
    for (let j = 0; j < i; j++) {
      if (fuse[reach[j]] === reach[j] && le(reach[i], reach[j]) && le(reach[j], reach[i])) {
        fuse[reach[i]] = reach[j];
        break;
      }
    }
  }
  const fl = L.map((l) => [...new Set(l.map((w) => fuse[w]))]);
  const fr = R.map((r) => [...new Set(r.map((w) => fuse[w]))]);
  const result = pack(fl, fr, fuse[0]);
  if (!isStopper(result) || !equal(result, x, budget)) throw new Error("loopy.canonical: the simplified form is not equal to the game (an internal error: please report the game)");
  return result;
}

/** Vertices reachable from vertex 0 of mutable option lists, in breadth-first order. O(V + E). */
function reachable(L: readonly (readonly number[])[], R: readonly (readonly number[])[]): number[] {
  const seen = new Uint8Array(L.length);
  const order = [0];
  seen[0] = 1;
  for (let i = 0; i < order.length; i++) {
    for (const w of [...L[order[i]], ...R[order[i]]]) {
      if (!seen[w]) {
        seen[w] = 1;
        order.push(w);
      }
    }
  }
  return order;
}

/** The zero game as a loopy game (one vertex, no options). */
export const zero: LoopyGame = fromShort(value(S.ZERO));
