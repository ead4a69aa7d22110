/**
 * CGSuite's notation for loopy games (issue 28, part 1: output): a loop-free position prints as
 * its short value (`cgt.format`, CGSuite's ascii style by default), the named stoppers by name
 * (`on`, `off`, `dud`, `over`, `under`, `x over`/`x under` as `3/2over`, the upon forms
 * `x^[on]*n` / `xv[on]*n` and `x^<on>*n` / `xv<on>*n`, `x±G`, `xTiny(G)` / `xMiny(G)` as CGSuite
 * prints them), anything else as braces `{L|R}` in which `pass`
 * is a move of a position to itself and a label `a{…}` names a position that a longer cycle
 * returns to (`a{0|{0|a}}`). Sources: CGSuite's loopy-games tutorial and CanonicalStopper.scala
 * (Siegel); Winning Ways ch. 11 for the names.
 *
 * @module
 */
import { BudgetExceededError, InputError, checkInteger, checkOptionNames, describeValue, optionNames } from "../util";
import { add as addShort, format as formatShort, isNumber, nimber, numberUpStarParts, parse as parseShort } from "./api";
import { dyadicToString } from "./dyadic";
import {
  type BracesOption,
  GraphBuilder,
  LoopyGame,
  add,
  add as addLoopy,
  asLoopy,
  braces,
  dud,
  fromShort,
  isPlumtree,
  isStopper,
  neg,
  off,
  on,
  over,
  pass,
  setLoopyPrinter,
  shortParts,
  tis,
  tisn,
  under,
  upon,
} from "./loopyGraph";
import { canonical, equal, leq } from "./loopyPlay";
import { toId } from "./value";
import type { FormatOptions } from "./notation";
import type { Game } from "./value";

/** Options of {@link format}. */
export interface LoopyFormatOptions {
  /** Style of the short parts (`cgt.format`'s): "ascii" (CGSuite's, default) or "unicode". */
  readonly style?: "ascii" | "unicode";
  /** Refuse (BudgetExceededError, limit maxLength) to print more than this many characters; default 100,000. */
  readonly maxLength?: number;
}

/** The fields of {@link LoopyFormatOptions}. */
const LOOPY_FORMAT_OPTION_NAMES = optionNames<LoopyFormatOptions>({ style: true, maxLength: true });

/**
 * The checked options of {@link format}: an object with only `style` ("ascii" or "unicode") and
 * `maxLength` (an integer ≥ 0 or Infinity), else an InputError naming the function. O(fields).
 */
export function checkLoopyFormatOptions(options: LoopyFormatOptions, what: string): { style: "ascii" | "unicode"; maxLength: number } {
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new InputError(`${what}: options must be an object such as { style: "unicode" }, got ${describeValue(options)}`);
  checkOptionNames(options, LOOPY_FORMAT_OPTION_NAMES, what);
  const style = options.style ?? "ascii";
  if (style !== "ascii" && style !== "unicode") throw new InputError(`${what}: style must be "ascii" or "unicode", got ${describeValue(style)}`);
  const maxLength = options.maxLength === undefined || options.maxLength === Infinity ? options.maxLength ?? 100_000 : checkInteger(options.maxLength, `${what}: maxLength (the most characters to print; Infinity for no limit)`, { min: 0 });
  return { style, maxLength };
}

/** CGSuite's name for the n-th label: a … z, then N1, N2, … (CanonicalStopper.nthName). */
function labelName(n: number): string {
  return n < 26 ? String.fromCharCode(97 + n) : `N${n - 25}`;
}

/** A number's text in CGSuite's style ("3/2", "-1/4"). */
function numberText(g: Game): string {
  return formatShort(g, { style: "ascii" });
}

/**
 * The loopy game in CGSuite's notation (see the module comment). The form is printed as given:
 * call `loopy.canonical` first to print a stopper's value. Cost: O(output length); positions
 * reached along several paths are written out each time, so the text can be exponential in the
 * graph (BudgetExceededError past `maxLength`).
 */
