// cgtlab outside this repository (issue 15 item 7), the two supported ways of README's "Using
// cgtlab in your own notebooks / project":
// - another project installs the package from `npm pack` and sets its kernel up with one command
//   (`npx cgtlab setup-kernel`): packed, installed into a fresh temporary folder from the npm
//   registry, used from a plain script and from a notebook executed headless there;
// - a notebook in a folder nested inside this project (notebooks/<folder>/<folder>/) runs with
//   `npm run reproduce -- <path>` and imports cgtlab and a ruleset module next to it.
// Values checked: {0|*} = ↑ (Winning Ways ch. 5: ↑ is defined as {0|*}); 2×2 Domineering = ±1
// (Winning Ways ch. 2: each player's move on the 2×2 square leaves a number 1 or -1 for the mover);
// Clobber strips xo = * and xxo = ↑ (from the rules: xo's only moves leave 0 for either player;
// in xxo Left's only move leaves x.x = 0 and Right's leaves xo = *; CGSuite's GameGridTest agrees).
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const LIB = join(ROOT, "lib");
const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

interface PackageJson {
  name: string;
  version: string;
  bin?: Record<string, string>;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  overrides?: Record<string, string>;
  cgtlabSetup?: { overrides: Record<string, string> };
}
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape of the JSON it reads
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;
const libPackage = readJson<PackageJson>(join(LIB, "package.json"));
const rootPackage = readJson<PackageJson>(join(ROOT, "package.json"));

function sh(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}, timeout = 180_000): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, encoding: "utf8", timeout, env: { ...process.env, ...env } });
}
const output = (r: SpawnSyncReturns<string>): string => `exit ${r.status}${r.error ? ` (${r.error.message})` : ""}\n${r.stdout}\n${r.stderr}`;

/** Bare module names (packages) that a file imports or requires. */
function packageImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|require\(\s*["']([^"']+)["']\s*\)|import\(\s*["']([^"']+)["']\s*\)|require\.resolve\(\s*["']([^"']+)["']/g)];
  return specs
    .map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!)
    .filter((s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s))
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!));
}

function libFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === "dist" || e.name === "node_modules") return [];
    const p = join(dir, e.name);
    return e.isDirectory() ? libFiles(p) : /\.(ts|mjs|cjs)$/.test(e.name) ? [p] : [];
  });
}

/** `version` satisfies a range of the forms cgtlab uses: exact "1.2.0" or caret "^1.0.22". */
function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.split(".").map(Number);
  if (!range.startsWith("^")) return version === range;
  const [v, r] = [parse(version), parse(range.slice(1))];
  if (v[0] !== r[0]) return false;
  for (let i = 1; i < 3; i++) if (v[i] !== r[i]) return v[i]! > r[i]!;
  return true;
}

