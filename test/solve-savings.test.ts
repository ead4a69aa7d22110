// Notebook 12's library (issue 30 item 8): the solver's switch for rule 2 (simplify.cancel) against
// the plain reference, what each simplification saves (every setting must give the plain search's
// winner), proof trees re-checked by the plain search (and a tampered one caught), the results/solve
// tables read by their columns, and the drawing and reading helpers of the notebook layer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgt, games, notebook, solvers, studies } from "../lib";
import { randomPicture } from "./fixtures/random-pictures";

const S = studies.solving;
const dom = games.domineering.ruleset;
type Player = "left" | "right";

describe("solvers.solve: simplify.cancel switches rule 2 off and keeps the answer", () => {
  it("random Domineering sums G + (−G) + H: the same winner as the plain reference, with and without cancellation; only the default cancels", () => {
    const rand = cgt.mulberry32(20261125);
    let cancelledSomewhere = 0;
    for (let i = 0; i < 12; i++) {
      // G and its transpose −G (Domineering: transposing swaps the players), apart, plus a third region H
      const g = randomPicture(rand, 2, 3, ".#", [4, 1]).split("|");
      const t = [0, 1, 2].map((c) => g.map((row) => row[c]).join(""));
      const h = randomPicture(rand, 2, 3, ".#", [4, 1]).split("|");
      const rows = [...g.map((r) => `${r}###`), "######", ...t.map((r) => `${r}####`), "######", ...h.map((r) => `${r}###`)];
      const p = dom.parse!(rows.join("|"));
      for (const toMove of ["left", "right"] as const) {
        const expected = solvers.referenceSolve(dom, p, { toMove });
        const on = solvers.solve(dom, p, { toMove, simplify: { maxSize: 2 } });
        const off = solvers.solve(dom, p, { toMove, simplify: { maxSize: 2, cancel: false } });
        expect([on.winner, off.winner], `${dom.format!(p)} ${toMove}`).toEqual([expected, expected]);
        expect(off.cancelledPairs).toBe(0);
        cancelledSomewhere += on.cancelledPairs;
      }
    }
    expect(cancelledSomewhere).toBeGreaterThan(0); // the default did cancel pairs in these sums
  });

  it("a bad simplify.cancel is an InputError naming the option", () => {
    expect(() => solvers.solve(dom, games.domineering.rectangle(2, 2), { toMove: "left", simplify: { cancel: "no" as unknown as boolean } })).toThrow(/simplify\.cancel must be true or false/);
  });
});

describe("studies.solving.simplificationSavings", () => {
  it("every setting gives the plain search's winner on small boards of the three games; the first setting is the ratios' reference", () => {
    const boards = [S.standardBoard("domineering", 3, 4), S.standardBoard("clobber", 2, 4), S.standardBoard("cram", 3, 3)];
    const rows = S.simplificationSavings(boards, { toMove: ["left", "right"] });
    // Cram is impartial: solved once
    expect(rows.length).toBe((2 + 2 + 1) * S.SIMPLIFICATIONS.length);
    for (const r of rows) {
      const b = boards.find((x) => x.label === r.board)!;
      expect(r.finished).toBe(true);
      expect(r.winner, `${r.board} ${r.to_move} ${r.setting}`).toBe(solvers.referenceSolve(b.ruleset, b.position, { toMove: r.to_move }));
      if (r.setting === "all on") expect(r.nodes_ratio).toBe(1);
      if (r.setting.startsWith("no sum") || r.setting === "none" || r.setting.startsWith("no values")) expect(r.valued_components).toBe(0);
      if (r.setting.startsWith("no G")) expect(r.cancelled_pairs).toBe(0);
    }
    expect(S.savingsDisagreements(rows)).toEqual([]);
  });

  it("Domineering 4×4, Left first: regression pins of this solver's node counts (cgtlab's own numbers)", () => {
    const rows = S.simplificationSavings([S.standardBoard("domineering", 4, 4)]);
    const nodes = Object.fromEntries(rows.map((r) => [r.setting, r.nodes]));
    // the winner cross-checked against the canonical value's outcome (4×4 is N: whoever starts wins)
    expect(cgt.outcome(solvers.canonicalValue(dom, games.domineering.rectangle(4, 4)))).toBe("N");
    expect(rows.every((r) => r.winner === "left")).toBe(true);
    expect(nodes).toEqual({ "all on": 3, "no values of small components": 16, "no G + (−G) cancellation": 3, "no ruleset knowledge": 3, "no nim-value split": 3, "no sum simplification": 16, none: 58 });
    const med = S.savingsSummary(rows);
    expect(med.find((m) => m.setting === "none")!.median_nodes_ratio).toBe(19.33);
    // the chart's rows: one board, the "all on" solve, its CPU time in seconds
    const size = S.savingsSizeRows(rows);
    expect(size).toEqual([{ table: "this run: Domineering", board: "4×4", cells: 16, nodes: 3, seconds: Math.round(rows[0]!.cpu_ms) / 1000 }]);
    expect(S.savingsSizeRows(rows.map((r) => ({ ...r, finished: false })))).toEqual([]);
  });

  it("a solve past its budget is a row with finished = false, not an error; disagreements are reported", () => {
    const rows = S.simplificationSavings([S.standardBoard("domineering", 5, 5)], { budget: { maxPositions: 50 }, settings: [S.SIMPLIFICATIONS[0]!, S.SIMPLIFICATIONS.find((x) => x.name === "none")!] });
    const none = rows.find((r) => r.setting === "none")!;
    expect(none.finished).toBe(false);
    expect(none.winner).toBe("");
    expect(S.savingsDisagreements([{ ...none, finished: true, winner: "left" }, { ...none, finished: true, winner: "right" }])).toEqual(["Domineering 5×5, left to move: left vs right"]);
    expect(() => S.standardBoard("chess" as "cram", 2, 2)).toThrow(/game must be "domineering", "clobber" or "cram"/);
    expect(() => S.standardBoard("cram", 0, 2)).toThrow(/positive integers/);
  });
});

