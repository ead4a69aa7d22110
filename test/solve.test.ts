// Issue 30 item 1: solvers.solve, the outcome solver (proof search with a bounded table, move
// ordering, sum simplification). Expected values:
//  - cross-checks on random small positions of several rulesets: the fast path (with and without
//    simplification, several tables and orderings) against the plain reference search
//    (solvers.referenceSolve) and against the outcome of the canonical value (solvers.canonicalValue,
//    cgt outcome: Left moving first wins iff the value is L or N);
//  - published outcomes, each with its source beside it;
//  - bad input, budgets and interrupts.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cgt, games, ruleset as rulesets, solvers, studies, util } from "../lib";
import { randomPicture } from "./fixtures/random-pictures";
import { domineeringRowsFromRecords } from "../scripts/solve/tables";

const ROOT = resolve(__dirname, "..");
type Player = "left" | "right";

/** Winner with `toMove` first from the canonical value's outcome class. */
function fromValue(outcome: string, toMove: Player): Player {
  if (outcome === "N") return toMove;
  if (outcome === "P") return toMove === "left" ? "right" : "left";
  return outcome === "L" ? "left" : "right";
}

interface Case<P> {
  name: string;
  ruleset: rulesets.Ruleset<P>;
  positions: P[];
}

// the rulesets and random positions of the cross-check (pictures through each ruleset's parse)
function cases(): Case<unknown>[] {
  const rand = cgt.mulberry32(20261125); // seeded, so a failure names a reproducible case
  const many = (n: number, make: () => string) => Array.from({ length: n }, make);
  const dom = games.domineering.ruleset;
  const clob = games.clobber.clobber;
  const kon = games.konane.standardRuleset;
  const cram = games.cram.ruleset;
  const tf = games.toadsfrogs.ruleset;
  return [
    { name: "Domineering", ruleset: dom, positions: many(14, () => randomPicture(rand, 3 + Math.floor(rand() * 2), 4, ".#", [5, 1])).filter((p) => p.includes(".")).map((p) => dom.parse!(p)) },
    { name: "Clobber", ruleset: clob, positions: many(14, () => randomPicture(rand, 2 + Math.floor(rand() * 2), 4, "xo.", [2, 2, 1])).map((p) => clob.parse!(p)) },
    { name: "Konane", ruleset: kon, positions: many(12, () => randomPicture(rand, 3, 4, "BW.", [2, 2, 1])).map((p) => kon.parse!(p)) },
    { name: "Cram", ruleset: cram, positions: many(10, () => randomPicture(rand, 3, 4, ".#", [4, 1])).map((p) => cram.parse!(p)) },
    { name: "Toads and Frogs", ruleset: tf, positions: many(14, () => randomPicture(rand, 1, 5 + Math.floor(rand() * 5), "tf.", [1, 1, 1])).map((p) => tf.parse!(p)) },
  ] as Case<unknown>[];
}

