/**
 * Tokyo Doves positions: the twelve doves, the rules options, text diagrams, the compact integer
 * encoding and canonicalization under translation and the 8 symmetries of the square.
 *
 * A {@link Position} stores, for each of the 12 doves, its cell on a 4×4 bitboard (numbering of
 * `bitboard.ts`: bit 15 top-left … bit 0 bottom-right) or -1 when the dove is in its owner's hand,
 * plus the player to move. The field is always translated into the canonical corner
 * (`normalize` of `bitboard.ts`: the bottom row and the right column are occupied), so two
 * positions that differ by a translation have the same cells. Rotations and reflections are
 * identified only by {@link canonicalCode}.
 *
 * Doves are numbered `d = 6·colour + kind`: colour 0 = red (upper case in diagrams, the player
 * "X"), 1 = green (lower case); kinds 0..5 = Boss B, Aniki A, Yaibato Y, Mamedeppou M,
 * Totsuhato T, Hajikehato H.
 */
import { InputError } from "../../util";
import {
  SYMMETRY_PERMUTATIONS,
  enclosedCells,
  hasIsolated,
  normalizationShift,
  type Board,
} from "./bitboard";

/** Colour of a player: 0 = red (upper-case letters), 1 = green (lower-case letters). */
export type Colour = 0 | 1;

/** Kinds of doves, index 0..5: Boss, Aniki, Yaibato, Mamedeppou, Totsuhato, Hajikehato. */
export const KIND_LETTERS = "BAYMTH";
/** Japanese names of the kinds (ボスハト, アニキハト, ヤイバト, マメデッポウ, トツハト, ハジケハト). */
export const KIND_NAMES_JA = ["ボスハト", "アニキハト", "ヤイバト", "マメデッポウ", "トツハト", "ハジケハト"] as const;
/** English names of the kinds. */
export const KIND_NAMES = ["Boss", "Aniki", "Yaibato", "Mamedeppou", "Totsuhato", "Hajikehato"] as const;
/** Number of doves in the game (6 per player). */
export const DOVE_COUNT = 12;
/** Kind index of the boss. */
export const BOSS = 0;
/** Kind index of Aniki (1 step in 8 directions). */
export const ANIKI = 1;
/** Kind index of Yaibato (1 step orthogonally). */
export const YAIBATO = 2;
/** Kind index of Mamedeppou (1 step diagonally). */
export const MAMEDEPPOU = 3;
/** Kind index of Totsuhato (slides orthogonally). */
export const TOTSUHATO = 4;
/** Kind index of Hajikehato (knight's move). */
export const HAJIKEHATO = 5;

/** Dove index of `colour`'s dove of `kind`. O(1). */
export function dove(colour: Colour, kind: number): number {
  return 6 * colour + kind;
}

/** Diagram letter of dove `d` (upper case red, lower case green). O(1). */
export function doveLetter(d: number): string {
  const l = KIND_LETTERS[d % 6]!;
  return d < 6 ? l : l.toLowerCase();
}

/** A position: where every dove is, and who moves. See the module comment for the conventions. */
export interface Position {
  /** `cells[d]`: 16-bit cell of dove `d`, or -1 when it is in hand. Length 12; field normalized. */
  readonly cells: Int8Array;
  /** The player to move. */
  readonly turn: Colour;
}

/**
 * The library's positions: a {@link Position} that prints as its diagram (see diagram.ts, where
 * the printing is installed) and keeps its data in `JSON.stringify`. O(1) to make.
 */
export class DovesPosition implements Position {
  // `declare` fields and plain assignments keep construction as cheap as an object literal.
  declare readonly cells: Int8Array;
  declare readonly turn: Colour;
  constructor(cells: Int8Array, turn: Colour) {
    (this as { cells: Int8Array }).cells = cells;
    (this as { turn: Colour }).turn = turn;
  }
}

/** What happens when one action surrounds both bosses at once (the rule book is silent). */
export type BothSurroundedRule = "moverLoses" | "moverWins" | "draw";
/**
 * Repetition (千日手) rules of seed 002: "none" (default), "forbid" (an action may not produce a
 * position that stood before one of the opponent's earlier turns) and "forbidSymmetric" (the
 * same, up to rotation and reflection).
 */
export type RepetitionRule = "none" | "forbid" | "forbidSymmetric";

