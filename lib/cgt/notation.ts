/**
 * Printing and parsing of game strings.
 *
 * Printed forms, default (Unicode) style, in this order of preference:
 *  - numbers: `0`, `3`, `-2`, `3/4`, `-3/2`, `-1823437481924`;
 *  - nimbers: `*`, `*2`, `*43784`;
 *  - x + n·↑ + *m for a number x and any n, m: the number (omitted when 0), then the ups, then
 *    the star: `↑`, `⇑`, `↑3` (three ups: the multiplicity is a suffix count, so `↑3` = ↑+↑+↑),
 *    `↓`, `⇓`, `↓3`; `↑*`, `⇑*`, `↑3*2`; `1*`, `1/2↑`, `-1⇓*`, `13↑3*8`;
 *  - switches ±x = {x|-x} for a number x: `±1`, `±1/2`;
 *  - everything else as `{L1,L2|R1,R2}` with options printed recursively, in CGSuite's option
 *    order in every style (numbers by value, nimbers, uptimals by expansion, then the others by
 *    their sorted option lists: {@link cgsuiteOrder}) — a function of the games alone, never of
 *    store ids or history, so the same game prints the same in every run.
 * `format(g, { style: "ascii" })` writes what CGSuite prints instead: `^`, `^^`, `^3`, `v`, `vv`,
 * `v3`, `+-1`, general switches `+-{1,1*}` / `+-{2|1}`, uptimals `^<3>` (↑³) and `^[4]*` (↑^[4] + *),
 * `Tiny(3/2)`, `3Tiny({3|1})`, `Miny(G)`, slash notation (`{3||2|1}` for {3|{2|1}}; a form that would
 * need 4 slashes keeps its braces, as in CGSuite). The `slash` and
 * `names` options mix these (see {@link FormatOptions}).
 *
 * The parser accepts every printed form in either style, everything CGSuite prints for short
 * games (test/data/cgsuite-printed-values.tsv), the seeds' raw strings (`{0,{0|0}|0}`,
 * `{|{|{|0}}}`, `{-1|0,1}`, `0` for `{|}` — "seeds" are the five source documents named in
 * SOURCES.md), whitespace between any two tokens (`1 *`, `123 v 58 * 43784`), repeated
 * arrows (`↑↑↑` = `↑3`), multiplicities `k.↑` / `k.G`, `x±G` = x + ±G, `±{a,b}` / `±(a,b)` =
 * {a,b|-a,-b}, a leading `-` before anything but a digit (negation), parentheses, and `G+H+…`
 * sums at the top level or inside an option list. Slash notation: in `{…}` the unique longest
 * run of `|` splits left from right; a side that still contains `|` is one game.
 *
 * Why one file of ~1,100 lines: the printer and the parser of one notation (both styles) side by
 * side, so that every form's writer and reader change together (`parse(format(g)) = g`).
 */
import { checkInteger, checkOptionNames, describeValue, InputError, optionNames } from "../util";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { dCmp, dyadicFromDouble, dyadicToString } from "./dyadic";

/**
 * Former limits of the x + n·↑ + *m abbreviation in {@link format}. There is no limit any more
 * (these values are closed-form nodes of any size); kept for callers that import them.
 */
export const UP_LIMIT = 0x7fffffff;
/** See {@link UP_LIMIT}: nim values of any size are abbreviated. */
export const STAR_LIMIT = 0x7fffffff;

/** n·↑ + *m (n may be negative), in O(1): a closed-form node of the store. */
export function upStar(n: number, m: number): GameId {
  return S.upStarGame(0, n, m);
}

// Uptimals ↑ⁿ and ↑^[n] (CGSuite's `^<n>`, `^[n]`), built from CGSuite's definitions for G = ↑ =
// {0|*}: G.powTo(n) is the ordinal sum G : (n − 1), i.e. ↑^[1] = ↑ and ↑^[n] = {↑^[n−1] | *}
// (CGSuite's test: {^|*} = ^[2], {0|*||*|||*||||*} = ^[4]); G.pow(n) = {0 | −G.powTo(n−1) + *}, i.e.
// ↑ⁿ = {0 | ↓^[n−1]*}. Cached per store (ids die with resetStore).
let powToIds: GameId[] = [];
let powIds: GameId[] = [];
S.onReset(() => {
  powToIds = [];
  powIds = [];
});

/** Largest n accepted for ↑ⁿ and ↑^[n] (each costs O(n) new games). */
export const MAX_UPTIMAL_EXPONENT = 1 << 20;

function checkExponent(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_UPTIMAL_EXPONENT) {
    throw new InputError(`${what} needs an integer exponent 1 ≤ n ≤ ${MAX_UPTIMAL_EXPONENT}, got ${String(n)}`);
  }
}

/** ↑^[n] = ↑ : (n − 1) (ordinal sum; CGSuite `^[n]`), n ≥ 1. O(n) games the first time, then O(1). */
export function upPowTo(n: number): GameId {
  checkExponent(n, "upPowTo");
  if (powToIds.length === 0) powToIds.push(S.ZERO, S.UP);
  while (powToIds.length <= n) powToIds.push(S.game([powToIds[powToIds.length - 1]], [S.STAR]));
  return powToIds[n];
}

/** ↑ⁿ = {0 | ↓^[n−1] + *} (CGSuite `^<n>`), n ≥ 1; ↑¹ = ↑. O(n) games the first time. */
export function upPow(n: number): GameId {
  checkExponent(n, "upPow");
  const known = powIds[n];
  if (known !== undefined) return known;
  const g = n === 1 ? S.UP : S.game([S.ZERO], [S.add(S.neg(upPowTo(n - 1)), S.STAR)]);
  powIds[n] = g;
  return g;
}

