// Issue 30 item 3, "for Clobber the small rectangles MCGS uses": the grid family of a subgame
// database (solvers.gridComponentFamily: every one-component position within R × C cells, MCGS's
// "max_dims", MCGS README, Using the Database) and scripts/solve/database.ts --game clobber.
// Expected values:
//  - the family's classes are those of an independent enumeration (every filling of every
//    rectangle whose stones are 4-connected, hold both colours and touch all four sides: exactly
//    the positions Clobber's components keep whole), size by size;
//  - values: xo = * and xxo = ↑ (Albert, Grossman, Nowakowski and Wolfe, "An introduction to
//    Clobber", Integers 5(2), 2005: (XXO)^n = ⌊(n+1)/2⌋·↑ at n = 1, and by hand: Left's only move
//    leaves x.x = 0, Right's leaves xo. = *), and every class the database holds has the plain
//    reference value (solvers.referenceValue, no engine) of one of its positions;
//  - the solver with the database agrees with the plain reference on random boards and finds
//    components in it; shards by folded key are disjoint and cover the family;
//  - bad specifications and rulesets without components are InputErrors naming the field.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgt, games, solvers, grid as G, util } from "../lib";

const ROOT = resolve(__dirname, "..");
const clobber = games.clobber.clobber;
const SPEC = { filler: games.clobber.EMPTY, pieces: [games.clobber.LEFT_STONE, games.clobber.RIGHT_STONE] };
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-clobber-db-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

const fam33 = solvers.gridComponentFamily(clobber, { maxRows: 3, maxCols: 3, ...SPEC });
const whole = solvers.buildSubgameEntries(clobber, fam33.family, (k) => fam33.positionsOfSize(k));
const wholePath = join(tmp, "clobber33.cgtdb");
solvers.writeSubgameDatabase(wholePath, whole);

/** Independent enumeration: the folded keys, by stones, of every filling of every rectangle within 3 × 3 whose stones are 4-connected, of both colours, touching all four sides. */
function independentClasses(maxSide: number): Map<number, Set<unknown>> {
  const out = new Map<number, Set<unknown>>();
  for (let h = 1; h <= maxSide; h++) {
    for (let w = 1; w <= maxSide; w++) {
      const n = h * w;
      for (let code = 0; code < 3 ** n; code++) {
        const cells = new Uint8Array(n);
        let x = code;
        for (let i = 0; i < n; i++) {
          cells[i] = x % 3;
          x = Math.floor(x / 3);
        }
        const stones = [...cells.keys()].filter((i) => cells[i] !== 0);
        if (stones.length < 2 || !cells.includes(1) || !cells.includes(2)) continue;
        const rows = stones.map((i) => Math.floor(i / w));
        const cols = stones.map((i) => i % w);
        if (Math.min(...rows) !== 0 || Math.max(...rows) !== h - 1 || Math.min(...cols) !== 0 || Math.max(...cols) !== w - 1) continue;
        // 4-connected: a flood fill from the first stone reaches them all
        const seen = new Set([stones[0]!]);
        const todo = [stones[0]!];
        while (todo.length > 0) {
          const i = todo.pop()!;
          const r = Math.floor(i / w);
          const c = i % w;
          for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
            const r2 = r + dr;
            const c2 = c + dc;
            const j = r2 * w + c2;
            if (r2 >= 0 && r2 < h && c2 >= 0 && c2 < w && cells[j] !== 0 && !seen.has(j)) {
              seen.add(j);
              todo.push(j);
            }
          }
        }
        if (seen.size !== stones.length) continue;
        const key = clobber.normalize!(G.Grid.unsafeWrap(h, w, cells)).key;
        if (!out.has(stones.length)) out.set(stones.length, new Set());
        out.get(stones.length)!.add(key);
      }
    }
  }
  return out;
}

