// Blue-Red-Green Hackenbush (lib/games/hackenbush): values against CGSuite's own tests
// (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "define Hackenbush properly"),
// Winning Ways and Lessons in Play; the knownValue shortcuts (Berlekamp's rule, colon principle,
// one-colour graphs) against the search; the engine against the plain reference search on random
// small graphs; pictures, drawing and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { hackenbush } from "../lib/games";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";
import { cgsuiteGame } from "./cgsuite-notation";

const { ruleset, plainRuleset, parse, format, stalk, stalks, stringValue, knownValue } = hackenbush;
const value = (p: hackenbush.HackenbushPosition): string => cgt.format(canonicalValue(ruleset, p));
const plain = (p: hackenbush.HackenbushPosition): cgt.Game => canonicalValue(plainRuleset, p);

/** CGSuite's ^[n] (test/cgsuite-notation.ts reads the same): ^[1] = ↑ = {0|*}, ^[n+1] = {^[n] | *} (CanonicalShortGameTestCase: "{0|*||*|||*||||*}" is "^[4]"). */
function upNth(n: number): cgt.Game {
  let g = cgt.UP;
  for (let i = 1; i < n; i++) g = cgt.game([g], [cgt.STAR]);
  return g;
}

describe("Hackenbush: published values", () => {
  it("CGSuite GameGraphTest: Hackenbush(\"lrlrrllr\") = 77/128 (a blue-red string)", () => {
    expect(value(stalk("BRBRRBBR"))).toBe("77/128");
    expect(cgt.format(plain(stalk("BRBRRBBR")))).toBe("77/128");
  });
  it("CGSuite GameGraphTest: Hackenbush(\"l(l;rl)\") = 3/2 (a tree)", () => {
    const p = parse("g:ground a b c d ; g-a:B a-b:B a-c:R c-d:B");
    expect(value(p)).toBe("3/2");
    expect(cgt.format(plain(p))).toBe("3/2");
  });
  it("CGSuite GameGraphTest: Hackenbush(\"eeeeeee\") = *7 (a green stalk of 7 edges = nim heap 7)", () => {
    expect(value(stalk("GGGGGGG"))).toBe("*7");
  });
  it("CGSuite GameGraphTest: Hackenbush(\"lrlerrr\") = 3/4v[3]* (v[3] = −^[3], ^[3] = {{↑|*}|*})", () => {
    const expected = cgt.add(cgt.add(cgt.dyadic(3, 2), cgt.neg(upNth(3))), cgt.STAR);
    expect(canonicalValue(ruleset, stalk("BRBGRRR"))).toBe(expected);
    expect(plain(stalk("BRBGRRR"))).toBe(expected);
  });
  it("CGSuite GameGraphTest: green tree \"e(ee(e;e);e(eee;ee);e(ee;e))\" = *5", () => {
    // ground-a; a's branches: ee(e;e) = a-b-c with leaves c-d, c-e; e(eee;ee) = a-f, f-h-i-j, f-k-l; e(ee;e) = a-m, m-n-o, m-p
    const tree = parse("g:ground a b c d e f h i j k l m n o p ; g-a:G a-b:G b-c:G c-d:G c-e:G a-f:G f-h:G h-i:G i-j:G f-k:G k-l:G a-m:G m-n:G n-o:G m-p:G");
    expect(value(tree)).toBe("*5");
    expect(cgt.format(plain(tree))).toBe("*5");
  });
  it("CGSuite GameGraphTest: the green girl (Winning Ways, ch. 7, figure 3) = *2 (cycles and a double edge: searched)", () => {
    // "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))": ground-v1, two paths of 2 from v1 to the waist W,
    // W-c, c-d-x, c-f, two edges f-H, H-k.
    const girl = parse("g:ground v1 a b W c d x f H k ; g-v1:G v1-a:G a-W:G v1-b:G b-W:G W-c:G c-d:G d-x:G c-f:G f-H:G f-H:G H-k:G");
    expect(knownValue(girl)).toBeUndefined();
    expect(value(girl)).toBe("*2");
  });
  it("from the definitions: blue on green is {0,*|0} = ↑* (Lessons in Play: ↑* = {0,*|0}); green on blue is {0,1|1} = 1*", () => {
    expect(value(stalk("GB"))).toBe("↑*");
    expect(value(stalk("BG"))).toBe("1*");
  });
  it("Lessons in Play ch. 2: stalks add; a blue-red stalk BR is 1/2, BR + R = −1/2, B + R = 0", () => {
    expect(value(stalk("BR"))).toBe("1/2");
    expect(value(stalks("BR R"))).toBe("-1/2");
    expect(value(stalks("B R"))).toBe("0");
  });
  it("Winning Ways vol. 1 ch. 7 (fusion principle): a green cycle through the ground fuses into that many ground loops: triangle = *, square = 0, one loop = *", () => {
    expect(value(parse("g:ground a b ; g-a:G a-b:G b-g:G"))).toBe("*");
    expect(value(parse("g:ground a b c ; g-a:G a-b:G b-c:G c-g:G"))).toBe("0");
    expect(value(parse("g:ground ; g-g:G"))).toBe("*");
  });
});

