// Import cycles, type-only imports included, and production code importing tests/ (decision 011). ESLint holds the
// other import rules, and checks the second one too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other, even for types only: move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-test-support-in-production",
      severity: "error",
      comment: "Production code never imports tests/ (test support, journeys): tests import src, not the other way round.",
      from: { path: "^src/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    // Count `import type` too: cruise the TypeScript source as written, not the JavaScript it compiles to.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|data|test-results|coverage|bench/results)/" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
