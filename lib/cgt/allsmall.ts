/**
 * All-small games and infinitesimals: atomic weight, reduced canonical form, star projection,
 * companion, uptimals (↑ⁿ, ↑^[n], uptimal expansions), Tiny/Miny, Conway's even/odd, even/odd
 * tempered, numberish and all-small predicates, integer multiples, ordinal, conjunctive and
 * selective sums.
 *
 * Sources for the definitions: Winning Ways (Berlekamp, Conway, Guy) ch. 7–9 and 14; Lessons in
 * Play (Albert, Nowakowski, Wolfe) ch. 9; J. H. Conway, On Numbers and Games (ONAG) ch. 16
 * (even/odd); A. N. Siegel, Combinatorial Game Theory (CGT, AMS 2013) ch. II.4 (reduced canonical
 * form), II.7 (atomic weight), III.2 (companion); CGSuite's `CanonicalShortGame` documentation
 * (AtomicWeight, ReducedCanonicalForm, Companion, Pow, PowTo, UptimalExpansion, IsEven, IsOdd,
 * IsEvenTempered, IsOddTempered, IsNumberish, IsAllSmall) and `Game` (ConjunctiveSum,
 * SelectiveSum, OrdinalSum). All operations read the canonical form of their arguments.
 *
 * Why one file of ~700 lines: one topic (all-small games), each definition beside its source;
 * just over the ~600-line guideline.
 */
import { Budget, checkInteger, InputError, type RunOptions } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { type Dyadic, dyadicToString } from "./dyadic";
import { leftStop, rightStop, numberValueExact } from "./thermo";
import { heat, multiplyInteger, norton } from "./temperature";
import { format, formattedLength } from "./notation";

/** g printed for a message: its notation when short, else "a game of birthday b". O(size). */
function label(g: GameId): string {
  return formattedLength(g) <= 200 ? format(g) : `a game of birthday ${S.birthday(g)}`;
}

let memos = new Map<string, Map<GameId, unknown>>();
S.onReset(() => {
  memos = new Map();
  nusTable = new Map();
  nusBuilt = -1;
});
function memoFor<T>(key: string): Map<GameId, T> {
  let m = memos.get(key);
  if (!m) {
    m = new Map();
    memos.set(key, m);
  }
  return m as Map<GameId, T>;
}

function sameDyadic(a: Dyadic, b: Dyadic): boolean {
  return a.num === b.num && a.exp === b.exp;
}

function isInteger(g: GameId): boolean {
  const v = numberValueExact(g);
  return v?.exp === 0;
}

// ---------------------------------------------------------------------------------------------
// x + n·↑ + *m recognition (built from sums, independent of the store's internals)
// ---------------------------------------------------------------------------------------------

let nusTable = new Map<GameId, { ups: number; star: number }>();
let nusBuilt = -1;

/** Make sure every n·↑ + *m with |n| ≤ b and m < 2^⌈log2(b+2)⌉ is in the table. */
function ensureNus(b: number): void {
  if (b <= nusBuilt) return;
  let starLimit = 1;
  while (starLimit < b + 2) starLimit *= 2;
  for (let m = 0; m < starLimit; m++) {
    let up: GameId = S.nimber(m);
    let down: GameId = up;
    nusTable.set(up, { ups: 0, star: m });
    for (let n = 1; n <= b; n++) {
      up = S.add(up, S.UP);
      down = S.add(down, S.DOWN);
      if (!nusTable.has(up)) nusTable.set(up, { ups: n, star: m });
      if (!nusTable.has(down)) nusTable.set(down, { ups: -n, star: m });
    }
  }
  nusBuilt = b;
}

/**
 * If G = x + n·↑ + *m (x a number, n an integer, m a nim value), its parts; otherwise undefined.
 * Found by subtracting the stop x and looking G − x up among the sums n·↑ + *m with |n|, m
 * bounded by the birthday (n·↑ + *m has birthday ≥ max(|n|, m)). Cost: O(b²) sums the first
 * time for birthday b, then O(1) per lookup.
 */
