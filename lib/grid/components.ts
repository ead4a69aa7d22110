/**
 * Connected components of the occupied cells of a grid, under 4-neighbour, 8-neighbour or a
 * custom adjacency, each returned as a subgrid cropped to its bounding box. Rulesets whose
 * positions split into independent regions (Domineering's free cells, Clobber's and Konane's
 * stone groups) use this to write a position as a sum.
 */
import { InputError } from "../util";
import { Grid } from "./grid";
import { BITBOARD_CELLS, bitRow, bitShape, lowestComponent, popcountWord } from "./bitboard";

/** Neighbour offsets [dRow, dColumn]; must be symmetric (with (a, b) also (−a, −b)) and exclude (0, 0). */
export type Adjacency = readonly (readonly [number, number])[];

/** The 4 orthogonal neighbours. */
export const ADJACENCY_4: Adjacency = [[-1, 0], [0, -1], [0, 1], [1, 0]];
/** The 8 orthogonal and diagonal neighbours. */
export const ADJACENCY_8: Adjacency = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

/** One component: its cropped subgrid and where its bounding box sits in the original (0-based). */
export interface GridComponent {
  /** The bounding box's cells: the component's own values, every other cell set to the fill value. */
  readonly grid: Grid;
  /** Row of the bounding box's top-left cell in the original grid. */
  readonly top: number;
  /** Column of the bounding box's top-left cell in the original grid. */
  readonly left: number;
  /** Number of cells of the component. */
  readonly cells: number;
}

/** Options of {@link connectedComponents}. */
export interface ComponentOptions {
  /** Which cells belong to some component (default: every cell whose value is not 0). */
  readonly occupied?: (value: number) => boolean;
  /** "4" (default), "8" or a list of offsets. */
  readonly adjacency?: "4" | "8" | Adjacency;
  /** Value written into bounding-box cells that are not in the component (default 0). */
  readonly fill?: number;
}

function resolveAdjacency(a: "4" | "8" | Adjacency | undefined): Adjacency {
  if (a === undefined || a === "4") return ADJACENCY_4;
  if (a === "8") return ADJACENCY_8;
  if (!Array.isArray(a as unknown)) throw new InputError(`adjacency must be "4", "8" or a list of [dRow, dColumn] offsets, got ${JSON.stringify(a)}`);
  const keys = new Set(a.map(([dr, dc]) => `${dr},${dc}`));
  a.forEach(([dr, dc], i) => {
    if (!Number.isInteger(dr) || !Number.isInteger(dc) || (dr === 0 && dc === 0)) throw new InputError(`adjacency offset must be a pair of integers other than [0, 0], got ${JSON.stringify([dr, dc])}`, `offset ${i + 1} (1-based)`);
    if (!keys.has(`${-dr},${-dc}`)) throw new InputError(`adjacency must be symmetric: [${dr}, ${dc}] is listed but [${-dr}, ${-dc}] is not`, `offset ${i + 1} (1-based)`);
  });
  return a;
}

// Scratch arrays reused across calls (grown on demand): no allocation per call but the output.
let scratch = { label: new Int32Array(64), stack: new Int32Array(64), members: new Int32Array(64) };
function scratchFor(n: number): typeof scratch {
  if (scratch.label.length < n) scratch = { label: new Int32Array(n), stack: new Int32Array(n), members: new Int32Array(n) };
  return scratch;
}

/** An adjacency as two offset arrays. */
interface Offsets {
  readonly dr: Int32Array;
  readonly dc: Int32Array;
}
const offsetsCache = new WeakMap<Adjacency, Offsets>();

/** The checked offset arrays of an adjacency, computed once per adjacency list. O(|adjacency|) the first time, then O(1). */
function offsetsOf(a: "4" | "8" | Adjacency | undefined): Offsets {
  const adj = a === undefined || a === "4" ? ADJACENCY_4 : a === "8" ? ADJACENCY_8 : a;
  let o = Array.isArray(adj) ? offsetsCache.get(adj) : undefined;
  if (o === undefined) {
    const checked = resolveAdjacency(adj);
    o = { dr: Int32Array.from(checked, ([dr]) => dr), dc: Int32Array.from(checked, ([, dc]) => dc) };
    offsetsCache.set(checked, o);
  }
  return o;
}