export function format(g: Game | LoopyGame, options: LoopyFormatOptions = {}): string {
  const x = asLoopy(g, "loopy.format: game");
  const { style, maxLength } = checkLoopyFormatOptions(options, "loopy.format");
  const shortOptions: FormatOptions = { style };
  const short = shortParts(x);
  const names = x.left.map((_, v) => nameOf(x, v, short));
  const label = new Map<number, string | null>(); // on the stack: null until a back reference names it
  let labels = 0;
  let length = 0;
  const emit = (s: string): string => {
    length += s.length;
    if (length > maxLength) throw new BudgetExceededError("maxLength", maxLength, length, "the notation of a loopy game");
    return s;
  };
  const render = (v: number): string => {
    const s = short[v];
    if (s !== undefined) return emit(formatShort(s, shortOptions));
    const name = names[v] ?? tinyName(x, v, short, shortOptions.style ?? "ascii");
    if (name !== undefined) return emit(name);
    if (label.has(v)) {
      let l = label.get(v) ?? null;
      if (l === null) label.set(v, (l = labelName(labels++)));
      return emit(l);
    }
    if (switchAt(x, v)) {
      const a = render(x.left[v][0]);
      return emit("+-") + (/^[-0-9]/.test(a) ? `(${a})` : a);
    }
    label.set(v, null);
    const side = (ws: readonly number[]): { text: string; level: number } => {
      // loop-free options first, as CGSuite orders them (SimplifiedLoopyGame.SemideterministicOrdering)
      const sorted = [...ws.filter((w) => short[w] !== undefined), ...ws.filter((w) => short[w] === undefined)];
      const texts = sorted.map((w) => (w === v ? emit("pass") : render(w)));
      const level = texts.length === 1 ? slashLevel(texts[0]) : undefined;
      return level === undefined ? { text: texts.join(","), level: 0 } : { text: texts[0].slice(1, -1), level };
    };
    const l0 = side(x.left[v]);
    const r0 = side(x.right[v]);
    const body = `{${l0.text}${"|".repeat(Math.max(l0.level, r0.level) + 1)}${r0.text}}`;
    const l = label.get(v) ?? "";
    label.delete(v);
    return emit(l) + body;
  };
  return render(0);
}

/** Largest graph on which {@link format} looks for switches ±G (each check is a comparison). */
const SWITCH_CHECK_MAX_SIZE = 256;

/**
 * True if position v is written ±G: one Left option G and one Right option equal to −G, both
 * stoppers that do not lead back to v (CGSuite writes a stopper H with H = −H that way). Only on
 * graphs of at most {@link SWITCH_CHECK_MAX_SIZE} positions. O(size²) when it compares.
 */
function switchAt(g: LoopyGame, v: number): boolean {
  if (g.size > SWITCH_CHECK_MAX_SIZE || g.left[v].length !== 1 || g.right[v].length !== 1) return false;
  const a = g.follower(g.left[v][0]);
  const b = g.follower(g.right[v][0]);
  if (!isStopper(a) || !isStopper(b) || leadsBack(g, g.left[v][0], v) || leadsBack(g, g.right[v][0], v)) return false;
  return equal(a, neg(b));
}

/** True if vertex `to` is reachable from vertex `from`. O(V + E). */
function leadsBack(g: LoopyGame, from: number, to: number): boolean {
  const seen = new Uint8Array(g.size);
  const stack = [from];
  seen[from] = 1;
  while (stack.length > 0) {
    const u = stack.pop()!;
    if (u === to) return true;
    for (const w of [...g.left[u], ...g.right[u]]) {
      if (!seen[w]) {
        seen[w] = 1;
        stack.push(w);
      }
    }
  }
  return false;
}

/**
 * The slash level of a text that is one unlabelled braced game `{…}` which CGSuite would write
 * inline as a side (its longest run of bars at depth 0, when below 4: CGSuite writes at most 3
 * slashes inline, a game that uses 4 keeps its braces), else undefined. O(text length).
 */
