/**
 * Clobber and its generalisations on grids (CGSuite's GenClobber schema): {@link genClobber} makes a
 * ruleset from parameters; the named rulesets below are the ones CGSuite ships. Use with
 * `solvers.canonicalValue(games.clobber.clobber, games.clobber.clobber.parse("xox|ox."))`.
 *
 * @module
 */
import type { Grid } from "../../grid";
import { requireInteger } from "../../util";
import { genClobber, type ClobberRuleset } from "./rules";

export { genClobber, ALPHABET, DIRECTIONS, EMPTY, LEFT_STONE, RIGHT_STONE, BLOCKED, type ClobberParameters, type ClobberRuleset, type DirectionSetName } from "./rules";

/** Clobber: a stone captures an orthogonally adjacent enemy stone. */
export const clobber: ClobberRuleset = genClobber({ name: "Clobber" });
/** AntiClobber: a stone moves to an orthogonally adjacent empty square and leaves an enemy stone behind. */
export const antiClobber: ClobberRuleset = genClobber({ name: "AntiClobber", clobbered: { left: [0], right: [0] }, leftBehind: { left: 2, right: 1 } });
/** HotClobber: a stone captures an orthogonally adjacent stone of either colour. */
export const hotClobber: ClobberRuleset = genClobber({ name: "HotClobber", clobbered: { left: [1, 2], right: [1, 2] } });
/** Kings: Clobber with orthogonal and diagonal captures. */
export const kings: ClobberRuleset = genClobber({ name: "Kings", directions: "compass" });
/** Knights: Clobber with knight's-move captures (jumping over anything). */
export const knights: ClobberRuleset = genClobber({ name: "Knights", directions: "knight" });
/** Rooks: Clobber where a stone slides any distance orthogonally over empty squares to capture. */
export const rooks: ClobberRuleset = genClobber({ name: "Rooks", maxDistance: Infinity });
/** Queens: Rooks with diagonal slides as well. */
export const queens: ClobberRuleset = genClobber({ name: "Queens", directions: "compass", maxDistance: Infinity });

/**
 * The picture of the m×n alternating board on which Clobber is played ("the checkerboard"): a
 * stone on every square, x (Left, black) in the top-left corner, rows separated by "|" (2×3:
 * `"xox|oxo"`), as the MCGS results page and Albert, Grossman, Nowakowski and Wolfe set up their
 * boards. m and n: whole numbers from 1 to 64 (an InputError naming the one that is not). O(m·n).
 */
export function checkerboardPicture(m: number, n: number): string {
  requireInteger("Clobber checkerboard rows m", m, 1, 64);
  requireInteger("Clobber checkerboard columns n", n, 1, 64);
  return Array.from({ length: m }, (_, r) => (r % 2 === 0 ? "xo" : "ox").repeat(Math.ceil(n / 2)).slice(0, n)).join("|");
}

/** The m×n Clobber checkerboard as a position ({@link checkerboardPicture}, parsed). O(m·n). */
export function checkerboard(m: number, n: number): Grid {
  return clobber.parse(checkerboardPicture(m, n));
}
