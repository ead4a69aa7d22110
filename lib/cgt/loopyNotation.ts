/**
 * CGSuite's notation for loopy games (issue 28, part 1: output): a loop-free position prints as
 * its short value (`cgt.format`, CGSuite's ascii style by default), the named stoppers by name
 * (`on`, `off`, `dud`, `over`, `under`, `x over`/`x under` as `3/2over`, the upon forms
 * `x^[on]*n` / `xv[on]*n` as CGSuite prints them), anything else as braces `{L|R}` in which `pass`
 * is a move of a position to itself and a label `a{…}` names a position that a longer cycle
 * returns to (`a{0|{0|a}}`). Sources: CGSuite's loopy-games tutorial and CanonicalStopper.scala
 * (Siegel); Winning Ways ch. 11 for the names.
 *
 * @module
 */
import { BudgetExceededError } from "../util";
import { format as formatShort, isNumber, numberUpStarParts } from "./api";
import { dyadicToString } from "./dyadic";
import { LoopyGame, asLoopy, setLoopyPrinter, shortParts } from "./loopyGraph";
import type { FormatOptions } from "./notation";
import type { Game } from "./value";

/** Options of {@link format}. */
export interface LoopyFormatOptions {
  /** Style of the short parts (`cgt.format`'s): "ascii" (CGSuite's, default) or "unicode". */
  readonly style?: "ascii" | "unicode";
  /** Refuse (BudgetExceededError, limit maxLength) to print more than this many characters; default 100,000. */
  readonly maxLength?: number;
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
  const shortOptions: FormatOptions = { style: options.style ?? "ascii" };
  const maxLength = options.maxLength ?? 100_000;
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
    const name = names[v];
    if (name !== undefined) return emit(name);
    if (label.has(v)) {
      let l = label.get(v) ?? null;
      if (l === null) label.set(v, (l = labelName(labels++)));
      return emit(l);
    }
    label.set(v, null);
    const side = (ws: readonly number[]): string => ws.map((w) => (w === v ? emit("pass") : render(w))).join(",");
    const body = `{${side(x.left[v])}|${side(x.right[v])}}`;
    const l = label.get(v) ?? "";
    label.delete(v);
    return emit(l) + body;
  };
  return render(0);
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
  return uponName(L, R, v, short, "^[on]") ?? uponName(R, L, v, short, "v[on]");
}

/** The number as a prefix of a name: "" for 0, else its text ("3/2", "-1/4"). */
function numberPrefix(n: Game): string {
  const t = numberText(n);
  return t === "0" ? "" : t;
}

/**
 * The upon form with `mine` the options of the player who passes (Left for ^[on]): the other
 * side is one x + *m, and `mine` is {pass} when m ≠ 0, {pass, x} when m = 0 (CGSuite's
 * CanonicalStopper.uponForm); the name is x^[on]*(m ⊕ 1).
 */
function uponName(mine: readonly number[], theirs: readonly number[], v: number, short: readonly (Game | undefined)[], symbol: string): string | undefined {
  if (theirs.length !== 1 || !mine.includes(v)) return undefined;
  const t = short[theirs[0]];
  if (t === undefined) return undefined;
  const parts = numberUpStarParts(t);
  if (parts === undefined || parts.ups !== 0) return undefined;
  const others = mine.filter((w) => w !== v);
  if (parts.star !== 0 && others.length !== 0) return undefined;
  if (parts.star === 0) {
    if (others.length !== 1) return undefined;
    const o = short[others[0]];
    const on = o === undefined ? undefined : numberUpStarParts(o);
    if (on === undefined || !isNumber(o!) || dyadicToString(on.number) !== dyadicToString(parts.number)) return undefined;
  }
  const x = dyadicToString(parts.number);
  const star = parts.star ^ 1;
  return (x === "0" ? "" : x) + symbol + (star === 0 ? "" : star === 1 ? "*" : `*${star}`);
}

setLoopyPrinter((g) => format(g));
