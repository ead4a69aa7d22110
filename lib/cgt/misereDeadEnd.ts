/**
 * Left dead ends in misère play (issue 29): the games in which Left never has a move, in any
 * follower. A left dead end is {| G^R, …} with every G^R a left dead end, so it is given by
 * Right's options alone. The integer n here is the chain of n Right moves {|{|…{|}}} (the
 * normal-play integer −n), as cgt-tools writes it; every other left dead end prints as
 * `{A, B, …}`, the list of Right's options.
 *
 * Sources: Milley and Renault, "Dead ends in misère play: the misère monoid of canonical numbers"
 * (2013), which defines dead ends and the dead-ending universe 𝓔; Larsson, Milley, Nowakowski,
 * Renault and Santos, "Progress on misère dead ends: game comparison, canonical form, and
 * conjugate inverses" (2018) and "Recursive comparison tests for dicot and dead-ending games
 * under misère play" (2021); Alfie Davies, "On factorisations of Left dead ends" (2024). The
 * representation, printed form, sums, order and enumeration by birthday follow cgt-tools
 * (Tomasz Maciosowski, cgt/misere/left_dead_end.rs, after Alfie Davies' gemau), whose tests give
 * the expected values that test/misere-partizan.test.ts encodes.
 *
 * The order: G ≥ H (Left is at least as happy with G as with H in every misère sum) between left
 * dead ends is decided by options only: G ≥ H iff (G = 0 ⇒ H = 0) and every Right option G^R
 * has some Right option H^R with G^R ≥ H^R. In particular 0 is comparable only with itself, and
 * two different integers are incomparable. This is the order modulo the dead-ending universe 𝓔
 * (X ranging over dead-ending games): the tests check it against the definition on all pairs born
 * by day 3, with o⁻(G + X) ≥ o⁻(H + X) for every dead-ending test game X (those born by day 2 and
 * 400 random ones of height ≤ 4) where the rule says G ≥ H, and some X against it everywhere
 * else. Against left dead ends X alone the order would be coarser: Right moving first wins a left
 * dead end only when it is 0, so 3 ≥ 0 there, while X = {0|{0|}}-like dead-ending games separate them.
 *
 * Forms are hash-consed (equal literal forms are one object); an integer is one node whatever
 * its size. Sums are literal forms (no simplification), as in cgt-tools.
 *
 * @module
 */
import { Budget, InputError, type RunOptions } from "../util";
import type { GameTree } from "./reference";

/** A left dead end: a game form in which Left has no move in any follower (see the module comment). */
export class LeftDeadEnd {
  /** @internal */
  constructor(
    /** A unique number per distinct form (while the form store lives). */
    readonly id: number,
    /** n when this is the integer n (the chain of n Right moves), else −1. */
    readonly integer: number,
    private readonly opts: readonly LeftDeadEnd[],
  ) {}

  /** Right's options, in cgt-tools' order (integers first, by size; then the others by their option lists). O(options) (O(1) for an integer). */
  get rightOptions(): readonly LeftDeadEnd[] {
    return this.integer > 0 ? [leftDeadEndInteger(this.integer - 1)] : this.opts;
  }

  /** The form as cgt-tools prints it: `n` for an integer, else `{A, B, …}`. O(size of the form). */
  toString(): string {
    return this.integer >= 0 ? String(this.integer) : `{${this.opts.map(String).join(", ")}}`;
  }
}

let nextId = 0;
let forms = new Map<string, LeftDeadEnd>();
let geqMemo = new Map<string, boolean>();
const integers: LeftDeadEnd[] = [];

