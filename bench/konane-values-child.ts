// Cold run for bench/konane.bench.ts: computes the canonical value of one 3×n board (standard
// rules) in this fresh process with the fast path or the previous (reference) path, and prints
// JSON: wall and CPU ms of that one computation (including V8's JIT warm-up), positions
// visited (memo entries), the value, and the process's peak RSS.
// usage: node --import tsx bench/konane-values-child.ts <fast|reference> <n>
import { format } from "../lib/cgt";
import {
  KonaneValueCache,
  ReferenceValueCache,
  canonicalValue,
  canonicalValueReference,
  threeByNBoard,
} from "../lib/studies/konane";

const impl = process.argv[2];
const n = Number(process.argv[3]);
const board = threeByNBoard(n);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let positions: number;
let value: string;
if (impl === "fast") {
  const cache = new KonaneValueCache("standard");
  value = format(canonicalValue(board, "standard", { cache }));
  positions = cache.size;
} else if (impl === "reference") {
  const cache = new ReferenceValueCache("standard");
  value = format(canonicalValueReference(board, "standard", { cache }));
  positions = cache.size;
} else throw new Error(`unknown implementation ${impl}`);
const ms = performance.now() - t0;
const c = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({ impl, n, ms, cpu_ms: (c.user + c.system) / 1000, positions, value, max_rss_kib: process.resourceUsage().maxRSS }),
);
