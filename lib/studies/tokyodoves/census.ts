/**
 * The Tokyo Doves checkmate census (seed 002, 詰み局面の全列挙), counted per dove *colouring* and
 * *opponent labelling* instead of per labelled position.
 *
 * Same positions as the pruned survey ({@link surveyPositions} with method "pruned"): the work
 * units of `enumerate.ts` (shape, red boss cell) the seed's necessary condition ({@link bossEscapes})
 * does not rule out, every admissible green boss cell, and every labelling of the other cells,
 * red (X) to move, one per symmetry class. The count is organised differently:
 *
 * 1. Fix the unit, the green boss cell `g`, the colouring of the other cells (which are X's, which
 *    are Y's) and the labelling of Y's doves. What is left free is the labelling of X's doves.
 * 2. **Fact A** (label-free actions). X's boss moves, X's puts and X's returns do not depend on the
 *    labels of X's other doves: the boss's step pattern is fixed; a put needs a dove in hand, and
 *    X has one iff fewer than 5 of X's other doves are on the field (colouring); the put's
 *    outcome and Y's replies depend only on where doves stand, on Y's doves and on X's boss
 *    (Y moves its own doves; Y's puts need Y's hand, its own doves' squares and X's boss's
 *    square), not on which of X's doves stands where; a return removes the dove of a square,
 *    whatever its label. So if one of these actions escapes (wins, draws, or Y cannot win after
 *    it), no X labelling is a checkmate, and all of them are skipped at once.
 * 3. **Fact B** (moves of labelled doves). A move of X's non-boss dove from square `c` to `t`
 *    leads to a position whose outcome and Y's winning replies depend only on (c, t), by the
 *    argument of Fact A. So "the dove of kind k on c has an escaping move" is a 0/1 table
 *    E[c][k], computed with one escape test per distinct (c, t) (memoised: the step patterns of
 *    the kinds overlap). A labelling of X's doves is a checkmate iff no action of Fact A escapes
 *    and E[c][label(c)] = 0 for every X square c, so the checkmates among X's labellings are the
 *    injective maps from X's squares to the 5 kinds avoiding E: counted by a dynamic programme
 *    over the used kinds (2^5 states).
 * 3′. **Fact A on Y's side.** After a label-free X action, Y's boss moves, puts and returns win
 *    or not whatever the labels (same argument, players exchanged), and a move of Y's dove of kind
 *    k on square c wins or not whatever the other labels. So each label-free X action that lets
 *    the game go on gets a set of *killers* (c, k), computed once per colouring: it escapes under
 *    a Y labelling iff Y has no label-free win and the labelling puts no killer kind on its
 *    square. An action with no killer escapes under every Y labelling (the colouring is skipped
 *    whole); otherwise each Y labelling is tested against the killer sets with one AND each, and
 *    only the labellings that no label-free action saves go on to Fact B.
 * 4. **Symmetry** (Burnside). Counting every labelling (no orbit test) and multiplying by
 *    `pointwise / |fix|` gives the number of symmetry classes, where `fix` is the group of shape
 *    symmetries fixing both bosses and `pointwise` the number of them fixing every occupied cell:
 *    a symmetry fixes a labelling of distinct doves iff it fixes every cell, and it maps
 *    checkmates to checkmates (the rules are symmetric), so (1/|fix|)·Σ_s |checkmates fixed by s|
 *    = pointwise·(all checkmates)/|fix|.
 *
 * Cost per (unit, green boss, colouring): label-free X actions × (Y's actions + 25 single-dove
 * generations), then per surviving Y labelling up to 25 single-dove generations and one escape
 * test (O(Y's actions)) per distinct move; instead of one checkmate test per labelled position
 * (up to 120 × 120 per colouring). The counts are those of the pruned survey (the tests compare
 * them on complete sizes up to 7 and on shards of 8 and 9; the bench measures the speed-up).
 */
