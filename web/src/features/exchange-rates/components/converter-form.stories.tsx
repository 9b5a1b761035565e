import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { specificationRates } from "../testing/rates";
import { ConverterForm } from "./converter-form";

const meta = {
  title: "Converter/ConverterForm",
  component: ConverterForm,
  args: { rates: specificationRates },
  decorators: [withProviders],
} satisfies Meta<typeof ConverterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From US dollars to gourdes, as the screen opens; the rates' date in Creole. */
export const Creole: Story = {};
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
