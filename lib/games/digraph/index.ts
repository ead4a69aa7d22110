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
import * as cgt from "../../cgt";
import { foldedGraphKey, formatGraph, graphSvg, inducedSubgraph, labelledGraphOf, makeVertexGraph, parseGraph, vertexGraph, vertexGraphComponents, vertexGraphKey, type VertexGraph } from "../../grid";
import { definePartizan, type PartizanRuleset } from "../../ruleset";
import { InputError } from "../../util";
import { bitComponents, bitOptions, bitsConnected, bitsColourBalance, bitsEdgeless, DigraphBits, MAX_BIT_VERTICES, toBits, writeBits } from "./bits";
import { writeCanonicalBits } from "./canonical";

export { DigraphBits, MAX_BIT_VERTICES, toBits } from "./bits";
export { MAX_LEAVES as MAX_CANONICAL_LEAVES, writeCanonicalBits } from "./canonical";

/** A position: a digraph with vertex labels 1 (blue, Left's) and 2 (red, Right's). */
export type DigraphPosition = VertexGraph;

/** The plain moves: per vertex of the colour, the induced subgraph without it and its out-neighbours (lists, no words). O(V·(V + E)). */
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

/** The word form of p when it has at most 32 vertices, all labelled 1 or 2 (else undefined: the list path). O(V + E). */
function bitsOf(p: DigraphPosition): DigraphBits | undefined {
  if (p instanceof DigraphBits) return p;
  if (p.labels.length > MAX_BIT_VERTICES || p.labels.some((l) => l !== 1 && l !== 2)) return undefined;
  return toBits(p);
}

/** Options on words when the position fits ({@link DigraphBits}), else the plain list moves. */
function fastOptions(p: DigraphPosition, colour: number): DigraphPosition[] {
  const b = bitsOf(p);
  return b === undefined ? options(p, colour) : bitOptions(b, colour === 1);
}

/** Whether the colour swap is the form a fold keeps: the one whose vertex 0 has the lesser label (1 = blue before 2; the empty graph is kept). O(1) (on words: no label list made). */
const keepsColours = (p: DigraphPosition): boolean => (p instanceof DigraphBits ? p.n === 0 || (p.blue & 1) !== 0 : p.labels.length === 0 || 2 * p.labels[0]! < 3);

/**
 * Packed keys: a position of at most 32 vertices writes its words [n, blue mask, out masks] (n + 2
 * words); a larger one [n, then per vertex its label, out-degree and out-neighbours] (1 + 2V + E
 * words). The first word (n) tells the two apart, so equal graphs (as numbered) write equal runs
 * and unequal graphs unequal ones. With `swap`, the labels are those of the colour swap. O(V + E).
 */
function writeKey(p: DigraphPosition, out: Int32Array, swap: boolean): number {
  const b = bitsOf(p);
  if (b !== undefined) {
    const len = writeBits(b, out);
    if (swap) out[1] = ~b.blue & (b.n >= 32 ? -1 : (1 << b.n) - 1);
    return len;
  }
  let i = 0;
  out[i++] = p.labels.length;
  p.labels.forEach((l, v) => {
    const a = p.adj[v]!;
    out[i++] = swap ? 3 - l : l;
    out[i++] = a.length;
    for (const u of a) out[i++] = u;
  });
  return i;
}

/**
 * The packed key folded over the colour swap (value negated): the form whose vertex 0 is blue,
 * −length when that is the swap. The same fold as {@link swapFold}. O(V + E).
 */
export function writeSwapFolded(p: DigraphPosition, out: Int32Array): number {
  const keep = keepsColours(p);
  const len = writeKey(p, out, !keep);
  return keep ? len : -len;
}

/**
 * The ruleset's fold: the plain key of the form whose vertex 0 is blue (the position or its colour
 * swap, negated then). Isomorphic positions are keyed apart (see {@link normalize} for the
 * isomorphism folding). O(V + E).
 */
export function swapFold(p: DigraphPosition): { key: string; negated: boolean } {
  return keepsColours(p) ? { key: vertexGraphKey(p), negated: false } : { key: vertexGraphKey(swapColours(p)), negated: true };
}

