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
  it("the engine's option cache holds digraph keys (n + 2 words): an option met again is not folded again (regression pin of this engine: 2,044 canonical forms for 1,431 distinct options of a random digraph of 16 vertices; 3,365 when keys past 8 words were never cached)", () => {
    const rng = cgt.mulberry32(1616);
    const p = randomGraph(rng, 16, 2.5 / 16);
    const seen = new Set<string>();
    let folds = 0;
    const buf = new Int32Array(64);
    const packed = ruleset.packed!;
    const counting = definePartizan({
      ...ruleset,
      kind: undefined,
      name: "Digraph Placement (folds counted)",
      packed: {
        ...packed,
        normalize: (q: digraph.DigraphPosition, out: Int32Array) => {
          folds++;
          seen.add(Array.from(buf.subarray(0, packed.write(q, buf))).join());
          return packed.normalize!(q, out);
        },
      },
    } as never) as typeof ruleset;
    expect(new Engine(counting).value(p)).toBe(new Engine(ruleset).value(p));
    expect(seen.size).toBeGreaterThan(200);
    expect(folds / seen.size).toBeLessThan(1.7);
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

describe("Digraph Placement: canonical forms on words (writeCanonicalBits) against the string labelling (digraph.normalize)", () => {
  const randomGraph = (rng: () => number, n: number, p: number, loops = 0): ReturnType<typeof fromEdges> => {
    const colours = Array.from({ length: n }, () => (rng() < 0.5 ? "L" : "R")).join("");
    const edges: [number, number][] = [];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if ((i !== j && rng() < p) || (i === j && rng() < loops)) edges.push([i, j]);
    return fromEdges(colours, edges);
  };
  /** The canonical form on words (what the engine's folded key is for a connected position) as text and its sign. */
  const fast = (p: ReturnType<typeof fromEdges>): { key: string; negated: boolean; run: number[] } => {
    const buf = new Int32Array(40);
    const n = digraph.writeCanonicalBits(digraph.toBits(p)!, buf);
    const run = [...buf.subarray(0, Math.abs(n))];
    return { key: run.join(","), negated: n < 0, run };
  };
  /** The digraph a run [n, blue, out masks] stands for. */
  const decode = (run: number[]): ReturnType<typeof fromEdges> => {
    const n = run[0]!;
    const colours = Array.from({ length: n }, (_, v) => ((run[1]! >>> v) & 1 ? "L" : "R")).join("");
    const edges: [number, number][] = [];
    for (let v = 0; v < n; v++) for (let u = 0; u < n; u++) if ((run[v + 2]! >>> u) & 1) edges.push([v, u]);
    return fromEdges(colours, edges);
  };
  /** p renumbered by a random permutation (an isomorphic copy). */
  const shuffled = (rng: () => number, p: ReturnType<typeof fromEdges>): ReturnType<typeof fromEdges> => {
    const n = p.labels.length;
    const perm = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [perm[i], perm[j]] = [perm[j]!, perm[i]!];
    }
    const colours: string[] = new Array<string>(n);
    p.labels.forEach((l, v) => (colours[perm[v]!] = l === 1 ? "L" : "R"));
    return fromEdges(colours.join(""), p.adj.flatMap((a, v) => a.map((u) => [perm[v]!, perm[u]!] as [number, number])));
  };

  it("every key is the run of a renumbering of the position (or, negated, of its colour swap): the string labelling of the decoded run matches, on 300 random digraphs of up to 12 vertices", () => {
    const rng = cgt.mulberry32(777);
    for (let t = 0; t < 300; t++) {
      const n = 1 + Math.floor(rng() * 12);
      const p = randomGraph(rng, n, rng() * 0.5, 0.1);
      const f = fast(p);
      const back = f.negated ? digraph.swapColours(decode(f.run)) : decode(f.run);
      expect(digraph.normalize(back).key, digraph.format(p)).toBe(digraph.normalize(p).key);
    }
  });
  it("isomorphic copies and colour swaps get one key (negated for a swap), and non-isomorphic positions different keys: 200 random digraphs of up to 10 vertices, each against 3 shuffled copies, its swap and the previous position", () => {
    const rng = cgt.mulberry32(4711);
    let prev: ReturnType<typeof fromEdges> | undefined;
    let merged = 0;
    for (let t = 0; t < 200; t++) {
      const n = 1 + Math.floor(rng() * 10);
      const p = randomGraph(rng, n, rng() * 0.6, 0.1);
      const f = fast(p);
      // a position isomorphic to its own colour swap (then its value is its negative) may take either sign
      const selfSwapped = digraph.normalize(p).negated === digraph.normalize(digraph.swapColours(p)).negated;
      for (let c = 0; c < 3; c++) {
        const q = shuffled(rng, p);
        const g = fast(q);
        expect(g.key, `${digraph.format(p)} and its copy ${digraph.format(q)}`).toBe(f.key);
        if (!selfSwapped) expect(g.negated).toBe(f.negated);
      }
      const s = fast(shuffled(rng, digraph.swapColours(p)));
      expect(s.key).toBe(f.key);
      if (!selfSwapped) expect(s.negated).toBe(!f.negated);
      if (prev !== undefined) {
        const same = digraph.normalize(prev).key === digraph.normalize(p).key;
        expect(fast(prev).key === f.key, `${digraph.format(prev)} against ${digraph.format(p)}`).toBe(same);
        if (same) merged++;
      }
      prev = p;
    }
    expect(merged).toBeGreaterThan(0); // some consecutive small positions are isomorphic, so both answers were asked
  });
  it("symmetric digraphs (alternating cycles, complete and bipartite orientations, a circulant tournament): isomorphic copies share keys, and the engine's values equal the plain reference search", () => {
    const cycle = (n: number): ReturnType<typeof fromEdges> => fromEdges(Array.from({ length: n }, (_, i) => (i % 2 ? "R" : "L")).join(""), Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as [number, number]));
    const complete = (c: string): ReturnType<typeof fromEdges> => fromEdges(c, [...c].flatMap((_, i) => [...c].map((__, j) => [i, j] as [number, number]).filter(([a, b]) => a !== b)));
    const bipartite = (a: number, b: number): ReturnType<typeof fromEdges> => fromEdges("L".repeat(a) + "R".repeat(b), Array.from({ length: a }, (_, i) => Array.from({ length: b }, (__, j) => [i, a + j] as [number, number])).flat());
    const tournament = (n: number, c: string): ReturnType<typeof fromEdges> => fromEdges(c, Array.from({ length: n }, (_, i) => [1, 2, 4].map((d) => [i, (i + d) % n] as [number, number])).flat());
    const rng = cgt.mulberry32(8);
    for (const p of [cycle(6), cycle(7), cycle(9), complete("LLLRRR"), complete("LLRRR"), bipartite(3, 4), bipartite(4, 4), tournament(7, "LLLLRRR"), tournament(7, "LRLRLRL")]) {
      const f = fast(p);
      for (let c = 0; c < 3; c++) expect(fast(shuffled(rng, p)).key, digraph.format(p)).toBe(f.key);
      expect(canonicalValue(ruleset, p), digraph.format(p)).toBe(referenceValue(plainRuleset, p));
    }
  });
  it("the engine's folded key (writeFolded): the canonical form for a connected position, the words folded over the colour swap for a disconnected one", () => {
    const buf = new Int32Array(40);
    const connected = parse("a:L b:R c:L ; b>a b>c");
    const n = digraph.writeFolded(connected, buf);
    expect([...buf.subarray(0, Math.abs(n))].join(",")).toBe(fast(connected).key);
    const apart = parse("a:R b:L c:L ; a>b");
    const m = digraph.writeFolded(apart, buf);
    expect(m).toBe(-5); // vertex 0 red: the swap's words, negated
    expect([...buf.subarray(0, 5)]).toEqual([3, 0b001, 0b010, 0, 0]);
  });
  it("past the leaf limit the key is still the run of a renumbering of the position: a 31-vertex circulant graph (arcs both ways), one colour", () => {
    // circulant C31(1, 5): vertex-transitive, not refined at all by colours; only the root's orbit pruning and the leaf limit bound the search
    const n = 31;
    const p = fromEdges("L".repeat(n), Array.from({ length: n }, (_, i) => [1, 5, n - 1, n - 5].map((d) => [i, (i + d) % n] as [number, number])).flat());
    const f = fast(p);
    expect(f.negated).toBe(false);
    expect(digraph.normalize(decode(f.run)).key).toBe(digraph.normalize(p).key);
  });
});