/** cgt-tools' total order of forms (a Rust `derive(Ord)` on Integer(n) | Moves(list)): integers first by size, then option lists lexicographically. */
function totalCompare(a: LeftDeadEnd, b: LeftDeadEnd): number {
  if (a === b) return 0;
  if (a.integer >= 0 || b.integer >= 0) {
    if (a.integer < 0) return 1;
    if (b.integer < 0) return -1;
    return a.integer - b.integer;
  }
  const x = a.rightOptions;
  const y = b.rightOptions;
  for (let i = 0; i < x.length && i < y.length; i++) {
    const c = totalCompare(x[i], y[i]);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

/** The integer n as a left dead end: Right's chain of n moves (the normal-play integer −n). O(1). */
export function leftDeadEndInteger(n: number): LeftDeadEnd {
  if (!Number.isSafeInteger(n) || n < 0 || n > 0xffffffff) throw new InputError(`leftDeadEndInteger: n must be an integer in [0, 2^32 − 1], got ${String(n)}`);
  if (n < 1024) {
    const known = integers[n];
    if (known !== undefined) return known;
  }
  const key = `i${n}`;
  let g = forms.get(key);
  if (g === undefined) forms.set(key, (g = new LeftDeadEnd(nextId++, n, [])));
  if (n < 1024) integers[n] = g;
  return g;
}

/**
 * The left dead end whose Right options are `options` (a literal form: duplicates and dominated
 * options are kept), normalized as cgt-tools does: options sorted, no option is 0, one integer
 * option n is the integer n + 1. O(options · log options).
 *
 * @example
 * ```ts
 * cgt.leftDeadEnd([cgt.leftDeadEndInteger(1), cgt.leftDeadEndInteger(2)]).toString(); // → "{1, 2}"
 * cgt.leftDeadEnd([cgt.leftDeadEndInteger(41)]).toString(); // → "42"
 * ```
 */
export function leftDeadEnd(options: readonly LeftDeadEnd[]): LeftDeadEnd {
  if (!Array.isArray(options as unknown)) throw new InputError("leftDeadEnd: options must be an array of left dead ends");
  options.forEach((o, i) => {
    if (!(o instanceof LeftDeadEnd)) throw new InputError(`leftDeadEnd: option ${i + 1} is not a left dead end (build one with leftDeadEndInteger, leftDeadEnd or parseLeftDeadEnd)`);
  });
  if (options.length === 0) return leftDeadEndInteger(0);
  if (options.length === 1 && options[0].integer >= 0) return leftDeadEndInteger(options[0].integer + 1);
  const sorted = [...options].sort(totalCompare);
  const key = sorted.map((o) => o.id).join(",");
  let g = forms.get(key);
  if (g === undefined) forms.set(key, (g = new LeftDeadEnd(nextId++, -1, sorted)));
  return g;
}

/** Forget the form store and the comparison memo (their memory); forms made before stay usable but are no longer shared with new ones. O(1). */
export function resetLeftDeadEnds(): void {
  forms = new Map();
  geqMemo = new Map();
  integers.length = 0;
}

/**
 * Read a left dead end written as cgt-tools writes one: a non-negative integer `n`, or `{A, B, …}`
 * with left dead ends inside (`{}` is 0, `{41}` is 42); spaces anywhere. An InputError names the
 * character where the text is wrong. O(length).
 *
 * @example
 * ```ts
 * cgt.parseLeftDeadEnd("{{{}}}").toString(); // → "2"
 * cgt.parseLeftDeadEnd(" { 1 , { 2 , 3 } } ").toString(); // → "{1, {2, 3}}"
 * ```
 */
export function parseLeftDeadEnd(text: string): LeftDeadEnd {
  if (typeof text !== "string") throw new InputError(`parseLeftDeadEnd needs a string, got ${typeof text}`);
  let i = 0;
  const fail = (what: string): never => {
    throw new InputError(`parseLeftDeadEnd: ${what} at character ${i + 1} of ${JSON.stringify(text.length > 60 ? text.slice(0, 57) + "..." : text)}`);
  };
  const space = (): void => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const game = (depth: number): LeftDeadEnd => {
    if (depth > 10000) fail("nesting deeper than 10000");
    space();
    if (text[i] === "{") {
      i++;
      space();
      const opts: LeftDeadEnd[] = [];
      if (text[i] !== "}") {
        for (;;) {
          opts.push(game(depth + 1));
          space();
          if (text[i] === ",") i++;
          else break;
        }
      }
      if (text[i] !== "}") fail(i >= text.length ? "missing '}'" : `unexpected ${JSON.stringify(text[i])} (expected ',' or '}')`);
      i++;
      return leftDeadEnd(opts);
    }
    const m = /^\d+/.exec(text.slice(i));
    if (m === null) fail(i >= text.length ? "unexpected end (expected an integer or '{')" : `unexpected ${JSON.stringify(text[i])} (expected an integer or '{')`);
    const n = Number(m![0]);
    if (!Number.isSafeInteger(n) || n > 0xffffffff) fail(`the integer ${m![0]} is beyond 2^32 − 1`);
    i += m![0].length;
    return leftDeadEndInteger(n);
  };
  const g = game(0);
  space();
  if (i < text.length) fail(`unexpected ${JSON.stringify(text[i])} after the game`);
  return g;
}

/**
 * The disjunctive sum G + H as a literal form (Right's options G^R + H and G + H^R; 0 + G = G),
 * as cgt-tools builds it. Exponential in the birthdays (the sum of forms has up to
 * (size G)·(size H) followers, hash-consed); `{ budget: { maxPositions } }` bounds the followers built.
 *
 * @example
 * ```ts
 * const n = cgt.leftDeadEndInteger;
 * // cgt-tools' test "addition"
 * cgt.leftDeadEndSum(n(2), n(1)).toString(); // → "{2, {1, 1}}"
 * ```
 */
export function leftDeadEndSum(g: LeftDeadEnd, h: LeftDeadEnd, options?: RunOptions): LeftDeadEnd {
  requireDeadEnd(g, "leftDeadEndSum: G");
  requireDeadEnd(h, "leftDeadEndSum: H");
  const budget = Budget.from(options, "leftDeadEndSum");
  const memo = new Map<string, LeftDeadEnd>();
  const sum = (a: LeftDeadEnd, b: LeftDeadEnd): LeftDeadEnd => {
    if (a.integer === 0) return b;
    if (b.integer === 0) return a;
    const key = `${a.id},${b.id}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    budget.spend(1);
    const opts: LeftDeadEnd[] = [];
    for (const x of a.rightOptions) opts.push(sum(x, b));
    for (const y of b.rightOptions) opts.push(sum(a, y));
    const s = leftDeadEnd(opts);
    memo.set(key, s);
    return s;
  };
  return sum(g, h);
}

function requireDeadEnd(g: unknown, what: string): void {
  if (!(g instanceof LeftDeadEnd)) throw new InputError(`${what} must be a left dead end (cgt.LeftDeadEnd), got ${g === null ? "null" : typeof g}`);
}

/** G ≥ H by the rule of the module comment, memoized by form pair (process-wide, cleared by resetLeftDeadEnds). O(size G · size H) pairs at most. */
function geq(g: LeftDeadEnd, h: LeftDeadEnd, budget: Budget): boolean {
  if (g === h) return true;
  if (g.integer === 0 || h.integer === 0) return g.integer === h.integer;
  if (g.integer >= 0 && h.integer >= 0) return false; // different integers: incomparable
  const key = `${g.id},${h.id}`;
  const known = geqMemo.get(key);
  if (known !== undefined) return known;
  budget.spend(1);
  const hs = h.rightOptions;
  const r = g.rightOptions.every((x) => hs.some((y) => geq(x, y, budget)));
  geqMemo.set(key, r);
  return r;
}

/**
 * Whether G ≥ H in misère play between left dead ends (Left prefers G: o⁻(G + X) ≥ o⁻(H + X) for
 * every X), by the options-only rule of the module comment. Cost: at most one step per pair of
 * followers, memoized; `{ budget }` bounds the pairs.
 *
 * @example
 * ```ts
 * const n = cgt.leftDeadEndInteger;
 * // cgt-tools' test "partial_order"
 * cgt.leftDeadEndGeq(n(3), cgt.parseLeftDeadEnd("{1, 2}")); // → true
 * cgt.leftDeadEndGeq(n(3), n(2)); // → false
 * ```
 */
export function leftDeadEndGeq(g: LeftDeadEnd, h: LeftDeadEnd, options?: RunOptions): boolean {
  requireDeadEnd(g, "leftDeadEndGeq: G");
  requireDeadEnd(h, "leftDeadEndGeq: H");
  return geq(g, h, Budget.from(options, "leftDeadEndGeq"));
}

/**
 * The misère order between two left dead ends: "=" (equal modulo every universe holding them), ">"
 * (G > H), "<", or "||" (incomparable). Two {@link leftDeadEndGeq} tests.
 *
 * @example
 * ```ts
 * const p = cgt.parseLeftDeadEnd;
 * // cgt-tools' test "partial_order"
 * cgt.leftDeadEndCompare(p("1"), p("{0, 0}")); // → "="
 * cgt.leftDeadEndCompare(p("1"), p("{0, 1}")); // → ">"
 * cgt.leftDeadEndCompare(p("0"), p("1")); // → "||"
 * ```
 */
export function leftDeadEndCompare(g: LeftDeadEnd, h: LeftDeadEnd, options?: RunOptions): "=" | ">" | "<" | "||" {
  requireDeadEnd(g, "leftDeadEndCompare: G");
  requireDeadEnd(h, "leftDeadEndCompare: H");
  const budget = Budget.from(options, "leftDeadEndCompare");
  const a = geq(g, h, budget);
  const b = geq(h, g, budget);
  return a && b ? "=" : a ? ">" : b ? "<" : "||";
}

/**
 * A reduced form of G, equal to G in the order above: bottom-up, Right's options are reduced first,
 * then an option is dropped when (a) one of its own options is strictly below it (cgt-tools'
 * `canonical`), (b) another option is strictly below it (Right, who prefers lower games, never
 * needs it: domination), or (c) it equals an option kept before; repeated until nothing drops.
 * cgt-tools' rule (a) alone does not give one form per value ({{{0, 1}}} and {{1, 2, {0, 1}}} are
 * equal); with (b) the tests find one form per value, and every form equal to its input, on the
 * 52 forms born by day 4 and the 100 sums of pairs born by day 3 — checked, not proved here. Cost:
 * O(followers × options² × comparisons), memoized by form; `{ budget }` bounds the comparisons.
 *
 * @example
 * ```ts
 * const p = cgt.parseLeftDeadEnd;
 * cgt.leftDeadEndReduced(p("{{1, 2, {0, 1}}}")).toString(); // → "{{{0, 1}}}"
 * cgt.leftDeadEndReduced(p("{0, 0}")).toString(); // → "1"
 * ```
 */
export function leftDeadEndReduced(g: LeftDeadEnd, options?: RunOptions): LeftDeadEnd {
  requireDeadEnd(g, "leftDeadEndReduced: G");
  const budget = Budget.from(options, "leftDeadEndReduced");
  const memo = new Map<number, LeftDeadEnd>();
  const below = (a: LeftDeadEnd, b: LeftDeadEnd): boolean => geq(b, a, budget) && !geq(a, b, budget);
  const same = (a: LeftDeadEnd, b: LeftDeadEnd): boolean => geq(a, b, budget) && geq(b, a, budget);
  const reduce = (x: LeftDeadEnd): LeftDeadEnd => {
    if (x.integer >= 0) return x;
    const known = memo.get(x.id);
    if (known !== undefined) return known;
    let opts = x.rightOptions.map(reduce);
    for (;;) {
      const kept: LeftDeadEnd[] = [];
      for (const o of opts) {
        if (o.rightOptions.some((h) => below(h, o))) continue;
        if (opts.some((q) => below(q, o))) continue;
        if (kept.some((q) => same(q, o))) continue;
        kept.push(o);
      }
      if (kept.length === opts.length) break;
      opts = kept;
    }
    const r = leftDeadEnd(opts);
    memo.set(x.id, r);
    return r;
  };
  let r = reduce(g);
  for (let next = reduce(r); next !== r; next = reduce(r)) r = next;
  return r;
}

/** Birthday of the form (the length of its longest run of Right moves). O(followers) (O(1) for an integer). */
export function leftDeadEndBirthday(g: LeftDeadEnd): number {
  requireDeadEnd(g, "leftDeadEndBirthday: G");
  const memo = new Map<number, number>();
  const day = (x: LeftDeadEnd): number => {
    if (x.integer >= 0) return x.integer;
    let d = memo.get(x.id);
    if (d === undefined) memo.set(x.id, (d = 1 + Math.max(...x.rightOptions.map(day))));
    return d;
  };
  return day(g);
}

/**
 * The left dead ends born by day `day`, one form per misère equivalence class, in cgt-tools'
 * order: day 0 is [0]; day d + 1 takes every subset of day d's list as Right's options (subsets
 * by size, then in list order), keeping a form unless it equals one kept before. The counts are
 * 1, 2, 4, 10, 52 for days 0–4 (cgt-tools' test "born_by_day"). Cost: 2^(count of day d − 1)
 * subsets, each compared with the forms kept; day 4 takes 1024 subsets, day 5 would take 2^52 and
 * is refused with an InputError; `{ budget: { maxPositions } }` bounds the subsets.
 *
 * @example
 * ```ts
 * cgt.leftDeadEndsBornBy(2).map(String); // → ["0", "1", "2", "{0, 1}"]
 * cgt.leftDeadEndsBornBy(4).length; // → 52
 * ```
 */
export function leftDeadEndsBornBy(day: number, options?: RunOptions): LeftDeadEnd[] {
  if (!Number.isSafeInteger(day) || day < 0) throw new InputError(`leftDeadEndsBornBy: day must be a non-negative integer, got ${String(day)}`);
  const budget = Budget.from(options, "leftDeadEndsBornBy");
  let games = [leftDeadEndInteger(0)];
  for (let d = 1; d <= day; d++) {
    const n = games.length;
    if (n > 24) throw new InputError(`leftDeadEndsBornBy(${day}): day ${d} would take 2^${n} subsets of the ${n} games born by day ${d - 1}; at most day 4 (2^10 subsets) is enumerated`);
    const next: LeftDeadEnd[] = [];
    for (const subset of subsetsBySize(n)) {
      budget.spend(1);
      const g = leftDeadEnd(subset.map((i) => games[i]));
      if (!next.some((h) => geq(h, g, budget) && geq(g, h, budget))) next.push(g);
    }
    games = next;
  }
  return games;
}

/** Index subsets of [0, n) by size, then lexicographically (itertools' powerset order). O(2^n · n). */
function* subsetsBySize(n: number): Generator<number[]> {
  for (let k = 0; k <= n; k++) {
    const c = Array.from({ length: k }, (_, i) => i);
    for (;;) {
      yield [...c];
      let i = k - 1;
      while (i >= 0 && c[i] === n - k + i) i--;
      if (i < 0) break;
      c[i]++;
      for (let j = i + 1; j < k; j++) c[j] = c[j - 1] + 1;
    }
  }
}

/**
 * The left dead end as an explicit partizan game tree ({ left: [], right: [...] }, shared
 * subtrees), for sums with other games and the plain references of lib/cgt (`refMisereOutcome`,
 * `fromTree`). O(followers) nodes (an integer n has n + 1).
 */
export function leftDeadEndToTree(g: LeftDeadEnd): GameTree {
  requireDeadEnd(g, "leftDeadEndToTree: G");
  const memo = new Map<number, GameTree>();
  const tree = (x: LeftDeadEnd): GameTree => {
    let t = memo.get(x.id);
    if (t !== undefined) return t;
    if (x.integer >= 0) {
      t = { left: [], right: [] };
      for (let k = 1; k <= x.integer; k++) t = { left: [], right: [t] };
    } else t = { left: [], right: x.rightOptions.map(tree) };
    memo.set(x.id, t);
    return t;
  };
  return tree(g);
}

/**
 * The left dead end of an explicit game tree, or an InputError naming the first follower where
 * Left has a move (as a path of Right's moves from the root). O(tree size).
 *
 * @example
 * ```ts
 * const zero = { left: [], right: [] };
 * cgt.leftDeadEndFromTree({ left: [], right: [zero, zero] }).toString(); // → "{0, 0}"
 * ```
 */
export function leftDeadEndFromTree(t: GameTree): LeftDeadEnd {
  const memo = new Map<GameTree, LeftDeadEnd>();
  const walk = (x: GameTree, path: string): LeftDeadEnd => {
    if (typeof x !== "object" || x === null || !Array.isArray(x.left) || !Array.isArray(x.right)) throw new InputError(`leftDeadEndFromTree: ${path} is not a game tree {left: [], right: []}`);
    const known = memo.get(x);
    if (known !== undefined) return known;
    if (x.left.length > 0) throw new InputError(`leftDeadEndFromTree: Left has a move at ${path}, so the game is not a left dead end`);
    const g = leftDeadEnd(x.right.map((y, i) => walk(y, `${path} → right option ${i + 1}`)));
    memo.set(x, g);
    return g;
  };
  return walk(t, "the root");
}
