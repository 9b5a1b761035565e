import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { CurrencySelect } from "./currency-select";

const meta = {
  title: "Converter/CurrencySelect",
  component: CurrencySelect,
  args: { id: "currency", label: "Soti nan", value: "HTG", onChange: () => {} },
  decorators: [withProviders],
} satisfies Meta<typeof CurrencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six currencies with their flags and Creole names. */
export const Gourde: Story = {};
export const Spanish: Story = { args: { label: "De", value: "DOP" }, decorators: [withLanguage("es")] };
