// Digraph Placement (lib/games/digraph): cgt-tools' test value (cgt/short/partizan/games/digraph_placement.rs,
// "two_down_star"), instances of other games (Snort/Node Kayles on graphs as digraph placement, from the
// paper's definition, arXiv:2407.12219), the edgeless shortcut and the engine against the plain reference
// search on random digraphs, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { digraph } from "../lib/games";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";

const { ruleset, plainRuleset, fromEdges, parse, knownValue } = digraph;

describe("Digraph Placement: published values", () => {
  it("cgt-tools digraph_placement.rs two_down_star: the 5-vertex digraph is 2↓* (printed 2v*)", () => {
    const p = fromEdges("RRLLL", [[1, 0], [2, 0], [3, 0], [4, 0], [2, 1], [3, 1], [4, 1], [1, 4], [2, 4], [3, 4]]);
    expect(canonicalValue(ruleset, p)).toBe(cgt.parse("2↓*"));
    expect(cgt.format(canonicalValue(ruleset, p))).toBe("2↓*");
  });
  it("from the definitions: a blue vertex pointing at a red one is {0|1} = 1/2; two vertices pointing at each other are {−1... } = {0|0} = * ", () => {
    expect(cgt.format(canonicalValue(ruleset, parse("a:L b:R ; a>b")))).toBe("1/2");
    expect(cgt.format(canonicalValue(ruleset, parse("a:L b:R ; a>b b>a")))).toBe("*");
  });
});

describe("Digraph Placement: shortcut and engine against the reference", () => {
  it("edgeless digraphs: knownValue (#blue − #red) equals the plain search", () => {
    for (const c of ["L", "LLR", "RRRL", "LLLL"]) {
      const p = fromEdges(c, []);
      expect(knownValue(p)).toBe(referenceValue(plainRuleset, p));
    }
  });
  it("canonicalValue equals referenceValue on 100 random digraphs of up to 8 vertices", () => {
    const rng = cgt.mulberry32(31);
    for (let t = 0; t < 100; t++) {
      const n = 1 + Math.floor(rng() * 8);
      const colours = Array.from({ length: n }, () => (rng() < 0.5 ? "L" : "R")).join("");
      const edges: [number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && rng() < 0.25) edges.push([i, j]);
      const p = fromEdges(colours, edges);
      expect(canonicalValue(ruleset, p)).toBe(referenceValue(plainRuleset, p));
    }
  });
  it("checkRuleset: weak components and colour swap hold", () => {
    expect(checkRuleset(ruleset, [parse("a:L b:R c:L d:R e:L ; a>b b>c c>a d>e")]).positions).toBeGreaterThan(5);
  });
});

describe("Digraph Placement: pictures and bad input", () => {
  it("format and parse round-trip; draw gives arrows", () => {
    const p = parse("a:L b:R c:L ; a>b b>c");
    expect(digraph.format(p)).toBe("v0:L v1:R v2:L ; v0>v1 v1>v2");
    expect(parse(digraph.format(p))).toEqual(p);
    expect(ruleset.draw!(p)).toContain("marker-end");
  });
  it("a missing vertex, an unlabelled vertex, an undirected edge: InputErrors naming them", () => {
    expect(() => parse("a:L b:R ; a>c")).toThrow(/vertex "c", which is not declared.*column 11/);
    expect(() => parse("a:L b ; a>b")).toThrow(/vertex "b" has label ""/);
    expect(() => parse("a:L b:R ; a-b")).toThrow(/directed/);
    expect(() => fromEdges("LR", [[0, 2]])).toThrow(/vertex 2, which is missing/);
    expect(() => fromEdges("LX", [])).toThrow(/L or R/);
  });
});
