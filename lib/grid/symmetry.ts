/**
 * The 8 symmetries of a rectangle (the dihedral group of order 8) acting on grids. A symmetry
 * is a number 0..7 whose bits say, in this order: bit 2 — transpose (cell (r, c) goes to (c, r);
 * height and width swap), then bit 1 — flip the rows (upside down), then bit 0 — flip the
 * columns (mirror left–right), the flips taken in the transposed shape. On a non-square
 * rectangle only the four without transpose map the shape to itself; the other four map an
 * h × w grid to a w × h one.
 */
import { InputError } from "../util";
import { Grid } from "./grid";

/** A symmetry of the rectangle, 0..7 (bits: 4 transpose, 2 flip rows, 1 flip columns). */
export type Symmetry = number;

/** The identity symmetry. */
export const IDENTITY: Symmetry = 0;
/** Mirror left–right (flip the columns). */
export const FLIP_COLUMNS: Symmetry = 1;
/** Upside down (flip the rows). */
export const FLIP_ROWS: Symmetry = 2;
/** Half turn. */
export const ROTATE_180: Symmetry = 3;
/** Reflection in the main diagonal: (r, c) → (c, r). */
export const TRANSPOSE: Symmetry = 4;
/** Quarter turn clockwise. */
export const ROTATE_90: Symmetry = 5;
/** Quarter turn counter-clockwise. */
export const ROTATE_270: Symmetry = 6;
/** Reflection in the anti-diagonal. */
export const ANTI_TRANSPOSE: Symmetry = 7;

const NAMES = ["identity", "flip columns", "flip rows", "rotate 180°", "transpose", "rotate 90°", "rotate 270°", "anti-transpose"];

/** All 8 symmetries. */
export const ALL_SYMMETRIES: readonly Symmetry[] = [0, 1, 2, 3, 4, 5, 6, 7];
/** The 4 symmetries that keep every rectangle's shape (identity, both flips, half turn). */
export const RECTANGLE_SYMMETRIES: readonly Symmetry[] = [0, 1, 2, 3];
/** Identity and the left–right mirror: the symmetries of a strip read as a row. */
export const STRIP_SYMMETRIES: readonly Symmetry[] = [0, 1];

function requireSymmetry(s: Symmetry): void {
  if (!Number.isInteger(s) || s < 0 || s > 7) throw new InputError(`a symmetry is an integer 0..7, got ${s}`);
}

/** Readable name of a symmetry ("rotate 90°", ...). O(1). */
export function symmetryName(s: Symmetry): string {
  requireSymmetry(s);
  return NAMES[s]!;
}

/** Whether `s` transposes (swaps height and width). O(1). */
export function transposes(s: Symmetry): boolean {
  requireSymmetry(s);
  return (s & 4) !== 0;
}

/** Where cell (r, c) of an h × w grid goes under `s`, as [row, column] in the image. O(1). */
export function mapCell(s: Symmetry, height: number, width: number, r: number, c: number): [number, number] {
  let rr = r;
  let cc = c;
  let h = height;
  let w = width;
  if (s & 4) {
    rr = c;
    cc = r;
    h = width;
    w = height;
  }
  if (s & 2) rr = h - 1 - rr;
  if (s & 1) cc = w - 1 - cc;
  return [rr, cc];
}

/** Shape [height, width] of the image of an h × w grid under `s`. O(1). */
export function imageShape(s: Symmetry, height: number, width: number): [number, number] {
  return s & 4 ? [width, height] : [height, width];
}

/**
 * `perm` with `perm[i]` = index in the image of cell index i of an h × w grid under `s`
 * (row-major). Useful to precompute per-shape tables. O(h·w).
 */
export function cellPermutation(s: Symmetry, height: number, width: number): Int32Array {
  requireSymmetry(s);
  const [, w2] = imageShape(s, height, width);
  const perm = new Int32Array(height * width);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const [r2, c2] = mapCell(s, height, width, r, c);
      perm[r * width + c] = r2 * w2 + c2;
    }
  }
  return perm;
}

/** The image of `grid` under `s` (a new grid, or `grid` itself for the identity; shape swapped if `s` transposes). O(cells). */
export function applySymmetry(grid: Grid, s: Symmetry): Grid {
  requireSymmetry(s);
  if (s === 0) return grid;
  const { height, width, cells } = grid;
  const t = (s & 4) !== 0;
  const h2 = t ? width : height;
  const w2 = t ? height : width;
  const out = new Uint8Array(cells.length);
  // image index of (r, c) = r2·w2 + c2 is affine in r and c: start + r·dr + c·dc
  const fr = (s & 2) !== 0;
  const fc = (s & 1) !== 0;
  // the image row depends on c when transposing, else on r; likewise the image column
  const rowStep = fr ? -w2 : w2; // moving one image row
  const colStep = fc ? -1 : 1; // moving one image column
  const start = (fr ? (h2 - 1) * w2 : 0) + (fc ? w2 - 1 : 0);
  const dr = t ? colStep : rowStep;
  const dc = t ? rowStep : colStep;
  let i = 0;
  for (let r = 0; r < height; r++) {
    let j = start + r * dr;
    for (let c = 0; c < width; c++, j += dc) out[j] = cells[i++]!;
  }
  return Grid.unsafeWrap(h2, w2, out, grid.alphabet);
}

// Composition table derived from the action on a 2×3 grid with distinct cells (free action):
// COMPOSE[a * 8 + b] is the symmetry "first a, then b".
const COMPOSE: Uint8Array = (() => {
  const probe = Grid.of(2, 3, [0, 1, 2, 3, 4, 5]);
  const images = ALL_SYMMETRIES.map((s) => applySymmetry(probe, s));
  const t = new Uint8Array(64);
  for (let a = 0; a < 8; a++) {
    for (let b = 0; b < 8; b++) {
      const img = applySymmetry(images[a]!, b);
      t[a * 8 + b] = images.findIndex((g) => g.equals(img));
    }
  }
  return t;
})();

