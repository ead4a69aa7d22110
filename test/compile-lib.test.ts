// lib/dist is written whole or not at all (scripts/compile-lib.mjs): tsc truncates a file before
// writing it, and a compiler stopped in between (the notebook server's watch, ended by a test's
// teardown) left an empty module that a later test loaded (`Te.cool is not a function`, CI of
// stop 18). Every build of lib/ goes through writeOutputAtomic.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeOutputAtomic } from "../scripts/compile-lib.mjs";

const ROOT = join(__dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-compile-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

describe("compiling lib/", () => {
  it("writes an output through a temporary file and a rename, into new directories, leaving no temporary file", () => {
    const out = join(tmp, "a", "b", "m.js");
    writeOutputAtomic(out, "exports.x = 1;\n");
    expect(readFileSync(out, "utf8")).toBe("exports.x = 1;\n");
    writeOutputAtomic(out, "exports.x = 2;\n");
    expect(readFileSync(out, "utf8")).toBe("exports.x = 2;\n");
    expect(readdirSync(join(tmp, "a", "b"))).toEqual(["m.js"]);
  });

  it("leaves an output whose text is unchanged alone (a rebuild with nothing changed writes nothing)", () => {
    const out = join(tmp, "same.js");
    writeFileSync(out, "exports.y = 1;\n");
    const old = new Date(2020, 0, 1);
    utimesSync(out, old, old);
    writeOutputAtomic(out, "exports.y = 1;\n");
    expect(statSync(out).mtimeMs).toBe(old.getTime());
    writeOutputAtomic(out, "exports.y = 1;\n", true);
    expect(readFileSync(out, "utf8")).toBe("\uFEFFexports.y = 1;\n");
  });

  it("is what `npm run build`, setup and the notebook server's watch run (never tsc writing lib/dist itself)", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe("node scripts/cgtlab.mjs build");
    expect(pkg.scripts["build:watch"]).toBe("node scripts/compile-lib.mjs --watch");
    const cli = readFileSync(join(ROOT, "scripts", "cgtlab.mjs"), "utf8");
    expect(cli).not.toMatch(/typescript", "bin", "tsc"/);
    expect(cli.match(/"compile-lib\.mjs"/g)?.length).toBe(2);
  });
});
