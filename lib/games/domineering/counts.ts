/**
 * Domineering's move counts for the outcome solver (`knowledge.moveCounts`, the {@link MoveCounts}
 * contract of lib/ruleset): safe moves, protective areas, vulnerable moves and the most moves each
 * player can still make, after Lachmann, Moore and Rapaport ("Who wins Domineering on rectangular
 * boards?", MSRI Publications 42, 2002), Bullock ("Domineering: Solving Large Combinatorial Search
 * Spaces", M.Sc. thesis, University of Alberta, 2002) and Uiterwijk ("The impact of safe moves on
 * perfectly solving Domineering boards", ICGA Journal 37, 2014). The ideas are theirs; the counting
 * rules below and their soundness arguments are written for the contract (cells only ever get
 * occupied, so a non-free cell is a permanent wall).
 *
 * Everything is counted for Vertical (Left) on the row masks; Horizontal's (Right's) counts are
 * Vertical's on the transposed masks (a transposed board exchanges the players' roles).
 * For Vertical, with "free" meaning a cell of the region (not yet covered):
 *  1. `most`: Σ ⌊run/2⌋ over the columns' runs of free cells. Vertical's dominoes for the rest of
 *     the game are disjoint and lie inside today's runs; a run of L cells holds at most ⌊L/2⌋
 *     disjoint vertical dominoes.
 *  2. `safe`: in each column, ⌊run/2⌋ dominoes over the runs of free cells with no free horizontal
 *     neighbour. Horizontal can never cover such a cell (both its horizontal neighbours are walls
 *     for good), so these disjoint dominoes stay playable whatever anyone does.
 *  3. `protective` (Bullock's protective area, turned for Vertical): a free 2×2 block whose two rows
 *     are runs of exactly two free cells (walls left and right of both rows), disjoint from the
 *     other areas. Vertical playing one column of it makes the other column safe (its horizontal
 *     neighbours are then Vertical's domino and a wall), and takes away both row runs of the block,
 *     each of which counts exactly one of Horizontal's dominoes in Horizontal's `most`. A horizontal
 *     domino touching the block lies inside one of its rows (walls), so it touches no other area and
 *     no vulnerable move. Not a safe move: Horizontal takes it away by playing one of its rows.
 *  4. `vulnerable`: vertical dominoes on free cells used by none of the above, pairwise disjoint,
 *     chosen so that no cell of one is horizontally adjacent to a cell of another. A horizontal
 *     domino covers two horizontally adjacent cells, so it takes away at most one of them (and no
 *     protective area: see 3); Vertical's moves in the areas, the safe and the vulnerable moves are
 *     disjoint, so none takes another away.
 *  5. `cells` of Horizontal's: the free cells with a free horizontal neighbour. Horizontal's
 *     dominoes cover two of them each (a cell Horizontal covers has a free horizontal neighbour then,
 *     so it had one now), never one Vertical covers: at most ⌊(cells − covered by Vertical)/2⌋. A
 *     protective area's four cells are such cells; a vulnerable domino whose two cells both have a
 *     free horizontal neighbour is `wide`.
 *  6. `moves`: the number of Vertical's options (free cells with a free cell below), exact, for the
 *     solver's mobility ordering.
 * The packings are greedy (top to bottom, left to right): any packing is a valid count, a larger one
 * only decides more. safe + 2·protective + vulnerable ≤ most (all of them are disjoint vertical
 * dominoes in today's runs), and Horizontal's `most` counts the two rows of each of Vertical's
 * protective areas (runs of exactly two cells: one domino each).
 * Cost: O(height · width) per call (a transposition and three passes of word operations a row).
 */
import type { MoveCounts } from "../../ruleset";
import { BitRegion, type Region } from "./region";

