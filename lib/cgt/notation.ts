/**
 * Printing and parsing of game strings.
 *
 * Printed forms (in this order of preference):
 *  - numbers: `0`, `3`, `-2`, `3/4`, `-3/2`;
 *  - nimbers: `*`, `*2`, …;
 *  - x + n·↑ + *m for a number x, |n| ≤ {@link UP_LIMIT}, m < {@link STAR_LIMIT}: the number (omitted
 *    when 0), then the ups, then the star: `↑`, `⇑`, `↑3` (three ups: the multiplicity is written
 *    as a suffix count, so `↑3` = ↑+↑+↑; the printer never writes CGSuite's `3.↑`, but the parser
 *    accepts it), `↓`, `⇓`, `↓3`; `↑*`, `⇑*`, `↑3*2`; `1*`,
 *    `1/2↑`, `-1⇓*`;
 *  - switches ±x = {x|-x} for a number x: `±1`, `±1/2`;
 *  - everything else as `{L1,L2|R1,R2}` with options printed recursively (numbers first by
 *    value, then the others in string order — independent of ids, so output is reproducible).
 *
 * The parser accepts all printed forms, the seeds' raw strings (`{0,{0|0}|0}`, `{|{|{|0}}}`,
 * `{-1|0,1}`, `0` for `{|}`), whitespace anywhere between tokens, and ASCII alternatives:
 * `^` for ↑, `v` for ↓, `^^` / `vv` for ⇑ / ⇓, `^3` / `v3` for three ups / downs, `+-` for ±;
 * repeated arrows (`↑↑↑` = `↑3`); `x±G` = x + ±G; a leading `-` before anything but a digit
 * negates the following game (`-{2|1}` = {-1|-2}); and `G+H+…` sums at the top level or inside
 * an option list (`↑+↑+*`).
 */
import { InputError } from "../util";
import * as S from "./store";
import { dyadicFromDouble, dyadicToString } from "./dyadic";

/** Largest |n| for which x + n·↑ + *m is recognized by {@link format}. */
export const UP_LIMIT = 16;
/** Nim values m < STAR_LIMIT are recognized in x + n·↑ + *m by {@link format}. */
export const STAR_LIMIT = 8;

let upTable: Map<number, { ups: number; star: number }> | undefined;
S.onReset(() => {
  upTable = undefined;
});

/** n·↑ + *m, built by sums (n may be negative). */
export function upStar(n: number, m: number): S.Game {
  let g = S.nimber(m);
  const u = n >= 0 ? S.UP : S.DOWN;
  for (let i = 0; i < Math.abs(n); i++) g = S.add(g, u);
  return g;
}

function ups(): Map<number, { ups: number; star: number }> {
  if (upTable) return upTable;
  const t = new Map<number, { ups: number; star: number }>();
  for (let n = -UP_LIMIT; n <= UP_LIMIT; n++) {
    if (n === 0) continue;
    for (let m = 0; m < STAR_LIMIT; m++) t.set(upStar(n, m), { ups: n, star: m });
  }
  upTable = t;
  return t;
}

function upString(n: number): string {
  if (n === 0) return "";
  const a = Math.abs(n);
  if (a === 2) return n > 0 ? "⇑" : "⇓";
  const arrow = n > 0 ? "↑" : "↓";
  return a === 1 ? arrow : `${arrow}${a}`;
}

function starString(m: number): string {
  return m === 0 ? "" : m === 1 ? "*" : `*${m}`;
}

function numberString(x: number): string {
  return dyadicToString(dyadicFromDouble(x));
}

/** Default cap on the length of {@link format}'s output (the printed tree can be exponential in the DAG). */
export const DEFAULT_MAX_FORMAT_LENGTH = 10_000_000;

/**
 * The game in the notation described in this module's header. Cost: proportional to the
 * printed size (the canonical game *tree*, which can be exponential in the DAG size); when that
 * would exceed `maxLength` characters (default {@link DEFAULT_MAX_FORMAT_LENGTH}) a RangeError
 * names the limit instead of exhausting memory — use {@link formattedLength} to check first.
 */
export function format(g: S.Game, maxLength: number = DEFAULT_MAX_FORMAT_LENGTH): string {
  S.checkGame(g);
  const len = formattedLength(g);
  if (len > maxLength) {
    throw new RangeError(
      `format: the printed form of game ${g} has ${len} characters, more than maxLength = ${maxLength}; ` +
        "raise maxLength to print it (canonicalSize and formattedLength are cheap)",
    );
  }
  return formatRaw(g, new Map());
}

