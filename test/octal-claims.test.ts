// Seed 003's pattern claims and the readers' tables as computed checks (issue 15 item 5).
import { describe, expect, it } from "vitest";
import * as ko from "../lib/studies/octal";
import * as solvers from "../lib/solvers";
import { InputError } from "../lib/util";

const G = solvers.nimSequence("0.137", 400).values;
// Seed 003 (section 4): the class representatives and its 15 second-player-win reduced patterns;
// its five triples are the patterns of size 3.
const REPS = [1, 3, 5, 13, 15, 32, 68, 85];
const TRIPLES = [[1, 3, 5], [1, 13, 15], [1, 68, 85], [3, 15, 32], [5, 13, 32]];

describe("reduced patterns (seed 003)", () => {
  it("the XOR-zero subsets of the eight representatives are the seed's 15, as 2^(8 − rank) − 1 predicts", () => {
    const zero = ko.xorZeroSubsets(REPS, (n) => G[n]!);
    expect(zero.length).toBe(15); // seed 003: 15 second-player-win subsets
    expect(ko.gf2Rank(REPS.map((n) => G[n]!))).toBe(4);
    for (const t of TRIPLES) expect(zero).toContainEqual(t);
  });

  it("gf2Rank and xorZeroSubsets agree with each other on random lists (2^(n − rank) − 1)", () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let trial = 0; trial < 40; trial++) {
      const values = Array.from({ length: 1 + Math.floor(rnd() * 9) }, () => Math.floor(rnd() * 16));
      expect(ko.xorZeroSubsets(values, (v) => v).length).toBe(2 ** (values.length - ko.gf2Rank(values)) - 1);
    }
    expect(ko.gf2Rank([1, 2, 3])).toBe(2);
    expect(ko.gf2Rank([0, 0])).toBe(0);
    expect(() => ko.gf2Rank([-1])).toThrow(InputError);
  });

  it("the cover claim: every subset of ≥ 4 representatives holds two elements of one triple (seed 003); a counterexample is named when it fails", () => {
    const c = ko.pairCoverCheck(REPS, TRIPLES, 4);
    expect(c).toMatchObject({ holds: true, counterexample: null });
    expect(c.subsetsChecked).toBe(256 - 1 - 8 - 28 - 56); // subsets of size ≥ 4 of 8
    const bad = ko.pairCoverCheck([1, 2, 3, 4], [[1, 2, 9]], 2);
    expect(bad.holds).toBe(false);
    expect(bad.counterexample).toEqual([1, 3]);
  });
});

describe("the readers' first-move table (seed 003, Y.M.Ojisan)", () => {
  const rows = ko.firstMoveTable(G, 3, 20);
  it("scores outcome and move separately, and the reading one cell closer to the end", () => {
    const s = ko.scoreFirstMoveClaims(rows, [
      { N: 6, firstPlayerWins: true, move: "端から2番目" },  // wrong as written: cell 2 leaves 0 + 3 with G(3) ≠ 0; cell 1 wins
      { N: 12, firstPlayerWins: true, move: "端から4番目" }, // right as written; cell 3 would lose
      { N: 8, firstPlayerWins: false },
      { N: 8, firstPlayerWins: true, move: "中央" },
    ]);
    expect(s.map((x) => [x.outcomeCorrect, x.correct, x.shiftedReadingCorrect])).toEqual([
      [true, false, true],
      [true, true, false],
      [true, true, null],
      [false, false, null],
    ]);
    expect(() => ko.scoreFirstMoveClaims(rows, [{ N: 99, firstPlayerWins: true }])).toThrow(/no first-move row/);
  });
});

describe("periodicMirrorSum", () => {
  it("gives the first reflection about a centre ≡ c (mod p/2) that covers a whole period past the preperiod", () => {
    expect(ko.periodicMirrorSum(14, 34, 52)).toBe(28 + 34 * 4); // s ≥ 2·52 + 34 = 138
    expect(ko.periodicMirrorSum(100, 34, 52)).toBe(200);
    const s = ko.periodicMirrorSum(14, 34, 52);
    // the residues found do not depend on which such s is used (the part is periodic)
    expect(ko.mirrorBreaks(G, s, 52, 34)).toEqual(ko.mirrorBreaks(G, s + 34, 52, 34));
    expect(() => ko.periodicMirrorSum(14.25, 34, 52)).toThrow(InputError);
  });
});
