// Issue 30 item 2: ruleset knowledge for the outcome solver (ruleset `knowledge`: safe-move counts
// and move bounds, the subgame size limit). Expected values: cross-checks of the solver with the
// knowledge on against the plain reference search (solvers.referenceSolve) on seeded random
// Domineering positions; the static rule itself checked against the reference wherever it decides;
// the counts against their definitions on small regions; bad knowledge refused, naming the ruleset.
import { describe, expect, it } from "vitest";
// "../lib/index", not "../lib": with lib/dist built (npm test builds it) "../lib" resolves through lib/package.json to the
// compiled library, a second cgt store beside the sources that ValueCounts below is imported from
import { cgt, games, ruleset as rulesets, solvers, util } from "../lib/index";
import { ValueCounts, staticOutcome, sureWeight, type CountTotals } from "../lib/solvers/solve/counts";
import { randomRegion as randomMasks } from "./fixtures/random-regions";

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
    const none = { leftProtective: 0, leftVulnerable: 0, rightProtective: 0, rightVulnerable: 0 };
    expect(dom.moveCounts(dom.ruleset.parse!(".#|.#"))).toEqual({ leftSafe: 1, leftMost: 1, rightSafe: 0, rightMost: 0, ...none, leftMoves: 1, rightMoves: 0, leftCells: 2, rightCells: 0, leftVulnerableWide: 0, rightVulnerableWide: 0 });
    // a 2×2 square: one protective area for each player (both rows, and both columns, are walled runs of two)
    expect(dom.moveCounts(dom.rectangle(2, 2))).toEqual({ leftSafe: 0, leftMost: 2, rightSafe: 0, rightMost: 2, ...none, leftProtective: 1, rightProtective: 1, leftMoves: 2, rightMoves: 2, leftCells: 4, rightCells: 4, leftVulnerableWide: 0, rightVulnerableWide: 0 });
    // a 1×5 row: Right's two dominoes are safe (no cell has a vertical neighbour), Left has none
    expect(dom.moveCounts(dom.ruleset.parse!("....."))).toEqual({ leftSafe: 0, leftMost: 0, rightSafe: 2, rightMost: 2, ...none, leftMoves: 0, rightMoves: 4, leftCells: 0, rightCells: 5, leftVulnerableWide: 0, rightVulnerableWide: 0 });
    // 3×3: every column and row run is 3 long (⌊3/2⌋ = 1 each); every cell has a neighbour both ways;
    // vulnerable: columns 0 and 2 (rows 0–1), not column 1 (a horizontal domino would hit two)
    expect(dom.moveCounts(dom.rectangle(3, 3))).toEqual({ leftSafe: 0, leftMost: 3, rightSafe: 0, rightMost: 3, ...none, leftVulnerable: 2, rightVulnerable: 2, leftMoves: 6, rightMoves: 6, leftCells: 9, rightCells: 9, leftVulnerableWide: 2, rightVulnerableWide: 2 });
    // a 4×2 corridor between walls: two protective areas for Left (rows 0–1, 2–3); Right's columns are
    // runs of four, so Right has two vulnerable dominoes (one per column) and no area
    expect(dom.moveCounts(dom.ruleset.parse!("#..#|#..#|#..#|#..#"))).toEqual({ leftSafe: 0, leftMost: 4, rightSafe: 0, rightMost: 4, ...none, leftProtective: 2, rightVulnerable: 2, leftMoves: 6, rightMoves: 4, leftCells: 8, rightCells: 8, leftVulnerableWide: 0, rightVulnerableWide: 2 });
    // a 2×8 strip: Left has a vulnerable domino in every other column; Right four areas (columns 0–1, 2–3, …)
    expect(dom.moveCounts(dom.rectangle(2, 8))).toEqual({ leftSafe: 0, leftMost: 8, rightSafe: 0, rightMost: 8, ...none, leftVulnerable: 4, rightProtective: 4, leftMoves: 8, rightMoves: 14, leftCells: 16, rightCells: 16, leftVulnerableWide: 4, rightVulnerableWide: 0 });
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
      // the numbers of options the mobility ordering reads in place of generating them
      expect(c.leftMoves).toBe([...dom.ruleset.leftOptions(p)].length);
      expect(c.rightMoves).toBe([...dom.ruleset.rightOptions(p)].length);
      expect(c.leftSafe + 2 * c.leftProtective! + c.leftVulnerable!).toBeLessThanOrEqual(c.leftMost);
      expect(c.rightSafe + 2 * c.rightProtective! + c.rightVulnerable!).toBeLessThanOrEqual(c.rightMost);
      for (const toMove of ["left", "right"] as const) {
        const o = staticOutcome(totals(c), toMove === "left" ? 0 : 1);
        const verdict = o < 0 ? undefined : o === 1 ? toMove : toMove === "left" ? "right" : "left";
        if (verdict === undefined) continue;
        decided++;
        expect(solvers.referenceSolve(dom.ruleset, p, { toMove }), `${dom.ruleset.format!(p)} ${toMove} first`).toBe(verdict);
      }
    }
    expect(decided, "the static rule decided some of them").toBeGreaterThan(20);
  }, 120_000);
});

