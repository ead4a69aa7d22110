// Hare and Hounds (games.harehounds), a loopy partizan ruleset (issue 28, item 5). Checked
//  (a) against published theory, the source beside each check: the board (Lucas 1893; Gardner,
//      "Mathematical Games", Scientific American, October 1963; Winning Ways, 1982, "Fox and Geese;
//      Hare and Hounds"), and Gardner's result that the hounds, moving first, win with perfect play
//      from either opening (the hare on the right end, or in the centre), as reported by
//      Wikipedia's "Hare games" article. Gardner plays with the stalling rule, which only takes wins
//      from the hounds, so his win for the hounds is a win in this loopy version without it too;
//  (b) against a plain reference: a naive win/loss/draw fixed point on (position, player to move)
//      written from the rules alone (no cgt.loopy, no folding, escape = the hare has won), at every
//      position of the engine's game graph from the opening; and against the game graph built on
//      the raw moves without the mirror fold (canonical forms of stoppers, outcome classes);
//  (c) known theory of loopy games (a player who cannot move loses; a hare that has escaped is `off`);
//  (d) bad input and the budget.
// Values only cgtlab produced are labelled regression pins.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { harehounds } from "../lib/games";
import { loopyGraph, loopyOutcomeClass, loopyValue } from "../lib/solvers";
import { BudgetExceededError, InputError } from "../lib/util";

const L = cgt.loopy;
const H = harehounds;
type Pos = harehounds.HareHoundsPosition;
type Outcome = cgt.loopy.LoopyOutcome;
const keyOf = (p: Pos): string => `${p.hare}:${p.hounds.join(",")}`;

/**
 * The plain reference: every position reachable from `root` (either player moving), each with
 * Left (the hounds) and with Right (the hare) to move; a player without a move loses, a hare that
 * has escaped has won; then the naive sweep: a player to move wins when some move reaches a
 * position the opponent loses, loses when every move reaches one the opponent wins, until nothing
 * changes; the rest are draws. O(positions² ) sweeps at worst: small boards.
 */
function plainOutcomes(root: Pos, columns: number): Map<string, { left: Outcome; right: Outcome }> {
  const seen = new Map<string, Pos>([[keyOf(root), root]]);
  const queue = [root];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    if (H.escaped(p, columns)) continue;
    for (const q of [...H.houndMoves(p, columns), ...H.hareMoves(p, columns)]) {
      if (!seen.has(keyOf(q))) {
        seen.set(keyOf(q), q);
        queue.push(q);
      }
    }
  }
  const left = new Map<string, Outcome | undefined>();
  const right = new Map<string, Outcome | undefined>();
  for (const [k, p] of seen) {
    if (H.escaped(p, columns)) {
      left.set(k, "RightWins");
      right.set(k, "RightWins");
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [k, p] of seen) {
      if (left.get(k) === undefined) {
        const next = H.houndMoves(p, columns).map((q) => right.get(keyOf(q)));
        const v = next.includes("LeftWins") ? "LeftWins" : next.every((o) => o === "RightWins") ? "RightWins" : undefined;
        if (v !== undefined) {
          left.set(k, v);
          changed = true;
        }
      }
      if (right.get(k) === undefined) {
        const next = H.hareMoves(p, columns).map((q) => left.get(keyOf(q)));
        const v = next.includes("RightWins") ? "RightWins" : next.every((o) => o === "LeftWins") ? "LeftWins" : undefined;
        if (v !== undefined) {
          right.set(k, v);
          changed = true;
        }
      }
    }
  }
  const out = new Map<string, { left: Outcome; right: Outcome }>();
  for (const k of seen.keys()) out.set(k, { left: left.get(k) ?? "Draw", right: right.get(k) ?? "Draw" });
  return out;
}

/** The game graph on the raw moves (no fold), escaped positions embedded as off: a cgt.loopy graph. */
function plainGraph(root: Pos, columns: number): cgt.loopy.LoopyGame {
  const index = new Map<string, number>([[keyOf(root), 0]]);
  const queue = [root];
  const nodes = new Map<string, { left: (string | cgt.loopy.LoopyGame)[]; right: (string | cgt.loopy.LoopyGame)[] }>();
  const label = (q: Pos): string => {
    if (!index.has(keyOf(q))) {
      index.set(keyOf(q), queue.length);
      queue.push(q);
    }
    return String(index.get(keyOf(q)));
  };
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    if (H.escaped(p, columns)) nodes.set(String(i), { left: L.off.leftOptions(), right: L.off.rightOptions() });
    else nodes.set(String(i), { left: H.houndMoves(p, columns).map(label), right: H.hareMoves(p, columns).map(label) });
  }
  return L.graph(nodes, "0");
}

