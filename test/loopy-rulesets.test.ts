// Loopy rulesets in the engine (issue 28, items 4 and 5): solvers.loopyGraph / loopyValue /
// loopyOutcomeClass / loopyNimValue on Backsliding Toads and Frogs, Fox and Geese (and its
// Ceylonese and wider variants) and the token walk. Checked (a) against values published by others,
// the source beside each value: CGSuite's own test suite (github.com/aaron-siegel/cgsuite,
// lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala and GameStripTest.scala, CGSuite 2.x,
// Siegel); (b) against a plain reference: the game graph built by a breadth-first search on the
// raw moves (no keys folded, no known values, no components), whose canonical form (whole graph,
// cgt.loopy.canonical) or outcome class must agree with the engine's; (c) against the short-game
// engine on a short ruleset (Toads and Frogs); (d) Smith's theorem on the token walk; (e) bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { foxgeese, tokenwalk, toadsfrogs } from "../lib/games";
import { definePartizan, defineImpartial, type Ruleset } from "../lib/ruleset";
import { canonicalValue, loopyGraph, loopyNimValue, loopyOutcomeClass, loopyValue, nimValue, outcomeClass } from "../lib/solvers";
import { loopyGraphPicture } from "../lib/notebook";
import { BudgetExceededError, InputError } from "../lib/util";

const L = cgt.loopy;
type LG = cgt.loopy.LoopyGame;

/** The plain reference graph: breadth-first on the raw moves, keyed by the ruleset's plain key, nothing folded or known. */
function plainGraph<P>(r: Ruleset<P>, root: P, known?: (p: P) => LG | undefined): LG {
  const index = new Map<string | number | bigint, number>();
  const nodes = new Map<string, { left: (string | LG)[]; right: (string | LG)[] }>();
  const queue: P[] = [root];
  index.set(r.key(root), 0);
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    const label = (q: P): string => {
      const k = r.key(q);
      if (!index.has(k)) {
        index.set(k, queue.length);
        queue.push(q);
      }
      return String(index.get(k));
    };
    const kv = known?.(p);
    if (kv !== undefined) {
      nodes.set(String(i), { left: kv.leftOptions(), right: kv.rightOptions() });
      continue;
    }
    const lo = [...(r.kind === "partizan" ? r.leftOptions(p) : r.options(p))].map(label);
    const ro = [...(r.kind === "partizan" ? r.rightOptions(p) : r.options(p))].map(label);
    nodes.set(String(i), { left: lo, right: ro });
  }
  return L.graph(nodes, "0");
}

/** A small random strip of t, f, . */
function randomStrip(rand: () => number, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += ".tf"[Math.floor(rand() * 3)];
  return s;
}

describe("published values (CGSuite's test suite)", () => {
  const fg = foxgeese.ruleset;
  const g3: foxgeese.Square[] = [[3, 1], [3, 3], [3, 5], [3, 7]];
  // CGSuite, GameGridTest.scala, "FoxAndGeese.ValuesTable" of geese {(3,1),(3,3),(3,5),(3,7)}
  const table: [foxgeese.Square, string][] = [
    [[2, 2], "2over"],
    [[2, 4], "2"],
    [[2, 6], "3*"],
    [[2, 8], "4over"],
    [[1, 1], "{6|2over}"],
    [[1, 3], "{2over|2}"],
    [[1, 5], "{4|3||2}"],
    [[1, 7], "{4over|3*}"],
  ];
  for (const [fox, text] of table) {
    it(`Fox and Geese, geese on row 3, fox on (${fox.join(",")}) = ${text} (CGSuite GameGridTest.scala, ValuesTable)`, () => {
      const v = loopyValue(fg, foxgeese.position(g3, fox));
      expect(v).toBeInstanceOf(L.LoopyGame);
      expect(String(v)).toBe(text);
      expect(L.sidedEqual(v, L.parse(text))).toBe(true);
    }, 60_000);
  }

  it("Fox and Geese on a board 10 wide, geese on row 3, fox on (1,9) = {6over|5*} (CGSuite GameGridTest.scala, GenFoxAndGeese)", () => {
    const wide = foxgeese.foxAndGeese({ boardWidth: 10 });
    const v = loopyValue(wide, foxgeese.position([[3, 1], [3, 3], [3, 5], [3, 7], [3, 9]], [1, 9], 10));
    expect(String(v)).toBe("{6over|5*}");
  }, 120_000);

  it("Backsliding Toads and Frogs ttt..fff = {on||0|-1/2} & {1/2|0||off} (CGSuite GameStripTest.scala, printed as CGSuite prints it): not a stopper, a draw whoever starts", () => {
    // The sided value says: with Left first, Left wins the onside {on||0|-1/2} (to on) but loses the
    // offside {1/2|0||off}, so the best Left can force is a draw; with Right first, Right wins the
    // offside (to off) and loses the onside: a draw again. Outcome class D.
    const b = toadsfrogs.backsliding;
    const v = loopyValue(b, "ttt..fff");
    expect(v).toBeInstanceOf(L.SidedValue);
    expect(String(v)).toBe("{on||0|-1/2} & {1/2|0||off}");
    expect(L.isStopper(loopyGraph(b, "ttt..fff").game)).toBe(false);
    expect(loopyOutcomeClass(b, "ttt..fff")).toBe("D");
    expect(L.sidedOutcomeClass(v)).toBe("D");
    const on = L.parse("{on||0|-1/2}");
    const off = L.parse("{1/2|0||off}");
    expect([L.outcome(on, "Left"), L.outcome(off, "Left"), L.outcome(on, "Right"), L.outcome(off, "Right")]).toEqual(["LeftWins", "RightWins", "LeftWins", "RightWins"]);
  }, 60_000);
});

