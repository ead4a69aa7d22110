/**
 * Impartial games in misère play (the player who makes the last move loses): misère nim-values,
 * Conway's genus, misère outcome classes and misère canonical (simplest) forms.
 *
 * Sources: Conway, *On Numbers and Games* (ONAG) ch. 12 "How to lose when you must";
 * Berlekamp–Conway–Guy, *Winning Ways* (WW) ch. 13 "Survival in the lost world"; Siegel,
 * *Combinatorial Game Theory* ch. V and "On the structure of misère impartial games" (2020).
 *
 * Definitions used here (G' ranges over the options of G):
 *  - normal nim-value G⁺(G) = mex{G⁺(G')};  misère nim-value G⁻(0) = 1, G⁻(G) = mex{G⁻(G')}
 *    for G ≠ 0. G is a misère P-position iff G⁻(G) = 0 (Grundy–Smith 1956).
 *  - genus (ONAG ch. 12): g^{γ₀γ₁γ₂…} with g = G⁺(G) and γₙ = G⁻(G + *2 + … + *2) (n copies of
 *    *2). The γ sequence is eventually periodic with period 2 (γₙ₊₁ ≠ γₙ because G + n·*2 is an
 *    option of G + (n+1)·*2), and it is written up to the first full period, e.g. 0^{120} for
 *    0, 1^{031} for *1, 2^{20} for *2.
 *  - misère equivalence G ≡ H: o⁻(G + X) = o⁻(H + X) for every impartial X.
 *  - simplification (Grundy–Smith rule with Conway's proviso): an option G' of G that has an
 *    option G'' ≡ G is *reversible* and may be replaced by the options of G''; when G'' = 0 the
 *    result must still be a misère N-position. Conway (ONAG ch. 12) proved that a game with no
 *    reversible option is in simplest form and that equivalent simplest forms are identical, so
 *    simplest forms are canonical: here they are hash-consed and `===` is misère equivalence.
 *  - the mate (ONAG ch. 12): mate(0) = *1, mate(G) = {mate(G')} for G ≠ 0.
 *
 * Canonical forms are built bottom-up. For a set O of canonical options, G = {O} is reduced to
 * a canonical K when (a) K ≠ 0, the options of K are a proper subset of O and every other member
 * of O has K as an option, or (b) K = 0, every member of O has 0 as an option and G is a misère
 * N-position (some member of O has G⁻ = 0). Both are sound by a direct induction on X
 * (o⁻(G + X) = o⁻(K + X)); that they are the only reductions is Conway's simplest-form theorem
 * (the tests confirm the published numbers 1, 2, 3, 5, 22 of misère games born by days 0–4).
 *
 * Why one file of ~660 lines: one topic (misère impartial play) whose parts build on each other
 * (genus on misère nim-values, outcomes and simplest forms on both); just over the guideline.
 */
import { Budget, InputError, type RunOptions } from "../util";
import type { GameTree } from "./reference";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };

// ---------------------------------------------------------------------------------------------
// Explicit impartial game trees (for input and for the plain reference implementations)
// ---------------------------------------------------------------------------------------------

/** A finite impartial game as an explicit tree: the array of its options. `[]` is 0, `[[]]` is *1. */
export type ImpartialTree = readonly ImpartialTree[];

/** The nim-heap *n as an explicit tree (options *0 … *(n−1), shared). O(n). */
export function nimHeapTree(n: number): ImpartialTree {
  requireSmallInt(n, "nimHeapTree: heap size", 1 << 16);
  const heaps: ImpartialTree[] = [];
  for (let i = 0; i <= n; i++) heaps.push(heaps.slice(0, i));
  return heaps[n];
}

