/**
 * Canonical labelling of small vertex-labelled graphs, so that isomorphic positions of graph games
 * share one transposition-table entry: `canonicalGraphKey(g)` is equal for two graphs exactly when
 * some renumbering of the vertices maps one onto the other, preserving vertex labels, edges
 * (directions, for directed graphs) and loops.
 *
 * The key is found by the cheapest method that is exact for the graph's shape. The shape is read
 * from the underlying simple graph (directions and loops ignored; each vertex keeps its label and
 * whether it has a loop, each edge its direction: one way, the other or both), and it is itself an
 * isomorphism invariant, so isomorphic graphs always take the same method; each method's key has
 * its own prefix, so keys of different methods never meet.
 *
 * - no edges ("e:"): the sorted vertex tokens. O(V log V).
 * - a path ("P:"): the vertex and edge sequence read from either end, the lesser. O(V).
 * - a cycle ("C:"): the least of the 2V readings (every start, both directions). O(V²) integer
 *   comparisons, no strings but the result.
 * - any other tree ("t:", "t2:"): the AHU encoding (Aho, Hopcroft and Ullman, "The Design and
 *   Analysis of Computer Algorithms", 1974, tree isomorphism), rooted at the centre or the lesser of
 *   the two rootings of a bicentral tree, edge directions written beside each child. O(V²) worst case
 *   in string building, O(V log V) comparisons.
 * - everything else ("c:"): individualisation–refinement, as in McKay's nauty without its
 *   automorphism group machinery: colour refinement from the vertex labels (a vertex's new colour is
 *   its old colour with the sorted colours of its out- and in-neighbours, renumbered in sorted
 *   order, until the number of colours stops growing), then a search tree: at each node the first
 *   cell with more than one vertex is split by individualising each of its vertices in turn and
 *   refining again; every leaf (all colours distinct) numbers the vertices, and the key is the least
 *   encoding of the graph over all leaves. Interchangeable vertices (same label, same neighbours
 *   apart from each other: "twins") give isomorphic subtrees, so only one of them is tried per cell.
 *   One refinement is O(rounds · (V + E) log V) ≤ O(V · (V + E) log V); the tree has one leaf for
 *   graphs that refinement already separates (most random graphs) and up to V! leaves on highly
 *   symmetric graphs without twins (strongly regular graphs). The search stops at `maxLeaves` leaves
 *   (default 4,096) and then returns the plain, non-canonical key with prefix "p:": still a correct
 *   key (equal keys ⇔ equal graphs, as numbered), only without the folding. These keys are memoised
 *   by the plain key (at most 100,000, then the memo is emptied); the cheaper shapes are not.
 *
 * The shape test costs O(V + E) (O(V + E · d) for directed graphs, d the largest out-degree).
 * Adjacency lists are assumed free of repeats (as `vertexGraph` and `inducedSubgraph` make them); a
 * graph with a repeated neighbour takes the search, which is exact for multigraphs too.
 */
import { isConnected, type VertexGraph } from "./graph";

/** Default limit on the leaves of the search tree of {@link canonicalGraphKey}. */
export const DEFAULT_MAX_LEAVES = 4096;

// ---------------------------------------------------------------------------------------------
// shape of the underlying simple graph
// ---------------------------------------------------------------------------------------------

/** Edge type as seen from u towards v: 1 = arc u→v only, 2 = arc v→u only, 3 = both (undirected edges are 3). */
const flip = (t: number): number => ((t & 1) << 1) | (t >> 1);

/** The underlying simple graph of g (undefined when an adjacency list repeats a neighbour). */
interface Shape {
  /** Neighbours (either direction), no loops, no repeats (g.adj itself for a loopless undirected graph). */
  readonly nbr: readonly (readonly number[])[];
  /** Edge type towards each neighbour (parallel to nbr), see {@link flip}; undefined when every edge is 3 (undirected). */
  readonly type: readonly (readonly number[])[] | undefined;
  /** 1 where the vertex has a loop; undefined when none has. */
  readonly loop: Uint8Array | undefined;
  /** Number of underlying edges. */
  readonly edges: number;
}

