// Issue 27, item 2: Konane on lib/grid's bitboards. The bitboard path (boards of at most 64 cells:
// options from the words, five-word keys, folded keys by lib/grid's least two-colour image) against
// the plain path beside it (moves.ts' options on the cells, the cell-by-cell symmetryClassKey, the
// undecomposed value by the definition): options in the same order, components, the partition of
// boards into symmetry classes, and values on random boards; the 63/64/65-cell boundary (65 and more
// keep the cells); checkRuleset's plain-moves rule naming a move that differs.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as G from "../lib/grid";
import { definePartizan } from "../lib/ruleset";
import { checkRuleset, Engine, referenceValue, RulesetCheckError } from "../lib/solvers";
import {
  BitBoard,
  bitClassKey,
  boardKey,
  components,
  formatBoard,
  makeBoard,
  maximalRuleset,
  options,
  parseBoard,
  standardRuleset,
  symmetryClassKey,
  toBits,
  type Board,
  type Variant,
} from "../lib/games/konane";

function randomBoard(rand: () => number, rows: number, cols: number, stones: number): Board {
  const cells = new Uint8Array(rows * cols);
  for (let i = 0; i < cells.length; i++) if (rand() < stones) cells[i] = rand() < 0.5 ? 1 : 2;
  return makeBoard(rows, cols, cells);
}

const pictures = (list: Iterable<Board>): string[] => [...list].map((b) => `${b.rows}x${b.cols}:${formatBoard(b)}`);

/** The plain reference: moves.ts on the cells, string keys of boards as given, no split, no folding. */
function plainRuleset(variant: Variant) {
  return definePartizan<Board>({
    name: `Konane (${variant}), plain`,
    leftOptions: (b: Board) => options(b, "L", variant),
    rightOptions: (b: Board) => options(b, "R", variant),
    key: boardKey,
  });
}

/** The image of a board under rectangle symmetry s, colours swapped when `swap`, cell by cell. */
function imageOf(b: Board, s: number, swap: boolean): Board {
  const [h, w] = G.imageShape(s, b.rows, b.cols);
  const cells = new Uint8Array(h * w);
  for (let r = 0; r < b.rows; r++) {
    for (let c = 0; c < b.cols; c++) {
      const [r2, c2] = G.mapCell(s, b.rows, b.cols, r, c);
      const v = b.cells[r * b.cols + c]!;
      cells[r2 * w + c2] = swap && v !== 0 ? 3 - v : v;
    }
  }
  return makeBoard(h, w, cells);
}

function foldedKey(b: Board): { key: string; negated: boolean } {
  const out = new Int32Array(5);
  const n = bitClassKey(toBits(b), out);
  return { key: Array.from(out).join(","), negated: n < 0 };
}

