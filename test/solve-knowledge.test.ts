// Issue 30 item 2: ruleset knowledge for the outcome solver (ruleset `knowledge`: safe-move counts
// and move bounds, the subgame size limit). Expected values: cross-checks of the solver with the
// knowledge on against the plain reference search (solvers.referenceSolve) on seeded random
// Domineering positions; the static rule itself checked against the reference wherever it decides;
// the counts against their definitions on small regions; bad knowledge refused, naming the ruleset.
import { describe, expect, it } from "vitest";
import { cgt, games, ruleset as rulesets, solvers, util } from "../lib";

const dom = games.domineering;

function randomRegion(rand: () => number, rows: number, cols: number, free: number): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    let row = "";
    for (let c = 0; c < cols; c++) row += rand() < free ? "." : "#";
    out.push(row);
  }
  return out.join("|");
}

function positions(n: number, seed: number): ReturnType<typeof dom.rectangle>[] {
  const rand = cgt.mulberry32(seed);
  const out: ReturnType<typeof dom.rectangle>[] = [];
  while (out.length < n) {
    const [rows, cols] = rand() < 0.5 ? [3, 4] : [4, 4];
    const pic = randomRegion(rand, rows, cols, 0.6 + rand() * 0.3);
    if (pic.includes(".")) out.push(dom.ruleset.parse!(pic));
  }
  return out;
}

describe("Domineering move counts (Lachmann–Moore–Rapaport / Bullock safe moves)", () => {
  it("the counts on small pictures, by hand: a lone vertical slot is one safe move for Left; a 2×2 square has no safe moves", () => {
    // ".#|.#": one vertical domino; no cell has a horizontal neighbour
    expect(dom.moveCounts(dom.ruleset.parse!(".#|.#"))).toEqual({ leftSafe: 1, leftMost: 1, rightSafe: 0, rightMost: 0 });
    expect(dom.moveCounts(dom.rectangle(2, 2))).toEqual({ leftSafe: 0, leftMost: 2, rightSafe: 0, rightMost: 2 });
    // a 1×5 row: Right's two dominoes are safe (no cell has a vertical neighbour), Left has none
    expect(dom.moveCounts(dom.ruleset.parse!("....."))).toEqual({ leftSafe: 0, leftMost: 0, rightSafe: 2, rightMost: 2 });
    // 3×3: every column and row run is 3 long (⌊3/2⌋ = 1 each); every cell has a neighbour both ways
    expect(dom.moveCounts(dom.rectangle(3, 3))).toEqual({ leftSafe: 0, leftMost: 3, rightSafe: 0, rightMost: 3 });
  });

  it("every count is sound on 200 random regions: the bounds hold against the longest one-sided play, and the static rule agrees with the reference search wherever it decides", () => {
    let decided = 0;
    for (const p of positions(200, 3030)) {
      const c = dom.moveCounts(p);
      expect(c.leftSafe).toBeLessThanOrEqual(c.leftMost);
      expect(c.rightSafe).toBeLessThanOrEqual(c.rightMost);
      // with the opponent passing, Left places exactly Σ⌊column run/2⌋ dominoes at most: leftMost is that bound
      const key = (q: typeof p) => dom.ruleset.key(q);
      expect(c.leftMost).toBe(rulesets.longestPlay((q: typeof p) => dom.ruleset.leftOptions(q), key, p, 1e6));
      expect(c.rightMost).toBe(rulesets.longestPlay((q: typeof p) => dom.ruleset.rightOptions(q), key, p, 1e6));
      for (const toMove of ["left", "right"] as const) {
        const me = toMove === "left" ? [c.leftSafe, c.leftMost] : [c.rightSafe, c.rightMost];
        const you = toMove === "left" ? [c.rightSafe, c.rightMost] : [c.leftSafe, c.leftMost];
        const verdict = me[0]! > you[1]! ? toMove : you[0]! >= me[1]! ? (toMove === "left" ? "right" : "left") : undefined;
        if (verdict === undefined) continue;
        decided++;
        expect(solvers.referenceSolve(dom.ruleset, p, { toMove }), `${dom.ruleset.format!(p)} ${toMove} first`).toBe(verdict);
      }
    }
    expect(decided, "the static rule decided some of them").toBeGreaterThan(20);
  }, 120_000);
});

