/**
 * Engine speed against a frozen engine (issue 27, item 5): values of the issue's families with
 * today's compiled library (lib/dist) and with the library of a frozen commit (the one the issue
 * was measured at), side by side in one run, each position in fresh processes, the two versions
 * alternating.
 *
 *  - cold: one process per position and version (`require("cgtlab")`, then one value): CPU of the
 *    whole process, node's own start-up included (the computation alone is not comparable: today's
 *    library loads its namespaces on first use, inside it); medians of PAIRS alternated pairs.
 *  - warm: both versions in one process per family (the child's warm-pair mode): per position
 *    untimed runs of both, alternated, until the code is warm (at least 20 and until they took
 *    1.5 s of CPU, at most 200; fewer than 20 once they took 3 s, at least one: a small
 *    position's first runs pay V8's optimizing compiles, which differ between the versions), then
 *    timed runs alternated A B B A … (three pairs, or as many as fit in 1.5 s of CPU up to 41), each
 *    with a fresh engine and a reset store (a kernel rerunning a cell); medians over WARM_PROCESSES
 *    processes, which library loads first alternating. One process for both versions replaced
 *    alternated processes of one version each: single processes of a 10–40 ms row moved by a third
 *    and decided its ratio (Clobber 2×6 at 0.70 in a run where four more pairs all had today
 *    faster), while the two versions side by side in one process agree to 1–4% on the same code
 *    (Domineering 5×5 of one commit built twice, 30 alternated runs each). The first warm-up of this
 *    mode (0.5 s, then 0.4 s of timed pairs) still moved Domineering 4×5 between 0.88 and 1.04 of
 *    the frozen engine's speed over runs of the same code, where 200 pairs after 30 warm-up runs
 *    read 1.13–1.18 in each of three processes: hence 1.5 s of each. CPU µs per position =
 *    warm CPU / positions the engine searched.
 *  - every value printed by the two versions is compared; a difference fails the bench.
 *
 * The frozen library comes from this repository's history, compiled by bench/frozen.ts into a
 * folder under the system's temporary directory that later runs reuse. Without git history (a
 * shallow clone) the bench is skipped with one line.
 *
 * Environment: ENGINE_SPEED_PAIRS (default 3), ENGINE_SPEED_WARM_PROCESSES (default 3: a warm process costs
 * a few seconds a family), ENGINE_SPEED_CAP_S (default 60: a family stops after
 * the first size whose cold computation took longer with either version), ENGINE_SPEED_FAMILIES
 * (comma-separated subset of the family names below), ENGINE_SPEED_FROZEN (another commit).
 * Cost: about 10–20 minutes with the defaults, most of it in Konane 3×17…3×20 and Domineering 5×7
 * (each capped).
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { frozenLibrary } from "./frozen";
import { median, type BenchReport, type BenchRow } from "./harness";

/** The commit issue 27 was measured at (its "today's engine"). */
const FROZEN_DEFAULT = "2735593";

interface Family {
  name: string;
  ruleset: string;
  kind: "value" | "nim";
  sizes: { label: string; picture: string }[];
  /**
   * The picture in the frozen library's notation, where it differs: Domineering's was `#` for a
   * free cell and `.` for a filled one before the grid ruleset base (issue 26) made `.` free, so
   * the same string would be the empty region there, of value 0.
   */
  frozenPicture?: (picture: string) => string;
}

const repeat = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const blank = (rows: number, cols: number): string => Array.from({ length: rows }, () => ".".repeat(cols)).join("|");
const range = (a: number, b: number, step = 1): number[] => Array.from({ length: Math.floor((b - a) / step) + 1 }, (_, i) => a + i * step);

/** A seeded generator of floats in [0, 1) (mulberry32, as cgt.mulberry32; the bench reads no library). */
function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The picture of a random digraph of n vertices from `seed`: each vertex L or R with probability 1/2, each arc (no loops) with probability 2.5 / n. O(n²). */
function randomDigraphPicture(n: number, seed: number): string {
  const rng = mulberry32(seed);
  const vertices = Array.from({ length: n }, (_, i) => `v${i}:${rng() < 0.5 ? "L" : "R"}`);
  const arcs: string[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && rng() < 2.5 / n) arcs.push(`v${i}>v${j}`);
  return `${vertices.join(" ")} ; ${arcs.join(" ")}`;
}

