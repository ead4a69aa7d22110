/**
 * The library's exports as a registry: which dotted path ("games.domineering.ruleset",
 * "studies.konane.valuesTable") names a given exported function or object, and the export at a
 * path. {@link runInWorker} and the sweeps use it to send a *reference* to a worker: the caller
 * passes the function or ruleset itself (typed, checked by the compiler), the registry turns it
 * into its path before the worker starts (an InputError if it is not one of the library's
 * exports), and the worker resolves the path in its own copy of the library.
 */
import * as lib from "../index";
import { InputError } from "../util";

let paths: Map<unknown, string> | undefined;

/**
 * The compiled library's namespaces load on first use (scripts/compile-lib.mjs); an exports object
 * with such namespaces answers, under this symbol, whether one's module is loaded. The walk skips
 * the namespaces not loaded (a value the registry is asked about comes from a loaded module, and
 * reading them would load every game and study: about 0.3 s of CPU) and remembers them here.
 */
const IS_NAMESPACE_LOADED = Symbol.for("cgtlab.isNamespaceLoaded");
let skipped: [Record<string | symbol, unknown>, string][] = [];

/** Whether `ns[name]` is a namespace that loads on first use and has not been loaded yet. */
function notLoaded(ns: Record<string | symbol, unknown>, name: string): boolean {
  const isLoaded = ns[IS_NAMESPACE_LOADED] as ((name: string) => boolean) | undefined;
  return typeof isLoaded === "function" && !isLoaded(name);
}

function isNamespace(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string | symbol, unknown>;
  // CommonJS exports objects carry __esModule; ES namespaces (vitest) are null-prototype objects.
  return v.__esModule === true || v[Symbol.toStringTag] === "Module" || Object.getPrototypeOf(v) === null;
}

/** Breadth-first over the namespaces (shortest path first), own enumerable properties only. */
function build(): Map<unknown, string> {
  const out = new Map<unknown, string>();
  skipped = [];
  let level: [string, Record<string, unknown>][] = [["", lib as unknown as Record<string, unknown>]];
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const next: [string, Record<string, unknown>][] = [];
    for (const [prefix, ns] of level) {
      for (const name of Object.keys(ns)) {
        if (name === "__esModule" || name === "default") continue;
        if (notLoaded(ns, name)) {
          skipped.push([ns, name]);
          continue;
        }
        const value = ns[name];
        const path = prefix === "" ? name : `${prefix}.${name}`;
        if (isNamespace(value)) next.push([path, value]);
        else if ((typeof value === "function" || (typeof value === "object" && value !== null)) && !out.has(value)) out.set(value, path);
      }
    }
    level = next;
  }
  return out;
}

/**
 * The dotted export path of one of the library's exported functions or objects, or undefined.
 * O(1) after a first walk over the exports of the loaded namespaces (O(number of exports)); the walk
 * is redone when a value is not found and a namespace it skipped has been loaded since.
 */
export function exportPathOf(value: unknown): string | undefined {
  paths ??= build();
  const path = paths.get(value);
  if (path !== undefined || !skipped.some(([ns, name]) => !notLoaded(ns, name))) return path;
  paths = build();
  return paths.get(value);
}

/**
 * Like {@link exportPathOf} but throws InputError saying what was passed when `value` is not an
 * export of the library (e.g. a function defined in a notebook cell). O(1).
 */
export function requireExportPath(value: unknown, what: string): string {
  const path = exportPathOf(value);
  if (path === undefined) {
    const name = typeof value === "function" && value.name ? ` "${value.name}"` : "";
    throw new InputError(
      `${what}: the ${typeof value}${name} is not exported by cgtlab, so a worker cannot load it; ` +
        `pass a function or ruleset exported by the library (e.g. studies.konane.valuesTable, games.domineering.ruleset), or a module file`,
    );
  }
  return path;
}

/**
 * The export at a dotted path, following own enumerable properties of the library's namespaces
 * only (never a function's properties or inherited ones). Throws InputError naming the segment. O(depth).
 */
export function exportAt(path: string): unknown {
  if (typeof path !== "string" || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(path)) {
    throw new InputError(`not an export path of cgtlab: ${JSON.stringify(path)}`);
  }
  let target: unknown = lib;
  const parts = path.split(".");
  parts.forEach((part, i) => {
    if (!isNamespace(target) || !Object.prototype.propertyIsEnumerable.call(target, part)) {
      throw new InputError(`"${path}" is not an export of cgtlab ("${parts.slice(0, i + 1).join(".")}" is not exported)`);
    }
    target = target[part];
  });
  return target;
}