/** Tiny(G) = {0 || 0 | −G} (Winning Ways' ⧾_G; CGSuite `Tiny(G)`). O(canonicalization). */
export function tinyOf(g: GameId): GameId {
  return S.game([S.ZERO], [S.game([S.ZERO], [S.neg(g)])]);
}

/** Miny(G) = {G | 0 || 0} = −Tiny(G) (CGSuite `Miny(G)`). O(canonicalization). */
export function minyOf(g: GameId): GameId {
  return S.game([S.game([g], [S.ZERO])], [S.ZERO]);
}

/** Output style of {@link format}. */
export interface FormatOptions {
  /**
   * "unicode" (default): `↑` `⇑` `↑3` `↓` `±1` `↑<3>` `↑[4]`; "ascii": CGSuite's input syntax
   * `^` `^^` `^3` `v` `vv` `v3` `+-1` `^<3>` `^[4]`.
   */
  style?: "unicode" | "ascii";
  /**
   * Slash notation `{a||b|c}` for {a|{b|c}}: "cgsuite" writes a side that is a single braced
   * game without its braces and separates with one more slash than it uses (CGSuite's output),
   * "shorter" does so only where the result is strictly shorter, "never" keeps nested braces.
   * Default: "never" in the unicode style (today's output), "cgsuite" in the ascii style.
   */
  slash?: "cgsuite" | "shorter" | "never";
  /**
   * Write x + ↑ⁿ, x + ↑^[n] (with or without *) and x + Tiny(G) / Miny(G) by name (`^<n>`,
   * `^[n]`, `Tiny(G)`, as CGSuite prints them). Default: true in the ascii style, false in the
   * unicode style (today's output: such games as braces).
   */
  names?: boolean;
  /** Refuse (RangeError) to print more than this many characters; default {@link DEFAULT_MAX_FORMAT_LENGTH}. */
  maxLength?: number;
}

/** The fields of {@link FormatOptions}. */
const FORMAT_OPTION_NAMES = optionNames<FormatOptions>({ style: true, slash: true, names: true, maxLength: true });

interface Style {
  ascii: boolean;
  names: boolean;
  slash: "cgsuite" | "shorter" | "never";
}

function upString(n: number, st: Style): string {
  if (n === 0) return "";
  const a = Math.abs(n);
  if (st.ascii) {
    const c = n > 0 ? "^" : "v";
    return a === 1 ? c : a === 2 ? c + c : `${c}${a}`;
  }
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

/** maxLength: a whole number of characters ≥ 0, or Infinity for no limit. InputError naming the argument otherwise. */
function checkMaxLength(v: unknown, name: string): number {
  if (v === Infinity) return v;
  return checkInteger(v, `${name} (the most characters to print; Infinity for no limit)`, { min: 0 });
}

function styleOf(options: number | FormatOptions | undefined): { st: Style; maxLength: number } {
  if (options === undefined || typeof options === "number") {
    const maxLength = options === undefined ? DEFAULT_MAX_FORMAT_LENGTH : checkMaxLength(options, "format(g, maxLength): maxLength");
    return { st: { ascii: false, names: false, slash: "never" }, maxLength };
  }
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new InputError(`format(): the second argument must be an options object such as { style: "ascii" } or a maxLength number, got ${describeValue(options)}`);
  }
  checkOptionNames(options, FORMAT_OPTION_NAMES, "format()");
  const style = options.style ?? "unicode";
  if (style !== "unicode" && style !== "ascii") throw new InputError(`format(): style must be "unicode" or "ascii", got ${String(style)}`);
  const slash = options.slash ?? (style === "ascii" ? "cgsuite" : "never");
  if (slash !== "cgsuite" && slash !== "shorter" && slash !== "never") throw new InputError(`format(): slash must be "cgsuite", "shorter" or "never", got ${String(slash)}`);
  const maxLength = options.maxLength === undefined ? DEFAULT_MAX_FORMAT_LENGTH : checkMaxLength(options.maxLength, "format(): options.maxLength");
  const names = options.names ?? style === "ascii";
  return { st: { ascii: style === "ascii", names: names, slash }, maxLength };
}

/**
 * The game in the notation described in this module's header; `options` (or, as before, a
 * number = maxLength) picks the style: see {@link FormatOptions}. Cost: proportional to the
 * printed size (the canonical game *tree*, which can be exponential in the DAG size); when that
 * would exceed `maxLength` characters (default {@link DEFAULT_MAX_FORMAT_LENGTH}) a RangeError
 * names the limit instead of exhausting memory — use {@link formattedLength} to check first.
 * Iterative (no recursion over the game's depth).
 */
export function format(g: GameId, options?: number | FormatOptions): string {
  S.checkGame(g);
  const { st, maxLength } = styleOf(options);
  const lay = layout(g, st);
  const len = lay.get(g)!.len;
  if (len > maxLength) {
    throw new RangeError(
      `format: the printed form of game ${g} has ${len} characters, more than maxLength = ${maxLength}; ` +
        "raise maxLength to print it (canonicalSize and formattedLength are cheap)",
    );
  }
  // Post-order over the DAG again, building strings bottom-up.
  const out = new Map<number, string>();
  for (const x of postOrder(g, lay)) {
    const l = lay.get(x)!;
    if (l.atom !== undefined) {
      out.set(x, l.atom);
      continue;
    }
    const side = (opts: Opt[], inline: boolean): string => {
      if (inline) return out.get(opts[0].g)!.slice(1, -1);
      return opts.map((o) => out.get(o.g)!).join(",");
    };
    const sep = "|".repeat(l.level);
    out.set(x, `{${side(l.left, l.inlineL)}${sep}${side(l.right, l.inlineR)}}`);
  }
  return out.get(g)!;
}

/** Length of format(g, options) in UTF-16 code units, computed over the canonical DAG without printing. O(canonical size). */
export function formattedLength(g: GameId, options?: number | FormatOptions): number {
  S.checkGame(g);
  return layout(g, styleOf(options).st).get(g)!.len;
}

