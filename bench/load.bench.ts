/**
 * What loading the package costs (issue 27, item 1: "a light package: `require("cgtlab")` loads only
 * what a caller touches; target ≤ 0.25 s CPU and ≤ 60 MiB over bare Node, measured by a bench that
 * loads it in a fresh process"). Each case is a fresh `node` process that requires the compiled
 * package as a user does (`require("cgtlab")`, lib/dist), touches some namespaces, and reports its
 * own CPU time (process.cpuUsage: Node's start-up included, its exit not) and peak RSS
 * (process.resourceUsage().maxRSS). Each run of a case is paired with a run of bare Node
 * (`node -e` doing nothing) just before it, and the cost "over bare Node" is the difference within
 * the pair; rows report medians over the runs. A touch's own cost is also measured inside the
 * process (CPU and RSS just before and after the first read of the namespace).
 *
 * Cases: the require alone; first touch of `cgt`, `games` (the namespace of games), `games.konane`,
 * `solvers`, `studies.konane`, `notebook`; a script's usual set (`cgt`, `games.konane`, `solvers`);
 * a first worker job (a worker thread started, the library loaded there, one call answered);
 * every namespace with every game and study (all that the package loaded at once before issue 27);
 * and that plus tslab's jupyter module, which `notebook.inKernel()` loaded outside a kernel before
 * issue 27 (with TypeScript): the old load, rebuilt from today's modules, as the "before" of one run.
 * Size: LOAD_BENCH_RUNS runs per case (default 7). The machine is shared: medians of pairs.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type { BenchReport, BenchRow } from "./harness";

const ROOT = resolve(__dirname, "..");

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number, d = 1): number => Math.round(x * 10 ** d) / 10 ** d;

/** Every namespace, every game and every study: what `require("cgtlab")` loaded before issue 27. */
const EVERYTHING = "for (const ns of Object.keys(c)) c[ns]; for (const g of Object.keys(c.games)) c.games[g]; for (const s of Object.keys(c.studies)) c.studies[s];";

interface Case {
  readonly name: string;
  readonly what: string;
  /** JavaScript run after `const c = require("cgtlab")` (in an async function: it may await); its CPU and RSS are the touch's. */
  readonly touch: string;
}

const CASES: readonly Case[] = [
  { name: "require", what: 'require("cgtlab") and nothing else', touch: "" },
  { name: "cgt", what: "first touch of cgt (short games)", touch: "c.cgt;" },
  { name: "games", what: "first touch of games (the namespace; no game yet)", touch: "c.games;" },
  { name: "games.konane", what: "first touch of games.konane (with cgt, grid, ruleset below it)", touch: "c.games.konane;" },
  { name: "solvers", what: "first touch of solvers (engines, sweeps, heap games)", touch: "c.solvers;" },
  { name: "studies.konane", what: "first touch of studies.konane", touch: "c.studies.konane;" },
  { name: "notebook", what: "first touch of notebook (display, tables, charts, workers; not tslab, danfo, plotly)", touch: "c.notebook;" },
  { name: "script", what: "a script's usual set: cgt, games.konane, solvers", touch: "c.cgt; c.games.konane; c.solvers;" },
  {
    name: "worker job",
    what: "a first worker job: notebook.runInWorker(cgt.integer, [3]) starts a worker thread that loads the library and answers (the thread's CPU and memory are the process's)",
    touch: "await c.notebook.runInWorker(c.cgt.integer, [3]);",
  },
  { name: "everything", what: "every namespace, game and study (all the package loaded at once before issue 27)", touch: EVERYTHING },
  {
    name: "before (rebuilt)",
    what: "everything, plus tslab's jupyter module (and TypeScript) that notebook.inKernel() loaded outside a kernel before issue 27",
    touch: `${EVERYTHING} try { require("tslab/dist/jupyter"); } catch {}`,
  },
];

interface Sample {
  cpuMs: number;
  peakRssMiB: number;
  touchCpuMs: number;
  touchRssMiB: number;
  modules: number;
}

const REPORT = `const u = process.cpuUsage(); process.stdout.write(JSON.stringify({ cpuMs: (u.user + u.system) / 1000, peakRssMiB: process.resourceUsage().maxRSS / 1024`;

