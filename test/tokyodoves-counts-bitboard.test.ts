import { describe, expect, it } from "vitest";
import * as bb from "../lib/games/tokyodoves/bitboard";
import { InputError } from "../lib/util";

const {
  applySymmetry,
  applySymmetryReference,
  boardFromCells,
  boardToString,
  canonicalForm,
  canonicalTransform,
  cellAt,
  cellsOf,
  composeSymmetries,
  enclosedCells,
  hasIsolated,
  hasIsolatedReference,
  hasWallsLeftRight,
  hasWallsTopBottom,
  inverseSymmetry,
  isSurrounded,
  isSurroundedReference,
  isolatedCells,
  mapCell,
  neighbours8,
  normalize,
  normalizeReference,
  parseBoard,
  popcount,
  shapeSymmetry,
  shiftBy,
  shiftE,
  shiftN,
  shiftNE,
  shiftNW,
  shiftS,
  shiftSE,
  shiftSW,
  shiftW,
  surroundedCells,
} = bb;

/** Every 16-bit board. */
const ALL: number[] = Array.from({ length: 0x10000 }, (_, x) => x);

describe("cell layout", () => {
  it("follows the seed's numbering: bit 0 bottom-right, bit 15 top-left", () => {
    expect(cellAt(0, 0)).toBe(15);
    expect(cellAt(3, 3)).toBe(0);
    expect(cellAt(2, 1)).toBe(6);
    // the seed's example {1, 4, 6, 9, 12, 14, 15} prints as 1101 / 0010 / 0101 / 0010
    const x = boardFromCells([1, 4, 6, 9, 12, 14, 15]);
    expect(boardToString(x, "1", "0")).toBe("1101\n0010\n0101\n0010");
    expect(parseBoard("xx.x\n..x.\n.x.x\n..x.")).toBe(x);
    expect(cellsOf(x)).toEqual([1, 4, 6, 9, 12, 14, 15]);
  });

  it("rejects bad input with InputError saying where", () => {
    expect(() => parseBoard("xxxxx")).toThrow(InputError);
    expect(() => parseBoard("x\nx\nx\nx\nx")).toThrow(/at most 4 lines/);
    expect(() => boardFromCells([3, 16])).toThrow(/cells\[1\]/);
    expect(() => cellAt(4, 0)).toThrow(InputError);
    expect(() => bb.requireBoard(0x10000)).toThrow(InputError);
    expect(() => bb.shiftDir(1, "UP" as bb.Direction)).toThrow(InputError);
  });

  it("popcount agrees with counting cells", () => {
    expect(ALL.filter((x) => popcount(x) !== cellsOf(x).length)).toEqual([]);
  });
});

describe("shifts at the edges", () => {
  it("drop the doves that leave the frame", () => {
    expect(shiftN(ROW("top"))).toBe(0);
    expect(shiftS(ROW("bottom"))).toBe(0);
    expect(shiftW(bb.COLUMN_LEFT)).toBe(0);
    expect(shiftE(bb.COLUMN_RIGHT)).toBe(0);
    // nothing wraps from one row to the next
    expect(shiftW(1 << 3)).toBe(0);
    expect(shiftE(1 << 4)).toBe(0);
    expect(shiftW(1 << 0)).toBe(1 << 1);
    expect(shiftE(1 << 15)).toBe(1 << 14);
    expect(shiftN(1 << 11)).toBe(1 << 15);
    expect(shiftS(1 << 4)).toBe(1 << 0);
  });

  it("move every cell by its reading-order offset, diagonals included", () => {
    const shifts = [shiftN, shiftNE, shiftE, shiftSE, shiftS, shiftSW, shiftW, shiftNW];
    for (let i = 0; i < 16; i++) {
      const r = bb.rowOf(i);
      const c = bb.colOf(i);
      bb.DIRECTION_DELTAS.forEach(([dr, dc], k) => {
        const rr = r + dr;
        const cc = c + dc;
        const expected = rr < 0 || rr > 3 || cc < 0 || cc > 3 ? 0 : 1 << cellAt(rr, cc);
        expect(shifts[k]!(1 << i)).toBe(expected);
        expect(bb.shiftDir(1 << i, bb.DIRECTIONS[k]!)).toBe(expected);
      });
    }
  });

  it("shiftBy composes unit shifts", () => {
    const x = parseBoard("x...\n.x..\n..x.\n...x");
    expect(shiftBy(x, 1, 1)).toBe(parseBoard("....\n.x..\n..x.\n...x"));
    expect(shiftBy(x, -2, 0)).toBe(parseBoard("..x.\n...x"));
  });

  it("the 8-neighbourhood is the union of the 8 shifts", () => {
    const union = (x: number): number =>
      shiftN(x) | shiftNE(x) | shiftE(x) | shiftSE(x) | shiftS(x) | shiftSW(x) | shiftW(x) | shiftNW(x);
    expect(ALL.filter((x) => neighbours8(x) !== union(x))).toEqual([]);
    expect(popcount(bb.NEIGHBOURS8[0]!)).toBe(3);
    expect(popcount(bb.NEIGHBOURS8[5]!)).toBe(8);
    expect(popcount(bb.NEIGHBOURS4[1]!)).toBe(3);
  });
});

