/**
 * Subgame databases (issue 30 item 3): the canonical values of every position of a family (for
 * Domineering: every region of up to N cells, one per class under the board's symmetries), built
 * once — sharded, each shard a file — and loaded by the solver, which then replaces a component
 * found in the database by its value without search (after Uiterwijk and Barton, "New results for
 * Domineering from combinatorial game theory endgame databases", Theoretical Computer Science 592,
 * 2015, whose databases hold every single-component Domineering position up to 15 squares).
 *
 * **File (format 2, binary, little-endian).** A 48-byte preamble: the magic `cgtlabDB`, the format
 * version (uint32), the header's byte length (uint32) and a SHA-256 digest of everything else in
 * the file (preamble bytes 0–15, header and body). The header: JSON (kind, ruleset, family, shard
 * — i of N, or null for a merged database —, entries by size, entry, value and section counts),
 * padded with spaces to 8 bytes. The body: typed arrays at 8-byte offsets fixed by the counts —
 * the entries' folded keys (a position's key folded over the ruleset's symmetries, as the solver
 * keys them) in three sorted sections, numbers (float64), strings (UTF-16 code units with uint32
 * offsets) and bigints (decimal digits, likewise), each with a value node (uint32) and a size
 * (uint8) per entry; then the value table (the distinct canonical forms, each node its option
 * nodes, solve/values.ts's flat form). An entry's value node is the value of the folded form (a
 * position whose fold swapped the players has its negative). Loading is a read, the digest and
 * typed-array views: lookups are binary searches, values are built in the store on first use.
 * Reading checks the magic, the format version (an older file, e.g. format 1's JSON, is refused:
 * rebuild it), the ruleset (a database of another ruleset is refused, naming both), the digest (a
 * damaged or edited file is refused) and that the sections fill the file exactly.
 *
 * **Shards.** Shard i of N holds the family's positions number j ≡ i (mod N) in the family's
 * order, or (`shardedSource`) the positions the family's own split gives to shard i;
 * {@link mergeSubgameShards} refuses anything but an exact cover of one split of one family
 * (util's checkShardCover, the census's rules) and the merged database is written whole (temp +
 * rename).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { endianness } from "node:os";
import * as cgt from "../../cgt";
import { Budget, InputError, checkShardCover, optionNames, writeFileAtomic, type RunOptions } from "../../util";
import type { PositionKey, Ruleset } from "../../ruleset";
import { engineFor } from "..";
import { compareKeys, foldedKey } from "./keys";
import { FlatValueTable, ValueTableWriter, flattenValueNodes } from "./values";

const ops = cgt.ops;

/** The kind field of a database file's header. */
export const SUBGAME_DATABASE_KIND = "cgtlab-subgame-database";
/** The file format this cgtlab writes and reads; a file of another format is refused (rebuild it). */
export const SUBGAME_DATABASE_FORMAT = 2;
const MAGIC = "cgtlabDB";
const PREAMBLE = 48;

/** What positions a database holds: a name and the sizes (both written to the header; sizes ≤ 255). */
export interface SubgameFamily {
  /** e.g. "free polyominoes (Domineering regions up to symmetry)". */
  readonly name: string;
  readonly minSize: number;
  readonly maxSize: number;
}

/** Entry and array counts of a file's sections (they fix the body's layout). */
export interface SubgameSectionCounts {
  readonly numbers: number;
  readonly strings: number;
  readonly stringUnits: number;
  readonly bigints: number;
  readonly bigintUnits: number;
  /** Length of the value table's flat data. */
  readonly valueData: number;
}

/** A database file's header. */
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
  readonly sections: SubgameSectionCounts;
  /** The SHA-256 digest of the file (preamble), as "sha256:hex". */
  readonly checksum: string;
}

/** One section of keys: sorted keys with a value node and a size per entry. */
interface StringSection {
  readonly offsets: Uint32Array;
  readonly units: Uint16Array;
  readonly vals: Uint32Array;
  readonly sizes: Uint8Array;
}

