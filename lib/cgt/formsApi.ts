/**
 * Value-level compounds on forms and products (issue 29, item 4): the operands are {@link GameForm}s
 * — a {@link Game} (its canonical form) or a literal form `{ left: [...], right: [...] }` whose
 * options are games or further literal forms, as CGSuite's explicit games ('{*|*}') — converted
 * at the boundary to the id-level forms of compounds.ts (InputError naming the operand and the
 * option path for a wrong shape or a form that contains itself).
 */
import { InputError, type RunOptions } from "../util";
import * as C from "./compounds";
import type { ImpartialTree, MisereGame } from "./misere";
import { Game, toId, value } from "./value";

/**
 * An operand of a compound on forms: a game value (standing for its canonical form) or a literal
 * form {left | right} whose options are game values or literal forms (a {@link GameTree} is one).
 */
export type GameForm = Game | GameFormTree;

/** A literal form {left | right} (see {@link GameForm}). */
export interface GameFormTree {
  /** The form's Left options. */
  readonly left: readonly GameForm[];
  /** The form's Right options. */
  readonly right: readonly GameForm[];
}

/**
 * The id-level form of a {@link GameForm} (shared literal nodes stay shared). InputError naming
 * `what` and the option path for anything else, or for a form that contains itself. O(size).
 */
export function toFormNode(x: GameForm, what: string): C.FormNode {
  const memo = new Map<GameFormTree, C.FormTree>();
  const open = new Set<GameFormTree>();
  const conv = (y: unknown, at: string): C.FormNode => {
    if (y instanceof Game) return toId(y, `${what}${at}`);
    if (typeof y !== "object" || y === null || !Array.isArray((y as GameFormTree).left) || !Array.isArray((y as GameFormTree).right)) {
      const got = typeof y === "number" ? `the number ${y}` : y === null ? "null" : typeof y;
      throw new InputError(`${what}${at} must be a game (cgt.Game) or a form { left: [...], right: [...] }, got ${got}`);
    }
    const t = y as GameFormTree;
    const known = memo.get(t);
    if (known) return known;
    if (open.has(t)) throw new InputError(`${what}${at} contains itself: a form must be finite (no cycles)`);
    open.add(t);
    const node: C.FormTree = {
      left: t.left.map((o, i) => conv(o, `${at}, Left option ${i}`)),
      right: t.right.map((o, i) => conv(o, `${at}, Right option ${i}`)),
    };
    open.delete(t);
    memo.set(t, node);
    return node;
  };
  return conv(x, "");
}

/** Both operands at the id level. */
function nodes(name: string, g: GameForm, h: GameForm): [C.FormNode, C.FormNode] {
  return [toFormNode(g, `${name}: first game`), toFormNode(h, `${name}: second game`)];
}

/**
 * The value (canonical form) of a {@link GameForm}: the canonical form of {values of its Left
 * options | values of its Right options}. One canonicalization per literal node.
 *
 * @example
 * ```ts
 * // {*|*} = 0 as a game, though as a base of an ordinal sum it is not 0
 * cgt.formValue({ left: [cgt.STAR], right: [cgt.STAR] }); // → 0
 * ```
 */
export function formValue(g: GameForm): Game {
  return value(C.formValue(toFormNode(g, "formValue: game")));
}

/**
 * The normal-play form of an impartial game given as a tree (an {@link ImpartialTree}) or as a
 * misère canonical game (its options, followed as they are): {options | options}. CGSuite takes a
 * misère game as this explicit form when it is an operand of a normal-play compound (its
 * CompoundGameTestCase: *[[[2]],[2],0] ∧ *5 = *5, while its value *2 ∧ *5 = *2). O(size) (shared
 * subtrees stay shared).
 */
