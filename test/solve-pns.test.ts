// Issue 30 item 1: proof-number search as an option of solvers.solve (`search: "pns"`, df-pn).
// Expected values:
//  - cross-checks on random small positions of Domineering, Clobber and Cram: df-pn (with and
//    without simplification, tiny tables that force replacements, both orderings) against negamax
//    and against the plain reference search (solvers.referenceSolve);
//  - published outcomes, each with its source beside it;
//  - budgets, progress, a kept Solver resuming, interrupts and bad input, as for negamax.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cgt, games, ruleset as rulesets, solvers, util } from "../lib";
import { randomPicture } from "./fixtures/random-pictures";

const ROOT = resolve(__dirname, "..");
type Player = "left" | "right";

interface Case<P> {
  name: string;
  ruleset: rulesets.Ruleset<P>;
  positions: P[];
}

function cases(): Case<unknown>[] {
  const rand = cgt.mulberry32(20261130); // seeded: a failure names a reproducible case
  const many = (n: number, make: () => string) => Array.from({ length: n }, make);
  const dom = games.domineering.ruleset;
  const clob = games.clobber.clobber;
  const cram = games.cram.ruleset;
  return [
    { name: "Domineering", ruleset: dom, positions: many(16, () => randomPicture(rand, 3 + Math.floor(rand() * 2), 4, ".#", [5, 1])).filter((p) => p.includes(".")).map((p) => dom.parse!(p)) },
    { name: "Clobber", ruleset: clob, positions: many(16, () => randomPicture(rand, 2 + Math.floor(rand() * 2), 4, "xo.", [2, 2, 1])).map((p) => clob.parse!(p)) },
    { name: "Cram", ruleset: cram, positions: many(10, () => randomPicture(rand, 3, 4, ".#", [4, 1])).map((p) => cram.parse!(p)) },
  ] as Case<unknown>[];
}

describe("df-pn agrees with negamax and with the plain reference on random small positions", () => {
  for (const { name, ruleset, positions } of cases()) {
    it(`${name}: ${positions.length} positions × both players × four df-pn settings`, () => {
      const settings = [
        { search: "pns" as const },
        { search: "pns" as const, simplify: false as const },
        { search: "pns" as const, simplify: { maxSize: 4 }, tableSlots: 16, replacement: "always" as const },
        { search: "pns" as const, simplify: false as const, ordering: "none" as const, replacement: "work" as const, tableSlots: 16 },
      ];
      let checked = 0;
      for (const p of positions) {
        for (const toMove of ["left", "right"] as const) {
          const label = `${ruleset.format!(p)} ${toMove} first`;
          const expected = solvers.referenceSolve(ruleset, p, { toMove });
          expect(solvers.solve(ruleset, p, { toMove }).winner, `negamax ${label}`).toBe(expected);
          for (const s of settings) {
            expect(solvers.solve(ruleset, p, { toMove, ...s }).winner, `${JSON.stringify(s)} ${label}`).toBe(expected);
            checked++;
          }
        }
      }
      expect(checked).toBe(positions.length * 2 * settings.length);
    }, 120_000);
  }

  it("a sum with small components and cancelling pairs: df-pn agrees with negamax and the reference", () => {
    const dom = games.domineering;
    // two copies of a vertical 1×3 strip rotated into each other are G and −G; the rest is searched
    const p = dom.ruleset.parse!("...#...|###.###|.#.....|...#.##");
    for (const toMove of ["left", "right"] as const) {
      const expected = solvers.referenceSolve(dom.ruleset, p, { toMove });
      expect(solvers.solve(dom.ruleset, p, { toMove, search: "pns" }).winner).toBe(expected);
      expect(solvers.solve(dom.ruleset, p, { toMove, search: "pns", simplify: { maxSize: 3 } }).winner).toBe(expected);
    }
  }, 60_000);
});

describe("published outcomes by df-pn", () => {
  const dom = games.domineering;
  it("Domineering: 5×5 is a second-player win, 4×4 and 2×2 first-player wins (Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002)", () => {
    for (const toMove of ["left", "right"] as const) {
      const other: Player = toMove === "left" ? "right" : "left";
      expect(solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove, search: "pns" }).winner).toBe(other);
      expect(solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove, search: "pns", simplify: false }).winner).toBe(other);
      expect(solvers.solve(dom.ruleset, dom.rectangle(4, 4), { toMove, search: "pns" }).winner).toBe(toMove);
      expect(solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove, search: "pns" }).winner).toBe(toMove);
    }
  }, 60_000);

  it("Domineering 5×6 with Left (vertical) first is a Right win: 5×2k boards are Right (horizontal) wins (Uiterwijk, Perfectly Solving Domineering Boards, 2014)", () => {
    const r = solvers.solve(dom.ruleset, dom.rectangle(5, 6), { toMove: "left", search: "pns" });
    expect(r.winner).toBe("right");
    expect(r.nodes).toBeGreaterThan(0);
  }, 120_000);

  it("Cram: 3×4 is a first-player win and 3×3 a second-player win (nim-values *1 and *0, Lemoine and Viennot, Records — Cram, 2013)", () => {
    const cram = games.cram;
    expect(solvers.solve(cram.ruleset, cram.emptyBoard(3, 4), { toMove: "left", search: "pns" }).winner).toBe("left");
    expect(solvers.solve(cram.ruleset, cram.emptyBoard(3, 3), { toMove: "left", search: "pns" }).winner).toBe("right");
  }, 60_000);
});

