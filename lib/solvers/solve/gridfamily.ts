/**
 * The positions of a grid ruleset's subgame database (issue 30 item 3) as MCGS chooses them for its
 * grid games ("max_dims": every game on a board of at most m × n cells, MCGS README, Using the
 * Database; University of Alberta, 2024–26): every position on a grid of at most R × C cells (in
 * either orientation) whose cells take the given values and that is one component of itself — the
 * ruleset's `components` gives exactly one part, with the grid's own folded key, and its pieces touch
 * all four sides (so each class of positions is met on its own bounding box once, not once per
 * translate). A component the solver meets in a sum is looked up under the same folded key.
 *
 * Sizes are numbers of pieces (cells holding a value other than the filler); the positions of one
 * size are enumerated by choosing the piece cells (combinations in lexicographic order) and then
 * their values, rectangle by rectangle (heights 1…, widths 1…). Shard i of N holds the positions
 * whose folded key hashes to i mod N ({@link shardOfKey}), so every class of positions lies in
 * exactly one shard and is valued there once (pass `shardedSource: true` to the builder).
 * Cost: every filling of every rectangle, (pieces + 1)^(cells) grids in all for the largest, each a
 * components call and a folded key; positions whose folded keys repeat (symmetric images, the
 * other orientation) are valued once by the builder.
 */
import { InputError } from "../../util";
import * as G from "../../grid";
import type { PositionKey, Ruleset } from "../../ruleset";
import { foldedKey } from "./keys";
import type { SubgameFamily } from "./database";

/** What {@link gridComponentFamily} enumerates. */
export interface GridFamilySpec {
  /** The rectangle: grids of at most `maxRows` × `maxCols` cells, or `maxCols` × `maxRows`. */
  readonly maxRows: number;
  readonly maxCols: number;
  /** The value of a cell without a piece (Clobber: 0, empty). */
  readonly filler: number;
  /** The values a piece cell takes (Clobber: [1, 2], Left's and Right's stones). */
  readonly pieces: readonly number[];
  /** Fewest pieces of a position (default 2: fewer never makes a move in the stone games). */
  readonly minPieces?: number;
}

/** The family and its positions of each size, for {@link buildSubgameEntries}. */
export interface GridFamily {
  readonly family: SubgameFamily;
  /** The positions with `size` pieces in shard `shard` (all of them for null), in the family's fixed order. */
  readonly positionsOfSize: (size: number, shard?: { index: number; count: number } | null) => Iterable<G.Grid>;
}

function checkSpec(name: string, s: GridFamilySpec): void {
  const dims = (x: unknown): boolean => Number.isSafeInteger(x) && (x as number) >= 1;
  if (!dims(s.maxRows) || !dims(s.maxCols) || s.maxRows * s.maxCols > 64) {
    throw new InputError(`${name} subgame family: maxRows and maxCols must be positive integers with maxRows · maxCols ≤ 64, got ${String(s.maxRows)} × ${String(s.maxCols)}`, "maxRows");
  }
  const cellValue = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 256;
  if (!cellValue(s.filler)) throw new InputError(`${name} subgame family: filler must be a cell value (0…255), got ${String(s.filler)}`, "filler");
  if (!Array.isArray(s.pieces) || s.pieces.length === 0 || !s.pieces.every(cellValue) || s.pieces.includes(s.filler) || new Set(s.pieces).size !== s.pieces.length) {
    throw new InputError(`${name} subgame family: pieces must be distinct cell values other than the filler, got ${JSON.stringify(s.pieces)}`, "pieces");
  }
  if (s.minPieces !== undefined && !(Number.isSafeInteger(s.minPieces) && s.minPieces >= 1)) throw new InputError(`${name} subgame family: minPieces must be a positive integer, got ${String(s.minPieces)}`, "minPieces");
}

/** Whether the piece cells (indices r·w + c of an h × w grid) touch the first and last row and column. O(cells). */
function touchesAllSides(cells: readonly number[], h: number, w: number): boolean {
  let top = false;
  let bottom = false;
  let left = false;
  let right = false;
  for (const i of cells) {
    const r = Math.floor(i / w);
    const c = i % w;
    if (r === 0) top = true;
    if (r === h - 1) bottom = true;
    if (c === 0) left = true;
    if (c === w - 1) right = true;
  }
  return top && bottom && left && right;
}

