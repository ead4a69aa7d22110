/**
 * Canonical labelling of small vertex-labelled graphs, so that isomorphic positions of graph games
 * share one transposition-table entry: `canonicalGraphKey(g)` is equal for two graphs exactly when
 * some renumbering of the vertices maps one onto the other, preserving vertex labels, edges
 * (directions, for directed graphs) and loops.
 *
 * Method (individualisation–refinement, as in McKay's nauty, without its automorphism group
 * machinery): colour refinement from the vertex labels (a vertex's new colour is its old colour
 * with the sorted colours of its out- and in-neighbours, renumbered in sorted order, until the
 * number of colours stops growing), then a search tree: at each node the first cell with more than
 * one vertex is split by individualising each of its vertices in turn and refining again; every
 * leaf (all colours distinct) numbers the vertices, and the key is the least encoding of the graph
 * over all leaves. All steps depend only on the isomorphism class, so the key is canonical.
 * Interchangeable vertices (same label, same neighbours apart from each other: "twins") give
 * isomorphic subtrees, so only one of them is tried per cell.
 *
 * Cost: one refinement is O(rounds · (V + E) log V) ≤ O(V · (V + E) log V); the tree has one leaf for
 * graphs that refinement already separates (most random graphs, trees with distinct branches) and
 * up to V! leaves on highly symmetric graphs without twins (cycles: 2V leaves; strongly regular
 * graphs: many more). The search stops at `maxLeaves` leaves (default 4,096) and then returns the
 * plain, non-canonical key with a different prefix: still a correct key (equal keys ⇔ equal
 * graphs, as numbered), only without the folding. Trees take a faster path (AHU encoding, see
 * `treeKey`), and keys are memoised by the plain key (at most 100,000, then the memo is emptied).
 */
import type { VertexGraph } from "./graph";

/** Default limit on the leaves of the search tree of {@link canonicalGraphKey}. */
export const DEFAULT_MAX_LEAVES = 4096;

function refine(colours: Int32Array, out: readonly (readonly number[])[], inn: readonly (readonly number[])[] | undefined): Int32Array {
  const n = colours.length;
  let c = colours;
  let count = distinct(c);
  for (;;) {
    const sig: string[] = new Array<string>(n);
    for (let v = 0; v < n; v++) {
      const o = out[v]!.map((u) => c[u]!).sort((a, b) => a - b);
      let s = `${c[v]}|${o.join(",")}`;
      if (inn) s += `|${inn[v]!.map((u) => c[u]!).sort((a, b) => a - b).join(",")}`;
      sig[v] = s;
    }
    // renumber signatures in sorted order: old colour first (numeric), then the rest (string order)
    const order = Array.from({ length: n }, (_, v) => v).sort((a, b) => c[a]! - c[b]! || (sig[a]! < sig[b]! ? -1 : sig[a]! > sig[b]! ? 1 : 0));
    const next = new Int32Array(n);
    let colour = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && sig[order[i]!] !== sig[order[i - 1]!]) colour++;
      next[order[i]!] = colour;
    }
    const k = n === 0 ? 0 : colour + 1;
    c = next;
    if (k === count) return c;
    count = k;
  }
}

function distinct(c: Int32Array): number {
  return new Set(c).size;
}

/** The encoding of g with vertex v renamed to pos[v]: labels in the new order, then each new vertex's sorted out-list. */
function encode(g: VertexGraph, pos: Int32Array): string {
  const n = g.labels.length;
  const inv = new Int32Array(n);
  for (let v = 0; v < n; v++) inv[pos[v]!] = v;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(String(g.labels[inv[i]!]));
  const lists: string[] = [];
  for (let i = 0; i < n; i++) lists.push(g.adj[inv[i]!]!.map((u) => pos[u]!).sort((a, b) => a - b).join(","));
  return `${parts.join(".")}|${lists.join(";")}`;
}

/** Twins: same label, same loop status, same out-neighbours and in-neighbours apart from each other. */
function twins(g: VertexGraph, inn: readonly (readonly number[])[] | undefined, a: number, b: number): boolean {
  if (g.labels[a] !== g.labels[b]) return false;
  const same = (x: readonly number[], y: readonly number[]): boolean => {
    const fx = x.filter((u) => u !== a && u !== b);
    const fy = y.filter((u) => u !== a && u !== b);
    return fx.length === fy.length && fx.every((u, i) => u === fy[i]);
  };
  const loopA = g.adj[a]!.includes(a);
  const loopB = g.adj[b]!.includes(b);
  if (loopA !== loopB) return false;
  // the edge between them, if any, must be symmetric (a→b iff b→a)
  if (g.adj[a]!.includes(b) !== g.adj[b]!.includes(a)) return false;
  if (!same(g.adj[a]!, g.adj[b]!)) return false;
  return inn === undefined || same(inn[a]!, inn[b]!);
}

