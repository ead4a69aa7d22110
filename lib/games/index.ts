/** Layer 2: one module per game (rules, positions, moves). Imports only lib/util and lib/cgt. */
export * as konane from "./konane";
export * as domineering from "./domineering";
export * as octal from "./octal";
export * as tokyodoves from "./tokyodoves";
export * as gobblet from "./gobblet";
export * as clobber from "./clobber";
export * as cram from "./cram";
export * as gridcolouring from "./gridcolouring";
export * as fission from "./fission";
export * as skijumps from "./skijumps";
export * as amazons from "./amazons";
