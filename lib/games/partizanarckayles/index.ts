/**
 * Partizan Arc Kayles (CGSuite's `game.graph.PartizanArcKayles`): a graph whose edges are blue (B,
 * Left's), red (R, Right's) or green (G, either player's). A move picks an edge of one's own colour or
 * a green one and removes both its ends, with every edge touching them. With only green edges it is
 * Arc Kayles (`games.kayles`), whose paths are Dawson's Kayles.
 *
 * Positions are graphs with coloured edges; isolated vertices play no part and are dropped. Pictures
 * use the lib/grid graph syntax with edge colours as labels (`a b c d ; a-b:B b-c:B c-d:R`), and
 * {@link fromStrands} reads CGSuite's strand strings (`"llr"`: a path of a blue, a blue and a red
 * edge; `"lrlr(ll;ree(rl;l))"`: branches in parentheses separated by `;`; `l` blue, `r` red, `e`
 * green). Components are the connected parts; the key folds isomorphic graphs and the colour swap
 * (which negates the value) through lib/grid's canonical labelling of the edge-subdivided graph.
 *
 * @module
 */
import { foldedGraphKey, formatGraph, graphComponents, graphSvg, parseGraph, vertexGraph, type GraphEdge, type LabelledGraph } from "../../grid";
import { definePartizan, type PartizanRuleset } from "../../ruleset";
import { InputError, definePicture } from "../../util";

/** A position: `vertices` vertices (each on some edge) and edges labelled "B", "R" or "G". */
export interface ArcKaylesPosition {
  readonly vertices: number;
  readonly edges: readonly GraphEdge[];
}

const COLOURS: readonly string[] = ["B", "R", "G"];

class ArcKaylesPicture implements ArcKaylesPosition {
  constructor(
    readonly vertices: number,
    readonly edges: readonly GraphEdge[],
  ) {}
}

definePicture(ArcKaylesPicture.prototype, {
  label: (p) => `Partizan Arc Kayles, ${p.edges.length} edge${p.edges.length === 1 ? "" : "s"}`,
  text: (p) => format(p),
  json: (p) => ({ vertices: p.vertices, edges: p.edges, picture: format(p) }),
  svg: (p) => draw(p),
});

/** Keep the vertices on edges, renumbered keeping their order (so tidying twice changes nothing), edges sorted. O(V + E log E). */
function tidy(vertices: number, edges: readonly GraphEdge[]): ArcKaylesPosition {
  const used = new Uint8Array(vertices);
  for (const e of edges) used[e.from] = used[e.to] = 1;
  const map = new Int32Array(vertices);
  let next = 0;
  for (let v = 0; v < vertices; v++) map[v] = used[v] ? next++ : -1;
  const out = edges.map((e) => ({ from: map[Math.min(e.from, e.to)], to: map[Math.max(e.from, e.to)], label: e.label }));
  out.sort((x, y) => x.from - y.from || x.to - y.to || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0));
  return new ArcKaylesPicture(next, out);
}

/** The options of a player: one per edge of `colour` or green, its two ends removed. O(E²). */
function options(p: ArcKaylesPosition, colour: string): ArcKaylesPosition[] {
  const out: ArcKaylesPosition[] = [];
  for (const e of p.edges) {
    if (e.label !== colour && e.label !== "G") continue;
    out.push(tidy(p.vertices, p.edges.filter((f) => f.from !== e.from && f.from !== e.to && f.to !== e.from && f.to !== e.to)));
  }
  return out;
}

/** The graph with each edge replaced by a vertex labelled by its colour (1 B, 2 R, 3 G); vertices 0. */
function subdivision(p: ArcKaylesPosition): ReturnType<typeof vertexGraph> {
  const labels: number[] = new Array<number>(p.vertices).fill(0);
  const edges: { from: number; to: number }[] = [];
  p.edges.forEach((e) => {
    const x = labels.length;
    labels.push(1 + COLOURS.indexOf(e.label));
    edges.push({ from: x, to: e.from }, { from: x, to: e.to });
  });
  return vertexGraph(labels, edges, false);
}