function shapeOf(g: VertexGraph, directed: boolean): Shape | undefined {
  const n = g.labels.length;
  const mark = new Int32Array(n).fill(-1);
  let loops = false;
  let arcs = 0;
  for (let v = 0; v < n; v++) {
    const a = g.adj[v]!;
    for (let i = 0; i < a.length; i++) {
      const u = a[i]!;
      if (mark[u] === v) return undefined;
      mark[u] = v;
      if (u === v) loops = true;
    }
    arcs += a.length;
  }
  if (!directed && !loops) return { nbr: g.adj, type: undefined, loop: undefined, edges: arcs / 2 };
  const loop = loops ? new Uint8Array(n) : undefined;
  if (!directed) {
    // undirected with loops: drop them from the neighbour lists
    const nbr = g.adj.map((a, v) => {
      if (!a.includes(v)) return a;
      loop![v] = 1;
      return a.filter((u) => u !== v);
    });
    return { nbr, type: undefined, loop, edges: (arcs - (loop ? loop.reduce((x, y) => x + y, 0) : 0)) / 2 };
  }
  // directed: merge out- and in-arcs per vertex pair
  const nbr: number[][] = Array.from({ length: n }, () => []);
  const type: number[][] = Array.from({ length: n }, () => []);
  let edges = 0;
  for (let v = 0; v < n; v++) {
    const a = g.adj[v]!;
    for (let i = 0; i < a.length; i++) {
      const u = a[i]!;
      if (u === v) {
        loop![v] = 1;
        continue;
      }
      const j = nbr[v]!.indexOf(u);
      if (j >= 0) {
        // v already met u as an in-neighbour (u→v): now both ways
        type[v]![j] = 3;
        type[u]![nbr[u]!.indexOf(v)] = 3;
      } else {
        nbr[v]!.push(u);
        type[v]!.push(1);
        nbr[u]!.push(v);
        type[u]!.push(2);
        edges++;
      }
    }
  }
  return { nbr, type, loop, edges };
}

const typeAt = (s: Shape, v: number, j: number): number => (s.type === undefined ? 3 : s.type[v]![j]!);

/** A vertex's token: its (mapped) label and whether it has a loop. */
function token(g: VertexGraph, s: Shape, v: number, relabel: readonly number[] | undefined): number {
  const l = g.labels[v]!;
  return 2 * (relabel === undefined ? l : relabel[l] ?? l) + (s.loop === undefined ? 0 : s.loop[v]!);
}

const EDGE = ["", ">", "<", "="];

/** Edgeless: the sorted tokens. */
function edgelessKey(g: VertexGraph, s: Shape, relabel: readonly number[] | undefined): string {
  const t = Array.from({ length: g.labels.length }, (_, v) => token(g, s, v, relabel)).sort((a, b) => a - b);
  return `e:${t.join(",")}`;
}

/** A path or cycle in walking order: the vertices, and the type of the edge from each to the next (a cycle's last edge closes it). */
interface Walk {
  readonly order: Int32Array;
  readonly edge: Int32Array;
}

/** Walk a path from an end, or a cycle from vertex 0. O(V). */
function walkOf(s: Shape, n: number, cycle: boolean): Walk {
  let start = 0;
  if (!cycle) while (s.nbr[start]!.length !== 1) start++;
  const order = new Int32Array(n);
  const edge = new Int32Array(n);
  let prev = -1;
  let v = start;
  for (let i = 0; i < n; i++) {
    order[i] = v;
    const nb = s.nbr[v]!;
    let j: number;
    if (i === n - 1) {
      if (!cycle) break;
      j = nb.indexOf(start); // the closing edge
    } else j = nb[0] !== prev ? 0 : 1;
    edge[i] = typeAt(s, v, j);
    prev = v;
    v = nb[j]!;
  }
  return { order, edge };
}

/** The reading of a path (tokens and edge types alternating) forwards or backwards, written out. */
function writePath(tok: Int32Array, edge: Int32Array, n: number, forward: boolean): string {
  let out = "P:";
  for (let i = 0; i < n; i++) {
    if (forward) out += `${i > 0 ? EDGE[edge[i - 1]!]! : ""}${tok[i]!}`;
    else out += `${i > 0 ? EDGE[flip(edge[n - 1 - i]!)]! : ""}${tok[n - 1 - i]!}`;
  }
  return out;
}

/** A path's key: its reading from the end that gives the lesser integer sequence. O(V). */
function pathKey(g: VertexGraph, s: Shape, w: Walk, relabel: readonly number[] | undefined): string {
  const n = g.labels.length;
  const tok = new Int32Array(n);
  for (let i = 0; i < n; i++) tok[i] = token(g, s, w.order[i]!, relabel);
  // compare token, edge, token, ... forwards against backwards
  let forward = true;
  for (let i = 0; i < n; i++) {
    const x = tok[i]!;
    const y = tok[n - 1 - i]!;
    if (x !== y) {
      forward = x < y;
      break;
    }
    if (i === n - 1) break;
    const ex = w.edge[i]!;
    const ey = flip(w.edge[n - 2 - i]!);
    if (ex !== ey) {
      forward = ex < ey;
      break;
    }
  }
  return writePath(tok, w.edge, n, forward);
}

