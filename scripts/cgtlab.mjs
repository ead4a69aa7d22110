#!/usr/bin/env node
// cgtlab's one orchestration script. Commands (run through npm, see README):
//   setup                       install Jupyter/Chromium if missing, register the tslab kernel
//                               in the project-local .jupyter/, build lib/
//   reproduce [nb.ipynb ...]    setup, then execute notebooks (all by default) top to bottom on the
//                               tslab kernel; executed copies go to results/notebooks/, result
//                               files to results/ (moved there only when the notebook succeeds)
//       --profile test          inject each notebook's metadata.cgtlab.test_parameters (small sizes)
//       --results DIR           write result files to DIR instead of results/ (tests use a temp dir)
//       --executed DIR          write executed notebooks to DIR instead of results/notebooks/
//   notebook [jupyter args]     setup, rebuild lib/ on change (tsc --watch) and start Jupyter Notebook
//   bench [topic ...]           build lib/, run bench/<topic>.bench.ts, write results/bench/<topic>.json
//   strip [nb.ipynb ...]        remove outputs and execution counts from notebooks/ (before committing)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const JUPYTER_DIR = join(ROOT, ".jupyter");
const NOTEBOOKS = join(ROOT, "notebooks");
const RESULTS = join(ROOT, "results");
const JUPYTER_APT = ["jupyter-nbconvert", "python3-nbclient", "jupyter-notebook"];

let quiet = false;
const log = (msg) => {
  if (!quiet) console.log(`cgtlab: ${msg}`);
};
const fail = (msg, code = 1) => {
  console.error(`cgtlab: ${msg}`);
  process.exit(code);
};

/** Environment for Jupyter: project-local data/config/runtime dirs, never the user's global ones. */
function jupyterEnv(extra = {}) {
  return {
    ...process.env,
    JUPYTER_DATA_DIR: join(JUPYTER_DIR, "data"),
    JUPYTER_CONFIG_DIR: join(JUPYTER_DIR, "config"),
    JUPYTER_RUNTIME_DIR: join(JUPYTER_DIR, "runtime"),
    JUPYTER_PATH: join(JUPYTER_DIR, "data"),
    JUPYTER_PLATFORM_DIRS: "1",
    CGTLAB_ROOT: ROOT,
    ...extra,
  };
}

function python() {
  if (process.env.CGTLAB_PYTHON) return process.env.CGTLAB_PYTHON;
  // Debian's python has Jupyter's modules; another python3 may be first on PATH.
  return existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit", ...opts });
  if (r.error) return { ok: false, code: -1, error: r.error };
  return { ok: r.status === 0, code: r.status };
}

/** apt-get is used only as root, and never when CGTLAB_NO_INSTALL=1. */
function canAptInstall() {
  if (process.env.CGTLAB_NO_INSTALL === "1") return false;
  return typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");
}

let aptUpdated = false;
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!aptUpdated) {
    log("apt-get update");
    if (!run("apt-get", ["update", "-qq"], { env, stdio: ["ignore", "ignore", "inherit"] }).ok) return false;
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(" ")} (one-time, a few minutes)`);
  return run("apt-get", ["install", "-y", "-qq", ...packages], { env, stdio: ["ignore", "ignore", "inherit"] }).ok;
}

function hasJupyter() {
  return spawnSync(python(), ["-c", "import nbclient, nbformat, nbconvert, notebook, jupyter_client"], { stdio: "ignore" }).status === 0;
}

function ensureJupyter() {
  if (hasJupyter()) return;
  if (canAptInstall() && aptInstall(JUPYTER_APT) && hasJupyter()) return;
  fail(`Jupyter is missing and could not be installed here: install it with \`sudo apt-get install ${JUPYTER_APT.join(" ")}\` (Debian/Ubuntu), or set CGTLAB_PYTHON to a python with nbclient, nbconvert and notebook`);
}

function chromium() {
  if (process.env.CGTLAB_CHROMIUM) return existsSync(process.env.CGTLAB_CHROMIUM) ? process.env.CGTLAB_CHROMIUM : undefined;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));
}

function ensureChromium() {
  if (!chromium() && !(canAptInstall() && aptInstall(["chromium"]) && chromium())) {
    fail("Chromium is missing and could not be installed here: install it with `sudo apt-get install chromium` (or set CGTLAB_CHROMIUM to a Chromium/Chrome executable)");
  }
  ensureJapaneseFont();
}

