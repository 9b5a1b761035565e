import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../testing/story-providers";
import { FooterLanguageButtons } from "./footer-language-buttons";
import { LanguageSwitcher } from "./language-switcher";

const meta = {
  title: "Layout/LanguageSwitcher",
  component: LanguageSwitcher,
  decorators: [withProviders],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {};
/** The footer's variant: one button per language, on the footer's blue. */
export const FooterButtons: Story = {
  render: () => (
    <div style={{ background: "#001670", padding: 16 }}>
      <FooterLanguageButtons />
    </div>
  ),
};
