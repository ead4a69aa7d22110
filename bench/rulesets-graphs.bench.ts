/**
 * The graph and strip rulesets of issue 14, measured side by side in one run: each ruleset's full
 * engine (components, symmetry folding, knownValue shortcuts) against the same moves searched by a
 * plain engine without them, Berlekamp's rule against the search for Hackenbush strings, and the
 * graph isomorphism folding (lib/grid `canonicalGraphKey` / `foldedGraphKey` as the ruleset's
 * `normalize`) against the same ruleset keyed without it.
 *
 * Every pass of a family is cold: the game store is reset, the memo of canonical keys emptied and a
 * fresh Engine made (untimed) before the timed pass. A sample is k passes (k chosen once per pair so
 * that the slower side's sample takes about 40 ms, the same k for both: small families are repeated,
 * not timed once in a few milliseconds); the two sides alternate over the rounds (a b, b a, ...) and the least sample of
 * each side counts (the machine is shared).
 *
 * Issue 27 (Digraph Placement and Toads and Frogs against today's rulesets): the rulesets of
 * lib/games against their frozen copies in bench/rulesets-before (as at commit 58f0ace), through the
 * same engine, per family size: cold passes alternating (a b, b a, ...), the median of each side's
 * samples and the ratio of the medians (before ÷ now), values checked equal.
 */
import { loadavg } from "node:os";
import { type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { colsnort, digraph, fjords, hackenbush, kayles, toadsfrogs, toppling } from "../lib/games";
import { defineImpartial, definePartizan, type Ruleset, type Symmetry } from "../lib/ruleset";
import { Engine } from "../lib/solvers";
import { clearCanonicalGraphCache } from "../lib/grid";
import * as digraphBefore from "./rulesets-before/digraph";
import * as toadsfrogsBefore from "./rulesets-before/toadsfrogs";

const ROUNDS = 11;
const SAMPLE_MS = 40;
const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** What one cold pass over a family did: its values, written out (a checksum), and the engine's counters. */
interface Pass {
  readonly checksum: string;
  readonly searched: number;
  readonly entries: number;
}

/** A timed part and an untimed digest of its result (run before the next pass resets the game store). */
interface Job<R, T> {
  readonly run: () => R;
  readonly digest: (r: R) => T;
}

/** One cold pass of a job (store reset and canonical-key memo emptied first, untimed; the digest untimed too). */
function coldPass<R, T>(job: Job<R, T>): { ms: number; value: T } {
  cgt.resetStore();
  clearCanonicalGraphCache();
  const t0 = process.hrtime.bigint();
  const r = job.run();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, value: job.digest(r) };
}

/** A fresh engine's values of every position of a family (timed), digested to their printed forms and the engine's counters. */
function familyJob<P>(ruleset: Ruleset<P>, positions: readonly P[]): Job<{ values: (cgt.Game | number)[]; engine: Engine<P> }, Pass> {
  return {
    run: () => {
      const engine = new Engine(ruleset);
      const values = positions.map((p) => (ruleset.kind === "partizan" ? engine.value(p) : engine.nimValue(p)));
      return { values, engine };
    },
    digest: ({ values, engine }) => {
      const st = engine.stats;
      return { checksum: values.map((v) => (typeof v === "number" ? `*${v}` : cgt.format(v))).join(" "), searched: st.valuePositions + st.nimPositions, entries: st.valueEntries };
    },
  };
}

/**
 * Per-pass milliseconds of a and b (the least sample of each over ROUNDS alternating rounds, each
 * sample k cold passes), with the last pass's result of each.
 */
function sideBySide<RA, RB, T>(a: Job<RA, T>, b: Job<RB, T>): { a: number; b: number; ka: number; kb: number; va: T; vb: T } {
  // warm-up (JIT) and calibration: three passes of each side; a sample is k passes of either side,
  // k chosen so that the slower side's sample takes about SAMPLE_MS (the same k for both)
  let va = coldPass(a);
  let vb = coldPass(b);
  let minA = Infinity;
  let minB = Infinity;
  for (let i = 0; i < 3; i++) {
    va = coldPass(a);
    vb = coldPass(b);
    minA = Math.min(minA, va.ms);
    minB = Math.min(minB, vb.ms);
  }
  const ka = Math.max(1, Math.round(SAMPLE_MS / Math.max(0.01, minA, minB)));
  const kb = ka;
  const sample = <R>(job: Job<R, T>, k: number): { ms: number; value: T } => {
    let ms = 0;
    let value!: T;
    for (let i = 0; i < k; i++) {
      const r = coldPass(job);
      ms += r.ms;
      value = r.value;
    }
    return { ms, value };
  };
  let bestA = Infinity;
  let bestB = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    for (const which of r % 2 === 0 ? [0, 1] : [1, 0]) {
      if (which === 0) {
        const s = sample(a, ka);
        bestA = Math.min(bestA, s.ms);
        va = s;
      } else {
        const s = sample(b, kb);
        bestB = Math.min(bestB, s.ms);
        vb = s;
      }
    }
  }
  if (process.env.CGTLAB_BENCH_VERBOSE) console.error(`  ${(bestA / ka).toFixed(3)} ms vs ${(bestB / kb).toFixed(3)} ms (passes ${ka}, ${kb}; warm-up ${va.ms.toFixed(1)} / ${vb.ms.toFixed(1)} ms)`);
  return { a: bestA / ka, b: bestB / kb, ka, kb, va: va.value, vb: vb.value };
}