export function numberUpStarParts(g: GameId): { number: Dyadic; ups: number; star: number } | undefined {
  S.checkGame(g);
  const l = leftStop(g);
  if (!sameDyadic(l, rightStop(g))) return undefined;
  const h = S.sub(g, S.dyadic(l.num, l.exp));
  ensureNus(S.birthday(h));
  const p = nusTable.get(h);
  return p ? { number: l, ups: p.ups, star: p.star } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Predicates
// ---------------------------------------------------------------------------------------------

/**
 * True if G is all-small: in every subposition of its canonical form, Left has a move iff Right
 * has one (Winning Ways ch. 9; Lessons in Play ch. 9; CGSuite `IsAllSmall`). All-small games are
 * infinitesimal. O(canonical size), memoized.
 */
export function isAllSmall(g: GameId): boolean {
  S.checkGame(g);
  const memo = memoFor<boolean>("allsmall");
  const rec = (x: GameId): boolean => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    const nl = S.leftCount(x);
    const nr = S.rightCount(x);
    let ok = (nl === 0) === (nr === 0);
    for (let i = 0; ok && i < nl; i++) ok = rec(S.leftOption(x, i));
    for (let i = 0; ok && i < nr; i++) ok = rec(S.rightOption(x, i));
    memo.set(x, ok);
    return ok;
  };
  return rec(g);
}

/** True if G is numberish: infinitesimally close to a number, i.e. its Left and Right stops are equal (CGSuite `IsNumberish`). O(1). */
export function isNumberish(g: GameId): boolean {
  S.checkGame(g);
  return sameDyadic(leftStop(g), rightStop(g));
}

/**
 * Conway's parity of a number x in closed form (the recursion below, solved): an integer n has
 * the single option n ∓ 1, so integers alternate from 0 (even); m/2 (m odd) has the consecutive
 * integers (m∓1)/2 as options, one even and one odd, so it is neither; m/2^k (k ≥ 2) has a
 * non-integer option, so by induction it is neither. O(1), so 2^50 needs no chain of 2^50 calls.
 */
function numberParity(x: GameId): { even: boolean; odd: boolean } | undefined {
  const v = S.numberExact(x);
  if (v === undefined) return undefined;
  if (v.exp !== 0) return { even: false, odd: false };
  const even = (v.num & 1n) === 0n;
  return { even, odd: !even };
}

function parity(key: string, base: (x: GameId) => boolean | undefined): { even: (x: GameId) => boolean; odd: (x: GameId) => boolean } {
  const me = memoFor<boolean>(`${key} even`);
  const mo = memoFor<boolean>(`${key} odd`);
  const all = (x: GameId, f: (y: GameId) => boolean): boolean => {
    for (let i = 0, n = S.leftCount(x); i < n; i++) if (!f(S.leftOption(x, i))) return false;
    for (let i = 0, n = S.rightCount(x); i < n; i++) if (!f(S.rightOption(x, i))) return false;
    return true;
  };
  const even = (x: GameId): boolean => {
    let r = me.get(x);
    if (r === undefined) {
      const b = base(x);
      r = b ?? numberParity(x)?.even ?? all(x, odd);
      me.set(x, r);
    }
    return r;
  };
  const odd = (x: GameId): boolean => {
    let r = mo.get(x);
    if (r === undefined) {
      const b = base(x);
      r = b !== undefined ? !b : numberParity(x)?.odd ?? (x !== S.ZERO && all(x, even));
      mo.set(x, r);
    }
    return r;
  };
  return { even, odd };
}

/** Conway's parity (ONAG ch. 16): the plain recursion on the canonical form. */
const conway = () => parity("conway", () => undefined);
/** Tempered parity: numbers are even-tempered and never odd-tempered. */
const tempered = () => parity("tempered", (x) => (S.isNumber(x) ? true : undefined));

/**
 * Conway's even (ONAG ch. 16; CGSuite `IsEven`): G is even if every option of its canonical form
 * is odd (so 0 is even); G is odd if G ≠ 0 and every option is even. Integers alternate
 * (0 even, 1 odd, 2 even…); 1/2, ↑, *2 are neither. O(canonical size), memoized.
 */
export function isEven(g: GameId): boolean {
  S.checkGame(g);
  return conway().even(g);
}