/** The typed arrays of a file's body (views on the file's bytes). */
interface Body {
  readonly numKeys: Float64Array;
  readonly numVals: Uint32Array;
  readonly numSizes: Uint8Array;
  readonly strs: StringSection;
  readonly bigs: StringSection;
  readonly valueOffsets: Uint32Array;
  readonly valueData: Int32Array;
}

/** Byte offsets of the body's arrays for given counts, and the file's length. O(1). */
function layout(headerBytes: number, c: SubgameSectionCounts, values: number): { at: number[]; end: number } {
  const sizes = [
    8 * c.numbers, 4 * c.numbers, c.numbers,
    4 * (c.strings + 1), 2 * c.stringUnits, 4 * c.strings, c.strings,
    4 * (c.bigints + 1), 2 * c.bigintUnits, 4 * c.bigints, c.bigints,
    4 * (values + 1), 4 * c.valueData,
  ];
  const at: number[] = [];
  let p = PREAMBLE + headerBytes;
  for (const s of sizes) {
    p = (p + 7) & ~7;
    at.push(p);
    p += s;
  }
  return { at, end: p };
}

/** The least index i in [0, n) with key(i) ≥ x by `cmp(i)` = sign(key(i) − x), or n. */
function lowerBound(n: number, cmp: (i: number) => number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(mid) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function compareUnits(s: StringSection, i: number, key: string): number {
  const a = s.offsets[i]!;
  const n = s.offsets[i + 1]! - a;
  const m = Math.min(n, key.length);
  for (let k = 0; k < m; k++) {
    const d = s.units[a + k]! - key.charCodeAt(k);
    if (d !== 0) return d;
  }
  return n - key.length;
}

function findString(s: StringSection, key: string): number {
  const n = s.vals.length;
  const i = lowerBound(n, (j) => compareUnits(s, j, key));
  return i < n && compareUnits(s, i, key) === 0 ? i : -1;
}

function unitsAt(s: StringSection, i: number): string {
  let out = "";
  for (let k = s.offsets[i]!; k < s.offsets[i + 1]!; k++) out += String.fromCharCode(s.units[k]!);
  return out;
}

/**
 * A loaded subgame database: the values of its positions by folded key. Lookups O(log entries)
 * (binary search on the file's typed arrays). Values are built in this process's store on first
 * use (a lookup of a value not met before costs its canonical construction); after
 * `cgt.resetStore()` read the file again.
 */
export class SubgameDatabase {
  /** @internal Use {@link loadSubgameDatabase}. */
  constructor(
    /** The file's header. */
    readonly header: SubgameDatabaseHeader,
    private readonly body: Body,
    private readonly table: FlatValueTable,
    private readonly where: string,
  ) {}

  /** The ruleset name the database was built for. */
  get ruleset(): string {
    return this.header.ruleset;
  }

  /** Number of entries. */
  get size(): number {
    return this.header.entries;
  }

  /** Number of value nodes (distinct canonical forms, options included). */
  get valueNodes(): number {
    return this.table.size;
  }

  /** The value node stored under a folded key, or -1. O(log entries). */
  nodeOfKey(key: PositionKey): number {
    const b = this.body;
    if (typeof key === "number") {
      // the binary search written out (no comparison closure made per lookup: the solver asks for every component it meets)
      const keys = b.numKeys;
      const n = keys.length;
      if (n === 0 || key < keys[0]! || key > keys[n - 1]!) return -1;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid]! < key) lo = mid + 1;
        else hi = mid;
      }
      return lo < n && keys[lo] === key ? b.numVals[lo]! : -1;
    }
    const s = typeof key === "string" ? b.strs : b.bigs;
    const i = findString(s, typeof key === "string" ? key : key.toString());
    return i < 0 ? -1 : s.vals[i]!;
  }

  /** The store id of value node `node` (an InputError naming the file for a node it does not have). */
  valueOfNode(node: number): cgt.GameId {
    return this.table.id(node);
  }

  /** The value stored under a folded key (the folded form's value), or undefined. O(log entries). */
  valueOfKey(key: PositionKey): cgt.GameId | undefined {
    const node = this.nodeOfKey(key);
    return node < 0 ? undefined : this.table.id(node);
  }

  /** The canonical value of a position of `ruleset` if the database holds it, else undefined. O(fold + log entries). */
  valueOf<P>(ruleset: Ruleset<P>, position: P): cgt.Game | undefined {
    this.checkRuleset(ruleset);
    const f = foldedKey(ruleset, position);
    const v = this.valueOfKey(f.key);
    return v === undefined ? undefined : ops.value(f.negated ? ops.neg(v) : v);
  }

  /** Call `fn(key, size, node)` for every entry, in key order. O(entries). */
  forEachEntry(fn: (key: PositionKey, size: number, node: number) => void): void {
    const b = this.body;
    for (let i = 0; i < b.bigs.vals.length; i++) fn(BigInt(unitsAt(b.bigs, i)), b.bigs.sizes[i]!, b.bigs.vals[i]!);
    for (let i = 0; i < b.numKeys.length; i++) fn(b.numKeys[i]!, b.numSizes[i]!, b.numVals[i]!);
    for (let i = 0; i < b.strs.vals.length; i++) fn(unitsAt(b.strs, i), b.strs.sizes[i]!, b.strs.vals[i]!);
  }

  /** For each size (index 0 for minSize), how many entries have each value node. O(entries). */
  nodeCountsBySize(): Map<number, number>[] {
    const fam = this.header.family;
    const out = Array.from({ length: fam.maxSize - fam.minSize + 1 }, () => new Map<number, number>());
    const b = this.body;
    const add = (vals: Uint32Array, sizes: Uint8Array): void => {
      for (let i = 0; i < vals.length; i++) {
        const m = out[sizes[i]! - fam.minSize];
        if (m === undefined) throw new InputError(`entry of size ${sizes[i]} outside the family's sizes ${fam.minSize}..${fam.maxSize}`, this.where);
        m.set(vals[i]!, (m.get(vals[i]!) ?? 0) + 1);
      }
    };
    add(b.numVals, b.numSizes);
    add(b.strs.vals, b.strs.sizes);
    add(b.bigs.vals, b.bigs.sizes);
    return out;
  }

  /** An InputError naming both rulesets unless the database was built for `ruleset`. O(1). */
  checkRuleset(ruleset: { readonly name: string }): void {
    if (ruleset.name !== this.header.ruleset) throw new InputError(`a subgame database of ${this.header.ruleset} cannot value positions of ${ruleset.name}`, "database");
  }
}

