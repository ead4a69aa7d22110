/**
 * What a reader sees (issue 25, "Outputs"): durations and exact numbers in lowest terms, tables
 * without float noise, no machine or staging path in what a cell shows.
 */
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as cgt from "../lib/cgt";
import { displayNumber, duration } from "../lib/notebook/format";
import { saveJson, saveTable, tableHtml, tableText, toCsv } from "../lib/notebook/table";
import { InputError } from "../lib/util";

describe("duration(): rounding carries into the next unit", () => {
  it("never prints 60 s, 60 min, 1000 ms or 1000 µs", () => {
    const cases: [number, string][] = [
      [59.96, "1 min 00 s"], // was "60.0 s"
      [59.94, "59.9 s"],
      [1679.6, "28 min 00 s"], // notebook 05 printed "≈ 27 min 60 s"
      [1679.4, "27 min 59 s"],
      [3599.4, "59 min 59 s"],
      [3599.6, "1 h 00 min"], // was "60 min 00 s"
      [3599.9, "1 h 00 min"],
      [7170, "2 h 00 min"], // 119.5 min rounds to 2 h, not "1 h 60 min"
      [7169, "1 h 59 min"],
      [0.9996, "1.00 s"], // was "1.00e+3 ms"
      [0.0009996, "1 ms"], // was "1.00e+3 µs"
      [0.00085, "850 µs"],
      [0.0125, "12.5 ms"],
      [4.56, "4.56 s"],
      [187, "3 min 07 s"],
      [7500, "2 h 05 min"],
      [-59.96, "-1 min 00 s"],
      [0, "0 µs"],
    ];
    for (const [s, want] of cases) expect([s, duration(s)]).toEqual([s, want]);
    // no output of any duration in a fine sweep has a 60 in a seconds or minutes place
    for (let s = 0.5; s < 20_000; s += 0.37) expect(duration(s)).not.toMatch(/(^|\s)60(\.0)? (s|min)|1000 |e\+/);
    expect(() => duration(Number.POSITIVE_INFINITY)).toThrow(InputError);
    expect(() => duration(Number.NaN)).toThrow(InputError);
  });
});

describe("exact numbers print in lowest terms", () => {
  it("an unreduced dyadic prints reduced (notebook 10's legend read 'cooled by 2/2')", () => {
    expect(cgt.dyadicToString({ num: 2n, exp: 1 })).toBe("1");
    expect(cgt.dyadicToString({ num: 6n, exp: 2 })).toBe("3/2");
    expect(cgt.dyadicToString({ num: -12n, exp: 4 })).toBe("-3/4");
    expect(cgt.dyadicToString({ num: 0n, exp: 3 })).toBe("0");
    expect(cgt.dyadicToString({ num: 3n, exp: 2 })).toBe("3/4");
    // the legend of notebook 10: half of a temperature T = 1 is 1/2, half of 2 is 1
    const half = (t: cgt.Dyadic): string => `cooled by ${cgt.dyadicToString({ num: t.num, exp: t.exp + 1 })}`;
    expect(half(cgt.makeDyadic(1n))).toBe("cooled by 1/2");
    expect(half(cgt.makeDyadic(2n))).toBe("cooled by 1");
    expect(half(cgt.makeDyadic(3n, 1))).toBe("cooled by 3/4");
  });
});

