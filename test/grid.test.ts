// The shared grid toolkit (lib/grid). Expected values come from the definitions (the dihedral
// group of order 8, flood fill, injective keys) and from plain reference implementations in
// this file; the one exact SVG string is a regression pin (cgtlab's own output).
import { describe, expect, it } from "vitest";
import { InputError, PackedKeyInterner } from "../lib/util";
import {
  ADJACENCY_8,
  ALL_SYMMETRIES,
  ANTI_TRANSPOSE,
  FLIP_COLUMNS,
  FLIP_ROWS,
  Grid,
  IDENTITY,
  RECTANGLE_SYMMETRIES,
  ROTATE_180,
  ROTATE_270,
  ROTATE_90,
  STRIP_SYMMETRIES,
  TRANSPOSE,
  applySymmetry,
  canonicalImage,
  canonicalKey,
  cellAlphabet,
  cellPermutation,
  composeSymmetries,
  connectedComponents,
  countCells,
  forEachBit,
  formatGrid,
  gridImages,
  gridOfPackedKey,
  gridOfRowMasks,
  gridSvg,
  horizontalPairs,
  isConnected,
  vertexGraph,
  inverseSymmetry,
  isSubgroup,
  neighbours4,
  packedBigKey,
  packedKey,
  packedKeyWords,
  parseGrid,
  parseGridFirstFit,
  rowMasks,
  symmetryName,
  transposes,
  writePackedKey,
  type Adjacency,
  type BitsPerCell,
  type CellGlyph,
} from "../lib/grid";
import { mulberry32 } from "../lib/cgt";

const rng = mulberry32;

function randomGrid(rand: () => number, maxSide: number, k: number, pEmpty = 0): Grid {
  const h = 1 + Math.floor(rand() * maxSide);
  const w = 1 + Math.floor(rand() * maxSide);
  const cells = Array.from({ length: h * w }, () => (rand() < pEmpty ? 0 : Math.floor(rand() * k)));
  return Grid.of(h, w, cells);
}

