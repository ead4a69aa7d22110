// Loopy games (issue 28, part 1: lib/cgt/loopy*.ts). Checked (a) against values published by
// others, with the source next to each value: Winning Ways ch. 11 (Berlekamp, Conway, Guy 1982),
// Siegel's *Combinatorial Game Theory* (2013) ch. VI, and CGSuite's own test suite
// (github.com/aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
// CanonicalStopperTestCase.scala, SidedValueTestCase.scala, EvalTest.scala); (b) against the short
// games of lib/cgt (embedded as loopy graphs they must compare, add and print as cgt does); and
// (c) against plain fixed-point references (naive sweeps to the fixed point, written from the
// definitions) on random small loopy graphs.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { randomLoopyGames } from "./fixtures/loopy-graphs";
import { BudgetExceededError, InputError } from "../lib/util";

const L = cgt.loopy;
type LG = cgt.loopy.LoopyGame;
const P = (s: string): LG => L.parse(s);
const C = (g: LG): string => L.format(L.canonical(g));

// ---------------------------------------------------------------------------------------------
// Plain references (definitions, naive fixed-point sweeps)
// ---------------------------------------------------------------------------------------------

/**
 * Outcomes by the definition: sweep "mover wins if some move reaches a state the mover's opponent
 * loses; mover loses if every move reaches a state the opponent wins" over all states until
 * nothing changes (least fixed point); the rest are draws. O(states² · degree).
 */
function refOutcomes(g: LG): { left: string[]; right: string[] } {
  const n = g.size;
  const st: number[][] = [new Array<number>(n).fill(0), new Array<number>(n).fill(0)]; // [mover][v]: 1 win, 2 lose
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of [0, 1]) {
      for (let v = 0; v < n; v++) {
        if (st[m][v] !== 0) continue;
        const opts = m === 0 ? g.left[v] : g.right[v];
        const next = st[1 - m];
        const label = opts.some((w) => next[w] === 2) ? 1 : opts.every((w) => next[w] === 1) ? 2 : 0;
        if (label !== 0) {
          st[m][v] = label;
          changed = true;
        }
      }
    }
  }
  const name = (m: number, s: number): string => (s === 0 ? "Draw" : (s === 1) === (m === 0) ? "LeftWins" : "RightWins");
  return { left: st[0].map((s) => name(0, s)), right: st[1].map((s) => name(1, s)) };
}

/**
 * G ≤ H by the definition of survival (Siegel, CGT ch. VI): Left survives H − G moving second.
 * S2(x, y) [Right to move in y − x, Left survives] = every Right move (y → y^R, x → x^L) leads to
 * S1; S1(x, y) [Left to move] = some Left move (y → y^L, x → x^R) leads to S2; the greatest fixed
 * point, by sweeping from "all true" until nothing changes.
 */
function refLeq(g: LG, h: LG): boolean {
  const ng = g.size;
  const nh = h.size;
  const s1 = Array.from({ length: ng }, () => new Array<boolean>(nh).fill(true));
  const s2 = Array.from({ length: ng }, () => new Array<boolean>(nh).fill(true));
  for (let changed = true; changed; ) {
    changed = false;
    for (let x = 0; x < ng; x++) {
      for (let y = 0; y < nh; y++) {
        if (s2[x][y] && !(h.right[y].every((y2) => s1[x][y2]) && g.left[x].every((x2) => s1[x2][y]))) {
          s2[x][y] = false;
          changed = true;
        }
        if (s1[x][y] && !(h.left[y].some((y2) => s2[x][y2]) || g.right[x].some((x2) => s2[x2][y]))) {
          s1[x][y] = false;
          changed = true;
        }
      }
    }
  }
  return s2[0][0];
}

/**
 * Whether two stoppers in simplest form have isomorphic graphs (Siegel, CGT ch. VI: equal
 * simplest forms are isomorphic). In a simplest form no two positions are equal, so the map is
 * forced: each option of u goes to the option of u' equal to it (found with L.equal).
 */
