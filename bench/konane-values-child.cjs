// Child process for bench/konane.bench.ts: canonical values of 3×n boards (standard rules) with the
// engine path ("fast": a fresh generic engine of solvers on games.konane.standardRuleset, what
// solvers.canonicalValue uses), the previous (reference) path (the frozen copy in
// bench/konane-reference/values-reference.cjs), or the engine on the same ruleset with its
// decomposition left out ("undecomposed": whole boards, still folded over the symmetries), in this
// fresh process. Plain node on the compiled library (lib/dist, built by `npm run bench`), which is
// what a notebook kernel loads: run under tsx, every call across modules goes through the loader's
// export getters, which made both paths ≈1.2× slower than in a kernel (measured on 3×12…3×17).
//   cold: node bench/konane-values-child.cjs <fast|reference|undecomposed> <n>
//         one value; prints one JSON line: wall and CPU ms of that computation (including V8's JIT
//         warm-up), positions visited (memo entries), the value, the process's peak RSS.
//   warm: node bench/konane-values-child.cjs <fast|reference|undecomposed> <nMax> warm <capMs>
//         n = 1, 2, ..., nMax with one memo shared along n (the notebook's valuesTable protocol),
//         one JSON line per n, stopping after the first n that takes longer than capMs. Each path
//         runs in its own process, so no path profits from another's module-level memo (the
//         reach memo of components.ts is module-level).
"use strict";
const { existsSync } = require("node:fs");
const { join } = require("node:path");

const dist = join(__dirname, "..", "lib", "dist");
if (!existsSync(join(dist, "games", "konane", "index.js"))) {
  console.error(`bench/konane-values-child.cjs: ${dist} has no compiled library; run npm run build (npm run bench does it first)`);
  process.exit(2);
}
const { format } = require(join(dist, "cgt"));
const { ReferenceValueCache, canonicalValueReference } = require(join(__dirname, "konane-reference", "values-reference.cjs"));
const { definePartizan } = require(join(dist, "ruleset"));
const { Engine } = require(join(dist, "solvers"));
const { standardRuleset, threeByNBoard } = require(join(dist, "games", "konane"));

const impl = process.argv[2];
const n = Number(process.argv[3]);
const warm = process.argv[4] === "warm";
const capMs = Number(process.argv[5] ?? Infinity);

function solver() {
  if (impl === "fast") {
    const engine = new Engine(standardRuleset);
    return { value: (k) => format(engine.value(threeByNBoard(k))), size: () => engine.stats.valueEntries };
  }
  if (impl === "reference") {
    const cache = new ReferenceValueCache("standard");
    return { value: (k) => format(canonicalValueReference(threeByNBoard(k), "standard", { cache })), size: () => cache.size };
  }
  if (impl === "undecomposed") {
    // games.konane.standardRuleset without `components`: the engine values every board whole
    const std = standardRuleset;
    const whole = definePartizan({
      name: "Konane (standard), no decomposition",
      leftOptions: std.leftOptions,
      rightOptions: std.rightOptions,
      key: std.key,
      normalize: std.normalize,
      packed: std.packed,
    });
    const engine = new Engine(whole);
    return { value: (k) => format(engine.value(threeByNBoard(k))), size: () => engine.stats.valueEntries };
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