/** The disjunctive sum of explicit trees, as an explicit tree. Exponential in the number of summands. */
export function impartialTreeSum(trees: readonly ImpartialTree[]): ImpartialTree {
  const memo = new Map<string, ImpartialTree>();
  const ids = new Map<ImpartialTree, number>();
  const idOf = (t: ImpartialTree): number => {
    let i = ids.get(t);
    if (i === undefined) ids.set(t, (i = ids.size));
    return i;
  };
  const build = (parts: readonly ImpartialTree[]): ImpartialTree => {
    const key = parts.map(idOf).sort((a, b) => a - b).join(",");
    const m = memo.get(key);
    if (m) return m;
    const opts: ImpartialTree[] = [];
    parts.forEach((p, i) => {
      for (const o of p) opts.push(build(parts.slice(0, i).concat([o], parts.slice(i + 1))));
    });
    memo.set(key, opts);
    return opts;
  };
  return build(trees);
}

/**
 * Convert an explicit partizan tree {left, right} to an impartial tree, or throw InputError if
 * some position gives Left and Right different options (a partizan game has no misère nim-value
 * or genus). Options are compared as impartial positions, structurally. O(tree size).
 */
export function impartialFromGameTree(t: GameTree): ImpartialTree {
  if (!t || !Array.isArray(t.left) || !Array.isArray(t.right)) {
    throw new InputError("impartialFromGameTree needs a {left: [], right: []} tree");
  }
  const keys = new Map<GameTree, string>();
  const conv = new Map<GameTree, ImpartialTree>();
  const visit = (x: GameTree, path: string): string => {
    const known = keys.get(x);
    if (known !== undefined) return known;
    const l = x.left.map((y, i) => visit(y, `${path}/L${i}`));
    const r = x.right.map((y, i) => visit(y, `${path}/R${i}`));
    const ls = [...new Set(l)].sort(), rs = [...new Set(r)].sort();
    if (ls.join("|") !== rs.join("|")) {
      throw new InputError(
        `the game is partizan, so it has no misère nim-value or genus: at position ${path || "root"} ` +
          `Left has ${ls.length} distinct option(s) and Right ${rs.length}, and they differ`,
      );
    }
    const key = `[${ls.join(",")}]`;
    keys.set(x, key);
    conv.set(x, x.left.map((y) => conv.get(y)!));
    return key;
  };
  visit(t, "");
  return conv.get(t)!;
}

// ---------------------------------------------------------------------------------------------
// Plain references on explicit trees (definitions only; exponential)
// ---------------------------------------------------------------------------------------------

function mex(values: Iterable<number>): number {
  const s = new Set(values);
  let m = 0;
  while (s.has(m)) m++;
  return m;
}

/** G⁺ by the definition (mex of the options' values). Exponential without sharing; memoized by node. */
export function normalNimValueReference(t: ImpartialTree): number {
  const memo = new Map<ImpartialTree, number>();
  const f = (x: ImpartialTree): number => {
    let v = memo.get(x);
    if (v === undefined) memo.set(x, (v = mex(x.map(f))));
    return v;
  };
  return f(t);
}

/** G⁻ by the definition: 1 for the empty game, else mex of the options' G⁻. Memoized by node. */
export function misereNimValueReference(t: ImpartialTree): number {
  const memo = new Map<ImpartialTree, number>();
  const f = (x: ImpartialTree): number => {
    let v = memo.get(x);
    if (v === undefined) memo.set(x, (v = x.length === 0 ? 1 : mex(x.map(f))));
    return v;
  };
  return f(t);
}

/**
 * Misère outcome by the definition: the player to move wins ("N") when there is no move or
 * some move leads to a "P" position; otherwise "P". Memoized by node.
 */
export function misereOutcomeReference(t: ImpartialTree): "N" | "P" {
  const memo = new Map<ImpartialTree, boolean>();
  const win = (x: ImpartialTree): boolean => {
    let v = memo.get(x);
    if (v === undefined) memo.set(x, (v = x.length === 0 || x.some((y) => !win(y))));
    return v;
  };
  return win(t) ? "N" : "P";
}

/**
 * γ₀ … γ_{terms−1} of the genus by the definition γₙ = G⁻(T + n·*2): a memoized recursion over
 * the states (subposition of T, number of *2 heaps, number of *1 heaps). O(size(T) · terms²).
 */
