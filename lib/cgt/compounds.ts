/**
 * Compounds of short games taken on forms (issue 29, item 4): the conjunctive, selective and
 * ordinal sums, the Conway product and the ordinal product, each of two operands given either as
 * canonical store ids or as literal forms {left | right} whose leaves are canonical ids (CGSuite's
 * ExplicitGame operands, e.g. '{*|*}', or a misère game's tree read as a normal-play form).
 *
 * These compounds depend on the form of an operand, not only on its value (the conjunctive sum
 * of {*|*} and 3 is 2, of 0 and 3 is 0), so the form is followed as given; a canonical id stands
 * for its canonical form. Every result is a canonical id (the value of the compound's form).
 *
 * Definitions (G^L, G^R the options of the form G):
 *  - conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R} (Winning Ways ch. 9);
 *  - selective sum G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R} (WW ch. 9);
 *  - ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} (WW ch. 7), which depends on the form of G but by
 *    the colon principle only on the value of H (WW ch. 7; Siegel, Combinatorial Game Theory, AMS
 *    2013, II.7), so H is replaced by its canonical form;
 *  - Conway product G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R |
 *    G^L·H + G·H^R − G^L·H^R, G^R·H + G·H^L − G^R·H^L} (Conway, On Numbers and Games, 1976, ch. 1;
 *    CGSuite `ConwayProduct`). On numbers it is the product of the numbers and on nimbers the nim
 *    product (ONAG ch. 1 and 6), which are used as shortcuts when both operands are canonical;
 *  - ordinal product G ⊗ H (CGSuite `OrdinalProduct`, CompoundGame.scala): Left's options are
 *    (G ⊗ H^L) : (G^L) and (G ⊗ H^R) : ((−G)^L), Right's (G ⊗ H^L) : (G^R) and (G ⊗ H^R) : ((−G)^R),
 *    where the base G ⊗ H^L of each ordinal sum is the compound's own form (its options, not only
 *    its value, matter). For impartial G, H this is (G ⊗ H') : G' over all options G', H'.
 *
 * Cost: one canonicalization per pair (follower of G, follower of H) reached, plus the sums (for
 * the Conway product, three additions a pair) and ordinal sums (for the ordinal product, one a
 * pair and option) — exponential in the birthdays in general. Work on canonical pairs is memoized
 * for the life of the store, on forms for one call. Every function takes a budget (`options`) and
 * stops with BudgetExceededError naming the limit; recursion depth is the sum of the operands'
 * heights (a RangeError that says so if the stack cannot hold it).
 */
import { InputError, type RunOptions } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { conjunctiveSum, ordinalSumOfForm, selectiveSum } from "./allsmall";
import { nimProduct } from "./nimfield";
import { MAX_NUS_COMPONENT } from "./store";

/** A literal form {left | right}: its options are canonical ids or further literal forms. */
export interface FormTree {
  readonly left: readonly FormNode[];
  readonly right: readonly FormNode[];
}

/** An operand of a compound: a canonical id (its canonical form) or a literal form. */
export type FormNode = GameId | FormTree;

function isId(x: FormNode): x is GameId {
  return typeof x === "number";
}

/** The options of x on one side: a literal form's own, a canonical id's canonical options. O(options). */
export function formOptions(x: FormNode, left: boolean): readonly FormNode[] {
  if (isId(x)) return left ? S.leftOptions(x) : S.rightOptions(x);
  return left ? x.left : x.right;
}

let valueMemo = new WeakMap<FormTree, GameId>();
S.onReset(() => {
  valueMemo = new WeakMap();
});

/**
 * The value (canonical id) of a form: a canonical id itself, a literal form the canonical form
 * of {values of its Left options | values of its Right options}. One canonicalization per
 * distinct literal node (memoized by node while the store lives).
 */
export function formValue(x: FormNode): GameId {
  if (isId(x)) return x;
  const known = valueMemo.get(x);
  if (known !== undefined) return known;
  const v = S.game(x.left.map(formValue), x.right.map(formValue));
  valueMemo.set(x, v);
  return v;
}

/** A table of results by pair of nodes (ids or literal forms, by identity). */
class PairTable<T> {
  private readonly rows = new Map<FormNode, Map<FormNode, T>>();
  get(a: FormNode, b: FormNode): T | undefined {
    return this.rows.get(a)?.get(b);
  }
  set(a: FormNode, b: FormNode, v: T): void {
    let row = this.rows.get(a);
    if (!row) this.rows.set(a, (row = new Map<FormNode, T>()));
    row.set(b, v);
  }
}

/** Tables kept for the life of the store, for pairs of canonical ids. */
let conwayIds = new PairTable<GameId>();
let ordinalIds = new PairTable<Options>();
S.onReset(() => {
  conwayIds = new PairTable();
  ordinalIds = new PairTable();
});

/** Option lists (canonical ids) of a compound's form. */
interface Options {
  readonly left: readonly GameId[];
  readonly right: readonly GameId[];
}

