/**
 * Octal games in misère play (whoever takes the last token loses): misère canonical forms of
 * single heaps, their genera (Conway's g^{γ₀γ₁…}), misère nim-values and outcome classes, and the
 * misère outcome of any position (a multiset of heaps), on the take-and-break move generator of
 * `games.octal` (heapOptions). Built on the misère canonical theory of `cgt` (ONAG ch. 12, WW ch. 13): heap n is
 * the simplest form of {its options}, a two-heap option being the misère sum of the two heaps.
 *
 * Unlike normal play there is no periodicity theorem and no XOR rule: the canonical forms of
 * heaps grow quickly once a game is "wild" (genus not tame), and sums of wild games are costly.
 * Everything takes a budget; `misereOutcomeNaive` is the plain reference (definition-only search
 * over multisets of heaps).
 */
import { Budget, type RunOptions } from "../../util";
import * as cgt from "../../cgt";
import { heapOptions, requireHeap, toOctalGame, type OctalGame } from "../../games/octal";
import { validateHeaps } from "../../games/octal";

/** One heap of an octal game in misère play. */
export interface MisereHeapRow {
  /** Heap size. */
  readonly n: number;
  /** Misère simplest form of the heap (prints in CGSuite's input syntax). */
  readonly form: cgt.MisereGame;
  /** Conway's genus g^{γ₀γ₁…} (g = normal nim-value, γ₀ = misère nim-value). */
  readonly genus: cgt.Genus;
  /** Normal-play nim-value G⁺(n). */
  readonly normalValue: number;
  /** Misère nim-value G⁻(n) (0 exactly for misère P-positions). */
  readonly misereValue: number;
  /** Misère outcome of the single heap. */
  readonly outcome: "N" | "P";
  /** Birthday of the simplest form. */
  readonly birthday: number;
}

function heapForms(g: OctalGame, nMax: number, budget: Budget): cgt.MisereGame[] {
  const H: cgt.MisereGame[] = [];
  for (let n = 0; n <= nMax; n++) {
    const opts: cgt.MisereGame[] = [];
    for (const o of heapOptions(g, n)) {
      if (o.leaves.length === 0) opts.push(cgt.MISERE_ZERO);
      else if (o.leaves.length === 1) opts.push(H[o.leaves[0]]);
      else opts.push(cgt.misereSum(H[o.leaves[0]], H[o.leaves[1]], { budget }));
    }
    budget.spend(opts.length + 1);
    H.push(cgt.misereGame(opts));
    budget.report(n + 1, nMax + 1, `misère forms of ${g.code}: heap ${n}`);
  }
  return H;
}

/**
 * Misère simplest forms, genera, misère nim-values and outcomes of the heaps 0..nMax of an octal
 * game. Cost: the misère sums of all pairs of heap forms a + b < nMax — polynomial while the heaps
 * stay tame, exponential in general; budgeted (one unit per option formed), with progress per heap.
 * InputError for a bad code or nMax.
 */
export function misereGenusSequence(game: OctalGame | string, nMax: number, options?: RunOptions): MisereHeapRow[] {
  const g = toOctalGame(game);
  requireHeap(nMax, "nMax (largest heap size)");
  const budget = Budget.from(options, `misère genus sequence of ${g.code} up to ${nMax}`);
  return heapForms(g, nMax, budget).map((form, n) => ({
    n,
    form,
    genus: cgt.genus(form),
    normalValue: cgt.normalNimValue(form),
    misereValue: cgt.misereNimValue(form),
    outcome: cgt.misereOutcome(form),
    birthday: cgt.misereBirthday(form),
  }));
}

/**
 * Misère outcome of a position (multiset of heaps) of an octal game, from the canonical forms:
 * the misère sum of the heaps' simplest forms. Cost as {@link misereGenusSequence} for the largest
 * heap plus the sums; budgeted. InputError for bad heaps.
 */
export function misereOutcomeOf(game: OctalGame | string, heaps: readonly number[], options?: RunOptions): "N" | "P" {
  const g = toOctalGame(game);
  const hs = validateHeaps(heaps);
  const budget = Budget.from(options, `misère outcome of ${g.code} at ${hs.join("+")}`);
  const H = heapForms(g, hs.reduce((m, h) => Math.max(m, h), 0), budget);
  return cgt.misereOutcome(cgt.misereSumOf(hs.map((h) => H[h]), { budget }));
}

/**
 * Plain reference: misère outcome of a position by the definition (the player to move wins iff
 * there is no move or some move reaches a P-position), memoized over sorted multisets of heaps.
 * Exponential; budgeted (one unit per position). InputError for bad heaps.
 */
export function misereOutcomeNaive(game: OctalGame | string, heaps: readonly number[], options?: RunOptions): "N" | "P" {
  const g = toOctalGame(game);
  const hs = validateHeaps(heaps);
  const budget = Budget.from(options, `misère outcome of ${g.code} (reference)`);
  const memo = new Map<string, boolean>();
  const win = (pos: number[]): boolean => {
    const key = pos.join(",");
    const m = memo.get(key);
    if (m !== undefined) return m;
    budget.spend(1);
    let moved = false;
    let result = false;
    for (let i = 0; i < pos.length && !result; i++) {
      if (i > 0 && pos[i] === pos[i - 1]) continue;
      for (const o of heapOptions(g, pos[i])) {
        moved = true;
        const next = pos.slice(0, i).concat(pos.slice(i + 1), o.leaves as number[]).sort((a, b) => a - b);
        if (!win(next)) {
          result = true;
          break;
        }
      }
    }
    const v = result || !moved;
    memo.set(key, v);
    return v;
  };
  return win(hs.filter((h) => h > 0).sort((a, b) => a - b)) ? "N" : "P";
}
