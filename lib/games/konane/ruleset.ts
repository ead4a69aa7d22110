/**
 * Konane as lib/ruleset rulesets (one per rule variant), so that the generic engine of lib/solvers
 * computes its canonical values and outcomes: positions are {@link Board}s, Left plays `B`, Right
 * `W`. The engine's fast path uses packed keys (`packed`: the board's shape, then 2 bits a cell,
 * written into the engine's buffer; folded by {@link symmetryClassKey} over the rectangle's
 * symmetries and the colour swap, which negates the value); `key` and `normalize` give the same
 * keys as strings, for `checkRuleset` and the plain reference searches. `components` is the fast
 * independence split of components.ts; a board that does not split is returned as itself.
 */
import { Grid } from "../../grid";
import { describeValue, InputError } from "../../util";
import { definePartizan, gridPictures, type NormalForm, type PartizanRuleset } from "../../ruleset";
import { boardKey, makeBoard, type Board } from "./board";
import { components as splitComponents } from "./components";
import { keyWords, positionKey, symmetryClassKey, type SymmetryClassKey } from "./keys";
import { checkVariant, options as moveOptions, type Variant } from "./moves";
import { BIT_KEY_WORDS, BitBoard, bitClassKey, bitKey, bitOptions, fitsBits, toBits } from "./bitboard";

// imported functions read once (module getters otherwise run on every call of the hot path)
const split = splitComponents;
const writeKey = positionKey;
const classKey = symmetryClassKey;
const movesOf = moveOptions;
const bitMoves = bitOptions;
const bitRaw = bitKey;
const bitFolded = bitClassKey;

/**
 * A player's options: on the bitboard for a board of at most 64 cells (a plain board is converted
 * once; its options are bitboards), else by moves.ts on the cells. O(stones × 4 + jumps) on bits.
 */
function optionsOf(b: Board, left: boolean, variant: Variant): Board[] {
  if (b instanceof BitBoard) return bitMoves(b, left, variant === "maximal");
  if (fitsBits(b.rows, b.cols)) return bitMoves(toBits(b), left, variant === "maximal");
  return movesOf(b, left ? "L" : "R", variant);
}

/** The packed key of a board as given: a bitboard's five words when it has at most 64 cells, else positionKey's. */
function packedKey(b: Board, out: Int32Array): number {
  if (b instanceof BitBoard) return bitRaw(b, out);
  return fitsBits(b.rows, b.cols) ? bitRaw(toBits(b), out) : writeKey(b, out);
}

/** Words of any key of a board reachable from b (its components are cut out of it, never larger). */
function maxKeyWords(b: Board): number {
  const words = keyWords(b.rows, b.cols);
  return words > BIT_KEY_WORDS ? words : BIT_KEY_WORDS;
}

