// The published Clobber and Cram tables (issue 30 item 5) as their sources print them, the one
// computation of each row (used by scripts/solve/clobber.ts and cram.ts and re-run by
// test/solve-tables.test.ts), and the run that writes a table whole, resumable board by board.
//
// Sources (each read for this file; the MCGS page is the file docs/MCGS-results.html of the
// repository ualberta-mueller-group/MCGS, University of Alberta, results dated 2025-11-23 to 2026-03-03):
//  - Clobber checkerboards: the MCGS results page, section "Clobber" (2×2…2×17, 3×3…3×10, 4×4…4×7,
//    5×5, 5×6; black X in the top-left corner; N = first-player win, P = second-player win). It
//    credits the boards up to n = 6 to Grossman, "Appendix A: Report on the First International
//    Clobber Tournament", Theoretical Computer Science 313 (2004) 533–537, and quotes Grossman's
//    announcement of 21 March 2002 that 5×6 is a second-player win (~43 hours of search); the
//    others are MCGS's own (2026-02-26 and 2026-03-03). MCGS's autotest file
//    input/autotests/clobber_autotests/clobber_rectangle_alternating.test agrees (2×3…3×6).
//  - Cram: the MCGS results page, section "Cram = Impartial Domineering": 2×n is *0 for even n and
//    *1 for odd n (it cites Winning Ways and Uiterwijk 2020); the 3×n nim-values for n = 3…20 are
//    Lemoine and Viennot's ("Records - Cram", sprouts.tuxfamily.org, 2013; their algorithms in
//    "Nimbers are inevitable", Theoretical Computer Science 462 (2012) 70–79). Beling's table
//    (README of github.com/beling/impartial-games, Piotr Beling) for 4×4…7×15; it credits the
//    smaller boards to Lemoine and Viennot's Glop.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { cgt, games, ruleset as rulesets, solvers, studies, util } from "../../lib";
import { readBoardRecord, recordTotals } from "./board-record";
import type { ImpartialRuleset } from "../../lib/ruleset";
import { InputError, requireInteger, writeFileAtomic, type BudgetLimits } from "../../lib/util";

/** A player, Left (black, `x`) or Right (white, `o`). */
export type Player = "left" | "right";

const MCGS_PAGE = "MCGS results page (University of Alberta; MCGS repository, docs/MCGS-results.html)";
const GROSSMAN_2004 = "Grossman, Appendix A: Report on the First International Clobber Tournament, TCS 313 (2004)";
const GROSSMAN_2002 = "Grossman's announcement of 21 March 2002 (5×6 a second-player win after ~43 hours)";

/**
 * The MCGS page's Clobber table, one string per row count: the outcome classes of m×n for
 * n = m, m+1, … (N first-player win, P second-player win).
 */
const CLOBBER_ROWS: Readonly<Record<number, string>> = { 2: "NPNNPNNPNNPNNPNN", 3: "NPNPNPNP", 4: "NNPN", 5: "PP" };

/** A published outcome of an m×n checkerboard and where it is printed. */
export interface PublishedOutcome {
  readonly outcome: "N" | "P";
  readonly source: string;
}

/** The published outcome class of the m×n Clobber checkerboard (x in the top-left corner; m ≤ n), or undefined. O(1). */
export function publishedClobber(m: number, n: number): PublishedOutcome | undefined {
  const row = CLOBBER_ROWS[m];
  const outcome = row?.[n - m];
  if (outcome !== "N" && outcome !== "P") return undefined;
  const where = `${MCGS_PAGE}: ${m}×${n} is ${outcome}`;
  if (n > 6) return { outcome, source: `${where} (MCGS 2026)` };
  if (m === 5 && n === 6) return { outcome, source: `${where} (${GROSSMAN_2004}; ${GROSSMAN_2002})` };
  return { outcome, source: `${where} (${GROSSMAN_2004})` };
}

/** The boards of the MCGS Clobber table: [m, n] for each row m and its columns. */
export const PUBLISHED_CLOBBER_BOARDS: readonly (readonly [number, number])[] = Object.entries(CLOBBER_ROWS).flatMap(([m, row]) =>
  Array.from(row, (_, i) => [Number(m), Number(m) + i] as const),
);

/** Lemoine and Viennot's 3×n Cram nim-values, n = 3…20, as the MCGS page prints them. */
const CRAM_3XN = [0, 1, 1, 4, 1, 3, 1, 2, 0, 1, 2, 3, 1, 4, 0, 1, 0, 2];
/** Beling's table of Cram nim-values, rows 4…7 from column 4 (undefined: open). */
const BELING: Readonly<Record<number, readonly (number | undefined)[]>> = {
  4: [0, 2, 0, 3, 0, 1, 0, 1, 0, 3, 0, 4],
  5: [undefined, 0, 2, 1, 1, 1, 2, 0, 3],
  6: [undefined, undefined, 0, 5, 0, 1, 0, undefined, 0, undefined, 0],
  7: [undefined, undefined, undefined, 1, 3, 1],
};
const LEMOINE_VIENNOT = "Lemoine and Viennot, Records - Cram (sprouts.tuxfamily.org, 2013), as printed on the " + MCGS_PAGE;
const BELING_README = "Beling, impartial-games README (github.com/beling/impartial-games)";
const EVEN_EVEN = "Winning Ways (Berlekamp, Conway and Guy, 1982), Cram: even×even boards are 0 (half-turn symmetry)";