/** Conway's odd; see {@link isEven}. O(canonical size), memoized. */
export function isOdd(g: GameId): boolean {
  S.checkGame(g);
  return conway().odd(g);
}

/**
 * Even-tempered (Winning Ways ch. 6 / Siegel CGT; CGSuite `IsEvenTempered`): G is even-tempered
 * if it is a number or every option of its canonical form is odd-tempered; odd-tempered if it is
 * not a number and every option is even-tempered (x* is odd-tempered). O(canonical size).
 */
export function isEvenTempered(g: GameId): boolean {
  S.checkGame(g);
  return tempered().even(g);
}

/** Odd-tempered; see {@link isEvenTempered}. O(canonical size), memoized. */
export function isOddTempered(g: GameId): boolean {
  S.checkGame(g);
  return tempered().odd(g);
}

// ---------------------------------------------------------------------------------------------
// Constructions
// ---------------------------------------------------------------------------------------------

/** Tiny(G) = {0 || 0 | −G} (Winning Ways ch. 5 "tiny"; CGSuite `Tiny`; G > 0 gives a positive infinitesimal). O(one canonicalization). */
export function tiny(g: GameId): GameId {
  S.checkGame(g);
  return S.game([S.ZERO], [S.game([S.ZERO], [S.neg(g)])]);
}

/** Miny(G) = {G | 0 || 0} = −Tiny(G) (Winning Ways ch. 5; CGSuite `Miny`). O(one canonicalization). */
export function miny(g: GameId): GameId {
  S.checkGame(g);
  return S.game([S.game([g], [S.ZERO])], [S.ZERO]);
}

/**
 * n·G for any integer n, by binary doubling (−n copies of −G for n < 0): O(log |n|) additions
 * (each an addition of canonical forms, which can grow; takes a budget).
 */
export function multiply(g: GameId, n: number, options?: RunOptions): GameId {
  S.checkGame(g);
  if (!Number.isSafeInteger(n)) throw new InputError(`multiply(): n must be a safe integer, got ${String(n)}`);
  return S.withBudget(options, () => multiplyInteger(g, n), "multiply()");
}

/**
 * Ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (Winning Ways ch. 7; Siegel CGT; CGSuite
 * `OrdinalSum`): play in H, or in G, which wipes H out. It depends on the form of G (the
 * canonical form is used) and only on the value of H. Cost: one canonicalization per canonical
 * subposition of H; takes a budget.
 */
export function ordinalSum(g: GameId, h: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  return ordinalSumOfForm(S.leftOptions(g), S.rightOptions(g), h, options);
}

/**
 * Ordinal sum B:H for the base given as a form {gl | gr} (its option lists, canonical ids, not
 * necessarily a canonical form: B = {*|*} differs from B = 0 as a base). Cost as {@link ordinalSum}.
 */
export function ordinalSumOfForm(gl: readonly GameId[], gr: readonly GameId[], h: GameId, options?: RunOptions): GameId {
  for (const o of gl) S.checkGame(o);
  for (const o of gr) S.checkGame(o);
  S.checkGame(h);
  const memo = memoFor<GameId>(`ordinal ${gl.join(",")}|${gr.join(",")}`);
  // Iterative post-order over H's subpositions (a deep H, such as the integer 10^5, needs no stack).
  const build = (): GameId => {
    const stack: GameId[] = [h];
    while (stack.length > 0) {
      const x = stack[stack.length - 1];
      if (memo.has(x)) {
        stack.pop();
        continue;
      }
      const xl = S.leftOptions(x);
      const xr = S.rightOptions(x);
      let ready = true;
      for (const o of xl) if (!memo.has(o)) { stack.push(o); ready = false; }
      for (const o of xr) if (!memo.has(o)) { stack.push(o); ready = false; }
      if (!ready) continue;
      stack.pop();
      memo.set(x, S.game([...gl, ...xl.map((o) => memo.get(o)!)], [...gr, ...xr.map((o) => memo.get(o)!)]));
    }
    return memo.get(h)!;
  };
  return S.withBudget(options, build, "ordinalSum()");
}

