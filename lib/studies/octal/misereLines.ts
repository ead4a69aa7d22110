/**
 * Lines of n cells of an octal game in misère play beside normal play (notebook 03, section 5):
 * one row per line from `solvers.misereGenusSequence`, and the facts the notebook states — the
 * misère and normal second-player wins, where they differ, the first line that is not a nim-heap
 * in misère play, and two cross-checks (normal values against G, misère outcomes against a plain
 * search over runs). Facts are computed from the rows; nothing is stated by hand.
 */
import * as cgt from "../../cgt";
import { misereOutcomeNaive, type MisereHeapRow } from "../../solvers";
import type { octal } from "../../games";
import { InputError, type RunOptions } from "../../util";

/** One line in normal and misère play. */
export interface MisereLineRow {
  n: number;
  normal_value: number;
  normal_outcome: "N" | "P";
  misere_value: number;
  misere_outcome: "N" | "P";
  genus: string;
  /** The genus equals that of the nim-heap *G⁺(n). */
  genus_of_a_heap: boolean;
  /** The misère simplest form is the nim-heap *G⁺(n). */
  is_nim_heap: boolean;
  birthday: number;
}

/** Rows of a misère genus sequence. O(rows · genus length). */
export function misereLineRows(seq: readonly MisereHeapRow[]): MisereLineRow[] {
  return seq.map((r) => ({
    n: r.n,
    normal_value: r.normalValue,
    normal_outcome: r.normalValue === 0 ? "P" : "N",
    misere_value: r.misereValue,
    misere_outcome: r.outcome,
    genus: cgt.formatGenus(r.genus),
    genus_of_a_heap: cgt.formatGenus(r.genus) === cgt.formatGenus(cgt.genus(cgt.misereHeap(r.normalValue))),
    is_nim_heap: r.form === cgt.misereHeap(r.normalValue),
    birthday: r.birthday,
  }));
}

/** What section 5 states, computed from the rows. */
export interface MisereLineFacts {
  miserePositions: number[];
  normalPositions: number[];
  /** Lengths where the two rules give different winners. */
  differ: number[];
  /** Odd lengths that are misère second-player wins (where "centre, then mirror" fails). */
  oddMiserePositions: number[];
  /** The first line whose misère simplest form is not a nim-heap, or null. */
  firstNotHeap: MisereLineRow | null;
  heaps: number;
  notHeapGenus: number;
  maxBirthday: number;
  /** Normal nim-values read from the misère forms equal G(n) for every row. */
  normalAgrees: boolean;
  /** Misère outcomes equal `solvers.misereOutcomeNaive` for n ≤ checkedTo. */
  naiveAgrees: boolean;
  checkedTo: number;
}

/**
 * The facts of section 5: lists of P-positions under both rules, the first non-heap, and the two
 * checks (against `G` and, for n ≤ `naiveUpTo`, against the plain misère search — exponential in
 * n, budgeted by `options`). InputError when G is shorter than the rows.
 */
export function misereLineFacts(game: octal.OctalGame | string, rows: readonly MisereLineRow[], G: ArrayLike<number>, naiveUpTo = 22, options?: RunOptions): MisereLineFacts {
  if (rows.length > G.length) throw new InputError(`misereLineFacts: G covers 0..${G.length - 1}, the rows 0..${rows.length - 1}`);
  const checkedTo = Math.min(naiveUpTo, rows.length - 1);
  const miserePositions = rows.filter((r) => r.misere_outcome === "P").map((r) => r.n);
  return {
    miserePositions,
    normalPositions: rows.filter((r) => r.normal_outcome === "P").map((r) => r.n),
    differ: rows.filter((r) => r.misere_outcome !== r.normal_outcome).map((r) => r.n),
    oddMiserePositions: miserePositions.filter((n) => n % 2 === 1),
    firstNotHeap: rows.find((r) => !r.is_nim_heap) ?? null,
    heaps: rows.filter((r) => r.is_nim_heap).length,
    notHeapGenus: rows.filter((r) => !r.genus_of_a_heap).length,
    maxBirthday: Math.max(...rows.map((r) => r.birthday)),
    normalAgrees: rows.every((r) => r.normal_value === G[r.n]),
    naiveAgrees: rows.slice(0, checkedTo + 1).every((r) => misereOutcomeNaive(game, [r.n], options) === r.misere_outcome),
    checkedTo,
  };
}
