/**
 * Domineering rectangles solved by the outcome solver (`solvers.solve`, issue 30 item 5), each
 * row set beside every published result it can be checked against. The published results are
 * encoded as their sources state them (theorems on families of boards, single boards, and Obsequi's
 * table of boards as its file lists it), only to check cgtlab's answers against, never returned as
 * one: {@link publishedDomineeringWinner} says what the sources state for a board with a given
 * player moving first, or nothing; {@link checkDomineeringStatements} checks a table of rows
 * against each statement.
 *
 * Conventions: an m×n board has m rows and n columns; Left places vertical dominoes (Vertical),
 * Right horizontal ones (Horizontal). A board with Horizontal moving first is its transpose with
 * Vertical moving first, the players' roles exchanged (transposing swaps the players), so each
 * statement about Vertical moving first also settles the transposed board with Horizontal first.
 */
import * as games from "../../games";
import * as solvers from "../../solvers";
import { checkOptions, optionNames, type Budget, type BudgetLimits } from "../../util";

/** Left (Vertical) or Right (Horizontal). */
export type DomineeringPlayer = "left" | "right";

/** A published statement about one board: who wins with a given player first, and where it is stated. */
export interface PublishedWinner {
  readonly winner: DomineeringPlayer;
  readonly source: string;
}

const LMR = "Lachmann, Moore and Rapaport, Who wins Domineering on rectangular boards?, 2002";
const UITERWIJK = "Uiterwijk, Perfectly Solving Domineering Boards, CGW 2013 (Springer CCIS 408, 2014)";
const UITERWIJK_PART3 = "Uiterwijk, The impact of safe moves on perfectly solving Domineering boards, part 3: theorems and conjectures, ICGA Journal 37(4), 2014";
const BUH = "Breuker, Uiterwijk and van den Herik, Solving 8×8 Domineering, Theoretical Computer Science 230 (2000) 195–206";
const OBSEQUI = "Bullock, Obsequi's table of solved boards (obsequi/Check in github.com/nathanbullock/obsequi; the solver of Bullock's M.Sc. thesis Domineering: Solving Large Combinatorial Search Spaces, University of Alberta, 2002)";

/**
 * Obsequi's table (file obsequi/Check): the outcome class of the m×n board (m rows, n columns,
 * Vertical = Left) for n = m, m+1, …, one string per m as that file lists them ("1" first-player
 * win, "2" second-player win, "V" Vertical wins, "H" Horizontal wins). Read there, not computed.
 */
const OBSEQUI_CLASSES: Readonly<Record<number, string>> = { 2: "11HV11HV11H211", 3: "1HHHHHHHHHH", 4: "1V1VHVHVH", 5: "2HHHHH", 6: "1VH", 7: "1H", 8: "1" };

/** One published statement: the boards it covers and who wins each with Vertical (Left) moving first. */
export interface DomineeringStatement {
  /** A short name ("Uiterwijk 2013 (1)", "Obsequi table", …). */
  readonly id: string;
  /** The source and the statement as it states it. */
  readonly source: string;
  /** The winner of the m×n board with Vertical first, or undefined when the statement does not cover it. O(1). */
  readonly verticalFirst: (m: number, n: number) => DomineeringPlayer | undefined;
}

/** The outcome class of the m×n board in Obsequi's table (transposed for m > n, V and H exchanged), or undefined. O(1). */
function obsequiClass(m: number, n: number): string | undefined {
  if (m > n) {
    const t = obsequiClass(n, m);
    return t === "V" ? "H" : t === "H" ? "V" : t;
  }
  return OBSEQUI_CLASSES[m]?.[n - m];
}

/**
 * The published statements encoded (each a theorem or a table as its source states it, never a
 * result of cgtlab): Lachmann, Moore and Rapaport (2002) on 2×2 and 5×5; Breuker, Uiterwijk and
 * van den Herik (2000) on 8×8; Uiterwijk's CGW 2013
 * theorems (1)–(4) and their extension in ICGA Journal 37(4) (2014); Obsequi's table of boards
 * (Bullock). Each says who wins with Vertical first; Horizontal first is the transposed board
 * (see {@link publishedDomineeringStatements}).
 */
