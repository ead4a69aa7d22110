// Graph isomorphism folding in play (lib/grid canonicalGraphKey / foldedGraphKey as the `normalize` of
// Col, Snort, Fjords, Digraph Placement, Node and Arc Kayles and Hackenbush): on random sparse graphs —
// paths, cycles, trees and trees with one extra edge, the shapes that take the cheap key methods — the
// folded engine's values equal the unfolded engine's (plain key, player swap only) and the plain
// reference search's. Plus the cheap methods' keys against a brute-force isomorphism test, with
// directions, loops and labels, and foldedGraphKey against its definition.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { colsnort, digraph, fjords, hackenbush, kayles } from "../lib/games";
import { canonicalGraphKey, foldedGraphKey, vertexGraph, type VertexGraph } from "../lib/grid";
import { defineImpartial, definePartizan, type Ruleset, type Symmetry } from "../lib/ruleset";
import { Engine, referenceNimValue, referenceValue } from "../lib/solvers";
import { isomorphic, plain, relabel } from "./graph-helpers";

interface Edge { from: number; to: number }

/**
 * A random sparse shape on n vertices: a path, a cycle, a random tree, or a random tree plus one edge
 * (chosen with equal odds), vertices shuffled. Undirected edges as pairs.
 */
function sparseShape(rng: () => number, n: number): Edge[] {
  const perm = Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5);
  const kind = Math.floor(rng() * 4);
  const e: Edge[] = [];
  if (kind === 0 || kind === 1) {
    for (let i = 0; i + 1 < n; i++) e.push({ from: i, to: i + 1 });
    if (kind === 1 && n >= 3) e.push({ from: n - 1, to: 0 });
  } else {
    for (let i = 1; i < n; i++) e.push({ from: i, to: Math.floor(rng() * i) });
    if (kind === 3 && n >= 3) {
      const a = Math.floor(rng() * n);
      const b = Math.floor(rng() * n);
      if (a !== b && !e.some((x) => (x.from === a && x.to === b) || (x.from === b && x.to === a))) e.push({ from: a, to: b });
    }
  }
  return e.map((x) => ({ from: perm[x.from]!, to: perm[x.to]! }));
}

/** Each undirected edge as one arc either way or both (for directed games). */
function orient(rng: () => number, edges: readonly Edge[]): Edge[] {
  const out: Edge[] = [];
  for (const x of edges) {
    const r = rng();
    if (r < 0.4) out.push(x);
    else if (r < 0.8) out.push({ from: x.to, to: x.from });
    else out.push(x, { from: x.to, to: x.from });
  }
  return out;
}

describe("canonicalGraphKey: the cheap methods (edgeless, path, cycle, tree) against brute force", () => {
  it("500 random pairs of sparse graphs of ≤ 7 vertices, directed and undirected, with loops and labels: keys equal iff isomorphic", () => {
    const rng = cgt.mulberry32(20261122);
    const methods = new Map<string, number>();
    let iso = 0;
    let non = 0;
    const make = (n: number, directed: boolean, labels: readonly number[]): VertexGraph => {
      let e = sparseShape(rng, n);
      if (directed) e = orient(rng, e);
      for (let v = 0; v < n; v++) if (rng() < 0.12) e.push({ from: v, to: v });
      return vertexGraph(labels, e, directed);
    };
    for (let t = 0; t < 500; t++) {
      const directed = t % 2 === 1;
      const n = 1 + Math.floor(rng() * 7);
      const labels = Array.from({ length: n }, () => Math.floor(rng() * 3));
      const g = make(n, directed, labels);
      // half the time a renumbered copy, else another sparse graph with the same labels in another order
      const h = rng() < 0.5 ? relabel(g, Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5), directed) : make(n, directed, [...labels].sort(() => rng() - 0.5));
      const kg = canonicalGraphKey(g, directed);
      const truth = isomorphic(g, h, directed);
      expect(kg === canonicalGraphKey(h, directed), `${plain(g)} vs ${plain(h)}`).toBe(truth);
      const method = kg.slice(0, kg.indexOf(":"));
      methods.set(method, (methods.get(method) ?? 0) + 1);
      if (truth) iso++;
      else non++;
    }
    expect(iso).toBeGreaterThan(150);
    expect(non).toBeGreaterThan(100);
    // every method met: edgeless, path, cycle, tree (centre and bicentre), search
    for (const m of ["e", "P", "C", "t", "t2", "c"]) expect(methods.get(m) ?? 0, `method ${m}: ${JSON.stringify([...methods])}`).toBeGreaterThan(5);
  });
  it("a directed path, its reversal and its opposite orientation: the reversal is isomorphic, the re-oriented path is not", () => {
    const p = vertexGraph([1, 2, 1, 1], [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 3, to: 2 }], true);
    const reversedNumbering = relabel(p, [3, 2, 1, 0], true);
    const flipped = vertexGraph([1, 2, 1, 1], [{ from: 1, to: 0 }, { from: 2, to: 1 }, { from: 2, to: 3 }], true);
    expect(canonicalGraphKey(reversedNumbering, true)).toBe(canonicalGraphKey(p, true));
    expect(canonicalGraphKey(flipped, true)).not.toBe(canonicalGraphKey(p, true));
    expect(isomorphic(p, flipped, true)).toBe(false);
  });
});

