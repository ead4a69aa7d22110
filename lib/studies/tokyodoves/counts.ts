/**
 * Tokyo Doves position counts (seed 002, 「実現可能局面数をざっくり見積もってみる」).
 *
 * Model (from the seed): twelve distinct doves — each player's boss plus ten others — of which
 * both bosses and 0..10 others are on the field. The field is the set of occupied cells within
 * a 4×4 frame; positions equal under translation, rotation and reflection are one position; no
 * dove may be isolated (every dove has another among its 8 neighbours).
 *
 * Three methods:
 *  - the crude formula Σ_k 16P2 · 10Ck · 14Pk (fixed frame, no identification, isolation allowed);
 *  - the two-stage method: enumerate canonical shapes with their stabilizer H (symmetries that
 *    map the normalized shape onto itself) and count label assignments per shape by formula.
 *    Labelled positions on one shape up to symmetry are counted with Burnside's lemma:
 *    (1/|H|) Σ_{h∈H} Fix(h). All labels are distinct, so a labelling is fixed by h only if h fixes
 *    every occupied cell; call K ⊆ H that pointwise stabilizer (|K| = 2 exactly for straight
 *    lines of 2..4 doves lying on a mirror axis, otherwise 1). Hence
 *    positions(shape) = |K| · assignments / |H| — not assignments / |H| as in the seed.
 *  - an independent brute force over labelled positions (see {@link bruteForceCounts}).
 *
 * "Realistic" positions (the seed's 現実的な局面): the side to move is a player ("own" = the
 * player to move, 自分), and the boss of the player who just moved is not surrounded (neither
 * boss surrounded, or only the side to move's boss). Positions are counted with the side to
 * move attached to boss A: by the colour-swap bijection the count of (position, side to move)
 * pairs is exactly twice this number. Other readings are available as {@link SurroundRule}s.
 *
 * Why one file of ~800 lines: the three counting methods of one seed section, kept together
 * because the tests and the notebook cross-check them against each other.
 */
import {
  FULL_BOARD,
  columnMask,
  rowMask,
  shiftE,
  shiftN,
  shiftS,
  shiftW,
  SYMMETRY_PERMUTATIONS,
  applySymmetry,
  cellsOf,
  hasIsolated,
  hasIsolatedReference,
  height,
  isSurroundedReference,
  mapCell,
  neighbours8,
  normalizationShift,
  normalize,
  popcount,
  shapeSymmetry,
  surroundedCells,
  width,
  type Board,
} from "../../games/tokyodoves";
import { Budget, checkInteger, InputError, requireInteger, optionNames, checkOptions, type RunOptions } from "../../util";

/** Number of bosses (ボスハト), always on the field. */
export const BOSSES = 2;
/** Number of non-boss doves of both players together (5 each). */
export const OTHER_DOVES = 10;
/** Smallest and largest number of doves on the field. */
export const MIN_DOVES = BOSSES;
/** Largest number of doves on the field. */
export const MAX_DOVES = BOSSES + OTHER_DOVES;

