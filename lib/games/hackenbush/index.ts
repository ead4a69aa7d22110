/**
 * Blue-Red-Green Hackenbush on arbitrary graphs with a ground (Winning Ways, vol. 1, ch. 1, 2 and 7;
 * Lessons in Play, ch. 2): Left cuts a blue (B) or green (G) edge, Right a red (R) or green one;
 * whatever is no longer connected to the ground falls away. Positions are graphs whose vertex 0 is
 * the ground; pictures use the lib/grid graph syntax with ground vertices labelled `ground`:
 * `g:ground a b ; g-a:B a-b:R` (several ground vertices are merged into one).
 *
 * Fast families: a blue-red string's value is a number given directly by Berlekamp's sign rule
 * ({@link stringValue}), an all-green tree's nim-value by the colon principle, and a one-colour
 * blue or red graph is ±(its number of edges); these are the ruleset's `knownValue` and are tested
 * against the search. Components are the parts meeting only at the ground. {@link childish} is
 * Childish Hackenbush (blue and red cuts only when nothing else falls).
 *
 * @module
 */
import * as cgt from "../../cgt";
import { foldedGraphKey, formatGraph, graphComponents, vertexGraph, graphSvg, parseGraph, type GraphEdge, type LabelledGraph } from "../../grid";
import { definePartizan, type PartizanRuleset } from "../../ruleset";
import { InputError, definePicture } from "../../util";

/** An edge colour: B = blue (Left cuts), R = red (Right cuts), G = green (either cuts). */
export type Colour = "B" | "R" | "G";

/** A Hackenbush position: `vertices` vertices, vertex 0 the ground, coloured edges all connected to the ground. */
export interface HackenbushPosition {
  readonly vertices: number;
  readonly edges: readonly GraphEdge[];
}

const COLOURS: readonly string[] = ["B", "R", "G"];

/**
 * The library's positions: a {@link HackenbushPosition} that prints as its picture
 * (`Hackenbush, 2 edges⟨g:ground v1 v2 ; g-v1:B v1-v2:R⟩`), keeps its data in `JSON.stringify`
 * and draws itself in `notebook.show`. O(1) to make.
 */
class HackenbushPicture implements HackenbushPosition {
  constructor(
    readonly vertices: number,
    readonly edges: readonly GraphEdge[],
  ) {}
}

definePicture(HackenbushPicture.prototype, {
  label: (p) => `Hackenbush, ${p.edges.length} edge${p.edges.length === 1 ? "" : "s"}`,
  text: (p) => format(p),
  json: (p) => ({ vertices: p.vertices, edges: p.edges, picture: format(p) }),
  svg: (p) => draw(p),
});

/**
 * Keep the edges connected to the ground, renumber their vertices in breadth-first order from the
 * ground (edges in the given order) and sort the edges: a deterministic form of the position. O(E log E).
 */
function grounded(vertices: number, edges: readonly GraphEdge[]): HackenbushPosition {
  const adj: number[][] = Array.from({ length: vertices }, () => []);
  edges.forEach((e, i) => {
    adj[e.from]!.push(i);
    if (e.to !== e.from) adj[e.to]!.push(i);
  });
  const order = new Int32Array(vertices).fill(-1);
  order[0] = 0;
  let next = 1;
  const queue = [0];
  for (let h = 0; h < queue.length; h++) {
    const v = queue[h]!;
    for (const i of adj[v]!) {
      const e = edges[i]!;
      const u = e.from === v ? e.to : e.from;
      if (order[u] === -1) {
        order[u] = next++;
        queue.push(u);
      }
    }
  }
  const kept: GraphEdge[] = [];
  for (const e of edges) {
    if (order[e.from] === -1) continue;
    const a = order[e.from]!;
    const b = order[e.to]!;
    kept.push({ from: Math.min(a, b), to: Math.max(a, b), label: e.label });
  }
  kept.sort((x, y) => x.from - y.from || x.to - y.to || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0));
  return new HackenbushPicture(next, kept);
}

