/** Runs bench/<topic>.bench.ts modules and writes results/bench/<topic>.json (whole or not at all). */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { writeFileAtomic } from "../lib/util/files";
import { machineInfo, type BenchReport } from "./harness";

async function main(): Promise<void> {
  const root = resolve(__dirname, "..");
  const available = readdirSync(join(root, "bench"))
    .filter((f) => f.endsWith(".bench.ts"))
    .map((f) => f.replace(/\.bench\.ts$/, ""))
    .sort();
  const wanted = process.argv.slice(2);
  for (const w of wanted) {
    if (!available.includes(w)) {
      console.error(`cgtlab bench: unknown benchmark "${w}"; available: ${available.join(", ")}`);
      process.exit(2);
    }
  }
  const topics = wanted.length > 0 ? wanted : available;
  let failed = 0;
  for (const topic of topics) {
    console.log(`\n=== bench ${topic} ===`);
    try {
      const mod = (await import(pathToFileURL(join(root, "bench", `${topic}.bench.ts`)).href)) as {
        run: () => Promise<BenchReport>;
      };
      const report = await mod.run();
      if (report.skipped !== undefined) {
        console.log(`bench ${topic}: ${report.skipped}`);
        continue;
      }
      const out = { ...report, machine: machineInfo() };
      writeFileAtomic(join(root, "results", "bench", `${topic}.json`), JSON.stringify(out, null, 2) + "\n");
      console.table(report.rows);
      if (report.ratios) console.table(report.ratios);
      for (const n of report.notes ?? []) console.log(`note: ${n}`);
    } catch (err) {
      failed++;
      console.error(`bench ${topic} failed:`, err);
    }
  }
  if (failed > 0) process.exit(1);
}

void main();