/** A published nim-value of the m×n Cram board and where it is printed. */
export interface PublishedNimValue {
  readonly nimValue: number;
  readonly source: string;
}

/** The published nim-value of the m×n Cram board (m ≤ n), or undefined. O(1). */
export function publishedCram(m: number, n: number): PublishedNimValue | undefined {
  if (m === 2) {
    const v = n % 2;
    const src = `${MCGS_PAGE}: 2×n is *0 for even n, *1 for odd n (citing Winning Ways; Uiterwijk, Solving Cram Using Combinatorial Game Theory, ACG 2019)`;
    return { nimValue: v, source: v === 0 ? `${EVEN_EVEN}; ${src}` : src };
  }
  if (m === 3) {
    const v = CRAM_3XN[n - 3];
    return v === undefined ? undefined : { nimValue: v, source: `${LEMOINE_VIENNOT}: 3×${n} is *${v}` };
  }
  const v = BELING[m]?.[n - 4];
  if (v === undefined) return undefined;
  const src = `${BELING_README}: ${m}×${n} is *${v}`;
  return { nimValue: v, source: m % 2 === 0 && n % 2 === 0 ? `${EVEN_EVEN}; ${src}` : src };
}

/**
 * The Clobber position after `moves` from the m×n checkerboard (x, Left, in the top-left corner),
 * in the notation of the MCGS group's 6×6 page: a move is the mover's square then the square it
 * clobbers, columns a, b, … from the left and rows 1, 2, … from the top ("f2e2": the stone on f2
 * takes e2); moves separated by spaces or commas, Left (x, black) first, the players alternating.
 * Returns the picture and who is to move next. A square off the board, a move that is not the
 * mover's stone onto an orthogonally adjacent stone of the other colour: an InputError naming the
 * move and why. O(m·n + moves).
 */
export function clobberAfterMoves(m: number, n: number, moves: string): { picture: string; toMove: "left" | "right"; moves: string[] } {
  const cells = games.clobber.clobber.format!(games.clobber.checkerboard(m, n)).split("|").map((row) => [...row]);
  const list = moves.split(/[\s,]+/).filter((t) => t !== "");
  const square = (t: string, at: string): [number, number] => {
    const col = t.charCodeAt(0) - 97;
    const row = Number(t.slice(1)) - 1;
    if (!/^[a-z][1-9][0-9]*$/.test(t) || col >= n || row >= m) throw new InputError(`square ${JSON.stringify(t)} is not on the ${m}×${n} board (columns a…${String.fromCharCode(96 + n)}, rows 1…${m})`, at);
    return [row, col];
  };
  let mover = "x";
  list.forEach((mv, i) => {
    const at = `move ${i + 1} (${mv})`;
    const parts = /^([a-z][0-9]+)([a-z][0-9]+)$/.exec(mv);
    if (parts === null) throw new InputError(`a move is two squares such as f2e2, got ${JSON.stringify(mv)}`, at);
    const [r1, c1] = square(parts[1]!, at);
    const [r2, c2] = square(parts[2]!, at);
    const other = mover === "x" ? "o" : "x";
    const who = mover === "x" ? "Left (x)" : "Right (o)";
    if (cells[r1]![c1] !== mover) throw new InputError(`${who} is to move, but ${parts[1]!} holds ${cells[r1]![c1] === "." ? "no stone" : "the other player's stone"}`, at);
    if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1) throw new InputError(`${parts[2]!} is not orthogonally next to ${parts[1]!}`, at);
    if (cells[r2]![c2] !== other) throw new InputError(`${who} must clobber a stone of the other colour, but ${parts[2]!} holds ${cells[r2]![c2] === "." ? "no stone" : "one of the mover's own"}`, at);
    cells[r2]![c2] = mover;
    cells[r1]![c1] = ".";
    mover = other;
  });
  return { picture: cells.map((r) => r.join("")).join("|"), toMove: mover === "x" ? "left" : "right", moves: list };
}

const SIX_PAGE = "MCGS group, Solving 6x6 Clobber (University of Alberta; MCGS repository, docs/6x6clobber.html, updated 2026-06-01)";

/** What the 6×6 page states about one position of its opening lines. */
export interface SixBySixStatement {
  /** "game G after K": the page's game number and the moves played. */
  readonly id: string;
  /** The moves from the checkerboard, in {@link clobberAfterMoves}' notation (the page's). */
  readonly moves: string;
  /** Who wins with the player to move as the page states it, or undefined where it lists the position unsolved. */
  readonly winner: "left" | "right" | undefined;
  /** The page's words: the database and seconds of MCGS's run, or its timeout. */
  readonly note: string;
}

/**
 * The positions of the opening lines on the MCGS group's "Solving 6x6 Clobber" page, each as the
 * page states it (Black = x = Left moves first; "B to play wins" is a Left win with Left to move).
 * Read there, never computed: the positions it lists as unsolved have no winner. The page's boards
 * after the moves are in test/solve-tables.test.ts.
 */
