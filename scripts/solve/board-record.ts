// The record of a board settled by `scripts/solve/solve.ts board --result FILE` (a resumable solve in
// slices, possibly over several runs): who won, the nodes, the runs that did it (wall and CPU time,
// slices), the solver's options and version. The table scripts read it for boards their one-call
// solve does not reach (results/solve/boards/, committed). One JSON object with a SHA-256 checksum
// of the rest, written whole (temp file, then rename); a damaged or edited record is refused.
import { existsSync, readFileSync } from "node:fs";
import { InputError, sha256Checksum, writeFileAtomic } from "../../lib/util";

/** The kind field of a board record. */
export const BOARD_RECORD_KIND = "cgtlab-solve-board";
/** Its format version; another is refused. */
export const BOARD_RECORD_FORMAT = 1;

type Player = "left" | "right";

/** One invocation of `solve.ts board` on a state file (the runs log beside it, FILE.runs.json). */
export interface BoardRun {
  /** When it began (ISO 8601, UTC). */
  readonly started: string;
  readonly wallSeconds: number;
  /** The process's user + system CPU seconds. */
  readonly cpuSeconds: number;
  /** Checkpoints written (slices cut off by the budget). */
  readonly slices: number;
  /** The state's node count when the run began (0 for a fresh start). */
  readonly nodesBefore: number;
  /** How it ended: "solved", or stopped with the state saved. */
  readonly ended: "solved" | "stopped";
}

export interface BoardRecord {
  readonly kind: typeof BOARD_RECORD_KIND;
  readonly format: typeof BOARD_RECORD_FORMAT;
  readonly game: string;
  readonly ruleset: string;
  readonly rows: number;
  readonly cols: number;
  readonly toMove: Player;
  /** The starting position's picture (the ruleset's format). */
  readonly picture: string;
  /** The moves from the board's start that made the position (`solve.ts board --moves`), when it is not the start itself. */
  readonly moves?: string;
  readonly winner: Player;
  /**
   * Search nodes over every slice and run (solveResumable's totalNodes: states re-expanded after a
   * resume count again, so an upper bound on a one-call solve's nodes; a regression pin).
   */
  readonly nodes: number;
  /** The nodes of the last slice, the one that proved the root. */
  readonly finalSliceNodes: number;
  /** The solver options as the state file records them, and the table size. */
  readonly options: Record<string, unknown>;
  /** The runs recorded in the runs log (a run made before the log existed is not among them: the first run's nodesBefore says how far the state had got). */
  readonly runs: readonly BoardRun[];
  /** The git commit of the code that solved it (the last run's), "" outside a git checkout. */
  readonly commit: string;
  readonly node: string;
  readonly checksum: string;
}

/** Write `record` (all but its checksum) to `path` whole, with its checksum. O(size). */
export function writeBoardRecord(path: string, record: Omit<BoardRecord, "checksum">): void {
  const body = JSON.stringify(record);
  writeFileAtomic(path, JSON.stringify({ ...record, checksum: sha256Checksum(body) }, null, 1) + "\n");
}

const isPlayer = (x: unknown): x is Player => x === "left" || x === "right";

/**
 * The board record in `path`, checked: kind, format, checksum, and the fields the tables use (an
 * InputError naming the file and the field otherwise). O(size).
 */
export function readBoardRecord(path: string): BoardRecord {
  if (!existsSync(path)) throw new InputError("no board record here", path);
  let r: unknown;
  try {
    r = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    throw new InputError("not a board record: not JSON", path);
  }
  if (typeof r !== "object" || r === null || Array.isArray(r)) throw new InputError("not a board record: not a JSON object", path);
  const o = r as Record<string, unknown>;
  if (o.kind !== BOARD_RECORD_KIND) throw new InputError(`not a board record (kind ${JSON.stringify(o.kind)})`, path);
  if (o.format !== BOARD_RECORD_FORMAT) throw new InputError(`board record of format ${JSON.stringify(o.format)}; this cgtlab reads ${BOARD_RECORD_FORMAT}`, path);
  const { checksum, ...rest } = o;
  const sum = sha256Checksum(JSON.stringify(rest));
  if (checksum !== sum) throw new InputError(`board record checksum does not match its content (file says ${JSON.stringify(checksum)}, content gives ${sum}): damaged or edited`, path);
  for (const f of ["rows", "cols", "nodes", "finalSliceNodes"] as const) {
    if (!Number.isInteger(o[f]) || (o[f] as number) < 0) throw new InputError(`board record field ${f} must be a non-negative integer, got ${JSON.stringify(o[f])}`, path);
  }
  if (!isPlayer(o.toMove) || !isPlayer(o.winner)) throw new InputError(`board record toMove and winner must be left or right, got ${JSON.stringify(o.toMove)} and ${JSON.stringify(o.winner)}`, path);
  if (typeof o.picture !== "string" || typeof o.ruleset !== "string" || typeof o.game !== "string") throw new InputError("board record game, ruleset and picture must be strings", path);
  if (o.moves !== undefined && typeof o.moves !== "string") throw new InputError(`board record moves must be a string when present, got ${JSON.stringify(o.moves)}`, path);
  if (!Array.isArray(o.runs)) throw new InputError("board record runs must be a list", path);
  return o as unknown as BoardRecord;
}

/** Total wall seconds and checkpoints of a record's runs, and their number. O(runs). */
export function recordTotals(r: Pick<BoardRecord, "runs">): { wallSeconds: number; slices: number; runs: number } {
  return {
    wallSeconds: r.runs.reduce((s, x) => s + x.wallSeconds, 0),
    slices: r.runs.reduce((s, x) => s + x.slices, 0),
    runs: r.runs.length,
  };
}
