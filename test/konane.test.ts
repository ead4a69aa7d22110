import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { BudgetExceededError, InputError } from "../lib/util";
import {
  boardKey,
  boardRows,
  components,
  componentsCellwise,
  decompose,
  EXACT_MAX_STONES,
  keyWords,
  positionKey,
  symmetryClassKey,
  emptyBoard,
  formatBoard,
  options,
  parseBoard,
  symmetryKey,
  stoneCounts,
  rulesetFor,
  threeByNBoard,
  type Board,
  type Variant,
} from "../lib/games/konane";
import { gameString, gameStringStats, multiJumpPositions, TEXTBOOK_FIGURES } from "../lib/studies/konane";
import { Engine, canonicalValue as frontDoorValue, referenceValue } from "../lib/solvers";
import { plainValues, randomBoard, randomRoot } from "./konane-helpers";

const rng = cgt.mulberry32;
/** A board's value through the front door (solvers.canonicalValue on the variant's ruleset). */
const canonicalValue = (b: Board, v: Variant): cgt.Game => frontDoorValue(rulesetFor(v), b);
/** The plain search by the definition (no decomposition, no symmetry): solvers.referenceValue. */
const canonicalValueNaive = (b: Board, v: Variant): cgt.Game => referenceValue(rulesetFor(v), b);

// The seed's textbook figures (p83) and the strings its first program printed, as the study types them.
const FIGURES = TEXTBOOK_FIGURES;

describe("Konane boards", () => {
  it("parses and formats boards", () => {
    const b = parseBoard("  B.W\n.WB\n");
    expect(b.rows).toBe(2);
    expect(b.cols).toBe(3);
    expect(boardRows(b)).toEqual(["B.W", ".WB"]);
    expect(formatBoard(parseBoard(["BW", ".."]))).toBe("BW\n..");
    expect(boardKey(b)).toBe("2x3:B.W/.WB");
    expect(formatBoard(emptyBoard(2, 2))).toBe("..\n..");
  });

  it("rejects bad boards with InputError naming the place", () => {
    expect(() => parseBoard("")).toThrow(InputError);
    // issue 18: non-string input is an InputError, not a raw TypeError
    expect(() => parseBoard(42 as unknown as string)).toThrow(/picture string or an array of row strings, not number/);
    expect(() => parseBoard(["B.", null as unknown as string])).toThrow(/row 2/);
    expect(() => parseBoard([])).toThrow(/empty/);
    expect(() => parseBoard(["BW.", "B."])).toThrow(/ragged.*row 2 has 2 cells but row 1 has 3/);
    expect(() => parseBoard(["BW.", "BX."])).toThrow(/unknown Konane cell "X".*row 2, column 2/);
    expect(() => emptyBoard(0, 3)).toThrow(InputError);
    expect(() => options(parseBoard(["BW."]), "L", "fancy" as Variant)).toThrow(/unknown Konane variant/);
  });

  it("builds the seed's 3×n boards", () => {
    expect(boardRows(threeByNBoard(9))).toEqual([".........", "BW.BW.BW.", "WB.WB.WB."]);
    expect(boardRows(threeByNBoard(4))).toEqual(["....", "BW.B", "WB.W"]);
    expect(() => threeByNBoard(0)).toThrow(InputError);
  });
});

