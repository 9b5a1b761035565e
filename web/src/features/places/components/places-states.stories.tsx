import type { Meta, StoryObj } from "@storybook/react-vite";
import { PlacesEmpty } from "./places-states";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlacesStates",
  component: PlacesEmpty,
  decorators: [withProviders],
  args: { title: "Pa jwenn okenn kote", text: "Eseye lòt mo, oswa chanje filt yo." },
} satisfies Meta<typeof PlacesEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
