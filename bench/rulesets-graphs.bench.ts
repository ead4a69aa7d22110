/**
 * The graph and strip rulesets of issue 14, measured side by side in one run: each ruleset's full
 * engine (components, symmetry folding, knownValue shortcuts) against the same moves searched by a
 * plain engine without them (a fresh Engine for every measurement, so no table is shared), and
 * Berlekamp's rule against the search for Hackenbush strings.
 */
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { colsnort, digraph, fjords, hackenbush, kayles, toadsfrogs, toppling } from "../lib/games";
import { defineImpartial, definePartizan, type Ruleset, type Symmetry } from "../lib/ruleset";
import { Engine } from "../lib/solvers";
import { clearCanonicalGraphCache } from "../lib/grid";

function timeFamily<P>(ruleset: Ruleset<P>, positions: readonly P[]): { ms: number; value: number } {
  return bestOf(3, () => {
    clearCanonicalGraphCache(); // a cold start for the isomorphism folding too (its keys are memoised)
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

  // Graph isomorphism folding (lib/grid canonicalGraphKey as `normalize`) against the same ruleset
  // keyed as before it: the plain key folded only over the colour/player swap (none for Kayles).
  const isoPair = <P>(label: string, folded: Ruleset<P>, positions: readonly P[], swap?: Symmetry<P>): void => {
    const { normalize: _n, ...rest } = folded;
    void _n;
    const before: Ruleset<P> =
      rest.kind === "partizan"
        ? definePartizan<P>({ ...rest, name: `${folded.name} (swap only)`, symmetries: swap ? [swap] : undefined })
        : defineImpartial<P>({ ...rest, name: `${folded.name} (no folding)`, symmetries: swap ? [swap] : undefined });
    timeFamily(folded, positions);
    timeFamily(before, positions);
    const a = timeFamily(folded, positions);
    const b = timeFamily(before, positions);
    rows.push({ name: `${label}: isomorphism folding`, ms: a.ms, positions: positions.length });
    rows.push({ name: `${label}: without it (plain key${swap ? " + swap" : ""})`, ms: b.ms, positions: positions.length });
    ratios[`${label.toLowerCase().replace(/[^a-z0-9]+/g, "_")}_unfolded_over_folded_time`] = b.ms / a.ms;
  };
  const gridGraph = (rows: number, cols: number) => {
    const es: string[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        if (c + 1 < cols) es.push(`v${r}_${c}-v${r}_${c + 1}`);
        if (r + 1 < rows) es.push(`v${r}_${c}-v${r + 1}_${c}`);
      }
    const vs = Array.from({ length: rows * cols }, (_, i) => `v${Math.floor(i / cols)}_${i % cols}`);
    return `${vs.join(" ")} ; ${es.join(" ")}`;
  };
  const colSwap = { name: "swap the players", apply: colsnort.swapPlayers, swapsPlayers: true };
  isoPair("Snort paths 2..14", colsnort.snort, Array.from({ length: 13 }, (_, i) => colsnort.path(i + 2)), colSwap);
  isoPair("Snort 2xn grids n = 2..4", colsnort.snort, [2, 3, 4].map((n) => colsnort.parse(gridGraph(2, n), "snort")), colSwap);
  isoPair("Col 2xn grids n = 2..5", colsnort.col, [2, 3, 4, 5].map((n) => colsnort.parse(gridGraph(2, n), "col")), colSwap);
  isoPair("Node Kayles paths 2..40", kayles.nodeKayles, Array.from({ length: 39 }, (_, i) => kayles.path(i + 2)));
  isoPair("Node Kayles 3xn grids n = 2..6", kayles.nodeKayles, [2, 3, 4, 5, 6].map((n) => kayles.parse(gridGraph(3, n))));
  isoPair("Arc Kayles 2xn grids n = 2..6", kayles.arcKayles, [2, 3, 4, 5, 6].map((n) => kayles.parse(gridGraph(2, n))));
  isoPair("Digraph Placement alternating cycles 4..14", digraph.ruleset, Array.from({ length: 11 }, (_, i) => cycle(i + 4)), { name: "swap colours", apply: digraph.swapColours, swapsPlayers: true });
  isoPair("Hackenbush green-blue-red trees", hackenbush.ruleset, ["g:ground a b c d e f g2 h i ; g-a:G a-b:B a-c:B b-d:R c-e:R d-f:G e-g2:G b-h:B c-i:B", "g:ground a b c d e f g2 h i j ; g-a:B a-b:G a-c:G b-d:R c-e:R d-f:B e-g2:B f-h:R g2-i:R a-j:G"].map((t) => hackenbush.parse(t)), { name: "swap blue and red", apply: hackenbush.swapColours, swapsPlayers: true });
  isoPair("Fjords L.{n}R strips n = 1..10", fjords.ruleset, Array.from({ length: 10 }, (_, i) => fjords.path("L" + ".".repeat(i + 1) + "R")), { name: "swap the players", apply: fjords.swapPlayers, swapsPlayers: true });
  void cgt;
  return { topic: "rulesets-graphs", rows, ratios, notes: ["each measurement is the best of 3, each with a fresh Engine (no shared tables), after one warm-up run of both sides (the game store is shared)"] };
}
