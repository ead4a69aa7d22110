/**
 * Placement rulesets: games where a move fills the free cells under one piece (Cram's and
 * Domineering's dominoes, Triomineering's trominoes), declared by their pieces alone. Positions are
 * lib/grid's {@link G.CellSet}s: boards of up to 64 cells and 32 columns as two machine words, so an
 * option is a few word operations and one small object, components are grown on the words, and
 * keys are the least symmetry image computed by table look-ups; larger boards take the grid
 * toolkit's general path with the same results. Pictures, drawings and the reader come from the
 * grid ruleset base (a two-character map: free, filled).
 *
 * Soundness is checked where the definition is made: each piece must be 4-connected (a move then
 * lies in one region of free cells, so splitting a position into its regions is sound) and each
 * declared symmetry must map Left's pieces onto Left's (Right's onto Right's), or onto the other
 * player's when it exchanges the players (else keys would fold positions of different values):
 * an InputError names the ruleset, the symmetry and the piece. With `plainMoves` (the moves written
 * cell by cell on grids, as for `defineGridRuleset`), `solvers.checkRuleset` compares the pieces'
 * options with them and names the first move that differs.
 */
import type { Game } from "../cgt";
import * as G from "../grid";
import { describeValue, InputError } from "../util";
import { defineImpartial, definePartizan } from "./define";
import { alphabetOf, groupOf, optionsVia, picturesOf, type GridCell, type GridMove, type GridPictures, type GridPlayer, type GridSymmetries } from "./grid";
import type { ImpartialRuleset, NormalForm, PartizanRuleset, SolveKnowledge } from "./ruleset";

/** The parts of a placement definition both kinds share. */
interface PlacementParts {
  /** The game's name (messages, pictures' labels, drawings' titles). */
  readonly name: string;
  /** The character map of the two cell kinds, free first and filled second (default ".#"), as `defineGridRuleset`'s `cells`. */
  readonly cells?: string | readonly GridCell[];
  /** With `cells` as a string: extra characters and the cell (0 free, 1 filled) each is read as. */
  readonly aliases?: Readonly<Record<string, number>>;
  /** The symmetries of the rectangle that keep the value (default "none"), as for grid rulesets; checked against the pieces. */
  readonly symmetries?: GridSymmetries;
  /** What the outcome solver may know (`solvers.solve`), as for any ruleset. */
  readonly knowledge?: SolveKnowledge<G.CellSet>;
}

/** A partizan placement game: the pieces of each player. */
export interface PartizanPlacementDefinition extends PlacementParts {
  /** The pieces Left places: each a list of [row, column] cells from its anchor [0, 0] (the first in reading order). */
  readonly left: readonly G.CellPattern[];
  /** The pieces Right places. */
  readonly right: readonly G.CellPattern[];
  /** Which symmetries exchange the players: "transpose" (every transposing one, as in Domineering), or a test. */
  readonly swapsPlayers?: "transpose" | ((s: G.Symmetry) => boolean);
  /** The value of positions whose value is known without search, else undefined. */
  readonly knownValue?: (position: G.CellSet) => Game | undefined;
  /** The moves cell by cell on grids (0 free, 1 filled), as `defineGridRuleset`'s `moves`: the plain reference `solvers.checkRuleset` compares the pieces with. */
  readonly plainMoves?: (grid: G.Grid, player: GridPlayer, move: GridMove) => void;
}

/** An impartial placement game: the pieces either player places. */
export interface ImpartialPlacementDefinition extends PlacementParts {
  /** The pieces either player places (see {@link PartizanPlacementDefinition.left}). */
  readonly pieces: readonly G.CellPattern[];
  /** The nim-value of positions whose nim-value is known without search, else undefined. */
  readonly knownNimValue?: (position: G.CellSet) => number | undefined;
  /** The moves cell by cell on grids (0 free, 1 filled), as `defineImpartialGridRuleset`'s `moves`. */
  readonly plainMoves?: (grid: G.Grid, move: GridMove) => void;
}

