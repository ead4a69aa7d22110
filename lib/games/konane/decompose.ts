/**
 * Decomposition of a Konane position into independent sub-positions, so that its value is
 * the disjunctive sum of theirs.
 *
 * ## Why it is safe (the argument the tests check)
 *
 * Partition the stones into groups. Call a position of G's stones *G-reachable* if G, alone on
 * the board, reaches it by any sequence of standard-variant moves of either player (every
 * landing cell of a multi-jump gives such a position, so this covers maximal jumps and the
 * cells they pass through). A *reach* R(G) assigns to every cell a set of colours containing
 * every colour that stands there in some G-reachable position. Two reaches are used:
 *  - the exact one (the union over all G-reachable positions, enumerated), for small groups;
 *  - the least fixpoint of: every stone of G is in R(G) with its colour; and for three
 *    consecutive cells a, b, x of a row or column, if colour c ∈ R(G)(a) and the other colour
 *    c' ∈ R(G)(b), then c ∈ R(G)(x). By induction on moves it contains every G-reachable
 *    position (a c-stone jumping from a over b onto x needs c at a and c' at b). It is cheap
 *    but coarse: along an empty line it lets an alternating pair of stones "spread" without
 *    limit, forgetting that every jump consumes an enemy stone; it is used for groups of more
 *    than EXACT_MAX_STONES stones or with more than EXACT_MAX_POSITIONS reachable positions.
 * Call a partition *stable* when for any two groups G ≠ H
 *   (1) R(G) and R(H) share no cell, and
 *   (2) no cell u of R(G) is orthogonally adjacent to a cell v of R(H) with a colour in R(G)(u)
 *       different from a colour in R(H)(v) (so no stone of G can ever jump a stone of H, nor
 *       the reverse).
 * Claim: in every position reachable from a stable partition (by either variant), the stones of
 * each group G form a G-reachable position, and the moves of the whole board are exactly the
 * moves of the groups played alone. Induction on moves. A c-stone of G at a jumping over b
 * needs a c'-stone at b; b is adjacent to a, so by (2) that stone is not another group's; hence
 * the jumped stone is G's, and each landing cell x is empty on the whole board iff it is empty
 * in G's position (by (1) no other group ever stands on a cell of R(G), and x holds G's stone
 * right after the jump, so x ∈ R(G)). So every step of a multi-jump, and where it must stop
 * (edge, missing stone, occupied landing cell), is decided by G's stones alone, in both rule
 * variants; the move is a move of G alone and its result is again G-reachable. Conversely a
 * move of G alone is legal on the whole board by the same facts. Hence the position is the
 * disjunctive sum of the groups. Each group can be cut out to the bounding box of its reach
 * (all its positions stay inside it, and the box lies inside the board, so the edges that
 * matter are kept). A group with no move for either player now never moves again (only its own
 * moves change it), so it is 0 and is dropped.
 *
 * The algorithm starts from the components of "orthogonally adjacent stones of opposite
 * colours" (such stones always violate (2), so merging them first loses nothing), then
 * repeatedly computes the reaches and merges any two groups that violate (1) or (2) until the
 * partition is stable. Merging is always allowed: stability only concerns the final
 * partition.
 */
import { makeBoard, type Board } from "./board";
import { PackedKeyInterner } from "../../util";
import { forEachJump as forEachJumpImport, getPacked as getPackedImport, packedWords, setPacked as setPackedImport } from "./packed";
// Bound once: some loaders turn imported bindings into getters, too slow for hot loops.
const forEachJump = forEachJumpImport;
const getPacked = getPackedImport;
const setPacked = setPackedImport;

// Local copies of the cell codes (re-exported bindings are getters in some loaders: slow in hot loops).
const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;

/** One independent sub-position: its board cut out of the original at (`row`, `col`). */
export interface Component {
  readonly board: Board;
  /** Row of the component's top-left cell in the original board. */
  readonly row: number;
  /** Column of the component's top-left cell in the original board. */
  readonly col: number;
}

const DR = [-1, 1, 0, 0] as const;
const DC = [0, 0, -1, 1] as const;

