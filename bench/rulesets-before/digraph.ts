// Digraph Placement as lib/games/digraph was at commit 58f0ace (before the word positions and packed keys of
// issue 27), kept only so that bench/rulesets-graphs.bench.ts can time today's ruleset against it
// side by side in one run, through the same engine. Not library code.
/**
 * Digraph Placement (Clow and McKay, "Digraph placement games", arXiv:2407.12219; cgt-tools'
 * digraph_placement.rs): a directed graph whose vertices are blue (Left's) or red (Right's). A player
 * picks a vertex of their colour and removes it together with every vertex it points to. Many
 * placement games (Domineering, Snort, Col, Node Kayles with both colours) are instances.
 *
 * Pictures use the lib/grid graph syntax with directed edges and vertex labels `L` / `R`:
 * `a:L b:R c:L ; a>b b>c`. Components are the weakly connected parts.
 *
 * @module
 */
import * as cgt from "../../lib/cgt";
import { foldedGraphKey, formatGraph, graphSvg, inducedSubgraph, labelledGraphOf, makeVertexGraph, parseGraph, vertexGraph, vertexGraphComponents, vertexGraphKey, type VertexGraph } from "../../lib/grid";
import { definePartizan, type PartizanRuleset } from "../../lib/ruleset";
import { InputError } from "../../lib/util";

/** A position: a digraph with vertex labels 1 (blue, Left's) and 2 (red, Right's). */
export type DigraphPosition = VertexGraph;

function options(p: DigraphPosition, colour: number): DigraphPosition[] {
  const out: DigraphPosition[] = [];
  p.labels.forEach((l, v) => {
    if (l !== colour) return;
    const keep = p.labels.map(() => true);
    keep[v] = false;
    for (const u of p.adj[v]!) keep[u] = false;
    out.push(inducedSubgraph(p, keep));
  });
  return out;
}

/** Swap blue and red (the value is negated). O(V). */
export function swapColours(p: DigraphPosition): DigraphPosition {
  return makeVertexGraph(p.labels.map((l) => 3 - l), p.adj);
}

/** Labels under the colour swap: 1 (blue) ↔ 2 (red). */
const SWAP_COLOURS: readonly number[] = [0, 2, 1];

/**
 * Folded key: the canonical labelling of the digraph (lib/grid `canonicalGraphKey`, directed) and of
 * its colour swap, the lesser, negated when it is the swap's (lib/grid `foldedGraphKey`). Cost: two
 * canonical labellings: O(V) for directed paths, O(V²) for directed cycles and oriented trees, a
 * refinement search otherwise.
 */
export function normalize(p: DigraphPosition): { key: string; negated: boolean } {
  const f = foldedGraphKey(p, true, SWAP_COLOURS);
  return { key: f.key, negated: f.swapped };
}

/** Without edges each vertex is one move for its owner: the value is #blue − #red. Else undefined. O(V + E). */
export function knownValue(p: DigraphPosition): cgt.Game | undefined {
  if (p.adj.some((a) => a.length > 0)) return undefined;
  return cgt.integer(p.labels.reduce((s, l) => s + (l === 1 ? 1 : -1), 0));
}

/** Read a picture `"a:L b:R ; a>b"` (every vertex labelled L or R; loops allowed: a vertex removing itself). O(V + E). */
export function parse(picture: string): DigraphPosition {
  const g = parseGraph(picture, { game: "Digraph Placement", vertexLabels: ["L", "R"], directed: true, loops: true });
  return vertexGraph(g.labels.map((l) => (l === "L" ? 1 : 2)), g.edges, true);
}

/** A position from labels ("L"/"R" per vertex) and directed edges [from, to] (InputError for a missing vertex). O(V + E). */
export function fromEdges(colours: string, edges: readonly (readonly [number, number])[]): DigraphPosition {
  [...colours].forEach((c, i) => {
    if (c !== "L" && c !== "R") throw new InputError(`Digraph Placement: vertex colours are L or R, got ${JSON.stringify(c)}`, `vertex ${i}`);
  });
  edges.forEach(([a, b], i) => {
    for (const v of [a, b]) if (!Number.isInteger(v) || v < 0 || v >= colours.length) throw new InputError(`Digraph Placement: edge ${i} goes to vertex ${v}, which is missing (vertices are 0..${colours.length - 1})`, `edge ${i}`);
  });
  return vertexGraph([...colours].map((c) => (c === "L" ? 1 : 2)), edges.map(([from, to]) => ({ from, to })), true);
}

/** The picture of a position. O(V + E). */
export function format(p: DigraphPosition): string {
  return formatGraph(labelledGraphOf(p, (l) => (l === 1 ? "L" : "R"), true));
}

/** Digraph Placement as a partizan ruleset: options O(V·(V + E)); the tree is exponential in V. */
export const ruleset: PartizanRuleset<DigraphPosition> = definePartizan<DigraphPosition>({
  name: "Digraph Placement",
  leftOptions: (p) => options(p, 1),
  rightOptions: (p) => options(p, 2),
  key: vertexGraphKey,
  components: vertexGraphComponents,
  normalize,
  knownValue,
  parse,
  format,
  draw: (p) => graphSvg(labelledGraphOf(p, (l) => (l === 1 ? "L" : "R"), true), { vertexFill: (l) => (l === "L" ? "#1f5fd1" : "#d12a1f"), title: "Digraph Placement" }),
});

/** Plain version (no components, symmetry or shortcut) for cross-checks. */
export const plainRuleset: PartizanRuleset<DigraphPosition> = definePartizan<DigraphPosition>({
  name: "Digraph Placement (plain)",
  leftOptions: (p) => options(p, 1),
  rightOptions: (p) => options(p, 2),
  key: vertexGraphKey,
});