function isomorphic(g: LG, h: LG): boolean {
  if (g.size !== h.size) return false;
  const map = new Map<number, number>([[0, 0]]);
  const queue = [0];
  while (queue.length > 0) {
    const u = queue.shift()!;
    const u2 = map.get(u)!;
    for (const [mine, theirs] of [[g.left[u], h.left[u2]], [g.right[u], h.right[u2]]] as const) {
      if (mine.length !== theirs.length) return false;
      for (const w of mine) {
        const match = theirs.filter((w2) => L.equal(g.follower(w), h.follower(w2)));
        if (match.length !== 1) return false;
        const known = map.get(w);
        if (known !== undefined && known !== match[0]) return false;
        if (known === undefined) {
          map.set(w, match[0]);
          queue.push(w);
        }
      }
    }
  }
  return map.size === g.size && new Set(map.values()).size === g.size;
}

// ---------------------------------------------------------------------------------------------
// Definitions and published values
// ---------------------------------------------------------------------------------------------

describe("the named loopy games, from their definitions", () => {
  it("on = {pass|}, off = {|pass}, dud = {pass|pass}, over = {0|pass}, under = {pass|0}, upon = {pass|*} (Winning Ways ch. 11; CGSuite EvalTest: dud prints as dud, upon as ^[on])", () => {
    expect(String(L.on)).toBe("on");
    expect(String(L.off)).toBe("off");
    expect(L.format(P("{pass|pass}"))).toBe("dud");
    expect(String(L.over)).toBe("over");
    expect(String(L.under)).toBe("under");
    expect(String(L.upon)).toBe("^[on]");
    expect(L.on.left).toEqual([[0]]);
    expect(L.on.right).toEqual([[]]);
    expect(L.equal(L.under, L.neg(L.over))).toBe(true);
    expect(L.equal(L.off, L.neg(L.on))).toBe(true);
    // EvalTest "over by node label": x{0|x} is over
    expect(L.format(P("x{0|x}"))).toBe("over");
    expect(L.equal(L.graph({ a: { left: [cgt.ZERO], right: ["a"] } }), L.over)).toBe(true);
  });

  it("outcome classes by play, with draws (CGSuite SidedValueTestCase: dud D, a{{|a}|} (tis) PHat, {0|{dud|},*} NHat, Bach's Carousel N)", () => {
    expect(L.outcomeClass(L.dud)).toBe("D");
    expect(L.outcomeClass(P("a{{|a}|}"))).toBe("PHat");
    expect(L.outcomeClass(L.tis)).toBe("PHat");
    expect(L.outcomeClass(P("{0|{dud|},*}"))).toBe("NHat");
    expect(L.outcomeClass(P("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}"))).toBe("N");
    // on + off = dud (Winning Ways ch. 11): a draw whoever starts
    expect(L.outcomeClass(L.add(L.on, L.off))).toBe("D");
    expect(L.outcome(L.dud, "Left")).toBe("Draw");
    // tisn = {|tis}: Right moving first goes to tis and play never ends; Left moving first cannot move
    expect(L.outcomeClass(L.tisn)).toBe("PCheck");
  });

  it("GameTest: ^.Pow(on) + {0|upon} = {0||0|0,pass} + {0|upon} is not a stopper and has outcome class L (CGSuite GameTest.scala)", () => {
    const g = L.add(P("{0||0|0,pass}"), P("{0|upon}"));
    expect(L.isStopper(g)).toBe(false);
    expect(L.outcomeClass(g)).toBe("L");
  });

  it("stoppers: on, off, over, upon are; dud, tis, on + off and over − over are not (Siegel, CGT ch. VI §1; CGSuite SidedValueTestCase IsStopper false)", () => {
    for (const g of [L.on, L.off, L.over, L.under, L.upon]) expect(L.isStopper(g)).toBe(true);
    for (const g of [L.dud, L.tis, L.tisn, L.add(L.on, L.off), L.sub(L.over, L.over), L.sub(L.upon, L.upon)]) expect(L.isStopper(g)).toBe(false);
    expect(L.isPlumtree(L.over)).toBe(true);
    expect(L.isPlumtree(L.tis)).toBe(false); // a 2-cycle
    expect(L.isLoopfree(L.on)).toBe(false);
    expect(L.isLoopfree(L.fromShort(cgt.UP))).toBe(true);
  });

  it("on ≥ every short game ≥ off; 0 < over < every positive number; under < 0 (Winning Ways ch. 11; Siegel, CGT ch. VI)", () => {
    const games = cgt.randomCanonicalGames(28, 10, 3);
    for (const g of games) {
      expect(L.geq(L.on, g)).toBe(true);
      expect(L.leq(L.off, g)).toBe(true);
      expect(L.compare(L.on, g)).toBe(">");
      if (cgt.isNumber(g) && cgt.compare(g, cgt.ZERO) === ">") expect(L.compare(L.over, g)).toBe("<");
    }
    expect(L.compare(L.over, cgt.ZERO)).toBe(">");
    expect(L.compare(L.under, cgt.ZERO)).toBe("<");
    for (let k = 0; k <= 30; k += 5) expect(L.compare(L.over, cgt.dyadic(1, k))).toBe("<");
    expect(L.compare(L.on, L.on)).toBe("=");
    expect(L.compare(L.on, L.over)).toBe(">");
  });
});

