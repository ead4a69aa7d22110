/**
 * The graph and strip rulesets of issue 14, measured side by side in one run: each ruleset's full
 * engine (components, symmetry folding, knownValue shortcuts) against the same moves searched by a
 * plain engine without them (a fresh Engine for every measurement, so no table is shared), and
 * Berlekamp's rule against the search for Hackenbush strings.
 */
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { colsnort, digraph, hackenbush, kayles, toadsfrogs, toppling } from "../lib/games";
import { definePartizan, type Ruleset } from "../lib/ruleset";
import { Engine } from "../lib/solvers";

function timeFamily<P>(ruleset: Ruleset<P>, positions: readonly P[]): { ms: number; value: number } {
  return bestOf(3, () => {
    const e = new Engine(ruleset);
    let s = 0;
    for (const p of positions) s += ruleset.kind === "partizan" ? (e.value(p) as number) : e.nimValue(p);
    return s;
  });
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const pair = <P>(label: string, full: Ruleset<P>, plain: Ruleset<P>, positions: readonly P[]): void => {
    // warm-up of both (JIT and the shared game store), then the measured runs
    timeFamily(full, positions);
    timeFamily(plain, positions);
    const a = timeFamily(full, positions);
    const b = timeFamily(plain, positions);
    rows.push({ name: `${label}: full ruleset`, ms: a.ms, positions: positions.length });
    rows.push({ name: `${label}: plain search (no components, symmetry, shortcut)`, ms: b.ms, positions: positions.length });
    ratios[`${label.toLowerCase().replace(/[^a-z0-9]+/g, "_")}_plain_over_full_time`] = b.ms / a.ms;
  };
  const plainOf = <P>(r: Ruleset<P>): Ruleset<P> =>
    r.kind === "partizan" ? definePartizan<P>({ name: `${r.name} (plain)`, leftOptions: r.leftOptions, rightOptions: r.rightOptions, key: r.key }) : r;

  // Hackenbush: all 2^10 blue-red strings of 10 edges, Berlekamp's rule vs the plain search
  const strings = Array.from({ length: 1024 }, (_, m) => Array.from({ length: 10 }, (_, i) => ((m >> i) & 1 ? "R" : "B")).join(""));
  timeFamily(hackenbush.plainRuleset, strings.map((s) => hackenbush.stalk(s))); // warm-up: JIT and game store
  const rule = bestOf(3, () => strings.reduce((s, t) => s + (hackenbush.stringValue(t) as number), 0));
  const search = timeFamily(hackenbush.plainRuleset, strings.map((s) => hackenbush.stalk(s)));
  rows.push({ name: "Hackenbush: 1024 blue-red strings of 10 edges by Berlekamp's rule", ms: rule.ms });
  rows.push({ name: "Hackenbush: the same strings by the plain search", ms: search.ms });
  ratios["hackenbush_strings_search_over_berlekamp_time"] = search.ms / rule.ms;
  pair("Hackenbush stalks GBRBR", hackenbush.ruleset, hackenbush.plainRuleset, [2, 4, 6, 8].map((n) => hackenbush.stalks(("G" + "BR".repeat(n)).slice(0, n) + " RGB GG")));

  pair("Toads and Frogs t^4..f^4", toadsfrogs.ruleset, toadsfrogs.plainRuleset, ["tttt..ffff"]);
  pair("Toppling Dominoes rows of 9", toppling.ruleset, toppling.plainRuleset, Array.from({ length: 512 }, (_, m) => Array.from({ length: 9 }, (_, i) => ((m >> i) & 1 ? "r" : "l")).join("")));
  pair("Snort paths 2..10", colsnort.snort, plainOf(colsnort.snort), Array.from({ length: 9 }, (_, i) => colsnort.path(i + 2)));
  pair("Node Kayles paths 2..16", kayles.nodeKayles, kayles.plainNodeKayles, Array.from({ length: 15 }, (_, i) => kayles.path(i + 2)));
  const cycle = (n: number) => digraph.fromEdges(Array.from({ length: n }, (_, i) => (i % 2 ? "R" : "L")).join(""), Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as [number, number]));
  pair("Digraph Placement alternating cycles 4..12", digraph.ruleset, digraph.plainRuleset, Array.from({ length: 9 }, (_, i) => cycle(i + 4)));
  void cgt;
  return { topic: "rulesets-graphs", rows, ratios, notes: ["each measurement is the best of 3, each with a fresh Engine (no shared tables), after one warm-up run of both sides (the game store is shared)"] };
}
