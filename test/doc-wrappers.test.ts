// The public one-line wrappers of lib/cgt/api.ts carry the full doc comment of the id-level function
// they wrap (issue 26, item 4): hovering `cgt.atomicWeight` shows the definition, the sources and
// the cost, not "The atomic weight of g.". A wrapper is paired with the function of the same name
// it calls in store.ts (or the store file that defines it), notation.ts, thermo.ts, temperature.ts, allsmall.ts, random.ts or
// misere.ts (two renamed pairs listed below); its doc comment must contain that function's doc
// comment word for word (whitespace aside). When you change an id-level doc comment, copy it into
// the wrapper.
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { exportedFunctions } from "./doc-comments";

const CGT = join(__dirname, "..", "lib", "cgt");
const NAMESPACES: Record<string, string> = { S: "store.ts", N: "notation.ts", T: "thermo.ts", Te: "temperature.ts", A: "allsmall.ts", R: "random.ts", M: "misere.ts" };
/** store.ts re-exports functions defined in the store's other files (the store is split along its seams). */
const STORE_FILES = ["store.ts", "storeNodes.ts", "storeNumbers.ts", "storeCompare.ts", "storeCanonical.ts", "storeArith.ts"];
/** Wrappers whose id-level function has another name. */
const RENAMED: Record<string, string> = { upStarOf: "S.nusOf", numberUpStar: "S.upStarGame" };

const squash = (s: string): string => s.replace(/\s+/g, " ").trim();

interface Pair {
  wrapper: string;
  wrapperDoc: string;
  target: string;
  targetDoc: string | undefined;
}

function pairs(): Pair[] {
  const out: Pair[] = [];
  const docsOf = new Map<string, Map<string, string | undefined>>();
  const targetDoc = (ns: string, fn: string): string | undefined => {
    const file = NAMESPACES[ns]!;
    const files = file === "store.ts" ? STORE_FILES : [file];
    if (!docsOf.has(file)) docsOf.set(file, new Map(files.flatMap((f) => exportedFunctions(join(CGT, f))).map((f) => [f.name, f.doc?.text])));
    return docsOf.get(file)!.get(fn);
  };
  for (const w of exportedFunctions(join(CGT, "api.ts"))) {
    const calls: string[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && ts.isIdentifier(n.expression.expression) && n.expression.expression.text in NAMESPACES) {
        calls.push(`${n.expression.expression.text}.${n.expression.name.text}`);
      }
      ts.forEachChild(n, visit);
    };
    if (w.node.body) visit(w.node.body);
    const target = RENAMED[w.name] ?? calls.find((c) => c.split(".")[1] === w.name);
    if (target === undefined) continue;
    const [ns, fn] = target.split(".") as [string, string];
    out.push({ wrapper: w.name, wrapperDoc: w.doc?.text ?? "", target, targetDoc: targetDoc(ns, fn) });
  }
  return out;
}

describe("cgt wrappers carry the doc comments of what they wrap", () => {
  const all = pairs();

  it("pairs most of the public value functions with their id-level function", () => {
    expect(all.length).toBeGreaterThanOrEqual(70);
    for (const name of ["cool", "atomicWeight", "reducedCanonicalForm", "temperature", "parse", "format", "norton"]) {
      expect(all.some((p) => p.wrapper === name), name).toBe(true);
    }
  });

  it.each(all.map((p) => [p.wrapper, p] as const))("%s", (_name, p) => {
    expect(p.targetDoc, `${p.target} has a doc comment`).toBeDefined();
    expect(squash(p.wrapperDoc), `cgt.${p.wrapper}'s doc comment contains ${p.target}'s`).toContain(squash(p.targetDoc!));
    expect(p.wrapperDoc, "and says it is the value-level form").toMatch(/Value-level form of the id-level/);
  });

  it("a wrapper with only a one-line summary fails (fixture)", () => {
    const cool = all.find((p) => p.wrapper === "cool")!;
    expect(squash("g cooled by t.")).not.toContain(squash(cool.targetDoc!));
  });
});