/** Clobber's character map, as CGSuite and cgt-tools write it: x (Left, black), o (Right, white), . empty. */
const CLOBBER = cellAlphabet("Clobber", ".xo", { X: 1, O: 2 });
const LETTERS = cellAlphabet("letters", ".abcdefghijklmnopqrstuvwxyz");

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("grids and pictures", () => {
  it("parses rows separated by | or newlines and formats back", () => {
    const g = parseGrid("xo.|.ox", CLOBBER);
    expect([g.height, g.width]).toEqual([2, 3]);
    expect(Array.from(g.cells)).toEqual([1, 2, 0, 0, 2, 1]);
    expect(g.get(1, 2)).toBe(1);
    expect(formatGrid(g, CLOBBER)).toBe("xo.|.ox");
    expect(formatGrid(g, CLOBBER, "\n")).toBe("xo.\n.ox");
    // a template literal: blank first/last lines and indentation are dropped; aliases accepted
    const t = parseGrid(`
      XO.
      .ox
    `, CLOBBER);
    expect(t.equals(g)).toBe(true);
    expect(parseGrid("xo.\r\n.ox", CLOBBER).equals(g)).toBe(true);
  });

  it("round-trips random grids through both separators", () => {
    const rand = rng(10);
    for (let i = 0; i < 300; i++) {
      const g = randomGrid(rand, 7, 3);
      for (const sep of ["|", "\n"] as const) expect(parseGrid(formatGrid(g, CLOBBER, sep), CLOBBER).equals(g)).toBe(true);
    }
  });

  it("a space is a cell only when the alphabet has it", () => {
    const legacy = cellAlphabet("legacy Domineering", " #");
    const g = parseGrid("# #|## ", legacy);
    expect(Array.from(g.cells)).toEqual([1, 0, 1, 1, 1, 0]);
    expect(formatGrid(g, legacy)).toBe("# #|## ");
  });

  it("names the character, its 1-based row and column and what was expected", () => {
    const e = errorOf(() => parseGrid("xo.|.oz", CLOBBER));
    expect(e.where).toBe("row 2, column 3 (1-based)");
    expect(e.message).toContain('unexpected character "z"');
    expect(e.message).toContain('expected one of ".", "x", "o", "X", "O"');
    // every position of a bad character in a 3×4 picture is reported exactly
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 4; c++) {
        const rows = ["xo.x", "o.xo", "..xx"].map((row, i) => (i === r ? row.slice(0, c) + "#" + row.slice(c + 1) : row));
        for (const sep of ["|", "\n"]) {
          expect(errorOf(() => parseGrid(rows.join(sep), CLOBBER)).where).toBe(`row ${r + 1}, column ${c + 1} (1-based)`);
        }
      }
    }
    // indented multi-line picture: the column is counted in the line as written
    expect(errorOf(() => parseGrid("\n  xo\n  o?\n", CLOBBER)).where).toBe("row 2, column 4 (1-based)");
  });

  it("reports ragged rows, empty pictures and non-strings", () => {
    const ragged = errorOf(() => parseGrid("xo.|xo", CLOBBER));
    expect(ragged.message).toContain("row 2 has 2 cells but row 1 has 3");
    expect(ragged.where).toBe("row 2, column 3 (1-based)");
    expect(errorOf(() => parseGrid("xo|xoo", CLOBBER)).where).toBe("row 2, column 3 (1-based)");
    expect(errorOf(() => parseGrid("", CLOBBER)).message).toContain("empty Clobber picture");
    expect(errorOf(() => parseGrid("\n \n", CLOBBER)).message).toContain("empty Clobber picture");
    expect(errorOf(() => parseGrid(42 as unknown as string, CLOBBER)).message).toContain("must be a string");
    // an empty row in the middle is ragged, not silently dropped
    expect(errorOf(() => parseGrid("xo||xo", CLOBBER)).where).toBe("row 2, column 1 (1-based)");
  });

  it("the Domineering picture rule: the first convention that accepts every character", () => {
    // cell values: 0 blocked, 1 playable. Legacy cgtlab: "#" playable, " " blocked; peers
    // (CGSuite, cgt-tools): "." playable, "#" blocked. Legacy is listed first, peers last.
    const legacy = cellAlphabet("legacy", " #");
    const peers = cellAlphabet("peers", "#.");
    const read = (p: string, chosen?: string) => {
      const r = parseGridFirstFit(p, [legacy, peers], chosen);
      return [r.alphabet, Array.from(r.grid.cells).join("")];
    };
    expect(read("##|# ")).toEqual(["legacy", "1110"]);
    expect(read("..|.#")).toEqual(["peers", "1110"]);
    expect(read("##|#.")).toEqual(["peers", "0001"]); // contains ".": the peers' reading
    expect(read("##|##")).toEqual(["legacy", "1111"]); // all "#": an all-blocked board would be pointless
    expect(read("##|##", "peers")).toEqual(["peers", "0000"]); // an explicit convention decides
    const e = errorOf(() => read("##|#.", "legacy"));
    expect([e.message.includes('unexpected character "."'), e.where]).toEqual([true, "row 2, column 2 (1-based)"]);
    expect(() => read("..", "modern")).toThrow(/unknown picture convention "modern"/);
    // no convention fits: the error of the last (preferred) one
    const none = errorOf(() => read(".x|.."));
    expect([none.message.includes("peers picture"), none.where]).toEqual([true, "row 1, column 2 (1-based)"]);
    expect(() => parseGridFirstFit("..", [])).toThrow(/at least one alphabet/);
  });

  it("validates alphabets, shapes and cell values", () => {
    expect(() => cellAlphabet("bad", "x|o")).toThrow(/cannot be a cell character/);
    expect(() => cellAlphabet("bad", "xox")).toThrow(/appears twice/);
    expect(() => cellAlphabet("bad", ".x", { X: 2 })).toThrow(/not a cell value/);
    expect(() => cellAlphabet("bad", ".x", { x: 1 })).toThrow(/appears twice/);
    expect(() => cellAlphabet("bad", "")).toThrow(/1 to 256/);
    expect(() => Grid.of(2, 2, [0, 1, 2])).toThrow(/needs 4 cell values/);
    expect(errorOf(() => Grid.of(2, 2, [0, 1, 256, 0])).where).toBe("cell index 2 (row 2, column 1, 1-based)");
    expect(() => Grid.of(-1, 2)).toThrow(InputError);
    expect(() => Grid.of(70000, 1)).toThrow(InputError);
    expect(() => Grid.of(2, 2).get(2, 0)).toThrow(/off the 2×2 grid/);
    expect(() => formatGrid(Grid.of(1, 1, [5]), CLOBBER)).toThrow(/no character/);
    const g = Grid.of(2, 3);
    expect(g.with(1, 2, 7).get(1, 2)).toBe(7);
    expect(g.get(1, 2)).toBe(0);
    expect(g.crop(1, 1, 1, 2).toKey()).toBe("1x2:0,0");
    expect(() => g.crop(1, 1, 2, 2)).toThrow(/does not fit/);
  });
});

