/**
 * Token walk, the impartial loopy game of Smith's theory (C. A. B. Smith, "Graphs and composite
 * games", J. Combin. Theory 1, 1966; Fraenkel and Yesha, "The generalized Sprague-Grundy function and
 * its invariance under certain mappings", 1986; Winning Ways ch. 12): a token sits on a vertex of
 * a fixed directed graph, and a move slides it along an arc. The graph may have cycles, so play
 * may go on for ever (a draw): a loopy impartial ruleset, valued by `solvers.loopyNimValue`
 * (finite k, or ∞(K)).
 *
 * Positions are vertex numbers 0 … n − 1; the graph is given as successor lists, or as a picture
 * of arcs `"0>1 1>2 2>0"`.
 *
 * @module
 */
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { InputError, describeValue } from "../../util";

/**
 * The token walk on a digraph given by successor lists (`successors[v]` = the vertices one move
 * from v; cycles and self-loops allowed). InputError naming the vertex for an arc to a missing
 * vertex. O(V + E) to check; a position's options are its successor list.
 */
export function tokenWalk(successors: readonly (readonly number[])[], name = "Token walk"): ImpartialRuleset<number> {
  if (!Array.isArray(successors) || successors.length === 0) throw new InputError(`tokenWalk(): successors must be a non-empty array of successor lists, got ${describeValue(successors)}`);
  const n = successors.length;
  const succ = successors.map((ws: unknown, v) => {
    if (!Array.isArray(ws)) throw new InputError(`tokenWalk(): the successors of vertex ${v} must be an array of vertices, got ${describeValue(ws)}`, `vertex ${v}`);
    return Object.freeze(
      (ws as unknown[]).map((w) => {
        if (!Number.isInteger(w) || (w as number) < 0 || (w as number) >= n) throw new InputError(`tokenWalk(): vertex ${v} has an arc to ${describeValue(w)}, which is not a vertex (vertices are 0..${n - 1})`, `vertex ${v}`);
        return w as number;
      }),
    );
  });
  return defineImpartial<number>({
    name,
    loopy: true,
    options: (v) => succ[v],
    isPosition: (x) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n,
    parse: (s) => {
      const v = Number(s.trim());
      if (!Number.isInteger(v) || v < 0 || v >= n) throw new InputError(`${name}: a position is a vertex number in 0..${n - 1}, got ${JSON.stringify(s)}`);
      return v;
    },
    format: (v) => String(v),
  });
}

/**
 * A token walk from a picture of arcs `"0>1 1>2 2>0"` (whitespace or commas between arcs) on
 * vertices 0 … n − 1, n one more than the largest vertex named. InputError naming a bad arc. O(length).
 */
export function fromArcs(picture: string, name?: string): ImpartialRuleset<number> {
  if (typeof picture !== "string") throw new InputError(`tokenWalk.fromArcs(): expected a string of arcs such as "0>1 1>0", got ${describeValue(picture)}`);
  const arcs = picture.split(/[\s,]+/).filter((a) => a !== "").map((a, i) => {
    const m = /^(\d+)>(\d+)$/.exec(a);
    if (m === null) throw new InputError(`tokenWalk.fromArcs(): arc ${i + 1} ${JSON.stringify(a)} is not of the form v>w`, `arc ${i + 1}`);
    return [Number(m[1]), Number(m[2])] as const;
  });
  const n = arcs.reduce((m, [a, b]) => Math.max(m, a + 1, b + 1), 1);
  const succ: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of arcs) succ[a].push(b);
  return tokenWalk(succ, name);
}