describe("Konane moves: the two variants", () => {
  it("standard lists every landing square of a multi-jump, maximal only the last", () => {
    const b = parseBoard(["BW.W.W."]);
    expect(options(b, "L", "standard").map((x) => boardRows(x)[0])).toEqual(["..BW.W.", "....BW.", "......B"]);
    expect(options(b, "L", "maximal").map((x) => boardRows(x)[0])).toEqual(["......B"]);
    expect(options(b, "R", "standard").map((x) => boardRows(x)[0])).toEqual([]);
  });

  it("on the 3×n boards the two variants give the same string (no multi-jump arises)", () => {
    for (let n = 1; n <= 9; n++) {
      const b = threeByNBoard(n);
      expect(gameString(b, "standard").text).toBe(gameString(b, "maximal").text);
      expect(multiJumpPositions(b).withMultiJump).toBe(0);
    }
    const fig44 = parseBoard(FIGURES[0]!.rows);
    expect(multiJumpPositions(fig44)).toEqual({ positions: gameString(fig44, "standard").uniquePositions, withMultiJump: 1 });
  });

  it("図4.4 has a double jump: the variants differ there", () => {
    const b = parseBoard(FIGURES[0]!.rows);
    expect(options(b, "L", "standard")).toHaveLength(2);
    expect(options(b, "L", "maximal")).toHaveLength(1);
    expect(gameString(b, "maximal").text).toBe("{0|0}");
  });
});

describe("the seed's game-tree string", () => {
  it("reproduces the textbook figures byte for byte (standard variant, the seed's first program)", () => {
    for (const f of FIGURES) expect(gameString(parseBoard(f.rows), "standard").text, f.figure).toBe(f.seed);
  });

  it("gives the textbook values through cgt (図5.1: 1, 2, -3; 図4.5: {-1|0,1} = -1/2)", () => {
    const value = (i: number) => cgt.format(canonicalValue(parseBoard(FIGURES[i]!.rows), "standard"));
    expect(value(4)).toBe("1");
    expect(value(5)).toBe("2");
    expect(value(6)).toBe("-3");
    expect(value(1)).toBe("-1/2");
    expect(value(0)).toBe("↑*");
    expect(value(3)).toBe("↓*");
  });

  it("fast statistics equal the materialized string on 3×n and random boards, both variants", () => {
    const rand = rng(7);
    const boards = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(threeByNBoard);
    for (let i = 0; i < 60; i++) boards.push(randomBoard(rand, 4, 5));
    for (const b of boards) {
      for (const v of ["standard", "maximal"] as const) {
        const slow = gameString(b, v);
        const fast = gameStringStats(b, v);
        expect(fast.length, `${v} ${boardKey(b)}`).toBe(BigInt(slow.text.length));
        expect(fast.uniquePositions, `${v} ${boardKey(b)}`).toBe(slow.uniquePositions);
      }
    }
  });

  it("matches the seed's C++ output for 3×11 and 3×12 (maximal jumps, measured with g++ -O2)", () => {
    // string_length and memo.size() printed by bench/seed/seed_maximal.cpp
    expect(gameStringStats(threeByNBoard(11), "maximal")).toMatchObject({ length: 372739101n, uniquePositions: 9032 });
    expect(gameStringStats(threeByNBoard(12), "maximal")).toMatchObject({ length: 1031528275n, uniquePositions: 16084 });
  });

  it("stops with BudgetExceededError naming the limit", () => {
    const b = threeByNBoard(12);
    expect(() => gameStringStats(b, "maximal", { budget: { maxPositions: 1000 } })).toThrow(BudgetExceededError);
    expect(() => gameStringStats(b, "maximal", { budget: { maxPositions: 1000 } })).toThrow(/maxPositions/);
    // The maxLength option fired: the error names it (it used to blame maxHeapBytes; issue 18).
    expect(() => gameString(b, "standard", { maxLength: 10_000 })).toThrow(/maxLength = 10,000.*raise the maxLength option/);
    expect(() => new Engine(rulesetFor("standard")).value(b, { budget: { maxPositions: 50 } })).toThrow(/maxPositions/);
  });
});

