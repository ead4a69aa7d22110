/**
 * Exhaustive surveys of Tokyo Doves positions with `n` doves on the field: checkmate counts
 * (full search, or the seed's pruned enumeration), the "a non-suicidal action always exists"
 * check and the necessary condition for checkmate, in shardable, mergeable runs.
 *
 * Work is split into the units of `enumerate.ts` (shape, red boss cell) in a fixed order;
 * shard `i` of `N` takes the units whose index is `i` mod `N`, so N processes (threads or
 * machines) cover a size exactly once and {@link mergeSurveys} adds their results.
 */
import { Budget, InputError, requireInteger, optionNames, checkOptions, type RunOptions } from "../../util";
import * as td from "../../games/tokyodoves";
import { Checker, bossEscapes } from "./checkmate";
import { forEachUnitPosition, unitLivePositions, workUnits } from "./enumerate";

/** "full": test every live position; "pruned": skip units the seed's necessary condition rules out. */
export type SurveyMethod = "full" | "pruned";

/** Options of {@link surveyPositions}. */
export interface SurveyOptions extends RunOptions {
  /** Default "full". */
  method?: SurveyMethod;
  /** Rules (defaults: returns on, both surrounded → mover loses). */
  rules?: Partial<td.Rules>;
  /** Run the checkmate test (default true). */
  checkmates?: boolean;
  /** Run the non-suicide test on every enumerated position (default true). */
  noSuicide?: boolean;
  /** This run's share of the units: index in 0..count-1 (default 0 of 1). */
  shard?: { index: number; count: number };
  /** Keep the codes of up to this many checkmates (default 12). */
  examples?: number;
}

/** Result of a (possibly partial) survey; results of disjoint shards merge by addition. */
export interface SurveyResult {
  /** Number of doves on the field. */
  doves: number;
  method: SurveyMethod;
  rules: td.Rules;
  /** Which tests ran (shards merge only when equal; absent in files written before switches were recorded). */
  switches?: { checkmates: boolean; noSuicide: boolean };
  /** Shards merged into this result, as "i/N" strings. */
  shards: string[];
  /** Work units (shape, red boss cell) of this shard. */
  units: number;
  /** Units the necessary condition rules out (bossEscapes). */
  unitsPruned: number;
  /** Live positions (neither boss surrounded, red to move) of the shard's units, by formula. */
  livePositions: number;
  /** Positions actually enumerated and tested. */
  positionsChecked: number;
  /** Checkmates found. */
  checkmates: number;
  /** Checkmates found in units the necessary condition rules out (full method; the seed says 0). */
  checkmatesInPrunedUnits: number;
  /** Positions where every action of the player to move loses at once (the seed says 0). */
  noSuicideViolations: number;
  /** Action evaluations performed (both plies). */
  work: number;
  /** Wall time in milliseconds (summed over shards). */
  millis: number;
  /** {@link td.encodePosition} codes of some checkmates (red to move). */
  examples: number[];
  /** Codes of positions violating the non-suicide claim (should stay empty). */
  violations: number[];
}

/** Parse "i/N" into a shard (InputError when malformed or out of range). O(1). */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) throw new InputError(`a shard is written i/N (e.g. 3/16), got ${JSON.stringify(text)}`, "shard");
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index >= count) throw new InputError(`shard index must be in 0..N-1 and N ≥ 1, got ${text}`, "shard");
  return { index, count };
}

/** The fields of {@link SurveyOptions}. */
const SURVEY_OPTION_NAMES = optionNames<SurveyOptions>({ method: true, rules: true, checkmates: true, noSuicide: true, shard: true, examples: true, budget: true, onProgress: true });

/**
 * Survey every live position with `n` doves on the field (2..12), red to move, one per symmetry
 * class: count checkmates (full search or pruned enumeration) and check that a non-suicidal action
 * exists. Spends one budget unit per position; throws BudgetExceededError at the limit.
 * Cost: positions × (actions of X × actions of Y) in the worst case; about a microsecond per
 * position on average for the full search (see the bench).
 */
