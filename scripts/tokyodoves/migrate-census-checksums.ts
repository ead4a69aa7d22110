/**
 * One-off migration: give the census shard files written before checksums existed (issue 25) their
 * checksum, after checking their counts.
 *
 *   npx tsx scripts/tokyodoves/migrate-census-checksums.ts --dir results/tokyodoves/census
 *        [--recompute-max-doves 9] [--expect-total 4779515952]
 *
 * For every shard without a checksum:
 * - sizes k ≤ --recompute-max-doves: the shard is computed again; units, unitsPruned,
 *   positionsChecked and checkmates must be equal. groups, groupsSkipped and work count the
 *   algorithm's steps: shards of k ≤ 7 were written by an earlier revision of the census (same
 *   version number, same counts, other step counts), so a difference there is recorded in the note,
 *   not refused; cpuMillis is the original run's time. The note says "recomputing";
 * - larger sizes: the counts are NOT recomputed (k = 10…12 take about 12 CPU-minutes together);
 *   they are checked only against the per-size totals of `census.json` (written by `census merge`
 *   when the census finished) and, with --expect-total, the checkmate total against a published
 *   figure; the note says so. A checksum added over existing counts certifies only that they do not
 *   change from the migration on, not that they were right before it.
 * Nothing is written unless every check passes; each file is then rewritten whole (temp + rename).
 * Shards that already carry a checksum are verified and left alone.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { InputError, writeFileAtomic } from "../../lib/util";
import {
  computeCensusShard,
  readCensusShard,
  validateCensusShard,
  withCensusChecksum,
  type CensusCounts,
  type CensusShard,
} from "../../lib/studies/tokyodoves";
import { parseArgs } from "./cliargs";

/** What a shard counts (the same whatever the algorithm) and what its algorithm spent (revision-dependent). */
const RESULTS = ["units", "unitsPruned", "positionsChecked", "checkmates"] as const;
const COSTS = ["groups", "groupsSkipped", "work"] as const;
const FIELDS = [...RESULTS, ...COSTS] as const;

function main(argv: readonly string[]): void {
  const a = parseArgs(argv, { dir: "string", "recompute-max-doves": "count", "expect-total": "count" }, "migrate-census-checksums");
  const dirFlag = a.flags.get("dir");
  if (dirFlag === undefined) throw new InputError("--dir is required", "--dir");
  const dir = resolve(dirFlag);
  const recomputeMax = Number(a.flags.get("recompute-max-doves") ?? "9");
  const expectTotal = a.flags.get("expect-total");
  const date = new Date().toISOString().slice(0, 10);
  const merged = existsSync(join(dir, "census.json"))
    ? (JSON.parse(readFileSync(join(dir, "census.json"), "utf8")) as { bySize: (CensusCounts & { shards: number })[] })
    : null;
  const writes: { path: string; shard: CensusShard }[] = [];
  const sums = new Map<number, Record<string, number>>();
  let checkmates = 0;
  for (const sub of readdirSync(dir).filter((f) => /^k\d+$/.test(f)).sort()) {
    for (const f of readdirSync(join(dir, sub)).filter((x) => x.endsWith(".json") && !x.startsWith(".")).sort()) {
      const path = join(dir, sub, f);
      const raw = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
      let shard: CensusShard;
      if (raw.checksum !== undefined) {
        shard = readCensusShard(path); // verifies the existing checksum
      } else {
        const sealed = validateCensusShard(withCensusChecksum(raw as unknown as CensusShard), path);
        let note: string;
        if (sealed.doves <= recomputeMax) {
          const again = computeCensusShard({ doves: sealed.doves, index: sealed.shard.index, count: sealed.shard.count }, { rules: sealed.rules, switches: sealed.switches });
          const show = (c: (typeof FIELDS)[number]): string => `${c} ${sealed.counts[c]} on file, ${again.counts[c]} now`;
          const diff = RESULTS.filter((c) => again.counts[c] !== sealed.counts[c]);
          if (diff.length > 0) throw new InputError(`recomputed counts differ: ${diff.map(show).join(", ")}: nothing written`, path);
          const cost = COSTS.filter((c) => again.counts[c] !== sealed.counts[c]);
          note =
            `checksum added ${date} by scripts/tokyodoves/migrate-census-checksums.ts after recomputing the shard: units, unitsPruned, positionsChecked and checkmates equal` +
            (cost.length === 0 ? `, and the work counters too` : `; the work counters are those of the earlier revision of the census that wrote it (${cost.map(show).join(", ")})`) +
            ` (cpuMillis is the original run's)`;
        } else {
          note = `checksum added ${date} by scripts/tokyodoves/migrate-census-checksums.ts over the counts then on file, not recomputed (checked only against census.json's per-size totals${expectTotal ? " and the published checkmate total" : ""}): it certifies that they have not changed since ${date}`;
        }
        const { checksum: _old, ...rest } = sealed;
        shard = withCensusChecksum({ ...rest, checksumNote: note });
        writes.push({ path, shard });
      }
      const s = sums.get(shard.doves) ?? { shards: 0 };
      s.shards! += 1;
      for (const c of [...FIELDS, "cpuMillis"] as const) s[c] = (s[c] ?? 0) + shard.counts[c];
      sums.set(shard.doves, s);
      checkmates += shard.counts.checkmates;
    }
  }
  if (merged) {
    for (const row of merged.bySize) {
      const s = sums.get(row.doves);
      const diff = s === undefined ? ["all (no shards)"] : ["shards", ...FIELDS, "cpuMillis"].filter((c) => s[c] !== (row as unknown as Record<string, number>)[c]);
      if (diff.length > 0) throw new InputError(`k=${row.doves}: the shards' sums differ from census.json in ${diff.join(", ")}: nothing written`, join(dir, "census.json"));
    }
  }
  if (expectTotal !== undefined && checkmates !== Number(expectTotal)) throw new InputError(`checkmate total ${checkmates} ≠ --expect-total ${expectTotal}: nothing written`, dir);
  for (const { path, shard } of writes) writeFileAtomic(path, JSON.stringify(shard, null, 1) + "\n");
  process.stdout.write(`${writes.length} shard(s) given a checksum (${writes.filter((w) => w.shard.doves <= recomputeMax).length} recomputed first); ${merged ? "per-size sums equal census.json" : "no census.json to compare"}; ${checkmates} checkmates in all\n`);
}

try {
  main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(err instanceof InputError ? 2 : 1);
}
