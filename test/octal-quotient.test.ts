// Notebook 03's misère-quotient section (issue 29 item 3): Dawson's Kayles heaps through the quotient,
// the random-position check against the plain misère search, and the heap/line correspondence.
import { describe, expect, it } from "vitest";
import * as ko from "../lib/studies/octal";
import * as solvers from "../lib/solvers";
import { InputError } from "../lib/util";

// CGSuite 2.2 (game.heap.TakeAndBreak("0.137")(n): NimValue, MisereNimValue) for Dawson's chess n = 0..19, as
// tabulated in the public test suite nehalahmedshaikh/pycgt, tests/test_impartial_misere.py (DAWSONS_CHESS_CGSUITE);
// Dawson's Kayles heap h is Dawson's chess n = h − 1 (Winning Ways, ch. 4). [G⁺, G⁻] per n.
const DAWSONS_CHESS: [number, number][] = [
  [0, 1], [1, 0], [1, 0], [2, 2], [0, 1], [3, 3], [1, 0], [1, 0], [0, 1], [3, 1],
  [3, 3], [2, 0], [2, 2], [4, 1], [0, 1], [5, 0], [2, 0], [2, 2], [3, 1], [3, 3],
];

describe("Dawson's Kayles through its misère quotient (notebook 03)", () => {
  const q = solvers.misereQuotient("0.07", { maxHeap: 16 });

  it("heaps 1..16: misère outcome from the quotient and normal nim-value agree with CGSuite's table", () => {
    const rows = ko.quotientHeapRows(q);
    expect(rows.map((r) => r.heap)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const r of rows) {
      const [gp, gm] = DAWSONS_CHESS[r.heap - 1];
      expect(r.normal_value, `G(${r.heap})`).toBe(gp);
      expect(r.normal_outcome).toBe(gp === 0 ? "P" : "N");
      expect(r.misere_outcome, `misère outcome of heap ${r.heap}`).toBe(gm === 0 ? "P" : "N");
      expect(r.element).toBe(q.elements[q.heapElements[r.heap]]);
    }
    expect(rows[0].element).toBe("1"); // heap 1 has no move: the identity
  });

  it("random sums: the quotient agrees with the plain misère search, and a corrupted quotient is caught", () => {
    const check = ko.quotientRandomCheck(q, 40, 7, 4, 28);
    expect(check.positions).toBe(40);
    expect(check.disagreements).toEqual([]);
    expect(check.pPositions).toBeGreaterThan(0);
    expect(check.pPositions).toBeLessThan(40);
    const wrong = { ...q, pPortion: q.table.map((_, i) => i).filter((i) => !q.pPortion.includes(i)) };
    expect(ko.quotientRandomCheck(wrong, 40, 7, 4, 28).disagreements).toHaveLength(40);
    // the same seed draws the same positions
    expect(ko.quotientRandomCheck(q, 40, 7, 4, 28)).toEqual(check);
  });

  it("heap h of 0.07 is the line of h − 1 cells of 0.137: outcomes and nim-values match the line rows", () => {
    const rows = ko.quotientHeapRows(q);
    const lines = ko.misereLineRows(solvers.misereGenusSequence("0.137", 12));
    const G = solvers.nimSequenceNaive("0.137", 20);
    expect(ko.quotientLineAgreement(rows, lines, G)).toEqual({ heaps: 13, outcomesAgree: true, valuesAgree: true });
    const shifted = Array.from(G, (_, n) => G[n + 1] ?? 0);
    expect(ko.quotientLineAgreement(rows, lines, shifted).valuesAgree).toBe(false);
  });

  it("bad arguments are InputErrors", () => {
    expect(() => ko.quotientRandomCheck(q, -1, 1)).toThrow(InputError);
    expect(() => ko.quotientRandomCheck(q, 5, 1, 1)).toThrow(/maxHeaps/);
    expect(() => ko.quotientRandomCheck(solvers.misereQuotient("0.07", { maxHeap: 0 }), 5, 1)).toThrow(/covers no heap/);
  });
});
