/**
 * Triomineering: Left places a vertical 1×3 tromino on three free cells, Right a horizontal one.
 * Positions are grids: "." free, "#" filled (pictures "...|.#.", rows separated by "|").
 *
 * @module
 */
import { defineGridRuleset, type GridRuleset } from "../../ruleset";

const FREE = 0;
const FILLED = 1;

/** The Triomineering ruleset (values by solvers.canonicalValue; cost exponential in the free cells). */
export const ruleset: GridRuleset = defineGridRuleset({
  name: "Triomineering",
  cells: ".#", // cell values 0 and 1, in this order
  moves: (grid, player, move) => {
    const { height, width, cells } = grid;
    const step = player === 0 ? width : 1; // Left (0) fills a column downwards, Right (1) a row rightwards
    for (let r = 0; r < height - (player === 0 ? 2 : 0); r++)
      for (let c = 0; c < width - (player === 0 ? 0 : 2); c++) {
        const i = r * width + c;
        if (cells[i] === FREE && cells[i + step] === FREE && cells[i + 2 * step] === FREE) move(i, FILLED, i + step, FILLED, i + 2 * step, FILLED);
      }
  },
  symmetries: "all", // the 8 symmetries of the rectangle keep the value,
  swapsPlayers: "transpose", // ... and the transposing ones exchange Left and Right
  background: [FILLED], // filled border rows and columns are as good as no board
  components: { of: [FREE], minCells: 3 }, // regions of free cells; fewer than 3 cells are dead
});
