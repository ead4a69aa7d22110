export {}; // placeholder: filled in by the tokyodoves issue
export * from "./bitboard";
export * from "./position";
export * from "./reference";
export * from "./moves";
export * from "./sample";
export * from "./game";
export * from "./diagram";