import { Budget, InputError, requireInteger, optionNames, type RunOptions } from "../../util";
import * as td from "../../games/tokyodoves";
import { Checker, OUTCOME_CONTINUE, OUTCOME_LOSS, OUTCOME_WIN, bossEscapes } from "./checkmate";
import { greenFixing, mapShapeCell, workUnits, type Unit } from "./enumerate";

/**
 * Version of what a census shard counts; shards of other versions do not merge. Still 1 after
 * shards gained a required checksum (issue 25): the counts that merge (units, unitsPruned,
 * positionsChecked, checkmates) mean the same, and a shard without a checksum is refused by
 * `readCensusShard` on its own, with a message naming the migration. (The work counters groups,
 * groupsSkipped and work count the algorithm's steps and changed between revisions of version 1;
 * the committed shards of k ≤ 9 say so in their checksumNote.)
 */
export const CENSUS_VERSION = 1;

/** Options of {@link censusCheckmates}. */
export interface CensusOptions extends RunOptions {
  /** Rules (defaults: returns on, both surrounded → mover loses). */
  rules?: Partial<td.Rules>;
  /** Skip the units the seed's necessary condition rules out (default true; false = full search). */
  prune?: boolean;
  /** This run's share of the units: index in 0..count-1 (default 0 of 1), units index ≡ index mod count. */
  shard?: { index: number; count: number };
}

/** Counts of a census of one size, or of one shard of it (shards add up). */
export interface CensusCounts {
  /** Number of doves on the field. */
  doves: number;
  /** Work units (shape, red boss cell) of this shard. */
  units: number;
  /** Units the seed's necessary condition rules out. */
  unitsPruned: number;
  /** Positions (symmetry classes, red to move, live) of the units searched: the pruned survey's positionsChecked. */
  positionsChecked: number;
  /** Checkmates (symmetry classes). */
  checkmates: number;
  /** (colouring, Y labelling) groups examined. */
  groups: number;
  /** Groups skipped at once by Fact A (a label-free action escapes). */
  groupsSkipped: number;
  /** Escape tests performed (both plies counted as by {@link Checker}). */
  work: number;
  /** CPU time of this process spent on it, milliseconds. */
  cpuMillis: number;
}

const DP_A = new Float64Array(64);
const DP_B = new Float64Array(64);

/**
 * Number of injective maps from squares 0..m-1 to the kinds 1..5 with kind k allowed on square i
 * iff bit k of allowed[i] (a permanent of a 0/1 matrix, by dynamic programming over the set of
 * used kinds). O(m · 2^5 · 5), allocation-free.
 */
export function countInjectiveLabellings(allowed: ArrayLike<number>, m: number): number {
  let f = DP_A;
  let g = DP_B;
  f.fill(0);
  f[0] = 1;
  for (let i = 0; i < m; i++) {
    g.fill(0);
    const a = allowed[i]! & 0b111110; // kinds 1..5 only
    for (let used = 0; used < 64; used += 2) {
      const v = f[used]!;
      if (v === 0) continue;
      let free = a & ~used;
      while (free !== 0) {
        const low = free & -free;
        free ^= low;
        g[used | low] += v;
      }
    }
    const t = f;
    f = g;
    g = t;
  }
  let s = 0;
  for (let u = 0; u < 64; u++) s += f[u]!;
  return s;
}

/** n·(n-1)·…·(n-k+1). */
function falling(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r *= n - i;
  return r;
}

/** Relative key of a wide target square (see {@link CensusCounter}): 0..35. */
const MEMO_STRIDE = 40;
// module bindings copied into locals (transpiled imports are getters in the hot loop)
const MOVE = td.MOVE;
const CONTINUE = OUTCOME_CONTINUE;
const LOSS = OUTCOME_LOSS;
const WIN = OUTCOME_WIN;

/**
 * Allocation-light census engine; one instance per thread. {@link CensusCounter.countUnitGreen}
 * counts the checkmates of one (unit, green boss) over all labellings (no symmetry reduction).
 */