// ---- the seed's C++ itself, compiled into a temp dir ----
const seedDir = resolve(__dirname, "../bench/seed");
let bin: string | null = null;
function hasGpp(): boolean {
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const gpp = hasGpp();

describe.skipIf(!gpp)("agreement with the compiled seed C++ (g++ -O2)", () => {
  beforeAll(() => {
    bin = mkdtempSync(join(tmpdir(), "cgtlab-konane-seed-"));
    for (const v of ["standard", "maximal"]) {
      execFileSync("g++", ["-O2", "-o", join(bin, `seed_${v}`), join(seedDir, `seed_${v}.cpp`)]);
    }
  }, 120_000);
  afterAll(() => {
    if (bin && existsSync(bin)) rmSync(bin, { recursive: true, force: true });
  });
  const runSeed = (v: Variant, b: Board): { length: number; memo: number; text: string } => {
    const input = `${b.rows} ${b.cols}\n${boardRows(b).join("\n")}\n`;
    const out = execFileSync(join(bin!, `seed_${v}`), ["-", "print"], { input }).toString().split("\n");
    const [length, memo] = out[0]!.split(",").map(Number);
    return { length: length!, memo: memo!, text: out[1]! };
  };

  it("full strings agree on 3×n (n ≤ 8), the figures and random boards, both variants", () => {
    const rand = rng(11);
    const boards = [1, 2, 3, 4, 5, 6, 7, 8].map(threeByNBoard);
    for (const f of FIGURES) boards.push(parseBoard(f.rows));
    for (let i = 0; i < 40; i++) boards.push(randomBoard(rand, 4, 5));
    // wide rows (> 15 chars: heap-allocated std::string) with leftward White multi-jumps,
    // where the seed's first program reads one byte before the row (missing column bound)
    boards.push(parseBoard(["B.B.BW" + ".".repeat(14)]), parseBoard(["B.BW", "...."]), parseBoard(["B.B.B.BW" + "B.".repeat(5)]));
    for (const b of boards) {
      for (const v of ["standard", "maximal"] as const) {
        const seed = runSeed(v, b);
        const ours = gameString(b, v);
        expect(ours.text, `${v}\n${formatBoard(b)}`).toBe(seed.text);
        expect(ours.uniquePositions).toBe(seed.memo);
      }
    }
  }, 60_000);
});

describe("decomposition into independent sub-positions", () => {
  // Structural check of the disjunctive-sum claim: at every position reachable from the root,
  // the moves of the whole board are exactly the moves of the components (placed back), for
  // both players and both variants.
  it("moves of the whole = moves of the parts, on random boards", () => {
    const rand = rng(3);
    let split = 0;
    for (let t = 0; t < 120; t++) {
      const root = randomBoard(rand, 4, 7, 0.5);
      for (const v of ["standard", "maximal"] as const) split += checkMovesOfParts(root, decompose, v).split;
    }
    expect(split).toBeGreaterThan(100);
  });

  it("canonical value with decomposition = without = parsed seed string, on random boards", () => {
    const rand = rng(5);
    for (let t = 0; t < 150; t++) {
      const b = randomBoard(rand, 4, 6, 0.5);
      for (const v of ["standard", "maximal"] as const) {
        const fast = canonicalValue(b, v);
        expect(fast, `${v}\n${formatBoard(b)}`).toBe(canonicalValueNaive(b, v));
        if (t < 40) expect(fast).toBe(cgt.parse(gameString(b, v).text));
      }
    }
    for (let n = 1; n <= 9; n++) {
      expect(canonicalValue(threeByNBoard(n), "standard")).toBe(canonicalValueNaive(threeByNBoard(n), "standard"));
    }
  });

  it("symmetric boards share a key; a cache is reused across calls", () => {
    expect(symmetryKey(parseBoard(["BW.", "..W"]))).toBe(symmetryKey(parseBoard([".WB", "W.."])));
    expect(symmetryKey(parseBoard(["BW.", "..W"]))).toBe(symmetryKey(parseBoard(["B.", "W.", ".W"])));
    const engine = new Engine(rulesetFor("standard"));
    const g = engine.value(threeByNBoard(7));
    const size = engine.stats.valueEntries;
    expect(engine.value(threeByNBoard(7))).toBe(g);
    expect(engine.stats.valueEntries).toBe(size);
  });
});

/** Put back the stones of `b` that belong to no component (they never move). */
function mergeDead(b: Board, comps: { board: Board; row: number; col: number }[], key: string): string {
  const covered = new Uint8Array(b.rows * b.cols);
  for (const c of comps) {
    for (let r = 0; r < c.board.rows; r++) {
      for (let q = 0; q < c.board.cols; q++) {
        if (c.board.cells[r * c.board.cols + q]) covered[(c.row + r) * b.cols + c.col + q] = 1;
      }
    }
  }
  const rows = key.slice(key.indexOf(":") + 1).split("/");
  const out = rows.map((row, r) =>
    [...row]
      .map((ch, q) => {
        const v = b.cells[r * b.cols + q]!;
        return !covered[r * b.cols + q] && v ? ".BW"[v] : ch;
      })
      .join(""),
  );
  return `${b.rows}x${b.cols}:${out.join("/")}`;
}

describe("value cache keys include the board's shape (issue 18)", () => {
  it("a 2×256 board evaluated after the 1×512 board with the same cells keeps its own value", () => {
    // Before the fix the key header was rows·256+cols, equal (768) for 1×512 and 2×256, so the
    // shared cache returned the 1×512 board's value. Values from the definitions:
    //  - 1×512 ".…BW" + "…": the B at column 255 jumps the W at 256 to 257 (empty): Left has one
    //    move to a position with no moves, Right's W at 256 jumps B at 255 onto 254: {0|0} = *.
    //  - 2×256: row 1 ends "BW" at the right edge, row 2 empty: Left cannot jump (the landing
    //    cell is off the board), Right's W jumps the B onto column 254: {|0} = -1.
    const row = ".".repeat(254) + "BW";
    const wide = parseBoard([row + ".".repeat(256)]);
    const tall = parseBoard([row, ".".repeat(256)]);
    const engine = new Engine(rulesetFor("standard"));
    expect(cgt.format(engine.value(wide))).toBe("*");
    expect(cgt.format(engine.value(tall))).toBe("-1");
    expect(cgt.format(canonicalValue(tall, "standard"))).toBe("-1");
  });
});

describe("fast components (the independence split) against the reference decompose", () => {
  it("gives the same parts, cut-outs and order as before the session-15 speed-ups (regression pin)", () => {
    // Every position reachable from 3×10 (standard moves) and from eight random roots of up to
    // 5×6, in the order of their pictures, split after emptying the reach memo (a call with
    // another exact-reach limit does that): the number of parts and an FNV-1a digest of each
    // part's place, size and cells, in order. The pinned figures are cgtlab's own: computed by
    // components.ts as of main 06cb657 and by the faster bit-row path alike (lone stones without
    // flood fill, pair checks skipped when their answer is known, Zobrist dedupe in the exact
    // search), so any change to the partition, the cut-outs or their order shows here.
    const reachable = (roots: Board[]): Board[] => {
      const seen = new Map<string, Board>();
      const stack = [...roots];
      while (stack.length > 0) {
        const b = stack.pop()!;
        const key = boardRows(b).join("|");
        if (seen.has(key)) continue;
        seen.set(key, b);
        for (const p of ["L", "R"] as const) for (const o of options(b, p, "standard")) stack.push(o);
      }
      return [...seen.keys()].sort().map((k) => seen.get(k)!);
    };
    const digest = (boards: Board[]): string => {
      components(boards[0]!, EXACT_MAX_STONES - 1);
      let h = 0x811c9dc5;
      let parts = 0;
      const mix = (x: number): void => {
        h = Math.imul(h ^ x, 0x01000193);
      };
      for (const b of boards) {
        const cs = components(b);
        mix(cs.length);
        for (const c of cs) {
          parts++;
          mix(c.row);
          mix(c.col);
          mix(c.board.rows);
          mix(c.board.cols);
          for (const v of c.board.cells) mix(v);
        }
      }
      return `${boards.length} positions, ${parts} parts, digest ${(h >>> 0).toString(16)}`;
    };
    expect(digest(reachable([threeByNBoard(10)]))).toBe("2536 positions, 4745 parts, digest c374d273");
    const rand = rng(41);
    const roots = Array.from({ length: 8 }, () => randomRoot(rand, 5, 6, 0.6));
    expect(digest(reachable(roots))).toBe("678 positions, 752 parts, digest c76d873b");
  }, 60_000);

  type Split = (b: Board) => { board: Board; row: number; col: number }[];
  const fastExact: Split = (b) => components(b);
  const fastBounded: Split = (b) => components(b, 0);

  it("the components' values sum to the whole's value by the plain reference, at every position reachable from random boards", () => {
    // Plain values (no decomposition, no symmetry; one memo shared by all boards): at every
    // position reachable from random roots, the sum of the parts' plain values is the whole's
    // plain value, for the fast split with exact reaches, with jump-bounded reaches only, and
    // for the reference decompose; the fast and reference splits agree on most positions.
    const plain = plainValues();
    const rand = rng(17);
    let positions = 0;
    let split = 0;
    let same = 0;
    for (let t = 0; t < 30; t++) {
      const root = randomRoot(rand, 4, 6, 0.5);
      const v: Variant = t % 2 === 0 ? "standard" : "maximal";
      const seen = new Set<string>();
      const stack = [root];
      while (stack.length > 0 && seen.size < 300) {
        const b = stack.pop()!;
        const key = boardKey(b);
        if (seen.has(key)) continue;
        seen.add(key);
        positions++;
        const whole = plain(b, v);
        const fast = fastExact(b);
        const ref = decompose(b);
        const sumOf = (cs: { board: Board }[]) => cgt.sum(cs.map((c) => plain(c.board, v)));
        expect(sumOf(fast), `fast ${v}\n${formatBoard(b)}`).toBe(whole);
        expect(sumOf(fastBounded(b)), `bounded ${v}\n${formatBoard(b)}`).toBe(whole);
        expect(sumOf(componentsCellwise(b)), `cellwise ${v}\n${formatBoard(b)}`).toBe(whole);
        expect(sumOf(componentsCellwise(b, 0)), `cellwise bounded ${v}\n${formatBoard(b)}`).toBe(whole);
        // the transposed board (as many bit rows as b has columns): Konane's rules are symmetric
        const tb = transpose(b);
        expect(sumOf(components(tb)), `transposed ${v}\n${formatBoard(tb)}`).toBe(plain(tb, v));
        expect(sumOf(ref), `reference ${v}\n${formatBoard(b)}`).toBe(whole);
        if (fast.length > 1) split++;
        const values = (cs: { board: Board }[]) => cs.map((c) => cgt.format(plain(c.board, v))).sort().join(" ");
        if (values(fast) === values(ref)) same++;
        for (const o of options(b, "L", v)) stack.push(o);
        for (const o of options(b, "R", v)) stack.push(o);
      }
    }
    expect(split).toBeGreaterThan(positions / 10);
    // the same components' values (where both use exact reaches the partitions coincide)
    expect(same).toBeGreaterThan(positions * 0.95);
  }, 120_000);

  it("moves of the whole = moves of the parts, at every position reachable from random boards", () => {
    const rand = rng(23);
    let checked = 0;
    for (let t = 0; t < 40; t++) {
      const root = randomRoot(rand, 4, 7, 0.5);
      for (const split of [fastExact, fastBounded, (b: Board) => componentsCellwise(b)]) checked += checkMovesOfParts(root, split, "standard").positions;
    }
    expect(checked).toBeGreaterThan(300);
  }, 120_000);

  it("boards wider than the bit-row search (generic search) split soundly, at every position reachable from random boards", () => {
    // Random boards placed at the left of a 34-column board (wider than the 31 columns of the
    // bit-row search, so the exact reaches come from the cell-by-cell search): the components'
    // plain values sum to the whole's plain value, in both variants.
    const plain = plainValues();
    const rand = rng(31);
    let positions = 0;
    let split = 0;
    for (let t = 0; t < 16; t++) {
      const small = randomRoot(rand, 4, 7, 0.5);
      const root = parseBoard(boardRows(small).map((r) => r + ".".repeat(34 - small.cols)));
      const v: Variant = t % 2 === 0 ? "standard" : "maximal";
      const seen = new Set<string>();
      const stack = [root];
      while (stack.length > 0 && seen.size < 150) {
        const b = stack.pop()!;
        const key = boardKey(b);
        if (seen.has(key)) continue;
        seen.add(key);
        positions++;
        const comps = components(b);
        if (comps.length > 1) split++;
        expect(cgt.sum(comps.map((c) => plain(c.board, v))), `${v}\n${formatBoard(b)}`).toBe(plain(b, v));
        for (const o of options(b, "L", v)) stack.push(o);
        for (const o of options(b, "R", v)) stack.push(o);
      }
    }
    expect(split).toBeGreaterThan(positions / 10);
  }, 120_000);

  it("the reach memo is translation-invariant: a group far from the edges gives the same cut-out wherever it stands", () => {
    // A random small group placed at several offsets of boards of several sizes, each edge at
    // least 2·(stones) cells away (no stone ever moves that far): the components are the same
    // boards, shifted by the offset, on bit-row (≤ 31 columns) and generic (wider) boards alike.
    const rand = rng(37);
    for (let t = 0; t < 40; t++) {
      const small = randomBoard(rand, 3, 4, 0.7);
      const stones = stoneCounts(small);
      const m = 2 * (stones.black + stones.white);
      const shapes: string[] = [];
      for (const [top, left, rows, cols] of [[m, m, small.rows + 2 * m, small.cols + 2 * m], [m + 1, m + 3, small.rows + 2 * m + 2, 40], [m + 2, 40 - small.cols - m, small.rows + 3 * m, 40]] as const) {
        const lines: string[] = [];
        for (let r = 0; r < rows; r++) {
          const inner = r >= top && r < top + small.rows ? boardRows(small)[r - top]! : ".".repeat(small.cols);
          lines.push(".".repeat(left) + inner + ".".repeat(cols - left - small.cols));
        }
        // with exact reaches where they can be had, and with jump-bounded reaches only
        for (const exactMax of [undefined, 0]) {
          const comps = components(parseBoard(lines), exactMax);
          shapes.push(comps.map((c) => `${c.row - top},${c.col - left}:${boardKey(c.board)}`).join(" "));
        }
      }
      for (let k = 2; k < 6; k++) expect(shapes[k], `${k} ${formatBoard(small)}`).toBe(shapes[k % 2]);
    }
  });

  it("jump-bounded reaches split groups too large to enumerate, where the unbounded fixpoint cannot", () => {
    // Two 14-stone blocks (more than EXACT_MAX_STONES) 30 empty columns apart. Each stone of a
    // block makes at most 7 jumps, so its jump-bounded reach stays near the block; the
    // unbounded fixpoint of the reference lets alternating stones spread along the empty rows
    // and merges the blocks.
    // (soundness of the jump-bounded path is checked on random boards above, exactMaxStones 0).
    const block = ["BWBW", "WB.B", "BWBW", "W.WB"];
    const b = parseBoard(block.map((r) => r + ".".repeat(30) + r));
    const comps = components(b);
    expect(comps).toHaveLength(2);
    expect(comps.every((c) => c.board.cols < 20)).toBe(true);
    expect(decompose(b)).toHaveLength(1);
    expect(comps[0]!.col).toBe(0);
    expect(comps[1]!.col + comps[1]!.board.cols).toBe(38);
  });

  it("fast canonical values = the plain reference, on random boards", () => {
    // (The previous path, canonicalValueReference, left the library in issue 26: bench/konane-reference/.)
    const rand = rng(29);
    for (let t = 0; t < 150; t++) {
      const b = randomBoard(rand, 4, 7, 0.5);
      for (const v of ["standard", "maximal"] as const) {
        const plain = canonicalValueNaive(b, v);
        expect(canonicalValue(b, v), `${v}\n${formatBoard(b)}`).toBe(plain);
      }
    }
  });

  it("symmetry-class keys: equal within a class, colour swap flagged, shape always included", () => {
    const key = (rows: string[]) => {
      const out = new Int32Array(16);
      const r = { length: 0, swapped: false };
      symmetryClassKey(parseBoard(rows), out, r);
      return { key: Array.from(out.subarray(0, r.length)).join(","), swapped: r.swapped };
    };
    const a = key(["BW.", "..W"]);
    expect(key([".WB", "W.."]).key).toBe(a.key); // reflection
    expect(key(["B.", "W.", ".W"]).key).toBe(a.key); // transpose
    const swapped = key(["WB.", "..B"]);
    expect(swapped.key).toBe(a.key);
    expect(swapped.swapped).not.toBe(a.swapped);
    expect(key(["BW.", "..."]).key).not.toBe(key(["BW..", "...."]).key);
    const raw = (rows: string[]) => {
      const out = new Int32Array(64);
      return Array.from(out.subarray(0, positionKey(parseBoard(rows), out)));
    };
    const row = ".".repeat(254) + "BW";
    expect(raw([row + ".".repeat(256)])).not.toEqual(raw([row, ".".repeat(256)]));
    expect(raw([row + ".".repeat(256)])[0]).toBe(1 * 65536 + 512); // one header word rows·65536 + cols
    // huge shapes (cols ≥ 65536) take the two-word header −rows, cols (a negative first word: never a one-word header)
    const huge = new Int32Array(keyWords(1, 70000));
    expect(positionKey(parseBoard(["B" + ".".repeat(69999)]), huge)).toBe(2 + Math.ceil(70000 / 16));
    expect([huge[0], huge[1], huge[2]]).toEqual([-1, 70000, 1]);
    const hugeClass = { length: 0, swapped: false };
    symmetryClassKey(parseBoard(Array.from({ length: 70000 }, (_, i) => (i === 0 ? "W" : "."))), huge, hugeClass);
    // oriented 1×70000, colours swapped, the stone last (empty < B: the least image starts with the most empty cells)
    expect([hugeClass.length, hugeClass.swapped, huge[0], huge[1], huge[2], huge[2 + (69999 >> 4)]]).toEqual([2 + Math.ceil(70000 / 16), true, -1, 70000, 0, 1 << 30]);
  });

  it("positionKey writes the documented layout (one shape word, then cell p at bit 2·(p & 15) of word 1 + (p >> 4)) on random boards", () => {
    // plain reference: decode the words cell by cell and compare with the board (catches a word built in the wrong cell order)
    const rand = rng(2026);
    const out = new Int32Array(64);
    for (let t = 0; t < 300; t++) {
      const b = randomBoard(rand, 5, 40, 0.5);
      const len = positionKey(b, out);
      expect(len).toBe(1 + Math.ceil((b.rows * b.cols) / 16));
      expect(len).toBe(keyWords(b.rows, b.cols));
      expect(out[0]).toBe(b.rows * 65536 + b.cols);
      const decoded = Array.from(b.cells, (_, p) => (out[1 + (p >> 4)]! >>> (2 * (p & 15))) & 3);
      expect(decoded).toEqual(Array.from(b.cells));
      for (let w = len - 1, p = 16 * (w - 1) + 16; p > b.cells.length; p--) {
        expect((out[w]! >>> (2 * ((p - 1) & 15))) & 3).toBe(0); // bits past the last cell are zero
      }
    }
  });

  it("symmetryClassKey is the least image over the rectangle's symmetries and the colour swap (plain reference, random boards)", () => {
    // reference: every image built by row/column index arithmetic, compared as strings of cell values (empty < B < W)
    const rand = rng(99);
    const out = new Int32Array(64);
    const res = { length: 0, swapped: false };
    for (let t = 0; t < 400; t++) {
      const b = randomBoard(rand, 5, t % 3 === 0 ? 5 : 9, 0.6);
      const images: { text: string; swapped: boolean; rows: number; cols: number }[] = [];
      for (let sym = 0; sym < 8; sym++) {
        const tr = (sym & 4) !== 0;
        const rows = tr ? b.cols : b.rows;
        const cols = tr ? b.rows : b.cols;
        if (rows > cols) continue; // the orientation with fewer rows
        for (const swapped of [false, true]) {
          let text = "";
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              let sr = tr ? c : r;
              let sc = tr ? r : c;
              if (sym & 1) sr = b.rows - 1 - sr;
              if (sym & 2) sc = b.cols - 1 - sc;
              const v = b.cells[sr * b.cols + sc]!;
              text += String(swapped && v !== 0 ? 3 - v : v);
            }
          }
          images.push({ text, swapped, rows, cols });
        }
      }
      const least = images.reduce((m, x) => (x.text < m ? x.text : m), images[0]!.text);
      symmetryClassKey(b, out, res);
      const rows = Math.min(b.rows, b.cols);
      const cols = Math.max(b.rows, b.cols);
      expect(out[0]).toBe(rows * 65536 + cols);
      expect(res.length).toBe(keyWords(rows, cols));
      const decoded = Array.from({ length: rows * cols }, (_, p) => (out[1 + (p >> 4)]! >>> (2 * (p & 15))) & 3).join("");
      expect(decoded).toBe(least);
      expect(images.some((x) => x.text === least && x.swapped === res.swapped)).toBe(true);
    }
  });

});