/**
 * CGSuite's CanonicalStopperTestCase.scala: for each stopper x, its printed canonical form,
 * FollowerCount, OutcomeClass, LeftStop, RightStop, IsInfinitesimal, IsNumberish, IsPlumtree.
 * (CGSuite writes `{0||0|0,pass}` for its `uponth := {0||0|0,pass}` in the sixth input.)
 */
const CANONICAL_STOPPERS: [string, string, number, string, string, string, boolean, boolean, boolean][] = [
  ["on", "on", 1, "L", "on", "on", false, false, true],
  ["off", "off", 1, "R", "off", "off", false, false, true],
  ["over", "over", 2, "L", "over", "over", true, true, true],
  ["{pass|3/2}", "3/2under", 5, "L", "3/2under", "3/2under", false, true, true],
  ["{-1/4+*|pass}", "-1/4v[on]", 6, "R", "-1/4", "-1/4", false, true, true],
  ["{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}", 7, "N", "0", "0", true, true, true],
  ["{0|||0||0|off}", "{0|Tiny(on)}", 5, "L", "0", "0", true, true, true],
  ["{on|0||0}", "Miny(on)", 4, "R", "0", "0", true, true, true],
  ["{0||0|under}", "Tiny(over)", 4, "L", "0", "0", true, true, true],
  ["+-{0|pass}", "+-over", 4, "N", "over", "under", true, true, true],
  ["+-{5|pass}", "+-(5over)", 14, "N", "5over", "-5under", false, false, true],
  ["a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", 6, "L", "0", "0", true, true, false],
  [
    "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
    "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
    17, "L", "0", "0", true, true, false,
  ],
  // Grenville's example of an unstable game
  ["a{0|{0||||0,*2|||a|0||0}||0}", "a{0|{0||||0,*2|||a|0||0}||0}", 9, "N", "0", "0", true, true, false],
];

/** CanonicalStopperTestCase's IsIdempotent column, for the inputs whose G + G is a stopper. */
const IDEMPOTENT: Record<string, boolean> = {
  on: true, off: true, over: true, "{pass|3/2}": false, "{-1/4+*|pass}": false, "{0|||0||0|off}": false, "{on|0||0}": true, "{0||0|under}": true,
};

/**
 * CanonicalStopperTestCase's IsNumberTiny, LeftOptions and RightOptions columns, row by row in the order of
 * CANONICAL_STOPPERS (each option set has at most one option there; the options as CGSuite prints them).
 */