export function impartialForm(g: ImpartialTree | MisereGame): GameFormTree {
  const memo = new Map<object, GameFormTree>();
  const conv = (x: unknown, at: string): GameFormTree => {
    const kids: unknown = Array.isArray(x) ? x : typeof x === "object" && x !== null ? (x as MisereGame).options : undefined;
    if (!Array.isArray(kids)) throw new InputError(`impartialForm: game${at} must be an impartial tree (an array of trees) or a MisereGame`);
    const known = memo.get(x as object);
    if (known) return known;
    const opts = kids.map((o, i) => conv(o, `${at}, option ${i}`));
    const f: GameFormTree = { left: opts, right: opts };
    memo.set(x as object, f);
    return f;
  };
  return conv(g, "");
}

/**
 * Conway product G·H (On Numbers and Games ch. 1; CGSuite `ConwayProduct`):
 * G·H = {G^L·H + G·H^L − G^L·H^L, G^R·H + G·H^R − G^R·H^R | G^L·H + G·H^R − G^L·H^R,
 * G^R·H + G·H^L − G^R·H^L}, on the forms given (a game stands for its canonical form). On numbers
 * it is the product of the numbers, on nimbers the nim product (used as shortcuts). Cost: per
 * pair of followers, three additions and a canonicalization: exponential in the birthdays in
 * general; memoized; takes a budget (BudgetExceededError names the limit).
 *
 * @example
 * ```ts
 * // CGSuite's GameTest.scala: *4.ConwayProduct(*4) = *6, 15.ConwayProduct(^^*2) = ^30*2
 * cgt.conwayProduct(cgt.nimber(4), cgt.nimber(4)); // → *6
 * cgt.conwayProduct(cgt.integer(15), cgt.parse("^^*2")); // → ↑30*2
 * ```
 */
export function conwayProduct(g: GameForm, h: GameForm, options?: RunOptions): Game {
  const [a, b] = nodes("conwayProduct", g, h);
  return value(C.conwayProduct(a, b, options));
}

/**
 * Ordinal product G ⊗ H (CGSuite `OrdinalProduct`): Left moves to (G ⊗ H^L) : G^L or
 * (G ⊗ H^R) : (−G)^L, Right to (G ⊗ H^L) : G^R or (G ⊗ H^R) : (−G)^R, each an ordinal sum on the
 * form of the smaller product; on the forms given. Cost: per follower of H, one ordinal sum per
 * (option of H) × (option of G); exponential in general; memoized; takes a budget.
 *
 * @example
 * ```ts
 * // CGSuite's CompoundGameTestCase.scala: 1/2 OrdinalProduct 1/4 = 11/32, *5 OrdinalProduct *6 = *30
 * cgt.ordinalProduct(cgt.parse("1/2"), cgt.parse("1/4")); // → 11/32
 * cgt.ordinalProduct(cgt.nimber(5), cgt.nimber(6)); // → *30
 * ```
 */
export function ordinalProduct(g: GameForm, h: GameForm, options?: RunOptions): Game {
  const [a, b] = nodes("ordinalProduct", g, h);
  return value(C.ordinalProduct(a, b, options));
}

/** Conjunctive sum of two forms (compounds.ts); the value-level `conjunctiveSum` calls it for a literal form. */
export function conjunctiveSumOfForms(g: GameForm, h: GameForm, options?: RunOptions): Game {
  const [a, b] = nodes("conjunctiveSum", g, h);
  return value(C.conjunctiveSumOfForms(a, b, options));
}

/** Selective sum of two forms (compounds.ts); the value-level `selectiveSum` calls it for a literal form. */
export function selectiveSumOfForms(g: GameForm, h: GameForm, options?: RunOptions): Game {
  const [a, b] = nodes("selectiveSum", g, h);
  return value(C.selectiveSumOfForms(a, b, options));
}

/** Ordinal sum on a base given as a form (compounds.ts); the value-level `ordinalSum` calls it for a literal form. */
export function ordinalSumOfForms(g: GameForm, h: GameForm, options?: RunOptions): Game {
  return value(C.ordinalSumOfForms(toFormNode(g, "ordinalSum: base"), toFormNode(h, "ordinalSum: subordinate"), options));
}