describe("Hackenbush: shortcuts against the search", () => {
  const rng = cgt.mulberry32(14);
  const randomString = (n: number, colours: string): string => Array.from({ length: n }, () => colours[Math.floor(rng() * colours.length)]).join("");
  it("Berlekamp's rule (stringValue / knownValue) equals the plain search on 300 random blue-red strings of up to 10 edges", () => {
    for (let t = 0; t < 300; t++) {
      const s = randomString(1 + Math.floor(rng() * 10), "BR");
      expect(stringValue(s)).toBe(plain(stalk(s)));
      expect(knownValue(stalk(s))).toBe(stringValue(s));
    }
  });
  it("Berlekamp's rule on long strings is exact: B R^59 = 1 − 1/2 − … − 1/2^59 = 1/2^59 (Lessons in Play: B R^n = 1/2^n)", () => {
    expect(stringValue("B" + "R".repeat(59))).toBe(cgt.dyadic(1, 59));
    expect(stringValue("R" + "B".repeat(70))).toBe(cgt.dyadic(-1, 70));
  });
  it("colon principle: green trees' knownValue equals the plain search on 100 random trees of up to 9 edges", () => {
    for (let t = 0; t < 100; t++) {
      const n = 1 + Math.floor(rng() * 9);
      const edges = Array.from({ length: n }, (_, i) => ({ from: Math.floor(rng() * (i + 1)), to: i + 1, label: "G" }));
      const p = hackenbush.position(n + 1, edges);
      expect(knownValue(p)).toBe(plain(p));
    }
  });
  it("one-colour graphs: knownValue ±(edges) equals the plain search (random graphs with cycles)", () => {
    for (let t = 0; t < 40; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const colour = rng() < 0.5 ? "B" : "R";
      const edges = Array.from({ length: n }, (_, i) => ({ from: Math.floor(rng() * (i + 1)), to: Math.floor(rng() * (i + 2)), label: colour }));
      const p = hackenbush.position(n + 1, edges);
      const k = knownValue(p);
      if (k !== undefined) expect(k).toBe(plain(p));
    }
  });
});

describe("Hackenbush: engine against the reference search", () => {
  it("canonicalValue equals referenceValue on 120 random 3-colour graphs of up to 7 edges (loops, multi-edges, cycles)", () => {
    const rng = cgt.mulberry32(1414);
    for (let t = 0; t < 120; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const edges = Array.from({ length: n }, (_, i) => ({ from: Math.floor(rng() * (i + 1)), to: Math.floor(rng() * (i + 2)), label: "BRG"[Math.floor(rng() * 3)]! }));
      const p = hackenbush.position(n + 1, edges);
      expect(canonicalValue(ruleset, p)).toBe(referenceValue(plainRuleset, p));
    }
  });
  it("checkRuleset finds no broken rule (components, colour swap, knownValue) on sample positions", () => {
    const report = checkRuleset(ruleset, [parse("g:ground a b c ; g-a:B a-b:G b-g:R a-c:R c-c:G"), stalks("BRG GB RR")]);
    expect(report.positions).toBeGreaterThan(10);
  });
});