const notZero = (v: number): boolean => v !== 0;

/**
 * The connected components of the occupied cells, in the order of their first cell (row-major),
 * each cropped to its bounding box. O(cells · |adjacency|) time, O(cells) memory (iterative
 * flood fill with an explicit stack, so no recursion limit; scratch arrays are reused, so
 * `occupied` must not itself call connectedComponents). When the position cannot split — one
 * component whose bounding box is the whole grid and whose other cells already hold the fill
 * value — the component's grid is the input grid itself (no copy; grids are immutable).
 * With 4-adjacency on a board of at most 64 cells and 32 columns the components are grown on a
 * bitboard (lib/grid's two words: a component is a few word steps per cell of its diameter, its
 * bounding box a few bit scans), with the same result as the flood fill ({@link floodFillComponents},
 * the plain reference, which test/grid-components-bits.test.ts compares it with on random grids).
 */
export function connectedComponents(grid: Grid, options: ComponentOptions = {}): GridComponent[] {
  const a = options.adjacency;
  if ((a === undefined || a === "4" || a === ADJACENCY_4) && grid.width <= 32 && grid.cells.length <= BITBOARD_CELLS) {
    return bitComponents(grid, options.occupied ?? notZero, checkedFill(options.fill));
  }
  return floodFillComponents(grid, options);
}

/** The fill value, checked: an integer cell value in [0, 255] (default 0). */
function checkedFill(f: number | undefined): number {
  const fill = f ?? 0;
  if (!Number.isInteger(fill) || fill < 0 || fill > 255) throw new InputError(`fill must be a cell value in [0, 255], got ${fill}`);
  return fill;
}

const COMPONENT = new Int32Array(2);

/** Index of the lowest set bit of a non-zero word. O(1). */
function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * {@link connectedComponents} with 4-adjacency on a grid of at most 64 cells and 32 columns, on its
 * bitboard: the occupied cells as two words, each component grown from the lowest cell left
 * (`lowestComponent`), its rows and columns read off its words. O(cells) to read the grid, then
 * per component O(its diameter + its bounding box's rows) word steps and O(its cells) to crop.
 */
function bitComponents(grid: Grid, occupied: (value: number) => boolean, fill: number): GridComponent[] {
  const { height, width, cells } = grid;
  const n = cells.length;
  let lo = 0;
  let hi = 0;
  let filled = true; // every unoccupied cell already holds the fill value
  for (let i = 0; i < n; i++) {
    const v = cells[i]!;
    if (occupied(v)) {
      if (i < 32) lo |= 1 << i;
      else hi |= 1 << (i - 32);
    } else if (v !== fill) filled = false;
  }
  const out: GridComponent[] = [];
  if (lo === 0 && hi === 0) return out;
  const shape = bitShape(height, width);
  while (lo !== 0 || hi !== 0) {
    lowestComponent(shape, lo, hi, COMPONENT);
    const cLo = COMPONENT[0]!;
    const cHi = COMPONENT[1]!;
    lo &= ~cLo;
    hi &= ~cHi;
    const m = popcountWord(cLo) + popcountWord(cHi);
    bitBox(cLo, cHi, width, BOX);
    const top = BOX[0]!;
    const left = BOX[1]!;
    const h = BOX[2]!;
    const w = BOX[3]!;
    if (out.length === 0 && filled && h === height && w === width && lo === 0 && hi === 0) {
      out.push({ grid, top: 0, left: 0, cells: m });
      return out;
    }
    out.push({ grid: cutOutBits(grid, cLo, cHi, top, left, h, w, fill), top, left, cells: m });
  }
  return out;
}

const BOX = new Int32Array(4);

/**
 * The bounding box of a non-empty set of cells (cLo, cHi) of a board `width` columns wide (≤ 32):
 * writes its top row, left column, height and width into `out[0..3]`. O(its rows).
 */
export function bitBox(cLo: number, cHi: number, width: number, out: Int32Array): void {
  const first = cLo !== 0 ? lowestBit(cLo) : 32 + lowestBit(cHi);
  const last = cHi !== 0 ? 63 - Math.clz32(cHi) : 31 - Math.clz32(cLo);
  const top = (first / width) | 0;
  const bottom = (last / width) | 0;
  let columns = 0;
  for (let r = top; r <= bottom; r++) columns |= bitRow(cLo, cHi, width, r);
  const left = lowestBit(columns);
  out[0] = top;
  out[1] = left;
  out[2] = bottom - top + 1;
  out[3] = 31 - Math.clz32(columns) - left + 1;
}

/**
 * The h × w grid cut out of `grid` at (top, left) holding the grid's cells of the set (cLo, cHi)
 * (inside that box) and `fill` everywhere else, printed with the grid's alphabet. O(h·w).
 */
export function cutOutBits(grid: Grid, cLo: number, cHi: number, top: number, left: number, h: number, w: number, fill: number): Grid {
  const { width, cells } = grid;
  const sub = new Uint8Array(h * w);
  if (fill !== 0) sub.fill(fill);
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? cLo : cHi;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const i = 31 - Math.clz32(low) + 32 * half;
      const r = (i / width) | 0;
      sub[(r - top) * w + (i - r * width - left)] = cells[i]!;
    }
  }
  return Grid.unsafeWrap(h, w, sub, grid.alphabet);
}