let pairMemos = new Map<string, Map<string, GameId>>();
S.onReset(() => {
  pairMemos = new Map();
});
function pairMemo(name: string): Map<string, GameId> {
  let t = pairMemos.get(name);
  if (!t) {
    t = new Map();
    pairMemos.set(name, t);
  }
  return t;
}

/**
 * Conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}: a move is a move in both components, and the
 * sum ends as soon as either does (Winning Ways ch. 9; CGSuite `ConjunctiveSum`). It is an
 * operation on forms, not on values; here it is taken of the canonical forms. Cost: up to
 * |subpositions of G| × |subpositions of H| canonicalizations (memoized); takes a budget.
 */
export function conjunctiveSum(g: GameId, h: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  S.checkGame(h);
  const memo = pairMemo("conjunctive");
  const rec = (x: GameId, y: GameId): GameId => {
    const k = `${x},${y}`;
    const known = memo.get(k);
    if (known !== undefined) return known;
    const lo: GameId[] = [];
    const ro: GameId[] = [];
    for (const a of S.leftOptions(x)) for (const b of S.leftOptions(y)) lo.push(rec(a, b));
    for (const a of S.rightOptions(x)) for (const b of S.rightOptions(y)) ro.push(rec(a, b));
    const res = S.game(lo, ro);
    memo.set(k, res);
    return res;
  };
  return S.withBudget(options, () => rec(g, h), "conjunctiveSum()");
}

/**
 * Selective sum G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R}: a move is a
 * move in one or both components, and the compound goes on as a selective sum (Winning Ways
 * ch. 9). An operation on forms; here taken of the canonical forms. (CGSuite's `SelectiveSum`
 * continues a one-component move as a disjunctive sum and a two-component move as a conjunctive
 * one, which differs from the definition, e.g. on *5 ∨ *6: test/cgt-products.test.ts.) Cost: up to |subpositions of G| × |subpositions of
 * H| canonicalizations (memoized); takes a budget.
 */
export function selectiveSum(g: GameId, h: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  S.checkGame(h);
  const memo = pairMemo("selective");
  const rec = (x: GameId, y: GameId): GameId => {
    const k = `${x},${y}`;
    const known = memo.get(k);
    if (known !== undefined) return known;
    const xl = S.leftOptions(x);
    const yl = S.leftOptions(y);
    const xr = S.rightOptions(x);
    const yr = S.rightOptions(y);
    const lo: GameId[] = [...xl.map((a) => rec(a, y)), ...yl.map((b) => rec(x, b))];
    const ro: GameId[] = [...xr.map((a) => rec(a, y)), ...yr.map((b) => rec(x, b))];
    for (const a of xl) for (const b of yl) lo.push(rec(a, b));
    for (const a of xr) for (const b of yr) ro.push(rec(a, b));
    const res = S.game(lo, ro);
    memo.set(k, res);
    return res;
  };
  return S.withBudget(options, () => rec(g, h), "selectiveSum()");
}

// ---------------------------------------------------------------------------------------------
// Uptimals
// ---------------------------------------------------------------------------------------------

/**
 * G^[n] ("PowTo", CGSuite `^[n]` for G = ↑): the ordinal sum G : (n − 1) for an integer n ≥ 1,
 * and 0 for n = 0 (CGSuite `PowTo` on integers: the exponent n subordinated to the base 1 is the
 * integer n − 1). Built iteratively as G:0 = G, G:k = {G^L, G:(k−1) | G^R} (the integer k has the
 * one option k − 1), so for G = ↑: ↑^[1] = ↑, ↑^[n] = {↑^[n−1] | *} = ↑ + ↑² + … + ↑ⁿ (Siegel CGT
 * II.7). Cost: n − 1 canonicalizations of a form with |G^L| + 1 left options, about 25 µs each
 * for G = ↑ (↑^[10^5] in a few seconds); no recursion, so any n; one unit of the budget a step.
 */
export function powTo(g: GameId, n: number, options?: RunOptions): GameId {
  S.checkGame(g);
  checkInteger(n, "powTo(): the exponent n", { min: 0 });
  if (n === 0) return S.ZERO;
  const budget = Budget.from(options, `powTo(${label(g)}, ${n})`);
  const gl = S.leftOptions(g);
  const gr = S.rightOptions(g);
  return S.withBudget({ budget }, () => {
    let cur = g;
    for (let k = 1; k < n; k++) {
      budget.spend(1);
      cur = S.game([...gl, cur], gr);
    }
    return cur;
  });
}

