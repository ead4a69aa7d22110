import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    // The notebook and browser tests start Jupyter kernels and Chromium: run files one at a
    // time on this 2-core machine so timings stay sane.
    fileParallelism: false,
    reporters: ["default"],
  },
});
