/**
 * Domineering rectangles solved by the outcome solver (`solvers.solve`, issue 30 item 5), each
 * row set beside the published result it can be checked against. The published results are
 * encoded as the statements their sources prove (theorems on families of boards, and single
 * boards), not as a table of answers: {@link publishedDomineeringWinner} says what a source states
 * for a board with a given player moving first, or nothing.
 *
 * Conventions: an m×n board has m rows and n columns; Left places vertical dominoes (Vertical),
 * Right horizontal ones (Horizontal). A board with Horizontal moving first is its transpose with
 * Vertical moving first, the players' roles exchanged (transposing swaps the players), so each
 * statement about Vertical moving first also settles the transposed board with Horizontal first.
 */
import * as games from "../../games";
import * as solvers from "../../solvers";
import type { Budget, BudgetLimits } from "../../util";

/** Left (Vertical) or Right (Horizontal). */
export type DomineeringPlayer = "left" | "right";

/** A published statement about one board: who wins with a given player first, and where it is stated. */
export interface PublishedWinner {
  readonly winner: DomineeringPlayer;
  readonly source: string;
}

const LMR = "Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002";
const UITERWIJK = "Uiterwijk, Perfectly Solving Domineering Boards, CGW 2013 (Springer CCIS 408, 2014)";

/** What a source states about the m×n board with Vertical (Left) moving first, or undefined. O(1). */
function verticalFirst(m: number, n: number): PublishedWinner | undefined {
  if (m === 2 && n === 2) return { winner: "left", source: `${LMR}: 2×2 is a first-player win` };
  if (m === 5 && n === 5) return { winner: "right", source: `${LMR}: 5×5 is a second-player win` };
  if (n === 3 && m > 1) return { winner: "left", source: `${UITERWIJK}, theorem (1): every m×3 board (m > 1) is won by Vertical moving first` };
  if (m % 2 === 0 && [3, 5, 7, 9, 11].includes(n)) return { winner: "left", source: `${UITERWIJK}, theorem (2): every 2k×n board with n = 3, 5, 7, 9, 11 is won by Vertical moving first` };
  if (m === 3 && n > 3) return { winner: "right", source: `${UITERWIJK}, theorem (3): every 3×n board (n > 3) is won by Horizontal when Vertical moves first` };
  if (n % 2 === 0 && ((m === 5 || m === 9) || ((m === 3 || m === 7) && n > 2) || (m === 11 && n % 4 === 0))) {
    return { winner: "right", source: `${UITERWIJK}, theorem (4): every m×2k board for m = 5, 9, with k > 1 for m = 3, 7, and every 11×4k board is won by Horizontal when Vertical moves first` };
  }
  return undefined;
}

/**
 * The winner a published source states for the m×n Domineering board with `toMove` moving first
 * (and the source, with the statement), or undefined when none of the encoded sources covers the
 * board: Lachmann, Moore and Rapaport (2002) for 2×2 and 5×5, Uiterwijk (2014)'s theorems on m×3,
 * 2k×odd, 3×n and m×2k boards, and for Horizontal moving first the same statements on the
 * transposed board. O(1).
 */
export function publishedDomineeringWinner(m: number, n: number, toMove: DomineeringPlayer): PublishedWinner | undefined {
  if (toMove === "left") return verticalFirst(m, n);
  const t = verticalFirst(n, m);
  if (t === undefined) return undefined;
  return { winner: t.winner === "left" ? "right" : "left", source: `${t.source} (the transposed ${n}×${m} board with Vertical first)` };
}

/** The free cells of a region: the size the solver's simplification compares with its limit (the default, from the picture, counts the same cells more slowly). O(height). */
function freeCells(region: games.domineering.Region): number {
  let n = 0;
  for (const row of region.rows) {
    let v = row;
    while (v !== 0) {
      v &= v - 1;
      n++;
    }
  }
  return n;
}

/** One row of {@link solvedDomineeringRectangles}. */
export interface SolvedRectangleRow {
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly to_move: DomineeringPlayer;
  readonly winner: DomineeringPlayer;
  /** Search nodes of `solvers.solve` (a regression pin: depends on this solver's ordering and table). */
  readonly nodes: number;
  /** The published statement the winner agrees with, or "" when no encoded source covers the board. */
  readonly source: string;
  /** Wall-clock seconds of the solve (a timing: kept out of results files, see the script). */
  readonly seconds: number;
}

/**
 * Solve every m×n Domineering board with 2 ≤ m ≤ maxRows, 2 ≤ n ≤ maxCols, each player moving
 * first, with `solvers.solve` (sum simplification on components of at most 12 free cells, the
 * default limit), and set each winner beside {@link publishedDomineeringWinner}. A board whose winner
 * contradicts its source is an Error naming both (a disagreement is never written as a row).
 * `budget` bounds each board. Cost: exponential in the board's area (measured here, shared 2-core
 * machine: 6×6 in seconds; do not run past 7×7 without a cluster).
 */
export function solvedDomineeringRectangles(options: { maxRows: number; maxCols: number; budget?: Budget | BudgetLimits }): SolvedRectangleRow[] {
  const dom = games.domineering;
  const out: SolvedRectangleRow[] = [];
  for (let m = 2; m <= options.maxRows; m++) {
    for (let n = 2; n <= options.maxCols; n++) {
      for (const toMove of ["left", "right"] as const) {
        const r = solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove, budget: options.budget, simplify: { maxSize: 12, size: freeCells } });
        const published = publishedDomineeringWinner(m, n, toMove);
        if (published !== undefined && published.winner !== r.winner) {
          throw new Error(`Domineering ${m}×${n}, ${toMove} first: solve found ${r.winner}, but ${published.source} states ${published.winner}`);
        }
        out.push({ ruleset: dom.ruleset.name, rows: m, cols: n, to_move: toMove, winner: r.winner, nodes: r.nodes, source: published?.source ?? "", seconds: r.millis / 1000 });
      }
    }
  }
  return out;
}
