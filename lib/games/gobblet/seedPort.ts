/**
 * A faithful port of the seed notebook's simplified Gobblet Gobblers (seed 004): every function
 * keeps the seed's 36-bit encoding, its move order and — unless a flag says otherwise — its bugs.
 *
 * State layout (seed, MSB first): `myL(9) myM(9) yourL(9) yourM(9)`; the player to move is
 * always "my". Square `p` (0..8, row-major) is bit `8 - p` of each 9-bit board. JavaScript
 * bit operators are 32-bit, so the state is handled as `hi = my (18 bits)` and
 * `lo = your (18 bits)`, `state = hi · 2^18 + lo` (exact up to 2^53).
 *
 * Seed bugs that can be switched off here (all `true` = the seed's behaviour):
 * - `coveredMediumMovable`: `my_middle_board_str_list[i] == "0"` in `can_choising_pieces`
 *   compares instead of assigning, so a Medium under a Large stays movable.
 * - `coveredPiecesVisible`: the same `==` slip in `create_surface`, so covered Mediums still
 *   count for three-in-a-row (the "surface" is the whole state).
 */
import { popcount32 } from "../../util";

/** Seed-bug switches for the move generator and the line test. */
export interface SeedRuleBugs {
  /** Seed bug: a covered Medium of the mover can be lifted from under a Large. */
  coveredMediumMovable: boolean;
  /** Seed bug: covered Mediums count towards three-in-a-row. */
  coveredPiecesVisible: boolean;
}

/** The seed's behaviour: both rule bugs present. */
export const SEED_RULE_BUGS: Readonly<SeedRuleBugs> = Object.freeze({
  coveredMediumMovable: true,
  coveredPiecesVisible: true,
});

const TWO18 = 262144;

/** Split a seed state into its four 9-bit boards `[myL, myM, yourL, yourM]`. O(1). */
export function seedBoards(state: number): [number, number, number, number] {
  const hi = Math.floor(state / TWO18);
  const lo = state - hi * TWO18;
  return [hi >>> 9, hi & 511, lo >>> 9, lo & 511];
}

/** Build a seed state from its four 9-bit boards. O(1). */
export function seedState(myL: number, myM: number, yourL: number, yourM: number): number {
  return ((myL << 9) | myM) * TWO18 + ((yourL << 9) | yourM);
}

/** Seed `change_player_state`: swap the two 18-bit halves (the other player is to move). O(1). */
export function seedSwap(state: number): number {
  const hi = Math.floor(state / TWO18);
  const lo = state - hi * TWO18;
  return lo * TWO18 + hi;
}


/**
 * Seed `create_hand`: pieces in hand `[myL, myM, yourL, yourM]`, i.e. 2 for an empty board,
 * 1 if exactly one bit is set, else 0 (correct whenever each board has at most two bits). O(1).
 */
export function seedHand(state: number): [number, number, number, number] {
  const b = seedBoards(state);
  return b.map((m) => (m === 0 ? 2 : popcount32(m) === 1 ? 1 : 0)) as [number, number, number, number];
}

/**
 * Seed `can_choising_pieces`: the 11-bit "before actions" `size<<10 | isHand<<9 | square-bit`
 * (size 0 = Large, 1 = Medium) in the seed's order: hand L, hand M, then for bits 0..8
 * (LSB first) my Large, my Medium. O(9).
 */
export function seedChoosablePieces(state: number, bugs: SeedRuleBugs = SEED_RULE_BUGS): number[] {
  const out: number[] = [];
  const hand = seedHand(state);
  if (hand[0] !== 0) out.push(0b0_1_000000000);
  if (hand[1] !== 0) out.push(0b1_1_000000000);
  const [myL, myM, yourL] = seedBoards(state);
  const largeMask = myL | yourL;
  const movableM = bugs.coveredMediumMovable ? myM : myM & ~largeMask;
  for (let i = 0; i < 9; i++) {
    if ((myL >> i) & 1) out.push(1 << i);
    if ((movableM >> i) & 1) out.push(0b1_0_000000000 | (1 << i));
  }
  return out;
}

/**
 * Seed `can_setting_axis`: destination square bits for a before-action: a Large may go where
 * no Large is, a Medium only to an empty square, never back to its own square. O(9).
 */
export function seedSettingAxes(before: number, state: number): number[] {
  const size = (before >> 10) & 1;
  const isHand = (before >> 9) & 1;
  const from = before & 511;
  const [myL, myM, yourL, yourM] = seedBoards(state);
  const large = myL | yourL;
  const exist = large | myM | yourM;
  const out: number[] = [];
  for (let i = 0; i < 9; i++) {
    if (isHand !== 1 && from === 1 << i) continue;
    if (size === 0) {
      if (((large >> i) & 1) === 0) out.push(1 << i);
    } else if (((exist >> i) & 1) === 0) out.push(1 << i);
  }
  return out;
}

/** Seed `legal_actions`: 20-bit actions `before<<9 | destination`, in the seed's order. O(81). */
export function seedLegalActions(state: number, bugs: SeedRuleBugs = SEED_RULE_BUGS): number[] {
  const actions: number[] = [];
  for (const before of seedChoosablePieces(state, bugs)) {
    for (const to of seedSettingAxes(before, state)) actions.push(before * 512 + to);
  }
  return actions;
}