/** One built shard (or a whole database) before it is written: folded keys, sizes and value ids. */
export interface SubgameEntries {
  readonly ruleset: string;
  readonly family: SubgameFamily;
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly keys: readonly PositionKey[];
  /** The size of each entry's position. */
  readonly sizes: readonly number[];
  readonly values: readonly cgt.GameId[];
  readonly entriesBySize: readonly number[];
}

/** Options of {@link buildSubgameEntries}: a shard of the positions (index of count), whether the positions are already a shard, a budget. */
export interface SubgameBuildOptions extends RunOptions {
  shard?: { index: number; count: number };
  shardedSource?: boolean;
}

/** The fields of {@link SubgameBuildOptions}. */
const BUILD_OPTION_NAMES = optionNames<SubgameBuildOptions>({ shard: true, shardedSource: true, budget: true, onProgress: true });

/**
 * Value every position of shard `shard` of a family. By default the positions (size by size, each
 * size's in a fixed order) are numbered j = 0, 1, … and shard i of N takes those with j ≡ i (mod
 * N); with `shardedSource`, `positionsOfSize(size, shard)` itself returns shard i's positions (the
 * family's own split: disjoint shards covering the family). Positions whose folded keys repeat
 * are stored once. Cost: the engine's canonical values of the positions (one budget for the whole
 * shard), memory: the engine's table.
 */
