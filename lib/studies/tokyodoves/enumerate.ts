/**
 * Exhaustive enumeration of Tokyo Doves positions up to translation, rotation and reflection,
 * organised in work units for sharding.
 *
 * The seed's two-stage method (形状 → 割り当て): a *shape* is a set of occupied cells with no
 * isolated cell, canonical under translation and the 8 symmetries; a *work unit* is a shape and
 * the cell of the red boss (the player to move, "自分"). A unit's positions are all labellings:
 * the green boss on another cell and an ordered choice of `n - 2` of the 10 other doves on the
 * remaining cells. Symmetric shapes would produce each position several times; a labelling is
 * kept only when it is the smallest of its images under the shape's stabilizer (compared on the
 * key red boss, green boss, then the other doves), which is decided per unit and per green boss
 * cell almost always, so the inner loop never computes a symmetry.
 */
import * as td from "../../games/tokyodoves";
import { checkInteger } from "../../util";


/** A canonical shape: occupied cells, their stabilizer, and the cells where a boss is surrounded. */
export interface Shape {
  /** Normalized, canonical 16-bit board. */
  board: number;
  /** Number of occupied cells. */
  size: number;
  /** Symmetries s (0..7) with normalize(applySymmetry(s, board)) === board. */
  stabilizer: number[];
  /** Occupied cells whose dove would be surrounded (包囲されている場所, "o" in the seed). */
  enclosed: number;
}

/** A work unit: a shape and the red boss's cell (smallest in its orbit under the stabilizer). */
export interface Unit {
  shape: Shape;
  /** Cell of the red boss (the player to move). */
  redBoss: number;
  /** Symmetries of the shape that fix the red boss cell (always contains 0). */
  fixing: number[];
}

/** Map cell `c` of a normalized shape `board` through symmetry `s`, re-normalized. O(1). */
export function mapShapeCell(board: number, s: number, c: number): number {
  const img = td.applySymmetry(s, board);
  return td.mapCell(c, s, td.normalizationShift(img));
}

const shapeCache = new Map<number, Shape[]>();

/** All canonical shapes with `n` cells (no isolated cell), sorted by board. O(2^16 · 8), cached. */
export function enumerationShapes(n: number): Shape[] {
  checkInteger(n, "enumerationShapes(): n (doves)", { min: 1, max: 16 });
  const hit = shapeCache.get(n);
  if (hit) return hit;
  const out: Shape[] = [];
  for (let x = 0; x < 0x10000; x++) {
    if (td.popcount(x) !== n || td.hasIsolated(x)) continue;
    const sym = td.shapeSymmetry(x);
    if (sym.canonical !== x) continue;
    const stabilizer: number[] = [];
    for (let s = 0; s < 8; s++) if ((sym.stabilizer >>> s) & 1) stabilizer.push(s);
    out.push({ board: x, size: n, stabilizer, enclosed: td.enclosedCells(x) & x });
  }
  shapeCache.set(n, out);
  return out;
}

/**
 * The work units with `n` doves on the field: every canonical shape and every cell of it that is
 * not surrounded and is the smallest of its orbit under the shape's stabilizer. Deterministic
 * order (shape board, then cell). O(shapes · 16 · 8).
 */
export function workUnits(n: number): Unit[] {
  const out: Unit[] = [];
  for (const shape of enumerationShapes(n)) {
    for (const b of td.cellsOf(shape.board)) {
      if ((shape.enclosed >>> b) & 1) continue;
      let minimal = true;
      const fixing: number[] = [];
      for (const s of shape.stabilizer) {
        const img = mapShapeCell(shape.board, s, b);
        if (img < b) minimal = false;
        if (img === b) fixing.push(s);
      }
      if (minimal) out.push({ shape, redBoss: b, fixing });
    }
  }
  return out;
}

