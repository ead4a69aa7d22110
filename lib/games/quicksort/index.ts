/**
 * The Quicksort game (Andreas Chen, "The Quicksort Game", DiVA diva2:935354, as cited by cgt-tools,
 * cgt/short/impartial/games/quicksort.rs): an impartial game on a sequence of distinct numbers. A
 * move picks an element p as a pivot and rearranges the sequence as one partition step of quicksort
 * does: the elements smaller than p in their order, then p, then the larger ones in their order. A
 * pivot that leaves the sequence unchanged is not a move, so the sorted sequence is a terminal
 * position. Pictures are the numbers separated by commas or spaces: `"4,1,6,5,7,3,8,2"`.
 *
 * **PseudoQuicksort** (cgt-tools, cgt/short/impartial/games/pseudo_quicksort.rs, after the same thesis):
 * the pivots are the half-integers p + 0.5 for p in the sequence, so a move splits the sequence into
 * the elements ≤ p, in their order, then those > p, in their order ({@link pseudoPivotOn}); again a
 * pivot that changes nothing is not a move. {@link pseudoRuleset} is its ruleset.
 *
 * Structure used by the engine (both games):
 *  - Only the relative order matters, so positions are folded to permutations of 1..n (ranks).
 *  - Components: where every element of a prefix is smaller than every element after it, no pivot
 *    on one side moves an element of the other (a pivot in the prefix keeps all of the suffix after
 *    everything of the prefix, in order, and vice versa), so the position is the sum of the blocks;
 *    a block of one element is 0.
 *  - Symmetry: reversing the sequence and complementing the values (x ↦ n + 1 − x) commutes with
 *    pivoting (the elements below p become the elements above the image of p, in reverse order), so
 *    a position and its reversed complement have the same nim-value. For PseudoQuicksort the pivot
 *    k + 0.5 on ranks becomes n − k + 0.5, and the cut argument is the same (a pivot inside the
 *    prefix keeps the suffix after it in order; the pivot at the cut itself changes nothing).
 *
 * @module
 */
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { InputError } from "../../util";

/** A Quicksort position: a sequence of distinct positive integers. */
export type QuicksortPosition = readonly number[];

/** The sequence after one partition step around the element `pivot` (which must be in it). O(n). */
export function pivotOn(s: QuicksortPosition, pivot: number): number[] {
  const out: number[] = [];
  for (const x of s) if (x < pivot) out.push(x);
  out.push(pivot);
  for (const x of s) if (x > pivot) out.push(x);
  return out;
}

const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** The sequence after pivoting on `p + 0.5` (PseudoQuicksort): the elements ≤ p in order, then those > p. O(n). */
export function pseudoPivotOn(s: QuicksortPosition, p: number): number[] {
  const out: number[] = [];
  for (const x of s) if (x <= p) out.push(x);
  for (const x of s) if (x > p) out.push(x);
  return out;
}

/** PseudoQuicksort's options: one per distinct result of a pivot p + 0.5 (p in the sequence) that changes it. O(n²). */
export function pseudoOptions(s: QuicksortPosition): number[][] {
  const out: number[][] = [];
  for (const p of s) {
    const t = pseudoPivotOn(s, p);
    if (!same(t, s) && !out.some((o) => same(o, t))) out.push(t);
  }
  return out;
}

/** The options: one per pivot that changes the sequence. O(n²). */
export function options(s: QuicksortPosition): number[][] {
  const out: number[][] = [];
  for (const p of s) {
    const t = pivotOn(s, p);
    if (!same(t, s)) out.push(t);
  }
  return out;
}

/** The same order pattern on 1..n (each element replaced by its rank). O(n log n). */
export function ranks(s: QuicksortPosition): number[] {
  const order = s.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(s.length);
  order.forEach(([, i], k) => (r[i] = k + 1));
  return r;
}

/** Reverse the sequence and complement its ranks (same nim-value). O(n log n). */
export function reverseComplement(s: QuicksortPosition): number[] {
  const r = ranks(s);
  return r.map((x) => r.length + 1 - x).reverse();
}

/**
 * The blocks between cut points (every element before a cut is smaller than every element after
 * it), as rank sequences, without blocks of one element (they are 0). O(n log n).
 */
export function components(s: QuicksortPosition): number[][] {
  const r = ranks(s);
  const out: number[][] = [];
  let start = 0;
  let max = 0;
  for (let i = 0; i < r.length; i++) {
    max = Math.max(max, r[i]!);
    if (max === i + 1) {
      if (i > start) out.push(r.slice(start, i + 1).map((x) => x - start));
      start = i + 1;
    }
  }
  return out;
}

/** Folded key: the least of the rank sequence and its reversed complement. O(n log n). */
export function normalize(s: QuicksortPosition): { key: string; negated: boolean } {
  const a = ranks(s).join(",");
  const b = reverseComplement(s).join(",");
  return { key: a < b ? a : b, negated: false };
}