function ROW(which: "top" | "bottom"): number {
  return which === "top" ? bb.ROW_TOP : bb.ROW_BOTTOM;
}

describe("symmetries", () => {
  it("lookup tables agree with the cell permutations on every board", () => {
    for (let s = 0; s < 8; s++) expect(ALL.filter((x) => applySymmetry(s, x) !== applySymmetryReference(s, x))).toEqual([]);
  });

  it("form the dihedral group of order 8", () => {
    const rot = 1;
    const flip = 4;
    // rot90 has order 4, reflections have order 2
    let x = 0b1011_0001_0000_0110;
    for (let k = 0; k < 4; k++) x = applySymmetry(rot, x);
    expect(x).toBe(0b1011_0001_0000_0110);
    for (let s = 4; s < 8; s++) expect(composeSymmetries(s, s)).toBe(0);
    // closure, identity, inverses, associativity
    for (let a = 0; a < 8; a++) {
      expect(composeSymmetries(a, 0)).toBe(a);
      expect(composeSymmetries(0, a)).toBe(a);
      expect(composeSymmetries(a, inverseSymmetry(a))).toBe(0);
      for (let b = 0; b < 8; b++) {
        for (let c = 0; c < 8; c++) {
          expect(composeSymmetries(composeSymmetries(a, b), c)).toBe(composeSymmetries(a, composeSymmetries(b, c)));
        }
        // composition table = composition of the maps
        const y = 0b0110_1100_0010_0001;
        expect(applySymmetry(composeSymmetries(a, b), y)).toBe(applySymmetry(a, applySymmetry(b, y)));
      }
    }
    // rot ∘ flip ∘ rot = flip (dihedral relation)
    expect(composeSymmetries(rot, composeSymmetries(flip, rot))).toBe(flip);
    // rot90 is not commutative with a flip
    expect(composeSymmetries(rot, flip)).not.toBe(composeSymmetries(flip, rot));
    // all 8 permutations are distinct
    expect(new Set(bb.SYMMETRY_PERMUTATIONS.map((p) => p.join(","))).size).toBe(8);
  });

  it("match the seed's examples", () => {
    // rot90 is counterclockwise: the bottom-right corner goes to the top-right
    expect(applySymmetry(1, 1 << 0)).toBe(1 << 12);
    // the seed's transpose (転置) of {1,4,6,9,12,14,15} is {1,3,4,6,9,11,15}
    const x = boardFromCells([1, 4, 6, 9, 12, 14, 15]);
    expect(cellsOf(applySymmetry(6, x))).toEqual([1, 3, 4, 6, 9, 11, 15]);
    // the seed's MAP table is the same set of 8 permutations
    const seedMap = [
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      [3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12],
      [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15],
      [12, 8, 4, 0, 13, 9, 5, 1, 14, 10, 6, 2, 15, 11, 7, 3],
      [3, 7, 11, 15, 2, 6, 10, 14, 1, 5, 9, 13, 0, 4, 8, 12],
      [15, 11, 7, 3, 14, 10, 6, 2, 13, 9, 5, 1, 12, 8, 4, 0],
      [12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3],
      [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ].map((p) => p.join(","));
    expect(new Set(bb.SYMMETRY_PERMUTATIONS.map((p) => p.join(",")))).toEqual(new Set(seedMap));
  });
});

describe("translation and canonical form", () => {
  it("normalize moves to the bottom-right corner like the seed's limit_shift_se", () => {
    const bad = ALL.filter((x) => {
      const y = normalize(x);
      if (y !== normalizeReference(x) || y !== x >>> bb.normalizationShift(x)) return true;
      return x !== 0 && ((y & bb.COLUMN_RIGHT) === 0 || (y & bb.ROW_BOTTOM) === 0);
    });
    expect(bad).toEqual([]);
    expect(normalize(parseBoard("....\n.xx.\n.x..\n...."))).toBe(parseBoard("....\n....\n..xx\n..x."));
  });

  it("canonical form is invariant under the 8 symmetries and translations, and separates orbits", () => {
    const classes = new Set<number>();
    const bad: number[] = [];
    for (const x of ALL) {
      const c = canonicalForm(x);
      for (let s = 0; s < 8; s++) if (canonicalForm(applySymmetry(s, x)) !== c) bad.push(x);
      if (popcount(shiftN(x)) === popcount(x) && canonicalForm(shiftN(x)) !== c) bad.push(x);
      if (popcount(shiftW(x)) === popcount(x) && canonicalForm(shiftW(x)) !== c) bad.push(x);
      classes.add(c);
    }
    expect(bad).toEqual([]);
    // independently: union-find of boards under one-step symmetries and translations
    const parent = Int32Array.from(ALL);
    const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a]!)));
    const unite = (a: number, b: number): void => {
      parent[find(a)] = find(b);
    };
    for (const x of ALL) {
      unite(x, applySymmetry(1, x));
      unite(x, applySymmetry(4, x));
      for (const f of [shiftN, shiftS, shiftW, shiftE]) if (popcount(f(x)) === popcount(x)) unite(x, f(x));
    }
    const roots = new Set(ALL.map(find));
    expect(classes.size).toBe(roots.size);
    expect(ALL.filter((x) => find(x) !== find(canonicalForm(x)))).toEqual([]);
  });

  it("shapeSymmetry reports stabilizer and orbit sizes", () => {
    const square = parseBoard("xx\nxx");
    expect(shapeSymmetry(square)).toMatchObject({ order: 8, orbit: 1 });
    const domino = parseBoard("xx");
    expect(shapeSymmetry(domino)).toMatchObject({ order: 4, orbit: 2 });
    // the seed's examples: {1,4,6,9} symmetric under every map ("/8"), {1,4,5,9} under one reflection ("/2")
    expect(shapeSymmetry(boardFromCells([1, 4, 6, 9])).order).toBe(8);
    expect(shapeSymmetry(boardFromCells([1, 4, 5, 9])).order).toBe(2);
    expect(shapeSymmetry(boardFromCells([1, 4, 6, 9, 12, 14, 15])).order).toBe(1);
    for (const x of ALL.filter((_, i) => i % 97 === 1)) {
      const { order, orbit, stabilizer } = shapeSymmetry(x);
      expect(order * orbit).toBe(8);
      expect(new Set(Array.from({ length: 8 }, (_, s) => normalize(applySymmetry(s, x)))).size).toBe(orbit);
      expect(stabilizer & 1).toBe(1);
    }
  });

  it("canonicalTransform maps each cell to its place on the canonical board", () => {
    for (const x of ALL.filter((_, i) => i % 31 === 5)) {
      const { board, symmetry, shift } = canonicalTransform(x);
      expect(board).toBe(canonicalForm(x));
      expect(boardFromCells(cellsOf(x).map((c) => mapCell(c, symmetry, shift)))).toBe(board);
    }
  });
});