interface Opt {
  g: number;
}

interface Layout {
  /** Printed length. */
  len: number;
  /** The printed form when it is not a braced {L|R}. */
  atom?: string;
  /** Slash count of the separator (0 for atoms). */
  level: number;
  left: Opt[];
  right: Opt[];
  inlineL: boolean;
  inlineR: boolean;
}

/** Children of x in the layout (none for atoms). */
function childrenOf(x: number, lay: Map<number, Layout>): number[] {
  const l = lay.get(x);
  if (l !== undefined) return l.atom !== undefined ? [] : [...l.left.map((o) => o.g), ...l.right.map((o) => o.g)];
  return [];
}

function postOrder(g: number, lay: Map<number, Layout>): number[] {
  const order: number[] = [];
  const seen = new Set<number>([g]);
  const stack: [number, number][] = [[g, 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const ch = childrenOf(top[0], lay);
    if (top[1] < ch.length) {
      const c = ch[top[1]++];
      if (!seen.has(c)) {
        seen.add(c);
        stack.push([c, 0]);
      }
    } else {
      stack.pop();
      order.push(top[0]);
    }
  }
  return order;
}

/** CGSuite writes at most 3 slashes inline; a form that would need 4 keeps its braces (and counts as 0). */
const CGSUITE_MAX_SLASHES = 4;

/**
 * Layout of every subposition of g (iterative post-order): atom strings, and for braced forms
 * the option order, slash level and which sides are written inline. O(canonical size × options).
 */
function layout(g: number, st: Style): Map<number, Layout> {
  const lay = new Map<number, Layout>();
  const sorted = new Map<number, [number[], number[]]>();
  const stack: [number, number[] | undefined][] = [[g, undefined]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const x = top[0];
    if (lay.has(x)) {
      stack.pop();
      continue;
    }
    if (top[1] === undefined) {
      const a = atomString(x, st);
      if (a !== undefined) {
        lay.set(x, { len: a.length, atom: a, level: 0, left: [], right: [], inlineL: false, inlineR: false });
        stack.pop();
        continue;
      }
      top[1] = [...S.leftOptions(x), ...S.rightOptions(x)];
    }
    const pending = top[1].filter((c) => !lay.has(c));
    if (pending.length > 0) {
      for (const c of pending) stack.push([c, undefined]);
      continue;
    }
    stack.pop();
    const mk = (o: number): Opt => ({ g: o });
    const order = (a: Opt, b: Opt): number => cgsuiteOrder(a.g, b.g, sorted);
    const L = S.leftOptions(x).map(mk).sort(order);
    const R = S.rightOptions(x).map(mk).sort(order);
    const listLen = (os: Opt[]): number => Math.max(0, os.length - 1) + os.reduce((s, o) => s + lay.get(o.g)!.len, 0);
    const braced = (os: Opt[]): Layout | undefined => {
      if (os.length !== 1) return undefined;
      const l = lay.get(os[0].g)!;
      return l.atom === undefined ? l : undefined;
    };
    // CGSuite never inlines a game that already uses 4 slashes (it braces it instead).
    const inlinable = (l: Layout | undefined): Layout | undefined => (l !== undefined && (st.slash !== "cgsuite" || l.level < CGSUITE_MAX_SLASHES) ? l : undefined);
    const bl = inlinable(braced(L));
    const br = inlinable(braced(R));
    let best: { len: number; level: number; il: boolean; ir: boolean } | undefined;
    const choices: [boolean, boolean][] = st.slash === "never" ? [[false, false]] : st.slash === "cgsuite" ? [[bl !== undefined, br !== undefined]] : [[true, true], [true, false], [false, true], [false, false]];
    for (const [il0, ir0] of choices) {
      const il = il0 && bl !== undefined;
      const ir = ir0 && br !== undefined;
      const level = 1 + Math.max(il ? bl!.level : 0, ir ? br!.level : 0);
      const len = 2 + level + (il ? bl!.len - 2 : listLen(L)) + (ir ? br!.len - 2 : listLen(R));
      if (best === undefined || len < best.len) best = { len, level, il, ir };
    }
    const b = best!;
    lay.set(x, { len: b.len, level: b.level, left: L, right: R, inlineL: b.il, inlineR: b.ir });
  }
  return lay;
}

/**
 * CGSuite's deterministic option order (`CanonicalShortGame.DeterministicOrdering`, which it uses
 * whenever it prints), a total order that depends only on the games (never on store ids or
 * history): numbers by value; then nimbers by size; then uptimals — games with an uptimal
 * expansion x.a₁a₂…a_k + *m, x + n·↑ + *m included ({@link uptimalOf}) — by x, then a₁, a₂, …
 * over the common length, then the shorter expansion first, then m (CGSuite's
 * `UptimalExpansion.compareTo`); then all other games by their sorted left option lists compared
 * lexicographically in this same order (a proper prefix first), then the right lists.
 * `sorted` memoizes the sorted option lists. Cost: recursive over the games compared, plus
 * {@link uptimalOf} once per game met.
 */
function cgsuiteOrder(a: number, b: number, sorted: Map<number, [number[], number[]]>): number {
  if (a === b) return 0;
  const ca = orderClass(a);
  const cb = orderClass(b);
  if (ca !== cb) return ca - cb;
  if (ca === 0) return numberOrder(a, b);
  if (ca === 1) return S.nimberValue(a) - S.nimberValue(b);
  if (ca === 2) {
    const ea = uptimalOf(a)!;
    const eb = uptimalOf(b)!;
    if (ea.x !== eb.x) return numberOrder(ea.x, eb.x);
    const n = Math.min(ea.c.length, eb.c.length);
    for (let i = 0; i < n; i++) if (ea.c[i] !== eb.c[i]) return ea.c[i] - eb.c[i];
    if (ea.c.length !== eb.c.length) return ea.c.length - eb.c.length;
    return ea.m - eb.m;
  }
  const lists = (x: number): [number[], number[]] => {
    let l = sorted.get(x);
    if (l === undefined) {
      const cmp = (p: number, q: number): number => cgsuiteOrder(p, q, sorted);
      l = [[...S.leftOptions(x)].sort(cmp), [...S.rightOptions(x)].sort(cmp)];
      sorted.set(x, l);
    }
    return l;
  };
  const [al, ar] = lists(a);
  const [bl, br] = lists(b);
  const cmpLists = (p: number[], q: number[]): number => {
    for (let i = 0; i < Math.min(p.length, q.length); i++) {
      const c = cgsuiteOrder(p[i], q[i], sorted);
      if (c !== 0) return c;
    }
    return p.length - q.length;
  };
  return cmpLists(al, bl) || cmpLists(ar, br);
}

/** Sign of a − b for number games a, b: their doubles when they differ (monotone), else exact values. O(1). */
function numberOrder(a: number, b: number): number {
  const x = S.numberValue(a);
  const y = S.numberValue(b);
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : dCmp(S.numberExact(a)!, S.numberExact(b)!);
}

/** 0 number, 1 nimber, 2 other uptimal (x + n·↑ + *m included), 3 anything else. */
function orderClass(g: number): number {
  if (S.isBigNumber(g)) return 0;
  const n = S.nusOf(g);
  if (n !== undefined) {
    if (n.ups === 0 && n.star === 0) return 0;
    if (n.x === 0 && n.ups === 0) return 1;
    return 2;
  }
  return uptimalOf(g) !== undefined ? 2 : 3;
}

/** An uptimal expansion x.a₁…a_k + *m (a_k ≠ 0; `c` empty for x + *m); x is the number game (exact, any size). */
export interface Uptimal {
  x: GameId;
  m: number;
  c: number[];
}

let uptimals = new Map<number, Uptimal | null>();
S.onReset(() => {
  uptimals = new Map();
});

/**
 * The uptimal expansion of g — g = x + *m + a₁·↑ + a₂·↑² + … + a_k·↑ᵏ with ↑ⁱ = {@link upPow}(i)
 * — or undefined; the same classification as CGSuite's `CanonicalShortGameOps.uptimalExpansion`.
 * The facts used (Siegel, CGT II.7; CGSuite's UptimalExpansion): x + n·↑ + *m has the expansion
 * x.n + *m; otherwise, if g's expansion ends with a_k > 0, g has exactly one Right option, whose
 * expansion is g's with a₁ … a_k each lowered by 1 and *1 added, and all of g's options are
 * uptimals with g's number part; so, from the Right option's expansion r, g can only be r raised
 * by 1 over its length (if r ends with a positive coefficient) or raised by 1 over
 * max(length of r, of any Left option's expansion) + 1 (new coefficients 1) with *1 added. Each
 * candidate is checked exactly, by building its game and comparing ids; a_k < 0 is the same for
 * −g. Post-order over the options with an explicit stack (any depth); memoized per game until
 * resetStore. Cost: per game, a few sums of ↑ⁱ of its birthday.
 */
export function uptimalOf(g: number): Uptimal | undefined {
  const known = uptimals.get(g);
  if (known !== undefined) return known ?? undefined;
  const stack = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1];
    if (uptimals.has(x)) {
      stack.pop();
      continue;
    }
    const nus = S.nusOf(x);
    if (nus !== undefined || S.isBigNumber(x)) {
      uptimals.set(x, { x: S.leftStopGame(x), m: nus?.star ?? 0, c: nus === undefined || nus.ups === 0 ? [] : [nus.ups] });
      stack.pop();
      continue;
    }
    const nl = S.leftCount(x);
    const nr = S.rightCount(x);
    // An uptimal has equal stops, and one Right option (or, if its last coefficient is negative, one Left option).
    if (S.leftStopGame(x) !== S.rightStopGame(x) || (nl !== 1 && nr !== 1) || nl === 0 || nr === 0) {
      uptimals.set(x, null);
      stack.pop();
      continue;
    }
    const pending = [...S.leftOptions(x), ...S.rightOptions(x)].filter((o) => !uptimals.has(o));
    if (pending.length > 0) {
      stack.push(...pending);
      continue;
    }
    stack.pop();
    const exp = (o: number): Uptimal | undefined => uptimals.get(o) ?? undefined;
    const negate = (e: Uptimal): Uptimal => ({ x: S.neg(e.x), m: e.m, c: e.c.map((a) => (a === 0 ? 0 : -a)) });
    let found: Uptimal | undefined;
    if (nr === 1) found = positiveUptimal(x, S.leftOptions(x).map(exp), exp(S.rightOption(x, 0)));
    if (found === undefined && nl === 1) {
      const neg = (e: Uptimal | undefined): Uptimal | undefined => (e === undefined ? undefined : negate(e));
      const e = positiveUptimal(S.neg(x), S.rightOptions(x).map((o) => neg(exp(o))), neg(exp(S.leftOption(x, 0))));
      if (e !== undefined) found = negate(e);
    }
    uptimals.set(x, found ?? null);
  }
  return uptimals.get(g) ?? undefined;
}

