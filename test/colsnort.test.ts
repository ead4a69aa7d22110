// Col and Snort on graphs (lib/games/colsnort): values against CGSuite's tests
// (lib/core/src/test/scala/org/cgsuite/lang/GameGraphTest.scala, "define Col properly"), cgt-tools'
// Snort tests (cgt/short/partizan/games/snort.rs), Winning Ways; the edgeless shortcut and the engine
// against the plain reference search on random graphs; pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { colsnort } from "../lib/games";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";
import { InputError } from "../lib/util";
import { definePartizan } from "../lib/ruleset";
import { cgsuiteGame } from "./cgsuite-notation";

const { col, snort, parse, path, knownValue } = colsnort;

/**
 * A CGSuite path picture "R-.-L" as our picture: vertices v0.. with labels, edges along the path. CGSuite's
 * letters are tints (R = next to a red vertex), as ours: its Col value 7/8 below settles the convention
 * (read as "R = coloured red" the position is 3, read as "R = only Right may colour" it is −7/8).
 */
function cgsuitePath(text: string): string {
  const cells = text.split("-");
  const vs = cells.map((c, i) => `v${i}${c === "." ? "" : ":" + c}`).join(" ");
  const es = cells.slice(1).map((_, i) => `v${i}-v${i + 1}`).join(" ");
  return `${vs} ; ${es}`;
}

describe("Col and Snort: published values", () => {
  it("CGSuite GameGraphTest: Col(\"R-.-R-.-L-.-R-.-R-.\") = 7/8", () => {
    expect(cgt.format(canonicalValue(col, parse(cgsuitePath("R-.-R-.-L-.-R-.-R-."), "col")))).toBe("7/8");
  });
  it("CGSuite GameGraphTest: Snort(\"L-.-.-.-L\") = {4|0,+-1}", () => {
    expect(canonicalValue(snort, parse(cgsuitePath("L-.-.-.-L"), "snort"))).toBe(cgsuiteGame("{4|0,+-1}"));
  });
  it("CGSuite GameGraphTest: Snort(\".-.-.(-.;-.)\") = +-{3|2} (a path of 3 whose end has two more leaves)", () => {
    expect(canonicalValue(snort, parse("a b c d e ; a-b b-c c-d c-e", "snort"))).toBe(cgsuiteGame("+-{3|2}"));
  });
  it("cgt-tools snort.rs: an empty graph is 0; 10 isolated uncoloured vertices 0, 11 are * (a cluster is independent vertices)", () => {
    expect(cgt.format(canonicalValue(snort, parse(" ; ", "snort")))).toBe("0");
    const isolated = (n: number): string => `${Array.from({ length: n }, (_, i) => `v${i}`).join(" ")} ;`;
    expect(cgt.format(canonicalValue(snort, parse(isolated(10), "snort")))).toBe("0");
    expect(cgt.format(canonicalValue(snort, parse(isolated(11), "snort")))).toBe("*");
  });
  it("Winning Ways vol. 1 ch. 2: Col on a single edge is 0 and Snort on a single edge is ±1", () => {
    expect(cgt.format(canonicalValue(col, path(2)))).toBe("0");
    expect(cgt.format(canonicalValue(snort, path(2)))).toBe("±1");
  });
});

describe("Col and Snort: shortcut and engine against the reference", () => {
  const rng = cgt.mulberry32(99);
  const randomGraph = (n: number, p: number): string => {
    const vs = Array.from({ length: n }, (_, i) => `v${i}${["", "", "", ":L", ":R"][Math.floor(rng() * 5)]}`).join(" ");
    const es: string[] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < p) es.push(`v${i}-v${j}`);
    return `${vs} ; ${es.join(" ")}`;
  };
  it("edgeless graphs: knownValue equals the plain search", () => {
    for (const labels of [[3, 3, 1], [1, 2, 2], [3, 3, 3, 1, 1]]) {
      const p = { labels, adj: labels.map(() => []) };
      for (const rs of [col, snort]) {
        const plainRs = definePartizan({ name: "plain", leftOptions: rs.leftOptions, rightOptions: rs.rightOptions, key: rs.key });
        expect(knownValue(p)).toBe(referenceValue(plainRs, p));
      }
    }
  });
  it("canonicalValue equals referenceValue on 80 random graphs of up to 7 vertices, for both rules", () => {
    for (let t = 0; t < 80; t++) {
      const picture = randomGraph(1 + Math.floor(rng() * 7), 0.4);
      for (const [rule, rs] of [["col", col], ["snort", snort]] as const) {
        const p = parse(picture, rule);
        const plainRs = definePartizan({ name: "plain", leftOptions: rs.leftOptions, rightOptions: rs.rightOptions, key: rs.key });
        expect(canonicalValue(rs, p), `${rule} ${picture}`).toBe(referenceValue(plainRs, p));
      }
    }
  });
  it("Col values are numbers or numbers plus * (Winning Ways vol. 1 ch. 2) on random graphs", () => {
    for (let t = 0; t < 40; t++) {
      const g = canonicalValue(col, parse(randomGraph(1 + Math.floor(rng() * 7), 0.4), "col"));
      expect(cgt.isNumber(g) || cgt.isNumber(cgt.add(g, cgt.STAR))).toBe(true);
    }
  });
  it("checkRuleset: components, player swap and shortcut hold", () => {
    expect(checkRuleset(snort, [parse("a b c d:L e ; a-b b-c c-d", "snort")]).positions).toBeGreaterThan(5);
    // a colouring move tints the neighbours: Left colouring b in Col on a-b-c leaves a and c tinted blue
    expect([...col.leftOptions(parse("a b c ; a-b b-c", "col"))].map((o) => col.format!(o))).toContain("v0:L v1:L ;");
    expect(checkRuleset(col, [parse("a b c d:L e ; a-b b-c c-d", "col")]).positions).toBeGreaterThan(5);
  });
});

describe("Col and Snort: pictures and bad input", () => {
  it("format and parse round-trip with tints (Col: blue tint = only Right may colour; Snort: only Left)", () => {
    const p = parse("a b:L c:R d ; a-b b-c c-d", "col");
    expect(p.labels).toEqual([3, 2, 1, 3]);
    expect(col.format!(p)).toBe("v0 v1:L v2:R v3 ; v0-v1 v1-v2 v2-v3");
    expect(col.parse!(col.format!(p))).toEqual(p);
    const q = parse("a b:L c:R d ; a-b b-c c-d", "snort");
    expect(q.labels).toEqual([3, 1, 2, 3]);
    expect(snort.parse!(snort.format!(q))).toEqual(q);
    expect(col.draw!(p).startsWith("<svg")).toBe(true);
  });
  it("an edge to a missing vertex names it; bad labels and rules are InputErrors", () => {
    expect(() => parse("a b ; a-b b-c", "col")).toThrow(/vertex "c", which is not declared.*column 11/);
    expect(() => parse("a:X b ; a-b", "col")).toThrow(/allowed vertex labels/);
    expect(() => parse("a b ; a-b", "cram" as never)).toThrow(InputError);
    expect(() => colsnort.colSnort("cram" as never)).toThrow(/"col" or "snort"/);
  });
});