describe("isolation", () => {
  it("agrees with the cell-by-cell reference on every board", () => {
    expect(ALL.filter((x) => hasIsolated(x) !== hasIsolatedReference(x) || (isolatedCells(x) === 0) === hasIsolated(x))).toEqual([]);
  });

  it("counts diagonal contact and ignores wrap-around", () => {
    expect(hasIsolated(parseBoard("x.\n.x"))).toBe(false);
    expect(hasIsolated(parseBoard("x.x"))).toBe(true);
    // cell 3 (left end of the bottom row) and cell 4 (right end of the row above) are not neighbours
    expect(hasIsolated(boardFromCells([3, 4]))).toBe(true);
    expect(isolatedCells(parseBoard("xx..\n....\n...x"))).toBe(1 << cellAt(2, 3));
    expect(hasIsolated(0)).toBe(false);
  });
});

describe("walls and surrounded doves", () => {
  it("walls appear when the doves span 4 columns / rows, gaps included", () => {
    expect(hasWallsLeftRight(parseBoard("xxxx"))).toBe(true);
    expect(hasWallsTopBottom(parseBoard("xxxx"))).toBe(false);
    expect(hasWallsLeftRight(parseBoard("xx.x\n...x"))).toBe(true);
    expect(hasWallsTopBottom(parseBoard("x\nx\nx\nx"))).toBe(true);
    expect(hasWallsLeftRight(parseBoard(".xxx\n.xxx\n.xxx\n.xxx"))).toBe(false);
  });

  it("a dove is surrounded when each orthogonal neighbour is a dove or a wall", () => {
    // The seed's checkmate article draws an 11-dove shape with rows of 3, 3, 3, 2 doves whose
    // surrounded doves (o) are "x x x / x x o / x o o / x o" (the blog's HTML collapsed the
    // blanks). Exactly one 4×4 board has that row pattern; its surrounded cells are as drawn.
    const shape = parseBoard("xx.x\n.xxx\n.xxx\n..xx");
    expect(surroundedCells(shape)).toBe(parseBoard("....\n...o\n..oo\n...o"));
    // no walls when the span is below 4: the corner of a 3×3 block is not surrounded
    const block = parseBoard("xxx\nxxx\nxxx");
    expect(surroundedCells(block)).toBe(parseBoard("...\n.x.\n..."));
    // a full row: walls left and right, but not above / below
    expect(surroundedCells(parseBoard("xxxx"))).toBe(0);
    // a 4×2 block: the walls left and right close the end cells only with height 4
    expect(surroundedCells(parseBoard("xxxx\nxxxx"))).toBe(0);
    // full board: every dove surrounded
    expect(surroundedCells(0xffff)).toBe(0xffff);
    // the seed's 包囲度 example: a in the corner of a 4-row shape has the wall above it
    const tall = parseBoard("xa\nxx\nxx\nx");
    const a = cellAt(0, 1);
    expect(isSurrounded(tall, a)).toBe(false);
    expect(isSurrounded(tall | (1 << cellAt(0, 2)), a)).toBe(true);
  });

  it("the bitboard test agrees with the neighbour-by-neighbour reference on every board and cell", () => {
    const bad: [number, number][] = [];
    for (const x of ALL) {
      const enclosed = enclosedCells(x);
      for (let i = 0; i < 16; i++) {
        if ((x >>> i) & 1 && (((enclosed >>> i) & 1) === 1) !== isSurroundedReference(x, i)) bad.push([x, i]);
        if ((x >>> i) & 1 && isSurrounded(x, i) !== isSurroundedReference(x, i)) bad.push([x, i]);
      }
    }
    expect(bad).toEqual([]);
  });

  it("surrounded cells are invariant under symmetry and translation", () => {
    const bad = ALL.filter((x) => {
      const sur = surroundedCells(x);
      for (let s = 0; s < 8; s++) if (surroundedCells(applySymmetry(s, x)) !== applySymmetry(s, sur)) return true;
      return surroundedCells(normalize(x)) !== sur >>> bb.normalizationShift(x);
    });
    expect(bad).toEqual([]);
  });
});