describe("Konane on bitboards", () => {
  it("gives moves.ts' options, in its order, on random boards of both variants", () => {
    const rand = cgt.mulberry32(27);
    let moves = 0;
    for (let t = 0; t < 600; t++) {
      const rows = 1 + Math.floor(rand() * 8);
      const cols = 1 + Math.floor(rand() * 8);
      const b = randomBoard(rand, rows, cols, 0.4 + rand() * 0.55);
      for (const [ruleset, variant] of [[standardRuleset, "standard"], [maximalRuleset, "maximal"]] as const) {
        for (const player of ["L", "R"] as const) {
          const fast = [...(player === "L" ? ruleset.leftOptions(b) : ruleset.rightOptions(b))];
          expect(pictures(fast), `${formatBoard(b)} ${variant} ${player}`).toEqual(pictures(options(b, player, variant)));
          for (const o of fast) expect(o).toBeInstanceOf(BitBoard);
          // from a bitboard too (the engine's case), with the same cells read back
          const again = [...(player === "L" ? ruleset.leftOptions(toBits(b)) : ruleset.rightOptions(toBits(b)))];
          expect(pictures(again)).toEqual(pictures(fast));
          moves += fast.length;
        }
      }
    }
    expect(moves).toBeGreaterThan(2000);
  });

  it("splits a bitboard into the components of the same board on cells", () => {
    const rand = cgt.mulberry32(28);
    let split = 0;
    for (let t = 0; t < 400; t++) {
      const rows = 1 + Math.floor(rand() * 7);
      const cols = 1 + Math.floor(rand() * 9);
      const b = randomBoard(rand, rows, cols, 0.3 + rand() * 0.5);
      const plain = components(b);
      const bits = components(toBits(b));
      expect(bits.map((c) => [c.row, c.col, c.board.rows, c.board.cols, formatBoard(c.board)])).toEqual(
        plain.map((c) => [c.row, c.col, c.board.rows, c.board.cols, formatBoard(c.board)]),
      );
      for (const c of bits) expect(c.board).toBeInstanceOf(BitBoard);
      if (plain.length > 1) split++;
    }
    expect(split).toBeGreaterThan(15);
  });

  it("folds keys over the rectangle's symmetries and the colour swap, the classes of the cell-by-cell key", () => {
    const rand = cgt.mulberry32(29);
    const boards: Board[] = [];
    for (let t = 0; t < 150; t++) {
      const rows = 1 + Math.floor(rand() * 5);
      const cols = 1 + Math.floor(rand() * 5);
      const b = randomBoard(rand, rows, cols, 0.5);
      boards.push(b);
      const k = foldedKey(b);
      const selfNegating = [0, 1, 2, 3, 4, 5, 6, 7].some((s) => formatBoard(imageOf(b, s, true)) === formatBoard(b) && imageOf(b, s, true).rows === b.rows);
      for (let s = 0; s < 8; s++) {
        for (const swap of [false, true]) {
          const img = imageOf(b, s, swap);
          boards.push(img);
          const k2 = foldedKey(img);
          expect(k2.key, `${formatBoard(b)} s${s} ${swap}`).toBe(k.key);
          if (!selfNegating) expect(k2.negated).toBe(k.negated !== swap);
        }
      }
    }
    // same folded key ⇔ same cell-by-cell class key (the plain reference's partition)
    const plainKey = (b: Board): string => {
      const out = new Int32Array(64);
      const res = { length: 0, swapped: false };
      symmetryClassKey(b, out, res);
      return Array.from(out.subarray(0, res.length)).join(",");
    };
    for (let i = 0; i < boards.length; i += 23) {
      for (let j = i + 1; j < boards.length; j += 11) {
        expect(foldedKey(boards[i]!).key === foldedKey(boards[j]!).key).toBe(plainKey(boards[i]!) === plainKey(boards[j]!));
      }
    }
    // the ruleset's string key is the packed one
    const b = parseBoard(["BW.", "..W"]);
    expect(standardRuleset.normalize!(b).key).toBe(foldedKey(b).key);
  });

  it("gives the values of the plain undecomposed definition on random boards", () => {
    const rand = cgt.mulberry32(30);
    for (const variant of ["standard", "maximal"] as const) {
      const fast = new Engine(variant === "standard" ? standardRuleset : maximalRuleset);
      const plain = plainRuleset(variant);
      for (let t = 0; t < 60; t++) {
        const rows = 1 + Math.floor(rand() * 4);
        const cols = 2 + Math.floor(rand() * 4);
        const b = randomBoard(rand, rows, cols, 0.5 + rand() * 0.3);
        expect(cgt.format(fast.value(b)), `${formatBoard(b)} ${variant}`).toBe(cgt.format(referenceValue(plain, b)));
      }
    }
  });

  it("keeps bitboards up to 64 cells and the cells beyond (63, 64, 65 cells), with the same options and values", () => {
    const rand = cgt.mulberry32(31);
    for (const [rows, cols] of [[7, 9], [3, 21], [8, 8], [1, 64], [2, 32], [4, 16], [5, 13], [1, 65], [3, 22], [13, 5]] as const) {
      const fits = rows * cols <= 64;
      const b = randomBoard(rand, rows, cols, 0.6);
      let count = 0;
      for (const player of ["L", "R"] as const) {
        const fast = [...(player === "L" ? standardRuleset.leftOptions(b) : standardRuleset.rightOptions(b))];
        count += fast.length;
        for (const o of fast) expect(o instanceof BitBoard, `${rows}×${cols}`).toBe(fits);
        expect(pictures(fast)).toEqual(pictures(options(b, player, "standard")));
      }
      expect(count, `${rows}×${cols}`).toBeGreaterThan(0);
      if (!fits) expect(() => G.bitShape(rows, cols)).toThrow(/more than 64 cells/);
    }
    // the same value on both sides of the boundary: sparse boards of 63, 64 and 65 cells
    for (const [rows, cols] of [[3, 21], [2, 32], [8, 8], [5, 13], [1, 65]] as const) {
      const b = randomBoard(rand, rows, cols, 0.22);
      expect(cgt.format(new Engine(standardRuleset).value(b)), `${rows}×${cols}`).toBe(cgt.format(referenceValue(plainRuleset("standard"), b)));
    }
  });

  it("crosses to a worker as a plain board (transfer), and refuses a record that is not one", () => {
    const b = [...standardRuleset.leftOptions(parseBoard(["BW.", "...", "..."]))][0]!;
    expect(b).toBeInstanceOf(BitBoard);
    const t = standardRuleset.transfer!;
    const back = t.decode(structuredClone(t.encode(b)));
    expect(standardRuleset.key!(back)).toBe(standardRuleset.key!(b));
    expect(formatBoard(back)).toBe("..B\n...\n...");
    expect(() => t.decode({ rows: 1, cols: 2, bLo: 1 })).toThrow(/a board from a worker must be \{ rows, cols, cells \}/);
  });

  it("checkRuleset compares the bitboard moves with plainMoves and names the first move that differs", () => {
    const start = parseBoard(["BWB", "W.W", "BW."]);
    const report = checkRuleset(standardRuleset, [start], { maxExplored: 200 });
    expect(report.checks["plain-moves"]).toBeGreaterThan(10);
    // a fast path that forgets Left's last option on 3-row boards
    const broken = definePartizan<Board>({
      ...standardRuleset,
      kind: undefined,
      leftOptions: (b: Board) => [...standardRuleset.leftOptions(b)].filter((o, i, all) => !(b.rows === 3 && i === all.length - 1 && all.length > 1)),
    });
    let err: unknown;
    try {
      checkRuleset(broken, [start], { maxExplored: 200 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesetCheckError);
    expect((err as RulesetCheckError).rule).toBe("plain-moves");
    expect((err as Error).message).toMatch(/Left's move to .* is missing from leftOptions/);
  });
});