/** The totals of a region's counts and a value s's sure and most moves (an integer n: |n| of its owner's). */
function totals(c: rulesets.MoveCounts, n: number | readonly [number, number, number, number] = 0): CountTotals {
  const v = typeof n === "number" ? [Math.max(n, 0), Math.max(n, 0), Math.max(-n, 0), Math.max(-n, 0)] : n;
  return {
    leftSafe: c.leftSafe + v[0]!,
    leftMost: c.leftMost + v[1]!,
    rightSafe: c.rightSafe + v[2]!,
    rightMost: c.rightMost + v[3]!,
    leftProtective: c.leftProtective ?? 0,
    leftVulnerable: c.leftVulnerable ?? 0,
    rightProtective: c.rightProtective ?? 0,
    rightVulnerable: c.rightVulnerable ?? 0,
    leftWide: c.leftVulnerableWide ?? 0,
    rightWide: c.rightVulnerableWide ?? 0,
    leftCells: (c.leftCells ?? 2 * c.leftMost) + 2 * v[1]!,
    rightCells: (c.rightCells ?? 2 * c.rightMost) + 2 * v[3]!,
  };
}

describe("the static decision (protective areas and vulnerable moves, solve/counts.ts) against the reference", () => {
  it("the sure weight of P areas and V vulnerable moves, by hand (every other item of the list 4, …, 4, 1, …, 1)", () => {
    expect(sureWeight(0, 0, true)).toBe(0);
    expect(sureWeight(1, 0, true)).toBe(4); // first takes the area
    expect(sureWeight(1, 0, false)).toBe(0); // the opponent takes it away first
    expect(sureWeight(0, 3, true)).toBe(2); // 1st and 3rd
    expect(sureWeight(0, 3, false)).toBe(1);
    expect(sureWeight(1, 3, true)).toBe(4 + 1); // the area, then the 2nd of the three moves
    expect(sureWeight(1, 3, false)).toBe(2); // list 4,1,1,1: the 2nd and 4th
    expect(sureWeight(2, 1, true)).toBe(4 + 1);
    expect(sureWeight(2, 1, false)).toBe(4);
  });

  it("by hand: two 2×2 squares (±1 + ±1 = 0) are a loss for the player to move; one is a win; a 4×2 corridor is Vertical's with Horizontal first", () => {
    const decide = (pic: string, player: number) => staticOutcome(totals(dom.moveCounts(dom.ruleset.parse!(pic))), player);
    expect(decide("..|..", 0)).toBe(1);
    expect(decide("..|..", 1)).toBe(1);
    expect(decide("..#..|..#..", 0)).toBe(0);
    expect(decide("..#..|..#..", 1)).toBe(0);
    expect(decide("#..#|#..#|#..#|#..#", 1)).toBe(0);
    expect(solvers.referenceSolve(dom.ruleset, dom.ruleset.parse!("#..#|#..#|#..#|#..#"), { toMove: "right" })).toBe("left");
  });

  it("the sure and most moves of values, by hand: integers, ±1, 1/2, *, ↑", () => {
    const vc = new ValueCounts();
    const of = (g: cgt.Game) => [...vc.of(cgt.ops.id(g))];
    expect(of(cgt.integer(3))).toEqual([3, 3, 0, 0]);
    expect(of(cgt.integer(-2))).toEqual([0, 0, 2, 2]);
    expect(of(solvers.canonicalValue(dom.ruleset, dom.rectangle(2, 2)))).toEqual([0, 2, 0, 2]); // ±1 = {1|−1}: a move to 1 leaves one more
    expect(of(cgt.parse("1/2"))).toEqual([1, 1, 0, 1]); // {0|1}: Right's move to 1 leaves Left its move
    expect(of(cgt.nimber(1))).toEqual([0, 1, 0, 1]);
    expect(of(cgt.parse("^"))).toEqual([0, 1, 0, 2]); // {0|*}: Right's move to * leaves one more Right move
  });

  it("every static decision agrees with the plain reference on 3,000 random regions (3×3 to 6×3, components summed, plus an integer or the value of another region), both players to move", () => {
    const rand = cgt.mulberry32(30008);
    const sizes: [number, number][] = [[3, 3], [3, 4], [4, 4], [3, 5], [4, 5], [5, 4], [5, 5], [2, 6], [6, 2], [3, 6]];
    const vc = new ValueCounts();
    const isInteger = (g: cgt.Game) => cgt.isNumber(g) && Number.isInteger(cgt.ops.numberValue(cgt.ops.id(g)));
    let decided = 0;
    let undecidedByOldRule = 0;
    let withValue = 0;
    let byCellsOnly = 0;
    // whether only the second bound (cells) decides: the same totals without cells decide nothing
    const cellsDecide = (t: CountTotals, player: number) => staticOutcome({ ...t, leftWide: 0, rightWide: 0, leftCells: 1e9, rightCells: 1e9 }, player) < 0;
    for (let i = 0; i < 3000; i++) {
      const [h, w] = sizes[i % sizes.length]!;
      const masks = randomMasks(rand, h, w, 0.55 + rand() * 0.4);
      if (masks.rows.every((m) => m === 0)) continue;
      const p = dom.ruleset.parse!(dom.ruleset.format!(masks));
      // beside the region, as the solver's value s: an integer, or the canonical value of a small region
      let plus = cgt.integer(0);
      if (i % 3 === 0) plus = cgt.integer(Math.floor(rand() * 5) - 2);
      else {
        const q = randomMasks(rand, 2 + Math.floor(rand() * 2), 3, 0.7);
        if (q.rows.some((m) => m !== 0)) plus = solvers.canonicalValue(dom.ruleset, dom.ruleset.parse!(dom.ruleset.format!(q)));
      }
      const sCounts = vc.of(cgt.ops.id(plus));
      const c = dom.moveCounts(p);
      let free = 0;
      for (const m of masks.rows) for (let x = m; x !== 0; x &= x - 1) free++;
      for (const player of [0, 1]) {
        const t = totals(c, sCounts);
        const o = staticOutcome(t, player);
        if (o < 0) continue;
        decided++;
        const toMove = player === 0 ? "left" : "right";
        const wins = o === 1 ? toMove : toMove === "left" ? "right" : "left";
        let expected: string;
        if (cgt.ops.id(plus) === cgt.ops.ZERO && free <= 14) expected = solvers.referenceSolve(dom.ruleset, p, { toMove });
        else {
          // the engine's canonical value plus s, its outcome: L, R, P (second player), N (first)
          const oc = cgt.outcome(cgt.add(solvers.canonicalValue(dom.ruleset, p), plus));
          expected = oc === "L" ? "left" : oc === "R" ? "right" : oc === "N" ? toMove : toMove === "left" ? "right" : "left";
        }
        if (t.leftCells > 0) byCellsOnly += Number(cellsDecide(t, player));
        expect(wins, `${dom.ruleset.format!(p)} + ${cgt.format(plus)}, ${toMove} first: counts ${JSON.stringify(c)}, s ${JSON.stringify(sCounts)}`).toBe(expected);
        if (!isInteger(plus)) withValue++;
        // the plain rule of safe moves alone (Lachmann, Moore and Rapaport; s only when an integer) would not have decided it
        const me = player === 0 ? [t.leftSafe, t.leftMost] : [t.rightSafe, t.rightMost];
        const you = player === 0 ? [t.rightSafe, t.rightMost] : [t.leftSafe, t.leftMost];
        if (!isInteger(plus) || !(me[0]! > you[1]! || you[0]! >= me[1]!)) undecidedByOldRule++;
      }
    }
    // seeded: 1,047 decisions, 748 of them beyond the safe moves alone, 130 with a value s that is not an integer
    expect(decided).toBeGreaterThan(1000);
    expect(undecidedByOldRule, "the areas, vulnerable moves and values decide states the safe moves alone do not").toBeGreaterThan(700);
    expect(withValue).toBeGreaterThan(100);
    expect(byCellsOnly, "decided by the cells bound alone").toBeGreaterThan(60); // seeded: 90 of 1,047
  }, 180_000);
});

