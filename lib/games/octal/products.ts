/**
 * Products of heap rulesets, CGSuite's `HeapRuleset.AcrosticProduct` and `HeapRuleset.DirectProduct`
 * (Winning Ways, Berlekamp, Conway and Guy, 1982, ch. 14 "Turn and Turn About": acrostic games
 * such as Strip and Streak = Motley × Ruler, and the Tartan Theorem for products of coin-turning
 * games). The factors are heap rules R and S ({@link HeapRules}: take-and-break codes, spawning
 * codes or a function); a position of a product is a sum of cells (m, n), m a heap of R and n a
 * heap of S, pictured "(2,5)+(3,1)" ("0" for the empty sum).
 *
 * - **Acrostic product** A = R ⊠ S: from A(m, n) one moves on m as in R, **or** on n as in S. For
 *   each option R(a₁) + … + R(a_k) of R(m), A(m, n) has the option A(a₁, n) + … + A(a_k, n); for
 *   each option S(b₁) + … + S(b_l) of S(n), the option A(m, b₁) + … + A(m, b_l). No general formula
 *   is known (Winning Ways ch. 14; CGSuite's documentation says the same).
 * - **Direct product** D = R × S: one moves on m **and** on n at once. For each pair of an option
 *   {a_i} of R(m) and an option {b_j} of S(n), D(m, n) has the option
 *   Σ_i D(a_i, n) + Σ_j D(m, b_j) + Σ_{i,j} D(a_i, b_j)
 *   (in coin-turning terms: turn the coins {m, a_i} × {n, b_j} of a rectangle of the two moves).
 *   Tartan Theorem (Winning Ways ch. 14): the nim-value of D(m, n) is G_R(m) ⊗ G_S(n), the
 *   nim-product of the factors' nim-values. It holds for any heap rules: with g = G_R(m), h = G_S(n)
 *   and option values g′ ≠ g, h′ ≠ h, induction gives the option value g′⊗h ⊕ g⊗h′ ⊕ g′⊗h′ =
 *   g⊗h ⊕ (g⊕g′)⊗(h⊕h′) ≠ g⊗h, and every value below g⊗h arises from some g′ < g, h′ < h, whose
 *   options exist because g and h are mexes.
 *
 * As for {@link heapRuleset}, heaps of 0 in an option are dropped (an empty heap), so a cell (0, n)
 * arises only when given: in the acrostic product it still has S's moves on n; in the direct
 * product it is dead. Cost per position: O(distinct cells × options of R(m) × options of S(n) ×
 * cells per option) for the direct product, O(distinct cells × (options of R(m) + options of S(n)))
 * for the acrostic; the generic engine (`solvers.nimValue`) adds cells' nim-values by XOR (each
 * cell is a component).
 *
 * @module
 */
