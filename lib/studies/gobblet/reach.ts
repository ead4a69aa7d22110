/**
 * Counting the positions of a Gobblet variant that are reachable from the empty board, at the
 * scale of the full game (S, M, L × 2 per player: 1423³ ≈ 2.9·10⁹ placements), by breadth-first
 * search over the dense canonical indices of {@link RankedGobblet} with bitmaps. The reference
 * for tests is {@link solveGobblet}'s enumeration through {@link GobbletRules.expand}.
 */
import { Budget, BudgetExceededError, InputError, popcount32, optionNames, type RunOptions } from "../../util";
import { type GobbletConfig } from "../../games/gobblet";
import { MAX_BRANCHING, RankedGobblet } from "./ranked";

/** Result of {@link countReachablePositions}. */
export interface ReachableCount {
  config: GobbletConfig;
  /** Layer codes per size (R); the index space is R^sizes. */
  layerCodes: number;
  /** Reachable positions up to the 8 symmetries, player to move normalised (as in {@link solveGobblet}). */
  positions: number;
  /** Reachable positions counted as oriented boards (Σ orbit sizes), player to move normalised. */
  orientedPositions: number;
  /** Reachable positions (up to symmetry) in which a line is visible, so the game is over. */
  terminalPositions: number;
  /** Positions (up to symmetry) first reached after d plies, for d = 0, 1, …. */
  byDepth: number[];
  /** Positions (up to symmetry) by number of pieces on the board (index = pieces). */
  byPiecesOnBoard: number[];
  /** Positions expanded (non-terminal) and children generated. */
  expanded: number;
  children: number;
  /** Bytes of the three bitmaps. */
  bitmapBytes: number;
  millis: number;
}

/**
 * Count the positions reachable from the empty board (up to symmetry and as oriented boards),
 * with the first-reach depth and piece-count distributions, by breadth-first search on bitmaps.
 * Terminal positions (a visible line) are counted but not expanded; under `"loseAtOnce"` a
 * lift that ends the game has no successor position (as in {@link solveGobblet}).
 * Cost: O(positions · moves · 8) time, 3·R^sizes bits of memory (1.03 GiB for the full game);
 * the bitmaps are checked against `budget.maxHeapBytes` before they are allocated.
 * Progress is reported per expanded position; `maxDepth` stops after that many plies.
 */
export function countReachablePositions(config: GobbletConfig, options?: RunOptions & { maxDepth?: number }): ReachableCount {
  const t0 = Date.now();
  return summarizeReachable(reachableBitmap(config, options), t0);
}

/**
 * Orbit sizes and piece counts of a finished search, as a {@link ReachableCount} (`millis`
 * counted from `startedAt`). O(positions · 8).
 */
export function summarizeReachable(search: ReachableBitmap, startedAt: number): ReachableCount {
  const { ranked, visited } = search;
  const config = ranked.config;
  let orientedPositions = 0;
  const byPiecesOnBoard = new Array<number>(2 * config.piecesPerSize * config.sizes + 1).fill(0);
  for (let w = 0; w < visited.length; w++) {
    let bits = visited[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const idx = w * 32 + (31 - Math.clz32(low));
      orientedPositions += 8 / ranked.stabiliserOrder(idx);
      byPiecesOnBoard[ranked.piecesOnBoard(idx)]!++;
    }
  }
  return {
    config: { ...config },
    layerCodes: ranked.R,
    positions: search.positions,
    orientedPositions,
    terminalPositions: search.terminalPositions,
    byDepth: search.byDepth,
    byPiecesOnBoard,
    expanded: search.expanded,
    children: search.children,
    bitmapBytes: search.bitmapBytes,
    millis: Date.now() - startedAt,
  };
}

/** The reachable set as a bitmap over canonical indices, with the search's statistics. */
export interface ReachableBitmap {
  ranked: RankedGobblet;
  /** Bit i set when canonical index i is reachable. */
  visited: Uint32Array;
  positions: number;
  terminalPositions: number;
  byDepth: number[];
  expanded: number;
  children: number;
  bitmapBytes: number;
}

/** The options {@link reachableBitmap} takes. */
const REACH_OPTION_NAMES = optionNames<RunOptions & { maxDepth?: number }>({ maxDepth: true, budget: true, onProgress: true });

/**
 * Breadth-first search from the empty board over canonical indices with three bitmaps
 * (visited, this level, next level); terminal positions are not expanded. Optional `maxDepth`
 * stops after that many plies. Cost: O(positions · moves · 8) time, 3·R^sizes bits.
 */
export function reachableBitmap(config: GobbletConfig, options?: RunOptions & { maxDepth?: number }): ReachableBitmap {
  const ranked = new RankedGobblet(config);
  const budget = Budget.from(options, `reachable positions of Gobblet (${config.sizes} sizes × ${config.piecesPerSize})`, REACH_OPTION_NAMES);
  const maxDepth = options?.maxDepth ?? Infinity;
  const N = ranked.size;
  if (N > 2 ** 32) throw new InputError(`index space ${N} exceeds 2^32; with 3 sizes at most 2 pieces per size are supported`, "config.piecesPerSize");
  const words = Math.ceil(N / 32);
  const bitmapBytes = 3 * 4 * words;
  const maxHeap = budget.limits.maxHeapBytes;
  if (maxHeap !== undefined && bitmapBytes > maxHeap) {
    throw new BudgetExceededError("maxHeapBytes", maxHeap, bitmapBytes, `the bitmaps of ${budget.context}`);
  }
  const visited = new Uint32Array(words);
  let level = new Uint32Array(words);
  let next = new Uint32Array(words);
  const kids = new Float64Array(MAX_BRANCHING);
  let positions = 1;
  let terminalPositions = 0;
  let expanded = 0;
  let children = 0;
  const byDepth: number[] = [1];
  visited[0] = 1;
  level[0] = 1;
  for (;;) {
    // Positions at the depth limit are examined (terminal or not) but not expanded.
    const expand = byDepth.length - 1 < maxDepth;
    let found = 0;
    for (let w = 0; w < words; w++) {
      let bits = level[w]!;
      if (bits === 0) continue;
      level[w] = 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        budget.spend();
        if (ranked.load(w * 32 + (31 - Math.clz32(low))) !== 0) {
          terminalPositions++;
          continue;
        }
        if (!expand) continue;
        expanded++;
        const n = ranked.children(kids);
        children += n;
        for (let i = 0; i < n; i++) {
          const v = kids[i]!;
          const cw = v >>> 5;
          const b = 1 << (v & 31);
          if ((visited[cw]! & b) === 0) {
            visited[cw] = visited[cw]! | b;
            next[cw] = next[cw]! | b;
            found++;
          }
        }
      }
    }
    if (found === 0) break;
    positions += found;
    byDepth.push(found);
    budget.report(expanded, undefined, `depth ${byDepth.length - 1}: ${positions.toLocaleString("en-US")} positions`);
    const t = level;
    level = next;
    next = t;
  }
  let check = 0;
  for (let w = 0; w < words; w++) check += popcount32(visited[w]!);
  if (check !== positions) throw new Error(`internal error: bitmap holds ${check} positions, the search counted ${positions}`);
  return { ranked, visited, positions, terminalPositions, byDepth, expanded, children, bitmapBytes };
}
