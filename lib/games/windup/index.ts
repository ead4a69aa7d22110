/**
 * Wind-Up, a loopy impartial subtraction game played modulo n (proposed by Alfie Davies at
 * Games-at-Dal 2023; cgt-tools' `loopy::impartial::games::wind_up::WindUp`, t4ccer, 2023–2025):
 * positions are the residues 0 … n − 1 on a cycle; a move from p ≠ 0 subtracts an element m of
 * the subtraction set modulo n, to (p − m) mod n; 0 is the end (no move). A move can wind past 0
 * and come round again, so positions repeat: a loopy impartial ruleset, valued by
 * `solvers.loopyNimValue` (Smith's generalized Sprague-Grundy values: finite k, or ∞(K)).
 *
 * Positions are residues; a picture is the residue's decimal text.
 *
 * @module
 */
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { InputError, describeValue } from "../../util";

/** The parameters of a Wind-Up ruleset: the cycle's length n and the subtraction set (positive integers, sorted, no repeats). */
export interface WindUpRules {
  readonly n: number;
  readonly subtractionSet: readonly number[];
}

/**
 * The parameters checked: n a positive integer, the subtraction set a non-empty array of positive
 * integers (sorted, repeats dropped). InputError naming the bad parameter. O(|S| log |S|).
 */
export function rules(n: number, subtractionSet: readonly number[]): WindUpRules {
  if (!Number.isInteger(n) || n < 1) throw new InputError(`windUp(): n must be a positive integer, got ${describeValue(n)}`, "parameter n");
  if (!Array.isArray(subtractionSet) || subtractionSet.length === 0) throw new InputError(`windUp(): the subtraction set must be a non-empty array of positive integers, got ${describeValue(subtractionSet)}`, "parameter subtractionSet");
  (subtractionSet as unknown[]).forEach((m, i) => {
    if (!Number.isInteger(m) || (m as number) < 1) throw new InputError(`windUp(): element ${i + 1} of the subtraction set must be a positive integer, got ${describeValue(m)}`, "parameter subtractionSet");
  });
  const set = [...new Set(subtractionSet)].sort((a, b) => a - b);
  return Object.freeze({ n, subtractionSet: Object.freeze(set) });
}

/** The options of residue p: (p − m) mod n for each m of the set, none from 0 (repeats dropped). O(|S|). */
export function options(r: WindUpRules, p: number): number[] {
  if (p === 0) return [];
  return [...new Set(r.subtractionSet.map((m) => (((p - m) % r.n) + r.n) % r.n))];
}

/**
 * Wind-Up modulo n with the given subtraction set (cgt-tools' `WindUp(n, {…})`), a loopy impartial
 * ruleset on the residues 0 … n − 1. InputError for bad parameters (see {@link rules}) and, on
 * parsing, for a text that is not a residue. A position's options cost O(|S|).
 *
 * @example
 * ```ts
 * // WindUp(n=3, {1,2}): 1 and 2 move to 0 and to each other, so neither is 0 or 1: ∞(0)
 * const w = games.windup.windUp(3, [1, 2]);
 * cgt.loopy.formatLoopyNimValue(solvers.loopyNimValue(w, 1)); // → "∞(0)"
 * ```
 */
export function windUp(n: number, subtractionSet: readonly number[]): ImpartialRuleset<number> {
  const r = rules(n, subtractionSet);
  const name = `Wind-Up (n=${r.n}, {${r.subtractionSet.join(",")}})`;
  return defineImpartial<number>({
    name,
    loopy: true,
    options: (p) => options(r, p),
    isPosition: (x) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < r.n,
    parse: (s) => {
      const p = Number(s.trim());
      if (s.trim() === "" || !Number.isInteger(p) || p < 0 || p >= r.n) throw new InputError(`${name}: a position is a residue in 0..${r.n - 1}, got ${JSON.stringify(s)}`);
      return p;
    },
    format: (p) => String(p),
  });
}