import { describeValue, InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import type { HeapRules } from "./heaprules";

/** A cell of a product: [heap of the first factor, heap of the second]. */
export type ProductCell = readonly [number, number];
/** A position of a product ruleset: a sum of cells, sorted by first then second coordinate. */
export type ProductCells = readonly ProductCell[];

function sortCells(cells: ProductCell[]): ProductCells {
  return cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** Write cells as "(2,5)+(3,1)" ("0" for the empty sum). O(cells). */
export function formatProductCells(cells: ProductCells): string {
  return cells.length === 0 ? "0" : cells.map(([m, n]) => `(${m},${n})`).join("+");
}

/**
 * Read "(2,5)+(3,1)" (cells (m, n) of non-negative integers joined by "+"; "0" or "" is the empty
 * sum). Throws an {@link InputError} naming the cell and the character where it starts. O(length).
 */
export function parseProductCells(picture: string): ProductCells {
  if (typeof picture !== "string") throw new InputError(`a product position must be a string like "(2,5)+(3,1)", got ${describeValue(picture)}`);
  const t = picture.trim();
  if (t === "" || t === "0") return [];
  const out: ProductCell[] = [];
  let at = 0;
  for (const part of picture.split("+")) {
    const m = /^\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$/.exec(part);
    if (!m) throw new InputError(`product position "${picture}": "${part.trim()}" is not a cell (m,n) of non-negative integers such as (2,5)`, `character ${at + 1}`);
    out.push([Number(m[1]), Number(m[2])]);
    at += part.length + 1;
  }
  return sortCells(out);
}

function isCells(value: unknown): boolean {
  return Array.isArray(value) && value.every((c, i) => {
    if (!Array.isArray(c) || c.length !== 2 || !c.every((x) => Number.isSafeInteger(x) && x >= 0)) return false;
    if (i === 0) return true;
    const p = value[i - 1] as ProductCell;
    return p[0] < (c[0] as number) || (p[0] === c[0] && p[1] <= (c[1] as number));
  });
}

function checkRules(rules: unknown, who: string, which: string): HeapRules {
  if (typeof rules !== "object" || rules === null || typeof (rules as Partial<HeapRules>).forEachOption !== "function" || typeof (rules as Partial<HeapRules>).name !== "string") {
    throw new InputError(`${who}: the ${which} factor must be heap rules (games.octal.spawningRules("1+"), takeAndBreakRules("0.07"), functionalHeapRules(name, fn)), got ${describeValue(rules)}`);
  }
  return rules as HeapRules;
}

/** The options of a heap of n as arrays of heaps (copied out of the rules' buffer). O(options). */
function heapOptions(rules: HeapRules, n: number): number[][] {
  const out: number[][] = [];
  rules.forEachOption(n, (parts, count) => out.push(parts.slice(0, count)));
  return out;
}

function productRuleset(name: string, cellOptions: (m: number, n: number) => ProductCell[][]): ImpartialRuleset<ProductCells> {
  return defineImpartial<ProductCells>({
    name,
    options: (cells) => {
      const out: ProductCells[] = [];
      cells.forEach(([m, n], i) => {
        if (i > 0 && cells[i - 1][0] === m && cells[i - 1][1] === n) return;
        const rest = cells.slice(0, i).concat(cells.slice(i + 1));
        for (const o of cellOptions(m, n)) out.push(sortCells(rest.concat(o)));
      });
      return out;
    },
    key: formatProductCells,
    isPosition: isCells,
    components: (cells) => (cells.length <= 1 ? [cells] : cells.map((c) => [c])),
    parse: parseProductCells,
    format: formatProductCells,
  });
}

/**
 * The acrostic product of heap rules R and S (CGSuite's `R.AcrosticProduct(S)`; Winning Ways ch. 14):
 * from a cell (m, n) one moves on m as in R — an option {a_i} of R(m) gives Σ_i (a_i, n) — or on n as
 * in S — an option {b_j} of S(n) gives Σ_j (m, b_j). See the module comment for the definition and
 * cost. InputError if a factor is not heap rules.
 *
 * @example
 * ```ts
 * // Strip and Streak = Motley × Ruler (Winning Ways ch. 14; CGSuite's GameHeapTest): the cell (2, 3) has nim-value 2
 * const a = games.octal.acrosticProduct(games.octal.spawningRules("1+"), games.octal.spawningRules("1+C"));
 * solvers.nimValue(a, a.parse!("(2,3)")); // → 2
 * ```
 */
export function acrosticProduct(r: HeapRules, s: HeapRules): ImpartialRuleset<ProductCells> {
  const R = checkRules(r, "acrosticProduct(R, S)", "first");
  const S = checkRules(s, "acrosticProduct(R, S)", "second");
  return productRuleset(`${R.name} acrostic ${S.name}`, (m, n) => [
    ...heapOptions(R, m).map((as) => as.map((a): ProductCell => [a, n])),
    ...heapOptions(S, n).map((bs) => bs.map((b): ProductCell => [m, b])),
  ]);
}

/**
 * The direct product of heap rules R and S (CGSuite's `R.DirectProduct(S)`; Winning Ways ch. 14): for
 * each pair of an option {a_i} of R(m) and an option {b_j} of S(n), the cell (m, n) has the option
 * Σ_i (a_i, n) + Σ_j (m, b_j) + Σ_{i,j} (a_i, b_j). Its nim-values obey the Tartan Theorem,
 * G(m, n) = G_R(m) ⊗ G_S(n) (see the module comment, which also gives the cost). InputError if a
 * factor is not heap rules.
 *
 * @example
 * ```ts
 * // Turnips × Grunt (CGSuite's GameHeapTest): G(7, 19) = 2 ⊗ 4 = 8 by the Tartan Theorem
 * const d = games.octal.directProduct(games.octal.spawningRules("3E"), games.octal.spawningRules("4FS"));
 * solvers.nimValue(d, d.parse!("(7,19)")); // → 8
 * ```
 */
export function directProduct(r: HeapRules, s: HeapRules): ImpartialRuleset<ProductCells> {
  const R = checkRules(r, "directProduct(R, S)", "first");
  const S = checkRules(s, "directProduct(R, S)", "second");
  return productRuleset(`${R.name} direct ${S.name}`, (m, n) => {
    const out: ProductCell[][] = [];
    const ss = heapOptions(S, n);
    if (ss.length === 0) return out;
    for (const as of heapOptions(R, m)) {
      for (const bs of ss) {
        const o: ProductCell[] = [];
        for (const a of as) o.push([a, n]);
        for (const b of bs) o.push([m, b]);
        for (const a of as) for (const b of bs) o.push([a, b]);
        out.push(o);
      }
    }
    return out;
  });
}