export function genusReference(t: ImpartialTree, terms: number): { normal: number; misere: number[] } {
  requireSmallInt(terms, "genusReference: terms", 1000);
  const ids = new Map<ImpartialTree, number>();
  const idOf = (x: ImpartialTree): number => {
    let i = ids.get(x);
    if (i === undefined) ids.set(x, (i = ids.size));
    return i;
  };
  const memo = new Map<string, number>();
  const gm = (x: ImpartialTree, twos: number, ones: number): number => {
    const key = `${idOf(x)}:${twos}:${ones}`;
    const m = memo.get(key);
    if (m !== undefined) return m;
    const vals: number[] = [];
    for (const y of x) vals.push(gm(y, twos, ones));
    if (twos > 0) vals.push(gm(x, twos - 1, ones + 1), gm(x, twos - 1, ones));
    if (ones > 0) vals.push(gm(x, twos, ones - 1));
    const v = vals.length === 0 ? 1 : mex(vals);
    memo.set(key, v);
    return v;
  };
  const misere: number[] = [];
  for (let n = 0; n < terms; n++) misere.push(gm(t, n, 0));
  return { normal: normalNimValueReference(t), misere };
}

// ---------------------------------------------------------------------------------------------
// Genus
// ---------------------------------------------------------------------------------------------

/**
 * A genus g^{γ₀γ₁…γₖ}: `normal` = g = G⁺, `misere` = γ₀ … γₖ, the shortest prefix (at least two
 * terms) after which the sequence alternates between its last two terms for ever.
 */
export interface Genus {
  readonly normal: number;
  readonly misere: readonly number[];
}

/** γₙ of a genus for any n ≥ 0 (the stored prefix, then its last two terms alternating). O(1). */
export function genusTerm(g: Genus, n: number): number {
  requireSmallInt(n, "genusTerm: n", Number.MAX_SAFE_INTEGER);
  const s = g.misere;
  if (n < s.length) return s[n];
  return s[s.length - 2 + ((n - s.length) % 2)];
}

/**
 * Print a genus in Conway's notation: `0^120`, `1^031`, `2^20` (superscripts separated by
 * commas and parenthesised when one of them is ≥ 10, as CGSuite does: `12^(12,14)`). Always the
 * explicit form (no abbreviation of tame genera). O(length).
 */
export function formatGenus(g: Genus): string {
  const big = g.misere.some((v) => v >= 10);
  return `${g.normal}^${big ? `(${g.misere.join(",")})` : g.misere.join("")}`;
}

/** Trim a γ prefix that is periodic (period 2) from its third-last term on to the shortest form. */
function trimGenus(seq: number[]): number[] {
  let len = seq.length;
  while (len > 2 && seq[len - 1] === seq[len - 3]) len--;
  return seq.slice(0, len);
}

/**
 * The genus of a game from the genera of its options: g = mex{g'}; with no options the genus is
 * 0^{120}; otherwise γ₀ = mex{γ₀'} and, for n ≥ 1, γₙ = mex({γₙ'} ∪ {γₙ₋₁, γₙ₋₁ ⊕ 1}).
 * This is the definition γₙ = G⁻(G + n·*2) read off the options of G + n·*2: G' + n·*2, and one
 * *2 moved to 0 (value γₙ₋₁) or to *1, where G⁻(X + *1) = G⁻(X) ⊕ 1 for every X (induction: if
 * m = mex S of the options' values, then mex({a ⊕ 1 : a ∈ S} ∪ {m}) = m ⊕ 1). Computed until the
 * options' sequences are periodic and γ repeats with period 2 — from then on the recurrence sees
 * the same inputs every second step, so the period 2 holds for ever. The tests also check it
 * against {@link genusReference} on random trees.
 * O(#options × length of the longest option genus).
 */