/** Checks a node given at the id level: an id in the store, or a literal form of such. O(size). */
function checkNode(x: FormNode, what: string): void {
  const seen = new Set<FormTree>();
  const visit = (y: unknown, at: string): void => {
    if (typeof y === "number") {
      S.checkGame(y, `${what}${at}`);
      return;
    }
    const t = y as FormTree | null;
    if (typeof t !== "object" || t === null || !Array.isArray(t.left as unknown) || !Array.isArray(t.right as unknown)) {
      throw new InputError(`${what}${at} must be a game or a form {left: [...], right: [...]}`);
    }
    if (seen.has(t)) return;
    seen.add(t);
    t.left.forEach((o, i) => { visit(o, `${at}, Left option ${i}`); });
    t.right.forEach((o, i) => { visit(o, `${at}, Right option ${i}`); });
  };
  visit(x, "");
}

/** Runs a recursive compound under the caller's budget, with a clear error if the stack is too small. */
function run<T>(options: RunOptions | undefined, what: string, fn: () => T): T {
  return S.withBudget(options, () => S.guardDepth(what, fn), what);
}

/**
 * Conjunctive sum G ∧ H = {G^L ∧ H^L | G^R ∧ H^R} of two forms (Winning Ways ch. 9; CGSuite
 * `ConjunctiveSum` on explicit games). Pairs of canonical ids go to the memoized canonical
 * computation. Cost: one canonicalization per pair of followers reached; takes a budget.
 */
export function conjunctiveSumOfForms(g: FormNode, h: FormNode, options?: RunOptions): GameId {
  checkNode(g, "conjunctiveSum(): first game");
  checkNode(h, "conjunctiveSum(): second game");
  const memo = new PairTable<GameId>();
  const rec = (a: FormNode, b: FormNode): GameId => {
    if (isId(a) && isId(b)) return conjunctiveSum(a, b);
    const known = memo.get(a, b);
    if (known !== undefined) return known;
    const lo: GameId[] = [];
    const ro: GameId[] = [];
    for (const x of formOptions(a, true)) for (const y of formOptions(b, true)) lo.push(rec(x, y));
    for (const x of formOptions(a, false)) for (const y of formOptions(b, false)) ro.push(rec(x, y));
    const v = S.game(lo, ro);
    memo.set(a, b, v);
    return v;
  };
  return run(options, "conjunctiveSum()", () => rec(g, h));
}

/**
 * Selective sum G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | G^R ∨ H, G ∨ H^R, G^R ∨ H^R} of two forms
 * (Winning Ways ch. 9; CGSuite `SelectiveSum`). Cost: one canonicalization per pair of followers
 * reached; takes a budget.
 */
export function selectiveSumOfForms(g: FormNode, h: FormNode, options?: RunOptions): GameId {
  checkNode(g, "selectiveSum(): first game");
  checkNode(h, "selectiveSum(): second game");
  const memo = new PairTable<GameId>();
  const rec = (a: FormNode, b: FormNode): GameId => {
    if (isId(a) && isId(b)) return selectiveSum(a, b);
    const known = memo.get(a, b);
    if (known !== undefined) return known;
    const side = (left: boolean): GameId[] => {
      const xs = formOptions(a, left);
      const ys = formOptions(b, left);
      const out = [...xs.map((x) => rec(x, b)), ...ys.map((y) => rec(a, y))];
      for (const x of xs) for (const y of ys) out.push(rec(x, y));
      return out;
    };
    const v = S.game(side(true), side(false));
    memo.set(a, b, v);
    return v;
  };
  return run(options, "selectiveSum()", () => rec(g, h));
}

/**
 * Ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R} for a base G given as a form (Winning Ways ch. 7;
 * CGSuite `OrdinalSum`): by the colon principle only the value of H matters, so this is the
 * ordinal sum on the base with options {values of G^L | values of G^R} of H's canonical form.
 * Cost: one canonicalization per canonical follower of H (and one per literal node of the
 * operands); takes a budget.
 */
export function ordinalSumOfForms(g: FormNode, h: FormNode, options?: RunOptions): GameId {
  checkNode(g, "ordinalSum(): base");
  checkNode(h, "ordinalSum(): subordinate");
  return run(options, "ordinalSum()", () =>
    ordinalSumOfForm(formOptions(g, true).map(formValue), formOptions(g, false).map(formValue), formValue(h)),
  );
}

/** The number product x·y of two canonical numbers (an exact dyadic product). O(size of the numbers). */
function numberProduct(a: GameId, b: GameId): GameId {
  const x = S.numberExact(a);
  const y = S.numberExact(b);
  if (x === undefined || y === undefined) throw new Error("internal: numberProduct of a non-number");
  return S.dyadic(x.num * y.num, x.exp + y.exp);
}