describe("solve agrees with the plain reference and with canonical values on random small positions", () => {
  for (const { name, ruleset, positions } of cases()) {
    it(`${name}: ${positions.length} positions × both players × six solver settings`, () => {
      const settings = [
        {},
        { simplify: false as const },
        { simplify: { maxSize: 4 }, tableSlots: 16, replacement: "always" as const },
        { simplify: { maxSize: 6 }, ordering: "none" as const, replacement: "work" as const, tableSlots: 64 },
        // small components' values kept as value parts (but x + n·↑ + *m), or all summed into s
        { simplify: { maxSize: 3, combine: "simple" as const } },
        { simplify: { maxSize: 3, combine: "all" as const }, tableSlots: 16 },
      ];
      let checked = 0;
      for (const p of positions) {
        const outcome = cgt.outcome(solvers.canonicalValue(ruleset, p));
        for (const toMove of ["left", "right"] as const) {
          const expected = fromValue(outcome, toMove);
          const label = `${ruleset.format!(p)} ${toMove} first`;
          expect(solvers.referenceSolve(ruleset, p, { toMove }), label).toBe(expected);
          for (const s of settings) {
            expect(solvers.solve(ruleset, p, { toMove, ...s }).winner, `${label} ${JSON.stringify(s)}`).toBe(expected);
            checked++;
          }
        }
      }
      expect(checked).toBe(positions.length * 12);
    }, 120_000);
  }

  it("the premise of the option counts the mobility ordering keeps per folded key: components with one folded key have as many options a side (the sides exchanged when their signs differ), on every component reached from the random positions", () => {
    // the solver counts a part's options once per folded key and side (Solver's optionCount); its
    // folded key is the ruleset's normalize when there is one, as for every ruleset of the cases
    let keysMetAgain = 0;
    for (const { name, ruleset: r, positions } of cases()) {
      const normalize = r.normalize;
      expect(normalize, `${name} folds its keys by normalize`).toBeDefined();
      const counts = new Map<string, string>();
      const metAgain = new Set<string>();
      const visit = (p: unknown, depth: number): void => {
        for (const c of r.components === undefined ? [p] : [...r.components(p)]) {
          const f = normalize!(c);
          const left = r.kind === "impartial" ? [...r.options(c)].length : [...r.leftOptions(c)].length;
          const right = r.kind === "impartial" ? left : [...r.rightOptions(c)].length;
          const sides = f.negated ? `${right}/${left}` : `${left}/${right}`;
          const id = `${typeof f.key}:${String(f.key)}`;
          const before = counts.get(id);
          if (before === undefined) counts.set(id, sides);
          else {
            expect(sides, `${name}: ${r.format!(c)} (folded key ${id})`).toBe(before);
            metAgain.add(id);
          }
          if (depth > 0) for (const o of r.kind === "impartial" ? r.options(c) : [...r.leftOptions(c), ...r.rightOptions(c)]) visit(o, depth - 1);
        }
      };
      for (const p of positions) visit(p, 2);
      keysMetAgain += metAgain.size;
    }
    expect(keysMetAgain).toBeGreaterThan(50); // the check met many keys twice or more
  });

  it("value parts: random sums of small components and a `plus`, searched as value parts or as one canonical sum, agree with the sum's canonical value", () => {
    // every component small (maxSize 8): the state is s and value parts only; Domineering's small
    // regions are often hot ({1|-1}, {1/2|-1}…), and the plus values are hot ({2|-1}),
    // infinitesimal (↑, *2) or 0, so both the closed-form s and the value parts occur
    const rand = cgt.mulberry32(20261128);
    const dom = games.domineering.ruleset;
    const pluses = ["0", "{2|-1}", "^", "*2", "{1|{0|-3}}"].map((t) => cgt.parse(t));
    let searched = 0;
    for (let i = 0; i < 24; i++) {
      // three or four random 2×4 regions, one above the other, a row of # between them
      const blocks = Array.from({ length: 3 + (i % 2) }, () => randomPicture(rand, 2, 4, ".#", [4, 1]));
      const p = dom.parse!(blocks.join("|####|"));
      const plus = pluses[i % pluses.length]!;
      const value = cgt.add(solvers.canonicalValue(dom, p), plus);
      for (const toMove of ["left", "right"] as const) {
        const expected = fromValue(cgt.outcome(value), toMove);
        for (const combine of ["simple", "all"] as const) {
          const r = solvers.solve(dom, p, { toMove, plus, simplify: { maxSize: 8, combine } });
          expect(r.winner, `${dom.format!(p)} + ${cgt.format(plus)} ${toMove} first, combine ${combine}`).toBe(expected);
          if (combine === "simple" && r.nodes > 0) searched++;
        }
      }
    }
    // value parts were searched (nodes expanded), not only read off at the root
    expect(searched).toBeGreaterThan(10);
  });

  it("simplify.combine and knowledge.combineValues: a bad value is refused by name", () => {
    const dom = games.domineering;
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", simplify: { combine: "some" as "all" } })).toThrow(/Domineering solve: simplify.combine must be "all" or "simple", got "some"/);
    expect(() => rulesets.definePartizan<number>({ name: "Countdown", key: (n) => n, leftOptions: (n) => (n > 0 ? [n - 1] : []), rightOptions: () => [], knowledge: { combineValues: "none" as "all" } })).toThrow(/knowledge.combineValues must be "all", "simple" or absent, got "none"/);
  });

  it("a sum is simplified: a component of a number value and its negative cancel, the rest is searched", () => {
    // two Domineering components that are negatives of each other (a region and its transpose) plus
    // a large one: the pair cancels exactly (rule 2) when both are large, and the result is that of
    // the large component alone
    const dom = games.domineering.ruleset;
    const big = "....|....|....";
    // the 3×4 board, a 2×3 board and its transpose, a 3×2 board (= −(2×3)), apart
    const sum = dom.parse!(`${big}|####|...#|...#|####|..##|..##|..##`);
    for (const toMove of ["left", "right"] as const) {
      const alone = solvers.solve(dom, dom.parse!(big), { toMove, simplify: { maxSize: 4 } });
      const r = solvers.solve(dom, sum, { toMove, simplify: { maxSize: 4 } });
      expect(r.winner).toBe(alone.winner);
      expect(r.cancelledPairs).toBeGreaterThan(0);
      expect(r.winner).toBe(fromValue(cgt.outcome(solvers.canonicalValue(dom, sum)), toMove));
    }
  });

  it("with simplification the search visits fewer nodes (Domineering 5×5, regression pin of this solver's counts)", () => {
    const dom = games.domineering;
    // the ruleset's knowledge off in both: this pin measures the simplification alone
    const plain = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false, knowledge: false });
    const simplified = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", knowledge: false });
    expect(plain.winner).toBe("right");
    expect(simplified.winner).toBe("right");
    expect(simplified.nodes).toBeLessThan(plain.nodes / 4);
    expect(simplified.valuedComponents).toBeGreaterThan(0);
  });
});