/** n·(n-1)·…·(n-k+1). */
function falling(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

/**
 * Number of live positions (neither boss surrounded, red to move) of a unit, by formula: for each
 * admissible green boss cell, 10!/(12-n)! labellings, divided by the order of the symmetries
 * fixing both bosses (the labellings such a symmetry does not fix come in pairs of images). O(n · 8).
 */
export function unitLivePositions(unit: Unit): number {
  const n = unit.shape.size;
  const others = falling(10, n - 2);
  let total = 0;
  for (const g of td.cellsOf(unit.shape.board)) {
    if (g === unit.redBoss || (unit.shape.enclosed >>> g) & 1) continue;
    const fix = greenFixing(unit, g);
    if (fix === null) continue;
    // orbits of labellings under the group `fix` (Burnside): only the identity fixes a labelling
    // of distinct doves unless the symmetry fixes every cell; count pointwise-fixing symmetries.
    let pointwise = 0;
    for (const s of fix) if (td.cellsOf(unit.shape.board).every((c) => mapShapeCell(unit.shape.board, s, c) === c)) pointwise++;
    total += (others * pointwise) / fix.length;
  }
  return total;
}

/**
 * The symmetries fixing the red boss that also fix green boss cell `g`, or null when `g` is not
 * the smallest of its orbit (then the unit does not take `g`). O(8).
 */
export function greenFixing(unit: Unit, g: number): number[] | null {
  const fix: number[] = [];
  for (const s of unit.fixing) {
    const img = mapShapeCell(unit.shape.board, s, g);
    if (img < g) return null;
    if (img === g) fix.push(s);
  }
  return fix;
}

/**
 * Call `visit(cells)` for every live position of a unit (red to move, neither boss surrounded),
 * once per symmetry class. `cells` is a reused Int8Array (12 dove cells, -1 in hand), valid
 * only during the call; `visit` returns true to stop. Returns the number of positions visited.
 * O(positions · 12).
 */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a visitor may return nothing (go on) or true (stop)
export function forEachUnitPosition(unit: Unit, visit: (cells: Int8Array) => boolean | void): number {
  const { board, enclosed, size } = unit.shape;
  const cellList = td.cellsOf(board);
  const cells = new Int8Array(12).fill(-1);
  cells[0] = unit.redBoss;
  let count = 0;
  let stopped = false;
  const used = new Uint8Array(12);
  for (const g of cellList) {
    if (g === unit.redBoss || (enclosed >>> g) & 1) continue;
    const fix = greenFixing(unit, g);
    if (fix === null) continue;
    cells[6] = g;
    const rest = cellList.filter((c) => c !== g && c !== unit.redBoss);
    const perms = fix.filter((s) => s !== 0).map((s) => cellList.map((c) => [c, mapShapeCell(board, s, c)] as const));
    const maps = perms.map((pairs) => {
      const m = new Int8Array(16).fill(-1);
      for (const [a, b] of pairs) m[a] = b;
      return m;
    });
    const image = new Int8Array(12);
    const isSmallest = (): boolean => {
      for (const m of maps) {
        for (let d = 0; d < 12; d++) image[d] = cells[d]! < 0 ? -1 : m[cells[d]!]!;
        // compare keys: red boss, green boss (equal), then doves 1..5, 7..11
        for (const d of [1, 2, 3, 4, 5, 7, 8, 9, 10, 11]) {
          if (image[d]! < cells[d]!) return false;
          if (image[d]! > cells[d]!) break;
        }
      }
      return true;
    };
    const place = (i: number): void => {
      if (stopped) return;
      if (i === rest.length) {
        if (maps.length > 0 && !isSmallest()) return;
        count++;
        if (visit(cells) === true) stopped = true;
        return;
      }
      const c = rest[i]!;
      for (let d = 1; d < 12; d++) {
        if (d === 6 || used[d]) continue;
        used[d] = 1;
        cells[d] = c;
        place(i + 1);
        cells[d] = -1;
        used[d] = 0;
        if (stopped) return;
      }
    };
    if (size - 2 !== rest.length) throw new Error("internal: shape size mismatch");
    place(0);
    if (stopped) break;
  }
  return count;
}
