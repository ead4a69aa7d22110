/**
 * CGSuite's `Subordinate` (issue 29, item 4): the inverse of the ordinal sum. For a base B, the
 * subordinate of G is the H with B:H = G, where B:H = {B^L, B:H^L | B^R, B:H^R} (Winning Ways
 * ch. 7; Siegel, Combinatorial Game Theory, AMS 2013).
 *
 * Method (CGSuite, A. N. Siegel, lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGame.scala,
 * `subordinate`, commit of 2024-01-15), on the canonical form of G and the canonical forms of B's
 * options: every Left option b of B must be dominated in G (some G^L ≥ b) or reversible there (some
 * b^R ≤ G), and every Right option b of B some G^R ≤ b or some b^L ≥ G; then
 * sub(G) = { sub(G^L) for the G^L that are not Left options of B | sub(G^R) for the G^R that are
 * not Right options of B }, canonicalized, applied to every such follower in turn. Beyond CGSuite,
 * the result H is checked by forming B:H again: when it is not G, G is not an ordinal sum on B and
 * the answer is an InputError rather than a wrong H.
 *
 * The base is a form: B = {*|*} and B = 0 are equal games but different bases (CGSuite's example
 * ↑→5 = {*|*} : 5 while 0 : H = H).
 */
import { InputError, type RunOptions } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { ordinalSumOfForm } from "./allsmall";
import { format, formattedLength } from "./notation";

/** g printed for a message: its notation when short, else "a game of birthday b". O(size). */
function label(g: GameId): string {
  return formattedLength(g) <= 200 ? format(g) : `a game of birthday ${S.birthday(g)}`;
}

/**
 * The subordinate H of G to the base with options {baseLeft | baseRight} (canonical ids): the H
 * with base : H = G (see the module header). InputError when G is not an ordinal sum on that base.
 * Cost: one canonicalization and O(|B| · |options|) comparisons per canonical follower of G
 * visited, then one ordinal sum to check the result; takes a budget.
 */
export function subordinateToForm(g: GameId, baseLeft: readonly GameId[], baseRight: readonly GameId[], options?: RunOptions): GameId {
  S.checkGame(g, "subordinate(): game");
  for (const o of baseLeft) S.checkGame(o, "subordinate(): base Left option");
  for (const o of baseRight) S.checkGame(o, "subordinate(): base Right option");
  const baseText = `{${baseLeft.map(label).join(",")}|${baseRight.map(label).join(",")}}`;
  const fail = (x: GameId): never => {
    const at = x === g ? "" : ` (its follower ${label(x)} fits no ordinal sum on that base)`;
    throw new InputError(`subordinate(): ${label(g)} is not an ordinal sum B:H on the base B = ${baseText}${at}`);
  };
  const inLeft = new Set(baseLeft);
  const inRight = new Set(baseRight);
  const build = (): GameId => {
    const memo = new Map<GameId, GameId>();
    // Iterative post-order over the followers of G that are not base options (no stack overflow on deep G).
    const stack: GameId[] = [g];
    while (stack.length > 0) {
      const x = stack[stack.length - 1];
      if (memo.has(x)) {
        stack.pop();
        continue;
      }
      const xl = S.leftOptions(x).filter((o) => !inLeft.has(o));
      const xr = S.rightOptions(x).filter((o) => !inRight.has(o));
      let ready = true;
      for (const o of [...xl, ...xr]) {
        if (!memo.has(o)) {
          stack.push(o);
          ready = false;
        }
      }
      if (!ready) continue;
      stack.pop();
      for (const b of baseLeft) {
        if (!S.leftOptions(x).some((o) => S.leq(b, o)) && !S.rightOptions(b).some((br) => S.leq(br, x))) fail(x);
      }
      for (const b of baseRight) {
        if (!S.rightOptions(x).some((o) => S.leq(o, b)) && !S.leftOptions(b).some((bl) => S.leq(x, bl))) fail(x);
      }
      memo.set(x, S.game(xl.map((o) => memo.get(o)!), xr.map((o) => memo.get(o)!)));
    }
    const h = memo.get(g)!;
    if (ordinalSumOfForm(baseLeft, baseRight, h, options) !== g) fail(g);
    return h;
  };
  return S.withBudget(options, build, "subordinate()");
}

/** The subordinate of G to the base B (its canonical form): the H with B:H = G. See {@link subordinateToForm}. */
export function subordinate(g: GameId, base: GameId, options?: RunOptions): GameId {
  S.checkGame(base, "subordinate(): base");
  return subordinateToForm(g, S.leftOptions(base), S.rightOptions(base), options);
}
