import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as an from "../lib/studies/tokyodoves";
import { parseArgs } from "../scripts/tokyodoves/cliargs";
import { main as cliMain } from "../scripts/tokyodoves/cli";
import { BudgetExceededError, InputError } from "../lib/util";

const committed = (f: string): an.SurveyResult => JSON.parse(readFileSync(join(__dirname, "../results/tokyodoves/cli", f), "utf8")) as an.SurveyResult;

describe("census vs the pruned and full surveys (the oracle)", () => {
  it("complete sizes 2..6: equal checkmates and positions checked, pruned and full", () => {
    for (let n = 2; n <= 6; n++) {
      const c = an.censusCheckmates(n);
      const s = an.surveyPositions(n, { method: "pruned", noSuicide: false });
      expect([n, c.checkmates, c.positionsChecked, c.units, c.unitsPruned]).toEqual([n, s.checkmates, s.positionsChecked, s.units, s.unitsPruned]);
    }
    // full search (no pruning) on every unit, 2..5 doves and a shard of 6
    for (let n = 2; n <= 5; n++) {
      const c = an.censusCheckmates(n, { prune: false });
      const s = an.surveyPositions(n, { method: "full", noSuicide: false });
      expect([n, c.checkmates, c.positionsChecked]).toEqual([n, s.checkmates, s.positionsChecked]);
    }
    const shard = { index: 45, count: 64 }; // a shard with checkmates (see the engine test)
    const cf = an.censusCheckmates(6, { prune: false, shard });
    const sf = an.surveyPositions(6, { method: "full", noSuicide: false, shard });
    expect(sf.checkmates).toBeGreaterThan(1000);
    expect([cf.checkmates, cf.positionsChecked]).toEqual([sf.checkmates, sf.positionsChecked]);
  });

  it("7 doves, complete: the committed pruned and full surveys (842,656 checkmates; issue 17 quotes the same)", () => {
    const c = an.censusCheckmates(7);
    const pruned = committed("survey-7-pruned.json");
    const full = committed("survey-7-full.json");
    expect(c.checkmates).toBe(842_656);
    expect(c.checkmates).toBe(pruned.checkmates);
    expect(c.checkmates).toBe(full.checkmates);
    expect(c.positionsChecked).toBe(pruned.positionsChecked);
    expect(c.units).toBe(pruned.units);
  });

  it("shards of 7, 8 and 9 doves with symmetric and asymmetric shapes: equal to the live pruned survey", () => {
    for (const [n, index, count] of [[7, 3, 16], [7, 0, 40], [8, 5, 256], [9, 7, 4096]] as const) {
      const c = an.censusCheckmates(n, { shard: { index, count } });
      const s = an.surveyPositions(n, { method: "pruned", noSuicide: false, shard: { index, count } });
      expect([n, index, c.checkmates, c.positionsChecked]).toEqual([n, index, s.checkmates, s.positionsChecked]);
    }
  });

  // slow (about a minute of CPU): CGTLAB_SLOW_TESTS=1 npx vitest run test/tokyodoves-census.test.ts
  it.skipIf(!process.env.CGTLAB_SLOW_TESTS)("8 doves, complete: the committed pruned survey (21,923,937 checkmates)", () => {
    // runs the census of all 7,668 units of 8 doves (about a minute); the committed survey is today's oracle
    const c = an.censusCheckmates(8);
    const s = committed("survey-8-pruned.json");
    expect(c.checkmates).toBe(21_923_937);
    expect([c.checkmates, c.positionsChecked, c.units, c.unitsPruned]).toEqual([s.checkmates, s.positionsChecked, s.units, s.unitsPruned]);
  }, 600_000);

  it("the committed census shards of 7 and 8 doves equal the committed pruned surveys", () => {
    const st = an.censusStatus(join(__dirname, "../results/tokyodoves/census"), 8, 7);
    for (const [k, f] of [[7, "survey-7-pruned.json"], [8, "survey-8-pruned.json"]] as const) {
      const c = st.find((s) => s.doves === k)!.complete;
      expect(c, `census k=${k} complete in results/tokyodoves/census`).not.toBeNull();
      const s = committed(f);
      expect([k, c!.counts.checkmates, c!.counts.positionsChecked, c!.counts.units]).toEqual([k, s.checkmates, s.positionsChecked, s.units]);
    }
  });

  it("injective labelling count equals brute force on random allowed tables", () => {
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    for (let trial = 0; trial < 300; trial++) {
      const m = Math.floor(rnd() * 6);
      const allowed = Array.from({ length: m }, () => Math.floor(rnd() * 32) << 1);
      let brute = 0;
      const used = new Set<number>();
      const go = (i: number): void => {
        if (i === m) {
          brute++;
          return;
        }
        for (let k = 1; k <= 5; k++) {
          if (used.has(k) || !((allowed[i]! >>> k) & 1)) continue;
          used.add(k);
          go(i + 1);
          used.delete(k);
        }
      };
      go(0);
      expect(an.countInjectiveLabellings(allowed, m)).toBe(brute);
    }
    expect(an.countInjectiveLabellings([0b111110, 0b111110, 0b111110, 0b111110, 0b111110], 5)).toBe(120);
  });

  it("budget and bad input", () => {
    expect(() => an.censusCheckmates(7, { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
    expect(() => an.censusCheckmates(13)).toThrow(InputError);
    expect(() => an.censusCheckmates(1)).toThrow(InputError);
    expect(() => an.censusCheckmates(6, { shard: { index: 4, count: 4 } })).toThrow(InputError);
    expect(() => an.censusPlan(13)).toThrow(InputError);
  });
});

describe("census shard files: resumable, strict merge", () => {
  const dirs: string[] = [];
  const tmp = (): string => {
    const d = mkdtempSync(join(tmpdir(), "census-"));
    dirs.push(d);
    return d;
  };

  it("a run writes every task, a rerun skips them, a corrupted shard is recomputed alone", () => {
    const dir = tmp();
    const tasks = an.censusPlan(6, 2, (k) => (k === 6 ? 3 : 1));
    expect(tasks.map((t) => `${t.doves}:${t.index}/${t.count}`)).toEqual(["2:0/1", "3:0/1", "4:0/1", "5:0/1", "6:0/3", "6:1/3", "6:2/3"]);
    for (const t of tasks) expect(an.runCensusTask(dir, t).skipped).toBe(false);
    const p1 = an.censusShardPath(dir, 6, 1, 3);
    const p2 = an.censusShardPath(dir, 6, 2, 3);
    const before = statSync(p2).mtimeMs;
    writeFileSync(p1, readFileSync(p1, "utf8").slice(0, 50)); // a truncated file
    expect(an.shardState(dir, tasks[5]!)).toBe("corrupt");
    expect(() => an.readCensusShard(p1)).toThrow(/not valid JSON/);
    const again = tasks.map((t) => an.runCensusTask(dir, t).skipped);
    expect(again).toEqual([true, true, true, true, true, false, true]);
    expect(statSync(p2).mtimeMs).toBe(before);
    const st = an.censusStatus(dir, 6);
    expect(st.every((s) => s.complete !== null)).toBe(true);
    const total = an.censusTotal(dir, 6);
    expect(total.checkmates).toBe(14_310); // 6 doves: the committed/pruned survey (only k = 6 has checkmates up to 6)
    expect(total.positionsChecked).toBe([2, 3, 4, 5, 6].reduce((s, n) => s + an.surveyPositions(n, { method: "pruned", checkmates: false, noSuicide: false }).positionsChecked, 0));
  });

  it("merge refuses missing, duplicate, inconsistent and old-version shards, naming them", () => {
    const dir = tmp();
    const mk = (index: number, count: number, extra: Partial<an.CensusShard> = {}): { path: string; shard: an.CensusShard } => ({
      path: `s${index}-${count}`,
      shard: an.withCensusChecksum({ ...an.computeCensusShard({ doves: 5, index, count }), ...extra }),
    });
    const a = mk(0, 2);
    const b = mk(1, 2);
    expect(an.mergeCensusShards([a, b]).counts.positionsChecked).toBe(an.censusCheckmates(5).positionsChecked);
    expect(() => an.mergeCensusShards([a])).toThrow(/missing shard\(s\) 1 of 2/);
    expect(() => an.mergeCensusShards([a, b, { ...b, path: "copy" }])).toThrow(/appears twice: s1-2 and copy/);
    expect(() => an.mergeCensusShards([a, b, mk(1, 4)])).toThrow(/inconsistent.*s1-4/);
    expect(() => an.mergeCensusShards([a, mk(1, 2, { switches: { prune: false } })])).toThrow(/inconsistent/);
    expect(() => an.mergeCensusShards([a, mk(1, 2, { rules: { ...a.shard.rules, returns: false } })])).toThrow(/inconsistent/);
    expect(() => an.mergeCensusShards([])).toThrow(InputError);
    // an older version and a different size are refused when read or merged
    const old = an.withCensusChecksum({ ...a.shard, version: 0 });
    expect(() => an.validateCensusShard(old, "old.json")).toThrow(/version 0, this is version/);
    const six = an.computeCensusShard({ doves: 6, index: 1, count: 2 });
    expect(() => an.mergeCensusShards([a, { path: "six", shard: six }])).toThrow(/k=6/);
    // a file whose name disagrees with its content
    const p = an.censusShardPath(dir, 5, 0, 2);
    an.runCensusTask(dir, { doves: 5, index: 0, count: 2 });
    writeFileSync(an.censusShardPath(dir, 5, 1, 2), readFileSync(p, "utf8"));
    expect(() => an.censusStatus(dir, 5, 5)).toThrow(/file name says k=5 shard 1\/2, content says k=5 shard 0\/2/);
    // a partial census is never a total
    const dir2 = tmp();
    an.runCensusTask(dir2, { doves: 5, index: 0, count: 2 });
    expect(an.censusStatus(dir2, 5, 5)[0]).toMatchObject({ shardsDone: 1, shardCount: 2, complete: null });
    expect(() => an.censusTotal(dir2, 5, 5)).toThrow(/census incomplete: k=5 \(1\/2 shards\)/);
    expect(() => an.censusTotal(dir2, 6, 5)).toThrow(/k=5 \(1\/2 shards\), k=6 \(0\/\? shards\)/);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
});

describe("census shard checksums: a hand-edited count never merges", () => {
  it("a forged count is refused when read, merged or totalled, naming the file; `census run` recomputes it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "census-forged-"));
    for (const t of an.censusPlan(6, 5, () => 2)) an.runCensusTask(dir, t);
    const p = an.censusShardPath(dir, 6, 1, 2);
    const honest = an.readCensusShard(p);
    expect(honest.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(an.censusShardChecksum(honest)).toBe(honest.checksum);
    const good = an.censusTotal(dir, 6, 5).checkmates;
    // the edit a person would make: one more checkmate, file otherwise untouched
    const forged = { ...honest, counts: { ...honest.counts, checkmates: honest.counts.checkmates + 1 } };
    writeFileSync(p, JSON.stringify(forged, null, 1) + "\n");
    expect(() => an.readCensusShard(p)).toThrow(/checksum does not match/);
    expect(() => an.readCensusShard(p)).toThrow(p);
    expect(() => an.censusTotal(dir, 6, 5)).toThrow(p);
    await expect(cliMain(["census", "merge", "--dir", dir, "--max-doves", "6", "--min-doves", "5"])).rejects.toThrow(new RegExp(`checksum does not match.*${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    // an edited input (rules, switches, size) is caught the same way; so is a shard with no checksum
    writeFileSync(p, JSON.stringify({ ...honest, switches: { prune: false } }));
    expect(() => an.readCensusShard(p)).toThrow(/checksum does not match/);
    const { checksum: _c, ...unsealed } = honest;
    writeFileSync(p, JSON.stringify(unsealed));
    expect(() => an.readCensusShard(p)).toThrow(/no checksum/);
    // in memory too: mergeCensusShards checks the checksum of what it is given
    const other = an.readCensusShard(an.censusShardPath(dir, 6, 0, 2));
    expect(() => an.mergeCensusShards([{ path: "a", shard: other }, { path: "forged-b", shard: forged }])).toThrow(/checksum does not match.*forged-b/);
    // a rerun treats the forged file as corrupt and recomputes it; the total is the honest one again
    writeFileSync(p, JSON.stringify(forged, null, 1) + "\n");
    expect(an.shardState(dir, { doves: 6, index: 1, count: 2 })).toBe("corrupt");
    expect(an.runCensusTask(dir, { doves: 6, index: 1, count: 2 }).skipped).toBe(false);
    expect(an.censusTotal(dir, 6, 5).checkmates).toBe(good);
    rmSync(dir, { recursive: true, force: true });
  });

  it("merge --out never overwrites a shard or any input", async () => {
    const dir = mkdtempSync(join(tmpdir(), "census-out-"));
    an.runCensusTask(dir, { doves: 5, index: 0, count: 1 });
    const shard = an.censusShardPath(dir, 5, 0, 1);
    const before = readFileSync(shard, "utf8");
    const args = ["census", "merge", "--dir", dir, "--max-doves", "5", "--min-doves", "5"];
    await expect(cliMain([...args, "--out", shard])).rejects.toThrow(/inside the shard folder k05/);
    await expect(cliMain([...args, "--out", join(dir, "k05", "census.json")])).rejects.toThrow(/inside the shard folder/);
    await expect(cliMain([...args, "--out", dir])).rejects.toThrow(/census folder itself/);
    const copy = join(dir, "copy-of-a-shard.json");
    writeFileSync(copy, before);
    await expect(cliMain([...args, "--out", copy])).rejects.toThrow(/existing census shard file/);
    expect(readFileSync(shard, "utf8")).toBe(before);
    expect(readFileSync(copy, "utf8")).toBe(before);
    const out = join(dir, "census.json");
    await cliMain([...args, "--out", out]);
    expect((JSON.parse(readFileSync(out, "utf8")) as { checkmates: number }).checkmates).toBe(0);
    await cliMain([...args, "--out", out]); // a merged census (not a shard) may be rewritten
    // the survey merge refuses an --out that is one of its inputs
    const a = join(dir, "a.json");
    writeFileSync(a, JSON.stringify(an.surveyPositions(3)));
    const aBefore = readFileSync(a, "utf8");
    await expect(cliMain(["merge", a, "--out", a])).rejects.toThrow(/--out is one of the files to merge/);
    expect(readFileSync(a, "utf8")).toBe(aBefore);
    rmSync(dir, { recursive: true, force: true });
  });

  it("every committed shard carries a checksum that matches", () => {
    const dir = join(__dirname, "../results/tokyodoves/census");
    const st = an.censusStatus(dir, 12, 2); // reads (and so verifies) every shard file
    expect(st.every((s) => s.complete !== null)).toBe(true);
    // the seed 002 total (詰み局面の全列挙, the seed's census): 4,779,515,952 checkmates for k = 2..12
    expect(an.censusTotal(dir, 12, 2).checkmates).toBe(4_779_515_952);
  });
});

describe("strict command line", () => {
  const spec = { doves: "count", shard: "shard", "max-minutes": "minutes", workers: "positive", quiet: "switch", method: "string" } as const;
  it("rejects unknown flags, malformed numbers and bad shards", () => {
    expect(() => parseArgs(["--methd", "pruned"], spec, "survey")).toThrow(/unknown flag --methd/);
    expect(() => parseArgs(["--max-minutes", "abc"], spec, "survey")).toThrow(/positive number of minutes, got "abc"/);
    expect(() => parseArgs(["--max-minutes", "0"], spec, "survey")).toThrow(/positive number/);
    expect(() => parseArgs(["--shard", "5/4"], spec, "survey")).toThrow(/0..N-1/);
    expect(() => parseArgs(["--shard", "-1/3"], spec, "survey")).toThrow(/needs a value|i\/N/);
    expect(() => parseArgs(["--shard=-1/3"], spec, "survey")).toThrow(/i\/N/);
    expect(() => parseArgs(["--shard", "1/x"], spec, "survey")).toThrow(/i\/N/);
    expect(() => parseArgs(["--doves", "7.5"], spec, "survey")).toThrow(/whole number/);
    expect(() => parseArgs(["--workers", "0"], spec, "survey")).toThrow(/at least 1/);
    expect(() => parseArgs(["--doves"], spec, "survey")).toThrow(/needs a value/);
    expect(() => parseArgs(["--quiet=yes"], spec, "survey")).toThrow(/takes no value/);
    expect(() => parseArgs(["--doves", "7", "--doves", "8"], spec, "survey")).toThrow(/twice/);
    expect(() => parseArgs(["stray"], spec, "survey")).toThrow(/positional/);
    const ok = parseArgs(["--doves", "7", "--shard=1/2", "--max-minutes", "1.5", "--quiet"], spec, "survey");
    expect([...ok.flags.entries()]).toEqual([["doves", "7"], ["shard", "1/2"], ["max-minutes", "1.5"], ["quiet", "true"]]);
  });

  it("the CLI refuses bad commands before computing anything", async () => {
    await expect(cliMain(["survey", "--doves", "7", "--methd", "pruned"])).rejects.toThrow(/unknown flag --methd/);
    await expect(cliMain(["survey", "--doves", "13"])).rejects.toThrow(InputError);
    await expect(cliMain(["survey", "--doves", "7", "--method", "fast"])).rejects.toThrow(/full or pruned/);
    await expect(cliMain(["census", "task", "--dir", "/nonexistent-census", "--task", "999"])).rejects.toThrow(/--task must be in 0\.\./);
    await expect(cliMain(["census", "frobnicate"])).rejects.toThrow(/unknown census command/);
    await expect(cliMain(["census", "run", "--max-doves", "5"])).rejects.toThrow(/--dir is required/);
    await expect(cliMain(["frobnicate"])).rejects.toThrow(/unknown command/);
    await expect(cliMain(["census", "status", "--dir", "/nonexistent-census", "--max-doves", "13"])).rejects.toThrow(/--max-doves must be/);
    await expect(cliMain(["census", "shard", "--dir", "/nonexistent-census", "--doves", "1", "--shard", "0/1"])).rejects.toThrow(/--doves must be/);
    await expect(cliMain(["census", "shard", "--dir", "/nonexistent-census", "--doves", "7", "--shard", "4/4"])).rejects.toThrow(/0..N-1/);
    await expect(cliMain(["census", "run", "--dir", "/nonexistent-census", "--workers", "two"])).rejects.toThrow(/whole number/);
  });

  it("survey merge refuses overlapping splits, bad labels, other switches and incomplete splits", async () => {
    const d = mkdtempSync(join(tmpdir(), "survey-merge-"));
    const write = (name: string, r: an.SurveyResult): string => {
      const p = join(d, name);
      writeFileSync(p, JSON.stringify(r));
      return p;
    };
    const s = (index: number, count: number, opts: an.SurveyOptions = {}): an.SurveyResult => an.surveyPositions(4, { shard: { index, count }, ...opts });
    const a = write("a.json", s(0, 2));
    const b = write("b.json", s(1, 2));
    const q = write("q.json", s(1, 4));
    await expect(cliMain(["merge", a, b, q])).rejects.toThrow(/1\/4 overlaps a split into 2 shards.*q\.json/);
    const bad = write("bad.json", { ...s(1, 2), shards: ["5/2"] });
    await expect(cliMain(["merge", a, bad])).rejects.toThrow(/0..N-1/);
    const nc = write("nc.json", s(1, 2, { checkmates: false }));
    await expect(cliMain(["merge", a, nc])).rejects.toThrow(/other tests.*nc\.json/);
    await expect(cliMain(["merge", a])).rejects.toThrow(/incomplete: missing shard\(s\) 1\/2; no total written/);
    writeFileSync(join(d, "trunc.json"), "{\"doves\": 4, \"sha");
    await expect(cliMain(["merge", a, join(d, "trunc.json")])).rejects.toThrow(/cannot read a survey result/);
    const out = join(d, "m.json");
    await cliMain(["merge", a, b, "--out", out]);
    const m = JSON.parse(readFileSync(out, "utf8")) as an.SurveyResult & { complete: boolean };
    expect(m.complete).toBe(true);
    expect(m.positionsChecked).toBe(an.surveyPositions(4).positionsChecked);
    rmSync(d, { recursive: true, force: true });
  });
});
