/**
 * Dawson's Kayles in misère play through its misère quotient (notebook 03, section 5): one row per
 * heap with its class in the quotient, its misère outcome read off the quotient and its normal-play
 * nim-value, and a check of the quotient on seeded random sums of heaps against the plain misère
 * search `solvers.misereOutcomeNaive`. Nothing is stated by hand: the notebook's prose is built from
 * these rows and counts.
 */
import * as cgt from "../../cgt";
import { misereOutcomeNaive, nimSequenceNaive, quotientOutcome, type MisereQuotient } from "../../solvers";
import { Budget, checkInteger, InputError, type RunOptions } from "../../util";
import type { MisereLineRow } from "./misereLines";

/** One heap of a misère quotient's game. */
export interface QuotientHeapRow {
  heap: number;
  /** The heap's class in the quotient, as its normal form ("1", "a", "b²c"). */
  element: string;
  /** Misère outcome of the heap alone, read off the quotient (P iff its class is in the P-portion). */
  misere_outcome: "N" | "P";
  /** Normal-play nim-value G(heap). */
  normal_value: number;
  normal_outcome: "N" | "P";
}

/**
 * Rows for heaps 1..q.maxHeap: class, misère outcome (from the quotient) and normal nim-value (from
 * the O(n²) reference `nimSequenceNaive` of the same code). O(maxHeap²).
 */
export function quotientHeapRows(q: MisereQuotient): QuotientHeapRow[] {
  const G = nimSequenceNaive(q.code, q.maxHeap);
  return Array.from({ length: q.maxHeap }, (_, i) => {
    const heap = i + 1;
    return {
      heap,
      element: q.elements[q.heapElements[heap]],
      misere_outcome: quotientOutcome(q, [heap]),
      normal_value: G[heap],
      normal_outcome: G[heap] === 0 ? "P" : "N",
    };
  });
}

/** The result of {@link quotientRandomCheck}. */
export interface QuotientCheck {
  /** Positions drawn and compared. */
  positions: number;
  /** Of those, the misère P-positions (by the plain search). */
  pPositions: number;
  /** Positions where the quotient and the plain search disagree, as "h1+h2+…" (empty when they agree). */
  disagreements: string[];
  /** The most heaps in a position and the largest total size drawn. */
  maxHeaps: number;
  maxTotal: number;
}

/**
 * Compare the misère outcome read off the quotient with `solvers.misereOutcomeNaive` (search by the
 * definition) on `count` positions drawn with `cgt.mulberry32(seed)`: 2..maxHeaps heaps, each in
 * 1..q.maxHeap, total size ≤ maxTotal (default 2·q.maxHeap; a draw over it is drawn again).
 * Exponential in the total size; one budget (from `options`) is shared by all the searches.
 */
export function quotientRandomCheck(q: MisereQuotient, count: number, seed: number, maxHeaps = 4, maxTotal = 2 * q.maxHeap, options?: RunOptions): QuotientCheck {
  if (q.maxHeap < 1) throw new InputError(`quotientRandomCheck: the quotient of ${q.code} covers no heap (maxHeap = ${q.maxHeap})`);
  checkInteger(count, "quotientRandomCheck: count", { min: 0 });
  checkInteger(maxHeaps, "quotientRandomCheck: maxHeaps", { min: 2 });
  checkInteger(maxTotal, "quotientRandomCheck: maxTotal", { min: 2 });
  const random = cgt.mulberry32(seed);
  const budget = Budget.from(options, `misère quotient of ${q.code}: random positions against the plain search`);
  const draw = (k: number): number => 1 + Math.floor(random() * k);
  let pPositions = 0;
  const disagreements: string[] = [];
  for (let i = 0; i < count; i++) {
    let heaps: number[];
    do heaps = Array.from({ length: 1 + draw(maxHeaps - 1) }, () => draw(q.maxHeap)).sort((a, b) => a - b);
    while (heaps.reduce((s, h) => s + h, 0) > maxTotal);
    const plain = misereOutcomeNaive(q.code, heaps, { budget });
    if (plain === "P") pPositions++;
    if (quotientOutcome(q, heaps) !== plain) disagreements.push(heaps.join("+"));
  }
  return { positions: count, pPositions, disagreements, maxHeaps, maxTotal };
}

/** The result of {@link quotientLineAgreement}. */
export interface QuotientLineAgreement {
  /** Heaps compared (those whose line of heap − 1 cells is among the line rows). */
  heaps: number;
  /** Misère outcome of heap h from the quotient = that of the line of h − 1 cells from its simplest form. */
  outcomesAgree: boolean;
  /** Normal nim-value of heap h = G(h − 1) of the line game. */
  valuesAgree: boolean;
}

/**
 * Dawson's Kayles (0.07) heap h and the seed's line of h − 1 cells (0.137) are the same game: check
 * it on the quotient's rows against the line rows of `misereLineRows` (simplest forms) and the line
 * game's nim-values G. O(rows).
 */
export function quotientLineAgreement(rows: readonly QuotientHeapRow[], lines: readonly MisereLineRow[], G: ArrayLike<number>): QuotientLineAgreement {
  const compared = rows.filter((r) => r.heap - 1 < lines.length && r.heap - 1 < G.length);
  return {
    heaps: compared.length,
    outcomesAgree: compared.every((r) => lines[r.heap - 1].misere_outcome === r.misere_outcome),
    valuesAgree: compared.every((r) => G[r.heap - 1] === r.normal_value),
  };
}
