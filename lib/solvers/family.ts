/**
 * A family of positions indexed by a size n (strips of length n, n×n boards, heaps of n, …)
 * swept in one call: {@link valueFamily} is {@link valueSweep} over `member(n)` for each n, each row
 * carrying its n and the position's picture, as plain data ready for a table, a CSV file or a chart.
 */
import type { Ruleset } from "../ruleset";
import type { OutcomeClass } from "./engine";
import { positionText, valueSweep, type SweepOptions, type SweepResult, type ValueColumns } from "./sweep";

/** One row of a {@link valueFamily}: the size n, the position's picture, its value's invariants, the outcome and the time. */
export interface FamilyRow extends ValueColumns {
  n: number;
  /** The ruleset's picture of the position (or the position itself as text). */
  picture: string;
  /** Impartial rulesets only: the nim-value. */
  nim_value?: number;
  outcome: OutcomeClass;
  /** Wall time of this row in ms (components met in earlier rows, or earlier calls on the same ruleset, are free). */
  time_ms: number;
}

/**
 * Canonical values of `member(n)` for each n of `sizes`, in order, on the ruleset's shared engine:
 * one {@link FamilyRow} per n, stopping cleanly at the first position past its budget (as
 * {@link valueSweep}, whose cost it has). The positions are made lazily, one at a time.
 *
 * @example
 * ```ts
 * // Domineering 1×n strips: −⌊n/2⌋ (Winning Ways, ch. 5)
 * const strips = solvers.valueFamily(games.domineering.ruleset, [1, 2, 3, 4], (n) => games.domineering.rectangle(1, n));
 * strips.rows.map((r) => r.value); // → ["0", "-1", "-1", "-2"]
 * ```
 */
export function valueFamily<P>(ruleset: Ruleset<P>, sizes: Iterable<number>, member: (n: number) => P, options: SweepOptions<P> = {}): SweepResult<FamilyRow> {
  const ns = [...sizes];
  const positions = (function* () {
    for (const n of ns) yield member(n);
  })();
  const label = options.label ?? ((p: P) => positionText(ruleset, p));
  const result = valueSweep(ruleset, positions, { total: ns.length, ...options, label });
  const rows = result.rows.map((r): FamilyRow => ({
    n: ns[r.index]!,
    picture: r.picture ?? label(r.position, r.index),
    value: r.value,
    ...(r.nim_value !== undefined ? { nim_value: r.nim_value } : {}),
    outcome: r.outcome,
    mean: r.mean,
    temperature: r.temperature,
    left_stop: r.left_stop,
    right_stop: r.right_stop,
    birthday: r.birthday,
    time_ms: r.time_ms,
  }));
  return { rows, stopped: result.stopped };
}
