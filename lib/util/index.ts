/** Layer 0: budgets, progress reporting, input errors and atomic file writes shared by every layer. */
export * from "./budget";
export * from "./errors";
export * from "./files";
