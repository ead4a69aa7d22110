/**
 * The strict rules shared by every sharded computation of the library (the Tokyo Doves census,
 * the solver's subgame databases and first-move shards): a checksum over a shard's canonical text,
 * and the check that a set of shards is an exact cover (shards 0..N−1 of one N, each once).
 * A checksum detects a changed or damaged file; it is not a signature (anyone who edits a file can
 * recompute it with this function).
 */
import { createHash } from "node:crypto";
import { InputError } from "./errors";

/** "sha256:" and the 64 hex digits of the SHA-256 of a text (UTF-8). O(length). */
export function sha256Checksum(text: string): string {
  return "sha256:" + createHash("sha256").update(text).digest("hex");
}

/** One shard as {@link checkShardCover} sees it: where it came from, and its place i of N. */
export interface ShardPlace {
  /** A file path or other name for messages. */
  readonly path: string;
  /** Shard index, 0 ≤ index < count. */
  readonly index: number;
  /** Number of shards of the whole. */
  readonly count: number;
}

/**
 * Check that `parts` are an exact cover of one computation split `count` ways: at least one part,
 * one shard count, every index 0..count−1 exactly once. `label` names the computation in messages
 * ("k=6", "Domineering 5×5 first moves"). Throws InputError naming the files: "… appears twice: a
 * and b", "… is incomplete: missing shard(s) 1, 4 of 8", "… shard counts differ". O(parts).
 */
export function checkShardCover(parts: readonly ShardPlace[], label: string): void {
  const missing = shardCoverGaps(parts, label);
  if (missing.length > 0) throw incompleteCover(label, missing, parts[0]!.count);
}

/**
 * The indices missing from `parts` as a cover of one computation split `count` ways (ascending;
 * empty for an exact cover), for the computations whose answer may be settled before every shard
 * is in (a first-player win needs one winning first move). Everything else is checked as by
 * {@link checkShardCover}: at least one part, one shard count, no index twice (InputError naming
 * the files). O(parts + count).
 */
export function shardCoverGaps(parts: readonly ShardPlace[], label: string): number[] {
  if (parts.length === 0) throw new InputError(`no shards of ${label} to merge`, "shards");
  const first = parts[0]!;
  const byIndex = new Map<number, string>();
  for (const p of parts) {
    if (p.count !== first.count) throw new InputError(`shards of ${label} from different splits: ${first.path} is one of ${first.count}, ${p.path} one of ${p.count}`, p.path);
    const dup = byIndex.get(p.index);
    if (dup !== undefined) throw new InputError(`shard ${p.index}/${p.count} of ${label} appears twice: ${dup} and ${p.path}`, p.path);
    byIndex.set(p.index, p.path);
  }
  const missing: number[] = [];
  for (let i = 0; i < first.count; i++) if (!byIndex.has(i)) missing.push(i);
  return missing;
}

/** The error of an incomplete cover: "… is incomplete: missing shard(s) 1, 4 of 8" (at most 12 listed), then `note` if given. */
export function incompleteCover(label: string, missing: readonly number[], count: number, note?: string): InputError {
  const list = missing.length > 12 ? `${missing.slice(0, 12).join(", ")}, … (${missing.length} in all)` : missing.join(", ");
  return new InputError(`${label} is incomplete: missing shard(s) ${list} of ${count}${note === undefined ? "" : ` ${note}`}`, "shards");
}
