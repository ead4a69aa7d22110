/**
 * Families of Konane positions: the seed's 3×n boards (seed 000_280edabfccf82ce1, see SOURCES.md),
 * as single boards and as a lazy family for `solvers.sweep` / `solvers.valueSweep`.
 */
import { requireInteger } from "../../util";
import { parseBoard, type Board } from "./board";

/**
 * The seed's 3×n board: rows `'.'*n`, `('BW.'*n)[:n]`, `('WB.'*n)[:n]` (3×9 is `.........` /
 * `BW.BW.BW.` / `WB.WB.WB.`). O(n). Throws InputError unless 1 ≤ n ≤ 10,000.
 *
 * @example
 * ```ts
 * games.konane.boardRows(games.konane.threeByNBoard(4)); // → ["....", "BW.B", "WB.W"]
 * ```
 */
export function threeByNBoard(n: number): Board {
  requireInteger("n", n, 1, 10_000);
  return parseBoard([".".repeat(n), "BW.".repeat(n).slice(0, n), "WB.".repeat(n).slice(0, n)]);
}

/**
 * The seed's 3×n family as data: the boards {@link threeByNBoard}(n) for n = 1..nMax, lazily.
 * A family for `solvers.sweep` / `solvers.valueSweep` like any other list or generator of
 * positions. nMax is checked at the call (InputError unless 1 ≤ nMax ≤ 10,000). O(n) per board.
 */
export function threeByNFamily(nMax: number): Generator<Board> {
  requireInteger("threeByNFamily(nMax): nMax", nMax, 1, 10_000);
  return (function* () {
    for (let n = 1; n <= nMax; n++) yield threeByNBoard(n);
  })();
}