/** Length of format(g) in UTF-16 code units, computed over the canonical DAG without printing. O(canonical size). */
export function formattedLength(g: S.Game): number {
  S.checkGame(g);
  const memo = new Map<number, number>();
  const len = (x: number): number => {
    const m = memo.get(x);
    if (m !== undefined) return m;
    const a = atomString(x);
    let n: number;
    if (a !== undefined) n = a.length;
    else {
      const L = S.leftOptions(x);
      const R = S.rightOptions(x);
      n = 3 + Math.max(0, L.length - 1) + Math.max(0, R.length - 1);
      for (const o of L) n += len(o);
      for (const o of R) n += len(o);
    }
    memo.set(x, n);
    return n;
  };
  return len(g);
}

function formatRaw(g: number, cache: Map<number, string>): string {
  const c = cache.get(g);
  if (c !== undefined) return c;
  const s = atomString(g) ?? `{${optionList(S.leftOptions(g), cache)}|${optionList(S.rightOptions(g), cache)}}`;
  cache.set(g, s);
  return s;
}

/** The printed form of g if it is not a general {L|R} (numbers, x + n·↑ + *m, ±x). */
function atomString(g: number): string | undefined {
  const x = S.numberValue(g);
  if (x === x) return numberString(x);
  const nim = S.nimberValue(g);
  if (nim >= 0) return starString(nim);
  const ls = S.leftStopValue(g);
  const rs = S.rightStopValue(g);
  if (ls === rs) {
    const inf = ls === 0 ? g : S.sub(g, S.numberFromDouble(ls));
    const nimInf = S.nimberValue(inf);
    const u = nimInf >= 0 ? { ups: 0, star: nimInf } : ups().get(inf);
    if (u) return (ls === 0 ? "" : numberString(ls)) + upString(u.ups) + starString(u.star);
  }
  if (S.leftCount(g) === 1 && S.rightCount(g) === 1) {
    const a = S.leftOption(g, 0);
    const ax = S.numberValue(a);
    if (ax === ax && S.rightOption(g, 0) === S.neg(a)) return "±" + numberString(ax);
  }
  return undefined;
}

function optionList(opts: readonly number[], cache: Map<number, string>): string {
  const items = opts.map((o) => ({ v: S.numberValue(o), s: formatRaw(o, cache) }));
  items.sort((a, b) => {
    const an = a.v === a.v;
    const bn = b.v === b.v;
    if (an && bn) return a.v - b.v;
    if (an !== bn) return an ? -1 : 1;
    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  });
  return items.map((i) => i.s).join(",");
}

// ---------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------

const EXPECT_GAME = "a game ('{', a number, '*', '↑', '↓', '⇑', '⇓', '^', 'v', '±' or '-')";

/** Deepest brace nesting the (recursive) parser accepts. */
export const MAX_NESTING = 1000;

class Parser {
  p = 0;
  depth = 0;
  constructor(readonly s: string) {}

  fail(expected: string): never {
    const c = this.p < this.s.length ? `'${this.s[this.p]}'` : "end of input";
    throw new InputError(`cannot parse game "${this.s}": found ${c}, expected ${expected}`, `position ${this.p}`);
  }