const T = new Int32Array(33);
const USED = new Int32Array(34);
const VUSED = new Int32Array(34);
/** The last counts of {@link verticalCounts}: safe, protective, vulnerable, most, options, the opponent's cells, wide vulnerable. */
const OUT = new Int32Array(7);

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Vertical's counts (see the module comment) on `h` row masks, written to OUT. O(h · words). */
function verticalCounts(rows: ArrayLike<number>, h: number): void {
  let safe = 0;
  let most = 0;
  let moves = 0;
  let cells = 0;
  // 1 and 2: pair the free cells (and the horizontally isolated ones) of each column top-down
  let openMost = 0;
  let openSafe = 0;
  for (let r = 0; r < h; r++) {
    const m = rows[r]!;
    if (r + 1 < h) moves += popcount(m & rows[r + 1]!);
    const pm = openMost & m;
    most += popcount(pm);
    openMost = m & ~pm;
    const iso = m & ~((m << 1) | (m >>> 1));
    cells += popcount(m & ~iso);
    const ps = openSafe & iso;
    safe += popcount(ps);
    openSafe = iso & ~ps;
    USED[r] = ps;
    if (r > 0) USED[r - 1]! |= ps;
  }
  // 3: protective 2×2 blocks: both rows are runs of exactly two cells at the same columns
  let prot = 0;
  let prevStart = 0;
  let two = 0;
  for (let r = 0; r < h; r++) {
    const m = rows[r]!;
    const next = m & (m >>> 1) & ~(m << 1) & ~(m >>> 2); // bit c: c, c+1 free; c−1, c+2 not
    if (r > 0) {
      const b = two & next & ~prevStart;
      if (b !== 0) {
        prot += popcount(b);
        const cells = b | (b << 1);
        USED[r - 1]! |= cells;
        USED[r]! |= cells;
      }
      prevStart = b;
    }
    two = next;
  }
  // 4: vulnerable dominoes on the cells left, no two horizontally adjacent
  let vuln = 0;
  let wide = 0;
  VUSED[0] = 0;
  for (let r = 1; r < h; r++) {
    VUSED[r] = 0;
    const above = VUSED[r - 1]!;
    let cand = rows[r - 1]! & ~USED[r - 1]! & rows[r]! & ~USED[r]! & ~above & ~((above << 1) | (above >>> 1));
    let pick = 0;
    while (cand !== 0) {
      const b = cand & -cand;
      pick |= b;
      cand &= ~(b | (b << 1));
    }
    if (pick !== 0) {
      vuln += popcount(pick);
      const a = rows[r - 1]!;
      const b = rows[r]!;
      wide += popcount(pick & (a << 1 | a >>> 1) & (b << 1 | b >>> 1));
      VUSED[r - 1] = above | pick;
      VUSED[r] = pick;
    }
  }
  OUT[0] = safe;
  OUT[1] = prot;
  OUT[2] = vuln;
  OUT[3] = most;
  OUT[4] = moves;
  OUT[5] = cells;
  OUT[6] = wide;
}

/**
 * The free cells of a region (`knowledge.componentSize`: the size the solver compares with its
 * limit, the same number as the `.` cells of the region's picture). O(1) on a bitboard, O(height) else.
 */
export function freeCells(region: Region): number {
  if (region instanceof BitRegion) return popcount(region.lo) + popcount(region.hi);
  let n = 0;
  const rows = region.rows;
  for (let r = 0; r < region.height; r++) n += popcount(rows[r]!);
  return n;
}

/**
 * Safe moves, protective areas, vulnerable moves and move bounds of a region for the outcome
 * solver (the module comment gives each rule and why it is sound). O(height · width).
 */
export function moveCounts(region: Region): MoveCounts {
  const { rows, height: h, width: w } = region;
  verticalCounts(rows, h);
  const leftSafe = OUT[0]!;
  const leftProtective = OUT[1]!;
  const leftVulnerable = OUT[2]!;
  const leftMost = OUT[3]!;
  const leftMoves = OUT[4]!;
  const rightCells = OUT[5]!;
  const leftVulnerableWide = OUT[6]!;
  for (let c = 0; c < w; c++) T[c] = 0;
  for (let r = 0; r < h; r++) {
    let m = rows[r]!;
    while (m !== 0) {
      const b = m & -m;
      T[31 - Math.clz32(b)]! |= 1 << r;
      m ^= b;
    }
  }
  verticalCounts(T, w);
  return {
    leftSafe,
    leftMost,
    rightSafe: OUT[0]!,
    rightMost: OUT[3]!,
    leftProtective,
    leftVulnerable,
    rightProtective: OUT[1]!,
    rightVulnerable: OUT[2]!,
    leftVulnerableWide,
    rightVulnerableWide: OUT[6]!,
    leftCells: OUT[5]!,
    rightCells,
    leftMoves,
    rightMoves: OUT[4]!,
  };
}
