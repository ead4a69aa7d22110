/**
 * Reading what an earlier notebook or command-line run wrote (issue 15, item 4).
 *
 * Where a run looks: first the folder this notebook writes to ({@link resultsDir}: the staging
 * folder of the notebook during `npm run reproduce` and the notebook tests), then the run's own
 * results folder (`$CGTLAB_RUN_RESULTS_DIR`, which `reproduce` sets to its `--results` folder, where
 * the notebooks run before this one have already been published). Outside `reproduce` both are
 * `<project>/results`. So a test run reads the copy the same run wrote, never the committed one,
 * and a missing file is an {@link InputError} naming the notebook or command that writes it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import { InputError, checkOptions, optionNames } from "../util";
import { projectRoot, resultsDir, resultsPath } from "./paths";

/** One row of a CSV result: column name → cell text (empty string for an empty cell). */
export type CsvRow = Record<string, string>;

/** Who writes a results file: a notebook of the project, or a command-line job. */
export type ResultProducer = { kind: "notebook"; notebook: string } | { kind: "command"; command: string };

/**
 * Results written by command-line jobs rather than notebooks (folder prefix → the command that
 * fills it). The notebooks' own outputs are found by reading the notebooks (see
 * {@link resultProducer}); these are the documented exceptions (README, "Computations too long
 * for a notebook").
 */
export const COMMAND_RESULTS: Readonly<Record<string, string>> = {
  "tokyodoves/cli/": "npx tsx scripts/tokyodoves/cli.ts survey|agree … --out results/tokyodoves/cli/<file>.json (see results/tokyodoves/cli/README)",
  "tokyodoves/census/": "npx tsx scripts/tokyodoves/cli.ts census run --dir results/tokyodoves/census --max-doves 12 --workers 2",
  "bench/": "npm run bench -- <topic>",
  "solve/first-moves/": "npx tsx scripts/solve/solve.ts slurm --game clobber --rows M --cols N --to-move left|right --shards K --distinct --database <the Clobber database> --dir results/solve/first-moves/clobber-MxN-left|right --submit (README, Clobber 3×10)",
  "solve/": "npx tsx scripts/solve/domineering.ts 6 6 (results/solve/domineering.csv); npx tsx scripts/solve/clobber.ts --seconds 240 (clobber.csv); npx tsx scripts/solve/cram.ts (cram.csv); npx tsx scripts/solve/linear-clobber.ts run (clobber-linear.csv); npx tsx scripts/solve/clobber-6x6.ts --database <the Clobber database> (clobber-6x6.csv); npx tsx scripts/solve/database.ts run … --summary (domineering- and clobber-database-summary.csv)",
};

/**
 * The folders a read looks in, most recent first: the current notebook's own output folder,
 * then the run's results folder when `reproduce` set one (duplicates removed). O(1).
 */
export function resultsSearchPath(): string[] {
  const own = resultsDir();
  const run = process.env.CGTLAB_RUN_RESULTS_DIR ? resolve(process.env.CGTLAB_RUN_RESULTS_DIR) : join(projectRoot(), "results");
  return own === run ? [own] : [own, run];
}

let producers: { root: string; byPath: Map<string, string> } | undefined;

