// knownValue shortcuts of Clobber, Col, Snort, Fission and Amazons (issue 14): each shortcut agrees
// with the search of the same ruleset without it (engine and plain reference) on random positions,
// and fires on the positions it is meant for. The sources are in each shortcut's doc comment
// (Winning Ways vol. 1 ch. 1: {n|} = n + 1 for one-player positions; Albert–Grossman–Nowakowski–Wolfe
// and Lessons in Play for xo = *, xxo = ↑).
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { amazons, clobber, colsnort, fission } from "../lib/games";
import { definePartizan, longestPlay, type PartizanRuleset } from "../lib/ruleset";
import { canonicalValue, referenceValue } from "../lib/solvers";
import type { Grid } from "../lib/grid";

/** The same ruleset without its knownValue (components and folding kept). */
function withoutShortcut<P>(r: PartizanRuleset<P>): PartizanRuleset<P> {
  const { knownValue: _k, ...rest } = r;
  return definePartizan<P>({ ...rest, name: `${r.name} (no shortcut)` });
}

function randomPicture(rng: () => number, h: number, w: number, weights: readonly [string, number][]): string {
  const total = weights.reduce((s, [, x]) => s + x, 0);
  const rows: string[] = [];
  for (let r = 0; r < h; r++) {
    let row = "";
    for (let c = 0; c < w; c++) {
      let t = rng() * total;
      for (const [ch, x] of weights) {
        if ((t -= x) < 0) {
          row += ch;
          break;
        }
      }
    }
    rows.push(row);
  }
  return rows.join("|");
}

describe("Clobber: positions of at most three stones", () => {
  const r = clobber.clobber;
  const known = r.knownValue!;
  it("from the definition / AGNW 2005 and Lessons in Play: xo = *, xxo = ↑, oox = ↓, oxo = *, xox = *, bent xxo = ↑, x.o = 0", () => {
    const v = (p: string): string => cgt.format(known(r.parse(p))!);
    expect(v("xo")).toBe("*");
    expect(v("xxo")).toBe("↑");
    expect(v("oox")).toBe("↓");
    expect(v("oxo")).toBe("*");
    expect(v("xox")).toBe("*");
    expect(v("xx..|...o")).toBe("0");
    expect(v("xx.|.o.")).toBe("↑"); // the o touches the second x: the path x–x–o
    expect(v("xx|.o")).toBe("↑");
    expect(v("x.o")).toBe("0");
    expect(known(r.parse("xoxo"))).toBeUndefined();
  });
  it("agrees with the plain reference on all boards of up to 3 stones on 2×3 and 3×3 (random), and the engine with and without it on 150 random 3×3 boards", () => {
    const rng = cgt.mulberry32(11);
    const bare = withoutShortcut(r);
    let fired = 0;
    for (let t = 0; t < 150; t++) {
      const p = r.parse(randomPicture(rng, 3, 3, [[".", 5], ["x", 2], ["o", 2]]));
      const k = known(p);
      if (k !== undefined) {
        fired++;
        expect(k, r.format(p)).toBe(referenceValue(bare, p));
      }
      expect(canonicalValue(r, p), r.format(p)).toBe(canonicalValue(bare, p));
    }
    expect(fired).toBeGreaterThan(20);
  });
  it("variants with other rules (AntiClobber, Kings, ...) have no such shortcut", () => {
    expect(clobber.antiClobber.knownValue).toBeUndefined();
    expect(clobber.kings.knownValue).toBeUndefined();
  });
});

describe("Col and Snort: one-player positions", () => {
  it("Snort with every vertex open to Left only is V; Col's is the largest independent set (a triangle plus a pendant: 2)", () => {
    const p = colsnort.parse("a:L b:L c:L d:L ; a-b b-c c-a c-d", "snort"); // snort: tint L = only Left may colour
    expect(cgt.format(colsnort.snort.knownValue!(p)!)).toBe("4");
    const q = colsnort.parse("a:R b:R c:R d:R ; a-b b-c c-a c-d", "col"); // col: tint R = only Left may colour
    expect(cgt.format(colsnort.col.knownValue!(q)!)).toBe("2");
    expect(cgt.format(referenceValue(withoutShortcut(colsnort.col), q))).toBe("2");
  });
  it("agree with the engine without the shortcut on 150 random graphs each (one-sided and mixed tints)", () => {
    const rng = cgt.mulberry32(12);
    for (const [rs, rule] of [[colsnort.col, "col"], [colsnort.snort, "snort"]] as const) {
      const bare = withoutShortcut(rs);
      let fired = 0;
      for (let t = 0; t < 150; t++) {
        const n = 1 + Math.floor(rng() * 7);
        const tints = t % 2 === 0 ? [":L"] : t % 4 === 1 ? [":R"] : ["", ":L", ":R"];
        const vs = Array.from({ length: n }, (_, i) => `v${i}${tints[Math.floor(rng() * tints.length)]}`).join(" ");
        const es: string[] = [];
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (rng() < 0.4) es.push(`v${i}-v${j}`);
        const p = colsnort.parse(`${vs} ; ${es.join(" ")}`, rule);
        if (rs.knownValue!(p) !== undefined) fired++;
        expect(canonicalValue(rs, p), colsnort.format(p, rule)).toBe(canonicalValue(bare, p));
        expect(rs.knownValue!(p) ?? canonicalValue(bare, p)).toBe(referenceValue(bare, p));
      }
      expect(fired).toBeGreaterThan(50);
    }
  });
});