export function surveyPositions(n: number, options: SurveyOptions = {}): SurveyResult {
  requireInteger("doves on the field", n, 2, 12);
  const method = options.method ?? "full";
  if (method !== "full" && method !== "pruned") throw new InputError(`method must be "full" or "pruned", got ${JSON.stringify(method)}`, "method");
  const rules = td.makeRules(options.rules);
  const shard = options.shard ?? { index: 0, count: 1 };
  requireInteger("shard.count", shard.count, 1);
  requireInteger("shard.index", shard.index, 0, shard.count - 1);
  const doCheckmates = options.checkmates ?? true;
  const doNoSuicide = options.noSuicide ?? true;
  const maxExamples = options.examples ?? 12;
  const budget = Budget.from(options, `Tokyo Doves survey, ${n} doves, ${method}`, SURVEY_OPTION_NAMES);
  const checker = new Checker(rules);
  const t0 = Date.now();
  const res: SurveyResult = {
    doves: n, method, rules, switches: { checkmates: doCheckmates, noSuicide: doNoSuicide }, shards: [`${shard.index}/${shard.count}`], units: 0, unitsPruned: 0, livePositions: 0,
    positionsChecked: 0, checkmates: 0, checkmatesInPrunedUnits: 0, noSuicideViolations: 0, work: 0, millis: 0,
    examples: [], violations: [],
  };
  const units = workUnits(n).filter((_, i) => i % shard.count === shard.index);
  let pruned = false;
  const visit = (cells: Int8Array): void => {
    budget.spend(1);
    res.positionsChecked++;
    if (doNoSuicide && !checker.hasNonSuicidalAction(cells, 0)) {
      res.noSuicideViolations++;
      if (res.violations.length < maxExamples) res.violations.push(td.encodeCells(cells, 0));
    }
    if (doCheckmates && checker.isCheckmate(cells, 0)) {
      res.checkmates++;
      if (pruned) res.checkmatesInPrunedUnits++;
      if (res.examples.length < maxExamples) res.examples.push(td.encodeCells(cells, 0));
    }
  };
  let done = 0;
  for (const unit of units) {
    res.units++;
    res.livePositions += unitLivePositions(unit);
    pruned = bossEscapes(unit.shape.board, unit.redBoss);
    if (pruned) res.unitsPruned++;
    if (!(pruned && method === "pruned")) forEachUnitPosition(unit, visit);
    done++;
    budget.check(units.length);
    budget.report(done, units.length, `${n} doves, ${method}: unit ${done}/${units.length}, ${res.checkmates} checkmates`);
  }
  res.work = checker.work;
  res.millis = Date.now() - t0;
  return res;
}

/**
 * Add up disjoint shards of the same survey (same size, method, rules, switches and shard count N).
 * Refuses with an InputError naming the part: malformed shard labels ("5/2"), mixed N (overlap:
 * 1/2 and 1/4 share units), duplicates, other surveys. Missing shards are allowed here (see
 * {@link isCompleteSurvey} and {@link missingShards}); the CLI's merge refuses them. O(shards).
 */
