// results/solve/clobber.csv and results/solve/cram.csv (issue 30 item 5, written by
// scripts/solve/clobber.ts and scripts/solve/cram.ts): the encoded published tables against the
// sources (MCGS results page, Grossman 2002/2004, Lemoine and Viennot 2013, Beling, Winning Ways),
// a few rows re-computed by the scripts' own functions and by independent engines (canonical
// values for Clobber, the shortcut-free variant and the plain reference for Cram), and every row of
// both files checked against the source it names.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cgt, games, ruleset, solvers, util } from "../lib";
import { BOARD_RECORD_FORMAT, BOARD_RECORD_KIND, readBoardRecord, writeBoardRecord } from "../scripts/solve/board-record";
import { boardRecordFile, domineeringRowsFromRecords, clobberRowBySymmetry, clobberRowsFromShards, colourSwapReflection, cramBoard, cramBySearch, csvText, finishTable, keptRows, parseCsv, publishedClobber, publishedCram, runTable, solveClobberBoard, tableArguments, clobberAfterMoves, sixBySixSource, PUBLISHED_CLOBBER_BOARDS, SIX_BY_SIX_STATEMENTS } from "../scripts/solve/tables";

const ROOT = join(__dirname, "..");
const readCsv = (name: string): string[][] => {
  const lines = readFileSync(join(ROOT, "results/solve", name), "utf8").trim().split("\n");
  // the source is the last column and the only one that may be quoted
  const before = lines[0]!.split(",").length - 1;
  return lines.map((l) => {
    const parts = l.split(",");
    const head = parts.slice(0, before);
    const rest = parts.slice(before).join(",");
    return [...head, rest.startsWith('"') ? rest.slice(1, -1).replace(/""/g, '"') : rest];
  });
};
const other = (p: string): string => (p === "left" ? "right" : "left");

describe("the published tables as encoded", () => {
  it("Clobber: the MCGS page's rows (2×n P iff 3 | n to 17, 3×n P iff n even to 10, 4×4 N 4×5 N 4×6 P 4×7 N, 5×5 P, 5×6 P (Grossman 2002))", () => {
    for (let n = 2; n <= 17; n++) expect(publishedClobber(2, n)?.outcome, `2×${n}`).toBe(n % 3 === 0 ? "P" : "N");
    for (let n = 3; n <= 10; n++) expect(publishedClobber(3, n)?.outcome, `3×${n}`).toBe(n % 2 === 0 ? "P" : "N");
    expect([4, 5, 6, 7].map((n) => publishedClobber(4, n)?.outcome)).toEqual(["N", "N", "P", "N"]);
    expect(publishedClobber(5, 5)?.outcome).toBe("P");
    expect(publishedClobber(5, 6)?.source).toContain("Grossman's announcement of 21 March 2002");
    expect(publishedClobber(2, 18)).toBeUndefined();
    expect(publishedClobber(6, 6)).toBeUndefined();
    expect(PUBLISHED_CLOBBER_BOARDS).toHaveLength(16 + 8 + 4 + 2);
  });
  it("Cram: 2×n (*0 even, *1 odd), Lemoine–Viennot's 3×3…3×20, Beling's 4×n…7×n with its open entries", () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => publishedCram(3, n)?.nimValue)).toEqual([0, 1, 1, 4, 1, 3, 1, 2, 0, 1, 2, 3, 1, 4, 0, 1, 0, 2]);
    expect(publishedCram(3, 21)).toBeUndefined();
    expect(publishedCram(2, 26)?.nimValue).toBe(0);
    expect(publishedCram(2, 25)?.nimValue).toBe(1);
    expect(publishedCram(4, 15)?.nimValue).toBe(4);
    expect(publishedCram(5, 12)?.nimValue).toBe(3);
    expect(publishedCram(5, 13)).toBeUndefined();
    expect(publishedCram(6, 7)?.nimValue).toBe(5);
    expect(publishedCram(6, 11)).toBeUndefined();
    expect(publishedCram(7, 9)?.nimValue).toBe(1);
  });
});

