/**
 * Digraph Placement positions of at most 32 vertices as machine words: the blue (Left's) vertices
 * as one 32-bit mask and each vertex's out-neighbours as a 32-bit mask, vertices numbered 0..n−1
 * as in the {@link VertexGraph} they stand for. A move (pick a vertex, remove it and every vertex
 * it points to) is one mask `keep`, and the option is the subgraph induced by `keep`, renumbered in
 * order by compressing every kept vertex's mask (a software bit extraction): O(n + E) word
 * operations and three small arrays, where the plain path builds lists and strings. The packed key
 * is the words themselves ([n, blue, out masks]), so equal graphs (as numbered) write equal keys;
 * weak components are found by a search over neighbour masks. The labels and adjacency lists a
 * {@link VertexGraph} shows are made on first read, so a position prints and compares like the
 * plain one.
 *
 * @module
 */
import { formatGraph, graphSvg, type LabelledGraph, type VertexGraph } from "../../grid";
import { definePicture } from "../../util";

/** The most vertices a {@link DigraphBits} position holds (one 32-bit word per mask). */
export const MAX_BIT_VERTICES = 32;

/** All n low bits set (n ≤ 32). */
const fullMask = (n: number): number => (n >= 32 ? -1 : (1 << n) - 1);

/** Set bits of the low 32 bits of x. O(1). */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of b, a single bit. O(1). */
const bitIndex = (b: number): number => 31 - Math.clz32(b);

/** The bits of m at the set positions of keep, packed down in order (software PEXT). O(popcount(m & keep)). */
function extract(m: number, keep: number): number {
  let x = m & keep;
  let r = 0;
  while (x !== 0) {
    const b = x & -x;
    r |= 1 << popcount(keep & (b - 1));
    x ^= b;
  }
  return r;
}

/**
 * A Digraph Placement position of at most {@link MAX_BIT_VERTICES} vertices: `n` vertices, `blue`
 * (bit v set: vertex v is blue, Left's; else red, Right's) and `out[v]` (bit u set: an arc v→u; bit
 * v: a loop). A {@link VertexGraph} (labels 1 blue, 2 red; sorted out-lists) whose lists are made
 * on first read. An option is made as its parent and the mask of the parent's vertices it keeps:
 * its out masks are compressed on first use, so an option the engine finds in its table (by the
 * key, which `writeKey` compresses straight into the key buffer) is never built. O(1) to make.
 */
export class DigraphBits implements VertexGraph {
  private outMasks: Int32Array | undefined;
  private labelList: number[] | undefined;
  private adjList: number[][] | undefined;
  /** The vertex masks of the weak components, found on first use (the shared empty list `WEAKLY_CONNECTED` when there is at most one). */
  private partMasks: readonly number[] | undefined;
  /** Vertices (popcount of keep for an option). */
  readonly n: number;
  /** Blue vertices, in this position's numbering. */
  readonly blue: number;

  /** A position from its out masks (`parent` undefined), or the subgraph of `parent` induced by the vertices of `keep`, renumbered in order. */
  /** The parent of an option not yet built (dropped once built, so options do not hold their ancestors). */
  private parent: DigraphBits | undefined;
  /** The parent's vertices an option keeps. */
  private readonly keep: number;

  /** A position from its out masks (`parent` undefined), or the subgraph of `parent` induced by the vertices of `keep`, renumbered in order. */
  constructor(n: number, blue: number, out: Int32Array | undefined, parent?: DigraphBits, keep = 0) {
    this.n = n;
    this.blue = blue;
    this.outMasks = out;
    this.parent = parent;
    this.keep = keep;
  }

  /**
   * Writes [n, blue, out[0], …, out[n−1]] into `dst`; an option not yet built compresses its
   * parent's masks straight into `dst` (building nothing). Returns n + 2. O(n + E).
   */
  writeKey(dst: Int32Array): number {
    dst[0] = this.n;
    dst[1] = this.blue;
    const parent = this.parent;
    if (parent === undefined) dst.set(this.outMasks!, 2);
    else {
      const po = parent.out;
      const keep = this.keep;
      let i = 2;
      for (let k = keep; k !== 0; k &= k - 1) dst[i++] = extract(po[bitIndex(k & -k)]!, keep);
    }
    return this.n + 2;
  }

