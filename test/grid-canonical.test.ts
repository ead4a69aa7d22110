// Canonical labelling of vertex-labelled graphs (lib/grid canonicalGraphKey): keys are equal exactly
// when the graphs are isomorphic, checked against a brute force over all vertex permutations on random
// small graphs (undirected and directed, with loops and labels), plus symmetric families (cycles,
// complete graphs, the Petersen graph) and the leaf limit's fallback.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { canonicalGraphKey, vertexGraph, type VertexGraph } from "../lib/grid";
import { isomorphic, plain, relabel } from "./graph-helpers";

function randomGraph(rng: () => number, n: number, directed: boolean): VertexGraph {
  const labels = Array.from({ length: n }, () => Math.floor(rng() * 3));
  const edges: { from: number; to: number }[] = [];
  for (let i = 0; i < n; i++) for (let j = directed ? 0 : i; j < n; j++) if (rng() < (i === j ? 0.1 : 0.4)) edges.push({ from: i, to: j });
  return vertexGraph(labels, edges, directed);
}

describe("canonicalGraphKey", () => {
  it("keys are equal iff the graphs are isomorphic (brute force over permutations), 400 random pairs of ≤ 6 vertices", () => {
    const rng = cgt.mulberry32(4242);
    let iso = 0;
    let non = 0;
    for (let t = 0; t < 400; t++) {
      const directed = t % 2 === 1;
      const n = 1 + Math.floor(rng() * 6);
      const g = randomGraph(rng, n, directed);
      // half the time a renumbered copy, else an independent graph with the same label multiset (often non-isomorphic)
      let h: VertexGraph;
      if (rng() < 0.5) {
        const perm = Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5);
        h = relabel(g, perm, directed);
      } else {
        const r = randomGraph(rng, n, directed);
        h = { labels: [...g.labels].sort(() => rng() - 0.5), adj: r.adj };
      }
      const same = canonicalGraphKey(g, directed) === canonicalGraphKey(h, directed);
      const truth = isomorphic(g, h, directed);
      expect(same, `${plain(g)} vs ${plain(h)}`).toBe(truth);
      if (truth) iso++;
      else non++;
    }
    expect(iso).toBeGreaterThan(100);
    expect(non).toBeGreaterThan(100);
  });
  it("trees (the AHU fast path): keys equal iff isomorphic (brute force), 200 random labelled trees of ≤ 7 vertices", () => {
    const rng = cgt.mulberry32(99);
    const randomTree = (n: number): VertexGraph =>
      vertexGraph(Array.from({ length: n }, () => Math.floor(rng() * 2)), Array.from({ length: n - 1 }, (_, i) => ({ from: i + 1, to: Math.floor(rng() * (i + 1)) })), false);
    let iso = 0;
    for (let t = 0; t < 200; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const g = randomTree(n);
      const h = rng() < 0.5 ? relabel(g, Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5), false) : randomTree(n);
      const truth = isomorphic(g, h, false);
      expect(canonicalGraphKey(g, false) === canonicalGraphKey(h, false), `${plain(g)} vs ${plain(h)}`).toBe(truth);
      expect(canonicalGraphKey(g, false)).toMatch(/^(t2?|P|e):/); // trees, paths, a single vertex
      if (truth) iso++;
    }
    expect(iso).toBeGreaterThan(80);
  });
  it("all 2^10 labelled graphs on 5 unlabelled vertices fall into the 34 isomorphism classes (OEIS A000088: 34 graphs on 5 nodes)", () => {
    const keys = new Set<string>();
    const pairs: [number, number][] = [];
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) pairs.push([i, j]);
    for (let m = 0; m < 1 << pairs.length; m++) {
      const g = vertexGraph([0, 0, 0, 0, 0], pairs.filter((_, k) => (m >> k) & 1).map(([from, to]) => ({ from, to })), false);
      keys.add(canonicalGraphKey(g, false));
    }
    expect(keys.size).toBe(34);
  });
  it("all 2^12 digraphs on 4 vertices (no loops) fall into the 218 classes (OEIS A000273: 218 digraphs on 4 nodes)", () => {
    const keys = new Set<string>();
    const arcs: [number, number][] = [];
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (i !== j) arcs.push([i, j]);
    for (let m = 0; m < 1 << arcs.length; m++) {
      keys.add(canonicalGraphKey(vertexGraph([0, 0, 0, 0], arcs.filter((_, k) => (m >> k) & 1).map(([from, to]) => ({ from, to })), true), true));
    }
    expect(keys.size).toBe(218);
  });
  it("symmetric graphs: renumbered cycles, complete graphs and the Petersen graph get canonical keys (prefix C: for the cycle's own method, c: for the search) equal to the original's", () => {
    const rng = cgt.mulberry32(7);
    const cycle = (n: number) => vertexGraph(new Array<number>(n).fill(0), Array.from({ length: n }, (_, i) => ({ from: i, to: (i + 1) % n })), false);
    const complete = (n: number) => {
      const e: { from: number; to: number }[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) e.push({ from: i, to: j });
      return vertexGraph(new Array<number>(n).fill(0), e, false);
    };
    const petersen = vertexGraph(new Array<number>(10).fill(0), [
      ...Array.from({ length: 5 }, (_, i) => ({ from: i, to: (i + 1) % 5 })),
      ...Array.from({ length: 5 }, (_, i) => ({ from: i, to: i + 5 })),
      ...Array.from({ length: 5 }, (_, i) => ({ from: 5 + i, to: 5 + ((i + 2) % 5) })),
    ], false);
    for (const [g, prefix] of [[cycle(12), "C:"], [complete(14), "c:"], [petersen, "c:"]] as const) {
      const k = canonicalGraphKey(g, false);
      expect(k.startsWith(prefix)).toBe(true);
      for (let t = 0; t < 5; t++) {
        const perm = Array.from({ length: g.labels.length }, (_, i) => i).sort(() => rng() - 0.5);
        expect(canonicalGraphKey(relabel(g, perm, false), false)).toBe(k);
      }
    }
    expect(canonicalGraphKey(cycle(12), false)).not.toBe(canonicalGraphKey(vertexGraph(new Array<number>(12).fill(0), [...Array.from({ length: 6 }, (_, i) => ({ from: i, to: (i + 1) % 6 })), ...Array.from({ length: 6 }, (_, i) => ({ from: 6 + i, to: 6 + ((i + 1) % 6) }))], false), false));
  });
  it("past maxLeaves the plain key (prefix p:) is returned, still distinguishing different numberings", () => {
    // two disjoint 4-cycles: not one of the cheap shapes, so the search runs (8 · 2 · 4 · 2 leaves without automorphism pruning)
    const c = vertexGraph(new Array<number>(8).fill(0), Array.from({ length: 8 }, (_, i) => ({ from: i, to: (i + 1) % 4 + (i < 4 ? 0 : 4) })), false);
    expect(canonicalGraphKey(c, false, 3)).toMatch(/^p:/);
    expect(canonicalGraphKey(c, false, 1000)).toMatch(/^c:/);
  });
});