/** Chart labels may carry the seeds' Japanese terms: without a CJK font they render as boxes. */
function ensureJapaneseFont() {
  const r = spawnSync("fc-list", [":lang=ja"], { encoding: "utf8" });
  if (r.status !== 0 || r.stdout.trim() !== "") return;
  if (!(canAptInstall() && aptInstall(["fonts-ipafont-gothic"]))) {
    log("no Japanese font: Japanese chart labels will show as boxes (install with `sudo apt-get install fonts-ipafont-gothic`)");
  }
}

function registerKernel() {
  const dir = join(JUPYTER_DIR, "data", "kernels", "tslab");
  const tslabBin = join(ROOT, "node_modules", "tslab", "bin", "tslab");
  if (!existsSync(tslabBin)) fail("tslab is not installed: run `npm ci` first");
  const spec = {
    argv: [process.execPath, tslabBin, "kernel", "--config-path", "{connection_file}"],
    display_name: "TypeScript (cgtlab)",
    language: "typescript",
    env: { CGTLAB_ROOT: ROOT },
  };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "kernel.json");
  const text = JSON.stringify(spec, null, 2) + "\n";
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
}

/** Minified plotly.js for embedding (11 MB → ~4.5 MB); falls back to the raw bundle if esbuild is absent. */
async function minifyPlotly() {
  const target = join(ROOT, "lib", "dist", "vendor", "plotly.min.js");
  const source = join(ROOT, "node_modules", "plotly.js-dist", "plotly.js");
  if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) return;
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return;
  }
  const out = esbuild.transformSync(readFileSync(source, "utf8"), { minify: true, legalComments: "inline" });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target + ".tmp", out.code);
  renameSync(target + ".tmp", target);
}

async function build() {
  log("building lib/ (tsc)");
  if (!run(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "tsconfig.json")]).ok) {
    fail("the library does not compile (see the errors above)");
  }
  await minifyPlotly();
}

/**
 * Slurm and munge for the census's real-cluster test (test/tokyodoves-slurm.test.ts) and for
 * trying `census slurm --submit` on one machine. Optional: without them that test is skipped.
 */
function ensureSlurm() {
  const have = (b) => spawnSync("sh", ["-c", `command -v ${b}`]).status === 0;
  if (["sbatch", "slurmctld", "slurmd", "munged"].every(have)) return;
  if (!(canAptInstall() && aptInstall(["slurm-wlm", "munge"]))) {
    log("no Slurm: the one-node Slurm test will be skipped (install with `sudo apt-get install slurm-wlm munge`)");
  }
}

async function setup({ browser = true } = {}) {
  ensureJupyter();
  if (browser) ensureChromium();
  ensureSlurm();
  registerKernel();
  await build();
}

function availableNotebooks() {
  return readdirSync(NOTEBOOKS)
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .map((f) => join(NOTEBOOKS, f));
}

