/**
 * Take-and-break codes in CGSuite's syntax (`game.heap.TakeAndBreak`): the general heap games of
 * Winning Ways ch. 4 ("Taking and Breaking") and their generalisations.
 *
 * A code is `d0.d1d2…dk` or `d0.d1…dj[dj+1…dk]` (the bracketed tail repeats forever). Digit `dt`
 * says what may be left after removing `t` tokens from one heap, read as a bit set over the number
 * of heaps left: bit 2^c set ⇔ the remainder may be left as c non-empty heaps. Digits:
 *
 *  - `0`–`9`, `A`–`V` (base 32, case-insensitive): octal digits are 0–7 (≤ 2 heaps), hexadecimal
 *    digits 0–F (≤ 3 heaps), and so on up to V = 31 (≤ 4 heaps); `&N;` a decimal bit set N.
 *  - a constraint right after a digit restricts the heaps left when there are two or more:
 *    `!` pairwise unequal, `?` not all equal, `=` all equal (Grundy's game is `4!.0`: take
 *    nothing, split a heap into two unequal heaps).
 *  - `*` any number of heaps (0, 1, 2, …); `{a,b,c}` exactly the listed numbers of heaps, `{a,b+}`
 *    also every number above b, each entry optionally with its own constraint (`{2!,3=}`) or one
 *    constraint for all after the brace (`{2+}=`), not both.
 *
 * Rejected, with an {@link InputError} naming the character and why (CGSuite rejects the same
 * malformed codes): no point, a second point, `[` before the point or twice, `]` not at the end
 * or without `[`, an unclosed `[`, `{` without `}`, `&` without `;`, an unknown character, an
 * empty or non-numeric `{...}` entry, a constraint both inside and after braces, more than 63
 * heaps in braces.
 *
 * **Additive digits** (CGSuite's `TBCode`): digits before `d0` add tokens. In `…d₋₂d₋₁d0.d1…` the
 * digit d₋ⱼ says what may be left after *adding* j tokens to a heap (a heap of n becomes n + j
 * tokens, left as c heaps): `80.0` adds one token and splits the n + 1 tokens into three heaps.
 * Leading zero digits are dropped (`04.30` is `4.3`). Beyond CGSuite, cgtlab rejects codes whose game
 * would not end: a `d0` that may leave 0 or 1 heaps (taking nothing and leaving the heap as it was),
 * and a digit adding j tokens that may leave fewer than j + 2 heaps (with c ≤ j + 1 heaps of n + j
 * tokens one of them can be as large as the heap was, e.g. 1 + n after `20.`), so that every heap
 * left is smaller than the heap moved in. A missing `d0` (".07") means 0.
 */
import { InputError } from "../../util";

/** What may be left as c heaps: 0 = not allowed, else the constraint on the c heaps (c ≥ 2). */
export type HeapConstraint = "none" | "any" | "unequal" | "notAllEqual" | "equal";

/** One digit of a take-and-break code: for each number of heaps c, whether (and how) it may be left. */
export interface HeapDigit {
  /** `counts[c]`: the constraint for leaving c heaps ("none" = not allowed). Trailing "none"s dropped. */
  readonly counts: readonly HeapConstraint[];
  /** When true, every number of heaps ≥ counts.length is allowed with the last entry's constraint. */
  readonly allowMore: boolean;
}

/** A parsed take-and-break code. */
export interface TakeAndBreakCode {
  /** Normalised code text (CGSuite's normal form: trailing zeros and all-zero periods dropped). */
  readonly code: string;
  /** Digits d0…dk (d0 first); with a period, the last `period` digits repeat. */
  readonly digits: readonly HeapDigit[];
  /** Length of the repeating tail (0 = none: removing more than k tokens is not allowed). */
  readonly period: number;
  /** Largest number of heaps any digit may leave (Infinity with `*` or `+`). */
  readonly maxHeaps: number;
  /**
   * Additive digits: `additive[j − 1]` is the digit for adding j tokens (d₋ⱼ, written j places
   * before `d0`); empty for codes without digits before `d0`. Trailing zero digits dropped.
   */
  readonly additive: readonly HeapDigit[];
}

const BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
const ZERO_DIGIT: HeapDigit = { counts: [], allowMore: false };

/** The digit for removing `t` tokens (the repeating tail continues it; t < 0 adds −t tokens). O(1). */
export function digitFor(code: TakeAndBreakCode, t: number): HeapDigit {
  if (t < 0) return -t - 1 < code.additive.length ? code.additive[-t - 1] : ZERO_DIGIT;
  const d = code.digits;
  if (t < d.length) return d[t];
  if (code.period === 0) return ZERO_DIGIT;
  const pre = d.length - code.period;
  return d[pre + ((t - pre) % code.period)];
}

