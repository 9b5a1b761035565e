import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";

/**
 * Storybook for the web client's components. It builds with the client's styling pipeline
 * (vanilla-extract, React) but without the file-router plugin: stories render components,
 * not routes, and the router plugin would regenerate the route tree from here.
 */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../../web/src/**/*.stories.@(ts|tsx)"],
  // mockServiceWorker.js (`npx msw init .storybook/public`), served at the root for the API mocks.
  staticDirs: ["./public"],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()],
      // Storybook's own manager and preview runtime are large by nature; the app's budget is checked by `npm run bench`.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2048 },
    };
  },
};

export default config;