export function buildSubgameEntries<P>(
  ruleset: Ruleset<P>,
  family: SubgameFamily,
  positionsOfSize: (size: number, shard: { index: number; count: number } | null) => Iterable<P>,
  options: SubgameBuildOptions = {},
): SubgameEntries {
  const shard = options.shard ?? null;
  if (shard !== null && !(Number.isSafeInteger(shard.count) && shard.count >= 1 && Number.isSafeInteger(shard.index) && shard.index >= 0 && shard.index < shard.count)) {
    throw new InputError(`shard must be { index, count } with 0 ≤ index < count, got ${JSON.stringify(shard)}`, "shard");
  }
  if (!(Number.isSafeInteger(family.minSize) && Number.isSafeInteger(family.maxSize) && family.minSize >= 0 && family.minSize <= family.maxSize && family.maxSize <= 255)) {
    throw new InputError(`family sizes must be integers 0 ≤ minSize ≤ maxSize ≤ 255, got ${family.minSize}..${family.maxSize}`, "family");
  }
  const budget = Budget.from(options, `${ruleset.name} subgame database`, BUILD_OPTION_NAMES);
  const engine = engineFor(ruleset);
  const seen = new Set<PositionKey>();
  const keys: PositionKey[] = [];
  const sizes: number[] = [];
  const values: cgt.GameId[] = [];
  const bySize: number[] = [];
  const split = options.shardedSource === true;
  let j = 0;
  for (let size = family.minSize; size <= family.maxSize; size++) {
    let n = 0;
    for (const p of positionsOfSize(size, split ? shard : null)) {
      const mine = split || shard === null || j % shard.count === shard.index;
      j++;
      if (!mine) continue;
      const f = foldedKey(ruleset, p);
      if (seen.has(f.key)) continue;
      seen.add(f.key);
      const v = engine.valueId(p, { budget });
      keys.push(f.key);
      sizes.push(size);
      values.push(f.negated ? ops.neg(v) : v);
      n++;
    }
    bySize.push(n);
  }
  return { ruleset: ruleset.name, family: { name: family.name, minSize: family.minSize, maxSize: family.maxSize }, shard, keys, sizes, values, entriesBySize: bySize };
}

function digest(bytes: Uint8Array): string {
  return "sha256:" + createHash("sha256").update(bytes.subarray(0, 16)).update(bytes.subarray(PREAMBLE)).digest("hex");
}

function stringSection(keys: readonly string[], order: Uint32Array, nodes: Uint32Array, sizes: readonly number[]): { units: number; fill: (views: StringSection) => void } {
  let units = 0;
  for (const k of keys) units += k.length;
  return {
    units,
    fill: (s) => {
      let u = 0;
      order.forEach((e, i) => {
        const k = keys[i]!;
        s.offsets[i] = u;
        for (let c = 0; c < k.length; c++) s.units[u++] = k.charCodeAt(c);
        s.vals[i] = nodes[e]!;
        s.sizes[i] = sizes[e]!;
      });
      s.offsets[order.length] = u;
    },
  };
}

