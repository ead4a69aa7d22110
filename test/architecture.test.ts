// The layer rule of DEVELOPING.md: util < cgt < grid < ruleset < games < solvers < studies <
// notebook. A file may import only from its own layer or lower ones; games do not import each
// other; a file outside a module imports that module only through its index (a module is
// lib/<layer>, or lib/<layer>/<name> when that is a folder: a game, an engine folder of solvers such
// as solvers/heapgames, a study); only lib/notebook imports tslab, danfojs, plotly or playwright.
// Notebooks are committed without outputs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const LIB = join(ROOT, "lib");
const LAYERS = ["util", "cgt", "grid", "ruleset", "games", "solvers", "studies", "notebook"] as const;
const NOTEBOOK_ONLY = ["tslab", "danfojs-node", "plotly.js-dist", "plotly.js-cartesian-dist-min", "playwright-core"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === "dist" || e.name === "node_modules") return [];
    const p = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

function layerOf(file: string): { layer: number; game?: string } {
  const parts = relative(LIB, file).split("/");
  const layer = LAYERS.indexOf(parts[0] as (typeof LAYERS)[number]);
  return { layer, game: parts[0] === "games" && parts.length > 2 ? parts[1] : undefined };
}

/**
 * Folder of the module a path (a file, or an import target without extension) belongs to:
 * lib/<layer>, or lib/<layer>/<name> when that is a folder (one module per game, engine folder or study).
 */
function moduleOf(path: string): string {
  const parts = relative(LIB, path.replace(/\.ts$/, "")).split("/");
  const sub = parts.length >= 2 ? join(LIB, parts[0], parts[1]) : "";
  return sub !== "" && existsSync(sub) && statSync(sub).isDirectory() ? sub : join(LIB, parts[0]);
}

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|require\(\s*["']([^"']+)["']\s*\)|import\(\s*["']([^"']+)["']\s*\)/g)];
  return specs.map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean);
}

describe("architecture", () => {
  const files = sourceFiles(LIB).filter((f) => relative(LIB, f) !== "index.ts");

  it("every library file belongs to a layer", () => {
    for (const f of files) expect(layerOf(f).layer, relative(ROOT, f)).toBeGreaterThanOrEqual(0);
  });

  it("files import only from their own or lower layers, and games not from each other", () => {
    const violations: string[] = [];
    for (const f of files) {
      const from = layerOf(f);
      for (const spec of imports(f)) {
        if (spec.startsWith(".")) {
          const target = resolve(dirname(f), spec);
          if (target === LIB || target === join(LIB, "index")) {
            if (from.layer !== LAYERS.indexOf("notebook")) violations.push(`${relative(ROOT, f)} imports the package root`);
            continue;
          }
          const to = layerOf(target + ".ts");
          if (to.layer > from.layer) violations.push(`${relative(ROOT, f)} (${LAYERS[from.layer]}) imports ${spec} (${LAYERS[to.layer]})`);
          if (from.game && to.game && from.game !== to.game) violations.push(`${relative(ROOT, f)} imports another game: ${spec}`);
        } else if (NOTEBOOK_ONLY.some((p) => spec === p || spec.startsWith(p + "/")) && from.layer !== LAYERS.indexOf("notebook")) {
          violations.push(`${relative(ROOT, f)} imports ${spec}, which only lib/notebook may use`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("studies/ is imported by no library code but lib/notebook (and the package root); tests, bench and scripts may (issue 26)", () => {
    // studies/ holds only the reproductions of the source documents and their checks: what a
    // game's users need (values, families, drawings, value kinds) lives in games, solvers or cgt.
    const studies = join(LIB, "studies");
    const violations: string[] = [];
    for (const f of files) {
      const from = relative(LIB, f).split("/")[0];
      if (from === "studies" || from === "notebook") continue;
      for (const spec of imports(f)) {
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(f), spec);
        if (target === studies || target.startsWith(studies + "/")) violations.push(`${relative(ROOT, f)} imports ${spec} (studies)`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("a position's value has one front door: studies export no value function, engine, value family, classifier or drawing of a game (issue 26)", async () => {
    const studies = (await import("../lib/studies")) as Record<string, Record<string, unknown>>;
    const removed = [
      "canonicalValue", "canonicalValueNaive", "canonicalValueReference", "KonaneValueCache", "ReferenceValueCache",
      "value", "leftOptionValues", "rightOptionValues", "newDomineeringEngine",
      "classify", "describeValue", "VALUE_KINDS", "threeByNBoard", "threeByNFamily", "regionSvg",
    ];
    const found: string[] = [];
    for (const [topic, mod] of Object.entries(studies)) for (const name of removed) if (name in mod) found.push(`studies.${topic}.${name}`);
    expect(found).toEqual([]);
    const games = (await import("../lib/games")) as Record<string, Record<string, unknown>>;
    expect("valueWithoutDecomposition" in games.domineering!).toBe(false);
    expect(typeof games.konane!.threeByNFamily).toBe("function");
    expect(typeof games.domineering!.regionSvg).toBe("function");
  });

  const INDEX_RULE_EXCEPTIONS = new Set<string>();

  it("files import another module only through its index", () => {
    const violations: string[] = [];
    for (const f of files) {
      for (const spec of imports(f)) {
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(f), spec);
        if (target === LIB || target === join(LIB, "index")) continue;
        const mod = moduleOf(target);
        if (mod === moduleOf(f)) continue;
        if (INDEX_RULE_EXCEPTIONS.has(`${relative(ROOT, f)} -> ${spec}`)) continue;
        if (target !== mod && target !== join(mod, "index")) violations.push(`${relative(ROOT, f)} imports ${spec}: import ${relative(dirname(f), mod) || "."} (the module's index) instead`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("lib/ holds no command-line program (they live in scripts/; the package ships lib/)", () => {
    const offenders = files.filter((f) => /\bprocess\.argv\b|\brequire\.main\b|\bprocess\.exit\(/.test(readFileSync(f, "utf8"))).map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it("scripts import the library only through a module's index", () => {
    const violations: string[] = [];
    const scripts = sourceFiles(join(ROOT, "scripts"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) {
      for (const spec of imports(f)) {
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(f), spec);
        if (relative(LIB, target).startsWith("..")) continue;
        const mod = moduleOf(target);
        if (target !== mod && target !== join(mod, "index") && target !== LIB) violations.push(`${relative(ROOT, f)} imports ${spec}: import its module's index instead`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("notebooks are committed without outputs", () => {
    const dir = join(ROOT, "notebooks");
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".ipynb"))) {
      const nb = JSON.parse(readFileSync(join(dir, name), "utf8")) as { cells: { cell_type: string; outputs?: unknown[]; execution_count?: unknown }[]; metadata: { kernelspec?: { name?: string } } };
      expect(nb.metadata.kernelspec?.name, `${name} kernel`).toBe("tslab");
      for (const cell of nb.cells.filter((c) => c.cell_type === "code")) {
        expect(cell.outputs ?? [], `${name} has outputs: run \`npm run strip\``).toEqual([]);
        expect(cell.execution_count ?? null, `${name} has execution counts: run \`npm run strip\``).toBeNull();
      }
    }
  });
});
