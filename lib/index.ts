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

/**
 * Whether this code runs in a tslab kernel that is executing a cell: tslab's jupyter module is
 * loaded in this process and holds the cell's display writer (the test of `notebook.inKernel`,
 * made without loading tslab or the notebook layer). O(1).
 */
function inTslabKernel(): boolean {
  try {
    const jupyter = require.cache[require.resolve("tslab/dist/jupyter")]?.exports as { lastWriteDisplayData?: unknown } | undefined;
    return jupyter?.lastWriteDisplayData != null;
  } catch {
    return false; // tslab is not installed
  }
}

// Every namespace above loads on first use (scripts/compile-lib.mjs compiles `export * as` to a
// getter), except in a tslab kernel: there the notebook layer loads with the package, since
// loading it prepares the kernel (the output queue, user errors shown as one line, the heartbeat
// of long engine calls) before a cell computes anything.
//
// In a kernel every other namespace loads with the package too. A cell runs under V8's
// TerminateExecution on interrupt (vm `breakOnSigint`), which skips every `catch` and `finally`,
// Node's own clean-up of a module that failed to load included: an interrupt landing while a cell's
// first touch of a namespace is loading it left half-evaluated modules in `require.cache`, and
// the library broken until a restart ("G.cellAlphabet is not a function"). So in a kernel the
// namespaces load at `import`, and no later cell loads library code.
if (inTslabKernel()) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads the notebook layer for the kernel set-up its loading performs
  require("./notebook");
  loadEveryNamespace(module.exports as object);
}

/**
 * Touch every namespace loaded on first use (scripts/compile-lib.mjs), depth first, so that all are
 * loaded now. A namespace object built by that transform carries `Symbol.for("cgtlab.isNamespaceLoaded")`;
 * anything else (a function, a value, a namespace compiled from the sources) is left alone. Cost:
 * loading the whole library once (~0.3 s of CPU), then nothing.
 */
function loadEveryNamespace(namespace: object): void {
  if (!(Symbol.for("cgtlab.isNamespaceLoaded") in namespace)) return;
  for (const key of Object.keys(namespace)) {
    const value: unknown = (namespace as Record<string, unknown>)[key];
    if (typeof value === "object" && value !== null) loadEveryNamespace(value);
  }
}