/** The file's bytes for entries (keys sorted, value table shared). O(entries · log entries + value nodes). */
export function subgameDatabaseBytes(e: SubgameEntries): Uint8Array {
  if (e.keys.length !== e.values.length || e.keys.length !== e.sizes.length) throw new InputError(`entries: ${e.keys.length} keys, ${e.values.length} values, ${e.sizes.length} sizes`, "entries");
  const { minSize, maxSize } = e.family;
  if (!(Number.isSafeInteger(minSize) && Number.isSafeInteger(maxSize) && minSize >= 0 && minSize <= maxSize && maxSize <= 255)) throw new InputError(`family sizes must be integers 0 ≤ minSize ≤ maxSize ≤ 255, got ${minSize}..${maxSize}`, "entries");
  const outside = e.sizes.findIndex((z) => !(Number.isInteger(z) && z >= minSize && z <= maxSize));
  if (outside >= 0) throw new InputError(`entry ${outside} has size ${e.sizes[outside]}, outside the family's ${minSize}..${maxSize}`, "entries");
  const w = new ValueTableWriter();
  const nodes = new Uint32Array(e.values.length);
  e.values.forEach((v, i) => { nodes[i] = w.add(v); });
  const flat = flattenValueNodes(w.nodes);
  const numIdx: number[] = [];
  const strIdx: number[] = [];
  const bigIdx: number[] = [];
  e.keys.forEach((k, i) => { (typeof k === "number" ? numIdx : typeof k === "string" ? strIdx : bigIdx).push(i); });
  const numOrder = Uint32Array.from(numIdx).sort((a, b) => (e.keys[a] as number) - (e.keys[b] as number));
  const strOrder = Uint32Array.from(strIdx).sort((a, b) => compareKeys(e.keys[a]!, e.keys[b]!));
  const bigOrder = Uint32Array.from(bigIdx).sort((a, b) => compareKeys(e.keys[a]!, e.keys[b]!));
  for (const order of [numOrder, strOrder, bigOrder]) {
    for (let i = 1; i < order.length; i++) if (compareKeys(e.keys[order[i - 1]!]!, e.keys[order[i]!]!) === 0) throw new InputError(`two entries have the key ${String(e.keys[order[i]!])}`, "entries");
  }
  const strKeys = Array.from(strOrder, (i) => e.keys[i] as string);
  const bigKeys = Array.from(bigOrder, (i) => (e.keys[i] as bigint).toString());
  const strs = stringSection(strKeys, strOrder, nodes, e.sizes);
  const bigs = stringSection(bigKeys, bigOrder, nodes, e.sizes);
  const sections: SubgameSectionCounts = { numbers: numOrder.length, strings: strOrder.length, stringUnits: strs.units, bigints: bigOrder.length, bigintUnits: bigs.units, valueData: flat.data.length };
  const headerObj = { kind: SUBGAME_DATABASE_KIND, ruleset: e.ruleset, family: e.family, shard: e.shard, entriesBySize: e.entriesBySize, entries: e.keys.length, values: w.nodes.length, sections };
  let headerText = JSON.stringify(headerObj);
  headerText += " ".repeat((8 - ((PREAMBLE + Buffer.byteLength(headerText)) % 8)) % 8);
  const headerBytes = Buffer.from(headerText, "utf8");
  const { at, end } = layout(headerBytes.length, sections, w.nodes.length);
  const buf = new Uint8Array(end);
  buf.set(Buffer.from(MAGIC, "latin1"), 0);
  const dv = new DataView(buf.buffer);
  dv.setUint32(8, SUBGAME_DATABASE_FORMAT, true);
  dv.setUint32(12, headerBytes.length, true);
  buf.set(headerBytes, PREAMBLE);
  const body = views(buf, at, sections, w.nodes.length);
  numOrder.forEach((e2, i) => {
    body.numKeys[i] = e.keys[e2] as number;
    body.numVals[i] = nodes[e2]!;
    body.numSizes[i] = e.sizes[e2]!;
  });
  strs.fill(body.strs);
  bigs.fill(body.bigs);
  body.valueOffsets.set(flat.offsets);
  body.valueData.set(flat.data);
  buf.set(Buffer.from(digest(buf).slice(7), "hex"), 16);
  return buf;
}

