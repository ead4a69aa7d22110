// Acrostic and direct products of heap rulesets (games.octal.acrosticProduct / directProduct, issue 29 item 4)
// against CGSuite's GameHeapTest ("define HeapRuleset operations properly"), a plain implementation of each
// definition on random small heap rules, the plain search (solvers.referenceNimValue) and the Tartan Theorem
// (Winning Ways, Berlekamp, Conway and Guy, 1982, ch. 14).
import { describe, expect, it } from "vitest";
import { InputError } from "../lib/util";
import * as cgt from "../lib/cgt";
import * as games from "../lib/games";
import * as solvers from "../lib/solvers";

const { acrosticProduct, directProduct, spawningRules, functionalHeapRules, takeAndBreakRules } = games.octal;
type Rules = ReturnType<typeof spawningRules>;
type Product = ReturnType<typeof acrosticProduct>;

const cell = (p: Product, m: number, n: number): number => solvers.nimValue(p, [[m, n]]);
const table = (p: Product, rows: number, cols: number): number[][] =>
  Array.from({ length: rows + 1 }, (_, m) => Array.from({ length: cols + 1 }, (__, n) => cell(p, m, n)));

/** CGSuite's NimValueTable text (rows separated by "---+---" lines, cells by "|") as numbers. */
const parseCgsuiteTable = (text: string): number[][] =>
  text.split("\n").filter((l) => !l.startsWith("-")).map((l) => l.split("|").map((x) => Number(x.trim())));

const mex = (xs: Iterable<number>): number => {
  const s = new Set(xs);
  let g = 0;
  while (s.has(g)) g++;
  return g;
};
const opts = (r: Rules, n: number): number[][] => {
  const out: number[][] = [];
  r.forEachOption(n, (parts, count) => out.push(parts.slice(0, count)));
  return out;
};
const xor = (xs: number[]): number => xs.reduce((a, b) => a ^ b, 0);

/** Plain implementation of the acrostic definition: A(m,n) = mex({⊕_i A(a_i,n)} ∪ {⊕_j A(m,b_j)}), memoised. */
function acrosticReference(R: Rules, S: Rules): (m: number, n: number) => number {
  const memo = new Map<string, number>();
  const A = (m: number, n: number): number => {
    const k = `${m},${n}`;
    const got = memo.get(k);
    if (got !== undefined) return got;
    const v = mex([...opts(R, m).map((as) => xor(as.map((a) => A(a, n)))), ...opts(S, n).map((bs) => xor(bs.map((b) => A(m, b))))]);
    memo.set(k, v);
    return v;
  };
  return A;
}

/** Plain implementation of the direct definition: D(m,n) = mex over option pairs of ⊕ D(a_i,n) ⊕ D(m,b_j) ⊕ D(a_i,b_j). */
function directReference(R: Rules, S: Rules): (m: number, n: number) => number {
  const memo = new Map<string, number>();
  const D = (m: number, n: number): number => {
    const k = `${m},${n}`;
    const got = memo.get(k);
    if (got !== undefined) return got;
    const vals: number[] = [];
    for (const as of opts(R, m)) {
      for (const bs of opts(S, n)) vals.push(xor(as.map((a) => D(a, n))) ^ xor(bs.map((b) => D(m, b))) ^ xor(as.flatMap((a) => bs.map((b) => D(a, b)))));
    }
    const v = mex(vals);
    memo.set(k, v);
    return v;
  };
  return D;
}

/** Seeded random heap rules: each heap n gets up to 3 options of up to 2 smaller heaps. */
function randomRules(seed: number, maxHeap: number): Rules {
  let s = seed >>> 0;
  const rnd = (k: number): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % k;
  };
  const table: number[][][] = [[]];
  for (let n = 1; n <= maxHeap; n++) {
    const k = rnd(4);
    const o: number[][] = [];
    for (let i = 0; i < k; i++) o.push(Array.from({ length: rnd(3) }, () => rnd(n)));
    table.push(o);
  }
  return functionalHeapRules(`random#${seed}`, (n) => table[n] ?? []);
}