/** What a placement ruleset has beyond a ruleset: pictures and drawings (`parse`, `format`, `draw`, `alphabet`: the two-character map), its symmetry group and a board maker. */
interface PlacementExtras extends GridPictures<G.CellSet> {
  /** The symmetry group keys are folded over (undefined: none). */
  readonly symmetryGroup: G.GridSymmetryGroup | undefined;
  /** An empty board of `rows` × `columns` free cells (InputError for a bad size). O(cells). */
  readonly board: (rows: number, columns: number) => G.CellSet;
}

/** A partizan ruleset made by {@link definePlacementRuleset}. */
export interface PlacementRuleset extends Omit<PartizanRuleset<G.CellSet>, "parse" | "format" | "draw">, PlacementExtras {}

/** An impartial ruleset made by {@link defineImpartialPlacementRuleset}. */
export interface ImpartialPlacementRuleset extends Omit<ImpartialRuleset<G.CellSet>, "parse" | "format" | "draw">, PlacementExtras {}

const COMMON = ["name", "cells", "aliases", "symmetries", "knowledge", "plainMoves"];
const PARTIZAN = new Set([...COMMON, "left", "right", "swapsPlayers", "knownValue"]);
const IMPARTIAL = new Set([...COMMON, "pieces", "knownNimValue"]);

/** The piece's image under symmetry s, as a shape string ({@link G.pieceShape}). O(cells log cells). */
function pieceImage(piece: G.CellPattern, s: G.Symmetry): string {
  const minR = Math.min(...piece.map(([r]) => r));
  const minC = Math.min(...piece.map(([, c]) => c));
  const h = Math.max(...piece.map(([r]) => r)) - minR + 1;
  const w = Math.max(...piece.map(([, c]) => c)) - minC + 1;
  return G.pieceShape(piece.map(([r, c]) => G.mapCell(s, h, w, r - minR, c - minC)));
}

/** InputError unless every symmetry of the group maps each side's pieces onto that side's (the other side's when it swaps); `sides` names them ("Left", "Right"; one name for an impartial game). O(|group| · pieces²). */
function checkSymmetries(what: string, group: G.GridSymmetryGroup | undefined, left: readonly G.CellPattern[], right: readonly G.CellPattern[], sides: readonly string[]): void {
  if (group === undefined) return;
  const shapes = [new Set(left.map((p) => G.pieceShape(p))), new Set(right.map((p) => G.pieceShape(p)))];
  for (const s of group.symmetries) {
    const swaps = group.swapsPlayers?.(s) ?? false;
    [left, right].forEach((pieces, side) => {
      const target = swaps ? 1 - side : side;
      pieces.forEach((piece, k) => {
        if (!shapes[target]!.has(pieceImage(piece, s))) {
          throw new InputError(
            `${what}: symmetry ${G.symmetryName(s)} maps ${sides[side]}'s piece ${k + 1} ${JSON.stringify(piece)} to a shape that is not one of ${sides[target]}'s pieces, so it does not keep the value${swaps ? " (with the players exchanged)" : ""}: declare fewer symmetries${sides.length > 1 ? " or other swapsPlayers" : ""}`,
            "field symmetries",
          );
        }
      });
    });
  }
}

