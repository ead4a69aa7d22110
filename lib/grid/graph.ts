/**
 * A small graph toolkit for games played on graphs (Hackenbush, Col, Snort, Arc and Node Kayles,
 * Digraph Placement): a labelled (multi)graph type, an edge-list picture in and out, connected
 * components and a deterministic SVG drawing.
 *
 * Picture syntax: vertex declarations, a `;`, then edges, all separated by spaces or commas:
 *
 * ```
 * a b:L c:R d ; a-b b-c:R c-d d-d
 * ```
 *
 * A vertex is a name (letters, digits, `_`) with an optional `:label`; an edge is `u-v`
 * (undirected) or `u>v` (directed, from u to v) with an optional `:label`; `u-u` is a loop.
 * Every edge end must be a declared vertex (an InputError names the missing one and its column).
 * Which labels are allowed, and the default label, are the game's choice ({@link GraphPictureOptions}).
 */
import { InputError, definePicture, checkOptions, optionNames } from "../util";

/** An edge between vertices `from` and `to` (indices into the vertex list) with a label ("" when none). */
export interface GraphEdge {
  readonly from: number;
  readonly to: number;
  readonly label: string;
}

/** A labelled multigraph: vertex names and labels (parallel arrays) and its edges. */
export interface LabelledGraph {
  readonly names: readonly string[];
  readonly labels: readonly string[];
  readonly edges: readonly GraphEdge[];
  readonly directed: boolean;
}

/** What a game allows in its graph pictures. */
export interface GraphPictureOptions {
  /** The game's name, for messages. */
  readonly game: string;
  /** Allowed vertex labels (default: only ""). Include "" to allow unlabelled vertices. */
  readonly vertexLabels?: readonly string[];
  /** Allowed edge labels (default: only ""). */
  readonly edgeLabels?: readonly string[];
  /** Directed edges `u>v` instead of `u-v` (default false). */
  readonly directed?: boolean;
  /** Whether loops `u-u` are allowed (default false). */
  readonly loops?: boolean;
}

const NAME = /^[A-Za-z0-9_]+$/;

function labelList(labels: readonly string[]): string {
  return labels.map((l) => (l === "" ? "(none)" : JSON.stringify(l))).join(", ");
}

/** The fields of {@link GraphPictureOptions}. */
const GRAPH_OPTION_NAMES = optionNames<GraphPictureOptions>({ game: true, vertexLabels: true, edgeLabels: true, directed: true, loops: true });

/**
 * Read a graph picture (syntax in the module comment). Throws {@link InputError} naming the token
 * and its column (from 1) for a malformed token, a duplicate or missing vertex, a label the game
 * does not allow, a loop where none is allowed, or a `-`/`>` edge in the wrong kind of graph. O(length).
 */
