// Issue 30 item 3: subgame databases (solvers.buildSubgameEntries / writeSubgameDatabase /
// loadSubgameDatabase / mergeSubgameShards / summarizeSubgameDatabase, scripts/solve/database.ts).
// Expected values:
//  - the number of Domineering regions per size, one per class under the board's 8 symmetries, is
//    the number of free polyominoes (OEIS A000105: 1, 1, 2, 5, 12, 35, 108, 369, 1285); every fixed
//    polyomino (OEIS A001168: 1, 2, 6, 19, 63, 216, 760, 2725) is found in the database with the
//    engine's canonical value (so the fold over symmetries and its sign are right);
//  - the shards by canonical parent (games.domineering.freePolyominoShard) are disjoint and cover
//    the free polyominoes (OEIS A000105 again, and the same classes as freePolyominoes);
//  - a sharded build merged equals the whole build; the solver with the database agrees with the
//    plain reference; the binary file round-trips every key and value;
//  - Uiterwijk and Barton, "New results for Domineering from combinatorial game theory endgame
//    databases", Theoretical Computer Science 592 (2015), abstract: over all single-component
//    positions up to 15 squares, nimbers only up to *3, ups and downs of multiplicity at most 2,
//    and no temperature above 2 — checked here up to 10 cells (their bounds must hold on any
//    smaller database);
//  - refused: another ruleset, another format version (format 1's JSON included), a damaged file
//    (checksum), a truncated one, a shard loaded as a database, incomplete or duplicated shards.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgt, games, solvers, util } from "../lib";

const ROOT = resolve(__dirname, "..");
const dom = games.domineering;
const FREE = [1, 1, 2, 5, 12, 35, 108, 369, 1285]; // OEIS A000105, n = 1..9
const FIXED = [1, 2, 6, 19, 63, 216, 760, 2725]; // OEIS A001168, n = 1..8
const family = (maxSize: number): solvers.SubgameFamily => ({ name: "free polyominoes", minSize: 1, maxSize });
const regions = (k: number) => dom.freePolyominoes(k).map((p) => p.region);
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-subgame-db-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

const whole = solvers.buildSubgameEntries(dom.ruleset, family(9), regions);
const wholePath = join(tmp, "dom9.cgtdb");
solvers.writeSubgameDatabase(wholePath, whole);