export const SIX_BY_SIX_STATEMENTS: readonly SixBySixStatement[] = [
  { id: "game 1 after 4", moves: "f2e2 b1c1 e1d1 a2b2", winner: "left", note: "B to play wins (4x5db, 22959s)" },
  { id: "game 1 after 5", moves: "f2e2 b1c1 e1d1 a2b2 e3d3", winner: "right", note: "5: B e3d3 (losing move) W to play wins (4x4db, 839s)" },
  { id: "game 2 after 4", moves: "a5b5 e6d6 b6c6 f5e5", winner: "left", note: "Black to play wins (4x4db, 4258s)" },
  { id: "game 3 after 4", moves: "a5a4 a6b6 f2f3 f1e1", winner: "right", note: "Black to play loses (4x5db, 62910s)" },
  { id: "game 3 after 5", moves: "a5a4 a6b6 f2f3 f1e1 c3c4", winner: "right", note: "5: B c3c4 White to play wins (4x5db, 2809s)" },
  { id: "game 3 after 6", moves: "a5a4 a6b6 f2f3 f1e1 c3c4 a2a3", winner: "left", note: "6: W a2a3 (losing move) Black to play wins (4x4db, 1805s)" },
  { id: "game 4 after 5", moves: "e1e2 f5f4 f2f3 e6e5 d2d3", winner: "right", note: "5: B d2d3 (losing move) White to play wins (4x4db, 1802s)" },
  { id: "game 5 after 4", moves: "b6b5 a6a5 c5c4 a2a3", winner: undefined, note: "After move 4, 4x4db, timeout with 10000s" },
  { id: "game 5 after 5", moves: "b6b5 a6a5 c5c4 a2a3 d6d5", winner: undefined, note: "After move 5 TODO" },
  { id: "game 6 after 3", moves: "f2f3 e6d6 e1d1", winner: "right", note: "W to play wins (4x5db, 50396s)" },
  { id: "game 6 after 4", moves: "f2f3 e6d6 e1d1 f5e5", winner: "left", note: "4: W f5e5 (losing move) B to play wins (4x4db, 1763s)" },
  { id: "game 7 after 3", moves: "a5a4 a2a3 b6b5", winner: undefined, note: "3: B b6b5 (unsolved, 4x5db, timeout after 100000s)" },
  { id: "game 7 after 4", moves: "a5a4 a2a3 b6b5 b1b2", winner: "left", note: "4: W b1b2 B to play wins (4x4db, 8816s)" },
  { id: "game 8 after 2", moves: "b6c6 f5f4", winner: undefined, note: "2: W f5f4 (unsolved, 4x5db, timeout after 200000s)" },
  { id: "game 8 after 3", moves: "b6c6 f5f4 a5a4", winner: "right", note: "3: B a5a4 W to play wins (4x5db, 4458s)" },
  { id: "game 8 after 4", moves: "b6c6 f5f4 a5a4 e6e5", winner: "left", note: "4: W e6e5 (losing move) B to play wins (4x4db, 1353s)" },
];

/** The source text of a 6×6 page statement: the page, the position and its words. */
export function sixBySixSource(s: SixBySixStatement): string {
  return `${SIX_PAGE}: ${s.id} (${s.moves}): ${s.note}`;
}

/**
 * One row of an outcome table of results/solve (clobber.csv, domineering.csv), with its seconds,
 * which go to the timings file.
 */
export interface OutcomeRow {
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly to_move: Player;
  readonly winner: Player;
  /**
   * Search nodes (a regression pin: depends on this solver's ordering and table, and on what the
   * process solved before, since sums are keyed by cgt store ids; the scripts solve the boards in a
   * fixed order).
   */
  readonly nodes: number;
  /** How the row was computed: "search" (one solvers.solve call) or one of the ways each table names. */
  readonly method: string;
  readonly source: string;
  readonly seconds: number;
}

/**
 * A row of results/solve/clobber.csv. Method "search": one solvers.solve of the board
 * (solveClobberBoard); "first-move shards: …": the merge of a Slurm job array's first-move shards
 * ({@link clobberRowsFromShards}), nodes summed over them.
 */
export type ClobberRow = OutcomeRow;

/**
 * The published entry of the m×n checkerboard (undefined when none), after checking `winner` with
 * `toMove` first against it (N: the mover wins, P: the other): an Error naming both otherwise,
 * `claim` saying what found the winner ("solve found"). O(1).
 */
function checkClobberWinner(m: number, n: number, toMove: Player, winner: Player, claim: string): ReturnType<typeof publishedClobber> {
  const published = publishedClobber(m, n);
  const expected = published === undefined ? undefined : published.outcome === "N" ? toMove : toMove === "left" ? "right" : "left";
  if (published !== undefined && expected !== winner) throw new Error(`Clobber ${m}×${n}, ${toMove} first: ${claim} ${winner} wins, but ${published.source} (so ${expected ?? "?"} wins)`);
  return published;
}

/** The folder of a board's first-move shards under results/solve/first-moves (solve.ts slurm --dir). */
export function clobberShardFolder(base: string, m: number, n: number, toMove: Player): string {
  return join(base, `clobber-${m}x${n}-${toMove}`);
}

