/**
 * Worker-thread entry for {@link runInWorker}: resolves a dotted export path of the compiled
 * cgtlab package (e.g. "studies.konane.growthTable"), calls it and posts back the result,
 * progress reports and errors. Not imported by anything; loaded by file path.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Progress } from "../util";
import { resolveExport } from "./exports";
import { decodeGames, encodeGames } from "./transfer";

interface Job {
  exportPath: string;
  args: unknown[];
  withProgress: boolean;
}

async function main(): Promise<void> {
  const { exportPath, args, withProgress } = workerData as Job;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const target = resolveExport(require("../index") as object, exportPath);
  const callArgs = decodeGames(args) as unknown[];
  if (withProgress) {
    const onProgress = (p: Progress) => parentPort!.postMessage({ type: "progress", progress: p });
    const last = callArgs[callArgs.length - 1];
    if (typeof last === "object" && last !== null && !Array.isArray(last)) {
      callArgs[callArgs.length - 1] = { ...(last as object), onProgress };
    } else {
      callArgs.push({ onProgress });
    }
  }
  const result = await target(...callArgs);
  parentPort!.postMessage({ type: "result", result: encodeGames(result) });
}

main().catch((err: unknown) => {
  const e = err instanceof Error ? err : new Error(String(err));
  parentPort!.postMessage({ type: "error", name: e.name, message: e.message, stack: e.stack });
});