/** Optional and unspecified rules. */
export interface Rules {
  /** The optional "return a dove to hand" action (ハトを戻す). Default true. */
  returns: boolean;
  /** Both bosses surrounded by one action. Default "moverLoses" (the seed's choice). */
  bothSurrounded: BothSurroundedRule;
  /** Repetition rule, applied by `game.ts`. Default "none". */
  repetition: RepetitionRule;
}

/** The default rules: returns allowed, both surrounded → the mover loses, no repetition rule. */
export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  returns: true,
  bothSurrounded: "moverLoses",
  repetition: "none",
});

/** Complete partial rules with the defaults and validate them (InputError on unknown values). O(1). */
export function makeRules(partial: Partial<Rules> = {}): Rules {
  const r: Rules = { ...DEFAULT_RULES, ...partial };
  if (typeof r.returns !== "boolean") throw new InputError(`rules.returns must be a boolean, got ${JSON.stringify(r.returns)}`, "rules.returns");
  if (!["moverLoses", "moverWins", "draw"].includes(r.bothSurrounded)) {
    throw new InputError(`rules.bothSurrounded must be moverLoses, moverWins or draw, got ${JSON.stringify(r.bothSurrounded)}`, "rules.bothSurrounded");
  }
  if (!["none", "forbid", "forbidSymmetric"].includes(r.repetition)) {
    throw new InputError(`rules.repetition must be none, forbid or forbidSymmetric, got ${JSON.stringify(r.repetition)}`, "rules.repetition");
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// basic queries

/** The 16-bit board of all doves on the field. O(12). */
export function occupancy(p: Position): Board {
  let x = 0;
  for (let d = 0; d < DOVE_COUNT; d++) if (p.cells[d]! >= 0) x |= 1 << p.cells[d]!;
  return x;
}

/** Number of doves on the field (2..12). O(12). */
export function dovesOnField(p: Position): number {
  let n = 0;
  for (let d = 0; d < DOVE_COUNT; d++) if (p.cells[d]! >= 0) n++;
  return n;
}

/** Surrounded status of both bosses: `[red surrounded, green surrounded]`. O(12). */
export function surroundedBosses(p: Position): [boolean, boolean] {
  const enc = enclosedCells(occupancy(p));
  return [((enc >>> p.cells[0]!) & 1) === 1, ((enc >>> p.cells[6]!) & 1) === 1];
}

/** Outcome of the game after an action, from the point of view of the player who moved. */
export type ActionOutcome = "continue" | "win" | "loss" | "draw";

/**
 * Outcome for `mover` of the position reached by mover's action: a surrounded own boss loses,
 * a surrounded opposing boss wins, both at once follows `rules.bothSurrounded`. O(12).
 */
export function outcomeForMover(p: Position, mover: Colour, rules: Rules = DEFAULT_RULES): ActionOutcome {
  const s = surroundedBosses(p);
  return outcomeFromFlags(s[mover]!, s[1 - mover]!, rules);
}

/** {@link outcomeForMover} from the two flags (own boss surrounded, opposing boss surrounded). O(1). */
export function outcomeFromFlags(own: boolean, other: boolean, rules: Rules = DEFAULT_RULES): ActionOutcome {
  if (own && other) return rules.bothSurrounded === "moverLoses" ? "loss" : rules.bothSurrounded === "moverWins" ? "win" : "draw";
  if (own) return "loss";
  if (other) return "win";
  return "continue";
}

/** Whether neither boss is surrounded (the game goes on). O(12). */
export function isLive(p: Position): boolean {
  const s = surroundedBosses(p);
  return !s[0] && !s[1];
}

// ---------------------------------------------------------------------------------------------
// construction and validation

/**
 * Build a position from dove cells (any translation inside the 4×4 frame; it is normalized).
 * Throws {@link InputError} when a boss is missing, two doves share a cell, a cell is out of
 * range or a dove is isolated. O(12).
 */
export function makePosition(cells: ArrayLike<number>, turn: Colour = 0): Position {
  if (typeof cells !== "object" || cells === null || typeof cells.length !== "number") {
    throw new InputError(`a position's cells must be an array of 12 dove cells, got ${cells === null ? "null" : typeof cells}`, "cells");
  }
  if (cells.length !== DOVE_COUNT) throw new InputError(`a position has 12 dove cells, got ${cells.length}`, "cells");
  if (turn !== 0 && turn !== 1) throw new InputError(`turn must be 0 (red) or 1 (green), got ${JSON.stringify(turn)}`, "turn");
  let occ = 0;
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = cells[d]!;
    if (!Number.isInteger(c) || c < -1 || c > 15) throw new InputError(`cell of dove ${doveLetter(d)} must be -1 or 0..15, got ${c}`, `cells[${d}]`);
    if (c < 0) {
      if (d % 6 === BOSS) throw new InputError(`the ${d < 6 ? "red" : "green"} boss must be on the field`, `cells[${d}]`);
      continue;
    }
    if ((occ >>> c) & 1) throw new InputError(`two doves on cell ${c}`, `cells[${d}]`);
    occ |= 1 << c;
  }
  if (hasIsolated(occ)) throw new InputError("a dove is isolated (no other dove among its 8 neighbours)", "cells");
  const sh = normalizationShift(occ);
  const out = new Int8Array(DOVE_COUNT);
  for (let d = 0; d < DOVE_COUNT; d++) out[d] = cells[d]! < 0 ? -1 : cells[d]! - sh;
  return new DovesPosition(out, turn);
}

/** The initial position: red boss and green boss side by side, red to move. O(1). */
export function initialPosition(): Position {
  return parsePosition("Bb");
}

// ---------------------------------------------------------------------------------------------
// diagrams

/**
 * Draw a position as a 4×4 diagram, field in the top-left corner, one letter per dove
 * (BAYMTH red, bayhmt green), `.` for empty cells, followed by a line "red to move" /
 * "green to move" unless `withTurn` is false. O(16).
 */
export function formatPosition(p: Position, withTurn = true): string {
  let minRow = 3;
  let minCol = 3;
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = p.cells[d]!;
    if (c < 0) continue;
    minRow = Math.min(minRow, 3 - (c >> 2));
    minCol = Math.min(minCol, 3 - (c & 3));
  }
  const grid: string[] = new Array<string>(16).fill(".");
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = p.cells[d]!;
    if (c >= 0) grid[4 * (3 - (c >> 2) - minRow) + (3 - (c & 3) - minCol)] = doveLetter(d);
  }
  const rows = [0, 1, 2, 3].map((r) => grid.slice(4 * r, 4 * r + 4).join(""));
  return rows.join("\n") + (withTurn ? `\n${p.turn === 0 ? "red" : "green"} to move` : "");
}

