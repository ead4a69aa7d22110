// Jupyter plumbing shared by the repository's scripts/cgtlab.mjs (`npm run setup`, `reproduce`,
// `notebook`) and the package's bin/cgtlab.mjs (`npx cgtlab setup-kernel` in a project that
// installed cgtlab): a project-local Jupyter (data, config and runtime folders under
// <project>/.jupyter, never the user's global Jupyter) and the tslab kernel spec registered there.
// Plain JavaScript, not compiled: it runs before lib/ is built and ships as is in the package.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Debian packages that provide what the executor and the Notebook server need. */
export const JUPYTER_APT = ["jupyter-nbconvert", "python3-nbclient", "jupyter-notebook"];

/** The kernel preload that exits the kernel when the process that started it is gone. */
export const KERNEL_GUARD = join(dirname(fileURLToPath(import.meta.url)), "kernel-guard.cjs");

/** Name of the kernel spec (notebooks' metadata.kernelspec.name), the same in every project. */
export const KERNEL_NAME = "tslab";

/** The project-local Jupyter folder of a project. */
export function jupyterDir(root) {
  return join(root, ".jupyter");
}

/** Environment for Jupyter: the project's own data/config/runtime dirs, never the user's global ones. */
export function jupyterEnv(root, extra = {}) {
  const dir = jupyterDir(root);
  return {
    ...process.env,
    JUPYTER_DATA_DIR: join(dir, "data"),
    JUPYTER_CONFIG_DIR: join(dir, "config"),
    JUPYTER_RUNTIME_DIR: join(dir, "runtime"),
    JUPYTER_PATH: join(dir, "data"),
    JUPYTER_PLATFORM_DIRS: "1",
    CGTLAB_ROOT: root,
    ...extra,
  };
}

/** The python that runs Jupyter: $CGTLAB_PYTHON, else Debian's (which has Jupyter's modules), else python3. */
export function python() {
  if (process.env.CGTLAB_PYTHON) return process.env.CGTLAB_PYTHON;
  return existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

/** Whether that python has the executor (nbclient, nbconvert) and the Notebook server. */
export function hasJupyter() {
  return spawnSync(python(), ["-c", "import nbclient, nbformat, nbconvert, notebook, jupyter_client"], { stdio: "ignore" }).status === 0;
}

/** Chromium for image export: $CGTLAB_CHROMIUM, else the usual system paths; undefined when absent. */
export function chromium() {
  if (process.env.CGTLAB_CHROMIUM) return existsSync(process.env.CGTLAB_CHROMIUM) ? process.env.CGTLAB_CHROMIUM : undefined;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));
}

/** The tslab kernel spec for a project: this node, the guard, the project's tslab, CGTLAB_ROOT = the project. */
export function kernelSpec(root, tslabBin) {
  return {
    argv: [process.execPath, "--require", KERNEL_GUARD, tslabBin, "kernel", "--config-path", "{connection_file}"],
    display_name: "TypeScript (cgtlab)",
    language: "typescript",
    env: { CGTLAB_ROOT: root },
  };
}

/**
 * Register the tslab kernel in the project-local Jupyter of `root` (rewritten only when it
 * changed). Returns the kernel.json path.
 */
export function registerKernel(root, tslabBin) {
  const dir = join(jupyterDir(root), "data", "kernels", KERNEL_NAME);
  const path = join(dir, "kernel.json");
  const text = JSON.stringify(kernelSpec(root, tslabBin), null, 2) + "\n";
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeFileSync(path, text);
  return path;
}

/** Arguments of `python -m notebook`: serve `notebookDir` unless the caller chose, and allow root. */
export function notebookServerArgs(notebookDir, argv) {
  const dirArg = argv.some((a) => a.startsWith("--notebook-dir")) ? [] : [`--notebook-dir=${notebookDir}`];
  const rootArg = typeof process.getuid === "function" && process.getuid() === 0 ? ["--allow-root"] : [];
  return ["-m", "notebook", ...dirArg, ...rootArg, ...argv];
}
