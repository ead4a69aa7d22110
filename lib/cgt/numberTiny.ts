/**
 * CGSuite's `IsNumberTiny` (issue 29, item 4): is G a number, or a number x plus a tiny or a miny
 * in the sense of CGSuite's canonical-form test?
 *
 * Definition (CGSuite, A. N. Siegel, lib/core/src/main/scala/org/cgsuite/core/CanonicalShortGame.scala,
 * `isNumberTiny`, with `DyadicRationalNumber.isNumberTiny = true`; commit of 2024-01-15): with G in
 * canonical form, G is number-tiny iff G is a number, or G has exactly one Left and one Right option
 * and either
 *   - G = {x | {x | z}}: G^L = x is a number and G^R has exactly one Left option, equal to x, and
 *     exactly one Right option z, with mean(z) < x (x + a tiny: {0||0|-3/2} = Tiny(3/2)); or
 *   - G = {{y | x} | x}: the mirror image, G^R = x a number, G^L = {y | x} with mean(y) > x
 *     (x + a miny: {5||3|1|||0||||0} = Miny({5||3|1})).
 * Both stops of such a G equal x, so G is x plus an infinitesimal.
 */
import { dCmp } from "./dyadic";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { mean } from "./thermo";

/**
 * True if G is a number or of the form {x | {x | z}} with mean(z) < x, or {{y | x} | x} with
 * mean(y) > x, for a number x (CGSuite `IsNumberTiny`; see the module header). Reads the canonical
 * form; cost O(1) plus one mean (a thermograph, memoized) of one follower.
 */
export function isNumberTiny(g: GameId): boolean {
  S.checkGame(g);
  if (S.isNumber(g)) return true;
  const lo = S.leftOptions(g);
  const ro = S.rightOptions(g);
  if (lo.length !== 1 || ro.length !== 1) return false;
  const [gl] = lo;
  const [gr] = ro;
  return tinyShape(gl, S.leftOptions(gr), S.rightOptions(gr), -1) || tinyShape(gr, S.rightOptions(gl), S.leftOptions(gl), 1);
}

/**
 * x a number; `near` and `far` the options of G's other option on x's side and on the far side:
 * near = [x] (ids are canonical, so === is equality) and far = [z] with mean(z) − x of the given
 * sign (−1 for a tiny, +1 for a miny).
 */
function tinyShape(x: GameId, near: readonly GameId[], far: readonly GameId[], sign: number): boolean {
  if (!S.isNumber(x) || near.length !== 1 || far.length !== 1 || near[0] !== x) return false;
  return Math.sign(dCmp(mean(far[0]), mean(x))) === sign;
}