  ws(): void {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(this.p);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.p++;
      else if (c > 127 && /\s/.test(s[this.p])) this.p++;
      else return;
    }
  }

  isDigit(at = this.p): boolean {
    const c = this.s.charCodeAt(at);
    return c >= 48 && c <= 57;
  }

  peek(): string {
    return this.s[this.p] ?? "";
  }

  /** sum := term ('+' term)* — '+' not followed by '-' (that would be '+-' = ±). */
  sum(): S.Game {
    let g = this.term();
    for (;;) {
      this.ws();
      if (this.peek() === "+" && this.s[this.p + 1] !== "-") {
        this.p++;
        g = S.add(g, this.term());
      } else return g;
    }
  }

  term(): S.Game {
    this.ws();
    const c = this.peek();
    if (c === "{") return this.braces();
    if (c === "±" || (c === "+" && this.s[this.p + 1] === "-")) {
      this.p += c === "±" ? 1 : 2;
      return this.plusMinus(this.term());
    }
    if (c === "-" && !this.isDigit(this.p + 1)) {
      this.p++;
      return S.neg(this.term());
    }
    return this.atom();
  }

  plusMinus(g: S.Game): S.Game {
    return S.game([g], [S.neg(g)]);
  }

  braces(): S.Game {
    if (++this.depth > MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested braces`);
    this.p++; // '{'
    const L = this.list("|");
    this.ws();
    if (this.peek() !== "|") this.fail("'|' or ','");
    this.p++;
    const R = this.list("}");
    this.ws();
    if (this.peek() !== "}") this.fail("'}' or ','");
    this.p++;
    this.depth--;
    return S.game(L, R);
  }

  list(end: string): S.Game[] {
    this.ws();
    const out: S.Game[] = [];
    if (this.peek() === end || (end === "}" && this.peek() === "|")) return out;
    for (;;) {
      out.push(this.sum());
      this.ws();
      if (this.peek() !== ",") return out;
      this.p++;
    }
  }

  /** number? ups? star? ('±' term)? — at least one of the first three. */
  atom(): S.Game {
    const start = this.p;
    let value = S.ZERO;
    let any = false;
    // CGSuite-style multiplicity "3.↑" (also "3.^", "2.↓"): an integer count, a dot, one arrow.
    let n = 0;
    let e = this.p;
    while (this.isDigit(e)) e++;
    const arrow = this.s[e + 1];
    if (e > this.p && this.s[e] === "." && (arrow === "↑" || arrow === "^" || arrow === "↓" || arrow === "v")) {
      const k = Number(this.s.slice(this.p, e));
      if (!Number.isSafeInteger(k) || k > 4096) this.fail("an up count ≤ 4096");
      n = arrow === "↑" || arrow === "^" ? k : -k;
      this.p = e + 2;
      any = true;
      if (this.isDigit()) this.fail("'*' or end of the term after a multiplicity like 3.↑");
    } else if (this.peek() === "-" || this.isDigit()) {
      // number
      value = this.number();
      any = true;
    }
    // ups and downs
    for (;;) {
      const c = this.peek();
      let unit = 0;
      if (c === "↑" || c === "^") unit = 1;
      else if (c === "↓" || c === "v") unit = -1;
      else if (c === "⇑") unit = 2;
      else if (c === "⇓") unit = -2;
      else break;
      this.p++;
      any = true;
      const digits = this.digits();
      if (digits !== "") {
        this.p -= digits.length;
        if (Math.abs(unit) !== 1) this.fail("no count after '⇑'/'⇓' (write ↑3 for three ups)");
        const k = Number(digits);
        if (!Number.isSafeInteger(k) || k > 4096) this.fail("an up count ≤ 4096");
        this.p += digits.length;
        n += unit * k;
      } else n += unit;
    }
    let m = 0;
    if (this.peek() === "*") {
      this.p++;
      any = true;
      const digits = this.digits();
      m = digits === "" ? 1 : Number(digits);
      if (!Number.isSafeInteger(m) || m > 4096) {
        this.p -= digits.length;
        this.fail("a nim heap size ≤ 4096");
      }
    }
    if (!any) {
      this.p = start;
      this.fail(EXPECT_GAME);
    }
    let g = n === 0 && m === 0 ? value : S.add(value, upStar(n, m));
    this.ws();
    if (this.peek() === "±" || (this.peek() === "+" && this.s[this.p + 1] === "-")) {
      this.p += this.peek() === "±" ? 1 : 2;
      g = S.add(g, this.plusMinus(this.term()));
    }
    return g;
  }

  digits(): string {
    const st = this.p;
    while (this.isDigit()) this.p++;
    return this.s.slice(st, this.p);
  }

  /** -?digits ('/' digits)?, the denominator a power of two. */
  number(): S.Game {
    const start = this.p;
    let sign = 1n;
    if (this.peek() === "-") {
      sign = -1n;
      this.p++;
    }
    const ds = this.digits();
    if (ds === "") this.fail("a digit");
    if (ds.length <= 6 && this.peek() !== "/") {
      // Fast path for small integers (the seeds' strings are full of "0").
      return S.integer(sign < 0n ? -Number(ds) : Number(ds));
    }
    const num = sign * BigInt(ds);
    let exp = 0;
    if (this.peek() === "/") {
      this.p++;
      const denPos = this.p;
      const den = this.digits();
      if (den === "") this.fail("a denominator (a power of two)");
      const d = BigInt(den);
      if (d <= 0n || (d & (d - 1n)) !== 0n) {
        this.p = denPos;
        this.fail(`a power-of-two denominator (short games have dyadic values), not ${den}`);
      }
      exp = d.toString(2).length - 1;
    }
    try {
      return S.dyadic(num, exp);
    } catch (e) {
      if (e instanceof InputError) {
        this.p = start;
        this.fail(`a supported number (${e.message})`);
      }
      throw e;
    }
  }
}

/**
 * Parse a game string (see the module header for the accepted notation) and return its canonical
 * form. Malformed input throws InputError naming the character position and what was expected.
 * Cost: one canonicalization per brace pair, plus the sums written.
 */
export function parse(s: string): S.Game {
  if (typeof s !== "string") throw new InputError(`parse() needs a string, got ${typeof s}`);
  const ps = new Parser(s);
  const g = ps.sum();
  ps.ws();
  if (ps.p < s.length) ps.fail("'+' or end of input");
  return g;
}