describe("rows re-computed", () => {
  it("Clobber 2×2…2×7, 3×3…3×5: solveClobberBoard = the outcome of the canonical value (engine), and = the CSV row", () => {
    const csv = readCsv("clobber.csv");
    const c = games.clobber.clobber;
    for (const [m, n] of [[2, 2], [2, 3], [2, 4], [2, 5], [2, 6], [2, 7], [3, 3], [3, 4], [3, 5]] as const) {
      const o = cgt.outcome(solvers.canonicalValue(c, games.clobber.checkerboard(m, n)));
      for (const toMove of ["left", "right"] as const) {
        const row = solveClobberBoard(m, n, toMove);
        const fromValue = o === "N" ? toMove : o === "P" ? other(toMove) : o === "L" ? "left" : "right";
        expect(row.winner, `${m}×${n} ${toMove}`).toBe(fromValue);
        const line = csv.find((r) => r[1] === String(m) && r[2] === String(n) && r[3] === toMove);
        // nodes are left out: sums are keyed by cgt store ids, which depend on what the process computed before
        expect([...(line?.slice(0, 5) ?? []), line?.[6], line?.[7]], `${m}×${n} ${toMove} in clobber.csv`).toEqual(["Clobber", String(m), String(n), toMove, row.winner, row.method, row.source]);
      }
    }
  }, 60_000);
  it("Cram 2×2…2×9, 3×3…3×8, 4×4, 4×5: cramBoard = the CSV row (nodes too: a regression pin, fresh table each board); odd boards also by the shortcut-free variant, small ones by the plain reference", () => {
    const csv = readCsv("cram.csv");
    const plain = ruleset.impartialVariant(games.domineering.ruleset);
    const boards: [number, number][] = [[4, 4], [4, 5]];
    for (let n = 2; n <= 9; n++) boards.push([2, n]);
    for (let n = 3; n <= 8; n++) boards.push([3, n]);
    for (const [m, n] of boards) {
      const row = cramBoard(m, n);
      const line = csv.find((r) => r[1] === String(m) && r[2] === String(n));
      expect(line?.slice(0, 8), `${m}×${n} in cram.csv`).toEqual([row.ruleset, String(m), String(n), String(row.nim_value), row.winner, String(row.nodes), "nim-value", row.source]);
      if (row.ruleset === "Cram") expect(solvers.nimValue(plain, games.domineering.rectangle(m, n)), `${m}×${n} shortcut-free`).toBe(row.nim_value);
      if (m * n <= 12) expect(solvers.referenceNimValue(games.cram.ruleset, games.cram.emptyBoard(m, n)), `${m}×${n} reference`).toBe(row.nim_value);
    }
  }, 60_000);
});

describe("Cram by proof search of G + *k (the method of the rows of 3+ rows past 33 cells)", () => {
  it("3×3…3×9, 2×7, 4×5, 5×5 and the even×even 4×4 (shortcut-free): the search gives the nim-value engine's value, with the published value tried first and without it (k = 0, 1, … in turn)", () => {
    const boards: [number, number][] = [[2, 7], [4, 4], [4, 5], [5, 5]];
    for (let n = 3; n <= 9; n++) boards.push([3, n]);
    for (const [m, n] of boards) {
      const engine = cramBoard(m, n, undefined, "nim-value");
      const search = cramBoard(m, n, undefined, "search G+*k");
      expect(search.method).toBe("search G+*k");
      expect([search.nim_value, search.source], `${m}×${n}`).toEqual([engine.nim_value, engine.source]);
      expect(search.ruleset, `${m}×${n}: proof search runs on Domineering's bitboard regions`).toBe("Cram (no shortcuts)");
      const rs = m % 2 === 0 && n % 2 === 0 ? ruleset.impartialVariant(games.domineering.ruleset) : games.cram.ruleset;
      const board = m % 2 === 0 && n % 2 === 0 ? games.domineering.rectangle(m, n) : games.cram.emptyBoard(m, n);
      expect(cramBySearch(rs as never, board as never, undefined).value, `${m}×${n} without the published value`).toBe(engine.nim_value);
    }
  }, 120_000);
  it("a wrong expected value is refuted and the search goes on to the true one (3×6 is *4, Lemoine and Viennot); progress lines name k and count the nodes of every search so far", () => {
    const lines: string[] = [];
    const r = cramBySearch(games.cram.ruleset, games.cram.emptyBoard(3, 6), 1, undefined, 18, (line) => lines.push(line), 0);
    expect(r.value).toBe(4);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^searching G \+ \*\d+: [\d,]+ nodes, \d+ s$/);
    const counts = lines.map((l) => Number(/: ([\d,]+) nodes/.exec(l)![1]!.replace(/,/g, "")));
    expect(counts.every((c, i) => c <= r.nodes && (i === 0 || c >= counts[i - 1]!))).toBe(true);
  });
});

