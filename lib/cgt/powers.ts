/**
 * Ordinal powers with a dyadic exponent (issue 29, item 4): CGSuite's `PowTo` and `Pow` for an
 * exponent x that is any dyadic rational, not only an integer.
 *
 * Definitions (CGSuite, A. N. Siegel, lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGame.scala,
 * `powTo` and `pow`; Siegel, Combinatorial Game Theory, AMS 2013, II.7 for the integer case):
 *  - G^[x] = G : (x subordinated to 1), the ordinal sum on the base G of the H with 1:H = x, and
 *    G^[0] = 0. Every x > 0 is such an ordinal sum 1:H (the number x's Hackenbush stalk starts
 *    with a blue edge), so the exponent must be ≥ 0; for an integer n ≥ 1, H = n − 1;
 *  - for a base of the form G = {0 | H}: G^<x> = {0 | H − G^[x−1]}, so x − 1 ≥ 0, i.e. x ≥ 1
 *    (x = 1 gives G itself).
 * Integer exponents go to the iterative constructions of allsmall.ts (`powTo`, `pow`), which agree
 * with these definitions (checked in test/cgt-products.test.ts).
 */
import { InputError, type RunOptions } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import * as A from "./allsmall";
import { subordinate } from "./subordinate";
import { type Dyadic, dCmp, dSub, dyadicToString, makeDyadic } from "./dyadic";
import { toTemperature } from "./temperature";
import { format, formattedLength } from "./notation";

/** An exponent: a {@link Dyadic}, a string "p" or "p/q" (q a power of two), or a JS number (a dyadic double). */
export type ExponentInput = Dyadic | string | number;

function label(g: GameId): string {
  return formattedLength(g) <= 200 ? format(g) : `a game of birthday ${S.birthday(g)}`;
}

/** The exponent's exact value (any sign); InputError naming `what` if it is not a dyadic rational. */
function exponent(x: ExponentInput, what: string): Dyadic {
  return toTemperature(x, what, "any");
}

/** x as a safe integer, or undefined if it is not one. */
function smallInteger(x: Dyadic): number | undefined {
  if (x.exp !== 0) return undefined;
  const n = Number(x.num);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * G^[x] ("PowTo", CGSuite `PowTo`) for a dyadic exponent x ≥ 0: G : H with 1:H = x (H found by
 * {@link subordinate} to the base 1), and 0 for x = 0. For an integer x this is allsmall's
 * iterative `powTo`. InputError for x < 0 or a non-dyadic x. Cost: the subordinate (one step per
 * canonical follower of the number x, about its birthday) and one ordinal sum (one
 * canonicalization per canonical follower of H); takes a budget.
 */
export function powToExponent(g: GameId, x: ExponentInput, options?: RunOptions): GameId {
  S.checkGame(g);
  const e = exponent(x, "powTo(): the exponent");
  if (e.num < 0n) throw new InputError(`powTo(): the exponent must be ≥ 0, got ${dyadicToString(e)} (it is not 1:H for any H)`);
  const n = smallInteger(e);
  if (n !== undefined) return A.powTo(g, n, options);
  return S.withBudget(options, () => A.ordinalSum(g, subordinate(S.dyadic(e.num, e.exp), S.ONE)), "powTo()");
}

/**
 * G^<x> ("Pow", CGSuite `Pow`) for a base of the form G = {0 | H} and a dyadic exponent x ≥ 1:
 * {0 | H − G^[x−1]} ({@link powToExponent} for G^[x−1]); for an integer x this is allsmall's
 * `pow`. InputError for another base, x < 1 or a non-dyadic x. Cost: that of G^[x−1] and one
 * subtraction; takes a budget.
 */
export function powExponent(g: GameId, x: ExponentInput, options?: RunOptions): GameId {
  S.checkGame(g);
  if (!(S.leftCount(g) === 1 && S.rightCount(g) === 1 && S.leftOption(g, 0) === S.ZERO)) {
    throw new InputError(`pow(): the base must be of the form {0|H} (one Left option 0, one Right option), got ${label(g)}`);
  }
  const e = exponent(x, "pow(): the exponent");
  if (dCmp(e, makeDyadic(1n)) < 0) throw new InputError(`pow(): the exponent must be ≥ 1, got ${dyadicToString(e)}`);
  const n = smallInteger(e);
  if (n !== undefined) return A.pow(g, n, options);
  const h = S.rightOption(g, 0);
  return S.withBudget(options, () => S.game([S.ZERO], [S.sub(h, powToExponent(g, dSub(e, makeDyadic(1n))))]), "pow()");
}
