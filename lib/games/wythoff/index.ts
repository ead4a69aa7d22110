/**
 * Wythoff's game and its generalisation (Fraenkel's a-Wythoff; CGSuite's `game.heap.Wythoff` and
 * `GenWythoff(x -> x + a)`): two heaps [a, b]; a move takes k ≥ 1 from one heap, or k ≥ 1 and l ≥ 1
 * from both with |k − l| < r (r = 1: the same number from both — Wythoff). Impartial; the heaps may
 * be swapped (a symmetry). Pictures "3,5". Cost of a nim-value: O(a·b) positions × O(a·b·r) options.
 *
 * @module
 */
import { checkInteger, InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";

/** Two heaps. */
export type HeapPair = readonly [number, number];

/** Read "3,5" (or "3 5"). Throws InputError naming the bad token. O(length). */
export function parsePair(picture: string): HeapPair {
  const m = /^\s*(\d+)\s*[, ]\s*(\d+)\s*$/.exec(String(picture));
  if (!m) throw new InputError(`a heap pair is written "a,b" with two non-negative integers, got ${JSON.stringify(picture)}`);
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) throw new InputError(`heap pair ${JSON.stringify(picture)}: heaps must be at most 2^53 − 1`);
  return [a, b];
}

/** Write "a,b". O(1). */
export function formatPair(p: HeapPair): string {
  return `${p[0]},${p[1]}`;
}

/** SVG: two columns of tokens. O(a + b). */
export function drawPair(p: HeapPair): string {
  const top = Math.max(1, Math.min(40, Math.max(p[0], p[1])));
  const h = top * 14 + 24;
  const dots = p.flatMap((n, i) => [
    ...Array.from({ length: Math.min(n, 40) }, (_, j) => `<circle cx="${15 + 22 * i}" cy="${h - 26 - 14 * j}" r="6" fill="#555"/>`),
    `<text x="${15 + 22 * i}" y="${h - 4}" font-size="11" text-anchor="middle">${n}</text>`,
  ]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="52" height="${h}" viewBox="0 0 52 ${h}">${dots.join("")}</svg>`;
}

const PHI = (1 + Math.sqrt(5)) / 2;

/**
 * Wythoff's P-positions (Wythoff 1907; Winning Ways ch. 3): (⌊nφ⌋, ⌊nφ²⌋) and their mirror images,
 * φ the golden ratio. True when [a, b] is one (exact for heaps below 2^40). O(1).
 */
export function isWythoffPPosition(a: number, b: number): boolean {
  checkInteger(a, "isWythoffPPosition(a, b): a", { min: 0 });
  checkInteger(b, "isWythoffPPosition(a, b): b", { min: 0 });
  const [x, y] = a <= b ? [a, b] : [b, a];
  const n = y - x;
  return Math.floor(n * PHI) === x;
}

/**
 * The (generalised) Wythoff ruleset; `r` ≥ 1 bounds |k − l| < r on diagonal moves (default 1,
 * Wythoff). For r = 1 the P-positions are known (`knownNimValue` = 0 on them, tested against the
 * search). Throws InputError for a bad r.
 */
export function wythoff(r = 1): ImpartialRuleset<HeapPair> {
  if (!Number.isSafeInteger(r) || r < 1) throw new InputError(`wythoff(r): r must be a positive integer (|k − l| < r on diagonal moves), got ${JSON.stringify(r)}`);
  return defineImpartial<HeapPair>({
    name: r === 1 ? "Wythoff" : `Wythoff (|k − l| < ${r})`,
    // A generator: a heap of 10^9 has 3·10^9 options, so they are produced lazily and the engine's
    // budget (checked while it collects them) stops the search instead of V8 running out of heap.
    options: function* ([a, b]) {
      for (let k = 1; k <= a; k++) yield [a - k, b];
      for (let k = 1; k <= b; k++) yield [a, b - k];
      for (let k = 1; k <= a; k++) for (let l = Math.max(1, k - r + 1); l <= Math.min(b, k + r - 1); l++) yield [a - k, b - l];
    },
    // Exact for every pair of safe integers: a packed number below 2^26 per heap, a bigint above.
    key: ([a, b]) => (a < 2 ** 26 && b < 2 ** 26 ? a * 2 ** 26 + b : (BigInt(a) << 53n) | BigInt(b)),
    isPosition: (v) => Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0),
    symmetries: [{ name: "swap heaps", apply: ([a, b]) => [b, a], swapsPlayers: false }],
    knownNimValue: r === 1 ? ([a, b]) => (isWythoffPPosition(a, b) ? 0 : undefined) : undefined,
    parse: parsePair,
    format: formatPair,
    draw: drawPair,
  });
}
