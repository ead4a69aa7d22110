// notebook.readResult and friends (issue 15, item 4): reads honour the run's staging folder, parse
// by extension, and a missing file names the notebook or command that writes it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "../lib/util";
import {
  listResults,
  parseCsv,
  readResult,
  readResultIfPresent,
  resultProducer,
  resultsFolder,
  resultsSearchPath,
  saveJson,
  saveTable,
  toCsv,
} from "../lib/notebook";

let tmp: string;
let run: string;
let staging: string;
const saved = { own: process.env.CGTLAB_RESULTS_DIR, run: process.env.CGTLAB_RUN_RESULTS_DIR };

function write(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeEach(() => {
  // The layout `npm run reproduce --results <run>` makes for notebook 05: its own staging folder
  // inside the run's results folder, where the notebooks before it were already published.
  tmp = mkdtempSync(join(tmpdir(), "cgtlab-readresult-"));
  run = join(tmp, "results");
  staging = join(run, ".staging", "05-tokyo-doves-analysis-4242", "files");
  mkdirSync(staging, { recursive: true });
  process.env.CGTLAB_RESULTS_DIR = staging;
  process.env.CGTLAB_RUN_RESULTS_DIR = run;
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
  for (const [k, v] of [["CGTLAB_RESULTS_DIR", saved.own], ["CGTLAB_RUN_RESULTS_DIR", saved.run]] as const) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- an unset variable must be deleted (process.env turns undefined into "undefined")
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("readResult in a staged run", () => {
  it("reads what an earlier notebook of the same run published, not the committed copy", () => {
    // results/tokyodoves/totals.json is committed with the full-size count; this run's copy differs.
    write(run, "tokyodoves/totals.json", JSON.stringify({ realistic_variants: { neither_boss_surrounded: 12345 } }));
    const t = readResult<{ realistic_variants: { neither_boss_surrounded: number } }>("tokyodoves/totals.json");
    expect(t.realistic_variants.neither_boss_surrounded).toBe(12345);
    expect(resultsSearchPath()).toEqual([staging, run]);
  });

  it("prefers what the current notebook itself wrote (its staging folder) over the run folder", () => {
    write(run, "topic/x.json", "1");
    saveJson(2, "topic/x.json"); // goes to the staging folder
    expect(readResult<number>("topic/x.json")).toBe(2);
  });

  it("a missing file names the notebook that writes it (derived from the notebooks' save calls)", () => {
    expect(resultProducer("tokyodoves/totals.json")).toEqual({ kind: "notebook", notebook: "04-tokyo-doves-counts.ipynb" });
    expect(resultProducer("konane/3xn_values.csv")).toEqual({ kind: "notebook", notebook: "01-konane.ipynb" });
    expect(resultProducer("quickstart/classic_games.csv")).toEqual({ kind: "notebook", notebook: "00-quickstart.ipynb" });
    expect(() => readResult("tokyodoves/totals.json")).toThrow(InputError);
    expect(() => readResult("tokyodoves/totals.json")).toThrow(/04-tokyo-doves-counts\.ipynb.*npm run reproduce -- notebooks\/04-tokyo-doves-counts\.ipynb/);
  });

  it("a missing command-line output names the command; an unknown file says so", () => {
    expect(() => readResult("tokyodoves/cli/survey-8-pruned.json")).toThrow(/command-line job `npx tsx scripts\/tokyodoves\/cli\.ts survey/);
    expect(() => readResult("nowhere/none.csv")).toThrow(/no notebook or command of this project is known to write it/);
    expect(readResultIfPresent("tokyodoves/cli/survey-8-pruned.json")).toBeUndefined();
  });

  it("rejects bad paths, invalid JSON and a failed shape check with InputError", () => {
    expect(() => readResult("../etc/passwd" as string)).toThrow(InputError);
    expect(() => readResult("/abs/x.json")).toThrow(InputError);
    write(run, "topic/bad.json", "{ not json");
    expect(() => readResult("topic/bad.json")).toThrow(/not valid JSON/);
    write(run, "topic/n.json", '"text"');
    const isNumber = (x: unknown): x is number => typeof x === "number";
    expect(() => readResult("topic/n.json", { validate: isNumber })).toThrow(/expected shape/);
  });

  it("parses CSV back into the rows saveTable wrote (quotes, commas, newlines, empty cells)", () => {
    const rows = [{ a: "x,y", b: 'say "hi"', c: "two\nlines", d: 3 }, { a: "", b: "plain", c: "", d: -1.5 }];
    saveTable(rows, "topic/t.csv");
    expect(readResult("topic/t.csv")).toEqual([
      { a: "x,y", b: 'say "hi"', c: "two\nlines", d: "3" },
      { a: "", b: "plain", c: "", d: "-1.5" },
    ]);
    expect(parseCsv(toCsv(rows).replace(/\n/g, "\r\n").replace("two\r\nlines", "two\nlines"))).toHaveLength(2);
    expect(() => parseCsv('a,b\n"open,1\n')).toThrow(/not closed/);
    expect(() => parseCsv("a\n1,2\n")).toThrow(/row 2 has 2 cells/);
    write(run, "topic/readme.txt", "hello");
    expect(readResult("topic/readme.txt")).toBe("hello");
  });

  it("lists a folder over both places, the staging copy hiding the published one", () => {
    write(run, "tokyodoves/cli/survey-8-pruned.json", "{}");
    write(run, "tokyodoves/cli/agree.json", "{}");
    write(staging, "tokyodoves/cli/survey-9-full.json", "{}");
    expect(listResults("tokyodoves/cli")).toEqual(["tokyodoves/cli/agree.json", "tokyodoves/cli/survey-8-pruned.json", "tokyodoves/cli/survey-9-full.json"]);
    expect(listResults("tokyodoves/none")).toEqual([]);
    expect(resultsFolder("tokyodoves/cli")).toBe(join(staging, "tokyodoves/cli"));
    expect(resultsFolder("tokyodoves/census")).toBe(join(staging, "tokyodoves/census"));
    write(run, "tokyodoves/census/k02/shard.json", "{}");
    expect(resultsFolder("tokyodoves/census")).toBe(join(run, "tokyodoves/census"));
  });
});

describe("notebooks read results only through readResult", () => {
  it("no notebook reads files through notebook.projectRoot() or node:fs (a test run would read the committed copies)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = join(__dirname, "..", "notebooks");
    const offenders: string[] = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".ipynb"))) {
      const nb = JSON.parse(readFileSync(join(dir, name), "utf8")) as { cells: { cell_type: string; source: string | string[] }[] };
      nb.cells.forEach((c, i) => {
        const src = Array.isArray(c.source) ? c.source.join("") : c.source;
        if (c.cell_type === "code" && /projectRoot\(|from\s+["']node:fs["']|require\(["'](node:)?fs["']\)/.test(src)) offenders.push(`${name} cell ${i}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