/** Seed `create_next_state_from_choise`: the state with the moving board piece lifted. O(1). */
export function seedLift(state: number, action: number): number {
  const isHand = Math.floor(action / TWO18) & 1;
  if (isHand === 1) return state;
  const size = Math.floor(action / 524288) & 1;
  const from = Math.floor(action / 512) & 511;
  const [myL, myM, yourL, yourM] = seedBoards(state);
  return size === 0 ? seedState(myL & ~from, myM, yourL, yourM) : seedState(myL, myM & ~from, yourL, yourM);
}

/** Seed `create_next_state` (lift then set): the board after the action, same player to move. O(1). */
export function seedApply(state: number, action: number): number {
  const lifted = seedLift(state, action);
  const size = Math.floor(action / 524288) & 1;
  const to = action & 511;
  const [myL, myM, yourL, yourM] = seedBoards(lifted);
  return size === 0 ? seedState(myL | to, myM, yourL, yourM) : seedState(myL, myM | to, yourL, yourM);
}

/** The 8 winning lines as 9-bit masks (seed `check_masks`). */
export const SEED_LINE_MASKS: readonly number[] = [
  0b111000000, 0b000111000, 0b000000111, 0b100100100, 0b010010010, 0b001001001, 0b100010001, 0b001010100,
];

/** Seed `is_win`: does the 9-bit board contain a full line? O(8). */
export function seedIsWin(board: number): boolean {
  for (const m of SEED_LINE_MASKS) if ((board & m) === m) return true;
  return false;
}

/**
 * Seed `check_result`: `[isDone, winner]` with winner 0 = the player to move, 1 = the other;
 * the player to move's line is tested first (it wins if both have one). O(16).
 */
export function seedCheckResult(state: number, bugs: SeedRuleBugs = SEED_RULE_BUGS): [number, number] {
  const [myL, myM0, yourL, yourM0] = seedBoards(state);
  const large = myL | yourL;
  const myM = bugs.coveredPiecesVisible ? myM0 : myM0 & ~large;
  const yourM = bugs.coveredPiecesVisible ? yourM0 : yourM0 & ~large;
  if (seedIsWin(myL | myM)) return [1, 0];
  if (seedIsWin(yourL | yourM)) return [1, 1];
  return [0, 0];
}

// The seed's 8 transforms, applied to one 9-bit board (they never move bits between boards).
function horizonal(s: number): number {
  return ((s & 0b111000000) >> 6) | (s & 0b000111000) | ((s & 0b000000111) << 6);
}
function vertical(s: number): number {
  return ((s & 0b100100100) >> 2) | (s & 0b010010010) | ((s & 0b001001001) << 2);
}
function rotate90(s: number): number {
  return (
    ((s & 0b100001000) >> 2) |
    ((s & 0b010000000) >> 4) |
    ((s & 0b001000000) >> 6) |
    ((s & 0b000100001) << 2) |
    (s & 0b000010000) |
    ((s & 0b000000100) << 6) |
    ((s & 0b000000010) << 4)
  );
}
function rotate180(s0: number): number {
  let s = ((s0 & 0b111100000) >> 5) | (s0 & 0b000010000) | ((s0 & 0b000001111) << 5);
  s = ((s & 0b110001100) >> 2) | (s & 0b000010000) | ((s & 0b001100011) << 2);
  s = ((s & 0b101001010) >> 1) | (s & 0b000010000) | ((s & 0b010100101) << 1);
  return s;
}
const SEED_TRANSFORMS: readonly ((s: number) => number)[] = [
  (s) => s,
  horizonal,
  vertical,
  rotate90,
  rotate180,
  (s) => rotate90(rotate180(s)),
  (s) => rotate90(vertical(s)), // seed "line048" (really the mirror in the 2-4-6 diagonal)
  (s) => rotate90(horizonal(s)), // seed "line246" (really the mirror in the 0-4-8 diagonal)
];

/** The seed's 8 board transforms as lookup tables `table[g][mask9]`, in the seed's order. */
export const SEED_TRANSFORM_TABLES: readonly Uint16Array[] = SEED_TRANSFORMS.map((f) => {
  const t = new Uint16Array(512);
  for (let m = 0; m < 512; m++) t[m] = f(m);
  return t;
});

/** Seed `convert_normalization_state`: the minimum of the 8 transformed 36-bit states. O(8). */
export function seedNormalize(state: number): number {
  const hi = Math.floor(state / TWO18);
  const lo = state - hi * TWO18;
  const a = hi >>> 9;
  const b = hi & 511;
  const c = lo >>> 9;
  const d = lo & 511;
  let best = Infinity;
  for (let g = 0; g < 8; g++) {
    const t = SEED_TRANSFORM_TABLES[g]!;
    const v = ((t[a]! << 9) | t[b]!) * TWO18 + ((t[c]! << 9) | t[d]!);
    if (v < best) best = v;
  }
  return best;
}
