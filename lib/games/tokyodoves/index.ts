export {}; // placeholder: filled in by the tokyodoves issue
export * from "./bitboard";
