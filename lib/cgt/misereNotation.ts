/**
 * Reading and printing misère canonical games in both of CGSuite's notations:
 *  - the input syntax of `misere.ts` (`*[[2],0]`: bracket lists of options, heap sizes, `+`), the
 *    default of {@link formatMisere}, unambiguous;
 *  - CGSuite's output notation (`*[2#0]`, `*[2[#-2]]`, `*[(2#1)2##]`), as CGSuite's
 *    MisereCanonicalGameOps.appendMidToOutput writes it in plain text.
 *
 * The output notation (CGSuite's misère-theory tutorial; Dan Hoey's printer): a game is written
 * inside `*[…]` as the list of its options written one after another (a nim-heap *n is the digit
 * n, or `&n;` from 10 on; an option with options of its own in parentheses), except that
 *  - a game with one option is that option followed by the subscript `#` (`2#` = {*2});
 *  - a game G with a part *i (i ≥ 2 of G's parity, G − *i born earlier) is G − *i followed by the
 *    subscript i, or, when G + *i is born earlier, G + *i followed by the subscript `-i`;
 *  - an odd game is its even part followed by the subscript 1.
 * Subscripts chain left to right (`2[#2#]` = {{*2} + *2}); in plain text a chain that contains a
 * part subscript is put in brackets after the first heap digit or `)` of the chain.
 *
 * @module
 */
import { Budget, InputError, optionNames, checkOptions, type RunOptions } from "../util";
import {
  type MisereGame,
  misereGame,
  misereHeap,
  misereSum,
  misereBirthday,
  formatMisere as formatInput,
  parseMisere as parseInput,
} from "./misere";
import { isMisereEven, misereDifference, misereEvenPart, isNimHeap, misereOrder } from "./misereTheory";

/** Which notation {@link formatMisere} writes or {@link parseMisere} reads. */
export interface MisereNotationOptions {
  /**
   * "input" (default for printing): CGSuite's input syntax `*[[2],0]`; "cgsuite": CGSuite's output
   * notation `*[2#0]`; "auto" (default for parsing): the output notation when the text has `#`,
   * `(`, `&`, `-` or a `[` right after a digit or `)`, else the input syntax.
   */
  readonly notation?: "input" | "cgsuite" | "auto";
}

const digit = (n: number): string => (n < 10 ? String(n) : `&${String(n)};`);

/** The fields of {@link MisereNotationOptions}. */
const FORMAT_OPTION_NAMES = optionNames<MisereNotationOptions>({ notation: true });

/**
 * Print a misère canonical game: in CGSuite's input syntax (default; see misere.ts), or with
 * `{ notation: "cgsuite" }` exactly as CGSuite prints it (`*[2#]`, `*[2[2]]`, `*[(2#1)2##]`; see
 * the module comment), options in {@link misereOrder} from the largest. CGSuite's output is
 * ambiguous in one case — a game whose options are k ≥ 2 heaps below 10 and no subscript
 * (`*[42]` = {*4, *2}) reads in its input syntax as a heap (*42) — so {@link parseMisere} needs
 * `{ notation: "cgsuite" }` to read such a string back. Cost: O(canonical size) for the input
 * syntax; for CGSuite's, one difference and one sum with each *i (i < birthday) per subgame.
 */
export function formatMisere(g: MisereGame, options?: MisereNotationOptions): string {
  checkOptions(options, FORMAT_OPTION_NAMES, "formatMisere");
  const notation = options?.notation ?? "input";
  if (notation === "input") return formatInput(g);
  if (notation !== "cgsuite") throw new InputError(`formatMisere: notation must be "input" or "cgsuite", got ${String(notation)}`);
  misereBirthday(g); // validates g
  const parts: string[] = [];
  const sub = { open: false };
  write(g, false, sub, parts);
  if (sub.open) parts.push("]");
  return `*[${parts.join("")}]`;
}

function write(g: MisereGame, parenthesize: boolean, sub: { open: boolean }, out: string[]): void {
  const b = misereBirthday(g);
  if (isNimHeap(g)) {
    out.push(digit(b));
    if (sub.open) out.push("[");
    return;
  }
  const odd = !isMisereEven(g);
  for (let i = (odd ? 1 : 0) + 2; i < b; i += 2) {
    const heap = misereHeap(i);
    const d = misereDifference(g, heap);
    if (d !== undefined && misereBirthday(d) < b) {
      sub.open = true;
      write(d, true, sub, out);
      out.push(digit(i));
      return;
    }
    const s = misereSum(g, heap);
    if (misereBirthday(s) < b) {
      sub.open = true;
      write(s, true, sub, out);
      out.push(`-${digit(i)}`);
      return;
    }
  }
  if (odd) {
    sub.open = true;
    write(misereEvenPart(g), true, sub, out);
    out.push("1");
    return;
  }
  const opts = [...g.options].sort(misereOrder);
  if (opts.length < 2) {
    write(opts[0], true, sub, out);
    out.push("#");
    return;
  }
  if (parenthesize) out.push("(");
  for (let i = opts.length - 1; i >= 0; i--) {
    const inner = { open: false };
    write(opts[i], true, inner, out);
    if (inner.open) out.push("]");
  }
  if (parenthesize) out.push(")");
  if (sub.open) out.push("[");
}