describe("Fission: positions where one player can never split", () => {
  it("a row is Right's only: `.x.` is −1 (one split gives x.x), `.x..` is −2 (x.x. then xx.x); a column is Left's", () => {
    expect(cgt.format(fission.knownValue(fission.ruleset.parse(".x."))!)).toBe("-1");
    expect(cgt.format(fission.knownValue(fission.ruleset.parse(".x.."))!)).toBe("-2");
    expect(cgt.format(fission.knownValue(fission.ruleset.parse(".|x|.|."))!)).toBe("2");
    expect(fission.knownValue(fission.ruleset.parse("...|.x.|..."))).toBeUndefined();
  });
  it("agrees with the engine without it and the reference on 120 random boards (rows, columns, 2×n with blocks)", () => {
    const rng = cgt.mulberry32(13);
    const bare = withoutShortcut(fission.ruleset);
    let fired = 0;
    for (let t = 0; t < 120; t++) {
      const shape = t % 3 === 0 ? [1, 4 + Math.floor(rng() * 6)] : t % 3 === 1 ? [4 + Math.floor(rng() * 5), 1] : [2 + Math.floor(rng() * 2), 3 + Math.floor(rng() * 2)];
      const p = fission.ruleset.parse(randomPicture(rng, shape[0]!, shape[1]!, [[".", 6], ["x", 2], ["#", 1]]));
      const k = fission.knownValue(p);
      if (k !== undefined) {
        fired++;
        expect(k, fission.ruleset.format(p)).toBe(referenceValue(bare, p));
      }
      expect(canonicalValue(fission.ruleset, p), fission.ruleset.format(p)).toBe(canonicalValue(bare, p));
    }
    expect(fired).toBeGreaterThan(60);
  });
});

describe("Amazons: positions with one player's amazons only", () => {
  it("a lone amazon's value is the longest play, equal to the plain search's (x.. on 1×3)", () => {
    expect(cgt.format(amazons.knownValue(amazons.ruleset.parse("x.."))!)).toBe(cgt.format(referenceValue(withoutShortcut(amazons.ruleset), amazons.ruleset.parse("x.."))));
    expect(amazons.knownValue(amazons.ruleset.parse("x.o"))).toBeUndefined();
  });
  it("agrees with the engine without it and the reference on 60 random 2×3 and 3×3 boards", () => {
    const rng = cgt.mulberry32(14);
    const bare = withoutShortcut(amazons.ruleset);
    let fired = 0;
    for (let t = 0; t < 60; t++) {
      const [h, w] = t % 2 === 0 ? [2, 3] : [3, 3];
      const p: Grid = amazons.ruleset.parse(randomPicture(rng, h, w, [[".", 6], [t % 3 === 2 ? "o" : "x", 1], ["#", 2]]));
      const k = amazons.knownValue(p);
      if (k !== undefined) {
        fired++;
        expect(k, amazons.ruleset.format(p)).toBe(referenceValue(bare, p));
      }
      expect(canonicalValue(amazons.ruleset, p), amazons.ruleset.format(p)).toBe(canonicalValue(bare, p));
    }
    expect(fired).toBeGreaterThan(40);
  });
});

describe("longestPlay (lib/ruleset)", () => {
  it("counts the longest play of a one-player game and gives up past its position limit", () => {
    // a heap of n from which one may take 1 or 2: the longest play takes 1 each time
    expect(longestPlay((n: number) => (n >= 2 ? [n - 1, n - 2] : n === 1 ? [0] : []), (n) => n, 10, 100)).toBe(10);
    expect(longestPlay((n: number) => (n >= 2 ? [n - 1, n - 2] : n === 1 ? [0] : []), (n) => n, 10, 3)).toBeUndefined();
  });
});