/** The board `b` reflected in its main diagonal (rows become columns). */
function transpose(b: Board): Board {
  const lines: string[] = [];
  for (let c = 0; c < b.cols; c++) {
    let row = "";
    for (let r = 0; r < b.rows; r++) row += ".BW"[b.cells[r * b.cols + c]!];
    lines.push(row);
  }
  return parseBoard(lines);
}

/** The board `b` with component i replaced by `sub` and the other components as they are. */
function placeBack(b: Board, comps: { board: Board; row: number; col: number }[], i: number, sub: Board): string {
  const cells = new Uint8Array(b.rows * b.cols);
  comps.forEach((c, k) => {
    const src = k === i ? sub : c.board;
    for (let r = 0; r < src.rows; r++) {
      for (let q = 0; q < src.cols; q++) {
        const v = src.cells[r * src.cols + q]!;
        if (v) cells[(c.row + r) * b.cols + c.col + q] = v;
      }
    }
  });
  return boardKey({ rows: b.rows, cols: b.cols, cells });
}

/**
 * The disjunctive-sum claim, structurally: at every position reachable from `root`, the moves of
 * the whole board for each player are exactly the moves of the components `split` gives, placed
 * back (stones outside every component carried over unchanged). Returns the positions checked and
 * how many of them split into more than one component.
 */
function checkMovesOfParts(root: Board, split: (b: Board) => { board: Board; row: number; col: number }[], v: Variant): { positions: number; split: number } {
  const seen = new Set<string>();
  const stack = [root];
  let splits = 0;
  while (stack.length > 0) {
    const b = stack.pop()!;
    const key = boardKey(b);
    if (seen.has(key)) continue;
    seen.add(key);
    const comps = split(b);
    if (comps.length > 1) splits++;
    for (const player of ["L", "R"] as const) {
      const whole = options(b, player, v).map(boardKey).sort();
      const parts: string[] = [];
      comps.forEach((c, i) => {
        for (const o of options(c.board, player, v)) parts.push(mergeDead(b, comps, placeBack(b, comps, i, o)));
      });
      expect(parts.sort(), `${v} ${player}\n${formatBoard(b)}`).toEqual(whole);
      for (const o of options(b, player, v)) stack.push(o);
    }
  }
  return { positions: seen.size, split: splits };
}