describe("foldedGraphKey", () => {
  it("is the lesser of the keys of g and of g relabelled, swapped when the relabelled one's is strictly less, and the same for a renumbered copy (300 random graphs)", () => {
    const rng = cgt.mulberry32(5);
    const swap = [0, 2, 1, 3];
    for (let t = 0; t < 300; t++) {
      const directed = t % 3 === 0;
      const n = 1 + Math.floor(rng() * 7);
      const labels = Array.from({ length: n }, () => Math.floor(rng() * 4));
      let e: Edge[];
      if (rng() < 0.5) e = sparseShape(rng, n);
      else {
        e = [];
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < 0.4) e.push({ from: i, to: j });
      }
      const g = vertexGraph(labels, directed ? orient(rng, e) : e, directed);
      const a = canonicalGraphKey(g, directed);
      const b = canonicalGraphKey({ labels: g.labels.map((l) => swap[l]!), adj: g.adj }, directed);
      const f = foldedGraphKey(g, directed, swap);
      expect(f).toEqual(b < a ? { key: b, swapped: true } : { key: a, swapped: false });
      const copy = relabel(g, Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5), directed);
      expect(foldedGraphKey(copy, directed, swap)).toEqual(f);
    }
  });
});

/** The same ruleset without its `normalize`: plain key, folded only over the player swap. */
function unfolded<P>(r: Ruleset<P>, swap?: Symmetry<P>): Ruleset<P> {
  const { normalize: _n, ...rest } = r;
  return rest.kind === "partizan"
    ? definePartizan<P>({ ...rest, name: `${r.name} (unfolded)`, symmetries: swap ? [swap] : undefined })
    : defineImpartial<P>({ ...rest, name: `${r.name} (unfolded)`, symmetries: swap ? [swap] : undefined });
}