export class CensusCounter {
  readonly checker: Checker;
  private readonly x: td.FastBoard;
  private readonly cells = new Int8Array(12);
  private readonly memoStamp = new Int32Array(16 * MEMO_STRIDE);
  private readonly memoVal = new Uint8Array(16 * MEMO_STRIDE);
  private stamp = 0;
  private readonly allowed = new Int32Array(5);
  private readonly yb: td.FastBoard;
  private readonly succ = new Int8Array(12);
  private readonly killers = new Int32Array(256);
  private readonly yKinds = new Int8Array(5);
  /** Groups examined and skipped by Fact A since construction. */
  groups = 0;
  groupsSkipped = 0;

  constructor(readonly rules: td.Rules = td.DEFAULT_RULES) {
    this.checker = new Checker(rules);
    this.x = new td.FastBoard(rules);
    this.yb = new td.FastBoard(rules);
  }

  /**
   * Checkmates and positions among all labellings (not reduced by symmetry) with the red boss on
   * `redBoss`, the green boss on `g` and the other doves on `rest`. O(colourings · (label-free
   * actions · 25 single-dove generations + surviving Y labellings · escape tests)).
   */
  countUnitGreen(redBoss: number, g: number, rest: readonly number[]): { positions: number; checkmates: number } {
    const m = rest.length;
    let positions = 0;
    let checkmates = 0;
    const xCells: number[] = [];
    const yCells: number[] = [];
    for (let colour = 0; colour < 1 << m; colour++) {
      xCells.length = 0;
      yCells.length = 0;
      for (let i = 0; i < m; i++) ((colour >>> i) & 1 ? xCells : yCells).push(rest[i]!);
      if (xCells.length > 5 || yCells.length > 5) continue;
      positions += falling(5, xCells.length) * falling(5, yCells.length);
      checkmates += this.countColouring(redBoss, g, xCells, yCells);
    }
    return { positions, checkmates };
  }

  /**
   * Checkmates among all labellings of one colouring. Fact A on Y's side too: after a label-free
   * X action, Y's label-free actions (boss moves, puts, returns) win or not whatever the labels,
   * and a move of Y's dove of kind k on square c wins or not whatever the other labels; so each
   * label-free X action gets a set of *killers* (c, k), and it escapes under a Y labelling iff
   * the labelling uses none of them. A label-free X action with no killer (and no label-free Y
   * win) escapes under every labelling: the colouring has no checkmate.
   */
  private countColouring(redBoss: number, g: number, xCells: readonly number[], yCells: readonly number[]): number {
    const cells = this.cells;
    cells.fill(-1);
    cells[0] = redBoss;
    cells[6] = g;
    const my = yCells.length;
    for (let j = 0; j < my; j++) cells[7 + j] = yCells[j]!;
    for (let i = 0; i < xCells.length; i++) cells[1 + i] = xCells[i]!;
    const x = this.x.loadCells(cells, 0);
    const n = x.generate(true);
    let nk = 0;
    for (let i = 0; i < n; i++) {
      if (x.actType[i] === MOVE && x.actDove[i] !== 0) continue;
      const out = this.checker.outcomeCode(x, i);
      if (out === LOSS) continue;
      if (out !== CONTINUE) return this.skipAll(my);
      const k = this.killersAfter(x, i, my);
      if (k === -1) continue;
      if (k === 0) return this.skipAll(my);
      this.killers[nk++] = k;
    }
    // every injective labelling of Y's squares with kinds 1..5
    let total = 0;
    const yKinds = this.yKinds;
    let used = 0;
    const recurse = (j: number, mask: number): void => {
      if (j === my) {
        this.groups++;
        for (let t = 0; t < nk; t++) {
          if ((mask & this.killers[t]!) === 0) {
            this.groupsSkipped++;
            return;
          }
        }
        total += this.countLabelledMoves(redBoss, g, xCells, yCells, yKinds);
        return;
      }
      for (let k = 1; k <= 5; k++) {
        if ((used >>> k) & 1) continue;
        used |= 1 << k;
        yKinds[j] = k;
        recurse(j + 1, mask | (1 << (j * 5 + k - 1)));
        used &= ~(1 << k);
      }
    };
    recurse(0, 0);
    return total;
  }