/** nPk as an exact JS number (callers keep it below 2^53). O(k). */
export function perm(n: number, k: number): number {
  checkInteger(n, "perm(n, k): n", { min: 0 });
  checkInteger(k, "perm(n, k): k");
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

/** nCk as an exact JS number (callers keep it below 2^53). O(k). */
export function comb(n: number, k: number): number {
  checkInteger(n, "comb(n, k): n", { min: 0 });
  checkInteger(k, "comb(n, k): k");
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

function requireDoves(n: unknown, name = "doves"): number {
  return requireInteger(name, n, MIN_DOVES, MAX_DOVES);
}

// ---------------------------------------------------------------------------------------------
// crude formula

/** One row of the crude count. */
export interface CrudeRow {
  /** Doves on the field (2 + k). */
  doves: number;
  /** 16P2 · 10Ck · 14Pk (or 14Ck for the "comb" variant). */
  count: number;
}

/**
 * The seed's crude count by number of doves on the field: bosses in 16P2 ways, the k others
 * chosen in 10Ck ways and placed in 14Pk ways ("perm", as the seed's Python computes) — or
 * 14Ck ways ("comb", as the seed's formula is typeset). O(11).
 */
export function crudeCounts(variant: "perm" | "comb" = "perm"): CrudeRow[] {
  if (variant !== "perm" && variant !== "comb") throw new InputError(`unknown crude variant ${JSON.stringify(variant)}`, "variant");
  const rows: CrudeRow[] = [];
  for (let k = 0; k <= OTHER_DOVES; k++) {
    const place = variant === "perm" ? perm(14, k) : comb(14, k);
    rows.push({ doves: k + BOSSES, count: perm(16, 2) * comb(OTHER_DOVES, k) * place });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// shapes

/** A canonical shape (set of occupied cells up to translation + the 8 symmetries). */
export interface ShapeInfo {
  /** Canonical board (`canonicalForm`). */
  board: Board;
  /** Number of doves (occupied cells). */
  size: number;
  /** |H|: symmetries mapping the normalized shape onto itself (1, 2, 4 or 8). */
  order: number;
  /** |K|: symmetries fixing every occupied cell (1, or 2 for a straight line on a mirror axis). */
  pointwiseOrder: number;
  /**
   * Symmetries mapping the seed program's representative onto itself in place, without
   * translation (see {@link seedRepresentative}); ≤ `order`.
   */
  frameOrder: number;
  /** Number of occupied cells that are surrounded (dove or wall on all 4 sides). */
  surrounded: number;
  /** Width and height of the occupied region. */
  width: number;
  height: number;
  /** Whether the doves form one 8-connected group (the rules only forbid isolated doves). */
  connected: boolean;
}

/** Order of the pointwise stabilizer of `x`: symmetries `s` with every cell fixed after normalizing. O(8·16). */
export function pointwiseStabilizerOrder(x: Board): number {
  const shift0 = normalizationShift(x);
  const cells = cellsOf(x);
  let order = 0;
  for (let s = 0; s < 8; s++) {
    const shift = normalizationShift(applySymmetry(s, x));
    if (cells.every((c) => mapCell(c, s, shift) === c - shift0)) order++;
  }
  return order;
}

/** Lexicographic comparison of two boards as ascending cell-index tuples (itertools order). */
function compareCellTuples(a: Board, b: Board): number {
  while (a !== 0 && b !== 0) {
    const la = a & -a;
    const lb = b & -b;
    if (la !== lb) return la < lb ? -1 : 1;
    a ^= la;
    b ^= lb;
  }
  return a === b ? 0 : a === 0 ? -1 : 1;
}

/**
 * The placement of a shape that the seed's program meets first: it runs through the 16Cn cell
 * combinations in lexicographic order (Rust itertools), so the first placement in the frame of
 * any rotation/reflection/translation of the shape, as an ascending cell tuple. O(8·16).
 */
export function seedRepresentative(x: Board): Board {
  let best = -1;
  for (let s = 0; s < 8; s++) {
    const y = normalize(applySymmetry(s, x));
    for (let up = 0; up <= 4 - height(y); up++) {
      for (let left = 0; left <= 4 - width(y); left++) {
        const z = y << (4 * up + left);
        if (best < 0 || compareCellTuples(z, best) < 0) best = z;
      }
    }
  }
  return best;
}

/** Number of symmetries `s` with `applySymmetry(s, x) === x` exactly (no translation). O(8). */
export function frameStabilizerOrder(x: Board): number {
  let order = 0;
  for (let s = 0; s < 8; s++) if (applySymmetry(s, x) === x) order++;
  return order;
}

/** Whether the occupied cells form one group under 8-adjacency (flood fill). O(16). */
export function isConnected(x: Board): boolean {
  if (x === 0) return true;
  let reached = x & -x;
  for (;;) {
    const next = (reached | neighbours8(reached)) & x;
    if (next === reached) return reached === x;
    reached = next;
  }
}

/** Options for {@link countingShapes}. */
export interface ShapeOptions {
  /** Smallest shape size (default 2). */
  minSize?: number;
  /** Largest shape size (default 12). */
  maxSize?: number;
  /** Keep shapes with isolated doves too (default false: the game forbids them). */
  allowIsolated?: boolean;
}

/** The fields of {@link ShapeOptions}. */
const SHAPE_OPTION_NAMES = optionNames<ShapeOptions>({ minSize: true, maxSize: true, allowIsolated: true });

/**
 * All canonical shapes of `minSize..maxSize` doves, sorted by size then board: every board of
 * the 65,536 whose `canonicalForm` is itself, optionally without isolated doves.
 * O(65,536 · 8).
 */
export function countingShapes(options: ShapeOptions = {}): ShapeInfo[] {
  checkOptions(options, SHAPE_OPTION_NAMES, "countingShapes");
  const minSize = requireInteger("minSize", options.minSize ?? MIN_DOVES, 1, 16);
  const maxSize = requireInteger("maxSize", options.maxSize ?? MAX_DOVES, minSize, 16);
  const shapes: ShapeInfo[] = [];
  for (let x = 1; x <= FULL_BOARD; x++) {
    if (normalize(x) !== x) continue;
    const size = popcount(x);
    if (size < minSize || size > maxSize) continue;
    if (!options.allowIsolated && hasIsolated(x)) continue;
    const sym = shapeSymmetry(x);
    if (sym.canonical !== x) continue;
    shapes.push({
      board: x,
      size,
      order: sym.order,
      pointwiseOrder: pointwiseStabilizerOrder(x),
      frameOrder: frameStabilizerOrder(seedRepresentative(x)),
      surrounded: popcount(surroundedCells(x)),
      width: width(x),
      height: height(x),
      connected: isConnected(x),
    });
  }
  return shapes.sort((a, b) => a.size - b.size || a.board - b.board);
}

// ---------------------------------------------------------------------------------------------
// label assignments

/**
 * Which boss configurations count:
 *  - "any": all positions;
 *  - "opponentNotSurrounded": boss B (the player who just moved) is not surrounded — neither
 *    boss, or only boss A (the side to move, 自分) is surrounded. The seed's "realistic" rule.
 *  - "neitherSurrounded": neither boss surrounded;
 *  - "notBothSurrounded": at most one boss surrounded, either one (no side to move).
 */
export type SurroundRule = "any" | "opponentNotSurrounded" | "neitherSurrounded" | "notBothSurrounded";

/** The surround rules, in display order. */
export const SURROUND_RULES: readonly SurroundRule[] = ["any", "opponentNotSurrounded", "neitherSurrounded", "notBothSurrounded"];

/**
 * Label assignments on one fixed shape of `n` cells of which `surrounded` cells are
 * surrounded: boss placements allowed by `rule` times 10P(n−2) for the others (choose which of
 * the ten are on the field, then order them on the remaining cells). O(n).
 */
export function labelAssignments(n: number, surrounded = 0, rule: SurroundRule = "any"): number {
  requireDoves(n, "n");
  const e = requireInteger("surrounded", surrounded, 0, n);
  const others = perm(OTHER_DOVES, n - BOSSES);
  switch (rule) {
    case "any":
      return n * (n - 1) * others;
    case "opponentNotSurrounded":
      return (n - e) * (n - 1) * others;
    case "neitherSurrounded":
      return (n - e) * (n - e - 1) * others;
    case "notBothSurrounded":
      return (n * (n - 1) - e * (e - 1)) * others;
    default:
      throw new InputError(`unknown surround rule ${JSON.stringify(rule)}`, "rule");
  }
}

/**
 * How label assignments on a shape are turned into positions:
 *  - "burnside": |K| · assignments / |H| (exact, see the module comment);
 *  - "stabilizer": assignments / |H| as the seed describes (may be fractional);
 *  - "stabilizerFloor": ⌊assignments / |H|⌋ per shape (integer arithmetic);
 *  - "seedFrame": assignments / (symmetries fixing the seed program's representative in place,
 *    before translating) — the hypothesis that reproduces the seed's 509,462,034,903.
 */
export type Division = "burnside" | "stabilizer" | "stabilizerFloor" | "seedFrame";

/** Positions on one canonical shape under a surround rule and a division method. O(n). */
export function shapePositions(shape: ShapeInfo, rule: SurroundRule = "any", division: Division = "burnside"): number {
  const a = labelAssignments(shape.size, shape.surrounded, rule);
  switch (division) {
    case "burnside": {
      const v = (shape.pointwiseOrder * a) / shape.order;
      if (!Number.isInteger(v)) throw new Error(`Burnside count not an integer for shape ${shape.board}`);
      return v;
    }
    case "stabilizer":
      return a / shape.order;
    case "stabilizerFloor":
      return Math.floor(a / shape.order);
    case "seedFrame":
      return a / shape.frameOrder;
    default:
      throw new InputError(`unknown division ${JSON.stringify(division)}`, "division");
  }
}

/** One row of {@link positionCounts}: counts for one number of doves on the field. */
export interface CountRow {
  doves: number;
  /** Canonical shapes (no isolated dove). */
  shapes: number;
  /** Positions up to translation/rotation/reflection. */
  positions: number;
  /** Positions satisfying the realistic surround rule. */
  positions_realistic: number;
}

/** Options for {@link positionCounts}. */
export interface CountOptions {
  /** How to divide by the symmetry (default "burnside", the exact count). */
  division?: Division;
  /** The realistic rule (default "opponentNotSurrounded"). */
  realistic?: SurroundRule;
  /** Only shapes that are 8-connected (a hypothesis about the seed; default false). */
  connectedOnly?: boolean;
  /** Shapes to use (default: {@link countingShapes}()). */
  shapes?: readonly ShapeInfo[];
}

/** The fields of {@link CountOptions}. */
const COUNT_OPTION_NAMES = optionNames<CountOptions>({ division: true, realistic: true, connectedOnly: true, shapes: true });

/**
 * The two-stage count by number of doves on the field (2..12): shapes, positions and realistic
 * positions. One pass over {@link countingShapes} plus O(1) per shape: well under a second.
 */
export function positionCounts(options: CountOptions = {}): CountRow[] {
  checkOptions(options, COUNT_OPTION_NAMES, "positionCounts");
  const division = options.division ?? "burnside";
  const realistic = options.realistic ?? "opponentNotSurrounded";
  const shapes = options.shapes ?? countingShapes();
  const rows: CountRow[] = [];
  for (let n = MIN_DOVES; n <= MAX_DOVES; n++) rows.push({ doves: n, shapes: 0, positions: 0, positions_realistic: 0 });
  for (const shape of shapes) {
    if (options.connectedOnly && !shape.connected) continue;
    const row = rows[shape.size - MIN_DOVES];
    if (row === undefined) continue;
    row.shapes++;
    row.positions += shapePositions(shape, "any", division);
    row.positions_realistic += shapePositions(shape, realistic, division);
  }
  return rows;
}

/** Column sums of {@link CountRow}s (shapes, positions, positions_realistic). O(rows). */
export function countTotals(rows: readonly CountRow[]): { shapes: number; positions: number; positions_realistic: number } {
  const t = { shapes: 0, positions: 0, positions_realistic: 0 };
  for (const r of rows) {
    t.shapes += r.shapes;
    t.positions += r.positions;
    t.positions_realistic += r.positions_realistic;
  }
  for (const v of Object.values(t)) if (!Number.isSafeInteger(Math.round(v * 8))) throw new Error("count exceeds 2^53");
  return t;
}

/** One row of {@link symmetryClassBreakdown}. */
export interface SymmetryClassRow {
  doves: number;
  /** |H| */
  order: number;
  /** |K| */
  pointwiseOrder: number;
  /** Symmetries fixing the seed program's representative in place. */
  frameOrder: number;
  shapes: number;
  /** Exact positions (Burnside). */
  positions: number;
  /** assignments / |H|. */
  positions_stabilizer: number;
  /** assignments / frameOrder (the seed program's division). */
  positions_seed: number;
}

/**
 * Positions grouped by (doves, |H|, |K|, frame order): where the exact count and the seed's
 * divisions differ. O(shapes).
 */
export function symmetryClassBreakdown(shapes: readonly ShapeInfo[] = countingShapes(), rule: SurroundRule = "any"): SymmetryClassRow[] {
  const map = new Map<string, SymmetryClassRow>();
  for (const s of shapes) {
    const key = `${s.size}/${s.order}/${s.pointwiseOrder}/${s.frameOrder}`;
    let row = map.get(key);
    if (!row) {
      row = {
        doves: s.size,
        order: s.order,
        pointwiseOrder: s.pointwiseOrder,
        frameOrder: s.frameOrder,
        shapes: 0,
        positions: 0,
        positions_stabilizer: 0,
        positions_seed: 0,
      };
      map.set(key, row);
    }
    row.shapes++;
    row.positions += shapePositions(s, rule, "burnside");
    row.positions_stabilizer += shapePositions(s, rule, "stabilizer");
    row.positions_seed += shapePositions(s, rule, "seedFrame");
  }
  return [...map.values()].sort(
    (a, b) => a.doves - b.doves || b.order - a.order || b.pointwiseOrder - a.pointwiseOrder || b.frameOrder - a.frameOrder,
  );
}

// ---------------------------------------------------------------------------------------------
// brute force

/** One row of {@link bruteForceCounts}. */
export interface BruteForceRow {
  doves: number;
  /** Distinct positions found (times 10C(n−2) for the choice of the others on the field). */
  positions: number;
  /** Of which boss B is not surrounded (rule "opponentNotSurrounded"). */
  positions_realistic: number;
  /**
   * Labelled positions whose canonical key was computed (before the 10C(n−2) factor): for
   * "set" every placement in the frame; for "representatives" the labellings of the shapes
   * whose board is minimal in its orbit (the others are rejected on the board alone).
   */
  examined: number;
}

/** Options for {@link bruteForceCounts}. */
export interface BruteForceOptions extends RunOptions {
  /**
   * "representatives" (default): every labelling of every normalized shape, counted when its
   * key (normalized image board, then label encoding) is the minimum over the 8 symmetries.
   * "set": every injective placement of the n doves in the fixed 16-cell frame, canonical key
   * stored in a Set (no shape enumeration at all; n ≤ 7).
   */
  method?: "representatives" | "set";
}

/** Encoding of labelled cells `cells[d]` (dove d on cell cells[d]) as a base-16 number. */
function encode(cells: Int8Array | number[], n: number): number {
  let v = 0;
  for (let d = n - 1; d >= 0; d--) v = v * 16 + cells[d]!;
  return v;
}

/** The fields of {@link BruteForceOptions}. */
const BRUTE_FORCE_OPTION_NAMES = optionNames<BruteForceOptions>({ method: true, budget: true, onProgress: true });

/**
 * Independent brute-force count of positions with `n` doves for n = 2..maxDoves: enumerate
 * labelled positions (dove 0 = boss A, dove 1 = boss B, doves 2.. = a fixed choice of n−2
 * others), canonicalize each under the 8 symmetries + translation, count distinct ones, and
 * multiply by 10C(n−2) (which others are on the field; relabelling the others is a bijection).
 * Uses neither stabilizers nor Burnside. Isolation and surrounded tests use the reference
 * implementations. Cost ~ Σ shapes(n)·n!·8 ("representatives") or 16Pn·8 ("set"); n = 9 takes
 * seconds, n = 10 about a minute. Spends one budget unit per labelled position.
 */
export function bruteForceCounts(maxDoves: number, options: BruteForceOptions = {}): BruteForceRow[] {
  const method = options.method ?? "representatives";
  if (method !== "representatives" && method !== "set") throw new InputError(`unknown method ${JSON.stringify(method)}`, "method");
  requireInteger("maxDoves", maxDoves, MIN_DOVES, method === "set" ? 7 : MAX_DOVES);
  const budget = Budget.from(options, "Tokyo Doves brute-force position count", BRUTE_FORCE_OPTION_NAMES);
  const rows: BruteForceRow[] = [];
  for (let n = MIN_DOVES; n <= maxDoves; n++) {
    const r = method === "set" ? countBySet(n, budget) : countByRepresentatives(n, budget);
    const factor = comb(OTHER_DOVES, n - BOSSES);
    rows.push({ doves: n, positions: r.positions * factor, positions_realistic: r.realistic * factor, examined: r.examined });
    budget.report(n, maxDoves, `brute force: ${n} doves done`);
  }
  return rows;
}

/** Canonical key of labelled cells: min over symmetries of the normalized image's encoding. */
function canonicalKey(cells: Int8Array, n: number, image: Int8Array): number {
  let best = Infinity;
  for (let s = 0; s < 8; s++) {
    const p = SYMMETRY_PERMUTATIONS[s]!;
    let minRow = 3;
    let minCol = 3;
    for (let d = 0; d < n; d++) {
      const c = p[cells[d]!]!;
      image[d] = c;
      if (c >> 2 < minRow) minRow = c >> 2;
      if ((c & 3) < minCol) minCol = c & 3;
    }
    const shift = 4 * minRow + minCol;
    for (let d = 0; d < n; d++) image[d] = image[d]! - shift;
    const v = encode(image, n);
    if (v < best) best = v;
  }
  return best;
}

function countBySet(n: number, budget: Budget): { positions: number; realistic: number; examined: number } {
  const seen = new Set<number>();
  const seenRealistic = new Set<number>();
  const cells = new Int8Array(n);
  const image = new Int8Array(n);
  let examined = 0;
  const place = (d: number, board: number): void => {
    if (d === n) {
      examined++;
      budget.spend();
      if (hasIsolatedReference(board)) return;
      const key = canonicalKey(cells, n, image);
      seen.add(key);
      if (!isSurroundedReference(board, cells[1]!)) seenRealistic.add(key);
      return;
    }
    for (let c = 0; c < 16; c++) {
      if ((board >>> c) & 1) continue;
      cells[d] = c;
      place(d + 1, board | (1 << c));
    }
  };
  place(0, 0);
  return { positions: seen.size, realistic: seenRealistic.size, examined };
}

function countByRepresentatives(n: number, budget: Budget): { positions: number; realistic: number; examined: number } {
  let positions = 0;
  let realistic = 0;
  let examined = 0;
  const cells = new Int8Array(n);
  const image = new Int8Array(n);
  for (let x = 1; x <= FULL_BOARD; x++) {
    if (popcount(x) !== n || (x & 0x1111) === 0 || (x & 0x000f) === 0) continue; // normalized n-cell boards
    if (hasIsolatedReference(x)) continue;
    // Symmetries whose normalized image board is smaller than x: no labelling of x is a
    // representative. Symmetries whose image board equals x must be compared label by label.
    const sameBoard: Int8Array[] = [];
    let smaller = false;
    for (let s = 1; s < 8; s++) {
      const y = applySymmetry(s, x);
      const shift = normalizationShift(y);
      if (y >>> shift < x) smaller = true;
      else if (y >>> shift === x) sameBoard.push(new Int8Array(16).map((_, c) => SYMMETRY_PERMUTATIONS[s]![c]! - shift));
    }
    if (smaller) continue; // every labelling of x has a smaller image: none is a representative
    const shapeCells = cellsOf(x);
    const perms = perm(n, n);
    examined += perms;
    budget.spend(perms);
    const surroundedAt = new Uint8Array(16);
    for (const c of shapeCells) surroundedAt[c] = isSurroundedReference(x, c) ? 1 : 0;
    // Heap's algorithm over all n! labellings of the shape's cells.
    for (let d = 0; d < n; d++) cells[d] = shapeCells[d]!;
    const counters = new Int32Array(n);
    const visit = (): void => {
      if (sameBoard.length > 0) {
        const own = encode(cells, n);
        for (const map of sameBoard) {
          for (let d = 0; d < n; d++) image[d] = map[cells[d]!]!;
          if (encode(image, n) < own) return;
        }
      }
      positions++;
      if (surroundedAt[cells[1]!] === 0) realistic++;
    };
    visit();
    let i = 0;
    while (i < n) {
      if (counters[i]! < i) {
        const j = i % 2 === 0 ? 0 : counters[i]!;
        const t = cells[j]!;
        cells[j] = cells[i]!;
        cells[i] = t;
        visit();
        counters[i]!++;
        i = 0;
      } else {
        counters[i] = 0;
        i++;
      }
    }
  }
  return { positions, realistic, examined };
}

// ---------------------------------------------------------------------------------------------
// comparison with the seed

/** One hypothesis about how the seed's program counted, with its totals. */
export interface HypothesisRow {
  name: string;
  description: string;
  division: Division;
  realistic: SurroundRule;
  connectedOnly: boolean;
  positions: number;
  positions_realistic: number;
}

/**
 * The totals under each combination of division method, realistic rule and connectivity
 * requirement — to see which reproduces the seed's figures. O(shapes · 24).
 */
export function countHypotheses(shapes: readonly ShapeInfo[] = countingShapes()): HypothesisRow[] {
  const out: HypothesisRow[] = [];
  const divisions: [Division, string][] = [
    ["burnside", "exact (Burnside)"],
    ["stabilizer", "assignments / |stabilizer| (seed's method, exact fractions)"],
    ["stabilizerFloor", "⌊assignments / |stabilizer|⌋ per shape"],
    ["seedFrame", "assignments / |symmetries fixing the first combination in place| (seed's program, reconstructed)"],
  ];
  for (const connectedOnly of [false, true]) {
    for (const [division, dText] of divisions) {
      for (const realistic of SURROUND_RULES.slice(1)) {
        const t = countTotals(positionCounts({ division, realistic, connectedOnly, shapes }));
        out.push({
          name: `${division}/${realistic}${connectedOnly ? "/connected" : ""}`,
          description: `${dText}; realistic = ${realistic}${connectedOnly ? "; 8-connected shapes only" : ""}`,
          division,
          realistic,
          connectedOnly,
          positions: t.positions,
          positions_realistic: t.positions_realistic,
        });
      }
    }
  }
  return out;
}

/** How an off-frame neighbour on one side counts in a variant surrounded test. */
export type WallMode = "always" | "span" | "never";

/** One row of {@link surroundVariantTotals}. */
export interface SurroundVariantRow {
  /** Wall modes for the top, bottom, left and right sides, e.g. "span/span/span/span" (the rules). */
  walls: string;
  /** "first": the seed program's first-met placement; "canonical": our canonical board. */
  placement: "first" | "canonical";
  rule: SurroundRule;
  division: Division;
  positions_realistic: number;
}

const WALL_MODES: readonly WallMode[] = ["always", "span", "never"];

/**
 * Realistic totals under variant surrounded tests, to look for the seed's unpublished wall
 * handling: for each side independently an off-frame neighbour is a wall "always" (the naive
 * mask test), when the doves "span" 4 in that dimension (the rules), or "never"; evaluated on the
 * seed's first-met placement or the canonical board; three readings of the realistic rule and
 * the seed's or the stabilizer division. 81 · 2 · 3 · 2 = 972 totals; O(shapes · 162).
 */
export function surroundVariantTotals(shapes: readonly ShapeInfo[] = countingShapes()): SurroundVariantRow[] {
  const rules: SurroundRule[] = ["neitherSurrounded", "opponentNotSurrounded", "notBothSurrounded"];
  const divisions: Division[] = ["seedFrame", "stabilizer"];
  const placements = ["first", "canonical"] as const;
  const modes = Array.from({ length: 81 }, (_, code) =>
    [Math.floor(code / 27) % 3, Math.floor(code / 9) % 3, Math.floor(code / 3) % 3, code % 3].map((m) => WALL_MODES[m]!),
  );
  // sums[((placement * 81 + code) * 3 + rule) * 2 + division]
  const sums = new Float64Array(2 * 81 * 3 * 2);
  for (const shape of shapes) {
    const boards = [seedRepresentative(shape.board), shape.board];
    for (let p = 0; p < 2; p++) {
      const x = boards[p]!;
      const spanLR = (columnMask(x) & 9) === 9;
      const spanTB = (rowMask(x) & 9) === 9;
      const side = [shiftS(x), shiftN(x), shiftE(x), shiftW(x)];
      const edge = [0xf000, 0x000f, 0x8888, 0x1111];
      const span = [spanTB, spanTB, spanLR, spanLR];
      for (let code = 0; code < 81; code++) {
        const m = modes[code]!;
        let blocked = 0xffff;
        for (let k = 0; k < 4; k++) blocked &= side[k]! | (m[k] === "always" || (m[k] === "span" && span[k]) ? edge[k]! : 0);
        const e = popcount(x & blocked);
        for (let r = 0; r < 3; r++) {
          const a = labelAssignments(shape.size, e, rules[r]!);
          const base = ((p * 81 + code) * 3 + r) * 2;
          sums[base] += a / shape.frameOrder;
          sums[base + 1] += a / shape.order;
        }
      }
    }
  }
  const rows: SurroundVariantRow[] = [];
  for (let p = 0; p < 2; p++) {
    for (let code = 0; code < 81; code++) {
      for (let r = 0; r < 3; r++) {
        for (let d = 0; d < 2; d++) {
          rows.push({
            walls: modes[code]!.join("/"),
            placement: placements[p]!,
            rule: rules[r]!,
            division: divisions[d]!,
            positions_realistic: sums[((p * 81 + code) * 3 + r) * 2 + d]!,
          });
        }
      }
    }
  }
  return rows;
}

/** One row of {@link prefixCongruences}. */
export interface CongruenceRow {
  /** k: the rows for n = 2..k have been subtracted. */
  doves: number;
  /** P(10, k−1)/8: every per-shape count with more than k doves is a multiple of it. */
  modulus: number;
  /** (target − Σ_{n≤k} counts[n]) mod modulus. */
  residue: number;
  /** residue = 0: the target is consistent with these counts for n ≤ k. */
  consistent: boolean;
}

/**
 * Locating a difference by number of doves from a single published total. With the seed's
 * per-shape counts of the form f · 10P(n−2) / h (f an integer, h dividing 8), everything with
 * more than k doves is a multiple of 10P(k−1)/8. So if `target` (e.g. the seed's total) agreed
 * with `counts` (doves 2..12, in order) for all n ≤ k, then target − Σ_{n≤k} counts would be
 * divisible by that modulus. A nonzero residue at k proves that the target's per-n values differ
 * from `counts` at some n ≤ k; a zero residue is only a necessary condition. O(11).
 */
export function prefixCongruences(target: number, counts: readonly number[]): CongruenceRow[] {
  if (counts.length !== MAX_DOVES - MIN_DOVES + 1) {
    throw new InputError(`counts must list doves ${MIN_DOVES}..${MAX_DOVES} (${MAX_DOVES - MIN_DOVES + 1} values), got ${counts.length}`, "counts");
  }
  const rows: CongruenceRow[] = [];
  let sum = 0;
  for (let k = MIN_DOVES; k < MAX_DOVES; k++) {
    sum += counts[k - MIN_DOVES]!;
    const modulus = perm(OTHER_DOVES, k - 1) / 8;
    // counts may be fractional multiples of 1/8 ("stabilizer" division): compare in eighths
    const residue = ((((target - sum) * 8) % (modulus * 8)) + modulus * 8) % (modulus * 8) / 8;
    rows.push({ doves: k, modulus, residue, consistent: residue === 0 });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// presentation data (plain plotly-style objects; lib/notebook renders them)

/** A plotly figure as plain data: traces and layout. */
export interface PlainFigure {
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
}

/**
 * A gallery of 4×4 boards as one plotly figure: each board a 4×4 grid of squares (doves
 * filled), `columns` boards per row, an optional caption under each. O(16 · boards).
 */
export function shapeGalleryFigure(boards: readonly Board[], captions: readonly string[] = [], columns = 10, title = ""): PlainFigure {
  requireInteger("columns", columns, 1, 100);
  const cell = 1;
  const pitch = 5.2; // 4 cells + gap
  const rowPitch = 6.4; // + caption line
  const shapes: Record<string, unknown>[] = [];
  const annotations: Record<string, unknown>[] = [];
  boards.forEach((x, k) => {
    const ox = (k % columns) * pitch;
    const oy = -Math.floor(k / columns) * rowPitch;
    for (let i = 0; i < 16; i++) {
      const col = 3 - (i & 3);
      const row = 3 - (i >> 2); // reading order, row 0 on top
      const filled = ((x >>> i) & 1) === 1;
      shapes.push({
        type: "rect",
        x0: ox + col * cell,
        x1: ox + (col + 1) * cell,
        y0: oy - (row + 1) * cell,
        y1: oy - row * cell,
        line: { color: "#999", width: 0.5 },
        fillcolor: filled ? "#5b6f95" : "#f4f4f4",
      });
    }
    const caption = captions[k];
    if (caption) annotations.push({ x: ox + 2, y: oy - 4.5, text: caption, showarrow: false, font: { size: 10 } });
  });
  const rows = Math.max(1, Math.ceil(boards.length / columns));
  const cols = Math.min(columns, Math.max(1, boards.length));
  return {
    // an invisible trace fixes the axis ranges
    data: [{ type: "scatter", mode: "markers", x: [0, cols * pitch], y: [-rows * rowPitch, 0], marker: { opacity: 0 }, hoverinfo: "skip" }],
    layout: {
      title: { text: title },
      shapes,
      annotations,
      xaxis: { visible: false, range: [-0.5, cols * pitch], scaleanchor: "y" },
      yaxis: { visible: false, range: [-rows * rowPitch, 0.5] },
      showlegend: false,
      width: Math.min(1000, 60 + cols * 70),
      height: 80 + rows * 90,
      margin: { l: 10, r: 10, t: title ? 40 : 10, b: 10 },
      plot_bgcolor: "white",
    },
  };
}
