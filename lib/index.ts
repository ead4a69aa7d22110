/**
 * cgtlab — combinatorial game theory workbench.
 *
 * Layers (each imports only from those above it in this list):
 *   util (budgets, errors) → cgt (short games) → grid → ruleset (ruleset interfaces) → games/* (rules) →
 *   solvers (generic engines) → studies/* (reproductions of the seed documents) → notebook (tslab, plotly, danfo).
 *
 * In a notebook: `import { cgt, ruleset, games, solvers, studies, notebook } from "cgtlab";`
 */
export * as util from "./util";
export * as cgt from "./cgt";
export * as grid from "./grid";
export * as ruleset from "./ruleset";
export * as games from "./games";
export * as solvers from "./solvers";
export * as studies from "./studies";
export * as notebook from "./notebook";