function views(buf: Uint8Array, at: readonly number[], c: SubgameSectionCounts, values: number): Body {
  const b = buf.buffer;
  const o = buf.byteOffset;
  const s = (i: number, n: number, u: number): StringSection => ({ offsets: new Uint32Array(b, o + at[i]!, n + 1), units: new Uint16Array(b, o + at[i + 1]!, u), vals: new Uint32Array(b, o + at[i + 2]!, n), sizes: new Uint8Array(b, o + at[i + 3]!, n) });
  return {
    numKeys: new Float64Array(b, o + at[0]!, c.numbers),
    numVals: new Uint32Array(b, o + at[1]!, c.numbers),
    numSizes: new Uint8Array(b, o + at[2]!, c.numbers),
    strs: s(3, c.strings, c.stringUnits),
    bigs: s(7, c.bigints, c.bigintUnits),
    valueOffsets: new Uint32Array(b, o + at[11]!, values + 1),
    valueData: new Int32Array(b, o + at[12]!, c.valueData),
  };
}

/** Write entries to `path` whole or not at all (temporary file, then rename). O(file). */
export function writeSubgameDatabase(path: string, e: SubgameEntries): void {
  writeFileAtomic(path, subgameDatabaseBytes(e));
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

const count = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** Read and check a database file; `where` names it in errors. O(file) for the digest, O(1) else. */
function readFile(path: string, what: string, expectRuleset: string | undefined): { header: SubgameDatabaseHeader; body: Body; table: FlatValueTable } {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (err) {
    throw new InputError(`cannot read ${what}: ${err instanceof Error ? err.message : String(err)}`, path);
  }
  if (endianness() !== "LE") throw new InputError("subgame database files are little-endian; this machine is big-endian", path);
  if (raw.length < PREAMBLE || raw.toString("latin1", 0, 8) !== MAGIC) {
    if (raw[0] === 0x7b) {
      // format 1 was two lines of JSON: name its version
      let h: unknown;
      try {
        const nl = raw.indexOf(0x0a);
        h = JSON.parse(raw.toString("utf8", 0, nl < 0 ? Math.min(raw.length, 4096) : nl));
      } catch {
        h = undefined;
      }
      if (isRecord(h) && h.kind === SUBGAME_DATABASE_KIND) throw new InputError(`subgame database of format version ${JSON.stringify(h.format)}; this cgtlab reads version ${SUBGAME_DATABASE_FORMAT}: rebuild it`, path);
    }
    throw new InputError(`not a subgame database (no ${MAGIC} at the start; ${raw.length} bytes)`, path);
  }
  // typed-array views need aligned offsets: a pooled small Buffer may start anywhere
  const bytes = raw.byteOffset % 8 === 0 ? new Uint8Array(raw.buffer, raw.byteOffset, raw.length) : new Uint8Array(raw);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const format = dv.getUint32(8, true);
  if (format !== SUBGAME_DATABASE_FORMAT) throw new InputError(`subgame database of format version ${format}; this cgtlab reads version ${SUBGAME_DATABASE_FORMAT}: rebuild it`, path);
  const hlen = dv.getUint32(12, true);
  if (PREAMBLE + hlen > bytes.length) throw new InputError(`the header (${hlen} bytes) runs past the end of the file (${bytes.length} bytes): truncated`, path);
  let h: unknown;
  try {
    h = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + PREAMBLE, hlen).toString("utf8"));
  } catch {
    throw new InputError("the header is not JSON: the file is damaged", path);
  }
  if (!isRecord(h) || h.kind !== SUBGAME_DATABASE_KIND) throw new InputError(`not a subgame database (kind ${JSON.stringify(isRecord(h) ? h.kind : h)})`, path);
  if (typeof h.ruleset !== "string") throw new InputError("the header names no ruleset", path);
  if (expectRuleset !== undefined && h.ruleset !== expectRuleset) throw new InputError(`subgame database built for ${h.ruleset}, not for ${expectRuleset}: refused`, path);
  const sum = digest(bytes);
  const stored = "sha256:" + Buffer.from(bytes.buffer, bytes.byteOffset + 16, 32).toString("hex");
  if (stored !== sum) throw new InputError(`subgame database checksum does not match its content (file says ${stored}, content gives ${sum}): the file is damaged or was edited; rebuild it`, path);
  const fam = h.family;
  if (!isRecord(fam) || typeof fam.name !== "string" || !count(fam.minSize) || !count(fam.maxSize) || fam.maxSize < fam.minSize || fam.maxSize > 255) throw new InputError("the header's family is not { name, minSize ≤ maxSize ≤ 255 }", path);
  const sec = h.sections;
  if (!isRecord(sec) || !["numbers", "strings", "stringUnits", "bigints", "bigintUnits", "valueData"].every((k) => count(sec[k])) || !count(h.values) || !count(h.entries)) throw new InputError("the header's section counts are not counts", path);
  const c = sec as unknown as SubgameSectionCounts;
  if (c.numbers + c.strings + c.bigints !== h.entries) throw new InputError("the header's sections do not add up to its entries", path);
  const by = h.entriesBySize;
  if (!Array.isArray(by) || by.length !== fam.maxSize - fam.minSize + 1 || by.reduce((a: number, n: unknown) => a + (count(n) ? n : NaN), 0) !== h.entries) throw new InputError("the header's entries by size do not add up to its entries", path);
  const shard = h.shard;
  if (shard !== null && !(isRecord(shard) && count(shard.count) && count(shard.index) && shard.index < shard.count)) throw new InputError("the header's shard is not null or { index < count }", path);
  const { at, end } = layout(hlen, c, h.values);
  if (end !== bytes.length) throw new InputError(`the file has ${bytes.length} bytes, its header's sections ${end}`, path);
  const header = { ...(h as unknown as Omit<SubgameDatabaseHeader, "format" | "checksum">), format, checksum: sum } as SubgameDatabaseHeader;
  const body = views(bytes, at, c, h.values);
  return { header, body, table: new FlatValueTable(body.valueOffsets, body.valueData, path) };
}