describe("Childish Hackenbush: published values and the reference", () => {
  const cv = (p: hackenbush.HackenbushPosition): cgt.Game => canonicalValue(hackenbush.childish, p);
  it("CGSuite GameGraphTest: ChildishHackenbush(\"l(l;rl)\") = 2", () => {
    expect(cgt.format(cv(parse("g:ground a b c d ; g-a:B a-b:B a-c:R c-d:B")))).toBe("2");
  });
  it("CGSuite GameGraphTest: \":{ground}llllllrrrr:{ground}\" (a cycle of 6 blue then 4 red edges through the ground) = {4|-2}", () => {
    const p = parse("g:ground a b c d e f h i j ; g-a:B a-b:B b-c:B c-d:B d-e:B e-f:B f-h:R h-i:R i-j:R j-g:R");
    expect(cgt.format(cv(p))).toBe("{4|-2}");
  });
  it("CGSuite GameGraphTest: \"r(l:T;r(l:T;r(l:T;r(l:T;rl:T))))\" = 15/16", () => {
    const p = parse("g:ground v1 v2 v3 v4 v5 T ; g-v1:R v1-T:B v1-v2:R v2-T:B v2-v3:R v3-T:B v3-v4:R v4-T:B v4-v5:R v5-T:B");
    expect(cgt.format(cv(p))).toBe("15/16");
  });
  it("CGSuite GameGraphTest: the lollipop \"(e:B;e:Bllllllrrr:B)\" = {0|^[4]*||vv} (green edges are not childish: CGSuite's childishEdges are [Blue, Red]; with green childish too this would be {4*|-1*})", () => {
    const p = parse("g:ground B a1 a2 a3 a4 a5 a6 a7 a8 ; g-B:G g-B:G B-a1:B a1-a2:B a2-a3:B a3-a4:B a4-a5:B a5-a6:B a6-a7:R a7-a8:R a8-B:R");
    expect(cv(p)).toBe(cgsuiteGame("{0|^[4]*||vv}"));
  });
  it("canonicalValue equals referenceValue on 80 random 3-colour graphs of up to 7 edges", () => {
    const rng = cgt.mulberry32(4141);
    for (let t = 0; t < 80; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const edges = Array.from({ length: n }, (_, i) => ({ from: Math.floor(rng() * (i + 1)), to: Math.floor(rng() * (i + 2)), label: "BRG"[Math.floor(rng() * 3)]! }));
      const p = hackenbush.position(n + 1, edges);
      expect(cv(p)).toBe(referenceValue(hackenbush.plainChildish, p));
    }
  });
});

describe("Hackenbush: pictures, drawing, bad input", () => {
  it("format and parse round-trip; several ground vertices are merged", () => {
    const p = parse("g:ground h:ground a ; g-a:B a-h:R");
    expect(p.vertices).toBe(2);
    expect(parse(format(p))).toEqual(p);
    expect(value(p)).toBe(value(parse("g:ground a ; g-a:B a-g:R")));
  });
  it("draws an SVG with the ground line and coloured edges", () => {
    const svg = hackenbush.draw(stalks("BR G"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("#1f5fd1");
    expect(svg).toContain("#1a9c3a");
  });
  it("an edge to a missing vertex is an InputError naming it", () => {
    expect(() => parse("g:ground a ; g-a:B a-z:R")).toThrow(/vertex "z", which is not declared.*column 20/);
  });
  it("bad colours, no ground, no ';', a bad token: InputErrors", () => {
    expect(() => parse("g:ground a ; g-a:Y")).toThrow(InputError);
    expect(() => parse("g:ground a ; g-a:Y")).toThrow(/allowed edge labels are "B", "R", "G"/);
    expect(() => parse("g a ; g-a:B")).toThrow(/no ground vertex/);
    expect(() => parse("g:ground a g-a:B")).toThrow(/"vertices ; edges"/);
    expect(() => parse("g:ground a! ; g-a:B")).toThrow(/bad vertex "a!".*column 10/);
    expect(() => parse("g:ground a ; g>a:B")).toThrow(/undirected/);
    expect(() => parse("g:ground g ; g-g:B")).toThrow(/declared twice/);
    expect(() => stalk("BX")).toThrow(/index 1/);
    expect(() => stringValue("BG")).toThrow(/B and R only/);
    expect(() => hackenbush.position(2, [{ from: 0, to: 2, label: "B" }])).toThrow(/vertex 2, which is missing/);
  });
});
