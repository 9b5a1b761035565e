import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { ConverterResult } from "./converter-result";

const meta = {
  title: "Converter/ConverterResult",
  component: ConverterResult,
  decorators: [withProviders],
} satisfies Meta<typeof ConverterResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 100 US dollars at the specification's rate: "100,00 USD = 13 250,00 HTG". */
export const DollarsToGourdes: Story = { args: { conversion: { amount: 100, from: "USD", to: "HTG", result: 13_250, rate: 132.5 } } };

/** A small rate keeps its decimals: 1 HTG = 0,0075 USD. */
export const GourdesToDollars: Story = { args: { conversion: { amount: 1_000, from: "HTG", to: "USD", result: 7.55, rate: 1 / 132.5 } } };

export const English: Story = {
  args: { conversion: { amount: 12.5, from: "EUR", to: "DOP", result: 816.18, rate: 55.5 / 0.85 } },
  decorators: [withLanguage("en")],
};
