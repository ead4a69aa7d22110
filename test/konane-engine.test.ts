// Konane on the generic engine of lib/solvers (issue 13): the rulesets of games/konane, the engine's
// packed keys (ruleset.packed, util's PackedKeyInterner), and solvers.canonicalValue, the one front
// door to a board's value (issue 26), on the rulesets.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError, PackedKeyInterner } from "../lib/util";
import { definePartizan } from "../lib/ruleset";
import { Engine, canonicalValue as engineValue, checkRuleset, engineFor, outcomeClass, referenceValue, valueSweep } from "../lib/solvers";
import { formatBoard, maximalRuleset, parseBoard, rulesetFor, standardRuleset, threeByNBoard, threeByNFamily } from "../lib/games/konane";
import { randomBoard } from "./konane-helpers";

describe("the Konane rulesets", () => {
  it("keep the ruleset contract (checkRuleset: keys, packed keys' folding, components, engine = plain search) in both variants", () => {
    const starts = ["BWBWB|WBWBW|BWBW.", "BW.B|.WB.|B.W.", "BWBW|WBWB", ".B.|BWB|.W.", "W..|WWW|.BW|B.."].map((p) => standardRuleset.parse!(p));
    for (const r of [standardRuleset, maximalRuleset]) {
      const report = checkRuleset(r, starts, { maxExplored: 300 });
      expect(report.positions).toBeGreaterThan(100);
      expect(report.checks.components).toBeGreaterThan(0);
      expect(report.checks.symmetry).toBeGreaterThan(0);
      expect(report.checks.engine).toBeGreaterThan(0);
    }
  });

  it("read pictures with | or newlines, write them with |, and name a bad cell's row and column", () => {
    const b = standardRuleset.parse!("BW.|..W");
    expect(standardRuleset.format!(b)).toBe("BW.|..W");
    expect(formatBoard(standardRuleset.parse!("BW.\n..W"))).toBe(formatBoard(b));
    expect(() => standardRuleset.parse!("BW.|.xW")).toThrow(/row 2, column 2/);
    expect(() => standardRuleset.parse!("BW.|..")).toThrow(InputError);
    expect(() => rulesetFor("diagonal" as "standard")).toThrow(InputError);
    expect(standardRuleset.draw!(b)).toMatch(/^<svg/);
  });

  it("give the seed's textbook values through solvers.canonicalValue (図5.1: 1, 2, −3; 図4.5: −1/2)", () => {
    // seed 000_280edabfccf82ce1 (one of the five source documents; see SOURCES.md), p83:
    // 図5.1a/b/c are 1, 2 and −3; 図4.5 prints as {{|0}|0,{0|}} = {−1|0,1} = −1/2.
    const v = (rows: string[]) => cgt.format(engineValue(standardRuleset, parseBoard(rows)));
    expect(v(["...", "...", "...", "W..", "B.."])).toBe("1");
    expect(v(["...", "...", ".W.", "W..", "B.."])).toBe("2");
    expect(v(["...", "..B", ".B.", "B.B", "W.."])).toBe("-3");
    expect(v(["W..", "WWW", ".BW", "B.."])).toBe("-1/2");
    // outcome classes by the engine's plain search agree with the values' outcomes
    expect(outcomeClass(standardRuleset, parseBoard(["W..", "WWW", ".BW", "B.."]))).toBe("R");
  });

  it("engine values = the plain search without decomposition or symmetry, on random small boards of both variants", () => {
    const rand = cgt.mulberry32(1313);
    for (let t = 0; t < 120; t++) {
      const b = randomBoard(rand, 4, 6, 0.55);
      for (const variant of ["standard", "maximal"] as const) {
        const plain = referenceValue(rulesetFor(variant), b);
        expect(engineValue(rulesetFor(variant), b), `${variant}\n${formatBoard(b)}`).toBe(plain);
        // a fresh engine (empty tables: every position searched here) agrees too
        expect(new Engine(rulesetFor(variant)).value(b), `${variant}\n${formatBoard(b)}`).toBe(plain);
      }
    }
  });

  it("engine values = the plain search without decomposition or symmetry on the seed's 3×n boards, n ≤ 9", () => {
    // (The previous value path, canonicalValueReference, left the library in issue 26; its frozen
    // copy in bench/konane-reference/ is compared with the engine by bench/konane.bench.ts.)
    const engine = new Engine(standardRuleset);
    for (let n = 1; n <= 9; n++) {
      const b = threeByNBoard(n);
      expect(engine.value(b), `3×${n}`).toBe(referenceValue(standardRuleset, b));
    }
  });
});

