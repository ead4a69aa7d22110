/**
 * Misère play of partizan games (issue 29 item 2): misère outcome classes of canonical forms
 * (cgt.misereOutcomeClass) and of ruleset positions (solvers.misereOutcomeClass), and left dead
 * ends (cgt.leftDeadEnd*), against published values (CGSuite's and cgt-tools' tests, named beside
 * each), plain references on random small cases, and bad input.
 */
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as games from "../lib/games";
import { definePartizan } from "../lib/ruleset";
import * as solvers from "../lib/solvers";
import { BudgetExceededError, InputError } from "../lib/util";

type Tree = cgt.GameTree;
const ZERO_T: Tree = { left: [], right: [] };

// CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala: the game as
// typed and its `MisereOutcomeClass` (all 25 rows of the file that have one).
const CGSUITE_MISERE: readonly (readonly [string, string])[] = [
  ["0", "N"],
  ["5", "R"],
  ["-1823437481924", "L"],
  ["-1/2", "L"],
  ["25/16", "R"],
  ["*8", "N"],
  ["9/8+*", "R"],
  ["^", "R"],
  ["v*", "R"],
  ["6+^*", "R"],
  ["^*6", "P"],
  ["73/16+v9*8", "R"],
  ["{0|*||*|||*||||*}", "R"],
  ["{0||0|v*}", "R"],
  ["{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "R"],
  ["{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "L"],
  ["{0||0|vvv}", "R"],
  ["{^^^|vv}", "R"],
  ["{0||0|-3/2}", "R"],
  ["{0|||0||-1|-3}", "R"],
  ["{5||3|1|||0||||0}", "L"],
  ["{1|^^||^}", "R"],
  ["{1|^^^||^}", "R"],
  ["{3||2+*|1+*}", "R"],
  ["{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "R"],
];

/** The positions of a ruleset as an explicit tree (no memo: small positions only). */
function treeOfRuleset<P>(left: (p: P) => Iterable<P>, right: (p: P) => Iterable<P>, p: P, key?: (p: P) => unknown, memo = new Map<unknown, Tree>()): Tree {
  const k = key?.(p);
  const known = k === undefined ? undefined : memo.get(k);
  if (known !== undefined) return known;
  const t = { left: [...left(p)].map((o) => treeOfRuleset(left, right, o, key, memo)), right: [...right(p)].map((o) => treeOfRuleset(left, right, o, key, memo)) };
  if (k !== undefined) memo.set(k, t);
  return t;
}

function mulberry(seed: number): () => number {
  return cgt.mulberry32(seed);
}

describe("misère outcome class of a canonical short game", () => {
  it.each(CGSUITE_MISERE)("%s has misère outcome %s (CGSuite, CanonicalShortGameTestCase.scala)", (x, o) => {
    expect(cgt.misereOutcomeClass(cgt.parse(x))).toBe(o);
  });

  it("agrees with the plain recursive definition on the canonical forms of the CGSuite rows (all but the big integer)", () => {
    for (const [x] of CGSUITE_MISERE) {
      if (x.includes("1823437481924")) continue;
      const g = cgt.parse(x);
      expect(cgt.refMisereOutcome(cgt.toTree(g)), x).toBe(cgt.misereOutcomeClass(g));
    }
  });

  it("agrees with the plain recursive definition on 400 random canonical games", () => {
    const pool = cgt.randomCanonicalGames(29, 20, 20, 3);
    expect(pool.length).toBeGreaterThan(300);
    const seen = new Set<string>();
    for (const g of pool) {
      seen.add(cgt.misereOutcomeClass(g));
      expect(cgt.refMisereOutcome(cgt.toTree(g)), cgt.format(g)).toBe(cgt.misereOutcomeClass(g));
    }
    expect([...seen].sort()).toEqual(["L", "N", "P", "R"]); // the pool reaches every class
  });

  it("the integer and nimber shortcuts agree with the recursion on the forms (n ≤ 12)", () => {
    for (let n = -12; n <= 12; n++) expect(cgt.refMisereOutcome(cgt.toTree(cgt.integer(n))), `${n}`).toBe(cgt.misereOutcomeClass(cgt.integer(n)));
    for (let n = 0; n <= 12; n++) expect(cgt.refMisereOutcome(cgt.toTree(cgt.nimber(n))), `*${n}`).toBe(cgt.misereOutcomeClass(cgt.nimber(n)));
    // deep closed forms do not overflow the stack: ↑·3000 and *100000 + ↑
    expect(cgt.misereOutcomeClass(cgt.upStar(3000, 0))).toBe(cgt.refMisereOutcome(cgt.toTree(cgt.upStar(30, 0))));
    expect(["L", "R", "N", "P"]).toContain(cgt.misereOutcomeClass(cgt.upStar(1, 100000)));
  });

  it("is not a function of the normal-play value: four forms of value * with the four misère classes (checked by hand)", () => {
    const one: Tree = { left: [ZERO_T], right: [] };
    const minusOne: Tree = { left: [], right: [ZERO_T] };
    const forms: [Tree, string][] = [
      [{ left: [ZERO_T], right: [ZERO_T] }, "P"], // {0|0}: the mover hands over 0, where the opponent cannot move and wins
      [{ left: [ZERO_T], right: [ZERO_T, one] }, "R"], // {0|0,1}: Right moving first goes to 1, where Left must move to 0
      [{ left: [ZERO_T, minusOne], right: [ZERO_T] }, "L"],
      [{ left: [ZERO_T, minusOne], right: [ZERO_T, one] }, "N"],
    ];
    for (const [t, o] of forms) {
      expect(cgt.fromTree(t)).toBe(cgt.STAR);
      expect(cgt.refMisereOutcome(t)).toBe(o);
    }
    // the canonical form is the one cgt.misereOutcomeClass (and CGSuite) reads
    expect(cgt.misereOutcomeClass(cgt.STAR)).toBe("P");
  });

  it("bad input: a non-game, a stale or foreign value, a budget", () => {
    expect(() => cgt.misereOutcomeClass(3 as unknown as cgt.Game)).toThrow(InputError);
    expect(() => cgt.misereOutcomeClass(3 as unknown as cgt.Game)).toThrow(/misereOutcomeClass: game must be a game value/);
    // misère nim-values and genera are impartial notions: a partizan form is refused by name
    expect(() => cgt.impartialFromGameTree(cgt.toTree(cgt.UP))).toThrow(InputError);
    const deep = cgt.parse(CGSUITE_MISERE[15][0]);
    expect(() => cgt.misereOutcomeClass(deep, { budget: { maxPositions: 2 } })).toThrow(BudgetExceededError);
  });
});

describe("misère outcome class of a ruleset's positions (solvers.misereOutcomeClass)", () => {
  it("Domineering on an empty 2×4 board is N (CGSuite, GameTest.scala, \"MisereOutcomeClass\")", () => {
    const d = games.domineering.ruleset;
    expect(solvers.misereOutcomeClass(d, d.parse!("....|...."))).toBe("N");
  });

  it("agrees with the plain recursion on every Domineering board of at most 3×3 cells and with transposition (a player swap) folded", () => {
    const d = games.domineering.ruleset;
    let count = 0;
    for (let h = 1; h <= 3; h++)
      for (let w = 1; w <= 3; w++)
        for (let mask = 1; mask < 1 << (h * w); mask++) {
          const pic = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => ((mask >> (r * w + c)) & 1 ? "." : "#")).join("")).join("|");
          const p = d.parse!(pic);
          const ref = cgt.refMisereOutcome(treeOfRuleset((q) => d.leftOptions(q), (q) => d.rightOptions(q), p));
          expect(solvers.misereOutcomeClass(d, p), pic).toBe(ref);
          count++;
        }
    expect(count).toBeGreaterThan(500);
  });

  it("agrees with the plain recursion on random explicit forms given as a ruleset (not canonical, with duplicates)", () => {
    const r = mulberry(2029);
    const trees: Tree[] = [];
    for (let i = 0; i < 300; i++) trees.push(cgt.randomGameTree(r, 4, 3));
    const ids = new Map<Tree, number>();
    const idOf = (t: Tree): number => {
      let k = ids.get(t);
      if (k === undefined) ids.set(t, (k = ids.size));
      return k;
    };
    const forms = definePartizan<Tree>({ name: "explicit forms", leftOptions: (t) => t.left, rightOptions: (t) => t.right, key: idOf });
    for (const t of trees) expect(solvers.misereOutcomeClass(forms, t)).toBe(cgt.refMisereOutcome(t));
  });

  it("searches whole positions: Kayles on 1 pin is misère P, on 1 + 1 pins N (P + P is not P: components do not add)", () => {
    const kayles = games.octal.takeAndBreak("0.77");
    expect(solvers.misereOutcomeClass(kayles, kayles.parse!("1"))).toBe("P");
    expect(solvers.misereOutcomeClass(kayles, kayles.parse!("1 1"))).toBe("N");
    // misère outcomes of Kayles heaps agree with the misère nim-values of lib/cgt's impartial theory
    for (let n = 1; n <= 7; n++) {
      const p = kayles.parse!(String(n));
      const tree = treeOfRuleset((q) => kayles.options(q), (q) => kayles.options(q), p, kayles.key);
      expect(solvers.misereOutcomeClass(kayles, p), `${n}`).toBe(cgt.misereOutcomeReference(cgt.impartialFromGameTree(tree)));
    }
  });

  it("bad input: not a position, a loop, options that are not a list, a budget", () => {
    const d = games.domineering.ruleset;
    expect(() => solvers.misereOutcomeClass(d, "....|...." as unknown as games.domineering.Region)).toThrow(InputError);
    expect(() => solvers.misereOutcomeClass(d, undefined as unknown as games.domineering.Region)).toThrow(/needs a position/);
    const loop = definePartizan<number>({ name: "Loop", leftOptions: (n) => [(n + 1) % 3], rightOptions: () => [] });
    expect(() => solvers.misereOutcomeClass(loop, 0)).toThrow(/Loop: position .* can be reached again from itself/);
    const broken = definePartizan<number>({ name: "Broken", leftOptions: (n) => (n > 0 ? (n - 1 as unknown as number[]) : []), rightOptions: () => [] });
    expect(() => solvers.misereOutcomeClass(broken, 3)).toThrow(/Broken: leftOptions\(.*\) returned the number 2/);
    const chain = definePartizan<number>({ name: "Chain", leftOptions: (n) => (n > 0 ? [n - 1] : []), rightOptions: (n) => (n > 1 ? [n - 2] : []) });
    expect(() => solvers.misereOutcomeClass(chain, 20, { budget: { maxPositions: 5 } })).toThrow(BudgetExceededError);
    // a retry with room finds the answer of the plain recursion (the cut-off search left only finished entries)
    for (const k of [20, 19, 3]) expect(solvers.misereOutcomeClass(chain, k), `${k}`).toBe(cgt.refMisereOutcome(treeOfChain(k)));
  });
});

function treeOfChain(n: number): Tree {
  const memo: Tree[] = [];
  for (let k = 0; k <= n; k++) memo.push({ left: k > 0 ? [memo[k - 1]] : [], right: k > 1 ? [memo[k - 2]] : [] });
  return memo[n];
}

describe("left dead ends (cgt-tools, cgt/misere/left_dead_end.rs)", () => {
  const n = cgt.leftDeadEndInteger;
  const p = cgt.parseLeftDeadEnd;
  const of = cgt.leftDeadEnd;

  it("partial order (cgt-tools' test partial_order, 6 expectations)", () => {
    expect(cgt.leftDeadEndCompare(n(0), n(0))).toBe("=");
    expect(cgt.leftDeadEndCompare(n(5), n(5))).toBe("=");
    expect(cgt.leftDeadEndCompare(n(3), n(2))).toBe("||");
    expect(cgt.leftDeadEndCompare(n(3), of([n(1), n(2)]))).toBe(">");
    expect(cgt.leftDeadEndCompare(n(1), of([n(0), n(1)]))).toBe(">");
    expect(cgt.leftDeadEndCompare(n(1), of([n(0), n(0)]))).toBe("=");
  });

  it("born by day (cgt-tools' test born_by_day, 4 expectations)", () => {
    expect(cgt.leftDeadEndsBornBy(1).map(String)).toEqual(["0", "1"]);
    expect(cgt.leftDeadEndsBornBy(2).map(String)).toEqual(["0", "1", "2", "{0, 1}"]);
    expect(cgt.leftDeadEndsBornBy(3).length).toBe(10);
    expect(cgt.leftDeadEndsBornBy(4).length).toBe(52);
  });

  it("addition (cgt-tools' test addition, 3 expectations)", () => {
    expect(String(cgt.leftDeadEndSum(n(1), n(1)))).toBe("{1, 1}");
    expect(String(cgt.leftDeadEndSum(n(2), n(1)))).toBe("{2, {1, 1}}");
    expect(String(cgt.leftDeadEndSum(n(2), n(3)))).toBe("{{3, {2, {1, 1}}}, {{2, {1, 1}}, {2, {1, 1}}}}");
  });

  it("printing and parsing (cgt-tools' tests to_from_moves and parsing)", () => {
    expect(String(n(5))).toBe("5");
    expect(of(n(5).rightOptions)).toBe(n(5));
    expect(p("42")).toBe(n(42));
    expect(p("{41}")).toBe(n(42));
    expect(p("{{{}}}")).toBe(n(2));
    expect(p("{1,{2,3}}")).toBe(of([n(1), of([n(2), n(3)])]));
    expect(p(" { 1 , { 2 , 3 } } ")).toBe(of([n(1), of([n(2), n(3)])]));
    // parse(format(g)) = g on the forms born by day 4 and on sums (cgt-tools' parsing_preserves_equality, on these cases)
    for (const g of cgt.leftDeadEndsBornBy(4)) expect(p(String(g))).toBe(g);
    expect(p(String(cgt.leftDeadEndSum(n(2), p("{1, {0, 1}}"))))).toBe(cgt.leftDeadEndSum(n(2), p("{1, {0, 1}}")));
  });

  it("birthday and trees: the integer n is the normal-play integer −n; sums agree with the tree sum", () => {
    expect(cgt.leftDeadEndBirthday(p("{1, {2, 3}}"))).toBe(5);
    expect(cgt.fromTree(cgt.leftDeadEndToTree(n(3)))).toBe(cgt.integer(-3));
    const a = p("{1, {0, 2}}");
    const b = p("{0, 1}");
    expect(cgt.leftDeadEndFromTree(cgt.refAdd(cgt.leftDeadEndToTree(a), cgt.leftDeadEndToTree(b)))).toBe(cgt.leftDeadEndSum(a, b));
  });

  it("the order agrees with the definition on all pairs born by day 3: o⁻(G + X) ≥ o⁻(H + X) for every dead-ending test game X when the rule says G ≥ H, some X against it otherwise", () => {
    const des = cgt.leftDeadEndsBornBy(3);
    // test games: the dead-ending forms born by day 2 and 400 random dead-ending forms of height ≤ 4 (seeded)
    const r = mulberry(7);
    const testGames = deadEndingFormsBornBy2();
    expect(testGames.length).toBeGreaterThan(20);
    for (let k = 0; k < 400; ) {
      const t = cgt.randomGameTree(r, 4, 3);
      if (isDeadEnding(t)) { testGames.push(t); k++; }
    }
    const trees = des.map((g) => cgt.leftDeadEndToTree(g));
    // separated[i][j]: some X has o⁻(G_i + X) ≱ o⁻(G_j + X)
    const separated = des.map(() => des.map(() => false));
    for (const x of testGames) {
      const out = new SumOutcomes(); // per X: the memo holds pairs of followers of one sum only
      const bits = trees.map((t) => out.bits(t, x));
      for (let i = 0; i < des.length; i++) for (let j = 0; j < des.length; j++) if (!outcomeGeq(bits[i], bits[j])) separated[i][j] = true;
    }
    let sound = 0;
    let apart = 0;
    for (let i = 0; i < des.length; i++)
      for (let j = 0; j < des.length; j++) {
        const rule = cgt.leftDeadEndGeq(des[i], des[j]);
        expect(separated[i][j], `${String(des[i])} ${rule ? "≥" : "≱"} ${String(des[j])} by the rule`).toBe(!rule);
        if (rule) sound++;
        else apart++;
      }
    expect(sound).toBeGreaterThan(10);
    expect(apart).toBeGreaterThan(50);
  });

  it("reduced forms: equal to the input and one form per value on the forms born by day 4 and sums of pairs born by day 3 (regression pin of cgtlab's reduction)", () => {
    const pool = [...cgt.leftDeadEndsBornBy(4)];
    const d3 = cgt.leftDeadEndsBornBy(3);
    for (const a of d3) for (const b of d3) pool.push(cgt.leftDeadEndSum(a, b));
    const reduced = pool.map((g) => cgt.leftDeadEndReduced(g));
    pool.forEach((g, i) => { expect(cgt.leftDeadEndCompare(g, reduced[i]), String(g)).toBe("="); });
    for (let i = 0; i < pool.length; i++)
      for (let j = 0; j < pool.length; j++)
        if (cgt.leftDeadEndCompare(pool[i], pool[j]) === "=") expect(reduced[i], `${String(pool[i])} = ${String(pool[j])}`).toBe(reduced[j]);
    // the 52 classes born by day 4 have 52 distinct reduced forms; cgt-tools' rule alone leaves these two apart
    expect(new Set(reduced.slice(0, 52)).size).toBe(52);
    expect(cgt.leftDeadEndReduced(p("{{1, 2, {0, 1}}}"))).toBe(p("{{{0, 1}}}"));
  });

  it("bad input: text, trees where Left can move, non-dead-ends, days too large", () => {
    expect(() => p("{1, 2")).toThrow(/parseLeftDeadEnd: missing '}' at character 6/);
    expect(() => p("{1 2}")).toThrow(/unexpected "2" \(expected ',' or '}'\) at character 4/);
    expect(() => p("-1")).toThrow(InputError);
    expect(() => p("{1},")).toThrow(/after the game/);
    expect(() => cgt.leftDeadEndFromTree({ left: [], right: [{ left: [ZERO_T], right: [] }] })).toThrow(/Left has a move at the root → right option 1/);
    expect(() => of([3 as unknown as cgt.LeftDeadEnd])).toThrow(/option 1 is not a left dead end/);
    expect(() => cgt.leftDeadEndGeq(n(1), cgt.ZERO as unknown as cgt.LeftDeadEnd)).toThrow(InputError);
    expect(() => n(-1)).toThrow(InputError);
    expect(() => cgt.leftDeadEndsBornBy(5)).toThrow(/2\^52 subsets/);
    expect(() => cgt.leftDeadEndsBornBy(4, { budget: { maxPositions: 100 } })).toThrow(BudgetExceededError);
    expect(() => cgt.leftDeadEndReduced("{0, 1}" as unknown as cgt.LeftDeadEnd)).toThrow(/leftDeadEndReduced: G must be a left dead end/);
  });
});

/** All game forms born by day 2 (options sets of the 4 day-1 forms) that are dead-ending: a player without a move never gets one again. */
function deadEndingFormsBornBy2(): Tree[] {
  const day1: Tree[] = [ZERO_T, { left: [ZERO_T], right: [] }, { left: [], right: [ZERO_T] }, { left: [ZERO_T], right: [ZERO_T] }];
  const subsets = (xs: Tree[]): Tree[][] => Array.from({ length: 1 << xs.length }, (_, s) => xs.filter((_, i) => (s >> i) & 1));
  const out: Tree[] = [];
  for (const l of subsets(day1)) for (const r of subsets(day1)) out.push({ left: l, right: r });
  return out.filter(isDeadEnding);
}

/** Whether a form is dead-ending (Milley and Renault 2013): in every follower where a player has no move, that player has no move in any later follower either. */
function isDeadEnding(t: Tree): boolean {
  const never = (x: Tree, side: "left" | "right"): boolean => x[side].length === 0 && [...x.left, ...x.right].every((y) => never(y, side));
  const ok = (x: Tree): boolean => (x.left.length > 0 || never(x, "left")) && (x.right.length > 0 || never(x, "right")) && [...x.left, ...x.right].every(ok);
  return ok(t);
}

/** Misère outcome bits (1: Left moving first wins, 2: Right moving first wins) of the sum of two explicit forms, memoized by node pair. */
class SumOutcomes {
  private ids = new Map<Tree, number>();
  private memo = new Map<string, number>();
  private id(t: Tree): number {
    let k = this.ids.get(t);
    if (k === undefined) this.ids.set(t, (k = this.ids.size));
    return k;
  }
  bits(a: Tree, b: Tree): number {
    const key = `${this.id(a)},${this.id(b)}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const ls = [...a.left.map((x) => [x, b] as const), ...b.left.map((y) => [a, y] as const)];
    const rs = [...a.right.map((x) => [x, b] as const), ...b.right.map((y) => [a, y] as const)];
    const leftWins = ls.length === 0 || ls.some(([x, y]) => (this.bits(x, y) & 2) === 0);
    const rightWins = rs.length === 0 || rs.some(([x, y]) => (this.bits(x, y) & 1) === 0);
    const v = (leftWins ? 1 : 0) | (rightWins ? 2 : 0);
    this.memo.set(key, v);
    return v;
  }
}

/** o(A) ≥ o(B) for Left: whatever Left wins in B (moving first, moving second) she wins in A. */
function outcomeGeq(a: number, b: number): boolean {
  const leftFirst = (x: number): boolean => (x & 1) !== 0;
  const leftSecond = (x: number): boolean => (x & 2) === 0;
  return (!leftFirst(b) || leftFirst(a)) && (!leftSecond(b) || leftSecond(a));
}