describe("the 8 symmetries of the rectangle", () => {
  const abc = parseGrid("abc|def", LETTERS);
  const pic = (s: number) => formatGrid(applySymmetry(abc, s), LETTERS);

  it("each named symmetry moves the cells as drawn by hand", () => {
    expect(pic(IDENTITY)).toBe("abc|def");
    expect(pic(FLIP_COLUMNS)).toBe("cba|fed");
    expect(pic(FLIP_ROWS)).toBe("def|abc");
    expect(pic(ROTATE_180)).toBe("fed|cba");
    expect(pic(TRANSPOSE)).toBe("ad|be|cf");
    expect(pic(ROTATE_90)).toBe("da|eb|fc"); // clockwise
    expect(pic(ROTATE_270)).toBe("cf|be|ad");
    expect(pic(ANTI_TRANSPOSE)).toBe("fc|eb|da");
    expect(ALL_SYMMETRIES.map(symmetryName)).toEqual(["identity", "flip columns", "flip rows", "rotate 180°", "transpose", "rotate 90°", "rotate 270°", "anti-transpose"]);
    expect(ALL_SYMMETRIES.filter(transposes)).toEqual([4, 5, 6, 7]);
  });

  it("composition table: closure, identity, associativity, inverses, D4 structure", () => {
    const table = ALL_SYMMETRIES.map((a) => ALL_SYMMETRIES.map((b) => composeSymmetries(a, b)));
    // a Latin square (each row and column a permutation) with identity row and column
    for (let a = 0; a < 8; a++) {
      expect(new Set(table[a]).size).toBe(8);
      expect(new Set(table.map((row) => row[a])).size).toBe(8);
      expect(table[0]![a]).toBe(a);
      expect(table[a]![0]).toBe(a);
    }
    for (let a = 0; a < 8; a++) for (let b = 0; b < 8; b++) for (let c = 0; c < 8; c++) {
      expect(composeSymmetries(composeSymmetries(a, b), c)).toBe(composeSymmetries(a, composeSymmetries(b, c)));
    }
    for (const s of ALL_SYMMETRIES) {
      expect(composeSymmetries(s, inverseSymmetry(s))).toBe(IDENTITY);
      expect(composeSymmetries(inverseSymmetry(s), s)).toBe(IDENTITY);
    }
    expect(inverseSymmetry(ROTATE_90)).toBe(ROTATE_270);
    expect(ALL_SYMMETRIES.filter((s) => inverseSymmetry(s) === s)).toEqual([0, 1, 2, 3, 4, 7]);
    // the dihedral group of order 8: rotate 90° has order 4 and the group is not abelian
    const r1 = ROTATE_90;
    const r2 = composeSymmetries(r1, r1);
    expect(r2).toBe(ROTATE_180);
    expect(composeSymmetries(r2, r1)).toBe(ROTATE_270);
    expect(composeSymmetries(composeSymmetries(r2, r1), r1)).toBe(IDENTITY);
    expect(composeSymmetries(ROTATE_90, FLIP_COLUMNS)).not.toBe(composeSymmetries(FLIP_COLUMNS, ROTATE_90));
    // reflection · rotation · reflection = rotation⁻¹
    expect(composeSymmetries(composeSymmetries(FLIP_COLUMNS, ROTATE_90), FLIP_COLUMNS)).toBe(ROTATE_270);
  });

  it("composition agrees with applying one symmetry after another on random grids", () => {
    const rand = rng(11);
    for (let i = 0; i < 60; i++) {
      const g = randomGrid(rand, 6, 5);
      for (const a of ALL_SYMMETRIES) {
        const ga = applySymmetry(g, a);
        expect([ga.height, ga.width]).toEqual(transposes(a) ? [g.width, g.height] : [g.height, g.width]);
        expect(applySymmetry(ga, inverseSymmetry(a)).equals(g)).toBe(true);
        for (const b of ALL_SYMMETRIES) expect(applySymmetry(ga, b).equals(applySymmetry(g, composeSymmetries(a, b)))).toBe(true);
        const perm = cellPermutation(a, g.height, g.width);
        const viaPerm = new Uint8Array(g.size);
        g.cells.forEach((v, j) => (viaPerm[perm[j]!] = v));
        expect(Array.from(viaPerm)).toEqual(Array.from(ga.cells));
      }
    }
  });

  it("recognises subgroups", () => {
    expect(isSubgroup(ALL_SYMMETRIES)).toBe(true);
    expect(isSubgroup(RECTANGLE_SYMMETRIES)).toBe(true);
    expect(isSubgroup(STRIP_SYMMETRIES)).toBe(true);
    expect(isSubgroup([IDENTITY, TRANSPOSE])).toBe(true);
    expect(isSubgroup([IDENTITY, ROTATE_90, ROTATE_180, ROTATE_270])).toBe(true);
    expect(isSubgroup([IDENTITY, ROTATE_90])).toBe(false);
    expect(isSubgroup([FLIP_COLUMNS])).toBe(false);
    expect(() => isSubgroup([8])).toThrow(/integer 0..7/);
  });

  it("canonical images: equal exactly for grids related by the group (brute force on random grids)", () => {
    const rand = rng(12);
    const group = { symmetries: ALL_SYMMETRIES };
    const grids = Array.from({ length: 300 }, () => randomGrid(rand, 3, 2));
    for (const a of grids) {
      const keys = new Set(ALL_SYMMETRIES.map((s) => applySymmetry(a, s).toKey()));
      for (const s of ALL_SYMMETRIES) expect(canonicalKey(applySymmetry(a, s), group)).toBe(canonicalKey(a, group));
      for (const b of grids.slice(0, 40)) expect(canonicalKey(a, group) === canonicalKey(b, group)).toBe(keys.has(b.toKey()));
      const c = canonicalImage(a, group);
      expect(applySymmetry(a, c.symmetry).equals(c.grid)).toBe(true);
    }
  });

  it("player-swapping symmetries: Domineering's transposes and Clobber's colour swap", () => {
    // Domineering (empty cells 1, blocked 0): a vertical domino's place is Left's move, so the
    // 2×1 strip is the 1×2 strip with the players swapped (values 1 and −1).
    const domineering = { symmetries: ALL_SYMMETRIES, swapsPlayers: transposes };
    const vertical = Grid.of(2, 1, [1, 1]);
    const c = canonicalImage(vertical, domineering);
    expect(c.grid.toKey()).toBe("1x2:1,1");
    expect(c.swapsPlayers).toBe(true);
    expect(canonicalImage(Grid.of(1, 2, [1, 1]), domineering).swapsPlayers).toBe(false);
    // a square board is its own transpose: the non-swapping image is preferred (G = −G)
    expect(canonicalImage(Grid.of(2, 2, 1), domineering).swapsPlayers).toBe(false);
    // Clobber strips: "ox" is "xo" mirrored (same value); "o" is "x" with colours swapped (negative)
    const clobber = { symmetries: STRIP_SYMMETRIES, colourSwap: [0, 2, 1] };
    expect(gridImages(parseGrid("xo", CLOBBER), clobber)).toHaveLength(4);
    const ox = canonicalImage(parseGrid("ox", CLOBBER), clobber);
    expect([formatGrid(ox.grid, CLOBBER), ox.swapsPlayers]).toEqual(["xo", false]);
    const o = canonicalImage(parseGrid("o", CLOBBER), clobber);
    expect([formatGrid(o.grid, CLOBBER), o.swapsPlayers]).toEqual(["x", true]);
    const oox = canonicalImage(parseGrid("oox", CLOBBER), clobber);
    // images of "oox": oox, xxo (colours swapped), xoo (mirrored), oxx (both); the least is xxo,
    // reached only by swapping the players: oox = −xxo
    expect([formatGrid(oox.grid, CLOBBER), oox.swapsPlayers]).toEqual(["xxo", true]);
    const xoo = canonicalImage(parseGrid("xoo", CLOBBER), clobber);
    expect([formatGrid(xoo.grid, CLOBBER), xoo.swapsPlayers]).toEqual(["xxo", true]);
    const xxo = canonicalImage(parseGrid("oxx", CLOBBER), clobber);
    expect([formatGrid(xxo.grid, CLOBBER), xxo.swapsPlayers]).toEqual(["xxo", false]);
  });

  it("rejects groups that are not groups and colour swaps that are not involutions", () => {
    const g = Grid.of(2, 2);
    expect(() => canonicalImage(g, { symmetries: [IDENTITY, ROTATE_90] })).toThrow(/not a group/);
    expect(() => canonicalImage(g, { symmetries: [IDENTITY], colourSwap: [1, 0, 0] })).toThrow(/involution/);
    expect(() => canonicalImage(Grid.of(1, 1, [3]), { symmetries: [IDENTITY], colourSwap: [0, 2, 1] })).toThrow(/not covered/);
    expect(() => applySymmetry(g, 9)).toThrow(InputError);
  });
});

