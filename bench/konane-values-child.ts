// Child process for bench/konane.bench.ts: canonical values of 3×n boards (standard rules) with the
// engine path ("fast") or the previous (reference) path, in this fresh process.
//   cold: node --import tsx bench/konane-values-child.ts <fast|reference> <n>
//         one value; prints one JSON line: wall and CPU ms of that computation (including V8's JIT
//         warm-up), positions visited (memo entries), the value, the process's peak RSS.
//   warm: node --import tsx bench/konane-values-child.ts <fast|reference> <nMax> warm <capMs>
//         n = 1, 2, ..., nMax with one memo shared along n (the notebook's valuesTable protocol),
//         one JSON line per n, stopping after the first n that takes longer than capMs. Each path
//         runs in its own process, so no path profits from another's module-level memo (the
//         reach memo of components.ts is module-level).
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
const warm = process.argv[4] === "warm";
const capMs = Number(process.argv[5] ?? Infinity);

function solver(): { value: (n: number) => string; size: () => number } {
  if (impl === "fast") {
    const cache = new KonaneValueCache("standard");
    return { value: (k) => format(canonicalValue(threeByNBoard(k), "standard", { cache })), size: () => cache.size };
  }
  if (impl === "reference") {
    const cache = new ReferenceValueCache("standard");
    return { value: (k) => format(canonicalValueReference(threeByNBoard(k), "standard", { cache })), size: () => cache.size };
  }
  throw new Error(`unknown implementation ${impl}`);
}

const s = solver();
for (let k = warm ? 1 : n; k <= n; k++) {
  const before = s.size();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = s.value(k);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  console.log(
    JSON.stringify({ impl, n: k, ms, cpu_ms: (c.user + c.system) / 1000, positions: s.size() - before, value, max_rss_kib: process.resourceUsage().maxRSS }),
  );
  if (ms > capMs) break;
}
