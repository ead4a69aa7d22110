/** Layer 0: budgets, progress reporting, input errors, atomic file writes, bit primitives and typed-array hash tables shared by every layer. */
export * from "./budget";
export * from "./errors";
export * from "./files";
export * from "./bits";
export * from "./hashtable";
export * from "./show";
export * from "./interrupts";
export * from "./shards";
export * from "./graphs";
