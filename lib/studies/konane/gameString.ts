/**
 * The seed's game-tree string of a Konane position, and its exact length and number of
 * distinct positions computed without building it.
 *
 * The seed (000_280edabfccf82ce1) writes a position as `{` + Left's option strings + `|` +
 * Right's + `}`, each side deduplicated and sorted as C++ `std::set<std::string>` sorts them
 * (byte-wise lexicographic, "0" < "{..."), joined with `,`, and `{|}` replaced by `0`. Its
 * `memo.size()` is the number of distinct boards visited (the root and everything reachable by
 * either player's moves, not alternating).
 */
import { Budget, BudgetExceededError, optionNames, type RunOptions } from "../../util";
import { boardKey, checkVariant, options as moveOptions, type Board, type Variant } from "../../games/konane";

/** The seed's string and the number of distinct boards its memo held. */
export interface GameStringResult {
  /** The game-tree string, byte for byte as the seed prints it. */
  readonly text: string;
  /** The seed's `memo.size()`: distinct boards visited, including the root. */
  readonly uniquePositions: number;
}

/** Default cap on the materialized string (V8 strings cannot exceed ~2^29 characters). */
export const DEFAULT_MAX_STRING_LENGTH = 1 << 26;

/** The options {@link gameString} takes. */
const GAME_STRING_OPTION_NAMES = optionNames<RunOptions & { maxLength?: number }>({ maxLength: true, budget: true, onProgress: true });

/**
 * The seed's game-tree string, built exactly as the seed's programs do (memoized recursion over
 * boards; the "standard" variant is the seed's first program, "maximal" its tiled-experiment
 * program). Simple reference implementation: cost O(positions × string length). Stops with
 * {@link BudgetExceededError} (`maxPositions`, `maxMillis`, `maxHeapBytes`, or `maxLength` when a
 * string would exceed `maxLength` characters) instead of exhausting memory.
 */
export function gameString(
  board: Board,
  variant: Variant,
  options: RunOptions & { maxLength?: number } = {},
): GameStringResult {
  checkVariant(variant);
  const budget = Budget.from(options, `Konane game string (${variant}, ${board.rows}×${board.cols})`, GAME_STRING_OPTION_NAMES);
  const maxLength = options.maxLength ?? DEFAULT_MAX_STRING_LENGTH;
  const memo = new Map<string, string>();
  const side = (b: Board, player: "L" | "R"): string => {
    const set = new Set<string>();
    for (const child of moveOptions(b, player, variant)) set.add(visit(child));
    // Default sort compares UTF-16 code units; on these ASCII strings that is byte order,
    // exactly std::set<std::string>'s order.
    return [...set].sort().join(",");
  };
  const visit = (b: Board): string => {
    const key = boardKey(b);
    const known = memo.get(key);
    if (known !== undefined) return known;
    budget.spend();
    const l = side(b, "L");
    const r = side(b, "R");
    if (l.length + r.length + 3 > maxLength) {
      throw new BudgetExceededError("maxLength", maxLength, l.length + r.length + 3, budget.context);
    }
    const s = l === "" && r === "" ? "0" : `{${l}|${r}}`;
    memo.set(key, s);
    return s;
  };
  const text = visit(board);
  return { text, uniquePositions: memo.size };
}

/**
 * Number of positions reachable from `board` (by either player's standard-variant moves,
 * including the root) in which some player has a multi-jump available, i.e. where the two rule
 * variants offer different options, together with the number of positions examined. Simple
 * search over boards: O(positions × cells × moves). Spends one budget unit per position.
 */
export function multiJumpPositions(board: Board, options: RunOptions = {}): { positions: number; withMultiJump: number } {
  const budget = Budget.from(options, `Konane multi-jump scan (${board.rows}×${board.cols})`);
  const seen = new Set<string>();
  const stack: Board[] = [board];
  let withMultiJump = 0;
  while (stack.length > 0) {
    const b = stack.pop()!;
    const key = boardKey(b);
    if (seen.has(key)) continue;
    seen.add(key);
    budget.spend();
    let differs = false;
    for (const player of ["L", "R"] as const) {
      const standard = moveOptions(b, player, "standard");
      if (standard.length !== moveOptions(b, player, "maximal").length) differs = true;
      for (const child of standard) stack.push(child);
    }
    if (differs) withMultiJump++;
  }
  return { positions: seen.size, withMultiJump };
}