/** Plain recursive flood fill: components as sorted lists of cell indices. */
function naiveComponents(g: Grid, adj: Adjacency, occupied: (v: number) => boolean): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  const visit = (r: number, c: number, acc: number[]): void => {
    const i = r * g.width + c;
    if (!g.contains(r, c) || seen.has(i) || !occupied(g.cells[i]!)) return;
    seen.add(i);
    acc.push(i);
    for (const [dr, dc] of adj) visit(r + dr, c + dc, acc);
  };
  for (let i = 0; i < g.size; i++) {
    if (seen.has(i) || !occupied(g.cells[i]!)) continue;
    const acc: number[] = [];
    visit(Math.floor(i / g.width), i % g.width, acc);
    out.push(acc.sort((a, b) => a - b));
  }
  return out;
}

describe("connected components", () => {
  const KNIGHT: Adjacency = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];

  it("agree with a naive flood fill on random grids (4, 8 and knight adjacency), cropped to bounding boxes", () => {
    const rand = rng(13);
    for (let i = 0; i < 300; i++) {
      const g = randomGrid(rand, 8, 3, 0.4);
      for (const [adjacency, adj] of [["4", undefined], ["8", ADJACENCY_8], [KNIGHT, KNIGHT]] as const) {
        const ref = naiveComponents(g, adj ?? [[-1, 0], [0, -1], [0, 1], [1, 0]], (v) => v !== 0);
        const got = connectedComponents(g, { adjacency, fill: 0 });
        expect(got.length).toBe(ref.length);
        got.forEach((comp, k) => {
          const cells = ref[k]!;
          expect(comp.cells).toBe(cells.length);
          const rows = cells.map((j) => Math.floor(j / g.width));
          const cols = cells.map((j) => j % g.width);
          expect([comp.top, comp.left, comp.grid.height, comp.grid.width]).toEqual([
            Math.min(...rows), Math.min(...cols), Math.max(...rows) - Math.min(...rows) + 1, Math.max(...cols) - Math.min(...cols) + 1,
          ]);
          const inComp = new Set(cells);
          for (let r = 0; r < comp.grid.height; r++) for (let c = 0; c < comp.grid.width; c++) {
            const j = (comp.top + r) * g.width + comp.left + c;
            expect(comp.grid.get(r, c)).toBe(inComp.has(j) ? g.cells[j] : 0);
          }
        });
      }
    }
  });

  it("a custom occupancy and fill: the empty cells of a Domineering board", () => {
    const board = parseGrid("..#|#..|..#", cellAlphabet("Domineering", ".#"));
    const comps = connectedComponents(board, { occupied: (v) => v === 0, fill: 1 });
    expect(comps.map((c) => [formatGrid(c.grid, cellAlphabet("Domineering", ".#")), c.top, c.left, c.cells])).toEqual([["..#|#..|..#", 0, 0, 6]]);
    const split = connectedComponents(parseGrid("..#..|#####|.#...", cellAlphabet("D", ".#")), { occupied: (v) => v === 0, fill: 1 });
    expect(split.map((c) => [c.top, c.left, c.cells])).toEqual([[0, 0, 2], [0, 3, 2], [2, 0, 1], [2, 2, 3]]);
  });

  it("a position that cannot split comes back as itself (no copy); one whose other cells differ from the fill is copied", () => {
    const D = cellAlphabet("Domineering", ".#");
    const whole = parseGrid("...|.#.|...", D);
    const [only] = connectedComponents(whole, { occupied: (v) => v === 0, fill: 1 });
    expect(only!.grid).toBe(whole);
    expect([only!.top, only!.left, only!.cells]).toEqual([0, 0, 8]);
    // same cells, but the unoccupied middle must become the fill value 2: a copy
    const [copied] = connectedComponents(whole, { occupied: (v) => v === 0, fill: 2 });
    expect(copied!.grid).not.toBe(whole);
    expect(Array.from(copied!.grid.cells)).toEqual([0, 0, 0, 0, 2, 0, 0, 0, 0]);
    // two components spanning the whole box together: each a copy
    const two = connectedComponents(parseGrid(".#.|.#.|.#.", D), { occupied: (v) => v === 0, fill: 1 });
    expect(two.map((c) => [c.left, c.grid.width, c.cells])).toEqual([[0, 1, 3], [2, 1, 3]]);
  });

  it("rejects asymmetric or degenerate adjacencies and bad fills", () => {
    const g = Grid.of(2, 2, 1);
    expect(() => connectedComponents(g, { adjacency: [[0, 1]] })).toThrow(/symmetric/);
    expect(errorOf(() => connectedComponents(g, { adjacency: [[0, 1], [0, -1], [0, 0]] })).where).toBe("offset 3 (1-based)");
    expect(() => connectedComponents(g, { adjacency: "6" as "4" })).toThrow(/adjacency must be/);
    expect(() => connectedComponents(g, { fill: 300 })).toThrow(/fill/);
  });
});

