import type { Preview } from "@storybook/react-vite";
// The client's theme variables and base element styles, as every page of the app has them.
import "../../web/src/theme/global.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    controls: { expanded: true },
  },
  // Creole is the product's first language: stories render as a Creole page does.
  beforeEach: () => {
    document.documentElement.lang = "ht";
  },
};

export default preview;