  private skipAll(my: number): number {
    const l = falling(5, my);
    this.groups += l;
    this.groupsSkipped += l;
    return 0;
  }

  /**
   * After label-free action `i` of `x` (game goes on): -1 when Y wins by a label-free action,
   * else the bit set of (Y square j, kind k) at bit j·5 + k − 1 whose dove has a winning move.
   */
  private killersAfter(x: td.FastBoard, i: number, my: number): number {
    const succ = this.succ;
    x.successorCells(x.actDove[i]!, x.actTo[i]!, x.actOcc[i]!, succ);
    const y = this.yb.loadCells(succ, 1);
    const n = y.generate(true, true);
    for (let m = 0; m < n; m++) {
      if (y.actType[m] === MOVE && y.actDove[m] !== 6) continue;
      if (this.checker.outcomeCode(y, m) === WIN) return -1;
    }
    let killers = 0;
    for (let j = 0; j < my; j++) {
      const dj = 7 + j;
      const cj = succ[dj]!;
      for (let k = 1; k <= 5; k++) {
        const other = succ[6 + k]!;
        succ[dj] = other;
        succ[6 + k] = cj;
        const b = this.yb.loadCells(succ, 1);
        const nm = b.generateDoveMoves(k);
        for (let mm = 0; mm < nm; mm++) {
          if (this.checker.outcomeCode(b, mm) === WIN) {
            killers |= 1 << (j * 5 + k - 1);
            break;
          }
        }
        succ[6 + k] = other;
        succ[dj] = cj;
      }
    }
    return killers;
  }

  /**
   * Checkmates among the X labellings of one (colouring, Y labelling) group in which no
   * label-free X action escapes (Fact B).
   */
  private countLabelledMoves(redBoss: number, g: number, xCells: readonly number[], yCells: readonly number[], yKinds: Int8Array): number {
    const cells = this.cells;
    cells.fill(-1);
    cells[0] = redBoss;
    cells[6] = g;
    for (let i = 0; i < yCells.length; i++) cells[6 + yKinds[i]!] = yCells[i]!;
    const mx = xCells.length;
    for (let i = 0; i < mx; i++) cells[1 + i] = xCells[i]!;
    this.stamp++;
    const stamp = this.stamp;
    for (let ci = 0; ci < mx; ci++) {
      const c = xCells[ci]!;
      let allowed = 0;
      for (let k = 1; k <= 5; k++) {
        // put kind k on c: swap labels with the square holding k, if any
        const prev = cells[k]!;
        const mine = cells.indexOf(c); // the X dove now on c (1..5)
        cells[mine] = prev;
        cells[k] = c;
        const b = this.x.loadCells(cells, 0);
        const nm = b.generateDoveMoves(k);
        const base = W6 * b.offR + 1 - 7;
        let escapes = false;
        for (let j = 0; j < nm; j++) {
          const key = c * MEMO_STRIDE + (b.actTo[j]! - base);
          let e: number;
          if (this.memoStamp[key] === stamp) e = this.memoVal[key]!;
          else {
            e = this.checker.actionEscapes(b, j) ? 1 : 0;
            this.memoStamp[key] = stamp;
            this.memoVal[key] = e;
          }
          if (e) {
            escapes = true;
            break;
          }
        }
        cells[k] = prev;
        cells[mine] = c;
        if (!escapes) allowed |= 1 << k;
      }
      if (allowed === 0) return 0;
      this.allowed[ci] = allowed;
    }
    return countInjectiveLabellings(this.allowed, mx);
  }
}

