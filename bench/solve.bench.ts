/**
 * The outcome solver (issue 30): nodes and time of `solvers.solve` on Domineering rectangles with
 * the table's three replacement policies at a small and a large table, and with sum simplification
 * off and on. Node counts do not depend on the machine's load; times do (measured one after the
 * other in one process; the machine may be shared).
 */
import { games, solvers } from "../lib";
import { machineInfo, timeIt, type BenchReport, type BenchRow } from "./harness";

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
  const nodes = (m: number, n: number, simplify: boolean, slots: number, rep: string) => rows.find((r) => r.name === `domineering ${m}x${n} left first` && r.simplify === simplify && r.tableSlots === slots && r.replacement === rep)!.nodes as number;
  return Promise.resolve({
    topic: "solve",
    rows,
    ratios: {
      nodes_plain_over_simplified_6x6: nodes(6, 6, false, 1 << 20, "two-tier") / nodes(6, 6, true, 1 << 20, "two-tier"),
      nodes_always_over_two_tier_6x6_plain_1k_slots: nodes(6, 6, false, 1 << 10, "always") / nodes(6, 6, false, 1 << 10, "two-tier"),
      nodes_work_over_two_tier_6x6_plain_1k_slots: nodes(6, 6, false, 1 << 10, "work") / nodes(6, 6, false, 1 << 10, "two-tier"),
    },
    notes: [JSON.stringify(machineInfo()), "nodes are the solver's search nodes (states expanded); ms include the engine's canonical values of small components (a cold engine in the first simplified run)"],
  });
}