describe("published outcomes", () => {
  const dom = games.domineering;
  const winner = (m: number, n: number, toMove: Player) => solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove }).winner;

  it("Domineering: 2×2 is a first-player win (Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002, introduction)", () => {
    expect(winner(2, 2, "left")).toBe("left");
    expect(winner(2, 2, "right")).toBe("right");
  });

  it("Domineering: 5×5 is a second-player win (Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002)", () => {
    expect(winner(5, 5, "left")).toBe("right");
    expect(winner(5, 5, "right")).toBe("left");
  });

  // Uiterwijk, "Perfectly Solving Domineering Boards", Computer Games workshop CGW 2013 (Springer CCIS 408,
  // 2014), with Vertical (Left) moving first: (1) every m×3 board (m > 1) is a win for Vertical; (2) every
  // 2k×n board with n = 3, 5, 7, 9, 11 is a win for Vertical; (3) every 3×n board (n > 3) is a win for
  // Horizontal; (4) every 5×2k board, and every 3×2k and 7×2k board with k > 1, is a win for Horizontal.
  // A board with Horizontal moving first is its transpose with Vertical first (transposing exchanges the players).
  it("Domineering: Uiterwijk's theorems on m×3, 2k×odd, 3×n and 5×2k boards (Perfectly Solving Domineering Boards, 2014)", () => {
    for (const m of [2, 4, 5, 6]) expect(winner(m, 3, "left"), `${m}×3 (1)`).toBe("left");
    for (const m of [2, 4, 5, 6]) expect(winner(3, m, "right"), `3×${m} Horizontal first, the transpose of (1)`).toBe("right");
    for (const [m, n] of [[2, 5], [4, 5], [2, 7], [4, 7], [6, 5]] as const) expect(winner(m, n, "left"), `${m}×${n} (2)`).toBe("left");
    for (const n of [4, 5, 6]) expect(winner(3, n, "left"), `3×${n} (3)`).toBe("right");
    for (const n of [2, 4, 6]) expect(winner(5, n, "left"), `5×${n} (4)`).toBe("right");
  }, 120_000);

  it("Clobber: every even-length alternating strip (xo)^n is a first-player win except oxoxox (Chen, Folkersen, Hasham, Hayward et al., A Proof of the 2004 Albert–Grossman–Nowakowski–Wolfe Conjecture on Alternating Linear Clobber, 2025)", () => {
    const c = games.clobber.clobber;
    for (let n = 1; n <= 9; n++) {
      const p = c.parse!("xo".repeat(n));
      const first = n === 3 ? "second" : "first";
      for (const toMove of ["left", "right"] as const) {
        const w = solvers.solve(c, p, { toMove }).winner;
        expect(w === toMove ? "first" : "second", `(xo)^${n}, ${toMove} first`).toBe(first);
      }
    }
  }, 60_000);

  it("Cram (impartial: toMove does not matter): 3×n nim-values 3×3 *0, 3×4 *1, 3×5 *1, 3×6 *4 (Lemoine and Viennot, Records — Cram, 2013, as listed on the MCGS results page); 2×n is *0 for even n and *1 for odd n (Winning Ways); even×even boards are second-player wins by symmetry", () => {
    const cram = games.cram;
    const first = (m: number, n: number) => solvers.solve(cram.ruleset, cram.emptyBoard(m, n), { toMove: "left" }).winner === "left";
    expect([3, 4, 5, 6].map((n) => first(3, n))).toEqual([false, true, true, true]);
    expect([2, 3, 4, 5, 6, 7].map((n) => first(2, n))).toEqual([false, true, false, true, false, true]);
    expect(first(4, 4)).toBe(false);
  }, 60_000);
});

