// The generated API reference (issue 26, item 4) builds without a warning: TypeDoc (typedoc.json:
// entry lib/index.ts, the glossary, the notation guide and SOURCES.md as project documents) with
// validation of unexported types, broken links and undocumented exported names, and warnings
// treated as errors. `npm run docs` writes the same reference to docs/api/ (git-ignored); this test
// only converts and validates (--emit none). A fixture with an undocumented export and a broken
// link shows that the check fails when it should.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const TYPEDOC = join(ROOT, "node_modules", "typedoc", "bin", "typedoc");

function typedoc(args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [TYPEDOC, "--emit", "none", "--treatWarningsAsErrors", ...args], { cwd: ROOT, encoding: "utf8" });
  // eslint-disable-next-line no-control-regex -- strips the ANSI colour escapes (ESC [ … m) from the output
  return { status: r.status, output: `${r.stdout}${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, "") };
}

describe("API reference (TypeDoc)", () => {
  it("builds from typedoc.json with no warning", () => {
    const r = typedoc([]);
    expect(r.output.split("\n").filter((l) => /warning|error/i.test(l) && !l.startsWith("npm warn")), r.output).toEqual([]);
    expect(r.status).toBe(0);
  }, 300_000);

  it("the configuration validates what the issue asks (unexported, links, undocumented names) and includes the guides", () => {
    const config = JSON.parse(readFileSync(join(ROOT, "typedoc.json"), "utf8")) as {
      validation: Record<string, boolean>;
      projectDocuments: string[];
      out: string;
      requiredToBeDocumented: string[];
    };
    expect(config.validation).toMatchObject({ notExported: true, invalidLink: true, notDocumented: true });
    expect(config.projectDocuments).toEqual(expect.arrayContaining(["docs/glossary.md", "docs/notation.md", "SOURCES.md"]));
    expect(config.requiredToBeDocumented).toEqual(expect.arrayContaining(["Function", "Class", "Interface", "TypeAlias", "Variable", "Namespace"]));
    expect(readFileSync(join(ROOT, ".gitignore"), "utf8")).toContain(`${config.out}/`);
  });

  it("fails on an undocumented export and a broken link (fixture)", () => {
    const dir = join("test", "fixtures", "docs-broken");
    const r = typedoc(["--options", join(dir, "typedoc.json")]);
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/undocumented.*does not have any documentation/);
    expect(r.output).toMatch(/Failed to resolve link to "nowhere"/);
  }, 120_000);
});