export const DOMINEERING_STATEMENTS: readonly DomineeringStatement[] = [
  { id: "LMR 2002 (2×2)", source: `${LMR}: 2×2 is a first-player win`, verticalFirst: (m, n) => (m === 2 && n === 2 ? "left" : undefined) },
  { id: "LMR 2002 (5×5)", source: `${LMR}: 5×5 is a second-player win`, verticalFirst: (m, n) => (m === 5 && n === 5 ? "right" : undefined) },
  { id: "BUH 2000 (8×8)", source: `${BUH}: 8×8 is a first-player win`, verticalFirst: (m, n) => (m === 8 && n === 8 ? "left" : undefined) },
  { id: "Uiterwijk 2013 (1)", source: `${UITERWIJK}, theorem (1): every m×3 board (m > 1) is won by Vertical moving first`, verticalFirst: (m, n) => (n === 3 && m > 1 ? "left" : undefined) },
  { id: "Uiterwijk 2013 (2)", source: `${UITERWIJK}, theorem (2): every 2k×n board with n = 3, 5, 7, 9, 11 is won by Vertical moving first`, verticalFirst: (m, n) => (m % 2 === 0 && [3, 5, 7, 9, 11].includes(n) ? "left" : undefined) },
  { id: "Uiterwijk 2013 (3)", source: `${UITERWIJK}, theorem (3): every 3×n board (n > 3) is won by Horizontal when Vertical moves first`, verticalFirst: (m, n) => (m === 3 && n > 3 ? "right" : undefined) },
  {
    id: "Uiterwijk 2013 (4)",
    source: `${UITERWIJK}, theorem (4): every m×2k board for m = 5, 9 and every m×4k board for m = 3, 7, 11 is won by Horizontal when Vertical moves first`,
    verticalFirst: (m, n) => ((n % 2 === 0 && (m === 5 || m === 9)) || (n % 4 === 0 && (m === 3 || m === 7 || m === 11)) ? "right" : undefined),
  },
  {
    id: "Uiterwijk 2014 (Vertical)",
    source: `${UITERWIJK_PART3}: every 2k×n board with n = 3, 5, 7, 9, 11, and every 2k×13 board with k ≥ 3, is won by Vertical moving first`,
    verticalFirst: (m, n) => (m % 2 === 0 && ([3, 5, 7, 9, 11].includes(n) || (n === 13 && m >= 6)) ? "left" : undefined),
  },
  {
    id: "Uiterwijk 2014 (Horizontal)",
    source: `${UITERWIJK_PART3}: every m×2k board for m = 5, 9, 13, for m = 3, 7 with k ≥ 2, and for m = 11 with k ≥ 6 is won by Horizontal when Vertical moves first`,
    verticalFirst: (m, n) => (n % 2 === 0 && ([5, 9, 13].includes(m) || ((m === 3 || m === 7) && n >= 4) || (m === 11 && n >= 12)) ? "right" : undefined),
  },
  {
    id: "Obsequi table",
    source: OBSEQUI,
    verticalFirst: (m, n) => {
      const c = obsequiClass(m, n);
      return c === undefined ? undefined : c === "1" || c === "V" ? "left" : "right";
    },
  },
];

/** The text a statement gives for one board (Obsequi's table: the board's class). */
function statementText(s: DomineeringStatement, m: number, n: number): string {
  if (s.id !== "Obsequi table") return s.source;
  const c = obsequiClass(m, n)!;
  const what = c === "1" ? "a first-player win" : c === "2" ? "a second-player win" : c === "V" ? "won by Vertical" : "won by Horizontal";
  return `${s.source}: ${m}×${n} is ${what}`;
}