export function parseGraph(picture: string, options: GraphPictureOptions): LabelledGraph {
  checkOptions(options, GRAPH_OPTION_NAMES, "parseGraph");
  if (typeof picture !== "string") throw new InputError(`${options.game}: a graph picture must be a string, got ${typeof picture}`);
  const vertexLabels = options.vertexLabels ?? [""];
  const edgeLabels = options.edgeLabels ?? [""];
  const directed = options.directed ?? false;
  const semi = picture.indexOf(";");
  if (semi < 0) throw new InputError(`${options.game}: a graph picture needs "vertices ; edges" (no ";" found), e.g. "a b c ; a-b b-c"`);
  if (picture.includes(";", semi + 1)) throw new InputError(`${options.game}: a graph picture has one ";" between vertices and edges`, `column ${picture.indexOf(";", semi + 1) + 1}`);
  const names: string[] = [];
  const labels: string[] = [];
  const index = new Map<string, number>();
  const edges: GraphEdge[] = [];
  const re = /[^\s,;]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(picture)) !== null) {
    const token = m[0];
    const where = `column ${m.index + 1}`;
    const colon = token.indexOf(":");
    const body = colon < 0 ? token : token.slice(0, colon);
    const label = colon < 0 ? "" : token.slice(colon + 1);
    if (m.index < semi) {
      if (!NAME.test(body)) throw new InputError(`${options.game}: bad vertex ${JSON.stringify(token)}: a vertex name is letters, digits or _ (edges go after the ";")`, where);
      if (index.has(body)) throw new InputError(`${options.game}: vertex ${JSON.stringify(body)} is declared twice`, where);
      if (!vertexLabels.includes(label)) throw new InputError(`${options.game}: vertex ${JSON.stringify(body)} has label ${JSON.stringify(label)}; allowed vertex labels are ${labelList(vertexLabels)}`, where);
      index.set(body, names.length);
      names.push(body);
      labels.push(label);
    } else {
      const sep = directed ? ">" : "-";
      const other = directed ? "-" : ">";
      if (body.includes(other) && !body.includes(sep)) {
        throw new InputError(`${options.game}: edge ${JSON.stringify(token)} uses "${other}" but this game's graphs are ${directed ? "directed (write u>v)" : "undirected (write u-v)"}`, where);
      }
      const parts = body.split(sep);
      if (parts.length !== 2 || !NAME.test(parts[0]!) || !NAME.test(parts[1]!)) {
        throw new InputError(`${options.game}: bad edge ${JSON.stringify(token)}: write u${sep}v or u${sep}v:label with declared vertex names`, where);
      }
      const ends = parts.map((p) => {
        const i = index.get(p);
        if (i === undefined) throw new InputError(`${options.game}: edge ${JSON.stringify(token)} goes to vertex ${JSON.stringify(p)}, which is not declared before the ";"`, where);
        return i;
      });
      if (ends[0] === ends[1] && !options.loops) throw new InputError(`${options.game}: edge ${JSON.stringify(token)} is a loop, which this game does not allow`, where);
      if (!edgeLabels.includes(label)) throw new InputError(`${options.game}: edge ${JSON.stringify(token)} has label ${JSON.stringify(label)}; allowed edge labels are ${labelList(edgeLabels)}`, where);
      edges.push({ from: ends[0]!, to: ends[1]!, label });
    }
  }
  return { names, labels, edges, directed };
}

/** The picture of a graph (inverse of {@link parseGraph}). O(vertices + edges). */
export function formatGraph(graph: LabelledGraph): string {
  const v = graph.names.map((n, i) => (graph.labels[i] ? `${n}:${graph.labels[i]}` : n));
  const sep = graph.directed ? ">" : "-";
  const e = graph.edges.map((x) => `${graph.names[x.from]}${sep}${graph.names[x.to]}${x.label ? ":" + x.label : ""}`);
  return `${v.join(" ")} ; ${e.join(" ")}`.trim();
}

/**
 * The connected components (edge directions ignored) of the vertices `0..n−1` under `edges`, each a
 * sorted list of vertices, in order of their least vertex; vertices for which `through(v)` is false
 * join no component and do not connect others (e.g. Hackenbush's ground). O(n + edges · α).
 */