/**
 * ↓^[k]* = −(↑^[k] + *) for k ≥ 1, iteratively: ↓* = {0 | 0, *}, ↓^[k]* = {0 | 0, ↓^[k−1]*} — the
 * negative of ↑^[k]* = {0, ↑^[k−1]* | 0} (checked against the sum ↑^[k] + * for small k in
 * test/cgt-noabort.test.ts). O(k) canonicalizations, one unit of the budget each.
 */
function downToStar(k: number, budget: Budget): GameId {
  let cur = S.neg(S.add(S.UP, S.STAR));
  for (let i = 2; i <= k; i++) {
    budget.spend(1);
    cur = S.game([S.ZERO], [S.ZERO, cur]);
  }
  return cur;
}

/**
 * G^n ("Pow", CGSuite `^<n>` for G = ↑), defined for a base of the form G = {0 | H} and an integer
 * n ≥ 1: G^n = {0 | H − G^[n−1]} (CGSuite `Pow`; for G = ↑ this is Winning Ways' ↑ⁿ:
 * ↑² = {0 | ↓*}, ↑ⁿ⁺¹ = {0 | ↓^[n] *}). Another base is an InputError. For G = ↑ the right option
 * ↓^[n−1]* is built iteratively in O(n) canonicalizations (↑^<10^5> in a few seconds, any n); for
 * other bases it is the sum H − G^[n−1] (cost of that sum). Takes a budget.
 */
export function pow(g: GameId, n: number, options?: RunOptions): GameId {
  S.checkGame(g);
  if (!(S.leftCount(g) === 1 && S.rightCount(g) === 1 && S.leftOption(g, 0) === S.ZERO)) {
    throw new InputError(`pow(): the base must be of the form {0|H} (one Left option 0, one Right option), got ${label(g)}`);
  }
  checkInteger(n, "pow(): the exponent n", { min: 1 });
  if (n === 1) return g;
  const budget = Budget.from(options, `pow(${label(g)}, ${n})`);
  if (g === S.UP) return S.withBudget({ budget }, () => S.game([S.ZERO], [downToStar(n - 1, budget)]));
  return S.withBudget({ budget }, () => S.game([S.ZERO], [S.sub(S.rightOption(g, 0), powTo(g, n - 1, { budget }))]));
}

/** The uptimal expansion x + *m + a₁·↑ + a₂·↑² + … + a_k·↑^k (↑^i = {@link pow}(↑, i)). */
export interface UptimalExpansion {
  number: Dyadic;
  nimber: number;
  /** a₁ … a_k, the last one non-zero (empty for x + *m). */
  coefficients: number[];
}

let upPowers: GameId[] = [];
S.onReset(() => {
  upPowers = [];
});
/** ↑^i for i ≥ 1 (index i), built on demand. */
function upPower(i: number): GameId {
  while (upPowers.length <= i) upPowers.push(upPowers.length === 0 ? S.ZERO : pow(S.UP, upPowers.length));
  return upPowers[i];
}

/**
 * The uptimal expansion of G, or undefined if G is not uptimal: G = x + *m + Σ a_i·↑^i with ↑^i
 * = ↑^<i> the ordinal powers (Siegel CGT II.7; CGSuite `UptimalExpansion`, printed e.g. "0.1111"
 * for ↑^[4]). Found by search: x is the common stop; for each nim value m below the first power
 * of two above the birthday, the coefficients are fixed one by one — a_i is an integer with
 * −↑^i < R − a_i·↑^i < ↑^i for the remainder R, since ↑^i exceeds every multiple of ↑^{i+1}
 * (Winning Ways ch. 7), at most two candidates, a wrong one failing at the next step — and the
 * expansion is accepted only if the final remainder is exactly 0 (so a result is always exact).
 * The search is limited to k ≤ b + 1 terms and |a_i| ≤ 2b + 2 for G − x of birthday b (n·↑ alone
 * has birthday n + 1). Cost: O(b³) comparisons and sums of games of birthday about b.
 */
