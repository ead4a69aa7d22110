import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";

type T = cgt.ImpartialTree;
const M = cgt.parseMisere;
const heapT = cgt.nimHeapTree;

/** A random impartial tree of height ≤ depth with 0..width options per node, sharing small subtrees. */
function randomTree(r: () => number, depth: number, width: number): T {
  if (depth === 0) return [];
  const n = Math.floor(r() * (width + 1));
  return Array.from({ length: n }, () => (r() < 0.25 ? heapT(Math.floor(r() * 3)) : randomTree(r, Math.floor(r() * depth), width)));
}

/** An explicit tree of a canonical misère game (options expanded). */
function treeOf(g: cgt.MisereGame, memo = new Map<cgt.MisereGame, T>()): T {
  const m = memo.get(g);
  if (m) return m;
  const t: T = g.options.map((o) => treeOf(o, memo));
  memo.set(g, t);
  return t;
}

const outcomeOfSum = (a: T, b: T): "N" | "P" => cgt.misereOutcomeReference(cgt.impartialTreeSum([a, b]));

describe("misère canonical forms", () => {
  it("count the misère games born by day n: 1, 2, 3, 5, 22 (ONAG ch. 12; Siegel, 'On the structure of misère impartial games', 2020)", () => {
    let day: cgt.MisereGame[] = [cgt.MISERE_ZERO];
    const counts = [day.length];
    for (let n = 1; n <= 4; n++) {
      const next = new Set<cgt.MisereGame>();
      for (let s = 0; s < 1 << day.length; s++) next.add(cgt.misereGame(day.filter((_, i) => (s >> i) & 1)));
      day = [...next];
      counts.push(day.length);
    }
    expect(counts).toEqual([1, 2, 3, 5, 22]);
  });

  it("distinct canonical games born by day 3 are distinguished by some X (checked by the definition)", () => {
    const day3 = [M("*[0]"), M("*[1]"), M("*[2]"), M("*[[1]]"), M("*[[2]]"), M("*[[2],1]"), M("*[[2],0]"), M("*[[2],1,0]"), M("*[3]")];
    const uniq = [...new Set(day3)];
    const trees = uniq.map((g) => treeOf(g));
    const probes: T[] = [...trees, ...[0, 1, 2, 3, 4].map(heapT), cgt.impartialTreeSum([heapT(2), heapT(2)]), cgt.impartialTreeSum([heapT(1), heapT(2)])];
    for (let i = 0; i < uniq.length; i++) {
      for (let j = i + 1; j < uniq.length; j++) {
        const found = probes.some((x) => outcomeOfSum(trees[i], x) !== outcomeOfSum(trees[j], x));
        expect(found, `${uniq[i]} vs ${uniq[j]}`).toBe(true);
      }
    }
  });

  it("{*1} ≡ 0 and *1 + *1 ≡ 0 in misère play, but {*2} ≢ 0 (ONAG ch. 12)", () => {
    expect(M("*[[1]]")).toBe(cgt.MISERE_ZERO);
    expect(cgt.misereSum(cgt.misereHeap(1), cgt.misereHeap(1))).toBe(cgt.MISERE_ZERO);
    expect(M("*[[2]]")).not.toBe(cgt.MISERE_ZERO);
  });

  it("the canonical form keeps every outcome: o(T + X) = o(K + X) on random small trees (reference check)", () => {
    const r = cgt.mulberry32(7);
    const probes: T[] = [[], heapT(1), heapT(2), heapT(3), cgt.impartialTreeSum([heapT(2), heapT(2)]), treeOf(M("*[[2],1]")), treeOf(M("*[[2],0]"))];
    for (let k = 0; k < 60; k++) {
      const t = randomTree(r, 4, 3);
      const K = cgt.misereCanonicalForm(t);
      const kt = treeOf(K);
      expect(cgt.misereNimValue(K)).toBe(cgt.misereNimValueReference(t));
      expect(cgt.normalNimValue(K)).toBe(cgt.normalNimValueReference(t));
      expect(cgt.misereOutcome(K)).toBe(cgt.misereOutcomeReference(t));
      for (const x of probes) expect(outcomeOfSum(kt, x)).toBe(outcomeOfSum(t, x));
      // canonical forms are idempotent and never longer than the input
      expect(cgt.misereCanonicalForm(kt)).toBe(K);
    }
  });

  it("G⁻(G) is the unique x with G + *x a misère P-position (WW ch. 13)", () => {
    const r = cgt.mulberry32(11);
    for (let k = 0; k < 40; k++) {
      const t = randomTree(r, 3, 3);
      const gm = cgt.misereNimValueReference(t);
      for (let x = 0; x <= 5; x++) expect(outcomeOfSum(t, heapT(x)) === "P", `x = ${x}`).toBe(x === gm);
    }
  });

  it("G⁻(X + *1) = G⁻(X) ⊕ 1 for every X (the lemma behind the genus recurrence), by the definition", () => {
    const r = cgt.mulberry32(17);
    for (let k = 0; k < 60; k++) {
      const t = randomTree(r, 4, 3);
      expect(cgt.misereNimValueReference(cgt.impartialTreeSum([t, heapT(1)]))).toBe(cgt.misereNimValueReference(t) ^ 1);
    }
  });

  // Bouton (1901): misère Nim is a P-position iff some heap is ≥ 2 and the XOR is 0, or every heap is ≤ 1 and the
  // number of 1-heaps is ODD. (The brief for this work said "even"; the definition settles it: a single heap
  // of 1 forces the player to move to take the last counter and lose, so {1} is P, while the empty
  // position is N — whoever cannot move wins in misère play. The reference check below confirms it.)
  it("misère Nim: Bouton's rule (P iff some heap ≥ 2 and XOR = 0, or all heaps ≤ 1 and an odd number of 1s)", () => {
    const r = cgt.mulberry32(3);
    for (let k = 0; k < 150; k++) {
      const heaps = Array.from({ length: 1 + Math.floor(r() * 4) }, () => Math.floor(r() * 6));
      const g = cgt.misereSumOf(heaps.map(cgt.misereHeap));
      const xor = heaps.reduce((a, b) => a ^ b, 0);
      const big = heaps.some((h) => h >= 2);
      const ones = heaps.filter((h) => h === 1).length;
      const bouton = big ? (xor === 0 ? "P" : "N") : ones % 2 === 1 ? "P" : "N";
      expect(cgt.misereOutcome(g), heaps.join(",")).toBe(bouton);
      if (heaps.length <= 3) expect(cgt.misereOutcomeReference(cgt.impartialTreeSum(heaps.map(heapT)))).toBe(bouton);
    }
  });

  it("sums agree with the explicit sum tree", () => {
    const r = cgt.mulberry32(5);
    for (let k = 0; k < 30; k++) {
      const a = randomTree(r, 3, 3), b = randomTree(r, 3, 2);
      const s = cgt.misereSum(cgt.misereCanonicalForm(a), cgt.misereCanonicalForm(b));
      expect(s).toBe(cgt.misereCanonicalForm(cgt.impartialTreeSum([a, b])));
    }
  });

  it("mate of nim-heaps", () => {
    // ONAG ch. 12: mate(0) = *1, mate(*1) = {*1} ≡ 0, mate(*n) = *n for n ≥ 2.
    expect(cgt.mate(cgt.misereHeap(0))).toBe(cgt.misereHeap(1));
    expect(cgt.mate(cgt.misereHeap(1))).toBe(cgt.misereHeap(0));
    for (let n = 2; n <= 6; n++) expect(cgt.mate(cgt.misereHeap(n))).toBe(cgt.misereHeap(n));
  });

  it("format / parse round trip, and bad input", () => {
    const r = cgt.mulberry32(9);
    for (let k = 0; k < 40; k++) {
      const g = cgt.misereCanonicalForm(randomTree(r, 4, 3));
      expect(M(cgt.formatMisere(g))).toBe(g);
      expect(String(g)).toBe(cgt.formatMisere(g));
      expect(JSON.stringify({ g })).toBe(JSON.stringify({ g: cgt.formatMisere(g) }));
    }
    expect(cgt.formatMisere(cgt.misereHeap(3))).toBe("*[3]");
    expect(cgt.formatMisere(M("*[[2]]"))).toBe("*[[2]]");
    expect(cgt.formatMisere(M("*[0, [2]]"))).toBe("*[[2],0]");
    expect(() => M("*[2")).toThrow(InputError);
    expect(() => M("[2]")).toThrow(/expected "\*\["/);
    expect(() => M("*[2,x]")).toThrow(/character 5/);
    expect(() => M("*[2]]")).toThrow(/end of input/);
    expect(() => cgt.misereGame([3 as unknown as cgt.MisereGame])).toThrow(InputError);
    expect(() => cgt.misereHeap(-1)).toThrow(InputError);
  });

  it("a sum that outgrows its budget stops with BudgetExceededError", () => {
    const g = M("*[[2],1]");
    const h = cgt.misereSumOf([g, g, M("*[[2],0]"), M("*[[[2]],[[2],1]]")].slice(0, 3));
    expect(() => cgt.misereSum(h, M("*[[[2],2,0],[[2],3],1]"), { budget: { maxPositions: 5 } })).toThrow(BudgetExceededError);
  });
});