describe("engine-built graphs against the plain reference", () => {
  it("Backsliding Toads and Frogs on random strips of up to 5 cells: same canonical form (stoppers), same sided value and outcome class", () => {
    const rand = cgt.mulberry32(28);
    const b = toadsfrogs.backsliding;
    for (let i = 0; i < 40; i++) {
      const s = randomStrip(rand, 2 + Math.floor(rand() * 4));
      const plain = plainGraph(b, s);
      const v = loopyValue(b, s);
      // a stopper's value is its canonical form; a graph with cycles may still equal a stopper
      if (L.isStopper(plain)) expect(String(v), s).toBe(L.format(L.canonical(plain)));
      expect(L.sidedEqual(v, plain), s).toBe(true);
      expect(L.sidedOutcomeClass(v), s).toBe(L.outcomeClass(plain));
      expect(loopyOutcomeClass(b, s), s).toBe(L.outcomeClass(plain));
      // the folded graph has no more vertices than the plain one
      expect(loopyGraph(b, s).game.size).toBeLessThanOrEqual(plain.size);
    }
  }, 60_000);

  it("Fox and Geese on a board 4 wide, two geese: same canonical form as the whole plain graph", () => {
    const r = foxgeese.foxAndGeese({ boardWidth: 4 });
    const geese: foxgeese.Square[] = [[3, 1], [3, 3]];
    for (const fox of [[1, 1], [1, 3], [2, 2], [2, 4]] as foxgeese.Square[]) {
      const p = foxgeese.position(geese, fox, 4);
      const plain = plainGraph(r, p, (q) => (foxgeese.escaped(q, 4) ? L.off : undefined));
      expect(String(loopyValue(r, p))).toBe(L.format(L.canonical(plain)));
    }
  }, 60_000);

  it("Fox and Geese on an odd board (mirror folding): same values as without the fold", () => {
    const r = foxgeese.foxAndGeese({ boardWidth: 5 });
    const geese: foxgeese.Square[] = [[3, 1], [3, 3], [3, 5]];
    for (const fox of [[1, 1], [1, 5], [2, 2], [2, 4], [1, 3]] as foxgeese.Square[]) {
      const p = foxgeese.position(geese, fox, 5);
      const plain = plainGraph(r, p, (q) => (foxgeese.escaped(q, 5) ? L.off : undefined));
      expect(L.sidedEqual(loopyValue(r, p), L.canonical(plain))).toBe(true);
    }
    // mirror images have equal values
    const a = loopyValue(r, foxgeese.position(geese, [1, 1], 5));
    const m = loopyValue(r, foxgeese.position(geese, [1, 5], 5));
    expect(String(a)).toBe(String(m));
  }, 60_000);

  it("a short ruleset (Toads and Frogs): the loopy value is the short engine's canonical value", () => {
    const rand = cgt.mulberry32(7);
    for (let i = 0; i < 30; i++) {
      const s = randomStrip(rand, 2 + Math.floor(rand() * 5));
      const v = loopyValue(toadsfrogs.ruleset, s);
      if (!(v instanceof L.LoopyGame)) throw new Error(`${s}: a short position's loopy value must be a stopper, got ${String(v)}`);
      expect(L.isLoopfree(v)).toBe(true);
      expect(cgt.format(L.toShort(v)), s).toBe(cgt.format(canonicalValue(toadsfrogs.ruleset, s)));
    }
  });
});

