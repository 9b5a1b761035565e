import type { Preview } from "@storybook/react-vite";
// The client's theme variables and base element styles, as every page of the app has them.
import "../../web/src/theme/global.css";
import { languageNames, languages } from "@kominote/core/i18n/languages";
import { loadFullCatalog } from "../../web/src/i18n/full-catalog";
import { apiLoader, viewers } from "./api-worker";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
  },
  // The toolbar: the page's language (read by `withLanguage`) and who looks (the API mock's signed-in user).
  globalTypes: {
    language: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: languages.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
    viewer: {
      description: "Who is looking",
      toolbar: {
        title: "Viewer",
        icon: "user",
        items: viewers.map((viewer) => ({ value: viewer, title: viewer })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { viewer: "member" },
  // The real fetch layer runs against the contract's mocks (docs/decisions/0031). Every catalog is
  // loaded before the first story renders: a story in French is drawn in French from its first
  // frame, not in Creole's first texts until its catalog arrives.
  loaders: [apiLoader, () => Promise.all(languages.filter((language) => language !== "ht").map((language) => loadFullCatalog(language)))],
  // Creole is the product's first language: stories render as a Creole page does.
  beforeEach: () => {
    document.documentElement.lang = "ht";
  },
};

export default preview;