/**
 * Every encoded statement ({@link DOMINEERING_STATEMENTS}) that covers the m×n board with `toMove`
 * moving first, each with the winner it states and its text. With Horizontal (Right) first the
 * statements about the transposed n×m board with Vertical first are used, the players' roles
 * exchanged (transposing swaps the players). O(statements).
 */
export function publishedDomineeringStatements(m: number, n: number, toMove: DomineeringPlayer): (PublishedWinner & { readonly id: string })[] {
  const out: (PublishedWinner & { readonly id: string })[] = [];
  for (const s of DOMINEERING_STATEMENTS) {
    if (toMove === "left") {
      const w = s.verticalFirst(m, n);
      if (w !== undefined) out.push({ id: s.id, winner: w, source: statementText(s, m, n) });
    } else {
      const w = s.verticalFirst(n, m);
      if (w !== undefined) out.push({ id: s.id, winner: w === "left" ? "right" : "left", source: `${statementText(s, n, m)} (the transposed ${n}×${m} board with Vertical first)` });
    }
  }
  return out;
}

/**
 * The winner the published sources state for the m×n Domineering board with `toMove` moving first,
 * with every covering statement's text joined by " | ", or undefined when none of the encoded
 * sources covers the board ({@link publishedDomineeringStatements}). Sources that contradict each
 * other are an Error naming them (none do: test/solve.test.ts checks every board up to 30×30).
 * O(statements).
 */
export function publishedDomineeringWinner(m: number, n: number, toMove: DomineeringPlayer): PublishedWinner | undefined {
  const all = publishedDomineeringStatements(m, n, toMove);
  if (all.length === 0) return undefined;
  const winner = all[0]!.winner;
  const other = all.find((s) => s.winner !== winner);
  if (other !== undefined) throw new Error(`Domineering ${m}×${n}, ${toMove} first: ${all[0]!.source} states ${winner}, but ${other.source} states ${other.winner}`);
  return { winner, source: all.map((s) => s.source).join(" | ") };
}

/** One row of {@link solvedDomineeringRectangles}. */
export interface SolvedRectangleRow {
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly to_move: DomineeringPlayer;
  readonly winner: DomineeringPlayer;
  /** Search nodes of `solvers.solve` (a regression pin: depends on this solver's ordering and table). */
  readonly nodes: number;
  /** The published statement the winner agrees with, or "" when no encoded source covers the board. */
  readonly source: string;
  /** Wall-clock seconds of the solve (a timing: kept out of results files, see the script). */
  readonly seconds: number;
}

/**
 * Solve the m×n Domineering board with `toMove` first by `solvers.solve` (sum simplification on
 * components of at most 12 free cells, the default limit, counted by the ruleset's `knowledge.componentSize`; the ruleset's knowledge, with the
 * "safe-moves" ordering: fewest replies less four times the mover's safe moves, ties broken by
 * Domineering's move preference (Obsequi's positional values), which on 6×7 searched 5,932 and
 * 22,910 nodes where plain mobility searched 30,260 and 157,519; a table of 2^22 slots
 * past 42 cells, 2^20 below) and set the winner beside
 * {@link publishedDomineeringWinner}: a winner that contradicts a source is an Error naming both (a
 * disagreement is never written as a row). `budget` bounds the search (a BudgetExceededError past
 * it). Cost: exponential in the board's area; measured on a shared 2-core machine (one run each,
 * November 29, 2026): 6×6 1,549 nodes, 7×7 42,000 nodes in 4 s (Vertical first; 44,000 with
 * Horizontal first), 6×8 with Vertical first 0.33 million nodes in 28 s, 7×8 2.6 million in 390 s
 * with Vertical first and 0.36 million in 55 s with Horizontal first; each added row or column
 * some 5–60× the nodes.
 */