describe("the board (Lucas 1893; Gardner 1963; Winning Ways 1982)", () => {
  it("the standard board: 11 points, 22 lines, the square's diagonals crossing at the centre, a triangle at each end", () => {
    const b = H.board();
    expect(b.size).toBe(11);
    // points: 0 left end; 1 2 3 column 1 (top, middle, bottom); 4 5 6 column 2; 7 8 9 column 3; 10 right end
    expect(b.neighbours).toEqual([[1, 2, 3], [0, 2, 4, 5], [0, 1, 3, 5], [0, 2, 5, 6], [1, 5, 7], [1, 2, 3, 4, 6, 7, 8, 9], [3, 5, 9], [4, 5, 8, 10], [5, 7, 9, 10], [5, 6, 8, 10], [7, 8, 9]]);
    expect(b.neighbours.reduce((a, n) => a + n.length, 0) / 2).toBe(22);
    expect(H.format(H.start())).toBe(" x..\nx...o\n x..");
    expect(H.format(H.start(3, true))).toBe(" x..\nx.o..\n x..");
  });
});

describe("published theory", () => {
  const hh = H.ruleset;
  for (const [opening, p] of [["the hare on the right end", H.start()], ["the hare in the centre", H.start(3, true)]] as const) {
    it(`the hounds, moving first, win from the opening with ${opening} (Gardner, Scientific American, October 1963, via Wikipedia "Hare games")`, () => {
      const g = loopyGraph(hh, p).game;
      expect(L.outcome(g, "Left")).toBe("LeftWins");
    }, 60_000);
  }

  it("regression pins (cgtlab only, no published value found): with the hare moving first (Lucas's rule) the hounds still win from both openings; outcome class L; from every point the hare can start on", () => {
    for (const p of [H.start(), H.start(3, true)]) {
      expect(L.outcome(loopyGraph(hh, p).game, "Right")).toBe("LeftWins");
      expect(loopyOutcomeClass(hh, p)).toBe("L");
    }
    for (const hare of [2, 4, 6, 7, 8, 9]) expect(loopyOutcomeClass(hh, H.position([0, 1, 3], hare)), `hare on ${hare}`).toBe("L");
  }, 120_000);

  it("the opening is not a stopper (the hounds' vertical moves and the hare's can alternate for ever: Siegel, CGT ch. VI)", () => {
    expect(L.isStopper(loopyGraph(hh, H.start()).game)).toBe(false);
    // regression pin: 773 vertices in the folded graph from the opening
    expect(loopyGraph(hh, H.start()).game.size).toBe(773);
  }, 60_000);
});

describe("known theory", () => {
  it("a hare that cannot move loses; both stuck is 0; a hare strictly left of every hound has escaped: off", () => {
    const hh = H.ruleset;
    // hounds on the three points of column 3, the hare on the right end: no one can move
    expect(String(loopyValue(hh, H.parse("..x|...xo|..x")))).toBe("0");
    // the hare on top of column 2 boxed in by hounds on 1, 5 and 7; the hare to move loses
    const boxed = H.position([1, 5, 7], 4);
    expect(H.hareMoves(boxed)).toEqual([]);
    expect(L.outcome(loopyGraph(hh, boxed).game, "Right")).toBe("LeftWins");
    // escaped
    const away = H.parse("...|o.xx.|..x");
    expect(H.escaped(away)).toBe(true);
    expect(String(loopyValue(hh, away))).toBe("off");
    expect(H.escaped(H.parse("x..|.o...|...")), "level with a hound is not past it").toBe(false);
  });

  it("hounds never move left; the hare moves along every line", () => {
    const b = H.board();
    const rand = cgt.mulberry32(1963);
    for (let t = 0; t < 200; t++) {
      const pts = [...Array(11).keys()].sort(() => rand() - 0.5).slice(0, 4);
      const p = H.position(pts.slice(1), pts[0]);
      for (const q of H.houndMoves(p)) {
        const moved = p.hounds.filter((h) => !q.hounds.includes(h));
        const to = q.hounds.filter((h) => !p.hounds.includes(h));
        expect(moved.length).toBe(1);
        expect(b.col[to[0]]).toBeGreaterThanOrEqual(b.col[moved[0]]);
        expect(b.neighbours[moved[0]]).toContain(to[0]);
      }
      expect(H.hareMoves(p).map((q) => q.hare)).toEqual(b.neighbours[p.hare].filter((x) => !p.hounds.includes(x)));
    }
  });
});

