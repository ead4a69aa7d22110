// PseudoQuicksort (lib/games/quicksort, cgt-tools' pseudo_quicksort.rs) and Partizan Arc Kayles
// (lib/games/partizanarckayles, CGSuite's game.graph.PartizanArcKayles): published values with their
// files named, values from the definitions (labelled so), the engines against plain searches on random
// small positions, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { kayles, partizanarckayles as pak, quicksort } from "../lib/games";
import { canonicalValue, checkRuleset, nimValue, referenceNimValue, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";

describe("PseudoQuicksort", () => {
  const nv = (s: readonly number[]): number => nimValue(quicksort.pseudoRuleset, s);
  it("cgt-tools pseudo_quicksort.rs correct_nim_value: [1,2,3,6,5,4] = 0, [4,1,6,5,7,3,8,2] = *5, [4,1,6,5,7,8,2,3] = *3", () => {
    expect(nv([1, 2, 3, 6, 5, 4])).toBe(0);
    expect(nv([4, 1, 6, 5, 7, 3, 8, 2])).toBe(5);
    expect(nv([4, 1, 6, 5, 7, 8, 2, 3])).toBe(3);
  });
  it("from the definition: [2,1] = *1 (pivot 1.5 sorts it); [3,2,1]: pivots 1.5 → [1,3,2] = *1, 2.5 → [2,1,3] = *1, so mex{1} = 0", () => {
    expect(quicksort.pseudoPivotOn([3, 2, 1], 1)).toEqual([1, 3, 2]);
    expect(quicksort.pseudoOptions([3, 2, 1])).toEqual([[2, 1, 3], [1, 3, 2]]);
    expect(nv([2, 1])).toBe(1);
    expect(nv([3, 2, 1])).toBe(0);
    expect(quicksort.pseudoOptions([1, 2, 3])).toEqual([]);
  });
  it("engine (blocks, ranks, reversed complement) equals the plain reference on 150 random permutations of up to 7", () => {
    const rng = cgt.mulberry32(1729);
    for (let t = 0; t < 150; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const s = Array.from({ length: n }, (_, i) => i + 1);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [s[i], s[j]] = [s[j], s[i]];
      }
      expect(nv(s.map((x) => 2 * x + 5)), s.join(",")).toBe(referenceNimValue(quicksort.plainPseudoRuleset, s));
    }
  });
  it("checkRuleset: components, normalize and the shortcut hold; pictures and bad input as Quicksort's", () => {
    expect(checkRuleset(quicksort.pseudoRuleset, [[3, 1, 2, 6, 4, 5], [5, 2, 4, 1, 3]]).positions).toBeGreaterThan(5);
    expect(quicksort.pseudoRuleset.parse?.("[4, 1, 6]")).toEqual([4, 1, 6]);
    expect(() => nimValue(quicksort.pseudoRuleset, [1, -2] as never)).toThrow(InputError);
  });
});

describe("Partizan Arc Kayles", () => {
  const value = (p: pak.ArcKaylesPosition): cgt.Game => canonicalValue(pak.ruleset, p);
  it("CGSuite GameGraphTest.scala: PartizanArcKayles(\"llr\") = 1/2", () => {
    expect(value(pak.fromStrands("llr"))).toBe(cgt.parse("1/2"));
  });
  it("CGSuite GameGraphTest.scala: PartizanArcKayles(\"lrlr(ll;ree(rl;l))\") = {3*|2*||3/2,3/2*|1/2*}", () => {
    expect(cgt.format(value(pak.fromStrands("lrlr(ll;ree(rl;l))")))).toBe(cgt.format(cgt.parse("{3*|2*||3/2,3/2*|1/2*}")));
    expect(value(pak.fromStrands("lrlr(ll;ree(rl;l))"))).toBe(cgt.parse("{3*|2*||3/2,3/2*|1/2*}"));
  });
  it("from the definition: one blue edge = 1, one red = −1, one green = *, a blue–red path of two edges (a–b blue, b–c red) = {0|0} = *", () => {
    expect(value(pak.fromStrands("l"))).toBe(cgt.parse("1"));
    expect(value(pak.fromStrands("r"))).toBe(cgt.parse("-1"));
    expect(value(pak.fromStrands("e"))).toBe(cgt.parse("*"));
    expect(value(pak.fromStrands("lr"))).toBe(cgt.parse("*"));
  });
  it("all-green graphs are Arc Kayles: paths are Dawson's Kayles (CGSuite GameGraphTest.scala, ArcKayles on paths)", () => {
    // [ArcKayles(Graph.Path(n)).NimValue for n from 1 to 12] (CGSuite; n vertices, n − 1 edges)
    const want = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2];
    for (let n = 1; n <= 12; n++) {
      expect(value(pak.fromStrands("e".repeat(n - 1))), `path of ${n} vertices`).toBe(cgt.nimber(want[n - 1]));
    }
    // and any green graph equals games.kayles' Arc Kayles
    const g = pak.parse("a b c d e ; a-b:G b-c:G c-a:G c-d:G d-e:G");
    expect(value(g)).toBe(cgt.nimber(nimValue(kayles.arcKayles, kayles.parse("a b c d e ; a-b b-c c-a c-d d-e"))));
  });
  it("engine (components, folded keys) equals the plain search on 60 random coloured graphs of up to 7 vertices; swapping colours negates", () => {
    const rng = cgt.mulberry32(31);
    for (let t = 0; t < 60; t++) {
      const n = 2 + Math.floor(rng() * 6);
      const edges: { from: number; to: number; label: string }[] = [];
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rng() < 0.35) edges.push({ from: a, to: b, label: "BRG"[Math.floor(rng() * 3)] });
      const p = pak.position(n, edges);
      const v = value(p);
      expect(v, pak.format(p)).toBe(referenceValue(pak.plainRuleset, p));
      expect(value(pak.swapColours(p))).toBe(cgt.neg(v));
    }
    expect(checkRuleset(pak.ruleset, [pak.fromStrands("lrlr(ll;re)"), pak.parse("a b c d ; a-b:B b-c:R c-d:G d-a:B")]).positions).toBeGreaterThan(5);
  });
  it("pictures round-trip and draw; bad input is an InputError naming the place", () => {
    const p = pak.parse("a b c ; a-b:B b-c:R");
    expect(pak.parse(pak.format(p))).toEqual({ ...p });
    expect(pak.draw(p)).toMatch(/^<svg/);
    expect(String(p)).toBe(pak.format(p));
    expect(() => pak.parse("a b ; a-b:X")).toThrow(/label "X"/);
    expect(() => pak.fromStrands("llx")).toThrow(/"x" is not an edge letter.*character 3/);
    expect(() => pak.fromStrands("l(l;")).toThrow(/"\(" is never closed.*character 2/);
    expect(() => pak.fromStrands("l)")).toThrow(/outside parentheses.*character 2/);
    expect(() => pak.fromStrands("l(;l)")).toThrow(/an empty branch.*character 3/);
    expect(() => pak.position(2, [{ from: 0, to: 2, label: "B" }])).toThrow(/edge 0 goes to vertex 2/);
    expect(() => pak.position(2, [{ from: 0, to: 0, label: "B" }])).toThrow(/loop/);
    expect(() => pak.position(2, [{ from: 0, to: 1, label: "b" }])).toThrow(/colours are B/);
    expect(() => canonicalValue(pak.ruleset, "ab" as never)).toThrow(InputError);
  });
});