describe("studies.solving.proofTree", () => {
  it("first-player and second-player wins: the trees are verified node by node by the plain search", () => {
    const cases: [studies.solving.StandardGame, number, number, Player, Player][] = [
      ["domineering", 3, 3, "left", "left"], // m×3 (m > 1) is won by Vertical first (Uiterwijk 2014, theorem 1)
      ["domineering", 2, 4, "left", "right"], // 2×4: Right wins whoever starts (checked below against the canonical value's outcome, R)
      ["clobber", 2, 3, "left", "right"], // 2×3 checkerboard is P (Grossman 2004, as on the MCGS results page)
    ];
    for (const [g, m, n, toMove, winner] of cases) {
      const b = S.standardBoard(g, m, n);
      const t = S.proofTree(b.ruleset, b.position, { toMove });
      expect(t.root.winner, b.label).toBe(winner);
      if (g === "domineering" && m === 2) expect(cgt.outcome(solvers.canonicalValue(dom, b.position as never))).toBe("R");
      const check = S.verifyProofTree(b.ruleset, t);
      expect(check.errors, b.label).toEqual([]);
      expect(check.checked).toBe(t.nodes);
      // shape: the loser's nodes draw every move, the winner's one
      if (winner !== toMove) expect(t.root.children.length).toBe(t.root.children.length + t.root.omitted);
      else expect(t.root.children.length).toBe(1);
    }
  });

  it("a tampered tree is caught: a wrong winner, a move that is not a move, a missing reply", () => {
    const b = S.standardBoard("domineering", 3, 3);
    const t = S.proofTree(b.ruleset, b.position, { toMove: "left" });
    const reply = t.root.children[0]!;
    const wrongWinner = { ...t, root: { ...t.root, winner: "right" as const } };
    expect(S.verifyProofTree(b.ruleset, wrongWinner).errors.join("\n")).toMatch(/the tree says right wins, the plain search left/);
    const notAMove = { ...t, root: { ...t.root, children: [{ ...reply, position: dom.parse!("#.#|...|#.#") }] } };
    expect(S.verifyProofTree(b.ruleset, notAMove).errors.join("\n")).toMatch(/is not a move of left/);
    const missing = { ...t, root: { ...t.root, children: [{ ...reply, children: reply.children.slice(1), omitted: reply.omitted + 1 }] } };
    expect(S.verifyProofTree(b.ruleset, missing).errors.join("\n")).toMatch(/the loser's node must draw all/);
  });

  it("limits: more than maxNodes nodes or bad plies are InputErrors naming the limit", () => {
    const b = S.standardBoard("domineering", 4, 4);
    expect(() => S.proofTree(b.ruleset, b.position, { toMove: "left", maxNodes: 5 })).toThrow(/more than maxNodes = 5 nodes/);
    expect(() => S.proofTree(b.ruleset, b.position, { toMove: "left", plies: -1 })).toThrow(/plies must be an integer/);
  });
});

describe("studies.solving: the results/solve tables read by their columns", () => {
  const t1: studies.solving.SolveTable = {
    file: "solve/demo.csv",
    rows: [
      { ruleset: "Demo", rows: "2", cols: "3", to_move: "left", winner: "left", nodes: "4", source: "Someone, 2001" },
      { ruleset: "Demo", rows: "2", cols: "3", to_move: "right", winner: "left", nodes: "6", source: "" },
      { ruleset: "Demo", rows: "3", cols: "3", to_move: "left", winner: "right", nodes: "10", source: " new: settled here (nodes 10)" },
    ],
    timings: [
      { rows: "2", cols: "3", to_move: "left", nodes: "4", seconds: "0.5" },
      { rows: "2", cols: "3", to_move: "right", nodes: "6", seconds: "0.25" },
    ],
  };
  it("summary, sizes (seconds joined on the shared columns; a board missing there is null), new results", () => {
    expect(S.summarizeSolveTables([t1])).toEqual([{ table: "demo", rulesets: "Demo", rows: 3, boards: 2, rows_with_source: 2, rows_without_source: 1, new_results: 1, largest_board: "3×3", max_nodes: 10, total_nodes: 20 }]);
    expect(S.solveSizeRows([t1])).toEqual([
      { table: "demo", board: "2×3", cells: 6, nodes: 10, seconds: 0.75 },
      { table: "demo", board: "3×3", cells: 9, nodes: 10, seconds: null },
    ]);
    expect(S.newResults([t1]).map((r) => `${r.table} ${r.row.rows}×${r.row.cols}`)).toEqual(["demo 3×3"]);
    expect(S.newResults([{ ...t1, rows: t1.rows.slice(0, 2) }])).toEqual([]);
  });
  it("a table without a needed column or with a bad count is an InputError naming the file and the row", () => {
    expect(() => S.summarizeSolveTables([{ file: "solve/bad.csv", rows: [{ rows: "2", cols: "2", nodes: "1" }] }])).toThrow(/solve\/bad\.csv: row 1 has no "source" column/);
    expect(() => S.solveSizeRows([{ file: "solve/bad.csv", rows: [{ rows: "2", cols: "x", nodes: "1", source: "" }] }])).toThrow(/row 1 has cols = "x"/);
  });
  it("the committed tables: every row read, each board's nodes summed", () => {
    const { tables } = notebook.readSolveTables();
    expect(tables.map((t) => t.file)).toEqual(expect.arrayContaining(["solve/clobber.csv", "solve/cram.csv", "solve/domineering.csv"]));
    const summary = S.summarizeSolveTables(tables);
    for (const s of summary) expect(s.rows).toBe(tables.find((t) => t.file === `solve/${s.table}.csv`)!.rows.length);
  });
  it("the committed tables' new results show as notebook 12 shows them, one table per file (their columns differ; one table of all of them was an InputError that stopped the full run)", () => {
    const fresh = S.newResults(notebook.readSolveTables().tables);
    const files = [...new Set(fresh.map((f) => f.table))];
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(notebook.tableHtml(fresh.filter((f) => f.table === name).map((f) => f.row))).toContain("<table");
  });
});

describe("notebook layer: readSolveTables, solveSizeFigure, proofTreePicture", () => {
  const tmp = mkdtempSync(join(tmpdir(), "cgtlab-solving-"));
  afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });

  it("reads the tables of a folder with their sidecars and skips other CSVs", () => {
    mkdirSync(join(tmp, "fake-solve"), { recursive: true });
    writeFileSync(join(tmp, "fake-solve", "a.csv"), "ruleset,rows,cols,to_move,winner,nodes,source\nX,2,2,left,left,3,\"S, 2000\"\n");
    writeFileSync(join(tmp, "fake-solve", "a.timings.csv"), "rows,cols,to_move,nodes,seconds\n2,2,left,3,0.125\n");
    writeFileSync(join(tmp, "fake-solve", "savings.csv"), "board,nodes\nX,1\n");
    const saved = { own: process.env.CGTLAB_RESULTS_DIR, run: process.env.CGTLAB_RUN_RESULTS_DIR };
    process.env.CGTLAB_RESULTS_DIR = tmp;
    process.env.CGTLAB_RUN_RESULTS_DIR = tmp;
    try {
      const { tables, skipped, note } = notebook.readSolveTables("fake-solve");
      expect(skipped).toEqual(["fake-solve/savings.csv"]);
      expect(note).toBe("");
      // a run without the tables (a test-profile run: it never reads the committed copies) says so and names the command
      expect(notebook.readSolveTables("solve")).toMatchObject({ tables: [], note: expect.stringMatching(/^No outcome table in results\/solve\/ of this run \(the tables are written by command-line jobs: `npx tsx scripts\/solve\/domineering\.ts/) as unknown });
      expect(tables.map((t) => t.file)).toEqual(["fake-solve/a.csv"]);
      expect(S.solveSizeRows(tables)).toEqual([{ table: "a", board: "2×2", cells: 4, nodes: 3, seconds: 0.125 }]);
      expect(() => notebook.readSolveTables("../etc")).toThrow(/folder must be a relative path/);
    } finally {
      if (saved.own === undefined) delete process.env.CGTLAB_RESULTS_DIR;
      else process.env.CGTLAB_RESULTS_DIR = saved.own;
      if (saved.run === undefined) delete process.env.CGTLAB_RUN_RESULTS_DIR;
      else process.env.CGTLAB_RUN_RESULTS_DIR = saved.run;
    }
  });

  it("the chart has a nodes trace per table and a seconds trace on the second axis where timed", () => {
    const fig = notebook.solveSizeFigure([
      { table: "a", board: "2×2", cells: 4, nodes: 0, seconds: 0.5 },
      { table: "b", board: "2×3", cells: 6, nodes: 7, seconds: null },
    ]);
    expect(fig.data.map((d) => d.name)).toEqual(["a: nodes", "a: seconds", "b: nodes"]);
    expect(fig.data[0]!.y).toEqual([1]); // 0 nodes drawn at 1 on the log axis
    expect(fig.data[1]!.yaxis).toBe("y2");
    expect((fig.layout!.title as { text: string }).text).toMatch(/nodes and seconds/);
  });

  it("the proof tree picture nests one board drawing per node; a ruleset without draw() is refused", () => {
    const b = S.standardBoard("domineering", 3, 3);
    const t = S.proofTree(b.ruleset, b.position, { toMove: "left" });
    const pic = notebook.proofTreePicture(b.ruleset, t, { title: "3×3" });
    expect(pic.svg.match(/<svg /g)!.length).toBe(t.nodes + 1);
    expect(pic.svg).toContain("Left wins");
    expect(String(pic)).toBe(`proof tree: ${t.nodes} positions, 3 plies (notebook.show draws it)`);
    expect(() => notebook.proofTreePicture({ ...b.ruleset, draw: undefined }, t)).toThrow(/has no draw\(\)/);
  });
});

describe("first-move job arrays: solvers.firstMovesProgress, studies.solving.firstMoveArrayRows, notebook.readFirstMoveArrays", () => {
  const tmp = mkdtempSync(join(tmpdir(), "cgtlab-arrays-"));
  afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });
  const c = games.clobber.clobber;
  /** Shards `indices` of `count` of the m×n checkerboard's distinct first moves, written under results folder `folder`. */
  const write = (folder: string, m: number, n: number, toMove: "left" | "right", count: number, indices: number[]): void => {
    for (const index of indices) {
      const s = solvers.solveFirstMoves(c, games.clobber.checkerboard(m, n), { toMove, shard: { index, count }, distinct: true });
      solvers.writeFirstMovesShard(join(tmp, folder, `first-moves-${String(index).padStart(3, "0")}-of-${String(count).padStart(3, "0")}.json`), s);
    }
  };

  it("a settled P board, a settled N board with a shard missing, one in progress, a folder without shards left out; rows, statuses and the chart read off the shards; a run without arrays says which command writes them", () => {
    // Clobber 2×3 is P and 2×4 is N (Grossman 2004, MCGS results page)
    write("fake-arrays/clobber-2x3-left", 2, 3, "left", 2, [0, 1]);
    write("fake-arrays/clobber-2x4-left", 2, 4, "left", 2, [0, 1]);
    write("fake-arrays/clobber-3x4-left", 3, 4, "left", 3, [1]);
    mkdirSync(join(tmp, "fake-arrays", "empty"), { recursive: true });
    const saved = { own: process.env.CGTLAB_RESULTS_DIR, run: process.env.CGTLAB_RUN_RESULTS_DIR };
    process.env.CGTLAB_RESULTS_DIR = tmp;
    process.env.CGTLAB_RUN_RESULTS_DIR = tmp;
    try {
      // the N board: keep one shard holding a winning first move (Left's), drop the other
      const f24 = join(tmp, "fake-arrays", "clobber-2x4-left");
      const winningShard = [0, 1].find((i) => solvers.readFirstMovesShard(join(f24, `first-moves-00${i}-of-002.json`)).results.some((r) => r.winner === "left"))!;
      rmSync(join(f24, `first-moves-00${1 - winningShard}-of-002.json`));
      const { arrays, note } = notebook.readFirstMoveArrays("fake-arrays");
      expect(note).toBe("");
      expect(arrays.map((a) => a.folder)).toEqual(["clobber-2x3-left", "clobber-2x4-left", "clobber-3x4-left"]);
      const rows = S.firstMoveArrayRows(arrays);
      const [p23, n24, open34] = [rows[0]!, rows[1]!, rows[2]!];
      expect([p23.status, p23.winning_moves, p23.shards, p23.solved]).toEqual([`settled: right wins after every one of the ${p23.first_moves} first moves`, "", "2 of 2", p23.first_moves]);
      expect(p23.nodes).toBe(arrays[0]!.progress.results.reduce((a, r) => a + r.nodes, 0));
      expect(p23.largest_move_nodes).toBe(Math.max(...arrays[0]!.progress.results.map((r) => r.nodes)));
      const firstWin = arrays[1]!.progress.winningMoves[0]!.move;
      expect([n24.status, n24.shards]).toEqual([`settled: left wins (first move ${firstWin} wins; 1 shards not needed)`, "1 of 2"]);
      expect(n24.winning_moves.split(", ").map(Number)).toEqual(arrays[1]!.progress.winningMoves.map((r) => r.move));
      // every move Left's array calls winning is one: Right, moving first after it, loses (a plain search)
      const options = solvers.planFirstMoves(c, games.clobber.checkerboard(2, 4), { toMove: "left", shard: { index: 0, count: 1 }, distinct: true }).moves;
      for (const w of arrays[1]!.progress.winningMoves) expect(solvers.referenceSolve(c, options[w.move]!.option, { toMove: "right" }), `move ${w.move}`).toBe("left");
      expect(open34.status).toMatch(/^in progress: \d+ of \d+ first moves solved, right wins after each so far$/);
      expect(open34.shards).toBe("1 of 3");
      expect(open34.position).toBe(c.format(games.clobber.checkerboard(3, 4)));
      const nodes = S.firstMoveNodeRows(arrays);
      expect(nodes.length).toBe(arrays.reduce((a, x) => a + x.progress.results.length, 0));
      const fig = notebook.firstMovesFigure(nodes);
      expect(fig.data.map((d) => d.name)).toEqual(["clobber-2x3-left", "clobber-2x4-left", "clobber-3x4-left"]);
      expect(fig.data[0]!.y).toEqual(nodes.filter((r) => r.array === "clobber-2x3-left").map((r) => Math.max(1, r.nodes)));
      expect((fig.layout!.title as { text: string }).text).toMatch(/first move solved/);
      expect(notebook.readFirstMoveArrays("solve/first-moves")).toEqual({ arrays: [], note: expect.stringMatching(/^No first-move job array in results\/solve\/first-moves\/ of this run \(they are written by command-line jobs: `npx tsx scripts\/solve\/solve\.ts slurm --game clobber/) as unknown });
      expect(() => notebook.readFirstMoveArrays("../x")).toThrow(/folder must be a relative path/);
      // a shard of another board in a folder is refused, naming the file
      write("fake-arrays/clobber-3x4-left", 2, 5, "left", 3, [2]);
      expect(() => notebook.readFirstMoveArrays("fake-arrays")).toThrow(/inconsistent shards/);
    } finally {
      if (saved.own === undefined) delete process.env.CGTLAB_RESULTS_DIR;
      else process.env.CGTLAB_RESULTS_DIR = saved.own;
      if (saved.run === undefined) delete process.env.CGTLAB_RUN_RESULTS_DIR;
      else process.env.CGTLAB_RUN_RESULTS_DIR = saved.run;
    }
  }, 60_000);

  it("the committed arrays: Clobber 3×10 settled for both players (P on the MCGS results page: the other player wins after every first move), 4×7 settled by a winning first move (N)", () => {
    const rows = S.firstMoveArrayRows(notebook.readFirstMoveArrays().arrays);
    const row = (a: string) => rows.find((r) => r.array === a)!;
    expect(row("clobber-3x10-left").status).toBe("settled: right wins after every one of the 28 first moves");
    expect(row("clobber-3x10-right").status).toBe("settled: left wins after every one of the 28 first moves");
    expect(row("clobber-4x7-left").status).toMatch(/^settled: left wins \(first move 0 wins; 22 shards not needed\)$/);
    expect(row("clobber-4x7-right").status).toMatch(/^settled: right wins \(first move \d+ wins; 22 shards not needed\)$/);
    for (const r of rows) expect(r.status, r.array).toMatch(/^(settled|in progress): /);
  });
});
