/**
 * Impartial loopy games (issue 28, item 3, first part): Smith's generalized Sprague-Grundy values
 * on a finite game graph. A position has a finite value k, or ∞(K) with K the set of finite values
 * of its options (C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1, 1966; Fraenkel and
 * Yesha, "The generalized Sprague-Grundy function and its invariance under certain mappings",
 * J. Combin. Theory A 43, 1986; Winning Ways ch. 12 "Games eternal – games entailed").
 *
 * Facts used by the tests (Smith 1966): γ(u) = k finite iff u + *k is a second-player win
 * (draws allowed); γ(u) = 0 is a P-position, finite k > 0 an N-position, ∞(K) an N-position when
 * 0 ∈ K and a draw otherwise; γ(u + v) = γ(u) ⊕ γ(v) when both are finite, a + ∞(K) = ∞(K ⊕ a),
 * and ∞(K) + ∞(K') = ∞(∅).
 *
 * @module
 */
import { BudgetExceededError, InputError, describeValue } from "../util";
import { LoopyGame, graph, loopyLimit, type LoopyBudget } from "./loopyGraph";

/** A generalized Sprague-Grundy value: finite, or ∞ with the finite values of the options. */
export type LoopyNimValue = { readonly kind: "finite"; readonly value: number } | { readonly kind: "infinite"; readonly finiteOptions: readonly number[] };

/** Budget of {@link loopyNimValues}: work units (vertex visits). */
export interface LoopyNimBudget {
  /** Largest number of vertex examinations; BudgetExceededError beyond. Default 100 million. */
  readonly maxSteps?: number;
}

/**
 * An impartial loopy game from labelled nodes: `nodes` maps each label to its options (labels;
 * cycles allowed), both players having the same options. InputError as `loopy.graph`. O(size).
 */
export function impartialGraph(nodes: Readonly<Record<string, readonly string[]>>, start?: string, budget?: LoopyBudget): LoopyGame {
  if (nodes === null || typeof nodes !== "object") throw new InputError(`loopy.impartialGraph: nodes must be a record of labelled option lists, got ${describeValue(nodes)}`);
  const described: Record<string, { left: readonly string[]; right: readonly string[] }> = {};
  for (const [label, opts] of Object.entries(nodes)) {
    if (!Array.isArray(opts)) throw new InputError(`loopy.impartialGraph: node "${label}" must be an array of option labels, got ${describeValue(opts)}`, `node "${label}"`);
    described[label] = { left: opts, right: opts };
  }
  return graph(described, start, budget);
}

/** The options of each vertex of an impartial game (InputError naming a vertex whose sides differ). O(V + E). */
function impartialOptions(g: LoopyGame): number[][] {
  return g.left.map((l, v) => {
    const a = [...new Set(l)].sort((x, y) => x - y);
    const b = [...new Set(g.right[v])].sort((x, y) => x - y);
    if (a.length !== b.length || a.some((x, i) => x !== b[i])) {
      throw new InputError(`loopy.loopyNimValues: the game is not impartial: position ${v} has different Left and Right options`);
    }
    return a;
  });
}

/**
 * The generalized Sprague-Grundy value of every position of an impartial loopy game (vertex 0 is
 * the game), by Fraenkel's labelling (Fraenkel and Yesha 1986): for i = 0, 1, …, label i every
 * unlabelled u with no option labelled i all of whose unlabelled or ∞ options have an option
 * labelled i (repeating until nothing changes), then label ∞ every unlabelled u with no option
 * labelled i; finally ∞ positions get K = the finite labels of their options. InputError if the
 * game is not impartial. O(V · E) per value i and pass; BudgetExceededError past `maxSteps`.
 */
export function loopyNimValues(g: LoopyGame, budget?: LoopyNimBudget): LoopyNimValue[] {
  if (!(g instanceof LoopyGame)) throw new InputError(`loopy.loopyNimValues: expected a loopy game, got ${describeValue(g)}`);
  const opts = impartialOptions(g);
  const n = g.size;
  const UNLABELLED = -1;
  const INFINITE = -2;
  const label = new Int32Array(n).fill(UNLABELLED);
  const max = loopyLimit(budget, "maxSteps", "loopy.loopyNimValues") ?? 100_000_000;
  let steps = 0;
  const spend = (k: number): void => {
    steps += k;
    if (steps > max) throw new BudgetExceededError("maxPositions", max, steps, "generalized Sprague-Grundy values");
  };
  let unlabelled = n;
  for (let i = 0; unlabelled > 0; i++) {
    const hasOptionLabelled = (u: number): boolean => opts[u].some((w) => label[w] === i);
    for (let changed = true; changed; ) {
      changed = false;
      for (let u = 0; u < n; u++) {
        if (label[u] !== UNLABELLED) continue;
        spend(1 + opts[u].length);
        if (hasOptionLabelled(u)) continue;
        if (opts[u].every((w) => (label[w] !== UNLABELLED && label[w] !== INFINITE) || hasOptionLabelled(w))) {
          label[u] = i;
          unlabelled--;
          changed = true;
        }
      }
    }
    for (let u = 0; u < n; u++) {
      if (label[u] === UNLABELLED && !hasOptionLabelled(u)) {
        label[u] = INFINITE;
        unlabelled--;
      }
    }
  }
  return [...label].map((l, u): LoopyNimValue => {
    if (l >= 0) return { kind: "finite", value: l };
    const finite = [...new Set(opts[u].map((w) => label[w]).filter((x) => x >= 0))].sort((a, b) => a - b);
    return { kind: "infinite", finiteOptions: finite };
  });
}

/** The generalized Sprague-Grundy value of an impartial loopy game (its vertex 0). Cost as {@link loopyNimValues}. */
export function loopyNimValue(g: LoopyGame, budget?: LoopyNimBudget): LoopyNimValue {
  return loopyNimValues(g, budget)[0];
}

/** The text of a value: `3`, `∞` (no finite option), `∞(0,2)` (Fraenkel's ∞ with subscripts K). */
export function formatLoopyNimValue(v: LoopyNimValue): string {
  if (v.kind === "finite") return String(v.value);
  return v.finiteOptions.length === 0 ? "∞" : `∞(${v.finiteOptions.join(",")})`;
}