/** Swap blue and red (the value is negated). O(V). */
export function swapColours(p: DigraphPosition): DigraphPosition {
  return makeVertexGraph(p.labels.map((l) => 3 - l), p.adj);
}

/** Labels under the colour swap: 1 (blue) ↔ 2 (red). */
const SWAP_COLOURS: readonly number[] = [0, 2, 1];

/**
 * The isomorphism folding on strings, the reference for the engine's canonical form on words
 * ({@link writeFolded}; the ruleset's own `normalize` is the colour swap only, {@link swapFold}; give
 * this one as `normalize` of a ruleset without `packed` to fold isomorphic positions). Folded key: the canonical labelling of the digraph (lib/grid `canonicalGraphKey`, directed) and of
 * its colour swap, the lesser, negated when it is the swap's (lib/grid `foldedGraphKey`). Cost: two
 * canonical labellings: O(V) for directed paths, O(V²) for directed cycles and oriented trees, a
 * refinement search otherwise.
 */
export function normalize(p: DigraphPosition): { key: string; negated: boolean } {
  const f = foldedGraphKey(p, true, SWAP_COLOURS);
  return { key: f.key, negated: f.swapped };
}

/**
 * Without arcs between distinct vertices each vertex is one move for its owner (a loop changes
 * nothing: a picked vertex goes anyway): the value is #blue − #red. Else undefined. O(V + E).
 */
export function knownValue(p: DigraphPosition): cgt.Game | undefined {
  const b = bitsOf(p);
  if (b !== undefined) return bitsEdgeless(b) ? cgt.integer(bitsColourBalance(b)) : undefined;
  if (p.adj.some((a, v) => a.some((u) => u !== v))) return undefined;
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

/**
 * The engine's folded key: for a weakly connected position of at most 32 vertices its canonical
 * form on words ({@link writeCanonicalBits}: isomorphic positions and colour swaps share one key,
 * negated for a swap); else the packed key folded over the colour swap only ({@link writeSwapFolded}):
 * a disconnected option is split next, and its components are folded one by one (its own canonical
 * form cost more than its hits saved: 7% of Digraph Placement's time on random digraphs of 20
 * vertices). Cost: O(n + E) word operations for the connectivity test, then see writeCanonicalBits
 * (one refinement per search node); O(V + E) on the list path.
 */
export function writeFolded(p: DigraphPosition, out: Int32Array): number {
  const b = bitsOf(p);
  return b === undefined || !bitsConnected(b) ? writeSwapFolded(p, out) : writeCanonicalBits(b, out);
}

/**
 * Digraph Placement as a partizan ruleset: options O(V·(V + E)); the tree is exponential in V.
 * Positions of at most 32 vertices move, split and key on words ({@link DigraphBits}: options are
 * DigraphBits, which are VertexGraphs); the engine looks each option up by its plain words first,
 * then by its canonical form on words ({@link writeFolded}: isomorphic positions and the colour
 * swap folded, as the string labelling {@link normalize} folds them, at a fraction of its cost);
 * larger ones take the list path, folded over the colour swap only ({@link swapFold}).
 */
export const ruleset: PartizanRuleset<DigraphPosition> = definePartizan<DigraphPosition>({
  name: "Digraph Placement",
  leftOptions: (p) => fastOptions(p, 1),
  rightOptions: (p) => fastOptions(p, 2),
  key: vertexGraphKey,
  // options are DigraphBits, roots usually the plain VertexGraphs of parse and fromEdges: both are positions
  isPosition: (x) => typeof x === "object" && x !== null && Array.isArray((x as Partial<DigraphPosition>).labels) && Array.isArray((x as Partial<DigraphPosition>).adj),
  components: (p) => {
    const b = bitsOf(p);
    return b === undefined ? vertexGraphComponents(p) : bitComponents(b);
  },
  normalize: swapFold,
  packed: {
    maxWords: (p) => 1 + 2 * p.labels.length + p.adj.reduce((s, a) => s + a.length, 0) + 2,
    write: (p, out) => writeKey(p, out, false),
    normalize: writeFolded,
  },
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