/** The expansion of g ending with a positive coefficient, given its options' expansions (see {@link uptimalOf}). */
function positiveUptimal(g: number, left: (Uptimal | undefined)[], r: Uptimal | undefined): Uptimal | undefined {
  if (r === undefined) return undefined;
  let maxLeft = 0;
  for (const e of left) {
    if (e?.x !== r.x) return undefined;
    maxLeft = Math.max(maxLeft, e.c.length);
  }
  const raise = (len: number): Uptimal => ({
    x: r.x,
    m: r.m ^ 1,
    c: Array.from({ length: Math.max(len, r.c.length) }, (_, i) => (i < r.c.length ? r.c[i] + (i < len ? 1 : 0) : 1)),
  });
  const candidates: Uptimal[] = [];
  if (r.c.length > 0 && r.c[r.c.length - 1] > 0) candidates.push(raise(r.c.length));
  candidates.push(raise(Math.max(r.c.length, maxLeft) + 1));
  for (const e of candidates) {
    while (e.c.length > 0 && e.c[e.c.length - 1] === 0) e.c.pop();
    if (e.c.length === 0 || e.c[e.c.length - 1] <= 0) continue;
    if (uptimalGame(e) === g) return e;
  }
  return undefined;
}

/** The game x + *m + Σ a_i·↑ⁱ. O(k) sums (each a_i·↑ⁱ by doubling). */
function uptimalGame(e: Uptimal): number {
  let g = S.add(e.x, S.nimber(e.m));
  for (let i = 0; i < e.c.length; i++) {
    let a = e.c[i];
    if (a === 0) continue;
    let p = a < 0 ? S.neg(upPow(i + 1)) : upPow(i + 1);
    a = Math.abs(a);
    while (a > 0) {
      if (a & 1) g = S.add(g, p);
      a >>>= 1;
      if (a > 0) p = S.add(p, p);
    }
  }
  return g;
}