function resolveNotebooks(args) {
  const all = availableNotebooks();
  if (args.length === 0) return all;
  return args.map((a) => {
    const candidates = [resolve(a), resolve(NOTEBOOKS, a), resolve(NOTEBOOKS, a + ".ipynb")];
    // Any existing .ipynb file may be run; names are looked up in notebooks/.
    const hit = candidates.find((c) => all.includes(c)) ?? (a.endsWith(".ipynb") && existsSync(resolve(a)) ? resolve(a) : undefined);
    if (!hit) {
      fail(`unknown notebook "${a}". Available notebooks:\n${all.map((p) => "  " + relative(ROOT, p)).join("\n")}`, 2);
    }
    return hit;
  });
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Move every file of the staging folder into the results folder (rename: whole files only). */
function publish(staging, resultsDir) {
  const moved = [];
  for (const file of listFiles(staging)) {
    const target = join(resultsDir, relative(staging, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
    moved.push(relative(ROOT, target));
  }
  return moved;
}

function parseOptions(argv, names) {
  const opts = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const key = a.startsWith("--") ? a.slice(2).split("=")[0] : undefined;
    if (key && names.includes(key)) {
      opts[key] = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[++i];
    } else if (a === "--quiet") {
      quiet = true;
    } else {
      rest.push(a);
    }
  }
  return { opts, rest };
}

async function reproduce(argv) {
  const { opts, rest } = parseOptions(argv, ["profile", "results", "executed", "timeout"]);
  const profile = opts.profile ?? "full";
  if (!["full", "test"].includes(profile)) fail(`--profile must be "full" or "test", got "${profile}"`, 2);
  const notebooks = resolveNotebooks(rest);
  await setup();
  const resultsDir = resolve(opts.results ?? RESULTS);
  const executedDir = resolve(opts.executed ?? join(RESULTS, "notebooks"));
  const stagingRoot = join(resultsDir, ".tmp");
  for (const nb of notebooks) {
    const name = basename(nb, ".ipynb");
    const staging = join(stagingRoot, `${name}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const started = Date.now();
    log(`executing ${relative(ROOT, nb)} (${profile} profile)`);
    const r = run(
      python(),
      [join(ROOT, "scripts", "execute_notebook.py"), nb, join(executedDir, `${name}.ipynb`), "--profile", profile,
        ...(opts.timeout ? ["--timeout", String(opts.timeout)] : [])],
      { env: jupyterEnv({ CGTLAB_RESULTS_DIR: staging, CGTLAB_PROFILE: profile }), cwd: NOTEBOOKS, stdio: "inherit" },
    );
    if (!r.ok) {
      rmSync(staging, { recursive: true, force: true });
      fail(`${relative(ROOT, nb)} failed (see the cell and error above); no result files of it were written`);
    }
    const moved = publish(staging, resultsDir);
    rmSync(staging, { recursive: true, force: true });
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${relative(ROOT, join(executedDir, name + ".ipynb"))}` +
      (moved.length ? `, ${moved.length} result files` : ""));
    for (const m of moved) log(`    ${m}`);
  }
  if (existsSync(stagingRoot) && readdirSync(stagingRoot).length === 0) rmSync(stagingRoot, { recursive: true });
}

async function notebookServer(argv) {
  await setup({ browser: false });
  const watch = spawn(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "tsconfig.json"), "--watch", "--preserveWatchOutput"], { stdio: ["ignore", "inherit", "inherit"] });
  log("lib/ is rebuilt on every change (tsc --watch); restart the kernel to pick it up");
  const dirArg = argv.some((a) => a.startsWith("--notebook-dir")) ? [] : [`--notebook-dir=${NOTEBOOKS}`];
  const rootArg = typeof process.getuid === "function" && process.getuid() === 0 ? ["--allow-root"] : [];
  const server = spawn(python(), ["-m", "notebook", ...dirArg, ...rootArg, ...argv], { env: jupyterEnv(), stdio: "inherit" });
  const stop = () => {
    watch.kill();
    server.kill("SIGINT");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code) => {
    watch.kill();
    process.exit(code ?? 0);
  });
}

async function bench(argv) {
  await build();
  const tsx = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
  const r = run(process.execPath, ["--max-old-space-size=12288", tsx, join(ROOT, "bench", "run.ts"), ...argv], { cwd: ROOT });
  process.exit(r.code ?? 1);
}

/** Remove outputs and execution counts (keeps sources, tags and metadata). */
function stripNotebook(path) {
  const nb = JSON.parse(readFileSync(path, "utf8"));
  nb.cells.forEach((cell, i) => {
    cell.id ??= `cell-${i}`;
    if (cell.cell_type === "code") {
      cell.outputs = [];
      cell.execution_count = null;
    }
    if (cell.metadata) delete cell.metadata.execution;
  });
  const text = JSON.stringify(nb, null, 1) + "\n";
  if (text !== readFileSync(path, "utf8")) {
    writeFileSync(path, text);
    return true;
  }
  return false;
}

async function main() {
  const [command, ...argv] = process.argv.slice(2);
  switch (command) {
    case "setup":
      quiet = argv.includes("--quiet");
      await setup();
      log("ready");
      break;
    case "reproduce":
      await reproduce(argv);
      break;
    case "notebook":
      await notebookServer(argv);
      break;
    case "bench":
      await bench(argv);
      break;
    case "strip": {
      const changed = resolveNotebooks(argv).filter(stripNotebook);
      log(changed.length ? `stripped ${changed.map((p) => relative(ROOT, p)).join(", ")}` : "notebooks already have no outputs");
      break;
    }
    default:
      fail(`unknown command "${command ?? ""}"; use setup, reproduce, notebook, bench or strip`, 2);
  }
}

main().catch((err) => fail(err?.stack ?? String(err)));
