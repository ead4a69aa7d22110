// Child process for bench/engine-speed.bench.ts: values (or nim-values) of positions with one
// compiled library, either today's (lib/dist) or a frozen one (a past commit's lib, compiled by the
// bench into a cache folder), in this fresh process. Plain node on compiled code, what a notebook
// kernel or a worker loads (under tsx every call across modules goes through the loader's export
// getters: see DEVELOPING, Style).
//   node bench/engine-speed-child.cjs <distDir> cold <ruleset> <kind> <picture>
//     loads the whole package (require of <distDir>/index.js, as require("cgtlab") does), then
//     computes one value with a fresh engine; prints one JSON line: load CPU ms, compute CPU ms,
//     whole-process CPU ms (node's own start-up included), peak RSS, positions searched, the value.
//   node bench/engine-speed-child.cjs <distDir> warm <ruleset> <kind> <picture> [<picture> ...]
//     loads the package, then for each picture: untimed runs until the code is warm (at least five
//     and until they took 0.5 s of CPU, at most 200; fewer than five once they took 2 s, at least
//     one: V8 compiles the hot functions in its optimizing tier during the first runs of a small
//     position, on background threads whose CPU the process pays, and five runs of a position of a
//     few milliseconds left today's TTTT..FFFF at 5.8–14.4 ms over three processes), then timed
//     runs, each with a fresh engine and a reset store (tables cold, code warm: a kernel rerunning a
//     cell): three, or as many as fit in 0.2 s of CPU up to 15 for small positions; one JSON line per
//     picture with the median compute CPU ms.
// <ruleset>: konane | domineering | clobber | cram | fission | amazons | skijumps | toadsfrogs |
// digraph; <kind>: value | nim. Exit 2 with one line on bad arguments.
"use strict";
const { existsSync } = require("node:fs");
const { join, resolve } = require("node:path");

const [distArg, mode, rulesetName, kind, ...pictures] = process.argv.slice(2);
const distDir = distArg === undefined ? undefined : resolve(distArg);
function fail(message) {
  process.stderr.write(`bench/engine-speed-child.cjs: ${message}\n`);
  process.exit(2);
}
if (distDir === undefined || !existsSync(join(distDir, "index.js"))) fail(`${distDir ?? "(no folder)"} has no compiled library (index.js)`);
if (mode !== "cold" && mode !== "warm") fail(`mode must be cold or warm, not ${mode}`);
if (kind !== "value" && kind !== "nim") fail(`kind must be value or nim, not ${kind}`);
if (pictures.length === 0) fail("no picture given");

const cpuMs = (c) => (c.user + c.system) / 1000;
const load0 = process.cpuUsage();
const lib = require(join(distDir, "index.js"));
const loadMs = cpuMs(process.cpuUsage(load0));
const games = lib.games;
const rulesets = {
  konane: () => games.konane.standardRuleset,
  domineering: () => games.domineering.ruleset,
  clobber: () => games.clobber.clobber,
  cram: () => games.cram.ruleset,
  fission: () => games.fission.ruleset,
  amazons: () => games.amazons.ruleset,
  skijumps: () => games.skijumps.ruleset,
  toadsfrogs: () => games.toadsfrogs.ruleset,
  digraph: () => games.digraph.ruleset,
};
if (!(rulesetName in rulesets)) fail(`unknown ruleset ${rulesetName}; known: ${Object.keys(rulesets).join(", ")}`);
const ruleset = rulesets[rulesetName]();
const parse = rulesetName === "digraph" ? games.digraph.parse : (p) => ruleset.parse(p);

/** One computation with a fresh engine: CPU ms, positions searched, the value printed. */
function once(picture) {
  lib.cgt.resetStore();
  const position = parse(picture);
  const c0 = process.cpuUsage();
  const engine = new lib.solvers.Engine(ruleset);
  const v = kind === "nim" ? engine.nimValue(position) : engine.value(position);
  const ms = cpuMs(process.cpuUsage(c0));
  const s = engine.stats;
  const positions = kind === "nim" ? s.nimPositions : s.valuePositions;
  return { ms, positions, value: kind === "nim" ? `*${v}` : lib.cgt.format(v, 10_000_000) };
}

if (mode === "cold") {
  const r = once(pictures[0]);
  process.stdout.write(JSON.stringify({ picture: pictures[0], load_cpu_ms: loadMs, compute_cpu_ms: r.ms, process_cpu_ms: cpuMs(process.cpuUsage()), peak_rss_mib: process.resourceUsage().maxRSS / 1024, positions: r.positions, value: r.value }) + "\n");
} else {
  for (const picture of pictures) {
    let spent = 0;
    for (let k = 0; k < 200 && (k === 0 || (k < 5 ? spent < 2000 : spent < 500)); k++) spent += once(picture).ms;
    const runs = [once(picture), once(picture), once(picture)];
    let timed = runs.reduce((t, r) => t + r.ms, 0);
    while (runs.length < 15 && timed < 200) {
      const r = once(picture);
      runs.push(r);
      timed += r.ms;
    }
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    process.stdout.write(JSON.stringify({ picture, compute_cpu_ms: sorted[sorted.length >> 1], positions: runs[0].positions, value: runs[0].value }) + "\n");
  }
}