describe("the cgtlab package's manifest", () => {
  it("every package the library or its bin imports is a dependency or a declared optional peer (never a devDependency of the workspace)", () => {
    // zeromq is tslab's own dependency: lib/notebook/kernel.ts resolves it from tslab's folder.
    const viaPeer = ["zeromq"];
    const declared = new Set([...Object.keys(libPackage.dependencies ?? {}), ...Object.keys(libPackage.peerDependencies ?? {}), ...viaPeer]);
    const missing = libFiles(LIB).flatMap((f) => packageImports(f).filter((p) => p !== "cgtlab" && !declared.has(p)).map((p) => `${relative(ROOT, f)} imports ${p}`));
    expect(missing).toEqual([]);
    // The check itself sees imports: the notebook layer requires danfojs-node, tsx and tslab.
    const seen = new Set(libFiles(LIB).flatMap(packageImports));
    for (const p of ["danfojs-node", "tsx", "tslab", "playwright-core"]) expect(seen.has(p), p).toBe(true);
  });

  it("the two plotly.js bundles a notebook may embed (cartesian partial, whole) are pinned to one plotly.js version, the one installed", () => {
    const deps = libPackage.dependencies ?? {};
    const full = deps["plotly.js-dist"];
    expect(full).toMatch(/^\d+\.\d+\.\d+$/);
    expect(deps["plotly.js-cartesian-dist-min"]).toBe(full);
    for (const name of ["plotly.js-dist", "plotly.js-cartesian-dist-min"]) {
      expect(readJson<PackageJson>(join(ROOT, "node_modules", name, "package.json")).version, name).toBe(full);
    }
  });

  it("peers are optional, and the workspace itself installs them at versions the package accepts", () => {
    for (const [name, range] of Object.entries(libPackage.peerDependencies ?? {})) {
      expect(libPackage.peerDependenciesMeta?.[name]?.optional, `${name} is an optional peer`).toBe(true);
      const installed = readJson<PackageJson>(join(ROOT, "node_modules", name, "package.json")).version;
      expect(satisfies(installed, range), `${name} ${installed} satisfies ${range}`).toBe(true);
    }
    expect(satisfies("1.0.21", "^1.0.22")).toBe(false); // the range check can fail
  });

  it("the npm overrides setup-kernel --danfo writes into a project are the ones this workspace installs with", () => {
    const wanted = libPackage.cgtlabSetup?.overrides ?? {};
    expect(Object.keys(wanted).sort()).toEqual(["@tensorflow/tfjs-node", "xlsx"]);
    for (const [name, spec] of Object.entries(wanted)) expect(rootPackage.overrides?.[name], name).toBe(spec);
  });

  it("ships the compiled library, the vendored plotly.js and the bin; builds it before packing", () => {
    expect(libPackage.files).toEqual(["dist", "bin"]);
    expect(libPackage.bin).toEqual({ cgtlab: "bin/cgtlab.mjs" });
    expect(libPackage.scripts?.prepack).toBe("node ../scripts/cgtlab.mjs build");
  });
});

describe("the cgtlab command says what is wrong", () => {
  const BIN = join(LIB, "bin", "cgtlab.mjs");
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "cgtlab-bin-"));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const cgtlab = (cwd: string, ...args: string[]) => sh(process.execPath, [BIN, ...args], cwd, {}, 30_000);

  it("unknown commands and options, a missing jupyter command, a --dir without package.json", () => {
    expect(cgtlab(dir, "frobnicate").stderr).toContain('unknown command "frobnicate"');
    const bad = cgtlab(dir, "setup-kernel", "--danf");
    expect([bad.status, bad.stderr.trim()]).toEqual([2, expect.stringContaining("setup-kernel: unknown option --danf") as string]);
    expect(cgtlab(dir, "jupyter").stderr).toContain("jupyter needs a command");
    expect(cgtlab(dir, "setup-kernel", "--dir", join(dir, "nowhere")).stderr).toContain("no package.json in");
    expect(cgtlab(dir, "setup-kernel", "--dir").stderr).toContain("--dir needs a folder");
    expect(cgtlab(dir, "help").stdout).toContain("usage: npx cgtlab setup-kernel");
  });

  it("a project without cgtlab installed, and Jupyter before setup-kernel", () => {
    const project = join(dir, "bare");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), "{}\n");
    const r = cgtlab(project, "setup-kernel");
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`cgtlab: cgtlab is not installed in ${project}: run \`npm install <path to cgtlab-*.tgz>\` there first`);
    expect(cgtlab(project, "notebook").stderr).toContain("no kernel registered in");
  });
});

/** Whether the npm registry answers (`npm ping`, npm's own configuration: registry, proxy, CA). */
function registryReachable(): { ok: boolean; why: string } {
  const r = spawnSync("npm", ["ping", "--fetch-timeout=15000", "--fetch-retries=0"], { encoding: "utf8", timeout: 30_000 });
  // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing -- an empty stderr falls through to stdout
  return { ok: r.status === 0, why: (r.stderr || r.stdout || r.error?.message || "").trim().split("\n").slice(-1)[0] ?? "" };
}
const registry = registryReachable();
if (!registry.ok) console.warn(`test/package.test.ts: skipping the install test: the npm registry is unreachable (${registry.why})`);