describe("budgets, progress, interrupts and bad input", () => {
  const dom = games.domineering;

  it("a budget overrun ends with a BudgetExceededError naming the limit", () => {
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", budget: { maxPositions: 500 } })).toThrow(util.BudgetExceededError);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", budget: { maxPositions: 500 } })).toThrow(/budget exceeded: maxPositions = 500 .*Domineering solve/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", budget: { maxMillis: 20 } })).toThrow(/maxMillis = 20/);
    expect(() => solvers.referenceSolve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", budget: { maxPositions: 100 } })).toThrow(/maxPositions = 100/);
  });

  it("a Solver kept after a budget overrun resumes: the same answer as a fresh one", () => {
    const s = new solvers.Solver(dom.ruleset, { simplify: false });
    expect(() => s.solve(dom.rectangle(5, 5), { toMove: "left", budget: { maxPositions: 100 } })).toThrow(util.BudgetExceededError);
    const resumed = s.solve(dom.rectangle(5, 5), { toMove: "left" });
    const fresh = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false });
    expect(resumed.winner).toBe(fresh.winner);
    expect(resumed.nodes).toBeLessThan(fresh.nodes);
  });

  it("progress is reported during a long search", () => {
    const seen: number[] = [];
    solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "right", simplify: false, onProgress: (p) => seen.push(p.done) });
    expect(seen.length).toBeGreaterThan(0);
  }, 60_000);

  it("bad input: a loopy ruleset, a wrong toMove, a position of another game, unknown options", () => {
    const back = games.toadsfrogs.backsliding;
    // a ruleset declared loopy is refused at once, naming the loopy front door
    for (const toMove of ["left", "right"] as const) {
      expect(() => solvers.solve(back, "t.t.f", { toMove })).toThrow(util.InputError);
      expect(() => solvers.solve(back, "t.t.f", { toMove })).toThrow(/Backsliding Toads and Frogs is a loopy ruleset \(its positions can repeat\), so solvers.solve \(short games only\) does not apply: use solvers.loopyOutcomeClass/);
      expect(() => solvers.referenceSolve(back, "t.t.f", { toMove })).toThrow(/Backsliding Toads and Frogs is a loopy ruleset/);
    }
    // the same rules not declared loopy (a user's slip): the loop the search meets is an error naming
    // the position — with Right first every line from t.t.f meets it, with or without simplification
    const undeclared = rulesets.definePartizan<string>({ name: "Backsliding (loops undeclared)", key: (p) => p, leftOptions: (p) => [...back.leftOptions(p)], rightOptions: (p) => [...back.rightOptions(p)], format: (p) => p });
    for (const simplify of [undefined, false] as const) {
      expect(() => solvers.solve(undeclared, "t.t.f", { toMove: "right", ...(simplify === false ? { simplify } : {}) })).toThrow(/Backsliding \(loops undeclared\): position "t.t.f" can be reached again from itself \(a loop\)/);
    }
    for (const toMove of ["left", "right"] as const) expect(() => solvers.referenceSolve(undeclared, "t.t.f", { toMove })).toThrow(/Backsliding \(loops undeclared\): position "t.t.f" can be reached again from itself \(a loop\)/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "Left" as Player })).toThrow(/Domineering solve: toMove must be "left" or "right", got "Left"/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), {} as { toMove: Player })).toThrow(/toMove must be "left" or "right", got undefined/);
    expect(() => solvers.solve(dom.ruleset, "..|.." as unknown as ReturnType<typeof dom.rectangle>, { toMove: "left" })).toThrow(/Domineering: solve\(\) was handed "..\|..", which is not a position of Domineering/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", tableSlot: 5 } as unknown as { toMove: Player })).toThrow(/unknown option "tableSlot"/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", simplify: { maxSise: 3 } } as unknown as { toMove: Player })).toThrow(/unknown option "simplify.maxSise"/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", replacement: "lru" } as unknown as { toMove: Player })).toThrow(/replacement must be/);
  });

  it("an interrupt (SIGINT under vm breakOnSigint, as in a notebook kernel) leaves the tables consistent: the next solves agree with a fresh process", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "test/fixtures/solve-interrupt-child.ts")], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    const out = JSON.parse(r.stdout.trim().split("\n").pop()!) as { runs: { interrupted: boolean; result?: string; error?: string }[]; final: string };
    const fresh = ["left", "right"].map((toMove) => solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: toMove as Player }).winner).join(",");
    for (const run of out.runs) {
      expect(run.error).toBeUndefined();
      if (!run.interrupted) expect(run.result).toBe(fresh);
    }
    expect(out.runs.some((run) => run.interrupted), "some run was really cut off").toBe(true);
    expect(out.final).toBe(fresh);
  }, 240_000);
});