/**
 * The rows of the boards settled by first-move shards in `base` (folders clobber-MxN-left|right,
 * as {@link clobberShardFolder} names them, written by `scripts/solve/solve.ts slurm --game clobber`):
 * each folder merged strictly (solvers.mergeFirstMoves: every shard whole, of one board, player and
 * options, covering the first moves once; or, for a first-player win, fewer shards of which one holds
 * a winning first move), set beside {@link publishedClobber} (an Error naming both when it
 * contradicts the source). Folders with shards still missing and no winning move give no row. O(files).
 */
export function clobberRowsFromShards(base: string): ClobberRow[] {
  if (!existsSync(base)) return [];
  const rows: ClobberRow[] = [];
  for (const d of readdirSync(base).sort()) {
    const m = /^clobber-(\d+)x(\d+)-(left|right)$/.exec(d);
    if (m === null) continue;
    const [rows_, cols, toMove] = [Number(m[1]), Number(m[2]), m[3] as Player];
    const files = readdirSync(join(base, d)).filter((f) => /^first-moves-\d+-of-\d+\.json$/.test(f)).map((f) => join(base, d, f));
    if (files.length === 0) continue;
    const shards = files.map((f) => solvers.readFirstMovesShard(f));
    const first = shards[0]!;
    if (files.length < first.shard.count && !shards.some((s) => s.results.some((r) => r.winner === s.toMove))) continue;
    const c = games.clobber.clobber;
    if (first.picture !== c.format(games.clobber.checkerboard(rows_, cols)) || first.toMove !== toMove) throw new InputError(`${d}: its shards are of ${first.picture ?? "?"} with ${first.toMove} first, not the ${rows_}×${cols} checkerboard with ${toMove} first`, d);
    const merged = solvers.mergeFirstMoves(files);
    const published = checkClobberWinner(rows_, cols, toMove, merged.winner, `the first-move shards in ${d} say`);
    const db = first.options.database;
    const kind = first.options.distinctFirstMoves === true ? "distinct " : "";
    const solved = merged.complete
      ? `${merged.moves} ${kind}first moves in ${first.shard.count} shards`
      : `${merged.movesSolved} of ${merged.moves} ${kind}first moves solved in ${files.length} of ${first.shard.count} shards (move ${merged.winningMoves[0]!.move} wins; one winning move settles it)`;
    const method = `first-move shards: ${solved}${typeof db === "string" ? ` with subgame database ${db.slice(0, 19)}…` : ""}`;
    rows.push({ ruleset: c.name, rows: rows_, cols, to_move: toMove, winner: merged.winner, nodes: merged.nodes, method, source: published?.source ?? "", seconds: NaN });
  }
  // a board with one player's folder only: the other player's row by symmetry, where it holds
  const derived = rows.filter((r) => !rows.some((x) => x.rows === r.rows && x.cols === r.cols && x.to_move !== r.to_move)).map(clobberRowBySymmetry);
  return [...rows, ...derived.filter((r): r is ClobberRow => r !== undefined)];
}

/**
 * Which reflection of a Clobber picture (rows by `|`, `x` and `o` stones) is its colour swap:
 * "left–right mirror", "top–bottom mirror" or "half-turn", checked cell by cell; undefined when
 * none is (an m×n checkerboard: n even, m even, never both odd). O(cells).
 */
export function colourSwapReflection(picture: string): string | undefined {
  const grid = picture.split("|");
  const swapped = grid.map((r) => r.replace(/[xo]/g, (ch) => (ch === "x" ? "o" : "x"))).join("|");
  const mirror = (r: string): string => [...r].reverse().join("");
  const images: [string, string[]][] = [
    ["left–right mirror", grid.map(mirror)],
    ["top–bottom mirror", [...grid].reverse()],
    ["half-turn", [...grid].reverse().map(mirror)],
  ];
  return images.find(([, image]) => image.join("|") === swapped)?.[0];
}

/**
 * The row of the other player moving first, derived from `row` (a checkerboard's row from its
 * first-move shards) when the board's colour swap is one of its reflections
 * ({@link colourSwapReflection}); undefined otherwise. Sound: exchanging the colours of a Clobber
 * position G exchanges the players' roles and gives −G, so Right moving first on G wins exactly
 * when Left moving first on −G wins, and the other way round; here −G is G reflected, the same
 * game tree, so with the other player first the winner is the other one of `row`'s. No search:
 * nodes 0, the method names the shards it comes from; checked against the published outcome like
 * every row (an Error naming both when it contradicts it). O(cells).
 */
export function clobberRowBySymmetry(row: ClobberRow): ClobberRow | undefined {
  const reflection = colourSwapReflection(games.clobber.clobber.format(games.clobber.checkerboard(row.rows, row.cols)));
  if (reflection === undefined) return undefined;
  const otherPlayer = (p: Player): Player => (p === "left" ? "right" : "left");
  const toMove = otherPlayer(row.to_move);
  const winner = otherPlayer(row.winner);
  checkClobberWinner(row.rows, row.cols, toMove, winner, `the symmetry of the ${row.to_move}-first shards says`);
  const method = `by symmetry from the ${row.to_move}-first shards (the colour swap of the board is its ${reflection}: ${toMove} first is ${row.to_move} first with the colours exchanged)`; // no comma: the tables keep commas out of every column but the source
  return { ...row, to_move: toMove, winner, nodes: 0, method, seconds: NaN };
}