const NUMBER_TINY_AND_OPTIONS: [boolean, string[], string[]][] = [
  [false, ["on"], []],
  [false, [], ["off"]],
  [false, ["0"], ["over"]],
  [false, ["3/2under"], ["3/2"]],
  [false, ["-1/4*"], ["-1/4v[on]"]],
  [false, ["{0|^<on>}"], ["v<on>"]],
  [false, ["0"], ["Tiny(on)"]],
  [true, ["{on|0}"], ["0"]],
  [true, ["0"], ["{0|under}"]],
  [false, ["over"], ["under"]],
  [false, ["5over"], ["-5under"]],
  [false, ["0"], ["a{0||||0|a||*|||*}"]],
  [true, ["0"], ["{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}"]],
  [false, ["a{0||0|{0,*2||||a|0||0|||0}}"], ["0"]],
];

describe("canonical stoppers: CGSuite's CanonicalStopperTestCase.scala", () => {
  it("IsNumberTiny, LeftOptions and RightOptions (the options compared as stoppers with CGSuite's printed ones)", () => {
    expect(NUMBER_TINY_AND_OPTIONS.length).toBe(CANONICAL_STOPPERS.length);
    CANONICAL_STOPPERS.forEach(([x], i) => {
      const [tiny, left, right] = NUMBER_TINY_AND_OPTIONS[i]!;
      const c = L.canonical(P(x));
      expect(L.isNumberTiny(P(x)), `${x} IsNumberTiny`).toBe(tiny);
      for (const [got, want, side] of [[c.leftOptions(), left, "Left"], [c.rightOptions(), right, "Right"]] as const) {
        expect(got.length, `${x} ${side}Options`).toBe(want.length);
        want.forEach((w, k) => {
          expect(L.equal(got[k]!, P(w)), `${x} ${side} option ${w}`).toBe(true);
        });
      }
    });
  });

  it("IsNumberTiny agrees with cgt.isNumberTiny on loop-free games, and is refused for a game that is not a stopper", () => {
    for (const g of cgt.randomCanonicalGames(29, 40, 3)) expect(L.isNumberTiny(g), cgt.format(g)).toBe(cgt.isNumberTiny(g));
    for (const s of ["1+{0||0|-1}", "{1|0||0}", "2+{0|||0||0|-3}"]) expect(L.isNumberTiny(cgt.parse(s)), s).toBe(cgt.isNumberTiny(cgt.parse(s)));
    expect(() => L.isNumberTiny(L.dud)).toThrow(InputError);
  });

  it("IsIdempotent is decided (G + G a stopper) for the eight plumtrees without switches", () => {
    const decided = CANONICAL_STOPPERS.filter(([x]) => {
      const c = L.canonical(P(x));
      return L.isStopper(L.add(c, c));
    }).map(([x]) => x);
    expect(decided.sort()).toEqual(Object.keys(IDEMPOTENT).sort());
  });

  it.each(CANONICAL_STOPPERS)("%s", (x, out, followers, oc, ls, rs, inf, numberish, plumtree) => {
    const g = P(x);
    expect(L.isStopper(g)).toBe(true);
    expect(L.isLoopfree(g)).toBe(false);
    const c = L.canonical(g);
    expect(L.format(c)).toBe(out);
    expect(L.equal(P(out), g)).toBe(true);
    expect(c.size).toBe(followers);
    expect(L.outcomeClass(g)).toBe(oc);
    expect(L.formatPseudonumber(L.leftStop(g))).toBe(ls);
    expect(L.formatPseudonumber(L.rightStop(g))).toBe(rs);
    expect(L.isInfinitesimal(g)).toBe(inf);
    expect(L.isNumberish(g)).toBe(numberish);
    expect(L.isPlumtree(c)).toBe(plumtree);
    expect(L.equal(c, g)).toBe(true);
    // IsIdempotent (G + G = G), where the sum is a stopper (all 14 rows, by sided values: test/cgt-loopy-sides.test.ts)
    const twice = L.add(c, c);
    if (L.isStopper(twice)) expect(L.equal(twice, c)).toBe(IDEMPOTENT[x]);
    // the canonical form is its own canonical form, and reads back as itself
    expect(L.canonical(c).size).toBe(c.size);
    expect(C(P(L.format(c)))).toBe(L.format(c));
  });
});