describe("isConnected (vertex graphs)", () => {
  it("is true for the empty graph, a path and a cycle, false for two components (edge lists → adjacency)", () => {
    const adj = (n: number, es: [number, number][]) => vertexGraph(new Array<number>(n).fill(0), es.map(([from, to]) => ({ from, to })), false).adj;
    expect(isConnected([])).toBe(true);
    expect(isConnected(adj(1, []))).toBe(true);
    expect(isConnected(adj(4, [[0, 1], [1, 2], [2, 3]]))).toBe(true);
    expect(isConnected(adj(4, [[0, 1], [1, 2], [2, 3], [3, 0]]))).toBe(true);
    expect(isConnected(adj(4, [[0, 1], [2, 3]]))).toBe(false);
    expect(isConnected(adj(3, [[1, 2]]))).toBe(false);
  });
});

describe("bit grids", () => {
  it("packed keys include the shape: 1×512 and 2×256 (and all 512-cell shapes) differ", () => {
    const shapes = [[1, 512], [2, 256], [4, 128], [8, 64], [16, 32], [32, 16], [512, 1]] as const;
    const keys = shapes.map(([h, w]) => packedBigKey(Grid.of(h, w), 1));
    expect(new Set(keys).size).toBe(shapes.length);
    const words = shapes.map(([h, w]) => Array.from(packedKey(Grid.of(h, w), 1)).join(","));
    expect(new Set(words).size).toBe(shapes.length);
  });

  it("packed keys are injective and invertible on random grids of equal cell counts", () => {
    const rand = rng(14);
    for (const bits of [1, 2, 4, 8] as BitsPerCell[]) {
      const byKey = new Map<string, string>();
      const big = new Map<bigint, string>();
      for (let i = 0; i < 400; i++) {
        const [h, w] = [[1, 12], [2, 6], [3, 4], [4, 3], [6, 2], [12, 1], [5, 7]][Math.floor(rand() * 7)]!;
        const g = Grid.of(h, w, Array.from({ length: h * w }, () => Math.floor(rand() * Math.min(3, 1 << bits))));
        const key = packedKey(g, bits);
        expect(key.length).toBe(packedKeyWords(g.size, bits));
        expect(gridOfPackedKey(key, bits).equals(g)).toBe(true);
        const k = Array.from(key).join(",");
        expect(byKey.get(k) ?? g.toKey()).toBe(g.toKey());
        byKey.set(k, g.toKey());
        const b = packedBigKey(g, bits);
        expect(big.get(b) ?? g.toKey()).toBe(g.toKey());
        big.set(b, g.toKey());
      }
    }
  });

  it("padded keys in a PackedKeyInterner, and errors for values too wide or arrays too short", () => {
    const t = new PackedKeyInterner();
    const words = packedKeyWords(12, 2);
    const scratch = new Uint32Array(words);
    const view = new Int32Array(scratch.buffer); // the same words as int32, as the interner takes them
    const a = parseGrid("xo.x|o.xo|..xx", CLOBBER);
    const b = applySymmetry(a, TRANSPOSE);
    writePackedKey(a, 2, scratch, 0, words);
    expect(t.intern(view, words)).toBe(0);
    writePackedKey(b, 2, scratch, 0, words);
    expect(t.intern(view, words)).toBe(1);
    writePackedKey(a, 2, scratch, 0, words);
    expect(t.intern(view, words)).toBe(0);
    expect(errorOf(() => packedKey(Grid.of(1, 3, [0, 0, 2]), 1)).where).toBe("row 1, column 3 (1-based)");
    expect(() => writePackedKey(a, 2, new Uint32Array(1))).toThrow(/does not fit/);
    expect(() => writePackedKey(a, 2, scratch, 0, 1)).toThrow(/needs 2 words/);
    expect(() => packedKey(a, 3 as BitsPerCell)).toThrow(/1, 2, 4 or 8/);
    expect(() => gridOfPackedKey(new Uint32Array([(3 << 16) | 4]), 2)).toThrow(/needs 2 words/);
  });

  it("row masks and bitboard helpers agree with cell-by-cell loops", () => {
    const rand = rng(15);
    for (let i = 0; i < 200; i++) {
      const h = 1 + Math.floor(rand() * 6);
      const w = 1 + Math.floor(rand() * 32);
      const g = Grid.of(h, w, Array.from({ length: h * w }, () => Math.floor(rand() * 3)));
      const ones = rowMasks(g, 1);
      const twos = rowMasks(g, (v) => v === 2);
      expect(gridOfRowMasks(h, w, [ones, twos], [1, 2]).equals(g)).toBe(true);
      expect(countCells(ones)).toBe(g.count(1));
      const nb = neighbours4(ones, w);
      for (let r = 0; r < h; r++) {
        const bitsOf = (m: number) => { const out: number[] = []; forEachBit(m, (c) => out.push(c)); return out; };
        const expectedPairs: number[] = [];
        const expectedNb: number[] = [];
        for (let c = 0; c < w; c++) {
          const one = (rr: number, cc: number) => g.contains(rr, cc) && g.get(rr, cc) === 1;
          if (one(r, c) && one(r, c + 1)) expectedPairs.push(c);
          if (one(r - 1, c) || one(r + 1, c) || one(r, c - 1) || one(r, c + 1)) expectedNb.push(c);
        }
        expect(bitsOf(horizontalPairs(ones[r]!))).toEqual(expectedPairs);
        expect(bitsOf(nb[r]!)).toEqual(expectedNb);
      }
    }
    expect(() => rowMasks(Grid.of(1, 33), 0)).toThrow(/at most 32 wide/);
    expect(() => gridOfRowMasks(2, 2, [[1]], [1])).toThrow(/layer 1 has 1 rows, expected 2/);
  });
});