export function solveDomineeringRectangle(m: number, n: number, toMove: DomineeringPlayer, budget?: Budget | BudgetLimits): SolvedRectangleRow {
  const dom = games.domineering;
  const r = solvers.solve(dom.ruleset, dom.rectangle(m, n), { toMove, budget, simplify: { maxSize: 12 }, ordering: "safe-moves", tableSlots: m * n > 42 ? 1 << 22 : 1 << 20 });
  const published = publishedDomineeringWinner(m, n, toMove);
  if (published !== undefined && published.winner !== r.winner) {
    throw new Error(`Domineering ${m}×${n}, ${toMove} first: solve found ${r.winner}, but ${published.source} states ${published.winner}`);
  }
  return { ruleset: dom.ruleset.name, rows: m, cols: n, to_move: toMove, winner: r.winner, nodes: r.nodes, source: published?.source ?? "", seconds: r.millis / 1000 };
}

/** The options {@link solvedDomineeringRectangles} takes. */
const SOLVED_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof solvedDomineeringRectangles>[0]>>({ maxRows: true, maxCols: true, budget: true });

/**
 * Solve every m×n Domineering board with 2 ≤ m ≤ maxRows, 2 ≤ n ≤ maxCols, each player moving
 * first ({@link solveDomineeringRectangle}; `budget` bounds each board). Cost: exponential in the
 * largest board's area (see there; scripts/solve/domineering.ts runs the large ones resumably).
 */
export function solvedDomineeringRectangles(options: { maxRows: number; maxCols: number; budget?: Budget | BudgetLimits }): SolvedRectangleRow[] {
  checkOptions(options, SOLVED_OPTION_NAMES, "solvedDomineeringRectangles");
  const out: SolvedRectangleRow[] = [];
  for (let m = 2; m <= options.maxRows; m++) {
    for (let n = 2; n <= options.maxCols; n++) {
      for (const toMove of ["left", "right"] as const) out.push(solveDomineeringRectangle(m, n, toMove, options.budget));
    }
  }
  return out;
}

/** How one published statement fared against a table of solved boards ({@link checkDomineeringStatements}). */
export interface StatementCheck {
  /** The statement's short name ({@link DomineeringStatement.id}). */
  readonly id: string;
  /** The statement's source and text. */
  readonly source: string;
  /** Rows (board and player first) the statement covers. */
  readonly covered: number;
  /** Rows whose winner agrees with it. */
  readonly agreeing: number;
  /** The rows that disagree ("m×n, left first: found right, states left"). */
  readonly disagreeing: readonly string[];
  /** The largest area among the covered rows (0 if none). */
  readonly largestArea: number;
}

/**
 * Check a table of solved boards (rows of results/solve/domineering.csv, or of
 * {@link solvedDomineeringRectangles}) against every encoded statement
 * ({@link DOMINEERING_STATEMENTS}): per statement, the rows it covers, those that agree, and those
 * that do not. O(rows · statements).
 */
export function checkDomineeringStatements(rows: readonly { rows: number; cols: number; to_move: DomineeringPlayer; winner: DomineeringPlayer }[]): StatementCheck[] {
  return DOMINEERING_STATEMENTS.map((s) => {
    let covered = 0;
    let agreeing = 0;
    let largestArea = 0;
    const disagreeing: string[] = [];
    for (const r of rows) {
      const w = r.to_move === "left" ? s.verticalFirst(r.rows, r.cols) : flip(s.verticalFirst(r.cols, r.rows));
      if (w === undefined) continue;
      covered++;
      largestArea = Math.max(largestArea, r.rows * r.cols);
      if (w === r.winner) agreeing++;
      else disagreeing.push(`${r.rows}×${r.cols}, ${r.to_move} first: found ${r.winner}, states ${w}`);
    }
    return { id: s.id, source: s.source, covered, agreeing, disagreeing, largestArea };
  });
}

function flip(p: DomineeringPlayer | undefined): DomineeringPlayer | undefined {
  return p === undefined ? undefined : p === "left" ? "right" : "left";
}
