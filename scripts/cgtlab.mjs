#!/usr/bin/env node
// cgtlab's one orchestration script. Commands (run through npm, see README):
//   setup                       install Jupyter/Chromium if missing, register the tslab kernel
//                               in the project-local .jupyter/, build lib/
//   reproduce [nb.ipynb ...]    setup, then execute notebooks (all by default) top to bottom on the
//                               tslab kernel; executed copies go to results/notebooks/, result
//                               files to results/ (moved there only when the notebook succeeds)
//       --profile test          inject each notebook's metadata.cgtlab.test_parameters (small sizes);
//                               writes to $TMPDIR/cgtlab-test-profile/ by default, never to results/
//       --results DIR           write result files to DIR instead of results/ (tests use a temp dir)
//       --executed DIR          write executed notebooks to DIR instead of <results>/notebooks/
//       (env CGTLAB_KERNEL_HEAP_MB=N: run the kernels with a V8 heap limit of N MB)
//   notebook [jupyter args]     setup, rebuild lib/ on change (compile-lib --watch) and start Jupyter Notebook
//   build                       compile lib/ to lib/dist with the minified plotly.js, removing outputs
//                               whose source is gone (lib/'s `prepack` runs this before `npm pack`)
//   bench [topic ...]           build lib/, run bench/<topic>.bench.ts, write results/bench/<topic>.json
//   strip [nb.ipynb ...]        remove outputs and execution counts from notebooks/ (before committing)
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, hasJupyter, JUPYTER_APT, jupyterEnv as projectJupyterEnv, notebookServerArgs, python, registerKernel as registerProjectKernel } from "../lib/bin/jupyter.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const NOTEBOOKS = join(ROOT, "notebooks");
const RESULTS = join(ROOT, "results");

let quiet = false;
const log = (msg) => {
  if (!quiet) console.log(`cgtlab: ${msg}`);
};
const fail = (msg, code = 1) => {
  console.error(`cgtlab: ${msg}`);
  process.exit(code);
};

