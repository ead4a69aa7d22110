// Alternating linear Clobber (xo)^n against ↑ and ↓ (issue 30 item 7: a result no source had
// published). The MCGS results page (University of Alberta; MCGS repository, docs/MCGS-results.html,
// computed by Taylor Folkersen with MCGS 2026-03-03) states ↓ < (xo)^n < ↑ for 5 < n < 25,
// ⇓ < (xo)^n < ⇑ with (xo)^n confused with ↓, 0 and ↑ for n = 1, 2, 4, 5, and (xo)^3 = 0, and
// conjectures ↓ < (xo)^n < ↑ for all n > 5. This script settles each comparison by the outcome
// solver: G < ↑ iff G + ↓ < 0 iff Right wins G + ↓ moving first and moving second
// (solvers.solve with `plus: ↓`, Left first and Right first); likewise G against ↓, 0, ⇑ and ⇓.
// Each solve is checked a second time by a different search, df-pn (`search: "pns"`): the two
// winners must agree. A relation that contradicts the MCGS page stops the run.
// Usage:
//   npx tsx scripts/solve/linear-clobber.ts run [--max-n N] [--seconds S] [--dir DIR] [--out FOLDER]
//       every job in turn (default N = 30, S = 1800 a solve), each job's result kept in DIR
//       (default results/.tmp/linear-clobber/) as soon as it is done (a rerun skips them), then the merge
//   npx tsx scripts/solve/linear-clobber.ts task --index I --max-n N --dir DIR [--seconds S]
//       job I alone, written whole to DIR/job-III.json (a valid one is skipped)
//   npx tsx scripts/solve/linear-clobber.ts merge --max-n N --dir DIR [--out FOLDER]
//       every job's file (all must be there), the relations checked against the MCGS page, written to
//       results/solve/clobber-linear.csv (results, with both searches' nodes),
//       results/solve/clobber-linear.evidence.json (the run: the solver's version and commit, the
//       machine, the date) and the git-ignored clobber-linear.timings.csv (seconds of each search:
//       timings are kept apart from results); --out writes them elsewhere
//   npx tsx scripts/solve/linear-clobber.ts slurm --max-n N --dir DIR [--submit] [--partition P] [--time-limit T]
//       the jobs as a Slurm job array with the merge as a dependent job (scripts/slurm.ts)
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve } from "node:path";
import { cgt, games, solvers } from "../../lib";
import { InputError, requireInteger, writeFileAtomic } from "../../lib/util";
import { parseArgs } from "../tokyodoves/cliargs";
import { shq, slurmArrayScripts, writeAndSubmit } from "../slurm";
import { cgtlabVersion, csvText } from "./tables";

const ROOT = resolve(__dirname, "../..");
const OUT = join(ROOT, "results", "solve");
const MCGS_PAGE = "MCGS results page (University of Alberta; MCGS repository, docs/MCGS-results.html; Folkersen, MCGS 2026-03-03)";
/** The largest n the MCGS page covers (5 < n < 25). */
const PUBLISHED_UP_TO = 24;

type Player = "left" | "right";
/** What G is to a game x, from the outcome class of G − x. */
type Relation = "<" | ">" | "=" | "‖";

/** The games compared with (xo)^n, by name: the solver adds their negatives. */
const AGAINST: Readonly<Record<string, string>> = { "↑": "^", "↓": "v", "0": "0", "⇑": "^^", "⇓": "vv" };
const NEGATED: Readonly<Record<string, string>> = { "↑": "↓", "↓": "↑", "0": "0", "⇑": "⇓", "⇓": "⇑" };

/** The comparisons of n: against ↑ and ↓ always, against 0, ⇑ and ⇓ where the page states them (n ≤ 5). */
function comparisons(n: number): string[] {
  return n <= 5 ? ["↑", "↓", "0", "⇑", "⇓"] : ["↑", "↓"];
}

/** The jobs: one per n ≤ maxN and game compared, in order of n. */
function jobs(maxN: number): { n: number; against: string }[] {
  const out: { n: number; against: string }[] = [];
  for (let n = 1; n <= maxN; n++) for (const a of comparisons(n)) out.push({ n, against: a });
  return out;
}

/** The relation of G to x the MCGS page states, or undefined. */
function published(n: number, against: string): Relation | undefined {
  if (n === 3) return against === "0" ? "=" : against === "↑" || against === "⇑" ? "<" : ">";
  if (n <= 5) return against === "⇑" ? "<" : against === "⇓" ? ">" : "‖";
  if (n <= PUBLISHED_UP_TO) return against === "↑" ? "<" : ">";
  return undefined;
}

function publishedText(n: number, against: string, rel: Relation | undefined): string {
  if (rel === undefined) {
    return `new: not published; the ${MCGS_PAGE} verifies ↓ < (xo)^n < ↑ for 5 < n < 25 and conjectures it for all n > 5`;
  }
  const what = n === 3 ? "(xo)^3 = 0" : n <= 5 ? `⇓ < (xo)^${n} < ⇑, confused with ↓, 0 and ↑` : `↓ < (xo)^n < ↑ for 5 < n < 25`;
  return `${MCGS_PAGE}: ${what} (so (xo)^${n} ${rel} ${against})`;
}