describe("CGSuite's EvalTest.scala (loopy part)", () => {
  it("upon forms: [{pass|*},{pass,0|0},{*|pass},{0|0,pass}] print [^[on],^[on]*,v[on],v[on]*]; 5 + each prints 5^[on], …", () => {
    const forms = ["{pass|*}", "{pass,0|0}", "{*|pass}", "{0|0,pass}"];
    expect(forms.map((s) => C(P(s)))).toEqual(["^[on]", "^[on]*", "v[on]", "v[on]*"]);
    expect(forms.map((s) => C(L.add(cgt.integer(5), P(s))))).toEqual(["5^[on]", "5^[on]*", "5v[on]", "5v[on]*"]);
  });

  it("uponth forms: [{0||0|0,pass},{0,*||*|pass},{0,pass|0||0},{pass|*||0,*}] print [^<on>,^<on>*,v<on>,v<on>*]; 5 + each prints 5^<on>, …", () => {
    const forms = ["{0||0|0,pass}", "{0,*||*|pass}", "{0,pass|0||0}", "{pass|*||0,*}"];
    expect(forms.map((s) => C(P(s)))).toEqual(["^<on>", "^<on>*", "v<on>", "v<on>*"]);
    expect(forms.map((s) => C(L.add(cgt.integer(5), P(s))))).toEqual(["5^<on>", "5^<on>*", "5v<on>", "5v<on>*"]);
  });

  it("+-{0|uponth} prints +-{0|^<on>} (uponth := {0||0|0,pass})", () => {
    expect(C(P("+-{0|{0||0|0,pass}}"))).toBe("+-{0|^<on>}");
  });

  it("over+5 = 5+over = 5over, over-5 = -5over, over+^ = over", () => {
    expect(C(P("over+5"))).toBe("5over");
    expect(C(P("5+over"))).toBe("5over");
    expect(C(P("over-5"))).toBe("-5over");
    expect(C(P("over+^"))).toBe("over");
  });

  it("+-(uponth+*) = 0 with uponth = {0||0|0,pass}", () => {
    expect(C(P("+-({0||0|0,pass}+*)"))).toBe("0");
  });

  it("10*upon = {0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}} (summed one copy at a time, canonical after each)", () => {
    let acc: LG = L.zero;
    for (let i = 0; i < 10; i++) acc = L.canonical(L.add(acc, L.upon));
    expect(L.format(acc)).toBe("{0|{0||||0|||0||0|{0||||0|||0||0|^[on]*}}}");
  });

  it("a hanging pass is an error: `pass`, `{1|0+pass}`", () => {
    expect(() => P("pass")).toThrow(InputError);
    expect(() => P("{1|0+pass}")).toThrow(/pass/);
  });
});

// ---------------------------------------------------------------------------------------------
// Cross-checks
// ---------------------------------------------------------------------------------------------