/** The constraint of a digit for leaving c heaps ("none" if not allowed). O(1). */
export function constraintFor(digit: HeapDigit, c: number): HeapConstraint {
  if (c < digit.counts.length) return digit.counts[c];
  return digit.allowMore && digit.counts.length > 0 ? digit.counts[digit.counts.length - 1] : "none";
}

function fail(code: string, at: number, why: string): never {
  throw new InputError(`take-and-break code "${code}": ${why}`, `character ${at + 1}`);
}

function constraintAt(s: string, i: number): { c: HeapConstraint; len: number } {
  const ch = s[i];
  if (ch === "!") return { c: "unequal", len: 1 };
  if (ch === "?") return { c: "notAllEqual", len: 1 };
  if (ch === "=") return { c: "equal", len: 1 };
  return { c: "any", len: 0 };
}

/** A digit from a bit set over heap counts, every allowed count with the same constraint. */
function digitFromMask(mask: bigint, c: HeapConstraint): HeapDigit {
  const counts: HeapConstraint[] = [];
  for (let i = 0; mask >> BigInt(i) !== 0n; i++) counts.push((mask >> BigInt(i)) & 1n ? c : "none");
  return normalizeDigit(counts, false);
}

/** CGSuite's normalisation: constraints only matter for ≥ 2 heaps; trailing "none"s dropped. */
function normalizeDigit(counts: HeapConstraint[], allowMore: boolean): HeapDigit {
  const padded = counts.slice();
  if (allowMore) while (padded.length < 4) padded.push(padded[padded.length - 1]);
  const out = padded.map((c, i) => (c !== "none" && i < 2 ? "any" : c));
  while (out.length > 0 && out[out.length - 1] === "none") out.pop();
  if (allowMore) {
    while (out.length >= 2 && out[out.length - 2] === out[out.length - 1]) out.pop();
  }
  return { counts: out, allowMore: allowMore && out.length > 0 };
}

function isZeroDigit(d: HeapDigit): boolean {
  return d.counts.length === 0;
}

const CONSTRAINT_TEXT: Record<HeapConstraint, string> = { none: "", any: "", unequal: "!", notAllEqual: "?", equal: "=" };

/** A digit written back in the code syntax. O(number of counts). */
export function formatDigit(d: HeapDigit): string {
  if (d.counts.length === 0) return "0";
  const allowed = d.counts.map((c, i) => [c, i] as const).filter(([c]) => c !== "none");
  const strong = allowed.filter(([, i]) => i >= 2).map(([c]) => c);
  const uniform = strong.every((c) => c === strong[0]);
  const suffix = uniform && strong.length > 0 ? CONSTRAINT_TEXT[strong[0]] : "";
  if (!d.allowMore && uniform) {
    let mask = 0n;
    for (const [, i] of allowed) mask |= 1n << BigInt(i);
    return (mask < 32n ? BASE32[Number(mask)] : `&${mask};`) + suffix;
  }
  if (d.allowMore && uniform && allowed.length === d.counts.length) return "*" + suffix;
  const entries = allowed.map(([c, i]) => `${i}${uniform ? "" : CONSTRAINT_TEXT[c]}`);
  return `{${entries.join(",")}${d.allowMore ? "+" : ""}}${suffix}`;
}

/**
 * Parse a take-and-break code (see the module comment for the syntax). Throws {@link InputError}
 * naming the character and the reason for a malformed code. Cost: O(length of the code).
 */
