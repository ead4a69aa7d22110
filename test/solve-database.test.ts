// Issue 30 item 3: subgame databases (solvers.buildSubgameEntries / writeSubgameDatabase /
// loadSubgameDatabase / mergeSubgameShards, scripts/solve/database.ts). Expected values:
//  - the number of Domineering regions per size, one per class under the board's 8 symmetries, is
//    the number of free polyominoes (OEIS A000105: 1, 1, 2, 5, 12, 35, 108, 369, 1285); every fixed
//    polyomino (OEIS A001168: 1, 2, 6, 19, 63, 216, 760, 2725) is found in the database with the
//    engine's canonical value (so the fold over symmetries and its sign are right);
//  - a sharded build merged equals the whole build; the solver with the database agrees with the
//    plain reference;
//  - refused: another ruleset, another format version, a damaged file (checksum), a shard loaded as
//    a database, incomplete or duplicated shards.
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
const wholePath = join(tmp, "dom9.json");
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

  it("loads in milliseconds (regression pin of this machine's speed, shared: under 250 ms for 1,818 entries)", () => {
    const t0 = performance.now();
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    const ms = performance.now() - t0;
    expect(db.size).toBe(1818);
    expect(ms).toBeLessThan(250);
  });

  it("a build in 3 shards, merged, equals the whole build (same keys, same values)", () => {
    const paths = [0, 1, 2].map((index) => {
      const p = join(tmp, `s${index}.json`);
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
    const other = join(tmp, "other.json");
    solvers.writeSubgameDatabase(other, solvers.buildSubgameEntries(dom.ruleset, family(8), regions, { shard: { index: 2, count: 3 } }));
    expect(() => solvers.mergeSubgameShards([paths[0]!, paths[1]!, other])).toThrow(/inconsistent shards/);
    expect(() => solvers.mergeSubgameShards([wholePath])).toThrow(/a whole database, not a shard/);
    expect(() => solvers.loadSubgameDatabase(paths[0]!, dom.ruleset)).toThrow(/shard 0\/3 of a subgame database, not a whole one/);
  });
});

describe("bad database files are refused, naming the file and what is wrong", () => {
  const text = readFileSync(wholePath, "utf8");
  const [head, body] = [text.slice(0, text.indexOf("\n")), text.slice(text.indexOf("\n") + 1)];

  it("a database built for another ruleset", () => {
    expect(() => solvers.loadSubgameDatabase(wholePath, games.cram.ruleset)).toThrow(util.InputError);
    expect(() => solvers.loadSubgameDatabase(wholePath, games.cram.ruleset)).toThrow(/subgame database built for Domineering, not for Cram: refused/);
    const db = solvers.loadSubgameDatabase(wholePath, dom.ruleset);
    expect(() => solvers.solve(games.cram.ruleset, games.cram.emptyBoard(2, 3), { toMove: "left", database: db })).toThrow(/a subgame database of Domineering cannot value positions of Cram/);
  });

  it("another format version", () => {
    const p = join(tmp, "v2.json");
    writeFileSync(p, head.replace('"format":1', '"format":2') + "\n" + body);
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/format version 2; this cgtlab reads version 1: rebuild it/);
  });

  it("a damaged or edited file (checksum), a truncated one, not a database at all", () => {
    const p = join(tmp, "bad.json");
    // change one value node reference: still valid JSON, still the right shape
    const edited = body.replace(/"vals":\[(\d+),/, (_m, d: string) => `"vals":[${Number(d) === 0 ? 1 : 0},`);
    expect(edited).not.toBe(body);
    writeFileSync(p, head + "\n" + edited);
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/checksum does not match its content .*damaged or was edited/);
    writeFileSync(p, text.slice(0, text.length >> 1));
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/checksum does not match/);
    writeFileSync(p, "hello\n");
    expect(() => solvers.loadSubgameDatabase(p, dom.ruleset)).toThrow(/not a subgame database/);
    expect(() => solvers.loadSubgameDatabase(join(tmp, "none.json"), dom.ruleset)).toThrow(/cannot read subgame database/);
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
    writeFileSync(join(dir, "shard-001-of-002.json"), "damaged");
    const again = cli("run", "--max-cells", "7", "--shards", "2", "--dir", dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/1 already done, 1 to run/);
    expect(solvers.loadSubgameDatabase(join(dir, "database.json"), dom.ruleset).size).toBe(164);
    const bad = cli("run", "--max-cell", "7", "--dir", dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/unknown flag --max-cell/);
  }, 240_000);
});
