/**
 * Rectangular grids over a small cell alphabet: each cell holds a number 0..k−1 (k ≤ 256),
 * stored row by row in one `Uint8Array`. Rulesets give the numbers their meaning (empty, a
 * Left stone, a blocked cell, ...) and a character map for pictures (see `picture.ts`).
 */
import { InputError, requireInteger } from "../util";
import type { CellAlphabet } from "./picture";

/** Largest height or width of a {@link Grid} (shapes are packed into 16-bit fields of keys). */
export const MAX_GRID_SIDE = 65535;
/** Largest number of cells of a {@link Grid}. */
export const MAX_GRID_CELLS = 1 << 24;

/**
 * An immutable height × width grid of small numbers (cell values 0..255), row-major:
 * cell (r, c) is `cells[r * width + c]`, rows and columns counted from 0. Treat `cells` as
 * read-only; {@link Grid.with} returns a changed copy.
 */
export class Grid {
  /** The alphabet this grid's picture is written in (kept through moves, crops and symmetries), if known. */
  readonly #alphabet: CellAlphabet | undefined;

  private constructor(
    /** Number of rows. */
    readonly height: number,
    /** Number of columns. */
    readonly width: number,
    /** Cell values, row-major (do not mutate: grids are shared and used as keys). */
    readonly cells: Uint8Array,
    alphabet?: CellAlphabet,
  ) {
    this.#alphabet = alphabet;
  }

  /**
   * The alphabet of the ruleset this grid belongs to, when it came from a picture or a ruleset's
   * move (it makes the grid print as that ruleset's picture); undefined for bare grids. Not part
   * of the grid's value: {@link Grid.equals} and keys ignore it. O(1).
   */
  get alphabet(): CellAlphabet | undefined {
    return this.#alphabet;
  }

  /** The same cells (shared, not copied) printed with `alphabet`. O(1). */
  withAlphabet(alphabet: CellAlphabet | undefined): Grid {
    return new Grid(this.height, this.width, this.cells, alphabet);
  }

  /**
   * A grid of the given shape; `cells` (row-major, length height × width) is copied, or every
   * cell is `fill` (default 0). A side of 0 gives an empty grid (no cells). Throws
   * {@link InputError} for bad shapes or values. `alphabet` (optional) is how the grid prints. O(cells).
   */
  static of(height: number, width: number, cells?: ArrayLike<number> | number, alphabet?: CellAlphabet): Grid {
    requireInteger("grid height", height, 0, MAX_GRID_SIDE);
    requireInteger("grid width", width, 0, MAX_GRID_SIDE);
    if (height * width > MAX_GRID_CELLS) throw new InputError(`grid ${height}×${width} has more than ${MAX_GRID_CELLS} cells`);
    const n = height * width;
    const out = new Uint8Array(n);
    if (cells === undefined || typeof cells === "number") {
      const fill = cells ?? 0;
      requireInteger("grid fill value", fill, 0, 255);
      out.fill(fill);
    } else {
      if (cells.length !== n) throw new InputError(`grid ${height}×${width} needs ${n} cell values, got ${cells.length}`);
      for (let i = 0; i < n; i++) {
        const v = cells[i]!;
        if (!Number.isInteger(v) || v < 0 || v > 255) throw new InputError(`grid cell value must be an integer in [0, 255], got ${v}`, `cell index ${i} (row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}, 1-based)`);
        out[i] = v;
      }
    }
    return new Grid(height, width, out, alphabet);
  }

  /**
   * Wrap `cells` without copying or checking (for fast paths that built a valid array); pass the
   * alphabet of the grid it was made from so that it prints as the same ruleset's picture. O(1).
   */
  static unsafeWrap(height: number, width: number, cells: Uint8Array, alphabet?: CellAlphabet): Grid {
    return new Grid(height, width, cells, alphabet);
  }

  /** Number of cells. O(1). */
  get size(): number {
    return this.cells.length;
  }

  /** Whether (r, c) lies on the grid (0-based). O(1). */
  contains(r: number, c: number): boolean {
    return r >= 0 && r < this.height && c >= 0 && c < this.width;
  }

  /** Value of cell (r, c) (0-based). Throws {@link InputError} off the grid. O(1). */
  get(r: number, c: number): number {
    if (!this.contains(r, c)) throw new InputError(`cell (${r}, ${c}) is off the ${this.height}×${this.width} grid (0-based row, column)`);
    return this.cells[r * this.width + c]!;
  }

  /** A copy with cell (r, c) set to `value`. O(cells). */
  with(r: number, c: number, value: number): Grid {
    this.get(r, c);
    requireInteger("grid cell value", value, 0, 255);
    const cells = this.cells.slice();
    cells[r * this.width + c] = value;
    return new Grid(this.height, this.width, cells, this.#alphabet);
  }

  /** Same shape and cells. O(cells). */
  equals(other: Grid): boolean {
    if (this.height !== other.height || this.width !== other.width) return false;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== other.cells[i]) return false;
    return true;
  }

  /** Number of cells holding `value`. O(cells). */
  count(value: number): number {
    let n = 0;
    for (const v of this.cells) if (v === value) n++;
    return n;
  }

  /** The sub-rectangle of `height` × `width` cells from (top, left) (0-based). O(its cells). */
  crop(top: number, left: number, height: number, width: number): Grid {
    if (top < 0 || left < 0 || height < 0 || width < 0 || top + height > this.height || left + width > this.width) {
      throw new InputError(`crop ${height}×${width} at (${top}, ${left}) does not fit in the ${this.height}×${this.width} grid`);
    }
    const out = new Uint8Array(height * width);
    for (let r = 0; r < height; r++) out.set(this.cells.subarray((top + r) * this.width + left, (top + r) * this.width + left + width), r * width);
    return new Grid(height, width, out, this.#alphabet);
  }

  /**
   * The smallest sub-rectangle holding every cell whose value satisfies `keep` (so translates of a
   * position share a key): this grid itself when no border row or column can go, the empty 0×0
   * grid when no cell is kept. O(cells).
   */
  trim(keep: (v: number) => boolean): Grid {
    const { height: h, width: w, cells } = this;
    let top = h;
    let bottom = -1;
    let left = w;
    let right = -1;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        if (!keep(cells[r * w + c]!)) continue;
        if (r < top) top = r;
        bottom = r;
        if (c < left) left = c;
        if (c > right) right = c;
      }
    }
    if (bottom < 0) return new Grid(0, 0, new Uint8Array(0), this.#alphabet);
    if (top === 0 && left === 0 && bottom === h - 1 && right === w - 1) return this;
    return this.crop(top, left, bottom - top + 1, right - left + 1);
  }

  /** A compact, injective text key "HxW:v,v,..." (shape included). O(cells). */
  toKey(): string {
    return `${this.height}x${this.width}:${this.cells.join(",")}`;
  }
}
