/**
 * Fast exact statistics of the seed's game-tree string: its length (a BigInt) and the seed's
 * `memo.size()`, without materializing the string.
 *
 * Method. Boards are packed 2 bits per cell into int32 words and numbered by lib/util's
 * PackedKeyInterner (typed arrays only). Strings are hash-consed as DAG nodes: a node is the pair (set of
 * distinct Left child nodes, set of distinct Right child nodes). Two option strings are equal
 * iff their nodes are equal (the string determines its nodes by unique parsing, and the nodes
 * determine the string, since sorting is a function of the set), so deduplicating options by
 * node is exactly the seed's `std::set` deduplication, and the length is a function of the node:
 *   len(0) = 1, len({L|R}) = 3 + Σ len(L) + max(|L|-1, 0) + Σ len(R) + max(|R|-1, 0).
 * Sorting is never needed for lengths. Cost O(positions × (moves + cells/16)).
 */
import { Budget, PackedKeyInterner, type RunOptions } from "../../util";
import { checkVariant, type Board, type Variant } from "../../games/konane";

// Local copies of the cell codes (re-exported bindings are getters: slow in hot loops).
const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;
import {
  growInt32,
  forEachJump as forEachJumpImport,
  packedWords,
  setPacked as setPackedImport,
} from "../../games/konane";
// Bound once: some loaders turn imported bindings into getters, too slow for hot loops.
const forEachJump = forEachJumpImport;
const setPacked = setPackedImport;

/** Exact statistics of a position's game-tree string. */
export interface GameStringStats {
  /** Length of the seed's string in characters (bytes). */
  readonly length: bigint;
  /** The seed's `memo.size()`: distinct boards visited, including the root. */
  readonly uniquePositions: number;
  /** Number of distinct strings among all visited positions (hash-consed DAG nodes). */
  readonly distinctStrings: number;
  /** Bytes held by the search's typed arrays at the end (a memory measure). */
  readonly tableBytes: number;
}

const SAFE = 2 ** 52;

/**
 * Exact string length and distinct-position count of the seed's game-tree string of `board`
 * under `variant` (see the module comment). Spends one budget unit per distinct board; stops
 * with BudgetExceededError when a limit is passed. Memory ≈ 4·⌈cells/16⌉ + 24 bytes per board (the interner's key
 * pool, key starts and index slots) plus 4 per distinct string.
 */