/** The relation of G to x from the winners of G − x with Left first and Right first. */
function relationOf(leftFirst: Player, rightFirst: Player): Relation {
  if (leftFirst === "left" && rightFirst === "left") return ">";
  if (leftFirst === "right" && rightFirst === "right") return "<";
  if (leftFirst === "right" && rightFirst === "left") return "=";
  return "‖";
}

/** One job's file: both players first, each by negamax and by df-pn. */
interface JobResult {
  readonly kind: "cgtlab linear clobber job";
  readonly n: number;
  readonly against: string;
  readonly solves: { to_move: Player; winner: Player; nodes: number; seconds: number; check_winner: Player; check_nodes: number; check_seconds: number }[];
}

function solveJob(n: number, against: string, seconds: number): JobResult {
  const c = games.clobber.clobber;
  const position = c.parse("xo".repeat(n));
  const plus = cgt.parse(AGAINST[NEGATED[against]!]!);
  const solves = (["left", "right"] as const).map((toMove) => {
    const budget = { maxMillis: seconds * 1000 };
    const a = solvers.solve(c, position, { toMove, plus, budget });
    const b = solvers.solve(c, position, { toMove, plus, budget, search: "pns" });
    if (a.winner !== b.winner) throw new Error(`(xo)^${n} − ${against}, ${toMove} first: negamax says ${a.winner} wins, df-pn says ${b.winner}`);
    return { to_move: toMove, winner: a.winner, nodes: a.nodes, seconds: a.millis / 1000, check_winner: b.winner, check_nodes: b.nodes, check_seconds: b.millis / 1000 };
  });
  return { kind: "cgtlab linear clobber job", n, against, solves };
}

const p3 = (x: number): string => String(x).padStart(3, "0");

