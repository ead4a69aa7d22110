// Fjords (lib/games/fjords, CGSuite's game.graph.Fjords) and Quicksort (lib/games/quicksort, cgt-tools'
// quicksort.rs): published values where they exist, values derived from the definitions (labelled so),
// the engine against the plain reference search on random small positions, pictures and bad input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { colsnort, fjords, quicksort } from "../lib/games";
import { canonicalValue, checkRuleset, nimValue, referenceNimValue, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";

describe("Fjords", () => {
  const value = (strip: string): string => cgt.format(canonicalValue(fjords.ruleset, fjords.path(strip)));
  it("from the definition (CGSuite GenCol([Left], [Right])): one-player strips are integers, a lone neutral vertex is 0", () => {
    // only Left has marks: every play claims each vertex once (see knownValue's proof), so the value is the vertex count
    expect(value("L")).toBe("1");
    expect(value("L...")).toBe("4");
    expect(value(".R..")).toBe("-4");
    expect(value("...")).toBe("0");
    expect(value("")).toBe("0");
  });
  it("from the definition: L-R is * (either claim removes the other mark) and L.R is 0 (both claim, the middle then touches both)", () => {
    // L-R: Left claims L, R touches Left's territory → removed → 0; symmetric for Right: {0|0} = *
    expect(value("LR")).toBe("*");
    // L.R: Left's only claim leaves the middle marked L next to R: "LR" = *; Right's likewise: {*|*} = 0
    expect(value("L.R")).toBe("0");
  });
  it("Fjords equals Snort on graphs without neutral vertices (same update rule, CGSuite constants.cgs: Fjords = GenCol([Left],[Right]), Snort = GenCol([Nothing, Left],[Nothing, Right]))", () => {
    const rng = cgt.mulberry32(314);
    for (let t = 0; t < 60; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const labels = Array.from({ length: n }, () => (rng() < 0.5 ? "L" : "R"));
      const es: string[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < 0.4) es.push(`v${i}-v${j}`);
      const picture = `${labels.map((l, i) => `v${i}:${l}`).join(" ")} ; ${es.join(" ")}`;
      // in our Snort pictures the letter is a tint (L = next to blue, so only Left may colour in Snort): the same letters
      expect(canonicalValue(fjords.ruleset, fjords.parse(picture)), picture).toBe(canonicalValue(colsnort.snort, colsnort.parse(picture, "snort")));
    }
  });
  it("engine equals the plain reference search on 120 random graphs of up to 8 vertices", () => {
    const rng = cgt.mulberry32(2718);
    for (let t = 0; t < 120; t++) {
      const n = 1 + Math.floor(rng() * 8);
      const vs = Array.from({ length: n }, (_, i) => `v${i}${["", "", ":L", ":R"][Math.floor(rng() * 4)]}`).join(" ");
      const es: string[] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < 0.35) es.push(`v${i}-v${j}`);
      const p = fjords.parse(`${vs} ; ${es.join(" ")}`);
      expect(canonicalValue(fjords.ruleset, p), fjords.format(p)).toBe(referenceValue(fjords.plainRuleset, p));
    }
  });
  it("checkRuleset: components, the isomorphism-and-swap normalize and knownValue hold", () => {
    expect(checkRuleset(fjords.ruleset, [fjords.parse("a:L b c d:R e f:L ; a-b b-c c-d d-e e-f b-e")]).positions).toBeGreaterThan(5);
  });
  it("pictures round-trip and draw; bad input is an InputError naming the place", () => {
    const p = fjords.parse("a:L b c:R ; a-b b-c");
    expect(fjords.parse(fjords.format(p))).toEqual(p);
    expect(fjords.ruleset.draw!(p)).toMatch(/^<svg/);
    expect(() => fjords.parse("a:X b ; a-b")).toThrow(/label "X".*\n?/);
    expect(() => fjords.parse("a b ; a-c")).toThrow(InputError);
    expect(() => fjords.parse("a b ; a-c")).toThrow(/"c", which is not declared/);
    expect(() => fjords.path("L.x")).toThrow(/column 3/);
    expect(() => fjords.parse("a b")).toThrow(/no ";" found/);
  });
});

