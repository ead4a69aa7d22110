/**
 * Subgame databases (issue 30 item 3): the canonical values of every position of a family (for
 * Domineering: every region of up to N cells, one per class under the board's symmetries), built
 * once — sharded, each shard a file — and loaded by the solver, which then replaces a component
 * found in the database by its value without search (after Uiterwijk and Barton, "New results for
 * Domineering from combinatorial game theory endgame databases", Theoretical Computer Science 592,
 * 2015, whose databases hold every single-component Domineering position up to 15 squares).
 *
 * **File.** Two lines of JSON. The header: kind, format version, ruleset name, family (a name and
 * the sizes), shard (i of N, or none for a merged database), entry and value counts, and a SHA-256
 * checksum of the header's other fields and the body. The body: a value table (the distinct
 * canonical forms, each node its options as indices of earlier nodes, solve/values.ts), the
 * entries' folded keys (a position's key folded over the ruleset's symmetries, as the solver keys
 * them: a number, a string, or a bigint as `{ "b": digits }`) and for each the node of its value
 * (the value of the folded form: a position whose fold swapped the players has the negative).
 * Reading checks the kind, the format version, the ruleset (a database of another ruleset or
 * version is refused, naming both) and the checksum (a damaged or edited file is refused).
 *
 * **Shards.** Shard i of N holds the family's positions number j ≡ i (mod N) in the family's
 * order; {@link mergeSubgameShards} refuses anything but an exact cover of one split of one family
 * (util's checkShardCover, the census's rules) and writes the merged database whole (temp + rename).
 */
import { readFileSync } from "node:fs";
import * as cgt from "../../cgt";
import { Budget, InputError, IntHashTable, checkShardCover, sha256Checksum, writeFileAtomic, type RunOptions } from "../../util";
import type { PositionKey, Ruleset } from "../../ruleset";
import { engineFor } from "..";
import { foldedKey } from "./keys";
import { LazyValueTable, ValueTableWriter, type ValueNodes } from "./values";

const ops = cgt.ops;

/** The kind field of a database file. */
export const SUBGAME_DATABASE_KIND = "cgtlab-subgame-database";
/** The file format this cgtlab writes and reads; a file of another format is refused (rebuild it). */
export const SUBGAME_DATABASE_FORMAT = 1;

/** What positions a database holds: a name and the sizes (both written to the header). */
export interface SubgameFamily {
  /** e.g. "free polyominoes (Domineering regions up to symmetry)". */
  readonly name: string;
  readonly minSize: number;
  readonly maxSize: number;
}

/** A database file's header (the first line). */
export interface SubgameDatabaseHeader {
  readonly kind: typeof SUBGAME_DATABASE_KIND;
  readonly format: number;
  readonly ruleset: string;
  readonly family: SubgameFamily;
  /** Shard i of N, or null for a whole (merged) database. */
  readonly shard: { readonly index: number; readonly count: number } | null;
  /** Entries per size, index 0 for minSize. */
  readonly entriesBySize: readonly number[];
  readonly entries: number;
  /** Nodes of the value table. */
  readonly values: number;
  /** {@link sha256Checksum} of the other header fields and the body. */
  readonly checksum: string;
}

type KeyJson = number | string | { b: string };

function keyToJson(k: PositionKey): KeyJson {
  return typeof k === "bigint" ? { b: k.toString() } : k;
}

function keyFromJson(k: unknown, where: string): PositionKey {
  if (typeof k === "number" || typeof k === "string") return k;
  if (typeof k === "object" && k !== null && typeof (k as { b?: unknown }).b === "string") return BigInt((k as { b: string }).b);
  throw new InputError(`an entry key is ${JSON.stringify(k)}, not a number, a string or { b: digits }`, where);
}

/**
 * A loaded subgame database: the values of its positions by folded key. Lookups O(1) expected.
 * Values are built in this process's store on first use (a lookup of a value not met before costs
 * its canonical construction); after `cgt.resetStore()` read the file again.
 */
export class SubgameDatabase {
  constructor(
    /** The file's header. */
    readonly header: SubgameDatabaseHeader,
    /** Safe-integer keys (a typed-array table: no boxed entries) and the other keys, each to its value node. */
    private readonly ints: IntHashTable,
    private readonly others: ReadonlyMap<PositionKey, number>,
    private readonly table: LazyValueTable,
  ) {}

