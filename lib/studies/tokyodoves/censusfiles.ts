/**
 * The checkmate census as independent, resumable shard files, and their strict merge.
 *
 * A census of sizes `minDoves..maxDoves` is a fixed list of *tasks* (size k, shard i of N(k)),
 * numbered 0.. in order of k then i (one task per job-array element on a cluster). Each task
 * writes `dir/kKK/shard-III-of-NNN.json` whole (temporary file, then rename) with the census
 * version, the size, the shard, the rules, the switches and its counts; a rerun skips the files
 * that read back valid and identical in parameters, and recomputes a missing or corrupted one.
 * {@link mergeCensusShards} adds the shards of one size and refuses anything but an exact,
 * consistent cover; {@link censusStatus} says which sizes are complete, never adding a partial
 * size into a total.
 *
 * Every shard carries a {@link censusShardChecksum} over its inputs and counts; reading a shard
 * checks it, so a count edited by hand (or a file damaged in a way that still parses) is refused,
 * naming the file, instead of merging silently. The checksum detects edits; it is not a signature:
 * whoever recomputes it with this function after editing the counts forges it.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { InputError, checkShardCover, requireInteger, sha256Checksum, writeFileAtomic, type RunOptions } from "../../util";
import * as td from "../../games/tokyodoves";
import { CENSUS_VERSION, censusCheckmates, type CensusCounts } from "./census";

/** Identifies census shard files among other JSON. */
export const CENSUS_KIND = "tokyodoves-checkmate-census";

/** Switches that change what a census counts (recorded in every shard; shards merge only when equal). */
export interface CensusSwitches {
  /** The seed's necessary condition prunes units (true) or every unit is searched (false). */
  prune: boolean;
}

/** One finished shard, as written to disk. */
export interface CensusShard {
  kind: typeof CENSUS_KIND;
  version: number;
  doves: number;
  shard: { index: number; count: number };
  rules: td.Rules;
  switches: CensusSwitches;
  counts: CensusCounts;
  /** ISO time the shard finished (informative only, not covered by the checksum). */
  finished: string;
  /** {@link censusShardChecksum} of this shard ("sha256:" and 64 hex digits). */
  checksum: string;
  /**
   * Where the checksum came from when it was not written together with the counts: shards
   * computed before checksums existed got theirs from a one-off migration (see
   * results/tokyodoves/census/README.md), which says here whether it recomputed the counts first.
   * A checksum added over existing counts certifies only that they have not changed since.
   */
  checksumNote?: string;
}

/** One task of a census plan. */
export interface CensusTask {
  /** Task number in the plan (job-array index). */
  task: number;
  doves: number;
  index: number;
  count: number;
}

/**
 * Default number of shards for size k: about a minute of CPU per shard or more, so that a killed
 * run loses little and a 2-core machine or a cluster balances well. O(1).
 */
export function defaultShardCount(k: number): number {
  requireInteger("doves on the field", k, 2, 12);
  return k <= 7 ? 1 : k === 8 ? 4 : k === 9 ? 16 : 32;
}

/** The tasks of a census of sizes minDoves..maxDoves in order (k, then shard index). O(tasks). */
export function censusPlan(maxDoves: number, minDoves = 2, shardCount: (k: number) => number = defaultShardCount): CensusTask[] {
  requireInteger("maxDoves", maxDoves, 2, 12);
  requireInteger("minDoves", minDoves, 2, maxDoves);
  const out: CensusTask[] = [];
  for (let k = minDoves; k <= maxDoves; k++) {
    const count = shardCount(k);
    requireInteger(`shard count of ${k} doves`, count, 1);
    for (let index = 0; index < count; index++) out.push({ task: out.length, doves: k, index, count });
  }
  return out;
}

/** Path of a shard file under `dir`. O(1). */
export function censusShardPath(dir: string, doves: number, index: number, count: number): string {
  const p3 = (x: number): string => String(x).padStart(3, "0");
  return join(dir, `k${String(doves).padStart(2, "0")}`, `shard-${p3(index)}-of-${p3(count)}.json`);
}

const COUNT_FIELDS = ["units", "unitsPruned", "positionsChecked", "checkmates", "groups", "groupsSkipped", "work", "cpuMillis"] as const;

/** The fields of a shard its checksum covers. */
export type CensusShardContent = Pick<CensusShard, "kind" | "version" | "doves" | "shard" | "rules" | "switches" | "counts">;