export function uptimalExpansion(g: GameId): UptimalExpansion | undefined {
  S.checkGame(g);
  const l = leftStop(g);
  if (!sameDyadic(l, rightStop(g))) return undefined;
  const h = S.sub(g, S.dyadic(l.num, l.exp));
  const b = S.birthday(h);
  let starLimit = 1;
  while (starLimit < b + 2) starLimit *= 2;
  for (let m = 0; m < starLimit; m++) {
    const coeffs = expandFrom(S.add(h, S.nimber(m)), 1, b + 1, 2 * b + 2);
    if (coeffs) {
      while (coeffs.length > 0 && coeffs[coeffs.length - 1] === 0) coeffs.pop();
      return { number: l, nimber: m, coefficients: coeffs };
    }
  }
  return undefined;
}

/** Coefficients a_i … a_max (|a_j| ≤ bound) with R = Σ a_j ↑^j exactly, or undefined. */
function expandFrom(r: GameId, i: number, max: number, bound: number): number[] | undefined {
  if (r === S.ZERO) return [];
  if (i > max) return undefined;
  const p = upPower(i);
  const np = S.neg(p);
  const inWindow = (x: GameId): boolean => S.leq(np, x) && !S.leq(x, np) && S.leq(x, p) && !S.leq(p, x);
  // Walk a from 0 towards the window: a grows while R − a·↑^i ≥ ↑^i, shrinks while ≤ −↑^i.
  let a = 0;
  let x = r;
  while (S.leq(p, x)) {
    if (++a > bound) return undefined;
    x = S.sub(x, p);
  }
  while (S.leq(x, np)) {
    if (--a < -bound) return undefined;
    x = S.add(x, p);
  }
  const candidates: [number, GameId][] = [];
  for (const [da, xx] of [
    [0, x],
    [1, S.sub(x, p)],
    [-1, S.add(x, p)],
  ] as [number, GameId][]) {
    if (inWindow(xx)) candidates.push([a + da, xx]);
  }
  for (const [ai, rest] of candidates) {
    const tail = expandFrom(rest, i + 1, max, bound);
    if (tail) return [ai, ...tail];
  }
  return undefined;
}

/**
 * CGSuite's printed form of an uptimal expansion: the number (omitted when 0 and a nimber is
 * shown), the nimber, ".", then one digit per coefficient; a negative coefficient −d prints as
 * "d-" (CGSuite shows an overbar), a coefficient ≥ 10 in brackets (cgtlab's own convention).
 * O(length).
 */
export function uptimalToString(e: UptimalExpansion): string {
  const x = dyadicToString(e.number);
  const star = e.nimber === 0 ? "" : e.nimber === 1 ? "*" : `*${e.nimber}`;
  const head = x === "0" && star !== "" ? star : x + star;
  const digit = (a: number): string => {
    const d = Math.abs(a);
    const s = d < 10 ? String(d) : `[${d}]`;
    return a < 0 ? `${s}-` : s;
  };
  return `${head}.${e.coefficients.length === 0 ? "0" : e.coefficients.map(digit).join("")}`;
}

// ---------------------------------------------------------------------------------------------
// Companion, star projection, reduced canonical form
// ---------------------------------------------------------------------------------------------

/**
 * The lattice companion of G (Siegel CGT III.2; CGSuite `Companion`): for n·↑ + *m (number part
 * 0) it is n·↑ + *(m XOR 1) when m ≤ 1 and G itself when m ≥ 2; otherwise
 * {companions of G^L, and 0 if G ≥ 0 | companions of G^R, and 0 if G ≤ 0}. So 0 ↔ *, ↑ ↔ ↑*,
 * numbers are fixed. Cost: memoized per canonical subposition, each O(one canonicalization).
 */