/** Subdivision labels under the colour swap: blue (1) ↔ red (2). */
const SWAP_BLUE_RED: readonly number[] = [0, 2, 1, 3];

/**
 * Folded key: the canonical labelling (lib/grid `foldedGraphKey`) of the subdivided graph and of its
 * colour swap, the lesser, negated when it is the swap's. Cost: two canonical labellings of a graph
 * of V + E vertices (linear for paths, a refinement search for irregular graphs).
 */
export function normalize(p: ArcKaylesPosition): { key: string; negated: boolean } {
  const f = foldedGraphKey(subdivision(p), false, SWAP_BLUE_RED);
  return { key: f.key, negated: f.swapped };
}

/** The connected parts, each renumbered. O(E log E). */
function components(p: ArcKaylesPosition): ArcKaylesPosition[] {
  const groups = graphComponents(p.vertices, p.edges);
  const comp = new Int32Array(p.vertices).fill(-1);
  groups.forEach((g, k) => { g.forEach((v) => (comp[v] = k)); });
  const byGroup: GraphEdge[][] = groups.map(() => []);
  for (const e of p.edges) byGroup[comp[e.from]].push(e);
  return byGroup.filter((es) => es.length > 0).map((es) => tidy(p.vertices, es));
}

/** Swap blue and red (the value is negated). O(E log E). */
export function swapColours(p: ArcKaylesPosition): ArcKaylesPosition {
  return tidy(p.vertices, p.edges.map((e) => ({ ...e, label: e.label === "B" ? "R" : e.label === "R" ? "B" : e.label })));
}

/**
 * A position from a vertex count and edges `{ from, to, label }` (label B, R or G): checks indices
 * and colours (InputError naming the edge); loops are not edges of this game. O(E log E).
 */
export function position(vertices: number, edges: readonly { readonly from: number; readonly to: number; readonly label: string }[]): ArcKaylesPosition {
  if (!Number.isSafeInteger(vertices) || vertices < 0) throw new InputError(`Partizan Arc Kayles: vertices must be a non-negative integer, got ${String(vertices)}`);
  if (!Array.isArray(edges as unknown)) throw new InputError("Partizan Arc Kayles: edges must be an array of { from, to, label }");
  edges.forEach((e, i) => {
    for (const v of [e.from, e.to]) if (!Number.isSafeInteger(v) || v < 0 || v >= vertices) throw new InputError(`Partizan Arc Kayles: edge ${i} goes to vertex ${String(v)}, which is missing (vertices are 0..${vertices - 1})`, `edge ${i}`);
    if (e.from === e.to) throw new InputError(`Partizan Arc Kayles: edge ${i} is a loop; an edge joins two vertices`, `edge ${i}`);
    if (!COLOURS.includes(e.label)) throw new InputError(`Partizan Arc Kayles: edge ${i} has colour ${JSON.stringify(e.label)}; colours are B (Left), R (Right), G (either)`, `edge ${i}`);
  });
  return tidy(vertices, edges.map((e) => ({ from: e.from, to: e.to, label: e.label })));
}

/** Read a picture such as `"a b c ; a-b:B b-c:G"` (errors name the token and column). O(length + E log E). */
export function parse(picture: string): ArcKaylesPosition {
  const g = parseGraph(picture, { game: "Partizan Arc Kayles", edgeLabels: COLOURS });
  return tidy(g.names.length, g.edges);
}

const STRAND_COLOUR: Record<string, string> = { l: "B", r: "R", e: "G" };

/**
 * Read CGSuite's strand string of a tree: a run of edge letters is a path (`l` blue, `r` red, `e`
 * green, either case), `(a;b;…)` hangs branches a, b, … at the current vertex, after which the path
 * goes on from that vertex. Throws InputError naming the character and what was expected (an unknown
 * letter, an unmatched parenthesis, an empty branch). O(length).
 */