/**
 * A row of results/solve/domineering.csv. Method "search": one solvers.solve call of the table's
 * script (studies.domineering.solveDomineeringRectangle); "resumable search: …": a board record of
 * `scripts/solve/solve.ts board --result` ({@link domineeringRowsFromRecords}), nodes summed over its
 * slices and runs.
 */
export type DomineeringRow = OutcomeRow;

/** The folder of the board records under results/solve (solve.ts board --result). */
export const BOARD_RECORDS = "boards";

/** The file of a board's record in `base` (solve.ts board --result writes it there). */
export function boardRecordFile(base: string, game: string, m: number, n: number, toMove: Player): string {
  return join(base, `${game}-${m}x${n}-${toMove}.json`);
}

/**
 * The Domineering rows settled by board records in `base` (files domineering-MxN-left|right.json
 * as {@link boardRecordFile} names them, written by `scripts/solve/solve.ts board --result`): each
 * record checked (kind, format, checksum: board-record.ts; of Domineering; the empty m×n rectangle
 * with the named player first; an InputError naming the file otherwise) and set beside
 * studies.domineering.publishedDomineeringWinner (an Error naming both when it contradicts a
 * source). Seconds: the recorded runs' wall time. O(files).
 */
export function domineeringRowsFromRecords(base: string): DomineeringRow[] {
  if (!existsSync(base)) return [];
  const dom = games.domineering;
  const rows: DomineeringRow[] = [];
  for (const f of readdirSync(base).sort()) {
    const name = /^domineering-(\d+)x(\d+)-(left|right)\.json$/.exec(f);
    if (name === null) continue;
    const [m, n, toMove] = [Number(name[1]), Number(name[2]), name[3] as Player];
    const path = join(base, f);
    const r = readBoardRecord(path);
    const picture = dom.ruleset.format?.(dom.rectangle(m, n)) ?? "";
    if (r.ruleset !== dom.ruleset.name || r.rows !== m || r.cols !== n || r.toMove !== toMove || r.picture !== picture) {
      throw new InputError(`the record is of ${r.ruleset} ${r.rows}×${r.cols} (${JSON.stringify(r.picture)}) with ${r.toMove} first, not the empty ${m}×${n} Domineering board with ${toMove} first its name says`, path);
    }
    const published = studies.domineering.publishedDomineeringWinner(m, n, toMove);
    if (published !== undefined && published.winner !== r.winner) throw new Error(`Domineering ${m}×${n}, ${toMove} first: the record ${f} says ${r.winner} wins, but ${published.source} states ${published.winner}`);
    const t = recordTotals(r);
    const runs = countOf(t.runs, "run");
    const before = r.runs[0]?.nodesBefore ?? 0;
    const slices = t.slices + 1 === 1 ? "1 slice" : `${t.slices + 1} slices`;
    const method = `resumable search: ${slices} of ${typeof r.options.slice === "string" ? r.options.slice : "?"} in ${runs}${before > 0 ? ` (the first resumed a state of ${before} nodes from earlier runs not logged)` : ""}; nodes over every slice`;
    rows.push({ ruleset: dom.ruleset.name, rows: m, cols: n, to_move: toMove, winner: r.winner, nodes: r.nodes, method, source: published?.source ?? "", seconds: before > 0 ? NaN : t.wallSeconds });
  }
  return rows;
}

/**
 * Solve the m×n Clobber checkerboard with `toMove` first by solvers.solve (default options: sum
 * simplification on components of at most 12 stones) and set it beside {@link publishedClobber};
 * a winner that contradicts the source is an Error naming both. Cost: exponential in m·n.
 */
export function solveClobberBoard(m: number, n: number, toMove: Player, budget?: BudgetLimits): ClobberRow {
  const c = games.clobber.clobber;
  const r = solvers.solve(c, games.clobber.checkerboard(m, n), { toMove, budget });
  const published = checkClobberWinner(m, n, toMove, r.winner, "solve found");
  return { ruleset: c.name, rows: m, cols: n, to_move: toMove, winner: r.winner, nodes: r.nodes, method: "search", source: published?.source ?? "", seconds: r.millis / 1000 };
}

/** Cram with no shortcut: the impartial variant of Domineering (Cram by definition; test/cram.test.ts checks it against games.cram). */
let plainCram: ImpartialRuleset<games.domineering.Region> | undefined;
function shortcutFreeCram(): ImpartialRuleset<games.domineering.Region> {
  plainCram ??= rulesets.impartialVariant(games.domineering.ruleset, "Cram (no shortcuts)");
  return plainCram;
}

/** One row of results/solve/cram.csv (with its seconds, which go to the timings file). */
export interface CramRow {
  /**
   * The ruleset searched: "Cram" (games.cram), or "Cram (no shortcuts)" (the impartial variant of
   * Domineering, on its bitboard regions) for even×even boards, which games.cram answers by the
   * half-turn theorem without search, and for the boards settled by proof search (method "search G+*k").
   */
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly nim_value: number;
  /** "first" when the nim-value is not 0 (the player to move wins), else "second". */
  readonly winner: "first" | "second";
  /**
   * Method "nim-value": components the engine expanded, from an empty table; method "search
   * G+*k": nodes of the proof searches (solvers.solve), all k tried summed (regression pins).
   */
  readonly nodes: number;
  /**
   * "nim-value" (solvers.nimValue: the mex over all options, recursively) or "search G+*k"
   * (solvers.solve on the board plus *k: a second-player win iff the board is *k; the published k
   * first, else k = 0, 1, … until one is a second-player win).
   */
  readonly method: CramMethod;
  readonly source: string;
  readonly seconds: number;
}