/**
 * The printed form of g if it is not a general {L|R}: numbers, x + n·↑ + *m, x + ↑ⁿ / ↑^[n]
 * (+ *), x + Tiny(G) / Miny(G), and switches ±x. O(1) for closed-form values; otherwise a few
 * id lookups (candidates are built once per exponent and cached).
 */
function atomString(g: number, st: Style): string | undefined {
  const nus = S.nusOf(g);
  if (nus !== undefined) {
    if (nus.ups === 0 && nus.star === 0) return numberString(nus.x);
    return (nus.x === 0 ? "" : numberString(nus.x)) + upString(nus.ups, st) + starString(nus.star);
  }
  if (S.isBigNumber(g)) return dyadicToString(S.numberExact(g)!);
  // Stops as number games: exact (any size), equal iff the same id.
  const ls = S.leftStopGame(g);
  if (S.isBigNumber(ls) && ls === S.rightStopGame(g)) {
    // x + n·↑ + *m with a big x (no closed-form node): printed as for a small x.
    const n = S.nusOf(S.sub(g, ls));
    if (n !== undefined) return dyadicToString(S.numberExact(ls)!) + upString(n.ups, st) + starString(n.star);
  }
  if (ls === S.rightStopGame(g) && st.names) {
    const inf = ls === S.ZERO ? g : S.sub(g, ls);
    const u = uptimalString(inf, st) ?? tinyString(inf, st);
    if (u !== undefined) return (ls === S.ZERO ? "" : dyadicToString(S.numberExact(ls)!)) + u;
  }
  if (S.leftCount(g) === 1 && S.rightCount(g) === 1) {
    const a = S.leftOption(g, 0);
    const ax = S.numberExact(a);
    if (ax !== undefined && S.rightOption(g, 0) === S.neg(a)) return (st.ascii ? "+-" : "±") + dyadicToString(ax);
  }
  if (st.names) return switchString(g, st);
  return undefined;
}

/**
 * A switch ±{a,b,…} = {a,b,… | −a,−b,…} (the right options are exactly the negatives of the left
 * ones), written as CGSuite does: `+-G` with G braced if it is a general game (and parenthesized
 * if it is a Tiny/Miny form), `+-{a,b}` for several options. Else undefined.
 */