/** Job i's file in dir, solved unless a valid one is there. */
function runJob(index: number, maxN: number, dir: string, seconds: number, log: (s: string) => void): JobResult {
  const all = jobs(maxN);
  const job = all[requireInteger("--index", index, 0, all.length - 1)]!;
  const path = join(dir, `job-${p3(index)}.json`);
  const old = readJob(path);
  if (old?.n === job.n && old.against === job.against) return old;
  const t0 = Date.now();
  const r = solveJob(job.n, job.against, seconds);
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(path, JSON.stringify(r) + "\n");
  const rel = relationOf(r.solves[0]!.winner, r.solves[1]!.winner);
  log(`(xo)^${job.n} ${rel} ${job.against}: ${r.solves.map((s) => `${s.to_move} first ${s.winner} wins (${s.nodes} nodes; df-pn ${s.check_nodes})`).join(", ")}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r;
}

function readJob(path: string): JobResult | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const j = JSON.parse(readFileSync(path, "utf8")) as JobResult;
    return j.kind === "cgtlab linear clobber job" && Array.isArray(j.solves) && j.solves.length === 2 ? j : undefined;
  } catch {
    return undefined; // damaged: solved again
  }
}

function version(): string {
  return `${cgtlabVersion()}, solvers.solve default options (negamax) and search "pns" (df-pn), node ${process.version}`;
}

/** All job files of dir merged: the relations checked against the MCGS page, the CSV and the evidence written whole. */
function merge(maxN: number, dir: string, out = OUT): void {
  const all = jobs(maxN);
  const results = all.map((j, i) => {
    const r = readJob(join(dir, `job-${p3(i)}.json`));
    if (r?.n !== j.n || r.against !== j.against) throw new InputError(`job ${i} ((xo)^${j.n} against ${j.against}) has no valid file in ${dir}: run its task first`, dir);
    return r;
  });
  const rows: Record<string, string | number>[] = [];
  const timings: Record<string, string | number>[] = [];
  const fresh: string[] = [];
  for (const r of results) {
    const rel = relationOf(r.solves[0]!.winner, r.solves[1]!.winner);
    const pub = published(r.n, r.against);
    if (pub !== undefined && pub !== rel) throw new Error(`(xo)^${r.n} ${rel} ${r.against} by search, but the ${MCGS_PAGE} states (xo)^${r.n} ${pub} ${r.against}`);
    if (pub === undefined) fresh.push(`(xo)^${r.n} ${rel} ${r.against}`);
    for (const s of r.solves) {
      rows.push({ ruleset: "Clobber", rows: 1, cols: 2 * r.n, position: `(xo)^${r.n}`, plus: NEGATED[r.against]!, to_move: s.to_move, winner: s.winner, nodes: s.nodes, check_nodes: s.check_nodes, relation: `(xo)^${r.n} ${rel} ${r.against}`, source: publishedText(r.n, r.against, pub) });
      timings.push({ cols: 2 * r.n, plus: NEGATED[r.against]!, to_move: s.to_move, nodes: s.nodes, seconds: s.seconds, check_nodes: s.check_nodes, check_seconds: s.check_seconds });
    }
  }
  mkdirSync(out, { recursive: true });
  writeFileAtomic(join(out, "clobber-linear.csv"), csvText(["ruleset", "rows", "cols", "position", "plus", "to_move", "winner", "nodes", "check_nodes", "relation", "source"], rows));
  const machine = `${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores`;
  const what = "the run that wrote results/solve/clobber-linear.csv (each search's nodes there: negamax, and df-pn as the second check; their seconds in the git-ignored clobber-linear.timings.csv)";
  writeFileAtomic(join(out, "clobber-linear.evidence.json"), JSON.stringify({ what, solver: version(), machine, date: new Date().toISOString().slice(0, 10), comparisons: results.length, solves: rows.length }, null, 1) + "\n");
  writeFileAtomic(join(out, "clobber-linear.timings.csv"), csvText(["cols", "plus", "to_move", "nodes", "seconds", "check_nodes", "check_seconds"], timings));
  const total = timings.reduce((a, e) => a + Number(e.seconds) + Number(e.check_seconds), 0);
  process.stdout.write(`cgtlab: linear clobber: ${results.length} comparisons for n = 1…${maxN} (${rows.length} solves, each checked by df-pn) in ${total.toFixed(1)} s of search; every published relation agrees; ${join(out, "clobber-linear.csv")}\n`);
  if (fresh.length > 0) process.stdout.write(`cgtlab: linear clobber: not published before: ${fresh.join(", ")}\n`);
}

function maxNOf(flags: Map<string, string>): number {
  return requireInteger("--max-n", Number(flags.get("max-n") ?? "30"), 1, 60);
}

function secondsOf(flags: Map<string, string>): number {
  return requireInteger("--seconds", Number(flags.get("seconds") ?? "1800"), 1, 86_400);
}

function dirOf(flags: Map<string, string>): string {
  const d = flags.get("dir");
  if (d === undefined) throw new InputError("--dir is required (the folder of the job files)", "--dir");
  return resolve(d);
}

function main(argv: readonly string[]): void {
  const [sub = "", ...rest] = argv;
  const log = (s: string): void => void process.stdout.write(`cgtlab: linear clobber: ${s}\n`);
  if (sub === "run") {
    const { flags } = parseArgs(rest, { "max-n": "positive", seconds: "positive", dir: "string", out: "string" }, "linear-clobber run");
    const maxN = maxNOf(flags);
    const dir = flags.has("dir") ? dirOf(flags) : join(ROOT, "results", ".tmp", "linear-clobber");
    for (let i = 0; i < jobs(maxN).length; i++) runJob(i, maxN, dir, secondsOf(flags), log);
    merge(maxN, dir, flags.has("out") ? resolve(flags.get("out")!) : OUT);
  } else if (sub === "task") {
    const { flags } = parseArgs(rest, { index: "count", "max-n": "positive", dir: "string", seconds: "positive" }, "linear-clobber task");
    runJob(Number(flags.get("index")), maxNOf(flags), dirOf(flags), secondsOf(flags), log);
  } else if (sub === "merge") {
    const { flags } = parseArgs(rest, { "max-n": "positive", dir: "string", out: "string" }, "linear-clobber merge");
    merge(maxNOf(flags), dirOf(flags), flags.has("out") ? resolve(flags.get("out")!) : OUT);
  } else if (sub === "slurm") {
    const { flags } = parseArgs(rest, { "max-n": "positive", dir: "string", seconds: "positive", submit: "switch", partition: "string", "time-limit": "string", sbatch: "string" }, "linear-clobber slurm");
    const maxN = maxNOf(flags);
    const dir = dirOf(flags);
    const node = [process.execPath, ...process.execArgv, __filename].map(shq).join(" ");
    const scripts = slurmArrayScripts({
      jobName: "linear-clobber",
      tasks: jobs(maxN).length,
      taskCommand: `${node} task --max-n ${maxN} --seconds ${secondsOf(flags)} --dir ${shq(dir)} --index "$SLURM_ARRAY_TASK_ID"`,
      mergeCommand: `${node} merge --max-n ${maxN} --dir ${shq(dir)}`,
      logDir: join(dir, "slurm"),
      workdir: process.cwd(),
      partition: flags.get("partition"),
      timeLimit: flags.get("time-limit"),
    });
    const base = join(dir, "slurm", "linear-clobber");
    const ids = writeAndSubmit(base, scripts, flags.has("submit"), flags.get("sbatch"));
    process.stdout.write(JSON.stringify({ array: `${base}-array.sbatch`, merge: `${base}-merge.sbatch`, tasks: jobs(maxN).length, ...(ids ?? {}) }) + "\n");
  } else throw new InputError(`unknown command ${JSON.stringify(sub)} (run, task, merge, slurm)`, "linear-clobber");
}

try {
  main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`linear-clobber: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
