import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as octal from "../lib/games/octal";
import * as solvers from "../lib/solvers";
import { BudgetExceededError, InputError } from "../lib/util";

// CGSuite 2.2 (game.heap.TakeAndBreak(code)(n): NimValue, MisereNimValue and the first 8 terms γ₀…γ₇ of the
// genus sequence), as tabulated in the public test suite nehalahmedshaikh/pycgt, tests/test_impartial_misere.py
// (KAYLES_CGSUITE and DAWSONS_CHESS_CGSUITE, heaps 0..25). Kayles is 0.77; Dawson's chess is 0.137, the seed's
// line game (seed 003).
const KAYLES: [number, number, number, string][] = [
  [0, 0, 1, "12020202"], [1, 1, 0, "03131313"], [2, 2, 2, "20202020"], [3, 3, 3, "31313131"], [4, 1, 0, "03131313"],
  [5, 4, 1, "14646464"], [6, 3, 3, "31313131"], [7, 2, 2, "20202020"], [8, 1, 1, "13131313"], [9, 4, 0, "04646464"],
  [10, 2, 2, "20202020"], [11, 6, 4, "46464646"], [12, 4, 0, "04646464"], [13, 1, 1, "13131313"], [14, 2, 2, "20202020"],
  [15, 7, 5, "57575757"], [16, 1, 1, "13131313"], [17, 4, 6, "64646464"], [18, 3, 3, "31313131"], [19, 2, 2, "20202020"],
  [20, 1, 0, "03131313"], [21, 4, 6, "64646464"], [22, 6, 4, "46464646"], [23, 7, 5, "57575757"], [24, 4, 6, "64646464"],
  [25, 1, 7, "73131313"],
];
const DAWSONS_CHESS: [number, number, number, string][] = [
  [0, 0, 1, "12020202"], [1, 1, 0, "03131313"], [2, 1, 0, "03131313"], [3, 2, 2, "20202020"], [4, 0, 1, "12020202"],
  [5, 3, 3, "31313131"], [6, 1, 0, "03131313"], [7, 1, 0, "03131313"], [8, 0, 1, "12020202"], [9, 3, 1, "14313131"],
  [10, 3, 3, "31313131"], [11, 2, 0, "05202020"], [12, 2, 2, "20202020"], [13, 4, 1, "14646464"], [14, 0, 1, "12020202"],
  [15, 5, 0, "05757575"], [16, 2, 0, "05202020"], [17, 2, 2, "20202020"], [18, 3, 1, "14313131"], [19, 3, 3, "31313131"],
  [20, 0, 0, "02020202"], [21, 1, 0, "03131313"], [22, 1, 1, "13131313"], [23, 3, 1, "14313131"], [24, 0, 3, "31313131"],
  [25, 2, 0, "05202020"],
];

describe("octal games in misère play", () => {
  it.each([
    ["0.77", KAYLES],
    ["0.137", DAWSONS_CHESS],
  ] as const)("%s: heaps 0..25 agree with CGSuite (nim-value, misère nim-value, genus terms)", (code, table) => {
    const rows = solvers.misereGenusSequence(code, 25);
    const G = solvers.nimSequenceNaive(code, 25);
    for (const [n, gp, gm, seq] of table) {
      const r = rows[n];
      expect(r.normalValue, `G⁺(${n})`).toBe(gp);
      expect(r.normalValue).toBe(G[n]);
      expect(r.misereValue, `G⁻(${n})`).toBe(gm);
      expect(Array.from({ length: 8 }, (_, i) => cgt.genusTerm(r.genus, i)).join(""), `genus of ${n}`).toBe(seq);
      expect(r.outcome).toBe(gm === 0 ? "P" : "N");
    }
  });

  it("Dawson's chess heap n is Dawson's Kayles (0.07) heap n + 1 in misère play too (the same game tree)", () => {
    const a = solvers.misereGenusSequence("0.137", 30);
    const b = solvers.misereGenusSequence("0.07", 31);
    for (let n = 0; n <= 30; n++) expect(b[n + 1].form).toBe(a[n].form);
  });

  it("single heaps and small positions agree with the definition-only search (reference)", () => {
    for (const code of ["0.07", "0.137", "0.77", "4.7", "0.6"]) {
      const rows = solvers.misereGenusSequence(code, 14);
      for (let n = 0; n <= 14; n++) expect(solvers.misereOutcomeNaive(code, [n]), `${code} heap ${n}`).toBe(rows[n].outcome);
      for (let a = 1; a <= 7; a++) {
        for (let b = a; b <= 7; b++) expect(solvers.misereOutcomeOf(code, [a, b]), `${code} ${a}+${b}`).toBe(solvers.misereOutcomeNaive(code, [a, b]));
      }
      expect(solvers.misereOutcomeOf(code, [2, 3, 5])).toBe(solvers.misereOutcomeNaive(code, [2, 3, 5]));
    }
  });

  it("Nim with heaps ≤ 3 (octal 0.333): Bouton's misère rule", () => {
    for (let a = 0; a <= 3; a++) for (let b = a; b <= 3; b++) for (let c = b; c <= 3; c++) {
      const hs = [a, b, c];
      const big = hs.some((h) => h >= 2);
      const ones = hs.filter((h) => h === 1).length;
      const p = big ? (a ^ b ^ c) === 0 : ones % 2 === 1; // Bouton (1901)
      expect(solvers.misereOutcomeOf("0.333", hs), hs.join(",")).toBe(p ? "P" : "N");
    }
  });

  it("the seed's placement rule in misère play: brute force over placements = 0.137 (seed 003)", () => {
    const memo = new Map<string, boolean>();
    // the player to move wins in misère play iff they cannot move or some placement leaves a losing position
    const win = (runs: number[]): boolean => {
      const key = runs.join(",");
      const m = memo.get(key);
      if (m !== undefined) return m;
      let moved = false, w = false;
      runs.forEach((n, i) => {
        for (let j = 1; j <= n && !w; j++) {
          moved = true;
          const rest = runs.filter((_, k) => k !== i).concat(octal.placementResult(n, j)).filter((x) => x > 0).sort((x, y) => x - y);
          if (!win(rest)) w = true;
        }
      });
      const v = w || !moved;
      memo.set(key, v);
      return v;
    };
    const rows = solvers.misereGenusSequence("0.137", 16);
    for (let n = 0; n <= 16; n++) expect(win(n > 0 ? [n] : []) ? "N" : "P", `line of ${n}`).toBe(rows[n].outcome);
  });

  it("bad input and budgets", () => {
    expect(() => solvers.misereGenusSequence("0.9", 5)).toThrow(InputError);
    expect(() => solvers.misereGenusSequence("0.77", -1)).toThrow(InputError);
    expect(() => solvers.misereOutcomeOf("0.77", [1, -2])).toThrow(/heap index 1/);
    expect(() => solvers.misereOutcomeNaive("0.77", [2.5])).toThrow(InputError);
    expect(() => solvers.misereGenusSequence("0.77", 40, { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
    expect(() => solvers.misereOutcomeNaive("0.77", [30], { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
  });
});
