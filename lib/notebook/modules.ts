/**
 * Ruleset modules: one `.ts` (or `.js`) file next to a notebook that exports a ruleset, loaded the
 * same way in the kernel ({@link loadRuleset}) and in a worker thread (sweeps by path), so a user
 * keeps one copy of the rules. TypeScript is compiled on the fly by tsx; the module imports the
 * library as "cgtlab", so its game values live in the same store as the engine's.
 *
 * A module is read again when one of its own files changed since it was loaded (a warm worker or
 * a kernel keeps no stale rules). Its ruleset is the export `exportName` (default "ruleset"), or,
 * when that name is not exported, the module's only ruleset export whatever its name.
 *
 * The name clash: `import { ruleset } from "cgtlab"; export const ruleset = ruleset.definePartizan(…)`
 * declares `ruleset` twice, and the compiled module fails with "Cannot access 'ruleset' before
 * initialization". Import the namespace under another name (`import { ruleset as rules } from
 * "cgtlab"`) or export the ruleset under another name (`export const game = …`): a failed load
 * says so.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, isAbsolute, resolve } from "node:path";
import type { Ruleset } from "../ruleset";
import { InputError } from "../util";

const TS_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".tsx"]);
let tsxRegistered = false;

/** Where a ruleset loaded by {@link loadRuleset} came from (so a sweep can send it to a worker by path). */
export interface RulesetOrigin {
  /** Absolute path of the module file. */
  readonly module: string;
  /** The export holding the ruleset. */
  readonly exportName: string;
}

const origins = new WeakMap<object, RulesetOrigin>();

/** The module a ruleset was loaded from by {@link loadRuleset} / {@link loadRulesetModule}, or undefined. O(1). */
export function rulesetOrigin(ruleset: unknown): RulesetOrigin | undefined {
  return typeof ruleset === "object" && ruleset !== null ? origins.get(ruleset) : undefined;
}

/** Whether `value` is a ruleset made by definePartizan / defineImpartial (its kind and name). O(1). */
export function isRuleset(value: unknown): value is Ruleset<unknown> {
  const k = (value as { kind?: unknown } | null)?.kind;
  return typeof value === "object" && value !== null && (k === "partizan" || k === "impartial") && typeof (value as { name?: unknown }).name === "string";
}

/** The user files (outside node_modules) a module load brought in, with their modification times. */
const loaded = new Map<string, { files: Map<string, number> }>();

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Forget a module (and the user files it loaded) when any of them changed on disk since. O(files of the module). */
function dropIfChanged(file: string): void {
  const entry = loaded.get(file);
  if (entry === undefined) return;
  let changed = false;
  for (const [f, t] of entry.files) if (mtime(f) !== t) changed = true;
  if (!changed) return;
  for (const f of entry.files.keys()) Reflect.deleteProperty(require.cache, f);
  loaded.delete(file);
}

function clashHint(file: string, err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    // no hint without the text
  }
  const m = /Cannot access '([\w$]+)' before initialization/.exec(msg);
  if (m !== null) {
    const name = m[1]!;
    const imported = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["']cgtlab["']`).test(text);
    const exported = new RegExp(`export\\s+(const|let|var)\\s+${name}\\b`).test(text);
    if (imported && exported) {
      return (
        `the module both imports "${name}" from "cgtlab" and exports its own "${name}", so the export hides the import while it is being defined; ` +
        `import the library's namespace under another name (import { ${name} as rules } from "cgtlab"; export const ${name} = rules.definePartizan(…)) ` +
        `or export the ruleset under another name (export const game = ${name}.definePartizan(…); it is found by itself when it is the module's only ruleset)`
      );
    }
  }
  return msg;
}

/**
 * The ruleset exported by the module file at the absolute path `file`: the export `exportName`
 * when given; else the export "ruleset", or the module's only ruleset export. TypeScript is
 * compiled on the fly by tsx (registered once per thread). InputError when the file is missing,
 * fails to load (the ruleset name clash explained, see the module comment) or exports no such
 * ruleset (the message lists its exports). O(loading the module once; a stat per file afterwards).
 */
export function loadRulesetModule(file: string, exportName?: string): Ruleset<unknown> {
  if (typeof file !== "string" || !existsSync(file)) throw new InputError(`ruleset module not found: ${String(file)}`);
  if (exportName !== undefined && typeof exportName !== "string") throw new InputError(`ruleset module ${file}: exportName must be a string, got ${typeof exportName}`);
  if (TS_EXTENSIONS.has(extname(file)) && !tsxRegistered) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- tsx is registered lazily, only when a notebook imports a .ts module
    (require("tsx/cjs/api") as { register: () => unknown }).register();
    tsxRegistered = true;
  }
  dropIfChanged(file);
  const before = new Set(Object.keys(require.cache));
  let mod: Record<string, unknown>;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads a user module by path at run time (require.cache is cleared for reloads)
    mod = require(file) as Record<string, unknown>;
  } catch (err) {
    for (const f of Object.keys(require.cache)) if (!before.has(f) && !f.includes("node_modules")) Reflect.deleteProperty(require.cache, f);
    if (err instanceof InputError) throw err;
    throw new InputError(`ruleset module ${file} failed to load: ${clashHint(file, err)}`);
  }
  if (!loaded.has(file)) {
    const files = new Map<string, number>();
    for (const f of Object.keys(require.cache)) if ((!before.has(f) || f === file) && !f.includes("node_modules")) files.set(f, mtime(f));
    files.set(file, mtime(file));
    loaded.set(file, { files });
  }
  const names = Object.keys(mod).filter((k) => k !== "__esModule");
  let name = exportName ?? "ruleset";
  if (exportName === undefined && !isRuleset(mod[name])) {
    const rulesets = names.filter((k) => isRuleset(mod[k]));
    if (rulesets.length === 1) name = rulesets[0]!;
    else if (rulesets.length > 1) throw new InputError(`ruleset module ${file} exports ${rulesets.length} rulesets (${rulesets.join(", ")}) and none named "ruleset": say which with exportName`);
  }
  const r = mod[name];
  if (!isRuleset(r)) {
    throw new InputError(`ruleset module ${file}: export "${name}" is not a ruleset made by definePartizan / defineImpartial (its exports: ${names.join(", ") || "none"})`);
  }
  if (!origins.has(r)) origins.set(r, { module: file, exportName: name });
  return r;
}

/**
 * A ruleset kept in a module file next to the notebook, loaded into the kernel: `path` is relative
 * to the kernel's working directory (the notebook's folder) or absolute; `exportName` as in
 * {@link loadRulesetModule}. The ruleset is the module's own object (use it with every solver in
 * the kernel), and it remembers its file: `notebook.sweepValues(loaded, family)` sends it to a
 * worker thread, which loads the same file. Cost: loading the module (once; again after an edit).
 */
export function loadRuleset<P = unknown>(path: string, exportName?: string): Ruleset<P> {
  if (typeof path !== "string" || path.length === 0) throw new InputError(`loadRuleset needs the path of a module file such as "./my-game.ts", got ${JSON.stringify(path)}`);
  const file = isAbsolute(path) ? path : resolve(process.cwd(), path);
  if (!existsSync(file)) throw new InputError(`ruleset module not found: ${path} (resolved to ${file})`);
  return loadRulesetModule(file, exportName) as Ruleset<P>;
}