/** One fresh process: bare Node (touch undefined) or the package with a touch. */
function sample(touch: string | undefined): Sample {
  const script =
    touch === undefined
      ? `${REPORT}, touchCpuMs: 0, touchRssMiB: 0, modules: 0 }));`
      : `const c = require("cgtlab"); void (async () => { const t0 = process.cpuUsage(); const r0 = process.memoryUsage().rss; ${touch} ` +
        `const t = process.cpuUsage(t0); const touchRssMiB = (process.memoryUsage().rss - r0) / 2 ** 20; ` +
        `${REPORT}, touchCpuMs: (t.user + t.system) / 1000, touchRssMiB, modules: Object.keys(require.cache).length })); })();`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" })) as Sample;
}

export async function run(): Promise<BenchReport> {
  const runs = Number(process.env.LOAD_BENCH_RUNS ?? 7);
  sample(undefined); // warm the file system cache for both sides
  for (const c of CASES) sample(c.touch);
  const bare: Sample[] = [];
  const pairs = new Map<string, { s: Sample; bare: Sample }[]>(CASES.map((c) => [c.name, []]));
  for (let i = 0; i < runs; i++) {
    // every round visits the cases in another order, so that drift of the machine's load spreads over them
    for (let k = 0; k < CASES.length; k++) {
      const c = CASES[(k + i) % CASES.length]!;
      const b = sample(undefined);
      bare.push(b);
      pairs.get(c.name)!.push({ s: sample(c.touch), bare: b });
    }
  }
  const rows: BenchRow[] = [
    {
      name: "bare node",
      what: "node -e doing nothing",
      runs: bare.length,
      cpu_ms: round(median(bare.map((b) => b.cpuMs))),
      cpu_ms_over_bare: 0,
      peak_rss_mib: round(median(bare.map((b) => b.peakRssMiB))),
      peak_rss_mib_over_bare: 0,
      touch_cpu_ms: null,
      touch_rss_mib: null,
      modules: 0,
    },
  ];
  const ratios: Record<string, number> = {};
  for (const c of CASES) {
    const p = pairs.get(c.name)!;
    const row: BenchRow = {
      name: c.name,
      what: c.what,
      runs: p.length,
      cpu_ms: round(median(p.map((x) => x.s.cpuMs))),
      cpu_ms_over_bare: round(median(p.map((x) => x.s.cpuMs - x.bare.cpuMs))),
      peak_rss_mib: round(median(p.map((x) => x.s.peakRssMiB))),
      peak_rss_mib_over_bare: round(median(p.map((x) => x.s.peakRssMiB - x.bare.peakRssMiB))),
      touch_cpu_ms: round(median(p.map((x) => x.s.touchCpuMs))),
      touch_rss_mib: round(median(p.map((x) => x.s.touchRssMiB))),
      modules: median(p.map((x) => x.s.modules)),
    };
    rows.push(row);
    ratios[`${c.name}_cpu_s_over_bare`] = round(Number(row.cpu_ms_over_bare) / 1000, 3);
    ratios[`${c.name}_peak_rss_mib_over_bare`] = Number(row.peak_rss_mib_over_bare);
  }
  const before = rows.find((r) => r.name === "before (rebuilt)")!;
  for (const name of ["require", "script", "everything"]) {
    const r = rows.find((x) => x.name === name)!;
    ratios[`before_over_${name}_cpu_over_bare`] = round(Number(before.cpu_ms_over_bare) / Math.max(1, Number(r.cpu_ms_over_bare)), 2);
  }
  const load = execFileSync("cat", ["/proc/loadavg"], { encoding: "utf8" }).trim();
  return {
    topic: "load",
    rows,
    ratios,
    notes: [
      `${runs} runs per case, each paired with a bare \`node -e\` run just before it; medians of the runs and of the pairs' differences`,
      "cpu_ms: the process's user + system CPU at the end of its script (Node's start-up included, its exit not); peak_rss_mib: process.resourceUsage().maxRSS",
      "touch_cpu_ms / touch_rss_mib: measured inside the process around the first read of the namespace(s), after require(\"cgtlab\")",
      "modules: files in require.cache of the main thread at the end (the package's modules and the dependencies it loaded)",
      "target of issue 27: ≤ 0.25 s CPU and ≤ 60 MiB over bare Node for require(\"cgtlab\")",
      `load average at the end: ${load} (2 cores shared with other jobs; CPU times are less sensitive to it than wall times)`,
    ],
  };
}