/** The families: Konane 3×8…3×20, Domineering 4×5…5×7, and one family per ruleset it names. */
const FAMILIES: Family[] = [
  { name: "konane", ruleset: "konane", kind: "value", sizes: range(8, 20).map((n) => ({ label: `3×${n}`, picture: [".".repeat(n), repeat("BW.", n), repeat("WB.", n)].join("|") })) },
  { name: "domineering", ruleset: "domineering", kind: "value", sizes: [[4, 5], [4, 6], [5, 5], [4, 7], [5, 6], [5, 7]].map(([r, c]) => ({ label: `${r}×${c}`, picture: blank(r, c) })), frozenPicture: (p) => p.replace(/\./g, "#") },
  { name: "clobber", ruleset: "clobber", kind: "value", sizes: range(6, 11).map((n) => ({ label: `2×${n}`, picture: `${repeat("xo", n)}|${repeat("ox", n)}` })) },
  { name: "cram", ruleset: "cram", kind: "nim", sizes: range(4, 9).map((n) => ({ label: `3×${n}`, picture: blank(3, n) })) },
  { name: "fission", ruleset: "fission", kind: "value", sizes: [3, 4, 5].map((n) => ({ label: `${n}×${n}`, picture: Array.from({ length: n }, (_, i) => (i === Math.floor(n / 2) ? `${".".repeat(Math.floor(n / 2))}x${".".repeat(n - 1 - Math.floor(n / 2))}` : ".".repeat(n))).join("|") })) },
  { name: "amazons", ruleset: "amazons", kind: "value", sizes: range(4, 6).map((n) => ({ label: `2×${n}`, picture: `x${".".repeat(n - 1)}|${".".repeat(n - 1)}o` })) },
  { name: "skijumps", ruleset: "skijumps", kind: "value", sizes: range(5, 9).map((n) => ({ label: `3×${n}`, picture: `L${".".repeat(n - 1)}|${".".repeat(n - 1)}R|l${".".repeat(n - 1)}` })) },
  { name: "toadsfrogs", ruleset: "toadsfrogs", kind: "value", sizes: range(2, 6).map((k) => ({ label: `${"T".repeat(k)}..${"F".repeat(k)}`, picture: `${"T".repeat(k)}..${"F".repeat(k)}` })) },
  {
    name: "digraph",
    ruleset: "digraph",
    kind: "value",
    sizes: range(8, 16, 2).map((n) => ({
      label: `cycle of ${n}`,
      picture: `${Array.from({ length: n }, (_, i) => `v${i}:${i % 2 ? "R" : "L"}`).join(" ")} ; ${Array.from({ length: n }, (_, i) => `v${i}>v${(i + 1) % n}`).join(" ")}`,
    })),
  },
  {
    // cgt-tools was measured over 8–22 vertices: one seeded random digraph per size, each vertex blue or red with probability 1/2, each arc with probability 2.5 / n (bench/rulesets-graphs' random digraphs)
    name: "digraph-random",
    ruleset: "digraph",
    kind: "value",
    sizes: [18, 20, 22].map((n) => ({ label: `of ${n} vertices`, picture: randomDigraphPicture(n, n) })),
  },
];

interface ColdLine { picture: string; load_cpu_ms: number; compute_cpu_ms: number; process_cpu_ms: number; peak_rss_mib: number; positions: number; value: string }
interface WarmPairLine { picture: string; other_picture: string; compute_cpu_ms: number; other_compute_cpu_ms: number; positions: number; other_positions: number; value: string; other_value: string }

const root = resolve(__dirname, "..");
const child = join(__dirname, "engine-speed-child.cjs");