describe.skipIf(!registry.ok)("another project installs the packed cgtlab and sets up its kernel with one command", () => {
  // Created when the suite runs (not when it is skipped), removed afterwards.
  let tmp = "";
  let project = "";
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), "cgtlab-package-"));
    project = join(tmp, "project");
  });
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  // Packages already in npm's cache are taken from it (the registry is asked only for the rest).
  const npmEnv = { npm_config_prefer_offline: "true", npm_config_audit: "false", npm_config_fund: "false" };

  it("npm pack gives a tarball with the compiled library, vendor assets and bin", () => {
    expect(existsSync(join(LIB, "dist", "index.js")), "lib/dist is missing: `npm test` builds it (or run `npm run build`)").toBe(true);
    // --ignore-scripts: prepack would rebuild lib/dist under the other test files running now.
    const r = sh("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", tmp], LIB, npmEnv, 60_000);
    expect(r.status, output(r)).toBe(0);
    const [pack] = JSON.parse(r.stdout) as { filename: string; files: { path: string }[] }[];
    const files = new Set(pack!.files.map((f) => f.path));
    for (const f of ["package.json", "dist/index.js", "dist/index.d.ts", "dist/notebook/worker-entry.js", "dist/vendor/plotly.min.js", "bin/cgtlab.mjs", "bin/jupyter.mjs", "bin/kernel-guard.cjs"]) {
      expect(files.has(f), f).toBe(true);
    }
    expect([...files].filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]); // sources stay home
    expect(existsSync(join(tmp, pack!.filename))).toBe(true);
  }, 90_000);

  it("npm install <tarball> in a fresh folder takes it, with the runtime dependencies only", () => {
    const tarball = readdirSync(tmp).find((f) => f.endsWith(".tgz"));
    expect(tarball).toBeDefined();
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "my-cgt-study", version: "1.0.0", private: true }, null, 2));
    const r = sh("npm", ["install", join(tmp, tarball!)], project, npmEnv);
    expect(r.status, output(r)).toBe(0);
    const has = (name: string) => existsSync(join(project, "node_modules", name, "package.json"));
    for (const dep of ["cgtlab", "plotly.js-dist", "plotly.js-cartesian-dist-min", "playwright-core", "tsx"]) expect(has(dep), dep).toBe(true);
    for (const dev of ["vitest", "fast-check", "typescript", "tslab", "danfojs-node"]) expect(has(dev), `${dev} is not installed`).toBe(false);
  }, 200_000);

  it("a script there imports cgtlab: values, a ruleset module through tsx in a worker, results in the project", () => {
    writeFileSync(
      join(project, "strip.ts"),
      [
        'import { ruleset } from "cgtlab";',
        "const moves = (s: string, me: string, you: string): string[] => {",
        "  const out: string[] = [];",
        "  for (let i = 0; i < s.length; i++)",
        "    for (const j of [i - 1, i + 1])",
        "      if (s[i] === me && s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? \".\" : k === j ? me : c)).join(\"\"));",
        "  return out;",
        "};",
        'export const clobber = ruleset.definePartizan({ name: "Clobber strip", leftOptions: (s: string) => moves(s, "x", "o"), rightOptions: (s: string) => moves(s, "o", "x"), format: (s: string) => s });',
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(project, "try.js"),
      [
        'const { cgt, games, solvers, studies, notebook } = require("cgtlab");',
        "(async () => {",
        "  let dataFrame;",
        "  try { notebook.toDataFrame([{ a: 1 }]); dataFrame = \"built\"; } catch (e) { dataFrame = e.message; }",
        '  const sweep = await notebook.sweepValues({ module: "./strip.ts", exportName: "clobber" }, ["xo", "xxo"]);',
        '  const csv = notebook.saveTable([{ value: cgt.format(cgt.parse("{0|*}")) }], "mine/up.csv");',
        '  const html = await notebook.exportFigure({ data: [{ type: "bar", x: ["a"], y: [1] }] }, "mine/fig.html");',
        "  console.log(JSON.stringify({",
        '    up: cgt.format(cgt.parse("{0|*}")),',
        '    domineering: cgt.format(solvers.canonicalValue(games.domineering.ruleset, games.domineering.parseRegion("##|##"))),',
        "    sweep: sweep.rows.map((r) => [r.position, r.value]),",
        "    dataFrame, csv, html, root: notebook.projectRoot(),",
        "  }));",
        "  await notebook.closeBrowser?.();",
        "})().catch((e) => { console.error(e); process.exit(1); });",
        "",
      ].join("\n"),
    );
    const r = sh(process.execPath, ["try.js"], project, { CGTLAB_ROOT: "", CGTLAB_RESULTS_DIR: "" }, 120_000);
    expect(r.status, output(r)).toBe(0);
    const got = JSON.parse(r.stdout.trim().split("\n").pop()!) as Record<string, unknown>;
    expect(got.up).toBe("↑");
    expect(got.domineering).toBe("±1");
    expect(got.sweep).toEqual([["xo", "*"], ["xxo", "↑"]]);
    expect(got.dataFrame).toContain("npx cgtlab setup-kernel --danfo");
    expect(got.root).toBe(project);
    expect(got.csv).toBe("results/mine/up.csv"); // the published name: no machine path in an output
    expect(readFileSync(join(project, "results", "mine", "up.csv"), "utf8")).toBe("value\n↑\n");
    // The HTML export loads the vendored plotly.js shipped in the package, copied beside the results.
    expect(readFileSync(join(project, "results", "vendor", "plotly.min.js"), "utf8")).toBe(
      readFileSync(join(project, "node_modules", "cgtlab", "dist", "vendor", "plotly.min.js"), "utf8"),
    );
    expect(readFileSync(join(project, "results", "mine", "fig.html"), "utf8")).toContain('src="../vendor/plotly.min.js"');
  }, 150_000);

  it("`npx cgtlab setup-kernel` installs tslab and registers the kernel in the project's own .jupyter/", () => {
    const r = sh("npx", ["cgtlab", "setup-kernel"], project, npmEnv);
    expect(r.status, output(r)).toBe(0);
    expect(r.stdout).toContain("npx cgtlab notebook");
    const spec = readJson<{ argv: string[]; env: Record<string, string>; display_name: string }>(join(project, ".jupyter", "data", "kernels", "tslab", "kernel.json"));
    expect(spec.display_name).toBe("TypeScript (cgtlab)");
    expect(spec.argv).toContain(join(project, "node_modules", "tslab", "bin", "tslab"));
    expect(spec.argv).toContain(join(project, "node_modules", "cgtlab", "bin", "kernel-guard.cjs"));
    expect(spec.env.CGTLAB_ROOT).toBe(project);
    expect(readJson<PackageJson>(join(project, "package.json")).dependencies?.tslab).toBe(libPackage.peerDependencies?.tslab);
    expect(readFileSync(join(project, ".jupyter", ".gitignore"), "utf8")).toMatch(/^\*$/m);
  }, 200_000);

  it("setup-kernel --danfo refuses an override the project set differently, naming it, before installing anything", () => {
    const path = join(project, "package.json");
    const before = readFileSync(path, "utf8");
    writeFileSync(path, JSON.stringify({ ...JSON.parse(before), overrides: { xlsx: "0.17.0" } }, null, 2));
    const r = sh("npx", ["cgtlab", "setup-kernel", "--danfo"], project, npmEnv, 60_000);
    const after = readFileSync(path, "utf8");
    writeFileSync(path, before);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${path} overrides xlsx with "0.17.0"; danfojs-node needs "0.18.5"`);
    expect((JSON.parse(after) as PackageJson).overrides).toEqual({ xlsx: "0.17.0" });
    expect(existsSync(join(project, "node_modules", "danfojs-node"))).toBe(false);
  }, 90_000);

  it("a notebook in a subfolder of that project runs headless on its kernel (`npx cgtlab jupyter nbconvert --execute`)", () => {
    const sub = join(project, "studies");
    mkdirSync(sub);
    const source = [
      'import { cgt, games, solvers, notebook } from "cgtlab";',
      'const square = games.domineering.parseRegion("##|##");',
      'notebook.saveTable([{ region: "##|##", value: cgt.format(solvers.canonicalValue(games.domineering.ruleset, square)) }], "studies/domineering.csv");',
      'console.log(`${cgt.format(cgt.parse("{0|*}"))} ${cgt.format(solvers.canonicalValue(games.domineering.ruleset, square))}`);',
    ].join("\n");
    writeFileSync(
      join(sub, "study.ipynb"),
      JSON.stringify({
        nbformat: 4,
        nbformat_minor: 5,
        metadata: { kernelspec: { name: "tslab", display_name: "TypeScript (cgtlab)", language: "typescript" } },
        cells: [{ cell_type: "code", id: "c0", metadata: {}, outputs: [], execution_count: null, source }],
      }),
    );
    const r = sh("npx", ["cgtlab", "jupyter", "nbconvert", "--to", "notebook", "--execute", "study.ipynb", "--output", "study-run.ipynb"], sub, { ...npmEnv, CGTLAB_PYTHON: PYTHON });
    expect(r.status, output(r)).toBe(0);
    const nb = readJson<{ cells: { outputs: { output_type: string; text?: string | string[] }[] }[] }>(join(sub, "study-run.ipynb"));
    const outputs = nb.cells[0]!.outputs;
    expect(outputs.filter((o) => o.output_type === "error")).toEqual([]);
    expect(outputs.map((o) => ([] as string[]).concat(o.text ?? []).join("")).join("")).toContain("↑ ±1");
    expect(readFileSync(join(project, "results", "studies", "domineering.csv"), "utf8")).toBe("region,value\n##|##,±1\n");
  }, 200_000);
});

describe("a notebook in a folder nested inside this project", () => {
  // A hidden, gitignored folder under notebooks/ (notebooks/.nested-test-*/deeper/), removed afterwards.
  let nested = "";
  let out = "";
  beforeAll(() => {
    nested = mkdtempSync(join(ROOT, "notebooks", ".nested-test-"));
    out = mkdtempSync(join(tmpdir(), "cgtlab-nested-"));
  });
  afterAll(() => {
    for (const dir of [nested, out]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("runs with `npm run reproduce -- <path>`: imports cgtlab and a ruleset module beside it, writes its results", () => {
    const dir = join(nested, "deeper");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "strip.ts"),
      [
        'import { ruleset } from "cgtlab";',
        'const moves = (s: string, me: string, you: string): string[] => [...s].flatMap((c, i) => [i - 1, i + 1].filter((j) => c === me && s[j] === you).map((j) => Array.from(s, (d, k) => (k === i ? "." : k === j ? me : d)).join("")));',
        'export const clobber = ruleset.definePartizan({ name: "Clobber strip", leftOptions: (s: string) => moves(s, "x", "o"), rightOptions: (s: string) => moves(s, "o", "x"), format: (s: string) => s });',
        "",
      ].join("\n"),
    );
    const cells = [
      'import { cgt, notebook } from "cgtlab";\nconst up = cgt.format(cgt.parse("{0|*}"));',
      'const sweep = await notebook.sweepValues({ module: "./strip.ts", exportName: "clobber" }, ["xo", "xxo"]);\nnotebook.saveTable(sweep.rows.map((r) => ({ position: r.position, value: r.value })), "nested/strip.csv");\nconsole.log(up, sweep.rows.map((r) => r.value).join(" "));',
    ];
    const nb = join(dir, "mine.ipynb");
    writeFileSync(
      nb,
      JSON.stringify({
        nbformat: 4,
        nbformat_minor: 5,
        metadata: { kernelspec: { name: "tslab", display_name: "TypeScript (cgtlab)", language: "typescript" } },
        cells: cells.map((source, i) => ({ cell_type: "code", id: `c${i}`, metadata: {}, outputs: [], execution_count: null, source })),
      }),
    );
    const r = sh(process.execPath, [join(ROOT, "scripts", "cgtlab.mjs"), "reproduce", relative(ROOT, nb), "--results", join(out, "results"), "--executed", join(out, "executed")], ROOT, {}, 600_000);
    expect(r.status, output(r)).toBe(0);
    const executed = readJson<{ cells: { outputs: { output_type: string; text?: string | string[] }[] }[] }>(join(out, "executed", "mine.ipynb"));
    const text = executed.cells.flatMap((c) => c.outputs).map((o) => ([] as string[]).concat(o.text ?? []).join("")).join("");
    expect(text).toContain("↑ * ↑");
    expect(readFileSync(join(out, "results", "nested", "strip.csv"), "utf8")).toBe("position,value\nxo,*\nxxo,↑\n");
  }, 600_000);
});
