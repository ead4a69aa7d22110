/**
 * Nim-field arithmetic and misère play, side by side in one run:
 *  - nim products: the Fermat 2-power recursion vs Conway's mex definition (all a, b < 64), and
 *    the recursion's cost growth with the operand size (32 … 2048 bits; O(n²) expected);
 *  - nim inverse: the norm recursion vs the exponentiation a^(2^w − 2);
 *  - misère simplest forms and genera of Dawson's chess lines 0..N (cumulative time per 10 heaps);
 *  - genus from the options' genera vs the definition γₙ = G⁻(G + n·*2) on the same explicit tree.
 */
import { bestOf, timeIt, type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { misereGenusSequence } from "../lib/solvers";

function randomBig(r: () => number, bits: number): bigint {
  let x = 0n;
  for (let i = 0; i < bits; i += 32) x = (x << 32n) | BigInt(Math.floor(r() * 2 ** 32));
  return x & ((1n << BigInt(bits)) - 1n);
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const notes: string[] = [];

  // 1. all products a, b < 64: definition vs recursion
  const ref = bestOf(3, () => cgt.nimProductReferenceTable(64));
  const fast = bestOf(5, () => {
    let s = 0;
    for (let a = 0; a < 64; a++) for (let b = 0; b < 64; b++) s ^= cgt.nimProduct(a, b);
    return s;
  });
  rows.push({ name: "4096 products a,b < 64: mex definition", ms: +ref.ms.toFixed(3) });
  rows.push({ name: "4096 products a,b < 64: Fermat 2-power recursion", ms: +fast.ms.toFixed(3) });
  ratios.nim_product_definition_over_recursion_64 = +(ref.ms / fast.ms).toFixed(1);

  // 2. growth with operand size
  const r = cgt.mulberry32(1);
  const small = Array.from({ length: 20000 }, () => Math.floor(r() * 2 ** 32));
  const t32 = bestOf(5, () => {
    let s = 0;
    for (let i = 0; i + 1 < small.length; i++) s ^= cgt.nimProduct(small[i], small[i + 1]);
    return s;
  });
  rows.push({ name: "nimProduct 32-bit numbers", bits: 32, us_per_product: +((1000 * t32.ms) / (small.length - 1)).toFixed(3) });
  let prev = 0;
  for (const bits of [64, 128, 256, 512, 1024, 2048]) {
    const n = bits <= 256 ? 400 : 60;
    const xs = Array.from({ length: n + 1 }, () => randomBig(r, bits));
    const t = bestOf(2, () => {
      let s = 0n;
      for (let i = 0; i < n; i++) s ^= cgt.nimProduct(xs[i], xs[i + 1]);
      return s;
    });
    const us = (1000 * t.ms) / n;
    rows.push({ name: `nimProduct ${bits}-bit bigints`, bits, us_per_product: +us.toFixed(2), growth_vs_half_size: prev ? +(us / prev).toFixed(2) : null });
    prev = us;
  }
  notes.push("nimProduct: four half-size products per level, so at most ×4 per doubling of the size (O(n²)); below 2^16 a GF(2^16) log/antilog lookup, below 2^32 numbers, above bigints. Timings are noisy on a shared machine: compare rows of one run.");

  // 3. inverse: norm recursion vs a^(2^w − 2)
  for (const bits of [64, 256]) {
    const xs = Array.from({ length: 40 }, () => randomBig(r, bits) | 1n);
    const fastInv = bestOf(2, () => xs.map((x) => cgt.nimInverse(x)));
    const e = (1n << BigInt(bits)) - 2n;
    const slowInv = timeIt(() => xs.map((x) => cgt.nimPower(x, e)));
    const agree = fastInv.value.every((v, i) => v === slowInv.value[i]);
    rows.push({ name: `nimInverse ${bits}-bit: norm recursion`, ms: +fastInv.ms.toFixed(3), agree });
    rows.push({ name: `nimInverse ${bits}-bit: a^(2^${bits} − 2)`, ms: +slowInv.ms.toFixed(3), agree });
    ratios[`nim_inverse_power_over_norm_${bits}`] = +(slowInv.ms / fastInv.ms).toFixed(1);
  }

  // 4. misère forms of Dawson's chess lines
  const marks: Record<number, number> = {};
  const t0 = Date.now();
  const N = 80;
  misereGenusSequence("0.137", N, {
    onProgress: (p) => {
      if (p.message?.includes("heap") && p.total === N + 1 && p.done % 10 === 0) marks[p.done] = Date.now() - t0;
    },
  });
  for (const [done, ms] of Object.entries(marks)) rows.push({ name: `0.137 misère forms of lines 0..${Number(done) - 1}`, heaps: Number(done), cumulative_ms: ms });
  rows.push({ name: "misère simplest forms in the store", count: cgt.misereStoreSize() });
  notes.push("Misère simplest forms of 0.137 lines: the cost grows steeply (about ×3–4 per 10 heaps beyond 60) as wild forms and their sums accumulate; no periodicity shortcut exists in misère play.");

  // 5. genus from options vs the definition, on the explicit tree of line 14 of 0.137
  const rows14 = misereGenusSequence("0.137", 14);
  const toTree = (g: cgt.MisereGame, memo = new Map<cgt.MisereGame, cgt.ImpartialTree>()): cgt.ImpartialTree => {
    const m = memo.get(g);
    if (m) return m;
    const t: cgt.ImpartialTree = g.options.map((o) => toTree(o, memo));
    memo.set(g, t);
    return t;
  };
  const tree = toTree(rows14[13].form);
  const viaOptions = bestOf(3, () => cgt.genusFromOptions(rows14[13].form.options.map((o) => cgt.genus(o))));
  const viaDef = bestOf(3, () => cgt.genusReference(tree, 12));
  rows.push({ name: "genus of 0.137 line 13 from its options' genera", ms: +viaOptions.ms.toFixed(4), genus: cgt.formatGenus(viaOptions.value) });
  rows.push({ name: "genus of 0.137 line 13 by the definition (12 terms)", ms: +viaDef.ms.toFixed(3), terms: viaDef.value.misere.join("") });
  ratios.genus_definition_over_option_rule = +(viaDef.ms / Math.max(viaOptions.ms, 1e-3)).toFixed(1);
  return { topic: "misere", rows, ratios, notes };
}
