#!/usr/bin/env node
// The `cgtlab` command of the installed package, for a project of your own that ran
// `npm install cgtlab-<version>.tgz` (the repository itself uses scripts/cgtlab.mjs). Run it with
// npx in the project folder (the nearest folder up with a package.json, or --dir DIR):
//   setup-kernel [--danfo]     install tslab into the project if missing (npm install), register
//                              the tslab kernel in the project-local .jupyter/ (never your global
//                              Jupyter); --danfo also installs danfojs-node for DataFrames, adding
//                              the npm overrides it needs to the project's package.json
//   notebook [args]            Jupyter Notebook on the project with that kernel
//   jupyter <command> [args]   any Jupyter command with that kernel, e.g.
//                              `npx cgtlab jupyter nbconvert --to notebook --execute my.ipynb`
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, hasJupyter, JUPYTER_APT, jupyterDir, jupyterEnv, notebookServerArgs, python, registerKernel } from "./jupyter.mjs";

const PACKAGE = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "package.json"), "utf8"));

const say = (msg) => console.log(`cgtlab: ${msg}`);
const fail = (msg, code = 1) => {
  console.error(`cgtlab: ${msg}`);
  process.exit(code);
};

/** The project folder: --dir, else the nearest folder up from here with a package.json. */
function projectFolder(dirOption) {
  if (dirOption !== undefined) {
    const dir = resolve(dirOption);
    if (!existsSync(join(dir, "package.json"))) fail(`--dir ${dirOption}: no package.json in ${dir}`, 2);
    return dir;
  }
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) fail("no package.json in this folder or above it: run this in the project where you installed cgtlab (or pass --dir)", 2);
  }
}

/** Where `name` resolves from the project, or undefined when it is not installed there. */
function resolveFrom(root, name) {
  try {
    return createRequire(join(root, "package.json")).resolve(`${name}/package.json`);
  } catch {
    return undefined;
  }
}

/**
 * Add cgtlab's npm overrides for danfojs-node to the project's package.json (danfojs-node pulls a
 * native TensorFlow build and a spreadsheet library from outside the npm registry; the overrides
 * replace them with registry packages). An override the project already set differently is an error.
 */
function addOverrides(root) {
  const wanted = PACKAGE.cgtlabSetup.overrides;
  const path = join(root, "package.json");
  const pkg = JSON.parse(readFileSync(path, "utf8"));
  const overrides = { ...(pkg.overrides ?? {}) };
  const added = [];
  for (const [name, spec] of Object.entries(wanted)) {
    if (overrides[name] === undefined) {
      overrides[name] = spec;
      added.push(`${name} → ${spec}`);
    } else if (overrides[name] !== spec) {
      fail(`${path} overrides ${name} with ${JSON.stringify(overrides[name])}; danfojs-node needs ${JSON.stringify(spec)} (change it, or leave out --danfo)`);
    }
  }
  if (added.length > 0) {
    writeFileSync(path, JSON.stringify({ ...pkg, overrides }, null, 2) + "\n");
    say(`added npm overrides to package.json: ${added.join(", ")}`);
  }
}

function npmInstall(root, specs) {
  say(`npm install ${specs.join(" ")}`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["install", "--no-audit", "--no-fund", ...specs], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) fail(`npm install ${specs.join(" ")} failed in ${root} (see above)`);
}

function setupKernel(opts) {
  const root = projectFolder(opts.dir);
  if (!resolveFrom(root, "cgtlab")) fail(`cgtlab is not installed in ${root}: run \`npm install <path to cgtlab-*.tgz>\` there first`);
  const install = [];
  if (!resolveFrom(root, "tslab")) install.push(`tslab@${PACKAGE.peerDependencies.tslab}`);
  if (opts.danfo) {
    addOverrides(root);
    if (!resolveFrom(root, "danfojs-node")) install.push(`danfojs-node@${PACKAGE.peerDependencies["danfojs-node"]}`);
  }
  if (install.length > 0) npmInstall(root, install);
  const tslab = resolveFrom(root, "tslab");
  if (!tslab) fail(`tslab is still not resolvable from ${root}`);
  const spec = registerKernel(root, join(dirname(tslab), "bin", "tslab"));
  // Kernel spec, runtime files and notebook signatures are this machine's: never committed.
  const ignore = join(jupyterDir(root), ".gitignore");
  if (!existsSync(ignore)) writeFileSync(ignore, "# written by `npx cgtlab setup-kernel`: this machine's Jupyter files\n*\n");
  say(`registered the tslab kernel "TypeScript (cgtlab)" in ${spec}`);
  say(`notebooks there import the library with: import { cgt, games, studies, notebook } from "cgtlab";`);
  say(`results (notebook.saveTable, exportFigure, ...) go to ${join(root, "results")}`);
  if (!hasJupyter()) {
    say(`Jupyter is not installed: \`sudo apt-get install ${JUPYTER_APT.join(" ")}\` (Debian/Ubuntu), or set CGTLAB_PYTHON to a python with nbclient, nbconvert and notebook`);
  }
  if (!chromium()) say("no Chromium: exportFigure to .svg/.png needs it (`sudo apt-get install chromium`, or set CGTLAB_CHROMIUM)");
  say("start Jupyter with `npx cgtlab notebook`; run one notebook headless with `npx cgtlab jupyter nbconvert --to notebook --execute my.ipynb`");
  say(`(other Jupyter front ends find the kernel with JUPYTER_PATH=${join(jupyterDir(root), "data")})`);
}

/** Run `python -m <args>` with the project's Jupyter environment; exits with its status. */
function runJupyter(root, args) {
  if (!existsSync(join(jupyterDir(root), "data", "kernels"))) fail(`no kernel registered in ${root}: run \`npx cgtlab setup-kernel\` first`);
  const r = spawnSync(python(), args, { env: jupyterEnv(root), stdio: "inherit" });
  if (r.error) fail(`could not start ${python()}: ${r.error.message}`);
  process.exit(r.status ?? 1);
}

const USAGE = "usage: npx cgtlab setup-kernel [--danfo] [--dir DIR] | notebook [args] | jupyter <command> [args]";

function main() {
  const argv = process.argv.slice(2);
  let dir;
  const dirAt = argv.findIndex((a) => a === "--dir" || a.startsWith("--dir="));
  if (dirAt >= 0) {
    const a = argv[dirAt];
    dir = a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[dirAt + 1];
    if (!dir) fail("--dir needs a folder", 2);
    argv.splice(dirAt, a.includes("=") ? 1 : 2);
  }
  const [command, ...rest] = argv;
  switch (command) {
    case "setup-kernel": {
      const unknown = rest.filter((a) => a !== "--danfo");
      if (unknown.length > 0) fail(`setup-kernel: unknown option ${unknown[0]}; ${USAGE}`, 2);
      setupKernel({ dir, danfo: rest.includes("--danfo") });
      break;
    }
    case "notebook": {
      const root = projectFolder(dir);
      runJupyter(root, notebookServerArgs(root, rest));
      break;
    }
    case "jupyter": {
      if (rest.length === 0) fail(`jupyter needs a command (notebook, nbconvert, ...); ${USAGE}`, 2);
      runJupyter(projectFolder(dir), ["-m", "jupyter", ...rest]);
      break;
    }
    case undefined:
    case "help":
    case "--help":
      console.log(USAGE);
      break;
    default:
      fail(`unknown command "${command}"; ${USAGE}`, 2);
  }
}

main();