export function parseTakeAndBreak(code: string): TakeAndBreakCode {
  if (typeof code !== "string") throw new InputError(`take-and-break code must be a string like "0.137" or "4!.0", got ${JSON.stringify(code)}`);
  const s = code.trim();
  if (s.length === 0) throw new InputError('take-and-break code is empty; expected something like "0.137", "0.[3]" or "4!.0"');
  const before: { d: HeapDigit; at: number }[] = [];
  const after: HeapDigit[] = [];
  let sawPoint = false;
  let periodStart = -1;
  let closed = false;
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (closed) fail(s, i, `"${ch}" after the closing "]"; the repeating part must end the code`);
    let digit: HeapDigit | null = null;
    const at = i;
    if (ch === ".") {
      if (sawPoint) fail(s, i, "a second point");
      if (periodStart >= 0) fail(s, i, "a point inside [...]");
      sawPoint = true;
      i++;
    } else if (ch === "[") {
      if (!sawPoint) fail(s, i, '"[" before the point; only digits after the point may repeat');
      if (periodStart >= 0) fail(s, i, 'a second "["');
      periodStart = after.length;
      i++;
    } else if (ch === "]") {
      if (periodStart < 0) fail(s, i, '"]" without "["');
      if (i !== s.length - 1) fail(s, i, 'the repeating part "[...]" must end the code');
      if (after.length === periodStart) fail(s, i, 'empty repeating part "[]"');
      closed = true;
      i++;
    } else if (ch === "*") {
      const k = constraintAt(s, i + 1);
      digit = normalizeDigit([k.c], true);
      i += 1 + k.len;
    } else if (ch === "{") {
      const end = s.indexOf("}", i);
      if (end < 0) fail(s, i, '"{" without a closing "}"');
      const k = constraintAt(s, end + 1);
      digit = parseBraces(s, i, s.slice(i + 1, end), k.c);
      i = end + 1 + k.len;
    } else if (ch === "&") {
      const end = s.indexOf(";", i);
      if (end < 0) fail(s, i, '"&" without a closing ";" (write a large digit as &N;)');
      const text = s.slice(i + 1, end);
      if (!/^[0-9]+$/.test(text) || text.length > 19) fail(s, i, `"&${text};" is not a decimal digit value`);
      const k = constraintAt(s, end + 1);
      digit = digitFromMask(BigInt(text), k.c);
      i = end + 1 + k.len;
    } else {
      const v = BASE32.indexOf(ch.toUpperCase());
      if (v < 0 || ch.length !== 1) {
        fail(s, i, `"${ch}" is not a digit (0-9, A-V), a constraint after a digit (! ? =), "*", "{...}", "&N;", "." or "[...]"`);
      }
      const k = constraintAt(s, i + 1);
      digit = digitFromMask(BigInt(v), k.c);
      i += 1 + k.len;
    }
    if (digit) {
      if (sawPoint) after.push(digit);
      else before.push({ d: digit, at });
    }
  }
  if (!sawPoint) throw new InputError(`take-and-break code "${s}" has no point; write it as d0.d1d2… e.g. "0.137"`);
  if (periodStart >= 0 && !closed) throw new InputError(`take-and-break code "${s}": "[" is never closed by "]"`, `character ${s.indexOf("[") + 1}`);
  const last = before.length - 1;
  const d0 = last >= 0 ? before[last].d : ZERO_DIGIT;
  if (constraintFor(d0, 0) !== "none" || constraintFor(d0, 1) !== "none") {
    fail(s, before[last].at, `d0 = ${formatDigit(d0)} may leave ${constraintFor(d0, 0) !== "none" ? "no heap" : "one heap"} after taking nothing, so the game would not end (d0 may only split a heap into 2 or more heaps)`);
  }
  const additive: HeapDigit[] = [];
  for (let j = 1; j <= last; j++) {
    const { d, at } = before[last - j];
    for (let c = 0; c <= j + 1; c++) {
      if (constraintFor(d, c) === "none") continue;
      fail(s, at, `the additive digit ${formatDigit(d)} adds ${j} token${j === 1 ? "" : "s"} and may leave ${c} heap${c === 1 ? "" : "s"}, so a heap could grow back to its size and the game need not end (a digit adding j tokens may only leave j + 2 or more heaps: expected 0 or a digit such as {${j + 2}+})`);
    }
    additive.push(d);
  }
  return normalizeCode([d0, ...after], periodStart < 0 ? 0 : after.length - periodStart, additive);
}

function parseBraces(s: string, at: number, body: string, global: HeapConstraint): HeapDigit {
  const allowMore = body.endsWith("+");
  const list = allowMore ? body.slice(0, -1) : body;
  const counts: HeapConstraint[] = [];
  for (const token of list.split(",")) {
    const t = token.trim();
    const k = constraintAt(t, t.length - 1);
    const num = k.len ? t.slice(0, -1) : t;
    if (!/^[0-9]+$/.test(num)) fail(s, at, `"${token}" in {${body}} is not a number of heaps`);
    if (k.len && global !== "any") fail(s, at, `{${body}} has a constraint both inside the braces and after them`);
    const n = Number(num);
    if (n > 63) fail(s, at, `{${body}} allows ${n} heaps; at most 63 may be listed`);
    while (counts.length <= n) counts.push("none");
    counts[n] = k.len ? k.c : global;
  }
  return normalizeDigit(counts, allowMore);
}

function normalizeCode(digits: HeapDigit[], period: number, additiveDigits: readonly HeapDigit[]): TakeAndBreakCode {
  let additive = additiveDigits.slice();
  while (additive.length > 0 && isZeroDigit(additive[additive.length - 1])) additive = additive.slice(0, -1);
  let ds = digits;
  let p = period;
  if (p > 0 && ds.slice(ds.length - p).every(isZeroDigit)) {
    ds = ds.slice(0, ds.length - p);
    p = 0;
  }
  if (p === 0) while (ds.length > 1 && isZeroDigit(ds[ds.length - 1])) ds = ds.slice(0, -1);
  const maxHeaps = [...ds, ...additive].reduce((m, d) => Math.max(m, d.allowMore ? Infinity : d.counts.length - 1), 0);
  const tail = ds.slice(1).map(formatDigit);
  const pre = tail.slice(0, tail.length - p).join("");
  const per = tail.slice(tail.length - p).join("");
  const head = additive.map(formatDigit).reverse().join("") + formatDigit(ds[0]);
  const text = `${head}.${p > 0 ? `${pre}[${per}]` : pre || "0"}`;
  return { code: text, digits: ds, period: p, maxHeaps, additive };
}

