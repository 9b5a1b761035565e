import { createFileRoute } from "@tanstack/react-router";
import { exchangeRatesQueryOptions } from "../features/exchange-rates/api/get-exchange-rates";
import { ConverterScreen } from "../features/exchange-rates/components/converter-screen";

export const Route = createFileRoute("/tools/currency-converter")({
  loader: ({ context }) => {
    // The rates start loading with the page's code; the screen shows its own loading and error
    // states, so nothing here waits or throws.
    void context.queryClient.prefetchQuery(exchangeRatesQueryOptions());
  },
  component: ConverterScreen,
});