describe("short games embedded as loopy graphs agree with lib/cgt", () => {
  const games = cgt.randomCanonicalGames(2028, 12, 3);

  it("leq / compare agree with cgt.leq / cgt.compare on random canonical games", () => {
    for (const g of games.slice(0, 40)) {
      for (const h of games.slice(0, 40)) {
        expect(L.leq(g, h), `${cgt.format(g)} <= ${cgt.format(h)}`).toBe(cgt.leq(g, h));
      }
    }
    for (const g of games) for (const h of games.slice(0, 8)) expect(L.compare(L.fromShort(g), L.fromShort(h))).toBe(cgt.compare(g, h));
  });

  it("canonical(fromShort(g)) is g, the sum of two embedded games is their cgt sum, outcome classes and printing agree", () => {
    for (const g of games) {
      const e = L.fromShort(g);
      expect(L.isLoopfree(e) && L.isStopper(e)).toBe(true);
      expect(L.toShort(L.canonical(e))).toBe(g);
      expect(L.outcomeClass(e)).toBe(cgt.outcome(g));
      expect(L.format(e)).toBe(cgt.format(g, { style: "ascii" }));
    }
    for (let i = 0; i + 1 < games.length; i += 2) {
      expect(L.toShort(L.canonical(L.add(games[i], games[i + 1])))).toBe(cgt.add(games[i], games[i + 1]));
      expect(L.toShort(L.neg(games[i]))).toBe(cgt.neg(games[i]));
    }
  });

  it("a non-canonical short form embedded through braces simplifies to its canonical form", () => {
    // {0, * | 0} has Left's * reversible through 0: the value is ↑ ... no: {0,*|0} = ↑* (Winning Ways ch. 2)
    const g = L.braces([cgt.ZERO, cgt.STAR], [cgt.ZERO]);
    expect(L.toShort(L.canonical(g))).toBe(cgt.parse("{0,*|0}"));
  });
});

