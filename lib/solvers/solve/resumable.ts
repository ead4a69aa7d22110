/**
 * Resumable and sharded solves (issue 30 item 4).
 *
 * **Resumable.** {@link solveResumable} runs {@link Solver.solve} with a state file: when the budget
 * runs out (or a caller's checkpoint budget, see scripts/solve/solve.ts, which checkpoints every
 * few seconds and stops on SIGINT/SIGTERM at the next checkpoint), it writes the solver's tables
 * (everything proved so far, {@link Solver.exportTables}) and the open subproblems (the states
 * under search, root first) to the file whole (temporary file, then rename) and throws a
 * BudgetExceededError that names the file; a later call with the same file reads it back and goes
 * on from there: the search restarts at the root, and every result proved before is a table hit.
 * The file is two JSON lines: a header (kind, format version, ruleset, the position's key and
 * picture, who moves first, the solver options, nodes so far, the open states' pictures, a SHA-256
 * checksum of the rest) and the tables. A file for another ruleset, position, player, options or
 * format version, or a damaged one, is refused with an InputError naming the file and the field.
 *
 * **Sharded first moves.** {@link solveFirstMoves} solves shard i of N of a position's first
 * moves (the options of the player to move, numbered in the ruleset's order, shard i taking those
 * j ≡ i mod N), each with the opponent then moving first; {@link mergeFirstMoves} checks that the
 * shards cover every first move exactly once (util's checkShardCover, the census's rules, and the
 * same position, player, options and move count in every shard, each shard's checksum) and gives
 * the winner: the player to move wins iff some first move leaves a position the opponent loses.
 * So one winning first move settles a first-player win: a merge whose shards are all sound but
 * not all present is accepted when a present shard holds a winning move (the result says how many
 * moves were solved, `complete: false`), and refused as incomplete otherwise (a second-player win
 * needs every first move refuted). A job array of a board its first player wins can be cancelled
 * once such a shard is written.
 * With `distinct: true` the first moves are those leaving distinct positions up to the ruleset's
 * symmetries: of several options with the same folded key and sign (one game, the fold keeping
 * the value: {@link foldedKey}) only the first in the ruleset's order is kept and numbered, so a
 * symmetric board's mirror-image moves are solved once; the answer is the same (every first move
 * leaves a game equal to one that is searched).
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import { Budget, BudgetExceededError, InputError, incompleteCover, requireInteger, sha256Checksum, shardCoverGaps, writeFileAtomic, writeLinesAtomic, type RunOptions } from "../../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type PositionKey, type Ruleset } from "../../ruleset";
import { Solver, checkPlayer, checkSolveInput, type KeyJson, type Player, type SolveOptions, type SolveResult, type SolverTables } from "./search";
import { LazyValueTable } from "./values";
import { foldedKey } from "./keys";

/** The kind field of a solve state file. */
export const SOLVE_STATE_KIND = "cgtlab-solve-state";
/** The kind field of a first-move shard file. */
export const FIRST_MOVES_KIND = "cgtlab-solve-first-moves";
/** The format of first-move shard files (and of the two-line state files, still read); another is refused. */
export const SOLVE_FILE_FORMAT = 1;
/** The format of the state files written now (line by line, see {@link ResumableSolve}); 1 and 2 are read. */
export const SOLVE_STATE_FORMAT = 2;
/** Table entries per line of a state file. */
const STATE_CHUNK = 50_000;

function keyJson(k: PositionKey): KeyJson {
  return typeof k === "bigint" ? { b: k.toString() } : k;
}