describe("results/solve/domineering.csv (issue 30 item 5, written by scripts/solve/domineering.ts)", () => {
  it("every row agrees with every published statement covering it and with the canonical value's outcome (boards up to 20 cells); every board up to 7×7 is there, each player first, 7×8, 8×7 and 8×8 as far as solved, and the long boards to the end of Obsequi's table; no timing column", async () => {
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(join(ROOT, "results/solve/domineering.csv"), "utf8").trim().split("\n");
    expect(text[0]).toBe("ruleset,rows,cols,to_move,winner,nodes,method,source");
    const dom = games.domineering;
    let checkedValues = 0;
    const rows: { rows: number; cols: number; to_move: Player; winner: Player }[] = [];
    for (const line of text.slice(1)) {
      const [, m, n, toMove, winner] = line.split(",") as [string, string, string, Player, Player];
      rows.push({ rows: Number(m), cols: Number(n), to_move: toMove, winner });
      const published = studies.domineering.publishedDomineeringWinner(Number(m), Number(n), toMove);
      if (published !== undefined) {
        expect(winner, `${m}×${n} ${toMove}`).toBe(published.winner);
        expect(line).toContain(published.source.split(",")[0]);
      }
      if (Number(m) * Number(n) <= 20) {
        expect(winner, `${m}×${n} ${toMove} (canonical value)`).toBe(fromValue(cgt.outcome(solvers.canonicalValue(dom.ruleset, dom.rectangle(Number(m), Number(n)))), toMove));
        checkedValues++;
      }
    }
    for (let m = 2; m <= 7; m++) {
      for (let n = 2; n <= 7; n++) {
        for (const toMove of ["left", "right"]) expect(rows.some((r) => r.rows === m && r.cols === n && r.to_move === toMove), `${m}×${n} ${toMove}`).toBe(true);
      }
    }
    // the boards past 7×7 solved by the committed run (scripts/solve/domineering.ts --seconds 1200): 7×8 both
    // ways (Horizontal wins: Obsequi's table; Uiterwijk 2013 (4)), 8×7 both ways (Vertical wins)
    for (const [m, n, toMove, winner] of [[7, 8, "left", "right"], [7, 8, "right", "right"], [8, 7, "left", "left"], [8, 7, "right", "left"]] as const) {
      expect(rows.find((r) => r.rows === m && r.cols === n && r.to_move === toMove)?.winner, `${m}×${n} ${toMove}`).toBe(winner);
    }
    // 8×8 with Horizontal first, from its board record (solve.ts board --result; a first-player win:
    // Breuker, Uiterwijk and van den Herik 2000, Obsequi's table); every recorded row is its record's
    expect(rows.find((r) => r.rows === 8 && r.cols === 8 && r.to_move === "right")?.winner).toBe("right");
    const records = domineeringRowsFromRecords(join(ROOT, "results/solve/boards"));
    expect(records.length).toBeGreaterThanOrEqual(1);
    for (const rec of records) {
      const line = text.find((l) => l.startsWith(`Domineering,${rec.rows},${rec.cols},${rec.to_move},`));
      expect(line, `${rec.rows}×${rec.cols} ${rec.to_move}`).toBe(`Domineering,${rec.rows},${rec.cols},${rec.to_move},${rec.winner},${rec.nodes},${rec.method},"${rec.source}"`);
    }
    expect(checkedValues).toBeGreaterThan(20);
    // the theorem checks of the script: no statement disagrees with a row; Obsequi's table covers every row
    const checks = studies.domineering.checkDomineeringStatements(rows);
    for (const c of checks) expect(c.disagreeing, c.id).toEqual([]);
    // Obsequi's table covers every row in its range (the block to 8×8 and the long boards to 2×15,
    // 3×13, 4×12, 5×10), each agreeing; rows past it (2×16, 3×14, …) are covered by no table
    const obsequi = checks.find((c) => c.id === "Obsequi table")!;
    const inObsequi = rows.filter((r) => studies.domineering.publishedDomineeringStatements(r.rows, r.cols, r.to_move).some((st) => st.id === "Obsequi table"));
    expect(obsequi.covered).toBe(inObsequi.length);
    expect(obsequi.agreeing).toBe(obsequi.covered);
    expect(rows.filter((r) => r.rows <= 8 && r.cols <= 8).every((r) => inObsequi.includes(r))).toBe(true);
    // the long boards of the committed run (domineering.ts --long 16): all of Obsequi's table in the wide orientation
    for (const [m, last] of [[2, 15], [3, 13], [4, 12], [5, 10]] as const) {
      for (let n = 9; n <= last; n++) for (const toMove of ["left", "right"]) expect(inObsequi.some((r) => r.rows === m && r.cols === n && r.to_move === toMove), `${m}×${n} ${toMove}`).toBe(true);
    }
    expect(checks.find((c) => c.id === "Uiterwijk 2013 (1)")?.largestArea).toBeGreaterThanOrEqual(21);
  }, 120_000);

  it("the published statements encoded: Uiterwijk's theorems (2013, 2014) and their transposes, LMR's 2×2 and 5×5, Obsequi's table; uncovered boards give undefined", () => {
    const pub = studies.domineering.publishedDomineeringWinner;
    const ids = (m: number, n: number, p: Player) => studies.domineering.publishedDomineeringStatements(m, n, p).map((s) => s.id);
    expect(pub(4, 3, "left")?.winner).toBe("left");
    expect(pub(3, 4, "right")?.winner).toBe("right");
    expect(pub(3, 5, "left")?.winner).toBe("right");
    expect(pub(5, 3, "right")?.winner).toBe("left");
    expect(pub(5, 5, "right")?.winner).toBe("left");
    // Obsequi's table (Bullock): 6×6 and 8×8 first-player wins, 7×8 won by Horizontal, 2×13 a second-player win
    expect(pub(6, 6, "right")?.winner).toBe("right");
    expect(pub(8, 8, "left")?.winner).toBe("left");
    expect(pub(8, 8, "right")?.winner).toBe("right");
    // Breuker, Uiterwijk and van den Herik (2000): 8×8 a first-player win
    expect(ids(8, 8, "left")).toContain("BUH 2000 (8×8)");
    expect(ids(8, 8, "right")).toContain("BUH 2000 (8×8)");
    expect(ids(8, 7, "left")).not.toContain("BUH 2000 (8×8)");
    expect(pub(7, 8, "left")?.winner).toBe("right");
    expect(pub(8, 7, "left")?.winner).toBe("left");
    expect(pub(2, 13, "left")?.winner).toBe("right");
    expect(pub(2, 13, "right")?.winner).toBe("left");
    // CGW 2013's theorem (4) covers m×4k for m = 7, not 7×6; the 2014 extension (k ≥ 2) does
    expect(ids(7, 6, "left")).toEqual(["Uiterwijk 2014 (Horizontal)", "Obsequi table"]);
    expect(ids(7, 8, "left")).toEqual(["Uiterwijk 2013 (4)", "Uiterwijk 2014 (Horizontal)", "Obsequi table"]);
    expect(ids(6, 13, "left")).toEqual(["Uiterwijk 2014 (Vertical)"]);
    expect(pub(9, 9, "left")).toBeUndefined();
    expect(pub(10, 10, "right")).toBeUndefined();
  });

  it("the encoded sources never contradict each other on any board up to 30×30, either player first", () => {
    let covered = 0;
    for (let m = 2; m <= 30; m++) {
      for (let n = 2; n <= 30; n++) {
        for (const toMove of ["left", "right"] as const) {
          const all = studies.domineering.publishedDomineeringStatements(m, n, toMove);
          expect(new Set(all.map((s) => s.winner)).size, `${m}×${n} ${toMove}: ${all.map((s) => s.id).join(", ")}`).toBeLessThanOrEqual(1);
          if (all.length > 0) covered++;
        }
      }
    }
    expect(covered).toBe(476); // a regression pin on the encoding: 476 of the 1,682 rows up to 30×30 are covered by some statement
  });

  it("theorem checks on fresh solves (boards up to 5×5, each player first): no statement disagrees; a wrong row is reported", () => {
    const solved = studies.domineering.solvedDomineeringRectangles({ maxRows: 5, maxCols: 5 });
    expect(solved).toHaveLength(32);
    const checks = studies.domineering.checkDomineeringStatements(solved);
    for (const c of checks) {
      expect(c.disagreeing, c.id).toEqual([]);
      expect(c.agreeing, c.id).toBe(c.covered);
    }
    expect(checks.find((c) => c.id === "Uiterwijk 2013 (3)")?.covered).toBe(4); // 3×4, 3×5 (Vertical first) and 4×3, 5×3 (Horizontal first)
    const wrong = solved.map((r) => (r.rows === 3 && r.cols === 5 && r.to_move === "left" ? { ...r, winner: "left" as const } : r));
    const bad = studies.domineering.checkDomineeringStatements(wrong).find((c) => c.id === "Uiterwijk 2013 (3)");
    expect(bad?.disagreeing).toEqual(["3×5, left first: found left, states right"]);
  }, 60_000);
});