/** A sorted sequence has no move: nim-value 0. Else undefined (the search decides). O(n). */
export function knownNimValue(s: QuicksortPosition): number | undefined {
  for (let i = 1; i < s.length; i++) if (s[i - 1]! > s[i]!) return undefined;
  return 0;
}

/**
 * Read a picture: positive integers separated by commas and/or spaces, optionally in brackets
 * (`"[4, 1, 6]"`). Throws InputError naming a bad token or a repeated number and its column. O(length).
 */
export function parse(picture: string): number[] {
  if (typeof picture !== "string") throw new InputError(`Quicksort: a picture must be a string such as "4,1,6,5", got ${typeof picture}`);
  const body = picture.replace(/^\s*\[/, " ").replace(/\]\s*$/, " ");
  const out: number[] = [];
  const seen = new Map<number, number>();
  const re = /[^\s,]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body)) !== null) {
    const where = `column ${m.index + 1}`;
    if (!/^[0-9]+$/.test(m[0]) || Number(m[0]) < 1 || !Number.isSafeInteger(Number(m[0]))) {
      throw new InputError(`Quicksort: ${JSON.stringify(m[0])} is not a positive integer; a position is distinct positive integers such as "4,1,6,5"`, where);
    }
    const x = Number(m[0]);
    if (seen.has(x)) throw new InputError(`Quicksort: ${x} appears twice (first at column ${seen.get(x)}); the numbers must be distinct`, where);
    seen.set(x, m.index + 1);
    out.push(x);
  }
  return out;
}

/** Check a sequence given as an array (distinct positive safe integers); InputError naming the index. O(n). */
export function position(sequence: readonly number[]): number[] {
  if (!Array.isArray(sequence as unknown)) throw new InputError(`Quicksort: a position is an array of distinct positive integers, got ${typeof sequence}`);
  const seen = new Set<number>();
  sequence.forEach((x, i) => {
    if (!Number.isSafeInteger(x) || x < 1) throw new InputError(`Quicksort: ${String(x)} is not a positive integer`, `index ${i}`);
    if (seen.has(x)) throw new InputError(`Quicksort: ${x} appears twice; the numbers must be distinct`, `index ${i}`);
    seen.add(x);
  });
  return [...sequence];
}

/** The picture of a position: the numbers separated by commas. O(n). */
export function format(s: QuicksortPosition): string {
  return s.join(",");
}

/** An SVG bar chart of the sequence (bar heights are the ranks). O(n). */
export function draw(s: QuicksortPosition): string {
  const r = ranks(s);
  const w = 14;
  const unit = 10;
  const width = Math.max(1, r.length) * (w + 4) + 4;
  const height = Math.max(1, r.length) * unit + 8;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>Quicksort ${s.join(",")}</title>`];
  r.forEach((x, i) => parts.push(`<rect x="${4 + i * (w + 4)}" y="${height - 4 - x * unit}" width="${w}" height="${x * unit}" fill="#5b7fbf" stroke="#222"/>`));
  parts.push("</svg>");
  return parts.join("");
}

const isPosition = (x: unknown): boolean => Array.isArray(x) && x.every((v) => Number.isSafeInteger(v) && v >= 1);

/**
 * Quicksort as an impartial ruleset: options O(n²) per position; the positions reachable from a
 * permutation of n are at most n! (in practice far fewer: each move sorts a pivot into place).
 */
export const ruleset: ImpartialRuleset<QuicksortPosition> = defineImpartial<QuicksortPosition>({
  name: "Quicksort",
  options,
  key: (s) => s.join(","),
  isPosition,
  components,
  normalize,
  knownNimValue,
  parse,
  format,
  draw,
});

/** The same moves without components, folding or shortcut: a plain search for cross-checks. */
export const plainRuleset: ImpartialRuleset<QuicksortPosition> = defineImpartial<QuicksortPosition>({
  name: "Quicksort (plain)",
  options,
  key: (s) => s.join(","),
  format,
});

/**
 * PseudoQuicksort (cgt-tools' pseudo_quicksort.rs) as an impartial ruleset: pivots between the values
 * ({@link pseudoPivotOn}); the same pictures, blocks and reversed-complement folding as Quicksort.
 * Options O(n²) per position.
 */
export const pseudoRuleset: ImpartialRuleset<QuicksortPosition> = defineImpartial<QuicksortPosition>({
  name: "PseudoQuicksort",
  options: pseudoOptions,
  key: (s) => s.join(","),
  isPosition,
  components,
  normalize,
  knownNimValue,
  parse,
  format,
  draw,
});

/** PseudoQuicksort without components, folding or shortcut: a plain search for cross-checks. */
export const plainPseudoRuleset: ImpartialRuleset<QuicksortPosition> = defineImpartial<QuicksortPosition>({
  name: "PseudoQuicksort (plain)",
  options: pseudoOptions,
  key: (s) => s.join(","),
  format,
});
