import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API serves /api, the health probe, catalogue images and uploads (/media); in development Vite forwards them
// so the browser sees one origin, exactly as in production where the API serves this build.
const apiOrigin = process.env.KOMINOTE_API_ORIGIN ?? "http://localhost:3000";
const proxied = ["/api", "/healthz", "/images", "/media"] as const;

/** A feature's entry file, which only re-exports (see the dependency rules in .dependency-cruiser.cjs). */
const featureEntry = /\/src\/features\/[^/]+\/(index|queries)\.ts$/;

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
  ],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  // The server entry (src/entry-server.tsx, built by `vite build --ssr` into dist-server/): the
  // workspace's packages are TypeScript sources, compiled in; npm packages load from node_modules.
  ssr: {
    noExternal: [/^@kominote\//],
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
        // React, the router and the data layer run on every first page: one file, not a dozen small
        // ones (each costs a request and its own compression). The server-rendering pieces stay
        // apart: only a rendered page loads them, beside its texts.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|react-store|store|query-core|react-query))\/(?!.*\/ssr\/)/,
            },
          ],
        },
      },
    },
  },
});