describe("the token walk (Smith's generalized Sprague-Grundy values)", () => {
  it("a 2-cycle with an exit to a sink, and a 3-cycle: values by Smith's definition", () => {
    // 0 ⇄ 1, 1 → 2 (a sink): γ(2) = 0; 1 has an option (2) of value 0 and none of value 1, and its
    // other option 0 is of value 0 too (its only move, to 1, lets the opponent move to the sink):
    // γ(0) = 0, γ(1) = 1 (Smith 1966: a P-position has value 0)
    const w = tokenwalk.fromArcs("0>1 1>0 1>2");
    expect([0, 1, 2].map((u) => L.formatLoopyNimValue(loopyNimValue(w, u)))).toEqual(["0", "1", "0"]);
    expect(loopyOutcomeClass(w, 0)).toBe("P");
    // 0 ⇄ 1, both → 2: neither can be 0 (each moves to the sink), and neither 1 (the other has no
    // move to a 1): both ∞ with K = {0}, a first-player win (Smith 1966: ∞(K) with 0 ∈ K is N)
    const v = tokenwalk.fromArcs("0>1 1>0 0>2 1>2");
    expect(L.formatLoopyNimValue(loopyNimValue(v, 0))).toBe("∞(0)");
    expect(loopyOutcomeClass(v, 0)).toBe("N");
    // a pure cycle: every vertex is ∞ with no finite option (a draw)
    const c = tokenwalk.fromArcs("0>1 1>2 2>0");
    expect(L.formatLoopyNimValue(loopyNimValue(c, 0))).toBe("∞");
    expect(loopyOutcomeClass(c, 0)).toBe("D");
  });

  it("Smith's theorem on random digraphs: γ(u) = k finite iff u + *k is a second-player win", () => {
    const rand = cgt.mulberry32(1966);
    for (let t = 0; t < 25; t++) {
      const n = 2 + Math.floor(rand() * 6);
      const succ = Array.from({ length: n }, () => Array.from({ length: n }, (_, w) => w).filter(() => rand() < 0.3));
      const w = tokenwalk.tokenWalk(succ);
      for (let u = 0; u < n; u++) {
        const g = loopyGraph(w, u).game;
        const v = loopyNimValue(w, u);
        for (let k = 0; k < 4; k++) {
          const isP = L.outcomeClass(L.add(g, cgt.nimber(k))) === "P";
          expect(isP, `vertex ${u} of ${JSON.stringify(succ)}, *${k}`).toBe(v.kind === "finite" && v.value === k);
        }
      }
    }
  });
});

