import { createFileRoute } from "@tanstack/react-router";
import { exchangeRatesQueryOptions } from "../features/currency-converter/api/get-exchange-rates";
import { ConverterScreen } from "../features/currency-converter/components/converter-screen";

export const Route = createFileRoute("/tools/currency-converter")({
  loader: ({ context }) => {
    // The rates start loading with the page's code; the screen shows its own loading and error
    // states, so nothing here waits or throws.
    void context.queryClient.prefetchQuery(exchangeRatesQueryOptions());
  },
  component: ConverterScreen,
});