export function companion(g: GameId): GameId {
  S.checkGame(g);
  const memo = memoFor<GameId>("companion");
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let res: GameId;
    const p = numberUpStarParts(x);
    if (p?.number.num === 0n) {
      res = p.star >= 2 ? x : S.add(multiplyInteger(S.UP, p.ups), S.nimber(p.star ^ 1));
    } else if (S.isNumber(x)) {
      // A nonzero number is its own companion (by induction on the definition: for x > 0 the
      // added left option 0 and a left option 0 turned into * are reversible or dominated, and the
      // simplest number between the options stays x); O(1), so no chain over a large integer.
      res = x;
    } else {
      const lo = S.leftOptions(x).map(rec);
      const ro = S.rightOptions(x).map(rec);
      if (S.leq(S.ZERO, x)) lo.push(S.ZERO);
      if (S.leq(x, S.ZERO)) ro.push(S.ZERO);
      res = S.game(lo, ro);
    }
    memo.set(x, res);
    return res;
  };
  return rec(g);
}

/**
 * Star projection: every subposition x* (x a number) of the canonical form replaced by x, numbers
 * kept, the rest rebuilt from the projected options (as CGSuite's reduced canonical form uses it;
 * Siegel CGT II.4). Cost: memoized per canonical subposition.
 */
export function starProjection(g: GameId): GameId {
  S.checkGame(g);
  const memo = memoFor<GameId>("starproj");
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let res: GameId;
    if (S.isNumber(x)) res = x;
    else {
      const l = leftStop(x);
      const base = sameDyadic(l, rightStop(x)) ? S.dyadic(l.num, l.exp) : undefined;
      if (base !== undefined && S.sub(x, base) === S.STAR) res = base;
      else res = S.game(S.leftOptions(x).map(rec), S.rightOptions(x).map(rec));
    }
    memo.set(x, res);
    return res;
  };
  return rec(g);
}

/**
 * Reduced canonical form of G: the simplest game infinitesimally close to G (Siegel CGT II.4,
 * after Calistrate and Grossman–Siegel; CGSuite `ReducedCanonicalForm`). For x + n·↑ + *m it is
 * x; otherwise it is the star projection of G heated by * (the construction CGSuite uses). So
 * G − rcf(G) is infinitesimal, and G, H infinitesimally close ⇔ rcf(G) = rcf(H). Cost: one
 * heating and one projection, each memoized per canonical subposition.
 */
export function reducedCanonicalForm(g: GameId, options?: RunOptions): GameId {
  S.checkGame(g);
  const p = numberUpStarParts(g);
  if (p) return S.dyadic(p.number.num, p.number.exp);
  return starProjection(heat(g, S.STAR, options));
}

// ---------------------------------------------------------------------------------------------
// Atomic weight
// ---------------------------------------------------------------------------------------------

/**
 * The far star of G: 1 + the largest nim value *k among the subpositions of the canonical form
 * that are nimbers (at least 1). A nimber *N with N ≥ that is "remote" for G (Winning Ways ch. 8).
 * O(canonical size), memoized.
 */
export function farStar(g: GameId): number {
  S.checkGame(g);
  const memo = memoFor<number>("farstar");
  const rec = (x: GameId): number => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let r: number;
    if (S.isNimber(x)) r = S.nimberValue(x) + 1;
    else {
      r = 1;
      for (let i = 0, n = S.leftCount(x); i < n; i++) r = Math.max(r, rec(S.leftOption(x, i)));
      for (let i = 0, n = S.rightCount(x); i < n; i++) r = Math.max(r, rec(S.rightOption(x, i)));
    }
    memo.set(x, r);
    return r;
  };
  return rec(g);
}

function floorD(d: Dyadic): bigint {
  return d.exp === 0 ? d.num : d.num >> BigInt(d.exp); // arithmetic shift floors
}

/** Least integer n with n ⧐ x (n ≤ x false). */
function leastIntegerNotLeq(x: GameId): number {
  let n = Number(floorD(rightStop(x))) - 1;
  while (S.leq(S.integer(n), x)) n++;
  return n;
}

/** Greatest integer n with n ⧏ x from the other side (x ≤ n false). */
function greatestIntegerNotGeq(x: GameId): number {
  let n = Number(floorD(leftStop(x))) + 2;
  while (S.leq(x, S.integer(n))) n--;
  return n;
}

