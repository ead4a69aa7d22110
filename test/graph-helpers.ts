// Shared by the graph-key tests (grid-canonical, graph-folding): a brute-force isomorphism test over
// all vertex permutations, the plain reference the canonical keys are checked against.
import { vertexGraph, type VertexGraph } from "../lib/grid";

/** All permutations of 0..n−1. O(n! · n). */
export function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

/** `g` with vertex v renamed perm[v]. O(V + E). */
export function relabel(g: VertexGraph, perm: readonly number[], directed: boolean): VertexGraph {
  const labels = new Array<number>(g.labels.length);
  g.labels.forEach((l, v) => (labels[perm[v]!] = l));
  const edges: { from: number; to: number }[] = [];
  g.adj.forEach((a, v) => { a.forEach((u) => edges.push({ from: perm[v]!, to: perm[u]! })); });
  return vertexGraph(labels, edges, directed);
}

/** The graph as text: labels, then adjacency lists (equal iff the numbered graphs are equal). O(V + E). */
export const plain = (g: VertexGraph): string => `${g.labels.join(".")}|${g.adj.map((a) => a.join(",")).join(";")}`;

/** Brute force: some permutation maps g onto h. O(n! · (V + E)). */
export function isomorphic(g: VertexGraph, h: VertexGraph, directed: boolean): boolean {
  if (g.labels.length !== h.labels.length) return false;
  const target = plain(h);
  return permutations(g.labels.length).some((p) => plain(relabel(g, p, directed)) === target);
}