/**
 * {@link connectedComponents} by flood fill, for any adjacency and any size: the plain reference
 * of the bitboard path (same components, same order, same crops). O(cells · |adjacency|).
 */
export function floodFillComponents(grid: Grid, options: ComponentOptions = {}): GridComponent[] {
  const occupied = options.occupied ?? notZero;
  const { dr: adjR, dc: adjC } = offsetsOf(options.adjacency);
  const fill = checkedFill(options.fill);
  const { height, width, cells } = grid;
  const n = cells.length;
  const { label, stack, members } = scratchFor(n);
  // label: 0 = not occupied, 1 = occupied and not yet visited, 2 + id = in component id
  let filled = true; // every unoccupied cell already holds the fill value
  for (let i = 0; i < n; i++) {
    const v = cells[i]!;
    if (occupied(v)) label[i] = 1;
    else {
      label[i] = 0;
      if (v !== fill) filled = false;
    }
  }
  const na = adjR.length;
  const out: GridComponent[] = [];
  for (let start = 0; start < n; start++) {
    if (label[start] !== 1) continue;
    const id = 2 + out.length;
    let sp = 0;
    let m = 0;
    stack[sp++] = start;
    label[start] = id;
    let top = height, left = width, bottom = -1, right = -1;
    while (sp > 0) {
      const i = stack[--sp]!;
      members[m++] = i;
      const r = (i / width) | 0;
      const c = i - r * width;
      if (r < top) top = r;
      if (r > bottom) bottom = r;
      if (c < left) left = c;
      if (c > right) right = c;
      for (let k = 0; k < na; k++) {
        const r2 = r + adjR[k]!;
        const c2 = c + adjC[k]!;
        if (r2 < 0 || r2 >= height || c2 < 0 || c2 >= width) continue;
        const j = r2 * width + c2;
        if (label[j] === 1) {
          label[j] = id;
          stack[sp++] = j;
        }
      }
    }
    const h = bottom - top + 1;
    const w = right - left + 1;
    if (out.length === 0 && filled && h === height && w === width && !hasUnvisited(label, start + 1, n)) {
      out.push({ grid, top: 0, left: 0, cells: m });
      return out;
    }
    const sub = new Uint8Array(h * w).fill(fill);
    for (let k = 0; k < m; k++) {
      const i = members[k]!;
      const r = (i / width) | 0;
      const c = i - r * width;
      sub[(r - top) * w + (c - left)] = cells[i]!;
    }
    out.push({ grid: Grid.unsafeWrap(h, w, sub, grid.alphabet), top, left, cells: m });
  }
  return out;
}

/** Whether some label in [from, n) is 1 (occupied, not yet in a component). O(n − from). */
function hasUnvisited(label: Int32Array, from: number, n: number): boolean {
  for (let i = from; i < n; i++) if (label[i] === 1) return true;
  return false;
}
