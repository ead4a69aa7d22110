/**
 * Fast position keys for grid rulesets: the key of a grid's canonical image under a symmetry group
 * (the same image as {@link canonicalImage}), found by comparing the images through cached index
 * tables instead of building them, and written as one number when it fits (else a short string).
 * `canonicalImage` + `Grid.toKey` is the plain reference; test/grid-fastkey.test.ts checks the two agree.
 */
import { Grid } from "./grid";
import { imageShape, isSubgroup, mapCell, type GridSymmetryGroup, type Symmetry } from "./symmetry";
import { InputError } from "../util";

/** A folded key: equal for grids related by the group; `swapsPlayers` as in {@link canonicalImage}. */
export interface FoldedGridKey {
  readonly key: number | string;
  readonly swapsPlayers: boolean;
}

// source index of each image cell, per (symmetry, height, width); small shapes only
const orders = new Map<number, Int32Array>();

/** `order[j]` = the cell of the h × w grid that lands on image cell j under s. O(h·w) once per shape, then O(1). */
function sourceOrder(s: Symmetry, h: number, w: number): Int32Array {
  const id = (h * 4096 + w) * 8 + s;
  let o = orders.get(id);
  if (o === undefined) {
    const [, w2] = imageShape(s, h, w);
    o = new Int32Array(h * w);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const [r2, c2] = mapCell(s, h, w, r, c);
        o[r2 * w2 + c2] = r * w + c;
      }
    }
    if (h < 4096 && w < 4096 && orders.size < 100_000) orders.set(id, o);
  }
  return o;
}

/**
 * The injective key of a grid: a number `packed · 4096 + header` when height and width are below 32, every
 * cell value below 8 and cells · bits ≤ 41 (header = height, width and bits per cell), else the string
 * "HxW:" followed by one character per cell. O(cells).
 */
export function gridKey(grid: Grid): number | string {
  return encode(grid.height, grid.width, grid.cells, undefined);
}

function encode(h: number, w: number, cells: Uint8Array, order: Int32Array | undefined): number | string {
  const n = h * w;
  let max = 0; // of the image's cell values (the same multiset whichever symmetry produced it)
  for (let i = 0; i < n; i++) {
    const v = cells[i]!;
    if (v > max) max = v;
  }
  const bits = max <= 1 ? 1 : max <= 3 ? 2 : max <= 7 ? 3 : 0;
  if (bits > 0 && h < 32 && w < 32 && n * bits <= 41) {
    let packed = 0;
    const scale = 2 ** bits;
    for (let j = 0; j < n; j++) packed = packed * scale + cells[order ? order[j]! : j]!;
    return packed * 4096 + ((h * 32 + w) * 4 + bits);
  }
  // the characters gathered first and made into one string at once (a string grown a character at a time costs more, and is flattened again when it is hashed)
  const codes = n < CODES.length ? (CODES[n] ??= new Array<number>(n).fill(0)) : new Array<number>(n);
  for (let j = 0; j < n; j++) codes[j] = 48 + cells[order ? order[j]! : j]!;
  return `${h}x${w}:` + (n <= 4096 ? String.fromCharCode.apply(null, codes) : codes.map((c) => String.fromCharCode(c)).join(""));
}

/** The character codes of a string key being made, an array per key length below 257 (reused: keys are made one at a time). */
const CODES: (number[] | undefined)[] = new Array<number[] | undefined>(257).fill(undefined);

const checked = new WeakSet<GridSymmetryGroup>();
let lastChecked: GridSymmetryGroup | undefined;

// the source orders of all 8 symmetries per shape (h·4096 + w), small shapes only
const shapeOrders = new Map<number, Int32Array[]>();

/** `sourceOrder(s, h, w)` for s = 0..7, cached per shape. O(8·h·w) once per shape, then O(1). */
function ordersOf(h: number, w: number): Int32Array[] {
  const id = h * 4096 + w;
  if (id === lastShape) return lastOrders;
  let o = shapeOrders.get(id);
  if (o === undefined) {
    o = [0, 1, 2, 3, 4, 5, 6, 7].map((s) => sourceOrder(s, h, w));
    if (h < 4096 && w < 4096 && shapeOrders.size < 100_000) shapeOrders.set(id, o);
  }
  if (h < 4096 && w < 4096) {
    lastShape = id;
    lastOrders = o;
  }
  return o;
}
let lastShape = -1;
let lastOrders: Int32Array[] = [];

/**
 * The key of {@link canonicalImage}(grid, group) (least image by height, width, then cells; a
 * non-swapping image preferred among equal ones), without building the images. O(|group| · cells)
 * worst case, usually far less (comparisons stop at the first differing cell, and images of a
 * larger shape are skipped); no allocation besides the key (string keys for large grids).
 */
export function foldedGridKey(grid: Grid, group: GridSymmetryGroup): FoldedGridKey {
  if (group !== lastChecked) {
    if (!checked.has(group)) {
      if (!isSubgroup(group.symmetries)) throw new InputError(`symmetries [${group.symmetries.join(", ")}] are not a group: it must contain 0 (identity) and be closed under composition`);
      checked.add(group);
    }
    lastChecked = group;
  }
  const { height: h, width: w, cells } = grid;
  const n = h * w;
  const cs = group.colourSwap;
  // the colour-swapped cells made once (not looked up per cell of every comparison)
  let swapped: Uint8Array | undefined;
  if (cs) {
    swapped = n <= SWAPPED.length ? SWAPPED : new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const v = cells[i]!;
      if (v >= cs.length) throw new InputError(`cell value ${v} is not covered by colourSwap (length ${cs.length})`, `cell index ${i}`);
      swapped[i] = cs[v]!;
    }
  }
  const orders = ordersOf(h, w);
  const syms = group.symmetries;
  const swapsOf = group.swapsPlayers;
  let bestOrder: Int32Array | undefined;
  let bestCells: Uint8Array = cells;
  let bestSwaps = false;
  let bestH = 0;
  let bestW = 0;
  for (let si = 0; si < syms.length; si++) {
    const s = syms[si]!;
    const h2 = s & 4 ? w : h;
    const w2 = s & 4 ? h : w;
    if (bestOrder !== undefined && (h2 > bestH || (h2 === bestH && w2 > bestW))) continue; // a larger shape never wins
    const order = orders[s]!;
    const swaps = swapsOf?.(s) ?? false;
    for (let pass = 0; pass < (swapped ? 2 : 1); pass++) {
      const src = pass === 1 ? swapped! : cells;
      const sw = pass === 1 ? !swaps : swaps;
      let c = 0;
      if (bestOrder === undefined) c = -1;
      else if (h2 !== bestH) c = h2 - bestH;
      else if (w2 !== bestW) c = w2 - bestW;
      else {
        for (let j = 0; j < n; j++) {
          const a = src[order[j]!]!;
          const b = bestCells[bestOrder[j]!]!;
          if (a !== b) {
            c = a - b;
            break;
          }
        }
      }
      if (c < 0 || (c === 0 && bestSwaps && !sw)) {
        bestOrder = order;
        bestCells = src;
        bestSwaps = sw;
        bestH = h2;
        bestW = w2;
      }
    }
  }
  return { key: encode(bestH, bestW, bestCells, bestOrder), swapsPlayers: bestSwaps };
}

/** The colour-swapped cells of a grid being keyed (reused: keys are made one at a time; larger grids get their own). */
const SWAPPED = new Uint8Array(256);