export function fromStrands(strands: string): ArcKaylesPosition {
  if (typeof strands !== "string") throw new InputError(`Partizan Arc Kayles: a strand string must be a string such as "llr" or "lr(l;r)", got ${typeof strands}`);
  const edges: GraphEdge[] = [];
  let vertices = 1;
  let current = 0;
  const stack: { at: number; open: number; branchStart: number }[] = [];
  for (let i = 0; i < strands.length; i++) {
    const ch = strands[i];
    const where = `character ${i + 1}`;
    const colour = STRAND_COLOUR[ch.toLowerCase()];
    if (colour !== undefined) {
      edges.push({ from: current, to: vertices, label: colour });
      current = vertices++;
    } else if (ch === "(") {
      stack.push({ at: current, open: i, branchStart: edges.length });
    } else if (ch === ";" || ch === ")") {
      const top = stack.at(-1);
      if (top === undefined) throw new InputError(`Partizan Arc Kayles strands "${strands}": "${ch}" outside parentheses; expected an edge letter l, r or e, or "("`, where);
      if (edges.length === top.branchStart) throw new InputError(`Partizan Arc Kayles strands "${strands}": an empty branch before "${ch}"; expected edge letters l, r or e`, where);
      current = top.at;
      top.branchStart = edges.length;
      if (ch === ")") stack.pop();
    } else if (ch !== " ") {
      throw new InputError(`Partizan Arc Kayles strands "${strands}": "${ch}" is not an edge letter (l blue, r red, e green) or one of ( ; )`, where);
    }
  }
  const open = stack.at(-1);
  if (open !== undefined) throw new InputError(`Partizan Arc Kayles strands "${strands}": "(" is never closed by ")"`, `character ${open.open + 1}`);
  return tidy(vertices, edges);
}

/** The lib/grid graph of a position (vertices "v0", "v1", …). O(E). */
export function toGraph(p: ArcKaylesPosition): LabelledGraph {
  const names = Array.from({ length: p.vertices }, (_, i) => `v${i}`);
  return { names, labels: names.map(() => ""), edges: p.edges, directed: false };
}

/** The picture of a position (parse(format(p)) equals p). O(E). */
export function format(p: ArcKaylesPosition): string {
  return formatGraph(toGraph(p));
}

const EDGE_STROKE: Record<string, string> = { B: "#1f5fd1", R: "#d12a1f", G: "#1a9c3a" };

/** An SVG drawing, edges in their colours. O(V + E). */
export function draw(p: ArcKaylesPosition): string {
  return graphSvg(toGraph(p), { vertexFill: () => "#222", edgeStroke: (c) => EDGE_STROKE[c] ?? "#333", title: "Partizan Arc Kayles" });
}

function isPosition(x: unknown): boolean {
  const p = x as ArcKaylesPosition | null;
  if (typeof p !== "object" || p === null || !Number.isSafeInteger(p.vertices) || !Array.isArray(p.edges as unknown)) return false;
  return p.edges.every((e: GraphEdge) => COLOURS.includes(e.label) && e.from >= 0 && e.to >= 0 && e.from < p.vertices && e.to < p.vertices);
}

const key = (p: ArcKaylesPosition): string => `${p.vertices}|${p.edges.map((e) => `${e.from}-${e.to}${e.label}`).join(",")}`;

/**
 * Partizan Arc Kayles as a partizan ruleset (values by `solvers.canonicalValue`). Move generation
 * O(E²) per position; the game tree is exponential in the number of edges.
 */
export const ruleset: PartizanRuleset<ArcKaylesPosition> = definePartizan<ArcKaylesPosition>({
  name: "Partizan Arc Kayles",
  leftOptions: (p) => options(p, "B"),
  rightOptions: (p) => options(p, "R"),
  key,
  isPosition,
  components,
  normalize,
  parse,
  format,
  draw,
});

/** The same moves without components or folding: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<ArcKaylesPosition> = definePartizan<ArcKaylesPosition>({
  name: "Partizan Arc Kayles (plain)",
  leftOptions: (p) => options(p, "B"),
  rightOptions: (p) => options(p, "R"),
  key,
  format,
});