/** The symmetry "first `a`, then `b`" (applySymmetry(applySymmetry(g, a), b) = applySymmetry(g, compose(a, b))). O(1). */
export function composeSymmetries(a: Symmetry, b: Symmetry): Symmetry {
  requireSymmetry(a);
  requireSymmetry(b);
  return COMPOSE[a * 8 + b]!;
}

/** The inverse of `s` (only the quarter turns are not their own inverses). O(1). */
export function inverseSymmetry(s: Symmetry): Symmetry {
  requireSymmetry(s);
  for (let t = 0; t < 8; t++) if (COMPOSE[s * 8 + t] === 0) return t;
  throw new Error("unreachable: every symmetry has an inverse");
}

/** Whether `set` is a subgroup (contains the identity, closed under composition). O(|set|²). */
export function isSubgroup(set: readonly Symmetry[]): boolean {
  set.forEach(requireSymmetry);
  const has = new Set(set);
  if (!has.has(0)) return false;
  for (const a of set) for (const b of set) if (!has.has(COMPOSE[a * 8 + b]!)) return false;
  return true;
}

/**
 * A ruleset's symmetry group on grids. `symmetries` is a subgroup of the 8 (checked);
 * `swapsPlayers(s)` says which of them exchange Left and Right (the image's value is then the
 * negative; e.g. in Domineering every transposing symmetry swaps the players). `colourSwap`,
 * when given, is a permutation of cell values that swaps the players on its own (Clobber's
 * x ↔ o): each symmetry is then also used composed with it, as a player swap.
 */
export interface GridSymmetryGroup {
  /** The symmetries of the group (a subgroup of the 8, checked). */
  readonly symmetries: readonly Symmetry[];
  /** Which symmetries exchange Left and Right (default: none). */
  readonly swapsPlayers?: (s: Symmetry) => boolean;
  /** A permutation of cell values that swaps the players on its own (Clobber's x ↔ o). */
  readonly colourSwap?: readonly number[];
}

/** One image of a grid under a {@link GridSymmetryGroup}: which symmetry, whether Left and Right swapped. */
export interface GridImage {
  readonly grid: Grid;
  readonly symmetry: Symmetry;
  /** Whether the image is the position with the players exchanged (its value is the negative). */
  readonly swapsPlayers: boolean;
}

// Groups already checked (by identity), so per-position calls do not re-check closure.
const validated = new WeakSet<GridSymmetryGroup>();

function validateGroup(group: GridSymmetryGroup): void {
  if (validated.has(group)) return;
  if (!isSubgroup(group.symmetries)) throw new InputError(`symmetries [${group.symmetries.join(", ")}] are not a group: it must contain 0 (identity) and be closed under composition`);
  const swap = group.colourSwap;
  if (swap) {
    const seen = new Set(swap);
    if (seen.size !== swap.length || swap.some((v) => !Number.isInteger(v) || v < 0 || v >= swap.length) || swap.some((v, i) => swap[v] !== i)) {
      throw new InputError(`colourSwap must be an involution of the cell values 0..${swap.length - 1} (swap[swap[v]] = v), got [${swap.join(", ")}]`);
    }
  }
  validated.add(group);
}

/**
 * Every image of `grid` under the group (|symmetries| images, twice that with a colour swap;
 * repeats are kept). O(|group| · cells).
 */
export function gridImages(grid: Grid, group: GridSymmetryGroup): GridImage[] {
  validateGroup(group);
  const out: GridImage[] = [];
  for (const s of group.symmetries) {
    const img = applySymmetry(grid, s);
    const swaps = group.swapsPlayers?.(s) ?? false;
    out.push({ grid: img, symmetry: s, swapsPlayers: swaps });
    const cs = group.colourSwap;
    if (cs) {
      const cells = new Uint8Array(img.size);
      for (let i = 0; i < cells.length; i++) {
        const v = img.cells[i]!;
        if (v >= cs.length) throw new InputError(`cell value ${v} is not covered by colourSwap (length ${cs.length})`, `cell index ${i}`);
        cells[i] = cs[v]!;
      }
      out.push({ grid: Grid.unsafeWrap(img.height, img.width, cells, grid.alphabet), symmetry: s, swapsPlayers: !swaps });
    }
  }
  return out;
}

function compareGrids(a: Grid, b: Grid): number {
  if (a.height !== b.height) return a.height - b.height;
  if (a.width !== b.width) return a.width - b.width;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return a.cells[i]! - b.cells[i]!;
  return 0;
}

/**
 * The canonical representative of `grid` under the group: the least image (by height, width,
 * then cells in row-major order), with the symmetry that produced it and whether it swaps the
 * players. Two grids get equal canonical grids iff one is an image of the other. Among equal
 * least images one that does not swap the players is preferred, so a position equal to its own
 * player-swapped image reports `swapsPlayers: false` (its value G then satisfies G = −G). O(|group| · cells).
 */
export function canonicalImage(grid: Grid, group: GridSymmetryGroup): GridImage {
  let best: GridImage | undefined;
  for (const img of gridImages(grid, group)) {
    const c = best === undefined ? -1 : compareGrids(img.grid, best.grid);
    if (c < 0 || (c === 0 && best!.swapsPlayers && !img.swapsPlayers)) best = img;
  }
  return best!;
}

/** The text key of {@link canonicalImage} (equal for grids related by the group). O(|group| · cells). */
export function canonicalKey(grid: Grid, group: GridSymmetryGroup): string {
  return canonicalImage(grid, group).grid.toKey();
}
