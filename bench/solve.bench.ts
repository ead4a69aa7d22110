/**
 * The outcome solver (issue 30): nodes and time of `solvers.solve` on Domineering rectangles with
 * the table's three replacement policies at a small and a large table, and with sum simplification
 * off and on; and the two searches side by side, negamax against depth-first proof-number search
 * (`search: "pns"`, df-pn), alternating in one process, three rounds, median times (default table,
 * Left first). Node counts do not depend on the machine's load; times do (the machine may be shared).
 */
import { games, solvers } from "../lib";
import { machineInfo, median, timeIt, type BenchReport, type BenchRow } from "./harness";


export function run(): Promise<BenchReport> {
  const dom = games.domineering;
  const rows: BenchRow[] = [];
  const boards: [number, number][] = [[5, 6], [6, 6]];
  for (const [m, n] of boards) {
    for (const simplify of [false, true]) {
      for (const tableSlots of [1 << 10, 1 << 20]) {
        for (const replacement of ["two-tier", "always", "work"] as const) {
          const t = timeIt(() => solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove: "left", simplify: simplify ? {} : false, tableSlots, replacement }));
          rows.push({ name: `domineering ${m}x${n} left first`, simplify, tableSlots, replacement, winner: t.value.winner, nodes: t.value.nodes, replacements: t.value.table.positions.replacements + t.value.table.sums.replacements, ms: Math.round(t.ms) });
        }
      }
    }
  }
  // negamax against df-pn, alternating, three rounds (nodes are the same each round)
  const searchRatios: Record<string, number> = {};
  for (const [m, n] of boards) {
    for (const simplify of [false, true]) {
      const ms: Record<string, number[]> = { negamax: [], pns: [] };
      const nodesOf: Record<string, number> = {};
      const winners: Record<string, string> = {};
      for (let round = 0; round < 3; round++) {
        for (const search of ["negamax", "pns"] as const) {
          const t = timeIt(() => solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove: "left", simplify: simplify ? {} : false, search }));
          ms[search]!.push(t.ms);
          nodesOf[search] = t.value.nodes;
          winners[search] = t.value.winner;
        }
      }
      if (winners.pns !== winners.negamax) throw new Error(`domineering ${m}x${n} left first: df-pn says ${winners.pns} wins, negamax ${winners.negamax}`);
      for (const search of ["negamax", "pns"] as const) rows.push({ name: `domineering ${m}x${n} left first, search ${search}`, simplify, search, winner: winners[search]!, nodes: nodesOf[search]!, ms: Math.round(median(ms[search]!)) });
      const tag = `${m}x${n}_${simplify ? "simplified" : "plain"}`;
      searchRatios[`nodes_pns_over_negamax_${tag}`] = nodesOf.pns! / nodesOf.negamax!;
      searchRatios[`ms_pns_over_negamax_${tag}`] = median(ms.pns!) / median(ms.negamax!);
    }
  }
  const nodes = (m: number, n: number, simplify: boolean, slots: number, rep: string) => rows.find((r) => r.name === `domineering ${m}x${n} left first` && r.simplify === simplify && r.tableSlots === slots && r.replacement === rep)!.nodes as number;
  return Promise.resolve({
    topic: "solve",
    rows,
    ratios: {
      nodes_plain_over_simplified_6x6: nodes(6, 6, false, 1 << 20, "two-tier") / nodes(6, 6, true, 1 << 20, "two-tier"),
      nodes_always_over_two_tier_6x6_plain_1k_slots: nodes(6, 6, false, 1 << 10, "always") / nodes(6, 6, false, 1 << 10, "two-tier"),
      nodes_work_over_two_tier_6x6_plain_1k_slots: nodes(6, 6, false, 1 << 10, "work") / nodes(6, 6, false, 1 << 10, "two-tier"),
      ...searchRatios,
    },
    notes: [JSON.stringify(machineInfo()), "nodes are the solver's search nodes (states expanded; df-pn counts a state each time it is expanded); ms include the engine's canonical values of small components (a cold engine in the first simplified run)"],
  });
}