describe("df-pn: budgets, progress, resuming, interrupts and bad input", () => {
  const dom = games.domineering;

  it("a budget overrun ends with a BudgetExceededError naming the limit; the open states are listed", () => {
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", search: "pns", budget: { maxPositions: 500 } })).toThrow(/budget exceeded: maxPositions = 500 .*Domineering solve/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", search: "pns", budget: { maxMillis: 20 } })).toThrow(/maxMillis = 20/);
    const s = new solvers.Solver(dom.ruleset, { search: "pns", simplify: false });
    expect(() => s.solve(dom.rectangle(6, 6), { toMove: "left", budget: { maxPositions: 300 } })).toThrow(util.BudgetExceededError);
    expect(s.openStates.length).toBeGreaterThan(0);
    expect(s.lastNodes).toBe(300); // the 301st expansion is the one refused
  });

  it("a Solver kept after a budget overrun resumes: the same answer as a fresh one, with fewer nodes", () => {
    const s = new solvers.Solver(dom.ruleset, { search: "pns", simplify: false });
    expect(() => s.solve(dom.rectangle(5, 5), { toMove: "left", budget: { maxPositions: 300 } })).toThrow(util.BudgetExceededError);
    const resumed = s.solve(dom.rectangle(5, 5), { toMove: "left" });
    const fresh = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false, search: "pns" });
    expect(resumed.winner).toBe("right");
    expect(fresh.winner).toBe("right");
    expect(resumed.nodes).toBeLessThan(fresh.nodes);
  });

  it("progress is reported during a long search", () => {
    const seen: number[] = [];
    solvers.solve(dom.ruleset, dom.rectangle(5, 6), { toMove: "right", search: "pns", simplify: false, onProgress: (p) => seen.push(p.done) });
    expect(seen.length).toBeGreaterThan(0);
  }, 60_000);

  it("bad input: an unknown search, a loopy ruleset", () => {
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", search: "pn" } as unknown as { toMove: Player })).toThrow(/Domineering solve: search must be "negamax" or "pns", got "pn"/);
    const back = games.toadsfrogs.backsliding;
    for (const toMove of ["left", "right"] as const) {
      expect(() => solvers.solve(back, "t.t.f", { toMove, search: "pns" })).toThrow(/Backsliding Toads and Frogs is a loopy ruleset \(its positions can repeat\)/);
    }
    // the same rules not declared loopy: the loop is met with Right first (as by negamax: a search
    // reports the loops it meets), with and without simplification
    const undeclared = rulesets.definePartizan<string>({ name: "Backsliding (loops undeclared)", key: (p) => p, leftOptions: (p) => [...back.leftOptions(p)], rightOptions: (p) => [...back.rightOptions(p)], format: (p) => p });
    expect(() => solvers.solve(undeclared, "t.t.f", { toMove: "right", search: "pns" })).toThrow(/Backsliding \(loops undeclared\): position "t.t.f" can be reached again from itself \(a loop\)/);
    expect(() => solvers.solve(undeclared, "t.t.f", { toMove: "right", search: "pns", simplify: false })).toThrow(/can be reached again from itself \(a loop\)/);
  });

  it("an interrupt (SIGINT under vm breakOnSigint, as in a notebook kernel) leaves the tables consistent: the next solves agree with a fresh process", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "test/fixtures/solve-pns-interrupt-child.ts")], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    const out = JSON.parse(r.stdout.trim().split("\n").pop()!) as { runs: { interrupted: boolean; result?: string; error?: string }[]; final: string };
    // 5×5 Domineering is a second-player win (Lachmann, Moore and Rapaport, 2002)
    const expected = "right,left";
    for (const run of out.runs) {
      expect(run.error).toBeUndefined();
      if (!run.interrupted) expect(run.result).toBe(expected);
    }
    expect(out.runs.some((run) => run.interrupted), "some run was really cut off").toBe(true);
    expect(out.final).toBe(expected);
  }, 240_000);
});