describe("the Domineering database of regions up to 9 cells", () => {
  it("holds one region per free polyomino: 1, 1, 2, 5, 12, 35, 108, 369, 1285 (OEIS A000105)", () => {
    expect(whole.entriesBySize).toEqual(FREE);
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    expect(db.size).toBe(FREE.reduce((a, b) => a + b, 0));
    expect(db.header.entriesBySize).toEqual(FREE);
  });

  it("every fixed polyomino up to 8 cells (OEIS A001168) is found, with the engine's canonical value", () => {
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    for (let k = 1; k <= 8; k++) {
      const fixed = dom.fixedPolyominoes(k);
      expect(fixed.length, `fixed ${k}-ominoes`).toBe(FIXED[k - 1]);
      for (const r of fixed) {
        const v = db.valueOf(dom.ruleset, r);
        expect(v, dom.formatRegion(r, "|")).toBeDefined();
        expect(cgt.format(v!), dom.formatRegion(r, "|")).toBe(cgt.format(solvers.canonicalValue(dom.ruleset, r)));
      }
    }
  });

  it("the file round-trips: every entry's key, size and value, in key order; string and bigint keys too", () => {
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    expect(db.size).toBe(1818);
    const byKey = new Map(whole.keys.map((k, i) => [k, [whole.sizes[i], whole.values[i]]]));
    let n = 0;
    let last: number | undefined;
    db.forEachEntry((k, size, node) => {
      expect(byKey.get(k)).toEqual([size, db.valueOfNode(node)]);
      if (typeof k === "number") {
        if (last !== undefined) expect(k).toBeGreaterThan(last);
        last = k;
      }
      n++;
    });
    expect(n).toBe(1818);
    // a hand-made family with keys of all three kinds (another ruleset name: the format is generic)
    const vals = ["0", "*2", "↑", "{2|-1}", "-3/4", "±1"].map((t) => cgt.ops.id(cgt.parse(t)));
    const keys: (number | string | bigint)[] = [7, 2 ** 52 + 3, "b\u0001", "a", "", 12345678901234567890n, -5n];
    const e: solvers.SubgameEntries = { ruleset: "Test", family: { name: "t", minSize: 3, maxSize: 4 }, shard: null, keys, sizes: [3, 4, 3, 3, 4, 4, 3], values: keys.map((_, i) => vals[i % vals.length]!), entriesBySize: [4, 3] };
    const p = join(tmp, "mixed.cgtdb");
    solvers.writeSubgameDatabase(p, e);
    const back = solvers.loadSubgameDatabase(p, { name: "Test" });
    keys.forEach((k, i) => { expect(back.valueOfKey(k), String(k)).toBe(e.values[i]); });
    for (const missing of [8, 2 ** 52 + 2, 6, -1, 2 ** 53, "b", "c", 5n, -6n]) expect(back.valueOfKey(missing), String(missing)).toBeUndefined();
    expect(back.header.sections).toMatchObject({ numbers: 2, strings: 3, bigints: 2 });
    const read = solvers.readSubgameShard(p, "Test");
    expect(read.keys).toEqual([-5n, 12345678901234567890n, 7, 2 ** 52 + 3, "", "a", "b\u0001"]); // key order: bigints, numbers, strings
    expect(() => { solvers.writeSubgameDatabase(p, { ...e, keys: [...keys.slice(0, 6), 7] }); }).toThrow(/two entries have the key 7/);
  });

  it("a build in 3 shards, merged, equals the whole build (same keys, same values)", () => {
    const paths = [0, 1, 2].map((index) => {
      const p = join(tmp, `s${index}.cgtdb`);
      solvers.writeSubgameDatabase(p, solvers.buildSubgameEntries(dom.ruleset, family(9), regions, { shard: { index, count: 3 } }));
      return p;
    });
    const merged = solvers.mergeSubgameShards(paths, dom.ruleset.name);
    expect(merged.entriesBySize).toEqual(FREE);
    const byKey = new Map(whole.keys.map((k, i) => [k, whole.values[i]!]));
    expect(merged.keys.length).toBe(whole.keys.length);
    merged.keys.forEach((k, i) => { expect(merged.values[i]).toBe(byKey.get(k)); });
    // strict merge: a missing shard, a duplicate, a shard of another family, a whole database among shards
    expect(() => solvers.mergeSubgameShards(paths.slice(0, 2))).toThrow(/is incomplete: missing shard\(s\) 2 of 3/);
    expect(() => solvers.mergeSubgameShards([...paths, paths[1]!])).toThrow(/appears twice/);
    const other = join(tmp, "other.cgtdb");
    solvers.writeSubgameDatabase(other, solvers.buildSubgameEntries(dom.ruleset, family(8), regions, { shard: { index: 2, count: 3 } }));
    expect(() => solvers.mergeSubgameShards([paths[0]!, paths[1]!, other])).toThrow(/inconsistent shards/);
    expect(() => solvers.mergeSubgameShards([wholePath])).toThrow(/a whole database, not a shard/);
    expect(() => solvers.loadSubgameDatabase(paths[0]!, dom.ruleset)).toThrow(/shard 0\/3 of a subgame database, not a whole one/);
  });
});

describe("shards by canonical parent (games.domineering.freePolyominoShard)", () => {
  it("are disjoint and cover the free polyominoes: 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655 (OEIS A000105), for 1, 3 and 7 shards", () => {
    for (let k = 1; k <= 10; k++) {
      const all = new Set(dom.freePolyominoes(k).map((p) => dom.freeCanonical(p.region).key));
      for (const count of [1, 3, 7]) {
        const got: string[] = [];
        for (let i = 0; i < count; i++) for (const r of dom.freePolyominoShard(k, i, count)) got.push(dom.freeCanonical(r).key);
        expect(got.length, `${k} cells, ${count} shards`).toBe([...FREE, 4655][k - 1]);
        expect(new Set(got).size).toBe(got.length);
        expect(got.every((key) => all.has(key))).toBe(true);
      }
    }
    expect(() => [...dom.freePolyominoShard(5, 3, 3)]).toThrow(/shard index/);
  });
});

