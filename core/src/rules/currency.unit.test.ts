import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  convert,
  convertAmount,
  currencies,
  currencyCodes,
  defaultExchangeRates,
  isCurrencyCode,
  parseAmount,
  roundToCents,
} from "./currency";

describe("currencies", () => {
  it("lists the six currencies with flags and catalog names", () => {
    expect(currencies.map((c) => c.code)).toEqual(["HTG", "USD", "EUR", "CAD", "GBP", "DOP"]);
    expect(currencies.find((c) => c.code === "HTG")).toEqual({
      code: "HTG",
      flag: "🇭🇹",
      nameKey: "common.currency.htg",
    });
    expect(new Set(currencies.map((c) => c.flag)).size).toBe(6);
  });

  it("starts with the rates per US dollar", () => {
    expect(defaultExchangeRates).toEqual({ HTG: 132.5, USD: 1, EUR: 0.85, CAD: 1.35, GBP: 0.75, DOP: 55.5 });
  });

  it("recognises only the six codes", () => {
    expect(currencyCodes.every(isCurrencyCode)).toBe(true);
    expect(isCurrencyCode("JPY")).toBe(false);
    expect(isCurrencyCode("htg")).toBe(false);
    expect(isCurrencyCode(1)).toBe(false);
  });
});

describe("convert", () => {
  it("divides by the source rate and multiplies by the target rate", () => {
    expect(convert("100", "USD", "HTG", defaultExchangeRates)).toBe("13250.00");
    expect(convert("1000", "HTG", "USD", defaultExchangeRates)).toBe("7.55");
    expect(convert("50", "EUR", "DOP", defaultExchangeRates)).toBe("3264.71");
    expect(convert("10", "GBP", "CAD", defaultExchangeRates)).toBe("18.00");
    expect(convert("12,5", "USD", "EUR", defaultExchangeRates)).toBe("10.63");
    expect(convert("0", "USD", "HTG", defaultExchangeRates)).toBe("0.00");
  });

  it.each(["", "  ", "abc", "12abc", "1.2.3", "-5", "1e3", "Infinity", "12,5,0"])(
    "gives an empty result for %j",
    (amount) => {
      expect(convert(amount, "USD", "HTG", defaultExchangeRates)).toBe("");
    },
  );

  it("gives an empty result when a rate is unusable", () => {
    expect(convert("10", "USD", "HTG", { ...defaultExchangeRates, USD: 0 })).toBe("");
    expect(convert("10", "USD", "HTG", { ...defaultExchangeRates, HTG: Number.NaN })).toBe("");
  });

  it("returns the same amount for the same currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...currencyCodes), (cents, code) => {
        const amount = (cents / 100).toFixed(2);
        expect(convert(amount, code, code, defaultExchangeRates)).toBe(amount);
      }),
    );
  });

  it("comes back within rounding error after a round trip", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...currencyCodes),
        fc.constantFrom(...currencyCodes),
        (amount, from, to) => {
          const there = convertAmount(amount, from, to, defaultExchangeRates);
          const back = convertAmount(there, to, from, defaultExchangeRates);
          const oneCentInFrom = (0.01 / defaultExchangeRates[to]) * defaultExchangeRates[from];
          expect(Math.abs(back - amount)).toBeLessThanOrEqual(oneCentInFrom + 0.01);
        },
      ),
    );
  });

  it("grows with the amount", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.constantFrom(...currencyCodes), (a, b, to) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertAmount(high, "USD", to, defaultExchangeRates)).toBeGreaterThanOrEqual(
          convertAmount(low, "USD", to, defaultExchangeRates),
        );
      }),
    );
  });
});

describe("parseAmount and roundToCents", () => {
  it("reads dot or comma decimals", () => {
    expect(parseAmount("12.50")).toBe(12.5);
    expect(parseAmount(" 12,50 ")).toBe(12.5);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("7.")).toBe(7);
    expect(parseAmount("1 000")).toBeNull();
  });

  it("rounds half away from zero at the cents", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(1.004)).toBe(1);
    expect(roundToCents(-1.005)).toBe(-1.01);
  });
});