/**
 * Parse a diagram: up to 4 lines of up to 4 characters (`.`, `-` or space = empty; letters
 * BAYMTH red, bayhmt green), optionally followed by a line "red to move" or "green to move"
 * (default: `turn`). Leading/trailing blank lines are ignored. Throws {@link InputError} with
 * line and column for unknown characters, repeated doves, missing bosses, isolated doves and
 * oversized diagrams. O(length).
 */
export function parsePosition(text: string, turn: Colour = 0): Position {
  if (typeof text !== "string") throw new InputError(`a diagram must be a string, got ${typeof text}`);
  const lines = text.replace(/\r/g, "").split("\n");
  while (lines.length > 0 && lines[0]!.trim() === "") lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  const last = lines.length > 0 ? lines[lines.length - 1]!.trim().toLowerCase() : "";
  const m = /^(red|green) to move$/.exec(last);
  if (m) {
    turn = m[1] === "red" ? 0 : 1;
    lines.pop();
  }
  if (lines.length === 0) throw new InputError("empty diagram: the two bosses must be on the field", "line 1");
  if (lines.length > 4) throw new InputError(`a diagram has at most 4 rows, got ${lines.length}`, `line 5`);
  const cells = new Array<number>(DOVE_COUNT).fill(-1);
  lines.forEach((raw, row) => {
    const line = raw.replace(/\s+$/, "");
    if (line.length > 4) throw new InputError(`a row has at most 4 cells, got ${JSON.stringify(line)}`, `line ${row + 1}, column 5`);
    for (let col = 0; col < line.length; col++) {
      const ch = line[col]!;
      if (".- ".includes(ch)) continue;
      const k = KIND_LETTERS.indexOf(ch.toUpperCase());
      if (k < 0) throw new InputError(`unknown dove letter ${JSON.stringify(ch)} (use BAYMTH for red, baymth for green, . for empty)`, `line ${row + 1}, column ${col + 1}`);
      const d = dove(ch === ch.toUpperCase() ? 0 : 1, k);
      if (cells[d]! >= 0) throw new InputError(`dove ${ch} appears twice`, `line ${row + 1}, column ${col + 1}`);
      cells[d] = 15 - 4 * row - col;
    }
  });
  for (const d of [0, 6]) {
    if (cells[d]! < 0) throw new InputError(`the ${d === 0 ? "red boss B" : "green boss b"} is missing from the diagram`);
  }
  return makePosition(cells, turn);
}

