// Issue 30 item 4: resumable solves and first-move shards (solvers.solveResumable,
// solveFirstMoves / mergeFirstMoves, scripts/solve/solve.ts). Expected values: a solve cut off by
// its budget again and again, resumed from its state file each time, gives the answer of an
// uninterrupted solve (and the published one: Lachmann, Moore and Rapaport, "Who wins Domineering
// on rectangular boards?", 2002: 5×5 is a second-player win); merged first-move shards give the
// same answer; bad state files and shard sets are refused, naming the file.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { games, solvers, util } from "../lib";
import { readBoardRecord } from "../scripts/solve/board-record";
import { clobberAfterMoves } from "../scripts/solve/tables";

const ROOT = resolve(__dirname, "..");
const dom = games.domineering;
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-solve-resume-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

/** The table lines of a state file (format 2): everything between the header and the checksum. */
function stateChunks(path: string): [string, unknown[]][] {
  return readFileSync(path, "utf8").trimEnd().split("\n").slice(1, -1).map((l) => JSON.parse(l) as [string, unknown[]]);
}

describe("a solve cut off by its budget resumes from its state file", () => {
  for (const [m, n, toMove, simplify] of [[6, 5, "right", false], [5, 6, "left", undefined]] as const) {
    it(`Domineering ${m}×${n}, ${toMove} first, ${simplify === false ? "plain search" : "with simplification"}: 150 nodes a run until solved; the same winner as one uninterrupted run`, () => {
      const statePath = join(tmp, `state-${m}x${n}.json`);
      const opts = simplify === false ? { simplify: false as const } : {};
      const whole = solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove, ...opts });
      let runs = 0;
      let result: solvers.ResumableResult | undefined;
      while (result === undefined) {
        runs++;
        expect(runs, "the resumed runs make progress").toBeLessThan(200);
        try {
          result = solvers.solveResumable(dom.ruleset, dom.rectangle(m, n), { toMove, statePath, budget: { maxPositions: 150 }, ...opts });
        } catch (err) {
          expect(err).toBeInstanceOf(util.BudgetExceededError);
          expect((err as Error).message).toMatch(/maxPositions = 150 .*is saved in .*state-.*: call again with the same statePath to resume/);
          const header = JSON.parse(readFileSync(statePath, "utf8").split("\n")[0]!) as { open: string[]; nodes: number; picture: string };
          expect(header.open.length, "the open subproblems are recorded").toBeGreaterThan(0);
          expect(header.open[0]).toBe(JSON.stringify(dom.ruleset.format!(dom.rectangle(m, n)))); // the root first, as its picture
          expect(header.picture).toBe(dom.ruleset.format!(dom.rectangle(m, n)));
        }
      }
      expect(runs).toBeGreaterThan(2);
      expect(result.resumed).toBe(true);
      expect(result.winner).toBe(whole.winner);
    }, 120_000);
  }

  it("value parts (simplify.combine \"simple\") are saved as lists of value nodes and read back: Domineering 5×6, 100 nodes a run, the uninterrupted winner", () => {
    const statePath = join(tmp, "state-values.json");
    const opts = { simplify: { maxSize: 8, combine: "simple" as const } };
    const whole = solvers.solve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", ...opts });
    let r: solvers.ResumableResult | undefined;
    let listed = 0;
    for (let i = 0; i < 300 && r === undefined; i++) {
      try {
        r = solvers.solveResumable(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", statePath, budget: { maxPositions: 100 }, ...opts });
      } catch (err) {
        if (!(err instanceof util.BudgetExceededError)) throw err;
        const sums = stateChunks(statePath).filter((c) => c[0] === "sums").flatMap((c) => c[1] as [string, number | number[], number, number][]);
        listed = Math.max(listed, sums.filter((e) => Array.isArray(e[1])).length);
      }
    }
    expect(listed, "sums with value parts were saved").toBeGreaterThan(0);
    expect(r?.resumed).toBe(true);
    expect(r?.winner).toBe(whole.winner);
  }, 120_000);

  it("5×5 with the ruleset's knowledge off, resumed: right wins with left first (LMR 2002), as uninterrupted", () => {
    const statePath = join(tmp, "state-5x5.json");
    let r: solvers.ResumableResult | undefined;
    for (let i = 0; i < 100 && r === undefined; i++) {
      try {
        r = solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath, knowledge: false, simplify: false, budget: { maxPositions: 400 } });
      } catch (err) {
        if (!(err instanceof util.BudgetExceededError)) throw err;
      }
    }
    expect(r?.winner).toBe("right");
    expect(r!.totalNodes).toBeGreaterThan(r!.nodes);
  }, 60_000);

  it("refused: a state file of another position, player or options, another format, a damaged one", () => {
    const statePath = join(tmp, "state-refuse.json");
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath, simplify: false, budget: { maxPositions: 50 } })).toThrow(util.BudgetExceededError);
    expect(existsSync(statePath)).toBe(true);
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 4), { toMove: "left", statePath, simplify: false })).toThrow(/solve state file is for position .* refused/);
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "right", statePath, simplify: false })).toThrow(/is for toMove "left", not "right": refused/);
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath })).toThrow(/is for options .* refused/);
    expect(() => solvers.solveResumable(games.cram.ruleset, games.cram.emptyBoard(5, 5), { toMove: "left", statePath, simplify: false })).toThrow(/is for ruleset "Domineering", not "Cram"/);
    const text = readFileSync(statePath, "utf8");
    const bad = join(tmp, "state-bad.json");
    expect(text).toMatch(/^\{[^\n]*"format":2,/);
    writeFileSync(bad, text.replace(/"format":2/, '"format":7'));
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath: bad, simplify: false })).toThrow(/format version 7; this cgtlab reads versions 1 and 2/);
    const nl = text.indexOf("\n");
    // flip one outcome bit of the first table entry: valid JSON, wrong content
    writeFileSync(bad, text.slice(0, nl + 1) + text.slice(nl + 1).replace(/,(\d+),(\d+)\]/, (_m, b: string, w: string) => `,${Number(b) ^ 2},${w}]`));
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath: bad, simplify: false })).toThrow(/checksum does not match its content .*damaged, cut short or was edited/);
    // cut short: the checksum line (or more) lost, as a copy interrupted midway leaves it
    const lines = text.trimEnd().split("\n");
    writeFileSync(bad, lines.slice(0, -1).join("\n") + "\n");
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath: bad, simplify: false })).toThrow(/checksum does not match its content \(file says undefined.*cut short/);
    writeFileSync(bad, text.slice(0, Math.floor(text.length / 2)));
    expect(() => solvers.solveResumable(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", statePath: bad, simplify: false })).toThrow(util.InputError);
  });

  it("the tables stay in memory between runs of one ResumableSolve (the file is written at each overrun, read only by a new one); many lines of entries read back; a format-1 file (two lines) is still read", () => {
    const statePath = join(tmp, "state-session.json");
    const whole = solvers.solve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", simplify: false });
    const session = new solvers.ResumableSolve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", statePath, simplify: false, stateChunk: 7 });
    expect(session.fromFile).toBe(false);
    let r: solvers.ResumableResult | undefined;
    let overruns = 0;
    for (let i = 0; i < 200 && r === undefined; i++) {
      try {
        r = session.run({ budget: { maxPositions: 50 } });
      } catch (err) {
        if (!(err instanceof util.BudgetExceededError)) throw err;
        overruns++;
        const header = solvers.readSolveStateHeader(statePath)!;
        expect(header.nodes).toBe(50 * overruns); // every run's nodes, counted by the object
        const chunks = stateChunks(statePath);
        expect(chunks.at(-1)![0]).toBe("values");
        expect(chunks.slice(0, -1).every((c) => c[1].length <= 7)).toBe(true);
        if (overruns === 3) {
          // a new object reads the file of 150 nodes, in lines of at most 7 entries, and goes on to the same answer
          const fresh = new solvers.ResumableSolve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", statePath, simplify: false });
          expect([fresh.fromFile, fresh.nodesBefore]).toEqual([true, 150]);
          expect(chunks.length).toBeGreaterThan(10);
          expect(fresh.run().winner).toBe(whole.winner);
          // the same tables as a format-1 file: one header line with its checksum, one line of all tables
          const tables = { values: chunks.at(-1)![1], positions: chunks.filter((c) => c[0] === "positions").flatMap((c) => c[1]), sums: chunks.filter((c) => c[0] === "sums").flatMap((c) => c[1]) };
          const { checksum: _c, ...h } = { ...header, format: 1, checksum: "" };
          const body = JSON.stringify(tables);
          const old = join(tmp, "state-format-1.json");
          writeFileSync(old, JSON.stringify({ ...h, checksum: util.sha256Checksum(JSON.stringify(h) + "\n" + body) }) + "\n" + body + "\n");
          const r1 = solvers.solveResumable(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", statePath: old, simplify: false });
          expect([r1.resumed, r1.winner]).toEqual([true, whole.winner]);
          expect(r1.totalNodes).toBe(150 + r1.nodes);
        }
      }
    }
    expect(overruns).toBeGreaterThan(3);
    expect(r?.winner).toBe(whole.winner);
    expect(r?.resumed).toBe(true);
    expect(r!.totalNodes).toBe(50 * overruns + r!.nodes);
    expect(() => new solvers.ResumableSolve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", statePath, stateChunk: 0 })).toThrow(/stateChunk must be in \[1, /);
    // the header alone, read without the rest: none for a missing file or one whose first line is not a JSON object
    expect(solvers.readSolveStateHeader(join(tmp, "no-such-state.json"))).toBeUndefined();
    writeFileSync(join(tmp, "state-not-json.json"), "not json\n{}\n");
    expect(solvers.readSolveStateHeader(join(tmp, "state-not-json.json"))).toBeUndefined();
    writeFileSync(join(tmp, "state-long-header.json"), JSON.stringify({ kind: "k", pad: "x".repeat(200_000) }) + "\nrest");
    expect(solvers.readSolveStateHeader(join(tmp, "state-long-header.json"))?.kind).toBe("k"); // longer than one 64 KB read
  }, 120_000);
});

describe("first moves as shards, merged strictly", () => {
  it("Domineering 5×5, left first, in 3 shards: the merge says right wins (LMR 2002), as one solve does; no first move wins", () => {
    const dir = join(tmp, "fm");
    const paths = [0, 1, 2].map((index) => {
      const p = join(dir, `first-moves-${index}.json`);
      solvers.writeFirstMovesShard(p, solvers.solveFirstMoves(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", shard: { index, count: 3 } }));
      return p;
    });
    const r = solvers.mergeFirstMoves(paths);
    expect(r.winner).toBe("right");
    expect(r.moves).toBe(20); // 5 columns × 4 vertical placements
    expect(r.winningMoves).toEqual([]);
    // a second-player win needs every first move refuted: a missing shard is an error
    expect(() => solvers.mergeFirstMoves(paths.slice(1))).toThrow(/is incomplete: missing shard\(s\) 0 of 3 \(no shard present holds a winning first move for left/);
    expect(() => solvers.mergeFirstMoves([...paths, paths[0]!])).toThrow(/appears twice/);
    // firstMovesProgress: the same checks, shards allowed missing; settled only once every move is in (none wins)
    const part = solvers.firstMovesProgress(paths.slice(1));
    expect([part.winner, part.missing, part.shards, part.shardCount, part.moves]).toEqual([undefined, [0], 2, 3, 20]);
    expect(part.results.map((x) => x.move)).toEqual([1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19]);
    expect(part.nodes).toBe(part.results.reduce((a, x) => a + x.nodes, 0));
    const whole = solvers.firstMovesProgress(paths);
    expect([whole.winner, whole.missing, whole.winningMoves, whole.nodes, whole.picture]).toEqual(["right", [], [], r.nodes, dom.ruleset.format!(dom.rectangle(5, 5))]);
    expect(() => solvers.firstMovesProgress([...paths, paths[0]!])).toThrow(/appears twice/);
    expect(() => solvers.firstMovesProgress([])).toThrow(/no first-move shards to read/);
    const other = join(dir, "other.json");
    solvers.writeFirstMovesShard(other, solvers.solveFirstMoves(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false, shard: { index: 2, count: 3 } }));
    expect(() => solvers.mergeFirstMoves([paths[0]!, paths[1]!, other])).toThrow(/inconsistent shards/);
    expect(() => solvers.firstMovesProgress([paths[0]!, other])).toThrow(/inconsistent shards/);
    const text = readFileSync(paths[2]!, "utf8");
    writeFileSync(other, text.replace('"winner":"right"', '"winner":"left"'));
    expect(() => solvers.mergeFirstMoves([paths[0]!, paths[1]!, other])).toThrow(/checksum does not match/);
    expect(() => solvers.firstMovesProgress([other])).toThrow(/checksum does not match/);
  }, 120_000);

  it("distinct first moves (mirror images solved once): Domineering 5×5 has 6 of Vertical's 20 up to the board's symmetries; the merge still says right wins (LMR 2002), and each distinct move's winner is the plain shards' for the same position; Clobber 3×10 has 28 of Left's 47; shards with and without distinct do not mix", () => {
    const dir = join(tmp, "fm-distinct");
    const paths = [0, 1].map((index) => {
      const p = join(dir, `d${index}.json`);
      solvers.writeFirstMovesShard(p, solvers.solveFirstMoves(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", shard: { index, count: 2 }, distinct: true }));
      return p;
    });
    const r = solvers.mergeFirstMoves(paths);
    expect(r.moves).toBe(6); // 20 placements; the 4 symmetries that keep Vertical's moves vertical (flips, half turn) fold them into 6 classes (by hand: columns {0,4}, {1,3}, {2} × rows {0,3}, {1,2})
    expect(r.winner).toBe("right");
    const plain = solvers.solveFirstMoves(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", shard: { index: 0, count: 1 } });
    const byPosition = new Map(plain.results.map((x) => [x.position, x.winner]));
    for (const p of paths) for (const x of solvers.readFirstMovesShard(p).results) expect(x.winner).toBe(byPosition.get(x.position));
    const c = games.clobber.clobber;
    const cb = Array.from({ length: 3 }, (_, row) => Array.from({ length: 10 }, (_, col) => ((row + col) % 2 === 0 ? "x" : "o")).join("")).join("|");
    // shard 99 of 100 solves none of them: the numbering alone (47 adjacent x–o pairs; the board's one colour-keeping symmetry, the flip of its rows, pairs all but the 9 moves within the middle row: 19 + 9 = 28)
    expect(solvers.solveFirstMoves(c, c.parse(cb), { toMove: "left", shard: { index: 99, count: 100 } }).moves).toBe(47);
    expect(solvers.solveFirstMoves(c, c.parse(cb), { toMove: "left", shard: { index: 99, count: 100 }, distinct: true }).moves).toBe(28);
    const mixed = join(dir, "plain1.json");
    solvers.writeFirstMovesShard(mixed, solvers.solveFirstMoves(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", shard: { index: 1, count: 2 } }));
    expect(() => solvers.mergeFirstMoves([paths[0]!, mixed])).toThrow(/inconsistent shards/);
    expect(() => solvers.solveFirstMoves(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", shard: { index: 0, count: 1 }, distinct: "yes" as unknown as boolean })).toThrow(/distinct must be true or false/);
  }, 120_000);

  it("4×5, left first (Vertical wins: Uiterwijk, CGW 2013, theorem 2 on 2k×odd boards): the merge finds the winning first moves; each is one indeed; a shard holding one merges alone", () => {
    const dir = join(tmp, "fm45");
    const paths = [0, 1].map((index) => {
      const p = join(dir, `s${index}.json`);
      solvers.writeFirstMovesShard(p, solvers.solveFirstMoves(dom.ruleset, dom.rectangle(4, 5), { toMove: "left", shard: { index, count: 2 } }));
      return p;
    });
    const r = solvers.mergeFirstMoves(paths);
    expect(r.winner).toBe(solvers.solve(dom.ruleset, dom.rectangle(4, 5), { toMove: "left" }).winner);
    const options = [...dom.ruleset.leftOptions(dom.rectangle(4, 5))];
    for (const m of r.winningMoves) expect(solvers.referenceSolve(dom.ruleset, options[m.move]!, { toMove: "right", budget: { maxPositions: 5e6 } })).toBe("left");
    expect([r.complete, r.movesSolved]).toEqual([true, r.moves]);
    // one winning first move settles a first-player win: the shard holding one merges alone (not complete), the other alone only if it holds one too
    expect(r.winner).toBe("left");
    for (const [i, p] of paths.entries()) {
      const wins = solvers.readFirstMovesShard(p).results.filter((x) => x.winner === "left");
      if (wins.length > 0) {
        const alone = solvers.mergeFirstMoves([p]);
        expect([alone.winner, alone.complete, alone.movesSolved, alone.winningMoves.map((x) => x.move)]).toEqual(["left", false, solvers.readFirstMovesShard(p).results.length, wins.map((x) => x.move)]);
        expect(alone.nodes).toBe(solvers.readFirstMovesShard(p).results.reduce((a, x) => a + x.nodes, 0));
      } else {
        expect(() => solvers.mergeFirstMoves([p]), `shard ${i}`).toThrow(/is incomplete: missing shard\(s\) \d of 2 \(no shard present holds a winning first move for left/);
      }
    }
    expect(r.winningMoves.length).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * Run `solve.ts board ARGS` as one process (node --import tsx: the tsx wrapper would take the
 * signal itself), send SIGTERM `delayMs` after `ready(stderr so far)` holds (at most 60 s), and
 * give its exit code and stderr.
 */
async function signalledBoard(args: string[], ready: (stderr: string) => boolean, delayMs: number): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "scripts/solve/solve.ts"), "board", ...args], { cwd: ROOT });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const t0 = Date.now();
  while (!ready(stderr) && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, delayMs));
  child.kill("SIGTERM");
  const code = await new Promise<number | null>((res) => child.on("close", res));
  return { code, stderr };
}

describe("scripts/solve/solve.ts", () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/solve/solve.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });

  it("board: stopped after one slice of 500 nodes with its state saved (exit 75), resumed by the same command to the uninterrupted answer", () => {
    const state = join(tmp, "cli-state.json");
    const args = ["board", "--rows", "6", "--cols", "6", "--to-move", "right", "--plain", "--state", state, "--checkpoint-nodes", "500"]; // 1,437 nodes in all
    const cut = cli(...args, "--max-slices", "1");
    expect(cut.status, cut.stderr).toBe(75);
    expect(cut.stderr).toMatch(/stopped \(--max-slices\); state saved in .*cli-state.json: run the same command again to resume/);
    expect(existsSync(state)).toBe(true);
    const done = cli(...args);
    expect(done.status, done.stderr).toBe(0);
    const r = JSON.parse(done.stdout.trim().split("\n").pop()!) as { winner: string; resumed: boolean };
    expect(r.resumed).toBe(true);
    expect(r.winner).toBe(solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "right", simplify: false }).winner);
    expect(existsSync(state)).toBe(false);
  }, 300_000);

  it("board --result: a run cut off and one that finishes leave a checksummed record (winner as a plain solve, nodes over both runs, the runs logged, the commit); a rerun reads it and searches nothing; an edited record is refused", () => {
    const state = join(tmp, "cli-record-state.json");
    const record = join(tmp, "records", "domineering-6x6-right.json");
    const args = ["board", "--rows", "6", "--cols", "6", "--to-move", "right", "--plain", "--state", state, "--checkpoint-nodes", "500", "--result", record];
    const cut = cli(...args, "--max-slices", "1");
    expect(cut.status, cut.stderr).toBe(75);
    expect(existsSync(`${state}.runs.json`)).toBe(true);
    expect(existsSync(record)).toBe(false);
    const done = cli(...args);
    expect(done.status, done.stderr).toBe(0);
    const printed = JSON.parse(done.stdout.trim().split("\n").pop()!) as { winner: string; totalNodes: number };
    const r = readBoardRecord(record);
    expect(r.winner).toBe(solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "right", simplify: false }).winner);
    expect([r.game, r.ruleset, r.rows, r.cols, r.toMove, r.picture]).toEqual(["domineering", "Domineering", 6, 6, "right", dom.ruleset.format!(dom.rectangle(6, 6))]);
    expect(r.nodes).toBe(printed.totalNodes);
    expect(r.finalSliceNodes).toBeLessThan(r.nodes);
    expect(r.runs.map((x) => x.ended)).toEqual(["stopped", "solved"]);
    expect(r.runs[0]!.nodesBefore).toBe(0);
    expect(r.runs[0]!.slices).toBe(1);
    expect(r.runs[1]!.nodesBefore).toBeGreaterThanOrEqual(500);
    expect(r.options).toMatchObject({ simplify: false, ordering: "safe-moves", slice: "500 nodes" });
    expect(r.commit).toMatch(/^([0-9a-f]{40})?$/);
    expect(existsSync(state) || existsSync(`${state}.runs.json`)).toBe(false);
    // solved before: nothing searched, the record's answer printed
    const again = cli(...args);
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout.trim()) as unknown).toMatchObject({ winner: r.winner, totalNodes: r.nodes, recorded: true });
    expect(existsSync(state)).toBe(false);
    // the record of another board under --result is refused, naming it
    const other = cli("board", "--rows", "5", "--cols", "6", "--to-move", "right", "--state", state, "--result", record);
    expect(other.status).toBe(1);
    expect(other.stderr).toMatch(/the record there is of domineering 6×6 \S+ with right first, not this board/);
    // an edited record: the checksum says so
    writeFileSync(record, readFileSync(record, "utf8").replace(`"winner": "${r.winner}"`, `"winner": "${r.winner === "left" ? "right" : "left"}"`));
    expect(() => readBoardRecord(record)).toThrow(/checksum does not match its content/);
  }, 300_000);

  it("board --moves: a Clobber position after opening moves from the checkerboard is solved and recorded with its moves and picture (and by df-pn with --search pns, the same winner); the record of other moves under the name is refused; an illegal move is one line naming it", () => {
    const state = join(tmp, "cli-moves-state.json");
    const record = join(tmp, "records", "clobber-3x4-after-2.json");
    const moves = "a1b1 c2c1";
    const args = ["board", "--game", "clobber", "--rows", "3", "--cols", "4", "--moves", moves, "--to-move", "left", "--state", state, "--result", record];
    const done = cli(...args);
    expect(done.status, done.stderr).toBe(0);
    const after = clobberAfterMoves(3, 4, moves);
    expect(after).toEqual({ picture: ".xoo|ox.x|xoxo", toMove: "left", moves: ["a1b1", "c2c1"] });
    const r = readBoardRecord(record);
    const c = games.clobber.clobber;
    expect([r.game, r.rows, r.cols, r.toMove, r.picture, r.moves]).toEqual(["clobber", 3, 4, "left", after.picture, moves]);
    expect(r.winner).toBe(solvers.solve(c, c.parse(after.picture), { toMove: "left", simplify: false }).winner);
    const other = cli("board", "--game", "clobber", "--rows", "3", "--cols", "4", "--moves", "c1b1", "--to-move", "left", "--state", state, "--result", record);
    expect(other.status).toBe(1);
    expect(other.stderr.trim()).toBe(`solve: the record there is of clobber 3×4 .xoo|ox.x|xoxo with left first, not this board (xx.o|oxox|xoxo with left first) (at ${record})`);
    const bad = cli("board", "--game", "clobber", "--rows", "3", "--cols", "4", "--moves", "a1b1 b1c1", "--to-move", "left", "--state", state);
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe("solve: Right (o) is to move, but b1 holds the other player's stone (at move 2 (b1c1))");
    // the second check in another order (df-pn), its own record; a search by another name is refused
    const pnsRecord = join(tmp, "records", "clobber-3x4-after-2-pns.json");
    const pns = cli(...args.slice(0, -1), pnsRecord, "--search", "pns");
    expect(pns.status, pns.stderr).toBe(0);
    const rp = readBoardRecord(pnsRecord);
    expect([rp.winner, rp.picture, rp.options.search]).toEqual([r.winner, after.picture, "pns"]);
    const badSearch = cli("board", "--rows", "3", "--cols", "4", "--search", "dfs", "--to-move", "left", "--state", state);
    expect(badSearch.stderr.trim()).toBe('solve: --search must be negamax or pns, got "dfs" (at --search)');
    const dom6 = cli("board", "--rows", "3", "--cols", "4", "--moves", "a1b1", "--to-move", "left", "--state", state);
    expect(dom6.stderr.trim()).toBe('solve: --moves is for --game clobber (moves from the checkerboard such as "f2e2 b1c1"), not domineering (at --moves)');
  }, 120_000);

  it("board: a SIGTERM during the first slice of seconds stops the run at its first checkpoint (the handler gets two event-loop turns: with one, the run went on into its second slice)", async () => {
    const state = join(tmp, "cli-sigterm-first.json");
    // 8×7 with Horizontal first, plain: over 2 million states, far more than two slices of 4 s;
    // signalled once the start line, written after the handlers are installed, is out
    const { code, stderr } = await signalledBoard(["--rows", "8", "--cols", "7", "--to-move", "right", "--plain", "--state", state, "--checkpoint-seconds", "4"], (err) => err.includes("from the start; a checkpoint every 4 s"), 300);
    expect(stderr).toMatch(/checkpoint 1 at/);
    expect(stderr).not.toMatch(/checkpoint 2 at/);
    expect(stderr).toMatch(/stopped \(SIGTERM\); state saved in .*cli-sigterm-first.json/);
    expect(code).toBe(75);
  }, 90_000);

  it("board: SIGTERM (Slurm's pre-emption signal) stops a long run at its next checkpoint with the state saved (exit 75)", async () => {
    const state = join(tmp, "cli-sigterm.json");
    // 7×7 plain search runs far longer than the seconds before the signal; slices of 500 nodes;
    // signalled once the first checkpoint is on disk
    const { code, stderr } = await signalledBoard(["--rows", "7", "--cols", "7", "--to-move", "left", "--plain", "--state", state, "--checkpoint-nodes", "500"], () => existsSync(state), 0);
    expect(stderr).toMatch(/stopped \(SIGTERM\); state saved in .*cli-sigterm.json/);
    expect(code).toBe(75);
    const header = JSON.parse(readFileSync(state, "utf8").split("\n")[0]!) as { nodes: number; open: string[] };
    expect(header.nodes).toBeGreaterThan(0);
    expect(header.open.length).toBeGreaterThan(0);
  }, 90_000);

  it("first-moves resumably (--checkpoint-nodes): a shard stopped after one slice (exit 75) goes on from its move's state, and its file holds the same results as a shard solved in one go; the merge says right wins 5×5 (LMR 2002)", () => {
    const plain = join(tmp, "cli-fm-plain");
    const resumable = join(tmp, "cli-fm-resumable");
    const common = ["--rows", "5", "--cols", "5", "--to-move", "left", "--distinct"];
    for (const s of ["0/2", "1/2"]) expect(cli("first-moves", ...common, "--shard", s, "--dir", plain).status).toBe(0);
    const cut = cli("first-moves", ...common, "--shard", "0/2", "--dir", resumable, "--checkpoint-nodes", "40", "--max-slices", "1");
    expect(cut.status, cut.stderr).toBe(75);
    expect(cut.stderr).toMatch(/move 0 .*from the start[\s\S]*checkpoint 1 [\s\S]*stopped \(--max-slices\); state saved in .*move-000\.state\.json/);
    expect(existsSync(join(resumable, "state", "move-000.state.json"))).toBe(true);
    const cut2 = cli("first-moves", ...common, "--shard", "0/2", "--dir", resumable, "--checkpoint-nodes", "40", "--max-slices", "2");
    expect(cut2.status, cut2.stderr).toBe(75);
    expect(cut2.stderr).toMatch(/move 0 .*resuming a state of [1-9]\d* nodes/);
    const last = cli("first-moves", ...common, "--shard", "0/2", "--dir", resumable, "--checkpoint-nodes", "1000000");
    expect(last.status, last.stderr).toBe(0);
    expect(last.stderr).toMatch(/move 0 .*resuming a state of \d+ nodes/);
    expect(cli("first-moves", ...common, "--shard", "1/2", "--dir", resumable, "--checkpoint-nodes", "1000").status).toBe(0);
    for (const f of ["first-moves-000-of-002.json", "first-moves-001-of-002.json"]) {
      const a = solvers.readFirstMovesShard(join(plain, f));
      const b = solvers.readFirstMovesShard(join(resumable, f));
      expect(b.results.map((r) => [r.move, r.position, r.winner])).toEqual(a.results.map((r) => [r.move, r.position, r.winner]));
      expect({ ...b, results: [] }).toEqual({ ...a, results: [] });
    }
    expect(readdirSync(join(resumable, "state"))).toEqual([]);
    const m = cli("merge", "--dir", resumable);
    expect(m.status, m.stderr).toBe(0);
    expect(JSON.parse(m.stdout.trim())).toMatchObject({ winner: "right", moves: 6, winningMoves: [] });
    // a Slurm array passes the resumable flags on to every task
    const sl = cli("slurm", ...common, "--shards", "2", "--dir", join(tmp, "cli-slurm-resumable"), "--checkpoint-seconds", "600", "--max-minutes", "30", "--max-slices", "4");
    expect(sl.status, sl.stderr).toBe(0);
    expect(readFileSync(join(tmp, "cli-slurm-resumable", "slurm", "first-moves-array.sbatch"), "utf8")).toMatch(/task .*'--checkpoint-seconds' '600' '--max-minutes' '30' '--max-slices' '4'/);
  }, 300_000);

  it("first-moves shards and merge; bad flags refused", () => {
    const dir = join(tmp, "cli-fm");
    for (const s of ["0/2", "1/2"]) expect(cli("first-moves", "--rows", "4", "--cols", "4", "--to-move", "left", "--shard", s, "--dir", dir).status).toBe(0);
    const m = cli("merge", "--dir", dir);
    expect(m.status, m.stderr).toBe(0);
    expect((JSON.parse(m.stdout.trim()) as { winner: string }).winner).toBe(solvers.solve(dom.ruleset, dom.rectangle(4, 4), { toMove: "left" }).winner);
    const bad = cli("first-moves", "--rows", "4", "--to-move", "up", "--shard", "0/2", "--dir", dir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--cols/);
  }, 300_000);

  it("--game clobber: the checkerboard's first moves in shards merge to the published outcome; an unknown game is refused by name", () => {
    // 2×9 Clobber checkerboard: P, a second-player win (MCGS results page, University of Alberta: 2×9 is P)
    const dir = join(tmp, "cli-fm-clobber");
    for (const s of ["0/2", "1/2"]) expect(cli("first-moves", "--game", "clobber", "--rows", "2", "--cols", "9", "--to-move", "left", "--shard", s, "--dir", dir).status).toBe(0);
    const m = cli("merge", "--dir", dir);
    expect(m.status, m.stderr).toBe(0);
    const r = JSON.parse(m.stdout.trim()) as { winner: string; moves: number; winningMoves: number[] };
    expect(r).toMatchObject({ winner: "right", moves: 25, winningMoves: [] });
    // --distinct: 13 of the 25 first moves, up to the one symmetry that keeps the colours, the mirror c → 8 − c
    // (by hand: 16 horizontal moves in 8 mirror pairs, 9 vertical ones in 4 pairs and the middle one); the merge
    // agrees, and the Slurm scripts pass the flag on to every task
    const dd = join(tmp, "cli-fm-clobber-distinct");
    for (const s of ["0/2", "1/2"]) expect(cli("first-moves", "--game", "clobber", "--rows", "2", "--cols", "9", "--to-move", "left", "--shard", s, "--dir", dd, "--distinct").status).toBe(0);
    const md = cli("merge", "--dir", dd);
    expect(JSON.parse(md.stdout.trim())).toMatchObject({ winner: "right", winningMoves: [] });
    expect((JSON.parse(md.stdout.trim()) as { moves: number }).moves).toBe(13);
    const sl = cli("slurm", "--game", "clobber", "--rows", "2", "--cols", "9", "--to-move", "left", "--shards", "2", "--distinct", "--dir", join(tmp, "cli-slurm-distinct"));
    expect(sl.status, sl.stderr).toBe(0);
    expect(readFileSync(join(tmp, "cli-slurm-distinct", "slurm", "first-moves-array.sbatch"), "utf8")).toMatch(/task --game clobber .*'--distinct'/);
    expect(readFileSync(join(tmp, "cli-slurm-distinct", "slurm", "first-moves-array.sbatch"), "utf8")).toMatch(/#SBATCH --array=0-1\n/);
    // --tasks: only the shards named; --throttle: Slurm's %N; bad lists refused by name
    const some = cli("slurm", "--game", "clobber", "--rows", "2", "--cols", "9", "--to-move", "left", "--shards", "13", "--distinct", "--tasks", "12,3", "--throttle", "1", "--dir", join(tmp, "cli-slurm-some"));
    expect(some.status, some.stderr).toBe(0);
    expect(readFileSync(join(tmp, "cli-slurm-some", "slurm", "first-moves-array.sbatch"), "utf8")).toMatch(/#SBATCH --array=12,3%1\n/);
    for (const [tasks, why] of [["13", /--tasks must be in \[0, 12\], got 13/], ["3,3", /--tasks names shard 3 twice/], ["1,,2", /--tasks/]] as const) {
      const r = cli("slurm", "--game", "clobber", "--rows", "2", "--cols", "9", "--to-move", "left", "--shards", "13", "--tasks", tasks, "--dir", join(tmp, "cli-slurm-bad"));
      expect(r.status, tasks).toBe(1);
      expect(r.stderr, tasks).toMatch(why);
    }
    const bad = cli("board", "--game", "chess", "--rows", "2", "--cols", "9", "--to-move", "left", "--state", join(tmp, "x.json"));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--game must be domineering, clobber, cram, got "chess"/);
  }, 300_000);
});