  /** The ruleset name the database was built for. */
  get ruleset(): string {
    return this.header.ruleset;
  }

  /** Number of entries. */
  get size(): number {
    return this.ints.size + this.others.size;
  }

  /** The value stored under a folded key (the folded form's value), or undefined. O(1) expected. */
  valueOfKey(key: PositionKey): cgt.GameId | undefined {
    const node = isTableKey(key) ? this.ints.get(key) : (this.others.get(key) ?? -1);
    return node < 0 ? undefined : this.table.id(node);
  }

  /** The canonical value of a position of `ruleset` if the database holds it, else undefined. O(fold + 1). */
  valueOf<P>(ruleset: Ruleset<P>, position: P): cgt.Game | undefined {
    this.checkRuleset(ruleset);
    const f = foldedKey(ruleset, position);
    const v = this.valueOfKey(f.key);
    return v === undefined ? undefined : ops.value(f.negated ? ops.neg(v) : v);
  }

  /** An InputError naming both rulesets unless the database was built for `ruleset`. O(1). */
  checkRuleset(ruleset: { readonly name: string }): void {
    if (ruleset.name !== this.header.ruleset) throw new InputError(`a subgame database of ${this.header.ruleset} cannot value positions of ${ruleset.name}`, "database");
  }
}

/** One built shard (or a whole database) before it is written: folded keys and value ids. */
export interface SubgameEntries {
  readonly ruleset: string;
  readonly family: SubgameFamily;
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly keys: readonly PositionKey[];
  readonly values: readonly cgt.GameId[];
  readonly entriesBySize: readonly number[];
}

/**
 * Value every position of shard `shard` of a family: the positions (size by size, each size's in
 * a fixed order) numbered j = 0, 1, …, and shard i of N takes those with j ≡ i (mod N). Positions
 * whose folded keys repeat are stored once. Cost: the engine's canonical values of the positions
 * (one budget for the whole shard), memory: the engine's table.
 */
export function buildSubgameEntries<P>(
  ruleset: Ruleset<P>,
  family: SubgameFamily,
  positionsOfSize: (size: number) => Iterable<P>,
  options: RunOptions & { shard?: { index: number; count: number } } = {},
): SubgameEntries {
  const shard = options.shard ?? null;
  if (shard !== null && !(Number.isSafeInteger(shard.count) && shard.count >= 1 && Number.isSafeInteger(shard.index) && shard.index >= 0 && shard.index < shard.count)) {
    throw new InputError(`shard must be { index, count } with 0 ≤ index < count, got ${JSON.stringify(shard)}`, "shard");
  }
  if (!(Number.isSafeInteger(family.minSize) && Number.isSafeInteger(family.maxSize) && family.minSize >= 0 && family.minSize <= family.maxSize)) {
    throw new InputError(`family sizes must be integers 0 ≤ minSize ≤ maxSize, got ${family.minSize}..${family.maxSize}`, "family");
  }
  const budget = Budget.from(options, `${ruleset.name} subgame database`);
  const engine = engineFor(ruleset);
  const seen = new Set<PositionKey>();
  const keys: PositionKey[] = [];
  const values: cgt.GameId[] = [];
  const bySize: number[] = [];
  let j = 0;
  for (let size = family.minSize; size <= family.maxSize; size++) {
    let n = 0;
    for (const p of positionsOfSize(size)) {
      const mine = shard === null || j % shard.count === shard.index;
      j++;
      if (!mine) continue;
      const f = foldedKey(ruleset, p);
      if (seen.has(f.key)) continue;
      seen.add(f.key);
      const v = engine.valueId(p, { budget });
      keys.push(f.key);
      values.push(f.negated ? ops.neg(v) : v);
      n++;
    }
    bySize.push(n);
  }
  return { ruleset: ruleset.name, family: { name: family.name, minSize: family.minSize, maxSize: family.maxSize }, shard, keys, values, entriesBySize: bySize };
}

