/**
 * Depth-first proof-number search (df-pn) for the outcome solver: the option `search: "pns"` of
 * {@link solve}. After Nagai, "Df-pn algorithm for searching AND/OR trees and its applications",
 * PhD thesis, University of Tokyo, 2002, in the negamax form (each state is searched for "the
 * player to move wins"), with the 1 + ε threshold of Pawlewicz and Lew, "Improving depth-first
 * PN-search: 1 + ε trick", Computers and Games 2006 (LNCS 4630, 2007).
 *
 * **Numbers.** For a state n with a player to move, φ(n) is its proof number (how many leaves must
 * still be shown won to prove that the mover wins) and δ(n) its disproof number. A state known
 * won has (φ, δ) = (0, ∞), one known lost (∞, 0). The mover wins iff some move leads to a state
 * lost for the opponent, so for an expanded state φ(n) = min over the children c of δ(c) and
 * δ(n) = Σ φ(c) (the children are searched with the opponent to move). A child not searched yet
 * starts at φ = 1 and δ = its mover's number of moves (a state with more replies is harder to
 * disprove: the "mobility" initialisation, Allis's PN-search heuristic; δ = 1 with ordering "none").
 *
 * **df-pn.** MID(n, thφ, thδ) expands n and keeps searching its most-proving child — the one of
 * least δ — with the thresholds thφ(c) = thδ − δ(n) + φ(c) and thδ(c) = min(thφ, ⌈δ₂(1 + ε)⌉)
 * (δ₂ the second least δ; at least δ₂ + 1), until φ(n) ≥ thφ or δ(n) ≥ thδ; the root is searched with
 * infinite thresholds, so it returns only when solved. Between calls the numbers of unsolved states
 * live in a bounded table (the oldest quarter evicted when it is full: they are estimates, so
 * forgetting one costs re-search, never correctness); solved states go to the solver's outcome
 * table (its replacement policy applies) and a solved child is also remembered by its parent's
 * call, so a call always makes progress whatever the tables forgot.
 *
 * **Soundness.** A state is declared won only when a child is known lost for the opponent (the
 * outcome table, the end rule, the static rules, or a child search that ended in a proof), and lost
 * only when every child is known won for the opponent: the same rules as negamax, in another order,
 * so the result is the negamax result; the numbers only choose the order.
 *
 * **Measured** (bench/solve.bench.ts, Domineering, Left first, default table; nodes do not depend
 * on the machine): 5×6 df-pn 3,744 nodes against negamax's 1,015 (3.7×) on whole positions, 3,484
 * against 851 with simplification; 6×6 626,813 against 19,272 (33×) on whole positions but 2,285
 * against 4,651 (0.49×, the same time) with simplification. With ε ≥ 2 df-pn expanded exactly
 * negamax's nodes on 5×5 and 5×6 (it follows the mobility order depth-first); ε = 1 gave 1,326 and
 * 1,502 on 5×6. Negamax stays the default; df-pn pays where the mobility order misleads.
 *
 * Cost: exponential in the position; one node (and one budget unit) per expansion, a state expanded
 * again after its numbers were forgotten or its thresholds raised counting again. Memory: the
 * numbers table, at most `maxEntries` states (about 100 bytes each).
 */
import type { PositionKey } from "../../ruleset";

/** What the df-pn search needs of the solver (its states, tables and counters). */
export interface ProofHost<S> {
  /** The known result of st for player (0 Left, 1 Right) to move: 1 wins, 0 loses, −1 unknown. */
  known(st: S, player: number): number;
  /** The children of st with player to move (moves in its parts, then in s); counts a node, spends a budget unit, marks st on the path (a loop is an error). */
  expand(st: S, player: number): readonly S[];
  /** Unmark st (its search call returned). */
  leave(st: S): void;
  /** The number of moves player has in st (the initial disproof number). */
  moves(st: S, player: number): number;
  /** Record the result of st for player. */
  store(st: S, player: number, win: boolean, work: number): void;
  /** Where st with player to move lives in the numbers table: one of 4 tiers, and its key there. */
  slot(st: S, player: number): { readonly tier: number; readonly key: PositionKey };
  /** Nodes counted so far. */
  nodes(): number;
}

/** An "infinite" proof or disproof number (exact in a double; sums are capped below it). */
const INF = 2 ** 50;
/** ε of the 1 + ε trick. */
const EPSILON = 0.25;

interface Numbers {
  phi: number;
  delta: number;
  work: number;
}

/**
 * The bounded table of proof and disproof numbers of unsolved states (see the module comment),
 * kept by a Solver across its searches (a search cut off by a budget resumes from its estimates).
 * Every operation O(1) amortised; an interrupt between two Map operations leaves estimates only.
 */
