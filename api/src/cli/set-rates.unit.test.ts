import { describe, expect, it } from "vitest";
import { parseRateChanges } from "./set-rates";

describe("parseRateChanges", () => {
  it("reads each CODE=rate, whatever the code's case, with a point or a comma as the decimal separator", () => {
    expect(parseRateChanges(["HTG=135", "eur=0,86", "Cad=1.37", "GBP=.74", "DOP=58"])).toEqual({
      ok: true,
      rates: { HTG: 135, EUR: 0.86, CAD: 1.37, GBP: 0.74, DOP: 58 },
    });
  });

  it("accepts USD=1, the base, and changes nothing for it", () => {
    expect(parseRateChanges(["USD=1", "HTG=135"])).toEqual({ ok: true, rates: { HTG: 135 } });
  });

  it.each([
    [[], "set-rates takes at least one rate, like HTG=135."],
    [["HTG"], '"HTG" is not CODE=rate (for example HTG=135 or EUR=0.86).'],
    [["HTG:135"], '"HTG:135" is not CODE=rate (for example HTG=135 or EUR=0.86).'],
    [["XYZ=3"], 'Unknown currency "XYZ": choose among HTG, EUR, CAD, GBP, DOP.'],
    [["USD=2"], "USD is the base of the rates: it is always 1."],
    [["HTG=135", "htg=136"], "HTG is given twice."],
    [["HTG=abc"], 'HTG: "abc" is not a rate (a number above 0, like 135 or 0.86).'],
    [["EUR=-0.86"], 'EUR: "-0.86" is not a rate (a number above 0, like 135 or 0.86).'],
    [["DOP="], 'DOP: "" is not a rate (a number above 0, like 135 or 0.86).'],
  ])("explains what is wrong with %j", (args, message) => {
    expect(parseRateChanges(args)).toEqual({ ok: false, message });
  });
});