/** Element k of the reading of a cycle of n vertices from position r in direction d (+1 or −1): tokens at even k, edge types at odd k. */
function reading(tok: Int32Array, edge: Int32Array, n: number, r: number, d: number, k: number): number {
  const i = k >> 1;
  const at = (((r + d * i) % n) + n) % n;
  if ((k & 1) === 0) return tok[at]!;
  return d > 0 ? edge[at]! : flip(edge[(at - 1 + n) % n]!);
}

/** A cycle's key: the least of its 2V readings (every start, both directions). O(V²) integer comparisons. */
function cycleKey(g: VertexGraph, s: Shape, w: Walk, relabel: readonly number[] | undefined): string {
  const n = g.labels.length;
  const tok = new Int32Array(n);
  for (let i = 0; i < n; i++) tok[i] = token(g, s, w.order[i]!, relabel);
  const len = 2 * n;
  let br = 0;
  let bd = 1;
  for (let r = 0; r < n; r++)
    for (let d = -1; d <= 1; d += 2) {
      for (let k = 0; k < len; k++) {
        const x = reading(tok, w.edge, n, r, d, k);
        const y = reading(tok, w.edge, n, br, bd, k);
        if (x !== y) {
          if (x < y) {
            br = r;
            bd = d;
          }
          break;
        }
      }
    }
  let out = "C:";
  for (let k = 0; k < len; k++) {
    const x = reading(tok, w.edge, n, br, bd, k);
    out += (k & 1) === 0 ? String(x) : EDGE[x]!;
  }
  return out;
}

/** AHU code of the tree hanging from `root` away from `parent`: "(" token, then each child's edge type and code, sorted, ")". */
function treeCode(g: VertexGraph, s: Shape, root: number, parent: number, relabel: readonly number[] | undefined): string {
  const kids: string[] = [];
  const nb = s.nbr[root]!;
  for (let i = 0; i < nb.length; i++) {
    const u = nb[i]!;
    if (u !== parent) kids.push(EDGE[typeAt(s, root, i)]! + treeCode(g, s, u, root, relabel));
  }
  kids.sort();
  return `(${token(g, s, root, relabel)}${kids.join("")})`;
}

/** The centre of a tree (one vertex) or its bicentre (two adjacent vertices), by peeling leaves. O(V). */
function centreOf(s: Shape, n: number): number[] {
  const degree = s.nbr.map((a) => a.length);
  let layer: number[] = [];
  for (let v = 0; v < n; v++) if (degree[v]! <= 1) layer.push(v);
  let remaining = n;
  while (remaining > 2) {
    const next: number[] = [];
    for (const v of layer) {
      remaining--;
      for (const u of s.nbr[v]!) if (--degree[u] === 1) next.push(u);    }
    layer = next;
  }
  return layer;
}

function treeKey(g: VertexGraph, s: Shape, centre: readonly number[], relabel: readonly number[] | undefined): string {
  if (centre.length === 1) return `t:${treeCode(g, s, centre[0]!, -1, relabel)}`;
  // bicentral: the tree is the edge a–b with a's side and b's side; encode as the lesser ordered pair
  const [a, b] = [centre[0]!, centre[1]!];
  const t = typeAt(s, a, s.nbr[a]!.indexOf(b));
  const ca = treeCode(g, s, a, b, relabel);
  const cb = treeCode(g, s, b, a, relabel);
  const x = ca + EDGE[t]! + cb;
  const y = cb + EDGE[flip(t)]! + ca;
  return `t2:${x < y ? x : y}`;
}

/** Which method a graph's key takes (an isomorphism invariant). */
type Method = "empty" | "edgeless" | "path" | "cycle" | "tree" | "search";

function methodOf(g: VertexGraph, s: Shape | undefined): Method {
  const n = g.labels.length;
  if (n === 0) return "empty";
  if (s === undefined) return "search";
  if (s.edges === 0) return "edgeless";
  if (s.edges !== n - 1 && s.edges !== n) return "search";
  let maxDegree = 0;
  for (let v = 0; v < n; v++) if (s.nbr[v]!.length > maxDegree) maxDegree = s.nbr[v]!.length;
  if (!isConnected(s.nbr)) return "search";
  if (s.edges === n - 1) return maxDegree <= 2 ? "path" : "tree";
  return maxDegree === 2 ? "cycle" : "search";
}