/** The parts both kinds share, checked. */
function placementParts(what: string, def: unknown, kind: "partizan" | "impartial") {
  if (typeof def !== "object" || def === null || Array.isArray(def)) throw new InputError(`${what}() needs a definition object such as { name, ${kind === "partizan" ? "left, right" : "pieces"} }, got ${describeValue(def)}`);
  const d = def as PlacementParts & Record<string, unknown>;
  const allowed = kind === "partizan" ? PARTIZAN : IMPARTIAL;
  for (const f of Object.keys(d)) if (!allowed.has(f)) throw new InputError(`${what}(): unknown field "${f}"; allowed fields are ${[...allowed].join(", ")}`, `field ${f}`);
  if (typeof d.name !== "string" || d.name.trim() === "") throw new InputError(`${what}(): name must be a non-empty string, got ${describeValue(d.name)}`, "field name");
  const w = `${what}(${JSON.stringify(d.name)})`;
  const alphabet = alphabetOf(w, d.name, d.cells ?? ".#", d.aliases);
  if ([...alphabet.chars].length !== 2) throw new InputError(`${w}: cells must name exactly two cells, free then filled (such as ".#"), got ${JSON.stringify(alphabet.chars)}`, "field cells");
  const group = groupOf(w, d as Parameters<typeof groupOf>[1], 2);
  const pictures = picturesOf<G.CellSet>(d.name, alphabet, G.cellSetGrid, (g) => G.cellSetOfGrid(g, G.FREE, alphabet));
  const board = (rows: number, columns: number): G.CellSet => G.cellSetOfGrid(G.Grid.of(rows, columns, G.FREE, alphabet), G.FREE, alphabet);
  const normalize = group === undefined ? undefined : (p: G.CellSet): NormalForm => {
    const f = G.foldedCellSetKey(p, group);
    return { key: f.key, negated: f.swapsPlayers };
  };
  const identity: G.GridSymmetryGroup = { symmetries: [G.IDENTITY] };
  return {
    w,
    alphabet,
    group,
    board,
    common: {
      name: d.name,
      key: G.cellSetKey,
      // without symmetries the key is still cropped (translates share one)
      normalize: normalize ?? ((p: G.CellSet): NormalForm => ({ key: G.foldedCellSetKey(p, identity).key, negated: false })),
      isPosition: (x: unknown) => x instanceof G.CellSet && (x.alphabet === alphabet || x.alphabet === undefined),
      ...(d.knowledge !== undefined ? { knowledge: d.knowledge } : {}),
      parse: pictures.parse,
      format: pictures.format,
      draw: pictures.draw,
    },
  };
}

/** The options function of a list of pieces: one array per position. O(pieces · |piece|) word operations plus one object per option. */
function optionsOf(pieces: readonly G.CellPattern[]): (p: G.CellSet) => G.CellSet[] {
  return (p) => {
    const out: G.CellSet[] = [];
    G.placementOptions(p, pieces, out);
    return out;
  };
}

/** The smallest piece's number of cells: regions with fewer free cells have no move. O(pieces). */
function fewestCells(pieces: readonly G.CellPattern[]): number {
  return Math.min(...pieces.map((p) => p.length));
}

/** A plain options function from grid-style moves: the set's grid, the moves applied cell by cell, back to cell sets. O(cells) per option. */
function plainVia(options: (grid: G.Grid) => G.Grid[], alphabet: G.CellAlphabet): (p: G.CellSet) => G.CellSet[] {
  return (p) => options(G.cellSetGrid(p)).map((g) => G.cellSetOfGrid(g, G.FREE, alphabet));
}

/**
 * A partizan placement ruleset from the pieces of each player (see the module comment): positions
 * are `grid.CellSet`s, components the 4-connected regions of free cells with room for a piece, keys
 * cropped and folded over `symmetries`. Throws InputError naming the field for a bad definition
 * (a piece not 4-connected, a symmetry that does not map the pieces as declared). O(fields +
 * pieces² · |group|) to build; options O(pieces · |piece|) word operations per position on boards
 * of up to 64 cells, O(pieces · cells · |piece|) beyond.
 *
 * ```ts
 * const domineering = ruleset.definePlacementRuleset({
 *   name: "Domineering", left: [[[0, 0], [1, 0]]], right: [[[0, 0], [0, 1]]],
 *   symmetries: "all", swapsPlayers: "transpose",
 * });
 * ```
 */