function runChild<T>(dist: string, args: string[]): T[] {
  const r = spawnSync(process.execPath, ["--max-old-space-size=12288", child, dist, ...args], { encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (r.status !== 0) {
    const reason = r.stderr.split("\n").find((l) => /Error|error:/.test(l)) ?? r.stderr.trim().split("\n")[0] ?? "";
    throw new Error(`bench/engine-speed-child.cjs ${args.slice(0, 3).join(" ")} on ${dist} failed (${r.status ?? r.signal}): ${reason.trim()}`);
  }
  return r.stdout.trim().split("\n").map((l) => JSON.parse(l) as T);
}

export function run(): Promise<BenchReport> {
  const commit = process.env.ENGINE_SPEED_FROZEN ?? FROZEN_DEFAULT;
  let frozen: { dist: string };
  try {
    frozen = { dist: frozenLibrary(commit) };
  } catch (e) {
    return Promise.resolve({ topic: "engine-speed", rows: [], skipped: `engine speed against the frozen engine skipped: the library of commit ${commit} could not be built here (${(e as Error).message.split("\n")[0] ?? ""})` });
  }
  const today = join(root, "lib", "dist");
  const pairs = Number(process.env.ENGINE_SPEED_PAIRS ?? "3");
  const warmProcesses = Number(process.env.ENGINE_SPEED_WARM_PROCESSES ?? "3");
  const capMs = 1000 * Number(process.env.ENGINE_SPEED_CAP_S ?? "60");
  const wanted = process.env.ENGINE_SPEED_FAMILIES?.split(",").map((s) => s.trim());
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const notes: string[] = [];
  for (const family of FAMILIES.filter((f) => wanted === undefined || wanted.includes(f.name))) {
    const frozenOf = family.frozenPicture ?? ((p: string): string => p);
    // cold: per size, PAIRS alternated pairs of fresh processes
    const done: Family["sizes"] = [];
    const cold = new Map<string, { old: ColdLine[]; now: ColdLine[] }>();
    for (const size of family.sizes) {
      const c = { old: [] as ColdLine[], now: [] as ColdLine[] };
      let failed = "";
      for (let i = 0; i < pairs && failed === ""; i++) {
        const order = i % 2 === 0 ? (["old", "now"] as const) : (["now", "old"] as const);
        for (const which of order) {
          try {
            c[which].push(runChild<ColdLine>(which === "old" ? frozen.dist : today, ["cold", family.ruleset, family.kind, which === "old" ? frozenOf(size.picture) : size.picture])[0]!);
          } catch (e) {
            failed = `${which === "old" ? "frozen" : "today's"} library: ${(e as Error).message}`;
            break;
          }
        }
      }
      if (failed !== "") {
        // the family ends here (a budget or memory limit of one of the libraries), said in the report
        notes.push(`${family.name} ${size.label} left out: ${failed}`);
        process.stderr.write(`engine-speed: ${family.name} ${size.label} left out: ${failed}\n`);
        break;
      }
      if (c.old[0]!.value !== c.now[0]!.value) throw new Error(`engine speed: ${family.name} ${size.label}: the frozen engine says ${c.old[0]!.value}, today's ${c.now[0]!.value}`);
      cold.set(size.label, c);
      done.push(size);
      process.stderr.write(`engine-speed: ${family.name} ${size.label} cold ${median(c.old.map((x) => x.compute_cpu_ms)).toFixed(0)} → ${median(c.now.map((x) => x.compute_cpu_ms)).toFixed(0)} ms\n`);
      if (Math.max(...c.old.map((x) => x.compute_cpu_ms), ...c.now.map((x) => x.compute_cpu_ms)) > capMs) break;
    }
    // warm: both versions in one process over the sizes done cold, WARM_PROCESSES processes, which library comes first alternating
    const warm = { old: [] as { ms: number; positions: number }[][], now: [] as { ms: number; positions: number }[][] };
    for (let i = 0; i < warmProcesses; i++) {
      const oldFirst = i % 2 === 0;
      const [a, b] = oldFirst ? [frozen.dist, today] : [today, frozen.dist];
      const pics = done.flatMap((s) => (oldFirst ? [frozenOf(s.picture), s.picture] : [s.picture, frozenOf(s.picture)]));
      const lines = runChild<WarmPairLine>(a, ["warm-pair", b, family.ruleset, family.kind, ...pics]);
      const first = lines.map((l) => ({ ms: l.compute_cpu_ms, positions: l.positions, value: l.value }));
      const second = lines.map((l) => ({ ms: l.other_compute_cpu_ms, positions: l.other_positions, value: l.other_value }));
      const [o, n] = oldFirst ? [first, second] : [second, first];
      o.forEach((x, k) => {
        if (x.value !== n[k]!.value) throw new Error(`engine speed: ${family.name} ${done[k]!.label} warm: the frozen engine says ${x.value}, today's ${n[k]!.value}`);
      });
      warm.old.push(o);
      warm.now.push(n);
    }
    done.forEach((size, k) => {
      const c = cold.get(size.label)!;
      const oldProcess = median(c.old.map((x) => x.process_cpu_ms));
      const nowProcess = median(c.now.map((x) => x.process_cpu_ms));
      const oldWarm = median(warm.old.map((w) => w[k]!.ms));
      const nowWarm = median(warm.now.map((w) => w[k]!.ms));
      const oldPositions = warm.old[0]![k]!.positions;
      const nowPositions = warm.now[0]![k]!.positions;
      rows.push({
        name: `${family.name} ${size.label}`,
        positions_frozen: oldPositions,
        positions_today: nowPositions,
        cold_process_cpu_ms_frozen: oldProcess,
        cold_process_cpu_ms_today: nowProcess,
        warm_cpu_ms_frozen: oldWarm,
        warm_cpu_ms_today: nowWarm,
        warm_us_per_position_frozen: oldPositions > 0 ? (1000 * oldWarm) / oldPositions : null,
        warm_us_per_position_today: nowPositions > 0 ? (1000 * nowWarm) / nowPositions : null,
        cold_speedup: oldProcess / nowProcess,
        warm_speedup: oldWarm / nowWarm,
        value: c.now[0]!.value.slice(0, 60),
      });
      ratios[`${family.name}_${size.label}_cold_speedup`] = oldProcess / nowProcess;
      ratios[`${family.name}_${size.label}_warm_speedup`] = oldWarm / nowWarm;
    });
  }
  return Promise.resolve({
    topic: "engine-speed",
    rows,
    ratios,
    notes: [
      ...notes,
      `frozen = the library of commit ${commit} (issue 27's "today's engine"), compiled with this checkout's TypeScript; today = lib/dist of this checkout; both plain node on compiled code`,
      "speedup = frozen CPU / today's CPU (> 1: today is faster); cold = whole process (node start-up, require of the package, one value); warm = both versions in one process, median of 3 to 41 alternated pairs of runs (as many as fit in 1.5 s of CPU) with a fresh engine and a reset store after untimed runs of both until the code is warm (at least 20 and 1.5 s of CPU, at most 200; fewer than 20 once they took 3 s, at least one)",
      `medians of ${pairs} alternated pairs of processes (cold) and of ${warmProcesses} processes of both versions (warm); positions = components the engine searched (nim-values: positions of the nim search)`,
    ],
  });
}
