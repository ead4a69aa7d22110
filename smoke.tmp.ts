import * as cgt from "./lib/cgt";
const L = cgt.loopy;
const cases: [string, string, number | undefined][] = [
  ["on", "on", 1], ["off", "off", 1], ["over", "over", 2], ["{pass|3/2}", "3/2under", 5], ["{-1/4+*|pass}", "-1/4v[on]", 6],
  ["{0|||0||0|off}", "{0|Tiny(on)}", 5], ["{on|0||0}", "Miny(on)", 4], ["{0||0|under}", "Tiny(over)", 4], ["+-{0|pass}", "+-over", 4], ["+-{5|pass}", "+-(5over)", 14],
  ["a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}", 6],
  ["{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}", "", 17],
  ["a{0|{0||||0,*2|||a|0||0}||0}", "", 9],
  ["{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}", 7],
  ["upon", "^[on]", undefined], ["upon+upon", "", undefined], ["over-over", "", undefined], ["{0,pass|0}", "^[on]*", undefined], ["{0|pass,0}", "", undefined],
];
for (const [s, out, count] of cases) {
  try {
    const g = L.parse(s);
    const st = L.isStopper(g);
    const c = st ? L.canonical(g) : undefined;
    console.log(s, "|", String(g), "| stopper", st, L.outcomeClass(g), "| canon", c ? String(c) : "-", c?.size, "expect", out, count);
  } catch (e) { console.log(s, "ERR", (e as Error).message); }
}
for (const [s] of cases) {
  try { const g = L.parse(s); if (!L.isStopper(g)) continue; const st = L.stops(g); console.log(s, L.format(L.canonical(g)), L.formatPseudonumber(st.left), L.formatPseudonumber(st.right), L.isInfinitesimal(g), L.isNumberish(g)); } catch (e) { console.log(s, "ERR", (e as Error).message); }
}
