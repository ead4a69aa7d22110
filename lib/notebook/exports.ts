/**
 * Resolution of a dotted export path ("studies.konane.growthTable") to one of the library's
 * own exported functions, for {@link runInWorker}. Only own, enumerable properties of the
 * library's namespace objects are followed, never a function's properties or inherited ones,
 * so a path cannot reach `Function` (e.g. "cgt.parse.constructor") or anything outside cgtlab.
 */
import { InputError } from "../util";

const SEGMENT = /^[A-Za-z_$][\w$]*$/;
const FORBIDDEN = new Set(["constructor", "prototype", "__proto__", "caller", "arguments"]);

/**
 * The function at `exportPath` under `root` (the library's exports object); throws
 * {@link InputError} saying which segment is not an exported namespace or function. O(depth).
 */
export function resolveExport(root: object, exportPath: unknown): (...args: unknown[]) => unknown {
  if (typeof exportPath !== "string" || exportPath.length === 0 || exportPath.length > 200) {
    throw new InputError(`runInWorker: the export path must be a dotted name such as "studies.konane.growthTable", got ${JSON.stringify(exportPath)}`);
  }
  const parts = exportPath.split(".");
  let target: unknown = root;
  parts.forEach((part, i) => {
    const where = parts.slice(0, i + 1).join(".");
    if (!SEGMENT.test(part) || FORBIDDEN.has(part)) {
      throw new InputError(`runInWorker: "${exportPath}" is not an exported function of cgtlab`, `segment "${part}"`);
    }
    if (typeof target !== "object" || target === null) {
      throw new InputError(`runInWorker: "${exportPath}" is not an exported function of cgtlab ("${parts.slice(0, i).join(".")}" is not a namespace)`);
    }
    const desc = Object.getOwnPropertyDescriptor(target, part);
    if (!desc?.enumerable) {
      throw new InputError(`runInWorker: "${exportPath}" is not an exported function of cgtlab ("${where}" is not exported)`);
    }
    target = desc.get ? desc.get.call(target) : desc.value;
  });
  if (typeof target !== "function") {
    throw new InputError(`runInWorker: "${exportPath}" is not an exported function of cgtlab`);
  }
  return target as (...args: unknown[]) => unknown;
}