describe("Quicksort", () => {
  const nv = (s: readonly number[]): number => nimValue(quicksort.ruleset, s);
  it("cgt-tools quicksort.rs correct_nim_value: [1,2,3,6,5,4] = *2, [4,1,6,5,7,3,8,2] = *5, [4,1,6,5,7,8,2,3] = 0", () => {
    expect(nv([1, 2, 3, 6, 5, 4])).toBe(2);
    expect(nv([4, 1, 6, 5, 7, 3, 8, 2])).toBe(5);
    expect(nv([4, 1, 6, 5, 7, 8, 2, 3])).toBe(0);
  });
  it("cgt-tools quicksort.rs one_end_hypothesis: 2,3,…,n,1 has nim-value n − 1 for n = 2..12", () => {
    for (let n = 2; n <= 12; n++) expect(nv([...Array.from({ length: n - 1 }, (_, i) => i + 2), 1]), `n = ${n}`).toBe(n - 1);
  });
  it("from the definition: sorted sequences are 0, a swapped pair [2,1] is *1, [3,2,1] is *2 (pivot 3 gives [2,1,3] = *1, pivot 1 gives [1,3,2] = *1, pivot 2 sorts it: mex{1, 1, 0} = 2)", () => {
    expect(nv([1, 2, 3, 4])).toBe(0);
    expect(nv([2, 1])).toBe(1);
    expect(nv([3, 2, 1])).toBe(2);
  });
  it("engine (blocks, ranks, reversed complement) equals the plain reference on 150 random permutations of up to 7", () => {
    const rng = cgt.mulberry32(1618);
    for (let t = 0; t < 150; t++) {
      const n = 1 + Math.floor(rng() * 7);
      const s = Array.from({ length: n }, (_, i) => i + 1);
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [s[i], s[j]] = [s[j]!, s[i]!];
      }
      const spread = s.map((x) => 3 * x + 1); // any distinct numbers: only the order matters
      expect(nv(spread), s.join(",")).toBe(referenceNimValue(quicksort.plainRuleset, s));
    }
  });
  it("checkRuleset: components, normalize and the shortcut hold", () => {
    expect(checkRuleset(quicksort.ruleset, [[3, 1, 2, 6, 4, 5], [5, 2, 4, 1, 3]]).positions).toBeGreaterThan(5);
  });
  it("pictures round-trip and draw; bad input is an InputError naming the place", () => {
    expect(quicksort.parse("[4, 1, 6, 5]")).toEqual([4, 1, 6, 5]);
    expect(quicksort.parse(quicksort.format([3, 1, 2]))).toEqual([3, 1, 2]);
    expect(quicksort.draw([3, 1, 2])).toMatch(/^<svg/);
    expect(() => quicksort.parse("4,1,x")).toThrow(/"x" is not a positive integer/);
    expect(() => quicksort.parse("4,1,x")).toThrow(InputError);
    expect(() => quicksort.parse("4,1,4")).toThrow(/4 appears twice/);
    expect(() => quicksort.parse("0,1")).toThrow(/not a positive integer/);
    expect(() => quicksort.position([1, 2.5])).toThrow(/index 1/);
    expect(() => quicksort.position([1, 1])).toThrow(/appears twice/);
  });
});

describe("fuzz: the parsers give a position or an InputError, and round-trip", () => {
  const only = (f: () => unknown): void => {
    try {
      f();
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
    }
  };
  const anything = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer({ min: -3, max: 20 })));
  it("fjords.parse / fjords.path on any input", () => {
    const picture = fc.string({ unit: fc.constantFrom(..."abc:LR; -.>x".split("")), maxLength: 16 });
    fc.assert(
      fc.property(fc.oneof(picture, anything), (s) => {
        only(() => {
          const p = fjords.parse(s as string);
          expect(fjords.parse(fjords.format(p))).toEqual(p);
        });
        only(() => fjords.path(s as string));
      }),
      { numRuns: 1500, seed: 20261122 },
    );
  });
  it("quicksort.parse / quicksort.position on any input", () => {
    const picture = fc.string({ unit: fc.constantFrom(..."0123456789, []-x.".split("")), maxLength: 14 });
    fc.assert(
      fc.property(fc.oneof(picture, anything), (s) => {
        only(() => {
          const p = quicksort.parse(s as string);
          expect(quicksort.parse(quicksort.format(p))).toEqual(p);
          expect(nimValue(quicksort.ruleset, p)).toBe(referenceNimValue(quicksort.plainRuleset, p));
        });
        only(() => quicksort.position(s as number[]));
      }),
      { numRuns: 1500, seed: 20261122 },
    );
  });
});
