/**
 * The seed notebook's analysis pipeline (seed 004), ported faithfully so that its printed
 * numbers can be reproduced exactly — and each of its bugs switched off one at a time.
 *
 * 1. `enumerateSeedStates` = the seed's BFS (cell 782): it normalises a state *before* pushing it
 *    and only de-duplicates on pop, so its "loop回数" counts queue pops (= 1 + every move
 *    generated from every distinct non-terminal position), and it also collects the "lifted"
 *    (持ち上げた, `choise`) half-move states.
 * 2. `seedRetrograde` = the seed's retrograde loop (cell 789) over the sorted union of both
 *    sets, including `newWinLose`'s early `return -1` when a lift reveals the opponent's line
 *    and the `winLoseNew = winLose` aliasing (an in-place, Gauss–Seidel sweep in sorted order).
 *    The seed looked every child up with `all_states.index` (O(n) per lookup: the 2 h 24 min);
 *    here children are resolved once into integer indices.
 */
import { Budget, type RunOptions } from "../../util";
import {
  SEED_RULE_BUGS,
  seedApply,
  seedCheckResult,
  seedLegalActions,
  seedLift,
  seedNormalize,
  seedSwap,
  type SeedRuleBugs,
} from "../../games/gobblet";
import { formatMove } from "../../games/gobblet";

/** All seed-bug switches (`true` = behave like the seed). */
export interface SeedBugs extends SeedRuleBugs {
  /** `newWinLose` returns -1 (whole position lost) as soon as one move's lift reveals the opponent's line. */
  revealLosesPosition: boolean;
  /** The lifted half-move states are analysed as positions of their own (`all_states = set | choise`). */
  liftedStatesAnalysed: boolean;
  /** `winLoseNew = winLose` aliases one list, so a sweep sees its own updates (affects iteration counts only). */
  inPlaceSweep: boolean;
}

/** The seed's behaviour: every bug present. */
export const SEED_BUGS: Readonly<SeedBugs> = Object.freeze({
  ...SEED_RULE_BUGS,
  revealLosesPosition: true,
  liftedStatesAnalysed: true,
  inPlaceSweep: true,
});

/** What the seed's enumeration cell computes. */
export interface SeedEnumeration {
  /** Sorted normalised positions reached by the BFS (seed `all_set_states`, includes terminal ones). */
  setStates: Float64Array;
  /** Sorted normalised lifted states (seed `all_choise_states`). */
  liftedStates: Float64Array;
  /** Sorted union (seed `all_states`). */
  allStates: Float64Array;
  /** Lifted states that are not positions (seed: "all_set_statesに存在しない状態"). */
  liftedOnly: number;
  /** Queue pops (seed `loop回数`). */
  loopIterations: number;
  /** Positions in `setStates` that are terminal (someone has a line). */
  terminalPositions: number;
}

function sortedOf(set: Set<number>): Float64Array {
  const a = Float64Array.from(set);
  a.sort();
  return a;
}

/**
 * The seed's BFS over normalised states, bugs selectable. Cost: O(pops · 8) plus O(moves) per
 * distinct position; ~3.2 M pops for the seed's rules. Spends one budget unit per pop.
 */
export function enumerateSeedStates(bugs: Partial<SeedBugs> = {}, options?: RunOptions): SeedEnumeration {
  const b: SeedBugs = { ...SEED_BUGS, ...bugs };
  const budget = Budget.from(options, "seed-style Gobblet enumeration");
  const queue: number[] = [seedNormalize(0)];
  let head = 0;
  const setStates = new Set<number>();
  const lifted = new Set<number>();
  let loop = 0;
  let terminal = 0;
  while (head < queue.length) {
    loop++;
    budget.spend();
    const cur = seedNormalize(queue[head++]!);
    if (head > 1 << 20) {
      queue.splice(0, head);
      head = 0;
    }
    if (setStates.has(cur)) continue;
    setStates.add(cur);
    if (seedCheckResult(cur, b)[0] === 1) {
      terminal++;
      continue;
    }
    for (const action of seedLegalActions(cur, b)) {
      const choice = seedLift(cur, action);
      lifted.add(seedNormalize(choice));
      if (seedCheckResult(choice, b)[0] === 1) continue;
      queue.push(seedNormalize(seedSwap(seedApply(cur, action))));
    }
  }
  const all = new Set<number>(setStates);
  for (const s of lifted) all.add(s);
  let liftedOnly = 0;
  for (const s of lifted) if (!setStates.has(s)) liftedOnly++;
  return {
    setStates: sortedOf(setStates),
    liftedStates: sortedOf(lifted),
    allStates: sortedOf(all),
    liftedOnly,
    loopIterations: loop,
    terminalPositions: terminal,
  };
}