/** String literals that look like results paths ("topic/name.ext") in a notebook's code cells, minus the ones it only reads. */
function writtenPaths(source: string): string[] {
  const literal = /(["'`])([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+\.(?:csv|json|svg|png|html))\1/g;
  const read = new Set([...source.matchAll(/readResult(?:IfPresent)?\s*(?:<[^>]*>)?\(\s*(["'`])([^"'`]+)\1/g)].map((m) => m[2]!));
  return [...source.matchAll(literal)].map((m) => m[2]!).filter((p) => !read.has(p));
}

/** results path → notebook file name, from the string literals of every notebook's code cells. O(size of notebooks/), once. */
function notebookProducers(): Map<string, string> {
  const root = projectRoot();
  if (producers?.root === root) return producers.byPath;
  const byPath = new Map<string, string>();
  const dir = join(root, "notebooks");
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ipynb")).sort()) {
      let cells: { cell_type?: string; source?: string | string[] }[] = [];
      try {
        cells = (JSON.parse(readFileSync(join(dir, file), "utf8")) as { cells?: typeof cells }).cells ?? [];
      } catch {
        continue; // an unreadable notebook names no producer
      }
      for (const cell of cells) {
        if (cell.cell_type !== "code") continue;
        const source = Array.isArray(cell.source) ? cell.source.join("") : (cell.source ?? "");
        for (const p of writtenPaths(source)) if (!byPath.has(p)) byPath.set(p, file);
      }
    }
  }
  producers = { root, byPath };
  return byPath;
}

/**
 * Which notebook or command writes the results file `path` (relative to results/): the first
 * notebook in `notebooks/` whose code names it as a string literal other than in a
 * `readResult(...)` call, else the documented command of {@link COMMAND_RESULTS}, else undefined.
 * O(size of the notebooks) on the first call, O(1) after.
 */
export function resultProducer(path: string): ResultProducer | undefined {
  const nb = notebookProducers().get(path);
  if (nb !== undefined) return { kind: "notebook", notebook: nb };
  const prefix = Object.keys(COMMAND_RESULTS).find((p) => path.startsWith(p));
  return prefix === undefined ? undefined : { kind: "command", command: COMMAND_RESULTS[prefix]! };
}

function producerHint(path: string): string {
  const p = resultProducer(path);
  if (p === undefined) return "no notebook or command of this project is known to write it";
  if (p.kind === "command") return `it is written by the command-line job \`${p.command}\``;
  return `it is written by notebook ${p.notebook}: run \`npm run reproduce -- notebooks/${p.notebook}\` first (with the same --profile and --results)`;
}

/**
 * Absolute path of the results file `path` (relative to results/) as this run sees it (the first
 * folder of {@link resultsSearchPath} that has it), or undefined. Bad paths are an InputError
 * (the rules of {@link resultsPath}). O(depth).
 */
export function findResult(path: string): string | undefined {
  resultsPath(path); // validates the relative path (no "..", not absolute, ...)
  for (const dir of resultsSearchPath()) {
    const full = join(dir, path);
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

/** The fields of {@link ReadJsonOptions}. */
const READ_OPTION_NAMES = optionNames<ReadJsonOptions<unknown>>({ validate: true });

/** Options of {@link readResult} for JSON: a type guard run on the parsed value. */
export interface ReadJsonOptions<T> {
  /** Checks the parsed JSON; a value it rejects is an InputError naming the file. */
  validate?: (data: unknown) => data is T;
}

/**
 * The rows of a CSV text (RFC 4180: quoted fields with `""` escapes and embedded newlines, LF or
 * CRLF), keyed by the header row. Cells are strings. O(length). Throws InputError (naming `where`)
 * on an unterminated quote or a row with more cells than the header.
 */
export function parseCsv(text: string, where = "CSV"): CsvRow[] {
  const records: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      row.push(field);
      field = "";
      records.push(row);
      row = [];
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else field += c;
    i++;
  }
  if (quoted) throw new InputError(`${where}: a quoted field is not closed before the end of the file`);
  if (field !== "" || row.length > 0) {
    row.push(field);
    records.push(row);
  }
  const [header, ...body] = records.filter((r) => !(r.length === 1 && r[0] === ""));
  if (header === undefined) return [];
  return body.map((r, k) => {
    if (r.length > header.length) throw new InputError(`${where}: row ${k + 2} has ${r.length} cells but the header has ${header.length}`);
    const out: CsvRow = {};
    header.forEach((h, j) => (out[h] = r[j] ?? ""));
    return out;
  });
}

/**
 * Read a results file written earlier in this run (or, outside `reproduce`, the one in results/):
 * a `.csv` file as its rows (strings keyed by the header), a `.json` file as its parsed value
 * (typed by `T`; give `validate` to check it), anything else as text. A missing file is an
 * InputError naming the notebook or command that writes it. O(file size).
 */
export function readResult(path: `${string}.csv`): CsvRow[];
export function readResult<T = unknown>(path: `${string}.json`, options?: ReadJsonOptions<T>): T;
export function readResult(path: string): string;
export function readResult<T>(path: string, options: ReadJsonOptions<T> = {}): CsvRow[] | T | string {
  const full = findResult(path);
  if (full === undefined) {
    throw new InputError(`results/${path} is not in this run's results (${resultsSearchPath().map((d) => relativeToRoot(d)).join(", then ")}): ${producerHint(path)}`);
  }
  return parseResult(full, path, options);
}

/**
 * Like {@link readResult} but undefined when the file is not there: for optional inputs such as
 * command-line outputs that a notebook merges when present. O(file size).
 */
export function readResultIfPresent(path: `${string}.csv`): CsvRow[] | undefined;
export function readResultIfPresent<T = unknown>(path: `${string}.json`, options?: ReadJsonOptions<T>): T | undefined;
export function readResultIfPresent(path: string): string | undefined;
export function readResultIfPresent<T>(path: string, options: ReadJsonOptions<T> = {}): CsvRow[] | T | string | undefined {
  const full = findResult(path);
  return full === undefined ? undefined : parseResult(full, path, options);
}

/**
 * The results files directly in `folder` (relative to results/, e.g. "tokyodoves/cli") as this
 * run sees them, as paths relative to results/, sorted; a name in an earlier folder of the search
 * path hides the same name in a later one. Missing folders give []. O(entries).
 */
export function listResults(folder: string): string[] {
  return listEntries(folder, false);
}

/** The folders directly in `folder` (relative to results/), as {@link listResults} lists files. O(entries). */
export function listResultFolders(folder: string): string[] {
  return listEntries(folder, true);
}

function listEntries(folder: string, folders: boolean): string[] {
  const clean = folder.replace(/\/+$/, "");
  resultsPath(`${clean}/x`); // validates the folder path
  const names = new Set<string>();
  for (const dir of resultsSearchPath()) {
    const full = join(dir, clean);
    if (!existsSync(full) || !statSync(full).isDirectory()) continue;
    for (const e of readdirSync(full, { withFileTypes: true })) if (folders ? e.isDirectory() : e.isFile()) names.add(e.name);
  }
  return [...names].sort().map((n) => `${clean}/${n}`);
}

/**
 * Absolute path of the results folder `folder` (relative to results/) as this run sees it: the
 * first folder of the search path that has it, else where this notebook would write it. For
 * readers that take a folder (the Tokyo Doves census). O(depth).
 */
export function resultsFolder(folder: string): string {
  const clean = folder.replace(/\/+$/, "");
  resultsPath(`${clean}/x`);
  for (const dir of resultsSearchPath()) {
    const full = join(dir, clean);
    if (existsSync(full) && statSync(full).isDirectory()) return full;
  }
  return join(resultsDir(), clean);
}

function relativeToRoot(dir: string): string {
  const r = relative(projectRoot(), dir);
  return r === "" || r.startsWith("..") || r.startsWith(sep) ? dir : r;
}

function parseResult<T>(full: string, path: string, options: ReadJsonOptions<T>): CsvRow[] | T | string {
  checkOptions(options, READ_OPTION_NAMES, `reading results/${path}`);
  const text = readFileSync(full, "utf8");
  const name = basename(path);
  if (name.endsWith(".csv")) return parseCsv(text, `results/${path}`);
  if (!name.endsWith(".json")) return text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new InputError(`results/${path} is not valid JSON (${(err as Error).message}); ${producerHint(path)}`);
  }
  if (options.validate && !options.validate(data)) throw new InputError(`results/${path} does not have the expected shape (${full})`);
  return data as T;
}
