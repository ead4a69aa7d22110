// Where Jupyter or Chromium is missing and cannot be installed, setup stops with ONE clear line
// naming what to install. (CGTLAB_NO_INSTALL=1 stands for "cannot install here".)
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");

function setup(env: Record<string, string>) {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", "cgtlab.mjs"), "setup"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CGTLAB_NO_INSTALL: "1", ...env },
  });
  return { code: r.status, stderr: r.stderr.trim() };
}

describe("setup without the system packages", () => {
  it("names the Jupyter packages to install", () => {
    const r = setup({ CGTLAB_PYTHON: "/nonexistent/python3" });
    expect(r.code).toBe(1);
    expect(r.stderr.split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("Jupyter is missing");
    expect(r.stderr).toContain("apt-get install jupyter-nbconvert python3-nbclient jupyter-notebook");
  });

  it("names the Chromium package to install", () => {
    const r = setup({ CGTLAB_CHROMIUM: "/nonexistent/chromium" });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("apt-get install chromium");
  });
});
