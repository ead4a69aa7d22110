// Test helper: doc comments of the library's source files, read with the TypeScript compiler's
// parser (no type checking). Used by test/doc-wrappers.test.ts (the public wrappers of lib/cgt/api.ts
// carry the full doc comment of the function they wrap) and test/doc-examples.test.ts (every
// `@example` runs). Not part of the library.
import { readFileSync } from "node:fs";
import ts from "typescript";

/** A doc comment: its text with the leading ` * ` of each line removed, and where it starts. */
export interface DocComment {
  text: string;
  /** 1-based line of the comment's first line. */
  line: number;
}

/** The text of a `/** … *\/` comment without its delimiters and leading asterisks. */
export function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((l) => l.replace(/^\s*\* ?/, ""))
    .join("\n")
    .trim();
}

/** The last doc comment directly before `node`, if any. */
export function docCommentOf(source: ts.SourceFile, node: ts.Node): DocComment | undefined {
  const text = source.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  for (let i = ranges.length - 1; i >= 0; i--) {
    const r = ranges[i]!;
    const raw = text.slice(r.pos, r.end);
    if (raw.startsWith("/**")) return { text: commentText(raw), line: source.getLineAndCharacterOfPosition(r.pos).line + 1 };
  }
  return undefined;
}

/** Parse a TypeScript file (syntax only). */
export function parseSource(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** Every doc comment of a file (any `/** … *\/` before a node or the end of the file), in order. */
export function allDocComments(file: string): DocComment[] {
  const source = parseSource(file);
  const text = source.getFullText();
  const seen = new Map<number, DocComment>();
  const visit = (node: ts.Node): void => {
    for (const r of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      const raw = text.slice(r.pos, r.end);
      if (raw.startsWith("/**") && !seen.has(r.pos)) {
        seen.set(r.pos, { text: commentText(raw), line: source.getLineAndCharacterOfPosition(r.pos).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  visit(source.endOfFileToken);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
}

/** Exported top-level functions of a file with their doc comments (the first overload's). */
export function exportedFunctions(file: string): { name: string; doc: DocComment | undefined; node: ts.FunctionDeclaration; source: ts.SourceFile }[] {
  const source = parseSource(file);
  const seen = new Set<string>();
  const out: { name: string; doc: DocComment | undefined; node: ts.FunctionDeclaration; source: ts.SourceFile }[] = [];
  for (const st of source.statements) {
    if (!ts.isFunctionDeclaration(st) || !st.name) continue;
    if (!st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (seen.has(st.name.text)) continue;
    seen.add(st.name.text);
    out.push({ name: st.name.text, doc: docCommentOf(source, st), node: st, source });
  }
  return out;
}