export function gameStringStats(board: Board, variant: Variant, options: RunOptions = {}): GameStringStats {
  checkVariant(variant);
  const maximal = variant === "maximal";
  const budget = Budget.from(options, `Konane string statistics (${variant}, ${board.rows}×${board.cols})`);
  const { rows, cols } = board;
  const n = rows * cols;
  const K = packedWords(n);
  let stones = 0;
  for (const v of board.cells) if (v !== EMPTY) stones++;
  const depthMax = stones + 1;
  const maxKids = Math.max(1, stones * 4 * Math.ceil(Math.max(rows, cols) / 2));

  const boards = new PackedKeyInterner();
  let nodeOf: Int32Array = new Int32Array(1 << 12);
  const nodes = new PackedKeyInterner();
  let lenNum = new Float64Array(1 << 12);
  const lenBig = new Map<number, bigint>();

  const cellsAt: Uint8Array[] = [];
  const wordsAt: Int32Array[] = [];
  const kidKeys: Int32Array[] = [];
  const kidNodes: Int32Array[] = [];
  for (let d = 0; d < depthMax; d++) {
    cellsAt.push(new Uint8Array(n));
    wordsAt.push(new Int32Array(K));
    kidKeys.push(new Int32Array(maxKids * K));
    kidNodes.push(new Int32Array(maxKids));
  }
  let nodeKey = new Int32Array(2 * maxKids + 1);

  const lengthOf = (node: number): bigint => {
    const x = lenNum[node]!;
    return x >= 0 ? BigInt(x) : lenBig.get(node)!;
  };

  /** Generate the child keys of the board at depth d for one colour; returns the new count. */
  const generate = (d: number, me: number, count: number): number => {
    const cells = cellsAt[d]!;
    const words = wordsAt[d]!;
    const out = kidKeys[d]!;
    const emit = (): boolean => {
      out.set(words, count++ * K);
      return true;
    };
    for (let p = 0; p < n; p++) {
      if (cells[p] === me) forEachJump(cells, words, rows, cols, p, maximal, emit);
    }
    return count;
  };

  /** Distinct sorted node ids of kidNodes[d][from..to) written into nodeKey at `at`. */
  const distinct = (d: number, from: number, to: number, at: number): number => {
    // Insertion of each id into the sorted, duplicate-free run nodeKey[at..k) (option lists are
    // short, so this beats allocating a subarray and sorting it).
    const ids = kidNodes[d]!;
    let k = at;
    for (let i = from; i < to; i++) {
      const x = ids[i]!;
      let j = k;
      while (j > at && nodeKey[j - 1]! > x) j--;
      if (j > at && nodeKey[j - 1] === x) continue;
      for (let m = k; m > j; m--) nodeKey[m] = nodeKey[m - 1]!;
      nodeKey[j] = x;
      k++;
    }
    return k - at;
  };

  const visit = (d: number): number => {
    const nl = generate(d, BLACK, 0);
    const total = generate(d, WHITE, nl);
    const keys = kidKeys[d]!;
    const kn = kidNodes[d]!;
    for (let i = 0; i < total; i++) {
      const before = boards.size;
      const idx = boards.intern(keys, K, i * K);
      if (idx === before) {
        budget.spend();
        const cells = cellsAt[d + 1]!;
        const words = wordsAt[d + 1]!;
        for (let w = 0; w < K; w++) words[w] = keys[i * K + w]!;
        for (let p = 0; p < n; p++) cells[p] = (words[p >> 4]! >>> ((p & 15) << 1)) & 3;
        const node = visit(d + 1);
        nodeOf = growInt32(nodeOf, idx + 1);
        nodeOf[idx] = node;
        kn[i] = node;
      } else {
        kn[i] = nodeOf[idx]!;
      }
    }
    if (nodeKey.length < 2 * total + 1) nodeKey = new Int32Array(2 * total + 1);
    const dl = distinct(d, 0, nl, 1);
    nodeKey[0] = dl;
    const dr = distinct(d, nl, total, 1 + dl);
    const before = nodes.size;
    const node = nodes.intern(nodeKey, 1 + dl + dr);
    if (node === before) {
      if (lenNum.length <= node) {
        const b = new Float64Array(lenNum.length * 2);
        b.set(lenNum);
        lenNum = b;
      }
      let len = dl + dr === 0 ? 1 : 3 + Math.max(dl - 1, 0) + Math.max(dr - 1, 0);
      let big = false;
      for (let k = 1; k <= dl + dr; k++) {
        const x = lenNum[nodeKey[k]!]!;
        if (x < 0) big = true;
        else len += x;
      }
      if (big || len > SAFE) {
        let b = BigInt(3 + Math.max(dl - 1, 0) + Math.max(dr - 1, 0));
        for (let k = 1; k <= dl + dr; k++) b += lengthOf(nodeKey[k]!);
        lenNum[node] = -1;
        lenBig.set(node, b);
      } else {
        lenNum[node] = len;
      }
    }
    return node;
  };

  const rootCells = cellsAt[0]!;
  rootCells.set(board.cells);
  for (let p = 0; p < n; p++) setPacked(wordsAt[0]!, p, rootCells[p]!);
  boards.intern(wordsAt[0]!, K);
  budget.spend();
  const root = visit(0);
  budget.report(boards.size, undefined);
  return {
    length: lengthOf(root),
    uniquePositions: boards.size,
    distinctStrings: nodes.size,
    tableBytes: boards.bytes + nodes.bytes + nodeOf.byteLength + lenNum.byteLength,
  };
}