export function mergeSurveys(parts: readonly SurveyResult[]): SurveyResult {
  if (parts.length === 0) throw new InputError("nothing to merge", "parts");
  const first = parts[0]!;
  const out: SurveyResult = { ...first, shards: [], examples: [], violations: [] };
  for (const k of ["units", "unitsPruned", "livePositions", "positionsChecked", "checkmates", "checkmatesInPrunedUnits", "noSuicideViolations", "work", "millis"] as const) out[k] = 0;
  const seen = new Set<number>();
  let count = -1;
  parts.forEach((p, i) => {
    if (p.doves !== first.doves || p.method !== first.method || JSON.stringify(p.rules) !== JSON.stringify(first.rules)) {
      throw new InputError(`part ${i} is a different survey (${p.doves} doves, ${p.method}) than part 0 (${first.doves} doves, ${first.method})`, `parts[${i}]`);
    }
    if (JSON.stringify(p.switches) !== JSON.stringify(first.switches)) {
      throw new InputError(`part ${i} ran other tests (${JSON.stringify(p.switches ?? "unrecorded")}) than part 0 (${JSON.stringify(first.switches ?? "unrecorded")})`, `parts[${i}]`);
    }
    for (const label of p.shards) {
      const s = parseShard(label);
      if (count === -1) count = s.count;
      if (s.count !== count) throw new InputError(`shard ${label} overlaps a split into ${count} shards (part 0 has ${first.shards[0]})`, `parts[${i}]`);
      if (seen.has(s.index)) throw new InputError(`shard ${label} appears twice`, `parts[${i}]`);
      seen.add(s.index);
      out.shards.push(label);
    }
    for (const k of ["units", "unitsPruned", "livePositions", "positionsChecked", "checkmates", "checkmatesInPrunedUnits", "noSuicideViolations", "work", "millis"] as const) out[k] += p[k];
    out.examples.push(...p.examples);
    out.violations.push(...p.violations);
  });
  out.examples.sort((a, b) => a - b);
  return out;
}

/** Shard indices of the split that merged result `r` lacks (labels must be valid). O(N). */
export function missingShards(r: SurveyResult): number[] {
  const parsed = r.shards.map(parseShard);
  if (parsed.length === 0) return [];
  const n = parsed[0]!.count;
  const have = new Set(parsed.map((s) => s.index));
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (!have.has(i)) out.push(i);
  return out;
}

/** Whether merged shards cover every shard 0..N-1 of one split exactly once, with valid labels. O(shards). */
export function isCompleteSurvey(r: SurveyResult): boolean {
  let parsed;
  try {
    parsed = r.shards.map(parseShard);
  } catch {
    return false;
  }
  if (parsed.length === 0) return false;
  const n = parsed[0]!.count;
  if (parsed.some((s) => s.count !== n)) return false;
  return new Set(parsed.map((s) => s.index)).size === n && parsed.length === n;
}

/** A throughput sample and the extrapolated cost of a complete survey of one size. */
export interface SurveyEstimate {
  doves: number;
  method: SurveyMethod;
  /** Live positions of the size (formula). */
  livePositions: number;
  /** Positions the method must test: all live ones (full) or those of unpruned units (pruned). */
  positionsToCheck: number;
  /** Positions tested in the sample, and the CPU time they took. */
  sampledPositions: number;
  sampledMillis: number;
  /** Checkmates in the sample. */
  sampledCheckmates: number;
  /** Measured throughput of the checkmate test (plus the non-suicide test when enabled). */
  positionsPerSecond: number;
  /** positionsToCheck / positionsPerSecond, one thread. */
  estimatedSeconds: number;
}

/** The options {@link estimateSurvey} takes. */
const ESTIMATE_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof estimateSurvey>[1]>>({ method: true, units: true, positionsPerUnit: true, noSuicide: true, rules: true });

/**
 * Measure checkmate-test throughput on a sample of the size-`n` positions the method must test
 * (up to `positionsPerUnit` positions from each of `units` evenly spaced units) and extrapolate the
 * time of the complete survey on one thread. The count of positions to check is exact (formula);
 * only the rate is sampled. Cost: about `units · positionsPerUnit` checkmate tests.
 */