describe("solvers.canonicalValue on the Konane rulesets", () => {
  it("the shared engine of each variant's ruleset is emptied by cgt.resetStore(), and values are the same after", () => {
    const own = new Engine(maximalRuleset);
    const before = cgt.format(own.value(threeByNBoard(8)));
    expect(own.stats.valueEntries).toBeGreaterThan(100);
    const shared = engineFor(maximalRuleset);
    engineValue(maximalRuleset, threeByNBoard(6));
    expect(shared.stats.valueEntries).toBeGreaterThan(0);
    cgt.resetStore();
    expect(own.stats.valueEntries).toBe(0);
    expect(shared.stats.valueEntries).toBe(0);
    cgt.parse("{1|*}"); // new ids in the new store, so a stale id would now name another game
    expect(cgt.format(own.value(threeByNBoard(8)))).toBe(before);
    expect(cgt.format(engineValue(maximalRuleset, threeByNBoard(8)))).toBe(before);
  });

  it("the generic value sweep over the 3×n family on the ruleset gives the same values", () => {
    const swept = valueSweep(standardRuleset, threeByNFamily(9));
    expect(swept.stopped).toBeNull();
    expect(swept.rows.map((r) => r.value)).toEqual(Array.from({ length: 9 }, (_, i) => cgt.format(engineValue(standardRuleset, threeByNBoard(i + 1)))));
  });

  it("counts one budget unit per component searched and stops with the limit named", () => {
    expect(() => new Engine(standardRuleset).value(threeByNBoard(12), { budget: { maxPositions: 50 } })).toThrow(/50 positions|maxPositions/);
  });
});

describe("packed keys in the engine (ruleset.packed)", () => {
  // Clobber on one row ("x" Left, "o" Right, "." empty; a stone captures an adjacent enemy) with a
  // string key and, for the packed version, 2 bits per cell after a length word.
  const moves = (s: string, me: string, you: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i < s.length; i++) {
      for (const j of [i - 1, i + 1]) {
        if (s[i] === me && s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? "." : k === j ? me : c)).join(""));
      }
    }
    return out;
  };
  const write = (s: string, out: Int32Array): number => {
    const words = 1 + Math.ceil(s.length / 16);
    out.fill(0, 0, words);
    out[0] = s.length;
    for (let i = 0; i < s.length; i++) out[1 + (i >> 4)] |= ".xo".indexOf(s[i]!) << ((i & 15) << 1);
    return words;
  };
  const swap = (s: string) => Array.from(s, (c) => (c === "x" ? "o" : c === "o" ? "x" : c)).join("");
  const reverse = (s: string) => [...s].reverse().join("");
  const base = {
    name: "Clobber strip",
    leftOptions: (s: string) => moves(s, "x", "o"),
    rightOptions: (s: string) => moves(s, "o", "x"),
    components: (s: string) => s.split(".").filter((t) => t.length > 1),
  };
  /** Folded over reversal and the colour swap (negating): the least of the four strings. */
  const normalize = (s: string) => {
    const images = [s, reverse(s), swap(s), swap(reverse(s))];
    let best = 0;
    for (let i = 1; i < 4; i++) if (images[i]! < images[best]!) best = i;
    return { key: images[best]!, negated: best >= 2 };
  };
  const packedNormalize = (s: string, out: Int32Array): number => {
    const n = normalize(s);
    const len = write(n.key as string, out);
    return n.negated ? -len : len;
  };

  it("give the same values as the string keys, and fold symmetric positions into one entry", () => {
    const plain = definePartizan({ ...base, normalize });
    const packed = definePartizan({ ...base, normalize, packed: { maxWords: (s: string) => 1 + Math.ceil(s.length / 16), write, normalize: packedNormalize } });
    const rand = cgt.mulberry32(5);
    const e1 = new Engine(plain);
    const e2 = new Engine(packed);
    for (let t = 0; t < 60; t++) {
      const len = 1 + Math.floor(rand() * 18);
      const s = Array.from({ length: len }, () => ".xo"[Math.floor(rand() * 3)]).join("");
      expect(e2.value(s), s).toBe(e1.value(s));
      expect(e2.outcome(s), s).toBe(e1.outcome(s));
    }
    // "xo" and its images "ox" (reversed) and "ox"/"xo" colour-swapped share one entry
    const e3 = new Engine(packed);
    expect(cgt.format(e3.value("xxo"))).toBe("↑"); // Lessons in Play: the Clobber strip xxo is ↑
    const entries = e3.stats.valueEntries;
    expect(cgt.format(e3.value("oxx"))).toBe("↑");
    expect(cgt.format(e3.value("ooox".slice(1)))).toBe("↓");
    expect(e3.stats.valueEntries).toBe(entries);
  });

  it("reject a packed part of the wrong shape, and a key longer than maxWords promised, with InputErrors", () => {
    expect(() => definePartizan({ ...base, packed: { maxWords: 3 } as never })).toThrow(/packed must be/);
    expect(() => definePartizan({ ...base, normalize, packed: { maxWords: () => 2, write } })).toThrow(/packed.normalize/);
    // a key longer than the engine's buffer (sized by maxWords, at least 64 words) would be cut off
    const liar = definePartizan({ ...base, packed: { maxWords: () => 1, write } });
    expect(() => new Engine(liar).value("x" + ".".repeat(2000))).toThrow(/packed.write\(.*returned length 127, outside \[1, 64\]/);
    expect(() => checkRuleset(liar, ["xo.ox"])).toThrow(/unstable-key.*packed.write\(\) returned length 2, outside \[1, 1\]/);
    // packed keys that merge positions the string keys tell apart
    const merging = definePartizan({ ...base, packed: { maxWords: () => 2, write: (_s: string, out: Int32Array) => ((out[0] = 7), 1) } });
    expect(() => checkRuleset(merging, ["xo.ox"])).toThrow(/unstable-key.*packed key \[7\] of the position with key/);
    const bad = definePartizan({ ...base, packed: { maxWords: () => 0, write } });
    expect(() => new Engine(bad).value("xo")).toThrow(/maxWords.*positive integer/);
  });
});

