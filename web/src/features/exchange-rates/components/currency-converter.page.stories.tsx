import type { Meta } from "@storybook/react-vite";
import { screenStates } from "../../../testing/screen-stories";
import { exchangeRatesApi } from "../testing/api-handlers";

/** The whole screen at /tools/currency-converter with the real router and fetch layer; the API is the contract's mocks. */
const states = screenStates("/tools/currency-converter", exchangeRatesApi.getExchangeRates);

export default { title: "Screens/Currency converter" } satisfies Meta;

export const Loaded = states.Loaded;
export const Error = states.Error;
export const Offline = states.Offline;
export const Loading = states.Loading;
export const Visitor = states.Visitor;
export const Moderator = states.Moderator;