describe("tables round floats for display, CSV keeps every digit", () => {
  it("0.07540000000000001 shows as 0.0754", () => {
    const x = 0.0754 + 1e-17 * 1000; // a float with binary noise
    expect(String(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(displayNumber(0.1 + 0.2)).toBe("0.3");
    expect(displayNumber(0.07540000000000001)).toBe("0.0754");
    expect(displayNumber(x)).toBe("0.0754");
    expect(displayNumber(2.5)).toBe("2.5");
    expect(displayNumber(123.456789)).toBe("123.457");
    expect(displayNumber(1234567.5)).toBe("1234567.5");
    expect(displayNumber(1e-9 / 3)).toBe("3.33333e-10");
    expect(displayNumber(42)).toBe("42");
    expect(displayNumber(2 ** 60)).toBe(String(2 ** 60)); // integers exactly
    expect(displayNumber(Number.NaN)).toBe("NaN");
    const rows = [{ n: 3, seconds: 0.07540000000000001, big: 12345678901234567890n }];
    expect(tableHtml(rows)).toContain("<td>0.0754</td>");
    expect(tableHtml(rows)).not.toContain("0.07540000000000001");
    expect(tableText(rows)).toContain("0.0754");
    expect(tableText(rows)).not.toContain("00000001");
    expect(toCsv(rows)).toBe("n,seconds,big\n3,0.07540000000000001,12345678901234567890\n");
  });
});

describe("no machine or staging path in what a cell shows", () => {
  it("saveTable / saveJson return the published name, not the folder written to", () => {
    const dir = mkdtempSync(join(tmpdir(), "cgtlab-staging-"));
    const before = process.env.CGTLAB_RESULTS_DIR;
    process.env.CGTLAB_RESULTS_DIR = join(dir, ".staging", "01-konane-6938", "files");
    try {
      const shown = saveTable([{ a: 1 }], "konane/figures.csv");
      expect(shown).toBe("results/konane/figures.csv");
      expect(shown).not.toMatch(/staging|^\//);
      expect(readFileSync(join(dir, ".staging", "01-konane-6938", "files", "konane", "figures.csv"), "utf8")).toBe("a\n1\n");
      expect(saveJson({ a: 1 }, "konane/x.json")).toBe("results/konane/x.json");
    } finally {
      if (before === undefined) delete process.env.CGTLAB_RESULTS_DIR;
      else process.env.CGTLAB_RESULTS_DIR = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("timings live apart from results", () => {
  it("saveTable / saveJson { timings } leave the columns out of the results file and write the git-ignored sidecar", async () => {
    const { saveTimings, timingsName } = await import("../lib/notebook/table");
    const dir = mkdtempSync(join(tmpdir(), "cgtlab-timings-"));
    const before = process.env.CGTLAB_RESULTS_DIR;
    process.env.CGTLAB_RESULTS_DIR = dir;
    try {
      const rows = [{ n: 1, value: "*", time_ms: 0.30000000000000004 }, { n: 2, value: "0", time_ms: 12 }];
      expect(saveTable(rows, "k/growth.csv", { timings: ["time_ms"] })).toBe("results/k/growth.csv");
      expect(readFileSync(join(dir, "k", "growth.csv"), "utf8")).toBe("n,value\n1,*\n2,0\n");
      expect(readFileSync(join(dir, "k", "growth.timings.csv"), "utf8")).toBe("n,value,time_ms\n1,*,0.30000000000000004\n2,0,12\n");
      saveJson({ a: 1, runs: [{ x: 2, millis: 5, heap_used_bytes: 9 }] }, "k/s.json", { timings: ["millis", "heap_used_bytes"] });
      expect(JSON.parse(readFileSync(join(dir, "k", "s.json"), "utf8"))).toEqual({ a: 1, runs: [{ x: 2 }] });
      expect((JSON.parse(readFileSync(join(dir, "k", "s.timings.json"), "utf8")) as { runs: { millis: number }[] }).runs[0]!.millis).toBe(5);
      expect(saveTimings([{ ruleset: "Cram", ms: 3 }], "k/timings.csv")).toBe("results/k/timings.csv");
      expect(timingsName("a/b.csv")).toBe("a/b.timings.csv");
      expect(timingsName("a/timings.json")).toBe("a/timings.json");
      expect(() => saveTable(rows, "k/x.csv", { timings: ["seconds"] })).toThrow(/timing column\(s\) seconds not in the table/);
    } finally {
      if (before === undefined) delete process.env.CGTLAB_RESULTS_DIR;
      else process.env.CGTLAB_RESULTS_DIR = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("no committed result file has a timing or memory column, and the sidecars are git-ignored", () => {
    const root = join(__dirname, "..");
    const TIMING = /^(time_ms|ms|millis|seconds|nim_sequence_ms|heap_used_bytes|totalMillis|cpu_ms|elapsed_ms|wall_ms|wall_seconds|positions_per_cpu_second|estimated_cpu_hours)$/;
    const files = execFileSync("git", ["ls-files", "results"], { cwd: root, encoding: "utf8" }).split("\n").filter((f) => /\.(csv|json)$/.test(f));
    // command-line outputs and benchmarks record their own run (README: "Computations too long for a notebook")
    const notebookFiles = files.filter((f) => !/^results\/(bench|tokyodoves\/cli|tokyodoves\/census)\//.test(f));
    const offenders: string[] = [];
    for (const f of notebookFiles) {
      const text = readFileSync(join(root, f), "utf8");
      const keys = f.endsWith(".csv") ? text.split("\n")[0]!.split(",") : [...text.matchAll(/"([A-Za-z_]+)":/g)].map((m) => m[1]!);
      for (const k of new Set(keys)) if (TIMING.test(k)) offenders.push(`${f}: ${k}`);
    }
    expect(offenders).toEqual([]);
    expect(notebookFiles.some((f) => /(^|[/.])timings\.(csv|json)$/.test(f))).toBe(false);
    const ignored = execFileSync("git", ["check-ignore", "--no-index", "results/konane/3xn_growth.timings.csv", "results/rulesets/grids/timings.json", "results/gobblet/summary.timings.json"], { cwd: root, encoding: "utf8" });
    expect(ignored.trim().split("\n")).toHaveLength(3);
  });
});

describe("every chart's titles render (plotly.js 3 ignores the string shorthand title: \"…\")", () => {
  const root = join(__dirname, "..");
  /** Top-level text (nested braces blanked) of each object literal following `key: {`. */
  function layoutObjects(src: string): string[] {
    const out: string[] = [];
    for (const m of src.matchAll(/\b(layout|xaxis\d*|yaxis\d*|zaxis|legend|colorbar|coloraxis)\s*:\s*\{/g)) {
      let depth = 1;
      let top = "";
      for (let i = m.index! + m[0].length; i < src.length && depth > 0; i++) {
        const c = src[i]!;
        if (c === "{") depth++;
        else if (c === "}") depth--;
        else if (depth === 1) top += c;
      }
      out.push(top);
    }
    return out;
  }

  it("no notebook or library layout writes title as a plain string", () => {
    const sources: [string, string][] = [];
    const nbs = execFileSync("git", ["ls-files", "notebooks/*.ipynb", "lib/*.ts", "lib/**/*.ts"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    for (const f of nbs) {
      const text = readFileSync(join(root, f), "utf8");
      if (f.endsWith(".ipynb")) {
        const cells = (JSON.parse(text) as { cells: { cell_type: string; source: string | string[] }[] }).cells;
        cells.forEach((c, i) => c.cell_type === "code" && sources.push([`${f} cell ${i}`, Array.isArray(c.source) ? c.source.join("") : c.source]));
      } else sources.push([f, text]);
    }
    const offenders = sources.flatMap(([where, src]) => layoutObjects(src).filter((o) => /(^|[,\s])title\s*:\s*["'`]/.test(o)).map((o) => `${where}: ${o.slice(0, 80)}`));
    expect(offenders).toEqual([]);
    // the check itself finds the shorthand
    expect(layoutObjects('const f = { layout: { barmode: "stack", title: "x", xaxis: { title: "cells" } } };').filter((o) => /(^|[,\s])title\s*:\s*["'`]/.test(o))).toHaveLength(2);
  });

  it("every committed plotly SVG under results/ has its title, and its axis titles where it has axes", () => {
    const svgs = execFileSync("git", ["ls-files", "results/*.svg", "results/**/*.svg"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    const text = (svg: string, cls: string): string => (new RegExp(`class="${cls}"[^>]*>([^<]*)`).exec(svg)?.[1] ?? "").trim();
    const missing: string[] = [];
    let charts = 0;
    for (const f of svgs) {
      const svg = readFileSync(join(root, f), "utf8");
      if (!svg.includes('class="main-svg"')) continue; // a drawing, not a plotly chart
      charts++;
      if (text(svg, "gtitle") === "") missing.push(`${f}: title`);
      if ((svg.match(/class="xtick"/g) ?? []).length >= 2) {
        if (text(svg, "xtitle") === "") missing.push(`${f}: x-axis title`);
        if (text(svg, "ytitle") === "") missing.push(`${f}: y-axis title`);
      }
    }
    expect(charts).toBeGreaterThanOrEqual(20);
    expect(missing).toEqual([]);
    // the six charts of issue 25, by their titles
    const title = (f: string): string => text(readFileSync(join(root, "results", f), "utf8"), "gtitle");
    expect(title("define-a-game/triomineering_temperatures.svg")).toBe("Triomineering: temperature of the empty h×w rectangle");
    expect(title("define-a-game/domineering_temperatures.svg")).toBe("Domineering: temperature of the empty h×w rectangle");
    expect(title("domineering/kinds_by_size.svg")).toBe("Kinds of Domineering values of polyomino regions");
    expect(title("domineering/temperature_by_size.svg")).toBe("Temperatures of the hot regions (temperature &#62; 0) by size");
    expect(title("gobblet/distance_histogram.svg")).toBe("Simplified game, official rule: positions by distance to the end");
    expect(title("gobblet/full_distance_histogram.svg")).toMatch(/: positions by distance to the end \(player to move\)$/);
  });
});