describe("the Clobber database of one-component positions within 3×3 (solvers.gridComponentFamily)", () => {
  it("holds exactly the classes of an independent enumeration, size by size", () => {
    const classes = independentClasses(3);
    const expected = Array.from({ length: 8 }, (_, i) => classes.get(i + 2)?.size ?? 0);
    expect(whole.entriesBySize).toEqual(expected);
    // regression pin (cgtlab's own count, no published source): 2..9 stones
    expect(whole.entriesBySize).toEqual([1, 4, 20, 82, 194, 281, 168, 50]);
    const db = solvers.loadSubgameDatabase(wholePath, clobber);
    const keys = new Set<unknown>();
    db.forEachEntry((k) => keys.add(k));
    for (const set of classes.values()) for (const k of set) expect(keys.has(k), String(k)).toBe(true);
  });

  it("xo = * and xxo = ↑ (Albert, Grossman, Nowakowski and Wolfe 2005: (XXO)^1 = ↑), in every orientation and colour", () => {
    const db = solvers.loadSubgameDatabase(wholePath, clobber);
    const v = (pic: string) => cgt.format(db.valueOf(clobber, clobber.parse(pic))!);
    expect(v("xo")).toBe("*");
    expect(v("o|x")).toBe("*");
    expect(v("xxo")).toBe("↑");
    expect(v("o|x|x")).toBe("↑");
    expect(v("oox")).toBe("↓");
    expect(db.valueOf(clobber, clobber.parse("x.o"))).toBeUndefined(); // two components: not an entry
  });

  it("every position the family enumerates has the plain reference value (no engine) in the database", () => {
    const db = solvers.loadSubgameDatabase(wholePath, clobber);
    const rand = cgt.mulberry32(7);
    let checked = 0;
    for (let k = 2; k <= 9; k++) {
      for (const p of fam33.positionsOfSize(k)) {
        if (k > 5 && rand() > 0.02) continue; // all small ones, a sample of the larger
        expect(cgt.format(db.valueOf(clobber, p)!), clobber.format(p)).toBe(cgt.format(solvers.referenceValue(clobber, p)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it("shards by folded key are disjoint, cover the family, and merge into the whole database", () => {
    const count = 3;
    const parts = Array.from({ length: count }, (_, index) => solvers.buildSubgameEntries(clobber, fam33.family, (k, sh) => fam33.positionsOfSize(k, sh), { shard: { index, count }, shardedSource: true }));
    const seen = new Set<unknown>();
    for (const e of parts) for (const k of e.keys) {
      expect(seen.has(k)).toBe(false);
      seen.add(k);
    }
    expect(seen.size).toBe(whole.keys.length);
    const paths = parts.map((e, i) => {
      const p = join(tmp, `shard-${i}.cgtdb`);
      solvers.writeSubgameDatabase(p, e);
      return p;
    });
    const merged = solvers.mergeSubgameShards(paths, clobber.name);
    expect(merged.entriesBySize).toEqual(whole.entriesBySize);
  });
});

describe("the solver with a Clobber database", () => {
  it("agrees with the plain reference on 30 random boards and values components from it", () => {
    const db = solvers.loadSubgameDatabase(wholePath, clobber);
    const rand = cgt.mulberry32(31);
    let hits = 0;
    for (let n = 0; n < 30; n++) {
      const rows: string[] = [];
      for (let r = 0; r < 3; r++) {
        let row = "";
        for (let c = 0; c < 4; c++) {
          const u = rand();
          row += u < 0.2 ? "." : u < 0.6 ? "x" : "o";
        }
        rows.push(row);
      }
      const p = clobber.parse(rows.join("|"));
      for (const toMove of ["left", "right"] as const) {
        const r = solvers.solve(clobber, p, { toMove, database: db, simplify: { maxSize: 0 } });
        hits += r.databaseHits;
        expect(r.winner, `${rows.join("|")} ${toMove}`).toBe(solvers.referenceSolve(clobber, p, { toMove }));
      }
    }
    expect(hits).toBeGreaterThan(30);
  }, 120_000);

  it("a database of Clobber is refused for another ruleset (AntiClobber), naming both", () => {
    const db = solvers.loadSubgameDatabase(wholePath, clobber);
    expect(() => solvers.solve(games.clobber.antiClobber, games.clobber.antiClobber.parse("xo"), { toMove: "left", database: db })).toThrow(/subgame database of Clobber cannot value positions of AntiClobber/);
  });
});

describe("bad families are InputErrors naming the field", () => {
  it("dimensions, filler, pieces, minPieces, a ruleset without components", () => {
    const bad = (spec: object) => () => solvers.gridComponentFamily(clobber, { maxRows: 2, maxCols: 2, ...SPEC, ...spec } as solvers.GridFamilySpec);
    expect(bad({ maxRows: 0 })).toThrow(util.InputError);
    expect(bad({ maxRows: 9, maxCols: 8 })).toThrow(/maxRows · maxCols ≤ 64, got 9 × 8/);
    expect(bad({ filler: 300 })).toThrow(/filler must be a cell value/);
    expect(bad({ pieces: [0, 1] })).toThrow(/pieces must be distinct cell values other than the filler/);
    expect(bad({ pieces: [] })).toThrow(/pieces must be/);
    expect(bad({ minPieces: 0 })).toThrow(/minPieces must be a positive integer/);
    expect(bad({ minPieces: 5 })).toThrow(/minPieces 5 is more than the 4 cells/);
    const plain = games.clobber.genClobber({ name: "Plain" });
    const noSplit = { ...plain, components: undefined } as typeof plain;
    expect(() => solvers.gridComponentFamily(noSplit, { maxRows: 2, maxCols: 2, ...SPEC })).toThrow(/Plain subgame family: the ruleset has no components/);
  });
});

describe("scripts/solve/database.ts --game clobber", () => {
  it("run: 2 shards on 2 workers, merged, with its summary; flags of the other family are refused", () => {
    const dir = join(tmp, "cli");
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/solve/database.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 180_000 });
    const r = cli("run", "--game", "clobber", "--max-dims", "3,3", "--shards", "2", "--dir", dir);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split("\n").pop()!)).toMatchObject({ entries: whole.keys.length, entriesBySize: whole.entriesBySize, shards: 2 });
    const csv = readFileSync(join(dir, "summary.csv"), "utf8").trim().split("\n");
    expect(csv.map((l) => l.split(",")[1])).toEqual(["entries", ...whole.entriesBySize.map(String), String(whole.keys.length)]);
    expect(solvers.loadSubgameDatabase(join(dir, "database.cgtdb"), clobber).size).toBe(whole.keys.length);
    const wrong = cli("run", "--game", "clobber", "--max-cells", "7", "--dir", dir);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/--game clobber takes --max-dims R,C/);
    const dims = cli("run", "--game", "clobber", "--max-dims", "9x9", "--dir", dir);
    expect(dims.stderr).toMatch(/--max-dims must be R,C/);
    const big = cli("run", "--game", "clobber", "--max-dims", "8,9", "--dir", dir);
    expect(big.stderr).toMatch(/a board of at most 64 cells, got 72/);
  }, 240_000);
});

describe("results/solve/clobber-database-summary.csv: every one-component Clobber position within 3×5", () => {
  // Written whole by `scripts/solve/database.ts run --game clobber --max-dims 3,5 … --summary`
  // (README, "Subgame databases"); here only read.
  const lines = readFileSync(join(ROOT, "results/solve/clobber-database-summary.csv"), "utf8").trim().split("\n");
  const cols = lines[0]!.split(",");
  const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(",").map((v, i) => [cols[i]!, v])));
  const num = (r: Record<string, string>, c: string): number => Number(r[c]);

  it("Clobber is all-small (Albert, Grossman, Nowakowski and Wolfe 2005: a player can move exactly when the other can): no number but 0, nothing tepid, switch or hot", () => {
    for (const r of rows) {
      expect(num(r, "numbers"), r.size).toBe(num(r, "zeros"));
      expect(num(r, "integers"), r.size).toBe(num(r, "zeros"));
      expect(num(r, "tepid") + num(r, "switch") + num(r, "hot"), r.size).toBe(0);
      expect(num(r, "infinitesimal") + num(r, "zeros"), r.size).toBe(num(r, "entries"));
    }
  });

  it("sizes 2 … 15 stones and the classes of each (regression pins: cgtlab's own counts; the enumeration is checked against an independent one within 3×3 above)", () => {
    expect(rows.map((r) => r.size)).toEqual([...Array.from({ length: 14 }, (_, i) => String(i + 2)), "2..15"]);
    expect(rows.map((r) => num(r, "entries"))).toEqual([1, 4, 25, 136, 888, 4822, 20078, 61187, 134691, 203064, 190776, 104383, 31162, 4319, 755536]);
  });

  it("its smallest rows are the values worked by hand: 2 stones, xo = * (one class); 3 stones, four classes: xxo and the bent xo|x. are ↑, xox and the bent ox|x. are *", () => {
    expect(rows[0]).toMatchObject({ size: "2", entries: "1", star1: "1", distinctValues: "1" });
    expect(rows[1]).toMatchObject({ size: "3", entries: "4", upsDowns: "2", star1: "2" });
    // by hand: in xo|x. Left's one move (the top x takes the o) leaves only x's, 0; Right's one move
    // (the o takes the top x) leaves o above x, *: {0 | *} = ↑. In ox|x. every move leaves 0 or two
    // stones on a diagonal, 0: {0 | 0} = *.
    const v = (pic: string) => cgt.format(solvers.referenceValue(clobber, clobber.parse(pic)));
    expect([v("xxo"), v("xo|x."), v("xox"), v("ox|x.")]).toEqual(["↑", "↑", "*", "*"]);
  });
});