// ---------------------------------------------------------------------------------------------
// integer encoding

/**
 * Compact integer code of a position (exact in a JS number): mixed radix
 * `turn + 2·(redBoss + 16·(greenBoss + 16·Σ_{j} (cell_j + 1)·17^j))` over the 10 non-boss doves
 * (cell + 1 = 0 means "in hand"). The maximum is 2·16²·17¹⁰ ≈ 1.03·10¹⁵ < 2⁵³, so codes are safe
 * integers usable as `Set`/`Map` keys; equal codes ⟺ equal positions (after translation). O(12).
 */
export function encodePosition(p: Position): number {
  return encodeCells(p.cells, p.turn);
}

/** {@link encodePosition} from raw normalized cells. O(12). */
export function encodeCells(cells: ArrayLike<number>, turn: number): number {
  let v = 0;
  for (let d = 11; d >= 1; d--) {
    if (d === 6) continue;
    v = v * 17 + (cells[d]! + 1);
  }
  return turn + 2 * (cells[0]! + 16 * (cells[6]! + 16 * v));
}

/** Inverse of {@link encodePosition} (InputError on a code that is not a valid position). O(12). */
export function decodePosition(code: number): Position {
  if (!Number.isSafeInteger(code) || code < 0) throw new InputError(`a position code is a non-negative safe integer, got ${JSON.stringify(code)}`, "code");
  const turn = (code % 2) as Colour;
  let v = Math.floor(code / 2);
  const cells = new Array<number>(DOVE_COUNT).fill(-1);
  cells[0] = v % 16;
  v = Math.floor(v / 16);
  cells[6] = v % 16;
  v = Math.floor(v / 16);
  for (let d = 1; d <= 11; d++) {
    if (d === 6) continue;
    cells[d] = (v % 17) - 1;
    v = Math.floor(v / 17);
  }
  if (v !== 0) throw new InputError(`position code ${code} is too large`, "code");
  const p = makePosition(cells, turn);
  if (encodePosition(p) !== code) throw new InputError(`position code ${code} is not normalized`, "code");
  return p;
}

// ---------------------------------------------------------------------------------------------
// symmetries

/** Image of a position under symmetry `s` (0..7, as in bitboard.ts), re-normalized. O(12). */
export function transformPosition(p: Position, s: number): Position {
  const out = new Int8Array(DOVE_COUNT);
  transformCells(p.cells, s, out);
  return new DovesPosition(out, p.turn);
}

/** Write into `out` the normalized image of `cells` under symmetry `s`. O(12). */
export function transformCells(cells: ArrayLike<number>, s: number, out: Int8Array): void {
  const perm = SYMMETRY_PERMUTATIONS[s]!;
  let occ = 0;
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = cells[d]!;
    if (c >= 0) {
      const t = perm[c]!;
      out[d] = t;
      occ |= 1 << t;
    } else out[d] = -1;
  }
  const sh = normalizationShift(occ);
  for (let d = 0; d < DOVE_COUNT; d++) if (out[d]! >= 0) out[d] = out[d]! - sh;
}

const scratch = new Int8Array(DOVE_COUNT);

/**
 * Canonical code: the minimum {@link encodePosition} over the 8 symmetric images. Two positions
 * are equal up to translation, rotation and reflection iff their canonical codes are equal. O(100).
 */
export function canonicalCode(p: Position): number {
  return canonicalCodeOfCells(p.cells, p.turn);
}

/** {@link canonicalCode} from raw cells (any translation). O(100). */
export function canonicalCodeOfCells(cells: ArrayLike<number>, turn: number): number {
  let best = Infinity;
  for (let s = 0; s < 8; s++) {
    transformCells(cells, s, scratch);
    const c = encodeCells(scratch, turn);
    if (c < best) best = c;
  }
  return best;
}

/** The representative of `p`'s symmetry class (the image with the minimum code). O(100). */
export function canonicalPosition(p: Position): Position {
  return decodePosition(canonicalCode(p));
}

/** Positions equal up to translation, rotation and reflection (same player to move). O(200). */
export function equivalentPositions(a: Position, b: Position): boolean {
  return canonicalCode(a) === canonicalCode(b);
}
