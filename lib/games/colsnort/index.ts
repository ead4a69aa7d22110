/**
 * Col and Snort on graphs (Winning Ways, vol. 1, ch. 2; Lessons in Play; CGSuite's game.graph.Col /
 * Snort): players take turns colouring an uncoloured vertex, Left blue and Right red. In Col a vertex
 * may not get the colour of a neighbour; in Snort it may not get a colour different from a
 * neighbour's. One ruleset per rule, the rule being the parameter ({@link colSnort}).
 *
 * Positions keep only the uncoloured vertices that someone may still colour, labelled by who may:
 * 1 = only Left, 2 = only Right, 3 = both; colouring a vertex removes it and takes the forbidden colour
 * away from its neighbours. Pictures use the lib/grid graph syntax with vertex tints as in Winning
 * Ways and CGSuite: `L` = tinted blue (a neighbour is blue), `R` = tinted red, none = untinted:
 * `a b:L c ; a-b b-c`; an edge to an undeclared vertex is an InputError naming it.
 *
 * @module
 */
import * as cgt from "../../cgt";
import { foldedGraphKey, formatGraph, graphSvg, inducedSubgraph, labelledGraphOf, makeVertexGraph, parseGraph, vertexGraph, vertexGraphComponents, vertexGraphKey, type VertexGraph } from "../../grid";
import { definePartizan, longestPlay, type PartizanRuleset } from "../../ruleset";
import { checkInteger, InputError } from "../../util";

/** Which game: "col" (no neighbour of the same colour) or "snort" (no neighbour of the other colour). */
export type ColSnortRule = "col" | "snort";

/** A position: uncoloured vertices labelled 1 (Left may colour), 2 (Right may), 3 (both). */
export type ColSnortPosition = VertexGraph;

const LEFT = 1;
const RIGHT = 2;

/** Colour vertex v for `player` (1 Left, 2 Right) under `rule`; drop vertices nobody may colour. O(V + E). */
function colour(p: ColSnortPosition, v: number, player: number, rule: ColSnortRule): ColSnortPosition {
  const labels = [...p.labels];
  const forbid = rule === "col" ? player : 3 - player;
  for (const u of p.adj[v]!) labels[u]! &= ~forbid;
  const keep = labels.map((l, u) => u !== v && l !== 0);
  return inducedSubgraph(makeVertexGraph(labels, p.adj), keep);
}

function options(p: ColSnortPosition, player: number, rule: ColSnortRule): ColSnortPosition[] {
  const out: ColSnortPosition[] = [];
  p.labels.forEach((l, v) => {
    if (l & player) out.push(colour(p, v, player, rule));
  });
  return out;
}

/** Swap who may colour each vertex (the value is negated). O(V). */
export function swapPlayers(p: ColSnortPosition): ColSnortPosition {
  return makeVertexGraph(p.labels.map((l) => ((l & 1) << 1) | ((l & 2) >> 1)), p.adj);
}

/** Labels under the player swap: 1 (Left may colour) ↔ 2 (Right may), 3 (both) stays. */
const SWAP_PLAYERS: readonly number[] = [0, 2, 1, 3];

/**
 * Folded key: the canonical labelling (lib/grid `canonicalGraphKey`) of the position and of its
 * player swap, the lesser, negated when it is the swap's (lib/grid `foldedGraphKey`): isomorphic
 * positions share a table entry. Cost: two canonical labellings (see lib/grid/canonical.ts): O(V)
 * for paths, O(V²) for cycles and trees, a refinement search otherwise.
 */
export function normalize(p: ColSnortPosition): { key: string; negated: boolean } {
  const f = foldedGraphKey(p, false, SWAP_PLAYERS);
  return { key: f.key, negated: f.swapped };
}

/**
 * Values known without search: no vertices 0; a graph without edges is (#Left-only − #Right-only)
 * plus * when an odd number of vertices are open to both. O(V + E). (Rule-independent; see
 * {@link colSnortKnownValue} for the shortcut the rulesets use.)
 */
export function knownValue(p: ColSnortPosition): cgt.Game | undefined {
  if (p.adj.some((a) => a.length > 0)) return undefined;
  let n = 0;
  let both = 0;
  for (const l of p.labels) {
    if (l === 3) both++;
    else if (l === 1) n++;
    else n--;
  }
  return cgt.add(cgt.integer(n), cgt.nimber(both & 1));
}

/** Most positions {@link colSnortKnownValue} explores for a one-player position before leaving it to the engine. */
const ONE_SIDED_LIMIT = 4096;

