/**
 * The plain reference for misère quotients ({@link misereQuotient}'s cross-check): positions as
 * multisets of heaps 1..n with each multiplicity at most m (a box), misère outcomes by a memoized
 * search over multisets (the definition), and two box positions identified when x + z and y + z
 * have the same outcome for every z of the box. Exact as soon as the box holds a representative
 * of every class and a distinguishing position for every pair; for small n and m only.
 */
import { Budget, InputError, type RunOptions } from "../../util";
import { forEachHeapOption, requireHeap, toOctalGame, type OctalGame } from "../../games/octal";

/** The box's classes, by {@link misereQuotientReference}. */
export interface ReferenceQuotient {
  /** The positions of the box: multiplicity vectors over the heaps with moves (`heaps`). */
  readonly positions: readonly (readonly number[])[];
  /** The heaps with moves among 1..n (heaps without moves are the empty game and left out). */
  readonly heaps: readonly number[];
  /** classOf[i]: the class of positions[i] (numbered in order of first appearance). */
  readonly classOf: readonly number[];
  /** Number of classes. */
  readonly size: number;
  /** Number of classes of misère P-positions. */
  readonly pSize: number;
  /** outcomes[i]: the misère outcome of positions[i]. */
  readonly outcomes: readonly ("N" | "P")[];
}

/**
 * Classes of the box {multisets of heaps 1..maxHeap, each heap at most `maxMultiplicity` times}
 * under "x + z and y + z have the same misère outcome for every z in the box". Cost: (m+1)^{2L}
 * outcome look-ups for L heaps with moves, each outcome a memoized search over the multisets
 * below it (exponential); budgeted (one unit per multiset searched). InputError for bad arguments.
 */
export function misereQuotientReference(game: OctalGame | string, maxHeap: number, maxMultiplicity: number, options?: RunOptions): ReferenceQuotient {
  const g = toOctalGame(game);
  requireHeap(maxHeap, "maxHeap (largest heap size)");
  requireHeap(maxMultiplicity, "maxMultiplicity");
  if (maxMultiplicity < 1) throw new InputError("maxMultiplicity must be at least 1");
  const budget = Budget.from(options, `the reference misère quotient of ${g.code} (heaps ≤ ${maxHeap}, multiplicity ≤ ${maxMultiplicity})`);
  const T: number[][][] = [[]];
  const heaps: number[] = [];
  for (let h = 1; h <= maxHeap; h++) {
    const words: number[][] = [];
    forEachHeapOption(g, h, (_r, a, b) => words.push([a, b].filter((x) => x > 0)));
    T.push(words);
    if (words.length > 0) heaps.push(h);
  }
  const memo = new Map<string, boolean>();
  const isP = (ms: number[]): boolean => {
    const key = ms.join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    budget.spend(1);
    let moved = false;
    let p = true;
    for (let i = 0; i < ms.length && p; i++) {
      if (i > 0 && ms[i] === ms[i - 1]) continue;
      for (const t of T[ms[i]]) {
        moved = true;
        if (isP(ms.slice(0, i).concat(ms.slice(i + 1), t).sort((a, b) => a - b))) {
          p = false;
          break;
        }
      }
    }
    memo.set(key, p && moved);
    return p && moved;
  };
  const positions: number[][] = [[]];
  for (let i = 0; i < heaps.length; i++) {
    const grown: number[][] = [];
    for (const v of positions) for (let k = 0; k <= maxMultiplicity; k++) grown.push(v.concat([k]));
    positions.splice(0, positions.length, ...grown);
  }
  const multiset = (v: readonly number[], w: readonly number[]): number[] => {
    const out: number[] = [];
    heaps.forEach((h, i) => {
      for (let k = 0; k < v[i] + w[i]; k++) out.push(h);
    });
    return out;
  };
  const zero = heaps.map(() => 0);
  const signatures = new Map<string, number>();
  const classOf: number[] = [];
  const pClasses = new Set<number>();
  const outcomes: ("N" | "P")[] = [];
  for (const x of positions) {
    const sig = positions.map((z) => (isP(multiset(x, z)) ? "1" : "0")).join("");
    let c = signatures.get(sig);
    if (c === undefined) {
      c = signatures.size;
      signatures.set(sig, c);
    }
    classOf.push(c);
    const p = isP(multiset(x, zero));
    outcomes.push(p ? "P" : "N");
    if (p) pClasses.add(c);
  }
  return { positions, heaps, classOf, size: signatures.size, pSize: pClasses.size, outcomes };
}