export function definePlacementRuleset(definition: PartizanPlacementDefinition): PlacementRuleset {
  const what = "definePlacementRuleset";
  const { w, alphabet, group, board, common } = placementParts(what, definition, "partizan");
  const d = definition;
  const left = G.checkPieces(`${w}: left`, d.left);
  const right = G.checkPieces(`${w}: right`, d.right);
  checkSymmetries(w, group, left, right, ["Left", "Right"]);
  const minCells = fewestCells([...left, ...right]);
  if (d.knownValue !== undefined && typeof d.knownValue !== "function") throw new InputError(`${w}: knownValue must be a function or absent`, "field knownValue");
  if (d.plainMoves !== undefined && typeof d.plainMoves !== "function") throw new InputError(`${w}: plainMoves must be a function (grid, player, move) => void`, "field plainMoves");
  const plain = d.plainMoves;
  const rs = definePartizan<G.CellSet>({
    ...common,
    leftOptions: optionsOf(left),
    rightOptions: optionsOf(right),
    components: (p) => G.cellSetComponents(p, minCells),
    ...(d.knownValue !== undefined ? { knownValue: d.knownValue } : {}),
    ...(plain !== undefined ? { plainMoves: { leftOptions: plainVia(optionsVia(d.name, alphabet, plain, 0 as GridPlayer), alphabet), rightOptions: plainVia(optionsVia(d.name, alphabet, plain, 1 as GridPlayer), alphabet) } } : {}),
  });
  return withPlacementExtras(rs, alphabet, group, board) as PlacementRuleset;
}

/**
 * An impartial placement ruleset from the pieces either player places; otherwise as
 * {@link definePlacementRuleset} (no `swapsPlayers`: nothing exchanges the players of an impartial game).
 *
 * ```ts
 * const cram = ruleset.defineImpartialPlacementRuleset({ name: "Cram", pieces: [[[0, 0], [1, 0]], [[0, 0], [0, 1]]], symmetries: "all" });
 * ```
 */
export function defineImpartialPlacementRuleset(definition: ImpartialPlacementDefinition): ImpartialPlacementRuleset {
  const what = "defineImpartialPlacementRuleset";
  const { w, alphabet, group, board, common } = placementParts(what, definition, "impartial");
  const d = definition;
  const pieces = G.checkPieces(`${w}: pieces`, d.pieces);
  checkSymmetries(w, group, pieces, pieces, ["either player"]);
  const minCells = fewestCells(pieces);
  if (d.knownNimValue !== undefined && typeof d.knownNimValue !== "function") throw new InputError(`${w}: knownNimValue must be a function or absent`, "field knownNimValue");
  if (d.plainMoves !== undefined && typeof d.plainMoves !== "function") throw new InputError(`${w}: plainMoves must be a function (grid, move) => void`, "field plainMoves");
  const plain = d.plainMoves;
  const rs = defineImpartial<G.CellSet>({
    ...common,
    options: optionsOf(pieces),
    components: (p) => G.cellSetComponents(p, minCells),
    ...(d.knownNimValue !== undefined ? { knownNimValue: d.knownNimValue } : {}),
    ...(plain !== undefined ? { plainMoves: { options: plainVia(optionsVia(d.name, alphabet, (g: G.Grid, _: undefined, move: GridMove) => { plain(g, move); }, undefined), alphabet) } } : {}),
  });
  return withPlacementExtras(rs, alphabet, group, board) as ImpartialPlacementRuleset;
}

/** The ruleset with `alphabet`, `symmetryGroup` and `board` added as non-enumerable properties (a spread copy is a plain definition again). Frozen. O(fields). */
function withPlacementExtras<R extends object>(rs: R, alphabet: G.CellAlphabet, group: G.GridSymmetryGroup | undefined, board: (rows: number, columns: number) => G.CellSet): R {
  const out = { ...rs };
  Object.defineProperty(out, "alphabet", { value: alphabet, enumerable: false });
  Object.defineProperty(out, "symmetryGroup", { value: group, enumerable: false });
  Object.defineProperty(out, "board", { value: board, enumerable: false });
  return Object.freeze(out);
}