/** The rectangles of the family: h × w with h ≤ maxRows and w ≤ maxCols, or h ≤ maxCols and w ≤ maxRows. */
function rectangles(s: GridFamilySpec): [number, number][] {
  const out: [number, number][] = [];
  const hi = Math.max(s.maxRows, s.maxCols);
  for (let h = 1; h <= hi; h++) {
    for (let w = 1; w <= hi; w++) {
      if ((h <= s.maxRows && w <= s.maxCols) || (h <= s.maxCols && w <= s.maxRows)) out.push([h, w]);
    }
  }
  return out;
}

/** The k-subsets of {0 … n−1} in lexicographic order (each yielded array is reused). */
function* combinations(n: number, k: number): Generator<number[]> {
  if (k > n) return;
  const a = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield a;
    let i = k - 1;
    while (i >= 0 && a[i] === n - k + i) i--;
    if (i < 0) return;
    a[i]!++;
    for (let j = i + 1; j < k; j++) a[j] = a[j - 1]! + 1;
  }
}

/**
 * The family of every one-component position of `ruleset` (a grid ruleset: positions are
 * `grid.Grid`s) fitting in maxRows × maxCols (see the module comment), sized by pieces from
 * `minPieces` (default 2) to the rectangle's cells. InputError naming the field for a bad spec or a
 * ruleset without components. O(1) to make; the enumeration costs what the module comment says.
 */
export function gridComponentFamily(ruleset: Ruleset<G.Grid>, spec: GridFamilySpec): GridFamily {
  checkSpec(ruleset.name, spec);
  const components = ruleset.components;
  if (components === undefined) throw new InputError(`${ruleset.name} subgame family: the ruleset has no components, so every position is its own component; a grid family needs them to keep one-component positions`, "components");
  const minSize = spec.minPieces ?? 2;
  const maxSize = spec.maxRows * spec.maxCols;
  if (minSize > maxSize) throw new InputError(`${ruleset.name} subgame family: minPieces ${minSize} is more than the ${maxSize} cells of the rectangle`, "minPieces");
  const split: (g: G.Grid) => readonly G.Grid[] = components;
  const base = spec.pieces.length;
  const rects = rectangles(spec);
  const family: SubgameFamily = {
    name: `${ruleset.name}: one-component positions within ${spec.maxRows}×${spec.maxCols} (either orientation), pieces ${JSON.stringify(spec.pieces)} on ${spec.filler}, by pieces`,
    minSize,
    maxSize,
  };
  function* positionsOfSize(size: number, shard: { index: number; count: number } | null = null): Generator<G.Grid> {
    for (const [h, w] of rects) {
      const n = h * w;
      if (size > n) continue;
      for (const cells of combinations(n, size)) {
        if (!touchesAllSides(cells, h, w)) continue;
        const colourings = base ** size;
        for (let code = 0; code < colourings; code++) {
          const data = new Uint8Array(n).fill(spec.filler);
          let x = code;
          for (const i of cells) {
            data[i] = spec.pieces[x % base]!;
            x = Math.floor(x / base);
          }
          const g = G.Grid.unsafeWrap(h, w, data);
          const parts = split(g);
          if (parts.length !== 1) continue;
          // g's folded key, folded at most once: for the one part's comparison (when it is a copy) and the shard
          let key: PositionKey | undefined;
          if (parts[0] !== g) {
            key = foldedKey(ruleset, g).key;
            if (foldedKey(ruleset, parts[0]!).key !== key) continue;
          }
          if (shard !== null && shardOfKey(key ?? foldedKey(ruleset, g).key, shard.count) !== shard.index) continue;
          yield g;
        }
      }
    }
  }
  return { family, positionsOfSize };
}

/** The shard (0 … count−1) of a folded key: FNV-1a of its decimal or string form, mod count. O(key length). */
export function shardOfKey(key: PositionKey, count: number): number {
  const text = typeof key === "string" ? key : String(key);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}