export function genusFromOptions(options: readonly Genus[]): Genus {
  const normal = mex(options.map((o) => o.normal));
  if (options.length === 0) return { normal: 0, misere: [1, 2, 0] };
  const m = options.reduce((x, o) => Math.max(x, o.misere.length), 2);
  const seq: number[] = [mex(options.map((o) => o.misere[0]))];
  for (let i = 1; ; i++) {
    const prev = seq[i - 1];
    const excl = options.map((o) => genusTerm(o, i));
    excl.push(prev, prev ^ 1);
    seq.push(mex(excl));
    if (i >= m && i >= 2 && seq[i] === seq[i - 2]) break;
    if (i > m + 4096) throw new Error("genus did not become periodic (internal error)");
  }
  return { normal, misere: trimGenus(seq) };
}

// ---------------------------------------------------------------------------------------------
// The misère canonical-form store
// ---------------------------------------------------------------------------------------------

/**
 * A misère canonical (simplest-form) impartial game. Hash-consed: two MisereGames are misère
 * equivalent iff they are the same object. Prints (toString) in CGSuite's input syntax.
 */
export interface MisereGame {
  /** Index in the per-thread misère store (not a value; see {@link formatMisere}). */
  readonly id: number;
  /** The canonical options (each a MisereGame), in store order. */
  readonly options: readonly MisereGame[];
  /** CGSuite's input syntax (see {@link formatMisere}). */
  toString(): string;
  /** The same text, so JSON and tables show the value, never the store index. */
  toJSON(): string;
  /** The same text in every context (template strings, `+ ""`): a misère value is not a number. */
  [Symbol.toPrimitive](): string;
  /** Node's util.inspect (console.log, a notebook cell's last expression): the same text. */
  [INSPECT](): string;
}

/** Node's util.inspect hook, by its registered symbol (no node:util import in lib/cgt). */
const INSPECT: unique symbol = Symbol.for("nodejs.util.inspect.custom") as never;

const games: MisereGame[] = [];
const optionSets: Set<number>[] = [];
const gPlus: number[] = [];
const gMinus: number[] = [];
const births: number[] = [];
const genera: (Genus | undefined)[] = [];
const byKey = new Map<string, number>();
const sumMemo = new Map<string, number>();
const mateMemo = new Map<number, number>();
const heapIds: number[] = [];

function intern(opts: number[]): number {
  const key = opts.join(",");
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const id = games.length;
  const text = (): string => formatMisere(obj);
  const obj: MisereGame = {
    id,
    options: opts.map((o) => games[o]),
    toString: text,
    toJSON: text,
    [Symbol.toPrimitive]: text,
    [INSPECT]: text,
  };
  Object.freeze(obj);
  games.push(obj);
  optionSets.push(new Set(opts));
  gPlus.push(mex(opts.map((o) => gPlus[o])));
  gMinus.push(opts.length === 0 ? 1 : mex(opts.map((o) => gMinus[o])));
  births.push(opts.reduce((b, o) => Math.max(b, births[o] + 1), 0));
  genera.push(undefined);
  byKey.set(key, id);
  return id;
}

/** The canonical id of {O} for canonical option ids O (see the module comment). */
function canonical(optsIn: readonly number[]): number {
  const opts = [...new Set(optsIn)].sort((a, b) => a - b);
  const known = byKey.get(opts.join(","));
  if (known !== undefined) return known;
  if (opts.length === 0) return intern(opts);
  // (b) reduction to 0
  if (opts.every((o) => optionSets[o].has(0)) && opts.some((o) => gMinus[o] === 0)) return 0;
  // (a) reduction to a nonzero K among the options of options
  const inO = new Set(opts);
  const tried = new Set<number>();
  for (const o of opts) {
    for (const k of games[o].options) {
      const K = k.id;
      if (K === 0 || tried.has(K)) continue;
      tried.add(K);
      const kOpts = games[K].options;
      if (kOpts.length >= opts.length || !kOpts.every((x) => inO.has(x.id))) continue;
      const kSet = optionSets[K];
      if (opts.every((x) => kSet.has(x) || optionSets[x].has(K))) return K;
    }
  }
  return intern(opts);
}

intern([]);