describe("genus", () => {
  it("agrees with the definition γₙ = G⁻(G + n·*2) on random trees", () => {
    const r = cgt.mulberry32(13);
    for (let k = 0; k < 80; k++) {
      const t = randomTree(r, 4, 3);
      const g = cgt.genusOf(t);
      const ref = cgt.genusReference(t, g.misere.length + 6);
      expect(g.normal).toBe(ref.normal);
      expect(Array.from({ length: ref.misere.length }, (_, n) => cgt.genusTerm(g, n))).toEqual(ref.misere);
    }
  });

  it("nim-heaps: 0^120, 1^031, n^{n, n⊕2} for n ≥ 2 (ONAG ch. 12; WW ch. 13)", () => {
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(0)))).toBe("0^120");
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(1)))).toBe("1^031");
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(2)))).toBe("2^20");
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(3)))).toBe("3^31");
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(5)))).toBe("5^57");
    expect(cgt.formatGenus(cgt.genus(cgt.misereHeap(12)))).toBe("12^(12,14)");
  });

  // CGSuite's MisereCanonicalGameTestCase.scala (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang):
  // input, birthday, CGSuite's printed genus, our explicit genus, G⁻, outcome, G⁺, mate (CGSuite's output
  // rewritten in its input syntax). CGSuite abbreviates tame genera as WW does (a nim-heap n stands for
  // n^{…} of the heap; tame g^γ₀ continues with g⊕2, g, …; restive g^γ₀ with γ₀⊕2, γ₀, …) — our column
  // gives the explicit sequence the abbreviation stands for.
  const CGSUITE: [string, number, string, string, number, "N" | "P", number, string | null][] = [
    ["*[0]", 0, "0", "0^120", 1, "N", 0, "*[1]"],
    ["*[1]", 1, "1", "1^031", 0, "P", 1, "*[0]"],
    ["*[2]", 2, "2", "2^20", 2, "N", 2, "*[2]"],
    ["*[[2]]", 3, "0^0", "0^02", 0, "P", 0, "*[[2]]"],
    ["*[[[2]]]", 4, "1^1", "1^13", 1, "N", 1, "*[[[2]]]"],
    ["*[2]+*[2]", 4, "0^0", "0^02", 0, "P", 0, "*[2]+*[2]"],
    ["*[[*[2]+*[[2]]]]", 6, "0^0", "0^02", 0, "P", 0, null],
    ["*[[2],0]", 4, "1^2", "1^20", 2, "N", 1, "*[[2],1]"],
    ["*[[2],1]", 4, "2^1420", "2^1420", 1, "N", 2, "*[[2],0]"],
    ["*[[*[4]+*[2]]]", 7, "0^0", "0^02", 0, "P", 0, "*[[*[4]+*[2]]]"],
    ["*[[[2]],[[2],1]]", 5, "0^0", "0^02", 0, "P", 0, "*[[[2]],[[2],0]]"],
    ["*[[[2]],[[[2],0],0,1]]", 6, "0^0", "0^02", 0, "P", 0, "*[[[2]],[[[2],1],1,0]]"],
    ["*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", 6, "0^120", "0^120", 1, "N", 0, null],
    ["*[[[2],2,0],[[2],3],1]", 5, "0^2", "0^20", 2, "N", 0, null],
  ];
  it.each(CGSUITE)("CGSuite: %s (birthday %i, genus %s)", (input, birthday, _cgsuiteGenus, genus, gm, outcome, gp, mate) => {
    const g = M(input);
    expect(cgt.misereBirthday(g)).toBe(birthday);
    expect(cgt.formatGenus(cgt.genus(g))).toBe(genus);
    expect(cgt.misereNimValue(g)).toBe(gm);
    expect(cgt.misereOutcome(g)).toBe(outcome);
    expect(cgt.normalNimValue(g)).toBe(gp);
    if (mate) expect(cgt.mate(g)).toBe(M(mate));
  });

  it("CGSuite: options of *[2]+*[2] are *[2] and *[3]; of *[[*[4]+*[2]]] the single option *[4]+*[2]", () => {
    expect(new Set(M("*[2]+*[2]").options)).toEqual(new Set([cgt.misereHeap(2), cgt.misereHeap(3)]));
    expect(M("*[[*[4]+*[2]]]").options).toEqual([cgt.misereSum(cgt.misereHeap(4), cgt.misereHeap(2))]);
  });

  it("partizan games have no genus: InputError saying why", () => {
    expect(() => cgt.genusOf(cgt.UP)).toThrow(/partizan/);
    expect(() => cgt.genusOf(cgt.ONE)).toThrow(InputError);
    expect(() => cgt.genusOf({ left: [{ left: [], right: [] }], right: [] })).toThrow(/partizan.*root/);
    expect(cgt.formatGenus(cgt.genusOf(cgt.nimber(3)))).toBe("3^31");
    const star: cgt.GameTree = { left: [{ left: [], right: [] }], right: [{ left: [], right: [] }] };
    // {* | *} is impartial: the tree {*1}, which is misère-equivalent to 0 (ONAG ch. 12), so its genus is 0's.
    expect(cgt.formatGenus(cgt.genusOf({ left: [star], right: [star] }))).toBe("0^120");
    expect(() => cgt.genusTerm(cgt.genusOf(cgt.nimber(1)), -1)).toThrow(InputError);
  });
});

describe("misère store", () => {
  it("printing is deterministic and structural; reset invalidates old games", () => {
    const text = "*[[[2],2,0],[[2],3],1]";
    const g = M(text);
    const printed = cgt.formatMisere(g);
    expect(M(printed)).toBe(g);
    cgt.resetMisereStore();
    expect(cgt.misereStoreSize()).toBe(1);
    expect(() => cgt.genus(g)).toThrow(InputError);
    const again = M(text);
    expect(cgt.formatMisere(again)).toBe(printed);
    expect(cgt.formatGenus(cgt.genus(again))).toBe("0^20");
  });
});