describe("loopy labellings agree with the naive fixed-point references on random graphs", () => {
  const graphs = randomLoopyGames(11, 150, 5);

  it("outcomes (Left first, Right first) of every position", () => {
    for (const g of graphs) expect(L.outcomeLabels(g), L.format(g)).toEqual(refOutcomes(g));
  });

  it("the survival order of stoppers (G ≤ H iff Left survives H − G moving second)", () => {
    const stoppers = graphs.filter((g) => L.isStopper(g)).slice(0, 40);
    expect(stoppers.length).toBeGreaterThan(20);
    let nonShort = 0;
    for (const g of stoppers) {
      if (!L.isLoopfree(g)) nonShort++;
      for (const h of stoppers) expect(L.leq(g, h), `${L.format(g)} <= ${L.format(h)}`).toBe(refLeq(g, h));
    }
    expect(nonShort).toBeGreaterThan(5);
  });

  it("isStopper agrees with the definition: no alternating cycle (a naive search for one)", () => {
    for (const g of graphs) {
      // an infinite alternating run exists iff some state (v, mover) can reach itself alternating
      const reach = (v: number, m: number): boolean => {
        const seen = new Set<string>();
        const stack: [number, number][] = (m === 0 ? g.left[v] : g.right[v]).map((w) => [w, 1 - m]);
        while (stack.length > 0) {
          const [u, k] = stack.pop()!;
          if (u === v && k === m) return true;
          const key = `${u},${k}`;
          if (seen.has(key)) continue;
          seen.add(key);
          for (const w of k === 0 ? g.left[u] : g.right[u]) stack.push([w, 1 - k]);
        }
        return false;
      };
      const cyclic = [...Array(g.size).keys()].some((v) => reach(v, 0) || reach(v, 1));
      expect(L.isStopper(g)).toBe(!cyclic);
    }
  });

  it("canonical forms of random stoppers: equal to the game, idempotent, equal games have forms of the same size", () => {
    const stoppers = graphs.filter((g) => L.isStopper(g)).slice(0, 40);
    const forms = stoppers.map((g) => L.canonical(g));
    forms.forEach((c, i) => {
      expect(L.equal(c, stoppers[i])).toBe(true);
      expect(L.canonical(c).size).toBe(c.size);
    });
    let pairs = 0;
    for (let i = 0; i < forms.length; i++) {
      for (let j = 0; j < i; j++) {
        if (!L.equal(forms[i], forms[j])) continue;
        pairs++;
        expect(isomorphic(forms[i], forms[j]), `${L.format(forms[i])} vs ${L.format(forms[j])}`).toBe(true);
      }
    }
    expect(pairs).toBeGreaterThan(10);
  });

  it("parse(format(g)) has the same outcomes, and for stoppers the same value (round trip)", () => {
    for (const g of graphs) {
      const back = P(L.format(g));
      expect(L.outcomeClass(back)).toBe(L.outcomeClass(g));
      expect(L.isStopper(back)).toBe(L.isStopper(g));
      if (L.isStopper(g)) expect(L.equal(back, g)).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input and budgets
// ---------------------------------------------------------------------------------------------

describe("bad input is a clear error", () => {
  it("an option that points nowhere names the node", () => {
    expect(() => L.graph({ a: { left: ["b"] } })).toThrow(InputError);
    expect(() => L.graph({ a: { left: ["b"] } })).toThrow(/node "a" has a Left option "b" that names no node/);
    expect(() => L.graph({ a: { right: [42 as unknown as string] } })).toThrow(/node "a" has a Right option that is not/);
    expect(() => L.graph({ a: {} }, "z")).toThrow(/start "z"/);
    expect(() => L.graph({})).toThrow(/no node/);
    expect(() => new L.LoopyGame([[1]], [[]])).toThrow(/Left options of vertex 0 must be vertex indices/);
    expect(() => L.braces([cgt.ZERO, "x" as unknown as cgt.Game], [])).toThrow(/Left option 1 is not/);
  });

  it("a comparison of games that are not stoppers says why it is undefined", () => {
    expect(() => L.leq(L.dud, cgt.ZERO)).toThrow(InputError);
    expect(() => L.leq(L.dud, cgt.ZERO)).toThrow(/not a stopper.*onsides and offsides/);
    expect(() => L.canonical(L.add(L.on, L.off))).toThrow(/not a stopper/);
  });

  it("a malformed loopy string names the column and what was expected", () => {
    expect(() => P("{0|a}")).toThrow(/found 'a', expected a game/);
    expect(() => P("{0|a,pass}")).toThrow(/"a" is not a label of an enclosing brace/);
    expect(() => P("{0|1|pass}")).toThrow(/ambiguous slashes/);
    expect(() => P("{pass|1")).toThrow(/not closed/);
    expect(() => P("{pass 1}")).toThrow(/expected '\|'/);
    expect(() => P("{pass|1")).toThrow(/column/);
    expect(() => P("{0|1|2}")).toThrow(InputError); // a short game: cgt.parse's own message
    expect(() => P("a{0|{1|a}+1}")).toThrow(/cannot refer to an enclosing game/);
  });

  it("budgets: sums and labellings past their limits stop with BudgetExceededError", () => {
    expect(() => L.add(L.upon, L.upon, { maxVertices: 5 })).toThrow(BudgetExceededError);
    expect(() => L.leq(L.upon, L.over, { maxStates: 4 })).toThrow(BudgetExceededError);
    // a labelling's budget is checked by name and value (a misspelt limit ran with the default)
    expect(() => L.leq(L.upon, L.over, { maxState: 4 } as never)).toThrow(/a loopy comparison: the loopy budget: unknown option "maxState" \(the options are maxStates\)/);
    expect(() => L.leq(L.upon, L.over, { maxStates: "4" } as never)).toThrow(/a loopy comparison: maxStates must be a non-negative number, got "4"/);
    expect(() => L.add(L.upon, L.upon, { maxVertex: 5 } as never)).toThrow(/the loopy budget: unknown option "maxVertex" \(the options are maxVertices\)/);
    expect(() => L.loopyNimValues(L.fromShort(cgt.nimber(3)), { maxStep: 10 } as never)).toThrow(/loopy.loopyNimValues: the loopy budget: unknown option "maxStep" \(the options are maxSteps\)/);
    expect(() => L.onside(L.upon, { budget: { maxPositions: 4 } } as never)).toThrow(/the canonical form of a stopper: the loopy budget: unknown option "budget"/);
    expect(() => L.format(P("a{0||||0|||a|*||*}"), { maxLength: 5 })).toThrow(BudgetExceededError);
    expect(() => L.loopyNimValues(L.add(L.fromShort(cgt.nimber(30)), cgt.nimber(30)), { maxSteps: 1000 })).toThrow(/maxPositions/);
  });
});

// ---------------------------------------------------------------------------------------------
// Impartial loopy games: generalized Sprague-Grundy values
// ---------------------------------------------------------------------------------------------

/** A random impartial loopy graph of n vertices (each vertex 0–3 options among the vertices). */
function randomImpartial(r: () => number, n: number): LG {
  const nodes: Record<string, string[]> = {};
  for (let i = 0; i < n; i++) nodes[`v${i}`] = Array.from({ length: Math.floor(r() * 4) }, () => `v${Math.floor(r() * n)}`);
  return L.impartialGraph(nodes, "v0");
}

describe("generalized Sprague-Grundy values (Smith 1966; Fraenkel and Yesha 1986)", () => {
  const r = cgt.mulberry32(1966);
  const games = Array.from({ length: 120 }, () => randomImpartial(r, 1 + Math.floor(r() * 6)));

  it("finite values: a nim heap *n embedded has value n; a pass alone is ∞ (a draw); a 2-cycle with an exit", () => {
    for (let n = 0; n < 6; n++) expect(L.loopyNimValue(L.fromShort(cgt.nimber(n)))).toEqual({ kind: "finite", value: n });
    const loop = L.impartialGraph({ a: ["a"] });
    expect(L.formatLoopyNimValue(L.loopyNimValue(loop))).toBe("∞");
    expect(L.outcomeClass(loop)).toBe("D");
    // a ↔ b, a → 0: b's only option a has the option 0, so b = 0 and a = mex{0, 0} = 1
    const g = L.impartialGraph({ a: ["b", "z"], b: ["a"], z: [] });
    expect(L.loopyNimValues(g).map(L.formatLoopyNimValue)).toEqual(["1", "0", "0"]);
  });

  it("γ(u) = k iff u + *k is a second-player win, and ∞ iff no k is (checked by play on the sum, draws allowed)", () => {
    for (const g of games) {
      const v = L.loopyNimValue(g);
      const pk = [...Array(g.size + 2).keys()].filter((k) => L.outcomeClass(L.add(g, cgt.nimber(k))) === "P");
      expect(pk, L.format(g)).toEqual(v.kind === "finite" ? [v.value] : []);
    }
  });

  it("outcomes: 0 is P, finite k > 0 is N, ∞(K) is N when 0 ∈ K and a draw otherwise", () => {
    for (const g of games) {
      const v = L.loopyNimValue(g);
      const expected = v.kind === "finite" ? (v.value === 0 ? "P" : "N") : v.finiteOptions.includes(0) ? "N" : "D";
      expect(L.outcomeClass(g)).toBe(expected);
    }
  });

  it("sums: γ(u + v) = γ(u) ⊕ γ(v) when finite, a + ∞(K) = ∞(K ⊕ a), ∞ + ∞ = ∞ (Smith 1966)", () => {
    for (let i = 0; i + 1 < 60; i += 2) {
      const [a, b] = [games[i], games[i + 1]];
      const [va, vb] = [L.loopyNimValue(a), L.loopyNimValue(b)];
      const got = L.loopyNimValue(L.add(a, b));
      if (va.kind === "finite" && vb.kind === "finite") expect(got).toEqual({ kind: "finite", value: va.value ^ vb.value });
      else if (va.kind === "finite" || vb.kind === "finite") {
        const [fin, inf] = va.kind === "finite" ? [va.value, vb] : [(vb as { value: number }).value, va];
        expect(got.kind).toBe("infinite");
        expect(got.kind === "infinite" ? got.finiteOptions : []).toEqual((inf as { finiteOptions: number[] }).finiteOptions.map((k) => k ^ fin).sort((x, y) => x - y));
      } else expect(got).toEqual({ kind: "infinite", finiteOptions: [] });
    }
  });

  it("a partizan game is refused", () => {
    expect(() => L.loopyNimValues(L.on)).toThrow(/not impartial: position 0/);
    expect(() => L.loopyNimValues(L.fromShort(cgt.nimber(40)), { maxSteps: 10 })).toThrow(BudgetExceededError);
  });
});