describe("front doors and bad input", () => {
  it("the short-game front doors refuse a loopy ruleset, naming the loopy one", () => {
    expect(() => canonicalValue(toadsfrogs.backsliding, "t.f")).toThrow(/Backsliding Toads and Frogs is a loopy ruleset .* use solvers\.loopyValue/);
    expect(() => outcomeClass(toadsfrogs.backsliding, "t.f")).toThrow(/use solvers\.loopyOutcomeClass/);
    expect(() => nimValue(tokenwalk.fromArcs("0>1"), 0)).toThrow(/use solvers\.loopyNimValue/);
  });

  it("a ruleset that loops without saying so: the loop error says how to declare it loopy", () => {
    const cyc = defineImpartial<number>({ name: "cycle", options: (n) => [(n + 1) % 3] });
    expect(() => nimValue(cyc, 0)).toThrow(/a loop.*loopy: true.*solvers\.loopyNimValue/);
    expect(L.formatLoopyNimValue(loopyNimValue(cyc, 0))).toBe("∞");
  });

  it("a loopy ruleset larger than the budget: BudgetExceededError naming the limit", () => {
    const p = foxgeese.position([[8, 2], [8, 4], [8, 6], [8, 8]], [1, 5]);
    expect(() => loopyValue(foxgeese.ruleset, p, { budget: { maxPositions: 500 } })).toThrow(BudgetExceededError);
    expect(() => loopyGraph(foxgeese.ruleset, p, { budget: { maxPositions: 500 } })).toThrow(/maxPositions = 500/);
  });

  it("bad positions and options are InputErrors naming the ruleset and the position", () => {
    expect(() => loopyValue(toadsfrogs.backsliding, "txf")).toThrow(InputError);
    expect(() => foxgeese.position([[3, 1], [2, 5]], [1, 1])).toThrow(/goose 2 \[2, 5\] is not a white square/);
    expect(() => foxgeese.position([[3, 1]], [1, 6])).toThrow(/the fox \[1, 6\] is not a white square/);
    expect(() => foxgeese.position([[3, 1], [3, 1]], [1, 1])).toThrow(/two pieces on square \[3, 1\]/);
    expect(() => foxgeese.parse("x.x.\n.o.z", 4)).toThrow(/unknown character "z" at row 2, column 4/);
    const broken = definePartizan<string>({ name: "Broken", loopy: true, leftOptions: () => ["a", 3 as unknown as string], rightOptions: () => [] });
    expect(() => loopyValue(broken, "a")).toThrow(/Broken: leftOptions\(key a\) returned a number as option 2, which is not a position/);
    const notList = definePartizan<string>({ name: "NotList", loopy: true, leftOptions: () => "ab", rightOptions: () => [] });
    expect(() => loopyValue(notList, "a")).toThrow(/NotList: leftOptions\(key a\) returned the string "ab"/);
    expect(() => tokenwalk.tokenWalk([[1], [2]])).toThrow(/vertex 1 has an arc to 2, which is not a vertex \(vertices are 0\.\.1\)/);
    expect(() => loopyNimValue(toadsfrogs.backsliding as never, "t.f")).toThrow(/needs an impartial ruleset/);
    // options are checked by name: a misspelt one and a limit beside budget are refused, not ignored
    expect(() => loopyValue(toadsfrogs.backsliding, "t.f", { maxStates: 10_000, maxPositions: 5 } as never)).toThrow(/Backsliding Toads and Frogs loopyValue: maxPositions is a budget limit, not an option: write \{ budget: \{ maxPositions: 5 \} \}/);
    expect(() => loopyOutcomeClass(toadsfrogs.backsliding, "t.f", { maxState: 10 } as never)).toThrow(/loopyOutcomeClass: unknown option "maxState" \(the options are budget, onProgress, maxStates\)/);
  });

  it("definitions: loopy must be a boolean, knownLoopyValue needs loopy", () => {
    const base = { name: "X", leftOptions: (): string[] => [], rightOptions: (): string[] => [] };
    expect(() => definePartizan({ ...base, loopy: "yes" as unknown as boolean })).toThrow(/loopy must be true or false/);
    expect(() => definePartizan({ ...base, knownLoopyValue: () => L.off })).toThrow(/knownLoopyValue needs loopy: true/);
    const bad = definePartizan<string>({ ...base, loopy: true, knownLoopyValue: () => 5 as unknown as LG });
    expect(() => loopyValue(bad, "a")).toThrow(/X: knownLoopyValue\(key a\) must return a cgt\.loopy game/);
  });

  it("components: a sum of strips is valued as the loopy sum of its components' values", () => {
    const strip = toadsfrogs.backsliding;
    const sum = definePartizan<string[]>({
      name: "strips",
      loopy: true,
      leftOptions: (ps) => ps.flatMap((s, i) => [...strip.leftOptions(s)].map((o) => ps.map((x, j) => (j === i ? o : x)))),
      rightOptions: (ps) => ps.flatMap((s, i) => [...strip.rightOptions(s)].map((o) => ps.map((x, j) => (j === i ? o : x)))),
      components: (ps) => (ps.length > 1 ? ps.map((s) => [s]) : [ps]),
    });
    const whole = definePartizan<string[]>({ name: "strips (whole)", loopy: true, leftOptions: sum.leftOptions, rightOptions: sum.rightOptions });
    for (const ps of [["t.f", "tt.f"], ["t..f", "t.f"]]) {
      const a = loopyValue(sum, ps);
      const b = loopyValue(whole, ps);
      // the same value, printed the same (a canonical stopper or sided value), whichever way it was built
      expect(String(a)).toBe(String(b));
      expect(L.sidedEqual(a, b)).toBe(true);
      expect(L.sidedOutcomeClass(a)).toBe(L.sidedOutcomeClass(b));
    }
  });
});

describe("notebook.loopyGraphPicture", () => {
  it("draws every position and move of a small graph, and refuses a large one naming the limit", () => {
    const g = loopyGraph(toadsfrogs.backsliding, "t..f");
    const d = loopyGraphPicture(g.game, { labels: g.positions.map((p, i) => (g.negated[i] ? "−" : "") + (p ?? "")) });
    const moves = g.game.left.reduce((a, l, v) => a + l.length + g.game.right[v].length, 0);
    expect(d.vertices).toBe(g.game.size);
    expect(d.moves).toBe(moves);
    // one circle per vertex plus one per pass, one path per other move
    expect((d.svg.match(/marker-end=/g) ?? []).length).toBe(moves - g.game.left.filter((l, v) => l.includes(v)).length - g.game.right.filter((r, v) => r.includes(v)).length);
    expect(d.svg).toContain("t..f");
    expect(() => loopyGraphPicture(loopyGraph(foxgeese.ruleset, foxgeese.position([[3, 1], [3, 3], [3, 5], [3, 7]], [1, 1])).game)).toThrow(/more than maxVertices = 24/);
    expect(() => loopyGraphPicture(L.over, { labels: ["a"] })).toThrow(/1 labels for 2 positions/);
  });
});