  /** Out-neighbour masks (do not modify). O(n + E) on first read of an option, then O(1). */
  get out(): Int32Array {
    let o = this.outMasks;
    if (o === undefined) {
      const p = this.parent!.out;
      const keep = this.keep;
      o = new Int32Array(this.n);
      let i = 0;
      for (let k = keep; k !== 0; k &= k - 1) o[i++] = extract(p[bitIndex(k & -k)]!, keep);
      this.outMasks = o;
      this.parent = undefined;
    }
    return o;
  }

  /**
   * The vertex masks of the weakly connected components, in order of their lowest vertex, or
   * the shared empty list `WEAKLY_CONNECTED` when there is at most one: found once per position (the engine asks
   * whether an option is connected when it folds it, then for its components). O(n + E) word
   * operations on first use, then O(1).
   */
  weakParts(): readonly number[] {
    let m = this.partMasks;
    if (m === undefined) {
      m = weakPartMasks(this);
      this.partMasks = m;
    }
    return m;
  }

  /** Vertex labels, 1 (blue) or 2 (red). O(n) on first read. */
  get labels(): readonly number[] {
    if (this.labelList === undefined) {
      const ls: number[] = [];
      for (let v = 0; v < this.n; v++) ls.push((this.blue >>> v) & 1 ? 1 : 2);
      this.labelList = ls;
    }
    return this.labelList;
  }

  /** Sorted out-neighbour lists. O(n + E) on first read. */
  get adj(): readonly (readonly number[])[] {
    if (this.adjList === undefined) {
      const out = this.out;
      const adj: number[][] = [];
      for (let v = 0; v < this.n; v++) {
        const a: number[] = [];
        for (let m = out[v]!; m !== 0; m &= m - 1) a.push(bitIndex(m & -m));
        adj.push(a);
      }
      this.adjList = adj;
    }
    return this.adjList;
  }
}

/** The picture of a position as lib/grid's labelled graph (vertices v0, v1, …, labels L / R, arcs). O(n + E). */
export function digraphPicture(g: VertexGraph): LabelledGraph {
  const edges: { from: number; to: number; label: string }[] = [];
  g.adj.forEach((out, v) => { out.forEach((u) => edges.push({ from: v, to: u, label: "" })); });
  return { names: g.labels.map((_, i) => `v${i}`), labels: g.labels.map((l) => (l === 1 ? "L" : "R")), edges, directed: true };
}

definePicture(DigraphBits.prototype, {
  label: (g) => `Digraph Placement, ${g.n} vert${g.n === 1 ? "ex" : "ices"}`,
  text: (g) => formatGraph(digraphPicture(g)),
  json: (g) => ({ labels: [...g.labels], adj: g.adj.map((a) => [...a]) }),
  svg: (g) => graphSvg(digraphPicture(g), { vertexFill: (l) => (l === "L" ? "#1f5fd1" : "#d12a1f"), title: "Digraph Placement" }),
});

/**
 * The position as words, when it has at most {@link MAX_BIT_VERTICES} vertices (else undefined):
 * itself when it is one already. Labels other than 1 count as red (the ruleset's positions have
 * labels 1 and 2 only). O(n + E).
 */
export function toBits(g: VertexGraph): DigraphBits | undefined {
  if (g instanceof DigraphBits) return g;
  const n = g.labels.length;
  if (n > MAX_BIT_VERTICES) return undefined;
  let blue = 0;
  const out = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    if (g.labels[v] === 1) blue |= 1 << v;
    let m = 0;
    for (const u of g.adj[v]!) m |= 1 << u;
    out[v] = m;
  }
  return new DigraphBits(n, blue, out);
}

/** The subgraph induced by the vertices of `keep` (a mask over p's vertices), renumbered in order; its masks compressed on first use. O(1). */
export function inducedBits(p: DigraphBits, keep: number): DigraphBits {
  return new DigraphBits(popcount(keep), extract(p.blue, keep), undefined, p, keep);
}