/** The position after cutting edge `i`. O(E log E). */
function cut(p: HackenbushPosition, i: number): HackenbushPosition {
  return grounded(p.vertices, p.edges.filter((_, j) => j !== i));
}

function options(p: HackenbushPosition, colour: Colour, childish = false): HackenbushPosition[] {
  const out: HackenbushPosition[] = [];
  p.edges.forEach((e, i) => {
    if (e.label !== colour && e.label !== "G") return;
    const o = cut(p, i);
    // Childish Hackenbush: cutting a blue or red edge must not make anything else fall (green edges are free)
    if (!childish || e.label === "G" || o.edges.length === p.edges.length - 1) out.push(o);
  });
  return out;
}

/** Key: the sorted edge list, e.g. "0-1B 1-2R". O(E). */
function key(p: HackenbushPosition): string {
  return p.edges.map((e) => `${e.from}-${e.to}${e.label}`).join(" ");
}

/**
 * The position as a vertex-labelled graph for canonical labelling: its vertices (the ground labelled
 * 1, others 0) plus one vertex per edge, labelled by colour (2 blue, 3 red, 4 green) and joined to
 * the edge's ends (to its one end for a loop). Two positions are isomorphic Hackenbush pictures
 * (ground to ground, colours kept) exactly when these graphs are isomorphic. O(V + E).
 */
function subdivision(p: HackenbushPosition): ReturnType<typeof vertexGraph> {
  const labels: number[] = Array.from({ length: p.vertices }, (_, v) => (v === 0 ? 1 : 0));
  const edges: { from: number; to: number }[] = [];
  p.edges.forEach((e) => {
    const x = labels.length;
    labels.push(e.label === "B" ? 2 : e.label === "R" ? 3 : 4);
    edges.push({ from: x, to: e.from }, { from: x, to: e.to });
  });
  return vertexGraph(labels, edges, false);
}

/** Subdivision labels under the colour swap: blue (2) ↔ red (3); ground, vertices and green stay. */
const SWAP_BLUE_RED: readonly number[] = [0, 1, 3, 2, 4];

/**
 * For a position that is a tree (E = V − 1: every vertex reaches the ground, so no cycle, loop or
 * double edge), its AHU code rooted at the ground (Aho, Hopcroft and Ullman 1974, rooted tree
 * isomorphism): "(" then each child's edge colour (through `colour`) and code, sorted, then ")". Two
 * such positions are isomorphic pictures (ground to ground, colours kept) exactly when their codes
 * are equal. O(E log E) string comparisons, O(E · depth) characters.
 */
function groundedTreeCode(p: HackenbushPosition, colour: (c: string) => string): string {
  const adj: { to: number; label: string }[][] = Array.from({ length: p.vertices }, () => []);
  for (const e of p.edges) {
    adj[e.from]!.push({ to: e.to, label: e.label });
    adj[e.to]!.push({ to: e.from, label: e.label });
  }
  const code = (v: number, parent: number): string => {
    const kids: string[] = [];
    for (const x of adj[v]!) if (x.to !== parent) kids.push(colour(x.label) + code(x.to, v));
    kids.sort();
    return `(${kids.join("")})`;
  };
  return code(0, -1);
}

const sameColour = (c: string): string => c;
const swappedColour = (c: string): string => (c === "B" ? "R" : c === "R" ? "B" : c);

/**
 * Folded key: for a tree, its AHU code rooted at the ground (`groundedTreeCode`, prefix "h:")
 * and its colour swap's; otherwise the canonical labelling (lib/grid `foldedGraphKey`) of the
 * position's `subdivision` and of its colour swap's. The lesser, negated when it is the swap's:
 * isomorphic positions share a table entry (trees and other graphs never share a key: the number of
 * edges tells them apart and the prefixes differ). Cost: O(E log E) for trees, else two canonical
 * labellings of a graph of V + E vertices.
 */