function sameBoard(a: Board, b: Board): boolean {
  if (a === b) return true;
  if (a.rows !== b.rows || a.cols !== b.cols) return false;
  if (a instanceof BitBoard && b instanceof BitBoard) return a.bLo === b.bLo && a.bHi === b.bHi && a.wLo === b.wLo && a.wHi === b.wHi;
  const x = a.cells;
  const y = b.cells;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * The independent components of a board as boards (each cut out to its reach's bounding box);
 * `[board]` itself when it does not split, `[]` when no stone can ever move. Cost: components.ts.
 */
function boardComponents(board: Board): Board[] {
  // a plain board that fits (a root position from parse) is split as its bitboard: the split then
  // only ever sees BitBoards, and its optimized code is not thrown away when a root arrives
  // (a plain board's map at its first property read deoptimized it: a recompile of ~100 ms of CPU)
  const parts = split(board instanceof BitBoard || !fitsBits(board.rows, board.cols) ? board : toBits(board));
  if (parts.length === 1) {
    const only = parts[0]!.board;
    return [sameBoard(only, board) ? board : only];
  }
  const out = new Array<Board>(parts.length);
  for (let i = 0; i < parts.length; i++) out[i] = parts[i]!.board;
  return out;
}

const CLASS_KEY: SymmetryClassKey = { length: 0, swapped: false };

/** Packed folded key of a board into `out`: its length, negative when the representative is colour-swapped. O(16 × cells). */
function packedClassKey(board: Board, out: Int32Array): number {
  if (board instanceof BitBoard) return bitFolded(board, out);
  if (fitsBits(board.rows, board.cols)) return bitFolded(toBits(board), out);
  classKey(board, out, CLASS_KEY);
  return CLASS_KEY.swapped ? -CLASS_KEY.length : CLASS_KEY.length;
}

let scratch: Int32Array = new Int32Array(16);

/** The folded key as a string (the reference form of the packed one: the same words, comma-separated). O(16 × cells). */
function classKeyText(board: Board): NormalForm {
  const need = keyWords(board.rows, board.cols);
  if (scratch.length < need || scratch.length < BIT_KEY_WORDS) scratch = new Int32Array(Math.max(need, BIT_KEY_WORDS));
  const n = packedClassKey(board, scratch);
  return { key: Array.prototype.join.call(scratch.subarray(0, n < 0 ? -n : n), ","), negated: n < 0 };
}

function isBoard(x: unknown): boolean {
  const b = x as Board | null;
  return (
    typeof b === "object" && b !== null && Number.isInteger(b.rows) && Number.isInteger(b.cols) && b.rows >= 1 && b.cols >= 1 &&
    b.cells instanceof Uint8Array && b.cells.length === b.rows * b.cols && b.cells.every((v) => v <= 2)
  );
}

/**
 * Konane's pictures from the grid base: `.` empty, `B` black (Left), `W` white (Right), rows by `|`
 * or newlines; parse names the game, row and column of a bad character (O(characters)); boards are
 * drawn as lib/grid's stones.
 */
const PICTURES = gridPictures<Board>({
  name: "Konane",
  cells: [
    { char: ".", name: "empty" },
    { char: "B", name: "black stone (Left)", glyph: { kind: "stone", fill: "#222" } },
    { char: "W", name: "white stone (Right)", glyph: { kind: "stone", fill: "#fafafa", stroke: "#222" } },
  ],
  toGrid: (b: Board) => Grid.unsafeWrap(b.rows, b.cols, b.cells),
  fromGrid: (g: Grid) => makeBoard(g.height, g.width, g.cells),
});

/** A board back from a worker (the record `transfer.encode` made); InputError naming what is wrong otherwise. O(cells). */
function decodeBoard(data: unknown): Board {
  const d = data as { rows?: unknown; cols?: unknown; cells?: unknown } | null;
  if (typeof d !== "object" || d === null || !isBoard(d)) throw new InputError(`Konane: a board from a worker must be { rows, cols, cells } with cells a Uint8Array of 0, 1, 2, got ${describeValue(data)}`);
  const b = d as Board;
  return makeBoard(b.rows, b.cols, b.cells);
}

function makeRuleset(variant: Variant): PartizanRuleset<Board> {
  return definePartizan<Board>({
    name: `Konane (${variant})`,
    leftOptions: (b: Board) => optionsOf(b, true, variant),
    rightOptions: (b: Board) => optionsOf(b, false, variant),
    key: boardKey,
    isPosition: isBoard,
    components: boardComponents,
    normalize: classKeyText,
    packed: { maxWords: maxKeyWords, write: packedKey, normalize: packedClassKey },
    plainMoves: { leftOptions: (b: Board) => movesOf(b, "L", variant), rightOptions: (b: Board) => movesOf(b, "R", variant) },
    // a BitBoard's cells are a getter: it crosses to a worker as the plain board { rows, cols, cells }
    transfer: { encode: (b: Board) => ({ rows: b.rows, cols: b.cols, cells: b.cells }), decode: decodeBoard },
    parse: PICTURES.parse,
    format: PICTURES.format,
    draw: PICTURES.draw,
  });
}

/**
 * Konane with the standard rule (a multi-jump may stop after any jump) as a partizan ruleset over
 * {@link Board}s: `solvers.canonicalValue(games.konane.standardRuleset, board)`. Values cost
 * exponential time in the worst case (see lib/solvers' engine); each position visited costs its
 * move generation, an O(16 × cells) folded key and the split of components.ts.
 */
export const standardRuleset: PartizanRuleset<Board> = makeRuleset("standard");

/** Konane with the maximal-jump rule (a multi-jump must go as far as it can) as a partizan ruleset; as {@link standardRuleset}. */
export const maximalRuleset: PartizanRuleset<Board> = makeRuleset("maximal");

/** The ruleset of a rule variant (InputError for an unknown variant). O(1). */
export function rulesetFor(variant: Variant): PartizanRuleset<Board> {
  return checkVariant(variant) === "standard" ? standardRuleset : maximalRuleset;
}
