// Arc Kayles and Node Kayles (lib/games/kayles): CGSuite's published nim-values of Arc Kayles on paths
// and looped paths (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala), the identities
// with octal games (Arc Kayles on paths = Dawson's Kayles 0.07, Node Kayles on paths = 0.137, looped
// paths = Kayles 0.77; checked against solvers.nimSequence), shortcuts and the engine against the plain
// reference search on random graphs, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { kayles } from "../lib/games";
import * as solvers from "../lib/solvers";
import { checkRuleset, nimValue, referenceNimValue } from "../lib/solvers";

const { arcKayles, nodeKayles, plainArcKayles, plainNodeKayles, path, parse } = kayles;

// CGSuite GameGraphTest, "Arc Kayles paths are Dawson's Kayles heaps": ArcKayles(Graph.Path(n)).NimValue, n = 1..50
const CGSUITE_ARC_PATHS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5];
// CGSuite GameGraphTest, "Arc Kayles looped paths are Kayles heaps", n = 1..50
const CGSUITE_ARC_LOOPED = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2];

describe("Arc Kayles and Node Kayles: published values", () => {
  it("CGSuite GameGraphTest: Arc Kayles on paths of 1..30 vertices", () => {
    for (let n = 1; n <= 30; n++) expect(nimValue(arcKayles, path(n)), `n = ${n}`).toBe(CGSUITE_ARC_PATHS[n - 1]);
  });
  it("CGSuite GameGraphTest: Arc Kayles on looped paths of 1..30 vertices", () => {
    for (let n = 1; n <= 30; n++) expect(nimValue(arcKayles, path(n, true)), `n = ${n}`).toBe(CGSUITE_ARC_LOOPED[n - 1]);
  });
  it("known theory: paths are octal games (Arc = 0.07, Node = 0.137, looped Arc = 0.77), against solvers.nimSequence, n ≤ 24", () => {
    const d = solvers.nimSequence("0.07", 25).values;
    const n137 = solvers.nimSequence("0.137", 25).values;
    const k = solvers.nimSequence("0.77", 25).values;
    for (let n = 1; n <= 24; n++) {
      expect(nimValue(arcKayles, path(n))).toBe(d[n]);
      expect(nimValue(nodeKayles, path(n))).toBe(n137[n]);
      expect(nimValue(arcKayles, path(n, true))).toBe(k[n]);
    }
  });
  it("from the definitions: Node Kayles on a cycle C_n is 0.137 of n − 1 after the first move... C_4 = 0 (a move leaves one vertex, then 1 move: mex{1} = 0)", () => {
    expect(nimValue(nodeKayles, parse("a b c d ; a-b b-c c-d d-a"))).toBe(0);
    expect(nimValue(nodeKayles, parse("a b c ; a-b b-c c-a"))).toBe(1);
  });
});

describe("Arc Kayles and Node Kayles: engine against the reference", () => {
  const rng = cgt.mulberry32(5);
  const randomGraph = (n: number, p: number, loops: boolean): string => {
    const es: string[] = [];
    for (let i = 0; i < n; i++) for (let j = loops ? i : i + 1; j < n; j++) if (rng() < (i === j ? 0.2 : p)) es.push(`v${i}-v${j}`);
    return `${Array.from({ length: n }, (_, i) => `v${i}`).join(" ")} ; ${es.join(" ")}`;
  };
  it("nimValue equals referenceNimValue on 100 random graphs of up to 8 vertices (with loops for Arc Kayles)", () => {
    for (let t = 0; t < 100; t++) {
      const n = 1 + Math.floor(rng() * 8);
      const a = parse(randomGraph(n, 0.35, true));
      expect(nimValue(arcKayles, a)).toBe(referenceNimValue(plainArcKayles, a));
      const b = parse(randomGraph(n, 0.35, false));
      expect(nimValue(nodeKayles, b)).toBe(referenceNimValue(plainNodeKayles, b));
    }
  });
  it("checkRuleset: components and shortcuts (single edge, star, clique) hold", () => {
    expect(checkRuleset(arcKayles, [parse("a b c d e f ; a-b a-c a-d e-f f-f")]).positions).toBeGreaterThan(3);
    expect(checkRuleset(nodeKayles, [parse("a b c d e f ; a-b b-c c-a a-d e-f")]).positions).toBeGreaterThan(3);
  });
});

describe("Arc Kayles and Node Kayles: pictures and bad input", () => {
  it("format and parse round-trip; draw gives an SVG", () => {
    const p = parse("a b c ; a-b b-c c-c");
    expect(kayles.format(p)).toBe("v0 v1 v2 ; v0-v1 v1-v2 v2-v2");
    expect(parse(kayles.format(p))).toEqual(p);
    expect(arcKayles.draw!(p)).toContain("<circle");
  });
  it("an edge to a missing vertex names it; a directed edge and a bad path size are InputErrors", () => {
    expect(() => parse("a b ; a-b b-q")).toThrow(/vertex "q", which is not declared/);
    expect(() => parse("a b ; a>b")).toThrow(/undirected/);
    expect(() => path(-1)).toThrow(/n must be an integer/);
  });
});