/**
 * The checksum of a shard: SHA-256 (hex, prefixed "sha256:") of a canonical text of its inputs
 * (kind, census version, size, shard index and count, rules, switches) and of every count,
 * cpuMillis included; `finished` and `checksumNote` are not covered. Keys are written in a fixed
 * order, so the checksum does not depend on how the JSON was formatted. It detects a changed
 * count or input; it does not prove the counts were computed by the census: anyone can edit a
 * count and recompute this. O(1).
 */
export function censusShardChecksum(s: CensusShardContent): string {
  const rules = s.rules as unknown as Record<string, unknown>;
  const canonical = JSON.stringify([
    s.kind,
    s.version,
    s.doves,
    [s.shard.index, s.shard.count],
    Object.keys(rules).sort().map((k) => [k, rules[k]]),
    [["prune", s.switches.prune]],
    COUNT_FIELDS.map((f) => [f, s.counts[f]]),
  ]);
  return sha256Checksum(canonical);
}

/** The shard with its checksum set (and any old one replaced). O(1). */
export function withCensusChecksum<T extends CensusShardContent>(s: T): T & { checksum: string } {
  return { ...s, checksum: censusShardChecksum(s) };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function isCount(x: unknown): x is number {
  return typeof x === "number" && Number.isSafeInteger(x) && x >= 0;
}

/**
 * Validate parsed JSON as a census shard of the current version; `where` names it in errors.
 * Throws InputError saying what is wrong (other version, missing field, bad shard). O(1).
 */
export function validateCensusShard(x: unknown, where: string): CensusShard {
  if (!isRecord(x) || x.kind !== CENSUS_KIND) throw new InputError(`not a census shard (kind ${JSON.stringify(isRecord(x) ? x.kind : x)})`, where);
  if (x.version !== CENSUS_VERSION) {
    throw new InputError(`shard from census version ${JSON.stringify(x.version)}, this is version ${CENSUS_VERSION}: recompute it`, where);
  }
  if (!isCount(x.doves) || x.doves < 2 || x.doves > 12) throw new InputError(`doves must be 2..12, got ${JSON.stringify(x.doves)}`, where);
  const s = x.shard;
  if (!isRecord(s) || !isCount(s.count) || s.count < 1 || !isCount(s.index) || s.index >= s.count) {
    throw new InputError(`shard must be {index, count} with 0 ≤ index < count, got ${JSON.stringify(s)}`, where);
  }
  if (!isRecord(x.rules)) throw new InputError("rules missing", where);
  const rules = td.makeRules(x.rules as Partial<td.Rules>);
  if (JSON.stringify(rules) !== JSON.stringify(x.rules)) throw new InputError(`rules malformed: ${JSON.stringify(x.rules)}`, where);
  if (!isRecord(x.switches) || typeof x.switches.prune !== "boolean") throw new InputError(`switches missing or malformed: ${JSON.stringify(x.switches)}`, where);
  const c = x.counts;
  if (!isRecord(c) || c.doves !== x.doves) throw new InputError("counts missing or for another size", where);
  for (const f of COUNT_FIELDS) if (!isCount(c[f])) throw new InputError(`counts.${f} must be a non-negative integer, got ${JSON.stringify(c[f])}`, where);
  if (typeof x.checksum !== "string") {
    throw new InputError("census shard has no checksum (written before checksums existed): recompute it with `census run`, or add one with scripts/tokyodoves/migrate-census-checksums.ts after checking its counts", where);
  }
  if (x.checksumNote !== undefined && typeof x.checksumNote !== "string") throw new InputError(`checksumNote must be a string, got ${JSON.stringify(x.checksumNote)}`, where);
  const expected = censusShardChecksum(x as unknown as CensusShardContent);
  if (x.checksum !== expected) {
    throw new InputError(`census shard checksum does not match its counts and inputs (file says ${x.checksum}, content gives ${expected}): the file was edited or damaged; recompute the shard with \`census run\``, where);
  }
  return x as unknown as CensusShard;
}

/**
 * Read and validate a shard file; the file name must agree with its content. Throws InputError
 * for unreadable, truncated or corrupted JSON, other versions and mismatched names. O(file).
 */
export function readCensusShard(path: string): CensusShard {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(`cannot read census shard: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InputError(`census shard is not valid JSON (truncated or corrupted, ${text.length} bytes)`, path);
  }
  const s = validateCensusShard(parsed, path);
  const m = /k(\d+)[/\\]shard-(\d+)-of-(\d+)\.json$/.exec(path);
  if (m && (Number(m[1]) !== s.doves || Number(m[2]) !== s.shard.index || Number(m[3]) !== s.shard.count)) {
    throw new InputError(`file name says k=${Number(m[1])} shard ${Number(m[2])}/${Number(m[3])}, content says k=${s.doves} shard ${s.shard.index}/${s.shard.count}`, path);
  }
  return s;
}

/** Parameters of a census run (must be equal in every shard that merges). */
export interface CensusParameters {
  rules?: Partial<td.Rules>;
  switches?: Partial<CensusSwitches>;
}

function fullSwitches(s: Partial<CensusSwitches> | undefined): CensusSwitches {
  return { prune: s?.prune ?? true };
}

/** Compute one task and return its shard record (no file written). Cost: that of {@link censusCheckmates} on the shard. */
export function computeCensusShard(task: Omit<CensusTask, "task">, params: CensusParameters = {}, options: RunOptions = {}): CensusShard {
  const rules = td.makeRules(params.rules);
  const switches = fullSwitches(params.switches);
  const counts = censusCheckmates(task.doves, { ...options, rules, prune: switches.prune, shard: { index: task.index, count: task.count } });
  return withCensusChecksum({
    kind: CENSUS_KIND, version: CENSUS_VERSION, doves: task.doves, shard: { index: task.index, count: task.count }, rules, switches, counts,
    finished: new Date().toISOString(),
  });
}

/**
 * Whether a task's shard file exists, reads back valid and has these parameters (then a rerun
 * skips it). A file that does not read back is reported as "corrupt" (a rerun recomputes it).
 * O(file).
 */
export function shardState(dir: string, task: Omit<CensusTask, "task">, params: CensusParameters = {}): "done" | "missing" | "corrupt" | "different" {
  const path = censusShardPath(dir, task.doves, task.index, task.count);
  if (!existsSync(path)) return "missing";
  let s: CensusShard;
  try {
    s = readCensusShard(path);
  } catch {
    return "corrupt";
  }
  const same = JSON.stringify(s.rules) === JSON.stringify(td.makeRules(params.rules)) && JSON.stringify(s.switches) === JSON.stringify(fullSwitches(params.switches));
  return same ? "done" : "different";
}

/**
 * Run one task and write its shard file atomically, unless it is already done. A file with other
 * parameters is an error (choose another folder), never overwritten. Returns the shard. Cost:
 * that of the shard.
 */
export function runCensusTask(dir: string, task: Omit<CensusTask, "task">, params: CensusParameters = {}, options: RunOptions = {}): { shard: CensusShard; skipped: boolean } {
  const path = censusShardPath(dir, task.doves, task.index, task.count);
  const state = shardState(dir, task, params);
  if (state === "done") return { shard: readCensusShard(path), skipped: true };
  if (state === "different") throw new InputError("a shard with other rules or switches is already there: use another folder", path);
  const shard = computeCensusShard(task, params, options);
  writeFileAtomic(path, JSON.stringify(shard, null, 1) + "\n");
  return { shard, skipped: false };
}

/** A complete size: the merged counts of all its shards. */
export interface CensusSize {
  doves: number;
  version: number;
  rules: td.Rules;
  switches: CensusSwitches;
  shardCount: number;
  counts: CensusCounts;
}

/**
 * Merge the shards of one size. Refuses, with an InputError naming the files: an empty list,
 * a shard whose checksum does not match its content, mixed versions, sizes, rules, switches or shard counts, duplicate (or overlapping) shards, and
 * missing shards. O(shards).
 */
export function mergeCensusShards(parts: readonly { path: string; shard: CensusShard }[]): CensusSize {
  if (parts.length === 0) throw new InputError("no census shards to merge", "shards");
  const first = parts[0]!.shard;
  const key = (s: CensusShard): string => JSON.stringify([s.version, s.doves, s.rules, s.switches, s.shard.count]);
  for (const { path, shard } of parts) {
    const sum = censusShardChecksum(shard);
    if (shard.checksum !== sum) throw new InputError(`census shard checksum does not match its counts and inputs (${JSON.stringify(shard.checksum)}, content gives ${sum}): refusing to merge it`, path);
    if (key(shard) !== key(first)) {
      throw new InputError(
        `inconsistent shards: ${parts[0]!.path} is version ${first.version}, k=${first.doves}, ${JSON.stringify(first.switches)}, ${JSON.stringify(first.rules)}, of ${first.shard.count}; ` +
          `${path} is version ${shard.version}, k=${shard.doves}, ${JSON.stringify(shard.switches)}, ${JSON.stringify(shard.rules)}, of ${shard.shard.count}`,
        path,
      );
    }
  }
  checkShardCover(parts.map(({ path, shard }) => ({ path, index: shard.shard.index, count: shard.shard.count })), `k=${first.doves}`);
  const counts = { doves: first.doves } as CensusCounts;
  for (const f of COUNT_FIELDS) counts[f] = 0;
  for (const { shard } of parts) for (const f of COUNT_FIELDS) counts[f] += shard.counts[f];
  return { doves: first.doves, version: first.version, rules: first.rules, switches: first.switches, shardCount: first.shard.count, counts };
}

/** Every shard file of size k under `dir` (validated). O(files). */
export function readCensusSize(dir: string, k: number): { path: string; shard: CensusShard }[] {
  const sub = join(dir, `k${String(k).padStart(2, "0")}`);
  if (!existsSync(sub)) return [];
  return readdirSync(sub)
    .filter((f) => f.endsWith(".json") && !f.startsWith("."))
    .sort()
    .map((f) => ({ path: join(sub, f), shard: readCensusShard(join(sub, f)) }));
}

/** Status of one size in a census folder. */
export interface CensusSizeStatus {
  doves: number;
  /** Shards present and valid, and the shard count they declare (0 when none). */
  shardsDone: number;
  shardCount: number;
  /** The merged counts, only when complete. */
  complete: CensusSize | null;
}

/** Status of a census folder, sizes minDoves..maxDoves; corrupt or inconsistent files throw. O(files). */
export function censusStatus(dir: string, maxDoves = 12, minDoves = 2): CensusSizeStatus[] {
  const out: CensusSizeStatus[] = [];
  for (let k = minDoves; k <= maxDoves; k++) {
    const parts = readCensusSize(dir, k);
    const counts = new Set(parts.map((p) => p.shard.shard.count));
    if (counts.size > 1) mergeCensusShards(parts); // throws, naming the inconsistent files
    const shardCount = parts[0]?.shard.shard.count ?? 0;
    const complete = parts.length === shardCount && shardCount > 0 ? mergeCensusShards(parts) : null;
    out.push({ doves: k, shardsDone: parts.length, shardCount, complete });
  }
  return out;
}

/**
 * The census total over sizes minDoves..maxDoves, or an InputError naming the incomplete sizes
 * (a partial sum is never returned as a total). O(files).
 */
export function censusTotal(dir: string, maxDoves = 12, minDoves = 2): { sizes: CensusSize[]; checkmates: number; positionsChecked: number; cpuMillis: number } {
  const st = censusStatus(dir, maxDoves, minDoves);
  const bad = st.filter((s) => s.complete === null);
  if (bad.length > 0) {
    throw new InputError(`census incomplete: ${bad.map((s) => `k=${s.doves} (${s.shardsDone}/${s.shardCount || "?"} shards)`).join(", ")}`, dir);
  }
  const sizes = st.map((s) => s.complete!);
  const key = JSON.stringify([sizes[0]!.rules, sizes[0]!.switches]);
  for (const s of sizes) if (JSON.stringify([s.rules, s.switches]) !== key) throw new InputError(`k=${s.doves} was run with other rules or switches than k=${sizes[0]!.doves}`, dir);
  return {
    sizes,
    checkmates: sizes.reduce((a, s) => a + s.counts.checkmates, 0),
    positionsChecked: sizes.reduce((a, s) => a + s.counts.positionsChecked, 0),
    cpuMillis: sizes.reduce((a, s) => a + s.counts.cpuMillis, 0),
  };
}

/**
 * Refuse (InputError naming the path) an output file of `census merge` that would overwrite one of
 * its inputs: a path inside a size folder `dir/kKK/` (a shard, or a file a later merge would read
 * as one), or an existing file anywhere that is a census shard. O(1) plus one small file read.
 */
export function checkCensusOutputPath(dir: string, out: string): void {
  const rel = relative(resolve(dir), resolve(out));
  const inside = rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  if (rel === "") throw new InputError("--out is the census folder itself", out);
  if (inside && /^k\d+$/.test(rel.split(sep)[0]!)) {
    throw new InputError(`--out is inside the shard folder ${rel.split(sep)[0]} of the census: it would overwrite a shard or be read as one; write the merged census elsewhere (e.g. ${join(dir, "census.json")})`, out);
  }
  if (!existsSync(out)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(out, "utf8"));
  } catch {
    return; // not JSON: not a shard
  }
  if (isRecord(parsed) && parsed.kind === CENSUS_KIND) throw new InputError("--out names an existing census shard file: refusing to overwrite it", out);
}
