/**
 * cgtlab — combinatorial game theory workbench.
 *
 * Layers (each imports only from those above it in this list):
 *   util (budgets, errors, bits, hash tables) → cgt (short games) → grid (grid toolkit) → games/* → analysis/* → notebook (tslab, plotly, danfo).
 *
 * In a notebook: `import { cgt, games, analysis, notebook } from "cgtlab";`
 */
export * as util from "./util";
export * as cgt from "./cgt";
export * as grid from "./grid";
export * as games from "./games";
export * as analysis from "./analysis";
export * as notebook from "./notebook";