/** Whether a text looks like CGSuite's output notation rather than its input syntax. */
function looksLikeOutput(text: string): boolean {
  return /[#(&-]/.test(text) || /[0-9)]\s*\[/.test(text);
}

/** The options {@link parseMisere} takes. */
const PARSE_OPTION_NAMES = optionNames<RunOptions & MisereNotationOptions>({ budget: true, onProgress: true, notation: true });

/**
 * Parse a misère game in CGSuite's input syntax (`*[n]`, `*[a,b,…]`, nested lists, `+`; see
 * misere.ts) or its output notation (`*[2#0]`, `*[2[#-2]]`, `*[(2#1)[1]]`, `&12;` for a heap ≥ 10;
 * see the module comment), told apart as {@link MisereNotationOptions} says. A `-i` subscript
 * needs the difference to exist (InputError naming the position otherwise). Terms may be added
 * with `+` in both notations. InputError with the position for anything else.
 * Cost: O(length + canonicalization + the sums and differences written).
 */
export function parseMisere(text: string, options?: RunOptions & MisereNotationOptions): MisereGame {
  if (typeof text !== "string") throw new InputError("parseMisere needs a string");
  const notation = options?.notation ?? "auto";
  const budget = Budget.from(options, "parseMisere", PARSE_OPTION_NAMES);
  if (notation === "input" || (notation === "auto" && !looksLikeOutput(text))) return parseInput(text, { budget });
  if (notation !== "cgsuite" && notation !== "auto") throw new InputError(`parseMisere: notation must be "auto", "input" or "cgsuite", got ${String(notation)}`);
  return parseOutput(text, budget);
}

function parseOutput(s: string, budget: Budget): MisereGame {
  let i = 0;
  const add = (a: MisereGame, b: MisereGame): MisereGame => misereSum(a, b, { budget });
  const ws = (): void => {
    while (i < s.length && /\s/.test(s[i])) i++;
  };
  const fail = (expected: string): never => {
    throw new InputError(`cannot parse misère game "${s}" (CGSuite's output notation): expected ${expected}`, `character ${String(i + 1)}`);
  };
  const heapSize = (): number => {
    ws();
    if (s[i] === "&") {
      i++;
      const st = i;
      while (i < s.length && s[i] >= "0" && s[i] <= "9") i++;
      if (st === i) fail("a heap size after &");
      const n = Number(s.slice(st, i));
      if (s[i] !== ";") fail('";" after &n');
      i++;
      if (n > 4096) fail("a heap size ≤ 4096");
      return n;
    }
    if (s[i] >= "0" && s[i] <= "9") return Number(s[i++]);
    return fail("a heap digit, &n; or (");
  };
  const isItemStart = (): boolean => {
    ws();
    return i < s.length && ((s[i] >= "0" && s[i] <= "9") || s[i] === "&" || s[i] === "(");
  };
  const subscripts = (g: MisereGame, closing: string | null): MisereGame => {
    for (;;) {
      ws();
      const c = s[i];
      if (c === "#") {
        i++;
        g = misereGame([g]);
      } else if (closing !== null && c === "-") {
        i++;
        const at = i;
        const n = heapSize();
        const d = misereDifference(g, misereHeap(n));
        if (d === undefined) {
          i = at;
          fail(`a subscript -${String(n)} whose difference exists (${String(g)} − *${String(n)} is no misère game)`);
        }
        g = d!;
      } else if (closing !== null && (c === "&" || (c >= "0" && c <= "9"))) {
        g = add(g, misereHeap(heapSize()));
      } else return g;
    }
  };
  const item = (): MisereGame => {
    ws();
    let g: MisereGame;
    if (s[i] === "(") {
      i++;
      const opts = items();
      if (opts.length < 2) fail("two or more options inside ( )");
      ws();
      if (s[i] !== ")") fail('")"');
      i++;
      g = misereGame(opts);
    } else g = misereHeap(heapSize());
    g = subscripts(g, null);
    ws();
    if (s[i] === "[") {
      i++;
      g = subscripts(g, "]");
      ws();
      if (s[i] !== "]") fail('"]" closing the subscripts');
      i++;
      g = subscripts(g, null);
    }
    return g;
  };
  const items = (): MisereGame[] => {
    const out: MisereGame[] = [];
    while (isItemStart()) out.push(item());
    return out;
  };
  const term = (): MisereGame => {
    ws();
    if (s[i] !== "*") fail('"*["');
    i++;
    ws();
    if (s[i] !== "[") fail('"[" after "*"');
    i++;
    const list = items();
    if (list.length === 0) fail("a heap digit, &n; or (");
    ws();
    if (s[i] !== "]") fail('"]"');
    i++;
    return list.length === 1 ? list[0] : misereGame(list);
  };
  let acc = term();
  ws();
  while (s[i] === "+") {
    i++;
    acc = add(acc, term());
    ws();
  }
  if (i < s.length) fail("end of input");
  return acc;
}