/** The keys of g under each relabelling (undefined = as it is), by the cheap method of its shape or the memoised search. */
function keysBy(g: VertexGraph, directed: boolean, relabels: readonly (readonly number[] | undefined)[], maxLeaves: number): string[] {
  const s = shapeOf(g, directed);
  const method = methodOf(g, s);
  const n = g.labels.length;
  switch (method) {
    case "empty":
      return relabels.map(() => "e:");
    case "edgeless":
      return relabels.map((r) => edgelessKey(g, s!, r));
    case "path": {
      const w = walkOf(s!, n, false);
      return relabels.map((r) => pathKey(g, s!, w, r));
    }
    case "cycle": {
      const w = walkOf(s!, n, true);
      return relabels.map((r) => cycleKey(g, s!, w, r));
    }
    case "tree": {
      const centre = centreOf(s!, n);
      return relabels.map((r) => treeKey(g, s!, centre, r));
    }
    default:
      return relabels.map((r) => memoSearchKey(r === undefined ? g.labels : g.labels.map((l) => r[l] ?? l), g.adj, directed, maxLeaves));
  }
}

// ---------------------------------------------------------------------------------------------
// the search (individualisation–refinement)
// ---------------------------------------------------------------------------------------------

/** Write the length of `list`, then its vertices' colours in increasing order (insertion sort: lists are short), from buf[at]; returns the next free index. */
function writeSortedColours(list: readonly number[], c: Int32Array, buf: Int32Array, at: number): number {
  buf[at++] = list.length;
  const start = at;
  for (let i = 0; i < list.length; i++) {
    const x = c[list[i]!]!;
    let j = at++;
    while (j > start && buf[j - 1]! > x) {
      buf[j] = buf[j - 1]!;
      j--;
    }
    buf[j] = x;
  }
  return at;
}

/**
 * Colour refinement to the coarsest equitable partition finer than `colours`. Each round writes every
 * vertex's signature (its colour, then its out-neighbours' colours sorted, then its in-neighbours',
 * each list led by its length) into one flat buffer, sorts the vertices by signature and renumbers
 * them in that order. O(rounds · (V log V · d + E)), d the largest degree.
 */
function refine(colours: Int32Array, out: readonly (readonly number[])[], inn: readonly (readonly number[])[] | undefined): Int32Array {
  const n = colours.length;
  const off = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) off[v + 1] = off[v]! + 2 + out[v]!.length + (inn ? 1 + inn[v]!.length : 0);
  const buf = new Int32Array(off[n]!);
  const compare = (a: number, b: number): number => {
    const la = off[a + 1]! - off[a]!;
    const lb = off[b + 1]! - off[b]!;
    const m = la < lb ? la : lb;
    for (let i = 0, x = off[a]!, y = off[b]!; i < m; i++, x++, y++) if (buf[x] !== buf[y]) return buf[x]! - buf[y]!;
    return la - lb;
  };
  const order: number[] = new Array<number>(n);
  let c = colours;
  let count = distinct(c);
  for (;;) {
    for (let v = 0; v < n; v++) {
      buf[off[v]!] = c[v]!;
      const at = writeSortedColours(out[v]!, c, buf, off[v]! + 1);
      if (inn) writeSortedColours(inn[v]!, c, buf, at);
      order[v] = v;
    }
    order.sort(compare);
    const next = new Int32Array(n);
    let colour = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && compare(order[i]!, order[i - 1]!) !== 0) colour++;
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
function encode(labels: readonly number[], adj: readonly (readonly number[])[], pos: Int32Array): string {
  const n = labels.length;
  const inv = new Int32Array(n);
  for (let v = 0; v < n; v++) inv[pos[v]!] = v;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(String(labels[inv[i]!]));
  const lists: string[] = [];
  for (let i = 0; i < n; i++) lists.push(adj[inv[i]!]!.map((u) => pos[u]!).sort((a, b) => a - b).join(","));
  return `${parts.join(".")}|${lists.join(";")}`;
}