describe("every row of the CSVs against the source it names", () => {
  it("clobber.csv: both players first on each board, winners as published (N: the mover, P: the other), sources as encoded, no timing column; rows from first-move shards are the merge of their committed folder", () => {
    const csv = readCsv("clobber.csv");
    expect(csv[0]).toEqual(["ruleset", "rows", "cols", "to_move", "winner", "nodes", "method", "source"]);
    const rows = csv.slice(1);
    expect(rows.length % 2).toBe(0);
    const fromShards = clobberRowsFromShards(join(ROOT, "results/solve/first-moves"));
    for (const [, m, n, toMove, winner, nodes, method, source] of rows) {
      if (method !== "search") {
        const r = fromShards.find((x) => x.rows === Number(m) && x.cols === Number(n) && x.to_move === toMove);
        expect([r?.method, r?.nodes, r?.winner], `${m}×${n} ${toMove}`).toEqual([method, Number(nodes), winner]);
      }
      const p = publishedClobber(Number(m), Number(n));
      expect(p, `${m}×${n} is a published board`).toBeDefined();
      expect(winner, `${m}×${n} ${toMove}`).toBe(p!.outcome === "N" ? toMove : other(toMove!));
      expect(source).toBe(p!.source);
      expect(Number(nodes)).toBeGreaterThanOrEqual(0);
    }
    // the sizes reached by the committed run (scripts/solve/clobber.ts, 300 s a solve, shared 2-core machine)
    for (const b of ["2,12", "3,8", "4,5"]) expect(rows.some((r) => `${r[1]},${r[2]}` === b), `${b} reached`).toBe(true);
  });
  it("cram.csv: nim-values as published, winners from them, even×even boards searched without the shortcut, boards of 3+ rows past 33 cells by proof search of G + *k", () => {
    const csv = readCsv("cram.csv");
    expect(csv[0]).toEqual(["ruleset", "rows", "cols", "nim_value", "winner", "nodes", "method", "source"]);
    for (const [rs, m, n, v, winner, , method, source] of csv.slice(1)) {
      expect(method, `${m}×${n}`).toBe(Number(m) >= 3 && Number(m) * Number(n) > 33 ? "search G+*k" : "nim-value");
      const p = publishedCram(Number(m), Number(n));
      if (p !== undefined) {
        expect(Number(v), `${m}×${n}`).toBe(p.nimValue);
        expect(source).toBe(p.source);
      } else expect(source).toBe("");
      expect(winner).toBe(v === "0" ? "second" : "first");
      expect(rs, `${m}×${n}`).toBe((Number(m) % 2 === 0 && Number(n) % 2 === 0) || method === "search G+*k" ? "Cram (no shortcuts)" : "Cram");
    }
    for (const b of ["2,20", "3,10", "3,14", "4,6"]) expect(csv.some((r) => `${r[1]},${r[2]}` === b), `${b} reached`).toBe(true);
  });
});