/**
 * Load a whole (merged) database from `path` for `ruleset`: InputError naming the file for a file
 * that is not a database, of another format version, built for another ruleset (both named), a
 * shard rather than a whole database, or damaged (checksum, or sections that do not fill it).
 * O(file) for the read and the SHA-256; the lookups use the file's bytes as they are.
 */
export function loadSubgameDatabase(path: string, ruleset: { readonly name: string }): SubgameDatabase {
  const { header, body, table } = readFile(path, "subgame database", ruleset.name);
  if (header.shard !== null) throw new InputError(`this is shard ${header.shard.index}/${header.shard.count} of a subgame database, not a whole one: merge the shards first`, path);
  return new SubgameDatabase(header, body, table, path);
}

/** Read one shard file (checked as {@link loadSubgameDatabase} checks a database) into entries, in key order. O(file). */
export function readSubgameShard(path: string, expectRuleset?: string): SubgameEntries {
  const { header, body, table } = readFile(path, "subgame database shard", expectRuleset);
  const db = new SubgameDatabase(header, body, table, path);
  const keys: PositionKey[] = [];
  const sizes: number[] = [];
  const values: cgt.GameId[] = [];
  db.forEachEntry((k, s, node) => {
    keys.push(k);
    sizes.push(s);
    values.push(table.id(node));
  });
  return { ruleset: header.ruleset, family: header.family, shard: header.shard, keys, sizes, values, entriesBySize: header.entriesBySize };
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
  const sizes: number[] = [];
  const values: cgt.GameId[] = [];
  const bySize = first.entriesBySize.map(() => 0);
  for (const { e } of parts) {
    for (let i = 0; i < e.keys.length; i++) {
      const k = e.keys[i]!;
      if (seen.has(k)) continue;
      seen.add(k);
      keys.push(k);
      sizes.push(e.sizes[i]!);
      values.push(e.values[i]!);
      bySize[e.sizes[i]! - first.family.minSize]!++;
    }
  }
  return { ruleset: first.ruleset, family: first.family, shard: null, keys, sizes, values, entriesBySize: bySize };
}