export function normalize(p: HackenbushPosition): { key: string; negated: boolean } {
  if (p.edges.length === p.vertices - 1) {
    const a = `h:${groundedTreeCode(p, sameColour)}`;
    const b = `h:${groundedTreeCode(p, swappedColour)}`;
    return b < a ? { key: b, negated: true } : { key: a, negated: false };
  }
  const f = foldedGraphKey(subdivision(p), false, SWAP_BLUE_RED);
  return { key: f.key, negated: f.swapped };
}

/** The parts of a position meeting only at the ground, each renumbered. O(E log E). */
function components(p: HackenbushPosition): HackenbushPosition[] {
  const groups = graphComponents(p.vertices, p.edges, (v) => v !== 0);
  const out: HackenbushPosition[] = [];
  const comp = new Int32Array(p.vertices).fill(-1);
  groups.forEach((g, k) => { g.forEach((v) => (comp[v] = k)); });
  const byGroup: GraphEdge[][] = groups.map(() => []);
  for (const e of p.edges) {
    const v = e.from !== 0 ? e.from : e.to;
    if (v === 0) out.push({ vertices: 1, edges: [{ from: 0, to: 0, label: e.label }] }); // a loop at the ground
    else byGroup[comp[v]!]!.push(e);
  }
  for (const es of byGroup) out.push(grounded(p.vertices, es));
  return out;
}

/** Swap blue and red (the value is negated). O(E). */
export function swapColours(p: HackenbushPosition): HackenbushPosition {
  return grounded(p.vertices, p.edges.map((e) => ({ ...e, label: e.label === "B" ? "R" : e.label === "R" ? "B" : e.label })));
}

/**
 * Berlekamp's sign rule for a blue-red Hackenbush string written from the ground up (Winning Ways,
 * vol. 1, ch. 2; Lessons in Play, ch. 2): the edges up to the first change of colour count ±1 each,
 * later ones ±1/2, ±1/4, … (+ for blue). Returns the exact dyadic value: one bigint numerator over
 * 2^(edges after the first change), then one lookup in the game store. O(length) big-integer steps.
 */
export function stringValue(colours: string): cgt.Game {
  for (let j = 0; j < colours.length; j++) {
    const c = colours[j];
    if (c !== "B" && c !== "R") throw new InputError(`Hackenbush string: colours are B and R only (a string with green has no number value), got ${JSON.stringify(c)}`, `index ${j}`);
  }
  let i = 0;
  let whole = 0n;
  while (i < colours.length && colours[i] === colours[0]) whole += colours[i++] === "B" ? 1n : -1n;
  const k = colours.length - i; // edges after the first change of colour: weights 1/2 … 1/2^k
  let num = whole << BigInt(k);
  for (let j = 1; i < colours.length; i++, j++) {
    const w = 1n << BigInt(k - j);
    num += colours[i] === "B" ? w : -w;
  }
  return cgt.dyadic(num, k);
}

/** The colours of a position that is a single stalk from the ground (a path), bottom first; else undefined. O(E). */
export function stalkColours(p: HackenbushPosition): string | undefined {
  if (p.edges.length !== p.vertices - 1) return undefined;
  const up = new Array<string>(p.vertices);
  const deg = new Int32Array(p.vertices);
  for (const e of p.edges) {
    if (e.from === e.to) return undefined;
    deg[e.from]++;
    deg[e.to]++;
  }
  if (p.edges.length > 0 && deg[0] !== 1) return undefined;
  for (let v = 1; v < p.vertices; v++) if (deg[v]! > 2) return undefined;
  // after grounded(), a path's vertices are numbered 0, 1, 2, … along it
  for (const e of p.edges) {
    if (e.to !== e.from + 1) return undefined;
    up[e.from] = e.label;
  }
  return up.slice(0, p.edges.length).join("");
}