function slashLevel(text: string): number | undefined {
  // a game with an empty side ({|x}) is never written inline: its bars would merge with the separator
  if (!text.startsWith("{") || !text.endsWith("}") || text.startsWith("{|") || text.endsWith("|}")) return undefined;
  let depth = 0;
  let run = 0;
  let level = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{" || c === "(" || c === "[") depth++;
    else if (c === "}" || c === ")" || c === "]") {
      depth--;
      if (depth === 0 && i < text.length - 1) return undefined; // two groups, or a suffix
    }
    if (c === "|" && depth === 1) level = Math.max(level, ++run);
    else run = 0;
  }
  return level < 4 ? level : undefined;
}

/**
 * The name CGSuite gives the position v, if it has one: on, off, dud, x over / x under (the
 * pseudonumbers {x | pass} and {pass | x}), and the upon forms x^[on]*n = {pass | x*(n⊕1)}
 * (or {x, pass | x} when n = 1, CanonicalStopper.uponForm) and their negatives. O(degree).
 */
function nameOf(g: LoopyGame, v: number, short: readonly (Game | undefined)[]): string | undefined {
  const L = g.left[v];
  const R = g.right[v];
  const self = (ws: readonly number[]): boolean => ws.length === 1 && ws[0] === v;
  if (self(L) && R.length === 0) return "on";
  if (L.length === 0 && self(R)) return "off";
  if (self(L) && self(R)) return "dud";
  const num = (w: number): Game | undefined => {
    const s = short[w];
    return s !== undefined && isNumber(s) ? s : undefined;
  };
  if (L.length === 1 && self(R)) {
    const n = num(L[0]);
    if (n !== undefined) return numberPrefix(n) + "over";
  }
  if (self(L) && R.length === 1) {
    const n = num(R[0]);
    if (n !== undefined) return numberPrefix(n) + "under";
  }
  return uponName(L, R, v, short, "^[on]") ?? uponName(R, L, v, short, "v[on]") ?? uponthName(L, R, g, v, short, true) ?? uponthName(R, L, g, v, short, false);
}

/** The number as a prefix of a name: "" for 0, else its text ("3/2", "-1/4"). */
function numberPrefix(n: Game): string {
  const t = numberText(n);
  return t === "0" ? "" : t;
}

/**
 * The upon form with `mine` the options of the player who passes (Left for ^[on]): the other
 * side is one x + *m, and `mine` is {pass} when m ≠ 0, {pass, x} when m = 0 (CGSuite's
 * CanonicalStopper.uponForm); the game is x^[on]*(m ⊕ 1), returned as x's text and m ⊕ 1.
 */
function uponParts(mine: readonly number[], theirs: readonly number[], v: number, short: readonly (Game | undefined)[]): { x: string; star: number } | undefined {
  if (theirs.length !== 1 || !mine.includes(v)) return undefined;
  const t = short[theirs[0]];
  if (t === undefined) return undefined;
  const parts = numberUpStarParts(t);
  if (parts?.ups !== 0) return undefined;
  const others = mine.filter((w) => w !== v);
  if (parts.star !== 0 && others.length !== 0) return undefined;
  if (parts.star === 0) {
    if (others.length !== 1) return undefined;
    const o = short[others[0]];
    if (o === undefined || !isNumber(o)) return undefined;
    const oParts = numberUpStarParts(o);
    if (oParts === undefined || dyadicToString(oParts.number) !== dyadicToString(parts.number)) return undefined;
  }
  return { x: dyadicToString(parts.number), star: parts.star ^ 1 };
}

/** CGSuite's text x^[on]*n (or with another symbol): the number (absent when 0), symbol, nimber. */
function uponText(x: string, symbol: string, star: number): string {
  return (x === "0" ? "" : x) + symbol + (star === 0 ? "" : star === 1 ? "*" : `*${star}`);
}

/** The upon form's name ({@link uponParts}) with the given symbol (`^[on]` or `v[on]`). */
function uponName(mine: readonly number[], theirs: readonly number[], v: number, short: readonly (Game | undefined)[], symbol: string): string | undefined {
  const p = uponParts(mine, theirs, v, short);
  return p === undefined ? undefined : uponText(p.x, symbol, p.star);
}

/**
 * The uponth form y^<on>*s = {y, y*, …, y*s | y v[on]*(s ⊕ 1)} (CGSuite's CanonicalStopper
 * uponForm, Uponth; Siegel, CGT ch. VI), or with the sides swapped yv<on>*s: `many` are the
 * options y + *j (j = 0 … s) and `single` the one option of the other side, itself an upon form
 * of the opposite sign. O(degree).
 */
function uponthName(many: readonly number[], single: readonly number[], g: LoopyGame, v: number, short: readonly (Game | undefined)[], up: boolean): string | undefined {
  if (single.length !== 1 || single[0] === v) return undefined;
  const r = single[0];
  const p = up ? uponParts(g.right[r], g.left[r], r, short) : uponParts(g.left[r], g.right[r], r, short);
  if (p === undefined) return undefined;
  const s = p.star ^ 1;
  if (many.length !== s + 1) return undefined;
  const stars = new Set<number>();
  for (const w of many) {
    const t = short[w];
    const parts = t === undefined ? undefined : numberUpStarParts(t);
    if (parts?.ups !== 0 || dyadicToString(parts.number) !== p.x) return undefined;
    stars.add(parts.star);
  }
  for (let j = 0; j <= s; j++) if (!stars.has(j)) return undefined;
  return uponText(p.x, up ? "^<on>" : "v<on>", s);
}

/**
 * x + Tiny(G) = {x || x | x − G} and x + Miny(G) = {x + G | x || x}, named when the position is
 * a plumtree stopper, x a number and x − G ≤ under (CGSuite's CanonicalStopper.isNumberTiny; the
 * subscript printed is the canonical form of G). Only on graphs of at most
 * {@link SWITCH_CHECK_MAX_SIZE} positions (each check is a comparison). O(size²).
 */
function tinyName(g: LoopyGame, v: number, short: readonly (Game | undefined)[], style: "ascii" | "unicode"): string | undefined {
  if (g.size > SWITCH_CHECK_MAX_SIZE || g.left[v].length !== 1 || g.right[v].length !== 1) return undefined;
  for (const tiny of [true, false]) {
    const a = tiny ? g.left[v][0] : g.right[v][0];
    const b = tiny ? g.right[v][0] : g.left[v][0];
    const x = short[a];
    if (x === undefined || !isNumber(x) || a === v || b === v) continue;
    const near = tiny ? g.left[b] : g.right[b];
    const far = tiny ? g.right[b] : g.left[b];
    if (near.length !== 1 || far.length !== 1 || short[near[0]] !== x) continue;
    const self = g.follower(v);
    if (!isStopper(self) || !isPlumtree(self)) continue;
    const d = g.follower(far[0]);
    // Tiny: d − x ≤ under, subscript x − d; Miny: x − d ≤ under, subscript d − x
    const sub = tiny ? addLoopy(fromShort(x), neg(d)) : addLoopy(d, neg(fromShort(x)));
    if (!leq(neg(sub), under)) continue;
    const xt = formatShort(x, { style });
    return `${xt === "0" ? "" : xt}${tiny ? "Tiny" : "Miny"}(${format(canonical(sub), { style })})`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

/** The names of loopy constants the parser knows. */
const CONSTANTS: Readonly<Record<string, LoopyGame>> = { on, off, dud, over, under, upon, tis, tisn };

/** A braces vertex in scope: its label (if any), for `pass` and label references. */
interface ScopeEntry {
  readonly label: string | undefined;
  readonly vertex: number;
}

/** Characters that end an operand, so that a following + or − is binary. */
const OPERAND_END = /[A-Za-z0-9_}\])*^↑↓⇑⇓]/;

/**
 * Parse CGSuite's notation for loopy games: braces `{L|R}` with slashes (`{0||0|off}` is
 * {0 | {0 | off}}: the longest run of bars splits, commas bind tighter), `pass` for the innermost
 * braces (explicit or implied by slashes), labels `a{0|a}` referring back to an enclosing brace,
 * the names `on`, `off`, `dud`, `over`, `under`, `upon`, `tis`, `tisn`, `x over` / `x under`
 * (`3/2under`), the upon forms `x^[on]*n` / `xv[on]*n` and `x^<on>*n` / `xv<on>*n`, `xTiny(G)` and
 * `xMiny(G)` with a loopy G, sums and differences (`upon+upon`,
 * `-upon+*`), `+-G` (the switch {G | −G}), parentheses, and any short game `cgt.parse` reads
 * (`-1/4+*`). `parse(format(g))` gives back g's form (with loop-free parts as their canonical
 * values). Bad text is an InputError naming the column and what was expected. O(text length ×
 * nesting) plus the games built.
 *
 * @example
 * ```ts
 * // over = {0 | pass} (Winning Ways ch. 11)
 * cgt.loopy.format(cgt.loopy.parse("a{0|a}")); // → "over"
 * ```
 */
export function parse(text: string): LoopyGame {
  if (typeof text !== "string") throw new InputError(`loopy.parse: expected a string, got ${typeof text}`);
  if (text.includes("&")) fail("'&' makes a sided value (onside & offside), not a game graph: read it with loopy.parseSided", text.indexOf("&"));
  const b = new GraphBuilder(undefined);
  return b.finish(parseOption(text, 0, [], b));
}

/** InputError at a column (1-based) of the text. */
function fail(message: string, at: number): never {
  throw new InputError(`loopy.parse: ${message}`, `column ${at + 1}`);
}

/** Depth-0 positions of a character class in `s` (braces, parentheses and brackets nest). */
function depthZero(s: string, at: number, test: (c: string, i: number) => boolean): number[] {
  const out: number[] = [];
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "{" || c === "(" || c === "[") depth++;
    else if (c === "}" || c === ")" || c === "]") {
      depth--;
      if (depth < 0) fail(`unbalanced '${c}'`, at + i);
    } else if (depth === 0 && test(c, i)) out.push(i);
  }
  if (depth !== 0) fail("unbalanced brackets: a '{', '(' or '[' is not closed", at + s.length);
  return out;
}

