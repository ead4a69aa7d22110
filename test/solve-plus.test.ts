// solvers.solve's `plus` option (position + a game, used by scripts/solve/tables.ts to settle Cram
// nim-values by one proof search of G + *k): cross-checked against canonical values (Clobber,
// Domineering: the outcome of value(G) + x) and against the nim-value engine (Cram: G + *k is a
// second-player win iff nimValue(G) = k) on random small positions, in every solver setting; and its bad input.
import { describe, expect, it } from "vitest";
import { cgt, games, solvers } from "../lib";
import { randomPicture } from "./fixtures/random-pictures";

type Player = "left" | "right";
const SETTINGS = [
  {},
  { simplify: false as const },
  { simplify: { maxSize: 4 }, tableSlots: 16, replacement: "always" as const },
  { search: "pns" as const },
];

function fromOutcome(outcome: string, toMove: Player): Player {
  if (outcome === "N") return toMove;
  if (outcome === "P") return toMove === "left" ? "right" : "left";
  return outcome === "L" ? "left" : "right";
}

describe("solve(G, { plus: x }) = the outcome of G + x", () => {
  it("Clobber and Domineering: 16 random positions × 5 added games (0, *, ↑, −1/2, {1|−1}) × both players × 4 settings = the outcome of value(G) + x", () => {
    const rand = cgt.mulberry32(20261125);
    const clob = games.clobber.clobber;
    const dom = games.domineering.ruleset;
    const added = [cgt.ZERO, cgt.STAR, cgt.UP, cgt.dyadic(-1, 1), cgt.parse("{1|-1}")];
    let checked = 0;
    for (let i = 0; i < 16; i++) {
      const [rs, p] = i % 2 === 0
        ? [clob, clob.parse!(randomPicture(rand, 2 + (i % 3 === 0 ? 1 : 0), 4, "xo.", [2, 2, 1]))] as const
        : [dom, dom.parse!(randomPicture(rand, 3, 4, ".#", [5, 1]))] as const;
      const v = solvers.canonicalValue(rs as typeof clob, p as ReturnType<typeof clob.parse>);
      for (const x of added) {
        const outcome = cgt.outcome(cgt.add(v, x));
        for (const toMove of ["left", "right"] as const) {
          for (const s of SETTINGS) {
            const r = solvers.solve(rs as typeof clob, p as ReturnType<typeof clob.parse>, { toMove, plus: x, ...s });
            expect(r.winner, `${rs.format!(p as never)} + ${cgt.format(x)}, ${toMove} first, ${JSON.stringify(s)}`).toBe(fromOutcome(outcome, toMove));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(16 * 5 * 2 * SETTINGS.length);
  }, 120_000);

  it("Cram: 12 random boards up to 4×4: G + *k is a second-player win exactly for k = nimValue(G) (k = 0…4, 4 settings)", () => {
    const rand = cgt.mulberry32(30);
    const cram = games.cram.ruleset;
    for (let i = 0; i < 12; i++) {
      const p = cram.parse!(randomPicture(rand, 3 + (i % 2), 4, ".#", [5, 1]));
      const nim = solvers.nimValue(cram, p);
      for (let k = 0; k <= 4; k++) {
        for (const s of SETTINGS) {
          const r = solvers.solve(cram, p, { toMove: "left", plus: cgt.nimber(k), ...s });
          expect(r.winner === "right", `${cram.format!(p)} + *${k} (nim-value ${nim}) ${JSON.stringify(s)}`).toBe(k === nim);
        }
      }
    }
  }, 120_000);

  it("rule 5 (impartial sums learn nim-values): one kept Solver over G + *k, k = 4…0, on 12 random Cram boards = nimValue; after G + *a is proved a second-player win, G + *b is answered without a node", () => {
    const rand = cgt.mulberry32(31);
    const cram = games.cram.ruleset;
    for (let i = 0; i < 12; i++) {
      const p = cram.parse!(randomPicture(rand, 3 + (i % 2), 4 + (i % 2), ".#", [6, 1]));
      const nim = solvers.nimValue(cram, p);
      const solver = new solvers.Solver(cram, { simplify: { maxSize: i % 3 === 0 ? 0 : 6 } });
      for (let k = 4; k >= 0; k--) {
        const r = solver.solve(p, { toMove: i % 2 === 0 ? "left" : "right", plus: cgt.nimber(k) });
        expect(r.winner !== r.toMove, `${cram.format!(p)} + *${k} (nim-value ${nim})`).toBe(k === nim);
        if (nim <= 4 && k < nim) expect(r.nodes, `${cram.format!(p)} + *${k} after + *${nim}`).toBe(0);
      }
    }
  }, 60_000);

  it("Cram 3×8 + *3 is a second-player win and 3×8 + *2 a first-player win (3×8 is *3: Lemoine and Viennot, Records — Cram, 2013)", () => {
    const b = games.cram.emptyBoard(3, 8);
    expect(solvers.solve(games.cram.ruleset, b, { toMove: "left", plus: cgt.nimber(3) }).winner).toBe("right");
    expect(solvers.solve(games.cram.ruleset, b, { toMove: "left", plus: cgt.nimber(2) }).winner).toBe("left");
  }, 60_000);

  it("bad input: plus that is not a game value of cgt is an InputError naming the option", () => {
    const b = games.cram.emptyBoard(2, 2);
    for (const bad of [3, "*2", {}, null]) {
      expect(() => solvers.solve(games.cram.ruleset, b, { toMove: "left", plus: bad as never }), String(bad)).toThrow(/plus must be a game value of cgt/);
    }
  });
});

describe("rule 6: impartial sums split into nim-values", () => {
  it("Cram: 40 random boards of 4×5 and 5×5 with walls (several regions), small size limits so that sums of large parts occur: the winner with the rule = without it = nimValue's outcome, with and without plus *k; the rule fired", () => {
    const rand = cgt.mulberry32(20261129);
    const cram = games.cram.ruleset;
    let splits = 0;
    for (let i = 0; i < 40; i++) {
      const p = cram.parse!(randomPicture(rand, 4 + (i % 2), 5, ".#", [3, 1]));
      const nim = solvers.nimValue(cram, p);
      const k = i % 3;
      const maxSize = i % 4; // 0…3 cells: nearly every component is large
      const on = solvers.solve(cram, p, { toMove: "left", plus: cgt.nimber(k), simplify: { maxSize } });
      const off = solvers.solve(cram, p, { toMove: "left", plus: cgt.nimber(k), simplify: { maxSize, splitNimbers: false } });
      const expected = (nim ^ k) === 0 ? "right" : "left";
      expect(on.winner, `${cram.format!(p)} + *${k} (nim-value ${nim}), maxSize ${maxSize}`).toBe(expected);
      expect(off.winner).toBe(expected);
      expect(off.nimSplits).toBe(0);
      splits += on.nimSplits;
    }
    expect(splits).toBeGreaterThan(40);
  }, 120_000);

  it("a region beside a strip is their nim-sum (rule 6); two copies of a region cancel (rule 2 on an impartial ruleset: G + G = 0), with and without the rule", () => {
    const cram = games.cram.ruleset;
    // a 2×3 region beside a 1×5 strip, and two 3×3 regions split by a wall (the nim-value engine gives each sum)
    for (const [picture, copies] of [["...#.....|...######", false], ["...#...|...#...|...#...", true]] as const) {
      const p = cram.parse!(picture);
      const nim = solvers.nimValue(cram, p);
      if (copies) expect(nim).toBe(0);
      for (let k = 0; k <= 3; k++) {
        const r = solvers.solve(cram, p, { toMove: "left", plus: cgt.nimber(k), simplify: { maxSize: 0 } });
        expect(r.winner, `${picture} + *${k}`).toBe(nim === k ? "right" : "left");
        if (copies) expect([r.cancelledPairs, r.nimSplits, r.nodes], picture).toEqual([1, 0, 0]);
        else expect(r.nimSplits, picture).toBeGreaterThan(0);
        const off = solvers.solve(cram, p, { toMove: "left", plus: cgt.nimber(k), simplify: { maxSize: 0, cancel: false, splitNimbers: false } });
        expect(off.winner, `${picture} + *${k}, rules 2 and 6 off`).toBe(r.winner);
        expect([off.cancelledPairs, off.nimSplits]).toEqual([0, 0]);
      }
    }
  });

  it("bad input: simplify.splitNimbers that is not a boolean is an InputError naming it", () => {
    expect(() => solvers.solve(games.cram.ruleset, games.cram.emptyBoard(2, 3), { toMove: "left", simplify: { splitNimbers: "yes" as never } })).toThrow(/simplify.splitNimbers must be true or false/);
  });
});
