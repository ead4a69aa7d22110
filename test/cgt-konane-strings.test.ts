import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as konane from "../lib/studies/konane";
import { parseBoard, rulesetFor, threeByNBoard } from "../lib/games/konane";
import { canonicalValue } from "../lib/solvers";

// Two independent routes to a Konane value: parse the seed's game-tree string with lib/cgt
// (the seed's second program, done right), and the Konane engineer's board search with
// decomposition. They share only the move generator.
describe("cgt.parse on the seed's Konane game strings", () => {
  it.each(["standard", "maximal"] as const)("3×n boards, n ≤ 8 (%s): parse(gameString) = canonicalValue", (variant) => {
    for (let n = 1; n <= 8; n++) {
      const board = threeByNBoard(n);
      const s = konane.gameString(board, variant).text;
      expect(cgt.parse(s)).toBe(canonicalValue(rulesetFor(variant), board));
    }
  });

  it("the seed's figure 4.5 board prints the seed's string and has value -1/2", () => {
    const board = parseBoard(["W..", "WWW", ".BW", "B.."]);
    const s = konane.gameString(board, "standard").text;
    expect(s).toBe("{{|0}|0,{0|}}"); // the seed's output
    expect(cgt.format(cgt.parse(s))).toBe("-1/2");
  });
});