/** Twins: same label, same loop status, same out-neighbours and in-neighbours apart from each other. */
function twins(labels: readonly number[], adj: readonly (readonly number[])[], inn: readonly (readonly number[])[] | undefined, a: number, b: number): boolean {
  if (labels[a] !== labels[b]) return false;
  const same = (x: readonly number[], y: readonly number[]): boolean => {
    const fx = x.filter((u) => u !== a && u !== b);
    const fy = y.filter((u) => u !== a && u !== b);
    return fx.length === fy.length && fx.every((u, i) => u === fy[i]);
  };
  const loopA = adj[a]!.includes(a);
  const loopB = adj[b]!.includes(b);
  if (loopA !== loopB) return false;
  // the edge between them, if any, must be symmetric (a→b iff b→a)
  if (adj[a]!.includes(b) !== adj[b]!.includes(a)) return false;
  if (!same(adj[a]!, adj[b]!)) return false;
  return inn === undefined || same(inn[a]!, inn[b]!);
}

function plainKey(labels: readonly number[], adj: readonly (readonly number[])[]): string {
  return `${labels.join(".")}|${adj.map((a) => a.join(",")).join(";")}`;
}

function searchKey(labels: readonly number[], adj: readonly (readonly number[])[], directed: boolean, maxLeaves: number): string {
  const n = labels.length;
  let inn: number[][] | undefined;
  if (directed) {
    inn = Array.from({ length: n }, () => []);
    adj.forEach((a, v) => { a.forEach((u) => inn![u]!.push(v)); });
    for (const l of inn) l.sort((x, y) => x - y);
  }
  // initial colours: the rank of each label among the distinct labels
  const distinctLabels = [...new Set(labels)].sort((a, b) => a - b);
  const start = new Int32Array(n);
  for (let v = 0; v < n; v++) start[v] = distinctLabels.indexOf(labels[v]!);
  let best: string | undefined;
  let leaves = 0;
  let overflow = false;
  const search = (colours: Int32Array): void => {
    if (overflow) return;
    const c = refine(colours, adj, inn);
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
      const e = encode(labels, adj, c);
      if (best === undefined || e < best) best = e;
      return;
    }
    const tried: number[] = [];
    for (let v = 0; v < n; v++) {
      if (c[v] !== target) continue;
      if (tried.some((u) => twins(labels, adj, inn, u, v))) continue;
      tried.push(v);
      const next = new Int32Array(n);
      for (let u = 0; u < n; u++) next[u] = 2 * c[u]! + (c[u] === target && u !== v ? 1 : 0);
      search(next);
      if (overflow) return;
    }
  };
  search(start);
  if (overflow || best === undefined) return `p:${plainKey(labels, adj)}`;
  return `c:${best}`;
}

/** Search keys already computed, by plain key (positions recur often in a search); emptied when full. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 100_000;

/** Forget the memoised canonical keys (for benchmarks that time cold searches). O(1). */
export function clearCanonicalGraphCache(): void {
  cache.clear();
}

function memoSearchKey(labels: readonly number[], adj: readonly (readonly number[])[], directed: boolean, maxLeaves: number): string {
  const plain = `${directed ? "d" : "u"}${maxLeaves}:${plainKey(labels, adj)}`;
  const hit = cache.get(plain);
  if (hit !== undefined) return hit;
  const key = searchKey(labels, adj, directed, maxLeaves);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(plain, key);
  return key;
}

/**
 * A key equal for isomorphic vertex-labelled graphs and different for non-isomorphic ones
 * (`directed`: adjacency lists are out-lists; else they hold both directions). Method and cost in
 * the module comment (O(V + E) to O(V²) for edgeless graphs, paths, cycles and trees); past
 * `maxLeaves` leaves of the search the plain key (prefix "p:") is returned instead of a canonical one.
 */
export function canonicalGraphKey(g: VertexGraph, directed: boolean, maxLeaves: number = DEFAULT_MAX_LEAVES): string {
  return keysBy(g, directed, [undefined], maxLeaves)[0]!;
}

/**
 * The folded key of a position of a game whose players' roles swap with a relabelling of the
 * vertices (`swap[l]` is the label l becomes; labels without an entry stay): the lesser of
 * {@link canonicalGraphKey} of g and of g relabelled, and `swapped` when it is the relabelled one's
 * (strictly less), so isomorphic positions, and positions isomorphic to each other's swap, share one
 * key. The shape is read once for both; cost as two {@link canonicalGraphKey}s without the second
 * shape test.
 */
export function foldedGraphKey(g: VertexGraph, directed: boolean, swap: readonly number[], maxLeaves: number = DEFAULT_MAX_LEAVES): { key: string; swapped: boolean } {
  const [a, b] = keysBy(g, directed, [undefined, swap], maxLeaves) as [string, string];
  return b < a ? { key: b, swapped: true } : { key: a, swapped: false };
}