/** The misère canonical 0 (no options). */
export const MISERE_ZERO: MisereGame = games[0];

function requireMisere(g: unknown, what: string): MisereGame {
  if (typeof g !== "object" || g === null || games[(g as MisereGame).id] !== g) {
    throw new InputError(`${what} must be a MisereGame (from misereGame, misereHeap, misereCanonicalForm or parseMisere)`);
  }
  return g as MisereGame;
}

function requireSmallInt(n: unknown, what: string, max: number): number {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0 || n > max) {
    throw new InputError(`${what} must be an integer in 0..${max}, got ${String(n)}`);
  }
  return n;
}

/**
 * The misère simplest form of the game whose options are `options`. Cost: O(Σ options of
 * options × #options) set lookups.
 */
export function misereGame(options: readonly MisereGame[]): MisereGame {
  if (!Array.isArray(options)) throw new InputError("misereGame needs an array of MisereGames");
  return games[canonical(options.map((o, i) => requireMisere(o, `misereGame: option ${i}`).id))];
}

/** The nim-heap *n in misère canonical form ({*0, …, *(n−1)}; heaps are in simplest form). O(n²) once. */
export function misereHeap(n: number): MisereGame {
  requireSmallInt(n, "misereHeap: heap size", 4096);
  while (heapIds.length <= n) heapIds.push(canonical(heapIds.slice()));
  return games[heapIds[n]];
}

function sumIds(a: number, b: number, budget: Budget): number {
  if (a === 0) return b;
  if (b === 0) return a;
  if (a > b) [a, b] = [b, a];
  const key = `${a},${b}`;
  const m = sumMemo.get(key);
  if (m !== undefined) return m;
  const opts: number[] = [];
  for (const x of games[a].options) opts.push(sumIds(x.id, b, budget));
  for (const y of games[b].options) opts.push(sumIds(a, y.id, budget));
  budget.spend(opts.length + 1);
  const r = canonical(opts);
  sumMemo.set(key, r);
  return r;
}

/**
 * Disjunctive sum in misère canonical form: canonical form of {G'+H, G+H'}, memoized per pair.
 * Cost: up to the product of the numbers of canonical subpositions (misère sums do not
 * simplify like normal-play ones); takes a budget (one unit per option formed).
 */
export function misereSum(g: MisereGame, h: MisereGame, options?: RunOptions): MisereGame {
  requireMisere(g, "misereSum: first summand");
  requireMisere(h, "misereSum: second summand");
  return games[sumIds(g.id, h.id, Budget.from(options, "misère sum"))];
}

/** Sum of several misère games (see {@link misereSum}). */
export function misereSumOf(gs: readonly MisereGame[], options?: RunOptions): MisereGame {
  const budget = Budget.from(options, "misère sum");
  let acc = 0;
  gs.forEach((g, i) => (acc = sumIds(acc, requireMisere(g, `misereSumOf: summand ${i}`).id, budget)));
  return games[acc];
}

/**
 * The misère simplest form of an impartial game given as an explicit impartial tree, an explicit
 * {left, right} tree (InputError if partizan), or a canonical normal-play Game (InputError unless
 * it is a nimber *n: every other canonical form is partizan; a nimber becomes the heap *n).
 * O(tree size × canonicalization).
 */
export function misereCanonicalForm(x: ImpartialTree | GameTree | GameId): MisereGame {
  if (typeof x === "number") {
    S.checkGame(x);
    const n = S.nimberValue(x);
    if (n < 0) {
      throw new InputError(
        `a partizan game has no misère canonical form, misère nim-value or genus: this canonical form ` +
          `has Left options ≠ Right options (the canonical form of an impartial game is a nimber *n)`,
      );
    }
    return misereHeap(n);
  }
  const tree: ImpartialTree = Array.isArray(x) ? (x as ImpartialTree) : impartialFromGameTree(x as GameTree);
  const memo = new Map<ImpartialTree, number>();
  const build = (t: ImpartialTree): number => {
    const m = memo.get(t);
    if (m !== undefined) return m;
    if (!Array.isArray(t)) throw new InputError("an impartial tree is an array of impartial trees");
    const id = canonical(t.map(build));
    memo.set(t, id);
    return id;
  };
  return games[build(tree)];
}

