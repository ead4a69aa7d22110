export {}; // placeholder: filled in by the tokyodoves issue
export * from "./counts";
export * from "./enumerate";
export * from "./checkmate";
export * from "./survey";
