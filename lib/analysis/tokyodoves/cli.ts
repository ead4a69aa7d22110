/**
 * Command line for long Tokyo Doves surveys, shardable across processes and machines.
 *
 *   npx tsx lib/analysis/tokyodoves/cli.ts survey --doves 7 [--method full|pruned]
 *        [--shard i/N] [--workers W] [--max-minutes M] [--no-checkmates] [--no-suicide]
 *        [--both moverLoses|moverWins|draw] [--no-returns] [--out FILE.json]
 *   npx tsx lib/analysis/tokyodoves/cli.ts merge FILE.json ... [--out FILE.json]
 *   npx tsx lib/analysis/tokyodoves/cli.ts agree --positions 1000000 [--seed S] [--workers W]
 *        (oracle agreement of the bitboard and reference generators on seeded random positions)
 *
 * `--shard i/N` runs units i, i+N, i+2N, … (one task of a job array: e.g. SLURM
 * `--shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT`); `--workers W` splits this shard again
 * over W child processes on this machine (shard i/N becomes shards i+N·j of N·W) and merges them.
 * Every output is a JSON {@link SurveyResult}; `merge` adds up disjoint shards and says whether
 * the split is complete.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeFileAtomic, InputError } from "../../util";
import { isCompleteSurvey, mergeSurveys, parseShard, surveyPositions, type SurveyMethod, type SurveyResult } from "./survey";
import * as td from "../../games/tokyodoves";
import type { BothSurroundedRule } from "../../games/tokyodoves";

interface Args {
  command: string;
  flags: Map<string, string>;
  files: string[];
}

function parseArgs(argv: string[]): Args {
  const [command = "help", ...rest] = argv;
  const flags = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a.startsWith("--")) {
      const next = rest[i + 1];
      if (next !== undefined && !next.startsWith("--")) {
        flags.set(a.slice(2), next);
        i++;
      } else flags.set(a.slice(2), "true");
    } else files.push(a);
  }
  return { command, flags, files };
}

function output(result: unknown, out: string | undefined): void {
  const text = JSON.stringify(result, null, 2) + "\n";
  if (out) writeFileAtomic(out, text);
  else process.stdout.write(text);
}

function runChild(args: string[]): Promise<SurveyResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, __filename, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (b: Buffer) => (text += b.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`worker ${args.join(" ")} exited with ${code}`));
      else resolvePromise(JSON.parse(text) as SurveyResult);
    });
  });
}

async function survey(a: Args): Promise<void> {
  const doves = Number(a.flags.get("doves"));
  const method = (a.flags.get("method") ?? "full") as SurveyMethod;
  const shard = parseShard(a.flags.get("shard") ?? "0/1");
  const workers = Number(a.flags.get("workers") ?? "1");
  const out = a.flags.get("out");
  if (!Number.isInteger(workers) || workers < 1) throw new InputError(`--workers must be a positive integer, got ${a.flags.get("workers")}`, "--workers");
  if (workers > 1) {
    const base = [...a.flags.entries()].filter(([k]) => !["workers", "shard", "out"].includes(k)).flatMap(([k, v]) => (v === "true" ? [`--${k}`] : [`--${k}`, v]));
    const parts = await Promise.all(
      Array.from({ length: workers }, (_, j) => runChild(["survey", ...base, "--shard", `${shard.index + shard.count * j}/${shard.count * workers}`])),
    );
    output(mergeSurveys(parts), out);
    return;
  }
  const maxMinutes = a.flags.get("max-minutes");
  const result = surveyPositions(doves, {
    method,
    shard,
    checkmates: !a.flags.has("no-checkmates"),
    noSuicide: !a.flags.has("no-suicide"),
    rules: { returns: !a.flags.has("no-returns"), bothSurrounded: (a.flags.get("both") ?? "moverLoses") as BothSurroundedRule },
    budget: maxMinutes ? { maxMillis: Number(maxMinutes) * 60_000 } : undefined,
    onProgress: a.flags.has("quiet") ? undefined : (p) => process.stderr.write(`\r${p.message ?? ""}   `),
  });
  if (!a.flags.has("quiet")) process.stderr.write("\n");
  output(result, out);
}

/** Result of an oracle-agreement run. */
interface AgreeResult {
  seeds: number[];
  positions: number;
  successors: number;
  disagreements: number;
  firstDisagreement: string | null;
  millis: number;
}

function agreeOnce(seed: number, positions: number): AgreeResult {
  const t0 = Date.now();
  const rnd = td.seededRandom(seed);
  const key = (s: td.Successor): string => `${td.encodePosition(s.position)} ${JSON.stringify(s.action)}`;
  const res: AgreeResult = { seeds: [seed], positions: 0, successors: 0, disagreements: 0, firstDisagreement: null, millis: 0 };
  for (let i = 0; i < positions; i++) {
    const p = td.randomPosition(rnd);
    const a = td.successors(p).map(key).sort().join("|");
    const b = td.referenceSuccessors(p).map(key).sort().join("|");
    const sa = td.surroundedBosses(p);
    const sb = td.referenceSurroundedBosses(p);
    res.positions++;
    res.successors += td.countActions(p);
    if (a !== b || sa[0] !== sb[0] || sa[1] !== sb[1]) {
      res.disagreements++;
      res.firstDisagreement ??= td.formatPosition(p);
    }
  }
  res.millis = Date.now() - t0;
  return res;
}

async function agree(a: Args): Promise<void> {
  const positions = Number(a.flags.get("positions") ?? "100000");
  const seed = Number(a.flags.get("seed") ?? "1");
  const workers = Number(a.flags.get("workers") ?? "1");
  if (!Number.isInteger(positions) || positions < 1) throw new InputError(`--positions must be a positive integer`, "--positions");
  if (workers <= 1) {
    output(agreeOnce(seed, positions), a.flags.get("out"));
    return;
  }
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, j) =>
      new Promise<AgreeResult>((resolvePromise, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, __filename, "agree", "--positions", String(Math.ceil(positions / workers)), "--seed", String(seed + j)], { stdio: ["ignore", "pipe", "inherit"] });
        let text = "";
        child.stdout.on("data", (b: Buffer) => (text += b.toString()));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolvePromise(JSON.parse(text) as AgreeResult) : reject(new Error(`agree worker exited with ${code}`))));
      }),
    ),
  );
  const total: AgreeResult = { seeds: [], positions: 0, successors: 0, disagreements: 0, firstDisagreement: null, millis: 0 };
  for (const p of parts) {
    total.seeds.push(...p.seeds);
    total.positions += p.positions;
    total.successors += p.successors;
    total.disagreements += p.disagreements;
    total.firstDisagreement ??= p.firstDisagreement;
    total.millis = Math.max(total.millis, p.millis);
  }
  output(total, a.flags.get("out"));
}

function merge(a: Args): void {
  if (a.files.length === 0) throw new InputError("merge needs result files", "files");
  const merged = mergeSurveys(a.files.map((f) => JSON.parse(readFileSync(f, "utf8")) as SurveyResult));
  output({ ...merged, complete: isCompleteSurvey(merged) }, a.flags.get("out"));
}

async function main(): Promise<void> {
  const a = parseArgs(process.argv.slice(2));
  if (a.command === "survey") await survey(a);
  else if (a.command === "merge") merge(a);
  else if (a.command === "agree") await agree(a);
  else {
    process.stderr.write("usage: cli.ts survey --doves N [--method full|pruned] [--shard i/N] [--workers W] [--out F] | cli.ts merge F... [--out F]\n");
    process.exit(a.command === "help" ? 0 : 2);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