/**
 * The options of Left (`left`) or Right: per vertex of theirs, the subgraph without it and the
 * vertices it points to (made lazily, see {@link DigraphBits}). O(n).
 */
export function bitOptions(p: DigraphBits, left: boolean): DigraphBits[] {
  const all = fullMask(p.n);
  const own = (left ? p.blue : ~p.blue) & all;
  const out = p.out;
  const res: DigraphBits[] = [];
  for (let m = own; m !== 0; m &= m - 1) {
    const b = m & -m;
    res.push(inducedBits(p, all & ~(b | out[bitIndex(b)]!)));
  }
  return res;
}

/** Neighbour masks in both directions, reused by {@link bitComponents} (never escapes a call). */
const scratch = new Int32Array(MAX_BIT_VERTICES);

/** What {@link DigraphBits.weakParts} gives for a position of at most one weak component (shared, empty). */
const WEAKLY_CONNECTED: readonly number[] = Object.freeze([]);

/** The vertex masks of p's weak components, or the shared empty list `WEAKLY_CONNECTED` for at most one. O(n + E) word operations. */
function weakPartMasks(p: DigraphBits): readonly number[] {
  const n = p.n;
  if (n <= 1) return WEAKLY_CONNECTED;
  undirectedNeighbours(p);
  const all = fullMask(n);
  const first = reachFrom(1);
  if (first === all) return WEAKLY_CONNECTED;
  const parts = [first];
  let rest = all & ~first;
  while (rest !== 0) {
    const comp = reachFrom(rest & -rest);
    parts.push(comp);
    rest &= ~comp;
  }
  return parts;
}

/** The weakly connected components of p, each induced and renumbered; [p] itself when p is connected, [] when empty. O(n + E) word operations, once per position. */
export function bitComponents(p: DigraphBits): DigraphBits[] {
  if (p.n === 0) return [];
  const parts = p.weakParts();
  return parts === WEAKLY_CONNECTED ? [p] : parts.map((c) => inducedBits(p, c));
}

/** Whether p is weakly connected (the empty graph is). O(n + E) word operations, once per position. */
export function bitsConnected(p: DigraphBits): boolean {
  return p.weakParts() === WEAKLY_CONNECTED;
}

/** Fills `scratch[v]` with the mask of v's neighbours along arcs either way (and v itself if it has a loop). O(n + E). */
function undirectedNeighbours(p: DigraphBits): void {
  const n = p.n;
  const out = p.out;
  const nb = scratch;
  nb.fill(0, 0, n);
  for (let v = 0; v < n; v++) {
    const o = out[v]!;
    nb[v] |= o;
    for (let m = o; m !== 0; m &= m - 1) nb[bitIndex(m & -m)] |= 1 << v;
  }
}

/** The vertices reachable from `start` (a mask) in the undirected graph of `scratch` ({@link undirectedNeighbours}). O(n + E). */
function reachFrom(start: number): number {
  const nb = scratch;
  let comp = start;
  let frontier = start;
  while (frontier !== 0) {
    let reach = 0;
    for (let m = frontier; m !== 0; m &= m - 1) reach |= nb[bitIndex(m & -m)]!;
    frontier = reach & ~comp;
    comp |= frontier;
  }
  return comp;
}

/** Whether p has no arc between two distinct vertices (loops do not change a move: a vertex always removes itself). O(n). */
export function bitsEdgeless(p: DigraphBits): boolean {
  for (let v = 0; v < p.n; v++) if ((p.out[v]! & ~(1 << v)) !== 0) return false;
  return true;
}

/** #blue − #red. O(1). */
export function bitsColourBalance(p: DigraphBits): number {
  const b = popcount(p.blue & fullMask(p.n));
  return b - (p.n - b);
}

/** Writes p's packed key [n, blue, out[0], …, out[n−1]] into `out`; returns n + 2. O(n + E). */
export function writeBits(p: DigraphBits, out: Int32Array): number {
  return p.writeKey(out);
}
