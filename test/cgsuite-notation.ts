// A reader for CGSuite's printed game notation, used by the ruleset tests to take CGSuite's
// published values verbatim: {a||b|c} (the longest run of bars splits first), comma lists,
// numbers, *n, ^ v with ^<n> (↑^n: ↑^1 = ↑, ↑^(n+1) = {0 | ↓^n *}) and ^[n] (^[1] = ↑,
// ^[n+1] = {^[n] | *}, as CGSuite's CanonicalShortGameTestCase shows: "{0|*||*|||*||||*}" is "^[4]"),
// +-G = {G | −G} (+-{a,b} = {a,b | −a,−b}), Tiny(x) = {0 || 0 | −x}, Miny(x) = {x | 0 || 0}, and
// juxtaposed sums such as "3/4v[3]*". Test-only; the library's own notation is lib/cgt/notation.ts.
import * as cgt from "../lib/cgt";

function upPower(n: number): cgt.Game {
  let g = cgt.UP;
  for (let i = 1; i < n; i++) g = cgt.game([cgt.ZERO], [cgt.add(cgt.neg(g), cgt.STAR)]);
  return g;
}
function upNth(n: number): cgt.Game {
  let g = cgt.UP;
  for (let i = 1; i < n; i++) g = cgt.game([g], [cgt.STAR]);
  return g;
}

/** Split at top-level occurrences of a separator predicate. */
function topLevel(s: string): { depth0: boolean[] } {
  const depth0: boolean[] = [];
  let d = 0;
  for (const c of s) {
    if (c === "{" || c === "(") d++;
    if (c === "}" || c === ")") d--;
    depth0.push(d === 0 && c !== "}" && c !== ")");
  }
  return { depth0 };
}

function parseList(s: string): cgt.Game[] {
  if (s.trim() === "") return [];
  const { depth0 } = topLevel(s);
  const out: cgt.Game[] = [];
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i === s.length || (s[i] === "," && depth0[i])) {
      out.push(parseSum(s.slice(start, i)));
      start = i + 1;
    }
  }
  return out;
}

/** The inside of braces: bars split by the longest top-level run. */
function parseBars(s: string): cgt.Game {
  const { depth0 } = topLevel(s);
  let best = 0;
  let at = -1;
  for (let i = 0; i < s.length; ) {
    if (s[i] === "|" && depth0[i]) {
      let j = i;
      while (s[j] === "|") j++;
      if (j - i > best) {
        best = j - i;
        at = i;
      }
      i = j;
    } else i++;
  }
  if (at < 0) throw new Error(`no bar in {${s}}`);
  const left = s.slice(0, at);
  const right = s.slice(at + best);
  const side = (t: string): cgt.Game[] => (t.includes("|") && topLevel(t).depth0.some((z, i) => z && t[i] === "|") ? [parseBars(t)] : parseList(t));
  return cgt.game(side(left), side(right));
}

function matchBrace(s: string, i: number, open: string, close: string): number {
  let d = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === open) d++;
    if (s[j] === close && --d === 0) return j;
  }
  throw new Error(`unbalanced ${open} in ${s}`);
}

/** A juxtaposed sum of terms. */
function parseSum(text: string): cgt.Game {
  const s = text.trim();
  let g = cgt.ZERO;
  let i = 0;
  while (i < s.length) {
    if (s.startsWith("+-", i)) {
      i += 2;
      if (s[i] === "{") {
        const j = matchBrace(s, i, "{", "}");
        const inner = s.slice(i + 1, j);
        const hasBar = topLevel(inner).depth0.some((z, k) => z && inner[k] === "|");
        const opts = hasBar ? [parseBars(inner)] : parseList(inner);
        g = cgt.add(g, cgt.game(opts, opts.map(cgt.neg)));
        i = j + 1;
      } else {
        const x = parseSum(s.slice(i));
        return cgt.add(g, cgt.game([x], [cgt.neg(x)]));
      }
      continue;
    }
    const m = /^(Tiny|Miny)\(/.exec(s.slice(i));
    if (m) {
      const j = matchBrace(s, i + m[1]!.length, "(", ")");
      const x = parseSum(s.slice(i + m[1]!.length + 1, j));
      const v = m[1] === "Tiny" ? cgt.game([cgt.ZERO], [cgt.game([cgt.ZERO], [cgt.neg(x)])]) : cgt.game([cgt.game([x], [cgt.ZERO])], [cgt.ZERO]);
      g = cgt.add(g, v);
      i = j + 1;
      continue;
    }
    if (s[i] === "{") {
      const j = matchBrace(s, i, "{", "}");
      g = cgt.add(g, parseBars(s.slice(i + 1, j)));
      i = j + 1;
      continue;
    }
    const num = /^-?\d+(\/\d+)?/.exec(s.slice(i));
    if (num) {
      g = cgt.add(g, cgt.parse(num[0]));
      i += num[0].length;
      continue;
    }
    if (s[i] === "^" || s[i] === "v") {
      const sign = s[i] === "^" ? 1 : -1;
      const kind = /^[\^v](<(\d+)>|\[(\d+)\])/.exec(s.slice(i));
      if (kind) {
        const u = kind[2] !== undefined ? upPower(Number(kind[2])) : upNth(Number(kind[3]));
        g = cgt.add(g, sign > 0 ? u : cgt.neg(u));
        i += kind[0].length;
      } else {
        g = cgt.add(g, sign > 0 ? cgt.UP : cgt.DOWN);
        i++;
      }
      continue;
    }
    if (s[i] === "*") {
      const n = /^\*(\d*)/.exec(s.slice(i))!;
      g = cgt.add(g, cgt.nimber(n[1] === "" ? 1 : Number(n[1])));
      i += n[0].length;
      continue;
    }
    throw new Error(`cannot read CGSuite notation at ${JSON.stringify(s.slice(i))}`);
  }
  return g;
}

/** The game written in CGSuite's notation. */
export function cgsuiteGame(text: string): cgt.Game {
  return parseSum(text);
}