function checksumOf(header: Omit<SubgameDatabaseHeader, "checksum">, body: string): string {
  const h = header;
  return sha256Checksum(JSON.stringify([h.kind, h.format, h.ruleset, [h.family.name, h.family.minSize, h.family.maxSize], h.shard === null ? null : [h.shard.index, h.shard.count], h.entriesBySize, h.entries, h.values]) + "\n" + body);
}

/** The file text of entries (header line, body line). O(entries + value nodes). */
export function subgameDatabaseText(e: SubgameEntries): string {
  const w = new ValueTableWriter();
  const vals = e.values.map((v) => w.add(v));
  const body = JSON.stringify({ values: w.nodes, keys: e.keys.map(keyToJson), vals });
  const header0 = {
    kind: SUBGAME_DATABASE_KIND,
    format: SUBGAME_DATABASE_FORMAT,
    ruleset: e.ruleset,
    family: e.family,
    shard: e.shard,
    entriesBySize: e.entriesBySize,
    entries: e.keys.length,
    values: w.nodes.length,
  } as const;
  return JSON.stringify({ ...header0, checksum: checksumOf(header0, body) }) + "\n" + body + "\n";
}

/** Write entries to `path` whole or not at all (temporary file, then rename). O(file). */
export function writeSubgameDatabase(path: string, e: SubgameEntries): void {
  writeFileAtomic(path, subgameDatabaseText(e));
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** Parse and check a database file's text; `where` names it in errors. O(file). */
function parseText(text: string, where: string, expectRuleset: string | undefined): { header: SubgameDatabaseHeader; keys: PositionKey[]; nodes: number[]; table: LazyValueTable } {
  const nl = text.indexOf("\n");
  let h: unknown;
  try {
    h = JSON.parse(nl < 0 ? text : text.slice(0, nl));
  } catch {
    throw new InputError(`not a subgame database: the first line is not JSON (${text.length} bytes)`, where);
  }
  if (!isRecord(h) || h.kind !== SUBGAME_DATABASE_KIND) throw new InputError(`not a subgame database (kind ${JSON.stringify(isRecord(h) ? h.kind : h)})`, where);
  if (h.format !== SUBGAME_DATABASE_FORMAT) throw new InputError(`subgame database of format version ${JSON.stringify(h.format)}; this cgtlab reads version ${SUBGAME_DATABASE_FORMAT}: rebuild it`, where);
  if (typeof h.ruleset !== "string") throw new InputError("the header names no ruleset", where);
  if (expectRuleset !== undefined && h.ruleset !== expectRuleset) throw new InputError(`subgame database built for ${h.ruleset}, not for ${expectRuleset}: refused`, where);
  const header = h as unknown as SubgameDatabaseHeader;
  const body = nl < 0 ? "" : text.slice(nl + 1).replace(/\n$/, "");
  const sum = checksumOf(header, body);
  if (header.checksum !== sum) throw new InputError(`subgame database checksum does not match its content (file says ${JSON.stringify(header.checksum)}, content gives ${sum}): the file is damaged or was edited; rebuild it`, where);
  const b = JSON.parse(body) as { values: ValueNodes; keys: unknown[]; vals: unknown[] };
  if (!Array.isArray(b.values) || b.values.length !== header.values) throw new InputError("the value table does not match the header", where);
  const table = new LazyValueTable(b.values, where);
  if (!Array.isArray(b.keys) || !Array.isArray(b.vals) || b.keys.length !== b.vals.length || b.keys.length !== header.entries) throw new InputError("the entries' keys and values do not match the header", where);
  const fam = header.family as unknown;
  if (!isRecord(fam) || typeof fam.name !== "string" || !Number.isSafeInteger(fam.minSize) || !Number.isSafeInteger(fam.maxSize)) throw new InputError("the header's family is not { name, minSize, maxSize }", where);
  const by = header.entriesBySize as unknown;
  if (!Array.isArray(by) || by.length !== header.family.maxSize - header.family.minSize + 1 || by.reduce((a: number, n: unknown) => a + (Number.isSafeInteger(n) ? (n as number) : NaN), 0) !== header.entries) {
    throw new InputError("the header's entries by size do not add up to its entries", where);
  }
  const keys = b.keys.map((k) => keyFromJson(k, where));
  const nodes = b.vals as number[];
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i];
    if (!Number.isInteger(v) || v! < 0 || v! >= table.size) throw new InputError(`entry ${i} names value node ${JSON.stringify(v)}, which the table does not have`, where);
  }
  return { header, keys, nodes, table };
}

