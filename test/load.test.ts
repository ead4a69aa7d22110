// A light package (issue 27, item 1): `require("cgtlab")` loads only what a caller touches. Each
// check runs a fresh Node process on the compiled package (lib/dist, as a user's script loads it)
// and looks at which of the package's files are in require.cache; bench/load.bench.ts measures what
// that saves (CPU and memory over bare Node).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");

/** Run `script` (CommonJS, `c` = require("cgtlab")) in a fresh process; it prints JSON. */
function inFreshProcess(script: string, type: "commonjs" | "module" = "commonjs"): unknown {
  const code = type === "commonjs" ? `const c = require("cgtlab"); ${script}` : script;
  return JSON.parse(execFileSync(process.execPath, ["--input-type", type, "-e", code], { cwd: ROOT, encoding: "utf8" }));
}

/** The package's files in require.cache, relative to lib/dist, sorted; plus whether tslab is loaded. */
const LOADED = `const files = Object.keys(require.cache);
const dist = files.filter((f) => f.includes("/lib/dist/")).map((f) => f.replace(/.*\\/lib\\/dist\\//, "")).sort();
const tslab = files.some((f) => f.includes("/node_modules/tslab/") || f.includes("typescript"));`;

describe("loading cgtlab", () => {
  it("require(\"cgtlab\") loads the package's index only; a namespace loads when first read, with the layers below it only", () => {
    const r = inFreshProcess(`${LOADED.replace(/const /g, "let ")}
      const atRequire = dist; c.cgt.format(c.cgt.UP);
      ${LOADED.replace(/const /g, "")}
      const afterCgt = dist; c.games.konane.threeByNBoard(4);
      ${LOADED.replace(/const /g, "")}
      console.log(JSON.stringify({ atRequire, afterCgt, afterKonane: dist, tslab }));`) as { atRequire: string[]; afterCgt: string[]; afterKonane: string[]; tslab: boolean };
    expect(r.atRequire).toEqual(["index.js"]);
    expect(r.afterCgt).toContain("cgt/index.js");
    expect(r.afterCgt.some((f) => /^(games|solvers|studies|notebook|grid|ruleset)\//.test(f))).toBe(false);
    expect(r.afterKonane).toContain("games/konane/index.js");
    // games.konane loads its own game only: no other game, no solver, study or notebook file
    const others = r.afterKonane.filter((f) => (f.startsWith("games/") && !f.startsWith("games/konane/") && f !== "games/index.js") || /^(solvers|studies|notebook)\//.test(f));
    expect(others).toEqual([]);
    expect(r.tslab).toBe(false);
  });

  it("the notebook layer outside a kernel loads neither tslab (with its TypeScript) nor danfo, plotly or playwright", () => {
    const r = inFreshProcess(`const inKernel = c.notebook.inKernel(); c.notebook.progress("x");
      const files = Object.keys(require.cache).filter((f) => f.includes("node_modules"));
      console.log(JSON.stringify({ inKernel, heavy: files.filter((f) => /node_modules\\/(tslab|@tslab|typescript|danfojs-node|plotly\\.js|playwright-core)\\//.test(f)) }));`) as { inKernel: boolean; heavy: string[] };
    expect(r).toEqual({ inKernel: false, heavy: [] });
  });

  it("the same namespace object every time, with every export, and the export registry walks only loaded namespaces", () => {
    const r = inFreshProcess(`const a = c.games; const b = c.games;
      const keys = Object.keys(c);
      const path = c.notebook.exportPathOf(c.games.konane.standardRuleset);
      const loaded = Object.keys(require.cache).filter((f) => /lib\\/dist\\/games\\/[a-z]+\\/index\\.js$/.test(f)).length;
      const later = c.notebook.exportPathOf(c.games.clobber.ALPHABET);
      const missing = c.notebook.exportPathOf(() => 1);
      console.log(JSON.stringify({ same: a === b, keys, path, loaded, later, missing: missing === undefined }));`) as Record<string, unknown>;
    expect(r).toEqual({
      same: true,
      keys: ["util", "cgt", "grid", "ruleset", "games", "solvers", "studies", "notebook"],
      path: "games.konane.standardRuleset",
      loaded: 2, // konane, and octal (imported by solvers' heap games, which the notebook layer loads)
      later: "games.clobber.ALPHABET", // found after clobber loaded: the walk is redone
      missing: true,
    });
  });

  it("ES-module named imports still work (Node's loader finds the lazy exports' names)", () => {
    const r = inFreshProcess(`import { cgt, games } from "cgtlab"; console.log(JSON.stringify([cgt.format(cgt.UP), typeof games.konane.threeByNBoard]));`, "module");
    expect(r).toEqual(["↑", "function"]);
  });

  it("types are unchanged: the declarations keep `export * as` (so `cgt.Game` is a type and a value)", () => {
    const src = readFileSync(join(ROOT, "lib", "index.ts"), "utf8").match(/^export \* as \w+ from "[^"]+";$/gm);
    const dts = readFileSync(join(ROOT, "lib", "dist", "index.d.ts"), "utf8").match(/^export \* as \w+ from "[^"]+";$/gm);
    expect(src).toHaveLength(8);
    expect(dts).toEqual(src);
    const js = readFileSync(join(ROOT, "lib", "dist", "index.js"), "utf8");
    expect(js).not.toMatch(/exports\.cgt = __importStar\(require\("\.\/cgt"\)\)/);
    expect(js).toMatch(/Object\.defineProperty\(exports, "cgt", \{ enumerable: true, get: function \(\) \{ return lazyNamespaces\.cgt; \} \}\);/);
  });
});
