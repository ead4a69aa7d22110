/**
 * Worker-thread entry of the warm worker pool (worker.ts). A worker stays alive between jobs and
 * runs one job at a time, each a message from the parent:
 *  - `call`: resolve a dotted export path of the compiled library ("studies.konane.growthTable"),
 *    call it and post back its result (or error), with progress reports;
 *  - `sweep`: a value or outcome sweep of a ruleset (an export path, or a module file loaded by
 *    path) over an encoded family (transfer.ts), posting each row as soon as it is computed (so the
 *    parent keeps the rows done when it terminates the worker on an interrupt), then the stop.
 * Not imported by anything; loaded by file path.
 */
import { parentPort } from "node:worker_threads";
import { InputError, type BudgetLimits, type Progress } from "../util";
import { sweep, valueSweepEvaluator, outcomeSweepEvaluator, positionText } from "../solvers";
import { resolveExport } from "./exports";
import { loadRulesetModule, isRuleset } from "./modules";
import { exportAt } from "./registry";
import { decodeFamily, decodeGames, encodeGames, type EncodedFamily } from "./transfer";
import type { Ruleset } from "../ruleset";

/** A call of an exported function. */
export interface CallMessage {
  readonly type: "call";
  readonly id: number;
  readonly exportPath: string;
  readonly args: unknown[];
  readonly withProgress: boolean;
}

/** A sweep of a ruleset over an encoded family. */
export interface SweepMessage {
  readonly type: "sweep";
  readonly id: number;
  readonly kind: "value" | "outcome";
  /** An export path of the library, or a module file (absolute path) and its export. */
  readonly ruleset: string | { readonly module: string; readonly exportName?: string };
  readonly family: EncodedFamily;
  readonly budget?: BudgetLimits;
  readonly perPosition?: BudgetLimits;
  /** Search in the engines' debug mode. */
  readonly debug?: boolean;
  readonly withProgress: boolean;
}

function rulesetOf(ref: SweepMessage["ruleset"]): Ruleset<unknown> {
  if (typeof ref === "string") {
    const r = exportAt(ref);
    if (!isRuleset(r)) throw new InputError(`"${ref}" is not a ruleset exported by cgtlab`);
    return r;
  }
  return loadRulesetModule(ref.module, ref.exportName);
}

async function call(msg: CallMessage): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolves the library (CommonJS build) at run time, in the worker thread, without an import cycle
  const target = resolveExport(require("../index") as object, msg.exportPath);
  const callArgs = decodeGames(msg.args) as unknown[];
  if (msg.withProgress) {
    const onProgress = (p: Progress) => { parentPort!.postMessage({ type: "progress", id: msg.id, progress: p }); };
    const last = callArgs[callArgs.length - 1];
    if (typeof last === "object" && last !== null && !Array.isArray(last)) {
      callArgs[callArgs.length - 1] = { ...(last as object), onProgress };
    } else {
      callArgs.push({ onProgress });
    }
  }
  const result = await target(...callArgs);
  parentPort!.postMessage({ type: "result", id: msg.id, result: encodeGames(result) });
}

function runSweep(msg: SweepMessage): void {
  const r = rulesetOf(msg.ruleset);
  const positions = decodeFamily(r, msg.family);
  const label = (p: unknown) => positionText(r, p);
  const evaluate = msg.kind === "value" ? valueSweepEvaluator(r, label, msg.debug === true) : outcomeSweepEvaluator(r, label, msg.debug === true);
  const onProgress = msg.withProgress ? (p: Progress) => { parentPort!.postMessage({ type: "progress", id: msg.id, progress: p }); } : undefined;
  const result = sweep(
    positions,
    (p, i, budget) => {
      const row = evaluate(p, i, budget);
      // The parent has the positions: a row crosses without its position.
      const { position: _position, ...rest } = row as { position: unknown };
      parentPort!.postMessage({ type: "row", id: msg.id, row: rest });
      return i;
    },
    { budget: msg.budget, perPosition: msg.perPosition, onProgress, label },
  );
  parentPort!.postMessage({ type: "result", id: msg.id, result: { rows: result.rows.length, stopped: result.stopped } });
}

parentPort!.on("message", (msg: CallMessage | SweepMessage) => {
  const run = async (): Promise<void> => {
    if (msg.type === "sweep") runSweep(msg);
    else await call(msg);
  };
  run().catch((err: unknown) => {
    const e = err instanceof Error ? err : new Error(String(err));
    parentPort!.postMessage({ type: "error", id: msg.id, name: e.name, message: e.message, stack: e.stack });
  });
});
