import type { Meta, StoryObj } from "@storybook/react-vite";
import { withProviders } from "../../../testing/story-providers";
import { withQueryData } from "../../../testing/render-with-data";
import { exchangeRatesQueryKey } from "../api/get-exchange-rates";
import { specificationRates } from "../testing/rates";
import { ConverterScreen } from "./converter-screen";

const meta = {
  title: "Converter/ConverterScreen",
  component: ConverterScreen,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ConverterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole screen once the rates are here. */
export const WithRates: Story = {
  decorators: [withQueryData((client) => client.setQueryData(exchangeRatesQueryKey, specificationRates)), withProviders],
};