/** One line of the seed's per-iteration print (counts before that sweep). */
export interface SeedIterationLine {
  iteration: number;
  wins: number;
  losses: number;
  draws: number;
}

/** What the seed's retrograde cell computes and prints. */
export interface SeedRetrogradeResult {
  /** The analysed states (sorted), index-aligned with `winLose` and `winLoseCount`. */
  states: Float64Array;
  /** Seed `winLose`: 1 = win for the player to move, -1 = loss, 0 = undecided (draw). */
  winLose: Int8Array;
  /** Seed `winLoseCount`: the sweep in which the value was set (0 for terminal states) — not a distance. */
  winLoseCount: Int32Array;
  /** The per-iteration prints `iteration c / 勝ち / 負け / 引分`. */
  lines: SeedIterationLine[];
  /** Seed `c` at the end (the last sweep changed nothing). */
  iterations: number;
  /** Correctly labelled final counts (seed `count[2]`, `count[0]`, `count[1]`). */
  wins: number;
  losses: number;
  draws: number;
  /** The seed's final print: `勝ち盤面` shows count[0] (losses) and `負け盤面` count[2] (wins). */
  printedAsWins: number;
  printedAsLosses: number;
  /** Child lookups that missed `all_states` (the seed prints a message and ignores the move). */
  missingChildren: number;
  /** Value and sweep of the normalised initial state. */
  initialValue: number;
  initialCount: number;
}

const EV_MISSING = -1;
const EV_LIFT_LOSS = -2;
const EV_LIFT_WIN = -3;

function indexOfSorted(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = a[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The seed's retrograde loop on an enumeration, bugs selectable. Children are resolved once by
 * binary search (O(m log n)); each sweep is O(m) for m = number of moves. Spends one budget
 * unit per evaluated state per sweep.
 */
export function seedRetrograde(
  enumeration: SeedEnumeration,
  bugs: Partial<SeedBugs> = {},
  options?: RunOptions,
): SeedRetrogradeResult {
  const b: SeedBugs = { ...SEED_BUGS, ...bugs };
  const budget = Budget.from(options, "seed-style Gobblet retrograde");
  const states = b.liftedStatesAnalysed ? enumeration.allStates : enumeration.setStates;
  const n = states.length;
  let winLose = new Int8Array(n);
  const winLoseCount = new Int32Array(n);
  const count = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const [done, winner] = seedCheckResult(states[i]!, b);
    if (done === 1) {
      winLose[i] = winner === 0 ? 1 : -1;
      count[winner === 0 ? 2 : 0]!++;
    } else count[1]!++;
  }
  // Resolve every undecided state's moves, in the seed's order, into events.
  const offsets = new Int32Array(n + 1);
  const events: number[] = [];
  let missing = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = events.length;
    if (winLose[i] !== 0) continue;
    const s = states[i]!;
    for (const action of seedLegalActions(s, b)) {
      const [done, winner] = seedCheckResult(seedLift(s, action), b);
      if (done === 1) {
        events.push(winner === 1 ? EV_LIFT_LOSS : EV_LIFT_WIN);
        continue;
      }
      const j = indexOfSorted(states, seedNormalize(seedSwap(seedApply(s, action))));
      if (j < 0) missing++;
      events.push(j < 0 ? EV_MISSING : j);
    }
  }
  offsets[n] = events.length;
  const ev = Int32Array.from(events);

  const lines: SeedIterationLine[] = [];
  let c = 0;
  for (;;) {
    const winLoseNew = b.inPlaceSweep ? winLose : winLose.slice();
    c++;
    lines.push({ iteration: c, wins: count[2]!, losses: count[0]!, draws: count[1]! });
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (winLose[i] !== 0) continue;
      budget.spend();
      let nv = 0;
      let allLose = true;
      for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
        const e = ev[k]!;
        if (e === EV_LIFT_LOSS) {
          if (b.revealLosesPosition) {
            nv = -1;
            break;
          }
          continue; // the move loses at once: it neither wins nor keeps the position open
        }
        if (e === EV_LIFT_WIN) {
          nv = 1;
          break;
        }
        if (e === EV_MISSING) continue;
        const w = winLose[e]!;
        if (w === -1) {
          nv = 1;
          break;
        }
        if (w === 0) allLose = false;
      }
      if (nv === 0 && allLose) nv = -1; // every move leads to a won position (or none exists)
      if (nv !== 0) {
        winLoseNew[i] = nv;
        winLoseCount[i] = c;
        count[nv + 1]!++;
        count[1]!--;
        changed = true;
      }
    }
    winLose = winLoseNew;
    if (!changed) break;
  }
  const init = indexOfSorted(states, seedNormalize(0));
  return {
    states,
    winLose,
    winLoseCount,
    lines,
    iterations: c,
    wins: count[2]!,
    losses: count[0]!,
    draws: count[1]!,
    printedAsWins: count[0]!,
    printedAsLosses: count[2]!,
    missingChildren: missing,
    initialValue: init >= 0 ? winLose[init]! : 0,
    initialCount: init >= 0 ? winLoseCount[init]! : 0,
  };
}