function switchString(g: number, st: Style): string | undefined {
  const L = S.leftOptions(g);
  const R = S.rightOptions(g);
  if (L.length !== R.length || L.length === 0) return undefined;
  const negs = new Set(L.map((x) => S.neg(x)));
  for (const r of R) if (!negs.has(r)) return undefined;
  const opt: FormatOptions = { style: st.ascii ? "ascii" : "unicode", slash: st.slash, names: st.names };
  const strs = L.map((x) => ({ x, s: format(x, opt), num: S.numberValue(x) }));
  strs.sort((a, b) => {
    const an = a.num === a.num;
    const bn = b.num === b.num;
    if (an && bn) return numberOrder(a.x, b.x);
    if (an !== bn) return an ? -1 : 1;
    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;
  });
  const pm = st.ascii ? "+-" : "±";
  if (strs.length > 1) return `${pm}{${strs.map((t) => t.s).join(",")}}`;
  const one = strs[0].s;
  return /Tiny\(|Miny\(/.test(one) && !one.startsWith("{") ? `${pm}(${one})` : pm + one;
}

/** Largest birthday for which format looks for ↑ⁿ / ↑^[n] names (building candidates costs O(birthday)). */
const MAX_NAMED_UPTIMAL = 4096;

/** ±↑ⁿ or ±↑^[n], possibly + *, for n ≥ 2 (infinitesimal g with stops 0); else undefined. */
function uptimalString(g: number, st: Style): string | undefined {
  const nl = S.leftCount(g);
  const nr = S.rightCount(g);
  if (nl > 2 || nr > 2) return undefined;
  const b = S.birthdayBound(g);
  if (b < 3 || b > MAX_NAMED_UPTIMAL) return undefined;
  const neg = S.neg(g);
  for (const [h, sign] of [[g, 1], [neg, -1]] as const) {
    for (const [s, star] of [[h, ""], [S.add(h, S.STAR), "*"]] as const) {
      // ↑^[n] has birthday n + 1 and ↑ⁿ has birthday n + 1 (n ≥ 2); with a star ± 1.
      for (let n = Math.max(2, b - 2); n <= b + 1; n++) {
        const arrow = st.ascii ? (sign > 0 ? "^" : "v") : sign > 0 ? "↑" : "↓";
        if (upPowTo(n) === s) return `${arrow}[${n}]${star}`;
        if (upPow(n) === s) return `${arrow}<${n}>${star}`;
      }
    }
  }
  return undefined;
}

/** Tiny(G) = {0||0|-G} or Miny(G) = {G|0||0} with RS(G) > 0 (g with stops 0); else undefined. */
function tinyString(g: number, st: Style): string | undefined {
  if (S.leftCount(g) !== 1 || S.rightCount(g) !== 1) return undefined;
  const l = S.leftOption(g, 0);
  const r = S.rightOption(g, 0);
  if (l === S.ZERO && S.leftCount(r) === 1 && S.rightCount(r) === 1 && S.leftOption(r, 0) === S.ZERO) {
    const G = S.neg(S.rightOption(r, 0));
    if (S.rightStopValue(G) > 0) return `Tiny(${format(G, { style: st.ascii ? "ascii" : "unicode", slash: st.slash, names: st.names })})`;
  }
  if (r === S.ZERO && S.leftCount(l) === 1 && S.rightCount(l) === 1 && S.rightOption(l, 0) === S.ZERO) {
    const G = S.leftOption(l, 0);
    if (S.rightStopValue(G) > 0) return `Miny(${format(G, { style: st.ascii ? "ascii" : "unicode", slash: st.slash, names: st.names })})`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------

const EXPECT_GAME = "a game ('{', a number, '*', '↑', '↓', '⇑', '⇓', '^', 'v', '±', 'Tiny(', 'Miny(' or '-')";

/** Deepest brace nesting the parser accepts (braces recurse; slash notation does not nest braces). */
export const MAX_NESTING = 1000;

type BraceToken = { kind: "game"; g: GameId } | { kind: "comma" } | { kind: "sep"; k: number; pos: number };

/** One prefix-operator frame of an iteratively parsed term: prefixes, base value, and whether `±` follows. */
interface TermFrame {
  prefixes: ("neg" | "pm")[];
  base: GameId;
  pmNext: boolean;
}

class Parser {
  p = 0;
  depth = 0;
  constructor(readonly s: string) {}

  fail(expected: string, at = this.p): never {
    this.p = at;
    const c = this.p < this.s.length ? `'${this.s[this.p]}'` : "end of input";
    throw new InputError(`cannot parse game "${this.s.length > 200 ? this.s.slice(0, 200) + "…" : this.s}": found ${c}, expected ${expected}`, `position ${this.p}`);
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

  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.p);
  }

  /** Next non-space position from `at`. */
  skipWs(at: number): number {
    const save = this.p;
    this.p = at;
    this.ws();
    const r = this.p;
    this.p = save;
    return r;
  }

  /** `±` or `+-` at the current position (not consumed)? Returns its length, or 0. */
  pmAhead(): number {
    if (this.peek() === "±") return 1;
    if (this.peek() === "+" && this.s[this.p + 1] === "-") return 2;
    return 0;
  }

  /** sum := term ('+' term)* — '+' not followed by '-' (that would be '+-' = ±). */
  sum(): GameId {
    let g = this.term();
    for (;;) {
      this.ws();
      if (this.peek() === "+" && this.s[this.p + 1] !== "-") {
        this.p++;
        g = S.add(g, this.term());
      } else return g;
    }
  }

  /**
   * term := prefix* base ('±' term)?, prefix := '-' (not before a digit) | '±' | '+-'.
   * Iterative: `-----*` and `1±1±1±…` of any length use no recursion.
   */
  term(): GameId {
    const frames: TermFrame[] = [];
    for (;;) {
      const prefixes: ("neg" | "pm")[] = [];
      for (;;) {
        this.ws();
        const pm = this.pmAhead();
        if (pm > 0 && !this.pmSetAhead(this.p + pm)) {
          this.p += pm;
          prefixes.push("pm");
        } else if (this.peek() === "-" && !this.isDigit(this.p + 1)) {
          this.p++;
          prefixes.push("neg");
        } else break;
      }
      let base = this.base();
      this.ws();
      const pm = this.pmAhead();
      let pmNext = pm > 0;
      if (pmNext && this.pmSetAhead(this.p + pm)) {
        // x ± (a, b) = x + ±{a, b}
        this.p += pm;
        base = S.add(base, plusMinus(this.set()));
        pmNext = false;
      } else if (pmNext) this.p += pm;
      frames.push({ prefixes, base, pmNext });
      if (!pmNext) break;
    }
    let value = S.ZERO;
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i];
      let g = f.pmNext ? S.add(f.base, plusMinus([value])) : f.base;
      for (let j = f.prefixes.length - 1; j >= 0; j--) g = f.prefixes[j] === "neg" ? S.neg(g) : plusMinus([g]);
      value = g;
    }
    return value;
  }

  /** After `±`/`+-` at `at`: a set `(a,b)` or `{a,b}` (braces without '|')? */
  pmSetAhead(at: number): boolean {
    const q = this.skipWs(at);
    const c = this.s[q];
    if (c === "(") return true;
    if (c !== "{") return false;
    // A '{' set has no '|' before its matching '}'.
    let depth = 0;
    for (let i = q; i < this.s.length; i++) {
      const ch = this.s[i];
      if (ch === "{" || ch === "(") depth++;
      else if (ch === "}" || ch === ")") {
        depth--;
        if (depth === 0) return true;
      } else if (ch === "|" && depth === 1) return false;
    }
    return false;
  }

  /** base := braces | ±set | Tiny(...) | Miny(...) | atom. */
  base(): GameId {
    const c = this.peek();
    if (c === "{") return this.braces();
    if (c === "(") {
      if (++this.depth > MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested braces`);
      this.p++;
      const g = this.sum();
      this.ws();
      if (this.peek() !== ")") this.fail("')'");
      this.p++;
      this.depth--;
      return g;
    }
    const pm = this.pmAhead();
    if (pm > 0) {
      // ±{a,b} / ±(a,b) = {a,b | -a,-b} (CGSuite's ± with several values).
      this.p += pm;
      return plusMinus(this.set());
    }
    return this.atom();
  }

  /** '(' or '{', a comma list of games, then ')' or '}'. */
  set(): GameId[] {
    this.ws();
    const close = this.peek() === "(" ? ")" : "}";
    if (++this.depth > MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested braces`);
    this.p++;
    const items: GameId[] = [];
    this.ws();
    if (this.peek() !== close) {
      for (;;) {
        items.push(this.sum());
        this.ws();
        if (this.peek() !== ",") break;
        this.p++;
      }
    }
    if (this.peek() !== close) this.fail(`'${close}' or ','`);
    this.p++;
    this.depth--;
    return items;
  }

  /** Tiny(G) / Miny(G) at the current position, if present. */
  named(): GameId | undefined {
    for (const [name, f] of [["Tiny", tinyOf], ["Miny", minyOf]] as const) {
      if (this.startsWith(name)) {
        this.p += name.length;
        this.ws();
        if (this.peek() !== "(") this.fail(`'(' after ${name}`);
        this.p++;
        const g = this.sum();
        this.ws();
        if (this.peek() !== ")") this.fail("')'");
        this.p++;
        return f(g);
      }
    }
    return undefined;
  }

  /** braces := '{' side (sep side)* '}' with sep a run of '|' (slash notation), sides comma lists. */
  braces(): GameId {
    const open = this.p;
    if (++this.depth > MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested braces`);
    this.p++; // '{'
    const toks: BraceToken[] = [];
    let needItem = false; // after ','
    let seps = 0;
    for (;;) {
      this.ws();
      const c = this.peek();
      if (c === "|") {
        if (needItem) this.fail(EXPECT_GAME);
        const pos = this.p;
        let k = 0;
        while (this.peek() === "|") {
          this.p++;
          k++;
        }
        toks.push({ kind: "sep", k, pos });
        seps++;
        continue;
      }
      if (c === "}") {
        if (needItem) this.fail(EXPECT_GAME);
        if (seps === 0) this.fail("'|' or ','");
        this.p++;
        break;
      }
      if (c === ",") {
        const last = toks[toks.length - 1];
        if (last?.kind !== "game") this.fail(EXPECT_GAME);
        this.p++;
        toks.push({ kind: "comma" });
        needItem = true;
        continue;
      }
      const last = toks[toks.length - 1];
      if (last?.kind === "game") this.fail(seps === 0 ? "'|' or ','" : "'}' or ',' (or '|' for slash notation)");
      if (c === "") this.fail(seps === 0 ? "'|' or ','" : "'}' or ','");
      toks.push({ kind: "game", g: this.sum() });
      needItem = false;
    }
    this.depth--;
    return this.slashes(toks, 0, toks.length, open);
  }

  /** The game of tokens [lo, hi): split at the unique deepest separator (slash notation). */
  slashes(toks: BraceToken[], lo: number, hi: number, _open: number): GameId {
    // Iterative over the split tree: the deepest separator splits; each side is either a plain
    // option list or (if it still has separators) a single game. Work list of pending sides.
    const side = (a: number, b: number): GameId[] => {
      const out: GameId[] = [];
      for (let i = a; i < b; i++) {
        const t = toks[i];
        if (t.kind === "game") out.push(t.g);
      }
      return out;
    };
    const hasSep = (a: number, b: number): boolean => {
      for (let i = a; i < b; i++) if (toks[i].kind === "sep") return true;
      return false;
    };
    const split = (a: number, b: number): number => {
      let best = -1;
      let bestK = 0;
      let ties = 0;
      for (let i = a; i < b; i++) {
        const t = toks[i];
        if (t.kind !== "sep") continue;
        if (t.k > bestK) {
          bestK = t.k;
          best = i;
          ties = 1;
        } else if (t.k === bestK) {
          ties++;
          if (ties === 2) {
            this.fail(`a game with one main separator: ${"|".repeat(bestK)} appears twice at the same level (slash notation: {a||b|c} = {a|{b|c}})`, t.pos);
          }
        }
      }
      return best;
    };
    // Evaluate bottom-up without recursion: nodes are ranges; process with an explicit stack.
    const memo = new Map<number, GameId>(); // key a * (n+1) + b
    const n = toks.length + 1;
    const stack: [number, number][] = [[lo, hi]];
    while (stack.length > 0) {
      const [a, b] = stack[stack.length - 1];
      const key = a * n + b;
      if (memo.has(key)) {
        stack.pop();
        continue;
      }
      const m = split(a, b);
      if (m < 0) throw new Error("internal: slashes() on a range without separators");
      const waiting: [number, number][] = [];
      if (hasSep(a, m) && !memo.has(a * n + m)) waiting.push([a, m]);
      if (hasSep(m + 1, b) && !memo.has((m + 1) * n + b)) waiting.push([m + 1, b]);
      if (waiting.length > 0) {
        stack.push(...waiting);
        continue;
      }
      stack.pop();
      const L = hasSep(a, m) ? [memo.get(a * n + m)!] : side(a, m);
      const R = hasSep(m + 1, b) ? [memo.get((m + 1) * n + b)!] : side(m + 1, b);
      memo.set(key, S.game(L, R));
    }
    return memo.get(lo * n + hi)!;
  }

  /**
   * atom := number? ws arrows? ws star? | number? (Tiny|Miny)(sum) | k '.' (arrow | term).
   * arrows: `↑` `^` `↓` `v` `⇑` `⇓`, each with an optional count (`^3`, `v 58`), or an uptimal
   * `^<n>` (↑ⁿ) / `^[n]` (↑^[n]); star: `*` with an optional heap size.
   */
  atom(): GameId {
    const start = this.p;
    let x = S.ZERO;
    let any = false;
    let n = 0;
    const extra: GameId[] = [];
    // Multiplicity "k.G" (CGSuite): "3.↑", "4096.^", "2.{1|0}".
    let e = this.p;
    while (this.isDigit(e)) e++;
    if (e > this.p && this.s[e] === "." && !this.isDigit(e + 1)) {
      const k = Number(this.s.slice(this.p, e));
      if (!Number.isSafeInteger(k)) this.fail("a multiplicity that is a safe integer");
      this.p = e + 1;
      this.ws();
      const c = this.peek();
      if (c === "↑" || c === "^" || c === "↓" || c === "v") {
        this.p++;
        if (this.isDigit()) this.fail("'*' or end of the term after a multiplicity like 3.↑");
        n = (c === "↑" || c === "^" ? 1 : -1) * k;
        if (Math.abs(n) > S.MAX_NUS_COMPONENT) this.fail(`an up count ≤ ${S.MAX_NUS_COMPONENT}`, start);
        any = true;
      } else {
        return multiple(k, this.term());
      }
    } else if (this.peek() === "-" || this.isDigit()) {
      x = this.number();
      any = true;
      this.ws();
    }
    const named = this.named();
    if (named !== undefined) return S.add(x, named);
    // ups and downs
    for (;;) {
      const c = this.peek();
      let unit: number;
      if (c === "↑" || c === "^") unit = 1;
      else if (c === "↓" || c === "v") unit = -1;
      else if (c === "⇑") unit = 2;
      else if (c === "⇓") unit = -2;
      else break;
      this.p++;
      any = true;
      if (Math.abs(unit) === 1 && (this.peek() === "<" || this.peek() === "[")) {
        const open = this.peek();
        const close = open === "<" ? ">" : "]";
        this.p++;
        this.ws();
        const dpos = this.p;
        const ds = this.digits();
        if (ds === "") this.fail("an exponent (a positive integer)");
        const k = Number(ds);
        if (!Number.isSafeInteger(k) || k < 1 || k > MAX_UPTIMAL_EXPONENT) this.fail(`an exponent 1 … ${MAX_UPTIMAL_EXPONENT}`, dpos);
        this.ws();
        if (this.peek() !== close) this.fail(`'${close}'`);
        this.p++;
        const u = open === "<" ? upPow(k) : upPowTo(k);
        extra.push(unit > 0 ? u : S.neg(u));
        this.ws();
        continue;
      }
      const save = this.p;
      this.ws();
      const dpos = this.p;
      const digits = this.digits();
      if (digits !== "") {
        if (Math.abs(unit) !== 1) this.fail("no count after '⇑'/'⇓' (write ↑3 for three ups)", save);
        const k = Number(digits);
        if (!Number.isSafeInteger(k) || k > S.MAX_NUS_COMPONENT) this.fail(`an up count ≤ ${S.MAX_NUS_COMPONENT}`, dpos);
        n += unit * k;
      } else {
        this.p = save;
        n += unit;
      }
      if (Math.abs(n) > S.MAX_NUS_COMPONENT) this.fail(`an up multiple of at most ${S.MAX_NUS_COMPONENT}`, save);
      this.ws();
    }
    let m = 0;
    if (this.peek() === "*") {
      this.p++;
      any = true;
      const save = this.p;
      this.ws();
      const dpos = this.p;
      const digits = this.digits();
      if (digits === "") this.p = save;
      m = digits === "" ? 1 : Number(digits);
      if (!Number.isSafeInteger(m) || m > S.MAX_NUS_COMPONENT) this.fail(`a nim heap size ≤ ${S.MAX_NUS_COMPONENT}`, dpos);
    }
    if (!any) this.fail(EXPECT_GAME, start);
    let g = n === 0 && m === 0 ? x : S.add(x, S.upStarGame(0, n, m));
    for (const u of extra) g = S.add(g, u);
    return g;
  }

  digits(): string {
    const st = this.p;
    while (this.isDigit()) this.p++;
    return this.s.slice(st, this.p);
  }

  /** -?digits ('/' digits)?, the denominator a power of two. */
  number(): GameId {
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
      if (d <= 0n || (d & (d - 1n)) !== 0n) this.fail(`a power-of-two denominator (short games have dyadic values), not ${den}`, denPos);
      exp = d.toString(2).length - 1;
    }
    try {
      return S.dyadic(num, exp);
    } catch (e) {
      if (e instanceof InputError) this.fail(`a supported number (${e.message})`, start);
      throw e;
    }
  }
}

/** ±{a, b, …} = {a, b, … | −a, −b, …}; ±G = {G | −G}. */
function plusMinus(gs: readonly GameId[]): GameId {
  return S.game(gs, gs.map((g) => S.neg(g)));
}

/** k·G by doubling: O(log k) additions. k may be negative. */
function multiple(k: number, g: GameId): GameId {
  let acc = S.ZERO;
  let pow = k < 0 ? S.neg(g) : g;
  let r = Math.abs(k);
  while (r > 0) {
    if (r & 1) acc = S.add(acc, pow);
    r = Math.floor(r / 2);
    if (r > 0) pow = S.add(pow, pow);
  }
  return acc;
}

/**
 * Parse a game string (see the module header for the accepted notation) and return its canonical
 * form. Malformed input throws InputError naming the character position and what was expected.
 * Cost: one canonicalization per brace pair, plus the sums written; no recursion over prefix
 * chains (`-----*`), only over brace nesting (at most `MAX_NESTING` = 1000).
 */
export function parse(s: string): GameId {
  if (typeof s !== "string") throw new InputError(`parse() needs a string, got ${typeof s}`);
  const ps = new Parser(s);
  const g = ps.sum();
  ps.ws();
  if (ps.p < s.length) ps.fail("'+' or end of input");
  return g;
}