/**
 * The atomic weight calculus (Winning Ways ch. 8; Siegel CGT II.7): G° = {aw(G^L) − 2 | aw(G^R) + 2};
 * if G° is not an integer, aw = G°; if it is, the "eventually" rule compares G with its remote
 * star ☆ = *farStar(G): if G < ☆, aw is the least integer n with n ⧐ every aw(G^L) − 2 (0 if
 * no Left option); if G > ☆, the greatest n with n ⧏ every aw(G^R) + 2 (0 if no Right option);
 * if G ‖ ☆, aw = G°. Base case: x + n·↑ + *m has weight n.
 */
function naiveAtomicWeight(g: GameId): GameId {
  const memo = memoFor<GameId>("aw");
  const rec = (x: GameId): GameId => {
    const known = memo.get(x);
    if (known !== undefined) return known;
    let res: GameId;
    const p = numberUpStarParts(x);
    if (p) res = S.integer(p.ups);
    else {
      const lo = S.leftOptions(x).map((y) => S.sub(rec(y), S.integer(2)));
      const ro = S.rightOptions(x).map((y) => S.add(rec(y), S.integer(2)));
      const g0 = S.game(lo, ro);
      res = g0;
      if (isInteger(g0)) {
        const star = S.nimber(farStar(x));
        const below = S.leq(x, star) && !S.leq(star, x);
        const above = S.leq(star, x) && !S.leq(x, star);
        if (below) res = lo.length === 0 ? S.ZERO : S.integer(Math.max(...lo.map(leastIntegerNotLeq)));
        else if (above) res = ro.length === 0 ? S.ZERO : S.integer(Math.min(...ro.map(greatestIntegerNotGeq)));
      }
    }
    memo.set(x, res);
    return res;
  };
  return rec(g);
}

/** Why G has no atomic weight, or undefined if it has one (then `weight` is set). */
function atomicWeightOrReason(g: GameId): { weight?: GameId; reason?: string } {
  const z: Dyadic = { num: 0n, exp: 0 };
  if (!sameDyadic(leftStop(g), z) || !sameDyadic(rightStop(g), z)) {
    return { reason: `it is not infinitesimal (stops ${dyadicToString(leftStop(g))} and ${dyadicToString(rightStop(g))}, not 0 and 0)` };
  }
  const w = naiveAtomicWeight(g);
  if (isAllSmall(g)) return { weight: w };
  // Infinitesimal but not all-small: atomic iff G − w·↑ lies within ±(↑* + *N:−1), N the power of
  // two ≥ the far star (Siegel CGT II.7, the criterion CGSuite's AtomicWeight applies).
  const d = S.sub(g, norton(w, S.UP));
  let n = 2;
  while (n < farStar(g)) n *= 2;
  const kite = ordinalSum(S.nimber(n), S.MINUS_ONE);
  const eps = S.add(S.add(S.UP, S.STAR), kite);
  if (S.leq(d, eps) && S.leq(S.neg(eps), d)) return { weight: w };
  return { reason: "it is infinitesimal but not all-small, and it differs from (its atomic weight)·↑ by more than ↑* + a remote star" };
}

/** True if G has an atomic weight (every all-small game does; some other infinitesimals too; CGSuite `IsAtomic`). Cost: as {@link atomicWeight}. */
export function isAtomic(g: GameId): boolean {
  S.checkGame(g);
  return atomicWeightOrReason(g).weight !== undefined;
}

/**
 * Atomic weight of G: the game W with G ~ W·↑, where G ~ H iff o(G + X + *m) = o(H + X + *m)
 * for all X and all large m (CGSuite `AtomicWeight`; Winning Ways ch. 8; Lessons in Play ch. 9;
 * Siegel CGT II.7). Computed by the atomic weight calculus with the "eventually" rule against a
 * remote star (see the module source); aw(n·↑ + *m) = n, aw(G + H) = aw(G) + aw(H). For a game
 * that is not infinitesimal, or not all-small and failing the atomicity test, it throws an
 * InputError saying why. Cost: one canonicalization and a few comparisons per canonical
 * subposition (memoized).
 */
export function atomicWeight(g: GameId): GameId {
  S.checkGame(g);
  const r = atomicWeightOrReason(g);
  if (r.weight === undefined) throw new InputError(`atomicWeight(): ${format(g)} has no atomic weight: ${r.reason}`);
  return r.weight;
}