describe("SVG drawings", () => {
  const clobberGlyph = (v: number): CellGlyph => (v === 1 ? { kind: "stone", fill: "#111" } : v === 2 ? { kind: "stone", fill: "#fff" } : { kind: "empty" });

  it("are deterministic and draw one glyph per cell plus the dominoes", () => {
    const rand = rng(16);
    for (let i = 0; i < 20; i++) {
      const g = randomGrid(rand, 6, 3);
      const a = gridSvg(g, { glyph: clobberGlyph });
      expect(gridSvg(Grid.of(g.height, g.width, g.cells), { glyph: clobberGlyph })).toBe(a);
      expect(a.match(/<circle /g)?.length ?? 0).toBe(g.size - g.count(0));
      expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    const toads = parseGrid("TT..F", cellAlphabet("Toads and Frogs", ".TF"));
    const svg = gridSvg(toads, { glyph: (v) => (v === 0 ? { kind: "empty" } : { kind: "letter", text: v === 1 ? "T" : "F" }), title: "T<F & co" });
    expect(svg.match(/<text /g)).toHaveLength(3);
    expect(svg).toContain("<title>T&lt;F &amp; co</title>");
    const board = Grid.of(2, 3, [0, 0, 1, 0, 0, 0]);
    const dom = gridSvg(board, { glyph: (v) => (v === 1 ? { kind: "blocked" } : { kind: "empty" }), dominoes: [{ cells: [[0, 0], [1, 0]] }, { cells: [[1, 1], [1, 2]], fill: "#36c" }] });
    expect(dom.match(/rx=/g)).toHaveLength(2);
  });

  it("regression pin (cgtlab's own output): the exact SVG of a 1×2 Clobber strip", () => {
    expect(gridSvg(parseGrid("xo", CLOBBER), { glyph: clobberGlyph, cellSize: 20 })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="42" height="22" viewBox="-1 -1 42 22">' +
        '<rect x="0" y="0" width="40" height="20" fill="#f4ecd8" stroke="#555" stroke-width="1"/>' +
        '<line x1="20" y1="0" x2="20" y2="20" stroke="#999" stroke-width="0.5"/>' +
        '<circle cx="10" cy="10" r="7.6" fill="#111" stroke="#222" stroke-width="1"/>' +
        '<circle cx="30" cy="10" r="7.6" fill="#fff" stroke="#222" stroke-width="1"/></svg>',
    );
  });

  it("rejects dominoes off the grid or on non-adjacent cells, bad sizes and glyphs", () => {
    const g = Grid.of(2, 2);
    const empty = (): CellGlyph => ({ kind: "empty" });
    expect(() => gridSvg(g, { glyph: empty, dominoes: [{ cells: [[0, 0], [1, 1]] }] })).toThrow(/domino 1 must cover two orthogonally adjacent/);
    expect(() => gridSvg(g, { glyph: empty, dominoes: [{ cells: [[1, 1], [2, 1]] }] })).toThrow(/domino 1/);
    expect(() => gridSvg(g, { glyph: empty, cellSize: 0 })).toThrow(/cellSize/);
    expect(errorOf(() => gridSvg(g, { glyph: () => ({ kind: "ring" }) as unknown as CellGlyph })).where).toBe("row 1, column 1 (1-based)");
  });
});
