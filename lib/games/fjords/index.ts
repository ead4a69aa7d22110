/**
 * Fjords on graphs, as CGSuite defines it (`game.graph.Fjords := GenCol([Left], [Right])` in
 * CGSuite's lib/core/.../game/graph/constants.cgs): a territory game on a graph whose vertices are
 * neutral or marked for one player. A player claims a vertex marked for them; the claimed vertex
 * leaves the graph, its neutral neighbours become marked for the claimer, and its neighbours marked
 * for the opponent leave the graph (they now touch both territories: nobody may claim them). Neutral
 * vertices cannot be claimed until a claimed neighbour marks them. This is Snort's update rule
 * (CGSuite's Snort is `GenCol([Nothing, Left], [Nothing, Right])`) without Snort's moves on unmarked
 * vertices: on a graph without neutral vertices Fjords and Snort coincide (tested).
 *
 * Positions are lib/grid vertex graphs with labels 0 = neutral, 1 = Left may claim, 2 = Right may
 * claim. Pictures use the lib/grid graph syntax with CGSuite's letters: `a:L b c:R ; a-b b-c`, and
 * {@link path} reads CGSuite-style strips such as `"L..R"`.
 *
 * @module
 */
import * as cgt from "../../cgt";
import { foldedGraphKey, formatGraph, graphSvg, inducedSubgraph, isConnected, labelledGraphOf, parseGraph, vertexGraph, vertexGraphComponents, vertexGraphKey, type VertexGraph } from "../../grid";
import { definePartizan, type PartizanRuleset } from "../../ruleset";
import { InputError } from "../../util";

/** A Fjords position: vertex labels 0 (neutral), 1 (Left may claim), 2 (Right may claim). */
export type FjordsPosition = VertexGraph;

const LEFT = 1;
const RIGHT = 2;

/** The position after `player` (1 Left, 2 Right) claims vertex v (which must be marked for them). O(V + E). */
function claim(p: FjordsPosition, v: number, player: number): FjordsPosition {
  const labels = [...p.labels];
  const keep = p.labels.map(() => true);
  keep[v] = false;
  for (const u of p.adj[v]!) {
    if (labels[u] === 0) labels[u] = player;
    else if (labels[u] !== player) keep[u] = false;
  }
  return inducedSubgraph({ labels, adj: p.adj }, keep);
}

function options(p: FjordsPosition, player: number): FjordsPosition[] {
  const out: FjordsPosition[] = [];
  p.labels.forEach((l, v) => {
    if (l === player) out.push(claim(p, v, player));
  });
  return out;
}

/** Swap the two players' marks (the value is negated). O(V). */
export function swapPlayers(p: FjordsPosition): FjordsPosition {
  return { labels: p.labels.map((l) => (l === 0 ? 0 : 3 - l)), adj: p.adj };
}

/**
 * Values known without search, for a connected position (a component): with no vertex marked for
 * anyone it is 0 (no move can ever be made); with marks for one player only it is ±(number of
 * vertices): the other player never gets a mark (marks come only from one's own claims), no claim
 * removes a vertex, and every part left after a claim touches the claimed vertex, so its neighbour
 * there is marked — every play claims all n vertices, one move each, and a game in which only Left
 * moves, always exactly n times, is the integer n (Lessons in Play, ch. 4, integers). Else undefined.
 * O(V + E).
 */
export function knownValue(p: FjordsPosition): cgt.Game | undefined {
  let left = 0;
  let right = 0;
  for (const l of p.labels) {
    if (l === LEFT) left++;
    else if (l === RIGHT) right++;
  }
  if (left > 0 && right > 0) return undefined;
  if (left === 0 && right === 0) return cgt.ZERO;
  if (!isConnected(p.adj)) return undefined;
  return cgt.integer(left > 0 ? p.labels.length : -p.labels.length);
}

/** Read a picture `"a:L b c:R ; a-b b-c"` (L = Left may claim, R = Right may, none = neutral). Errors name the token and its column. O(V + E). */
export function parse(picture: string): FjordsPosition {
  const g = parseGraph(picture, { game: "Fjords", vertexLabels: ["", "L", "R"] });
  return vertexGraph(g.labels.map((l) => (l === "L" ? LEFT : l === "R" ? RIGHT : 0)), g.edges, false);
}

const letter = (l: number): string => (l === LEFT ? "L" : l === RIGHT ? "R" : "");

/** The picture of a position (vertices v0, v1, …). O(V + E). */
export function format(p: FjordsPosition): string {
  return formatGraph(labelledGraphOf(p, letter, false));
}

/**
 * A path from a strip picture, one character per vertex as in CGSuite's graph strings: `L` (Left may
 * claim), `R` (Right may), `.` (neutral), e.g. `"L...R"`. InputError naming a bad character's column. O(n).
 */
export function path(strip: string): FjordsPosition {
  if (typeof strip !== "string") throw new InputError(`Fjords path: a strip must be a string such as "L..R", got ${typeof strip}`);
  const labels = [...strip].map((c, i) => {
    if (c === "L") return LEFT;
    if (c === "R") return RIGHT;
    if (c === ".") return 0;
    throw new InputError(`Fjords path: unexpected character ${JSON.stringify(c)}; use L (Left may claim), R (Right may claim) or . (neutral)`, `column ${i + 1}`);
  });
  return vertexGraph(labels, labels.slice(1).map((_, i) => ({ from: i, to: i + 1 })), false);
}

/** Labels under the player swap: 1 (Left may claim) ↔ 2 (Right may), 0 (neutral) stays. */
const SWAP_PLAYERS: readonly number[] = [0, 2, 1];

/**
 * Folded key: the canonical labelling of the position and of its player swap (lib/grid
 * `canonicalGraphKey`), the lesser one, negated when it is the swap's (lib/grid `foldedGraphKey`).
 * Isomorphic positions share a table entry. Cost: that of two canonical labellings: O(V) for
 * strips (paths), O(V²) for cycles and trees, a refinement search otherwise.
 */
export function normalize(p: FjordsPosition): { key: string; negated: boolean } {
  const f = foldedGraphKey(p, false, SWAP_PLAYERS);
  return { key: f.key, negated: f.swapped };
}

const draw = (p: FjordsPosition): string =>
  graphSvg(labelledGraphOf(p, letter, false), { vertexFill: (t) => (t === "L" ? "#9db8ef" : t === "R" ? "#ef9d9d" : "#fff"), title: "Fjords" });

/**
 * Fjords as a partizan ruleset: options O(V·(V + E)) per position, the game tree exponential in V;
 * components are the connected parts that hold a mark; isomorphic positions (and player-swapped
 * ones, negated) share a table entry.
 */
export const ruleset: PartizanRuleset<FjordsPosition> = definePartizan<FjordsPosition>({
  name: "Fjords",
  leftOptions: (p) => options(p, LEFT),
  rightOptions: (p) => options(p, RIGHT),
  key: vertexGraphKey,
  components: (p) => vertexGraphComponents(p).filter((c) => c.labels.some((l) => l !== 0)),
  normalize,
  knownValue,
  parse,
  format,
  draw,
});

/** The same moves without components, symmetry or shortcut: a plain search for cross-checks. */
export const plainRuleset: PartizanRuleset<FjordsPosition> = definePartizan<FjordsPosition>({
  name: "Fjords (plain)",
  leftOptions: (p) => options(p, LEFT),
  rightOptions: (p) => options(p, RIGHT),
  key: vertexGraphKey,
  format,
});
