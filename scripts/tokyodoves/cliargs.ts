/**
 * Strict command-line parsing for the Tokyo Doves CLI: every command declares the flags it
 * accepts; anything else is an {@link InputError}.
 */
import { InputError } from "../../lib/util";
import { parseShard } from "../../lib/studies/tokyodoves";

/** Flag kinds: a switch takes no value; the others take one. */
export type FlagKind = "switch" | "string" | "count" | "positive" | "shard" | "minutes";

export interface Args {
  command: string;
  flags: Map<string, string>;
  files: string[];
}

/**
 * Parse `argv` against the flags one command accepts (`--name value`, `--name=value`, `--switch`).
 * Unknown flags, a missing value, a value given to a switch and malformed values are InputErrors.
 */
export function parseArgs(argv: readonly string[], spec: Readonly<Record<string, FlagKind>>, command: string, allowFiles = false): Args {
  const flags = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) {
      if (!allowFiles) throw new InputError(`${command} takes no positional argument, got ${JSON.stringify(a)}`, `argument ${i + 1}`);
      files.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = a.slice(2, eq >= 0 ? eq : undefined);
    const kind = spec[name];
    if (kind === undefined) {
      throw new InputError(`unknown flag --${name} for ${command} (known: ${Object.keys(spec).map((k) => "--" + k).join(", ")})`, a);
    }
    if (flags.has(name)) throw new InputError(`--${name} given twice`, a);
    if (kind === "switch") {
      if (eq >= 0) throw new InputError(`--${name} takes no value`, a);
      flags.set(name, "true");
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = a.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === "" || (eq < 0 && value.startsWith("--"))) throw new InputError(`--${name} needs a value`, a);
    if ((kind === "count" || kind === "positive") && !/^\d+$/.test(value)) throw new InputError(`--${name} must be a whole number, got ${JSON.stringify(value)}`, a);
    if (kind === "positive" && Number(value) < 1) throw new InputError(`--${name} must be at least 1, got ${value}`, a);
    if (kind === "minutes" && !(/^\d+(\.\d+)?$/.test(value) && Number(value) > 0)) throw new InputError(`--${name} must be a positive number of minutes, got ${JSON.stringify(value)}`, a);
    if (kind === "shard") parseShard(value);
    flags.set(name, value);
  }
  return { command, flags, files };
}