/** Normal-play nim-value G⁺ of a misère canonical game (stored, O(1)). */
export function normalNimValue(g: MisereGame): number {
  return gPlus[requireMisere(g, "normalNimValue").id];
}

/** Misère nim-value G⁻ (1 for 0, else the mex of the options' G⁻; stored, O(1)). */
export function misereNimValue(g: MisereGame): number {
  return gMinus[requireMisere(g, "misereNimValue").id];
}

/** Misère outcome class: "P" (previous player wins) iff G⁻ = 0, else "N". O(1). */
export function misereOutcome(g: MisereGame): "N" | "P" {
  return misereNimValue(g) === 0 ? "P" : "N";
}

/** Birthday (height) of the simplest form. O(1). */
export function misereBirthday(g: MisereGame): number {
  return births[requireMisere(g, "misereBirthday").id];
}

function genusId(id: number): Genus {
  const known = genera[id];
  if (known) return known;
  const stack: number[] = [id];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (genera[x]) {
      stack.pop();
      continue;
    }
    const missing = games[x].options.filter((o) => !genera[o.id]);
    if (missing.length > 0) {
      for (const o of missing) stack.push(o.id);
      continue;
    }
    genera[x] = genusFromOptions(games[x].options.map((o) => genera[o.id]!));
    stack.pop();
  }
  return genera[id]!;
}

/** Conway's genus of a misère canonical game (memoized; O(canonical size × genus length)). */
export function genus(g: MisereGame): Genus {
  return genusId(requireMisere(g, "genus").id);
}

/** The genus of any impartial game (explicit tree, {left,right} tree or nimber); InputError if partizan. */
export function genusOf(x: ImpartialTree | GameTree | GameId): Genus {
  return genus(misereCanonicalForm(x));
}

/** Conway's mate: mate(0) = *1, mate(G) = {mate(G')} (then simplified). Memoized; O(canonical size). */
export function mate(g: MisereGame): MisereGame {
  const rec = (id: number): number => {
    if (id === 0) return heapId(1);
    const m = mateMemo.get(id);
    if (m !== undefined) return m;
    const r = canonical(games[id].options.map((o) => rec(o.id)));
    mateMemo.set(id, r);
    return r;
  };
  return games[rec(requireMisere(g, "mate").id)];
}

function heapId(n: number): number {
  return misereHeap(n).id;
}

/** Number of misère canonical games in this thread's store. O(1). */
export function misereStoreSize(): number {
  return games.length;
}

// ---------------------------------------------------------------------------------------------
// Notation: CGSuite's input syntax for misère canonical games
// ---------------------------------------------------------------------------------------------

/**
 * Print a misère canonical game in CGSuite's input syntax: a nim-heap *n as `*[n]`, any other
 * game as `*[…]` listing its options, where an option that is a heap is its size and any other
 * option is its own bracketed option list (`*[[2],0]` is the game whose options are {*2} and 0).
 * `parseMisere(formatMisere(g)) === g`. O(canonical size) (shared subgames are repeated).
 */
export function formatMisere(g: MisereGame): string {
  requireMisere(g, "formatMisere");
  const heapSize = (x: MisereGame): number =>
    x.options.length <= 4096 && x.id === heapId(x.options.length) ? x.options.length : -1;
  const memo = new Map<MisereGame, string>();
  // Options in a deterministic order: non-heaps by decreasing birthday, then by text; heaps last, largest first.
  const items = (x: MisereGame): string[] =>
    x.options
      .map((o) => ({ h: heapSize(o), b: births[o.id], t: item(o) }))
      .sort((a, b) => {
        if (a.h >= 0 || b.h >= 0) return a.h >= 0 && b.h >= 0 ? b.h - a.h : a.h >= 0 ? 1 : -1;
        return b.b - a.b || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0);
      })
      .map((o) => o.t);
  function item(x: MisereGame): string {
    const known = memo.get(x);
    if (known !== undefined) return known;
    const h = heapSize(x);
    const t = h >= 0 ? String(h) : `[${items(x).join(",")}]`;
    memo.set(x, t);
    return t;
  }
  const h = heapSize(g);
  if (h >= 0) return `*[${h}]`;
  // One option: "*[x]" would read as x itself, so write the option list in brackets.
  return g.options.length === 1 ? `*[${item(g)}]` : `*[${items(g).join(",")}]`;
}

