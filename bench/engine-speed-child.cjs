// Child process for bench/engine-speed.bench.ts: values (or nim-values) of positions with compiled
// libraries, today's (lib/dist) and a frozen one (a past commit's lib, compiled by the bench into a
// cache folder), in this fresh process. Plain node on compiled code, what a notebook kernel or a
// worker loads (under tsx every call across modules goes through the loader's export getters: see
// DEVELOPING, Style).
//   node bench/engine-speed-child.cjs <distDir> cold <ruleset> <kind> <picture>
//     loads the whole package (require of <distDir>/index.js, as require("cgtlab") does), then
//     computes one value with a fresh engine; prints one JSON line: load CPU ms, compute CPU ms,
//     whole-process CPU ms (node's own start-up included), peak RSS, positions searched, the value.
//   node bench/engine-speed-child.cjs <distDir> warm-pair <otherDistDir> <ruleset> <kind> <picture> <otherPicture> [...]
//     loads both packages into this one process, then for each pair of pictures (the first for
//     <distDir>, the second for <otherDistDir>: their notations may differ): untimed runs of both,
//     alternated, until the code is warm (at least 20 each and until they took 1.5 s of CPU, at
//     most 200; fewer than 20 once they took 3 s, at least one: V8 compiles the hot functions in
//     its optimizing tier during the first runs of a small position, on background threads whose
//     CPU the process pays), then timed runs alternated A B B A …, each with a fresh engine and a
//     reset store (tables cold, code warm: a kernel rerunning a cell): three pairs, or as many as
//     fit in 1.5 s of CPU up to 41; one JSON line per pair of pictures with both medians. Both
//     versions run in the same process under the same conditions, so where a process lands (which
//     moved single processes of a 10–40 ms position by a third) no longer decides a ratio.
// <ruleset>: konane | domineering | clobber | cram | fission | amazons | skijumps | toadsfrogs |
// digraph; <kind>: value | nim. Exit 2 with one line on bad arguments.
"use strict";
const { existsSync } = require("node:fs");
const { join, resolve } = require("node:path");

const args = process.argv.slice(2);
const mode = args[1];
const pairMode = mode === "warm-pair";
const dists = (pairMode ? [args[0], args[2]] : [args[0]]).map((d) => (d === undefined ? undefined : resolve(d)));
const [rulesetName, kind, ...pictures] = args.slice(pairMode ? 3 : 2);
function fail(message) {
  process.stderr.write(`bench/engine-speed-child.cjs: ${message}\n`);
  process.exit(2);
}
for (const d of dists) if (d === undefined || !existsSync(join(d, "index.js"))) fail(`${d ?? "(no folder)"} has no compiled library (index.js)`);
if (mode !== "cold" && !pairMode) fail(`mode must be cold or warm-pair, not ${mode}`);
if (kind !== "value" && kind !== "nim") fail(`kind must be value or nim, not ${kind}`);
if (pictures.length === 0) fail("no picture given");
if (pairMode && pictures.length % 2 !== 0) fail("warm-pair needs pictures in pairs (one per library)");

const cpuMs = (c) => (c.user + c.system) / 1000;
const names = ["konane", "domineering", "clobber", "cram", "fission", "amazons", "skijumps", "toadsfrogs", "digraph"];
if (!names.includes(rulesetName)) fail(`unknown ruleset ${rulesetName}; known: ${names.join(", ")}`);

/** A loaded library with its ruleset and picture reader (load CPU ms measured). */
function load(dist) {
  const load0 = process.cpuUsage();
  const lib = require(join(dist, "index.js"));
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
  const ruleset = rulesets[rulesetName]();
  const parse = rulesetName === "digraph" ? games.digraph.parse : (p) => ruleset.parse(p);
  return { lib, ruleset, parse, loadMs };
}

/** One computation with a fresh engine: CPU ms, positions searched, the value printed. */
function once(v, picture) {
  const { lib, ruleset, parse } = v;
  lib.cgt.resetStore();
  const position = parse(picture);
  const c0 = process.cpuUsage();
  const engine = new lib.solvers.Engine(ruleset);
  const x = kind === "nim" ? engine.nimValue(position) : engine.value(position);
  const ms = cpuMs(process.cpuUsage(c0));
  const s = engine.stats;
  const positions = kind === "nim" ? s.nimPositions : s.valuePositions;
  return { ms, positions, value: kind === "nim" ? `*${x}` : lib.cgt.format(x, 10_000_000) };
}

// Warm-up and timing of the warm-pair mode (see the header). With 0.5 s of warm-up and 0.4 s of
// timed pairs (at most 15), two runs of the same code put Domineering 4×5 at 0.97 and 0.88 of the
// frozen engine's speed, while 200 alternated pairs after 30 warm-up runs gave 1.13–1.18 in each of
// three processes: the hot code was not settled after a dozen runs.
const WARM_MIN_RUNS = 20;
const WARM_MIN_MS = 1500;
const WARM_SLOW_MS = 3000;
const WARM_MAX_RUNS = 200;
const TIMED_MS = 1500;
const TIMED_MAX_PAIRS = 41;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

if (mode === "cold") {
  const v = load(dists[0]);
  const r = once(v, pictures[0]);
  process.stdout.write(JSON.stringify({ picture: pictures[0], load_cpu_ms: v.loadMs, compute_cpu_ms: r.ms, process_cpu_ms: cpuMs(process.cpuUsage()), peak_rss_mib: process.resourceUsage().maxRSS / 1024, positions: r.positions, value: r.value }) + "\n");
} else {
  const a = load(dists[0]);
  const b = load(dists[1]);
  for (let i = 0; i < pictures.length; i += 2) {
    const pa = pictures[i];
    const pb = pictures[i + 1];
    let spentA = 0;
    let spentB = 0;
    for (let k = 0; k < WARM_MAX_RUNS && (k === 0 || (k < WARM_MIN_RUNS ? Math.max(spentA, spentB) < WARM_SLOW_MS : Math.min(spentA, spentB) < WARM_MIN_MS)); k++) {
      spentA += once(a, pa).ms;
      spentB += once(b, pb).ms;
    }
    const ra = [];
    const rb = [];
    let timed = 0;
    // A B B A …: each version runs first in half of the pairs
    for (let k = 0; k < TIMED_MAX_PAIRS && (k < 3 || timed < TIMED_MS); k++) {
      let x, y;
      if (k % 2 === 0) {
        x = once(a, pa);
        y = once(b, pb);
      } else {
        y = once(b, pb);
        x = once(a, pa);
      }
      ra.push(x);
      rb.push(y);
      timed += x.ms + y.ms;
    }
    process.stdout.write(JSON.stringify({ picture: pa, other_picture: pb, compute_cpu_ms: median(ra.map((r) => r.ms)), other_compute_cpu_ms: median(rb.map((r) => r.ms)), positions: ra[0].positions, other_positions: rb[0].positions, value: ra[0].value, other_value: rb[0].value }) + "\n");
  }
}