/** Width of the wide board of `moves.ts` (a row is 6 squares). */
const W6 = 6;

/** The fields of {@link CensusOptions}. */
const CENSUS_OPTION_NAMES = optionNames<CensusOptions>({ rules: true, prune: true, shard: true, budget: true, onProgress: true });

/**
 * The checkmate census of the positions with `n` doves on the field (2..12), red to move, one per
 * symmetry class: equal to the pruned survey's checkmates and positionsChecked (with `prune:
 * false`, to the full search's). Spends one budget unit per (colouring, Y labelling) group.
 * Cost: groups × (25 single-dove generations + distinct actions × Y's actions); see the bench
 * for the ratio to {@link surveyPositions}.
 */
export function censusCheckmates(n: number, options: CensusOptions = {}): CensusCounts {
  requireInteger("doves on the field", n, 2, 12);
  const rules = td.makeRules(options.rules);
  const prune = options.prune ?? true;
  if (typeof prune !== "boolean") throw new InputError(`prune must be true or false, got ${JSON.stringify(prune)}`, "prune");
  const shard = options.shard ?? { index: 0, count: 1 };
  requireInteger("shard.count", shard.count, 1);
  requireInteger("shard.index", shard.index, 0, shard.count - 1);
  const budget = Budget.from(options, `Tokyo Doves census, ${n} doves`, CENSUS_OPTION_NAMES);
  const counter = new CensusCounter(rules);
  const c0 = process.cpuUsage();
  const res: CensusCounts = { doves: n, units: 0, unitsPruned: 0, positionsChecked: 0, checkmates: 0, groups: 0, groupsSkipped: 0, work: 0, cpuMillis: 0 };
  const units = workUnits(n).filter((_, i) => i % shard.count === shard.index);
  let done = 0;
  for (const unit of units) {
    res.units++;
    const pruned = bossEscapes(unit.shape.board, unit.redBoss);
    if (pruned) res.unitsPruned++;
    if (!(pruned && prune)) {
      const before = counter.groups;
      const r = countUnit(counter, unit);
      res.positionsChecked += r.positions;
      res.checkmates += r.checkmates;
      budget.spend(counter.groups - before);
    }
    done++;
    budget.check(units.length);
    budget.report(done, units.length, `census ${n} doves: unit ${done}/${units.length}, ${res.checkmates} checkmates`);
  }
  res.groups = counter.groups;
  res.groupsSkipped = counter.groupsSkipped;
  res.work = counter.checker.work;
  const used = process.cpuUsage(c0);
  res.cpuMillis = Math.round((used.user + used.system) / 1000);
  return res;
}

/** Positions and checkmates (symmetry classes) of one unit. O(see {@link censusCheckmates}). */
export function countUnit(counter: CensusCounter, unit: Unit): { positions: number; checkmates: number } {
  const { board, enclosed } = unit.shape;
  const cellList = td.cellsOf(board);
  let positions = 0;
  let checkmates = 0;
  for (const g of cellList) {
    if (g === unit.redBoss || (enclosed >>> g) & 1) continue;
    const fix = greenFixing(unit, g);
    if (fix === null) continue;
    let pointwise = 0;
    for (const s of fix) if (cellList.every((c) => mapShapeCell(board, s, c) === c)) pointwise++;
    const rest = cellList.filter((c) => c !== g && c !== unit.redBoss);
    const r = counter.countUnitGreen(unit.redBoss, g, rest);
    const p = (r.positions * pointwise) / fix.length;
    const k = (r.checkmates * pointwise) / fix.length;
    if (!Number.isInteger(p) || !Number.isInteger(k)) {
      throw new Error(`internal: Burnside count not an integer (shape ${board}, bosses ${unit.redBoss}/${g})`);
    }
    positions += p;
    checkmates += k;
  }
  return { positions, checkmates };
}