describe("the summary of a database (solvers.summarizeSubgameDatabase) up to 10 cells", () => {
  const p10 = join(tmp, "dom10.cgtdb");
  solvers.writeSubgameDatabase(p10, solvers.buildSubgameEntries(dom.ruleset, family(10), regions));
  const rows = solvers.summarizeSubgameDatabase(solvers.loadSubgameDatabase(p10, dom.ruleset));

  it("one row per size with the free polyomino counts (OEIS A000105) and one over all sizes", () => {
    expect(rows.map((r) => r.size)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "1..10"]);
    expect(rows.map((r) => r.entries)).toEqual([...FREE, 4655, 6473]);
    for (const r of rows) expect(r.numbers + r.infinitesimal + r.tepid + r.switch + r.hot).toBe(r.entries);
  });

  it("within Uiterwijk and Barton's bounds (TCS 592, 2015, abstract: nimbers ≤ *3, ups/downs of multiplicity ≤ 2, temperature ≤ 2, up to 15 squares)", () => {
    for (const r of rows) {
      expect(r.starAbove3, String(r.size)).toBe(0);
      expect(r.maxUpMultiple).toBeLessThanOrEqual(2);
      expect(Number(r.maxTemperature.split("/")[0]) / Number(r.maxTemperature.split("/")[1] ?? "1")).toBeLessThanOrEqual(2);
    }
  });

  it("known small values: the monomino is 0, the domino ±1 (a number), the 3-cell L is *, the 2×2 square ±1 (Winning Ways, ch. 1)", () => {
    expect(rows[0]).toMatchObject({ entries: 1, zeros: 1, numbers: 1 });
    expect(rows[1]).toMatchObject({ entries: 1, integers: 1 });
    // 3 cells: the straight tromino (value ±1, an integer) and the L (value *)
    expect(rows[2]).toMatchObject({ entries: 2, integers: 1, star1: 1, maxTemperature: "0" });
    expect(rows[3]!.switch).toBeGreaterThanOrEqual(1); // the 2×2 square is ±1
    expect(rows[3]!.maxTemperature).toBe("1");
  });

  it("regression pins (cgtlab's own counts, no published source): the row over 1..10 cells", () => {
    expect(rows[10]).toMatchObject({ entries: 6473, distinctValues: 804, numbers: 1304, zeros: 345, star1: 159, star2: 0, upsDowns: 226, maxUpMultiple: 2, tinyMiny: 9, tinyValues: 1, maxTemperature: "3/2", atMaxTemperature: 34 });
  });
});

describe("results/solve/domineering-database-summary.csv: the database of every region up to 15 cells, against the published counts", () => {
  // Written whole by `scripts/solve/database.ts run --max-cells 15 … --summary` (README, "Outcomes of
  // boards too large for values"); here only read. UB = Uiterwijk and Barton, "New results for
  // Domineering from combinatorial game theory endgame databases", Theoretical Computer Science 592
  // (2015), abstract (arXiv 1506.03949): their databases hold every single-component position up to
  // 15 squares, counted like ours one per class under the board's symmetries (their single position
  // of temperature 2 is one class; its region has 4 orientations).
  const lines = readFileSync(join(ROOT, "results/solve/domineering-database-summary.csv"), "utf8").trim().split("\n");
  const cols = lines[0]!.split(",");
  const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(",").map((v, i) => [cols[i]!, v])));
  const all = rows[rows.length - 1]!;
  const num = (r: Record<string, string>, c: string): number => Number(r[c]);

  it("regions per size = free polyominoes, OEIS A000105 (1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576)", () => {
    expect(rows.map((r) => r.size)).toEqual([...Array.from({ length: 15 }, (_, i) => String(i + 1)), "1..15"]);
    expect(rows.map((r) => num(r, "entries"))).toEqual([1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576, 4654284]);
  });

  it("UB: exactly one position of temperature 2 and none hotter (ours: one class of 14 cells, {2*|-2*})", () => {
    expect(all).toMatchObject({ maxTemperature: "2", atMaxTemperature: "1" });
    expect(rows.filter((r) => r.maxTemperature === "2").map((r) => r.size)).toEqual(["14", "1..15"]);
  });

  it("UB: nimbers up to *3 and none higher (*2 and *3 do occur)", () => {
    expect(num(all, "starAbove3")).toBe(0);
    expect(num(all, "star2")).toBeGreaterThan(0);
    expect(num(all, "star3")).toBeGreaterThan(0);
  });

  it("UB: ups and downs n·↑, n·↓ of multiplicity 1 and 2 only; with a star, 3·↓ + * does occur at 15 cells (regression pin; one such region checked by the undecomposed reference value)", () => {
    expect(num(all, "maxPlainUpMultiple")).toBe(2);
    expect(rows.find((r) => r.size === "11")!.maxPlainUpMultiple).toBe("2"); // UB construct n·↑ in 1 + 5n squares: ⇑ first at 11
    expect(num(rows.find((r) => r.size === "15")!, "maxUpMultiple")).toBe(3);
    expect(solvers.referenceValue(dom.ruleset, dom.ruleset.parse!("..#.##|#.....|#.##.#|....##|##.###"))).toBe(cgt.parse("↓↓↓*"));
  });

  it("UB: 11 different tinies and minies (ours: 11 tinies, each with its miny — a region's transpose has the negative value)", () => {
    expect(num(all, "tinyValues")).toBe(11);
  });
});

