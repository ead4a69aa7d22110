/**
 * Polyominoes (connected regions of k cells): free ones (up to the 8 symmetries of the square)
 * with their symmetry groups, fixed ones (up to translation), and an independent count of the
 * fixed ones by Redelmeier's algorithm.
 *
 * For Domineering, the four symmetries identity / left–right flip / up–down flip / half-turn keep
 * the value; the other four (transpose, anti-transpose, quarter-turns) swap the players and
 * negate it. So the value of one representative fixes the values of all orientations (v or −v).
 */
import { Budget, requireInteger, type RunOptions } from "../../util";
import { crop, flipLeftRight, flipUpDown, makeRegion, transpose, type Region } from "./region";

/** The 8 symmetries of the square acting on regions (images are cropped to their bounding box). */
export type Symmetry =
  | "identity"
  | "flipLeftRight"
  | "flipUpDown"
  | "rotate180"
  | "transpose"
  | "antiTranspose"
  | "rotate90"
  | "rotate270";

/** All 8 symmetries; the first four keep the Domineering players, the last four swap them. */
export const SYMMETRIES: readonly Symmetry[] = [
  "identity",
  "flipLeftRight",
  "flipUpDown",
  "rotate180",
  "transpose",
  "antiTranspose",
  "rotate90",
  "rotate270",
];

/** True for the symmetries that keep vertical dominoes vertical (value unchanged). O(1). */
export function keepsPlayers(s: Symmetry): boolean {
  return s === "identity" || s === "flipLeftRight" || s === "flipUpDown" || s === "rotate180";
}

/** Image of a region under a symmetry, cropped to its bounding box. O(height·width). */
export function applySymmetry(region: Region, s: Symmetry): Region {
  const g = crop(region);
  switch (s) {
    case "identity":
      return g;
    case "flipLeftRight":
      return flipLeftRight(g);
    case "flipUpDown":
      return flipUpDown(g);
    case "rotate180":
      return flipUpDown(flipLeftRight(g));
    case "transpose":
      return transpose(g);
    case "antiTranspose":
      return transpose(flipUpDown(flipLeftRight(g)));
    case "rotate90": // clockwise: (r, c) ↦ (c, h−1−r)
      return transpose(flipUpDown(g));
    case "rotate270":
      return transpose(flipLeftRight(g));
  }
}

function keyOf(g: Region): string {
  return String.fromCharCode(g.height, g.width, ...g.rows);
}

/** A free polyomino: a canonical representative and its symmetry group. */
export interface FreePolyomino {
  /** 1-based index in the list of free polyominoes of this size (ordered by canonical key). */
  readonly id: number;
  /** Number of cells k. */
  readonly size: number;
  /** The representative: the image with the least (height, width, rows) — so height ≤ width. */
  readonly region: Region;
  /** The symmetries mapping the representative onto itself (its stabilizer; contains "identity"). */
  readonly symmetries: readonly Symmetry[];
  /** Number of distinct fixed polyominoes in its class: 8 / |symmetries|. */
  readonly fixedCount: number;
}

/** Canonical key of a region's free class (least key over the 8 images) and the representative. O(8·height·width). */
export function freeCanonical(region: Region): { key: string; region: Region } {
  let bestKey = "";
  let best: Region | undefined;
  for (const s of SYMMETRIES) {
    const img = applySymmetry(region, s);
    const k = keyOf(img);
    if (best === undefined || k < bestKey) {
      bestKey = k;
      best = img;
    }
  }
  return { key: bestKey, region: best! };
}

/**
 * The polyominoes made by adding one cell next to p, each in its free canonical form (with its
 * key), row by row over p padded by one cell on every side so that the new cell can go anywhere
 * around it; repeats are not removed. O(cells of the padded box · 16 images).
 */
function* grownByOneCell(p: Region): Generator<{ key: string; region: Region }> {
  const h = p.height + 2;
  const w = p.width + 2;
  const rows = [0, ...p.rows.map((m) => m << 1), 0];
  for (let r = 0; r < h; r++) {
    const around = (rows[r]! << 1) | (rows[r]! >>> 1) | (r > 0 ? rows[r - 1]! : 0) | (r + 1 < h ? rows[r + 1]! : 0);
    let cand = around & ~rows[r]! & ((1 << w) - 1);
    while (cand !== 0) {
      const bit = cand & -cand;
      cand ^= bit;
      const next = rows.slice();
      next[r] |= bit;
      yield freeCanonical(makeRegion(h, w, next));
    }
  }
}

