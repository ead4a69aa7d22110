// Ski-Jumps (lib/games/skijumps): Winning Ways positions as cgt-tools' tests give them, the jump rule
// settled where cgt-tools' code disagrees with its own comment, the engine against the reference search,
// the ruleset contract, pictures and bad input.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { skijumps } from "../lib/games";
import { Grid } from "../lib/grid";
import { canonicalValue, checkRuleset, referenceValue } from "../lib/solvers";

const rs = skijumps.ruleset;
const val = (p: string): string => cgt.format(canonicalValue(rs, rs.parse(p)));

describe("Ski-Jumps: published values", () => {
  // Source: cgt-tools, cgt/short/partizan/games/ski_jumps.rs, test winning_ways_examples ("positions in Winning Ways").
  it.each([
    ["...L....|..R.....|........", "2"],
    ["........|...l....|.......R|........|......L.", "-1"],
    [".L...|.R...|.....", "5/2"],
    ["...R.|...L.|.....", "-5/2"],
    ["L....|....R|.....", "1/2"],
    ["L....|R....|.....", "9/2"],
    ["L....|....R|l....", "5"],
  ])("%s = %s", (p, v) => { expect(val(p)).toBe(v); });
});

describe("Ski-Jumps: from the definitions", () => {
  it("a lone skier has as many moves as squares to the edge: L... = 4 (Winning Ways: each square is a free move)", () => {
    expect(val("L...")).toBe("4");
    expect(val("..R")).toBe("-3");
  });
  it("a jump needs an empty landing square (Winning Ways; cgt-tools' code overwrites it, against its own doc comment)", () => {
    // landing square taken by Left's own slipper: the slides of L and of l, no jump
    expect([...rs.leftOptions(rs.parse("L.|r.|l."))].map((o) => rs.format(o))).toEqual([".L|r.|l.", "..|r.|l.", "L.|r.|.l", "L.|r.|.."]);
    // landing square empty: the jump is there, and the jumped jumper R becomes the slipper r
    expect([...rs.leftOptions(rs.parse("L.|R.|.."))].map((o) => rs.format(o))).toContain("..|r.|L.");
  });
  it("the east–west mirror with colours swapped negates", () => {
    const g = rs.parse("L..r|.R..|l...");
    expect(canonicalValue(rs, skijumps.swapPlayers(g))).toBe(cgt.neg(canonicalValue(rs, g)));
  });
});

describe("Ski-Jumps: the separated-skiers shortcut", () => {
  it("agrees with the plain search wherever it applies (random boards up to 3×5), and declines where skiers can meet or jump", () => {
    const rand = cgt.mulberry32(17);
    let applied = 0;
    for (let k = 0; k < 300; k++) {
      const h = 1 + Math.floor(rand() * 3);
      const w = 1 + Math.floor(rand() * 5);
      const g = Grid.of(h, w, Array.from({ length: h * w }, () => (rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 4))));
      const known = rs.knownValue!(g);
      if (known === undefined) continue;
      applied++;
      expect(known, rs.format(g)).toBe(referenceValue(rs, g));
    }
    expect(applied).toBeGreaterThan(50);
    expect(rs.knownValue!(rs.parse("L.R"))).toBeUndefined(); // they can block each other
    expect(rs.knownValue!(rs.parse("L..|R..|..."))).toBeUndefined(); // L can jump R
    expect(rs.knownValue!(rs.parse("R.L|..."))).toBe(cgt.integer(1 - 1));
  });
});

describe("Ski-Jumps: engine against the reference", () => {
  it("30 random boards up to 3×4 agree with referenceValue", () => {
    const rand = cgt.mulberry32(5);
    for (let k = 0; k < 30; k++) {
      const h = 1 + Math.floor(rand() * 3);
      const w = 1 + Math.floor(rand() * 4);
      const g = Grid.of(h, w, Array.from({ length: h * w }, () => (rand() < 0.7 ? 0 : 1 + Math.floor(rand() * 4))));
      expect(canonicalValue(rs, g), rs.format(g)).toBe(referenceValue(rs, g));
    }
  });
  it("checkRuleset passes", () => {
    expect(checkRuleset(rs, [rs.parse("L..r|.R..|l..."), rs.parse("R...|.L..|....")], { maxExplored: 400 }).positions).toBeGreaterThan(30);
  });
});

describe("Ski-Jumps: pictures and bad input", () => {
  it("round-trips and draws letters", () => {
    expect(rs.format(rs.parse("L.r|.Rl"))).toBe("L.r|.Rl");
    expect(rs.draw(rs.parse("L.r")).includes(">L<")).toBe(true);
  });
  it("names the bad character's row and column", () => {
    expect(() => rs.parse("L..|.x.")).toThrow(/"x".*row 2, column 2/);
  });
});
