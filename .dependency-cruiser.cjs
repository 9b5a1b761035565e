/**
 * The dependency rule, checked on every run of `npm run deps:check`:
 * core is pure (no delivery, storage, UI, container or Node built-ins), the web client never
 * reaches the server side, adapters never reach delivery, and nothing imports in a circle.
 *
 * Package paths match both the resolved file (".../node_modules/knex/...") and the bare
 * name of a package that is not installed ("knex"), so a forbidden import fails either way.
 */

/** A `to.path` pattern for npm packages, resolved or not. */
const packages = (names) => `(^|node_modules/)(${names.join("|")})(/|$)`;

const serverPackages = [
  "fastify",
  "@fastify/[^/]+",
  "fastify-[^/]+",
  "knex",
  "knex-pglite",
  "pg",
  "pg-[^/]+",
  "@electric-sql/[^/]+",
  "inversify",
];

const uiPackages = ["react", "react-dom"];

module.exports = {
  forbidden: [
    {
      name: "core-is-independent",
      comment: "core is the domain: it knows nothing of the packages built around it.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(adapters|api|web|openapi|storybook|test)/" },
    },
    {
      name: "core-has-no-infrastructure",
      comment: "core imports only zod, effect and libphonenumber-js: no HTTP server, database, UI or container.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: packages([...serverPackages, ...uiPackages]) },
    },
    {
      name: "core-has-no-node-builtins",
      comment: "core runs in the browser too: Node built-ins belong in adapters/ or api/.",
      severity: "error",
      from: { path: "^core/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-stays-client-side",
      comment: "The web client talks to the server over HTTP only, never through its code.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: ["^(adapters|api)/", packages(serverPackages)] },
    },
    {
      name: "adapters-not-to-delivery",
      comment: "adapters implement core's ports; delivery (api/) and UI (web/) depend on them, not the reverse.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(api|web)/" },
    },
    {
      name: "no-circular",
      comment: "A cycle ties modules together so that neither can change or load alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|storybook-static|\\.data|\\.tsbuild)/|routeTree\\.gen\\.ts$" },
    // Type-only imports count too: a type from knex in core is still a dependency on knex.
    tsPreCompilationDeps: true,
    // Workspace packages (`@kominote/core/rules/levels`) resolve through their package.json
    // "exports" to the TypeScript sources, as the bundlers and tsc resolve them.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