/** The solver options that change what a table holds, as recorded in a file (functions cannot be: a custom `simplify.size` is refused). */
function recordedOptions<P>(ruleset: Ruleset<P>, o: Omit<SolveOptions<P>, "toMove" | "budget" | "onProgress">): Record<string, unknown> {
  const simp = o.simplify;
  if (simp !== undefined && simp !== false && typeof simp === "object" && (simp as { size?: unknown }).size !== undefined) {
    throw new InputError(`${ruleset.name} resumable solve: a custom simplify.size cannot be recorded in a state file; use the default size`, "simplify.size");
  }
  return {
    simplify: simp === false ? false : { maxSize: simp?.maxSize ?? null },
    knowledge: o.knowledge ?? true,
    ordering: o.ordering ?? "mobility",
    database: o.database === undefined ? null : o.database.header.checksum,
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** Read a two-line file: header (checked kind, format, checksum) and body. */
function readTwoLines(path: string, kind: string, what: string): { header: Record<string, unknown>; body: string } {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(`cannot read ${what}: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  return parseTwoLines(text, path, kind, what);
}

/** The header (checked kind, format, checksum) and body of a two-line file's text, read from `path`. */
function parseTwoLines(text: string, path: string, kind: string, what: string): { header: Record<string, unknown>; body: string } {
  const nl = text.indexOf("\n");
  let h: unknown;
  try {
    h = JSON.parse(nl < 0 ? text : text.slice(0, nl));
  } catch {
    throw new InputError(`not a ${what}: the first line is not JSON (${text.length} bytes)`, path);
  }
  if (!isRecord(h) || h.kind !== kind) throw new InputError(`not a ${what} (kind ${JSON.stringify(isRecord(h) ? h.kind : h)})`, path);
  if (h.format !== SOLVE_FILE_FORMAT) throw new InputError(`${what} of format version ${JSON.stringify(h.format)}; this cgtlab reads version ${SOLVE_FILE_FORMAT}`, path);
  const body = nl < 0 ? "" : text.slice(nl + 1).replace(/\n$/, "");
  const { checksum, ...rest } = h;
  const sum = sha256Checksum(JSON.stringify(rest) + "\n" + body);
  if (checksum !== sum) throw new InputError(`${what} checksum does not match its content (file says ${JSON.stringify(checksum)}, content gives ${sum}): the file is damaged or was edited`, path);
  return { header: h, body };
}

function twoLines(header: Record<string, unknown>, body: string): string {
  return JSON.stringify({ ...header, checksum: sha256Checksum(JSON.stringify(header) + "\n" + body) }) + "\n" + body + "\n";
}

/** What {@link solveResumable} returns: the result, and whether it went on from a state file. */
export interface ResumableResult extends SolveResult {
  /** True when the tables came from the state file. */
  readonly resumed: boolean;
  /** Search nodes of every run so far (this one and those recorded in the file). */
  readonly totalNodes: number;
}

/**
 * A resumable solve of one position (see the module comment), whose tables stay in memory between
 * runs: {@link run} searches under a budget; when the budget runs out it writes the state file and
 * throws a BudgetExceededError naming the file, and the next `run` of the same object goes on from
 * the tables it holds (no re-read), while a new object (or {@link solveResumable}) in another
 * process reads them from the file.
 *
 * **The state file** (format 2) is written line by line, so that tables larger than the longest
 * string V8 can hold (512 MB) are written and read: a header line (kind, format, ruleset, the
 * position's key and picture, who moves first, the solver options, nodes so far, the open states'
 * pictures), then lines of at most 50,000 entries (`stateChunk`) `["positions", [...]]` and
 * `["sums", [...]]`, then the value table `["values", [...]]`, then `{"checksum": "sha256:…"}`,
 * the SHA-256 of every byte before that line. Format 1 (two lines: a header with the checksum, and
 * the tables) is still read. A file of another ruleset, position, player, options or format, or a
 * damaged one, is refused with an InputError naming the file and what differs.
 * Cost: that of the search, plus O(entries) per write and per read; memory O(table).
 */
export class ResumableSolve<P> {
  private readonly solver: Solver<P>;
  private readonly identity: StateIdentity;
  private readonly toMove: Player;
  /** Nodes recorded in the state file when this object read it (0 without one). */
  readonly nodesBefore: number;
  /** Whether the tables came from the state file. */
  readonly fromFile: boolean;
  private spent = 0;
  /** Table entries per line of the state file. */
  private readonly chunk: number;
  /** Where the state is written. */
  readonly statePath: string;

  constructor(
    private readonly ruleset: Ruleset<P>,
    private readonly position: P,
    options: Omit<SolveOptions<P>, "budget" | "onProgress"> & { statePath: string; stateChunk?: number },
  ) {
    checkSolveInput(ruleset, position);
    const { toMove, statePath, stateChunk, ...rest } = options as SolveOptions<P> & { statePath: string; stateChunk?: number };
    this.chunk = stateChunk === undefined ? STATE_CHUNK : requireInteger(`${ruleset.name} resumable solve: stateChunk`, stateChunk, 1);
    this.toMove = checkPlayer(ruleset.name, toMove);
    if (typeof statePath !== "string" || statePath === "") throw new InputError(`${ruleset.name} resumable solve: statePath must be a file path, got ${JSON.stringify(statePath)}`, "statePath");
    this.statePath = statePath;
    const { budget: _b, onProgress: _p, ...solverOptions } = rest;
    this.identity = { ruleset: ruleset.name, position: keyJson(ruleset.key(position)), picture: ruleset.format?.(position) ?? null, toMove: this.toMove, options: recordedOptions(ruleset, solverOptions) };
    this.solver = new Solver(ruleset, solverOptions);
    this.fromFile = existsSync(statePath);
    this.nodesBefore = this.fromFile ? readStateFile(statePath, this.identity, this.solver) : 0;
  }

  /**
   * Search on under `budget` (none: to the end). The result's totalNodes counts the file's nodes
   * and every run of this object. A budget overrun writes the state file and throws (see the class
   * comment); a solved position writes nothing (the caller removes the file when it is done).
   */
  run(options: RunOptions = {}): ResumableResult {
    const { budget, onProgress } = options;
    try {
      const r = this.solver.solve(this.position, { toMove: this.toMove, budget, onProgress });
      this.spent += r.nodes;
      return { ...r, resumed: this.fromFile || this.spent > r.nodes, totalNodes: this.nodesBefore + this.spent };
    } catch (err) {
      if (!(err instanceof BudgetExceededError)) throw err;
      this.spent += this.solver.lastNodes;
      const nodes = this.nodesBefore + this.spent;
      const open = this.solver.openStates.map((parts) => parts.map((p) => describePosition(this.ruleset, p)).join(" + "));
      const counts = { positions: 0, sums: 0 };
      writeLinesAtomic(this.statePath, stateLines({ kind: SOLVE_STATE_KIND, format: SOLVE_STATE_FORMAT, ...this.identity, nodes, open }, this.solver, this.chunk, counts));
      throw new BudgetExceededError(
        err.limit,
        err.value,
        err.spent,
        `${this.ruleset.name} solve; the search state (${counts.positions + counts.sums} proved entries, ${open.length} open states) is saved in ${this.statePath}: call again with the same statePath to resume`,
        err.origin,
      );
    }
  }
}

/** What a state file must match: the ruleset, the position, who moves first, the options. */
interface StateIdentity {
  readonly ruleset: string;
  readonly position: KeyJson;
  readonly picture: string | null;
  readonly toMove: Player;
  readonly options: Record<string, unknown>;
}

/** The lines of a format-2 state file (see {@link ResumableSolve}); counts the entries into `counts`. */
function* stateLines<P>(header: Record<string, unknown>, solver: Solver<P>, chunk: number, counts: { positions: number; sums: number }): Generator<string> {
  const hash = createHash("sha256");
  const line = (text: string): string => {
    hash.update(text).update("\n");
    return text;
  };
  yield line(JSON.stringify(header));
  for (const c of solver.exportTableChunks(chunk)) {
    if (c[0] !== "values") counts[c[0]] += c[1].length;
    yield line(JSON.stringify(c));
  }
  yield JSON.stringify({ checksum: "sha256:" + hash.digest("hex") });
}

/**
 * The header (first line) of a solve state file, or undefined when there is none or it cannot be
 * read (reads only the first line, so it is cheap whatever the file's size). O(header).
 */
export function readSolveStateHeader(path: string): Record<string, unknown> | undefined {
  try {
    const fd = openSync(path, "r");
    try {
      const parts: Buffer[] = [];
      const piece = Buffer.alloc(1 << 16);
      for (;;) {
        const n = readSync(fd, piece, 0, piece.length, null);
        if (n === 0) break;
        const nl = piece.subarray(0, n).indexOf(10);
        parts.push(Buffer.from(piece.subarray(0, nl < 0 ? n : nl)));
        if (nl >= 0) break;
      }
      const h = JSON.parse(Buffer.concat(parts).toString("utf8")) as unknown;
      return isRecord(h) ? h : undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** Check the state file at `path` against `identity` and put its tables into `solver`; returns the nodes it records. */
function readStateFile<P>(path: string, identity: StateIdentity, solver: Solver<P>): number {
  const what = "solve state file";
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (err) {
    throw new InputError(`cannot read ${what}: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  const nl = buf.indexOf(10);
  const header = parseLine(buf, 0, nl < 0 ? buf.length : nl, what, path, "the first line");
  if (!isRecord(header) || header.kind !== SOLVE_STATE_KIND) throw new InputError(`not a ${what} (kind ${JSON.stringify(isRecord(header) ? header.kind : header)})`, path);
  if (header.format !== 1 && header.format !== SOLVE_STATE_FORMAT) throw new InputError(`${what} of format version ${JSON.stringify(header.format)}; this cgtlab reads versions 1 and ${SOLVE_STATE_FORMAT}`, path);
  const check = (h: Record<string, unknown>) => {
    for (const f of ["ruleset", "position", "toMove", "options"] as const) {
      if (JSON.stringify(h[f]) !== JSON.stringify(identity[f])) {
        throw new InputError(`the solve state file is for ${f} ${JSON.stringify(h[f])}, not ${JSON.stringify(identity[f])}: refused (use another statePath)`, path);
      }
    }
  };
  if (header.format === 1) {
    const { header: h, body } = parseTwoLines(buf.toString("utf8"), path, SOLVE_STATE_KIND, what);
    check(h);
    solver.importTables(JSON.parse(body) as SolverTables, path);
    return typeof h.nodes === "number" ? h.nodes : 0;
  }
  // format 2: the last line is the checksum of every byte before it
  let end = buf.length;
  if (end > 0 && buf[end - 1] === 10) end--;
  const last = buf.lastIndexOf(10, end - 1) + 1;
  const trailer = last > nl ? parseLine(buf, last, end, what, path, "the last line") : undefined;
  const stated = isRecord(trailer) ? trailer.checksum : undefined;
  const sum = "sha256:" + createHash("sha256").update(buf.subarray(0, last)).digest("hex");
  if (stated !== sum) throw new InputError(`${what} checksum does not match its content (file says ${JSON.stringify(stated)}, content gives ${sum}): the file is damaged, cut short or was edited`, path);
  check(header);
  // the body's lines: the value table is the last (the sums name its nodes)
  const lines: [number, number][] = [];
  for (let s = nl + 1; s < last; ) {
    const e = buf.indexOf(10, s);
    lines.push([s, e]);
    s = e + 1;
  }
  const valuesLine = lines.pop();
  const values = valuesLine === undefined ? undefined : parseLine(buf, valuesLine[0], valuesLine[1], what, path, `line ${lines.length + 2}`);
  if (!Array.isArray(values) || values[0] !== "values" || !Array.isArray(values[1])) throw new InputError(`${what}: its value table (the line before the checksum) is missing or not ["values", [...]]`, path);
  const table = new LazyValueTable(values[1] as ConstructorParameters<typeof LazyValueTable>[0], path);
  lines.forEach(([s, e], i) => {
    const chunk = parseLine(buf, s, e, what, path, `line ${i + 2}`);
    if (!Array.isArray(chunk) || chunk.length !== 2 || !Array.isArray(chunk[1])) throw new InputError(`${what}: line ${i + 2} is not ["positions" or "sums", [entries]]`, path);
    if (chunk[0] === "positions") solver.importPositions(chunk[1] as SolverTables["positions"], path);
    else if (chunk[0] === "sums") solver.importSums(chunk[1] as SolverTables["sums"], table, path);
    else throw new InputError(`${what}: line ${i + 2} holds ${JSON.stringify(chunk[0])}, not "positions" or "sums"`, path);
  });
  return typeof header.nodes === "number" ? header.nodes : 0;
}

function parseLine(buf: Buffer, start: number, end: number, what: string, path: string, which: string): unknown {
  try {
    return JSON.parse(buf.toString("utf8", start, end)) as unknown;
  } catch {
    throw new InputError(`not a ${what}: ${which} is not JSON (${end - start} bytes)`, path);
  }
}

/**
 * Who wins `position` with `options.toMove` first, resumably: one {@link ResumableSolve} run. With
 * no file at `statePath` it starts fresh; with one it checks it (ruleset, position, player,
 * options, format, checksum: an InputError naming the file otherwise) and goes on from its tables.
 * A budget overrun writes the state and throws a BudgetExceededError whose message names the file.
 * Cost: that of the search, plus O(table) per write and read.
 */
export function solveResumable<P>(ruleset: Ruleset<P>, position: P, options: SolveOptions<P> & { statePath: string }): ResumableResult {
  const { budget, onProgress, ...rest } = options;
  return new ResumableSolve(ruleset, position, rest).run({ budget, onProgress });
}

/** One first move's result in a shard. */
export interface FirstMoveResult {
  /** The move's number among the options of the player to move (the ruleset's order). */
  readonly move: number;
  /** The position after it (its picture, or its key). */
  readonly position: string;
  /** The winner of that position with the opponent moving first. */
  readonly winner: Player;
  readonly nodes: number;
}

/** A first-move shard, as written to its file's header and body. */
export interface FirstMovesShard {
  readonly ruleset: string;
  readonly position: KeyJson;
  readonly picture: string | null;
  readonly toMove: Player;
  readonly options: Record<string, unknown>;
  readonly moves: number;
  readonly shard: { readonly index: number; readonly count: number };
  readonly results: readonly FirstMoveResult[];
}

/**
 * The options of the player to move whose positions are distinct up to the ruleset's symmetries
 * (the first of each folded key and sign, in the ruleset's order). O(options · fold).
 */
function distinctOptions<P>(ruleset: Ruleset<P>, opts: readonly P[]): P[] {
  const seen = new Set<string>();
  const out: P[] = [];
  for (const o of opts) {
    const f = foldedKey(ruleset, o);
    const id = `${typeof f.key === "bigint" ? `${f.key}n` : typeof f.key === "number" ? `${f.key}` : `s${f.key}`}${f.negated ? "-" : "+"}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(o);
  }
  return out;
}

/** The first moves of one shard, before they are solved ({@link planFirstMoves}). */
export interface FirstMovesPlan<P> {
  /** The shard file's fields but its results. */
  readonly head: Omit<FirstMovesShard, "results">;
  /** The shard's moves: number, the position after it, its picture (or key) as the results name it. */
  readonly moves: readonly { readonly move: number; readonly option: P; readonly position: string }[];
  /** Who moves first after a first move. */
  readonly opponent: Player;
}

/**
 * The moves of shard `shard` of `position`'s first moves (see the module comment; with `distinct`
 * those to distinct positions up to the ruleset's symmetries), and the shard file's fields, without
 * solving them: {@link solveFirstMoves} solves them in one process, scripts/solve/solve.ts
 * resumably, a move at a time. O(options) (O(options · fold) with `distinct`).
 */
export function planFirstMoves<P>(ruleset: Ruleset<P>, position: P, options: SolveOptions<P> & { shard: { index: number; count: number }; distinct?: boolean }): FirstMovesPlan<P> {
  checkSolveInput(ruleset, position);
  const { toMove, budget, onProgress, shard, distinct, ...rest } = options;
  if (distinct !== undefined && typeof distinct !== "boolean") throw new InputError(`${ruleset.name} first moves: distinct must be true or false, got ${JSON.stringify(distinct)}`, "distinct");
  checkPlayer(ruleset.name, toMove);
  if (!isRecord(shard) || !Number.isSafeInteger(shard.count) || shard.count < 1 || !Number.isSafeInteger(shard.index) || shard.index < 0 || shard.index >= shard.count) {
    throw new InputError(`${ruleset.name} first moves: shard must be { index, count } with 0 ≤ index < count, got ${JSON.stringify(shard)}`, "shard");
  }
  const run = Budget.from({ budget, onProgress } as RunOptions, `${ruleset.name} first moves`);
  const side = ruleset.kind === "impartial" ? "options" : toMove === "left" ? "leftOptions" : "rightOptions";
  const all = optionList(ruleset, position, side, toMove === "left" ? leftOptionsOf(ruleset, position) : rightOptionsOf(ruleset, position), run);
  const opts = distinct === true ? distinctOptions(ruleset, all) : all;
  const moves: { move: number; option: P; position: string }[] = [];
  for (let j = shard.index; j < opts.length; j += shard.count) {
    const o = opts[j]!;
    moves.push({ move: j, option: o, position: ruleset.format?.(o) ?? JSON.stringify(keyJson(ruleset.key(o))) });
  }
  const recorded = distinct === true ? { ...recordedOptions(ruleset, rest), distinctFirstMoves: true } : recordedOptions(ruleset, rest);
  return {
    head: { ruleset: ruleset.name, position: keyJson(ruleset.key(position)), picture: ruleset.format?.(position) ?? null, toMove, options: recorded, moves: opts.length, shard: { index: shard.index, count: shard.count } },
    moves,
    opponent: toMove === "left" ? "right" : "left",
  };
}

/**
 * Solve shard `shard` of the first moves of `position` (see the module comment): each of its
 * moves by a fresh-tabled {@link Solver} shared within the shard, under one budget; with
 * `distinct: true` only the moves to distinct positions up to symmetry are numbered and solved.
 * Cost: the searches of its moves. O(moves) besides (O(moves · fold) with `distinct`).
 */
export function solveFirstMoves<P>(ruleset: Ruleset<P>, position: P, options: SolveOptions<P> & { shard: { index: number; count: number }; distinct?: boolean }): FirstMovesShard {
  const plan = planFirstMoves(ruleset, position, options);
  const { toMove: _t, budget, onProgress, shard: _s, distinct: _d, ...rest } = options;
  const run = Budget.from({ budget, onProgress } as RunOptions, `${ruleset.name} first moves`);
  const solver = new Solver(ruleset, rest);
  const results: FirstMoveResult[] = plan.moves.map(({ move, option, position: picture }) => {
    const r = solver.solve(option, { toMove: plan.opponent, budget: run });
    return { move, position: picture, winner: r.winner, nodes: r.nodes };
  });
  return { ...plan.head, results };
}

/** Write a first-move shard whole (temporary file, then rename), with its checksum. O(file). */
export function writeFirstMovesShard(path: string, s: FirstMovesShard): void {
  const { results, ...head } = s;
  writeFileAtomic(path, twoLines({ kind: FIRST_MOVES_KIND, format: SOLVE_FILE_FORMAT, ...head }, JSON.stringify(results)));
}

/** Read a first-move shard file (kind, format, checksum checked: an InputError naming the file). O(file). */
export function readFirstMovesShard(path: string): FirstMovesShard {
  const { header, body } = readTwoLines(path, FIRST_MOVES_KIND, "first-move shard");
  const { kind: _k, format: _f, checksum: _c, ...head } = header;
  return { ...(head as unknown as Omit<FirstMovesShard, "results">), results: JSON.parse(body) as FirstMoveResult[] };
}

/** The merged answer of first-move shards. */
export interface FirstMovesResult {
  readonly winner: Player;
  readonly toMove: Player;
  /** The number of first moves (distinct ones with `distinct`), solved or not. */
  readonly moves: number;
  /** The first moves solved (all of them when {@link complete}). */
  readonly movesSolved: number;
  /** Whether every shard was present; false only for a first-player win settled by a winning move. */
  readonly complete: boolean;
  /** The first moves that win for the player to move (the opponent loses moving first after them), among those solved. */
  readonly winningMoves: readonly FirstMoveResult[];
  /** The nodes of the moves solved. */
  readonly nodes: number;
}

/** Where a folder of first-move shards stands ({@link firstMovesProgress}): settled or not. */
export interface FirstMovesProgress {
  readonly ruleset: string;
  /** The position's picture (or its key as JSON). */
  readonly picture: string;
  readonly toMove: Player;
  /** The number of first moves (distinct ones with `distinct`), solved or not. */
  readonly moves: number;
  /** Shards present, of {@link shardCount}. */
  readonly shards: number;
  readonly shardCount: number;
  /** The first moves solved, by move number. */
  readonly results: readonly FirstMoveResult[];
  /** The first moves that win for the player to move, among those solved. */
  readonly winningMoves: readonly FirstMoveResult[];
  /** The shard indices missing (none when complete). */
  readonly missing: readonly number[];
  /** Who wins: the player to move once a winning first move is in, the other once every move is solved and none wins; undefined before. */
  readonly winner: Player | undefined;
  /** The nodes of the moves solved. */
  readonly nodes: number;
}

/**
 * Where first-move shard files stand, checked as strictly as {@link mergeFirstMoves} checks them
 * (InputError naming the files for a damaged file, mixed positions / players / options / move
 * counts, a duplicate shard, or a shard whose moves are not exactly its share) but with shards
 * allowed to be missing: the moves solved so far, the winning ones, the shards missing, and the
 * winner once it is settled (a winning first move in, or every move solved). For following a long
 * job array while it runs. O(moves).
 */
export function firstMovesProgress(paths: readonly string[]): FirstMovesProgress {
  if (paths.length === 0) throw new InputError("no first-move shards to read", "shards");
  const parts = paths.map((path) => ({ path, s: readFirstMovesShard(path) }));
  const first = parts[0]!.s;
  const id = (s: FirstMovesShard): string => JSON.stringify([s.ruleset, s.position, s.toMove, s.options, s.moves]);
  for (const { path, s } of parts) {
    if (id(s) !== id(first)) throw new InputError(`inconsistent shards: ${parts[0]!.path} is ${id(first)}, ${path} is ${id(s)}`, path);
    const expected: number[] = [];
    for (let j = s.shard.index; j < s.moves; j += s.shard.count) expected.push(j);
    if (JSON.stringify(s.results.map((r) => r.move)) !== JSON.stringify(expected)) throw new InputError(`shard ${s.shard.index}/${s.shard.count} does not hold exactly its first moves ${expected.join(", ")}`, path);
  }
  const picture = first.picture ?? JSON.stringify(first.position);
  const missing = shardCoverGaps(
    parts.map(({ path, s }) => ({ path, index: s.shard.index, count: s.shard.count })),
    `the first moves of ${first.ruleset} ${picture}`,
  );
  const results = parts.flatMap(({ s }) => s.results).sort((a, b) => a.move - b.move);
  const winningMoves = results.filter((r) => r.winner === first.toMove);
  const other: Player = first.toMove === "left" ? "right" : "left";
  return {
    ruleset: first.ruleset,
    picture,
    toMove: first.toMove,
    moves: first.moves,
    shards: parts.length,
    shardCount: first.shard.count,
    results,
    winningMoves,
    missing,
    winner: winningMoves.length > 0 ? first.toMove : missing.length === 0 ? other : undefined,
    nodes: results.reduce((a, r) => a + r.nodes, 0),
  };
}

/**
 * Merge first-move shard files strictly (see the module comment; the checks of
 * {@link firstMovesProgress}): shards missing are an InputError unless a present shard holds a
 * winning first move (then the winner is the player to move, `complete: false`). O(moves).
 */
export function mergeFirstMoves(paths: readonly string[]): FirstMovesResult {
  if (paths.length === 0) throw new InputError("no first-move shards to merge", "shards");
  const p = firstMovesProgress(paths);
  if (p.winner === undefined) {
    throw incompleteCover(`the first moves of ${p.ruleset} ${p.picture}`, p.missing, p.shardCount, `(no shard present holds a winning first move for ${p.toMove}, which alone would settle it)`);
  }
  return {
    winner: p.winner,
    toMove: p.toMove,
    moves: p.moves,
    movesSolved: p.results.length,
    complete: p.missing.length === 0,
    winningMoves: p.winningMoves,
    nodes: p.nodes,
  };
}