/** The seed's verdict on one move (value for the player making it). */
export interface SeedMoveValue {
  /** Move in cgtlab notation (see `formatMove`), e.g. `L→b2`. */
  move: string;
  /** The seed's value for the mover: 1 win, -1 loss, 0 undecided; null if the child is missing. */
  value: number | null;
  /** Sweep in which the seed decided the child (its `RESULT_NUM`). */
  sweep: number;
}

function seedSquare(bit: number): number {
  return 8 - Math.round(Math.log2(bit));
}

/**
 * The seed's values of the distinct moves (up to symmetry) from `state` in a seed retrograde
 * result, in the seed's move order. O(moves · log n).
 */
export function seedMoveValues(result: SeedRetrogradeResult, state: number, bugs: Partial<SeedBugs> = {}): SeedMoveValue[] {
  const b: SeedBugs = { ...SEED_BUGS, ...bugs };
  const seen = new Set<number>();
  const out: SeedMoveValue[] = [];
  for (const action of seedLegalActions(state, b)) {
    const child = seedNormalize(seedSwap(seedApply(state, action)));
    if (seen.has(child)) continue;
    seen.add(child);
    const size = Math.floor(action / 524288) & 1; // 0 = Large, 1 = Medium
    const isHand = Math.floor(action / 262144) & 1;
    const from = Math.floor(action / 512) & 511;
    const move = formatMove({ size: size === 0 ? 1 : 0, from: isHand ? -1 : seedSquare(from), to: seedSquare(action & 511) }, 2);
    const i = indexOfSorted(result.states, child);
    out.push({ move, value: i < 0 ? null : result.winLose[i] === 0 ? 0 : -result.winLose[i]!, sweep: i < 0 ? -1 : result.winLoseCount[i]! });
  }
  return out;
}

/**
 * Count the states whose value differs between two seed retrograde results, by transition
 * (e.g. `"W→L"`), over the states both analysed; states present in only one are counted
 * under `"only in a"` / `"only in b"`. O(n_a + n_b).
 */
export function seedValueChanges(a: SeedRetrogradeResult, b: SeedRetrogradeResult): Record<string, number> {
  const name = (v: number) => (v === 1 ? "W" : v === -1 ? "L" : "D");
  const out: Record<string, number> = {};
  const bump = (k: string) => (out[k] = (out[k] ?? 0) + 1);
  let i = 0;
  let j = 0;
  while (i < a.states.length || j < b.states.length) {
    const x = i < a.states.length ? a.states[i]! : Infinity;
    const y = j < b.states.length ? b.states[j]! : Infinity;
    if (x === y) {
      if (a.winLose[i] !== b.winLose[j]) bump(`${name(a.winLose[i]!)}→${name(b.winLose[j]!)}`);
      i++;
      j++;
    } else if (x < y) {
      bump("only in a");
      i++;
    } else {
      bump("only in b");
      j++;
    }
  }
  return out;
}