describe("against CGSuite's GameHeapTest (HeapRuleset operations)", () => {
  it('AcrosticProduct: Motley = Spawning("1+") acrostic Ruler = Spawning("1+C"), NimValueTable(5, 20) (Strip and Streak, Winning Ways ch. 14)', () => {
    // CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "AcrosticProduct".
    const expected = parseCgsuiteTable(` 0 |  1 |  2 |  1 |  4 |  1 |  2 |  1 |  8 |  1 |  2 |  1 |  4 |  1 |  2 |  1 | 16 |  1 |  2 |  1 |  4
---+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+---
 1 |  1 |  2 |  1 |  4 |  1 |  2 |  1 |  8 |  1 |  2 |  1 |  4 |  1 |  2 |  1 | 16 |  1 |  2 |  1 |  4
---+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+---
 2 |  2 |  1 |  2 |  5 |  2 |  1 |  2 |  9 |  2 |  1 |  2 |  5 |  2 |  1 |  2 | 17 |  2 |  1 |  2 |  5
---+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+---
 4 |  4 |  5 |  4 |  2 |  4 |  5 |  4 | 10 |  4 |  5 |  4 |  2 |  4 |  5 |  4 | 18 |  4 |  5 |  4 |  2
---+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+---
 8 |  8 |  9 |  8 | 10 |  8 |  9 |  8 |  4 |  8 |  9 |  8 | 10 |  8 |  9 |  8 | 20 |  8 |  9 |  8 | 10
---+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+----+---
16 | 16 | 17 | 16 | 18 | 16 | 17 | 16 | 20 | 16 | 17 | 16 | 18 | 16 | 17 | 16 |  8 | 16 | 17 | 16 | 18`);
    const p = acrosticProduct(spawningRules("1+"), spawningRules("1+C"));
    expect(table(p, 5, 20)).toEqual(expected);
    // ... and it is the plain definition's table too
    const A = acrosticReference(spawningRules("1+"), spawningRules("1+C"));
    expect(expected.map((r, m) => r.map((_, n) => A(m, n)))).toEqual(expected);
  });

  it('DirectProduct: Turnips = Spawning("3E") direct Grunt = Spawning("4FS"), NimValueTable(8, 20)', () => {
    // CGSuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala, "DirectProduct".
    const expected = parseCgsuiteTable(`0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 3 | 2 | 1 | 3 | 2 | 4 | 3
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 0 | 2 | 1 | 3 | 2 | 1 | 3 | 2 | 4 | 3
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 1 | 3 | 2 | 1 | 3 | 8 | 1
--+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+--
0 | 0 | 0 | 0 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 0 | 3 | 2 | 1 | 3 | 2 | 1 | 3 | 8 | 1`);
    const R = spawningRules("3E"), S = spawningRules("4FS");
    const p = directProduct(R, S);
    expect(table(p, 8, 20)).toEqual(expected);
    // The Tartan Theorem: the same table is G_Turnips(m) ⊗ G_Grunt(n), from the factors' own nim-sequences.
    const gR = Array.from(solvers.heapNimSequence(R, 8)), gS = Array.from(solvers.heapNimSequence(S, 20));
    expect(gR.map((a) => gS.map((b) => cgt.nimProduct(a, b)))).toEqual(expected);
  }, 60_000);
});

describe("against plain implementations of the definitions on random small heap rules", () => {
  it("acrostic and direct products = the memoised definitions, 12 random pairs of rules, cells up to (6, 6)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const R = randomRules(seed, 6), S = randomRules(1000 + seed, 6);
      const A = acrosticReference(R, S), D = directReference(R, S);
      const a = acrosticProduct(R, S), d = directProduct(R, S);
      for (let m = 0; m <= 6; m++) {
        for (let n = 0; n <= 6; n++) {
          expect(cell(a, m, n), `acrostic seed ${seed} (${m},${n})`).toBe(A(m, n));
          expect(cell(d, m, n), `direct seed ${seed} (${m},${n})`).toBe(D(m, n));
        }
      }
    }
  });

  it("sums of cells: the engine's XOR of components = the plain search without decomposition", () => {
    for (let seed = 20; seed <= 23; seed++) {
      const R = randomRules(seed, 4), S = randomRules(2000 + seed, 4);
      for (const p of [acrosticProduct(R, S), directProduct(R, S)]) {
        for (const pos of ["(3,4)+(2,2)", "(4,4)+(1,3)+(1,3)", "(2,3)+(3,2)+(4,1)"]) {
          const cells = p.parse!(pos);
          expect(solvers.nimValue(p, cells), `${p.name} ${pos}`).toBe(solvers.referenceNimValue(p, cells));
        }
      }
    }
  });

  it("the Tartan Theorem holds for any heap rules: G_D(m, n) = G_R(m) ⊗ G_S(n) (random rules, take-and-break codes)", () => {
    const pairs: [Rules, Rules][] = [[takeAndBreakRules("0.07"), takeAndBreakRules("0.77")], [spawningRules("1-3"), spawningRules("1+C")]];
    for (let seed = 40; seed <= 45; seed++) pairs.push([randomRules(seed, 7), randomRules(3000 + seed, 7)]);
    for (const [R, S] of pairs) {
      const d = directProduct(R, S);
      const gR = Array.from(solvers.heapNimSequence(R, 7)), gS = Array.from(solvers.heapNimSequence(S, 7));
      for (let m = 0; m <= 7; m++) for (let n = 0; n <= 7; n++) expect(cell(d, m, n), `${d.name} (${m},${n})`).toBe(cgt.nimProduct(gR[m], gS[n]));
    }
  });

  it("known theory: A(m, 0) = G_R(m) and A(0, n) = G_S(n) (a dead coordinate leaves the other factor's game)", () => {
    const R = spawningRules("1+"), S = spawningRules("1+C");
    const a = acrosticProduct(R, S);
    const gR = Array.from(solvers.heapNimSequence(R, 8)), gS = Array.from(solvers.heapNimSequence(S, 12));
    expect(gR.map((_, m) => cell(a, m, 0))).toEqual(gR);
    expect(gS.map((_, n) => cell(a, 0, n))).toEqual(gS);
  });
});

describe("bad input", () => {
  it("a factor that is not heap rules, a malformed cell picture", () => {
    expect(() => acrosticProduct("1+" as unknown as Rules, spawningRules("1+C"))).toThrow(InputError);
    expect(() => directProduct(spawningRules("3E"), {} as Rules)).toThrow(/second factor must be heap rules/);
    const a = acrosticProduct(spawningRules("1+"), spawningRules("1+C"));
    expect(() => a.parse!("(2,5)+(3;1)")).toThrow(/"\(3;1\)" is not a cell.*/);
    expect(() => a.parse!("(2,5)+(3;1)")).toThrow(InputError);
    expect(() => a.parse!("(2,5)+(3,-1)")).toThrow(/"\(3,-1\)" is not a cell/);
    expect(a.format!(a.parse!(" (3,1) + (2,5) "))).toBe("(2,5)+(3,1)");
    expect(a.format!(a.parse!("0"))).toBe("0");
  });
});