export function estimateSurvey(
  n: number,
  options: { method?: SurveyMethod; units?: number; positionsPerUnit?: number; noSuicide?: boolean; rules?: Partial<td.Rules> } = {},
): SurveyEstimate {
  checkOptions(options, ESTIMATE_OPTION_NAMES, "estimateSurvey");
  requireInteger("doves on the field", n, 2, 12);
  const method = options.method ?? "full";
  const rules = td.makeRules(options.rules);
  const checker = new Checker(rules);
  const all = workUnits(n);
  let livePositions = 0;
  let positionsToCheck = 0;
  const candidates = [];
  for (const u of all) {
    const live = unitLivePositions(u);
    livePositions += live;
    if (method === "pruned" && bossEscapes(u.shape.board, u.redBoss)) continue;
    positionsToCheck += live;
    candidates.push(u);
  }
  const want = Math.min(options.units ?? 40, candidates.length);
  const perUnit = options.positionsPerUnit ?? 5000;
  const noSuicide = options.noSuicide ?? false;
  let sampled = 0;
  let mates = 0;
  const t0 = process.cpuUsage();
  for (let k = 0; k < want; k++) {
    const unit = candidates[Math.floor((k * candidates.length) / want)]!;
    let left = perUnit;
    forEachUnitPosition(unit, (cells) => {
      if (noSuicide) checker.hasNonSuicidalAction(cells, 0);
      if (checker.isCheckmate(cells, 0)) mates++;
      sampled++;
      return --left <= 0;
    });
  }
  const used = process.cpuUsage(t0);
  const millis = (used.user + used.system) / 1000;
  const rate = millis > 0 ? (sampled / millis) * 1000 : 0;
  return {
    doves: n, method, livePositions, positionsToCheck, sampledPositions: sampled, sampledMillis: millis, sampledCheckmates: mates,
    positionsPerSecond: rate, estimatedSeconds: rate > 0 ? positionsToCheck / rate : 0,
  };
}

/** Whether `x` has the shape of a {@link SurveyResult} (doves, method, shards, counts): a guard for files read back. O(1). */
export function isSurveyResult(x: unknown): x is SurveyResult {
  if (typeof x !== "object" || x === null) return false;
  const r = x as Partial<SurveyResult>;
  return typeof r.doves === "number" && (r.method === "full" || r.method === "pruned") && Array.isArray(r.shards) &&
    typeof r.checkmates === "number" && typeof r.positionsChecked === "number" && Array.isArray(r.examples);
}

/** A survey with where it was computed: in this run, or read from a command-line output. */
export interface SourcedSurvey {
  survey: SurveyResult;
  source: "this run" | "CLI";
}

/**
 * The surveys computed in this run, plus the complete command-line surveys of (size, method)
 * pairs this run did not compute, sorted by doves then method ("full" before "pruned"). CLI
 * results with missing shards are returned in `incomplete`, never counted. O(r log r).
 */
export function combineSurveys(computed: readonly SurveyResult[], fromCli: readonly SurveyResult[]): { surveys: SourcedSurvey[]; incomplete: SurveyResult[] } {
  const surveys: SourcedSurvey[] = computed.map((survey) => ({ survey, source: "this run" }));
  const incomplete: SurveyResult[] = [];
  for (const r of fromCli) {
    if (!isCompleteSurvey(r)) incomplete.push(r);
    else if (!surveys.some((x) => x.survey.doves === r.doves && x.survey.method === r.method)) surveys.push({ survey: r, source: "CLI" });
  }
  surveys.sort((a, b) => a.survey.doves - b.survey.doves || a.survey.method.localeCompare(b.survey.method));
  return { surveys, incomplete };
}

/** One line per size where both methods ran: their checkmate counts and whether they are equal. O(r²). */
export function compareSurveyMethods(surveys: readonly SurveyResult[]): { doves: number; full: number; pruned: number; identical: boolean }[] {
  const out: { doves: number; full: number; pruned: number; identical: boolean }[] = [];
  for (const f of surveys.filter((r) => r.method === "full")) {
    const p = surveys.find((r) => r.method === "pruned" && r.doves === f.doves);
    if (p) out.push({ doves: f.doves, full: f.checkmates, pruned: p.checkmates, identical: f.checkmates === p.checkmates });
  }
  return out.sort((a, b) => a.doves - b.doves);
}
