/**
 * cgtlab — combinatorial game theory workbench.
 *
 * Layers (each imports only from those above it in this list):
 *   util (budgets, errors) → cgt (short games) → grid → ruleset (ruleset interfaces) → games/* →
 *   solvers (generic engines) → analysis/* → notebook (tslab, plotly, danfo).
 *
 * In a notebook: `import { cgt, ruleset, games, solvers, analysis, notebook } from "cgtlab";`
 */
export * as util from "./util";
export * as cgt from "./cgt";
export * as grid from "./grid";
export * as ruleset from "./ruleset";
export * as games from "./games";
export * as solvers from "./solvers";
export * as analysis from "./analysis";
export * as notebook from "./notebook";