describe("the MCGS group's 6×6 Clobber page (clobberAfterMoves, SIX_BY_SIX_STATEMENTS, results/solve/clobber-6x6.csv)", () => {
  it("the opening moves give the boards the page prints after them (● x, ○ o, ┼ empty; rows 1…6 from the top)", () => {
    // transcribed from MCGS docs/6x6clobber.html (updated 2026-06-01): games 1, 5, 7 and 8 after the moves shown
    expect(clobberAfterMoves(6, 6, "f2e2 b1c1 e1d1 a2b2")).toEqual({ picture: "x.ox.o|.ooxx.|xoxoxo|oxoxox|xoxoxo|oxoxox", toMove: "left", moves: ["f2e2", "b1c1", "e1d1", "a2b2"] });
    expect(clobberAfterMoves(6, 6, "b6b5 a6a5 c5c4 a2a3").picture).toBe("xoxoxo|.xoxox|ooxoxo|oxxxox|ox.oxo|..oxox");
    expect(clobberAfterMoves(6, 6, "a5a4 a2a3 b6b5 b1b2").picture).toBe("x.xoxo|.ooxox|ooxoxo|xxoxox|.xxoxo|o.oxox");
    expect(clobberAfterMoves(6, 6, "b6c6, f5f4, a5a4").picture).toBe("xoxoxo|oxoxox|xoxoxo|xxoxoo|.oxox.|o.xxox");
    expect(clobberAfterMoves(6, 6, "").picture).toBe(games.clobber.clobber.format!(games.clobber.checkerboard(6, 6)));
    // every statement's moves are legal, and the page's "B to play" / "W to play" is the side whose turn it is
    for (const st of SIX_BY_SIX_STATEMENTS) {
      const after = clobberAfterMoves(6, 6, st.moves);
      expect(after.toMove, st.id).toBe(/B(lack)? to play/.test(st.note) ? "left" : /W(hite)? to play/.test(st.note) ? "right" : after.toMove);
      expect(sixBySixSource(st)).toContain(st.moves);
    }
  });
  it("a wrong move is an InputError naming the move and why", () => {
    const bad: [string, RegExp][] = [
      ["a1a2 a2a1", /Right \(o\) is to move, but a2 holds the other player's stone \(at move 2 \(a2a1\)\)/],
      ["b1c1", /Left \(x\) is to move, but b1 holds the other player's stone/],
      ["a1c1", /c1 is not orthogonally next to a1/],
      ["a1b2", /b2 is not orthogonally next to a1/],
      ["a1b1 c1b1", /Right \(o\) is to move, but c1 holds the other player's stone/],
      ["a1b1 a2a1", /must clobber a stone of the other colour, but a1 holds no stone/],
      ["g1f1", /square "g1" is not on the 6×6 board/],
      ["a7a6", /square "a7" is not on the 6×6 board/],
      ["a1", /a move is two squares such as f2e2, got "a1"/],
    ];
    for (const [moves, message] of bad) expect(() => clobberAfterMoves(6, 6, moves), moves).toThrow(message);
  });
  it("clobber-6x6.csv: each row's picture is its moves', the player to move the next one, winners as the page states them; rows the page lists unsolved are new, checked by df-pn", () => {
    // written by scripts/solve/clobber-6x6.ts with the 3×5 Clobber database (README, "6×6 Clobber openings")
    const rows = parseCsv(readFileSync(join(ROOT, "results/solve/clobber-6x6.csv"), "utf8"));
    expect(rows.length).toBeGreaterThan(0);
    const evidence = JSON.parse(readFileSync(join(ROOT, "results/solve/clobber-6x6.evidence.json"), "utf8")) as { database: string; solver: string; positions: number };
    expect(evidence.positions).toBe(rows.length);
    expect(evidence.solver).toMatch(/^cgtlab \S+ \(commit [0-9a-f]{12}\)/);
    for (const r of rows) {
      const st = SIX_BY_SIX_STATEMENTS.find((x) => x.id === r.position);
      expect(st, r.position).toBeDefined();
      const after = clobberAfterMoves(6, 6, r.moves!);
      expect([r.picture, r.to_move, r.moves], r.position).toEqual([after.picture, after.toMove, st!.moves]);
      if (st!.winner !== undefined) {
        expect(r.winner, r.position).toBe(st!.winner);
        expect(r.source).toBe(sixBySixSource(st!));
      } else {
        expect(r.source!.startsWith("new:"), r.position).toBe(true);
        expect(r.source).toContain(sixBySixSource(st!));
        expect(Number(r.check_nodes), r.position).toBeGreaterThan(0);
      }
      expect(Number(r.nodes)).toBeGreaterThan(0);
      // a row from a board record: the record is of this position, with the table's database, and its nodes
      const rec = join(ROOT, "results/solve/boards", `clobber-6x6-${r.position!.replace(/ /g, "-")}.json`);
      if (r.method!.startsWith("resumable search")) {
        const b = readBoardRecord(rec);
        expect([b.picture, b.toMove, b.winner, b.nodes, b.options.database]).toEqual([r.picture, r.to_move, r.winner, Number(r.nodes), evidence.database]);
      } else expect(r.method).toBe("search");
    }
  });
});

describe("the table scripts' command lines (tableArguments, reportInputErrors)", () => {
  it("reads the numbers, --seconds, --add and a script's own flags; a wrong argument is an InputError naming it", () => {
    expect(tableArguments(["10", "--add", "--seconds", "60", "4"], [17, 10, 7], 30)).toEqual({ seconds: 60, maxCols: [10, 4, 7], add: true, flags: new Map([["--seconds", "60"]]), positional: ["10", "4"] });
    const dom = tableArguments(["8", "7", "--long", "16"], [], 12, ["--long", "--max-area"]);
    expect([dom.seconds, dom.add, dom.flags.get("--long"), dom.positional]).toEqual([300, false, "16", ["8", "7"]]);
    const bad: [string[], RegExp][] = [
      [["x"], /MAX_COLS_2 must be a whole number in \[0, 30\], got "x"/],
      [["--seconds"], /--seconds needs a value/],
      [["--seconds", "--add"], /--seconds needs a value/],
      [["--seconds", "0"], /--seconds must be in \[1, 86400\], got 0/],
      [["--seconds", "5", "--seconds", "6"], /--seconds is given twice/],
      [["--secs", "5"], /unknown flag --secs \(known: --add, --seconds\)/],
      [["1", "2", "3", "4"], /at most 3 numbers of columns/],
      [["2.5"], /got "2.5"/],
    ];
    for (const [args, message] of bad) expect(() => tableArguments(args, [17, 10, 7], 30), args.join(" ")).toThrow(message);
  });
  it("a script given a wrong argument says so in one line on stderr and exits 1, writing nothing (domineering.ts --long x; cram.ts with a bad --seconds)", () => {
    const cli = (script: string, ...args: string[]) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/solve", script), ...args], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
    const before = readFileSync(join(ROOT, "results/solve/domineering.csv"), "utf8");
    const r = cli("domineering.ts", "8", "8", "--long", "x");
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('solve domineering: --long must be a whole number in [2, 40], got "x" (at --long)');
    expect(r.stdout).toBe("");
    expect(readFileSync(join(ROOT, "results/solve/domineering.csv"), "utf8")).toBe(before);
    const c = cli("cram.ts", "--seconds", "0");
    expect([c.status, c.stderr.trim()]).toEqual([1, "solve cram: --seconds must be in [1, 86400], got 0"]);
  });
});

describe("the table run (runTable, finishTable)", () => {
  it("keeps finished boards in the state file, resumes from them, ends a row count at a budget overrun, refuses another config's state, writes whole and removes the state", () => {
    const dir = mkdtempSync(join(tmpdir(), "cgtlab-tables-"));
    try {
      const statePath = join(dir, "state.json");
      const calls: string[] = [];
      const boards = [[2, 2], [2, 3], [2, 4], [3, 3], [3, 4]] as const;
      interface Row {
        rows: number;
        cols: number;
        v: number;
      }
      const solveBoard = (m: number, n: number): Row[] => {
        calls.push(`${m}x${n}`);
        if (m === 2 && n === 3) throw new util.BudgetExceededError("maxMillis", 1, 2, "test");
        if (m === 3 && n === 4 && calls.length < 10) throw new Error("killed");
        return [{ rows: m, cols: n, v: m * n }];
      };
      expect(() => runTable({ config: "a", boards, solveBoard, statePath, log: () => undefined })).toThrow("killed");
      expect(calls).toEqual(["2x2", "2x3", "3x3", "3x4"]); // 2×4 skipped after 2×3 ran out of budget
      expect(JSON.parse(readFileSync(statePath, "utf8"))).toEqual({ config: "a", rows: [{ rows: 2, cols: 2, v: 4 }, { rows: 3, cols: 3, v: 9 }] });
      expect(() => runTable({ config: "b", boards, solveBoard, statePath, log: () => undefined })).toThrow(/other settings/);
      calls.length = 0;
      for (let i = 0; i < 10; i++) calls.push("-");
      const done = runTable({ config: "a", boards, solveBoard, statePath, log: () => undefined });
      expect(calls.slice(10)).toEqual(["2x3", "3x4"]); // 2×2 and 3×3 were not solved again
      expect(done.rows.map((r) => r.v)).toEqual([4, 9, 12]);
      expect(done.stopped).toHaveLength(1);
      expect(done.stopped[0]).toMatch(/^2×3: /);
      const results = join(dir, "t.csv");
      finishTable({ results, timings: join(dir, "t.timings.csv"), statePath }, csvText<Row>(["rows", "cols", "v"], done.rows), "x\n");
      expect(readFileSync(results, "utf8")).toBe("rows,cols,v\n2,2,4\n3,3,9\n3,4,12\n");
      expect(existsSync(statePath)).toBe(false);
      writeFileSync(statePath, "{not json");
      expect(() => runTable({ config: "a", boards, solveBoard, statePath, log: () => undefined })).toThrow(/unreadable state/);
      rmSync(statePath);
      // --add: the rows written are kept (seconds from the timings file where it has them), only the missing boards are solved
      writeFileSync(results, 'rows,cols,v,source\n2,2,4,"a, ""quoted"" source"\n3,3,9,\n');
      writeFileSync(join(dir, "t.timings.csv"), "rows,cols,seconds\n2,2,1.5\n");
      const kept = keptRows<Row & { source: string; seconds: number; extra: string }>({ results, timings: join(dir, "t.timings.csv") }, ["rows", "cols", "v"], ["rows", "cols"], { extra: "old" });
      expect(kept).toEqual([{ rows: 2, cols: 2, v: 4, source: 'a, "quoted" source', seconds: 1.5, extra: "old" }, { rows: 3, cols: 3, v: 9, source: "", seconds: NaN, extra: "old" }]);
      const n0 = calls.length;
      const added = runTable({ config: "c", boards: [[2, 2], [3, 3], [2, 4]], solveBoard, statePath, log: () => undefined, kept });
      expect(calls.slice(n0)).toEqual(["2x4"]);
      expect(added.rows.map((r) => r.v)).toEqual([4, 9, 8]);
      expect(csvText<{ s: number }>(["s"], [{ s: NaN }])).toBe("s\n\n");
      expect(parseCsv("a,b\n1,\"x,\ny\"\n")).toEqual([{ a: "1", b: "x,\ny" }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("results/solve/first-moves: first-move shards of boards solved as Slurm job arrays (scripts/solve/solve.ts slurm)", () => {
  // Each folder holds the shards finished so far of one board and player (a long computation
  // committed in resumable parts: a rerun of the same `solve.ts slurm` command skips them). Each shard
  // file is read whole (checksum) and set beside the published outcome: on a P board no first move
  // wins for the player to move (the opponent, moving first after it, wins); on an N board the
  // merge of a complete folder must find a winning move.
  const base = join(ROOT, "results/solve/first-moves");
  const folders = existsSync(base) ? readdirSync(base).filter((d) => /^clobber-\d+x\d+-(left|right)$/.test(d)) : [];

  it("every committed shard is whole and agrees with the published outcome of its board; complete folders, and folders holding a winning first move, merge to it", () => {
    expect(folders.length).toBeGreaterThan(0);
    for (const d of folders) {
      const [, m, n, toMove] = /^clobber-(\d+)x(\d+)-(left|right)$/.exec(d)!;
      const published = publishedClobber(Number(m), Number(n));
      expect(published, d).toBeDefined();
      const files = readdirSync(join(base, d)).filter((f) => /^first-moves-\d+-of-\d+\.json$/.test(f)).map((f) => join(base, d, f));
      for (const f of files) {
        const s = solvers.readFirstMovesShard(f);
        expect([s.ruleset, s.picture, s.toMove], f).toEqual(["Clobber", games.clobber.clobber.format(games.clobber.checkerboard(Number(m), Number(n))), toMove]);
        if (published!.outcome === "P") for (const r of s.results) expect(r.winner, `${f} move ${r.move}`).toBe(other(toMove!));
      }
      // a resumable shard's finished moves (solve.ts --checkpoint-seconds), committed before their shard is whole
      const stateDir = join(base, d, "state");
      const done = existsSync(stateDir) ? readdirSync(stateDir).filter((f) => /^move-\d+\.json$/.test(f)) : [];
      for (const f of done) {
        const r = JSON.parse(readFileSync(join(stateDir, f), "utf8")) as { move: number; winner: string; nodes: number };
        expect(f).toBe(`move-${String(r.move).padStart(3, "0")}.json`);
        expect(r.nodes, `${d}/state/${f}`).toBeGreaterThan(0);
        if (published!.outcome === "P") expect(r.winner, `${d}/state/${f}`).toBe(other(toMove!));
      }
      const count = files.length === 0 ? 0 : solvers.readFirstMovesShard(files[0]!).shard.count;
      if (files.length === count && count > 0) expect(solvers.mergeFirstMoves(files).winner, d).toBe(published!.outcome === "N" ? toMove : other(toMove!));
      else if (files.some((f) => solvers.readFirstMovesShard(f).results.some((r) => r.winner === toMove))) {
        // a folder not yet complete that holds a winning first move settles a first-player win
        expect(published!.outcome, d).toBe("N");
        expect(solvers.mergeFirstMoves(files).winner, d).toBe(toMove);
      }
    }
  });
});

describe("clobberRowsFromShards: rows of a board from its complete first-move folders", () => {
  it("Clobber 2×4 (N) in 2 distinct-move shards a player: two rows, the merge's winners and nodes; a folder with a shard missing gives none; shards of another board under the name are refused", () => {
    const base = mkdtempSync(join(tmpdir(), "cgtlab-clobber-shards-"));
    try {
      const c = games.clobber.clobber;
      const write = (m: number, n: number, toMove: "left" | "right", folder: string, indices: number[]) => {
        for (const index of indices) {
          const s = solvers.solveFirstMoves(c, games.clobber.checkerboard(m, n), { toMove, shard: { index, count: 2 }, distinct: true });
          solvers.writeFirstMovesShard(join(base, folder, `first-moves-${String(index).padStart(3, "0")}-of-002.json`), s);
        }
      };
      write(2, 4, "left", "clobber-2x4-left", [0, 1]);
      write(2, 4, "right", "clobber-2x4-right", [0, 1]);
      write(2, 3, "left", "clobber-2x3-left", [0]); // 2×3 is P: a shard missing, no row
      const rows = clobberRowsFromShards(base);
      expect(rows.map((r) => [r.rows, r.cols, r.to_move, r.winner])).toEqual([[2, 4, "left", "left"], [2, 4, "right", "right"]]); // 2×4 is N (Grossman 2004, MCGS results page)
      // 2×5 is N (Grossman 2004, MCGS results page): a folder with only a shard holding a winning first move gives its row, marked partial
      write(2, 5, "left", "clobber-2x5-left", [0, 1]);
      const f25 = join(base, "clobber-2x5-left");
      const shards25 = readdirSync(f25).map((f) => join(f25, f));
      const winning = shards25.filter((f) => solvers.readFirstMovesShard(f).results.some((x) => x.winner === "left"));
      expect(winning.length).toBeGreaterThan(0);
      for (const f of shards25) if (f !== winning[0]) rmSync(f);
      const partial = clobberRowsFromShards(base).find((r) => r.cols === 5)!;
      const kept = solvers.readFirstMovesShard(winning[0]!);
      expect([partial.to_move, partial.winner, partial.nodes]).toEqual(["left", "left", kept.results.reduce((a, x) => a + x.nodes, 0)]);
      expect(partial.method).toMatch(new RegExp(`^first-move shards: ${kept.results.length} of ${kept.moves} distinct first moves solved in 1 of 2 shards \\(move ${kept.results.find((x) => x.winner === "left")!.move} wins; one winning move settles it\\)$`));
      for (const r of rows) {
        expect(r.method).toMatch(/^first-move shards: \d+ distinct first moves in 2 shards$/);
        expect(r.source).toBe(publishedClobber(2, 4)!.source);
        expect(r.winner).toBe(solvers.solve(c, games.clobber.checkerboard(2, 4), { toMove: r.to_move }).winner);
      }
      write(2, 5, "right", "clobber-2x6-right", [0, 1]);
      expect(() => clobberRowsFromShards(base)).toThrow(/clobber-2x6-right: its shards are of xoxox\|oxoxo with right first, not the 2×6 checkerboard/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("clobberRowBySymmetry: the other player's row of a board whose colour swap is a reflection", () => {
  it("colourSwapReflection finds the reflection cell by cell (checkerboards with an even side, and other pictures), none on odd×odd checkerboards", () => {
    const board = (m: number, n: number) => games.clobber.clobber.format(games.clobber.checkerboard(m, n));
    expect(colourSwapReflection(board(5, 6))).toBe("left–right mirror");
    expect(colourSwapReflection(board(3, 10))).toBe("left–right mirror");
    expect(colourSwapReflection(board(2, 3))).toBe("top–bottom mirror");
    expect(colourSwapReflection(board(4, 4))).toBe("left–right mirror");
    for (const [m, n] of [[3, 3], [5, 5], [3, 7], [1, 1]] as const) expect(colourSwapReflection(board(m, n)), `${m}×${n}`).toBeUndefined();
    expect(colourSwapReflection("x.o")).toBe("left–right mirror");
    expect(colourSwapReflection("x.|.o")).toBe("half-turn");
    expect(colourSwapReflection("xx.|..o")).toBeUndefined();
  });
  it("a folder of one player only gives the other player's row (nodes 0, the method says why), the winner a direct solve finds; none on 3×3; both committed 3×10 folders agree with the rows derived from each other; a row contradicting the published outcome is refused", () => {
    const base = mkdtempSync(join(tmpdir(), "cgtlab-clobber-symmetry-"));
    try {
      const c = games.clobber.clobber;
      for (const [m, n] of [[2, 4], [3, 3]] as const) {
        for (const index of [0, 1]) {
          const s = solvers.solveFirstMoves(c, games.clobber.checkerboard(m, n), { toMove: "left", shard: { index, count: 2 }, distinct: true });
          solvers.writeFirstMovesShard(join(base, `clobber-${m}x${n}-left`, `first-moves-${String(index).padStart(3, "0")}-of-002.json`), s);
        }
      }
      const rows = clobberRowsFromShards(base);
      expect(rows.map((r) => [r.rows, r.cols, r.to_move])).toEqual([[2, 4, "left"], [3, 3, "left"], [2, 4, "right"]]);
      const derived = rows[2]!;
      expect([derived.winner, derived.nodes, derived.source]).toEqual([solvers.solve(c, games.clobber.checkerboard(2, 4), { toMove: "right" }).winner, 0, publishedClobber(2, 4)!.source]);
      expect(derived.method).toBe("by symmetry from the left-first shards (the colour swap of the board is its left–right mirror: right first is left first with the colours exchanged)");
      expect(() => clobberRowBySymmetry({ ...rows[0]!, winner: "right" })).toThrow(/Clobber 2×4, right first: the symmetry of the left-first shards says left wins, but/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
    const committed = clobberRowsFromShards(join(ROOT, "results/solve/first-moves")).filter((r) => r.rows === 3 && r.cols === 10);
    expect(committed.map((r) => r.to_move).sort()).toEqual(["left", "right"]);
    for (const r of committed) {
      const mirrored = clobberRowBySymmetry(r)!;
      expect(mirrored.winner, `3×10 from ${r.to_move} first`).toBe(committed.find((x) => x.to_move !== r.to_move)!.winner);
    }
  }, 60_000);
});

describe("domineeringRowsFromRecords: rows of boards settled by solve.ts board --result", () => {
  it("a record of Domineering 4×5 gives its row (winner as a fresh solve, nodes, the runs' method and wall seconds); a record of another board under the name, one contradicting a published source, and an edited one are refused", () => {
    const base = mkdtempSync(join(tmpdir(), "cgtlab-board-records-"));
    try {
      const dom = games.domineering;
      const record = (m: number, n: number, toMove: "left" | "right", winner: "left" | "right", picture = dom.ruleset.format!(dom.rectangle(m, n))) => ({
        kind: BOARD_RECORD_KIND,
        format: BOARD_RECORD_FORMAT,
        game: "domineering",
        ruleset: "Domineering",
        rows: m,
        cols: n,
        toMove,
        picture,
        winner,
        nodes: 1234,
        finalSliceNodes: 200,
        options: { ordering: "safe-moves", slice: "600 s" },
        runs: [
          { started: "2026-11-29T10:00:00.000Z", wallSeconds: 600.5, cpuSeconds: 590, slices: 1, nodesBefore: 0, ended: "stopped" as const },
          { started: "2026-11-29T10:20:00.000Z", wallSeconds: 100, cpuSeconds: 99, slices: 0, nodesBefore: 1000, ended: "solved" as const },
        ],
        commit: "",
        node: process.version,
      });
      // 4×5 with Vertical first: the winner a real solve gives (Vertical wins: Uiterwijk 2013 (2), Obsequi's table)
      const winner = solvers.solve(dom.ruleset, dom.rectangle(4, 5), { toMove: "left" }).winner;
      writeBoardRecord(boardRecordFile(base, "domineering", 4, 5, "left"), record(4, 5, "left", winner));
      const rows = domineeringRowsFromRecords(base);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ruleset: "Domineering", rows: 4, cols: 5, to_move: "left", winner: "left", nodes: 1234, seconds: 700.5, method: "resumable search: 2 slices of 600 s in 2 runs; nodes over every slice" });
      expect(rows[0]!.source).toContain("Obsequi");
      // a record under another board's name
      writeBoardRecord(boardRecordFile(base, "domineering", 4, 6, "left"), record(4, 5, "left", winner));
      expect(() => domineeringRowsFromRecords(base)).toThrow(/not the empty 4×6 Domineering board with left first/);
      rmSync(boardRecordFile(base, "domineering", 4, 6, "left"));
      // a record whose winner contradicts the published sources (5×5 is a second-player win: Lachmann, Moore and Rapaport 2002)
      writeBoardRecord(boardRecordFile(base, "domineering", 5, 5, "left"), record(5, 5, "left", "left"));
      expect(() => domineeringRowsFromRecords(base)).toThrow(/5×5, left first: the record domineering-5x5-left.json says left wins, but Lachmann, Moore and Rapaport/);
      // edited by hand: refused by its checksum
      const f = boardRecordFile(base, "domineering", 5, 5, "left");
      writeFileSync(f, readFileSync(f, "utf8").replace('"nodes": 1234', '"nodes": 12'));
      expect(() => domineeringRowsFromRecords(base)).toThrow(/checksum does not match/);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