describe("PackedKeyInterner", () => {
  it("numbers variable-length keys densely in first-seen order, like a Map on their text", () => {
    const rand = cgt.mulberry32(77);
    const interner = new PackedKeyInterner();
    const byText = new Map<string, number>();
    const buf = new Int32Array(8);
    for (let t = 0; t < 20000; t++) {
      const len = 1 + Math.floor(rand() * 4);
      for (let i = 0; i < len; i++) buf[i] = Math.floor(rand() * 6) - 3; // small alphabet: many repeats, negative words too
      const text = Array.from(buf.subarray(0, len)).join(",");
      const expected = byText.get(text) ?? byText.size;
      byText.set(text, expected);
      expect(interner.intern(buf, len)).toBe(expected);
    }
    expect(interner.size).toBe(byText.size);
    const out = new Int32Array(8);
    for (const [text, id] of byText) expect(Array.from(out.subarray(0, interner.read(id, out))).join(",")).toBe(text);
    expect(() => interner.read(byText.size, out)).toThrow(InputError);
  });
});

describe("PackedKeyInterner across pool chunks (4 Mi words each)", () => {
  it("keys that fill a chunk exactly, and keys of mixed lengths that open new chunks, read back and are found again", () => {
    // 3 × 2^16 keys of 16 words fill three chunks of 2^20 words exactly (the boundary case)
    const interner = new PackedKeyInterner();
    const buf = new Int32Array(40);
    const n = 3 * 65536 + 5;
    for (let i = 0; i < n; i++) {
      buf.fill(i, 0, 16);
      buf[15] = ~i;
      expect(interner.intern(buf, 16)).toBe(i);
    }
    const out = new Int32Array(40);
    for (const i of [0, 65535, 65536, 131071, 131072, 196607, 196608, n - 1]) {
      expect(interner.read(i, out)).toBe(16);
      expect(out[0]).toBe(i);
      expect(out[15]).toBe(~i);
      out.fill(i, 0, 16);
      out[15] = ~i;
      expect(interner.intern(out, 16)).toBe(i);
    }
    // mixed lengths 1..40: keys that do not fit the rest of a chunk start the next one (plain reference: a Map on the text)
    const mixed = new PackedKeyInterner();
    const byText = new Map<string, number>();
    const rand = cgt.mulberry32(5);
    for (let t = 0; t < 150000; t++) {
      const len = 1 + Math.floor(rand() * 40);
      for (let i = 0; i < len; i++) buf[i] = Math.floor(rand() * 1000) - 500;
      if (t % 7 === 0) buf.fill(1, 0, len); // repeats
      const text = Array.from(buf.subarray(0, len)).join(",");
      const expected = byText.get(text) ?? byText.size;
      byText.set(text, expected);
      expect(mixed.intern(buf, len)).toBe(expected);
    }
    expect(mixed.bytes).toBeGreaterThan(2 * 4 * (1 << 20)); // more than two chunks in use
    let k = 0;
    for (const [text, id] of byText) {
      if (k++ % 97 === 0) expect(Array.from(out.subarray(0, mixed.read(id, out))).join(",")).toBe(text);
    }
  });
});