/** Nim-value of an all-green tree by the colon principle (g(v) = ⊕ over children c of g(c)+1), else undefined. O(E). */
function greenTreeNimValue(p: HackenbushPosition): number | undefined {
  if (p.edges.length !== p.vertices - 1) return undefined;
  const adj: number[][] = Array.from({ length: p.vertices }, () => []);
  for (const e of p.edges) {
    if (e.label !== "G" || e.from === e.to) return undefined;
    adj[e.from]!.push(e.to);
    adj[e.to]!.push(e.from);
  }
  const value = (v: number, parent: number): number => {
    let x = 0;
    for (const c of adj[v]!) if (c !== parent) x ^= value(c, v) + 1;
    return x;
  };
  return value(0, -1);
}

/**
 * The value where theory gives it without search: a blue-red stalk (Berlekamp's rule), an all-green
 * tree (colon principle), a graph of one colour blue or red (± its number of edges); else undefined. O(E).
 */
export function knownValue(p: HackenbushPosition): cgt.Game | undefined {
  if (p.edges.length === 0) return cgt.ZERO;
  let blue = 0;
  let red = 0;
  for (const e of p.edges) {
    if (e.label === "B") blue++;
    else if (e.label === "R") red++;
  }
  if (blue === p.edges.length) return cgt.integer(blue);
  if (red === p.edges.length) return cgt.integer(-red);
  if (blue + red === p.edges.length) {
    const s = stalkColours(p);
    return s === undefined ? undefined : stringValue(s);
  }
  if (blue + red === 0) {
    const n = greenTreeNimValue(p);
    return n === undefined ? undefined : cgt.nimber(n);
  }
  return undefined;
}

/** A position from a lib/grid graph whose ground vertices are labelled "ground" (they are merged into vertex 0). O(E log E). */
export function fromGraph(graph: LabelledGraph): HackenbushPosition {
  const ground = graph.labels.map((l) => l === "ground");
  if (!ground.includes(true)) throw new InputError(`Hackenbush: the graph has no ground vertex (label one vertex "ground", e.g. "g:ground a ; g-a:B")`);
  const map = new Int32Array(graph.names.length);
  let next = 1;
  graph.names.forEach((_, i) => (map[i] = ground[i] ? 0 : next++));
  return grounded(next, graph.edges.map((e) => ({ from: map[e.from]!, to: map[e.to]!, label: e.label })));
}

/** Read a picture such as `"g:ground a b ; g-a:B a-b:R a-b:G"` (errors name the token and column). O(length + E log E). */
export function parse(picture: string): HackenbushPosition {
  return fromGraph(parseGraph(picture, { game: "Hackenbush", vertexLabels: ["", "ground"], edgeLabels: COLOURS, loops: true }));
}

/** The lib/grid graph of a position (ground vertex "g", others "v1", "v2", …). O(E). */
export function toGraph(p: HackenbushPosition): LabelledGraph {
  const names = Array.from({ length: p.vertices }, (_, i) => (i === 0 ? "g" : `v${i}`));
  return { names, labels: names.map((_, i) => (i === 0 ? "ground" : "")), edges: p.edges, directed: false };
}

/** The picture of a position (parse(format(p)) equals p). O(E). */
export function format(p: HackenbushPosition): string {
  return formatGraph(toGraph(p));
}

const EDGE_STROKE: Record<string, string> = { B: "#1f5fd1", R: "#d12a1f", G: "#1a9c3a" };

/** An SVG drawing: the ground as a brown line, edges in their colours. O(V + E). */
export function draw(p: HackenbushPosition): string {
  return graphSvg(toGraph(p), { vertexFill: () => "#222", edgeStroke: (c) => EDGE_STROKE[c] ?? "#333", roots: [0], ground: true, title: "Hackenbush" });
}

/**
 * A position from vertex count and edges (vertex 0 the ground): checks the vertex indices and
 * colours (InputError naming the edge), drops edges not connected to the ground. O(E log E).
 */
