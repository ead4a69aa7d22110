/**
 * Checks of seed 003's statements about reduced patterns and of its readers' tables, as data:
 * XOR-zero subsets and their count from the rank over GF(2), the "two elements of one of the
 * triples" cover claim, the readers' first-move table scored per column, and the mirror-break
 * test of the two-heap chart's symmetry centres.
 */
import { InputError } from "../../util";
import { checkFirstMoveClaim, parseCellClaim, type FirstMoveClaim, type FirstMoveRow } from "./readers";

/** Rank of a list of non-negative integers as bit vectors over GF(2) (Gaussian elimination). O(n · bits). */
export function gf2Rank(values: readonly number[]): number {
  const basis: number[] = [];
  for (const v0 of values) {
    if (!Number.isSafeInteger(v0) || v0 < 0) throw new InputError(`gf2Rank: values must be non-negative integers, got ${v0}`);
    let v = v0;
    for (const b of basis) v = Math.min(v, v ^ b);
    if (v !== 0) {
      basis.push(v);
      basis.sort((a, b) => b - a);
    }
  }
  return basis.length;
}

/**
 * The non-empty subsets of `items` (at most 24) whose `valueOf`s XOR to 0, each as a list in the
 * order of `items`. By linear algebra there are 2^(n − rank) − 1 of them. O(2^n · n).
 */
export function xorZeroSubsets<T>(items: readonly T[], valueOf: (item: T) => number): T[][] {
  if (items.length > 24) throw new InputError(`xorZeroSubsets: at most 24 items (2^n subsets), got ${items.length}`);
  const values = items.map(valueOf);
  const out: T[][] = [];
  for (let s = 1; s < 1 << items.length; s++) {
    let x = 0;
    for (let i = 0; i < items.length; i++) if ((s >> i) & 1) x ^= values[i]!;
    if (x === 0) out.push(items.filter((_, i) => (s >> i) & 1));
  }
  return out;
}

/**
 * Seed 003's cover claim: every subset of `items` with at least `minSize` elements contains two
 * elements of one of the `triples`. Returns whether it holds and the first subset (in binary
 * counting order) that contains at most one element of every triple. O(2^n · n · triples).
 */
export function pairCoverCheck(items: readonly number[], triples: readonly (readonly number[])[], minSize: number): { holds: boolean; counterexample: number[] | null; subsetsChecked: number } {
  if (items.length > 24) throw new InputError(`pairCoverCheck: at most 24 items (2^n subsets), got ${items.length}`);
  let checked = 0;
  for (let s = 1; s < 1 << items.length; s++) {
    const set = items.filter((_, i) => (s >> i) & 1);
    if (set.length < minSize) continue;
    checked++;
    if (!triples.some((t) => t.filter((x) => set.includes(x)).length >= 2)) return { holds: false, counterexample: set, subsetsChecked: checked };
  }
  return { holds: true, counterexample: null, subsetsChecked: checked };
}

/** A reader's first-move claim scored column by column. */
export interface ScoredFirstMoveClaim {
  N: number;
  /** The claimed winner agrees with G(N). */
  outcomeCorrect: boolean;
  /** Every cell the described move denotes wins (true when no move is claimed and the outcome is right). */
  correct: boolean;
  reason: string;
  /** The same description read one cell closer to the end ("端からk番目" as cell k − 1): null when not such a description, else whether that reading is right. */
  shiftedReadingCorrect: boolean | null;
}

/**
 * Score each claim against the first-move table (rows found by N): the outcome, the described
 * move, and the alternative reading of "端からk番目" (k ≥ 2) as cell k − 1. O(Σ N).
 */
export function scoreFirstMoveClaims(rows: readonly FirstMoveRow[], claims: readonly FirstMoveClaim[]): ScoredFirstMoveClaim[] {
  return claims.map((claim) => {
    const row = rows.find((r) => r.N === claim.N);
    if (!row) throw new InputError(`no first-move row for N = ${claim.N}`);
    const v = checkFirstMoveClaim(row, claim);
    const m = claim.move ? /^端から(\d+)番目$/.exec(claim.move.trim()) : null;
    let shifted: boolean | null = null;
    if (m && Number(m[1]) >= 2) {
      const cells = parseCellClaim(row.N, `端から${Number(m[1]) - 1}番目`);
      shifted = row.firstPlayerWins === claim.firstPlayerWins && cells.every((c) => row.winningMoves.includes(c));
    }
    return { N: claim.N, outcomeCorrect: row.firstPlayerWins === claim.firstPlayerWins, correct: v.correct, reason: v.reason, shiftedReadingCorrect: shifted };
  });
}

/**
 * The smallest s ≡ 2·centre (mod period) with s ≥ 2·preperiod + period, i.e. a reflection about a
 * centre congruent to `centre` modulo period/2 whose mirrored range preperiod..s − preperiod covers
 * every residue of the periodic part (for {@link mirrorBreaks}). O(1).
 */
export function periodicMirrorSum(centre: number, period: number, preperiod: number): number {
  if (!Number.isInteger(2 * centre) || !Number.isSafeInteger(period) || period < 1 || !Number.isSafeInteger(preperiod) || preperiod < 0) {
    throw new InputError(`periodicMirrorSum: centre must be a half-integer and period ≥ 1, preperiod ≥ 0 integers (got ${centre}, ${period}, ${preperiod})`);
  }
  const s0 = 2 * centre;
  const need = 2 * preperiod + period;
  return s0 >= need ? s0 : s0 + period * Math.ceil((need - s0) / period);
}