describe("folding in play: folded = unfolded = plain reference on random paths, cycles and trees", () => {
  const rng = cgt.mulberry32(777);
  const sizes = (count: number, max: number): number[] => Array.from({ length: count }, () => 1 + Math.floor(rng() * max));
  const partizanCheck = <P>(folded: Ruleset<P>, swap: Symmetry<P>, plainRs: Ruleset<P>, positions: readonly P[], show: (p: P) => string): void => {
    // one engine per side across the family, as a sweep uses it (tables shared between positions)
    const ef = new Engine(folded);
    const eu = new Engine(unfolded(folded, swap));
    for (const p of positions) {
      const v = ef.value(p);
      expect(eu.value(p), show(p)).toBe(v);
      expect(referenceValue(plainRs, p), show(p)).toBe(v);
    }
  };
  it("Snort and Col (60 graphs of ≤ 8 vertices each)", () => {
    for (const rule of ["snort", "col"] as const) {
      const rs = colsnort.colSnort(rule);
      const plainRs = definePartizan({ name: "plain", leftOptions: rs.leftOptions, rightOptions: rs.rightOptions, key: rs.key });
      const ps = sizes(60, 8).map((n) => vertexGraph(Array.from({ length: n }, () => [3, 3, 3, 1, 2][Math.floor(rng() * 5)]!), sparseShape(rng, n), false));
      partizanCheck(rs, { name: "swap", apply: colsnort.swapPlayers, swapsPlayers: true }, plainRs, ps, (p) => colsnort.format(p, rule));
    }
  });
  it("Fjords (60 graphs of ≤ 9 vertices)", () => {
    const ps = sizes(60, 9).map((n) => vertexGraph(Array.from({ length: n }, () => [0, 0, 1, 2][Math.floor(rng() * 4)]!), sparseShape(rng, n), false));
    partizanCheck(fjords.ruleset, { name: "swap", apply: fjords.swapPlayers, swapsPlayers: true }, fjords.plainRuleset, ps, fjords.format);
  });
  it("Digraph Placement (60 oriented graphs of ≤ 9 vertices, some loops)", () => {
    const ps = sizes(60, 9).map((n) => {
      const e = orient(rng, sparseShape(rng, n));
      for (let v = 0; v < n; v++) if (rng() < 0.1) e.push({ from: v, to: v });
      return vertexGraph(Array.from({ length: n }, () => 1 + Math.floor(rng() * 2)), e, true);
    });
    partizanCheck(digraph.ruleset, { name: "swap", apply: digraph.swapColours, swapsPlayers: true }, digraph.plainRuleset, ps, digraph.format);
  });
  it("Hackenbush trees and unicyclic graphs on the ground (40 of ≤ 8 edges)", () => {
    const ps = sizes(40, 8).map((edges) => {
      const e = sparseShape(rng, edges + 1).map((x) => ({ ...x, label: "BRG"[Math.floor(rng() * 3)]! }));
      const names = Array.from({ length: edges + 1 }, (_, i) => (i === 0 ? "g:ground" : `v${i}`));
      return hackenbush.parse(`${names.join(" ")} ; ${e.map((x) => `${names[x.from]!.replace(":ground", "")}-${names[x.to]!.replace(":ground", "")}:${x.label}`).join(" ")}`);
    });
    partizanCheck(hackenbush.ruleset, { name: "swap", apply: hackenbush.swapColours, swapsPlayers: true }, hackenbush.plainRuleset, ps, hackenbush.format);
  });
  it("Node and Arc Kayles (60 graphs of ≤ 9 vertices, loops for Arc Kayles)", () => {
    const node = new Engine(kayles.nodeKayles);
    const nodeUnfolded = new Engine(unfolded(kayles.nodeKayles));
    const arc = new Engine(kayles.arcKayles);
    const arcUnfolded = new Engine(unfolded(kayles.arcKayles));
    for (const n of sizes(60, 9)) {
      const e = sparseShape(rng, n);
      const g = vertexGraph(new Array<number>(n).fill(0), e, false);
      const v = node.nimValue(g);
      expect(nodeUnfolded.nimValue(g)).toBe(v);
      expect(referenceNimValue(kayles.plainNodeKayles, g)).toBe(v);
      for (let u = 0; u < n; u++) if (rng() < 0.15) e.push({ from: u, to: u });
      const h = vertexGraph(new Array<number>(n).fill(0), e, false);
      const w = arc.nimValue(h);
      expect(arcUnfolded.nimValue(h)).toBe(w);
      expect(referenceNimValue(kayles.plainArcKayles, h)).toBe(w);
    }
  });
});

describe("Hackenbush's folded key for trees (AHU rooted at the ground)", () => {
  it("on 300 random pairs of trees of ≤ 7 edges, equal keys exactly when the subdivision graphs (the general method, tested against brute force above) have equal folded keys; negation likewise", () => {
    const rng = cgt.mulberry32(4711);
    const tree = (edges: number, colours: readonly string[]): hackenbush.HackenbushPosition => {
      const names = Array.from({ length: edges + 1 }, (_, i) => (i === 0 ? "g" : `v${i}`));
      const e = Array.from({ length: edges }, (_, i) => `${names[Math.floor(rng() * (i + 1))]}-${names[i + 1]}:${colours[i]}`).sort(() => rng() - 0.5);
      return hackenbush.parse(`g:ground ${names.slice(1).join(" ")} ; ${e.join(" ")}`);
    };
    const subdivisionKey = (p: hackenbush.HackenbushPosition) => {
      const labels: number[] = Array.from({ length: p.vertices }, (_, v) => (v === 0 ? 1 : 0));
      const es: Edge[] = [];
      for (const e of p.edges) {
        const x = labels.length;
        labels.push(e.label === "B" ? 2 : e.label === "R" ? 3 : 4);
        es.push({ from: x, to: e.from }, { from: x, to: e.to });
      }
      return foldedGraphKey(vertexGraph(labels, es, false), false, [0, 1, 3, 2, 4]);
    };
    let same = 0;
    for (let t = 0; t < 300; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const colours = Array.from({ length: n }, () => "BRG"[Math.floor(rng() * 3)]!);
      const g = tree(n, colours);
      const h = tree(n, rng() < 0.5 ? colours : colours.map((c) => (c === "B" ? "R" : c === "R" ? "B" : c)));
      const [ng, nh] = [hackenbush.normalize(g), hackenbush.normalize(h)];
      expect(ng.key.startsWith("h:")).toBe(true);
      const [sg, sh] = [subdivisionKey(g), subdivisionKey(h)];
      expect(ng.key === nh.key, `${hackenbush.format(g)} vs ${hackenbush.format(h)}`).toBe(sg.key === sh.key);
      if (ng.key === nh.key) {
        same++;
        expect(ng.negated === nh.negated).toBe(sg.swapped === sh.swapped);
      }
    }
    expect(same).toBeGreaterThan(30);
  });
});