const MAX_K = 16;
const levels: Region[][] = [[], [makeRegion(1, 1, [1])]];

function checkSize(k: number): number {
  return requireInteger("polyomino size k", k, 1, MAX_K);
}

/** Representatives of all free polyominoes with k cells (cached per k), grown from size k−1. */
function freeRepresentatives(k: number, budget: Budget): Region[] {
  for (let n = levels.length; n <= k; n++) {
    const seen = new Map<string, Region>();
    for (const p of levels[n - 1]) {
      budget.spend(1);
      for (const c of grownByOneCell(p)) if (!seen.has(c.key)) seen.set(c.key, c.region);
    }
    levels[n] = [...seen.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((e) => e[1]);
  }
  return levels[k];
}

/**
 * All free polyominoes with k cells (1 ≤ k ≤ 16), each with its symmetry group, ordered by
 * canonical key. Grown cell by cell from size k−1 and deduplicated under the 8 symmetries;
 * results are cached per size. Cost ~ (number of free (k−1)-ominoes) · 2k · 8 normalizations
 * (k = 12: 63,600 results in about a second). Budget: one unit per parent polyomino.
 */
export function freePolyominoes(k: number, options?: RunOptions): FreePolyomino[] {
  checkSize(k);
  const budget = Budget.from(options, `free polyominoes of size ${k}`);
  return freeRepresentatives(k, budget).map((region, i) => {
    const key = keyOf(region);
    const symmetries = SYMMETRIES.filter((s) => keyOf(applySymmetry(region, s)) === key);
    return { id: i + 1, size: k, region, symmetries, fixedCount: 8 / symmetries.length };
  });
}

/** Whether the cells of `rows` (h rows) are 4-connected (an empty set is not). O(cells · diameter). */
function rowsConnected(rows: readonly number[], h: number, reach: number[]): boolean {
  let r0 = 0;
  while (r0 < h && rows[r0] === 0) r0++;
  if (r0 === h) return false;
  for (let r = 0; r < h; r++) reach[r] = 0;
  reach[r0] = rows[r0]! & -rows[r0]!;
  for (let changed = true; changed; ) {
    changed = false;
    for (let r = 0; r < h; r++) {
      const x = reach[r]!;
      const nx = (x | (x << 1) | (x >>> 1) | (r > 0 ? reach[r - 1]! : 0) | (r + 1 < h ? reach[r + 1]! : 0)) & rows[r]!;
      if (nx !== x) {
        reach[r] = nx;
        changed = true;
      }
    }
  }
  for (let r = 0; r < h; r++) if (reach[r] !== rows[r]) return false;
  return true;
}

/**
 * The canonical parent of a free polyomino of k ≥ 2 cells given as its representative `rep`
 * (the least image, as {@link freeCanonical} returns it): the free class of `rep` without its last
 * removable cell (rows from the bottom, cells from the highest bit; a cell is removable when the
 * rest stays connected: every polyomino has one, a leaf of a spanning tree). Returns the parent's
 * canonical key. O(cells² · diameter + 8 images).
 */
export function canonicalParentKey(rep: Region): string {
  const rows = rep.rows.slice();
  const reach = new Array<number>(rep.height).fill(0);
  for (let r = rep.height - 1; r >= 0; r--) {
    for (let bits = rows[r]!; bits !== 0; ) {
      const bit = 1 << (31 - Math.clz32(bits));
      bits ^= bit;
      rows[r] = rep.rows[r]! & ~bit;
      if (rowsConnected(rows, rep.height, reach)) return freeCanonical(makeRegion(rep.height, rep.width, rows)).key;
      rows[r] = rep.rows[r]!;
    }
  }
  throw new Error(`canonicalParentKey: no removable cell in a region of ${rep.height}×${rep.width}`); // unreachable for a polyomino of ≥ 2 cells
}

/**
 * Shard `index` of `count` of the free k-ominoes (1 ≤ k ≤ 16), as their representatives: the
 * classes whose canonical parent ({@link canonicalParentKey}) is number j ≡ index (mod count) in
 * the order of the free (k−1)-ominoes (the monomino is in shard 0). Every free k-omino has exactly
 * one canonical parent, so the shards are disjoint and together give every free k-omino once; no
 * set of k-ominoes is kept (a child is kept by the parent it names, found again from each parent
 * of the shard that grows it), so a shard of the largest size costs memory for the (k−1)-ominoes
 * only (cached) and time ~ (parents of the shard) · 2k candidate cells · 16 images. Yields in a
 * fixed order (parents in order, candidates row by row).
 */
export function* freePolyominoShard(k: number, index: number, count: number, options?: RunOptions): Generator<Region> {
  checkSize(k);
  requireInteger("shard count", count, 1, 2 ** 31);
  requireInteger("shard index", index, 0, count - 1);
  const budget = Budget.from(options, `free polyominoes of size ${k}, shard ${index}/${count}`);
  if (k === 1) {
    if (index === 0) yield levels[1]![0]!;
    return;
  }
  const parents = freeRepresentatives(k - 1, budget);
  for (let j = index; j < parents.length; j += count) {
    const p = parents[j]!;
    budget.spend(1);
    const pKey = keyOf(p);
    const mine = new Set<string>();
    for (const c of grownByOneCell(p)) {
      if (mine.has(c.key)) continue;
      mine.add(c.key);
      if (canonicalParentKey(c.region) === pKey) yield c.region;
    }
  }
}

/**
 * All fixed polyominoes with k cells (distinct up to translation), as the distinct images of the
 * free representatives. Cost as {@link freePolyominoes} plus 8 images per class.
 */
export function fixedPolyominoes(k: number, options?: RunOptions): Region[] {
  const out: Region[] = [];
  for (const p of freePolyominoes(k, options)) {
    const keys = new Set<string>();
    for (const s of SYMMETRIES) {
      const img = applySymmetry(p.region, s);
      const key = keyOf(img);
      if (!keys.has(key)) {
        keys.add(key);
        out.push(img);
      }
    }
  }
  return out;
}

/**
 * Number of fixed polyominoes of each size 1..k by Redelmeier's algorithm (independent of the
 * growth enumeration above). Returns an array `counts` with `counts[n]` for n = 1..k
 * (`counts[0] = 0`). Cost: one step per fixed polyomino of size ≤ k (k = 12: ~0.7 million).
 * Budget: one unit per polyomino counted.
 */
export function countFixedPolyominoes(k: number, options?: RunOptions): number[] {
  checkSize(k);
  const budget = Budget.from(options, `Redelmeier count of fixed polyominoes up to size ${k}`);
  const counts = new Array<number>(k + 1).fill(0);
  // Cells (x, y) with 0 ≤ y < k, −k < x < k; cells with y = 0, x < 0 are forbidden (pre-marked)
  // so that every fixed polyomino is counted once, with its lowest-leftmost cell at the origin.
  const W = 2 * k + 1;
  const marked = new Uint8Array(W * (k + 1));
  const idx = (x: number, y: number): number => y * W + (x + k);
  for (let x = -k; x < 0; x++) marked[idx(x, 0)] = 1;
  marked[idx(0, 0)] = 1;
  const rec = (untried: number[], size: number): void => {
    while (untried.length > 0) {
      const cell = untried.pop()!;
      const n = size + 1;
      counts[n]++;
      budget.spend(1);
      if (n < k) {
        const y = Math.floor(cell / W);
        const x = (cell % W) - k;
        const added: number[] = [];
        for (const [nx, ny] of [
          [x + 1, y],
          [x - 1, y],
          [x, y + 1],
          [x, y - 1],
        ]) {
          if (ny < 0 || ny >= k || nx <= -k || nx >= k) continue;
          const j = idx(nx, ny);
          if (marked[j] === 0) {
            marked[j] = 1;
            added.push(j);
          }
        }
        rec(untried.concat(added), n);
        for (const j of added) marked[j] = 0;
      }
    }
  };
  rec([idx(0, 0)], 0);
  return counts;
}