describe("bad database files are refused, naming the file and what is wrong", () => {
  const bytes = readFileSync(wholePath);

  it("a database built for another ruleset", () => {
    expect(() => solvers.loadSubgameDatabase(wholePath, games.cram.ruleset)).toThrow(util.InputError);
    expect(() => solvers.loadSubgameDatabase(wholePath, games.cram.ruleset)).toThrow(/subgame database built for Domineering, not for Cram: refused/);
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    expect(() => solvers.solve(games.cram.ruleset, games.cram.emptyBoard(2, 3), { toMove: "left", database: db })).toThrow(/a subgame database of Domineering cannot value positions of Cram/);
  });

  it("another format version: a later one, and format 1 (two lines of JSON)", () => {
    const p = join(tmp, "v3.cgtdb");
    const b = Buffer.from(bytes);
    b.writeUInt32LE(3, 8);
    writeFileSync(p, b);
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/format version 3; this cgtlab reads version 2: rebuild it/);
    const old = join(tmp, "v1.json");
    writeFileSync(old, '{"kind":"cgtlab-subgame-database","format":1,"ruleset":"Domineering"}\n{"values":[]}\n');
    expect(() => solvers.loadSubgameDatabase(old, dom.ruleset)).toThrow(/format version 1; this cgtlab reads version 2: rebuild it/);
  });

  it("a damaged or edited file (checksum), a truncated one, not a database at all, a missing one", () => {
    const p = join(tmp, "bad.cgtdb");
    // change one byte of the last value node's data: the layout still fits, the digest does not
    const edited = Buffer.from(bytes);
    edited[edited.length - 1] ^= 1;
    writeFileSync(p, edited);
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/checksum does not match its content .*damaged or was edited/);
    try {
      solvers.loadSubgameDatabase(p, dom.ruleset);
    } catch (err) {
      expect(err).toBeInstanceOf(util.InputError);
      expect(String(err)).toContain(p);
    }
    writeFileSync(p, bytes.subarray(0, bytes.length >> 1));
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/checksum does not match/);
    writeFileSync(p, bytes.subarray(0, 30));
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/not a subgame database/);
    writeFileSync(p, "hello\n");
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/not a subgame database/);
    expect(() => solvers.loadSubgameDatabase(join(tmp, "none.cgtdb"), dom.ruleset)).toThrow(/cannot read subgame database/);
  });
});

describe("the solver with the database", () => {
  it("values components found in it without search and agrees with the plain reference on 40 random positions", () => {
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    const rand = cgt.mulberry32(99);
    let hits = 0;
    for (let n = 0; n < 40; n++) {
      let pic = "";
      for (let r = 0; r < 4; r++) {
        let row = "";
        for (let c = 0; c < 4; c++) row += rand() < 0.7 ? "." : "#";
        pic += (r > 0 ? "|" : "") + row;
      }
      if (!pic.includes(".")) continue;
      const p = dom.ruleset.parse!(pic);
      for (const toMove of ["left", "right"] as const) {
        const r = solvers.solve(dom.ruleset, p, { toMove, database: db, simplify: { maxSize: 0 }, knowledge: false });
        hits += r.databaseHits;
        expect(r.winner, `${pic} ${toMove}`).toBe(solvers.referenceSolve(dom.ruleset, p, { toMove }));
      }
    }
    expect(hits).toBeGreaterThan(40);
  }, 120_000);

  it("5×5 with the database and no engine values: the published answer (Lachmann, Moore and Rapaport 2002: second player wins)", () => {
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    const r = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", database: db, simplify: { maxSize: 0 } });
    expect(r.winner).toBe("right");
    expect(r.databaseHits).toBeGreaterThan(0);
  }, 60_000);
});

describe("scripts/solve/database.ts", () => {
  it("run: 2 shards on 2 workers, merged; a rerun skips them; a damaged shard is recomputed", () => {
    const dir = join(tmp, "cli");
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/solve/database.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 180_000 });
    const r = cli("run", "--max-cells", "7", "--shards", "2", "--dir", dir);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split("\n").pop()!)).toMatchObject({ entries: 164, entriesBySize: FREE.slice(0, 7), shards: 2 });
    writeFileSync(join(dir, "shard-001-of-002.cgtdb"), "damaged");
    const again = cli("run", "--max-cells", "7", "--shards", "2", "--dir", dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/1 already done, 1 to run/);
    expect(solvers.loadSubgameDatabase(join(dir, "database.cgtdb"), dom.ruleset).size).toBe(164);
    const csv = readFileSync(join(dir, "summary.csv"), "utf8").trim().split("\n");
    expect(csv[0]).toMatch(/^size,entries,distinctValues,numbers,/);
    expect(csv.map((l) => l.split(",")[1])).toEqual(["entries", "1", "1", "2", "5", "12", "35", "108", "164"]); // OEIS A000105 and their sum
    const bad = cli("run", "--max-cell", "7", "--dir", dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/unknown flag --max-cell/);
  }, 240_000);
});