/**
 * The rulesets' shortcut: {@link knownValue} (edgeless graphs), and positions where only one player
 * may colour any vertex. A move only takes colours away from vertices (labels lose bits, never gain
 * them), so if no vertex is open to Right, Right never moves: the value is the length of Left's longest
 * play (lib/ruleset `longestPlay`, Winning Ways vol. 1 ch. 1: {n|} = n + 1), negated for Right. In Snort
 * Left's colouring forbids red only, so every vertex gets coloured and the length is V; in Col it is
 * the largest independent set. Explores at most 4,096 positions, else undefined (the engine searches).
 * Cost O(V + E) to test, then O(min(reachable, 4,096) · V · (V + E)).
 */
export function colSnortKnownValue(rule: ColSnortRule): (p: ColSnortPosition) => cgt.Game | undefined {
  checkRule(rule);
  return (p) => {
    const k = knownValue(p);
    if (k !== undefined) return k;
    let any = 0;
    for (const l of p.labels) any |= l;
    if (any !== LEFT && any !== RIGHT) return undefined;
    if (rule === "snort") return cgt.integer(any === LEFT ? p.labels.length : -p.labels.length);
    const n = longestPlay((q: ColSnortPosition) => options(q, any, rule), vertexGraphKey, p, ONE_SIDED_LIMIT, p.labels.length);
    return n === undefined ? undefined : cgt.integer(any === LEFT ? n : -n);
  };
}

/** Label (who may colour: 1 Left, 2 Right, 3 both) of a vertex with tint letter "", "L" (a blue neighbour) or "R" (a red neighbour). */
function labelOfTint(tint: string, rule: ColSnortRule): number {
  if (tint === "") return 3;
  const blueNeighbour = tint === "L";
  // Col: a blue neighbour forbids blue (only Right may colour); Snort: it forbids red (only Left may)
  return rule === "col" ? (blueNeighbour ? RIGHT : LEFT) : blueNeighbour ? LEFT : RIGHT;
}

/**
 * Read a picture such as `"a:R b c:L ; a-b b-c"` under a rule. As in Winning Ways and CGSuite, a
 * vertex letter is a tint: `L` = next to a blue vertex, `R` = next to a red one, none = untinted.
 * Errors name the token and its column. O(V + E).
 */
export function parse(picture: string, rule: ColSnortRule = "col"): ColSnortPosition {
  checkRule(rule);
  const g = parseGraph(picture, { game: rule === "col" ? "Col" : "Snort", vertexLabels: ["", "L", "R"] });
  return vertexGraph(g.labels.map((t) => labelOfTint(t, rule)), g.edges, false);
}

/** The picture of a position under a rule (tint letters as in {@link parse}; vertices v0, v1, …). O(V + E). */
export function format(p: ColSnortPosition, rule: ColSnortRule = "col"): string {
  return formatGraph(labelledGraphOf(p, (l) => tintOf(l, rule), false));
}

function tintOf(label: number, rule: ColSnortRule): string {
  if (label === 3) return "";
  return (label === LEFT) === (rule === "snort") ? "L" : "R";
}

function checkRule(rule: unknown): asserts rule is ColSnortRule {
  if (rule !== "col" && rule !== "snort") throw new InputError(`Col/Snort: the rule must be "col" or "snort", got ${JSON.stringify(rule)}`, "parameter rule");
}

/**
 * The Col or Snort ruleset. Options cost O(V·(V + E)) per position; the game tree is exponential in V.
 * Components are the connected components (isolated vertices get their value from `knownValue`).
 */
export function colSnort(rule: ColSnortRule): PartizanRuleset<ColSnortPosition> {
  checkRule(rule);
  const name = rule === "col" ? "Col" : "Snort";
  return definePartizan<ColSnortPosition>({
    name,
    leftOptions: (p) => options(p, LEFT, rule),
    rightOptions: (p) => options(p, RIGHT, rule),
    key: vertexGraphKey,
    components: vertexGraphComponents,
    normalize,
    knownValue: colSnortKnownValue(rule),
    parse: (picture) => parse(picture, rule),
    format: (p) => format(p, rule),
    draw: (p) => graphSvg(labelledGraphOf(p, (l) => tintOf(l, rule), false), { vertexFill: (t) => (t === "L" ? "#9db8ef" : t === "R" ? "#ef9d9d" : "#fff"), title: name }),
  });
}

/** Col on graphs. */
export const col: PartizanRuleset<ColSnortPosition> = colSnort("col");
/** Snort on graphs. */
export const snort: PartizanRuleset<ColSnortPosition> = colSnort("snort");

/** A path of n uncoloured vertices. O(n). */
export function path(n: number): ColSnortPosition {
  checkInteger(n, "path(): n", { min: 0, max: 1_000_000 }); // a search is hopeless long before 10^6 vertices
  return vertexGraph(new Array<number>(n).fill(3), Array.from({ length: Math.max(0, n - 1) }, (_, i) => ({ from: i, to: i + 1 })), false);
}
