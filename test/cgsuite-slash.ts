// Test helper: CGSuite's slash notation ({0||0|v*} = {0|{0|v*}}) rewritten into the nested braces
// that cgt.parse reads today (the cgt-numbers branch adds slash notation to the parser itself).
// Only for transcribing CGSuite's test expectations into tests; not part of the library.

function topLevelRuns(s: string): { at: number; len: number }[] {
  const runs: { at: number; len: number }[] = [];
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "{" || c === "(") depth++;
    else if (c === "}" || c === ")") depth--;
    else if (c === "|" && depth === 0) {
      let j = i;
      while (j < s.length && s[j] === "|") j++;
      runs.push({ at: i, len: j - i });
      i = j - 1;
    }
  }
  return runs;
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "{" || c === "(") depth++;
    else if (c === "}" || c === ")") depth--;
    else if (c === "," && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out.map((x) => x.trim()).filter((x) => x.length > 0);
}

function group(content: string): string {
  const runs = topLevelRuns(content);
  if (runs.length === 0) throw new Error(`no '|' in {${content}}`);
  const k = Math.max(...runs.map((r) => r.len));
  const top = runs.filter((r) => r.len === k);
  if (top.length !== 1) throw new Error(`ambiguous slashes in {${content}}`);
  const r = top[0];
  return `{${side(content.slice(0, r.at))}|${side(content.slice(r.at + r.len))}}`;
}

function side(s: string): string {
  if (topLevelRuns(s).length > 0) return group(s);
  return splitTop(s)
    .map((e) => (e.startsWith("{") && e.endsWith("}") ? group(e.slice(1, -1)) : e))
    .join(",");
}

/** CGSuite slash notation → nested braces, e.g. "{0|*||*}" → "{{0|*}|*}". */
export function unslash(s: string): string {
  const t = s.trim();
  return t.startsWith("{") && t.endsWith("}") && topLevelRuns(t).length === 0 ? group(t.slice(1, -1)) : t;
}