/** Median of a list of numbers. O(n log n). */
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Per-pass milliseconds of a (today's ruleset) and b (the frozen one): the median over `rounds`
 * alternating samples after one warm-up pass each; a sample is k cold passes (k chosen so that the
 * slower side's sample takes about SAMPLE_MS, at least 1).
 */
function medianSideBySide<RA, RB, T>(a: Job<RA, T>, b: Job<RB, T>, rounds: number): { a: number; b: number; k: number; va: T; vb: T } {
  const wa = coldPass(a);
  const wb = coldPass(b);
  const k = Math.max(1, Math.round(SAMPLE_MS / Math.max(0.01, wa.ms, wb.ms)));
  const sa: number[] = [];
  const sb: number[] = [];
  let va = wa.value;
  let vb = wb.value;
  for (let r = 0; r < rounds; r++) {
    for (const which of r % 2 === 0 ? [0, 1] : [1, 0]) {
      let ms = 0;
      for (let i = 0; i < k; i++) {
        const p = which === 0 ? coldPass(a) : coldPass(b);
        ms += p.ms;
        if (which === 0) va = p.value as T;
        else vb = p.value as T;
      }
      (which === 0 ? sa : sb).push(ms / k);
    }
  }
  return { a: median(sa), b: median(sb), k, va, vb };
}

/** n random digraphs of `size` vertices (each vertex blue or red with probability 1/2, each arc with probability 2.5 / size), from a seeded generator. */
function randomDigraphs(rng: () => number, size: number, count: number): digraph.DigraphPosition[] {
  return Array.from({ length: count }, () => {
    const colours = Array.from({ length: size }, () => (rng() < 0.5 ? "L" : "R")).join("");
    const edges: [number, number][] = [];
    for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) if (i !== j && rng() < 2.5 / size) edges.push([i, j]);
    return digraph.fromEdges(colours, edges);
  });
}

const slug = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");

export async function run(): Promise<BenchReport> {
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const check = (label: string, x: Pass, y: Pass): void => {
    if (x.checksum !== y.checksum) throw new Error(`${label}: the two sides disagree (${x.checksum} vs ${y.checksum})`);
  };
  // two position types: a ruleset may take more kinds of position than its plain reference (Toads and Frogs: strips or strings)
  const pair = <P, Q>(label: string, full: Ruleset<P>, plain: Ruleset<Q>, positions: readonly (P & Q)[]): void => {
    if (process.env.CGTLAB_BENCH_VERBOSE) console.error(label);
    const m = sideBySide(familyJob(full, positions), familyJob(plain, positions));
    check(label, m.va, m.vb);
    rows.push({ name: `${label}: full ruleset`, ms: round(m.a), positions: positions.length, searched: m.va.searched, passes_per_sample: m.ka });
    rows.push({ name: `${label}: plain search (no components, symmetry, shortcut)`, ms: round(m.b), positions: positions.length, searched: m.vb.searched, passes_per_sample: m.kb });
    ratios[`${slug(label)}_plain_over_full_time`] = round(m.b / m.a);
  };
  const plainOf = <P>(r: Ruleset<P>): Ruleset<P> =>
    r.kind === "partizan" ? definePartizan<P>({ name: `${r.name} (plain)`, leftOptions: r.leftOptions, rightOptions: r.rightOptions, key: r.key }) : r;

  // Hackenbush: all 2^10 blue-red strings of 10 edges, Berlekamp's rule vs the plain search
  const strings = Array.from({ length: 1024 }, (_, m) => Array.from({ length: 10 }, (_, i) => ((m >> i) & 1 ? "R" : "B")).join(""));
  const stalks = strings.map((s) => hackenbush.stalk(s));
  const hb = sideBySide(
    { run: () => strings.map((t) => hackenbush.stringValue(t)), digest: (vs) => vs.map((v) => cgt.format(v)).join(" ") },
    { run: () => familyJob(hackenbush.plainRuleset, stalks).run(), digest: (r) => familyJob(hackenbush.plainRuleset, stalks).digest(r).checksum },
  );
  if (hb.va !== hb.vb) throw new Error(`Hackenbush strings: Berlekamp's rule and the search disagree (${hb.va} vs ${hb.vb})`);
  rows.push({ name: "Hackenbush: 1024 blue-red strings of 10 edges by Berlekamp's rule", ms: round(hb.a), passes_per_sample: hb.ka });
  rows.push({ name: "Hackenbush: the same strings by the plain search", ms: round(hb.b), passes_per_sample: hb.kb });
  ratios.hackenbush_strings_search_over_berlekamp_time = round(hb.b / hb.a);
  pair("Hackenbush stalks GBRBR", hackenbush.ruleset, hackenbush.plainRuleset, [2, 4, 6, 8].map((n) => hackenbush.stalks(("G" + "BR".repeat(n)).slice(0, n) + " RGB GG")));

  pair("Toads and Frogs t^4..f^4", toadsfrogs.ruleset, toadsfrogs.plainRuleset, ["tttt..ffff"]);
  pair("Toppling Dominoes rows of 9", toppling.ruleset, toppling.plainRuleset, Array.from({ length: 512 }, (_, m) => Array.from({ length: 9 }, (_, i) => ((m >> i) & 1 ? "r" : "l")).join("")));
  pair("Snort paths 2..10", colsnort.snort, plainOf(colsnort.snort), Array.from({ length: 9 }, (_, i) => colsnort.path(i + 2)));
  pair("Node Kayles paths 2..16", kayles.nodeKayles, kayles.plainNodeKayles, Array.from({ length: 15 }, (_, i) => kayles.path(i + 2)));
  const cycle = (n: number) => digraph.fromEdges(Array.from({ length: n }, (_, i) => (i % 2 ? "R" : "L")).join(""), Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as [number, number]));
  pair("Digraph Placement alternating cycles 4..12", digraph.ruleset, digraph.plainRuleset, Array.from({ length: 9 }, (_, i) => cycle(i + 4)));

  // Graph isomorphism folding (lib/grid canonicalGraphKey as `normalize`) against the same ruleset
  // keyed as before it: the plain key folded only over the colour/player swap (none for Kayles).
  const isoPair = <P>(label: string, folded: Ruleset<P>, positions: readonly P[], swap?: Symmetry<P>): void => {
    if (process.env.CGTLAB_BENCH_VERBOSE) console.error(label);
    const { normalize: _n, ...rest } = folded;
    const before: Ruleset<P> =
      rest.kind === "partizan"
        ? definePartizan<P>({ ...rest, name: `${folded.name} (swap only)`, symmetries: swap ? [swap] : undefined })
        : defineImpartial<P>({ ...rest, name: `${folded.name} (no folding)`, symmetries: swap ? [swap] : undefined });
    const m = sideBySide(familyJob(folded, positions), familyJob(before, positions));
    check(label, m.va, m.vb);
    rows.push({ name: `${label}: isomorphism folding`, ms: round(m.a), positions: positions.length, searched: m.va.searched, passes_per_sample: m.ka });
    rows.push({ name: `${label}: without it (plain key${swap ? " + swap" : ""})`, ms: round(m.b), positions: positions.length, searched: m.vb.searched, passes_per_sample: m.kb });
    ratios[`${slug(label)}_unfolded_over_folded_time`] = round(m.b / m.a);
  };
  const gridGraph = (rows: number, cols: number) => {
    const es: string[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        if (c + 1 < cols) es.push(`v${r}_${c}-v${r}_${c + 1}`);
        if (r + 1 < rows) es.push(`v${r}_${c}-v${r + 1}_${c}`);
      }
    const vs = Array.from({ length: rows * cols }, (_, i) => `v${Math.floor(i / cols)}_${i % cols}`);
    return `${vs.join(" ")} ; ${es.join(" ")}`;
  };
  const colSwap = { name: "swap the players", apply: colsnort.swapPlayers, swapsPlayers: true };
  isoPair("Snort paths 2..14", colsnort.snort, Array.from({ length: 13 }, (_, i) => colsnort.path(i + 2)), colSwap);
  isoPair("Snort 2xn grids n = 2..4", colsnort.snort, [2, 3, 4].map((n) => colsnort.parse(gridGraph(2, n), "snort")), colSwap);
  isoPair("Snort 2x5 grid", colsnort.snort, [colsnort.parse(gridGraph(2, 5), "snort")], colSwap);
  isoPair("Col 2xn grids n = 2..5", colsnort.col, [2, 3, 4, 5].map((n) => colsnort.parse(gridGraph(2, n), "col")), colSwap);
  isoPair("Col 3x4 grid", colsnort.col, [colsnort.parse(gridGraph(3, 4), "col")], colSwap);
  isoPair("Node Kayles paths 2..40", kayles.nodeKayles, Array.from({ length: 39 }, (_, i) => kayles.path(i + 2)));
  isoPair("Node Kayles 3xn grids n = 2..6", kayles.nodeKayles, [2, 3, 4, 5, 6].map((n) => kayles.parse(gridGraph(3, n))));
  isoPair("Arc Kayles 2xn grids n = 2..6", kayles.arcKayles, [2, 3, 4, 5, 6].map((n) => kayles.parse(gridGraph(2, n))));
  isoPair("Arc Kayles 3x4 grid", kayles.arcKayles, [kayles.parse(gridGraph(3, 4))]);
  isoPair("Digraph Placement alternating cycles 4..14", digraphBefore.ruleset, Array.from({ length: 11 }, (_, i) => cycle(i + 4)), { name: "swap colours", apply: digraph.swapColours, swapsPlayers: true });
  isoPair("Hackenbush green-blue-red trees", hackenbush.ruleset, ["g:ground a b c d e f g2 h i ; g-a:G a-b:B a-c:B b-d:R c-e:R d-f:G e-g2:G b-h:B c-i:B", "g:ground a b c d e f g2 h i j ; g-a:B a-b:G a-c:G b-d:R c-e:R d-f:B e-g2:B f-h:R g2-i:R a-j:G"].map((t) => hackenbush.parse(t)), { name: "swap blue and red", apply: hackenbush.swapColours, swapsPlayers: true });
  isoPair("Fjords L.{n}R strips n = 1..10", fjords.ruleset, Array.from({ length: 10 }, (_, i) => fjords.path("L" + ".".repeat(i + 1) + "R")), { name: "swap the players", apply: fjords.swapPlayers, swapsPlayers: true });

  // issue 27: today's Digraph Placement and Toads and Frogs against their frozen copies (58f0ace)
  const beforeAfter = <P, Q>(label: string, now: Ruleset<P>, before: Ruleset<Q>, positions: readonly (P & Q)[], rounds: number): void => {
    if (process.env.CGTLAB_BENCH_VERBOSE) console.error(label);
    const m = medianSideBySide(familyJob(now, positions), familyJob(before, positions), rounds);
    check(label, m.va, m.vb);
    rows.push({ name: `${label}: today's ruleset`, ms: round(m.a), positions: positions.length, searched: m.va.searched, passes_per_sample: m.k });
    rows.push({ name: `${label}: frozen ruleset (58f0ace)`, ms: round(m.b), positions: positions.length, searched: m.vb.searched, passes_per_sample: m.k });
    ratios[`${slug(label)}_before_over_now_time`] = round(m.b / m.a, 2);
  };
  const drng = cgt.mulberry32(27);
  for (const size of [8, 10, 12, 14, 16, 18, 20, 22]) beforeAfter(`Digraph Placement 3 random digraphs of ${size} vertices`, digraph.ruleset, digraphBefore.ruleset, randomDigraphs(drng, size, 3), size >= 20 ? 3 : 7);
  beforeAfter("Digraph Placement alternating cycles 4..14 (issue 27)", digraph.ruleset, digraphBefore.ruleset, Array.from({ length: 11 }, (_, i) => cycle(i + 4)), 7);
  for (const strip of ["tttt..ffff", "ttt.t.f.fff", "ttttt..fffff", "ttttt...fffff", "tttttt..ffffff"]) beforeAfter(`Toads and Frogs ${strip} (${strip.length} cells, ${strip.split(".").length - 1} empty)`, toadsfrogs.ruleset, toadsfrogsBefore.ruleset, [strip], 7);
  return {
    topic: "rulesets-graphs",
    rows,
    ratios,
    notes: [
      `load average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)} (2 shared cores)`,
      `every pass is cold: cgt.resetStore(), the canonical-key memo emptied and a fresh Engine before it (untimed); a sample is passes_per_sample passes of one side (the same number for both sides, the slower side's sample about ${SAMPLE_MS} ms), the sides alternate over ${ROUNDS} rounds after four warm-up passes each, and ms is the least sample of a side divided by its passes`,
      "searched = components expanded by the engine (value or nim-value table entries not from a shortcut); the two sides' values are checked equal position by position (printed after the timing)",
      "*_unfolded_over_folded_time > 1: the isomorphism folding is faster; *_plain_over_full_time > 1: the full ruleset is faster than the plain search",
      "issue 27 rows: today's ruleset against its frozen copy in bench/rulesets-before (commit 58f0ace), cold passes alternating, ms = the median sample per pass (after one warm-up pass each); *_before_over_now_time = frozen ÷ today (> 1: today's is faster); the Digraph Placement isomorphism-folding row above uses the frozen ruleset, whose normalize is the isomorphism folding",
    ],
  };
}
