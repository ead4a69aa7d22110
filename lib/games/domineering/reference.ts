/**
 * A plain minimax outcome solver for Domineering, an oracle for the tests. It shares no code with
 * the engine path (ruleset, components, keys) beyond the picture parser: cells are kept as sorted
 * "row,col" lists, there is no decomposition into components and no symmetry. (The undecomposed
 * value is `solvers.referenceValue(games.domineering.ruleset, region)`.)
 */
import { Budget, type RunOptions } from "../../util";
import { cells, parseRegion, type Region } from "./region";

/** Outcome class: L = Left wins whoever starts, R = Right wins, N = next player wins, P = previous (second) player wins. */
export type Outcome = "L" | "R" | "N" | "P";

type CellList = readonly (readonly [number, number])[];

function cellList(region: Region | string): CellList {
  const r = typeof region === "string" ? parseRegion(region) : region;
  return cells(r).map(({ row, col }) => [row, col] as const);
}

function keyOf(cs: CellList): string {
  return cs.map(([r, c]) => `${r},${c}`).join(";");
}

/** All positions after one move: Left (vertical) pairs (r,c)-(r+1,c), Right (horizontal) (r,c)-(r,c+1). */
function movesOf(cs: CellList, player: "L" | "R"): CellList[] {
  const present = new Set(cs.map(([r, c]) => `${r},${c}`));
  const out: CellList[] = [];
  for (const [r, c] of cs) {
    const [r2, c2] = player === "L" ? [r + 1, c] : [r, c + 1];
    if (present.has(`${r2},${c2}`)) {
      out.push(cs.filter(([a, b]) => !((a === r && b === c) || (a === r2 && b === c2))));
    }
  }
  return out;
}

/**
 * Minimax outcome class of a region (no CGT): whether the player to move wins, for Left
 * starting and for Right starting, by plain memoized search over whole positions.
 * Exponential (number of reachable positions); meant for regions up to ~20 cells.
 * Budget: one unit per distinct position searched.
 */
export function minimaxOutcome(region: Region | string, options?: RunOptions): Outcome {
  const budget = Budget.from(options, "minimax Domineering outcome");
  const memo = new Map<string, boolean>();
  const moverWins = (cs: CellList, player: "L" | "R"): boolean => {
    const key = player + keyOf(cs);
    const known = memo.get(key);
    if (known !== undefined) return known;
    budget.spend(1);
    const other = player === "L" ? "R" : "L";
    let wins = false;
    for (const next of movesOf(cs, player)) {
      if (!moverWins(next, other)) {
        wins = true;
        break;
      }
    }
    memo.set(key, wins);
    return wins;
  };
  const cs = cellList(region);
  const leftFirst = moverWins(cs, "L");
  const rightFirst = moverWins(cs, "R");
  if (leftFirst && rightFirst) return "N";
  if (leftFirst) return "L";
  if (rightFirst) return "R";
  return "P";
}
