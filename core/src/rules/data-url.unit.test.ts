import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Url } from "./base64-url";
import { dataUrlBytes, decodeBase64 } from "./data-url";

/** Standard base64 from the unpadded base64url encoder, padded as browsers write it. */
const standardBase64 = (bytes: Uint8Array): string => {
  const text = base64Url(bytes).replace(/-/g, "+").replace(/_/g, "/");
  return text.padEnd(Math.ceil(text.length / 4) * 4, "=");
};

describe("decodeBase64", () => {
  it("decodes known texts", () => {
    expect(decodeBase64("S29taW5vdGU=")).toEqual(new Uint8Array([75, 111, 109, 105, 110, 111, 116, 101]));
    expect(decodeBase64("")).toEqual(new Uint8Array([]));
  });

  it("refuses characters outside base64", () => {
    expect(decodeBase64("ab$d")).toBeNull();
    expect(decodeBase64("ab-_")).toBeNull();
  });

  it("gives back any bytes a browser encoded", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(decodeBase64(standardBase64(bytes))).toEqual(bytes);
      }),
    );
  });
});

describe("dataUrlBytes", () => {
  it("reads the payload of a base64 data URL", () => {
    expect(dataUrlBytes("data:image/png;base64,iVBORw==")).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it.each(["iVBORw==", "data:image/png,iVBORw==", "data:image/png;base64,iV*ORw=="])("refuses %j", (text) => {
    expect(dataUrlBytes(text)).toBeNull();
  });
});