/** Environment for Jupyter: the project-local .jupyter/ (lib/bin/jupyter.mjs), never the user's global one. */
function jupyterEnv(extra = {}) {
  return projectJupyterEnv(ROOT, extra);
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

function ensureJupyter() {
  if (hasJupyter()) return;
  if (canAptInstall() && aptInstall(JUPYTER_APT) && hasJupyter()) return;
  fail(`Jupyter is missing and could not be installed here: install it with \`sudo apt-get install ${JUPYTER_APT.join(" ")}\` (Debian/Ubuntu), or set CGTLAB_PYTHON to a python with nbclient, nbconvert and notebook`);
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
  const tslabBin = join(ROOT, "node_modules", "tslab", "bin", "tslab");
  if (!existsSync(tslabBin)) fail("tslab is not installed: run `npm ci` first");
  registerProjectKernel(ROOT, tslabBin);
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
  // scripts/compile-lib.mjs: tsc's compilation, each output written whole (temporary file, then
  // rename) and only when its text changed, so no reader of lib/dist ever sees a half-written module.
  if (!run(process.execPath, [join(ROOT, "scripts", "compile-lib.mjs")]).ok) {
    fail("the library does not compile (see the errors above)");
  }
  await minifyPlotly();
  pruneStaleDist();
}

/**
 * Remove compiled files of lib/dist whose TypeScript source is gone (tsc never deletes them), so
 * that neither the package tarball nor `require` finds a module the sources no longer have.
 */
function pruneStaleDist() {
  const lib = join(ROOT, "lib");
  const dist = join(lib, "dist");
  for (const file of listFiles(dist)) {
    const rel = relative(dist, file);
    if (/\.\d+\.tmp$/.test(rel)) {
      rmSync(file, { force: true }); // a compiler stopped between writing and renaming an output
      continue;
    }
    if (rel.split(sep)[0] === "vendor") continue;
    const stem = rel.replace(/(\.d\.ts|\.js\.map|\.d\.ts\.map|\.js)$/, "");
    if (stem !== rel && !existsSync(join(lib, stem + ".ts"))) {
      rmSync(file, { force: true });
      log(`removed ${relative(ROOT, file)} (its source is gone)`);
    }
  }
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

/**
 * Whether a notebook exports an image (`exportFigure` or `showThenExport` to .svg or .png, `renderFigure`), which needs
 * Chromium. An `exportFigure` whose path is not a literal counts as an image; `.html` exports and
 * inline charts do not (without Chromium a chart is shown without its static PNG, with a warning).
 */
export function exportsImage(notebookPath) {
  const cells = JSON.parse(readFileSync(notebookPath, "utf8")).cells ?? [];
  for (const cell of cells) {
    if (cell.cell_type !== "code") continue;
    const src = Array.isArray(cell.source) ? cell.source.join("") : String(cell.source ?? "");
    if (/\brenderFigure\s*\(/.test(src)) return true;
    for (const m of src.matchAll(/\b(?:exportFigure|showThenExport)\s*\(/g)) {
      const call = src.slice(m.index, m.index + 2000);
      const path = /(["'`])([^"'`\n]*?)\.(svg|png|html)\1/.exec(call);
      if (path === null || path[3] !== "html") return true;
    }
  }
  return false;
}

/** "4.6 s", "1 min 00 s", "1 h 05 min": seconds rounded before the unit is chosen (no "60 s"). */
function elapsed(seconds) {
  const tenths = Math.round(seconds * 10) / 10;
  if (tenths < 60) return `${tenths.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

async function setup({ browser = true } = {}) {
  recoverPublishes(RESULTS);
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

// Publishing a notebook's results is one transaction. Everything the notebook produced (its
// result files and the executed notebook) is first staged in <results>/.staging/<name>-<pid>/.
// Then a journal listing every move is written whole to <results>/.publish/<name>.json: that
// is the commit point. The moves (renames) follow, then the journal is removed. A run killed
// before the commit point leaves the old results; one killed after it is completed by the next
// cgtlab command (recoverPublishes, run by setup), so results/ ends as the old or the new run,
// never a mix. SIGINT/SIGTERM/SIGHUP are deferred while a publish runs.
const STAGING_DIR = ".staging";
const JOURNAL_DIR = ".publish";

function writeWhole(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

function moveFile(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (err) {
    if (err.code !== "EXDEV") throw err;
    const tmp = `${to}.${process.pid}.tmp`; // another file system: copy whole, then rename
    copyFileSync(from, tmp);
    renameSync(tmp, to);
    rmSync(from, { force: true });
  }
}

/** Carry out (or finish) the moves of a journal, then remove staging and journal. Idempotent. */
function completeJournal(path) {
  const journal = JSON.parse(readFileSync(path, "utf8"));
  for (const { from, to } of journal.moves) {
    if (existsSync(from)) moveFile(from, to);
  }
  rmSync(journal.staging, { recursive: true, force: true });
  rmSync(path, { force: true });
  return journal;
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

/** Finish publishes interrupted after their commit point; remove staging folders of dead runs. */
function recoverPublishes(resultsDir) {
  const journals = join(resultsDir, JOURNAL_DIR);
  if (existsSync(journals)) {
    for (const f of readdirSync(journals)) {
      const path = join(journals, f);
      if (f.endsWith(".json")) {
        const j = completeJournal(path);
        log(`completed the interrupted publish of ${j.name} (${j.moves.length} files)`);
      } else if (f.endsWith(".tmp")) {
        rmSync(path, { force: true }); // a journal killed while being written: never committed
      }
    }
    if (readdirSync(journals).length === 0) rmSync(journals, { recursive: true, force: true });
  }
  for (const dir of [join(resultsDir, STAGING_DIR), join(resultsDir, ".tmp")]) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      const pid = Number(/-(\d+)$/.exec(entry)?.[1]);
      if (!(pid > 0 && pid !== process.pid && pidAlive(pid))) {
        rmSync(join(dir, entry), { recursive: true, force: true });
        log(`removed the stale staging folder ${relative(ROOT, join(dir, entry))}`);
      }
    }
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
  }
}

/** CGTLAB_KERNEL_HEAP_MB=N runs the kernels with a V8 heap of N MB (node --max-old-space-size). */
function kernelHeapEnv() {
  const mb = process.env.CGTLAB_KERNEL_HEAP_MB;
  if (mb === undefined) return {};
  if (!/^[1-9]\d*$/.test(mb)) fail(`CGTLAB_KERNEL_HEAP_MB must be a positive integer (MB), got "${mb}"`, 2);
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${mb}`.trim() };
}

// Signals are deferred only while a publish runs (it is short and synchronous): a handler
// installed around it catches them, and one event-loop turn afterwards lets it run. Elsewhere a
// signal stops the run at once (the executor notices and takes its kernel down; the staging
// folder is removed by the next run).
let deferredSignal;
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
const noteSignal = (sig) => {
  deferredSignal ??= sig;
};
async function withSignalsDeferred(fn) {
  for (const sig of SIGNALS) process.on(sig, noteSignal);
  try {
    return fn();
  } finally {
    await new Promise((r) => setImmediate(r)); // let a signal that arrived meanwhile be noted
    for (const sig of SIGNALS) process.removeListener(sig, noteSignal);
  }
}
function exitIfSignalled() {
  if (deferredSignal) fail(`stopped by ${deferredSignal}; results/ holds only notebooks that completed`, 130);
}

/** Publish a staged notebook run as one transaction (see above); returns the moved targets. */
function publish(name, staging, files, resultsDir, executedStaged, executedTarget) {
  const moves = listFiles(files).map((file) => ({ from: file, to: join(resultsDir, relative(files, file)) }));
  moves.push({ from: executedStaged, to: executedTarget });
  const journal = join(resultsDir, JOURNAL_DIR, `${name}.json`);
  if (process.env.CGTLAB_FAULT === "kill-before-commit") process.kill(process.pid, "SIGKILL"); // fault-injection tests
  writeWhole(journal, JSON.stringify({ name, staging, moves }, null, 1) + "\n");
  if (process.env.CGTLAB_FAULT === "kill-after-commit") process.kill(process.pid, "SIGKILL"); // fault-injection tests
  completeJournal(journal);
  const journals = dirname(journal);
  if (readdirSync(journals).length === 0) rmSync(journals, { recursive: true, force: true });
  return moves.map((m) => shownPath(m.to));
}

/** A path as the log shows it: relative to the checkout when inside it, else absolute (never "../../.."). */
function shownPath(p) {
  return p.startsWith(ROOT + sep) ? relative(ROOT, p) : p;
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
  // The test profile never touches the committed results/: its default is a folder in the temp dir.
  const defaultOut = profile === "test" ? join(tmpdir(), "cgtlab-test-profile") : RESULTS;
  const resultsDir = resolve(opts.results ?? defaultOut);
  const executedDir = resolve(opts.executed ?? join(resultsDir, "notebooks"));
  if (profile === "test" && [resultsDir, executedDir].some((d) => d === RESULTS || d.startsWith(RESULTS + sep))) {
    fail(`--profile test writes test-size results and must not write into ${relative(ROOT, RESULTS)}/; choose another --results/--executed folder`, 2);
  }
  if (profile === "test") log(`test profile: results go to ${resultsDir}, executed notebooks to ${executedDir}`);
  const browser = notebooks.some(exportsImage);
  if (!browser) log("no notebook of this run exports an image: Chromium is not needed");
  const runStarted = Date.now();
  let ok = 0;
  // The run's last line, whatever happens: how many notebooks, how long, OK or where it failed.
  const summary = (failure) => {
    const what = failure ? `${failure} after ${ok} of ${notebooks.length} notebook(s) OK` : `${ok} notebook(s) OK`;
    const line = `reproduce: ${what} in ${elapsed((Date.now() - runStarted) / 1000)} (${profile} profile, results in ${shownPath(resultsDir)})`;
    (failure ? console.error : console.log)(`cgtlab: ${line}`);
  };
  await setup({ browser });
  recoverPublishes(resultsDir);
  for (const nb of notebooks) {
    const name = basename(nb, ".ipynb");
    const staging = join(resultsDir, STAGING_DIR, `${name}-${process.pid}`);
    const files = join(staging, "files");
    const executedStaged = join(staging, `${name}.ipynb`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(files, { recursive: true });
    const started = Date.now();
    log(`executing ${relative(ROOT, nb)} (${profile} profile)`);
    const r = run(
      python(),
      [join(ROOT, "scripts", "execute_notebook.py"), nb, executedStaged, "--profile", profile,
        ...(opts.timeout ? ["--timeout", String(opts.timeout)] : [])],
      { env: jupyterEnv({ CGTLAB_RESULTS_DIR: files, CGTLAB_RUN_RESULTS_DIR: resultsDir, CGTLAB_PROFILE: profile, ...kernelHeapEnv() }), cwd: NOTEBOOKS, stdio: "inherit" },
    );
    if (!r.ok || !existsSync(executedStaged)) {
      rmSync(staging, { recursive: true, force: true });
      console.error(`cgtlab: ${relative(ROOT, nb)} failed (see the cell and error above); no result files of it were written`);
      summary(`FAILED at ${relative(ROOT, nb)}`);
      process.exit(1);
    }
    const moved = await withSignalsDeferred(() => publish(name, staging, files, resultsDir, executedStaged, join(executedDir, `${name}.ipynb`)));
    ok++;
    log(`  done in ${elapsed((Date.now() - started) / 1000)}: ${moved.length - 1} result files and the executed notebook`);
    for (const m of moved) log(`    ${m}`);
    if (deferredSignal) summary(`STOPPED by ${deferredSignal}`);
    exitIfSignalled();
  }
  const stagingRoot = join(resultsDir, STAGING_DIR);
  if (existsSync(stagingRoot) && readdirSync(stagingRoot).length === 0) rmSync(stagingRoot, { recursive: true });
  summary();
}

async function notebookServer(argv) {
  await setup({ browser: false });
  const watch = spawn(process.execPath, [join(ROOT, "scripts", "compile-lib.mjs"), "--watch"], { stdio: ["ignore", "inherit", "inherit"] });
  log("lib/ is rebuilt on every change (scripts/compile-lib.mjs --watch); restart the kernel to pick it up");
  // The server runs in its own process group, so that Ctrl-C reaches it once, from here, as
  // SIGTERM (a clean shutdown of its kernels, no confirmation prompt); a second SIGINT arriving
  // while it shuts its kernels down printed a 40-line KeyboardInterrupt traceback.
  const server = spawn(python(), notebookServerArgs(NOTEBOOKS, argv), { env: jupyterEnv(), stdio: ["ignore", "inherit", "inherit"], detached: true });
  let stopping = false;
  const stop = () => {
    watch.kill();
    if (stopping) return; // a second Ctrl-C: the shutdown is already under way
    stopping = true;
    log("stopping the notebook server and its kernels");
    server.kill("SIGTERM");
    setTimeout(() => {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 20_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("SIGHUP", stop);
  server.on("exit", (code, signal) => {
    watch.kill();
    process.exit(stopping && (signal === "SIGTERM" || code === 0 || code === null) ? 0 : (code ?? 1));
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
    case "build":
      quiet = argv.includes("--quiet");
      await build();
      break;
    case "strip": {
      const changed = resolveNotebooks(argv).filter(stripNotebook);
      log(changed.length ? `stripped ${changed.map((p) => relative(ROOT, p)).join(", ")}` : "notebooks already have no outputs");
      break;
    }
    default:
      fail(`unknown command "${command ?? ""}"; use setup, reproduce, notebook, bench, build or strip`, 2);
  }
}

// Run only as a command (tests import exportsImage without running anything).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main().catch((err) => fail(err?.stack ?? String(err)));