export function position(vertices: number, edges: readonly { readonly from: number; readonly to: number; readonly label: string }[]): HackenbushPosition {
  if (!Number.isInteger(vertices) || vertices < 1) throw new InputError(`Hackenbush: vertices must be an integer ≥ 1 (vertex 0 is the ground), got ${vertices}`);
  edges.forEach((e, i) => {
    for (const v of [e.from, e.to]) if (!Number.isInteger(v) || v < 0 || v >= vertices) throw new InputError(`Hackenbush: edge ${i} goes to vertex ${v}, which is missing (vertices are 0..${vertices - 1})`, `edge ${i}`);
    if (!COLOURS.includes(e.label)) throw new InputError(`Hackenbush: edge ${i} has colour ${JSON.stringify(e.label)}; colours are B, R, G`, `edge ${i}`);
  });
  return grounded(vertices, edges.map((e) => ({ from: e.from, to: e.to, label: e.label })));
}

/** A stalk of the given colours from the ground up, e.g. stalk("BRG"). Throws InputError for another letter. O(length). */
export function stalk(colours: string): HackenbushPosition {
  const edges: GraphEdge[] = [];
  [...colours].forEach((c, i) => {
    if (!COLOURS.includes(c)) throw new InputError(`Hackenbush stalk: colours are B, R, G, got ${JSON.stringify(c)}`, `index ${i}`);
    edges.push({ from: i, to: i + 1, label: c });
  });
  return new HackenbushPicture(colours.length + 1, edges);
}

/** Several stalks side by side ("BR RR G"). O(length). */
export function stalks(colours: string): HackenbushPosition {
  const edges: GraphEdge[] = [];
  let next = 1;
  for (const s of colours.split(/\s+/).filter((x) => x !== "")) {
    [...s].forEach((c, i) => {
      if (!COLOURS.includes(c)) throw new InputError(`Hackenbush stalks: colours are B, R, G, got ${JSON.stringify(c)}`);
      edges.push({ from: i === 0 ? 0 : next - 1, to: next++, label: c });
    });
  }
  return grounded(next, edges);
}

function isPosition(x: unknown): boolean {
  const p = x as HackenbushPosition | null;
  return typeof p === "object" && p !== null && Number.isInteger(p.vertices) && Array.isArray(p.edges);
}

/**
 * Blue-Red-Green Hackenbush as a partizan ruleset. Move generation costs O(E² log E) per position
 * (each cut re-grounds the graph); the game tree is exponential in the number of edges.
 */
export const ruleset: PartizanRuleset<HackenbushPosition> = definePartizan<HackenbushPosition>({
  name: "Hackenbush",
  leftOptions: (p) => options(p, "B"),
  rightOptions: (p) => options(p, "R"),
  key,
  isPosition,
  components,
  normalize,
  knownValue,
  parse,
  format,
  draw,
});

/**
 * Childish Hackenbush (CGSuite's ChildishHackenbush, whose childish colours are blue and red): as
 * Hackenbush, but a blue or red edge may only be cut when its removal leaves every other edge connected
 * to the ground; green edges are cut as usual. Components and the colour
 * swap still hold; the shortcuts do not (a string is not Berlekamp's number here). Move generation
 * O(E² log E) per position.
 */
export const childish: PartizanRuleset<HackenbushPosition> = definePartizan<HackenbushPosition>({
  name: "Childish Hackenbush",
  leftOptions: (p) => options(p, "B", true),
  rightOptions: (p) => options(p, "R", true),
  key,
  isPosition,
  components,
  normalize,
  parse,
  format,
  draw,
});

/** Childish Hackenbush without components or symmetry: a plain search for cross-checks. */
export const plainChildish: PartizanRuleset<HackenbushPosition> = definePartizan<HackenbushPosition>({
  name: "Childish Hackenbush (plain)",
  leftOptions: (p) => options(p, "B", true),
  rightOptions: (p) => options(p, "R", true),
  key,
  format,
});

/** The same ruleset without shortcuts, components or symmetries: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<HackenbushPosition> = definePartizan<HackenbushPosition>({
  name: "Hackenbush (plain)",
  leftOptions: (p) => options(p, "B"),
  rightOptions: (p) => options(p, "R"),
  key,
  format,
});
