/**
 * Konane on bitboards and cheap small positions (issue 27, items 2 and 3), against the engine path
 * of before them, side by side in one run. "Before" is a frozen copy of the library at commit
 * {@link BEFORE_COMMIT} (main when the work started: Konane on `Uint8Array` boards, a budget that
 * read the process's memory at every call, 180 KB option tables per engine), taken from this
 * repository's history and compiled into a temporary directory by bench/frozen.ts (kept there for
 * the next run); "after" is this checkout's lib/dist. No code is shared between the two: each has its
 * own cgt store.
 *
 * - warm: one process holding both (plain node on the compiled libraries, what a kernel runs),
 *   JIT-warmed by two rounds; then {@link WARM_ROUNDS} rounds alternating which goes first, each a
 *   fresh store and engine valuing 3×1, 3×2, …, 3×{@link N_MAX} in turn with its memo shared along
 *   n (the notebook's valuesTable protocol); CPU of each n.
 * - cold: a fresh process per value (the package loaded from lib/dist, one value), alternated,
 *   {@link COLD_RUNS} each; CPU of the value alone and of the whole process (package load included).
 *
 * Medians; ratios are before ÷ after (above 1: faster now). Values must agree. Skipped (one line)
 * where git or the commit is not at hand (a shallow clone).
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { frozenLibrary } from "./frozen";
import type { BenchReport, BenchRow } from "./harness";

/** The commit whose library is "before" (main at the start of issue 27's Konane work). */
export const BEFORE_COMMIT = "58f0acecc18dbccd8caf6d6453f99150c1592a52";
const N_MAX = Number(process.env.KONANE_BITBOARD_NMAX ?? 14);
const COLD_NS = (process.env.KONANE_BITBOARD_COLD_NS ?? "8,9,10,11,12,13,14").split(",").map(Number);
const WARM_ROUNDS = Number(process.env.KONANE_BITBOARD_WARM_ROUNDS ?? 9);
const COLD_RUNS = Number(process.env.KONANE_BITBOARD_COLD_RUNS ?? 5);

const ROOT = resolve(__dirname, "..");

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round2 = (x: number): number => Math.round(x * 100) / 100;

// the warm child: both libraries in one process, alternated rounds of 3×1..3×nMax on a fresh store and engine
const WARM_CHILD = `
const [before, after, nMax, rounds] = [process.argv[1], process.argv[2], +process.argv[3], +process.argv[4]];
const libs = [before, after].map((d) => require(d));
function series(L) {
  L.cgt.resetStore();
  const K = L.games.konane;
  const e = new L.solvers.Engine(K.standardRuleset);
  const out = [];
  for (let n = 1; n <= nMax; n++) {
    const b = K.threeByNBoard(n);
    const c0 = process.cpuUsage();
    const v = e.value(b);
    const c = process.cpuUsage(c0);
    out.push({ cpu: (c.user + c.system) / 1000, value: L.cgt.format(v) });
  }
  return out;
}
for (let i = 0; i < 2; i++) for (const L of libs) series(L);
const res = [[], []];
for (let r = 0; r < rounds; r++) for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) res[k].push(series(libs[k]));
console.log(JSON.stringify(res));
`;

// the cold child: the package, one value
const COLD_CHILD = `
const L = require(process.argv[1]);
const K = L.games.konane;
const c0 = process.cpuUsage();
const v = L.solvers.canonicalValue(K.standardRuleset, K.threeByNBoard(+process.argv[2]));
const c = process.cpuUsage(c0);
const p = process.cpuUsage();
console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, proc: (p.user + p.system) / 1000, value: L.cgt.format(v) }));
`;

interface Cold {
  cpu: number;
  proc: number;
  value: string;
}

export function run(): Promise<BenchReport> {
  let before: string;
  try {
    before = frozenLibrary(BEFORE_COMMIT);
  } catch (e) {
    return Promise.resolve({ topic: "konane-bitboard", rows: [], skipped: `the library of commit ${BEFORE_COMMIT.slice(0, 12)} could not be built from git history here (${(e as Error).message.split("\n")[0]})` });
  }
  const after = join(ROOT, "lib", "dist");
  const warmOut = execFileSync(process.execPath, ["-e", WARM_CHILD, before, after, String(N_MAX), String(WARM_ROUNDS)], { encoding: "utf8", maxBuffer: 1 << 26 });
  const warm = JSON.parse(warmOut) as { cpu: number; value: string }[][][];
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  for (let n = 1; n <= N_MAX; n++) {
    const values = new Set<string>();
    const t = [0, 1].map((k) => warm[k]!.map((s) => (values.add(s[n - 1]!.value), s[n - 1]!.cpu)));
    if (values.size !== 1) throw new Error(`Konane 3×${n}: before and after disagree (${[...values].join(", ")})`);
    const row: BenchRow = { name: `Konane 3×${n} = ${[...values][0]}`, warm_before_cpu_ms: round2(median(t[0]!)), warm_after_cpu_ms: round2(median(t[1]!)) };
    ratios[`warm_before_over_after_3x${n}`] = round2(median(t[0]!) / median(t[1]!));
    if (COLD_NS.includes(n)) {
      const cold: Cold[][] = [[], []];
      for (let i = 0; i < COLD_RUNS; i++) {
        for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
          const out = execFileSync(process.execPath, ["-e", COLD_CHILD, k === 0 ? before : after, String(n)], { encoding: "utf8" });
          const c = JSON.parse(out) as Cold;
          if (c.value !== [...values][0]) throw new Error(`Konane 3×${n} cold: ${c.value}, warm: ${[...values][0]}`);
          cold[k]!.push(c);
        }
      }
      const med = (k: number, f: (c: Cold) => number): number => median(cold[k]!.map(f));
      row.cold_before_cpu_ms = round2(med(0, (c) => c.cpu));
      row.cold_after_cpu_ms = round2(med(1, (c) => c.cpu));
      row.cold_process_before_cpu_ms = round2(med(0, (c) => c.proc));
      row.cold_process_after_cpu_ms = round2(med(1, (c) => c.proc));
      ratios[`cold_before_over_after_3x${n}`] = round2(med(0, (c) => c.cpu) / med(1, (c) => c.cpu));
      ratios[`cold_process_before_over_after_3x${n}`] = round2(med(0, (c) => c.proc) / med(1, (c) => c.proc));
    }
    rows.push(row);
  }
  return Promise.resolve({
    topic: "konane-bitboard",
    rows,
    ratios,
    notes: [
      `before = the library of commit ${BEFORE_COMMIT.slice(0, 12)}, after = this checkout; warm: medians of ${WARM_ROUNDS} alternated rounds in one process (fresh store and engine, 3×1…3×${N_MAX} in turn); cold: medians of ${COLD_RUNS} alternated fresh processes (value alone, and whole process with the package load)`,
      "CPU times (user + system) on a shared machine",
    ],
  });
}