/** How a Cram row was computed (see {@link CramRow.method}). */
export type CramMethod = "nim-value" | "search G+*k";

/**
 * Boards of three or more rows with more cells than this are settled by {@link cramBySearch} (3×11,
 * 33 cells, took about 100 s of nim-value search and 4 s of proof search of G + *0 here), the others
 * by the nim-value engine (2×n stays there: 2×20 is 135,083 positions, a few seconds).
 */
export const CRAM_SEARCH_CELLS = 33;

/**
 * The m×n Cram board's row, beside {@link publishedCram} (a contradiction is an Error naming both):
 * by proof search of G + *k ({@link cramBySearch}) when m ≥ 3 and m·n > {@link CRAM_SEARCH_CELLS} or
 * `method` says so, else by the nim-value engine with a fresh table ({@link cramByNimValue}). Boards games.cram
 * answers by a shortcut (even×even) are searched in the shortcut-free variant instead, so each row
 * is a search. Cost: exponential in m·n (3×11 about a minute here).
 */
export function cramBoard(m: number, n: number, budget?: BudgetLimits, method?: CramMethod, log?: (line: string) => void): CramRow {
  const t0 = Date.now();
  const how = method ?? (m >= 3 && m * n > CRAM_SEARCH_CELLS ? "search G+*k" : "nim-value");
  const shortcut = m % 2 === 0 && n % 2 === 0;
  const published = publishedCram(m, n);
  const progress = log === undefined ? undefined : (line: string): void => {
    log(`Cram ${m}×${n}, ${line}`);
  };
  const settle = <P>(rs: ImpartialRuleset<P>, board: P) => ({
    name: rs.name,
    ...(how === "nim-value" ? cramByNimValue(rs, board, budget) : cramBySearch(rs, board, published?.nimValue, budget, m * n, progress)),
  });
  // proof searches run on Domineering's bitboard regions (Cram by definition, 1.3-1.5x less CPU a
  // node than games.cram's grids on 3×11…3×13), whose components need no shortcut at those sizes
  const bitboard = shortcut || how === "search G+*k";
  const { name, value, nodes } = bitboard ? settle(shortcutFreeCram(), games.domineering.rectangle(m, n)) : settle(games.cram.ruleset, games.cram.emptyBoard(m, n));
  if (published !== undefined && published.nimValue !== value) {
    throw new Error(`Cram ${m}×${n}: ${how} found *${value}, but ${published.source}`);
  }
  return { ruleset: name, rows: m, cols: n, nim_value: value, winner: value === 0 ? "second" : "first", nodes, method: how, source: published?.source ?? "", seconds: (Date.now() - t0) / 1000 };
}

/** The nim-value by solvers.nimValue with the engine's table emptied first; nodes = components expanded. Cost: exponential. */
function cramByNimValue<P>(rs: ImpartialRuleset<P>, board: P, budget?: BudgetLimits): { value: number; nodes: number } {
  const engine = solvers.engineFor(rs);
  engine.clear();
  const value = solvers.nimValue(rs, board, { budget });
  return { value, nodes: engine.stats.nimPositions };
}

/**
 * Components of at most this many empty cells are replaced by their nim-values in
 * {@link cramBySearch}: 16 up to 36 cells, 20 past them. Measured on 3×11 + *0 / 3×12 + *1 (shared
 * machine): 12 cells 2.7 / 6.7 s of CPU, 16 cells 2.5 / 5.3 s, 20 cells 3.8 / 6.8 s; on 3×13 + *2
 * (bitboard regions, November 2026): 12 cells 860,788 nodes in 56 s, 16 cells 521,868 in 50 s, 20
 * cells 281,868 in 29 s, 24 cells 99,408 in 44 s (the values of 24-cell components cost more than
 * the nodes they save); 3×14 + *3: 16 cells 157 s, 20 cells 119 s.
 */
function cramSmallCells(cells: number): number {
  return cells <= 36 ? 16 : 20;
}

/** The largest k tried by {@link cramBySearch} (nim-values of the boards in reach are far smaller). */
const MAX_NIM_TRIED = 64;

/**
 * The nim-value of an impartial position G by proof search: G = *k iff G + *k is a second-player
 * win (solvers.solve with `plus: *k`), the method of Lemoine and Viennot ("Nimbers are
 * inevitable", TCS 462, 2012). `expected` (a published value) is tried first — one P proof then
 * settles the value; if it is refuted, or without it, k = 0, 1, … are tried in turn. Each search has
 * a fresh solver and `budget`; `cells` (the board's, 0 when not given) sets the size of the small
 * components ({@link cramSmallCells}). nodes: all searches' nodes summed. `log`: a progress line
 * (which k, the nodes of all searches so far, seconds) at most once every `logEveryMs` (a minute). Cost: exponential in G.
 */