export function graphComponents(n: number, edges: readonly { readonly from: number; readonly to: number }[], through: (v: number) => boolean = () => true): number[][] {
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  for (const e of edges) {
    if (!through(e.from) || !through(e.to)) continue;
    const a = find(e.from);
    const b = find(e.to);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const groups = new Map<number, number[]>();
  for (let v = 0; v < n; v++) {
    if (!through(v)) continue;
    const r = find(v);
    let g = groups.get(r);
    if (!g) groups.set(r, (g = []));
    g.push(v);
  }
  return [...groups.values()];
}

/** How a graph is drawn: colours per vertex and edge label, roots of the layered layout. */
export interface GraphDrawing {
  /** Fill colour of a vertex with this label. */
  readonly vertexFill: (label: string) => string;
  /** Stroke colour of an edge with this label. */
  readonly edgeStroke?: (label: string) => string;
  /** Vertices drawn on the bottom row (e.g. the ground); default: the first vertex of each component. */
  readonly roots?: readonly number[];
  /** Draw a ground line under the roots (Hackenbush). */
  readonly ground?: boolean;
  /** Text of the `<title>` element. */
  readonly title?: string;
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A deterministic SVG drawing of a graph: vertices in layers by distance from the roots (bottom row),
 * edges as lines (arrows when directed, small circles for loops). O(vertices + edges).
 */
export function graphSvg(graph: LabelledGraph, drawing: GraphDrawing): string {
  const n = graph.names.length;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const e of graph.edges) {
    adj[e.from]!.push(e.to);
    adj[e.to]!.push(e.from);
  }
  const depth = new Int32Array(n).fill(-1);
  const queue: number[] = [];
  const start = (v: number): void => {
    if (depth[v] !== -1) return;
    depth[v] = 0;
    queue.push(v);
  };
  for (const r of drawing.roots ?? []) start(r);
  let head = 0;
  for (let s = 0; s < n || head < queue.length; ) {
    if (head < queue.length) {
      const v = queue[head++]!;
      for (const u of adj[v]!) {
        if (depth[u] !== -1) continue;
        depth[u] = depth[v]! + 1;
        queue.push(u);
      }
    } else start(s++);
  }
  const layers: number[][] = [];
  for (let v = 0; v < n; v++) (layers[depth[v]!] ??= []).push(v);
  const gap = 48;
  const width = Math.max(1, ...layers.map((l) => l.length)) * gap;
  const height = Math.max(1, layers.length) * gap;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  layers.forEach((l, d) => { l.forEach((v, i) => ((x[v] = ((i + 0.5) * width) / l.length), (y[v] = height - (d + 0.5) * gap))); });
  const f = (t: number): string => (Number.isInteger(t) ? String(t) : t.toFixed(1));
  const out: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${f(width)}" height="${f(height + 8)}" viewBox="0 0 ${f(width)} ${f(height + 8)}">`];
  if (drawing.title !== undefined) out.push(`<title>${esc(drawing.title)}</title>`);
  if (graph.directed) out.push(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="18" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0L10,5L0,10z" fill="#333"/></marker></defs>`);
  if (drawing.ground) out.push(`<line x1="0" y1="${f(height - gap / 2)}" x2="${f(width)}" y2="${f(height - gap / 2)}" stroke="#6b4f2a" stroke-width="4"/>`);
  const seen = new Map<string, number>();
  for (const e of graph.edges) {
    const stroke = drawing.edgeStroke ? drawing.edgeStroke(e.label) : "#333";
    if (e.from === e.to) {
      out.push(`<circle cx="${f(x[e.from]!)}" cy="${f(y[e.from]! - 14)}" r="12" fill="none" stroke="${esc(stroke)}" stroke-width="3"/>`);
      continue;
    }
    const k = `${Math.min(e.from, e.to)},${Math.max(e.from, e.to)}`;
    const count = seen.get(k) ?? 0;
    seen.set(k, count + 1);
    const bend = count === 0 ? 0 : (count % 2 === 1 ? 1 : -1) * Math.ceil(count / 2) * 14;
    const mx = (x[e.from]! + x[e.to]!) / 2 + bend;
    const my = (y[e.from]! + y[e.to]!) / 2 + bend;
    const marker = graph.directed ? ` marker-end="url(#arrow)"` : "";
    out.push(`<path d="M${f(x[e.from]!)},${f(y[e.from]!)} Q${f(mx)},${f(my)} ${f(x[e.to]!)},${f(y[e.to]!)}" fill="none" stroke="${esc(stroke)}" stroke-width="3"${marker}/>`);
  }
  for (let v = 0; v < n; v++) {
    out.push(`<circle cx="${f(x[v]!)}" cy="${f(y[v]!)}" r="7" fill="${esc(drawing.vertexFill(graph.labels[v]!))}" stroke="#222" stroke-width="1"/>`);
  }
  out.push("</svg>");
  return out.join("");
}

/**
 * A compact graph position for vertex-removal games: vertex labels (small integers) and, per vertex,
 * its sorted out-neighbours (both directions for undirected graphs; `v` in `adj[v]` is a loop).
 */
export interface VertexGraph {
  readonly labels: readonly number[];
  readonly adj: readonly (readonly number[])[];
}

/**
 * The library's vertex graphs: a {@link VertexGraph} that prints as a graph picture with numeric
 * labels (`Graph, 3 vertices⟨v0:1 v1 v2 ; v0-v1 v1-v2⟩`; edges `-` when every arc has its reverse,
 * else arcs `>`), keeps its data in `JSON.stringify` and draws itself in `notebook.show`. O(1) to make.
 */
class VertexGraphPicture implements VertexGraph {
  constructor(
    readonly labels: readonly number[],
    readonly adj: readonly (readonly number[])[],
  ) {}
}

/** Whether every arc u→v of `g` has its reverse v→u (an undirected graph). O(V + E). */
function isSymmetric(g: VertexGraph): boolean {
  return g.adj.every((out, v) => out.every((u) => g.adj[u]?.includes(v) ?? false));
}

/** The labelled picture of a vertex graph, labels written as numbers (0 = unlabelled). O(V + E). */
function vertexGraphPicture(g: VertexGraph): LabelledGraph {
  return labelledGraphOf(g, (l) => (l === 0 ? "" : String(l)), !isSymmetric(g));
}

definePicture(VertexGraphPicture.prototype, {
  label: (g) => `Graph, ${g.labels.length} vert${g.labels.length === 1 ? "ex" : "ices"}`,
  text: (g) => formatGraph(vertexGraphPicture(g)),
  json: (g) => ({ labels: [...g.labels], adj: g.adj.map((a) => [...a]) }),
  svg: (g) => graphSvg(vertexGraphPicture(g), { vertexFill: (l) => (l === "" ? "#fff" : "#ddd") }),
});

/** A {@link VertexGraph} over these labels and adjacency lists (shared, not copied or checked) that prints as its picture. O(1). */
export function makeVertexGraph(labels: readonly number[], adj: readonly (readonly number[])[]): VertexGraph {
  return new VertexGraphPicture(labels, adj);
}

/** A {@link VertexGraph} from a vertex count, labels and edges (undirected edges go both ways; duplicates merged). O(V + E log E). */
export function vertexGraph(labels: readonly number[], edges: readonly { readonly from: number; readonly to: number }[], directed: boolean): VertexGraph {
  const sets = labels.map(() => new Set<number>());
  for (const e of edges) {
    sets[e.from]!.add(e.to);
    if (!directed) sets[e.to]!.add(e.from);
  }
  return new VertexGraphPicture([...labels], sets.map((s) => [...s].sort((a, b) => a - b)));
}

/** The subgraph induced by the vertices with `keep[v]`, renumbered in order. O(V + E). */
export function inducedSubgraph(g: VertexGraph, keep: readonly boolean[]): VertexGraph {
  const map = new Int32Array(g.labels.length).fill(-1);
  let n = 0;
  for (let v = 0; v < g.labels.length; v++) if (keep[v]) map[v] = n++;
  const labels: number[] = [];
  const adj: number[][] = [];
  for (let v = 0; v < g.labels.length; v++) {
    if (!keep[v]) continue;
    labels.push(g.labels[v]!);
    const out: number[] = [];
    for (const u of g.adj[v]!) if (map[u]! >= 0) out.push(map[u]!);
    adj.push(out);
  }
  return new VertexGraphPicture(labels, adj);
}

/**
 * Whether every vertex 0..n−1 is reachable from vertex 0 along the adjacency lists `adj` (n = adj.length;
 * the empty graph is connected). Give symmetric lists for weak connectivity. O(V + E).
 */
export function isConnected(adj: readonly (readonly number[])[]): boolean {
  const n = adj.length;
  if (n === 0) return true;
  const seen = new Uint8Array(n);
  const stack = [0];
  seen[0] = 1;
  let count = 1;
  while (stack.length > 0) {
    const v = stack.pop()!;
    for (const u of adj[v]!) {
      if (seen[u]) continue;
      seen[u] = 1;
      count++;
      stack.push(u);
    }
  }
  return count === n;
}

/** The weakly connected components of a vertex graph, each induced and renumbered. O(V + E). */
export function vertexGraphComponents(g: VertexGraph): VertexGraph[] {
  const edges: { from: number; to: number }[] = [];
  g.adj.forEach((out, v) => { out.forEach((u) => edges.push({ from: v, to: u })); });
  return graphComponents(g.labels.length, edges).map((vs) => {
    const keep = new Array<boolean>(g.labels.length).fill(false);
    for (const v of vs) keep[v] = true;
    return inducedSubgraph(g, keep);
  });
}

/** A key for a vertex graph: labels then out-lists, e.g. "1.3|1;0,2;1". O(V + E). */
export function vertexGraphKey(g: VertexGraph): string {
  return `${g.labels.join(".")}|${g.adj.map((a) => a.join(",")).join(";")}`;
}

/** A vertex graph as a lib/grid labelled graph (vertices named v0, v1, …; `labelName` turns a label into picture text). O(V + E). */
export function labelledGraphOf(g: VertexGraph, labelName: (label: number) => string, directed: boolean): LabelledGraph {
  const edges: GraphEdge[] = [];
  g.adj.forEach((out, v) => { out.forEach((u) => (directed || u >= v) && edges.push({ from: v, to: u, label: "" })); });
  return { names: g.labels.map((_, i) => `v${i}`), labels: g.labels.map(labelName), edges, directed };
}