/**
 * Load a whole (merged) database from `path` for `ruleset`: InputError naming the file for a file
 * that is not a database, of another format version, built for another ruleset (both named), a
 * shard rather than a whole database, or damaged (checksum). O(file): a read, a SHA-256, a JSON
 * parse and a Map of the entries; the values are built on first use.
 */
export function loadSubgameDatabase(path: string, ruleset: { readonly name: string }): SubgameDatabase {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(`cannot read subgame database: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  const { header, keys, nodes, table } = parseText(text, path, ruleset.name);
  if (header.shard !== null) throw new InputError(`this is shard ${header.shard.index}/${header.shard.count} of a subgame database, not a whole one: merge the shards first`, path);
  const ints = new IntHashTable(keys.length);
  const others = new Map<PositionKey, number>();
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (isTableKey(k)) ints.set(k, nodes[i]!);
    else others.set(k, nodes[i]!);
  }
  return new SubgameDatabase(header, ints, others, table);
}

/** Whether a key goes to util's integer table (integers in [0, 2^53)); any other key goes to the Map. */
function isTableKey(key: PositionKey): key is number {
  return typeof key === "number" && Number.isSafeInteger(key) && key >= 0;
}

/** Read one shard file (checked as {@link loadSubgameDatabase} checks a database). O(file). */
export function readSubgameShard(path: string, expectRuleset?: string): SubgameEntries {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(`cannot read subgame database shard: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  const { header, keys, nodes, table } = parseText(text, path, expectRuleset);
  return { ruleset: header.ruleset, family: header.family, shard: header.shard, keys, values: nodes.map((n) => table.id(n)), entriesBySize: header.entriesBySize };
}

/**
 * Merge shard files into one database: refuses (InputError naming the files) shards of different
 * rulesets or families, duplicates, missing shards, a whole database among them, and any shard
 * that fails to read (format, checksum). Entries of equal folded key are kept once. O(files).
 */
export function mergeSubgameShards(paths: readonly string[], expectRuleset?: string): SubgameEntries {
  if (paths.length === 0) throw new InputError("no subgame database shards to merge", "shards");
  const parts = paths.map((path) => ({ path, e: readSubgameShard(path, expectRuleset) }));
  const first = parts[0]!.e;
  const what = (e: SubgameEntries): string => JSON.stringify([e.ruleset, e.family]);
  for (const { path, e } of parts) {
    if (e.shard === null) throw new InputError("a whole database, not a shard: nothing to merge", path);
    if (what(e) !== what(first)) throw new InputError(`inconsistent shards: ${parts[0]!.path} holds ${what(first)}, ${path} holds ${what(e)}`, path);
  }
  checkShardCover(parts.map(({ path, e }) => ({ path, index: e.shard!.index, count: e.shard!.count })), `the ${first.ruleset} database of ${first.family.name} ${first.family.minSize}..${first.family.maxSize}`);
  const seen = new Set<PositionKey>();
  const keys: PositionKey[] = [];
  const values: cgt.GameId[] = [];
  // size by size (each shard lists its entries in size order, entriesBySize long each), so the
  // merged entries are in size order too and a key met in two shards counts once, in its size
  const bySize = first.entriesBySize.map(() => 0);
  const offsets = parts.map(() => 0);
  for (let size = 0; size < bySize.length; size++) {
    parts.forEach(({ e }, pi) => {
      const n = e.entriesBySize[size] ?? 0;
      for (let i = offsets[pi]!; i < offsets[pi]! + n; i++) {
        if (seen.has(e.keys[i]!)) continue;
        seen.add(e.keys[i]!);
        keys.push(e.keys[i]!);
        values.push(e.values[i]!);
        bySize[size]!++;
      }
      offsets[pi]! += n;
    });
  }
  return { ruleset: first.ruleset, family: first.family, shard: null, keys, values, entriesBySize: bySize };
}