describe("a kept Solver and the cgt store", () => {
  it("after cgt.resetStore() a kept Solver forgets its sums (keyed by store ids) and still answers right", () => {
    const dom = games.domineering;
    const s = new solvers.Solver(dom.ruleset);
    const before = s.solve(dom.rectangle(4, 5), { toMove: "right" }).winner;
    cgt.resetStore();
    // new ids for the small components' values: a stale sum entry would be read under another value
    cgt.game([cgt.ONE], [cgt.ZERO]);
    cgt.add(cgt.STAR, cgt.UP);
    expect(s.solve(dom.rectangle(4, 5), { toMove: "right" }).winner).toBe(before);
    expect(s.solve(dom.rectangle(5, 4), { toMove: "left" }).winner).toBe(before === "right" ? "left" : "right");
  });
});

describe("deep games", () => {
  it("a line of play longer than the solver's depth limit is an InputError naming the limit, not a stack overflow; 1,500 moves are fine", () => {
    const chain = rulesets.definePartizan({ name: "chain", leftOptions: (n: number) => (n > 0 ? [n - 1] : []), rightOptions: (n: number) => (n > 0 ? [n - 1] : []) });
    // a chain of n moves whoever moves: the player to move wins iff n is odd (1,500: the source
    // code under the test runner takes about 350 bytes of stack a move and starts deeper than a
    // script, so 2,000 moves failed once in six runs of parallel test files)
    expect(solvers.solve(chain, 1500, { toMove: "left", simplify: false }).winner).toBe("right");
    expect(solvers.solve(chain, 1501, { toMove: "right", simplify: false }).winner).toBe("right");
    expect(() => solvers.solve(chain, 10_000, { toMove: "left", simplify: false })).toThrow(/chain solve: a line of play longer than 2,500 moves/);
  });

  it("a stack too small for the line of play is an InputError saying so, not a RangeError from deep inside (a process with a 300 KB stack; the default one holds 2,000 moves)", () => {
    const child = (stackKb: number) => spawnSync(process.execPath, [`--stack-size=${stackKb}`, "--import", "tsx", join(ROOT, "test/fixtures/solve-stack-child.ts"), "2000"], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
    const small = child(300);
    expect(small.status, small.stderr).toBe(0);
    const r = JSON.parse(small.stdout.trim()) as { error?: string; message?: string };
    expect(r.error).toBe("InputError");
    expect(r.message).toMatch(/^chain solve: the JavaScript stack ran out [\d,]+ moves deep \(the solver recurses once per move; lines of up to 2,500 moves fit in node's default stack/);
    const normal = child(984);
    expect(normal.status, normal.stderr).toBe(0);
    expect(JSON.parse(normal.stdout.trim())).toEqual({ winner: "right" });
  });
});
