/**
 * Command line for long Tokyo Doves surveys, shardable across processes and machines.
 *
 *   npx tsx scripts/tokyodoves/cli.ts survey --doves 7 [--method full|pruned]
 *        [--shard i/N] [--workers W] [--max-minutes M] [--no-checkmates] [--no-suicide]
 *        [--both moverLoses|moverWins|draw] [--no-returns] [--out FILE.json]
 *   npx tsx scripts/tokyodoves/cli.ts merge FILE.json ... [--out FILE.json]
 *   npx tsx scripts/tokyodoves/cli.ts agree --positions 1000000 [--seed S] [--workers W]
 *        (oracle agreement of the bitboard and reference generators on seeded random positions)
 *
 * `--shard i/N` runs units i, i+N, i+2N, … (one task of a job array: e.g. SLURM
 * `--shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT`); `--workers W` splits this shard again
 * over W child processes on this machine (shard i/N becomes shards i+N·j of N·W) and merges them.
 * Every output is a JSON {@link SurveyResult}; `merge` adds up the shards of one split and refuses
 * a split with missing, duplicate or overlapping shards.
 *
 * The checkmate census (census.ts, censusfiles.ts), resumable, one shard file per task:
 *   cli.ts census run    --dir D [--max-doves 12] [--min-doves 2] [--workers 2] [--no-prune] [--shards-per-size N]
 *   cli.ts census task   --dir D --task T [--max-doves 12] [--min-doves 2] [--no-prune]   (one job-array task)
 *   cli.ts census shard  --dir D --doves k --shard i/N [--no-prune]
 *   cli.ts census status --dir D [--max-doves 12]
 *   cli.ts census merge  --dir D [--max-doves 12] [--min-doves 2] [--out F]   (refuses incomplete sizes)
 *   cli.ts census slurm  --dir D [--max-doves 12] [--script F] [--submit] [--partition P] [--time-limit T]
 *
 * Flags are checked: an unknown flag, a missing or malformed value is an error (exit code 2).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { writeFileAtomic, InputError, requireInteger } from "../../lib/util";
import { isCompleteSurvey, mergeSurveys, missingShards, parseShard, surveyPositions, type SurveyMethod, type SurveyResult } from "../../lib/studies/tokyodoves";
import { census } from "./censuscli";
import { generatorAgreement, mergeAgreements, type AgreementResult } from "../../lib/studies/tokyodoves";
import { parseArgs, type Args, type FlagKind } from "./cliargs";
import type { BothSurroundedRule } from "../../lib/games/tokyodoves";

function intFlag(a: Args, name: string, fallback?: number): number {
  const v = a.flags.get(name);
  if (v === undefined) {
    if (fallback === undefined) throw new InputError(`--${name} is required`, a.command);
    return fallback;
  }
  return Number(v);
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

const SURVEY_FLAGS: Record<string, FlagKind> = {
  doves: "count", method: "string", shard: "shard", workers: "positive", "max-minutes": "minutes", "no-checkmates": "switch",
  "no-suicide": "switch", both: "string", "no-returns": "switch", out: "string", quiet: "switch",
};

async function survey(a: Args): Promise<void> {
  const doves = intFlag(a, "doves");
  requireInteger("--doves", doves, 2, 12);
  const method = (a.flags.get("method") ?? "full") as SurveyMethod;
  if (method !== "full" && method !== "pruned") throw new InputError(`--method must be full or pruned, got ${JSON.stringify(method)}`, "--method");
  const both = a.flags.get("both") ?? "moverLoses";
  if (!["moverLoses", "moverWins", "draw"].includes(both)) throw new InputError(`--both must be moverLoses, moverWins or draw, got ${JSON.stringify(both)}`, "--both");
  const shard = parseShard(a.flags.get("shard") ?? "0/1");
  const workers = intFlag(a, "workers", 1);
  const out = a.flags.get("out");
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
    rules: { returns: !a.flags.has("no-returns"), bothSurrounded: both as BothSurroundedRule },
    budget: maxMinutes ? { maxMillis: Number(maxMinutes) * 60_000 } : undefined,
    onProgress: a.flags.has("quiet") ? undefined : (p) => process.stderr.write(`\r${p.message ?? ""}   `),
  });
  if (!a.flags.has("quiet")) process.stderr.write("\n");
  output(result, out);
}

async function agree(a: Args): Promise<void> {
  const positions = intFlag(a, "positions", 100000);
  const seed = intFlag(a, "seed", 1);
  const workers = intFlag(a, "workers", 1);
  if (workers <= 1) {
    output(generatorAgreement(positions, seed), a.flags.get("out"));
    return;
  }
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, j) =>
      new Promise<AgreementResult>((resolvePromise, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, __filename, "agree", "--positions", String(Math.ceil(positions / workers)), "--seed", String(seed + j)], { stdio: ["ignore", "pipe", "inherit"] });
        let text = "";
        child.stdout.on("data", (b: Buffer) => (text += b.toString()));
        child.on("error", reject);
        child.on("close", (code) => {
          if (code === 0) resolvePromise(JSON.parse(text) as AgreementResult);
          else reject(new Error(`agree worker exited with ${code}`));
        });
      }),
    ),
  );
  const total = mergeAgreements(parts);
  output(total, a.flags.get("out"));
}

function readSurvey(f: string): SurveyResult {
  let x: unknown;
  try {
    x = JSON.parse(readFileSync(f, "utf8"));
  } catch (err) {
    throw new InputError(`cannot read a survey result: ${err instanceof Error ? err.message : String(err)}`, f);
  }
  const r = x as SurveyResult;
  if (typeof x !== "object" || x === null || !Array.isArray(r.shards) || typeof r.doves !== "number" || typeof r.checkmates !== "number") {
    throw new InputError("not a survey result (no doves / shards / checkmates)", f);
  }
  return r;
}

function merge(a: Args): void {
  if (a.files.length === 0) throw new InputError("merge needs result files", "files");
  const out = a.flags.get("out");
  if (out !== undefined && a.files.some((f) => resolve(f) === resolve(out))) throw new InputError("--out is one of the files to merge: refusing to overwrite an input", out);
  const parts = a.files.map(readSurvey);
  let merged: SurveyResult;
  try {
    merged = mergeSurveys(parts);
  } catch (err) {
    const m = err instanceof InputError ? /parts\[(\d+)\]/.exec(err.where ?? "") : null;
    if (m && err instanceof Error) throw new InputError(err.message.replace(/ \(at parts\[\d+\]\)$/, ""), a.files[Number(m[1])]);
    throw err;
  }
  const missing = missingShards(merged);
  if (missing.length > 0) throw new InputError(`the split is incomplete: missing shard(s) ${missing.map((i) => `${i}/${merged.shards.length + missing.length}`).join(", ")}; no total written`, "files");
  output({ ...merged, complete: isCompleteSurvey(merged) }, out);
}

const USAGE = `usage:
  cli.ts survey --doves N [--method full|pruned] [--shard i/N] [--workers W] [--max-minutes M] [--out F] ...
  cli.ts merge F.json ... [--out F]
  cli.ts agree [--positions P] [--seed S] [--workers W] [--out F]
  cli.ts census run|task|shard|status|merge|slurm --dir D ...   (see the header of cli.ts and the README)
`;

/** Run the command line `argv` (without node and the script). */
export async function main(argv: readonly string[]): Promise<void> {
  const [command = "help", ...rest] = argv;
  if (command === "survey") await survey(parseArgs(rest, SURVEY_FLAGS, "survey"));
  else if (command === "merge") merge(parseArgs(rest, { out: "string" }, "merge", true));
  else if (command === "agree") await agree(parseArgs(rest, { positions: "positive", seed: "count", workers: "positive", out: "string" }, "agree"));
  else if (command === "census") await census(rest);
  else if (command === "help" || command === "--help") process.stdout.write(USAGE);
  else throw new InputError(`unknown command ${JSON.stringify(command)}\n${USAGE}`, "command");
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(err instanceof InputError ? 2 : 1);
  });
}
