// ESLint for the whole repository (`npm run lint`; test/lint.test.ts runs it inside `npm test`).
// TypeScript: typescript-eslint's strict and stylistic type-checked rule sets, typed by
// tsconfig.eslint.json. Plain JavaScript (.mjs/.cjs): ESLint's recommended rules.
// Every rule turned off or relaxed here, and every inline `eslint-disable`, says why on its line
// (test/lint.test.ts checks this file; eslint-comments/require-description checks the inline ones).
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Types whose values print in the field's notation or as their picture, for the two rules below: cgt's values
 * (Game, MisereGame, Rational; Dyadic and Thermograph, returned as DyadicValue/ThermographValue) and the
 * positions whose class prototype gets toString from util's definePicture at run time, which types cannot see.
 */
const PRINTING = [
  "Game", "MisereGame", "Dyadic", "Thermograph", "Rational",
  "Grid", "DomineeringRegion", "KonaneBoard", "GobbletPosition", "DovesPosition", "HackenbushPicture",
  "NimSequenceRecord", "VertexGraphPicture",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "lib/dist/**",
      "docs/api/**",
      "results/**",
      "notebooks/**",
      ".jupyter/**",
      // Fixture of test/docs.test.ts, deliberately broken (its own tsconfig; not part of the library).
      "test/fixtures/docs-broken/**",
      // Fixture of test/worker-sweep.test.ts, deliberately invalid (an import clashing with an export).
      "test/fixtures/clash.ruleset.ts",
      // Frozen copies of old library code, the baselines of bench/cgt.bench.ts and bench/octal.bench.ts: kept as they were.
      "bench/cgt-before/**",
      "bench/octal-before/**",
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
  },
  comments.recommended,
  {
    rules: {
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: ["eslint-enable"] }],
      "@eslint-community/eslint-comments/no-unused-disable": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    files: ["**/*.ts", "**/*.mts"],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { project: ["./tsconfig.eslint.json"], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Index reads in the typed-array loops are asserted present with `a[i]!` on purpose (the bounds are the loop's).
      "@typescript-eslint/no-non-null-assertion": "off",
      // tsconfig leaves noUncheckedIndexedAccess off, so this rule would strip every deliberate `a[i]!` above.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // Messages and labels interpolate numbers, booleans and the PRINTING values all the time; other objects stay forbidden.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true, allow: [{ name: ["Error", "URL", "URLSearchParams"], from: "lib" }, ...PRINTING] }],
      // The PRINTING values print through String(x) too.
      "@typescript-eslint/no-base-to-string": ["error", { ignoredTypeNames: ["Error", "RegExp", "URL", "URLSearchParams", ...PRINTING] }],
      // Boards and rows are spread into their cells (`[...row]`); every cell alphabet is ASCII.
      // A leading underscore marks a name kept unused on purpose (a dropped field of a rest pattern, a callback's slot).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-misused-spread": ["error", { allow: ["string"] }],
      // Fights two deliberate habits: the library re-checks at run time what users' untyped notebook code hands it
      // (DEVELOPING's input rule), and with noUncheckedIndexedAccess off every `a[i]` bounds check reads as dead.
      "@typescript-eslint/no-unnecessary-condition": "off",
      // `String(x)` on a declared string is the same run-time guard against untyped notebook input (a number, null).
      "@typescript-eslint/no-unnecessary-type-conversion": "off",
      // Hot loops over (typed) arrays keep plain index loops, the form the engines are tuned and benchmarked in.
      "@typescript-eslint/prefer-for-of": "off",
    },
  },
  {
    files: ["lib/cgt/store*.ts", "lib/games/konane/components*.ts"],
    rules: {
      // Module-level bindings of hot imports stay `var`: `const`/`let` pay a TDZ check on each read under tsx (DEVELOPING, hot code).
      "no-var": "off",
    },
  },
  {
    files: ["test/**/*.ts"],
    rules: {
      // Tests stringify MIME bundle entries and values to compare their text; a wrong "[object Object]" fails the assertion.
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  {
    files: ["test/browser.test.ts", "test/display-plotly.test.ts"],
    rules: {
      // Their page.evaluate callbacks run in Chromium; the project compiles without the DOM lib, so `document` is untyped.
      "@typescript-eslint/no-unsafe-assignment": "off",
      // (the same page callbacks)
      "@typescript-eslint/no-unsafe-call": "off",
      // (the same page callbacks)
      "@typescript-eslint/no-unsafe-member-access": "off",
      // (the same page callbacks)
      "@typescript-eslint/no-unsafe-argument": "off",
      // (the same page callbacks)
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["bench/*.bench.ts"],
    rules: {
      // Every bench exports `async run()` by the harness's contract (bench/harness.ts), also when it never awaits.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Config files outside tsconfig.eslint.json's program: no type information.
    files: ["*.mts"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
