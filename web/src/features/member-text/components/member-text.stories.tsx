import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import type { TranslateUserText } from "../../../i18n/translate-user-text";
import { MemberText } from "./member-text";

const toEnglish: TranslateUserText = async () => "We need street lights so children can do their homework in the evening.";
const unknownText: TranslateUserText = async (text) => text ?? "";

const meta = {
  title: "Community/MemberText",
  component: MemberText,
  decorators: [withProviders],
  args: {
    text: "Nou bezwen limyè nan lari a pou timoun yo ka fè devwa yo aswè.",
    className: "",
    translate: toEnglish,
  },
} satisfies Meta<typeof MemberText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Creole the text stands alone: Creole is never translated. */
export const Creole: Story = {};
/** In another language, a press asks for the translation, and another gives the original back. */
export const English: Story = { decorators: [withLanguage("en")] };
/** No translation known: the text stays as written, and the reader is told. */
export const NoTranslation: Story = { decorators: [withLanguage("fr")], args: { translate: unknownText } };
