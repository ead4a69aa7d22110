/**
 * The id-level engine interface (issue 15): the store's functions on integer ids (`game`, `add`,
 * `neg`, `leq`, `leftOptions`, ...; see store.ts for each one's cost) plus the two conversions at
 * the public boundary, {@link id} (value → id: InputError / StaleValueError for a bad or stale value)
 * and {@link value} (id → the interned value), both O(1). An id is valid only until `resetStore()`
 * and only in its own thread; caches of ids register with `onReset`.
 *
 * @module
 */
export * from "./store";
export { toId as id, toIds as ids, value, values } from "./value";
