import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { specificationRates } from "./rates";

/** The converter's rates. */
export const exchangeRatesApi = {
  getExchangeRates: mockOperation({
    method: "get",
    path: "/api/exchange-rates",
    example: { url: "/api/exchange-rates" },
    success: apiHttp.get("/api/exchange-rates", ({ response }) => response(200).json(specificationRates)),
  }),
};