/**
 * A key equal for isomorphic vertex-labelled graphs and different for non-isomorphic ones
 * (`directed`: adjacency lists are out-lists; else they hold both directions). Method and cost in
 * the module comment; past `maxLeaves` leaves the plain key (prefix "p:") is returned instead of
 * the canonical one (prefix "c:").
 */
export function canonicalGraphKey(g: VertexGraph, directed: boolean, maxLeaves: number = DEFAULT_MAX_LEAVES): string {
  const plain = `${directed ? "d" : "u"}${maxLeaves}:${g.labels.join(".")}|${g.adj.map((a) => a.join(",")).join(";")}`;
  const hit = cache.get(plain);
  if (hit !== undefined) return hit;
  const key = (!directed && treeKey(g)) || searchKey(g, directed, maxLeaves);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(plain, key);
  return key;
}

/** Keys already computed, by plain key (positions recur often in a search); emptied when full. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 100_000;

/** Forget the memoised canonical keys (for benchmarks that time cold searches). O(1). */
export function clearCanonicalGraphCache(): void {
  cache.clear();
}

/**
 * Fast path for trees (connected, V − 1 edges, no loops): the AHU encoding (Aho, Hopcroft and Ullman,
 * "The Design and Analysis of Computer Algorithms", 1974, tree isomorphism) rooted at the centre, or
 * the lesser of the two rootings for a bicentral tree: "(label children…)" with the children's codes
 * sorted. Two labelled trees are isomorphic exactly when their codes are equal. O(V² ) worst case in
 * string building, O(V log V) comparisons. Returns undefined for a graph that is not a tree.
 */
function treeKey(g: VertexGraph): string | undefined {
  const n = g.labels.length;
  if (n === 0) return undefined;
  let degreeSum = 0;
  for (let v = 0; v < n; v++) {
    for (const u of g.adj[v]!) if (u === v) return undefined;
    degreeSum += g.adj[v]!.length;
  }
  if (degreeSum !== 2 * (n - 1)) return undefined;
  // peel leaves layer by layer to find the centre(s); also checks connectivity (a forest with V − 1 edges is impossible unless connected)
  const degree = g.adj.map((a) => a.length);
  let layer: number[] = [];
  for (let v = 0; v < n; v++) if (degree[v]! <= 1) layer.push(v);
  let remaining = n;
  while (remaining > 2) {
    const next: number[] = [];
    for (const v of layer) {
      remaining--;
      for (const u of g.adj[v]!) if (--degree[u]! === 1) next.push(u);
    }
    layer = next;
    if (layer.length === 0) return undefined;
  }
  const code = (root: number, parent: number): string => {
    const kids: string[] = [];
    for (const u of g.adj[root]!) if (u !== parent) kids.push(code(u, root));
    kids.sort();
    return `(${g.labels[root]}${kids.join("")})`;
  };
  if (layer.length === 1) return `t:${code(layer[0]!, -1)}`;
  const [a, b] = [layer[0]!, layer[1]!];
  // bicentral: the tree is the edge a–b with a's side and b's side; encode as the sorted pair
  const ca = code(a, b);
  const cb = code(b, a);
  return `t2:${ca < cb ? ca + cb : cb + ca}`;
}

function searchKey(g: VertexGraph, directed: boolean, maxLeaves: number): string {
  const n = g.labels.length;
  let inn: number[][] | undefined;
  if (directed) {
    inn = Array.from({ length: n }, () => []);
    g.adj.forEach((a, v) => a.forEach((u) => inn![u]!.push(v)));
    for (const l of inn) l.sort((x, y) => x - y);
  }
  // initial colours: the rank of each label among the distinct labels
  const labels = [...new Set(g.labels)].sort((a, b) => a - b);
  const start = new Int32Array(n);
  for (let v = 0; v < n; v++) start[v] = labels.indexOf(g.labels[v]!);
  let best: string | undefined;
  let leaves = 0;
  let overflow = false;
  const search = (colours: Int32Array): void => {
    if (overflow) return;
    const c = refine(colours, g.adj, inn);
    // first non-singleton cell (least colour with two or more vertices)
    const size = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) size[c[v]!]++;
    let target = -1;
    for (let k = 0; k < n; k++)
      if (size[k]! > 1) {
        target = k;
        break;
      }
    if (target < 0) {
      if (++leaves > maxLeaves) {
        overflow = true;
        return;
      }
      const e = encode(g, c);
      if (best === undefined || e < best) best = e;
      return;
    }
    const tried: number[] = [];
    for (let v = 0; v < n; v++) {
      if (c[v] !== target) continue;
      if (tried.some((u) => twins(g, inn, u, v))) continue;
      tried.push(v);
      const next = new Int32Array(n);
      for (let u = 0; u < n; u++) next[u] = 2 * c[u]! + (c[u] === target && u !== v ? 1 : 0);
      search(next);
      if (overflow) return;
    }
  };
  search(start);
  if (overflow || best === undefined) return `p:${g.labels.join(".")}|${g.adj.map((a) => a.join(",")).join(";")}`;
  return `c:${best}`;
}