export function cramBySearch<P>(rs: ImpartialRuleset<P>, board: P, expected: number | undefined, budget?: BudgetLimits, cells = 0, log?: (line: string) => void, logEveryMs = 60_000): { value: number; nodes: number } {
  let nodes = 0;
  const order = expected === undefined ? [] : [expected];
  for (let k = 0; k <= MAX_NIM_TRIED; k++) if (k !== expected) order.push(k);
  const t0 = Date.now();
  let last = t0;
  for (const k of order) {
    const onProgress = (p: util.Progress): void => {
      const now = Date.now();
      if (log === undefined || now - last < logEveryMs) return;
      last = now;
      log(`searching G + *${k}: ${(nodes + p.done).toLocaleString("en-US")} nodes, ${Math.round((now - t0) / 1000)} s`);
    };
    const r = solvers.solve(rs, board, { toMove: "left", plus: cgt.nimber(k), simplify: { maxSize: cramSmallCells(cells) }, budget, onProgress });
    nodes += r.nodes;
    if (r.winner === "right") return { value: k, nodes };
  }
  throw new Error(`${rs.name}: no k ≤ ${MAX_NIM_TRIED} makes ${describeBoard(rs, board)} + *k a second-player win`);
}

function describeBoard<P>(rs: ImpartialRuleset<P>, board: P): string {
  return rs.format === undefined ? "the board" : rs.format(board);
}

const csvField = (v: string | number): string => (typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The records of a CSV text (header line first; fields quoted as {@link csvText} writes them). O(length). */
export function parseCsv(text: string): Record<string, string>[] {
  const lines: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n") {
      row.push(field);
      lines.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) lines.push([...row, field]);
  const [header, ...body] = lines;
  if (header === undefined) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

/**
 * The rows of a table already written (`--add`: keep them, solve only the boards missing): the
 * results file's records with `numeric` fields as numbers, `defaults` for columns an older file
 * lacks, and each row's seconds from the timings file (matched on `match`; NaN, written as an
 * empty cell, when it has none). An absent results file gives no rows. O(rows²).
 */
export function keptRows<R extends object>(files: { results: string; timings: string }, numeric: readonly string[], match: readonly string[], defaults: Partial<R> = {}): R[] {
  const read = (path: string): Record<string, string>[] => {
    try {
      return parseCsv(readFileSync(path, "utf8"));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw e;
    }
  };
  const timings = read(files.timings);
  return read(files.results).map((rec) => {
    const t = timings.find((x) => match.every((k) => x[k] === rec[k]));
    const row: Record<string, string | number> = { ...(defaults as Record<string, string | number>), ...rec, seconds: t === undefined || t.seconds === "" ? NaN : Number(t.seconds) };
    for (const k of numeric) row[k] = Number(rec[k]);
    return row as R;
  });
}

/**
 * Makes a table script end on a user's error as the other commands do: an InputError (a
 * bad argument, a refused file or state) thrown anywhere in the script is printed as one line on
 * stderr, `SCRIPT: message`, and the process exits with status 1; any other error is a bug and keeps
 * its stack. Call it first, before the script reads its arguments. O(1).
 */
export function reportInputErrors(script: string): void {
  process.on("uncaughtException", (err: unknown) => {
    // by name: the package's compiled InputError (scripts import "../../lib", whose main is lib/dist) is another class than lib/util's
    if (err instanceof Error && err.name === "InputError") process.stderr.write(`${script}: ${err.message}\n`);
    else process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}

/** "cgtlab VERSION (commit SHORT)": the package's version and this checkout's commit (12 hex digits; "unknown" outside git), as evidence files name the solver. O(1) plus one git call. */
export function cgtlabVersion(): string {
  const pkg = JSON.parse(readFileSync(join(__dirname, "../../lib/package.json"), "utf8")) as { version: string };
  return `cgtlab ${pkg.version} (commit ${gitHead()?.slice(0, 12) ?? "unknown"})`;
}

/** The checkout's commit (the full hash), undefined outside a git checkout or without git. One `git` process. */
export function gitHead(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: join(__dirname, "../.."), encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/** "1 run", "2 runs": a count and its noun, the noun in the plural unless the count is 1. O(1). */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** A whole number given on the command line, in [min, max]; an InputError naming the argument and the text given otherwise. O(1). */
export function integerArgument(name: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined || text === "") throw new InputError(`${name} needs a value (a whole number in [${min}, ${max}])`, name);
  if (!/^\d+$/.test(text)) throw new InputError(`${name} must be a whole number in [${min}, ${max}], got ${JSON.stringify(text)}`, name);
  return requireInteger(name, Number(text), min, max);
}

/** What {@link tableArguments} read. */
export interface TableArguments {
  /** The budget of one board in seconds. */
  readonly seconds: number;
  /** The largest number of columns per row count 2, 3, … */
  readonly maxCols: number[];
  /** Keep the rows of the table already written; solve only the boards it lacks. */
  readonly add: boolean;
  /** The values of the script's own flags (`flags` of {@link tableArguments}), by name with its dashes. */
  readonly flags: ReadonlyMap<string, string>;
  /** The arguments that are not flags, in order. */
  readonly positional: readonly string[];
}

/**
 * The command line of a table script: `[MAX_COLS_2 [MAX_COLS_3 …]] [--seconds S] [--add]`, and
 * the script's own flags that take a value (`flags`, e.g. `["--long"]`). Returns the budget of one
 * board in seconds (default 300, 1…86,400), the largest number of columns per row count 2, 3, …
 * (`defaults` where not given, each an integer 0…`maxColumns`; 0 leaves that row count out; more
 * numbers than `defaults` is an error when there are defaults), `add`, the own flags' values and
 * the positional arguments. An unknown flag, a flag without its value or given twice and a number
 * that is not one are InputErrors naming the argument. O(arguments).
 */
export function tableArguments(args: readonly string[], defaults: readonly number[], maxColumns: number, flags: readonly string[] = []): TableArguments {
  const valued = ["--seconds", ...flags];
  const values = new Map<string, string>();
  const positional: string[] = [];
  let add = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--add") add = true;
    else if (valued.includes(a)) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith("--")) throw new InputError(`${a} needs a value`, a);
      if (values.has(a)) throw new InputError(`${a} is given twice`, a);
      values.set(a, v);
      i++;
    } else if (a.startsWith("--")) throw new InputError(`unknown flag ${a} (known: --add, ${valued.join(", ")})`, a);
    else positional.push(a);
  }
  const seconds = integerArgument("--seconds", values.get("--seconds") ?? "300", 1, 86_400);
  if (defaults.length > 0 && positional.length > defaults.length) throw new InputError(`at most ${defaults.length} numbers of columns (MAX_COLS_2 … MAX_COLS_${defaults.length + 1}), got ${positional.length}: ${positional.join(" ")}`);
  const maxCols = defaults.map((d, i) => integerArgument(`MAX_COLS_${i + 2}`, positional[i] ?? String(d), 0, maxColumns));
  return { seconds, maxCols, add, flags: values, positional };
}

