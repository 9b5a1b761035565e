import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The API serves /api, the health probe, catalogue images and uploads (/media); in development Vite forwards them
// so the browser sees one origin, exactly as in production where the API serves this build.
const apiOrigin = process.env.KOMINOTE_API_ORIGIN ?? "http://localhost:3000";
const proxied = ["/api", "/healthz", "/images", "/media"] as const;

/** A feature's entry file, which only re-exports (see the dependency rules in .dependency-cruiser.cjs). */
const featureEntry = /\/src\/features\/[^/]+\/(index|queries)\.ts$/;

/** Texts of core's catalogs; those of working offline are needed with no connection. */
const catalogModule = /\/core\/src\/i18n\/(messages|dictionary|static-pages)\//;
const offlineCatalogModule = /\/core\/src\/i18n\/messages\/(offline|live)\//;

/**
 * The chunks made only of catalog texts (each namespace in five languages, about 580 KB, 170 KB
 * gzip): left out of the service worker's precache, which every phone downloads in full. A member's
 * own language is kept once loaded (the worker's run-time cache of hashed files).
 */
const catalogChunks = new Set<string>();
const findCatalogChunks = (): Plugin => ({
  name: "kominote-catalog-chunks",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== "chunk" || output.isEntry || output.moduleIds.length === 0) continue;
      const texts = output.moduleIds.every((id) => catalogModule.test(id) || id.startsWith("\0"));
      // The small chunks of the texts of working offline and of the live bar stay: every page needs them.
      if (texts && !output.moduleIds.every((id) => offlineCatalogModule.test(id))) catalogChunks.add(output.fileName);
    }
  },
});

/** Tells the page it may register the service worker: only in the production build. */
const serviceWorkerFlag = (): Plugin => ({
  name: "kominote-service-worker-flag",
  config: (_config, { command }) => ({ define: { "import.meta.env.KOMINOTE_SERVICE_WORKER": JSON.stringify(command === "build") } }),
});

export default defineConfig({
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION reach the map as they are: one name for the build and the
  // server, which allows the same tile origin in its page policy (README, "Configuration").
  envPrefix: ["VITE_", "MAP_TILE_"],
  plugins: [
    // The router plugin must transform route files before React's plugin sees them.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
    findCatalogChunks(),
    serviceWorkerFlag(),
    // The service worker (decision 0034): built from src/sw/sw.ts with the precache manifest, only in
    // the production build (never in the dev server, Storybook or vitest, which use configs of their
    // own). The page registers it itself after load (lib/service-worker/), so nothing is injected.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        rollupFormat: "iife",
        globPatterns: ["index.html", "favicon.svg", "assets/*.{js,css}"],
        // Hashed names change with their content: no cache-busting query needed.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => !catalogChunks.has(entry.url)), warnings: [] }),
        ],
      },
    }),
  ],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    // Every browser the site supports preloads modules itself (Chromium 66+, Firefox 115+, Safari
    // 17+); an older one still runs every page, only without the early fetch. The polyfill cost
    // every visitor about 0.4 KB of the home page's first JavaScript.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // A feature's entry files (src/features/<name>/index.ts, queries.ts) only re-export: marked
      // free of side effects, an import through them brings exactly the modules it names, so an entry
      // never drags the rest of its feature into the importer's chunk (or an empty chunk of its own).
      treeshake: { moduleSideEffects: (id) => !featureEntry.test(id) },
      output: {
        // Chunks are named by their hash (after a letter, so no name starts with a dash): the entry
        // lists every chunk a later screen may preload, and short names keep that list, which every
        // first visit downloads, small (2 KB less of the home page's JavaScript).
        chunkFileNames: "assets/c[hash].js",
      },
    },
  },
});