/** True if the text needs the loopy parser (a loopy name, a label, pass or a label definition). */
function isLoopyText(s: string, scope: readonly ScopeEntry[]): boolean {
  if (/[A-Za-z_]\w*\s*\{/.test(s)) return true;
  for (const m of s.matchAll(/[A-Za-z_]\w*/g)) {
    const w = m[0];
    if (w === "pass" || w in CONSTANTS || scope.some((e) => e.label === w)) return true;
  }
  return false;
}

/** One option (a game) of the text `s`, which starts at column `at`; returns its vertex in `b`. */
function parseOption(s: string, at: number, scope: readonly ScopeEntry[], b: GraphBuilder): number {
  const lead = s.length - s.trimStart().length;
  const t = s.trim();
  at += lead;
  if (t === "") fail("expected a game", at);
  if (!isLoopyText(t, scope)) {
    try {
      return b.short(toId(parseShort(t)));
    } catch (e) {
      if (e instanceof InputError && /^[A-Za-z_]\w*$/.test(t)) fail(`"${t}" is not a label of an enclosing brace nor a known name (on, off, dud, over, under, upon, tis, tisn, pass)`, at);
      if (e instanceof InputError) fail(`${e.message} in "${t}"`, at);
      throw e;
    }
  }
  const named = namedGame(t);
  if (named !== undefined) return b.loopy(named);
  const tiny = /^(-?\d+(?:\/\d+)?)?\s*(Tiny|Miny)\(/.exec(t);
  if (tiny && t.endsWith(")") && depthZero(t.slice(tiny[0].length, -1), at + tiny[0].length, () => false).length === 0) {
    // x + Tiny(G) = {x || x | x − G}, x + Miny(G) = {x + G | x || x} (Winning Ways ch. 5 and 11)
    const x = parseShort(tiny[1] ?? "0");
    const sub = closed(t.slice(tiny[0].length, -1), at + tiny[0].length, scope);
    const game = tiny[2] === "Tiny" ? braces([x], [braces([x], [addLoopy(x, neg(sub))])]) : braces([braces([addLoopy(x, sub)], [x])], [x]);
    return b.loopy(game);
  }
  // sums and differences at depth 0 (binary + and − after an operand)
  const ops = depthZero(t, at, (c, i) => (c === "+" || c === "-") && i > 0 && OPERAND_END.test(t.slice(0, i).trimEnd().slice(-1)));
  if (ops.length > 0) {
    const cuts = [0, ...ops, t.length];
    let total: LoopyGame | undefined;
    for (let k = 0; k + 1 < cuts.length; k++) {
      const start = k === 0 ? 0 : cuts[k];
      const piece = t.slice(start, cuts[k + 1]);
      const negate = piece.startsWith("-") && k > 0;
      const term = closed(k === 0 ? piece : piece.slice(1), at + start + (k === 0 ? 0 : 1), scope);
      const signed = negate ? neg(term) : term;
      total = total === undefined ? signed : add(total, signed);
    }
    return b.loopy(total!);
  }
  if (t.startsWith("+-") || t.startsWith("±")) {
    const k = t.startsWith("±") ? 1 : 2;
    const g = closed(t.slice(k), at + k, scope);
    return b.loopy(braces([g], [neg(g)]));
  }
  if (t.startsWith("-")) return b.loopy(neg(closed(t.slice(1), at + 1, scope)));
  if (t.startsWith("(") && t.endsWith(")") && depthZero(t.slice(1, -1), at + 1, () => false).length === 0) return parseOption(t.slice(1, -1), at + 1, scope, b);
  const braced = /^([A-Za-z_]\w*)?\s*\{/.exec(t);
  if (braced) {
    if (!t.endsWith("}") || depthZero(t.slice(braced[0].length, -1), at + braced[0].length, () => false).length > 0) fail(`expected one braced game, found "${t}"`, at);
    const label = braced[1];
    if (label !== undefined && (label === "pass" || label in CONSTANTS)) fail(`"${label}" cannot be a label (it is a name)`, at);
    return parseSides(t.slice(braced[0].length, -1), at + braced[0].length, label, scope, b);
  }
  if (/^[A-Za-z_]\w*$/.test(t)) {
    if (t === "pass") {
      if (scope.length === 0) fail("'pass' outside braces (it names the enclosing game)", at);
      return scope[scope.length - 1].vertex;
    }
    for (let k = scope.length - 1; k >= 0; k--) if (scope[k].label === t) return scope[k].vertex;
    const c = CONSTANTS[t];
    if (c !== undefined) return b.loopy(c);
    fail(`"${t}" is not a label of an enclosing brace nor a known name (on, off, dud, over, under, upon, tis, tisn, pass)`, at);
  }
  fail(`cannot read "${t}" as a loopy game`, at);
}

/** A term of a sum or a negation: a game that must not refer to an enclosing label. */
function closed(s: string, at: number, scope: readonly ScopeEntry[]): LoopyGame {
  const words = [...s.matchAll(/[A-Za-z_]\w*/g)].map((m) => m[0]);
  const bad = words.find((w) => scope.some((e) => e.label === w));
  if (bad !== undefined && !new RegExp(`\\b${bad}\\s*\\{`).test(s)) fail(`a summand or a negated game cannot refer to an enclosing game ("${bad}")`, at);
  const b = new GraphBuilder(undefined);
  return b.finish(parseOption(s, at, [], b));
}

/** The body `L|R` of a brace (slashes allowed) as a new vertex with the given label. */
function parseSides(body: string, at: number, label: string | undefined, scope: readonly ScopeEntry[], b: GraphBuilder): number {
  const v = b.vertex();
  const inner = [...scope, { label, vertex: v }];
  const bars = depthZero(body, at, (c) => c === "|");
  if (bars.length === 0) fail("expected '|' between the Left and Right options", at + body.length);
  // runs of consecutive bars; the longest one splits, and it must be unique
  const runs: { start: number; length: number }[] = [];
  for (const i of bars) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last.start + last.length === i) last.length++;
    else runs.push({ start: i, length: 1 });
  }
  const longest = Math.max(...runs.map((r) => r.length));
  const splits = runs.filter((r) => r.length === longest);
  if (splits.length > 1) fail(`ambiguous slashes: ${splits.length} runs of ${longest} bar(s) at the same level`, at + splits[1].start);
  const split = splits[0];
  const sides: [string, number][] = [
    [body.slice(0, split.start), at],
    [body.slice(split.start + split.length), at + split.start + split.length],
  ];
  const lists = sides.map(([text, where]) => {
    if (depthZero(text, where, (c) => c === "|").length > 0) return [parseSides(text, where, undefined, inner, b)];
    if (text.trim() === "") return [];
    const commas = depthZero(text, where, (c) => c === ",");
    const cuts = [-1, ...commas, text.length];
    const out: number[] = [];
    for (let k = 0; k + 1 < cuts.length; k++) out.push(parseOption(text.slice(cuts[k] + 1, cuts[k + 1]), where + cuts[k] + 1, inner, b));
    return out;
  });
  b.left[v] = lists[0];
  b.right[v] = lists[1];
  return v;
}

/** The pseudonumbers `x over` / `x under` and the upon forms `x^[on]*n` / `xv[on]*n` by name. */
function namedGame(t: string): LoopyGame | undefined {
  const num = "(-?\\d+(?:/\\d+)?)?";
  const pseudo = new RegExp(`^${num}\\s*(over|under)$`).exec(t);
  if (pseudo) {
    const x = parseShort(pseudo[1] ?? "0");
    return pseudo[2] === "over" ? braces([x], [pass]) : braces([pass], [x]);
  }
  const uponForm = new RegExp(`^${num}\\s*(\\^|v|↑|↓)\\[on\\](\\*(\\d*))?$`).exec(t);
  if (uponForm) {
    const x = parseShort(uponForm[1] ?? "0");
    const n = uponForm[3] === undefined ? 0 : uponForm[4] === "" ? 1 : Number(uponForm[4]);
    const m = n ^ 1;
    const other = addShort(x, nimber(m));
    const mine: BracesOption[] = m === 0 ? [pass, x] : [pass];
    return uponForm[2] === "^" || uponForm[2] === "↑" ? braces(mine, [other]) : braces([other], mine);
  }
  const uponth = new RegExp(`^${num}\\s*(\\^|v|↑|↓)<on>(\\*(\\d*))?$`).exec(t);
  if (uponth) {
    const y = parseShort(uponth[1] ?? "0");
    const k = uponth[3] === undefined ? 0 : uponth[4] === "" ? 1 : Number(uponth[4]);
    if (k > 1024) return undefined;
    const many = Array.from({ length: k + 1 }, (_, j) => addShort(y, nimber(j)));
    const mine: BracesOption[] = k === 0 ? [pass, y] : [pass];
    const yk = addShort(y, nimber(k));
    return uponth[2] === "^" || uponth[2] === "↑" ? braces(many, [braces([yk], mine)]) : braces([braces(mine, [yk])], many);
  }
  return undefined;
}

// String(g), util.inspect and JSON never throw: a form whose notation passes the default length says so
setLoopyPrinter((g) => {
  try {
    return format(g);
  } catch (e) {
    if (e instanceof BudgetExceededError) return `<loopy game of ${g.size} positions: its notation is longer than 100,000 characters; see loopy.format's maxLength>`;
    throw e;
  }
});
