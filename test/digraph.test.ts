// Digraph Placement (lib/games/digraph): cgt-tools' test value (cgt/short/partizan/games/digraph_placement.rs,
// "two_down_star"), instances of other games (Snort/Node Kayles on graphs as digraph placement, from the
// paper's definition, arXiv:2407.12219), the edgeless shortcut and the engine against the plain reference
// search on random digraphs, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { digraph } from "../lib/games";
import { canonicalValue, checkRuleset, Engine, referenceValue } from "../lib/solvers";
import { definePartizan } from "../lib/ruleset";
import { vertexGraph, vertexGraphKey } from "../lib/grid";
import * as before from "../bench/rulesets-before/digraph";

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

describe("Digraph Placement on words (DigraphBits) against the list path", () => {
  const randomGraph = (rng: () => number, n: number, p: number, loops = 0): ReturnType<typeof fromEdges> => {
    const colours = Array.from({ length: n }, () => (rng() < 0.5 ? "L" : "R")).join("");
    const edges: [number, number][] = [];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if ((i !== j && rng() < p) || (i === j && rng() < loops)) edges.push([i, j]);
    return fromEdges(colours, edges);
  };
  it("options, components and keys on words equal the plain list moves (as graphs, in order) on 200 random digraphs of up to 32 vertices", () => {
    const rng = cgt.mulberry32(2027);
    for (let t = 0; t < 200; t++) {
      const n = 1 + Math.floor(rng() * 32);
      const p = randomGraph(rng, n, 2.5 / n, 0.1);
      for (const [fast, plain] of [[ruleset.leftOptions(p), plainRuleset.leftOptions(p)], [ruleset.rightOptions(p), plainRuleset.rightOptions(p)]] as const) {
        const fk = [...fast].map((o) => vertexGraphKey(o));
        expect(fk).toEqual([...plain].map((o) => vertexGraphKey(o)));
        for (const o of fast) expect(o).toBeInstanceOf(digraph.DigraphBits);
      }
      // components: the same induced subgraphs as the list path (lib/grid vertexGraphComponents)
      const o = [...ruleset.leftOptions(p), ...ruleset.rightOptions(p)][0];
      if (o !== undefined) expect(ruleset.components!(o).map(vertexGraphKey)).toEqual(before.ruleset.components!(vertexGraph(o.labels, o.adj.flatMap((a, v) => a.map((u) => ({ from: v, to: u }))), true)).map(vertexGraphKey));
    }
  });
  it("values equal the frozen list-path ruleset's (bench/rulesets-before: canonical isomorphism folding) and the plain reference on 60 random digraphs of 6 to 14 vertices", () => {
    const rng = cgt.mulberry32(4242);
    const eNew = new Engine(ruleset);
    const eOld = new Engine(before.ruleset);
    for (let t = 0; t < 60; t++) {
      const n = 6 + Math.floor(rng() * 9);
      const p = randomGraph(rng, n, 2.5 / n, 0.05);
      const v = eNew.value(p);
      expect(eOld.value(p), digraph.format(p)).toBe(v);
      if (n <= 9) expect(referenceValue(plainRuleset, p), digraph.format(p)).toBe(v);
    }
  });
  it("the boundary: 32 vertices take words, 33 the list path; both values equal the plain reference (an edgeless blue run plus a small gadget)", () => {
    for (const n of [31, 32, 33]) {
      // n − 3 isolated vertices (knownValue) and the 3-vertex gadget L>R>L, whose value is the plain search's
      const colours = "L".repeat(n - 3) + "LRL";
      const p = fromEdges(colours, [[n - 3, n - 2], [n - 2, n - 1]]);
      const opts = [...ruleset.leftOptions(p)];
      expect(opts[0] instanceof digraph.DigraphBits).toBe(n <= 32);
      const gadget = referenceValue(plainRuleset, fromEdges("LRL", [[0, 1], [1, 2]]));
      expect(canonicalValue(ruleset, p)).toBe(cgt.add(gadget, cgt.integer(n - 3)));
    }
  });
  it("packed keys: equal words exactly for equal graphs, folded over the colour swap (checkRuleset on random digraphs, with a ruleset keyed only by words)", () => {
    const rng = cgt.mulberry32(99);
    const ps = Array.from({ length: 6 }, () => randomGraph(rng, 7, 0.3, 0.1));
    expect(checkRuleset(ruleset, ps).positions).toBeGreaterThan(50);
  });
  it("the isomorphism folding (digraph.normalize) still gives the same values as a ruleset's normalize without packed keys", () => {
    const iso = definePartizan({ name: "Digraph Placement (isomorphism folding)", leftOptions: ruleset.leftOptions, rightOptions: ruleset.rightOptions, key: ruleset.key, components: ruleset.components, normalize: digraph.normalize, knownValue });
    const rng = cgt.mulberry32(5);
    for (let t = 0; t < 20; t++) {
      const p = randomGraph(rng, 8, 0.3);
      expect(canonicalValue(iso, p)).toBe(canonicalValue(ruleset, p));
    }
  });
  it("a loop does not change a move: an edgeless digraph with loops is #blue − #red (knownValue and the plain search)", () => {
    const p = fromEdges("LLR", [[0, 0], [2, 2]]);
    expect(knownValue(p)).toBe(cgt.integer(1));
    expect(referenceValue(plainRuleset, p)).toBe(cgt.integer(1));
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