describe("the engine against plain references", () => {
  it("every position of the opening's game graph: outcomes with each player first equal the naive fixed point on the rules", () => {
    const g = loopyGraph(H.ruleset, H.start());
    const lab = L.outcomeLabels(g.game);
    const plain = plainOutcomes(H.start(), 3);
    let checked = 0;
    g.positions.forEach((p, v) => {
      if (p === undefined) return;
      const want = plain.get(keyOf(p));
      expect(want, H.format(p)).toBeDefined();
      expect({ left: lab.left[v], right: lab.right[v] }, H.format(p)).toEqual(want);
      checked++;
    });
    expect(checked).toBeGreaterThan(500);
  }, 120_000);

  it("the board with one column (5 points), one or two hounds: values equal the unfolded graph's (canonical form of stoppers, outcome class)", () => {
    const r = H.hareAndHounds({ columns: 1 });
    for (const hounds of [[0], [1], [2], [0, 1], [0, 2], [1, 3], [0, 3]]) {
      for (let hare = 0; hare < 5; hare++) {
        if (hounds.includes(hare)) continue;
        const p = H.position(hounds, hare, 1);
        const plain = plainGraph(p, 1);
        const v = loopyValue(r, p);
        const label = H.format(p, 1);
        expect(L.sidedEqual(v, plain), label).toBe(true);
        if (L.isStopper(plain)) expect(String(v), label).toBe(L.format(L.canonical(plain)));
        expect(loopyOutcomeClass(r, p), label).toBe(L.outcomeClass(plain));
        const o = plainOutcomes(p, 1).get(keyOf(p));
        expect([L.outcome(plain, "Left"), L.outcome(plain, "Right")], label).toEqual([o?.left, o?.right]);
      }
    }
  }, 60_000);

  it("the mirror fold: mirrored positions have the same outcomes, and the folded graph is smaller than the raw one", () => {
    const hh = H.ruleset;
    const a = H.parse("x..|x..o.|...");
    const m = H.parse("...|x..o.|x..");
    expect(loopyOutcomeClass(hh, a)).toBe(loopyOutcomeClass(hh, m));
    expect(loopyGraph(hh, H.start()).game.size).toBeLessThan(plainGraph(H.start(), 3).size);
  }, 60_000);
});

describe("pictures and bad input", () => {
  it("parse and format round trip; the drawing has a circle per point and a line per line", () => {
    const rand = cgt.mulberry32(11);
    for (let t = 0; t < 50; t++) {
      const pts = [...Array(11).keys()].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * 4));
      const p = H.position(pts.slice(1), pts[0]);
      expect(H.parse(H.format(p))).toEqual(p);
      expect(H.ruleset.parse?.(H.format(p).split("\n").join("|"))).toEqual(p);
    }
    const svg = H.draw(H.start());
    expect((svg.match(/<circle/g) ?? []).length).toBe(11);
    expect((svg.match(/<line/g) ?? []).length).toBe(22);
    expect(H.format(H.start(5), 5)).toBe(" x....\nx.....o\n x....");
  });

  it("bad positions, pictures and parameters are InputErrors saying what and where", () => {
    expect(() => H.position([0, 1, 11], 10)).toThrow(/hound 3 must be a point 0\.\.10 of the board, got 11/);
    expect(() => H.position([0, 1, 3], 3)).toThrow(/two pieces on point 3/);
    expect(() => H.parse("x..|x...o|x.z")).toThrow(/unknown character "z" at row 3, point 3/);
    expect(() => H.parse("x..|x....|x..")).toThrow(/no hare/);
    expect(() => H.parse("x..|x..oo|x..")).toThrow(/a second hare at row 2, point 5/);
    expect(() => H.parse("x..|x..o|x..")).toThrow(/row 2 of the picture has 4 points, it should have 5/);
    expect(() => H.parse("x..|x...o")).toThrow(/three rows/);
    expect(() => H.hareAndHounds({ columns: 2 })).toThrow(/columns must be an odd integer/);
    expect(() => H.hareAndHounds({ cols: 3 } as never)).toThrow(/unknown parameter "cols"/);
    expect(() => loopyValue(H.ruleset, { hounds: [0, 1], hare: 1 })).toThrow(InputError);
  });

  it("a loopy ruleset larger than the budget: BudgetExceededError naming the limit", () => {
    expect(() => loopyValue(H.ruleset, H.start(), { budget: { maxPositions: 50 } })).toThrow(BudgetExceededError);
    expect(() => loopyOutcomeClass(H.hareAndHounds({ columns: 5 }), H.start(5), { budget: { maxPositions: 50 } })).toThrow(/maxPositions = 50/);
  });
});