/** The nimber *(a ⊗ b) for canonical nimbers *a, *b; InputError if a ⊗ b is beyond the store's nimbers. */
function nimberProduct(a: GameId, b: GameId): GameId {
  const p = nimProduct(S.nimberValue(a), S.nimberValue(b));
  if (p > MAX_NUS_COMPONENT) {
    throw new InputError(`conwayProduct(): *${S.nimberValue(a)} · *${S.nimberValue(b)} = *${p} is beyond the largest nimber the store holds (*${MAX_NUS_COMPONENT})`);
  }
  return S.nimber(p);
}

/**
 * Conway product G·H of two forms (ONAG ch. 1; CGSuite `ConwayProduct`, CanonicalShortGameOps):
 * G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R | G^L·H + G·H^R − G^L·H^R,
 * G^R·H + G·H^L − G^R·H^L}. For two canonical numbers it is their product and for two canonical
 * nimbers *a, *b the nimber *(a ⊗ b), used as shortcuts (ONAG ch. 1 and 6; `shortcuts: false`
 * follows the definition there too, for cross-checks). The product depends on the forms: a
 * canonical id stands for its canonical form. Cost: per pair of followers reached, three
 * additions and one canonicalization (|G^L|·|H^L| + … options); exponential in the birthdays;
 * memoized (canonical pairs for the store's life); takes a budget.
 */
export function conwayProduct(g: FormNode, h: FormNode, options?: RunOptions & { shortcuts?: boolean }): GameId {
  checkNode(g, "conwayProduct(): first game");
  checkNode(h, "conwayProduct(): second game");
  const shortcuts = options?.shortcuts ?? true;
  const local = new PairTable<GameId>();
  const rec = (a: FormNode, b: FormNode): GameId => {
    const ids = isId(a) && isId(b);
    const memo = ids && shortcuts ? conwayIds : local;
    const known = memo.get(a, b);
    if (known !== undefined) return known;
    let v: GameId;
    if (ids && shortcuts && S.isNumber(a) && S.isNumber(b)) v = numberProduct(a, b);
    else if (ids && shortcuts && S.isNimber(a) && S.isNimber(b)) v = nimberProduct(a, b);
    else {
      // the option (a', b') of one side: a'·b + a·b' − a'·b'
      const term = (x: FormNode, y: FormNode): GameId => S.sub(S.add(rec(x, b), rec(a, y)), rec(x, y));
      const pairs = (xs: readonly FormNode[], ys: readonly FormNode[], out: GameId[]): void => {
        for (const x of xs) for (const y of ys) out.push(term(x, y));
      };
      const al = formOptions(a, true), ar = formOptions(a, false);
      const bl = formOptions(b, true), br = formOptions(b, false);
      const lo: GameId[] = [];
      const ro: GameId[] = [];
      pairs(al, bl, lo);
      pairs(ar, br, lo);
      pairs(al, br, ro);
      pairs(ar, bl, ro);
      v = S.game(lo, ro);
    }
    memo.set(a, b, v);
    return v;
  };
  return run(options, "conwayProduct()", () => rec(g, h));
}

/**
 * Ordinal product G ⊗ H of two forms (CGSuite `OrdinalProduct`; see the module header): Left
 * moves to (G ⊗ H^L) : G^L or (G ⊗ H^R) : (−G)^L, Right to (G ⊗ H^L) : G^R or (G ⊗ H^R) : (−G)^R,
 * each ordinal sum on the form of the smaller product as its base. G ⊗ 0 = 0 and, for impartial
 * operands, the options are (G ⊗ H') : G'. Cost: per pair (G, follower of H) reached, one ordinal
 * sum per (option of H) × (option of G), each one canonicalization per canonical follower of the
 * subordinate; memoized (canonical pairs for the store's life); takes a budget.
 */
export function ordinalProduct(g: FormNode, h: FormNode, options?: RunOptions): GameId {
  checkNode(g, "ordinalProduct(): first game");
  checkNode(h, "ordinalProduct(): second game");
  const local = new PairTable<Options>();
  // G's options as values, and those of −G: (−G)^L = −(G^R), (−G)^R = −(G^L)
  const gl = formOptions(g, true).map(formValue);
  const gr = formOptions(g, false).map(formValue);
  const negL = gr.map((x) => S.neg(x));
  const negR = gl.map((x) => S.neg(x));
  const rec = (b: FormNode): Options => {
    const memo = isId(g) && isId(b) ? ordinalIds : local;
    const known = memo.get(g, b);
    if (known !== undefined) return known;
    const lo: GameId[] = [];
    const ro: GameId[] = [];
    for (const [hs, forL, forR] of [
      [formOptions(b, true), gl, gr],
      [formOptions(b, false), negL, negR],
    ] as const) {
      for (const y of hs) {
        const base = rec(y);
        for (const x of forL) lo.push(ordinalSumOfForm(base.left, base.right, x));
        for (const x of forR) ro.push(ordinalSumOfForm(base.left, base.right, x));
      }
    }
    const v: Options = { left: lo, right: ro };
    memo.set(g, b, v);
    return v;
  };
  return run(options, "ordinalProduct()", () => {
    const o = rec(h);
    return S.game(o.left, o.right);
  });
}