describe("solve with the knowledge agrees with the plain reference", () => {
  it("60 random Domineering positions (3×4 and 4×4), both players first, knowledge on and off, three orderings, with and without simplification", () => {
    let checked = 0;
    let statics = 0;
    for (const p of positions(60, 20261125)) {
      for (const toMove of ["left", "right"] as const) {
        const expected = solvers.referenceSolve(dom.ruleset, p, { toMove });
        for (const simplify of [false, { maxSize: 4 }] as const) {
          for (const ordering of ["mobility", "safe-moves", "none"] as const) {
            for (const knowledge of [true, false]) {
              const r = solvers.solve(dom.ruleset, p, { toMove, simplify, ordering, knowledge });
              expect(r.winner, `${dom.ruleset.format!(p)} ${toMove} ${ordering} ${JSON.stringify(simplify)} knowledge ${knowledge}`).toBe(expected);
              if (!knowledge) expect(r.staticDecisions).toBe(0);
              statics += r.staticDecisions;
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(60 * 2 * 2 * 3 * 2);
    expect(statics).toBeGreaterThan(0);
  }, 180_000);

  it("the static rule saves nodes on 5×5 without simplification (regression pin of this solver's counts: fewer than half)", () => {
    const off = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false, knowledge: false });
    const on = solvers.solve(dom.ruleset, dom.rectangle(5, 5), { toMove: "left", simplify: false });
    expect(on.winner).toBe("right"); // Lachmann, Moore and Rapaport 2002: 5×5 is a second-player win
    expect(off.winner).toBe("right");
    expect(on.nodes).toBeLessThan(off.nodes / 2);
  });

  it("the subgame size limit: knowledge.maxSubgameSize is the default simplify.maxSize", () => {
    const tiny = rulesets.definePartizan({ ...dom.ruleset, kind: undefined, knowledge: { maxSubgameSize: 0 } } as unknown as rulesets.PartizanDefinition<ReturnType<typeof dom.rectangle>>);
    const r = solvers.solve(tiny, dom.ruleset.parse!("..#..|..#.."), { toMove: "left" });
    expect(r.valuedComponents).toBe(0); // nothing is small with a limit of 0
    expect(solvers.solve(dom.ruleset, dom.ruleset.parse!("..#..|..#.."), { toMove: "left" }).valuedComponents).toBeGreaterThan(0);
    expect(r.winner).toBe(solvers.referenceSolve(dom.ruleset, dom.ruleset.parse!("..#..|..#.."), { toMove: "left" }));
  });
});

describe("bad knowledge is refused, naming the ruleset and the field or position", () => {
  const base = { name: "strip", leftOptions: (n: number) => (n > 1 ? [n - 2] : []), rightOptions: (n: number) => (n > 1 ? [n - 2] : []) };
  it("at definition: wrong types and unknown fields", () => {
    expect(() => rulesets.definePartizan({ ...base, knowledge: { moveCounts: 3 } } as never)).toThrow(/knowledge.moveCounts must be a function/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { maxSubgameSize: -1 } })).toThrow(/knowledge.maxSubgameSize must be a non-negative integer/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { safeMoves: () => 0 } } as never)).toThrow(/unknown field "knowledge.safeMoves"/);
  });
  it("where used: counts that are not non-negative integers with safe ≤ most", () => {
    const bad = rulesets.definePartizan({ ...base, knowledge: { moveCounts: () => ({ leftSafe: 2, leftMost: 1, rightSafe: 0, rightMost: 0 }) } });
    expect(() => solvers.solve(bad, 6, { toMove: "left" })).toThrow(util.InputError);
    expect(() => solvers.solve(bad, 6, { toMove: "left" })).toThrow(/strip: knowledge.moveCounts\(key 6\) returned .*safe ≤ most/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", knowledge: "yes" } as never)).toThrow(/knowledge must be true or false/);
  });
});
