// SOURCES.md names every source the repository cites (issue 26, item 8): the five seeds, each OEIS
// sequence, each CGSuite test file, and the books, papers and programs that tests, doc comments and
// notebooks cite for published values. A citation whose source is missing from SOURCES.md fails.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const SOURCES = readFileSync(join(ROOT, "SOURCES.md"), "utf8");

/** Names of sources as they are cited, with the words SOURCES.md must contain for each. */
const NAMED: readonly { cited: RegExp; listed: string }[] = [
  { cited: /Winning Ways/, listed: "Winning Ways for Your Mathematical" },
  { cited: /Lessons in Play/, listed: "Lessons in Play: An" },
  { cited: /\bONAG\b/, listed: "On Numbers and Games" },
  { cited: /Siegel CGT|Siegel, Combinatorial/, listed: "*Combinatorial Game Theory*, Graduate Studies" },
  { cited: /On the structure of misère impartial games/, listed: "On the structure of misère impartial games" },
  { cited: /cgt-tools/, listed: "https://github.com/t4ccer/cgt-tools" },
  { cited: /Gobblet\.jl/, listed: "https://github.com/jonathan-laurent/Gobblet.jl" },
  { cited: /Whinihan/, listed: "Whinihan, \"Fibonacci Nim\"" },
  { cited: /Fraenkel/, listed: "Fraenkel, \"How to beat" },
  { cited: /Partizan Euclid/, listed: "Outcomes of Partizan Euclid" },
  { cited: /Digraph placement/i, listed: "Digraph placement games" },
  { cited: /Drummond-Cole/, listed: "Drummond-Cole" },
  { cited: /Lachmann/, listed: "Who wins Domineering on rectangular boards?" },
  { cited: /Uiterwijk/, listed: "Uiterwijk" },
  { cited: /Gangolli/, listed: "Gangolli and T. Plambeck" },
  { cited: /Guy & Smith|Guy and Smith/, listed: "The G-values of various games" },
  { cited: /CGSuite/, listed: "https://github.com/cgsuite/cgsuite" },
  { cited: /Gardner/, listed: "M. Gardner, \"Mathematical Games\", *Scientific American*, October 1963" },
  { cited: /wind_up\.rs|Wind-Up/, listed: "Wind-Up (`cgt/loopy/impartial/games/wind_up.rs`" },
];

/** Citations in `text` whose source SOURCES.md (given as `sources`) does not list. */
function missingSources(text: string, sources: string): string[] {
  const missing = new Set<string>();
  for (const a of text.match(/\bA\d{6}\b/g) ?? []) if (!sources.includes(a)) missing.add(`OEIS ${a}`);
  for (const m of text.matchAll(/\b([A-Z][A-Za-z]*Test(?:Case)?)(?:\.scala)?\b/g)) {
    const name = m[1]!;
    if (/^(Game|Cgsuite|Canonical|Misere|Eval|Integer|ClassReload)/.test(name) && !sources.includes(name)) missing.add(`CGSuite ${name}`);
  }
  for (const n of NAMED) if (n.cited.test(text) && !sources.includes(n.listed)) missing.add(n.listed);
  return [...missing].sort();
}

function citingFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "lib", "test", "notebooks", "README.md", "DEVELOPING.md"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter((f) => /\.(ts|ipynb|md|tsv)$/.test(f) && !f.endsWith("sources.test.ts"));
}

describe("SOURCES.md", () => {
  it("names the five seeds with title, author, date and address fields", () => {
    for (const n of ["000", "001", "002", "003", "004"]) expect(SOURCES).toMatch(new RegExp(`### Seed ${n}`));
    for (const field of ["**Title:**", "**Date:**", "**Address:**"]) expect(SOURCES.split(field).length - 1, field).toBe(5);
    expect(SOURCES.split(/\*\*Authors?:\*\*/).length - 1).toBe(5);
  });

  it("lists every source the repository cites (OEIS, CGSuite test files, books, papers, programs)", () => {
    const missing = new Map<string, string[]>();
    for (const f of citingFiles()) {
      let text: string;
      try {
        text = readFileSync(join(ROOT, f), "utf8");
      } catch {
        continue; // deleted from the work tree
      }
      for (const m of missingSources(text, SOURCES)) missing.set(m, [...(missing.get(m) ?? []), f]);
    }
    expect(Object.fromEntries(missing), "add these to SOURCES.md").toEqual({});
  });

  it("a citation missing from SOURCES.md is reported (fixture)", () => {
    const text = "as OEIS A999999 says; CGSuite's GameFooTest.scala; Winning Ways ch. 2";
    expect(missingSources(text, "Winning Ways for Your Mathematical Plays; https://github.com/cgsuite/cgsuite")).toEqual(["CGSuite GameFooTest", "OEIS A999999"]);
    expect(missingSources(text, "")).toContain("Winning Ways for Your Mathematical");
  });
});