/** A CSV text with a header line (fields quoted when they hold a comma, quote or newline). O(cells). */
export function csvText<R extends object>(columns: readonly (keyof R & string)[], rows: readonly R[]): string {
  return [columns.join(","), ...rows.map((r) => columns.map((c) => csvField(r[c] as string | number)).join(","))].join("\n") + "\n";
}

/** A table's run: the boards in order, one computation a board, its files. */
export interface TableRun<R> {
  /** Written into the state file: a state made with other settings is refused. */
  readonly config: string;
  readonly boards: readonly (readonly [number, number])[];
  /** The rows of one board (one per player to move for Clobber). */
  readonly solveBoard: (m: number, n: number) => R[];
  readonly statePath: string;
  readonly log: (line: string) => void;
  /** Rows kept from the table already written (`--add`): their boards are not solved again. */
  readonly kept?: readonly R[];
}

/** What {@link runTable} did. */
export interface TableRunResult<R> {
  readonly rows: R[];
  /** Boards skipped after a board of the same row count ran out of budget ("m×n: message"). */
  readonly stopped: string[];
}

/**
 * Run `solveBoard` over the boards in order. After each board the rows so far are written to the
 * state file whole (temp file, then rename), so a run killed at any point resumes from the last
 * finished board (a state of another `config` is an InputError naming the file). A board that
 * overruns its budget ends that row count (larger boards of the same m are skipped: each is
 * harder) and is reported in `stopped`. The state file is removed by {@link finishTable}.
 */
export function runTable<R extends { rows: number; cols: number }>(run: TableRun<R>): TableRunResult<R> {
  let done: R[] = [...(run.kept ?? [])];
  try {
    const state = JSON.parse(readFileSync(run.statePath, "utf8")) as { config?: string; rows?: R[] };
    if (state.config !== run.config || !Array.isArray(state.rows)) {
      throw new InputError(`${run.statePath}: a state written with other settings (${String(state.config)}); delete it or rerun with them`);
    }
    done = state.rows;
    run.log(`resuming from ${run.statePath}: ${done.length} rows already solved`);
  } catch (e) {
    if (e instanceof InputError) throw e;
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw new InputError(`${run.statePath}: unreadable state (${(e as Error).message}); delete it to start again`);
  }
  const stopped: string[] = [];
  const blocked = new Set<number>();
  mkdirSync(dirname(run.statePath), { recursive: true });
  for (const [m, n] of run.boards) {
    if (done.some((r) => r.rows === m && r.cols === n)) continue;
    if (blocked.has(m)) continue;
    try {
      const rows = run.solveBoard(m, n);
      done = [...done, ...rows];
      writeFileAtomic(run.statePath, JSON.stringify({ config: run.config, rows: done }));
      run.log(`${m}×${n} done (${rows.map((r) => JSON.stringify(r)).join(" ")})`);
    } catch (e) {
      // the library (lib/dist) throws its own class: test against that one, not lib/util's source
      if (!(e instanceof util.BudgetExceededError)) throw e;
      blocked.add(m);
      stopped.push(`${m}×${n}: ${e.message}`);
      run.log(`${m}×${n} stopped by its budget; larger ${m}×n boards skipped`);
    }
  }
  return { rows: done, stopped };
}

/** Write the results and the timings whole (temp file, then rename) and remove the state file. */
export function finishTable(files: { results: string; timings: string; statePath: string }, results: string, timings: string): void {
  mkdirSync(dirname(files.results), { recursive: true });
  writeFileAtomic(files.results, results);
  writeFileAtomic(files.timings, timings);
  rmSync(files.statePath, { force: true });
}