describe("solve with the knowledge agrees with the plain reference", () => {
  it("60 random Domineering positions (3×4 and 4×4), both players first, knowledge on and off, four orderings, with and without simplification", () => {
    let checked = 0;
    let statics = 0;
    for (const p of positions(60, 20261125)) {
      for (const toMove of ["left", "right"] as const) {
        const expected = solvers.referenceSolve(dom.ruleset, p, { toMove });
        for (const simplify of [false, { maxSize: 4 }] as const) {
          for (const ordering of ["mobility", "safe-moves", "counts", "none"] as const) {
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
    expect(checked).toBe(60 * 2 * 2 * 4 * 2);
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

  it("the component size: Domineering's knowledge.componentSize (free cells, a popcount) is the picture's count of cells on 300 random regions, bitboards and row masks; the solver's default size and its node counts are those of the picture", () => {
    const size = dom.ruleset.knowledge!.componentSize!;
    const rand = cgt.mulberry32(3030);
    for (let i = 0; i < 300; i++) {
      const [rows, cols] = i % 3 === 0 ? [9, 9] : [1 + Math.floor(rand() * 7), 1 + Math.floor(rand() * 7)]; // 9×9: 81 cells, past the bitboard
      const pic = randomRegion(rand, rows, cols, 0.3 + rand() * 0.6);
      if (!pic.includes(".")) continue;
      const region = dom.ruleset.parse!(pic);
      const cells = [...pic].filter((ch) => ch === ".").length;
      expect(size(region), pic).toBe(cells);
      expect(size(dom.plainRuleset.parse!(pic)), pic).toBe(cells);
    }
    // the same search with the picture's count given as simplify.size: the same nodes and components valued
    const pictureCount = (r: ReturnType<typeof dom.rectangle>) => [...dom.ruleset.format!(r)].filter((ch) => ch === ".").length;
    for (const [m, n] of [[4, 5], [5, 4], [3, 7]] as const) {
      for (const toMove of ["left", "right"] as const) {
        const a = solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove });
        const b = solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove, simplify: { size: pictureCount } });
        expect([a.winner, a.nodes, a.valuedComponents]).toEqual([b.winner, b.nodes, b.valuedComponents]);
      }
    }
  });
});

describe("the move preference (knowledge.movePreference: Obsequi's positional values as the ordering's tie-break)", () => {
  const withoutPreference = rulesets.definePartizan({ ...dom.ruleset, kind: undefined, knowledge: { ...dom.ruleset.knowledge, movePreference: undefined } } as unknown as rulesets.PartizanDefinition<ReturnType<typeof dom.rectangle>>);

  it("Domineering's values by hand (Bullock 2002's groups: one line in from the side on every other pair first, the lines along the sides last), the same on bitboards and row masks, and symmetric under the board's flips", () => {
    const pref = dom.movePreference;
    // Vertical's domino in the 8×8 board's column 1 from row 0: across 2 (even), along 1 (odd): the first group, 127 − 2 − 1
    const board = dom.rectangle(8, 8);
    const vertical = (b: ReturnType<typeof dom.rectangle>, r: number, c: number) => [...dom.ruleset.leftOptions(b)].find((o) => dom.ruleset.format!(o).split("|")[r]![c] === "#" && dom.ruleset.format!(o).split("|")[r + 1]![c] === "#")!;
    const horizontal = (b: ReturnType<typeof dom.rectangle>, r: number, c: number) => [...dom.ruleset.rightOptions(b)].find((o) => dom.ruleset.format!(o).split("|")[r]![c] === "#" && dom.ruleset.format!(o).split("|")[r]![c + 1] === "#")!;
    expect(pref(board, vertical(board, 0, 1), "left")).toBe(124);
    expect(pref(board, vertical(board, 6, 6), "left")).toBe(124); // the half-turn image: column 6 is one in from the right, rows 6–7 end at the bottom
    expect(pref(board, vertical(board, 0, 0), "left")).toBe(28); // the side column: the last group, 30 − 1 − 1
    expect(pref(board, vertical(board, 2, 3), "left")).toBe(120); // column 3: across min(4, 5) = 4, even; rows 2–3: along min(3, 5) = 3, odd: the first group, 127 − 4 − 3
    expect(pref(board, horizontal(board, 1, 0), "right")).toBe(124); // the transpose of the first: row 1 from column 0
    expect(pref(board, horizontal(board, 0, 3), "right")).toBe(25); // the side row (across 1) from column 3: along min(4, 4) = 4: the last group, 30 − 1 − 4
    // row masks (a 9×9 board, past the 64 cells of a bitboard) give the same numbers
    const big = dom.rectangle(9, 9);
    expect(pref(big, vertical(big, 0, 1), "left")).toBe(124);
    expect(pref(big, vertical(big, 0, 4), "left")).toBe(70 - 5 - 1); // across min(5, 5) = 5 (odd, ≥ 3), along 1
    // every option of random regions: bitboard and row-mask paths agree; the four flips keep a move's preference
    const rand = cgt.mulberry32(77);
    for (let i = 0; i < 60; i++) {
      const pic = randomRegion(rand, 2 + Math.floor(rand() * 6), 2 + Math.floor(rand() * 6), 0.5 + rand() * 0.4);
      if (!pic.includes(".")) continue;
      const bits = dom.ruleset.parse!(pic);
      const rows = dom.plainRuleset.parse!(pic);
      const options = (rs: typeof dom.ruleset, p: ReturnType<typeof dom.rectangle>, player: "left" | "right") => [...(player === "left" ? rs.leftOptions(p) : rs.rightOptions(p))];
      for (const player of ["left", "right"] as const) {
        const a = options(dom.ruleset, bits, player).map((o) => pref(bits, o, player));
        const b = options(dom.plainRuleset, rows, player).map((o) => pref(rows, o, player));
        expect(a, pic).toEqual(b);
        const flipped = pic.split("|").map((row) => [...row].reverse().join("")).reverse().join("|");
        const fb = dom.ruleset.parse!(flipped);
        expect(options(dom.ruleset, fb, player).map((o) => pref(fb, o, player)).sort((x, y) => x - y), `${pic} turned`).toEqual([...a].sort((x, y) => x - y));
      }
    }
  });

  it("only reorders: 60 random positions, both players, with and without it, four orderings = the plain reference; it cuts the nodes of 6×6 and 7×7 (regression pins of this solver with Vertical first and the results table's options, as bounds: sums are keyed by store ids, so the nodes move a little with what the process computed before; measured 3,212 → 1,501 on 6×6 with a copy of the ruleset without the hook, 72,706 → 46,828 on 7×7 in fresh processes)", () => {
    for (const p of positions(60, 20261129)) {
      for (const toMove of ["left", "right"] as const) {
        const expected = solvers.referenceSolve(dom.ruleset, p, { toMove });
        for (const ordering of ["mobility", "safe-moves", "counts", "none"] as const) {
          for (const rs of [dom.ruleset, withoutPreference]) expect(solvers.solve(rs, p, { toMove, ordering, simplify: { maxSize: 4 } }).winner, `${dom.ruleset.format!(p)} ${toMove} ${ordering}`).toBe(expected);
        }
      }
    }
    const table = { ordering: "safe-moves", tableSlots: 1 << 20 } as const;
    const nodes = (rs: typeof dom.ruleset, m: number, n: number) => solvers.solve(rs, dom.rectangle(m, n), { toMove: "left", ...table });
    const [a, b] = [nodes(withoutPreference, 6, 6), nodes(dom.ruleset, 6, 6)];
    expect([a.winner, b.winner]).toEqual(["left", "left"]); // 6×6 is a first-player win (Breuker, Uiterwijk and van den Herik 2000)
    expect(b.nodes).toBeLessThan(0.6 * a.nodes);
    const c = nodes(dom.ruleset, 7, 7);
    expect(c.winner).toBe("left"); // 7×7 is a first-player win (Breuker, Uiterwijk and van den Herik 2000)
    expect(c.nodes).toBeLessThan(0.75 * 72706);
    // the same ordering with knowledge off uses no preference either
    expect(solvers.solve(dom.ruleset, dom.rectangle(6, 6), { toMove: "left", ...table, knowledge: false }).nodes).toBe(solvers.solve(withoutPreference, dom.rectangle(6, 6), { toMove: "left", ...table, knowledge: false }).nodes);
  }, 180_000);
});

describe("bad knowledge is refused, naming the ruleset and the field or position", () => {
  const base = { name: "strip", leftOptions: (n: number) => (n > 1 ? [n - 2] : []), rightOptions: (n: number) => (n > 1 ? [n - 2] : []) };
  it("at definition: wrong types and unknown fields", () => {
    expect(() => rulesets.definePartizan({ ...base, knowledge: { moveCounts: 3 } } as never)).toThrow(/knowledge.moveCounts must be a function/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { maxSubgameSize: -1 } })).toThrow(/knowledge.maxSubgameSize must be a non-negative integer/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { safeMoves: () => 0 } } as never)).toThrow(/unknown field "knowledge.safeMoves"/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { componentSize: 4 } } as never)).toThrow(/knowledge.componentSize must be a function/);
    expect(() => rulesets.definePartizan({ ...base, knowledge: { movePreference: 4 } } as never)).toThrow(/knowledge.movePreference must be a function/);
  });
  it("where used: a move preference that is not a finite number, naming the ruleset and the move", () => {
    for (const wrong of [Number.NaN, Infinity, "1", undefined]) {
      const bad = rulesets.definePartizan({ ...base, knowledge: { movePreference: () => wrong as never } });
      expect(() => solvers.solve(bad, 6, { toMove: "left" }), String(wrong)).toThrow(/strip: knowledge.movePreference\(key 6, key 4, left\) returned .*not a finite number/);
      // without ordering (or with df-pn) the preference is not asked
      expect(solvers.solve(bad, 6, { toMove: "left", ordering: "none" }).winner).toBe(solvers.referenceSolve(bad, 6, { toMove: "left" }));
    }
  });
  it("where used: a component size that is not a non-negative number, naming the ruleset and the component", () => {
    const parts = { ...base, components: (n: number) => (n > 0 ? [n] : []) };
    for (const wrong of [Number.NaN, -1, "3", undefined]) {
      const bad = rulesets.definePartizan({ ...parts, knowledge: { componentSize: () => wrong as never } });
      expect(() => solvers.solve(bad, 6, { toMove: "left", simplify: { maxSize: 4 } })).toThrow(util.InputError);
      expect(() => solvers.solve(bad, 6, { toMove: "left", simplify: { maxSize: 4 } })).toThrow(/strip: the size of component key 6 .* not a non-negative number/);
    }
    // a good size: the strip of 6 is large under a limit of 4, its options small
    const good = rulesets.definePartizan({ ...parts, knowledge: { componentSize: (n: number) => n } });
    expect(solvers.solve(good, 6, { toMove: "left", simplify: { maxSize: 4 } }).winner).toBe(solvers.referenceSolve(good, 6, { toMove: "left" }));
  });
  it("where used: counts that are not non-negative integers with safe ≤ most", () => {
    const bad = rulesets.definePartizan({ ...base, knowledge: { moveCounts: () => ({ leftSafe: 2, leftMost: 1, rightSafe: 0, rightMost: 0 }) } });
    expect(() => solvers.solve(bad, 6, { toMove: "left" })).toThrow(util.InputError);
    expect(() => solvers.solve(bad, 6, { toMove: "left" })).toThrow(/strip: knowledge.moveCounts\(key 6\) returned .*safe ≤ most/);
    expect(() => solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left", knowledge: "yes" } as never)).toThrow(/knowledge must be true or false/);
  });
});