/**
 * Empty the misère store (all canonical forms except 0, the memo tables of sums and mates, the
 * cached genera) to give the memory back. MisereGames obtained before are invalid afterwards:
 * passing one to any function is an InputError. O(1) amortized.
 */
export function resetMisereStore(): void {
  games.length = 1;
  optionSets.length = 1;
  gPlus.length = 1;
  gMinus.length = 1;
  births.length = 1;
  genera.length = 1;
  byKey.clear();
  byKey.set("", 0);
  sumMemo.clear();
  mateMemo.clear();
  heapIds.length = 0;
}

/**
 * Parse CGSuite's misère input syntax: `*[n]` is the heap *n; `*[a,b,…]` (two or more items) is the
 * game with those options; `*[x]` with one item is that item. Items are heap sizes `n`, bracket lists
 * `[…]` (the game whose options are the listed items: `[2]` is {*2}), or nested `*[…]` expressions;
 * `+` adds (misère sum), also at top level (`*[2]+*[2]`). Whitespace is ignored. InputError with the
 * position for anything else. O(length + canonicalization).
 */
export function parseMisere(text: string, options?: RunOptions): MisereGame {
  if (typeof text !== "string") throw new InputError("parseMisere needs a string");
  const s = text;
  let i = 0;
  const budget = Budget.from(options, "parseMisere");
  const ws = (): void => {
    while (i < s.length && /\s/.test(s[i])) i++;
  };
  const fail = (expected: string): never => {
    throw new InputError(`cannot parse misère game "${s}": expected ${expected}`, `character ${i + 1}`);
  };
  const number = (): number => {
    ws();
    const st = i;
    while (i < s.length && s[i] >= "0" && s[i] <= "9") i++;
    if (st === i) fail("a heap size");
    const n = Number(s.slice(st, i));
    if (n > 4096) {
      i = st;
      fail("a heap size ≤ 4096");
    }
    return n;
  };
  // expr := term ('+' term)*
  const expr = (): number => {
    let acc = term();
    ws();
    while (s[i] === "+") {
      i++;
      acc = sumIds(acc, term(), budget);
      ws();
    }
    return acc;
  };
  // term := '*' '[' items ']'
  const term = (): number => {
    ws();
    if (s[i] !== "*") fail('"*["');
    i++;
    ws();
    if (s[i] !== "[") fail('"[" after "*"');
    i++;
    const items = itemList();
    return items.length === 1 ? items[0] : canonical(items);
  };
  // items := item (',' item)* ']'   (or an empty list)
  const itemList = (): number[] => {
    const items: number[] = [];
    ws();
    if (s[i] === "]") {
      i++;
      return items;
    }
    for (;;) {
      items.push(item());
      ws();
      if (s[i] === ",") {
        i++;
        continue;
      }
      if (s[i] === "]") {
        i++;
        return items;
      }
      fail('"," or "]"');
    }
  };
  const item = (): number => {
    ws();
    if (s[i] === "[") {
      i++;
      return canonical(itemList());
    }
    if (s[i] === "*") return expr();
    if (s[i] >= "0" && s[i] <= "9") {
      const n = number();
      ws();
      if (s[i] === "+") {
        i++;
        return sumIds(heapId(n), expr(), budget);
      }
      return heapId(n);
    }
    return fail("a heap size, a bracket list or *[…]");
  };
  const r = expr();
  ws();
  if (i < s.length) fail("end of input");
  return games[r];
}