export class NumbersTable {
  private readonly maps = [new Map<PositionKey, Numbers>(), new Map<PositionKey, Numbers>(), new Map<PositionKey, Numbers>(), new Map<PositionKey, Numbers>()];
  private size = 0;

  private readonly maxEntries: number;

  /** A table of at most `maxEntries` states (at least 16). */
  constructor(maxEntries: number) {
    this.maxEntries = Math.max(16, maxEntries);
  }

  /** The numbers of the state `key` in `tier`, if kept. */
  get(tier: number, key: PositionKey): Numbers | undefined {
    return this.maps[tier]!.get(key);
  }

  /** Keep the numbers of a state (the oldest quarter forgotten first when full). */
  set(tier: number, key: PositionKey, n: Numbers): void {
    const m = this.maps[tier]!;
    if (m.delete(key)) this.size--;
    if (this.size >= this.maxEntries) this.evict();
    m.set(key, n); // last inserted: the last evicted
    this.size++;
  }

  /** Forget a state (it was solved). */
  delete(tier: number, key: PositionKey): void {
    if (this.maps[tier]!.delete(key)) this.size--;
  }

  /** Forget the oldest quarter of each tier (Maps iterate in insertion order). */
  private evict(): void {
    for (const m of this.maps) {
      let drop = Math.ceil(m.size / 4);
      for (const k of m.keys()) {
        if (drop-- <= 0) break;
        m.delete(k);
        this.size--;
      }
    }
  }
}

/**
 * Whether `player` (0 Left, 1 Right) moving first in `root` wins, by df-pn (module comment) over
 * the host's states, with the numbers `table`; `mobility` chooses the initial disproof numbers.
 * Cost: see the module comment.
 */
export function dfpnWins<S>(host: ProofHost<S>, root: S, player: number, table: NumbersTable, mobility: boolean): boolean {
  const k = host.known(root, player);
  if (k >= 0) return k === 1;
  const [phi] = mid(host, table, root, player, INF, INF, mobility);
  return phi === 0;
}

/** One MID call: search st (player to move, not known) until its numbers reach a threshold or it is solved; returns its (φ, δ). */
function mid<S>(host: ProofHost<S>, table: NumbersTable, st: S, player: number, thPhi: number, thDelta: number, mobility: boolean): [number, number] {
  const nodes0 = host.nodes();
  const other = 1 - player;
  const children = host.expand(st, player);
  const n = children.length;
  const phis = new Float64Array(n);
  const deltas = new Float64Array(n);
  /** Children solved during this call (the tables may forget them; this call does not). */
  const solved = new Int8Array(n).fill(-1);
  const here = host.slot(st, player);
  const prior = table.get(here.tier, here.key)?.work ?? 0;
  const finish = (win: boolean): [number, number] => {
    table.delete(here.tier, here.key);
    host.store(st, player, win, prior + host.nodes() - nodes0);
    host.leave(st);
    return win ? [0, INF] : [INF, 0];
  };
  for (;;) {
    // the children's numbers: solved here, known to the tables, estimated, or initial
    let phi = INF;
    let delta = 0;
    let best = -1;
    let delta2 = INF;
    for (let i = 0; i < n; i++) {
      const c = children[i]!;
      let r = solved[i]!;
      if (r < 0) r = host.known(c, other);
      if (r === 0) return finish(true);
      if (r === 1) {
        phis[i] = 0;
        deltas[i] = INF;
        continue;
      }
      const s = host.slot(c, other);
      const e = table.get(s.tier, s.key);
      if (e !== undefined) {
        phis[i] = e.phi;
        deltas[i] = e.delta;
      } else if (phis[i] === 0 && deltas[i] === 0) {
        // first sight: φ = 1, δ = the opponent's moves (none: the opponent, to move, has lost)
        const m = mobility ? host.moves(c, other) : 1;
        if (m === 0) return finish(true);
        phis[i] = 1;
        deltas[i] = m;
      }
      delta = Math.min(INF - 1, delta + phis[i]!);
      const d = deltas[i]!;
      if (d < phi) {
        delta2 = phi;
        phi = d;
        best = i;
      } else if (d < delta2) delta2 = d;
    }
    if (best < 0) return finish(false); // every move leads to a state the opponent wins
    if (phi >= thPhi || delta >= thDelta) {
      table.set(here.tier, here.key, { phi, delta, work: prior + host.nodes() - nodes0 });
      host.leave(st);
      return [phi, delta];
    }
    const childThPhi = thDelta - delta + phis[best]!;
    const childThDelta = Math.min(thPhi, Math.max(delta2 + 1, Math.ceil(delta2 * (1 + EPSILON))));
    const [cp, cd] = mid(host, table, children[best]!, other, childThPhi, childThDelta, mobility);
    if (cp === 0) solved[best] = 1;
    else if (cd === 0) return finish(true);
    else {
      phis[best] = cp;
      deltas[best] = cd;
    }
  }
}