/** True when the code is a finite octal code (digits 0–7 without constraints, no repeating tail). O(k). */
export function isOctal(code: TakeAndBreakCode): boolean {
  return code.period === 0 && code.additive.length === 0 && code.digits.every((d) => !d.allowMore && d.counts.length <= 3 && d.counts.every((c) => c === "none" || c === "any"));
}

/**
 * The code of a subtraction game (CGSuite's `Subtraction(set)`): take t ∈ `set` tokens from a heap,
 * leaving one heap or none (digit 3 at each t). With `allbut`, take any number of tokens except
 * those in `set` (a repeating tail `[3]`). Throws InputError for a bad set. O(max of set).
 */
export function subtractionCode(set: readonly number[], allbut = false): string {
  if (!Array.isArray(set as unknown) || set.length === 0) throw new InputError(`a subtraction set must be a non-empty array of positive integers, got ${JSON.stringify(set)}`);
  set.forEach((t, i) => {
    if (!Number.isSafeInteger(t) || t < 1) throw new InputError(`a subtraction set holds positive integers, got ${JSON.stringify(t)}`, `set index ${i}`);
  });
  if (set.length > 4096 || Math.max(...set) > 4096) throw new InputError("subtraction sets up to 4096 are supported");
  const has = new Set(set);
  const max = Math.max(...set);
  let tail = "";
  for (let t = 1; t <= max; t++) tail += has.has(t) !== allbut ? "3" : "0";
  return allbut ? `0.${tail}[3]` : `0.${tail}`;
}

/**
 * Every way to leave heaps after one move from a heap of size n: arrays of heap sizes (ascending,
 * each ≥ 1), one per distinct option, in CGSuite's order (additive digits first, then by tokens
 * removed, number of heaps, and lexicographically). Cost: O(number of options × heaps per option);
 * the number of options grows like the partitions of n into the allowed numbers of parts.
 */
export function takeAndBreakOptions(code: TakeAndBreakCode, n: number): number[][] {
  const out: number[][] = [];
  forEachTakeAndBreakOption(code, n, (parts, count) => out.push(parts.slice(0, count)));
  return out;
}

/**
 * Call `visit(parts, count)` for each option of a heap of size n ({@link takeAndBreakOptions}'s
 * order): the heaps left are `parts[0..count)`, ascending. `parts` is one buffer reused for every
 * option (copy what you keep), so enumerating costs no allocation per option: O(options × heaps).
 */
export function forEachTakeAndBreakOption(code: TakeAndBreakCode, n: number, visit: (parts: readonly number[], count: number) => void): void {
  const maxT = code.period > 0 ? n : Math.min(n, code.digits.length - 1);
  const buf: number[] = [];
  for (let t = -code.additive.length; t <= maxT; t++) {
    const d = digitFor(code, t);
    if (isZeroDigit(d)) continue;
    const rest = n - t;
    const cMax = d.allowMore ? rest : Math.min(rest, d.counts.length - 1);
    for (let c = 0; c <= cMax; c++) {
      const k = constraintFor(d, c);
      if (k === "none") continue;
      if (c === 0) {
        if (rest === 0 && t > 0) visit(buf, 0);
        continue;
      }
      if (c === 1) {
        if (t > 0) {
          buf[0] = rest;
          visit(buf, 1);
        }
        continue;
      }
      partitions(rest, c, k, buf, visit);
    }
  }
}

/** Visit the partitions of `total` into `parts` non-decreasing positive parts satisfying `k`, in `buf`. */
function partitions(total: number, parts: number, k: HeapConstraint, buf: number[], visit: (parts: readonly number[], count: number) => void): void {
  if (k === "equal") {
    if (total % parts !== 0) return;
    for (let i = 0; i < parts; i++) buf[i] = total / parts;
    visit(buf, parts);
    return;
  }
  const step = k === "unequal" ? 1 : 0;
  const rec = (i: number, min: number, left: number): void => {
    const remaining = parts - i;
    if (remaining === 1) {
      if (left < min) return;
      buf[i] = left;
      if (k === "notAllEqual" && buf[0] === left) return;
      visit(buf, parts);
      return;
    }
    for (let v = min; v * remaining + (step * remaining * (remaining - 1)) / 2 <= left; v++) {
      buf[i] = v;
      rec(i + 1, v + step, left - v);
    }
  };
  rec(0, 1, total);
}
