/**
 * Arc Kayles and Node Kayles on graphs (Winning Ways, vol. 1, ch. 4; Schaefer 1978; CGSuite's
 * game.graph.ArcKayles): impartial games. In Node Kayles a move picks a vertex and removes it with
 * its neighbours; in Arc Kayles a move picks an edge and removes both its ends (a loop removes its one
 * vertex). On a path of n vertices Arc Kayles is Dawson's Kayles (octal 0.07) of n and Node Kayles is
 * octal 0.137 of n; with a loop at every vertex, Arc Kayles on a path is Kayles (0.77).
 *
 * Pictures use the lib/grid graph syntax: `a b c ; a-b b-c c-c` (loops allowed).
 *
 * @module
 */
import { canonicalGraphKey, formatGraph, graphSvg, inducedSubgraph, labelledGraphOf, parseGraph, vertexGraph, vertexGraphComponents, vertexGraphKey, type VertexGraph } from "../../grid";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { checkInteger } from "../../util";

/** A position: an undirected graph (labels unused, all 0). */
export type KaylesPosition = VertexGraph;

function without(p: KaylesPosition, removed: readonly number[]): KaylesPosition {
  const keep = p.labels.map(() => true);
  for (const v of removed) keep[v] = false;
  return inducedSubgraph(p, keep);
}

function arcOptions(p: KaylesPosition): KaylesPosition[] {
  const out: KaylesPosition[] = [];
  p.adj.forEach((a, v) => { a.forEach((u) => u >= v && out.push(without(p, [v, u]))); });
  return out;
}

function nodeOptions(p: KaylesPosition): KaylesPosition[] {
  return p.labels.map((_, v) => without(p, [v, ...p.adj[v]!]));
}

/** Read a picture `"a b c ; a-b b-c"` (loops `c-c` allowed). O(V + E). */
export function parse(picture: string): KaylesPosition {
  const g = parseGraph(picture, { game: "Kayles", loops: true });
  return vertexGraph(g.labels.map(() => 0), g.edges, false);
}

/** The picture of a position. O(V + E). */
export function format(p: KaylesPosition): string {
  return formatGraph(labelledGraphOf(p, () => "", false));
}

/** A path of n vertices, with a loop at each vertex when `looped`. O(n). */
export function path(n: number, looped = false): KaylesPosition {
  checkInteger(n, "path(): n", { min: 0, max: 1_000_000 }); // a search is hopeless long before 10^6 vertices
  const edges = Array.from({ length: Math.max(0, n - 1) }, (_, i) => ({ from: i, to: i + 1 }));
  if (looped) for (let i = 0; i < n; i++) edges.push({ from: i, to: i });
  return vertexGraph(new Array<number>(n).fill(0), edges, false);
}

/** Node Kayles' nim-value where known without search: a single vertex is 1, a clique K_n (every vertex sees all) is 1. O(V + E). */
function nodeKnown(p: KaylesPosition): number | undefined {
  const n = p.labels.length;
  if (n === 0) return 0;
  return p.adj.every((a, v) => a.filter((u) => u !== v).length === n - 1) ? 1 : undefined;
}

/** Arc Kayles' nim-value where known without search: no edges 0, a single edge or loop 1, a star K_{1,m} (one centre) 1. O(V + E). */
function arcKnown(p: KaylesPosition): number | undefined {
  let edges = 0;
  p.adj.forEach((a, v) => { a.forEach((u) => u >= v && edges++); });
  if (edges === 0) return 0;
  // a star without loops: one vertex adjacent to all others, no other edges → any move empties it
  const n = p.labels.length;
  const loopless = p.adj.every((a, v) => !a.includes(v));
  if (loopless && edges === n - 1 && p.adj.some((a) => a.length === n - 1)) return 1; // every move leaves isolated vertices

  return undefined;
}

/** Folded key: the canonical labelling of the graph (lib/grid `canonicalGraphKey`), so isomorphic graphs share a table entry. Cost: one canonical labelling. */
export function normalize(p: KaylesPosition): { key: string; negated: boolean } {
  return { key: canonicalGraphKey(p, false), negated: false };
}

const draw = (title: string) => (p: KaylesPosition): string => graphSvg(labelledGraphOf(p, () => "", false), { vertexFill: () => "#fff", title });

/** Arc Kayles: options O(E·(V + E)); components are the connected parts with an edge. */
export const arcKayles: ImpartialRuleset<KaylesPosition> = defineImpartial<KaylesPosition>({
  name: "Arc Kayles",
  options: arcOptions,
  key: vertexGraphKey,
  components: (p) => vertexGraphComponents(p).filter((c) => c.adj.some((a) => a.length > 0)),
  knownNimValue: arcKnown,
  normalize,
  parse,
  format,
  draw: draw("Arc Kayles"),
});

/** Node Kayles: options O(V·(V + E)); components are the connected parts. */
export const nodeKayles: ImpartialRuleset<KaylesPosition> = defineImpartial<KaylesPosition>({
  name: "Node Kayles",
  options: nodeOptions,
  key: vertexGraphKey,
  components: vertexGraphComponents,
  knownNimValue: nodeKnown,
  normalize,
  parse,
  format,
  draw: draw("Node Kayles"),
});

/** Plain versions (no components or shortcuts) for cross-checks. */
export const plainArcKayles: ImpartialRuleset<KaylesPosition> = defineImpartial<KaylesPosition>({ name: "Arc Kayles (plain)", options: arcOptions, key: vertexGraphKey });
/** See {@link plainArcKayles}. */
export const plainNodeKayles: ImpartialRuleset<KaylesPosition> = defineImpartial<KaylesPosition>({ name: "Node Kayles (plain)", options: nodeOptions, key: vertexGraphKey });
