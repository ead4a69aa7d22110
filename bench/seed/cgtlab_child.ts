// Side-by-side counterpart of the seed binaries for bench/konane.bench.ts: computes the seed's
// string length and memo size for one 3×n board with cgtlab in a fresh process and prints JSON
// with the compute time (cold = first run, ms = best of the following JIT-warm runs) and the process's peak RSS (process.resourceUsage().maxRSS, in KiB).
// usage: node --import tsx bench/seed/cgtlab_child.ts <standard|maximal> <n>
import { gameStringStats } from "../../lib/studies/konane";
import { threeByNBoard } from "../../lib/games/konane";
import type { Variant } from "../../lib/games/konane";

const variant = process.argv[2] as Variant;
const n = Number(process.argv[3]);
const before = process.resourceUsage().maxRSS;
// The first (cold) run includes V8's JIT warm-up (interpreter and baseline tiers); `ms` is the
// best of the next RUNS - 1 runs, the steady state comparable to ahead-of-time compiled C++.
const RUNS = 6;
let t0 = performance.now();
let s = gameStringStats(threeByNBoard(n), variant);
const coldMs = performance.now() - t0;
let ms = Infinity;
for (let i = 1; i < RUNS; i++) {
  t0 = performance.now();
  s = gameStringStats(threeByNBoard(n), variant);
  ms = Math.min(ms, performance.now() - t0);
}
console.log(
  JSON.stringify({
    variant,
    n,
    string_length: s.length.toString(),
    unique_positions: s.uniquePositions,
    ms,
    cold_ms: coldMs,
    max_rss_kib: process.resourceUsage().maxRSS,
    rss_before_kib: before,
    table_bytes: s.tableBytes,
  }),
);