function find(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** Fixpoint reach of the stones in `cellsOfGroup` (colour bitmask per cell: 1 = B, 2 = W). */
function reachOf(board: Board, cellsOfGroup: readonly number[], reach: Uint8Array): number[] {
  const { rows, cols, cells } = board;
  const touched: number[] = [];
  const work: number[] = [];
  for (const i of cellsOfGroup) {
    reach[i] = cells[i]!;
    touched.push(i);
    work.push(i);
  }
  const add = (x: number, colour: number): void => {
    const old = reach[x]!;
    if ((old & colour) !== 0) return;
    if (old === 0) touched.push(x);
    reach[x] = old | colour;
    work.push(x);
  };
  while (work.length > 0) {
    const p = work.pop()!;
    const pr = (p / cols) | 0;
    const pc = p - pr * cols;
    for (let d = 0; d < 4; d++) {
      const dr = DR[d]!;
      const dc = DC[d]!;
      // p as the jumping cell a: a=p, b=p+d, x=p+2d.
      const xr = pr + 2 * dr;
      const xc = pc + 2 * dc;
      if (xr >= 0 && xr < rows && xc >= 0 && xc < cols) {
        const a = reach[p]!;
        const b = reach[p + dr * cols + dc]!;
        const x = xr * cols + xc;
        if (a & BLACK && b & WHITE) add(x, BLACK);
        if (a & WHITE && b & BLACK) add(x, WHITE);
      }
      // p as the jumped cell b: a=p-d, b=p, x=p+d.
      const ar = pr - dr;
      const ac = pc - dc;
      const yr = pr + dr;
      const yc = pc + dc;
      if (ar >= 0 && ar < rows && ac >= 0 && ac < cols && yr >= 0 && yr < rows && yc >= 0 && yc < cols) {
        const a = reach[ar * cols + ac]!;
        const b = reach[p]!;
        const x = yr * cols + yc;
        if (a & BLACK && b & WHITE) add(x, BLACK);
        if (a & WHITE && b & BLACK) add(x, WHITE);
      }
    }
  }
  return touched;
}


/** Groups with at most this many stones get an exact reach (see the module comment). */
const EXACT_MAX_STONES = 12;
/** Cap on the positions enumerated for an exact reach before falling back to the fixpoint. */
const EXACT_MAX_POSITIONS = 1000;
const reachCache = new Map<string, { cells: number[]; masks: Uint8Array }>();
const REACH_CACHE_LIMIT = 200_000;

/**
 * Exact reach of a group alone: union of the cells (with colours) occupied in every position it
 * can reach by standard-variant moves of either player, enumerated over boards packed 2 bits
 * per cell in a typed hash table. Returns false (leaving `reach` partially filled — the caller
 * clears it) when more than EXACT_MAX_POSITIONS positions are reachable.
 */
function exactReach(board: Board, stones: readonly number[], reach: Uint8Array, touched: number[]): boolean {
  const { rows, cols } = board;
  const n = rows * cols;
  const K = packedWords(n);
  const table = new PackedKeyInterner(64);
  const cur = new Int32Array(K);
  const cells = new Uint8Array(n);
  for (const p of stones) setPacked(cur, p, board.cells[p]!);
  table.intern(cur, K);
  // numbered on first sight (a repeat leaves the size unchanged); one past the cap ends the search
  const emit = (): boolean => {
    table.intern(cur, K);
    return table.size <= EXACT_MAX_POSITIONS;
  };
  for (let next = 0; next < table.size; next++) {
    table.read(next, cur);
    for (let p = 0; p < n; p++) {
      const v = getPacked(cur, p);
      cells[p] = v;
      if (v !== EMPTY) {
        if (reach[p] === 0) touched.push(p);
        reach[p]! |= v;
      }
    }
    for (let p = 0; p < n; p++) {
      if (cells[p] !== EMPTY && !forEachJump(cells, cur, rows, cols, p, false, emit)) return false;
    }
  }
  return true;
}

/** Reach of one group: exact when small and enumerable, else the fixpoint; cached. */
function groupReach(board: Board, stones: readonly number[]): { cells: number[]; masks: Uint8Array } {
  if (stones.length === 1) {
    // A lone stone never moves: its reach is its own cell.
    const p = stones[0]!;
    return { cells: [p], masks: Uint8Array.of(board.cells[p]!) };
  }
  let key = "";
  if (stones.length <= EXACT_MAX_STONES) {
    const codes = new Array<number>(stones.length + 2);
    codes[0] = board.rows;
    codes[1] = board.cols;
    for (let i = 0; i < stones.length; i++) codes[i + 2] = stones[i]! * 4 + board.cells[stones[i]!]!;
    key = String.fromCharCode(...codes);
    const hit = reachCache.get(key);
    if (hit) return hit;
  }
  const reach = new Uint8Array(board.rows * board.cols);
  let cells: number[] = [];
  if (stones.length > EXACT_MAX_STONES || !exactReach(board, stones, reach, cells)) {
    reach.fill(0);
    cells = reachOf(board, stones, reach);
  }
  const masks = new Uint8Array(cells.length);
  cells.forEach((x, k) => (masks[k] = reach[x]!));
  const out = { cells, masks };
  if (key !== "") {
    if (reachCache.size >= REACH_CACHE_LIMIT) reachCache.clear();
    reachCache.set(key, out);
  }
  return out;
}

/** Whether anything of the given colour mask in `stones` can move now (either player). */
function hasMove(board: Board, stones: readonly number[]): boolean {
  const { rows, cols, cells } = board;
  for (const p of stones) {
    const me = cells[p]!;
    const pr = (p / cols) | 0;
    const pc = p - pr * cols;
    for (let d = 0; d < 4; d++) {
      const lr = pr + 2 * DR[d]!;
      const lc = pc + 2 * DC[d]!;
      if (lr < 0 || lr >= rows || lc < 0 || lc >= cols) continue;
      const over = cells[p + DR[d]! * cols + DC[d]!]!;
      if (over !== EMPTY && over !== me && cells[lr * cols + lc] === EMPTY) return true;
    }
  }
  return false;
}

/**
 * Split `board` into independent sub-positions whose disjunctive sum is the board (see the
 * module comment for the proof), dropping groups that have no move (they are 0). Works for
 * both rule variants. Returns `[]` for a position where nobody can move. Cost roughly
 * O(rounds × cells) with a few rounds in practice.
 */
export function decompose(board: Board): Component[] {
  const { rows, cols, cells } = board;
  const n = rows * cols;
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const union = (a: number, b: number): boolean => {
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra === rb) return false;
    parent[ra < rb ? rb : ra] = ra < rb ? ra : rb;
    return true;
  };
  for (let p = 0; p < n; p++) {
    const v = cells[p]!;
    if (v === EMPTY) continue;
    const c = p % cols;
    if (c + 1 < cols && cells[p + 1] !== EMPTY && cells[p + 1] !== v) union(p, p + 1);
    if (p + cols < n && cells[p + cols] !== EMPTY && cells[p + cols] !== v) union(p, p + cols);
  }
  const reach = new Uint8Array(n);
  const owner = new Int32Array(n);
  const lastRound = new Map<number, { stones: number; reach: { cells: number[]; masks: Uint8Array } }>();
  for (;;) {
    const groups = new Map<number, number[]>();
    for (let p = 0; p < n; p++) {
      if (cells[p] === EMPTY) continue;
      const root = find(parent, p);
      let g = groups.get(root);
      if (!g) groups.set(root, (g = []));
      g.push(p);
    }
    owner.fill(-1);
    let merged = false;
    const reaches: { root: number; stones: number[]; cellsOf: number[]; masks: Uint8Array }[] = [];
    for (const [root, stones] of groups) {
      // Groups only grow by merging: same root and size means the same group as last round.
      const prev = lastRound.get(root);
      const r = prev?.stones === stones.length ? prev.reach : groupReach(board, stones);
      lastRound.set(root, { stones: stones.length, reach: r });
      reaches.push({ root, stones, cellsOf: r.cells, masks: r.masks });
    }
    // Condition (1): shared cells.
    reach.fill(0);
    for (const g of reaches) {
      const xs = g.cellsOf;
      for (let k = 0; k < xs.length; k++) {
        const x = xs[k]!;
        const o = owner[x]!;
        if (o >= 0 && o !== g.root) merged = union(o, g.root) || merged;
        else {
          owner[x] = g.root;
          reach[x] = g.masks[k]!;
        }
      }
    }
    // Condition (2): adjacent cells of different groups with opposite colours possible.
    const conflict = (p: number, q: number): void => {
      const o = owner[p]!;
      const oq = owner[q]!;
      if (oq < 0 || oq === o) return;
      const mp = reach[p]!;
      const safe = mp === reach[q] && (mp === BLACK || mp === WHITE);
      if (!safe) merged = union(o, oq) || merged;
    };
    for (let p = 0; p < n && !merged; p++) {
      if (owner[p]! < 0) continue;
      if (p % cols + 1 < cols) conflict(p, p + 1);
      if (p + cols < n) conflict(p, p + cols);
    }
    if (merged) continue;
    const out: Component[] = [];
    for (const g of reaches) {
      if (!hasMove(board, g.stones)) continue;
      let r0 = rows;
      let r1 = -1;
      let c0 = cols;
      let c1 = -1;
      for (const x of g.cellsOf) {
        const r = (x / cols) | 0;
        const c = x - r * cols;
        if (r < r0) r0 = r;
        if (r > r1) r1 = r;
        if (c < c0) c0 = c;
        if (c > c1) c1 = c;
      }
      const h = r1 - r0 + 1;
      const w = c1 - c0 + 1;
      const sub = new Uint8Array(h * w);
      for (const p of g.stones) {
        const r = (p / cols) | 0;
        const c = p - r * cols;
        sub[(r - r0) * w + (c - c0)] = cells[p]!;
      }
      out.push({ board: makeBoard(h, w, sub), row: r0, col: c0 });
    }
    return out;
  }
}

/**
 * A key equal for boards that are the same up to the 8 symmetries of the rectangle (Konane's
 * rules are invariant under rotations and reflections, so such boards have equal values).
 * Cost O(8 × cells).
 */
export function symmetryKey(board: Board): string {
  const { rows, cols, cells } = board;
  let best: string | null = null;
  for (let t = 0; t < 8; t++) {
    const transpose = (t & 4) !== 0;
    const h = transpose ? cols : rows;
    const w = transpose ? rows : cols;
    let s = `${h}x${w}:`;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        let sr = transpose ? c : r;
        let sc = transpose ? r : c;
        if (t & 1) sr = rows - 1 - sr;
        if (t & 2) sc = cols - 1 - sc;
        s += String.fromCharCode(48 + cells[sr * cols + sc]!);
      }
    }
    if (best === null || s < best) best = s;
  }
  return best!;
}

