/**
 * The dependency rule, checked on every run of `npm run deps:check`:
 * core is pure (no delivery, storage, UI, container or Node built-ins), the web client never
 * reaches the server side, adapters never reach delivery, and nothing imports in a circle.
 * Inside core, a use case reaches another use case only to compose it (the list below), and
 * adapters never reach use cases: errors live in core/src/errors/, shared rules in core/src/rules/.
 *
 * Package paths match both the resolved file (".../node_modules/knex/...") and the bare
 * name of a package that is not installed ("knex"), so a forbidden import fails either way.
 */

const { readdirSync } = require("node:fs");
const { join } = require("node:path");

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

/** A path pattern for files of core/src/use-cases/, by name without ".ts". */
const useCases = (names) => `^core/src/use-cases/(${names.join("|")})\\.ts$`;

/**
 * Steps several use cases share that are not use cases themselves: any use case may use them.
 */
const sharedSteps = [
  "one-time-codes", // issuing and checking the one-time codes of sign-in and of leaving
  "server-events", // the words of a notification or points entry, live or listed
  "require-service", // the check that a service exists, before listing or creating its forums
  "live-meeting-steps", // reading the live meeting's status and pushing it to open pages
];

/**
 * The only use cases that import another one, and why: each composes the other (receives it,
 * runs it, or answers as it does). Anything else a use case needs from another (an error, a
 * constant, a shaping function) belongs in core/src/errors/ or core/src/rules/.
 */
const composedUseCases = {
  // registering stores the photo, sends the verification link and accepts the invitation
  "register-user": ["accept-invitation", "send-email-verification-link", "store-profile-photo"],
  // changing the photo stores it as registration does
  "change-profile-photo": ["store-profile-photo"],
  // a profile update may change the photo and, for a new address, send a verification link
  "update-profile": ["change-profile-photo", "send-email-verification-link"],
  // sending the link again sends it as registration does, within its lifetime
  "resend-email-verification": ["send-email-verification-link"],
  // a correct code starts the session
  "verify-login-code": ["start-session"],
  // an invitation carries the member's invite link, drawn as the link screen draws it
  "send-invitation": ["generate-invite-link"],
};

/** One rule for the use cases above (each to its own list) and one for every other use case. */
const useCaseRules = [
  {
    name: "use-case-not-to-use-case",
    comment: "A use case does not import another (errors: core/src/errors/, rules: core/src/rules/) unless it composes it: see composedUseCases.",
    severity: "error",
    from: { path: "^core/src/use-cases/[^/]+\\.ts$", pathNot: [useCases(Object.keys(composedUseCases)), "\\.test\\.ts$"] },
    to: { path: "^core/src/use-cases/", pathNot: useCases(sharedSteps) },
  },
  ...Object.entries(composedUseCases).map(([from, allowed]) => ({
    name: "use-case-not-to-use-case",
    comment: `${from} imports only the use cases it composes: ${allowed.join(", ")}.`,
    severity: "error",
    from: { path: useCases([from]) },
    to: { path: "^core/src/use-cases/", pathNot: useCases([from, ...allowed, ...sharedSteps]) },
  })),
];

/**
 * The web client's features (web/src/features/<name>/) reach one another only through a feature's
 * entry files: index.ts, and queries.ts where the home page reads a feature's queries and must load
 * nothing else of it. What several features share lives in web/src/ui/, lib/, api/, i18n/ or theme/.
 * Unit tests may reach into another feature (to render a screen with its real neighbours); stories
 * may not. Routes and the shell (web/src/routes/, layout/) import feature files directly: a route's
 * component is split into its own chunk, and a direct import keeps that chunk to what it draws.
 */
const featureEntry = "^web/src/features/[^/]+/(index|queries)\\.ts$";
const webFeatures = readdirSync(join(__dirname, "web/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureRules = [
  {
    name: "web-feature-through-entry",
    comment: "A web feature imports another only through its entry files (index.ts, queries.ts); shared code belongs in web/src/ui/ or web/src/lib/.",
    severity: "error",
    from: { path: "^web/src/features/([^/]+)/", pathNot: "\\.unit\\.test\\.tsx?$" },
    to: { path: "^web/src/features/", pathNot: ["^web/src/features/$1/", featureEntry] },
  },
  {
    name: "web-feature-doubles-through-entry",
    comment:
      "Another feature's tests, stories, the shared mocks and Storybook reach a feature's test doubles only through its testing/index.ts, so a feature can reshape its own testing/ folder freely.",
    severity: "error",
    from: { path: "^web/src/features/([^/]+)/" },
    to: { path: "^web/src/features/[^/]+/testing/", pathNot: ["^web/src/features/$1/", "^web/src/features/[^/]+/testing/index\\.ts$"] },
  },
  {
    name: "web-shared-to-doubles-through-entry",
    comment: "The shared mocks and the shell's tests reach a feature's test doubles only through its testing/index.ts.",
    severity: "error",
    from: { path: "^web/src/", pathNot: "^web/src/features/" },
    to: { path: "^web/src/features/[^/]+/testing/", pathNot: "^web/src/features/[^/]+/testing/index\\.ts$" },
  },
  // One rule per feature: dependency-cruiser does not carry a group of `from` into a reachability check.
  ...webFeatures.map((feature) => ({
    name: "web-feature-no-cycle",
    comment: `No two web features depend on each other, directly or through others: nothing in ${feature} reaches its own entry files, which only other features import. Move the shared piece to ui/ or lib/, or let the route hand it in.`,
    severity: "error",
    from: { path: `^web/src/features/${feature}/`, pathNot: "\\.(unit\\.test|stories)\\.tsx?$" },
    to: { path: `^web/src/features/${feature}/(index|queries)\\.ts$`, reachable: true },
  })),
];

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
      name: "adapters-not-to-use-cases",
      comment: "adapters implement ports; the use cases are called by api/. What adapters share with them lives in core/src/rules/ or core/src/errors/.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^core/src/use-cases/" },
    },
    ...useCaseRules,
    ...webFeatureRules,
    {
      name: "doubles-live-in-testing",
      comment: "core's test doubles live in core/src/testing/ only (adapters' in-memory twins in adapters/src/memory/): one place to find and reuse each.",
      severity: "error",
      from: { path: "-doubles\\.ts$", pathNot: "^core/src/testing/" },
      to: {},
    },
    {
      name: "product-code-not-to-doubles",
      comment: "Test doubles serve tests, contract suites and their harnesses only; product code never runs on them.",
      severity: "error",
      from: {
        path: "^(core|adapters|api)/src/",
        pathNot: ["\\.test\\.ts$", "\\.contract\\.ts$", "/testing/", "^adapters/src/memory/", "^adapters/src/repositories/contract-backends\\.ts$"],
      },
      to: { path: "^core/src/testing/" },
    },
    {
      name: "web-product-not-to-mocks",
      comment: "Fixtures and the API mocks (msw handlers typed from the OpenAPI document) serve stories and web tests only; the screens members load never carry them.",
      severity: "error",
      from: { path: "^web/src/", pathNot: ["\\.(unit\\.test|stories)\\.tsx?$", "/testing/"] },
      to: { path: ["/testing/", packages(["msw", "openapi-msw"])] },
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
